"""Regression gate for leaderboard CI: compare two runs of the same tasks sample by sample.

For every task in both runs and every metric lm-eval logged per sample (the task's
``higher_is_better`` metrics), samples are matched by ``doc_hash`` (lm-eval's hash of the
document; repeated documents are matched in order), and the per-sample change is signed so
that positive = better. A seeded paired bootstrap (``iters`` resamples of the matched
samples) gives the distribution of the mean change; the metric REGRESSED when the one-sided
``1 - alpha`` upper confidence bound of the mean change is below ``-tolerance`` (by default:
a drop that the per-sample noise cannot explain at alpha = 0.05). It IMPROVED when the lower
bound is above 0. No correction for testing many metrics is applied (per-level columns are
subsets of the overall one, so they are not independent anyway).

A metric whose per-sample value is not a number (e.g. Putnam-AXIOM's paired records) is
turned into one by its benchmark's ``SAMPLE_VALUES`` (:meth:`hardmath.benchmarks.Benchmark.sample_values`);
interval metrics (``var_ci_low`` ...) and other non-numeric values are skipped, and so are
metrics without a direction (``higher_is_better: null``, e.g. the TFA ``tokens``).

A metric that lm-eval aggregates as a count (``hardmath_count``: MATH-Perturb ``n_same`` /
``n_errors``) is compared as a count too: base, new, change, bounds and ``tolerance`` are in
documents (mean per-sample change x matched samples), so it reads as in lm-eval's table.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from hardmath.benchmarks import all_benchmarks
from hardmath.report import backend_errors
from hardmath.report.runs import ModelRun, RunError, TaskRun, load_runs
from hardmath.stats import paired_bootstrap, quantile
from hardmath.tier import logged_estimate
from hardmath.versions import COMPARABILITY_KEYS

if TYPE_CHECKING:
    from pathlib import Path


@lru_cache(maxsize=1)
def sample_values() -> dict[str, Callable[[Sequence[Any]], float | None]]:
    """Metric -> number of a non-numeric logged value, from every benchmark's home."""
    found: dict[str, Callable[[Sequence[Any]], float | None]] = {}
    for bench in all_benchmarks():
        found.update(bench.sample_values())
    return found


COUNT_AGGREGATIONS = frozenset({"hardmath_count"})

OK, REGRESSION, NOT_COMPARABLE = 0, 1, 2


@dataclass
class MetricChange:
    """One metric of one task: means over the matched samples and the bootstrap bounds of the
    signed change (positive = better).
    """

    task: str
    metric: str
    higher_is_better: bool
    n: int
    base: float
    new: float
    low: float
    high: float
    regressed: bool
    improved: bool
    count: bool = False

    @property
    def delta(self) -> float:
        return self.new - self.base


@dataclass
class Comparison:
    base: str
    new: str
    alpha: float
    tolerance: float
    iters: int
    seed: int
    changes: list[MetricChange] = field(default_factory=list)
    only_in_base: list[str] = field(default_factory=list)
    missing_gated: dict[str, str] = field(default_factory=dict)  # declared (--tasks) but absent from NEW
    missing_allowed: dict[str, str] = field(default_factory=dict)  # ... accepted by name (allow_missing_tasks)
    only_in_new: list[str] = field(default_factory=list)  # gated tasks BASE lacks: not comparable
    new_allowed: list[str] = field(default_factory=list)  # ... accepted ungated by name (allow_new_tasks)
    unmatched: dict[str, tuple[int, int]] = field(default_factory=dict)
    not_testable: dict[str, str] = field(default_factory=dict)
    version_changes: dict[str, str] = field(default_factory=dict)  # compared anyway (allow_version_change)
    partial: dict[str, str] = field(default_factory=dict)  # a tier estimate over part of its strata
    allow_partial: bool = False  # ... gated anyway on the documents both runs scored
    backend_errors: dict[str, str] = field(default_factory=dict)  # replies a backend could not read, per side
    allow_backend_errors: bool = False  # ... gated anyway (each one scored wrong)

    @property
    def regressions(self) -> list[MetricChange]:
        return [c for c in self.changes if c.regressed]

    def exit_code(self, allow_missing: bool = False) -> int:
        """1 on a regression; 2 when nothing could be compared, a gated task is missing from
        either run (not accepted by name), a tier estimate is partial or either run of a task has
        backend errors (unless allowed), or (unless ``allow_missing``) a task of BASE is missing
        from NEW or untestable, or samples of one run have no match in the other (a gate never
        passes on incomplete data); else 0.
        """
        if self.regressions:
            return REGRESSION
        if not self.changes or self.only_in_new or self.missing_gated or (self.partial and not self.allow_partial):
            return NOT_COMPARABLE
        if self.backend_errors and not self.allow_backend_errors:
            return NOT_COMPARABLE
        if not allow_missing and (self.only_in_base or self.not_testable or self.unmatched):
            return NOT_COMPARABLE
        return OK

    def format(self, verbose: bool = False) -> str:
        lines = [
            f"compare BASE {self.base} -> NEW {self.new}: paired bootstrap ({self.iters} resamples, "
            f"seed {self.seed}), regression = one-sided {100 * (1 - self.alpha):.0f}% upper bound of "
            f"the change < -{self.tolerance:g}"
        ]
        for task, where in self.missing_gated.items():
            lines.append(
                f"  MISSING   {task}: gated (--tasks) but {where}: not comparable "
                f"(--allow-missing-task {task} accepts its absence)"
            )
        for task, where in self.missing_allowed.items():
            lines.append(f"  MISSING   {task}: {where} (not gated: --allow-missing-task)")
        for task in self.only_in_base:
            lines.append(f"  MISSING   {task}: in BASE only")
        for task in self.only_in_new:
            lines.append(
                f"  NEW TASK  {task}: in NEW only, no baseline to gate it against: not comparable "
                f"(--allow-new-task {task} accepts it ungated)"
            )
        for task in self.new_allowed:
            lines.append(f"  NEW TASK  {task}: in NEW only (not gated: --allow-new-task)")
        for task, why in self.not_testable.items():
            lines.append(f"  UNTESTED  {task}: {why}")
        for task, (b, n) in self.unmatched.items():
            lines.append(f"  UNMATCHED {task}: {b} sample(s) only in BASE, {n} only in NEW (left out)")
        for task, what in self.partial.items():
            then = (
                "gated on the documents both runs scored only (--allow-partial)"
                if self.allow_partial
                else "not comparable as a full run (--allow-partial gates the documents both runs scored)"
            )
            lines.append(f"  PARTIAL   {task}: {what}: {then}")
        for task, what in self.backend_errors.items():
            then = (
                "gated anyway (--allow-backend-errors)"
                if self.allow_backend_errors
                else "not comparable (--allow-backend-errors gates anyway)"
            )
            lines.append(f"  BACKEND   {task}: {what} (replies the backend could not read, scored wrong): {then}")
        for task, what in self.version_changes.items():
            lines.append(f"  VERSION   {task}: {what} (compared anyway: --allow-version-change)")
        for c in self.changes:
            if not (verbose or c.regressed or c.improved or c.delta != 0):
                continue
            tag = "REGRESSED" if c.regressed else "improved " if c.improved else "noise    "
            arrow = "higher" if c.higher_is_better else "lower"
            kind = ", a count" if c.count else ""
            lines.append(
                f"  {tag} {c.task} / {c.metric} ({arrow} is better{kind}): {c.base:.4f} -> {c.new:.4f} "
                f"({c.delta:+.4f}, n={c.n}; change bounds [{c.low:+.4f}, {c.high:+.4f}])"
            )
        moved = sum(c.delta != 0 for c in self.changes)
        lines.append(
            f"{len(self.changes)} metric(s) compared, {moved} moved, {len(self.regressions)} regressed, "
            f"{sum(c.improved for c in self.changes)} improved"
        )
        return "\n".join(lines)


def _value(row: Mapping[str, Any], metric: str) -> float | None:
    v = row.get(metric)
    if isinstance(v, (list, tuple)):
        derive = sample_values().get(metric)
        return derive(v) if derive else None
    if isinstance(v, (bool, int, float)):
        return None if isinstance(v, float) and math.isnan(v) else float(v)
    return None


def sample_key(row: Mapping[str, Any]) -> str:
    """The matching key of a logged sample: ``doc_hash`` (``doc_id`` when absent)."""
    return str(row.get("doc_hash") or f"doc_id:{row.get('doc_id')}")


def keyed(rows: Sequence[Mapping[str, Any]]) -> dict[tuple[str, int], Mapping[str, Any]]:
    """Rows by (key, occurrence): repeated documents match in order."""
    seen: dict[str, int] = defaultdict(int)
    out = {}
    for row in rows:
        k = sample_key(row)
        out[(k, seen[k])] = row
        seen[k] += 1
    return out


def aggregations(config: Mapping[str, Any]) -> dict[str, str]:
    """``{metric: aggregation name}`` from a task config's ``metric_list``."""
    return {
        str(m.get("metric")): str(m.get("aggregation"))
        for m in config.get("metric_list") or []
        if isinstance(m, Mapping)
    }


def compare_metric(
    task: str,
    metric: str,
    higher_is_better: bool,
    pairs: Sequence[tuple[Any, Any]],
    alpha: float,
    tolerance: float,
    iters: int,
    seed: int,
    count: bool = False,
) -> MetricChange | None:
    """Paired bootstrap of one metric over matched (base row, new row) pairs; None when no
    pair has a numeric value on both sides. ``count``: report sums instead of means. A pair with a
    value on one side only, of a metric both runs log, is a :class:`RunError` (a sample silently
    left out would bias the gate); a metric one run does not log at all is not compared.
    """
    both = [(_value(rb, metric), _value(rn, metric), rb) for rb, rn in pairs]
    logged = all(any(metric in row for row in side) for side in zip(*pairs, strict=True))
    lopsided = [rb for b, n, rb in both if (b is None) != (n is None)] if logged else []
    if lopsided:
        raise RunError(
            f"{task} / {metric}: {len(lopsided)} of {len(pairs)} matched samples have a value in one "
            f"run and none in the other (first: BASE doc_id {lopsided[0].get('doc_id')}): not "
            f"comparable; leave the metric out with --metrics"
        )
    values = [(b, n) for b, n, _ in both if b is not None and n is not None]
    if not values:
        return None
    sign = 1.0 if higher_is_better else -1.0
    diffs = [sign * (n - b) for b, n in values]
    dist = paired_bootstrap(diffs, iters=iters, seed=seed)
    scale = float(len(values)) if count else 1.0
    low, high = scale * quantile(dist, alpha), scale * quantile(dist, 1 - alpha)
    base = scale * sum(b for b, _ in values) / len(values)
    new = scale * sum(n for _, n in values) / len(values)
    return MetricChange(
        task,
        metric,
        higher_is_better,
        len(values),
        base,
        new,
        low,
        high,
        regressed=high < -tolerance,
        improved=low > 0,
        count=count,
    )


def _single_model(path: str | Path) -> ModelRun:
    models = load_runs([path])
    if len({m.model_name for m in models}) == 1 and len(models) > 1:  # one model, a task logged twice
        raise RunError(
            f"{path} holds {len(models)} runs of {models[0].model_name} ({', '.join(m.name for m in models)}): "
            f"{models[0].notes[-1] if models[0].notes else 'a task logged twice'}"
        )
    if len(models) != 1:
        raise RunError(
            f"{path} holds {len(models)} models ({', '.join(m.name for m in models)}); point to one model's folder"
        )
    return models[0]


def version_change(b: TaskRun, n: TaskRun) -> str | None:
    """What makes two runs of a task incomparable: a different task version, checker version or
    data digest in their logged configs (``metadata``; :mod:`hardmath.versions`), or a different
    task version in lm-eval's own ``versions.<task>`` field, else None.
    """
    mb, mn = b.config.get("metadata") or {}, n.config.get("metadata") or {}
    diffs = [
        f"{key} {mb.get(key)} -> {mn.get(key)}" for key in COMPARABILITY_KEYS if str(mb.get(key)) != str(mn.get(key))
    ]
    if str(b.version) != str(n.version):
        diffs.append(f"versions.{b.task} {b.version} -> {n.version}")
    return ", ".join(diffs) or None


def _partial(rows: Sequence[Mapping[str, Any]]) -> str | None:
    """What a run's tier estimate covers when it reached only some strata (from its samples), else None."""
    est = logged_estimate(rows)
    return est.partial_note() if est is not None else None


def _backend_errors(b: TaskRun, n: TaskRun) -> str | None:
    """The line "BASE x, NEW y backend error(s)" when either run of a task has some, else None."""
    counts = backend_errors.count(b), backend_errors.count(n)
    if not any(counts):
        return None
    return f"BASE {counts[0] or 0}, NEW {counts[1] or 0} backend error(s)"


def compare_runs(
    base: str | Path,
    new: str | Path,
    *,
    alpha: float = 0.05,
    tolerance: float = 0.0,
    iters: int = 10_000,
    seed: int = 0,
    tasks: Sequence[str] | None = None,
    metrics: Sequence[str] | None = None,
    allow_version_change: bool = False,
    allow_new_tasks: Sequence[str] = (),
    allow_partial: bool = False,
    allow_missing_tasks: Sequence[str] = (),
    allow_backend_errors: bool = False,
) -> Comparison:
    """Compare every shared task's per-sample metrics (``metrics`` only, when given) of two
    lm-eval output directories. The gated tasks are ``tasks`` (default: every task of either
    run); one that NEW has and BASE lacks makes the runs not comparable unless it is named in
    ``allow_new_tasks``; so does one of ``tasks`` that NEW lacks, unless named in
    ``allow_missing_tasks`` (without ``tasks``, a task of BASE only is ``allow_missing``'s). A
    tier task (``harp_ci``) whose run reached only some strata (``--limit``) is listed as
    PARTIAL and makes the runs not comparable unless ``allow_partial``; so does a task with backend
    errors (``n_backend_errors`` above 0 in either run) unless ``allow_backend_errors``.
    Raises :class:`RunError` (one line) when a shared task differs in task version, checker
    version or data digest, unless ``allow_version_change``.
    """
    b, n = _single_model(base), _single_model(new)
    result = Comparison(
        str(base),
        str(new),
        alpha,
        tolerance,
        iters,
        seed,
        allow_partial=allow_partial,
        allow_backend_errors=allow_backend_errors,
    )
    wanted = set(tasks) if tasks else None
    names_b = [t for t in b.tasks if wanted is None or t in wanted]
    names_n = [t for t in n.tasks if wanted is None or t in wanted]
    absent = {t: "in neither run" for t in (wanted or set()) - set(b.tasks) - set(n.tasks)}
    absent.update({t: "in BASE only" for t in set(names_b) - set(names_n)})
    for task, where in sorted(absent.items()):
        if not wanted:
            result.only_in_base.append(task)
        elif task in allow_missing_tasks:
            result.missing_allowed[task] = where
        else:
            result.missing_gated[task] = where
    new_only = sorted(set(names_n) - set(names_b))
    result.only_in_new = [t for t in new_only if t not in allow_new_tasks]
    result.new_allowed = [t for t in new_only if t in allow_new_tasks]
    changed = {t: why for t in sorted(set(names_b) & set(names_n)) if (why := version_change(b.tasks[t], n.tasks[t]))}
    if changed and not allow_version_change:
        raise RunError(
            "not comparable: "
            + "; ".join(f"{t}: {why}" for t, why in changed.items())
            + " (`hardmath rescore` puts old responses on the new checker; --allow-version-change "
            "compares anyway)"
        )
    result.version_changes = changed
    for task in sorted(set(names_b) & set(names_n)):
        if errors := _backend_errors(b.tasks[task], n.tasks[task]):
            result.backend_errors[task] = errors
        rb, rn = b.samples(task), n.samples(task)
        if not rb or not rn:
            result.not_testable[task] = "no logged samples (run lm_eval with --log_samples)"
            continue
        partial = [f"{side} {note}" for side, rows in (("BASE", rb), ("NEW", rn)) if (note := _partial(rows))]
        if partial:
            result.partial[task] = "; ".join(partial)
        kb, kn = keyed(rb), keyed(rn)
        common = [k for k in kb if k in kn]
        if len(common) < len(kb) or len(common) < len(kn):
            result.unmatched[task] = (len(kb) - len(common), len(kn) - len(common))
        if not common:
            result.not_testable[task] = "no sample of BASE matches one of NEW (different documents?)"
            continue
        pairs = [(kb[k], kn[k]) for k in common]
        hib = {**n.tasks[task].higher_is_better, **b.tasks[task].higher_is_better}
        agg = {**aggregations(n.tasks[task].config), **aggregations(b.tasks[task].config)}
        for metric, better in hib.items():
            if better is None or (metrics and metric not in metrics):
                continue
            change = compare_metric(
                task,
                metric,
                bool(better),
                pairs,
                alpha,
                tolerance,
                iters,
                seed,
                count=agg.get(metric) in COUNT_AGGREGATIONS,
            )
            if change is not None:
                result.changes.append(change)
    return result
