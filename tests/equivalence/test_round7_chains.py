r"""Round 7 (issue 39), from blind set F's development split after its first scoring: a value led by
"=", "\approx" or "\ldots =" after a worded label; \min, \max, \sup, \inf named on the left of the
value; digits grouped by spaces in prose; a whole LaTeX document; a mixed number set in super- and
subscript digits; a vector named \mathbf d; and two equations with the same left side compared by
their values (the numeric check of "scaled" equations took f(1) = 101^{100} for 101^{99}). Each case
with a wrong twin.
"""

from __future__ import annotations

import pytest

from hardmath.equivalence import grade


@pytest.mark.parametrize("label", ["Area", "Number of nonzero coefficients", "Perimeter", "Shaded fraction", "Minimum"])
@pytest.mark.parametrize(
    ("said", "gold", "wrong"),
    [
        ("=\\dfrac{89}{20}", "4.45", "4.5"),
        ("= \\frac14\\cdot\\frac13 = 0.08\\overline{3}", "\\frac{1}{12}", "\\frac{1}{3}"),
        ("= \\ldots = 6\\pi^{2}", "6\\pi^2", "6\\pi"),
        ("=\\sqrt{112}", "4\\sqrt7", "7\\sqrt4"),
        ("\\approx 1.4", "1.4", "1.5"),
        ("= 0.9\\times10^{\\,n-1}", "9\\cdot 10^{n-2}", "9\\cdot 10^{n-1}"),
    ],
)
def test_a_value_led_by_an_equals_sign_after_a_worded_label(label, said, gold, wrong):
    response = f"We work it out.\n\n{label} ${said}$."
    assert grade(response, gold).status == "equal"
    assert grade(response, wrong).status == "differs"


@pytest.mark.parametrize(
    ("said", "gold", "wrong"),
    [
        ("\\min k(n)=3", "Show that the minimum value is 3.", "4"),
        ("\\sup |f'(0)| = 8", "The supremum is $8$.", "7"),
        ("\\max_{x} f(x) = \\frac12", "\\frac12", "1"),
        ("\\inf_{n} a_n = 0", "0", "1"),
        ("\\limsup_{n\\to\\infty} x_n = 2", "2", "1"),
    ],
)
def test_min_max_sup_inf_name_the_value_they_state(said, gold, wrong):
    assert grade(f"${said}$", gold).status == "equal"
    assert grade(f"${said}$", wrong).status == "differs"


@pytest.mark.parametrize(
    "response",
    [
        "Difference: **27 720**",
        "The difference is 27 720.",
        "Ответ: 27 720 рублей.",
        "La différence est de 27\u202f720.",
        "Die Differenz beträgt 27\u00a0720.",
    ],
)
def test_digits_grouped_by_spaces_are_one_number(response):
    assert grade(response, "27,720").status == "equal"
    assert grade(response, "720").status == "differs"


def test_a_whole_latex_document():
    doc = (
        "\\documentclass{article}\n\\usepackage{amsmath}\n\\begin{document}\n\\maketitle\n\\section*{Solution}\n"
        "Counting row by row gives\n\\[ 195. \\]\n\\end{document}"
    )
    assert grade(doc, "195").status == "equal"
    assert grade(doc, "196").status == "differs"


@pytest.mark.parametrize(("said", "gold", "wrong"), [("4⁵⁄₇", "\\frac{33}{7}", "\\frac{5}{7}"), ("⁵⁄₇", "5/7", "7/5")])
def test_a_fraction_set_in_super_and_subscript_digits(said, gold, wrong):
    assert grade(f"Answer: **{said}**", gold).status == "equal"
    assert grade(f"Answer: **{said}**", wrong).status == "differs"


@pytest.mark.parametrize("name", ["\\mathbf d", "\\mathbf{d}", "\\vec{v}", "\\vec v", "\\overrightarrow{AB}"])
def test_a_named_vector_states_its_components(name):
    gold = "\\begin{pmatrix} 4/9 \\\\ -1/9 \\\\ -8/9 \\end{pmatrix}"
    assert grade(f"${name} = \\left(\\tfrac49,\\ -\\tfrac19,\\ -\\tfrac89\\right)$", gold).status == "equal"
    assert grade(f"${name} = (4/9, 1/9, -8/9)$", gold).status == "differs"


@pytest.mark.parametrize(
    ("said", "gold", "status"),
    [
        ("f_100(1) = 101^{100}", "Show that $f_{100}(1) = 101^{99}$.", "differs"),
        ("f_{100}(1) = 101^{99}", "Show that $f_{100}(1) = 101^{99}$.", "equal"),
        ("g(2) = 10^{50}", "g(2) = 10^{49}", "differs"),
        ("2x + 4y = 6", "x + 2y = 3", "equal"),
        ("0 = 2x - 2", "0 = x - 1", "equal"),
    ],
)
def test_equations_with_the_same_left_side_compare_their_values(said, gold, status):
    assert grade(f"Therefore ${said}$.", gold).status == status


@pytest.mark.parametrize(
    ("said", "gold", "wrong"),
    [
        ("x = -2 \\text{ or } 0 \\le x < 6", "\\{-2\\} \\cup [0,6)", "\\{-3\\} \\cup [0,6)"),
        ("x = -2 \\text{ or } 0 < x < 6", "\\{-2\\} \\cup (0,6)", "\\{-2\\} \\cup [0,6)"),
        ("x \\le -4 \\text{ or } x = 1", "(-\\infty,-4] \\cup \\{1\\}", "(-\\infty,-4] \\cup \\{2\\}"),
    ],
)
def test_a_value_among_conditions_is_a_one_point_set(said, gold, wrong):
    assert grade(f"Answer: ${said}$", gold).status == "equal"
    assert grade(f"Answer: ${said}$", wrong).status == "differs"


@pytest.mark.parametrize("label", ["Reciprocal", "Range", "Solution set", "Les solutions"])
def test_conditions_in_separate_spans_after_a_short_label(label):
    response = f"We reason.\n\n{label}: $f(x)\\le-4$ or $f(x)>0$."
    assert grade(response, "( -\\infty, -4 ] \\cup ( 0 , \\infty )").status == "equal"
    assert grade(response, "( -\\infty, -4 ) \\cup ( 0 , \\infty )").status == "differs"


@pytest.mark.parametrize("fence", ["yaml", "toml", ""])
def test_escaped_backslashes_of_a_data_format(fence):
    response = f'Substituting.\n\n```{fence}\nanswer: "\\\\frac{{\\\\pi \\\\ln 2}}{{8}}"\n```'
    assert grade(response, "Show that the solution is $\\pi / 8 * \\log 2$.").status == "equal"
    assert grade(response, "\\frac{\\pi}{8}").status == "differs"
    matrix = "$\\begin{pmatrix}1\\\\2\\end{pmatrix}$"
    assert grade(matrix, "\\begin{pmatrix}1\\\\2\\end{pmatrix}").status == "equal"


@pytest.mark.parametrize("closing", ["", "\n</answer>", "\n</solution>\n"])
@pytest.mark.parametrize(
    ("names", "gold", "wrong"), [("x | y | z", "(4,3,9)", "(3,4,9)"), ("$a$ | $b$ | $c$", "(4,3,9)", "(4,3,8)")]
)
def test_a_closing_table_of_named_values(closing, names, gold, wrong):
    response = f"<answer>\nTrying y=3 gives z=9 and x=4.\n\n| {names} |\n|---|---|---|\n| 4 | 3 | 9 |{closing}"
    assert grade(response, gold).status == "equal"
    assert grade(response, wrong).status == "differs"


def test_a_table_of_working_is_no_answer_table():
    response = (
        "Checking:\n| # | Statement | True? |\n|---|---|---|\n| 1 | the sum grows | no |\n| 2 | it converges | yes |"
    )
    assert grade(response, "(1, 2)").status != "equal"
