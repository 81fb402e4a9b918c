"""Answer checking for hardmath: extraction strictly separated from comparison.

- :func:`extract_answer` finds the final answer in a model response (:mod:`.extract`).
- :func:`is_equivalent` decides whether two answer strings are equivalent (:mod:`.compare`),
  within a load-independent bound on CPU time (:mod:`.bounded`), never evaluating model text.
- :func:`grade` does both and returns a :class:`Verdict` (truthy iff correct, with a reason and a
  closed ``status``, :mod:`.status`) (:mod:`.grading`).

The package imports nothing until one of these names is asked for, so that
``hardmath.equivalence.status`` (the closed status set the grade record uses) loads alone.
The checker imports nothing of ``hardmath`` outside this package.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .compare import is_equivalent
    from .extract import extract_answer
    from .grading import grade
    from .verdict import Verdict

_HOMES = {"is_equivalent": "compare", "extract_answer": "extract", "grade": "grading", "Verdict": "verdict"}
__all__ = ["Verdict", "extract_answer", "grade", "is_equivalent"]


def __getattr__(name: str) -> Any:
    """The public names, imported on first use (PEP 562)."""
    if name not in _HOMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{_HOMES[name]}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
