"""Putnam 2020 variation templates: A2 (renamed variables); A1, B1 (new constants)."""

from hardmath.variations.engine import IntRange, Template


# ---------------------------------------------------------------- 2020 A1: multiples of 2020 of the form 11..100..0
def _repunit_value(p) -> int:
    L = p["L"]
    J = (L - 2) // 4
    return J * (L - 1) - 2 * J * (J + 1)


def _repunit_check(p) -> int:
    """For each number k of ones, find the least number m of zeros making 11..1 00..0 a
    multiple of 2020 (adding zeros keeps it a multiple), then count m up to L - k.
    """
    L, total, rep = p["L"], 0, 0
    for k in range(1, L + 1):
        rep = (10 * rep + 1) % 2020
        value = rep
        for m in range(0, min(12, L - k) + 1):
            if value == 0:
                total += L - k - m + 1
                break
            value = value * 10 % 2020
    return total


REPUNIT = Template(
    name="putnam_2020_a1",
    kind="constant",
    statements=[
        r"Find the number of positive integers $[[N]]$ satisfying: (i) $[[N]]$ is divisible by $2020$, (ii) $[[N]]$ has at most $[[L]]$ decimal digits, (iii) The decimal digits of $[[N]]$ are a string of consecutive ones followed by a string of consecutive zeros.",
        r"How many positive integers $[[N]]$ are multiples of $2020$, have no more than $[[L]]$ digits in base ten, and are written as a block of ones followed by a (possibly empty) block of zeros?",
        r"Count the positive integers $[[N]]$ with the following three properties: $2020 \mid [[N]]$; the decimal expansion of $[[N]]$ has at most $[[L]]$ digits; and that expansion consists of some ones followed by some zeros.",
    ],
    solution=(
        r"Such an $[[N]]$ is $R_{[[k]]}\cdot 10^{[[m]]}$ with $R_{[[k]]} = \frac{10^{[[k]]}-1}{9}$ ($[[k]]\ge 1$ ones, $[[m]]\ge 0$ zeros) and "
        r"$[[k]]+[[m]] \le [[L]]$. As $2020 = 4\cdot 5\cdot 101$ and $R_{[[k]]}$ is odd and prime to $5$, we need $[[m]] \ge 2$; and "
        r"$101 \mid R_{[[k]]}$ iff $10^{[[k]]} \equiv 1 \pmod{101}$ iff $4 \mid [[k]]$, since $10^2 \equiv -1$. With $[[k]] = 4t$, "
        r"$1 \le t \le [[J]]$, there are $[[L]] - 4t - 1$ choices of $[[m]]$, so the count is "
        r"$\sum_{t=1}^{[[J]]}([[L1]] - 4t) = [[J]]\cdot [[L1]] - 2\cdot [[J]]\cdot [[J1]] = \boxed{[[ans]]}$."
    ),
    answer="[[ans]]",
    variables={"N": "N", "k": "k", "m": "m"},
    constants={"L": IntRange(6, 3000, original=2020)},
    derived=lambda p: {"J": (p["L"] - 2) // 4, "J1": (p["L"] - 2) // 4 + 1, "L1": p["L"] - 1, "ans": _repunit_value(p)},
    value=_repunit_value,
    check=_repunit_check,
)


# ---------------------------------------------------------------- 2020 B1: a Thue-Morse sum
def _tm_sign(k: int) -> int:
    return -1 if k.bit_count() % 2 else 1


def _tm_value(p) -> int:
    N = p["N"]
    start = 16 * (N // 16)
    return sum(_tm_sign(k) * k**3 for k in range(start, N + 1)) % N


def _tm_check(p) -> int:
    N = p["N"]
    return sum(_tm_sign(k) * k**3 for k in range(1, N + 1)) % N


def _tm_derived(p) -> dict:
    N = p["N"]
    start = 16 * (N // 16)
    terms = ""
    for k in range(start, N + 1):
        r = k - N
        term = f"({r})^3" if r < 0 else "0^3"
        terms += (" + " if _tm_sign(k) > 0 else " - ") + term
    terms = terms[3:] if terms.startswith(" + ") else "-" + terms[3:]
    return {"start": start, "terms": terms, "ans": _tm_value(p)}


THUE = Template(
    name="putnam_2020_b1",
    kind="constant",
    statements=[
        r"For a positive integer $[[n]]$, define $[[d]]([[n]])$ to be the sum of the digits of $[[n]]$ when written in binary (for example, $[[d]](13) = 1+1+0+1=3)$. Let \[ [[S]] = \sum_{[[k]]=1}^{[[N]]} (-1)^{[[d]]([[k]])} [[k]]^3. \] Determine $[[S]]$ modulo $[[N]]$.",
        r"Let $[[d]]([[n]])$ denote the number of ones in the binary expansion of the positive integer $[[n]]$ (so $[[d]](13)=3$). Find the remainder when \[ [[S]] = \sum_{[[k]]=1}^{[[N]]} (-1)^{[[d]]([[k]])}\, [[k]]^3 \] is divided by $[[N]]$.",
        r"Write $[[d]]([[n]])$ for the binary digit sum of $[[n]]$; for instance $[[d]](13) = 3$ since $13 = 1101_2$. Compute $[[S]] \bmod [[N]]$ (as a number in $\{0,1,\dots,[[N1]]\}$), where $[[S]]=\sum_{[[k]]=1}^{[[N]]}(-1)^{[[d]]([[k]])}[[k]]^3$.",
    ],
    solution=(
        r"Let $\epsilon([[k]]) = (-1)^{[[d]]([[k]])}$; then $\epsilon(2[[k]]+1) = -\epsilon(2[[k]])$. By induction on $r$, for every "
        r"polynomial $P$ of degree less than $r$ and every block $\{2^r t, \dots, 2^r t + 2^r - 1\}$, "
        r"$\sum \epsilon([[k]])P([[k]]) = 0$ (pair $2[[k]]$ with $2[[k]]+1$: the sum becomes $\sum \epsilon([[k]])(P(2[[k]])-P(2[[k]]+1))$ "
        r"over a block of half the size, with a polynomial of lower degree). With $r=4$, the terms $0 \le [[k]] < [[start]]$ cancel, so "
        r"$[[S]] = \sum_{[[k]]=[[start]]}^{[[N]]}\epsilon([[k]])[[k]]^3$. Reducing each $[[k]]$ modulo $[[N]]$ and reading the signs from "
        r"the binary digit sums, $[[S]] \equiv [[terms]] \pmod{[[N]]}$, so the answer is $\boxed{[[ans]]}$."
    ),
    answer="[[ans]]",
    variables={"n": "n", "d": "d", "S": "S", "k": "k"},
    constants={"N": IntRange(17, 5000, original=2020)},
    constraint=lambda p: p["N"] % 16 != 0,
    derived=lambda p: {**_tm_derived(p), "N1": p["N"] - 1},
    value=_tm_value,
    check=_tm_check,
)


TEMPLATES = [
    REPUNIT,
    Template(
        name="putnam_2020_a2",
        kind="variable",
        statements=[
            r"Let $[[k]]$ be a nonnegative integer. Evaluate \[ \sum_{[[j]]=0}^[[k]] 2^{[[k]]-[[j]]} \binom{[[k]]+[[j]]}{[[j]]}. \]",
            r"For an integer $[[k]] \ge 0$, find a closed form for $\displaystyle\sum_{[[j]]=0}^{[[k]]} \binom{[[k]]+[[j]]}{[[j]]}\, 2^{[[k]]-[[j]]}$.",
            r"Simplify the sum $\sum_{[[j]]=0}^{[[k]]} 2^{[[k]]-[[j]]}\binom{[[k]]+[[j]]}{[[k]]}$, where $[[k]]$ is a nonnegative integer.",
        ],
        solution=(
            r"Toss a fair coin until one face has appeared $[[k]]+1$ times. The probability that heads wins with exactly $[[j]]$ tails is "
            r"$\binom{[[k]]+[[j]]}{[[j]]}2^{-([[k]]+[[j]]+1)}$, and by symmetry heads wins with probability $\frac12$. Summing over $0\le [[j]]\le [[k]]$ gives "
            r"$\sum_{[[j]]}\binom{[[k]]+[[j]]}{[[j]]}2^{-[[j]]} = 2^{[[k]]}$. Multiplying by $2^{[[k]]}$, the sum is $\boxed{4^{[[k]]}}$."
        ),
        answer=r"4^{[[k]]}",
        variables={"k": "k", "j": "j"},
    ),
    THUE,
]
