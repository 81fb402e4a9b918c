"""The originals mapping: the matcher on a tiny fixture, and the committed mapping file."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from hardmath import cli
from hardmath.data import load_rows
from hardmath.lm_eval_tasks.math_perturb import originals

MATH_ROWS = [
    # unique_id, split, type, level, problem
    (
        "train/algebra/1.json",
        "train",
        "Algebra",
        "Level 5",
        "What is the sum of all values of $x$ such that $x^2 = 4x + 21$?",
    ),
    ("train/algebra/2.json", "train", "Algebra", "Level 5", "Find the product of the roots of $2x^2 + 3x - 7 = 0$."),
    (
        "train/algebra/3.json",
        "train",
        "Algebra",
        "Level 3",  # wrong level: never chosen
        "What is the sum of all values of $x$ such that $x^2 = 4x + 21$ and x is odd?",
    ),
    (
        "test/geometry/7.json",
        "test",
        "Geometry",
        "Level 5",
        "A circle has radius 3. What is its area? Express your answer in terms of $\\pi$.",
    ),
    ("test/geometry/8.json", "test", "Geometry", "Level 5", "A square has a diagonal of length 10. What is its area?"),
    (
        "train/geometry/9.json",
        "train",
        "Geometry",
        "Level 5",  # right text, wrong split
        "A circle has radius 3. What is its circumference? Express your answer in terms of $\\pi$.",
    ),
]
SIMPLE = [
    (1, "Algebra", "train", "What is the sum of all values of $x$ such that $x^2 = 6x + 27$?"),
    (2, "Geometry", "test", "A circle has radius 5. What is its area? Express your answer in terms of $\\pi$."),
]
HARD = [
    (1, "Algebra", "train", "What is the sum of all values of $x$ such that $x^4 = 4x^2 + 21$?"),
    (2, "Geometry", "test", "A circle has radius 3. What is the area of its inscribed square?"),
]


def _write(folder, math_rows=MATH_ROWS):
    (folder / "math").mkdir(parents=True, exist_ok=True)
    (folder / "math_perturb").mkdir(exist_ok=True)
    with open(folder / "math" / "math_full.jsonl", "w") as f:
        f.writelines(
            json.dumps(
                {
                    "unique_id": uid,
                    "split": split,
                    "subject": uid.split("/")[1],
                    "problem": problem,
                    "solution": "So it is $\\boxed{7}$.",
                    "level": level,
                    "type": typ,
                }
            )
            + "\n"
            for uid, split, typ, level, problem in math_rows
        )
    for kind, rows in (("simple", SIMPLE), ("hard", HARD)):
        with open(folder / "math_perturb" / f"math_perturb_{kind}.jsonl", "w") as f:
            f.writelines(
                json.dumps(
                    {
                        "problem_id": pid,
                        "problem": problem,
                        "answer": 3,
                        "level": "Level 5",
                        "type": typ,
                        "original_split": split,
                    }
                )
                + "\n"
                for pid, typ, split, problem in rows
            )
    return folder


@pytest.fixture
def tiny_data(tmp_path, monkeypatch):
    monkeypatch.setenv("HARDMATH_ALLOW_UNPINNED", "1")  # made-up rows, not a subset of the pinned files
    return _write(tmp_path / "data")


def test_matcher_picks_same_split_type_level5_and_records_scores(tiny_data):
    simple = load_rows("math_perturb_simple", tiny_data)
    hard = load_rows("math_perturb_hard", tiny_data)
    matches = originals.match_originals(simple, hard, load_rows("math", tiny_data))
    by_id = {m["problem_id"]: m for m in matches}
    assert by_id[1]["unique_id"] == "train/algebra/1.json"
    # train/geometry/9 is textually close but from the wrong split
    assert by_id[2]["unique_id"] == "test/geometry/7.json"
    for m in matches:
        assert 0 < m["score"] <= 1 and m["margin"] > 0
        assert m["score"] == pytest.approx((m["score_simple"] + m["score_hard"]) / 2, abs=1e-3)
    assert by_id[1]["runner_up"] == "train/algebra/2.json"


def test_cli_writes_mapping_with_ids_only(tiny_data, tmp_path, capsys):
    out = tmp_path / "mapping.json"
    math_file = tiny_data / "math" / "math_full.jsonl"
    assert (
        cli.main(
            ["math-p", "map-originals", "--math-file", str(math_file), "--data-dir", str(tiny_data), "--out", str(out)]
        )
        == 0
    )
    summary = json.loads(capsys.readouterr().out)
    assert summary["matched"] == 2 and summary["split"] == {"train": 1, "test": 1}
    assert summary["mrr"] == {"simple": 1.0, "hard": 1.0}
    text = out.read_text()
    assert "circle" not in text and "values of" not in text  # no problem text
    assert originals.load_mapping(out)[2]["unique_id"] == "test/geometry/7.json"


def test_no_candidate_of_the_split_and_type_is_a_clear_error(tiny_data):
    rows = [r for r in MATH_ROWS if r[0] != "test/geometry/7.json" and r[0] != "test/geometry/8.json"]
    _write(tiny_data, rows)
    with pytest.raises(Exception, match="problem_id 2: no Level 5 MATH problem of split 'test'"):
        originals.match_originals(
            load_rows("math_perturb_simple", tiny_data),
            load_rows("math_perturb_hard", tiny_data),
            load_rows("math", tiny_data),
        )


def test_committed_mapping_covers_every_problem(shared_data):
    mapping = originals.load_mapping()
    simple = load_rows("math_perturb_simple", shared_data)
    assert set(mapping) == {r["problem_id"] for r in simple}
    assert len({m["unique_id"] for m in mapping.values()}) == 279  # one original each
    assert Counter(m["split"] for m in mapping.values()) == {"train": 164, "test": 115}
    for row in simple:
        m = mapping[row["problem_id"]]
        assert (m["split"], m["type"]) == (row["original_split"], row["type"])
        assert m["unique_id"].startswith(f"{m['split']}/")
        assert 0.3 < m["score"] <= 1 and m["margin"] > 0 and m["global_best"] is True
    # hand-checked: "n/240 terminates" (simple) <- "n/120 terminates"; runner-up uses n/1400
    assert mapping[250]["unique_id"] == "train/number_theory/825.json"
    assert mapping[250]["runner_up"] == "train/number_theory/883.json"
    # hand-checked: the h(x) graph problem of the first row
    assert mapping[1]["unique_id"] == "test/algebra/1231.json"


def test_committed_mapping_points_at_level5_math_rows(shared_data):
    math_rows = {r["unique_id"]: r for r in load_rows("math", shared_data)}
    for m in originals.load_mapping().values():
        row = math_rows[m["unique_id"]]
        assert (row["level"], row["split"], row["type"]) == ("Level 5", m["split"], m["type"])


def test_bad_mapping_file_names_the_file(tmp_path):
    bad = tmp_path / "m.json"
    bad.write_text("{not json")
    with pytest.raises(Exception, match="m.json: not a MATH-Perturb originals mapping"):
        originals.load_mapping(bad)
