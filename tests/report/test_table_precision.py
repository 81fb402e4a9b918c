"""report.md keeps the precision its numbers need: percentages one way (1 decimal), other numbers
to 4 significant figures (TFA 0.7995 was printed 0.8; an edit distance 0.000463 was printed 0.00).
"""

from __future__ import annotations

import pytest

from hardmath.report.table import Table, pct, percent, significant


@pytest.mark.parametrize(
    "value, text",
    [
        (0.7995, "0.7995"),
        (0.7024, "0.7024"),
        (0.7564, "0.7564"),
        (0.000463, "0.000463"),
        (0.5, "0.5"),
        (12.3456, "12.35"),
        (1234.5, "1234"),
        (0.0, "0"),
        (-0.04321, "-0.04321"),
        (2.5e-8, "2.500e-08"),
    ],
)
def test_significant_figures(value, text):
    assert significant(value) == text


def test_markdown_percentages_one_way_other_numbers_significant():
    t = Table("t", "t", ["model", "accuracy", "share", "tfa", "edit", "n"])
    t.rows.append(["m", pct(0.79951), percent(16.49), 0.7995, 0.000463, 3])
    assert t.to_markdown().splitlines()[-1] == "| m | 80.0 | 16.5 | 0.7995 | 0.000463 | 3 |"
    assert t.to_csv().splitlines()[-1] == f"m,{100 * 0.79951!r},16.49,0.7995,0.000463,3"  # full precision


def test_table5_edit_distances_keep_their_precision():
    """Issue 27: edit distances were rounded to 3 decimals at the source, so 1/2161 = 0.000463 printed
    as 0 beside a min of 0. Full precision reaches the CSV, 4 significant figures report.md.
    """
    from pathlib import Path

    from hardmath.lm_eval_tasks.math_perturb.report import table5_n_same
    from hardmath.report.runs import ModelRun, TaskRun

    def row(pid: int, response: str, **metrics) -> dict:
        doc = {"problem_id": str(pid), "original_split": "test", "type": "Algebra"}
        return {"doc_id": pid, "doc": doc, "resps": [[response]], **metrics}

    def task(name: str, rows: list) -> TaskRun:
        return TaskRun(name, {}, {}, {}, rows, Path("results.json"), Path(f"samples_{name}.jsonl"))

    reference = "x" * 2161
    wrong = [row(1, reference[:-1] + "y", correct=0.0, n_same=1.0), row(2, "ab", correct=0.0, n_same=1.0)]
    originals = [row(1, reference, correct=1.0), row(2, "abcd", correct=1.0)]
    t = table5_n_same(
        [
            ModelRun(
                "m",
                "m",
                {"math_p_simple": task("math_p_simple", wrong), "math_p_original": task("math_p_original", originals)},
            )
        ]
    )
    low, avg, high = (t.row(model="m")[c] for c in ("edit min", "edit avg", "edit max"))
    assert (low, avg, high) == (1 / 2161, (1 / 2161 + 0.5) / 2, 0.5)
    assert t.to_markdown().splitlines()[-1].split(" | ")[5:8] == ["0.0004627", "0.2502", "0.5"]
    csv_row = t.to_csv().splitlines()[-1].split(",")
    assert [float(v) for v in csv_row[5:8]] == [1 / 2161, (1 / 2161 + 0.5) / 2, 0.5]


def test_math_p_csv_percentages_keep_full_precision(tmp_path):
    """Issue 38: MATH-P percentages were rounded to 2 decimals at the source (33.33 in the CSV)."""
    from report_handmade import harp_doc, sample, write_run

    from hardmath.lm_eval_tasks.math_perturb.report import table1
    from hardmath.report.runs import load_runs

    rows = [
        sample(i, {"problem_id": i + 1, "original_split": "test", "type": "Algebra", "answer": "7"}, {"correct": c})
        for i, c in enumerate([1.0, 0.0, 0.0])
    ]
    harp = [sample(i, harp_doc(i), {"correct": float(i % 2)}) for i in range(4)]  # a CI folder's neighbours
    tasks = {"math_p_original": rows, "harp_ci": harp[:2], "harp_default": harp}
    (model,) = load_runs([write_run(tmp_path, "m", tasks)])
    t = table1([model])
    csv_row = dict(zip(t.columns, t.to_csv().splitlines()[-1].split(","), strict=True))
    assert csv_row["original all"] == repr(100 / 3) and csv_row["original test"] == repr(100 / 3)
    assert "| 33.3 |" in t.to_markdown()  # rounded for display only
