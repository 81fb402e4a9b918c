r"""How an answer is presented, apart from its value: a data format's doubled backslashes, check marks
and end-of-proof marks around it, the value said again in brackets (``A \; (= B)``; ``\text{twelve} (12)``), commands that only present a group (``\bm``, ``\textcolor``), the sign that leads to it
(``\therefore``, ``\implies``), bracket names (``\lbrack``), TeX's ``\over``, ISO interval brackets
(``]a, b]``), a point's name before its coordinates (``C(3, 2)``), a symbol defined after the value (``\varphi^2`` where
``\varphi = ...``: :func:`.defined.where_defined`) and "all" before a condition. Used by
:func:`.normalize.normalize`; every pattern is linear.
"""

from __future__ import annotations

import re

from .defined import where_defined

ARROW = (  # a sign that leads to what follows it ("=> 12", "\implies x = 3", "→ 12")
    r"(?:\\(?:implies|Rightarrow|Longrightarrow|to|rightarrow|longrightarrow)(?![a-zA-Z])|=+>|-+>|\u21d2|\u2192)"
)
_LEAD_IMPLIES = re.compile(
    r"^\s*(?:(?:\\therefore(?![a-zA-Z])|" + ARROW + r"|Therefore,|=|\\approx(?![a-zA-Z])"
    r"|(?:\\[lc]?dots(?![a-zA-Z])|\.\.\.)\s*=)\s*(?:(?:\\[,;:! ]|\\q?quad(?![a-zA-Z]))\s*)*)+"
)  # \therefore\; x = 12, "= \frac13", "\approx 1.4", "= \ldots = 6\pi^2": the sign that leads to the value
_PRESENTATION = re.compile(
    r"\\(?:bm|pmb|boldsymbol|mathbf|textcolor\s*\{[^{}]*\}|colorbox\s*\{[^{}]*\})\s*(?=\{)"
)  # \bm{\frac{3}{4}}, \textcolor{red}{...}: a look around a value, whatever it holds
_OVER = re.compile(r"\{\s*([^{}]+?)\s*\\over(?![a-zA-Z])\s*([^{}]+?)\s*\}")  # {3 \over 4}: TeX's fraction
_BRACKET_NAMES = {
    "\\lbrack": "[",
    "\\rbrack": "]",
    "\\lparen": "(",
    "\\rparen": ")",
    "\\lbrace": "\\{",
    "\\rbrace": "\\}",
}
_BRACKET_NAME = re.compile(r"\\(?:lbrack|rbrack|lparen|rparen|lbrace|rbrace)(?![a-zA-Z])")
_REVERSED_BRACKETS = re.compile(
    r"^\s*([\[\]])([^\[\]]+),([^\[\]]+)([\[\]])\s*$"
)  # ]-\infty, 2], [0, 1[: ISO interval brackets
_ALL_PREFIX = re.compile(
    r"^\s*(?:all|any|every)\s+(?=(?:[a-zA-Z]|\\[a-zA-Z]+)\s*(?:[<>]|\\[lg]e|\\in)(?![a-zA-Z]))", re.IGNORECASE
)  # "all x \le 2"


_SINGLE_COMMAND = re.compile(r"(?<!\\)\\[a-zA-Z]")
_DOUBLED = re.compile(r"\\\\(?=[a-zA-Z])")


def _unescaped(s: str) -> str:
    r"""A value as a data format's string escapes it (``\\frac{\\pi \\ln 2}{8}``): when every
    command's backslash is doubled, each doubled one single. (A quoted answer key itself is read by
    :mod:`.response`; this covers the value wherever it was read from.)
    """
    if "\\\\" in s and _SINGLE_COMMAND.search(s) is None:
        s = _DOUBLED.sub(r"\\", s)
    return s


_CHECK_MARKS = re.compile(
    r"^[\s\u2713\u2714\u2705\u2611]+|[\s\u2713\u2714\u2705\u2611\u220e\u25a0\u25a1]+$"
    r"|\s*\\(?:blacksquare|qed|Box)(?![a-zA-Z])\s*$"
)  # "12 ✅", "22 ∎", "59 \blacksquare": the mark, not the value
_RESTATED = re.compile(
    r"(?:\s|\\[,;:! ]|\\q?quad(?![a-zA-Z]))*\(\s*(?:=|\\approx(?![a-zA-Z]))[^()]*\)\s*$"
)  # "p(p+1) \; (= p^2+p)": the value said again in brackets
_WORDS_THEN_DIGITS = re.compile(r"^\s*\\text\{\s*[A-Za-z][A-Za-z -]*\}\s*\((-?\d+)\)\s*$")  # \text{twelve} (12)


_NAMED_POINT = re.compile(
    r"^\s*[A-Z](?:_\{?\w{1,3}\}?|')?\s*(?=\((?=[^()]*\d)[^()]*,[^()]*\)\s*$)"
)  # "C(3,\,2)": a point's name before its coordinates


def unpresented(s: str) -> str:
    """``s`` with its presentation made plain (see module docstring)."""
    s = _WORDS_THEN_DIGITS.sub(r"\1", _RESTATED.sub("", _CHECK_MARKS.sub("", s)))
    s = where_defined(_NAMED_POINT.sub("", _unescaped(s)))
    s = _LEAD_IMPLIES.sub("", s)
    s = _without_presentation(s)
    s = _BRACKET_NAME.sub(lambda m: _BRACKET_NAMES[m.group(0)], s)
    s = _OVER.sub(r"\\frac{\1}{\2}", s)
    s = _REVERSED_BRACKETS.sub(_iso_interval, s)
    return without_all(s)


def without_all(s: str) -> str:
    r"""``s`` without "all" before a condition on one variable ("all x \le 2" -> "x \le 2")."""
    return _ALL_PREFIX.sub("", s)


def _without_presentation(s: str) -> str:
    r"""``s`` without the commands that only present what their group holds, the group's braces kept
    (``\bm{\frac{3}{4}}`` -> ``{\frac{3}{4}}``).
    """
    for _ in range(8):
        m = _PRESENTATION.search(s)
        if m is None:
            break
        s = s[: m.start()] + s[m.end() :]
    return s


def _iso_interval(m: re.Match) -> str:
    """An interval written with ISO brackets (a bracket turned outward excludes its end): ``]a, b]`` -> ``(a, b]``."""
    if m.group(1) == "[" and m.group(4) == "]":
        return m.group(0)
    left = "(" if m.group(1) == "]" else "["
    right = ")" if m.group(4) == "[" else "]"
    return f"{left}{m.group(2)},{m.group(3)}{right}"
