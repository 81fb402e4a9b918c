"""The question's own numbers (:func:`givens`): a last number that restates one of them gives way to its
sentence's new number (:func:`new_number`).
"""

from __future__ import annotations

import re

from .plaintext import number_words
from .response import last_match
from .sentences import NUMBER, with_unit
from .stages import Candidate

MAX_SENTENCE_CHARS = 600


def givens(question: str) -> frozenset[str]:
    """The numbers a question states ("12", "1500"; thousands commas and signs dropped; "four" as 4)."""
    tail = question[-4000:]
    spelled = (number_words(w.lower()) for w in _SMALL_NUMBER_WORD.findall(tail))
    return frozenset(_number_key(m.group(0)) for m in NUMBER.finditer(tail)) | {
        str(n) for n in spelled if n is not None
    }


def _number_key(number: str) -> str:
    return number.replace(",", "").lstrip("-").rstrip(".")


_SMALL_NUMBER_WORD = re.compile(
    r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|hundred)\b", re.IGNORECASE
)  # "four tests": a given written in words


_DENIED = re.compile(r"(?:\bnot|n't|n’t)\s*\$?\s*$", re.IGNORECASE)
_SENTENCE_START = re.compile(r"(?:(?<=[.!?\u3002])\s+|\n)(?=\S)")


def new_number(text: str, found: Candidate, given: frozenset[str]) -> Candidate:
    """A last number that restates a number of the question is a given, not the answer: then the
    last number of the same sentence that is none ("Janeth aura encore 220 $ à payer d'ici 12 mois."
    for a question that gives the 12 months: ``220``); else ``found`` (issue 30, principle 1).
    """
    end = found.position
    number = NUMBER.match(text, end)
    if number is None or _number_key(number.group(0)) not in given:
        return found
    start = max(0, end - MAX_SENTENCE_CHARS)
    opened = last_match(_SENTENCE_START, text[start:end])
    start += opened.end() if opened is not None else 0
    new = [
        m
        for m in NUMBER.finditer(text, start, end)
        if _number_key(m.group(0)) not in given and not _DENIED.search(text, max(0, m.start() - 12), m.start())
    ]  # "The answer is not 7; it is 5.": a value said not to be the answer is none
    return Candidate(with_unit(text, new[-1]), found.marker, new[-1].start()) if new else found


_CHOICE_MARK = re.compile(r"(?:\\textbf\s*\{\s*|\\mathrm\s*\{\s*)?\(([A-E])\)\s*\}?")
_CHOICE_TRIM = re.compile(r"^[\s$~]*(?:\\[ ,;:!]\s*)*|(?:\s*(?:\\q?quad|\\[ ,;:!]|\\\\|[$~]))*\s*$")


def question_choices(question: str | None) -> dict[str, str]:
    r"""The choices a question lists after their letters ("(A) 10 (B) 20 ...", "$\textbf{(A)}\ 10 \qquad ..."):
    letter -> text, when it lists (A) to (D) at least, in order; else {}.
    """
    marks = list(_CHOICE_MARK.finditer(question or ""))
    letters = [m.group(1) for m in marks]
    start = next((i for i in range(len(letters)) if letters[i : i + 4] == ["A", "B", "C", "D"]), None)
    if start is None:
        return {}
    marks = marks[start : start + 5 if letters[start + 4 : start + 5] == ["E"] else start + 4]
    ends = [m.start() for m in marks[1:]] + [len(question)]
    found = {m.group(1): _CHOICE_TRIM.sub("", question[m.end() : end]) for m, end in zip(marks, ends, strict=True)}
    return found if all(found.values()) else {}
