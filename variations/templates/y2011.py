"""Putnam 2011 variation templates: A2, A3 (renamed variables)."""

from hardmath.variations.engine import Template

TEMPLATES = [
    Template(
        name="putnam_2011_a2",
        kind="variable",
        statements=[
            r"Let $[[a]]_1,[[a]]_2,\dots$ and $[[b]]_1,[[b]]_2,\dots$ be sequences of positive real numbers such that $[[a]]_1 = [[b]]_1 = 1$ and $[[b]]_[[n]] = [[b]]_{[[n]]-1} [[a]]_[[n]] - 2$ for $[[n]]=2,3,\dots$. Assume that the sequence $([[b]]_[[j]])$ is bounded. Prove that \[ [[S]] = \sum_{[[n]]=1}^\infty \frac{1}{[[a]]_1 \cdots [[a]]_[[n]]} \] converges, and evaluate $[[S]]$.",
            r"Positive sequences $([[a]]_{[[n]]})$ and $([[b]]_{[[n]]})$ satisfy $[[a]]_1=[[b]]_1=1$ and $[[b]]_{[[n]]} = [[a]]_{[[n]]}[[b]]_{[[n]]-1} - 2$ for every $[[n]]\ge 2$, and $([[b]]_{[[j]]})$ is bounded. Find the value of $[[S]] = \sum_{[[n]]\ge 1} \frac{1}{[[a]]_1[[a]]_2\cdots [[a]]_{[[n]]}}$.",
            r"Suppose $[[a]]_{[[n]]}, [[b]]_{[[n]]} > 0$ for all $[[n]] \ge 1$, $[[a]]_1 = [[b]]_1 = 1$, $[[b]]_{[[n]]} = [[b]]_{[[n]]-1}[[a]]_{[[n]]}-2$ for $[[n]] \ge 2$, and $\sup_{[[j]]} [[b]]_{[[j]]} < \infty$. Evaluate the series $[[S]] = \sum_{[[n]]=1}^{\infty} \bigl([[a]]_1\cdots [[a]]_{[[n]]}\bigr)^{-1}$.",
        ],
        solution=(
            r"Let $[[c]]_{[[n]]} = [[b]]_{[[n]]}/([[a]]_1\cdots [[a]]_{[[n]]})$. Dividing the recursion by $[[a]]_1\cdots [[a]]_{[[n]]}$ gives "
            r"$[[c]]_{[[n]]} = [[c]]_{[[n]]-1} - \frac{2}{[[a]]_1\cdots [[a]]_{[[n]]}}$, so $\frac{1}{[[a]]_1\cdots [[a]]_{[[n]]}} = \frac{[[c]]_{[[n]]-1}-[[c]]_{[[n]]}}{2}$ for $[[n]]\ge2$. "
            r"Also $[[a]]_{[[n]]} = ([[b]]_{[[n]]}+2)/[[b]]_{[[n]]-1}$ gives $[[a]]_1\cdots [[a]]_{[[n]]} = [[b]]_{[[n]]}\prod_{m=2}^{[[n]]}(1+2/[[b]]_m)$, so "
            r"$[[c]]_{[[n]]} = \prod_{m=2}^{[[n]]}(1+2/[[b]]_m)^{-1} \to 0$ because $[[b]]_m$ is bounded. Telescoping, "
            r"$[[S]] = 1 + \frac{[[c]]_1 - 0}{2} = \boxed{\frac{3}{2}}$."
        ),
        answer=r"\frac{3}{2}",
        variables={"a": "a", "b": "b", "n": "n", "j": "j", "S": "S", "c": "c"},
    ),
    Template(
        name="putnam_2011_a3",
        kind="variable",
        statements=[
            r"Find a real number $[[c]]$ and a positive number $[[L]]$ for which $\lim_{[[r]] \to \infty} \frac{[[r]]^[[c]] \int_0^{\pi/2} [[x]]^[[r]]\sin [[x]]\,d[[x]]}{\int_0^{\pi/2} [[x]]^[[r]]\cos [[x]]\,d[[x]]}=[[L]]$.",
            r"Determine the real number $[[c]]$ and the positive number $[[L]]$ such that \[ \lim_{[[r]]\to\infty} \frac{[[r]]^{[[c]]}\int_0^{\pi/2}[[x]]^{[[r]]}\sin [[x]]\,d[[x]]}{\int_0^{\pi/2}[[x]]^{[[r]]}\cos [[x]]\,d[[x]]} = [[L]]. \] Give the pair $([[c]],[[L]])$.",
            r"For which pair $([[c]],[[L]])$ with $[[c]]\in\mathbb{R}$ and $[[L]]>0$ does the ratio $[[r]]^{[[c]]}\int_0^{\pi/2}[[x]]^{[[r]]}\sin [[x]]\,d[[x]] \big/ \int_0^{\pi/2}[[x]]^{[[r]]}\cos [[x]]\,d[[x]]$ tend to $[[L]]$ as $[[r]]\to\infty$?",
        ],
        solution=(
            r"Integrating by parts, $\int_0^{\pi/2}[[x]]^{[[r]]}\cos [[x]]\,d[[x]] = \frac{1}{[[r]]+1}\int_0^{\pi/2}[[x]]^{[[r]]+1}\sin [[x]]\,d[[x]]$ (the boundary terms vanish). "
            r"As $[[r]]\to\infty$ the mass of $[[x]]^{[[r]]}\sin [[x]]$ on $[0,\pi/2]$ concentrates near $\pi/2$, so "
            r"$\int [[x]]^{[[r]]+1}\sin [[x]] = \left(\frac{\pi}{2}+o(1)\right)\int [[x]]^{[[r]]}\sin [[x]]$. Hence the ratio of the integrals is "
            r"$\frac{[[r]]+1}{\pi/2+o(1)}$, and $[[r]]^{[[c]]}$ times it has a finite positive limit only for $[[c]] = -1$, the limit being $\frac{2}{\pi}$. "
            r"So $([[c]],[[L]]) = \boxed{\left(-1, \frac{2}{\pi}\right)}$."
        ),
        answer=r"\left(-1, \frac{2}{\pi}\right)",
        variables={"c": "c", "L": "L", "r": "r", "x": "x"},
    ),
]
