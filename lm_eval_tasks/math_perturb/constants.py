"""MATH-Perturb's breakdown columns: the original problem's MATH split and subject (Table 1)."""

from __future__ import annotations

import re

SPLITS = ("train", "test")
SUBJECTS = (
    "Algebra",
    "Counting & Probability",
    "Geometry",
    "Intermediate Algebra",
    "Number Theory",
    "Prealgebra",
    "Precalculus",
)
KINDS = ("simple", "hard")


def slug(text: str) -> str:
    """A subject as a metric-name part: ``Counting & Probability`` -> ``counting_probability``."""
    return re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")
