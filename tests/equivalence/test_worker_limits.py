"""The SymPy worker's memory limit (a clean "too large" verdict, then a fresh worker) and a worker
killed from outside (retried once on a fresh worker; a verdict an outside kill produced is never cached).
"""

import os
import signal
import threading
import time
from pathlib import Path

import pytest
import sympy_only
from worker_cpu import CpuWatch

from hardmath.equivalence import bounded, compare, is_equivalent
from hardmath.equivalence.latex import to_ast
from hardmath.equivalence.worker import DEFAULT_MEMORY_MB, FAULT_ENV, MEMORY_ENV, TOO_LARGE, cpu_backstop

EXPANSION = (to_ast("(x+1)^{100000}"), to_ast("x^{100000}+1"))  # SymPy would need GBs (sent past the size rules)
BUSY = sympy_only.BUSY


@pytest.fixture
def fresh():
    bounded.shutdown()
    compare.DECISIONS.clear()
    yield
    bounded.shutdown()


def test_memory_limit_gives_too_large_then_a_fresh_worker(fresh, monkeypatch):
    monkeypatch.setenv(MEMORY_ENV, "200")
    bounded.warm_up()
    pid = bounded._WORKER.active.popen.pid
    with pytest.raises(bounded.WorkerTooLarge):
        bounded.sympy_equal(*EXPANSION, 60)
    assert bounded.worker_peak_mb() < 260  # the limit held: 200 MB of data plus code and libraries
    out = bounded.sympy_equal(to_ast("(x+1)^{2}"), to_ast("x^{2}+2x+1"), 10)
    assert out["equal"] and bounded._WORKER.active.popen.pid != pid


def test_default_memory_limit_is_documented():
    assert DEFAULT_MEMORY_MB == 256 and TOO_LARGE == "too large: worker memory limit"


def _busy_worker_pid(limit: float = 60) -> int:
    """The pid of the worker once it has started working on a request."""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        proc = bounded._WORKER.active
        if proc is not None and proc.ready and proc.alive():
            try:
                stat = Path(f"/proc/{proc.popen.pid}/stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                stat = None
            if stat and stat[0] == "R":
                return proc.popen.pid
        time.sleep(0.02)
    raise AssertionError("the worker never got busy")


def _grade_in_thread(results):
    t = threading.Thread(target=lambda: results.append(is_equivalent(*BUSY, timeout=60)))
    t.start()
    return t


@pytest.mark.skipif(not os.path.exists("/proc/self/stat"), reason="needs Linux /proc")
def test_outside_kill_is_retried_on_a_fresh_worker(fresh):
    bounded.warm_up()
    results = []
    t = _grade_in_thread(results)
    first = _busy_worker_pid()
    os.kill(first, signal.SIGKILL)
    t.join(120)
    assert results and results[0].status == "differs" and results[0].used_worker and not results[0].timed_out
    assert bounded._WORKER.active.popen.pid != first


@pytest.mark.skipif(not os.path.exists("/proc/self/stat"), reason="needs Linux /proc")
def test_two_outside_kills_give_an_uncached_checker_error(fresh):
    bounded.warm_up()
    results = []
    t = _grade_in_thread(results)
    first = _busy_worker_pid()
    os.kill(first, signal.SIGKILL)
    deadline = time.monotonic() + 60
    while bounded._WORKER.active is None or bounded._WORKER.active.popen.pid == first:
        assert time.monotonic() < deadline
        time.sleep(0.02)
    os.kill(_busy_worker_pid(), signal.SIGKILL)
    t.join(120)
    v = results[0]
    assert v.status == "checker_error" and not v.timed_out and not v and "killed" in v.reason  # the message says why
    assert compare.DECISIONS.info()["size"] == 0  # never cached: the next try decides it


SYMPY_ONLY = (sympy_only.quick(5), "5")


@pytest.mark.parametrize("point", ["start", "decide"])
def test_a_worker_dying_at_start_or_mid_decision_is_a_checker_error_never_an_exception(fresh, monkeypatch, point):
    monkeypatch.setenv(FAULT_ENV, point)
    assert bounded.warm_up(20) is (point != "start")  # never raises
    v = is_equivalent(*SYMPY_ONLY, timeout=5)
    assert v.checker_error and not v and not v.timed_out, v
    assert is_equivalent("2", r"\frac{4}{2}").equivalent  # decisions without SymPy are unaffected
    monkeypatch.delenv(FAULT_ENV)
    assert is_equivalent(*SYMPY_ONLY, timeout=5).status == "equal"  # nothing was cached


def test_a_worker_dying_between_decisions_is_replaced_unseen(fresh, monkeypatch):
    monkeypatch.setenv(FAULT_ENV, "between")
    for gold in ("5", "6"):
        v = is_equivalent(SYMPY_ONLY[0], gold, timeout=5)
        assert v.status == ("equal" if gold == "5" else "differs") and v.used_worker and not v.checker_error


WEDGE = sympy_only.WEDGE  # at the memory cap SymPy spins in failing allocations, in the kernel


@pytest.mark.slow
@pytest.mark.skipif(not os.path.exists("/proc/self/stat"), reason="needs Linux /proc")
def test_a_decision_wedged_at_the_memory_limit_ends_within_the_cpu_backstop_plus_one_second(fresh):
    """The worker spins in failing allocations (system CPU, which ITIMER_VIRTUAL does not count):
    its call count or, in the kernel, RLIMIT_CPU ends it, at the latest between the CPU backstop
    (:func:`~hardmath.equivalence.worker.cpu_backstop`: the budget is counted work, CPU only a
    backstop, issue 43) and the backstop + 1 s of its CPU. (The RLIMIT_CPU path itself is pinned by
    test_budgets.py's wedge fault.)

    The CPU is that worker's own, read from /proc every 20 ms until it is gone: the children's
    totals of ``os.times()`` also count the worker's start-up and any other child reaped meanwhile
    (CI once read 5.0 s there under parallel tests).
    """
    bounded.warm_up()
    with CpuWatch(bounded._WORKER.active.popen.pid) as watch:
        v = is_equivalent(*WEDGE, timeout=3)
    assert v.status in ("timeout", "too_large"), v
    used = watch.used
    assert 1 <= used <= cpu_backstop(3) + 1 + 0.3, used


def test_worker_peak_counts_the_worker_only(fresh):
    """A worker of a large parent reports its own peak, not the parent's pages that Linux carries
    over fork + exec into ``ru_maxrss`` (the full test run's pytest process reached 490 MB).
    """
    ballast = b"x" * (400 * 2**20)  # 400 MB resident in this process
    bounded.warm_up()
    out = bounded.sympy_equal(to_ast("(x+1)^{2}"), to_ast("x^{2}+2x+1"), 10)
    assert out["equal"] and bounded.worker_peak_mb() < 200, bounded.worker_peak_mb()
    assert len(ballast) == 400 * 2**20
