"""The Putnam-AXIOM tasks through the real ``lm_eval`` CLI (fixture in the hub's schema)."""

from __future__ import annotations

import json

import pytest
from conftest import read_results, run_lm_eval
from putnam_fixture import write_fixture

from hardmath.equivalence.grading import read_gold
from hardmath.grade_record import GradeRecord
from hardmath.lm_eval_tasks.putnam_axiom import analysis as putnam
from hardmath.lmeval.records import VOTE_CLASS

TASKS = "putnam_axiom_orig,putnam_axiom_var_published,putnam_axiom_var"
PAIRED = {"var_acc": "mean", "var_ci_low": "ci_low", "var_ci_high": "ci_high", "orig_acc": "original", "drop": "drop"}


def _close(a: float | None, b: float | None) -> bool:
    return (a is None and b is None) or (a is not None and b is not None and a == pytest.approx(b))


@pytest.fixture(scope="module")
def model_run(offline_model, tmp_path_factory):
    """SmolLM2 on all three tasks: 0-shot (the 4-shot prompt is ~2k tokens: too slow on 2 cores)."""
    tmp = tmp_path_factory.mktemp("putnam_model")
    data = write_fixture(tmp / "data")
    out = tmp / "out"
    run_lm_eval(
        [
            "--model",
            "hf",
            "--model_args",
            f"pretrained={offline_model},dtype=float32",
            "--tasks",
            TASKS,
            "--limit",
            "3",
            "--num_fewshot",
            "0",
            "--batch_size",
            "8",
            "--gen_kwargs",
            "max_gen_toks=12",
            "--metadata",
            json.dumps({"snapshots": 2}),
            "--output_path",
            str(out),
            "--log_samples",
        ],
        tmp,
        HARDMATH_DATA_DIR=str(data),
        HARDMATH_ALLOW_SUBSET="1",
    )
    return read_results(out)


@pytest.fixture(scope="module")
def dummy_run(tmp_path_factory):
    """lm-eval's dummy model: the default 4-shot prompt, data folder and random seeds via --metadata."""
    tmp = tmp_path_factory.mktemp("putnam_dummy")
    data = write_fixture(tmp / "data")
    out = tmp / "out"
    proc = run_lm_eval(
        [
            "--model",
            "dummy",
            "--tasks",
            TASKS,
            "--limit",
            "4",
            "--metadata",
            json.dumps({"seeds": "random", "snapshots": 3, "data_dir": str(data)}),
            "--output_path",
            str(out),
            "--log_samples",
        ],
        tmp,
        HARDMATH_ALLOW_SUBSET="1",
    )
    return (*read_results(out), proc.stdout + proc.stderr)


@pytest.mark.slow
def test_model_run_results_match_logged_samples(model_run):
    results, samples = model_run
    assert set(samples) == set(TASKS.split(","))
    assert [len(samples[t]) for t in TASKS.split(",")] == [3, 3, 3]

    orig = results["results"]["putnam_axiom_orig"]
    rows = samples["putnam_axiom_orig"]
    summary = putnam.original_accuracy(rows)
    assert summary["binary"] == 1  # 1991_B2 (true/false)
    assert orig["correct,boxed"] == pytest.approx(summary["accuracy"])
    assert _close(orig["correct_complex,boxed"], summary["accuracy_complex"])
    assert 0 <= orig["no_answer,boxed"] <= 1
    logged = rows[0]["filtered_resps"][0][0]
    logged = json.loads(logged) if isinstance(logged, str) else logged
    record = {k: v for k, v in logged.items() if k != VOTE_CLASS}  # the answer class is logged beside it
    assert GradeRecord.from_log(logged).to_log() == record  # the shared grade record, as the filter logs it

    for task in ("putnam_axiom_var", "putnam_axiom_var_published"):
        rows = samples[task]
        for row in rows:  # every sample logs its template, seed and whether it is the original
            assert {"template", "seed", "is_original"} <= set(row["doc"])
            assert row["var_acc"][:3] == [row["doc"]["group"], row["doc"]["seed"], row["doc"]["is_original"]]
        expected = putnam.paired_summary(putnam.records_from_samples(rows))
        assert expected["groups"] >= 1
        for metric, key in PAIRED.items():
            assert _close(results["results"][task][f"{metric},boxed"], expected[key]), (task, metric)
        assert all(isinstance(row["doc"]["binary"], bool) for row in rows)  # the flag is logged per document
        complex_ = putnam.paired_summary(putnam.records_from_samples(rows, complex_only=True))
        for metric, key in PAIRED.items():
            assert _close(results["results"][task][f"{metric}_complex,boxed"], complex_[key]), (task, metric)

    var_rows = samples["putnam_axiom_var"]
    assert [r["doc"]["seed"] for r in var_rows[:3]] == ["original", "0", "1"]  # --metadata snapshots=2
    published = samples["putnam_axiom_var_published"]
    assert [r["doc"]["seed"] for r in published] == ["original", "1", "2"]  # --limit cuts snapshots


@pytest.mark.slow
def test_dummy_run_four_shot_prompt_and_random_seeds(dummy_run):
    results, samples, log = dummy_run
    prompt = samples["putnam_axiom_orig"][0]["arguments"]["gen_args_0"]["arg_0"]
    assert prompt.startswith("Given a mathematics question, compose a detailed solution.")
    assert "Final Answer: The final answer is $\\boxed{answer}$. I hope it is correct." in prompt
    assert prompt.count("Problem:\n") == 5 and prompt.count("Let's think step by step.") == 4
    assert prompt.endswith("Problem:\nCompute $1+1$.\n\nSolution:")

    rows = samples["putnam_axiom_var"]
    assert [r["doc"]["is_original"] for r in rows] == [True, False, False, False]
    seeds = [r["doc"]["seed"] for r in rows[1:]]
    assert len(set(seeds)) == 3 and all(s.isdigit() for s in seeds)
    assert "random snapshot seeds" in log and all(s in log for s in seeds)  # the drawn seeds are logged
    assert "per-snapshot accuracies over 1 paired problems" in log
    assert results["results"]["putnam_axiom_var"]["orig_acc,boxed"] == 0.0  # dummy never answers
    # the dummy's "lol" states nothing against a math gold, and is a (wrong) word against a word gold
    # ("\text{False}": issue 30, principle 4)
    orig = samples["putnam_axiom_orig"]
    stated = [read_gold(r["doc"]["solution"]).word for r in orig]
    assert 0 < sum(stated) < len(orig)
    expected = sum(not w for w in stated) / len(orig)
    assert results["results"]["putnam_axiom_orig"]["no_answer,boxed"] == pytest.approx(expected)
