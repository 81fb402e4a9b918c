"""The base class of hardmath's generation tasks (a YAML ``class:``).

:class:`GenerationTask` is where hardmath meets a run, and only its own part of it: building one
installs the backend wrappers of :mod:`hardmath.lmeval.generation_limits` (nothing is wrapped in a
run without a hardmath task), its requests are :class:`~hardmath.lmeval.generation_limits.TrackedInstance`
(the only requests whose generations are recorded), and before its filters run, its responses are
paired with what the backend recorded for them. Every other task's requests and responses stay
lm-eval's own.

Reasoning models: ``--metadata '{"reasoning": true}'`` drops the task's stop sequences (``until``),
which a backend applies to the whole generation, reasoning trace included: a "Problem:" written
while thinking would otherwise end the generation there. The model's end-of-turn token ends it
instead (run with ``--apply_chat_template``; see docs/tasks.md, "Reasoning models").
"""
from __future__ import annotations

from typing import Any

from hardmath.lmeval import generation_limits
from hardmath.lmeval.hook_dataset import HookDatasetTask


def reasoning(metadata: dict | None) -> bool:
    """Whether ``--metadata`` asks for reasoning-model settings (``"reasoning": true``)."""
    value = (metadata or {}).get("reasoning", False)
    if isinstance(value, str):
        return value.strip().lower() in {"1", "true", "yes", "on"}
    return bool(value)


class GenerationTask(HookDatasetTask):
    """A YAML generation task whose responses carry the backend's truncation flag and token count."""

    def __init__(self, config: dict | None = None, **kwargs: Any) -> None:
        super().__init__(config=config, **kwargs)
        if reasoning(self.config.metadata):
            self.config.generation_kwargs = {**(self.config.generation_kwargs or {}), "until": []}
        generation_limits.install()

    def construct_requests(self, doc: dict, ctx: Any, **kwargs: Any) -> Any:
        built = super().construct_requests(doc, ctx, **kwargs)
        if isinstance(built, list):
            return [generation_limits.TrackedInstance.of(i) for i in built]
        return generation_limits.TrackedInstance.of(built)

    def apply_filters(self) -> Any:
        for inst in getattr(self, "_instances", None) or ():
            inst.resps = generation_limits.tracked_responses(inst)
        return super().apply_filters()
