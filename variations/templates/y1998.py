"""Putnam 1998 variation templates: B1, B2 (renamed variables); B5 (new constants)."""

import math

from hardmath.variations.engine import IntRange, Template


def _ordinal(n: int) -> str:
    if n == 1000:
        return "thousandth"
    suffix = "th" if n % 100 in (11, 12, 13) else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


# ---------------------------------------------------------------- 1998 B5
def _98b5_value(p):
    s = p["s"]
    return 3 if s <= 0 else 1 if s == 1 else 6


def _98b5_check(p):
    L, j = p["L"], p["L"] // 2 + p["s"]
    N = (10**L - 1) // 9
    return math.isqrt(N * 10 ** (2 * j)) % 10


def _98b5_derived(p):
    h = p["L"] // 2
    j = h + p["s"]
    return {"h": h, "h1": h + 1, "j": j, "jord": _ordinal(j), "ans": _98b5_value(p)}


TEMPLATES = [
    Template(
        name="putnam_1998_b1",
        kind="variable",
        statements=[
            r"Find the minimum value of \[\frac{([[x]]+1/[[x]])^6-([[x]]^6+1/[[x]]^6)-2}{([[x]]+1/[[x]])^3+([[x]]^3+1/[[x]]^3)}\] for $[[x]]>0$.",
            r"Over all positive reals $[[x]]$, what is the least value of $\dfrac{([[x]]+[[x]]^{-1})^6 - ([[x]]^6 + [[x]]^{-6}) - 2}{([[x]]+[[x]]^{-1})^3 + ([[x]]^3 + [[x]]^{-3})}$?",
            r"Determine $\displaystyle\min_{[[x]] > 0} \frac{\left([[x]]+\frac1{[[x]]}\right)^6-\left([[x]]^6+\frac1{[[x]]^6}\right)-2}{\left([[x]]+\frac1{[[x]]}\right)^3+\left([[x]]^3+\frac1{[[x]]^3}\right)}$.",
        ],
        solution=(
            r"Since $([[x]]^3 + [[x]]^{-3})^2 = [[x]]^6 + [[x]]^{-6} + 2$, the numerator is a difference of squares, "
            r"$([[x]]+1/[[x]])^6 - ([[x]]^3+1/[[x]]^3)^2$, and dividing by the denominator leaves "
            r"$([[x]]+1/[[x]])^3 - ([[x]]^3+1/[[x]]^3) = 3([[x]] + 1/[[x]])$. By AM-GM, $[[x]] + 1/[[x]] \ge 2$ with equality at $[[x]] = 1$, "
            r"so the minimum is $\boxed{6}$."
        ),
        answer="6",
        variables={"x": "x"},
    ),
    Template(
        name="putnam_1998_b2",
        kind="variable",
        statements=[
            r"Given a point $([[a]],[[b]])$ with $0<[[b]]<[[a]]$, determine the minimum perimeter of a triangle with one vertex at $([[a]],[[b]])$, one on the "
            r"$[[x]]$-axis, and one on the line $[[y]]=[[x]]$.  You may assume that a triangle of minimum perimeter exists.",
            r"Let $0 < [[b]] < [[a]]$. Among all triangles having a vertex at $([[a]],[[b]])$, a vertex on the $[[x]]$-axis and a vertex on the line $[[y]] = [[x]]$, find the "
            r"smallest possible perimeter (assume the minimum is attained).",
            r"A triangle has one vertex at the point $([[a]], [[b]])$, where $0 < [[b]] < [[a]]$, one vertex on the line $[[y]] = 0$ and one on the line $[[y]] = [[x]]$. "
            r"What is the least perimeter such a triangle can have? (A minimizing triangle may be assumed to exist.)",
        ],
        solution=(
            r"Reflect $P = ([[a]],[[b]])$ in the $[[x]]$-axis to $P_1 = ([[a]], -[[b]])$ and in the line $[[y]] = [[x]]$ to $P_2 = ([[b]], [[a]])$. "
            r"For vertices $Q$ on the axis and $R$ on the line, the perimeter $PQ + QR + RP = P_1Q + QR + RP_2 \ge P_1P_2$. "
            r"Since $P$ lies strictly between the two lines, the segment $P_1P_2$ crosses the axis and the line $[[y]]=[[x]]$, and taking $Q, R$ at these crossings "
            r"gives equality. Thus the minimum is $P_1P_2 = \sqrt{([[a]]-[[b]])^2 + ([[a]]+[[b]])^2} = \boxed{\sqrt{2[[a]]^2 + 2[[b]]^2}}$."
        ),
        answer=r"\sqrt{2[[a]]^2 + 2[[b]]^2}",
        variables={"a": "a", "b": "b", "x": "x", "y": "y"},
    ),
    Template(
        name="putnam_1998_b5",
        guessable="the answer is one decimal digit and 3 is right for about 64% of instances",
        inert={
            "L": "measured by typicality.inert_constants: no draw of it moves the answer; it changes only the problem text"
        },
        kind="constant",
        statements=[
            r"Let $[[N]]$ be the positive integer with [[L]] decimal digits, all of them 1; that is, \[[[N]]=1111\cdots 11.\] "
            r"Find the [[jord]] digit after the decimal point of $\sqrt [[N]]$.",
            r"The integer $[[N]] = 11\ldots1$ consists of [[L]] digits, each equal to $1$. What is the [[jord]] digit after the decimal point in the decimal expansion of $\sqrt{[[N]]}$?",
            r"Write $[[N]]$ for the repunit with [[L]] ones, $[[N]] = (10^{[[L]]}-1)/9$. Determine digit number [[j]] after the decimal point of $\sqrt{[[N]]}$.",
        ],
        solution=(
            r"We have $[[N]] = (10^{[[L]]}-1)/9$, so $\sqrt{[[N]]} = \frac{10^{[[h]]}}{3}\sqrt{1 - \varepsilon}$ with $\varepsilon = 10^{-[[L]]}$. "
            r"From $1 - \frac{\varepsilon}{2} - \frac{\varepsilon^2}{2} \le \sqrt{1-\varepsilon} \le 1 - \frac{\varepsilon}{2}$ we get "
            r"$\sqrt{[[N]]} = \frac{10^{[[h]]}}{3} - \frac{10^{-[[h]]}}{6} - \delta$ with $0 \le \delta \le \frac{10^{-3\cdot [[h]]}}{6}$. "
            r"The fractional part of $10^{[[h]]}/3$ is $0.333\ldots$, and subtracting $\frac{10^{-[[h]]}}{6} = 0.\underbrace{0\ldots0}_{[[h]]}1666\ldots$ leaves "
            r"$0.\underbrace{3\ldots3}_{[[h]]}1666\ldots$ (since $\frac13 - \frac16 = \frac16$ shifted by $[[h]]$ places); "
            r"$\delta$ only affects digits from about position $3\cdot [[h]]$ on. So digits $1$ to $[[h]]$ are $3$, digit $[[h1]]$ is $1$, and the following ones are $6$. "
            r"The [[jord]] digit is therefore $\boxed{[[ans]]}$."
        ),
        answer="[[ans]]",
        variables={"N": "N"},
        constants={"L": IntRange(10, 3000, original=1998), "s": IntRange(-3, 4, original=1)},
        constraint=lambda p: p["L"] % 2 == 0,
        derived=_98b5_derived,
        value=_98b5_value,
        check=_98b5_check,
    ),
]
