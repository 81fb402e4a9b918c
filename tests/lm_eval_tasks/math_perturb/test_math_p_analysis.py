"""MATH-Perturb analyses on hand-made sample logs (rows shaped like lm-eval's samples_*.jsonl)."""

from __future__ import annotations

import logging

import pytest

from hardmath.lm_eval_tasks.math_perturb import analysis as mp


def _s(pid, correct, split="train", response="", original_answer=None, **metrics):
    doc = {"problem_id": str(pid), "original_split": split, "type": "Algebra"}
    if original_answer is not None:
        doc["original_answer"] = original_answer
    return {"doc_id": pid, "doc": doc, "resps": [[response]], "correct": float(correct), **metrics}


# problem:      1  2  3  4  5  6
ORIG = [_s(p, c) for p, c in zip(range(1, 7), [1, 1, 0, 0, 0, 1], strict=True)]
SIMPLE = [_s(p, c) for p, c in zip(range(1, 7), [0, 1, 0, 0, 1, 0], strict=True)]
HARD = [_s(p, c) for p, c in zip(range(1, 7), [1, 0, 0, 1, 0, 0], strict=True)]
# cases:        I  IV II III IV IV


def test_case_of_each_of_the_eight_combinations():
    table = {(o, s, h): mp.case_of(o, s, h) for o in (0, 1) for s in (0, 1) for h in (0, 1)}
    assert table[(0, 0, 0)] == "II" and table[(0, 0, 1)] == "III"
    assert {table[k] for k in [(1, 0, 1), (0, 1, 1), (1, 1, 1)]} == {"I"}
    assert {table[k] for k in [(1, 0, 0), (0, 1, 0), (1, 1, 0)]} == {"IV"}


def test_cases_counts_and_percent():
    out = mp.cases(ORIG, SIMPLE, HARD)
    assert out["counts"] == {"I": 1, "II": 1, "III": 1, "IV": 3}
    assert out["total"] == 6 and out["missing"] == 0
    assert out["percent"]["IV"] == 50.0 and sum(out["percent"].values()) == pytest.approx(100, abs=0.05)


def test_cases_pairs_by_problem_id_not_order():
    out = mp.cases(list(reversed(ORIG)), SIMPLE, HARD[:5])
    assert out["counts"] == {"I": 1, "II": 1, "III": 1, "IV": 2} and out["missing"] == 1


def test_duplicate_problem_is_an_error():
    with pytest.raises(ValueError, match="problem_id 1 appears twice"):
        mp.cases(ORIG + ORIG[:1], SIMPLE, HARD)


def test_icl_effects_table7():
    zero = [_s(p, c) for p, c in zip(range(1, 6), [1, 1, 0, 0, 0], strict=True)]
    icl = [_s(p, c) for p, c in zip(range(1, 6), [1, 0, 1, 1, 0], strict=True)]
    out = mp.icl_effects(zero, icl)
    assert (out["errors_zero_shot"], out["errors_icl"]) == (3, 2)
    assert (out["correct_to_wrong"], out["wrong_to_correct"]) == (1, 2)
    assert out["correct_to_wrong_pct"] == 50.0  # of errors with ICL
    assert out["wrong_to_correct_pct"] == 200 / 3  # of errors without ICL (full precision)


def test_table1_row_by_split():
    rows = [_s(1, 1, "train"), _s(2, 0, "train"), _s(3, 1, "test"), _s(4, 1, "train")]
    row = mp.table1_row(rows, rows[:2], None)
    assert row["original"] == {"n": 4, "all": 75.0, "n_train": 3, "train": 200 / 3, "n_test": 1, "test": 100.0}
    assert row["simple"]["test"] is None and "hard" not in row


def test_mode_collapse_from_logged_metric():
    rows = [_s(1, 1, n_same=0.0), _s(2, 0, n_same=1.0), _s(3, 0, n_same=0.0), _s(4, 0, n_same=1.0)]
    assert mp.mode_collapse(rows) == {"n_same": 2, "n_total": 3, "percentage": 200 / 3, "unknown": 0}


def test_mode_collapse_reads_the_logged_flag_and_never_regrades():
    # n_same is logged at grading; a sample without it is unknown even when its response and
    # original answer are there (the report does not re-run the checker)
    rows = [
        _s(1, 0, response="so $\\boxed{\\frac{1}{12}}$", original_answer="1/12", n_same=1.0),
        _s(2, 0, response="thus \\boxed{5}", original_answer="10", n_same=0.0),
        _s(3, 0, response="\\boxed{3}", original_answer="3"),  # no logged flag: unknown
        _s(4, 1, response="\\boxed{7}", original_answer="7", n_same=0.0),
    ]  # correct: not an error
    assert mp.mode_collapse(rows) == {"n_same": 1, "n_total": 3, "percentage": 100 / 3, "unknown": 1}


def test_mode_collapse_without_originals_is_omitted_not_zero(caplog):
    rows = [_s(1, 0, response="\\boxed{1}"), _s(2, 0, response="\\boxed{2}")]
    with caplog.at_level(logging.WARNING):
        out = mp.mode_collapse(rows)
    assert out["n_same"] is None and out["percentage"] is None and out["n_total"] == 2
    assert "unavailable" in out["reason"] and "n_same omitted" in caplog.text


def test_same_as_original():
    from hardmath.lm_eval_tasks.math_perturb.originals import same_as_original

    assert same_as_original("0.5", "\\frac{1}{2}") is True
    assert same_as_original("2", "3") is False
    assert same_as_original(None, "3") is False
    assert same_as_original("3", None) is None


# ------------------------------------------------------------------ Table 5: edit distances
def _levenshtein_by_table(a: str, b: str) -> int:
    row = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        prev, row[0] = row[0], i
        for j, cb in enumerate(b, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (ca != cb))
    return row[-1]


def test_edit_distance_known_values():
    assert mp.edit_distance("kitten", "sitting") == 3
    assert mp.edit_distance("", "abc") == 3 and mp.edit_distance("abc", "") == 3
    assert mp.edit_distance("same", "same") == 0
    assert mp.edit_distance("a" * 100, "b" * 100) == 100  # wider than one machine word


def test_edit_distance_matches_the_dynamic_programming_table():
    import random

    rng = random.Random(5)
    for _ in range(300):
        a = "".join(rng.choice("abc$\\{} ") for _ in range(rng.randint(0, 90)))
        b = "".join(rng.choice("abc$\\{} ") for _ in range(rng.randint(0, 90)))
        assert mp.edit_distance(a, b) == _levenshtein_by_table(a, b), (a, b)


def test_collapse_edit_distances_by_hand():
    perturbed = [
        _s(1, 0, response="abcd", n_same=1.0),  # vs "abce": 1 / 4
        _s(2, 0, response="xyz", n_same=1.0),  # vs "xyzxyz": 3 / 6
        _s(3, 0, response="far away", n_same=0.0),  # an error, but not the original's answer
        _s(4, 1, response="right", n_same=0.0),  # correct
        _s(5, 0, response="q", n_same=1.0),
    ]  # its original response was not logged
    originals = [
        _s(1, 1, response="abce"),
        _s(2, 0, response="xyzxyz"),
        _s(3, 1, response="abc"),
        _s(4, 1, response="r"),
    ]
    assert mp.collapse_edit_distances(perturbed, originals) == {
        "n": 2,
        "min": 0.25,
        "avg": 0.375,
        "max": 0.5,
        "missing": 1,
    }
    assert mp.collapse_edit_distances(perturbed[2:4], originals) == {
        "n": 0,
        "min": None,
        "avg": None,
        "max": None,
        "missing": 0,
    }  # the paper's N/A


def test_table5_reports_edit_distance_columns():
    from pathlib import Path

    from hardmath.lm_eval_tasks.math_perturb.report import table5_n_same
    from hardmath.report.runs import ModelRun, TaskRun

    def task(name, rows):
        return TaskRun(name, {}, {}, {}, rows, Path("results.json"), Path(f"samples_{name}.jsonl"))

    simple = [_s(1, 0, response="abcd", n_same=1.0), _s(2, 0, response="xyz", n_same=1.0)]
    with_originals = ModelRun(
        "m",
        "m",
        {
            "math_p_simple": task("math_p_simple", simple),
            "math_p_original": task("math_p_original", [_s(1, 1, response="abce"), _s(2, 0, response="xyzxyz")]),
        },
    )
    without = ModelRun("n", "n", {"math_p_simple": task("math_p_simple", simple)})
    t = table5_n_same([with_originals, without])
    row = t.row(model="m")
    assert (row["n_same"], row["errors"], row["edit min"], row["edit avg"], row["edit max"]) == (2, 2, 0.25, 0.375, 0.5)
    other = t.row(model="n")
    assert other["edit avg"] is None and "math_p_original" in other["note"]
