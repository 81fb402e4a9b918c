"""Paired variation statistics shared by every benchmark with functional variations
(Putnam-AXIOM's ``putnam_axiom_var``, HARP's ``harp_var``): originals vs snapshots with a 95% interval.

A *record* (:class:`PairedRecord`) is ``(group, seed, is_original, correct)``: one graded document
of a paired task, where ``group`` names the problem (template) and ``seed`` the snapshot
(``"original"`` for the original). lm-eval's aggregations (:func:`aggregations`, one
:func:`summary_of` per task) and the analyses over logged samples share :func:`paired_summary`.
A benchmark registers the aggregations under its own names (``aggregations("hardmath_harp")``),
so its task YAMLs name only its own. No lm-eval import here (the task class,
:class:`hardmath.lmeval.tasks.HardmathTask`, leaves the interval metrics out of a run with fewer
than 2 snapshots).
"""

from __future__ import annotations

import functools
import json
import logging
import random
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from hardmath.data import DataError, read_jsonl
from hardmath.declaration import Metric
from hardmath.stats import (
    difference_interval95,
    original_advantage_pvalue,
    variation_interval95,
    wilson_interval95,
)
from hardmath.variations import Original, parse_seed, templates

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Mapping, Sequence

PAIRED_METRICS = ("var_acc", "var_ci_low", "var_ci_high", "orig_acc", "drop")
DEFAULT_SNAPSHOTS = 5
FLAG_LEVEL = 0.05  # the paired test flags an original advantage at p <= this (one-sided)
log = logging.getLogger("lm_eval.hardmath.paired")  # shown at lm_eval's INFO level


class PairedRecord(NamedTuple):
    """One graded document of a paired task (logged as a JSON list in this order)."""

    group: str
    seed: str
    is_original: bool
    correct: bool


def _seed_key(seed: str) -> tuple[int, Any]:
    return (0, int(seed)) if seed.lstrip("-").isdigit() else (1, seed)


def paired_summary(records: Iterable[Sequence[Any] | None]) -> dict[str, Any]:
    """Mean variation accuracy over snapshots with its 95% interval, the paired original, the drop.

    Only *complete* groups count: those with their original and every snapshot seed seen in
    ``records`` (so ``--limit`` cutting a group short does not skew the pairing); the others are
    listed under ``incomplete``. A None record (a document outside a breakdown column, e.g. a
    binary one in a ``*_complex`` metric or another level's in ``*_level_3``) is skipped. Each
    snapshot's accuracy is the mean over those groups; the interval is a t-interval over the S
    snapshots on the logit scale, widened to at least the Wilson interval of the pooled count
    (:func:`hardmath.stats.variation_interval95`: inside [0, 1], never of zero width).
    ``drop`` = original - mean, with its 95% interval (``drop_low`` / ``drop_high``,
    :func:`hardmath.stats.difference_interval95`: the same templates on both sides, so their
    difficulty cancels); the original's Wilson interval over the templates (``original_low`` /
    ``original_high``); ``p_value``: the one-sided exact paired test that the originals are answered
    right more often than their own variations (:func:`hardmath.stats.original_advantage_pvalue`).
    Values that cannot be computed are None: everything without a complete group, the variation
    interval with fewer than 2 snapshots.
    """
    originals: dict[str, bool] = {}
    snaps: dict[str, dict[str, bool]] = {}
    for record in records:
        if record is None:
            continue
        group, seed, is_original, correct = record
        if is_original:
            originals[str(group)] = bool(correct)
        else:
            snaps.setdefault(str(seed), {})[str(group)] = bool(correct)
    seeds = sorted(snaps, key=_seed_key)
    complete = sorted(g for g in originals if all(g in snaps[s] for s in seeds)) if seeds else []
    groups = set(originals).union(*snaps.values())
    summary: dict[str, Any] = {
        "groups": len(complete),
        "snapshots": len(seeds),
        "per_snapshot": {},
        "mean": None,
        "ci_low": None,
        "ci_high": None,
        "original": None,
        "drop": None,
        "original_low": None,
        "original_high": None,
        "drop_low": None,
        "drop_high": None,
        "p_value": None,
        "incomplete": sorted(groups - set(complete)),
    }
    if not complete:
        return summary
    counts = {s: sum(snaps[s][g] for g in complete) for s in seeds}
    per_snapshot = {s: c / len(complete) for s, c in counts.items()}
    mean = sum(per_snapshot.values()) / len(per_snapshot)
    low, high = variation_interval95(list(counts.values()), len(complete)) or (None, None)
    right = sum(originals[g] for g in complete)
    original = right / len(complete)
    olow, ohigh = wilson_interval95(right, len(complete))
    dlow, dhigh = difference_interval95(right, len(complete), sum(counts.values()), len(complete) * len(seeds))
    p_value = original_advantage_pvalue([(originals[g], sum(snaps[s][g] for s in seeds), len(seeds)) for g in complete])
    summary.update(
        per_snapshot=per_snapshot,
        mean=mean,
        ci_low=low,
        ci_high=high,
        original=original,
        drop=original - mean,
        original_low=olow,
        original_high=ohigh,
        drop_low=dlow,
        drop_high=dhigh,
        p_value=p_value,
    )
    return summary


@functools.lru_cache(maxsize=32)
def _summary(records: tuple[tuple | None, ...]) -> dict[str, Any]:
    return paired_summary(records)


def summary_of(items: Iterable[Sequence[Any] | None]) -> dict[str, Any]:
    """:func:`paired_summary` of one task's records, computed once for all its paired metrics
    (lm-eval hands each metric's aggregation its own list of the same records). Read only.
    """
    return _summary(tuple(None if i is None else tuple(i) for i in items))


def var_mean(items: list) -> float | None:
    """Mean variation accuracy (logs the per-snapshot ones)."""
    summary = summary_of(items)
    log.info(
        "paired variations: per-snapshot accuracies over %d paired problems: %s (original %s)",
        summary["groups"],
        summary["per_snapshot"],
        summary["original"],
    )
    return summary["mean"]


def var_ci_low(items: list) -> float | None:
    """Lower end of the 95% interval of the variation accuracy."""
    return summary_of(items)["ci_low"]


def var_ci_high(items: list) -> float | None:
    """Upper end of the 95% interval of the variation accuracy."""
    return summary_of(items)["ci_high"]


def orig_mean(items: list) -> float | None:
    """Accuracy on the paired originals."""
    return summary_of(items)["original"]


def drop(items: list) -> float | None:
    """Original minus mean variation accuracy."""
    return summary_of(items)["drop"]


def aggregations(prefix: str) -> dict[str, Callable[[list], float | None]]:
    """The paired aggregations under a benchmark's names: ``<prefix>_var_mean``, ``_var_ci_low``,
    ``_var_ci_high``, ``_orig_mean``, ``_drop``.
    """
    return {
        f"{prefix}_var_mean": var_mean,
        f"{prefix}_var_ci_low": var_ci_low,
        f"{prefix}_var_ci_high": var_ci_high,
        f"{prefix}_orig_mean": orig_mean,
        f"{prefix}_drop": drop,
    }


def declared_metrics(prefix: str) -> tuple[Metric, ...]:
    """The paired metrics as a declaration lists them, each with its aggregation of
    :func:`aggregations` (``prefix``); interval bounds have no better direction.
    """
    directions = (True, None, None, True, False)
    return tuple(
        Metric(name, aggregation, better)
        for name, aggregation, better in zip(PAIRED_METRICS, aggregations(prefix), directions, strict=True)
    )


def variation_correct(value: Sequence[Any]) -> float | None:
    """A logged paired record's correctness when it is a variation (None for an original)."""
    rec = PairedRecord(*value)
    return None if rec.is_original else float(rec.correct)


def original_correct(value: Sequence[Any]) -> float | None:
    """A logged paired record's correctness when it is an original (None for a variation)."""
    rec = PairedRecord(*value)
    return float(rec.correct) if rec.is_original else None


# metric -> number per logged sample for ``hardmath compare`` (interval metrics are not comparable per sample)
SAMPLE_VALUES: dict[str, Callable[[Sequence[Any]], float | None]] = {
    "var_acc": variation_correct,
    "orig_acc": original_correct,
}


def sample_record(row: Mapping[str, Any], metric: str = "var_acc") -> PairedRecord:
    """The paired record a logged ``samples_*.jsonl`` row holds under ``metric``."""
    value = row.get(metric)
    if value is None:
        raise ValueError(
            f"logged sample {row.get('doc_id')} has no {metric!r}; was it written by a paired variation task?"
        )
    rec = PairedRecord(*value)
    return PairedRecord(str(rec.group), str(rec.seed), bool(rec.is_original), bool(rec.correct))


def resolve_seeds(metadata: Mapping[str, Any], task: str = "paired task") -> list[int]:
    """Snapshot seeds from task metadata: ``seeds`` (list, or "random") and ``snapshots`` (count).

    Default: seeds 0..snapshots-1 (snapshots defaults to 5). ``"random"`` draws fresh seeds
    from the system's entropy and logs them (each sample also logs its seed).
    """
    count = metadata.get("snapshots", DEFAULT_SNAPSHOTS)
    if not isinstance(count, int) or isinstance(count, bool) or count < 1:
        raise ValueError(f"metadata 'snapshots' must be a positive integer, got {count!r}")
    seeds = metadata.get("seeds")
    if seeds is None:
        return list(range(count))
    if seeds == "random":
        drawn = [random.SystemRandom().randrange(2**31) for _ in range(count)]
        log.warning("%s: random snapshot seeds %s", task, drawn)
        return drawn
    if isinstance(seeds, list) and seeds and all(isinstance(s, int) and not isinstance(s, bool) for s in seeds):
        if len(set(seeds)) != len(seeds):
            raise ValueError(f"metadata 'seeds' has repeats: {seeds}")
        return list(seeds)
    raise ValueError(f"metadata 'seeds' must be a list of integers or \"random\", got {seeds!r}")


def snapshot_doc_fields(snap: Mapping[str, Any]) -> dict[str, Any]:
    """The pairing fields of one document from a snapshot's ``to_dict()`` (or a snapshot file row):
    ``id``, ``group`` (the template), ``seed`` (text), ``is_original`` and the snapshot's text fields.
    """
    return {
        "id": f"{snap['template']}:{snap['seed']}",
        "group": snap["template"],
        "template": snap["template"],
        "seed": str(snap["seed"]),
        "is_original": parse_seed(snap["seed"]) is Original,
        "kind": snap["kind"],
        "problem": snap["problem"],
        "solution": snap["solution"],
        "answer": snap["answer"],
        "params": json.dumps(snap["params"], sort_keys=True),
    }


SNAPSHOT_FIELDS = ("template", "seed", "kind", "problem", "solution", "answer", "params")


def read_snapshot_files(paths: Iterable[str]) -> dict[str, list[dict[str, Any]]]:
    """The rows of pinned snapshot files (``hardmath variations snapshot --seed N --out f.jsonl``),
    by template in file order: every row complete, no seed repeated or "original", every template
    known (of any family; each task keeps its own). Bad input is a :class:`DataError` naming the
    file and row.
    """
    rows: dict[str, list[dict[str, Any]]] = {}
    for path in paths:
        try:
            text = Path(path).read_text(encoding="utf-8")
        except OSError as err:
            raise DataError(f"{path}: cannot read snapshot file ({err})") from err
        for number, row in read_jsonl(text, str(path)):
            missing = [f for f in SNAPSHOT_FIELDS if not isinstance(row, dict) or f not in row]
            if missing:
                raise DataError(
                    f"{path}, row {number}: missing field(s) {', '.join(missing)} "
                    f"(write the file with `hardmath variations snapshot`)"
                )
            try:
                seed = parse_seed(row["seed"])
            except ValueError as err:
                raise DataError(f"{path}, row {number}: {err}") from None
            seen = {str(r["seed"]) for r in rows.get(row["template"], [])}
            if str(row["seed"]) in seen or seed is Original:
                raise DataError(
                    f"{path}, row {number}: template {row['template']} seed "
                    f"{row['seed']} is repeated or is the original"
                )
            rows.setdefault(row["template"], []).append(row)
    unknown = sorted(set(rows) - {t.name for t in templates()})
    if unknown:
        raise DataError(f"snapshot files name unknown template(s): {', '.join(unknown)}")
    return rows


TYPICAL_ONLY = "typical originals only"
"""The label of the rows that leave out the templates whose original is declared atypical."""


def row_template(row: Mapping[str, Any]) -> str | None:
    """The template a logged sample of a paired task belongs to: its document's ``template`` or
    ``group``, else the group of its ``var_acc`` record (None when it names none).
    """
    doc = row.get("doc") or {}
    name = doc.get("template") or doc.get("group")
    if not name and isinstance(row.get("var_acc"), (list, tuple)) and row["var_acc"]:
        name = row["var_acc"][0]
    return None if name is None else str(name)


def declared(family: str, field: str) -> dict[str, str]:
    """Template name -> its declared reason under ``field`` (a :class:`hardmath.variations.Template`
    text field: ``guessable`` or ``atypical``), for the family's templates that declare one.
    """
    return {t.name: getattr(t, field) for t in templates(family) if getattr(t, field)}


def typical_originals(rows: Iterable[Mapping[str, Any]], family: str) -> list[Mapping[str, Any]]:
    """The logged samples whose template's original is typical (declares no
    :attr:`hardmath.variations.Template.atypical`); samples of unknown templates are kept.
    """
    atypical = declared(family, "atypical")
    return [r for r in rows if row_template(r) not in atypical]


def typical_row_note(label: str) -> str:
    """The table note that explains the rows ``label`` over typical originals only (:func:`typical_originals`)."""
    return (
        f"'{label}': the same comparison and the same exact paired test over the problems whose original "
        "is a typical member of its family (the atypical ones, named below, left out), so a drop there is "
        "not one of snapshots harder than their original. The test on a subset of the problems is the same "
        "calibrated test: each problem is its own control, so its false-alarm rate is the one "
        "docs/variations.md states for that many problems at the same snapshot count (at most 5% at 3, 5 "
        "and 10 snapshots)."
    )


def _declared_note(rows: Iterable[Mapping[str, Any]], family: str, field: str, lead: str) -> str | None:
    """``lead`` (formatted with ``count``) and the run's templates that declare ``field``, with
    their reasons; None when the run has none.
    """
    used = {row_template(r) for r in rows}
    flagged = sorted((name, why) for name, why in declared(family, field).items() if name in used)
    if not flagged:
        return None
    listed = "; ".join(f"{name} ({why})" for name, why in flagged)
    return f"{lead.format(count=len(flagged))}: {listed}."


def guessable_note(rows: Iterable[Mapping[str, Any]], family: str) -> str | None:
    """A report note naming the templates of ``rows`` (logged samples) that declare themselves
    guessable (:attr:`hardmath.variations.Template.guessable`: one answer is right for at least a
    quarter of their instances), or None when the run has none.
    """
    return _declared_note(
        rows,
        family,
        "guessable",
        "Guessable variations: {count} template(s) in this run have one answer that is right for at "
        "least a quarter of their instances, so a model that answers it every time scores there without "
        "solving (and an original advantage there says less)",
    )


def atypical_note(rows: Iterable[Mapping[str, Any]], family: str) -> str | None:
    """A report note naming the templates of ``rows`` whose original is declared atypical
    (:attr:`hardmath.variations.Template.atypical`), with the reasons, or None when the run has none.
    """
    return _declared_note(
        rows,
        family,
        "atypical",
        f"Atypical originals: {{count}} template(s) in this run have an original that is not a typical "
        f"member of its family (its answer's size or form, or a drawn constant, lies outside the central "
        f"80% of its snapshots', and no sound re-parameterization fixes it; docs/variations.md): their "
        f"snapshots can be harder or easier than the original for reasons other than memorization, so a "
        f"drop there is not by itself memorization. The '{TYPICAL_ONLY}' row leaves them out",
    )
