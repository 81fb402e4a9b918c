"""MATH-Perturb, declared once (:class:`hardmath.declaration.Declaration`)."""
from __future__ import annotations

from hardmath.declaration import GRADED, Breakdown, Declaration, Metric, OverlapText, TaskShape
from hardmath.lm_eval_tasks.math_perturb.constants import KINDS, SPLITS, SUBJECTS, slug

BENCHMARK = Declaration(
    name="math_perturb",
    title="MATH-Perturb",
    description="MATH-Perturb (Huang et al., 2025): simple and hard perturbations of level-5 MATH problems, "
                "originals, ICL",
    task_prefixes=("math_p",),
    shapes=(TaskShape((Breakdown(SPLITS, ("correct",)), Breakdown(tuple(map(slug, SUBJECTS)), ("correct",))),
                      prefixes=("math_p_",), metrics=GRADED,
                      after=(Metric("n_same", "hardmath_count", False), Metric("n_errors", "hardmath_count", False)),
                      yaml="_math_p_base.yaml", task_class="utils.MathPTask"),),
    overlap=(OverlapText("math", "problem", "unique_id"),
             *(OverlapText(f"math_perturb_{kind}", "problem", "problem_id") for kind in KINDS)),
)
