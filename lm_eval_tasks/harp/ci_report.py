"""The report's table for HARP's CI tier (``harp_ci``): the ESTIMATE of the full harp_default
accuracy with its 95% interval, read from lm-eval's aggregates (report time: logs only).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from hardmath.report.table import Table, pct

if TYPE_CHECKING:
    from collections.abc import Sequence

    from hardmath.report.runs import ModelRun

TASK = "harp_ci"


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
            "95% interval",
            "standard error",
            "full-set problems covered",
        ],
    )
    for m in models:
        run = m.tasks.get(TASK)
        if run is None or run.metric("est_full") is None:
            continue
        rows = m.samples(TASK) or []
        covered = {r["est_full"][0]: r["est_full"][1] for r in rows if isinstance(r.get("est_full"), list)}
        low, high = run.metric("est_full_low"), run.metric("est_full_high")
        interval = f"[{100 * low:.1f}, {100 * high:.1f}]" if low is not None and high is not None else None
        t.rows.append(
            [
                m.name,
                TASK,
                run.results.get("sample_len", len(rows)),
                pct(run.metric("correct")),
                pct(run.metric("est_full")),
                interval,
                pct(run.metric("est_full_se")),
                sum(covered.values()) if covered else None,
            ]
        )
    if t.rows:
        t.notes.append(
            "Post-stratified by level x subject: each stratum's tier accuracy weighted by its share of "
            "the 4,780 problems; the interval is for the score a full harp_default run would get. "
            "A run cut short (--limit) estimates over the strata it reached (covered < 4,780). "
            "Table 3's harp_ci row is the tier's own accuracy. docs/leaderboard-ci.md"
        )
    return t
