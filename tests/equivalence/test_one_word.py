"""A one-word answer is read the same on both sides (issue 30, principle 4: gold and answer through
the same stage): "Tuesday" as a response (or as its last line) is its answer, as "Tuesday" as a gold is.

Generated: words (English, German, French, Chinese; capitalized or not) x the ways a response
writes one word alone (bare, a full stop, bold, after a reasoning trace or a heading, padded, the
last line after a sentence) x which side it is
on, each with its wrong twin (another word of its kind), which must stay wrong and be graded as an
answer, not as "no answer".
"""

from __future__ import annotations

import itertools

import pytest

from hardmath.equivalence import grade
from hardmath.equivalence.extract import candidates
from hardmath.equivalence.grading import read_gold
from hardmath.equivalence.response import prepare

TWINS = [  # a word and a wrong answer of its kind
    ("Tuesday", "Monday"),
    ("yes", "no"),
    ("even", "odd"),
    ("Alice", "Bob"),
    ("impossible", "possible"),
    ("north", "south"),
    ("Dienstag", "Mittwoch"),
    ("vrai", "faux"),
    ("星期二", "星期三"),
]
FORMS = {  # how a response writes the word alone; whether a gold may be written so too
    "bare": ("{w}", True),
    "full stop": ("{w}.", True),
    "exclaimed": ("{w}!", False),
    "padded": ("  {w}\n", True),
    "bold": ("**{w}**", False),
    "after a trace": ("<think>Let me count the days.</think>{w}", False),
    "under a heading": ("## Solution\n\n{w}", False),
    "its own last line": ("We count the days from Saturday.\n{w}.", False),
}
CASES = [(w, t, f) for (w, t), f in itertools.product(TWINS + [(t, w) for w, t in TWINS], FORMS)]


@pytest.mark.parametrize("word, twin, form", CASES, ids=lambda x: str(x))
def test_a_one_word_response_is_its_answer_and_its_twin_stays_wrong(word, twin, form):
    response = FORMS[form][0].format(w=word)
    right, wrong = grade(response, word), grade(response, twin)
    assert right, right
    assert not wrong and not wrong.no_answer, wrong
    assert wrong.answer == right.answer and right.answer.rstrip(".!") == word  # "no!": a bare reading


@pytest.mark.parametrize("word, twin, form", [c for c in CASES if FORMS[c[2]][1]], ids=lambda x: str(x))
def test_a_one_word_gold_and_response_swap_sides(word, twin, form):
    written = FORMS[form][0].format(w=word)
    assert grade(written, word) and grade(word, written)
    assert not grade(twin, written) and not grade(written, twin)
    assert bool(grade(written, twin)) == bool(grade(twin, written)) is False


@pytest.mark.parametrize("word", [w for pair in TWINS for w in pair])
def test_both_sides_read_one_word_through_one_stage(word):
    stated = next(candidates(prepare(word).text, words=True))  # as against a one-word gold
    assert (stated.text, stated.position) == (word, 0) and stated.marker in ("word", "bare")  # "no": no prose
    assert read_gold(word).answer == stated.text


@pytest.mark.parametrize("word", ["Tuesday", "Hmm", "impossible", "Therefore"])
def test_a_last_word_answers_only_a_one_word_gold(word):
    """Against a gold that is no word, a last line of one word is no statement ("Therefore" where a
    generation was cut off, lm-eval's dummy "lol"): "no answer" keeps meaning that nothing was stated,
    and a task format falls back to the last number as before.
    """
    verdict = grade(word, "5")
    assert not verdict and verdict.no_answer and verdict.answer is None
    cut = grade(f"We add 3 and 4 to get 7.\n\n{word}", "7", style="boxed")
    assert cut and cut.answer == "7"
    assert grade(word, rf"\text{{{word}}}") and not grade(word, r"\text{Monday}").no_answer


@pytest.mark.parametrize(
    "response, gold, answer",
    [("seven", "7", "7"), ("No", "no", "No"), ("x", "x", "x"), ("The answer is Tuesday.", "Tuesday", "Tuesday")],
)
def test_readings_before_the_word_keep_their_answers(response, gold, answer):
    verdict = grade(response, gold)
    assert verdict and verdict.answer == answer
