"""The leaderboard-CI recipe (docs/ci/hardmath-ci.sh) runs as written: a baseline, an unchanged
candidate that passes, and a candidate made worse on purpose that the gate stops (exit 1).
A scripted model (tests/ci/scripted_ci_model.py) stands in for the GPU model; everything else is
the real lm_eval, hardmath report and hardmath compare.
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
SCRIPT = ROOT / "docs" / "ci" / "hardmath-ci.sh"
pytestmark = pytest.mark.slow


def _recipe(
    tmp_path: Path, out: str, baseline: Path, skill: float, summary: Path | None = None
) -> subprocess.CompletedProcess:
    env = lm_eval_env(
        tmp_path,
        HARDMATH_DATA_DIR=os.environ.get("HARDMATH_DATA_DIR", ""),
        CI_MODEL="ci_scripted",
        CI_MODEL_ARGS=f"skill={skill}",
        CI_BASELINE=str(baseline),
        CI_OUT=str(tmp_path / out),
        CI_EXTRA_ARGS="--limit 20",
        LM_EVAL=f"{sys.executable} {ROOT / 'tests' / 'ci' / 'scripted_ci_model.py'}",
        PATH=f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}",
        GITHUB_STEP_SUMMARY=str(summary or ""),
    )
    return subprocess.run(
        ["bash", str(SCRIPT)],  # noqa: S607 - the PATH's bash, as a user's
        capture_output=True,
        text=True,
        timeout=1800,
        env=env,
        cwd=tmp_path,
    )


def test_recipe_passes_an_unchanged_candidate_and_stops_a_worse_one(tmp_path, shared_data, monkeypatch):
    monkeypatch.setenv("HARDMATH_DATA_DIR", str(shared_data))
    base = _recipe(tmp_path, "baseline", tmp_path / "baseline", 0.8)  # the first run gates against itself
    assert base.returncode == 0, base.stdout[-3000:] + base.stderr[-3000:]
    results = json.loads(next((tmp_path / "baseline").rglob("results_*.json")).read_text())
    assert set(results["results"]) >= {"harp_ci", "math_p_simple", "math_p_hard"}
    harp = results["results"]["harp_ci"]
    assert harp["est_full_low,graded"] <= harp["est_full,graded"] <= harp["est_full_high,graded"]
    meta = results["configs"]["harp_ci"]["metadata"]
    assert meta["version"] and meta["checker_version"] and len(meta["data_digest"]) == 64
    report = (tmp_path / "baseline" / "report" / "report.md").read_text()
    assert "ESTIMATED full harp_default accuracy" in report

    same = _recipe(tmp_path, "candidate", tmp_path / "baseline", 0.8)
    assert same.returncode == 0 and "hardmath-ci: PASS" in same.stdout, same.stdout[-3000:] + same.stderr[-3000:]

    summary = (tmp_path / "candidate" / "summary.md").read_text()
    assert summary.startswith("## ✅ hardmath compare: PASS: no regression\n")

    worse = _recipe(tmp_path, "worse", tmp_path / "baseline", 0.2, summary=tmp_path / "step_summary.md")
    assert worse.returncode == 1, worse.stdout[-3000:] + worse.stderr[-3000:]
    assert "REGRESSED harp_ci / correct" in worse.stdout and "hardmath-ci: REGRESSION" in worse.stderr
    # the job summary ($GITHUB_STEP_SUMMARY): decision first, the regressed row, the flips; and their page
    step = (tmp_path / "step_summary.md").read_text()
    assert step.startswith("## ❌ hardmath compare: FAIL: regression\n")
    assert "| harp\\_ci | correct |" in step and "**REGRESSED**" in step and "right → wrong" in step
    assert 'id="hm-decision">FAIL: regression<' in (tmp_path / "worse" / "report" / "compare.html").read_text()
