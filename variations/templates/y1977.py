"""Putnam 1977 variation templates: A1, A4 (renamed variables); B1 (new constants)."""

from fractions import Fraction

from hardmath.variations.checks import frac_tex as _frac_tex
from hardmath.variations.engine import IntRange, Template


# ---------------------------------------------------------------- 1977 B1: product from m
def _b1_77_value(p):
    m = p["m"]
    return Fraction((m - 1) * m, m * m - m + 1)


def _b1_77_check(p):
    prod = Fraction(1)
    for n in range(p["m"], 1500):
        prod *= Fraction(n**3 - 1, n**3 + 1)
    return prod.limit_denominator(1000)


def _b1_77_derived(p):
    m = p["m"]
    return {"mm1": m - 1, "den": m * m - m + 1, "ans": _frac_tex(_b1_77_value(p))}


TEMPLATES = [
    Template(
        name="putnam_1977_a1",
        kind="variable",
        statements=[
            r"Show that if four distinct points of the curve $[[y]] = 2[[x]]^4 + 7[[x]]^3 + 3[[x]] - 5$ are collinear, then their average $[[x]]$-coordinate is some constant $[[k]]$. Find $[[k]]$.",
            r"Whenever four distinct points on the graph of $[[y]] = 2[[x]]^4 + 7[[x]]^3 + 3[[x]] - 5$ lie on one straight line, the average of their $[[x]]$-coordinates takes the same value $[[k]]$. Determine $[[k]]$.",
            r"Four different points of the quartic curve $[[y]] = 2[[x]]^4+7[[x]]^3+3[[x]]-5$ lie on a common line. Find the arithmetic mean $[[k]]$ of their $[[x]]$-coordinates (it does not depend on the line).",
        ],
        solution=(
            r"A vertical line meets the curve only once, so the line is $[[y]] = m[[x]] + c$. "
            r"Its intersections with the curve are the roots of $2[[x]]^4 + 7[[x]]^3 + (3-m)[[x]] - 5 - c = 0$, a quartic, so the four distinct points account for all four roots. "
            r"By Vieta's formulas the roots sum to $-\frac{7}{2}$, so their average is $-\frac78$ regardless of the line. "
            r"Hence $[[k]] = \boxed{-\frac{7}{8}}$."
        ),
        answer=r"-\frac{7}{8}",
        variables={"x": "x", "y": "y", "k": "k"},
    ),
    Template(
        name="putnam_1977_a4",
        kind="variable",
        statements=[
            r"Find $\sum_{[[n]]=0}^{\infty} \frac{[[x]]^{2^[[n]]}}{1 - [[x]]^{2^{[[n]]+1}}}$ as a rational function of $[[x]]$ for $[[x]] \in (0, 1)$.",
            r"For $0 < [[x]] < 1$, express $\displaystyle\sum_{[[n]] \ge 0} \frac{[[x]]^{2^{[[n]]}}}{1-[[x]]^{2^{[[n]]+1}}}$ as a rational function of $[[x]]$.",
            r"Write the series $\frac{[[x]]}{1-[[x]]^2} + \frac{[[x]]^2}{1-[[x]]^4} + \frac{[[x]]^4}{1-[[x]]^8} + \cdots$, whose general term is $\frac{[[x]]^{2^{[[n]]}}}{1-[[x]]^{2^{[[n]]+1}}}$ ($[[n]] \ge 0$), in closed form as a rational function of $[[x]] \in (0,1)$.",
        ],
        solution=(
            r"For $t \ne \pm 1$ we have $\frac{t}{1-t} - \frac{t^2}{1-t^2} = \frac{t(1+t) - t^2}{1-t^2} = \frac{t}{1-t^2}$. "
            r"With $t = [[x]]^{2^{[[n]]}}$, the $[[n]]$-th term equals $\frac{[[x]]^{2^{[[n]]}}}{1-[[x]]^{2^{[[n]]}}} - \frac{[[x]]^{2^{[[n]]+1}}}{1-[[x]]^{2^{[[n]]+1}}}$, so the series telescopes. "
            r"Since $[[x]]^{2^{[[n]]}} \to 0$ for $0<[[x]]<1$, the sum is the first term $\boxed{\frac{[[x]]}{1 - [[x]]}}$."
        ),
        answer=r"\frac{[[x]]}{1 - [[x]]}",
        variables={"x": "x", "n": "n"},
    ),
    Template(
        name="putnam_1977_b1",
        answer_band=2,
        kind="constant",
        statements=[
            r"Find $\prod_{[[n]]=[[m]]}^{\infty} \frac{([[n]]^3 - 1)}{([[n]]^3 + 1)}$.",
            r"Evaluate the infinite product $\displaystyle\prod_{[[n]] \ge [[m]]} \frac{[[n]]^3-1}{[[n]]^3+1}$.",
            r"Compute the value of $\frac{[[m]]^3-1}{[[m]]^3+1}\cdot\frac{([[m]]+1)^3-1}{([[m]]+1)^3+1}\cdots$, that is, $\prod_{[[n]]=[[m]]}^{\infty} \frac{[[n]]^3 - 1}{[[n]]^3 + 1}$.",
        ],
        solution=(
            r"Factor $\frac{[[n]]^3-1}{[[n]]^3+1} = \frac{[[n]]-1}{[[n]]+1}\cdot\frac{[[n]]^2+[[n]]+1}{([[n]]-1)^2+([[n]]-1)+1}$. "
            r"Both factors telescope: $\prod_{[[n]]=[[m]]}^{M} \frac{[[n]]-1}{[[n]]+1} = \frac{[[mm1]]\cdot[[m]]}{M(M+1)}$ and "
            r"$\prod_{[[n]]=[[m]]}^{M} \frac{[[n]]^2+[[n]]+1}{([[n]]-1)^2+([[n]]-1)+1} = \frac{M^2+M+1}{[[den]]}$. "
            r"The partial product is $\frac{[[mm1]]\cdot[[m]]}{[[den]]}\cdot\frac{M^2+M+1}{M(M+1)}$, which tends to $\boxed{[[ans]]}$ as $M \to \infty$."
        ),
        answer="[[ans]]",
        variables={"n": "n"},
        constants={"m": IntRange(2, 22, original=2)},
        derived=_b1_77_derived,
        value=_b1_77_value,
        check=_b1_77_check,
        atypical="the product starts at n = m, and n = 1 gives the factor 0: the original's m = 2 is the smallest start, and its 2/3 the shortest answer",
    ),
]
