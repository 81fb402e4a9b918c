"""Totals of a whole labeled probe set (sealed cases included, so totals only, never a case):
hardmath's ``grade(response, gold, question=...)`` and math-verify 0.9.0 side by side, with p50/p99.

    python bench/probes/score_totals.py bench/probes/blind_b/cases.jsonl

This is the command behind the blind sets' before/after figures (issue 39); per-style figures of the
development split come from ``bench/probes/score_set.py``.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from hardmath.equivalence import grade


def math_verify_says(response: str, gold: str) -> bool:
    """math-verify's verdict, its own way: gold parsed as LaTeX (wrapped in $ when bare), any error false."""
    from math_verify import parse, verify

    try:
        wrapped = gold if "$" in gold or "\\boxed" in gold else f"${gold}$"
        return bool(verify(parse(wrapped), parse(response)))
    except Exception:  # noqa: BLE001 - a checker that raises has not said "equal"
        return False


def main(path: str) -> None:
    rows = [json.loads(line) for line in Path(path).read_text(encoding="utf-8").splitlines() if line.strip()]
    right = fp = fn = mv = 0
    times = []
    for row in rows:
        start = time.perf_counter()
        gold = str(row["gold"])  # as the tasks pass it (hardmath/lmeval/filters.py: str of the data's field)
        said = bool(grade(row["response"], gold, question=row.get("question")))
        times.append(time.perf_counter() - start)
        right += said == row["label"]
        fp += said and not row["label"]
        fn += row["label"] and not said
        mv += math_verify_says(row["response"], gold) == row["label"]
    n = len(rows)
    times.sort()
    print(f"{path}: n={n} hardmath={right / n:.4f} (FP {fp} = {fp / n:.2%}, FN {fn}) math-verify={mv / n:.4f}")
    print(f"hardmath per grade: p50 {times[n // 2] * 1e3:.2f} ms, p99 {times[int(n * 0.99)] * 1e3:.2f} ms")


if __name__ == "__main__":
    main(sys.argv[1])
