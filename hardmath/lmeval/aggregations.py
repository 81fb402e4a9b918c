"""The aggregations that skip the Nones of breakdown columns (:mod:`.breakdown`).

A document has None in the columns that are not its own. These aggregations return None (JSON
null, never a bare NaN) when no document has a value. YAML: ``aggregation: hardmath_mean`` /
``hardmath_count``.
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
