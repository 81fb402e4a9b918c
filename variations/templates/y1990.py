"""Putnam 1990 variation templates: A1 (renamed variables)."""

from hardmath.variations.engine import Template

TEMPLATES = [
    Template(
        name="putnam_1990_a1",
        kind="variable",
        statements=[
            r"Let $[[T]]_0=2,[[T]]_1=3,[[T]]_2=6$, and for $[[n]] \geq 3$, $[[T]]_[[n]]=([[n]]+4)[[T]]_{[[n]]-1}-4[[n]][[T]]_{[[n]]-2}+(4[[n]]-8)[[T]]_{[[n]]-3}$. "
            r"The first few terms are $2,3,6,14,40,152,784,5168,40576$. Find, with proof, a formula for $[[T]]_[[n]]$ of the form $[[T]]_[[n]]=[[A]]_[[n]]+[[B]]_[[n]]$, "
            r"where $\{[[A]]_[[n]]\}$ and $\{[[B]]_[[n]]\}$ are well-known sequences.",
            r"A sequence is defined by $[[T]]_0 = 2$, $[[T]]_1 = 3$, $[[T]]_2 = 6$ and $[[T]]_{[[n]]} = ([[n]]+4)[[T]]_{[[n]]-1} - 4[[n]][[T]]_{[[n]]-2} + (4[[n]]-8)[[T]]_{[[n]]-3}$ "
            r"for $[[n]] \ge 3$ (it begins $2, 3, 6, 14, 40, 152, 784, \dots$). Write $[[T]]_{[[n]]}$ as the sum $[[A]]_{[[n]]} + [[B]]_{[[n]]}$ of two familiar sequences.",
            r"Find a closed form for $[[T]]_{[[n]]}$, where $[[T]]_0=2$, $[[T]]_1=3$, $[[T]]_2=6$ and, for all $[[n]]\ge3$, "
            r"$[[T]]_{[[n]]} = ([[n]]+4)[[T]]_{[[n]]-1} - 4[[n]][[T]]_{[[n]]-2} + (4[[n]]-8)[[T]]_{[[n]]-3}$; the answer should be a sum "
            r"$[[A]]_{[[n]]} + [[B]]_{[[n]]}$ of two well-known sequences.",
        ],
        solution=(
            r"The recurrence is linear, so it suffices to check that $[[n]]!$ and $2^{[[n]]}$ both satisfy it and that the initial values match: "
            r"$0!+2^0 = 2$, $1!+2^1 = 3$, $2!+2^2 = 6$. For $[[n]]!$: $([[n]]+4)([[n]]-1)! - 4[[n]]([[n]]-2)! + (4[[n]]-8)([[n]]-3)! "
            r"= ([[n]]-3)!([[n]]-2)\bigl(([[n]]+4)([[n]]-1) - 4[[n]] + 4\bigr) = ([[n]]-3)!([[n]]-2)([[n]]^2-[[n]]) = [[n]]!$. "
            r"For $2^{[[n]]}$: $([[n]]+4)2^{[[n]]-1} - 4[[n]]2^{[[n]]-2} + (4[[n]]-8)2^{[[n]]-3} = 2^{[[n]]-3}\bigl(4[[n]]+16 - 8[[n]] + 4[[n]] - 8\bigr) = 2^{[[n]]}$. "
            r"Hence $[[T]]_{[[n]]} = \boxed{[[n]]! + 2^{[[n]]}}$."
        ),
        answer=r"[[n]]! + 2^{[[n]]}",
        variables={"T": "T", "n": "n", "A": "A", "B": "B"},
    ),
]
