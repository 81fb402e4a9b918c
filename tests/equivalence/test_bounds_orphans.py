"""Checker workers die with the process that started them, whatever killed it (real
processes, real signals). Workers are found through /proc by a tag in their environment,
so other test runs on the same machine are never counted.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest
from conftest import lm_eval_env

pytestmark = pytest.mark.skipif(not Path("/proc/self/environ").exists(), reason="needs Linux /proc")

TAG = "HARDMATH_TEST_TAG"
FIXTURE = Path(__file__).with_name("fixtures") / "heavy_task"
WORKER = b"hardmath.equivalence.worker"
GONE_WITHIN_S = 1.0
PARENT = r"""
import os, signal, sys, threading
from hardmath.equivalence import bounded, is_equivalent

def start():  # one worker dies (as in a CPU-budget kill), so a warm spare stands by from then on
    bounded.warm_up()
    os.kill(bounded._WORKER.active.popen.pid, signal.SIGKILL)
    bounded._WORKER.active.popen.wait()
    bounded.warm_up()

if sys.argv[1] == "thread":  # the workers started from a short-lived thread
    t = threading.Thread(target=start); t.start(); t.join()
else:
    start()
print("ready", flush=True)
is_equivalent(r"e^{e^{11}}+\tan(x)^{200}+1", r"e^{e^{11}}+\sec(x)^{200}", timeout=100)  # SymPy only, for minutes
print("finished", flush=True)
"""


def _tagged_workers(tag: str) -> dict[int, float]:
    """PID -> CPU seconds of every live worker process whose environment carries ``tag``."""
    found = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            cmdline = Path(f"/proc/{entry}/cmdline").read_bytes()
            if WORKER not in cmdline or f"{TAG}={tag}".encode() not in Path(f"/proc/{entry}/environ").read_bytes():
                continue
            stat = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if stat[0] != "Z":  # a zombie is dead (waiting to be reaped)
            found[int(entry)] = (int(stat[11]) + int(stat[12])) / os.sysconf("SC_CLK_TCK")
    return found


def _wait_for(predicate, limit: float, step: float = 0.05):
    end = time.monotonic() + limit
    while time.monotonic() < end:
        value = predicate()
        if value:
            return value
        time.sleep(step)
    return predicate()


def _wait_busy_worker(tag: str, limit: float) -> dict[int, float]:
    """Wait until one tagged worker has spent CPU time on the heavy comparison."""
    start = _wait_for(lambda: _tagged_workers(tag), limit)
    assert start, "no worker started"
    base = dict(start)
    busy = _wait_for(lambda: {p: c for p, c in _tagged_workers(tag).items() if c - base.get(p, 0) > 0.3}, limit)
    assert busy, f"no worker became busy: {_tagged_workers(tag)}"
    return _tagged_workers(tag)


def _assert_all_gone(tag: str, proc: subprocess.Popen) -> None:
    proc.wait(timeout=60)
    died = time.monotonic()
    left = _wait_for(lambda: not _tagged_workers(tag), GONE_WITHIN_S)
    assert left, (
        f"workers still running {time.monotonic() - died:.1f} s after their parent died: {_tagged_workers(tag)}"
    )


def _kill_leftovers(tag: str) -> None:
    for pid in _tagged_workers(tag):
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


@pytest.mark.parametrize("how", ["main", "thread"])
@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGTERM])
def test_worker_dies_with_killed_parent(sig, how):
    tag = uuid.uuid4().hex
    proc = subprocess.Popen(
        [sys.executable, "-c", PARENT, how], stdout=subprocess.PIPE, text=True, env={**os.environ, TAG: tag}
    )
    try:
        assert proc.stdout.readline().strip() == "ready"
        workers = _wait_busy_worker(tag, 30)
        assert len(workers) == 2, workers  # the busy worker and its warm spare
        proc.send_signal(sig)
        _assert_all_gone(tag, proc)
    finally:
        proc.kill()
        _kill_leftovers(tag)


def test_worker_started_from_a_finished_thread_lives_on():
    """Linux's parent-death signal follows the starting *thread*: a worker started from a
    pool thread must not die when that thread ends (it would turn a verdict into a timeout).
    """
    tag = uuid.uuid4().hex
    code = PARENT.split("print(")[0] + (
        "import time; time.sleep(1.0); w = bounded._WORKER\nprint(w.active.alive(), w.spare.alive(), flush=True)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, "thread"],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, TAG: tag},
    )
    assert out.stdout.split() == ["True", "True"], out.stderr[-2000:]


@pytest.mark.slow
@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM, signal.SIGKILL])
def test_workers_die_with_killed_lm_eval(tmp_path, sig):
    tag = uuid.uuid4().hex
    exe = Path(sys.executable).with_name("lm_eval")
    env = lm_eval_env(tmp_path, HARDMATH_EQUIV_TIMEOUT="100", **{TAG: tag})
    proc = subprocess.Popen(
        [
            str(exe),
            "--model",
            "dummy",
            "--tasks",
            "hardmath_heavy_fixture",
            "--include_path",
            str(FIXTURE),
            "--output_path",
            str(tmp_path / "out"),
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env=env,
        cwd=tmp_path,
        start_new_session=True,
    )
    try:
        _wait_busy_worker(tag, 300)
        if sig == signal.SIGINT:
            os.killpg(proc.pid, sig)  # Ctrl-C reaches the whole foreground process group
        else:
            proc.send_signal(sig)
        _assert_all_gone(tag, proc)
    finally:
        proc.kill()
        _kill_leftovers(tag)
