"""Issue 30, principle 3, by generation: the last statement of an answer wins. A response that boxes or
states a value and then corrects itself in words is graded by the correction, whatever the marker,
language and distance between the two statements; a final complete boxed tuple is not joined with
earlier partial boxes. Every case has its twin: the first value must then be graded wrong.
"""

from __future__ import annotations

import itertools

import pytest

from hardmath.equivalence import grade

FIRST = [
    r"So the answer is $\boxed{{{}}}$.",
    r"\boxed{{{}}}",
    r"We get $\fbox{{{}}}$.",
    "Answer: ${}$",
    "Final Answer: {}.",
]
LATER = [
    "Wait, actually the answer is {}.",
    "Hmm, I made an error above. The correct answer is ${}$.",
    "Final Answer: {}",
    "Answer: ${}$",
    "Let me recheck: the final answer is \\boxed{{{}}}.",
    "La réponse est {}.",
    "Die Antwort ist {}.",
    "答案是{}。",
    "**Answer:** {}",
]
FILLER = [
    " ",
    "\n",
    "\n\n",
    "\n\nLet me double-check the computation of the sum once more.\n\n",
    "\n\nRechecking: 3 + 4 = 7 and 2 * 6 = 12, so the earlier step dropped a term.\n" * 3,
]
PAIRS = [("5", "6"), (r"\frac{3}{4}", r"\frac{4}{3}"), ("12", "21"), (r"2\sqrt{3}", r"3\sqrt{2}")]


def _not_corrected(first: str, later: str, tails: list[str]) -> list:
    """The responses "an opening stating ``first``, then a tail stating ``later``" (each opening of
    FIRST before each tail) that are not graded ``later`` (or are graded ``first``).
    """
    failures = []
    for opening, tail in itertools.product(FIRST, tails):
        response = "Working it out.\n" + opening.format(first) + tail.format(later)
        v = grade(response, later)
        if not v:
            failures.append((response, v.answer, v.reason))
        if grade(response, first):
            failures.append(("EARLIER VALUE GRADED RIGHT", response))
    return failures


@pytest.mark.parametrize("first, later", PAIRS)
def test_a_later_statement_corrects_an_earlier_one(first, later):
    tails = [filler + closing for closing, filler in itertools.product(LATER, FILLER)]
    assert not _not_corrected(first, later, tails)


CLAUSES = [
    " Wait, that is wrong; the answer is {}.",
    " No wait; the answer is {}.",
    " Hmm \u2014 the answer is ${}$.",
    " Hmm -- actually the answer is {}.",
    " Oops \u2013 the answer is {}.",
    " That was wrong; the correct answer is {}.",
    " I made an error, so the answer is actually {}.",
    " Wait, I made an arithmetic slip, the answer is {}.",
    " Oops, that's wrong: the answer is {}.",
    " Attendez, c'est faux ; la réponse est {}.",
    " Moment, das war falsch; die Antwort ist {}.",
    "。等等，我算错了，答案是{}。",
    " Espera, me equivoqué; la respuesta es {}.",
]


@pytest.mark.parametrize("first, later", PAIRS)
def test_a_clause_that_says_it_corrects_corrects(first, later):
    """Inside a sentence, a statement of the answer corrects an earlier one when its sentence says
    so (a word of self-correction in any of six languages, "correct answer", "is actually").
    """
    assert not _not_corrected(first, later, CLAUSES)


NO_CORRECTION_CLAUSES = [
    " If we had counted the corner twice, the answer is {}.",
    " Suppose the digits could repeat; the answer is {}.",
    " For the other case, the answer is {}.",
    " Because the question asks for the sum, our answer is just {}.",
    " Si on compte le coin deux fois, la réponse est {}.",
    "。如果重复计算，答案是{}。",
]


@pytest.mark.parametrize("first, later", PAIRS)
def test_a_clause_that_does_not_say_so_is_no_correction(first, later):
    """A hypothetical, or a clause with no word of self-correction, leaves the box the answer."""
    failures = []
    for opening, clause in itertools.product(FIRST[:3], NO_CORRECTION_CLAUSES):
        response = "Working it out.\n" + opening.format(first) + clause.format(later)
        if not grade(response, first) or grade(response, later):
            failures.append((response, grade(response, first).answer))
    assert not failures, failures


def test_a_word_after_the_box_is_no_correction():
    for tail in ("I think the answer is correct.", "The answer is clear now.", "So the answer is as boxed."):
        v = grade(r"We get $\boxed{5}$. " + tail, "5")
        assert v, (tail, v)


TUPLES = [("7", "3"), ("-2", r"\frac{1}{2}"), ("0", "11")]
JOINS = [
    r"$x = \boxed{{{a}}}$ and $y = \boxed{{{b}}}$, i.e. $\boxed{{({a}, {b})}}$.",
    r"First $\boxed{{{a}}}$, then $\boxed{{{b}}}$.{gap}So the point is $\boxed{{({a},{b})}}$.",
    r"$a = \boxed{{{a}}}$;{gap}$b = \boxed{{{b}}}$;{gap}answer: $\boxed{{\left({a}, {b}\right)}}$",
]


@pytest.mark.parametrize("a, b", TUPLES)
def test_a_final_tuple_is_not_joined_with_partial_boxes(a, b):
    failures = []
    for template, gap in itertools.product(JOINS, (" ", "\n\n", "\nChecking both equations again.\n")):
        response = template.format(a=a, b=b, gap=gap)
        v = grade(response, f"({a},{b})")
        if not v:
            failures.append((response, v.answer, v.reason))
        if grade(response, f"({b},{a})"):
            failures.append(("SWAPPED TUPLE GRADED RIGHT", response))
    assert not failures, failures


def test_boxes_of_one_kind_still_join():
    assert grade(r"$\boxed{(2,2)}$ and $\boxed{(6,2)}$", "(2,2),(6,2)")
    assert grade(r"$x = \boxed{2}$ and $\boxed{3}$", "2, 3")
    assert not grade(r"$\boxed{24}$ $\boxed{28}$ $\boxed{30}$", "24, 28")


@pytest.mark.parametrize(
    "tail",
    [
        "The answer is (E).",
        r"The answer is $\mathrm{(D)}$.",
        r"The answer is $\textbf{(E)}.$",
        "Note that we should also be suspicious if our answer is $1001$- it is a $4$-digit number.",
        r"Because the question asks for the sum, our answer is just $\frac{11}{3} \cdot 5$.",
        "On integer side lengths, the answer would be the decimal just less than 13.",
    ],
)
def test_what_is_no_correction(tail):
    """A choice letter after the box (contest solutions), a hypothetical or a clause is no new statement."""
    for value, twin in (("32", "33"), (r"\frac{1}{2}", r"\frac{1}{3}")):
        response = rf"So there are $8 \cdot 4 = \boxed{{{value}}}$ in total." + "\n" + tail
        assert grade(response, value), (response, grade(response, value))
        assert not grade(response, twin)
