"""Every template's gold is an answer the checker can grade: at the original and 5 seeds, the gold
boxed in a short response grades correct, and a different value grades wrong (Putnam tasks grade
with ``style="boxed"``).
"""

from __future__ import annotations

import re

import pytest

from hardmath.equivalence import grade
from hardmath.variations import Original, templates

SEEDS = [Original, 0, 1, 2, 3, 4]
# Wrong renderings that the installed checker grades as equal: checker bugs, not template bugs.
# strict: once the checker is fixed these XPASS and fail, so the entry must be removed.
CHECKER_FALSE_POSITIVES: dict[str, str] = {}  # none left: ceilings and tiny values are now told apart
PROSE = re.compile(r"\\text\{[^}]*[A-Za-z]{3,}")


def _response(answer: str) -> str:
    return f"We are done.\n\nFinal Answer: The final answer is $\\boxed{{{answer}}}$. I hope it is correct."


def different_value(gold: str) -> str:
    """The gold with every integer raised by one, or ``gold + 1`` when it has no digit."""
    if re.search(r"\d", gold):
        return re.sub(r"\d+", lambda m: str(int(m.group()) + 1), gold)
    return f"{gold} + 1"


def test_different_value_changes_the_text():
    assert different_value(r"\frac{3}{7}") == r"\frac{4}{8}"
    assert different_value(r"2 \cdot 3^{659}") == r"3 \cdot 4^{660}"
    assert different_value("e") == "e + 1"


def _params():
    for t in templates():
        reason = CHECKER_FALSE_POSITIVES.get(t.name)
        marks = [pytest.mark.xfail(reason=reason, strict=True)] if reason else []
        yield pytest.param(t, marks=marks, id=t.name)


@pytest.mark.parametrize("t", list(_params()))
def test_gold_grades_right_and_a_different_value_wrong(t):
    for seed in SEEDS:
        gold = t.snapshot(seed).answer
        assert not PROSE.search(gold), f"seed {seed}: prose in the gold {gold!r}"
        right = grade(_response(gold), gold, style="boxed")
        assert right.equivalent, f"seed {seed}: the gold {gold!r} grades wrong ({right.reason})"
        wrong = grade(_response(different_value(gold)), gold, style="boxed")
        assert wrong.answer is not None, f"seed {seed}: nothing extracted from {different_value(gold)!r}"
        assert not wrong.equivalent, f"seed {seed}: {different_value(gold)!r} grades equal to {gold!r} ({wrong.reason})"


@pytest.mark.parametrize(
    "name, original, boxed",
    [
        ("putnam_1976_b2", "8", "8"),
        ("putnam_1979_a1", r"2 \cdot 3^{659}", r"2\times 3^{659}"),
        ("putnam_1996_a2", r"3\pi", r"3 \pi"),
        ("putnam_2021_a5", "1931", "1931"),
    ],
)
def test_former_prose_golds_take_a_plain_correct_answer(name, original, boxed):
    r"""These golds were prose ("8 \text{ squares: } 1, A^2, ...") that a correct \boxed{8} never matched."""
    t = next(t for t in templates() if t.name == name)
    assert t.snapshot(Original).answer == original
    assert grade(_response(boxed), original, style="boxed").equivalent
