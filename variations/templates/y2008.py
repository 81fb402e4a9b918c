"""Putnam 2008 variation templates: B2 (renamed variables)."""

from hardmath.variations.engine import Template

TEMPLATES = [
    Template(
        name="putnam_2008_b2",
        kind="variable",
        statements=[
            r"Let $[[F]]_0([[x]])=\ln [[x]]$. For $[[n]] \geq 0$ and $[[x]]>0$, let $[[F]]_{[[n]]+1}([[x]])=\int_0^[[x]] [[F]]_[[n]]([[t]])\,d[[t]]$. Evaluate $\lim_{[[n]] \to \infty} \frac{[[n]]![[F]]_[[n]](1)}{\ln [[n]]}$.",
            r"Define functions on $(0,\infty)$ by $[[F]]_0([[x]]) = \ln [[x]]$ and $[[F]]_{[[n]]+1}([[x]]) = \int_0^{[[x]]}[[F]]_{[[n]]}([[t]])\,d[[t]]$ for $[[n]] \ge 0$. Compute $\displaystyle\lim_{[[n]]\to\infty}\frac{[[n]]!\,[[F]]_{[[n]]}(1)}{\ln [[n]]}$.",
            r"Starting from $[[F]]_0 = \ln$, integrate repeatedly from $0$: $[[F]]_{[[n]]+1}([[x]]) = \int_0^{[[x]]} [[F]]_{[[n]]}([[t]])\,d[[t]]$. What is the limit of $[[n]]!\,[[F]]_{[[n]]}(1)/\ln [[n]]$ as $[[n]] \to \infty$?",
        ],
        solution=(
            r"We claim $[[F]]_{[[n]]}([[x]]) = \frac{[[x]]^{[[n]]}}{[[n]]!}(\ln [[x]] - H_{[[n]]})$ with $H_{[[n]]} = 1+\frac12+\cdots+\frac1{[[n]]}$. It holds for $[[n]]=0$, "
            r"and $\int_0^{[[x]]} \frac{[[t]]^{[[n]]}}{[[n]]!}(\ln [[t]] - H_{[[n]]})\,d[[t]] = \frac{[[x]]^{[[n]]+1}}{([[n]]+1)!}\left(\ln [[x]] - \frac{1}{[[n]]+1} - H_{[[n]]}\right)$ "
            r"by integration by parts. So $[[n]]!\,[[F]]_{[[n]]}(1) = -H_{[[n]]}$, and since $H_{[[n]]}/\ln [[n]] \to 1$, the limit is $\boxed{-1}$."
        ),
        answer=r"-1",
        variables={"F": "F", "x": "x", "n": "n", "t": "t"},
    ),
]
