r"""Answer classes for majority voting (maj@k): which of a document's sampled answers vote together.

Pairwise comparison of k answers is quadratic (k = 64: 2,016 decisions), so answers are grouped
by a key first and only distinct representatives are compared, under a per-document budget:

1. *Keys* (no comparison needed): answers graded equal to the gold share one class; other answers
   share a class when their text is equal, when they normalize to the same text, or when both are
   plain exact values (no unit, no base subscript, no text) with the same rational value
   (``0.75``, ``\frac{3}{4}``, ``3/4``). Each key's first answer is its representative.
2. *Representatives* join the first earlier class whose head they are equivalent to
   (:func:`~.compare.is_equivalent`, argument order as before: the later answer first), except
   where the verdict is known without deciding: two different exact values differ (under the
   task's policy with exact decimals; with "rounded" a decimal may equal a fraction), and an answer
   graded *not* equal to the gold (a settled verdict, not a timeout or checker error) is not in
   the gold's class.
3. *Budget* (deterministic, never the clock): at most :data:`MAX_WORK` units of counted work
   (:class:`~.policy.Allowance`: one per comparison of two shapes, one per 64 characters a leaf
   compares, more for its costlier stages: a pair of 64-element sets costs thousands, a pair of
   numbers two), at most
   :data:`MAX_PAIRS` pair decisions and :data:`MAX_WORKER_DECISIONS` decisions that need the SymPy
   worker per document (each may use one decision's budget). Past the worker allowance, pairs are
   decided in-process only (:data:`~.compare.NEEDS_WORKER` counts as "not equivalent"); past the
   work or the pair budget, the pair being decided and the remaining representatives are their
   own classes. Each is logged and returned as a note. The in-process cost of one unit is bounded
   (each leaf's evaluation is metered, :mod:`.numeric`), so a document's grouping is bounded
   whatever its answers are (``bench/bench_majority.py`` prints the bound and the adversarial
   documents against it).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from . import numeric, units
from .compare import MAX_ANSWER_LEN, equivalent
from .latex import ParseError
from .normalize import decimal_comma, is_text
from .policy import Allowance, Policy
from .stages import Parsed, Sides
from .values import _base_n, leaf_ast

if TYPE_CHECKING:
    from collections.abc import Sequence

log = logging.getLogger(__name__)

MAX_PAIRS = 200  # pair decisions per document (in-process ones cost about a millisecond each)
MAX_WORK = 10_000  # counted work units per document (policy.Allowance): what bounds its in-process CPU
MAX_WORKER_DECISIONS = 1  # decisions per document that may ask the SymPy worker (each up to its budget)
_GOLD = ("gold",)


@dataclass
class Classes:
    """``ids[i]``: the class of answer ``i`` (None: it does not vote); ``pairs`` and
    ``worker_decisions``: what deciding them cost (``work``: the counted units, :data:`MAX_WORK`);
    ``notes``: where the budget cut grouping short.
    """

    ids: list[int | None]
    pairs: int = 0
    worker_decisions: int = 0
    notes: list[str] = field(default_factory=list)
    allowance: Allowance = field(default_factory=lambda: Allowance(MAX_WORK))

    @property
    def work(self) -> int:
        return self.allowance.spent


def vote_key(answer: str) -> tuple:
    """What makes two answers one class without comparing them: ("value", Fraction) for a plain
    exact value, ("norm", text) for its normalized text, ("text", text) for an answer whose
    verdict depends on the other side (units, a decimal comma) or that is too large to normalize.
    """
    return _key(Parsed(answer))


def _key(side: Parsed) -> tuple:
    """:func:`vote_key` of a parsed answer (its normalized text and shape are the comparison's)."""
    text = side.raw.strip()
    if (
        not text
        or len(side.raw) > MAX_ANSWER_LEN
        or side.text != side.raw  # shrunk: huge or deeply nested
        or side.depth > 200
        or units.quantity(text) is not None
        or decimal_comma(text, "0.5") != text
    ):
        return ("text", text)
    norm = side.norm
    if not norm:
        return ("text", text)
    try:
        sh = side.shape
        if sh[0] == "expr" and not is_text(sh[1]) and _base_n(sh[1]) is None:
            node = leaf_ast(sh[1])
            if not numeric.symbols(node):
                return ("value", numeric.exact(node))
    except (ParseError, RecursionError, *numeric.EVAL_ERRORS):
        pass
    return ("norm", norm)


def _known_apart(kx: tuple, ky: tuple, settled_wrong: bool, policy: Policy) -> bool:
    r"""Whether two representatives are known to differ without a decision (two different exact
    values only under exact decimals: under "rounded", ``0.333`` equals ``\\frac{1}{3}``).
    """
    if kx[0] == ky[0] == "value" and policy.decimals == "exact":
        return kx[1] != ky[1]
    return _GOLD in (kx, ky) and settled_wrong


def answer_classes(
    answers: Sequence[str | None], gold_equal: Sequence[bool | None] | None = None, policy: Policy | None = None
) -> Classes:
    """Class ids of a document's answers (None: does not vote; ids in order of first appearance).
    ``gold_equal[i]``: answer ``i`` was graded equal to the gold (True), settled unequal (False)
    or undecided (None: a timeout or a checker error). See the module docstring.
    """
    policy = Policy.of() if policy is None else policy
    gold_equal = list(gold_equal) if gold_equal is not None else [None] * len(answers)
    parsed = Sides()
    sides = [None if a is None else parsed[str(a)] for a in answers]  # each text parsed once
    keys: list[tuple | None] = []
    for side, g in zip(sides, gold_equal, strict=True):
        keys.append(None if side is None else _GOLD if g is True else _key(side))
    rep_of: dict[tuple, int] = {}  # key -> index of its representative
    for i, k in enumerate(keys):
        if k is not None and k not in rep_of:
            rep_of[k] = i
    out = Classes([])
    class_of_key: dict[tuple, int] = {}
    heads: list[int] = []  # representative index of each class
    for k, r in rep_of.items():
        class_of_key[k] = _join(k, r, heads, keys, sides, gold_equal, policy, out)
    out.ids = [None if k is None else class_of_key[k] for k in keys]
    for note in out.notes:
        log.warning("hardmath maj@k grouping: %s", note)
    return out


def _join(
    k: tuple, r: int, heads: list[int], keys: list, sides: list, gold_equal: list, policy: Policy, out: Classes
) -> int:
    """The class representative ``r`` (key ``k``) joins: the first head it is equivalent to, else a
    new class (appended to ``heads``); charges ``out`` for each decision.
    """
    for cls, h in enumerate(heads):
        if _known_apart(k, keys[h], gold_equal[r] is False or gold_equal[h] is False, policy):
            continue
        if out.pairs >= MAX_PAIRS:
            _note(out, f"pair budget ({MAX_PAIRS} decisions) spent: later answers left as their own classes")
            break
        if out.allowance.spent >= out.allowance.left:
            _note(out, f"work budget ({MAX_WORK} units) spent: later answers left as their own classes")
            break
        allowed = out.worker_decisions < MAX_WORKER_DECISIONS
        v = equivalent(sides[r], sides[h], policy=policy, worker=allowed, allowance=out.allowance)
        out.pairs += 1
        if v.used_worker and allowed:
            out.worker_decisions += 1
        elif v.used_worker:
            _note(out, f"SymPy budget ({MAX_WORKER_DECISIONS} decision) spent: later pairs decided without it")
        if v:
            return cls
    heads.append(r)
    return len(heads) - 1


def _note(out: Classes, note: str) -> None:
    if note not in out.notes:
        out.notes.append(note)


__all__ = ["Classes", "MAX_PAIRS", "MAX_WORK", "MAX_WORKER_DECISIONS", "answer_classes", "vote_key"]
