"""Re-grade logged samples with the current checker, without re-running the model.

For each task of an lm-eval output directory whose filter list uses ``hardmath_grade``, the
logged responses (``resps``) go again through that filter list (same filters, same arguments,
from the results file's ``configs``); the task's own ``process_results`` (found through
lm-eval's task index, so the same code as a fresh run) turns the new verdicts into the
per-sample metrics, and the task's aggregations recompute the results. Groups are recomputed
as the size-weighted mean of their subtasks (lm-eval's ``weight_by_size``). Tasks without
``hardmath_grade`` (e.g. teacher forcing) are copied unchanged. The output keeps lm-eval's
layout (``<model>/results_<ts>.json`` + ``samples_<task>_<ts>.jsonl``) so ``hardmath report``
and ``hardmath compare`` read it; ``results["hardmath_rescore"]`` records what changed.

Samples files are streamed in chunks through a pool of grading processes (memory does not
grow with the file), the output folder is written whole or not at all
(:mod:`hardmath.report.atomic`), and a sample or results file that cannot be read as lm-eval
wrote it is a :class:`RunError` naming the file and line.
"""

from __future__ import annotations

import json
import math
import multiprocessing as mp
import os
import shutil
import signal
import sys
from collections import deque
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import metadata
from pathlib import Path
from typing import TYPE_CHECKING, Any

from hardmath.grade_record import GradeRecord, RecordError
from hardmath.lmeval.records import flatten, records
from hardmath.lmeval.task_configs import (
    aggregation,
    apply_filters,
    group_mean,
    pooled_stderr,
    stderr,
    task_config,
    to_json,
)
from hardmath.report.atomic import staged_dir
from hardmath.report.runs import (
    RunError,
    check_readable,
    check_row,
    decode_line,
    parse_row,
    read_results,
    results_files,
    samples_path,
    timestamp_of,
)

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence

GRADE_FILTER = "hardmath_grade"
MAX_BOOTSTRAP = 1000  # cap on bootstrap stderr resamples (lm-eval's default is 100000)
# A results file is untrusted input: rescore runs only these filters of a logged chain (hardmath's
# and lm-eval's own text filters), regex patterns of bounded length, each filter but the checker
# (bounded itself) within FILTER_SECONDS per sample.
ALLOWED_FILTERS = frozenset(
    {
        GRADE_FILTER,
        "hardmath_extract",
        "take_first",
        "take_first_k",
        "majority_vote",
        "regex",
        "regex_pos",
        "multi_choice_regex",
        "remove_whitespace",
        "lowercase",
        "uppercase",
        "map",
        "format_span",
    }
)
PATTERN_KEYS = ("regex_pattern", "regexes_to_ignore")
MAX_PATTERN = 1000  # characters
FILTER_SECONDS = 5.0


class FilterRefused(RuntimeError):
    """A logged filter ran past :data:`FILTER_SECONDS` on a sample (e.g. a backtracking regex)."""


def check_chain(chain: Sequence[Any], where: str) -> None:
    """A logged filter chain rescore may run: known filters only, regex patterns that compile and
    are at most :data:`MAX_PATTERN` characters; else a :class:`RunError` naming ``where``.
    """
    import re

    for spec in chain:
        name = spec.get("function") if isinstance(spec, dict) else None
        if name not in ALLOWED_FILTERS:
            raise RunError(
                f"{where}: logged filter {name!r} is not one rescore runs (known: {', '.join(sorted(ALLOWED_FILTERS))})"
            )
        for key in PATTERN_KEYS:
            value = spec.get(key)
            for pattern in value if isinstance(value, list) else [value] if value is not None else []:
                if not isinstance(pattern, str) or len(pattern) > MAX_PATTERN:
                    raise RunError(
                        f"{where}: filter {name!r} {key} should be a regex of at most {MAX_PATTERN} "
                        f"characters, found {type(pattern).__name__} {str(pattern)[:60]!r}"
                    )
                try:
                    re.compile(pattern)
                except re.error as err:
                    raise RunError(f"{where}: filter {name!r} {key} {pattern[:60]!r} is not a regex ({err})") from None


@contextmanager
def _time_bound(seconds: float, name: str, has_pattern: bool) -> Iterator[None]:
    """Run the body within ``seconds`` of wall time (SIGALRM: Python's regex engine checks signals),
    else :class:`FilterRefused`. Outside the main thread no alarm can be set: a filter with a regex
    is refused there, others run as they are.
    """
    import threading

    if threading.current_thread() is not threading.main_thread():
        if has_pattern:
            raise FilterRefused(
                f"logged filter {name!r} runs a regex, which rescore bounds in time only in a main thread"
            )
        yield
        return

    def over(signum: int, frame: Any) -> None:
        raise FilterRefused(
            f"logged filter {name!r} ran over {seconds:g} s on this sample (a regex that "
            f"backtracks without end?): rescore refuses it"
        )

    previous = signal.signal(signal.SIGALRM, over)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def bounded_filters(chain: Sequence[Mapping[str, Any]], resps: list, doc: dict) -> list:
    """:func:`apply_filters` one filter at a time, each but ``hardmath_grade`` within FILTER_SECONDS."""
    out = resps
    for spec in chain:
        if spec.get("function") == GRADE_FILTER:
            out = apply_filters([spec], out, doc)
            continue
        with _time_bound(FILTER_SECONDS, str(spec.get("function")), any(k in spec for k in PATTERN_KEYS)):
            out = apply_filters([spec], out, doc)
    return out


@dataclass
class TaskRescore:
    task: str
    samples: int = 0
    changed_samples: int = 0
    changed_responses: int = 0
    before: dict[str, Any] = field(default_factory=dict)
    after: dict[str, Any] = field(default_factory=dict)
    note: str = ""
    gold: str = ""  # which gold the samples were graded against, and whether it was checked


@dataclass
class RescoreSummary:
    out_dir: Path
    files: list[Path] = field(default_factory=list)
    tasks: dict[str, TaskRescore] = field(default_factory=dict)

    def format(self) -> str:
        lines = []
        for t in self.tasks.values():
            if t.note:
                lines.append(f"{t.task}: {t.note}")
                continue
            moved = [
                f"{k} {_short(t.before[k])} -> {_short(v)}"
                for k, v in t.after.items()
                if k in t.before and "_stderr" not in k and not _same(t.before[k], v)
            ]
            lines.append(
                f"{t.task}: {t.changed_samples}/{t.samples} samples, {t.changed_responses} "
                f"response verdict(s) changed" + (f"; {', '.join(moved)}" if moved else "")
            )
            if t.gold:
                lines.append(f"  gold: {t.gold}")
        lines.append(f"wrote {len(self.files)} file(s) under {self.out_dir}")
        return "\n".join(lines)


def _same(a: Any, b: Any) -> bool:
    return a == b or (_nan_or_none(a) and _nan_or_none(b))


def _nan_or_none(v: Any) -> bool:
    return v is None or (isinstance(v, float) and math.isnan(v))


def _short(v: Any) -> str:
    return f"{v:.4f}" if isinstance(v, float) else str(v)


def checker_version() -> str:
    """The installed hardmath version (the checker that re-graded)."""
    try:
        return metadata.version("hardmath")
    except metadata.PackageNotFoundError:
        return "unknown"


def graded_filters(config: Mapping[str, Any], filter_name: str) -> list[dict[str, Any]] | None:
    """The filter chain named ``filter_name`` in a logged task config when it uses
    ``hardmath_grade`` (None otherwise).
    """
    for entry in config.get("filter_list") or []:
        if isinstance(entry, dict) and entry.get("name") == filter_name:
            chain = entry.get("filter") or []
            if any(isinstance(f, dict) and f.get("function") == GRADE_FILTER for f in chain):
                return chain
    return None


def _default_metrics(names: Sequence[str], graded: list) -> dict[str, float]:
    """``correct`` / ``no_answer`` for tasks without their own ``process_results``."""
    from hardmath.lmeval.filters import correct, no_answer

    known = {"correct": correct, "no_answer": no_answer}
    return {n: known[n](predictions=graded) for n in names if n in known}


def _old_record(logged: Any) -> GradeRecord | None:
    """A previously logged record (None when the old log holds something else: counted as changed)."""
    try:
        return GradeRecord.from_log(logged)
    except RecordError:
        return None


def _changed(old: GradeRecord | None, new: GradeRecord) -> bool:
    return old is None or (old.answer, old.correct) != (new.answer, new.correct)


def _with_recorded_limits(resps: list, old: list[GradeRecord | None]) -> list:
    """The logged responses, each carrying the ``max_length`` flag of its old grade record: the
    text alone cannot tell whether generation was cut off, and a cut-off response stays wrong.
    """
    from hardmath.lmeval.generation_limits import Generation

    flags = iter([(o.max_length, o.tokens) if o is not None else (None, None) for o in old])

    def mark(text: Any) -> Any:
        flag, tokens = next(flags, (None, None))
        keep = isinstance(text, str) and (flag is not None or tokens is not None)
        return Generation(text, flag, tokens) if keep else text

    return [[mark(t) for t in inst] if isinstance(inst, list) else mark(inst) for inst in resps]


def rescore_rows(
    rows: list[dict], chain: Sequence[Mapping[str, Any]], process_results: Callable | None, progress: Any = None
) -> tuple[int, int]:
    """Re-grade ``rows`` in place; returns (changed samples, changed response verdicts)."""
    changed_samples = changed_responses = 0
    for row in rows:
        old = [_old_record(x) for x in flatten(row.get("filtered_resps"))]
        new = bounded_filters(chain, _with_recorded_limits(row["resps"], old), row["doc"])
        flat_new = records(new, "rescore")
        diff = sum(_changed(old[i] if i < len(old) else None, v) for i, v in enumerate(flat_new))
        changed_responses += diff
        changed_samples += bool(diff)
        metrics = process_results(row["doc"], new) if process_results else _default_metrics(row.get("metrics", []), new)
        for name in row.get("metrics", []):
            row.pop(name, None)
        row.update(metrics)
        row["metrics"] = list(metrics)
        row["filtered_resps"] = [[str(v) for v in inst] if isinstance(inst, list) else str(inst) for inst in new]
        if progress is not None:
            progress.update(1)
    return changed_samples, changed_responses


def aggregate(
    rows: list[dict],
    metric_list: Sequence[Mapping[str, Any]],
    filter_name: str,
    results: dict[str, Any],
    bootstrap_iters: int = 1000,
) -> None:
    """Recompute ``results`` (one task's entry) from the per-sample metrics of ``rows``: the
    metrics the run reported (a breakdown column the run did not show stays out).
    """
    reported = {k.split(",")[0] for k in results if "," in k and "_stderr" not in k}
    for spec in metric_list:
        name = spec["metric"]
        if reported and name not in reported:
            continue
        agg = aggregation(spec.get("aggregation"))
        items = [r[name] for r in rows if name in r]
        if agg is None or not items:
            continue
        value = agg(items)
        results[f"{name},{filter_name}"] = value
        results[f"{name}_stderr,{filter_name}"] = stderr(agg, items, bootstrap_iters)


def regroup(data: dict[str, Any]) -> None:
    """Recompute groups as the size-weighted mean of their subtasks (innermost groups first)."""
    groups = data.get("group_subtasks") or {}
    res = data["results"]
    pending = [g for g in groups if g in res]
    for _ in range(len(pending) + 1):
        for group in list(pending):
            subs = [s for s in groups[group] if s in res]
            if any(s in pending for s in subs):
                continue
            pending.remove(group)
            sizes = [
                int(res[s].get("sample_len") or (data.get("n-samples", {}).get(s, {}).get("effective") or 0))
                for s in subs
            ]
            for key in list(res[group]):
                if "," not in key or "_stderr" in key:
                    continue
                vals = [res[s].get(key) for s in subs]
                if not subs or not all(isinstance(v, (int, float)) for v in vals) or sum(sizes) == 0:
                    continue
                res[group][key] = group_mean(vals, sizes)
                name, flt = key.split(",", 1)
                errs = [res[s].get(f"{name}_stderr,{flt}") for s in subs]
                if all(isinstance(e, (int, float)) for e in errs) and sum(sizes) > len(sizes):
                    res[group][f"{name}_stderr,{flt}"] = pooled_stderr(errs, sizes)


MARKER = ".hardmath-rescore"  # in every rescore output folder: a later rescore may replace it
CHUNK_BYTES = 2 << 20  # lines handed to a grading process at a time
PARALLEL_MIN_BYTES = 8 << 20  # smaller runs are graded in this process


@dataclass(frozen=True)
class _TaskPlan:
    """What re-grading one task's samples file needs (picklable: sent to grading processes)."""

    task: str
    origin: str  # the samples file, for error messages
    chains: dict[str, list]  # filter name -> its logged filter chain (hardmath_grade ones)
    known_filters: frozenset[str]  # every filter name the logged config declares
    include_path: str | None
    custom_process: bool  # the task has its own process_results
    pinned: dict[str, dict[str, Any]] | None = None  # document (gold fields left out) -> pinned gold fields
    trust_logged_gold: bool = False  # grade against a logged gold that differs from the pinned one
    gold: str = ""  # which gold is used and why (for the summary)


@dataclass
class _Chunk:
    """One chunk's re-graded lines and what the aggregation needs from it."""

    text: str
    rows: int
    metrics: list[tuple[str, dict[str, Any]]]  # (filter name, per-sample metrics) of re-graded rows
    doc_ids: list[tuple[str, int, int]] = field(default_factory=list)  # (filter, doc_id, line) of every row
    changed_samples: int = 0
    changed_responses: int = 0
    read_bytes: int = 0  # of the samples file: what the progress bar counts
    gold_checked: int = 0  # rows whose logged gold was found equal to the pinned data's
    gold_unfound: int = 0  # rows whose document is not in the pinned data (gold not checked)
    gold_differs: int = 0  # rows graded against a logged gold that differs (trust_logged_gold)


@lru_cache(maxsize=32)
def _process_results(task: str, include_path: str | None) -> Callable | None:
    hooks = task_config(task, include_path) or {}
    process = hooks.get("process_results")
    return process if callable(process) else None


def _check_sample(row: dict, where: str, chain: Sequence[Mapping[str, Any]]) -> None:
    """A row fit for re-grading (:func:`hardmath.report.runs.check_row`, and its gold field),
    else a :class:`RunError` naming file, line and field.
    """
    check_row(row, where)
    doc = row["doc"]
    for spec in chain:
        if spec.get("function") == GRADE_FILTER:
            gold = spec.get("gold_field", "answer")
            if gold not in doc:
                raise RunError(f"{where}: the document has no gold field {gold!r} (fields: {', '.join(sorted(doc))})")


def gold_fields(chains: Mapping[str, Sequence[Mapping[str, Any]]]) -> tuple[str, ...]:
    """The document fields the ``hardmath_grade`` steps of ``chains`` grade against."""
    return tuple(
        sorted(
            {
                str(s.get("gold_field", "answer"))
                for c in chains.values()
                for s in c
                if s.get("function") == GRADE_FILTER
            }
        )
    )


def _doc_key(doc: Mapping[str, Any], golds: Sequence[str]) -> str:
    from hardmath.data import canonical_row

    return canonical_row({k: v for k, v in doc.items() if k not in golds})


def pinned_golds(
    task: str, config: Mapping[str, Any], golds: Sequence[str], include_path: str | None, folder: Path
) -> tuple[dict[str, dict[str, Any]] | None, str]:
    """``(document without its gold -> gold fields, how)`` from the task's own data hook on the
    data folder ``folder`` (the pinned data, checked as it loads); ``(None, why not)`` when the
    task has no data hook or its data cannot be loaded. Loaded once per task and settings.
    """
    metadata = json.dumps(config.get("metadata") or {}, sort_keys=True, default=str)
    return _pinned_golds(task, metadata, config.get("test_split"), tuple(golds), include_path, str(folder))


@lru_cache(maxsize=8)
def _pinned_golds(
    task: str, metadata: str, split: str | None, golds: tuple[str, ...], include_path: str | None, folder: str
) -> tuple[dict[str, dict[str, Any]] | None, str]:
    hooks = task_config(task, include_path) or {}
    make = hooks.get("custom_dataset")
    if not callable(make):
        return None, "as logged in the samples (not checked: the task has no hardmath data hook)"
    try:
        dataset = make(**{**(hooks.get("metadata") or {}), **json.loads(metadata), "data_dir": folder})
        docs = dataset[split or hooks.get("test_split") or "test"]
        process = hooks.get("process_docs")
        docs = process(docs) if callable(process) else docs
        pinned = {_doc_key(d, golds): {g: d.get(g) for g in golds} for d in docs}
    except Exception as err:  # noqa: BLE001 - any failure of the data is a reason, never a traceback
        return None, f"as logged in the samples (not checked: the data in {folder} did not load: {err})"
    return pinned, f"the pinned data's, in {folder}"


def _check_gold(plan: _TaskPlan, row: Mapping[str, Any], where: str, out: _Chunk) -> None:
    """The row's logged gold against the pinned data's (when loaded): equal, not found (a document
    the data does not hold), or a :class:`RunError` naming both (unless ``trust_logged_gold``).
    """
    if plan.pinned is None:
        return
    golds = gold_fields(plan.chains)
    pinned = plan.pinned.get(_doc_key(row["doc"], golds))
    if pinned is None:
        out.gold_unfound += 1
        return
    logged = {g: row["doc"].get(g) for g in golds}
    if logged == pinned:
        out.gold_checked += 1
        return
    if plan.trust_logged_gold:
        out.gold_differs += 1
        return
    field_name = next(g for g in golds if logged[g] != pinned[g])
    raise RunError(
        f"{where}: doc_id {row.get('doc_id')}: the logged gold {field_name}={logged[field_name]!r} is not the "
        f"pinned data's {pinned[field_name]!r}: samples edited or from other data (--trust-logged-gold "
        f"grades against the logged one)"
    )


def _regrade_chunk(plan: _TaskPlan, first: int, lines: list[str]) -> _Chunk:
    """Re-grade the sample lines ``lines`` (numbered from ``first``) of one task."""
    process = _process_results(plan.task, plan.include_path)
    if process is None and plan.custom_process:
        raise RunError(
            f"{plan.origin}: task {plan.task} has its own process_results but is not in lm-eval's "
            f"task index; pass --include_path with its YAML folder"
        )
    out = _Chunk("", 0, [], read_bytes=sum(len(line.encode("utf-8")) for line in lines))
    parts = []
    for number, line in enumerate(lines, first):
        if not line.strip():
            continue
        where = f"{plan.origin}:{number}"
        row = parse_row(line, where)
        out.rows += 1
        name = row.get("filter")
        out.doc_ids.append((str(name), row.get("doc_id"), number))  # type: ignore[arg-type]
        if name not in plan.known_filters:
            raise RunError(
                f"{where}: filter {name!r} is not in the task's logged filter_list "
                f"({', '.join(sorted(plan.known_filters)) or 'none'})"
            )
        chain = plan.chains.get(name)
        if chain is None:  # a filter without hardmath_grade: kept as logged
            parts.append(line.rstrip("\n"))
            continue
        _check_sample(row, where, chain)
        _check_gold(plan, row, where, out)
        try:
            samples, responses = rescore_rows([row], chain, process)
        except RunError:
            raise
        except FilterRefused as err:
            raise RunError(f"{where}: {err}") from None
        except Exception as err:  # noqa: BLE001 - a bad row is named, never a traceback
            raise RunError(f"{where}: could not re-grade this sample ({type(err).__name__}: {err})") from None
        out.changed_samples += samples
        out.changed_responses += responses
        out.metrics.append((name, {m: row[m] for m in row["metrics"]}))
        parts.append(to_json(row))
    out.text = "".join(p + "\n" for p in parts)
    return out


def _chunks(path: Path, plan: _TaskPlan) -> Iterator[tuple[_TaskPlan, int, list[str]]]:
    """(plan, first line number, lines) of at most about CHUNK_BYTES each, read lazily."""
    lines: list[str] = []
    size, first = 0, 1
    with open(path, "rb") as f:
        for number, raw in enumerate(f, 1):
            line = decode_line(raw, f"{path}:{number}")
            lines.append(line)
            size += len(line)
            if size >= CHUNK_BYTES:
                yield plan, first, lines
                lines, size, first = [], 0, number + 1
    if lines:
        yield plan, first, lines


class _Graders:
    """Chunks graded in order, by a pool of processes (a bounded number in flight, so memory
    does not grow with the file) or, for small runs, in this process.
    """

    def __init__(self, jobs: int) -> None:
        self.pool = None
        if jobs > 1:
            method = "fork" if sys.platform.startswith("linux") else "spawn"
            self.pool = mp.get_context(method).Pool(
                jobs, initializer=signal.signal, initargs=(signal.SIGINT, signal.SIG_IGN)
            )
        self.window = 2 * jobs

    def map(self, items: Iterable[tuple]) -> Iterator[_Chunk]:
        if self.pool is None:
            for args in items:
                yield _regrade_chunk(*args)
            return
        pending: deque = deque()
        for args in items:
            pending.append(self.pool.apply_async(_regrade_chunk, args))
            if len(pending) >= self.window:
                yield pending.popleft().get()
        while pending:
            yield pending.popleft().get()

    def close(self) -> None:
        if self.pool is not None:
            self.pool.terminate()
            self.pool.join()


def _plan(
    path: Path,
    data: dict,
    task: str,
    sp: Path,
    include_path: str | None,
    folder: Path | None = None,
    trust_logged_gold: bool = False,
) -> _TaskPlan | str:
    """How to re-grade ``task`` (a plan), or why it is copied unchanged (a note); a results
    file that cannot say how the task was graded is a :class:`RunError`.
    """
    configs = data.get("configs") or {}
    if task not in configs:
        raise RunError(f"{path}: no logged config for task {task!r} ('configs'): cannot tell how it was graded")
    config = configs[task]
    if not isinstance(data["results"].get(task), dict):
        raise RunError(f"{path}: results of task {task!r} should be an object")
    logged = config.get("filter_list")
    if logged is None:
        installed = task_config(task, include_path) or {}
        if any(
            graded_filters(installed, f.get("name")) for f in installed.get("filter_list") or [] if isinstance(f, dict)
        ):
            raise RunError(
                f"{path}: the logged config of {task!r} has no filter_list, but the task grades with "
                f"{GRADE_FILTER}: the results file is incomplete"
            )
    names = [f.get("name") for f in logged or [] if isinstance(f, dict)]
    chains = {n: c for n in names if (c := graded_filters(config, n)) is not None}
    if not chains:
        return f"not graded by {GRADE_FILTER}: copied unchanged"
    for name, chain in chains.items():
        check_chain(chain, f"{path}: task {task!r}, filter_list {name!r}")
    if check_readable(sp) == 0 or not _has_rows(sp):
        raise RunError(f"{sp}: no logged samples (an empty file): the run may have been cut short")
    if folder is None:
        pinned, gold = (
            None,
            "as logged in the samples (not checked: no data folder; set HARDMATH_DATA_DIR or --data-dir)",
        )
    else:
        pinned, gold = pinned_golds(task, config, gold_fields(chains), include_path, folder)
    return _TaskPlan(
        task,
        str(sp),
        chains,
        frozenset(names or ["none"]),
        include_path,
        bool(config.get("process_results")),
        pinned,
        trust_logged_gold,
        gold,
    )


def _has_rows(path: Path) -> bool:
    with open(path, "rb") as f:
        return any(line.strip() for line in f)


def _check_counts(path: Path, data: dict, task: str, plan: _TaskPlan, rows: dict[str, int]) -> None:
    """Every graded filter has as many rows as lm-eval says it evaluated (a cut file is an error)."""
    expected = ((data.get("n-samples") or {}).get(task) or {}).get("effective")
    for name in plan.chains:
        if isinstance(expected, int) and rows.get(name, 0) != expected:
            raise RunError(
                f"{plan.origin}: {rows.get(name, 0)} samples for filter {name!r}, but {path.name} "
                f"says {expected} were evaluated: the samples file is incomplete"
            )
        if not rows.get(name):
            raise RunError(f"{plan.origin}: no samples for filter {name!r}")


def _check_paths(src: Path, out: Path) -> None:
    if out == src or src in out.parents:
        raise RunError(f"--out {out} must be outside the run directory {src} (it is never overwritten)")
    if out in src.parents:
        raise RunError(
            f"--out {out} contains the run directory {src}: the re-graded copy would sit beside "
            f"the original and a later report would read both; choose a folder outside it"
        )


def rescore_run(
    run_dir: str | Path,
    out_dir: str | Path,
    *,
    include_path: str | None = None,
    progress: bool = True,
    jobs: int | None = None,
    data_dir: str | Path | None = None,
    trust_logged_gold: bool = False,
) -> RescoreSummary:
    """Re-grade every ``hardmath_grade`` task under ``run_dir`` into ``out_dir`` (same layout).

    Samples files are streamed (memory does not grow with their size) and graded by ``jobs``
    processes (default: one per core for runs over 8 MB). ``out_dir`` is written whole or
    not at all: built beside it and swapped into place at the end, so a killed run leaves
    the previous ``out_dir`` (if any) untouched. Bad input is a :class:`RunError` naming the
    file and line. Samples are graded against their logged gold; with a data folder
    (``data_dir``, else ``HARDMATH_DATA_DIR``) that gold is checked against the pinned data's
    first, and one that differs is a :class:`RunError` unless ``trust_logged_gold``.
    """
    from hardmath.data import data_dir as data_folder
    from hardmath.progress import bar as progress_bar

    src, out = Path(run_dir).resolve(), Path(out_dir).resolve()
    _check_paths(src, out)
    files = results_files(src)
    folder = data_folder(data_dir)
    loaded = {path: read_results(path) for path in files}
    jobs_list = []
    for path, data in loaded.items():
        groups = set(data.get("group_subtasks") or {})
        for task in data["results"]:
            if task not in groups:
                sp = samples_path(path, task)
                plan = _plan(path, data, task, sp, include_path, folder, trust_logged_gold) if sp else None
                jobs_list.append((path, data, task, sp, plan))
    total = sum(sp.stat().st_size for *_, sp, _ in jobs_list if sp)
    if jobs is None:
        jobs = (os.cpu_count() or 1) if total >= PARALLEL_MIN_BYTES else 1
    summary = RescoreSummary(out)
    written: list[Path] = []
    with staged_dir(out, MARKER) as stage:
        graders = _Graders(jobs)
        bar = progress_bar(total, "rescoring", enabled=progress, unit="B", unit_scale=True)
        try:
            for path, data, task, sp, plan in jobs_list:
                key = f"{task}" if len(files) == 1 else f"{task} ({path.parent.name}/{timestamp_of(path)})"
                info = summary.tasks.setdefault(key, TaskRescore(task))
                target = stage / path.relative_to(src).parent
                target.mkdir(parents=True, exist_ok=True)
                if sp is None:
                    info.note = "no logged samples (run with --log_samples): results copied unchanged"
                    continue
                if not isinstance(plan, _TaskPlan):
                    check_readable(sp)
                    info.note = str(plan)
                    shutil.copyfile(sp, target / sp.name)
                    bar.update(sp.stat().st_size)
                else:
                    _rescore_task(plan, sp, target / sp.name, graders, info, data, path, include_path, bar)
                written.append(target / sp.name)
        finally:
            bar.close()
            graders.close()
        for path, data in loaded.items():
            regroup(data)
            data["hardmath_rescore"] = {
                "source": str(path),
                "checker_version": checker_version(),
                "changed_samples": {t.task: t.changed_samples for t in summary.tasks.values() if not t.note},
                "gold": {t.task: t.gold for t in summary.tasks.values() if t.gold},
            }
            new_path = stage / path.relative_to(src)
            new_path.parent.mkdir(parents=True, exist_ok=True)
            new_path.write_text(json.dumps(data, indent=2, default=str, ensure_ascii=False), encoding="utf-8")
            written.append(new_path)
    summary.files = [out / p.relative_to(stage) for p in written]
    return summary


def _rescore_task(
    plan: _TaskPlan,
    sp: Path,
    target: Path,
    graders: _Graders,
    info: TaskRescore,
    data: dict,
    path: Path,
    include_path: str | None,
    bar: Any,
) -> None:
    """Stream one task's samples through the graders into ``target``; recompute its results."""
    metrics: dict[str, list[dict[str, Any]]] = {name: [] for name in plan.chains}
    rows: dict[str, int] = {}
    seen: dict[tuple[str, Any], int] = {}
    checked = unfound = differs = 0
    with open(target, "w", encoding="utf-8") as f:
        for chunk in graders.map(_chunks(sp, plan)):
            for name, doc_id, line in chunk.doc_ids:
                if (name, doc_id) in seen:
                    raise RunError(
                        f"{sp}:{line}: doc_id {doc_id} (filter {name!r}) already logged on line "
                        f"{seen[name, doc_id]}: a document counted twice would skew every table"
                    )
                seen[name, doc_id] = line
            f.write(chunk.text)
            info.samples += chunk.rows
            info.changed_samples += chunk.changed_samples
            info.changed_responses += chunk.changed_responses
            checked += chunk.gold_checked
            unfound += chunk.gold_unfound
            differs += chunk.gold_differs
            for name, values in chunk.metrics:
                metrics[name].append(values)
                rows[name] = rows.get(name, 0) + 1
            bar.update(chunk.read_bytes)  # input bytes: the bar's total is the input's size
    _check_counts(path, data, plan.task, plan, rows)
    info.gold = plan.gold
    if plan.pinned is not None:
        info.gold = (
            f"as logged, checked against {plan.gold}: {checked} of {checked + unfound + differs} equal"
            + (f", {unfound} document(s) not in the pinned data (not checked)" if unfound else "")
            + (f", {differs} DIFFERENT, graded against the logged gold (--trust-logged-gold)" if differs else "")
        )
    config = data["configs"][plan.task]
    from hardmath.equivalence.version import CHECKER_VERSION  # now graded by this checker (hardmath compare reads it)

    config["metadata"] = {**(config.get("metadata") or {}), "checker_version": CHECKER_VERSION}
    hooks = task_config(plan.task, include_path) or {}
    metric_list = hooks.get("metric_list") or config.get("metric_list") or []
    iters = min(int((data.get("config") or {}).get("bootstrap_iters") or 0), MAX_BOOTSTRAP)
    results = data["results"][plan.task]
    info.before = {k: v for k, v in results.items() if "," in k}
    for name, values in metrics.items():
        aggregate(values, metric_list, name, results, iters)
    info.after = {k: v for k, v in results.items() if "," in k}
