r"""Notations of binomial coefficients and permutations, rewritten as the parser reads them (a step of
:func:`.notation.value_notation`; text in, text out):

- ``C(10,3)``, ``{}^{10}C_{3}``, ``^{10}C_3``, ``{}_{10}C_{3}``, ``_{10}C_3``, ``10C3``, ``C_{10}^{3}``
  (the subscript is the set's size, as in Russian and French books) and "10 choose 3" are
  ``\binom{10}{3}`` (``\binom`` and ``{10 \choose 3}`` are read already);
- ``P(10,3)``, ``{}^{10}P_{3}``, ``_{10}P_3``, ``10P3`` are ``\frac{10!}{7!}`` (``\frac{n!}{(n-k)!}`` for a letter).

An argument is a number or one letter, or anything up to 15 characters in braces; a name glued to a
word ("AC(1,2)", "\mathrm{P}") is left alone.
"""

from __future__ import annotations

import re

_PLAIN = r"\d+|[a-zA-Z]"
_BRACED = r"[^{}]{1,15}?"


def _arg(name: str) -> str:
    """An argument: ``{...}`` or a number or one letter, captured as ``name`` / ``name_``."""
    return rf"(?:\{{\s*(?P<{name}>{_BRACED})\s*\}}|(?P<{name}_>{_PLAIN}))"


_FUNCTION = re.compile(
    r"(?<![\\\w])(?P<op>[CP])\s*\(\s*(?P<n>\d+|[a-zA-Z](?:\s*[+-]\s*\d+)?)\s*,\s*"
    r"(?P<k>\d+|[a-zA-Z](?:\s*[+-]\s*\d+)?)\s*\)"
)
_PREFIXED = re.compile(  # {}^{10}C_{3}, _{10}C_3, {}_{10}P_{3}
    rf"(?:\{{\s*\}}|\\,|(?<![\w}})\]]))\s*[_^]\s*{_arg('n')}\s*(?P<op>[CP])\s*_?\s*{_arg('k')}"
)
_RUSSIAN = re.compile(rf"(?<![\\\w])(?P<op>C)\s*_\s*{_arg('n')}\s*\^\s*{_arg('k')}")  # C_{10}^{3}
_GLUED = re.compile(r"(?<![\w.])(?P<n_>\d+)(?P<op>[CP])(?P<k_>\d+)(?![\w.])")  # 10C3
_CHOOSE = rf"(?<![\w\\])(?P<n_>{_PLAIN})\s*(?:\\text\s*\{{\s*choose\s*\}}|\bchoose\b)\s*(?P<k_>{_PLAIN})(?!\w)"
_WORDED = (re.compile(rf"\\(?:text|mathrm|mbox)\s*\{{\s*{_CHOOSE}\s*\}}"), re.compile(_CHOOSE))  # wrapped, bare


def _part(m: re.Match, name: str) -> str:
    said = m.groupdict().get(name)
    return (said if said is not None else m.group(f"{name}_")).strip()


def _rewritten(m: re.Match) -> str:
    n, k = _part(m, "n"), _part(m, "k")
    if m.groupdict().get("op", "C") == "C":
        return f"\\binom{{{n}}}{{{k}}}"
    if n.isdigit() and k.isdigit():
        return m.group(0) if int(k) > int(n) else f"\\frac{{{n}!}}{{{int(n) - int(k)}!}}"
    return f"\\frac{{({n})!}}{{({n}-{k})!}}"


def counting_notation(text: str) -> str:
    r"""``text`` with binomial coefficients and permutations in the notations above as ``\binom`` / a
    quotient of factorials; unchanged when it has none.
    """
    if "C" in text or "P" in text:
        for pattern in (_FUNCTION, _PREFIXED, _RUSSIAN, _GLUED):
            text = pattern.sub(_rewritten, text)
    if "choose" in text:
        for pattern in _WORDED:
            text = pattern.sub(_rewritten, text)
    return text
