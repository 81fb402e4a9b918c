"""A hedge between two values, or an answer taken back by the closing line, stays wrong (issue 39).

Generated: lead-ins (several languages) x the ways a response offers an alternative x values; and
statements x closing sentences that take every answer back. Each has a control twin: the same
response stating one value (right), a gold that lists both values (right), a statement made after
the retraction (right), a closing word to the reader (right).
"""

from __future__ import annotations

import itertools

import pytest

from hardmath.equivalence import grade

LEADS = ["The answer is {x}.", "**Answer:** {x}", "Final Answer: {x}", "答えは {x} です。", "La réponse est {x}."]
ALTERNATIVES = ["{a} or {b}", "{a} (or possibly {b})", "{a}, or maybe {b}"]
VALUES = [
    ("$\\frac{a}{b}$", "$-\\frac{a}{b}$", "\\frac{a}{b}"),
    ("$2301$", "$2302$", "2301"),
    ("$11-k$", "$10-k$", "11-k"),
]
TAKE_BACK = [
    "Actually, I don't think this is right, so I retract this answer.",
    "I found an error in my derivation and I no longer believe it. I can't give a final answer.",
    "I am unable to provide a definitive answer.",
]


@pytest.mark.parametrize("lead, alternative, value", list(itertools.product(LEADS, ALTERNATIVES, VALUES)))
def test_a_hedge_between_two_values_is_wrong(lead, alternative, value):
    a, b, gold = value
    hedged = "We compute.\n\n" + lead.format(x=alternative.format(a=a, b=b))
    assert not grade(hedged, gold), hedged
    assert grade("We compute.\n\n" + lead.format(x=a), gold)  # the same statement, one value
    if alternative == "{a} or {b}":
        assert grade(hedged, f"{a.strip('$')} \\text{{ or }} {b.strip('$')}"), hedged  # a gold listing both


@pytest.mark.parametrize(
    "statement, closing",
    list(itertools.product(["So the answer is $\\boxed{7}$.", "My answer would be $7$."], TAKE_BACK)),
)
def test_an_answer_taken_back_is_no_answer(statement, closing):
    verdict = grade(f"We count the cases.\n\n{statement}\n\n{closing}", "7")
    assert not verdict and verdict.status == "no_answer", verdict
    assert grade(f"We count the cases.\n\n{closing}\n\nRedoing the count: the answer is $7$.", "7")
    assert grade(f"We count the cases.\n\n{statement}\n\nI hope this helps!", "7")


@pytest.mark.parametrize("value", VALUES)
@pytest.mark.parametrize("hedge", ["答えは {a} か {b} のどちらかです。", "答案是 {a} 或 {b}。", "Ответ: {a} или {b}."])
def test_a_hedge_in_another_script(value, hedge):
    a, b, gold = value
    assert not grade("We compute.\n\n" + hedge.format(a=a, b=b), gold)
    assert not grade("We compute.\n\n" + hedge.format(a=b, b=a), gold)


@pytest.mark.parametrize("closing", ["I can't rule either out.", "I'm not sure which one is right."])
def test_two_boxes_offered_as_candidates_are_no_answer(closing):
    response = f"I get two candidate values: $\\boxed{{6}}$ and $\\boxed{{7}}$. {closing}"
    assert grade(response, "7").status == "no_answer"
    assert grade(
        "I get two candidate values: $\\boxed{6}$ and $\\boxed{7}$; checking, only 7 works: $\\boxed{7}$.", "7"
    )
