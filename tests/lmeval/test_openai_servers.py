"""The test servers' process handling: a group started by ``spawn_group`` is gone after ``stop_group``,
and also when the process that started it is killed (no server outlives a killed test run).
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from openai_servers import group_members, spawn_group, stop_group

HERE = Path(__file__).resolve().parent


def test_stop_group_leaves_nothing():
    proc = spawn_group(["sh", "-c", "sleep 60 & sleep 60"])
    try:
        time.sleep(0.5)
        assert len(group_members(proc.pid)) >= 2  # the shell and its background sleep at least
    finally:
        stop_group(proc)
    assert group_members(proc.pid) == []


def test_group_dies_with_the_process_that_started_it():
    parent = subprocess.Popen(
        [
            sys.executable,
            "-c",
            f"import sys; sys.path.insert(0, {str(HERE)!r}); "
            "from openai_servers import spawn_group; p = spawn_group(['sleep', '60']); "
            "print(p.pid, flush=True); import time; time.sleep(60)",
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    child = int(parent.stdout.readline())
    try:
        assert group_members(child) == [child]
        parent.kill()
        parent.wait()
        deadline = time.monotonic() + 10
        while group_members(child) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert group_members(child) == []
    finally:
        parent.kill()
        parent.wait()
        with contextlib.suppress(ProcessLookupError):
            os.killpg(child, signal.SIGKILL)
