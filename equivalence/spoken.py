r"""A value read aloud in English words, written as the math it says (text in, text out; a step of
:func:`.normalize.normalize`, before plain-text math is read): "the square root of 2" is ``\sqrt{2}``,
"cube root of 27" ``\sqrt[3]{27}``, "3 over 4" and "3 divided by 4" ``3/4``, "5 squared" ``{5}^{2}``,
"2 to the power of 10" and "2 to the 10th power" ``{2}^{10}``, "negative 5" ``-5``, "pi over 4" ``pi/4``,
"2 times pi" ``2 \cdot pi``. Only a whole answer made of numbers, ``pi``, ``e``, one-letter names and
these words is read; anything else (a sentence, "2 to 3", "square feet") is left as it is.
"""

from __future__ import annotations

import re

_WORDS = frozenset(
    ("the", "a", "square", "cube", "root", "of", "over", "divided", "by", "times", "plus", "minus", "negative")
    + ("squared", "cubed", "to", "power", "raised", "th", "st", "nd", "rd", "and", "pi", "e")
)
_OPERAND = r"(?:\d+(?:\.\d+)?|pi|e|[a-z]|\\sqrt(?:\[3\])?\{[^{}]*\}|\{[^{}]*\}\^\{[^{}]*\})"
_STEPS = (
    (re.compile(rf"(?:the\s+)?square\s+root\s+of\s+({_OPERAND})"), r"\\sqrt{\1}"),
    (re.compile(rf"(?:the\s+)?cube\s+root\s+of\s+({_OPERAND})"), r"\\sqrt[3]{\1}"),
    (re.compile(rf"({_OPERAND})\s+squared"), r"{\1}^{2}"),
    (re.compile(rf"({_OPERAND})\s+cubed"), r"{\1}^{3}"),
    (
        re.compile(
            rf"({_OPERAND})\s+(?:raised\s+)?to\s+the\s+(?:power\s+of\s+)?({_OPERAND})(?:st|nd|rd|th)?(?:\s+power)?"
        ),
        r"{\1}^{\2}",
    ),
    (re.compile(r"\s+(?:over|divided\s+by)\s+"), "/"),
    (re.compile(r"\s+times\s+"), r" \\cdot "),
    (re.compile(r"\s+plus\s+"), "+"),
    (re.compile(r"\s+minus\s+"), "-"),
    (re.compile(r"^(?:negative|minus)\s+"), "-"),
)
_HAS_OPERATION = re.compile(r"\b(?:root|over|divided|times|plus|minus|negative|squared|cubed|power|to\s+the)\b")


def spoken(text: str) -> str:
    """``text`` with the words of a value read aloud written as math (see the module docstring),
    else unchanged.
    """
    s = text.strip().rstrip(".").strip()
    if not s or len(s) > 80 or not _HAS_OPERATION.search(s.lower()):
        return text
    words = re.findall(r"[^\W\d_]+", s)  # letters of any script: "minus pięć" is Polish, not "pi"
    if any(w.lower() not in _WORDS and len(w) > 1 for w in words):
        return text
    s = s.lower() if all(len(w) > 1 for w in words) else s  # "Negative 5"; a one-letter name keeps its case
    for pattern, replacement in _STEPS:
        s = pattern.sub(replacement, s)
    if re.search(r"[A-Za-z]{2,}", s.replace("\\sqrt", "").replace("\\cdot", "").replace("pi", "")):
        return text  # a word left over: not a value read aloud
    return s


_COPULA = re.compile(r"(?:\b(?:is|are|equals|be|was|gives|get)\b|[:=])\s*", re.IGNORECASE)


def spoken_tail(sentence: str) -> tuple[int, str] | None:
    """(offset, text) of a value read aloud that is ``sentence`` or ends it after an "is" / "equals" / ":"
    ("The side is the square root of 2." -> "the square root of 2"), else None.
    """
    body = sentence.rstrip().rstrip(".!")
    starts = [len(body) - len(body.lstrip()), *(m.end() for m in _COPULA.finditer(body))]
    for start in starts:  # the whole sentence first, then after each "is": the longest value read aloud
        tail = body[start:]
        if tail.strip() and spoken(tail) != tail:
            return start, tail.strip()
    return None
