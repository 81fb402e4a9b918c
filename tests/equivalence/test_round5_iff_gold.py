r"""Round 5, third pass on blind set C (issue 39): a gold written as a theorem that states a condition
("Show that the series converges if and only if $x > \frac{1}{2}$.", also "iff", "exactly when")
states that condition: an interval or an inequality equal to it answers it, and a different one
does not; a sentence gold that ends on a spelled number ("... $4$-tuples is eight.") states that
number, not a math span before it (cases written for this test).
"""

from __future__ import annotations

import pytest

from hardmath.equivalence import grade

GOLDS = [
    "Show that the series converges if and only if $x > \\frac{1}{2}$.",
    "Show that the inequality holds if and only if $x \\geq 1/2$.",
    "Prove that the equation has a real root iff $x \\le -3$.",
    "Show that the sum is finite exactly when $x < 5$.",
]
ANSWERS = [  # (gold index, right, wrong)
    (0, "x\\in\\left(\\tfrac12,\\infty\\right)", "x\\in\\left[\\tfrac12,\\infty\\right)"),
    (0, "x > \\frac12", "x > 2"),
    (1, "\\left[\\tfrac12,\\infty\\right)", "\\left(\\tfrac12,\\infty\\right)"),
    (2, "(-\\infty, -3]", "(-\\infty, 3]"),
    (3, "x<5", "x>5"),
]
WRAPPERS = [
    "**Final Answer**\n\\[\n\\boxed{{{x}}}\n\\]",
    "### Solution\n\nWe simplify.\n\n> $${x}$$\n\nThat is the requested answer.",
]


@pytest.mark.parametrize("wrapper", WRAPPERS)
@pytest.mark.parametrize("k, right, wrong", ANSWERS)
def test_a_theorem_gold_states_its_condition(wrapper, k, right, wrong):
    gold = GOLDS[k]
    assert grade(wrapper.format(x=right), gold)
    assert not grade(wrapper.format(x=wrong), gold)


SPELLED_GOLDS = [  # (gold, right, wrong): the number the sentence ends on, not a math span before it
    ("Show that the maximum number of distinct $4$-tuples is eight.", "\\text{8}", "4"),
    ("Show that the number of solutions with $x > 2$ equals twelve.", "12", "2"),
    ("Prove that the probability that $n$ is even is one half.", "\\frac{1}{2}", "n"),
]


@pytest.mark.parametrize("gold, right, wrong", SPELLED_GOLDS)
def test_a_sentence_gold_ending_on_a_spelled_number(gold, right, wrong):
    assert grade(f"Therefore: $\\boxed{{{right}}}$", gold)
    assert not grade(f"Therefore: $\\boxed{{{wrong}}}$", gold)
