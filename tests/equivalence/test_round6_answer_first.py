r"""Round 6 (issue 39, blind set C): a response that gives its answer alone on its first line and then
explains it under a label ("$-(m+2)$ / Explanation: ... $t=3$ ...") is graded by that first line, in every
language of :data:`.lexicon_clauses.EXPLANATION` and however the label is set (bold, heading, plain).
Twins: the same against a wrong gold; a first line that restates a condition (``2t+1=7``) or is prose, or
a label that opens the work itself ("Solution:"), is no answer first (the explanation's last value is
read); a later explicit statement still wins. Cases written for this test.
"""

from __future__ import annotations

import itertools

import pytest

from hardmath.equivalence import grade

ANSWERS = [("$-(m+2)$", "-m-2"), ("$x = \\frac{3}{4}$", "\\frac34"), ("\\(\\sqrt{12}\\)", "2\\sqrt3"), ("42", "42")]
LABELS = [
    "Explanation:",
    "**Explanation:**",
    "## Reasoning\n",
    "Why:",
    "Here's why:",
    "Reason:",
    "Proof:",
    "Justification:",
    "Explication :",
    "Erklärung:",
    "Explicación:",
    "Объяснение:",
    "解释：",
    "説明:",
    "설명:",
]
BODY = (
    " let the unknown be $t$. The conditions give $2t+1=7$, i.e. $t=3$, and substituting back yields the value above."
)


@pytest.mark.parametrize("label, answer", list(itertools.product(LABELS, ANSWERS)))
def test_an_answer_given_first_then_explained(label, answer):
    value, gold = answer
    for wrapper in ("{t}", "<|im_start|>assistant\n{t}<|im_end|>", "<think>Short.</think>\n\n{t}"):
        text = wrapper.format(t=f"{value}\n\n{label}{BODY}")
        assert grade(text, gold).status == "equal", text
        assert grade(text, "3").status == "differs", text  # wrong twin: the explanation's step is no answer


@pytest.mark.parametrize("first", ["$2t+1=7$", "We first restate the problem.", "$x^2 \\le 4$"])
def test_a_first_line_that_restates_a_condition_is_no_answer_first(first):
    text = f"{first}\n\nExplanation: subtracting and dividing, we get $t=3$."
    assert grade(text, "3").status == "equal", text


def test_a_label_that_opens_the_work_is_no_explanation():
    text = "$-(m+2)$\n\nSolution: let the unknown be $t$, so that $t=3$."
    assert grade(text, "3").status == "equal"
    assert grade(text, "-m-2").status == "differs"


def test_a_later_explicit_statement_still_wins():
    text = "$-(m+2)$\n\nExplanation: I made a slip above; the final answer is $\\boxed{-m+2}$."
    assert grade(text, "-m+2").status == "equal"
    assert grade(text, "-m-2").status == "differs"
