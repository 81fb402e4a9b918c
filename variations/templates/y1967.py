"""Putnam 1967 variation templates: A3, A6 (renamed variables)."""

from hardmath.variations.engine import Template

TEMPLATES = [
    Template(
        name="putnam_1967_a3",
        kind="variable",
        statements=[
            r"Consider polynomial forms $[[a]][[x]]^2-[[b]][[x]]+[[c]]$ with integer coefficients which have two distinct zeros in the open interval $0<[[x]]<1$. Exhibit with a proof the least positive integer value of $[[a]]$ for which such a polynomial exists.",
            r"Find the smallest positive integer $[[a]]$ for which there are integers $[[b]], [[c]]$ such that $[[a]][[x]]^2 - [[b]][[x]] + [[c]]$ has two distinct roots strictly between $0$ and $1$.",
            r"A quadratic $[[a]][[x]]^2-[[b]][[x]]+[[c]]$ with integer coefficients $[[a]] > 0$, $[[b]]$, $[[c]]$ has two different zeros in the open interval $(0,1)$. What is the least possible value of $[[a]]$?",
        ],
        solution=(
            r"Let $f([[x]]) = [[a]][[x]]^2-[[b]][[x]]+[[c]] = [[a]]([[x]]-r)([[x]]-s)$ with $0<r<s<1$. Then $f(0) = [[c]]$ and $f(1) = [[a]]-[[b]]+[[c]]$ are positive integers, so $f(0)f(1) \ge 1$. "
            r"But $f(0)f(1) = [[a]]^2\, r(1-r)\, s(1-s)$ and $r(1-r), s(1-s) \le \frac14$ with equality not both (as $r \ne s$), so $f(0)f(1) < [[a]]^2/16$. "
            r"Thus $[[a]]^2 > 16$ and $[[a]] \ge 5$. The polynomial $5[[x]]^2 - 5[[x]] + 1$ has roots $\frac{5 \pm \sqrt5}{10} \in (0,1)$. "
            r"The least value is $[[a]] = \boxed{5}$."
        ),
        answer="5",
        variables={"a": "a", "b": "b", "c": "c", "x": "x"},
    ),
    Template(
        name="putnam_1967_a6",
        kind="variable",
        statements=[
            r"Given real numbers $\{[[a]]_i\}$ and $\{[[b]]_i\}$, ($i=1,2,3,4$), such that $[[a]]_1[[b]]_2-[[a]]_2[[b]]_1 \neq 0$. Consider the set of all solutions $([[x]]_1,[[x]]_2,[[x]]_3,[[x]]_4)$ of the simultaneous equations $[[a]]_1[[x]]_1+[[a]]_2[[x]]_2+[[a]]_3[[x]]_3+[[a]]_4[[x]]_4=0$ and $[[b]]_1[[x]]_1+[[b]]_2[[x]]_2+[[b]]_3[[x]]_3+[[b]]_4[[x]]_4=0$, for which no $[[x]]_i$ ($i=1,2,3,4$) is zero. Each such solution generates a $4$-tuple of plus and minus signs $(\text{signum }[[x]]_1,\text{signum }[[x]]_2,\text{signum }[[x]]_3,\text{signum }[[x]]_4)$. Determine, with a proof, the maximum number of distinct $4$-tuples possible.",
            r"Real numbers $[[a]]_1, \dots, [[a]]_4, [[b]]_1, \dots, [[b]]_4$ satisfy $[[a]]_1[[b]]_2 \ne [[a]]_2[[b]]_1$. For each solution $([[x]]_1, \dots, [[x]]_4)$ of the system $\sum_{i=1}^4 [[a]]_i[[x]]_i = 0$, $\sum_{i=1}^4 [[b]]_i[[x]]_i = 0$ with all $[[x]]_i \ne 0$, record the sign pattern $(\operatorname{sgn}[[x]]_1, \dots, \operatorname{sgn}[[x]]_4)$. At most how many different sign patterns can occur?",
            r"Two linear equations $[[a]]_1[[x]]_1+\dots+[[a]]_4[[x]]_4=0$ and $[[b]]_1[[x]]_1+\dots+[[b]]_4[[x]]_4=0$ in four unknowns are given, with $[[a]]_1[[b]]_2-[[a]]_2[[b]]_1\neq 0$. Looking only at solutions with every coordinate nonzero, what is the largest possible number of distinct $4$-tuples of signs of $([[x]]_1,[[x]]_2,[[x]]_3,[[x]]_4)$?",
        ],
        solution=(
            r"Since $[[a]]_1[[b]]_2-[[a]]_2[[b]]_1 \ne 0$, the solutions form a plane $W$ through the origin in $\mathbb{R}^4$. "
            r"Each coordinate hyperplane $[[x]]_i = 0$ meets $W$ in a line through the origin or contains $W$ (and then there is no admissible solution at all), so at most $4$ lines cut $W$ into at most $8$ open sectors. "
            r"The sign pattern is constant on each sector, so at most $8$ patterns occur. "
            r"For $[[x]]_1+[[x]]_2-[[x]]_3=0$, $[[x]]_1-[[x]]_2-[[x]]_4=0$ (so $[[a]]_1[[b]]_2-[[a]]_2[[b]]_1 = -2$) the plane is $(s,t,s+t,s-t)$, cut by the $4$ distinct lines $s=0$, $t=0$, $s=-t$, $s=t$ into $8$ sectors with $8$ distinct patterns. "
            r"The maximum is $\boxed{8}$."
        ),
        answer="8",
        variables={"a": "a", "b": "b", "x": "x"},
    ),
]
