r"""Plain-text math that models write outside LaTeX, rewritten to LaTeX text (never evaluated).

``sqrt(7)/12`` / ``sqrt7/12`` -> ``\sqrt(7)/12``, ``cbrt(4)`` -> ``\sqrt[3](4)``, ``pi/4``,
``2*pi``, ``exp(2)``, ``ln 2`` -> the LaTeX commands, ``x**2`` -> ``x^2``, ``infinity`` ->
``\infty``, ``+-3`` / ``+/- 3`` -> ``\pm3``, a mixed number ``10 2/3`` -> ``(10+\frac{2}{3})``,
and a whole answer written in words ("twelve", "one hundred twenty", "zero", "twenty-one") -> its
digits (so is a number with a scale word: "3 thousand", "2 тысячи", "3万"), or a fraction in words ("three eighths", "one half") -> ``\frac{3}{8}``.
Every pattern is linear; LaTeX commands (``\sqrt``, ``\pi``) are left as they are.
"""

from __future__ import annotations

import functools
import re
from fractions import Fraction
from typing import TYPE_CHECKING

from . import lexicon, lexicon_numbers_scales
from .functions import PLAIN_TEXT

if TYPE_CHECKING:
    from collections.abc import Mapping

_NAMES = re.compile(
    r"(?<![\\A-Za-z])(" + "|".join(sorted(PLAIN_TEXT | {"sqrt", "pi"}, key=len, reverse=True)) + r")(?![A-Za-z])"
)
_CBRT = re.compile(r"(?<![\\A-Za-z])cbrt(?![A-Za-z])")
_INFINITY = re.compile(r"(?<![\\A-Za-z])(?:infinity|inf)(?![A-Za-z])", re.IGNORECASE)
_PLUS_MINUS = re.compile(r"\+\s*/?\s*-")
MIXED_WORDS = re.compile(r"^\s*(-?\d+)\s+and\s+(\d+)\s*/\s*(\d+)\s*$")  # "4 and 1/12": a mixed number in words
_MIXED_TEXT = re.compile(r"^(-?)(\d+)\s+(\d+)\s*/\s*(\d+)(\s+[A-Za-z][A-Za-z ]{0,30})?$")  # 2 1/2, 2 1/2 hours

MAX_NUMBER_WORDS = 10  # a number phrase has at most this many words (spaces or hyphens between them)
MAX_NUMBER_TOKENS = 24  # and at most this many number words ("一千二百三十四" is one word of seven)


class _Compiled:
    """One language's number words (:data:`.lexicon.NUMBERS`) compiled: a word at a position, a
    whole phrase, a fraction, and a number phrase inside prose.
    """

    def __init__(
        self, entry: lexicon.NumberWords, spaced: bool = True, after_digits: Mapping[str, int] | None = None
    ) -> None:
        self.entry = entry
        self.spaced = spaced
        big = {w.lower(): n for w, n in entry.scales.items() if n >= 1000}
        self.big_scales = {
            **big,
            **{w.lower(): n for w, n in (after_digits or {}).items()},
        }  # read after digits ("36 млн")
        self.values = {w.lower(): n for w, n in (*entry.units.items(), *entry.scales.items())}
        self.initials = frozenset(w[0] for w in (*self.values, *entry.minus))  # a phrase opens with one
        self.scales = frozenset(w.lower() for w in entry.scales)
        self.joiners = frozenset(w.lower() for w in entry.joiners)
        words = _alternation([*self.values, *entry.joiners])
        after = "" if entry.glued else r"(?![^\W\d_])"  # a spaced language's word ends at a letter that is not its own
        self.word = re.compile(f"(?:{words}){after}", re.IGNORECASE)
        self.separator = re.compile(r"[\s-]*")
        minus = _alternation(entry.minus) if entry.minus else "(?!)"
        self.minus = re.compile(rf"(?:{minus})(?:\s+|-)?" if entry.glued else rf"(?:{minus})\s+", re.IGNORECASE)
        self.fraction = _fraction_pattern(entry)
        number = _alternation(self.values)
        joined = _alternation(entry.joiners) if entry.joiners else "(?!)"
        gap = r"[\s-]*|\s*(?:" + joined + r")\s*" if entry.glued else r"[\s-]+|\s+(?:" + joined + r")\s+"
        ordinal = _alternation(entry.ordinals) if entry.ordinals else "(?!)"
        before, end = (r"(?<![^\W\d_])", r"(?![^\W\d_])") if spaced else ("", "")  # a phrase is a whole word
        self.spelled = re.compile(  # searched in lower-cased text (the entries' words are lower case)
            rf"{before}(?:(?:{minus})\s+)?(?:{number})(?:(?:{gap})(?:{number}|{ordinal}))*{end}"
        )

    def tokens(self, text: str) -> list[str] | None:
        """The number words ``text`` consists of (joiners dropped), or None when anything else is in it."""
        at, found = 0, []
        while at < len(text) and len(found) <= MAX_NUMBER_TOKENS:
            m = self.word.match(text, at)
            if m is None or m.end() == at:
                return None
            found.append(m.group(0).lower())
            at = self.separator.match(text, m.end()).end()
            if at == m.end() < len(text) and not self.entry.glued:  # a spaced language's words are apart
                return None
        if not found or found[0] in self.joiners or found[-1] in self.joiners or len(found) > MAX_NUMBER_TOKENS:
            return None
        return [t for t in found if t not in self.joiners]

    def value(self, text: str) -> int | None:
        """The integer the whole of ``text`` spells out in this language, else None."""
        sign, m = 1, self.minus.match(text)
        if m is not None:
            sign, text = -1, text[m.end() :]
        words = self.tokens(text)
        if not words:
            return None
        total = current = 0
        top = 0  # the largest scale of a thousand or more already applied
        for i, w in enumerate(words):
            n = self.values[w]
            if w not in self.scales:
                current += n
            elif i == 0 and not self.entry.bare_scales:
                return None
            elif n < 1000:
                low = current % n
                current = (current * n if current or i else n) if low == 0 else current - low + low * n
            else:
                part = current or (1 if i == 0 else 0)
                if n > top and top:
                    total = (total + part) * n
                else:
                    total += part * n
                top, current = max(top, n), 0
        return sign * (total + current)


def _alternation(words) -> str:
    """``words`` as literal text, one alternation, longest first (:func:`.lexicon.alternation`)."""
    return lexicon.alternation({"words": tuple(re.escape(w) for w in words)}, ("words",))


def _fraction_pattern(entry: lexicon.NumberWords) -> re.Pattern:
    """``entry.fraction`` as a pattern: ``n`` the numerator, ``d`` an ordinal or ``c`` a cardinal denominator."""
    parts = re.split(r"(\{[ndc]\})", entry.fraction)
    out = []
    for part in parts:
        if part == "{d}":
            out.append(f"(?P<d>{_alternation(entry.ordinals) if entry.ordinals else '(?!)'})")
        elif part in ("{n}", "{c}"):
            out.append(f"(?P<{part[1]}>.+?)")
        else:
            out.append(r"[\s-]+".join(re.escape(w) for w in part.split(" ")))
    minus = _alternation(entry.minus) if entry.minus else "(?!)"
    return re.compile(rf"^(?:(?P<minus>{minus})\s*)?" + "".join(out) + "$", re.IGNORECASE)


@functools.cache
def _languages() -> tuple[_Compiled, ...]:
    """Every language's number words, compiled on first use (English first); a phrase of a spaced
    language is read in prose only as whole words ("tre" is no number inside "altre").
    """
    return tuple(
        _Compiled(
            lexicon.NUMBERS[lang], lang not in lexicon.UNSPACED, lexicon_numbers_scales.AFTER_DIGITS.get(lang, {})
        )
        for lang in lexicon.LANGUAGES
        if lang in lexicon.NUMBERS
    )


_PHRASE_WORDS = re.compile(r"[\s-]+")


def number_words(text: str) -> int | None:
    """The integer a whole answer spells out in any language of the lexicon ("one hundred twenty" -> 120,
    "vingt et un" -> 21, "三十五" -> 35), else None.
    """
    words = text.strip().rstrip(".。").lower()
    if not words or len(_PHRASE_WORDS.split(words)) > MAX_NUMBER_WORDS + 1:
        return None
    for lang in _languages():
        value = lang.value(words)
        if value is not None:
            return value
    return None


def fraction_words(text: str) -> str | None:
    r"""A fraction a whole answer spells out ("three eighths", "one half", "a quarter", "two-thirds",
    "trois quarts", "四分之三") as ``\frac{n}{d}``, else None.
    """
    said = text.strip().rstrip(".。").lower()
    for lang in _languages():
        m = lang.fraction.match(said)
        if m is None:
            continue
        n = 1 if m.group("n") in lang.entry.one else _cardinal(lang, m.group("n"))
        d = lang.entry.ordinals.get(m.group("d")) if "d" in m.groupdict() else _cardinal(lang, m.group("c"))
        if n is not None and d:
            return f"{'-' if m.group('minus') else ''}\\frac{{{n}}}{{{d}}}"
    return None


def _cardinal(lang: _Compiled, text: str) -> int | None:
    return int(text) if text.isdigit() else lang.value(text)


def last_spelled_number(text: str) -> str | None:
    """The last number or fraction spelled out in prose ("There are twenty-one apples." -> ``21``; in
    another language too: "Il y a vingt et un élèves." -> ``21``); English first, then each language of
    the lexicon; a phrase that is one word the language marks ``ambiguous`` ("once", "năm") is not read, unless it
    is the whole text of a language that glues its words ("六").
    """
    tail = text[-2000:].lower()
    letters = frozenset(tail)
    for lang in _languages():
        if lang.initials.isdisjoint(letters):
            continue  # no word of this language can start here (another script): skip its search
        for m in reversed(list(lang.spelled.finditer(tail))):
            said = m.group(0)
            alone = lang.entry.glued and said == tail.strip(" \t\n.。!！")  # "六" alone is the number, no word's part
            if (said in lang.entry.ambiguous and not alone) or _in_month_name(tail, m.start(), m.end()):
                continue  # "十二月", "tháng mười hai": a month's name (December), no number
            value = to_latex(said)
            if value != said:
                return value
    return None


def _in_month_name(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` lies inside the name of a month (:data:`.lexicon_answers.MONTHS`)."""
    return any(m.start() <= start and end <= m.end() for m in _month_names().finditer(text))


@functools.cache
def _month_names() -> re.Pattern:
    """The name of a month in any language of the lexicon ("十二月", "tháng mười hai")."""
    from .lexicon_answers import MONTHS

    names = sorted({name for table in MONTHS.values() for name in table}, key=len, reverse=True)
    return re.compile("|".join(re.escape(name) for name in names))


@functools.cache
def _scaled() -> re.Pattern:
    """A number in digits and one scale word of any language of the lexicon ("3 thousand", "2 тысячи",
    "3万", "1,5 milioni"): the scale words of a thousand and more, every entry's.
    """
    scales = {w for lang in _languages() for w in lang.big_scales}
    number = r"-?\d+(?:\.\d+|,\d{1,2})?"  # "2,5 тысячи"; not "2,500 thousand" (a thousands separator)
    return re.compile(rf"^\s*({number})\s*({_alternation(scales)})\s*\.?\s*$", re.IGNORECASE)


@functools.cache
def _glued_scaled() -> re.Pattern:
    """A number in digits glued to a scale word (a thousand or more) of a language written without
    spaces ("3万", "3만", "12亿"), not a kilo-unit ("3千米" is 3 km).
    """
    scales = {w for lang in _languages() if not lang.spaced for w in lang.big_scales}
    return re.compile(rf"(?<![\d.,])-?\d+(?:\.\d+)?[ \t]*(?:{_alternation(scales)})(?![米克瓦分])")


def glued_scaled_number(text: str) -> str | None:
    """The one number with a scale word a statement of a script without spaces holds ("共有3万人" ->
    "3万"), when it holds no other number; else None.
    """
    found = _glued_scaled().findall(text) if re.search(r"\d", text) else []
    return found[0].strip() if len(found) == 1 and len(re.findall(r"\d+(?:\.\d+)?", text)) == 1 else None


@functools.cache
def _scale_after() -> re.Pattern:
    """A scale word (a thousand or more) right after a number: a whole word of a spaced language, or
    a CJK/Thai one that is no kilo-unit or fraction ("千米", "万分之").
    """
    spaced = {w for lang in _languages() if lang.spaced for w in lang.big_scales}
    glued = {w for lang in _languages() if not lang.spaced for w in lang.big_scales}
    return re.compile(
        rf"[ \t]+(?:{_alternation(spaced)})(?![^\W\d_])|[ \t]*(?:{_alternation(glued)})(?![米克瓦分])", re.IGNORECASE
    )


def scale_after(text: str, at: int) -> str | None:
    """The scale word that follows a number ending at ``at`` in ``text`` ("3 thousand", "2 тысячи",
    "3万人"), else None.
    """
    m = _scale_after().match(text, at)
    return m.group(0).strip() if m is not None else None


def scaled_number(text: str) -> str | None:
    """The integer a number in digits times a scale word states ("3 thousand" -> ``3000``, "2,5 тысячи"
    -> ``2500``, "3万" -> ``30000``), else None (also when the product is no integer).
    """
    m = _scaled().match(text) if text[:1].isdigit() or text[:1] == "-" else None
    if m is None:
        return None
    scale = next(lang.big_scales[w] for lang in _languages() if (w := m.group(2).lower()) in lang.big_scales)
    product = Fraction(m.group(1).replace(",", ".")) * scale
    return str(product.numerator) if product.denominator == 1 else None


@functools.cache
def _percent_words() -> re.Pattern:
    """A whole answer: a number in words, then a percent word of the lexicon ("fifty percent", "vingt pour cent")."""
    said = (w for ws in lexicon_numbers_scales.PER_HUNDRED.values() for w in ws)
    words = "|".join(re.escape(w).replace("\\ ", r"\s+") for w in sorted(said, key=len, reverse=True))
    return re.compile(rf"^\s*(.+?)\s+(?:{words})\s*\.?\s*$", re.IGNORECASE)


def _whole_number_words(s: str) -> str | None:
    """A whole answer that is a number in words, also before a percent word ("fifty percent" is 50 percent), else None."""
    percent = _percent_words().match(s) if len(s) < 80 else None
    value = number_words(percent.group(1)) if percent is not None else None
    if value is not None:
        return f"{value}\\%"
    value = number_words(s)
    return str(value) if value is not None else None


def to_latex(s: str) -> str:
    """``s`` with plain-text math written as LaTeX (see module docstring)."""
    value = _whole_number_words(s) if s[:1].isalpha() else None
    if value is not None:
        return value
    scaled = scaled_number(s) if not s.isdigit() else None
    if scaled is not None:
        return scaled
    s = mixed_number_words(s) if s[:1].isalnum() else s  # "two and three quarters" is 2 3/4, not (2+3)/4
    spelled = fraction_words(s) if (s[:1].isalpha() or not s.isascii()) and len(s) < 80 else None
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


_MIXED_WORDS = re.compile(
    r"\b(\d+|[a-z]+)[ \t]+and[ \t]+((?:a|an|one|two|three|four|five|six|seven|eight|nine)[ \t-]+[a-z]+)\b",
    re.IGNORECASE,
)  # "4 and a half", "four and three quarters": a whole number and a fraction in words
_FRACTION = re.compile(r"\\frac\{(\d+)\}\{(\d+)\}")


def mixed_number_words(text: str) -> str:
    """``text`` with each mixed number said in words written as digits ("4 and a half hours" ->
    "4 1/2 hours", "four and three quarters" -> "4 3/4"); a proper fraction only, else unchanged.
    """
    if " and " not in text:
        return text

    def digits(m: re.Match) -> str:
        whole = int(m.group(1)) if m.group(1).isdigit() else number_words(m.group(1))
        part = _FRACTION.fullmatch(fraction_words(m.group(2)) or "")
        if whole is None or part is None or not 0 < int(part.group(1)) < int(part.group(2)):
            return m.group(0)
        return f"{whole} {part.group(1)}/{part.group(2)}"

    return _MIXED_WORDS.sub(digits, text)
