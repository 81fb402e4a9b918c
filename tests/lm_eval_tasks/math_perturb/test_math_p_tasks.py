"""MATH-Perturb task hooks: sizes, pairing, originals, ICL prompts, scoring columns, n_same."""

from __future__ import annotations

import logging
import shutil
from collections import Counter

import pytest

from hardmath.data import DataError
from hardmath.grade_record import RecordError
from hardmath.lm_eval_tasks.math_perturb import utils

PID = 250  # "n/120 terminates" -> simple n/240, hard (n^3-n)/240


@pytest.fixture(scope="module")
def data(shared_data):
    return str(shared_data)


def _test(ds):
    return list(ds["test"])


def test_sizes_and_splits(data):
    for hook in (utils.simple_dataset, utils.hard_dataset, utils.original_dataset):
        rows = _test(hook(data_dir=data))
        assert len(rows) == 279
        assert Counter(r["original_split"] for r in rows) == {"train": 164, "test": 115}
        assert Counter(r["type"] for r in rows)["Algebra"] == 79


def test_pairing_by_problem_id(data):
    simple = {r["problem_id"]: r for r in _test(utils.simple_dataset(data_dir=data))}
    hard = {r["problem_id"]: r for r in _test(utils.hard_dataset(data_dir=data))}
    orig = {r["problem_id"]: r for r in _test(utils.original_dataset(data_dir=data))}
    assert set(simple) == set(hard) == set(orig)
    for pid, o in orig.items():
        assert (simple[pid]["type"], simple[pid]["original_split"]) == (o["type"], o["original_split"])
        assert (hard[pid]["type"], hard[pid]["original_split"]) == (o["type"], o["original_split"])
        assert simple[pid]["original_answer"] == hard[pid]["original_answer"] == o["answer"]
    assert orig[PID]["unique_id"] == "train/number_theory/825.json"
    assert orig[PID]["answer"] == "40" and simple[PID]["answer"] == "80" and hard[PID]["answer"] == "240"
    assert "between 1 and 120 inclusive" in orig[PID]["problem"]
    assert "\\boxed{40}" in orig[PID]["solution"]


def test_answers_are_strings(data):
    assert all(isinstance(r["answer"], str) for r in _test(utils.simple_dataset(data_dir=data)))


def test_zero_shot_prompt(data):
    doc = next(r for r in _test(utils.hard_dataset(data_dir=data)) if r["problem_id"] == PID)
    text = utils.doc_to_text(doc)
    assert text.startswith(utils.INSTRUCTION) and "\\boxed{}" in text
    assert text.endswith(f"Problem: {doc['problem']}\n\nSolution:")


def test_icl_original_prompt_holds_original_problem_and_full_solution(data):
    orig = next(r for r in _test(utils.original_dataset(data_dir=data)) if r["problem_id"] == PID)
    doc = next(r for r in _test(utils.hard_icl_original_dataset(data_dir=data)) if r["problem_id"] == PID)
    text = utils.doc_to_text_icl(doc)
    assert doc["demo_unique_id"] == "train/number_theory/825.json"
    expected = (
        f"{utils.INSTRUCTION}\n\nProblem: {orig['problem']}\n\nSolution: {orig['solution']}"
        f"\n\nProblem: {doc['problem']}\n\nSolution:"
    )
    assert text == expected
    assert "\\frac{n^3-n}{240}" in text and "between 1 and 120 inclusive" in text
    assert text.index("between 1 and 120") < text.index("n^3-n")
    simple_doc = next(r for r in _test(utils.simple_icl_original_dataset(data_dir=data)) if r["problem_id"] == PID)
    assert simple_doc["demo_solution"] == orig["solution"]


def test_icl_random_same_subject_never_own_and_seeded(data):
    orig = {r["problem_id"]: r for r in _test(utils.original_dataset(data_dir=data))}
    rows = _test(utils.hard_icl_random_dataset(data_dir=data))
    again = _test(utils.hard_icl_random_dataset(data_dir=data))
    other_seed = _test(utils.hard_icl_random_dataset(data_dir=data, seed=7))
    assert [r["demo_unique_id"] for r in rows] == [r["demo_unique_id"] for r in again]
    assert [r["demo_unique_id"] for r in rows] != [r["demo_unique_id"] for r in other_seed]
    by_uid = {o["unique_id"]: o for o in orig.values()}
    for r in rows:
        demo = by_uid[r["demo_unique_id"]]
        assert demo["type"] == r["type"] and demo["problem_id"] != r["problem_id"]
        assert r["demo_solution"] == demo["solution"]
    assert len({r["demo_unique_id"] for r in rows}) > 100  # spread, not one fixed demo
    pid_doc = next(r for r in rows if r["problem_id"] == PID)
    assert "between 1 and 120" not in utils.doc_to_text_icl(pid_doc)


def _v(answer, correct):
    return {"answer": answer, "correct": correct, "reason": "test"}


def test_process_results_columns_and_n_same():
    doc = {
        "problem_id": PID,
        "original_split": "train",
        "type": "Counting & Probability",
        "answer": "80",
        "original_answer": "40",
    }
    right = utils.process_results(doc, [[_v("80", True)]])
    assert right == {
        "correct": 1.0,
        "no_answer": 0.0,
        "max_length": None,
        "correct_train": 1.0,
        "correct_counting_probability": 1.0,
        "n_errors": 0.0,
        "n_same": 0.0,
        "n_checker_errors": 0.0,
        "n_backend_errors": 0.0,
    }
    collapsed = utils.process_results(doc, [[_v("40", False)]])
    assert collapsed["n_same"] == 1.0 and collapsed["n_errors"] == 1.0 and collapsed["correct"] == 0.0
    none = utils.process_results(doc, [[_v(None, False)]])
    assert none["no_answer"] == 1.0 and none["n_same"] == 0.0
    # cut off at the token limit: a max_length hit, not "finished without an answer" (issue 13)
    cut = utils.process_results(doc, [[{**_v(None, False), "no_answer": False, "max_length": True}]])
    assert (cut["max_length"], cut["no_answer"], cut["correct"]) == (1.0, 0.0, 0.0)
    assert right["max_length"] is None  # the records above come from no backend: unknown
    unknown = utils.process_results({**doc, "original_answer": None}, [[_v("40", False)]])
    # n_same / n_errors are always emitted: None when the original answer is unknown
    assert unknown["n_same"] is None and unknown["n_errors"] is None and unknown["correct_train"] == 0.0
    assert (
        utils.process_results({k: v for k, v in doc.items() if k != "original_answer"}, [_v("40", False)])["n_same"]
        is None
    )
    assert unknown.keys() == right.keys()
    with pytest.raises(RecordError, match="hardmath_grade"):  # the one reader's error (was TypeError)
        utils.process_results(doc, ["40"])
    # a document reports its own columns; the task class pads the run's other columns with None
    other = utils.process_results({**doc, "original_split": "test", "type": "Geometry"}, [[_v("80", True)]])
    assert other["correct_test"] == 1.0 and other["correct_geometry"] == 1.0 and "correct_train" not in other
    assert set(utils.columns(doc)) == {"correct_train", "correct_counting_probability"}


def test_without_math_copy_n_same_is_omitted_with_a_warning(shared_data, tmp_path, monkeypatch, caplog):
    folder = tmp_path / "data"
    shutil.copytree(shared_data / "math_perturb", folder / "math_perturb")
    monkeypatch.delenv("HARDMATH_DATA_DIR", raising=False)
    with caplog.at_level(logging.WARNING):
        rows = _test(utils.hard_dataset(data_dir=str(folder)))
    assert len(rows) == 279 and all(r["original_answer"] is None for r in rows)
    assert "n_same (mode collapse) is omitted" in caplog.text and "math_full.jsonl" in caplog.text
    with pytest.raises(DataError, match="math_full.jsonl"):
        utils.hard_icl_original_dataset(data_dir=str(folder))
    with pytest.raises(DataError, match="math_full.jsonl"):
        utils.original_dataset(data_dir=str(folder))


def test_no_perturbed_answer_equals_its_original_answer(data):
    """The paper: every perturbation changes the answer — a check on the mapping too."""
    from hardmath.lm_eval_tasks.math_perturb.originals import same_as_original

    for kind in ("simple", "hard"):
        rows = utils.perturbed_rows(kind, data)
        same = [r["problem_id"] for r in rows if same_as_original(r["answer"], r["original_answer"])]
        assert same == [], f"{kind}: answers equal to the original's for {same}"
