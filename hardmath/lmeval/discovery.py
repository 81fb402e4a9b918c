"""Deleted by an upstream change: entry-point discovery of task folders (``lm_eval.tasks`` entry
points, PR #4015; draft: docs/upstream/), with ``hardmath._autoload``. Until then, this patches ``TaskManager``.

Task discovery: make lm-eval's default ``TaskManager`` scan hardmath's task folder.

lm-eval (0.4.12 to 0.4.13) scans only its own task folder unless given ``include_path`` and has no
entry-point discovery for tasks yet (upstream PR #4015). :func:`patch_task_manager` wraps
``TaskManager.__init__`` so the default scan also covers our folder (first, so a user's own
``--include_path`` still overrides it). That is all it does: building a ``TaskManager`` imports
nothing else of hardmath and changes nothing of lm-eval; hardmath's filters, metrics and backend
wrappers arrive only when one of its tasks is loaded (its ``utils.py`` calls
:func:`hardmath.lmeval.register`; its task class installs the rest). The ``hardmath._autoload``
import hook calls :func:`patch_task_manager` when lm-eval imports its task manager.
"""

from __future__ import annotations

import functools
import importlib.util
import logging
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from types import ModuleType


def tasks_dir() -> Path:
    """The installed folder of task YAMLs (editable, regular install or source checkout)."""
    spec = importlib.util.find_spec("hardmath.lm_eval_tasks")
    if spec is not None and spec.submodule_search_locations:
        return Path(list(spec.submodule_search_locations)[0]).resolve()
    return Path(__file__).resolve().parents[2] / "lm_eval_tasks"


def with_our_tasks(include_path: Any) -> list:
    """``include_path`` (None, a path or a list) with our tasks folder first, never twice, then the
    folders of homes registered outside it (``HARDMATH_HOMES``, :mod:`hardmath.benchmarks`).
    """
    ours = tasks_dir()
    given = (
        []
        if include_path is None
        else (list(include_path) if isinstance(include_path, (list, tuple)) else [include_path])
    )
    have = {Path(p).resolve() for p in given}
    extra = []
    if os.environ.get("HARDMATH_HOMES"):  # only then: building a TaskManager loads nothing else of ours
        from hardmath.benchmarks import extra_task_folders

        extra = [f for f in extra_task_folders(ours) if f not in have]
    if ours in have:
        return [*given, *extra]
    return [ours, *given, *extra]


def warn_missing_data_dir() -> None:
    """Say at task indexing, before any model loads, that ``HARDMATH_DATA_DIR`` names no folder
    (hardmath's own setting: a stat, and one warning line; other tasks are untouched).
    """
    folder = os.environ.get("HARDMATH_DATA_DIR")
    if not folder or Path(folder).expanduser().is_dir():
        return  # nothing to say, and nothing imported (a TaskManager loads only discovery)
    from hardmath.data import data_dir, missing_folder

    problem = missing_folder(data_dir())
    if problem is not None:
        logging.getLogger("hardmath").warning("HARDMATH_DATA_DIR: %s; hardmath's tasks cannot load their data", problem)


def patch_task_manager(module: ModuleType) -> None:
    """Wrap ``module.TaskManager.__init__`` to add our tasks folder to the default scan (idempotent;
    nothing when ``module`` does not define ``TaskManager`` in this lm-eval release).
    """
    from hardmath.lmeval.compat import has_task_manager

    if not has_task_manager(module):
        return
    cls = module.TaskManager
    if getattr(cls.__init__, "_hardmath", False):
        return
    original = cls.__init__

    @functools.wraps(original)
    def __init__(self: Any, *args: Any, **kw: Any) -> None:
        bound = _bind(original, self, args, kw)
        warn_missing_data_dir()
        if bound.arguments.get("include_defaults", True):
            bound.arguments["include_path"] = with_our_tasks(bound.arguments.get("include_path"))
        original(*bound.args, **bound.kwargs)

    __init__._hardmath = True  # type: ignore[attr-defined]
    cls.__init__ = __init__


def _bind(fn: Any, self: Any, args: tuple, kw: dict) -> Any:
    """``fn``'s arguments bound by name (so we need no copy of lm-eval's signature)."""
    import inspect

    bound = inspect.signature(fn).bind(self, *args, **kw)
    bound.apply_defaults()
    return bound
