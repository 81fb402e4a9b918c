r"""Round 6 (issue 39, long probe): a last sentence that says a value is the solution (root, answer) of an
equation written after it ("So $x = -8$ is the solution of $4(x + 2) - 16 = 6x + 8$.") states that value, not
the equation. Twins: another value is wrong; "The solution of $2x = 6$ is $x = 3$." still reads its last span.
Cases written for this test.
"""

from __future__ import annotations

import itertools

import pytest

from hardmath.equivalence import grade

PHRASES = [
    "So ${v}$ is the solution of ${e}$.",
    "Thus ${v}$ is the only solution to the equation ${e}$.",
    "Hence ${v}$ is a root of ${e}$.",
    "Therefore ${v}$ is the unique solution for ${e}$.",
]
PAIRS = [
    ("x = -8", "-8", "4(x + 2) - 16 = 6x + 8"),
    ("x = 0", "0", "3(x + 4) - 3 = 2x + 9"),
    ("t = 3", "3", "t^2 - 9 = 0"),
]


@pytest.mark.parametrize("phrase, pair", list(itertools.product(PHRASES, PAIRS)))
def test_the_value_said_to_solve_a_later_equation_is_the_answer(phrase, pair):
    value, gold, equation = pair
    text = "We test values one by one.\n\n" + phrase.format(v=value, e=equation)
    assert grade(text, gold).status == "equal", text
    assert grade(text, "5").status == "differs", text


def test_a_sentence_ending_on_the_value_reads_it():
    text = "The solution of $2x = 6$ is $x = 3$."
    assert grade(text, "3").status == "equal"
    assert grade(text, "6").status == "differs"
