"""Ctrl-C of ``hardmath report|rescore|overlap``: one line on stderr, exit status 130, no traceback
(from the command or any child process). Each command is blocked reading a FIFO that a writer
holds open, so SIGINT arrives while it is working, whatever the machine's speed.
"""

from __future__ import annotations

import errno
import os
import signal
import subprocess
import sys
import time
from typing import TYPE_CHECKING

import pytest
from report_handmade import TS, write_run

if TYPE_CHECKING:
    from pathlib import Path

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs (POSIX)")


def _default_sigint() -> None:
    """In the child: Ctrl-C's default action, even when pytest itself started with SIGINT ignored
    (a background job of a non-interactive shell), which the child would otherwise inherit.
    """
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _interrupt(args: list[str], fifo: Path, cwd: Path) -> subprocess.CompletedProcess:
    proc = subprocess.Popen(
        [sys.executable, "-m", "hardmath.cli", *args],
        cwd=cwd,
        preexec_fn=_default_sigint,  # noqa: PLW1509 - no threads are started before the exec
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    writer = None
    try:
        deadline = time.monotonic() + 120
        while writer is None:  # a writer can open a FIFO only once its reader has: then it is blocked in read
            try:
                writer = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
            except OSError as err:
                if err.errno != errno.ENXIO or time.monotonic() > deadline or proc.poll() is not None:
                    raise AssertionError(f"the command never opened {fifo}: {proc.communicate()}") from None
                time.sleep(0.05)
        time.sleep(0.3)
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=60)
    finally:
        if writer is not None:
            os.close(writer)
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    return subprocess.CompletedProcess(proc.args, proc.returncode, out, err)


def _check(done: subprocess.CompletedProcess, command: str) -> None:
    assert done.returncode == 130, (done.returncode, done.stderr)
    assert "Traceback" not in done.stderr + done.stdout, done.stderr
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert lines == [f"hardmath {command}: interrupted"], done.stderr


@pytest.mark.parametrize("command", ["report", "rescore"])
def test_ctrl_c_of_report_and_rescore(tmp_path, command):
    configs = {
        "harp_default": {
            "filter_list": [
                {
                    "name": "graded",
                    "filter": [{"function": "hardmath_grade", "style": "final_answer", "gold_field": "answer"}],
                }
            ]
        }
    }
    run = write_run(tmp_path / "run", "m", {"harp_default": []}, configs=configs)
    fifo = run / "m" / f"samples_harp_default_{TS}.jsonl"
    fifo.unlink()
    os.mkfifo(fifo)
    args = [command, str(run), "--out", str(tmp_path / "out")] + (
        ["--no-plots"] if command == "report" else ["--no-progress"]
    )
    _check(_interrupt(args, fifo, tmp_path), command)
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_ctrl_c_of_overlap(tmp_path, jobs):
    bench = tmp_path / "bench.jsonl"
    bench.write_text('{"id": "p1", "problem": "Find the number of positive integers n such that n is odd."}\n')
    fifo = tmp_path / "corpus.txt"
    os.mkfifo(fifo)
    args = [
        "overlap",
        str(bench),
        str(fifo),
        "--format",
        "text",
        "--benchmark-id-field",
        "id",
        "--benchmark-text-field",
        "problem",
        "--jobs",
        jobs,
    ]
    _check(_interrupt(args, fifo, tmp_path), "overlap")
