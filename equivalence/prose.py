r"""Answers stated in prose, with no box or marker (issue 30, principles 1 and 2).

The response stage has already written Unicode math as LaTeX (``π/4`` -> ``\pi /4``, ``n²`` ->
``n^{2}``, ``∪`` -> ``\cup``), so plain-text math is read here as a run of math tokens inside a
sentence: numbers, LaTeX commands with their braced arguments, lone letters, operators and brackets,
where two operands never stand apart with only a space between them ("a 3" is prose). Runs joined by
"or"/"and" are one answer when both are relations ("x \le -3 or x \ge 3"). Nothing is evaluated;
every scan is linear in the sentence.
"""

from __future__ import annotations

import re
from itertools import pairwise

from .functions import PLAIN_TEXT
from .plaintext import number_words, scale_after

_TOKEN = re.compile(
    r"(?P<space>\s+)"
    r"|(?P<num>\d{1,3}(?:[ \u202f]\d{3})+(?![\d/]|\.\d)|\d+(?:\.\d+)?(?::\d+(?!\d|\.\d)|[ \t]+\d+/\d+(?![\d/]|\.\d))?)"  # 3:4 (a ratio), 2 1/2 (a mixed number)
    r"|(?P<cmd>\\[A-Za-z]+(?:\s*\{[^{}]{0,80}\}){0,2})"
    r"|(?P<group>\{[^{}]{0,80}\})"
    r"|(?P<word>[A-Za-z]{2,})"
    r"|(?P<letter>[A-Za-z])"
    r"|(?P<op>[-+*/^_=<>!|,]|\\[,;!])"
    r"|(?P<open>[(\[])"
    r"|(?P<close>[)\]])"
    r"|(?P<other>.)",
    re.DOTALL,
)
_OPERATOR_CMD = re.compile(
    r"\\(?:le|ge|leq|geq|ne|neq|equiv|in|notin|cup|cap|cdot|times|div|pm|mp|to|approx|setminus)$"
)
_RELATION = re.compile(r"\\(?:le|ge|leq|geq|ne|neq|equiv|in)\b|[<>]|=")
_JOINERS = ("or", "and")
_MATH_NAMES = ("pi", "sqrt", "inf", "infinity", "cbrt")
_OPERATOR_WORDS = ("mod",)  # "17 mod 5 = 2", "(mod 3)": a word that is an operator
_CALLS = tuple(sorted(PLAIN_TEXT | {"gcd", "lcm"}))  # exp(2), ln(3), gcd(84, 126): a function called in plain text
_STRONG = re.compile(
    r"\d|\\(?!text)[A-Za-z]+|\^|\b(?:pi|sqrt|inf|infinity)\b|\b(?:" + "|".join(_CALLS) + r") ?\("
)  # a run that is math, not a lone word or letter
_THERE_ARE = re.compile(
    r"^(?:(?:so|thus|hence|therefore|in total|altogether),?\s+)?there\s+(?:are|is|were|was|will\s+be)\s+"
    r"(?:a\s+total\s+of\s+|exactly\s+|only\s+)?",
    re.IGNORECASE,
)
_COUNT_SUBJECT = re.compile(
    r"^(?:so|thus|hence|therefore|in total|altogether),?\s+(?:exactly\s+|only\s+)?(\d[\d,]*)\s+"
    r"(?!(?:times|divided|plus|minus|multiplied|over|squared|cubed|mod|is|=|and|or|to|of\s+\d)\b)(?=[A-Za-z])",
    re.IGNORECASE,
)  # "Hence 104 of the integers ... are ...", "So 45 three-digit integers have ...": the count the sentence is about
_LEAD_NUMBER = re.compile(r"-?(?:\d{1,3}(?:[ \u202f]\d{3})+(?![\d,.])|\d[\d,]*(?:\.\d+)?(?![\d,]))")  # 604 800
MAX_SENTENCE = 600
_BINARY = "^_*/=<>,!|)]"


def _is_call(sentence: str, end: int, word: str) -> bool:
    """``word`` is a function of :data:`_CALLS` called right after it, or after one space (``exp(2)``,
    ``log (4 / 3)``; "a log" is a word).
    """
    return word.lower() in _CALLS and sentence[end : end + 2].lstrip(" ")[:1] == "("


def _kind(sentence: str, m: re.Match) -> str:
    r"""The kind of token ``m``: an operator command or word (``\le``, "mod") is an operator; a
    plain-text name the comparison reads as LaTeX (pi/4, sqrt(2), -inf, exp(2)) is a command.
    """
    kind, text = m.lastgroup, m.group(0)
    if kind == "cmd" and _OPERATOR_CMD.match(text):
        return "op"
    if kind == "word" and text.lower() in _OPERATOR_WORDS:
        return "op"
    if kind == "word" and (text.lower() in _MATH_NAMES or _is_call(sentence, m.end(), text)):
        return "cmd"
    return kind


def _runs(sentence: str) -> list[tuple[int, int, str, bool]]:
    """The maximal math runs of ``sentence`` in order: (start, end, text, whether it holds a relation).
    A run glued to a word ("AZYUK2A", "1,000.99m") is part of that word.
    """
    runs: list[tuple[int, int, str]] = []
    current: list[str] = []
    start, end, glued = 0, 0, False
    last_kind = None  # kind of the last non-space token in the current run
    spaced = False

    def close() -> None:
        if current and not glued:
            runs.append((start, end, "".join(current).strip()))

    for m in _TOKEN.finditer(sentence):
        kind, text = _kind(sentence, m), m.group(0)
        if kind == "space":
            spaced = True
            continue
        if kind in ("word", "other"):
            close()
            if text.lower() in _JOINERS and current:
                runs.append((m.start(), m.end(), text.lower()))
            current, last_kind, spaced, glued = [], kind, False, False
            continue
        operand = kind in ("num", "cmd", "group", "letter")
        coefficient = kind == "cmd" and last_kind == "num"  # "6 sqrt(2)", "2 pi": a number times a named value
        if operand and spaced and last_kind in ("num", "letter", "close") and current and not coefficient:
            close()  # "a 3", "5 x": two operands apart: prose, not one expression
            current = []
        if not current:
            start, glued = m.start(), last_kind in ("word", "other") and not spaced and text[:1].isalnum()
        elif spaced:
            current.append(" ")
        current.append(text)
        last_kind, spaced, end = kind, False, m.end()
    close()
    return _joined(runs)


def _joined(runs: list[tuple[int, int, str]]) -> list[tuple[int, int, str, bool]]:
    """Runs with "R1 or R2" (both relations) made one run."""
    out: list[tuple[int, int, str, bool]] = []
    for start, end, run in runs:
        if len(out) >= 2 and out[-1][2] in _JOINERS and _RELATION.search(run) and out[-2][3]:
            joiner = out.pop()[2]
            out[-1] = (out[-1][0], end, f"{out[-1][2]} \\text{{ {joiner} }} {run}", True)
        else:
            out.append((start, end, run, run not in _JOINERS and _RELATION.search(run) is not None))
    return [r for r in out if r[2] not in _JOINERS]


def _trimmed(run: str) -> str:
    """``run`` without a trailing full stop or comma, and without a bracket that is prose's (no match in the run)."""
    run = run.strip().rstrip(".,;:").strip()
    opens, closes = sum(run.count(c) for c in "(["), sum(run.count(c) for c in ")]")
    if run[:1] in "([" and closes == 0:
        run = run[1:].strip()
    if run[-1:] in ")]" and opens == 0:
        run = run[:-1].strip()
    return run


_OPERATOR_ONLY = re.compile(
    r"\\(?:to|rightarrow|Rightarrow|implies|longrightarrow|Longrightarrow|mapsto|leftarrow|Leftarrow|iff|leftrightarrow)"
)


def plain_math(sentence: str) -> tuple[int, int, str] | None:
    r"""(start, end, text) of the last run of plain-text math in ``sentence`` that is more than a bare
    number ("The integral equals \pi /4." -> ``\pi /4``; "... is (-\infty, -3] \cup [3,
    \infty)."), else None (a bare number is :func:`~.extract._last_number`'s, which keeps its
    unit). A run that starts with a binary operator ("cm^2" gives "^2") is no answer; one that starts
    with "=" is the value of the word before it ("result = \frac{1}{2}" -> ``\frac{1}{2}``).
    """
    if len(sentence) > MAX_SENTENCE:
        return None
    for start, end, run, _ in reversed(_runs(sentence)):
        run = _trimmed(run)
        if run.endswith(("(", "[")) and run.count(run[-1]) > run.count(")" if run[-1] == "(" else "]"):
            run = run[:-1].rstrip()  # "42 (twelve)": a bracket the words inside it leave open is no math
        if run.startswith("=") and not run.startswith("=="):  # "answer = \frac{1}{2}": a word's value
            run = run[1:].strip()
        if not run or not _STRONG.search(run):
            continue
        if _LEAD_NUMBER.fullmatch(run):
            return None
        if run[0] in _BINARY or _OPERATOR_ONLY.fullmatch(run):
            continue  # "cm^{2}" gives "^{2}": a unit's power; "→" alone (``\to``) joins words: no answer
        return start, end, run
    return None


LEAD_IN = re.compile(
    r"^(?:(?:so|thus|therefore|hence|finally|then|and)\b,?\s*)?"
    r"(?:[^$]*?\b(?:are|is|be|were|was|get|obtain|find|have|gives?|yields?|take|choose|pick)\s*:?\s*|[^\W\d_][^\W\d_ ]*(?: [^\W\d_]+){0,3}\s*:\s*)?$",
    re.IGNORECASE,
)  # "So", "The solutions are", a label "Reciprocal:": words that only lead to the answer
_JOINED_BY = re.compile(
    r"^[\s;]*(?:,|\b(?:and|or)\b)[\s,;]*(?:(?:and|or)\b)?[\s,;]*$", re.IGNORECASE
)  # not a space alone
_PROPER = re.compile(r"^(\d+)/(\d+)$")


def plain_list(sentence: str) -> tuple[int, str] | None:
    """(start, text) of a list of plain-text values after a lead-in ("The solutions are 2 and 3.",
    "-2, -1, 0, 1, and 2", "pi/4 and 5pi/4"), joined by ", "; "4 and 1/12" is a mixed number, kept
    as written; else None.
    """
    if len(sentence) > MAX_SENTENCE:
        return None
    runs = [r for r in _runs(sentence) if _trimmed(r[2])]  # a lone comma is prose's
    if not runs or not LEAD_IN.match(sentence[: runs[0][0]]) or sentence[runs[-1][1] :].strip(" .!;") != "":
        return None
    if len(runs) < 2 or any(not _JOINED_BY.match(sentence[a[1] : b[0]]) for a, b in pairwise(runs)):
        return None
    items = [_trimmed(r[2]) for r in runs]
    if not all(items) or any(r[3] for r in runs):
        return None
    proper = _PROPER.match(items[1]) if len(items) == 2 else None
    if proper and items[0].isdigit() and int(proper.group(1)) < int(proper.group(2)):
        return runs[0][0], f"{items[0]} and {items[1]}"  # a mixed number in words
    return runs[0][0], ", ".join(items)


def _digits(number: str) -> str:
    """A number without its group separators ("1,500", "604 800" -> "1500", "604800")."""
    return re.sub(r"[, \u202f]", "", number)


def there_are(sentence: str) -> str | None:
    """The count an existential sentence states ("There are two hundred ten minutes in three and
    a half hours." -> ``210``; "So there are 46 integers ..." -> ``46``), or a concluding sentence
    opens with ("Hence 104 of the integers from 1 to 224 are ..." -> ``104``), else None.
    """
    m = _THERE_ARE.match(sentence)
    if m is None:
        counted = _COUNT_SUBJECT.match(sentence)
        return _digits(counted.group(1)) if counted else None
    rest = sentence[m.end() :]
    number = _LEAD_NUMBER.match(rest)
    if number is not None:
        if re.match(r"\s*[!=^*/+]", rest[number.end() :]):
            return None  # "There are 5! = 120 ways": a computation, read as plain math
        scale = scale_after(rest, number.end())  # "There are 3 thousand ways": the scale is the number's
        return _digits(number.group(0)) + (f" {scale}" if scale else "")
    words = rest.split(None, 10)[:10]
    for k in range(len(words), 0, -1):  # the longest number phrase at the start
        value = number_words(" ".join(words[:k]).lower().rstrip(".,;"))
        if value is not None:
            return str(value)
    return None
