"""Principle 6 (issue 30): the question decides the unit. Generated questions, answers and wrong-unit twins."""

from __future__ import annotations

import itertools
import random
from fractions import Fraction

import pytest

from hardmath.equivalence import grade
from hardmath.equivalence.forms import asked_unit, gold_in_asked_unit

# (asked unit, another unit of the same kind, how many of the asked unit one of the other is)
PAIRS = [
    ("minutes", "seconds", Fraction(1, 60)),
    ("minutes", "hours", Fraction(60)),
    ("grams", "kg", Fraction(1000)),
    ("meters", "cm", Fraction(1, 100)),
    ("km", "meters", Fraction(1, 1000)),
    ("inches", "feet", Fraction(12)),
    ("hours", "minutes", Fraction(1, 60)),
    ("cents", "dollars", Fraction(100)),
    ("liters", "milliliters", Fraction(1, 1000)),
    ("square meters", "square cm", Fraction(1, 10000)),
    ("cubic centimeters", "cubic meters", Fraction(1000000)),
    ("square feet", "square inches", Fraction(1, 144)),
]
QUESTIONS = [
    "A machine runs for a while. How many {u} does it run?",
    "How many {u} are needed in all?",
    "Find the total weight or length in {u}.",
    "What is the distance in {u}?",
    "Give the time, to the nearest {u}.",
]
SAYING = ["The answer is {a}.", "So it takes $\\boxed{{{a}}}$.", "Therefore, the final answer is: {a}", "It is {a}."]


def _cases(seed: int):
    rng = random.Random(seed)
    for (unit, other, ratio), question, saying in itertools.product(PAIRS, QUESTIONS, SAYING):
        n = rng.randint(2, 400)
        yield unit, other, ratio, question.format(u=unit), saying, n


@pytest.mark.parametrize("seed", range(3))
def test_the_unit_asked_for_decides(seed):
    for unit, other, ratio, question, saying, n in _cases(seed):
        gold = str(n)
        assert asked_unit(question) == unit, question
        say = saying.format
        assert grade(say(a=f"{n} {unit}"), gold, question=question), (question, unit)
        assert grade(say(a=str(n)), gold, question=question)  # no unit stated: the value decides
        wrong = grade(say(a=f"{n} {other}"), gold, question=question)  # the right number in a unit not asked for
        assert wrong.status == "differs", (question, other, wrong)
        converted = Fraction(n) / ratio  # the same quantity in the other unit, exactly
        text = (
            str(converted.numerator)
            if converted.denominator == 1
            else f"\\frac{{{converted.numerator}}}{{{converted.denominator}}}"
        )
        assert grade(say(a=f"{text} {other}"), gold, question=question), (question, text, other)


def test_questions_without_a_unit_keep_the_gold():
    for q in [
        "How many integers n satisfy n^2 < 50?",
        "How many m are there with m < 5?",
        "In how many ways?",
        "Find x in terms of y.",
        "He walks 3 miles in 2 hours. How far does he walk?",
        None,
        "",
    ]:
        assert gold_in_asked_unit("12", q) == "12", q
    assert gold_in_asked_unit(r"\frac{1}{2}", "How many hours?") == r"\frac{1}{2} hours"
    assert gold_in_asked_unit("5 cm", "How many meters?") == "5 cm"  # a gold that states a unit keeps it
    assert gold_in_asked_unit("x+1", "How many meters?") == "x+1"  # no number: no quantity
