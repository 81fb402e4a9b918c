r"""Less common notations of a value, rewritten in the notation the parser reads (text in, text out;
a step of :func:`.normalize.normalize`, before degree signs and wrappers are dropped):

- the imaginary unit and Euler's number set upright: ``2+3\mathrm{i}`` is ``2+3i`` (the wrapper
  was dropped as a unit word before, leaving ``2+3``), ``\mathrm{e}^{2}`` is ``e^{2}``;
- a number with a scale word: ``1.5 million`` / ``2\text{ thousand}`` is ``1.5\times 10^{6}`` (the
  word was dropped as a unit before: "1 million" equalled 1); an amount of money with a one-letter
  scale (:data:`.lexicon_numbers_scales.CURRENCY_SCALES`): ``\$36M`` is ``\$36\times 10^{6}``, "€5k",
  "US$2bn" (a plain ``$`` only when it opens no math: the text holds one);
- a percent in words of any lexicon language after (or, in Turkish and Chinese, before) a number in
  digits is a percent sign: "50 Prozent", "12,5 pour cent", "50 процентов", "yüzde 50", "百分之50";
- a times sign written as the letter x before a power of ten: ``3.6 x 10^7`` is ``3.6\times 10^7``;
- a trigonometric function of an angle in degrees: ``\sin 30^\circ`` is ``\sin(\frac{30\pi}{180})``
  (the degree sign was dropped, leaving the sine of 30 radians);
- a repeating decimal with its period in brackets: ``0.(3)`` = ``0.\overline{3}``, ``0.1(6)``, or
  with a combining overline or macron on each digit of its period: ``0.1̅6̅`` = ``0.\overline{16}``,
  ``0.16̅``; a comma before such a period is a decimal comma (``11,1̅`` = ``11.\overline{1}``, ``0,(3)``);
  or with its period written twice or more before an ellipsis:
  ``0.333...`` = ``0.\overline{3}``, ``0.1666…`` = ``0.1\overline{6}``, ``0.4545\ldots`` = ``\frac{5}{11}``
  (a decimal cut off with no repeated ending, ``3.14159...``, stays a decimal);
- an angle named by its vertex as the whole answer: ``\angle A`` is ``A`` (a label gold: "the smallest
  angle (A, B, or C)"), ``\measuredangle CBA`` is ``ABC`` (read either way);
- binomial coefficients and permutations (``C(10,3)``, ``{}^{10}C_{3}``, ``10P3``; :mod:`.counting`).
"""

from __future__ import annotations

import re

from .counting import counting_notation
from .lexicon_numbers_scales import CURRENCY_SCALES, PER_HUNDRED, PER_HUNDRED_BEFORE

_UPRIGHT_CONSTANT = re.compile(r"\\(?:mathrm|text|mathit|operatorname|rm|mbox)\s*\{\s*([ie])\s*\}")
_SCALES = {"thousand": 3, "million": 6, "billion": 9, "trillion": 12}
_SCALED = re.compile(
    r"(?<![\w.])(\d+(?:\.\d+)?)(\s*(?:\\[,;:!]|~|\\ )?\s*)(\\(?:text|mathrm|mbox)\s*\{\s*)?"
    r"(thousand|million|billion|trillion)s?(?![a-zA-Z])",
    re.IGNORECASE,
)
_CURRENCY_SCALED = re.compile(
    r"((?:\\\$|\\textdollar\s*(?:\{\s*\})?|US\$|\$|€|£|¥)\s*)(\d+(?:\.\d+)?)\s*("
    + "|".join(sorted(CURRENCY_SCALES, key=len, reverse=True))
    + r")(?![A-Za-z0-9])"
)
_PERCENT_AFTER = re.compile(
    r"(\d)\s*(?:"
    + "|".join(
        re.escape(w).replace("\\ ", r"\s+") for ws in PER_HUNDRED.values() for w in sorted(ws, key=len, reverse=True)
    )
    + r")(?![^\W\d_])",
    re.IGNORECASE,
)
_PERCENT_BEFORE = re.compile(
    r"(?<![^\W\d_])(?:" + "|".join(w for ws in PER_HUNDRED_BEFORE.values() for w in ws) + r")\s*(\d+(?:[.,]\d+)?)",
    re.IGNORECASE,
)
_X_TIMES = re.compile(r"(\d)\s*[xX]\s*(?=10\s*\^)")
_TRIG_DEGREES = re.compile(
    r"(\\(?:sin|cos|tan|cot|sec|csc)(?:\^\{?\d\}?)?)\s*(\(?)\s*(\d+(?:\.\d+)?)\s*"
    r"(?:\^\s*\{\s*\\circ\s*\}|\^\s*\\circ|\\degree)"
)
_NAMED_ANGLE = re.compile(r"^\s*\\(?:angle|measuredangle)\s*\{?\s*([A-Z]{1,3})\s*\}?\s*\.?\s*$")  # a whole "\angle A"
_BRACKET_PERIOD = re.compile(r"(?<![\d.,])(-?\d+)[.,](\d*)\((\d{1,12})\)")
_ELLIPSIS_PERIOD = re.compile(
    r"(?<![\d.,])(-?\d+)[.,](\d*?)(\d{1,6}?)\3+\s*(?:\.{3}|…|\\(?:ldots|cdots|dots)(?![A-Za-z]))"
)
_OVERLINED = "\u0305\u0304"  # combining overline, combining macron
_MARKED_PERIOD = re.compile(rf"(?<![\d.,])(-?\d+)[.,](\d*?)((?:\d[{_OVERLINED}]){{1,12}})(?![\d{_OVERLINED}])")


def _scaled(m: re.Match) -> str:
    power = _SCALES[m.group(4).lower()]
    wrapper = m.group(3)
    return f"{m.group(1)}\\times 10^{{{power}}}" + (f"{wrapper}" if wrapper else "")


def _currency_scaled(m: re.Match) -> str:
    if m.group(1).strip() == "$" and m.string.count("$") != 1:
        return m.group(0)  # "$36M$": math, 36 times M
    power = len(str(CURRENCY_SCALES[m.group(3)])) - 1
    sign = "\\$" if "$" in m.group(1) or "dollar" in m.group(1) else m.group(1)
    return f"{sign}{m.group(2)}\\times 10^{{{power}}}"


def _marked_period(m: re.Match) -> str:
    period = "".join(c for c in m.group(3) if c not in _OVERLINED)
    return f"{m.group(1)}.{m.group(2)}\\overline{{{period}}}"


def _trig(m: re.Match) -> str:
    return f"{m.group(1)}{m.group(2) or ''}(\\frac{{{m.group(3)}\\pi}}{{180}})"


def per_hundred_words(text: str) -> str:
    """``text`` with a percent in words after (or before) a number in digits as a percent sign."""
    if not any(c.isalpha() for c in text):
        return text
    return _PERCENT_BEFORE.sub(r"\1\\%", _PERCENT_AFTER.sub(r"\1\\%", text))


def _periods(text: str) -> str:
    """``text`` with the periods of its repeating decimals (marked, before an ellipsis, in brackets) overlined."""
    if "\u0305" in text or "\u0304" in text:
        text = _MARKED_PERIOD.sub(_marked_period, text)
    if "..." in text or "…" in text or "dots" in text:
        text = _ELLIPSIS_PERIOD.sub(lambda m: f"{m.group(1)}.{m.group(2)}\\overline{{{m.group(3)}}}", text)
    if "(" in text and ("." in text or "," in text):
        text = _BRACKET_PERIOD.sub(lambda m: f"{m.group(1)}.{m.group(2)}\\overline{{{m.group(3)}}}", text)
    return text


def value_notation(text: str) -> str:
    """``text`` with the notations of the module docstring rewritten; unchanged when it has none."""
    if "{i}" in text or "{e}" in text or "{ i" in text or "{ e" in text:
        text = _UPRIGHT_CONSTANT.sub(r"\1", text)
    if "illion" in text or "housand" in text:
        text = _SCALED.sub(_scaled, text)
    if any(sign in text for sign in "$€£¥") or "dollar" in text:
        text = _CURRENCY_SCALED.sub(_currency_scaled, text)
    if "circ" in text or "degree" in text:
        text = _TRIG_DEGREES.sub(_trig, text)
    text = _periods(text)
    text = per_hundred_words(text)
    if "10" in text and ("x" in text or "X" in text):
        text = _X_TIMES.sub(r"\1\\times ", text)
    if "angle" in text:
        text = _NAMED_ANGLE.sub(lambda m: min(m.group(1), m.group(1)[::-1]), text)  # \angle CBA = \angle ABC
    return counting_notation(text)
