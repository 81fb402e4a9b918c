"""MCQ choice formats and the 5 fixed derangements (paper §5.2-5.3)."""

from __future__ import annotations

import subprocess
import sys
from collections import Counter

import pytest

from hardmath.data import load_rows
from hardmath.lm_eval_tasks.harp import mcq

# Run 1..5 permutations of problem 1950/AHSME/1, recorded once (since the 5 runs draw 5
# different derangements, task version 2.0): they must never change.
PINNED = [(2, 0, 4, 1, 3), (2, 3, 0, 4, 1), (2, 0, 3, 4, 1), (3, 2, 0, 4, 1), (3, 4, 1, 0, 2)]
ROW = {
    "year": "1950",
    "contest": "AHSME",
    "number": 1,
    "answer_choice": "A",
    "choices": {"A": "$10\\frac{2}{3}$", "B": "$5$", "C": "$5\\frac{1}{3}$", "D": "$11$", "E": "$12$"},
}


def test_formats():
    assert mcq.format_choices(ROW["choices"], "paren").splitlines()[0] == "(A) $10\\frac{2}{3}$"
    assert mcq.format_choices(ROW["choices"], "dot").splitlines()[4] == "E. $12$"
    assert mcq.format_choices(ROW["choices"], "text") == (
        "$\\textbf{(A) }10\\frac{2}{3}\\qquad\\textbf{(B) }5\\qquad\\textbf{(C) }5\\frac{1}{3}"
        "\\qquad\\textbf{(D) }11\\qquad\\textbf{(E) }12$"
    )
    with pytest.raises(ValueError):
        mcq.format_choices(ROW["choices"], "json")


def test_scramble_moves_gold_and_is_fixed():
    s = mcq.scramble(ROW, 1)
    assert s["choices"][s["answer_choice"]] == ROW["choices"]["A"]
    assert all(s["choices"][k] != ROW["choices"][k] for k in mcq.LETTERS)
    assert sorted(s["choices"].values()) == sorted(ROW["choices"].values())
    # pinned: the same permutation in every process, on every machine
    assert [mcq.derangement("1950/AHSME/1", r) for r in mcq.SCRAMBLE_RUNS] == PINNED


def test_derangement_same_in_fresh_interpreter():
    code = (
        "from hardmath.lm_eval_tasks.harp import mcq;"
        "print([mcq.derangement('1950/AHSME/1', r) for r in mcq.SCRAMBLE_RUNS])"
    )
    outs = {
        subprocess.run(
            [sys.executable, "-c", code],
            capture_output=True,
            text=True,
            env={"PYTHONHASHSEED": str(seed), "PATH": ""},
            check=True,
        ).stdout
        for seed in (0, 1)
    }
    assert outs == {str([mcq.derangement("1950/AHSME/1", r) for r in mcq.SCRAMBLE_RUNS]) + "\n"}


def test_all_problems_deranged(shared_data):
    """Every problem gets 5 different derangements in the 5 runs (the paper: "each run using a
    different derangement"); problems whose choice E says "none of" / "all of" keep it at E and
    derange A-D (the authors' code).
    """
    rows = load_rows("harp_mcq", shared_data)
    kept = [r for r in rows if mcq.keeps_order(r["choices"])]
    assert len(kept) == 174  # the authors' rule: "none of" / "all of" in choice E
    assert "1973/AHSME/30" in {mcq.problem_key(r) for r in kept}  # "none of the other statements is true"
    assert {mcq.fixed_slots(r["choices"]) for r in kept} == {(4,)}  # always E in the release
    gold_slots = Counter()
    repeated = 0
    for r in rows:
        fixed = mcq.fixed_slots(r["choices"])
        perms = [mcq.derangement(mcq.problem_key(r), run, fixed) for run in mcq.SCRAMBLE_RUNS]
        repeated += len(set(perms)) < len(perms)
        for run, perm in zip(mcq.SCRAMBLE_RUNS, perms, strict=True):
            s = mcq.scramble(r, run)
            assert all((i == j) == (i in fixed) for i, j in enumerate(perm))
            assert s["choices"][s["answer_choice"]] == r["choices"][r["answer_choice"]]
            assert s["scrambled"] and s == mcq.scramble(r, run)  # deterministic
            if fixed:
                assert s["choices"]["E"] == r["choices"]["E"]
                assert all(s["choices"][k] != r["choices"][k] for k in "ABCD")
            else:
                assert s["answer_choice"] != r["answer_choice"]
            gold_slots[s["answer_choice"]] += 1
    assert repeated == 0  # was 855 of 3,937 with independently seeded runs
    total = sum(gold_slots.values())
    assert all(0.15 < gold_slots[k] / total < 0.25 for k in mcq.LETTERS)  # ~uniform gold letter


def test_five_distinct_derangements_for_any_key_and_fixed_e():
    for i in range(500):
        for fixed in ((), (4,)):
            perms = {mcq.derangement(f"k{i}", run, fixed) for run in mcq.SCRAMBLE_RUNS}
            assert len(perms) == 5
    row = {**ROW, "choices": {**ROW["choices"], "E": "$\\text{None of the above}$"}, "answer_choice": "E"}
    for run in mcq.SCRAMBLE_RUNS:
        s = mcq.scramble(row, run)
        assert s["answer_choice"] == "E" and s["choices"]["E"] == row["choices"]["E"]
        assert all(s["choices"][k] != row["choices"][k] for k in "ABCD")
