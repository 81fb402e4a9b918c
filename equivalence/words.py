"""The one-word reader: a last line of one word ("Tuesday"), or a last sentence that states one word ("Bob is
the shortest.", "The sum is odd."); never a word that describes the response ("The argument is incomplete.").
"""

from __future__ import annotations

import functools
import re

from .lexicon import WORK, alternation
from .sentences import MAX_CLOSING_SENTENCES, states_nothing
from .spans import NEGATED, SENTENCE_END, drop_hope
from .stages import Candidate

_WORD_STATEMENTS = (
    re.compile(r"^(?i:(?:so|thus|hence|therefore),?\s+)?([A-Z][a-z]+)\s+(?:is|was)\s+the\s+\w+est\b"),
    re.compile(r"^\s*[A-Za-z]+(?:\s+[A-Za-z]+)?\s*:\s*([^\W\d_]+)[.!]?\s*$"),
    re.compile(r"\b(?:is|are|was|were|be)\s+([^\W\d_]+)[.!]?\s*$", re.IGNORECASE),
)  # one word stated by a sentence


_ONE_WORD = re.compile(r"^\s*([^\W\d_]+)[.!]?\s*$")  # a word of any script, nothing else


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
    if m is None:  # a sentence that states a word: "Therefore, Bob is the shortest.", "The sum is odd."
        sentence = SENTENCE_END.split(line)[-1]
        found = (w for p in _WORD_STATEMENTS if (w := p.search(sentence)) is not None)
        m = None if NEGATED.search(sentence) else next(found, None)  # "It can't be A." states nothing
        if m is not None and m.re is not _WORD_STATEMENTS[1] and _about_the_work().search(sentence, 0, m.start(1)):
            m = None  # "The argument is incomplete.": a word that describes the response, not its answer
            # (a label "Solution: True" still states one)
        line = sentence if m is not None else line
    return Candidate(m.group(1), "word", text.rfind(line) + m.start(1)) if m else None


@functools.cache
def _about_the_work() -> re.Pattern:
    """A noun that names the response's own work (:data:`.lexicon.WORK`, every language)."""
    return re.compile(r"\b" + alternation(WORK) + r"s?\b", re.IGNORECASE)
