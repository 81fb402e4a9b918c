"""Putnam 1972 variation templates: B2 (renamed variables)."""

from hardmath.variations.engine import Template

TEMPLATES = [
    Template(
        name="putnam_1972_b2",
        kind="variable",
        statements=[
            r"Let $[[x]] : \mathbb{R} \to \mathbb{R}$ be a twice differentiable function whose second derivative is nonstrictly decreasing. If $[[x]]([[t]]) - [[x]](0) = [[s]]$, $[[x]]'(0) = 0$, and $[[x]]'([[t]]) = [[v]]$ for some $[[t]] > 0$, find the maximum possible value of $[[t]]$ in terms of $[[s]]$ and $[[v]]$.",
            r"A particle moves on a line with position $[[x]]([[t]])$, a twice differentiable function whose acceleration $[[x]]''$ is non-increasing. It starts at rest, $[[x]]'(0)=0$, and at some time $[[t]]>0$ it has covered the distance $[[x]]([[t]])-[[x]](0)=[[s]]$ and has velocity $[[x]]'([[t]])=[[v]]$. What is the largest possible $[[t]]$, as a function of $[[s]]$ and $[[v]]$?",
            r"Suppose $[[x]]$ is twice differentiable on $\mathbb{R}$ with $[[x]]''$ nonincreasing, $[[x]]'(0) = 0$, and for some $[[t]] > 0$ we have $[[x]]'([[t]]) = [[v]]$ and $[[x]]([[t]]) - [[x]](0) = [[s]]$. Find the maximal value of $[[t]]$ in terms of $[[s]]$ and $[[v]]$.",
        ],
        solution=(
            r"Since $[[x]]''$ is nonincreasing, $[[x]]'$ is concave on $[0,[[t]]]$. "
            r"A concave function lies above its chord, so $[[x]]'(u) \ge \frac{u}{[[t]]}[[x]]'([[t]]) = \frac{[[v]] u}{[[t]]}$ for $0 \le u \le [[t]]$. "
            r"Integrating, $[[s]] = \int_0^{[[t]]} [[x]]'(u)\,du \ge \frac{[[v]][[t]]}{2}$, so $[[t]] \le \frac{2[[s]]}{[[v]]}$. "
            r"Equality holds for constant acceleration, $[[x]](u) = \frac{[[v]] u^2}{2[[t]]}$. The maximum is $\boxed{\frac{2[[s]]}{[[v]]}}$."
        ),
        answer=r"\frac{2[[s]]}{[[v]]}",
        variables={"x": "x", "t": "t", "s": "s", "v": "v"},
    ),
]
