"""The one list of benchmarks: each name points to its home package ``lm_eval_tasks/<name>/``.

A home holds everything that knows its benchmark: ``declaration.py`` (``BENCHMARK``, a
:class:`hardmath.declaration.Declaration`: title, one-line description, its tasks, breakdown
columns, headline metrics, report section, overlap fields), ``sources.py`` (``SOURCES``: its
datasets), the task YAMLs with their run-time hooks (``utils.py``; ``aggregations.py`` with
``AGGREGATIONS`` for lm-eval when it has its own), the report-time modules that read logs only
(``analysis.py``, with ``SAMPLE_VALUES`` for ``hardmath compare``; ``report.py`` with
``section(models, tokenizer)``), optional ``COMMANDS`` (``hardmath`` sub-commands) in its
``__init__.py``, and a README. The data loader, the lm-eval registration and discovery, the
report builder, the regression gate, ``hardmath overlap`` and the CLI iterate
:func:`all_benchmarks`; nothing else names the benchmarks. Add one by adding a line to
``BENCHMARKS``.

A home outside this package (a benchmark of your own, or a test's toy one) is registered without
editing this file by naming its folder in ``HARDMATH_HOMES`` (``os.pathsep``-separated): the
folder's name is the benchmark's name and its import name (its parent goes on ``sys.path``).
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from types import ModuleType

    from hardmath.data import Source
    from hardmath.declaration import Declaration, TaskShape
    from hardmath.report.runs import ModelRun
    from hardmath.report.section import Section

BENCHMARKS: dict[str, str] = {  # name -> home package
    "harp": "hardmath.lm_eval_tasks.harp",
    "math_perturb": "hardmath.lm_eval_tasks.math_perturb",
    "putnam_axiom": "hardmath.lm_eval_tasks.putnam_axiom",
    "teacher_forcing": "hardmath.lm_eval_tasks.teacher_forcing",
}

HOMES_ENV = "HARDMATH_HOMES"


@dataclass(frozen=True)
class Benchmark:
    """One benchmark's home; each accessor imports only the module it needs."""

    name: str
    package: str

    def module(self, part: str) -> ModuleType:
        return importlib.import_module(f"{self.package}.{part}")

    def has(self, part: str) -> bool:
        """Whether the home has module ``part`` (without importing it)."""
        return importlib.util.find_spec(f"{self.package}.{part}") is not None

    @property
    def declaration(self) -> Declaration:
        """Its :class:`~hardmath.declaration.Declaration` (``declaration.BENCHMARK``)."""
        return self.module("declaration").BENCHMARK

    def folder(self) -> Path:
        """The home's folder (task YAMLs included)."""
        spec = importlib.util.find_spec(self.package)
        if spec is None or not spec.submodule_search_locations:
            raise ModuleNotFoundError(f"benchmark {self.name}: no package {self.package}")
        return Path(list(spec.submodule_search_locations)[0]).resolve()

    def commands(self) -> dict[str, tuple[str, str]]:
        """Its ``hardmath`` sub-commands (``COMMANDS`` of the home package; most have none)."""
        return dict(getattr(importlib.import_module(self.package), "COMMANDS", {}))

    def sources(self) -> list[Source]:
        """The datasets this benchmark reads (``sources.SOURCES``; none when it declares none)."""
        return list(self.module("sources").SOURCES) if self.declaration.sources else []

    def aggregations(self) -> dict[str, Callable[[list], Any]]:
        """lm-eval aggregations of its own (``aggregations.AGGREGATIONS``, a run-time module; most
        have none).
        """
        if not self.has("aggregations"):
            return {}
        return dict(self.module("aggregations").AGGREGATIONS)

    def sample_values(self) -> dict[str, Callable[[Any], float | None]]:
        """Metric -> number of one logged per-sample value that is not a plain number
        (``analysis.SAMPLE_VALUES``), for the sample-by-sample regression gate.
        """
        if not self.has("analysis"):
            return {}
        return dict(getattr(self.module("analysis"), "SAMPLE_VALUES", {}))

    def section(self, models: Sequence[ModelRun], tokenizer: str | None = None) -> Section | None:
        """Its report section for ``models`` (empty when none of its tasks was run; None when it
        declares no section).
        """
        report = self.declaration.report
        return None if report is None else self.module(report).section(models, tokenizer)


def _extra_homes() -> dict[str, str]:
    """Homes named by ``HARDMATH_HOMES`` (their parent folders are put on ``sys.path``)."""
    found = {}
    for entry in filter(None, os.environ.get(HOMES_ENV, "").split(os.pathsep)):
        folder = Path(entry).resolve()
        if not (folder / "__init__.py").is_file():
            raise ValueError(f"{HOMES_ENV}: {entry} is not a benchmark home (no __init__.py)")
        if str(folder.parent) not in sys.path:
            sys.path.append(str(folder.parent))
        found[folder.name] = folder.name
    return found


def all_benchmarks() -> list[Benchmark]:
    """Every benchmark, in report order (those of ``HARDMATH_HOMES`` last)."""
    return [Benchmark(name, package) for name, package in {**BENCHMARKS, **_extra_homes()}.items()]


def owner_of(task: str) -> Benchmark | None:
    """The benchmark whose declaration owns lm-eval task ``task``: one naming it exactly first,
    else one whose task prefix it has (None: not hardmath's).
    """
    benches = all_benchmarks()
    for bench in benches:
        if task in bench.declaration.tasks:
            return bench
    return next((b for b in benches if b.declaration.owns(task)), None)


def _listed_metrics(config: Mapping[str, Any] | None) -> list[str] | None:
    """The metric names of a task config's ``metric_list`` (None: it has none)."""
    listed = (config or {}).get("metric_list")
    return [m.get("metric") for m in listed if isinstance(m, Mapping)] if isinstance(listed, list) else None


def task_kind(task: str, config: Mapping[str, Any] | None = None) -> str | None:
    """The kind (:data:`hardmath.declaration.KINDS`) that its owner's declaration gives ``task``,
    with its logged ``config`` when known (its ``metric_list`` names the declared shape it came
    from); None: not hardmath's. The report asks this, never the task's name.
    """
    owner = owner_of(task)
    return None if owner is None else owner.declaration.kind(task, _listed_metrics(config))


def task_shape(task: str, config: Mapping[str, Any] | None = None) -> TaskShape | None:
    """The :class:`~hardmath.declaration.TaskShape` declared for ``task`` (its ``config``'s
    ``metric_list`` names the shape it came from, so a task of one's own that includes one of
    ours gets that shape; else its owner's first shape fitting its name); None: none is.
    """
    metrics = _listed_metrics(config)
    owner = owner_of(task)
    if owner is not None:
        return owner.declaration.listed_shape(task, metrics)
    return next((s for s in (b.declaration.shape_listing(metrics) for b in all_benchmarks()) if s), None)


def extra_task_folders(ours: Path) -> list[Path]:
    """Task folders of the homes of ``HARDMATH_HOMES`` that lie outside ``ours`` (hardmath's own
    task folder, which holds every home of :data:`BENCHMARKS`).
    """
    out = []
    for name in _extra_homes():
        folder = Benchmark(name, name).folder()
        if ours != folder and ours not in folder.parents:
            out.append(folder)
    return out
