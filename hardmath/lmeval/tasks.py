"""hardmath's one task class (a YAML ``class:``): :class:`HardmathTask`, directly under lm-eval's
``ConfigurableTask``. What differs between tasks is read from the task's config and from the
:class:`~hardmath.declaration.TaskShape` its benchmark declares for it (:func:`hardmath.benchmarks.task_shape`),
never from a subclass; only teacher forcing adds one (:mod:`hardmath.lmeval.teacher_forcing`).

What the class does, and why it needs a class at all:

* **Data.** Its ``custom_dataset`` hook is called as lm-eval calls it (``metadata`` then
  ``dataset_kwargs`` as keyword arguments), with ``--metadata`` merged in (lm-eval merges it into a
  ``class:`` task's config itself, ``TaskFactory._load_full_config``), and the dataset's versions
  stamped into the logged metadata (:func:`hardmath.versions.stamp`). A dataset that cannot be loaded
  ends the run with one line (:class:`TaskDataError`). Calling the hook here also leaves out the hint
  lm-eval prints for every callable ``custom_dataset`` (``--metadata`` with a ``max_seq_lengths``
  example, meant for its long-context tasks).
* **Truncation record** (generation tasks). Building one installs the backend wrappers of
  :mod:`hardmath.lmeval.generation_limits`; its requests are lm-eval's own ``Instance``, tracked
  (:func:`~hardmath.lmeval.generation_limits.track`) and, before its filters run, its
  responses are paired with what the backend recorded for them. Every other task's requests and
  responses stay lm-eval's own.
* **Backend errors** (generation tasks). A reply the backend could not read is a ``backend_error``
  record (no response; scored wrong, counted in ``n_backend_errors``); when more than
  ``max_backend_errors`` (a share of the task's responses, :data:`MAX_BACKEND_ERRORS` unless
  ``--metadata`` sets it) are, the run ends with one line before scoring (:func:`check_backend_errors`):
  a score built on a broken server is no score.
* **Reasoning models.** ``--metadata '{"reasoning": true}'`` drops the task's stop sequences
  (``until``), which a backend applies to the whole generation, reasoning trace included; the
  model's end-of-turn token ends it instead (run with ``--apply_chat_template``; docs/tasks.md).
* **Metrics the run can fill** (from the declared shape; lm-eval prints its own table and writes its
  results file before any report runs, and needs every document and rank to report the same keys,
  so this is decided once per run, before scoring, from the run's documents): a breakdown column
  (:meth:`~hardmath.declaration.TaskShape.doc_columns`) only when some but not all documents own it;
  a metric declared with ``needs`` only when some document has that field; a paired task's interval
  metrics only with at least 2 snapshots.
* **Chat prompts** (a shape with ``chat_trims_description``): with ``--apply_chat_template`` the
  system turn is the task ``description`` without the blank line that separates it from the problem
  in a plain-text prompt (HARP's prompts, character-exact to the authors').
"""

from __future__ import annotations

import functools
import logging
from typing import TYPE_CHECKING, Any

from hardmath.declaration import PAIRED
from hardmath.lmeval import compat, generation_limits
from hardmath.lmeval.breakdown import evaluated_docs, shown_columns
from hardmath.lmeval.generation_info import backend_error_of
from hardmath.lmeval.registration import aggregations

if TYPE_CHECKING:
    from hardmath.declaration import TaskShape

log = logging.getLogger("lm_eval.hardmath.paired")
INTERVAL_PREFIXES = ("var_ci_low", "var_ci_high")  # a paired task's interval metrics (per level too)
GENERATE = "generate_until"
MAX_BACKEND_ERRORS = 0.01  # the share of a task's responses that may be backend errors (counted, warned)
# lm-eval's ConfigurableTask up to 0.4.13; its GenerateTask on 0.5.0.dev1 (compat.task_base)
ConfigurableTask = compat.task_base(lambda: aggregations().values())


def _named(task: str, message: str) -> str:
    """``message`` led by the task's name once (a dataset is often named like its task)."""
    return message if message.startswith(f"{task}: ") else f"{task}: {message}"


def _snapshots(docs: Any) -> int:
    """How many variation snapshots (seeds) the documents hold, originals aside."""
    return len({str(d["seed"]) for d in docs if not d["is_original"]})


class TaskDataError(SystemExit):
    """A task's dataset cannot be loaded. A ``SystemExit``, so that ``lm_eval`` ends with its
    one-line message (what is missing, where it was looked for, the command that fixes it)
    instead of a traceback through lm-eval's task loading; the exit status is 1.
    """


def max_backend_errors(metadata: dict | None) -> float:
    """The share of a task's responses that may be backend errors (``--metadata
    '{"max_backend_errors": 0.05}'``; :data:`MAX_BACKEND_ERRORS` by default); one line when it is no
    share.
    """
    value = (metadata or {}).get("max_backend_errors", MAX_BACKEND_ERRORS)
    try:
        share = float(value)
    except (TypeError, ValueError):
        share = float("nan")
    if not 0.0 <= share <= 1.0:  # also NaN
        raise TaskDataError(f"hardmath: --metadata max_backend_errors must be a share in [0, 1], got {value!r}")
    return share


def check_backend_errors(task: str, responses: list, limit: float) -> int:
    """How many of ``responses`` are backend errors (:func:`generation_limits.backend_error_of`);
    warned when some are, and :class:`~hardmath.lmeval.generation_limits.BackendFailure` (one line,
    no results) when they are more than ``limit`` of them.
    """
    errors = [e for e in map(backend_error_of, responses) if e is not None]
    if not errors:
        return 0
    share = len(errors) / len(responses)
    what = (
        f"{task}: {len(errors)} of {len(responses)} replies could not be read by the backend (first: {errors[0][:200]})"
    )
    if share > limit:
        raise generation_limits.BackendFailure(
            f"hardmath: {what}; more than max_backend_errors={limit:g} of them, so no score: "
            "fix the server (docs/scale-out.md, 'When the server fails')"
        )
    log.warning("hardmath: %s; scored wrong and counted in n_backend_errors", what)
    return len(errors)


def reasoning(metadata: dict | None) -> bool:
    """Whether ``--metadata`` asks for reasoning-model settings (``"reasoning": true``)."""
    value = (metadata or {}).get("reasoning", False)
    if isinstance(value, str):
        return value.strip().lower() in {"1", "true", "yes", "on"}
    return bool(value)


class HardmathTask(ConfigurableTask):
    """A hardmath YAML task (``class: !function utils.HardmathTask``); see the module docstring."""

    def __init__(self, config: dict | None = None, **kwargs: Any) -> None:
        from hardmath.benchmarks import task_shape

        config = {k: v for k, v in (config or {}).items() if k != "class"}
        super().__init__(config=config, **kwargs)
        self.shape: TaskShape | None = task_shape(self.config.task, config)
        self._shown: set[str] = set()  # breakdown columns this run can fill
        self._left_out: set[str] = set()  # metrics no document of this run can fill
        if self.config.output_type == GENERATE:
            self.max_backend_errors = max_backend_errors(self.config.metadata)  # a bad value: before any request
            if reasoning(self.config.metadata):
                self.config.generation_kwargs = {**(self.config.generation_kwargs or {}), "until": []}
            generation_limits.install()

    # ---------------------------------------------------------------------------- data
    def download(self, dataset_kwargs: dict[str, Any] | None = None, **kwargs: Any) -> None:
        hook = self.config.custom_dataset
        if not callable(hook):
            super().download(dataset_kwargs, **kwargs)
            return
        from hardmath.data import DataError

        try:
            self.dataset = hook(**(self.config.metadata or {}), **(self.config.dataset_kwargs or {}))
        except DataError as err:
            raise TaskDataError(f"hardmath: {_named(self.config.task, str(err))}") from None
        from hardmath.versions import stamp  # what the results are comparable with (logged config)

        self.config.metadata = stamp(self.config.metadata, self.dataset)

    # ------------------------------------------------------------------------- prompts
    def fewshot_context(self, doc: dict, num_fewshot: int, *args: Any, **kwargs: Any) -> Any:
        template = kwargs.get("chat_template")
        if template is not None and self.shape is not None and self.shape.chat_trims_description:
            kwargs["chat_template"] = functools.partial(_without_separator, template, self.config.description or "")
        return super().fewshot_context(doc, num_fewshot, *args, **kwargs)

    # ------------------------------------------------------------------------ requests
    def build_all_requests(self, *, limit: int | None = None, samples: list[int] | None = None, **kwargs: Any) -> None:
        if self.shape is not None and self.shape.run_dependent():
            self._choose_metrics(evaluated_docs(self.eval_docs, limit, samples), self.eval_docs)
        if self.config.output_type == GENERATE:
            generation_limits.install()  # the run's model (built before any request) may be new since __init__
        super().build_all_requests(limit=limit, samples=samples, **kwargs)

    def construct_requests(self, doc: dict, ctx: Any, **kwargs: Any) -> Any:
        built = super().construct_requests(doc, ctx, **kwargs)
        if self.config.output_type != GENERATE:
            return built
        if isinstance(built, list):
            return [generation_limits.track(i) for i in built]
        return generation_limits.track(built)

    def apply_filters(self) -> Any:
        if self.config.output_type == GENERATE:
            for inst in self.instances or ():
                inst.resps = generation_limits.tracked_responses(inst)
            responses = [r for inst in self.instances or () for r in inst.resps]
            check_backend_errors(self.config.task, responses, self.max_backend_errors)
        return super().apply_filters()

    # ------------------------------------------------------------------------- scoring
    def _choose_metrics(self, docs: list[dict], all_docs: Any = ()) -> None:
        """Decide, once per run (every rank sees the same documents), which metrics it reports.
        ``all_docs``: the task's documents before ``--limit``/``--samples`` (to say what cut them).
        """
        shape = self.shape
        assert shape is not None
        self._shown = shown_columns(docs, shape.doc_columns) & set(self.aggregation())
        self._left_out = {
            m.name
            for m in (*shape.metrics, *shape.after)
            if m.needs and not any(d.get(m.needs) is not None for d in docs)
        }
        if shape.kind == PAIRED:
            snapshots = _snapshots(docs)
            if snapshots < 2:
                available = _snapshots(all_docs)
                why = (
                    f"--limit/--samples kept {snapshots} of this task's {available} snapshots"
                    if available > snapshots
                    else f"{snapshots} snapshot(s) in this run"
                )
                log.warning(
                    "%s: %s, so no 95%% interval (var_ci_low/high left out): it needs at least 2%s",
                    self.config.task,
                    why,
                    "" if available > snapshots else " (e.g. --metadata '{\"snapshots\": 5}')",
                )
                self._left_out |= {name for name in self.aggregation() if name.startswith(INTERVAL_PREFIXES)}

    def process_results(self, doc: dict, results: list) -> dict[str, Any]:
        out = super().process_results(doc, results)
        if self.shape is None:
            return out
        own = self.shape.doc_columns(doc)
        out = {k: v for k, v in out.items() if (k not in own or k in self._shown) and k not in self._left_out}
        for col in sorted(self._shown - self._left_out):
            out.setdefault(col, None)
        return out


def _without_separator(template: Any, description: str, messages: list, *args: Any, **kwargs: Any) -> Any:
    """Call lm-eval's chat ``template`` with the plain-text separator (the whitespace that ends the
    task ``description``) taken off the end of the system turn.
    """
    separator = description[len(description.rstrip("\n")) :]
    if separator and messages and isinstance(messages[0], dict) and messages[0].get("role") == "system":
        content = messages[0].get("content")
        if isinstance(content, str) and content.endswith(separator):
            messages = [{**messages[0], "content": content[: -len(separator)]}, *messages[1:]]
    return template(messages, *args, **kwargs)
