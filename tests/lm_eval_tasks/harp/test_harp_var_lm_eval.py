"""harp_var through lm-eval's own command line with a scripted model, then ``hardmath report``.

The scripted model (``scripted_harp_var.py``) answers every original right and a fixed two thirds of
the snapshots, so the run must report exactly the paired statistics computed here from the same rule,
a positive drop, and the report's HARP variation table and figure.
"""

from __future__ import annotations

import csv
import json
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import read_results, run_lm_eval

from hardmath.lm_eval_tasks.harp import variation_set
from hardmath.lm_eval_tasks.paired import paired_summary

pytestmark = pytest.mark.slow
SCRIPT = Path(__file__).with_name("scripted_harp_var.py")
SEEDS = [0, 1, 2]


@pytest.fixture(scope="module")
def run(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("harp_var_run")
    run_lm_eval(
        [
            "--model",
            "harpvar_scripted",
            "--model_args",
            "seeds=0-1-2",
            "--tasks",
            "harp_var",
            "--metadata",
            json.dumps({"seeds": SEEDS}),
            "--log_samples",
            "--output_path",
            str(root / "out"),
        ],
        root,
        timeout=900,
        script=SCRIPT,
    )
    return root


def _expected(level: int | None = None) -> dict:
    sys.path.insert(0, str(SCRIPT.parent))
    from scripted_harp_var import knows

    docs = variation_set.variation_docs(SEEDS)
    return paired_summary(
        [
            (d["group"], d["seed"], d["is_original"], d["is_original"] or knows(d["problem"]))
            for d in docs
            if level is None or d["level"] == level
        ]
    )


def test_lm_eval_reports_the_scripted_paired_statistics(run):
    results, samples = read_results(run / "out")
    got = results["results"]["harp_var"]
    assert len(samples["harp_var"]) == len(variation_set.variation_docs(SEEDS))
    for level in [None, 1, 2, 3, 4, 5, 6]:
        s, suffix = _expected(level), "" if level is None else f"_level_{level}"
        assert s["groups"] >= 8 and s["snapshots"] == 3
        assert got[f"var_acc{suffix},graded"] == pytest.approx(s["mean"])
        assert got[f"orig_acc{suffix},graded"] == pytest.approx(1.0)
        assert got[f"drop{suffix},graded"] == pytest.approx(s["drop"])
        assert got[f"var_ci_low{suffix},graded"] == pytest.approx(s["ci_low"])
        assert got[f"var_ci_high{suffix},graded"] == pytest.approx(s["ci_high"])
    assert 0 < got["drop,graded"] < 1 and got["n_checker_errors,graded"] == 0 and got["no_answer,graded"] == 0


def test_hardmath_report_shows_the_variation_table_and_figure(run):
    out = run / "report"
    proc = subprocess.run(
        [sys.executable, "-m", "hardmath.cli", "report", str(run / "out"), "--out", str(out)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert proc.returncode == 0, proc.stderr
    text = (out / "report.md").read_text()
    assert "HARP variations (harp_var: hardmath's own" in text
    rows = list(csv.DictReader((out / "harp_variations_by_level.csv").open(encoding="utf-8")))
    # all, constant and variable templates, levels 1-6, and (issue 38) the comparison over typical
    # originals only, present because the run's default snapshots include templates with an atypical original
    assert [r["subset"] for r in rows].count("all, typical originals only") == 1 and len(rows) == 9 + 1, rows
    overall = _expected()
    assert f"{100 * overall['mean']:.1f}" in text and f"{100 * overall['drop']:.1f}" in text
    pngs = list(out.glob("harp_variations_*.png"))
    assert len(pngs) == 1 and pngs[0].stat().st_size > 5000
