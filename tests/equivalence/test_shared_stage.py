"""Principle 4 (issue 30), the part in the stage both sides share: what closes an answer without
being its value is dropped by normalization, which the answer and the gold go through alike, so
a pair decides the same whichever side is the gold.

Generated: values (integers, negatives, decimals, fractions) x closings (a LaTeX line break, a
text label after the number) x which side carries it, with a wrong-value twin each, and labels
that change the value ("or more") that must not be dropped.
"""

from __future__ import annotations

import itertools

import pytest

from hardmath.equivalence import grade, is_equivalent

VALUES = [("185", "186"), ("17", "71"), ("-4", "4"), ("0.25", "0.2"), (r"\frac{3}{4}", r"\frac{4}{3}")]
LINE_BREAKS = ["{v}\\\\", "{v} \\\\", "{v}\\\\[2pt]", "${v}\\\\$", "{v}\\\\."]
LABELS = [
    "{v}\\text{ any text}",
    "{v}\\text{apples}",
    "{v} \\text{ widgets}",
    "{v}\\mbox{ items}",
    "{v}\\textrm{ Students Total}",
    "{v}\\text{ any text}.",
]
NUMBER_VALUES = [(v, w) for v, w in VALUES if not v.startswith("\\")]  # a label follows a number's digits
VALUE_WORDS = ["{v}\\text{ or more}", "{v}\\text{ at least}", "{v}\\text{ more than}", "{v}\\text{ or fewer}"]


def _both_ways(a: str, b: str) -> list[bool]:
    return [bool(grade(a, b)), bool(grade(b, a)), bool(is_equivalent(a, b)), bool(is_equivalent(b, a))]


CLOSED = [(form.replace("{v}", v), v, w) for form, (v, w) in itertools.product(LINE_BREAKS, VALUES)] + [
    (form.replace("{v}", v), v, w) for form, (v, w) in itertools.product(LABELS, NUMBER_VALUES)
]


@pytest.mark.parametrize("closed, value, twin", CLOSED)
def test_a_closing_is_no_part_of_the_value_either_side(closed, value, twin):
    assert _both_ways(closed, value) == [True] * 4, closed
    assert _both_ways(closed, twin) == [False] * 4, (closed, twin)


@pytest.mark.parametrize("form, value", list(itertools.product(VALUE_WORDS, [v for v, _ in NUMBER_VALUES])))
def test_words_that_change_the_value_are_kept_either_side(form, value):
    said = form.replace("{v}", value)
    assert _both_ways(said, value) == [False] * 4, said


def test_a_row_break_inside_a_matrix_still_separates_rows():
    matrix = r"\begin{pmatrix}1\\2\end{pmatrix}"
    assert bool(is_equivalent(matrix, r"\begin{pmatrix}1\\2\\\end{pmatrix}"))
    assert not is_equivalent(matrix, r"\begin{pmatrix}1&2\end{pmatrix}")
