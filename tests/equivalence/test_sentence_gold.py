r"""A gold written as one sentence about its value ("Show that the limit is $\\frac{1}{2}$.", "Prove that
the assertion is false.") states that value, read by the same readers as a response (issue 39).

Generated: lead-ins x subjects x values (math, numbers, words); each right response is graded equal
and its twin (another value of the kind) differs.
"""

from __future__ import annotations

import itertools

import pytest

from hardmath.equivalence import grade

LEADS = ["Show that", "Prove that", ""]
SUBJECTS = [
    "the limit is",
    "the sum equals",
    "the integral evaluates to",
    "the answer is",
    "the only such value of $h$ is",
]
VALUES = [
    ("$\\frac{1}{2}$", "0.5", "\\frac{1}{3}"),
    ("$2301$", "2,301", "2302"),
    ("3/7", "\\frac{3}{7}", "\\frac{4}{7}"),
]
WORDS = [("the statement is true.", "True", "False"), ("the assertion is false.", "false", "true")]


@pytest.mark.parametrize("lead, subject, value", list(itertools.product(LEADS, SUBJECTS, VALUES)))
def test_a_sentence_gold_states_its_value(lead, subject, value):
    written, right, twin = value
    gold = f"{lead} {subject} {written}.".strip()
    gold = gold[0].upper() + gold[1:]
    for response in (f"Thus the answer is ${right}$.", f"**Answer:** {right}", f"\\boxed{{{right}}}"):
        assert grade(response, gold), (gold, response)
        assert not grade(response.replace(right, twin), gold), (gold, response)


@pytest.mark.parametrize("lead, words", list(itertools.product(LEADS[:2], WORDS)))
def test_a_sentence_gold_states_its_word(lead, words):
    sentence, right, twin = words
    gold = f"{lead} {sentence}"
    assert grade(f"So the statement holds.\n\n**{right}**", gold)
    assert not grade(f"So the statement holds.\n\n**{twin}**", gold)
