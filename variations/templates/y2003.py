"""Putnam 2003 variation templates: A1, A3 (renamed variables)."""

from hardmath.variations.engine import Template

TEMPLATES = [
    Template(
        name="putnam_2003_a1",
        kind="variable",
        statements=[
            r"Let $[[n]]$ be a fixed positive integer. How many ways are there to write $[[n]]$ as a sum of positive integers, \[ [[n]] = [[a]]_1 + [[a]]_2 + \dots + [[a]]_[[k]], \] "
            r"with $[[k]]$ an arbitrary positive integer and $[[a]]_1 \leq [[a]]_2 \leq \dots \leq [[a]]_[[k]] \leq [[a]]_1 + 1$? For example, with $[[n]] = 4$, "
            r"there are four ways: $4, 2 + 2, 1 + 1 + 2, 1 + 1 + 1 + 1$",
            r"In how many ways can the positive integer $[[n]]$ be written as $[[a]]_1 + \cdots + [[a]]_{[[k]]}$ ($[[k]] \ge 1$ arbitrary) with positive integers "
            r"$[[a]]_1 \le [[a]]_2 \le \cdots \le [[a]]_{[[k]]} \le [[a]]_1 + 1$? (For $[[n]] = 4$ the ways are $4$, $2+2$, $1+1+2$, $1+1+1+1$.)",
            r"Count the nondecreasing representations $[[n]] = [[a]]_1 + [[a]]_2 + \cdots + [[a]]_{[[k]]}$ of a fixed positive integer $[[n]]$ by positive integers whose largest "
            r"and smallest parts differ by at most $1$ (any number $[[k]]$ of parts). For example $[[n]] = 4$ has four: $4$, $2+2$, $1+1+2$, $1+1+1+1$.",
        ],
        solution=(
            r"Fix the number of parts $[[k]] \in \{1, \dots, [[n]]\}$. All parts equal $q$ or $q+1$ for some $q$; if $r$ of them equal $q+1$ with $0 \le r < [[k]]$, "
            r"then $[[n]] = [[k]]q + r$, so $q = \lfloor [[n]]/[[k]] \rfloor$ and $r$ is the remainder, and the nondecreasing order fixes the sum. "
            r"Hence each $[[k]]$ gives exactly one way, and $[[k]] > [[n]]$ gives none. The number of ways is $\boxed{[[n]]}$."
        ),
        answer=r"[[n]]",
        variables={"n": "n", "a": "a", "k": "k"},
    ),
    Template(
        name="putnam_2003_a3",
        kind="variable",
        statements=[
            r"Find the minimum value of $|\sin [[x]]+\cos [[x]]+\tan [[x]]+\cot [[x]]+\sec [[x]]+\csc [[x]]|$ for real numbers $[[x]]$.",
            r"Determine the smallest value taken by $\left|\sin [[x]] + \cos [[x]] + \tan [[x]] + \cot [[x]] + \sec [[x]] + \csc [[x]]\right|$ as $[[x]]$ ranges over the reals "
            r"where it is defined.",
            r"For real $[[x]]$ (not a multiple of $\pi/2$) let $[[g]]([[x]]) = \sin [[x]] + \cos [[x]] + \tan [[x]] + \cot [[x]] + \sec [[x]] + \csc [[x]]$. Find $\min |[[g]]([[x]])|$.",
        ],
        solution=(
            r"Let $s = \sin [[x]] + \cos [[x]] \in [-\sqrt2, \sqrt2]$, $s \ne \pm 1$, so $\sin [[x]]\cos [[x]] = (s^2-1)/2$. Then "
            r"$\tan [[x]] + \cot [[x]] = \frac{2}{s^2-1}$ and $\sec [[x]] + \csc [[x]] = \frac{2s}{s^2-1}$, so the expression is "
            r"$s + \frac{2(s+1)}{s^2-1} = s + \frac{2}{s-1} = 1 + t + \frac2t$ with $t = s - 1 \in [-1-\sqrt2, \sqrt2-1]$, $t \ne 0$. "
            r"For $t > 0$, $1 + t + 2/t \ge 1 + 2\sqrt2$. For $t < 0$, $t + 2/t \le -2\sqrt2$ with equality at $t = -\sqrt2$ (allowed), so "
            r"$|1 + t + 2/t| \ge 2\sqrt2 - 1$, attained. The minimum is $\boxed{2\sqrt{2} - 1}$."
        ),
        answer=r"2\sqrt{2} - 1",
        variables={"x": "x", "g": "g"},
    ),
]
