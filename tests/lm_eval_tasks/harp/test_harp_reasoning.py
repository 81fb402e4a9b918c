"""Reasoning models (issue 22): the same verdicts whether or not lm-eval's ``think_end_token`` stripped
the trace, no hardmath stop sequence cuts a trace (``--metadata '{"reasoning": true}'``), and a real
chat-template run of the offline model with ``think_end_token`` through ``harp_default``.
"""

from __future__ import annotations

import json

import pytest
from conftest import read_results, run_lm_eval

from hardmath.grade_record import GradeRecord
from hardmath.lm_eval_tasks import TASKS_DIR
from hardmath.lmeval.tasks import reasoning

THINK_END = "</think>"


def _trace(kind: int, gold: str) -> str:
    """Three thinking-model responses: a trace that restates the problem and then answers; a trace
    that never closes (cut off or abandoned); a trace whose decoy answer differs from the final one.
    """
    if kind == 0:
        return (
            f"<think>Problem: restated. Maybe \\boxed{{{gold}1}}? No, redo it.</think>"
            f"The answer is $\\boxed{{{gold}}}$."
        )
    if kind == 1:
        return f"<think>So it is \\boxed{{{gold}}}, but let me double check the second case"
    return f"<think>Looks like \\boxed{{{gold}}}.</think>On reflection the answer is $\\boxed{{999}}$."


def _scripted(strip: bool):
    """A thinking model; with ``strip``, its backend removes the trace as lm-eval's think_end_token does
    (the text after the last ``</think>``, left-stripped; all of it when the trace never closes).
    """
    from lm_eval.api.model import LM

    from hardmath.lm_eval_tasks.harp import utils

    golds = {r["problem"]: r["answer"] for r in utils._rows("harp_default", None)}

    class Thinking(LM):
        requests: list = []

        def generate_until(self, requests, disable_tqdm: bool = False):
            out = []
            for req in requests:
                Thinking.requests.append(req)
                problem = req.arguments[0].rsplit("Problem:\n", 1)[1].rsplit("\nSolution:", 1)[0].strip()
                text = _trace(req.doc_id % 3, golds[problem])
                out.append(text.split(THINK_END)[-1].lstrip() if strip else text)
            return out

        def loglikelihood(self, requests, disable_tqdm: bool = False):
            raise NotImplementedError

        def loglikelihood_rolling(self, requests, disable_tqdm: bool = False):
            raise NotImplementedError

    return Thinking()


def _records(strip: bool, monkeypatch, tmp_path, shared_data) -> tuple[list[GradeRecord], list]:
    from lm_eval import evaluator
    from lm_eval.tasks import TaskManager

    monkeypatch.setenv("HARDMATH_DATA_DIR", str(shared_data))
    monkeypatch.setenv("HF_HOME", str(tmp_path))
    model = _scripted(strip)
    out = evaluator.simple_evaluate(
        model=model,
        tasks=["harp_default"],
        limit=6,
        log_samples=True,
        task_manager=TaskManager(include_path=TASKS_DIR, include_defaults=False, metadata={"reasoning": True}),
    )
    samples = sorted(out["samples"]["harp_default"], key=lambda s: s["doc_id"])
    return [GradeRecord.from_log(s["filtered_resps"][0][0]) for s in samples], type(model).requests


def test_same_verdicts_with_and_without_think_end_token(monkeypatch, tmp_path, shared_data):
    whole, requests = _records(False, monkeypatch, tmp_path, shared_data)
    stripped, _ = _records(True, monkeypatch, tmp_path, shared_data)
    assert [(r.correct, r.answer, r.no_answer) for r in whole] == [(r.correct, r.answer, r.no_answer) for r in stripped]
    assert [r.correct for r in whole] == [True, False, False] * 2
    assert all(r.status == "unfinished" and r.no_answer for r in whole[1::3])
    assert [r.answer for r in whole[2::3]] == ["999", "999"]  # the decoy inside the trace is never graded
    # --metadata reasoning: no stop sequence of ours reaches the backend to cut a trace
    assert requests and all(req.arguments[1]["until"] == [] for req in requests)


def test_reasoning_switch_reads_metadata():
    assert reasoning({"reasoning": True}) and reasoning({"reasoning": "true"}) and not reasoning({})
    assert not reasoning(None) and not reasoning({"reasoning": "no"})


@pytest.mark.slow
def test_offline_model_with_chat_template_and_think_end_token(tmp_path, offline_model, shared_data):
    """The real CLI: chat template, ``think_end_token``, reasoning settings; the same verdicts and the
    token counts recorded as without ``think_end_token``.
    """
    runs = {}
    for name, extra in (("plain", ""), ("think", f",think_end_token={THINK_END}")):
        out = tmp_path / name
        run_lm_eval(
            [
                "--model",
                "hf",
                "--model_args",
                f"pretrained={offline_model},dtype=float32{extra}",
                "--tasks",
                "harp_default",
                "--limit",
                "2",
                "--apply_chat_template",
                "--gen_kwargs",
                "max_gen_toks=48",
                "--metadata",
                json.dumps({"reasoning": True}),
                "--output_path",
                str(out),
                "--log_samples",
            ],
            tmp_path,
            HARDMATH_DATA_DIR=str(shared_data),
        )
        _, samples = read_results(out)
        rows = sorted(samples["harp_default"], key=lambda s: s["doc_id"])
        assert all("<|im_start|>assistant" in r["arguments"]["gen_args_0"]["arg_0"] for r in rows)
        assert all(r["arguments"]["gen_args_0"]["arg_1"]["until"] == [] for r in rows)
        runs[name] = [GradeRecord.from_log(r["filtered_resps"][0][0]) for r in rows]
    assert len(runs["plain"]) == 2
    assert [(r.correct, r.answer, r.max_length, r.tokens) for r in runs["plain"]] == [
        (r.correct, r.answer, r.max_length, r.tokens) for r in runs["think"]
    ]
    assert all(r.tokens is not None for r in runs["plain"])
