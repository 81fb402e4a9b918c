"""The one-word reader: a last line of one word ("Tuesday"), or a last sentence that states one word ("Bob is
the shortest.", "The sum is odd."); never a word that describes the response ("The argument is incomplete.").
"""

from __future__ import annotations

import functools
import re

from .lexicon import NOT, WORK, alternation, hedging, in_english, words
from .lexicon_kinds import GLUED_COPULA
from .sentences import MAX_CLOSING_SENTENCES, states_nothing
from .spans import NEGATED, SENTENCE_END, drop_hope
from .stages import Candidate

_WORD_STATEMENTS = (
    re.compile(r"^(?i:(?:so|thus|hence|therefore),?\s+)?([A-Z][a-z]+)\s+(?:is|was)\s+the\s+\w+est\b"),
    re.compile(r"^\s*[A-Za-z]+(?:\s+[A-Za-z]+)?\s*:\s*([^\W\d_]+)[.!]?\s*$"),
    re.compile(r"\b(?:is|are|was|were|be)\s+([^\W\d_]+)[.!]?\s*$", re.IGNORECASE),
)  # one word stated by a sentence


_LETTER = r"(?:[^\W\d_]|[\u0300-\u036f\u0900-\u0dff\u0e00-\u0e7f])"  # with the combining signs of Indic and Thai
_ONE_WORD = re.compile(rf"^\s*({_LETTER}+)[.!\u0964]?\s*$")  # a word of any script, nothing else


def is_one_word(text: str) -> bool:
    """Whether ``text`` is one word of any script and nothing else ("Tuesday", "yes.")."""
    return _ONE_WORD.match(text) is not None


def one_word(text: str) -> Candidate | None:
    """A last line that is one word and nothing else ("Tuesday", "yes.", under a heading): that word
    (its full stop dropped, as a sentence's) is the answer, as the same word is when it is the gold
    (a plain gold is its own answer; issue 30, principle 4). Else a last sentence that states one
    word: the subject of a superlative ("Bob is the shortest."), a label's word ("Result: Bob"), the
    word a sentence ends on after "is"/"be" ("The sum is odd.", "it will be Friday.").
    """
    lines = [ln for ln in text[-4000:].split("\n") if ln.strip()]
    for _ in range(MAX_CLOSING_SENTENCES):  # "I hope this helps!", "Let me know if ...": read what came before
        if len(lines) > 1 and states_nothing(drop_hope(lines[-1])):
            lines.pop()
    line = drop_hope(lines[-1]) if lines else ""
    m = _ONE_WORD.match(line)
    if m is not None and in_english(m.group(1)) is None:  # "因此和为偶数。": a sentence written without spaces
        glued = _closing(text, line)
        if glued is not None:
            return glued
    if m is None:  # a sentence that states a word: "Therefore, Bob is the shortest.", "The sum is odd."
        sentence = SENTENCE_END.split(line)[-1]
        found = (w for p in _WORD_STATEMENTS if (w := p.search(sentence)) is not None)
        m = None if NEGATED.search(sentence) else next(found, None)  # "It can't be A." states nothing
        if m is not None and m.re is not _WORD_STATEMENTS[1] and _about_the_work().search(sentence, 0, m.start(1)):
            m = None  # "The argument is incomplete.": a word that describes the response, not its answer
            # (a label "Solution: True" still states one)
        if m is None:
            return _closing(text, sentence)  # "所以两根为无理数。", "Le nombre est pair."
        line = sentence
    return Candidate(m.group(1), "word", text.rfind(line) + m.start(1)) if m else None


_CLOSING_MARKS = re.compile(r"[\s.!。！*_\u0964]*$")
_LAST_WORD = re.compile(rf"({_LETTER}+)$")
_GLUED_COPULA = re.compile(
    "(?:" + "|".join(re.escape(w) for ws in GLUED_COPULA.values() for w in sorted(ws, key=len, reverse=True)) + ")$"
)
MAX_GLUED_WORD = 8  # characters of a word glued to its sentence (Chinese, Japanese, Thai)


def _closing(text: str, sentence: str) -> Candidate | None:
    """The word of another language ``sentence`` (of ``text``) ends on (:func:`_closing_word`) when the
    sentence neither negates nor hedges ("不是无理数", "はい または いいえ"), else None.
    """
    if _negated(sentence) or hedging().search(sentence):
        return None
    closing = _closing_word(sentence)
    return Candidate(closing[0], "word", text.rfind(sentence) + closing[1]) if closing is not None else None


def _closing_word(sentence: str) -> tuple[str, int] | None:
    """(word, offset) of the answer word of another language a sentence ends on (:func:`.lexicon.in_english`:
    "pair", "無理数", "짝수"), its last word or, in a script written without spaces, the longest such
    ending of two characters or more; else None. English words are read by :data:`_WORD_STATEMENTS`.
    """
    body = sentence[: _CLOSING_MARKS.search(sentence).start()]
    body = _GLUED_COPULA.sub("", body)  # "水曜日です": the verb after the predicate
    body = body[: _CLOSING_MARKS.search(body).start()]  # "**水曜日**です"
    m = _LAST_WORD.search(body)
    if m is None:
        return None
    word = m.group(1)
    if in_english(word) is not None:
        return word, m.start(1)
    if not ("\u0e00" <= word[-1] <= "\u0e7f" or word[-1] >= "\u2e80"):
        return None  # only a script written without spaces glues a word to its sentence
    for size in range(min(MAX_GLUED_WORD, len(word) - 1), 1, -1):
        if in_english(word[-size:]) is not None:
            return word[-size:], len(body) - size
    return None


@functools.cache
def _negation() -> re.Pattern:
    """A word that negates what a phrase states, in any language of the lexicon (:data:`.lexicon.NOT`)."""
    return re.compile(words(NOT), re.IGNORECASE)


def _negated(sentence: str) -> bool:
    """Whether a word of ``sentence`` negates it ("不是无理数", "n'est pas pair")."""
    return NEGATED.search(sentence) is not None or _negation().search(sentence) is not None


@functools.cache
def _about_the_work() -> re.Pattern:
    """A noun that names the response's own work (:data:`.lexicon.WORK`, every language)."""
    return re.compile(r"\b" + alternation(WORK) + r"s?\b", re.IGNORECASE)
