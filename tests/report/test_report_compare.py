"""hardmath compare: paired bootstrap CI gate on hand-made runs (exit codes, moved metrics)."""

from __future__ import annotations

import subprocess
import sys

import pytest
from report_handmade import sample, write_run

from hardmath.report.compare import compare_runs
from hardmath.stats import paired_bootstrap, quantile

HIB = {"t": {"correct": True, "no_answer": False, "correct_level_1": True}}


def _rows(correct: list[int], no_answer: list[int] | None = None) -> list[dict]:
    no_answer = no_answer or [0] * len(correct)
    rows = []
    for i, (c, n) in enumerate(zip(correct, no_answer, strict=True)):
        metrics = {"correct": float(c), "no_answer": float(n)}
        if i % 2 == 0:
            metrics["correct_level_1"] = float(c)  # a column only some documents report
        rows.append(sample(i, {"id": i, "level": 1 + i % 2}, metrics))
    return rows


def _run(root, correct, no_answer=None, tasks=("t",)):
    return write_run(
        root, "m", {t: _rows(correct, no_answer) for t in tasks}, higher_is_better={t: HIB["t"] for t in tasks}
    )


def _cli(base, new, *extra) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "hardmath.cli", "compare", str(base), str(new), *extra],
        capture_output=True,
        text=True,
        timeout=300,
    )


BASE = [1] * 30 + [0] * 10


def test_identical_runs_pass(tmp_path):
    base, new = _run(tmp_path / "a", BASE), _run(tmp_path / "b", BASE)
    proc = _cli(base, new)
    assert proc.returncode == 0, proc.stdout
    assert "0 moved, 0 regressed" in proc.stdout and "OK: no regression" in proc.stdout


def test_noisy_equal_run_passes(tmp_path):
    noisy = list(BASE)
    noisy[0], noisy[1], noisy[35] = 0, 0, 1  # two flips down, one up: -1/40 on 40 samples
    result = compare_runs(_run(tmp_path / "a", BASE), _run(tmp_path / "b", noisy))
    change = next(c for c in result.changes if c.metric == "correct")
    assert change.delta == pytest.approx(-1 / 40) and not change.regressed and change.high > 0
    assert result.exit_code() == 0


def test_planted_drop_fails_and_says_what_moved(tmp_path):
    dropped = [0] * 20 + BASE[20:]  # 20 of 30 correct answers lost
    proc = _cli(_run(tmp_path / "a", BASE), _run(tmp_path / "b", dropped))
    assert proc.returncode == 1, proc.stdout
    assert "REGRESSED t / correct (higher is better): 0.7500 -> 0.2500 (-0.5000, n=40" in proc.stdout
    assert "REGRESSED t / correct_level_1" in proc.stdout  # 20 documents report it
    assert "FAIL: regression" in proc.stdout


def test_lower_is_better_metric_rising_fails(tmp_path):
    result = compare_runs(_run(tmp_path / "a", BASE, [0] * 40), _run(tmp_path / "b", BASE, [1] * 20 + [0] * 20))
    (c,) = [c for c in result.regressions]
    assert c.metric == "no_answer" and c.delta == pytest.approx(0.5) and not c.higher_is_better
    assert result.exit_code() == 1


def test_tolerance_and_improvement(tmp_path):
    dropped = [0] * 4 + BASE[4:]  # -0.1: significant, but within a tolerance of 0.2
    base, new = _run(tmp_path / "a", BASE), _run(tmp_path / "b", dropped)
    assert compare_runs(base, new).exit_code() == 1
    assert compare_runs(base, new, tolerance=0.2).exit_code() == 0
    better = compare_runs(new, base)
    assert better.exit_code() == 0 and any(c.improved and c.metric == "correct" for c in better.changes)


def test_missing_tasks_and_unmatched_samples(tmp_path):
    base = _run(tmp_path / "a", BASE, tasks=("t", "u"))
    new = write_run(tmp_path / "b", "m", {"t": _rows(BASE)[:30], "v": _rows(BASE)}, higher_is_better=HIB)
    proc = _cli(base, new)
    assert proc.returncode == 2, proc.stdout
    assert "MISSING   u: in BASE only" in proc.stdout and "NEW TASK  v: in NEW only" in proc.stdout
    assert "UNMATCHED t: 10 sample(s) only in BASE, 0 only in NEW" in proc.stdout
    assert _cli(base, new, "--allow-missing").returncode == 2  # v is gated, with no baseline (issue 43)
    assert _cli(base, new, "--allow-missing", "--allow-new-task", "v").returncode == 0


def test_bootstrap_is_seeded_and_bounds_are_ordered():
    diffs = [1.0] * 3 + [0.0] * 7 + [-1.0] * 2
    a, b = paired_bootstrap(diffs, iters=2000, seed=7), paired_bootstrap(diffs, iters=2000, seed=7)
    assert a == b and len(a) == 2000
    assert quantile(a, 0.05) < sum(diffs) / len(diffs) < quantile(a, 0.95)
    assert quantile([0.0, 1.0], 0.5) == 0.5


def test_count_metric_compares_as_a_count_and_directionless_metrics_are_skipped(tmp_path):
    """n_errors is a count in lm-eval's table (hardmath_count), so compare reports it as one;
    a metric with higher_is_better null (the TFA `tokens`) has no direction to regress in.
    """

    def run(root, errors):
        rows = [sample(i, {"id": i}, {"n_errors": float(e), "tokens": 10.0 + e}) for i, e in enumerate(errors)]
        config = {
            "metric_list": [
                {"metric": "n_errors", "aggregation": "hardmath_count"},
                {"metric": "tokens", "aggregation": "mean"},
            ]
        }
        return write_run(
            root, "m", {"t": rows}, higher_is_better={"t": {"n_errors": False, "tokens": None}}, configs={"t": config}
        )

    base = [0] * 30 + [1] * 10  # 10 errors
    new = [0] * 15 + [1] * 25  # 25 errors
    result = compare_runs(run(tmp_path / "a", base), run(tmp_path / "b", new))
    (change,) = result.changes
    assert change.metric == "n_errors" and change.count
    assert (change.base, change.new, change.delta) == (10.0, 25.0, 15.0)
    assert change.regressed and change.low < 0 and -40 <= change.low <= change.high <= -1
    assert "(lower is better, a count): 10.0000 -> 25.0000 (+15.0000" in result.format()


def test_a_gated_task_the_baseline_lacks_is_not_comparable_unless_named(tmp_path):
    """Issue 43: a baseline without a gated task, against a candidate scoring 0 on it, passed."""
    base = _run(tmp_path / "a", BASE, tasks=("t",))
    new = write_run(tmp_path / "b", "m", {"t": _rows(BASE), "v": _rows([0] * 20)}, higher_is_better=HIB)
    for extra in ((), ("--tasks", "t,v"), ("--allow-missing",)):
        proc = _cli(base, new, *extra)
        assert proc.returncode == 2, (extra, proc.stdout)
        assert "NEW TASK  v: in NEW only, no baseline to gate it against: not comparable" in proc.stdout
    proc = _cli(base, new, "--tasks", "t,v", "--allow-new-task", "v")
    assert proc.returncode == 0, proc.stdout
    assert "NEW TASK  v: in NEW only (not gated: --allow-new-task)" in proc.stdout
    assert _cli(base, new, "--tasks", "t").returncode == 0  # v is not gated


def test_a_gated_task_the_candidate_lacks_needs_its_name_to_pass(tmp_path):
    """Issue 43: a task of --tasks missing on either side is not comparable unless opted in by name."""
    base = _run(tmp_path / "a", BASE, tasks=("t", "v"))
    new = _run(tmp_path / "b", BASE, tasks=("t",))
    proc = _cli(base, new, "--tasks", "t,v,w", "--allow-missing")
    assert proc.returncode == 2, proc.stdout
    assert "MISSING   v: gated (--tasks) but in BASE only: not comparable (--allow-missing-task v" in proc.stdout
    assert "MISSING   w: gated (--tasks) but in neither run" in proc.stdout
    proc = _cli(base, new, "--tasks", "t,v,w", "--allow-missing-task", "v,w")
    assert proc.returncode == 0, proc.stdout
    assert "MISSING   v: in BASE only (not gated: --allow-missing-task)" in proc.stdout
    assert _cli(base, new, "--allow-missing").returncode == 0  # v not declared: --allow-missing as before
