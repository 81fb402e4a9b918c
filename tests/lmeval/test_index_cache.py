"""The task-index cache ($HARDMATH_CACHE/lm-eval-index/) is JSON decoded into plain values and
lm-eval's index types: a pickle planted there never runs (issue 32, "files we read"), a corrupt or
foreign cache is ignored and rebuilt, and nothing in hardmath reads a pickle back.
"""

from __future__ import annotations

import json
import os
import pickle
import re
import subprocess
import sys
from pathlib import Path

import pytest

from hardmath.lmeval import discovery

REPO = Path(__file__).resolve().parents[2]
HARDMATH = Path(sys.executable).with_name("hardmath")


class _Canary:
    """Unpickling this creates ``path`` (what a planted pickle could do with any code)."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def __reduce__(self):
        return (open, (str(self.path), "w"))


def _env(cache: Path) -> dict[str, str]:
    return {**os.environ, "HARDMATH_CACHE": str(cache), "HF_HUB_OFFLINE": "1", "HF_DATASETS_OFFLINE": "1"}


def _plant(cache: Path, canary: Path) -> None:
    folder = cache / "lm-eval-index"
    folder.mkdir(parents=True)
    key = discovery._index_key(discovery.tasks_dir())
    blob = pickle.dumps({"harp_default": _Canary(canary)})
    for name in (f"{key}.pickle", f"{key}.json"):
        (folder / name).write_bytes(blob)


def test_a_planted_pickle_never_runs_in_hardmath_tasks_or_a_task_manager(tmp_path):
    cache, canary = tmp_path / "cache", tmp_path / "canary"
    _plant(cache, canary)
    proof = pickle.loads(pickle.dumps(_Canary(tmp_path / "proof")))  # noqa: S301 - our own bytes, proving the canary
    assert proof and (tmp_path / "proof").exists()
    tasks = subprocess.run([str(HARDMATH), "tasks"], capture_output=True, text=True, env=_env(cache), timeout=300)
    assert tasks.returncode == 0, tasks.stderr[-2000:]
    assert re.search(r"^task\s+harp_default\b", tasks.stdout, re.MULTILINE) or "harp_default" in tasks.stdout
    code = (
        "from lm_eval.tasks import TaskManager\n"
        "from hardmath.lmeval.compat import task_index\n"
        "from hardmath.lmeval.discovery import tasks_dir\n"
        "m = task_index(TaskManager(include_path=str(tasks_dir()), include_defaults=False))\n"
        "print(sorted(m)[:3], 'harp_default' in m)"
    )
    built = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=_env(cache), timeout=300)
    assert built.returncode == 0 and built.stdout.strip().endswith("True"), built.stderr[-2000:]
    assert not canary.exists()
    cached = [json.loads(p.read_text()) for p in (cache / "lm-eval-index").glob("*.json")]
    assert cached and all(isinstance(c, dict) for c in cached)  # the planted file was rebuilt as JSON


def _entries() -> dict:
    """Two index entries in the installed lm-eval's layout (0.4.12+: Entry/Kind; before: dicts)."""
    yaml = discovery.tasks_dir() / "harp" / "harp_default.yaml"
    try:
        from lm_eval.tasks._index import Entry, Kind
    except ImportError:  # lm-eval <= 0.4.11: plain dicts
        return {
            "harp_default": {"type": "python_task", "yaml_path": str(yaml)},
            "harp": {"type": "tag", "task": ["harp_default"], "yaml_path": -1},
        }
    return {
        "harp_default": Entry(
            "harp_default", Kind.PY_TASK, yaml, {"class": f"{yaml.parent}/utils.HardmathTask"}, {"harp"}
        ),
        "harp": Entry("harp", Kind.TAG, None, None, {"harp_default"}),
    }


def test_the_cache_round_trips_lm_evals_entries_and_serves_them(tmp_path, monkeypatch):
    from hardmath.lmeval.compat import index_types

    monkeypatch.setenv("HARDMATH_CACHE", str(tmp_path))
    monkeypatch.setattr(discovery, "_INDEX_TEXTS", {})
    entries = _entries()
    text = json.dumps(discovery.encode_index(entries, index_types()))
    assert discovery.decode_index(json.loads(text), index_types(), discovery.tasks_dir()) == entries
    assert discovery.cached_index(_entries) == entries
    monkeypatch.setattr(discovery, "_INDEX_TEXTS", {})  # a new process: from the disk
    assert discovery.cached_index(lambda: pytest.fail("the cache was not used")) == entries


@pytest.mark.parametrize("damage", ["garbage", "truncated", "outside", "unknown_type"])
def test_a_corrupt_or_foreign_cache_is_ignored_and_rebuilt(tmp_path, monkeypatch, damage):
    from hardmath.lmeval.compat import index_types

    monkeypatch.setenv("HARDMATH_CACHE", str(tmp_path))
    monkeypatch.setattr(discovery, "_INDEX_TEXTS", {})
    good = json.dumps(discovery.encode_index(_entries(), index_types()))
    text = {
        "garbage": "\x00\x01 not json",
        "truncated": good[: len(good) // 2],
        "outside": good.replace(str(discovery.tasks_dir()), str(tmp_path / "evil")),
        "unknown_type": good.replace('"$dc": "Entry"', '"$dc": "TaskConfig"'),
    }[damage]
    if damage == "unknown_type" and not index_types():
        pytest.skip("lm-eval <= 0.4.11 indexes plain dicts: no typed entry to forge")
    assert text != good
    path = tmp_path / "lm-eval-index" / f"{discovery._index_key(discovery.tasks_dir())}.json"
    path.parent.mkdir()
    path.write_text(text)
    assert discovery.cached_index(_entries) == _entries()
    assert path.read_text() == good  # rebuilt


def test_an_unknown_value_is_not_cached(tmp_path, monkeypatch):
    monkeypatch.setenv("HARDMATH_CACHE", str(tmp_path))
    monkeypatch.setattr(discovery, "_INDEX_TEXTS", {})
    value = {"x": object()}
    assert discovery.cached_index(lambda: value) is value
    assert not list(tmp_path.rglob("*.json"))


UNSAFE = re.compile(
    r"\bimport (pickle|marshal|shelve|dill|cloudpickle)\b|\bfrom (pickle|marshal|shelve) import"
    r"|\b(pickle|marshal|dill|cloudpickle)\.loads?\(|\bshelve\.open\(|\btorch\.load\("
    r"|yaml\.(unsafe_)?load\(|\byaml\.(Unsafe|Full)?Loader\b|\bUnsafeLoader\b"
)


def test_nothing_in_hardmath_reads_a_pickle_back():
    found = []
    for folder in ("hardmath", "equivalence", "variations", "lm_eval_tasks"):
        for path in (REPO / folder).rglob("*.py"):
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if UNSAFE.search(line):
                    found.append(f"{path.relative_to(REPO)}:{number}: {line.strip()}")
    assert not found, found
