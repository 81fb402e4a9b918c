"""Putnam 1982 variation templates: B2, B3 (renamed variables); A3 (new constants)."""

import math

from hardmath.variations.checks import simpson as _simpson
from hardmath.variations.engine import Choice, Template

# ---------------------------------------------------------------- 1982 A3: an integral
_SLOPES = {
    r"\pi": math.pi,
    "2": 2.0,
    "3": 3.0,
    "5": 5.0,
    "10": 10.0,
    r"\sqrt{3}": math.sqrt(3),
    r"\frac{1}{2}": 0.5,
    **{str(n): float(n) for n in (4, 6, 7, 8, 9, 11, 12, 13, 14, 15, 17, 19, 20, 23)},
}


def _a3_82_check(p):
    c = _SLOPES[p["c"]]

    def f(t: float) -> float:  # x = t/(1-t)
        if t == 0.0:
            return c - 1
        if t == 1.0:
            return 1 - 1 / c
        x = t / (1 - t)
        return (math.atan(c * x) - math.atan(x)) / x / (1 - t) ** 2

    return f"{_simpson(f, 0.0, 1.0, 4000):.7f}"


TEMPLATES = [
    Template(
        name="putnam_1982_a3",
        kind="constant",
        statements=[
            r"Evaluate $\int_0^{\infty} \frac{\tan^{-1}([[c]] [[x]]) - \tan^{-1} [[x]]}{[[x]]} \, d[[x]]$.",
            r"Compute the improper integral $\displaystyle\int_{0}^{\infty} \frac{\arctan([[c]]\,[[x]]) - \arctan [[x]]}{[[x]]}\, d[[x]]$.",
            r"Find the value of $\int_0^\infty [[x]]^{-1}\left(\tan^{-1}([[c]] [[x]]) - \tan^{-1}([[x]])\right) d[[x]]$.",
        ],
        solution=(
            r"Write $\tan^{-1}([[c]] [[x]]) - \tan^{-1}[[x]] = \int_1^{[[c]]} \frac{[[x]]\,dt}{1+t^2[[x]]^2}$. "
            r"By Tonelli (or Frullani's theorem), the integral equals $\int_1^{[[c]]}\int_0^\infty \frac{d[[x]]}{1+t^2[[x]]^2}\,dt = \int_1^{[[c]]} \frac{\pi}{2t}\,dt$. "
            r"This is $\frac{\pi}{2}\ln [[c]]$, so the answer is $\boxed{\frac{\pi}{2} \ln [[c]]}$."
        ),
        answer=r"\frac{\pi}{2} \ln [[c]]",
        variables={"x": "x"},
        constants={"c": Choice(tuple(_SLOPES), original=r"\pi")},
        value=lambda p: f"{math.pi / 2 * math.log(_SLOPES[p['c']]):.7f}",
        check=_a3_82_check,
    ),
    Template(
        name="putnam_1982_b2",
        kind="variable",
        statements=[
            r"Let $[[A]]([[x]], [[y]])$ denote the number of points $([[m]], [[n]])$ with integer coordinates $[[m]]$ and $[[n]]$ where $[[m]]^2 + [[n]]^2 \le [[x]]^2 + [[y]]^2$. Also, let $[[g]] = \sum_{[[k]] = 0}^{\infty} e^{-[[k]]^2}$. Express the value $$\int_{-\infty}^{\infty}\int_{-\infty}^{\infty} [[A]]([[x]], [[y]])e^{-[[x]]^2 - [[y]]^2} d[[x]] d[[y]]$$ as a polynomial in $[[g]]$.",
            r"For real $[[x]], [[y]]$ let $[[A]]([[x]],[[y]])$ be the number of lattice points $([[m]],[[n]]) \in \mathbb{Z}^2$ with $[[m]]^2+[[n]]^2 \le [[x]]^2+[[y]]^2$, and put $[[g]] = \sum_{[[k]]\ge 0} e^{-[[k]]^2}$. Write $\iint_{\mathbb{R}^2} [[A]]([[x]],[[y]])\,e^{-[[x]]^2-[[y]]^2}\,d[[x]]\,d[[y]]$ as a polynomial in $[[g]]$.",
            r"With $[[g]] = \sum_{[[k]]=0}^\infty e^{-[[k]]^2}$ and $[[A]]([[x]],[[y]]) = \#\{([[m]],[[n]]) \in \mathbb{Z}^2 : [[m]]^2+[[n]]^2 \le [[x]]^2+[[y]]^2\}$, find a polynomial expression in $[[g]]$ for the integral of $[[A]]([[x]],[[y]])e^{-([[x]]^2+[[y]]^2)}$ over the whole plane.",
        ],
        solution=(
            r"Write $[[A]]([[x]],[[y]]) = \sum_{([[m]],[[n]]) \in \mathbb{Z}^2} \mathbf{1}\{[[x]]^2+[[y]]^2 \ge [[m]]^2+[[n]]^2\}$ and integrate term by term. "
            r"In polar coordinates, $\iint_{r^2 \ge \rho^2} e^{-r^2}\,dA = 2\pi\int_\rho^\infty r e^{-r^2}dr = \pi e^{-\rho^2}$. "
            r"So the integral is $\pi\sum_{[[m]],[[n]]} e^{-[[m]]^2-[[n]]^2} = \pi\left(\sum_{[[m]] \in \mathbb{Z}} e^{-[[m]]^2}\right)^2$, and $\sum_{[[m]] \in \mathbb{Z}} e^{-[[m]]^2} = 2[[g]] - 1$. "
            r"The value is $\boxed{\pi(2[[g]] - 1)^2}$."
        ),
        answer=r"\pi(2[[g]] - 1)^2",
        variables={"A": "A", "x": "x", "y": "y", "m": "m", "n": "n", "g": "g", "k": "k"},
    ),
    Template(
        name="putnam_1982_b3",
        kind="variable",
        statements=[
            r"Let $[[p]]_[[n]]$ denote the probability that $[[c]] + [[d]]$ will be a perfect square if $[[c]]$ and $[[d]]$ are selected independently and uniformly at random from $\{1, 2, 3, \dots, [[n]]\}$. Express $\lim_{[[n]] \rightarrow \infty} [[p]]_[[n]] \sqrt{[[n]]}$ in the form $[[r]](\sqrt{[[s]]} - [[t]])$ for integers $[[s]]$ and $[[t]]$ and rational $[[r]]$.",
            r"Two numbers $[[c]], [[d]]$ are drawn independently and uniformly from $\{1, \dots, [[n]]\}$, and $[[p]]_{[[n]]}$ is the probability that $[[c]]+[[d]]$ is a perfect square. Find $\lim_{[[n]]\to\infty} [[p]]_{[[n]]}\sqrt{[[n]]}$, written as $[[r]](\sqrt{[[s]]}-[[t]])$ with $[[r]]$ rational and $[[s]], [[t]]$ integers.",
            r"Let $[[p]]_{[[n]]}$ be the fraction of ordered pairs $([[c]],[[d]]) \in \{1,\dots,[[n]]\}^2$ whose sum is a square. Compute $\lim_{[[n]]\to\infty}\sqrt{[[n]]}\,[[p]]_{[[n]]}$ in the form $[[r]](\sqrt{[[s]]} - [[t]])$, where $[[r]] \in \mathbb{Q}$ and $[[s]], [[t]] \in \mathbb{Z}$.",
        ],
        solution=(
            r"The number of pairs with $[[c]]+[[d]] = j^2$ is $j^2 - 1$ if $j^2 \le [[n]]+1$ and $2[[n]] + 1 - j^2$ if $[[n]]+1 < j^2 \le 2[[n]]$. "
            r"Summing, the count is $\sum_{j \le \sqrt{[[n]]}} j^2 + \sum_{\sqrt{[[n]]} < j \le \sqrt{2[[n]]}} (2[[n]] - j^2) + O([[n]])$ "
            r"$= \frac{[[n]]^{3/2}}{3} + 2[[n]](\sqrt2 - 1)\sqrt{[[n]]} - \frac{(2\sqrt2 - 1)[[n]]^{3/2}}{3} + O([[n]]) = \frac43(\sqrt2 - 1)[[n]]^{3/2} + O([[n]])$. "
            r"Dividing by $[[n]]^2$ and multiplying by $\sqrt{[[n]]}$, the limit is $\boxed{\frac{4}{3}(\sqrt{2} - 1)}$."
        ),
        answer=r"\frac{4}{3}(\sqrt{2} - 1)",
        variables={"p": "p", "n": "n", "c": "c", "d": "d", "r": "r", "s": "s", "t": "t"},
    ),
]
