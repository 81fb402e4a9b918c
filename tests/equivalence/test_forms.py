"""Forms a question asks for (factor, expand, rationalize the denominator): :mod:`hardmath.equivalence.forms`."""

from __future__ import annotations

import pytest

from hardmath.equivalence import grade
from hardmath.equivalence.forms import asked_form, has_form

FACTOR, EXPAND, RATIONALIZE = (
    "Factor $x^2+x-2$ completely.",
    "Expand $(x+1)^2$.",
    "Rationalize the denominator of $\\frac{1}{\\sqrt2}$.",
)


@pytest.mark.parametrize(
    "question,form",
    [
        (FACTOR, "factored"),
        ("Completely factor the expression $6x^2-x-2$.", "factored"),
        ("Write $x^2-9$ in factored form.", "factored"),
        ("Factorise $a^2-b^2$.", "factored"),
        (EXPAND, "expanded"),
        ("Multiply out $(a+b)(a-b)$.", "expanded"),
        (RATIONALIZE, "rationalized"),
        ("How many positive factors does 12 have?", None),
        ("Find the greatest common factor of 24 and 36.", None),
        ("What is the factor of 12 closest to 5?", None),
        ("Find the decimal expansion of 1/7.", None),
        (None, None),
    ],
)
def test_asked_form(question, form) -> None:
    assert asked_form(question) == form


@pytest.mark.parametrize(
    "response,gold,question,expected",
    [
        ("$x^2+x-2$", "(x-1)(x+2)", FACTOR, False),  # the right value, not factored
        ("$(x+2)(x-1)$", "(x-1)(x+2)", FACTOR, True),
        ("$(x+2)(x-2)$", "(x-1)(x+2)", FACTOR, False),  # factored, wrong value
        ("$x^2+x-2$", "(x-1)(x+2)", None, True),  # no question: value equality stays
        ("$(x+1)^2$", "x^2+2x+1", EXPAND, False),
        ("$x^2+2x+1$", "x^2+2x+1", EXPAND, True),
        ("$1+x^2+2x$", "x^2+2x+1", EXPAND, True),
        ("$\\frac{1}{\\sqrt{2}}$", "\\frac{\\sqrt{2}}{2}", RATIONALIZE, False),
        ("$1/\\sqrt{2}$", "\\frac{\\sqrt{2}}{2}", RATIONALIZE, False),
        ("$\\frac{\\sqrt2}{2}$", "\\frac{\\sqrt{2}}{2}", RATIONALIZE, True),
        ("$(x-1)(x+2)$", "x^2+x-2", FACTOR, True),  # a gold not in the asked form: value equality
    ],
)
def test_form_when_the_question_asks(response, gold, question, expected) -> None:
    v = grade(response, gold, question=question)
    assert bool(v) is expected, v
    if question and not expected and grade(response, gold):
        assert v.status == "differs"  # right without the question: the asked form decided


@pytest.mark.parametrize(
    "text,form,expected",
    [
        ("-(x-1)(x+3)", "factored", True),
        ("2(x+3)", "factored", True),
        ("(x+1)^{2}", "factored", True),
        ("x^2-1", "factored", False),
        ("x^{-2}+1", "factored", False),
        ("x(x+1)+1", "factored", False),
        ("x^2-2x+1", "expanded", True),
        ("2x(x+1)", "expanded", False),
        ("\\frac{3\\sqrt5}{5}", "rationalized", True),
        ("\\frac{3}{\\sqrt5}", "rationalized", False),
        ("\\frac{1}{2+\\sqrt3}", "rationalized", False),
    ],
)
def test_has_form(text, form, expected) -> None:
    assert has_form(text, form) is expected
