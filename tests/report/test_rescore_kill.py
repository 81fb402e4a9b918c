"""hardmath rescore on a real lm-eval output folder, SIGKILLed while it writes: the previous
output folder is left exactly as it was, and a re-run gives exactly the files of an
uninterrupted run.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import lm_eval_env, run_lm_eval

FIXTURE = Path(__file__).with_name("fixtures") / "many_task"
HARDMATH = Path(sys.executable).with_name("hardmath")


def _snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def _rescore(run: Path, out: Path, tmp_path: Path) -> subprocess.Popen:
    return subprocess.Popen(
        [str(HARDMATH), "rescore", str(run), "--out", str(out), "--no-progress"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        env=lm_eval_env(tmp_path),
    )


@pytest.mark.slow
def test_rescore_killed_mid_write_leaves_old_output_and_reruns_identically(tmp_path):
    run = tmp_path / "run"
    run_lm_eval(
        [
            "--model",
            "dummy",
            "--tasks",
            "hardmath_many_fixture",
            "--include_path",
            str(FIXTURE),
            "--output_path",
            str(run),
            "--log_samples",
        ],
        tmp_path,
    )
    reference, out = tmp_path / "reference", tmp_path / "out"
    for target in (reference, out):
        proc = _rescore(run, target, tmp_path)
        assert proc.wait(timeout=600) == 0, proc.stderr.read()
    (out / "left_by_the_previous_run.txt").write_text("old")
    old = _snapshot(out)

    proc = _rescore(run, out, tmp_path)
    partial = None
    end = time.monotonic() + 300
    while partial is None and proc.poll() is None and time.monotonic() < end:
        partial = next((p for p in tmp_path.glob(".out.partial-*/*/samples_*.jsonl") if p.stat().st_size), None)
        time.sleep(0.005)
    assert partial is not None and proc.poll() is None, "the rescore was not caught while writing"
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    assert _snapshot(out) == old, "a killed rescore must leave the previous output untouched"

    proc = _rescore(run, out, tmp_path)
    assert proc.wait(timeout=600) == 0, proc.stderr.read()
    assert _snapshot(out) == _snapshot(reference)
    assert not list(tmp_path.glob(".out.partial-*")), "the killed run's partial folder is cleaned up"
