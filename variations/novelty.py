"""How new a template's snapshots are (``hardmath variations novelty``).

A variation tests memorization only if a model that answers the *published* answer gets it wrong.
For each constant template this measures, without the engine's guard (:meth:`Template.is_new`
drops such draws from every snapshot): the share of raw draws (ranges and constraint alone) that
give the published answer, how many distinct new instances the template has (counted by the
parameters that determine the problem, :meth:`Template.key_of`), whether its default snapshots are
distinct problems none of which has the published answer, whether its original is a typical member
of its family (:mod:`.typicality`), and whether one answer is right for at least
:data:`GUESSABLE_SHARE` of its instances.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import islice, product
from typing import TYPE_CHECKING, Any, Final

from .engine import DISTINCT_SEEDS, Template, TemplateError
from .typicality import top_answer_share, typicality

if TYPE_CHECKING:
    from collections.abc import Iterable

MAX_SAME_ANSWER: Final = 0.05
"""At most this share of raw draws may give the published answer."""
MIN_INSTANCES: Final = 20
"""At least this many distinct new instances (constant combinations)."""
DEFAULT_SNAPSHOTS: Final = 5
GUESSABLE_SHARE: Final = 0.25
"""A template where one answer is right for at least this share of instances is guessable: it
must say so (:attr:`Template.guessable`)."""


@dataclass(frozen=True)
class Novelty:
    """One template's measured novelty (constant templates; a variable one changes no answer)."""

    template: str
    kind: str
    changes: tuple[str, ...]
    draws: int  # raw draws that meet the constraint and are not the published constants
    same_answer: float  # share of them that give the published answer
    instances: int  # distinct new instances, counted up to DISTINCT_SEEDS
    answers: int  # distinct answers among those instances
    defaults_distinct: bool  # seeds 0..snapshots-1: distinct problems and texts, no published answer
    problems: int = 1  # distinct problems among the instances (by Template.key_of)
    atypical: tuple[str, ...] = ()  # how the original is not a typical member (Typicality.misses)
    top_share: float = 1.0  # share of instances with the most frequent answer
    guessable: str = ""  # the template's declared reason (Template.guessable)

    def shortfalls(self) -> list[str]:
        """The targets this template misses (empty: all met; a variable template meets none)."""
        if self.kind != "constant":
            return ["a variable template keeps the published answer"]
        out = []
        if self.same_answer > MAX_SAME_ANSWER:
            out.append(f"{self.same_answer:.1%} of draws give the published answer (> {MAX_SAME_ANSWER:.0%})")
        if self.instances < MIN_INSTANCES:
            out.append(f"{self.instances} distinct new instances (< {MIN_INSTANCES})")
        if not self.defaults_distinct:
            out.append("two default snapshots are the same problem")
        if self.top_share >= GUESSABLE_SHARE and not self.guessable:
            out.append(f"one answer is right for {self.top_share:.0%} of instances and guessable is not declared")
        return out


def raw_same_answer(t: Template, draws: int, tries: int = 100_000) -> tuple[int, float]:
    """Over ``draws`` raw draws that meet the constraint and are not the published constants, how
    many were made and the share that give the published answer.
    """
    rng = random.Random(f"{t.name}:novelty")
    original = {k: c.original for k, c in t.constants.items()}
    kept = same = 0
    for drawn in islice(t.draws(rng), tries):
        if drawn == original or (t.constraint is not None and not t.constraint(drawn)):
            continue
        kept += 1
        same += t.gives_published_answer(drawn)
        if kept == draws:
            break
    return kept, same / kept if kept else 0.0


def exact_same_answer(t: Template, limit: int = 2_000_000) -> tuple[int, float] | None:
    """Over the whole constant support (every combination that meets the constraint and is not the
    published constants), how many there are and the exact share that give the published answer;
    ``None`` when the space holds more than ``limit`` combinations.
    """
    if t.space_size() > limit:
        return None
    keys = list(t.constants)
    original = {k: c.original for k, c in t.constants.items()}
    kept = same = 0
    for values in product(*(t.constants[k].values() for k in keys)):
        drawn = dict(zip(keys, values, strict=True))
        if drawn == original or (t.constraint is not None and not t.constraint(drawn)):
            continue
        kept += 1
        same += t.gives_published_answer(drawn)
    return kept, same / kept if kept else 0.0


def _flat(values: Iterable[Any]) -> list[str]:
    """Every scalar in ``values``, tuples opened, sorted (the numbers a problem is built from)."""
    out: list[str] = []
    for v in values:
        out.extend(_flat(v) if isinstance(v, tuple) else [repr(v)])
    return sorted(out)


def twins(t: Template, snapshots: int = DEFAULT_SNAPSHOTS) -> list[tuple[int, int]]:
    """Pairs of seeds among ``0..snapshots-1`` that pose one problem: the same problem key
    (:meth:`Template.key_of`), or the same answer from the same constant values in another order
    (x and y swapped).
    """
    found = t.new_instances(snapshots)
    pairs = []
    for i in range(len(found)):
        for j in range(i + 1, len(found)):
            a, b = found[i], found[j]
            same_values = _flat(a.values()) == _flat(b.values())
            swapped = same_values and t.answer_for(a) == t.answer_for(b)
            if t.key_of(a) == t.key_of(b) or swapped:
                pairs.append((i, j))
    return pairs


def defaults_distinct(t: Template, snapshots: int = DEFAULT_SNAPSHOTS) -> bool:
    """Seeds ``0..snapshots-1`` give pairwise different problems (:func:`twins`) and problem
    texts, and none of them the published answer.
    """
    try:
        snaps = [t.snapshot(seed) for seed in range(snapshots)]
    except TemplateError:  # no new instance at all
        return False
    keys = {t.key_of({k: s.params[k] for k in t.constants}) for s in snaps}
    published = t.answer_for({k: c.original for k, c in t.constants.items()})
    return (
        len(keys) == len({s.problem for s in snaps}) == snapshots
        and not twins(t, snapshots)
        and all(s.answer != published for s in snaps)
    )


def novelty(t: Template, draws: int = 400, snapshots: int = DEFAULT_SNAPSHOTS) -> Novelty:
    """Measure one template (a variable template: 100% published answer, 1 instance)."""
    if t.kind != "constant":
        return Novelty(t.name, t.kind, t.changes, 0, 1.0, 1, 1, False)
    kept, same = raw_same_answer(t, draws)
    found = t.new_instances(DISTINCT_SEEDS)
    answers = {t.answer_for(c) for c in found}
    return Novelty(
        t.name,
        t.kind,
        t.changes,
        kept,
        same,
        len(found),
        len(answers),
        defaults_distinct(t, snapshots),
        len({t.key_of(c) for c in found}),
        tuple(typicality(t).misses()) if found else ("no new instance",),
        top_answer_share(t)[1],
        t.guessable,
    )


def table(rows: list[Novelty]) -> str:
    """A markdown table of measured templates, with a last column naming missed targets."""
    lines = [
        "| template | changes | published answer in raw draws | new instances | distinct problems "
        "| distinct answers | default snapshots distinct | typical original | guessable | misses |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        if r.kind != "constant":
            lines.append(f"| {r.template} | {', '.join(r.changes)} | all (variable) | 1 | 1 | 1 | — | — | — | — |")
            continue
        count = f"≥{r.instances}" if r.instances >= DISTINCT_SEEDS else str(r.instances)
        typical = "yes" if not r.atypical else "no: " + "; ".join(r.atypical)
        guess = (
            f"{r.top_share:.0%}" + (" (declared)" if r.guessable else "") if r.top_share >= GUESSABLE_SHARE else "no"
        )
        lines.append(
            f"| {r.template} | {', '.join(r.changes)} | {r.same_answer:.1%} of {r.draws} | {count} | {r.problems} "
            f"| {r.answers} | {'yes' if r.defaults_distinct else 'no'} | {typical} | {guess} "
            f"| {'; '.join(r.shortfalls()) or '—'} |"
        )
    return "\n".join(lines)
