r"""Round 7 (issue 39): how an answer is presented never changes its value. Written from fresh probes
of whole classes before blind set F was read: presentation commands (colour, bold symbols, size,
underlines), markdown highlight and strike-through, check-mark emoji, arrows after "Answer", a
restating remark in words, equal alternatives, several assignments in separate spans, ISO interval
brackets, TeX's ``\over`` and the named fractions; each case with a wrong twin.
"""

from __future__ import annotations

import pytest

from hardmath.equivalence import grade

PRESENTED = [
    "\\textcolor{{red}}{{{v}}}",
    "{{\\color{{blue}}{v}}}",
    "\\bm{{{v}}}",
    "\\pmb{{{v}}}",
    "\\boldsymbol{{{v}}}",
    "\\Large {v}",
    "\\underline{{\\underline{{{v}}}}}",
    "\\textcolor{{teal}}{{\\mathbf{{{v}}}}}",
]


@pytest.mark.parametrize("form", PRESENTED)
@pytest.mark.parametrize(("value", "gold", "wrong"), [("12", "12", "13"), ("\\frac{3}{4}", "0.75", "\\frac{4}{3}")])
def test_presentation_commands_keep_the_value(form, value, gold, wrong):
    said = form.format(v=value)
    assert grade(f"The answer is ${said}$.", gold).status == "equal"
    assert grade(f"The answer is ${form.format(v=wrong)}$.", gold).status == "differs"


@pytest.mark.parametrize(("word", "gold"), [("twelve", "12"), ("seven", "7")])
def test_a_number_word_inside_groups_of_presentation_commands(word, gold):
    said = f"$$\\underline{{\\underline{{\\text{{{word}}}}}}}$$"
    assert grade(said, gold).status == "equal"
    assert grade(said, str(int(gold) + 1)).status == "differs"


@pytest.mark.parametrize(
    ("response", "gold", "other"),
    [
        ("Answer: ==12==", "12", "13"),
        ("Answer: <mark>12</mark>", "12", "13"),
        ("Answer: 12 ✅", "12", "13"),
        ("✅ Answer: $\\boxed{12}$ ✔️", "12", "13"),
        ("🎯 Final Answer: 12", "12", "13"),
        ("Answer → 12", "12", "13"),
        ("Answer ⇒ $\\frac{1}{2}$", "\\frac12", "2"),
        ("Answer => 12", "12", "13"),
        ("$$\\therefore\\; x = 12$$", "12", "13"),
        ("So, ⟹ 12", "12", "13"),
    ],
)
def test_markup_and_marks_around_an_answer(response, gold, other):
    assert grade(response, gold).status == "equal"
    assert grade(response, other).status == "differs"


@pytest.mark.parametrize(
    ("response", "old", "new"),
    [
        ("Answer: ~~11~~ 12", "11", "12"),
        ("Final answer: ~~$\\frac{1}{3}$~~ $\\frac{1}{2}$", "\\frac13", "\\frac12"),
        ("The answer is <del>7</del> 8.", "7", "8"),
    ],
)
def test_struck_through_text_is_taken_back(response, old, new):
    assert grade(response, new).status == "equal"
    assert grade(response, old).status == "differs"


@pytest.mark.parametrize(
    ("response", "gold", "wrong"),
    [
        ("Answer: 12 (twelve)", "12", "13"),
        ("The answer is 12 (that is, a dozen).", "12", "13"),
        ("Answer: 13 (twelve)", "13", "12"),
    ],
)
def test_a_remark_in_words_after_a_value_is_no_part_of_it(response, gold, wrong):
    assert grade(response, gold).status == "equal"
    assert grade(response, wrong).status == "differs"


def test_a_residue_in_brackets_is_not_a_remark():
    assert "mod" in grade("Answer: 3 (mod 5)", "3").answer


@pytest.mark.parametrize(
    ("response", "gold"),
    [
        ("Answer: 3/4 or 0.75", "\\frac34"),
        ("The answer is $\\frac12$ or $0.5$.", "0.5"),
        ("Answer: $\\frac{3}{4}$ (or 0.75)", "\\frac{3}{4}"),
        ("Answer: 2, 2", "2"),
    ],
)
def test_one_value_written_in_several_equal_forms(response, gold):
    assert grade(response, gold).status == "equal"


@pytest.mark.parametrize(
    "response",
    [
        "Answer: 3/4 or 0.8",
        "Answer: $\\frac{3}{4}$ (or 0.8)",
        "Answer: 2 or 3",
        "The answer is $\\frac12$ or $\\frac13$.",
    ],
)
def test_unequal_alternatives_stay_a_hedge(response):
    for gold in ("\\frac34", "0.5", "2", "3", "\\frac13"):
        assert grade(response, gold).status != "equal"


@pytest.mark.parametrize(
    ("response", "gold", "wrong"),
    [
        ("Answer: $x = 2$, $y = -1$", "(2, -1)", "(2, 1)"),
        ("Final answer: $a=1$ and $b=5$", "(1,5)", "(5,1)"),
        ("La réponse est $x=3$ et $y=4$.", "(3,4)", "(3,5)"),
        ("Answer: (2; -1)", "(2,-1)", "(2,1)"),
        ("Answer: 1; 2; 3", "\\{1,2,3\\}", "\\{1,2\\}"),
    ],
)
def test_several_values_in_separate_spans_or_with_semicolons(response, gold, wrong):
    assert grade(response, gold).status == "equal"
    assert grade(response, wrong).status == "differs"


@pytest.mark.parametrize(
    ("said", "gold", "wrong"),
    [
        ("]-\\infty, 2]", "(-\\infty, 2]", "(-\\infty, 2)"),
        ("[0, 1[", "[0, 1)", "[0, 1]"),
        ("]0, 1[", "(0, 1)", "[0, 1]"),
        ("(-\\infty, 2\\rbrack", "(-\\infty, 2]", "(-\\infty, 2)"),
        ("\\lbrace 1, 2\\rbrace", "\\{1,2\\}", "\\{1,3\\}"),
        ("\\text{all } x \\le 2", "(-\\infty, 2]", "(-\\infty, 2)"),
    ],
)
def test_interval_and_bracket_notations(said, gold, wrong):
    assert grade(f"Answer: ${said}$", gold).status == "equal"
    assert grade(f"Answer: ${said}$", wrong).status == "differs"


@pytest.mark.parametrize("said", ["\\nicefrac{3}{4}", "\\sfrac{3}{4}", "{3 \\over 4}", "\\Pr[X] = \\frac34"])
def test_fraction_commands_and_probability_names(said):
    assert grade(f"Answer: ${said}$", "\\frac{3}{4}").status == "equal"
    assert grade(f"Answer: ${said}$", "\\frac{4}{3}").status == "differs"


@pytest.mark.parametrize(
    ("response", "gold", "wrong"),
    [
        ("**C** — 12", "C", "B"),
        ("\\textbf{Answer.} 12", "12", "13"),
        ("\\paragraph{Answer} $12$", "12", "13"),
        ("\\section*{Final Answer} $\\frac12$", "\\frac12", "2"),
        ("Answer: none", "\\emptyset", "\\{0\\}"),
    ],
)
def test_labels_written_as_latex_sections_a_letter_before_a_dash_and_none(response, gold, wrong):
    assert grade(response, gold).status == "equal"
    assert grade(response, wrong).status == "differs"
