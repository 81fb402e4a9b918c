"""Putnam 1974 variation templates: A4 (renamed variables); A6, B6 (new constants)."""

from hardmath.variations.engine import IntRange, Template


# ---------------------------------------------------------------- 1974 A6: k(10^m)
def _v5_fact(k: int) -> int:
    total, q = 0, 5
    while q <= k:
        total += k // q
        q *= 5
    return total


def _k_of_power_of_ten(m: int) -> int:
    """Least K with 5^m | K! (then 2^m | K! too): Legendre's formula, stepping by 5."""
    k = 0
    while _v5_fact(k) < m:
        k += 5
    return k


def _k_by_factorials(m: int) -> int:
    n, k, fact = 10**m, 0, 1
    while fact % n:
        k += 1
        fact *= k
    return k


def _a6_derived(p):
    k = _k_of_power_of_ten(p["m"])
    number = str(10 ** p["m"]) if p["m"] <= 9 else f"10^{{{p['m']}}}"
    return {"N": number, "K": k, "K1": k - 1, "vK": _v5_fact(k), "vK1": _v5_fact(k - 1)}


# ---------------------------------------------------------------- 1974 B6: subsets mod 3
_TWO_COS = {0: 2, 1: 1, 2: -1, 3: -2, 4: -1, 5: 1}  # 2cos(pi j/3)


def _b6_value(p):
    n = p["N"]
    return tuple((2**n + _TWO_COS[(n - 2 * r) % 6]) // 3 for r in range(3))


def _b6_check(p):
    n, row, counts = p["N"], 1, [0, 0, 0]
    for k in range(n + 1):
        counts[k % 3] += row
        row = row * (n - k) // (k + 1)
    return tuple(counts)


def _b6_tex(p):
    n = p["N"]
    parts = []
    for r in range(3):
        c = _TWO_COS[(n - 2 * r) % 6]
        parts.append(rf"\frac{{2^{{{n}}}{'+' if c > 0 else '-'}{abs(c)}}}{{3}}")
    return r"\left(" + ", ".join(parts) + r"\right)"


TEMPLATES = [
    Template(
        name="putnam_1974_a4",
        kind="variable",
        statements=[
            r"Evaluate in closed form: $\frac{1}{2^{[[n]]-1}} \sum_{[[k]] < [[n]]/2} ([[n]]-2[[k]]){[[n]] \choose [[k]]}$.",
            r"For a positive integer $[[n]]$, find a closed form for $\displaystyle\frac{1}{2^{[[n]]-1}}\sum_{0 \le [[k]] < [[n]]/2} ([[n]]-2[[k]])\binom{[[n]]}{[[k]]}$.",
            r"Simplify the expression $2^{1-[[n]]}\sum_{[[k]]} ([[n]]-2[[k]])\binom{[[n]]}{[[k]]}$, where $[[k]]$ runs over the integers with $0 \le [[k]] < [[n]]/2$.",
        ],
        solution=(
            r"Since $[[k]]\binom{[[n]]}{[[k]]} = [[n]]\binom{[[n]]-1}{[[k]]-1}$ and $([[n]]-[[k]])\binom{[[n]]}{[[k]]} = [[n]]\binom{[[n]]-1}{[[k]]}$, "
            r"we have $([[n]]-2[[k]])\binom{[[n]]}{[[k]]} = [[n]]\left(\binom{[[n]]-1}{[[k]]} - \binom{[[n]]-1}{[[k]]-1}\right)$. "
            r"Summing over $0 \le [[k]] \le m$ with $m = \lfloor ([[n]]-1)/2 \rfloor$ (the largest integer below $[[n]]/2$) telescopes to $[[n]]\binom{[[n]]-1}{m}$. "
            r"Hence the expression equals $\boxed{\frac{[[n]]}{2^{[[n]]-1}}\binom{[[n]]-1}{\lfloor ([[n]]-1)/2 \rfloor}}$."
        ),
        answer=r"\frac{[[n]]}{2^{[[n]]-1}}\binom{[[n]]-1}{\lfloor ([[n]]-1)/2 \rfloor}",
        variables={"n": "n", "k": "k"},
    ),
    Template(
        name="putnam_1974_a6",
        kind="constant",
        statements=[
            r"Given $[[n]]$, let $[[k]]([[n]])$ be the minimal degree of any monic integral polynomial $[[f]]$ such that the value of $[[f]]([[x]])$ is divisible by $[[n]]$ for every integer $[[x]]$. Find the value of $[[k]]([[N]])$.",
            r"For a positive integer $[[n]]$ write $[[k]]([[n]])$ for the smallest degree of a monic polynomial $[[f]]$ with integer coefficients such that $[[n]] \mid [[f]]([[x]])$ for all integers $[[x]]$. Compute $[[k]]([[N]])$.",
            r"What is the least degree $[[k]]([[N]])$ of a monic polynomial $[[f]]$ with integer coefficients for which $[[f]]([[x]])$ is a multiple of $[[N]]$ for every integer $[[x]]$? (In general $[[k]]([[n]])$ denotes this least degree for the modulus $[[n]]$.)",
        ],
        solution=(
            r"For any $t$, the polynomial $[[x]]([[x]]-1)\cdots([[x]]-t+1)$ is monic of degree $t$ and its values are divisible by $t!$, so $[[k]]([[n]])$ is at most the least $t$ with $[[n]] \mid t!$. "
            r"Conversely, if $[[f]]$ is monic of degree $t$, its $t$-th finite difference is the constant $t!$, an integer combination of values of $[[f]]$, so $[[n]] \mid t!$. "
            r"Hence $[[k]]([[n]])$ is the least $t$ with $[[n]] \mid t!$. For $[[n]] = [[N]] = 2^{[[m]]}5^{[[m]]}$ the power of $5$ is the binding one, since $v_2(t!) \ge v_5(t!)$: "
            r"by Legendre's formula $v_5([[K]]!) = [[vK]] \ge [[m]]$ while $v_5([[K1]]!) = [[vK1]] < [[m]]$. "
            r"So $[[k]]([[N]]) = \boxed{[[K]]}$."
        ),
        answer="[[K]]",
        variables={"n": "n", "k": "k", "f": "f", "x": "x"},
        constants={"m": IntRange(2, 40, original=6)},
        derived=_a6_derived,
        value=lambda p: _k_of_power_of_ten(p["m"]),
        check=lambda p: _k_by_factorials(p["m"]),
        atypical="k(10^m) is a function of m alone (m = 2..9: 10, 15, 20, 25, 25, 30, 35, 40): a range centred on the original's m = 6 (2..12) leaves 9 instances, 11% of draws giving the published 25",
    ),
    Template(
        name="putnam_1974_b6",
        kind="constant",
        statements=[
            r"For a set with $[[N]]$ elements, how many subsets are there whose cardinality is respectively $\equiv 0 \bmod 3, \equiv 1 \bmod 3, \equiv 2 \bmod 3$? Give the triple $([[a]]_0, [[a]]_1, [[a]]_2)$ of these counts.",
            r"Let $[[S]]$ be a set of $[[N]]$ elements and, for $r = 0, 1, 2$, let $[[a]]_r$ be the number of subsets of $[[S]]$ whose size leaves remainder $r$ on division by $3$. Find $([[a]]_0, [[a]]_1, [[a]]_2)$.",
            r"Count the subsets of an $[[N]]$-element set $[[S]]$ according to their size modulo $3$: if $[[a]]_r$ denotes the number of subsets of size congruent to $r \pmod 3$, determine the triple $([[a]]_0, [[a]]_1, [[a]]_2)$.",
        ],
        solution=(
            r"Let $\omega = e^{2\pi i/3}$. By the roots-of-unity filter, $[[a]]_r = \frac{1}{3}\sum_{j=0}^{2} \omega^{-jr}(1+\omega^j)^{[[N]]}$. "
            r"Since $1+\omega = e^{\pi i/3}$ and $1+\omega^2 = e^{-\pi i/3}$, this gives $[[a]]_r = \frac{1}{3}\left(2^{[[N]]} + 2\cos\frac{\pi([[N]]-2r)}{3}\right)$, "
            r"where $2\cos\frac{\pi j}{3}$ equals $2, 1, -1, -2, -1, 1$ for $j \equiv 0, \dots, 5 \pmod 6$. "
            r"Therefore $([[a]]_0, [[a]]_1, [[a]]_2) = \boxed{[[ans]]}$."
        ),
        answer="[[ans]]",
        variables={"a": "a", "S": "S"},
        constants={"N": IntRange(600, 1400, original=1000)},
        ranges="N in 600..1400, around the original's 1000: the same cube-root-of-unity filter, exponents of the original's size (issue 38)",
        derived=lambda p: {"ans": _b6_tex(p)},
        value=_b6_value,
        check=_b6_check,
    ),
]
