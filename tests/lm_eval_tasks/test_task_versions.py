"""A task's version must change whenever what it measures changes.

Each hardmath task's fingerprint covers its YAML with every ``include:`` merged (comments and
``metadata.version`` left out), the code of each ``!function`` hook it names (prompt, data,
scoring: ``doc_to_text``, ``process_results``, ``custom_dataset`` ...) and the few-shot samples
its hooks return. ``lm_eval_tasks/task_versions.json`` holds, per task, the version and the
fingerprint last committed. This test fails when a fingerprint changed and the version did not
(bump ``metadata.version`` in the YAML, then ``python tests/lm_eval_tasks/test_task_versions.py
--write``), or when the file is stale. ``--write`` refuses to record a new fingerprint under an
old version. A hook's code is read without its layout, comments and docstrings (``ast.unparse``),
so ``ruff format`` or a docstring edit is no change of what a task measures.
"""

from __future__ import annotations

import ast
import hashlib
import importlib
import inspect
import json
import sys
import textwrap
from pathlib import Path
from typing import TYPE_CHECKING, Any

import yaml

if TYPE_CHECKING:
    from collections.abc import Callable

ROOT = Path(__file__).resolve().parents[2] / "lm_eval_tasks"
VERSIONS = ROOT / "task_versions.json"


class _Loader(yaml.SafeLoader):
    pass


_Loader.add_constructor("!function", lambda loader, node: {"!function": loader.construct_scalar(node)})


def _merged(path: Path, read: Callable[[Path], str]) -> dict[str, Any]:
    """The YAML with its includes merged in order, its own keys last (lm-eval >= 0.4.12)."""
    raw = yaml.load(read(path), Loader=_Loader) or {}  # noqa: S506 - _Loader is a SafeLoader
    included = raw.pop("include", None)
    base: dict[str, Any] = {}
    for name in [included] if isinstance(included, str) else included or []:
        base.update(_merged(path.parent / name, read))
    return {**base, **raw}


def code_of(source: str) -> str:
    """``source`` as code only: parsed, docstrings dropped, written back by ``ast.unparse``."""
    tree = ast.parse(textwrap.dedent(source))
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if (
            isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
            and body
            and isinstance(body[0], ast.Expr)
            and isinstance(body[0].value, ast.Constant)
            and isinstance(body[0].value.value, str)
        ):
            node.body = body[1:] or [ast.Pass()]
    return ast.unparse(tree)


def _hooks(value: Any, folder: Path) -> list[str]:
    """Source of every ``!function`` hook in ``value`` (samples hooks: their return value too)."""
    found = []
    if isinstance(value, dict) and set(value) == {"!function"}:
        module_name, _, attr = value["!function"].rpartition(".")
        package = ".".join(("hardmath", *folder.relative_to(ROOT.parent).parts))
        obj = getattr(importlib.import_module(f"{package}.{module_name}"), attr)
        found.append(code_of(inspect.getsource(obj)))
    elif isinstance(value, dict):
        for key, inner in sorted(value.items()):
            found += _hooks(inner, folder)
            if key == "samples" and isinstance(inner, dict) and "!function" in inner:
                module_name, _, attr = inner["!function"].rpartition(".")
                package = ".".join(("hardmath", *folder.relative_to(ROOT.parent).parts))
                found.append(json.dumps(getattr(importlib.import_module(f"{package}.{module_name}"), attr)()))
    elif isinstance(value, list):
        for inner in value:
            found += _hooks(inner, folder)
    return found


def fingerprints(read: Callable[[Path], str] = Path.read_text) -> dict[str, tuple[str, str]]:
    """Task -> (version, fingerprint) of every task YAML (not groups) under lm_eval_tasks/."""
    out = {}
    for path in sorted(ROOT.rglob("*.yaml")):
        cfg = _merged(path, read)
        if "task" not in cfg or "group" in cfg or not isinstance(cfg["task"], str):
            continue
        meta = dict(cfg.get("metadata") or {})
        version = str(meta.pop("version", None))
        body = {**cfg, "metadata": meta}
        text = json.dumps(body, sort_keys=True, default=str) + "".join(_hooks(body, path.parent))
        out[cfg["task"]] = (version, hashlib.sha256(text.encode()).hexdigest())
    return out


def _committed() -> dict[str, dict[str, str]]:
    return json.loads(VERSIONS.read_text())


def test_every_task_changed_only_with_a_version_bump():
    committed = _committed()
    now = fingerprints()
    unbumped = [
        t
        for t, (v, fp) in now.items()
        if t in committed and committed[t]["fingerprint"] != fp and committed[t]["version"] == v
    ]
    assert not unbumped, (
        f"these tasks changed (YAML, prompt or hook) without a metadata.version bump: {unbumped}; "
        f"bump it, then run python {Path(__file__).relative_to(ROOT.parent)} --write"
    )
    stale = sorted(set(now) ^ set(committed)) + [
        t for t, (v, fp) in now.items() if t in committed and committed[t] != {"version": v, "fingerprint": fp}
    ]
    assert not stale, f"{VERSIONS.name} is stale for {stale}: run python {Path(__file__).name} --write"


def test_an_edit_of_an_included_prompt_changes_every_includer():
    base = ROOT / "harp" / "harp_default.yaml"

    def edited(path: Path) -> str:
        text = path.read_text()
        return text.replace("thinking step by step", "thinking carefully") if path == base else text

    before, after = fingerprints(), fingerprints(edited)
    changed = {t for t in before if before[t] != after[t]}
    assert {"harp_default", "harp_hard", "harp_ci", "harp_default_level_3"} <= changed
    assert not {t for t in changed if not t.startswith("harp_")}
    assert all(before[t][0] == after[t][0] for t in changed)  # same version: the test above would fail


def test_layout_and_docstrings_are_no_change_but_code_is():
    plain = 'def f(x):\n    """Doc."""\n    return {"a": x}\n'
    formatted = "def f(\n    x,\n):  # a comment\n    '''Another doc.'''\n    return {\n        'a': x,\n    }\n"
    assert code_of(plain) == code_of(formatted)
    assert code_of(plain) != code_of(plain.replace("x}", "x + 1}"))
    assert code_of("class A:\n    '''Doc.'''\n") == code_of("class A:\n    pass\n")


def write() -> None:
    committed = _committed() if VERSIONS.exists() else {}
    now = fingerprints()
    bad = [
        t
        for t, (v, fp) in now.items()
        if t in committed and committed[t]["fingerprint"] != fp and committed[t]["version"] == v
    ]
    if bad:
        sys.exit(f"refused: {bad} changed without a version bump")
    VERSIONS.write_text(
        json.dumps({t: {"version": v, "fingerprint": fp} for t, (v, fp) in sorted(now.items())}, indent=1) + "\n"
    )
    print(f"wrote {VERSIONS} ({len(now)} tasks)")


if __name__ == "__main__" and sys.argv[1:] == ["--write"]:
    write()
