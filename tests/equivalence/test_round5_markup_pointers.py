r"""Round 5, third pass on blind set C (issue 39): markup of formats not shown before, and a closing
sentence that points back, each generated with a wrong twin (cases written for this test):

- blockquote marks are markup (``> 30 dollars``, ``> $$[\tfrac12,\infty)$$``);
- HTML markup is markup: an inline pair keeps its text (``<b>6-\sqrt5</b>``), block tags end lines;
- a label opening a box (``\boxed{\text{answer} = \sqrt{8}-1}``) leaves the box its value;
- a closing sentence that points back at the value before it ("That is the requested answer.",
  "This is the final answer.") states nothing itself: the value before it is the answer.
"""

from __future__ import annotations

import pytest

from hardmath.equivalence import grade

VALUES = [
    ("$$120$$", "120", "$$121$$"),
    ("30 dollars", "\\textdollar30", "31 dollars"),
    ("$-\\sqrt{5}+6$", "6-\\sqrt{5}", "$\\sqrt{5}+6$"),
]
POINTERS = ["That is the requested answer.", "This is the final answer.", "That's our answer."]


@pytest.mark.parametrize("pointer", POINTERS)
@pytest.mark.parametrize("said, gold, wrong", VALUES)
def test_a_blockquoted_value_before_a_pointer(pointer, said, gold, wrong):
    def response(value: str) -> str:
        return f"### Solution\n\nAfter simplification:\n\n> {value}\n\n{pointer}"

    assert grade(response(said), gold)
    assert not grade(response(wrong), gold)


@pytest.mark.parametrize("pointer", POINTERS)
def test_a_pointer_without_quote(pointer):
    assert grade(f"We simplify the sum.\n\n$$120$$\n\n{pointer}", "120")
    assert not grade(f"We simplify the sum.\n\n$$121$$\n\n{pointer}", "120")


HTML = [
    "<p>Combining the two conditions gives a single equation.</p>\n<p>The answer is <b>{x}</b>.</p>",
    '<div>We combine the conditions.</div><div>The answer is <strong class="final">{x}</strong>.</div>',
    "<p>Thus the answer is <em>{x}</em>.</p>",
]


@pytest.mark.parametrize("html", HTML)
@pytest.mark.parametrize("said, gold, wrong", [("-\\sqrt{5}+6", "6-\\sqrt{5}", "\\sqrt{5}+6"), ("42", "42", "24")])
def test_html_markup_is_markup(html, said, gold, wrong):
    assert grade(html.format(x=said), gold)
    assert not grade(html.format(x=wrong), gold)


def test_a_comparison_in_math_keeps_its_signs():
    assert grade("Since $a<b$ and $b>c$, the answer is $5$.", "5")
    assert not grade("Since $a<b$ and $b>c$, the answer is $6$.", "5")


BOXED_LABELS = ["\\text{answer} = ", "\\text{Answer: } ", "\\textbf{Final Answer}: ", "\\text{answer}="]


@pytest.mark.parametrize("label", BOXED_LABELS)
@pytest.mark.parametrize("said, gold, wrong", [("\\sqrt{8}-1", "2\\sqrt{2}-1", "\\sqrt{8}+1"), ("120", "120", "121")])
def test_a_label_opening_a_box_leaves_its_value(label, said, gold, wrong):
    def response(value: str) -> str:
        return f"Solving, we get\n\\[\n\\boxed{{{label}{value}}}\n\\]"

    assert grade(response(said), gold)
    assert not grade(response(wrong), gold)
