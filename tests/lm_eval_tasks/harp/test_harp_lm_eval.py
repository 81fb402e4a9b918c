"""Every HARP task through the real ``lm_eval`` CLI on the offline model (small limits)."""

from __future__ import annotations

import json
from dataclasses import fields

import pytest
from conftest import read_results, run_lm_eval

from hardmath.grade_record import GradeRecord
from hardmath.lm_eval_tasks import TASKS_DIR
from hardmath.lmeval.records import VOTE_CLASS, flatten


def _logged_verdicts(row: dict) -> list[dict]:
    """The grade records in a logged sample as logged (lm-eval writes each as a JSON string)."""
    return [item if isinstance(item, dict) else json.loads(item) for item in flatten(row["filtered_resps"])]


def _model_args(model) -> str:
    return f"pretrained={model},dtype=float32"


@pytest.mark.slow
@pytest.mark.both_ends  # CI runs it on the oldest stack too
def test_end_to_end_harp_default(tmp_path, offline_model, shared_data):
    """Issue 2, item 4: harp_default --limit 5 with local data, results and logged samples."""
    out = tmp_path / "out"
    run_lm_eval(
        [
            "--model",
            "hf",
            "--model_args",
            _model_args(offline_model),
            "--tasks",
            "harp_default",
            "--limit",
            "5",
            "--gen_kwargs",
            "max_gen_toks=32",
            "--log_samples",
            "--output_path",
            str(out),
        ],
        tmp_path,
        HARDMATH_DATA_DIR=str(shared_data),
    )
    results, samples = read_results(out)
    res = results["results"]["harp_default"]
    assert 0.0 <= res["correct,graded"] <= 1.0 and 0.0 <= res["no_answer,graded"] <= 1.0
    rows = samples["harp_default"]
    assert len(rows) == 5
    # only the columns the evaluated problems can fill: the levels / subjects they span, unless
    # all share one (the column would repeat `correct`); every one in [0, 1], no NaN
    columns = {k.split(",")[0] for k in res if "," in k and "stderr" not in k}
    levels = {r["doc"]["level"] for r in rows}
    subjects = {r["doc"]["subject"] for r in rows}
    expected = {"correct", "no_answer", "max_length", "n_checker_errors", "n_backend_errors"}
    if len(levels) > 1:
        expected |= {f"{m}_level_{i}" for m in ("correct", "no_answer", "max_length") for i in levels}
    if len(subjects) > 1:
        expected |= {f"correct_{s}" for s in subjects}
    assert columns == expected
    assert res["n_checker_errors,graded"] == 0  # a count: the checker failed on no response
    assert res["n_backend_errors,graded"] == 0  # a count: hf reads every response
    assert all(0.0 <= res[f"{c},graded"] <= 1.0 for c in expected - {"n_checker_errors", "n_backend_errors"})
    for row in rows:
        (verdict,) = _logged_verdicts(row)
        # the one grade record, all its fields logged (was: the three-key dict before GradeRecord)
        assert set(verdict) == {f.name for f in fields(GradeRecord)} | {VOTE_CLASS} and verdict["reason"], verdict
        assert GradeRecord.from_log(verdict).to_log() == {k: v for k, v in verdict.items() if k != VOTE_CLASS}
        assert verdict["max_length"] in (True, False)  # --model hf records it
        assert isinstance(verdict["tokens"], int) and verdict["tokens"] > 0  # and the tokens it generated
        assert verdict["answer"] is None or isinstance(verdict["answer"], str)
        assert float(verdict["correct"]) == row["correct"]
        assert row["correct"] in (0.0, 1.0) and row["no_answer"] in (0.0, 1.0)
        assert {f"correct_level_{i}" for i in levels if len(levels) > 1} <= set(row)


VARIANTS = [
    "harp_default_llama",
    "harp_default_claude",
    "harp_default_o1",
    "harp_default_gpt4o",
    "harp_default_minerva",
    "harp_hard",
    "harp_default_level_6",
    "harp_default_precalculus",
    "harp_mcq",
    "harp_mcq_dot",
    "harp_mcq_text",
    "harp_mcq_llama",
    "harp_mcq_shuffle",
]


@pytest.mark.slow
def test_every_variant_and_sampling_with_chat_template(tmp_path, offline_model, shared_data):
    """All prompt variants, subsets, MCQ formats, the 5 scrambles and pass@k/maj@k (repeats
    lowered to 4 by a test-only YAML that includes harp_default_sampling.yaml), chat-templated.
    """
    extra = tmp_path / "extra_tasks"
    extra.mkdir()
    (extra / "harp_sampling_4.yaml").write_text(
        f"include: {TASKS_DIR}/harp/harp_default_sampling.yaml\ntask: harp_test_sampling_4\nrepeats: 4\n"
    )
    out = tmp_path / "out"
    run_lm_eval(
        [
            "--model",
            "hf",
            "--model_args",
            _model_args(offline_model),
            "--tasks",
            ",".join(VARIANTS + ["harp_test_sampling_4"]),
            "--include_path",
            str(extra),
            "--limit",
            "1",
            "--gen_kwargs",
            "max_gen_toks=8",
            "--apply_chat_template",
            "--fewshot_as_multiturn",
            "--log_samples",
            "--output_path",
            str(out),
        ],
        tmp_path,
        HARDMATH_DATA_DIR=str(shared_data),
    )
    results, samples = read_results(out)
    res = results["results"]
    for name in VARIANTS[:-1] + [f"harp_mcq_shuffle_{i}" for i in range(1, 6)]:
        assert 0.0 <= res[name]["correct,graded"] <= 1.0, name
        assert len(samples[name]) == 1, name
    assert 0.0 <= res["harp_mcq_shuffle"]["correct,graded"] <= 1.0
    assert samples["harp_hard"][0]["doc"]["level"] in (5, 6)
    assert samples["harp_default_level_6"][0]["doc"]["level"] == 6
    assert samples["harp_default_precalculus"][0]["doc"]["subject"] == "precalculus"
    assert results["n-shot"]["harp_default_minerva"] == 4
    # chat-templated prompts carry the paper's system prompt and the "Solution:" prefill
    prompt = samples["harp_default_claude"][0]["arguments"]["gen_args_0"]["arg_0"]
    assert "Solve the following math problem using LaTeX." in prompt and prompt.rstrip().endswith("Solution:")
    # scrambles: same problem, choices deranged, gold letter follows its text
    docs = [samples[f"harp_mcq_shuffle_{i}"][0]["doc"] for i in range(1, 6)]
    plain = samples["harp_mcq"][0]["doc"]
    for d in docs:
        assert d["problem"] == plain["problem"]
        assert d["choices"][d["answer_choice"]] == plain["choices"][plain["answer_choice"]]
    # sampling: 4 responses, pass@k for k = 1, 2, 4 and nothing beyond
    s = res["harp_test_sampling_4"]
    ks = sorted(int(k.split("@")[1].split(",")[0]) for k in s if k.startswith("pass@") and "stderr" not in k)
    assert ks == [1, 2, 4]
    assert s["pass@1,graded"] <= s["pass@2,graded"] <= s["pass@4,graded"] <= 1.0
    assert all(0.0 <= s[f"maj@{k},graded"] <= 1.0 for k in ks)
    row = samples["harp_test_sampling_4"][0]
    assert len(row["resps"][0]) == 4 and row["arguments"]["gen_args_0"]["arg_1"]["do_sample"] is True
