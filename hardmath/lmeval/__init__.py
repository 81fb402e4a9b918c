"""The one seam between hardmath and lm-eval's internals.

Only this package imports lm-eval internals: task discovery (:mod:`.discovery`, called by the
``hardmath._autoload`` import hook), the explicit idempotent :func:`register` of filters,
metrics and aggregations (:mod:`.registration`), the grading filters (:mod:`.filters`), the
task class of hardmath's generation tasks (:mod:`.tasks`) with what backends record about each
generation (:mod:`.generation_limits`), the ``teacher_forced`` request type and its model side
(:mod:`.teacher_forcing`) and reading task configs for rescoring (:mod:`.task_configs`).
:mod:`.records` reads grade records back out of lm-eval's nesting; :mod:`.breakdown` holds the
breakdown-column task class and helpers, :mod:`.aggregations` the aggregations that skip their
Nones. Importing this package imports nothing (the start-up hook passes through it): the names
below load on first use.
"""

from __future__ import annotations

__all__ = ["RegistrationConflict", "register"]  # noqa: F822 - defined lazily by __getattr__ below


def __getattr__(name: str) -> object:
    if name in __all__:
        from hardmath.lmeval import registration

        return getattr(registration, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
