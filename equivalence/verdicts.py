r"""A yes or no that opens the closing sentence, for a gold that is one word ("Show that the answer is yes."):
"So yes, at some moment the count was exactly $80\%$ of $N$.", "No, $f$ need not be identically zero.",
"Donc oui, ...", "Нет, ...", "所以是的，...", and a paragraph that opens on the word alone ("Yes. The argument
above settles it."). The sentence's math is the comment's, not its answer: the word
(any language of :data:`.lexicon.ANSWER_WORDS`, after a word of :data:`.lexicon.CONCLUSION`) is read first.
A comment that sets a condition, names an alternative, hedges or says the opposite ("Yes, if $n$ is even.",
"yes or no", "Yes, not necessarily") leaves the sentence to the other readers (:func:`.worded.agrees`).
"""

from __future__ import annotations

import functools
import re

from . import lexicon
from .response import CJK_LETTERS
from .spans import SENTENCE_STOP
from .stages import Candidate
from .worded import agrees, yes_no

MAX_COMMENT = 400  # characters of the comment read
_CJK_GLUED = re.compile(r"(?<=[$}\])])\. [" + CJK_LETTERS + "]")  # the response stage's break before a glued CJK word


def opening_verdict(text: str, at: int) -> Candidate | None:
    """The yes or no that opens the sentence of ``text`` holding position ``at``, followed by a comment on it
    (see the module docstring), else None.
    """
    stops = [m.end() for m in SENTENCE_STOP.finditer(text, max(0, at - MAX_COMMENT), at)]
    start = stops.pop() if stops else 0
    while start > 0 and _CJK_GLUED.match(text, start - 1):  # "不，$f$. 不必": a CJK word glued after math
        start = stops.pop() if stops else 0
    m = _opening().match(text, start) or _after_clause().search(text, start, at + 1)  # "..., so yes, ..."
    if m is None and start > 0:  # "Yes. The argument above settles it.": a paragraph that opens on the word alone
        m = _alone().search(text, max(0, start - MAX_ALONE), start)
        m = m if m is not None and m.end() == start else None
    if m is None or m.end() > at + 1:
        return None
    said = yes_no(m.group(1))
    stop = SENTENCE_STOP.search(text, m.end())
    comment = text[m.end() : stop.start() if stop else len(text)]
    if said not in ("yes", "no") or not comment.strip() or not agrees(said, comment):
        return None
    return Candidate(m.group(1), "word", m.start(1))


_CONCLUDED = r"(?:{})[ \t]*[,，、]?[ \t]*"
_SAID = r"\W{{0,2}}({})\W{{0,2}}[ \t]*(?:[,;:!，、—–]|\s-\s)\s*"  # the word, then the comma before its comment


def _said() -> str:
    return lexicon.words(
        {lang: tuple(w for w, e in said.items() if e in ("yes", "no")) for lang, said in lexicon.ANSWER_WORDS.items()}
    )


@functools.cache
def _opening() -> re.Pattern:
    """A sentence's opening yes or no, after a word of conclusion or none ("So yes, ...", "No, ...")."""
    concluded = _CONCLUDED.format(lexicon.words(lexicon.CONCLUSION))
    return re.compile(r"[ \t]*\W{0,3}[ \t]*(?:" + concluded + ")?" + _SAID.format(_said()), re.IGNORECASE)


MAX_ALONE = 40  # characters of a paragraph's opening yes or no sentence


@functools.cache
def _alone() -> re.Pattern:
    """A paragraph's opening sentence that is a yes or no alone ("Yes.", "**Ja.**"), up to the next sentence."""
    return re.compile(r"(?:^|\n)[ \t]*\W{0,3}[ \t]*(" + _said() + r")[ \t]*[.!。][ \t]*", re.IGNORECASE)


@functools.cache
def _after_clause() -> re.Pattern:
    """A yes or no after a clause and a word of conclusion ("Since they are dense, so yes, ...")."""
    concluded = _CONCLUDED.format(lexicon.words(lexicon.CONCLUSION))
    return re.compile(r"[,;，、][ \t]*" + concluded + _SAID.format(_said()), re.IGNORECASE)
