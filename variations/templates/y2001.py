"""Putnam 2001 variation templates: B3 (new constants)."""

import math
from fractions import Fraction

from hardmath.variations.checks import frac_tex as _frac_tex, rational_or_float as _rational_or_float
from hardmath.variations.engine import IntRange, Template


# ---------------------------------------------------------------- 2001 B3
def _01b3_check(p):
    c = p["c"]
    total = 0.0
    for n in range(1, 400):
        k = math.isqrt(n)
        if n - k * k > k:  # sqrt(n) > k + 1/2
            k += 1
        total += (c**k + c**-k) * float(c) ** -n
    return _rational_or_float(total, 1000, 1e-10)


TEMPLATES = [
    Template(
        name="putnam_2001_b3",
        answer_band=None,
        kind="constant",
        statements=[
            r"For any positive integer $[[n]]$, let $\langle [[n]] \rangle$ denote the closest integer to $\sqrt{[[n]]}$. Evaluate "
            r"$\sum_{[[n]]=1}^\infty \frac{[[c]]^{\langle [[n]] \rangle}+[[c]]^{-\langle [[n]] \rangle}}{[[c]]^[[n]]}$.",
            r"Let $\langle [[n]] \rangle$ be the integer nearest to $\sqrt{[[n]]}$ ($[[n]] = 1, 2, \dots$). Compute the sum of the series "
            r"$\displaystyle\sum_{[[n]] \ge 1} \left([[c]]^{\langle [[n]]\rangle} + [[c]]^{-\langle [[n]]\rangle}\right)[[c]]^{-[[n]]}$.",
            r"Writing $\langle [[n]] \rangle$ for the nearest integer to $\sqrt{[[n]]}$, find the exact value of \[ \sum_{[[n]]=1}^{\infty} \frac{[[c]]^{\langle [[n]]\rangle} + [[c]]^{-\langle [[n]]\rangle}}{[[c]]^{[[n]]}}. \]",
        ],
        solution=(
            r"Since $(k \pm \tfrac12)^2 = k^2 \pm k + \tfrac14$, we have $\langle [[n]] \rangle = k$ exactly for $k^2 - k + 1 \le [[n]] \le k^2 + k$. "
            r"Summing the geometric block, $\sum_{[[n]]=k^2-k+1}^{k^2+k} [[c]]^{-[[n]]} = \frac{[[c]]^{-(k^2-k)}(1 - [[c]]^{-2k})}{[[c]]-1}$, and multiplying by "
            r"$[[c]]^k + [[c]]^{-k}$ gives $\frac{[[c]]^{-(k^2-2k)} - [[c]]^{-(k^2+2k)}}{[[c]]-1} = \frac{T_{k-1} - T_{k+1}}{[[c]]-1}$ with $T_j = [[c]]^{1-j^2}$. "
            r"Summing over $k \ge 1$ telescopes to $\frac{T_0 + T_1}{[[c]]-1} = \frac{[[c]] + 1}{[[c]] - 1} = \boxed{[[ans]]}$."
        ),
        answer="[[ans]]",
        variables={"n": "n"},
        constants={"c": IntRange(2, 40, original=2)},
        derived=lambda p: {"ans": _frac_tex(Fraction(p["c"] + 1, p["c"] - 1))},
        value=lambda p: Fraction(p["c"] + 1, p["c"] - 1),
        check=_01b3_check,
    ),
]
