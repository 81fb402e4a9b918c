"""Deleted by an upstream change: entry-point discovery of task folders (``lm_eval.tasks`` entry
points, PR #4015; draft: docs/upstream/), with :mod:`hardmath.lmeval.discovery`. Until then, this
module adds an import hook to ``sys.meta_path`` at interpreter start.

Make today's lm-eval see hardmath's tasks with no ``--include_path``.

lm-eval (0.4.12 to 0.4.13) scans only its own task folder unless given ``include_path``;
it has no entry-point discovery for tasks yet. The ``hardmath-lm-eval.pth`` file installed next to
the package imports this module at interpreter start. It costs almost nothing: it only adds an
import hook that waits for the module defining ``TaskManager``
(``hardmath.lmeval.compat.TASK_MANAGER_MODULE``) and then hands it to the lm-eval seam
(:func:`hardmath.lmeval.discovery.patch_task_manager`), which makes the default scan cover our tasks
folder. Nothing is registered here: filters, metrics and aggregations are registered when a hardmath
task's ``utils.py`` is imported (:mod:`hardmath.lmeval.registration`).

Switch it off with ``HARDMATH_AUTOLOAD=0``; ``--include_path`` still works then.
"""

from __future__ import annotations

import os
import sys

from hardmath.lmeval.compat import TASK_MANAGER_MODULE

TYPE_CHECKING = False  # no ``typing`` import: this module is imported at every interpreter start
if TYPE_CHECKING:
    from importlib.abc import Loader
    from importlib.machinery import ModuleSpec
    from types import ModuleType
    from typing import Any


def enabled() -> bool:
    """False when the user set HARDMATH_AUTOLOAD to 0/false/no/off."""
    return os.environ.get("HARDMATH_AUTOLOAD", "1").strip().lower() not in {"0", "false", "no", "off"}


def _patch(module: ModuleType) -> None:
    from hardmath.lmeval.discovery import patch_task_manager

    patch_task_manager(module)


class _Loader:
    """Runs the real loader, then patches the module (duck-typed: no importlib.abc import)."""

    def __init__(self, inner: Loader) -> None:
        self.inner = inner

    def create_module(self, spec: ModuleSpec) -> ModuleType | None:
        return self.inner.create_module(spec)

    def exec_module(self, module: ModuleType) -> None:
        self.inner.exec_module(module)
        _patch(module)

    def __getattr__(self, name: str) -> Any:  # is_package, get_resource_reader, ...: the real loader's
        return getattr(self.inner, name)


class _Finder:
    """A meta-path finder that only answers for the module that defines lm-eval's TaskManager."""

    def find_spec(self, fullname: str, path: Any, target: Any = None) -> ModuleSpec | None:
        if fullname != TASK_MANAGER_MODULE:
            return None
        import importlib.util

        sys.meta_path.remove(self)
        try:
            spec = importlib.util.find_spec(fullname)
        finally:
            sys.meta_path.insert(0, self)
        if spec is None or spec.loader is None:
            return None
        spec.loader = _Loader(spec.loader)
        return spec


def install() -> None:
    """Install the import hook (idempotent); patch at once if lm-eval is already imported."""
    if not enabled():
        return
    loaded = sys.modules.get(TASK_MANAGER_MODULE)
    if loaded is not None:
        _patch(loaded)
    elif not any(isinstance(f, _Finder) for f in sys.meta_path):
        sys.meta_path.insert(0, _Finder())


install()
