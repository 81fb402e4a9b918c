"""Putnam 1979 variation templates: B2, B3 (renamed variables); A1 (new constants)."""

from hardmath.variations.engine import IntRange, Template


# ---------------------------------------------------------------- 1979 A1: max product, sum S
def _a1_79_value(p):
    s = p["S"]
    return ((s + 1) // 3, (s - 2) // 3, 1)  # (number of parts, number of 3s, number of 2s)


def _a1_79_check(p):
    """DP over all partitions into parts <= 9 (a part >= 5 is beaten by 2 and p-2): every optimum."""
    s_max, parts = p["S"], range(1, 10)
    best: list[tuple[int, set]] = [(1, {()})]
    for s in range(1, s_max + 1):
        top, shapes = 0, set()
        for q in parts:
            if q > s:
                break
            prod, prev = best[s - q]
            if prod * q > top:
                top, shapes = prod * q, set()
            if prod * q == top:
                shapes |= {tuple(sorted(sh + (q,))) for sh in prev}
        shapes = {sh for sh in shapes}
        best.append((top, shapes))
    (shape,) = best[s_max][1]
    return (len(shape), shape.count(3), shape.count(2))


def _a1_79_derived(p):
    n, threes, _ = _a1_79_value(p)
    return {"n0": n, "t": threes}


TEMPLATES = [
    Template(
        name="putnam_1979_a1",
        kind="constant",
        statements=[
            r"For which positive integers $[[n]]$ and $[[a]]_1, [[a]]_2, \dots, [[a]]_[[n]]$ with $\sum_{[[i]] = 1}^{[[n]]} [[a]]_[[i]] = [[S]]$ does $\prod_{[[i]] = 1}^{[[n]]} [[a]]_[[i]]$ attain the greatest value? Give that greatest value as your final answer.",
            r"Positive integers $[[a]]_1, \dots, [[a]]_{[[n]]}$ (with $[[n]]$ free) add up to $[[S]]$. Determine $[[n]]$ and the $[[a]]_{[[i]]}$ for which the product $[[a]]_1[[a]]_2 \cdots [[a]]_{[[n]]}$ is as large as possible, and give the largest possible product as your final answer.",
            r"Among all ways of writing $[[S]]$ as a sum $[[a]]_1 + \dots + [[a]]_{[[n]]}$ of positive integers, which one (which number of terms $[[n]]$ and which terms $[[a]]_{[[i]]}$) maximizes $\prod_{[[i]]=1}^{[[n]]} [[a]]_{[[i]]}$? Your final answer is the maximal product.",
        ],
        solution=(
            r"In an optimal choice no term is $1$ (merge it with another term), no term is $\ge 5$ (replace $x$ by $2$ and $x-2$, since $2(x-2) > x$), and a $4$ may be replaced by $2+2$. "
            r"Three $2$'s can be replaced by two $3$'s ($9 > 8$), so at most two terms equal $2$ and the rest equal $3$. "
            r"Since $[[S]] \equiv 2 \pmod 3$, exactly one term equals $2$ and the other $[[t]]$ terms equal $3$, so the maximum is $2\cdot 3^{[[t]]}$ and it is attained only there. "
            r"Thus $[[n]] = [[n0]]$, $[[t]]$ of the $[[a]]_{[[i]]}$ equal $3$ and one equals $2$, and the greatest product is $\boxed{2 \cdot 3^{[[t]]}}$."
        ),
        answer=r"2 \cdot 3^{[[t]]}",
        variables={"n": "n", "a": "a", "i": "i"},
        constants={"S": IntRange(1600, 2400, original=1979)},
        ranges="S in 1600..2400, years around the original's 1979: the same parts of 3 (and one or two 2s), an exponent of the original's size (issue 38)",
        constraint=lambda p: p["S"] % 3 == 2,
        derived=_a1_79_derived,
        value=_a1_79_value,
        check=_a1_79_check,
    ),
    Template(
        name="putnam_1979_b2",
        kind="variable",
        statements=[
            r"If $0 < [[a]] < [[b]]$, find $$\lim_{[[t]] \to 0} \left( \int_{0}^{1}([[b]][[x]] + [[a]](1-[[x]]))^[[t]] d[[x]] \right)^{\frac{1}{[[t]]}}$$ in terms of $[[a]]$ and $[[b]]$.",
            r"Let $0 < [[a]] < [[b]]$. Compute $\displaystyle\lim_{[[t]]\to 0}\left(\int_0^1 \left([[b]][[x]]+[[a]](1-[[x]])\right)^{[[t]]}\,d[[x]]\right)^{1/[[t]]}$ as an expression in $[[a]]$ and $[[b]]$.",
            r"For fixed reals $0<[[a]]<[[b]]$, evaluate the limit as $[[t]] \to 0$ of $\left(\int_0^1 (([[b]]-[[a]])[[x]] + [[a]])^{[[t]]}\,d[[x]]\right)^{1/[[t]]}$.",
        ],
        solution=(
            r"Let $F([[t]]) = \int_0^1 ([[b]][[x]] + [[a]](1-[[x]]))^{[[t]]}d[[x]]$, so $F(0) = 1$ and the limit is $\exp\left(\lim_{[[t]]\to0}\frac{\ln F([[t]])}{[[t]]}\right) = \exp F'(0)$. "
            r"Substituting $u = [[b]][[x]] + [[a]](1-[[x]])$, $F'(0) = \int_0^1 \ln([[b]][[x]] + [[a]](1-[[x]]))\,d[[x]] = \frac{1}{[[b]]-[[a]]}\int_{[[a]]}^{[[b]]}\ln u\,du = \frac{[[b]]\ln [[b]] - [[a]]\ln [[a]]}{[[b]]-[[a]]} - 1$. "
            r"Hence the limit is $\boxed{e^{-1}\left(\frac{[[b]]^{[[b]]}}{[[a]]^{[[a]]}}\right)^{\frac{1}{[[b]]-[[a]]}}}$."
        ),
        answer=r"e^{-1}\left(\frac{[[b]]^{[[b]]}}{[[a]]^{[[a]]}}\right)^{\frac{1}{[[b]]-[[a]]}}",
        variables={"a": "a", "b": "b", "t": "t", "x": "x"},
    ),
    Template(
        name="putnam_1979_b3",
        kind="variable",
        statements=[
            r"Let $[[F]]$ be a finite field with $[[n]]$ elements, and assume $[[n]]$ is odd. Suppose $[[x]]^2 + [[b]][[x]] + [[c]]$ is an irreducible polynomial over $[[F]]$. For how many elements $[[d]] \in [[F]]$ is $[[x]]^2 + [[b]][[x]] + [[c]] + [[d]]$ irreducible?",
            r"$[[F]]$ is a finite field of odd order $[[n]]$, and the quadratic $[[x]]^2+[[b]][[x]]+[[c]]$ has no root in $[[F]]$. Count the elements $[[d]]$ of $[[F]]$ for which $[[x]]^2+[[b]][[x]]+[[c]]+[[d]]$ is also irreducible over $[[F]]$.",
            r"Over a field $[[F]]$ with an odd number $[[n]]$ of elements, $[[x]]^2 + [[b]][[x]] + [[c]]$ is irreducible. How many $[[d]] \in [[F]]$ make $[[x]]^2 + [[b]][[x]] + ([[c]] + [[d]])$ irreducible? Answer in terms of $[[n]]$.",
        ],
        solution=(
            r"Since $[[n]]$ is odd, $2$ is invertible in $[[F]]$ and a monic quadratic is irreducible iff its discriminant is a nonsquare. "
            r"The discriminant of $[[x]]^2 + [[b]][[x]] + [[c]] + [[d]]$ is $[[b]]^2 - 4[[c]] - 4[[d]]$, and as $[[d]]$ runs over $[[F]]$ this runs over every element of $[[F]]$ exactly once. "
            r"The nonzero squares form a subgroup of index $2$ in $[[F]]^\times$, so there are exactly $\frac{[[n]]-1}{2}$ nonsquares. "
            r"Hence the answer is $\boxed{\frac{[[n]] - 1}{2}}$."
        ),
        answer=r"\frac{[[n]] - 1}{2}",
        variables={"F": "F", "n": "n", "x": "x", "b": "b", "c": "c", "d": "d"},
    ),
]
