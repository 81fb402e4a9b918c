r"""One-variable inequalities as interval shapes, so ``x > 3`` can be compared with ``(3, \infty)``.

Handles ``x > c`` / ``c < x`` / chains ``a \le x < b``, ``|x| < c`` / ``|x| \ge c``, and any
inequality whose two sides differ by a linear function of one variable (``2x > 6``), solved
with exact rational arithmetic (:mod:`.numeric`). Anything else gives None (the caller then
compares the relations as they are). Output shapes follow :mod:`.structure`:
``("seq", open, close, (("expr", lo), ("expr", hi)))`` or ``("union", (interval, ...))``.
"""

from __future__ import annotations

import re
from fractions import Fraction

from . import numeric
from .latex import ParseError, parse_once
from .nodes import Div, Neg, Node, Num, Sym, children, rebuild
from .values import difference

_LESS = {"<", "<="}
_GREATER = {">", ">="}
FLIP = {">": "<", ">=": "<=", "<": ">", "<=": ">="}  # the same relation read from the other side
_FLIP = FLIP
_ERRORS = (ParseError, *numeric.EVAL_ERRORS, RecursionError)


def _interval(lo: str, lo_closed: bool, hi: str, hi_closed: bool) -> tuple:
    return ("seq", "[" if lo_closed else "(", "]" if hi_closed else ")", (("expr", lo), ("expr", hi)))


def _text(v: Fraction) -> str:
    return str(v.numerator) if v.denominator == 1 else f"\\frac{{{v.numerator}}}{{{v.denominator}}}"


def _subst(node: Node, name: str, value: Fraction) -> Node:
    if node == Sym(name):
        return (
            Div(Num(str(value.numerator)), Num(str(value.denominator)))
            if value >= 0
            else Neg(Div(Num(str(-value.numerator)), Num(str(value.denominator))))
        )
    return rebuild(node, tuple(_subst(c, name, value) for c in children(node)))


def _half_line(var_side: int, op: str, bound: str) -> tuple:
    """``x op bound`` (var_side 0) or ``bound op x`` (var_side 1) as an interval."""
    if var_side == 1:
        op = _FLIP[op]
    if op in _GREATER:
        return _interval(bound, op == ">=", "\\infty", False)
    return _interval("-\\infty", False, bound, op == "<=")


def _linear(lhs: str, rhs: str) -> tuple[str, Fraction, Fraction] | None:
    """``lhs - rhs`` as ``k*v + m`` with exact rationals (one symbol ``v``), else None."""
    diff = difference((lhs, rhs))
    syms = numeric.symbols(diff)
    if len(syms) != 1:
        return None
    (v,) = syms
    f0, f1, f2 = (numeric.exact(_subst(diff, v, Fraction(t))) for t in (0, 1, 2))
    if f2 - f1 != f1 - f0 or f1 == f0:
        return None
    return v, f1 - f0, f0


def _all_but_one_point(parts: tuple[str, ...]) -> tuple | None:
    r"""``x \\ne 2``: everything but one point."""
    for side in (0, 1):
        if _is_var(parts[side]) and not _symbols(parts[1 - side]):
            c = parts[1 - side]
            return ("union", (_interval("-\\infty", False, c, False), _interval(c, False, "\\infty", False)))
    return None


def _chain(parts: tuple[str, ...], ops: tuple[str, ...]) -> tuple | None:
    r"""``a < x \\le b`` (either direction), ``a < |x| < b``."""
    if ops[0] in _GREATER and ops[1] in _GREATER:
        parts, ops = parts[::-1], tuple(_FLIP[o] for o in reversed(ops))
    if ops[0] in _LESS and ops[1] in _LESS and _abs_of_var(parts[1]):
        return _abs_between(parts[0], ops[0] == "<=", parts[2], ops[1] == "<=")
    if not (ops[0] in _LESS and ops[1] in _LESS) or not _is_var(parts[1]):
        return None
    if _symbols(parts[0]) or _symbols(parts[2]):
        return None
    return _interval(parts[0], ops[0] == "<=", parts[2], ops[1] == "<=")


def _one_inequality(parts: tuple[str, ...], op: str) -> tuple | None:
    """``x > c`` / ``c < x``, ``|x| op c``, or sides that differ by a linear function of one variable."""
    for side in (0, 1):
        if _is_var(parts[side]) and not _symbols(parts[1 - side]):
            return _half_line(side, op, parts[1 - side])
    for side in (0, 1):
        got = _abs_bound(parts[side], parts[1 - side], op if side == 0 else _FLIP[op])
        if got is not None:
            return got
    lin = _linear(parts[0], parts[1])
    if lin is None:
        return None
    _, k, m = lin
    return _half_line(0, op if k > 0 else _FLIP[op], _text(-m / k))


def as_intervals(parts: tuple[str, ...], ops: tuple[str, ...]) -> tuple | None:
    """Interval shape of the solution set of a one-variable inequality (or chain), else None."""
    if ops == ("!=",) and len(parts) == 2:
        return _all_but_one_point(parts)
    if not ops or any(o not in _LESS | _GREATER for o in ops):
        return None
    try:
        if len(parts) == 3:
            return _chain(parts, ops)
        return _one_inequality(parts, ops[0]) if len(parts) == 2 else None
    except _ERRORS:
        return None


def _abs_bound(inner: str, bound: str, op: str) -> tuple | None:
    """``|x| op c`` with a positive constant ``c``."""
    if not (inner.startswith("|") and inner.endswith("|") and _is_var(inner[1:-1])) or _symbols(bound):
        return None
    c = numeric.exact(parse_once(bound))
    if c <= 0:
        return None
    neg = _text(-c)
    if op in _LESS:
        return _interval(neg, op == "<=", bound, op == "<=")
    closed = op == ">="
    return ("union", (_interval("-\\infty", False, neg, closed), _interval(bound, closed, "\\infty", False)))


_FUNCTION_VALUE = re.compile(r"^[a-zA-Z]\([a-zA-Z]\)$")  # f(x): its range is an interval too


def _abs_of_var(text: str) -> bool:
    text = text.strip()
    return text.startswith("|") and text.endswith("|") and _is_var(text[1:-1])


def _abs_between(lo: str, lo_closed: bool, hi: str, hi_closed: bool) -> tuple | None:
    """``lo < |x| < hi`` with constants ``0 < lo < hi``: two intervals, mirrored."""
    if _symbols(lo) or _symbols(hi) or not 0 < numeric.exact(parse_once(lo)) < numeric.exact(parse_once(hi)):
        return None
    return (
        "union",
        (_interval(f"-{{{hi}}}", hi_closed, f"-{{{lo}}}", lo_closed), _interval(lo, lo_closed, hi, hi_closed)),
    )


def _is_var(text: str) -> bool:
    if _FUNCTION_VALUE.match(text.strip()):
        return True
    try:
        return isinstance(parse_once(text), Sym)
    except (ParseError, RecursionError):
        return False


def _symbols(text: str) -> set[str]:
    return numeric.symbols(parse_once(text))


def point_set(parts: tuple[str, ...], ops: tuple[str, ...]) -> tuple | None:
    """``x = -2`` (one variable, a constant value) as the set ``{-2}`` of a solution set; else None."""
    if ops != ("=",) or len(parts) != 2 or not _is_var(parts[0]):
        return None
    try:
        return None if _symbols(parts[1]) else ("set", (("expr", parts[1].strip()),))
    except _ERRORS:
        return None


def solution_set(x: tuple) -> tuple | None:
    r"""Interval shape of a one-variable inequality, or a union of them for a list of
    inequalities (``x \\le -1 \\text{ or } x \\ge 1``), where a value (``x = -2``) is a one-point set;
    None when ``x`` is neither.
    """
    if x[0] == "rel":
        return as_intervals(x[1], x[2])
    if x[0] == "list" and all(i[0] == "rel" for i in x[1]):
        intervals = [as_intervals(i[1], i[2]) for i in x[1]]
        if all(p is None for p in intervals):
            return None  # values only ("x = 1, x = 2"): a list, not a solution set of conditions
        parts = [p or point_set(i[1], i[2]) for p, i in zip(intervals, x[1], strict=True)]
        if all(p is not None for p in parts):
            flat = [q for p in parts for q in (p[1] if p[0] == "union" else (p,))]
            return ("union", tuple(flat))
    return None
