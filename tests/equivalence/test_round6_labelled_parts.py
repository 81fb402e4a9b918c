r"""Round 6 (issue 39, long probe): a several-part answer written as labelled parts near the end ("**(a)** $22$
**(b)** $4554$", "(a) $\gcd(116, 435) = 29$ / (b) ... = 1740", "(i) ... (ii) ...", "1) ... 2) ...", "Part (a): ...")
is the parts' values joined, also before a trailing check. Twins: a wrong part, labels out of sequence, or as
many labels as the gold has no parts (a one-part gold) are not read so. Cases written for this test.
"""

from __future__ import annotations

import itertools

import pytest

from hardmath.equivalence import grade

LAYOUTS = [
    "**({a})** ${x}$ **({b})** ${y}$",
    "({a}) $\\gcd(116, 435) = {x}$\n({b}) $\\operatorname{{lcm}}(116, 435) = {y}$",
    "({a}) {x}\n({b}) {y}",
    "Part ({a}): the gcd is ${x}$.\nPart ({b}): the lcm is ${y}$.",
    "{a}) ${x}$\n{b}) ${y}$",
]
LABELS = [("a", "b"), ("i", "ii"), ("1", "2")]
TRAILERS = ["", "\n\nLet's verify: $29\\cdot 1740 = 50460 = 116\\cdot 435$ ✓.", "\n\nBoth values check out."]


@pytest.mark.parametrize(
    "layout, labels",
    [(lay, lab) for lay, lab in itertools.product(LAYOUTS, LABELS) if not (lay.startswith("{a})") and lab[0] == "1")],
)  # "1) 29" opening a line is a numbered list's bullet, dropped by the response stage
@pytest.mark.parametrize("trailer", TRAILERS)
def test_labelled_parts_form_one_answer(layout, labels, trailer):
    a, b = labels
    text = "Listing the multiples gives both values.\n\n" + layout.format(a=a, b=b, x="29", y="1740") + trailer
    assert grade(text, "29, 1740").status == "equal", text
    assert grade(text, "29, 1741").status == "differs", text  # wrong twin: a part differs
    wrong = "Listing gives both.\n\n" + layout.format(a=a, b=b, x="29", y="1741") + trailer
    assert grade(wrong, "29, 1740").status == "differs", wrong


def test_labels_out_of_sequence_are_not_parts():
    text = "Listing gives both.\n\n(a) $29$\n(c) $1740$"
    assert grade(text, "29, 1740").status == "differs"


def test_a_one_part_gold_is_not_read_from_labels():
    text = "(a) $29$ (b) $1740$"
    assert grade(text, "1740").status == "equal"
    assert grade(text, "29").status == "differs"


def test_a_statement_outranks_labelled_parts():
    text = "(a) $29$ (b) $1740$\n\nSo the answer is $(29, 1741)$."
    assert grade(text, "29, 1740").status == "differs"


def test_brackets_inside_math_are_no_labels():
    text = "\\($y_1 = \\boxed{-2(x - 1)^2 + 5} \\) and \\( y_2 = \\boxed{3(x + 2)^2 - 2} \\)\n\n-2(x - 1)^2 + 5, 3(x + 2)^2 - 2"
    assert grade(text, "-2(x-1)^2+5, 3(x+2)^2-2").status == "equal"
