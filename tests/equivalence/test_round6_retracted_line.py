r"""Round 6 (issue 39, long probe): an "Answer:" line (or a final-answer line) that a later sentence calls
wrong ("I counted each of them twice", "I made an arithmetic slip", "that is wrong", in every language of
:data:`.lexicon_clauses.ERROR`) is taken back, and the closing sentence's value is the answer, as for a box.
Twins: a later "Hmm, let me make sure" with no word of error keeps the answer line; the taken-back value
and another value are wrong. Cases written for this test.
"""

from __future__ import annotations

import itertools

import pytest

from hardmath.equivalence import grade

LINES = ["**Answer:** $85$", "Answer: 85", "Final Answer: $85$", "Ответ: 85", "答案：85"]
ERRORS = [
    "Hmm, wait. The multiples of 6 lie in both sets, so I counted each of them twice.",
    "Wait, I made an arithmetic slip in step 2.",
    "Hmm, that is wrong: the overlap was left in.",
    "Attendez, il y a une erreur dans l'étape 2.",
    "Moment, das ist falsch: die Überschneidung wurde doppelt gezählt.",
    "Espera, me equivoqué en el paso 2.",
    "Подождите, я ошибся на шаге 2.",
    "等等，第二步算错了。",
]
CLOSINGS = ["So the count is $68$.", "Subtracting the 17 of them once, the count is 68."]


@pytest.mark.parametrize("line, error", list(itertools.product(LINES, ERRORS)))
@pytest.mark.parametrize("closing", CLOSINGS)
def test_an_answer_line_called_wrong_is_taken_back(line, error, closing):
    text = f"Counting gives 51 and 34.\n\n{line}\n\n{error}\n\n{closing}"
    assert grade(text, "68").status == "equal", text
    assert grade(text, "85").status == "differs", text  # wrong twin: the value taken back
    assert grade(text, "17").status == "differs", text


@pytest.mark.parametrize("line", LINES)
def test_a_check_with_no_word_of_error_keeps_the_answer_line(line):
    text = f"Counting gives 51 and 34.\n\n{line}\n\nHmm, let me make sure by an independent check.\n\nSpot check: 3 numbers in the 200s."
    assert grade(text, "85").status == "equal", text
    assert grade(text, "3").status == "differs", text
