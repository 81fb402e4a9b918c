r"""Round 6: a gold written in a symbol the question defines ("Let $F=\log\dfrac{1+x}{1-x}$", gold ``3F``) is
met by an answer that writes the definition out, in any phrasing of the definition; a wrong multiple, a
number given as a letter's value, a letter used as a function, and a gold relation stay as they were.
"""

from __future__ import annotations

import pytest

from hardmath.equivalence import grade

_DEFINITIONS = (
    "Let $F=\\log\\dfrac{{1+x}}{{1-x}}$. {ask}",
    "Define $F := \\log\\frac{{1+x}}{{1-x}}$. {ask}",
    "{ask} Here, where $F = \\log \\frac{{1+x}}{{1-x}}$, simplify.",
    "Sea $F=\\log\\dfrac{{1+x}}{{1-x}}$. {ask}",
    "Soit $F=\\log\\dfrac{{1+x}}{{1-x}}$. {ask}",
)
_ASK = "Replace each $x$ in $F$ by $\\dfrac{3x+x^3}{1+3x^2}$; the simplified $G$ equals:"
_RIGHT = ("3\\log\\frac{1+x}{1-x}", "3F", "3\\,\\log\\left(\\frac{1+x}{1-x}\\right)", "\\log\\frac{1+x}{1-x} \\cdot 3")
_WRONG = ("\\log\\frac{1+x}{1-x}", "-3\\log\\frac{1+x}{1-x}", "3\\log\\frac{1-x}{1+x}", "F^3", "2F")


@pytest.mark.parametrize("definition", _DEFINITIONS)
def test_an_answer_writing_out_the_definition_meets_the_gold(definition: str) -> None:
    question = definition.format(ask=_ASK)
    for answer in _RIGHT:
        assert grade(f"\\boxed{{{answer}}}", "$3F$", question=question).status == "equal", (question, answer)
    for answer in _WRONG:
        assert grade(f"\\boxed{{{answer}}}", "$3F$", question=question).status != "equal", (question, answer)


def test_without_the_definition_the_symbol_is_unknown() -> None:
    assert grade("\\boxed{3\\log\\frac{1+x}{1-x}}", "$3F$").status != "equal"
    undefined = "Let $F$ be a function. " + _ASK
    assert grade("\\boxed{3\\log\\frac{1+x}{1-x}}", "$3F$", question=undefined).status != "equal"


@pytest.mark.parametrize(
    ("question", "answer", "gold"),
    [
        ("Let $a = 2$. Express the area in terms of $a$.", "2a", "a^2"),  # a number is a given, not a definition
        ("Let $F = x^2$ and let $F = x^3$. Find G.", "3x^2", "3F"),  # defined twice
        ("Let $F = x+1$. Find $F(2)$ in closed form.", "x+1", "F(x)"),  # a function
        ("Let $N = x + 1$. Find N.", "x+1", "N=2"),  # a gold relation is left as written
    ],
)
def test_what_is_no_definition(question: str, answer: str, gold: str) -> None:
    assert grade(f"\\boxed{{{answer}}}", gold, question=question).status != "equal"
