"""Putnam 1968 variation templates: A5, B1, B5 (renamed variables)."""

from hardmath.variations.engine import Template

TEMPLATES = [
    Template(
        name="putnam_1968_a5",
        kind="variable",
        statements=[
            r"Let $[[V]]$ be the set of all quadratic polynomials with real coefficients such that $|[[P]]([[x]])| \le 1$ for all $[[x]] \in [0, 1]$. Find the supremum of $|[[P]]'(0)|$ across all $[[P]] \in [[V]]$.",
            r"Among all real polynomials $[[P]]$ of degree at most two satisfying $|[[P]]([[x]])| \le 1$ on $0 \le [[x]] \le 1$ (call this set $[[V]]$), how large can $|[[P]]'(0)|$ be? Find $\sup_{[[P]] \in [[V]]} |[[P]]'(0)|$.",
            r"Let $[[V]]$ consist of the quadratic polynomials $[[P]]$ with real coefficients that are bounded by $1$ in absolute value on the interval $[0,1]$. Determine $\sup\{|[[P]]'(0)| : [[P]] \in [[V]]\}$.",
        ],
        solution=(
            r"Write $[[P]]([[x]]) = \alpha [[x]]^2 + \beta [[x]] + \gamma$, so $[[P]]'(0) = \beta$. "
            r"From $[[P]](0) = \gamma$, $[[P]](\frac12) = \frac{\alpha}{4} + \frac{\beta}{2} + \gamma$ and $[[P]](1) = \alpha + \beta + \gamma$ we get $\beta = 4[[P]](\tfrac12) - 3[[P]](0) - [[P]](1)$. "
            r"Hence $|[[P]]'(0)| \le 4 + 3 + 1 = 8$. The polynomial $[[P]]([[x]]) = 8[[x]]^2 - 8[[x]] + 1 = 2(2[[x]]-1)^2 - 1$ lies in $[[V]]$ and has $|[[P]]'(0)| = 8$. "
            r"The supremum is $\boxed{8}$."
        ),
        answer="8",
        variables={"V": "V", "P": "P", "x": "x"},
    ),
    Template(
        name="putnam_1968_b1",
        kind="variable",
        statements=[
            r"The random variables $[[X]], [[Y]]$ can each take a finite number of integer values. They are not necessarily independent. Express $\mathrm{prob}(\min([[X]], [[Y]]) = [[k]])$ in terms of $[[p]]_1 = \mathrm{prob}([[X]] = [[k]])$, $[[p]]_2 = \mathrm{prob}([[Y]] = [[k]])$ and $[[p]]_3 = \mathrm{prob}(\max([[X]], [[Y]]) = [[k]])$.",
            r"Let $[[X]]$ and $[[Y]]$ be (possibly dependent) random variables with finitely many integer values, and fix an integer $[[k]]$. With $[[p]]_1 = \Pr([[X]] = [[k]])$, $[[p]]_2 = \Pr([[Y]] = [[k]])$, $[[p]]_3 = \Pr(\max([[X]],[[Y]]) = [[k]])$, find $\Pr(\min([[X]],[[Y]]) = [[k]])$.",
            r"Two integer-valued random variables $[[X]], [[Y]]$ take finitely many values and may be dependent. Write the probability that $\min([[X]],[[Y]])$ equals $[[k]]$ in terms of $[[p]]_1 = \mathrm{prob}([[X]]=[[k]])$, $[[p]]_2 = \mathrm{prob}([[Y]]=[[k]])$ and $[[p]]_3 = \mathrm{prob}(\max([[X]],[[Y]])=[[k]])$.",
        ],
        solution=(
            r"We claim $\mathbf{1}[\min = [[k]]] + \mathbf{1}[\max = [[k]]] = \mathbf{1}[[[X]] = [[k]]] + \mathbf{1}[[[Y]] = [[k]]]$ pointwise. "
            r"If neither variable equals $[[k]]$, both sides are $0$. If exactly one equals $[[k]]$, then exactly one of $\min$, $\max$ equals $[[k]]$, and both sides are $1$. "
            r"If both equal $[[k]]$, both sides are $2$. "
            r"Taking expectations, $\mathrm{prob}(\min([[X]],[[Y]]) = [[k]]) = \boxed{[[p]]_1 + [[p]]_2 - [[p]]_3}$."
        ),
        answer=r"[[p]]_1 + [[p]]_2 - [[p]]_3",
        variables={"X": "X", "Y": "Y", "k": "k", "p": "p"},
    ),
    Template(
        name="putnam_1968_b5",
        kind="variable",
        statements=[
            r"Let $[[p]]$ be a prime number. Find the number of distinct $2 \times 2$ matrices $$\begin{pmatrix} [[a]] & [[b]] \\ [[c]] & [[d]] \end{pmatrix}$$ such that $[[a]], [[b]], [[c]], [[d]] \in \{0, 1, ..., [[p]] - 1\}$, $[[a]] + [[d]] \equiv 1 \pmod{[[p]]}$, and $[[a]][[d]] - [[b]][[c]] \equiv 0 \pmod{[[p]]}$.",
            r"For a prime $[[p]]$, how many matrices $\begin{pmatrix} [[a]] & [[b]] \\ [[c]] & [[d]] \end{pmatrix}$ with entries in $\{0, 1, \dots, [[p]]-1\}$ have trace congruent to $1$ and determinant congruent to $0$ modulo $[[p]]$?",
            r"Let $[[p]]$ be prime. Count the quadruples $([[a]], [[b]], [[c]], [[d]])$ of residues modulo $[[p]]$ with $[[a]] + [[d]] \equiv 1$ and $[[a]][[d]] \equiv [[b]][[c]] \pmod{[[p]]}$, i.e. the $2\times 2$ matrices over $\mathbb{Z}/[[p]]\mathbb{Z}$ of trace $1$ and determinant $0$.",
        ],
        solution=(
            r"Choose $[[a]]$ freely; then $[[d]] \equiv 1 - [[a]]$ and we need $[[b]][[c]] \equiv [[a]](1-[[a]])$. "
            r"If $[[a]] \not\equiv 0, 1$, the right side is nonzero, so $[[b]]$ is any of the $[[p]]-1$ nonzero residues and $[[c]]$ is then determined: $([[p]]-2)([[p]]-1)$ matrices. "
            r"If $[[a]] \equiv 0$ or $1$, we need $[[b]][[c]] \equiv 0$, which has $2[[p]]-1$ solutions, giving $2(2[[p]]-1)$ matrices. "
            r"The total is $([[p]]-2)([[p]]-1) + 4[[p]] - 2 = \boxed{[[p]]^2 + [[p]]}$."
        ),
        answer=r"[[p]]^2 + [[p]]",
        variables={"p": "p", "a": "a", "b": "b", "c": "c", "d": "d"},
    ),
]
