"""Multiple choice: a letter counts only when stated as the answer; hedges are wrong; a gold
written as letter + value accepts the letter alone or the value alone.
"""

import pytest

from hardmath.equivalence import extract_answer, grade
from hardmath.equivalence.grading import gold_choice

LETTER_VALUE = r"\textbf{(B) }\frac{1}{3}"

CASES = [  # (response, gold, expected verdict)
    ("The answer is (B).", LETTER_VALUE, True),
    ("The answer is (C).", LETTER_VALUE, False),
    (r"So the probability is $\boxed{\frac{1}{3}}$.", LETTER_VALUE, True),
    (r"So the probability is $\boxed{\frac{1}{4}}$.", LETTER_VALUE, False),
    (r"$\boxed{\textbf{(B) }\frac13}$", LETTER_VALUE, True),
    (r"$\boxed{\textbf{(A) }\frac14}$", LETTER_VALUE, False),
    ("Answer: $C, D$", "C", False),
    ("Answer: $C, D$", "D", False),
    (r"The answer is $\boxed{B \text{ or } C}$", "B", False),
    ("Let me check (C): this fails. Then (D) works.", "C", False),
    ("Let me check (C): this fails. Then (D) works. The answer is (D).", "D", True),
    ("Let me check (C): this fails. Then (D) works. The answer is (D).", "C", False),
]


@pytest.mark.parametrize("response,gold,expected", CASES)
def test_choice_verdicts(response, gold, expected):
    v = grade(response, gold)
    assert bool(v) is expected, (v.reason, v.answer)


def test_hedge_reason():
    assert grade("Answer: $C, D$", "C").status == "differs"  # a hedge between choices


def test_gold_choice_parses_letter_and_value():
    assert gold_choice(LETTER_VALUE) == ("B", r"\frac{1}{3}")
    assert gold_choice("$(D)$") == ("D", None)
    assert gold_choice(r"\frac{1}{3}") == (None, None)
    assert gold_choice("(1, 2)") == (None, None)


def test_mcq_style_reads_only_stated_letters():
    assert extract_answer("Let me check (C): this fails.", "mcq") is None
    assert extract_answer("Let me check (C): it works, so the answer is (C).", "mcq") == "C"
    assert extract_answer("Answer: C or D", "mcq") != "C"
