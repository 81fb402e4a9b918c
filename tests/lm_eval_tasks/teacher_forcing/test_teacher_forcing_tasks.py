"""The four teacher-forced tasks through the real ``lm_eval`` CLI (tiny model, --use_cache).

Data: the Putnam-AXIOM hub fixture (tests/lm_eval_tasks/putnam_axiom/putnam_fixture.py) plus
the shared HARP files, in one local data folder.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from conftest import read_results, run_lm_eval

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "putnam_axiom"))
from putnam_fixture import write_fixture  # noqa: E402

TASKS = ("putnam_axiom_tfa", "putnam_axiom_var_tfa", "harp_proof_tfa", "harp_default_tfa")
LIMIT = 4


def stats(sample: dict) -> list[dict[str, float]]:
    """The logged per-reference responses ("{'tokens': 12, ...}"), read without eval."""
    return [{k: float(v) for k, v in re.findall(r"'(\w+)': ([-\d.e]+)", text)} for text in sample["filtered_resps"]]


@pytest.fixture(scope="module")
def run(tmp_path_factory, tiny_model, shared_data):
    tmp = tmp_path_factory.mktemp("tf_tasks")
    data = write_fixture(tmp / "data")
    (data / "harp").symlink_to(shared_data / "harp")
    out = tmp / "out"
    run_lm_eval(
        [
            "--model",
            "hf",
            "--model_args",
            f"pretrained={tiny_model},dtype=float32",
            "--tasks",
            ",".join(TASKS),
            "--limit",
            str(LIMIT),
            "--batch_size",
            "2",
            "--use_cache",
            str(tmp / "cache" / "lm"),
            "--output_path",
            str(out),
            "--log_samples",
        ],
        tmp,
        HARDMATH_DATA_DIR=str(data),
        HARDMATH_ALLOW_SUBSET="1",
    )
    return read_results(out)


@pytest.mark.slow
def test_every_task_reports_the_four_metrics(run):
    results, samples = run
    for task in TASKS:
        got = results["results"][task]
        assert len(samples[task]) == LIMIT, task
        assert 0 <= got["tfa,none"] <= 1 and got["tfce,none"] > 0, task
        assert got["perplexity,none"] >= 1 and got["bpc,none"] > 0, task
        assert results["configs"][task]["output_type"] == "teacher_forced"


@pytest.mark.slow
def test_logged_samples_hold_per_problem_values(run):
    _, samples = run
    for task in ("putnam_axiom_tfa", "harp_default_tfa", "harp_proof_tfa"):
        for sample in samples[task]:
            refs = stats(sample)
            assert len(refs) == len(sample["doc"]["references"])
            want = sum(r["argmax_hits"] / r["tokens"] for r in refs) / len(refs)
            assert sample["tfa"] == pytest.approx(want), task


@pytest.mark.slow
def test_prompts_and_references(run):
    _, samples = run
    put = samples["putnam_axiom_tfa"][0]
    context, reference = put["arguments"]["gen_args_0"]["arg_0"], put["arguments"]["gen_args_0"]["arg_1"]
    assert context.startswith("Given a mathematics question, compose a detailed solution.")
    assert context.count("Problem:\n") == 5 and context.endswith("\n\nSolution:")  # 4 shots + the problem
    assert reference == " " + put["doc"]["solution"]
    harp = samples["harp_default_tfa"][0]
    assert harp["arguments"]["gen_args_0"]["arg_1"] == "\n" + harp["doc"]["solution_1"]
    proof = max(samples["harp_proof_tfa"], key=lambda s: len(s["doc"]["references"]))
    assert len(proof["doc"]["references"]) > 1 and proof["tfa_best"] >= proof["tfa"]


@pytest.mark.slow
def test_variation_originals_report_separately(run):
    _, samples = run
    rows = sorted(samples["putnam_axiom_var_tfa"], key=lambda s: s["doc_id"])
    assert rows[0]["doc"]["is_original"] and "tfa_orig" in rows[0] and "tfa" not in rows[0]
    assert all("tfa" in r and "tfa_orig" not in r for r in rows[1:])
    assert [r["doc"]["seed"] for r in rows[1:]] == ["0", "1", "2"]
