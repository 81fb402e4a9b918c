"""Putnam 1963 variation templates: B1 (renamed variables)."""

from hardmath.variations.engine import Template

TEMPLATES = [
    Template(
        name="putnam_1963_b1",
        kind="variable",
        statements=[
            r"For what integer $[[a]]$ does $[[x]]^2-[[x]]+[[a]]$ divide $[[x]]^{13}+[[x]]+90$?",
            r"Find the integer $[[a]]$ for which the polynomial $[[x]]^{13}+[[x]]+90$ is divisible by $[[x]]^2-[[x]]+[[a]]$.",
            r"Determine the integer value of $[[a]]$ such that $[[x]]^2 - [[x]] + [[a]]$ is a factor of $[[x]]^{13} + [[x]] + 90$ (as polynomials in $[[x]]$).",
        ],
        solution=(
            r"If $[[x]]^{13}+[[x]]+90 = ([[x]]^2-[[x]]+[[a]])q([[x]])$ with $q$ having integer coefficients (the divisor is monic), evaluating at $[[x]] = 0$ and $[[x]] = 1$ gives $[[a]] \mid 90$ and $[[a]] \mid 92$, so $[[a]] \in \{\pm1, \pm2\}$. "
            r"At $[[x]] = -1$ we get $([[a]]+2) \mid 88$, which rules out $[[a]] = 1$ and $[[a]] = -2$. "
            r"For $[[a]] = -1$ the divisor has the positive root $\frac{1+\sqrt5}{2}$, where $[[x]]^{13}+[[x]]+90 > 0$, so it is not a root. "
            r"For $[[a]] = 2$, long division indeed gives $[[x]]^{13}+[[x]]+90 = ([[x]]^2-[[x]]+2)q([[x]])$ with integer $q$. Hence $[[a]] = \boxed{2}$."
        ),
        answer="2",
        variables={"a": "a", "x": "x"},
    ),
]
