"""A real ``lm_eval`` run whose checker workers are killed (``HARDMATH_WORKER_FAULT``): at start,
mid-decision and between decisions. The run completes and writes its samples; the responses whose
decision needed a killed worker are ``checker_error`` (never an exception out of lm-eval, never
"no answer"), and the others are graded as usual.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import read_results, run_lm_eval

from hardmath.equivalence.worker import FAULT_ENV
from hardmath.grade_record import GradeRecord

pytestmark = pytest.mark.slow
SCRIPT = Path(__file__).with_name("scripted_faults.py")
LIMIT = 4


@pytest.mark.parametrize("point", ["start", "decide", "between"])
def test_killed_workers_never_end_the_run(shared_data, tmp_path, point):
    run_lm_eval(
        [
            "--model",
            "faults_scripted",
            "--tasks",
            "harp_default",
            "--limit",
            str(LIMIT),
            "--log_samples",
            "--output_path",
            str(tmp_path / "out"),
        ],
        tmp_path,
        timeout=900,
        script=SCRIPT,
        HARDMATH_DATA_DIR=str(shared_data),
        **{FAULT_ENV: point},
    )
    results, samples = read_results(tmp_path / "out")
    rows = sorted((r for r in samples["harp_default"] if r["filter"] == "graded"), key=lambda r: r["doc_id"])
    assert len(rows) == LIMIT
    for row in rows:
        record = GradeRecord.from_log(row["filtered_resps"][0][0])
        needs_sympy = row["doc_id"] % 2 == 0
        if needs_sympy and point != "between":  # every worker dies: this decision had none
            assert record.checker_error and not record.correct and not record.no_answer, record
        else:
            assert record.correct and not record.checker_error, record
    errors = results["results"]["harp_default"]["n_checker_errors,graded"]
    assert errors == (0 if point == "between" else LIMIT // 2)
