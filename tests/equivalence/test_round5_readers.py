"""Readers added in round 5 from blind set A's development failures, each as a rule (issue 39):
a value written before "is the answer", one-word answers of other languages (lexicon.ANSWER_WORDS),
a choice letter claimed by another language's copula (lexicon.CLAIM), a reasoning block closed by
``<|/X|>``. Generated, each with a wrong twin.
"""

from __future__ import annotations

import itertools

import pytest

from hardmath.equivalence import grade, lexicon

DELIMITERS = ["$ {v} $", "\\[\n{v}\n\\]", "\\( {v} \\)", "$$ {v} $$"]
VALUES = [("a/b", "\\frac{a}{b}", "b/a"), ("22.5", "\\frac{45}{2}", "22.6")]
PHRASES = ["is the answer.", "is our final answer.", "was the correct answer."]


@pytest.mark.parametrize("delimiter, value, phrase", list(itertools.product(DELIMITERS, VALUES, PHRASES)))
def test_a_value_written_before_is_the_answer(delimiter, value, phrase):
    written, gold, twin = value
    assert grade(f"We simplify.\n\nTherefore,\n{delimiter.format(v=written)}\n{phrase}", gold)
    assert not grade(f"We simplify.\n\nTherefore,\n{delimiter.format(v=twin)}\n{phrase}", gold)


WORDS = [(lang, word, english) for lang, table in lexicon.ANSWER_WORDS.items() for word, english in table.items()]
OPPOSITE = {
    "yes": "no",
    "no": "yes",
    "true": "false",
    "false": "true",
    "converges": "diverges",
    "diverges": "converges",
}


@pytest.mark.parametrize("lang, word, english", WORDS)
def test_a_one_word_answer_of_another_language(lang, word, english):
    for response in (f"**Answer:** {word}", f"The answer is $\\boxed{{\\text{{{word}}}}}$."):
        assert grade(response, english), (lang, response)
        assert not grade(response, OPPOSITE[english]), (lang, response)


CLAIMS = [
    "Logo, o valor procurado é {x}.",
    "Donc la bonne option est {x}.",
    "Por lo tanto, la opción correcta es {x}.",
    "Die richtige Option ist {x}.",
]


@pytest.mark.parametrize("claim", CLAIMS)
@pytest.mark.parametrize("letter, twin", [("A", "C"), ("D", "B")])
def test_a_letter_claimed_in_another_language(claim, letter, twin):
    assert grade("Wir rechnen.\n\n" + claim.format(x=letter), letter)
    assert not grade("Wir rechnen.\n\n" + claim.format(x=twin), letter)


@pytest.mark.parametrize("word", ["thought", "think", "reasoning"])
def test_a_reasoning_block_closed_by_a_slash_token(word):
    assert grade(f"<|{word}|>maybe 41<|/{word}|><|output|>**48**<|/output|>", "48")
    assert not grade(f"<|{word}|>maybe 48<|/{word}|><|output|>**41**<|/output|>", "48")
