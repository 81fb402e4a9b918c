"""Round 6 (issue 39), from blind set E's development split after its first scoring: emphasis by
underline, LaTeX's decimal comma and a markdown table's answer row are read as the value they hold;
each generated case has a wrong twin.
"""

from __future__ import annotations

import pytest

from hardmath.equivalence import grade

PAIRS = [("-1/3", "-\\frac{1}{3}", "\\frac{1}{3}"), ("12", "12", "13"), ("\\frac{3}{4}", "0.75", "0.7")]


@pytest.mark.parametrize(("written", "gold", "wrong"), PAIRS)
@pytest.mark.parametrize("wrap", ["\\underline{{{}}}", "\\underline{{\\underline{{{}}}}}", "\\uline{{{}}}"])
@pytest.mark.parametrize("frame", ["$${}$$", "The answer is ${}$.", "Final Answer: ${}$"])
def test_an_underlined_value_is_the_value(written, gold, wrong, wrap, frame):
    response = "We compute the value step by step.\n\n" + frame.format(wrap.format(written))
    assert grade(response, gold).status == "equal"
    assert grade(response, wrong).status == "differs"


@pytest.mark.parametrize(
    ("written", "gold", "wrong"),
    [("67{,}5", "\\frac{135}{2}", "\\frac{134}{2}"), ("0{,}25", "0.25", "0.26"), ("2{,}5", "\\frac{5}{2}", "2")],
)
@pytest.mark.parametrize("lead", ["Ergebnis: ", "Réponse : ", "The answer is "])
def test_a_latex_decimal_comma_is_a_decimal_point(written, gold, wrong, lead):
    response = f"{lead}${written}$"
    assert grade(response, gold).status == "equal"
    assert grade(response, wrong).status == "differs"


def test_a_latex_thousands_group_stays_a_thousands_group():
    assert grade("Ergebnis: $1{,}000$", "1000").status == "equal"
    assert grade("Ergebnis: $1{,}000$", "1").status == "differs"


@pytest.mark.parametrize("label", ["**Answer**", "Answer", "**Final answer**", "**Antwort**", "**Réponse**"])
@pytest.mark.parametrize("cell", ["**$112$**", "$112$", "112"])
@pytest.mark.parametrize("after", ["", "\n\nSo the requested value is in the last row."])
def test_a_table_row_labelled_answer_holds_the_answer(label, cell, after):
    response = f"| Step | Work |\n|---|---|\n| 1 | We count the cases. |\n| {label} | {cell} |{after}"
    assert grade(response, "112").status == "equal"
    assert grade(response, "113").status == "differs"


def test_a_correction_after_the_table_still_wins():
    response = (
        "| Step | Value |\n|---|---|\n| Answer | $112$ |\n\nWait, I made a mistake: the answer is $\\boxed{113}$."
    )
    assert grade(response, "113").status == "equal"
    assert grade(response, "112").status == "differs"
