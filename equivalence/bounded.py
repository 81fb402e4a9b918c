"""Load-independent bound for SymPy work: a persistent child process with a counted budget.

The in-process fast path (:mod:`.numeric`) is bounded by construction; everything
that might run unbounded C-level code (SymPy simplification, big-integer powers)
goes to one long-lived worker process per calling process. Each decision has a budget
(``timeout``, default 1 s, env ``HARDMATH_EQUIV_TIMEOUT``) of **counted work**: the worker
stops a request after ``timeout`` x :data:`.worker.WORK_PER_SECOND` Python calls, the same
number on every run, so a verdict near the budget does not depend on the machine's speed or
load ("timeout", scored wrong, on every run or on none). Worker CPU time is only a backstop far
above what those calls take (:func:`.worker.cpu_backstop`: SIGPROF, SIGVTALRM, ``RLIMIT_CPU``),
for C code that makes no Python call; past it the request is "timeout" too. A decision that keeps
making Python calls at a normal pace is never stopped by that clock, only by its count (up to
:func:`.worker.cpu_cap`), however much a loaded machine inflates its CPU time. Neither waiting for
the worker's lock (threads), nor for a worker to start (importing SymPy), counts against a
budget. A wall-clock kill remains only as a backstop (:func:`wall_backstop`) for a worker that
stops running: it counts only a wait in which the worker's CPU time did not move.

A worker that dies without being over its budget (killed from outside: the OOM killer,
``kill -9``) is replaced and the request sent once more; a second death is ``WorkerKilled``,
a checker error of that decision (no cache keeps it). A worker that dies or stalls while
starting (its CPU time still for ``STARTUP_TIMEOUT`` seconds; a start slowed by load is waited
for) is replaced (three tries, then ``WorkerError``); neither :func:`warm_up` nor
:func:`prestart` ever raises. A request past the worker's memory limit is
:class:`WorkerTooLarge` (see :mod:`.worker`), and the next request gets a fresh worker.

Once a worker has had to be replaced (a kill), a warm spare process stands by, so later
replacements are ready at once; processes that never kill one (most) never pay for it. A
process that finds a worker started by its parent before a fork starts its own. Workers
die with the process that started them (see :mod:`.worker`).
"""

from __future__ import annotations

import atexit
import contextlib
import json
import os
import queue
import select
import signal
import subprocess
import sys
import threading
import time

from .nodes import Node, to_json

DEFAULT_TIMEOUT = 1.0
STARTUP_TIMEOUT = 60.0
BACKSTOP_FACTOR = 10.0
BACKSTOP_MIN_S = 30.0


def default_timeout() -> float:
    """``HARDMATH_EQUIV_TIMEOUT`` seconds if set (and positive), else 1 s."""
    try:
        value = float(os.environ.get("HARDMATH_EQUIV_TIMEOUT", DEFAULT_TIMEOUT))
    except ValueError:
        return DEFAULT_TIMEOUT
    return value if value > 0 else DEFAULT_TIMEOUT


def wall_backstop(budget: float) -> float:
    """Wall-clock seconds after which a request is abandoned and its worker killed: far
    above the CPU backstop, reached only when the worker gets (almost) no CPU at all.
    """
    return BACKSTOP_MIN_S + BACKSTOP_FACTOR * budget


class WorkerTimeout(Exception):
    """The request needed more than its budget (or the worker died or stalled)."""


class WorkerKilled(WorkerTimeout):
    """The worker died twice without being over its budget (killed from outside)."""


class WorkerTooLarge(Exception):
    """The request needed more memory than the worker's limit."""


class _WorkerGone(Exception):
    """The worker's pipe closed: it died (its exit status says why)."""


class WorkerError(RuntimeError):
    """No SymPy worker could be started: a checker failure, not a verdict on the answer."""


PARENT_ENV = "HARDMATH_WORKER_PARENT"  # the worker watches this pid and dies with it
_OVER_BUDGET = (-signal.SIGVTALRM, -signal.SIGXCPU)  # the worker's own CPU limits killed it (see .worker)


def _popen_worker() -> subprocess.Popen:
    env = {**os.environ, "PYTHONHASHSEED": "0", "OMP_NUM_THREADS": "1", PARENT_ENV: str(os.getpid())}
    return subprocess.Popen(
        [sys.executable, "-m", "hardmath.equivalence.worker"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=env,
        close_fds=True,
    )


class _Spawner:
    """Starts workers from a thread that lives as long as the process.

    Linux's parent-death signal (which the worker asks for) fires when the *thread* that
    started it exits, so a worker started from a short-lived thread (a thread pool's) would
    be killed with that thread. The main thread starts its workers itself; other threads
    hand the start to one long-lived daemon thread.
    """

    def __init__(self) -> None:
        self.jobs: queue.SimpleQueue = queue.SimpleQueue()
        self.thread: threading.Thread | None = None
        self.lock = threading.Lock()

    def start(self) -> subprocess.Popen:
        if threading.current_thread() is threading.main_thread():
            return _popen_worker()
        with self.lock:
            if self.thread is None or not self.thread.is_alive():
                self.thread = threading.Thread(target=self._serve, name="hardmath-spawner", daemon=True)
                self.thread.start()
        box: queue.SimpleQueue = queue.SimpleQueue()
        self.jobs.put(box)
        result = box.get()
        if isinstance(result, BaseException):
            raise result
        return result

    def _serve(self) -> None:
        while True:
            box = self.jobs.get()
            try:
                box.put(_popen_worker())
            except BaseException as exc:  # noqa: BLE001 - handed to the caller
                box.put(exc)


_SPAWNER = _Spawner()


class _Proc:
    """One SymPy child process and its read buffer."""

    def __init__(self) -> None:
        self.popen = _SPAWNER.start()
        self.owner = os.getpid()
        self.started = time.monotonic()
        self.ready = False
        self.buf = b""

    def alive(self) -> bool:
        return self.owner == os.getpid() and self.popen.poll() is None

    def readline(self, deadline: float) -> dict:
        assert self.popen.stdout is not None
        fd = self.popen.stdout.fileno()
        while b"\n" not in self.buf:
            left = deadline - time.monotonic()
            if left <= 0:
                raise WorkerTimeout()
            ready, _, _ = select.select([fd], [], [], left)
            if not ready:
                raise WorkerTimeout()
            chunk = os.read(fd, 65536)
            if not chunk:
                raise _WorkerGone()
            self.buf += chunk
        line, self.buf = self.buf.split(b"\n", 1)
        return json.loads(line)

    def wait_ready(self, deadline: float) -> None:
        if not self.ready:
            self.readline(deadline)
            self.ready = True

    def kill(self) -> None:
        if self.owner != os.getpid():
            return  # inherited through fork: the parent owns (and kills) it
        with contextlib.suppress(Exception):  # already gone, or shutting down: nothing left to kill
            self.popen.kill()
            self.popen.wait(timeout=5)


def _reply(proc: _Proc, budget: float) -> dict:
    """The worker's reply to a request; WorkerTimeout only once ``wall_backstop(budget)`` seconds
    pass in which its CPU time did not move (a stopped worker): a worker that keeps running,
    however slowly on a loaded machine, is ended by its own counted budget and CPU limits, so
    the machine's load never decides a verdict.
    """
    return _next_line_while_running(proc, wall_backstop(budget))


def _next_line_while_running(proc: _Proc, wait: float) -> dict:
    """The worker's next line; WorkerTimeout once ``wait`` wall seconds pass in which its CPU time
    did not move (it stalled), never while it keeps running.
    """
    cpu = process_cpu_seconds(proc.popen.pid)
    while True:
        try:
            return proc.readline(time.monotonic() + wait)
        except WorkerTimeout:
            now = process_cpu_seconds(proc.popen.pid)
            if cpu is None or now is None or now <= cpu:
                raise
            cpu = now


class _Worker:
    """The active child, plus a warm spare once one has been killed (so later kills never
    wait for a SymPy import).
    """

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.active: _Proc | None = None
        self.spare: _Proc | None = None
        self.replaced = False  # a worker was killed: keep a spare from now on
        self.peak_kb = 0  # the largest peak RSS a worker of this process reported
        self.requests = 0  # requests sent (counted under the lock)
        self.last_exit: int | None = None  # the exit status of the last worker dropped (tests read it)

    def _take(self) -> _Proc:
        if self.active is not None and self.active.alive():
            return self.active
        if self.active is not None:
            self.active.kill()
            self.replaced = True
        if self.spare is not None and self.spare.alive():
            self.active, self.spare = self.spare, None
        else:
            if self.spare is not None:
                self.spare.kill()
            self.active, self.spare = _Proc(), None
        return self.active

    def _keep_spare(self) -> None:
        if self.replaced and (self.spare is None or not self.spare.alive()):
            self.spare = _Proc()

    def _ready(self) -> _Proc:
        """The active worker once it has imported SymPy (with a warm spare behind it once
        a worker has been replaced).
        """
        for _ in range(3):  # a dead spare (e.g. killed from outside) is replaced
            try:
                proc = self._take()
            except OSError:  # no process could be started (fork failed)
                continue
            try:  # a start slowed by the machine's load is waited for: only a stalled one is replaced
                if not proc.ready:
                    _next_line_while_running(proc, STARTUP_TIMEOUT)
                    proc.ready = True
            except (WorkerTimeout, _WorkerGone, OSError, ValueError):  # stalled, died or garbled while starting
                proc.kill()
                self.active = None
                continue
            self._keep_spare()
            return proc
        raise WorkerError("the SymPy worker process did not start")

    def _drop(self, proc: _Proc) -> int | None:
        """Kill ``proc`` (if it still runs); its exit status."""
        proc.kill()
        self.active, self.replaced = None, True
        self.last_exit = proc.popen.returncode
        return self.last_exit

    def request(self, payload: dict, budget: float) -> dict:
        line = (json.dumps({**payload, "cpu": budget}) + "\n").encode()
        with self.lock:  # waiting for the lock or for start-up is not SymPy work: never counted
            self.requests += 1
            for attempt in (1, 2):
                proc = self._ready()
                try:
                    assert proc.popen.stdin is not None
                    proc.popen.stdin.write(line)
                    proc.popen.stdin.flush()
                    out = _reply(proc, budget)
                    break
                except (_WorkerGone, OSError):  # it died: over its CPU budget, or killed from outside
                    if self._drop(proc) in _OVER_BUDGET:
                        raise WorkerTimeout() from None
                    if attempt == 2:
                        raise WorkerKilled() from None
                except (WorkerTimeout, ValueError):  # stalled past the wall backstop, or garbled
                    self._drop(proc)
                    raise WorkerTimeout() from None
            self.peak_kb = max(self.peak_kb, int(out.get("rss_kb", 0)))
            if out.get("too_large"):
                self._drop(proc)
                raise WorkerTooLarge()
        if out.get("timeout"):
            raise WorkerTimeout()
        return out

    def warm_up(self, wait: float) -> bool:
        """Block until a worker is ready (at most ``wait`` seconds); True when it is. Never
        raises: a worker that cannot start is the later decisions' checker error.
        """
        deadline = time.monotonic() + wait
        if not self.lock.acquire(timeout=wait):
            return False
        try:
            proc = self._take()
            try:
                proc.wait_ready(deadline)
            except (WorkerTimeout, _WorkerGone, OSError, ValueError):
                proc.kill()
                self.active = None
                return False
            self._keep_spare()
            return True
        except OSError:
            return False
        finally:
            self.lock.release()

    def prestart(self) -> None:
        if self.lock.acquire(blocking=False):
            try:
                self._take()
            except OSError:
                pass  # the decision that needs a worker reports it
            finally:
                self.lock.release()

    def shutdown(self) -> None:
        for proc in (self.active, self.spare):
            if proc is not None:
                proc.kill()
        self.active = self.spare = None
        self.replaced = False  # no spare until a worker is killed again: a later start gets today's settings
        self.peak_kb = 0


_WORKER = _Worker()


def _after_fork_in_child() -> None:
    global _WORKER, _SPAWNER
    _WORKER = _Worker()  # fresh lock (the parent's may be held) and no inherited children
    _SPAWNER = _Spawner()  # the parent's spawner thread does not exist here


os.register_at_fork(after_in_child=_after_fork_in_child)


@atexit.register
def _shutdown() -> None:
    _WORKER.shutdown()


def prestart() -> None:
    """Start the worker (non-blocking) so SymPy is imported before it is first needed."""
    _WORKER.prestart()


def warm_up(wait: float = STARTUP_TIMEOUT) -> bool:
    """Start the worker and wait until SymPy is imported (once per process), so later
    decisions never spend their bound on start-up. True when the worker is ready.
    """
    return _WORKER.warm_up(wait)


def shutdown() -> None:
    """Stop this process's workers (the next decision starts a fresh one, and no spare stands by
    until a worker is killed again: a spare started earlier would carry that time's environment).
    """
    _WORKER.shutdown()


def worker_peak_mb() -> float:
    """Peak resident memory (MB) a worker of this process has reported since :func:`shutdown`."""
    return _WORKER.peak_kb / 1024


def process_cpu_seconds(pid: int) -> float | None:
    """User + system CPU seconds of the live process ``pid``, read from /proc (None once it is gone)."""
    try:
        with open(f"/proc/{pid}/stat") as fh:
            stat = fh.read().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(stat[11]) + int(stat[12])) / os.sysconf("SC_CLK_TCK")


def workers_cpu_seconds() -> float:
    """CPU seconds (user + system) of this process's SymPy workers: live ones read from /proc,
    reaped ones from ``os.times()`` (for benches that count the grader and its workers together).
    """
    t = os.times()
    total = t.children_user + t.children_system
    for proc in (_WORKER.active, _WORKER.spare):
        if proc is not None and proc.popen.poll() is None:
            total += process_cpu_seconds(proc.popen.pid) or 0.0
    return total


def requests_made() -> int:
    """How many requests this process has sent to its workers (:func:`sympy_equal` calls; a
    statistic for tests and benches: a decision counts its own in :attr:`.policy.Decision.requests`).
    """
    return _WORKER.requests


def sympy_equal(a: Node, b: Node, budget: float) -> dict:
    """``{"equal": bool, "reason": str, "cpu": seconds used, "work": calls made}`` from the worker;
    raises WorkerTimeout when the comparison needs more than ``budget`` seconds of counted work (or
    runs past the CPU backstop).
    """
    return _WORKER.request({"a": to_json(a), "b": to_json(b)}, budget)
