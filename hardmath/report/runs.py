"""Load lm-eval output directories (``lm_eval --output_path DIR --log_samples``).

lm-eval writes ``DIR/<model_name_sanitized>/results_<timestamp>.json`` and, next to it,
``samples_<task>_<timestamp>.jsonl`` per task. A run directory given here may be ``DIR``
(one or more model folders) or one model folder. Runs of the same model (same
``model_name``) found in several directories are merged per task. A task logged twice is never
silently picked: identical copies (a copied model folder) are read once with a note; when two
*directories* hold the same model and task (e.g. a run and its rescored copy), each directory
becomes its own run, labelled ``model [folder]``; when one directory logs a task twice,
differently, each results file becomes its own run, labelled ``model [timestamp]``.

Every file is read through one validated reader (:func:`read_results`, :func:`read_samples`),
shared by ``report``, ``compare`` and ``rescore``: anything that is not what lm-eval writes is
a :class:`RunError` naming the file and the line or field (unreadable or binary files,
symlink loops, fields of the wrong type, malformed rows, duplicate ``doc_id``s or paired
(template, seed) records, rows of another task, a metric missing, NaN, text where a number is
averaged, or a ``correct`` that disagrees with the row's grade records, fewer or more samples
than the results file says were evaluated).
"""

from __future__ import annotations

import errno
import json
import math
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Mapping, Sequence


class RunError(ValueError):
    """An output directory that is not (or not fully) an lm-eval output directory."""


@dataclass
class TaskRun:
    """One task of one model: its aggregate results, config and logged samples."""

    task: str
    results: dict[str, Any]
    config: dict[str, Any]
    higher_is_better: dict[str, bool]
    samples: list[dict[str, Any]]
    results_path: Path
    samples_path: Path | None
    version: Any = None  # lm-eval's ``versions.<task>`` (None when not logged)

    def metric(self, name: str) -> float | None:
        """The aggregate ``name`` (any filter), or None when absent / not a number."""
        for key, value in self.results.items():
            if key.split(",")[0] == name and isinstance(value, (int, float)) and not isinstance(value, bool):
                return None if math.isnan(value) else float(value)
        return None


@dataclass
class ModelRun:
    """Every task found for one model across the given directories."""

    name: str
    model_name: str
    tasks: dict[str, TaskRun] = field(default_factory=dict)
    groups: dict[str, dict[str, Any]] = field(default_factory=dict)
    sources: list[Path] = field(default_factory=list)
    model_args: dict[str, Any] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)  # e.g. a task logged twice in one folder

    def samples(self, task: str) -> list[dict[str, Any]] | None:
        """Logged samples of ``task`` (None when the task is absent or was run without
        ``--log_samples``).
        """
        t = self.tasks.get(task)
        return t.samples if t is not None and t.samples_path is not None else None


def timestamp_of(results_path: Path) -> str:
    """``results_<timestamp>.json`` -> ``<timestamp>``."""
    return results_path.stem[len("results_") :]


def samples_path(results_path: Path, task: str) -> Path | None:
    """The samples file lm-eval wrote for ``task`` next to ``results_path`` (same timestamp);
    a dangling symlink or a folder there is returned too, so reading it fails by name.
    """
    p = results_path.with_name(f"samples_{task}_{timestamp_of(results_path)}.jsonl")
    return p if os.path.lexists(p) else None


def _read_bytes(path: Path) -> bytes:
    """The bytes of ``path``, or a :class:`RunError` saying why they cannot be read."""
    check_readable(path)
    try:
        return path.read_bytes()
    except OSError as err:
        raise RunError(f"{path}: cannot be read ({_why(path, err)})") from None


def check_readable(path: Path) -> int:
    """The size of a file that can be opened for reading, else a :class:`RunError` saying why
    (a folder, a dangling symlink, a symlink loop, no permission).
    """
    try:
        if path.is_dir():
            raise RunError(f"{path}: is a directory where lm-eval writes a file")
        with open(path, "rb") as f:
            f.read(1)
        return path.stat().st_size
    except OSError as err:
        raise RunError(f"{path}: cannot be read ({_why(path, err)})") from None


def _why(path: Path, err: OSError) -> str:
    if err.errno == errno.ELOOP:
        return "a symlink loop"
    if os.path.islink(path) and not os.path.exists(path):
        return "a dangling symlink"
    return err.strerror or type(err).__name__


def decode_line(raw: bytes, where: str) -> str:
    """One line of a samples file as text, else a :class:`RunError` naming ``where``."""
    return _text(raw, where)


def _text(raw: bytes, where: str) -> str:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as err:
        raise RunError(f"{where}: not UTF-8 text (byte {err.start}); binary data, not lm-eval output") from None


def _lines(path: Path) -> list[tuple[int, str, bool]]:
    """``(number, text, cut)`` of each non-blank line; ``cut``: the file's last line, with no
    newline after it (what a write cut short leaves).
    """
    raws = _read_bytes(path).split(b"\n")
    return [
        (i, line, i == len(raws))
        for i, line in ((i, _text(raw, f"{path}:{i}")) for i, raw in enumerate(raws, 1))
        if line.strip()
    ]


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    """Rows (JSON objects) of a jsonl file; a bad line raises :class:`RunError` naming file and line."""
    return [parse_row(line, f"{path}:{i}", cut=cut) for i, line, cut in _lines(path)]


def parse_row(line: str, where: str, cut: bool | None = None) -> dict[str, Any]:
    """One logged sample (a JSON object); anything else is a :class:`RunError` naming ``where``.
    ``cut``: the line is the file's last and has no newline after it, the only line a cut-off
    write leaves unparsable (default: ``line`` itself ends without a newline).
    """
    try:
        row = json.loads(line)
    except (json.JSONDecodeError, RecursionError) as err:
        if cut is None:
            cut = not line.endswith("\n")
        cause = (
            "its last line is cut (no newline after it): the file may be truncated"
            if cut
            else "malformed JSON: a corrupt line inside the file (a newline follows it), not a cut-off write"
        )
        raise RunError(f"{where}: not JSON ({err}); {cause}") from None
    if not isinstance(row, dict):
        raise RunError(f"{where}: expected a JSON object (one logged sample), found a {type(row).__name__}")
    return row


def kind(value: Any) -> str:
    """How a wrong value looks in an error message."""
    if isinstance(value, (list, dict, str)) and not value:
        return f"an empty {type(value).__name__}"
    return "nothing" if value is None else f"{type(value).__name__} {json.dumps(value, default=str)[:60]}"


def _mapping_of_objects(data: Mapping[str, Any], key: str, path: Path, inner: type | tuple = dict) -> None:
    value = data.get(key, {})
    if value is None and key != "results":
        return
    if not isinstance(value, dict) or not all(isinstance(v, inner) for v in value.values()):
        raise RunError(f"{path}: '{key}' should map task names to objects, found {kind(value)}")


def check_task_name(task: Any, path: Path) -> None:
    """A task name that can name lm-eval's ``samples_<task>_<ts>.jsonl`` file."""
    if not isinstance(task, str) or not task or any(c in task for c in "/\\\0") or task in {".", ".."}:
        raise RunError(
            f"{path}: 'results' holds a task named {task!r}: not a task name lm-eval writes "
            f"(it cannot name a samples file)"
        )


def _check_config(task: str, config: Mapping[str, Any], path: Path) -> None:
    """The fields of a task's logged config that the readers use."""
    where = f"{path}: configs.{task}"
    filters = config.get("filter_list")
    if filters is not None and (
        not isinstance(filters, list)
        or not all(isinstance(f, dict) and isinstance(f.get("name"), str) for f in filters)
    ):
        raise RunError(f"{where}.filter_list should be a list of {{name, filter}} objects, found {kind(filters)}")
    for f in filters or []:
        if not isinstance(f.get("filter", []), list):
            raise RunError(f"{where}.filter_list[{f['name']}].filter should be a list, found {kind(f.get('filter'))}")
    metrics = config.get("metric_list")
    if metrics is not None and (
        not isinstance(metrics, list)
        or not all(isinstance(m, dict) and isinstance(m.get("metric"), str) for m in metrics)
    ):
        raise RunError(
            f"{where}.metric_list should be a list of {{metric, aggregation}} objects, found {kind(metrics)}"
        )


def read_results(path: Path) -> dict[str, Any]:
    """A results file, checked: a JSON object whose ``results`` (and ``configs``, if any) map
    task names to objects, and whose every field a reader uses has lm-eval's type.
    """
    text = _text(_read_bytes(path), str(path))
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as err:
        raise RunError(f"{path}: not JSON ({err}); the file may be truncated") from None
    if not isinstance(data, dict) or "results" not in data:
        raise RunError(f"{path}: no 'results' key; not an lm-eval results file")
    _mapping_of_objects(data, "results", path)
    _mapping_of_objects(data, "configs", path)
    _mapping_of_objects(data, "group_subtasks", path, (dict, list))
    _mapping_of_objects(data, "higher_is_better", path)
    _mapping_of_objects(data, "n-samples", path)
    for task in data["results"]:
        check_task_name(task, path)
    for task, config in (data.get("configs") or {}).items():
        _check_config(task, config, path)
    for task, hib in (data.get("higher_is_better") or {}).items():
        for metric, better in hib.items():
            if better is not None and not isinstance(better, bool):
                raise RunError(
                    f"{path}: higher_is_better.{task}.{metric} should be true, false or null, found {kind(better)}"
                )
    for task, counts in (data.get("n-samples") or {}).items():
        _check_count(counts.get("effective"), f"{path}: n-samples.{task}.effective")
    for task, res in data["results"].items():
        _check_count(res.get("sample_len"), f"{path}: results.{task}.sample_len")
    config = data.get("config")
    if config is not None and not isinstance(config, dict):
        raise RunError(f"{path}: 'config' should be an object (lm-eval's run settings), found {kind(config)}")
    config = config or {}
    iters = config.get("bootstrap_iters")
    if iters is not None and (not isinstance(iters, int) or isinstance(iters, bool) or iters < 0):
        raise RunError(f"{path}: config.bootstrap_iters should be a count, found {kind(iters)}")
    if not isinstance(config.get("model_args") or {}, (dict, str)):
        raise RunError(f"{path}: config.model_args should be an object or k=v text, found {kind(config['model_args'])}")
    for key in ("model_name", "model_name_sanitized"):
        if data.get(key) is not None and not isinstance(data[key], str):
            raise RunError(f"{path}: '{key}' should be text, found {kind(data[key])}")
    return data


def _check_count(value: Any, where: str) -> None:
    if value is not None and (not isinstance(value, int) or isinstance(value, bool) or value < 0):
        raise RunError(f"{where} should be a count, found {kind(value)}")


def check_row(row: Mapping[str, Any], where: str, generates: bool = True) -> None:
    """A logged sample as lm-eval writes it, else a :class:`RunError` naming ``where`` and the field.

    ``generates``: the task generates text (``generate_until``), so each response is a string.
    """
    doc_id = row.get("doc_id")
    if not isinstance(doc_id, int) or isinstance(doc_id, bool) or doc_id < 0:
        raise RunError(f"{where}: 'doc_id' should be the document's index (an int >= 0), found {kind(doc_id)}")
    if not isinstance(row.get("doc"), dict):
        raise RunError(f"{where}: 'doc' should be the task's document (an object), found {kind(row.get('doc'))}")
    resps = row.get("resps")
    if not isinstance(resps, list) or not resps:
        raise RunError(
            f"{where}: 'resps' should be a non-empty list (one list of responses per request), found {kind(resps)}"
        )
    for inst in resps:
        if not isinstance(inst, list) or not inst or (generates and not all(isinstance(r, str) for r in inst)):
            raise RunError(
                f"{where}: each entry of 'resps' should be a non-empty list of "
                f"{'response strings' if generates else 'responses'}, found {kind(inst)}"
            )
    if "filtered_resps" not in row:
        raise RunError(f"{where}: no 'filtered_resps' (what the task's filters made of the responses)")
    if not isinstance(row.get("filter", "none"), str):
        raise RunError(f"{where}: 'filter' should be a filter name, found {kind(row.get('filter'))}")
    metrics = row.get("metrics", [])
    if not isinstance(metrics, list) or not all(isinstance(m, str) for m in metrics):
        raise RunError(f"{where}: 'metrics' should be a list of metric names, found {kind(metrics)}")


def task_metrics(config: Mapping[str, Any]) -> set[str]:
    """The metric names a task's logged ``metric_list`` declares (empty when it has none)."""
    return {m["metric"] for m in config.get("metric_list") or []}


def read_samples(
    path: Path, task: str, results: Mapping[str, Any], config: Mapping[str, Any], expected: int | None
) -> list[dict[str, Any]]:
    """A task's samples file, validated row by row (:func:`check_row`, :func:`check_metrics`) and
    as a whole: no empty file, no ``doc_id`` twice for a filter, no row of another task (a metric
    its ``metric_list`` or a filter its ``filter_list`` does not declare), ``correct`` in every
    row of a filter or in none, no paired (group, seed) twice, and per filter as many rows as the
    results file says were evaluated (``n-samples.<task>.effective``, else ``sample_len``).
    """
    rows = []
    generates = config.get("output_type", "generate_until") == "generate_until"
    filters = {f["name"] for f in config.get("filter_list") or []} or None
    graded = {
        f["name"]
        for f in config.get("filter_list") or []
        if any(isinstance(s, dict) and s.get("function") == GRADE_FILTER for s in f.get("filter") or [])
    }
    known = task_metrics(config)
    seen: dict[tuple[str, Any], int] = {}
    scored: dict[str, tuple[int, bool]] = {}
    per_filter: dict[str, int] = {}
    for i, line, cut in _lines(path):
        where = f"{path}:{i}"
        row = parse_row(line, where, cut=cut)
        check_row(row, where, generates)
        name = row.get("filter", "none")
        if filters is not None and name not in filters:
            raise RunError(
                f"{where}: filter {name!r} is not in {task}'s logged filter_list "
                f"({', '.join(sorted(filters))}): a row of another task?"
            )
        foreign = [m for m in row.get("metrics", []) if known and m not in known]
        if foreign:
            raise RunError(f"{where}: metric(s) {', '.join(foreign)} are not {task}'s: a row of another task?")
        first_line, first_logs = scored.setdefault(name, (i, CORRECT in row.get("metrics", [])))
        if (CORRECT in row.get("metrics", [])) != first_logs:
            raise RunError(
                f"{where}: {'logs' if not first_logs else 'has no'} metric 'correct', but line "
                f"{first_line} (filter {name!r}) {'does' if first_logs else 'does not'}: "
                f"each document of a task logs the same score"
            )
        check_metrics(row, where, config, name in graded)
        for key, what in (((name, row["doc_id"]), f"doc_id {row['doc_id']}"), _paired_key(row, name, where)):
            if key is None:
                continue
            if key in seen:
                raise RunError(
                    f"{where}: {what} (filter {name!r}) already logged on line {seen[key]}: "
                    f"a document counted twice would skew every table"
                )
            seen[key] = i
        per_filter[name] = per_filter.get(name, 0) + 1
        rows.append(row)
    if not rows:
        raise RunError(f"{path}: no logged samples (an empty file): the run may have been cut short")
    if expected is not None:
        for name, n in per_filter.items():
            if n != expected:
                raise RunError(
                    f"{path}: {n} samples for filter {name!r}, but the results file says {expected} "
                    f"were evaluated: the samples file is incomplete"
                )
    return rows


GRADE_FILTER = "hardmath_grade"
CORRECT = "correct"  # the metric every graded task logs, the mean of its grade records' ``correct``
NUMERIC = frozenset({"mean", "hardmath_mean", "hardmath_count"})  # aggregations of numbers (or None)


def _numeric_metrics(config: Mapping[str, Any]) -> set[str]:
    return {str(m["metric"]) for m in config.get("metric_list") or [] if m.get("aggregation") in NUMERIC}


def check_metrics(row: Mapping[str, Any], where: str, config: Mapping[str, Any], graded: bool) -> None:
    """The logged metric values of one row: every metric it names has a value; none is NaN; a
    metric the task averages (``mean`` ...) is a number or null; ``correct`` is a number in
    [0, 1] that agrees with the row's grade records (``graded``: its filter runs ``hardmath_grade``;
    records found in the row are checked either way). Else a :class:`RunError` naming ``where``.
    """
    numeric = _numeric_metrics(config) | {CORRECT}
    for metric in row.get("metrics", []):
        if metric not in row:
            raise RunError(f"{where}: metric {metric!r} is listed in 'metrics' but the row has no value for it")
        value = row[metric]
        if isinstance(value, float) and math.isnan(value):
            raise RunError(f"{where}: metric {metric!r} is NaN, not a logged score")
        if metric in numeric and value is not None and (not isinstance(value, (int, float)) or isinstance(value, str)):
            raise RunError(f"{where}: metric {metric!r} should be a number, found {kind(value)}")
    if CORRECT not in row.get("metrics", []):
        return
    value = row[CORRECT]
    if value is None or not 0 <= value <= 1:
        raise RunError(f"{where}: metric 'correct' should be a number in [0, 1], found {kind(value)}")
    graded_records = _records(row, where, graded)
    if graded_records:
        agree = {sum(r.correct for r in graded_records) / len(graded_records), float(graded_records[0].correct)}
        if not any(math.isclose(float(value), a, abs_tol=1e-9) for a in agree):
            raise RunError(
                f"{where}: metric 'correct' is {value:g} but the row's grade record(s) in "
                f"'filtered_resps' say {min(agree):g}: the logged metric disagrees with its grade"
            )


def _records(row: Mapping[str, Any], where: str, graded: bool) -> list[Any]:
    """The row's grade records: all of them, else none (a filter without ``hardmath_grade``
    logs something else); a graded filter whose responses are not records is an error.
    """
    from hardmath.grade_record import GradeRecord, RecordError
    from hardmath.lmeval.records import flatten

    items = flatten(row.get("filtered_resps") or [])
    try:
        return [GradeRecord.from_log(item) for item in items]
    except (RecordError, TypeError) as err:
        if graded:
            raise RunError(f"{where}: 'filtered_resps' should hold hardmath_grade records, found {err}") from None
        return []


def _paired_key(row: Mapping[str, Any], name: str, where: str) -> tuple[Any, str]:
    """``((filter, group, seed), label)`` of a paired task's row (its ``var_acc`` record), so a
    (template, snapshot) logged twice is refused; ``(None, "")`` for any other row.
    """
    from hardmath.lm_eval_tasks.paired import PAIRED_METRICS, PairedRecord

    value = row.get(PAIRED_METRICS[0])
    if value is None:
        return None, ""
    if not isinstance(value, list) or len(value) != len(PairedRecord._fields):
        raise RunError(
            f"{where}: {PAIRED_METRICS[0]!r} should be a paired record "
            f"[{', '.join(PairedRecord._fields)}], found {kind(value)}"
        )
    record = PairedRecord(*value)
    return (name, "paired", str(record.group), str(record.seed)), f"({record.group}, seed {record.seed})"


def _aggregators() -> dict[str, Any]:
    """The aggregations whose value the samples determine: name -> function of the per-sample values."""
    from hardmath.lmeval.aggregations import count_present, mean_present

    def mean(items: list) -> float | None:
        return None if not items or any(x is None for x in items) else math.fsum(map(float, items)) / len(items)

    return {"mean": mean, "hardmath_mean": mean_present, "hardmath_count": count_present}


def check_aggregates(
    task: str, results: Mapping[str, Any], config: Mapping[str, Any], samples: Sequence[Mapping[str, Any]], path: Path
) -> None:
    """Every aggregate of ``results`` that its logged samples determine (a ``mean``,
    ``hardmath_mean`` or ``hardmath_count`` metric of the task's ``metric_list``; ``correct`` as a
    mean when no list is logged) equals what the samples give, filter by filter; else a
    :class:`RunError` naming the file, the field and both numbers (a results file edited, or
    written by another run than its samples).
    """
    if not samples:
        return
    aggregate = _aggregators()
    listed = {str(m["metric"]): str(m.get("aggregation")) for m in config.get("metric_list") or []}
    checked = {m: a for m, a in listed.items() if a in aggregate} if listed else {CORRECT: "mean"}
    by_filter: dict[str, list[Mapping[str, Any]]] = {}
    for row in samples:
        by_filter.setdefault(str(row.get("filter", "none")), []).append(row)
    for name, rows in by_filter.items():
        for metric, how in checked.items():
            logged = results.get(f"{metric},{name}")
            if not isinstance(logged, (int, float)) or isinstance(logged, bool) or math.isnan(logged):
                continue
            values = [row.get(metric) for row in rows if metric in row]
            if len(values) < len(rows) or not all(v is None or isinstance(v, (int, float)) for v in values):
                continue  # not every row logs it as a number: nothing to recompute
            expected = aggregate[how](values)
            if expected is None or math.isclose(float(logged), expected, rel_tol=1e-9, abs_tol=1e-9):
                continue
            raise RunError(
                f"{path}: results.{task}.{metric},{name} is {logged:g} but its {len(rows)} logged samples "
                f"give {expected:g} ({how}): the results file does not match its samples (edited, or "
                f"from another run); rerun or `hardmath rescore` to rebuild it"
            )


def expected_samples(data: Mapping[str, Any], task: str) -> int | None:
    """How many documents lm-eval says it evaluated for ``task``: ``n-samples.<task>.effective``,
    else the results entry's ``sample_len`` (None when neither is logged).
    """
    effective = ((data.get("n-samples") or {}).get(task) or {}).get("effective")
    return effective if effective is not None else (data["results"].get(task) or {}).get("sample_len")


def results_files(run_dir: str | Path) -> list[Path]:
    """Every ``results_*.json`` under ``run_dir`` (sorted: older timestamps first). Hidden
    folders (e.g. a killed rescore's ``.NAME.partial-*``) are skipped.
    """
    root = Path(run_dir)
    if not root.exists():
        raise RunError(f"{root}: no such directory")
    found = [
        p
        for p in root.rglob("results_*.json")
        if not any(part.startswith(".") for part in p.relative_to(root).parent.parts)
    ]
    found.sort(key=lambda p: (timestamp_of(p), str(p)))
    if not found:
        raise RunError(f"{root}: no results_*.json (run lm_eval with --output_path {root} --log_samples)")
    return found


def model_args(data: Mapping[str, Any]) -> dict[str, Any]:
    """``config.model_args`` as a dict (lm-eval logs a dict or a ``k=v,k=v`` string)."""
    args = (data.get("config") or {}).get("model_args") or {}
    if isinstance(args, str):
        args = dict(part.split("=", 1) for part in args.split(",") if "=" in part)
    return dict(args)


def display_name(model_name: str) -> str:
    """A short label: the last path component of a local model path or hub id."""
    return model_name.rstrip("/").rsplit("/", 1)[-1] or model_name


def _group_names(data: Mapping[str, Any]) -> set[str]:
    return set((data.get("group_subtasks") or {}).keys())


@dataclass(frozen=True)
class _Logged:
    """One results file of one model found under one of the given folders."""

    path: Path
    run_dir: Path
    data: dict[str, Any]

    @property
    def model(self) -> str:
        return _model_name(self.data, self.path)

    def same_task(self, other: _Logged, task: str) -> bool:
        """Whether ``other`` logs ``task`` identically (a copied folder): same results entry,
        config and samples file bytes.
        """
        if self.data["results"][task] != other.data["results"][task] or (self.data.get("configs") or {}).get(task) != (
            other.data.get("configs") or {}
        ).get(task):
            return False
        mine, theirs = samples_path(self.path, task), samples_path(other.path, task)
        if mine is None or theirs is None:
            return mine is theirs
        return _read_bytes(mine) == _read_bytes(theirs)


def load_runs(run_dirs: Iterable[str | Path], tick: Callable[[int], Any] | None = None) -> list[ModelRun]:
    """One :class:`ModelRun` per model found under ``run_dirs`` (in order of first appearance).

    A task of a model is never silently picked from two logs of it: identical copies (a copied
    model folder) are read once, with a note; a model whose task is logged in two of ``run_dirs``
    gives one run per directory, named ``model [folder]``; one logged twice, differently, in one
    directory gives one run per results file, named ``model [timestamp]`` (both in every table,
    with a note), so the same arguments in any order give the same runs.
    """
    dirs = list(dict.fromkeys(Path(d) for d in run_dirs))
    files = [_Logged(p, d, read_results(p)) for d in dirs for p in results_files(d)]
    files.sort(key=lambda f: timestamp_of(f.path))
    copies, notes, by_dir, by_file = _duplicates(files)
    models: dict[tuple[str, Path | None, Path | None], ModelRun] = {}
    for f in files:
        model_name = f.model
        key = (
            model_name,
            f.run_dir if model_name in by_dir else None,
            f.path if (model_name, f.run_dir) in by_file else None,
        )
        run = models.get(key)
        if run is None:
            run = models[key] = ModelRun(
                display_name(model_name),
                model_name,
                model_args=model_args(f.data),
                notes=list(notes.get(model_name, [])),
            )
            labels = ([_folder_label(f.run_dir, dirs)] if key[1] else []) + ([_file_label(f, files)] if key[2] else [])
            if labels:
                run.name = f"{run.name} [{' '.join(labels)}]"
        if f.run_dir not in run.sources:
            run.sources.append(f.run_dir)
        groups = _group_names(f.data)
        for task, res in f.data["results"].items():
            if task in groups:
                run.groups[task] = res
                continue
            if (f.path, task) in copies:
                continue
            config = (f.data.get("configs") or {}).get(task, {})
            sp = samples_path(f.path, task)
            samples = read_samples(sp, task, res, config, expected_samples(f.data, task)) if sp else []
            check_aggregates(task, res, config, samples, f.path)
            run.tasks[task] = TaskRun(
                task=task,
                results=res,
                config=config,
                higher_is_better=(f.data.get("higher_is_better") or {}).get(task, {}),
                samples=samples,
                results_path=f.path,
                samples_path=sp,
                version=_logged_version(f.data, task),
            )
            if tick is not None and sp is not None:
                tick(sp.stat().st_size)  # a progress bar over the bytes read
    # two different models with the same short name: fall back to the full name
    short = [m.name for m in models.values()]
    for m in models.values():
        if short.count(m.name) > 1:
            m.name = m.model_name if m.name == display_name(m.model_name) else f"{m.model_name} {m.name}"
    return list(models.values())


def _duplicates(
    files: Sequence[_Logged],
) -> tuple[set[tuple[Path, str]], dict[str, list[str]], set[str], set[tuple[str, Path]]]:
    """Where a (model, task) is logged more than once: ``copies`` ((results file, task) pairs
    that repeat an identical earlier log in the same folder: read once), ``notes`` per model,
    the models logged in several folders (one run per folder) and the (model, folder) pairs
    with a task logged differently twice there (one run per results file).
    """
    logs: dict[tuple[str, str], list[_Logged]] = {}
    for f in files:
        groups = _group_names(f.data)
        for task in f.data["results"]:
            if task not in groups:
                logs.setdefault((f.model, task), []).append(f)
    copies: set[tuple[Path, str]] = set()
    notes: dict[str, list[str]] = {}
    by_dir: set[str] = set()
    by_file: set[tuple[str, Path]] = set()
    for (model, task), found in logs.items():
        kept: list[_Logged] = []
        for f in found:
            twin = next((k for k in kept if k.run_dir == f.run_dir and k.same_task(f, task)), None)
            if twin is None:
                kept.append(f)
                continue
            copies.add((f.path, task))
            notes.setdefault(model, []).append(f"{task}: {f.path} is an identical copy of {twin.path} (read once)")
        folders = {f.run_dir for f in kept}
        if len(folders) > 1:
            by_dir.add(model)
        for folder in folders:
            twice = [f for f in kept if f.run_dir == folder]
            if len(twice) > 1:
                by_file.add((model, folder))
                notes.setdefault(model, []).append(
                    f"{task} is logged {len(twice)} times in {folder}, differently ("
                    + ", ".join(f"{f.path.name}: {_count(f, task)}" for f in twice)
                    + "): each results file is shown as its own run, none is picked; move the unwanted one away"
                )
    return copies, notes, by_dir, by_file


def _count(f: _Logged, task: str) -> str:
    n = expected_samples(f.data, task)
    return "n unknown" if n is None else f"n={n}"


def _file_label(f: _Logged, files: Sequence[_Logged]) -> str:
    """A results file's timestamp, or its path under its folder when another file of the same
    model and folder has the same timestamp.
    """
    ts = timestamp_of(f.path)
    if any(o is not f and o.model == f.model and o.run_dir == f.run_dir and timestamp_of(o.path) == ts for o in files):
        return str(f.path.relative_to(f.run_dir))
    return ts


def _logged_version(data: Mapping[str, Any], task: str) -> Any:
    """lm-eval's ``versions.<task>`` (None when the file has no such field)."""
    versions = data.get("versions")
    return versions.get(task) if isinstance(versions, dict) else None


def _model_name(data: Mapping[str, Any], path: Path) -> str:
    return str(data.get("model_name") or data.get("model_name_sanitized") or path.parent.name)


def _folder_label(run_dir: Path, dirs: Sequence[Path]) -> str:
    """The shortest trailing part of ``run_dir``'s path that no other of ``dirs`` shares."""
    parts = run_dir.resolve().parts
    others = [d.resolve().parts for d in dirs if d != run_dir]
    for n in range(1, len(parts) + 1):
        if all(o[-n:] != parts[-n:] for o in others):
            return "/".join(parts[-n:])
    return str(run_dir)
