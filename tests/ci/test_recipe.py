"""The leaderboard-CI recipe (docs/ci/hardmath-ci.sh) runs as written: against a real baseline
(a run of its own, made by lm_eval directly), an unchanged candidate passes and a candidate made
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
SCRIPT = ROOT / "docs" / "ci" / "hardmath-ci.sh"
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


def _baseline(tmp_path: Path, skill: float) -> Path:
    """A stored baseline: the tier run by lm_eval itself, as a team would have kept one."""
    out = tmp_path / "baseline"
    args = ["--model", "ci_scripted", "--model_args", f"skill={skill}", "--tasks", "hardmath_ci"]
    proc = subprocess.run(
        [*SCRIPTED, *args, "--output_path", str(out), "--log_samples", *LIMIT],
        capture_output=True,
        text=True,
        timeout=1800,
        env=_env(tmp_path),
        cwd=tmp_path,
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    return out


def _recipe(tmp_path: Path, out: str, baseline: Path, skill: float) -> subprocess.CompletedProcess:
    env = _env(
        tmp_path,
        CI_MODEL="ci_scripted",
        CI_MODEL_ARGS=f"skill={skill}",
        CI_BASELINE=str(baseline),
        CI_OUT=str(tmp_path / out),
        CI_EXTRA_ARGS=" ".join(LIMIT),
        CI_COMPARE_ARGS="--allow-partial",
        LM_EVAL=" ".join(SCRIPTED),
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
    baseline = _baseline(tmp_path, 0.8)
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

    worse = _recipe(tmp_path, "worse", baseline, 0.2)
    assert worse.returncode == 1, worse.stdout[-3000:] + worse.stderr[-3000:]
    assert "REGRESSED harp_ci / correct" in worse.stdout and "hardmath-ci: REGRESSION" in worse.stderr
