r"""The answer-first reader: a response that opens with its answer alone on its first line and then explains
it under a label ("$-(m+2)$\n\nExplanation: let the unknown be $t$ ... $t=3$ ..."; labels per language in
:data:`.lexicon_clauses.EXPLANATION`). The first line is the answer; the values of the explanation are its
steps. A first line that is prose, or an equation that is no named value (``2t+1=7`` restates a
condition), is none; any explicit statement (a box, "the answer is", "Answer:") still outranks it.

A first paragraph of prose that states the answer and is followed by a sentence that opens its explanation
("The acute angle is $45^\circ$. / Here is a more detailed explanation. ... the denominator", cut off; lead-ins
per language in :data:`.lexicon_clauses.EXPLAINS`, or a label of :data:`.lexicon_clauses.EXPLANATION`) is read the
same way: its last sentence is the answer (:func:`stated_then_explained`), the explanation's values are steps.
"""

from __future__ import annotations

import functools
import re

from . import lexicon_clauses
from .lexicon import phrases, words
from .precedence import Marker
from .sentences import last_sentence_answer
from .spans import is_prose, strip_math
from .stages import Candidate

MAX_FIRST_LINE = 200
MAX_ANSWER_PARAGRAPH = 400  # an answer stated first is short: the text before the explanation's lead-in

_RELATION = re.compile(r"(?<![<>!\\])=|\\[lg]eq?\b|[<>]")
_NAMED = re.compile(r"^\s*[A-Za-z](?:_\{?\w+\}?)?\s*=[^=]*$")  # "x = 3": a named value


def answer_first(text: str) -> Candidate | None:
    """The answer a response states alone on its first line before a labelled explanation, else None."""
    start = len(text) - len(text.lstrip())
    end = text.find("\n", start)
    if end < 0 or end - start > MAX_FIRST_LINE:
        return stated_then_explained(text, start)
    line = text[start:end].strip()
    value = strip_math(line)
    if is_prose(line):
        return stated_then_explained(text, start)
    if not value or (_RELATION.search(value) and not _NAMED.match(value)):
        return None
    return Candidate(value, Marker.ANSWER_FIRST, start) if _label().match(text, end) else None


def stated_then_explained(text: str, start: int = 0) -> Candidate | None:
    """The answer the last sentence of a short first paragraph states before an explanation's lead-in, else None."""
    lead_in = _lead_in().search(text, start, start + MAX_ANSWER_PARAGRAPH + 80)
    if lead_in is None or lead_in.start() - start > MAX_ANSWER_PARAGRAPH or not text[start : lead_in.start()].strip():
        return None
    found = last_sentence_answer(text[: lead_in.start()])
    return Candidate(found.text, Marker.ANSWER_FIRST, found.position) if found is not None else None


@functools.cache
def _lead_in() -> re.Pattern:
    return re.compile(
        r"(?<=[\n.!?。！？:：])[ \t\n]*\W{0,3}[ \t]*(?:"
        + phrases(lexicon_clauses.EXPLAINS)
        + r"|(?:"
        + words(lexicon_clauses.EXPLANATION)
        + r")[ \t]*(?::|\n))",
        re.IGNORECASE,
    )


@functools.cache
def _label() -> re.Pattern:
    return re.compile(r"\s*(?:" + words(lexicon_clauses.EXPLANATION) + r")\s*(?::|\n)", re.IGNORECASE)


@functools.cache
def _heading() -> re.Pattern:
    return re.compile(
        r"\s*[(*_]*[ \t]*(?:" + words(lexicon_clauses.EXPLANATION) + r")(?:[ \t]+[^\W\d_]+){0,2}[ \t]*(?::|\n)",
        re.IGNORECASE,
    )


def opens_explanation(text: str) -> bool:
    """Whether ``text`` opens with a label or heading of an explanation ("Proof sketch", "Why:", "Explanation")."""
    return _heading().match(text) is not None
