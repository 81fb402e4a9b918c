"""Putnam 1991 variation templates: B5 (renamed variables)."""

from hardmath.variations.engine import Template

TEMPLATES = [
    Template(
        name="putnam_1991_b5",
        kind="variable",
        statements=[
            r"Let $[[p]]$ be an odd prime and let $\mathbb{Z}_[[p]]$ denote (the field of) integers modulo $[[p]]$. How many elements are in the set "
            r"$\{[[x]]^2:[[x]] \in \mathbb{Z}_[[p]]\} \cap \{[[y]]^2+1:[[y]] \in \mathbb{Z}_[[p]]\}$?",
            r"For an odd prime $[[p]]$, count the residues modulo $[[p]]$ that are simultaneously of the form $[[x]]^2$ and of the form $[[y]]^2 + 1$ "
            r"($[[x]], [[y]] \in \mathbb{Z}_{[[p]]}$). Give the answer as a function of $[[p]]$.",
            r"Let $[[p]]$ be an odd prime. Determine the size of the intersection of the set of squares $\{[[x]]^2 : [[x]] \in \mathbb{Z}_{[[p]]}\}$ with its translate "
            r"$\{[[y]]^2 + 1 : [[y]] \in \mathbb{Z}_{[[p]]}\}$ in the field $\mathbb{Z}_{[[p]]}$.",
        ],
        solution=(
            r"Count pairs with $[[x]]^2 - [[y]]^2 = 1$: writing $([[x]]-[[y]])([[x]]+[[y]]) = 1$, each nonzero $u = [[x]]-[[y]]$ gives exactly one pair, so there are "
            r"$[[p]]-1$ pairs. An element $z$ of the intersection accounts for the pairs $(\pm [[x]], \pm [[y]])$: $z = 1$ ($[[y]] = 0$) gives $2$ pairs, "
            r"$z = 0$ ($[[x]] = 0$, possible iff $-1$ is a square, i.e. $[[p]] \equiv 1 \pmod 4$) gives $2$ pairs, and every other $z$ gives $4$. "
            r"Hence the number $N$ of elements satisfies $[[p]] - 1 = 2 + 2\varepsilon + 4(N - 1 - \varepsilon)$ with $\varepsilon = 1$ if $[[p]] \equiv 1$ and $0$ if "
            r"$[[p]] \equiv 3 \pmod 4$, so $N = \frac{[[p]]+3}{4}$ or $\frac{[[p]]+1}{4}$ respectively. In both cases $N = \boxed{\left\lceil \frac{[[p]]}{4} \right\rceil}$."
        ),
        answer=r"\left\lceil \frac{[[p]]}{4} \right\rceil",
        variables={"p": "p", "x": "x", "y": "y"},
    ),
]
