"""Putnam 1987 variation templates: A6 (renamed variables); A2, A4, B1, B4 (new constants)."""

import cmath
import math
from fractions import Fraction

import sympy

from hardmath.variations.checks import (
    frac_tex as _frac_tex,
    rational_or_float as _rational_or_float,
    simpson as _simpson,
)
from hardmath.variations.engine import Choice, IntRange, Template


# ---------------------------------------------------------------- 1987 A2
def _87a2_value(p):
    return p["N"] - (2 if p["N"] <= 1003 else 3)


def _87a2_check(p):
    """Least m whose block of at-most-m-digit numbers reaches digit 10^N (binary search)."""
    N = p["N"]

    def digits_up_to(m):  # sum_{j<=m} 9 j 10^{j-1}
        return m * 10**m - (10**m - 1) // 9

    lo, hi = 1, N
    while lo < hi:
        mid = (lo + hi) // 2
        if digits_up_to(mid) >= 10**N:
            hi = mid
        else:
            lo = mid + 1
    return lo


# ---------------------------------------------------------------- 1987 A4
def _87a4_value(p):
    return p["cL"] * sympy.sqrt(sympy.Rational(p["c2"], p["c3"]))


def _87a4_check(p):
    """Solve q s^2 + beta s t + r t^2 = 0 numerically for t with |s| = L, read off |t|^2."""
    q, r, L = p["c2"], p["c3"], p["cL"]
    beta = p["c1"] - q - r
    disc = cmath.sqrt(beta * beta - 4 * q * r)
    lengths2 = {_rational_or_float(abs(L * (-beta + sg * disc) / (2 * r)) ** 2) for sg in (1, -1)}
    if len(lengths2) != 1:
        return lengths2
    value = lengths2.pop()
    return sympy.sqrt(sympy.Rational(value.numerator, value.denominator)) if isinstance(value, Fraction) else value


# ---------------------------------------------------------------- 1987 B1
def _87b1_check(p):
    a, b, d = p["a"], p["b"], p["d"]
    c = a + b + d

    def f(x):
        u, v = math.sqrt(math.log(c - x)), math.sqrt(math.log(x + d))
        return u / (u + v)

    return _rational_or_float(_simpson(f, a, b, 2000), 100)


# ---------------------------------------------------------------- 1987 B4
_B4_POINTS = (
    "(0.8, 0.6)",
    "(0.6, 0.8)",
    "(0.3, 0.4)",
    "(0.4, 0.3)",
    "(0.28, 0.96)",
    "(-0.6, 0.8)",
    "(0.96, 0.28)",
    "(0.6, -0.8)",
    "(0.12, 0.16)",
    "(-0.36, 0.48)",
    "(0.5, 1.2)",
    "(0.9, 1.2)",
)


def _b4_point(p):
    x, y = (Fraction(s) for s in p["pt"].strip("()").split(","))
    return x, y


def _b4_radius(p) -> Fraction:
    x, y = _b4_point(p)
    r2 = x * x + y * y
    return Fraction(math.isqrt(r2.numerator), math.isqrt(r2.denominator))


def _b4_check(p):
    x, y = (float(v) for v in _b4_point(p))
    for _ in range(3000):
        x, y = x * math.cos(y) - y * math.sin(y), x * math.sin(y) + y * math.cos(y)
    return (_rational_or_float(x, 100), _rational_or_float(y, 100))


def _b4_derived(p):
    r = _b4_radius(p)
    x, y = _b4_point(p)
    r_text = str(r.numerator) if r.denominator == 1 else str(float(r))
    return {
        "r": r_text,
        "mr": "-" + r_text,
        "x1": f"({float(x)})" if x < 0 else str(float(x)),
        "y1": f"({float(y)})" if y < 0 else str(float(y)),
    }


TEMPLATES = [
    Template(
        name="putnam_1987_a2",
        kind="constant",
        statements=[
            r"The sequence of digits $123456789101112131415161718192021 \dots$ is obtained by writing the positive integers in order. "
            r"If the $10^[[n]]$-th digit in this sequence occurs in the part of the sequence in which the $[[m]]$-digit numbers are placed, "
            r"define $[[f]]([[n]])$ to be $[[m]]$. For example, $[[f]](2)=2$ because the $100$th digit enters the sequence in the placement of "
            r"the two-digit integer $55$. Find, with proof, $[[f]]([[N]])$.",
            r"Concatenate the positive integers $1, 2, 3, \dots$ into one infinite string of digits $1234567891011\ldots$. For $[[n]] \ge 1$ let "
            r"$[[f]]([[n]])$ be the number of digits of the integer to which the $10^{[[n]]}$-th digit of the string belongs "
            r"(so $[[f]](2) = 2$, since the $100$th digit is part of $55$). Compute $[[f]]([[N]])$.",
            r"Write all positive integers one after another in increasing order. The $10^{[[n]]}$-th digit written lies inside some integer with "
            r"$[[m]]$ digits; call this $[[m]] = [[f]]([[n]])$. For instance $[[f]](2) = 2$ because the $100$th digit is inside $55$. Determine $[[f]]([[N]])$.",
        ],
        solution=(
            r"The $j$-digit numbers contribute $9j\cdot 10^{j-1}$ digits, so all numbers with at most $[[m]]$ digits use "
            r"$D([[m]]) = \sum_{j=1}^{[[m]]} 9j\,10^{j-1} = [[m]]\,10^{[[m]]} - \frac{10^{[[m]]}-1}{9}$ digits, and $[[f]]([[n]])$ is the least $[[m]]$ with $D([[m]]) \ge 10^{[[n]]}$. "
            r"For $[[m]] = [[ans]] = [[N]] - [[t]]$ we get $D([[m]]) > ([[m]] - \tfrac19)10^{[[m]]} \ge 10^{[[t]]}\cdot 10^{[[m]]} = 10^{[[N]]}$ because $[[ans]] - \tfrac19 \ge 10^{[[t]]}$. "
            r"For $[[m]] = [[ans]] - 1$ we get $D([[m]]) < [[m]]\,10^{[[m]]} = \frac{[[ans]]-1}{10^{[[t1]]}}\,10^{[[N]]} < 10^{[[N]]}$ because $[[ans]] - 1 < 10^{[[t1]]}$. "
            r"Hence $[[f]]([[N]]) = \boxed{[[ans]]}$."
        ),
        answer="[[ans]]",
        variables={"f": "f", "n": "n", "m": "m"},
        constants={"N": IntRange(103, 9999, original=1987)},
        derived=lambda p: {"ans": _87a2_value(p), "t": p["N"] - _87a2_value(p), "t1": p["N"] - _87a2_value(p) + 1},
        value=_87a2_value,
        check=_87a2_check,
    ),
    Template(
        name="putnam_1987_a4",
        inert={
            "c1": "measured by typicality.inert_constants: no draw of it moves the answer; it changes only the problem text"
        },
        kind="constant",
        statements=[
            r"Let $[[P]]$ be a polynomial, with real coefficients, in three variables and $[[F]]$ be a function of two variables such that"
            "\n\\[\n"
            r"[[P]]([[u]][[x]], [[u]][[y]], [[u]][[z]]) = [[u]]^2 [[F]]([[y]]-[[x]],[[z]]-[[x]]) \quad \mbox{for all real $[[x]],[[y]],[[z]],[[u]]$},"
            "\n\\]\n"
            r"and such that $[[P]](1,0,0)=[[c1]]$, $[[P]](0,1,0)=[[c2]]$, and $[[P]](0,0,1)=[[c3]]$. Also let $[[A]],[[B]],[[C]]$ be complex numbers with "
            r"$[[P]]([[A]],[[B]],[[C]])=0$ and $|[[B]]-[[A]]|=[[cL]]$. Find $|[[C]]-[[A]]|$.",
            r"A real polynomial $[[P]]$ in three variables and a two-variable function $[[F]]$ satisfy "
            r"$[[P]]([[u]][[x]],[[u]][[y]],[[u]][[z]]) = [[u]]^2[[F]]([[y]]-[[x]], [[z]]-[[x]])$ for all real $[[x]],[[y]],[[z]],[[u]]$. "
            r"Suppose $[[P]](1,0,0) = [[c1]]$, $[[P]](0,1,0) = [[c2]]$, $[[P]](0,0,1) = [[c3]]$, and that the complex numbers $[[A]],[[B]],[[C]]$ satisfy "
            r"$[[P]]([[A]],[[B]],[[C]]) = 0$ with $|[[B]]-[[A]]| = [[cL]]$. What is $|[[C]]-[[A]]|$?",
            r"Suppose $[[P]]([[x]],[[y]],[[z]])$ is a polynomial with real coefficients for which there is a function $[[F]]$ of two variables with "
            r"$[[P]]([[u]][[x]],[[u]][[y]],[[u]][[z]]) = [[u]]^2[[F]]([[y]]-[[x]],[[z]]-[[x]])$ identically in the reals $[[x]],[[y]],[[z]],[[u]]$, and "
            r"$[[P]](1,0,0)=[[c1]]$, $[[P]](0,1,0)=[[c2]]$, $[[P]](0,0,1)=[[c3]]$. If $[[A]],[[B]],[[C]] \in \mathbb{C}$, $[[P]]([[A]],[[B]],[[C]])=0$ and $|[[B]]-[[A]]| = [[cL]]$, "
            r"compute $|[[C]]-[[A]]|$.",
        ],
        solution=(
            r"Taking $[[u]] = 1$ gives $[[P]]([[x]],[[y]],[[z]]) = [[F]]([[y]]-[[x]],[[z]]-[[x]])$, and the identity shows $[[P]]$ is homogeneous of degree $2$; "
            r"hence $[[F]](s,w) = [[P]](0,s,w)$ is a quadratic form $\alpha s^2 + \beta s w + \gamma w^2$. "
            r"Now $\alpha = [[P]](0,1,0) = [[c2]]$, $\gamma = [[P]](0,0,1) = [[c3]]$ and $\alpha+\beta+\gamma = [[F]](-1,-1) = [[P]](1,0,0) = [[c1]]$, so $\beta = [[beta]]$. "
            r"With $s = [[B]]-[[A]] \neq 0$ and $w = [[C]]-[[A]]$ we get $[[c2]]s^2 + ([[beta]])sw + [[c3]]w^2 = 0$, so $w/s$ is a root of "
            r"$[[c3]]\lambda^2 + ([[beta]])\lambda + [[c2]] = 0$. Its discriminant $[[disc]]$ is negative, so the two roots are complex conjugates and "
            r"$|w/s|^2$ equals their product $[[c2]]/[[c3]]$. Therefore $|[[C]]-[[A]]| = [[cL]]\sqrt{[[c2]]/[[c3]]} = \boxed{[[ans]]}$."
        ),
        answer="[[ans]]",
        variables={"P": "P", "F": "F", "u": "u", "x": "x", "y": "y", "z": "z", "A": "A", "B": "B", "C": "C"},
        constants={
            "c1": IntRange(1, 9, original=4),
            "c2": IntRange(1, 9, original=5),
            "c3": IntRange(1, 9, original=6),
            "cL": IntRange(2, 20, original=10),
        },
        constraint=lambda p: (p["c1"] - p["c2"] - p["c3"]) ** 2 < 4 * p["c2"] * p["c3"],
        derived=lambda p: {
            "beta": p["c1"] - p["c2"] - p["c3"],
            "disc": (p["c1"] - p["c2"] - p["c3"]) ** 2 - 4 * p["c2"] * p["c3"],
            "ans": sympy.latex(_87a4_value(p)),
        },
        value=_87a4_value,
        check=_87a4_check,
    ),
    Template(
        name="putnam_1987_a6",
        kind="variable",
        statements=[
            r"For each positive integer $[[n]]$, let $[[a]]([[n]])$ be the number of zeroes in the base $3$ representation of $[[n]]$. For which positive real "
            r"numbers $[[x]]$ does the series"
            "\n\\[\n"
            r"\sum_{[[n]]=1}^\infty \frac{[[x]]^{[[a]]([[n]])}}{[[n]]^3}"
            "\n\\]\n"
            r"converge?",
            r"Let $[[a]]([[n]])$ denote how many digits $0$ the ternary (base $3$) expansion of the positive integer $[[n]]$ has. Determine all $[[x]] > 0$ for which "
            r"$\sum_{[[n]] \ge 1} [[x]]^{[[a]]([[n]])}/[[n]]^3$ converges.",
            r"Write $[[a]]([[n]])$ for the number of zero digits of $[[n]]$ in base $3$. Find the set of positive reals $[[x]]$ such that the series "
            r"$\displaystyle\sum_{[[n]]=1}^{\infty} \frac{[[x]]^{[[a]]([[n]])}}{[[n]]^3}$ is convergent.",
        ],
        solution=(
            r"Group the terms by the number $k$ of ternary digits, $3^{k-1} \le [[n]] < 3^k$. The leading digit is $1$ or $2$, and each of the other $k-1$ "
            r"digits contributes a factor $[[x]]$ if it is $0$ and $1$ otherwise, so $\sum_{3^{k-1} \le [[n]] < 3^k} [[x]]^{[[a]]([[n]])} = 2([[x]]+2)^{k-1}$. "
            r"As $27^{k-1} \le [[n]]^3 < 27^k$, the block sum lies between $\frac{2}{27}\left(\frac{[[x]]+2}{27}\right)^{k-1}$ and $2\left(\frac{[[x]]+2}{27}\right)^{k-1}$. "
            r"The series of positive terms therefore converges exactly when the geometric ratio $\frac{[[x]]+2}{27}$ is less than $1$, i.e. for $\boxed{[[x]] < 25}$."
        ),
        answer=r"[[x]] < 25",
        variables={"n": "n", "a": "a", "x": "x"},
    ),
    Template(
        name="putnam_1987_b1",
        inert={
            "d": "the upper constant c = a + b + d makes x -> a + b - x swap the two logarithms for every d: the integral is (b - a)/2"
        },
        kind="constant",
        statements=[
            r"Evaluate"
            "\n\\[\n"
            r"\int_[[a]]^[[b]] \frac{\sqrt{\ln([[c]]-[[x]])}\,d[[x]]}{\sqrt{\ln([[c]]-[[x]])}+\sqrt{\ln([[x]]+[[d]])}}."
            "\n\\]",
            r"Compute the definite integral $\displaystyle \int_{[[a]]}^{[[b]]} \frac{\sqrt{\ln([[c]]-[[x]])}}{\sqrt{\ln([[c]]-[[x]])}+\sqrt{\ln([[x]]+[[d]])}}\,d[[x]]$.",
            r"Find the exact value of \[ \int_{[[a]]}^{[[b]]} \frac{\sqrt{\ln([[c]]-[[x]])}}{\sqrt{\ln([[x]]+[[d]])}+\sqrt{\ln([[c]]-[[x]])}}\, d[[x]]. \]",
        ],
        solution=(
            r"Call the integral $J$. The substitution $[[x]] \mapsto [[ab]] - [[x]]$ maps $[[[a]],[[b]]]$ onto itself and exchanges "
            r"$[[c]] - [[x]]$ with $[[x]] + [[d]]$ (as $[[c]] - ([[ab]]-[[x]]) = [[x]] + [[d]]$). Hence also "
            r"$J = \int_{[[a]]}^{[[b]]} \frac{\sqrt{\ln([[x]]+[[d]])}}{\sqrt{\ln([[x]]+[[d]])}+\sqrt{\ln([[c]]-[[x]])}}\,d[[x]]$; both logarithms are positive on the interval. "
            r"Adding the two expressions, $2J = \int_{[[a]]}^{[[b]]} 1\,d[[x]] = [[ba]]$, so $J = \boxed{[[ans]]}$."
        ),
        answer="[[ans]]",
        variables={"x": "x"},
        constants={
            "a": IntRange(0, 12, original=2),
            "b": IntRange(1, 40, original=4),
            "d": IntRange(1, 15, original=3),
        },
        constraint=lambda p: p["a"] < p["b"] and p["a"] + p["d"] >= 2,
        derived=lambda p: {
            "c": p["a"] + p["b"] + p["d"],
            "ab": p["a"] + p["b"],
            "ba": p["b"] - p["a"],
            "ans": _frac_tex(Fraction(p["b"] - p["a"], 2)),
        },
        value=lambda p: Fraction(p["b"] - p["a"], 2),
        check=_87b1_check,
        atypical="the answer (b - a)/2 is half the interval's length: the original's [2, 4] is among the shortest, and ranges of its size give the published 1 in 11% of draws and one answer in 45% of instances",
    ),
    Template(
        name="putnam_1987_b4",
        guessable="6 hand-picked starting points: one limit is right for about 33% of instances",
        kind="constant",
        statements=[
            r"Let $([[x]]_1,[[y]]_1) = [[pt]]$ and let $[[x]]_{[[n]]+1} = [[x]]_[[n]] \cos [[y]]_[[n]] - [[y]]_[[n]] \sin [[y]]_[[n]]$ and "
            r"$[[y]]_{[[n]]+1}= [[x]]_[[n]] \sin [[y]]_[[n]] + [[y]]_[[n]] \cos [[y]]_[[n]]$ for $[[n]]=1,2,3,\dots$. For each of "
            r"$\lim_{[[n]]\to \infty} [[x]]_[[n]]$ and $\lim_{[[n]] \to \infty} [[y]]_[[n]]$, prove that the limit exists and find it or prove that the limit does not exist.",
            r"Starting from $([[x]]_1, [[y]]_1) = [[pt]]$, define $[[x]]_{[[n]]+1} = [[x]]_{[[n]]}\cos [[y]]_{[[n]]} - [[y]]_{[[n]]}\sin [[y]]_{[[n]]}$ and "
            r"$[[y]]_{[[n]]+1} = [[x]]_{[[n]]}\sin [[y]]_{[[n]]} + [[y]]_{[[n]]}\cos [[y]]_{[[n]]}$ for $[[n]] \ge 1$. Determine the pair "
            r"$(\lim_{[[n]]\to\infty} [[x]]_{[[n]]}, \lim_{[[n]]\to\infty} [[y]]_{[[n]]})$, showing that both limits exist.",
            r"The points $([[x]]_{[[n]]}, [[y]]_{[[n]]})$ of the plane are defined by $([[x]]_1,[[y]]_1) = [[pt]]$ and by rotating $([[x]]_{[[n]]}, [[y]]_{[[n]]})$ "
            r"about the origin through the angle $[[y]]_{[[n]]}$ (in radians) to obtain $([[x]]_{[[n]]+1}, [[y]]_{[[n]]+1})$, that is, "
            r"$[[x]]_{[[n]]+1} = [[x]]_{[[n]]}\cos [[y]]_{[[n]]} - [[y]]_{[[n]]}\sin [[y]]_{[[n]]}$, $[[y]]_{[[n]]+1} = [[x]]_{[[n]]}\sin [[y]]_{[[n]]} + [[y]]_{[[n]]}\cos [[y]]_{[[n]]}$. "
            r"Find $\lim [[x]]_{[[n]]}$ and $\lim [[y]]_{[[n]]}$.",
        ],
        solution=(
            r"The map is the rotation by the angle $[[y]]_{[[n]]}$, so $[[x]]_{[[n]]}^2 + [[y]]_{[[n]]}^2 = [[x1]]^2 + [[y1]]^2 = \rho^2$ with $\rho = [[r]]$ for all $[[n]]$. "
            r"Write $([[x]]_{[[n]]}, [[y]]_{[[n]]}) = \rho(\cos\theta_{[[n]]}, \sin\theta_{[[n]]})$ with $0 < |\theta_1| < \pi$; then $\theta_{[[n]]+1} = g(\theta_{[[n]]})$ "
            r"where $g(\theta) = \theta + \rho\sin\theta$. On $(0,\pi)$ we have $g(\theta) > \theta$, and $\pi - g(\theta) = (\pi-\theta) - \rho\sin(\pi - \theta)$ "
            r"has absolute value less than $\pi - \theta$, because $0 < \rho\sin v < 2v$ for $0 < v = \pi-\theta < \pi$ (here $\rho < 2$); "
            r"the same holds on $(-\pi,0)$ with $-\pi$ in place of $\pi$. So the distance from $\theta_{[[n]]}$ to $\{\pi, -\pi\}$ decreases, and by continuity its limit $v$ "
            r"must satisfy $|v - \rho\sin v| = v$, forcing $v = 0$. Hence $|\theta_{[[n]]}| \to \pi$, so $[[x]]_{[[n]]} \to -\rho$ and $[[y]]_{[[n]]} \to 0$. "
            r"Both limits exist: $(\lim [[x]]_{[[n]]}, \lim [[y]]_{[[n]]}) = \boxed{([[mr]], 0)}$."
        ),
        answer="([[mr]], 0)",
        variables={"x": "x", "y": "y", "n": "n"},
        constants={"pt": Choice(_B4_POINTS, original="(0.8, 0.6)")},
        derived=_b4_derived,
        value=lambda p: (-_b4_radius(p), 0),
        check=_b4_check,
    ),
]
