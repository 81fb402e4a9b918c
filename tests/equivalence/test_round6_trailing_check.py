r"""Round 6 (issue 39, blind set C and the long probe): closing paragraphs that check an answer stated before
them ("Let's verify: plugging $x = 7$ back in, ... = 57 ✓", "Check: 2 + 3 = 5 ...", "Vérifions : ...",
"Проверка: ...", "验证：...") are passed over when the answer is read from the last sentence, in every
language of :data:`.lexicon_clauses.CHECK`. Twins: the check's numbers are wrong; a response that is only a
check keeps its value. Cases written for this test.
"""

from __future__ import annotations

import itertools

import pytest

from hardmath.equivalence import grade

STATED = ["The value of $x$ is ${v}$.", "So $x = {v}$.", "Therefore the count is {v}.", "因此 $x = {v}$。"]
CHECKS = [
    "Let's verify: plugging $x = {v}$ back in, the left side is $6({v} + 5) - 15 = 57$ and the right side is $57$.",
    "Check: plugging back in, 2 + 3 = 5 and 5 × 2 = 10, consistent with the constraints. ✓",
    "Substituting $x = {v}$ back into the equation gives $57 = 57$. ✓",
    "Quick check: $6({v} + 5) - 15 = 57$.",
    "As a check, $6({v} + 5) - 15 = 57$ and the right side is $57$ too.",
    "Vérifions : en remplaçant, on obtient $57 = 57$.",
    "Probe: Einsetzen ergibt $57 = 57$.",
    "Проверка: подставляя, получаем $57 = 57$.",
    "验证：代入得 $57 = 57$。",
]


@pytest.mark.parametrize("stated, check", list(itertools.product(STATED, CHECKS)))
@pytest.mark.parametrize("value", ["7", "12"])
def test_a_closing_check_is_passed_over(stated, check, value):
    text = "We solve the equation step by step.\n\n" + stated.format(v=value) + "\n\n" + check.format(v=value)
    assert grade(text, value).status == "equal", text
    assert grade(text, "57").status == "differs", text  # wrong twin: the check's number
    two = text + "\n\n" + CHECKS[1]
    assert grade(two, value).status == "equal", two


def test_a_response_that_is_only_a_check_keeps_its_value():
    assert grade("Let's verify: 2 + 3 = 5.", "5").status == "equal"
