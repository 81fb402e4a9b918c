"""The hardmath_grade filter's ``question_field``: a question asking for a form is graded in form."""

import pytest

from hardmath.grade_record import GradeRecord
from hardmath.lmeval.filters import GradeFilter

RESPS = [[r"so $\boxed{x^2+x-2}$"], [r"so $\boxed{(x+2)(x-1)}$"]]
DOCS = [{"answer": "(x-1)(x+2)", "problem": "Factor $x^2+x-2$."}] * 2


def _correct(filt: GradeFilter) -> list[bool]:
    return [GradeRecord.from_log(rec[0]).correct for rec in filt.apply(RESPS, DOCS)]


def test_value_equality_without_a_question_field():
    assert _correct(GradeFilter()) == [True, True]


def test_form_with_a_question_field():
    assert _correct(GradeFilter(question_field="problem")) == [False, True]


def test_missing_question_field_is_a_clear_error():
    with pytest.raises(KeyError, match="no field 'question'"):
        GradeFilter(question_field="question").apply(RESPS, DOCS)
