"""HARP level-5 variation templates (AIME problems 10-12)."""

import math
from fractions import Fraction
from itertools import pairwise, product

from hardmath.variations.checks import factorize, rational_or_float
from hardmath.variations.engine import Choice, IntRange
from hardmath.variations.templates.harp import harp_template


def _divisors(n: int) -> list[int]:
    out = [1]
    for p, e in factorize(n):
        out = [d * p**k for d in out for k in range(e + 1)]
    return sorted(out)


def _consecutive_value(p):
    two_n = 2 * p["b"] ** p["e"]
    return max(k for k in _divisors(two_n) if two_n // k - k >= 1 and (two_n // k - k) % 2 == 1)


def _consecutive_check(p):
    n = p["b"] ** p["e"]
    best = 0
    for k in range(1, math.isqrt(2 * n) + 2):
        rest = n - k * (k - 1) // 2  # k consecutive integers starting at a: k a + k(k-1)/2 = n
        if rest >= k and rest % k == 0:
            best = k
    return best


def _multiples_value(p):
    return sum(p["M"] + 1 - d for d in range(6, p["M"] + 1, 6))  # the order of 10 mod 1001 is 6


def _multiples_check(p):
    return sum(1 for j in range(p["M"] + 1) for i in range(j) if (pow(10, j, 1001) - pow(10, i, 1001)) % 1001 == 0)


def _idempotent_value(p):
    n, m = p["n"], p["m"]
    total = 0
    for k in range(m, n + 1):  # k fixed points, j elements one step away, the rest two steps away
        for j in range(n - k + 1):
            rest = n - k - j
            total += math.comb(n, k) * math.comb(n - k, j) * k**j * (j**rest if rest else 1)
    return total


def _idempotent_text(p):
    m = p["m"]
    return {
        "set": _set_text(p["n"]),
        "atleast": "" if m == 1 else f" and have at least ${m}$ fixed points",
        "atleast_short": "" if m == 1 else f" and at least ${m}$ fixed points",
    }


def _series_exp(a: list) -> list:
    """Coefficients of exp(a(x)) for a power series a with a[0] = 0 (b' = a' b)."""
    b = [Fraction(1)] + [Fraction(0)] * (len(a) - 1)
    for n in range(1, len(a)):
        b[n] = sum(k * a[k] * b[n - k] for k in range(1, n + 1)) / n
    return b


def _idempotent_check(p):
    """Brute force over all maps up to 6 elements; beyond, exponential generating functions: such a
    map is a forest of rooted trees of height <= 2 (roots the fixed points), so the maps with exactly
    k fixed points number n! [x^n] T(x)^k / k! with T = x exp(x exp(x)).
    """
    n, m = p["n"], p["m"]
    if n <= 6:
        return sum(
            1
            for f in product(range(n), repeat=n)
            if all(f[f[x]] == f[f[f[x]]] for x in range(n)) and sum(f[x] == x for x in range(n)) >= m
        )
    x = [Fraction(0), Fraction(1)] + [Fraction(0)] * (n - 1)
    tree = x
    for _ in range(2):  # height <= h trees: x exp(trees of height <= h - 1)
        grown = _series_exp(tree)
        tree = [Fraction(0)] + grown[:n]
    power, total = [Fraction(1)] + [Fraction(0)] * n, Fraction(0)
    for k in range(1, n + 1):
        power = [sum(power[i] * tree[d - i] for i in range(d + 1)) for d in range(n + 1)]  # T^k
        if k >= m:
            total += power[n] / math.factorial(k)
    return int(total * math.factorial(n))


def _set_text(n):
    return "\\{" + ", ".join(str(v) for v in range(1, n + 1)) + "\\}"


def _pairs_value(p):
    """Subsets of {1..n} with exactly j consecutive pairs: m elements in m - j runs, C(m-1, j) ways to
    cut them into runs and C(n-m+1, m-j) ways to place the runs with gaps between them.
    """
    n, j = p["n"], p["j"]
    return sum(math.comb(m - 1, j) * math.comb(n - m + 1, m - j) for m in range(j + 1, n + 1))


def _pairs_check(p):
    """Brute force over all 2^n subsets (n <= 16): count the pairs {k, k+1} inside each."""
    return sum(1 for bits in product((0, 1), repeat=p["n"]) if sum(a and b for a, b in pairwise(bits)) == p["j"])


_PAIR_WORDS = {1: "one pair", 2: "two pairs", 3: "three pairs", 4: "four pairs"}


def _set_tex(members, bold):
    return "\\{" + ",".join(f"\\mathbf{{{v}}}" if v in bold else str(v) for v in members) + "\\}"


def _pairs_text(p):
    n, j = p["n"], p["j"]
    words = _PAIR_WORDS[j]
    if (n, j) == (10, 1):
        examples = r"$\{\mathbf{1},\mathbf{2},5\}$ and $\{1,3,\mathbf{6},\mathbf{7},10\}.$"
        plain = r"$\{1,2,5\}$ and $\{1,3,6,7,10\}$"
    else:  # a run of j + 1 numbers at the start, and one at the end (each holds j pairs)
        first = [*range(1, j + 2), *([n] if n >= j + 3 else [])]
        last = [*([1] if n - j >= 3 else []), *range(n - j, n + 1)]
        examples = f"${_set_tex(first, set(range(1, j + 2)))}$ and ${_set_tex(last, set(range(n - j, n + 1)))}$."
        plain = f"${_set_tex(first, set())}$ and ${_set_tex(last, set())}$"
    return {"pairs": words, "examples": examples, "plain": plain, "lies": "lies" if j == 1 else "lie"}


def _runs_value(p):
    n, r = p["n"], p["r"]
    ways = [1] + [0] * n  # compositions of n into parts <= r; each gives 2 strings (first letter)
    for m in range(1, n + 1):
        ways[m] = sum(ways[m - part] for part in range(1, min(r, m) + 1))
    return 2 * ways[n]


def _runs_check(p):
    n, r = p["n"], p["r"]
    return sum(1 for s in product("AB", repeat=n) if all(len(set(s[i : i + r + 1])) > 1 for i in range(n - r)))


def _pair_numbers(p):
    """Every base-B numeral of L digits starting with d with exactly one repeated digit (as text)."""
    d, length, base = p["d"], p["L"], p["B"]
    out = []
    for rest in product(range(base), repeat=length - 1):
        digits = (d, *rest)
        if sorted((digits.count(v) for v in set(digits)), reverse=True) == [2] + [1] * (length - 2):
            out.append("".join(map(str, digits)))
    return out


def _pair_value(p):
    length, base = p["L"], p["B"]
    with_lead = (length - 1) * math.perm(base - 1, length - 2)
    without = (base - 1) * math.comb(length - 1, 2) * math.perm(base - 2, length - 3)
    return with_lead + without


_DIGITS = "0123456789ABCDEF"  # base-B digits, B <= 16


def _pair_examples(p):
    extra = {"base_text": "" if p["B"] == 10 else f" written in base ${p['B']}$", "B1": p["B"] - 1}
    if (p["d"], p["L"], p["B"]) == (1, 4, 10):
        return {"examples": "$1447$, $1005$ and $1231$", **extra}
    d, length = p["d"], p["L"]
    others = [v for v in range(p["B"]) if v != d][::-1]  # L - 1 <= B - 1 of them
    picks = [
        [d, d, *others[: length - 2]],  # the leading digit repeated
        [d, others[0], others[0], *others[1 : length - 2]],  # another digit, side by side
        [d, *others[1 : length - 1], others[1]],
    ]  # another digit, apart
    sub = "" if p["B"] == 10 else f"_{{{p['B']}}}"
    texts = ["".join(_DIGITS[v] for v in digits) + sub for digits in picks]
    return {"examples": f"${texts[0]}$, ${texts[1]}$ and ${texts[2]}$", **extra}


def _alternating_check(p):
    """Expand sum_j (-x)^j at x = y - 1 with integer polynomial arithmetic; the y^k coefficient."""
    top = p["D"]
    total = [0] * (top + 1)
    power = [1]  # (y - 1)^k, coefficients by degree
    for k in range(top + 1):
        for deg, c in enumerate(power):
            total[deg] += (-1) ** k * c
        power = [(power[i - 1] if i else 0) - (power[i] if i < len(power) else 0) for i in range(len(power) + 1)]
    return total[p["k"]]


def _cot_check(p):
    """A concrete triangle with a = b = 1 and c^2 = 2/K, angles from the law of cosines."""
    a = b = 1.0
    c = math.sqrt(2 / p["K"])
    alpha = math.acos((b * b + c * c - a * a) / (2 * b * c))
    beta = math.acos((a * a + c * c - b * b) / (2 * a * c))
    gamma = math.acos((a * a + b * b - c * c) / (2 * a * b))
    ratio = (1 / math.tan(gamma)) / (1 / math.tan(alpha) + 1 / math.tan(beta))
    return rational_or_float(ratio, max_den=10, tol=1e-6)


TEMPLATES = [
    harp_template(
        "1987/AIME/11",
        5,
        "number_theory",
        [
            r"Find the largest possible value of $[[k]]$ for which $[[b]]^{[[e]]}$ is expressible as the sum of $[[k]]$ consecutive positive integers.",
            r"The number $[[b]]^{[[e]]}$ is written as a sum of $[[k]]$ consecutive positive integers. What is the largest possible $[[k]]$?",
            r"For how many terms $[[k]]$, at most, can $[[b]]^{[[e]]}$ be a sum of $[[k]]$ consecutive positive integers? Give the maximum $[[k]]$.",
        ],
        r"If the terms start at $[[a]] \ge 1$, then $[[k]](2[[a]] + [[k]] - 1) = 2 \cdot [[b]]^{[[e]]}$. So $[[k]]$ and $2[[a]]+[[k]]-1 > [[k]]$ are complementary divisors of $2\cdot[[b]]^{[[e]]}$ of opposite parity; the largest such $[[k]]$ below $\sqrt{2\cdot[[b]]^{[[e]]}}$ is $\boxed{[[ans]]}$.",
        {"k": "k", "a": "n"},
        constants={"b": Choice((3, 5, 7, 11, 13, 15, 21), 3), "e": IntRange(4, 20, 11)},
        constraint=lambda p: p["b"] ** p["e"] < 10**10 and p["b"] ** p["e"] > 10**4,
        value=_consecutive_value,
        check=_consecutive_check,
        ranges="an odd base (primes 3..13, or 15, 21) with b^e between 10^4 and 10^10: the same divisor-pair "
        "argument on 2 b^e with many candidate divisors.",
        atypical="its answer 2 b^((e-1)/2) = 486 stays below 1000 only for e <= 11, and e = 11 only with b = 3 (3^13 gives 1458): the original's exponent is the largest of its family",
    ),
    harp_template(
        "2001/AIME_II/10",
        5,
        "number_theory",
        [
            r"How many positive integer multiples of $1001$ can be expressed in the form $10^{[[j]]} - 10^{[[i]]}$, where $[[i]]$ and $[[j]]$ are integers and $0\leq [[i]] < [[j]] \leq [[M]]$?",
            r"Count the positive multiples of $1001$ of the form $10^{[[j]]} - 10^{[[i]]}$ with integers $0 \le [[i]] < [[j]] \le [[M]]$.",
            r"For integers $[[i]], [[j]]$ with $0 \le [[i]] < [[j]] \le [[M]]$, how many of the numbers $10^{[[j]]} - 10^{[[i]]}$ are divisible by $1001$?",
        ],
        r"$10^{[[j]]} - 10^{[[i]]} = 10^{[[i]]}(10^{[[j]]-[[i]]} - 1)$ and $\gcd(10, 1001) = 1$, so we need $1001 \mid 10^{[[j]]-[[i]]} - 1$. The order of $10$ modulo $1001 = 7\cdot 11\cdot 13$ is $6$, so $[[j]] - [[i]]$ is a multiple of $6$; a gap $6t$ occurs for $[[M]]+1-6t$ pairs. Summing gives $\boxed{[[ans]]}$.",
        {"i": "i", "j": "j"},
        constants={"M": IntRange(40, 150, 99)},
        value=_multiples_value,
        check=_multiples_check,
        ranges="upper bound M in 40..150: the same order-6 argument, several gap classes to sum.",
    ),
    harp_template(
        "2018/AIME_II/10",
        5,
        "counting_and_probability",
        [
            r"Find the number of functions $[[f]]([[x]])$ from $[[set]]$ to $[[set]]$ that satisfy $[[f]]([[f]]([[x]])) = [[f]]([[f]]([[f]]([[x]])))$ for all $[[x]]$ in $[[set]]$[[atleast]].",
            r"How many functions $[[f]] : [[set]] \to [[set]]$ satisfy $[[f]]([[f]]([[x]])) = [[f]]([[f]]([[f]]([[x]])))$ for every $[[x]] \in [[set]]$[[atleast]]?",
            r"Count the maps $[[f]]$ from the set $[[set]]$ to itself with $[[f]] \circ [[f]] = [[f]] \circ [[f]] \circ [[f]]$[[atleast_short]].",
        ],
        r"The condition says every $[[f]]([[f]]([[x]]))$ is a fixed point (so $[[f]]$ has at least one): each element is fixed, maps to a fixed point, or maps to an element that maps to a fixed point. Choosing $k \ge [[m]]$ fixed points, $j$ elements sent to them and letting the rest map onto those $j$, the count is $\sum_{k \ge [[m]],\,j}\binom{[[n]]}{k}\binom{[[n]]-k}{j}k^j j^{[[n]]-k-j} = \boxed{[[ans]]}$.",
        {"f": "f", "x": "x"},
        constants={"n": IntRange(3, 9, 5), "m": IntRange(1, 8, 1)},
        constraint=lambda p: p["n"] - p["m"] >= 2,
        derived=_idempotent_text,
        value=_idempotent_value,
        check=_idempotent_check,
        ranges="a set of n = 3..9 elements and at least m fixed points (every such map has one, so the original's "
        "m = 1 is no condition and its statement says none), with n - m >= 2 so that the two-step layer occurs: the "
        "same layered count (fixed points, one step, two steps), summed over k >= m. With m = 1 alone only n = 3..5 "
        "give AIME-size answers (n = 6: 6607; issue 38).",
    ),
    harp_template(
        "2023/AIME_I/11",
        5,
        "algebra",
        [
            r"Find the number of subsets of $\{1,2,3,\ldots,[[n]]\}$ that contain exactly [[pairs]] of consecutive integers. Examples of such subsets are [[examples]]",
            r"How many subsets of $\{1, 2, \ldots, [[n]]\}$ contain exactly [[pairs]] of consecutive integers $\{k, k+1\}$? (For instance [[plain]] do.)",
            r"Count the subsets $[[T]]$ of $\{1,2,\dots,[[n]]\}$ such that exactly [[pairs]] $\{[[k]], [[k]]+1\}$ [[lies]] in $[[T]]$; e.g. [[plain]].",
        ],
        r"A subset with $m$ elements and exactly $[[j]]$ pairs $\{[[k]], [[k]]+1\}$ consists of $m - [[j]]$ runs of consecutive numbers: $\binom{m-1}{[[j]]}$ ways to cut the $m$ elements into runs, and $\binom{[[n]]-m+1}{m-[[j]]}$ ways to place the runs in $\{1, \ldots, [[n]]\}$ with a gap between any two. Summing over $m$ gives $\boxed{[[ans]]}$.",
        {"T": "S", "k": "k"},
        constants={"n": IntRange(5, 12, 10), "j": IntRange(1, 4, 1)},
        constraint=lambda p: 2 * p["j"] + 1 <= p["n"],
        derived=_pairs_text,
        value=_pairs_value,
        check=_pairs_check,
        ranges="n in 5..12 and exactly j = 1..4 pairs {k, k+1} (a run of r numbers holds r - 1 of them): "
        "counted by runs, as the original's one pair is; AIME-size answers (10..999). The original's n "
        "alone gave up to 10 digits (issue 38) and only 3 AIME-size values of n beyond it.",
    ),
    harp_template(
        "2015/AIME_II/12",
        5,
        "counting_and_probability",
        [
            r"There are $2^{[[n]]} = [[total]]$ possible [[n]]-letter strings in which each letter is either an A or a B. Find the number of such strings that do not have more than [[r]] adjacent letters that are identical.",
            r"Among the $2^{[[n]]}$ strings of length $[[n]]$ over the letters A and B, how many have no run of more than $[[r]]$ equal adjacent letters?",
            r"Count the strings of $[[n]]$ letters, each A or B, in which no block of identical adjacent letters is longer than $[[r]]$.",
        ],
        r"Such a string is determined by its first letter and the lengths of its runs, a composition of $[[n]]$ into parts of size at most $[[r]]$. With $[[w]]_m$ compositions of $m$, $[[w]]_m = [[w]]_{m-1} + \cdots + [[w]]_{m-[[r]]}$, and the answer is $2[[w]]_{[[n]]} = \boxed{[[ans]]}$.",
        {"w": "c"},
        constants={"n": IntRange(6, 14, 10), "r": IntRange(2, 4, 3)},
        derived=lambda p: {"total": 2 ** p["n"]},
        constraint=lambda p: p["n"] >= 2 * p["r"],
        value=_runs_value,
        check=_runs_check,
        ranges="length 6..14 and longest run 2..4 with n >= 2r: the run bound really cuts, counted by the same "
        "composition recursion.",
    ),
    harp_template(
        "1983/AIME/10",
        5,
        "counting_and_probability",
        [
            r"The numbers [[examples]] have something in common: each is a $[[L]]$-digit number beginning with $[[d]]$ that has exactly two identical digits. How many such numbers are there?",
            r"How many $[[L]]$-digit numbers[[base_text]] begin with the digit $[[d]]$ and have exactly two identical digits (for example [[examples]])?",
            r"Call a $[[L]]$-digit number[[base_text]] good if its first digit is $[[d]]$ and exactly two of its digits are equal, the rest all different; [[examples]] are good. Find the number $[[N]]$ of good numbers.",
        ],
        r"Either the repeated digit is the leading $[[d]]$ (its second copy in one of $[[L]]-1$ places, the other places distinct digits different from $[[d]]$), or it is another digit ($[[B1]]$ choices, two of the $[[L]]-1$ places, the remaining places distinct and different from both). Adding the two cases, $[[N]] = \boxed{[[ans]]}$.",
        {"N": "N"},
        constants={"L": IntRange(3, 5, 4), "B": IntRange(4, 16, 10), "d": IntRange(1, 9, 1)},
        constraint=lambda p: p["d"] < p["B"] and p["L"] <= p["B"] and (p["L"], p["B"]) != (4, 10),
        derived=_pair_examples,
        value=_pair_value,
        check=lambda p: len(_pair_numbers(p)),
        problem_key=lambda p: (p["L"], p["B"]),  # the leading digit never changes the count
        inert={"d": "the leading digit never changes the count (the digits are symmetric); problem_key leaves it out"},
        ranges="3..5 digits in base 4..16 (at least as many digits available as places; digits above 9 "
        "written A-F) and any nonzero leading digit: the same two-case count of placements, an AIME-size "
        "answer (the engine's answer band keeps 2..4 digits and 0..999). The leading digit alone never "
        "changes the count (the digits are symmetric), so 4 decimal digits, the original's, are not drawn.",
    ),
    harp_template(
        "2022/AIME_II/10",
        5,
        "algebra",
        [
            r"Find the remainder when\[\binom{\binom{3}{2}}{2} + \binom{\binom{4}{2}}{2} + \dots + \binom{\binom{[[N]]}{2}}{2}\]is divided by $1000$.",
            r"Compute $\displaystyle\sum_{[[k]]=3}^{[[N]]} \binom{\binom{[[k]]}{2}}{2}$ modulo $1000$.",
            r"What is the remainder upon dividing $\sum_{[[k]]=3}^{[[N]]}\binom{\binom{[[k]]}{2}}{2}$ by $1000$?",
        ],
        r"$\binom{\binom{[[k]]}{2}}{2} = 3\binom{[[k]]+1}{4}$ (count pairs of pairs), so by the hockey stick identity the sum is $3\binom{[[N]]+2}{5}$, which leaves remainder $\boxed{[[ans]]}$ mod $1000$.",
        {"k": "n"},
        constants={"N": IntRange(20, 80, 40)},
        value=lambda p: 3 * math.comb(p["N"] + 2, 5) % 1000,
        check=lambda p: sum(math.comb(math.comb(k, 2), 2) for k in range(3, p["N"] + 1)) % 1000,
        answer_band=2,
        ranges="upper index 20..80: the same identity and hockey stick sum, a large number reduced mod 1000.",
        atypical="its answer is a remainder mod 1000, whose digit count does not measure the work; the original's remainder 4 happens to have one digit (a band of 1 digit would keep 10 instances, all chosen by their remainder's length)",
    ),
    harp_template(
        "1986/AIME/11",
        5,
        "algebra",
        [
            r"The polynomial $1-[[x]]+[[x]]^2-[[x]]^3+\cdots+[[x]]^{[[D1]]}-[[x]]^{[[D]]}$ may be written in the form $[[a]]_0+[[a]]_1[[y]]+[[a]]_2[[y]]^2+\cdots +[[a]]_{[[D1]]}[[y]]^{[[D1]]}+[[a]]_{[[D]]}[[y]]^{[[D]]}$, where $[[y]]=[[x]]+1$ and the $[[a]]_i$'s are constants. Find the value of $[[a]]_[[ks]]$.",
            r"Write $\sum_{k=0}^{[[D]]} (-[[x]])^k$ as a polynomial $\sum_{k=0}^{[[D]]} [[a]]_k [[y]]^k$ in $[[y]] = [[x]]+1$. What is $[[a]]_[[ks]]$?",
            r"Expressing $1 - [[x]] + [[x]]^2 - \cdots - [[x]]^{[[D]]}$ in powers of $[[y]] = [[x]] + 1$ as $[[a]]_0 + [[a]]_1[[y]] + \cdots + [[a]]_{[[D]]}[[y]]^{[[D]]}$, find $[[a]]_[[ks]]$.",
        ],
        r"With $[[x]] = [[y]] - 1$, $(-[[x]])^k = (1-[[y]])^k$, whose $[[y]]^{[[k]]}$ coefficient is $\binom{k}{[[k]]}$ ($[[k]]$ is even). Summing over $k \le [[D]]$ (hockey stick), $[[a]]_[[ks]] = \binom{[[D]]+1}{[[k1]]} = \boxed{[[ans]]}$.",
        {"x": "x", "y": "y", "a": "a"},
        constants={"D": Choice(tuple(range(5, 24, 2)), 17), "k": Choice(tuple(range(2, 23, 2)), 2)},
        constraint=lambda p: p["k"] < p["D"],
        derived=lambda p: {"D1": p["D"] - 1, "k1": p["k"] + 1, "ks": p["k"] if p["k"] < 10 else f"{{{p['k']}}}"},
        value=lambda p: math.comb(p["D"] + 1, p["k"] + 1),
        check=_alternating_check,
        ranges="odd degree 5..23, so the polynomial still ends in -x^D, and an even coefficient index 2..22 below "
        "D (a_k = C(D+1, k+1) > 0): the same substitution and hockey stick sum. The answer band keeps AIME-size "
        "answers (10..999); the original's degree alone gives only 4 of them (issue 38), hence the index, which "
        "runs up to D - 1 so that the degrees above the original's 17 have AIME-size coefficients too.",
    ),
    harp_template(
        "1989/AIME/10",
        5,
        "precalculus",
        [
            r"Let $[[a]]$, $[[b]]$, $[[c]]$ be the three sides of a triangle, and let $\alpha$, $\beta$, $\gamma$, be the angles opposite them. If $[[a]]^2+[[b]]^2=[[K]][[c]]^2$, find $\frac{\cot \gamma}{\cot \alpha+\cot \beta}$",
            r"A triangle has sides $[[a]], [[b]], [[c]]$ opposite the angles $\alpha, \beta, \gamma$, and $[[a]]^2 + [[b]]^2 = [[K]][[c]]^2$. Compute $\dfrac{\cot\gamma}{\cot\alpha + \cot\beta}$.",
            r"In a triangle with sides $[[a]], [[b]], [[c]]$ and opposite angles $\alpha, \beta, \gamma$, suppose $[[a]]^2+[[b]]^2 = [[K]] [[c]]^2$. What is $\cot\gamma / (\cot\alpha+\cot\beta)$?",
        ],
        r"With area $\Delta$, $\cot\gamma = \frac{[[a]]^2+[[b]]^2-[[c]]^2}{4\Delta}$ and $\cot\alpha + \cot\beta = \frac{2[[c]]^2}{4\Delta}$. The ratio is $\frac{[[a]]^2+[[b]]^2-[[c]]^2}{2[[c]]^2} = \frac{[[K]]-1}{2} = \boxed{[[ans]]}$.",
        {"a": "a", "b": "b", "c": "c"},
        constants={"K": Choice(tuple(range(1941, 2000, 2)), 1989)},
        value=lambda p: (p["K"] - 1) // 2,
        check=_cot_check,
        ranges="K odd in 1941..1999, years around the original's 1989: such triangles exist (a = b = 1, "
        "c^2 = 2/K) and (K-1)/2 is an integer below 1000 (an AIME answer; K up to 1999), the same cotangent-area "
        "identities.",
    ),
    harp_template(
        "2000/AIME_I/11",
        5,
        "number_theory",
        [
            r"Let $[[S]]$ be the sum of all numbers of the form $[[a]]/[[b]],$ where $[[a]]$ and $[[b]]$ are relatively prime positive divisors of $1000.$ What is the greatest integer that does not exceed $[[S]]/10$?",
            r"Add up all fractions $[[a]]/[[b]]$ where $[[a]]$ and $[[b]]$ are coprime positive divisors of $1000$, and call the total $[[S]]$. Find $\lfloor [[S]]/10 \rfloor$.",
            r"The numbers $\frac{[[a]]}{[[b]]}$ with $[[a]], [[b]]$ relatively prime positive divisors of $1000$ sum to $[[S]]$. What is the greatest integer not exceeding $\frac{[[S]]}{10}$?",
        ],
        r"For coprime divisors, each of the primes $2$ and $5$ divides at most one of $[[a]]$, $[[b]]$: so $[[a]]/[[b]]$ is $2^{\pm i}5^{\pm j}$ where each prime sits in the numerator or in the denominator. Summing, $[[S]] = \left(\sum_{i=0}^{3} 2^i + \sum_{i=1}^{3} 2^{-i}\right)\left(\sum_{j=0}^{3} 5^j + \sum_{j=1}^{3} 5^{-j}\right) = 15.875 \cdot 156.248 = 2480.437\ldots$, so $\lfloor [[S]]/10 \rfloor = \boxed{248}$.",
        {"S": "S", "a": "a", "b": "b"},
        answer="248",
    ),
]
