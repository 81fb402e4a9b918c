"""Issue 30, principle 6, through lm_eval: the shipped MATH-P task passes the problem text to the
grader, so "Factor $36-16x^2$." answered with $36-16x^2$ (its value, not its factored form) is wrong,
and every other problem answered with its gold stays right.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import read_results, run_lm_eval

from hardmath.grade_record import GradeRecord

pytestmark = pytest.mark.slow
SCRIPT = Path(__file__).with_name("scripted_forms.py")


def test_a_factor_problem_is_graded_by_form_through_lm_eval(shared_data, tmp_path):
    run_lm_eval(
        [
            "--model",
            "forms_scripted",
            "--tasks",
            "math_p_simple",
            "--log_samples",
            "--metadata",
            json.dumps({"data_dir": str(shared_data)}),
            "--output_path",
            str(tmp_path / "out"),
        ],
        tmp_path,
        timeout=900,
        script=SCRIPT,
    )
    _, samples = read_results(tmp_path / "out")
    rows = [r for r in samples["math_p_simple"] if r["filter"] == "graded"]
    assert len(rows) == 279
    factor = [r for r in rows if r["doc"]["problem"].startswith("Factor $")]
    assert [r["doc"]["answer"] for r in factor] == ["4(3-2x)(3+2x)"]
    record = GradeRecord.from_log(factor[0]["filtered_resps"][0][0])
    assert record.status == "differs" and not record.correct, record
    others = [GradeRecord.from_log(r["filtered_resps"][0][0]) for r in rows if r not in factor]
    assert [r for r in others if not r.correct] == []
