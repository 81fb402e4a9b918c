r"""Write bench/equivalence_corpus.jsonl: the labeled answer-checker corpus.

Every case is hand-written below as (answer as the model wrote it, gold, label, note);
the model's answer is wrapped into a realistic response by rotating through the usual
final-answer forms, or the full response is written out (extraction, MCQ, no-answer and
adversarial cases). Labels are mathematical judgements, not any checker's output.

Decimal rule used for labels (issue 12): a decimal equals an exact gold only when it is
exactly equal (0.5 = 1/2, 0.\overline{3} = 1/3); an approximation (0.333 for 1/3, 3.14 for
pi) is wrong, as a competition grader marks it. The opt-in "rounded" policy of a task's YAML
would accept the rows noted "approximation".

Run: python bench/make_equivalence_corpus.py   (deterministic; rewrites the jsonl)
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).with_name("equivalence_corpus.jsonl")

T, F = True, False

# --------------------------------------------------------------------------- forms


def form_boxed(lead: str, a: str) -> str:
    return lead + "\n\nThus the answer is $\\boxed{" + a + "}$."


def form_minerva(lead: str, a: str) -> str:
    return lead + "\n\nFinal Answer: The final answer is $" + a + "$. I hope it is correct."


def form_answer_line(lead: str, a: str) -> str:
    return lead + "\n\nAnswer:\n$" + a + "$"


def form_therefore(lead: str, a: str) -> str:
    return lead + "\n\nTherefore, the final answer is: $\\boxed{" + a + "}$"


def form_bold(lead: str, a: str) -> str:
    return lead + "\n\n**Final Answer:** $" + a + "$"


def form_display_box(lead: str, a: str) -> str:
    return lead + "\n\n**Final Answer**\n\\[\n\\boxed{" + a + "}\n\\]"


FORMS = [form_boxed, form_minerva, form_answer_line, form_therefore, form_bold, form_display_box]

LEADS = {
    "normalization": [
        "We compute the quantity directly from the given data.",
        "Setting up the equation from the word problem and solving it gives the value below.",
        "Converting everything to the same units and simplifying, we obtain the result.",
    ],
    "exact_numbers": [
        "Simplifying the expression step by step, we get the exact value.",
        "We rationalize and reduce the result to lowest terms.",
        "Using the identity and evaluating at the given point yields the value.",
    ],
    "algebraic": [
        "Expanding and collecting like terms, the expression simplifies.",
        "We factor the polynomial using the known roots.",
        "Combining the fractions over a common denominator gives the expression.",
    ],
    "tuples": [
        "Solving the system by substitution, we find both coordinates.",
        "Substituting the first equation into the second and back-substituting gives the ordered pair.",
        "Matching coefficients gives the required ordered tuple.",
    ],
    "sets": [
        "Factoring the equation gives its roots.",
        "Checking each candidate in the original equation, the solutions are as follows.",
        "Solving the quadratic, we list all real solutions.",
    ],
    "intervals": [
        "The expression under the root must be non-negative and the denominator nonzero.",
        "Solving the inequality and checking the endpoints, we get the solution set.",
        "The function is defined exactly on the following set.",
    ],
    "pm": [
        "By the quadratic formula, the roots are as follows.",
        "Taking square roots of both sides, we get both values.",
        "Solving $x^2 = c$ gives two solutions.",
    ],
    "matrices": [
        "Multiplying the matrices entry by entry, we get the result.",
        "Computing the inverse with the adjugate formula gives the matrix.",
        "Projecting onto the given vector, we obtain the vector below.",
    ],
    "complex": [
        "Multiplying numerator and denominator by the conjugate, we simplify.",
        "Writing the number in rectangular form, we get the result.",
        "Using De Moivre's theorem, we compute the power.",
    ],
    "equations": [
        "Using the point-slope form with the given point and slope, we get the equation.",
        "Completing the square, we find the equation of the curve.",
        "The line through the two points has the following equation.",
    ],
    "inequalities": [
        "Solving the inequality, we isolate the variable.",
        "Dividing by the positive coefficient keeps the direction of the inequality.",
        "Testing the sign on each interval, the solution is as follows.",
    ],
    "text": [
        "Counting forward from the given day, we find the answer.",
        "Checking the definition against the given function, we conclude.",
        "Comparing the two quantities, we determine the answer.",
    ],
    "base_n": [
        "Converting by repeated division and reading the remainders from bottom to top, we get the digits.",
        "Adding column by column with carries in the given base, we get the result.",
        "Writing the number as a sum of powers of the base gives its representation.",
    ],
    "scientific": [
        "Multiplying the mantissas and adding the exponents gives the result.",
        "Converting to scientific notation, we get the value.",
        "Dividing the quantities and simplifying, we find the value.",
    ],
    "decimals": [
        "Evaluating numerically, we get the value.",
        "Using a calculator for the final step, we obtain the value.",
        "Approximating the exact value, we get the decimal.",
    ],
}


GENERIC_LEADS = [
    "Working through the problem step by step, we arrive at the result.",
    "Collecting the conditions and simplifying, we obtain the answer.",
    "After checking each case, the value follows.",
]


def wrapped(category: str, rows: list[tuple[str, str, bool, str]]) -> list[dict]:
    """Wrap each (answer, gold, label, note) into a response, rotating forms and lead-ins."""
    leads = LEADS.get(category, GENERIC_LEADS)
    out = []
    for i, (answer, gold, label, note) in enumerate(rows):
        response = FORMS[i % len(FORMS)](leads[i % len(leads)], answer)
        out.append({"category": category, "response": response, "gold": gold, "label": label, "note": note})
    return out


def explicit(category: str, rows: list[tuple[str, str, bool, str]]) -> list[dict]:
    """Rows that are already full responses."""
    return [{"category": category, "response": r, "gold": g, "label": lab, "note": n} for r, g, lab, n in rows]


# --------------------------------------------------------------------------- extraction

EXTRACTION = [
    ("The three sides sum to $5+5+7$, so the perimeter is $\\boxed{17}$.", "17", T, "plain boxed"),
    (
        "After rationalizing we get $\\boxed{\\frac{3}{\\sqrt{2}}}$.",
        "\\frac{3\\sqrt{2}}{2}",
        T,
        "boxed with nested braces, unrationalized but equal",
    ),
    ("Counting the cases, the result is $\\boxed 5$.", "5", T, "\\boxed without braces"),
    ("Counting the cases, the result is $\\boxed 5$.", "6", F, "\\boxed without braces, wrong value"),
    ("The determinant is $3\\cdot 4 = \\fbox{12}$.", "12", T, "\\fbox"),
    ("The determinant is $3\\cdot 4 = \\framebox{12}$.", "12", T, "\\framebox"),
    ("The determinant is $3\\cdot 4 - 1 = \\fbox{-7}$ after the sign flip.", "7", F, "\\fbox, off by sign"),
    (
        "We have $(2)(12) = 24$.\nFinal Answer: The final answer is $24$. I hope it is correct.",
        "24",
        T,
        "Minerva final-answer sentence",
    ),
    (
        "We have $(2)(12) = 24$.\nFinal Answer: The final answer is $24$. I hope it is correct.",
        "42",
        F,
        "Minerva sentence, digits swapped vs gold",
    ),
    (
        "Dividing the counts gives the probability.\n\nAnswer:\n$\\frac{7}{9}$",
        "\\frac79",
        T,
        "Answer: line, answer on next line",
    ),
    (
        "Dividing the counts gives the probability.\n\nAnswer:\n$\\frac{9}{7}$",
        "\\frac79",
        F,
        "Answer: line, inverted fraction",
    ),
    (
        "Solving $2x + 6 = 0$ gives $x = -3$.\n\nTherefore, the final answer is: $\\boxed{-3}$",
        "-3",
        T,
        "Therefore, the final answer is: boxed",
    ),
    (
        "Solving $2x - 6 = 0$ gives $x = 3$.\n\nTherefore, the final answer is: $\\boxed{3}$",
        "-3",
        F,
        "Therefore form, off by sign",
    ),
    ("There are $4^3 = 64$ such strings.\n\n**Final Answer:** 64", "64", T, "**Final Answer:** without dollars"),
    ("There are $4^3 - 1 = 63$ nonempty strings.\n\n**Final Answer:** 63", "64", F, "**Final Answer:**, off by one"),
    (
        "The distance is $\\sqrt{4^2+2^2} = \\sqrt{20}$.\n\n**Final Answer**\n\\[\n\\boxed{2\\sqrt{5}}\n\\]",
        "2\\sqrt5",
        T,
        "display-math boxed under a Final Answer heading",
    ),
    (
        "First, the number of pairs is $\\boxed{12}$. Each pair can be arranged in 3 ways, so the total is $12 \\cdot 3 = \\boxed{36}$.",
        "36",
        T,
        "two boxes, last one is the answer",
    ),
    (
        "Multiplying, we get $\\boxed{36}$. Wait, I double counted the pair $(1,1)$, so the total is $\\boxed{35}$.",
        "36",
        F,
        "right value boxed first, wrong value boxed last",
    ),
    (
        "From the first equation $x = 8$, and the question asks for $2x$, so the answer is $\\boxed{16}$.",
        "8",
        F,
        "gold appears in the reasoning but the final answer differs",
    ),
    ("The probability is $\\frac{3}{12}$, which reduces to $\\boxed{\\dfrac{1}{4}}$.", "\\frac14", T, "boxed \\dfrac"),
    ("Adding the terms gives the total.\n\nAnswer: 15", "15", T, "Answer: on the same line"),
    ("Adding the terms gives the total.\n\nAnswer: $15$", "15", T, "Answer: on the same line with dollars"),
    ("Substituting back, \\[\\boxed{x = 4}\\]", "4", T, "boxed equation x = 4"),
    ("Each of the 10 rows has 10 seats, so there are $\\boxed{100}$ seats.", "1000", F, "off by a factor of 10"),
    (
        "Half of the area is shaded.\nFinal Answer: The final answer is $\\frac{1}{2}$. I hope it is correct.",
        "0.5",
        T,
        "Minerva sentence, exact decimal gold",
    ),
    ("Hence the answer is $\\boxed{{5}}$.", "5", T, "doubled braces inside boxed"),
    ("Therefore $n = \\boxed{9}$.", "9", T, "boxed after n ="),
    (
        "Combining the fractions we obtain\n\nAnswer:\n\n$$-\\frac{5}{2}$$",
        "-\\frac52",
        T,
        "Answer: with display math after a blank line",
    ),
    (
        "Combining the fractions we obtain\n\nAnswer:\n\n$$\\frac{5}{2}$$",
        "-\\frac52",
        F,
        "Answer: display math, missing minus sign",
    ),
    (
        "So there are $3^4 = 81$ colorings.\n\n**Final Answer:** $\\boxed{81}$",
        "81",
        T,
        "bold Final Answer containing a box",
    ),
    ("So there are $3^4 - 1 = 80$ colorings.\n\nTherefore, the final answer is: $\\boxed{80}$", "81", F, "off by one"),
    ("Rounding down, the answer is $\\boxed{12.}$", "12", T, "trailing period inside the box"),
    (
        "The intersection point is found by substitution.\nFinal Answer: The final answer is $(3, 4)$. I hope it is correct.",
        "(3,4)",
        T,
        "Minerva sentence with a tuple",
    ),
    ("### Final Answer\n\n$\\boxed{3}$", "3", T, "markdown heading then box"),
    (
        "Thus $\\boxed{14}$ is the answer, since $14 < 15$ and 15 is not allowed.",
        "14",
        T,
        "text after the box mentions other numbers",
    ),
    (
        "Thus $\\boxed{14}$ is the answer, since $14 < 15$ and 15 is not allowed.",
        "15",
        F,
        "gold number appears after the box but the boxed answer differs",
    ),
    (
        "The area of the triangle is $\\frac{1}{2}\\cdot 6 \\cdot 8 = 24$. The answer is $24$.",
        "24",
        T,
        "plain 'The answer is' sentence",
    ),
    (
        "The area of the triangle is $\\frac{1}{2}\\cdot 6 \\cdot 8 = 24$. The answer is $48$.",
        "24",
        F,
        "plain sentence; the gold value only appears in the reasoning",
    ),
    (
        "Since the sum is $2+4+6+8 = 20$, the mean is $\\boxed{5}$.",
        "20",
        F,
        "boxed mean, gold is the sum in the reasoning",
    ),
    (
        "Final Answer: The final answer is $-\\frac{2}{3}$. I hope it is correct.",
        "-\\frac23",
        T,
        "response is only the Minerva sentence",
    ),
]

# --------------------------------------------------------------------------- normalization

NORMALIZATION = [
    ("\\dfrac{3}{4}", "\\frac{3}{4}", T, "\\dfrac vs \\frac"),
    ("\\tfrac{3}{4}", "\\frac34", T, "\\tfrac vs brace-less \\frac"),
    ("\\dfrac{4}{3}", "\\frac34", F, "inverted fraction"),
    ("\\left(\\frac{1}{2}\\right)", "\\frac12", T, "\\left( \\right) around a number"),
    ("3,\\!200", "3200", T, "thousands separator ,\\!"),
    ("3,\\!201", "3200", F, "thousands separator, off by one"),
    ("3{,}200", "3200", T, "thousands separator {,}"),
    ("3,200", "3200", T, "plain thousands comma"),
    ("32,000", "3200", F, "wrong magnitude"),
    ("1,000,000", "1000000", T, "two thousands separators"),
    ("10\\frac{2}{3}", "\\frac{32}{3}", T, "mixed number 10 2/3 = 32/3"),
    ("10\\frac{2}{3}", "\\frac{20}{3}", F, "mixed number is 32/3, not 10*2/3"),
    ("2\\frac{1}{4}", "\\frac94", T, "mixed number"),
    ("2\\frac{1}{4}", "2.25", T, "mixed number vs exact decimal"),
    ("\\$12.50", "12.50", T, "currency sign"),
    ("\\$12.50", "12.5", T, "currency and trailing zero"),
    ("\\$12.05", "12.50", F, "currency, swapped digits"),
    ("\\$1.50", "\\$15", F, "currency, wrong magnitude"),
    ("50\\%", "50", T, "percent sign"),
    ("50\\%", "5", F, "percent, wrong magnitude"),
    ("12.5\\%", "12.5", T, "percent with decimal"),
    ("90^\\circ", "90", T, "degree sign ^\\circ"),
    ("90^{\\circ}", "90", T, "degree sign ^{\\circ}"),
    ("89^\\circ", "90", F, "degrees, off by one"),
    ("5\\text{ cm}", "5", T, "unit in \\text"),
    ("5 \\text{ cm}^2", "5", T, "squared unit"),
    ("6 \\text{ cm}", "5", F, "unit, wrong value"),
    ("\\text{5 inches}", "5", T, "number and unit inside \\text"),
    ("x = 3", "3", T, "x = 3 vs 3"),
    ("x=-3", "3", F, "x = -3 vs 3"),
    ("3.", "3", T, "trailing period"),
    ("\\;4\\,", "4", T, "spacing commands"),
    ("\\!-\\!2", "-2", T, "negative thin spaces"),
    ("4\\quad", "4", T, "\\quad"),
    ("\\mathrm{16}", "16", T, "\\mathrm"),
    ("\\textbf{16}", "16", T, "\\textbf"),
    ("\\textbf{61}", "16", F, "\\textbf, digits swapped"),
    ("\\displaystyle\\frac{5}{6}", "\\frac56", T, "\\displaystyle"),
    ("45\\text{ degrees}", "45", T, "degrees as a word"),
    ("45^\\circ", "45^\\circ", T, "degrees on both sides"),
    ("\\$2,\\!500", "2500", T, "currency and thousands separator"),
    ("\\$2,\\!050", "2500", F, "currency and separator, digits moved"),
    ("n = 12", "12", T, "n = 12"),
    ("n = 21", "12", F, "n = 21 vs 12"),
    ("0.5\\%", "0.5", T, "small percent"),
    ("5\\%", "0.5", F, "percent, factor 10"),
    ("100\\text{ meters}", "100", T, "unit word"),
    ("1000\\text{ m}", "100", F, "unit, factor 10"),
    ("\\frac{1}{2}\\text{ hour}", "\\frac12", T, "fraction with unit"),
    ("f(2) = 7", "7", T, "f(2) = 7 vs 7"),
    ("20 \\mbox{ feet}", "20", T, "\\mbox unit"),
    ("\\frac{22}{7}", "\\frac{7}{22}", F, "inverted fraction"),
    ("2.50", "2.5", T, "trailing zero"),
    ("\\sqrt{2}/2", "\\frac{\\sqrt2}{2}", T, "slash vs \\frac"),
    ("1/2", "\\frac12", T, "slash fraction"),
    ("\\frac 1 2", "\\frac12", T, "\\frac with spaces"),
]

# --------------------------------------------------------------------------- exact numbers

EXACT = [
    ("\\frac{2}{4}", "\\frac12", T, "unreduced fraction"),
    ("\\sqrt{8}", "2\\sqrt2", T, "unsimplified radical"),
    ("\\sqrt{12}", "2\\sqrt3", T, "unsimplified radical"),
    ("3\\sqrt{2}", "2\\sqrt3", F, "radicand and coefficient swapped"),
    ("\\frac{\\sqrt{3}}{3}", "\\frac{1}{\\sqrt3}", T, "rationalized denominator"),
    ("\\frac{\\sqrt{3}}{2}", "\\frac{1}{\\sqrt3}", F, "different radical fraction"),
    ("\\frac{\\pi}{2}", "\\pi/2", T, "pi fraction forms"),
    ("2\\pi", "\\pi", F, "factor 2"),
    ("\\frac{-2}{3}", "-\\frac23", T, "minus in numerator"),
    ("\\frac{2}{-3}", "-\\frac23", T, "minus in denominator"),
    ("\\frac{2}{3}", "-\\frac23", F, "missing sign"),
    ("1.5", "\\frac32", T, "exact decimal"),
    ("\\sqrt[3]{8}", "2", T, "cube root"),
    ("2^{10}", "1024", T, "power vs value"),
    ("1023", "2^{10}", F, "off by one"),
    ("\\binom{5}{2}", "10", T, "binomial coefficient"),
    ("5!", "120", T, "factorial"),
    ("\\log_2 8", "3", T, "logarithm"),
    ("\\frac{7}{3}", "2\\frac13", T, "improper fraction vs mixed-number gold"),
    ("4\\pi", "\\frac{8\\pi}{2}", T, "unreduced pi multiple in gold"),
    ("\\pi^2", "\\pi", F, "pi squared"),
    ("\\frac{9\\pi}{4}", "\\frac{9}{4}\\pi", T, "coefficient placement"),
    ("\\frac{9\\pi}{4}", "\\frac{4\\pi}{9}", F, "inverted coefficient"),
    ("\\sqrt{50}", "5\\sqrt2", T, "unsimplified radical"),
    ("5\\sqrt{3}", "5\\sqrt2", F, "wrong radicand"),
    ("\\frac{1}{\\sqrt{2}}", "\\frac{\\sqrt2}{2}", T, "unrationalized"),
    ("2\\sqrt{2}+1", "1+\\sqrt8", T, "order and radical form"),
    ("2\\sqrt{2}-1", "1+\\sqrt8", F, "sign of the constant"),
    ("\\sqrt{3}+\\sqrt{2}", "\\sqrt{5+2\\sqrt6}", T, "denested radical: (sqrt3+sqrt2)^2 = 5+2sqrt6"),
    ("\\sqrt{3}-\\sqrt{2}", "\\sqrt{5+2\\sqrt6}", F, "sqrt3-sqrt2 squares to 5-2sqrt6"),
    ("\\frac{1}{2-\\sqrt{3}}", "2+\\sqrt3", T, "conjugate: 1/(2-sqrt3) = 2+sqrt3"),
    ("2-\\sqrt{3}", "2+\\sqrt3", F, "conjugate, not equal"),
    ("-0", "0", T, "negative zero"),
    ("\\frac{100}{3}", "33\\frac{1}{3}", T, "mixed-number gold"),
    ("\\frac{101}{3}", "33\\frac13", F, "off by 1/3"),
    ("\\cos\\frac{\\pi}{3}", "\\frac12", T, "trig value"),
    ("\\sin\\frac{\\pi}{3}", "\\frac12", F, "sin(pi/3) = sqrt3/2"),
    ("e^{2}", "e^2", T, "braces in exponent"),
    ("2e", "e^2", F, "2e vs e^2"),
    ("\\ln 8", "3\\ln 2", T, "log identity"),
    ("17", "71", F, "digits swapped"),
    ("\\sqrt{2}\\cdot\\sqrt{3}", "\\sqrt6", T, "product of radicals"),
    ("6^{1/2}", "\\sqrt6", T, "fractional exponent"),
    ("\\sqrt{6}", "6", F, "missing root"),
    ("-1", "1", F, "sign"),
    ("\\tan\\frac{\\pi}{4}", "1", T, "trig value"),
    ("\\frac{3}{8}", "0.375", T, "exact decimal gold"),
    ("\\frac{3}{8}", "0.38", F, "decimal gold 0.38 is not 3/8 = 0.375"),
]

# --------------------------------------------------------------------------- algebraic

ALGEBRAIC = [
    ("(x+1)^2", "x^2+2x+1", T, "factored vs expanded"),
    ("(x-1)^2", "x^2+2x+1", F, "sign inside square"),
    ("2x^2+6x", "2x(x+3)", T, "expanded vs factored"),
    ("2x^2+3x", "2x(x+3)", F, "wrong linear coefficient"),
    ("x^2-9", "(x-3)(x+3)", T, "difference of squares"),
    ("x^2+9", "(x-3)(x+3)", F, "sum instead of difference"),
    ("\\frac{1}{x-1}", "\\frac{x+1}{x^2-1}", T, "equal rational functions after cancelling x+1"),
    ("\\frac{1}{x+1}", "\\frac{x+1}{x^2-1}", F, "cancelled the wrong factor"),
    ("x", "\\sqrt{x^2}", F, "sqrt(x^2) = |x|, not x"),
    ("a^2-b^2", "(a+b)(a-b)", T, "difference of squares"),
    ("a^2+b^2", "(a+b)^2", F, "missing 2ab"),
    ("3(x+2)", "3x+6", T, "distributed"),
    ("3x+2", "3x+6", F, "distribution error"),
    ("x^3-1", "(x-1)(x^2+x+1)", T, "difference of cubes"),
    ("x^3+1", "(x-1)(x^2+x+1)", F, "sum of cubes instead"),
    ("\\frac{x^2-4}{x-2}", "x+2", T, "cancelling a common factor"),
    ("-x+5", "5-x", T, "term order"),
    ("x-5", "5-x", F, "sign"),
    ("4n+4", "4(n+1)", T, "factored"),
    ("4n+1", "4(n+1)", F, "distribution error"),
    ("\\frac{n(n+1)}{2}", "\\frac{n^2+n}{2}", T, "triangular numbers"),
    ("\\frac{n(n-1)}{2}", "\\frac{n^2+n}{2}", F, "off by one in n"),
    ("2\\sin x\\cos x", "\\sin 2x", T, "double-angle identity"),
    ("2\\sin x", "\\sin 2x", F, "not an identity"),
    ("e^{x}e^{y}", "e^{x+y}", T, "exponent law"),
    ("e^{xy}", "e^{x+y}", F, "product vs sum in exponent"),
    ("\\frac{x}{2}+\\frac{y}{3}", "\\frac{3x+2y}{6}", T, "common denominator"),
    ("\\frac{2x+3y}{6}", "\\frac{3x+2y}{6}", F, "coefficients swapped"),
    ("x^2 y + x y^2", "xy(x+y)", T, "factored"),
    ("(x+2)(x+3)", "x^2+5x+6", T, "factored"),
    ("(x+1)(x+6)", "x^2+5x+6", F, "(x+1)(x+6) = x^2+7x+6"),
    ("k^2+2k", "k(k+2)", T, "factored"),
    ("2^{n+1}", "2\\cdot 2^n", T, "exponent law"),
    ("2^{n}+1", "2\\cdot 2^n", F, "not equal"),
    ("\\frac{1}{2}x^2", "\\frac{x^2}{2}", T, "coefficient placement"),
    ("(x-2)(x+5)", "x^2+3x-10", T, "factored"),
    ("(x+2)(x-5)", "x^2+3x-10", F, "(x+2)(x-5) = x^2-3x-10"),
    ("\\sin^2 x+\\cos^2 x", "1", T, "Pythagorean identity"),
]

# --------------------------------------------------------------------------- tuples

TUPLES = [
    ("(1,2)", "(1,2)", T, "identical pair"),
    ("(2,1)", "(1,2)", F, "order matters"),
    ("(1, -2)", "(1,2)", F, "sign of second coordinate"),
    ("\\left(1, 2\\right)", "(1,2)", T, "\\left( \\right)"),
    ("(x, y) = (1, 2)", "(1,2)", T, "(x, y) = prefix"),
    ("\\left(\\frac{1}{2}, 3\\right)", "(0.5, 3)", T, "exact decimal coordinate"),
    ("\\left(\\frac{1}{2}, 3\\right)", "(3, \\frac12)", F, "order matters"),
    ("(3, 4, 5)", "(3,4,5)", T, "triple with spaces"),
    ("(3, 5, 4)", "(3,4,5)", F, "last two swapped"),
    ("(3,4)", "(3,4,5)", F, "missing coordinate"),
    ("(-1, \\sqrt{2})", "(-1,\\sqrt2)", T, "radical coordinate"),
    ("(-1, 2\\sqrt{2})", "(-1, \\sqrt8)", T, "equal radical forms"),
    ("\\left(1, \\frac{\\pi}{2}\\right)", "\\left(1, \\frac{\\pi}{2}\\right)", T, "identical"),
    ("(1, \\pi)", "\\left(1, \\frac{\\pi}{2}\\right)", F, "second coordinate factor 2"),
    ("\\left(2, \\frac{4}{6}\\right)", "(2,\\frac23)", T, "unreduced fraction coordinate"),
    ("(0, 0)", "(0,1)", F, "second coordinate"),
    ("(a, b) = (4, 7)", "(4,7)", T, "(a, b) = prefix"),
    ("(7, 4)", "(4,7)", F, "order matters"),
    ("(1,2,3,4)", "(1,2,3,4)", T, "4-tuple"),
    ("(1,2,4,3)", "(1,2,3,4)", F, "last two swapped"),
    ("\\left(6, -\\frac{3}{2}\\right)", "(6,-1.5)", T, "exact decimal coordinate"),
    ("\\left(6, \\frac{3}{2}\\right)", "(6,-1.5)", F, "sign"),
    ("( 2 , 3 )", "(2,3)", T, "extra spaces"),
    (
        "(r, \\theta) = \\left(2, \\frac{\\pi}{3}\\right)",
        "\\left(2,\\frac{\\pi}{3}\\right)",
        T,
        "polar coordinates with prefix",
    ),
    ("\\left(2, \\frac{\\pi}{6}\\right)", "\\left(2,\\frac{\\pi}{3}\\right)", F, "wrong angle"),
    ("(-2, 5)", "(2, -5)", F, "both signs flipped"),
    ("(8,1,-1)", "(8,1,-1)", T, "identical triple"),
    ("(8,-1,1)", "(8,1,-1)", F, "last two swapped"),
    ("x = 1, y = 2", "(1,2)", T, "named coordinates in the gold's (x, y) order"),
]

# --------------------------------------------------------------------------- sets and unordered lists

SETS = [
    ("1, 2, 3", "1,2,3", T, "same list"),
    ("3, 2, 1", "1,2,3", T, "solution list, order irrelevant"),
    ("1, 2", "1,2,3", F, "missing a solution"),
    ("1, 2, 3, 4", "1,2,3", F, "extra solution"),
    ("\\{1, 2, 3\\}", "\\{3,1,2\\}", T, "set order irrelevant"),
    ("\\{1, 2, 4\\}", "\\{3,1,2\\}", F, "wrong element"),
    ("-2, 2", "2,-2", T, "order irrelevant"),
    ("2", "2,-2", F, "missing negative root"),
    ("\\frac{1}{2}, -3", "-3, \\frac12", T, "order irrelevant"),
    ("\\frac{1}{2}, 3", "-3, \\frac12", F, "sign of one root"),
    ("x = 1 \\text{ or } x = 5", "1, 5", T, "'or' list of equations"),
    ("x=1, x=5", "1,5", T, "comma list of equations"),
    ("1 \\text{ and } 5", "1,5", T, "'and' list"),
    ("1, -5", "1,5", F, "sign of one root"),
    ("\\sqrt{2}, -\\sqrt{2}", "-\\sqrt2,\\sqrt2", T, "order irrelevant"),
    ("\\sqrt{2}", "-\\sqrt2, \\sqrt2", F, "missing negative root"),
    ("0, 1, -1", "-1, 0, 1", T, "order irrelevant"),
    ("0, 1", "-1,0,1", F, "missing root"),
    ("\\{2, 3\\}", "2, 3", T, "set vs list of solutions"),
    ("\\varnothing", "\\emptyset", T, "empty set symbols"),
    ("\\{0\\}", "\\emptyset", F, "{0} is not empty"),
    ("3, 1 + i, 1 - i", "1-i, 1+i, 3", T, "complex roots, order irrelevant"),
    ("3, 1+i", "1-i, 1+i, 3", F, "missing conjugate root"),
    ("7, 11, 13", "13, 11, 7", T, "order irrelevant"),
    ("7, 11, 17", "13,11,7", F, "one wrong element"),
    ("\\{1,3\\} \\cup \\{2,4\\}", "\\{1,2,3,4\\}", T, "union of sets"),
    ("-1, \\frac{1}{3}", "\\frac13, -1", T, "order irrelevant"),
    ("1, \\frac{1}{3}", "\\frac13,-1", F, "sign of one root"),
    ("\\{-4, 4\\}", "\\{4, -4\\}", T, "set order"),
]

# --------------------------------------------------------------------------- intervals

INTERVALS = [
    ("[2,5)", "[2,5)", T, "identical"),
    ("[2,5]", "[2,5)", F, "closed vs open right end"),
    ("(2,5)", "[2,5)", F, "open vs closed left end"),
    ("\\left[2, 5\\right)", "[2,5)", T, "\\left[ \\right)"),
    ("x \\in [2,5)", "[2,5)", T, "x \\in prefix"),
    ("2 \\le x < 5", "[2,5)", T, "same set as an inequality"),
    ("2 < x \\le 5", "[2,5)", F, "both ends flipped"),
    ("(-\\infty, 3]", "(-\\infty,3]", T, "spacing"),
    ("(-\\infty, 3)", "(-\\infty,3]", F, "open vs closed end"),
    ("(-\\infty,-1)\\cup(1,\\infty)", "(1,\\infty)\\cup(-\\infty,-1)", T, "union order irrelevant"),
    ("(-\\infty,-1]\\cup(1,\\infty)", "(-\\infty,-1)\\cup(1,\\infty)", F, "closed end at -1"),
    ("(-\\infty, -1) \\cup (1, +\\infty)", "(-\\infty,-1)\\cup(1,\\infty)", T, "+\\infty"),
    ("[0, \\infty)", "[0,\\infty)", T, "spacing"),
    ("(0, \\infty)", "[0,\\infty)", F, "0 excluded"),
    ("\\left[-\\frac{1}{2}, \\frac{1}{2}\\right]", "[-0.5, 0.5]", T, "exact decimal endpoints"),
    ("\\left[-\\frac{1}{2}, 2\\right]", "[-0.5,0.5]", F, "wrong right end"),
    ("(-3, 3)", "(-3,3)", T, "spacing"),
    ("(-3, 3]", "(-3,3)", F, "closed right end"),
    ("\\left(-\\infty, \\frac{5}{2}\\right]", "(-\\infty, \\frac52]", T, "\\left( \\right]"),
    ("\\left(-\\infty, \\frac{2}{5}\\right]", "(-\\infty,\\frac52]", F, "inverted endpoint"),
    ("[1, 4]", "[1,4]", T, "spacing"),
    ("[1, 3]", "[1,4]", F, "off by one"),
    ("(-\\infty, \\infty)", "\\mathbb{R}", T, "all reals"),
    ("[\\sqrt{2}, 2\\sqrt{2})", "[\\sqrt2,\\sqrt8)", T, "radical endpoints"),
    ("(\\sqrt{2}, 2\\sqrt{2})", "[\\sqrt2,\\sqrt8)", F, "open left end"),
    ("[-2,0)\\cup(0,2]", "[-2,0)\\cup(0,2]", T, "identical union"),
    ("[-2,2]", "[-2,0)\\cup(0,2]", F, "0 must be excluded"),
    ("(1, 5)", "(1,5]", F, "open right end"),
    ("[3, 7]", "[3,7)", F, "closed right end"),
    ("[0, 2\\pi)", "[0, 2\\pi)", T, "identical"),
    ("[0, \\pi)", "[0,2\\pi)", F, "right end halved"),
]

# --------------------------------------------------------------------------- \pm

PM = [
    ("\\pm 2", "\\pm2", T, "spacing"),
    ("2, -2", "\\pm 2", T, "both branches listed"),
    ("2", "\\pm2", F, "missing negative branch"),
    ("-2", "\\pm2", F, "missing positive branch"),
    ("1 \\pm \\sqrt{3}", "1+\\sqrt3, 1-\\sqrt3", T, "\\pm vs both listed"),
    ("1+\\sqrt{3}, 1-\\sqrt{3}", "1\\pm\\sqrt3", T, "both listed vs \\pm"),
    ("1 + \\sqrt{3}", "1\\pm\\sqrt3", F, "missing minus branch"),
    ("-1 \\pm \\sqrt{3}", "1\\pm\\sqrt3", F, "wrong center"),
    ("x = \\pm 3", "\\pm 3", T, "x = \\pm 3"),
    ("x = 3", "\\pm3", F, "missing branch"),
    ("\\frac{-1 \\pm \\sqrt{5}}{2}", "\\frac{-1+\\sqrt5}{2}, \\frac{-1-\\sqrt5}{2}", T, "quadratic formula form"),
    ("\\frac{1 \\pm \\sqrt{5}}{2}", "\\frac{-1\\pm\\sqrt5}{2}", F, "sign of -b"),
    ("\\pm\\frac{1}{2}", "\\frac12, -\\frac12", T, "\\pm fraction"),
    ("\\pm\\frac{1}{3}", "\\pm\\frac12", F, "wrong magnitude"),
    ("3 \\pm 2i", "3+2i, 3-2i", T, "complex conjugates"),
    ("3 \\pm 2i", "2 \\pm 3i", F, "real and imaginary swapped"),
    ("\\pm\\sqrt{7}", "\\sqrt7,-\\sqrt7", T, "\\pm radical"),
    ("\\sqrt{7}", "\\pm\\sqrt7", F, "missing negative branch"),
    ("-2 \\pm 2\\sqrt{2}", "-2\\pm\\sqrt8", T, "equal radical forms"),
    ("2 \\pm 2\\sqrt{2}", "-2\\pm\\sqrt8", F, "wrong center"),
]

# --------------------------------------------------------------------------- matrices and vectors

PM22 = "\\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix}"
S2 = "\\frac{\\sqrt{2}}{2}"
ROT = "\\begin{pmatrix} " + S2 + " & -" + S2 + " \\\\ " + S2 + " & " + S2 + " \\end{pmatrix}"
MATRICES = [
    (PM22, "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}", T, "same matrix, spacing"),
    ("\\begin{bmatrix} 1 & 2 \\\\ 3 & 4 \\end{bmatrix}", PM22, T, "bmatrix vs pmatrix"),
    ("\\begin{pmatrix} 1 & 3 \\\\ 2 & 4 \\end{pmatrix}", PM22, F, "transposed"),
    (
        "\\begin{pmatrix} \\frac{1}{2} \\\\ 3 \\end{pmatrix}",
        "\\begin{pmatrix} 0.5 \\\\ 3 \\end{pmatrix}",
        T,
        "exact decimal entry",
    ),
    (
        "\\begin{pmatrix} -\\frac{1}{2} \\\\ 3 \\end{pmatrix}",
        "\\begin{pmatrix} \\frac12 \\\\ 3 \\end{pmatrix}",
        F,
        "sign of an entry",
    ),
    (
        "\\begin{pmatrix} 2 \\\\ -1 \\\\ 4 \\end{pmatrix}",
        "\\begin{pmatrix} 2 \\\\ -1 \\\\ 4 \\end{pmatrix}",
        T,
        "identical column vector",
    ),
    (
        "\\begin{pmatrix} 2 \\\\ 1 \\\\ 4 \\end{pmatrix}",
        "\\begin{pmatrix} 2 \\\\ -1 \\\\ 4 \\end{pmatrix}",
        F,
        "sign of an entry",
    ),
    ("(2, -1, 4)", "\\begin{pmatrix} 2 \\\\ -1 \\\\ 4 \\end{pmatrix}", T, "vector written as a triple"),
    ("\\begin{pmatrix} 4 & 0 \\\\ 0 & 4 \\end{pmatrix}", "\\begin{pmatrix}4&0\\\\0&4\\end{pmatrix}", T, "spacing"),
    (
        "\\begin{pmatrix} 4 & 0 \\\\ 0 & -4 \\end{pmatrix}",
        "\\begin{pmatrix}4&0\\\\0&4\\end{pmatrix}",
        F,
        "sign of an entry",
    ),
    (
        "\\begin{pmatrix} \\sqrt{2}/2 & -\\sqrt{2}/2 \\\\ \\sqrt{2}/2 & \\sqrt{2}/2 \\end{pmatrix}",
        ROT,
        T,
        "rotation matrix, slash fractions",
    ),
    (
        "\\begin{pmatrix} " + S2 + " & " + S2 + " \\\\ -" + S2 + " & " + S2 + " \\end{pmatrix}",
        ROT,
        F,
        "transposed rotation",
    ),
    ("\\begin{pmatrix} 0 & 0 \\\\ 0 & 0 \\end{pmatrix}", "\\begin{pmatrix}0&0\\\\0&0\\end{pmatrix}", T, "zero matrix"),
    ("\\begin{pmatrix} 2 & 4 \\\\ 6 & 8 \\end{pmatrix}", "\\begin{pmatrix} 2&4\\\\6&8 \\end{pmatrix}", T, "spacing"),
    (
        "\\begin{pmatrix} 2 & 4 \\\\ 6 & 9 \\end{pmatrix}",
        "\\begin{pmatrix} 2&4\\\\6&8 \\end{pmatrix}",
        F,
        "one entry off by one",
    ),
    (
        "\\begin{pmatrix} -1 & 0 \\\\ 0 & -1 \\end{pmatrix}",
        "\\begin{pmatrix}-1&0\\\\0&-1\\end{pmatrix}",
        T,
        "negative identity",
    ),
    ("\\begin{pmatrix} 1 & 0 \\\\ 0 & 1 \\end{pmatrix}", "\\begin{pmatrix}-1&0\\\\0&-1\\end{pmatrix}", F, "sign"),
    ("\\begin{pmatrix} 3 \\\\ 4 \\end{pmatrix}", "\\begin{pmatrix} 4\\\\3 \\end{pmatrix}", F, "entries swapped"),
    (
        "\\begin{pmatrix} 1/3 \\\\ 2/3 \\\\ 2/3 \\end{pmatrix}",
        "\\begin{pmatrix} \\frac13\\\\ \\frac23\\\\ \\frac23 \\end{pmatrix}",
        T,
        "slash fractions",
    ),
    (
        "\\begin{pmatrix} 0.33 \\\\ 0.67 \\\\ 0.67 \\end{pmatrix}",
        "\\begin{pmatrix} \\frac13\\\\ \\frac23\\\\ \\frac23 \\end{pmatrix}",
        F,
        "decimal rule: 2 significant digits are not enough",
    ),
    (
        "\\begin{bmatrix} 5 & -2 \\\\ -7 & 3 \\end{bmatrix}",
        "\\begin{pmatrix}5&-2\\\\-7&3\\end{pmatrix}",
        T,
        "inverse, bmatrix",
    ),
    (
        "\\begin{bmatrix} 5 & 2 \\\\ 7 & 3 \\end{bmatrix}",
        "\\begin{pmatrix}5&-2\\\\-7&3\\end{pmatrix}",
        F,
        "signs of the off-diagonal",
    ),
]

# --------------------------------------------------------------------------- complex numbers

COMPLEX = [
    ("3+4i", "3+4i", T, "identical"),
    ("4i+3", "3+4i", T, "term order"),
    ("3-4i", "3+4i", F, "conjugate"),
    ("4+3i", "3+4i", F, "parts swapped"),
    ("\\frac{1}{2}+\\frac{1}{2}i", "\\frac{1+i}{2}", T, "split fraction"),
    ("\\frac{1}{2}-\\frac{1}{2}i", "\\frac{1+i}{2}", F, "conjugate"),
    ("\\frac{1}{i}", "-i", T, "1/i = -i"),
    ("i", "-i", F, "sign"),
    ("1+\\sqrt{3}i", "2e^{i\\pi/3}", T, "polar vs rectangular"),
    ("1-\\sqrt{3}i", "2e^{i\\pi/3}", F, "conjugate"),
    ("(1+i)^2", "2i", T, "unexpanded power"),
    ("2", "2i", F, "missing i"),
    ("-7+24i", "(3+4i)^2", T, "(3+4i)^2 = -7+24i"),
    ("7+24i", "-7+24i", F, "sign of the real part"),
    ("\\frac{3+4i}{5}", "\\frac35+\\frac45 i", T, "combined fraction"),
    ("\\frac{4+3i}{5}", "\\frac35+\\frac45i", F, "parts swapped"),
    ("5\\,i", "5i", T, "thin space"),
    ("-1", "i^2", T, "i^2 = -1"),
    ("1", "i^2", F, "sign"),
    ("\\sqrt{2}+\\sqrt{2}i", "2e^{i\\pi/4}", T, "polar vs rectangular"),
    ("\\sqrt{2}-\\sqrt{2}i", "2e^{i\\pi/4}", F, "conjugate"),
    ("i+2", "2+i", T, "term order"),
]

# --------------------------------------------------------------------------- equations

EQUATIONS = [
    ("y = 2x + 3", "y=2x+3", T, "spacing"),
    ("y = 3 + 2x", "y=2x+3", T, "term order"),
    ("y = 2x - 3", "y=2x+3", F, "sign of intercept"),
    ("y = -2x + 3", "y=2x+3", F, "sign of slope"),
    ("2x - y + 3 = 0", "y=2x+3", T, "same line in general form"),
    ("x^2 + y^2 = 25", "x^2+y^2=25", T, "spacing"),
    ("x^2 + y^2 = 5", "x^2+y^2=25", F, "radius vs radius squared"),
    ("(x-1)^2 + (y+2)^2 = 9", "(x-1)^2+(y+2)^2=9", T, "spacing"),
    ("(x+1)^2 + (y-2)^2 = 9", "(x-1)^2+(y+2)^2=9", F, "center signs flipped"),
    ("x^2 - 2x + y^2 + 4y - 4 = 0", "(x-1)^2+(y+2)^2=9", T, "expanded circle equation"),
    ("y = \\frac{1}{2}x + 1", "x - 2y + 2 = 0", T, "slope-intercept vs general form"),
    ("y = 2x + 1", "x-2y+2=0", F, "different line"),
    ("2x + 3y - z = 0", "z=2x+3y", T, "plane, rearranged"),
    ("x + y + z = 6", "x+y+z=6", T, "spacing"),
    ("x + y + z = 5", "x+y+z=6", F, "off by one"),
    ("y = x^2 - 4x + 3", "y=(x-1)(x-3)", T, "expanded parabola"),
    ("y = x^2 - 4x - 3", "y=(x-1)(x-3)", F, "sign of constant"),
    ("3x + 4y = 12", "\\frac{x}{4}+\\frac{y}{3}=1", T, "intercept form times 12"),
    ("4x + 3y = 12", "\\frac{x}{4}+\\frac{y}{3}=1", F, "intercepts swapped"),
    ("y = -\\frac{3}{4}x + 3", "3x+4y=12", T, "solved for y"),
    ("y = \\frac{3}{4}x + 3", "3x+4y=12", F, "sign of slope"),
    ("x = 2", "x=2", T, "vertical line"),
    ("y = 2", "x=2", F, "horizontal vs vertical line"),
    ("y=x", "x-y=0", T, "rearranged"),
]

# --------------------------------------------------------------------------- inequalities

INEQUALITIES = [
    ("x > 3", "x>3", T, "spacing"),
    ("3 < x", "x>3", T, "reversed form"),
    ("x \\ge 3", "x>3", F, "non-strict vs strict"),
    ("x < 3", "x>3", F, "direction"),
    ("(3, \\infty)", "x > 3", T, "interval vs inequality"),
    ("[3, \\infty)", "x>3", F, "3 included"),
    ("x \\geq -2", "x \\ge -2", T, "\\geq vs \\ge"),
    ("x \\geq 2", "x\\ge -2", F, "sign of bound"),
    ("-2 < x < 5", "(-2,5)", T, "chain vs interval"),
    ("-2 \\le x < 5", "(-2,5)", F, "-2 included"),
    ("x > 4", "(4,\\infty)", T, "inequality vs interval"),
    ("x < 4", "(4,\\infty)", F, "direction"),
    ("x \\le -1 \\text{ or } x \\ge 1", "(-\\infty,-1]\\cup[1,\\infty)", T, "'or' inequalities vs union"),
    ("x < -1 \\text{ or } x > 1", "(-\\infty,-1]\\cup[1,\\infty)", F, "strict vs closed ends"),
    ("|x| \\le 2", "-2\\le x\\le 2", T, "absolute value form of the same set"),
    ("|x| < 2", "-2 \\le x \\le 2", F, "strict"),
    ("x > \\frac{1}{2}", "x > 0.5", T, "exact decimal bound"),
    ("x > \\frac{1}{3}", "x>0.5", F, "different bound"),
    ("2x > 6", "x > 3", T, "equivalent inequality"),
    ("a \\leq 4", "a \\le 4", T, "\\leq vs \\le"),
    ("0 < k < 1", "0<k<1", T, "spacing"),
    ("0 \\le k \\le 1", "0<k<1", F, "ends included"),
]

# --------------------------------------------------------------------------- text answers

TEXT = [
    ("\\text{Tuesday}", "\\text{Tuesday}", T, "identical"),
    ("Tuesday", "\\text{Tuesday}", T, "bare word vs \\text"),
    ("\\text{Wednesday}", "\\text{Tuesday}", F, "off by one day"),
    ("\\text{even}", "\\text{even}", T, "identical"),
    ("\\text{odd}", "\\text{even}", F, "opposite"),
    ("\\text{yes}", "\\text{Yes}", T, "case"),
    ("\\text{No}", "\\text{Yes}", F, "opposite"),
    ("\\text{east}", "\\text{East}", T, "case"),
    ("\\text{west}", "\\text{East}", F, "opposite"),
    ("\\text{Alice}", "\\text{Alice}", T, "name"),
    ("\\text{Bob}", "\\text{Alice}", F, "other name"),
    ("\\text{neither}", "\\text{neither}", T, "identical"),
    ("\\text{odd}", "\\text{neither}", F, "wrong classification"),
    ("\\textbf{Sunday}", "\\text{Sunday}", T, "\\textbf vs \\text"),
    ("\\text{circle}", "\\text{ellipse}", F, "different conic"),
    ("\\text{hyperbola}", "\\text{hyperbola}", T, "identical"),
    ("\\text{infinitely many}", "\\text{infinitely many}", T, "phrase"),
    ("\\text{none}", "\\text{infinitely many}", F, "different phrase"),
    ("\\text{Monday}", "\\text{monday}", T, "case"),
    ("\\text{January}", "\\text{June}", F, "different month"),
    ("\\text{Ella}", "\\text{Ellie}", F, "near-miss spelling"),
    ("\\text{increasing}", "\\text{decreasing}", F, "opposite, shares a suffix"),
    ("\\text{true}", "\\text{True}", T, "case"),
    ("\\text{Friday}", "Friday", T, "\\text vs bare gold"),
]

# --------------------------------------------------------------------------- base-n numbers

BASE_N = [
    ("1011_2", "1011_2", T, "identical"),
    ("1011_{2}", "1011_2", T, "braced subscript"),
    ("1011", "1011_2", T, "base subscript omitted"),
    ("1101_2", "1011_2", F, "digits permuted"),
    ("10110_2", "1011_2", F, "extra digit"),
    ("2A_{16}", "2A_{16}", T, "hex"),
    ("2a_{16}", "2A_{16}", T, "hex digit case"),
    ("A2_{16}", "2A_{16}", F, "digits reversed"),
    ("123_4", "123_{4}", T, "braced subscript in gold"),
    ("132_4", "123_4", F, "digits permuted"),
    ("4210_{5}", "4210_5", T, "braced subscript"),
    ("4201_5", "4210_5", F, "digits permuted"),
    ("10001_2", "10001_{2}", T, "braced subscript in gold"),
    ("1001_2", "10001_2", F, "missing digit"),
    ("777_8", "777_8", T, "octal"),
    ("776_8", "777_8", F, "off by one"),
    ("1210_3", "1210_3", T, "ternary"),
    ("1201_3", "1210_3", F, "digits permuted"),
    ("B6_{12}", "B6_{12}", T, "base 12 with letter digit"),
    ("6B_{12}", "B6_{12}", F, "digits reversed"),
]

# --------------------------------------------------------------------------- scientific notation

SCIENTIFIC = [
    ("6.02 \\times 10^{23}", "6.02\\times10^{23}", T, "spacing"),
    ("6.02 \\cdot 10^{23}", "6.02\\times10^{23}", T, "\\cdot vs \\times"),
    ("6.02 \\times 10^{22}", "6.02\\times10^{23}", F, "exponent off by one"),
    ("602" + "0" * 21, "6.02\\times10^{23}", T, "full integer, exactly equal"),
    ("602" + "0" * 20, "6.02\\times10^{23}", F, "one zero missing"),
    ("1.5 \\times 10^{-3}", "0.0015", T, "negative exponent"),
    ("1.5 \\times 10^{3}", "0.0015", F, "exponent sign"),
    ("1.5e-3", "0.0015", T, "e-notation"),
    ("1.5e3", "0.0015", F, "e-notation, exponent sign"),
    ("3 \\times 10^8", "300000000", T, "brace-less exponent"),
    ("3 \\times 10^9", "300000000", F, "exponent off by one"),
    ("2.5 \\times 10^{4}", "25000", T, "scientific vs integer"),
    ("2.5 \\times 10^{5}", "25000", F, "exponent off by one"),
    ("10^{-2}", "0.01", T, "power of ten"),
    ("10^{-3}", "0.01", F, "exponent off by one"),
    ("7.2\\times 10^{6}", "7,200,000", T, "thousands-separated gold"),
    ("7.2\\times10^{6}", "72,000,000", F, "factor 10"),
    ("-4.0 \\times 10^{-5}", "-4\\times10^{-5}", T, "trailing zero in mantissa"),
    ("4.0 \\times 10^{-5}", "-4\\times10^{-5}", F, "sign"),
    ("1.23\\times 10^{2}", "123", T, "scientific vs integer"),
    ("12.3\\times10^{2}", "123", F, "factor 10"),
]

# --------------------------------------------------------------------------- decimals vs exact

R = "decimal rule: "
A = "approximation of an exact gold (correct only under decimals: rounded): "
DECIMALS = [
    ("0.333", "\\frac13", F, A + "1/3 rounded to 3 places is 0.333 (3 significant digits)"),
    ("0.33", "\\frac13", F, R + "only 2 significant digits"),
    ("0.3333", "\\frac13", F, A + "1/3 rounded to 4 places"),
    ("0.334", "\\frac13", F, R + "1/3 rounds to 0.333"),
    ("3.14", "\\pi", F, A + "pi rounded to 2 places, 3 significant digits"),
    ("3.1416", "\\pi", F, A + "pi rounded to 4 places"),
    ("3.1415", "\\pi", F, R + "truncated; pi rounds to 3.1416"),
    ("3.15", "\\pi", F, R + "pi rounds to 3.14"),
    ("3.1", "\\pi", F, R + "only 2 significant digits"),
    ("1.414", "\\sqrt2", F, A + "sqrt2 = 1.41421..."),
    ("1.41", "\\sqrt2", F, A + "sqrt2 rounded to 2 places"),
    ("1.42", "\\sqrt2", F, R + "sqrt2 rounds to 1.41"),
    ("0.667", "\\frac23", F, A + "2/3 rounded to 3 places"),
    ("0.666", "\\frac23", F, R + "truncated; 2/3 rounds to 0.667"),
    ("0.67", "\\frac23", F, R + "only 2 significant digits"),
    ("0.5", "\\frac12", T, R + "exactly equal"),
    ("0.25", "\\frac14", T, R + "exactly equal"),
    ("2.718", "e", F, A + "e = 2.71828..."),
    ("2.71", "e", F, R + "e rounds to 2.72"),
    ("2.72", "e", F, A + "e rounded to 2 places"),
    ("0.143", "\\frac17", F, A + "1/7 = 0.142857..."),
    ("0.142", "\\frac17", F, R + "truncated; 1/7 rounds to 0.143"),
    ("12.0", "12", T, R + "exactly equal"),
    ("12.01", "12", F, R + "12 rounded to 2 places is 12.00"),
    ("1.732", "\\sqrt3", F, A + "sqrt3 = 1.7320508..."),
    ("1.733", "\\sqrt3", F, R + "sqrt3 rounds to 1.732"),
    ("33.33", "\\frac{100}{3}", F, A + "100/3 rounded to 2 places"),
    ("33.3", "\\frac{100}{3}", F, A + "100/3 rounded to 1 place, 3 significant digits"),
    ("33", "\\frac{100}{3}", F, "an integer is an exact claim, 33 != 100/3"),
    ("0.0667", "\\frac{1}{15}", F, A + "1/15 = 0.06666..., 3 significant digits"),
    ("0.067", "\\frac{1}{15}", F, R + "only 2 significant digits"),
    ("6.283", "2\\pi", F, A + "2pi = 6.28318..."),
    ("6.28", "2\\pi", F, A + "2pi rounded to 2 places"),
    ("6.29", "2\\pi", F, R + "2pi rounds to 6.28"),
    ("0.785", "\\frac{\\pi}{4}", F, A + "pi/4 = 0.785398..."),
    ("0.786", "\\frac{\\pi}{4}", F, R + "pi/4 rounds to 0.785"),
    ("1.6667", "\\frac53", F, A + "5/3 rounded to 4 places"),
    ("1.6666", "\\frac53", F, R + "truncated; 5/3 rounds to 1.6667"),
    ("0.1", "\\frac19", F, R + "1 significant digit and not equal"),
    ("2.236", "\\sqrt5", F, A + "sqrt5 = 2.2360679..."),
    ("0.707", "\\frac{\\sqrt2}{2}", F, A + "sqrt2/2 = 0.7071067..."),
    ("0.7071", "\\frac{\\sqrt2}{2}", F, A + "rounded to 4 places"),
    ("0.70", "\\frac{\\sqrt2}{2}", F, R + "2 significant digits and wrong"),
    ("\\frac{3}{4}", "0.75", T, R + "exact fraction vs exact decimal gold"),
    ("0.125", "\\frac18", T, R + "exactly equal"),
    ("0.\\overline{6}", "\\frac23", T, R + "repeating decimal, exactly equal"),
]

# --------------------------------------------------------------------------- MCQ letters

MCQ = [
    ("Option (C) is the only one that satisfies both conditions. The answer is (C).", "C", T, "The answer is (C)"),
    ("Option (B) is the only one that satisfies both conditions. The answer is (B).", "C", F, "wrong letter"),
    ("Checking each option against the constraint:\n\nAnswer: C", "C", T, "Answer: letter"),
    ("Checking each option against the constraint:\n\nAnswer: D", "C", F, "Answer: wrong letter"),
    ("The sum is 12, which is option C. $\\boxed{C}$", "C", T, "boxed letter"),
    ("The sum is 12. $\\boxed{\\text{(C)}}$", "C", T, "boxed \\text{(C)}"),
    ("The sum is 12. $\\boxed{\\textbf{(C)}}$", "C", T, "boxed \\textbf{(C)}"),
    ("The sum is 20. $\\boxed{\\textbf{(E)}}$", "C", F, "boxed \\textbf, wrong letter"),
    ("Only the first choice works.\n\n**Final Answer:** (A)", "A", T, "bold Final Answer letter"),
    ("Only the second choice works.\n\n**Final Answer:** (B)", "A", F, "bold Final Answer, wrong letter"),
    ("C", "C", T, "bare letter response"),
    ("B", "C", F, "bare letter response, wrong"),
    (
        "The probability is 3/8.\nFinal Answer: The final answer is $\\text{(D)}$. I hope it is correct.",
        "D",
        T,
        "Minerva sentence with \\text{(D)}",
    ),
    (
        "The probability is 3/8.\nFinal Answer: The final answer is $\\text{(E)}$. I hope it is correct.",
        "D",
        F,
        "Minerva sentence, wrong letter",
    ),
    ("Comparing the five values, the largest is the last one.\n\nAnswer:\n(E)", "E", T, "Answer: line then (E)"),
    ("The count is 7, so the answer is (A).", "(A)", T, "gold with parentheses"),
    ("The count is 7, so the answer is $\\textbf{(B)}$.", "\\textbf{(B)}", T, "gold as \\textbf{(B)}"),
    (
        "Option (A) gives 12, which is too small; option (B) gives 15, which works. The answer is (B).",
        "B",
        T,
        "other letters mentioned earlier",
    ),
    (
        "Option (A) gives 12, which is too small; option (B) gives 15, which works. The answer is (B).",
        "A",
        F,
        "gold letter mentioned in the reasoning only",
    ),
    (
        "Both conditions hold only for the second choice.\n\nTherefore, the final answer is: $\\boxed{B}$",
        "B",
        T,
        "Therefore form with letter",
    ),
    (
        "Both conditions hold only for the fourth choice.\n\nTherefore, the final answer is: $\\boxed{D}$",
        "B",
        F,
        "Therefore form, wrong letter",
    ),
    ("so the answer is (c)", "C", T, "lower-case letter"),
    ("Hence the value is 12, and the answer is $\\boxed{\\textbf{(C) }12}$.", "C", T, "AMC style letter plus value"),
    ("Hence the value is 15, and the answer is $\\boxed{\\textbf{(D) }15}$.", "C", F, "AMC style, wrong letter"),
    ("Answer: A", "B", F, "bare Answer line, wrong letter"),
    ("After eliminating the others, the correct option is E.", "E", T, "correct option is E"),
    ("D.", "D", T, "bare letter with period"),
    ("A", "D", F, "bare letter, wrong"),
]

# --------------------------------------------------------------------------- no answer

NO_ANSWER = [
    ("I'm not sure how to solve this problem.", "5", F, "refusal"),
    ("Let $x$ be the number of apples. Then $3x + 2 = 17$, so", "5", F, "truncated before the answer"),
    (
        "We need $n$ with $n^2 = 144$. Trying $n = 12$ gives $12^2 = 144$, but we still have to check the condition that $n$ is odd, and",
        "12",
        F,
        "gold in the reasoning, no committed answer",
    ),
    ("The answer is $\\boxed{}$.", "0", F, "empty box"),
    ("Simplifying, the answer is $\\boxed{\\frac{1}{", "\\frac12", F, "box never closed (truncated)"),
    ("Final Answer: The final answer is $$. I hope it is correct.", "3", F, "empty Minerva answer"),
    ("We consider the cases one at a time.\n\nAnswer:\n", "4", F, "empty Answer line"),
    ("", "1", F, "empty response"),
    ("The problem cannot be solved with the given information.", "7", F, "claims no solution"),
    (
        "Problem: Find the number of positive divisors of 36.\n\nSolution: We need to find the number of positive divisors of 36.",
        "9",
        F,
        "restates the problem",
    ),
    ("We compute the area of each region.\n\n**Final Answer:**", "10", F, "empty bold Final Answer"),
    ("Let's think step by step. " * 50, "2", F, "degenerate repetition"),
    (
        "First, $2 + 3 = 5$. Next we multiply by the number of boxes, which is",
        "5",
        F,
        "last number equals gold but nothing is concluded",
    ),
    ("Answer: $\\boxed{?}$", "3", F, "question mark"),
    ("The answer is: [insert answer here]", "6", F, "placeholder"),
    ("   \n\t  \n", "0", F, "whitespace only"),
    ("It could be 4 or 6; I am not sure which one is right.", "4", F, "hedged between two values"),
    ("Final Answer: I could not determine the final answer.", "0", F, "explicit failure"),
    ("The value is $\\fbox{}$.", "8", F, "empty fbox"),
    (
        "To solve this we first need the prime factorization of $2024 = 2^3 \\cdot 11 \\cdot 23$. The number of divisors is then",
        "16",
        F,
        "truncated mid-sentence",
    ),
    ("\\boxed", "1", F, "bare \\boxed token"),
]

# --------------------------------------------------------------------------- adversarial

PWN = "__import__('os').system('touch /tmp/hardmath_pwned')"
FILLER = (
    "We carefully consider every case and keep track of the running total, "
    "checking each intermediate step twice before moving on. "
)
MEGA = FILLER * (1_000_000 // len(FILLER) + 1)
BIGINT = "".join(str((i * 7 + 3) % 10) for i in range(5000)).lstrip("0")
BIGINT_OFF = BIGINT[:-1] + str((int(BIGINT[-1]) + 1) % 10)
DEEP = 10_000
TRIANGLE = str(10**12 * (10**12 + 1) // 2)

ADVERSARIAL = [
    (
        "By Euler's theorem the last digits repeat, so the value is $\\boxed{2001^{2002^{2003}}}$.",
        "1",
        F,
        "huge power vs 1",
    ),
    (
        "The expression does not simplify further: $\\boxed{2001^{2002^{2003}}}$.",
        "2001^{2002^{2003}}",
        T,
        "huge power, identical to gold",
    ),
    (
        "The expression does not simplify further: $\\boxed{2001^{2002^{2003}}}$.",
        "2003^{2002^{2001}}",
        F,
        "huge power vs a different huge power",
    ),
    ("The number of orderings is $\\boxed{100000!}$.", "0", F, "huge factorial vs 0"),
    ("The number of orderings is $\\boxed{100000!}$.", "100000!", T, "huge factorial, identical"),
    ("The number of orderings is $\\boxed{99999!}$.", "100000!", F, "huge factorial, off by one in the argument"),
    ("The count is $\\boxed{10^{10^{10}}}$.", "10^{10^{10}}+1", F, "tower vs tower plus one"),
    ("The value is $\\boxed{9^{9^{9}}}$.", "9^{387420489}", T, "9^9 = 387420489"),
    ("The answer is $\\boxed{" + "{" * DEEP + "5" + "}" * DEEP + "}$.", "5", T, "10^4-deep redundant braces around 5"),
    ("The answer is $\\boxed{" + "{" * DEEP + "5" + "}" * DEEP + "}$.", "6", F, "10^4-deep braces around 5, gold 6"),
    (
        "The answer is $\\boxed{" + "(" * DEEP + "7" + ")" * DEEP + "}$.",
        "7",
        T,
        "10^4-deep redundant parentheses around 7",
    ),
    (MEGA + "\n\nThus the answer is $\\boxed{42}$.", "42", T, "1 MB response ending in a box"),
    (MEGA, "42", F, "1 MB response with no answer"),
    ("{" * 1_000_000 + "\n\nThe answer is $\\boxed{42}$.", "42", T, "1 MB of unbalanced braces before a valid box"),
    ("The product is $\\boxed{" + BIGINT + "}$.", BIGINT, T, "5000-digit integer, identical"),
    ("The product is $\\boxed{" + BIGINT_OFF + "}$.", BIGINT, F, "5000-digit integer, last digit off by one"),
    ("The result is $\\boxed{" + PWN + "}$.", "0", F, "code injection; os.system would return 0"),
    ('The result is $\\boxed{eval("' + PWN + '")}$.', "0", F, "code injection via eval"),
    (
        "Final Answer: The final answer is $" + PWN + "$. I hope it is correct.",
        "0",
        F,
        "code injection in the Minerva sentence",
    ),
    ("The result is $\\boxed{().__class__.__base__.__subclasses__()}$.", "0", F, "sandbox escape attempt"),
    ("The result is $\\boxed{lambda: " + PWN + "}$.", "0", F, "lambda injection"),
    ("The result is $\\boxed{\\input{/etc/passwd}}$.", "0", F, "TeX \\input injection"),
    (
        "Answer:\nexec(\"import os; os.system('touch /tmp/hardmath_pwned')\")",
        "0",
        F,
        "exec injection on an Answer line",
    ),
    ("The polynomial is $\\boxed{(x+1)^{100000}}$.", "(1+x)^{100000}", T, "huge polynomial power, same value"),
    ("The tower is $\\boxed{x^{x^{x^{x^{x}}}}}$.", "x^{x^{x^{x^{x}}}}", T, "symbolic power tower"),
    ("Dividing gives $\\boxed{\\frac{1}{0}}$.", "0", F, "division by zero"),
    ("The number is $\\boxed{10^{1000000}}$.", "10^{1000000}", T, "million-digit power, identical"),
    ("The number is $\\boxed{10^{1000000}}$.", "10^{999999}", F, "million-digit power vs a tenth of it"),
    ("The sum is $\\boxed{\\sum_{n=1}^{10^{12}} n}$.", TRIANGLE, T, "sum 1..10^12 = 10^12(10^12+1)/2"),
    ("The total is $\\boxed{" + "+".join(["1"] * 100_000) + "}$.", "100000", T, "100000-term sum of ones"),
]


# --------------------------------------------------------------------------- round 2 (issue 12)
# Categories of issue 12, both verdicts and near-misses; written by us after the rules, so they
# are a development corpus, not a held-out one.

FINAL_STATEMENTS = [
    (
        "We count the cases. Final Answer: The largest $n$ is 34.",
        "34",
        T,
        "Final Answer mid-line, followed by a sentence",
    ),
    ("We count the cases. Final Answer: The largest $n$ is 35.", "34", F, "same form, wrong value"),
    ("Adding the parts gives 9.\nAnswer $9$", "9", T, "Answer without a colon"),
    ("Adding the parts gives 8.\nAnswer $8$", "9", F, "Answer without a colon, wrong"),
    ("So the final answer is 12, not 14.", "12", T, "final answer then a correction of another value"),
    ("So the final answer is 12, not 14.", "14", F, "the rejected value is not the answer"),
    ("Thus the area is $\\boxed{30}$.<|im_end|>", "30", T, "trailing chat-template token"),
    ("Final Answer: The final answer is $7$. I hope it is correct.</s>", "7", T, "end-of-sequence token"),
    ("The total is 2/3. <|im_start|>user\nNext: what is 5?", "2/3", T, "a new chat turn ends the response"),
    ("The total is 2/3. <|im_start|>user\nNext: what is 5?", "5", F, "text after a new chat turn is not the answer"),
    (
        "First $a = \\boxed{7}$.\nFinal Answer: The final answer is $5$. I hope it is correct.",
        "5",
        T,
        "a later final statement overrides an earlier box",
    ),
    (
        "First $a = \\boxed{7}$.\nFinal Answer: The final answer is $5$. I hope it is correct.",
        "7",
        F,
        "the box contradicted by the final statement",
    ),
    (
        "Final Answer: The final answer is $5$.\nWait, recounting gives $\\boxed{6}$.",
        "6",
        T,
        "a later box overrides the final statement",
    ),
    ("Final Answer: the function is neither even nor odd.", "\\text{neither}", T, "a phrase stating the gold word"),
    ("Final Answer: the function is even.", "\\text{neither}", F, "a different word"),
    (
        "So, the ordered pair $(x, y)$ that solves the system is $(7, 6)$.",
        "(7,6)",
        T,
        "no statement: last math span of the last sentence",
    ),
    ("So, the ordered pair $(x, y)$ that solves the system is $(6, 7)$.", "(7,6)", F, "no statement: wrong pair"),
    (
        "There are 12 apples in one basket.\nThe second condition is unclear, so I must reconsider.",
        "12",
        F,
        "no statement, last sentence has no number",
    ),
]

MULTI_BOX = [
    ("The solutions are $\\boxed{(2,2)}$ and $\\boxed{(6,2)}$.", "(2,2),(6,2)", T, "one box per solution"),
    ("The solutions are $\\boxed{(2,2)}$ and $\\boxed{(6,3)}$.", "(2,2),(6,2)", F, "one box per solution, one wrong"),
    ("(a) $\\boxed{24}$\n(b) $\\boxed{28}$", "24, 28", T, "one box per part"),
    ("(a) $\\boxed{24}$\n(b) $\\boxed{29}$", "24, 28", F, "one box per part, part (b) wrong"),
    ("(a) $\\boxed{24}$ (b) $\\boxed{28}$ (c) $\\boxed{30}$", "24, 28", F, "an extra part"),
    ("So $x = \\boxed{3}$ and $y = \\boxed{4}$.", "(3, 4)", T, "each coordinate boxed"),
    ("At first $\\boxed{12}$, but recounting gives $\\boxed{15}$.", "15", T, "one-part gold: the last box"),
    (
        "At first $\\boxed{12}$, but recounting gives $\\boxed{15}$.",
        "12",
        F,
        "one-part gold: an earlier box is not the answer",
    ),
    ("The answer is $\\boxed{1, 2}$.", "\\boxed{1} and \\boxed{2}", T, "gold written with several boxes"),
    ("The answer is $\\boxed{1, 3}$.", "\\boxed{1} and \\boxed{2}", F, "gold with several boxes, one differs"),
]

NAMED_LHS = [
    ("|AB| = 1", "1", T, "length named"),
    ("|AB| = 2", "1", F, "length named, wrong"),
    ("A:B = 1", "1", T, "ratio named"),
    ("V_1 : V_2 = 11:21", "11:21", T, "ratio of named volumes"),
    ("V_1 : V_2 = 21:11", "11:21", F, "ratio reversed"),
    ("\\frac{NO}{BO} = \\frac{1}{\\sqrt6}", "\\frac{\\sqrt6}{6}", T, "named fraction"),
    ("AB=4, CD=5", "4, 5", T, "assignment list"),
    ("AB=4, CD=6", "4, 5", F, "assignment list, one wrong"),
    ("p=5,q=2;p=7,q=2", "(5,2),(7,2)", T, "groups of assignments"),
    ("p=5,q=2;p=7,q=3", "(5,2),(7,2)", F, "groups, one wrong"),
    ("2x = 5", "5", F, "an equation is not a named value"),
    ("x + y = 5", "5", F, "a sum is not a name"),
    ("x = 5+5+1 = 11", "11", T, "equality chain ends at the value"),
    ("x = 5+5+1 = 12", "11", F, "chain ends at a wrong value"),
]

NOTATIONS = [
    ("{5 \\choose 2}", "10", T, "\\choose"),
    ("{5 \\choose 3}", "9", F, "\\choose, wrong"),
    ("28 pct", "28\\%", T, "pct"),
    ("28 percent", "28", T, "percent word"),
    ("29 percent", "28", F, "percent, wrong"),
    ("1\\!234", "1234", T, "\\! group"),
    ("1{,}234", "1234", T, "{,} group"),
    ("1\u2009234", "1234", T, "thin space group"),
    ("32, 349", "32349", F, "comma and space: a list, not a group"),
    ("(1;2)", "(1,2)", T, "; separator"),
    ("(2;1)", "(1,2)", F, "; separator, swapped"),
    ("x \\approx 2.5", "\\frac52", T, "\\approx with an exact decimal"),
    ("\\approx 3.14", "\\pi", F, "\\approx: an approximation"),
    ("2\\sqrt3 \\approx 3.464", "\\sqrt{12}", T, "exact value stated before \\approx"),
    ("0.\\overline{3}", "\\frac13", T, "repeating decimal"),
    ("0.4\\overline{9}", "\\frac12", T, "repeating 9s"),
    ("0.\\overline{3}", "0.3", F, "repeating vs terminating"),
    ("0.\\overline{12}", "\\frac{4}{33}", T, "two-digit period"),
    ("\\begin{array}{cc}1&2\\\\3&4\\end{array}", "\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}", T, "array env"),
    ("[[1,2],[3,4]]", "\\begin{bmatrix}1&2\\\\3&4\\end{bmatrix}", T, "bracketed matrix"),
    ("[[1,2],[4,3]]", "\\begin{bmatrix}1&2\\\\3&4\\end{bmatrix}", F, "bracketed matrix, row swapped"),
    ("x \\neq 2", "(-\\infty,2)\\cup(2,\\infty)", T, "\\neq as a solution set"),
    ("x \\neq 3", "(-\\infty,2)\\cup(2,\\infty)", F, "\\neq, wrong point"),
    ("0<f(x)<1", "(0,1)", T, "range as a chain"),
    ("0<f(x)\\le 1", "(0,1)", F, "range, wrong bracket"),
]

PLAINTEXT = [
    ("sqrt(7)/12", "\\frac{\\sqrt7}{12}", T, "sqrt()"),
    ("sqrt7/12", "\\frac{\\sqrt7}{12}", T, "sqrt without parens"),
    ("sqrt(7)/13", "\\frac{\\sqrt7}{12}", F, "sqrt(), wrong"),
    ("pi/4", "\\frac\\pi4", T, "pi"),
    ("pi/3", "\\frac\\pi4", F, "pi, wrong"),
    ("2*pi", "2\\pi", T, "* and pi"),
    ("2 pi", "2\\pi", T, "juxtaposed pi"),
    ("x**2 + 1", "x^2+1", T, "** power"),
    ("x**3 + 1", "x^2+1", F, "** power, wrong"),
    ("exp(2)", "e^2", T, "exp()"),
    ("cbrt(4)", "\\sqrt[3]{4}", T, "cbrt()"),
    ("infinity", "\\infty", T, "infinity"),
    ("-infinity", "\\infty", F, "sign of infinity"),
    ("+-3", "\\pm3", T, "+-"),
    ("+/- 3", "\\pm 3", T, "+/-"),
    ("+-4", "\\pm 3", F, "+-, wrong"),
    ("10 2/3", "\\frac{32}{3}", T, "mixed number"),
    ("10 1/3", "\\frac{32}{3}", F, "mixed number, wrong"),
    ("twelve", "12", T, "number word"),
    ("one hundred twenty", "120", T, "number words"),
    ("one hundred", "120", F, "number words, wrong"),
    ("zero", "0", T, "zero"),
]

UNITS_2 = [
    ("1.5 L", "1.5\\text{ liters}", T, "unit abbreviation"),
    ("1.5 mL", "1.5\\text{ liters}", F, "other unit, same number"),
    ("3 \\text{ hours } 30 \\text{ minutes}", "3.5\\text{ hours}", T, "compound time"),
    ("\\frac13 \\text{ hour}", "20\\text{ minutes}", T, "equal quantity in other units"),
    ("\\frac14 \\text{ hour}", "20\\text{ minutes}", F, "other units, unequal"),
    ("48 \\text{ km}", "48\\text{ meters}", F, "wrong unit"),
    ("9 feet", "9 inches", F, "wrong unit"),
    ("72 m/s", "72 km/h", F, "wrong speed unit"),
    ("20 m/s", "72 km/h", T, "converted speed"),
    ("5 \\text{ cm}", "5", T, "unit only in the answer"),
]

TEXT_2 = [
    ("No", "\\text{no}", T, "case"),
    ("Yes", "\\text{no}", F, "yes vs no"),
    ("CONVERGES", "converges", T, "upper case"),
    ("neither even nor odd", "\\text{neither}", T, "phrase starting with the gold word"),
    ("even and odd", "\\text{even}", F, "a phrase joining alternatives"),
    ("not even", "\\text{even}", F, "negated"),
    ("Neither", "\\text{neither}", T, "capitalised"),
    ("Odd", "\\text{odd}", T, "capitalised word"),
    ("the even one", "\\text{even}", T, "article then the gold word"),
    ("odd", "\\text{even}", F, "other word"),
    ("no", "\\text{yes}", F, "no vs yes"),
]

MCQ_2 = [
    ("The answer is (B).", "\\textbf{(B) }\\frac{1}{3}", T, "letter alone for a letter+value gold"),
    (
        "So the probability is $\\boxed{\\frac{1}{3}}$.",
        "\\textbf{(B) }\\frac{1}{3}",
        T,
        "value alone for a letter+value gold",
    ),
    ("So the probability is $\\boxed{\\frac{1}{4}}$.", "\\textbf{(B) }\\frac{1}{3}", F, "value alone, wrong"),
    ("The answer is (C).", "\\textbf{(B) }\\frac{1}{3}", F, "wrong letter"),
    ("Answer: $C, D$", "C", F, "hedge between two choices"),
    ("The answer is $\\boxed{B \\text{ or } C}$", "B", F, "hedge in a box"),
    ("Let me check (C): this fails. Then (D) works.", "C", F, "a letter under discussion is not an answer"),
    ("Let me check (C): this fails. Then (D) works. The answer is (D).", "D", T, "the stated letter"),
    (
        "So $\\boxed{\\textbf{(B) }\\frac13}$",
        "\\textbf{(B) }\\frac{1}{3}",
        T,
        "letter and value as the gold writes them",
    ),
    ("Checking each option.\n\nAnswer: B", "\\textbf{(B) }\\frac{1}{3}", T, "Answer line letter, letter+value gold"),
    ("so the answer is $\\frac{2}{6}$", "\\textbf{(B) }\\frac{1}{3}", T, "equal value in another form"),
]

NEAR_EQUAL = [
    ("\\frac{103993}{33102}", "\\pi", F, "rational within 1e-9 of pi"),
    ("\\frac{355}{113}", "\\pi", F, "rational within 1e-7 of pi"),
    ("640320^3+744", "e^{\\pi\\sqrt{163}}", F, "integer within 1e-12 of an irrational"),
    ("\\sqrt{5+2\\sqrt6}", "\\sqrt2+\\sqrt3", T, "denested radical, exactly equal"),
    ("3.464", "2\\sqrt3", F, "approximation"),
    ("0.583", "\\frac{7}{12}", F, "approximation"),
    ("1.41421356", "\\sqrt2", F, "approximation to 9 digits"),
    ("0.3333333", "\\frac13", F, "approximation"),
    ("0.5", "\\sin\\frac{\\pi}{6}", T, "decimal exactly equal to a trigonometric value"),
    ("\\frac{\\sqrt2}{2}", "\\frac{1}{\\sqrt2}", T, "rationalized"),
    ("\\ln 8", "3\\ln 2", T, "log identity"),
    ("e^{i\\pi}", "-1", T, "Euler"),
]

BASE_VALUE = [
    ("11", "1011_2", F, "decimal value for a base-2 numeral"),
    ("37", "101_6", F, "decimal value for a base-6 numeral"),
    ("1011_2", "11", F, "base-2 numeral for a base-10 answer"),
    ("1011", "1011_2", T, "same digits, base omitted"),
    ("(1011)_2", "1011_2", T, "parenthesized digits"),
    ("13_8", "1011_2", F, "same value in another base"),
    ("1011_{2}", "1011_2", T, "braced base"),
    ("11_{10}", "11", T, "base 10 written out"),
    ("101", "101_6", T, "digits of a base-6 numeral"),
    ("1101_2", "1011_2", F, "digits differ"),
]

# --------------------------------------------------------------------------- assemble


def build() -> list[dict]:
    cases = (
        explicit("extraction", EXTRACTION)
        + wrapped("normalization", NORMALIZATION)
        + wrapped("exact_numbers", EXACT)
        + wrapped("algebraic", ALGEBRAIC)
        + wrapped("tuples", TUPLES)
        + wrapped("sets", SETS)
        + wrapped("intervals", INTERVALS)
        + wrapped("pm", PM)
        + wrapped("matrices", MATRICES)
        + wrapped("complex", COMPLEX)
        + wrapped("equations", EQUATIONS)
        + wrapped("inequalities", INEQUALITIES)
        + wrapped("text", TEXT)
        + wrapped("base_n", BASE_N)
        + wrapped("scientific", SCIENTIFIC)
        + wrapped("decimals", DECIMALS)
        + explicit("mcq", MCQ)
        + explicit("no_answer", NO_ANSWER)
        + explicit("adversarial", ADVERSARIAL)
        + explicit("final_statements", FINAL_STATEMENTS)
        + explicit("multi_box", MULTI_BOX)
        + wrapped("named_lhs", NAMED_LHS)
        + wrapped("notations", NOTATIONS)
        + wrapped("plaintext", PLAINTEXT)
        + wrapped("units", UNITS_2)
        + wrapped("text_phrases", TEXT_2)
        + explicit("mcq_letter_value", MCQ_2)
        + wrapped("near_equal", NEAR_EQUAL)
        + wrapped("base_value", BASE_VALUE)
    )
    counters: dict[str, int] = {}
    out = []
    for case in cases:
        n = counters[case["category"]] = counters.get(case["category"], 0) + 1
        out.append({"id": f"{case['category']}-{n:03d}", **case})
    return out


def main() -> None:
    cases = build()
    with OUT.open("w", encoding="utf-8") as fh:
        for case in cases:
            fh.write(json.dumps(case, ensure_ascii=False) + "\n")
    n_false = sum(not c["label"] for c in cases)
    print(f"wrote {len(cases)} cases ({n_false / len(cases):.1%} false) to {OUT}")


if __name__ == "__main__":
    main()
