"""HARP level-4 variation templates (late AMC 12 / AHSME and mid AIME problems)."""

import math
from fractions import Fraction
from itertools import pairwise, product

import mpmath
import numpy

from hardmath.variations.checks import polygon_area, rational_or_float
from hardmath.variations.engine import Choice, IntRange
from hardmath.variations.templates.harp import harp_template


def _cubic_check(p):
    r, s, t = numpy.roots([p["a"], 0, p["b"], p["c"]])
    total = (r + s) ** 3 + (s + t) ** 3 + (t + r) ** 3
    return rational_or_float(float(total.real), max_den=100)


def _fib(n: int) -> int:
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a


def _no_consecutive_value(p):
    prob = Fraction(_fib(p["n"] + 2), 2 ** p["n"])
    return prob.numerator + prob.denominator


def _no_consecutive_check(p):
    """Brute force over all toss sequences up to 14 tosses; beyond, exact counting toss by toss
    (sequences by their last toss), which never uses the Fibonacci closed form.
    """
    if p["n"] <= 14:
        good = sum(1 for t in product((0, 1), repeat=p["n"]) if all(not (x and y) for x, y in pairwise(t)))
    else:
        tails, heads = 1, 1  # one toss
        for _ in range(p["n"] - 1):
            tails, heads = tails + heads, tails
        good = tails + heads
    prob = Fraction(good, 2 ** p["n"])
    return prob.numerator + prob.denominator


def _sine_value(p):
    count = 0
    for n in range(2, p["N"] + 1):
        for m in range(1, n):
            g = math.gcd(m, n)
            mm, nn = m // g, n // g
            count += mm % 2 == 1 and nn % 2 == 1 and (mm - nn) % 4 == 0
    return count


def _sine_check(p):
    """sin(mx) = sin(nx) = 1 needs mx = pi/2 + 2 pi a and nx = pi/2 + 2 pi b: n(1+4a) = m(1+4b) for
    integers a, b >= 0; solutions in a repeat with period m, so a < m suffices.
    """
    count = 0
    for n in range(2, p["N"] + 1):
        for m in range(1, n):
            count += any((n * (1 + 4 * a)) % m == 0 and (n * (1 + 4 * a) // m - 1) % 4 == 0 for a in range(m))
    return count


def _nonreal_check(p):
    roots = numpy.roots([1, -4, 6, -4, -p["N"]])
    nonreal = [z for z in roots if abs(z.imag) > 1e-9]
    return math.floor(numpy.prod(nonreal).real)


def _geometric_value(p):
    half = p["K"] // 2  # 2x + 11y = K/2 with a = 2^x, r = 2^y
    return sum(1 for y in range(half // 11 + 1) if (half - 11 * y) % 2 == 0)


def _geometric_check(p):
    return sum(1 for x in range(p["K"] + 1) for y in range(p["K"] // 22 + 1) if 12 * x + 66 * y == 3 * p["K"])


def _tangent_pairs():
    out = []
    for r1 in range(2, 60):
        for r2 in range(r1 + 1, 150):
            root = math.isqrt(r1 * r2)
            if root * root == r1 * r2 and (2 * (r1 * r2) * root) % (r2 - r1) == 0:
                out.append((r1, r2))
    return tuple(out)


def _tangent_area_check(p):
    """Analytic geometry: the two external tangents y = +-(kx + c) and the internal tangent x = r1,
    for the circles centred at (0,0) and (r1+r2,0); area by the shoelace formula.
    """
    r1, r2 = p["radii"]
    d = r1 + r2
    k = (r2 - r1) / math.sqrt(d * d - (r2 - r1) ** 2)  # from |c| = r1 sqrt(1+k^2), |kd+c| = r2 sqrt(1+k^2)
    c = r1 * math.sqrt(1 + k * k)
    apex = (-c / k, 0.0)
    top, bottom = (r1, k * r1 + c), (r1, -(k * r1 + c))
    return rational_or_float(polygon_area([apex, top, bottom]))


def _tangent_area_value(p):
    r1, r2 = p["radii"]
    root = math.isqrt(r1 * r2)
    return Fraction(2 * (r1 * r2) * root, r2 - r1)


_TWO_COS_FLOOR_PLUS_ONE = {
    0: 3,
    30: 2,
    60: 2,
    90: 1,
    120: 0,
    150: -1,
    180: -1,
    210: -1,
    240: 0,
    270: 1,
    300: 2,
    330: 2,
}  # least integer above 2cos(A) for A in degrees


def _power_check(p):
    with mpmath.workdps(60):
        z = mpmath.expj(mpmath.pi * p["a"] / 180)
        v = mpmath.re(z ** p["n"] + z ** (-p["n"]))
        near = int(mpmath.nint(v))
        v = near if abs(v - near) < mpmath.mpf(10) ** -40 else v
        return int(mpmath.floor(v)) + 1


def _odd_quadruples(p):
    half = (p["S"] - 4) // 2
    return math.comb(half + 3, 3)


def _odd_check(p):
    s = p["S"]
    count = sum(
        1
        for x1 in range(1, s, 2)
        for x2 in range(1, s - x1, 2)
        for x3 in range(1, s - x1 - x2, 2)
        if s - x1 - x2 - x3 >= 1 and (s - x1 - x2 - x3) % 2 == 1
    )
    return Fraction(count, p["D"])


TEMPLATES = [
    harp_template(
        "2008/AIME_II/7",
        4,
        "algebra",
        [
            r"Let $[[r]]$, $[[s]]$, and $[[t]]$ be the three roots of the equation \[[[a]][[x]]^3 + [[b]][[x]] + [[c]] = 0.\] Find $([[r]] + [[s]])^3 + ([[s]] + [[t]])^3 + ([[t]] + [[r]])^3$.",
            r"The cubic $[[a]][[x]]^3 + [[b]][[x]] + [[c]] = 0$ has roots $[[r]], [[s]], [[t]]$. Compute $([[r]]+[[s]])^3 + ([[s]]+[[t]])^3 + ([[t]]+[[r]])^3$.",
            r"If $[[r]], [[s]], [[t]]$ are the roots of $[[a]][[x]]^3+[[b]][[x]]+[[c]]$, evaluate $([[s]]+[[r]])^3+([[t]]+[[s]])^3+([[r]]+[[t]])^3$.",
        ],
        r"There is no $[[x]]^2$ term, so $[[r]]+[[s]]+[[t]] = 0$ and $[[r]]+[[s]] = -[[t]]$ etc. The sum is $-([[r]]^3+[[s]]^3+[[t]]^3) = -3[[r]][[s]][[t]]$ (as the roots sum to $0$), and $[[r]][[s]][[t]] = -\frac{[[c]]}{[[a]]}$. The answer is $\frac{3 \cdot [[c]]}{[[a]]} = \boxed{[[ans]]}$.",
        {"r": "r", "s": "s", "t": "t", "x": "x"},
        constants={"a": IntRange(2, 12, 8), "b": IntRange(100, 2000, 1001), "c": IntRange(100, 3000, 2008)},
        constraint=lambda p: 3 * p["c"] % p["a"] == 0,
        value=lambda p: Fraction(3 * p["c"], p["a"]),
        check=_cubic_check,
        inert={"b": "by Vieta the answer is 3c/a; b only changes the cubic shown"},
        ranges="a in 2..12 dividing 3c, b in 100..2000, c in 100..3000: no quadratic term, an integer answer "
        "3c/a by the same Vieta argument.",
    ),
    harp_template(
        "1990/AIME/9",
        4,
        "counting_and_probability",
        [
            r"A fair coin is to be tossed $[[n]]_{}^{}$ times. Let $\frac{[[i]]}{[[j]]}^{}_{}$, in lowest terms, be the probability that heads never occur on consecutive tosses. Find $[[i]]+[[j]]_{}^{}$.",
            r"A fair coin is flipped $[[n]]$ times. The probability that no two consecutive flips are both heads is $\frac{[[i]]}{[[j]]}$ in lowest terms. Find $[[i]]+[[j]]$.",
            r"Toss a fair coin $[[n]]$ times. Write the probability of never getting heads twice in a row as a reduced fraction $[[i]]/[[j]]$ and give $[[i]]+[[j]]$.",
        ],
        r"Sequences of length $k$ without two consecutive heads satisfy $a_k = a_{k-1} + a_{k-2}$ with $a_1 = 2$, $a_2 = 3$, so $a_{[[n]]}$ is the Fibonacci number $F_{[[n]]+2}$. Reducing $F_{[[n]]+2}/2^{[[n]]}$ gives $[[i]]+[[j]] = \boxed{[[ans]]}$.",
        {"i": "i", "j": "j"},
        constants={"n": IntRange(4, 30, 10)},
        value=_no_consecutive_value,
        check=_no_consecutive_check,
        ranges="n in 4..30 tosses: the same Fibonacci recursion, then one reduction of the fraction.",
        atypical="n = 10 tosses is the largest whose answer stays below 1000 (n = 11: 233/2048, 2281), and the answer is a function of n alone",
    ),
    harp_template(
        "2021/AIME_I/7",
        4,
        "precalculus",
        [
            r"Find the number of pairs $([[m]],[[n]])$ of positive integers with $1\le [[m]]<[[n]]\le [[N]]$ such that there exists a real number $[[x]]$ satisfying \[\sin([[m]][[x]])+\sin([[n]][[x]])=2.\]",
            r"How many pairs of positive integers $([[m]], [[n]])$ with $1 \le [[m]] < [[n]] \le [[N]]$ admit a real $[[x]]$ such that $\sin([[m]][[x]]) + \sin([[n]][[x]]) = 2$?",
            r"Count the pairs $([[m]],[[n]])$, $1\le[[m]]<[[n]]\le[[N]]$, for which the equation $\sin [[m]][[x]] + \sin [[n]][[x]] = 2$ has a real solution $[[x]]$.",
        ],
        r"Both sines must equal $1$: $[[m]][[x]] = \frac{\pi}{2} + 2\pi a$ and $[[n]][[x]] = \frac{\pi}{2} + 2\pi b$, so $[[n]](1+4a) = [[m]](1+4b)$. Dividing $[[m]], [[n]]$ by their gcd, this is solvable exactly when the reduced $[[m]]$ and $[[n]]$ are both odd and congruent mod $4$. Counting such pairs up to $[[N]]$ gives $\boxed{[[ans]]}$.",
        {"m": "m", "n": "n", "x": "x"},
        constants={"N": IntRange(10, 60, 30)},
        value=_sine_value,
        check=_sine_check,
        ranges="N in 10..60: the same gcd and mod-4 analysis over a comparable range of pairs.",
    ),
    harp_template(
        "2005/AIME_I/6",
        4,
        "algebra",
        [
            r"Let $[[P]]$ be the product of the nonreal roots of $[[x]]^4-4[[x]]^3+6[[x]]^2-4[[x]]=[[N]].$ Find $\lfloor [[P]]\rfloor.$",
            r"The equation $[[x]]^4 - 4[[x]]^3 + 6[[x]]^2 - 4[[x]] = [[N]]$ has two nonreal roots; let $[[P]]$ be their product. Compute $\lfloor [[P]] \rfloor$.",
            r"If $[[P]]$ denotes the product of the non-real solutions of $[[x]]^4-4[[x]]^3+6[[x]]^2-4[[x]]-[[N]]=0$, what is the greatest integer not exceeding $[[P]]$?",
        ],
        r"Adding $1$: $([[x]]-1)^4 = [[M]]$, so $[[x]] = 1 \pm \sqrt[4]{[[M]]}$ or $[[x]] = 1 \pm i\sqrt[4]{[[M]]}$. The nonreal pair has product $1 + \sqrt{[[M]]}$, whose floor is $\boxed{[[ans]]}$.",
        {"P": "P", "x": "x"},
        constants={"N": IntRange(500, 5000, 2005)},
        constraint=lambda p: math.isqrt(p["N"] + 1) ** 2 != p["N"] + 1,
        derived=lambda p: {"M": p["N"] + 1},
        value=lambda p: 1 + math.isqrt(p["N"] + 1),
        check=_nonreal_check,
        ranges="N in 500..5000 with N+1 not a perfect square: 1 + sqrt(N+1) is irrational, so the floor is the "
        "same kind of estimate.",
    ),
    harp_template(
        "2006/AIME_I/9",
        4,
        "algebra",
        [
            r"The sequence $[[a]]_1, [[a]]_2, \ldots$ is geometric with $[[a]]_1=[[a]]$ and common ratio $[[r]],$ where $[[a]]$ and $[[r]]$ are positive integers. Given that $\log_8 [[a]]_1+\log_8 [[a]]_2+\cdots+\log_8 [[a]]_{12} = [[K]],$ find the number of possible ordered pairs $([[a]],[[r]]).$",
            r"A geometric sequence of positive integers has first term $[[a]]$ and integer ratio $[[r]]$, and the base-$8$ logarithms of its first twelve terms add up to $[[K]]$. How many ordered pairs $([[a]],[[r]])$ are possible?",
            r"Positive integers $[[a]]$ and $[[r]]$ satisfy $\sum_{k=1}^{12} \log_8\left([[a]][[r]]^{k-1}\right) = [[K]]$. Find the number of ordered pairs $([[a]], [[r]])$.",
        ],
        r"The condition is $[[a]]^{12}[[r]]^{66} = 8^{[[K]]} = 2^{3\cdot[[K]]}$, so $[[a]] = 2^u$, $[[r]] = 2^v$ with $12u + 66v = 3\cdot[[K]]$, i.e. $2u + 11v = [[half]]$. Counting $v \ge 0$ that leave $[[half]] - 11v$ even and nonnegative gives $\boxed{[[ans]]}$.",
        {"a": "a", "r": "r"},
        constants={"K": Choice(tuple(range(1000, 3001, 2)), 2006)},
        derived=lambda p: {"half": p["K"] // 2},
        value=_geometric_value,
        check=_geometric_check,
        ranges="K even in 1000..3000: the exponents are whole numbers and the count is a lattice-point count "
        "of the same size as the original.",
    ),
    harp_template(
        "2022/AIME_II/7",
        4,
        "geometry",
        [
            r"A circle with radius $[[r1]]$ is externally tangent to a circle with radius $[[r2]]$. Find the area of the triangular region bounded by the three common tangent lines of these two circles.",
            r"Two circles of radii $[[r1]]$ and $[[r2]]$ touch externally. Their three common tangent lines bound a triangle. What is its area?",
            r"Circles $\omega_1$ and $\omega_2$ with radii $[[r1]]$ and $[[r2]]$ are externally tangent. Find the area of the triangle formed by the three lines tangent to both circles.",
        ],
        r"The external tangents meet at the external center of similitude $[[X]]$ on the line of centers; the third tangent is the internal one at the point of contact, perpendicular to that line. With $\sin\theta = \frac{[[r2]]-[[r1]]}{[[r1]]+[[r2]]}$ the half-angle at $[[X]]$ and height $h = \frac{2\cdot[[r1]]\cdot[[r2]]}{[[r2]]-[[r1]]}$ from $[[X]]$, the area is $h^2\tan\theta = \boxed{[[ans]]}$.",
        {"X": "X"},
        constants={"radii": Choice(_tangent_pairs(), (6, 24))},
        derived=lambda p: {"r1": p["radii"][0], "r2": p["radii"][1]},
        value=_tangent_area_value,
        check=_tangent_area_check,
        ranges="unequal radii (r1 < 60, r1 < r2 < 150) whose product is a square and whose area is an integer: the "
        "tangent of the half-angle is rational, so the same similar-triangles computation gives an integer.",
    ),
    harp_template(
        "1952/AHSME/44",
        4,
        "number_theory",
        [
            r"If an integer of two digits is $[[k]]$ times the sum of its digits, the number formed by interchanging the digits is the sum of the digits multiplied by",
            r"A two-digit integer equals $[[k]]$ times the sum of its digits. The number with the same two digits reversed equals the digit sum times what?",
            r"Suppose a two-digit number is $[[k]]$ times its digit sum. Express, in terms of $[[k]]$, the factor by which the digit sum must be multiplied to give the number with its digits interchanged.",
        ],
        r"Write the number as $10[[u]] + [[v]] = [[k]]([[u]] + [[v]])$. Adding $10[[v]] + [[u]]$ to both sides, $11([[u]]+[[v]]) = [[k]]([[u]]+[[v]]) + (10[[v]] + [[u]])$, so the reversed number is $(11 - [[k]])([[u]]+[[v]])$: the answer is $\boxed{11-[[k]]}$.",
        {"k": "k", "u": "a", "v": "b"},
        answer="11-[[k]]",
    ),
    harp_template(
        "2000/AIME_II/9",
        4,
        "precalculus",
        [
            r"Given that $[[z]]$ is a complex number such that $[[z]]+\frac 1[[z]]=2\cos [[a]]^\circ$, find the least integer that is greater than $[[z]]^{[[n]]}+\frac 1{[[z]]^{[[n]]}}$.",
            r"A complex number $[[z]]$ satisfies $[[z]] + [[z]]^{-1} = 2\cos [[a]]^\circ$. What is the smallest integer exceeding $[[z]]^{[[n]]} + [[z]]^{-[[n]]}$?",
            r"Let $[[z]] + \dfrac{1}{[[z]]} = 2\cos [[a]]^\circ$. Find the least integer strictly greater than $[[z]]^{[[n]]} + \dfrac{1}{[[z]]^{[[n]]}}$.",
        ],
        r"$[[z]] = e^{\pm i [[a]]^\circ}$, so $[[z]]^{[[n]]} + [[z]]^{-[[n]]} = 2\cos([[a]] \cdot [[n]])^\circ = 2\cos [[A]]^\circ$. The least integer above it is $\boxed{[[ans]]}$.",
        {"z": "z"},
        constants={"a": IntRange(1, 9, 3), "n": IntRange(1000, 3000, 2000)},
        constraint=lambda p: p["a"] * p["n"] % 30 == 0 and p["a"] * p["n"] % 360 not in (120, 240),
        derived=lambda p: {"A": p["a"] * p["n"] % 360},
        value=lambda p: _TWO_COS_FLOOR_PLUS_ONE[p["a"] * p["n"] % 360],
        check=_power_check,
        guessable="the least integer above 2cos(n a degrees): only -1..3 occur, 2 is right for about 30-46% of instances",
        ranges="a in 1..9 degrees and n in 1000..3000 with an multiple of 30: the reduced angle has an exactly "
        "known cosine, so the same de Moivre reduction gives the answer. The answer takes only the values "
        "-1..3; the angles 120 and 240 (2cos = -1, the original's answer 0) are left out so that a draw "
        "never keeps the published answer.",
    ),
    harp_template(
        "1998/AIME/7",
        4,
        "counting_and_probability",
        [
            r"Let $[[n]]$ be the number of ordered quadruples $([[x]]_1,[[x]]_2,[[x]]_3,[[x]]_4)$ of positive odd integers that satisfy $\sum_{i = 1}^4 [[x]]_i = [[S]].$ Find $\frac [[n]]{[[D]]}.$",
            r"Let $[[n]]$ count the ordered quadruples $([[x]]_1, [[x]]_2, [[x]]_3, [[x]]_4)$ of positive odd integers with $[[x]]_1+[[x]]_2+[[x]]_3+[[x]]_4 = [[S]]$. Compute $[[n]]/[[D]]$.",
            r"How many ordered quadruples of positive odd integers add up to $[[S]]$? Call this number $[[n]]$ and give $\frac{[[n]]}{[[D]]}$.",
        ],
        r"Put $[[x]]_k = 2y_k + 1$ with $y_k \ge 0$: then $y_1+y_2+y_3+y_4 = [[half]]$, which has $\binom{[[half]]+3}{3}$ solutions. So $[[n]] = \binom{[[top]]}{3}$ and $\frac{[[n]]}{[[D]]} = \boxed{[[ans]]}$.",
        {"n": "n", "x": "x"},
        constants={"S": Choice(tuple(range(30, 201, 2)), 98), "D": Choice((10, 20, 25, 50, 100, 200), 100)},
        constraint=lambda p: _odd_quadruples(p) % p["D"] == 0,
        derived=lambda p: {"half": (p["S"] - 4) // 2, "top": (p["S"] - 4) // 2 + 3},
        value=lambda p: Fraction(_odd_quadruples(p), p["D"]),
        check=_odd_check,
        ranges="S even in 30..200 and a divisor D in {10, 20, 25, 50, 100, 200} of the count (only 3 sums up to "
        "120 have a count divisible by 100; D = 200 for the larger sums keeps the quotient of AIME size): odd parts exist and n/D is an integer, by the same "
        "substitution and stars and bars.",
    ),
    harp_template(
        "2001/AIME_II/8",
        4,
        "algebra",
        [
            r"A certain function $[[f]]$ has the properties that $[[f]](3[[x]]) = 3[[f]]([[x]])$ for all positive real values of $[[x]]$, and that $[[f]]([[x]]) = 1-|[[x]]-2|$ for $1\le [[x]] \le 3$. Find the smallest $[[x]]$ for which $[[f]]([[x]]) = [[f]](2001)$.",
            r"A function $[[f]]$ on the positive reals satisfies $[[f]](3[[x]]) = 3[[f]]([[x]])$ for all $[[x]] > 0$ and $[[f]]([[x]]) = 1 - |[[x]] - 2|$ when $1 \le [[x]] \le 3$. What is the least $[[x]]$ with $[[f]]([[x]]) = [[f]](2001)$?",
            r"Suppose $[[f]]([[x]]) = 1-|[[x]]-2|$ on $[1,3]$ and $[[f]](3[[x]]) = 3[[f]]([[x]])$ for every positive real $[[x]]$. Find the smallest positive $[[x]]$ such that $[[f]]([[x]]) = [[f]](2001)$.",
        ],
        r"$2001 = 3^6 \cdot \frac{2001}{729}$ and $[[f]](2001) = 729\left(1 - \left|\frac{2001}{729} - 2\right|\right) = 186$. On $[3^k, 3^{k+1}]$ the maximum of $[[f]]$ is $3^k$, so we need $3^k \ge 186$, $k = 5$: $243\left(1 - \left|\frac{[[x]]}{243} - 2\right|\right) = 186$ first holds at $[[x]] = 486 - 57 = \boxed{429}$.",
        {"f": "f", "x": "x"},
        answer="429",
    ),
]
