"""110-digit evaluation of parse trees (mpmath), bounded like exact arithmetic: ``precisely_equal``
decides two values that agree as floats, ``wide_compare`` values beyond floats. Split from
:mod:`.numeric` (the rational ``exact`` and float ``approx`` evaluators it builds on).
"""

from __future__ import annotations

from fractions import Fraction

from .functions import MPMATH, ROUNDING
from .nodes import (
    Abs,
    Add,
    Binom,
    Const,
    Dec,
    Div,
    Fact,
    Fn,
    Log,
    Mul,
    Neg,
    Node,
    Num,
    Pow,
    Root,
    Rules,
    Sym,
)
from .numeric import _as_power, symbol_value

PRECISE_DIGITS = 110
PRECISE_AGREE = 1e-90  # relative: two values this close at 110 digits are taken as equal


_PRECISE = Rules()


PRECISE_MAX_MAG = 1 << 20  # |log2| of the largest value the precise check builds (about 10^315652)
_EXP_LIKE = {"exp", "sinh", "cosh"}  # grow as e^|Re z|
_TRIG = {"sin", "cos", "tan", "sec", "csc", "cot"}  # grow as e^|Im z|; reduce Re z with mag(z) extra bits


class Seen:
    """The largest magnitude (bits, ``mpmath.mag``) of any value one precise evaluation built."""

    def __init__(self) -> None:
        self.mag = 0


def _precise(node: Node, point: int, mp, seen: Seen | None = None):
    """The node's value at ``point`` in mpmath, bounded like exact arithmetic: every value and every
    power's or function's predicted result must stay within 2^``PRECISE_MAX_MAG`` (OverflowError
    otherwise, and the point is skipped), so a tower such as ``3^{10^{10^{-4x}}}`` costs microseconds,
    not minutes and gigabytes. ``seen`` (when given) records the largest magnitude met.
    """
    rule = _PRECISE.get(type(node))
    if rule is None:
        raise ValueError(f"no precise value for {node.TAG}")
    value = rule(node, point, mp, seen)
    if value != 0:
        mag = mp.mag(value)
        if mag > PRECISE_MAX_MAG:
            raise OverflowError("value too large for the precise check")
        if seen is not None:
            seen.mag = max(seen.mag, mag)
    return value


def _check_growth(log_size, mp) -> None:
    """OverflowError when a result about e^``log_size`` would pass the precise check's bound."""
    if log_size > PRECISE_MAX_MAG * mp.ln2:
        raise OverflowError("value too large for the precise check")


@_PRECISE.on(Num)
def _precise_num(node: Num, point: int, mp, seen: Seen | None):
    return mp.mpf(node.digits)


@_PRECISE.on(Dec)
def _precise_dec(node: Dec, point: int, mp, seen: Seen | None):
    return mp.mpf(node.text)


@_PRECISE.on(Sym)
def _precise_sym(node: Sym, point: int, mp, seen: Seen | None):
    z = symbol_value(node.name, point)  # binary floats: exact in mpmath
    return mp.mpc(z.real, z.imag) if z.imag else mp.mpf(z.real)


@_PRECISE.on(Const)
def _precise_const(node: Const, point: int, mp, seen: Seen | None):
    return {"pi": mp.pi, "e": mp.e, "i": mp.mpc(0, 1)}[node.name] * 1


@_PRECISE.on(Add)
def _precise_add(node: Add, point: int, mp, seen: Seen | None):
    return mp.fsum([_precise(c, point, mp, seen) for c in node.terms])


@_PRECISE.on(Mul)
def _precise_mul(node: Mul, point: int, mp, seen: Seen | None):
    return mp.fprod([_precise(c, point, mp, seen) for c in node.factors])


@_PRECISE.on(Neg)
def _precise_neg(node: Neg, point: int, mp, seen: Seen | None):
    return -_precise(node.arg, point, mp, seen)


@_PRECISE.on(Div)
def _precise_div(node: Div, point: int, mp, seen: Seen | None):
    return _precise(node.num, point, mp, seen) / _precise(node.den, point, mp, seen)


@_PRECISE.on(Pow)
def _precise_pow(node: Pow, point: int, mp, seen: Seen | None):
    base, exp = _precise(node.base, point, mp, seen), _precise(node.exp, point, mp, seen)
    if base != 0:
        _check_growth(abs(exp) * (abs(mp.log(base)) + 1), mp)
    if mp.im(base) == 0 and mp.re(base) < 0 and mp.im(exp) == 0:
        q = Fraction(float(mp.re(exp))).limit_denominator(12)
        if mp.almosteq(mp.mpf(q.numerator) / q.denominator, exp) and q.denominator % 2 == 1:
            mag = mp.root(-base, q.denominator) ** q.numerator
            return -mag if q.numerator % 2 else mag
    return mp.power(base, exp)


@_PRECISE.on(Fact)
def _precise_fact(node: Fact, point: int, mp, seen: Seen | None):
    arg = _precise(node.arg, point, mp, seen)
    _check_growth(abs(arg) * (abs(mp.log(arg)) + 1) if arg != 0 else 0, mp)
    return mp.gamma(arg + 1)


@_PRECISE.on(Binom)
def _precise_binom(node: Binom, point: int, mp, seen: Seen | None):
    return mp.binomial(_precise(node.n, point, mp, seen), _precise(node.k, point, mp, seen))


@_PRECISE.on(Root)
def _precise_root(node: Root, point: int, mp, seen: Seen | None):
    arg = _precise(node.arg, point, mp, seen)
    _precise(node.index, point, mp, seen)
    if node.index == Num("2"):
        return mp.sqrt(arg)
    return _precise(_as_power(node), point, mp, seen)


@_PRECISE.on(Abs)
def _precise_abs(node: Abs, point: int, mp, seen: Seen | None):
    arg = _precise(node.arg, point, mp, seen)
    if mp.im(arg) != 0:
        raise ValueError("abs of complex")
    return abs(arg)


@_PRECISE.on(Log)
def _precise_log(node: Log, point: int, mp, seen: Seen | None):
    return mp.log(_precise(node.arg, point, mp, seen)) / mp.log(_precise(node.base, point, mp, seen))


@_PRECISE.on(Fn)
def _precise_fn(node: Fn, point: int, mp, seen: Seen | None):
    arg = _precise(node.arg, point, mp, seen)
    if node.name not in MPMATH:
        raise ValueError(f"no precise value for {node.TAG}")
    if node.name in ROUNDING and mp.im(arg) != 0:
        raise ValueError("floor of complex")  # as approx(): a real-variable function
    if node.name in _EXP_LIKE:
        _check_growth(abs(mp.re(arg)), mp)
    if node.name in _TRIG:
        _check_growth(abs(mp.im(arg)), mp)
        if arg != 0 and mp.mag(arg) > 4096:
            raise OverflowError("argument too large for the precise check")
    return getattr(mp, MPMATH[node.name])(arg)


def precisely_equal(a: Node, b: Node, point: int = 0) -> bool:
    """``a`` and ``b`` agree to ``PRECISE_AGREE`` (relative) at ``point``; ValueError when a
    value cannot be computed this way.
    """
    import mpmath

    with mpmath.workdps(PRECISE_DIGITS):
        va, vb = _precise(a, point, mpmath), _precise(b, point, mpmath)
        gap = abs(va - vb)
        if gap > PRECISE_AGREE * max(mpmath.mpf(1), abs(va), abs(vb)):
            return False
        if gap <= PRECISE_AGREE * max(abs(va), abs(vb)):
            return True  # equal relatively too
    return _tiny_values_equal(a, b, point, va, vb, mpmath)


def apart_by_period(a: Node, b: Node, point: int, bases: tuple[Node, ...]) -> bool:
    r"""``a`` and ``b`` differ at ``point`` by :math:`2\pi i k / \ln b` only, for a nonzero integer
    ``k`` and one of the logarithm ``bases`` (two branches of a logarithm, :func:`.branches.log_bases`),
    at ``PRECISE_DIGITS``; ValueError as :func:`precisely_equal`.
    """
    import mpmath

    with mpmath.workdps(PRECISE_DIGITS):
        gap = _precise(a, point, mpmath) - _precise(b, point, mpmath)
        if abs(mpmath.re(gap)) > PRECISE_AGREE * (1 + abs(gap)) or abs(mpmath.im(gap)) < 1:
            return False
        for base in bases:
            turns = mpmath.im(gap) * mpmath.log(mpmath.re(_precise(base, point, mpmath))) / (2 * mpmath.pi)
            if abs(turns - mpmath.nint(turns)) < mpmath.mpf(10) ** -40:
                return True
    return False


WIDE_MAX_DIGITS = 2000  # the most digits wide_compare works with (values up to about 10^1900)


def wide_compare(a: Node, b: Node, point: int = 0) -> bool | None:
    """For values beyond floats: True when ``a`` and ``b`` agree at ``point`` to 1e-90 *absolutely*,
    computed with as many digits as the largest value met needs (so ``e^{1000}+1`` is not
    ``e^{1000}``, and ``e^{1000}-e^{999}e+1`` is ``1``); False when they differ by more than 1e-60 and
    the gap keeps its value at twice the digits (no rounding noise); None when undecided or the
    values need more than ``WIDE_MAX_DIGITS`` digits. ValueError / OverflowError as ``_precise``.
    """
    import mpmath

    seen = Seen()
    with mpmath.workdps(PRECISE_DIGITS):
        first = _precise(a, point, mpmath, seen), _precise(b, point, mpmath, seen)
    digits = PRECISE_DIGITS + 10 + int(max(seen.mag, 0) * 0.30103)
    if digits > WIDE_MAX_DIGITS:  # too many digits for an absolute gap: a relative one is still certain
        return False if _relatively_apart(a, b, point, first, mpmath) else None
    with mpmath.workdps(digits):
        va, vb = _precise(a, point, mpmath), _precise(b, point, mpmath)
        gap = abs(va - vb)
        if gap <= mpmath.mpf(10) ** -90:  # e^{-3970} is no e^{-3971}: tiny true values compare relatively
            return gap <= PRECISE_AGREE * max(abs(va), abs(vb)) or _tiny_values_equal(
                a, b, point, va, vb, mpmath, dps=2 * digits
            )
    with mpmath.workdps(2 * digits):
        wide = abs(_precise(a, point, mpmath) - _precise(b, point, mpmath))
        if gap > mpmath.mpf(10) ** -60 and abs(gap - wide) <= mpmath.mpf(10) ** -80:
            return False
    return None


def _relatively_apart(a: Node, b: Node, point: int, first: tuple, mp) -> bool:
    """``a`` and ``b`` are true values (each keeps its first 90 digits from 110 digits, ``first``, to
    220: no cancellation noise) that differ by more than 1e-60 relatively at ``point``: true of
    ``e^{e^{11}}(x+1)^{k}`` against ``e^{e^{11}}(x+2)^{k}`` at any size the precise check can build,
    with no absolute digits needed. An exact zero is not taken for a true value here.
    """
    (a1, b1) = first
    with mp.workdps(2 * PRECISE_DIGITS):
        a2, b2 = _precise(a, point, mp), _precise(b, point, mp)
        kept = all(v2 != 0 and abs(v1 - v2) <= PRECISE_AGREE * abs(v2) for v1, v2 in ((a1, a2), (b1, b2)))
        return bool(kept and abs(a2 - b2) > mp.mpf(10) ** -60 * max(abs(a2), abs(b2)))


def _tiny_values_equal(a: tuple, b: tuple, point: int, va, vb, mp, dps: int = 2 * PRECISE_DIGITS) -> bool:
    r"""Values below 1 that agree only within the absolute floor: ``e^{-563}`` is no ``e^{-562}``,
    but ``\sin\pi`` (cancellation noise near 1e-110) is ``0``. Recomputed at twice the digits,
    a value that keeps its digits is a true value and is compared relatively; noise shrinks,
    and then the absolute agreement stands.
    """
    with mp.workdps(dps):
        wa, wb = _precise(a, point, mp), _precise(b, point, mp)
        true_a = wa != 0 and abs(wa - va) <= PRECISE_AGREE * abs(wa)
        true_b = wb != 0 and abs(wb - vb) <= PRECISE_AGREE * abs(wb)
        if not (true_a or true_b):
            return True  # both noise (or zero): equal within the absolute floor
        if true_a != true_b and (wa == 0 or wb == 0):
            return False  # a true nonzero value against an exact zero
        if not (true_a and true_b):
            return True  # one is cancellation noise: no relative statement possible
        return bool(abs(wa - wb) <= PRECISE_AGREE * max(abs(wa), abs(wb)))
