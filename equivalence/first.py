r"""The answer-first reader: a response that opens with its answer alone on its first line and then explains
it under a label ("$-(m+2)$\n\nExplanation: let the unknown be $t$ ... $t=3$ ..."; labels per language in
:data:`.lexicon_clauses.EXPLANATION`). The first line is the answer; the values of the explanation are its
steps. A first line that is prose, or an equation that is no named value (``2t+1=7`` restates a
condition), is none; any explicit statement (a box, "the answer is", "Answer:") still outranks it.
"""

from __future__ import annotations

import functools
import re

from . import lexicon_clauses
from .lexicon import words
from .precedence import Marker
from .spans import is_prose, strip_math
from .stages import Candidate

MAX_FIRST_LINE = 200

_RELATION = re.compile(r"(?<![<>!\\])=|\\[lg]eq?\b|[<>]")
_NAMED = re.compile(r"^\s*[A-Za-z](?:_\{?\w+\}?)?\s*=[^=]*$")  # "x = 3": a named value


def answer_first(text: str) -> Candidate | None:
    """The answer a response states alone on its first line before a labelled explanation, else None."""
    start = len(text) - len(text.lstrip())
    end = text.find("\n", start)
    if end < 0 or end - start > MAX_FIRST_LINE:
        return None
    line = text[start:end].strip()
    value = strip_math(line)
    if not value or is_prose(line) or (_RELATION.search(value) and not _NAMED.match(value)):
        return None
    return Candidate(value, Marker.ANSWER_FIRST, start) if _label().match(text, end) else None


@functools.cache
def _label() -> re.Pattern:
    return re.compile(r"\s*(?:" + words(lexicon_clauses.EXPLANATION) + r")\s*(?::|\n)", re.IGNORECASE)
