"""Putnam 1995 variation templates: A2 (renamed variables); B4 (new constants)."""

import math

import sympy

from hardmath.variations.checks import coefficient_tex as _coef
from hardmath.variations.engine import Choice, IntRange, Template


# ---------------------------------------------------------------- 1995 B4
def _95b4_N(p) -> int:
    t = p["u"]
    for _ in range({2: 1, 4: 2, 8: 3}[p["r"]]):
        t = t * t - 2
    return t


def _95b4_value(p):
    u = p["u"]
    return (u + sympy.sqrt(u * u - 4)) / 2


def _95b4_tex(p) -> str:
    u = p["u"]
    f = math.isqrt(max(k * k for k in range(1, u + 1) if (u * u - 4) % (k * k) == 0))
    c = (u * u - 4) // (f * f)
    if u % 2 == 0 and f % 2 == 0:
        b = "" if f == 2 else str(f // 2)
        return rf"{u // 2} + {b}\sqrt{{{c}}}"
    return rf"\frac{{{u} + {_coef(f)}\sqrt{{{c}}}}}{{2}}"


def _95b4_check(p):
    N, r = _95b4_N(p), p["r"]
    x = float(N)
    for _ in range(60):
        x = N - 1 / x
    root = x ** (1 / r)
    value = _95b4_value(p)
    return value if abs(root - float(value)) < 1e-9 * root else root


def _95b4_derived(p):
    chain, t = [], p["u"]
    for _ in range({2: 1, 4: 2, 8: 3}[p["r"]]):
        chain.append(f"{t}^2 - 2 = {t * t - 2}")
        t = t * t - 2
    return {
        "N": _95b4_N(p),
        "root": r"\sqrt" if p["r"] == 2 else rf"\sqrt[{p['r']}]",
        "chain": r",\ ".join(chain),
        "u2": p["u"] ** 2 - 4,
        "ans": _95b4_tex(p),
    }


TEMPLATES = [
    Template(
        name="putnam_1995_a2",
        kind="variable",
        statements=[
            r"For what pairs $([[a]],[[b]])$ of positive real numbers does the improper integral \[ \int_{[[b]]}^{\infty} \left( \sqrt{\sqrt{[[x]]+[[a]]}-\sqrt{[[x]]}} - "
            r"\sqrt{\sqrt{[[x]]}-\sqrt{[[x]]-[[b]]}} \right)\,d[[x]] \] converge?",
            r"Determine all pairs of positive reals $([[a]], [[b]])$ for which $\displaystyle\int_{[[b]]}^{\infty}\left(\sqrt{\sqrt{[[x]]+[[a]]} - \sqrt{[[x]]}} - "
            r"\sqrt{\sqrt{[[x]]} - \sqrt{[[x]]-[[b]]}}\right)d[[x]]$ is convergent.",
            r"Let $[[a]], [[b]] > 0$. Find a necessary and sufficient condition on $[[a]]$ and $[[b]]$ for the convergence of the improper integral "
            r"\[ \int_{[[b]]}^{\infty} \Bigl( (\sqrt{[[x]]+[[a]]} - \sqrt{[[x]]})^{1/2} - (\sqrt{[[x]]} - \sqrt{[[x]]-[[b]]})^{1/2} \Bigr)\, d[[x]]. \]",
        ],
        solution=(
            r"As $[[x]] \to \infty$, $\sqrt{[[x]]+[[a]]} - \sqrt{[[x]]} = \frac{[[a]]}{2\sqrt{[[x]]}}\bigl(1 + O(1/[[x]])\bigr)$, so "
            r"$\sqrt{\sqrt{[[x]]+[[a]]}-\sqrt{[[x]]}} = \sqrt{[[a]]/2}\,[[x]]^{-1/4} + O([[x]]^{-5/4})$, and likewise "
            r"$\sqrt{\sqrt{[[x]]}-\sqrt{[[x]]-[[b]]}} = \sqrt{[[b]]/2}\,[[x]]^{-1/4} + O([[x]]^{-5/4})$. The integrand is therefore "
            r"$\frac{\sqrt{[[a]]} - \sqrt{[[b]]}}{\sqrt2}[[x]]^{-1/4} + O([[x]]^{-5/4})$; the error term is integrable at infinity while $[[x]]^{-1/4}$ is not "
            r"(and the integrand is continuous on $[[[b]], \infty)$). Hence the integral converges exactly when $\boxed{[[a]] = [[b]]}$."
        ),
        answer=r"[[a]] = [[b]]",
        variables={"a": "a", "b": "b", "x": "x"},
    ),
    Template(
        name="putnam_1995_b4",
        inert={
            "r": "measured by typicality.inert_constants: no draw of it moves the answer; it changes only the problem text"
        },
        kind="constant",
        statements=[
            r"Evaluate \[ [[root]]{[[N]] - \frac{1}{[[N]]-\frac{1}{[[N]]-\dots}}}. \] Express your answer in the form $\frac{[[a]]+[[b]]\sqrt{[[c]]}}{[[d]]}$, "
            r"where $[[a]],[[b]],[[c]],[[d]]$ are integers.",
            r"Let $[[x]] = [[N]] - \cfrac{1}{[[N]] - \cfrac{1}{[[N]] - \cdots}}$ be the value of the infinite continued fraction. Compute $[[root]]{[[x]]}$ and write it as "
            r"$\frac{[[a]]+[[b]]\sqrt{[[c]]}}{[[d]]}$ with integers $[[a]],[[b]],[[c]],[[d]]$.",
            r"The infinite continued fraction $[[x]] = [[N]] - 1/([[N]] - 1/([[N]] - \cdots))$ converges. Find $[[root]]{[[x]]}$ in the form "
            r"$([[a]] + [[b]]\sqrt{[[c]]})/[[d]]$, where $[[a]], [[b]], [[c]], [[d]]$ are integers.",
        ],
        solution=(
            r"The value $[[x]] > 1$ of the continued fraction satisfies $[[x]] = [[N]] - 1/[[x]]$, i.e. $[[x]] + [[x]]^{-1} = [[N]]$. "
            r"Let $t = [[root]]{[[x]]} > 1$ and $s = t + t^{-1}$. Squaring repeatedly, $t^2 + t^{-2} = s^2 - 2$, $t^4 + t^{-4} = (t^2+t^{-2})^2 - 2$, and so on, "
            r"and since $z \mapsto z^2 - 2$ is increasing for $z \ge 2$, $s$ is the unique number $\ge 2$ that reaches $[[N]]$ after these steps. "
            r"As $[[chain]]$, we get $s = [[u]]$. Then $t^2 - [[u]]t + 1 = 0$ with $t > 1$ gives $t = \frac{[[u]] + \sqrt{[[u2]]}}{2} = \boxed{[[ans]]}$."
        ),
        answer="[[ans]]",
        variables={"a": "a", "b": "b", "c": "c", "d": "d", "x": "x"},
        constants={"u": IntRange(3, 30, original=3), "r": Choice((2, 4, 8), original=8)},
        derived=_95b4_derived,
        value=_95b4_value,
        check=_95b4_check,
        atypical="the answer's integers grow with u; the original's u = 3 is the smallest with u^2 - 4 not a square, and u in 3..9 leaves 18 instances with 7% of draws giving the published answer",
    ),
]
