r"""Round 7 (issue 39, blind set F): a closing label, then its value. A label that names a math span ("Minimum $a$: 5",
"Valeur minimale de $a$ : 5") states the value after its colon, not the span; a label of words ("Letters:",
"Correct options:") states a list of choice letters after it, in any order and joined by commas or "and". A
missing letter, a hedge ("A or D") and a value taken from the label stay wrong.
"""

from __future__ import annotations

import pytest

from hardmath.equivalence import grade

WORK = "$a=5$ works with $5x^2-5x+1$, and a discriminant argument rules out $a\\le4$.\n\n"
GOLD = "Show that the minimum possible value for $a$ is $5$."


@pytest.mark.parametrize(
    "label",
    [
        "Minimum $a$: {v}",
        "Minimum $a$ : {v}.",
        "Valeur minimale de $a$ : {v}",
        "Mínimo de $a$: {v}",
        "$a$ 的最小值：{v}",
    ],
)
def test_a_label_naming_a_span_then_its_value(label):
    assert grade(WORK + label.format(v=5), GOLD).status == "equal"
    assert grade(WORK + label.format(v=4), GOLD).status == "differs"


def test_a_colon_before_prose_states_no_value():
    said = "Work.\n\nFor $a$: we have 5 cases to check"
    assert grade(said, "5").status == "differs"


CHECKLIST = "- A ✓ (strictly decreasing)\n- B ✗\n- C ✗\n- D ✓\n- E ✗\n- F ✓\n- G ✓\n- H ✗\n\n"


@pytest.mark.parametrize(
    ("line", "right"),
    [
        ("Letters: G, F, D, A", True),
        ("Correct options: A, D, F and G.", True),
        ("The correct ones: (G), (F), (D), (A)", True),
        ("Letters: G, F, D", False),
        ("Letters: A, D, F, G, H", False),
        ("Options: A or D", False),
    ],
)
def test_a_closing_list_of_letters(line, right):
    assert (grade(CHECKLIST + line, "A, D, F, G").status == "equal") is right


def test_a_ratio_after_a_span_is_no_label():
    said = "Das Verhältnis schwarz : blau beträgt somit $4 : 16$, also **1 : 4**."
    assert grade(said, "$1:4$").status == "equal"
    assert grade(said, "4").status == "differs"
