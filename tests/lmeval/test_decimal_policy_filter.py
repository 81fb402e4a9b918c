"""The hardmath_grade filter's ``decimals`` argument: exact by default, "rounded" on opt-in."""

import json

import pytest

from hardmath.grade_record import GradeRecord
from hardmath.lmeval.filters import GradeFilter

RESPS, DOCS = [[r"so $\boxed{3.14}$"], [r"so $\boxed{3.15}$"]], [{"answer": r"\pi"}, {"answer": r"\pi"}]


def _correct(filt: GradeFilter) -> list[bool]:
    return [GradeRecord.from_log(rec[0]).correct for rec in filt.apply(RESPS, DOCS)]


def test_exact_by_default():
    assert _correct(GradeFilter()) == [False, False]


def test_rounded_on_opt_in():
    assert _correct(GradeFilter(decimals="rounded")) == [True, False]


def test_unknown_policy_is_a_clear_error():
    with pytest.raises(ValueError, match="unknown decimals 'loose'"):
        GradeFilter(decimals="loose")


@pytest.mark.parametrize("decimals, same_class", [("exact", False), ("rounded", True)])
def test_vote_grouping_uses_the_task_policy(decimals, same_class):
    """Two wrong answers that are equal only under "rounded" decimals (0.333 and 1/3 against a
    gold of 1/2) share a maj@k class exactly when the task grades with "rounded" (the grouping
    used the checker's defaults before).
    """
    resps, docs = [[r"so $\boxed{0.333}$", r"so $\boxed{\frac{1}{3}}$", r"so $\boxed{0.5}$"]], [{"answer": r"\frac12"}]
    logged = GradeFilter(decimals=decimals).apply(resps, docs)[0]
    classes = [json.loads(r)["vote_class"] if isinstance(r, str) else r["vote_class"] for r in logged]
    records = [GradeRecord.from_log(r) for r in logged]
    assert [r.correct for r in records] == [False, False, True]
    assert (classes[0] == classes[1]) is same_class and classes[2] not in classes[:2], classes
