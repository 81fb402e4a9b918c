"""Hard bound: C-level work, deep nesting, huge inputs; from threads and worker processes.

The bound is on CPU time (load-independent): the caller's own work is bounded by
construction, the SymPy worker's by its per-decision CPU budget; wall-clock time only has
the far-away backstop (the machine running the tests may be busy).
"""

import multiprocessing as mp
import threading
import time

import pytest
from worker_cpu import CpuWatch

from hardmath.equivalence import bounded, is_equivalent
from hardmath.equivalence.worker import hard_limit

BOUND = 1.0
SLOW = (r"e^{e^{11}}+(x+1)^{61}", r"e^{e^{11}}+(x+2)^{61}")  # only SymPy decides (sympy_only.py): ~0.4 s of its CPU
SLOW_BUDGET = 0.01
SLACK = 0.5
HEAVY = [  # (answer, gold, verdict): the verdict is asserted too, not only the time
    (r"2001^{2002^{2003}}", "5", False),
    (r"2001^{2002^{2003}}", r"2001^{2002^{2004}}", False),
    (r"(10^{6})!", "5", False),
    ("1000000!", "1000001!", False),
    (r"\sqrt{3}^{10^{9}}", r"\sqrt{3}^{10^{9}}+1", False),  # only SymPy could decide: the worker is killed
    ("(" * 10_000 + "1" + ")" * 10_000, "1", True),  # enclosing brackets dropped in one pass
    ("{" * 10_000 + "1" + "}" * 10_000, "1", True),
    ("(" * 10_000 + "1" + ")" * 10_000, "2", False),
    ("(" * 5_000 + "1)+(" + "1" + ")" * 5_000, "2", True),  # 4999 enclosing layers, then (1)+(1)
    ("(" * 5_000 + "1)+(" + "1" + ")" * 5_000, "3", False),
    ("(" * 300 + "1" + ")" * 300 + "+" + "(" * 300 + "1" + ")" * 300, "2", False),  # too deep: scored wrong
    ("1+" * 500_000 + "1", "500001", True),  # a long sum of small integers is added up
    ("1+" * 500_000 + "1", "500000", False),
    ("9" * 1_000_000, "9", False),
    ("9" * 1_000_000, "9" * 1_000_000, True),  # an exact copy is equal whatever its size
    ("9" * 5_000, "9" * 4_999 + "8", False),
    (r"\frac{" * 5000 + "1" + "}{2}" * 5000, "1", False),
    (r"x^{x^{x^{x^{x^{x^{x^{x}}}}}}}", r"x^{x^{x^{x^{x^{x^{x^{x+1}}}}}}}", False),
    (r"(x+1)^{100000}", r"(1+x)^{100000}", True),  # same terms reordered: no SymPy needed
    (r"(x+1)^{100000}", r"(1+x)^{100001}", False),
]


@pytest.fixture(scope="module", autouse=True)
def warm_worker():
    """Start-up (importing SymPy) is a one-off cost outside the per-decision bound."""
    bounded._WORKER.request({"a": ["num", "1"], "b": ["num", "1"]}, 60)


def _timed(a, b, timeout=BOUND):
    """(verdict, wall seconds, caller's CPU seconds, worker CPU seconds) of one decision."""
    bounded.warm_up()
    with CpuWatch(bounded._WORKER.active.popen.pid) as watch:
        t, cpu = time.perf_counter(), time.thread_time()
        v = is_equivalent(a, b, timeout=timeout)
        wall, cpu = time.perf_counter() - t, time.thread_time() - cpu
    return v, wall, cpu, watch.used


def _within_bound(wall: float, cpu: float, worker: float, timeout: float = BOUND) -> None:
    assert cpu < BOUND + SLACK, f"caller's own work took {cpu:.2f} s CPU"
    assert worker < hard_limit(timeout) + SLACK, f"worker used {worker:.2f} s CPU"
    assert wall < bounded.wall_backstop(timeout), wall


@pytest.mark.parametrize("a,b,expected", HEAVY, ids=range(len(HEAVY)))
def test_heavy_inputs_return_within_bound(a, b, expected):
    v, *measured = _timed(a, b)
    assert bool(v) is expected, v.reason
    _within_bound(*measured)


def test_timeout_kills_and_recovers():
    from hardmath.equivalence.latex import to_ast

    v, *measured = _timed(r"\sqrt{5}^{10^{9}}", r"\sqrt{5}^{10^{9}}+2", timeout=0.3)
    assert v.status == "too_large" and not v.timed_out  # known before SymPy starts
    _within_bound(*measured, timeout=0.3)
    with pytest.raises(bounded.WorkerTimeout):  # sent anyway, the worker is killed at its budget
        bounded.sympy_equal(to_ast(r"\sqrt{5}^{10^{9}}"), to_ast(r"\sqrt{5}^{10^{9}}+2"), 0.3)
    # SymPy only: beyond floats, equal to 110 digits relatively (too many digits for an absolute gap),
    # and no polynomial identity (sin and cos are opaque to equivalence.identity)
    slow = (r"e^{e^{11}}(\sin^{2}x+\cos^{2}x)", r"e^{e^{11}}")
    t = _timed(*slow, timeout=1e-3)[0]
    assert t.status == "timeout" and t.timed_out
    w, *_ = _timed(*slow, timeout=10)  # a timeout was not cached: decided now
    assert w.status == "equal" and w.used_worker, w
    w, *_ = _timed(r"\sqrt{2}^{2000}+1", r"2^{1000}+1", timeout=10)
    assert w, w.reason


def test_python_level_overrun_keeps_the_worker():
    """An overrun inside SymPy's Python code is interrupted at the budget: same worker after."""
    bounded.shutdown()  # a worker of its own: not one an earlier test in this process left starting or spare
    bounded.warm_up()
    pid = bounded._WORKER.active.popen.pid
    out = bounded._WORKER.request({"a": ["sym", "x"], "b": ["add", ["sym", "x"], ["num", "0"]]}, 1.0)
    assert out["equal"] is True and 0 <= out["cpu"] <= 1.0  # a decision reports its CPU time
    slow = {
        "a": ["pow", ["add", ["sym", "x"], ["num", "1"]], ["num", "61"]],
        "b": ["pow", ["add", ["sym", "x"], ["num", "2"]], ["num", "61"]],
    }  # ~0.1 s of Python
    with pytest.raises(bounded.WorkerTimeout):
        bounded._WORKER.request(slow, 0.01)
    assert bounded._WORKER.active.popen.pid == pid and bounded._WORKER.active.alive()
    assert bounded._WORKER.request(slow, 30)["equal"] is False


def test_env_timeout(monkeypatch):
    monkeypatch.setenv("HARDMATH_EQUIV_TIMEOUT", "0.25")
    assert bounded.default_timeout() == 0.25
    monkeypatch.setenv("HARDMATH_EQUIV_TIMEOUT", "nonsense")
    assert bounded.default_timeout() == bounded.DEFAULT_TIMEOUT


def test_bound_holds_in_threads():
    results = []

    def run(a, b):
        t = time.perf_counter()
        results.append((is_equivalent(a, b, timeout=SLOW_BUDGET), time.perf_counter() - t))

    threads = [threading.Thread(target=run, args=(SLOW[0], SLOW[1].replace("2", str(k)))) for k in (3, 5)]
    threads += [threading.Thread(target=run, args=(r"2001^{2002^{2003}}", "7"))]
    t0 = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert len(results) == 3 and not any(v for v, _ in results)
    assert sorted(v.status for v, _ in results) == ["differs", "timeout", "timeout"]  # the power: unparsable
    # the worker is shared (serialized): waiting for it is not counted, each bound holds alone
    assert time.perf_counter() - t0 < 2 * bounded.wall_backstop(BOUND)


def _child(q):
    from hardmath.equivalence import is_equivalent as eq

    t = time.perf_counter()  # includes this process's own cold start: never counted
    v = eq(*SLOW, timeout=SLOW_BUDGET)
    q.put((bool(v), v.status, time.perf_counter() - t, bool(eq(r"\frac{1}{2}", "0.5"))))


@pytest.mark.parametrize("method", ["fork", "spawn"])
def test_bound_holds_in_worker_process(method):
    ctx = mp.get_context(method)
    q = ctx.Queue()
    p = ctx.Process(target=_child, args=(q,))
    p.start()
    got = q.get(timeout=90)
    p.join(30)
    ok, status, dt, easy = got
    assert not ok and status == "timeout" and easy
    assert dt < bounded.STARTUP_TIMEOUT + bounded.wall_backstop(0.5)
