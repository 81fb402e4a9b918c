"""Putnam 1999 variation templates: A4 (new constants)."""

from fractions import Fraction

from hardmath.variations.checks import frac_tex as _frac_tex, rational_or_float as _rational_or_float
from hardmath.variations.engine import IntRange, Template


# ---------------------------------------------------------------- 1999 A4
def _99a4_check(p):
    q = p["q"]
    terms = 80
    total = sum(m * m * n / (q**m * (n * q**m + m * q**n)) for m in range(1, terms) for n in range(1, terms))
    return _rational_or_float(total, 10**7, 1e-12)


TEMPLATES = [
    Template(
        name="putnam_1999_a4",
        answer_band=3,
        kind="constant",
        statements=[
            r"Sum the series \[\sum_{[[m]]=1}^\infty \sum_{[[n]]=1}^\infty \frac{[[m]]^2 [[n]]}{[[q]]^[[m]]([[n]][[q]]^[[m]]+[[m]][[q]]^[[n]])}.\]",
            r"Find the exact value of the double series $\displaystyle\sum_{[[m]] \ge 1}\sum_{[[n]] \ge 1} \frac{[[m]]^2[[n]]}{[[q]]^{[[m]]}\left([[n]]\cdot [[q]]^{[[m]]} + [[m]]\cdot [[q]]^{[[n]]}\right)}$.",
            r"Evaluate \[ S = \sum_{[[m]]=1}^{\infty}\sum_{[[n]]=1}^{\infty} \frac{[[m]]^2\, [[n]]}{[[q]]^{[[m]]}\,([[n]] [[q]]^{[[m]]} + [[m]] [[q]]^{[[n]]})}. \]",
        ],
        solution=(
            r"Put $a_j = j/[[q]]^j$. Since $[[n]][[q]]^{[[m]]} + [[m]][[q]]^{[[n]]} = [[q]]^{[[m]]+[[n]]}(a_{[[m]]} + a_{[[n]]})$, the general term equals "
            r"$\frac{a_{[[m]]}^2 a_{[[n]]}}{a_{[[m]]} + a_{[[n]]}}$. The series has positive terms, so we may swap $[[m]]$ and $[[n]]$ and average: "
            r"$S = \frac12\sum_{[[m]],[[n]]} \frac{a_{[[m]]}a_{[[n]]}(a_{[[m]]} + a_{[[n]]})}{a_{[[m]]}+a_{[[n]]}} = \frac12\Bigl(\sum_{j\ge1} a_j\Bigr)^2$. "
            r"Finally $\sum_{j \ge 1} j x^j = \frac{x}{(1-x)^2}$ at $x = 1/[[q]]$ gives $\sum_j a_j = \frac{[[q]]}{[[q1]]^2}$, so "
            r"$S = \frac{[[q]]^2}{2\cdot [[q1]]^4} = \boxed{[[ans]]}$."
        ),
        answer="[[ans]]",
        variables={"m": "m", "n": "n"},
        constants={"q": IntRange(2, 30, original=3)},
        derived=lambda p: {"q1": p["q"] - 1, "ans": _frac_tex(Fraction(p["q"] ** 2, 2 * (p["q"] - 1) ** 4))},
        value=lambda p: Fraction(p["q"] ** 2, 2 * (p["q"] - 1) ** 4),
        check=_99a4_check,
        atypical="the answer is a function of the base q alone and q = 2 gives the integer 2: the original's q = 3 (9/32) is the smallest base with a fraction, every larger q a longer one",
    ),
]
