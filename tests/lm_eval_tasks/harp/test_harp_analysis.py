"""HARP's analysis over synthetic logged-sample rows (hand-computed)."""

from __future__ import annotations

import pytest

from hardmath.lm_eval_tasks.harp import analysis as harp
from hardmath.report.lengths import whitespace_tokens


def row(n, level, subject, correct, no_answer=0.0, resp="a b c", **metrics):
    return {
        "doc": {"year": "2000", "contest": "AMC_10A", "number": n, "level": level, "subject": subject},
        "resps": [[resp]],
        "correct": correct,
        "no_answer": no_answer,
        **metrics,
    }


ROWS = [
    row(1, 1, "algebra", 1.0),
    row(2, 1, "geometry", 0.0, 1.0, resp=""),
    row(3, 2, "algebra", 1.0, resp="one two three four five"),
]


def test_tables():
    acc = harp.accuracy_table(ROWS)
    assert acc["overall"] == pytest.approx(2 / 3) and acc["n"] == 3
    assert acc["by_level"] == {1: 0.5, 2: 1.0}
    assert acc["by_subject"] == {"algebra": 1.0, "geometry": 0.0}
    na = harp.no_answer_table(ROWS)
    assert na["overall"] == pytest.approx(1 / 3) and na["by_level"] == {1: 0.5, 2: 0.0}
    lengths = harp.texts_by_level(ROWS, whitespace_tokens)
    assert {k: sum(v) / len(v) for k, v in lengths.items()} == {1: 1.5, 2: 5.0}


def test_sampling_curves():
    rows = [
        row(1, 1, "algebra", 0.5, **{"pass@1": 0.5, "pass@2": 1.0, "maj@1": 0.4, "maj@2": 0.5}),
        row(2, 2, "algebra", 0.0, **{"pass@1": 0.0, "pass@2": 0.0, "maj@1": 0.0, "maj@2": 0.0}),
    ]
    c = harp.sampling_curves(rows)
    assert c["pass"] == {1: 0.25, 2: 0.5} and c["maj"] == {1: 0.2, 2: 0.25}
    assert harp.sampling_curves(rows, by="level")[1]["pass"] == {1: 0.5, 2: 1.0}


def test_scramble_consistency():
    # problem 1 right in runs 1,2,3 of 3; problem 2 right in run 1 only
    runs = [
        [row(1, 1, "algebra", 1.0), row(2, 2, "algebra", 1.0)],
        [row(1, 1, "algebra", 1.0), row(2, 2, "algebra", 0.0)],
        [row(1, 1, "algebra", 1.0), row(2, 2, "algebra", 0.0)],
    ]
    c = harp.scramble_consistency(runs)
    assert c["n"] == 2
    assert c["at_least"] == {1: 1.0, 2: 0.5, 3: 0.5}
    # all x: x=1 -> mean over runs of share correct = (1 + .5 + .5)/3; x=2,3 -> problem 1 only
    assert c["all"][1] == pytest.approx(2 / 3)
    assert c["all"][2] == pytest.approx(0.5) and c["all"][3] == pytest.approx(0.5)
    assert harp.scramble_consistency(runs, by="level")[2]["at_least"] == {1: 1.0, 2: 0.0, 3: 0.0}


def test_verdicts_read_from_logged_json_strings():
    logged = {
        "doc": {"year": "2000", "contest": "AIME", "number": 1, "level": 6, "subject": "algebra"},
        "filtered_resps": [
            [
                '{"answer": "3", "correct": true, "reason": "string equal"}',
                '{"answer": null, "correct": false, "reason": "no answer"}',
            ]
        ],
    }
    assert harp.accuracy_table([logged])["overall"] == 0.5
    assert harp.no_answer_table([logged])["by_level"] == {6: 0.5}


def test_maj_at_k_intervals_match_the_task_metric_and_bound_it():
    """Figure 5's error bars: per re-ordering maj@k over problems, then a 95% interval of those."""
    import json

    from hardmath.stats import maj_at_k, vote_classes

    def row(level, answers, right):
        recs = [{"answer": a, "correct": a == right, "reason": "t"} for a in answers]
        return {"doc": {"level": level}, "filtered_resps": [[json.dumps(r) for r in recs]]}

    rows = [row(1, ["1", "1", "1", "1"], "1"), row(2, ["2", "2", "3", "3"], "3"), row(2, ["5", "4", "4", "6"], "5")]
    ci = harp.maj_at_k_intervals(rows)
    assert sorted(ci) == [1, 2, 4]
    # k = 4 uses every sample whatever the order: 1, a 2-way tie (1/2), a lost vote (0)
    assert ci[4] == (pytest.approx(0.5), pytest.approx(0.5), pytest.approx(0.5))
    for k, (mean, low, high) in ci.items():
        task_value = sum(maj_at_k(*vote_classes(harp.sample_records(r)), k) for r in rows) / len(rows)
        assert mean == pytest.approx(task_value) and low <= mean <= high
    assert ci[2][0] > ci[2][1]  # the first two samples differ between re-orderings: a real interval
    by_level = harp.maj_at_k_intervals(rows, by="level")
    assert by_level[1][1] == (1.0, 1.0, 1.0) and by_level[2][4][0] == pytest.approx(0.25)


def test_maj_at_k_intervals_read_logged_classes_and_skip_truncated_votes():
    """Figure 5 from logged answer classes: "1/2" and "0.5" voted together at grading (the report
    does not regroup them), and the truncated first statement of the gold does not vote.
    """
    import json

    recs = [
        {"answer": "1/2", "correct": False, "reason": "max length", "max_length": True, "vote_class": None},
        {"answer": "0.5", "correct": True, "reason": "t", "max_length": False, "vote_class": 0},
        {"answer": "1/2", "correct": True, "reason": "t", "max_length": False, "vote_class": 0},
        {"answer": "3", "correct": False, "reason": "t", "max_length": False, "vote_class": 1},
    ]
    rows = [{"doc": {"level": 1}, "filtered_resps": [[json.dumps(r) for r in recs]]}]
    assert harp.row_votes(rows[0]) == ([None, 0, 0, 1], {0}, True)
    assert harp.maj_at_k_intervals(rows)[4] == (1.0, 1.0, 1.0)
    # the same records without logged classes: identical strings only, and said so
    for r in recs:
        del r["vote_class"]
    unlogged = {"doc": {"level": 1}, "filtered_resps": [[json.dumps(r) for r in recs]]}
    classes, correct, logged = harp.row_votes(unlogged)
    assert not logged and classes == [None, 0, 1, 2] and correct == {0, 1}
