"""Putnam 2014 variation templates: A2, A4 (renamed variables); A3, B2 (new constants)."""

from fractions import Fraction

import sympy

from hardmath.variations.engine import IntRange, Template


# ---------------------------------------------------------------- 2014 A3: a telescoping product
def _product_value(p) -> Fraction:
    t = p["t"]
    return Fraction(t * t - 1, t * t + t + 1)


def _product_check(p) -> Fraction:
    t = p["t"]
    a = Fraction(t * t + 1, t)
    prod = Fraction(1)
    for _ in range(6):  # the tail after six factors is below t^(-64)
        prod *= 1 - 1 / a
        a = a * a - 2
    return prod.limit_denominator(10**6)


def _product_derived(p) -> dict:
    v = _product_value(p)
    t = p["t"]
    return {
        "num": t * t + 1,
        "ans": rf"\frac{{{v.numerator}}}{{{v.denominator}}}",
        "tm": t * t - 1,
        "tp": t * t + t + 1,
    }


PRODUCT = Template(
    name="putnam_2014_a3",
    answer_band=2,
    kind="constant",
    statements=[
        r"Let \( [[a]]_0 = \frac{[[num]]}{[[t]]} \) and \( [[a]]_[[k]] = [[a]]_{[[k]]-1}^2 - 2 \) for \( [[k]] \geq 1 \). Compute \( \prod_{[[k]]=0}^{\infty} \left(1 - \frac{1}{[[a]]_[[k]]}\right) \) in closed form.",
        r"A sequence is defined by $[[a]]_0 = [[num]]/[[t]]$ and $[[a]]_{[[k]]} = [[a]]_{[[k]]-1}^2 - 2$ for all $[[k]] \ge 1$. Find the exact value of the infinite product \[ \prod_{[[k]]=0}^{\infty} \left(1 - \frac{1}{[[a]]_{[[k]]}}\right). \]",
        r"Starting from $[[a]]_0 = \frac{[[num]]}{[[t]]}$, repeatedly square and subtract $2$: $[[a]]_{[[k]]} = [[a]]_{[[k]]-1}^2-2$. Evaluate $\displaystyle\prod_{[[k]] \ge 0}\Bigl(1-\frac{1}{[[a]]_{[[k]]}}\Bigr)$.",
    ],
    solution=(
        r"Write $[[a]]_0 = u + u^{-1}$ with $u = [[t]]$; by induction $[[a]]_[[k]] = u^{2^{[[k]]}} + u^{-2^{[[k]]}}$. "
        r"With $w = u^{2^{[[k]]}}$ we get $1 - \frac{1}{[[a]]_[[k]]} = \frac{w^2-w+1}{w^2+1} = \frac{w^3+1}{(w+1)(w^2+1)}$, "
        r"and in terms of $y = u^{-1}$ this is $\frac{1+y^{3\cdot 2^{[[k]]}}}{(1+y^{2^{[[k]]}})(1+y^{2^{[[k]]+1}})}$. "
        r"Using $\prod_{[[k]]\ge 0}(1+z^{2^{[[k]]}}) = \frac{1}{1-z}$ for $|z|<1$, the product equals "
        r"$\frac{(1-y)(1-y^2)}{1-y^3} = \frac{1-y^2}{1+y+y^2} = \frac{u^2-1}{u^2+u+1} = \frac{[[tm]]}{[[tp]]} = \boxed{[[ans]]}$."
    ),
    answer="[[ans]]",
    variables={"a": "a", "k": "k"},
    constants={"t": IntRange(2, 40, original=2)},
    derived=_product_derived,
    value=_product_value,
    check=_product_check,
    atypical="a_0 = t + 1/t, and t = 1 gives the fixed point a_0 = 2 (the product tends to 0): the original's t = 2 is the smallest integer start and its 3/7 the shortest answer",
)


# ---------------------------------------------------------------- 2014 B2: an extremal integral
def _interval_value(p):
    A, B = p["A"], p["B"]
    return sympy.log(sympy.Rational((A + B) ** 2, 4 * A * B))


def _interval_check(p):
    """Exact LP over step functions on 2K equal cells: +1 on the cells with the largest
    weight int 1/x, -1 on the rest (the constraint int f = 0 forces equal counts).
    """
    A, B, K = p["A"], p["B"], 6
    pts = [Fraction(A) + Fraction(B - A, 2 * K) * i for i in range(2 * K + 1)]
    ratios = [pts[i + 1] / pts[i] for i in range(2 * K)]  # exp of each cell's weight
    order = sorted(range(2 * K), key=lambda i: ratios[i], reverse=True)
    best = Fraction(1)
    for rank, i in enumerate(order):
        best = best * ratios[i] if rank < K else best / ratios[i]
    return sympy.log(sympy.Rational(best.numerator, best.denominator))


def _interval_derived(p):
    A, B = p["A"], p["B"]
    r = Fraction((A + B) ** 2, 4 * A * B)
    m = Fraction(A + B, 2)
    mid = str(m.numerator) if m.denominator == 1 else rf"\frac{{{m.numerator}}}{{{m.denominator}}}"
    return {"mid": mid, "ans": rf"\log \frac{{{r.numerator}}}{{{r.denominator}}}"}


INTERVAL = Template(
    name="putnam_2014_b2",
    kind="constant",
    statements=[
        r"Suppose that \( [[f]] \) is a function on the interval \([[[A]],[[B]]]\) such that \(-1 \leq [[f]]([[x]]) \leq 1\) for all \( [[x]] \) and \( \int_{[[A]]}^{[[B]]} [[f]]([[x]]) \, d[[x]] = 0 \). How large can \(\int_{[[A]]}^{[[B]]} \frac{[[f]]([[x]])}{[[x]]} \, d[[x]] \) be?",
        r"Let $[[f]]$ be an integrable function on $[[[A]], [[B]]]$ with $|[[f]]([[x]])| \le 1$ for every $[[x]]$ and $\int_{[[A]]}^{[[B]]} [[f]]([[x]])\,d[[x]] = 0$. Find the supremum of $\int_{[[A]]}^{[[B]]} \frac{[[f]]([[x]])}{[[x]]}\,d[[x]]$ over all such $[[f]]$.",
        r"Among all functions $[[f]]\colon [[[A]],[[B]]] \to [-1,1]$ whose integral over $[[[A]],[[B]]]$ is zero, what is the largest possible value of $\displaystyle\int_{[[A]]}^{[[B]]} \frac{[[f]]([[x]])}{[[x]]}\,d[[x]]$?",
    ],
    solution=(
        r"Let $m = [[mid]]$ be the midpoint of the interval. Since $\int [[f]] = 0$, "
        r"$\int_{[[A]]}^{[[B]]} \frac{[[f]]([[x]])}{[[x]]}\,d[[x]] = \int_{[[A]]}^{[[B]]} [[f]]([[x]])\left(\frac{1}{[[x]]} - \frac{1}{m}\right)d[[x]] "
        r"\le \int_{[[A]]}^{[[B]]} \left|\frac{1}{[[x]]} - \frac{1}{m}\right| d[[x]]$. "
        r"The right side is $\left(\log\frac{m}{[[A]]} - \frac{m-[[A]]}{m}\right) + \left(\frac{[[B]]-m}{m} - \log\frac{[[B]]}{m}\right) "
        r"= \log\frac{m^2}{[[A]]\cdot[[B]]}$ because $m-[[A]] = [[B]]-m$. Equality holds for $[[f]] = 1$ on $[ [[A]], m)$ and "
        r"$[[f]]=-1$ on $[m,[[B]]]$, which has integral $0$. So the maximum is $\boxed{[[ans]]}$."
    ),
    answer="[[ans]]",
    variables={"f": "f", "x": "x"},
    constants={"A": IntRange(1, 12, original=1), "B": IntRange(2, 24, original=3)},
    constraint=lambda p: p["A"] < p["B"],
    derived=_interval_derived,
    value=_interval_value,
    check=_interval_check,
    atypical="the answer log((A + B)^2/(4AB)) has a one-digit numerator and denominator only for a few intervals ([1, 2], [1, 3], [2, 4]): B in 2..6 leaves 12 instances, one answer right in 25% of them",
)


TEMPLATES = [
    Template(
        name="putnam_2014_a2",
        kind="variable",
        statements=[
            r"Let $[[A]]$ be the $[[n]] \times [[n]]$ matrix whose entry in the $[[i]]$-th row and $[[j]]$-th column is $\frac{1}{\min([[i]],[[j]])}$ for $1 \leq [[i]],[[j]] \leq [[n]]$. Compute $\det([[A]])$.",
            r"For a positive integer $[[n]]$, let $[[A]] = (a_{[[i]][[j]]})$ be the $[[n]]\times [[n]]$ matrix with $a_{[[i]][[j]]} = 1/\min([[i]],[[j]])$, $1 \le [[i]],[[j]] \le [[n]]$. Find the determinant of $[[A]]$ as a function of $[[n]]$.",
            r"Evaluate $\det [[A]]$, where $[[A]]$ is the $[[n]]$-by-$[[n]]$ matrix whose $([[i]],[[j]])$ entry equals the reciprocal of the smaller of $[[i]]$ and $[[j]]$.",
        ],
        solution=(
            r"For $[[i]] = [[n]], [[n]]-1, \dots, 2$ (in this order) subtract row $[[i]]-1$ from row $[[i]]$. For $[[j]] < [[i]]$ both rows have entry $\frac1{[[j]]}$, "
            r"so the new entry is $0$; for $[[j]] \ge [[i]]$ it is $\frac1{[[i]]} - \frac{1}{[[i]]-1} = -\frac{1}{[[i]]([[i]]-1)}$. The result is upper triangular with "
            r"diagonal $1, -\frac{1}{2\cdot1}, \dots, -\frac{1}{[[n]]([[n]]-1)}$, so "
            r"$\det [[A]] = \prod_{[[i]]=2}^{[[n]]}\frac{-1}{[[i]]([[i]]-1)} = \boxed{\frac{(-1)^{[[n]]-1}}{([[n]]-1)!\,[[n]]!}}$."
        ),
        answer=r"\frac{(-1)^{[[n]]-1}}{([[n]]-1)!\,[[n]]!}",
        variables={"A": "A", "n": "n", "i": "i", "j": "j"},
    ),
    PRODUCT,
    Template(
        name="putnam_2014_a4",
        kind="variable",
        statements=[
            r"Suppose $[[X]]$ is a random variable that takes on only nonnegative integer values, with $E\left[[[X]]\right]=1$, $E\left[[[X]]^2\right]=2$, and $E\left[[[X]]^3\right]=5$. (Here $E\left[[[Y]]\right]$ denotes the expectation of the random variable $[[Y]]$.) Determine the smallest possible value of the probability of the event $[[X]]=0$.",
            r"A random variable $[[X]]$ with values in $\{0,1,2,\dots\}$ has moments $E[[[X]]] = 1$, $E[[[X]]^2] = 2$ and $E[[[X]]^3] = 5$, where $E[[[Y]]]$ is the expected value of a random variable $[[Y]]$. What is the minimum possible value of $\Pr([[X]] = 0)$?",
            r"Among all random variables $[[X]]$ supported on the nonnegative integers whose first three moments are $E[[[X]]]=1$, $E[[[X]]^2]=2$, $E[[[X]]^3]=5$ (with $E[[[Y]]]$ the expectation of $[[Y]]$), find the least possible probability that $[[X]]$ equals $0$.",
        ],
        solution=(
            r"Let $h(t) = \frac{(t-1)(t-2)(3-t)}{6}$. Then $h(0) = 1$, $h(1)=h(2)=h(3)=0$ and $h(t) < 0$ for integers $t \ge 4$, so "
            r"$\mathbf 1\{[[X]]=0\} \ge h([[X]])$ for every nonnegative integer value. Taking expectations, with $h(t) = \frac{-t^3+6t^2-11t+6}{6}$, "
            r"$\Pr([[X]]=0) \ge \frac{-5+12-11+6}{6} = \frac13$. Equality holds for $\Pr([[X]]=0)=\frac13$, $\Pr([[X]]=1)=\frac12$, "
            r"$\Pr([[X]]=3)=\frac16$, which has the required moments. The minimum is $\boxed{\frac{1}{3}}$."
        ),
        answer=r"\frac{1}{3}",
        variables={"X": "X", "Y": "Y"},
    ),
    INTERVAL,
]
