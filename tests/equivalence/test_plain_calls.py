"""Principle 2 (issue 30): a function the checker knows, called in plain text (``exp(2)``,
``ln(3)``, ``sin(x)``), is read from prose as its LaTeX is: "The value is exp(2)." was read as
``(2)``. A name not followed by its argument ("a log") stays a word.

Generated: every plain-text function x arguments x sentence templates, against the LaTeX gold
both ways round, with a wrong-argument twin.
"""

from __future__ import annotations

import itertools

import pytest

from hardmath.equivalence import extract_answer, grade
from hardmath.equivalence.functions import PLAIN_TEXT

ARGUMENTS = [("2", "3"), ("-1", "5"), ("x", "2x")]
TEMPLATES = ["{}", "The value is {}.", "So the limit equals {}", "Thus we get {}.\n", "The result: {}."]


@pytest.mark.parametrize("name, args, template", list(itertools.product(sorted(PLAIN_TEXT), ARGUMENTS, TEMPLATES)))
def test_a_plain_text_call_is_its_latex(name, args, template):
    arg, twin = args
    plain, latex = f"{name}({arg})", f"\\{name}({arg})"
    response = template.format(plain)
    assert bool(grade(response, latex)), (response, extract_answer(response))
    assert bool(grade(latex, plain)), plain
    wrong = f"\\{name}({twin})"
    assert not grade(response, wrong) and not grade(wrong, plain), (response, wrong)


@pytest.mark.parametrize("sentence", ["He cut a log.", "It is a sin to waste it.", "The cos of it all."])
def test_a_name_without_its_argument_is_a_word(sentence):
    assert extract_answer(sentence) is None
