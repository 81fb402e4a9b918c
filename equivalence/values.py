r"""One value against another: the leaf decisions under the shapes of :mod:`.compare`.

In order: identical text; base-n numerals (:func:`_base_n_rule`); text answers (letters and
digits; a phrase stating the gold word); the same AST up to the order of terms; infinities;
the decimal rule (:func:`_decimal_rule`); exact rational arithmetic (metered,
:class:`.numeric.Meter`); complex floats at four
deterministic sample points (two positive reals, a complex point, a negative real), where
clearly different values differ and agreeing ones are re-checked with 110 digits
(:func:`_precisely`: ``\frac{103993}{33102}`` is not ``\pi``); else SymPy in the bounded
worker (:mod:`.bounded`), whose overrun raises :class:`DecisionTimeout` -- unless the work is
known to be too large before it starts (a sum of symbols to a power above
``MAX_SYMBOLIC_POWER``, or numbers above ``MAX_SYMPY_BITS`` bits, :func:`.numeric.value_bits`), which is decided by that size, the same way every time.

Decimal rule (policy ``exact``, the default): a decimal equals an exact value only when it is
exactly equal (``0.25`` = ``1/4``; ``3.14`` != ``\pi``, reason "decimal approximates an exact
value"). Policy ``rounded`` (a task's opt-in): a plain decimal ``D`` with ``d`` places and 3+
significant digits also equals an exact ``X`` with ``|X - D| <= 0.5*10^-d`` (``3.14`` =
``\pi``, ``3.15`` != ``\pi``, ``0.33`` != ``1/3``). Two decimals are compared exactly.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import TYPE_CHECKING

from . import bounded, identity, numeric, precise
from .branches import log_bases, log_branches_apart
from .latex import ParseError, parse_once
from .nodes import LEAVES, NARY, Add, Const, Dec, Neg, Node, Pow, children, rebuild, walk
from .normalize import is_text, phrase_states, predicate_states, text_key, without_remark
from .policy import LEAF_CHARS
from .verdict import Verdict
from .worded import DNE, NO_SUCH
from .worker import TOO_LARGE, WORK_PER_SECOND

if TYPE_CHECKING:
    from .policy import Decision

_PLAIN_DEC = re.compile(r"^-?(\d+)?\.(\d+)$")
_SCI = re.compile(r"^(-?\d+(?:\.\d+)?)[eE]([+-]?\d+)$")
_BASE_N = re.compile(r"^\(?([0-9A-Za-z]+)\)?_\{?(\d{1,2})\}?$")
_DIGITS = re.compile(r"^[0-9A-Za-z]+$")
_INF = Const("inf")


class DecisionTimeout(Exception):
    """The current decision ran past its budget (``reason``: "timeout", or why it was cut short)."""

    def __init__(self, reason: str = "timeout") -> None:
        super().__init__(reason)
        self.reason = reason


__all__ = ["DecisionTimeout", "difference", "leaf", "leaf_ast", "proportional", "same_difference"]


def _base_n(s: str) -> tuple[str, int] | None:
    """``1011_2`` / ``2A_{16}`` -> (digits, base) when the digits are valid in that base.

    The digits must contain a decimal digit or be upper-case letters only, so a subscripted
    variable such as ``a_{12}`` is not read as a number.
    """
    m = _BASE_N.match(s)
    if not m:
        return None
    digits, base = m.group(1), int(m.group(2))
    if not 2 <= base <= 36 or not (any(c.isdigit() for c in digits) or (digits.isupper() and len(digits) > 1)):
        return None
    try:
        int(digits, base)
    except ValueError:
        return None
    return digits, base


def _base_n_rule(a_text: str, b_text: str) -> tuple[Verdict | None, str, str]:
    """Base-n numerals (base != 10) equal only the same digits in the same base: a bare digit
    string against a subscripted gold compares digits (``1011`` = ``1011_2``), while a value
    written in another base is wrong (``11`` != ``1011_2``, ``1011_2`` != ``11``): the question
    asked for the numeral. A ``_{10}`` subscript is dropped.
    """
    a_n, b_n = _base_n(a_text), _base_n(b_text)
    if a_n is not None and a_n[1] == 10:
        a_text, a_n = a_n[0], None
    if b_n is not None and b_n[1] == 10:
        b_text, b_n = b_n[0], None
    if a_n is None and b_n is None:
        return None, a_text, b_text
    a_digits = a_n[0] if a_n is not None else a_text
    same_base = a_n is None or b_n is None or a_n[1] == b_n[1]
    if b_n is not None and same_base and _DIGITS.match(a_digits):
        same = a_digits.lstrip("0").upper() == b_n[0].lstrip("0").upper()
        return Verdict(same, "base-n digits equal" if same else "base-n digits differ"), a_text, b_text
    return Verdict(False, "base differs"), a_text, b_text


def _canon(node: Node) -> Node:
    """``node`` with sums and products flattened and their terms sorted (commutativity)."""
    if isinstance(node, LEAVES):
        return node
    kids = [_canon(c) for c in children(node)]
    if isinstance(node, NARY):
        flat: list = []
        for k in kids:
            flat.extend(children(k) if type(k) is type(node) else (k,))
        kids = sorted(flat, key=repr)
    return rebuild(node, tuple(kids))


def _same_huge(a: Node, b: Node) -> bool:
    """Proves equality of values too large to compute: equal exact values, or powers whose
    bases and exponents are (recursively) equal, e.g. ``9^{9^9}`` = ``9^{387420489}``.
    """
    try:
        return numeric.exact(a) == numeric.exact(b)
    except numeric.TooLarge:
        return isinstance(a, Pow) and isinstance(b, Pow) and _same_huge(a.base, b.base) and _same_huge(a.exp, b.exp)
    except numeric.EVAL_ERRORS:
        return False


def _sign_key(s: str) -> str:
    """Key for two answers the grammar cannot parse: case and spacing ignored, signs kept."""
    return re.sub(r"[\s{}]", "", s.lower())


def leaf_ast(s: str) -> Node:
    m = _SCI.match(s)
    if m:
        s = f"{m.group(1)}\\times10^{{{m.group(2)}}}"
    return parse_once(s)


def _has_dec(node: Node) -> bool:
    return any(isinstance(n, Dec) for n in walk(node))


def _has_inf(node: Node) -> bool:
    return any(n == _INF for n in walk(node))


def _infinity_sign(node: Node) -> int | None:
    """+1 / -1 for a bare (possibly negated) infinity, else None."""
    if node == _INF:
        return 1
    if isinstance(node, Neg):
        inner = _infinity_sign(node.arg)
        return -inner if inner is not None else None
    return None


def _decimal_rule(a_text: str, a: Node, b: Node, decimals: str) -> Verdict | None:
    """A plain decimal ``a`` against an exact ``b`` (see the module docstring's decimal rule)."""
    m = _PLAIN_DEC.match(a_text)
    if not m or _has_dec(b) or numeric.symbols(b):
        return None
    digits = (m.group(1) or "").lstrip("0") + m.group(2)
    sig = len(digits.lstrip("0"))
    places = len(m.group(2))
    rational = True
    try:
        if numeric.exact(b) == Fraction(a_text):
            return Verdict(True, "numeric equal")
    except numeric.EVAL_ERRORS:
        rational = False
    try:
        x = numeric.approx(b)
    except (OverflowError, ValueError, ZeroDivisionError, TypeError):
        return None
    if abs(x.imag) > 1e-12:
        return Verdict(False, "numeric differs")
    d = float(Fraction(a_text))
    if abs(x.real - d) > 0.5 * 10**-places * (1 + 1e-9) + 1e-15 * abs(d):
        return None
    if decimals == "exact":
        try:
            if not rational and precise.precisely_equal(a, b):
                return None  # 0.5 against sin(pi/6): decided below, exactly
        except (ValueError, ZeroDivisionError, OverflowError, TypeError):
            pass
        return Verdict(False, "decimal approximates an exact value")
    if sig >= 3:
        return Verdict(True, "decimal rounds to exact")
    return Verdict(False, "decimal too imprecise")


_NOTHING = frozenset({NO_SUCH, DNE, "\\emptyset"})


def _as_texts(a_text: str, b_text: str) -> Verdict | None:
    """Two answers of which one is words: their text keys, or a phrase of one stating the other."""
    if not (is_text(a_text) or is_text(b_text)):
        return None
    if NO_SUCH in (a_text, b_text) and {a_text, b_text} <= _NOTHING:  # "no such $j$ exists": nothing satisfies it
        return Verdict(True, "text equal (no such object: it does not exist, the set of them is empty)")
    same = text_key(a_text) == text_key(b_text) and text_key(a_text) != ""
    if not same and text_key(without_remark(a_text)) == text_key(without_remark(b_text)) != "":
        return Verdict(True, "text equal (a remark in brackets aside)")
    if not same and (phrase_states(a_text, b_text) or phrase_states(b_text, a_text)):  # either side
        return Verdict(True, "text equal (phrase states the answer)")
    if not same and (predicate_states(a_text, b_text) or predicate_states(b_text, a_text)):
        return Verdict(True, "text equal (sentence's predicate)")
    return Verdict(same, "text equal" if same else "text differs")


def _same_or_infinite(a_text: str, b_text: str, a: Node, b: Node, decision: Decision) -> Verdict | None:
    if a == b or _canon(a) == _canon(b):
        return Verdict(True, "same expression")
    if _has_inf(a) or _has_inf(b):
        same = _infinity_sign(a) is not None and _infinity_sign(a) == _infinity_sign(b)
        return Verdict(same, "infinity equal" if same else "infinity differs")
    return None


def _decimal_either_side(a_text: str, b_text: str, a: Node, b: Node, decision: Decision) -> Verdict | None:
    for x_text, x, y in ((a_text, a, b), (b_text, b, a)):
        v = _decimal_rule(x_text, x, y, decision.policy.decimals)
        if v is not None:
            return v
    return None


def _exact_values(a_text: str, b_text: str, a: Node, b: Node, decision: Decision) -> Verdict | None:
    """Both sides rational: compared exactly; None when one is not."""
    exacts = []
    for node in (a, b):
        try:
            exacts.append(numeric.exact(node))
        except ZeroDivisionError:
            return Verdict(False, "undefined (division by zero)")
        except numeric.TooLarge as exc:
            if _same_huge(a, b):
                return Verdict(True, "numeric equal")
            return Verdict(False, f"unparsable: {exc}")
        except (numeric.NotRational, ValueError, OverflowError, TypeError):
            exacts.append(None)
    if None in exacts:
        return None
    same = exacts[0] == exacts[1]
    return Verdict(same, "numeric equal" if same else "numeric differs")


def _sampled(a_text: str, b_text: str, a: Node, b: Node, decision: Decision) -> Verdict | None:
    """Values at sample points: a difference in floats decides; agreement is settled with more
    digits (:func:`_precisely`), values beyond floats with as many as they need (:func:`_widely`);
    None when neither settles it.
    """
    syms = numeric.symbols(a) | numeric.symbols(b)
    points = numeric.SAMPLE_POINTS if syms else (0,)
    if syms and (numeric.rounds(a) or numeric.rounds(b)):
        points += numeric.STEP_POINTS
    size = _units(a_text, b_text)
    evaluated = overflowed = 0
    bases = log_bases(a, b) if syms else ()
    kept = []
    for pt in points:
        try:
            va, vb = numeric.approx(a, pt), numeric.approx(b, pt)
        except OverflowError:
            overflowed += 1
            continue
        except (ValueError, ZeroDivisionError, TypeError, KeyError):
            continue
        if bases and log_branches_apart(va, vb, bases):
            continue  # log(1+x) - log(1-x) and log((1+x)/(1-x)) at x > 1: the same value, another branch
        if not numeric.close(va, vb, 1e-6):
            return Verdict(False, "symbolic differs" if syms else "numeric differs")
        evaluated += 1
        kept.append(pt)
    if evaluated and (len(kept) == len(points) or len(kept) >= 2):  # within 1e-6: never decided by a tolerance alone
        decision.charge(PRECISE_UNITS * len(points) * size)
        return _precisely(a, b, tuple(kept), bases)  # 110 digits decide before SymPy is asked
    if overflowed:  # beyond floats (x^{1000}(x^2-1)^{76}): decided with enough digits, the same every run,
        decision.charge(WIDE_UNITS * len(points) * size)
        return _widely(a, b, points, syms)  # where SymPy would race its budget
    return None


def _identical(a_text: str, b_text: str, a: Node, b: Node, decision: Decision) -> Verdict | None:
    """Equal by counted work, not SymPy's clock (:mod:`.identity`): the same verdict on every run."""
    decision.charge(IDENTITY_UNITS * _units(a_text, b_text))
    if identity.identical(a, b):
        return Verdict(True, "symbolic equal" if numeric.symbols(a) | numeric.symbols(b) else "numeric equal")
    return None


def _too_large(a_text: str, b_text: str, a: Node, b: Node, decision: Decision) -> Verdict | None:
    """What SymPy could not decide within any budget, known by size before it starts."""
    if _expansion_degree(a) > MAX_SYMBOLIC_POWER or _expansion_degree(b) > MAX_SYMBOLIC_POWER:
        return Verdict(False, f"too large: a sum of symbols to a power above {MAX_SYMBOLIC_POWER}", status="too_large")
    if max(numeric.value_bits(a), numeric.value_bits(b)) > MAX_SYMPY_BITS:
        return Verdict(False, f"too large: numbers above {MAX_SYMPY_BITS} bits", status="too_large")
    return None


def _by_sympy(a: Node, b: Node, decision: Decision) -> Verdict:
    """SymPy in the bounded worker, within what is left of the decision's budget (counted work:
    the worker's Python calls, :mod:`.worker`).
    """
    if decision.left <= 0:
        raise DecisionTimeout()
    decision.requests += 1
    try:
        out = bounded.sympy_equal(a, b, decision.left)
    except bounded.WorkerKilled:  # not the answer's verdict: a checker error of this decision
        raise bounded.WorkerError("the SymPy worker was killed twice during this decision") from None
    except bounded.WorkerTimeout:
        raise DecisionTimeout() from None
    except bounded.WorkerTooLarge:
        return Verdict(False, TOO_LARGE, status="too_large")
    decision.left -= int(out.get("work", 0)) / WORK_PER_SECOND  # counted, so what is left is the same every run
    return Verdict(bool(out["equal"]), str(out["reason"]))


# counted work (policy.Allowance) of a leaf, per unit of its size (:func:`_units`): parsing and the
# cheap stages, then the costlier ones: 110-digit values per sample point, values with as many digits
# as they need (up to 2,000) per point, the exact identity test (three points, each metered)
LEAF_UNITS = 10
PRECISE_UNITS = 4
WIDE_UNITS = 40
IDENTITY_UNITS = 10


def _units(a_text: str, b_text: str) -> int:
    """The size of a leaf comparison in work units: one, plus one per ``LEAF_CHARS`` characters."""
    return 1 + (len(a_text) + len(b_text)) // LEAF_CHARS


# the stages that compare two parsed values, in order; the first verdict decides, SymPy the rest
_VALUE_STAGES = (_same_or_infinite, _decimal_either_side, _exact_values, _sampled, _identical, _too_large)


def leaf(a_text: str, b_text: str, decision: Decision) -> Verdict:
    """Two expressions (no tuples, sets or relations): by text, then by value, stage by stage."""
    if a_text == b_text:
        return Verdict(True, "string equal")
    decision.charge(LEAF_UNITS * _units(a_text, b_text))
    verdict, a_text, b_text = _base_n_rule(a_text, b_text)
    if verdict is not None:
        return verdict
    verdict = _as_texts(a_text, b_text)
    if verdict is not None:
        return verdict
    try:
        a, b = leaf_ast(a_text), leaf_ast(b_text)
    except (ParseError, RecursionError) as exc:
        same = _sign_key(a_text) == _sign_key(b_text)
        return Verdict(same, "text equal" if same else f"unparsable: {exc}"[:80])
    return _values(a_text, b_text, a, b, decision)


def _values(a_text: str, b_text: str, a: Node, b: Node, decision: Decision) -> Verdict:
    """Two parsed values, stage by stage (the texts only size the work and let a plain decimal be read)."""
    for stage in _VALUE_STAGES:
        verdict = stage(a_text, b_text, a, b, decision)
        if verdict is not None:
            return verdict
    return _by_sympy(a, b, decision)


Sides = tuple[str, ...]  # a relation's sides as written: ("x+2y", "4") is x+2y = 4


def difference(sides: Sides, negated: bool = False) -> Node:
    """``sides[0] - sides[1]`` (negated: ``-(sides[0] - sides[1])``) as a value built from each side's
    parse (:func:`.latex.parse_once`), never re-serialised as LaTeX; raises :class:`ParseError` as a side does.
    """
    diff = Add((parse_once(sides[0]), Neg(parse_once(sides[1]))))
    return Neg(diff) if negated else diff


def _size_text(sides: Sides) -> str:
    return " ".join(sides)  # stands for the relation in the work count (its length) and is never a plain decimal


def same_difference(x: Sides, y: Sides, decision: Decision, negated: bool = False) -> Verdict:
    """Whether two relations' differences (``x0 - x1`` against ``y0 - y1``; ``negated``: ``-(x0 - x1)``)
    are the same value: the stages of :func:`leaf` on the values built by :func:`difference`.
    """
    a_text, b_text = _size_text(x), _size_text(y)
    decision.charge(LEAF_UNITS * _units(a_text, b_text))
    try:
        a, b = difference(x, negated), difference(y)
    except (ParseError, RecursionError) as exc:
        same = not negated and [_sign_key(side) for side in x] == [_sign_key(side) for side in y]
        return Verdict(same, "text equal" if same else f"unparsable: {exc}"[:80])
    return _values(a_text, b_text, a, b, decision)


MAX_SYMPY_BITS = 50_000  # SymPy's pure-Python big numbers (no gmpy2) take seconds past this: decided by size
MAX_SYMBOLIC_POWER = 400  # SymPy needs about 1 s of CPU for (x+y)^400 - (x^400+y^400): decided by size, not time


def _expansion_degree(node: Node) -> int:
    """The largest integer power of a sum with free symbols in ``node`` (``(x+1)^{10^6}``: 10^6),
    0 when none: what SymPy would have to expand, known before it starts.
    """
    top = 0
    for n in walk(node):
        if isinstance(n, Pow) and isinstance(n.base, Add) and numeric.symbols(n.base) and not numeric.symbols(n.exp):
            try:
                e = numeric.exact(n.exp)
            except numeric.EVAL_ERRORS:
                continue
            top = max(top, abs(e.numerator) // e.denominator)
    return top


def _precisely(a: Node, b: Node, points: tuple, bases: tuple[Node, ...] = ()) -> Verdict | None:
    r"""Agreement to 1e-9 in floats is not proof (``\frac{103993}{33102}`` vs ``\pi``): the
    values are recomputed with 110 digits; None when that is not possible (SymPy decides). With
    logarithm ``bases``, a point where the two are on two branches of a logarithm is passed over.
    """
    syms = numeric.symbols(a) | numeric.symbols(b)
    checked = 0
    for pt in points:
        try:
            if not precise.precisely_equal(a, b, pt):
                if bases and precise.apart_by_period(a, b, pt, bases):
                    continue
                return Verdict(False, "symbolic differs" if syms else "numeric differs")
            checked += 1
        except (ValueError, ZeroDivisionError, OverflowError, TypeError, KeyError):
            continue
    if checked >= min(3, len(points)):
        return Verdict(True, "symbolic equal" if syms else "numeric equal")
    return None


def _widely(a: Node, b: Node, points: tuple, syms: set) -> Verdict | None:
    """Values beyond floats compared with as many digits as they need (:func:`.precise.wide_compare`):
    a certain difference at one point differs, agreement at 3+ points (none undecided) is equal.
    """
    agreed = 0
    for pt in points:
        try:
            same = precise.wide_compare(a, b, pt)
        except (ValueError, ZeroDivisionError, OverflowError, TypeError, KeyError):
            continue
        if same is False:
            return Verdict(False, "symbolic differs" if syms else "numeric differs")
        if same is None:
            return None
        agreed += 1
    if agreed >= min(3, len(points)):
        return Verdict(True, "symbolic equal" if syms else "numeric equal")
    return None


def proportional(x: Sides, y: Sides) -> bool:
    """Two equations' differences (:func:`difference`) ``a = c * b`` for one nonzero constant ``c`` at
    every sample point (so ``a = 0`` and ``b = 0`` are the same equation): ``3x + 4y = 12`` and
    ``x/4 + y/3 = 1``.
    """
    try:
        a, b = difference(x), difference(y)
    except (ParseError, RecursionError):
        return False
    if not (numeric.symbols(a) | numeric.symbols(b)):
        return False
    ratios = []
    for pt in numeric.SAMPLE_POINTS:
        try:
            va, vb = numeric.approx(a, pt), numeric.approx(b, pt)
        except (OverflowError, ValueError, ZeroDivisionError, TypeError, KeyError):
            continue
        if numeric.close(vb, 0, 1e-12) or numeric.close(va, 0, 1e-12):
            if not (numeric.close(vb, 0, 1e-12) and numeric.close(va, 0, 1e-12)):
                return False
            continue
        ratios.append(va / vb)
    return len(ratios) >= 3 and all(numeric.close(r, ratios[0], 1e-9) for r in ratios)
