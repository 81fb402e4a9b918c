r"""Equal by exact evaluation: a polynomial-identity test whose cost is counted, not timed.

SymPy decides near its CPU budget differently from run to run (``e^{e^{11}}(x^2-1)^{120}``
against its factored form takes 1-3 s). Two expressions that are the same rational function of
their symbols and of their non-rational parts are equal whatever values those take, so they can
be compared exactly: every free symbol and every part that is not a rational function of the
rest (``\pi``, ``e^{e^{11}}``, ``\sqrt{x}``, ``\sin x``; structurally equal parts alike) gets a
large integer derived from its text and the point, and both sides are evaluated in exact
rational arithmetic at three such points. Agreement at all three is equality (a nonzero rational
function of degree d vanishes at a random point of this size with probability below d/2^40);
the cost is bounded by :class:`.numeric.Meter`'s bit budget, so the answer is the same on every
run and under any load. Only *equal* is decided here: opaque parts may be related
(``\sqrt2^2 = 2``), so a difference is left to the other stages.
"""

from __future__ import annotations

import zlib
from fractions import Fraction

from . import numeric
from .nodes import Add, Const, Div, Mul, Neg, Node, Num, Pow, Sym

POINTS = 3
_LOW_BITS = 40  # opaque values lie in [2^40, 2^60)


def _opaque_value(key: str, point: int) -> Fraction:
    """A deterministic integer in [2^40, 2^60) for ``key`` at ``point`` (the same in every process)."""
    h = zlib.crc32(f"{point}:{key}".encode()) | (zlib.crc32(f"{key}:{point}".encode()) << 32)
    return Fraction((1 << _LOW_BITS) + h % ((1 << 60) - (1 << _LOW_BITS)))


def _value(node: Node, point: int, meter: numeric.Meter) -> Fraction:
    """The node at ``point``: rational operations evaluated exactly, anything else an opaque integer."""
    if isinstance(node, Num):
        return numeric.exact(node, meter)
    if isinstance(node, Sym):
        return _opaque_value("sym:" + node.name, point)
    if isinstance(node, Neg):
        return -_value(node.arg, point, meter)
    if isinstance(node, (Add, Mul)):
        out = Fraction(0 if isinstance(node, Add) else 1)
        for part in node.terms if isinstance(node, Add) else node.factors:
            v = _value(part, point, meter)
            meter.charge(numeric.bits(out) + numeric.bits(v))
            out = out + v if isinstance(node, Add) else out * v
        return out
    if isinstance(node, Div):
        num, den = _value(node.num, point, meter), _value(node.den, point, meter)
        meter.charge(numeric.bits(num) + numeric.bits(den))
        return num / den
    if isinstance(node, Pow) and not numeric.symbols(node.exp):
        try:
            e = numeric.exact(node.exp, meter)
        except (numeric.NotRational, ZeroDivisionError):
            e = None
        if e is not None and e.denominator == 1:
            return numeric.power(_value(node.base, point, meter), e.numerator, meter)
    if not isinstance(node, Const) and not numeric.symbols(node):
        try:
            return numeric.exact(node, meter)  # a rational part: its value (\sqrt{4} = 2)
        except (numeric.NotRational, ZeroDivisionError):
            pass
    return _opaque_value(repr(node), point)


def identical(a: Node, b: Node, meter_bits: int = numeric.BUDGET_BITS) -> bool:
    """``a`` and ``b`` are the same rational function of their symbols and opaque parts (exactly
    equal at :data:`POINTS` points); False when not shown (different, undefined, or past the bit
    budget ``meter_bits`` per point).
    """
    for point in range(POINTS):
        meter = numeric.Meter(meter_bits)
        try:
            if _value(a, point, meter) != _value(b, point, meter):
                return False
        except (*numeric.EVAL_ERRORS, RecursionError):
            return False
    return True
