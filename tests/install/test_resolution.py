"""pip resolves hardmath next to what users already have (dry runs against the package index).

Each case is one ``pip install --dry-run --ignore-installed --report`` of a freshly built hardmath
wheel plus the user's pins; the assertions read pip's JSON report. Slow and needs the index, so
CI runs them (``.ci/run``) and the quick tier does not.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.slow

CASES = {  # name -> requirements ("{wheel}" / "{uri}": the freshly built hardmath wheel)
    "torch_2_15": ["{wheel}", "torch==2.15.0"],
    "lm_eval_0_4_12": ["{wheel}", "lm-eval==0.4.12"],
    "vllm_extra": ["hardmath[vllm] @ {uri}"],
    "vllm_alone": ["vllm"],  # the reference: what the newest installable vLLM resolves to by itself
}


def _installs(report: dict) -> dict[str, str]:
    return {
        item["metadata"]["name"].lower().replace("_", "-"): item["metadata"]["version"] for item in report["install"]
    }


# A user's resolution, not this machine's: its pip configuration (here a global constraint capping torch
# at the wheels on local disk) must not decide what resolves next to a newer torch.
PIP_ENV = {**os.environ, "PIP_CONFIG_FILE": os.devnull}

# pip reads each wheel's metadata with HTTP range requests (fast-deps) instead of downloading it whole:
# an index without PEP 658 metadata files otherwise makes every dry run fetch several GB of CUDA wheels
# (torch and its nvidia-* packages) into the temporary folder, four runs at once, which filled CI's disk.
DRY_RUN = [
    sys.executable, "-m", "pip", "install", "--dry-run", "--ignore-installed", "--no-cache-dir",
    "--use-feature=fast-deps", "--quiet", "--report",
]  # fmt: skip


@pytest.fixture(scope="module")
def resolved(tmp_path_factory) -> dict[str, tuple[subprocess.CompletedProcess, dict[str, str]]]:
    """Run every case's dry run at once (they wait on the network, not the CPU)."""
    tmp = tmp_path_factory.mktemp("resolve")
    build = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "-q",
            "--no-deps",
            "--no-build-isolation",
            "-w",
            str(tmp / "wheel"),
            str(REPO),
        ],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert build.returncode == 0, build.stderr[-3000:]
    wheel = next((tmp / "wheel").glob("hardmath-*.whl"))
    procs = {}
    for name, reqs in CASES.items():
        args = [r.format(wheel=wheel, uri=wheel.as_uri()) for r in reqs]
        report = tmp / f"{name}.json"
        procs[name] = (
            subprocess.Popen(
                [*DRY_RUN, str(report), *args],
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
                env=PIP_ENV,
            ),
            report,
        )
    out = {}
    for name, (proc, report) in procs.items():
        stdout, stderr = proc.communicate(timeout=900)
        done = subprocess.CompletedProcess(proc.args, proc.returncode, stdout, stderr)
        out[name] = (done, _installs(json.loads(report.read_text())) if proc.returncode == 0 else {})
    out["_wheel"] = wheel  # type: ignore[assignment]
    return out


def _dry_run(requirements: list[str], report: Path) -> tuple[subprocess.CompletedProcess, dict[str, str]]:
    proc = subprocess.run(
        [*DRY_RUN, str(report), *requirements],
        capture_output=True,
        text=True,
        timeout=900,
        env=PIP_ENV,
    )
    return proc, _installs(json.loads(report.read_text())) if proc.returncode == 0 else {}


def _ok(resolved: dict, name: str) -> dict[str, str]:
    proc, installs = resolved[name]
    assert proc.returncode == 0, f"{name}: pip could not resolve\n{proc.stderr[-3000:]}"
    return installs


def test_next_to_a_newer_torch(resolved):
    installs = _ok(resolved, "torch_2_15")
    assert installs["torch"] == "2.15.0" and installs["hardmath"]


def test_next_to_the_oldest_supported_lm_eval(resolved):
    installs = _ok(resolved, "lm_eval_0_4_12")
    assert installs["lm-eval"] == "0.4.12" and installs["hardmath"]


def test_plain_install_has_no_test_tools_but_runs_model_hf(resolved):
    installs = _ok(resolved, "torch_2_15")
    assert "pytest" not in installs, "pytest must not be a runtime dependency"
    assert {"accelerate", "transformers", "torch"} <= set(installs), "lm_eval --model hf needs these"


def test_vllm_extra_resolves_like_vllm_alone(resolved, tmp_path):
    """``hardmath`` adds no pin that keeps a user off the newest installable vLLM or makes pip downgrade
    its transformers/torch: hardmath[vllm] next to the vLLM that resolves alone keeps that vLLM's
    whole stack. (Without a vLLM pin, pip's backtracking order may settle on an older vLLM, which it
    also does for other packages next to vllm; that is why the check pins what vLLM alone gets.)
    """
    alone = _ok(resolved, "vllm_alone")
    assert _ok(resolved, "vllm_extra")["vllm"]  # hardmath[vllm] resolves on its own too
    uri = resolved["_wheel"].as_uri()
    proc, pinned = _dry_run([f"hardmath[vllm] @ {uri}", f"vllm=={alone['vllm']}"], tmp_path / "pinned.json")
    assert proc.returncode == 0, (
        f"hardmath[vllm] next to vllm=={alone['vllm']}: pip could not resolve\n{proc.stderr[-3000:]}"
    )
    for package in ("vllm", "torch", "transformers"):
        assert pinned[package] == alone[package], (package, pinned[package], alone[package])
