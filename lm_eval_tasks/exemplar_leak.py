r"""Does an evaluation problem repeat a few-shot exemplar? A problem is never both.

Texts are compared by their *core*: lower case, without whitespace, ``$``, ``\[ \]``,
``\( \)``, braces and the literal ``\n`` some published prompts carry, so layout and
``\int_{0}^{1}`` vs ``\int_0^1`` do not hide a repeat. A problem repeats an exemplar when one
contiguous stretch of the exemplar's core, at least :data:`MIN_SHARE` of it, appears in the
problem's core (a reworded opening, "Find" for "Evaluate", still counts).
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Iterable

MIN_SHARE = 0.8
_NOISE = re.compile(r"\\[\[\]()]|\\n(?![A-Za-z])|[${}\s]")
_CHUNK = 16  # prefilter: a repeat of >= 80% of a core >= 80 chars shares an aligned chunk


def problem_core(text: str) -> str:
    """The comparison form of a problem (see the module docstring)."""
    return _NOISE.sub("", text).lower()


def repeats_exemplar(problem: str, exemplars: Iterable[str]) -> str | None:
    """The first exemplar ``problem`` repeats (see the module docstring), else None."""
    core = problem_core(problem)
    for exemplar in exemplars:
        ex = problem_core(exemplar)
        if not ex:
            continue
        if len(ex) >= 5 * _CHUNK and not any(
            ex[i : i + _CHUNK] in core for i in range(0, len(ex) - _CHUNK + 1, _CHUNK)
        ):
            continue
        match = SequenceMatcher(None, ex, core, autojunk=False).find_longest_match(0, len(ex), 0, len(core))
        if match.size >= MIN_SHARE * len(ex):
            return exemplar
    return None
