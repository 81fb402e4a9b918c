r"""Round 6 (issue 39, blind set D): a box taken back by a later correction is no part of the answer, also
against a several-part gold ("$\boxed{n=7}$ ... I made an arithmetic slip; correcting it gives
$\boxed{n\in\{7,1\}}$" is graded as the corrected box alone), and a named set in a box (``n \in \{7, 1\}``,
``S = \left\{1, 7\right\}``) holds its elements as parts. Wrong twins: a retracted box that would complete
a partial correction (``\boxed{1}`` ... error ... ``\boxed{7}`` against ``1, 7``) stays wrong; boxes with no
error between them still form one answer. Cases written for this test.
"""

from __future__ import annotations

import itertools

import pytest

from hardmath.equivalence import grade

ERRORS = [  # a sentence that says what came before was wrong, then the correction
    "Wait, let me double-check that step. I made an arithmetic slip; correcting it gives",
    "Oops, that is wrong. The correct values are",
    "Hmm, I miscounted the cases. Recounting gives",
    "Attendez, j'ai fait une erreur. En corrigeant, on obtient",
    "Warte, ich habe einen Fehler gemacht. Korrigiert ergibt sich",
    "Espera, me equivoqué. Corrigiendo obtenemos",
    "Подождите, я ошибся. После исправления получается",
    "等等，我算错了。更正后得到",
    "Tunggu, ada kesalahan. Setelah memperbaiki, kita peroleh",
]
SETS = [  # the corrected answer, one box holding the gold's parts
    "$\\boxed{{n\\in\\{{{a},{b}\\}}}}$",
    "$\\boxed{{S = \\left\\{{{a}, {b}\\right\\}}}}$",
    "$\\boxed{{\\{{{a}, {b}\\}}}}$",
    "$\\boxed{{{a}}}$ and $\\boxed{{{b}}}$",
]
PAIRS = [("7", "1"), ("2", "-3"), ("\\frac12", "4")]


@pytest.mark.parametrize("error, corrected", list(itertools.product(ERRORS, SETS)))
@pytest.mark.parametrize("a, b", PAIRS)
def test_the_correction_alone_is_the_answer(error, corrected, a, b):
    text = f"So $\\boxed{{n={a}}}$.\n\n{error} {corrected.format(a=a, b=b)}."
    assert grade(text, f"{b}, {a}").status == "equal", text
    assert grade(text, f"{a}, 5").status == "differs", text  # wrong twin: another pair


@pytest.mark.parametrize("error", ERRORS)
@pytest.mark.parametrize("a, b", PAIRS)
def test_a_retracted_box_does_not_complete_a_partial_correction(error, a, b):
    text = f"So $\\boxed{{{a}}}$.\n\n{error} $\\boxed{{{b}}}$."
    assert grade(text, f"{a}, {b}").status == "differs", text
    assert grade(text, b).status == "equal", text


@pytest.mark.parametrize("a, b", PAIRS)
def test_boxes_with_no_error_between_them_form_one_answer(a, b):
    for text in (
        f"The solutions are $\\boxed{{{a}}}$ and $\\boxed{{{b}}}$.",
        f"One solution is $\\boxed{{{a}}}$. There is no error in that. Another is $\\boxed{{{b}}}$.",
    ):
        assert grade(text, f"{a}, {b}").status == "equal", text
        assert grade(text, f"{a}, 5").status == "differs", text


@pytest.mark.parametrize("error", ERRORS)
@pytest.mark.parametrize("a, b", PAIRS)
def test_a_box_called_wrong_gives_way_to_the_corrected_value_in_prose(error, a, b):
    text = f"So $\\boxed{{{a}}}$.\n\n{error} ${b}$."
    assert grade(text, b).status == "equal", text
    assert grade(text, a).status == "differs", text  # wrong twin: the box taken back


@pytest.mark.parametrize(
    "remark",
    [
        "There is no rounding error, as the total is less than $0.50$.",
        "Correction to the add-on: each die needs a positive value, so there are $84$ ways.",
        "The argument is free of any mistake, and the check gives $12$.",
    ],
)
def test_a_remark_that_calls_nothing_wrong_keeps_the_box(remark):
    text = f"So the sum is $\\boxed{{17}}$.\n{remark}"
    assert grade(text, "17").status == "equal", text
    assert grade(text, "84").status == "differs", text
