r"""Round 6 (issue 39, blind sets C and D): a gold written as one sentence states the value after its copula;
a consequence or an apposition that follows that value ("..., so $a = 4$ and $b = 1$.", "..., the $n$th
Fibonacci number.") is no part of it. Twins: the consequence's last value is wrong (it was the gold read
before), another value is wrong. Cases written for this test.
"""

from __future__ import annotations

import itertools

import pytest

from hardmath.equivalence import grade
from hardmath.equivalence.extract import gold_answer

OPENINGS = ["The limit equals {v}", "Show that the limit is {v}", "The answer is {v}", "Prove that the sum equals {v}"]
ASIDES = [
    ", so $a = 4$ and $b = 1$.",
    ", hence $a = 4$ and $b = 1$.",
    ", thus $b = 1$.",
    ", that is $b = 1$.",
    ", the $n$th Fibonacci number.",
    ", the value of $b$.",
]
VALUES = [("$\\ln(4) - 1$", "2\\ln 2-1"), ("$F_n$", "F_n"), ("$\\frac{3+\\sqrt5}{2}$", "\\frac{3+\\sqrt{5}}{2}")]


@pytest.mark.parametrize("opening, aside", list(itertools.product(OPENINGS, ASIDES)))
@pytest.mark.parametrize("value, answer", VALUES)
def test_a_sentence_gold_states_the_value_after_its_copula(opening, aside, value, answer):
    gold = opening.format(v=value) + aside
    assert gold_answer(gold) == value.strip("$"), gold
    assert grade(f"The answer is ${answer}$.", gold).status == "equal", gold
    assert grade("The answer is $1$.", gold).status == "differs", gold  # wrong twin: the aside's value
    assert grade("The answer is $n$.", gold).status == "differs", gold
