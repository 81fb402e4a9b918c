r"""Round 6 (issue 39), values in less common notations (:mod:`hardmath.equivalence.notation`), each
generated over wrappers with wrong twins that must stay wrong (cases written for this test); several
twins were false positives before: "1 million" equalled 1, ``2+3\mathrm{i}`` equalled 5,
``1.5 \times 10^{6}\text{ dollars}`` equalled 15 (a power before a unit word was dropped with it).
"""

from __future__ import annotations

import itertools

import pytest

from hardmath.equivalence import grade, is_equivalent

WRAPPERS = ["The answer is $\\boxed{{{x}}}$.", "Final Answer: The final answer is ${x}$. I hope it is correct."]
CASES = [  # (answer, gold, wrong answers for that gold)
    ("2+3\\mathrm{i}", "2+3i", ["2+3", "2-3\\mathrm{i}"]),
    ("2 + 3\\text{i}", "2+3i", ["3\\text{i}+3"]),
    ("-\\mathrm{i}", "-i", ["\\mathrm{i}", "-1"]),
    ("\\mathrm{e}^{2}", "e^2", ["2", "\\mathrm{e}^{3}"]),
    ("1 \\text{ million}", "1000000", ["1 \\text{ billion}", "10 \\text{ million}"]),
    ("2.5 \\text{ million}", "2500000", ["2.5", "25 \\text{ million}"]),
    ("3\\text{ thousand}", "3000", ["3", "3 \\text{ million}"]),
    ("1.5\\text{ million dollars}", "1500000", ["1.5 \\text{ dollars}", "15"]),
    ("1.5 \\times 10^{6}\\text{ dollars}", "1500000", ["15", "1.5"]),
    ("\\sin 30^\\circ", "\\frac12", ["\\sin 30", "\\sin 60^\\circ"]),
    ("\\cos(60^{\\circ})", "\\frac{1}{2}", ["\\cos 30^\\circ", "\\cos 60"]),
    ("\\tan 45^\\circ", "1", ["\\tan 45", "\\tan 30^\\circ"]),
    ("\\sin^2 30^\\circ", "\\frac14", ["\\sin^2 30", "\\sin^2 45^\\circ"]),
    ("0.(3)", "\\frac13", ["0.3", "0.(6)"]),
    ("0.1(6)", "\\frac16", ["0.16", "0.(16)"]),
    ("2.(142857)", "\\frac{15}{7}", ["2.142857", "2.(142856)"]),
]


@pytest.mark.parametrize("case, wrapper", list(itertools.product(CASES, WRAPPERS)), ids=lambda x: str(x)[:40])
def test_a_value_in_a_less_common_notation(case, wrapper):
    answer, gold, wrongs = case
    assert grade(wrapper.format(x=answer), gold), (answer, gold)
    assert is_equivalent(gold, answer), (gold, answer)
    for wrong in wrongs:
        assert not grade(wrapper.format(x=wrong), gold), (wrong, gold)


@pytest.mark.parametrize(
    "answer, gold",
    [("2^{3} \\text{ units}", "2"), ("10^{2}\\text{ dollars}", "10"), ("f(0.5)(3)", "f(0.5\\overline{3})")],
)
def test_a_power_or_a_bracket_is_no_notation_of_another_value(answer, gold):
    assert not is_equivalent(answer, gold)


CLOCKS = [  # (24-hour time, gold with its half of the day, wrong times)
    ("14:30", "2:30 PM", ["2:30", "02:30", "14:35", "2:30 AM"]),
    ("14:30", "$\\text{2:30 p.m.}$", ["15:30"]),
    ("00:15", "12:15 AM", ["12:15", "0:25"]),
    ("12:15", "12:15 PM", ["00:15"]),
    ("14h30", "2:30 PM", ["14h45"]),
    ("21:05", "9:05 pm", ["9:05", "09:05"]),
]


@pytest.mark.parametrize("case, wrapper", list(itertools.product(CLOCKS, WRAPPERS)), ids=lambda x: str(x)[:40])
def test_a_time_on_the_24_hour_clock_against_one_with_its_half_of_the_day(case, wrapper):
    answer, gold, wrongs = case
    assert grade(wrapper.format(x=answer), gold), (answer, gold)
    assert is_equivalent(gold, answer), (gold, answer)
    for wrong in wrongs:
        assert not grade(wrapper.format(x=wrong), gold), (wrong, gold)
