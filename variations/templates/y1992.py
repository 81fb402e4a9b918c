"""Putnam 1992 variation templates: B1 (renamed variables); A2 (new constants)."""

from hardmath.variations.checks import rational_or_float as _rational_or_float
from hardmath.variations.engine import IntRange, Template


# ---------------------------------------------------------------- 1992 A2
def _92a2_check(p):
    """Simpson's rule on C(-y-1) * sum 1/(y+k), with C(-y-1) = (-1)^N prod (y+k)/k."""
    N = p["N"]

    def f(y):
        prod, harm = 1.0, 0.0
        for k in range(1, N + 1):
            prod *= 1 + y / k
            harm += 1 / (y + k)
        return (-1) ** N * prod * harm

    vals = [f(k / 64) for k in range(65)]

    def simpson(v):
        n = len(v) - 1
        return (v[0] + v[-1] + sum((4 if k % 2 else 2) * v[k] for k in range(1, n))) / (3 * n)

    fine, coarse = simpson(vals), simpson(vals[::2])
    return _rational_or_float(fine + (fine - coarse) / 15, 10, 1e-3)  # one Richardson step


TEMPLATES = [
    Template(
        name="putnam_1992_a2",
        kind="constant",
        statements=[
            r"Define $[[C]](\alpha)$ to be the coefficient of $[[x]]^{[[N]]}$ in the power series about $[[x]]=0$ of $(1 + [[x]])^\alpha$. Evaluate"
            "\n\\[\n"
            r"\int_0^1 \left( [[C]](-[[y]]-1) \sum_{[[k]]=1}^{[[N]]} \frac{1}{[[y]]+[[k]]} \right)\,d[[y]]."
            "\n\\]",
            r"For real $\alpha$ let $[[C]](\alpha)$ denote the coefficient of $[[x]]^{[[N]]}$ in the Maclaurin expansion of $(1+[[x]])^{\alpha}$. Compute "
            r"$\displaystyle\int_0^1 [[C]](-[[y]]-1)\left(\sum_{[[k]]=1}^{[[N]]} \frac{1}{[[y]]+[[k]]}\right) d[[y]]$.",
            r"Let $[[C]](\alpha) = \binom{\alpha}{[[N]]}$ be the coefficient of $[[x]]^{[[N]]}$ in $(1+[[x]])^\alpha = \sum_{j \ge 0} \binom{\alpha}{j}[[x]]^j$. "
            r"Find the value of $\int_0^1 [[C]](-1-[[y]]) \sum_{[[k]]=1}^{[[N]]} ([[y]]+[[k]])^{-1}\, d[[y]]$.",
        ],
        solution=(
            r"We have $[[C]](\alpha) = \alpha(\alpha-1)\cdots(\alpha-[[N]]+1)/[[N]]!$, so "
            r"$[[C]](-[[y]]-1) = (-1)^{[[N]]}\frac{([[y]]+1)([[y]]+2)\cdots([[y]]+[[N]])}{[[N]]!}$. "
            r"Writing $g([[y]]) = \prod_{[[k]]=1}^{[[N]]}([[y]]+[[k]])$, logarithmic differentiation gives $g'([[y]]) = g([[y]])\sum_{[[k]]=1}^{[[N]]}\frac{1}{[[y]]+[[k]]}$. "
            r"Hence the integrand is $\frac{(-1)^{[[N]]}}{[[N]]!}g'([[y]])$ and the integral equals "
            r"$\frac{(-1)^{[[N]]}}{[[N]]!}\bigl(g(1) - g(0)\bigr) = \frac{(-1)^{[[N]]}}{[[N]]!}\bigl([[N1]]! - [[N]]!\bigr) = (-1)^{[[N]]}\cdot [[N]] = \boxed{[[ans]]}$."
        ),
        answer="[[ans]]",
        variables={"C": "C", "x": "x", "y": "y", "k": "k"},
        constants={"N": IntRange(1000, 3000, original=1992)},
        ranges="N in 1000..3000, years around the original's 1992: the same computation, an answer of the original's size (issue 38)",
        derived=lambda p: {"N1": p["N"] + 1, "ans": (-1) ** p["N"] * p["N"]},
        value=lambda p: (-1) ** p["N"] * p["N"],
        check=_92a2_check,
    ),
    Template(
        name="putnam_1992_b1",
        kind="variable",
        statements=[
            r"Let $[[S]]$ be a set of $[[n]]$ distinct real numbers. Let $[[A]]_[[S]]$ be the set of numbers that occur as averages of two distinct elements of $[[S]]$. "
            r"For a given $[[n]] \geq 2$, what is the smallest possible number of elements in $[[A]]_[[S]]$?",
            r"For a finite set $[[S]] \subset \mathbb{R}$ write $[[A]]_{[[S]]} = \{(s+t)/2 : s, t \in [[S]],\ s \ne t\}$. If $|[[S]]| = [[n]] \ge 2$, how small can "
            r"$|[[A]]_{[[S]]}|$ be?",
            r"Given an integer $[[n]] \ge 2$, find the minimum, over all sets $[[S]]$ of $[[n]]$ distinct real numbers, of the number of distinct values "
            r"of $\frac{s+t}{2}$ with $s \ne t$ in $[[S]]$ (call this set of averages $[[A]]_{[[S]]}$).",
        ],
        solution=(
            r"Order $[[S]]$ as $s_1 < s_2 < \cdots < s_{[[n]]}$. The averages $\frac{s_1+s_2}{2} < \frac{s_1+s_3}{2} < \cdots < \frac{s_1+s_{[[n]]}}{2} < "
            r"\frac{s_2+s_{[[n]]}}{2} < \cdots < \frac{s_{[[n]]-1}+s_{[[n]]}}{2}$ are strictly increasing, giving $([[n]]-1) + ([[n]]-2) = 2[[n]]-3$ distinct elements, "
            r"so $|[[A]]_{[[S]]}| \ge 2[[n]]-3$. For $[[S]] = \{1, 2, \dots, [[n]]\}$ the sums of two distinct elements are exactly $3, 4, \dots, 2[[n]]-1$, so "
            r"$|[[A]]_{[[S]]}| = 2[[n]]-3$. The minimum is $\boxed{2[[n]]-3}$."
        ),
        answer=r"2[[n]]-3",
        variables={"S": "S", "A": "A", "n": "n"},
    ),
]
