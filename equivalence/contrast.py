"""A value rejected for another in the same sentence: "The answer is not 20 but 10", "答えは 391 ではなく、394 です",
"उत्तर 15 नहीं, बल्कि 25 है". The rejected value and the contrast words are dropped, the copula kept, so the sentence
states the value it settles on ("The answer is 10", "答えは 394 です"); the readers then read it as any statement
(:data:`.lexicon_corrections.CONTRAST`, one pattern per language, ``{v}`` standing for the rejected value).
"""

from __future__ import annotations

import functools
import re

from . import lexicon_corrections

_VALUE = r"(?:\$[^$\n]{1,60}\$|(?<![\d.,/:-])-?\d[\d.,/:]*(?:\s*\\?%)?)"  # a number read from its start: linear


@functools.cache
def _contrast() -> re.Pattern:
    branches = (
        phrase.replace("{v}", _VALUE) for phrases in lexicon_corrections.CONTRAST.values() for phrase in phrases
    )
    return re.compile("|".join(f"(?:{branch})" for branch in branches), re.IGNORECASE)


def settled(text: str) -> str:
    """``text`` with each "not {value} but" of any language dropped, its copula kept (see the module docstring)."""
    lowered = text.lower()
    if not any(anchor in lowered for anchors in lexicon_corrections.CONTRAST_ANCHORS.values() for anchor in anchors):
        return text
    return _contrast().sub(_copula, text)


def _copula(m: re.Match) -> str:
    kept = next((g for g in m.groups() if g), "")
    return f"{kept} " if kept else ""
