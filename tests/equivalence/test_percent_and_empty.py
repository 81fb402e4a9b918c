r"""A percent is a fraction of 100, and "no solution" is the empty solution set (issue 30, principle 2:
whatever a value means is read the same however it is written).

Generated: percents x spellings x the gold as a fraction or a decimal x where the answer stands,
each with a wrong twin; a whole number is no proportion ("100%" is not "1"); "no solution" phrasings
against the empty set written four ways.
"""

from __future__ import annotations

import itertools

import pytest

from hardmath.equivalence import grade, is_equivalent

PERCENTS = [
    ("25", [r"\frac{1}{4}", "0.25", "1/4"], "0.3"),
    ("12.5", [r"\frac18", "0.125"], "0.15"),
    ("60", ["0.6", r"\frac35"], "0.06"),
]
SPELLINGS = ["{}%", r"{}\%", "{} percent", r"${}\%$", r"$\boxed{{{}\%}}$"]
WHERE = ["The probability is {}.", "So the chance is about {}", "{}"]


@pytest.mark.parametrize("value, golds, wrong", PERCENTS, ids=[p[0] for p in PERCENTS])
def test_a_percent_is_a_fraction_of_a_hundred(value, golds, wrong):
    failures = []
    for spelling, where, gold in itertools.product(SPELLINGS, WHERE, golds):
        response = where.format(spelling.format(value))
        if not grade(response, gold):
            failures.append((response, gold, grade(response, gold).answer))
        if grade(response, wrong):
            failures.append(("TWIN GRADED RIGHT", response, wrong))
        if not grade(response, value):  # the gold written without its percent sign
            failures.append(("PERCENT GOLD", response, value))
    assert not failures, failures


@pytest.mark.parametrize("answer, gold", [("100%", "1"), ("1", r"100\%"), ("50%", "2")])
def test_a_whole_number_is_no_proportion(answer, gold):
    assert not is_equivalent(answer, gold)


NO_SOLUTION = ["no solution", "No solutions", "no real solutions", "There is no solution", "no integer solution exists"]
EMPTY = [r"\emptyset", r"\varnothing", r"\{\}", r"\text{no solution}"]


@pytest.mark.parametrize("phrase", NO_SOLUTION)
def test_no_solution_is_the_empty_set(phrase):
    failures = [
        (phrase, empty)
        for empty in EMPTY
        for a, b in ((rf"\text{{{phrase}}}", empty), (empty, rf"\text{{{phrase}}}"))
        if not is_equivalent(a, b)
    ]
    for other in ("0", r"\{0\}", r"\text{one solution}", "x = 0"):
        if is_equivalent(rf"\text{{{phrase}}}", other):
            failures.append(("EQUAL TO", other))
    assert not failures, failures
