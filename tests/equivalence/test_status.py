"""Verdict.status: a closed kind of decision beside the free-text reason, derived in one place and
logged in the grade record (old records without it read back with it derived).
"""

from __future__ import annotations

import pytest

from hardmath.equivalence import Verdict, grade
from hardmath.equivalence.response import UNFINISHED
from hardmath.equivalence.status import STATUSES, UNFINISHED_REASON
from hardmath.grade_record import GradeRecord


def test_unfinished_reason_is_the_response_stage_reason():
    assert UNFINISHED == UNFINISHED_REASON


@pytest.mark.parametrize(
    "response, gold, status",
    [
        (r"so $\boxed{42}$", "42", "equal"),
        (r"so $\boxed{41}$", "42", "differs"),
        ("I could not do it", "42", "no_answer"),
        ("<think>let me see, 42 maybe", "42", "unfinished"),
        (r"\boxed{(a+b+c+d+e+f+g)^{10000000}}", "(a+b+c+d+e+f+g)^{10000001}", "too_large"),
    ],
)
def test_grade_statuses(response, gold, status):
    v = grade(response, gold)
    assert v.status == status, v
    assert GradeRecord.from_verdict(v).status == status
    assert GradeRecord.from_verdict(v).to_log()["status"] == status


@pytest.mark.parametrize(
    "verdict, status",
    [
        (Verdict(False, "timed out after 2 s", "x", timed_out=True), "timeout"),
        (Verdict(False, "checker error: extraction KeyError", None, checker_error=True), "checker_error"),
        (Verdict(False, "choice value: too large: numbers above 4096 bits", "9^9^9", status="too_large"), "too_large"),
        (Verdict(False, "too large: words in a reason decide nothing", "x"), "differs"),  # stored, not read (issue 39)
        (Verdict(False, "text differs: too large a claim", "x"), "differs"),
    ],
)
def test_flag_statuses(verdict, status):
    assert verdict.status == status


def test_truncated_generation_is_unfinished():
    record = GradeRecord.from_verdict(Verdict(True, "numeric equal", "5"), max_length=True)
    assert (record.correct, record.status) == (False, "unfinished")


@pytest.mark.parametrize(
    "logged, status",
    [
        ({"answer": "5", "correct": True, "reason": "numeric equal"}, "equal"),
        ({"answer": None, "correct": False, "reason": "no answer"}, "no_answer"),
        ({"answer": "5", "correct": False, "reason": "max length", "max_length": True}, "unfinished"),
        ({"answer": None, "correct": False, "reason": "checker error: x", "checker_error": True}, "checker_error"),
        ({"answer": "5", "correct": False, "reason": "numeric differs", "status": "bogus"}, "differs"),
    ],
)
def test_old_records_read_back_with_a_status(logged, status):
    record = GradeRecord.from_log(logged)
    assert record.status == status and record.status in STATUSES
    assert GradeRecord.from_log(record.to_log()) == record


def test_an_unknown_status_is_refused():
    with pytest.raises(ValueError, match="unknown verdict status"):
        Verdict(False, "x", status="maybe")
