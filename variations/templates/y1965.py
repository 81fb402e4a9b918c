"""Putnam 1965 variation templates: A5, B1 (renamed variables)."""

from hardmath.variations.engine import Template

TEMPLATES = [
    Template(
        name="putnam_1965_a5",
        kind="variable",
        statements=[
            r"How many orderings of the integers from $1$ to $[[n]]$ satisfy the condition that, for every integer $[[i]]$ except the first, there exists some earlier integer in the ordering which differs from $[[i]]$ by $1$?",
            r"Count the permutations of $1, 2, \dots, [[n]]$ in which every entry $[[i]]$ other than the first entry has a neighbor value ($[[i]]-1$ or $[[i]]+1$) appearing somewhere before it.",
            r"An arrangement of $\{1, 2, \dots, [[n]]\}$ in a row is called good if each number $[[i]]$, apart from the one in the first position, is preceded (not necessarily immediately) by $[[i]]-1$ or by $[[i]]+1$. How many good arrangements are there?",
        ],
        solution=(
            r"By induction, at every stage the numbers placed so far form a block of consecutive integers: a new number differs by $1$ from some placed number and is not yet placed, so it extends the block by one at its lower or upper end. "
            r"Hence after the first number, each of the remaining $[[n]]-1$ steps is either a move down (place the number just below the block) or a move up. "
            r"If the first number is $m$, exactly $m-1$ of the steps are downward, and any choice of which steps go down gives a valid ordering; conversely the ordering determines these steps. "
            r"So the number of orderings is $\sum_{m=1}^{[[n]]}\binom{[[n]]-1}{m-1} = \boxed{2^{[[n]]-1}}$."
        ),
        answer=r"2^{[[n]]-1}",
        variables={"n": "n", "i": "i"},
    ),
    Template(
        name="putnam_1965_b1",
        kind="variable",
        statements=[
            r"Find $$\lim_{[[n]] \to \infty} \int_{0}^{1} \int_{0}^{1} \cdots \int_{0}^{1} \cos^2\left(\frac{\pi}{2[[n]]}([[x]]_1 + [[x]]_2 + \cdots + [[x]]_[[n]])\right) d[[x]]_1 d[[x]]_2 \cdots d[[x]]_[[n]].$$",
            r"Let $I_{[[n]]} = \int_{[0,1]^{[[n]]}} \cos^2\left(\frac{\pi}{2[[n]]}\sum_{j=1}^{[[n]]} [[x]]_j\right) d[[x]]_1 \cdots d[[x]]_{[[n]]}$. Compute $\lim_{[[n]]\to\infty} I_{[[n]]}$.",
            r"Evaluate the limit, as $[[n]] \to \infty$, of the $[[n]]$-fold integral over the unit cube $[0,1]^{[[n]]}$ of $\cos^2\left(\frac{\pi([[x]]_1 + \cdots + [[x]]_{[[n]]})}{2[[n]]}\right)$ with respect to $d[[x]]_1 \cdots d[[x]]_{[[n]]}$.",
        ],
        solution=(
            r"Let $I_{[[n]]}$ be the integral and $\theta = \frac{\pi}{2[[n]]}\sum_j [[x]]_j$. "
            r"The change of variables $[[x]]_j \mapsto 1 - [[x]]_j$ preserves the cube and its volume, and sends $\theta$ to $\frac{\pi}{2} - \theta$. "
            r"Hence $I_{[[n]]}$ also equals the integral of $\cos^2(\frac{\pi}{2}-\theta) = \sin^2\theta$. "
            r"Adding the two expressions, $2I_{[[n]]} = \int (\cos^2\theta + \sin^2\theta) = 1$, so $I_{[[n]]} = \frac12$ for every $[[n]]$ and the limit is $\boxed{\frac{1}{2}}$."
        ),
        answer=r"\frac{1}{2}",
        variables={"n": "n", "x": "x"},
    ),
]
