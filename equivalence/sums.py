r"""Sums (``\\sum``) compared as text, never evaluated: two with the same text before them and the
same limits whose terms are the same factors in another order are equal (commutativity).
Split from :mod:`.compare`, which calls :func:`same_sum` before any evaluation.
"""

from __future__ import annotations

import re

from .verdict import Verdict

_SUM = re.compile(r"\\sum(?![a-zA-Z])")
_FACTOR_HEAD = re.compile(r"\\[a-zA-Z]+|[a-zA-Z]|\d+(?:\.\d+)?")
_FACTOR_GAP = re.compile(r"\s*(?:\\cdot(?![a-zA-Z])|\\times(?![a-zA-Z]))?\s*")
_CLOSE = {"{": "}", "(": ")"}


def _group_end(text: str, i: int) -> int:
    """Index after the balanced ``{...}`` / ``(...)`` group opening at ``text[i]``, else -1."""
    depth = 0
    for j in range(i, len(text)):
        depth += text[j] in "{("
        depth -= text[j] in "})"
        if depth == 0:
            return j + 1 if text[j] == _CLOSE[text[i]] else -1
    return -1


def _script_end(text: str, i: int) -> int:
    """Index after one script argument at ``text[i]`` (a braced group or one character), else -1."""
    if i >= len(text):
        return -1
    return _group_end(text, i) if text[i] == "{" else i + 1


def _factors(body: str) -> tuple[str, ...] | None:
    r"""``F_k F_{n-k-1}`` / ``2\\cdot a^{2}(k+1)`` -> its factors, sorted; None when ``body`` is not a
    plain product (an operator or anything else at the top level).
    """
    out, i = [], 0
    while i < len(body):
        start = i
        if body[i] in "{(":
            i = _group_end(body, i)
        else:
            m = _FACTOR_HEAD.match(body, i)
            i = m.end() if m else -1
        while 0 <= i < len(body) and body[i] in "_^":
            i = _script_end(body, i + 1)
        if i < 0:
            return None
        out.append(body[start:i])
        i = _FACTOR_GAP.match(body, i).end()
    return tuple(sorted(out)) if out else None


def _sum_parts(text: str) -> tuple[str, str, str] | None:
    r"""``P \\sum_{lo}^{hi} BODY`` (one sum, its body to the end) -> (P, limits, BODY), else None."""
    found = list(_SUM.finditer(text))
    if len(found) != 1:
        return None
    i = found[0].end()
    for mark in "_^":
        while i < len(text) and text[i] == " ":
            i += 1
        if i >= len(text) or text[i] != mark:
            return None
        i = _script_end(text, i + 1)
        if i < 0:
            return None
    return text[: found[0].start()], text[found[0].end() : i], text[i:].strip()


def same_sum(a: str, b: str) -> Verdict | None:
    """Two sums with the same text before them and the same limits whose terms are the same factors
    in another order (commutativity, compared as text, never evaluated): equal; else None.
    """
    pa, pb = _sum_parts(a), _sum_parts(b)
    if pa is None or pb is None or pa[:2] != pb[:2] or "=" in pa[2] + pb[2]:
        return None
    fa, fb = _factors(pa[2]), _factors(pb[2])
    if fa is not None and fa == fb:
        return Verdict(True, "sum equal (same limits, same factors)")
    return None
