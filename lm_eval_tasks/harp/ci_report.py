"""The report's table for HARP's CI tier (``harp_ci``): the ESTIMATE of the full harp_default
accuracy with its 95% interval, read from lm-eval's aggregates (report time: logs only), and
what the estimate covers, recomputed from the logged records: a run that reached only some
strata (``--limit``) is labelled PARTIAL, an estimate of those strata, not of the full set.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from hardmath.report.table import Table, pct
from hardmath.tier import logged_estimate

if TYPE_CHECKING:
    from collections.abc import Sequence

    from hardmath.report.runs import ModelRun

TASK = "harp_ci"
FULL = "the full set"


def table(models: Sequence[ModelRun]) -> Table:
    t = Table(
        "harp_ci_estimate",
        "HARP CI tier: ESTIMATED full harp_default accuracy (%) from a stratified tier, not a full run",
        [
            "model",
            "task",
            "tier problems",
            "tier accuracy",
            "estimate of full accuracy",
            "95% low",
            "95% high",
            "standard error",
            "full-set problems covered",
            "estimate covers",
        ],
    )
    partial = []
    for m in models:
        run = m.tasks.get(TASK)
        if run is None or run.metric("est_full") is None:
            continue
        rows = m.samples(TASK) or []
        est = logged_estimate(rows)
        coverage = est.coverage if est is not None else run.metric("est_full_coverage")
        covers = FULL if coverage is not None and coverage >= 1 else None
        if est is not None and est.partial:
            covers = f"PARTIAL: {est.covered:,} of {est.full:,} problems' strata"
            partial.append(m.name)
        elif coverage is not None and coverage < 1:
            covers = f"PARTIAL: {100 * coverage:.0f}% of the problems' strata"
            partial.append(m.name)
        t.rows.append(
            [
                m.name,
                TASK,
                run.results.get("sample_len", len(rows)),
                pct(run.metric("correct")),
                pct(run.metric("est_full")),
                pct(run.metric("est_full_low")),
                pct(run.metric("est_full_high")),
                pct(run.metric("est_full_se")),
                est.covered if est is not None else None,
                covers,
            ]
        )
    if t.rows:
        t.notes.append(
            "Post-stratified by level x subject: each stratum's tier accuracy weighted by its share of "
            "the 4,780 problems; the interval is for the score a full harp_default run would get. "
            "Table 3's harp_ci row is the tier's own accuracy. docs/leaderboard-ci.md"
        )
    if partial:
        t.notes.append(
            f"PARTIAL estimate ({', '.join(partial)}): the run was cut short (--limit) and reached only some "
            "strata, so its number estimates the accuracy on those strata, NOT the full harp_default "
            "accuracy; `hardmath compare` refuses it as a full run unless --allow-partial."
        )
    return t
