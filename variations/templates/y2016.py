"""Putnam 2016 variation templates: A2, A3, B1, B6 (renamed variables); A1 (new constants)."""

import math

from hardmath.variations.checks import factorize as _factor, power_tex as _power_tex
from hardmath.variations.engine import IntRange, Template


# ---------------------------------------------------------------- 2016 A1: derivatives divisible by N
def _kempner(n: int) -> int:
    best = 1
    for q, e in _factor(n):
        j = 0
        while sum(j // q**i for i in range(1, 40)) < e:
            j += q
        best = max(best, j)
    return best


def _derivative_check(p) -> int:
    """Smallest j for which the j-th derivative of every monomial x^m, at k = 0..4, is a
    multiple of N (monomials span the integer polynomials).
    """
    N = p["N"]
    j = 1
    while True:
        ok = True
        for m in range(j, j + 6):
            falling = math.perm(m, j)  # d^j/dx^j x^m = m!/(m-j)! x^(m-j)
            if any(falling * k ** (m - j) % N for k in range(5)):
                ok = False
                break
        if ok:
            return j
        j += 1


def _derivative_derived(p) -> dict:
    fac = _factor(p["N"])
    parts = []
    for q, e in fac:
        j = 0
        while sum(j // q**i for i in range(1, 40)) < e:
            j += q
        parts.append(rf"${_power_tex(q, e)} \mid {p['j']}!$ first holds at ${p['j']} = {j}$")
    return {
        "fact": r" \cdot ".join(_power_tex(q, e) for q, e in fac),
        "parts": "; ".join(parts),
        "ans": _kempner(p["N"]),
    }


DERIVATIVE = Template(
    name="putnam_2016_a1",
    kind="constant",
    statements=[
        r"Find the smallest positive integer $[[j]]$ such that for every polynomial $[[p]]([[x]])$ with integer coefficients and for every integer $[[k]]$, the integer \[ [[p]]^{([[j]])}([[k]]) = \left. \frac{d^[[j]]}{d[[x]]^[[j]]} [[p]]([[x]]) \right|_{[[x]]=[[k]]} \] (the $[[j]]$-th derivative of $[[p]]([[x]])$ at $[[k]]$) is divisible by $[[N]]$.",
        r"What is the least positive integer $[[j]]$ with the following property: whenever $[[p]]([[x]])$ is a polynomial with integer coefficients and $[[k]]$ is an integer, the $[[j]]$-th derivative $[[p]]^{([[j]])}([[k]])$ is a multiple of $[[N]]$?",
        r"Determine the minimal $[[j]] \geq 1$ such that $[[N]]$ divides $\frac{d^{[[j]]}}{d[[x]]^{[[j]]}}[[p]]([[x]])\big|_{[[x]]=[[k]]}$ for all $[[p]] \in \mathbb{Z}[[[x]]]$ and all $[[k]] \in \mathbb{Z}$.",
    ],
    solution=(
        r"For $[[p]]([[x]]) = \sum_m c_m [[x]]^m$ we have $[[p]]^{([[j]])}([[k]]) = [[j]]!\sum_{m \ge [[j]]} \binom{m}{[[j]]} c_m [[k]]^{m-[[j]]}$, "
        r"which is always a multiple of $[[j]]!$; conversely $[[p]]([[x]]) = [[x]]^{[[j]]}$ gives exactly $[[j]]!$. So we need the "
        r"least $[[j]]$ with $[[N]] \mid [[j]]!$. Here $[[N]] = [[fact]]$, and by Legendre's formula: [[parts]]. "
        r"The answer is the largest of these, $\boxed{[[ans]]}$."
    ),
    answer="[[ans]]",
    variables={"j": "j", "p": "p", "x": "x", "k": "k"},
    constants={"N": IntRange(6, 5000, original=2016)},
    constraint=lambda p: 5 <= _kempner(p["N"]) <= 40,
    derived=_derivative_derived,
    value=lambda p: _kempner(p["N"]),
    check=_derivative_check,
    atypical="its answer is the least j with N | j!; a one-digit answer (5..9) needs N | 9!, so draws that keep the original's size give the published 8 in over 10% of draws and one answer in over 40% of instances",
)


TEMPLATES = [
    DERIVATIVE,
    Template(
        name="putnam_2016_a2",
        kind="variable",
        statements=[
            r"Given a positive integer $[[n]]$, let $[[M]]([[n]])$ be the largest integer $[[m]]$ such that \[ \binom{[[m]]}{[[n]]-1} > \binom{[[m]]-1}{[[n]]}. \] Evaluate \[ \lim_{[[n]] \to \infty} \frac{[[M]]([[n]])}{[[n]]}. \]",
            r"For each positive integer $[[n]]$ let $[[M]]([[n]])$ denote the greatest integer $[[m]]$ with $\binom{[[m]]}{[[n]]-1} > \binom{[[m]]-1}{[[n]]}$. Find $\displaystyle\lim_{[[n]]\to\infty} [[M]]([[n]])/[[n]]$.",
            r"Let $[[M]]([[n]])$ be the largest $[[m]]$ for which the binomial coefficient $\binom{[[m]]}{[[n]]-1}$ is strictly bigger than $\binom{[[m]]-1}{[[n]]}$. Determine the limit of $\frac{[[M]]([[n]])}{[[n]]}$ as $[[n]]\to\infty$.",
        ],
        solution=(
            r"For $[[m]] \ge [[n]]$, $\binom{[[m]]-1}{[[n]]}\big/\binom{[[m]]}{[[n]]-1} = \frac{([[m]]-[[n]])([[m]]-[[n]]+1)}{[[n]][[m]]}$, so the inequality means "
            r"$q([[m]]) = [[m]]^2 - (3[[n]]-1)[[m]] + [[n]]^2 - [[n]] < 0$. Since $q([[n]]) = -[[n]]^2 < 0$, it holds for $[[n]] \le [[m]] < m_+$ and fails beyond, where "
            r"$m_+ = \frac{3[[n]]-1+\sqrt{5[[n]]^2-2[[n]]+1}}{2}$ is the larger root; so $[[M]]([[n]]) = m_+ + O(1)$ and "
            r"$\frac{[[M]]([[n]])}{[[n]]} \to \frac{3+\sqrt5}{2}$. The limit is $\boxed{\frac{3+\sqrt{5}}{2}}$."
        ),
        answer=r"\frac{3+\sqrt{5}}{2}",
        variables={"n": "n", "M": "M", "m": "m"},
    ),
    Template(
        name="putnam_2016_a3",
        kind="variable",
        statements=[
            r"Suppose that $[[f]]$ is a function from $\mathbb{R}$ to $\mathbb{R}$ such that \[ [[f]]([[x]]) + [[f]]\left( 1 - \frac{1}{[[x]]} \right) = \arctan [[x]] \] for all real $[[x]] \neq 0$. (As usual, $[[y]] = \arctan [[x]]$ means $-\pi/2 < [[y]] < \pi/2$ and $\tan [[y]] = [[x]]$.) Find \[ \int_0^1 [[f]]([[x]])\,d[[x]]. \]",
            r"A function $[[f]]\colon\mathbb{R}\to\mathbb{R}$ satisfies $[[f]]([[x]]) + [[f]](1 - 1/[[x]]) = \arctan [[x]]$ for every real $[[x]] \ne 0$, where $\arctan$ takes values in $(-\pi/2,\pi/2)$. Compute $\int_0^1 [[f]]([[x]])\,d[[x]]$.",
            r"Let $[[f]]$ be a real function on $\mathbb{R}$ with $[[f]]([[x]]) + [[f]]\!\left(\frac{[[x]]-1}{[[x]]}\right) = \arctan [[x]]$ whenever $[[x]] \neq 0$ (principal branch of $\arctan$, so that $[[y]] = \arctan [[x]]$ lies in $(-\pi/2, \pi/2)$). What is $\displaystyle\int_0^1 [[f]]([[x]])\,d[[x]]$?",
        ],
        solution=(
            r"Let $T([[x]]) = 1 - \frac1{[[x]]}$; then $T(T([[x]])) = \frac{1}{1-[[x]]}$ and $T^3 = \mathrm{id}$. Writing the equation at $[[x]], T[[x]], T^2[[x]]$ "
            r"and solving, $2[[f]]([[x]]) = \arctan [[x]] - \arctan\left(1-\frac1{[[x]]}\right) + \arctan\frac{1}{1-[[x]]}$ for $[[x]] \ne 0,1$. On $(0,1)$: "
            r"$\int_0^1 \arctan [[x]]\,d[[x]] = \frac{\pi}{4} - \frac{\ln 2}{2}$; $\int_0^1\arctan\frac1{1-[[x]]}\,d[[x]] = \int_0^1\left(\frac\pi2 - \arctan u\right)du = \frac{\pi}{4} + \frac{\ln 2}{2}$; "
            r"and $\arctan(1-\frac1{[[x]]}) = -\arctan\frac{1-[[x]]}{[[x]]}$, whose integral is $-\frac{\pi}{4}$ by the symmetry $[[x]] \mapsto 1-[[x]]$ and "
            r"$\arctan a + \arctan\frac1a = \frac\pi2$. So $2\int_0^1 [[f]] = \frac{\pi}{2} + \frac{\pi}{4}$ and the integral is $\boxed{\frac{3\pi}{8}}$."
        ),
        answer=r"\frac{3\pi}{8}",
        variables={"f": "f", "x": "x", "y": "y"},
    ),
    Template(
        name="putnam_2016_b1",
        kind="variable",
        statements=[
            r"Let $[[x]]_0,[[x]]_1,[[x]]_2,\dots$ be the sequence such that $[[x]]_0=1$ and for $[[n]] \geq 0$, \[ [[x]]_{[[n]]+1} = \ln(e^{[[x]]_[[n]]} - [[x]]_[[n]]) \] (as usual, the function $\ln$ is the natural logarithm). Show that the infinite series \[ [[x]]_0 + [[x]]_1 + [[x]]_2 + \cdots \] converges and find its sum.",
            r"Define $[[x]]_0 = 1$ and $[[x]]_{[[n]]+1} = \ln\left(e^{[[x]]_{[[n]]}} - [[x]]_{[[n]]}\right)$ for $[[n]] \ge 0$. Find the sum of the series $\sum_{[[n]]=0}^{\infty} [[x]]_{[[n]]}$.",
            r"The sequence $([[x]]_{[[n]]})_{[[n]]\ge 0}$ starts with $[[x]]_0 = 1$ and obeys $e^{[[x]]_{[[n]]+1}} = e^{[[x]]_{[[n]]}} - [[x]]_{[[n]]}$. Evaluate $[[x]]_0 + [[x]]_1 + [[x]]_2 + \cdots$.",
        ],
        solution=(
            r"Since $e^t - t > 1$ for $t > 0$, induction gives $[[x]]_{[[n]]} > 0$, and $[[x]]_{[[n]]+1} < [[x]]_{[[n]]}$; the limit $L$ satisfies "
            r"$e^L = e^L - L$, so $L = 0$. The recursion says $[[x]]_{[[n]]} = e^{[[x]]_{[[n]]}} - e^{[[x]]_{[[n]]+1}}$, so the partial sums telescope: "
            r"$\sum_{[[n]]=0}^{N}[[x]]_{[[n]]} = e^{[[x]]_0} - e^{[[x]]_{N+1}} \to e - 1$. The sum is $\boxed{e-1}$."
        ),
        answer=r"e-1",
        variables={"x": "x", "n": "n"},
    ),
    Template(
        name="putnam_2016_b6",
        kind="variable",
        statements=[
            r"Evaluate $\sum_{[[k]]=1}^\infty \frac{(-1)^{[[k]]-1}}{[[k]]} \sum_{[[n]]=0}^\infty \frac{1}{[[k]]2^[[n]]+1}$.",
            r"Compute the exact value of the double series \[ \sum_{[[k]]=1}^{\infty} \frac{(-1)^{[[k]]-1}}{[[k]]} \sum_{[[n]]=0}^{\infty} \frac{1}{[[k]]\cdot 2^{[[n]]}+1}. \]",
            r"Find $\displaystyle S=\sum_{[[k]]\ge 1}\frac{(-1)^{[[k]]-1}}{[[k]]}\sum_{[[n]]\ge 0}\frac{1}{1+[[k]]\,2^{[[n]]}}$.",
        ],
        solution=(
            r"Use $\frac{1}{[[k]]2^{[[n]]}+1} = \int_0^1 t^{[[k]]2^{[[n]]}}\,dt$ and $\sum_{[[k]]\ge1}\frac{(-1)^{[[k]]-1}}{[[k]]}y^{[[k]]} = \ln(1+y)$. Interchanging the "
            r"(suitably convergent) sums and integral, the value is $\sum_{[[n]]\ge0}\int_0^1 \ln\left(1+t^{2^{[[n]]}}\right)dt = \int_0^1 \ln\prod_{[[n]]\ge0}\left(1+t^{2^{[[n]]}}\right)dt$. "
            r"By unique binary expansion, $\prod_{[[n]]\ge0}(1+t^{2^{[[n]]}}) = \frac{1}{1-t}$, so the sum equals $\int_0^1 -\ln(1-t)\,dt = \boxed{1}$."
        ),
        answer=r"1",
        variables={"k": "k", "n": "n"},
    ),
]
