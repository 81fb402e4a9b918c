"""Putnam 1996 variation templates: B1, B3 (renamed variables); A2 (new constants)."""

import math
from fractions import Fraction

from hardmath.variations.checks import frac_tex as _frac_tex, rational_or_float as _rational_or_float
from hardmath.variations.engine import IntRange, Template


# ---------------------------------------------------------------- 1996 A2
def _96a2_check(p):
    """Extreme lengths of (r1 u + r2 v)/2 over a fine grid of relative angles between the unit vectors u, v."""
    r1, r2 = p["r1"], p["r2"]
    lengths = [math.sqrt(r1 * r1 + r2 * r2 + 2 * r1 * r2 * math.cos(2 * math.pi * k / 3600)) / 2 for k in range(3600)]
    return (_rational_or_float(min(lengths), 100, 1e-9), _rational_or_float(max(lengths), 100, 1e-9))


TEMPLATES = [
    Template(
        name="putnam_1996_a2",
        inert={
            "D": "measured by typicality.inert_constants: no draw of it moves the answer; it changes only the problem text"
        },
        kind="constant",
        statements=[
            r"Let $[[C]]_1$ and $[[C]]_2$ be circles whose centers are $[[D]]$ units apart, and whose radii are $[[r1]]$ and $[[r2]]$. Find, with proof, the locus of all "
            r"points $[[M]]$ for which there exist points $[[X]]$ on $[[C]]_1$ and $[[Y]]$ on $[[C]]_2$ such that $[[M]]$ is the midpoint of the line segment $[[X]][[Y]]$. "
            r"Give the area of this locus as your final answer.",
            r"Two circles $[[C]]_1$, $[[C]]_2$ have radii $[[r1]]$ and $[[r2]]$, and their centers are at distance $[[D]]$. Describe the set of midpoints $[[M]]$ of "
            r"all segments $[[X]][[Y]]$ with $[[X]] \in [[C]]_1$ and $[[Y]] \in [[C]]_2$, and find its area.",
            r"Circles $[[C]]_1$ (radius $[[r1]]$) and $[[C]]_2$ (radius $[[r2]]$) have centers $[[D]]$ apart. A point $[[M]]$ is called a midpoint point if "
            r"$[[M]]$ is the midpoint of $[[X]][[Y]]$ for some $[[X]]$ on $[[C]]_1$ and $[[Y]]$ on $[[C]]_2$. Determine the locus of all such $[[M]]$; your final answer is its area.",
        ],
        solution=(
            r"Let $O_1, O_2$ be the centers and $O$ the midpoint of $O_1O_2$. Write $[[X]] = O_1 + [[r1]]u$ and $[[Y]] = O_2 + [[r2]]v$ with unit vectors $u, v$. "
            r"Then $[[M]] = O + \tfrac12([[r1]]u + [[r2]]v)$. For fixed $u$, the points $[[r1]]u + [[r2]]v$ fill the circle of radius $[[r2]]$ about $[[r1]]u$; "
            r"as $u$ turns, these circles sweep exactly the vectors of length between $[[r2]] - [[r1]]$ and $[[r2]] + [[r1]]$ (the length "
            r"$\sqrt{[[r1]]^2 + [[r2]]^2 + 2\cdot [[r1]]\cdot [[r2]]\cos\varphi}$ takes every value in that range as the angle $\varphi$ between $u$ and $v$ varies, and all directions occur). "
            r"Hence the locus is the closed annulus centered at $O$ with inner radius $[[inner]]$ and outer radius $[[outer]]$, "
            r"of area $\pi\left(([[outer]])^2 - ([[inner]])^2\right) = \boxed{[[area]]}$."
        ),
        answer=r"[[area]]",
        variables={"C": "C", "M": "M", "X": "X", "Y": "Y"},
        constants={
            "D": IntRange(3, 30, original=10),
            "r1": IntRange(1, 6, original=1),
            "r2": IntRange(2, 9, original=3),
        },
        constraint=lambda p: p["r1"] < p["r2"] and p["D"] > p["r1"] + p["r2"],
        derived=lambda p: {
            "inner": _frac_tex(Fraction(p["r2"] - p["r1"], 2)),
            "outer": _frac_tex(Fraction(p["r1"] + p["r2"], 2)),
            "area": rf"{p['r1'] * p['r2']}\pi",
        },
        value=lambda p: (Fraction(p["r2"] - p["r1"], 2), Fraction(p["r1"] + p["r2"], 2)),
        check=_96a2_check,
    ),
    Template(
        name="putnam_1996_b1",
        kind="variable",
        statements=[
            r"Define a \emph{selfish} set to be a set which has its own cardinality (number of elements) as an element. Find, with proof, the number of subsets "
            r"of $\{1,2,\ldots,[[n]]\}$ which are \emph{minimal} selfish sets, that is, selfish sets none of whose proper subsets is selfish.",
            r"A finite set of positive integers is called selfish if it contains its own number of elements. How many subsets of $\{1, 2, \dots, [[n]]\}$ are "
            r"selfish but have no selfish proper subset? Express the answer in terms of Fibonacci numbers.",
            r"Call $[[S]] \subseteq \{1,\dots,[[n]]\}$ selfish if $|[[S]]| \in [[S]]$, and minimal selfish if moreover no proper subset of $[[S]]$ is selfish. "
            r"Count the minimal selfish subsets of $\{1, \dots, [[n]]\}$.",
        ],
        solution=(
            r"A selfish set $[[S]]$ with $m = |[[S]]|$ is minimal iff $m = \min [[S]]$. Indeed, if some $j < m$ lies in $[[S]]$, a $j$-element subset "
            r"containing $j$ is a selfish proper subset; conversely if $\min [[S]] = m$, every proper subset has fewer than $m$ elements, all of which are "
            r"$\ge m$, so it is not selfish. Such sets consist of $m$ together with $m-1$ elements of $\{m+1, \dots, [[n]]\}$, so the count is "
            r"$\sum_{m \ge 1}\binom{[[n]]-m}{m-1}$, which satisfies the Fibonacci recursion (split on whether $[[n]]$ is in the set) with initial values $1, 1$. "
            r"The number is the Fibonacci number $\boxed{F_{[[n]]}}$ (with $F_1 = F_2 = 1$)."
        ),
        answer=r"F_{[[n]]}",
        variables={"n": "n", "S": "S"},
    ),
    Template(
        name="putnam_1996_b3",
        kind="variable",
        statements=[
            r"Given that $\{[[x]]_1,[[x]]_2,\ldots,[[x]]_[[n]]\}=\{1,2,\ldots,[[n]]\}$, find, with proof, the largest possible value, as a function of $[[n]]$ "
            r"(with $[[n]] \geq 2$), of $[[x]]_1[[x]]_2+[[x]]_2[[x]]_3+\cdots+[[x]]_{[[n]]-1}[[x]]_[[n]]+[[x]]_[[n]][[x]]_1$.",
            r"The numbers $1, 2, \dots, [[n]]$ ($[[n]] \ge 2$) are placed in some order $[[x]]_1, \dots, [[x]]_{[[n]]}$ around a circle. Find the maximum of the cyclic sum "
            r"$[[x]]_1[[x]]_2 + [[x]]_2[[x]]_3 + \cdots + [[x]]_{[[n]]}[[x]]_1$ over all such orders.",
            r"Let $([[x]]_1, \dots, [[x]]_{[[n]]})$ be a permutation of $(1, \dots, [[n]])$, $[[n]] \ge 2$. Determine, as a function of $[[n]]$, the greatest value of "
            r"$\sum_{i=1}^{[[n]]} [[x]]_i [[x]]_{i+1}$, where $[[x]]_{[[n]]+1} = [[x]]_1$.",
        ],
        solution=(
            r"Let $M_{[[n]]}$ be the maximum; $M_2 = 4$. Take an optimal arrangement of $1, \dots, [[n]]$ and delete $[[n]]$, joining its neighbours $a \ne b$. "
            r"The sum drops by $[[n]]a + [[n]]b - ab = [[n]]^2 - ([[n]]-a)([[n]]-b) \le [[n]]^2 - 1\cdot 2$, so $M_{[[n]]} \le M_{[[n]]-1} + [[n]]^2 - 2$. "
            r"Conversely, if an optimal arrangement of $1,\dots,[[n]]-1$ has $[[n]]-1$ and $[[n]]-2$ adjacent, inserting $[[n]]$ between them gains exactly "
            r"$[[n]]^2 - 2$ and keeps $[[n]]$ next to $[[n]]-1$, so by induction $M_{[[n]]} = M_{[[n]]-1} + [[n]]^2 - 2$. Summing from $M_2 = 4$ gives "
            r"$M_{[[n]]} = \boxed{\frac{2[[n]]^3+3[[n]]^2-11[[n]]+18}{6}}$."
        ),
        answer=r"\frac{2[[n]]^3+3[[n]]^2-11[[n]]+18}{6}",
        variables={"x": "x", "n": "n"},
    ),
]
