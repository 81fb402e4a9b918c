r"""Round 5, third pass on blind set C (issue 39): a question that asks for an order ("in decreasing
order", "order them from the smallest") makes a list's order the answer: the gold's items in another
order are a wrong twin; without such a question a list is still compared as a set (cases written for
this test).
"""

from __future__ import annotations

import pytest

from hardmath.equivalence import grade

QUESTIONS = [
    "What is the sequence of the siblings in decreasing order of the part of pizza they consumed?",
    "List the four numbers in increasing order.",
    "Order the runners from the fastest to the slowest.",
]
LISTS = [  # (gold, right, wrong)
    ("$\\text{Beth, Cyril, Dan, Alex}$", "\\text{Beth, Cyril, Dan, Alex}", "\\text{Beth, Cyril, Alex, Dan}"),
    ("1, 2, 3, 4", "1, 2, 3, 4", "2, 1, 3, 4"),
]


@pytest.mark.parametrize("question", QUESTIONS)
@pytest.mark.parametrize("gold, right, wrong", LISTS)
def test_an_asked_order_is_the_answer(question, gold, right, wrong):
    def response(value: str) -> str:
        return f"<start_of_turn>model\nWe compare them.\n\nThe correct value is \\boxed{{{value}}}.<end_of_turn>"

    assert grade(response(right), gold, question=question)
    assert not grade(response(wrong), gold, question=question)


@pytest.mark.parametrize("gold, right, wrong", LISTS)
def test_without_an_asked_order_a_list_is_a_set(gold, right, wrong):
    assert grade(f"The answer is $\\boxed{{{wrong}}}$.", gold, question="Find all of them.")
