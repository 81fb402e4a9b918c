r"""Do verdicts depend on machine load? Grade one fixed set of (response, gold) pairs four ways.

The pairs are generated deterministically (:func:`make_pairs`, seed fixed): most are decided
in-process (integers, fractions vs decimals, surds, polynomial and trig identities, tuples,
text, missing answers); a few hundred can only be decided by the SymPy worker (powers and
exponentials that overflow floats), and a few are far beyond any budget (``\sqrt{k}^{10^9}``).
They are graded with ``hardmath.equivalence.grade`` and the default bound (1 s of worker CPU):

  idle        one thread, nothing else running (of ours)
  saturated   one thread, with 2 x cores + 1 busy-looping processes (more than cores)
  threads     4 threads sharing the process's worker
  processes   a pool of 4 processes (each with its own worker)

Each condition starts with an empty verdict cache and a fresh worker. Printed: per condition
the wall time, the decisions that reached SymPy, the timeouts, the most worker CPU one
decided pair used (how close the closest call came to the bound) and the verdicts that
differ from the idle run; exit status 1 when any verdict differs.

With ``--repeat N`` each condition runs N times, every run from empty caches and a fresh
worker, and every run is compared with the first: ``--only idle --repeat 5`` shows that a
verdict does not depend on the worker's history.

Usage: nice python bench/bench_load.py [--pairs 2400] [--only idle,saturated,threads,processes] [--repeat N]
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import os
import random
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from fractions import Fraction

SEED = 20261122
WORKERS = 4
CONDITIONS = ("idle", "saturated", "threads", "processes")
Pair = tuple[str, str]


def _respond(rng: random.Random, answer: str) -> str:
    """A model-style response ending in ``answer``."""
    lead = rng.choice(["We compute step by step.", "Simplifying the expression,", "By the formula above,"])
    return rng.choice(
        [
            f"{lead} The answer is $\\boxed{{{answer}}}$.",
            f"{lead}\nFinal Answer: The final answer is ${answer}$. I hope it is correct.",
        ]
    )


def _fast_pair(rng: random.Random) -> Pair:
    """A pair the in-process fast path decides (right or wrong about equally often)."""
    kind = rng.randrange(8)
    wrong = rng.random() < 0.4
    if kind == 0:
        n = rng.randrange(-(10**6), 10**6)
        return _respond(rng, str(n + wrong)), str(n)
    if kind == 1:
        q = Fraction(rng.randrange(1, 200), rng.choice([2, 4, 5, 8, 10, 16, 20, 25]))
        dec = f"{float(q) + (0.01 if wrong else 0):g}"
        return _respond(rng, dec), f"\\frac{{{q.numerator}}}{{{q.denominator}}}"
    if kind == 2:
        a, b = rng.randrange(2, 20), rng.choice([2, 3, 5, 6, 7, 10, 11])
        return _respond(rng, f"{a + wrong}\\sqrt{{{b}}}"), f"\\sqrt{{{a * a * b}}}"
    if kind == 3:
        a, b = rng.randrange(1, 12), rng.randrange(1, 12)
        expanded = f"x^{{2}}+{a + b + wrong}x+{a * b}"
        return _respond(rng, expanded), f"(x+{a})(x+{b})"
    if kind == 4:
        k = rng.randrange(1, 9)
        gold = f"{k}" if not wrong else f"{k + 1}"
        return _respond(rng, f"{k}\\sin^{{2}}(t)+{k}\\cos^{{2}}(t)"), gold
    if kind == 5:
        xs = [rng.randrange(-20, 20) for _ in range(rng.randrange(2, 4))]
        ys = list(xs)
        if wrong:
            ys[0] += 1
        return _respond(rng, "(" + ", ".join(map(str, ys)) + ")"), "(" + ", ".join(map(str, xs)) + ")"
    if kind == 6:
        words = ["yes", "no", "Monday", "north", "red", "odd", "even"]
        w = rng.choice(words)
        return _respond(rng, rng.choice(words) if wrong else f"\\text{{{w}}}"), w
    return rng.choice(["I could not finish the computation.", "The result follows from symmetry."]), str(
        rng.randrange(100)
    )


def _sympy_pair(rng: random.Random) -> Pair:
    """A pair only the SymPy worker decides (floats overflow at every sample point)."""
    kind = rng.randrange(3)
    wrong = rng.random() < 0.4
    if kind == 0:
        a, n = rng.choice([2, 3, 5, 6, 7, 10, 11, 13]), rng.randrange(1100, 4000)
        return _respond(rng, f"\\sqrt{{{a}}}^{{{2 * n}}}" + ("+1" if wrong else "")), f"{a}^{{{n}}}"
    if kind == 1:
        c = rng.randrange(750, 2000)
        return _respond(rng, f"e^{{{c}}}e^{{x}}"), f"e^{{x+{c + wrong}}}"
    a, n = rng.choice([2, 3, 5, 7]), rng.randrange(700, 1500)
    return _respond(rng, f"\\sqrt{{{a}}}^{{{2 * n + 1}}}"), f"{a}^{{{n + wrong}}}\\sqrt{{{a}}}"


def _timeout_pair(rng: random.Random) -> Pair:
    """A pair no budget is enough for (C-level big-integer work)."""
    k = rng.choice([3, 5, 6, 7])
    return _respond(rng, f"\\sqrt{{{k}}}^{{10^{{9}}}}+{rng.randrange(1, 9)}"), f"\\sqrt{{{k}}}^{{10^{{9}}}}"


def make_pairs(total: int = 2400, sympy: int = 240, timeouts: int = 4) -> list[Pair]:
    """``total`` (response, gold) pairs, the same on every machine and in every run."""
    rng = random.Random(SEED)
    pairs = [_sympy_pair(rng) for _ in range(sympy)] + [_timeout_pair(rng) for _ in range(timeouts)]
    pairs += [_fast_pair(rng) for _ in range(total - len(pairs))]
    rng.shuffle(pairs)
    return pairs


_REACHED = threading.local()


def _install_counter() -> None:
    """Mark (per thread) each decision that reaches the SymPy worker."""
    from hardmath.equivalence import bounded

    if getattr(bounded.sympy_equal, "_counted", False):
        return
    inner = bounded.sympy_equal

    def counted(*args, **kwargs):
        _REACHED.flag = True
        out = inner(*args, **kwargs)
        _REACHED.cpu += out.get("cpu", 0.0)
        return out

    counted._counted = True  # type: ignore[attr-defined]
    bounded.sympy_equal = counted


def _fresh_checker() -> None:
    from hardmath.equivalence import bounded, compare

    for name in ("_decide", "_cached_verdict", "_normalized"):  # (older versions lack some)
        if hasattr(getattr(compare, name, None), "cache_clear"):
            getattr(compare, name).cache_clear()
    if hasattr(compare, "DECISIONS"):
        compare.DECISIONS.clear()
    bounded._WORKER.shutdown()
    _install_counter()
    bounded.warm_up()


def grade_one(pair: Pair) -> tuple[tuple, bool, float]:
    """((correct, reason, answer), reached SymPy, worker CPU seconds) of one pair (the CPU
    of decisions that ended in "timeout" is not reported by the worker: 0).
    """
    from hardmath.equivalence import grade

    _REACHED.flag, _REACHED.cpu = False, 0.0
    v = grade(*pair)
    return (bool(v), v.reason, v.answer), bool(_REACHED.flag), _REACHED.cpu


def _grade_chunk(pairs: list[Pair]) -> list[tuple[tuple, bool, float]]:
    _fresh_checker()
    return [grade_one(p) for p in pairs]


def run_condition(name: str, pairs: list[Pair]) -> list[tuple[tuple, bool, float]]:
    if name in ("idle", "saturated"):
        _fresh_checker()
        burners = []
        if name == "saturated":
            burners = [
                subprocess.Popen([sys.executable, "-c", "while True: pass"])
                for _ in range(2 * (os.cpu_count() or 1) + 1)
            ]
        try:
            return [grade_one(p) for p in pairs]
        finally:
            for b in burners:
                b.kill()
                b.wait()
    if name == "threads":
        _fresh_checker()
        with ThreadPoolExecutor(WORKERS) as pool:
            return list(pool.map(grade_one, pairs))
    chunks = [pairs[i::WORKERS] for i in range(WORKERS)]
    with mp.get_context("spawn").Pool(WORKERS) as pool:
        parts = pool.map(_grade_chunk, chunks)
    out: list = [None] * len(pairs)
    for i, part in enumerate(parts):
        out[i::WORKERS] = part
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--pairs", type=int, default=2400)
    ap.add_argument("--only", default=",".join(CONDITIONS))
    ap.add_argument(
        "--repeat",
        type=int,
        default=1,
        help="run each condition this many times (each from empty caches and a fresh worker)",
    )
    args = ap.parse_args(argv)
    pairs = make_pairs(args.pairs)
    print(
        f"{len(pairs)} pairs, {os.cpu_count()} cores, bound: {os.environ.get('HARDMATH_EQUIV_TIMEOUT', '1')} s "
        f"of worker CPU per decision"
    )
    print(f"{'condition':<10} {'wall s':>7} {'SymPy':>6} {'timeouts':>8} {'max CPU s':>9} {'differ':>6}")
    reference = None
    differ_total = 0
    runs = [(name, k) for name in args.only.split(",") for k in range(1, args.repeat + 1)]
    for name, k in runs:
        t = time.perf_counter()
        got = run_condition(name, pairs)
        name = f"{name}#{k}" if args.repeat > 1 else name
        wall = time.perf_counter() - t
        verdicts = [v for v, _, _ in got]
        reference = reference or verdicts
        differ = sum(a != b for a, b in zip(reference, verdicts, strict=True))
        differ_total += differ
        print(
            f"{name:<10} {wall:7.1f} {sum(r for _, r, _ in got):6d} "
            f"{sum(v[1] == 'timeout' for v in verdicts):8d} {max(c for _, _, c in got):9.3f} {differ:6d}",
            flush=True,
        )
        shown = [i for i, (a, b) in enumerate(zip(reference, verdicts, strict=True)) if a != b]
        for i in shown[:10]:
            print(f"  differs: gold {pairs[i][1]!r}: {reference[i]} vs {verdicts[i]}")
        if len(shown) > 10:
            print(f"  ... and {len(shown) - 10} more")
    print("verdicts identical in all conditions" if differ_total == 0 else f"{differ_total} verdicts differ")
    return 0 if differ_total == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
