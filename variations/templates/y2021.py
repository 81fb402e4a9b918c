"""Putnam 2021 variation templates: A2 (renamed variables); A1, A5 (new constants)."""

import math

from hardmath.variations.checks import is_prime as _is_prime
from hardmath.variations.engine import IntRange, Template

# ---------------------------------------------------------------- 2021 A1: grasshopper hops of length 5
_OTHER_HOPS = [(5, 0), (0, 5), (4, -3), (-3, 4), (3, -4), (-4, 3), (-5, 0), (0, -5), (-3, -4), (-4, -3)]


def _reachable(X: int, Y: int, n: int) -> bool:
    """Is (X, Y) a sum of exactly n hops? Hops other than (3,4),(4,3) raise x+y by less than 7;
    enumerate all multisets of them with total shortfall 7n - X - Y, then solve for the rest.
    """
    short = 7 * n - X - Y
    if short < 0:
        return False
    hops = [(h, 7 - h[0] - h[1]) for h in _OTHER_HOPS]

    def rec(i, left, used, sx, sy) -> bool:
        if left == 0:
            rx, ry = X - sx, Y - sy
            u, r1 = divmod(4 * rx - 3 * ry, 7)
            v, r2 = divmod(4 * ry - 3 * rx, 7)
            return r1 == 0 and r2 == 0 and u >= 0 and v >= 0 and u + v + used == n
        if i == len(hops):
            return False
        (hx, hy), cost = hops[i]
        c = 0
        while c * cost <= left:
            if rec(i + 1, left - c * cost, used + c, sx + c * hx, sy + c * hy):
                return True
            c += 1
        return False

    return rec(0, short, 0, 0, 0)


def _hops_check(p) -> int:
    c = p["c"]
    n = 0
    while not _reachable(c, c, n):
        n += 1
    return n


def _hops_value(p) -> int:
    n = -(-2 * p["c"] // 7)
    return n + n % 2


def _hops_derived(p) -> dict:
    c, n = p["c"], _hops_value(p)
    e = (7 * n - 2 * c) // 2
    s, r = e // 2, e - e // 2
    u = (c - 20 * r + 15 * s) // 7  # number of (3,4) hops
    v = (c - 20 * s + 15 * r) // 7  # number of (4,3) hops
    return {"c2": 2 * c, "n": n, "D": 2 * e, "s": s, "r": r, "u": u, "v": v, "ratio": f"{2 * c}/7"}


HOPS = Template(
    name="putnam_2021_a1",
    kind="constant",
    statements=[
        r"A grasshopper starts at the origin in the coordinate plane and makes a sequence of hops. Each hop has length $5$, and after each hop the grasshopper is at a point whose coordinates are both integers; thus, there are $12$ possible locations for the grasshopper after the first hop. What is the smallest number of hops needed for the grasshopper to reach the point $([[c]], [[c]])$?",
        r"A frog sits at $(0,0)$ and jumps around the plane. Every jump has length exactly $5$ and always lands on a lattice point (a point with integer coordinates), so after one jump there are $12$ possible positions. What is the minimum number of jumps after which the frog can be at $([[c]],[[c]])$?",
        r"Consider walks in $\mathbb{Z}^2$ starting at the origin in which every step is a vector of length $5$ with integer coordinates (there are $12$ such vectors). Find the least number of steps of such a walk ending at $([[c]],[[c]])$.",
    ],
    solution=(
        r"Each hop is $(\pm 5,0)$, $(0,\pm5)$, $(\pm3,\pm4)$ or $(\pm4,\pm3)$, so it raises $[[x]]+[[y]]$ by at most $7$ and changes "
        r"$[[x]]+[[y]]$ by an odd amount. To reach $[[x]]+[[y]] = [[c2]]$ we need at least $[[c2]]/7$ hops, and an even number of them, "
        r"so at least $[[n]]$ hops. They suffice: the shortfall is $7\cdot[[n]] - [[c2]] = [[D]]$; use the hops $(5,0)$, $(0,5)$, "
        r"$(3,4)$, $(4,3)$ with multiplicities $[[s]]$, $[[r]]$, $[[u]]$, $[[v]]$ respectively; these add up to $([[c]],[[c]])$. The answer is $\boxed{[[n]]}$."
    ),
    answer="[[n]]",
    variables={"x": "x", "y": "y"},
    constants={"c": IntRange(24, 5000, original=2021)},
    derived=_hops_derived,
    value=_hops_value,
    check=_hops_check,
)


# ---------------------------------------------------------------- 2021 A5: power sums modulo pq
def _powers_multiples(N: int, k: int) -> int:
    """How many multiples of ``k`` lie in ``0 <= j < N``."""
    return (N - 1) // k + 1


def _powers_count(p) -> int:
    """Inclusion-exclusion: the j in [0, N) divisible by neither p - 1 nor q - 1."""
    N, a, b = p["p"] * p["q"], p["p"] - 1, p["q"] - 1
    return N - _powers_multiples(N, a) - _powers_multiples(N, b) + _powers_multiples(N, math.lcm(a, b))


def _powers_value(p) -> tuple[frozenset, int]:
    """The rule (j divisible by neither p - 1 nor q - 1) on small j, and the count it gives on [0, N)."""
    a, b = p["p"] - 1, p["q"] - 1
    return frozenset(j for j in range(2 * b + 2) if j % a and j % b), _powers_count(p)


def _powers_check(p) -> tuple[frozenset, int]:
    """Power sums modulo N by brute force on small j; the count by enumerating the rule they confirm."""
    N = p["p"] * p["q"]
    units = [n for n in range(1, N + 1) if math.gcd(n, N) == 1]
    powers = [1] * len(units)
    good = set()
    for j in range(2 * (p["q"] - 1) + 2):
        if sum(powers) % N == 0:
            good.add(j)
        powers = [x * n % N for x, n in zip(powers, units, strict=True)]
    count = sum(1 for j in range(N) if j % (p["p"] - 1) and j % (p["q"] - 1))
    return frozenset(good), count


def _powers_derived(p) -> dict:
    N, a, b = p["p"] * p["q"], p["p"] - 1, p["q"] - 1
    lcm = math.lcm(a, b)
    return {
        "N": N,
        "p1": a,
        "q1": b,
        "lcm": lcm,
        "ma": _powers_multiples(N, a),
        "mb": _powers_multiples(N, b),
        "ml": _powers_multiples(N, lcm),
        "count": _powers_count(p),
    }


POWERS = Template(
    name="putnam_2021_a5",
    kind="constant",
    statements=[
        r"Let $[[A]]$ be the set of all integers $[[n]]$ such that $1 \leq [[n]] \leq [[N]]$ and $\gcd([[n]],[[N]])=1$. For every nonnegative integer $[[j]]$, let $[[S]]([[j]])=\sum_{[[n]] \in [[A]]}[[n]]^[[j]]$. Determine all values of $[[j]]$ such that $[[S]]([[j]])$ is a multiple of $[[N]]$. As your final answer, give how many of them satisfy $0 \le [[j]] < [[N]]$.",
        r"Let $[[A]] = \{[[n]] \in \mathbb{Z} : 1 \le [[n]] \le [[N]],\ \gcd([[n]],[[N]]) = 1\}$ and, for each integer $[[j]] \ge 0$, put $[[S]]([[j]]) = \sum_{[[n]]\in [[A]]} [[n]]^{[[j]]}$. For which $[[j]]$ is $[[S]]([[j]])$ divisible by $[[N]]$? Your final answer is the number of such $[[j]]$ in $0 \le [[j]] < [[N]]$.",
        r"For a nonnegative integer $[[j]]$, let $[[S]]([[j]])$ be the sum of the $[[j]]$-th powers of all integers $[[n]]$ in $\{1,2,\dots,[[N]]\}$ that are coprime to $[[N]]$ (call this set $[[A]]$). Find every $[[j]] \ge 0$ for which $[[N]] \mid [[S]]([[j]])$, and give the number of those with $[[j]] < [[N]]$ as your final answer.",
    ],
    solution=(
        r"Here $[[N]] = [[p]]\cdot[[q]]$ with both factors prime. By the Chinese remainder theorem, as $[[n]]$ runs over $[[A]]$ its "
        r"residue modulo $[[p]]$ runs over each nonzero class exactly $[[q1]]$ times, so "
        r"$[[S]]([[j]]) \equiv [[q1]]\sum_{r=1}^{[[p1]]} r^{[[j]]} \pmod{[[p]]}$. Using a primitive root, "
        r"$\sum_{r=1}^{[[p1]]} r^{[[j]]} \equiv -1$ if $[[p1]] \mid [[j]]$ and $\equiv 0$ otherwise; as $[[p]] \nmid [[q1]]$, "
        r"$[[p]] \mid [[S]]([[j]])$ iff $[[p1]] \nmid [[j]]$. Symmetrically ($[[q]] \nmid [[p1]]$), $[[q]] \mid [[S]]([[j]])$ iff $[[q1]] \nmid [[j]]$. "
        r"So $[[N]] \mid [[S]]([[j]])$ exactly when $[[p1]] \nmid [[j]]$ and $[[q1]] \nmid [[j]]$. In $0 \le [[j]] < [[N]]$ there are $[[ma]]$ multiples of $[[p1]]$, "
        r"$[[mb]]$ of $[[q1]]$ and $[[ml]]$ of both (multiples of $\operatorname{lcm}([[p1]], [[q1]]) = [[lcm]]$), so by inclusion-exclusion "
        r"the number of such $[[j]]$ is $[[N]] - [[ma]] - [[mb]] + [[ml]] = \boxed{[[count]]}$."
    ),
    answer=r"[[count]]",
    variables={"A": "A", "n": "n", "j": "j", "S": "S"},
    constants={"p": IntRange(3, 53, original=43), "q": IntRange(5, 59, original=47)},
    constraint=lambda p: (
        _is_prime(p["p"])
        and _is_prime(p["q"])
        and p["p"] < p["q"]
        and (p["q"] - 1) % p["p"] != 0
        and 30 <= p["p"] * p["q"] <= 2021
    ),
    derived=_powers_derived,
    value=_powers_value,
    check=_powers_check,
    atypical="the answer counts j below pq, and 2021 = 43 x 47 has nearly equal factors: with p < q and pq of the original's size, p lies below sqrt(pq) ~ 45, and the original's 43 is the largest such p",
)


TEMPLATES = [
    HOPS,
    Template(
        name="putnam_2021_a2",
        kind="variable",
        statements=[
            r"For every positive real number $[[x]]$, let $[[g]]([[x]])=\lim_{[[r]] \to 0}(([[x]]+1)^{[[r]]+1}-[[x]]^{[[r]]+1})^\frac{1}{[[r]]}$. Find $\lim_{[[x]] \to \infty}\frac{[[g]]([[x]])}{[[x]]}$.",
            r"For $[[x]]>0$ define $[[g]]([[x]]) = \lim_{[[r]]\to0}\left(([[x]]+1)^{[[r]]+1} - [[x]]^{[[r]]+1}\right)^{1/[[r]]}$. Compute $\displaystyle\lim_{[[x]]\to\infty} \frac{[[g]]([[x]])}{[[x]]}$.",
            r"Let $[[g]]([[x]])$ denote $\lim_{[[r]] \to 0}\bigl(([[x]]+1)^{1+[[r]]} - [[x]]^{1+[[r]]}\bigr)^{1/[[r]]}$ for positive real $[[x]]$. What is the limit of $[[g]]([[x]])/[[x]]$ as $[[x]] \to \infty$?",
        ],
        solution=(
            r"Let $h([[r]]) = ([[x]]+1)^{[[r]]+1} - [[x]]^{[[r]]+1}$, so $h(0) = 1$ and $h'(0) = ([[x]]+1)\ln([[x]]+1) - [[x]]\ln [[x]]$. Then "
            r"$\frac{\ln h([[r]])}{[[r]]} \to h'(0)$, so $[[g]]([[x]]) = \frac{([[x]]+1)^{[[x]]+1}}{[[x]]^{[[x]]}}$ and "
            r"$\frac{[[g]]([[x]])}{[[x]]} = \left(1+\frac{1}{[[x]]}\right)^{[[x]]}\cdot\frac{[[x]]+1}{[[x]]} \to \boxed{e}$."
        ),
        answer=r"e",
        variables={"x": "x", "g": "g", "r": "r"},
    ),
    POWERS,
]
