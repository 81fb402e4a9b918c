"""A real inference server end to end (issue 31): ``transformers serve`` runs the offline model on
127.0.0.1 as a subprocess in its own process group, and the real ``lm_eval`` CLI drives it through
``local-completions`` and ``local-chat-completions``, then ``hardmath report`` reads the output.

What only a real server shows: its ``finish_reason: "length"`` becomes the grade record's
``max_length`` (HARP Table 4), its ``usage.completion_tokens`` the recorded token count, the chat
template is applied by the server, ``num_concurrent`` 4 grades as 1 does, the same prompts and (greedy)
the same responses as ``--model hf``, and a server killed mid-run ends lm-eval with its error and
no result or sample file. Measured on the shared 2-core CPU: see docs/scale-out.md.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import lm_eval_env, read_results, run_lm_eval
from openai_servers import TransformersServer, group_members, post_json, stop_group

from hardmath.grade_record import GradeRecord, RecordError
from hardmath.lmeval.generation_limits import GenerationInfo, api_rows_info

pytestmark = pytest.mark.slow
BUDGET = 12  # max_gen_toks: the offline model's first HARP answer takes 15 tokens, its second one
COMPLETION_TASKS = ["harp_default", "harp_mcq", "math_p_simple", "harp_var"]
CHAT_TASKS = ["harp_default", "putnam_axiom_var"]
CONCURRENT_TASKS = ["harp_default", "harp_mcq", "math_p_simple"]


def _needs_serving() -> None:
    import transformers

    pytest.importorskip("uvicorn", reason="transformers serve needs the serving extra: pip install '.[test]'")
    pytest.importorskip("fastapi", reason="transformers serve needs the serving extra: pip install '.[test]'")
    if int(transformers.__version__.split(".")[0]) < 5:
        pytest.skip(
            f"transformers {transformers.__version__}: `transformers serve MODEL` with /v1/completions "
            "is checked on transformers 5 only (the oldest stack runs the quick tier)"
        )


@pytest.fixture(scope="module")
def server(offline_model, tmp_path_factory):
    """``transformers serve`` on the converted offline model (a GGUF served directly has no
    ``config.architectures``); stopped with its whole process group, nothing left.
    """
    _needs_serving()
    tmp = tmp_path_factory.mktemp("serve")
    srv = TransformersServer(offline_model, tmp / "serve.log", lm_eval_env(tmp))
    try:
        srv.wait_ready()
        yield srv
    finally:
        srv.stop()
        assert group_members(srv.proc.pid) == [], f"left behind: {group_members(srv.proc.pid)}"


def _args(server, model: Path, chat: bool, concurrent: int = 1) -> list[str]:
    if chat:
        return [
            "--model",
            "local-chat-completions",
            "--apply_chat_template",
            "--model_args",
            f"model={model},base_url={server.base}/chat/completions,num_concurrent={concurrent},max_retries=2",
        ]
    return [
        "--model",
        "local-completions",
        "--model_args",
        f"model={model},base_url={server.base}/completions,tokenizer_backend=huggingface,tokenizer={model},"
        f"tokenized_requests=False,num_concurrent={concurrent},max_retries=2",
    ]


def _run(args: list[str], tasks: list[str], out: Path, tmp: Path, data: Path) -> dict[str, list[dict]]:
    run_lm_eval(
        [
            *args,
            "--tasks",
            ",".join(tasks),
            "--limit",
            "2",
            "--gen_kwargs",
            f"max_gen_toks={BUDGET}",
            "--output_path",
            str(out),
            "--log_samples",
        ],
        tmp,
        HARDMATH_DATA_DIR=str(data),
    )
    return read_results(out)[1]


def _records(rows: list[dict]) -> dict[int, list[GradeRecord]]:
    """doc_id -> the grade records logged for it (every filter whose output is a record)."""
    out: dict[int, list[GradeRecord]] = {}
    for row in sorted(rows, key=lambda r: (r["doc_id"], r["filter"])):
        for resp in row["filtered_resps"]:
            for value in resp if isinstance(resp, list) else [resp]:
                try:
                    out.setdefault(row["doc_id"], []).append(GradeRecord.from_log(value))
                except RecordError:
                    pass
    return out


def _check_api_facts(samples: dict[str, list[dict]], tasks: list[str]) -> None:
    """``transformers serve`` says "length" exactly when it generated max_tokens tokens: the record's
    flag and count must be that, for every response of every task.
    """
    for task in tasks:
        recs = [r for rs in _records(samples[task]).values() for r in rs]
        assert recs, f"{task}: no grade record"
        for r in recs:
            assert isinstance(r.tokens, int) and 1 <= r.tokens <= BUDGET, (task, r)
            assert r.max_length is (r.tokens == BUDGET), (task, r)
            if r.max_length:
                assert not r.correct and r.status == "unfinished", (task, r)


@pytest.fixture(scope="module")
def completions(server, offline_model, shared_data, tmp_path_factory):
    tmp = tmp_path_factory.mktemp("completions")
    start = time.monotonic()
    samples = _run(_args(server, offline_model, chat=False), COMPLETION_TASKS, tmp / "out", tmp, shared_data)
    print(f"local-completions, {len(COMPLETION_TASKS)} tasks: {time.monotonic() - start:.0f} s")
    return tmp / "out", samples


def test_finish_reason_and_usage_as_the_server_sends_them(server, offline_model):
    """One raw request per endpoint: what hardmath reads from the body the server really sends."""
    prompt = {"model": str(offline_model), "temperature": 0, "max_tokens": 3}
    for path, body in (
        ("completions", {**prompt, "prompt": "Problem: 2+3\nSolution:"}),
        ("chat/completions", {**prompt, "messages": [{"role": "user", "content": "What is 2+3?"}]}),
    ):
        out = post_json(f"{server.base}/{path}", body)
        assert out["choices"][0]["finish_reason"] == "length" and out["usage"]["completion_tokens"] == 3
        assert api_rows_info(out) == [GenerationInfo(max_length=True, tokens=3)]
    done = post_json(
        f"{server.base}/chat/completions",
        {**prompt, "max_tokens": 64, "messages": [{"role": "user", "content": "What is 2+3?"}]},
    )
    n = done["usage"]["completion_tokens"]
    assert done["choices"][0]["finish_reason"] == "stop" and n < 64
    assert api_rows_info(done) == [GenerationInfo(max_length=False, tokens=n)]


def test_local_completions_records_and_report(completions, tmp_path):
    out, samples = completions
    assert set(COMPLETION_TASKS) <= set(samples)
    _check_api_facts(samples, COMPLETION_TASKS)
    harp = [r for rs in _records(samples["harp_default"]).values() for r in rs]
    assert {r.max_length for r in harp} == {True, False}, harp  # one cut off at 12 tokens, one finished
    report = tmp_path / "report"
    proc = subprocess.run(
        [str(Path(sys.executable).with_name("hardmath")), "report", str(out), "--out", str(report)],
        capture_output=True,
        text=True,
        timeout=300,
        env=lm_eval_env(tmp_path),
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    table4 = (report / "harp_table4_max_length.csv").read_text()
    assert any(
        float(c) > 0 for line in table4.splitlines()[1:] for c in line.split(",")[1:] if c.replace(".", "", 1).isdigit()
    ), table4


def test_chat_completions_template_from_the_server(server, offline_model, shared_data, tmp_path):
    samples = _run(_args(server, offline_model, chat=True), CHAT_TASKS, tmp_path / "out", tmp_path, shared_data)
    _check_api_facts(samples, CHAT_TASKS)
    for task in CHAT_TASKS:
        for row in samples[task]:
            context = row["arguments"]["gen_args_0"]["arg_0"]  # lm-eval logs [the messages as JSON]
            messages = json.loads(context[0] if isinstance(context, list) else context)
            # lm-eval sends messages (few-shot turns, HARP's "Solution:" as an assistant prefix), not
            # a templated string: the server applies the ChatML template
            assert messages and {m["role"] for m in messages} <= {"system", "user", "assistant"}, messages
            assert not any("<|im_start|>" in m["content"] for m in messages)


def test_concurrent_requests_grade_as_one(server, offline_model, shared_data, completions, tmp_path):
    samples = _run(
        _args(server, offline_model, chat=False, concurrent=4),
        CONCURRENT_TASKS,
        tmp_path / "out",
        tmp_path,
        shared_data,
    )
    for task in CONCURRENT_TASKS:
        assert _records(samples[task]) == _records(completions[1][task]), task


def test_same_prompts_and_responses_as_hf(offline_model, shared_data, completions, tmp_path):
    """Greedy decoding of the same float32 weights: the same prompt strings, the same responses, the
    same token counts and flags (both count the end-of-sequence token).
    """
    tasks = ["harp_default", "math_p_simple"]
    samples = _run(
        ["--model", "hf", "--model_args", f"pretrained={offline_model},dtype=float32"],
        tasks,
        tmp_path / "out",
        tmp_path,
        shared_data,
    )
    for task in tasks:
        api = sorted(completions[1][task], key=lambda r: (r["doc_id"], r["filter"]))
        hf = sorted(samples[task], key=lambda r: (r["doc_id"], r["filter"]))
        assert [r["arguments"]["gen_args_0"]["arg_0"] for r in api] == [
            r["arguments"]["gen_args_0"]["arg_0"] for r in hf
        ]
        assert [r["resps"] for r in api] == [r["resps"] for r in hf], task
        assert _records(api) == _records(hf), task


def test_server_killed_mid_run_leaves_no_result(server, offline_model, shared_data, tmp_path):
    """Last in this module: it kills the module's server. lm-eval retries, fails with a connection
    error and writes neither results nor samples, so nothing half-graded is ever read as a run.
    """
    out = tmp_path / "out"
    served = server.log.read_text().count("POST /v1/completions")
    args = [
        *_args(server, offline_model, chat=False),
        "--tasks",
        "harp_default",
        "--limit",
        "8",
        "--gen_kwargs",
        "max_gen_toks=48",
        "--output_path",
        str(out),
        "--log_samples",
    ]
    proc = subprocess.Popen(
        [str(Path(sys.executable).with_name("lm_eval")), *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        cwd=tmp_path,
        start_new_session=True,
        env=lm_eval_env(tmp_path, HARDMATH_DATA_DIR=str(shared_data)),
    )
    try:
        deadline = time.monotonic() + 400
        while server.log.read_text().count("POST /v1/completions") < served + 2:  # two answered, more to come
            assert proc.poll() is None and time.monotonic() < deadline, "lm_eval ended before the kill"
            time.sleep(0.5)
        stop_group(server.proc)
        log, _ = proc.communicate(timeout=400)
    finally:
        stop_group(proc)
    assert proc.returncode != 0, log[-3000:]
    assert "Connect" in log or "connect" in log, log[-3000:]
    assert not list(out.rglob("results_*.json")) and not list(out.rglob("samples_*.jsonl"))
    assert group_members(server.proc.pid) == [] and group_members(proc.pid) == []
