"""The quick tier starts no lm_eval, and the ``lmeval`` marker covers every file that touches lm-eval
(tests/lm_eval_starts.py; issue 42).
"""

from __future__ import annotations

import os
import subprocess
import sys
from typing import TYPE_CHECKING

import pytest
from lm_eval_starts import TESTS, cli_start, in_process_start, touches_lm_eval

if TYPE_CHECKING:
    from pathlib import Path

SCRIPTED = TESTS / "lm_eval_tasks" / "harp" / "scripted_harp_var.py"


def _fake_cli(tmp_path: Path) -> Path:
    """An executable named lm_eval that does nothing: the guard must stop it before it runs."""
    fake = tmp_path / "lm_eval"
    fake.write_text("#!/bin/sh\nexit 0\n")
    fake.chmod(0o755)
    return fake


@pytest.mark.parametrize(
    "argv",
    [
        ["/venv/bin/lm_eval", "--model", "dummy", "--tasks", "harp_default"],
        ["lm-eval", "ls", "tasks"],
        [sys.executable, "-m", "lm_eval", "--model", "hf"],
        [sys.executable, str(SCRIPTED), "--model", "harpvar_scripted"],
        "lm_eval --model dummy --tasks harp_default",
    ],
)
def test_lm_eval_command_lines_are_starts(argv):
    assert cli_start(argv)


@pytest.mark.parametrize(
    "argv",
    [
        [sys.executable, "-m", "lm_eval", "--tasks", "harp_default", "--help"],
        ["lm_eval", "-h"],
        [sys.executable, "-m", "hardmath.cli", "report", "run"],
        [sys.executable, "-c", "import lm_eval"],
        [sys.executable, str(TESTS / "conftest.py")],
        ["git", "status"],
    ],
)
def test_other_command_lines_are_not(argv):
    assert cli_start(argv) is None


def test_in_process_starts():
    scripted, manager = object(), object()
    assert in_process_start("simple_evaluate", {"model": scripted, "task_manager": manager}) is None
    assert in_process_start("simple_evaluate", {"model": "dummy", "task_manager": manager}) is None
    assert "builds lm-eval's 'hf' backend" in in_process_start(
        "simple_evaluate", {"model": "hf", "task_manager": manager}
    )
    assert "indexes all" in in_process_start("simple_evaluate", {"model": scripted})
    assert in_process_start("cli_evaluate", {})


def test_a_quick_test_that_starts_lm_eval_fails(tmp_path):
    fake = _fake_cli(tmp_path)
    with pytest.raises(pytest.fail.Exception, match="starts lm_eval in the quick tier"):
        subprocess.run([str(fake), "--model", "dummy", "--tasks", "harp_default"], check=True)
    with pytest.raises(pytest.fail.Exception, match="starts lm_eval in the quick tier"):
        subprocess.Popen([sys.executable, str(SCRIPTED), "--tasks", "harp_var"])
    assert subprocess.run([str(fake), "--help"], check=True).returncode == 0  # help: no task indexed


def test_a_quick_test_that_evaluates_the_expensive_way_fails():
    import lm_eval
    from lm_eval import evaluator

    with pytest.raises(pytest.fail.Exception, match="without task_manager indexes all"):
        evaluator.simple_evaluate(model=object(), tasks=["harp_default"], limit=1)
    with pytest.raises(pytest.fail.Exception, match="builds lm-eval's 'hf' backend"):
        lm_eval.simple_evaluate(model="hf", tasks=["harp_default"], limit=1)


INNER = """
import subprocess

import pytest


@pytest.fixture(scope="module")
def started():
    subprocess.run([{fake!r}, "--tasks", "harp_default"], check=True)


def test_quick_with_a_module_fixture_that_starts_it(started):
    pass


@pytest.mark.slow
def test_slow_that_starts_it():
    subprocess.run([{fake!r}, "--tasks", "harp_default"], check=True)
"""


def test_fixtures_of_any_scope_are_watched(tmp_path):
    """A session with tests/conftest.py's hooks (``-p conftest``) on a file whose quick test uses a
    module-scoped fixture that starts lm_eval: that test errors; a slow test may start it.
    """
    fake = str(_fake_cli(tmp_path))
    (tmp_path / "test_inner.py").write_text(INNER.replace("{fake!r}", repr(fake)))
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "conftest", "-p", "no:cacheprovider", "-q", "-rA", "test_inner.py"],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(TESTS)},
    )
    assert "PASSED test_inner.py::test_slow_that_starts_it" in proc.stdout, proc.stdout[-3000:]
    assert "ERROR test_inner.py::test_quick_with_a_module_fixture_that_starts_it" in proc.stdout
    assert "test_quick_with_a_module_fixture_that_starts_it starts lm_eval in the quick tier" in proc.stdout


@pytest.mark.slow
def test_a_slow_test_may_start_it(tmp_path):
    assert subprocess.run([str(_fake_cli(tmp_path)), "--model", "dummy"], check=True).returncode == 0


def test_the_marker_rule_on_known_files():
    assert touches_lm_eval(TESTS / "lmeval" / "test_breakdown.py")  # its folder
    assert touches_lm_eval(TESTS / "report" / "test_report_real_runs.py")  # run_lm_eval, hardmath.report
    assert touches_lm_eval(TESTS / "docs" / "test_doc_commands.py")  # python -m lm_eval --help
    assert not touches_lm_eval(TESTS / "test_stats_paired.py")
    assert not touches_lm_eval(TESTS / "equivalence" / "test_compare.py")


def test_files_outside_the_marker_import_no_lm_eval(tmp_path):
    """Every test file the oldest-stack phase leaves out (no ``lmeval`` marker), imported in one fresh
    interpreter, brings in no lm-eval module (the watch in tests/conftest.py also fails such a test that
    imports it at run time).
    """
    unmarked = sorted(p for p in TESTS.rglob("test_*.py") if not touches_lm_eval(p))
    assert len(unmarked) > 20, unmarked  # the rule leaves most of the checker's files out
    code = (
        "import importlib.util, sys\n"
        "for path in sys.argv[1:]:\n"
        "    sys.path[:0] = [str(__import__('pathlib').Path(path).parent)]\n"
        "    spec = importlib.util.spec_from_file_location('t_' + str(abs(hash(path))), path)\n"
        "    spec.loader.exec_module(importlib.util.module_from_spec(spec))\n"
        "    if 'lm_eval' in sys.modules:\n"
        "        sys.exit(f'{path} imports lm_eval')\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code, *map(str, unmarked)],
        capture_output=True,
        text=True,
        timeout=600,
        cwd=tmp_path,
        env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(TESTS)},
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
