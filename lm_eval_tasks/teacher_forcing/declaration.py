"""Teacher forcing, declared once (:class:`hardmath.declaration.Declaration`): teacher-forced tasks
over other benchmarks' problems (their data hooks read those homes' datasets); Putnam-AXIOM's
report shows them next to the accuracy task of each pair.
"""

from __future__ import annotations

from hardmath.declaration import TEACHER_FORCED, Declaration, Metric, TaskShape


def _per_problem(suffix: str = "") -> tuple[Metric, ...]:
    """tfa, tfce, perplexity, bpc averaged over problems (``suffix``: of the best reference, or
    of the templates' originals).
    """
    return (
        Metric(f"tfa{suffix}"),
        *(Metric(f"{m}{suffix}", higher_is_better=False) for m in ("tfce", "perplexity", "bpc")),
    )


_TFA_TOKENS = Metric("tfa_tokens", "hardmath_tf_ratio")
_POOLED = (
    _TFA_TOKENS,
    Metric("tfce_tokens", "hardmath_tf_ratio", False),
    Metric("perplexity_tokens", "hardmath_tf_exp_ratio", False),
    Metric("bpc_chars", "hardmath_tf_ratio", False),
)
_TOKENS = Metric("tokens", higher_is_better=None, note="reference length: no better direction")
_TASK = "utils.TeacherForcedTask"

BENCHMARK = Declaration(
    name="teacher_forcing",
    title="Teacher forcing",
    description="teacher-forced accuracy (TFA, TFCE, perplexity, BPC) of reference solutions",
    tasks=("putnam_axiom_tfa", "putnam_axiom_var_tfa", "harp_default_tfa", "harp_proof_tfa"),
    headline=("tfa",),
    shapes=(
        TaskShape(
            (),
            tasks=("harp_proof_tfa",),
            kind=TEACHER_FORCED,
            metrics=(*_per_problem(), *_per_problem("_best"), *_POOLED, _TOKENS),
            yaml="harp_proof_tfa.yaml",
            task_class=_TASK,
        ),
        TaskShape(
            (),
            tasks=("putnam_axiom_var_tfa",),
            kind=TEACHER_FORCED,
            metrics=(
                *_per_problem(),
                _TFA_TOKENS,
                _TOKENS,
                *_per_problem("_orig"),
                Metric("tfa_tokens_orig", "hardmath_tf_ratio"),
            ),
            yaml="putnam_axiom_var_tfa.yaml",
            task_class=_TASK,
        ),
        TaskShape(
            (),
            tasks=("putnam_axiom_tfa", "harp_default_tfa"),
            kind=TEACHER_FORCED,
            metrics=(*_per_problem(), *_POOLED, _TOKENS),
            yaml="_teacher_forcing_base.yaml",
            task_class=_TASK,
        ),
    ),
    # (teacher-forced task, accuracy task): the TFA-vs-accuracy pairs (Putnam-AXIOM Figure 4)
    teacher_forced=(("putnam_axiom_tfa", "putnam_axiom_orig"), ("harp_default_tfa", "harp_default")),
    report=None,
    sources=False,
)
