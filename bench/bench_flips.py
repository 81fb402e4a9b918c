"""Do verdicts flip between identical runs? A batch of pairs graded several times, idle and under load.

The batch: pairs that reach the SymPy worker near its budget (:func:`worker_pairs`: families whose
SymPy work grows with a size, over a range of sizes that crosses the budget, so some finish and
some run out), then generated pairs near the old CPU budget that the in-process stages now decide
(:func:`near_budget_pairs`), then every (response, gold) of bench/corpora/*.jsonl and
bench/equivalence_heldout.jsonl, up to ``--pairs``. Each run grades the whole batch in a fresh
process (empty caches, a fresh worker) with ``hardmath.equivalence.grade``; ``--burners N`` runs N
busy-looping processes meanwhile. A pair *differs* when its (verdict, reason) is not the same in
every run. The report says how many pairs reached the worker and how many of those ran out of
their budget ("timeout": the same in every run when the budget is counted work, not time).

    python bench/bench_flips.py [--pairs 2000] [--runs 5] [--burners 0] [--budget 1]
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import os
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent


def corpus_pairs() -> list[tuple[str, str]]:
    out = []
    for path in sorted((HERE / "corpora").glob("*.jsonl")) + [HERE / "equivalence_heldout.jsonl"]:
        for line in path.read_text().splitlines():
            row = json.loads(line)
            response = row.get("response", row.get("prediction"))
            if isinstance(response, str) and isinstance(row.get("gold"), str):
                out.append((response, row["gold"]))
    return out


def near_budget_pairs() -> list[tuple[str, str]]:
    """Pairs whose SymPy cost sits around one second, each family over a range of sizes."""
    out = []
    for k in range(40, 121, 4):
        out.append((rf"\boxed{{x^{{1000}}(x^{{2}}-1)^{{{k}}}}}", rf"x^{{1000}}(x-1)^{{{k}}}(x+1)^{{{k}}}"))
        out.append((rf"\boxed{{(x+1)^{{{k}}}e^{{800}}}}", rf"(x+2)^{{{k}}}e^{{800}}"))
        out.append((rf"\boxed{{(a+b+c)^{{{k // 4}}}}}", rf"(a+b+c)^{{{k // 4 - 1}}}(a+b+c+1)"))
        out.append((rf"\boxed{{(x+y)^{{{k}}}-(x-y)^{{{k}}}}}", rf"2(x+y)^{{{k}}}"))
        out.append(
            (rf"\boxed{{e^{{e^{{11}}}}(x+1)^{{{k}}}}}", rf"e^{{e^{{11}}}}(x+2)^{{{k}}}")
        )  # only SymPy decides these
        out.append((rf"\boxed{{e^{{e^{{11}}}}(x^{{2}}-1)^{{{k}}}}}", rf"e^{{e^{{11}}}}(x-1)^{{{k}}}(x+1)^{{{k}}}"))
    return out


def worker_pairs() -> list[tuple[str, str]]:
    r"""Pairs only the SymPy worker decides (values beyond floats, parts opaque to the exact identity),
    each family over sizes whose SymPy work crosses a 1 s budget (about 2 million Python calls):
    ``(\sin x-\cos x)^{k}`` against a different power (issue 43's flipping pair), a sum of two
    powers against another, and ``\tan^2`` against ``\sec^2 - 1`` times a power (equal).
    """
    out = []
    for k in range(40, 65, 2):
        out.append(
            (rf"\boxed{{(\sin x-\cos x)^{{{k}}}+e^{{e^{{11}}}}}}", rf"(\cos x-\sin x)^{{{k + 2}}}+e^{{e^{{11}}}}")
        )
    for k in range(170, 231, 4):
        out.append((rf"\boxed{{e^{{e^{{11}}}}+(x+1)^{{{k}}}}}", rf"e^{{e^{{11}}}}+(x+3)^{{{k}}}"))
    for k in range(60, 301, 16):
        out.append(
            (rf"\boxed{{e^{{e^{{11}}}}+\tan^{{2}}(x)(x+1)^{{{k}}}}}", rf"e^{{e^{{11}}}}+(\sec^{{2}}(x)-1)(x+1)^{{{k}}}")
        )
    return out


def batch(pairs: int) -> list[tuple[str, str]]:
    corpus, near = corpus_pairs(), worker_pairs() + near_budget_pairs()
    out = near + corpus
    while len(out) < pairs:  # the same pairs again, as a long run meets them (from a fresh cache each run)
        out += corpus
    return out[:pairs]


def _grade_batch(pairs: list[tuple[str, str]], budget: float) -> list[list]:
    """Each pair's [verdict, reason, reached the worker]; on stderr, per pair, the limit that ended
    each worker request that timed out ("work": its count, "cpu": the CPU backstop, "wall": the
    parent's wall backstop, "died": the worker killed, by SIGVTALRM/RLIMIT_CPU or from outside), so a
    differing verdict says which clock decided it.
    """
    from hardmath.equivalence import bounded, grade

    limits: list[str] = []
    reply = bounded._reply  # noqa: SLF001 - a bench's view of the worker's replies

    def logged(proc, wait):
        try:
            out = reply(proc, wait)
        except bounded.WorkerTimeout:
            limits.append("wall")
            raise
        except (bounded._WorkerGone, OSError):  # noqa: SLF001 - killed: by its CPU limits or from outside
            limits.append("died")
            raise
        if out.get("timeout"):
            limits.append(str(out["timeout"]))
        return out

    bounded._reply = logged  # noqa: SLF001
    bounded.warm_up()
    out = []
    for response, gold in pairs:
        before = bounded.requests_made()
        del limits[:]
        v = grade(response, gold, timeout=budget)
        out.append([bool(v), v.reason, bounded.requests_made() > before])
        print(json.dumps(limits), file=sys.stderr)
    return out


def _burn(parent: int) -> None:
    """Spin until the benchmark's process is gone (a burner never outlives it)."""
    while os.getppid() == parent:
        for _ in range(1_000_000):
            pass


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--pairs", type=int, default=2000)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--burners", type=int, default=0, help="busy-looping processes during the runs")
    ap.add_argument("--budget", type=float, default=1.0)
    ap.add_argument("--child", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:  # one run: grade the batch, print its verdicts
        print(json.dumps(_grade_batch(batch(args.pairs), args.budget)))
        return
    burners = [mp.Process(target=_burn, args=(os.getpid(),), daemon=True) for _ in range(args.burners)]
    for p in burners:
        p.start()
    try:
        runs, limits = [], []
        for r in range(args.runs):
            t0 = time.monotonic()
            argv = [sys.executable, __file__, "--child", "1", "--pairs", str(args.pairs), "--budget", str(args.budget)]
            proc = subprocess.run(argv, capture_output=True, text=True, check=True)  # noqa: S603 - this script
            runs.append(json.loads(proc.stdout))
            limits.append([json.loads(line) for line in proc.stderr.splitlines() if line.startswith("[")])
            print(f"run {r + 1}: {time.monotonic() - t0:.0f} s wall", file=sys.stderr, flush=True)
    finally:
        for p in burners:
            p.terminate()
    pairs = batch(args.pairs)
    differing = [i for i in range(len(pairs)) if any(run[i] != runs[0][i] for run in runs[1:])]
    print(
        f"{len(pairs)} pairs x {args.runs} runs, {args.burners} burners, budget {args.budget} s: "
        f"{len(differing)} differing verdicts"
    )
    reached = sum(1 for verdict in runs[0] if verdict[2])
    timeouts = sum(1 for verdict in runs[0] if verdict[1] == "timeout")
    print(f"  {reached} pairs reached the SymPy worker; {timeouts} ran out of their budget (timeout) in run 1")
    ended = Counter(kind for run in limits for pair in run for kind in pair)
    print(f"  worker requests ended by a limit, all runs: {dict(sorted(ended.items())) or 'none'}")
    for i in differing:
        print(f"  {pairs[i][0][:60]!r} vs {pairs[i][1][:40]!r}: {sorted({tuple(run[i]) for run in runs})}")
        print(f"    limits per run: {[run[i] if i < len(run) else None for run in limits]}")


if __name__ == "__main__":
    main()
