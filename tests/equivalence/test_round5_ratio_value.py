r"""Round 5, third pass on blind set C (issue 39): a ratio of two terms is its value (``7:6`` answers
``\frac76``, ``1:4`` answers ``0.25``, either way round), and "1 to 4" as a whole answer is the ratio
1:4; each case with its wrong twin, the reciprocal (cases written for this test). A ratio of three
terms is no value.
"""

from __future__ import annotations

import pytest

from hardmath.equivalence import grade

SAID = ["以上より、$\\boxed{{{x}}}$ となる。", "Answer: {x}\nConfidence: 85%", "The answer is ${x}$."]
VALUES = [
    ("7:6", "\\frac 76", "6:7"),
    ("1:4", "0.25", "4:1"),
    ("1 to 4", "$1:4$", "4 to 1"),
    ("2:8", "\\frac14", "8:2"),
]


@pytest.mark.parametrize("said", SAID)
@pytest.mark.parametrize("right, gold, wrong", VALUES)
def test_a_ratio_is_its_value(said, right, gold, wrong):
    assert grade(said.format(x=right), gold)
    assert not grade(said.format(x=wrong), gold)


@pytest.mark.parametrize("right, gold, wrong", [("\\frac76", "7:6", "\\frac67"), ("0.25", "1:4", "4")])
def test_a_value_answers_a_ratio_gold(right, gold, wrong):
    assert grade(f"The answer is ${right}$.", gold)
    assert not grade(f"The answer is ${wrong}$.", gold)


def test_a_ratio_of_three_terms_is_no_value():
    assert not grade("The answer is $1:2:3$.", "0.5")
