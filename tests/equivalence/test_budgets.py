"""The checker's budgets (issue 43): bounded by counted work, with no per-thread state.

Each test here failed on the code before: the grep found ``threading.local`` in numeric.py and
bounded.py; the superscript scan took 9 s on 50,000 characters (quadratic); ``x`` followed by 1,000
"²" was an OverflowError reported as a checker error.
"""

from __future__ import annotations

import signal
import time
from pathlib import Path

import pytest
import sympy_only

import hardmath.equivalence
from hardmath.equivalence import bounded, compare, grade, is_equivalent, symbols
from hardmath.equivalence.latex import to_ast
from hardmath.equivalence.nodes import to_json
from hardmath.equivalence.worker import FAULT_ENV, WORK_PER_SECOND, cpu_backstop

HOME = Path(hardmath.equivalence.__file__).resolve().parent


def test_no_thread_local_state_in_the_checker():
    """State is passed explicitly (precise.Seen, Decision.requests), never kept per thread."""
    found = [p.name for p in sorted(HOME.rglob("*.py")) if "threading.local" in p.read_text(encoding="utf-8")]
    assert found == []


def test_the_root_index_scan_starts_only_where_a_superscript_run_starts():
    """By construction: a run is tried from its first character only, so the scan is linear."""
    assert symbols._ROOT_INDEX.pattern.startswith("(?<![")
    assert symbols.unicode_math("x²³√8") == r"x\sqrt[23]{8}"
    assert symbols.unicode_math("³√8 + y²") == r"\sqrt[3]{8} + y^{2}"


def test_a_long_superscript_run_is_scanned_in_linear_time():
    """100,000 superscripts: about 0.02 s now, about 40 s before (quadratic); the bound has a wide margin."""
    text = "x" + "²" * 100_000
    start = time.process_time()
    out = symbols.unicode_math(text)
    assert time.process_time() - start < 3.0
    assert out == "x^{" + "2" * 100_000 + "}"


def test_a_thousand_superscript_twos_is_too_large_not_a_checker_error():
    v = is_equivalent("x" + "²" * 1000, "x^2")
    assert not v and not v.checker_error and v.status == "too_large", v
    assert grade(r"\boxed{x^{" + "2" * 1000 + "}}", "x^2").status == "too_large"


def test_requests_are_counted_per_decision():
    """A pair that needs SymPy is marked ``used_worker`` from the decision's own count."""
    compare.DECISIONS.clear()
    v = is_equivalent(r"\sqrt{2}^{2}e^{e^{11}}-2e^{e^{11}}+(5)", "5", timeout=5)
    assert v and v.used_worker, v
    assert not is_equivalent(r"\frac{1}{2}", "0.5", timeout=5).used_worker
    assert v.status == "equal"


def _set_answers(k: int) -> list[str]:
    """The k distinct k-element sets that differ only in their last element (bench/bench_majority.py's kind)."""
    out = []
    for i in range(k):
        items = [str(j) for j in range(k - 1)] + [str(1000 * (i + 1))]
        out.append(r"\{" + ", ".join(items if i % 2 else items[::-1]) + r"\}")
    return out


def test_a_document_of_set_answers_is_bounded_by_counted_work():
    """64 answers that are 64-element sets: the old pair budget let one document run 200 pair
    decisions of about 8,000 comparisons each (minutes); the work budget stops it after one pair's
    worth, the same way on every run.
    """
    from hardmath.equivalence import classes

    answers = _set_answers(64)
    start = time.process_time()
    first = classes.answer_classes(answers)
    assert time.process_time() - start < 5.0
    assert classes.MAX_WORK <= first.work <= classes.MAX_WORK + 100, first.work
    assert any("work budget" in note for note in first.notes), first.notes
    assert first.pairs < 5 and len(set(first.ids)) == 64
    again = classes.answer_classes(answers)
    assert (again.ids, again.work, again.pairs) == (first.ids, first.work, first.pairs)


def test_small_set_answers_are_grouped_within_the_work_budget():
    from hardmath.equivalence import classes

    answers = [r"\{1, 2, 3\}", r"\{3, 2, 1\}", r"\{1, 2, 4\}", r"\{2, 1, 3\}", r"\{\frac{2}{2}, 2, 3\}"] * 12
    found = classes.answer_classes(answers)
    assert found.ids[:5] == [0, 0, 1, 0, 0] and found.notes == [] and found.work < classes.MAX_WORK


@pytest.fixture
def fresh_worker():
    bounded.shutdown()
    compare.DECISIONS.clear()
    yield
    bounded.shutdown()


SMALL = {"a": to_json(to_ast("(x+1)^{30}")), "b": to_json(to_ast("(x+2)^{30}"))}  # ~0.1 s of SymPy


def test_the_worker_budget_is_counted_work_the_same_in_every_worker(fresh_worker):
    """The worker counts a decision's Python calls (the same number in a fresh worker), and the
    budget is that count: one call fewer than the decision needs is "timeout", exactly, every time.
    """
    bounded.warm_up()
    first = bounded._WORKER.request(SMALL, 10)
    bounded.shutdown()
    bounded.warm_up()
    second = bounded._WORKER.request(SMALL, 10)
    assert first["equal"] is False and first["work"] == second["work"] > 1000, (first, second)
    need = first["work"]
    for _ in range(2):
        bounded.shutdown()
        bounded.warm_up()
        assert bounded._WORKER.request(SMALL, need / WORK_PER_SECOND)["equal"] is False
        bounded.shutdown()
        bounded.warm_up()
        with pytest.raises(bounded.WorkerTimeout):
            bounded._WORKER.request(SMALL, (need - 1) / WORK_PER_SECOND)


def test_after_shutdown_no_spare_carries_an_earlier_environment(fresh_worker, monkeypatch):
    """The wedge test below once timed out in its fresh-worker follow-up under ``-n 2``: a worker
    killed by an earlier test in the same process left the spare policy on through ``shutdown()``,
    so ``warm_up()`` started a spare with the wedge fault set, and that spare took the follow-up.
    """
    bounded.warm_up()
    bounded._WORKER.active.popen.kill()  # an earlier test's kill: the next decision replaces it
    assert is_equivalent(sympy_only.quick(7), "7", timeout=5).reason == "symbolic equal"
    assert bounded._WORKER.replaced
    bounded.shutdown()
    monkeypatch.setenv(FAULT_ENV, "wedge")
    assert bounded.warm_up()
    assert bounded._WORKER.spare is None  # no process started under this environment waits for later ones


def test_a_decision_wedged_past_its_cpu_timers_is_ended_by_rlimit_cpu(fresh_worker, monkeypatch):
    """The RLIMIT_CPU path: a decision that makes no Python call with SIGPROF and SIGVTALRM ignored
    (as C code stuck in the kernel) is killed by SIGXCPU at the CPU backstop; its verdict is
    "timeout", and the next decision gets a fresh worker.
    """
    monkeypatch.setenv(FAULT_ENV, "wedge")
    bounded.warm_up()
    pid = bounded._WORKER.active.popen.pid
    v = is_equivalent(sympy_only.quick(5), "5", timeout=0.1)
    assert v.status == "timeout" and v.timed_out and not v.checker_error, v
    assert bounded._WORKER.last_exit == -signal.SIGXCPU
    monkeypatch.delenv(FAULT_ENV)
    assert is_equivalent(sympy_only.quick(5), "5", timeout=5).status == "equal"
    assert bounded._WORKER.active.popen.pid != pid


# about 1.7 million calls: 85% of a 1 s count
NEAR = (r"(\sin x-\cos x)^{40}+e^{e^{11}}", r"(\cos x-\sin x)^{42}+e^{e^{11}}")


def test_a_decision_that_keeps_counting_is_not_stopped_by_an_inflated_clock(fresh_worker, monkeypatch):
    """Issue 43's flips: on an overloaded machine a decision's CPU time grows while its count does not,
    and the fixed CPU backstop (3 x budget + 1 s) stopped pairs that use 80-95% of their count. The
    ``slow`` fault inflates every call's CPU time (as a loaded machine does) so that this pair passes
    its first backstop; it is decided by its count, with the same calls and verdict as unslowed.
    """
    pair = {"a": to_json(to_ast(NEAR[0])), "b": to_json(to_ast(NEAR[1]))}
    bounded.warm_up()
    plain = bounded._WORKER.request(pair, 1.0)
    bounded.shutdown()
    monkeypatch.setenv(FAULT_ENV, "slow")
    bounded.warm_up()
    slowed = bounded._WORKER.request(pair, 1.0)
    assert slowed["cpu"] > cpu_backstop(1.0) > plain["cpu"], (plain, slowed)  # the old backstop would have fired
    assert (slowed["equal"], slowed["reason"]) == (plain["equal"], plain["reason"]) == (False, "symbolic differs")
    assert abs(slowed["work"] - plain["work"]) < 1000 < plain["work"] < WORK_PER_SECOND, (plain, slowed)
