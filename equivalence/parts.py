r"""The labelled-parts reader: a several-part answer written as labelled parts near the end of a response
("**(a)** $22$ **(b)** $4554$", "(a) $\gcd(116, 435) = 29$ / (b) $\operatorname{lcm}(116, 435) = 1740$",
"(i) ... (ii) ...", "1) ... 2) ..."): the value of each part (its last math span or number; of an equality, its
last side), joined in order, when the labels run in sequence and are as many as the gold's parts. A guess
(:data:`.precedence.GUESSES`): any statement outranks it.
"""

from __future__ import annotations

import re

from .precedence import Marker
from .response import last_match
from .sentences import NUMBER
from .spans import MATH_SPAN, strip_math
from .stages import Candidate

WINDOW = 800  # labelled parts are looked for this far from the end

_ID = r"([a-h]|iv|v|i{1,3}|[1-8])"
_LABEL = re.compile(
    r"(?:(?:^|(?<=[\s*]))(?:[Pp]art\s+)?\("
    + _ID.replace("(", "(?P<a>", 1)
    + r"\)|^[ \t*]*"
    + _ID.replace("(", "(?P<b>", 1)
    + r"\))"
    r"(?=[\s*:]|$)",
    re.MULTILINE,
)  # "(a) 22", "**(b)** 4554", "Part (a):", a line opening "a) ..."; never "(x - 1)^2" or "f(a)"
_SEQUENCES = ("abcdefgh", ("i", "ii", "iii", "iv", "v"), "12345678")


def labelled_parts(text: str, parts: int) -> Candidate | None:
    """The values of the last run of ``parts`` labelled parts in ``text``'s tail, joined, else None."""
    if parts < 2:
        return None
    start = max(0, len(text) - WINDOW)
    labels = list(_LABEL.finditer(text, start))
    for k in range(len(labels) - parts, -1, -1):
        run = labels[k : k + parts]
        if not any(tuple(m.group("a") or m.group("b") for m in run) == tuple(seq[:parts]) for seq in _SEQUENCES):
            continue
        ends = [m.start() for m in run[1:]] + [_line_end(text, run[-1].end())]
        values = [_value(text[m.end() : end]) for m, end in zip(run, ends, strict=True)]
        if all(values):
            return Candidate(", ".join(values), Marker.LABELED_PARTS, run[0].start())
    return None


def _line_end(text: str, start: int) -> int:
    end = text.find("\n", start)
    return len(text) if end < 0 else end


def _value(part: str) -> str | None:
    """A part's value: its last math span (of an equality, the last side), else its last number."""
    span = last_match(MATH_SPAN, part)
    if span is not None:
        value = strip_math(next(g for g in span.groups() if g is not None))
    else:
        number = last_match(NUMBER, part)
        value = number.group(0) if number is not None else ""
    value = value.rsplit("=", 1)[-1].strip() if "=" in value and "\\{" not in value else value.strip()
    return value or None
