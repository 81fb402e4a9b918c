"""Putnam 2007 variation templates: A3, B4 (renamed variables)."""

from hardmath.variations.engine import Template

TEMPLATES = [
    Template(
        name="putnam_2007_a3",
        kind="variable",
        statements=[
            r"Let $[[k]]$ be a positive integer. Suppose that the integers $1, 2, 3, \dots, 3[[k]]+1$ are written down in random order. What is the probability that at no time during this process, the sum of the integers that have been written up to that time is a positive integer divisible by $3$? Your answer should be in closed form, but may include factorials.",
            r"For a positive integer $[[k]]$, the numbers $1,2,\dots,3[[k]]+1$ are listed in a uniformly random order. Find, in closed form (factorials are allowed), the probability that none of the partial sums of the list (the sum of its first $j$ entries, $1 \le j \le 3[[k]]+1$) is divisible by $3$.",
            r"A random permutation of $\{1,2,\ldots,3[[k]]+1\}$ is written out one number at a time, where $[[k]] \ge 1$. What is the probability that the running total is never a multiple of $3$? Express the answer using factorials.",
        ],
        solution=(
            r"Among $1,\dots,3[[k]]+1$ there are $[[k]]$ multiples of $3$, $[[k]]+1$ numbers $\equiv 1$ and $[[k]]$ numbers $\equiv 2 \pmod 3$. "
            r"Ignoring multiples of $3$, the residues must follow $1,1,2,1,2,\dots$ or $2,2,1,2,1,\dots$ to avoid a partial sum $\equiv 0$; only the "
            r"first pattern has one more $1$ than $2$, so the order of the nonzero residues is forced: probability $1/\binom{2[[k]]+1}{[[k]]}$. "
            r"The multiples of $3$ may then sit anywhere except first; their positions form a random $[[k]]$-subset, which avoids position $1$ "
            r"with probability $\binom{3[[k]]}{[[k]]}/\binom{3[[k]]+1}{[[k]]} = \frac{2[[k]]+1}{3[[k]]+1}$, independently. Multiplying, "
            r"the probability is $\frac{2[[k]]+1}{3[[k]]+1}\cdot\frac{[[k]]!([[k]]+1)!}{(2[[k]]+1)!} = \boxed{\frac{[[k]]!([[k]]+1)!}{(3[[k]]+1)(2[[k]])!}}$."
        ),
        answer=r"\frac{[[k]]!([[k]]+1)!}{(3[[k]]+1)(2[[k]])!}",
        variables={"k": "k"},
    ),
    Template(
        name="putnam_2007_b4",
        kind="variable",
        statements=[
            r"Let $[[n]]$ be a positive integer. Find the number of pairs $[[P]], [[Q]]$ of polynomials with real coefficients such that \[ ([[P]]([[X]]))^2 + ([[Q]]([[X]]))^2 = [[X]]^{2[[n]]} + 1 \] and $\deg [[P]] > \deg [[Q]]$.",
            r"Given a positive integer $[[n]]$, count the ordered pairs $([[P]],[[Q]])$ of real polynomials with $\deg [[P]] > \deg [[Q]]$ and $[[P]]([[X]])^2 + [[Q]]([[X]])^2 = [[X]]^{2[[n]]}+1$.",
            r"How many pairs of polynomials $[[P]]([[X]]), [[Q]]([[X]]) \in \mathbb{R}[[[X]]]$ satisfy $[[P]]^2 + [[Q]]^2 = [[X]]^{2[[n]]} + 1$ together with $\deg [[P]] > \deg [[Q]]$? Here $[[n]] \geq 1$ is a fixed integer.",
        ],
        solution=(
            r"Factor over $\mathbb{C}$: $([[P]]+i[[Q]])([[P]]-i[[Q]]) = [[X]]^{2[[n]]}+1 = \prod([[X]]-\zeta)$ over the $2[[n]]$ roots of $\zeta^{2[[n]]} = -1$, none real, forming "
            r"$[[n]]$ conjugate pairs. Since $[[P]]-i[[Q]] = \overline{[[P]]+i[[Q]]}$ (coefficientwise), $[[P]]+i[[Q]]$ contains exactly one root from each pair: "
            r"$2^{[[n]]}$ choices. Its leading coefficient is that of $[[P]]$ (as $\deg [[Q]] < \deg [[P]]$), a real number $c$ with $c^2 = 1$, so $c = \pm1$. "
            r"Conversely, for each choice let $F = c\prod([[X]]-\zeta)$ over the chosen roots; then $[[P]] = \frac{F+\bar F}{2}$ is real of degree $[[n]]$ and $[[Q]] = \frac{F-\bar F}{2i}$ is real of smaller degree, with $[[P]]^2+[[Q]]^2 = F\bar F = [[X]]^{2[[n]]}+1$. "
            r"The number of pairs is $\boxed{2^{[[n]]+1}}$."
        ),
        answer=r"2^{[[n]]+1}",
        variables={"n": "n", "P": "P", "Q": "Q", "X": "X"},
    ),
]
