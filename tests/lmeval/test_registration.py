"""Task discovery: autoload hook, --include_path, entry point, installed wheel, no name clashes."""

from __future__ import annotations

import importlib.metadata
import os
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import lm_eval.tasks
import pytest
from lm_eval.tasks import TaskManager

from hardmath.lm_eval_tasks import TASKS_DIR
from hardmath.lmeval.compat import task_index, task_yaml_path

REPO = Path(__file__).resolve().parents[2]


def folder_names(folder: Path) -> set[str]:
    """Task/group/tag names lm-eval indexes in one folder (public TaskManager API, any release)."""
    return set(task_index(TaskManager(include_path=str(folder), include_defaults=False)))


def project_names() -> set[str]:
    names = folder_names(Path(TASKS_DIR))
    assert names, "no project tasks indexed"
    return names


def builtin_names() -> set[str]:
    return folder_names(Path(lm_eval.tasks.__file__).parent)


def test_no_name_collides_with_lm_eval_builtins():
    clash = project_names() & builtin_names()
    assert not clash, f"project task names shadow lm-eval built-ins: {sorted(clash)}"


def test_builtin_index_really_has_the_known_names():
    # guards the test above against an empty/broken built-in index (names in every supported release)
    assert {"gsm8k", "minerva_math_algebra"} <= builtin_names()


def _ls_tasks(tmp_path: Path, *extra: str, autoload: str = "1") -> str:
    env = {**os.environ, "HARDMATH_AUTOLOAD": autoload, "HF_HOME": str(tmp_path / "hf")}
    exe = Path(sys.executable).with_name("lm-eval")
    proc = subprocess.run(
        [str(exe), "ls", "tasks", *extra], capture_output=True, text=True, env=env, timeout=300, cwd=tmp_path
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    return proc.stdout


@pytest.mark.slow
def test_cli_lists_tasks_with_no_flag_and_switch_off(tmp_path):
    ours = project_names()
    listed = _ls_tasks(tmp_path)
    missing = [n for n in ours if f"|{n} " not in listed and f"|{n}|" not in listed]
    assert not missing, f"lm-eval ls tasks does not list {missing[:10]}"
    off = _ls_tasks(tmp_path, autoload="0")
    assert not [n for n in ours if f"|{n} " in off], "HARDMATH_AUTOLOAD=0 must switch discovery off"
    included = _ls_tasks(tmp_path, "--include_path", TASKS_DIR, autoload="0")
    assert all(f"|{n} " in included or f"|{n}|" in included for n in ours)


def test_autoload_does_not_duplicate_an_explicit_include_path():
    tm = TaskManager(include_path=TASKS_DIR)
    some = min(project_names())
    assert some in tm.all_tasks
    assert str(task_yaml_path(task_index(tm)[some])).startswith(str(Path(TASKS_DIR).resolve()))


def test_entry_point_declared_for_future_lm_eval():
    eps = [ep for ep in importlib.metadata.entry_points(group="lm_eval.tasks") if ep.name == "hardmath"]
    assert eps, "entry point group lm_eval.tasks must name hardmath"
    module, _, attr = eps[0].value.partition(":")
    assert Path(getattr(__import__(module, fromlist=[attr]), attr)).is_dir()


@pytest.mark.slow
def test_built_wheel_installs_tasks_and_hook(tmp_path):
    """A regular (non-editable) wheel carries the .pth hook, the YAMLs and every sub-package."""
    out = tmp_path / "wheel"
    proc = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation", "-w", str(out), str(REPO)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    wheel = next(out.glob("hardmath-*.whl"))
    site = tmp_path / "site"
    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
        z.extractall(site)
    assert "hardmath-lm-eval.pth" in names
    assert any(n.startswith("hardmath/equivalence/") for n in names)
    assert any(n.startswith("hardmath/lm_eval_tasks/") and n.endswith(".yaml") for n in names)
    # Fresh interpreter without site: only lm-eval's deps (no .pth processing) + the unpacked wheel as a site dir.
    deps = sysconfig.get_paths()["purelib"]
    code = (
        f"import sys, site; sys.path.append({deps!r}); site.addsitedir({str(site)!r});"
        "import hardmath; assert hardmath.__file__.startswith(" + repr(str(site)) + "), hardmath.__file__;"
        "from lm_eval.tasks import TaskManager; tm = TaskManager();"
        f"missing = {sorted(project_names())!r}; missing = [n for n in missing if n not in tm.all_tasks];"
        "assert not missing, missing; print('ok')"
    )
    run = subprocess.run(
        [sys.executable, "-S", "-c", code],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=tmp_path,
        env={**os.environ, "HARDMATH_AUTOLOAD": "1"},
    )
    assert run.returncode == 0 and "ok" in run.stdout, run.stderr[-3000:]
