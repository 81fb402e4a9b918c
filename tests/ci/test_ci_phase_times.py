""".ci/run prints a table of its phases' wall times when it ends, passed or failed (issue 42)."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

CI = Path(__file__).resolve().parents[2] / ".ci" / "run"


def _timing_code() -> str:
    """.ci/run's own phase bookkeeping: from ``START=$SECONDS`` to ``trap phase_times EXIT``."""
    text = CI.read_text()
    start, end = text.index("START=$SECONDS"), text.index("trap phase_times EXIT")
    return text[start : end + len("trap phase_times EXIT")]


def _run(body: str) -> subprocess.CompletedProcess:
    script = f"set -euo pipefail\n{_timing_code()}\n{body}\n"
    return subprocess.run(["bash", "-c", script], capture_output=True, text=True, timeout=60)  # noqa: S607 - as .ci/run


def test_every_finished_phase_is_in_the_table():
    busy = 'python3 -c "sum(range(15 * 10**7))"'  # 2-3 s of CPU, however busy the machine is
    proc = _run(f'phase "1. one"\nsleep 1\nphase "2. two"\n{busy}\nphase done')
    assert proc.returncode == 0, proc.stderr
    table = proc.stdout.split("=== phase times")[1].splitlines()[1:]
    assert [re.sub(r"^\s*\d+:\d\d\s+\d+:\d\d\s+", "", row) for row in table] == ["1. one", "2. two"]
    assert re.match(r"\s*0:0[1-9]\s+0:00\s+1\. one", table[0]), table  # one second asleep: no CPU
    assert re.match(r"\s*\d+:\d\d\s+0:0[1-9]\s+2\. two", table[1]), table  # the child's CPU counts


def test_a_failed_run_still_prints_its_times_and_keeps_its_status():
    proc = _run('phase "1. one"\nfalse\nphase done')
    assert proc.returncode == 1
    assert "1. one (stopped: exit 1)" in proc.stdout


def test_the_oldest_stack_runs_the_tests_that_touch_lm_eval():
    """One pytest run on the oldest stack: the quick tests marked lmeval and the slow ones marked both_ends."""
    line = r'^\.venv-oldest/bin/python -m pytest -q -m "lmeval and \(not slow or both_ends\)"$'
    assert re.search(line, CI.read_text(), re.MULTILINE)


def test_both_ends_covers_an_hf_run_end_to_end_and_the_guest_tasks_on_and_off():
    """The slow tests CI runs on both stacks (issue 42): the hf CLI end to end and the guest-task suite."""
    tests = CI.parent.parent / "tests"
    marked = {
        f"{path.relative_to(tests)}::{name}"
        for path in tests.rglob("test_*.py")
        for name in re.findall(r"^@pytest\.mark\.both_ends\b.*\ndef (\w+)", path.read_text(), re.MULTILINE)
    }
    assert marked == {
        "lm_eval_tasks/harp/test_harp_lm_eval.py::test_end_to_end_harp_default",
        "lmeval/test_good_citizen.py::test_guest_tasks_identical_with_the_plugin_on_and_off_and_next_to_harp",
    }
