"""The choice-letter reader: the letter a response or an answer states ("C", "(C)", "the answer is (c)",
"Option C", "I'd go with C.", a response that opens with "D."), a hedge between letters, and the first
candidate of style "mcq" that states a letter.
"""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING

from . import lexicon
from .lexicon import alternation
from .response import CJK_LETTERS, last_match
from .spans import NEGATED, WORDS, last_sentence, unwrap
from .stages import Candidate

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable


_LETTER = re.compile(r"^\(?\s*([A-E])\s*\)?\s*[.:]?$")


_PAREN_LETTER = re.compile(r"(?<![\w\\])\(\s*([A-E])\s*\)(?![\w(])")


_OPTION_LETTER = re.compile(r"(?i:\b(?:option|choice))\s+\(?([A-E])\)?(?![A-Za-z])")  # "Option C"


_LEAD_LETTER = re.compile(r"^\(?\s*([A-E])\s*(?:\)|\s[-\u2013\u2014]\s)(?![A-Za-z])")  # "(C) 12", "C) 12", "C — 12"


_FILLER = r"for\s+sure|definitely|clearly|certainly|surely|probably|likely|obviously"  # "the answer is for sure D"


_CLAIMED_LETTER = re.compile(
    r"\b(?:answer|choice|option)\s*(?:is\b|:)\s*:?\s*(?:(?:"
    + _FILLER
    + r")\s+)?\$?\s*(?:\\text(?:bf)?\{)?(?:(?:option|choice)\s+)?"
    r"(?:\(([A-Ea-e])\)|(?-i:([A-E]))(?![A-Za-z]))"
    r"(?!\}?\$?\s*(?:,|/|\bor\b|\band\b)\s*\$?\s*\(?[A-Ea-e]\b)",
    re.IGNORECASE,
)


_CLAIM = alternation(lexicon.CLAIM)


_CLOSING_LETTER = re.compile(
    r"\b"
    + _CLAIM
    + r"[ \t]+(?:(?:"
    + _FILLER
    + r")[ \t]+)?(?:(?-i:"
    + alternation(lexicon.CHOICE_ARTICLE)
    + r")[ \t]+)?\(?([A-E])\)?(?:[ \t]+(?:"
    + alternation(lexicon.CLOSING_COPULA)
    + r"))?[ \t]*[.!\u0964]?[ \t]*$",  # a verb may close the sentence: "सही विकल्प B है।"
    re.IGNORECASE,
)


_OPENING_LETTER = re.compile(
    r"^(?:\s*(?:#{1,6}[ \t]+)?[A-Za-z]{2,}[A-Za-z \t]{0,30}:?[ \t]*\n)?\s*\(?([A-E])\)?(?:[ \t]*[.:)](?=\s|$)|[ \t]*[\u3002\uff0c\u3001\uff1a]|(?=["
    + CJK_LETTERS
    + r"]))"
)  # "D. ...", "B。...", "B不是 A"


_HEDGE = re.compile(r"^\(?\s*[A-E]\s*\)?\s*(?:(?:,|/|\bor\b|\band\b)\s*\(?\s*[A-E]\s*\)?\s*)+$")


def letter_of(text: str, *, finished: bool = True) -> str | None:
    r"""The choice letter an answer or a response states ("C", "(C)", "\\textbf{(C) }12", "The
    answer is (c).", "the correct option is E"), else None. Letters elsewhere in prose are
    not taken: a bare capital only counts as the whole answer or right after answer/option/choice.
    ``finished=False`` (a response cut off mid-sentence, :mod:`.cutoff`): its last sentence is not read
    ("Option (D) gives 12, which matches so f" names a choice under test, not the answer).
    """
    letter = single_letter(text)
    if letter:
        return letter
    lead = _lead_letter(unwrap(text))
    if lead is not None:
        return lead
    claimed = claimed_letter(text)
    if claimed is not None:
        return claimed.text
    if not finished:
        return _opening_letter(text)
    last = last_sentence(text)
    lead = _lead_letter(unwrap(last))
    if lead is not None:
        return lead  # a last line "C) $\sqrt{8}$"
    named = set(_PAREN_LETTER.findall(last)) | set(_OPTION_LETTER.findall(last))
    if len(named) == 1:
        return named.pop()  # "I think it's (D).", "Option C": the one choice the last sentence names
    return _closing_letter(last) or _opening_letter(text)


def _closing_letter(sentence: str) -> str | None:
    """The bare capital a sentence ends by claiming ("therefore I think it's B", "I'd go with C."),
    unless the claim is negated ("it can't be A").
    """
    m = _CLOSING_LETTER.search(sentence)
    if m is None or NEGATED.search(sentence, max(0, m.start() - 24), m.start(1)):
        return None
    return m.group(1)


def _opening_letter(text: str) -> str | None:
    """The letter a response opens with (under a heading: "## Solution"), set apart by punctuation or
    another script ("D. it can't be A or B", "B。不是 A"): the answer first, then its reasons.
    """
    m = _OPENING_LETTER.match(text)
    return m.group(1) if m else None


def _lead_letter(ans: str) -> str | None:
    """The letter ``ans`` opens with when what follows is a value ("(C) 12", "C) 12"), not a
    sentence ("(C): this fails").
    """
    m = _LEAD_LETTER.match(ans)
    return m.group(1) if m and len(WORDS.findall(ans[m.end() :])) <= 1 else None


def is_hedge(ans: str) -> bool:
    r"""``ans`` names two or more choice letters ("C, D", "(B) or (C)"), or two bracketed letters with
    their texts joined by an alternative of any language ("\textbf{(B)}\ x-4y 또는 \textbf{(D)}\ 3x").
    """
    return _HEDGE.match(unwrap(ans)) is not None or letters_hedged(ans)


def letters_hedged(ans: str) -> bool:
    """Two bracketed choice letters joined by an alternative of any language (lexicon.ALTERNATIVE)."""
    return ans.count("(") >= 2 and _letter_pair().search(ans) is not None


@functools.cache
def _letter_pair() -> re.Pattern:
    return re.compile(
        r"\(\s*[A-E]\s*\).{0,300}?(?<!\w)(?:" + alternation(lexicon.ALTERNATIVE) + r")(?!\w).{0,300}?\(\s*[A-E]\s*\)",
        re.IGNORECASE | re.DOTALL,
    )


def single_letter(ans: str) -> str | None:
    r"""The letter when ``ans`` is just a choice letter (``C``, ``(C)``, ``\\text{(C)}``, ``D.``)."""
    m = _LETTER.match(unwrap(ans))
    return m.group(1) if m else None


def claimed_letter(text: str) -> Candidate | None:
    """The letter the last "the answer is (C)" / "option: E" of ``text`` claims (read in its tail)."""
    start = max(0, len(text) - 2000)
    found = last_match(_CLAIMED_LETTER, text[start:])
    if found is None:
        return None
    return Candidate((found.group(1) or found.group(2)).upper(), "letter", start + found.start())


def stated_letter(found: Iterable[Candidate], choice_of: Callable[[str], str | None] | None = None) -> Candidate | None:
    """Style "mcq": the first candidate that is a choice letter or (``choice_of``: the letter of the
    one choice a text equals, supplied by the caller, since extraction never compares) names one
    choice, as a candidate holding that letter; else the claimed letter.
    """
    for candidate in found:
        letter = candidate.text if candidate.marker == "letter" else single_letter(candidate.text)
        if letter is None and choice_of is not None:
            letter = choice_of(candidate.text)
        if letter:
            return Candidate(letter, candidate.marker, candidate.position)
    return None


def both_or_hedge(a: str, b: str) -> str:
    r"""The two values of "$a$ or $b$" as one answer ("1, 2"); two lists ("$0,1,2$ or $1,2$") stay a hedge between
    them (``\text{either }0,1,2\text{ or }1,2``), no list of their members.
    """
    return f"\\text{{either }}{a}\\text{{ or }}{b}" if "," in a + b else f"{a}, {b}"
