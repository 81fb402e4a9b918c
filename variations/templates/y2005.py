"""Putnam 2005 variation templates: A5 (renamed variables)."""

from hardmath.variations.engine import Template

TEMPLATES = [
    Template(
        name="putnam_2005_a5",
        kind="variable",
        statements=[
            r"Evaluate $\int_0^1 \frac{\ln([[x]]+1)}{[[x]]^2+1}\,d[[x]]$.",
            r"Find the exact value of the definite integral \[ \int_{0}^{1} \frac{\ln(1+[[x]])}{1+[[x]]^2}\, d[[x]]. \]",
            r"Compute $\displaystyle\int_0^1 \frac{\log(1+[[x]])}{[[x]]^2+1}\,d[[x]]$ in closed form (here $\log$ is the natural logarithm).",
        ],
        solution=(
            r"Substitute $[[x]] = \tan\theta$: the integral becomes $[[I]] = \int_0^{\pi/4}\ln(1+\tan\theta)\,d\theta$. Replacing $\theta$ by "
            r"$\pi/4-\theta$ and using $1+\tan(\pi/4-\theta) = \frac{2}{1+\tan\theta}$ gives $[[I]] = \int_0^{\pi/4}(\ln 2 - \ln(1+\tan\theta))\,d\theta "
            r"= \frac{\pi}{4}\ln 2 - [[I]]$. Hence $[[I]] = \boxed{\frac{\pi}{8}\log 2}$."
        ),
        answer=r"\frac{\pi}{8}\log 2",
        variables={"x": "x", "I": "I"},
    ),
]
