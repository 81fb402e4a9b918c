"""HARP level-3 variation templates (mid AMC 10/12, AHSME and early AIME problems)."""

import math
from fractions import Fraction
from itertools import pairwise, product

import mpmath
import sympy

from hardmath.variations.checks import bisect, coefficient_tex, is_prime, rational_or_float
from hardmath.variations.engine import Choice, IntRange
from hardmath.variations.templates.harp import harp_template


def _power_sum_value(p):
    b, n, m = p["b"], p["N"], p["M"]
    pairs, extra = (n + 1) // 2, (n + 1) % 2  # b^2 = 1 (mod M), so terms alternate 1, b
    return (pairs * (1 + b) + extra) % m


def _power_sum_check(p):
    return sum(pow(p["b"], k, p["M"]) for k in range(p["N"] + 1)) % p["M"]


def _imag_parts_value(p):
    return math.isqrt(3 * p["a"] ** 2 - 2 * p["k"] * p["a"])


def _imag_parts_square(p):
    """3a^2 - 2ka is a positive square (a whole b) and k != a (b = a)."""
    v = 3 * p["a"] ** 2 - 2 * p["k"] * p["a"]
    return p["k"] != p["a"] and v > 0 and math.isqrt(v) ** 2 == v


def _imag_parts_text(p):
    z, k = p["z"], p["k"]
    same = f"the imaginary parts of ${z}^{{2}}$ and ${z}^{{3}}$ are the same"
    times = f"the imaginary part of ${z}^{{3}}$ is ${k}$ times the imaginary part of ${z}^{{2}}$"
    return {
        "cond": same if k == 1 else times,
        "kmul": "" if k == 1 else f"{k}",
        "bb": 3 * p["a"] ** 2 - 2 * k * p["a"],
    }


def _imag_parts_check(p):
    """Solve Im(z^3) = k Im(z^2) for b > 0 with sympy, which expands (a + bi)^2 and (a + bi)^3 itself."""
    b = sympy.Symbol("b", positive=True)
    z = p["a"] + b * sympy.I
    (root,) = sympy.solve(sympy.im(sympy.expand(z**3)) - p["k"] * sympy.im(sympy.expand(z**2)), b)
    return root


def _remainder_numbers(p):
    return {f"n{i}": p["d"] * q + p["r"] for i, q in enumerate(p["q"], 1)}


def _remainder_check(p):
    nums = list(_remainder_numbers(p).values())
    found = [(d, nums[0] % d) for d in range(2, max(nums) + 1) if len({x % d for x in nums}) == 1]
    (hit,) = found
    return hit[0] - hit[1]


def _no_sum_value(p):
    n, m = p["N"], p["m"]
    count = [len(range(r or m, n + 1, m)) for r in range(m)]
    return min(count[0], 1) + sum(max(count[r], count[m - r]) for r in range(1, (m + 1) // 2))


def _no_sum_check(p):
    """Exact enumeration over sets of residue classes (a class is taken whole, class 0 gives one element)."""
    n, m = p["N"], p["m"]
    count = [len(range(r or m, n + 1, m)) for r in range(m)]
    best = 0
    for chosen in product((0, 1), repeat=m):
        classes = [r for r in range(m) if chosen[r]]
        if any((r + s) % m == 0 for r in classes for s in classes if r != s):
            continue
        best = max(best, sum(min(count[r], 1) if r == 0 else count[r] for r in classes))
    return best


def _decimal_targets():
    by_target: dict = {}
    for a, b, c in product(range(10), repeat=3):
        target = Fraction(10 * a + b, 99) + Fraction(100 * a + 10 * b + c, 999)
        by_target.setdefault(target, []).append(100 * a + 10 * b + c)
    return {v[0]: t for t, v in by_target.items() if len(v) == 1 and v[0] >= 100 and t < 1}


_DECIMALS = _decimal_targets()


def _decimal_check(p):
    target = _DECIMALS[p["abc"]]
    (hit,) = [
        100 * a + 10 * b + c
        for a, b, c in product(range(10), repeat=3)
        if Fraction(10 * a + b, 99) + Fraction(100 * a + 10 * b + c, 999) == target
    ]
    return hit


def _root_equation(p):
    t = 1 + math.isqrt(1 + p["s"])
    return {"t": t, "u": t * t, "shift": p["c"] - 2 * t}


def _root_product_check(p):
    b, c, s = p["b"], p["c"], p["s"]

    def f(x):
        return x * x + b * x + c - 2 * math.sqrt(max(x * x + b * x + c + s, 0.0))

    lo, hi, steps = -4 * abs(b) - 40, 4 * abs(b) + 40, 6000
    xs = [lo + (hi - lo) * i / steps for i in range(steps + 1)]
    roots = [
        bisect(f, x0, x1)
        for x0, x1 in pairwise(xs)
        if x0 * x0 + b * x0 + c + s >= 0 and x1 * x1 + b * x1 + c + s >= 0 and (f(x0) > 0) != (f(x1) > 0)
    ]
    return rational_or_float(math.prod(roots))


def _power_ratio(p):
    """x^(py) = y^(qx) with y = kx: (pk - q) ln x = q ln k, so x = k^e with e = q/(pk - q)."""
    num, den = p["k"]
    e = Fraction(p["q"] * den, p["pw"] * num - p["q"] * den) if p["pw"] * num != p["q"] * den else None
    return e


def _power_ratio_ok(p):
    """gcd(p, q) = 1, e a whole number, and x = k^e and y = k^(e+1) fractions whose numerators and
    denominators exceed 1 (as the original's 256/81 and 64/27); the answer r + s stays below 1000.
    Symmetric in x and y, as the problem is.
    """
    e = _power_ratio(p)
    if math.gcd(p["pw"], p["q"]) != 1 or e is None or e.denominator != 1:
        return False
    x = Fraction(*p["k"]) ** int(e)
    y = Fraction(*p["k"]) * x
    return min(x.numerator, x.denominator, y.numerator, y.denominator) > 1 and _xy_value(p) <= 999


def _power_ratio_text(p):
    num, den = p["k"]
    x, y, pw, q = p["x"], p["y"], p["pw"], p["q"]
    e = int(_power_ratio(p))
    return {
        "kfrac": "\\frac34" if p["k"] == (3, 4) else f"\\frac{{{num}}}{{{den}}}",
        "ey": y if pw == 1 else f"{{{pw}{y}}}",
        "ex": x if q == 1 else f"{{{q}{x}}}",
        "py": y if pw == 1 else f"{pw}{y}",
        "qx": x if q == 1 else f"{q}{x}",
        "pk": "k" if pw == 1 else f"{pw}k",
        "qq": "" if q == 1 else f"{q}",
        "qn": q,
        "e": e,
    }


def _xy_value(p):
    k = Fraction(*p["k"])
    x = k ** int(_power_ratio(p))
    total = x + k * x
    return total.numerator + total.denominator


def _xy_check(p):
    """Solve p y ln x = q x ln y with y = kx numerically at 150 digits (bracketed, x in 10^-6..10^6),
    then read r/s off the number.
    """
    num, den = p["k"]
    with mpmath.workdps(150):
        k = mpmath.mpf(num) / den
        x = mpmath.findroot(
            lambda v: p["pw"] * k * v * mpmath.log(v) - p["q"] * v * mpmath.log(k * v),
            (mpmath.mpf("1e-6"), mpmath.mpf("1e6")),
            solver="anderson",
        )
        total = Fraction(mpmath.nstr((1 + k) * x, 140, min_fixed=-1, max_fixed=200)).limit_denominator(10**60)
    return total.numerator + total.denominator


def _decimal_digits_check(p):
    den = 2 ** p["a"] * 5 ** p["b"]
    return next(k for k in range(200) if 123456789 * 10**k % den == 0)


def _system(p):
    rhs = [p["c"] * p["r"] ** i for i in range(5)]
    out = {f"c{i + 1}": v for i, v in enumerate(rhs)}
    out.update(utex=coefficient_tex(p["u"]), vtex=coefficient_tex(p["v"]))
    return out


def _system_value(p):
    rhs = [p["c"] * p["r"] ** i for i in range(5)]
    s = Fraction(sum(rhs), 6)
    return p["u"] * (rhs[3] - s) + p["v"] * (rhs[4] - s)


def _system_check(p):
    rhs = [Fraction(p["c"] * p["r"] ** i) for i in range(5)]
    rows = [[Fraction(2 if i == j else 1) for j in range(5)] + [rhs[i]] for i in range(5)]
    for col in range(5):  # Gauss-Jordan elimination in exact arithmetic
        pivot = rows[col][col]
        rows[col] = [v / pivot for v in rows[col]]
        for i in range(5):
            if i != col and rows[i][col]:
                factor = rows[i][col]
                rows[i] = [v - factor * w for v, w in zip(rows[i], rows[col], strict=True)]
    x = [rows[i][5] for i in range(5)]
    return p["u"] * x[3] + p["v"] * x[4]


TEMPLATES = [
    harp_template(
        "2009/AMC_10B/21",
        3,
        "number_theory",
        [
            r"What is the remainder when $[[b]]^0 + [[b]]^1 + [[b]]^2 + \cdots + [[b]]^{[[N]]}$ is divided by [[M]]?",
            r"Find the remainder upon dividing $\sum_{[[k]]=0}^{[[N]]} [[b]]^{[[k]]}$ by $[[M]]$.",
            r"The sum $[[b]]^0 + [[b]]^1 + \cdots + [[b]]^{[[N]]}$ is divided by $[[M]]$. What is the remainder?",
        ],
        r"Since $[[b]]^2 \equiv 1 \pmod{[[M]]}$, the terms $[[b]]^{[[k]]}$ are alternately $1$ and $[[b]]$ mod $[[M]]$. Pairing consecutive terms (each pair is $1 + [[b]]$) and adding any unpaired last term, the sum is $\equiv [[ans]] \pmod{[[M]]}$. The remainder is $\boxed{[[ans]]}$.",
        {"k": "k"},
        constants={
            "b": Choice(tuple(range(3, 120, 2)), 3),
            "N": IntRange(1000, 3000, 2009),
            "M": Choice((12, 16, 24, 40, 48, 80, 120), 8),
        },
        constraint=lambda p: p["b"] * p["b"] % p["M"] == 1,
        value=_power_sum_value,
        check=_power_sum_check,
        ranges="a modulus M in {12, 16, 24, 40, 48, 80, 120} and an odd base b below 120 with b^2 = 1 mod M, N "
        "in 1000..3000: the same period-2 pairing. The original's modulus 8 is not drawn: it has only 8 "
        "remainders, and 16% of its draws gave the original's 4.",
        atypical="its modulus 8 is left out on purpose (8 remainders only: 16% of its draws gave the original's 4), and with the moduli drawn (12..120) its base 3 and modulus 8 lie below the family",
    ),
    harp_template(
        "2007/AIME_I/3",
        3,
        "precalculus",
        [
            r"The complex number $[[z]]$ is equal to $[[a]]+[[b]]i$, where $[[b]]$ is a positive real number and $i^{2}=-1$. Given that [[cond]], what is $[[b]]$ equal to?",
            r"Let $[[z]] = [[a]] + [[b]]i$ with $[[b]] > 0$ real. If $\operatorname{Im}([[z]]^3) = [[kmul]]\operatorname{Im}([[z]]^2)$, find $[[b]]$.",
            r"For which positive real $[[b]]$ is $\operatorname{Im}([[z]]^3) = [[kmul]]\operatorname{Im}([[z]]^2)$, where $[[z]] = [[a]] + [[b]]i$?",
        ],
        r"$\operatorname{Im}([[z]]^2) = 2\cdot [[a]][[b]]$ and $\operatorname{Im}([[z]]^3) = 3\cdot [[a]]^2[[b]] - [[b]]^3$. Setting $\operatorname{Im}([[z]]^3) = [[kmul]]\operatorname{Im}([[z]]^2)$ and dividing by $[[b]] > 0$: $[[b]]^2 = 3\cdot[[a]]^2 - 2\cdot[[k]]\cdot[[a]] = [[bb]]$, so $[[b]] = \boxed{[[ans]]}$.",
        {"z": "z", "b": "b"},
        constants={"a": IntRange(2, 80, 9), "k": IntRange(1, 30, 1)},
        constraint=_imag_parts_square,
        derived=_imag_parts_text,
        value=_imag_parts_value,
        check=_imag_parts_check,
        ranges="a in 2..80 and a multiplier k in 1..30 (Im(z^3) = k Im(z^2); k = 1 is the original's 'the same') "
        "with 3a^2 - 2ka a positive square, k != a (there b = a for every a): b a whole number as in the "
        "original, found by the same expansion. The original's condition alone gives a whole b for only 3 "
        "values of a below 3000; without k every snapshot's answer was a surd (issue 38).",
        atypical="the original's multiplier 1 and a = 9 are the low edge of the family with a whole b (the original's condition alone has 3 below 3000)",
    ),
    harp_template(
        "1976/AHSME/15",
        3,
        "number_theory",
        [
            r"If $[[r]]$ is the remainder when each of the numbers $[[n1]],~[[n2]]$, and $[[n3]]$ is divided by $[[d]]$, where $[[d]]$ is an integer greater than $1$, then $[[d]]-[[r]]$ equals",
            r"The numbers $[[n1]]$, $[[n2]]$ and $[[n3]]$ leave the same remainder $[[r]]$ when divided by an integer $[[d]] > 1$. Find $[[d]] - [[r]]$.",
            r"An integer $[[d]] > 1$ divides each of $[[n1]]$, $[[n2]]$, $[[n3]]$ with the same remainder $[[r]]$. What is $[[d]] - [[r]]$?",
        ],
        r"$[[d]]$ divides the differences $[[n2]] - [[n1]]$ and $[[n3]] - [[n2]]$, whose greatest common divisor is the prime $[[dv]]$; so $[[d]] = [[dv]]$, $[[r]] = [[rv]]$ and $[[d]] - [[r]] = \boxed{[[ans]]}$.",
        {"r": "r", "d": "d"},
        constants={
            "dv": Choice(tuple(v for v in range(101, 200) if is_prime(v)), 179),
            "g": IntRange(2, 60, 15),
            "q": Choice(
                tuple(
                    (a, b, c)
                    for a in range(3, 7)
                    for b in range(7, 11)
                    for c in range(11, 17)
                    if math.gcd(b - a, c - b) == 1
                ),
                (5, 7, 12),
            ),
        },
        derived=lambda p: {
            **_remainder_numbers({"d": p["dv"], "r": p["dv"] - p["g"], "q": p["q"]}),
            "rv": p["dv"] - p["g"],
        },
        value=lambda p: p["g"],
        check=lambda p: _remainder_check({"d": p["dv"], "r": p["dv"] - p["g"], "q": p["q"]}),
        inert={
            "q": "the quotients only set the three numbers shown; d and r alone decide d - r",
            "dv": "d only sets the numbers shown: the answer d - r is the drawn distance g",
        },
        ranges="d a prime in 101..199, r = d - g with g in 2..60 (the original's r = 164 lies 15 below d = 179: the "
        "remainder is drawn as its distance from d), and quotients whose gaps are coprime: the gcd of the differences "
        "is exactly the prime d, so d is unique, found as in the original.",
    ),
    harp_template(
        "1992/AHSME/23",
        3,
        "number_theory",
        [
            r"Let $[[S]]$ be a subset of $\{1,2,3,...,[[N]]\}$ such that no pair of distinct elements in $[[S]]$ has a sum divisible by $[[m]]$. What is the maximum number of elements in $[[S]]$?",
            r"A set $[[S]] \subseteq \{1, 2, \ldots, [[N]]\}$ has no two distinct elements whose sum is a multiple of $[[m]]$. Find the largest possible size of $[[S]]$.",
            r"How many elements can a subset $[[S]]$ of $\{1,\dots,[[N]]\}$ have at most, if the sum of any two distinct elements of $[[S]]$ is not divisible by $[[m]]$?",
        ],
        r"Sort by residues mod $[[m]]$: from each pair of classes $\{r, [[m]]-r\}$ at most one class can be used, and from the class $0$ at most one element. Taking the larger class of each pair and one multiple of $[[m]]$ gives $\boxed{[[ans]]}$.",
        {"S": "S"},
        constants={"N": IntRange(30, 120, 50), "m": Choice((5, 7, 9, 11, 13), 7)},
        constraint=lambda p: p["N"] % p["m"] != 0,
        value=_no_sum_value,
        check=_no_sum_check,
        ranges="an odd modulus 5..13 and N in 30..120 not a multiple of it: classes have unequal sizes, so the "
        "choice of the larger class matters, as in the original.",
    ),
    harp_template(
        "2014/AIME_II/4",
        3,
        "algebra",
        [
            r"The repeating decimals $0.[[a]][[b]][[a]][[b]]\overline{[[a]][[b]]}$ and $0.[[a]][[b]][[c]][[a]][[b]][[c]]\overline{[[a]][[b]][[c]]}$ satisfy \[0.[[a]][[b]][[a]][[b]]\overline{[[a]][[b]]}+0.[[a]][[b]][[c]][[a]][[b]][[c]]\overline{[[a]][[b]][[c]]}=[[target]],\] where $[[a]]$, $[[b]]$, and $[[c]]$ are (not necessarily distinct) digits. Find the three digit number $[[a]][[b]][[c]]$.",
            r"Digits $[[a]], [[b]], [[c]]$ (not necessarily distinct) satisfy $0.\overline{[[a]][[b]]} + 0.\overline{[[a]][[b]][[c]]} = [[target]]$. Find the three-digit number $\underline{[[a]]}\,\underline{[[b]]}\,\underline{[[c]]}$.",
            r"If $[[a]]$, $[[b]]$, $[[c]]$ are digits with $0.\overline{[[a]][[b]]}+0.\overline{[[a]][[b]][[c]]}=[[target]]$, what is the three digit number $[[a]][[b]][[c]]$?",
        ],
        r"$0.\overline{[[a]][[b]]} = \frac{\underline{[[a]][[b]]}}{99}$ and $0.\overline{[[a]][[b]][[c]]} = \frac{\underline{[[a]][[b]][[c]]}}{999}$. Clearing denominators (lcm $10989$) gives one linear equation in the digits, whose only digit solution is $\boxed{[[ans]]}$.",
        {"a": "a", "b": "b", "c": "c"},
        constants={"abc": Choice(tuple(sorted(_DECIMALS)), 447)},
        derived=lambda p: {"target": f"\\frac{{{_DECIMALS[p['abc']].numerator}}}{{{_DECIMALS[p['abc']].denominator}}}"},
        value=lambda p: p["abc"],
        check=_decimal_check,
        ranges="the digits are drawn among the three-digit numbers whose sum of repeating decimals is below 1 and "
        "is reached by no other digit triple, so the answer is unique, by the same clearing of denominators.",
    ),
    harp_template(
        "1983/AIME/3",
        3,
        "algebra",
        [
            r"What is the product of the real roots of the equation $[[x]]^2 + [[b]][[x]] + [[c]] = 2 \sqrt{[[x]]^2 + [[b]][[x]] + [[cs]]}$?",
            r"Find the product of all real solutions $[[x]]$ of $[[x]]^2 + [[b]][[x]] + [[c]] = 2\sqrt{[[x]]^2 + [[b]][[x]] + [[cs]]}$.",
            r"The equation $2\sqrt{[[x]]^2 + [[b]][[x]] + [[cs]]} = [[x]]^2 + [[b]][[x]] + [[c]]$ has real roots. Compute their product.",
        ],
        r"Let $[[y]] = \sqrt{[[x]]^2 + [[b]][[x]] + [[cs]]} \ge 0$. The equation reads $[[y]]^2 - [[s]] = 2[[y]]$, so $[[y]] = [[t]]$ (the other root is negative). Then $[[x]]^2 + [[b]][[x]] + [[cs]] = [[u]]$, a quadratic with positive discriminant and product of roots $\boxed{[[ans]]}$.",
        {"x": "x", "y": "y"},
        constants={"b": IntRange(8, 30, 18), "c": IntRange(12, 60, 30), "s": Choice((8, 15, 24, 35), 15)},
        derived=lambda p: {**_root_equation(p), "cs": p["c"] + p["s"]},
        constraint=lambda p: (
            p["c"] - 2 * _root_equation(p)["t"] >= 2 and p["b"] ** 2 > 4 * (p["c"] - 2 * _root_equation(p)["t"])
        ),
        value=lambda p: p["c"] - 2 * _root_equation(p)["t"],
        check=_root_product_check,
        inert={"b": "the product of the real roots does not involve b; b only keeps both roots real"},
        ranges="s in {8, 15, 24, 35} makes y^2 - s = 2y have the integer root t = 1 + sqrt(1+s); c - 2t >= 2 and "
        "b^2 > 4(c - 2t) give two distinct real roots with a positive product, as in the original.",
    ),
    harp_template(
        "2010/AIME_I/3",
        3,
        "algebra",
        [
            r"Suppose that $[[y]] = [[kfrac]][[x]]$ and $[[x]]^[[ey]] = [[y]]^[[ex]]$. The quantity $[[x]] + [[y]]$ can be expressed as a rational number $\frac {[[r]]}{[[s]]}$, where $[[r]]$ and $[[s]]$ are relatively prime positive integers. Find $[[r]] + [[s]]$.",
            r"Positive reals $[[x]]$ and $[[y]]$ satisfy $[[y]] = [[kfrac]][[x]]$ and $[[x]]^{[[py]]} = [[y]]^{[[qx]]}$. Writing $[[x]] + [[y]] = \frac{[[r]]}{[[s]]}$ in lowest terms, find $[[r]] + [[s]]$.",
            r"If $[[x]]^{[[py]]} = [[y]]^{[[qx]]}$ with $[[y]] = [[kfrac]][[x]]$, then $[[x]]+[[y]] = [[r]]/[[s]]$ for coprime positive integers $[[r]], [[s]]$. What is $[[r]]+[[s]]$?",
        ],
        r"Taking logarithms, $[[py]] \ln [[x]] = [[qx]] \ln [[y]]$ with $[[y]] = k[[x]]$ gives $([[pk]] - [[qn]])\ln [[x]] = [[qq]]\ln k$ for $k = [[kfrac]]$, so $[[x]] = k^{[[e]]}$, a rational number, and $[[x]] + [[y]] = (1+k)[[x]]$. In lowest terms $[[r]] + [[s]] = \boxed{[[ans]]}$.",
        {"x": "x", "y": "y", "r": "r", "s": "s"},
        constants={
            "pw": IntRange(1, 6, 1),
            "q": IntRange(1, 6, 1),
            "k": Choice(
                tuple((a, b) for a in range(1, 13) for b in range(1, 13) if a != b and math.gcd(a, b) == 1), (3, 4)
            ),
        },
        # exchanging x and y turns (p, q, k) into (q, p, 1/k): one problem
        problem_key=lambda p: min((p["pw"], p["q"], *p["k"]), (p["q"], p["pw"], *reversed(p["k"]))),
        derived=_power_ratio_text,
        constraint=_power_ratio_ok,
        value=_xy_value,
        check=_xy_check,
        ranges="the original's x^y = y^x has rational solutions only for k = (n+1)/n or its inverse, and only n = 2, 3 "
        "give answers below 1000, so the exponents are drawn too: x^(py) = y^(qx) with p, q in 1..6 coprime and "
        "k = a/b (a, b in 1..12): the same logarithm step gives x = k^e with e = q/(pk - q); e must be a whole "
        "number and x and y fractions whose numerators and denominators exceed 1 (as 256/81 and 64/27), and r + s "
        "is below 1000 (x and y swapped, (q, p, 1/k), is the same problem).",
        atypical="the original's x^y = y^x has both exponent coefficients 1: its only other member below 1000 is k = 2/3 (answer 53); every other problem of the family x^(py) = y^(qx) has p or q above 1, and exchanging x and y (the same problem) moves the 1 from q to p, so no orientation puts both at 1",
    ),
    harp_template(
        "2015/AMC_12A/15",
        3,
        "number_theory",
        [
            r"What is the minimum number of digits to the right of the decimal point needed to express the fraction $\frac{123456789}{2^{[[a]]}\cdot 5^[[b]]}$ as a decimal?",
            r"When $\dfrac{123456789}{2^{[[a]]} \cdot 5^{[[b]]}}$ is written as a terminating decimal, how many digits does it have after the decimal point?",
            r"Let $[[q]] = \frac{123456789}{2^{[[a]]}5^{[[b]]}}$. Find the least number of decimal places needed to write $[[q]]$ exactly.",
        ],
        r"The numerator is odd and not divisible by $5$, so $10^k \cdot [[q]]$ is an integer exactly when $2^{[[a]]}$ and $5^{[[b]]}$ both divide $10^k$, i.e. $k \ge \max([[a]],[[b]])$. The answer is $\boxed{[[ans]]}$.",
        {"q": "q"},
        constants={"a": IntRange(5, 40, 26), "b": IntRange(2, 20, 4)},
        constraint=lambda p: p["a"] != p["b"],
        value=lambda p: max(p["a"], p["b"]),
        check=_decimal_digits_check,
        ranges="exponents 5..40 and 2..20 (the original's 5-exponent 4 is the smaller one), unequal: the numerator stays coprime to 10, so the larger exponent "
        "decides, as in the original.",
    ),
    harp_template(
        "1986/AIME/4",
        3,
        "algebra",
        [
            r"Determine $[[utex]][[x]]_4+[[vtex]][[x]]_5$ if $[[x]]_1$, $[[x]]_2$, $[[x]]_3$, $[[x]]_4$, and $[[x]]_5$ satisfy the system of equations below. $2[[x]]_1+[[x]]_2+[[x]]_3+[[x]]_4+[[x]]_5=[[c1]]$ $[[x]]_1+2[[x]]_2+[[x]]_3+[[x]]_4+[[x]]_5=[[c2]]$ $[[x]]_1+[[x]]_2+2[[x]]_3+[[x]]_4+[[x]]_5=[[c3]]$ $[[x]]_1+[[x]]_2+[[x]]_3+2[[x]]_4+[[x]]_5=[[c4]]$ $[[x]]_1+[[x]]_2+[[x]]_3+[[x]]_4+2[[x]]_5=[[c5]]$",
            r"The numbers $[[x]]_1, \ldots, [[x]]_5$ satisfy \begin{align*} 2[[x]]_1+[[x]]_2+[[x]]_3+[[x]]_4+[[x]]_5&=[[c1]]\\ [[x]]_1+2[[x]]_2+[[x]]_3+[[x]]_4+[[x]]_5&=[[c2]]\\ [[x]]_1+[[x]]_2+2[[x]]_3+[[x]]_4+[[x]]_5&=[[c3]]\\ [[x]]_1+[[x]]_2+[[x]]_3+2[[x]]_4+[[x]]_5&=[[c4]]\\ [[x]]_1+[[x]]_2+[[x]]_3+[[x]]_4+2[[x]]_5&=[[c5]]. \end{align*} Find $[[utex]][[x]]_4+[[vtex]][[x]]_5$.",
            r"For each $k = 1, \ldots, 5$, the sum $[[x]]_1 + \cdots + [[x]]_5$ plus $[[x]]_k$ equals the $k$-th of the numbers $[[c1]], [[c2]], [[c3]], [[c4]], [[c5]]$. Compute $[[utex]][[x]]_4 + [[vtex]][[x]]_5$.",
        ],
        r"Adding all five equations, $6([[x]]_1+\cdots+[[x]]_5) = [[c1]]+[[c2]]+[[c3]]+[[c4]]+[[c5]]$, which gives the total; each $[[x]]_k$ is its right-hand side minus the total. Then $[[utex]][[x]]_4+[[vtex]][[x]]_5 = \boxed{[[ans]]}$.",
        {"x": "x"},
        constants={"c": IntRange(1, 12, 6), "r": Choice((2, 3), 2), "u": IntRange(1, 5, 3), "v": IntRange(1, 5, 2)},
        constraint=lambda p: sum(p["c"] * p["r"] ** i for i in range(5)) % 6 == 0,
        derived=_system,
        value=_system_value,
        check=_system_check,
        ranges="right-hand sides c, cr, ..., cr^4 (c in 1..12, r in {2, 3}) whose sum is divisible by 6: the "
        "unknowns are integers and the same add-all-equations trick solves it.",
    ),
    harp_template(
        "2013/AIME_II/2",
        3,
        "algebra",
        [
            r"Positive integers $[[a]]$ and $[[b]]$ satisfy the condition \[\log_2(\log_{2^[[a]]}(\log_{2^[[b]]}(2^{1000}))) = 0.\] Find the sum of all possible values of $[[a]]+[[b]]$.",
            r"Find the sum of all possible values of $[[a]] + [[b]]$ over positive integers $[[a]], [[b]]$ with $\log_2\left(\log_{2^{[[a]]}}\left(\log_{2^{[[b]]}} 2^{1000}\right)\right) = 0$.",
            r"For positive integers $[[a]]$ and $[[b]]$, $\log_2(\log_{2^{[[a]]}}(\log_{2^{[[b]]}}(2^{1000}))) = 0$. Add up all possible values of $[[a]]+[[b]]$.",
        ],
        r"The condition means $\log_{2^{[[a]]}}(1000/[[b]]) = 1$, i.e. $1000/[[b]] = 2^{[[a]]}$, so $[[b]] = 1000/2^{[[a]]}$ with $[[a]] \in \{1,2,3\}$: pairs $(1,500), (2,250), (3,125)$, and the sum of $[[a]]+[[b]]$ is $\boxed{881}$.",
        {"a": "a", "b": "b"},
        answer="881",
    ),
    harp_template(
        "2020/AIME_II/3",
        3,
        "algebra",
        [
            r"The value of $[[x]]$ that satisfies $\log_{2^[[x]]} 3^{20} = \log_{2^{[[x]]+3}} 3^{2020}$ can be written as $\frac{[[m]]}{[[n]]}$, where $[[m]]$ and $[[n]]$ are relatively prime positive integers. Find $[[m]]+[[n]]$.",
            r"Solve $\log_{2^{[[x]]}} 3^{20} = \log_{2^{[[x]]+3}} 3^{2020}$ for $[[x]]$, write $[[x]] = \frac{[[m]]}{[[n]]}$ in lowest terms, and give $[[m]] + [[n]]$.",
            r"If $\log_{2^{[[x]]}} 3^{20} = \log_{2^{[[x]]+3}} 3^{2020}$ and $[[x]] = [[m]]/[[n]]$ with coprime positive integers $[[m]], [[n]]$, find $[[m]]+[[n]]$.",
        ],
        r"Both sides are $\frac{\log 3}{\log 2}$ times $\frac{20}{[[x]]}$ and $\frac{2020}{[[x]]+3}$, so $20([[x]]+3) = 2020[[x]]$, $[[x]] = \frac{3}{100}$, and $[[m]]+[[n]] = \boxed{103}$.",
        {"x": "x", "m": "m", "n": "n"},
        answer="103",
    ),
]
