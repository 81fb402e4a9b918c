"""A task's version must change whenever what it measures changes, and only then.

Each hardmath task's fingerprint is its **behaviour**, never its text (issue 42):

* its YAML with every ``include:`` merged (key order, comments and ``metadata.version`` left out),
  each ``!function`` hook named only by the key that holds it, so renaming a hook or the task class
  is no change;
* a fixed sample of its documents (the first :data:`SAMPLE` rows of its test split, from its
  ``custom_dataset`` hook on a fixed data folder: ``../shared/data`` plus the tiny Putnam-AXIOM
  fixture, since the gated Putnam-AXIOM release is not in ``../shared/data``), and a digest of every
  document of that split (a variation template's new constants change rows beyond the sample);
* the prompt and target of each sampled document (``doc_to_text`` / ``doc_to_target``, a hook
  called, a Jinja template rendered), and the few-shot samples its ``samples`` hook returns;
* the metrics its ``process_results`` hook reports for each sampled document, given fixed grade
  records (one right, one wrong and truncated).

``lm_eval_tasks/task_versions.json`` holds, per task, the version and the fingerprint last
committed. This test fails when a fingerprint changed and the version did not (bump
``metadata.version`` in the YAML, then ``python tests/lm_eval_tasks/test_task_versions.py
--write``), or when the file is stale. ``--write`` refuses to record a new fingerprint under an
old version.
"""

from __future__ import annotations

import functools
import hashlib
import importlib
import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import yaml

if TYPE_CHECKING:
    from collections.abc import Callable

ROOT = Path(__file__).resolve().parents[2] / "lm_eval_tasks"
VERSIONS = ROOT / "task_versions.json"
DATA = Path(os.environ.get("HARDMATH_SHARED_DATA") or ROOT.parents[1] / "shared" / "data")  # as tests/conftest.py
SAMPLE = 3  # documents per task whose prompts and scores are fingerprinted
HOOK = "<hook>"  # what a ``!function`` reference becomes in the fingerprinted config


class _Hook(str):
    """A ``!function module.name`` reference of a YAML (kept to call it; fingerprinted as :data:`HOOK`)."""


class _Loader(yaml.SafeLoader):
    pass


_Loader.add_constructor("!function", lambda loader, node: _Hook(loader.construct_scalar(node)))


def _merged(path: Path, read: Callable[[Path], str]) -> dict[str, Any]:
    """The YAML with its includes merged in order, its own keys last (lm-eval >= 0.4.12)."""
    raw = yaml.load(read(path), Loader=_Loader) or {}  # noqa: S506 - _Loader is a SafeLoader
    included = raw.pop("include", None)
    base: dict[str, Any] = {}
    for name in [included] if isinstance(included, str) else included or []:
        base.update(_merged(path.parent / name, read))
    return {**base, **raw}


def _resolve(ref: _Hook, folder: Path) -> Any:
    module_name, _, attr = ref.rpartition(".")
    package = ".".join(("hardmath", *folder.relative_to(ROOT.parent).parts))
    return getattr(importlib.import_module(f"{package}.{module_name}"), attr)


def _without_hooks(value: Any) -> Any:
    if isinstance(value, _Hook):
        return HOOK
    if isinstance(value, dict):
        return {k: _without_hooks(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_without_hooks(v) for v in value]
    return value


@functools.lru_cache(maxsize=1)
def data_folder() -> str:
    """The fixed data folder the document samples come from: every dataset of ``../shared/data``
    (linked) and the Putnam-AXIOM fixture (tests/lm_eval_tasks/putnam_axiom/putnam_fixture.py).
    """
    import atexit
    import shutil
    import tempfile

    sys.path.insert(0, str(Path(__file__).parent / "putnam_axiom"))
    try:
        from putnam_fixture import write_fixture
    finally:
        sys.path.pop(0)
    if not DATA.is_dir():
        raise FileNotFoundError(f"{DATA} missing: task fingerprints read document samples there")
    root = Path(tempfile.mkdtemp(prefix="hardmath-fingerprint-"))
    atexit.register(shutil.rmtree, root, ignore_errors=True)
    for entry in DATA.iterdir():
        if entry.is_dir() and entry.name != "putnam_axiom":
            (root / entry.name).symlink_to(entry.resolve())
    write_fixture(root)
    return str(root)


@functools.cache
def _documents(hook: Callable[..., Any], kwargs_json: str, split: str) -> tuple[tuple[dict, ...], str]:
    """The first :data:`SAMPLE` documents of ``split`` from a ``custom_dataset`` hook, and a digest of
    every document of it (a generated task such as harp_var changes beyond its first rows) (cached:
    tasks share loaders).
    """
    from unittest import mock

    with mock.patch.dict(os.environ, {"HARDMATH_ALLOW_SUBSET": "1"}):  # the Putnam-AXIOM fixture is a subset
        dataset = hook(**json.loads(kwargs_json))
    rows = dataset[split]
    every = hashlib.sha256()
    for i in range(len(rows)):
        every.update(json.dumps(dict(rows[i]), sort_keys=True, default=repr).encode() + b"\n")
    return tuple(dict(rows[i]) for i in range(min(SAMPLE, len(rows)))), every.hexdigest()


def _render(field: Any, doc: dict, folder: Path) -> Any:
    """``doc_to_text`` / ``doc_to_target`` of ``doc``: a hook called, a template rendered, else the value."""
    if isinstance(field, _Hook):
        return _resolve(field, folder)(doc)
    if isinstance(field, str) and "{{" in field:
        import jinja2

        return jinja2.Template(field, keep_trailing_newline=True).render(**doc)
    if isinstance(field, str) and field in doc:
        return doc[field]
    return field


def _fixed_records(target: Any) -> list[list[dict]]:
    from hardmath.grade_record import GradeRecord

    right = GradeRecord(answer=str(target), correct=True, reason="equivalent", max_length=False, tokens=10)
    wrong = GradeRecord(answer=None, correct=False, reason="no answer", max_length=True, tokens=2048)
    return [[right.to_log()], [wrong.to_log()]]


def _outputs(cfg: dict[str, Any], folder: Path) -> dict[str, Any]:
    """What the task's hooks produce on its document sample: the documents, prompts, targets,
    few-shot samples and ``process_results`` metrics.
    """
    out: dict[str, Any] = {}
    fewshot = cfg.get("fewshot_config") or {}
    if isinstance(fewshot.get("samples"), _Hook):
        shots = _resolve(fewshot["samples"], folder)()
        out["fewshot"] = [
            {
                "doc": shot,
                "text": _render(fewshot.get("doc_to_text"), shot, folder),
                "target": _render(fewshot.get("doc_to_target"), shot, folder),
            }
            for shot in shots
        ]
    dataset = cfg.get("custom_dataset")
    if not isinstance(dataset, _Hook):
        return out
    metadata = {k: v for k, v in (cfg.get("metadata") or {}).items() if k != "version"}
    kwargs = {**metadata, **(cfg.get("dataset_kwargs") or {}), "data_dir": data_folder()}
    docs, out["every_document"] = _documents(
        _resolve(dataset, folder), json.dumps(kwargs, sort_keys=True), cfg.get("test_split", "test")
    )
    samples = []
    for doc in docs:
        target = _render(cfg.get("doc_to_target"), doc, folder)
        row = {"doc": doc, "text": _render(cfg.get("doc_to_text"), doc, folder), "target": target}
        if isinstance(cfg.get("process_results"), _Hook):
            scorer = _resolve(cfg["process_results"], folder)
            row["metrics"] = [scorer(doc, [records]) for records in _fixed_records(target)]
        samples.append(row)
    out["documents"] = samples
    return out


def fingerprints(read: Callable[[Path], str] = Path.read_text) -> dict[str, tuple[str, str]]:
    """Task -> (version, fingerprint) of every task YAML (not groups) under lm_eval_tasks/."""
    out = {}
    for path in sorted(ROOT.rglob("*.yaml")):
        cfg = _merged(path, read)
        if "task" not in cfg or "group" in cfg or not isinstance(cfg["task"], str):
            continue
        meta = dict(cfg.get("metadata") or {})
        version = str(meta.pop("version", None))
        behaviour = {"config": _without_hooks({**cfg, "metadata": meta}), **_outputs(cfg, path.parent)}
        text = json.dumps(behaviour, sort_keys=True, default=repr)
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


def test_a_comment_or_a_rename_changes_no_fingerprint(monkeypatch):
    from hardmath.lm_eval_tasks.math_perturb import utils as math_p
    from hardmath.lm_eval_tasks.putnam_axiom import utils as putnam

    monkeypatch.setattr(math_p, "prompt_renamed", math_p.doc_to_text, raising=False)
    monkeypatch.setattr(math_p, "TaskRenamed", math_p.HardmathTask, raising=False)
    monkeypatch.setattr(putnam, "TaskRenamed", putnam.HardmathTask, raising=False)

    def edited(path: Path) -> str:
        text = "# a comment on top\n" + path.read_text() + "\n# and one at the end\n"
        if path.parent.name in {"math_perturb", "putnam_axiom"}:
            text = text.replace("utils.doc_to_text\n", "utils.prompt_renamed\n")
            text = text.replace("utils.HardmathTask", "utils.TaskRenamed")
        return text

    assert "utils.doc_to_text\n" in (ROOT / "math_perturb" / "_math_p_base.yaml").read_text()  # the rename is real
    assert fingerprints(edited) == fingerprints()


def test_a_prompt_or_a_scoring_change_changes_the_fingerprint(monkeypatch):
    from hardmath.lm_eval_tasks.math_perturb import utils as math_p

    before = fingerprints()
    monkeypatch.setattr(math_p, "doc_to_text", lambda doc: math_p.INSTRUCTION + "\n\nProblem: " + doc["problem"])
    prompt = fingerprints()
    prompt_changed = {t for t in before if before[t] != prompt[t]}
    assert {"math_p_simple", "math_p_hard", "math_p_original"} <= prompt_changed
    assert all(t.startswith("math_p_") for t in prompt_changed)

    original = math_p.process_results
    monkeypatch.setattr(math_p, "process_results", lambda doc, results: {**original(doc, results), "correct": 0.0})
    scoring = fingerprints()
    assert {t for t in before if prompt[t] != scoring[t]} >= {"math_p_simple", "math_p_hard"}


def test_a_document_beyond_the_sample_changes_the_fingerprint():
    rows = [{"problem": f"p{i}", "answer": str(i)} for i in range(SAMPLE + 2)]
    edited = [*rows[:-1], {"problem": "changed", "answer": "0"}]
    sample, every = _documents(lambda: {"test": rows}, "{}", "test")
    sample_after, every_after = _documents(lambda: {"test": edited}, "{}", "test")
    assert sample == sample_after and every != every_after


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
