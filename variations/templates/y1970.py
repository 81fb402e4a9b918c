"""Putnam 1970 variation templates: B1 (renamed variables)."""

from hardmath.variations.engine import Template

TEMPLATES = [
    Template(
        name="putnam_1970_b1",
        kind="variable",
        statements=[
            r"Evaluate the infinite product $\lim_{[[n]] \to \infty} \frac{1}{[[n]]^4} \prod_{[[i]] = 1}^{2[[n]]} ([[n]]^2 + [[i]]^2)^{1/[[n]]}$.",
            r"Compute $\displaystyle\lim_{[[n]]\to\infty} [[n]]^{-4}\left(\prod_{[[i]]=1}^{2[[n]]} \left([[n]]^2+[[i]]^2\right)\right)^{1/[[n]]}$.",
            r"Find the limit as $[[n]] \to \infty$ of $\frac{1}{[[n]]^4}\prod_{[[i]]=1}^{2[[n]]}\left([[n]]^2+[[i]]^2\right)^{1/[[n]]}$.",
        ],
        solution=(
            r"Taking logarithms, $\log\left([[n]]^{-4}\prod_{[[i]]=1}^{2[[n]]}([[n]]^2+[[i]]^2)^{1/[[n]]}\right) = \frac{1}{[[n]]}\sum_{[[i]]=1}^{2[[n]]}\log\left(1 + ([[i]]/[[n]])^2\right)$, "
            r"because the $2[[n]]$ factors $[[n]]^2$ contribute $\frac{2[[n]]}{[[n]]}\log [[n]]^2 = 4\log [[n]]$. "
            r"This Riemann sum tends to $\int_0^2 \log(1+t^2)\,dt = \left[t\log(1+t^2) - 2t + 2\arctan t\right]_0^2 = 2\log 5 - 4 + 2\arctan 2$. "
            r"The limit is $\boxed{e^{2 \log 5 - 4 + 2 \arctan 2}}$."
        ),
        answer=r"e^{2 \log 5 - 4 + 2 \arctan 2}",
        variables={"n": "n", "i": "i"},
    ),
]
