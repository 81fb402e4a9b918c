"""Reasoning traces at full length (issue 31): responses of 32k and 128k tokens, with a closed and an
unclosed ``<think>`` trace, through lm-eval's real OpenAI-style backends and its real ``HFLM``.

No small model writes 128k tokens, so the responses are scripted: an in-process OpenAI-compatible
server (a thread, :class:`openai_servers.ScriptedServer`) answers ``local-completions`` and
``local-chat-completions`` with the finish reason and ``usage`` a serving engine sends, and an
``HFLM`` whose ``_model_generate`` returns the same token ids (a tiny random Llama with SmolLM2's
tokenizer stands behind it). Checked: the grade, the recorded token count and the truncation flag;
grading stays far inside the checker's time bound; and lm-eval's ``think_end_token`` gives the
same verdicts as a server that moves the trace to ``reasoning_content`` itself.
"""

from __future__ import annotations

import functools
import time

import pytest
from conftest import OFFLINE_ENV
from openai_servers import ScriptedServer

from hardmath.equivalence import grade
from hardmath.grade_record import GradeRecord
from hardmath.lm_eval_tasks import TASKS_DIR
from hardmath.lmeval import generation_limits as gl

LENGTHS = [32768, 131072]
TAIL = 64  # tokens a closed trace leaves for its answer


@pytest.fixture(scope="module")
def tok(offline_model):
    from transformers import AutoTokenizer

    return AutoTokenizer.from_pretrained(offline_model)


@pytest.fixture(scope="module")
def golds(shared_data):
    """HARP problem -> (row index, gold): even rows get a closed trace, odd rows an unclosed one."""
    import os

    os.environ["HARDMATH_DATA_DIR"] = str(shared_data)
    from hardmath.lm_eval_tasks.harp import utils

    return {r["problem"]: (i, r["answer"]) for i, r in enumerate(utils._rows("harp_default", None))}


def _problem(prompt: str) -> str:
    """The HARP problem in a prompt (a completion prompt, chat messages' text, a decoded context)."""
    return prompt.rsplit("Problem:", 1)[1].rsplit("Solution:", 1)[0].strip()


def _script(tok, golds: dict, budget: int):
    """Problem -> (token ids of the response, closed?): a closed trace of about ``budget - TAIL``
    tokens then the boxed gold; an unclosed one of exactly ``budget`` tokens, a boxed gold early in it
    (never graded: the trace does not finish).
    """

    @functools.lru_cache(maxsize=8)
    def response(problem: str) -> tuple[tuple[int, ...], bool]:
        index, gold = golds[problem]
        if index % 2 == 0:
            text = "<think>" + " step" * (budget - TAIL) + f"</think>The answer is $\\boxed{{{gold}}}$."
            return tuple(tok(text)["input_ids"]), True
        text = f"<think>Maybe \\boxed{{{gold}}}." + " step" * budget
        return tuple(tok(text)["input_ids"][:budget]), False

    return response


def _server(tok, response, separate: bool) -> ScriptedServer:
    """Completions send the whole text; chat sends it as ``content`` or, with ``separate``, the trace
    as ``reasoning_content`` and the rest (None for an unclosed trace) as ``content``.
    """

    def script(path: str, body: dict) -> dict:
        prompt = body["prompt"] if "prompt" in body else "\n".join(m["content"] for m in body["messages"])
        ids, closed = response(_problem(prompt))
        text = tok.decode(list(ids))
        usage = {"completion_tokens": len(ids) + 1 if closed else len(ids)}  # the end-of-sequence token counts
        reason = "stop" if closed else "length"
        if path.endswith("/completions") and "prompt" in body:
            return {"choices": [{"index": 0, "text": text, "finish_reason": reason}], "usage": usage}
        message = {"role": "assistant", "content": text}
        if separate:
            trace, _, rest = text.partition("</think>")
            message = {
                "role": "assistant",
                "content": rest if closed else None,
                "reasoning_content": trace.removeprefix("<think>"),
            }
        return {"choices": [{"index": 0, "message": message, "finish_reason": reason}], "usage": usage}

    return ScriptedServer(script)


def _evaluate(model, model_args: dict | None, budget: int, chat: bool = False) -> list[GradeRecord]:
    from lm_eval import evaluator
    from lm_eval.tasks import TaskManager

    out = evaluator.simple_evaluate(
        model=model,
        model_args=model_args,
        tasks=["harp_default"],
        limit=2,
        gen_kwargs=f"max_gen_toks={budget}",
        apply_chat_template=chat,
        log_samples=True,
        task_manager=TaskManager(include_path=TASKS_DIR, include_defaults=False),
    )
    samples = sorted(out["samples"]["harp_default"], key=lambda s: s["doc_id"])
    return [GradeRecord.from_log(s["filtered_resps"][0][0]) for s in samples if s["filter"] == "graded"]


def _hf(tiny_model, tok, response):
    """lm-eval's real HFLM; only ``_model_generate`` is scripted (same ids as the server's)."""
    import torch
    from lm_eval.models.huggingface import HFLM

    class ScriptedHF(HFLM):
        def _model_generate(self, context, max_length, stop, **kwargs):
            rows = []
            for ctx in context.tolist():
                ids, closed = response(_problem(tok.decode(ctx)))
                rows.append(ctx + list(ids) + ([tok.eos_token_id] if closed else []))
            return torch.tensor(rows)

    return ScriptedHF(pretrained=str(tiny_model), device="cpu", dtype="float32", max_length=LENGTHS[-1] + 4096)


def test_null_content_keeps_its_flag_and_count():
    """A server that moved a whole unclosed trace to ``reasoning_content`` sends ``content: null``;
    lm-eval grades its placeholder text, and the flag and count are recorded for that text.
    """
    from lm_eval.models import api_models
    from lm_eval.models.openai_completions import LocalChatCompletion

    gl.install()  # wraps the backend classes lm-eval has imported

    if not hasattr(api_models, "LMEVAL_MODEL_NONE_ANSWER_PLACEHOLDER"):
        pytest.skip("this lm-eval has no placeholder for a null content")
    body = {
        "choices": [
            {"index": 0, "finish_reason": "length", "message": {"content": None, "reasoning_content": "step " * 10}}
        ],
        "usage": {"completion_tokens": 131072},
    }
    lm = LocalChatCompletion.__new__(LocalChatCompletion)
    lm.think_end_token = None
    rows: list = []
    token = gl._ROWS.set(rows)
    try:
        (text,) = lm.parse_generations(outputs=body)
    finally:
        gl._ROWS.reset(token)
    assert text is None  # lm-eval's own return value, unchanged
    assert rows == [(None, api_models.LMEVAL_MODEL_NONE_ANSWER_PLACEHOLDER, gl.GenerationInfo(True, 131072))]


@pytest.mark.slow
@pytest.mark.parametrize("budget", LENGTHS)
def test_full_length_traces_grade_alike_on_every_path(budget, tok, golds, tiny_model, monkeypatch, tmp_path):
    monkeypatch.setenv("HF_HOME", str(tmp_path))
    for key, value in OFFLINE_ENV.items():
        monkeypatch.setenv(key, value)
    response = _script(tok, golds, budget)
    found: dict[str, list[GradeRecord]] = {}
    timings: dict[str, float] = {}
    for name, separate in (("completions", False), ("chat think_end_token", False), ("chat reasoning_content", True)):
        with _server(tok, response, separate).running() as srv:
            start = time.monotonic()
            if name == "completions":
                found[name] = _evaluate(
                    "local-completions",
                    {
                        "model": "scripted",
                        "base_url": f"{srv.base}/completions",
                        "tokenized_requests": False,
                        "tokenizer_backend": None,
                        "max_retries": 1,
                    },
                    budget,
                )
            else:
                args = {"model": "scripted", "base_url": f"{srv.base}/chat/completions", "max_retries": 1}
                if not separate:
                    args["think_end_token"] = "</think>"  # noqa: S105 - a tag, not a password
                found[name] = _evaluate("local-chat-completions", args, budget, chat=True)
            timings[name] = time.monotonic() - start
    start = time.monotonic()
    found["hf"] = _evaluate(_hf(tiny_model, tok, response), None, budget)
    timings["hf"] = time.monotonic() - start
    print(f"{budget} tokens, seconds per path: {timings}")

    # the scripted truth: doc 0 closed (finished, correct), doc 1 unclosed (cut off, wrong)
    problems = sorted(golds, key=lambda p: golds[p][0])[:2]
    expected = [(True, False, len(response(problems[0])[0]) + 1), (False, True, budget)]
    assert [response(p)[1] for p in problems] == [True, False]
    for name, records in found.items():
        assert [(r.correct, r.max_length, r.tokens) for r in records] == expected, (name, records)
        assert not any(r.timed_out or r.checker_error for r in records), name
        assert records[1].status == "unfinished", (name, records[1])
    # grading a 128k-token response stays far inside the checker's bound
    for p in problems:
        text = tok.decode(list(response(p)[0]))
        start = time.monotonic()
        v = grade(text, golds[p][1])
        assert time.monotonic() - start < 5 and not v.timed_out and not v.checker_error
