"""Putnam 2009 variation templates: B4 (new constants)."""

from hardmath.variations.engine import IntRange, Template


# ---------------------------------------------------------------- 2009 B4: balanced polynomials
def _balanced_check(p) -> int:
    """Per degree m: (m+1) monomials minus the rank of 'average over the unit circle'.

    The circle average of x^a y^b vanishes when a is odd (reflect x -> -x); for even a it is
    nonzero exactly when b is even too.
    """
    dim = 0
    for m in range(p["D"] + 1):
        rank = 1 if any((m - a) % 2 == 0 for a in range(0, m + 1, 2)) else 0
        dim += m + 1 - rank
    return dim


BALANCED = Template(
    name="putnam_2009_b4",
    kind="constant",
    statements=[
        r"Say that a polynomial with real coefficients in two variables, $[[x]],[[y]]$, is \emph{balanced} if the average value of the polynomial on each circle centered at the origin is $0$. The balanced polynomials of degree at most $[[D]]$ form a vector space $[[V]]$ over $\mathbb{R}$. Find the dimension of $[[V]]$.",
        r"Call a real polynomial in the two variables $[[x]]$ and $[[y]]$ \emph{balanced} when, for every circle centered at the origin, its mean value over that circle equals $0$. Let $[[V]]$ be the real vector space of balanced polynomials of degree at most $[[D]]$. What is $\dim [[V]]$?",
        r"Let $[[V]]$ denote the set of polynomials $f([[x]],[[y]])$ with real coefficients and total degree at most $[[D]]$ whose average over every circle centered at $(0,0)$ vanishes. $[[V]]$ is a real vector space; determine its dimension.",
    ],
    solution=(
        r"Split a polynomial into homogeneous parts $f = \sum_m f_m$. On the circle of radius $r$ the average of "
        r"$f_m$ is $r^m c_m$, where $c_m$ is the average of $f_m$ on the unit circle, so $f$ is balanced "
        r"if and only if every $c_m = 0$. For odd $m$, $f_m(-[[x]],-[[y]]) = -f_m([[x]],[[y]])$ forces $c_m=0$, so all "
        r"$m+1$ monomials of degree $m$ contribute. For even $m$, $f_m \mapsto c_m$ is a nonzero linear "
        r"functional ($[[x]]^m$ has positive average), so it cuts the dimension by one. Hence "
        r"$\dim [[V]] = \sum_{m=0}^{[[D]]}(m+1) - ([[half]]+1) = [[tri]] - [[half1]] = \boxed{[[ans]]}$."
    ),
    answer="[[ans]]",
    variables={"x": "x", "y": "y", "V": "V"},
    constants={"D": IntRange(1000, 3000, original=2009)},
    ranges="D in 1000..3000, years around the original's 2009: the same dimension count, an answer of the original's size (issue 38)",
    derived=lambda p: {
        "half": p["D"] // 2,
        "half1": p["D"] // 2 + 1,
        "tri": (p["D"] + 1) * (p["D"] + 2) // 2,
        "ans": (p["D"] + 1) * (p["D"] + 2) // 2 - p["D"] // 2 - 1,
    },
    value=lambda p: (p["D"] + 1) * (p["D"] + 2) // 2 - p["D"] // 2 - 1,
    check=_balanced_check,
)


TEMPLATES = [
    BALANCED,
]
