"""Figure 6's short-answer reference is the short-answer accuracy on exactly the scrambles'
problems, from a task that logged all of them, and says which task (issue 38: with harp_ci next to
harp_default it took harp_ci, by name, on the 2 problems the tier shared: 100.0 where the same
problems give 50.0).
"""

from __future__ import annotations

from report_handmade import harp_doc, sample, write_run

from hardmath.lm_eval_tasks.harp.report import consistency
from hardmath.report.runs import load_runs

SCRAMBLES = {1: (1, 1, 0, 0), 2: (1, 0, 0, 0), 3: (1, 1, 1, 0)}  # run -> correct per problem 0..3


def _models(tmp_path, short_answer: dict[str, dict[int, int]]):
    tasks = {
        f"harp_mcq_shuffle_{run}": [sample(i, harp_doc(i), {"correct": float(c)}) for i, c in enumerate(marks)]
        for run, marks in SCRAMBLES.items()
    }
    for task, marks in short_answer.items():
        tasks[task] = [sample(k, harp_doc(i), {"correct": float(c)}) for k, (i, c) in enumerate(marks.items())]
    return load_runs([write_run(tmp_path, "m", tasks)])


def test_the_reference_is_the_task_that_logged_every_problem(tmp_path):
    models = _models(tmp_path, {"harp_ci": {0: 1, 2: 1}, "harp_default": {0: 1, 1: 0, 2: 1, 3: 0}})
    t, found = consistency(models)
    assert found["m"]["short_answer_task"] == "harp_default"
    assert found["m"]["short_answer"]["all"] == 0.5  # harp_ci's 2 problems gave 1.0
    assert {r[t.columns.index("short answer")] for r in t.rows if r[2] == "all"} == {50.0}
    assert "m: short answer = harp_default on the same 4 problems." in t.notes


def test_no_reference_when_no_short_answer_task_covers_the_problems(tmp_path):
    t, found = consistency(_models(tmp_path, {"harp_ci": {0: 1, 2: 1}}))
    assert found["m"]["short_answer"] is None and found["m"]["short_answer_task"] is None
    assert {r[t.columns.index("short answer")] for r in t.rows} == {None}
    assert any("logged all 4 problems of the scrambles (harp_ci logged 2 of them)" in n for n in t.notes), t.notes
