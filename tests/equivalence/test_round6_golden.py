r"""Round 6: the golden ratio's symbol (\phi, \varphi, φ) is (1+√5)/2 only where the gold or the question
defines it or the response names the golden ratio (in a language of the lexicon); a bare \phi is a
variable, Euler's \phi(n) a function, and a wrong value stays wrong.
"""

from __future__ import annotations

import pytest

from hardmath.equivalence import grade

_VALUES = ("\\frac{1+\\sqrt5}{2}", "\\frac{1+\\sqrt{5}}{2}", "\\dfrac{\\sqrt{5}+1}{2}", "(1+\\sqrt{5})/2")
_WRONG = ("\\frac{1-\\sqrt5}{2}", "\\frac{\\sqrt5-1}{2}", "\\sqrt5")
_SYMBOLS = ("\\phi", "\\varphi", "φ")
_NAMING = (  # a response that names the golden ratio beside its symbol
    "\\boxed{{{}}}, the golden ratio.",
    "The answer is the golden ratio ${}$.",
    "\\boxed{{{} \\text{{ (the golden ratio)}}}}",
    "Final answer: ${}$ (golden ratio)",
    "La réponse est ${}$, le nombre d'or.",
    "Die Antwort ist ${}$ (der Goldene Schnitt).",
    "答案是 ${}$（黄金比例）。",
)


@pytest.mark.parametrize("symbol", _SYMBOLS)
@pytest.mark.parametrize("naming", _NAMING)
def test_a_response_naming_the_golden_ratio_states_its_value(symbol: str, naming: str) -> None:
    response = naming.format(symbol)
    for value in _VALUES:
        assert grade(response, value).status == "equal", (response, value)
    for wrong in _WRONG:
        assert grade(response, wrong).status != "equal", (response, wrong)  # wrong twin: another value


@pytest.mark.parametrize("symbol", _SYMBOLS)
def test_a_bare_symbol_is_a_variable(symbol: str) -> None:
    for value in _VALUES:
        assert grade(f"\\boxed{{{symbol}}}", value).status != "equal"
        assert grade(f"\\boxed{{{value}}}", symbol).status != "equal"  # the gold's \phi may be an angle
        assert grade(f"\\boxed{{{value}}} (the golden ratio)", symbol).status != "equal"  # named by the response only


@pytest.mark.parametrize(
    "gold", ["\\phi = \\frac{1+\\sqrt5}{2}", "\\varphi \\text{ (the golden ratio)}", "the golden ratio $\\varphi$"]
)
def test_a_gold_that_defines_the_symbol(gold: str) -> None:
    assert grade("\\boxed{\\frac{1+\\sqrt{5}}{2}}", gold).status == "equal"
    assert grade("\\boxed{\\frac{1-\\sqrt{5}}{2}}", gold).status != "equal"


@pytest.mark.parametrize(
    "question",
    [
        "Let $\\varphi = \\frac{1+\\sqrt{5}}{2}$. Find the limit.",
        "Let $\\phi=(1+\\sqrt 5)/2$. Compute x.",
        "Let $\\phi$ denote the golden ratio. Find x.",
    ],
)
def test_a_question_that_defines_the_symbol(question: str) -> None:
    assert grade("\\boxed{\\varphi^2}", "\\frac{3+\\sqrt5}{2}", question=question).status == "equal"
    assert grade("\\boxed{\\frac{1+\\sqrt5}{2}}", "\\phi", question=question).status == "equal"
    assert grade("\\boxed{\\varphi^2}", "\\frac{1+\\sqrt5}{2}", question=question).status != "equal"
    undefined = "Let $\\phi$ be the angle at A. Find x."
    assert grade("\\boxed{\\frac{1+\\sqrt5}{2}}", "\\phi", question=undefined).status != "equal"


def test_euler_phi_is_no_golden_ratio() -> None:
    assert grade("\\boxed{\\phi(10)} (golden ratio aside)", "\\frac{1+\\sqrt5}{2}").status != "equal"
    assert grade("\\boxed{\\phi(10)} (golden ratio aside)", "\\phi(10)").status == "equal"
