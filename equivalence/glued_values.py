r"""Values a statement in a script written without spaces states in words around digits: a fraction
("27分の7", "9분의 4", "16分之3": :func:`.plaintext.fraction_words`) and a time of day ("午後3時30分" ->
``3:30 PM``, "下午3点" -> ``3:00 PM``, "오전 11시 30분" -> ``11:30 AM``), the copula after it dropped
(:data:`.lexicon.COPULA_FINAL`: "27分の7です", "9분의 4이다"); an answer word of the lexicon before its copula is
that word ("金曜日です"). Used by :mod:`.statements` before it
reads the last number among the words.
"""

from __future__ import annotations

import functools
import re

from . import lexicon
from .plaintext import fraction_words

_CLOCK = re.compile(
    r"^(?:(午前|上午|早上|오전)|(午後|下午|晚上|오후))?\s*(\d{1,2})\s*(?:時|时|点|點|시)\s*(?:(\d{1,2})\s*(?:分|분)?|半|반)?$"
)
_HALF = ("半", "반")


@functools.cache
def _copula() -> re.Pattern:
    """A closing copula of a verb-final language, with the stop after it."""
    return re.compile(r"\s*(?:" + lexicon.phrases(lexicon.COPULA_FINAL) + r")?\s*[.。!！]?\s*$")


def glued_value(span: str) -> str | None:
    """The fraction or time of day ``span`` states as a whole (see the module docstring), else None."""
    said = _copula().sub("", span.strip().strip("*")) if len(span) < 60 else ""
    if not said:
        return None
    clock = _CLOCK.match(said)
    if clock is not None:
        hour, minutes = int(clock.group(3)), clock.group(4)
        minutes = "30" if minutes is None and said.endswith(_HALF) else f"{int(minutes or 0):02d}"
        half = " AM" if clock.group(1) else " PM" if clock.group(2) else ""
        return f"{hour}:{minutes}{half}" if hour <= 24 and int(minutes) < 60 else None
    if lexicon.in_english(said) is not None and said != span.strip():
        return said  # "金曜日です": an answer word before its copula
    return fraction_words(said)


MAX_COPULA_STATEMENT = 400  # characters of a statement its closing copula is looked for in


def without_copula(statement: str) -> str:
    """``statement`` without the copula of a verb-final language that closes it ("(B) $110$ olur", "(B) $110$ है")."""
    return _copula().sub("", statement) if len(statement) < MAX_COPULA_STATEMENT else statement
