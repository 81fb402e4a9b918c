"""HARP's levels and subjects, listed once (Table 3's order)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Mapping

LEVELS = (1, 2, 3, 4, 5, 6)
MCQ_LEVELS = (1, 2, 3, 4)  # the multiple-choice split has no level 5 or 6 problems
SUBJECTS = ("prealgebra", "algebra", "number_theory", "counting_and_probability", "geometry", "precalculus")


def problem_id(doc: Mapping[str, Any]) -> str:
    """Stable id of a HARP problem across runs and scrambles: year/contest/number."""
    return f"{doc['year']}/{doc['contest']}/{doc['number']}"
