"""The base of hardmath's task classes: a YAML task whose data comes from a ``custom_dataset`` hook.

lm-eval's ``ConfigurableTask.download`` prints, for every task with a callable
``custom_dataset``, a hint that "custom kwargs can be passed to ``--metadata``" with a
``max_seq_lengths`` example (meant for its long-context tasks). Every hardmath task loads its
data through such a hook, so that hint was printed once per task of every run. This class calls
the hook exactly as lm-eval does (``metadata`` then ``dataset_kwargs`` as keyword arguments),
without the hint; the options hardmath's hooks take are documented in docs/tasks.md. A dataset
that cannot be loaded ends the run with one line (:class:`TaskDataError`).
"""
from __future__ import annotations

from typing import Any

from lm_eval.api.task import ConfigurableTask


class TaskDataError(SystemExit):
    """A task's dataset cannot be loaded. A ``SystemExit``, so that ``lm_eval`` ends with its
    one-line message (what is missing, where it was looked for, the command that fixes it)
    instead of a traceback through lm-eval's task loading; the exit status is 1.
    """


class HookDatasetTask(ConfigurableTask):
    """A YAML task (``class:``) loaded through its ``custom_dataset`` hook, ``--metadata`` included."""

    def __init__(self, config: dict | None = None, **kwargs: Any) -> None:
        from hardmath.lmeval.compat import with_task_manager_metadata

        config = with_task_manager_metadata({k: v for k, v in (config or {}).items() if k != "class"})
        super().__init__(config=config, **kwargs)

    def download(self, dataset_kwargs: dict[str, Any] | None = None, **kwargs: Any) -> None:
        hook = self.config.custom_dataset
        if not callable(hook):
            super().download(dataset_kwargs, **kwargs)
            return
        from hardmath.data import DataError

        try:
            self.dataset = hook(**(self.config.metadata or {}), **(self.config.dataset_kwargs or {}))
        except DataError as err:
            raise TaskDataError(f"hardmath: {self.config.task}: {err}") from None
        from hardmath.versions import stamp  # what the results are comparable with (logged config)

        self.config.metadata = stamp(self.config.metadata, self.dataset)
