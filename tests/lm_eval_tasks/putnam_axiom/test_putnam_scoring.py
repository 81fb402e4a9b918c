"""Right numbers through lm-eval's evaluator with a scripted model that answers some problems right."""

from __future__ import annotations

import hashlib

import pytest
from putnam_fixture import write_fixture

from hardmath.lm_eval_tasks.putnam_axiom import docs


def _knows(problem: str) -> bool:
    """The scripted model solves a fixed, arbitrary half of the problems."""
    return hashlib.sha256(problem.encode()).digest()[0] % 2 == 0


def _scripted_lm(answers: dict[str, str]):
    from lm_eval.api.model import LM

    class Scripted(LM):
        def generate_until(self, requests, disable_tqdm: bool = False):
            out = []
            for request in requests:
                problem = request.arguments[0].rsplit("Problem:\n", 1)[1].rsplit("\n\nSolution:", 1)[0]
                right = _knows(problem)
                out.append(f"Thus the final answer is $\\boxed{{{answers[problem] if right else '-12345'}}}$.")
            return out

        def loglikelihood(self, requests, disable_tqdm: bool = False):
            raise NotImplementedError

        def loglikelihood_rolling(self, requests, disable_tqdm: bool = False):
            raise NotImplementedError

    return Scripted()


@pytest.mark.slow
def test_scores_and_intervals_through_the_evaluator(tmp_path, monkeypatch):
    from lm_eval import evaluator
    from lm_eval.tasks import TaskManager

    from hardmath.lm_eval_tasks.putnam_axiom.analysis import paired_summary

    monkeypatch.setenv("HARDMATH_ALLOW_SUBSET", "1")
    data = str(write_fixture(tmp_path / "data"))
    meta = {"data_dir": data, "snapshots": 3}
    orig, published = docs.original_docs(data), docs.published_docs(data)
    var = docs.variation_docs([0, 1, 2])[:24]  # --limit 24: the first 6 templates, 4 documents each
    answers = {d["problem"]: d["answer"] for d in [*orig, *published, *var]}
    out = evaluator.simple_evaluate(
        model=_scripted_lm(answers),
        tasks=["putnam_axiom_orig", "putnam_axiom_var_published", "putnam_axiom_var"],
        limit=24,
        task_manager=TaskManager(metadata=meta),
        metadata=meta,
    )
    results = out["results"]

    expected = sum(_knows(d["problem"]) for d in orig) / len(orig)
    complex_ = [_knows(d["problem"]) for d in orig if not d["binary"]]
    assert 0 < expected < 1
    assert results["putnam_axiom_orig"]["correct,boxed"] == pytest.approx(expected)
    assert results["putnam_axiom_orig"]["correct_complex,boxed"] == pytest.approx(sum(complex_) / len(complex_))
    assert results["putnam_axiom_orig"]["no_answer,boxed"] == 0

    for task, task_docs in [("putnam_axiom_var_published", published), ("putnam_axiom_var", var)]:
        s = paired_summary([(d["group"], d["seed"], d["is_original"], _knows(d["problem"])) for d in task_docs])
        got = results[task]
        assert s["groups"] == len(task_docs) // len({d["seed"] for d in task_docs})
        assert got["var_acc,boxed"] == pytest.approx(s["mean"])
        assert got["var_ci_low,boxed"] == pytest.approx(s["ci_low"])
        assert got["var_ci_high,boxed"] == pytest.approx(s["ci_high"])
        assert got["orig_acc,boxed"] == pytest.approx(s["original"])
        assert got["drop,boxed"] == pytest.approx(s["drop"])
        assert s["ci_low"] < s["mean"] < s["ci_high"]  # the scripted answers vary across snapshots
        c = paired_summary(
            [(d["group"], d["seed"], d["is_original"], _knows(d["problem"])) for d in task_docs if not d["binary"]]
        )
        for name, key in [
            ("var_acc", "mean"),
            ("var_ci_low", "ci_low"),
            ("var_ci_high", "ci_high"),
            ("orig_acc", "original"),
            ("drop", "drop"),
        ]:
            assert got[f"{name}_complex,boxed"] == pytest.approx(c[key], nan_ok=True)
    binary_groups = {d["group"] for d in published if d["binary"]}
    assert binary_groups == {"1991_B2"}  # the fixture's true/false problem: complex-only leaves it out
    assert results["putnam_axiom_var"]["var_acc_complex,boxed"] == results["putnam_axiom_var"]["var_acc,boxed"]
