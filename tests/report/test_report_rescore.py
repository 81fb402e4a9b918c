"""hardmath rescore on a hand-made harp_default run: verdicts re-graded from ``resps`` by the
task's own filter chain and process_results, aggregates recomputed, lm-eval layout kept.
"""

from __future__ import annotations

import json

import pytest
from report_handmade import harp_doc, sample, write_run

from hardmath.report import RunError, load_runs
from hardmath.report.compare import compare_runs
from hardmath.report.rescore import rescore_run

CONFIG = {
    "harp_default": {
        "filter_list": [
            {
                "name": "graded",
                "filter": [{"function": "hardmath_grade", "style": "final_answer", "gold_field": "answer"}],
            }
        ]
    },
    "other_task": {"filter_list": [{"name": "none", "filter": [{"function": "take_first"}]}]},
}


def _doc(i: int, answer: str) -> dict:
    return harp_doc(i, answer=answer)


def _verdict(answer, correct) -> dict:
    return {"answer": answer, "correct": correct, "reason": "old checker"}


@pytest.fixture
def run(tmp_path):
    right = "Thus x = 5.\nFinal Answer: The final answer is $5$. I hope it is correct."
    wrong = "Final Answer: The final answer is $6$. I hope it is correct."
    rows = [  # (old checker's verdict) row 0 is a planted grading mistake; rows 1-2 agree today
        sample(0, _doc(0, "$5$"), {"correct": 0.0, "no_answer": 0.0}, [right], [_verdict("5", False)]),
        sample(1, _doc(1, "$5$"), {"correct": 0.0, "no_answer": 0.0}, [wrong], [_verdict("6", False)]),
        sample(2, _doc(2, "$7$"), {"correct": 0.0, "no_answer": 1.0}, ["no idea"], [_verdict(None, False)]),
    ]
    other = [sample(0, {"x": 1}, {"acc": 1.0}, ["a"], filter_name="none")]
    return write_run(
        tmp_path / "run",
        "m",
        {"harp_default": rows, "other_task": other},
        configs=CONFIG,
        higher_is_better={"harp_default": {"correct": True, "no_answer": False}, "other_task": {"acc": True}},
    )


def test_rescore_fixes_planted_verdict_and_keeps_the_rest(run, tmp_path):
    summary = rescore_run(run, tmp_path / "new", progress=False)
    info = summary.tasks["harp_default"]
    assert (info.samples, info.changed_samples, info.changed_responses) == (3, 1, 1)
    assert "copied unchanged" in summary.tasks["other_task"].note
    (model,) = load_runs([tmp_path / "new"])  # lm-eval layout: report/compare read it
    rows = model.samples("harp_default")
    verdicts = [json.loads(r["filtered_resps"][0][0]) for r in rows]
    assert [v["correct"] for v in verdicts] == [True, False, False]
    assert [v["answer"] for v in verdicts][1:] == ["6", None]
    assert [r["correct"] for r in rows] == [1.0, 0.0, 0.0] and rows[0]["correct_level_2"] == 1.0
    res = model.tasks["harp_default"].results
    assert res["correct,graded"] == pytest.approx(1 / 3) and res["no_answer,graded"] == pytest.approx(1 / 3)
    assert model.samples("other_task")[0]["acc"] == 1.0
    data = json.loads(next((tmp_path / "new").rglob("results_*.json")).read_text())
    assert data["hardmath_rescore"]["changed_samples"] == {"harp_default": 1}
    with pytest.raises(RunError, match="checker_version"):  # the rescore is on another checker: not gated silently
        compare_runs(run, tmp_path / "new")
    compared = compare_runs(run, tmp_path / "new", allow_version_change=True)
    change = next(c for c in compared.changes if c.metric == "correct")
    assert change.delta == pytest.approx(1 / 3) and not change.regressed


def test_rescore_twice_changes_nothing_more(run, tmp_path):
    rescore_run(run, tmp_path / "once", progress=False)
    again = rescore_run(tmp_path / "once", tmp_path / "twice", progress=False)
    assert again.tasks["harp_default"].changed_samples == 0
    a = (tmp_path / "once").rglob("samples_harp_default_*.jsonl")
    b = (tmp_path / "twice").rglob("samples_harp_default_*.jsonl")
    assert next(a).read_text() == next(b).read_text()


def test_rescore_refuses_to_write_into_its_source(run):
    with pytest.raises(RunError, match="outside the run directory"):
        rescore_run(run, run / "inside", progress=False)


def test_rescore_keeps_a_recorded_limit_hit_wrong():
    """The logged text of a cut-off response states a right answer; rescoring keeps it wrong
    because the old record's max_length travels with the text (issue 13).
    """
    import json

    from hardmath.grade_record import GradeRecord
    from hardmath.lmeval import register
    from hardmath.report.rescore import rescore_rows

    register()  # hardmath_grade
    chain = [{"function": "hardmath_grade", "style": "final_answer", "gold_field": "answer"}]
    text = "The final answer is $2$. And again and again"
    old_cut = GradeRecord("2", False, "max length", max_length=True)
    old_done = GradeRecord("2", True, "equal", max_length=False)
    rows = [
        {
            "doc": {"answer": "2"},
            "resps": [[text]],
            "filtered_resps": [[json.dumps(r.to_log())]],
            "metrics": ["correct"],
            "correct": float(r.correct),
        }
        for r in (old_cut, old_done)
    ]
    rescore_rows(rows, chain, None)
    new = [GradeRecord.from_log(r["filtered_resps"][0][0]) for r in rows]
    assert [(n.correct, n.max_length) for n in new] == [(False, True), (True, False)]
    assert [r["correct"] for r in rows] == [0.0, 1.0]


def _pinned_run(tmp_path, shared_data, gold: str | None = None):
    """A harp_default run of two real pinned documents; ``gold`` replaces the first one's answer."""
    from hardmath.lm_eval_tasks.harp.utils import default_dataset

    docs = [dict(d) for d in default_dataset(data_dir=str(shared_data))["test"].select(range(2))]
    if gold is not None:
        docs[0]["answer"] = gold
    right = "Final Answer: The final answer is $1$. I hope it is correct."
    rows = [
        sample(i, d, {"correct": 0.0, "no_answer": 0.0}, [right], [_verdict("1", False)]) for i, d in enumerate(docs)
    ]
    return write_run(tmp_path / "run", "m", {"harp_default": rows}, configs={"harp_default": CONFIG["harp_default"]})


def test_rescore_checks_the_logged_gold_against_the_pinned_data_and_says_which(
    tmp_path, shared_data, capsys, monkeypatch
):
    """Issue 43: rescore graded against the gold logged in the samples, never checking it."""
    from hardmath.cli import main as cli_main

    monkeypatch.delenv("HARDMATH_DATA_DIR", raising=False)  # "no data folder" must not find the caller's

    run = _pinned_run(tmp_path, shared_data)
    summary = rescore_run(run, tmp_path / "checked", progress=False, data_dir=shared_data)
    assert (
        summary.tasks["harp_default"].gold
        == f"as logged, checked against the pinned data's, in {shared_data}: 2 of 2 equal"
    )
    unchecked = rescore_run(run, tmp_path / "unchecked", progress=False, data_dir=None)
    assert unchecked.tasks["harp_default"].gold.startswith("as logged in the samples (not checked: no data folder")

    edited = _pinned_run(tmp_path / "edited", shared_data, gold="$1$")
    code = cli_main(
        ["rescore", str(edited), "--out", str(tmp_path / "x"), "--no-progress", "--data-dir", str(shared_data)]
    )
    err = capsys.readouterr().err.strip()
    assert code == 2 and len(err.splitlines()) == 1 and not (tmp_path / "x").exists()
    assert "doc_id 0: the logged gold answer='$1$' is not the pinned data's" in err and "samples_harp_default" in err
    args = ["rescore", str(edited), "--out", str(tmp_path / "y"), "--no-progress", "--data-dir", str(shared_data)]
    assert cli_main([*args, "--trust-logged-gold"]) == 0
    out = capsys.readouterr().out
    assert "1 DIFFERENT, graded against the logged gold (--trust-logged-gold)" in out
