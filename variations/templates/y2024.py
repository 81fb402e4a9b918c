"""Putnam 2024 variation templates: B4 (renamed variables)."""

from hardmath.variations.engine import Template

TEMPLATES = [
    Template(
        name="putnam_2024_b4",
        kind="variable",
        statements=[
            r"Let $[[n]]$ be a positive integer. Set $[[a]]_{[[n]], 0} = 1$. For $[[k]] \geq 0$ choose an integer $[[m]]_{[[n]], [[k]]}$ uniformly at random from the set $\{1, 2, \ldots, [[n]]\}$, and let \[ [[a]]_{[[n]], [[k]]+1} = \begin{cases} [[a]]_{[[n]], [[k]]} + 1 & \text{if } [[m]]_{[[n]], [[k]]} > [[a]]_{[[n]], [[k]]} \\ [[a]]_{[[n]], [[k]]} & \text{ if } [[m]]_{[[n]], [[k]]} = [[a]]_{[[n]], [[k]]} \\ [[a]]_{[[n]], [[k]]} -1 & \text{if } [[m]]_{[[n]], [[k]]} < [[a]]_{[[n]], [[k]]} \end{cases}. \] Let $[[E]]([[n]])$ be the expected value of $[[a]]_{[[n]], [[n]]}$. Determine $\lim_{[[n]] \to \infty} [[E]]([[n]])/[[n]]$.",
            r"Fix $[[n]] \ge 1$. A counter starts at $[[a]]_0 = 1$. At each step $[[k]] = 0,1,2,\dots$ an integer $[[m]]_{[[k]]}$ is drawn uniformly from $\{1,\dots,[[n]]\}$, independently of the past, and the counter moves up by $1$ if $[[m]]_{[[k]]} > [[a]]_{[[k]]}$, stays if $[[m]]_{[[k]]} = [[a]]_{[[k]]}$, and moves down by $1$ if $[[m]]_{[[k]]} < [[a]]_{[[k]]}$. Let $[[E]]([[n]])$ be the expected value of the counter after $[[n]]$ steps. Find $\displaystyle\lim_{[[n]]\to\infty}\frac{[[E]]([[n]])}{[[n]]}$.",
            r"For each positive integer $[[n]]$ run the following process: $[[a]]_{[[n]],0}=1$, and given $[[a]]_{[[n]],[[k]]}$, pick $[[m]]_{[[n]],[[k]]}\in\{1,\dots,[[n]]\}$ uniformly at random and set $[[a]]_{[[n]],[[k]]+1} = [[a]]_{[[n]],[[k]]} + \operatorname{sgn}([[m]]_{[[n]],[[k]]} - [[a]]_{[[n]],[[k]]})$. If $[[E]]([[n]]) = \mathbb{E}[[[a]]_{[[n]],[[n]]}]$, what is $\lim_{[[n]]\to\infty}[[E]]([[n]])/[[n]]$?",
        ],
        solution=(
            r"Write $[[a]]_{[[k]]}$ for $[[a]]_{[[n]],[[k]]}$; it stays in $\{1,\dots,[[n]]\}$. Given $[[a]]_{[[k]]}$, it rises with probability $\frac{[[n]]-[[a]]_{[[k]]}}{[[n]]}$ and "
            r"falls with probability $\frac{[[a]]_{[[k]]}-1}{[[n]]}$, so $\mathbb{E}[[[a]]_{[[k]]+1}] = \left(1-\frac{2}{[[n]]}\right)\mathbb{E}[[[a]]_{[[k]]}] + \frac{[[n]]+1}{[[n]]}$. "
            r"Hence $\mathbb{E}[[[a]]_{[[k]]}] - \frac{[[n]]+1}{2} = \left(1-\frac2{[[n]]}\right)^{[[k]]}\left(1-\frac{[[n]]+1}{2}\right)$, and "
            r"$[[E]]([[n]]) = \frac{[[n]]+1}{2} - \frac{[[n]]-1}{2}\left(1-\frac{2}{[[n]]}\right)^{[[n]]}$. Dividing by $[[n]]$ and using "
            r"$(1-2/[[n]])^{[[n]]}\to e^{-2}$, the limit is $\boxed{\frac{1-e^{-2}}{2}}$."
        ),
        answer=r"\frac{1-e^{-2}}{2}",
        variables={"n": "n", "a": "a", "k": "k", "m": "m", "E": "E"},
    ),
]
