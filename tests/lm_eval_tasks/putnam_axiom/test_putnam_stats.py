"""Paired snapshot statistics against a hand computation; the registered aggregations; analyses."""

from __future__ import annotations

import pytest
from lm_eval.api.registry import get_aggregation

from hardmath.lm_eval_tasks.putnam_axiom import analysis as putnam
from hardmath.lmeval import register
from hardmath.report.figures import save

register()

# 4 problems x 5 snapshots; per-snapshot accuracies 2/4, 3/4, 1/4, 2/4, 4/4.
SNAPSHOT_CORRECT = {"0": [1, 1, 0, 0], "1": [1, 1, 1, 0], "2": [0, 0, 1, 0], "3": [0, 1, 0, 1], "4": [1, 1, 1, 1]}
ORIGINAL_CORRECT = [1, 1, 1, 0]  # 3/4
GROUPS = ["p1", "p2", "p3", "p4"]
# Hand computation: mean 0.6. Interval on the empirical-logit scale, z = ln((c+.5)/(4-c+.5)) for
# c = 2, 3, 1, 2, 4 correct of 4: 0, .847298, -.847298, 0, 2.197225; mean .439445; sum of squared
# deviations 5.298067, s = sqrt(5.298067 / 4) = 1.150877; t(0.975, 4) = 2.776445 (exact);
# half = 2.776445 * s / sqrt(5) = 1.429002 -> z in [-.989557, 1.868446]; back to shares with
# c = (e^z * 4.5 - .5) / (1 + e^z), share = c / 4: .213750 and .957848.
MEAN, LOW, HIGH = 0.6, 0.213750, 0.957848


def records(extra: list | None = None) -> list[tuple]:
    out = [(g, "original", True, bool(c)) for g, c in zip(GROUPS, ORIGINAL_CORRECT, strict=True)]
    for seed, col in SNAPSHOT_CORRECT.items():
        out += [(g, seed, False, bool(c)) for g, c in zip(GROUPS, col, strict=True)]
    return out + (extra or [])


def test_paired_summary_matches_hand_computation():
    s = putnam.paired_summary(records())
    assert s["groups"] == 4 and s["snapshots"] == 5
    assert s["per_snapshot"] == {"0": 0.5, "1": 0.75, "2": 0.25, "3": 0.5, "4": 1.0}
    assert s["mean"] == pytest.approx(MEAN)
    assert s["ci_low"] == pytest.approx(LOW, abs=1e-6)
    assert s["ci_high"] == pytest.approx(HIGH, abs=1e-6)
    assert s["original"] == pytest.approx(0.75)
    assert s["drop"] == pytest.approx(0.15)


def test_incomplete_groups_are_left_out():
    # p5 has its original and only two snapshots (as when --limit cuts a group short); p6 no original
    extra = [
        ("p5", "original", True, True),
        ("p5", "0", False, True),
        ("p5", "1", False, True),
        ("p6", "0", False, True),
    ]
    s = putnam.paired_summary(records(extra))
    assert s["groups"] == 4 and s["mean"] == pytest.approx(MEAN) and s["original"] == pytest.approx(0.75)


def test_no_complete_group_gives_none():
    s = putnam.paired_summary([("p1", "original", True, True)])
    assert s["groups"] == 0 and s["mean"] is None and s["drop"] is None and s["ci_low"] is None


def test_one_snapshot_has_no_interval():
    one = [r for r in records() if r[1] in ("original", "1")]
    s = putnam.paired_summary(one)
    assert s["snapshots"] == 1 and s["mean"] == pytest.approx(0.75)
    assert s["ci_low"] is None and s["ci_high"] is None
    assert get_aggregation("hardmath_putnam_var_ci_low")(one) is None
    row = putnam.table2({"m": _samples({"1": SNAPSHOT_CORRECT["1"]}, ORIGINAL_CORRECT)})[0]
    assert row["disjoint"] is None  # no variation interval; the paired test is McNemar's here
    assert row["p_value"] == 1.0 and row["paired"] is False  # snapshot 1 agrees with every original
    assert row["original"] == pytest.approx(0.75) and row["snapshots"] == 1
    assert row["ci_low"] is None and row["ci_high"] is None


@pytest.mark.parametrize(
    "name,key",
    [
        ("hardmath_putnam_var_mean", "mean"),
        ("hardmath_putnam_var_ci_low", "ci_low"),
        ("hardmath_putnam_var_ci_high", "ci_high"),
        ("hardmath_putnam_orig_mean", "original"),
        ("hardmath_putnam_drop", "drop"),
    ],
)
def test_registered_aggregations(name, key):
    expected = {"mean": MEAN, "ci_low": LOW, "ci_high": HIGH, "original": 0.75, "drop": 0.15}[key]
    assert get_aggregation(name)(records()) == pytest.approx(expected, abs=1e-6)


def test_accuracy_without_binary_problems():
    agg = get_aggregation("hardmath_putnam_mean_complex")
    assert agg([(False, 1), (True, 1), (False, 0), (True, 1)]) == 0.5
    assert agg([(True, 1)]) is None  # no complex problem: no value (JSON null), never NaN


def _samples(correct_by_seed: dict, original: list) -> list[dict]:
    rows = [
        {"doc_id": i, "var_acc": [g, "original", True, c]}
        for i, (g, c) in enumerate(zip(GROUPS, original, strict=True))
    ]
    for seed, col in correct_by_seed.items():
        rows += [{"doc_id": 0, "var_acc": [g, seed, False, c]} for g, c in zip(GROUPS, col, strict=True)]
    return rows


def test_table2_and_figure3_from_logged_samples(tmp_path):
    flat = {s: [1, 1, 1, 1] for s in SNAPSHOT_CORRECT}  # no spread across snapshots: [100, 100]
    rows = putnam.table2(
        {"model-a": _samples(SNAPSHOT_CORRECT, ORIGINAL_CORRECT), "model-b": _samples(flat, [0, 0, 0, 0])}
    )
    a, b = rows
    assert a["model"] == "model-a" and a["variation"] == pytest.approx(MEAN)
    # exact paired test by hand: the original is right with probability 4/6, 5/6, 4/6, 2/6 given each
    # problem's total; 3 originals right: P(T >= 3) = 84/162 (tests/test_stats_paired.py)
    assert a["original"] == pytest.approx(0.75) and a["p_value"] == pytest.approx(84 / 162) and not a["paired"]
    assert b["drop"] == pytest.approx(-1.0) and b["p_value"] == 1.0 and not b["paired"]  # one-sided
    assert (b["ci_low"], b["ci_high"]) != (1.0, 1.0) and b["ci_low"] < 1.0  # no zero-width interval
    assert a["drop_low"] < a["drop"] < a["drop_high"] and a["original_low"] < 0.75 < a["original_high"]
    assert (a["original"], a["variation"], a["drop"], a["groups"], a["snapshots"]) == (
        pytest.approx(0.75),
        pytest.approx(MEAN),
        pytest.approx(0.15),
        4,
        5,
    )
    assert (a["ci_low"], a["ci_high"]) == (pytest.approx(LOW, abs=1e-6), pytest.approx(HIGH, abs=1e-6))
    out = save(putnam.build_figure3(rows), tmp_path / "fig3.png")
    assert out.stat().st_size > 1000


def test_original_accuracy_with_and_without_binary():
    samples = [{"doc": {"binary": b}, "correct": c} for b, c in [(False, 1), (True, 1), (False, 0), (True, 0)]]
    got = putnam.original_accuracy(samples)
    assert got == {"n": 4, "binary": 2, "accuracy": 0.5, "accuracy_complex": 0.5}
    samples[3]["correct"] = 1
    assert putnam.original_accuracy(samples)["accuracy"] == 0.75


def test_records_from_samples_requires_paired_metric():
    with pytest.raises(ValueError, match="var_acc"):
        putnam.records_from_samples([{"doc_id": 3, "correct": 1}])


def test_table2_and_figure3_from_samples(tmp_path):
    rows = putnam.table2({"smol": _samples(SNAPSHOT_CORRECT, ORIGINAL_CORRECT)})
    assert rows[0]["variation"] == pytest.approx(MEAN) and rows[0]["drop"] == pytest.approx(0.15)
    assert rows[0]["per_snapshot"]["2"] == 0.25
    assert save(putnam.build_figure3(rows), tmp_path / "f.png").stat().st_size > 0


def test_complex_only_drops_binary_problems():
    rows = _samples(SNAPSHOT_CORRECT, ORIGINAL_CORRECT)
    for r in rows:  # p4 is a true/false problem: gold \text{True}
        r["doc"] = {"answer": r"\text{True}" if r["var_acc"][0] == "p4" else "7"}
    full = putnam.paired_summary(putnam.records_from_samples(rows))
    kept = putnam.paired_summary(putnam.records_from_samples(rows, complex_only=True))
    assert full["groups"] == 4 and kept["groups"] == 3
    # without p4: per-snapshot 2/3, 3/3, 1/3, 1/3, 3/3; originals 3/3
    assert kept["mean"] == pytest.approx(2 / 3) and kept["original"] == 1.0
    assert putnam.table2({"m": rows}, complex_only=True)[0]["groups"] == 3


def test_paired_summary_computed_once_for_the_five_metrics(monkeypatch):
    calls = []
    from hardmath.lm_eval_tasks import paired

    real = paired.paired_summary
    monkeypatch.setattr(paired, "paired_summary", lambda recs: calls.append(1) or real(recs))
    paired._summary.cache_clear()
    values = [
        putnam.AGGREGATIONS[name](list(records()))  # lm-eval hands each metric its own list
        for name in (
            "hardmath_putnam_var_mean",
            "hardmath_putnam_var_ci_low",
            "hardmath_putnam_var_ci_high",
            "hardmath_putnam_orig_mean",
            "hardmath_putnam_drop",
        )
    ]
    assert len(calls) == 1
    assert values == pytest.approx([MEAN, LOW, HIGH, 0.75, 0.15], abs=1e-6)


def test_logged_paired_values_for_the_regression_gate():
    assert putnam.SAMPLE_VALUES["var_acc"](["p1", "0", False, True]) == 1.0
    assert putnam.SAMPLE_VALUES["var_acc"](["p1", "original", True, True]) is None
    assert putnam.SAMPLE_VALUES["orig_acc"](["p1", "original", True, False]) == 0.0
    assert putnam.SAMPLE_VALUES["correct_complex"]([True, 1]) is None
    assert putnam.SAMPLE_VALUES["correct_complex"]([False, 1]) == 1.0
