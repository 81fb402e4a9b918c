"""Putnam 2000 variation templates: A1 (renamed variables)."""

from hardmath.variations.engine import Template

TEMPLATES = [
    Template(
        name="putnam_2000_a1",
        kind="variable",
        statements=[
            r"Let $[[A]]$ be a positive real number. What are the possible values of $\sum_{[[j]]=0}^\infty [[x]]_[[j]]^2$, given that $[[x]]_0,[[x]]_1,\ldots$ "
            r"are positive numbers for which $\sum_{[[j]]=0}^\infty [[x]]_[[j]]=[[A]]$?",
            r"Fix $[[A]] > 0$. As $[[x]]_0, [[x]]_1, [[x]]_2, \dots$ range over all sequences of positive reals with $\sum_{[[j]] \ge 0} [[x]]_{[[j]]} = [[A]]$, "
            r"which values can $\sum_{[[j]] \ge 0} [[x]]_{[[j]]}^2$ take?",
            r"Determine the set of all possible values of $\sum_{[[j]]=0}^{\infty} [[x]]_{[[j]]}^2$, where $([[x]]_{[[j]]})_{[[j]] \ge 0}$ is any sequence of positive numbers "
            r"whose sum $\sum_{[[j]]=0}^\infty [[x]]_{[[j]]}$ equals the given positive number $[[A]]$.",
        ],
        solution=(
            r"Clearly the sum of squares is positive. Also $[[A]]^2 = \bigl(\sum [[x]]_{[[j]]}\bigr)^2 = \sum [[x]]_{[[j]]}^2 + 2\sum_{i<[[j]]} [[x]]_i[[x]]_{[[j]]} > \sum [[x]]_{[[j]]}^2$, "
            r"since the cross terms are positive. Conversely, for $0 < r < 1$ the geometric sequence $[[x]]_{[[j]]} = [[A]](1-r)r^{[[j]]}$ sums to $[[A]]$ and has "
            r"$\sum [[x]]_{[[j]]}^2 = [[A]]^2\frac{(1-r)^2}{1-r^2} = [[A]]^2\frac{1-r}{1+r}$, which takes every value in $(0, [[A]]^2)$ as $r$ runs over $(0,1)$. "
            r"The possible values form the interval $\boxed{(0, [[A]]^2)}$."
        ),
        answer=r"(0, [[A]]^2)",
        variables={"A": "A", "j": "j", "x": "x"},
    ),
]
