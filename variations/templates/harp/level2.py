"""HARP level-2 variation templates (AMC 10/12, AHSME, harder AMC 8 problems)."""

import math
from fractions import Fraction
from itertools import combinations, product

from hardmath.variations.checks import polygon_area, rational_or_float
from hardmath.variations.engine import Choice, IntRange
from hardmath.variations.templates.harp import harp_template

WORDS = {2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven", 8: "Eight", 9: "Nine", 10: "Ten"}


def _consecutive_check(p):
    found = [(m - 1) ** 2 + m**2 + (m + 1) ** 2 for m in range(2, 200) if (m - 1) * m * (m + 1) == p["k"] * 3 * m]
    (total,) = found
    return total


def _handshakes_check(p):
    people = range(p["A"] + p["B"])
    return sum(1 for x, y in combinations(people, 2) if not (x < p["A"] and y < p["A"]))


def _stairs_value(p):
    ways = [1, 1, 2]
    while len(ways) <= p["n"]:
        ways.append(ways[-1] + ways[-2] + ways[-3])
    return ways[p["n"]]


def _stairs_check(p):
    """Brute force over stride sequences up to 10 stairs; beyond, every mix of a ones, b twos and c
    threes with a + 2b + 3c = n counted by its arrangements (a multinomial, not the recursion).
    """
    n = p["n"]
    if n <= 10:
        return sum(1 for length in range(1, n + 1) for steps in product((1, 2, 3), repeat=length) if sum(steps) == n)
    return sum(
        math.factorial(a + b + c) // (math.factorial(a) * math.factorial(b) * math.factorial(c))
        for c in range(n // 3 + 1)
        for b in range((n - 3 * c) // 2 + 1)
        for a in [n - 3 * c - 2 * b]
    )


def _stairs_example(p):
    rest = p["n"] - 4
    parts = [3, 1] + [2] * (rest // 2) + [1] * (rest % 2)
    return {"example": ", then ".join(f"${x}$" for x in parts)}


def _closest_pair_value(p):
    a = math.isqrt(p["N"])
    while p["N"] % a:
        a -= 1
    return p["N"] // a - a


def _closest_pair(p):
    lo = next(d for d in range(math.isqrt(p["N"]), 0, -1) if p["N"] % d == 0)
    return {"lo": lo, "hi": p["N"] // lo}


def _closest_pair_check(p):
    return min(abs(a - p["N"] // a) for a in range(1, p["N"] + 1) if p["N"] % a == 0)


def _close_factors(n):
    a = math.isqrt(n)
    return a * a != n and any(n % d == 0 for d in range(max(2, a // 2), a + 1))


def _foot_area_check(p):
    a, b = Fraction(p["a"]), Fraction(p["b"])
    A, C, D = (Fraction(0), Fraction(0)), (a, b), (Fraction(0), b)
    B = (a, Fraction(0))
    # E = t*C on line AC with (B - E) . C = 0
    t = (B[0] * C[0] + B[1] * C[1]) / (C[0] ** 2 + C[1] ** 2)
    E = (t * C[0], t * C[1])
    return polygon_area([A, E, D])


def _coin_value(p):
    n = p["n"]
    return Fraction(sum(math.comb(n, k) for k in range(n + 1) if 2 * k >= n), 2**n)


def _coin_check(p):
    """Brute force over all toss sequences up to 14 tosses; beyond, the exact distribution of the
    number of heads built toss by toss (Pascal's rule, no closed form).
    """
    if p["n"] <= 14:
        tosses = list(product("HT", repeat=p["n"]))
        return Fraction(sum(1 for t in tosses if t.count("H") >= t.count("T")), len(tosses))
    ways = [1]
    for _ in range(p["n"]):
        ways = [a + b for a, b in zip([0, *ways], [*ways, 0], strict=True)]
    return Fraction(sum(w for heads, w in enumerate(ways) if heads >= p["n"] - heads), 2 ** p["n"])


def _squares_value(p):
    m = p["m"]
    return m + sum(2 * k for k in range(1, m) if (m - k) % 2 == 1)


def _squares_check(p):
    m = p["m"]
    count = 0
    for n in range(-3, m * m + 3):
        below = min(math.isqrt(n), m) if n >= 0 else 0  # the j <= m with j^2 <= n
        negatives = m - below  # factors n - j^2 < 0
        if (n >= 1 and below * below == n) or negatives % 2 == 1:
            count += 1
    return count  # n < -3 or n > m^2 + 2: every factor has the same sign, P(n) > 0 (m even)


def _dice_check(p):
    """Brute force over coins and dice up to 5 coins; beyond, exact: each number of heads by its
    binomial weight, times the parity distribution of that many dice built die by die.
    """
    odd = Fraction(0)
    if p["c"] <= 5:
        for coins in product((0, 1), repeat=p["c"]):
            heads = sum(coins)
            rolls = list(product(range(1, 7), repeat=heads))
            odd += Fraction(sum(1 for r in rolls if sum(r) % 2 == 1), len(rolls)) / 2 ** p["c"]
        return odd
    for heads in range(p["c"] + 1):
        parity = [Fraction(1), Fraction(0)]  # P(sum even), P(sum odd) of `heads` dice
        for _ in range(heads):
            parity = [sum(parity[(s - f) % 2] for f in range(1, 7)) / 6 for s in (0, 1)]
        odd += Fraction(math.comb(p["c"], heads), 2 ** p["c"]) * parity[1]
    return odd


def _angle_check(p):
    s = 180 * (p["n"] - 2) - p["x"]
    (x,) = [180 * (m - 2) - s for m in range(3, 200) if 0 < 180 * (m - 2) - s < 180]
    return x


def _hexagon_check(p):
    r = p["r"]
    pts = [(r * math.cos(k * math.pi / 3), r * math.sin(k * math.pi / 3)) for k in range(6)]
    return rational_or_float(polygon_area(pts) / math.sqrt(3))


TEMPLATES = [
    harp_template(
        "2002/AMC_12B/7",
        2,
        "algebra",
        [
            r"The product of three consecutive positive integers is $[[k]]$ times their sum. What is the sum of their squares?",
            r"Three consecutive positive integers have a product equal to $[[k]]$ times their sum. Find the sum of the squares of the three integers.",
            r"Let $[[n]]-1$, $[[n]]$, $[[n]]+1$ be positive integers whose product is $[[k]]$ times their sum. Compute $([[n]]-1)^2 + [[n]]^2 + ([[n]]+1)^2$.",
        ],
        r"With middle term $[[n]]$: $([[n]]-1)[[n]]([[n]]+1) = [[k]] \cdot 3[[n]]$, so $[[n]]^2 - 1 = [[t]]$ and $[[n]] = [[m]]$. The sum of squares is $3[[n]]^2 + 2 = \boxed{[[ans]]}$.",
        {"n": "n"},
        constants={"k": Choice(tuple((m * m - 1) // 3 for m in range(4, 61) if m % 3), 8)},
        derived=lambda p: {"t": 3 * p["k"], "m": math.isqrt(3 * p["k"] + 1)},
        value=lambda p: 3 * (3 * p["k"] + 1) + 2,
        check=_consecutive_check,
        answer_band=2,
        ranges="k = (m^2-1)/3 for m in 4..60 not divisible by 3: n^2 - 1 = 3k has the single positive root m, "
        "so the integers exist and are unique, by the same cancellation.",
        atypical="the answer 3m^2 + 2 is a function of the middle integer m alone and grows with it: the original's m = 5 (77) is the second smallest, only m = 4, 5 give two digits",
    ),
    harp_template(
        "2017/AMC_10A/8",
        2,
        "counting_and_probability",
        [
            r"At a gathering of $[[N]]$ people, there are $[[A]]$ people who all know each other and $[[B]]$ people who know no one. People who know each other hug, and people who do not know each other shake hands. How many handshakes occur within the group?",
            r"$[[N]]$ people meet: $[[A]]$ of them all know one another, while the other $[[B]]$ know nobody. Two people who know each other hug; two who do not shake hands. How many handshakes take place?",
            r"Of the $[[N]]$ guests at a party, $[[A]]$ are mutual acquaintances and $[[B]]$ know no one. Acquaintances hug and every other pair of guests shakes hands once. Find the number $[[h]]$ of handshakes.",
        ],
        r"A pair shakes hands unless both are among the $[[A]]$. Pairs of strangers: $\binom{[[B]]}{2}$; stranger-acquaintance pairs: $[[B]] \cdot [[A]]$. So $[[h]] = \boxed{[[ans]]}$.",
        {"h": "h"},
        constants={"A": IntRange(8, 40, 20), "B": IntRange(3, 20, 10)},
        derived=lambda p: {"N": p["A"] + p["B"]},
        value=lambda p: math.comb(p["B"], 2) + p["A"] * p["B"],
        check=_handshakes_check,
        ranges="two nonempty groups (A in 8..40, B in 3..20): both kinds of handshake pairs occur, counted as in the original.",
    ),
    harp_template(
        "2010/AMC_8/25",
        2,
        "counting_and_probability",
        [
            r"Everyday at school, Jo climbs a flight of $[[n]]$ stairs. Jo can take the stairs $1$, $2$, or $3$ at a time. For example, Jo could climb [[example]]. In how many ways can Jo climb the stairs?",
            r"A flight has $[[n]]$ stairs, and each step Jo takes climbs $1$, $2$ or $3$ stairs (for instance [[example]]). How many different ways can Jo climb the flight?",
            r"Count the ordered ways to climb $[[n]]$ stairs when every stride covers $1$, $2$, or $3$ stairs; one way is [[example]].",
        ],
        r"Let $[[w]]_k$ be the number of ways to climb $k$ stairs: $[[w]]_0 = 1$, $[[w]]_1 = 1$, $[[w]]_2 = 2$ and $[[w]]_k = [[w]]_{k-1} + [[w]]_{k-2} + [[w]]_{k-3}$ (the last stride). Then $[[w]]_{[[n]]} = \boxed{[[ans]]}$.",
        {"w": "w"},
        constants={"n": IntRange(3, 30, 6)},
        value=_stairs_value,
        check=_stairs_check,
        derived=_stairs_example,
        answer_band=2,
        ranges="n in 3..30 (the band keeps n up to 14): the same short recursion, a few more or fewer terms; the example always sums to n.",
    ),
    harp_template(
        "1998/AHSME/6",
        2,
        "number_theory",
        [
            r"If $[[N]]$ is written as a product of two positive integers whose difference is as small as possible, then the difference is",
            r"Write $[[N]] = [[a]] \cdot [[b]]$ with positive integers $[[a]] \le [[b]]$ as close together as possible. What is $[[b]] - [[a]]$?",
            r"Among all factorizations of $[[N]]$ into two positive integer factors, find the smallest possible difference between the factors.",
        ],
        r"The factors closest together straddle $\sqrt{[[N]]}$: the largest divisor $[[a]] \le \sqrt{[[N]]}$ is $[[lo]]$, with cofactor $[[b]] = [[hi]]$, so the difference is $\boxed{[[ans]]}$.",
        {"a": "a", "b": "b"},
        constants={"N": Choice(tuple(n for n in range(1950, 2031) if _close_factors(n)), 1998)},
        derived=_closest_pair,
        value=_closest_pair_value,
        check=_closest_pair_check,
        ranges="N a year-like number in 1950..2030, not a square, with a divisor between sqrt(N)/2 and sqrt(N): "
        "a factor search near the square root as in the original, never the trivial 1 x N.",
    ),
    harp_template(
        "2017/AMC_10B/15",
        2,
        "geometry",
        [
            r"Rectangle $[[A]][[B]][[C]][[D]]$ has $[[A]][[B]]=[[a]]$ and $[[B]][[C]]=[[b]]$. Point $[[E]]$ is the foot of the perpendicular from $[[B]]$ to diagonal $\overline{[[A]][[C]]}$. What is the area of $\triangle [[A]][[E]][[D]]$?",
            r"In rectangle $[[A]][[B]][[C]][[D]]$, $[[A]][[B]] = [[a]]$ and $[[B]][[C]] = [[b]]$. Drop a perpendicular from $[[B]]$ to the diagonal $[[A]][[C]]$, meeting it at $[[E]]$. Find the area of triangle $[[A]][[E]][[D]]$.",
            r"Let $[[E]]$ be the point on diagonal $\overline{[[A]][[C]]}$ of rectangle $[[A]][[B]][[C]][[D]]$ with $[[B]][[E]] \perp [[A]][[C]]$. Given $[[A]][[B]] = [[a]]$ and $[[B]][[C]] = [[b]]$, compute $[\triangle [[A]][[E]][[D]]]$.",
        ],
        r"Put $[[A]] = (0,0)$, $[[B]] = ([[a]],0)$, $[[C]] = ([[a]],[[b]])$, $[[D]] = (0,[[b]])$. The foot of the perpendicular from $[[B]]$ is $[[E]] = \frac{[[a]]^2}{[[a]]^2+[[b]]^2}([[a]],[[b]])$. Triangle $[[A]][[E]][[D]]$ has base $[[A]][[D]] = [[b]]$ and height the $x$-coordinate of $[[E]]$, $\frac{[[a]]^3}{[[a]]^2+[[b]]^2}$, so its area is $\boxed{[[ans]]}$.",
        {"A": "A", "B": "B", "C": "C", "D": "D", "E": "E"},
        constants={"a": IntRange(2, 12, 3), "b": IntRange(3, 12, 4)},
        constraint=lambda p: p["a"] != p["b"],
        value=lambda p: Fraction(p["b"] * p["a"] ** 3, 2 * (p["a"] ** 2 + p["b"] ** 2)),
        check=_foot_area_check,
        ranges="integer sides 2..12 and 3..12, unequal: a genuine rectangle whose foot E lies strictly inside AC, the same "
        "projection computation.",
    ),
    harp_template(
        "2002/AMC_8/21",
        2,
        "counting_and_probability",
        [
            r"Harold tosses a coin [[times]] times. The probability that he gets at least as many heads as tails is",
            r"A fair coin is tossed $[[n]]$ times. What is the probability that the number of heads is at least the number of tails?",
            r"Harold flips a fair coin $[[n]]$ times and gets $[[h]]$ heads. Find the probability that $[[h]]$ is at least the number of tails.",
        ],
        r"Heads at least tails means $[[h]] \ge [[n]]/2$. Summing $\binom{[[n]]}{[[h]]}$ over those $[[h]]$ and dividing by $2^{[[n]]}$ gives $\boxed{[[ans]]}$.",
        {"h": "h"},
        constants={"n": Choice(tuple(range(2, 47, 2)), 4)},
        derived=lambda p: {"times": WORDS.get(p["n"], str(p["n"])).lower()},
        value=_coin_value,
        check=_coin_check,
        answer_band=2,
        ranges="n even in 2..46 tosses: the same binomial tail count with a middle term C(n, n/2); an odd n is "
        "left out, as there symmetry alone gives 1/2 whatever n is.",
    ),
    harp_template(
        "2020/AMC_10A/17",
        2,
        "counting_and_probability",
        [
            r"Define \[P(x) =(x-1^2)(x-2^2)\cdots(x-[[m]]^2).\] How many integers $[[n]]$ are there such that $P([[n]])\leq 0$?",
            r"Let $P(x) = \prod_{k=1}^{[[m]]} (x - k^2)$. Find the number of integers $[[n]]$ with $P([[n]]) \le 0$.",
            r"For the polynomial $P(x) = (x-1)(x-4)(x-9)\cdots(x-[[m]]^2)$, how many integer values of $[[n]]$ make $P([[n]])$ zero or negative?",
        ],
        r"$P([[n]]) = 0$ at the $[[m]]$ squares. Between $k^2$ and $(k+1)^2$ there are $2k$ integers, where exactly $[[m]]-k$ factors are negative, so $P < 0$ there when $[[m]] - k$ is odd; below $1$ all $[[m]]$ factors are negative and $P > 0$ ($[[m]]$ is even). The count is $[[m]] + \sum 2k = \boxed{[[ans]]}$.",
        {"n": "n"},
        constants={"m": Choice(tuple(range(20, 141, 2)), 100)},
        value=_squares_value,
        check=_squares_check,
        ranges="m even in 20..140 (around the original's 100): P is positive for every integer below 1 and above m^2, so the count is finite, "
        "with the same sign-counting argument.",
    ),
    harp_template(
        "2008/AMC_10B/16",
        2,
        "counting_and_probability",
        [
            r"[[Coins]] fair coins are to be tossed once. For each head that results, one fair die is to be rolled. What is the probability that the sum of the die rolls is odd? (Note that if no die is rolled, the sum is 0.)",
            r"We toss $[[c]]$ fair coins and then roll one fair die for each head. What is the probability that the total of the dice is odd? (With no dice, the total is $0$.)",
            r"Toss $[[c]]$ fair coins; if $[[h]]$ heads appear, roll $[[h]]$ fair dice. Find the probability that the dice total is odd, counting an empty total as $0$.",
        ],
        r"If $[[h]] \ge 1$ dice are rolled, the total is odd with probability $\frac12$ (the last die fixes the parity). If $[[h]] = 0$ the total is $0$. So the probability is $\frac12\left(1 - 2^{-[[c]]}\right) = \boxed{[[ans]]}$.",
        {"h": "h"},
        constants={"c": IntRange(2, 24, 2)},
        derived=lambda p: {"Coins": WORDS.get(p["c"], str(p["c"]))},
        value=lambda p: (1 - Fraction(1, 2 ** p["c"])) / 2,
        check=_dice_check,
        answer_band=3,
        ranges="c in 2..24 coins: the same parity argument; the no-dice case keeps its weight 2^-c.",
        atypical="the answer (2^c - 1)/2^(c+1) is a function of c alone; only c = 1 (1/4) and the original's c = 2 (3/8) have a one-digit numerator and denominator",
    ),
    harp_template(
        "1982/AHSME/6",
        2,
        "geometry",
        [
            r"The sum of all but one of the interior angles of a convex polygon equals $[[S]]^\circ$. The remaining angle is",
            r"A convex polygon has all its interior angles but one adding up to $[[S]]^\circ$. Find the measure of the remaining angle.",
            r"In a convex $[[k]]$-gon, all interior angles except one sum to $[[S]]^\circ$. What is the measure of the missing angle?",
        ],
        r"The angles of a convex $[[k]]$-gon sum to $180^\circ([[k]]-2)$ and the missing angle lies strictly between $0^\circ$ and $180^\circ$, so $180([[k]]-2)$ is the least multiple of $180$ above $[[S]]$, namely $[[total]]$. The remaining angle is $\boxed{[[ans]]}$.",
        {"k": "n"},
        constants={"n": IntRange(7, 25, 17), "x": IntRange(5, 175, 130)},
        derived=lambda p: {"S": 180 * (p["n"] - 2) - p["x"], "total": 180 * (p["n"] - 2)},
        answer=lambda p: f"{p['x']}^\\circ",
        value=lambda p: p["x"],
        check=_angle_check,
        inert={"n": "the number of sides only sets the angle sum shown; the missing angle is the answer"},
        ranges="n in 7..25 sides and a missing angle in 5..175 degrees, never a multiple of 180: exactly one "
        "polygon fits, found the same way.",
    ),
    harp_template(
        "1954/AHSME/5",
        2,
        "geometry",
        [
            r"A regular hexagon is inscribed in a circle of radius $[[r]]$ inches. Its area is:",
            r"Find the area, in square inches, of a regular hexagon inscribed in a circle of radius $[[r]]$ inches.",
            r"A circle of radius $[[r]]$ inches has a regular hexagon inscribed in it, with side $[[s]]$. What is the hexagon's area?",
        ],
        r"The side $[[s]]$ equals the radius $[[r]]$, and the hexagon is six equilateral triangles of side $[[r]]$: area $6 \cdot \frac{\sqrt3}{4}[[r]]^2 = \boxed{[[ans]]}$ square inches.",
        {"s": "s"},
        constants={"r": Choice(tuple(range(2, 61, 2)), 10)},
        answer=lambda p: f"{3 * p['r'] ** 2 // 2}\\sqrt{{3}}",
        value=lambda p: 3 * p["r"] ** 2 // 2,
        check=_hexagon_check,
        ranges="an even radius 2..60 keeps the coefficient 3r^2/2 whole; the same six-triangle decomposition.",
    ),
    harp_template(
        "2009/AMC_10A/16",
        2,
        "algebra",
        [
            r"Let $[[a]]$, $[[b]]$, $[[c]]$, and $[[d]]$ be real numbers with $|[[a]]-[[b]]|=2$, $|[[b]]-[[c]]|=3$, and $|[[c]]-[[d]]|=4$. What is the sum of all possible values of $|[[a]]-[[d]]|$?",
            r"Real numbers $[[a]], [[b]], [[c]], [[d]]$ satisfy $|[[a]]-[[b]]| = 2$, $|[[b]]-[[c]]| = 3$, $|[[c]]-[[d]]| = 4$. Find the sum of all the values $|[[a]]-[[d]]|$ can take.",
            r"Suppose $|[[b]]-[[a]]|=2$, $|[[c]]-[[b]]|=3$ and $|[[d]]-[[c]]|=4$ for reals $[[a]],[[b]],[[c]],[[d]]$. Add up every possible value of $|[[d]]-[[a]]|$.",
        ],
        r"$[[d]] - [[a]] = \pm 2 \pm 3 \pm 4$, so $|[[a]] - [[d]]| \in \{9, 5, 3, 1\}$, and each occurs. The sum is $\boxed{18}$.",
        {"a": "a", "b": "b", "c": "c", "d": "d"},
        answer="18",
    ),
    harp_template(
        "2006/AMC_10A/8",
        2,
        "algebra",
        [
            r"A parabola with equation $[[y]]=[[x]]^2+[[b]][[x]]+[[c]]$ passes through the points $(2,3)$ and $(4,3)$. What is $[[c]]$?",
            r"The parabola $[[y]] = [[x]]^2 + [[b]][[x]] + [[c]]$ goes through $(2,3)$ and $(4,3)$. Find $[[c]]$.",
            r"Find $[[c]]$ if the graph of $[[y]]=[[x]]^2+[[b]][[x]]+[[c]]$ contains the points $(4,3)$ and $(2,3)$.",
        ],
        r"The two points have the same height, so the axis is $[[x]] = 3$ and $[[b]] = -6$. Then $3 = 4 - 12 + [[c]]$, so $[[c]] = \boxed{11}$.",
        {"x": "x", "y": "y", "b": "b", "c": "c"},
        answer="11",
    ),
]
