"""The typed fields a reader does not know, filled in from the response (:func:`typed`): where a
candidate's value ends in the text read, how the response set it apart (:class:`.precedence.Emphasis`)
and the language of its statement (the lexicon phrase that introduced it, else the script of its line).

Extraction reads the prepared text, in which markdown marks, answer tags and other languages'
markers are already gone (:mod:`.response`); these fields are read from the response as written, at
the last place that states the value. They are evidence for the debug view and for a rank that
names them (:class:`.precedence.Rank`); nothing here decides a grade.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from typing import TYPE_CHECKING

from . import lexicon
from .precedence import Emphasis

if TYPE_CHECKING:
    from .stages import Candidate

WINDOW = 300  # a statement's language is read this far before its value

_HEADING = re.compile(r"^[ \t]{0,3}#{1,6}[ \t]")
_TAG_OPEN = re.compile(
    r"<(?:final[_-]?)?answer>|\[ANSWER\]|\"(?:final_)?answer\"\s*:|<\|(?:begin_of_)?answer\|>", re.IGNORECASE
)
_TAG_CLOSE = re.compile(r"</(?:final[_-]?)?answer>|\[/ANSWER\]|<\|end_of_answer\|>|\"\s*[,}]", re.IGNORECASE)


def typed(found: Candidate, text: str, source: str | None = None) -> Candidate:
    """``found`` with its span's end located in ``text`` (the text read), and, given ``source`` (the
    response as written), its emphasis and language.
    """
    at = text.find(found.text, found.position) if found.text else -1
    end = at + len(found.text) if at >= 0 else min(len(text), found.position + len(found.text))
    if source is None:
        return dataclasses.replace(found, end=end)
    where = _located(found.text, source)
    emphasis = found.emphasis if found.emphasis is not Emphasis.NONE else emphasis_at(source, where)
    return dataclasses.replace(found, end=end, emphasis=emphasis, language=language_at(source, where))


def _located(value: str, source: str) -> int:
    """Where ``value`` (or, failing that, its first line without dollar signs) last stands in ``source``;
    the end of ``source`` when it is not written there as such.
    """
    for probe in (value, value.strip("$ ").split("\n")[0]):
        at = source.rfind(probe) if probe else -1
        if at >= 0:
            return at
    return len(source)


def emphasis_at(source: str, at: int) -> Emphasis:
    """How ``source`` sets apart what stands at ``at``: inside an answer tag (or a JSON answer field),
    on a heading line, inside bold marks, else not at all.
    """
    opened = None
    for opened in _TAG_OPEN.finditer(source, 0, at):  # noqa: B007 (the last one is wanted)
        continue
    if opened is not None and _TAG_CLOSE.search(source, opened.end(), at) is None:
        return Emphasis.TAG
    line_start = source.rfind("\n", 0, at) + 1
    before = source[line_start:at]
    if _HEADING.match(source, line_start):
        return Emphasis.HEADING
    if before.count("**") % 2 or before.count("__") % 2:
        return Emphasis.BOLD
    return Emphasis.NONE


def language_at(source: str, at: int) -> str:
    """The language of the statement before ``at``: the last lexicon answer phrase in the
    :data:`WINDOW` before it (:data:`.lexicon.ANSWER_IS`), else the script of the text around it
    (:data:`.lexicon.SCRIPTS`, first match; a phrase other languages share, :data:`.lexicon.SHARED_PHRASES`,
    is theirs when the text is in their script); "" when it holds no letter.
    """
    window = source[max(0, at - WINDOW) : at + WINDOW]
    before = window[: min(at, WINDOW)]
    stated = [(m.start(), lang) for lang, pattern in _answer_phrases().items() for m in pattern.finditer(before)]
    script = next((lang for lang, letters in _scripts().items() if letters.search(window)), "")
    if not stated:
        return script
    phrase = max(stated)[1]
    return script if script in lexicon.SHARED_PHRASES.get(phrase, ()) else phrase


@functools.cache
def _answer_phrases() -> dict[str, re.Pattern]:
    return {lang: re.compile(lexicon.phrases(lexicon.ANSWER_IS, (lang,)), re.IGNORECASE) for lang in lexicon.ANSWER_IS}


@functools.cache
def _scripts() -> dict[str, re.Pattern]:
    return {lang: re.compile(f"[{letters}]") for lang, letters in lexicon.SCRIPTS.items()}
