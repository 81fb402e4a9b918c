r"""In-process evaluation of parse trees (:mod:`.nodes`), bounded by construction: one
:class:`~.nodes.Rules` table per target (``exact``, ``approx``; the 110-digit ``precisely_equal`` is :mod:`.precise`).

``exact`` gives a :class:`fractions.Fraction` when the value is rational (integers,
fractions, decimals, perfect-power roots, small factorials/binomials) and refuses
anything whose size could explode, by one rule for every operation (sums, products,
quotients, powers, roots, logs, factorials, binomials): *before* it runs, an operation's
operands and its predicted result must each fit ``MAX_BITS``, and their bits are charged to
one evaluation's budget of ``BUDGET_BITS`` (a :class:`Meter`); past either, :class:`TooLarge`.
So ``2001^{2002^{2003}}``, ``(10^6)!``, ``\sqrt{2^{99999}}`` or a sum of 40 fractions with
huge denominators fail (or finish) in well under 0.1 s instead of running C-level
big-integer code for minutes (``bench/bench_bounds.py``).

``approx`` evaluates with Python complex floats (O(1) per node; float overflow raises
instead of hanging) at deterministic sample points for the free symbols.
"""

from __future__ import annotations

import cmath
import math
import zlib
from fractions import Fraction

from .functions import FLOAT, ROUNDING
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
    children,
    walk,
)

MAX_BITS = 200_000  # about 60,000 decimal digits: the largest operand or result of one operation
BUDGET_BITS = 1_000_000  # the bits all operations of one evaluation may produce together
MAX_FACTORIAL = 5000


class NotRational(ValueError):
    """The value is not (provably, cheaply) rational."""


class TooLarge(ValueError):
    """An integer power/factorial would exceed the size bound."""


# what evaluating a parse tree can raise: the value is then unknown here (never a checker bug)
EVAL_ERRORS = (NotRational, TooLarge, ZeroDivisionError, ValueError, OverflowError, TypeError)


class Meter:
    """The bit budget of one exact evaluation: :meth:`charge` before every operation."""

    def __init__(self, budget: int = BUDGET_BITS) -> None:
        self.left = budget

    def charge(self, *bits: int, what: str = "value") -> None:
        """Charge an operation whose (predicted) result has these bit sizes; TooLarge past a bound."""
        if max(bits, default=0) > MAX_BITS:
            raise TooLarge(f"{what} too large")
        self.left -= sum(bits)
        if self.left < 0:
            raise TooLarge("arithmetic too large")


def bits(v: Fraction) -> int:
    """Bits of a fraction's numerator and denominator (what an operation on it is charged)."""
    return v.numerator.bit_length() + v.denominator.bit_length()


def power(base: Fraction, e: int, meter: Meter) -> Fraction:
    """``base ** e`` (an integer ``e``), charged before it runs."""
    if base in (0, 1, -1):
        return base**e if not (base == 0 and e < 0) else _zero_div()
    meter.charge(max(base.numerator.bit_length(), base.denominator.bit_length()) * abs(e))
    return base**e


def _int_root(value: Fraction, n: int, meter: Meter) -> Fraction:
    if n <= 0 or n > 64:
        raise NotRational("root index")
    meter.charge(bits(value))
    sign = 1
    if value < 0:
        if n % 2 == 0:
            raise NotRational("even root of negative")
        sign, value = -1, -value
    out = []
    for part in (value.numerator, value.denominator):
        r = round(part ** (1.0 / n)) if part.bit_length() < 1000 else _iroot(part, n)
        for cand in (r - 1, r, r + 1):
            if cand >= 0 and power(Fraction(cand), n, meter) == part:
                out.append(cand)
                break
        else:
            raise NotRational("irrational root")
    return sign * Fraction(out[0], out[1])


def _iroot(x: int, n: int) -> int:
    """Floor of the ``n``-th root of ``x >= 0``: Newton's method from above (a few dozen steps)."""
    if x < 2:
        return x
    if n == 2:
        return math.isqrt(x)
    if x.bit_length() < 64 * n:
        r = 1 << -(-x.bit_length() // n)  # >= the root
    else:  # the root of the top bits, shifted: >= the root and close to it
        shift = x.bit_length() // n // 2
        r = (_iroot(x >> (n * shift), n) + 1) << shift
    while True:
        y = ((n - 1) * r + x // r ** (n - 1)) // n
        if y >= r:
            return r
        r = y


def _as_int(v: Fraction, what: str) -> int:
    if v.denominator != 1:
        raise NotRational(f"non-integer {what}")
    return v.numerator


_EXACT = Rules()


def exact(node: Node, meter: Meter | None = None) -> Fraction:
    """Exact rational value of ``node``; raises NotRational / TooLarge / ZeroDivisionError.
    ``meter``: the evaluation's bit budget (a fresh one of ``BUDGET_BITS`` when not given).
    """
    rule = _EXACT.get(type(node))
    if rule is None:
        raise NotRational(node.TAG)
    return rule(node, Meter() if meter is None else meter)


@_EXACT.on(Num)
def _exact_num(node: Num, meter: Meter) -> Fraction:
    meter.charge(len(node.digits) * 10 // 3)
    return Fraction(int(node.digits))


@_EXACT.on(Dec)
def _exact_dec(node: Dec, meter: Meter) -> Fraction:
    meter.charge(len(node.text) * 7)  # digits of numerator and 10^places
    return Fraction(node.text)


@_EXACT.on(Add)
def _exact_add(node: Add, meter: Meter) -> Fraction:
    out = Fraction(0)
    for c in node.terms:
        term = exact(c, meter)
        meter.charge(bits(out) + bits(term))
        out += term
    return out


@_EXACT.on(Mul)
def _exact_mul(node: Mul, meter: Meter) -> Fraction:
    out = Fraction(1)
    for c in node.factors:
        factor = exact(c, meter)
        meter.charge(bits(out) + bits(factor), what="product")
        out *= factor
    return out


@_EXACT.on(Neg)
def _exact_neg(node: Neg, meter: Meter) -> Fraction:
    return -exact(node.arg, meter)


@_EXACT.on(Div)
def _exact_div(node: Div, meter: Meter) -> Fraction:
    num, den = exact(node.num, meter), exact(node.den, meter)
    meter.charge(bits(num) + bits(den))
    return num / den


@_EXACT.on(Pow)
def _exact_pow(node: Pow, meter: Meter) -> Fraction:
    base = exact(node.base, meter)
    exp = exact(node.exp, meter)
    if exp.denominator != 1:
        if abs(exp.numerator) >= 64:
            _too_large()
        return _int_root(power(base, exp.numerator, meter), exp.denominator, meter)
    try:
        return power(base, exp.numerator, meter)
    except TooLarge:
        raise TooLarge("power too large") from None


@_EXACT.on(Fact)
def _exact_fact(node: Fact, meter: Meter) -> Fraction:
    n = _as_int(exact(node.arg, meter), "factorial")
    if n < 0:
        raise NotRational("negative factorial")
    if n > MAX_FACTORIAL:
        raise TooLarge("factorial too large")
    meter.charge(n * max(n.bit_length() - 1, 1))  # log2(n!) < n log2(n)
    return Fraction(math.factorial(n))


@_EXACT.on(Binom)
def _exact_binom(node: Binom, meter: Meter) -> Fraction:
    n, k = _as_int(exact(node.n, meter), "binomial"), _as_int(exact(node.k, meter), "binomial")
    if n > 20 * MAX_FACTORIAL:
        raise TooLarge("binomial too large")
    if n < 0 or k < 0:
        _not_rational()
    meter.charge(min(n, k * max(n.bit_length(), 1)))  # log2 C(n, k) <= min(n, k log2 n)
    return Fraction(math.comb(n, k))


@_EXACT.on(Root)
def _exact_root(node: Root, meter: Meter) -> Fraction:
    index = _as_int(exact(node.index, meter), "root index")
    return _int_root(exact(node.arg, meter), index, meter)


@_EXACT.on(Abs)
def _exact_abs(node: Abs, meter: Meter) -> Fraction:
    return abs(exact(node.arg, meter))


@_EXACT.on(Fn)
def _exact_fn(node: Fn, meter: Meter) -> Fraction:
    if node.name not in ("floor", "ceil"):
        raise NotRational(node.TAG)
    v = exact(node.arg, meter)
    return Fraction(math.floor(v) if node.name == "floor" else math.ceil(v))


@_EXACT.on(Log)
def _exact_log_node(node: Log, meter: Meter) -> Fraction:
    return _exact_log(exact(node.arg, meter), exact(node.base, meter), meter)


def _exact_log(x: Fraction, base: Fraction, meter: Meter) -> Fraction:
    if x <= 0 or base <= 0 or base == 1:
        raise NotRational("log domain")
    if x == 1:
        return Fraction(0)
    guess = math.log(x) / math.log(base)
    for cand in {Fraction(round(guess * d), d) for d in (1, 2, 3, 4, 6)}:
        if cand.denominator == 1 and abs(cand.numerator) < 4096:
            if power(base, cand.numerator, meter) == x:
                return cand
        elif abs(cand.numerator) < 4096:
            try:
                if _int_root(power(base, cand.numerator, meter), cand.denominator, meter) == x:
                    return cand
            except NotRational:
                pass
    raise NotRational("irrational log")


def _too_large():
    raise TooLarge("power too large")


def _zero_div():
    raise ZeroDivisionError("0 to a negative power")


def _not_rational():
    raise NotRational("binomial")


def value_bits(node: Node) -> float:
    r"""An upper estimate of the bits of the largest number an exact evaluation of ``node`` (by us or
    by SymPy) would build, from the tree alone: ``\sqrt{2^{99999}}`` about 10^5, ``\binom{n}{k}``
    min(n, k log2 n); ``inf`` for an exponent too large to know.
    """
    if isinstance(node, (Num, Dec)):
        text = node.digits if isinstance(node, Num) else node.text
        return len(text) * 3.33 if len(text) > 30 else float(max(int(text.replace(".", "") or 0).bit_length(), 1))
    if isinstance(node, Root):  # the root of a number is built from the number
        return value_bits(node.arg) + 1
    if isinstance(node, Pow):
        try:
            e = exact(node.exp)
        except TooLarge:
            return math.inf
        except (NotRational, ZeroDivisionError, ValueError, OverflowError, TypeError):
            return value_bits(node.base) + value_bits(node.exp)
        try:
            return max(value_bits(node.base), 1.0) * abs(e.numerator) / e.denominator
        except OverflowError:  # an exponent beyond floats (x^{22...2}, 1,000 digits): too large to know
            return math.inf
    if isinstance(node, (Fact, Binom)):
        try:
            n = float(exact(node.arg if isinstance(node, Fact) else node.n))
            k = n if isinstance(node, Fact) else float(exact(node.k))
        except (TooLarge, OverflowError):
            return math.inf
        except (NotRational, ZeroDivisionError, ValueError, TypeError):
            n = k = 1.0
        return (
            min(abs(n), abs(k) * math.log2(max(abs(n), 2.0)))
            if isinstance(node, Binom)
            else abs(n) * math.log2(max(abs(n), 2.0))
        )
    kids = [value_bits(c) for c in children(node)]
    return sum(kids) if isinstance(node, (Mul, Div)) else max(kids, default=2.0) + len(kids)


_CONST = {"pi": math.pi, "e": math.e, "i": 1j}
_FN = FLOAT


SAMPLE_POINTS = (0, 1, 2, 3)
STEP_POINTS = tuple(range(4, 12))  # more, larger positive reals: floors and ceilings must step between samples


def rounds(node: Node) -> bool:
    """``node`` applies a floor, ceiling or sign somewhere (a step function of its symbols)."""
    return any(isinstance(n, Fn) and n.name in ROUNDING for n in walk(node))


def symbol_value(name: str, point: int) -> complex:
    r"""Deterministic sample value of a free symbol (same in every process).

    Points 0 and 1 are positive reals, 2 is complex, 3 is a negative real, so identities that
    hold only for positive reals (``\sqrt{x^2} = x``) are caught. ``STEP_POINTS`` (used when an
    answer has a floor or ceiling) are positive reals from 2.5 to 62.5.
    """
    h = zlib.crc32(f"{name}:{point}".encode())
    real = 0.35 + (h % 10007) / 10007 * 1.9
    if point in STEP_POINTS:  # 2.5 .. 62.5: ceil(n/3) and ceil(n/2) agree below 2, not here
        real = 2.5 + (h % 10007) / 10007 * 60
    imag = 0.1 + ((h >> 16) % 101) / 1010 if point == 2 else 0.0
    return complex(-real if point == 3 else real, imag)


def symbols(node: Node, out: set[str] | None = None) -> set[str]:
    """Free symbol names in ``node``."""
    out = set() if out is None else out
    out.update(n.name for n in walk(node) if isinstance(n, Sym))
    return out


_APPROX = Rules()


def approx(node: Node, point: int = 0) -> complex:
    """Complex-float value of ``node`` at sample ``point``; raises OverflowError/ValueError/ZeroDivisionError."""
    rule = _APPROX.get(type(node))
    if rule is None:
        raise ValueError(node.TAG)
    return rule(node, point)


@_APPROX.on(Num)
def _approx_num(node: Num, point: int) -> complex:
    if len(node.digits) > 300:
        raise OverflowError("literal too long")
    return complex(int(node.digits))


@_APPROX.on(Dec)
def _approx_dec(node: Dec, point: int) -> complex:
    return complex(float(node.text))


@_APPROX.on(Sym)
def _approx_sym(node: Sym, point: int) -> complex:
    return symbol_value(node.name, point)


@_APPROX.on(Const)
def _approx_const(node: Const, point: int) -> complex:
    if node.name == "inf":
        raise OverflowError("infinity")
    return complex(_CONST[node.name])


@_APPROX.on(Add)
def _approx_add(node: Add, point: int) -> complex:
    return sum((approx(c, point) for c in node.terms), 0j)


@_APPROX.on(Mul)
def _approx_mul(node: Mul, point: int) -> complex:
    out = 1 + 0j
    for c in node.factors:
        out *= approx(c, point)
    return _finite(out)


@_APPROX.on(Neg)
def _approx_neg(node: Neg, point: int) -> complex:
    return -approx(node.arg, point)


@_APPROX.on(Div)
def _approx_div(node: Div, point: int) -> complex:
    return _finite(approx(node.num, point) / approx(node.den, point))


@_APPROX.on(Pow)
def _approx_pow(node: Pow, point: int) -> complex:
    base, exp = approx(node.base, point), approx(node.exp, point)
    if base == 0:
        return 0j if exp.real > 0 else _zero_div()
    if abs(exp) * max(1.0, abs(cmath.log(base))) > 700:
        raise OverflowError("power too large")
    if exp.imag == 0 and exp.real == int(exp.real) and base.imag == 0:
        return complex(base.real ** int(exp.real))
    if exp.imag == 0 and base.imag == 0 and base.real < 0:
        q = Fraction(exp.real).limit_denominator(12)
        if abs(float(q) - exp.real) < 1e-12 and q.denominator % 2 == 1:  # real odd root
            mag = abs(base.real) ** exp.real
            return complex(-mag if q.numerator % 2 else mag)
    return _finite(base**exp)


@_APPROX.on(Fact)
def _approx_fact(node: Fact, point: int) -> complex:
    v = approx(node.arg, point)
    if v.imag != 0 or v.real < 0 or v.real > 170:
        raise OverflowError("factorial")
    return complex(math.gamma(v.real + 1))


@_APPROX.on(Binom)
def _approx_binom(node: Binom, point: int) -> complex:
    n, k = approx(node.n, point), approx(node.k, point)
    if n.imag or k.imag or not 0 <= k.real <= n.real <= 170:
        raise OverflowError("binomial")
    return complex(math.gamma(n.real + 1) / math.gamma(k.real + 1) / math.gamma(n.real - k.real + 1))


@_APPROX.on(Root)
def _approx_root(node: Root, point: int) -> complex:
    index = approx(node.index, point)
    return approx(_as_power(node), point) if index != 2 else cmath.sqrt(approx(node.arg, point))


@_APPROX.on(Abs)
def _approx_abs(node: Abs, point: int) -> complex:  # a real-variable function: a complex sample point is skipped
    arg = approx(node.arg, point)
    if abs(arg.imag) > 1e-12 * max(1.0, abs(arg.real)):
        raise ValueError("abs of complex")
    return complex(abs(arg.real))


@_APPROX.on(Log)
def _approx_log(node: Log, point: int) -> complex:
    x, base = approx(node.arg, point), approx(node.base, point)
    return _finite(cmath.log(x) / cmath.log(base))


@_APPROX.on(Fn)
def _approx_fn(node: Fn, point: int) -> complex:
    arg = approx(node.arg, point)
    if node.name in ("floor", "ceil", "sgn"):
        if arg.imag:
            raise ValueError("floor of complex")
        f = {"floor": math.floor, "ceil": math.ceil, "sgn": lambda v: (v > 0) - (v < 0)}[node.name]
        return complex(f(arg.real))
    if node.name == "exp" and abs(arg) > 700:
        raise OverflowError("exp")
    return _finite(_FN[node.name](arg))


def _as_power(node: Root) -> Pow:
    r"""``\sqrt[n]{x}`` as ``x^{1/n}``."""
    return Pow(node.arg, Div(Num("1"), node.index))


def _finite(z: complex) -> complex:
    if not (math.isfinite(z.real) and math.isfinite(z.imag)):
        raise OverflowError("not finite")
    return z


def close(a: complex, b: complex, rel: float) -> bool:
    """|a-b| within ``rel`` relative tolerance (absolute near zero)."""
    return abs(a - b) <= rel * max(1.0, abs(a), abs(b))
