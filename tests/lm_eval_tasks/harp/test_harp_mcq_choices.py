"""MCQ (HARP §5.2-5.3): the lm-eval filter passes the document's choices, so a stated choice value
grades as its letter, through lm-eval's real evaluator and the task's own filter.
"""

from __future__ import annotations

import pytest

from hardmath.grade_record import GradeRecord
from hardmath.lm_eval_tasks import TASKS_DIR


def _scripted(pick):
    """A model whose response mentions (A) and (B), then states ``pick(doc)`` as the final answer."""
    from lm_eval.api.model import LM

    class Scripted(LM):
        def generate_until(self, requests, disable_tqdm: bool = False):
            return [
                f"Option (A) fails and (B) does too. The final answer is ${pick(r.doc)}$. I hope it is correct."
                for r in requests
            ]

        def loglikelihood(self, requests, disable_tqdm: bool = False):
            raise NotImplementedError

        def loglikelihood_rolling(self, requests, disable_tqdm: bool = False):
            raise NotImplementedError

    return Scripted()


def _gold_text(doc: dict) -> str:
    return doc["choices"][doc["answer_choice"]].strip("$")


def _other_text(doc: dict) -> str:
    """The text of a wrong choice that is not equivalent to the gold's."""
    from hardmath.equivalence import is_equivalent

    gold = doc["choices"][doc["answer_choice"]]
    return next(
        v for k, v in sorted(doc["choices"].items()) if k != doc["answer_choice"] and not is_equivalent(v, gold)
    ).strip("$")


def _run(tasks: list[str], pick, shared_data, monkeypatch, tmp_path) -> dict:
    from lm_eval import evaluator
    from lm_eval.tasks import TaskManager

    monkeypatch.setenv("HARDMATH_DATA_DIR", str(shared_data))
    monkeypatch.setenv("HF_HOME", str(tmp_path))
    return evaluator.simple_evaluate(
        model=_scripted(pick),
        tasks=tasks,
        limit=8,
        log_samples=True,
        task_manager=TaskManager(include_path=TASKS_DIR, include_defaults=False),
    )


@pytest.mark.parametrize("task", ["harp_mcq", "harp_mcq_shuffle_2"])
def test_stated_choice_value_maps_to_its_letter(task, shared_data, monkeypatch, tmp_path):
    out = _run([task], _gold_text, shared_data, monkeypatch, tmp_path)
    records = [GradeRecord.from_log(s["filtered_resps"][0][0]) for s in out["samples"][task]]
    letters = [s["doc"]["answer_choice"] for s in out["samples"][task]]
    assert [r.answer for r in records] == letters, records
    assert out["results"][task]["correct,graded"] == 1.0


def test_stated_wrong_value_scores_wrong(shared_data, monkeypatch, tmp_path):
    out = _run(["harp_mcq"], _other_text, shared_data, monkeypatch, tmp_path)
    samples = out["samples"]["harp_mcq"]
    records = [GradeRecord.from_log(s["filtered_resps"][0][0]) for s in samples]
    assert out["results"]["harp_mcq"]["correct,graded"] == 0.0
    assert all(r.answer and r.answer != s["doc"]["answer_choice"] for r, s in zip(records, samples, strict=True))
