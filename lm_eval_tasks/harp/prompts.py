"""The 4 Minerva exemplars of the paper's 4-shot Gemini runs (Appendix B.2.3 / C.3.1).

They are Hendrycks MATH train problems (algebra/943, precalculus/372, algebra/256,
algebra/1951) in the text the HARP authors' evaluation code used (Minerva's Appendix D.2
prompt, normalised to MATH's own text); each solution ends with the Minerva answer line.
The other prompts live in the task YAMLs (``description``, ``doc_to_text``, ``gen_prefix``).
"""

from __future__ import annotations

MINERVA_4SHOT: list[tuple[str, str]] = [
    (
        "Find the domain of the expression $\\frac{\\sqrt{x-2}}{\\sqrt{5-x}}$.",
        "The expressions inside each square root must be non-negative. Therefore, $x-2 \\ge 0$, so "
        "$x\\ge2$, and $5 - x \\ge 0$, so $x \\le 5$. Also, the denominator cannot be equal to zero, "
        "so $5-x>0$, which gives $x<5$. Therefore, the domain of the expression is "
        "$\\boxed{[2,5)}$.\nFinal Answer: The final answer is $[2,5)$. I hope it is correct.",
    ),
    (
        "If $\\det \\mathbf{A} = 2$ and $\\det \\mathbf{B} = 12,$ then find $\\det (\\mathbf{A} \\mathbf{B}).$",
        "We have that $\\det (\\mathbf{A} \\mathbf{B}) = (\\det \\mathbf{A})(\\det \\mathbf{B}) "
        "= (2)(12) = \\boxed{24}.$\nFinal Answer: The final answer is $24$. I hope it is correct.",
    ),
    (
        "Terrell usually lifts two 20-pound weights 12 times. If he uses two 15-pound weights "
        "instead, how many times must Terrell lift them in order to lift the same total weight?",
        "If Terrell lifts two 20-pound weights 12 times, he lifts a total of "
        "$2\\cdot 12\\cdot20=480$ pounds of weight.  If he lifts two 15-pound weights instead for "
        "$n$ times, he will lift a total of $2\\cdot15\\cdot n=30n$ pounds of weight.  Equating "
        "this to 480 pounds, we can solve for $n$: \\begin{align*}\n30n&=480\\\\\n\\Rightarrow"
        "\\qquad n&=480/30=\\boxed{16}\n\\end{align*}\nFinal Answer: The final answer is $16$. "
        "I hope it is correct.",
    ),
    (
        "If the system of equations\n\n\\begin{align*}\n6x-4y&=a,\\\\\n6y-9x &=b.\n\\end{align*}"
        "has a solution $(x, y)$ where $x$ and $y$ are both nonzero, find $\\frac{a}{b},$ "
        "assuming $b$ is nonzero.",
        "If we multiply the first equation by $-\\frac{3}{2}$, we obtain\n\n"
        "$$6y-9x=-\\frac{3}{2}a.$$Since we also know that $6y-9x=b$, we have\n\n"
        "$$-\\frac{3}{2}a=b\\Rightarrow\\frac{a}{b}=\\boxed{-\\frac{2}{3}}.$$\n"
        "Final Answer: The final answer is $-\\frac{2}{3}$. I hope it is correct.",
    ),
]
