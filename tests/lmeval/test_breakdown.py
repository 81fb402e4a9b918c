"""Breakdown columns: only those a run's documents can fill, the headline first, valid JSON."""

from __future__ import annotations

import json

import pytest
from conftest import run_lm_eval

from hardmath.data import load_rows
from hardmath.lm_eval_tasks.harp import utils as harp
from hardmath.lmeval.breakdown import evaluated_docs, shown_columns, with_columns

HARP_TASKS = {"harp_default", "harp_default_level_3", "harp_mcq"}


def _doc(level, subject):
    return {"level": level, "subject": subject}


@pytest.fixture(scope="module")
def dummy_run(tmp_path_factory, shared_data):
    """One real lm_eval CLI run (dummy model, --limit 12) for both printed-table tests: three HARP
    tasks (one a per-level subtask) and putnam_axiom_var with one snapshot (``--metadata``).
    """
    tmp = tmp_path_factory.mktemp("breakdown")
    out = tmp / "out"
    proc = run_lm_eval(
        [
            "--model",
            "dummy",
            "--tasks",
            ",".join([*sorted(HARP_TASKS), "putnam_axiom_var"]),
            "--limit",
            "12",
            "--metadata",
            json.dumps({"snapshots": 1}),
            "--output_path",
            str(out),
        ],
        tmp,
        HARDMATH_DATA_DIR=str(shared_data),
    )
    (results_file,) = out.rglob("results_*.json")
    return proc, results_file


def test_with_columns_copies_the_restricted_metric():
    out = with_columns(
        {"correct": 1.0, "no_answer": 0.0}, {"correct_level_2": "correct", "no_answer_level_2": "no_answer"}
    )
    assert out == {"correct": 1.0, "no_answer": 0.0, "correct_level_2": 1.0, "no_answer_level_2": 0.0}


def test_shown_columns_leave_out_absent_and_all_owned_columns():
    docs = [_doc(1, "algebra"), _doc(2, "algebra"), _doc(2, "algebra")]
    # levels 1 and 2 both present; every doc is algebra, so correct_algebra would repeat `correct`
    assert shown_columns(docs, harp.columns) == {
        "correct_level_1",
        "no_answer_level_1",
        "max_length_level_1",
        "correct_level_2",
        "no_answer_level_2",
        "max_length_level_2",
    }
    assert shown_columns(docs[1:], harp.columns) == set()  # a one-level, one-subject run
    assert shown_columns([], harp.columns) == set()


@pytest.mark.slow
def test_printed_table_and_results_json(dummy_run, shared_data):
    """The real lm_eval CLI (dummy model): a --limit run and a per-level subtask print only
    columns with a value, `correct` on each task's first row, and the results file is strict JSON.
    """
    proc, results_file = dummy_run
    table = [line for line in proc.stdout.splitlines() if line.startswith("|")][2:]
    rows = [[c.strip() for c in line.strip("|").split("|")] for line in table]
    assert rows and not any(r[6] in ("NaN", "nan", "None") for r in rows), proc.stdout
    # the dummy backend cannot tell whether a response hit max_gen_toks: max_length is null
    # (blank), never a guessed 0; every other row has a value
    assert not any(r[6] == "" for r in rows if not r[4].startswith("max_length")), proc.stdout
    firsts = [r for r in rows if r[0]]
    assert {r[0] for r in firsts} == {*HARP_TASKS, "putnam_axiom_var"}
    assert all(r[4] == "correct" for r in firsts if r[0] in HARP_TASKS), proc.stdout
    results = json.loads(
        results_file.read_text(),
        parse_constant=lambda c: (_ for _ in ()).throw(AssertionError(f"bare {c} in results JSON")),
    )["results"]
    level3 = {k.split(",")[0] for k in results["harp_default_level_3"] if "stderr" not in k and "," in k}
    assert not any(k.startswith(("correct_level", "no_answer_level", "max_length_level")) for k in level3), level3
    assert results["harp_default"]["max_length,graded"] is None
    default = {k.split(",")[0] for k in results["harp_default"] if "stderr" not in k and "," in k}
    docs = list(load_rows("harp_default", shared_data))[:12]
    assert default == {"correct", "no_answer", "max_length", "n_checker_errors", "n_backend_errors"} | shown_columns(
        docs, harp.columns
    )


def test_evaluated_docs_follow_limit_and_samples():
    docs = [{"i": i} for i in range(6)]
    assert evaluated_docs(docs, 2) == docs[:2] and evaluated_docs(docs, 2.0) == docs[:2]
    assert evaluated_docs(docs, None) == docs
    assert evaluated_docs(docs, 2, samples=[1, 4]) == [docs[1], docs[4]]


@pytest.mark.slow
def test_one_snapshot_run_has_no_interval_rows(dummy_run):
    """putnam_axiom_var with one snapshot: no var_ci_low/high (not a zero-width interval), said."""
    proc, results_file = dummy_run
    metrics = json.loads(results_file.read_text())["results"]["putnam_axiom_var"]
    assert "var_acc,boxed" in metrics and not any(k.startswith("var_ci") for k in metrics)
    assert "1 snapshot(s) in this run, so no 95% interval" in proc.stdout + proc.stderr
