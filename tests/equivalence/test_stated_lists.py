"""Values stated after a copula later in a sentence, a LaTeX answer label, a German filler word, and a
sentence gold without a full stop (issue 39, blind set A's development failures, written as rules).

Generated with twins: each right statement is graded equal and the same statement of a wrong value differs.
"""

from __future__ import annotations

import itertools

import pytest

from hardmath.equivalence import grade

SUBJECTS = ["the possible values of $n$ are", "the roots of $p$ are", "the solutions for $x$ are"]
JOINERS = [" and ", ", ", " or "]


@pytest.mark.parametrize("subject, joiner", list(itertools.product(SUBJECTS, JOINERS)))
def test_spans_joined_after_a_copula_are_one_answer(subject, joiner):
    gold = f"Show that {subject} $1${joiner}$7$."
    assert grade("$\\{1, 7\\}$", gold) and grade("**Answer:** $1, 7$", gold)
    assert not grade("**Answer:** $7$", gold) and not grade("**Answer:** $1, 8$", gold)


@pytest.mark.parametrize("label", ["\\text{Answer}", "\\textbf{Answer}", "\\text{Final Answer}"])
@pytest.mark.parametrize("value, twin", [("\\frac{45}{2}", "\\frac{45}{4}"), ("13,725", "13,726")])
def test_a_latex_answer_label_with_an_equals_sign(label, value, twin):
    gold = value.replace(",", "")
    assert grade(f"We simplify.\n\n$${label} = {value}$$", gold)
    assert not grade(f"We simplify.\n\n$${label} = {twin}$$", gold)


@pytest.mark.parametrize("word", ["also", "somit", "daher"])
def test_german_filler_after_the_answer_marker(word):
    assert grade(f"Die Antwort lautet {word} $\\frac{{2}}{{3}}$.", "\\frac23")
    assert not grade(f"Die Antwort lautet {word} $\\frac{{3}}{{2}}$.", "\\frac23")


@pytest.mark.parametrize("lead", ["Show that the solution is", "Prove that the answer is"])
def test_a_sentence_gold_without_a_full_stop(lead):
    gold = f"{lead} $\\frac{{480}}{{49}}$"
    assert grade("The answer is **$480/49$**.", gold)
    assert not grade("The answer is **$480/47$**.", gold)
