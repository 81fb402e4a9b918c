"""Putnam 2018 variation templates: A1 (new constants)."""

import math

from hardmath.variations.engine import IntRange, Template


# ---------------------------------------------------------------- 2018 A1: 1/a + 1/b = k/N
def _egypt_value(p) -> frozenset:
    k, N = p["k"], p["N"]
    out = set()
    for d in _divisors(N * N):
        if (d + N) % k == 0 and (N * N // d + N) % k == 0:
            out.add(((d + N) // k, (N * N // d + N) // k))
    return frozenset(out)


def _divisors(n: int) -> list[int]:
    small = [d for d in range(1, math.isqrt(n) + 1) if n % d == 0]
    return sorted(set(small + [n // d for d in small]))


def _egypt_check(p) -> frozenset:
    k, N = p["k"], p["N"]
    out = set()
    for a in range(N // k + 1, 2 * N // k + 1):  # a <= b forces N/k < a <= 2N/k
        num, den = N * a, k * a - N
        if num % den == 0:
            out.add((a, num // den))
            out.add((num // den, a))
    return frozenset(out)


def _egypt_derived(p) -> dict:
    sols = sorted(_egypt_value(p))
    k, N = p["k"], p["N"]
    ds = sorted(k * a - N for a, _ in sols)
    return {
        "k2": 2 * k,
        "NN": N * N,
        "ans": r"\{" + ", ".join(f"({a}, {b})" for a, b in sols) + r"\}",
        "divs": ", ".join(map(str, ds)),
        "res": (-N) % k,
    }


EGYPT = Template(
    name="putnam_2018_a1",
    kind="constant",
    statements=[
        r"Find all ordered pairs $([[a]],[[b]])$ of positive integers for which $\frac{1}{[[a]]} + \frac{1}{[[b]]} = \frac{[[k]]}{[[N]]}$.",
        r"Determine every ordered pair $([[a]],[[b]])$ of positive integers satisfying \[ \frac{1}{[[a]]} + \frac{1}{[[b]]} = \frac{[[k]]}{[[N]]}. \]",
        r"For which ordered pairs of positive integers $([[a]],[[b]])$ does the equation $\dfrac{1}{[[a]]}+\dfrac{1}{[[b]]}=\dfrac{[[k]]}{[[N]]}$ hold? List them all.",
    ],
    solution=(
        r"Clearing denominators, $[[k]][[a]][[b]] - [[N]][[a]] - [[N]][[b]] = 0$, i.e. $([[k]][[a]]-[[N]])([[k]][[b]]-[[N]]) = [[N]]^2 = [[NN]]$. "
        r"Both factors cannot be negative, since then $[[a]],[[b]] < [[N]]/[[k]]$ and $\frac1{[[a]]}+\frac1{[[b]]} > \frac{[[k2]]}{[[N]]}$. "
        r"So $[[k]][[a]]-[[N]] = d$ and $[[k]][[b]]-[[N]] = [[NN]]/d$ for a positive divisor $d$ of $[[NN]]$ with "
        r"$d \equiv [[NN]]/d \equiv [[res]] \pmod{[[k]]}$. The admissible divisors are $d = [[divs]]$, giving "
        r"$([[a]],[[b]]) \in \boxed{[[ans]]}$."
    ),
    answer="[[ans]]",
    variables={"a": "a", "b": "b"},
    constants={"k": IntRange(2, 5, original=3), "N": IntRange(5, 3000, original=2018)},
    constraint=lambda p: math.gcd(p["k"], p["N"]) == 1 and 1 <= len(_egypt_check(p)) <= 8,
    derived=_egypt_derived,
    value=_egypt_value,
    check=_egypt_check,
)


TEMPLATES = [
    EGYPT,
]
