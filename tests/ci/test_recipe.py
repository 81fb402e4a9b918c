"""The leaderboard-CI recipe runs from the installed package as the docs say (`hardmath ci`, which
runs the packaged hardmath/ci/hardmath-ci.sh): its first baseline made with `hardmath ci
--first-baseline`, an unchanged candidate passes against that real baseline and a candidate made
worse on purpose is stopped by the gate (exit 1). A scripted model (tests/ci/scripted_ci_model.py)
stands in for the GPU model; everything else is the real lm_eval, hardmath report and hardmath compare.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import lm_eval_env

ROOT = Path(__file__).resolve().parents[2]
HARDMATH_CI = [sys.executable, "-m", "hardmath.cli", "ci"]  # the installed package's command
pytestmark = pytest.mark.slow


SCRIPTED = [sys.executable, str(ROOT / "tests" / "ci" / "scripted_ci_model.py")]
LIMIT = ["--limit", "20"]  # a smoke test: harp_ci covers part of its strata, so the gate needs --allow-partial


def _env(tmp_path: Path, **settings: str) -> dict[str, str]:
    return lm_eval_env(
        tmp_path,
        HARDMATH_DATA_DIR=os.environ.get("HARDMATH_DATA_DIR", ""),
        PATH=f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}",
        **settings,
    )


def _recipe(
    tmp_path: Path, out: str, baseline: Path | None, skill: float, summary: Path | None = None
) -> subprocess.CompletedProcess:
    """``hardmath ci`` on the scripted model (``baseline`` None: ``--first-baseline``); ``summary``:
    the file GitHub's ``$GITHUB_STEP_SUMMARY`` would name.
    """
    env = _env(
        tmp_path,
        CI_MODEL="ci_scripted",
        CI_MODEL_ARGS=f"skill={skill}",
        CI_BASELINE=str(baseline or ""),
        CI_OUT=str(tmp_path / out),
        CI_EXTRA_ARGS=" ".join(LIMIT),
        CI_COMPARE_ARGS="--allow-partial",
        LM_EVAL=" ".join(SCRIPTED),
        GITHUB_STEP_SUMMARY=str(summary or ""),
    )
    return subprocess.run(
        HARDMATH_CI + (["--first-baseline"] if baseline is None else []),
        capture_output=True,
        text=True,
        timeout=1800,
        env=env,
        cwd=tmp_path,
    )


def test_recipe_passes_an_unchanged_candidate_and_stops_a_worse_one(tmp_path, shared_data, monkeypatch):
    monkeypatch.setenv("HARDMATH_DATA_DIR", str(shared_data))
    first = _recipe(tmp_path, "baseline", None, 0.8)
    assert first.returncode == 0 and "hardmath-ci: BASELINE written to" in first.stdout, first.stderr[-3000:]
    baseline = tmp_path / "baseline"
    assert (baseline / "report" / "report.md").is_file()
    same = _recipe(tmp_path, "candidate", baseline, 0.8)
    assert same.returncode == 0 and "hardmath-ci: PASS" in same.stdout, same.stdout[-3000:] + same.stderr[-3000:]
    assert "PARTIAL   harp_ci" in same.stdout  # a --limit run's estimate is not called a full one
    results = json.loads(next((tmp_path / "candidate").rglob("results_*.json")).read_text())
    assert set(results["results"]) >= {"harp_ci", "math_p_simple", "math_p_hard"}
    harp = results["results"]["harp_ci"]
    assert harp["est_full_low,graded"] <= harp["est_full,graded"] <= harp["est_full_high,graded"]
    assert 0 < harp["est_full_coverage,graded"] < 1  # --limit 20 reaches 20 of the 33 strata
    meta = results["configs"]["harp_ci"]["metadata"]
    assert meta["version"] and meta["checker_version"] and len(meta["data_digest"]) == 64
    report = (tmp_path / "candidate" / "report" / "report.md").read_text()
    assert "ESTIMATED full harp_default accuracy" in report and "PARTIAL" in report

    summary = (tmp_path / "candidate" / "summary.md").read_text()
    assert summary.startswith("## ✅ hardmath compare: PASS: no regression\n")

    worse = _recipe(tmp_path, "worse", baseline, 0.2, summary=tmp_path / "step_summary.md")
    assert worse.returncode == 1, worse.stdout[-3000:] + worse.stderr[-3000:]
    assert "REGRESSED harp_ci / correct" in worse.stdout and "hardmath-ci: REGRESSION" in worse.stderr
    # the job summary ($GITHUB_STEP_SUMMARY): decision first, the regressed row, the flips; and their page
    step = (tmp_path / "step_summary.md").read_text()
    assert step.startswith("## ❌ hardmath compare: FAIL: regression\n")
    assert "| harp\\_ci | correct |" in step and "**REGRESSED**" in step and "right → wrong" in step
    assert 'id="hm-decision">FAIL: regression<' in (tmp_path / "worse" / "report" / "compare.html").read_text()
