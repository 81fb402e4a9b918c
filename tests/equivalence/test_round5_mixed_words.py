r"""Round 5, third pass on blind set C (issue 39): a mixed number said in words ("4 and a half hours",
"four and three quarters") is that number, each case with its wrong twin (cases written for this test);
an improper "fraction" or a word that is no number is left as it is.
"""

from __future__ import annotations

import pytest

from hardmath.equivalence import grade
from hardmath.equivalence.plaintext import mixed_number_words

SAID = [
    "◁think▷Set up, simplify, check.◁/think▷\nThe answer is {x} hours.",
    "So the answer is {x}.",
    "Therefore it takes {x} hours in total.",
]
VALUES = [
    ("4 and a half", "4.5", "4 and a quarter"),
    ("four and a half", "4.5", "five and a half"),
    ("2 and three quarters", "\\frac{11}{4}", "2 and two thirds"),
    ("one and a third", "\\frac43", "one and a half"),
]


@pytest.mark.parametrize("said", SAID)
@pytest.mark.parametrize("right, gold, wrong", VALUES)
def test_a_mixed_number_in_words(said, right, gold, wrong):
    assert grade(said.format(x=right), gold)
    assert not grade(said.format(x=wrong), gold)


@pytest.mark.parametrize(
    "text", ["x and a half of y", "3 and five thirds", "bread and a third loaf", "no mixed number"]
)
def test_what_is_no_mixed_number_stays(text):
    assert mixed_number_words(text) == text
