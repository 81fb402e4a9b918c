"""The leaderboard-CI recipe (`hardmath ci`, the packaged hardmath/ci/hardmath-ci.sh) refuses a missing or self-referencing
setting with exit 3 and one line, before running anything (issue 43: it exited 0 against itself
and 1, "regression", on a missing setting).
"""

from __future__ import annotations

import os
import subprocess
import sys
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from pathlib import Path

HARDMATH_CI = [sys.executable, "-m", "hardmath.cli", "ci"]  # the installed package's command


def _recipe(tmp_path: Path, *flags: str, **settings: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if not k.startswith("CI_")}
    env.update(LM_EVAL="false", **settings)  # the run step would fail (exit 3) if it were reached
    return subprocess.run(
        [*HARDMATH_CI, *flags],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
        cwd=tmp_path,
    )


def _refused(proc: subprocess.CompletedProcess, words: str) -> None:
    assert proc.returncode == 3, proc.stdout + proc.stderr
    assert proc.stdout == "" and len(proc.stderr.strip().splitlines()) == 1, proc.stderr
    assert words in proc.stderr, proc.stderr


@pytest.mark.parametrize("missing", ["CI_MODEL_ARGS", "CI_BASELINE"])
def test_a_missing_setting_is_exit_3_in_one_line(tmp_path, missing):
    (tmp_path / "base").mkdir()
    settings = {"CI_MODEL_ARGS": "pretrained=x", "CI_BASELINE": str(tmp_path / "base"), missing: ""}
    _refused(_recipe(tmp_path, **settings), f"set {missing}")


def test_a_baseline_that_is_the_output_folder_or_a_link_to_it_is_refused(tmp_path):
    out = tmp_path / "ci-run"
    out.mkdir()
    (tmp_path / "link").symlink_to(out)
    for baseline in (str(out), "ci-run", "./ci-run/", str(tmp_path / "link")):
        proc = _recipe(tmp_path, CI_MODEL_ARGS="pretrained=x", CI_BASELINE=baseline, CI_OUT="ci-run")
        _refused(proc, "is CI_OUT")
    _refused(_recipe(tmp_path, CI_MODEL_ARGS="pretrained=x", CI_BASELINE="link"), "is CI_OUT")  # default ci-run


def test_a_baseline_folder_that_does_not_exist_is_refused(tmp_path):
    _refused(_recipe(tmp_path, CI_MODEL_ARGS="pretrained=x", CI_BASELINE="nowhere"), "is not a folder")


def test_a_missing_baseline_names_the_first_baseline_step(tmp_path):
    proc = _recipe(tmp_path, CI_MODEL_ARGS="pretrained=x", CI_BASELINE="")
    _refused(proc, "hardmath ci --first-baseline")


def test_a_first_baseline_needs_no_baseline_but_a_new_folder(tmp_path):
    (tmp_path / "ci-run").mkdir()
    _refused(_recipe(tmp_path, "--first-baseline", CI_MODEL_ARGS="pretrained=x"), "CI_OUT (ci-run) exists")
    proc = _recipe(tmp_path, "--first-baseline", CI_MODEL_ARGS="pretrained=x", CI_OUT="new")
    assert proc.returncode == 3 and "set CI_BASELINE" not in proc.stderr  # it got to the run step (LM_EVAL=false)


def test_the_packaged_script_is_printed():
    proc = subprocess.run([*HARDMATH_CI, "--print-script"], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and proc.stdout.startswith("#!/usr/bin/env bash") and "CI_BASELINE" in proc.stdout
