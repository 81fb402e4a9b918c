"""Complex-only scoring (the paper's headline: binary-answer problems left out) on a scripted set of
results: the task's ``*_complex`` records, the aggregations, the analysis and the report's Table 2.
"""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from hardmath.lm_eval_tasks.putnam_axiom import analysis, report, utils
from hardmath.report.runs import ModelRun, TaskRun

SEEDS = ["original", "1", "2", "3"]
# group -> (binary?, correct at original, 1, 2, 3)
SCRIPT = {"g1": (False, 1, 1, 0, 1), "g2": (False, 1, 0, 0, 1), "g3": (True, 0, 1, 1, 1)}


def _doc(group: str, seed: str, binary: bool) -> dict:
    return {
        "group": group,
        "seed": seed,
        "is_original": seed == "original",
        "binary": binary,
        "answer": r"\text{True}" if binary else "7",
    }


def _samples() -> list[dict]:
    """What lm-eval logs for the scripted responses: the doc and the task's process_results."""
    rows = []
    for group, (binary, *marks) in SCRIPT.items():
        for seed, ok in zip(SEEDS, marks, strict=True):
            doc = _doc(group, seed, binary)
            verdict = {"answer": doc["answer"], "correct": bool(ok), "reason": "scripted"}
            rows.append({"doc_id": len(rows), "doc": doc, **utils.process_paired(doc, [[verdict]])})
    return rows


def test_process_paired_logs_none_under_complex_metrics_for_a_binary_document():
    rows = _samples()
    binary = next(r for r in rows if r["doc"]["binary"])
    plain = next(r for r in rows if not r["doc"]["binary"])
    for name in utils.PAIRED_METRICS:
        assert binary[name] == ("g3", "original", True, False) and binary[name + "_complex"] is None
        assert plain[name + "_complex"] == plain[name] == ("g1", "original", True, True)


def test_aggregation_skips_binary_documents():
    rows = _samples()
    everything = analysis.paired_summary([r["var_acc"] for r in rows])
    complex_ = analysis.paired_summary([r["var_acc_complex"] for r in rows])
    # all: snapshots 1, 2, 3 -> 2/3, 1/3, 3/3; originals 2/3.  complex: 1/2, 0, 2/2; originals 2/2
    assert everything["groups"] == 3 and everything["mean"] == pytest.approx(2 / 3)
    assert everything["original"] == pytest.approx(2 / 3) and everything["drop"] == pytest.approx(0)
    assert complex_["groups"] == 2 and complex_["mean"] == pytest.approx(0.5)
    assert complex_["original"] == 1.0 and complex_["drop"] == pytest.approx(0.5)
    assert complex_["per_snapshot"] == {"1": 0.5, "2": 0.0, "3": 1.0}


def test_analysis_complex_only_reads_the_logged_records_or_the_doc_flag():
    rows = _samples()
    from_metric = analysis.records_from_samples(rows, complex_only=True)
    assert {g for g, *_ in from_metric} == {"g1", "g2"}
    old_logs = [{k: v for k, v in r.items() if not k.endswith("_complex")} for r in rows]
    assert analysis.records_from_samples(old_logs, complex_only=True) == from_metric
    no_flag = [{**r, "doc": {"group": r["doc"]["group"]}} for r in old_logs]
    with pytest.raises(analysis.NoBinaryFlag, match="no doc 'binary' flag"):
        analysis.records_from_samples(no_flag, complex_only=True)


def _model(name: str, rows: list[dict], task: str = "putnam_axiom_var") -> ModelRun:
    run = TaskRun(task, {}, {}, {}, rows, Path("results_x.json"), Path("samples_x.jsonl"))
    return ModelRun(name, name, {task: run})


def test_report_table2_headlines_all_questions_with_complex_as_extra_columns():
    """The paper's Table 2 counts every question; its Figure 3 (and our complex columns) leave
    the binary-answer problems out.
    """
    table, plotted = report.table2([_model("m", _samples())], "putnam_axiom_var")
    row = table.row(model="m")
    assert (
        row["original (complex)"],
        row["variation (complex)"],
        row["drop (complex)"],
        row["problems (complex)"],
    ) == (100.0, 50.0, 50.0, 2)
    assert row["original"] == pytest.approx(200 / 3) and row["variation"] == pytest.approx(200 / 3)
    assert row["drop"] == pytest.approx(0) and row["problems"] == 3
    assert row["snapshots"] == 3
    assert [r["variation"] for r in plotted] == [0.5]  # Figure 3 plots the complex-only numbers
    assert "over all questions, as in the paper's Table 2" in table.title
    assert "not the paper's 100 problems" in table.title
    assert "hardmath's own 139-template variation set (138 scored" in table.title


def test_report_table2_without_any_binary_information_says_so():
    rows = [{**r, "doc": {"group": r["doc"]["group"]}} for r in _samples()]
    rows = [{k: v for k, v in r.items() if not k.endswith("_complex")} for r in rows]
    table, plotted = report.table2([_model("m", rows, "putnam_axiom_var_published")], "putnam_axiom_var_published")
    row = table.row(model="m")
    assert row["variation (complex)"] is None and row["variation"] == pytest.approx(200 / 3)
    assert any("Complex-only columns" in n for n in table.notes) and plotted == []
    assert "the hub's 100 published originals" in table.title
    assert not math.isnan(row["problems"])
