"""What rescoring needs from lm-eval: task configs with their hooks, filters, aggregations,
stderr and group pooling, exactly as a fresh lm-eval run would use them.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping, Sequence


@lru_cache(maxsize=8)
def _task_index(include_path: str | None, defaults: bool) -> dict[str, Any]:
    from lm_eval.tasks import TaskManager

    from hardmath.lm_eval_tasks import TASKS_DIR
    from hardmath.lmeval.compat import task_index
    from hardmath.lmeval.registration import register

    register()
    if defaults:  # every task lm-eval knows (hardmath's through the autoload hook)
        return dict(task_index(TaskManager(include_path=include_path)))
    from hardmath.benchmarks import extra_task_folders

    paths = [TASKS_DIR, *map(str, extra_task_folders(Path(TASKS_DIR).resolve()))] + (
        [include_path] if include_path else []
    )
    return dict(task_index(TaskManager(include_path=paths, include_defaults=False)))


def own_task_index() -> dict[str, Any]:
    """lm-eval's ``TaskManager.task_index`` of hardmath's task folder alone (tasks, groups, tags)."""
    return _task_index(None, False)


def task_config(task: str, include_path: str | None = None) -> dict[str, Any] | None:
    """The task's YAML config with ``!function`` hooks resolved (None for an unknown task), read by
    :func:`hardmath.lmeval.task_yaml.read_task_yaml` (never by lm-eval's private loader).
    hardmath's own tasks (and ``include_path``'s) are looked up first: indexing all of
    lm-eval's task folders takes 10-40 s.
    """
    from hardmath.lmeval.compat import task_yaml_path
    from hardmath.lmeval.task_yaml import read_task_yaml

    entry = _task_index(include_path, False).get(task) or _task_index(include_path, True).get(task)
    path = task_yaml_path(entry) if entry is not None else None
    if not path:
        return None
    return read_task_yaml(path)  # our own safe loader, for hardmath's tasks and one's own alike


def aggregation(agg: Any) -> Callable[[list], Any] | None:
    """A metric_list entry's aggregation (a function or a registered name; default ``mean``)."""
    if callable(agg):
        return agg
    from lm_eval.api.registry import get_aggregation

    try:
        return get_aggregation(str(agg or "mean"))
    except Exception:
        return None


def stderr(agg: Callable, items: list, bootstrap_iters: int) -> Any:
    """The stderr lm-eval would log: its ``stderr_for_metric`` (closed form for ``mean``, a
    bootstrap for the metrics it knows), "N/A" for other aggregations or a single item.
    """
    from lm_eval.api.metrics import stderr_for_metric

    fn = stderr_for_metric(metric=agg, bootstrap_iters=bootstrap_iters)
    return fn(items) if fn is not None and len(items) > 1 else "N/A"


def apply_filters(chain: Sequence[Mapping[str, Any]], resps: list, doc: dict) -> list:
    """One document's responses through a logged filter chain (``[{"function": name, ...}]``)."""
    from lm_eval.api.registry import get_filter

    out = resps
    for spec in chain:
        kwargs = {k: v for k, v in spec.items() if k != "function"}
        out = get_filter(spec["function"])(**kwargs).apply(out, [doc] * len(out))
    return [list(x) if isinstance(x, (list, tuple)) else x for x in out]


def group_mean(values: list[float], sizes: list[int]) -> float:
    """A group's metric as lm-eval computes it with ``weight_by_size``."""
    from lm_eval.api.metrics import aggregate_subtask_metrics

    return aggregate_subtask_metrics(values, sizes, True)


def pooled_stderr(stderrs: list[float], sizes: list[int]) -> float:
    """A group's stderr as lm-eval pools its subtasks'."""
    from lm_eval.api.metrics import pooled_sample_stderr

    return float(pooled_sample_stderr(stderrs, sizes))


def to_json(obj: Any) -> str:
    """One logged sample as lm-eval writes it (its handling of non-JSON values)."""
    from lm_eval.utils import handle_non_serializable

    return json.dumps(obj, default=handle_non_serializable, ensure_ascii=False)
