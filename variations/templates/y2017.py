"""Putnam 2017 variation templates: B4 (renamed variables); B2 (new constants)."""

from hardmath.variations.checks import is_prime as _is_prime
from hardmath.variations.engine import IntRange, Template


# ---------------------------------------------------------------- 2017 B2: sums of consecutive integers
def _consecutive_value(p) -> int:
    q = p["q"]
    s = 0
    while 2 ** (s + 1) <= q:
        s += 1
    return 2**s - (q - 1) // 2


def _only_length(N: int, q: int) -> bool:
    """True when N is a sum of k >= 2 consecutive positive integers for k = q and no other k."""
    found_q = False
    k = 2
    while k * (k + 1) // 2 <= N:
        if (N - k * (k - 1) // 2) % k == 0:
            if k != q:
                return False
            found_q = True
        k += 1
    return found_q


def _consecutive_check(p) -> int:
    q = p["q"]
    a = 1
    while not _only_length(q * a + q * (q - 1) // 2, q):
        a += 1
    return a


def _consecutive_derived(p) -> dict:
    q = p["q"]
    s = 0
    while 2 ** (s + 1) <= q:
        s += 1
    return {"s": s, "s1": s + 1, "pw": 2 ** (s + 1), "h": (q - 1) // 2, "q1": q - 1, "ans": 2**s - (q - 1) // 2}


CONSECUTIVE = Template(
    name="putnam_2017_b2",
    kind="constant",
    statements=[
        r"Suppose that a positive integer $[[N]]$ can be expressed as the sum of $[[k]]$ consecutive positive integers \[ [[N]] = [[a]] + ([[a]]+1) +([[a]]+2) + \cdots + ([[a]]+[[k]]-1) \] for $[[k]]=[[q]]$ but for no other values of $[[k]]>1$. Considering all positive integers $[[N]]$ with this property, what is the smallest positive integer $[[a]]$ that occurs in any of these expressions?",
        r"A positive integer $[[N]]$ is called special if it can be written as $[[N]] = [[a]] + ([[a]]+1) + \cdots + ([[a]]+[[k]]-1)$ with $[[a]] \geq 1$ for $[[k]] = [[q]]$, and for no other number $[[k]] > 1$ of consecutive positive terms. Over all special $[[N]]$, find the least possible starting term $[[a]]$ of the length-$[[q]]$ representation.",
        r"Some positive integers $[[N]]$ are sums of exactly $[[q]]$ consecutive positive integers $[[a]], [[a]]+1, \dots, [[a]]+[[q]]-1$ and cannot be written as a sum of $[[k]]$ consecutive positive integers for any other $[[k]] \ge 2$. Determine the minimum of $[[a]]$ over all such $[[N]]$.",
    ],
    solution=(
        r"Writing $[[N]]$ as a sum of $[[k]]\ge 2$ consecutive positive integers amounts to $2[[N]] = [[k]](2[[a]]+[[k]]-1)$ with "
        r"$[[k]] < 2[[a]]+[[k]]-1$ of opposite parity; such factorizations correspond to the odd divisors $>1$ of $[[N]]$. "
        r"Since $[[q]]$ is prime, having exactly one representation, with $[[k]] = [[q]]$, forces $[[N]] = 2^m\cdot [[q]]$ and "
        r"$[[q]] < 2^{m+1}$ (the factor $[[q]]$ must be the smaller one). Then $[[a]] = [[N]]/[[q]] - \frac{[[q1]]}{2} = 2^m - [[h]]$, "
        r"which is smallest for the least $m$ with $2^{m+1} > [[q]]$, namely $m=[[s]]$ ($2^{[[s1]]} = [[pw]]$). "
        r"Hence the answer is $2^{[[s]]} - [[h]] = \boxed{[[ans]]}$."
    ),
    answer="[[ans]]",
    variables={"N": "N", "a": "a", "k": "k"},
    constants={"q": IntRange(1000, 3000, original=2017)},
    ranges="q in 1000..3000, years around the original's 2017: the same argument, an answer of the original's size (issue 38)",
    constraint=lambda p: _is_prime(p["q"]),
    derived=_consecutive_derived,
    value=_consecutive_value,
    check=_consecutive_check,
)


TEMPLATES = [
    CONSECUTIVE,
    Template(
        name="putnam_2017_b4",
        kind="variable",
        statements=[
            r"Evaluate the sum \[ \sum_{[[k]]=0}^\infty \left( 3 \cdot \frac{\ln(4[[k]]+2)}{4[[k]]+2} - \frac{\ln(4[[k]]+3)}{4[[k]]+3} - \frac{\ln(4[[k]]+4)}{4[[k]]+4} - \frac{\ln(4[[k]]+5)}{4[[k]]+5} \right) = 3 \cdot \frac{\ln 2}{2} - \frac{\ln 3}{3} - \frac{\ln 4}{4} - \frac{\ln 5}{5} + 3 \cdot \frac{\ln 6}{6} - \frac{\ln 7}{7} - \frac{\ln 8}{8} - \frac{\ln 9}{9} + 3 \cdot \frac{\ln 10}{10} - \cdots . \] (As usual, $\ln x$ denotes the natural logarithm of $x$.)",
            r"Find the value of the series \[ \sum_{[[k]] \ge 0} \left(\frac{3\ln(4[[k]]+2)}{4[[k]]+2} - \frac{\ln(4[[k]]+3)}{4[[k]]+3} - \frac{\ln(4[[k]]+4)}{4[[k]]+4} - \frac{\ln(4[[k]]+5)}{4[[k]]+5}\right), \] that is, $\frac{3\ln 2}{2} - \frac{\ln 3}{3} - \frac{\ln 4}{4} - \frac{\ln 5}{5} + \frac{3\ln 6}{6} - \cdots$, where $\ln$ is the natural logarithm.",
            r"For $[[k]] = 0,1,2,\dots$ let $[[a]]_{[[k]]} = 3\frac{\ln(4[[k]]+2)}{4[[k]]+2} - \frac{\ln(4[[k]]+3)}{4[[k]]+3} - \frac{\ln(4[[k]]+4)}{4[[k]]+4} - \frac{\ln(4[[k]]+5)}{4[[k]]+5}$ (natural logarithms). Evaluate $\sum_{[[k]]=0}^{\infty}[[a]]_{[[k]]}$.",
        ],
        solution=(
            r"The series is $\sum_{m\ge1} w_m \frac{\ln m}{m}$ with $w_m = 3$ for $m\equiv 2 \pmod 4$ and $w_m = -1$ otherwise (the term $m=1$ is $0$). "
            r"For $s>1$, $F(s) = \sum_m w_m m^{-s} = -\zeta(s) + 4\cdot 2^{-s}(1-2^{-s})\zeta(s) = -\zeta(s)(1-2^{1-s})^2$, and since the weights have "
            r"period sum $0$ the Dirichlet series converges for $s>0$, so the requested sum is $-F'(1)$. Near $s=1$, $\zeta(s) = \frac{1}{s-1} + O(1)$ and "
            r"$(1-2^{1-s})^2 = (\ln 2)^2(s-1)^2 + O((s-1)^3)$, so $F(s) = -(\ln 2)^2(s-1) + O((s-1)^2)$ and $-F'(1) = \boxed{(\ln 2)^2}$."
        ),
        answer=r"(\ln 2)^2",
        variables={"k": "k", "a": "a"},
    ),
]
