"""Putnam 2019 variation templates: A5, B2 (renamed variables); B5 (new constants)."""

from hardmath.variations.engine import IntRange, Template


# ---------------------------------------------------------------- 2019 B5: Fibonacci interpolation
def _fib(n: int) -> int:
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a


def _interp_check(p) -> int:
    """p(2d+3) from the values p(1), p(3), ..., p(2d+1): the (d+1)-st finite difference of a
    degree-d polynomial vanishes, so p(x_{d+1}) = -sum_{i<=d} (-1)^{d+1-i} C(d+1,i) p(x_i).
    """
    d = p["d"]
    total, binom, f_prev, f_odd = 0, 1, 0, 1  # binom = C(d+1, i); f_odd = F_{2i+1}, f_prev = F_{2i}
    for i in range(d + 1):
        total -= (-1) ** (d + 1 - i) * binom * f_odd
        binom = binom * (d + 1 - i) // (i + 1)
        f_prev, f_odd = f_prev + f_odd, f_prev + 2 * f_odd  # (F_{2i+2}, F_{2i+3})
    return total


INTERP = Template(
    name="putnam_2019_b5",
    kind="constant",
    statements=[
        r"Let $[[F]]_[[m]]$ be the $[[m]]$th Fibonacci number, defined by $[[F]]_1 = [[F]]_2 = 1$ and $[[F]]_[[m]] = [[F]]_{[[m]]-1} + [[F]]_{[[m]]-2}$ for all $[[m]] \geq 3$. Let $[[p]]([[x]])$ be the polynomial of degree $[[d]]$ such that $[[p]](2[[n]] + 1) = [[F]]_{2[[n]]+1}$ for $[[n]] = 0,1,2,\ldots,[[d]]$. Find integers $[[j]]$ and $[[k]]$ such that $[[p]]([[X]]) = [[F]]_[[j]] - [[F]]_[[k]]$.",
        r"The Fibonacci numbers are given by $[[F]]_1=[[F]]_2=1$ and $[[F]]_{[[m]]}=[[F]]_{[[m]]-1}+[[F]]_{[[m]]-2}$ for $[[m]]\ge 3$. A polynomial $[[p]]([[x]])$ of degree $[[d]]$ agrees with the Fibonacci numbers at the odd integers $1,3,\dots,[[X0]]$, that is, $[[p]](2[[n]]+1)=[[F]]_{2[[n]]+1}$ for $0\le [[n]]\le [[d]]$. Express $[[p]]([[X]])$ as $[[F]]_{[[j]]}-[[F]]_{[[k]]}$ for suitable integers $[[j]],[[k]]$.",
        r"Let $[[p]]$ be the unique polynomial of degree $[[d]]$ with $[[p]](2[[n]]+1) = [[F]]_{2[[n]]+1}$ for $[[n]]=0,1,\dots,[[d]]$, where $([[F]]_{[[m]]})$ is the Fibonacci sequence with $[[F]]_1=[[F]]_2=1$. Find a pair of integers $([[j]],[[k]])$ with $[[p]]([[X]]) = [[F]]_{[[j]]}-[[F]]_{[[k]]}$.",
    ],
    solution=(
        r"Let $\Delta g([[x]]) = g([[x]]+2) - g([[x]])$. For $a_{[[n]]} = [[F]]_{2[[n]]+1}$ we get $\Delta a_{[[n]]} = [[F]]_{2[[n]]+2}$ and, "
        r"inductively, $\Delta^i a_{[[n]]} = [[F]]_{2[[n]]+1+i}$. By Newton's forward formula, "
        r"$[[p]]([[X]]) = \sum_{i=0}^{[[d]]}\binom{[[d1]]}{i}\Delta^i[[p]](1) = \sum_{i=0}^{[[d]]}\binom{[[d1]]}{i}[[F]]_{i+1}$, because "
        r"$\Delta^i [[p]](1) = \Delta^i a_0$ for $i \le [[d]]$ and $\Delta^{[[d1]]}[[p]] = 0$. The same formula with the term $i=[[d1]]$ "
        r"included gives $a_{[[d1]]} = [[F]]_{[[X]]}$. Therefore $[[p]]([[X]]) = [[F]]_{[[X]]} - [[F]]_{[[K]]}$, i.e. "
        r"$([[j]],[[k]]) = \boxed{([[X]], [[K]])}$."
    ),
    answer="([[X]], [[K]])",
    variables={"F": "F", "m": "m", "p": "p", "x": "x", "n": "n", "j": "j", "k": "k"},
    constants={"d": IntRange(2, 1500, original=1008)},
    derived=lambda p: {"X": 2 * p["d"] + 3, "X0": 2 * p["d"] + 1, "K": p["d"] + 2, "d1": p["d"] + 1},
    value=lambda p: _fib(2 * p["d"] + 3) - _fib(p["d"] + 2),
    check=_interp_check,
)


TEMPLATES = [
    Template(
        name="putnam_2019_a5",
        kind="variable",
        statements=[
            r"Let $[[p]]$ be an odd prime number, and let $\mathbb{F}_[[p]]$ denote the field of integers modulo $[[p]]$. Let $\mathbb{F}_[[p]][[[x]]]$ be the ring of polynomials over $\mathbb{F}_[[p]]$, and let $[[q]]([[x]]) \in \mathbb{F}_[[p]][[[x]]]$ be given by $[[q]]([[x]])=\sum_{[[k]]=1}^{[[p]]-1} [[a]]_[[k]][[x]]^[[k]]$, where $[[a]]_[[k]]=[[k]]^{([[p]]-1)/2}\mod{[[p]]}$. Find the greatest nonnegative integer $[[n]]$ such that $([[x]]-1)^[[n]]$ divides $[[q]]([[x]])$ in $\mathbb{F}_[[p]][[[x]]]$.",
            r"Fix an odd prime $[[p]]$ and consider $[[q]]([[x]]) = \sum_{[[k]]=1}^{[[p]]-1} [[a]]_{[[k]]}[[x]]^{[[k]]}$ over the field $\mathbb{F}_{[[p]]}$, with $[[a]]_{[[k]]} \equiv [[k]]^{([[p]]-1)/2} \pmod{[[p]]}$. What is the largest integer $[[n]] \ge 0$ for which $([[x]]-1)^{[[n]]}$ divides $[[q]]([[x]])$ in $\mathbb{F}_{[[p]]}[[[x]]]$?",
            r"Let $[[p]]>2$ be prime and let $[[q]]([[x]]) \in \mathbb{F}_{[[p]]}[[[x]]]$ have coefficients $[[a]]_{[[k]]} = [[k]]^{([[p]]-1)/2}$ (reduced mod $[[p]]$) for $1 \le [[k]] \le [[p]]-1$ and no constant term. Determine the multiplicity $[[n]]$ of $1$ as a root of $[[q]]$, i.e. the greatest $[[n]]$ with $([[x]]-1)^{[[n]]} \mid [[q]]([[x]])$.",
        ],
        solution=(
            r"For $[[n]] \le [[p]]-1$, $([[x]]-1)^{[[n]]} \mid [[q]]$ iff the Hasse derivatives $\sum_{[[k]]}\binom{[[k]]}{j}[[a]]_{[[k]]}$ vanish for $0 \le j < [[n]]$. "
            r"As $\binom{[[k]]}{j}$ is a polynomial in $[[k]]$ of degree $j$ with invertible leading coefficient $1/j!$ (for $j<[[p]]$), this is equivalent "
            r"to $\sum_{[[k]]=1}^{[[p]]-1}[[k]]^{j}[[a]]_{[[k]]} = \sum_{[[k]]}[[k]]^{j+([[p]]-1)/2} = 0$ for $0 \le j < [[n]]$. Now $\sum_{[[k]]=1}^{[[p]]-1}[[k]]^{e}$ is $-1$ "
            r"if $([[p]]-1) \mid e$ and $0$ otherwise. For $0 \le j < \frac{[[p]]-1}{2}$ the exponent $j + \frac{[[p]]-1}{2}$ lies strictly between $0$ and $[[p]]-1$, "
            r"while $j = \frac{[[p]]-1}{2}$ gives $-1 \ne 0$. So the answer is $\boxed{\frac{[[p]]-1}{2}}$."
        ),
        answer=r"\frac{[[p]]-1}{2}",
        variables={"p": "p", "x": "x", "q": "q", "k": "k", "a": "a", "n": "n"},
    ),
    Template(
        name="putnam_2019_b2",
        kind="variable",
        statements=[
            r"For all $[[n]] \geq 1$, let \[ [[a]]_[[n]] = \sum_{[[k]]=1}^{[[n]]-1} \frac{\sin \left( \frac{(2[[k]]-1)\pi}{2[[n]]} \right)}{\cos^2 \left( \frac{([[k]]-1)\pi}{2[[n]]} \right) \cos^2 \left( \frac{[[k]]\pi}{2[[n]]} \right)}. \] Determine \[ \lim_{[[n]] \to \infty} \frac{[[a]]_[[n]]}{[[n]]^3}. \]",
            r"Define, for every integer $[[n]]\ge1$, $[[a]]_{[[n]]} = \sum_{[[k]]=1}^{[[n]]-1} \sin\frac{(2[[k]]-1)\pi}{2[[n]]} \Big/ \left(\cos^2\frac{([[k]]-1)\pi}{2[[n]]}\cos^2\frac{[[k]]\pi}{2[[n]]}\right)$. Find $\displaystyle\lim_{[[n]]\to\infty}\frac{[[a]]_{[[n]]}}{[[n]]^3}$.",
            r"Compute $\lim_{[[n]]\to\infty} [[n]]^{-3}[[a]]_{[[n]]}$, where \[ [[a]]_{[[n]]} = \sum_{[[k]]=1}^{[[n]]-1} \frac{\sin\left(\frac{(2[[k]]-1)\pi}{2[[n]]}\right)}{\cos^2\left(\frac{([[k]]-1)\pi}{2[[n]]}\right)\cos^2\left(\frac{[[k]]\pi}{2[[n]]}\right)}. \]",
        ],
        solution=(
            r"Let $\alpha = \frac{([[k]]-1)\pi}{2[[n]]}$, $\beta = \frac{[[k]]\pi}{2[[n]]}$. Then $\cos^2\alpha - \cos^2\beta = \sin(\beta+\alpha)\sin(\beta-\alpha) "
            r"= \sin\frac{(2[[k]]-1)\pi}{2[[n]]}\sin\frac{\pi}{2[[n]]}$, so each term equals $\frac{\sec^2\beta - \sec^2\alpha}{\sin(\pi/2[[n]])}$. Telescoping, "
            r"$[[a]]_{[[n]]} = \frac{\sec^2\frac{([[n]]-1)\pi}{2[[n]]} - 1}{\sin\frac{\pi}{2[[n]]}} = \frac{\cot^2\frac{\pi}{2[[n]]}}{\sin\frac{\pi}{2[[n]]}} \sim \left(\frac{2[[n]]}{\pi}\right)^3$. "
            r"The limit is $\boxed{\frac{8}{\pi^3}}$."
        ),
        answer=r"\frac{8}{\pi^3}",
        variables={"n": "n", "a": "a", "k": "k"},
    ),
    INTERP,
]
