r"""Round 6 (issue 39): logarithms rewritten by the product and quotient rules are equal where they are
real; a sample point where an argument is negative puts the two on two branches of the logarithm
(their values differ by :math:`2\pi i k / \ln b`) and is passed over (:mod:`hardmath.equivalence.branches`).
Each pair with wrong twins that must stay wrong (cases written for this test).
"""

from __future__ import annotations

import itertools

import pytest

from hardmath.equivalence import grade, is_equivalent

PAIRS = [  # (expanded, combined, wrong twins of the combined form)
    ("\\log(1+x) - \\log(1-x)", "\\log\\frac{1+x}{1-x}", ["\\log\\frac{1-x}{1+x}", "\\log(1+x) + \\log(1-x)"]),
    ("\\ln(1+x) - \\ln(1-x)", "\\ln\\frac{1+x}{1-x}", ["\\ln\\frac{1+x}{x-1}", "\\ln(1+x)"]),
    ("3\\left(\\log(1+x)-\\log(1-x)\\right)", "3\\log\\frac{1+x}{1-x}", ["2\\log\\frac{1+x}{1-x}"]),
    ("\\log_3(x) - \\log_3(1-x)", "\\log_3\\frac{x}{1-x}", ["\\log_3\\frac{x}{1+x}", "\\log_2\\frac{x}{1-x}"]),
    ("\\log_2 x + \\log_2 y", "\\log_2(xy)", ["\\log_2(x+y)", "\\log_2 x - \\log_2 y"]),
    ("\\ln(x+1) - \\ln x", "\\ln\\left(1 + \\frac1x\\right)", ["\\ln\\left(1 - \\frac1x\\right)"]),
]
WRAPPERS = ["The answer is $\\boxed{{{x}}}$.", "**Respuesta final:** ${x}$"]


@pytest.mark.parametrize("pair, wrapper", list(itertools.product(PAIRS, WRAPPERS)), ids=lambda x: str(x)[:40])
def test_a_logarithm_rewritten_by_its_rules(pair, wrapper):
    expanded, combined, twins = pair
    assert grade(wrapper.format(x=expanded), combined), (expanded, combined)
    assert grade(wrapper.format(x=combined), expanded), (combined, expanded)
    for twin in twins:
        assert not grade(wrapper.format(x=twin), expanded), (twin, expanded)


@pytest.mark.parametrize(
    "answer, gold",
    [
        ("\\ln x + 2\\pi i", "\\ln x"),
        ("\\ln(-x)", "\\ln x"),
        ("\\ln(-1)", "-\\ln(-1)"),
        ("\\log_2 x + 2\\pi i", "\\log_2 x"),
    ],
)
def test_a_value_on_another_branch_is_still_another_value(answer, gold):
    assert not is_equivalent(answer, gold)
