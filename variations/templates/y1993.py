"""Putnam 1993 variation templates: A1, B1 (new constants)."""

import math
from fractions import Fraction

from hardmath.variations.checks import (
    bisect as _bisect,
    coefficient_tex as _coef,
    frac_tex as _frac_tex,
    rational_or_float as _rational_or_float,
)
from hardmath.variations.engine import IntRange, Template


# ---------------------------------------------------------------- 1993 A1
def _93a1_c(p) -> Fraction:
    al, be = p["al"], p["be"]
    q2 = Fraction(2 * al, 3 * be)
    q = Fraction(math.isqrt(q2.numerator), math.isqrt(q2.denominator))
    return al * q / 3


def _93a1_ok(p) -> bool:
    q2 = Fraction(2 * p["al"], 3 * p["be"])
    return all(math.isqrt(v) ** 2 == v for v in (q2.numerator, q2.denominator))


def _93a1_check(p):
    """Bisect on the height c of the line until the two areas agree."""
    al, be = p["al"], p["be"]

    def y(x: float) -> float:
        return al * x - be * x**3

    def prim(x: float) -> float:
        return al * x * x / 2 - be * x**4 / 4

    xm, xz = math.sqrt(al / (3 * be)), math.sqrt(al / be)  # top of the hump, positive zero

    def signed_area(c):  # (area under curve above line) - (area between axis, line and curve)
        x2 = _bisect(lambda x: y(x) - c, xm, xz, 80)
        return prim(x2) - c * x2

    return _rational_or_float(_bisect(signed_area, 1e-12, y(xm), 80), 1000, 1e-8)


# ---------------------------------------------------------------- 1993 B1
def _93b1_check(p):
    """Smallest n such that every interval (m/A, (m+1)/(A+1)) contains some k/n."""
    A = p["A"]
    n = 1
    while True:
        for m in range(1, A):
            k = m * n // A + 1  # least k with k/n > m/A
            if k * (A + 1) >= (m + 1) * n:
                break
        else:
            return n
        n += 1


TEMPLATES = [
    Template(
        name="putnam_1993_a1",
        answer_band=2,
        kind="constant",
        statements=[
            r"The horizontal line $[[y]]=[[c]]$ intersects the curve $[[y]]=[[alc]][[x]]-[[bec]][[x]]^3$ in the first quadrant as in the figure. Find $[[c]]$ so that "
            r"the areas of the two shaded regions are equal. [Figure not included. The first region is bounded by the $[[y]]$-axis, the line $[[y]]=[[c]]$ and "
            r"the curve; the other lies under the curve and above the line $[[y]]=[[c]]$ between their two points of intersection.]",
            r"The line $[[y]] = [[c]]$ meets the curve $[[y]] = [[alc]][[x]] - [[bec]][[x]]^3$ at two points of the first quadrant. Consider the region bounded by the "
            r"$[[y]]$-axis, the line and the curve, and the region lying above the line and below the curve between the two intersection points. "
            r"For which value of $[[c]]$ do these two regions have the same area?",
            r"Find the constant $[[c]] > 0$ for which the following holds: the line $[[y]] = [[c]]$ crosses the cubic $[[y]] = [[alc]][[x]] - [[bec]][[x]]^3$ twice with "
            r"$[[x]] > 0$, and the area enclosed by the $[[y]]$-axis, the line and the curve equals the area of the region between the two crossings that lies "
            r"under the curve and over the line.",
        ],
        solution=(
            r"Let the line meet the curve at $0 < [[x]]_1 < [[x]]_2$. The first area is $\int_0^{[[x]]_1}([[c]] - [[y]])\,d[[x]]$ and the second is "
            r"$\int_{[[x]]_1}^{[[x]]_2}([[y]] - [[c]])\,d[[x]]$, so they are equal exactly when $\int_0^{[[x]]_2}([[al]][[x]] - [[be]][[x]]^3 - [[c]])\,d[[x]] = 0$, i.e. "
            r"$\frac{[[al]]}{2}[[x]]_2^2 - \frac{[[be]]}{4}[[x]]_2^4 - [[c]][[x]]_2 = 0$. Substituting $[[c]] = [[al]][[x]]_2 - [[be]][[x]]_2^3$ and dividing by $[[x]]_2$ gives "
            r"$\frac{[[al]]}{2}[[x]]_2 - \frac{[[be]]}{4}[[x]]_2^3 = [[al]][[x]]_2 - [[be]][[x]]_2^3$, so $\frac34\cdot [[be]][[x]]_2^2 = \frac{[[al]]}{2}$ and "
            r"$[[x]]_2^2 = \frac{2\cdot [[al]]}{3\cdot [[be]]} = [[q2]]$, i.e. $[[x]]_2 = [[q]]$ (beyond the maximum at $[[x]]^2 = \frac{[[al]]}{3\cdot [[be]]}$, as it must be). "
            r"Then $[[c]] = [[x]]_2([[al]] - [[be]][[x]]_2^2) = \frac{[[al]]}{3}[[x]]_2 = \boxed{[[ans]]}$."
        ),
        answer="[[ans]]",
        variables={"y": "y", "c": "c", "x": "x"},
        constants={"al": IntRange(1, 48, original=2), "be": IntRange(1, 16, original=3)},
        ranges="alpha in 1..48, beta in 1..16 with 2 alpha/(3 beta) a rational square (as 4/9): x_2 and c rational, the same equal-area step; beta stops at 16 so that the original's 3 is not at the edge (issue 38)",
        constraint=_93a1_ok,
        derived=lambda p: {
            "alc": _coef(p["al"]),
            "bec": _coef(p["be"]),
            "q2": _frac_tex(Fraction(2 * p["al"], 3 * p["be"])),
            "q": _frac_tex(3 * _93a1_c(p) / p["al"]),
            "ans": _frac_tex(_93a1_c(p)),
        },
        value=_93a1_c,
        check=_93a1_check,
    ),
    Template(
        name="putnam_1993_b1",
        kind="constant",
        statements=[
            r"Find the smallest positive integer $[[n]]$ such that for every integer $[[m]]$ with $0<[[m]]<[[A]]$, there exists an integer $[[k]]$ for which "
            r"$\frac{[[m]]}{[[A]]}<\frac{[[k]]}{[[n]]}<\frac{[[m]]+1}{[[A1]]}$.",
            r"Determine the least positive integer $[[n]]$ with the property that each open interval $\left(\frac{[[m]]}{[[A]]}, \frac{[[m]]+1}{[[A1]]}\right)$, "
            r"$[[m]] = 1, 2, \dots, [[A0]]$, contains a fraction of the form $\frac{[[k]]}{[[n]]}$ with $[[k]]$ an integer.",
            r"What is the minimum positive integer $[[n]]$ such that, whatever integer $[[m]] \in \{1, \dots, [[A0]]\}$ is given, some integer $[[k]]$ satisfies "
            r"$[[m]]/[[A]] < [[k]]/[[n]] < ([[m]]+1)/[[A1]]$?",
        ],
        solution=(
            r"For $[[n]] = [[ans]]$ take $[[k]] = 2[[m]]+1$: cross-multiplying, $\frac{[[m]]}{[[A]]} < \frac{2[[m]]+1}{[[ans]]}$ and "
            r"$\frac{2[[m]]+1}{[[ans]]} < \frac{[[m]]+1}{[[A1]]}$ both reduce to $[[m]] < [[A]]$, so $[[n]] = [[ans]]$ works. "
            r"Conversely, take $[[m]] = [[A0]]$: the fractions $\frac{[[A0]]}{[[A]]}$ and $\frac{[[A]]}{[[A1]]}$ satisfy $[[A]]\cdot [[A]] - [[A0]]\cdot [[A1]] = 1$, "
            r"so they are neighbours in a Farey sequence and every fraction strictly between them has denominator at least $[[A]] + [[A1]] = [[ans]]$ "
            r"(if $\frac{a}{b} < \frac{[[k]]}{[[n]]} < \frac{c}{d}$ with $bc - ad = 1$, then $[[n]] = [[n]](bc-ad) = b(c[[n]] - d[[k]]) + d(b[[k]] - a[[n]]) \ge b + d$). "
            r"So the smallest $[[n]]$ is $\boxed{[[ans]]}$."
        ),
        answer="[[ans]]",
        variables={"n": "n", "m": "m", "k": "k"},
        constants={"A": IntRange(1600, 2400, original=1993)},
        ranges="A in 1600..2400, years around the original's 1993: the same Farey-neighbour argument, an answer of the original's size (issue 38)",
        derived=lambda p: {"A1": p["A"] + 1, "A0": p["A"] - 1, "ans": 2 * p["A"] + 1},
        value=lambda p: 2 * p["A"] + 1,
        check=_93b1_check,
    ),
]
