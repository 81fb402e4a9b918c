r"""Quantities written with marks instead of unit words, rewritten so that :mod:`.units` and the
parser read them (text in, text out; pairwise steps of :func:`.compare.equivalent`, before units):

- an angle in degrees, minutes and seconds is its degrees: ``137^\circ 30'`` = ``137°30′`` =
  ``137^{\circ}30^{\prime}0''`` = ``137.5^\circ``; ``10°20′30″`` is ``\frac{1241}{120}^\circ``;
  minutes and seconds are read only after a degree mark;
- a prime after a plain number (no degree mark before it) is feet, a double prime inches:
  ``16''`` and ``16"`` are 16 inches, ``5'`` is 5 feet, ``5'6"`` is 5 feet 6 inches; a prime after
  a letter or a bracket (``f'(x)``, ``a'``, ``(x^2)'``) is a derivative or a name and is kept;
- digits grouped by apostrophes (``1'000'000``, ``1’000``) or in the Indian way (``1,00,000`` is one
  lakh, ``12,34,56,789``) are one number;
- a decimal cut off with an ellipsis against a decimal that ends where it is cut: ``0.333...`` against
  ``0.333`` is ``0.333`` (the digits given; against ``\frac13`` it is the repeating decimal,
  :mod:`.notation`);
- a dollar sign before a number (``\$2.50``, ``\textdollar 2.50``, ``US$2.50``) is dollars when the
  other side states an amount in a money unit ("250¢", "2 dollars and 50 cents"); alone it is
  dropped as before (a bare ``2.50`` still equals it).
"""

from __future__ import annotations

import re
from fractions import Fraction

_NUMBER = r"\d+(?:\.\d+)?"
_DEGREE = r"(?:\s*\^\s*\{\s*\\circ\s*\}|\s*\^\s*\\circ|\s*°|\s*\\degree|\s+degrees?(?![A-Za-z]))"
_SECOND_MARK = r"(?:''|\"|″|\\prime\s*\\prime|\\dprime|\^\s*\{\s*\\prime\s*\\prime\s*\}|\^\s*\{?\s*''\s*\}?)"
_MINUTE_MARK = r"(?:'(?!')|′|\\prime(?!\s*\\prime)|\^\s*\{\s*\\prime\s*\}|\^\s*\\prime(?!\s*\\prime))"
_DMS = re.compile(
    rf"(?<![\w.])({_NUMBER}){_DEGREE}\s*(?:\\[,;: ]\s*|~\s*)?"
    rf"(?:(?:,\s*|\s+and\s+)?({_NUMBER})\s*(?:{_MINUTE_MARK}|(?:arc)?minutes?(?![A-Za-z])))"
    rf"(?:\s*(?:\\[,;: ]\s*|~\s*|,\s*|and\s+)?({_NUMBER})\s*(?:{_SECOND_MARK}|(?:arc)?seconds?(?![A-Za-z])))?"
)
_FEET_INCHES = re.compile(
    rf"(?<![\w.'^_}}\])])({_NUMBER})\s*(?:{_SECOND_MARK}|({_MINUTE_MARK})(?:\s*({_NUMBER})\s*{_SECOND_MARK})?)"
    r"(?![\w'(])"
)
_APOSTROPHE_GROUPS = re.compile(r"(?<![\d'’.,])\d{1,3}(?:['’]\d{3})+(?![\d'’])")
_INDIAN_GROUPS = re.compile(r"(?<![\d,.])\d{1,2}(?:,\d{2})+,\d{3}(?![\d,])")
_DOLLAR = re.compile(
    r"(?:\\\$|\\textdollar\s*(?:\{\s*\})?|US\$)\s*(-?\d(?:\d|,\d|\{,\}\d|\\,\d)*(?:\.\d+)?|\.\d+)(?![\d{\\]|[.,]\d)"
)  # \$2.50, \$19{,}600, \$1,000, \$.10
_CUT_DECIMAL = re.compile(r"^\s*(-?\d+[.,]\d+)\s*(?:\.{3}|…|\\(?:ldots|cdots|dots)(?![A-Za-z]))\s*$")
_DECIMAL = re.compile(r"^\s*\$?\s*(-?\d+[.,]\d+)\s*\$?\s*$")
_MONEY_UNIT = re.compile(r"¢|(?<![A-Za-z])(?:cents?|dollars?)(?![A-Za-z])")


def _decimal(value: Fraction) -> str:
    r"""``value`` as a terminating decimal when it has one, else as ``\frac{p}{q}``."""
    d = value.denominator
    for p in (2, 5):
        while d % p == 0:
            d //= p
    if d != 1:
        return f"{{\\frac{{{value.numerator}}}{{{value.denominator}}}}}"
    text = f"{float(value):.12f}".rstrip("0").rstrip(".")
    return text if Fraction(text) == value else f"{{\\frac{{{value.numerator}}}{{{value.denominator}}}}}"


def _degrees(m: re.Match) -> str:
    total = Fraction(m.group(1)) + Fraction(m.group(2)) / 60 + Fraction(m.group(3) or 0) / 3600
    return f"{_decimal(total)}^\\circ"


def _feet_inches(m: re.Match) -> str:
    if m.group(2) is None:
        return f"{m.group(1)} inches"
    return f"{m.group(1)} feet" + (f" {m.group(3)} inches" if m.group(3) else "")


def marked(text: str) -> str:
    """``text`` with its angles in degrees-minutes-seconds and its feet and inches marks in words
    (see the module docstring); unchanged when it has none.
    """
    if "," in text:
        text = _INDIAN_GROUPS.sub(lambda m: m.group(0).replace(",", ""), text)
    if not any(mark in text for mark in ("'", "’", "′", "″", '"', "prime", "minute")):
        return text
    text = _APOSTROPHE_GROUPS.sub(lambda m: re.sub("['’]", "", m.group(0)), text)
    text = _DMS.sub(_degrees, text)
    if '"' in text and (text.count('"') > 2 or re.search(r'"\s*\d', text)):
        return text  # quotation marks around a value, not inches
    return _FEET_INCHES.sub(_feet_inches, text)


def dollars(answer: str, other: str) -> str:
    """``answer`` with a dollar sign before a number written as "N dollars" when ``other`` states an
    amount in a money unit; otherwise unchanged.
    """
    if "$" not in answer and "dollar" not in answer or not _MONEY_UNIT.search(other):
        return answer
    return _DOLLAR.sub(lambda m: f"{m.group(1)} dollars", answer)


def cut_decimal(answer: str, other: str) -> str:
    """``answer``'s digits without their ellipsis when ``other`` is a decimal with as many digits
    ("0.333..." against 0.333), so the ellipsis is not read as a repeating period; else ``answer``.
    """
    m = _CUT_DECIMAL.match(answer) if "." in other or "," in other else None
    d = _DECIMAL.match(other) if m is not None else None
    return m.group(1) if d is not None and len(d.group(1)) == len(m.group(1)) else answer
