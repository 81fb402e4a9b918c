"""Putnam 2010 variation templates: A1, B2 (renamed variables)."""

from hardmath.variations.engine import Template

TEMPLATES = [
    Template(
        name="putnam_2010_a1",
        kind="variable",
        statements=[
            r"Given a positive integer $[[n]]$, what is the largest $[[k]]$ such that the numbers $1,2,\dots,[[n]]$ can be put into $[[k]]$ boxes so that the sum of the numbers in each box is the same? [When $[[n]]=8$, the example $\{1,2,3,6\},\{4,8\},\{5,7\}$ shows that the largest $[[k]]$ is \emph{at least} $3$.]",
            r"For a positive integer $[[n]]$, find the maximum number $[[k]]$ of boxes into which $1,2,\ldots,[[n]]$ can be distributed (each number in exactly one box, no box empty) so that all boxes have the same sum. (For instance, for $[[n]] = 8$ the boxes $\{1,2,3,6\},\{4,8\},\{5,7\}$ show $[[k]] \ge 3$.)",
            r"The integers $1$ through $[[n]]$ are split into $[[k]]$ nonempty groups having equal sums. As a function of $[[n]]$, what is the largest possible $[[k]]$?",
        ],
        solution=(
            r"The box containing $[[n]]$ has sum at least $[[n]]$, so $[[k]][[n]] \le 1+2+\cdots+[[n]] = \frac{[[n]]([[n]]+1)}{2}$, i.e. "
            r"$[[k]] \le \frac{[[n]]+1}{2}$. If $[[n]]$ is odd, the boxes $\{[[n]]\},\{1,[[n]]-1\},\{2,[[n]]-2\},\dots$ give $\frac{[[n]]+1}{2}$ boxes of sum $[[n]]$; "
            r"if $[[n]]$ is even, $\{1,[[n]]\},\{2,[[n]]-1\},\dots$ give $\frac{[[n]]}{2}$ boxes of sum $[[n]]+1$. Hence the largest $[[k]]$ is "
            r"$\boxed{\left\lceil \frac{[[n]]}{2} \right\rceil}$."
        ),
        answer=r"\left\lceil \frac{[[n]]}{2} \right\rceil",
        variables={"n": "n", "k": "k"},
    ),
    Template(
        name="putnam_2010_b2",
        kind="variable",
        statements=[
            r"Given that $[[A]]$, $[[B]]$, and $[[C]]$ are noncollinear points in the plane with integer coordinates such that the distances $[[A]][[B]]$, $[[A]][[C]]$, and $[[B]][[C]]$ are integers, what is the smallest possible value of $[[A]][[B]]$?",
            r"Three lattice points $[[A]],[[B]],[[C]]$ in the plane are not on a line, and all three pairwise distances $[[A]][[B]], [[B]][[C]], [[C]][[A]]$ are integers. Find the minimum possible length of $[[A]][[B]]$.",
            r"A triangle $[[A]][[B]][[C]]$ has vertices with integer coordinates and integer side lengths. What is the least possible value of the side length $[[A]][[B]]$?",
        ],
        solution=(
            r"The triangle with $[[A]]=(0,0)$, $[[B]]=(3,0)$, $[[C]]=(0,4)$ has sides $3,4,5$, so $3$ is attained. If $[[A]][[B]] = 1$ or $2$, "
            r"then $|[[A]][[C]]-[[B]][[C]]| < [[A]][[B]]$ (strictly, by noncollinearity) forces $[[A]][[C]] = [[B]][[C]]$ when $[[A]][[B]]=1$, and "
            r"$|[[A]][[C]]-[[B]][[C]]| \le 1$ when $[[A]][[B]]=2$. A lattice segment of length $1$ or $2$ is axis-parallel, say from $(0,0)$ to $(d,0)$; "
            r"writing $[[C]]=(u,v)$, equal distances give $2u = d$ and then $[[A]][[C]]^2 = u^2+v^2$ with $u = 1$, $d=2$, impossible as $1+v^2$ is "
            r"never a square for $v\ne0$ (and $d=1$ gives $u=1/2$). If the distances differ by $1$: $u^2+v^2 = m^2$, $(u-2)^2+v^2=(m\pm1)^2$ gives "
            r"$4-4u = \pm 2m+1$, odd, impossible. So the answer is $\boxed{3}$."
        ),
        answer=r"3",
        variables={"A": "A", "B": "B", "C": "C"},
    ),
]
