"""Real ``lm_eval`` runs shared by every test that only reads their output folders (issue 42).

``smol_run``: ONE ``lm_eval --model hf`` run of the offline SmolLM2 over the union of the tasks the
report tests (tests/report/test_report_real_runs.py) and the MATH-Perturb tests
(tests/lm_eval_tasks/math_perturb/test_math_p_lm_eval.py) read, started once per pytest session.
Under pytest-xdist every worker asks for it: a file lock lets the first one run it in a folder
beside the workers' own temporary folders, and the others read that folder. Tests never edit it
(they copy it first).
"""

from __future__ import annotations

import json
import os
import shutil
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pytest
from filelock import FileLock

from hardmath.lm_eval_tasks import TASKS_DIR

if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path

# harp_report_sampling_2: pass@k / maj@k with 2 samples per problem, as an --include_path task
SAMPLING_TASK = f"include: {TASKS_DIR}/harp/harp_default_sampling.yaml\ntask: harp_report_sampling_2\nrepeats: 2\n"
SMOL_TASKS = (
    # the report: HARP Tables 3-4 and Figures 4-6; MATH-Perturb Tables 1 and 4-7
    "harp_default",
    "harp_mcq_shuffle_1",
    "harp_mcq_shuffle_2",
    "harp_report_sampling_2",
    "math_p",  # group: math_p_simple, math_p_hard
    "math_p_original",
    "math_p_simple_icl_original",
    # the MATH-Perturb tests: in-context demos drawn from the original, and at random
    "math_p_hard_icl_original",
    "math_p_simple_icl_random",
)
SMOL_LIMIT = 2


@dataclass(frozen=True)
class SharedRun:
    """A finished run: ``output`` (lm_eval's --output_path) and ``include_path`` (its extra task YAMLs)."""

    output: Path
    include_path: Path


def session_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder of this pytest session that every xdist worker sees (the workers' basetemp parent)."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


def smol_args(model: Path, data: Path, include_path: Path, output: Path) -> list[str]:
    """The shared run's ``lm_eval`` arguments: --limit 2, 16 new tokens, samples logged, data via --metadata."""
    return [
        "--model",
        "hf",
        "--model_args",
        f"pretrained={model},dtype=float32",
        "--tasks",
        ",".join(SMOL_TASKS),
        "--include_path",
        str(include_path),
        "--limit",
        str(SMOL_LIMIT),
        "--gen_kwargs",
        "max_gen_toks=16",
        "--batch_size",
        "4",
        "--metadata",
        json.dumps({"data_dir": str(data)}),
        "--log_samples",
        "--output_path",
        str(output),
    ]


def run_once(root: Path, start: Callable[[], None]) -> None:
    """Call ``start`` unless a process of this session already finished it in ``root`` (a file lock:
    xdist workers wait for the one that runs it; a failed start leaves no mark, so the next one retries).
    """
    root.mkdir(parents=True, exist_ok=True)
    done = root / "done"
    with FileLock(str(root.with_suffix(".lock"))):
        if not done.exists():
            start()
            done.write_text("finished\n")


@pytest.fixture(scope="session")
def smol_run(tmp_path_factory, offline_model, shared_data) -> SharedRun:
    """The session's one SmolLM2 run (see the module docstring); started at most once per session."""
    from conftest import run_lm_eval

    root = session_folder(tmp_path_factory) / "shared_runs" / "smol"
    run = SharedRun(output=root / "out", include_path=root / "extra_tasks")

    def start() -> None:
        shutil.rmtree(run.output, ignore_errors=True)  # a worker's failed start left it half-written
        run.include_path.mkdir(exist_ok=True)
        (run.include_path / "harp_report_sampling_2.yaml").write_text(SAMPLING_TASK)
        # the two runs it replaces took 1.5-3 min each on the CI machine; a busy shared one needs more
        run_lm_eval(smol_args(offline_model, shared_data, run.include_path, run.output), root, timeout=2400)

    run_once(root, start)
    return run
