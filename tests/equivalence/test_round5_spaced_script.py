r"""Round 5, third pass on blind set C (issue 39): a one-digit exponent or subscript ends at the space
after it, as in LaTeX (``\ln^2 2`` is :math:`(\ln 2)^2`, never ``\ln^{22}``; ``\log_2 8`` is 3), so
dropping spaces never joins it with the number that follows; each case with its wrong twin (cases
written for this test).
"""

from __future__ import annotations

import pytest

from hardmath.equivalence import grade

CASES = [
    ("\\ln^2 2", "(\\ln 2)^2", "\\ln^2 3"),
    ("\\log^2 3", "(\\log 3)^2", "\\log^2 2"),
    ("\\sin^2 1 + \\cos^2 1", "1", "\\sin^2 1 + \\cos^2 2"),
    ("\\log_2 8", "3", "\\log_2 9"),
    ("\\log_3 9 + 1", "3", "\\log_3 27 + 1"),
]
WRAPPERS = ["Hence the requested value is \\({x}\\).", "The answer is ${x}$.", "$$\\boxed{{{x}}}$$"]


@pytest.mark.parametrize("wrapper", WRAPPERS)
@pytest.mark.parametrize("said, gold, wrong", CASES)
def test_a_spaced_one_digit_script(wrapper, said, gold, wrong):
    assert grade(wrapper.format(x=said), gold)
    assert not grade(wrapper.format(x=wrong), gold)


@pytest.mark.parametrize("said, gold", [("2^10", "1024"), ("2^{10}", "1024"), ("1 000", "1000"), ("x^2 3", "3x^2")])
def test_unspaced_scripts_and_groups_read_as_before(said, gold):
    assert grade(f"The answer is ${said}$.", gold)
