"""Putnam 1988 variation templates: A3 (renamed variables); A1 (new constants)."""

from fractions import Fraction

from hardmath.variations.engine import IntRange, Template


# ---------------------------------------------------------------- 1988 A1
def _88a1_check(p):
    """Exact area by unit cells: centres strictly inside count 1, centres on a slanted edge count 1/2."""
    a, b = p["a"], p["b"]
    area = Fraction(0)
    for i in range(-(a + b) - 1, a + b + 1):
        for j in range(-b, b):
            x, y = abs(i + Fraction(1, 2)), abs(j + Fraction(1, 2))
            if x - y < a:
                area += 1
            elif x - y == a:
                area += Fraction(1, 2)
    return area


TEMPLATES = [
    Template(
        name="putnam_1988_a1",
        kind="constant",
        statements=[
            r"Let $[[R]]$ be the region consisting of the points $([[x]],[[y]])$ of the cartesian plane satisfying both $|[[x]]|-|[[y]]| \leq [[a]]$ and "
            r"$|[[y]]| \leq [[b]]$. Find the area of $[[R]]$.",
            r"Find the area of the set $[[R]] = \{([[x]],[[y]]) \in \mathbb{R}^2 : |[[x]]| - |[[y]]| \le [[a]],\ |[[y]]| \le [[b]]\}$.",
            r"The region $[[R]]$ of the plane consists of all points $([[x]],[[y]])$ with $|[[y]]| \le [[b]]$ and $|[[x]]| \le |[[y]]| + [[a]]$. What is its area?",
        ],
        solution=(
            r"For a fixed $[[y]]$ with $|[[y]]| \le [[b]]$, the points of $[[R]]$ on that horizontal line are those with $|[[x]]| \le [[a]] + |[[y]]|$, "
            r"a segment of length $2([[a]] + |[[y]]|)$. Hence the area is $\int_{-[[b]]}^{[[b]]} 2([[a]] + |[[y]]|)\,d[[y]] = 4\cdot [[a]]\cdot [[b]] + 2\cdot [[b]]^2 = \boxed{[[ans]]}$ "
            r"(geometrically, a hexagon with vertices $(\pm [[a]], 0)$ and $(\pm [[ab]], \pm [[b]])$)."
        ),
        answer="[[ans]]",
        variables={"R": "R", "x": "x", "y": "y"},
        constants={"a": IntRange(1, 9, original=1), "b": IntRange(1, 9, original=1)},
        derived=lambda p: {"ab": p["a"] + p["b"], "ans": 4 * p["a"] * p["b"] + 2 * p["b"] ** 2},
        value=lambda p: 4 * p["a"] * p["b"] + 2 * p["b"] ** 2,
        check=_88a1_check,
        atypical="the area 2b(2a + b) is 6 at a = b = 1 and has two digits for every other a, b >= 1: the original is the smallest member",
    ),
    Template(
        name="putnam_1988_a3",
        kind="variable",
        statements=[
            r"Determine, with proof, the set of real numbers $[[x]]$ for which"
            "\n\\[\n"
            r"\sum_{[[n]]=1}^\infty \left( \frac{1}{[[n]]} \csc \frac{1}{[[n]]} - 1 \right)^[[x]]"
            "\n\\]\n"
            r"converges.",
            r"For which real exponents $[[x]]$ does the series $\sum_{[[n]] \ge 1} \left(\frac{1}{[[n]]}\csc\frac{1}{[[n]]} - 1\right)^{[[x]]}$ converge?",
            r"Find all real $[[x]]$ such that $\displaystyle\sum_{[[n]]=1}^{\infty}\left(\frac{1/[[n]]}{\sin(1/[[n]])} - 1\right)^{[[x]]}$ is a convergent series.",
        ],
        solution=(
            r"With $t = 1/[[n]] \in (0,1]$, $\frac{t}{\sin t} - 1 > 0$ and $\frac{t}{\sin t} - 1 = \frac{t^2}{6} + O(t^4)$, so the terms are "
            r"$\left(\frac{1}{6[[n]]^2}\right)^{[[x]]}(1 + o(1))$. By limit comparison with $\sum [[n]]^{-2[[x]]}$ the series converges iff $2[[x]] > 1$ "
            r"(for $[[x]] \le 0$ the terms do not even tend to $0$). The set is $\boxed{[[x]] > \frac{1}{2}}$."
        ),
        answer=r"[[x]] > \frac{1}{2}",
        variables={"x": "x", "n": "n"},
    ),
]
