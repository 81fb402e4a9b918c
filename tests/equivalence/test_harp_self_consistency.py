"""Every HARP default row's own solution_1 must grade as correct against its answer."""

import json
from itertools import pairwise
from pathlib import Path

from hardmath.data import load_rows
from hardmath.equivalence import grade, is_equivalent

KNOWN = Path(__file__).with_name("harp_known_misses.json")


def _row_id(row: dict) -> str:
    return f"{row['year']}/{row['contest']}/{row['number']}"


def test_harp_solutions_grade_correct(shared_data):
    rows = load_rows("harp_default", str(shared_data))
    assert len(rows) == 4780
    known = {m["row"]: m["reason"] for m in json.loads(KNOWN.read_text())["misses"]}
    misses = {}
    for row in rows:
        v = grade(row["solution_1"], row["answer"])
        if not v:
            misses[_row_id(row)] = f"{v.reason}: extracted {v.answer!r} vs {row['answer']!r}"
    assert set(misses) == set(known), {k: m for k, m in misses.items() if k not in known}


def test_harp_answers_are_not_all_equal(shared_data):
    """Sanity: a solution graded against a *different* row's answer is nearly always wrong."""
    rows = load_rows("harp_default", str(shared_data))[:1000]
    shifted = [is_equivalent(a["answer"], b["answer"]) for a, b in pairwise(rows)]
    assert sum(map(bool, shifted)) < 0.05 * len(shifted)


def test_harp_solutions_grade_correct_in_the_task_style(shared_data):
    """The HARP tasks grade with style="final_answer"; solutions end in a box, so the style's
    fallback (any statement, then the last number) must find the same answers.
    """
    rows = load_rows("harp_default", str(shared_data))
    known = {m["row"] for m in json.loads(KNOWN.read_text())["misses"]}
    misses = {_row_id(r) for r in rows if not grade(r["solution_1"], r["answer"], style="final_answer")}
    assert misses == known, sorted(misses - known)[:10]
