"""Small helpers shared by the templates: exact LaTeX for rationals and numeric cross-checks."""

from __future__ import annotations

import math
from fractions import Fraction
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable


def frac_tex(x: Fraction | int) -> str:
    r"""A rational number as LaTeX: an integer, or a signed ``\frac``."""
    x = Fraction(x)
    if x.denominator == 1:
        return str(x.numerator)
    sign = "-" if x < 0 else ""
    return rf"{sign}\frac{{{abs(x.numerator)}}}{{{x.denominator}}}"


def simpson(f: Callable[[float], float], lo: float, hi: float, steps: int = 2000) -> float:
    """Composite Simpson rule with ``steps`` (even) intervals on ``[lo, hi]``."""
    h = (hi - lo) / steps
    total = f(lo) + f(hi) + sum((4 if k % 2 else 2) * f(lo + k * h) for k in range(1, steps))
    return total * h / 3


def rational_or_float(x: float, max_den: int = 1000, tol: float = 1e-8) -> Fraction | float:
    """The simple fraction a numeric result equals (within ``tol``), else the float itself."""
    fr = Fraction(x).limit_denominator(max_den)
    return fr if abs(float(fr) - x) < tol else x


def bisect(f: Callable[[float], float], lo: float, hi: float, steps: int = 100) -> float:
    """A root of ``f`` in ``[lo, hi]`` where ``f`` changes sign."""
    flo = f(lo)
    for _ in range(steps):
        mid = (lo + hi) / 2
        if (f(mid) > 0) == (flo > 0):
            lo, flo = mid, f(mid)
        else:
            hi = mid
    return (lo + hi) / 2


def pattern_search(
    f: Callable[[list[float]], float], start: list[float], step: float = 0.25, tol: float = 1e-11
) -> float:
    """Derivative-free minimization (compass search): move while a coordinate step helps."""
    x, fx = list(start), f(start)
    while step > tol:
        moved = False
        for i in range(len(x)):
            for sign in (1, -1):
                y = list(x)
                y[i] += sign * step
                fy = f(y)
                if fy < fx:
                    x, fx, moved = y, fy, True
        if not moved:
            step /= 2
    return fx


def coefficient_tex(c: int) -> str:
    """A coefficient in front of a variable: ``1`` is omitted."""
    return "" if c == 1 else str(c)


def is_prime(n: int) -> bool:
    """Trial division (the templates' numbers are small)."""
    return n >= 2 and all(n % q for q in range(2, math.isqrt(n) + 1))


def factorize(n: int) -> list[tuple[int, int]]:
    """Prime factorization of ``n`` as sorted (prime, exponent) pairs."""
    out, p = [], 2
    while p * p <= n:
        e = 0
        while n % p == 0:
            n //= p
            e += 1
        if e:
            out.append((p, e))
        p += 1
    if n > 1:
        out.append((n, 1))
    return out


def power_tex(p: int, e: int) -> str:
    """``p^{e}`` in LaTeX (just ``p`` when ``e == 1``)."""
    return f"{p}^{{{e}}}" if e > 1 else str(p)


def polygon_area(points: list[tuple]) -> float | Fraction:
    """Area of a simple polygon from its vertices in order (shoelace formula; exact for Fractions)."""
    twice = sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(points, points[1:] + points[:1], strict=True))
    return abs(twice) / 2
