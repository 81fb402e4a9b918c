"""hardmath reads its own task YAMLs with its own safe loader (touch point 14 narrowed): it must
read every one of them as lm-eval's own loader does, or this fails loudly.
"""

from __future__ import annotations

import inspect
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from hardmath.lm_eval_tasks import TASKS_DIR
from hardmath.lmeval import compat
from hardmath.lmeval.task_yaml import own_package, read_own_task_yaml


def _comparable(value: Any) -> Any:
    """Hooks compared by name and source (lm-eval imports a hook file by path, a second module object)."""
    if callable(value):
        return ("hook", getattr(value, "__qualname__", repr(value)), inspect.getsource(value))
    if isinstance(value, dict):
        return {k: _comparable(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_comparable(v) for v in value]
    return value


def test_every_own_yaml_reads_as_lm_eval_reads_it():
    checked = 0
    for path in sorted(Path(TASKS_DIR).rglob("*.yaml")):
        ours = read_own_task_yaml(path)
        assert _comparable(ours) == _comparable(compat.load_task_yaml(str(path))), path
        checked += 1
    assert checked >= 45


def test_a_yaml_outside_hardmaths_folders_is_not_ours(tmp_path):
    (tmp_path / "mine.yaml").write_text("task: mine\n")
    assert own_package(tmp_path) is None and read_own_task_yaml(tmp_path / "mine.yaml") is None
    assert own_package(Path(TASKS_DIR) / "harp") == "hardmath.lm_eval_tasks.harp"


def test_the_loader_is_safe_and_resolves_hooks_in_the_home_package(tmp_path, monkeypatch):
    import yaml

    home = tmp_path / "safe_probe_home"
    home.mkdir()
    (home / "__init__.py").write_text("")
    (home / "utils.py").write_text("def hook():\n    return 42\n")
    (home / "ok.yaml").write_text("task: ok\nprocess_results: !function utils.hook\n")
    (home / "evil.yaml").write_text("task: x\nbad: !!python/object/apply:os.getcwd []\n")
    monkeypatch.setenv("HARDMATH_HOMES", str(home))
    assert read_own_task_yaml(home / "ok.yaml")["process_results"]() == 42
    with pytest.raises(yaml.constructor.ConstructorError):
        read_own_task_yaml(home / "evil.yaml")


def test_a_task_of_ones_own_reads_as_lm_eval_reads_it_without_lm_evals_loader(tmp_path, monkeypatch):
    """Rescoring a task of one's own (its hooks beside its YAML, an include of a hardmath YAML) reads
    its config with hardmath's safe loader (issue 42: touch point 14 removed), as lm-eval reads it.
    """
    from hardmath.lmeval import task_configs
    from hardmath.lmeval.task_yaml import read_task_yaml

    (tmp_path / "utils.py").write_text("def doc_to_text(doc):\n    return 'Q: ' + doc['problem']\n")
    mine = tmp_path / "mine.yaml"
    mine.write_text(
        f"include: {Path(TASKS_DIR) / 'harp' / 'harp_default.yaml'}\ntask: mine\n"
        "doc_to_text: !function utils.doc_to_text\n"
    )
    ours = read_task_yaml(mine)
    assert ours["doc_to_text"]({"problem": "1+1"}) == "Q: 1+1"
    assert ours["process_results"].__module__ == "hardmath.lm_eval_tasks.harp.utils"
    assert _comparable(ours) == _comparable(compat.load_task_yaml(str(mine)))

    def no_private_loader(path: str) -> None:
        raise AssertionError(f"lm-eval's private YAML loader was called for {path}")

    monkeypatch.setattr(compat, "load_task_yaml", no_private_loader)
    entry = SimpleNamespace(yaml_path=mine)  # an index entry as lm-eval 0.4.12+ builds one (its yaml_path)
    monkeypatch.setattr(task_configs, "_task_index", lambda include_path, defaults: {"mine": entry})
    assert _comparable(task_configs.task_config("mine")) == _comparable(ours)
