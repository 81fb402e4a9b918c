"""Towers and other inputs that stalled the grading process itself: each decided within budget + 1 s?

Every case is graded (``hardmath.equivalence.grade``) in this process, one after another, with the
per-decision budget ``--budget``; for each it prints the verdict, the CPU seconds of the grading
process and of its SymPy workers (user + system, so the figure does not grow with the machine's
load), the wall seconds, and the grading process's peak resident memory (``VmHWM``) so far
(not ``ru_maxrss``: it keeps the pages of the process that started this one, e.g. pytest's).

    python bench/bench_towers.py [--budget 1] [--json]

``--json`` prints one JSON object per case (``tests/equivalence/test_towers.py`` reads it).
"""

from __future__ import annotations

import argparse
import json
import time

DIGITS = "1234567890" * 1900  # a 19 KB response of digits
CASES: list[tuple[str, str, str]] = [  # (family, response, gold)
    *[
        ("power tower times 0", rf"\boxed{{5 + 0\cdot {b}^{{10^{{10^{{-{k}x}}}}}}}}", "5")
        for b in (2, 3, 7)
        for k in (2, 4, 8)
    ],
    *[("exp tower times 0", rf"\boxed{{5 + 0\cdot e^{{e^{{e^{{e^{{-{k}x}}}}}}}}}}", "5") for k in (1, 2, 3)],
    ("exp tower", r"\boxed{e^{e^{e^{e^{x}}}}}", r"e^{e^{e^{e^{x}}}}+1"),
    ("self tower", r"\boxed{x^{x^{x^{x^{x}}}}}", r"x^{x^{x^{x}}}"),
    ("trig of a tower", r"\boxed{\sin(10^{10^{10}})}", r"\cos(10^{10^{10}})"),
    ("factorial of a tower", r"\boxed{(10^{10^{-3x}})!}", "5"),
    ("digits with one approx", f"{DIGITS} ≈ 5", "5"),
    ("approx then digits", f"≈ {DIGITS}", "5"),
    ("decimal of 19 KB", f"x ≈ 0.{DIGITS}", "5"),
]


def _workers_cpu() -> float:
    from hardmath.equivalence.bounded import workers_cpu_seconds

    return workers_cpu_seconds()


def _peak_mb() -> float:
    """This process's peak resident memory (VmHWM) in MB."""
    with open("/proc/self/status") as fh:
        return next(int(line.split()[1]) for line in fh if line.startswith("VmHWM:")) / 1024


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--budget", type=float, default=1.0, help="per-decision CPU budget in seconds (default 1)")
    ap.add_argument("--json", action="store_true", help="one JSON object per case")
    args = ap.parse_args()
    from hardmath.equivalence import bounded, grade

    bounded.warm_up()
    if not args.json:
        print(f"budget {args.budget} s per decision")
        print("| family | verdict | CPU s (grader + worker) | wall s | grader peak MB |")
        print("|---|---|---|---|---|")
    for family, response, gold in CASES:
        cpu0, w0, t0 = time.process_time(), _workers_cpu(), time.monotonic()
        v = grade(response, gold, timeout=args.budget)
        cpu = time.process_time() - cpu0 + _workers_cpu() - w0
        wall = time.monotonic() - t0
        rss = _peak_mb()
        row = {"family": family, "correct": bool(v), "reason": v.reason, "cpu": cpu, "wall": wall, "rss_mb": rss}
        if args.json:
            print(json.dumps(row), flush=True)
        else:
            print(
                f"| {family} | {'right' if v else 'wrong'}: {v.reason[:40]} | {cpu:.2f} | {wall:.2f} | {rss:.0f} |",
                flush=True,
            )


if __name__ == "__main__":
    main()
