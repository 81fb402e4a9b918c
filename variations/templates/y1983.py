"""Putnam 1983 variation templates: A6 (renamed variables); A1 (new constants)."""

from hardmath.variations.engine import IntRange, Template


# ---------------------------------------------------------------- 1983 A1: divisors of 10^A or 20^B
def _a1_83_value(p):
    a, b = p["A"], p["B"]
    return (a + 1) ** 2 + (2 * b + 1) * (b + 1) - (min(a, 2 * b) + 1) * (min(a, b) + 1)


def _a1_83_check(p):
    a, b = p["A"], p["B"]
    x, y = 10**a, 20**b
    count = 0
    for i in range(max(a, 2 * b) + 1):
        for j in range(max(a, b) + 1):
            d = 2**i * 5**j
            if x % d == 0 or y % d == 0:
                count += 1
    return count


def _a1_83_derived(p):
    a, b = p["A"], p["B"]
    ga, gb = min(a, 2 * b), min(a, b)
    return {
        "a1": a + 1,
        "b2": 2 * b,
        "b21": 2 * b + 1,
        "b1": b + 1,
        "ga": ga,
        "gb": gb,
        "ga1": ga + 1,
        "gb1": gb + 1,
        "ans": _a1_83_value(p),
    }


TEMPLATES = [
    Template(
        name="putnam_1983_a1",
        kind="constant",
        statements=[
            r"How many positive integers $[[n]]$ are there such that $[[n]]$ is an exact divisor of at least one of the numbers $10^{[[A]]},20^{[[B]]}$?",
            r"Count the positive integers $[[n]]$ that divide $10^{[[A]]}$ or divide $20^{[[B]]}$ (or both).",
            r"Let $[[D]]$ be the set of positive integers $[[n]]$ with $[[n]] \mid 10^{[[A]]}$ or $[[n]] \mid 20^{[[B]]}$. Find the number of elements of $[[D]]$.",
        ],
        solution=(
            r"Every such $[[n]]$ has the form $2^x5^y$. Divisors of $10^{[[A]]} = 2^{[[A]]}5^{[[A]]}$: $[[a1]]^2$ of them; divisors of $20^{[[B]]} = 2^{[[b2]]}5^{[[B]]}$: $[[b21]]\cdot[[b1]]$. "
            r"The common divisors are the divisors of $\gcd = 2^{[[ga]]}5^{[[gb]]}$, of which there are $[[ga1]]\cdot[[gb1]]$. "
            r"By inclusion-exclusion the count is $[[a1]]^2 + [[b21]]\cdot[[b1]] - [[ga1]]\cdot[[gb1]] = \boxed{[[ans]]}$."
        ),
        answer="[[ans]]",
        variables={"n": "n", "D": "D"},
        constants={"A": IntRange(1, 60, original=40), "B": IntRange(1, 60, original=30)},
        derived=_a1_83_derived,
        value=_a1_83_value,
        check=_a1_83_check,
    ),
    Template(
        name="putnam_1983_a6",
        kind="variable",
        statements=[
            r"Let $[[T]]$ be the triangle with vertices $(0, 0)$, $([[a]], 0)$, and $(0, [[a]])$. Find $\lim_{[[a]] \to \infty} [[a]]^4 \exp(-[[a]]^3) \int_[[T]] \exp([[x]]^3+[[y]]^3) \, d[[x]] \, d[[y]]$.",
            r"For $[[a]] > 0$ let $[[T]]$ be the right triangle with vertices $(0,0)$, $([[a]],0)$, $(0,[[a]])$. Compute $\displaystyle\lim_{[[a]]\to\infty} [[a]]^4 e^{-[[a]]^3}\iint_{[[T]]} e^{[[x]]^3+[[y]]^3}\,d[[x]]\,d[[y]]$.",
            r"Evaluate the limit as $[[a]] \to \infty$ of $[[a]]^4 e^{-[[a]]^3}$ times the integral of $e^{[[x]]^3 + [[y]]^3}$ over the triangle $[[T]] = \{([[x]],[[y]]) : [[x]], [[y]] \ge 0,\ [[x]] + [[y]] \le [[a]]\}$.",
        ],
        solution=(
            r"On the hypotenuse $[[x]]+[[y]] = [[a]]$ we have $[[x]]^3+[[y]]^3 = [[a]]^3 - 3[[a]][[x]][[y]]$, which is largest at the two vertices $([[a]],0)$ and $(0,[[a]])$; the integral concentrates there. "
            r"Near $([[a]],0)$ write $[[x]] = [[a]] - v$ with $0 \le [[y]] \le v$; then $[[x]]^3 + [[y]]^3 = [[a]]^3 - 3[[a]]^2 v + O([[a]]v^2 + v^3)$, and the relevant $v$ are of size $[[a]]^{-2}$. "
            r"So the contribution is asymptotically $e^{[[a]]^3}\int_0^\infty v\, e^{-3[[a]]^2 v}\,dv = \frac{e^{[[a]]^3}}{9[[a]]^4}$, the other vertex gives the same, and the rest of the triangle is negligible. "
            r"Hence the limit is $\boxed{\frac{2}{9}}$."
        ),
        answer=r"\frac{2}{9}",
        variables={"T": "T", "a": "a", "x": "x", "y": "y"},
    ),
]
