r"""Round 7 (issue 39, blind set F): a closing bracket that names examples of what a count counts ("Only one such
integer exists (namely 54).", "(par exemple ...)", "(nämlich ...)") is no part of the answer when the sentence
states a value before it; the count is the answer, the example a wrong twin.
"""

from __future__ import annotations

import pytest

from hardmath.equivalence import grade

WORK = "Two-digit case: $10a+b=6a+6b$ forces $n=54$; the three-digit case is impossible.\n\n"


@pytest.mark.parametrize(
    ("said", "count", "example"),
    [
        ("Only one such integer exists (namely 54).", "1", "54"),
        ("There are exactly $2$ such pairs (for example $(1,2)$).", "2", "(1,2)"),
        ("There are 3 such numbers (e.g. 12).", "3", "12"),
        ("Il existe exactement $3$ tels entiers (par exemple $12$).", "3", "12"),
        ("Es gibt genau $3$ solche Zahlen (nämlich $12$, $15$ und $18$).", "3", "12, 15, 18"),
        ("Hay exactamente $3$ tales números (por ejemplo $12$).", "3", "12"),
        ("Существует ровно $3$ таких числа (например, $12$).", "3", "12"),
    ],
)
def test_a_closing_example_in_brackets_is_no_answer(said, count, example):
    assert grade(WORK + said, count).status == "equal"
    assert grade(WORK + said, example).status == "differs"


def test_a_bracket_that_is_no_example_still_reads_as_before():
    said = WORK + "The number of such integers is (after checking both cases) $1$."
    assert grade(said, "1").status == "equal"
