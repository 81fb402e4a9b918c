r"""Unicode math written as the LaTeX the parser knows (text in, text out; nothing evaluated).

First the characters whose compatibility form would lose meaning are rewritten (superscript
digits ``x²`` -> ``x^{2}``, a root's index ``³√8`` -> ``\sqrt[3]8``, vulgar fractions ``½`` -> ``\frac{1}{2}``), then NFKC folds
full-width and other compatibility forms (``１２`` -> ``12``, ``，`` -> ``,``), then a table maps
math symbols (− × ÷ · √ ∛ π ∞ ∅ ≤ ≥ ≠ ∈ ∪ ∩ ° ...) to LaTeX commands. Linear in the text.
"""

from __future__ import annotations

import re
import unicodedata

_SUPERSCRIPTS = dict(zip("⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁽⁾ⁿⁱ", "0123456789+-()ni", strict=True))
_SUBSCRIPTS = dict(zip("₀₁₂₃₄₅₆₇₈₉₊₋₍₎", "0123456789+-()", strict=True))
_SUPER_RUN = re.compile("[" + "".join(_SUPERSCRIPTS) + "]+")
_ROOT_INDEX = re.compile(
    "(?<![⁰¹²³⁴⁵⁶⁷⁸⁹])([⁰¹²³⁴⁵⁶⁷⁸⁹]+)\u221a"
)  # ³√8: a superscript before a root is its index; tried only where a run of superscripts starts (linear)
_SUB_RUN = re.compile("[" + "".join(_SUBSCRIPTS) + "]+")
_VULGAR = {
    "½": (1, 2),
    "⅓": (1, 3),
    "⅔": (2, 3),
    "¼": (1, 4),
    "¾": (3, 4),
    "⅕": (1, 5),
    "⅖": (2, 5),
    "⅗": (3, 5),
    "⅘": (4, 5),
    "⅙": (1, 6),
    "⅚": (5, 6),
    "⅛": (1, 8),
    "⅜": (3, 8),
    "⅝": (5, 8),
    "⅞": (7, 8),
    "⅐": (1, 7),
    "⅑": (1, 9),
    "⅒": (1, 10),
}
_VULGAR_RUN = re.compile(r"(?<!\d)(\d*)\s?([" + "".join(_VULGAR) + "])")  # from a digit run's start: linear
SYMBOLS = {  # after NFKC; each maps to LaTeX the parser reads (a trailing space ends a command)
    "\u2212": "-",
    "\u2236": ":",  # the ratio sign
    "\u2013": "-",
    "\u2012": "-",
    "\u2010": "-",
    "\u2011": "-",
    "\u00d7": "\\times ",
    "\u2715": "\\times ",
    "\u22c5": "\\cdot ",
    "\u00b7": "\\cdot ",
    "\u2219": "\\cdot ",
    "\u00f7": "\\div ",
    "\u2215": "/",
    "\u2044": "/",
    "\u03c0": "\\pi ",
    "\u2211": "\\sum ",
    "\u220f": "\\prod ",
    "\u222b": "\\int ",
    "\u221a": "\\sqrt",
    "\u221b": "\\sqrt[3]",
    "\u221c": "\\sqrt[4]",
    "\u221e": "\\infty ",
    "\u2205": "\\emptyset ",
    "\u2264": "\\le ",
    "\u2266": "\\le ",
    "\u2a7d": "\\le ",
    "\u2265": "\\ge ",
    "\u2267": "\\ge ",
    "\u2a7e": "\\ge ",
    "\u2260": "\\ne ",
    "\u2248": "\\approx ",
    "\u2261": "\\equiv ",
    "\u2208": "\\in ",
    "\u2209": "\\notin ",
    "\u222a": "\\cup ",
    "\u2229": "\\cap ",
    "\u00b0": "^\\circ ",
    "\u2218": "^\\circ ",
    "\u00b1": "\\pm ",
    "\u2213": "\\mp ",
    "\u00a0": " ",
    "\u2009": " ",
    "\u202f": " ",
    "\u200b": "",
    "\u2032": "'",
    "\u03b8": "\\theta ",
    "\u03b1": "\\alpha ",
    "\u03b2": "\\beta ",
    "\u03b3": "\\gamma ",
    "\u03bb": "\\lambda ",
    "\u03c6": "\\phi ",
    "\u03c9": "\\omega ",
    "\u0394": "\\Delta ",
    "\u2220": "\\angle ",
    "\u2192": "\\to ",
    "\u21d2": "\\Rightarrow ",
    "\u27f9": "\\implies ",
    "\u27f6": "\\to ",
    "\u27a1": "\\to ",  # ➡ (an emoji arrow)
    "\U0001f3af": "",  # 🎯 👉: marks that point at a value, never part of it (check marks stay: they mark checks)
    "\U0001f449": "",
    "\ufe0f": "",  # the emoji presentation selector
    "\u2061": "",
    "\u2062": "",
    "\u2217": "*",
    "\u2234": " Therefore, ",
    "\u2235": " because ",
    "\u2026": "...",
    "\u066b": ".",  # Arabic decimal separator: ٠٫٢٥ is 0.25
    "\u066c": "{,}",  # Arabic thousands separator: a thousands group
    "\u201c": '"',
    "\u201d": '"',
    "\u2019": "'",
}
_ROOT_DIGITS = re.compile(r"([\u221a\u221b\u221c])[ \t]?(\d+(?:\.\d+)?)")
_SYMBOL_RUN = re.compile("[" + "".join(re.escape(k) for k in SYMBOLS) + "]")


_PIECED_FRACTION = re.compile(
    r"(\d?)(?<![⁰¹²³⁴⁵⁶⁷⁸⁹])([⁰¹²³⁴⁵⁶⁷⁸⁹]+)[\u2044/]([₀₁₂₃₄₅₆₇₈₉]+)"
)  # a match starts only where a run of superscripts starts: linear in a long run


def _pieced(m: re.Match) -> str:
    top = "".join(_SUPERSCRIPTS[c] for c in m.group(2))
    bottom = "".join(_SUBSCRIPTS[c] for c in m.group(3))
    return f"{m.group(1)} {top}/{bottom}" if m.group(1) else f"{top}/{bottom}"


def _superscript(m: re.Match) -> str:
    return "^{" + "".join(_SUPERSCRIPTS[c] for c in m.group(0)) + "}"


def _subscript(m: re.Match) -> str:
    return "_{" + "".join(_SUBSCRIPTS[c] for c in m.group(0)) + "}"


def _vulgar(m: re.Match) -> str:
    num, den = _VULGAR[m.group(2)]
    frac = f"\\frac{{{num}}}{{{den}}}"
    return f"({m.group(1)}+{frac})" if m.group(1) else frac  # 2½ is a mixed number


def unicode_math(text: str) -> str:
    """``text`` with Unicode math spelled in ASCII LaTeX (see module docstring); ASCII text is
    returned unchanged at the cost of one check.
    """
    if text.isascii():
        return text
    text = _ROOT_DIGITS.sub(r"\1{\2}", text)  # √74 is the root of 74, not √7 times 4
    text = _ROOT_INDEX.sub(lambda m: "\\sqrt[" + "".join(_SUPERSCRIPTS[c] for c in m.group(1)) + "]", text)
    text = _PIECED_FRACTION.sub(_pieced, text)  # 4⁵⁄₇: a mixed number set with super- and subscript digits
    text = _SUPER_RUN.sub(_superscript, text)
    text = _SUB_RUN.sub(_subscript, text)
    text = _VULGAR_RUN.sub(_vulgar, text)
    text = unicodedata.normalize("NFKC", text)
    return _SYMBOL_RUN.sub(lambda m: SYMBOLS[m.group(0)], text)
