"""Putnam 2012 variation templates: A3 (renamed variables)."""

from hardmath.variations.engine import Template

TEMPLATES = [
    Template(
        name="putnam_2012_a3",
        kind="variable",
        statements=[
            r"Let $[[f]]: [-1, 1] \to \mathbb{R}$ be a continuous function such that (i) $[[f]]([[x]]) = \frac{2-[[x]]^2}{2} [[f]] \left( \frac{[[x]]^2}{2-[[x]]^2} \right)$ for every $[[x]]$ in $[-1, 1]$, (ii) $[[f]](0) = 1$, and (iii) $\lim_{[[x]] \to 1^-} \frac{[[f]]([[x]])}{\sqrt{1-[[x]]}}$ exists and is finite. Prove that $[[f]]$ is unique, and express $[[f]]([[x]])$ in closed form.",
            r"A continuous function $[[f]]$ on $[-1,1]$ satisfies $[[f]](0)=1$, the functional equation $[[f]]([[x]]) = \left(1 - \frac{[[x]]^2}{2}\right)[[f]]\!\left(\frac{[[x]]^2}{2-[[x]]^2}\right)$ for all $[[x]] \in [-1,1]$, and the condition that $[[f]]([[x]])/\sqrt{1-[[x]]}$ has a finite limit as $[[x]]\to1^-$. Find $[[f]]([[x]])$ explicitly.",
            r"Determine the unique continuous $[[f]]\colon[-1,1]\to\mathbb{R}$ with $[[f]](0)=1$, $\lim_{[[x]]\to 1^-}[[f]]([[x]])(1-[[x]])^{-1/2}$ finite, and $2[[f]]([[x]]) = (2-[[x]]^2)\,[[f]]\bigl([[x]]^2/(2-[[x]]^2)\bigr)$ on $[-1,1]$. Give a closed form for $[[f]]([[x]])$.",
        ],
        solution=(
            r"Put $T([[x]]) = \frac{[[x]]^2}{2-[[x]]^2}$; one checks $\sqrt{1-T([[x]])^2} = \frac{2\sqrt{1-[[x]]^2}}{2-[[x]]^2}$, so $\sqrt{1-[[x]]^2}$ satisfies the functional equation. "
            r"For $[[x]] \in (-1,1)$ let $[[g]]([[x]]) = [[f]]([[x]])/\sqrt{1-[[x]]^2}$; then the functional equation becomes $[[g]]([[x]]) = [[g]](T([[x]]))$. Since $0 \le T([[x]]) < [[x]]^2 \le |[[x]]|$ "
            r"for $0<|[[x]]|<1$, the iterates $T^{k}([[x]])$ decrease to $0$, and continuity gives $[[g]]([[x]]) = [[g]](0) = 1$. By continuity "
            r"$[[f]](\pm1) = 0$, and $\sqrt{1-[[x]]^2}/\sqrt{1-[[x]]} = \sqrt{1+[[x]]}$ has a finite limit at $1$. Hence $[[f]]([[x]]) = \boxed{\sqrt{1-[[x]]^2}}$."
        ),
        answer=r"\sqrt{1-[[x]]^2}",
        variables={"f": "f", "x": "x", "g": "g"},
    ),
]
