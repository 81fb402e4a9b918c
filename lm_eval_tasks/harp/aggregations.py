"""HARP's own lm-eval aggregations (run time; imported by :func:`hardmath.lmeval.register`)."""

from __future__ import annotations

from hardmath import tier
from hardmath.lm_eval_tasks import paired

# harp_var's paired aggregations (hardmath.lm_eval_tasks.paired) under HARP's names, and harp_ci's
# post-stratified estimate of the full-set accuracy (hardmath.tier)
AGGREGATIONS = {**paired.aggregations("hardmath_harp"), **tier.aggregations("hardmath_harp_tier")}
