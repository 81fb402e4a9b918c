"""hardmath's own task YAMLs, read by hardmath itself (``hardmath tasks``, rescoring a hardmath task).

These are our files, so they need neither lm-eval's private YAML loaders nor its loose one (which
falls back to PyYAML's full loader): a ``yaml.SafeLoader`` with one more tag, ``!function
module.name``, resolved by importing ``module`` from the YAML's own home package
(``hardmath.lm_eval_tasks.<home>``, or a ``HARDMATH_HOMES`` home's package). ``include:`` is merged
as lm-eval 0.4.12+ merges it: included files in order, each later one winning a key, the file's
own keys last (the teacher-forced tasks, the only ones with several includes, need 0.4.12+).
A YAML outside hardmath's folders is not ours: :func:`read_own_task_yaml` returns None and the
caller asks lm-eval (:func:`hardmath.lmeval.compat.load_task_yaml`).
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any


def own_roots() -> dict[Path, str]:
    """Hardmath's task folders (its own and those of ``HARDMATH_HOMES``) -> their import names."""
    from hardmath.benchmarks import extra_task_folders
    from hardmath.lm_eval_tasks import TASKS_DIR

    ours = Path(TASKS_DIR).resolve()
    return {ours: "hardmath.lm_eval_tasks", **{f.resolve(): f.name for f in extra_task_folders(ours)}}


def own_package(folder: Path) -> str | None:
    """The import name of ``folder`` when it lies in one of hardmath's task folders (None: not ours)."""
    folder = folder.resolve()
    for root, package in own_roots().items():
        if folder == root or root in folder.parents:
            return ".".join((package, *folder.relative_to(root).parts))
    return None


def _loader(package: str) -> type:
    import yaml

    class Loader(yaml.SafeLoader):
        """A safe loader whose ``!function module.name`` is ``name`` of ``<package>.<module>``."""

    def function(loader: Any, node: Any) -> Any:
        module, _, name = loader.construct_scalar(node).rpartition(".")
        return getattr(importlib.import_module(f"{package}.{module}"), name)

    Loader.add_constructor("!function", function)
    return Loader


def read_own_task_yaml(path: str | Path) -> dict[str, Any] | None:
    """The task YAML at ``path`` with its includes merged and its ``!function`` hooks resolved, when
    it is one of hardmath's (None: it is not; see the module docstring).
    """
    path = Path(path)
    package = own_package(path.parent)
    if package is None:
        return None
    loader = _loader(package)(path.read_text(encoding="utf-8"))  # a SafeLoader: no Python tags
    try:
        raw = loader.get_single_data() or {}
    finally:
        loader.dispose()
    included = raw.pop("include", None)
    merged: dict[str, Any] = {}
    for name in [included] if isinstance(included, str) else included or []:
        base = read_own_task_yaml(path.parent / name)
        if base is None:
            raise ValueError(f"{path}: includes {name}, which is not in hardmath's task folders")
        merged.update(base)
    return {**merged, **raw}
