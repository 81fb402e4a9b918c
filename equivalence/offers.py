"""A value offered as an alternative to another: "11 or 12", "Probably 36, although maybe 18", "entweder $a$ oder
$b$", "$306$，也可能是 603". A hedge states both values, neither one alone (:func:`.letters.both_or_hedge`); the
words are the lexicon's ("or": :data:`.lexicon.ALTERNATIVE`, "maybe": :data:`.lexicon.MAYBE`).
"""

from __future__ import annotations

import functools
import re

from . import lexicon
from .letters import both_or_hedge
from .spans import strip_math


def offered_too(text: str, first: int, value: str, shift: int = 0) -> tuple[int, str]:
    """(offset, value) of the value at ``first`` in ``text``, or of both values when the words right before
    it offer it as an alternative to an earlier one ("11 or 12", "Probably 36, although maybe 18",
    "entweder $a$ oder $b$"): a hedge states both, neither one alone; ``shift`` is added to the offset.
    """
    offered = _offered().search(text, max(0, first - MAX_OFFERED), first)
    if offered is None or len(offered.group(3).split()) > MAX_OFFER_WORDS or not _offer().search(offered.group(3)):
        return shift + first, value
    earlier = offered.group(1) or strip_math(offered.group(2))
    return shift + offered.start(), both_or_hedge(earlier.rstrip(".,"), value)


MAX_OFFERED = 60  # characters of "36, although maybe " before a last value
MAX_OFFER_WORDS = 4  # words between the two values ("vielleicht aber auch"); more make a sentence of its own


@functools.cache
def _offered() -> re.Pattern:
    """A number or a math span, then no value and no sentence stop up to the last value."""
    return re.compile(r"(?:(?<![\d.,])(-?\d[\d.,]*)|\$([^$\n]{1,60})\$)([^\d$\\\n.;:!?\u3002\u061f]*)$")


def offer_words() -> str:
    """An "or" (:data:`.lexicon.ALTERNATIVE`) or a hedge word (:data:`.lexicon.MAYBE`) of any language, as a fragment."""
    return lexicon.words(lexicon.ALTERNATIVE) + "|" + lexicon.words(lexicon.MAYBE)


@functools.cache
def _offer() -> re.Pattern:
    return re.compile(offer_words(), re.IGNORECASE)


@functools.cache
def _maybe_alternative() -> re.Pattern:
    """A hedge word of any language (:data:`.lexicon.MAYBE`) among at most five words right after a value, then a
    number or math ("$306$，也可能是 603", "$36$, or perhaps even 18", "$7$, хотя, возможно, и 8").
    """
    word = r"[^\W\d_]+[ \t,，、]*"
    return re.compile(
        rf"[ \t]*[,，、;]?[ \t]*(?:{word}){{0,2}}?(?:{lexicon.words(lexicon.MAYBE)})[ \t,，、]*(?:{word})?"
        r"(-?\d[\d.,/]*|\$[^$\n]{1,60}\$)",
        re.IGNORECASE,
    )


def maybe_other(rest: str, end: int) -> str:
    """The value a hedge word offers right after the value ending at ``end`` (:func:`_maybe_alternative`), else ""."""
    m = _maybe_alternative().match(rest, end)
    return strip_math(m.group(1)).rstrip(".,") if m is not None and m.end() - end <= MAX_MAYBE_GAP else ""


MAX_MAYBE_GAP = 60


def plain_other(plain: re.Match) -> str:
    """The other value of a hedge in words after a math span, without its sentence's close or brackets ("(or 0.75)")."""
    value = plain.group(1).strip(" .。।")
    if "(" in _before_group(plain):
        value = value.removesuffix(")").strip(" .。।")
    return value


def _before_group(m: re.Match) -> str:
    """The text a match read before its first group."""
    return m.string[m.start() : m.start(1)]


def offered_after(text: str, end: int, value: str) -> str:
    """``value`` (ending at ``end`` in ``text``), or both it and the value a hedge word offers right after it."""
    other = maybe_other(text, end)
    return both_or_hedge(value, other) if other else value
