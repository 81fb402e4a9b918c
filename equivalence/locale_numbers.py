r"""Numbers written the way a locale groups and separates them, where the writing says which mark is
which: two or more dot groups (``1.234.567``), a dot group before a decimal comma (``1.234,5``), space
groups before a decimal comma (``1 234 567,5``), and a decimal comma before a currency sign or a power of
ten (``42,00 €``, ``1,01 \cdot 10^6``). Apostrophe and Indian groups are :mod:`.marks`'s; a decimal comma
before a percent sign is :func:`.normalize.decimal_comma`'s. A lone ``1,5`` or ``1.234`` says nothing by
itself (:func:`.normalize.decimal_comma` decides those against the other side). Every pattern is linear.
"""

from __future__ import annotations

import re

_SIGN = r"(?P<sign>[-+]?)"
_FORMS = (
    re.compile(_SIGN + r"(?P<int>\d{1,3}(?:\.\d{3}){2,})(?:,(?P<dec>\d+))?(?![\d.,])"),  # 1.234.567(,5)
    re.compile(_SIGN + r"(?P<int>\d{1,3}(?:\.\d{3})+),(?P<dec>\d+)(?![\d.,])"),  # 1.234,5
    re.compile(_SIGN + r"(?P<int>\d{1,3}(?: \d{3})+),(?P<dec>\d+)(?![\d,])"),  # 1 234 567,5
    re.compile(
        _SIGN + r"(?P<int>\d+),(?P<dec>\d+)(?=\s*(?:\\?\$|€|£|¥|\\(?:cdot|times)\s*10\s*\^|[×·]\s*10\s*\^))"
    ),  # 42,00 €, 1,01 \cdot 10^6
)
_WHOLE = re.compile(r"^\s*(?:\\?\$|€|£)?\s*")


_SPACED_GROUPS = re.compile(r"^\s*[1-9]\d{0,2}(?:,[ \t]?\d{3})+\s*$")  # 251, 750, 000


def plain_number(text: str) -> str:
    """``text`` with a locale-written number at its start in plain digits (``1.234,5 €`` -> ``1234.5 €``; comma
    groups with a space, one of them led by a zero, ``251, 750, 000``: no list has the item 000); anything else
    unchanged.
    """
    if _SPACED_GROUPS.match(text) and re.search(r",[ \t]?0", text):
        return re.sub(r"[,\s]", "", text)
    lead = _WHOLE.match(text).end()
    for form in _FORMS:
        m = form.match(text, lead)
        if m is not None and "," in m.group(0) and len(m.group("int")) <= 3 and len(m.group("dec") or "") == 3:
            continue  # 1,000 €: a thousands group, whatever follows it
        if m is not None:
            digits = re.sub(r"[^\d]", "", m.group("int"))
            value = f"{m.group('sign')}{digits}" + (f".{m.group('dec')}" if m.group("dec") else "")
            return text[:lead] + value + text[m.end() :]
    return text


_NAMED_OR_PRICED = re.compile(r"^\s*(?:[a-zA-Z]\s*=\s*)?(?:\\textdollar\s*(?:\{\s*\})?|US\$|\\\$)?")


def one_number(other: str) -> str:
    r"""``other`` without a variable's name or a dollar sign before its number (``k = -\frac{7}{8}``,
    ``\textdollar87.50``): the side a decimal comma is read against (:func:`.normalize.decimal_comma`).
    """
    return _NAMED_OR_PRICED.sub("", other.strip().strip("$"), count=1)


_UNIT_WORDS = r"(?:\s*\\text\{[^{}]*\}|\s*[^\W\d_]+){0,3}"  # "miles", "\text{ km}": a unit after the number
_DOT_GROUPS = re.compile(r"^\s*\$?\s*([-+]?\d{1,3}(?:\.\d{3})+)(\s*\$?" + _UNIT_WORDS + r"\s*\$?\s*)$")
_COMMA_GROUPS = re.compile(r"^\s*\$?\s*[-+]?\d{1,3}(?:(?:,|\{,\})\d{3})+\s*\$?" + _UNIT_WORDS + r"\s*\$?\s*$")


def dot_groups(text: str, other: str) -> str:
    """``text`` (``9.900``) as the integer its dot groups write when ``other`` groups the digits of an integer
    with commas (``9,900``): one number grouped in two locales' ways, either with a unit word after it (``24.000
    miles`` against ``24,000 miles``); otherwise unchanged (``9.900`` alone may be a decimal).
    """
    m = _DOT_GROUPS.match(text)
    if m is None or not _COMMA_GROUPS.match(other):
        return text
    return m.group(1).replace(".", "") + m.group(2).rstrip(" $")
