"""MATH-Perturb tasks through the real lm_eval CLI on the offline model (the session's shared run, --limit 2)."""

from __future__ import annotations

import pytest
from conftest import read_results
from shared_runs import SMOL_TASKS

from hardmath.lm_eval_tasks.math_perturb import analysis as mp

TASKS = ["math_p", "math_p_original", "math_p_hard_icl_original", "math_p_simple_icl_random"]
LEAVES = ["math_p_simple", "math_p_hard", "math_p_original", "math_p_hard_icl_original", "math_p_simple_icl_random"]


@pytest.fixture(scope="module")
def run(smol_run):
    """The session's shared SmolLM2 run (tests/shared_runs.py): TASKS among its tasks, --limit 2,
    16 new tokens, the data folder given by --metadata data_dir.
    """
    return read_results(smol_run.output)


def test_the_shared_run_has_these_tasks():
    assert set(TASKS) <= set(SMOL_TASKS)


@pytest.mark.slow
def test_results_sizes_and_columns(run):
    results, _ = run
    for task in LEAVES:
        assert results["n-samples"][task] == {"original": 279, "effective": 2}
        metrics = results["results"][task]
        assert 0.0 <= metrics["correct,graded"] <= 1.0 and "no_answer,graded" in metrics
        # first two problem_ids: 1 (test, Algebra) and 2 (train, Intermediate Algebra)
        touched = ("correct_train", "correct_test", "correct_algebra", "correct_intermediate_algebra")
        for column in touched:
            assert 0.0 <= metrics[f"{column},graded"] <= 1.0
        # only columns this run can fill: none for a subject without a document in it
        assert not any(k.startswith("correct_geometry") for k in metrics)
    for task in ("math_p_simple", "math_p_hard", "math_p_hard_icl_original", "math_p_simple_icl_random"):
        metrics = results["results"][task]
        assert metrics["n_errors,graded"] == 2 - 2 * metrics["correct,graded"]
        assert 0 <= metrics["n_same,graded"] <= metrics["n_errors,graded"]
    # originals have no original answer: no n_same / n_errors rows (was: NaN rows)
    assert not {"n_same,graded", "n_errors,graded"} & set(results["results"]["math_p_original"])
    group = results["results"]["math_p"]
    assert group["sample_len"] == 4 and "correct,graded" in group


@pytest.mark.slow
def test_samples_pair_by_problem_id_and_icl_prompt(run, shared_data):
    _, samples = run
    ids = {t: sorted(int(s["doc"]["problem_id"]) for s in samples[t]) for t in LEAVES}
    assert all(v == [1, 2] for v in ids.values()), ids
    orig = {int(s["doc"]["problem_id"]): s["doc"] for s in samples["math_p_original"]}
    for s in samples["math_p_hard_icl_original"]:
        prompt = s["arguments"]["gen_args_0"]["arg_0"]
        o = orig[int(s["doc"]["problem_id"])]
        assert prompt.index(o["problem"]) < prompt.index(o["solution"]) < prompt.rindex(s["doc"]["problem"])
        assert s["doc"]["original_answer"] == o["answer"]
    for s in samples["math_p_simple_icl_random"]:
        assert s["doc"]["demo_unique_id"] != orig[int(s["doc"]["problem_id"])]["unique_id"]
    # the analyses run on the logged samples
    case = mp.cases(samples["math_p_original"], samples["math_p_simple"], samples["math_p_hard"])
    assert case["total"] == 2 and sum(case["counts"].values()) == 2
    effects = mp.icl_effects(samples["math_p_hard"], samples["math_p_hard_icl_original"])
    assert effects["total"] == 2
    collapse = mp.mode_collapse(samples["math_p_hard"])
    assert collapse["n_same"] is not None and collapse["n_total"] == effects["errors_zero_shot"]
