"""Putnam 1962 variation templates: A5 (renamed variables)."""

from hardmath.variations.engine import Template

TEMPLATES = [
    Template(
        name="putnam_1962_a5",
        kind="variable",
        statements=[
            r"Evaluate in closed form \[ \sum_{[[k]]=1}^{[[n]]} {[[n]] \choose [[k]]} [[k]]^2. \]",
            r"Find a closed form for the sum \[ \sum_{[[k]]=1}^{[[n]]} \binom{[[n]]}{[[k]]} [[k]]^2 \] as a function of the positive integer $[[n]]$.",
            r"For a positive integer $[[n]]$, express $\displaystyle\sum_{[[k]]=1}^{[[n]]} [[k]]^2\binom{[[n]]}{[[k]]}$ in closed form.",
        ],
        solution=(
            r"Write $[[k]]^2 = [[k]]([[k]]-1) + [[k]]$. Since $[[k]]\binom{[[n]]}{[[k]]} = [[n]]\binom{[[n]]-1}{[[k]]-1}$ and "
            r"$[[k]]([[k]]-1)\binom{[[n]]}{[[k]]} = [[n]]([[n]]-1)\binom{[[n]]-2}{[[k]]-2}$, summing over $[[k]]$ gives "
            r"$\sum_{[[k]]} [[k]]\binom{[[n]]}{[[k]]} = [[n]]2^{[[n]]-1}$ and $\sum_{[[k]]} [[k]]([[k]]-1)\binom{[[n]]}{[[k]]} = [[n]]([[n]]-1)2^{[[n]]-2}$. "
            r"Adding, the sum is $2^{[[n]]-2}\left([[n]]([[n]]-1) + 2[[n]]\right) = [[n]]([[n]]+1)2^{[[n]]-2}$, "
            r"so the answer is $\boxed{[[n]]([[n]]+1)2^{[[n]]-2}}$."
        ),
        answer=r"[[n]]([[n]]+1)2^{[[n]]-2}",
        variables={"n": "n", "k": "k"},
    ),
]
