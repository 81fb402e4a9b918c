"""harp_ci's estimate where it is read: a run cut short (--limit) that reached only some strata
says PARTIAL in lm-eval's table (est_full_coverage), the report and compare, and the gate refuses
it as a full run (issue 43); the report's interval is two numbers (issue 38). Hand-made run
folders holding harp_ci next to harp_default.
"""

from __future__ import annotations

from report_handmade import compare_cli, harp_doc, sample, write_run

from hardmath.lm_eval_tasks.harp import ci_report
from hardmath.report.compare import compare_runs
from hardmath.report.runs import load_runs
from hardmath.tier import aggregations

STRATA = {"level_1/algebra": 60, "level_2/geometry": 40}  # a 100-problem "full set"
HIB = {"correct": True, "est_full": True, "est_full_low": None, "est_full_high": None}


def _run(root, strata=tuple(STRATA), correct=(1, 1, 0, 1)):
    tier, default = [], []
    for i, c in enumerate(correct * len(strata)):
        stratum = strata[i % len(strata)]
        record = [stratum, STRATA[stratum], float(c), sum(STRATA.values())]
        doc = {**harp_doc(i), "tier_stratum": stratum}
        tier.append(sample(i, doc, {"correct": float(c), **{m: record for m in ("est_full", "est_full_low")}}))
        default.append(sample(i, harp_doc(i), {"correct": float(c)}))
    agg = aggregations("x")
    records = [r["est_full"] for r in tier]
    results = {
        "harp_ci": {
            f"{name},graded": agg[f"x_{suffix}"](records)
            for name, suffix in (
                ("est_full", "est"),
                ("est_full_low", "low"),
                ("est_full_high", "high"),
                ("est_full_se", "se"),
                ("est_full_coverage", "coverage"),
            )
        }
    }
    return write_run(
        root,
        "m",
        {"harp_ci": tier, "harp_default": default},
        results,
        higher_is_better={"harp_ci": HIB, "harp_default": {"correct": True}},
    )


def test_the_coverage_aggregation_says_how_much_of_the_full_set_a_run_reached():
    agg = aggregations("x")["x_coverage"]
    assert agg([["a", 60, 1.0, 100], ["b", 40, 0.0, 100]]) == 1.0
    assert agg([["a", 60, 1.0, 100], ["a", 60, 0.0, 100]]) == 0.6
    assert agg([["a", 60, 1.0]]) is None  # a record of version 1.1: coverage unknown, not invented


def test_report_labels_a_partial_estimate_and_writes_the_interval_as_two_numbers(tmp_path):
    full = load_runs([_run(tmp_path / "full")])
    part = load_runs([_run(tmp_path / "part", strata=("level_1/algebra",))])
    t = ci_report.table(full + part)
    whole, cut = t.rows
    row = dict(zip(t.columns, whole, strict=True))
    assert row["estimate covers"] == "the full set" and row["full-set problems covered"] == 100
    assert isinstance(row["95% low"], float) and isinstance(row["95% high"], float)
    assert row["95% low"] <= row["estimate of full accuracy"] <= row["95% high"]
    assert "95% interval" not in t.columns
    csv_header, csv_row = t.to_csv().splitlines()[:2]
    low, high = (csv_row.split(",")[csv_header.split(",").index(c)] for c in ("95% low", "95% high"))
    assert float(low) == row["95% low"] and float(high) == row["95% high"]  # numbers, not "[57.5, 75.5]"
    cut = dict(zip(t.columns, cut, strict=True))
    assert cut["estimate covers"] == "PARTIAL: 60 of 100 problems' strata"
    assert any("PARTIAL estimate" in n and "NOT the full harp_default" in n for n in t.notes)


def test_the_gate_refuses_a_partial_estimate_as_a_full_run(tmp_path):
    base = _run(tmp_path / "a", strata=("level_1/algebra",))
    new = _run(tmp_path / "b", strata=("level_1/algebra",))
    proc = compare_cli(base, new, "--tasks", "harp_ci,harp_default")
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert "PARTIAL   harp_ci: BASE PARTIAL estimate: its strata hold 60 of the 100 problems (60%)" in proc.stdout
    assert "NEW PARTIAL estimate" in proc.stdout and "not comparable as a full run" in proc.stdout
    proc = compare_cli(base, new, "--tasks", "harp_ci,harp_default", "--allow-partial")
    assert proc.returncode == 0 and "(--allow-partial)" in proc.stdout, proc.stdout
    whole = compare_runs(_run(tmp_path / "c"), _run(tmp_path / "d"))
    assert not whole.partial and whole.exit_code() == 0
