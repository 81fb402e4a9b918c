"""The hardmath_grade filter and correct/no_answer metrics inside a real lm_eval run."""

import json
from dataclasses import fields
from pathlib import Path

import pytest
from conftest import read_results, run_lm_eval

from hardmath.grade_record import GradeRecord
from hardmath.lmeval.records import VOTE_CLASS

FIXTURE = Path(__file__).with_name("fixtures") / "equiv_task"
RECORD_FIELDS = {f.name for f in fields(GradeRecord)}


@pytest.mark.slow
def test_filter_and_metrics_end_to_end(tmp_path, offline_model):
    out = tmp_path / "out"
    run_lm_eval(
        [
            "--model",
            "hf",
            "--model_args",
            f"pretrained={offline_model},dtype=float32",
            "--tasks",
            "hardmath_equiv_fixture",
            "--include_path",
            str(FIXTURE),
            "--limit",
            "3",
            "--output_path",
            str(out),
            "--log_samples",
        ],
        tmp_path,
    )
    results, samples = read_results(out)
    res = results["results"]["hardmath_equiv_fixture"]
    rows = samples["hardmath_equiv_fixture"]
    graded = [r for r in rows if r["filter"] == "graded"]
    assert len(graded) == 3
    # lm-eval str()-s filtered responses in its log: ours print as JSON
    verdicts = [json.loads(v) for r in graded for resp in r["filtered_resps"] for v in resp]
    # every GradeRecord field is logged (was: the three-key dict before GradeRecord)
    assert all(set(v) == RECORD_FIELDS | {VOTE_CLASS} and v["reason"] for v in verdicts)
    # the metrics are exactly the verdicts the filter logged
    assert res["correct,graded"] == pytest.approx(sum(v["correct"] for v in verdicts) / 3)
    assert res["no_answer,graded"] == pytest.approx(sum(v["answer"] is None for v in verdicts) / 3)
    for v in verdicts:
        assert (v["answer"] is None) == (v["status"] == "no_answer")
    extracted = [r for r in rows if r["filter"] == "extracted"]
    assert [r["filtered_resps"][0] for r in extracted] == [v["answer"] or "" for v in verdicts]
    assert res["no_answer,extracted"] == res["no_answer,graded"]
    assert res["correct,extracted"] == res["correct,graded"]
