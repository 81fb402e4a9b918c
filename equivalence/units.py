r"""Quantities with units: ``48 \text{ km}``, ``1.5 L``, ``3 hours 30 minutes``, ``72 km/h``.

When both answers state a unit, the units must measure the same thing (length, time, mass,
volume, speed, area, money, ...) and the values are compared after conversion to one unit:
``1.5 L`` = ``1.5 liters``, ``\frac13`` hour = ``20`` minutes, but ``48 km`` != ``48 m`` and
``72 m/s`` != ``72 km/h``. A speed may be any length per time (``miles per hour``, ``ft/s``). Conversion factors are exact rationals. Only text is rewritten
(the value times a factor); nothing is evaluated here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from .normalize import strip_wrappers

F = Fraction
_LENGTH = {
    ("mm", "millimeter", "millimeters", "millimetre", "millimetres"): F(1, 1000),
    ("cm", "centimeter", "centimeters", "centimetre", "centimetres"): F(1, 100),
    ("m", "meter", "meters", "metre", "metres"): F(1),
    ("km", "kilometer", "kilometers", "kilometre", "kilometres"): F(1000),
    ("in", "inch", "inches"): F(254, 10000),
    ("ft", "foot", "feet"): F(3048, 10000),
    ("yd", "yard", "yards"): F(9144, 10000),
    ("mi", "mile", "miles"): F(1609344, 1000),
}
_TIME = {
    ("s", "sec", "secs", "second", "seconds"): F(1),
    ("min", "mins", "minute", "minutes"): F(60),
    ("h", "hr", "hrs", "hour", "hours"): F(3600),
    ("day", "days"): F(86400),
    ("week", "weeks"): F(604800),
}
_MASS = {
    ("mg", "milligram", "milligrams"): F(1, 1000),
    ("g", "gram", "grams"): F(1),
    ("kg", "kilogram", "kilograms"): F(1000),
    ("lb", "lbs", "pound", "pounds"): F(45359237, 100000),
    ("oz", "ounce", "ounces"): F(45359237, 1600000),
}
_VOLUME = {
    ("mL", "ml", "milliliter", "milliliters", "millilitre", "millilitres"): F(1, 1000),
    ("L", "l", "liter", "liters", "litre", "litres"): F(1),
    ("gal", "gallon", "gallons"): F(3785411784, 10**9),
}
_SPEED = {
    ("m/s",): F(1),
    ("km/h", "kph", "km/hr", "kmh"): F(1000, 3600),
    ("mph", "mi/h", "miles per hour"): F(1609344, 3600000),
    ("ft/s",): F(3048, 10000),
}
_MONEY = {("dollar", "dollars"): F(1), ("cent", "cents", "¢"): F(1, 100)}

UNITS: dict[str, tuple[str, Fraction]] = {
    name: (dim, factor)
    for dim, table in (
        ("length", _LENGTH),
        ("time", _TIME),
        ("mass", _MASS),
        ("volume", _VOLUME),
        ("speed", _SPEED),
        ("money", _MONEY),
    )
    for names, factor in table.items()
    for name in names
}

_UNIT = "|".join(re.escape(u) for u in sorted(UNITS, key=len, reverse=True))
_TIME_UNIT = "|".join(re.escape(u) for names in _TIME for u in sorted(names, key=len, reverse=True))
_PER = r"(?:\s*(?:/|\bper\b)\s*(" + _TIME_UNIT + r"))?"  # km/h, miles per hour, feet per second
_POWER_UNIT = re.compile(
    r"(?<![A-Za-z\\/])(?:(square|sq\.?|cubic|cu\.?)\s+)?(" + _UNIT + r")" + _PER + r"(?![A-Za-z/])"
    r"(?:\s*\^\s*\{?\s*([23])\s*\}?)?"
)
_WORD_NEXT = re.compile(r"\s+[A-Za-z]")
_UNIT_LEAD = re.compile(r"[ \t]?(?:\\[,;: ]|~)?(\\(?:text|mbox|mathrm)\s*\{\s*)?")
_LATEX_SPACE = re.compile(r"\\[,;:! ]|~|\\quad|\$")
_COMMANDS = re.compile(r"\\(?:frac|dfrac|tfrac|sqrt|pi|cdot|times|left|right)(?![A-Za-z])")
_AND = re.compile(r"^\s*(?:and|,)\s*|\s*(?:and|,)\s*$")


@dataclass(frozen=True)
class Quantity:
    """A value with a unit: ``parts`` are (value text, factor to the base unit) pairs."""

    dim: tuple[str, int]
    parts: tuple[tuple[str, Fraction], ...]

    def text_in(self, factor: Fraction) -> str:
        """The quantity's value in the unit whose base factor is ``factor`` (LaTeX text)."""
        if len(self.parts) == 1 and self.parts[0][1] == factor:
            return self.parts[0][0]
        return "+".join(
            f"({v})\\cdot\\frac{{{(f / factor).numerator}}}{{{(f / factor).denominator}}}" for v, f in self.parts
        )


def _numeric_value(text: str) -> bool:
    """A value a unit can follow: has a digit, and no letters outside a few LaTeX commands."""
    bare = _COMMANDS.sub("", text)
    return any(c.isdigit() for c in bare) and not re.search(r"[A-Za-z]", bare)


def quantity(answer: str) -> Quantity | None:
    """``answer`` as a value (or a sum like 3 hours 30 minutes) with units, else None."""
    if len(answer) > 200:
        return None
    text = _LATEX_SPACE.sub(" ", strip_wrappers(answer)).strip().rstrip(".")
    pieces = _POWER_UNIT.split(text)
    # split gives: value, prefix, unit, per-unit, power, value, prefix, unit, per-unit, power, ..., trailing
    if len(pieces) < 6 or pieces[-1].strip():
        return None
    dim = None
    parts = []
    for k in range(0, len(pieces) - 1, 5):
        value, prefix, unit, per, power = (_AND.sub("", pieces[k]).strip(), *pieces[k + 1 : k + 5])
        if not value or not _numeric_value(value):
            return None
        name, factor = UNITS[unit]
        exponent = int(power) if power else (2 if prefix and prefix[0] == "s" else 3 if prefix else 1)
        if exponent > 1 and name != "length":
            return None
        if per:
            if name != "length" or exponent != 1:
                return None
            name, factor = "speed", factor / UNITS[per][1]
        this = (name, exponent)
        if dim is not None and this != dim:
            return None
        dim = this
        parts.append((value, factor**exponent))
    return Quantity(dim, tuple(parts)) if dim is not None else None


def unit_end(text: str, pos: int) -> int:
    r"""Where a unit written right after ``text[pos]`` ends (spaced ``5 cm``, glued ``12kg``, in
    words ``60 miles per hour``, ``3\text{ m}^2``); ``pos`` when none follows. A glued unit has two
    letters or more (``5m`` may be five times m).
    """
    mark = _MARK.match(text, pos) if pos and text[pos - 1].isdigit() else None
    if mark is not None:  # 16'', 30′ (after 137°), 5': a mark glued to its number (:mod:`.marks`)
        return mark.end()
    lead = _UNIT_LEAD.match(text, pos)
    m = _POWER_UNIT.match(text, lead.end())
    if m is None or (len(m.group(2)) < 2 and lead.end() == pos and m.group(2) != "¢"):
        return pos  # a glued single letter (5m, 2h) may be a variable: only a spaced one is a unit
    if m.group(2) == "in" and _WORD_NEXT.match(text, m.end()):
        return pos  # "12 in the box": the preposition
    if not lead.group(1):
        return m.end()
    close = re.compile(r"\s*\}").match(text, m.end())  # \text{ cm}: the group closes after the unit
    return close.end() if close is not None else pos


_MARK = re.compile(r"(?:''|'|\"|′|″)(?![\w'\"])")
_FEET_BEFORE = re.compile(r"(?<![\w.])\d+(?:\.\d+)?'\s*$")
_UNIT_BEFORE = re.compile(rf"(?<![\w.])\d+(?:\.\d+)?\s*(?:{_UNIT})(?:\s*,)?(?:\s+and)?\s+$")


def compound_start(text: str, pos: int, end: int) -> int:
    """Where a compound quantity ends at ``end`` whose last number starts at ``pos``: the start of
    the parts of one measure written before it ("3 minutes 45 seconds", "1 h, 2 min and 3 s"), else
    ``pos``.
    """
    feet = _FEET_BEFORE.search(text, max(0, pos - 12), pos) if text[end - 1 : end] in ('"', "″") else None
    if feet is not None:  # 5'6": feet, then inches
        return feet.start()
    start = pos
    while (m := _UNIT_BEFORE.search(text, max(0, start - 40), start)) is not None and m.end() == start:
        q = quantity(text[m.start() : end])
        if q is None or len(q.parts) < 2:
            break
        start = m.start()
    return start


def align(answer: str, gold: str) -> tuple[str, str, bool | None]:
    """When both sides state units: (answer value, gold value) in the gold's unit and whether
    the units measure the same thing; else the texts unchanged and None.
    """
    qa, qb = quantity(answer), quantity(gold)
    if qa is None or qb is None:
        return _compound_alone(answer, qa), _compound_alone(gold, qb), None
    if qa.dim != qb.dim:
        return answer, gold, False
    base = qb.parts[0][1] if len(qb.parts) == 1 else Fraction(1)
    return qa.text_in(base), qb.text_in(base), True


def _compound_alone(text: str, q: Quantity | None) -> str:
    """A compound quantity against a side with no unit, in its leading unit ("3 minutes 45 seconds"
    against 3.75 is 3.75 minutes; "1 ft 6 in" against 1.5 is 1.5 ft); any other text unchanged.
    """
    return text if q is None or len(q.parts) < 2 else q.text_in(q.parts[0][1])


_IN_DEGREES = re.compile(
    r"^(\s*(?:[^=$<>]{1,40}=)?)\s*\$?\s*([-+]?\d+(?:\.\d+)?)\s*(?:\^\s*\{?\s*\\circ\s*\}?|°|\\degree|\^\s*\{\s*\\text\{\s*o\s*\}\s*\}"
    r"|\\text\{\s*(?:degrees?|deg)\s*\}|\s*degrees?)\s*\$?\s*\.?\s*$"
)  # 12^\circ, 12°, 12 degrees, \angle A = 12^\circ
_PI = re.compile(r"\\pi|π|(?<![a-zA-Z])pi(?![a-zA-Z])")
_DEGREE_MARK = re.compile(r"\\circ|\\degree|degree|°")


def radians(answer: str, other: str) -> str:
    r"""An angle in degrees against an angle written with :math:`\pi` and no degree sign, in radians:
    ``12^\circ`` (or ``\angle A = 12^\circ``) against ``\frac{\pi}{15}``, ``pi/15`` or ``\angle CAB =
    \frac{\pi}{15}`` is ``\frac{12\pi}{180}``;
    otherwise ``answer`` unchanged (``12`` with no degree sign is no angle, and against a gold in
    degrees or with no :math:`\pi` the degree sign is dropped as before).
    """
    m = _IN_DEGREES.match(answer) if _PI.search(other) else None
    if m is None or _DEGREE_MARK.search(other):
        return answer
    return f"{m.group(1)}\\frac{{{m.group(2)}\\pi}}{{180}}"


_CLOCK_24 = re.compile(r"^\s*\$?\s*([01]?\d|2[0-3])\s*(?::|\{:\}|h)\s*([0-5]\d)\s*\$?\s*\.?\s*$")  # 14:30, 14h30
_HALF_OF_DAY = re.compile(r"\d{1,2}\s*(?::|\{:\})\s*\d{2}\s*(?:\\text\{\s*)?[AaPp]\.?\s*[Mm]\b")  # 2:30 PM


def clock(answer: str, other: str) -> str:
    """A time on the 24-hour clock against a time with its half of the day: ``14:30`` against
    ``2:30 PM`` is ``2:30 pm`` (alone, "14:30" may be a ratio); otherwise ``answer`` unchanged.
    """
    m = _CLOCK_24.match(answer) if ":" in other else None
    if m is None or not _HALF_OF_DAY.search(other):
        return answer
    hour = int(m.group(1))
    return f"{hour % 12 or 12}:{m.group(2)} {'pm' if hour >= 12 else 'am'}"
