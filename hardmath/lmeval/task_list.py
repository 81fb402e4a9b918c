"""hardmath's tasks, groups and tags as lm-eval indexes them: one line each for ``hardmath tasks``.

Read from the task YAMLs through lm-eval's own loader (:mod:`hardmath.lmeval.compat`), so the
list is what ``lm_eval --tasks`` accepts; documents are counted through each task's own
``custom_dataset`` hook, the way lm-eval loads them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

_LEVEL = re.compile(r"^(?P<stem>.+_level_)(?P<n>\d+)$")


@dataclass(frozen=True)
class TaskLine:
    """One task, group or tag: ``docs`` is a count, ``N x R`` with repeats, or "" (not counted)."""

    kind: str
    name: str
    docs: str
    metrics: str


def compact_metrics(names: list[str]) -> str:
    """Metric names in order, each ``X_level_1 ... X_level_6`` run written ``X_level_1..6``."""
    out: list[str] = []
    levels: dict[str, list[int]] = {}
    for name in names:
        match = _LEVEL.match(name)
        if match is None:
            out.append(name)
            continue
        stem = match["stem"]
        if stem not in levels:
            levels[stem] = []
            out.append(stem)  # placeholder, filled below
        levels[stem].append(int(match["n"]))
    return ", ".join(f"{n}{min(levels[n])}..{max(levels[n])}" if n in levels else n for n in out)


def _own_configs() -> dict[str, dict[str, Any]]:
    """Name -> config of every task and group in hardmath's task folder (YAML order by name)."""
    from hardmath.lmeval.compat import task_yaml_path
    from hardmath.lmeval.task_configs import own_task_index
    from hardmath.lmeval.task_yaml import read_own_task_yaml

    configs = {}
    for name, entry in sorted(own_task_index().items()):
        path = task_yaml_path(entry)
        config = read_own_task_yaml(path) if path is not None else None
        if config is not None:
            configs[name] = config
    return configs


def count_docs(config: dict[str, Any], data_dir: str | None) -> str:
    """The task's test documents (as ``N`` or ``N x repeats``), through its ``custom_dataset``."""
    import datasets

    datasets.disable_progress_bars()
    hook = config.get("custom_dataset")
    if not callable(hook):
        return ""
    metadata = {**(config.get("metadata") or {}), **({"data_dir": data_dir} if data_dir else {})}
    split = hook(**metadata, **(config.get("dataset_kwargs") or {}))[config.get("test_split", "test")]
    process = config.get("process_docs")
    n = len(process(split) if callable(process) else split)
    repeats = int(config.get("repeats") or 1)
    return f"{n} x {repeats}" if repeats > 1 else str(n)


def task_lines(data_dir: str | None = None, count: bool = False, notes: list[str] | None = None) -> list[TaskLine]:
    """Every task, then every group and tag, of hardmath's task folder. With ``count``, each
    task's documents are counted (needs its data: a local folder or the pinned download);
    a task whose data cannot be loaded shows "?" and the reason in ``notes``.
    """
    from hardmath.data import DataError

    configs = _own_configs()
    lines, tags = [], {}
    for name, cfg in configs.items():
        if "group" in cfg:
            continue
        for tag in [cfg["tag"]] if isinstance(cfg.get("tag"), str) else cfg.get("tag") or []:
            tags.setdefault(tag, []).append(name)
        docs = ""
        if count:
            try:
                docs = count_docs(cfg, data_dir)
            except DataError as err:
                docs = "?"
                if notes is not None:
                    notes.append(f"{name}: documents not counted: {err}")
        metrics = compact_metrics([m["metric"] for m in cfg.get("metric_list") or [] if "metric" in m])
        lines.append(TaskLine("task", name, docs, metrics))
    for cfg in configs.values():
        if "group" in cfg:
            members = cfg.get("task") or []
            lines.append(
                TaskLine(
                    "group",
                    cfg["group"],
                    "",
                    "of " + ", ".join(m if isinstance(m, str) else str(m.get("task")) for m in members),
                )
            )
    for tag, members in sorted(tags.items()):
        lines.append(TaskLine("tag", tag, "", "of " + ", ".join(members)))
    return lines
