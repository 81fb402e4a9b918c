"""Putnam-AXIOM process_results hooks read the one grade record; raw text is a clear error."""

from __future__ import annotations

import pytest

from hardmath.grade_record import GradeRecord, RecordError
from hardmath.lm_eval_tasks.putnam_axiom import utils
from hardmath.lm_eval_tasks.putnam_axiom.analysis import PAIRED_METRICS, PairedRecord


def _logged(answer, correct) -> dict:
    return GradeRecord(answer, correct, "test", no_answer=answer is None).to_log()


def test_original_hook_scores_the_first_record():
    doc = {"binary": False, "answer": "5"}
    assert utils.process_original(doc, [[_logged("5", True), _logged("6", False)]]) == {
        "correct": 1,
        "correct_complex": (False, 1),
        "no_answer": 0,
        "n_checker_errors": 0.0,
        "n_backend_errors": 0.0,
    }
    assert utils.process_original({**doc, "binary": True}, [[_logged(None, False)]]) == {
        "correct": 0,
        "correct_complex": (True, 0),
        "no_answer": 1,
        "n_checker_errors": 0.0,
        "n_backend_errors": 0.0,
    }


def test_raw_text_is_an_error_not_silently_regraded():
    with pytest.raises(RecordError, match="hardmath_grade"):
        utils.process_original({"binary": False, "answer": "5"}, ["The answer is \\boxed{5}"])


def test_paired_hook_logs_one_record_under_every_paired_metric():
    doc = {"group": "putnam_1980_a3", "seed": "2", "is_original": False, "answer": "5", "binary": False}
    out = utils.process_paired(doc, [[_logged("5", True)]])
    assert out["no_answer"] == 0
    assert {out[m] for m in PAIRED_METRICS} == {PairedRecord("putnam_1980_a3", "2", False, True)}
    assert {out[m + "_complex"] for m in PAIRED_METRICS} == {PairedRecord("putnam_1980_a3", "2", False, True)}
    binary = utils.process_paired({**doc, "binary": True}, [[_logged("5", True)]])
    assert {binary[m + "_complex"] for m in PAIRED_METRICS} == {None}
