"""maj@k answer classes (:mod:`hardmath.equivalence.classes`): keys first, representatives compared,
a deterministic per-document budget; the classes equal plain pairwise grouping within the budget.
"""

from __future__ import annotations

import random

import pytest
import sympy_only

from hardmath.equivalence import classes, compare
from hardmath.equivalence.classes import answer_classes, vote_key
from hardmath.stats import group_equivalent, same_answer

FORMS = [
    r"\frac{3}{4}",
    "0.75",
    "3/4",
    r"\dfrac{3}{4}",
    r"\frac34",
    r"\frac{1}{2}",
    "0.5",
    "1",
    r"\frac{\sqrt{3}}{2}",
    r"\frac{\sqrt3}{2}",
    "(x+1)^2",
    "x^2+2x+1",
    "(1+x)^2",
    "x^2+1",
    r"2\sqrt{3}",
    r"\sqrt{12}",
    r"\text{Tuesday}",
    "tuesday",
    "5 cm",
    "50 mm",
    "5",
    "1,5",
    "(1,2)",
    "(2,1)",
    None,
]
SYMPY_ONLY = [sympy_only.quick(n) for n in range(5, 9)]


@pytest.fixture(autouse=True)
def _cold_cache():
    compare.DECISIONS.clear()


def test_keys_group_one_value_in_several_forms_and_never_across_units_or_commas():
    assert vote_key("0.75") == vote_key("3/4") == vote_key(r"\frac{3}{4}") == vote_key(r"\dfrac34")
    assert vote_key("0.75") != vote_key("0.7")
    assert vote_key("5 cm")[0] == vote_key("1,5")[0] == "text"  # their verdicts depend on the other side
    assert vote_key(r"\dfrac{1}{x}") == vote_key(r"\frac{1}{x}") == ("norm", r"\frac{1}{x}")
    assert vote_key(r"\left(x+1\right)") == vote_key("(x+1)")
    assert vote_key("1011_2")[0] != "value"  # a base-n numeral is not its value


@pytest.mark.parametrize("seed", range(6))
def test_classes_equal_pairwise_grouping_within_the_budget(seed):
    rng = random.Random(seed)
    answers = [rng.choice(FORMS) for _ in range(24)]
    want = group_equivalent(answers, same_answer)
    got = answer_classes(answers)
    assert got.ids == want and not got.notes


def test_answers_equal_to_the_gold_are_one_class_without_comparing_them():
    answers = ["(x+1)^2", "x^2+2x+1", "(1+x)^2", "x^2+1"]
    got = answer_classes(answers, [True, True, True, False])
    assert got.ids == [0, 0, 0, 1] and got.pairs == 0  # the wrong one is settled apart from the gold class


def test_a_64_answer_document_takes_few_decisions():
    rng = random.Random(0)
    answers = [rng.choice(FORMS[:16]) for _ in range(64)]
    got = answer_classes(answers)
    assert got.pairs <= 60 and got.worker_decisions == 0, got  # pairwise grouping: hundreds
    assert got.ids == group_equivalent(answers, same_answer)


def test_the_sympy_allowance_is_deterministic_whatever_the_cache_holds():
    answers = SYMPY_ONLY + SYMPY_ONLY[:2]
    cold = answer_classes(answers)
    assert cold.worker_decisions == classes.MAX_WORKER_DECISIONS and cold.notes
    warm = answer_classes(answers)  # every decided pair is cached now
    assert warm.ids == cold.ids and warm.worker_decisions == cold.worker_decisions
    assert cold.ids[4:] == cold.ids[:2]  # equal strings vote together whatever the budget


def test_past_the_pair_budget_the_rest_are_their_own_classes(monkeypatch):
    monkeypatch.setattr(classes, "MAX_PAIRS", 3)
    answers = ["x", "x+1", "x+2", "x+3", "x+4", "1+x", "x"]
    got = answer_classes(answers)
    assert got.pairs == 3 and got.notes
    assert got.ids == [0, 1, 2, 3, 4, 5, 0]  # "1+x" is never compared: its own class
