"""hardmath's generic aggregations: pure functions of a list of per-document values.

The breakdown columns' (:mod:`.breakdown`): a document has None in the columns that are not its own,
and these return None (JSON null, never a bare NaN) when no document has a value (YAML:
``aggregation: hardmath_mean`` / ``hardmath_count``). Teacher forcing's pooled ratios
(``hardmath_tf_ratio`` / ``hardmath_tf_exp_ratio``, over the (numerator, denominator) pairs of
:func:`hardmath.lmeval.teacher_forcing.problem_metrics`). Imports nothing of hardmath.
"""

from __future__ import annotations

import math


def mean_present(items: list) -> float | None:
    """Aggregation ``hardmath_mean``: mean over the documents that have a value (None when none has)."""
    kept = [float(x) for x in items if x is not None]
    return math.fsum(kept) / len(kept) if kept else None  # fsum: same for any order


def count_present(items: list) -> float | None:
    """Aggregation ``hardmath_count``: sum over the documents that have a value (a count of 0/1
    flags); None when none has (unknown, never a fake zero).
    """
    kept = [float(x) for x in items if x is not None]
    return math.fsum(kept) if kept else None


def ratio(items: list) -> float:
    """Aggregation ``hardmath_tf_ratio``: sum of numerators / sum of denominators."""
    den = math.fsum(d for _, d in items)  # fsum: the same for any order of the items (ranks)
    return math.fsum(n for n, _ in items) / den if den else math.nan


def exp_ratio(items: list) -> float:
    """Aggregation ``hardmath_tf_exp_ratio``: exp of :func:`ratio` (token-weighted perplexity)."""
    value = ratio(items)
    return math.exp(value) if value == value else math.nan
