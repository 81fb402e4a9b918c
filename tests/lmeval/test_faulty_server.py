"""A misbehaving OpenAI-style server on 127.0.0.1, through the real ``lm_eval`` CLI (issue 43): every run
ends in a graded result or in a clear one-line failure, never in a score built on errors.

One in-process server (:class:`openai_servers.ScriptedServer`, loopback only) answers the first HARP
problems, each with its own fault (:data:`FAULTS`, chosen by the problem in the prompt): a clean
reply, no ``usage``, odd token counts and finish reasons, an ``error`` body with status 200, a bad
choice index, a list as the text, and a 500, malformed JSON, a truncated body or a trickle on the
first try only (lm-eval retries those). Two ``lm_eval`` runs: ``local-chat-completions`` (one
request at a time) allowed half its replies to be unreadable grades every document and counts the
3 backend errors apart; ``local-completions`` (2 at a time) under the default threshold ends with
one line, exit 1, and writes nothing. The wrappers' own cases are quick tests in
tests/lmeval/test_backend_errors.py.
"""

from __future__ import annotations

import collections
import json
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from conftest import lm_eval_env, read_results, run_lm_eval
from openai_servers import Raw, ScriptedServer

from hardmath.grade_record import GradeRecord

pytestmark = pytest.mark.slow

FAULTS = (
    "clean",
    "no usage",
    "tokens -5, finish max_tokens",
    "tokens 10**30, finish eos",
    "error body",
    "bad choice index",
    "list as text",
    "500 once",
    "malformed JSON once",
    "truncated once",
    "trickle once",
)
UNREADABLE = {"error body", "bad choice index", "list as text"}
TIMEOUT = 3  # seconds a reply may take in all (the trickle would take about 2 minutes)


def _problem(prompt: str) -> str:
    return prompt.rsplit("Problem:", 1)[1].rsplit("Solution:", 1)[0].strip()


class FaultyServer:
    """Serves FAULTS[i] for the i-th HARP problem, in either endpoint's shape; a fault marked "once"
    only on the first request for that problem and endpoint. ``served`` counts requests per
    (endpoint, fault).
    """

    def __init__(self, golds: dict[str, tuple[int, str]]) -> None:
        self.golds = golds
        self.served: collections.Counter = collections.Counter()
        self.lock = threading.Lock()
        self.server = ScriptedServer(self.reply)

    def reply(self, path: str, body: dict) -> dict | Raw:
        chat = "messages" in body
        prompt = "\n".join(m["content"] for m in body["messages"]) if chat else body["prompt"]
        index, gold = self.golds[_problem(prompt)]
        fault = FAULTS[index] if index < len(FAULTS) else "clean"
        with self.lock:
            self.served[(chat, fault)] += 1
            first = self.served[(chat, fault)] == 1
        text = f"The answer is $\\boxed{{{gold}}}$."
        reason, usage = "stop", {"completion_tokens": 9}
        if fault == "tokens -5, finish max_tokens":
            reason, usage = "max_tokens", {"completion_tokens": -5}
        elif fault == "tokens 10**30, finish eos":
            reason, usage = "eos", {"completion_tokens": 10**30}
        content: object = [text] if fault == "list as text" else text
        choice = {"index": 3 if fault == "bad choice index" else 0, "finish_reason": reason}
        choice |= {"message": {"role": "assistant", "content": content}} if chat else {"text": content}
        reply: dict = {"choices": [choice], "usage": usage}
        if fault == "no usage":
            del reply["usage"]
        if fault == "error body":
            reply = {"error": {"message": "model overloaded", "type": "server_error", "code": 503}}
        data = json.dumps(reply).encode()
        if first and fault == "500 once":
            return Raw(b'{"error": "internal"}', status=500)
        if first and fault == "malformed JSON once":
            return Raw(data[: len(data) // 2] + b"}")
        if first and fault == "truncated once":
            return Raw(data[:20], length=len(data))
        if first and fault == "trickle once":
            return Raw(data, trickle=1.0)
        return reply


@pytest.fixture(scope="module")
def server(shared_data):
    from hardmath.lm_eval_tasks.harp import utils

    rows = utils._rows("harp_default", str(shared_data))
    srv = FaultyServer({r["problem"].strip(): (i, r["answer"]) for i, r in enumerate(rows)})
    with srv.server.running():
        yield srv


def _args(srv: FaultyServer, chat: bool, out: Path, concurrent: int) -> list[str]:
    common = f"model=scripted,num_concurrent={concurrent},max_retries=3,timeout={TIMEOUT}"
    model = (
        ["--model", "local-chat-completions", "--apply_chat_template"]
        + ["--model_args", f"{common},base_url={srv.server.base}/chat/completions"]
        if chat
        else ["--model", "local-completions"]
        + [
            "--model_args",
            f"{common},base_url={srv.server.base}/completions,tokenized_requests=False,tokenizer_backend=None",
        ]
    )
    return [
        *model,
        "--tasks",
        "harp_default",
        "--limit",
        str(len(FAULTS)),
        "--gen_kwargs",
        "max_gen_toks=32",
        "--output_path",
        str(out),
        "--log_samples",
    ]


def test_chat_grades_every_readable_reply_and_counts_the_rest_apart(server, shared_data, tmp_path):
    """Today: rc 0 and 27.3% (3 of 11) read as the model's score: the error body and the bad index
    are graded as the model's empty answer (no_answer) and the list as a correct answer.
    """
    proc = run_lm_eval(
        [*_args(server, True, tmp_path / "out", 1), "--metadata", '{"max_backend_errors": 0.5}'],
        tmp_path,
        HARDMATH_DATA_DIR=str(shared_data),
    )
    results, samples = read_results(tmp_path / "out")
    rows = [r for r in samples["harp_default"] if r["filter"] == "graded"]
    by_fault = {FAULTS[r["doc_id"]]: GradeRecord.from_log(r["filtered_resps"][0][0]) for r in rows}
    assert set(by_fault) == set(FAULTS), sorted(by_fault)
    for fault, record in by_fault.items():
        if fault in UNREADABLE:
            assert record.status == "backend_error" and not record.correct and not record.no_answer, (fault, record)
            assert record.answer is None and record.tokens is None and record.backend_note, (fault, record)
        else:
            assert record.correct and record.status == "equal" and not record.backend_error, (fault, record)
    assert "model overloaded" in by_fault["error body"].reason
    assert "index" in by_fault["bad choice index"].reason and "list" in by_fault["list as text"].reason
    assert (by_fault["clean"].tokens, by_fault["clean"].max_length, by_fault["clean"].backend_note) == (9, False, None)
    assert (by_fault["no usage"].tokens, by_fault["no usage"].backend_note) == (None, None)
    for fault in ("tokens -5, finish max_tokens", "tokens 10**30, finish eos"):
        odd = by_fault[fault]
        assert odd.tokens is None and odd.max_length is None, (fault, odd)
        assert "completion_tokens" in odd.backend_note and "finish_reason" in odd.backend_note, (fault, odd)
    for fault in ("500 once", "malformed JSON once", "truncated once", "trickle once"):
        assert server.served[(True, fault)] == 2, (fault, server.served)  # the retry was graded
    metrics = results["results"]["harp_default"]
    assert metrics["n_backend_errors,graded"] == 3 and metrics["no_answer,graded"] == 0
    assert metrics["correct,graded"] == pytest.approx(8 / 11)
    assert "3 of 11 replies could not be read" in proc.stderr + proc.stdout


def test_completions_with_many_unreadable_replies_end_in_one_line(server, shared_data, tmp_path):
    """Today: a KeyError('choices') traceback out of lm-eval's completions parser."""
    out = tmp_path / "out"
    proc = subprocess.run(
        [str(Path(sys.executable).with_name("lm_eval")), *_args(server, False, out, 2)],
        capture_output=True,
        text=True,
        timeout=900,
        env=lm_eval_env(tmp_path, HARDMATH_DATA_DIR=str(shared_data)),
        cwd=tmp_path,
    )
    log = proc.stdout + proc.stderr
    assert proc.returncode == 1, log[-4000:]
    assert "Traceback" not in log, log[-4000:]
    last = proc.stderr.strip().splitlines()[-1]
    assert last.startswith("hardmath: harp_default: 3 of 11 replies could not be read"), last
    assert "max_backend_errors=0.01" in last and "no score" in last, last
    assert not list(out.rglob("results_*.json")) and not list(out.rglob("samples_*.jsonl"))
    for fault in ("500 once", "malformed JSON once", "truncated once", "trickle once"):
        assert server.served[(False, fault)] == 2, (fault, server.served)
