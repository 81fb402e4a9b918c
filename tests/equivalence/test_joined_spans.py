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
