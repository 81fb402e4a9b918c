r"""Round 7 (issue 39, blind set F): an answer stated first, then an explanation opened by a lead-in sentence
or label in any lexicon language (``lexicon_clauses.EXPLAINS``), cut off or not: the first paragraph's last
sentence is the answer and the explanation's values are steps; a later explicit statement still wins.
"""

from __future__ import annotations

import pytest

from hardmath.equivalence import grade

# (first sentence with {v}, lead-in) per language
LEAD_INS = [
    ("The acute angle is ${v}^\\circ$.", "Here is a more detailed explanation."),
    ("The acute angle is ${v}^\\circ$.", "Here's why:"),
    ("The acute angle is ${v}^\\circ$.", "Let me explain."),
    ("The acute angle is ${v}^\\circ$.", "Explanation:"),
    ("L'angle aigu vaut ${v}^\\circ$.", "Voici une explication plus détaillée."),
    ("Der spitze Winkel beträgt ${v}^\\circ$.", "Hier ist eine ausführlichere Erklärung."),
    ("El ángulo agudo es ${v}^\\circ$.", "Aquí está una explicación más detallada."),
    ("O ângulo agudo é ${v}^\\circ$.", "Aqui está uma explicação mais detalhada."),
    ("Острый угол равен ${v}^\\circ$.", "Вот более подробное объяснение."),
    ("锐角为 ${v}^\\circ$。", "以下是更详细的解释。"),
    ("鋭角は ${v}^\\circ$ です。", "以下に詳しく説明します。"),
    ("예각은 ${v}^\\circ$ 입니다.", "자세한 설명은 다음과 같습니다."),
    ("Góc nhọn là ${v}^\\circ$.", "Dưới đây là giải thích chi tiết hơn."),
    ("L'angolo acuto è ${v}^\\circ$.", "Ecco una spiegazione più dettagliata."),
]
CUT = (
    " The angle $\\theta$ between lines with slopes $m_1$ and $m_2$ satisfies"
    " $\\tan\\theta=\\left|\\frac{{m_1-m_2}}{{1+m_1m_2}}\\right|$. With $m_1=2$ and $m_2=\\frac13$ the numerator is"
    " $\\frac53$ and the denominator is ${w}$"
)


@pytest.mark.parametrize(("first", "lead_in"), LEAD_INS)
@pytest.mark.parametrize("apart", ["\n\n", " "])
def test_an_answer_first_then_a_cut_off_explanation(first, lead_in, apart):
    right = first.format(v=45) + apart + lead_in + CUT.format(w="\\frac53")
    assert grade(right, "$45$").status == "equal"
    wrong = first.format(v=30) + apart + lead_in + CUT.format(w="45")  # the gold only as a step: still wrong
    assert grade(wrong, "$45$").status == "differs"


def test_a_later_statement_still_outranks_the_answer_stated_first():
    said = "The acute angle is $30^\\circ$.\n\nHere's why: the tangent is $1$. So the answer is $45^\\circ$."
    assert grade(said, "45").status == "equal"
    assert grade(said, "30").status == "differs"


def test_a_long_first_part_is_no_answer_stated_first():
    working = "We try slopes. " * 40  # no short answer paragraph: the last sentence is read as before
    said = working + "The angle is $30^\\circ$.\n\nHere's why: it is $\\tan^{-1} 1 = 45^\\circ$."
    assert grade(said, "30").status == "differs"
