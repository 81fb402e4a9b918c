r"""A markdown table that ends a response and gives the values of named unknowns: a header of short
names (``x``, ``$y$``, ``a_1``), its separator row and one row of values, as in

    | x | y | z |
    |---|---|---|
    | 4 | 3 | 9 |

is the statement ``Final Answer: x = 4, y = 3, z = 9``. A table of more rows, or with a header that
is not a list of names (``| # | Statement | True? |``), is working, not an answer. Every pattern is linear.
"""

from __future__ import annotations

import re

_NAME = re.compile(r"^\$?\s*(?:[A-Za-z]|\\[a-zA-Z]+)(?:_\{?\w{1,3}\}?)?\s*\$?$")  # x, $y$, a_1, \alpha
_SEPARATOR = re.compile(r"^\|?(?:\s*:?-{3,}:?\s*\|)+\s*:?-{0,}:?\s*\|?$")
_ROW = re.compile(r"^\s*\|.*\|\s*$")
_TAG = re.compile(r"^\s*</?[A-Za-z_][\w-]{0,30}>\s*$")


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def answer_table(text: str) -> str:
    """``text`` with a closing table of named values made a final answer line (see module docstring)."""
    lines = text.rstrip().split("\n")
    closing: list[str] = []
    while lines and (_TAG.match(lines[-1]) or not lines[-1].strip()) and len(closing) < 4:
        closing.insert(0, lines.pop())  # </answer>: a container's closing tag after the table
    if len(lines) < 3 or not all(_ROW.match(line) for line in lines[-3:]) or not _SEPARATOR.match(lines[-2].strip()):
        return text
    if len(lines) > 3 and _ROW.match(lines[-4]):
        return text  # a header row above the names: the table has more rows
    names, values = _cells(lines[-3]), _cells(lines[-1])
    if len(names) != len(values) or len(names) > 8 or not all(_NAME.match(n) for n in names) or not all(values):
        return text
    stated = ", ".join(f"{n.strip('$ ')} = {v}" for n, v in zip(names, values, strict=True))
    return "\n".join([*lines[:-3], f"Final Answer: {stated}", *closing])
