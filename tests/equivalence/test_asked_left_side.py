r"""Issue 30, principle 5, by generation: an equation whose left side is the asked-for thing (a
determinant, a limit, an integral, a sum, ``a \bmod n``, an inverse function) is its right side.
Metamorphic relation: "LHS = v" grades as "v" does, for a right and a wrong v alike.
"""

from __future__ import annotations

import itertools

import pytest

from hardmath.equivalence import grade

ASKED = [  # (left side, gold, a wrong value)
    (r"\begin{vmatrix} 2 & 1 \\ 1 & 2 \end{vmatrix}", "3", "5"),
    (r"\det\begin{pmatrix} 1 & 2 \\ 3 & 4 \end{pmatrix}", "-2", "2"),
    (r"\lim_{x \to 0} \frac{\sin x}{x}", "1", "0"),
    (r"\int_0^1 x^2\,dx", r"\frac{1}{3}", r"\frac{1}{2}"),
    (r"\sum_{k=1}^{10} k", "55", "45"),
    (r"17 \bmod 5", "2", "3"),
    (r"f^{-1}(x)", r"\frac{x-3}{2}", r"\frac{x+3}{2}"),
]
RIGHT_SPELLINGS = {r"\frac{x-3}{2}": [r"\frac{x}{2} - \frac{3}{2}", r"\frac{x-3}{2}", r"(x-3)/2"]}
FORMS = ["${}$", r"$\boxed{{{}}}$", r"\[ {} \]", "The answer is ${}$.", "Final Answer: ${}$"]


@pytest.mark.parametrize("lhs, gold, wrong", ASKED, ids=[a[1] for a in ASKED])
def test_the_asked_for_left_side_is_its_right_side(lhs, gold, wrong):
    failures = []
    for form, value in itertools.product(FORMS, RIGHT_SPELLINGS.get(gold, [gold])):
        for stated, want in ((value, True), (wrong, False)):
            response = "We compute it.\n" + form.format(f"{lhs} = {stated}")
            bare = "We compute it.\n" + form.format(stated)
            v, b = grade(response, gold), grade(bare, gold)
            if bool(v) != want or bool(v) != bool(b):
                failures.append((response, want, v.answer, v.reason, bool(b)))
    assert not failures, failures


@pytest.mark.parametrize("response, gold", [("$2x = 6$", "3"), ("$x + y = 5$", "5"), ("$3x = 2$", "2")])
def test_an_equation_is_still_no_value(response, gold):
    assert not grade(response, gold)
