r"""Decide whether two answer strings are equivalent: shapes and relations.

Pipeline per pair: an exact copy is equal at any size; huge answers are first shrunk in linear
time (:mod:`.huge`) and integers compared by digits; both sides stating units are aligned
(:mod:`.units`); both are normalized (:mod:`.normalize`) and split into shapes
(:mod:`.structure`): tuples in order, sets/lists in any order (a repeated solution counts once
unless the gold repeats it), intervals with their endpoint brackets, matrices cell by cell,
relations, ``\\pm``; each leaf is one value against another (:mod:`.values`).

Relations: ``x = 3``, ``f(2) = 7``, ``(x, y) = (1, 2)`` and named quantities (``|AB| = 1``,
``V_1:V_2 = 11:21``) against a bare answer compare the right side; an equality chain
``x = 5+5+1 = 11`` its last side; one-variable inequalities (and ``x \\ne c``) are compared with
intervals as solution sets (:mod:`.intervals`); two equations are equal when one
side-difference is a nonzero constant multiple of the other at every sample point
(``3x+4y=12`` = ``x/4+y/3=1``). Sums (``\\sum``) are not evaluated; two with the same limits whose
terms are the same factors in another order are equal (:func:`.sums.same_sum`).
"""

from __future__ import annotations

import logging
import re
from dataclasses import replace

from . import bounded, marks, units
from .assignments import rhs_of_assignment
from .huge import INTEGER, MAX_ANSWER_LEN, int_key
from .intervals import FLIP as _FLIP, solution_set
from .locale_numbers import dot_groups
from .normalize import decimal_comma, per_hundred
from .notation import per_hundred_words
from .policy import (  # noqa: F401 - DECIMAL_POLICIES: read by the lm-eval filter
    DECIMAL_POLICIES,
    WORK_SPENT,
    Allowance,
    Decision,
    Policy,
    WorkSpent,
)
from .stages import Parsed
from .structure import shape
from .sums import same_sum
from .values import DecisionTimeout, leaf, proportional, same_difference
from .verdict import CHECKER_ERROR, Verdict, VerdictCache

log = logging.getLogger(__name__)

MAX_ITEMS = 64


def _interval_pair(x: tuple, y: tuple) -> bool:
    return x[0] == y[0] == "seq" and len(x[3]) == len(y[3]) == 2 and (x[1], x[2]) != (y[1], y[2])


def _as_set_pair(x: tuple, y: tuple) -> tuple[tuple, tuple] | None:
    """Both sides as solution sets when one is an inequality and the other an interval/union
    (or both inequalities); None when that does not apply.
    """
    sx, sy = solution_set(x), solution_set(y)
    if sx is None and sy is None:
        return None
    nx, ny = sx or x, sy or y
    if not all(n[0] in ("seq", "union") for n in (nx, ny)):
        return None
    return nx, ny


def _chain_value(x: tuple) -> tuple:
    """``x = 5+5+1 = 11`` -> the shape of its last side (the value the chain arrives at)."""
    if x[0] == "rel" and len(x[1]) >= 3 and set(x[2]) == {"="}:
        return shape(x[1][-1])
    return x


def _across_relation(x: tuple, y: tuple, decision: Decision) -> Verdict | None:
    r"""A relation against another shape: "x = 3" against "3" compares the right side; "x > 3"
    against "(3, \\infty)" (or a list against an interval) compares solution sets; None when
    neither applies.
    """
    kx, ky = x[0], y[0]
    if (kx == "rel") != (ky == "rel"):  # "x = 3" against "3"
        rx, ry = rhs_of_assignment(x), rhs_of_assignment(y)
        if rx is not None or ry is not None:
            return _compare(rx or x, ry or y, decision)
    if "rel" in (kx, ky) or (kx == "list") != (ky == "list"):  # "x > 3" against "(3, \infty)"
        pair = _as_set_pair(x, y)
        if pair is not None and (kx, ky) != ("rel", "rel"):
            v = _compare(*pair, decision)
            return Verdict(bool(v), f"solution set {'equal' if v else 'differs'} ({v.reason})")
    return None


def _cells(m: tuple) -> tuple:
    """A matrix's cells, row by row, as expressions."""
    return tuple(("expr", c) for r in m[1] for c in r)


def _exprs(x: tuple, y: tuple, decision: Decision) -> Verdict:
    return leaf(x[1], y[1], decision)


def _tuples(x: tuple, y: tuple, decision: Decision) -> Verdict:
    if _interval_pair(x, y):
        return Verdict(False, "interval endpoints differ")
    return _ordered(x[3], y[3], decision, "tuple")


def _matrices(x: tuple, y: tuple, decision: Decision) -> Verdict:
    if len(x[1]) != len(y[1]) or any(len(r) != len(s) for r, s in zip(x[1], y[1], strict=True)):
        return Verdict(False, "matrix shape differs")
    return _ordered(_cells(x), _cells(y), decision, "matrix")


def _matrix_tuple(x: tuple, y: tuple, decision: Decision) -> Verdict:
    """A one-row or one-column matrix against a tuple: a vector."""
    m, s = (x, y) if x[0] == "matrix" else (y, x)
    if s[1] == "(" and (len(m[1]) == 1 or all(len(r) == 1 for r in m[1])):
        cells = _cells(m)
        return _ordered(cells, s[3], decision, "vector") if m is x else _ordered(s[3], cells, decision, "vector")
    return Verdict(False, "shape differs")


def _collections(x: tuple, y: tuple, decision: Decision) -> Verdict:
    """Sets and lists: a repeated solution is one solution, unless the gold repeats."""
    as_sets = "set" in (x[0], y[0]) or (len(x[1]) > len(y[1]) and len(_dedupe(y[1], decision)) == len(y[1]))
    return _unordered(x[1], y[1], decision, dedupe=as_sets)


def _list_tuple(x: tuple, y: tuple, decision: Decision) -> Verdict:
    return _ordered(x[1] if x[0] == "list" else x[3], y[1] if y[0] == "list" else y[3], decision, "tuple")


def _restated(x: tuple, y: tuple, decision: Decision) -> Verdict | None:
    r"""A list against one value: equal when every item is that value, written again in another form
    ("\frac{3}{4} or 75%", "0.5, i.e. \frac12"); None (no comparison) otherwise.
    """
    items, value = (x[1], y) if x[0] == "list" else (y[1], x)
    if len(items) > 3 or not all(_compare(i, value, decision) for i in items):
        return None
    return Verdict(True, "one value written in several forms")


def _unions(x: tuple, y: tuple, decision: Decision) -> Verdict:
    return _unordered(x[1], y[1], decision, dedupe=False)


def _union_set(x: tuple, y: tuple, decision: Decision) -> Verdict | None:
    r"""\\{1,3\\} \\cup \\{2,4\\} = \\{1,2,3,4\\}; None when a part of the union is not a set."""
    mx, my = _merged_set(x), _merged_set(y)
    if mx is not None and my is not None:
        return _unordered(mx, my, decision, dedupe=True)
    return None


def _ratios(x: tuple, y: tuple, decision: Decision) -> Verdict:
    if len(x[1]) == len(y[1]) == 2:
        v = leaf(f"\\frac{{{x[1][0]}}}{{{x[1][1]}}}", f"\\frac{{{y[1][0]}}}{{{y[1][1]}}}", decision)
        return Verdict(bool(v), "ratio equal" if v else "ratio differs")
    return _ordered(tuple(("expr", i) for i in x[1]), tuple(("expr", i) for i in y[1]), decision, "ratio")


def _ratio_value(x: tuple, y: tuple, decision: Decision) -> Verdict | None:
    r"""A ratio of two terms and a value: the ratio's value ``7:6`` = ``\frac76``, ``1:4`` = ``0.25``
    (either order); None (the shapes differ) for another value or a ratio of more terms.
    """
    ratio, value = (x, y) if x[0] == "ratio" else (y, x)
    if len(ratio[1]) != 2:
        return None
    v = leaf(f"\\frac{{{ratio[1][0]}}}{{{ratio[1][1]}}}", value[1], decision)
    return Verdict(True, "ratio value equal") if v else None  # else the shapes differ, as before


def _both_ways(table: dict) -> dict:
    """``table`` with each mixed pair of kinds also keyed the other way round."""
    return {**table, **{(ky, kx): f for (kx, ky), f in table.items()}}


# (kind of x, kind of y) -> how two shapes of those kinds compare (None: they do not)
_BY_KINDS = _both_ways(
    {
        ("expr", "expr"): _exprs,
        ("seq", "seq"): _tuples,
        ("matrix", "matrix"): _matrices,
        ("matrix", "seq"): _matrix_tuple,
        ("set", "set"): _collections,
        ("list", "list"): _collections,
        ("set", "list"): _collections,
        ("list", "seq"): _list_tuple,
        ("union", "union"): _unions,
        ("union", "set"): _union_set,
        ("ratio", "ratio"): _ratios,
        ("ratio", "expr"): _ratio_value,
        ("list", "expr"): _restated,
    }
)


def _compare(x: tuple, y: tuple, decision: Decision) -> Verdict:
    decision.charge(1)
    x, y = _chain_value(x), _chain_value(y)
    across = _across_relation(x, y, decision)
    if across is not None:
        return across
    kx, ky = x[0], y[0]
    how = _relation if kx == ky == "rel" else _BY_KINDS.get((kx, ky))
    found = how(x, y, decision) if how is not None else None
    return found if found is not None else Verdict(False, f"shape differs ({kx} vs {ky})")


def _merged_set(x: tuple) -> tuple | None:
    """Elements of a set, or of a union of sets; None when a part is not a set."""
    if x[0] == "set":
        return x[1]
    if x[0] == "union" and all(p[0] == "set" for p in x[1]):
        return tuple(e for p in x[1] for e in p[1])
    return None


def _ordered(xs: tuple, ys: tuple, decision: Decision, what: str) -> Verdict:
    if len(xs) != len(ys):
        return Verdict(False, f"{what} length differs")
    if len(xs) > MAX_ITEMS:
        return Verdict(False, "unparsable: too many items")
    for a, b in zip(xs, ys, strict=True):
        v = _compare(a, b, decision)
        if not v:
            if what == "tuple" and _unordered(xs, ys, decision, dedupe=False):
                return Verdict(False, "tuple order differs")
            return Verdict(False, f"{what} element differs ({v.reason})")
    return Verdict(True, f"{what} equal")


def _unordered(xs: tuple, ys: tuple, decision: Decision, dedupe: bool) -> Verdict:
    if len(xs) > MAX_ITEMS or len(ys) > MAX_ITEMS:
        return Verdict(False, "unparsable: too many items")
    if dedupe:
        xs, ys = _dedupe(xs, decision), _dedupe(ys, decision)
    if len(xs) != len(ys):
        return Verdict(False, "set size differs")
    left = list(ys)
    for a in xs:
        for j, b in enumerate(left):
            if _compare(a, b, decision):
                del left[j]
                break
        else:
            return Verdict(False, "set element differs")
    return Verdict(True, "set equal")


def _dedupe(items: tuple, decision: Decision) -> tuple:
    out: list = []
    for it in items:
        if not any(_compare(it, o, decision) for o in out):
            out.append(it)
    return tuple(out)


_DEFINED = re.compile(r"^((?:[a-zA-Z]|\\[a-zA-Z]+)(?:_\{?[a-zA-Z0-9]+\}?)?)\(([a-zA-Z])\)$")


def _letter(v: str) -> re.Pattern:
    r"""The single-letter variable ``v`` as a token (not inside ``\\sin`` or a longer word)."""
    return re.compile(rf"(?<![\\a-zA-Z]){v}(?![a-zA-Z])")


def _renamed_definition(xp: tuple, yp: tuple) -> tuple[str, str] | None:
    """``W(x) = 1`` against ``W(n) = 1`` (one function, its argument named differently): both right
    sides with the argument renamed alike; None when that does not apply (or a rename would
    capture a variable of the other side).
    """
    mx, my = _DEFINED.match(xp[0]), _DEFINED.match(yp[0])
    if mx is None or my is None or mx.group(1) != my.group(1) or mx.group(2) == my.group(2):
        return None
    v, w = mx.group(2), my.group(2)
    if _letter(v).search(yp[1]):
        return None
    return xp[1], _letter(w).sub(v, yp[1])


def _samesolution_set(x: tuple, y: tuple, decision: Decision) -> bool:
    pair = _as_set_pair(x, y)
    return pair is not None and bool(_compare(*pair, decision))


def _equations(xp: tuple, yp: tuple, op: str, decision: Decision) -> Verdict:
    """Two two-sided ``=`` (or ``!=``) relations: a=b is b=a, a-b=0 is -(a-b)=0, and an equation
    scaled by a constant is the same equation.
    """
    if op == "=" and xp[0] == yp[0] and leaf(xp[1], yp[1], decision):
        return Verdict(True, "equation equal")  # the same named left side: \angle CAB = 12^\circ, \angle CAB = \pi/15
    if op == "=" and xp[0].strip() not in ("", "0") and leaf(xp[0], yp[0], decision):
        same = leaf(xp[1], yp[1], decision)  # the same left side: f_{100}(1) = 101^{100} is no 101^{99}
        return Verdict(bool(same), "equation equal" if same else "equation differs")
    for negated in (False, True):
        if same_difference(xp, yp, decision, negated):
            return Verdict(True, "equation equal")
    if leaf(xp[0], yp[1], decision) and leaf(xp[1], yp[0], decision):
        return Verdict(True, "equation equal")
    if op == "=" and proportional(xp, yp):
        return Verdict(True, "equation equal (scaled)")
    return Verdict(False, "equation differs")


def _inequalities(x: tuple, y: tuple, yp: tuple, decision: Decision) -> Verdict:
    """Two relations with the same operators, not a two-sided equation (``yp``: the sides of ``y``
    in the order of ``x``'s operators).
    """
    xp = x[1]
    if len(xp) == 2 and same_difference(xp, yp, decision):
        return Verdict(True, "inequality equal")
    if len(xp) > 2 and all(leaf(a, b, decision) for a, b in zip(xp, yp, strict=False)):
        return Verdict(True, "inequality equal")
    if _samesolution_set(x, y, decision):
        return Verdict(True, "inequality equal (same solution set)")
    return Verdict(False, "inequality differs")


def _relation(x: tuple, y: tuple, decision: Decision) -> Verdict:
    (xp, xo), (yp, yo) = x[1:], y[1:]
    if len(xp) != len(yp):
        if _samesolution_set(x, y, decision):
            return Verdict(True, "inequality equal (same solution set)")
        return Verdict(False, "relation differs")
    if xo != yo and tuple(_FLIP.get(o, o) for o in reversed(yo)) == xo:
        yp, yo = tuple(reversed(yp)), xo
    if xo != yo:
        return Verdict(False, "relation differs")
    renamed = _renamed_definition(xp, yp) if xo == ("=",) else None
    if renamed is not None:
        v = leaf(*renamed, decision)
        return Verdict(bool(v), f"definition {'equal' if v else 'differs'} (argument renamed)")
    if len(xp) == 2 and xo[0] in ("=", "!="):
        return _equations(xp, yp, xo[0], decision)
    return _inequalities(x, y, yp, decision)


MAX_CACHED_LEN = 2000  # normalized pairs up to this size (both together) have their verdicts cached
DECISIONS = VerdictCache(maxsize=65536)  # (normalized answer, normalized gold, policy) -> verdict


NEEDS_WORKER = Verdict(False, "not decided: needs the SymPy worker", used_worker=True)


def _decide(x: Parsed, y: Parsed, policy: Policy, worker: bool = True, allowance: Allowance | None = None) -> Verdict:
    """The verdict on two parsed answers under ``policy``, from :data:`DECISIONS` (keyed by the
    normalized pair) when it was
    decided before; a timed-out decision is never cached (a later try may finish in time).
    ``worker=False``: :data:`NEEDS_WORKER` instead of asking the SymPy worker (cached or not,
    so the answer does not depend on what was decided before). ``allowance``: the counted work
    this decision may use (shared with others); with one, the cache is not read (a cached pair
    would cost nothing, so what is left would depend on what was decided before) and a decision
    that runs out is :data:`WORK_SPENT` (never cached).
    """
    small = len(x.norm) + len(y.norm) <= MAX_CACHED_LEN
    key = (x.norm, y.norm, policy)
    cached = DECISIONS.get(key) if small and allowance is None else None
    if cached is not None:
        return cached if worker or not cached.used_worker else NEEDS_WORKER
    decision = Decision(policy, policy.budget if worker else 0.0, allowance=allowance)
    try:
        verdict = _decide_uncached(x, y, decision)
    except WorkSpent:
        return Verdict(False, WORK_SPENT, used_worker=decision.requests > 0)
    except DecisionTimeout as exc:
        if not worker:
            return NEEDS_WORKER
        verdict = Verdict(False, exc.reason, timed_out=True)
    if decision.requests:
        verdict = replace(verdict, used_worker=True)
    if small:
        DECISIONS.put(key, verdict)
    return verdict


def _decide_uncached(x: Parsed, y: Parsed, decision: Decision) -> Verdict:
    a, b = x.norm, y.norm
    if a == b:
        return Verdict(True, "string equal")
    if not a:
        return Verdict(False, "unparsable: empty answer")
    if "\\sum" in a and "\\sum" in b:
        summed = same_sum(a, b)
        if summed is not None:
            return summed
    try:
        return _compare(x.shape, y.shape, decision)
    except RecursionError:
        return Verdict(False, "unparsable: nesting too deep")


def is_equivalent(
    answer: str,
    gold: str,
    *,
    timeout: float | None = None,
    decimals: str = "exact",
    policy: Policy | None = None,
    worker: bool = True,
) -> Verdict:
    """Whether ``answer`` states the same value as ``gold`` (truthy Verdict with a reason): both
    sides parsed (:class:`~.stages.Parsed`), then :func:`equivalent`.

    ``decimals``: "exact" (a decimal equals an exact value only when exactly equal) or
    "rounded" (a decimal with 3+ significant digits also equals an exact value it rounds;
    a task opts in through its YAML). See the module docstring.

    Never raises on the answers: bad input is a falsy Verdict with reason "unparsable: ..."
    (an unknown ``decimals`` or a non-positive ``timeout`` is a ValueError). The SymPy
    work of the whole decision is bounded by ``timeout`` seconds of worker CPU time
    (default: env ``HARDMATH_EQUIV_TIMEOUT`` or 1 s), whatever the machine's load; an
    overrun gives reason "timeout". ``policy`` (a :class:`~.policy.Policy`) gives both settings
    in one value and then ``timeout`` and ``decimals`` are not read.

    Verdicts are deterministic, so a repeated pair (every maj@k grouping, every rescoring of 64
    samples) is answered from one cache keyed by what decides the verdict: the normalized pair
    and the policy (:data:`DECISIONS`). ``worker=False`` decides without the SymPy worker: a
    pair that needs it gets :data:`NEEDS_WORKER` (``used_worker``; maj@k grouping past its budget).
    """
    policy = Policy.of(timeout, decimals) if policy is None else policy
    return equivalent(Parsed(answer), Parsed(gold), policy=policy, worker=worker)


def equivalent(
    answer: Parsed, gold: Parsed, *, policy: Policy, worker: bool = True, allowance: Allowance | None = None
) -> Verdict:
    """:func:`is_equivalent` on two parsed sides: the pairwise steps (an exact copy, a decimal comma,
    units, integers by their digits, the size guards), then the decision on the normalized pair.
    A side compared many times (an answer against each choice, the gold of one grade) is
    normalized and shaped once. ``allowance``: counted work shared with other decisions (maj@k:
    a document's grouping); past it the verdict is :data:`WORK_SPENT`.
    """
    a, b = answer.raw, gold.raw
    try:
        if not isinstance(a, str) or not isinstance(b, str):
            return Verdict(False, "unparsable: not a string")
        if a.strip() == b.strip() and a.strip():
            return Verdict(True, "string equal")  # before any size guard: a huge exact copy is right
        a, b = answer.text, gold.text
        a, b = marks.marked(per_hundred_words(a)), marks.marked(per_hundred_words(b))  # 137^\circ 30', "50 Prozent"
        a, b = marks.dollars(a, b), marks.dollars(b, a)  # \$2.50 against 250¢
        a, b = marks.cut_decimal(a, b), marks.cut_decimal(b, a)  # 0.333... against 0.333
        a, b = decimal_comma(a, b), decimal_comma(b, a)
        a = dot_groups(a, b)  # an answer 9.900 against a gold 9,900 (a gold 9.900 keeps its own reading)
        a, b = units.radians(a, b), units.radians(b, a)  # 12^\circ against \frac{\pi}{15}
        a, b = units.clock(a, b), units.clock(b, a)  # 14:30 against 2:30 PM
        a, b, same_units = units.align(a, b)
        if same_units is False:
            return Verdict(False, "units differ")
        if INTEGER.match(a) and INTEGER.match(b):  # any length: compare the digits
            same = int_key(a) == int_key(b)
            return Verdict(same, "numeric equal" if same else "numeric differs")
        if len(a) > MAX_ANSWER_LEN or len(b) > MAX_ANSWER_LEN:
            return Verdict(False, "unparsable: too long")
        x, y = _reparsed(answer, a), _reparsed(gold, b)
        if x.depth > 200 or y.depth > 200:
            return Verdict(False, "unparsable: nesting too deep")
        bounded.prestart()
        verdict = _decide(x, y, policy, worker, allowance)
        if verdict or verdict.timed_out or verdict.reason == WORK_SPENT:
            return verdict
        return _as_fraction_of_hundred(a, b, policy, worker, allowance) or verdict
    except Exception as exc:  # noqa: BLE001 - a checker bug must not crash an eval run
        log.warning("hardmath checker error (%s: %s) comparing %.200r with %.200r", type(exc).__name__, exc, a, b)
        return Verdict(False, f"{CHECKER_ERROR}: {type(exc).__name__}: {exc}"[:200], checker_error=True)


def _as_fraction_of_hundred(
    a: str, b: str, policy: Policy, worker: bool, allowance: Allowance | None = None
) -> Verdict | None:
    r"""A percent on one side only, equal to the other side, a fraction or decimal, as a fraction of
    100 ("25%" and ``\frac14`` or 0.25; "50%" and "50" are equal already, the percent sign being
    dropped): that verdict, else None.
    """
    pa, pb = per_hundred(a), per_hundred(b)
    if (pa is None) == (pb is None) or INTEGER.match((b if pa else a).strip()):
        return None  # a whole number is no proportion: "100%" is not the answer "1"
    v = _decide(Parsed(pa or a), Parsed(pb or b), policy, worker, allowance)
    if v.reason == WORK_SPENT:
        return v
    return replace(v, reason=f"{v.reason} (percent as a fraction)") if v else None


def _reparsed(side: Parsed, text: str) -> Parsed:
    """``side`` itself when a pairwise step left its text as it was, else ``text`` parsed anew."""
    return side if text == side.text else Parsed(text)
