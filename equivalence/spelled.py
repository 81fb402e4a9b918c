r"""A number spelled out at the end of a sentence, after its copula: "Die größtmögliche Mächtigkeit von $S$ ist
dreizehn.", "... so the maximum number of distinct 4-tuples is **six**." (bold marks already dropped), "所求结果为六",
"答えは六です". The sentence's last word is its answer: it outranks a math span (``$S$``) or a count ("There are
eight candidates, ..., is six.") earlier in the same sentence. Copulas per language are
:data:`.lexicon.COPULA` (and, after the value, :data:`.lexicon.COPULA_FINAL`); number and fraction words of every
language of the lexicon (:func:`.plaintext.number_words`, :func:`.plaintext.fraction_words`). A word after an
article or adjective ("the larger one") follows no copula and is not read.
"""

from __future__ import annotations

import functools
import re

from . import lexicon
from .plaintext import MAX_NUMBER_WORDS, fraction_words, number_words
from .response import last_match

MAX_TAIL = 160  # characters read before the sentence's end


def closing_spelled_number(sentence: str) -> tuple[int, str] | None:
    """(offset, value) of a number or fraction spelled out after the sentence's last copula and ending it, else None."""
    end = _closing_end(sentence)
    start = max(0, end - MAX_TAIL)
    copula = last_match(_copula(), sentence, start, end)
    if copula is None:
        return None
    said = sentence[copula.end() : end]
    words = said.strip()
    if not words or len(words.split()) > MAX_NUMBER_WORDS or any(c.isdigit() for c in words):
        return None
    value = number_words(words)
    found = str(value) if value is not None else fraction_words(words)
    return (copula.end() + len(said) - len(said.lstrip()), found) if found is not None else None


def spelled_before_final_copula(said: str) -> str | None:
    """The number a stated value spells before a verb-final copula ("六です", "여섯입니다"), else None."""
    end = _closing_end(said)
    words = said[:end].strip()
    if end == len(said.rstrip(" .。")) or not words or any(c.isdigit() for c in words):
        return None
    value = number_words(words)
    return str(value) if value is not None else fraction_words(words)


def _closing_end(sentence: str) -> int:
    """Where the sentence's words end: before its closing punctuation and a verb-final copula ("六です。")."""
    m = _closing().search(sentence, max(0, len(sentence) - 40))
    return m.start() if m is not None else len(sentence)


@functools.cache
def _copula() -> re.Pattern:
    return re.compile(r"(?:" + lexicon.words(lexicon.COPULA) + r"|[=:：])[ \t]*", re.IGNORECASE)


@functools.cache
def _closing() -> re.Pattern:
    final = lexicon.words(lexicon.COPULA_FINAL)
    return re.compile(r"[ \t]*(?:(?:" + final + r")[ \t]*)?[\s.!。！*_)\]]*\Z", re.IGNORECASE)
