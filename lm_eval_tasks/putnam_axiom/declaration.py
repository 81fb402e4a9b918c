"""Putnam-AXIOM, declared once (:class:`hardmath.declaration.Declaration`)."""

from __future__ import annotations

from hardmath.declaration import (
    BACKEND_ERRORS,
    CHECKER_ERRORS,
    CORRECT,
    NO_ANSWER,
    PAIRED,
    Breakdown,
    Declaration,
    OverlapText,
    TaskShape,
)
from hardmath.lm_eval_tasks.paired import PAIRED_METRICS, declared_metrics

_COMPLEX = ("complex",)  # without binary-answer problems (the paper's Table 2 / Figure 3)

BENCHMARK = Declaration(
    name="putnam_axiom",
    title="Putnam-AXIOM",
    description="Putnam-AXIOM (ICML 2025): 522 Putnam originals, functional variations, teacher-forced accuracy",
    task_prefixes=("putnam_axiom",),
    headline=("correct", "var_acc"),
    shapes=(
        TaskShape(
            (Breakdown(_COMPLEX, ("correct",), aggregation="hardmath_putnam_mean_complex"),),
            tasks=("putnam_axiom_orig",),
            metrics=(CORRECT,),
            after=(NO_ANSWER, CHECKER_ERRORS, BACKEND_ERRORS),
            yaml="putnam_axiom_orig.yaml",
            task_class="utils.HardmathTask",
        ),
        TaskShape(
            (Breakdown(_COMPLEX, PAIRED_METRICS, aggregation=None),),
            tasks=("putnam_axiom_var", "putnam_axiom_var_published"),
            kind=PAIRED,
            metrics=declared_metrics("hardmath_putnam"),
            after=(NO_ANSWER, CHECKER_ERRORS, BACKEND_ERRORS),
            yaml="putnam_axiom_var.yaml",
            task_class="utils.HardmathTask",
        ),
    ),
    overlap=(OverlapText("putnambench_answers", "problem", "name"),),
)
