"""Putnam 2006 variation templates: A4, B5, B6 (renamed variables); A1 (new constants)."""

import math

import sympy

from hardmath.variations.engine import IntRange, Template


# ---------------------------------------------------------------- 2006 A1: a solid torus
def _torus_check(p) -> object:
    """Volume of {(rho^2+z^2+c1)^2 <= c2 rho^2} by cylindrical shells, numerically."""
    c1, c2 = p["R"] ** 2 - p["a"] ** 2, 4 * p["R"] ** 2
    top = math.sqrt(c2)
    steps = 20000
    h = top / steps
    total = 0.0
    for i in range(steps):
        rho = (i + 0.5) * h
        # (rho^2+z^2+c1)^2 <= c2 rho^2  <=>  z^2 <= sqrt(c2) rho - rho^2 - c1  (both sides >= 0)
        room = math.sqrt(c2) * rho - rho * rho - c1
        if room > 0:
            total += 2 * math.pi * rho * 2 * math.sqrt(room) * h
    ratio = total / math.pi**2
    if abs(ratio - round(ratio)) > 0.01:
        return total
    return sympy.Integer(round(ratio)) * sympy.pi**2


TORUS = Template(
    name="putnam_2006_a1",
    answer_band=2,
    kind="constant",
    statements=[
        r"Find the volume of the region of points $([[x]],[[y]],[[z]])$ such that \[ ([[x]]^2 + [[y]]^2 + [[z]]^2 + [[c1]])^2 \leq [[c2]]([[x]]^2 + [[y]]^2). \]",
        r"Compute the volume of the solid in $\mathbb{R}^3$ made up of all points $([[x]],[[y]],[[z]])$ satisfying $([[x]]^2+[[y]]^2+[[z]]^2+[[c1]])^2 \le [[c2]]([[x]]^2+[[y]]^2)$.",
        r"A region of space is cut out by the inequality \[ \left([[x]]^2+[[y]]^2+[[z]]^2+[[c1]]\right)^2 \leq [[c2]]\left([[x]]^2+[[y]]^2\right). \] What is its volume?",
    ],
    solution=(
        r"Put $\rho = \sqrt{[[x]]^2+[[y]]^2}$. Both sides are squares of nonnegative quantities, so the "
        r"inequality is equivalent to $\rho^2 + [[z]]^2 + [[c1]] \le [[R2]]\rho$, that is "
        r"$(\rho - [[R]])^2 + [[z]]^2 \le [[a2]]$. Hence the region is the solid torus swept out by "
        r"revolving a disk of radius $[[a]]$, whose center is at distance $[[R]]$ from the $[[z]]$-axis, "
        r"around that axis. By Pappus's theorem its volume is "
        r"$\pi \cdot [[a2]] \cdot 2\pi \cdot [[R]] = \boxed{[[V]]\pi^2}$."
    ),
    answer=r"[[V]]\pi^2",
    variables={"x": "x", "y": "y", "z": "z"},
    constants={"R": IntRange(2, 8, original=3), "a": IntRange(1, 7, original=1)},
    constraint=lambda p: p["a"] < p["R"],
    derived=lambda p: {
        "c1": p["R"] ** 2 - p["a"] ** 2,
        "c2": 4 * p["R"] ** 2,
        "R2": 2 * p["R"],
        "a2": p["a"] ** 2,
        "V": 2 * p["R"] * p["a"] ** 2,
    },
    value=lambda p: 2 * p["R"] * p["a"] ** 2 * sympy.pi**2,
    check=_torus_check,
    atypical="the volume grows with R and a; a range centred on the original's R = 3, a = 1 (R in 2..6) leaves 14 instances",
)


TEMPLATES = [
    TORUS,
    Template(
        name="putnam_2006_a4",
        kind="variable",
        statements=[
            r"Let $[[S]]=\{1,2,\dots,[[n]]\}$ for some integer $[[n]]>1$. Say a permutation $\pi$ of $[[S]]$ has a \emph{local maximum} at $[[k]] \in [[S]]$ if (i) $\pi([[k]])>\pi([[k]]+1)$ for $[[k]]=1$; (ii) $\pi([[k]]-1)<\pi([[k]])$ and $\pi([[k]])>\pi([[k]]+1)$ for $1<[[k]]<[[n]]$; (iii) $\pi([[k]]-1)<\pi([[k]])$ for $[[k]]=[[n]]$. (For example, if $[[n]]=5$ and $\pi$ takes values at $1,2,3,4,5$ of $2,1,4,5,3$, then $\pi$ has a local maximum of 2 at $[[k]]=1$, and a local maximum of 5 at $[[k]]=4$.) What is the average number of local maxima of a permutation of $[[S]]$, averaging over all permutations of $[[S]]$?",
            r"For an integer $[[n]] > 1$ and a permutation $\pi$ of $[[S]] = \{1,\dots,[[n]]\}$, a position $[[k]]$ is a local maximum if $\pi([[k]])$ exceeds each of its existing neighbours $\pi([[k]]-1)$ and $\pi([[k]]+1)$ (position $1$ only has a right neighbour and position $[[n]]$ only a left one). Find the expected number of local maxima of a uniformly random permutation of $[[S]]$.",
            r"A permutation $\pi$ of $[[S]]=\{1,2,\ldots,[[n]]\}$ ($[[n]]\ge 2$) is chosen uniformly at random. Call $[[k]]\in [[S]]$ a peak if $\pi([[k]])$ is larger than $\pi([[k]]\pm1)$ whenever these are defined. What is the average number of peaks, as a function of $[[n]]$?",
        ],
        solution=(
            r"By linearity of expectation we add the probabilities that each position is a local maximum. Position $1$ is one iff "
            r"$\pi(1)>\pi(2)$, with probability $\frac12$, and likewise position $[[n]]$. For $1<[[k]]<[[n]]$, the three values "
            r"$\pi([[k]]-1),\pi([[k]]),\pi([[k]]+1)$ are in uniformly random relative order, and the middle one is the largest with "
            r"probability $\frac13$. The average is $2\cdot\frac12 + \frac{[[n]]-2}{3} = \boxed{\frac{[[n]]+1}{3}}$."
        ),
        answer=r"\frac{[[n]]+1}{3}",
        variables={"S": "S", "n": "n", "k": "k"},
    ),
    Template(
        name="putnam_2006_b5",
        kind="variable",
        statements=[
            r"For each continuous function $[[f]]: [0,1] \to \mathbb{R}$, let $[[I]]([[f]]) = \int_0^1 [[x]]^2 [[f]]([[x]])\,d[[x]]$ and $[[J]]([[f]]) = \int_0^1 [[x]] \left([[f]]([[x]])\right)^2\,d[[x]]$. Find the maximum value of $[[I]]([[f]]) - [[J]]([[f]])$ over all such functions $[[f]]$.",
            r"Let $[[f]]$ range over the continuous real functions on $[0,1]$, and set $[[I]]([[f]]) = \int_0^1 [[x]]^2[[f]]([[x]])\,d[[x]]$, $[[J]]([[f]]) = \int_0^1 [[x]][[f]]([[x]])^2\,d[[x]]$. Determine $\max_{[[f]]}\bigl([[I]]([[f]]) - [[J]]([[f]])\bigr)$.",
            r"What is the largest possible value of $\displaystyle\int_0^1 [[x]]^2[[f]]([[x]])\,d[[x]] - \int_0^1 [[x]]\,[[f]]([[x]])^2\,d[[x]]$, where $[[f]]$ is a continuous function from $[0,1]$ to $\mathbb{R}$? (Call the two integrals $[[I]]([[f]])$ and $[[J]]([[f]])$.)",
        ],
        solution=(
            r"Completing the square pointwise, $[[x]]^2[[f]] - [[x]][[f]]^2 = [[x]]\left(\frac{[[x]]^2}{4} - \left([[f]]-\frac{[[x]]}{2}\right)^2\right) \le \frac{[[x]]^3}{4}$ "
            r"for $[[x]] \in [0,1]$. Integrating, $[[I]]([[f]]) - [[J]]([[f]]) \le \int_0^1 \frac{[[x]]^3}{4}\,d[[x]] = \frac1{16}$, with equality for "
            r"$[[f]]([[x]]) = [[x]]/2$. The maximum is $\boxed{\frac{1}{16}}$."
        ),
        answer=r"\frac{1}{16}",
        variables={"f": "f", "I": "I", "J": "J", "x": "x"},
    ),
    Template(
        name="putnam_2006_b6",
        kind="variable",
        statements=[
            r"Let $[[k]]$ be an integer greater than 1. Suppose $[[a]]_0 > 0$, and define \[ [[a]]_{[[n]]+1} = [[a]]_[[n]] + \frac{1}{\sqrt[[[k]]]{[[a]]_[[n]]}} \] for $[[n]] \geq 0$. Evaluate \[\lim_{[[n]] \to \infty} \frac{[[a]]_[[n]]^{[[k]]+1}}{[[n]]^[[k]]}.\]",
            r"Fix an integer $[[k]] \ge 2$ and a positive real $[[a]]_0$, and let $[[a]]_{[[n]]+1} = [[a]]_{[[n]]} + [[a]]_{[[n]]}^{-1/[[k]]}$ for all $[[n]] \ge 0$. Find $\displaystyle\lim_{[[n]]\to\infty} \frac{[[a]]_{[[n]]}^{[[k]]+1}}{[[n]]^{[[k]]}}$.",
            r"A sequence starts at some $[[a]]_0>0$ and satisfies $[[a]]_{[[n]]+1} = [[a]]_{[[n]]} + 1/\sqrt[[[k]]]{[[a]]_{[[n]]}}$, where $[[k]]>1$ is an integer. Determine the limit of $[[a]]_{[[n]]}^{[[k]]+1}/[[n]]^{[[k]]}$ as $[[n]] \to \infty$.",
        ],
        solution=(
            r"The sequence increases; if it were bounded, the increments would stay above a positive constant, so $[[a]]_{[[n]]} \to \infty$. "
            r"Put $[[b]]_{[[n]]} = [[a]]_{[[n]]}^{([[k]]+1)/[[k]]}$. By the mean value theorem, $[[b]]_{[[n]]+1} - [[b]]_{[[n]]} = \frac{[[k]]+1}{[[k]]}\xi^{1/[[k]]}\,[[a]]_{[[n]]}^{-1/[[k]]}$ "
            r"for some $\xi$ between $[[a]]_{[[n]]}$ and $[[a]]_{[[n]]+1}$, and $[[a]]_{[[n]]+1}/[[a]]_{[[n]]} \to 1$, so the difference tends to $\frac{[[k]]+1}{[[k]]}$. "
            r"By Stolz--Ces\`aro, $[[b]]_{[[n]]}/[[n]] \to \frac{[[k]]+1}{[[k]]}$, and therefore "
            r"$\frac{[[a]]_{[[n]]}^{[[k]]+1}}{[[n]]^{[[k]]}} = \left(\frac{[[b]]_{[[n]]}}{[[n]]}\right)^{[[k]]} \to \boxed{\left(\frac{[[k]]+1}{[[k]]}\right)^{[[k]]}}$."
        ),
        answer=r"\left(\frac{[[k]]+1}{[[k]]}\right)^{[[k]]}",
        variables={"k": "k", "a": "a", "n": "n", "b": "b"},
    ),
]
