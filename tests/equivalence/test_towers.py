"""Towers and long digit runs never stall the grading process: every case of bench/bench_towers.py is
decided within budget + 1 s of CPU (grader and worker) with the grader under 300 MB, and ``5 + 0 * tower``
is still 5 (run as a subprocess with a generous wall bound: the stall it guards against was minutes).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench" / "bench_towers.py"
BUDGET = 1.0


def test_every_tower_is_decided_within_budget_plus_one_second_and_300_mb():
    proc = subprocess.run(
        [sys.executable, str(BENCH), "--json", "--budget", str(BUDGET)], capture_output=True, text=True, timeout=300
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    rows = [json.loads(line) for line in proc.stdout.splitlines()]
    assert len(rows) >= 19
    for row in rows:
        assert row["cpu"] <= BUDGET + 1, row
        assert row["rss_mb"] < 300, row
        if "times 0" in row["family"]:
            assert row["correct"], row
