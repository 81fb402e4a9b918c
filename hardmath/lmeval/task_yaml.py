"""Task YAMLs read by hardmath itself (``hardmath tasks``, rescoring), never by lm-eval's private loaders.

A ``yaml.SafeLoader`` with one more tag, ``!function module.name`` (lm-eval's loose loader falls
back to PyYAML's full loader). In hardmath's own folders ``module`` is imported from the YAML's
home package (``hardmath.lm_eval_tasks.<home>``, or a ``HARDMATH_HOMES`` home's package); in any
other folder (a task of one's own that grades with ``hardmath_grade``) from ``<folder>/module.py``,
as lm-eval imports it. ``include:`` is merged as lm-eval (every supported release, 0.4.12+) merges
it: included files in order, each later one winning a key, the file's own keys last (the
teacher-forced tasks are the only ones of ours with several includes).
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from types import ModuleType


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


def _module_beside(folder: Path, module: str) -> ModuleType:
    """``<folder>/<module>.py``, imported by path (once per file), as lm-eval imports a YAML's hooks."""
    import importlib.util
    import sys

    path = (folder / f"{module.replace('.', '/')}.py").resolve()
    name = f"_hardmath_task_hooks.{abs(hash(str(path)))}.{module}"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None or not path.is_file():
        raise FileNotFoundError(f"{path}: no such hook module (named by a !function in {folder})")
    loaded = importlib.util.module_from_spec(spec)
    sys.modules[name] = loaded
    spec.loader.exec_module(loaded)
    return loaded


def _loader(package: str | None, folder: Path) -> type:
    import yaml

    class Loader(yaml.SafeLoader):
        """A safe loader whose ``!function module.name`` is ``name`` of ``<package>.<module>``, or of
        ``<folder>/<module>.py`` outside hardmath's folders.
        """

    def function(loader: Any, node: Any) -> Any:
        module, _, name = loader.construct_scalar(node).rpartition(".")
        found = importlib.import_module(f"{package}.{module}") if package else _module_beside(folder, module)
        return getattr(found, name)

    Loader.add_constructor("!function", function)
    return Loader


def read_task_yaml(path: str | Path) -> dict[str, Any]:
    """The task YAML at ``path`` (hardmath's or not) with its includes merged and its ``!function``
    hooks resolved; see the module docstring.
    """
    path = Path(path)
    loader = _loader(own_package(path.parent), path.parent)(path.read_text(encoding="utf-8"))  # safe: no Python tags
    try:
        raw = loader.get_single_data() or {}
    finally:
        loader.dispose()
    included = raw.pop("include", None)
    merged: dict[str, Any] = {}
    for name in [included] if isinstance(included, str) else included or []:
        merged.update(read_task_yaml(path.parent / name))
    return {**merged, **raw}


def read_own_task_yaml(path: str | Path) -> dict[str, Any] | None:
    """:func:`read_task_yaml` of a YAML in hardmath's task folders (None for any other); what it
    includes must be in them too.
    """
    path = Path(path)
    if own_package(path.parent) is None:
        return None
    config = read_task_yaml(path)
    for name in _includes(path):
        if own_package((path.parent / name).parent) is None:
            raise ValueError(f"{path}: includes {name}, which is not in hardmath's task folders")
    return config


def _includes(path: Path) -> list[str]:
    import yaml

    class Loader(yaml.SafeLoader):
        pass

    Loader.add_constructor("!function", lambda loader, node: None)
    raw = yaml.load(path.read_text(encoding="utf-8"), Loader=Loader) or {}  # noqa: S506 - a SafeLoader
    included = raw.get("include")
    return [included] if isinstance(included, str) else list(included or [])
