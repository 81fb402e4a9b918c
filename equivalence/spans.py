"""Math spans and the clean-up every reader shares: a span's delimiters, a closing "I hope it is correct.", the
last sentence of a text, wrappers, and what counts as prose (no reader here: each is used by several).
"""

from __future__ import annotations

import re

from . import lexicon
from .lexicon import alternation, words
from .response import CJK_LETTERS

SENTENCE_END = re.compile(r"(?<=[.!?])(?:\$\$|\$|\\\]|\\\))?\s+(?=[A-Z])")


_INLINE_MATH = (
    r"(?<!\\)\$((?:\\\$|[^$\n]|\n(?![ \t]*\n))+)(?<!\\)\$(?!\d)"  # never across a blank line; "$720" after it is money
)


INLINE = re.compile(_INLINE_MATH)


MATH_SPAN = re.compile(
    r"\$\$([^$]+)\$\$|" + _INLINE_MATH + r"|\\\[(.+?)\\\]|\\\((.+?)\\\)"
)  # "$250, since she has repaid $720": money, not math


WORDS = re.compile(r"(?<![\\A-Za-z])[A-Za-z]{3,}")


BARE_WORDS = re.compile(r"(?<![\\A-Za-z\d])[A-Za-z]{3,}")  # "W(x)=1orW(x)=-1": a word glued to a number is no prose


_SHORT_WORD = re.compile(r"(?:^|(?<=\s))(?i:is|it|we|so|of|if|am)(?=\s|$|[.,;:!?])")  # "It is 8.": prose


_FOREIGN_LETTER = re.compile(r"[^\W\d_A-Za-z]")  # a letter of another script (Unicode math is LaTeX by now)


LATEX_WORDS = re.compile(
    r"\\(?:begin|end)\s*\{[^{}]{0,20}\}|\\(?:text|mbox|mathrm|textbf)\s*\{[^{}]{0,40}\}|\\[A-Za-z]+"
)


MATH_FREE = re.compile(r"\$[^$]*\$")


_QUOTED = re.compile(r'^(?:\\?"|\u201c)([^"\u201c\u201d]+?)(?:\\?"|\u201d)$', re.DOTALL)


_HOPE = re.compile(r"I hope it is correct\.?\s*$", re.IGNORECASE)


_HOPE_WINDOW = 64


_LETTER_WRAP = re.compile(r"\\(?:text|textbf|mathrm|mathbf|textrm|mbox)\s*\{([^{}]*)\}")


CJK_CHAR = re.compile("[" + CJK_LETTERS + "]")


NEGATED = re.compile(
    words(lexicon.NEGATION) + "|" + alternation(lexicon.NEGATION_SUFFIXES) + r"\b", re.IGNORECASE
)  # "It can't be A." states nothing


def drop_hope(text: str) -> str:
    """``text`` without a closing "I hope it is correct." (searched in its tail only: linear)."""
    text = text.rstrip()
    m = _HOPE.search(text, max(0, len(text) - _HOPE_WINDOW))
    return text[: m.start()].rstrip() if m else text


def strip_math(ans: str) -> str:
    ans = ans.strip()
    ans = drop_hope(ans).strip()
    for _ in range(3):
        before = ans
        ans = ans.strip().strip("*").strip()
        ans = _QUOTED.sub(r"\1", ans)  # "The final answer is \"$12$\"": the quotes are no part of it
        if ans.endswith((".", ",", ";")) and ans[-2:-1] != "\\":
            ans = ans[:-1].rstrip()
        for left, right in (("$$", "$$"), ("$", "$"), ("\\(", "\\)"), ("\\[", "\\]")):
            if ans.startswith(left) and ans.endswith(right) and len(ans) >= len(left) + len(right):
                ans = ans[len(left) : len(ans) - len(right)].strip()
        if ans == before:
            break
    return ans


def find_unescaped(text: str, needle: str, start: int) -> int:
    r"""First ``needle`` at or after ``start`` not escaped by a backslash (``\\$`` is a dollar sign)."""
    while True:
        end = text.find(needle, start)
        if end <= 0 or text[end - 1] != "\\":
            return end
        start = end + 1


def last_sentence(text: str) -> str:
    """The last sentence of the last non-empty line ("I hope it is correct." dropped)."""
    lines = [ln for ln in text[-4000:].split("\n") if ln.strip()]
    if not lines:
        return ""
    line = drop_hope(_display_block(lines)).strip()
    return SENTENCE_END.split(line)[-1] if line else ""


_DISPLAY_CLOSE = re.compile(r"^\s*(?:\\\]|\$\$|\\end\{(?:equation|displaymath)\*?\})\s*[.,]?\s*$")
_DISPLAY_OPEN = re.compile(r"\\\[|\$\$|\\begin\{(?:equation|displaymath)\*?\}")
_STOP_BEFORE_CLOSE = re.compile(r"[.,;]\s*$")
_ENVIRONMENT = re.compile(r"\\(?:begin|(end))\{(?:equation|displaymath)\*?\}")
MAX_DISPLAY_LINES = 8


def _display_block(lines: list[str]) -> str:
    r"""The last line, or the whole display block when the last line only closes one (``\[`` / ``\text{ans} =
    (1,\infty).`` / ``\]``): its lines joined, the stop inside it dropped (a sentence does not end inside math).
    """
    if not _DISPLAY_CLOSE.match(lines[-1]) or len(lines) < 2:
        return lines[-1]
    for k in range(len(lines) - 2, max(-1, len(lines) - 2 - MAX_DISPLAY_LINES), -1):
        if _DISPLAY_OPEN.search(lines[k]):
            inner = [_STOP_BEFORE_CLOSE.sub("", ln.strip()) for ln in lines[k:-1]]
            block = " ".join([*inner, lines[-1].strip().rstrip(".,")])
            return _ENVIRONMENT.sub(lambda m: "\\]" if m.group(1) else "\\[", block)  # \begin{equation*}: \[
    return lines[-1]


def is_prose(text: str) -> bool:
    r"""``text`` holds a word of prose, in any script (LaTeX commands and short ``\\text{}`` are math):
    three letters or more, or a two-letter English word no product of variables spells, standing
    alone ("It is 8.", "so we").
    """
    bare = LATEX_WORDS.sub(" ", text)
    return (
        BARE_WORDS.search(bare) is not None
        or _SHORT_WORD.search(bare) is not None
        or (not bare.isascii() and _FOREIGN_LETTER.search(bare) is not None)
    )


def unwrap(ans: str) -> str:
    r"""``ans`` without math delimiters and ``\\text{}``-style wrappers (``$\\textbf{(B) }2$`` -> ``(B) 2``)."""
    ans = strip_math(ans)
    for _ in range(3):
        ans = _LETTER_WRAP.sub(r"\1", ans).strip()
    return ans


_AND = re.compile(r"[ \t]*(?:[,;]|and|et|und|y|e|и)?[ \t]*(?:and[ \t]+)?(?=\$)")  # between two values
_ASSIGNS = re.compile(
    r"^\s*(?:[a-zA-Z]|\\[a-zA-Z]+)(?:_\{?\w+\}?)?(?:\(\s*[a-z](?:\s*,\s*[a-z])*\s*\))?\s*=[^=]"
)  # x = 2, \alpha = 1, a_1 = 3, P(x) = x + 3


def joined_assignments(rest: str, first: re.Match) -> str | None:
    """Values of several variables in separate math spans ("$x = 2$, $y = -1$", "$a=1$ and $b=2$"),
    joined as one answer; None when the span after a lead-in is not such a run.
    """
    found, end = [first.group(1)], first.end()
    while len(found) < 8:
        sep = _AND.match(rest, end)
        nxt = INLINE.match(rest, sep.end()) if sep is not None and sep.end() > end else None
        if nxt is None:
            break
        found.append(nxt.group(1))
        end = nxt.end()
    if len(found) < 2 or not all(_ASSIGNS.match(f) for f in found):
        return None
    return ", ".join(f.strip() for f in found)


_CELL_END = re.compile(r"[ \t*_]*\|[ \t]*(?=\n|$)")


def without_cell_end(rest: str) -> str:
    """``rest`` without the bar that closes the table cell its first line's value stands in
    ("216** |" of "| ✔ | **Réponse finale: 216** |"): an odd count of bars on that line has one too many.
    """
    line = rest.split("\n", 1)[0]
    if line.count("|") % 2 == 0:
        return rest
    m = _CELL_END.search(rest, 0, len(line))
    return rest[: m.start()] + rest[m.end() :] if m is not None else rest


SENTENCE_STOP = re.compile(
    r"(?<!\\)[.!?。](?=\s|$)|\n"
)  # where a sentence ends: a stop before a space, or a line break
