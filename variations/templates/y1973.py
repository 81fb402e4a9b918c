"""Putnam 1973 variation templates: A4 (renamed variables)."""

from hardmath.variations.engine import Template

TEMPLATES = [
    Template(
        name="putnam_1973_a4",
        kind="variable",
        statements=[
            r"How many zeros does the function $[[f]]([[x]]) = 2^[[x]] - 1 - [[x]]^2$ have on the real line?",
            r"Find the number of real solutions $[[x]]$ of the equation $2^{[[x]]} = 1 + [[x]]^2$, i.e. the number of real zeros of $[[f]]([[x]]) = 2^{[[x]]} - 1 - [[x]]^2$.",
            r"Determine how many real roots the function $[[f]]$ given by $[[f]]([[x]]) = 2^{[[x]]} - [[x]]^2 - 1$ has.",
        ],
        solution=(
            r"We have $[[f]]'''([[x]]) = (\ln 2)^3 2^{[[x]]} > 0$, so $[[f]]''$ has at most one zero, $[[f]]'$ at most two and, by Rolle's theorem, $[[f]]$ at most three. "
            r"Now $[[f]](0) = 0$ and $[[f]](1) = 0$, while $[[f]](4) = 16 - 1 - 16 = -1 < 0$ and $[[f]](5) = 32 - 1 - 25 = 6 > 0$, so there is a third zero in $(4,5)$. "
            r"Hence $[[f]]$ has exactly $\boxed{3}$ real zeros."
        ),
        answer="3",
        variables={"f": "f", "x": "x"},
    ),
]
