r"""Plain-text math that models write outside LaTeX, rewritten to LaTeX text (never evaluated).

``sqrt(7)/12`` / ``sqrt7/12`` -> ``\sqrt(7)/12``, ``cbrt(4)`` -> ``\sqrt[3](4)``, ``pi/4``,
``2*pi``, ``exp(2)``, ``ln 2`` -> the LaTeX commands, ``x**2`` -> ``x^2``, ``infinity`` ->
``\infty``, ``+-3`` / ``+/- 3`` -> ``\pm3``, a mixed number ``10 2/3`` -> ``(10+\frac{2}{3})``,
and a whole answer written in words ("twelve", "one hundred twenty", "zero", "twenty-one") -> its
digits, or a fraction in words ("three eighths", "one half") -> ``\frac{3}{8}``.
Every pattern is linear; LaTeX commands (``\sqrt``, ``\pi``) are left as they are.
"""

from __future__ import annotations

import re

from .functions import PLAIN_TEXT

_NAMES = re.compile(
    r"(?<![\\A-Za-z])(" + "|".join(sorted(PLAIN_TEXT | {"sqrt", "pi"}, key=len, reverse=True)) + r")(?![A-Za-z])"
)
_CBRT = re.compile(r"(?<![\\A-Za-z])cbrt(?![A-Za-z])")
_INFINITY = re.compile(r"(?<![\\A-Za-z])(?:infinity|inf)(?![A-Za-z])", re.IGNORECASE)
_PLUS_MINUS = re.compile(r"\+\s*/?\s*-")
MIXED_WORDS = re.compile(r"^\s*(-?\d+)\s+and\s+(\d+)\s*/\s*(\d+)\s*$")  # "4 and 1/12": a mixed number in words
_MIXED_TEXT = re.compile(r"^(-?)(\d+)\s+(\d+)\s*/\s*(\d+)(\s+[A-Za-z][A-Za-z ]{0,30})?$")  # 2 1/2, 2 1/2 hours

_ONES = {
    w: i
    for i, w in enumerate(
        [
            "zero",
            "one",
            "two",
            "three",
            "four",
            "five",
            "six",
            "seven",
            "eight",
            "nine",
            "ten",
            "eleven",
            "twelve",
            "thirteen",
            "fourteen",
            "fifteen",
            "sixteen",
            "seventeen",
            "eighteen",
            "nineteen",
        ]
    )
}
_TENS = {
    w: 10 * i
    for i, w in enumerate(["_", "_", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"])
    if w != "_"
}
_SCALES = {"hundred": 100, "thousand": 1000, "million": 10**6, "billion": 10**9}
_NUMBER_PHRASE = re.compile(r"^(?:(?:minus|negative)\s+)?[a-z]+(?:[\s-]+[a-z]+){0,9}$")


def number_words(text: str) -> int | None:
    """The integer a whole answer spells out ("one hundred twenty" -> 120), else None."""
    words = text.strip().rstrip(".").lower()
    if not _NUMBER_PHRASE.match(words):
        return None
    tokens = [t for t in re.split(r"[\s-]+", words) if t != "and"]
    if not tokens:  # "and" alone spells no number
        return None
    sign = 1
    if tokens[0] in ("minus", "negative"):
        sign, tokens = -1, tokens[1:]
    total = current = 0
    seen = False
    for t in tokens:
        if t in _ONES:
            current += _ONES[t]
        elif t in _TENS:
            current += _TENS[t]
        elif t == "hundred" and seen:
            current *= 100
        elif t in _SCALES and seen:
            total += current * _SCALES[t]
            current = 0
        else:
            return None
        seen = True
    return sign * (total + current) if seen else None


_ORDINALS = {
    w: i
    for i, w in enumerate(
        [
            "_",
            "_",
            "half",
            "third",
            "fourth",
            "fifth",
            "sixth",
            "seventh",
            "eighth",
            "ninth",
            "tenth",
            "eleventh",
            "twelfth",
            "thirteenth",
            "fourteenth",
            "fifteenth",
            "sixteenth",
            "seventeenth",
            "eighteenth",
            "nineteenth",
            "twentieth",
        ]
    )
    if w != "_"
}
_ORDINALS.update({"quarter": 4, "halve": 2, "hundredth": 100, "thousandth": 1000})
_FRACTION_PHRASE = re.compile(r"^(?:(minus|negative)\s+)?(.+?)[\s-]+([a-z]+?)s?$")


def fraction_words(text: str) -> str | None:
    r"""A fraction a whole answer spells out ("three eighths", "one half", "a quarter",
    "two-thirds") as ``\frac{n}{d}``, else None.
    """
    m = _FRACTION_PHRASE.match(text.strip().rstrip(".").lower())
    if m is None or m.group(3) not in _ORDINALS:
        return None
    num = 1 if m.group(2) in ("a", "an", "one") else number_words(m.group(2))
    if num is None:
        return None
    return f"{'-' if m.group(1) else ''}\\frac{{{num}}}{{{_ORDINALS[m.group(3)]}}}"


_NUMBER_WORD = "|".join(sorted([*_ONES, *_TENS, *_SCALES], key=len, reverse=True))
_SPELLED = re.compile(
    r"(?<![A-Za-z])(?:(?:minus|negative)\s+)?(?:"
    + _NUMBER_WORD
    + r")(?:(?:[\s-]+|\s+and\s+)(?:"
    + _NUMBER_WORD
    + r"|(?:"
    + "|".join(_ORDINALS)
    + r")s?))*(?![A-Za-z])",
    re.IGNORECASE,
)


def last_spelled_number(text: str) -> str | None:
    """The last number or fraction spelled out in prose ("There are twenty-one apples." -> ``21``)."""
    for m in reversed(list(_SPELLED.finditer(text[-2000:]))):
        value = to_latex(m.group(0).lower())
        if value != m.group(0).lower():
            return value
    return None


def to_latex(s: str) -> str:
    """``s`` with plain-text math written as LaTeX (see module docstring)."""
    value = number_words(s) if s[:1].isalpha() else None
    if value is not None:
        return str(value)
    spelled = fraction_words(s) if s[:1].isalpha() and len(s) < 80 else None
    if spelled is not None:
        return spelled
    m = _MIXED_TEXT.match(MIXED_WORDS.sub(r"\1 \2/\3", s.strip()))
    if m and int(m.group(3)) < int(m.group(4)):
        return f"{m.group(1)}({m.group(2)}+\\frac{{{m.group(3)}}}{{{m.group(4)}}}){m.group(5) or ''}"
    s = s.replace("**", "^")
    if "+" in s and "-" in s:
        s = _PLUS_MINUS.sub(r"\\pm ", s)
    if any(c.isalpha() for c in s):
        s = _CBRT.sub(r"\\sqrt[3]", s)
        s = _NAMES.sub(r"\\\1 ", s)
        s = _INFINITY.sub(r"\\infty ", s)
    return s
