"""Putnam 1986 variation templates: A3, A4, A6 (renamed variables); A1, A2, B1 (new constants)."""

import math
from fractions import Fraction

import sympy

from hardmath.variations.checks import bisect as _bisect, frac_tex as _frac_tex, rational_or_float as _rational_or_float
from hardmath.variations.engine import Choice, IntRange, Template


# ---------------------------------------------------------------- 1986 A1
def _86a1_check(p):
    r, s = p["r"], p["s"]
    x = sympy.Symbol("x")
    constraint = sympy.Poly(x**4 + (r * s) ** 2 - (r * r + s * s) * x**2, x)
    candidates = list(constraint.real_roots()) + [sympy.Integer(1), sympy.Integer(-1)]
    feasible = [c for c in candidates if constraint.eval(c) <= 0]
    return max(c**3 - 3 * c for c in feasible)


# ---------------------------------------------------------------- 1986 A2
def _86a2_check(p):
    m, k, c = p["m"], p["k"], p["c"]
    return (10 ** (k * m) // (10**m + c)) % 10


# ---------------------------------------------------------------- 1986 B1
def _86b1_check(p):
    """Bisect on h: rectangle b*h against the triangle on its top side with apex on the circle."""
    R = p["R"]

    def diff(h):
        b = 2 * math.sqrt(R * R - h * h / 4)
        return b * h - b * (R - h / 2) / 2

    return _rational_or_float(_bisect(diff, 1e-9, 2 * R - 1e-9), tol=1e-9)


TEMPLATES = [
    Template(
        name="putnam_1986_a1",
        inert={
            "r": "measured by typicality.inert_constants: no draw of it moves the answer; it changes only the problem text"
        },
        kind="constant",
        statements=[
            r"Find, with explanation, the maximum value of $[[f]]([[x]])=[[x]]^3-3[[x]]$ on the set of all real numbers $[[x]]$ satisfying $[[x]]^4+[[K]] \leq [[L]][[x]]^2$.",
            r"Among all real $[[x]]$ with $[[x]]^4 - [[L]][[x]]^2 + [[K]] \le 0$, how large can $[[f]]([[x]]) = [[x]]^3 - 3[[x]]$ be? Find its maximum.",
            r"Let $S$ be the set of real numbers $[[x]]$ with $[[x]]^4+[[K]] \leq [[L]][[x]]^2$. Determine $\max_{[[x]] \in S} ([[x]]^3 - 3[[x]])$.",
        ],
        solution=(
            r"The condition factors as $([[x]]^2 - [[r2]])([[x]]^2 - [[s2]]) \le 0$, i.e. $[[r]] \le |[[x]]| \le [[s]]$. "
            r"Since $[[f]]'([[x]]) = 3([[x]]^2-1) \ge 0$ for $|[[x]]| \ge 1$, $[[f]]$ is increasing on $[[[r]],[[s]]]$ and on $[-[[s]],-[[r]]]$. "
            r"So the maximum is the larger of $[[f]]([[s]]) = [[fs]]$ and $[[f]](-[[r]]) = [[fmr]]$, which is $\boxed{[[fs]]}$."
        ),
        answer="[[fs]]",
        variables={"f": "f", "x": "x"},
        constants={"r": IntRange(1, 8, original=2), "s": IntRange(2, 12, original=3)},
        constraint=lambda p: p["r"] < p["s"],
        derived=lambda p: {
            "K": (p["r"] * p["s"]) ** 2,
            "L": p["r"] ** 2 + p["s"] ** 2,
            "r2": p["r"] ** 2,
            "s2": p["s"] ** 2,
            "fs": p["s"] ** 3 - 3 * p["s"],
            "fmr": 3 * p["r"] - p["r"] ** 3,
        },
        value=lambda p: p["s"] ** 3 - 3 * p["s"],
        check=_86a1_check,
        atypical="the answer s^3 - 3s is a function of the larger root s alone: two digits only for s = 3, 4 (s = 2: 2; s = 5: 110)",
    ),
    Template(
        name="putnam_1986_a2",
        guessable="the answer is a units digit and 7 is right for about 58% of instances",
        inert={
            "m": "measured by typicality.inert_constants: no draw of it moves the answer; it changes only the problem text"
        },
        kind="constant",
        statements=[
            r"What is the units (i.e., rightmost) digit of"
            "\n\\[\n"
            r"\left\lfloor \frac{10^{[[Nt]]}}{10^{[[m]]}+[[c]]}\right\rfloor ?"
            "\n\\]",
            r"Let $[[Q]] = \left\lfloor 10^{[[Nt]]}/(10^{[[m]]}+[[c]]) \right\rfloor$. Find the last decimal digit of $[[Q]]$.",
            r"Determine the rightmost digit of the integer $[[Q]] = \left\lfloor \dfrac{10^{[[Nt]]}}{10^{[[m]]}+[[c]]} \right\rfloor$.",
        ],
        solution=(
            r"Let $[[Q]]$ be the floor in question and $u = 10^{[[m]]}$, so $10^{[[Nt]]} = u^{[[k]]}$ with $[[k]]$ even. "
            r"Then $u^{[[k]]} - [[c]]^{[[k]]}$ is divisible by $u + [[c]]$, and $0 < [[c]]^{[[k]]} < u + [[c]]$, so "
            r"$[[Q]] = \frac{u^{[[k]]} - [[c]]^{[[k]]}}{u+[[c]]}$ exactly. Reducing $(u+[[c]])[[Q]] = u^{[[k]]} - [[c]]^{[[k]]}$ modulo $10$ gives "
            r"$[[c]][[Q]] \equiv -[[c]]^{[[k]]} \pmod{10}$, and since $[[c]]$ is invertible mod $10$, $[[Q]] \equiv -[[c]]^{[[k1]]} \equiv [[ans]] \pmod{10}$. "
            r"The units digit is $\boxed{[[ans]]}$."
        ),
        answer="[[ans]]",
        variables={"Q": "Q"},
        constants={
            "m": IntRange(5, 100, original=100),
            "k": IntRange(2, 200, original=200),
            "c": Choice((3, 7, 9), original=3),
        },
        constraint=lambda p: p["k"] % 2 == 0 and p["c"] ** p["k"] < 10 ** p["m"],
        derived=lambda p: {"Nt": p["k"] * p["m"], "k1": p["k"] - 1, "ans": (-(p["c"] ** (p["k"] - 1))) % 10},
        value=lambda p: (-(p["c"] ** (p["k"] - 1))) % 10,
        check=_86a2_check,
        atypical="the answer is a units digit (2 values, guessable); the original's k = 200 is near the largest its m = 100 allows (c^k < 10^m: k <= 208 for c = 3), and every smaller m forces a smaller k",
    ),
    Template(
        name="putnam_1986_a3",
        kind="variable",
        statements=[
            r"Evaluate $\sum_{[[n]]=0}^\infty \mathrm{Arccot}([[n]]^2+[[n]]+1)$, where $\mathrm{Arccot}\,[[t]]$ for $[[t]] \geq 0$ denotes the number $\theta$ in the "
            r"interval $0 < \theta \leq \pi/2$ with $\cot \theta = [[t]]$.",
            r"For $[[t]] \ge 0$ let $\mathrm{Arccot}\,[[t]]$ be the unique $\theta \in (0, \pi/2]$ with $\cot\theta = [[t]]$. Find the sum of the series "
            r"$\sum_{[[n]] \ge 0} \mathrm{Arccot}([[n]]^2 + [[n]] + 1)$.",
            r"Compute $\displaystyle\sum_{[[n]]=0}^{\infty} \mathrm{Arccot}\bigl([[n]]^2+[[n]]+1\bigr)$, with the convention that for $[[t]] \ge 0$, "
            r"$\mathrm{Arccot}\,[[t]]$ is the angle $\theta$ with $0 < \theta \le \pi/2$ and $\cot\theta = [[t]]$.",
        ],
        solution=(
            r"For $[[t]] > 0$, $\mathrm{Arccot}\,[[t]] = \arctan(1/[[t]])$. By the subtraction formula, "
            r"$\tan(\arctan([[n]]+1) - \arctan [[n]]) = \frac{([[n]]+1) - [[n]]}{1 + [[n]]([[n]]+1)} = \frac{1}{[[n]]^2+[[n]]+1}$, and the difference lies in "
            r"$(0, \pi/2)$, so $\mathrm{Arccot}([[n]]^2+[[n]]+1) = \arctan([[n]]+1) - \arctan [[n]]$. The partial sum up to $[[n]] = N$ telescopes to "
            r"$\arctan(N+1) - \arctan 0 \to \pi/2$. The sum is $\boxed{\frac{\pi}{2}}$."
        ),
        answer=r"\frac{\pi}{2}",
        variables={"n": "n", "t": "t"},
    ),
    Template(
        name="putnam_1986_a4",
        kind="variable",
        statements=[
            r"A \emph{transversal} of an $[[n]]\times [[n]]$ matrix $[[A]]$ consists of $[[n]]$ entries of $[[A]]$, no two in the same row or column. "
            r"Let $[[f]]([[n]])$ be the number of $[[n]] \times [[n]]$ matrices $[[A]]$ satisfying the following two conditions:"
            "\n"
            r"\begin{enumerate}"
            "\n"
            r"\item[(a)] Each entry $\alpha_{[[i]],[[j]]}$ of $[[A]]$ is in the set $\{-1,0,1\}$."
            "\n"
            r"\item[(b)] The sum of the $[[n]]$ entries of a transversal is the same for all transversals of $[[A]]$."
            "\n"
            r"\end{enumerate}"
            "\n"
            r"An example of such a matrix $[[A]]$ is"
            "\n\\[\n"
            r"[[A]] = \left( \begin{array}{ccc} -1 & 0 & -1 \\ 0 & 1 & 0 \\ 0 & 1 & 0 \end{array} \right)."
            "\n\\]\n"
            r"Determine with proof a formula for $[[f]]([[n]])$ of the form"
            "\n\\[\n"
            r"[[f]]([[n]]) = [[a]]_1 [[b]]_1^[[n]] + [[a]]_2 [[b]]_2^[[n]] + [[a]]_3 [[b]]_3^[[n]] + [[a]]_4,"
            "\n\\]\n"
            r"where the $[[a]]_[[i]]$'s and $[[b]]_[[i]]$'s are rational numbers.",
            r"Call a square matrix with entries in $\{-1, 0, 1\}$ \emph{balanced} if all its transversals (choices of one entry from each row, no two in the same "
            r"column) have the same sum. Let $[[f]]([[n]])$ be the number of balanced $[[n]] \times [[n]]$ matrices $[[A]]$. Find $[[f]]([[n]])$ in the form "
            r"$[[a]]_1[[b]]_1^{[[n]]} + [[a]]_2[[b]]_2^{[[n]]} + [[a]]_3[[b]]_3^{[[n]]} + [[a]]_4$ with rational $[[a]]_{[[i]]}, [[b]]_{[[i]]}$.",
            r"Count the $[[n]] \times [[n]]$ matrices $[[A]] = (\alpha_{[[i]],[[j]]})$ with every $\alpha_{[[i]],[[j]]} \in \{-1,0,1\}$ such that "
            r"$\sum_{[[i]]=1}^{[[n]]} \alpha_{[[i]],\sigma([[i]])}$ does not depend on the permutation $\sigma$. Writing the count as $[[f]]([[n]])$, express it as "
            r"$[[a]]_1[[b]]_1^{[[n]]} + [[a]]_2[[b]]_2^{[[n]]} + [[a]]_3[[b]]_3^{[[n]]} + [[a]]_4$ with rational constants $[[a]]_{[[i]]}, [[b]]_{[[i]]}$.",
        ],
        solution=(
            r"Swapping two entries of a transversal shows $\alpha_{[[i]],[[j]]} + \alpha_{k,l} = \alpha_{[[i]],l} + \alpha_{k,[[j]]}$, hence "
            r"$\alpha_{[[i]],[[j]]} = \alpha_{[[i]],1} + \alpha_{1,[[j]]} - \alpha_{1,1}$: every row is a shift of one vector $c$, and conversely such matrices "
            r"have constant transversal sums. Count by the spread $\max c - \min c$. Spread $0$: every row is constant, $3^{[[n]]}$ matrices. "
            r"Spread $1$: the pattern is a two-valued vector using both values ($2^{[[n]]}-2$ choices) and each row has $2$ admissible shifts, "
            r"giving $(2^{[[n]]}-2)2^{[[n]]}$. Spread $2$: the pattern uses $-1$ and $1$ ($3^{[[n]]} - 2\cdot 2^{[[n]]} + 1$ choices) and each row has one shift. "
            r"Adding up, $[[f]]([[n]]) = \boxed{4^{[[n]]} + 2\cdot 3^{[[n]]} - 4\cdot 2^{[[n]]} + 1}$."
        ),
        answer=r"4^{[[n]]} + 2\cdot 3^{[[n]]} - 4\cdot 2^{[[n]]} + 1",
        variables={"n": "n", "A": "A", "f": "f", "i": "i", "j": "j", "a": "a", "b": "b"},
    ),
    Template(
        name="putnam_1986_a6",
        kind="variable",
        statements=[
            r"Let $[[a]]_1, [[a]]_2, \dots, [[a]]_[[n]]$ be real numbers, and let $[[b]]_1, [[b]]_2, \dots, [[b]]_[[n]]$ be distinct positive integers. "
            r"Suppose that there is a polynomial $[[f]]([[x]])$ satisfying the identity"
            "\n\\[\n"
            r"(1-[[x]])^[[n]] [[f]]([[x]]) = 1 + \sum_{[[i]]=1}^[[n]] [[a]]_[[i]] [[x]]^{[[b]]_[[i]]}."
            "\n\\]\n"
            r"Find a simple expression (not involving any sums) for $[[f]](1)$ in terms of $[[b]]_1, [[b]]_2, \dots, [[b]]_[[n]]$ and $[[n]]$ "
            r"(but independent of $[[a]]_1, [[a]]_2, \dots, [[a]]_[[n]]$).",
            r"Real numbers $[[a]]_1, \dots, [[a]]_{[[n]]}$ and distinct positive integers $[[b]]_1, \dots, [[b]]_{[[n]]}$ are such that "
            r"$1 + \sum_{[[i]]=1}^{[[n]]} [[a]]_{[[i]]}[[x]]^{[[b]]_{[[i]]}} = (1-[[x]])^{[[n]]}[[f]]([[x]])$ for some polynomial $[[f]]$. "
            r"Express $[[f]](1)$ in closed form (without sums) using only $[[n]]$ and the $[[b]]_{[[i]]}$.",
            r"Suppose the polynomial $1 + [[a]]_1[[x]]^{[[b]]_1} + \cdots + [[a]]_{[[n]]}[[x]]^{[[b]]_{[[n]]}}$, with real $[[a]]_{[[i]]}$ and distinct positive integers "
            r"$[[b]]_{[[i]]}$, is divisible by $(1-[[x]])^{[[n]]}$, with quotient $[[f]]([[x]])$. Show that $[[f]](1)$ depends only on $[[n]]$ and the exponents "
            r"$[[b]]_{[[i]]}$, and give a sum-free formula for it.",
        ],
        solution=(
            r"Let $g([[x]]) = 1 + \sum_{[[i]]} [[a]]_{[[i]]}[[x]]^{[[b]]_{[[i]]}}$ and $D = [[x]]\frac{d}{d[[x]]}$. Since $g$ has a zero of order $[[n]]$ at $1$, "
            r"$(D^k g)(1) = 0$ for $0 \le k < [[n]]$, i.e. $\sum_{[[i]]} [[a]]_{[[i]]}[[b]]_{[[i]]}^k = -[k = 0]$, while "
            r"$(D^{[[n]]} g)(1) = (-1)^{[[n]]}[[n]]!\,[[f]](1)$, i.e. $\sum_{[[i]]} [[a]]_{[[i]]}[[b]]_{[[i]]}^{[[n]]} = (-1)^{[[n]]}[[n]]!\,[[f]](1)$. "
            r"Let $Q(t) = \prod_{[[i]]}(t - [[b]]_{[[i]]}) = t^{[[n]]} + q_{[[n]]-1}t^{[[n]]-1} + \cdots + q_0$. Then $0 = \sum_{[[i]]} [[a]]_{[[i]]}Q([[b]]_{[[i]]}) "
            r"= \sum_{[[i]]} [[a]]_{[[i]]}[[b]]_{[[i]]}^{[[n]]} - q_0$, and $q_0 = (-1)^{[[n]]}[[b]]_1\cdots [[b]]_{[[n]]}$. "
            r"Hence $[[f]](1) = \boxed{\frac{[[b]]_1 [[b]]_2 \cdots [[b]]_{[[n]]}}{[[n]]!}}$."
        ),
        answer=r"\frac{[[b]]_1 [[b]]_2 \cdots [[b]]_{[[n]]}}{[[n]]!}",
        variables={"a": "a", "b": "b", "n": "n", "f": "f", "x": "x", "i": "i"},
    ),
    Template(
        name="putnam_1986_b1",
        kind="constant",
        statements=[
            r"Inscribe a rectangle of base $[[b]]$ and height $[[h]]$ and an isosceles triangle of base $[[b]]$ (against a corresponding side of the "
            r"rectangle and pointed in the other direction) in a circle of radius [[Rw]]. For what value of $[[h]]$ do the rectangle and triangle have the same area?",
            r"A rectangle with base $[[b]]$ and height $[[h]]$ is inscribed in a circle of radius $[[R]]$. On one of its sides of length $[[b]]$ an isosceles "
            r"triangle is erected outward, with its apex on the same circle. Find the height $[[h]]$ for which the triangle and the rectangle have equal areas.",
            r"In a circle of radius $[[R]]$ inscribe a $[[b]] \times [[h]]$ rectangle ($[[b]]$ the base, $[[h]]$ the height) and, on the far side of one base, "
            r"an isosceles triangle whose base is that side of the rectangle and whose apex lies on the circle. Determine $[[h]]$ if the two figures have the same area.",
        ],
        solution=(
            r"Place the centre of the circle at the origin, with the rectangle $|x| \le [[b]]/2$, $|y| \le [[h]]/2$. The triangle has its base on the side "
            r"$y = [[h]]/2$ and its apex at the top point $(0, [[R]])$ of the circle, so its height is $[[R]] - [[h]]/2$. "
            r"Equal areas means $[[b]][[h]] = \tfrac12 [[b]]([[R]] - [[h]]/2)$, i.e. $2[[h]] = [[R]] - [[h]]/2$, so $\tfrac52[[h]] = [[R]]$ and "
            r"$[[h]] = \boxed{[[ans]]}$ (which is less than $2\cdot [[R]]$, so such a rectangle exists)."
        ),
        answer="[[ans]]",
        variables={"b": "b", "h": "h"},
        constants={"R": IntRange(1, 40, original=1)},
        derived=lambda p: {"Rw": "one" if p["R"] == 1 else f"${p['R']}$", "ans": _frac_tex(Fraction(2 * p["R"], 5))},
        value=lambda p: Fraction(2 * p["R"], 5),
        check=_86b1_check,
        atypical="the answer 2R/5 is linear in the radius: the original's unit circle is the smallest integer radius, and only R = 1, 2 give a one-digit numerator",
    ),
]
