"""Putnam 2013 variation templates: B1 (new constants)."""

from hardmath.variations.engine import IntRange, Template


# ---------------------------------------------------------------- 2013 B1: sum of c(n)c(n+2)
def _signs_check(p) -> int:
    top = p["N"] + 2
    c = [0, 1] + [0] * top
    for n in range(2, top + 1):
        c[n] = c[n // 2] if n % 2 == 0 else (-1) ** ((n - 1) // 2) * c[(n - 1) // 2]
    return sum(c[n] * c[n + 2] for n in range(1, p["N"] + 1))


def _c(n: int) -> int:
    """c(n) from its rules, by recursion."""
    if n == 1:
        return 1
    return _c(n // 2) * (1 if n % 2 == 0 else (-1) ** (n // 2))


def _signs_value(p) -> int:
    """N odd: -1 (pairs cancel); N = 2M even: one more term, c(2M)c(2M+2) = c(M)c(M+1)."""
    return -1 if p["N"] % 2 else -1 + _c(p["N"] // 2) * _c(p["N"] // 2 + 1)


def _signs_derived(p) -> dict:
    c, m = p["c"], p["N"] // 2
    if p["N"] % 2:
        tail = (
            rf"Since ${p['N']} = 2\cdot {m} + 1$, the sum is the first term ${c}(1){c}(3) = 1\cdot(-1)^1{c}(1) = -1$ "
            rf"plus ${m}$ cancelling pairs"
        )
    else:
        tail = (
            rf"Since ${p['N']} = 2\cdot {m}$, the sum is the first term ${c}(1){c}(3) = -1$, plus ${m - 1}$ "
            rf"cancelling pairs, plus the last term ${c}({p['N']}){c}({p['N'] + 2}) = {c}({m}){c}({m + 1}) = "
            rf"{_c(m) * _c(m + 1)}$"
        )
    return {"tail": tail, "ans": str(_signs_value(p))}


SIGNS = Template(
    name="putnam_2013_b1",
    guessable="N even: the answer is -2 or 0, and 0 is right for about 51% of instances",
    kind="constant",
    statements=[
        r"For positive integers $[[n]]$, let the numbers $[[c]]([[n]])$ be determined by the rules $[[c]](1)=1$, $[[c]](2[[n]])=[[c]]([[n]])$, and $[[c]](2[[n]]+1)=(-1)^[[n]][[c]]([[n]])$. Find the value of $\sum_{[[n]]=1}^{[[N]]} [[c]]([[n]])[[c]]([[n]]+2)$.",
        r"A function $[[c]]$ on the positive integers satisfies $[[c]](1)=1$ and, for every $[[n]] \geq 1$, $[[c]](2[[n]])=[[c]]([[n]])$ and $[[c]](2[[n]]+1)=(-1)^{[[n]]}\,[[c]]([[n]])$. Evaluate \[ \sum_{[[n]]=1}^{[[N]]} [[c]]([[n]])\,[[c]]([[n]]+2). \]",
        r"Define $[[c]]:\mathbb{Z}_{>0}\to\{-1,1\}$ recursively by $[[c]](1)=1$, $[[c]](2[[n]])=[[c]]([[n]])$ and $[[c]](2[[n]]+1)=(-1)^{[[n]]}[[c]]([[n]])$. Compute the sum of $[[c]]([[n]])[[c]]([[n]]+2)$ over $[[n]]=1,2,\dots,[[N]]$.",
    ],
    solution=(
        r"For $[[n]] \geq 1$ we have $[[c]](2[[n]])[[c]](2[[n]]+2) = [[c]]([[n]])[[c]]([[n]]+1)$ and "
        r"$[[c]](2[[n]]+1)[[c]](2[[n]]+3) = (-1)^{[[n]]}[[c]]([[n]])\,(-1)^{[[n]]+1}[[c]]([[n]]+1) = -[[c]]([[n]])[[c]]([[n]]+1)$, "
        r"so the terms with indices $2[[n]]$ and $2[[n]]+1$ cancel. [[tail]], so it equals $\boxed{[[ans]]}$."
    ),
    answer="[[ans]]",
    variables={"n": "n", "c": "c"},
    constants={"N": IntRange(4, 4000, original=2013)},
    constraint=lambda p: p["N"] % 2 == 0,
    derived=_signs_derived,
    value=_signs_value,
    check=_signs_check,
)


TEMPLATES = [
    SIGNS,
]
