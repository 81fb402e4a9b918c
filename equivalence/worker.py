"""SymPy side of the checker, run as a child process (``python -m hardmath.equivalence.worker``).

Protocol: one JSON object per line on stdin, one per line on stdout. Requests carry
parser trees (nested lists of strings, :func:`.nodes.to_json`), never text: they are read back
into typed nodes (:func:`.nodes.from_json`) and SymPy objects are built node by node from a
fixed table, so no model text reaches ``sympify``/``eval``. The parent
(:mod:`.bounded`) sends each request with a budget in seconds (``cpu``).

The budget is **counted work**, not time: a decision may make :func:`work_limit` Python calls
(:data:`WORK_PER_SECOND` per second of budget, counted by a trace function that sees only calls);
past them it is "timeout", after the same number of calls on every run, idle or loaded. CPU time
is only a backstop for C code that makes no Python calls, and the clock never stops a decision
that keeps counting (:class:`_Backstop`): at every :func:`cpu_backstop` CPU seconds (three times
the budget plus a second) a decision goes on while it has made at least :data:`MIN_PACE` Python
calls per CPU second so far (a full count takes about 1 us per call here, :data:`MIN_PACE` allows
20 us: a loaded machine's CPU time, inflated by cache thrash and stolen time, never reaches that),
up to :func:`cpu_cap`; a decision slower than that pace is C code, stopped at the first backstop
("timeout": interrupted by SIGPROF, or the process killed by SIGVTALRM or, in the kernel, by
``RLIMIT_CPU``). So a verdict near the budget is decided by its count, the same on every run; the
clock decides only for C-bound work, where it says "timeout" on every run. A reply carries ``work``
(the calls made), which the parent charges against what is left of the decision's budget, and a
timeout says which limit ended it (``"work"`` or ``"cpu"``).

Every decision gets the same worker state, so a verdict does not depend on the worker's
history: SymPy and its lazily imported parts are warmed by a representative decision before
the worker says it is ready; before each decision SymPy's cache is cleared, its random generator
(which orders assumption queries and ``equals``' numeric tests) is seeded, its dummy-symbol
counter reset and a garbage collection run. The worker's
data segment is limited (``RLIMIT_DATA``, ``HARDMATH_WORKER_MEMORY_MB``, default
:data:`DEFAULT_MEMORY_MB`): a decision that needs more gets the verdict "too large: worker
memory limit" and the worker exits after replying (its parent starts a fresh one).

The worker never outlives the process that started it (``HARDMATH_WORKER_PARENT``),
whatever killed that process: on Linux it asks the kernel for SIGKILL when its parent
dies (``PR_SET_PDEATHSIG``), and everywhere a watcher thread exits as soon as its parent
is gone. It ignores SIGINT: a Ctrl-C is its parent's to handle.

Work that never returns to Python (C code retrying failing allocations at the memory limit spends
its time in the kernel, which ``ITIMER_VIRTUAL`` does not count) is ended by the kernel:
``RLIMIT_CPU`` (user + system CPU) is set for each decision so that SIGXCPU kills the worker
between the backstop and the backstop + 1 CPU seconds after the decision started.

Fault injection for tests (inert unless set): ``HARDMATH_WORKER_FAULT=start`` makes every worker
SIGKILL itself before it is ready, ``decide`` in the middle of every decision, ``between`` right
after each reply (while it waits for the next request), ``wedge`` makes every decision spin without
a Python call and with SIGPROF and SIGVTALRM ignored (as C code stuck in the kernel), so only
``RLIMIT_CPU`` ends it, and ``slow`` adds :data:`SLOW_SPIN` loop iterations to every counted call
(CPU time inflated as on a heavily loaded machine; the count is unchanged).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import gc
import json
import os
import resource
import signal
import sys
import threading
import time

from hardmath.equivalence.functions import SYMPY
from hardmath.equivalence.nodes import (
    Abs,
    Add,
    Binom,
    Const,
    Dec,
    Div,
    Fact,
    Fn,
    Log,
    Mul,
    Neg,
    Num,
    Pow,
    Root,
    Rules,
    Sym,
    from_json,
)

PR_SET_PDEATHSIG = 1
PARENT_POLL_S = 0.2
DEFAULT_MEMORY_MB = 256
MEMORY_ENV = "HARDMATH_WORKER_MEMORY_MB"
TOO_LARGE = "too large: worker memory limit"
FAULT_ENV = "HARDMATH_WORKER_FAULT"  # tests only: "start", "decide", "between", "wedge", "slow" (module docstring)
SLOW_SPIN = 350  # the "slow" fault's loop iterations per counted call (2-4 us: CPU time as under heavy load; 200 left a quiet CI machine under the backstop)
WORK_PER_SECOND = 2_000_000  # Python calls per second of budget (traced: 0.6-1.1 us per call, 1.4-2.4 s here)
BACKSTOP_FACTOR = 3.0
BACKSTOP_S = 1.0
MIN_PACE = 50_000  # Python calls per CPU second below which a decision past its backstop is C-bound
CAP_FACTOR = 3.0  # a decision that keeps its pace may go on up to this many backstops (cpu_cap)
WARM_UP = (r"\frac{(x+1)^{2}}{\sqrt{2}}+\sin^{2}(x)+\log_{2}(x)", r"\frac{x^{2}+2x+1}{\sqrt{2}}+1-\cos^{2}(x)+\ln(x)")

_SYMPY = Rules()


def to_sympy(node, sp):
    """SymPy expression for a parser node (or its JSON form, :func:`.nodes.to_json`)."""
    if isinstance(node, (list, tuple)):
        node = from_json(node)
    rule = _SYMPY.get(type(node))
    if rule is None:
        raise ValueError(f"unknown node {node!r:.40}")
    return rule(node, sp)


_SYMPY.on(Num)(lambda node, sp: sp.Integer(int(node.digits)))
_SYMPY.on(Dec)(lambda node, sp: sp.Rational(node.text))
_SYMPY.on(Sym)(lambda node, sp: sp.Symbol(node.name))
_SYMPY.on(Const)(lambda node, sp: {"pi": sp.pi, "e": sp.E, "i": sp.I, "inf": sp.oo}[node.name])
_SYMPY.on(Add)(lambda node, sp: sp.Add(*[to_sympy(a, sp) for a in node.terms]))
_SYMPY.on(Mul)(lambda node, sp: sp.Mul(*[to_sympy(a, sp) for a in node.factors]))
_SYMPY.on(Neg)(lambda node, sp: -to_sympy(node.arg, sp))
_SYMPY.on(Div)(lambda node, sp: to_sympy(node.num, sp) / to_sympy(node.den, sp))
_SYMPY.on(Pow)(lambda node, sp: sp.Pow(to_sympy(node.base, sp), to_sympy(node.exp, sp)))
_SYMPY.on(Fact)(lambda node, sp: sp.factorial(to_sympy(node.arg, sp)))
_SYMPY.on(Binom)(lambda node, sp: sp.binomial(to_sympy(node.n, sp), to_sympy(node.k, sp)))
_SYMPY.on(Root)(lambda node, sp: sp.root(to_sympy(node.arg, sp), to_sympy(node.index, sp)))
_SYMPY.on(Abs)(lambda node, sp: sp.Abs(to_sympy(node.arg, sp)))
_SYMPY.on(Log)(lambda node, sp: sp.log(to_sympy(node.arg, sp), to_sympy(node.base, sp)))
_SYMPY.on(Fn)(lambda node, sp: getattr(sp, SYMPY[node.name])(to_sympy(node.arg, sp)))


def decide(a, b, sp) -> dict:
    """Whether two ASTs are equal as SymPy expressions."""
    ea, eb = to_sympy(a, sp), to_sympy(b, sp)
    if ea == eb:
        return {"equal": True, "reason": "symbolic equal"}
    diff = sp.simplify(ea - eb)
    if diff == 0:
        return {"equal": True, "reason": "symbolic equal"}
    if diff.is_number and diff.is_zero is False:
        return {"equal": False, "reason": "symbolic differs"}
    same = ea.equals(eb)
    return {"equal": bool(same), "reason": "symbolic equal" if same else "symbolic differs"}


def _parent_pid() -> int:
    try:
        return int(os.environ.get("HARDMATH_WORKER_PARENT", ""))
    except ValueError:
        return os.getppid()


def _request_parent_death_signal() -> None:
    """Linux: the kernel sends SIGKILL to this process when its parent dies."""
    if not sys.platform.startswith("linux"):
        return
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or None, use_errno=True)
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    except (OSError, AttributeError):
        pass  # the watcher thread still covers it


def _parent_alive(parent: int) -> bool:
    if os.getppid() != parent:  # re-parented: the parent died
        return False
    try:
        os.kill(parent, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        pass
    return True


def _watch_parent(parent: int) -> None:
    while _parent_alive(parent):
        time.sleep(PARENT_POLL_S)
    os.kill(os.getpid(), signal.SIGKILL)


def die_with_parent() -> None:
    """Make sure this process ends when the process that started it ends."""
    parent = _parent_pid()
    _request_parent_death_signal()
    if not _parent_alive(parent):  # it died before the request above took effect
        os._exit(1)
    threading.Thread(target=_watch_parent, args=(parent,), name="parent-watch", daemon=True).start()


def work_limit(budget: float) -> int:
    """The Python calls a decision with ``budget`` seconds may make."""
    return int(budget * WORK_PER_SECOND)


def cpu_backstop(budget: float) -> float:
    """CPU seconds after which a decision is stopped whatever its count: far above what its calls
    take, reached only by C code that makes no Python calls.
    """
    return BACKSTOP_FACTOR * budget + BACKSTOP_S


def cpu_cap(budget: float) -> float:
    """CPU seconds no decision outlives: :data:`CAP_FACTOR` backstops, reached only by a decision
    that keeps making Python calls at :data:`MIN_PACE` or faster on a machine so loaded that its
    count has not ended it yet (:class:`_Backstop`).
    """
    return CAP_FACTOR * cpu_backstop(budget)


class _OverBudget(BaseException):
    """The request used up its CPU budget (a BaseException: SymPy's ``except Exception`` must not swallow it)."""


class _Backstop:
    """The CPU backstop of one decision. Armed for :func:`cpu_backstop` CPU seconds: SIGPROF then
    (user + system CPU); SIGVTALRM, which kills the process, after :func:`hard_limit` of it in user
    CPU, for C code that never returns to Python; SIGXCPU (``RLIMIT_CPU``, whole seconds), which kills
    it too, between the backstop and the backstop + 1 CPU seconds, for C code stuck in the kernel.

    At SIGPROF the decision goes on (armed again) while it keeps its pace, at least :data:`MIN_PACE`
    counted calls per CPU second since it started, until :func:`cpu_cap`: its count ends it, whatever
    the machine's load did to its CPU time. Otherwise it is stopped (:class:`_OverBudget`).
    """

    def __init__(self, budget: float, calls) -> None:
        self.step = cpu_backstop(budget)
        self.cap = cpu_cap(budget)
        self.calls = calls
        self.start = time.process_time()
        self.fired = False  # stopped by the clock (the reply's "timeout": "cpu")

    def arm(self, seconds: float) -> None:
        signal.signal(signal.SIGPROF, self.on_signal)
        signal.setitimer(signal.ITIMER_PROF, seconds)
        signal.setitimer(signal.ITIMER_VIRTUAL, 1.1 * seconds + 0.1)
        _set_cpu_limit(int(time.process_time() + seconds + 1))  # floor(t + 1) > t: never before the backstop

    def on_signal(self, signum, frame) -> None:
        used = time.process_time() - self.start
        if used < self.cap - 0.01 and self.calls() >= MIN_PACE * used:
            self.arm(min(self.step, self.cap - used))
            return
        self.fired = True
        raise _OverBudget()


def _disarm() -> None:
    signal.setitimer(signal.ITIMER_PROF, 0)
    signal.setitimer(signal.ITIMER_VIRTUAL, 0)
    signal.signal(signal.SIGPROF, signal.SIG_IGN)  # no decision's handler outlives it
    _set_cpu_limit(resource.RLIM_INFINITY)


def _set_cpu_limit(seconds: int) -> None:
    """The soft ``RLIMIT_CPU`` of this process (the kernel sends SIGXCPU past it)."""
    try:
        hard = resource.getrlimit(resource.RLIMIT_CPU)[1]
        if hard != resource.RLIM_INFINITY and (seconds == resource.RLIM_INFINITY or seconds > hard):
            seconds = hard
        resource.setrlimit(resource.RLIMIT_CPU, (seconds, hard))
    except (ValueError, OSError):
        pass  # the itimers still hold


def _fault(point: str) -> None:
    """Tests only: SIGKILL this worker at ``point`` when ``HARDMATH_WORKER_FAULT`` names it."""
    if os.environ.get(FAULT_ENV) == point:
        os.kill(os.getpid(), signal.SIGKILL)


def _wedge() -> None:
    """Tests only (``HARDMATH_WORKER_FAULT=wedge``): spin with no Python call and the CPU timers'
    signals ignored, as C code stuck in the kernel: only ``RLIMIT_CPU`` (SIGXCPU) ends it.
    """
    if os.environ.get(FAULT_ENV) == "wedge":  # ignored process-wide (a blocked signal would reach another thread)
        signal.signal(signal.SIGPROF, signal.SIG_IGN)
        signal.signal(signal.SIGVTALRM, signal.SIG_IGN)
        while True:
            pass


def hard_limit(budget: float) -> float:
    """User-CPU seconds after which the worker is killed outright (C code that never yields to the
    backstop's SIGPROF; a decision that keeps its pace has its limits moved on, :class:`_Backstop`).
    """
    return 1.1 * cpu_backstop(budget) + 0.1


def _counter(limit: int, spin: int = 0):
    """A trace function that counts Python calls and raises _OverBudget past ``limit`` (it returns
    None, so no line is traced), and a function that reads the count. ``spin`` (tests only, the
    ``slow`` fault): loop iterations added to every call, as a loaded machine inflates CPU time.
    """
    calls = 0

    def trace(frame, event, arg):
        nonlocal calls
        calls += 1
        if calls > limit:
            raise _OverBudget()
        for _ in range(spin):
            pass

    return trace, lambda: calls


def _same_start(sp) -> None:
    """The state every decision starts from (see the module docstring)."""
    sp.core.cache.clear_cache()
    sp.core.random.seed(0)
    sp.Dummy._count = 0
    sp.Dummy._base_dummy_index = 0
    gc.collect()


def _counted(req: dict, sp, trace) -> dict:
    """``decide`` with its Python calls counted by ``trace`` (:func:`_counter`)."""
    _fault("decide")
    _wedge()
    sys.settrace(trace)
    try:
        return decide(req["a"], req["b"], sp)
    finally:
        sys.settrace(None)


def answer(req: dict, sp) -> dict:
    """One request's reply: the decision plus ``cpu`` (CPU seconds spent) and ``work`` (Python calls
    made), or ``{"timeout": "work"}`` when the decision needed more than :func:`work_limit` calls
    (``{"timeout": "cpu"}`` when its CPU backstop stopped it, :class:`_Backstop`).
    """
    budget = float(req.get("cpu") or 1.0)
    trace, calls = _counter(work_limit(budget), SLOW_SPIN if os.environ.get(FAULT_ENV) == "slow" else 0)
    _same_start(sp)
    backstop = _Backstop(budget, calls)
    try:
        backstop.arm(backstop.step)
        try:
            out = _counted(req, sp, trace)
        except MemoryError:
            out = {"equal": False, "reason": TOO_LARGE, "too_large": True}
        except Exception as exc:  # noqa: BLE001 - any failure is a verdict, never a crash
            out = {"equal": False, "reason": f"unparsable: {type(exc).__name__}"}
        finally:
            _disarm()
    except _OverBudget:
        _disarm()
        out = {}
    except MemoryError:
        _disarm()
        out = {"equal": False, "reason": TOO_LARGE, "too_large": True}
    used = time.process_time() - backstop.start
    if not out.get("too_large"):  # also when SymPy swallowed the stop: past the count or the clock
        if calls() > work_limit(budget):
            out = {"timeout": "work"}
        elif backstop.fired or not out:
            out = {"timeout": "cpu"}
    return {**out, "cpu": used, "work": calls(), "rss_kb": peak_rss_kb()}


def peak_rss_kb() -> int:
    """This process's peak resident memory in KB since it started this program: ``VmHWM`` of its
    own address space (``ru_maxrss`` would also count the pages of the parent it was forked from,
    which Linux carries over the exec).
    """
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except (OSError, ValueError, IndexError):
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def memory_limit_mb() -> int:
    """The worker's data-segment limit in MB: ``HARDMATH_WORKER_MEMORY_MB`` if set (and
    positive), else :data:`DEFAULT_MEMORY_MB`.
    """
    try:
        value = int(os.environ.get(MEMORY_ENV, DEFAULT_MEMORY_MB))
    except ValueError:
        return DEFAULT_MEMORY_MB
    return value if value > 0 else DEFAULT_MEMORY_MB


def _limit_memory(mb: int) -> None:
    """Cap this process's data segment (heap and private mappings) at ``mb`` MB."""
    try:
        resource.setrlimit(resource.RLIMIT_DATA, (mb * 2**20, resource.getrlimit(resource.RLIMIT_DATA)[1]))
    except (ValueError, OSError):
        pass  # a hard limit below ours: that one holds


def _warm(sp) -> None:
    """Run one representative decision, so SymPy's lazy imports are not charged to a request."""
    from hardmath.equivalence.latex import to_ast
    from hardmath.equivalence.nodes import to_json

    a, b = (to_json(to_ast(t)) for t in WARM_UP)
    decide(a, b, sp)


def main() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    die_with_parent()
    signal.signal(signal.SIGPROF, signal.SIG_IGN)  # each decision's backstop sets its own handler
    signal.signal(signal.SIGVTALRM, signal.SIG_DFL)
    signal.signal(signal.SIGXCPU, signal.SIG_DFL)
    try:
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))  # SIGXCPU's default action must not write a core file
    except (ValueError, OSError):
        pass
    _fault("start")
    import sympy as sp

    _warm(sp)
    gc.collect()
    gc.freeze()  # SymPy's own objects: never scanned again, so each decision's collection is short
    _limit_memory(memory_limit_mb())
    sys.stdout.write(json.dumps({"ready": True}) + "\n")
    sys.stdout.flush()
    for line in sys.stdin:
        try:
            req = json.loads(line)
        except ValueError:
            req = {"a": None, "b": None}
        reply = answer(req, sp)
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()
        _fault("between")
        if reply.get("too_large"):
            os._exit(0)  # memory may be fragmented or half-freed: a fresh worker takes the next request


if __name__ == "__main__":
    main()
