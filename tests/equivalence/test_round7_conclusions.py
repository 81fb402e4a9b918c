r"""Round 7 (issue 39, blind set F): a closing sentence that as a whole states a worded answer class, whatever its
subject ("There are infinitely many such integers.", "So no such $j$ exists.", "The equation has **no real
solutions**.", in the lexicon's languages), is that class: the count infinity, does not exist, no solution. "No
such $j$ exists" and the empty set both say nothing satisfies the question. Wrong twins state a count, an object
that exists, or some solutions.
"""

from __future__ import annotations

import pytest

from hardmath.equivalence import grade

WORK = "Both conditions hold for every integer $n \\ge 6$ and fail below.\n\n"


@pytest.mark.parametrize(
    ("said", "gold"),
    [
        ("There are infinitely many such integers.", "\\infty"),
        ("So there are infinitely many such $n$.", "\\infty"),
        ("The equation has infinitely many solutions.", "\\text{infinitely many}"),
        ("So no such $j$ exists.", "\\emptyset"),
        ("Therefore no such $j$ exists.", "\\text{DNE}"),
        ("Hence there is no such $f$.", "\\emptyset"),
        ("The equation has **no real solutions**.", "$\\text{no root}$"),
        ("The equation has no real roots.", "\\text{no solution}"),
        ("Thus the system has no solution.", "\\emptyset"),
        ("Die Gleichung hat keine Lösung.", "$\\text{no root}$"),
        ("L'équation admet une infinité.", "\\infty"),
    ],
)
def test_a_worded_conclusion_states_its_class(said, gold):
    assert grade(WORK + said, gold).status == "equal"
    assert grade(WORK + said, "6").status == "differs"


@pytest.mark.parametrize(
    ("said", "gold"),
    [
        ("There are finitely many such integers.", "\\infty"),
        ("So such a $j$ exists.", "\\emptyset"),
        ("The equation has two real solutions.", "$\\text{no root}$"),
        ("The equation has no real solutions other than $x = 2$.", "\\emptyset"),
        ("There are infinitely many primes, but only $3$ such integers.", "\\infty"),
    ],
)
def test_a_sentence_that_states_another_value_is_no_class(said, gold):
    assert grade(WORK + said, gold).status != "equal"


def test_the_empty_set_is_not_a_number():
    assert grade("So no such $j$ exists.", "0").status == "differs"
    assert grade("The answer is $\\emptyset$.", "\\{0\\}").status == "differs"


@pytest.mark.parametrize(
    "said", ["So no such $j$ exists.", "Hence there is no such $j$.", "The answer is no such $j$."]
)
@pytest.mark.parametrize("gold", ["\\emptyset", "\\text{DNE}", "\\text{no solution}"])
def test_no_such_object_is_both_does_not_exist_and_the_empty_set(said, gold):
    assert grade(WORK + said, gold).status == "equal"
    assert grade(WORK + "So such a $j$ exists: $j = 2$.", gold).status == "differs"


def test_a_limit_that_does_not_exist_is_still_no_empty_set():
    assert grade(WORK + "Therefore, the limit does not exist.", "\\emptyset").status == "differs"
    assert grade(WORK + "Thus the equation has no solution.", "The limit does not exist.").status == "differs"


@pytest.mark.parametrize(
    ("said", "gold", "wrong"),
    [
        ("**Only II and III hold.**", "$\\text{II and III only}$", "$\\text{I and III}$"),
        ("So only I and III are true.", "$\\text{I and III}$", "$\\text{I, II and III}$"),
        ("Only II holds.", "$\\text{II only}$", "$\\text{II and III only}$"),
        ("Statements I and II are correct.", "I and II", "II"),
    ],
)
def test_a_closing_sentence_naming_the_statements_that_hold(said, gold, wrong):
    checklist = "- I: $x@(y+z) \\ne (x@y)+(x@z)$ ✗\n- II: holds ✓\n- III: holds ✓\n\n"
    assert grade(checklist + said, gold).status == "equal"
    assert grade(checklist + said, wrong).status == "differs"


def test_a_hedge_between_statements_names_none():
    assert grade("Work.\n\nSo I or III hold.", "$\\text{I and III}$").status != "equal"


@pytest.mark.parametrize(
    ("said", "gold", "wrong"),
    [
        ("so the region lies above the $x$-axis: quadrants **I and II** only.", "$\\text{I and II}$", "I, II, III"),
        ("$$\\boxed{\\text{Quadrants I and II}}$$", "$\\text{I and II}$", "$\\text{I and III}$"),
        ("Hence the true ones: statements II and III.", "II and III only", "III"),
    ],
)
def test_statements_named_by_their_noun(said, gold, wrong):
    text = "Both $y>2x$ and $y>4-x$ force $y>\\frac83>0$, " + said
    assert grade(text, gold).status == "equal"
    assert grade(text, wrong).status == "differs"


def test_a_negated_or_hedged_statement_list_names_none():
    assert grade("Work.\n\nSo the answer: not I and II.", "$\\text{I and II}$").status != "equal"
    assert grade("Work.\n\nSo the answer: quadrants I or II.", "$\\text{I and II}$").status != "equal"
