"""Task discovery: make lm-eval's default ``TaskManager`` scan hardmath's task folder.

lm-eval (0.4.9.1 to 0.4.13) scans only its own task folder unless given ``include_path`` and has no
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
        from hardmath.lmeval.compat import remember_task_manager_metadata

        bound = _bind(original, self, args, kw)
        remember_task_manager_metadata(bound.arguments.get("metadata"))
        if bound.arguments.get("include_defaults", True):
            bound.arguments["include_path"] = with_our_tasks(bound.arguments.get("include_path"))
        original(*bound.args, **bound.kwargs)

    __init__._hardmath = True  # type: ignore[attr-defined]
    cls.__init__ = __init__
    from hardmath.lmeval.compat import index_folder_through

    index_folder_through(module, tasks_dir(), cached_index)


# ------------------------------------------------------------------ the index of our folder, cached
# Parsing our task YAMLs (and the files they include) is most of what discovery costs every lm_eval
# run; the index lm-eval builds from them changes only when a YAML or lm-eval changes. The cache is
# JSON, decoded into plain values and lm-eval's own index types only (no format that runs code: a file planted
# in a shared cache folder must not run code); anything else in it is ignored and rebuilt.
_INDEX_TEXTS: dict[str, str] = {}
INDEX_FORMAT = 1


def _index_key(folder: Path) -> str:
    """Names every input of the index: lm-eval's release, the folder, each YAML's size and mtime."""
    import hashlib

    from hardmath.lmeval.compat import lm_eval_version

    h = hashlib.sha256(f"{INDEX_FORMAT}|{lm_eval_version()}|{folder}".encode())
    for path in sorted(folder.rglob("*.yaml")):
        st = path.stat()
        h.update(f"|{path.relative_to(folder)}:{st.st_size}:{st.st_mtime_ns}".encode())
    return h.hexdigest()[:32]


def encode_index(value: Any, types: dict[str, type]) -> Any:
    """``value`` as JSON data: plain values as they are, lists, str-keyed dicts, tuples, sets,
    paths and the index types ``types`` (lm-eval's dataclasses and enums) tagged; anything else
    is a TypeError (then nothing is cached).
    """
    import dataclasses
    import enum

    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, list):
        return [encode_index(v, types) for v in value]
    if isinstance(value, dict) and all(isinstance(k, str) for k in value):
        return {"$dict": {k: encode_index(v, types) for k, v in value.items()}}
    if isinstance(value, (tuple, set, frozenset)):
        items = sorted(value, key=repr) if isinstance(value, (set, frozenset)) else value
        return {f"${type(value).__name__}": [encode_index(v, types) for v in items]}
    if isinstance(value, Path):
        return {"$path": str(value)}
    name = type(value).__name__
    if types.get(name) is type(value) and isinstance(value, enum.Enum):
        return {"$enum": name, "v": value.name}
    if types.get(name) is type(value) and dataclasses.is_dataclass(value):
        return {
            "$dc": name,
            "v": {f.name: encode_index(getattr(value, f.name), types) for f in dataclasses.fields(value)},
        }
    raise TypeError(f"cannot cache a {type(value).__qualname__} in the task index")


def decode_index(data: Any, types: dict[str, type], folder: Path) -> Any:
    """The value :func:`encode_index` encoded; a shape it never writes, or a path (a ``Path`` or an
    absolute path in a string: ``yaml_path``, an unresolved ``!function``) outside ``folder``, is a
    ValueError: a planted cache must not point lm-eval at files of its own.
    """
    import enum

    if isinstance(data, str) and data.startswith(os.sep):
        return _inside(data, folder)
    if data is None or isinstance(data, (bool, int, float, str)):
        return data
    if isinstance(data, list):
        return [decode_index(v, types, folder) for v in data]
    if not isinstance(data, dict) or len(data) not in (1, 2):
        raise ValueError("not a task-index cache")
    tag, body = next(iter(data.items()))
    if tag == "$dict" and isinstance(body, dict):
        return {k: decode_index(v, types, folder) for k, v in body.items()}
    if tag in ("$tuple", "$set", "$frozenset") and isinstance(body, list):
        return {"$tuple": tuple, "$set": set, "$frozenset": frozenset}[tag](
            decode_index(v, types, folder) for v in body
        )
    if tag == "$path" and isinstance(body, str):
        return Path(_inside(body, folder))
    kind = types.get(body) if isinstance(body, str) else None
    if tag == "$enum" and isinstance(kind, type) and issubclass(kind, enum.Enum):
        return kind[str(data.get("v"))]
    if tag == "$dc" and kind is not None and isinstance(data.get("v"), dict):
        return kind(**decode_index({"$dict": data["v"]}, types, folder))
    raise ValueError(f"not a task-index cache (unknown entry {tag!r})")


def _inside(path: str, folder: Path) -> str:
    if not Path(path).resolve().is_relative_to(folder):
        raise ValueError(f"task-index cache names {path}, outside {folder}")
    return path


def cached_index(build: Any) -> Any:
    """``build()`` (lm-eval indexing our folder), from memory or the disk cache when its inputs are
    unchanged; every call returns fresh objects (lm-eval may change its entries). A cache that cannot
    be read, decoded or written is rebuilt or skipped, never an error.
    """
    import json

    from hardmath.cache import cache_dir, write_atomically
    from hardmath.lmeval.compat import index_types

    folder = tasks_dir()
    try:
        key = _index_key(folder)
    except OSError:
        return build()
    types = index_types()
    path = cache_dir() / "lm-eval-index" / f"{key}.json"
    text = _INDEX_TEXTS.get(key)
    if text is None:
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            text = None
    if text is not None:
        try:
            value = decode_index(json.loads(text), types, folder)
        except (ValueError, TypeError, KeyError, RecursionError):  # corrupt, partial or foreign: rebuild
            _INDEX_TEXTS.pop(key, None)
        else:
            _INDEX_TEXTS[key] = text
            return value
    value = build()
    try:
        text = json.dumps(encode_index(value, types))
    except (TypeError, ValueError, RecursionError):  # a value the cache does not know: no cache, same index
        return value
    _INDEX_TEXTS[key] = text
    try:
        write_atomically(path, text.encode("utf-8"))
    except OSError:  # a read-only or full cache folder: no cache on disk
        pass
    return value


def _bind(fn: Any, self: Any, args: tuple, kw: dict) -> Any:
    """``fn``'s arguments bound by name (so we need no copy of lm-eval's signature)."""
    import inspect

    bound = inspect.signature(fn).bind(self, *args, **kw)
    bound.apply_defaults()
    return bound
