"""Putnam 1994 variation templates: B3 (renamed variables)."""

from hardmath.variations.engine import Template

TEMPLATES = [
    Template(
        name="putnam_1994_b3",
        kind="variable",
        statements=[
            r"Find the set of all real numbers $[[k]]$ with the following property: For any positive, differentiable function $[[f]]$ that satisfies "
            r"$[[f]]'([[x]])>[[f]]([[x]])$ for all $[[x]]$, there is some number $[[N]]$ such that $[[f]]([[x]])>e^{[[k]][[x]]}$ for all $[[x]]>[[N]]$.",
            r"Determine all real $[[k]]$ such that every positive differentiable function $[[f]]$ with $[[f]]' > [[f]]$ everywhere eventually exceeds $e^{[[k]][[x]]}$, "
            r"i.e. there is $[[N]]$ with $[[f]]([[x]]) > e^{[[k]][[x]]}$ whenever $[[x]] > [[N]]$.",
            r"For which real numbers $[[k]]$ is the following true: whenever $[[f]]: \mathbb{R} \to (0,\infty)$ is differentiable and $[[f]]'([[x]]) > [[f]]([[x]])$ for every "
            r"$[[x]]$, we have $[[f]]([[x]]) > e^{[[k]][[x]]}$ for all sufficiently large $[[x]]$ (say for all $[[x]] > [[N]]$)?",
        ],
        solution=(
            r"If $[[f]]' > [[f]] > 0$ then $(e^{-[[x]]}[[f]]([[x]]))' = e^{-[[x]]}([[f]]' - [[f]]) > 0$, so $[[f]]([[x]]) > [[f]](0)e^{[[x]]}$ for $[[x]] > 0$. "
            r"For $[[k]] < 1$, $[[f]](0)e^{[[x]]} > e^{[[k]][[x]]}$ as soon as $(1-[[k]])[[x]] > -\ln [[f]](0)$, so a suitable $[[N]]$ exists. "
            r"For $[[k]] \ge 1$ the function $[[f]]([[x]]) = e^{[[x]] - e^{-[[x]]}}$ is positive with $[[f]]' = (1 + e^{-[[x]]})[[f]] > [[f]]$, yet "
            r"$[[f]]([[x]]) < e^{[[x]]} \le e^{[[k]][[x]]}$ for all $[[x]] > 0$. The set is $\boxed{(-\infty, 1)}$."
        ),
        answer=r"(-\infty, 1)",
        variables={"k": "k", "f": "f", "x": "x", "N": "N"},
    ),
]
