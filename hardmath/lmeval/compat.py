"""The one place that knows how lm-eval's internals differ between the supported releases.

Supported: lm-eval >= 0.4.12, < 0.5 (CI runs the oldest, 0.4.12, and the newest, 0.4.13; 0.4.9.x to
0.4.11 were dropped in issue 42, docs/guest.md). What moves, and is answered here:

* from 0.5.0.dev1 the metric registry hands out a ``Metric`` wrapping the registered function
  (:func:`registered`);
* ``TaskManager``'s index is ``task_index`` up to 0.4.13 and ``_task_index`` in 0.5.0.dev1;
* 0.5.0.dev1's ``ConfigurableTask`` is the abstract ``Task`` (:func:`task_base`), and it bootstraps the
  standard error of every aggregation but ``mean`` (:func:`aggregate_without_own_bootstrap`).

lm-eval 0.5.0.dev1 is not supported (what still breaks: docs/install.md); the shims above for it are
the cheap ones.

Module level imports nothing (not even ``typing``): the start-up hook (``hardmath._autoload``)
reads :data:`TASK_MANAGER_MODULE` at every interpreter start.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Collection
    from typing import Any

SUPPORTED = ">=0.4.12,<0.5"
OLDEST = "0.4.12"
# The module that defines TaskManager (``lm_eval.tasks`` imports it from there).
TASK_MANAGER_MODULE = "lm_eval.tasks.manager"
_REGISTRIES = ("filter", "metric", "aggregation")


def version_tuple(text: str) -> tuple[int, ...]:
    """The release numbers of a version: ``"0.4.9.1"`` -> ``(0, 4, 9, 1)``, ``"0.4.13.dev0"`` -> ``(0, 4, 13)``."""
    import re

    match = re.match(r"\d+(?:\.\d+)*", text.strip())
    if match is None:
        raise ValueError(f"not a version: {text!r}")
    return tuple(int(p) for p in match.group().split("."))


def lm_eval_version() -> str:
    """The installed lm-eval release (``importlib.metadata``; lm-eval itself is not imported)."""
    from importlib import metadata

    return metadata.version("lm_eval")


def has_task_manager(module: Any) -> bool:
    """Whether ``module`` (:data:`TASK_MANAGER_MODULE`, just loaded) defines ``TaskManager``."""
    return isinstance(getattr(module, "TaskManager", None), type)


def lm_eval_registry(kind: str) -> Any:
    """lm-eval's ``kind`` registry (``filter``, ``metric``, ``aggregation``): supports ``in`` and ``.get``."""
    from lm_eval.api import registry

    if kind not in _REGISTRIES:
        raise KeyError(f"no lm-eval registry of kind {kind!r} (one of {', '.join(_REGISTRIES)})")
    return getattr(registry, f"{kind}_registry")


def registered(kind: str, name: str) -> Any:
    """What lm-eval's ``kind`` registry holds under ``name``, as it was registered: 0.5.0.dev1's
    metric registry wraps a registered function in a ``Metric`` (its ``fn``), which is unwrapped.
    """
    found = lm_eval_registry(kind).get(name)
    if kind == "metric" and not callable(found) and callable(getattr(found, "fn", None)):
        return found.fn
    return found


def task_index(manager: Any) -> dict[str, Any]:
    """A ``TaskManager``'s index of tasks, groups and tags by name (``task_index``; ``_task_index``
    in 0.5.0.dev1).
    """
    index = getattr(manager, "task_index", None)
    return index if index is not None else manager._task_index


def task_yaml_path(entry: Any) -> str | None:
    """The YAML file of a ``TaskManager.task_index`` entry (None for a Python-only task)."""
    path = getattr(entry, "yaml_path", None)
    return str(path) if path is not None else None


def load_task_yaml(path: str) -> dict[str, Any]:
    """A task YAML with ``include:`` merged and ``!function`` hooks resolved, as lm-eval reads it: the
    reference the tests hold hardmath's own reader (:mod:`hardmath.lmeval.task_yaml`) to. hardmath's
    code never calls it (issue 42: touch point 14 removed).
    """
    from lm_eval.tasks._yaml_loader import load_yaml

    return load_yaml(path)


def task_base(own_aggregations: Callable[[], Collection[Any]]) -> type:
    """The lm-eval class that hardmath's task class (``tasks.HardmathTask``) derives from.

    Up to 0.4.13, ``ConfigurableTask``. In 0.5.0.dev1 ``ConfigurableTask`` is an alias of the abstract
    ``Task`` and a YAML ``class:`` is built as it is, so the requests of an output type come from its
    subclass: every hardmath task is ``generate_until`` (teacher forcing builds its own requests), so
    ``GenerateTask``, with :func:`aggregate_without_own_bootstrap` as its ``aggregate`` (hardmath's
    aggregation functions: ``own_aggregations()``, asked when a task aggregates).
    """
    from lm_eval.api import task as api

    generate = getattr(api, "GenerateTask", None)
    if generate is None:  # up to 0.4.13
        return api.ConfigurableTask

    class HardmathGenerateTask(generate):
        """lm-eval 0.5's ``GenerateTask``; hardmath's aggregations are not bootstrapped."""

        def aggregate(self, bootstrap_iters: int | None = 100000) -> tuple[dict[str, Any], int]:
            return aggregate_without_own_bootstrap(self, bootstrap_iters, own_aggregations())

    return HardmathGenerateTask


def aggregate_without_own_bootstrap(
    task: Any, bootstrap_iters: int | None, own_aggregations: Collection[Any]
) -> tuple[dict[str, Any], int]:
    """0.5.0.dev1's ``Task.aggregate``, except that a metric aggregated by one of ``own_aggregations``
    (hardmath's aggregation functions) gets no bootstrapped standard error: ``"N/A"``, as lm-eval
    0.4.x gives it.

    0.5's ``stderr_for_metric`` bootstraps every aggregation but ``mean`` (0.4.x a fixed list of
    lm-eval's own), ``bootstrap_iters`` times (100000 from the CLI). Ours return None for a resample
    without a value (a breakdown column, ``max_length`` on a backend that cannot tell), which ends the
    run in the bootstrap's ``mean`` (``int + NoneType``), and a bootstrap of an interval bound or a
    paired drop means nothing. Metrics under lm-eval's own aggregations keep lm-eval's standard error.
    Every scorer's keys keep lm-eval's order.
    """
    own = set(own_aggregations)
    by_metric = task.aggregation()
    out: dict[str, Any] = {}
    size = 0
    for scorer in task.scorers:
        docs = scorer.reduced_docs
        result, count = scorer.aggregate(docs, bootstrap_iters=0)  # every value; every stderr "N/A"
        theirs = {doc: {m: v for m, v in row.items() if by_metric.get(m) not in own} for doc, row in docs.items()}
        if bootstrap_iters and any(theirs.values()):
            result.update(scorer.aggregate(theirs, bootstrap_iters=bootstrap_iters)[0])
        out.update(result)
        size = max(size, count)
    return out, size


def gen_prefix(task: Any, doc: dict) -> str | None:
    """The task's ``gen_prefix`` for ``doc``, as lm-eval passes it to ``fewshot_context``
    (``doc_to_prefix``; 0.5.0.dev1 resolves ``config.gen_prefix`` itself).
    """
    resolve = getattr(task, "doc_to_prefix", None)
    if resolve is not None:
        return resolve(doc)
    return task._resolve_field(doc, task.config.gen_prefix)
