"""Putnam 2004 variation templates: B4, B5 (renamed variables)."""

from hardmath.variations.engine import Template

TEMPLATES = [
    Template(
        name="putnam_2004_b4",
        kind="variable",
        statements=[
            r"Let $[[n]]$ be a positive integer, $[[n]] \ge 2$, and put $\theta = 2 \pi / [[n]]$. Define points $[[P]]_[[k]] = ([[k]],0)$ in the $[[x]][[y]]$-plane, for $[[k]] = 1, 2, \dots, [[n]]$. Let $[[R]]_[[k]]$ be the map that rotates the plane counterclockwise by the angle $\theta$ about the point $[[P]]_[[k]]$. Let $[[R]]$ denote the map obtained by applying, in order, $[[R]]_1$, then $[[R]]_2, \dots$, then $[[R]]_[[n]]$. For an arbitrary point $([[x]],[[y]])$, find, and simplify, the coordinates of $[[R]]([[x]],[[y]])$.",
            r"Fix an integer $[[n]] \geq 2$ and let $\theta = 2\pi/[[n]]$. For $[[k]] = 1,\dots,[[n]]$ let $[[R]]_{[[k]]}$ be the counterclockwise rotation of the $[[x]][[y]]$-plane through angle $\theta$ about the point $[[P]]_{[[k]]} = ([[k]], 0)$. Let $[[R]] = [[R]]_{[[n]]} \circ \cdots \circ [[R]]_2 \circ [[R]]_1$ (first $[[R]]_1$, last $[[R]]_{[[n]]}$). Give a simplified formula for $[[R]]([[x]],[[y]])$.",
            r"In the $[[x]][[y]]$-plane, rotate counterclockwise by $2\pi/[[n]]$ about $(1,0)$, then about $(2,0)$, and so on, finally about $([[n]],0)$; here $[[n]] \ge 2$, and the rotation about $[[P]]_{[[k]]}=([[k]],0)$ is called $[[R]]_{[[k]]}$. Where does the composite map $[[R]]$ send an arbitrary point $([[x]],[[y]])$?",
        ],
        solution=(
            r"Identify the plane with $\mathbb{C}$ and let $\omega = e^{i\theta}$, so $\omega^{[[n]]} = 1$ and "
            r"$[[R]]_{[[k]]}(z) = \omega(z-[[k]]) + [[k]]$. Composing, $[[R]](z) = \omega^{[[n]]}z + (1-\omega)\sum_{[[k]]=1}^{[[n]]} [[k]]\omega^{[[n]]-[[k]]} "
            r"= z + (1-\omega)\sum_{[[k]]=1}^{[[n]]}[[k]]u^{[[k]]}$ with $u = \omega^{-1}$, $u^{[[n]]}=1$. From "
            r"$(1-u)\sum_{[[k]]=1}^{[[n]]} [[k]]u^{[[k]]} = \sum_{[[k]]=1}^{[[n]]} u^{[[k]]} - [[n]]u^{[[n]]+1} = -[[n]]u$ we get "
            r"$\sum [[k]]u^{[[k]]} = \frac{-[[n]]u}{1-u} = \frac{[[n]]}{1-\omega}$, hence $[[R]](z) = z + [[n]]$, i.e. "
            r"$[[R]]([[x]],[[y]]) = \boxed{([[x]] + [[n]], [[y]])}$."
        ),
        answer=r"([[x]] + [[n]], [[y]])",
        variables={"n": "n", "P": "P", "k": "k", "x": "x", "y": "y", "R": "R"},
    ),
    Template(
        name="putnam_2004_b5",
        kind="variable",
        statements=[
            r"Evaluate $\lim_{[[x]] \to 1^-} \prod_{[[n]]=0}^\infty \left(\frac{1+[[x]]^{[[n]]+1}}{1+[[x]]^[[n]]}\right)^{[[x]]^[[n]]}$.",
            r"Compute the limit as $[[x]]$ increases to $1$ of the infinite product \[ \prod_{[[n]] \ge 0} \left(\frac{1+[[x]]^{[[n]]+1}}{1+[[x]]^{[[n]]}}\right)^{[[x]]^{[[n]]}}. \]",
            r"For $0<[[x]]<1$ let $\Pi([[x]]) = \prod_{[[n]]=0}^{\infty}\bigl((1+[[x]]^{[[n]]+1})/(1+[[x]]^{[[n]]})\bigr)^{[[x]]^{[[n]]}}$. Find $\lim_{[[x]]\to 1^-}\Pi([[x]])$.",
        ],
        solution=(
            r"The logarithm of the product is $\sum_{[[n]]\ge0} [[x]]^{[[n]]}\ln(1+[[x]]^{[[n]]+1}) - \sum_{[[n]]\ge 0}[[x]]^{[[n]]}\ln(1+[[x]]^{[[n]]})$. "
            r"Shifting the index in the first sum, this equals $-\ln 2 + \sum_{[[n]]\ge1}([[x]]^{[[n]]-1}-[[x]]^{[[n]]})\ln(1+[[x]]^{[[n]]}) "
            r"= -\ln 2 + \frac{1-[[x]]}{[[x]]}\sum_{[[n]]\ge 1}[[x]]^{[[n]]}\ln(1+[[x]]^{[[n]]})$. Writing $[[x]] = e^{-h}$, the sum times $(1-[[x]])$ is a "
            r"Riemann sum that tends, as $h\to0^+$, to $\int_0^\infty e^{-s}\ln(1+e^{-s})\,ds = \int_0^1 \ln(1+t)\,dt = 2\ln 2 - 1$. "
            r"So the logarithm tends to $\ln 2 - 1$ and the limit is $\boxed{\frac{2}{e}}$."
        ),
        answer=r"\frac{2}{e}",
        variables={"x": "x", "n": "n"},
    ),
]
