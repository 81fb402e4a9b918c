"""Putnam 2002 variation templates: A1 (renamed variables)."""

from hardmath.variations.engine import Template

TEMPLATES = [
    Template(
        name="putnam_2002_a1",
        kind="variable",
        statements=[
            r"Let $[[k]]$ be a fixed positive integer. The $[[n]]$-th derivative of $\frac{1}{[[x]]^[[k]]-1}$ has the form $\frac{[[P]]_[[n]]([[x]])}{([[x]]^[[k]]-1)^{[[n]]+1}}$ "
            r"where $[[P]]_[[n]]([[x]])$ is a polynomial. Find $[[P]]_[[n]](1)$.",
            r"For a fixed positive integer $[[k]]$, write $\frac{d^{[[n]]}}{d[[x]]^{[[n]]}}\frac{1}{[[x]]^{[[k]]}-1} = \frac{[[P]]_{[[n]]}([[x]])}{([[x]]^{[[k]]}-1)^{[[n]]+1}}$ with "
            r"$[[P]]_{[[n]]}$ a polynomial. Compute $[[P]]_{[[n]]}(1)$ as a function of $[[k]]$ and $[[n]]$.",
            r"Differentiate $1/([[x]]^{[[k]]}-1)$ ($[[k]] \ge 1$ a fixed integer) $[[n]]$ times and write the result as $[[P]]_{[[n]]}([[x]])/([[x]]^{[[k]]}-1)^{[[n]]+1}$, "
            r"where $[[P]]_{[[n]]}$ is a polynomial. What is the value $[[P]]_{[[n]]}(1)$?",
        ],
        solution=(
            r"Differentiating $[[P]]_{[[n]]}([[x]])([[x]]^{[[k]]}-1)^{-[[n]]-1}$ gives "
            r"$[[P]]_{[[n]]+1}([[x]]) = ([[x]]^{[[k]]}-1)[[P]]_{[[n]]}'([[x]]) - ([[n]]+1)[[k]][[x]]^{[[k]]-1}[[P]]_{[[n]]}([[x]])$. "
            r"At $[[x]] = 1$ the first term vanishes, so $[[P]]_{[[n]]+1}(1) = -([[n]]+1)[[k]]\,[[P]]_{[[n]]}(1)$, and $[[P]]_0 = 1$. "
            r"By induction $[[P]]_{[[n]]}(1) = \boxed{(-[[k]])^{[[n]]}[[n]]!}$."
        ),
        answer=r"(-[[k]])^{[[n]]}[[n]]!",
        variables={"k": "k", "n": "n", "x": "x", "P": "P"},
    ),
]
