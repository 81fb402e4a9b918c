"""A final sentence made only of math spans joined by "and", "or" and commas is one answer (issue
30, principles 1 and 4): "$1$ and $2$ and $3$" states 1, 2, 3 (it was read as its last span, 3),
so such a bare answer reads the same as a response and as a gold.

Generated: value lists x joiners x math delimiters x what comes before (nothing, a paragraph),
each graded against the list both ways, with a wrong-value twin.
"""

from __future__ import annotations

import itertools

import pytest

from hardmath.equivalence import extract_answer, grade

LISTS = [("1", "2", "3"), ("-4", r"\frac{1}{2}"), (r"\sqrt{2}", "7", "11", "13")]
JOINERS = [" and ", " or ", ", ", ", and ", " , or "]
DELIMITERS = [("$", "$"), (r"\(", r"\)"), ("$$", "$$")]
BEFORE = ["", "We check every case in turn.\n\n"]


def _said(values: tuple[str, ...], joiner: str, delimiters: tuple[str, str]) -> str:
    left, right = delimiters
    return joiner.join(f"{left}{v}{right}" for v in values)


CASES = list(itertools.product(LISTS, JOINERS, DELIMITERS, BEFORE))


@pytest.mark.parametrize("values, joiner, delimiters, before", CASES)
def test_joined_spans_are_one_answer_either_side(values, joiner, delimiters, before):
    said = _said(values, joiner, delimiters)
    response, gold = before + said + ".", ", ".join(values)
    assert bool(grade(response, gold)), (response, extract_answer(response))
    assert bool(grade(gold, said)) and bool(grade(said, gold)), said
    twin = ", ".join((*values[:-1], "100"))
    assert not grade(response, twin) and not grade(twin, said), (response, twin)


@pytest.mark.parametrize("sentence", ["So $x=2$ and then $x=3$.", "$1$ is less than $2$."])
def test_spans_with_other_words_between_are_not_joined(sentence):
    assert "and then" not in (extract_answer(sentence) or "") and "less" not in (extract_answer(sentence) or "")


LEAD_INS = ["So ", "Thus, ", "The solutions are ", "Therefore the roots are: ", "We get "]


@pytest.mark.parametrize("lead", LEAD_INS)
def test_joined_spans_after_a_lead_in_are_one_answer(lead):
    """Words that only lead to the answer ("So", "The solutions are") before the joined spans do not
    make the sentence prose: "The solutions are $x=1$ and $x=-3$." states both roots.
    """
    failures = []
    for values, joiner, delimiters in itertools.product(LISTS, JOINERS, DELIMITERS):
        response = "We solve it.\n" + lead + _said(values, joiner, delimiters) + "."
        gold, twin = ", ".join(values), ", ".join((*values[:-1], "100"))
        if not grade(response, gold) or grade(response, twin):
            failures.append((response, extract_answer(response)))
    assert not failures, failures


@pytest.mark.parametrize("sentence", ["The answer lies between $3$ and $4$.", "Adding $3$ and $4$ works."])
def test_spans_after_other_words_stay_apart(sentence):
    """Words that say something of the spans ("between", "Adding") are no lead-in: not one list."""
    assert extract_answer(sentence) != "3, 4"
    assert not grade(sentence, "3, 4")
