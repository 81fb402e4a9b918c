"""Putnam 1980 variation templates: A2, A6, B1 (renamed variables); A3, B3 (new constants)."""

import math
from fractions import Fraction

from hardmath.variations.checks import frac_tex as _frac_tex, simpson as _simpson
from hardmath.variations.engine import Choice, IntRange, Template


# ---------------------------------------------------------------- 1980 B3: u_{n+1} = k u_n - n^2
def _b3_80_value(p):
    k = p["k"]
    return Fraction(k + 1, (k - 1) ** 3)


def _b3_80_check(p):
    k = p["k"]
    partial = sum((Fraction(j * j, k ** (j + 1)) for j in range(220)), Fraction(0))
    return partial.limit_denominator(10**6)


def _b3_80_derived(p):
    k = p["k"]
    return {"km1": k - 1, "kp1": k + 1, "ans": _frac_tex(_b3_80_value(p))}


# ---------------------------------------------------------------- 1980 A3: an integral
_EXPONENTS = {
    r"\sqrt{2}": math.sqrt(2),
    r"\sqrt{3}": math.sqrt(3),
    r"\pi": math.pi,
    "3": 3.0,
    "5": 5.0,
    r"\frac{1}{2}": 0.5,
    r"\sqrt{5}": math.sqrt(5),
    "e": math.e,
    "7": 7.0,
}


def _a3_80_check(p):
    s = _EXPONENTS[p["r"]]

    def f(x: float) -> float:
        c, n = math.cos(x) ** s, math.sin(x) ** s
        return c / (c + n)

    return f"{_simpson(f, 0.0, 1.0, 3000) + _simpson(f, 1.0, math.pi / 2, 1800):.7f}"


TEMPLATES = [
    Template(
        name="putnam_1980_a2",
        kind="variable",
        statements=[
            r"Let $[[r]]$ and $[[s]]$ be positive integers. Derive a formula for the number of ordered quadruples $([[a]],[[b]],[[c]],[[d]])$ of positive integers such that $3^[[r]] \cdot 7^[[s]]=\text{lcm}[[[a]],[[b]],[[c]]]=\text{lcm}[[[a]],[[b]],[[d]]]=\text{lcm}[[[a]],[[c]],[[d]]]=\text{lcm}[[[b]],[[c]],[[d]]]$. The answer should be a function of $[[r]]$ and $[[s]]$.",
            r"For positive integers $[[r]], [[s]]$, count the ordered quadruples $([[a]],[[b]],[[c]],[[d]])$ of positive integers such that the least common multiple of any three of them equals $3^{[[r]]}7^{[[s]]}$. Express the count in terms of $[[r]]$ and $[[s]]$.",
            r"How many ordered $4$-tuples $([[a]], [[b]], [[c]], [[d]])$ of positive integers satisfy $\operatorname{lcm}([[a]],[[b]],[[c]]) = \operatorname{lcm}([[a]],[[b]],[[d]]) = \operatorname{lcm}([[a]],[[c]],[[d]]) = \operatorname{lcm}([[b]],[[c]],[[d]]) = 3^{[[r]]}7^{[[s]]}$, where $[[r]], [[s]] \ge 1$? Give a formula in $[[r]]$ and $[[s]]$.",
        ],
        solution=(
            r"Each of the four numbers divides $3^{[[r]]}7^{[[s]]}$, so it is $3^{\alpha}7^{\beta}$, and the conditions on the exponents of $3$ and of $7$ are independent. "
            r"For the exponents of $3$, $(\alpha_1, \dots, \alpha_4) \in \{0,\dots,[[r]]\}^4$ and every three of them have maximum $[[r]]$, i.e. at least two of them equal $[[r]]$. "
            r"Counting by how many equal $[[r]]$: $\binom42 [[r]]^2 + \binom43 [[r]] + 1 = 6[[r]]^2 + 4[[r]] + 1$. The same holds for $7$ with $[[s]]$. "
            r"The number of quadruples is $\boxed{(1+4[[r]]+6[[r]]^2)(1+4[[s]]+6[[s]]^2)}$."
        ),
        answer=r"(1+4[[r]]+6[[r]]^2)(1+4[[s]]+6[[s]]^2)",
        variables={"r": "r", "s": "s", "a": "a", "b": "b", "c": "c", "d": "d"},
    ),
    Template(
        name="putnam_1980_a3",
        guessable="the integral is pi/4 for every exponent: every snapshot keeps the published answer (keeps_answer)",
        inert={"r": "the integral is pi/4 for every exponent (keeps_answer)"},
        kind="constant",
        statements=[
            r"Evaluate $\int_0^{\pi/2}\frac{d[[x]]}{1+(\tan [[x]])^{[[r]]}}$.",
            r"Compute the definite integral $\displaystyle\int_{0}^{\pi/2} \frac{1}{1 + \tan^{[[r]]} [[x]]}\, d[[x]]$.",
            r"Find the exact value of $\int_0^{\pi/2} \left(1+(\tan [[x]])^{[[r]]}\right)^{-1} d[[x]]$.",
        ],
        solution=(
            r"Let $I$ be the integral and write the integrand as $\frac{\cos^{[[r]]}[[x]]}{\cos^{[[r]]}[[x]] + \sin^{[[r]]}[[x]]}$. "
            r"The substitution $[[x]] \mapsto \frac{\pi}{2} - [[x]]$ swaps $\sin$ and $\cos$, so $I$ also equals $\int_0^{\pi/2} \frac{\sin^{[[r]]}[[x]]}{\cos^{[[r]]}[[x]] + \sin^{[[r]]}[[x]]}\,d[[x]]$. "
            r"Adding the two expressions gives $2I = \int_0^{\pi/2} 1\,d[[x]] = \frac{\pi}{2}$, whatever the exponent. "
            r"Hence $I = \boxed{\frac{\pi}{4}}$."
        ),
        answer=r"\frac{\pi}{4}",
        variables={"x": "x"},
        constants={"r": Choice(tuple(_EXPONENTS), original=r"\sqrt{2}")},
        value=lambda p: f"{math.pi / 4:.7f}",
        check=_a3_80_check,
        keeps_answer="the integral is pi/4 for every exponent (the x -> pi/2 - x symmetry), so no constant "
        "changes the answer; the drawn exponent only tests that the symmetry, not the number, is known",
    ),
    Template(
        name="putnam_1980_a6",
        kind="variable",
        statements=[
            r"Let $[[C]]$ be the class of all real valued continuously differentiable functions $[[f]]$ on the interval $0 \leq [[x]] \leq 1$ with $[[f]](0)=0$ and $[[f]](1)=1$. Determine the largest real number $[[u]]$ such that $[[u]] \leq \int_0^1|[[f]]'([[x]])-[[f]]([[x]])|\,d[[x]]$ for all $[[f]]$ in $[[C]]$.",
            r"Find the greatest real number $[[u]]$ with the property that $\int_0^1 |[[f]]'([[x]]) - [[f]]([[x]])|\,d[[x]] \ge [[u]]$ for every continuously differentiable $[[f]] : [0,1] \to \mathbb{R}$ with $[[f]](0) = 0$ and $[[f]](1) = 1$ (call the set of such functions $[[C]]$).",
            r"Let $[[C]]$ denote the set of $C^1$ functions $[[f]]$ on $[0,1]$ with $[[f]](0)=0$, $[[f]](1)=1$. Compute $[[u]] = \inf_{[[f]] \in [[C]]} \int_0^1 \left|[[f]]'([[x]]) - [[f]]([[x]])\right| d[[x]]$.",
        ],
        solution=(
            r"Let $g([[x]]) = e^{-[[x]]}[[f]]([[x]])$, so $g(0) = 0$, $g(1) = e^{-1}$ and $[[f]]' - [[f]] = e^{[[x]]}g'$. "
            r"Then $\int_0^1 |[[f]]'-[[f]]|\,d[[x]] = \int_0^1 e^{[[x]]}|g'|\,d[[x]] \ge \int_0^1 |g'|\,d[[x]] \ge g(1) - g(0) = e^{-1}$. "
            r"Conversely, taking $g$ increasing from $0$ to $e^{-1}$ on $[0, \varepsilon]$ and constant afterwards (smoothed) makes the integral at most $e^{\varepsilon}e^{-1}$, arbitrarily close to $e^{-1}$. "
            r"So the largest such number is $[[u]] = \boxed{\frac{1}{e}}$."
        ),
        answer=r"\frac{1}{e}",
        variables={"C": "C", "f": "f", "x": "x", "u": "u"},
    ),
    Template(
        name="putnam_1980_b1",
        kind="variable",
        statements=[
            r"For which real numbers $[[c]]$ is $(e^[[x]]+e^{-[[x]]})/2 \leq e^{[[c]][[x]]^2}$ for all real $[[x]]$?",
            r"Find all real constants $[[c]]$ such that $\cosh [[x]] \le e^{[[c]][[x]]^2}$ holds for every real number $[[x]]$.",
            r"Determine the set of real $[[c]]$ for which the inequality $\frac{e^{[[x]]} + e^{-[[x]]}}{2} \le e^{[[c]] [[x]]^2}$ is valid for all $[[x]] \in \mathbb{R}$.",
        ],
        solution=(
            r"Compare power series: $\frac{e^{[[x]]}+e^{-[[x]]}}{2} = \sum_{m \ge 0}\frac{[[x]]^{2m}}{(2m)!}$ and $e^{[[x]]^2/2} = \sum_{m \ge 0}\frac{[[x]]^{2m}}{2^m m!}$. "
            r"Since $(2m)! \ge 2^m m!$ termwise, the inequality holds for $[[c]] = \frac12$ and hence for all $[[c]] \ge \frac12$. "
            r"If $[[c]] < \frac12$, then near $[[x]] = 0$ the left side is $1 + \frac{[[x]]^2}{2} + O([[x]]^4)$ and the right side is $1 + [[c]][[x]]^2 + O([[x]]^4)$, so the inequality fails for small $[[x]] \neq 0$. "
            r"Hence the inequality holds exactly for $\boxed{[[c]] \ge \frac{1}{2}}$."
        ),
        answer=r"[[c]] \ge \frac{1}{2}",
        variables={"c": "c", "x": "x"},
    ),
    Template(
        name="putnam_1980_b3",
        answer_band=3,
        kind="constant",
        statements=[
            r"For which real numbers $[[a]]$ does the sequence defined by the initial condition $[[u]]_0=[[a]]$ and the recursion $[[u]]_{[[n]]+1}=[[k]][[u]]_[[n]]-[[n]]^2$ have $[[u]]_[[n]]>0$ for all $[[n]] \geq 0$? (Express the answer in the simplest form.)",
            r"A sequence is given by $[[u]]_0 = [[a]]$ and $[[u]]_{[[n]]+1} = [[k]][[u]]_{[[n]]} - [[n]]^2$ for $[[n]] \ge 0$. Find all real $[[a]]$ for which every term $[[u]]_{[[n]]}$ is positive.",
            r"Determine the set of real starting values $[[a]] = [[u]]_0$ such that the recursion $[[u]]_{[[n]]+1} = [[k]][[u]]_{[[n]]} - [[n]]^2$ produces only positive terms $[[u]]_0, [[u]]_1, [[u]]_2, \dots$.",
        ],
        solution=(
            r"Dividing by $[[k]]^{[[n]]+1}$, the recursion telescopes to $[[u]]_{[[n]]} = [[k]]^{[[n]]}\left([[a]] - \sum_{j=0}^{[[n]]-1} \frac{j^2}{[[k]]^{j+1}}\right)$. "
            r"The partial sums increase strictly to $\sum_{j \ge 0} \frac{j^2}{[[k]]^{j+1}} = \frac{1}{[[k]]}\cdot\frac{x(1+x)}{(1-x)^3}\Big|_{x=1/[[k]]} = \frac{[[kp1]]}{[[km1]]^3} = [[ans]]$. "
            r"If $[[a]] \ge [[ans]]$, then $[[a]]$ exceeds every partial sum, so all $[[u]]_{[[n]]} > 0$; if $[[a]] < [[ans]]$, some partial sum exceeds $[[a]]$ and that $[[u]]_{[[n]]}$ is negative. "
            r"Hence the condition is $\boxed{[[a]] \ge [[ans]]}$."
        ),
        answer=r"[[a]] \ge [[ans]]",
        variables={"a": "a", "u": "u", "n": "n"},
        constants={"k": IntRange(2, 30, original=2)},
        derived=_b3_80_derived,
        value=_b3_80_value,
        check=_b3_80_check,
        atypical="for k = 2 the threshold is the integer 3; every k >= 3 gives a fraction whose numerator and denominator grow with k (k = 3: 1/2, k = 5: 3/32), so the original's k is the smallest and its answer the shortest",
    ),
]
