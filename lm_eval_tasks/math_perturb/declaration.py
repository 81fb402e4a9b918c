"""MATH-Perturb, declared once (:class:`hardmath.declaration.Declaration`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hardmath.declaration import GRADED, Breakdown, Declaration, Metric, OverlapText, TaskShape
from hardmath.lm_eval_tasks.math_perturb.constants import KINDS, SPLITS, SUBJECTS, slug

if TYPE_CHECKING:
    from collections.abc import Mapping


def _subject(doc: Mapping[str, Any]) -> str:
    """A document's subject column label (its MATH ``type``, as a column name)."""
    return slug(doc["type"])


BENCHMARK = Declaration(
    name="math_perturb",
    title="MATH-Perturb",
    description="MATH-Perturb (Huang et al., 2025): simple and hard perturbations of level-5 MATH problems, "
    "originals, ICL",
    task_prefixes=("math_p",),
    # n_same / n_errors (mode collapse) only in a run where some document knows its original's answer
    shapes=(
        TaskShape(
            (
                Breakdown(SPLITS, ("correct",), field="original_split"),
                Breakdown(tuple(map(slug, SUBJECTS)), ("correct",), field=_subject),
            ),
            prefixes=("math_p_",),
            metrics=GRADED,
            after=(
                Metric("n_same", "hardmath_count", False, needs="original_answer"),
                Metric("n_errors", "hardmath_count", False, needs="original_answer"),
            ),
            yaml="_math_p_base.yaml",
            task_class="utils.HardmathTask",
        ),
    ),
    overlap=(
        OverlapText("math", "problem", "unique_id"),
        *(OverlapText(f"math_perturb_{kind}", "problem", "problem_id") for kind in KINDS),
    ),
)
