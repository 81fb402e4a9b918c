"""Putnam 1981 variation templates: B1 (renamed variables); A1, B2 (new constants)."""

import math
from fractions import Fraction

from hardmath.variations.checks import frac_tex as _frac_tex, pattern_search as _pattern_search
from hardmath.variations.engine import Choice, Template


# ---------------------------------------------------------------- 1981 A1: E(n)/n^2 for prime p
def _a1_81_value(p):
    return Fraction(1, 2 * (p["p"] - 1))


def _a1_81_check(p):
    """E(N) = sum_m m v_p(m) counted power by power (p^j | m contributes m once per j)."""
    q = p["p"]
    n = q**40 + 12345
    total, pj = 0, q
    while pj <= n:
        c = n // pj
        total += pj * c * (c + 1) // 2
        pj *= q
    return Fraction(total, n * n).limit_denominator(200)


def _a1_81_derived(p):
    return {"pm1": p["p"] - 1, "ans": _frac_tex(_a1_81_value(p))}


# ---------------------------------------------------------------- 1981 B2: chain of ratios
_B2_81_C = (4, 9, 16, 25, 36, 49, 64, 81, 100, 2, 3, 5, 6, 7, 10, 625, 8, 11, 12, 13, 14, 15, 17, 18, 19, 20)


def _b2_81_exact(c: int) -> str:
    r4 = round(c**0.25)
    if r4**4 == c:
        return str(4 * (r4 - 1) ** 2)
    r2 = math.isqrt(c)
    if r2 * r2 == c:  # c^{1/4} = sqrt(r2): 4(r2 + 1) - 8 sqrt(r2), root simplified
        k = max(j for j in range(1, r2 + 1) if r2 % (j * j) == 0)
        return rf"{4 * (r2 + 1)} - {8 * k}\sqrt{{{r2 // (k * k)}}}"
    return rf"4 + 4\sqrt{{{c}}} - 8\sqrt[4]{{{c}}}"


def _b2_81_check(p):
    c = p["c"]

    def f(v: list[float]) -> float:
        r, s, t = v
        if not 1 <= r <= s <= t <= c:
            return math.inf
        return (r - 1) ** 2 + (s / r - 1) ** 2 + (t / s - 1) ** 2 + (c / t - 1) ** 2

    start = [1 + (c - 1) * k / 4 for k in (1, 2, 3)]
    return f"{_pattern_search(f, start, step=(c - 1) / 16):.6f}"


TEMPLATES = [
    Template(
        name="putnam_1981_a1",
        answer_band=2,
        kind="constant",
        statements=[
            r"Let $[[E]]([[n]])$ be the greatest integer $[[k]]$ such that $[[p]]^[[k]]$ divides $1^1 2^2 3^3 \cdots [[n]]^[[n]]$. Find $\lim_{[[n]] \rightarrow \infty} \frac{[[E]]([[n]])}{[[n]]^2}$.",
            r"For each positive integer $[[n]]$, let $[[E]]([[n]])$ denote the exponent of the prime $[[p]]$ in the product $\prod_{m=1}^{[[n]]} m^m$. Compute $\lim_{[[n]]\to\infty} [[E]]([[n]])/[[n]]^2$.",
            r"Write $1^1\cdot 2^2 \cdots [[n]]^{[[n]]} = [[p]]^{[[E]]([[n]])}\cdot M$ with $M$ not divisible by $[[p]]$. What is the limit of $\frac{[[E]]([[n]])}{[[n]]^2}$ as $[[n]]$ tends to infinity?",
        ],
        solution=(
            r"We have $[[E]]([[n]]) = \sum_{m \le [[n]]} m\, v_{[[p]]}(m) = \sum_{j \ge 1} \sum_{[[p]]^j \mid m \le [[n]]} m$. "
            r"The inner sum is $[[p]]^j \cdot \frac{q(q+1)}{2}$ with $q = \lfloor [[n]]/[[p]]^j \rfloor$, which is $\frac{[[n]]^2}{2\cdot [[p]]^j} + O([[n]])$. "
            r"Only $O(\log [[n]])$ values of $j$ contribute, so $[[E]]([[n]]) = \frac{[[n]]^2}{2}\sum_{j\ge1} [[p]]^{-j} + O([[n]]\log [[n]]) = \frac{[[n]]^2}{2\cdot [[pm1]]} + O([[n]]\log [[n]])$. "
            r"Therefore the limit is $\boxed{[[ans]]}$."
        ),
        answer="[[ans]]",
        variables={"E": "E", "n": "n", "k": "k"},
        constants={
            "p": Choice(
                (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97),
                original=5,
            )
        },
        derived=_a1_81_derived,
        value=_a1_81_value,
        check=_a1_81_check,
        atypical="the answer 1/(2(p - 1)) is a function of the prime p alone, with a one-digit denominator only for p = 2, 3, 5: primes up to 23 (so that 5 is central) leave 8 instances",
    ),
    Template(
        name="putnam_1981_b1",
        kind="variable",
        statements=[
            r"Find the value of $$\lim_{[[n]] \rightarrow \infty} \frac{1}{[[n]]^5}\sum_{[[h]]=1}^{[[n]]}\sum_{[[k]]=1}^{[[n]]}(5[[h]]^4 - 18[[h]]^2[[k]]^2 + 5[[k]]^4).$$",
            r"Compute $\displaystyle\lim_{[[n]]\to\infty} [[n]]^{-5}\sum_{[[h]]=1}^{[[n]]}\sum_{[[k]]=1}^{[[n]]}\left(5[[h]]^4-18[[h]]^2[[k]]^2+5[[k]]^4\right)$.",
            r"Evaluate the limit as $[[n]]\to\infty$ of $\frac{1}{[[n]]^5}$ times the double sum of $5[[h]]^4 - 18[[h]]^2[[k]]^2 + 5[[k]]^4$ over all $1 \le [[h]], [[k]] \le [[n]]$.",
        ],
        solution=(
            r"By symmetry the double sum is $10[[n]]\sum_{[[h]]=1}^{[[n]]}[[h]]^4 - 18\left(\sum_{[[h]]=1}^{[[n]]}[[h]]^2\right)^2$. "
            r"Using $\sum [[h]]^4 = \frac{[[n]]^5}{5} + \frac{[[n]]^4}{2} + O([[n]]^3)$ and $\sum [[h]]^2 = \frac{[[n]]^3}{3} + \frac{[[n]]^2}{2} + O([[n]])$, this is "
            r"$2[[n]]^6 + 5[[n]]^5 - 18\left(\frac{[[n]]^6}{9} + \frac{[[n]]^5}{3}\right) + O([[n]]^4) = -[[n]]^5 + O([[n]]^4)$. "
            r"Dividing by $[[n]]^5$, the limit is $\boxed{-1}$."
        ),
        answer="-1",
        variables={"n": "n", "h": "h", "k": "k"},
    ),
    Template(
        name="putnam_1981_b2",
        kind="constant",
        statements=[
            r"Determine the minimum value attained by $$([[r]] - 1)^2 + \left(\frac{[[s]]}{[[r]]} - 1\right)^2 + \left(\frac{[[t]]}{[[s]]} - 1\right)^2 + \left(\frac{[[c]]}{[[t]]} - 1\right)^2$$ across all choices of real $[[r]]$, $[[s]]$, and $[[t]]$ that satisfy $1 \le [[r]] \le [[s]] \le [[t]] \le [[c]]$.",
            r"Real numbers $[[r]], [[s]], [[t]]$ satisfy $1 \le [[r]] \le [[s]] \le [[t]] \le [[c]]$. Find the smallest possible value of $([[r]]-1)^2 + ([[s]]/[[r]]-1)^2 + ([[t]]/[[s]]-1)^2 + ([[c]]/[[t]]-1)^2$.",
            r"Over all real triples with $1 \le [[r]] \le [[s]] \le [[t]] \le [[c]]$, what is the minimum of $\left([[r]]-1\right)^2+\left(\tfrac{[[s]]}{[[r]]}-1\right)^2+\left(\tfrac{[[t]]}{[[s]]}-1\right)^2+\left(\tfrac{[[c]]}{[[t]]}-1\right)^2$?",
        ],
        solution=(
            r"Put $x_1 = [[r]]$, $x_2 = [[s]]/[[r]]$, $x_3 = [[t]]/[[s]]$, $x_4 = [[c]]/[[t]]$: these are $\ge 1$ with product $[[c]]$, and we minimize $\sum (x_i-1)^2$. "
            r"By the power-mean inequality $\sum (x_i - 1)^2 \ge \frac{1}{4}\left(\sum x_i - 4\right)^2$, and by AM-GM $\sum x_i \ge 4\sqrt[4]{[[c]]}$, so the sum is at least $4(\sqrt[4]{[[c]]}-1)^2$. "
            r"Equality holds for $x_1 = \dots = x_4 = \sqrt[4]{[[c]]}$, i.e. $[[r]] = [[c]]^{1/4}$, $[[s]] = [[c]]^{1/2}$, $[[t]] = [[c]]^{3/4}$, which satisfy the constraints. "
            r"The minimum is $4(\sqrt[4]{[[c]]}-1)^2 = \boxed{[[ans]]}$."
        ),
        answer="[[ans]]",
        variables={"r": "r", "s": "s", "t": "t"},
        constants={"c": Choice(_B2_81_C, original=4)},
        derived=lambda p: {"ans": _b2_81_exact(p["c"])},
        value=lambda p: f"{4 * (p['c'] ** 0.25 - 1) ** 2:.6f}",
        check=_b2_81_check,
        atypical="the answer 4(c^(1/4) - 1)^2 is a + b sqrt(m) only where c is a square; the original's c = 4 is the smallest such c, the draws below it (2, 3) give fourth roots",
    ),
]
