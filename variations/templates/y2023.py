"""Putnam 2023 variation templates: A3, B3 (renamed variables); A1 (new constants)."""

from fractions import Fraction

from hardmath.variations.engine import IntRange, Template


# ---------------------------------------------------------------- 2023 A1: a product of cosines
def _cosine_value(p) -> int:
    n = 1
    while n * (n + 1) * (2 * n + 1) // 6 <= p["Y"]:
        n += 1
    return n


def _cosine_check(p) -> int:
    """Multiply the degree-2 Taylor polynomials 1 - (kx)^2/2 and read off f_n''(0) = 2 [x^2]."""
    n = 0
    c0, c2 = Fraction(1), Fraction(0)  # the product so far is c0 + c2 x^2 + O(x^4)
    while True:
        n += 1
        c0, c2 = c0, c2 + c0 * Fraction(-n * n, 2)
        if abs(2 * c2) > p["Y"]:
            return n


def _cosine_derived(p) -> dict:
    n = _cosine_value(p)
    return {"n0": n, "n1": n - 1, "v0": n * (n + 1) * (2 * n + 1) // 6, "v1": (n - 1) * n * (2 * n - 1) // 6}


COSINE = Template(
    name="putnam_2023_a1",
    kind="constant",
    statements=[
        r"For a positive integer $[[n]]$, let $[[f]]_[[n]]([[x]]) = \cos([[x]]) \cos(2[[x]]) \cos(3[[x]]) \cdots \cos([[n]][[x]])$. Find the smallest $[[n]]$ such that $|[[f]]_[[n]]''(0)| > [[Y]]$.",
        r"Let $[[f]]_{[[n]]}([[x]]) = \prod_{m=1}^{[[n]]} \cos(m[[x]])$ for each positive integer $[[n]]$. What is the least $[[n]]$ for which the second derivative satisfies $\left|[[f]]_{[[n]]}''(0)\right| > [[Y]]$?",
        r"Define $[[f]]_{[[n]]}([[x]]) = \cos [[x]] \cdot \cos 2[[x]] \cdots \cos [[n]][[x]]$. Determine the smallest positive integer $[[n]]$ with $|[[f]]_{[[n]]}''(0)| > [[Y]]$.",
    ],
    solution=(
        r"Near $0$, $\cos(m[[x]]) = 1 - \frac{m^2[[x]]^2}{2} + O([[x]]^4)$, so $[[f]]_{[[n]]}([[x]]) = 1 - \frac{[[x]]^2}{2}\sum_{m=1}^{[[n]]} m^2 + O([[x]]^4)$ "
        r"and $|[[f]]_{[[n]]}''(0)| = \sum_{m=1}^{[[n]]} m^2 = \frac{[[n]]([[n]]+1)(2[[n]]+1)}{6}$, which increases with $[[n]]$. "
        r"For $[[n]] = [[n1]]$ it equals $[[v1]] \le [[Y]]$, while for $[[n]] = [[n0]]$ it equals $[[v0]] > [[Y]]$. "
        r"Hence the answer is $\boxed{[[n0]]}$."
    ),
    answer="[[n0]]",
    variables={"n": "n", "f": "f", "x": "x"},
    constants={"Y": IntRange(10, 100000, original=2023)},
    derived=_cosine_derived,
    value=_cosine_value,
    check=_cosine_check,
    atypical="the answer is the least n with n(n+1)(2n+1)/6 > Y, about (3Y)^(1/3): years around 2023 give the published 18 in 17% of draws and 19 in 28% of instances",
)


TEMPLATES = [
    COSINE,
    Template(
        name="putnam_2023_a3",
        kind="variable",
        statements=[
            r"Determine the smallest positive real number $[[r]]$ such that there exist differentiable functions $[[f]]\colon \mathbb{R} \to \mathbb{R}$ and $[[g]]\colon \mathbb{R} \to \mathbb{R}$ satisfying (a) $[[f]](0) > 0$, (b) $[[g]](0) = 0$, (c) $|[[f]]'([[x]])| \leq |[[g]]([[x]])|$ for all $[[x]]$, (d) $|[[g]]'([[x]])| \leq |[[f]]([[x]])|$ for all $[[x]]$, and (e) $[[f]]([[r]]) = 0$.",
            r"What is the least $[[r]]>0$ for which one can find differentiable $[[f]],[[g]]\colon\mathbb{R}\to\mathbb{R}$ with $[[f]](0)>0$, $[[g]](0)=0$, $|[[f]]'([[x]])|\le|[[g]]([[x]])|$ and $|[[g]]'([[x]])|\le|[[f]]([[x]])|$ for every real $[[x]]$, and $[[f]]([[r]])=0$?",
            r"Two differentiable real functions $[[f]]$ and $[[g]]$ on $\mathbb{R}$ satisfy $[[f]](0)>0=[[g]](0)$ and, for all $[[x]]$, $|[[f]]'([[x]])| \le |[[g]]([[x]])|$, $|[[g]]'([[x]])| \le |[[f]]([[x]])|$. Find the smallest positive $[[r]]$ at which $[[f]]$ can vanish.",
        ],
        solution=(
            r"$[[f]] = \cos$, $[[g]] = \sin$ work with $[[r]] = \frac{\pi}{2}$. Conversely, let $s>0$ be the first zero of $[[f]]$, so $[[f]]>0$ on $[0,s)$, and "
            r"put $G([[x]]) = \int_0^{[[x]]}[[f]]$. Since $[[g]](0)=0$ and $|[[g]]'| \le |[[f]]|$, $|[[g]]([[x]])| \le G([[x]])$ on $[0,s]$, so $[[f]]' \ge -G$ there. Let "
            r"$\theta = \arctan(G/[[f]]) \in [0,\pi/2)$ on $[0,s)$; then $\theta' = \frac{[[f]]^2 - G[[f]]'}{[[f]]^2+G^2} \le \frac{[[f]]^2+G^2}{[[f]]^2+G^2} = 1$, "
            r"so $\theta([[x]]) \le [[x]]$. As $[[x]]\to s^-$, $[[f]]\to 0$ while $G(s)>0$, so $\theta \to \pi/2$, giving $s \ge \pi/2$. "
            r"The smallest $[[r]]$ is $\boxed{\frac{\pi}{2}}$."
        ),
        answer=r"\frac{\pi}{2}",
        variables={"r": "r", "f": "f", "g": "g", "x": "x"},
    ),
    Template(
        name="putnam_2023_b3",
        kind="variable",
        statements=[
            r"A sequence $[[y]]_1, [[y]]_2, \ldots, [[y]]_[[k]]$ of real numbers is called zigzag if $[[k]] = 1$, or if $[[y]]_2 - [[y]]_1, [[y]]_3 - [[y]]_2, \ldots, [[y]]_[[k]] - [[y]]_{[[k]]-1}$ are nonzero and alternate in sign. Let $[[X]]_1, [[X]]_2,\ldots, [[X]]_[[n]]$ be chosen independently from the uniform distribution on $[0,1]$. Let $[[a]]([[X]]_1, [[X]]_2, \ldots, [[X]]_[[n]])$ be the largest value of $[[k]]$ for which there exists an increasing sequence of integers $[[i]]_1, [[i]]_2, \ldots, [[i]]_[[k]]$ such that $[[X]]_{[[i]]_1}, [[X]]_{[[i]]_2}, \ldots, [[X]]_{[[i]]_[[k]]}$ is zigzag. Find the expected value of $[[a]]([[X]]_1, [[X]]_2, \ldots, [[X]]_[[n]])$ for $[[n]] \ge 2$.",
            r"Call a finite real sequence $[[y]]_1,\dots,[[y]]_{[[k]]}$ zigzag if $[[k]]=1$ or its consecutive differences are all nonzero with alternating signs. Draw $[[X]]_1,\dots,[[X]]_{[[n]]}$ ($[[n]]\ge2$) independently and uniformly from $[0,1]$, and let $[[a]]$ be the length of the longest zigzag subsequence $[[X]]_{[[i]]_1},\dots,[[X]]_{[[i]]_{[[k]]}}$ ($[[i]]_1<\dots<[[i]]_{[[k]]}$). Find $E[[[a]]]$ in terms of $[[n]]$.",
            r"For independent uniform random numbers $[[X]]_1,\ldots,[[X]]_{[[n]]}$ in $[0,1]$ with $[[n]] \geq 2$, let $[[a]]([[X]]_1,\ldots,[[X]]_{[[n]]})$ be the maximum length $[[k]]$ of a subsequence $[[X]]_{[[i]]_1}, \ldots, [[X]]_{[[i]]_{[[k]]}}$ (indices increasing) that is zigzag, meaning $[[k]]=1$ or the successive differences $[[y]]_2-[[y]]_1, [[y]]_3 - [[y]]_2, \dots$ of the subsequence $[[y]]$ are nonzero and alternate in sign. What is the expected value of $[[a]]$?",
        ],
        solution=(
            r"With probability $1$ the values are distinct. Call an index $1<m<[[n]]$ a turn if $[[X]]_m$ is larger than both neighbours or smaller than "
            r"both. The first value, the turns and the last value form a zigzag subsequence, and no zigzag subsequence can be longer, since between "
            r"consecutive terms of a zigzag subsequence the direction must change, and the sequence splits into (number of turns $+1$) monotone runs. "
            r"So $[[a]] = 2 + \#\{\text{turns}\}$. Each interior index is a turn with probability $\frac23$ (its value is the middle of three with "
            r"probability $\frac13$), so $E[[[a]]] = 2 + \frac{2([[n]]-2)}{3} = \boxed{\frac{2[[n]]+2}{3}}$."
        ),
        answer=r"\frac{2[[n]]+2}{3}",
        variables={"y": "y", "k": "k", "X": "X", "n": "n", "a": "a", "i": "i"},
    ),
]
