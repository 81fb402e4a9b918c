"""A sentence about the response's own work states no one-word answer (issue 38, section 2, last bullet).

"The argument is incomplete." read as the answer "incomplete" for a one-word gold (True, False,
converges) hid a response that gives no answer: ``no_answer`` was undercounted. Generated: nouns
that name the work x words that describe it x one-word golds, each graded ``no_answer``; their twins,
sentences that do state a word as the answer, keep their word (right for its gold, wrong for another).
"""

from __future__ import annotations

import itertools

import pytest

from hardmath.equivalence import grade

BODY = "We try induction on $n$. The base case $n = 1$ holds, but the step needs a bound we do not have.\n\n"
WORK = ["The argument", "This proof", "My solution", "The reasoning above", "This approach", "La démonstration"]
SAID = ["is incomplete.", "is flawed.", "was invalid.", "is complete.", "est incomplète."]
GOLDS = ["True", "False", "converges", "odd"]
STATED = [  # (sentence, the word it states as the answer)
    ("Therefore the statement is true.", "true"),
    ("So the sum is odd.", "odd"),
    ("Hence the series converges; the answer is converges.", "converges"),
    ("Solution: False", "False"),
    ("Therefore, 100 days from now it will be Friday.", "Friday"),
]


@pytest.mark.parametrize(
    "work, said, gold",
    [(w, s, g) for w, s, g in itertools.product(WORK, SAID, GOLDS) if s[:3] != "est" or w[:2] == "La"],
)
def test_a_word_that_describes_the_response_is_no_answer(work, said, gold):
    verdict = grade(BODY + f"{work} {said}", gold)
    assert not verdict and verdict.status == "no_answer", verdict


@pytest.mark.parametrize("sentence, word", STATED)
def test_a_sentence_that_states_the_word_keeps_it(sentence, word):
    right = grade(BODY + sentence, word)
    assert right and right.status == "equal", right
    twin = grade(BODY + sentence, "Wednesday" if word != "Wednesday" else "Monday")
    assert not twin and twin.status == "differs", twin
