"""The one grade record: written one way, read back one way; checker errors are their own reason."""

import importlib
import json

import pytest

from hardmath.equivalence import Verdict, grade
from hardmath.grade_record import GradeRecord, RecordError

grade_module = importlib.import_module("hardmath.equivalence.grading")


def test_record_round_trips_through_json():
    rec = GradeRecord.from_verdict(grade(r"\boxed{5}", "5"))
    assert rec.correct and rec.answer == "5" and not rec.no_answer and rec.max_length is None
    assert GradeRecord.from_log(json.dumps(rec.to_log())) == rec
    assert GradeRecord.from_log(rec.to_log()) == rec


def test_old_three_key_records_still_read():
    rec = GradeRecord.from_log({"answer": None, "correct": False, "reason": "no answer"})
    assert rec.no_answer and not rec.checker_error and not rec.correct


@pytest.mark.parametrize("bad", [None, 3, [1, 2], "not json", {"answer": "5"}])
def test_non_records_raise_a_named_error(bad):
    with pytest.raises(RecordError, match="not a grade record"):
        GradeRecord.from_log(bad)


def test_truncated_generation_is_scored_wrong():
    rec = GradeRecord.from_verdict(Verdict(True, "numeric equal", "12"), max_length=True)
    assert not rec.correct and rec.max_length and rec.answer == "12" and rec.status == "unfinished"


def test_checker_bug_is_not_no_answer(monkeypatch):
    def boom(*a, **k):
        raise RuntimeError("bug")

    monkeypatch.setattr(grade_module, "candidates", boom)
    v = grade(r"\boxed{5}", "5")
    assert v.status == "checker_error" and not v and v.checker_error and not v.no_answer
    rec = GradeRecord.from_verdict(v)
    assert rec.checker_error and not rec.no_answer and not rec.correct


def test_record_keeps_the_whole_decision():
    v = Verdict(False, "timeout", "x^2", timed_out=True)
    rec = GradeRecord.from_verdict(v)
    assert rec.timed_out and rec.to_log()["timed_out"] is True
    assert GradeRecord.from_log(rec.to_log()) == rec
    # nothing lost (``used_worker`` is what the decision cost, for maj@k's budget, not part of it)
    assert {f for f in Verdict.__dataclass_fields__} - {"equivalent", "used_worker"} <= set(rec.to_log())
    old = {"answer": "1", "correct": False, "reason": "numeric differs"}  # logged before the field existed
    assert GradeRecord.from_log(old).timed_out is False
