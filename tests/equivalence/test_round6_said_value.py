r"""Round 6 (issue 39, modern probe): a final statement that restates an expression and then says its value
("**Final Answer:** $3.6 \times 0.25$ equals 9.") states that value, not the expression (which may equal the
gold while the stated value does not: a false positive before). Twins: the right value said is right; a
sentence that goes on after the value ("$5$ is 2 more than 3.") keeps its math span. Cases written for this test.
"""

from __future__ import annotations

import itertools

import pytest

from hardmath.equivalence import grade

LEADS = ["**Final Answer:** {s}", "Final Answer: The final answer is {s}", "Answer: {s}", "The final answer is {s}"]
COPULAS = ["equals", "is", "=", "evaluates to", "comes to"]
PAIRS = [("$3.6 \\times 0.25$", "0.9", "9"), ("$\\frac{3}{4} \\cdot 8$", "6", "5"), ("$2^{10}$", "1024", "1000")]


@pytest.mark.parametrize("lead, copula", list(itertools.product(LEADS, COPULAS)))
@pytest.mark.parametrize("expression, right, wrong", PAIRS)
def test_a_value_said_of_the_restated_expression_is_the_answer(lead, copula, expression, right, wrong):
    said = lead.format(s=f"{expression} {copula} {wrong}.")
    assert grade(said, right).status == "differs", said
    assert grade(said, wrong).status == "equal", said
    fixed = lead.format(s=f"{expression} {copula} {right}.")
    assert grade(fixed, right).status == "equal", fixed


@pytest.mark.parametrize("lead", LEADS)
def test_a_sentence_that_goes_on_keeps_its_math_span(lead):
    text = lead.format(s="$5$ is 2 more than 3.")
    assert grade(text, "5").status == "equal", text
    assert grade(text, "3").status == "differs", text
