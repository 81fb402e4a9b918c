"""CI tiers: a pinned, stratified subset of a benchmark and its estimate of the full-set score.

A tier is chosen once (:func:`select`), written to a committed JSON file with its digest
(:func:`tier_digest`) and read back by the task's data hook (:func:`load_tier`), which refuses a
file whose ids no longer match their digest. Its headline is the post-stratified estimate of the
full benchmark's accuracy (:func:`post_stratified`): each stratum's tier accuracy weighted by the
stratum's share of the full set, with the standard error of stratified sampling without
replacement and a normal 95% interval. No lm-eval import (run time and report time both use it).
"""

from __future__ import annotations

import functools
import hashlib
import json
import math
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Mapping, Sequence

_Z975 = 1.959963984540054


class TierError(ValueError):
    """A tier file is missing, malformed, or its ids do not match its digest."""


@dataclass(frozen=True)
class Tier:
    """A pinned subset: ``ids`` (problem id, stratum) in run order and every stratum's full size."""

    task: str
    source: str  # the dataset it samples (hardmath.data.SOURCES name)
    seed: str
    strata: dict[str, int]  # stratum -> problems in the full set
    ids: tuple[tuple[str, str], ...]
    digest: str

    @property
    def full_size(self) -> int:
        return sum(self.strata.values())

    def to_json(self) -> str:
        return (
            json.dumps(
                {
                    "task": self.task,
                    "source": self.source,
                    "seed": self.seed,
                    "size": len(self.ids),
                    "full_size": self.full_size,
                    "digest": self.digest,
                    "strata": self.strata,
                    "ids": [list(i) for i in self.ids],
                },
                indent=1,
            )
            + "\n"
        )


def tier_digest(ids: Iterable[tuple[str, str]]) -> str:
    """sha256 of the (id, stratum) pairs in run order, one ``id<TAB>stratum`` line each."""
    return hashlib.sha256("".join(f"{i}\t{s}\n" for i, s in ids).encode()).hexdigest()


def _rank(seed: str, item_id: str) -> str:
    return hashlib.sha256(f"{seed}\0{item_id}".encode()).hexdigest()


def allocate(sizes: Mapping[str, int], total: int, minimum: int = 2) -> dict[str, int]:
    """Problems per stratum: proportional to its size (largest remainders), at least ``minimum``
    (or the whole stratum when smaller), summing to ``total`` when the minimums allow.
    """
    floor = {s: min(n, minimum) for s, n in sizes.items()}
    left = total - sum(floor.values())
    if left < 0:
        raise ValueError(f"a tier of {total} cannot hold {minimum} problems of each of {len(sizes)} strata")
    full = sum(sizes.values())
    want = {s: total * n / full for s, n in sizes.items()}
    alloc = {s: max(floor[s], min(sizes[s], math.floor(want[s]))) for s in sizes}
    while sum(alloc.values()) < total and any(alloc[s] < sizes[s] for s in sizes):
        # the stratum furthest below its proportional share gets the next problem
        s = max((s for s in sizes if alloc[s] < sizes[s]), key=lambda s: (want[s] - alloc[s], s))
        alloc[s] += 1
    while sum(alloc.values()) > total:  # minimums pushed it over: trim the largest strata
        s = max((s for s in sizes if alloc[s] > floor[s]), key=lambda s: (alloc[s] - want[s], s))
        alloc[s] -= 1
    return alloc


def select(items: Sequence[tuple[str, str]], total: int, seed: str, minimum: int = 2) -> list[tuple[str, str]]:
    """A deterministic stratified sample of ``items`` ((id, stratum) pairs): :func:`allocate`'s
    counts per stratum, each stratum's problems ranked by sha256(seed, id). Returned interleaved
    (round-robin over strata), so a ``--limit`` run of the tier's first documents still spans
    many strata.
    """
    by_stratum: dict[str, list[str]] = defaultdict(list)
    for item_id, stratum in items:
        by_stratum[stratum].append(item_id)
    alloc = allocate({s: len(v) for s, v in by_stratum.items()}, total, minimum)
    chosen = {s: sorted(v, key=lambda i: _rank(seed, i))[: alloc[s]] for s, v in sorted(by_stratum.items())}
    out: list[tuple[str, str]] = []
    for k in range(max(alloc.values(), default=0)):
        out += [(ids[k], s) for s, ids in chosen.items() if k < len(ids)]
    return out


def make_tier(task: str, source: str, items: Sequence[tuple[str, str]], total: int, seed: str) -> Tier:
    """The :class:`Tier` of ``total`` problems of ``items`` (the full set's (id, stratum) pairs)."""
    ids = tuple(select(items, total, seed))
    strata: dict[str, int] = defaultdict(int)
    for _, stratum in items:
        strata[stratum] += 1
    return Tier(task, source, seed, dict(sorted(strata.items())), ids, tier_digest(ids))


def load_tier(path: str | Path) -> Tier:
    """Read a committed tier file; raises :class:`TierError` when its ids do not match its digest."""
    try:
        raw: dict[str, Any] = json.loads(Path(path).read_text())
        ids = tuple((str(i), str(s)) for i, s in raw["ids"])
        tier = Tier(
            raw["task"],
            raw["source"],
            raw["seed"],
            {str(k): int(v) for k, v in raw["strata"].items()},
            ids,
            raw["digest"],
        )
    except (OSError, ValueError, KeyError, TypeError) as err:
        raise TierError(f"{path}: not a readable tier file ({err})") from err
    if tier_digest(ids) != tier.digest:
        raise TierError(f"{path}: its ids have digest {tier_digest(ids)}, the file says {tier.digest}")
    unknown = {s for _, s in ids} - set(tier.strata)
    if unknown:
        raise TierError(f"{path}: strata {sorted(unknown)} have no full-set size")
    return tier


@dataclass(frozen=True)
class Estimate:
    """Post-stratified estimate of the full-set accuracy from a tier run."""

    mean: float
    se: float
    low: float
    high: float
    n: int  # tier problems scored
    covered: int  # problems of the full set in the strata the run reached (all of them for a whole tier)
    full: int | None = None  # problems in the full set (None: records of a version that did not log it)

    @property
    def coverage(self) -> float | None:
        """Share of the full set's problems in the strata reached (1.0 for a whole tier)."""
        return None if not self.full else self.covered / self.full

    @property
    def partial(self) -> bool:
        """The run reached only some strata (``--limit``): an estimate of those strata, not of the full set."""
        return self.full is not None and self.covered < self.full

    def partial_note(self) -> str | None:
        """One phrase saying what a partial estimate covers, else None."""
        if not self.partial:
            return None
        return (
            f"PARTIAL estimate: its strata hold {self.covered:,} of the {self.full:,} problems "
            f"({100 * self.covered / self.full:.0f}%); not an estimate of the full set"
        )


def post_stratified(records: Iterable[Sequence[Any] | None]) -> Estimate | None:
    """The estimate from per-document records ``(stratum, stratum's full size, correct[, full
    set's size])`` (the fourth field, when logged, gives the estimate's ``coverage``).

    Each stratum h with N_h problems in the full set and n_h scored here adds
    W_h * mean_h, W_h = N_h / N; the variance is sum W_h^2 (1 - n_h/N_h) s_h^2 / n_h with
    s_h^2 = p~(1 - p~) n_h / (n_h - 1), p~ = (c_h + 1/2) / (n_h + 1), so a stratum scored all
    right or all wrong still counts some noise. A run that misses strata (``--limit``) estimates
    over the strata it reached (weights renormalized; ``covered`` counts the full-set problems
    in them). None when no record is given (Nones are skipped).
    """
    seen: dict[str, list[float]] = defaultdict(list)
    full: dict[str, int] = {}
    whole: int | None = None
    for rec in records:
        if rec is None:
            continue
        stratum, size, correct = rec[:3]
        seen[str(stratum)].append(float(correct))
        full[str(stratum)] = int(size)
        if len(rec) > 3:
            whole = max(whole or 0, int(rec[3]))
    if not seen:
        return None
    covered = sum(full.values())
    mean = var = 0.0
    for stratum, values in seen.items():
        n_h, big = len(values), full[stratum]
        w = big / covered
        mean += w * sum(values) / n_h
        p = (sum(values) + 0.5) / (n_h + 1)
        s2 = p * (1 - p) * (n_h / (n_h - 1) if n_h > 1 else 1.0)
        var += w * w * max(0.0, 1 - n_h / big) * s2 / n_h
    se = math.sqrt(var)
    return Estimate(
        mean,
        se,
        max(0.0, mean - _Z975 * se),
        min(1.0, mean + _Z975 * se),
        sum(len(v) for v in seen.values()),
        covered,
        whole,
    )


@functools.lru_cache(maxsize=16)
def _estimate(records: tuple[tuple | None, ...]) -> Estimate | None:
    return post_stratified(records)


def estimate_of(items: Iterable[Sequence[Any] | None]) -> Estimate | None:
    """:func:`post_stratified` of one task's records, computed once for all its estimate metrics."""
    return _estimate(tuple(None if i is None else tuple(i) for i in items))


RECORD_METRIC = "est_full"  # the logged metric whose per-document value is a tier record


def logged_estimate(rows: Iterable[Mapping[str, Any]] | None, metric: str = RECORD_METRIC) -> Estimate | None:
    """The estimate recomputed from a task's logged samples (their ``metric`` records), or None
    when they hold no tier record.
    """
    records = [r.get(metric) for r in rows or [] if isinstance(r.get(metric), (list, tuple))]
    return estimate_of(records) if records else None


def aggregations(prefix: str) -> dict[str, Callable[[list], float | None]]:
    """lm-eval aggregations of the estimate under a benchmark's names: ``<prefix>_est``
    (estimate), ``_se``, ``_low`` and ``_high`` (normal 95% interval), ``_coverage`` (share of the
    full set in the strata reached: below 1 for a partial run); None for no record.
    """

    def field(name: str) -> Callable[[list], float | None]:
        def aggregate(items: list) -> float | None:
            est = estimate_of(items)
            return None if est is None else getattr(est, name)

        aggregate.__name__ = aggregate.__qualname__ = f"tier_{name}"
        return aggregate

    return {
        f"{prefix}_{suffix}": field(name)
        for suffix, name in (("est", "mean"), ("se", "se"), ("low", "low"), ("high", "high"), ("coverage", "coverage"))
    }
