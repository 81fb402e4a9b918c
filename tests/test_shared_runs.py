"""The session's shared lm_eval run starts once, however many xdist workers ask (tests/shared_runs.py)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest
from shared_runs import run_once, session_folder

TESTS = Path(__file__).resolve().parent
WORKER = """
import sys, time
from pathlib import Path
from shared_runs import run_once

root, log = Path(sys.argv[1]), Path(sys.argv[2])

def start():
    with log.open("a") as f:
        f.write("started\\n")
    time.sleep(1)  # the others arrive while it runs

run_once(root, start)
print((root / "done").exists())
"""


def test_three_processes_start_it_once(tmp_path):
    root, log = tmp_path / "shared" / "smol", tmp_path / "starts.log"
    env = {**os.environ, "PYTHONPATH": str(TESTS)}
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", WORKER, str(root), str(log)], stdout=subprocess.PIPE, text=True, env=env
        )
        for _ in range(3)
    ]
    outs = [p.communicate(timeout=300)[0].strip() for p in procs]
    assert outs == ["True"] * 3  # each returns only once the run is finished
    assert log.read_text() == "started\n"


def test_a_failed_start_leaves_no_mark_and_the_next_one_retries(tmp_path):
    calls = []

    def failing() -> None:
        calls.append("failed")
        raise RuntimeError("lm_eval failed")

    with pytest.raises(RuntimeError):
        run_once(tmp_path / "smol", failing)
    run_once(tmp_path / "smol", lambda: calls.append("ran"))
    run_once(tmp_path / "smol", lambda: calls.append("ran again"))
    assert calls == ["failed", "ran"]


def test_the_folder_is_shared_by_the_workers_of_one_session(tmp_path, monkeypatch):
    factory = SimpleNamespace(getbasetemp=lambda: tmp_path / "pytest-7" / "popen-gw1")
    monkeypatch.setenv("PYTEST_XDIST_WORKER", "gw1")
    assert session_folder(factory) == tmp_path / "pytest-7"
    monkeypatch.delenv("PYTEST_XDIST_WORKER")
    assert session_folder(SimpleNamespace(getbasetemp=lambda: tmp_path / "pytest-7")) == tmp_path / "pytest-7"
