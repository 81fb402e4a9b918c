"""Putnam 2001 variation templates: B3 (new constants)."""

import math
from fractions import Fraction

from hardmath.variations.checks import frac_tex as _frac_tex, rational_or_float as _rational_or_float
from hardmath.variations.engine import Choice, Template


# ---------------------------------------------------------------- 2001 B3
def _01b3_bases():
    """Bases c = a/b > 1 in lowest terms whose sum (c + 1)/(c - 1) = (a + b)/(a - b) is a whole number
    of at most 30: a - b divides 2b, so a - b is 1 (sum 2b + 1) or 2 with b odd (sum b + 1).
    """
    return tuple((b + g, b) for g in (1, 2) for b in range(1, 30) if math.gcd(b + g, b) == 1 and (2 * b + g) // g <= 30)


def _01b3_value(p):
    a, b = p["c"]
    return Fraction(a + b, a - b)


def _01b3_text(p):
    a, b = p["c"]
    base = str(a) if b == 1 else f"\\left(\\frac{{{a}}}{{{b}}}\\right)"
    return {"cc": base, "ans": _frac_tex(_01b3_value(p))}


def _01b3_check(p):
    a, b = p["c"]
    c = a / b
    total = 0.0
    for n in range(1, 4000):
        k = math.isqrt(n)
        if n - k * k > k:  # sqrt(n) > k + 1/2
            k += 1
        term = (c**k + c**-k) * c**-n
        total += term
        if term < 1e-18:
            break
    return _rational_or_float(total, 1000, 1e-9)


TEMPLATES = [
    Template(
        name="putnam_2001_b3",
        kind="constant",
        statements=[
            r"For any positive integer $[[n]]$, let $\langle [[n]] \rangle$ denote the closest integer to $\sqrt{[[n]]}$. Evaluate "
            r"$\sum_{[[n]]=1}^\infty \frac{[[cc]]^{\langle [[n]] \rangle}+[[cc]]^{-\langle [[n]] \rangle}}{[[cc]]^[[n]]}$.",
            r"Let $\langle [[n]] \rangle$ be the integer nearest to $\sqrt{[[n]]}$ ($[[n]] = 1, 2, \dots$). Compute the sum of the series "
            r"$\displaystyle\sum_{[[n]] \ge 1} \left([[cc]]^{\langle [[n]]\rangle} + [[cc]]^{-\langle [[n]]\rangle}\right)[[cc]]^{-[[n]]}$.",
            r"Writing $\langle [[n]] \rangle$ for the nearest integer to $\sqrt{[[n]]}$, find the exact value of \[ \sum_{[[n]]=1}^{\infty} \frac{[[cc]]^{\langle [[n]]\rangle} + [[cc]]^{-\langle [[n]]\rangle}}{[[cc]]^{[[n]]}}. \]",
        ],
        solution=(
            r"Since $(k \pm \tfrac12)^2 = k^2 \pm k + \tfrac14$, we have $\langle [[n]] \rangle = k$ exactly for $k^2 - k + 1 \le [[n]] \le k^2 + k$. "
            r"Summing the geometric block, $\sum_{[[n]]=k^2-k+1}^{k^2+k} [[cc]]^{-[[n]]} = \frac{[[cc]]^{-(k^2-k)}(1 - [[cc]]^{-2k})}{[[cc]]-1}$, and multiplying by "
            r"$[[cc]]^k + [[cc]]^{-k}$ gives $\frac{[[cc]]^{-(k^2-2k)} - [[cc]]^{-(k^2+2k)}}{[[cc]]-1} = \frac{T_{k-1} - T_{k+1}}{[[cc]]-1}$ with $T_j = [[cc]]^{1-j^2}$. "
            r"Summing over $k \ge 1$ telescopes to $\frac{T_0 + T_1}{[[cc]]-1} = \frac{[[cc]] + 1}{[[cc]] - 1} = \boxed{[[ans]]}$."
        ),
        answer="[[ans]]",
        variables={"n": "n"},
        constants={"c": Choice(_01b3_bases(), (2, 1))},
        derived=_01b3_text,
        value=_01b3_value,
        check=_01b3_check,
        ranges="the base c = a/b > 1 is a fraction (or 2, 3) whose sum (c + 1)/(c - 1) is a whole number of at most "
        "30, as the original's 3: the same blocks k^2 - k + 1 <= n <= k^2 + k and the same telescoping hold for any "
        "c > 1. An integer base above 3 gives a fraction (c + 1)/(c - 1), so the base is drawn as a/b (issue 38).",
    ),
]
