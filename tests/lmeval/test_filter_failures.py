"""A checker failure inside the grade filter is that response's ``checker_error``, never an exception
out of lm-eval's evaluation (which would lose every generation of the run).
"""

from __future__ import annotations

import json

from hardmath.lmeval import filters


def _apply(resps: list[list[str]]) -> list[dict]:
    out = filters.GradeFilter().apply(resps, [{"answer": "5"}] * len(resps))
    return [json.loads(r) for doc in out for r in doc]


def test_an_exception_from_the_checker_is_that_responses_checker_error(monkeypatch):
    real = filters.grade

    def flaky(response, gold, **kwargs):
        if "boom" in response:
            raise RuntimeError("worker gone")
        return real(response, gold, **kwargs)

    monkeypatch.setattr(filters, "grade", flaky)
    records = _apply([[r"\boxed{5}", "boom"], [r"\boxed{4}"]])
    assert [r["correct"] for r in records] == [True, False, False]
    assert records[1]["status"] == "checker_error" and not records[1]["no_answer"]
    assert "worker gone" in records[1]["reason"]  # the message names the failure
    assert not records[0]["checker_error"] and not records[2]["checker_error"]


def test_a_failed_grouping_leaves_each_answer_its_own_class(monkeypatch):
    def broken(records):
        raise RuntimeError("grouping bug")

    monkeypatch.setattr(filters, "vote_classes", broken)
    records = _apply([[r"\boxed{5}", r"\boxed{5}", "no answer here"]])
    assert [r["vote_class"] for r in records] == [0, 1, None] and records[0]["correct"]
