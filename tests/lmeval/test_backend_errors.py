"""A reply the backend could not read is a ``backend_error``, never the model's answer (issue 43).

Quick tests of hardmath's wrappers, called directly: lm-eval's real ``local-completions`` and
``local-chat-completions`` backends against an in-process server on 127.0.0.1
(:class:`openai_servers.ScriptedServer`), the reply reader, the grade filter and the task's
threshold. One real ``lm_eval`` run per backend is in tests/lmeval/test_faulty_server.py.
"""

from __future__ import annotations

import itertools
import json
import time

import pytest
from openai_servers import Raw, ScriptedServer

from hardmath.grade_record import GradeRecord
from hardmath.lm_eval_tasks.harp import utils as harp
from hardmath.lmeval import generation_limits as gl
from hardmath.lmeval.api_replies import MAX_TOKENS, reply_error, reply_rows
from hardmath.lmeval.filters import GradeFilter
from hardmath.lmeval.generation_info import BACKEND_ERROR_PREFIX, GenerationInfo, backend_error_text
from hardmath.lmeval.tasks import MAX_BACKEND_ERRORS, TaskDataError, check_backend_errors, max_backend_errors


def _choice(text: object = "so $\\boxed{5}$", reason: object = "stop", index: object = 0, chat: bool = False) -> dict:
    body = {"message": {"role": "assistant", "content": text}} if chat else {"text": text}
    return {"index": index, "finish_reason": reason, **body}


def _reply(*choices: dict, usage: object = None) -> dict:
    out: dict = {"choices": list(choices)}
    if usage is not None:
        out["usage"] = usage
    return out


# ------------------------------------------------------------------ the reply reader
UNREADABLE = {
    "error body": {"error": {"message": "model overloaded", "code": 503}},
    "error beside choices": {"error": "quota", "choices": [_choice()]},
    "no JSON object": ["not", "an", "object"],
    "no choices": {"choices": []},
    "index out of range": _reply(_choice(index=3)),
    "negative index": _reply(_choice(index=-1)),
    "index as text": _reply(_choice(index="0")),
    "index as bool": _reply(_choice(index=True)),
    "no index": {"choices": [{"text": "5", "finish_reason": "stop"}]},
    "duplicate index": _reply(_choice(index=0), _choice(index=0)),
    "text is a list": _reply(_choice(text=["\\boxed{5}"])),
    "text is a dict": _reply(_choice(text={"answer": "\\boxed{5}"})),
    "choice is text": {"choices": ["\\boxed{5}"]},
}


@pytest.mark.parametrize("chat", [False, True])
@pytest.mark.parametrize("name", sorted(UNREADABLE))
def test_unreadable_replies_are_errors(name, chat):
    reply = UNREADABLE[name]
    if chat and isinstance(reply, dict) and "choices" in reply:  # the same fault, in chat's shape
        reply = {
            **reply,
            "choices": [
                {k: v for k, v in c.items() if k != "text"} | {"message": {"content": c["text"]}}
                if isinstance(c, dict) and "text" in c
                else c
                for c in reply["choices"]
            ],
        }
    assert reply_error(reply, chat), name
    rows = gl.api_rows_info(reply)  # today: no row at all, or a row of the reply as if it were fine
    assert rows and all(r.error and r.max_length is None and r.tokens is None for r in rows)
    assert len(reply_rows(reply, chat, rows=3)) == 3  # one per request the reply answers


def test_a_chat_reply_in_completions_shape_is_unreadable_and_back():
    assert reply_error(_reply(_choice(chat=False)), chat=True)
    assert reply_error(_reply(_choice(chat=True)), chat=False)
    assert reply_error(_reply(_choice(chat=True, text=None)), chat=True) is None  # lm-eval's placeholder


@pytest.mark.parametrize(
    "usage, reason, expected",
    [
        ({"completion_tokens": 12}, "length", GenerationInfo(True, 12)),
        ({"completion_tokens": 0}, "stop", GenerationInfo(False, 0)),
        (None, "stop", GenerationInfo(False, None)),  # no usage: unknown, nothing odd
        ({}, None, GenerationInfo(None, None)),
        ({"completion_tokens": MAX_TOKENS}, "content_filter", GenerationInfo(False, MAX_TOKENS)),
    ],
)
def test_readable_replies(usage, reason, expected):
    assert gl.api_rows_info(_reply(_choice(reason=reason), usage=usage)) == [expected]


@pytest.mark.parametrize("count", [-5, 10**30, MAX_TOKENS + 1, 12.0, "12", True, [3]])
def test_odd_token_counts_are_unknown_with_a_note(count):
    (row,) = gl.api_rows_info(_reply(_choice(), usage={"completion_tokens": count}))  # today: -5, 10**30...
    assert row.tokens is None and row.error is None and row.max_length is False
    assert row.note and "completion_tokens" in row.note and "tokens unknown" in row.note


@pytest.mark.parametrize("reason", ["max_tokens", "eos", "LENGTH", 7, ["length"]])
def test_non_standard_finish_reasons_are_unknown_with_a_note(reason):
    (row,) = gl.api_rows_info(_reply(_choice(reason=reason), usage={"completion_tokens": 9}))  # today: False
    assert row.max_length is None and row.tokens == 9 and row.error is None
    assert row.note and "finish_reason" in row.note


def test_usage_that_is_no_object_is_noted():
    (row,) = gl.api_rows_info(_reply(_choice(), usage=[1, 2]))
    assert row.tokens is None and "usage" in row.note


def test_choices_in_index_order():
    rows = gl.api_rows_info(_reply(_choice(reason="length", index=1), _choice(reason="stop", index=0)))
    assert [r.max_length for r in rows] == [False, True]


# ------------------------------------------------------------------ the wrapped parsers
def _parse(cls_name: str, body: object, contexts: list | None = None) -> tuple[list, list]:
    """lm-eval's real ``parse_generations`` of ``cls_name``, wrapped, inside a tracked call."""
    from lm_eval.models import openai_completions

    gl.install()  # wraps the backend classes lm-eval has imported

    cls = getattr(openai_completions, cls_name)
    lm = cls.__new__(cls)
    lm.think_end_token = None
    rows: list = []
    token = gl._ROWS.set(rows)
    try:
        kwargs = {"outputs": body} if contexts is None else {"outputs": body, "contexts": contexts}
        texts = lm.parse_generations(**kwargs)
    finally:
        gl._ROWS.reset(token)
    return texts, rows


@pytest.mark.parametrize("cls_name, chat", [("LocalCompletionsAPI", False), ("LocalChatCompletion", True)])
@pytest.mark.parametrize(
    "body",
    [
        {"error": {"message": "model overloaded"}},
        _reply(_choice(index=3)),
        _reply(_choice(text=["\\boxed{5}"])),
        _reply(_choice(text={"a": 1})),
    ],
    ids=["error body", "bad index", "list text", "dict text"],
)
def test_an_unreadable_reply_gets_a_stand_in_and_its_error(cls_name, chat, body):
    """Today lm-eval's chat backend turns these into "" (graded as the model's missing answer, or a
    list graded as an answer) and its completions backend raises a KeyError/IndexError traceback.
    """
    if chat and "choices" in body:
        c = body["choices"][0]
        body = {"choices": [{"index": c["index"], "finish_reason": "stop", "message": {"content": c["text"]}}]}
    texts, rows = _parse(cls_name, body, contexts=["ctx"])
    assert len(texts) == 1 and texts[0].startswith(BACKEND_ERROR_PREFIX), texts
    ((context, text, info),) = rows
    assert context == "ctx" and text == texts[0] and info.error and texts[0] == backend_error_text(info.error)


def test_readable_replies_keep_lm_evals_texts():
    body = [_reply(_choice("first", index=0), usage={"completion_tokens": 3}), _reply(_choice("second"))]
    texts, rows = _parse("LocalCompletionsAPI", body, contexts=["a", "b"])
    assert texts == ["first", "second"]
    assert rows == [("a", "first", GenerationInfo(False, 3)), ("b", "second", GenerationInfo(False, None))]


def test_one_bad_reply_among_good_ones():
    body = [_reply(_choice("good")), {"error": "boom"}, _reply(_choice("also good", reason="max_tokens"))]
    texts, rows = _parse("LocalCompletionsAPI", body, contexts=["a", "b", "c"])
    assert texts[0] == "good" and texts[1].startswith(BACKEND_ERROR_PREFIX) and texts[2] == "also good"
    assert rows[2][2].note and rows[2][2].max_length is None


def test_outside_a_tracked_call_the_parser_is_lm_evals():
    from lm_eval.models.openai_completions import LocalCompletionsAPI

    gl.install()  # wraps the backend classes lm-eval has imported

    with pytest.raises(KeyError):
        LocalCompletionsAPI.parse_generations(outputs={"error": "boom"})


# ------------------------------------------------------------------ records and metrics
def _filtered(response: object) -> dict:
    ((logged,),) = GradeFilter().apply([[response]], [{"answer": "5"}])
    return json.loads(logged)


def test_a_backend_error_is_recorded_as_one():
    logged = _filtered(gl.Generation(backend_error_text("the server sent an error"), None, None, None, "the server"))
    assert logged["backend_error"] and logged["status"] == "backend_error"
    assert not logged["correct"] and not logged["no_answer"] and logged["answer"] is None
    assert logged["reason"].startswith("backend error: ")


def test_a_cached_stand_in_is_still_a_backend_error():
    """lm-eval's ``--use_cache`` hands back the stand-in text without hardmath's record."""
    logged = _filtered(backend_error_text("the reply has no choices"))
    assert logged["status"] == "backend_error" and "no choices" in logged["reason"]


@pytest.mark.parametrize("response", [["so $\\boxed{5}$"], {"text": "so $\\boxed{5}$"}])
def test_a_list_or_dict_response_is_never_graded(response):
    """Today it is graded as its ``str()``: correct."""
    logged = _filtered(response)
    assert logged["status"] == "backend_error" and not logged["correct"], logged


def test_odd_metadata_is_noted_and_the_answer_graded():
    logged = _filtered(gl.Generation("so $\\boxed{5}$", None, None, "odd completion_tokens -5: tokens unknown"))
    assert logged["correct"] and logged["tokens"] is None and logged["max_length"] is None
    assert logged["backend_note"] == "odd completion_tokens -5: tokens unknown"


def test_backend_errors_are_counted_apart_from_no_answer():
    bad = GradeRecord.from_backend_error("the server sent an error").to_log()
    good = GradeRecord("5", True, "numeric equal").to_log()
    out = harp.process_results({"level": 2, "subject": "algebra"}, [[bad]])
    assert out["n_backend_errors"] == 1 and out["no_answer"] == 0 and out["n_checker_errors"] == 0
    assert harp.process_results({"level": 2, "subject": "algebra"}, [[good]])["n_backend_errors"] == 0
    sampled = harp.process_results_sampling({"level": 1}, [[bad, good, bad, good]])
    assert sampled["n_backend_errors"] == 2 and sampled["no_answer"] == 0 and sampled["correct"] == 0.5


def test_an_old_record_reads_back_without_a_backend_error():
    old = GradeRecord.from_log({"answer": None, "correct": False, "reason": "no answer"})
    assert not old.backend_error and old.no_answer and old.status == "no_answer"
    new = GradeRecord.from_log({"answer": None, "correct": False, "reason": "backend error: x", "backend_error": True})
    assert not new.no_answer and new.status == "backend_error"


# ------------------------------------------------------------------ the run's threshold
def test_a_few_backend_errors_are_warned_many_end_the_run(caplog):
    ok = ["fine"] * 198
    assert check_backend_errors("t", [*ok, backend_error_text("boom"), "fine"], MAX_BACKEND_ERRORS) == 1
    assert "1 of 200 replies could not be read" in caplog.text
    with pytest.raises(gl.BackendFailure) as err:
        check_backend_errors("t", [*ok, backend_error_text("boom"), backend_error_text("boom"), "x"], 0.005)
    assert "\n" not in str(err.value) and "2 of 201" in str(err.value) and "max_backend_errors=0.005" in str(err.value)
    assert err.value.code and isinstance(err.value, SystemExit)  # lm_eval ends with the one line, exit 1


@pytest.mark.parametrize("value, share", [(None, MAX_BACKEND_ERRORS), (0, 0.0), ("0.25", 0.25), (1, 1.0)])
def test_max_backend_errors_from_metadata(value, share):
    assert max_backend_errors({} if value is None else {"max_backend_errors": value}) == share


@pytest.mark.parametrize("value", [-0.1, 1.5, "lots", float("nan"), [0.1]])
def test_a_bad_max_backend_errors_is_one_line(value):
    with pytest.raises(TaskDataError, match="max_backend_errors must be a share"):
        max_backend_errors({"max_backend_errors": value})


# ------------------------------------------------------------------ whole calls against a server
GOOD = {
    "choices": [{"index": 0, "text": "so $\\boxed{5}$", "finish_reason": "stop"}],
    "usage": {"completion_tokens": 7},
}


def _script(path: str, body: dict) -> dict | Raw:
    prompt = body.get("prompt") or body["messages"][-1]["content"]
    if "error" in prompt:
        return {"error": {"message": "model overloaded", "code": 503}}
    if "500" in prompt:
        return Raw(b"internal error", status=500)
    if "malformed" in prompt:
        return Raw(b'{"choices": [')
    if "truncated" in prompt:
        return Raw(json.dumps(GOOD).encode()[:20], length=len(json.dumps(GOOD)))
    if "trickle" in prompt:
        return Raw(json.dumps(GOOD).encode(), trickle=0.5)
    return GOOD


def _lm(srv: ScriptedServer, concurrent: int, timeout: int = 2):
    from lm_eval.models.openai_completions import LocalCompletionsAPI

    gl.install()  # wraps the backend classes lm-eval has imported

    return LocalCompletionsAPI(
        model="scripted",
        base_url=f"{srv.base}/completions",
        tokenizer_backend=None,
        tokenized_requests=False,
        max_retries=1,
        num_concurrent=concurrent,
        timeout=timeout,
    )


def _tracked(prompt: str):
    """A tracked request as a task builds one: its (task, doc_id, repeats) metadata is its own."""
    from lm_eval.api.instance import Instance

    arguments = (prompt, {"until": [], "max_gen_toks": 8})
    doc_id = next(_DOC_IDS)
    inst = Instance(request_type="generate_until", doc={}, arguments=arguments, idx=0, metadata=("t", doc_id, 1))
    return gl.track(inst)


_DOC_IDS = itertools.count()


@pytest.fixture(scope="module")
def server():
    with ScriptedServer(_script).running() as srv:
        yield srv


@pytest.mark.parametrize("concurrent", [1, 2])
def test_an_error_body_is_recorded_and_the_rest_graded(server, concurrent):
    requests = [_tracked("fine"), _tracked("error please")]
    texts = _lm(server, concurrent).generate_until(requests)
    assert texts[0] == "so $\\boxed{5}$" and texts[1].startswith(BACKEND_ERROR_PREFIX)
    assert gl.generation_record(requests[0]) == [(texts[0], GenerationInfo(False, 7))]
    ((text, info),) = gl.generation_record(requests[1])
    assert text == texts[1] and "model overloaded" in info.error


@pytest.mark.parametrize("concurrent", [1, 2])
@pytest.mark.parametrize("fault, says", [("500", "500"), ("malformed", "JSONDecodeError"), ("truncated", "")])
def test_a_failed_call_ends_the_run_with_one_line(server, concurrent, fault, says):
    """Today: lm-eval's exception and traceback (HTTPError, JSONDecodeError, ...)."""
    with pytest.raises(gl.BackendFailure) as err:
        _lm(server, concurrent).generate_until([_tracked(fault)])
    line = str(err.value)
    assert "\n" not in line and line.startswith("hardmath: LocalCompletionsAPI at http://127.0.0.1:")
    assert says in line, line


@pytest.mark.parametrize("concurrent", [1, 2])
def test_a_trickling_server_is_bounded_by_timeout(server, concurrent):
    """One byte every 0.5 s (about 50 s in all) under ``timeout=2``: today ``num_concurrent`` 1 waits for
    the whole reply (requests' timeout bounds each byte's wait only); both now stop at the timeout.
    """
    start = time.monotonic()
    with pytest.raises(gl.BackendFailure) as err:
        _lm(server, concurrent).generate_until([_tracked("trickle")])
    assert time.monotonic() - start < 10
    assert "no complete reply within timeout=2 s" in str(err.value)
