"""Putnam 1985 variation templates: A3 (renamed variables); A1, A5, A6, B2, B5 (new constants)."""

import math
from itertools import product
from math import comb

import sympy

from hardmath.variations.checks import simpson as _simpson
from hardmath.variations.engine import IntRange, Template


def _factor_tex(n: int) -> str:
    """Prime factorisation of ``n`` as LaTeX, e.g. ``2^{10}3^{10}``."""
    return "".join(f"{p}^{{{e}}}" if e > 1 else str(p) for p, e in sorted(sympy.factorint(n).items()))


# ---------------------------------------------------------------- 1985 A1
_TUPLES = {2: "pairs", 3: "triples", 4: "quadruples", 5: "quintuples"}


def _a1_derived(p):
    k, n, A = p["k"], p["n"], p["A"]
    sets = [f"{A}_{i}" for i in range(1, k + 1)]
    return {
        "tuples": _TUPLES[k],
        "tup": ", ".join(sets),
        "union": r" \cup ".join(sets),
        "inter": r" \cap ".join(sets),
        "setn": ",".join(str(i) for i in range(1, n + 1)),
        "pat": 2**k - 2,
        "ans": _factor_tex((2**k - 2) ** n),
    }


def _a1_check(p):
    k, n = p["k"], p["n"]
    full = (1 << n) - 1
    if (1 << n) ** k <= 5000:  # brute force over all k-tuples of subsets
        count = 0
        for sets in product(range(1 << n), repeat=k):
            union, inter = 0, full
            for s in sets:
                union, inter = union | s, inter & s
            count += union == full and inter == 0
        return count
    # inclusion-exclusion over elements missing from the union (i) and lying in all sets (j)
    return sum(
        (-1) ** (i + j) * comb(n, i) * comb(n - i, j) * 2 ** (k * (n - i - j))
        for i in range(n + 1)
        for j in range(n - i + 1)
    )


# ---------------------------------------------------------------- 1985 A5
def _a5_set(N):
    return [m for m in range(1, N + 1) if m % 4 in (0, 3)]


def _a5_check(p):
    """``m`` with a sign choice e_1*1 + ... + e_m*m = 0 (the constant term of the cosine product)."""
    found = set()
    sums = {0: 1}
    for m in range(1, p["N"] + 1):
        new = {}
        for s, c in sums.items():
            for t in (s + m, s - m):
                new[t] = new.get(t, 0) + c
        sums = new
        if sums.get(0):
            found.add(m)
    return frozenset(found)


# ---------------------------------------------------------------- 1985 A6
def _poly_mul(a, b):
    out = [0] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        for j, y in enumerate(b):
            out[i + j] += x * y
    return out


def _gamma_powers(poly, n_max):
    out, power = [], [1]
    for _ in range(n_max):
        power = _poly_mul(power, poly)
        out.append(sum(c * c for c in power))
    return out


def _a6_check(p):
    """All g = 1 + v x + u x^2 with positive integers u, v and Gamma(F^n) = Gamma(g^n), n <= 4."""
    a, b = p["ka"], p["kb"]
    target = _gamma_powers([b, a * b + 1, a], 4)
    found = set()
    for v in range(1, 200):
        u2 = target[0] - 1 - v * v
        if u2 <= 0:
            break
        u = math.isqrt(u2)
        if u * u == u2 and _gamma_powers([1, v, u], 4) == target:
            found.add((u, v))
    return found


# ---------------------------------------------------------------- 1985 B2
def _b2_check(p):
    """Run the recursion f_{n+1}(x) = (n+1) * int_0^x f_n(t+1) dt on exact integer coefficients."""
    f = [1]  # coefficients, lowest degree first
    for n in range(p["N"]):
        a = list(f)  # Taylor shift a(x) -> a(x+1) by repeated synthetic division
        for i in range(len(a) - 1):
            for j in range(len(a) - 2, i - 1, -1):
                a[j] += a[j + 1]
        f = [0]
        for j, c in enumerate(a):
            q, rem = divmod((n + 1) * c, j + 1)
            if rem:
                return None  # not an integer polynomial: the closed form cannot hold
            f.append(q)
    return sum(f)


# ---------------------------------------------------------------- 1985 B5
def _b5_value(p):
    c = p["c"]
    return sympy.sqrt(sympy.pi / c) * sympy.exp(-2 * c)


def _b5_check(p):
    """Numerically: with t = e^w the integral is e^{-2c} * int e^{w/2 - 2c(cosh w - 1)} dw."""
    c = p["c"]
    width = 12 / math.sqrt(c)
    scaled = _simpson(lambda w: math.exp(w / 2 - 2 * c * (math.cosh(w) - 1)), -width, width, 4000)
    target = math.sqrt(math.pi / c)
    return _b5_value(p) if abs(scaled / target - 1) < 1e-9 else scaled


TEMPLATES = [
    Template(
        name="putnam_1985_a1",
        kind="constant",
        statements=[
            r"Determine, with proof, the number of ordered [[tuples]] $([[tup]])$ of sets which have the property that"
            "\n\\begin{enumerate}\n"
            r"\item[(i)] $[[union]] = \{[[setn]]\}$, and"
            "\n"
            r"\item[(ii)] $[[inter]] = \emptyset$."
            "\n"
            r"\end{enumerate}"
            "\n"
            r"Express your answer in the form $2^[[a]] 3^[[b]] 5^[[c]] 7^[[d]]$, where $[[a]],[[b]],[[c]],[[d]]$ are nonnegative integers.",
            r"How many ordered [[tuples]] $([[tup]])$ of sets satisfy both $[[union]] = \{[[setn]]\}$ and $[[inter]] = \emptyset$? "
            r"Give the count in the form $2^[[a]] 3^[[b]] 5^[[c]] 7^[[d]]$ with nonnegative integers $[[a]],[[b]],[[c]],[[d]]$.",
            r"Count the ordered [[tuples]] $([[tup]])$ of sets whose union is exactly $\{[[setn]]\}$ and whose common intersection is empty. "
            r"Write the result as $2^[[a]] 3^[[b]] 5^[[c]] 7^[[d]]$, where $[[a]],[[b]],[[c]],[[d]] \geq 0$ are integers.",
        ],
        solution=(
            r"For each element $x$ of $\{[[setn]]\}$ record the set of indices $i$ with $x \in [[A]]_i$. "
            r"The union condition says this index set is nonempty and the intersection condition says it is not all of $\{1,\dots,[[k]]\}$, "
            r"so each element has $2^{[[k]]}-2 = [[pat]]$ admissible membership patterns. "
            r"Conversely, any choice of an admissible pattern for every element determines the sets and satisfies both conditions. "
            r"The [[n]] elements choose independently, so the number of [[tuples]] is $[[pat]]^{[[n]]} = \boxed{[[ans]]}$."
        ),
        answer="[[ans]]",
        variables={"A": "A", "a": "a", "b": "b", "c": "c", "d": "d"},
        constants={"k": IntRange(2, 5, original=3), "n": IntRange(2, 12, original=10)},
        derived=_a1_derived,
        value=lambda p: (2 ** p["k"] - 2) ** p["n"],
        check=_a1_check,
    ),
    Template(
        name="putnam_1985_a3",
        kind="variable",
        statements=[
            r"Let $[[d]]$ be a real number. For each integer $[[m]] \geq 0$, define a sequence $\{[[a]]_[[m]]([[j]])\}$, $[[j]]=0,1,2,\dots$ by the condition"
            "\n\\begin{align*}\n"
            r"[[a]]_[[m]](0) &= [[d]]/2^[[m]], \\"
            "\n"
            r"[[a]]_[[m]]([[j]]+1) &= ([[a]]_[[m]]([[j]]))^2 + 2[[a]]_[[m]]([[j]]), \qquad [[j]] \geq 0."
            "\n"
            r"\end{align*}"
            "\n"
            r"Evaluate $\lim_{[[n]] \to \infty} [[a]]_[[n]]([[n]])$.",
            r"Fix a real number $[[d]]$. For every integer $[[m]] \ge 0$ define $[[a]]_{[[m]]}(0) = [[d]]/2^{[[m]]}$ and "
            r"$[[a]]_{[[m]]}([[j]]+1) = [[a]]_{[[m]]}([[j]])^2 + 2[[a]]_{[[m]]}([[j]])$ for $[[j]] \ge 0$. Find $\lim_{[[n]]\to\infty} [[a]]_{[[n]]}([[n]])$ in terms of $[[d]]$.",
            r"Given $[[d]] \in \mathbb{R}$, consider for each $[[m]] = 0, 1, 2, \dots$ the sequence with first term $[[a]]_{[[m]]}(0) = [[d]] 2^{-[[m]]}$ obtained by "
            r"iterating $t \mapsto t^2 + 2t$, i.e. $[[a]]_{[[m]]}([[j]]+1) = [[a]]_{[[m]]}([[j]])^2 + 2[[a]]_{[[m]]}([[j]])$. Determine the limit of the diagonal terms "
            r"$[[a]]_{[[n]]}([[n]])$ as $[[n]] \to \infty$.",
        ],
        solution=(
            r"The recursion says $1 + [[a]]_{[[m]]}([[j]]+1) = (1 + [[a]]_{[[m]]}([[j]]))^2$, so by induction "
            r"$1 + [[a]]_{[[m]]}([[j]]) = (1 + [[d]]/2^{[[m]]})^{2^{[[j]]}}$. Taking $[[m]] = [[j]] = [[n]]$ gives "
            r"$[[a]]_{[[n]]}([[n]]) = \left(1 + \frac{[[d]]}{2^{[[n]]}}\right)^{2^{[[n]]}} - 1$. Since $(1 + [[d]]/N)^N \to e^{[[d]]}$ as $N = 2^{[[n]]} \to \infty$, "
            r"the limit is $\boxed{e^{[[d]]} - 1}$."
        ),
        answer=r"e^{[[d]]} - 1",
        variables={"d": "d", "m": "m", "a": "a", "j": "j", "n": "n"},
    ),
    Template(
        name="putnam_1985_a5",
        kind="constant",
        statements=[
            r"Let $[[I]]_[[m]] = \int_0^{2\pi} \cos([[x]])\cos(2[[x]])\cdots \cos([[m]][[x]])\,d[[x]]$. "
            r"For which integers $[[m]]$, $1 \leq [[m]] \leq [[N]]$ is $[[I]]_[[m]] \neq 0$?",
            r"For a positive integer $[[m]]$ put $[[I]]_{[[m]]} = \int_0^{2\pi} \prod_{j=1}^{[[m]]} \cos(j[[x]])\,d[[x]]$. "
            r"Determine the set of all $[[m]] \in \{1, 2, \dots, [[N]]\}$ for which $[[I]]_{[[m]]}$ is nonzero.",
            r"Find every integer $[[m]]$ with $1 \le [[m]] \le [[N]]$ such that the integral "
            r"$[[I]]_{[[m]]} = \int_0^{2\pi} \cos [[x]] \cos 2[[x]] \cdots \cos [[m]][[x]] \, d[[x]]$ does not vanish.",
        ],
        solution=(
            r"Write $\cos(j[[x]]) = \tfrac12(e^{ij[[x]]}+e^{-ij[[x]]})$. Expanding, the product equals "
            r"$2^{-[[m]]}\sum_{\varepsilon} e^{i(\varepsilon_1 + 2\varepsilon_2 + \cdots + [[m]]\varepsilon_{[[m]]})[[x]]}$ over all sign vectors "
            r"$\varepsilon \in \{\pm1\}^{[[m]]}$, and only the terms with exponent $0$ survive integration, so "
            r"$[[I]]_{[[m]]} = 2\pi Z_{[[m]]}/2^{[[m]]}$ where $Z_{[[m]]}$ counts signings with $\sum_j \varepsilon_j j = 0$. "
            r"Such a signing splits $\{1,\dots,[[m]]\}$ into two parts of equal sum, which needs $[[m]]([[m]]+1)/2$ even, i.e. "
            r"$[[m]] \equiv 0$ or $3 \pmod 4$. Conversely, for $[[m]] \equiv 0 \pmod 4$ sign each block $j, j+1, j+2, j+3$ as $+,-,-,+$, "
            r"and for $[[m]] \equiv 3 \pmod 4$ use $1 + 2 - 3 = 0$ followed by such blocks. "
            r"Hence $[[I]]_{[[m]]} \ne 0$ exactly for $[[m]] \equiv 0, 3 \pmod 4$, and in the range $1 \le [[m]] \le [[N]]$ "
            r"these are $\boxed{[[ans]]}$."
        ),
        answer="[[ans]]",
        variables={"I": "I", "m": "m", "x": "x"},
        constants={"N": IntRange(4, 80, original=10)},
        derived=lambda p: {"ans": r"\{" + ", ".join(str(m) for m in _a5_set(p["N"])) + r"\}"},
        value=lambda p: frozenset(_a5_set(p["N"])),
        check=_a5_check,
        atypical="the answer lists every m <= N with m = 0, 3 mod 4, so its length grows with N: a range centred on the original's N = 10 (4..20) leaves 14 instances, 12% of draws giving the published set",
    ),
    Template(
        name="putnam_1985_a6",
        kind="constant",
        statements=[
            r"If $[[p]]([[x]])= [[a]]_0 + [[a]]_1 [[x]] + \cdots + [[a]]_[[m]] [[x]]^[[m]]$ is a polynomial with real coefficients $[[a]]_i$, then set"
            "\n\\[\n"
            r"\Gamma([[p]]([[x]])) = [[a]]_0^2 + [[a]]_1^2 + \cdots + [[a]]_[[m]]^2."
            "\n\\]\n"
            r"Let $[[F]]([[x]]) = [[F2]][[x]]^2+[[F1]][[x]]+[[F0]]$. Find, with proof, a polynomial $[[g]]([[x]])$ with real coefficients such that"
            "\n\\begin{enumerate}\n"
            r"\item[(i)] $[[g]](0)=1$, and"
            "\n"
            r"\item[(ii)] $\Gamma([[F]]([[x]])^[[n]]) = \Gamma([[g]]([[x]])^[[n]])$"
            "\n"
            r"\end{enumerate}"
            "\n"
            r"for every integer $[[n]] \geq 1$.",
            r"For a real polynomial $[[p]]([[x]]) = \sum_{i=0}^{[[m]]} [[a]]_i [[x]]^i$ let $\Gamma([[p]]) = \sum_{i=0}^{[[m]]} [[a]]_i^2$ be the sum of the squares "
            r"of its coefficients. With $[[F]]([[x]]) = [[F2]][[x]]^2+[[F1]][[x]]+[[F0]]$, find a real polynomial $[[g]]$ with $[[g]](0) = 1$ such that "
            r"$\Gamma([[F]]^[[n]]) = \Gamma([[g]]^[[n]])$ holds for all integers $[[n]] \ge 1$.",
            r"Define $\Gamma$ on real polynomials by $\Gamma([[a]]_0 + [[a]]_1[[x]] + \cdots + [[a]]_{[[m]]}[[x]]^{[[m]]}) = [[a]]_0^2 + \cdots + [[a]]_{[[m]]}^2$. "
            r"Exhibit a polynomial $[[g]]([[x]])$ with real coefficients and constant term $1$ for which every power satisfies "
            r"$\Gamma([[g]]([[x]])^{[[n]]}) = \Gamma([[F]]([[x]])^{[[n]]})$ ($[[n]] = 1, 2, 3, \dots$), where $[[F]]([[x]]) = [[F2]][[x]]^2+[[F1]][[x]]+[[F0]]$.",
        ],
        solution=(
            r"By Parseval, $\Gamma([[p]]) = \frac{1}{2\pi}\int_0^{2\pi} |[[p]](e^{i\theta})|^2\,d\theta$ for every real polynomial $[[p]]$. "
            r"Factor $[[F]]([[x]]) = ([[ka]][[x]]+1)([[x]]+[[kb]])$. Since $[[kb]]$ is real, for $|[[x]]| = 1$ we have "
            r"$|[[x]]+[[kb]]| = |\overline{[[x]]}\,([[x]]+[[kb]])| = |1 + [[kb]]\overline{[[x]]}| = |1+[[kb]][[x]]|$. "
            r"Hence $[[g]]([[x]]) = ([[ka]][[x]]+1)([[kb]][[x]]+1)$ satisfies $|[[g]]| = |[[F]]|$ on the unit circle, so "
            r"$|[[g]]^[[n]]| = |[[F]]^[[n]]|$ there and $\Gamma([[g]]^[[n]]) = \Gamma([[F]]^[[n]])$ for every $[[n]]$; also $[[g]](0) = 1$. "
            r"Thus $[[g]]([[x]]) = \boxed{[[G2]][[x]]^2 + [[G1]][[x]] + 1}$."
        ),
        answer="[[G2]][[x]]^2 + [[G1]][[x]] + 1",
        variables={"p": "p", "x": "x", "a": "a", "m": "m", "F": "F", "g": "g", "n": "n"},
        constants={"ka": IntRange(2, 9, original=3), "kb": IntRange(2, 9, original=2)},
        derived=lambda p: {
            "F2": p["ka"],
            "F1": p["ka"] * p["kb"] + 1,
            "F0": p["kb"],
            "G2": p["ka"] * p["kb"],
            "G1": p["ka"] + p["kb"],
        },
        value=lambda p: {(p["ka"] * p["kb"], p["ka"] + p["kb"])},
        check=_a6_check,
        atypical="F = (ka x + 1)(x + kb) with kb = 1 makes g = F, so kb >= 2; the original's kb = 2 and its one-digit answer 6x^2 + 5x + 1 (ka kb <= 9) are the low edge of the family",
    ),
    Template(
        name="putnam_1985_b2",
        kind="constant",
        statements=[
            r"Define polynomials $[[f]]_[[n]]([[x]])$ for $[[n]] \geq 0$ by $[[f]]_0([[x]])=1$, $[[f]]_[[n]](0)=0$ for $[[n]] \geq 1$, and"
            "\n\\[\n"
            r"\frac{d}{d[[x]]} [[f]]_{[[n]]+1}([[x]]) = ([[n]]+1)[[f]]_[[n]]([[x]]+1)"
            "\n\\]\n"
            r"for $[[n]] \geq 0$. Find, with proof, the explicit factorization of $[[f]]_{[[N]]}(1)$ into powers of distinct primes.",
            r"A sequence of polynomials satisfies $[[f]]_0 = 1$, $[[f]]_{[[n]]}(0) = 0$ for all $[[n]] \ge 1$, and "
            r"$[[f]]_{[[n]]+1}'([[x]]) = ([[n]]+1)\,[[f]]_{[[n]]}([[x]]+1)$ for all $[[n]] \ge 0$. Write $[[f]]_{[[N]]}(1)$ as a product of powers of distinct primes.",
            r"Let $[[f]]_0([[x]]) = 1$ and, for $[[n]] \ge 0$, let $[[f]]_{[[n]]+1}$ be the polynomial with $[[f]]_{[[n]]+1}(0) = 0$ whose derivative is "
            r"$([[n]]+1)[[f]]_{[[n]]}([[x]]+1)$. Give the prime factorization of the number $[[f]]_{[[N]]}(1)$.",
        ],
        solution=(
            r"We claim $[[f]]_{[[n]]}([[x]]) = [[x]]([[x]]+[[n]])^{[[n]]-1}$ for $[[n]] \ge 1$. For $[[n]] = 1$, $[[f]]_1' = [[f]]_0 = 1$ and $[[f]]_1(0) = 0$ give $[[f]]_1 = [[x]]$. "
            r"If the claim holds for $[[n]]$, then $\frac{d}{d[[x]]}\bigl([[x]]([[x]]+[[n]]+1)^{[[n]]}\bigr) = ([[x]]+[[n]]+1)^{[[n]]-1}\bigl(([[x]]+[[n]]+1) + [[n]][[x]]\bigr) "
            r"= ([[n]]+1)([[x]]+1)([[x]]+1+[[n]])^{[[n]]-1} = ([[n]]+1)[[f]]_{[[n]]}([[x]]+1)$, and $[[x]]([[x]]+[[n]]+1)^{[[n]]}$ vanishes at $0$, "
            r"so it equals $[[f]]_{[[n]]+1}$. Therefore $[[f]]_{[[N]]}(1) = [[N1]]^{[[N2]]} = \boxed{[[ans]]}$."
        ),
        answer="[[ans]]",
        variables={"f": "f", "n": "n", "x": "x"},
        constants={"N": IntRange(60, 150, original=100)},
        ranges="N in 60..150, around the original's 100: the same product form, exponents of the original's size (issue 38)",
        derived=lambda p: {"N1": p["N"] + 1, "N2": p["N"] - 1, "ans": _factor_tex((p["N"] + 1) ** (p["N"] - 1))},
        value=lambda p: (p["N"] + 1) ** (p["N"] - 1),
        check=_b2_check,
    ),
    Template(
        name="putnam_1985_b5",
        kind="constant",
        statements=[
            r"Evaluate $\int_0^\infty [[t]]^{-1/2}e^{-[[c]]([[t]]+[[t]]^{-1})}\,d[[t]]$. You may assume that $\int_{-\infty}^\infty e^{-[[x]]^2}\,d[[x]] = \sqrt{\pi}$.",
            r"Compute the improper integral \[ \int_0^\infty \frac{e^{-[[c]]([[t]] + 1/[[t]])}}{\sqrt{[[t]]}}\,d[[t]] \] in closed form, "
            r"using if you like that $\int_{-\infty}^{\infty} e^{-[[x]]^2}\,d[[x]] = \sqrt\pi$.",
            r"Given the Gaussian integral $\int_{-\infty}^\infty e^{-[[x]]^2}\,d[[x]] = \sqrt{\pi}$, find the exact value of "
            r"$\displaystyle\int_0^\infty [[t]]^{-1/2}\exp\!\left(-[[c]][[t]] - \frac{[[c]]}{[[t]]}\right)d[[t]]$.",
        ],
        solution=(
            r"Substitute $[[t]] = [[x]]^2$: the integral becomes $2\int_0^\infty e^{-[[c]]([[x]]^2 + [[x]]^{-2})}\,d[[x]] "
            r"= 2e^{-[[c2]]}\int_0^\infty e^{-[[c]]([[x]] - 1/[[x]])^2}\,d[[x]]$. Call the last integral $J$. The substitution $[[x]] \mapsto 1/[[x]]$ shows "
            r"$J = \int_0^\infty e^{-[[c]]([[x]]-1/[[x]])^2}[[x]]^{-2}\,d[[x]]$, so $2J = \int_0^\infty e^{-[[c]]([[x]]-1/[[x]])^2}(1 + [[x]]^{-2})\,d[[x]]$. "
            r"With $w = [[x]] - 1/[[x]]$, which increases from $-\infty$ to $\infty$ and has $dw = (1+[[x]]^{-2})d[[x]]$, this is "
            r"$\int_{-\infty}^\infty e^{-[[c]]w^2}\,dw = \sqrt{\pi/[[c]]}$. Hence the integral equals $2e^{-[[c2]]}\cdot\frac12\sqrt{\pi/[[c]]} = \boxed{\sqrt{\frac{\pi}{[[c]]}}e^{-[[c2]]}}$."
        ),
        answer=r"\sqrt{\frac{\pi}{[[c]]}}e^{-[[c2]]}",
        variables={"t": "t", "x": "x"},
        constants={"c": IntRange(1, 3000, original=1985)},
        derived=lambda p: {"c2": 2 * p["c"]},
        value=_b5_value,
        check=_b5_check,
    ),
]
