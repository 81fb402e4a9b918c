"""What a benchmark declares about itself, once, in its home (``<home>/declaration.py``:
``BENCHMARK = Declaration(...)``). Everything outside the home that needs to know a benchmark
(the CLI's help, the report's sections, headline metrics and task kinds, ``hardmath overlap``)
reads it from here, and the task YAMLs' repeating parts (``metric_list``, ``class:``) are
written from it by ``python -m hardmath.lmeval.generate_yaml``. A declaration module imports
nothing heavy: this module and the home's constants.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

ProblemId = str | Callable[[Mapping[str, Any]], str]  # a row field, or a function of the row

# Task kinds: how a task asks and scores (the report reads a task's kind here, never from its name).
GREEDY = "greedy"  # one generation per document, graded
SAMPLING = "sampling"  # repeats per document: pass@k / maj@k over its k grid
MULTIPLE_CHOICE = "multiple_choice"  # a generation graded against a choice letter
PAIRED = "paired"  # originals vs functional variations (var_acc, orig_acc, drop, ...)
TEACHER_FORCED = "teacher_forced"  # one teacher-forced pass over reference solutions (tfa, ...)
KINDS = (GREEDY, SAMPLING, MULTIPLE_CHOICE, PAIRED, TEACHER_FORCED)


@dataclass(frozen=True)
class Metric:
    """One ``metric_list`` entry: name, lm-eval aggregation, direction (None: none), and an
    optional note written as the entry's YAML comment.
    """

    name: str
    aggregation: str = "mean"
    higher_is_better: bool | None = True
    note: str = ""
    needs: str | None = None  # a document field: reported only in a run where some document has it


CORRECT = Metric("correct")
NO_ANSWER = Metric("no_answer", higher_is_better=False)
CHECKER_ERRORS = Metric(
    "n_checker_errors", "hardmath_count", False, "checker failures (ours), counted apart from model failures"
)
BACKEND_ERRORS = Metric(
    "n_backend_errors",
    "hardmath_count",
    False,
    "replies the backend could not read (no response; scored wrong, counted apart; many: no score)",
)
MAX_LENGTH = Metric("max_length", "hardmath_mean", False, "share that hit max_gen_toks (scored wrong)")
GRADED = (CORRECT, NO_ANSWER, CHECKER_ERRORS, BACKEND_ERRORS, MAX_LENGTH)  # what every graded generation task logs


@dataclass(frozen=True)
class Breakdown:
    """Per-document breakdown columns ``<metric>_<label>`` of some of a task's metrics, e.g.
    ``correct_level_1`` ... ``correct_level_6``: labels ``level_1`` ... and metrics ``correct``;
    each column aggregates with ``aggregation`` (None: as its metric).

    ``field`` is where a document's own label comes from: a document field or a function of the
    document, its value written into ``label`` (``"level_{}"``: level 3 -> ``level_3``); None: the
    column is not a document's own (an aggregation computes it, e.g. Putnam-AXIOM's ``complex``).
    """

    labels: tuple[str, ...]
    metrics: tuple[str, ...]
    aggregation: str | None = "hardmath_mean"  # None: each column aggregates as its metric does
    field: str | Callable[[Mapping[str, Any]], Any] | None = None
    label: str = "{}"

    def doc_label(self, doc: Mapping[str, Any]) -> str | None:
        """The label of ``doc``'s own column (None: the breakdown has no per-document field)."""
        if self.field is None:
            return None
        return self.label.format(doc.get(self.field) if isinstance(self.field, str) else self.field(doc))


@dataclass(frozen=True)
class TaskShape:
    """The tasks named ``tasks`` (exact names) or starting with ``prefixes``: their ``kind``,
    breakdowns and metrics, and the YAML lines written from them.

    The ``metric_list`` (:meth:`metric_list`) is ``metrics``, the pass@k and maj@k grid over
    ``k``, the breakdown columns (metric by metric; label by label with ``by_label``) and
    ``after``; it is written into ``yaml`` (a file of the home: a base YAML the tasks include,
    or a task's own). ``task_class`` (``module.Class`` of the home) is written as the ``class:``
    of every task YAML of the home whose task the shape fits. ``chat_trims_description``: with
    ``--apply_chat_template`` the system turn is the task ``description`` without the blank line that
    ends it (a plain-text prompt's separator; :class:`hardmath.lmeval.tasks.HardmathTask`).
    """

    breakdowns: tuple[Breakdown, ...]
    tasks: tuple[str, ...] = ()
    prefixes: tuple[str, ...] = ()
    kind: str = GREEDY
    metrics: tuple[Metric, ...] = ()
    k: tuple[int, ...] = ()
    after: tuple[Metric, ...] = ()
    by_label: bool = False
    yaml: str | None = None
    task_class: str | None = None
    chat_trims_description: bool = False

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"unknown task kind {self.kind!r} (one of {', '.join(KINDS)})")
        if bool(self.k) != (self.kind == SAMPLING):
            raise ValueError("a k grid is declared exactly for the sampling kind")
        declared = {m.name for m in (*self.metrics, *self.after)}
        missing = sorted({name for b in self.breakdowns for name in b.metrics} - declared)
        if missing:
            raise ValueError(f"breakdown of metrics not among the shape's metrics: {missing}")

    def fits(self, task: str) -> bool:
        return task in self.tasks or (bool(self.prefixes) and task.startswith(self.prefixes))

    def columns(self) -> list[Metric]:
        """The breakdown columns as metric entries, each with its metric's direction."""
        own = {m.name: m for m in (*self.metrics, *self.after)}
        order = [name for name in own if any(name in b.metrics for b in self.breakdowns)]
        pairs = (
            [(b, label, name) for b in self.breakdowns for label in b.labels for name in order if name in b.metrics]
            if self.by_label
            else [
                (b, label, name) for name in order for b in self.breakdowns if name in b.metrics for label in b.labels
            ]
        )
        return [
            Metric(f"{name}_{label}", b.aggregation or own[name].aggregation, own[name].higher_is_better)
            for b, label, name in pairs
        ]

    def doc_columns(self, doc: Mapping[str, Any]) -> dict[str, str]:
        """A document's own breakdown columns, each mapped to the metric it restricts, e.g.
        ``{"correct_level_3": "correct", ..., "correct_algebra": "correct"}`` (breakdown by breakdown).
        """
        out = {}
        for b in self.breakdowns:
            label = b.doc_label(doc)
            if label is not None:
                out.update({f"{name}_{label}": name for name in b.metrics})
        return out

    def run_dependent(self) -> bool:
        """Whether which metrics a run reports depends on its documents (per-document breakdown
        columns, metrics that need a field, a paired task's intervals).
        """
        return (
            self.kind == PAIRED
            or any(b.field is not None for b in self.breakdowns)
            or any(m.needs for m in (*self.metrics, *self.after))
        )

    def metric_list(self) -> list[Metric]:
        """The ``metric_list`` of its tasks, in order."""
        grid = [Metric(f"{curve}@{k}") for curve in ("pass", "maj") for k in self.k]
        return [*self.metrics, *grid, *self.columns(), *self.after]


@dataclass(frozen=True)
class OverlapText:
    """A dataset whose problems ``hardmath overlap`` can look for: its problem text field and its
    problem id (a field name or a function of the row).
    """

    dataset: str
    text_field: str
    problem_id: ProblemId

    def row_id(self, row: Mapping[str, Any]) -> str:
        return str(row[self.problem_id]) if isinstance(self.problem_id, str) else self.problem_id(row)


@dataclass(frozen=True)
class Declaration:
    """One benchmark, declared once.

    ``name``: its key in :data:`hardmath.benchmarks.BENCHMARKS`; ``title``: how tables name it;
    ``description``: one line for ``hardmath --help``; ``task_prefixes`` / ``tasks``: the lm-eval
    tasks it owns (by name prefix, or exact names); ``headline``: its tasks' headline metrics
    (first one a task logs is shown for it in the report's list of other tasks); ``shapes``:
    kind, metrics and breakdown columns by task (:class:`TaskShape`: the YAMLs' ``metric_list``
    and ``class:`` are generated from them);
    ``overlap``: datasets ``hardmath overlap`` can scan for; ``teacher_forced``: (TFA task,
    accuracy task) pairs for the TFA-vs-accuracy table; ``report``: the home's module with
    ``section(models, tokenizer)`` (None: no section); ``sources``: whether the home has
    ``sources.py`` with ``SOURCES`` (its datasets).
    """

    name: str
    title: str
    description: str
    task_prefixes: tuple[str, ...] = ()
    tasks: tuple[str, ...] = ()
    headline: tuple[str, ...] = ("correct",)
    shapes: tuple[TaskShape, ...] = ()
    overlap: tuple[OverlapText, ...] = ()
    teacher_forced: tuple[tuple[str, str], ...] = ()
    report: str | None = "report"
    sources: bool = True

    def owns(self, task: str) -> bool:
        """Whether ``task`` is one of this benchmark's lm-eval tasks."""
        return task in self.tasks or (bool(self.task_prefixes) and task.startswith(self.task_prefixes))

    def shape(self, task: str) -> TaskShape | None:
        """The first of its shapes that fits ``task`` (None: none does)."""
        return next((shape for shape in self.shapes if shape.fits(task)), None)

    def shape_listing(self, metrics: Sequence[str] | None) -> TaskShape | None:
        """The shape whose ``metric_list`` is ``metrics`` (None: none, or no metrics given)."""
        names = None if metrics is None else list(metrics)
        return next((s for s in self.shapes if names is not None and [m.name for m in s.metric_list()] == names), None)

    def listed_shape(self, task: str, metrics: Sequence[str] | None = None) -> TaskShape | None:
        """The shape whose ``metric_list`` the task has (``metrics``, e.g. as logged or configured:
        a task of one's own that includes one of ours keeps its shape), else the first one fitting
        its name (None: none).
        """
        return self.shape_listing(metrics) or self.shape(task)

    def kind(self, task: str, metrics: Sequence[str] | None = None) -> str:
        """The kind of its task ``task`` (:meth:`listed_shape`); :data:`GREEDY` when no shape fits."""
        shape = self.listed_shape(task, metrics)
        return GREEDY if shape is None else shape.kind

    def breakdown_columns(self, task: str) -> list[str]:
        """The breakdown columns declared for ``task`` (first fitting shape; [] when none fits)."""
        shape = self.shape(task)
        return [] if shape is None else [c.name for c in shape.columns()]

    def breakdown_labels(self) -> set[str]:
        """Every breakdown label it declares (to tell breakdown columns from plain metrics)."""
        return {label for shape in self.shapes for b in shape.breakdowns for label in b.labels}
