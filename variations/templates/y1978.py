"""Putnam 1978 variation templates: A3, B5 (renamed variables); B2 (new constants)."""

from fractions import Fraction
from math import comb

from hardmath.variations.checks import frac_tex as _frac_tex
from hardmath.variations.engine import IntRange, Template


# ---------------------------------------------------------------- 1978 B2: 1/(ij(i+j+c))
def _harmonic(c: int, power: int = 1) -> Fraction:
    return sum((Fraction(1, k**power) for k in range(1, c + 1)), Fraction(0))


def _b2_78_value(p):
    c = p["c"]
    return (_harmonic(c) ** 2 + _harmonic(c, 2)) / c


def _b2_78_check(p):
    """int_0^1 (1-u)^(c-1) ln^2 u du, expanded binomially: sum (-1)^k C(c-1,k) 2/(k+1)^3."""
    c = p["c"]
    return sum((Fraction((-1) ** k * comb(c - 1, k) * 2, (k + 1) ** 3) for k in range(c)), Fraction(0))


def _b2_78_derived(p):
    c = p["c"]
    return {
        "cc": "" if c == 1 else str(c),
        "H": _frac_tex(_harmonic(c)),
        "H2": _frac_tex(_harmonic(c, 2)),
        "ans": _frac_tex(_b2_78_value(p)),
    }


TEMPLATES = [
    Template(
        name="putnam_1978_a3",
        kind="variable",
        statements=[
            r"Let $[[p]]([[x]]) = 2([[x]]^6 + 1) + 4([[x]]^5 + [[x]]) + 3([[x]]^4 + [[x]]^2) + 5[[x]]^3$. For $[[k]]$ with $0 < [[k]] < 5$, let \[ [[I]]_[[k]] = \int_0^{\infty} \frac{[[x]]^[[k]]}{[[p]]([[x]])} \, d[[x]]. \] For which $[[k]]$ is $[[I]]_[[k]]$ smallest?",
            r"Set $[[p]]([[x]]) = 2[[x]]^6 + 4[[x]]^5 + 3[[x]]^4 + 5[[x]]^3 + 3[[x]]^2 + 4[[x]] + 2$ and $[[I]]_{[[k]]} = \int_0^\infty [[x]]^{[[k]]}/[[p]]([[x]])\,d[[x]]$ for real $[[k]]$ with $0 < [[k]] < 5$. For which $[[k]]$ is this integral the smallest?",
            r"For real numbers $0 < [[k]] < 5$ consider $[[I]]_{[[k]]} = \displaystyle\int_0^{\infty} \frac{[[x]]^{[[k]]}\,d[[x]]}{2([[x]]^6+1)+4([[x]]^5+[[x]])+3([[x]]^4+[[x]]^2)+5[[x]]^3}$, and write $[[p]]([[x]])$ for the denominator. Find the value of $[[k]]$ minimizing $[[I]]_{[[k]]}$.",
        ],
        solution=(
            r"The polynomial is palindromic: $[[x]]^6 [[p]](1/[[x]]) = [[p]]([[x]])$. Substituting $[[x]] \mapsto 1/[[x]]$ gives $[[I]]_{[[k]]} = \int_0^\infty \frac{[[x]]^{4-[[k]]}}{[[p]]([[x]])}\,d[[x]] = [[I]]_{4-[[k]]}$. "
            r"Therefore $[[I]]_{[[k]]} = \frac12\int_0^\infty \frac{[[x]]^{[[k]]} + [[x]]^{4-[[k]]}}{[[p]]([[x]])}\,d[[x]]$, and $[[x]]^{[[k]]} + [[x]]^{4-[[k]]} \ge 2[[x]]^2$ by AM-GM, with equality for all $[[x]]$ only when $[[k]] = 2$. "
            r"Since $[[p]] > 0$ on $[0,\infty)$, this gives $[[I]]_{[[k]]} > [[I]]_2$ for every $[[k]] \ne 2$ in $(0,5)$. "
            r"So $[[I]]_{[[k]]}$ is smallest for $[[k]] = \boxed{2}$."
        ),
        answer="2",
        variables={"p": "p", "x": "x", "k": "k", "I": "I"},
    ),
    Template(
        name="putnam_1978_b2",
        answer_band=5,
        kind="constant",
        statements=[
            r"Find \[ \sum_{[[i]]=1}^{\infty} \sum_{[[j]]=1}^{\infty} \frac{1}{[[i]]^2[[j]] + [[cc]][[i]][[j]] + [[i]][[j]]^2}. \]",
            r"Evaluate the double series $\displaystyle\sum_{[[i]] \ge 1}\sum_{[[j]] \ge 1} \frac{1}{[[i]][[j]]([[i]]+[[j]]+[[c]])}$.",
            r"Determine the exact value of $\sum_{[[i]],[[j]]=1}^{\infty} \left([[i]]^2[[j]] + [[cc]][[i]][[j]] + [[i]][[j]]^2\right)^{-1}$, the sum running over all pairs of positive integers.",
        ],
        solution=(
            r"The summand is $\frac{1}{[[i]][[j]]([[i]]+[[j]]+[[c]])} = \frac{1}{[[i]][[j]]}\int_0^1 t^{[[i]]+[[j]]+[[c]]-1}\,dt$. "
            r"Summing under the integral with $\sum_{[[i]]} t^{[[i]]}/[[i]] = -\ln(1-t)$ gives $\int_0^1 t^{[[c]]-1}\ln^2(1-t)\,dt$. "
            r"This is $\frac{\partial^2}{\partial s^2}B([[c]], s)$ at $s=1$, which equals $\frac{1}{[[c]]}\left(H_{[[c]]}^2 + H^{(2)}_{[[c]]}\right)$ with $H_{[[c]]} = [[H]]$ and $H^{(2)}_{[[c]]} = \sum_{m \le [[c]]} m^{-2} = [[H2]]$. "
            r"So the sum is $\boxed{[[ans]]}$."
        ),
        answer="[[ans]]",
        variables={"i": "i", "j": "j"},
        constants={"c": IntRange(1, 7, original=2)},
        derived=_b2_78_derived,
        value=_b2_78_value,
        check=_b2_78_check,
        ranges="c in 1..7: the same integral, (H_c^2 + H^(2)_c)/c, whose numerator and denominator grow with c "
        "(c = 2..7: 1, 2, 3, 5, 5 and 6 digits; c = 1 gives the integer 2, another form; c = 25 had 20 digits). No "
        "second constant of the same method keeps them at the original's size (a common coefficient only scales the "
        "answer, more summation indices change the method), so c stops at 7, the answer band widened to hold its "
        "6 digits: 5 instances, c = 3..7 (issue 38).",
        atypical="its answer (H_c^2 + H^(2)_c)/c has 1, 2, 3, 5, 5, 6 digits for c = 2..7 and c = 1 gives an integer: the original's 7/4 is the smallest fraction of the family, and no second constant of the same method gives smaller ones",
    ),
    Template(
        name="putnam_1978_b5",
        kind="variable",
        statements=[
            r"Find the real polynomial $[[p]]([[x]])$ of degree $4$ with largest possible coefficient of $[[x]]^4$ such that $[[p]]([-1, 1]) \subseteq [0, 1]$.",
            r"Among all real polynomials $[[p]]$ of degree $4$ that map the interval $[-1,1]$ into $[0,1]$, find the one whose leading coefficient (the coefficient of $[[x]]^4$) is as large as possible.",
            r"A quartic polynomial $[[p]]([[x]])$ with real coefficients satisfies $0 \le [[p]]([[x]]) \le 1$ for all $-1 \le [[x]] \le 1$. Determine the polynomial $[[p]]$ for which the coefficient of $[[x]]^4$ is maximal.",
        ],
        solution=(
            r"Interpolate at the five points $[[x]] = \pm 1, \pm\frac{\sqrt2}{2}, 0$: the leading coefficient of a polynomial of degree at most $4$ is $\sum_j [[p]](x_j)/\prod_{i \ne j}(x_j - x_i)$. "
            r"Computing the weights gives coefficient of $[[x]]^4$ $= [[p]](1) + [[p]](-1) + 2[[p]](0) - 2[[p]](\tfrac{\sqrt2}{2}) - 2[[p]](-\tfrac{\sqrt2}{2})$. "
            r"With all values in $[0,1]$ this is at most $4$, with equality iff $[[p]](\pm1) = [[p]](0) = 1$ and $[[p]](\pm\frac{\sqrt2}{2}) = 0$, which determines $[[p]]$ uniquely. "
            r"That polynomial is $\frac{1 + T_4([[x]])}{2}$ with $T_4 = 8[[x]]^4 - 8[[x]]^2 + 1$, and it does map $[-1,1]$ into $[0,1]$. "
            r"Hence $[[p]]([[x]]) = \boxed{4[[x]]^4 - 4[[x]]^2 + 1}$."
        ),
        answer=r"4[[x]]^4 - 4[[x]]^2 + 1",
        variables={"p": "p", "x": "x"},
    ),
]
