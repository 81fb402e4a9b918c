"""Putnam 2015 variation templates: A3, B4 (new constants)."""

import math
from fractions import Fraction

from hardmath.variations.checks import factorize as _factor, power_tex as _power_tex
from hardmath.variations.engine import IntRange, Template


# ---------------------------------------------------------------- 2015 A3: a product over roots of unity
def _gcd_sum(n: int) -> int:
    out = 1
    for q, e in _factor(n):
        out *= q ** (e - 1) * ((e + 1) * q - e)
    return out


def _roots_check(p) -> int:
    """log2 of the double product, numerically, grouping a by d = gcd(a, N) (the inner
    product over b only depends on d) and evaluating each inner product directly.
    """
    N = p["N"]
    total = 0.0
    for d in range(1, N + 1):
        if N % d:
            continue
        count = sum(1 for a in range(1, N + 1) if math.gcd(a, N) == d)
        m = N // d  # b -> d*b mod N runs over the multiples of d, each d times
        inner = sum(
            math.log2(abs(1 + complex(math.cos(2 * math.pi * d * b / N), math.sin(2 * math.pi * d * b / N))))
            for b in range(1, m + 1)
        )
        total += count * d * inner
    return round(total) if abs(total - round(total)) < 1e-6 else total


def _roots_derived(p) -> dict:
    fac = _factor(p["N"])
    return {
        "fact": r" \cdot ".join(_power_tex(q, e) for q, e in fac),
        "terms": r" \cdot ".join(str(q ** (e - 1) * ((e + 1) * q - e)) for q, e in fac),
        "ans": _gcd_sum(p["N"]),
    }


ROOTS = Template(
    name="putnam_2015_a3",
    kind="constant",
    statements=[
        r"Compute $\log_2 \left( \prod_{[[a]]=1}^{[[N]]}\prod_{[[b]]=1}^{[[N]]}(1+e^{2\pi i[[a]][[b]]/[[N]]}) \right)$. Here $i$ is the imaginary unit (that is, $i^2=-1$).",
        r"Let $i$ denote the imaginary unit. Find the base-$2$ logarithm of the complex number \[ \prod_{[[a]]=1}^{[[N]]}\,\prod_{[[b]]=1}^{[[N]]} \left(1+e^{2\pi i [[a]] [[b]]/[[N]]}\right). \]",
        r"Evaluate $\displaystyle \log_2 \prod_{1 \le [[a]],[[b]] \le [[N]]} \bigl(1+e^{2\pi i\, [[a]][[b]]/[[N]]}\bigr)$, where $i^2=-1$.",
    ],
    solution=(
        r"Fix $[[a]]$ and let $d = \gcd([[a]],[[N]])$, $m = [[N]]/d$. As $[[b]]$ runs over $1,\dots,[[N]]$, the number "
        r"$e^{2\pi i[[a]][[b]]/[[N]]}$ runs over the $m$-th roots of unity, each exactly $d$ times. Since $m$ is odd, "
        r"evaluating $\prod_{\zeta^m=1}(x-\zeta) = x^m-1$ at $x=-1$ gives $\prod_{\zeta^m=1}(1+\zeta) = 2$, so the inner "
        r"product is $2^d$. Therefore the requested logarithm is $\sum_{[[a]]=1}^{[[N]]}\gcd([[a]],[[N]])$, a multiplicative "
        r"function equal to $\prod_{q^e \| [[N]]} q^{e-1}((e+1)q-e)$. With $[[N]] = [[fact]]$ this is "
        r"$[[terms]] = \boxed{[[ans]]}$."
    ),
    answer="[[ans]]",
    variables={"a": "a", "b": "b"},
    constants={"N": IntRange(1000, 3000, original=2015)},
    ranges="N in 1000..3000, years around the original's 2015: the same computation, an answer of the original's size (issue 38)",
    constraint=lambda p: p["N"] % 2 == 1,
    derived=_roots_derived,
    value=lambda p: _gcd_sum(p["N"]),
    check=_roots_check,
)


# ---------------------------------------------------------------- 2015 B4: a sum over triangles
def _triangle_value(p) -> Fraction:
    u, v, w = p["u"], p["v"], p["w"]
    return Fraction(u * (v * w + u), (v * w - 1) * (w - u) * (v - u))


def _triangle_check(p) -> Fraction:
    """Truncated direct sum over (b, c); for fixed b, c the side a runs over |b-c| < a < b+c."""
    u, v, w = p["u"], p["v"], p["w"]
    total = 0.0
    top = 130
    for b in range(1, top):
        for c in range(1, top):
            # sum_{a=|b-c|+1}^{b+c-1} u^a / (v^b w^c) = (u/v)^b (u/w)^c sum_{s=1}^{2min(b,c)-1} u^{-s}
            length = 2 * min(b, c) - 1
            inner = (1 - u**-length) / (u - 1)
            total += (u / v) ** b * (u / w) ** c * inner
    return Fraction(total).limit_denominator(20000)


def _triangle_derived(p) -> dict:
    v = _triangle_value(p)
    u, vv, w = p["u"], p["v"], p["w"]
    return {
        "ans": rf"\frac{{{v.numerator}}}{{{v.denominator}}}",
        "X": u,
        "Y": rf"\frac{{1}}{{{vv}}}",
        "Z": rf"\frac{{1}}{{{w}}}",
    }


TRIANGLES = Template(
    name="putnam_2015_b4",
    kind="constant",
    statements=[
        r"Let $[[T]]$ be the set of all triples $([[a]],[[b]],[[c]])$ of positive integers for which there exist triangles with side lengths $[[a]],[[b]],[[c]]$. Express \[ \sum_{([[a]],[[b]],[[c]]) \in [[T]]} \frac{[[u]]^[[a]]}{[[v]]^[[b]] [[w]]^[[c]]} \] as a rational number in lowest terms.",
        r"Call a triple $([[a]],[[b]],[[c]])$ of positive integers admissible if $[[a]],[[b]],[[c]]$ are the side lengths of a nondegenerate triangle, and let $[[T]]$ be the set of admissible triples. Write $\sum_{([[a]],[[b]],[[c]])\in [[T]]} \dfrac{[[u]]^{[[a]]}}{[[v]]^{[[b]]}\,[[w]]^{[[c]]}}$ as a fraction in lowest terms.",
        r"Sum $\frac{[[u]]^{[[a]]}}{[[v]]^{[[b]]}[[w]]^{[[c]]}}$ over all ordered triples $([[a]],[[b]],[[c]])$ of positive integers that are the side lengths of some triangle (the set $[[T]]$ of such triples). Give the result as a reduced fraction.",
    ],
    solution=(
        r"Put $[[x]] = [[X]]$, $[[y]] = [[Y]]$, $[[z]] = [[Z]]$, so the summand is $[[x]]^{[[a]]}[[y]]^{[[b]]}[[z]]^{[[c]]}$. "
        r"Triangles correspond to positive integers $p=[[b]]+[[c]]-[[a]]$, $q=[[a]]+[[c]]-[[b]]$, $r=[[a]]+[[b]]-[[c]]$ of equal parity, with "
        r"$[[a]]=\frac{q+r}{2}$, $[[b]]=\frac{p+r}{2}$, $[[c]]=\frac{p+q}{2}$; the summand is "
        r"$([[y]][[z]])^{p/2}([[x]][[z]])^{q/2}([[x]][[y]])^{r/2}$. Summing over all odd $p,q,r$ and over all even $p,q,r$ gives "
        r"$\frac{[[x]][[y]][[z]](1+[[x]][[y]][[z]])}{(1-[[y]][[z]])(1-[[x]][[z]])(1-[[x]][[y]])}$, which for our values equals "
        r"$\frac{[[u]]([[v]]\cdot[[w]]+[[u]])}{([[v]]\cdot[[w]]-1)([[w]]-[[u]])([[v]]-[[u]])} = \boxed{[[ans]]}$."
    ),
    answer="[[ans]]",
    variables={"a": "a", "b": "b", "c": "c", "T": "T", "x": "x", "y": "y", "z": "z"},
    constants={"u": IntRange(2, 4, original=2), "v": IntRange(3, 9, original=3), "w": IntRange(3, 9, original=5)},
    constraint=lambda p: 4 * p["u"] <= 3 * p["v"] and 4 * p["u"] <= 3 * p["w"] and p["v"] <= p["w"],
    derived=_triangle_derived,
    value=_triangle_value,
    check=_triangle_check,
)


TEMPLATES = [
    ROOTS,
    TRIANGLES,
]
