"""Teacher forcing without a real model: metric formulas, request construction, other backends."""

from __future__ import annotations

import math
import sys
import types
from types import SimpleNamespace

import pytest

from hardmath.lmeval import register, teacher_forcing as tf

register()
tf.install()  # what building a TeacherForcedTask does: LM.teacher_forced


# ------------------------------------------------------------------------------ metrics
def test_reference_metrics_by_hand():
    m = tf.reference_metrics({"tokens": 4, "argmax_hits": 3, "nll": 2.0, "chars": 10})
    assert m["tfa"] == 0.75 and m["tfce"] == 0.5
    assert m["perplexity"] == pytest.approx(math.exp(0.5))
    assert m["bpc"] == pytest.approx(2.0 / math.log(2) / 10)


def test_problem_metrics_average_references_and_keep_best_and_pooled():
    a = {"tokens": 4, "argmax_hits": 3, "nll": 2.0, "chars": 10}
    b = {"tokens": 6, "argmax_hits": 3, "nll": 6.0, "chars": 20}
    m = tf.problem_metrics([a, b])
    assert m["tfa"] == pytest.approx((0.75 + 0.5) / 2) and m["tfa_best"] == 0.75
    assert m["tfce"] == pytest.approx((0.5 + 1.0) / 2) and m["tfce_best"] == 0.5
    assert m["bpc_best"] == pytest.approx(min(2 / 10, 6 / 20) / math.log(2))
    assert m["tfa_tokens"] == (6, 10) and m["tfce_tokens"] == (8.0, 10)
    assert m["bpc_chars"][1] == 30 and m["tokens"] == 5.0


def test_pooled_aggregations_weight_by_tokens():
    assert tf.ratio([(3, 4), (3, 6)]) == 0.6  # not the mean of 0.75 and 0.5
    assert tf.exp_ratio([(2.0, 4), (6.0, 6)]) == pytest.approx(math.exp(0.8))
    assert math.isnan(tf.ratio([]))


# ------------------------------------------------------------------------------ tasks
@pytest.fixture(scope="module")
def proof_task(shared_data):
    import os

    from conftest import load_tasks, own_task_manager

    before = os.environ.get("HARDMATH_DATA_DIR")
    os.environ["HARDMATH_DATA_DIR"] = str(shared_data)
    try:
        task = load_tasks(own_task_manager(), ["harp_proof_tfa"])["harp_proof_tfa"]
        task.build_all_requests(limit=3, rank=0, world_size=1)
    finally:  # leave no data folder behind for later tests
        if before is None:
            del os.environ["HARDMATH_DATA_DIR"]
        else:
            os.environ["HARDMATH_DATA_DIR"] = before
    return task


def test_task_emits_one_teacher_forced_request_per_reference(proof_task):
    # The evaluator groups requests, and pads ranks, under this name.
    assert proof_task.OUTPUT_TYPE == tf.REQUEST_TYPE
    docs = [doc for _, doc in proof_task.doc_iterator(limit=3)]
    assert len(proof_task.instances) == sum(len(d["references"]) for d in docs)
    first = [i for i in proof_task.instances if i.doc_id == 0]
    assert {i.request_type for i in first} == {tf.REQUEST_TYPE}
    assert [i.args[1] for i in sorted(first, key=lambda i: i.idx)] == ["\n" + r for r in docs[0]["references"]]
    assert all(i.args[0].endswith("Solution:") for i in first)


def test_task_reports_only_its_metric_list(proof_task):
    doc = next(d for _, d in proof_task.doc_iterator(limit=1))
    stats = [{"tokens": 10, "argmax_hits": k, "nll": 5.0, "chars": 40} for k in range(len(doc["references"]))]
    out = proof_task.process_results(doc, stats)
    assert set(out) == set(proof_task.aggregation())
    assert out["tfa_best"] == pytest.approx((len(stats) - 1) / 10)


def test_harp_proof_references_in_solution_order():
    from hardmath.lm_eval_tasks.teacher_forcing.utils import proof_references

    row = {"solution_10": "j", "solution_2": "b", "solution_1": "a", "solution_3": "", "problem": "p"}
    assert proof_references(row) == ["a", "b", "j"]


# ----------------------------------------------------------------------- other backends
def test_dummy_backend_fails_clearly_through_the_evaluator(shared_data, monkeypatch):
    import lm_eval
    from conftest import own_task_manager

    monkeypatch.setenv("HARDMATH_DATA_DIR", str(shared_data))
    manager = own_task_manager()  # not lm-eval's 14,732 task YAMLs
    with pytest.raises(tf.TeacherForcingUnsupported) as err:
        lm_eval.simple_evaluate(model="dummy", tasks=["harp_proof_tfa"], limit=1, task_manager=manager)
    text = str(err.value)
    assert "DummyLM" in text and "harp_proof_tfa" in text and "per-token log-probs" in text
    assert "--model hf" in text


def test_api_backend_fails_clearly():
    from lm_eval.api.model import TemplateLM

    class Completions(TemplateLM):  # stands in for local-completions: no per-token log-probs here
        def loglikelihood_rolling(self, requests, disable_tqdm=False): ...
        def generate_until(self, requests, disable_tqdm=False): ...
        def _loglikelihood_tokens(self, requests, **kw): ...
        def tok_encode(self, string, **kw): ...
        @property
        def eot_token_id(self): ...

    req = SimpleNamespace(args=("ctx", " ref"), task_name="putnam_axiom_tfa", doc_id=0)
    with pytest.raises(tf.TeacherForcingUnsupported, match="Completions.*putnam_axiom_tfa"):
        Completions().teacher_forced([req])


def test_vllm_prompt_logprobs_are_parsed(monkeypatch):
    """The vLLM path on a fake VLLM (vllm itself is not installed: the real one is untested)."""
    module = types.ModuleType(tf._VLLM_MODULE)

    class VLLM:
        max_length = 100
        prefix_token_id = 0

        def _encode_pair(self, context, reference):
            return [1, 2], [3, 4, 5]

        def _model_generate(self, requests, generate=False):
            assert requests == [[1, 2, 3, 4, 5]] and not generate
            lp = lambda v: SimpleNamespace(logprob=v)  # noqa: E731
            return [
                SimpleNamespace(
                    prompt_logprobs=[
                        None,
                        {2: lp(-1.0)},
                        {3: lp(-0.5)},  # hit: the actual token is the top one
                        {4: lp(-2.0), 9: lp(-0.1)},  # miss: token 9 is the argmax
                        {5: lp(-1.5), 7: lp(-1.5)},
                    ]
                )
            ]  # tie counts as a hit

    module.VLLM = VLLM
    monkeypatch.setitem(sys.modules, tf._VLLM_MODULE, module)
    from lm_eval.api.model import LM

    VLLM.teacher_forced = LM.teacher_forced  # what a real VLLM inherits
    req = SimpleNamespace(args=("ctx", " ref"), task_name="t", doc_id=0)
    (got,) = VLLM().teacher_forced([req])
    assert got == {"tokens": 3, "argmax_hits": 2, "nll": pytest.approx(4.0), "chars": 4}
