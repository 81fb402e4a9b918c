"""Putnam 1997 variation templates: A3, A6 (renamed variables); A1 (new constants)."""

import math

from hardmath.variations.engine import IntRange, Template


# ---------------------------------------------------------------- 1997 A1
def _97a1_check(p):
    """Search triangles A=(-a,q), B=(-s,0), C=(s,0): circumcentre (0,b) and orthocentre (-a,b); return BC."""
    a, b = p["a"], p["b"]
    found = set()
    for s in range(1, 200):
        for q in range(1, 400):
            # circumcentre (0, y0): s^2 + y0^2 = a^2 + (q - y0)^2; orthocentre height on x = -a: (s^2 - a^2)/q
            if a * a + q * q - s * s == 2 * q * b and s * s - a * a == q * b:
                found.add(2 * s)
    return found.pop() if len(found) == 1 else found


def _97a1_ok(p) -> bool:
    c2 = p["a"] ** 2 + 3 * p["b"] ** 2
    return math.isqrt(c2) ** 2 == c2


TEMPLATES = [
    Template(
        name="putnam_1997_a1",
        kind="constant",
        statements=[
            r"[[R]][[O]][[M]][[N]] is a rectangle with vertices in that order and [[R]][[O]] = [[a]], [[O]][[M]] = [[b]]. The triangle [[A]][[B]][[C]] has circumcenter "
            r"[[O]] and its altitudes intersect at [[R]]. [[M]] is the midpoint of [[B]][[C]], and [[A]][[N]] is the altitude from [[A]] to [[B]][[C]]. What is the length of [[B]][[C]]?",
            r"In triangle $[[A]][[B]][[C]]$, let $[[O]]$ be the circumcenter, $[[R]]$ the orthocenter, $[[M]]$ the midpoint of $[[B]][[C]]$ and $[[N]]$ the foot of "
            r"the altitude from $[[A]]$. Suppose $[[R]][[O]][[M]][[N]]$ is a rectangle (vertices in this order) with $[[R]][[O]] = [[a]]$ and $[[O]][[M]] = [[b]]$. Find $[[B]][[C]]$.",
            r"The orthocenter $[[R]]$ and circumcenter $[[O]]$ of triangle $[[A]][[B]][[C]]$, together with the midpoint $[[M]]$ of side $[[B]][[C]]$ and the foot $[[N]]$ "
            r"of the altitude $[[A]][[N]]$, form a rectangle $[[R]][[O]][[M]][[N]]$ with sides $[[R]][[O]] = [[a]]$ and $[[O]][[M]] = [[b]]$. How long is $[[B]][[C]]$?",
        ],
        solution=(
            r"Put $[[M]]$ at the origin and $[[B]][[C]]$ on the $x$-axis, $[[B]] = (-s, 0)$, $[[C]] = (s, 0)$. Since $[[O]][[M]] \perp [[B]][[C]]$, $[[O]] = (0, [[b]])$, "
            r"and the rectangle gives $[[N]] = (-[[a]], 0)$, $[[R]] = (-[[a]], [[b]])$, so $[[A]] = (-[[a]], h)$ lies on the line $x = -[[a]]$. "
            r"By Euler's relation $\vec{[[O]][[R]]} = \vec{[[O]][[A]]} + \vec{[[O]][[B]]} + \vec{[[O]][[C]]} = \vec{[[O]][[A]]} + 2\vec{[[O]][[M]]}$, so "
            r"$[[A]] = [[R]] + 2\vec{[[M]][[O]]} = (-[[a]], [[b3]])$. Now $[[O]][[A]]^2 = [[a]]^2 + (2\cdot [[b]])^2$ must equal $[[O]][[B]]^2 = s^2 + [[b]]^2$, so "
            r"$s^2 = [[a]]^2 + 3\cdot [[b]]^2 = [[s2]]$ and $s = [[s]]$. Hence $[[B]][[C]] = 2s = \boxed{[[ans]]}$."
        ),
        answer="[[ans]]",
        variables={"R": "R", "O": "O", "M": "M", "N": "N", "A": "A", "B": "B", "C": "C"},
        constants={"a": IntRange(1, 40, original=11), "b": IntRange(1, 40, original=5)},
        constraint=_97a1_ok,
        derived=lambda p: {
            "b3": 3 * p["b"],
            "s2": p["a"] ** 2 + 3 * p["b"] ** 2,
            "s": math.isqrt(p["a"] ** 2 + 3 * p["b"] ** 2),
            "ans": 2 * math.isqrt(p["a"] ** 2 + 3 * p["b"] ** 2),
        },
        value=lambda p: 2 * math.isqrt(p["a"] ** 2 + 3 * p["b"] ** 2),
        check=_97a1_check,
    ),
    Template(
        name="putnam_1997_a3",
        kind="variable",
        statements=[
            r"Evaluate \begin{gather*} \int_0^\infty \left([[x]]-\frac{[[x]]^3}{2}+\frac{[[x]]^5}{2\cdot 4}-\frac{[[x]]^7}{2\cdot 4\cdot 6}+\cdots\right) \\ "
            r"\left(1+\frac{[[x]]^2}{2^2}+\frac{[[x]]^4}{2^2\cdot 4^2}+\frac{[[x]]^6}{2^2\cdot 4^2 \cdot 6^2}+\cdots\right)\,d[[x]]. \end{gather*}",
            r"Compute $\displaystyle\int_0^{\infty} A([[x]])B([[x]])\,d[[x]]$, where $A([[x]]) = [[x]] - \frac{[[x]]^3}{2} + \frac{[[x]]^5}{2\cdot4} - \frac{[[x]]^7}{2\cdot4\cdot6} + \cdots$ "
            r"and $B([[x]]) = 1 + \frac{[[x]]^2}{2^2} + \frac{[[x]]^4}{2^2\cdot4^2} + \frac{[[x]]^6}{2^2\cdot4^2\cdot6^2} + \cdots$.",
            r"Find the value of the integral over $0 \le [[x]] < \infty$ of the product of the two power series "
            r"$\sum_{k\ge0} \frac{(-1)^k [[x]]^{2k+1}}{2\cdot4\cdots(2k)}$ and $\sum_{k \ge 0} \frac{[[x]]^{2k}}{(2\cdot4\cdots(2k))^2}$ (empty products are $1$).",
        ],
        solution=(
            r"Since $2\cdot4\cdots(2k) = 2^k k!$, the first series is $\sum_k \frac{(-1)^k[[x]]^{2k+1}}{2^k k!} = [[x]]e^{-[[x]]^2/2}$ and the second is "
            r"$\sum_k \frac{[[x]]^{2k}}{4^k (k!)^2}$ with positive terms. By monotone convergence we may integrate term by term: "
            r"$\int_0^\infty [[x]]^{2k+1}e^{-[[x]]^2/2}\,d[[x]] = 2^k k!$, so the integral is $\sum_k \frac{2^k k!}{4^k (k!)^2} = \sum_k \frac{(1/2)^k}{k!} = e^{1/2}$. "
            r"The answer is $\boxed{\sqrt{e}}$."
        ),
        answer=r"\sqrt{e}",
        variables={"x": "x"},
    ),
    Template(
        name="putnam_1997_a6",
        kind="variable",
        statements=[
            r"For a positive integer $[[n]]$ and any real number $[[c]]$, define $[[x]]_[[k]]$ recursively by $[[x]]_0=0$, $[[x]]_1=1$, and for $[[k]]\geq 0$, "
            r"\[[[x]]_{[[k]]+2}=\frac{[[c]][[x]]_{[[k]]+1}-([[n]]-[[k]])[[x]]_[[k]]}{[[k]]+1}.\] Fix $[[n]]$ and then take $[[c]]$ to be the largest value for which "
            r"$[[x]]_{[[n]]+1}=0$. Find $[[x]]_[[k]]$ in terms of $[[n]]$ and $[[k]]$, $1\leq [[k]]\leq [[n]]$.",
            r"Let $[[n]]$ be a positive integer and $[[c]]$ real. Put $[[x]]_0 = 0$, $[[x]]_1 = 1$ and $[[x]]_{[[k]]+2} = \bigl([[c]][[x]]_{[[k]]+1} - ([[n]]-[[k]])[[x]]_{[[k]]}\bigr)/([[k]]+1)$ "
            r"for $[[k]] \ge 0$. Choose $[[c]]$ as large as possible subject to $[[x]]_{[[n]]+1} = 0$. Express $[[x]]_{[[k]]}$ for $1 \le [[k]] \le [[n]]$ in terms of $[[n]]$ and $[[k]]$.",
            r"The sequence $[[x]]_0 = 0$, $[[x]]_1 = 1$, $([[k]]+1)[[x]]_{[[k]]+2} = [[c]][[x]]_{[[k]]+1} - ([[n]]-[[k]])[[x]]_{[[k]]}$ ($[[k]] \ge 0$) depends on a positive integer "
            r"$[[n]]$ and a real parameter $[[c]]$. For the largest $[[c]]$ making $[[x]]_{[[n]]+1}$ vanish, find a closed form for $[[x]]_{[[k]]}$, $1 \le [[k]] \le [[n]]$.",
        ],
        solution=(
            r"Let $Y(t) = \sum_{j \ge 0} [[x]]_{j+1}t^j$. The recursion becomes $Y'(1-t^2) = ([[c]] - ([[n]]-1)t)Y$ with $Y(0) = 1$, whose solution is "
            r"$Y(t) = (1-t)^{([[n]]-1-[[c]])/2}(1+t)^{([[n]]-1+[[c]])/2}$. The coefficient $[[x]]_{[[n]]+1}$ of $t^{[[n]]}$ is a polynomial of degree $[[n]]$ in $[[c]]$. "
            r"For $[[c]] = [[n]]-1-2j$, $j = 0, \dots, [[n]]-1$, $Y = (1-t)^j(1+t)^{[[n]]-1-j}$ has degree $[[n]]-1$, so these $[[n]]$ values are all the roots, "
            r"and the largest is $[[c]] = [[n]]-1$. Then $Y = (1+t)^{[[n]]-1}$, so $[[x]]_{[[k]]} = \boxed{\binom{[[n]]-1}{[[k]]-1}}$."
        ),
        answer=r"\binom{[[n]]-1}{[[k]]-1}",
        variables={"n": "n", "c": "c", "x": "x", "k": "k"},
    ),
]
