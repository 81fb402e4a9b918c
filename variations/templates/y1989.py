"""Putnam 1989 variation templates: A2 (renamed variables)."""

from hardmath.variations.engine import Template

TEMPLATES = [
    Template(
        name="putnam_1989_a2",
        kind="variable",
        statements=[
            r"Evaluate $\int_0^[[a]] \int_0^[[b]] e^{\max\{[[b]]^2[[x]]^2,[[a]]^2[[y]]^2\}}\,d[[y]]\,d[[x]]$ where $[[a]]$ and $[[b]]$ are positive.",
            r"For positive constants $[[a]], [[b]]$ compute the double integral $\displaystyle\int_0^{[[a]]}\!\!\int_0^{[[b]]} \exp\bigl(\max([[b]]^2[[x]]^2, [[a]]^2[[y]]^2)\bigr)\,d[[y]]\,d[[x]]$.",
            r"Let $[[a]], [[b]] > 0$. Find the value of $\iint_R e^{\max\{[[b]]^2[[x]]^2,\,[[a]]^2[[y]]^2\}}\,d[[x]]\,d[[y]]$ over the rectangle "
            r"$R = [0,[[a]]] \times [0,[[b]]]$ of points $([[x]],[[y]])$.",
        ],
        solution=(
            r"The diagonal $[[b]][[x]] = [[a]][[y]]$ splits the rectangle into two triangles. Where $[[b]][[x]] \ge [[a]][[y]]$, i.e. $0 \le [[y]] \le [[b]][[x]]/[[a]]$, "
            r"the integrand is $e^{[[b]]^2[[x]]^2}$, contributing $\int_0^{[[a]]} \frac{[[b]][[x]]}{[[a]]} e^{[[b]]^2[[x]]^2}\,d[[x]] = \frac{e^{[[a]]^2[[b]]^2} - 1}{2[[a]][[b]]}$. "
            r"By the symmetric computation the other triangle, where the integrand is $e^{[[a]]^2[[y]]^2}$, contributes "
            r"$\int_0^{[[b]]}\frac{[[a]][[y]]}{[[b]]}e^{[[a]]^2[[y]]^2}\,d[[y]] = \frac{e^{[[a]]^2[[b]]^2}-1}{2[[a]][[b]]}$ as well. "
            r"The integral is $\boxed{\frac{e^{[[a]]^2[[b]]^2}-1}{[[a]][[b]]}}$."
        ),
        answer=r"\frac{e^{[[a]]^2[[b]]^2}-1}{[[a]][[b]]}",
        variables={"a": "a", "b": "b", "x": "x", "y": "y"},
    ),
]
