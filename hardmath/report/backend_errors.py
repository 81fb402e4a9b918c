"""Backend errors where a run's scores are read: replies the backend could not read (``n_backend_errors``).

A run with a few of them (under the task's ``max_backend_errors``) still finishes, each one scored
wrong and counted apart (issue 43). The report shows the count per model and task, with a warning
line beside the scores when it is above 0; ``hardmath compare`` refuses to pass a gate on such a run
unless ``--allow-backend-errors``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from hardmath.declaration import BACKEND_ERRORS
from hardmath.report.table import Table

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from hardmath.report.runs import ModelRun, TaskRun

METRIC = BACKEND_ERRORS.name


def count(run: TaskRun) -> int | None:
    """The task's backend errors: lm-eval's aggregate, else the sum over its logged samples; None
    when the run logs neither (a task or version that does not count them).
    """
    total = run.metric(METRIC)
    if total is None:
        values = [row[METRIC] for row in run.samples if isinstance(row.get(METRIC), (int, float))]
        if not values:
            return None
        total = float(sum(values))
    return round(total)


def warning(model: str, task: str, errors: int) -> str:
    """The one line that says a task's score includes backend errors."""
    return (
        f"WARNING: {model} / {task}: {errors} backend error(s): replies the backend could not read, "
        f"scored wrong; the score is not the model's alone"
    )


def warnings(models: Sequence[ModelRun], tasks: Iterable[str] | None = None) -> list[str]:
    """A :func:`warning` per (model, task) with backend errors above 0 (``tasks`` only, when given)."""
    wanted = None if tasks is None else set(tasks)
    out = []
    for m in models:
        for task, run in sorted(m.tasks.items()):
            errors = count(run) if wanted is None or task in wanted else None
            if errors:
                out.append(warning(m.name, task, errors))
    return out


def table(models: Sequence[ModelRun]) -> Table | None:
    """One row per (model, task) that counts backend errors, when some task has any (else None: a
    report of clean runs is unchanged).
    """
    t = Table(
        "backend_errors",
        "Backend errors (replies the backend could not read: scored wrong, counted apart)",
        ["model", "task", "backend errors", "logged documents"],
    )
    for m in models:
        for task, run in sorted(m.tasks.items()):
            errors = count(run)
            if errors is not None:
                t.rows.append([m.name, task, errors, len(run.samples) or None])
    return t if any(row[2] for row in t.rows) else None
