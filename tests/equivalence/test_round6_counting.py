"""Round 6: binomial coefficients and permutations in their common notations are their values (C(10,3),
{}^{10}C_{3}, _{10}C_3, 10C3, C_{10}^{3}, "10 choose 3"; P(10,3), {}^{10}P_{3}, 10P3); each with a wrong twin
(another k, or a binomial against a permutation's value) that stays wrong, and a labelled point is no binomial.
"""

from __future__ import annotations

import pytest

from hardmath.equivalence import grade

_BINOMIAL = ("C({n},{k})", "C({n}, {k})", "{{}}^{{{n}}}C_{{{k}}}", "^{{{n}}}C_{k}", "{{}}_{{{n}}}C_{{{k}}}")
_BINOMIAL += ("_{{{n}}}C_{k}", "{n}C{k}", "C_{{{n}}}^{{{k}}}", "\\text{{{n} choose {k}}}", "{n} \\text{{ choose }} {k}")
_PERMUTATION = ("P({n},{k})", "{{}}^{{{n}}}P_{{{k}}}", "_{{{n}}}P_{k}", "{n}P{k}")
_WRAPPERS = ("{}", "\\boxed{{{}}}", "$${}$$", "The answer is ${}$.")
_SIZES = ((10, 3), (7, 2), (12, 5))


def _binom(n: int, k: int) -> int:
    top = 1
    for i in range(k):
        top = top * (n - i) // (i + 1)
    return top


def _perm(n: int, k: int) -> int:
    out = 1
    for i in range(k):
        out *= n - i
    return out


@pytest.mark.parametrize("notation", _BINOMIAL)
@pytest.mark.parametrize(("n", "k"), _SIZES)
def test_a_binomial_coefficient_in_any_notation_is_its_value(notation: str, n: int, k: int) -> None:
    said = notation.format(n=n, k=k)
    for wrapper in _WRAPPERS:
        response = wrapper.format(said)
        assert grade(response, str(_binom(n, k))).status == "equal", response
        assert grade(response, f"\\binom{{{n}}}{{{k}}}").status == "equal", response
        assert grade(response, str(_binom(n, k + 1))).status != "equal", response  # wrong twin: another k
        assert grade(response, str(_perm(n, k))).status != "equal", response  # wrong twin: the permutations


@pytest.mark.parametrize("notation", _PERMUTATION)
@pytest.mark.parametrize(("n", "k"), _SIZES)
def test_a_permutation_count_in_any_notation_is_its_value(notation: str, n: int, k: int) -> None:
    said = notation.format(n=n, k=k)
    for wrapper in _WRAPPERS:
        response = wrapper.format(said)
        assert grade(response, str(_perm(n, k))).status == "equal", response
        assert grade(response, str(_binom(n, k))).status != "equal", response  # wrong twin: the combinations
        assert grade(response, str(_perm(n, k + 1))).status != "equal", response


@pytest.mark.parametrize(
    ("response", "gold", "status"),
    [
        ("C(n,2)", "\\binom{n}{2}", "equal"),
        ("P(n,2)", "n(n-1)", "equal"),
        ("P(n,2)", "n(n+1)", "differs"),
        ("C(1,2)", "(1,2)", "differs"),  # a point named C, read as a binomial, is not its coordinates
        ("AC(4,3)", "4", "differs"),  # a name glued to a word is no binomial
        ("\\mathrm{C}(10,3)", "120", "differs"),
        ("P(3,5)", "0", "differs"),  # more chosen than there are: left as written
    ],
)
def test_what_is_not_a_counting_notation(response: str, gold: str, status: str) -> None:
    assert grade(response, gold).status == status
