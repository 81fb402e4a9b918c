"""A closing sentence that only comments on the work ("That's the complete solution — the key step was organising
the conditions."): it names the work (:data:`.lexicon.WORK`), holds no value and none of the words by which a
response takes an answer back, corrects it, hedges, supposes, negates, concludes or goes on working, so the last
sentence reader reads the sentence before it.
"""

from __future__ import annotations

import functools
import re

from . import lexicon, lexicon_clauses
from .lexicon import phrases, words

MAX_CHATTER = 240  # characters: a longer sentence without a value is work, not a comment on it
_FINISHED = re.compile(r"[.!\u3002\uff01\u0964]\W{0,3}\Z")  # a sentence that ends on a stop ("." "!" "。" "।")
_VALUE = re.compile(r"\d|\$|\\[A-Za-z]|[=<>*_]")  # a digit, math, or emphasis (a bold word may be the answer)


def is_chatter(sentence: str) -> bool:
    """Whether ``sentence`` is a finished comment on the work with no value and no cue that changes an answer."""
    plain = sentence.strip()
    if not plain or len(plain) > MAX_CHATTER or _VALUE.search(plain) or not _FINISHED.search(plain):
        return False
    return _about_work().search(plain) is not None and _changes_answer().search(plain) is None


def states_plainly(sentence: str) -> bool:
    """Whether ``sentence`` (the one before a comment) holds no word that takes back, corrects, hedges, supposes,
    negates or goes on working ("..., but the step needs a bound we do not have." does): its value stands.
    """
    return _changes_answer(concluding=False).search(sentence) is None


@functools.cache
def _about_work() -> re.Pattern:
    """A noun that names the response's own work (:data:`.lexicon.WORK`: "solution", "approach"): the sentence is
    about the work, not a worded answer ("Bob is the shortest.", "I'd go with D.").
    """
    return re.compile(words(lexicon.WORK), re.IGNORECASE)


@functools.cache
def _changes_answer(concluding: bool = True) -> re.Pattern:
    """A word of any language that takes back, corrects, hedges, supposes, negates or goes on working, or (with
    ``concluding``) concludes: "So the roots are irrational." states its answer in words.
    """
    worded = (
        *((lexicon.CONCLUSION,) if concluding else ()),
        lexicon.SELF_CORRECTION,
        lexicon.RETRACTION_OPENING,
        lexicon.HYPOTHETICAL,
        lexicon.NOT,
        lexicon.NEGATION,
        lexicon.MAYBE,
        lexicon.ALTERNATIVE,
        lexicon_clauses.ERROR,
    )
    phrased = (lexicon.RETRACTION, lexicon.TAKEN_BACK, lexicon.SELF_CORRECTION_PHRASES, lexicon_clauses.MORE_WORK)
    parts = [words(cue) for cue in worded] + [phrases(cue) for cue in phrased]
    return re.compile("|".join(f"(?:{p})" for p in parts if p), re.IGNORECASE)
