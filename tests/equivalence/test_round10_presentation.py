r"""Round 10 (issue 39): how a value is presented, apart from the value: an end-of-proof mark, the value said again
in brackets, a spelled number with its digits, a display block the last line only closes. Each class is generated
over several forms, each with a wrong twin. Cases written for this test (none copied from a probe set).
"""

from __future__ import annotations

import pytest
from twins import right_not_wrong


@pytest.mark.parametrize("mark", ["∎", "■", "□", "\\blacksquare", "$\\blacksquare$"])
@pytest.mark.parametrize("label", ["*Đáp án*:", "*Resposta*:", "Answer:"])
def test_an_end_of_proof_mark_after_the_value_is_no_part_of_it(mark, label):
    right_not_wrong(f"We compute the cases.\n\n{label} 22 {mark}", "$22$", "$23$")


@pytest.mark.parametrize(
    "said, gold, wrong",
    [
        ("$p(p+1) \\; (= p^2+p)$", "There are $p^2 + p$ such matrices.", "$p^2$"),
        ("$\\dfrac{4}{\\pi} \\; (= \\frac{4}{\\pi})$", "$\\frac{4}{\\pi}$", "$\\frac{3}{\\pi}$"),
        ("$\\frac{20}{3} \\quad (\\approx 6.67)$", "$6\\tfrac{2}{3}$", "$7$"),
        ("$\\text{sixty-nine} (69)$", "$69$", "$68$"),
        ("$\\text{twelve} (12)$", "12", "13"),
    ],
)
def test_a_value_said_again_in_brackets(said, gold, wrong):
    right_not_wrong(f"Putting it together.\n\nFinal answer: {said}", gold, wrong)


@pytest.mark.parametrize("opening, closing", [("\\[", "\\]"), ("$$", "$$"), ("\\begin{equation*}", "\\end{equation*}")])
@pytest.mark.parametrize(
    "value, gold, wrong", [("(1,\\infty)", "(1,\\infty)", "[1,\\infty)"), ("e^{1/2}", "\\sqrt{e}", "e")]
)
def test_a_closing_display_block_is_read_whole(opening, closing, value, gold, wrong):
    response = f"We verify each step.\n\nThus\n{opening}\n\\text{{ans}} = {value}.\n{closing}"
    right_not_wrong(response, gold, wrong)


def test_a_display_block_after_a_retraction_is_the_answer_not_the_statement_before_it():
    response = (
        "So the answer is $\\frac{\\sqrt 2}{2}$.\n\nHold on, let me re-check that step.\n\n"
        "Thus\n\\[\n\\text{ans} = \\frac{1}{2}.\n\\]"
    )
    right_not_wrong(response, "\\frac{1}{2}", "\\frac{\\sqrt 2}{2}")


@pytest.mark.parametrize("arrow", ["=>", "->", "⇒", "\\implies"])
@pytest.mark.parametrize(
    "value, gold, wrong", [("k(3k-1)", "3k^2 - k", "3k^2"), ("sqrt(8)-1", "2\\sqrt{2}-1", "2\\sqrt{2}")]
)
def test_a_sloppy_last_line_that_an_arrow_leads_to_the_value(arrow, value, gold, wrong):
    right_not_wrong(
        f"Let me substitute and simplify.\nI think I should set up the equations first.\n{arrow} {value}", gold, wrong
    )


def test_a_final_ans_line_after_a_statement_is_the_answer():
    response = (
        "So the answer is $8078$.\nLet me verify: substituting back, everything is consistent.\nFinal ans -> 2019"
    )
    right_not_wrong(response, "2019", "8078")


@pytest.mark.parametrize(
    "said, gold, wrong", [("六", "6", "7"), ("五。", "5", "6"), ("七", "Show that the area of $R$ is $7$.", "6")]
)
def test_a_lone_numeral_of_a_glued_language_is_the_number(said, gold, wrong):
    right_not_wrong(said, gold, wrong)
