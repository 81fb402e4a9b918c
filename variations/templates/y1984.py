"""Putnam 1984 variation templates: A3, B1, B5 (renamed variables); A2, A5, B2 (new constants)."""

import math
from fractions import Fraction
from math import comb, factorial

from hardmath.variations.checks import frac_tex as _frac_tex, pattern_search as _pattern_search
from hardmath.variations.engine import Choice, IntRange, Template


# ---------------------------------------------------------------- 1984 A2: telescoping series
def _a2_84_value(p):
    return Fraction(p["q"], (p["p"] - p["q"]) ** 2)


def _a2_84_check(p):
    r = p["q"] / p["p"]
    total = 0.0
    for k in range(1, 700):
        total += r**k / (p["p"] * (1 - r ** (k + 1)) * (1 - r**k))
    return Fraction(total).limit_denominator(100)


# ---------------------------------------------------------------- 1984 A5: Dirichlet integral
def _a5_84_value(p):
    a, b, c, d = p["ea"], p["eb"], p["ec"], p["ed"]
    return Fraction(factorial(a) * factorial(b) * factorial(c) * factorial(d), factorial(a + b + c + d + 3))


def _beta_like(m: int, n: int) -> Fraction:
    """int_0^1 t^m (1-t)^n dt, by expanding (1-t)^n (no factorial formula)."""
    return sum((Fraction((-1) ** j * comb(n, j), m + j + 1) for j in range(n + 1)), Fraction(0))


def _a5_84_check(p):
    """Iterated integral: z over [0,u], then y over [0,1-x], then x, each by binomial expansion."""
    a, b, c, d = p["ea"], p["eb"], p["ec"], p["ed"]
    # int_0^u z^c (u-z)^d dz = u^{c+d+1} * beta_like(c, d); similarly in y then x.
    return _beta_like(c, d) * _beta_like(b, c + d + 1) * _beta_like(a, b + c + d + 2)


def _a5_84_derived(p):
    a, b, c, d = p["ea"], p["eb"], p["ec"], p["ed"]
    n = a + b + c + d + 3
    return {"n0": n, "ans": rf"\frac{{{a}!\,{b}!\,{c}!\,{d}!}}{{{n}!}}"}


# ---------------------------------------------------------------- 1984 B2: circle vs hyperbola
def _b2_84_value(p):
    r, c = p["R"], p["c"]
    return f"{(math.sqrt(2 * c) - math.sqrt(r)) ** 2:.6f}"


def _b2_84_check(p):
    r, c = p["R"], p["c"]

    def f(v: list[float]) -> float:
        theta, t = v
        if not 0 < theta < math.pi / 2:
            return math.inf
        u, y, w = math.sqrt(r) * math.cos(theta), math.sqrt(r) * math.sin(theta), math.exp(t)
        return (u - w) ** 2 + (y - c / w) ** 2

    best = min((f([th, t]), th, t) for th in (0.2, 0.5, 0.8, 1.1, 1.4) for t in (-1.0, 0.0, 1.0, 2.0, 3.0))
    return f"{_pattern_search(f, [best[1], best[2]], step=0.1):.6f}"


def _b2_84_exact(r: int, c: int) -> str:
    """(sqrt(2c) - sqrt(R))^2 = 2c + R - 2 sqrt(2cR), with the root simplified."""
    inside, outside = 2 * c * r, 2
    k = math.isqrt(inside)
    while k > 1:
        if inside % (k * k) == 0:
            break
        k -= 1
    outside *= k
    inside //= k * k
    if inside == 1:
        return str(2 * c + r - outside)
    return rf"{2 * c + r} - {outside}\sqrt{{{inside}}}"


TEMPLATES = [
    Template(
        name="putnam_1984_a2",
        kind="constant",
        statements=[
            r"Express $\sum_{[[k]]=1}^\infty \frac{[[pq]]^[[k]]}{([[p]]^{[[k]]+1}-[[q]]^{[[k]]+1})([[p]]^[[k]]-[[q]]^[[k]])}$ as a rational number.",
            r"Evaluate the series $\displaystyle\sum_{[[k]] \ge 1} \frac{[[pq]]^{[[k]]}}{\left([[p]]^{[[k]]+1}-[[q]]^{[[k]]+1}\right)\left([[p]]^{[[k]]}-[[q]]^{[[k]]}\right)}$; the sum is rational.",
            r"The infinite sum of $\frac{[[pq]]^{[[k]]}}{([[p]]^{[[k]]}-[[q]]^{[[k]]})([[p]]^{[[k]]+1}-[[q]]^{[[k]]+1})}$ over all positive integers $[[k]]$ is a rational number. Find it.",
        ],
        solution=(
            r"Note that $\frac{[[q]]^{[[k]]}}{[[p]]^{[[k]]}-[[q]]^{[[k]]}} - \frac{[[q]]^{[[k]]+1}}{[[p]]^{[[k]]+1}-[[q]]^{[[k]]+1}} = \frac{[[q]]^{[[k]]}[[p]]^{[[k]]+1} - [[q]]^{[[k]]+1}[[p]]^{[[k]]}}{([[p]]^{[[k]]}-[[q]]^{[[k]]})([[p]]^{[[k]]+1}-[[q]]^{[[k]]+1})} = \frac{[[pmq]]\cdot [[pq]]^{[[k]]}}{([[p]]^{[[k]]}-[[q]]^{[[k]]})([[p]]^{[[k]]+1}-[[q]]^{[[k]]+1})}$. "
            r"So the $[[k]]$-th term is $\frac{1}{[[pmq]]}$ times a telescoping difference, and since $\frac{[[q]]^{[[k]]}}{[[p]]^{[[k]]}-[[q]]^{[[k]]}} \to 0$, "
            r"the sum is $\frac{1}{[[pmq]]}\cdot\frac{[[q]]}{[[p]]-[[q]]} = \boxed{[[ans]]}$."
        ),
        answer="[[ans]]",
        variables={"k": "k"},
        constants={"p": IntRange(3, 9, original=3), "q": IntRange(2, 8, original=2)},
        constraint=lambda p: p["q"] < p["p"],
        derived=lambda p: {"pq": p["p"] * p["q"], "pmq": p["p"] - p["q"], "ans": _frac_tex(_a2_84_value(p))},
        value=_a2_84_value,
        check=_a2_84_check,
        atypical="the sum is q/(p - q) for the bases p > q of 6^k = 3^k 2^k: the original's (3, 2) is the smallest pair, and every pair gives a one-digit answer, 7 instances in all",
    ),
    Template(
        name="putnam_1984_a3",
        kind="variable",
        statements=[
            r"Let $[[n]]$ be a positive integer. Let $[[a]],[[b]],[[x]]$ be real numbers, with $[[a]] \neq [[b]]$, and let $[[M]]_[[n]]$ denote the $2[[n]] \times 2[[n]]$ matrix whose $(i,j)$ entry $[[m]]_{ij}$ is given by \[ [[m]]_{ij}=\begin{cases} [[x]] & \text{if }i=j, \\ [[a]] & \text{if }i \neq j\text{ and }i+j\text{ is even}, \\ [[b]] & \text{if }i \neq j\text{ and }i+j\text{ is odd}. \end{cases} \] Thus, for example, $[[M]]_2=\begin{pmatrix} [[x]] & [[b]] & [[a]] & [[b]] \\ [[b]] & [[x]] & [[b]] & [[a]] \\ [[a]] & [[b]] & [[x]] & [[b]] \\ [[b]] & [[a]] & [[b]] & [[x]] \end{pmatrix}$. Express $\lim_{[[x]] \to [[a]]} \det [[M]]_[[n]]/([[x]]-[[a]])^{2[[n]]-2}$ as a polynomial in $[[a]]$, $[[b]]$, and $[[n]]$, where $\det [[M]]_[[n]]$ denotes the determinant of $[[M]]_[[n]]$.",
            r"Fix a positive integer $[[n]]$ and reals $[[a]] \ne [[b]]$ and $[[x]]$. Let $[[M]]_{[[n]]}$ be the $2[[n]]\times 2[[n]]$ matrix with diagonal entries $[[x]]$ and off-diagonal $(i,j)$ entry $[[m]]_{ij}$ equal to $[[a]]$ when $i+j$ is even and to $[[b]]$ when $i+j$ is odd. Compute $\lim_{[[x]]\to [[a]]} \frac{\det [[M]]_{[[n]]}}{([[x]]-[[a]])^{2[[n]]-2}}$ as a polynomial in $[[a]], [[b]], [[n]]$.",
            r"The $2[[n]] \times 2[[n]]$ matrix $[[M]]_{[[n]]} = ([[m]]_{ij})$ has $[[m]]_{ii} = [[x]]$, and for $i \neq j$, $[[m]]_{ij} = [[a]]$ if $i \equiv j \pmod 2$ and $[[m]]_{ij} = [[b]]$ otherwise, where $[[a]] \ne [[b]]$. Find the polynomial in $[[a]]$, $[[b]]$, $[[n]]$ equal to $\lim_{[[x]]\to [[a]]}\det [[M]]_{[[n]]}\,([[x]]-[[a]])^{2-2[[n]]}$.",
        ],
        solution=(
            r"Write $[[M]]_{[[n]]} = ([[x]]-[[a]])I + N$, where $N$ has entries $[[a]]$ when $i+j$ is even (including the diagonal) and $[[b]]$ when $i+j$ is odd. "
            r"With $u$, $w$ the indicator vectors of the odd and the even indices, $N = [[a]](uu^T + ww^T) + [[b]](uw^T + wu^T)$ has rank at most $2$, and $Nu = [[n]]([[a]]u + [[b]]w)$, $Nw = [[n]]([[b]]u + [[a]]w)$. "
            r"So the eigenvalues of $N$ are $[[n]]([[a]]+[[b]])$, $[[n]]([[a]]-[[b]])$ and $0$ with multiplicity $2[[n]]-2$, giving $\det [[M]]_{[[n]]} = ([[x]]-[[a]])^{2[[n]]-2}\left([[x]]-[[a]]+[[n]]([[a]]+[[b]])\right)\left([[x]]-[[a]]+[[n]]([[a]]-[[b]])\right)$. "
            r"Letting $[[x]] \to [[a]]$, the limit is $\boxed{[[n]]^2([[a]]^2 - [[b]]^2)}$."
        ),
        answer=r"[[n]]^2([[a]]^2 - [[b]]^2)",
        variables={"n": "n", "a": "a", "b": "b", "x": "x", "M": "M", "m": "m"},
    ),
    Template(
        name="putnam_1984_a5",
        kind="constant",
        statements=[
            r"Let $[[R]]$ be the region consisting of all triples $([[x]],[[y]],[[z]])$ of nonnegative real numbers satisfying $[[x]]+[[y]]+[[z]] \leq 1$. Let $[[w]]=1-[[x]]-[[y]]-[[z]]$. Express the value of the triple integral $\iiint_[[R]] [[x]]^{[[ea]]}[[y]]^{[[eb]]}[[z]]^{[[ec]]}[[w]]^{[[ed]]}\,d[[x]]\,d[[y]]\,d[[z]]$ in the form $[[a]]![[b]]![[c]]![[d]]!/[[n]]!$, where $[[a]]$, $[[b]]$, $[[c]]$, $[[d]]$, and $[[n]]$ are positive integers.",
            r"On the solid simplex $[[R]] = \{([[x]],[[y]],[[z]]) : [[x]],[[y]],[[z]] \ge 0,\ [[x]]+[[y]]+[[z]] \le 1\}$ set $[[w]] = 1-[[x]]-[[y]]-[[z]]$. Compute $\iiint_{[[R]]} [[x]]^{[[ea]]}[[y]]^{[[eb]]}[[z]]^{[[ec]]}[[w]]^{[[ed]]}\,d[[x]]\,d[[y]]\,d[[z]]$ and write it as $\frac{[[a]]!\,[[b]]!\,[[c]]!\,[[d]]!}{[[n]]!}$ with positive integers $[[a]], [[b]], [[c]], [[d]], [[n]]$.",
            r"Find positive integers $[[a]], [[b]], [[c]], [[d]], [[n]]$ such that $\frac{[[a]]!\,[[b]]!\,[[c]]!\,[[d]]!}{[[n]]!}$ equals $\iiint_{[[R]]} [[x]]^{[[ea]]}[[y]]^{[[eb]]}[[z]]^{[[ec]]}(1-[[x]]-[[y]]-[[z]])^{[[ed]]}\,d[[x]]\,d[[y]]\,d[[z]]$, where $[[R]]$ is the set of nonnegative triples with $[[x]]+[[y]]+[[z]] \le 1$; give the value of the integral in this form.",
        ],
        solution=(
            r"Integrate one variable at a time using the Beta integral $\int_0^{u} t^{\alpha}(u-t)^{\beta}\,dt = \frac{\alpha!\,\beta!}{(\alpha+\beta+1)!}u^{\alpha+\beta+1}$. "
            r"With $u = 1-[[x]]-[[y]]$, the $[[z]]$-integral gives $\frac{[[ec]]!\,[[ed]]!}{([[ec]]+[[ed]]+1)!}u^{[[ec]]+[[ed]]+1}$; then the $[[y]]$-integral and the $[[x]]$-integral contribute similar factors, and the intermediate factorials cancel. "
            r"The result is the Dirichlet formula $\frac{[[ea]]!\,[[eb]]!\,[[ec]]!\,[[ed]]!}{([[ea]]+[[eb]]+[[ec]]+[[ed]]+3)!}$, "
            r"i.e. $\boxed{[[ans]]}$."
        ),
        answer="[[ans]]",
        variables={"R": "R", "x": "x", "y": "y", "z": "z", "w": "w", "a": "a", "b": "b", "c": "c", "d": "d", "n": "n"},
        constants={
            "ea": IntRange(1, 9, original=1),
            "eb": IntRange(1, 9, original=9),
            "ec": IntRange(1, 9, original=8),
            "ed": IntRange(1, 9, original=4),
        },
        derived=_a5_84_derived,
        value=_a5_84_value,
        check=_a5_84_check,
        atypical="the statement asks for positive integers in a! b! c! d!/n!, so an exponent is at least 1: the original's exponent 1 of x is the smallest allowed",
    ),
    Template(
        name="putnam_1984_b1",
        kind="variable",
        statements=[
            r"Let $[[n]]$ be a positive integer, and define $[[f]]([[n]])=1!+2!+\dots+[[n]]!$. Find polynomials $[[P]]([[x]])$ and $[[Q]]([[x]])$ such that $[[f]]([[n]]+2)=[[P]]([[n]])[[f]]([[n]]+1)+[[Q]]([[n]])[[f]]([[n]])$ for all $[[n]] \geq 1$.",
            r"Put $[[f]]([[n]]) = \sum_{j=1}^{[[n]]} j!$ for positive integers $[[n]]$. Determine polynomials $[[P]]$ and $[[Q]]$ with $[[f]]([[n]]+2) = [[P]]([[n]])\,[[f]]([[n]]+1) + [[Q]]([[n]])\,[[f]]([[n]])$ for every $[[n]] \ge 1$; give $[[P]]([[x]])$ and $[[Q]]([[x]])$.",
            r"The sums of factorials $[[f]]([[n]]) = 1! + 2! + \cdots + [[n]]!$ satisfy a linear recurrence $[[f]]([[n]]+2) = [[P]]([[n]])[[f]]([[n]]+1) + [[Q]]([[n]])[[f]]([[n]])$ ($[[n]] \ge 1$) with polynomial coefficients. Find such polynomials $[[P]]([[x]])$ and $[[Q]]([[x]])$.",
        ],
        solution=(
            r"We have $[[f]]([[n]]+2) - [[f]]([[n]]+1) = ([[n]]+2)!$ and $[[f]]([[n]]+1) - [[f]]([[n]]) = ([[n]]+1)!$. "
            r"Hence $[[f]]([[n]]+2) - [[f]]([[n]]+1) = ([[n]]+2)\left([[f]]([[n]]+1) - [[f]]([[n]])\right)$, "
            r"i.e. $[[f]]([[n]]+2) = ([[n]]+3)[[f]]([[n]]+1) - ([[n]]+2)[[f]]([[n]])$. "
            r"So we can take $\boxed{[[P]]([[x]]) = [[x]] + 3,\ [[Q]]([[x]]) = -[[x]] - 2}$."
        ),
        answer=r"[[P]]([[x]]) = [[x]] + 3,\ [[Q]]([[x]]) = -[[x]] - 2",
        variables={"n": "n", "f": "f", "P": "P", "Q": "Q", "x": "x"},
    ),
    Template(
        name="putnam_1984_b2",
        guessable="few answers occur: 2 is right for about 33% of instances",
        kind="constant",
        statements=[
            r"Find the minimum value of $([[u]]-[[v]])^2+(\sqrt{[[R]]-[[u]]^2}-\frac{[[c]]}{[[v]]})^2$ for $0<[[u]]<\sqrt{[[R]]}$ and $[[v]]>0$.",
            r"Over all real $[[u]] \in (0, \sqrt{[[R]]})$ and $[[v]] > 0$, what is the smallest value of $\left([[u]]-[[v]]\right)^2+\left(\sqrt{[[R]]-[[u]]^2}-\frac{[[c]]}{[[v]]}\right)^2$?",
            r"Determine $\min\left\{([[u]]-[[v]])^2+\left(\sqrt{[[R]]-[[u]]^2}-[[c]]/[[v]]\right)^2 : 0<[[u]]<\sqrt{[[R]]},\ [[v]]>0\right\}$.",
        ],
        solution=(
            r"The expression is the squared distance between the point $([[u]], \sqrt{[[R]]-[[u]]^2})$ on the quarter circle $X^2+Y^2 = [[R]]$ and the point $([[v]], [[c]]/[[v]])$ on the hyperbola $XY = [[c]]$ in the first quadrant. "
            r"Points of the hyperbola satisfy $X+Y \ge 2\sqrt{[[c]]}$, so their distance from the origin is at least $\sqrt{2[[c]]}$, with equality at $(\sqrt{[[c]]},\sqrt{[[c]]})$; since $\sqrt{2[[c]]} > \sqrt{[[R]]}$, the hyperbola lies outside the circle. "
            r"Hence the distance is at least $\sqrt{2[[c]]} - \sqrt{[[R]]}$, with equality for the points on the diagonal, $[[u]] = \sqrt{[[R]]/2}$ and $[[v]] = \sqrt{[[c]]}$. "
            r"The minimum is $(\sqrt{2[[c]]} - \sqrt{[[R]]})^2 = \boxed{[[ans]]}$."
        ),
        answer="[[ans]]",
        variables={"u": "u", "v": "v"},
        constants={"R": Choice((2, 8, 18, 3, 5), original=2), "c": IntRange(2, 30, original=9)},
        constraint=lambda p: 2 * p["c"] > p["R"],
        derived=lambda p: {"ans": _b2_84_exact(p["R"], p["c"])},
        value=_b2_84_value,
        check=_b2_84_check,
    ),
    Template(
        name="putnam_1984_b5",
        kind="variable",
        statements=[
            r"For each nonnegative integer $[[k]]$, let $[[d]]([[k]])$ denote the number of $1$'s in the binary expansion of $[[k]]$ (for example, $[[d]](0)=0$ and $[[d]](5)=2$). Let $[[m]]$ be a positive integer. Express $\sum_{[[k]]=0}^{2^[[m]]-1} (-1)^{[[d]]([[k]])}[[k]]^[[m]]$ in the form $(-1)^[[m]][[a]]^{[[f]]([[m]])}([[g]]([[m]]))!$, where $[[a]]$ is an integer and $[[f]]$ and $[[g]]$ are polynomials.",
            r"Let $[[d]]([[k]])$ be the binary digit sum of the nonnegative integer $[[k]]$ (so $[[d]](5) = 2$). For a positive integer $[[m]]$, evaluate $\displaystyle\sum_{[[k]]=0}^{2^{[[m]]}-1}(-1)^{[[d]]([[k]])}[[k]]^{[[m]]}$ and write it as $(-1)^{[[m]]}[[a]]^{[[f]]([[m]])}\,([[g]]([[m]]))!$ with $[[a]]$ an integer and $[[f]], [[g]]$ polynomials.",
            r"Write $[[d]]([[k]])$ for the number of ones in the base-$2$ representation of $[[k]] \ge 0$. Find a closed form of the form $(-1)^{[[m]]}[[a]]^{[[f]]([[m]])}([[g]]([[m]]))!$ (with $[[a]] \in \mathbb{Z}$, $[[f]], [[g]]$ polynomials) for $\sum_{[[k]]=0}^{2^{[[m]]}-1}(-1)^{[[d]]([[k]])}\,[[k]]^{[[m]]}$, where $[[m]] \ge 1$.",
        ],
        solution=(
            r"Writing $[[k]] = \sum_{j<[[m]]} \epsilon_j 2^j$ with $\epsilon_j \in \{0,1\}$, we get $\sum_{[[k]]=0}^{2^{[[m]]}-1}(-1)^{[[d]]([[k]])}e^{[[k]]t} = \prod_{j=0}^{[[m]]-1}\left(1 - e^{2^j t}\right)$. "
            r"The desired sum is $[[m]]!$ times the coefficient of $t^{[[m]]}$ in this product. "
            r"Each factor is $-2^j t + O(t^2)$, so the product is $(-1)^{[[m]]}2^{0+1+\cdots+([[m]]-1)}t^{[[m]]} + O(t^{[[m]]+1})$. "
            r"Therefore the sum equals $\boxed{(-1)^{[[m]]}2^{[[m]]([[m]]-1)/2}[[m]]!}$."
        ),
        answer=r"(-1)^{[[m]]}2^{[[m]]([[m]]-1)/2}[[m]]!",
        variables={"k": "k", "d": "d", "m": "m", "a": "a", "f": "f", "g": "g"},
    ),
]
