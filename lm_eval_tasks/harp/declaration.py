"""HARP, declared once (:class:`hardmath.declaration.Declaration`)."""

from __future__ import annotations

from hardmath.declaration import (
    BACKEND_ERRORS,
    CHECKER_ERRORS,
    CORRECT,
    GRADED,
    MAX_LENGTH,
    MULTIPLE_CHOICE,
    NO_ANSWER,
    PAIRED,
    SAMPLING,
    Breakdown,
    Declaration,
    Metric,
    OverlapText,
    TaskShape,
)
from hardmath.lm_eval_tasks.harp.constants import LEVELS, MCQ_LEVELS, SUBJECTS, problem_id
from hardmath.lm_eval_tasks.paired import PAIRED_METRICS, declared_metrics

_GRADED = ("correct", "no_answer", "max_length")
# SUBJECTS in the order the YAMLs have always listed their columns (a reorder would change every task's config)
_SUBJECTS = tuple(
    sorted(
        SUBJECTS,
        key=("prealgebra", "algebra", "counting_and_probability", "geometry", "number_theory", "precalculus").index,
    )
)
_TASK = "utils.HardmathTask"
# harp_ci: the post-stratified estimate of the full harp_default accuracy, its standard error and interval
_ESTIMATE = (
    Metric("est_full", "hardmath_harp_tier_est"),
    Metric("est_full_se", "hardmath_harp_tier_se", None),
    Metric("est_full_low", "hardmath_harp_tier_low", None),
    Metric("est_full_high", "hardmath_harp_tier_high", None),
    Metric(
        "est_full_coverage",
        "hardmath_harp_tier_coverage",
        None,
        "share of the full set in the strata reached; below 1 (--limit): est_full is a PARTIAL estimate",
    ),
)


def _levels(levels: tuple[int, ...], metrics: tuple[str, ...], aggregation: str | None = "hardmath_mean") -> Breakdown:
    """Columns ``<metric>_level_<n>`` from a document's ``level``."""
    return Breakdown(tuple(f"level_{n}" for n in levels), metrics, aggregation, field="level", label="level_{}")


def _subjects(metrics: tuple[str, ...]) -> Breakdown:
    """Columns ``<metric>_<subject>`` from a document's ``subject``."""
    return Breakdown(_SUBJECTS, metrics, field="subject")


BENCHMARK = Declaration(
    name="harp",
    title="HARP",
    description="HARP (Yue et al., 2024): competition problems by level and subject; short answer, "
    "multiple choice, sampling, variations",
    task_prefixes=("harp_",),
    headline=("correct", "var_acc"),
    shapes=(
        TaskShape(
            (),
            tasks=("harp_default_sampling",),
            kind=SAMPLING,
            metrics=(CORRECT, NO_ANSWER, CHECKER_ERRORS, BACKEND_ERRORS),
            k=(1, 2, 4, 8, 16, 32, 64),
            yaml="harp_default_sampling.yaml",
            task_class=_TASK,
            chat_trims_description=True,
        ),
        TaskShape(
            (),
            tasks=("harp_ci",),
            metrics=(CORRECT, *_ESTIMATE, NO_ANSWER, CHECKER_ERRORS, BACKEND_ERRORS, MAX_LENGTH),
            yaml="harp_ci.yaml",
            task_class=_TASK,
            chat_trims_description=True,
        ),
        TaskShape(
            (_levels(LEVELS, PAIRED_METRICS, aggregation=None),),
            tasks=("harp_var",),
            kind=PAIRED,
            metrics=declared_metrics("hardmath_harp"),
            after=(NO_ANSWER, CHECKER_ERRORS, BACKEND_ERRORS),
            by_label=True,
            yaml="harp_var.yaml",
            task_class="variation_hooks.HardmathTask",
        ),
        TaskShape(
            (_levels(MCQ_LEVELS, _GRADED), _subjects(("correct",))),
            prefixes=("harp_mcq",),
            kind=MULTIPLE_CHOICE,
            metrics=GRADED,
            yaml="_harp_mcq_base.yaml",
            task_class=_TASK,
            chat_trims_description=True,
        ),
        TaskShape(
            (_levels(LEVELS, _GRADED), _subjects(("correct",))),
            prefixes=("harp_default", "harp_hard"),
            metrics=GRADED,
            yaml="_harp_base.yaml",
            task_class=_TASK,
            chat_trims_description=True,
        ),
    ),
    overlap=tuple(
        OverlapText(dataset, "problem", problem_id) for dataset in ("harp_default", "harp_mcq", "harp_proof_based")
    ),
)
