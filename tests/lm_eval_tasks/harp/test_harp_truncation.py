"""Truncated responses (HARP §3.2, Table 4): the backend records whether a generation hit its token
limit, the grade record carries it, it scores wrong, and max_length / no_answer are two metrics by level.
"""

from __future__ import annotations

import pytest

from hardmath.grade_record import GradeRecord
from hardmath.lm_eval_tasks import TASKS_DIR
from hardmath.lmeval import generation_limits as gl
from hardmath.lmeval.generation_limits import Generation


# ------------------------------------------------------------------------ backends' per-row flags
class _Tok:
    pad_token_id = 0


class _FakeHF:
    """Just what hf_rows_info reads from an HFLM."""

    backend = "causal"
    eot_token_id = 2
    tokenizer = _Tok()

    class model:  # noqa: N801 - mimics lm.model.generation_config
        class generation_config:  # noqa: N801
            eos_token_id = [2, 3]

    @staticmethod
    def tok_decode(tokens):
        return " ".join({7: "Problem:"}.get(t, f"w{t}") for t in tokens)


def test_hf_rows_hit_limit_reads_the_generated_tokens():
    torch = pytest.importorskip("torch")
    ctx = [[9, 9], [9, 9], [9, 9], [9, 9], [9, 9]]
    gen = [
        [5, 6, 8, 5],  # used the whole budget, unfinished -> hit
        [5, 3, 0, 0],  # second eos id of the generation config, then padding -> finished
        [5, 6, 8, 2],  # eot exactly at the budget -> finished
        [5, 7, 0, 0],  # stop sequence "Problem:" -> finished
        [5, 6, 7, 8],
    ]  # stop sequence on the last token, no padding -> finished
    out = torch.tensor([c + g for c, g in zip(ctx, gen, strict=True)])
    flags = [i.max_length for i in gl.hf_rows_info(_FakeHF(), out, context_len=2, max_length=6, stop=["Problem:"])]
    assert flags == [True, False, False, False, False]
    infos = gl.hf_rows_info(_FakeHF(), out, context_len=2, max_length=6, stop=["Problem:"])
    # tokens generated: the whole budget; up to the eos; up to the eot; up to the stop sequence
    assert [i.tokens for i in infos] == [4, 2, 4, 2, 3]
    # a batch that stopped before its budget: every row finished
    assert [i.max_length for i in gl.hf_rows_info(_FakeHF(), out, context_len=2, max_length=7, stop=[])] == [False] * 5


def test_vllm_and_api_finish_reasons():
    class Out:
        def __init__(self, reason):
            self.outputs = [type("C", (), {"finish_reason": reason, "text": "x"})()]

    assert [i.max_length for i in gl.vllm_rows_info([Out("length"), Out("stop"), Out(None)])] == [True, False, None]
    chat = {
        "choices": [
            {"index": 1, "finish_reason": "stop", "message": {"content": "b"}},
            {"index": 0, "finish_reason": "length", "message": {"content": "a"}},
        ]
    }
    assert [i.max_length for i in gl.api_rows_info([chat, {"choices": [{"index": 0, "text": "c"}]}])] == [
        True,
        False,
        None,
    ]


def test_api_backends_report_rows_only_inside_a_tracked_call():
    """lm-eval's real OpenAI-style classes, fed a response body (no network): their texts stay
    plain ``str``; inside a call with hardmath requests each choice's row is reported beside them.
    """
    from lm_eval.models.openai_completions import LocalChatCompletion, LocalCompletionsAPI

    gl.install()  # wraps the backend classes lm-eval has imported

    body = {
        "choices": [
            {"index": 0, "finish_reason": "length", "text": "The final answer is $2$"},
            {"index": 1, "finish_reason": "stop", "text": "The final answer is $3$"},
        ]
    }
    texts = LocalCompletionsAPI.parse_generations(outputs=body)
    assert texts == ["The final answer is $2$", "The final answer is $3$"]
    assert all(type(t) is str for t in texts)  # noqa: E721 - exactly lm-eval's type
    rows: list = []
    token = gl._ROWS.set(rows)
    try:
        again = LocalCompletionsAPI.parse_generations(outputs=body, contexts=["q1", "q2"])
        chat = {
            "choices": [{"index": 0, "finish_reason": "length", "message": {"content": "loop loop"}}],
            "usage": {"completion_tokens": 4096},
        }
        lm = LocalChatCompletion.__new__(LocalChatCompletion)
        lm.think_end_token = None
        (text,) = lm.parse_generations(outputs=chat)
    finally:
        gl._ROWS.reset(token)
    assert again == texts and all(type(t) is str for t in again) and type(text) is str  # noqa: E721
    assert [(c, t, i.max_length, i.tokens) for c, t, i in rows] == [
        ("q1", texts[0], True, None),
        ("q2", texts[1], False, None),
        (None, "loop loop", True, 4096),
    ]
    assert gl.limit_hit("plain string") is None


def test_generation_survives_pickling():
    import pickle

    g = pickle.loads(pickle.dumps(Generation("abc", True, 12)))  # noqa: S301 - our own bytes, the round trip under test
    assert g == "abc" and g.max_length is True and g.tokens == 12


# ------------------------------------------------------------------ the grade record and metrics
def test_truncated_response_with_an_early_answer_scores_wrong():
    from hardmath.lmeval.filters import GradeFilter, correct, max_length, no_answer

    looping = "The final answer is $2$. " + "Let me check again. " * 20
    resps = [
        [Generation(looping, True)],
        [Generation("The final answer is $2$", False)],
        [Generation("I do not know.", False)],
        [Generation("And so on and so", True)],
        ["The final answer is $2$"],
    ]
    docs = [{"answer": "2"}] * len(resps)
    records = [r[0] for r in GradeFilter(style="final_answer").apply(resps, docs)]
    parsed = [GradeRecord.from_log(str(r)) for r in records]
    assert [p.correct for p in parsed] == [False, True, False, False, True]
    assert [p.max_length for p in parsed] == [True, False, False, True, None]
    assert parsed[0].answer == "2" and parsed[0].status == "unfinished"
    # no_answer = finished without an answer; a truncated response is counted by max_length only
    assert [no_answer(predictions=[r]) for r in records] == [0.0, 0.0, 1.0, 0.0, 0.0]
    assert [max_length(predictions=[r]) for r in records] == [1.0, 0.0, 0.0, 1.0, None]
    assert correct(predictions=records) == pytest.approx(2 / 5)


# -------------------------------------------------------------- through lm-eval's real evaluator
def _scripted(hits: set[int], flagged: bool):
    """Answers every problem right with "The final answer is $gold$"; the documents whose
    position is in ``hits`` keep looping to the token limit (Generation(..., True)).
    """
    from lm_eval.api.model import LM

    from hardmath.lm_eval_tasks.harp import utils

    golds = {r["problem"]: r["answer"] for r in utils._rows("harp_default", None)}

    class Scripted(LM):
        def generate_until(self, requests, disable_tqdm: bool = False):
            out = []
            for req in requests:
                problem = req.arguments[0].rsplit("Problem:\n", 1)[1].rsplit("\nSolution:", 1)[0].strip()
                hit = req.doc_id in hits
                text = f"The final answer is {golds[problem]}. " + ("Again: " * 50 if hit else "")
                out.append(Generation(text, hit) if flagged else text)
            return out

        def loglikelihood(self, requests, disable_tqdm: bool = False):
            raise NotImplementedError

        def loglikelihood_rolling(self, requests, disable_tqdm: bool = False):
            raise NotImplementedError

    return Scripted()


@pytest.mark.parametrize("flagged", [True, False])
def test_max_length_by_level_through_the_evaluator(flagged, shared_data, monkeypatch, tmp_path):
    from lm_eval import evaluator
    from lm_eval.tasks import TaskManager

    monkeypatch.setenv("HARDMATH_DATA_DIR", str(shared_data))
    monkeypatch.setenv("HF_HOME", str(tmp_path))
    hits = {0, 3, 4, 7}
    out = evaluator.simple_evaluate(
        model=_scripted(hits, flagged),
        tasks=["harp_default"],
        limit=10,
        task_manager=TaskManager(include_path=TASKS_DIR, include_defaults=False),
        log_samples=True,
    )
    res, samples = out["results"]["harp_default"], out["samples"]["harp_default"]
    levels = {s["doc_id"]: s["doc"]["level"] for s in samples}
    records = {s["doc_id"]: GradeRecord.from_log(s["filtered_resps"][0][0]) for s in samples}
    assert res["no_answer,graded"] == 0.0
    if flagged:
        assert {i for i, r in records.items() if r.max_length} == hits
        assert {i for i, r in records.items() if not r.correct} == hits  # right answer, but cut off
        assert res["correct,graded"] == pytest.approx(0.6) and res["max_length,graded"] == pytest.approx(0.4)
        for level in set(levels.values()) if len(set(levels.values())) > 1 else ():  # one level: no rows
            ids = [i for i, lv in levels.items() if lv == level]
            assert res[f"max_length_level_{level},graded"] == pytest.approx(sum(i in hits for i in ids) / len(ids))
    else:  # a backend that cannot tell: unknown, never guessed; nothing scored wrong for it
        assert all(r.max_length is None for r in records.values())
        assert res["correct,graded"] == 1.0 and res["max_length,graded"] is None  # null, never NaN


@pytest.mark.slow
def test_hf_backend_records_limit_hits(tiny_model, shared_data, monkeypatch, tmp_path):
    """lm-eval's real HFLM (a tiny random Llama, which never emits a stop) with a 4-token budget:
    every generation is cut off and the recorded flag says so (finished rows: the unit test above).
    """
    from lm_eval import evaluator
    from lm_eval.tasks import TaskManager

    monkeypatch.setenv("HARDMATH_DATA_DIR", str(shared_data))
    monkeypatch.setenv("HF_HOME", str(tmp_path))
    out = evaluator.simple_evaluate(
        model="hf",
        model_args=f"pretrained={tiny_model},dtype=float32",
        device="cpu",
        tasks=["harp_default"],
        limit=3,
        gen_kwargs="max_gen_toks=4",
        task_manager=TaskManager(include_path=TASKS_DIR, include_defaults=False),
        log_samples=True,
    )
    res = out["results"]["harp_default"]
    records = [GradeRecord.from_log(s["filtered_resps"][0][0]) for s in out["samples"]["harp_default"]]
    assert [r.max_length for r in records] == [True] * 3 and res["max_length,graded"] == 1.0
    assert res["correct,graded"] == 0.0 and res["no_answer,graded"] == 0.0


def test_report_table4_reads_the_logged_records():
    """Table 4 from logged grade records alone (no per-sample metric), unknown kept apart."""
    import json

    from hardmath.lm_eval_tasks.harp import analysis as harp

    def row(level, rec):
        return {"doc": {"level": level}, "filtered_resps": [[json.dumps(rec.to_log())]]}

    cut = GradeRecord("2", False, "max length", max_length=True)
    done = GradeRecord(None, False, "no answer", no_answer=True, max_length=False)
    rows = [row(1, cut), row(1, done), row(2, done), row(3, GradeRecord("1", True, "equal"))]
    table = harp.max_length_table(rows)
    assert table["by_level"] == {1: 0.5, 2: 0.0, 3: None} and table["known"] == 3
    assert table["overall"] == pytest.approx(1 / 3)
    assert harp.no_answer_table(rows)["by_level"] == {1: 0.5, 2: 1.0, 3: 0.0}
