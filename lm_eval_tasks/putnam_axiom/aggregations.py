"""Putnam-AXIOM's own lm-eval aggregations (run time; imported by :func:`hardmath.lmeval.register`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hardmath.lm_eval_tasks import paired

if TYPE_CHECKING:
    from collections.abc import Callable

COMPLEX_SUFFIX = "_complex"


def mean_complex(items: list) -> float | None:
    """Aggregation ``hardmath_putnam_mean_complex``: accuracy without binary-answer problems
    (items are ``(binary, correct)``).
    """
    kept = [float(correct) for binary, correct in items if not binary]
    return sum(kept) / len(kept) if kept else None


AGGREGATIONS: dict[str, Callable[[list], float | None]] = {
    "hardmath_putnam_mean_complex": mean_complex,
    **paired.aggregations("hardmath_putnam"),
}
