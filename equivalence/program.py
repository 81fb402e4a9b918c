r"""A program a response shows in a fenced block: its comment lines are notes of the code, no statement.

A tool-using model writes a program, runs it and then states what it found; a comment in the program
(``# So the answer is $\boxed{7}$``) is what the model expected before the run, and a box or "the answer
is" there must not outrank the statement after the output. Only a block fenced with a programming
language's name is a program; its lines that open with ``#`` or ``//`` are dropped, the code kept.
"""

from __future__ import annotations

import re

_OPENING = re.compile(
    r"^[ \t]*(```|~~~)[ \t]*(?:python3?|py|sage|sympy|javascript|js|typescript|ts|c|cpp|c\+\+|java|rust|go|julia|r|ruby|matlab|octave|bash|sh)[ \t]*$",
    re.MULTILINE | re.IGNORECASE,
)
_CLOSING = {fence: re.compile(r"^[ \t]*" + re.escape(fence) + r"[ \t]*$", re.MULTILINE) for fence in ("```", "~~~")}
_COMMENT = re.compile(r"^[ \t]*(?:#|//)[^\n]*\n?", re.MULTILINE)


def without_comments(text: str) -> str:
    """``text`` with the comment lines of every fenced program block dropped (see module docstring)."""
    if "```" not in text and "~~~" not in text:
        return text
    out, at = [], 0
    for opening in _OPENING.finditer(text):
        if opening.start() < at:
            continue  # inside a block already read
        end = _CLOSING[opening.group(1)].search(text, opening.end())
        stop = end.start() if end is not None else len(text)
        out.append(text[at : opening.end()])
        out.append(_COMMENT.sub("", text[opening.end() : stop]))
        at = stop
    out.append(text[at:])
    return "".join(out)


_EXACT = re.compile(r"(?<![\w.])(?:Fraction|Rational|mpq|sympy\.Rational)\(\s*(-?\d+)\s*,\s*(-?\d+)\s*\)")


def exact_values(text: str) -> str:
    """``text`` with each exact rational a program printed as the fraction it is (``Fraction(11, 30)``,
    ``Rational(-3, 4)``, ``mpq(1,2)`` -> ``11/30``, ``-3/4``, ``1/2``).
    """
    return _EXACT.sub(r"\1/\2", text) if "(" in text else text
