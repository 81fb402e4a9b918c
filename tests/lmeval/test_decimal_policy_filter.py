"""The hardmath_grade filter's ``decimals`` argument: exact by default, "rounded" on opt-in."""
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
