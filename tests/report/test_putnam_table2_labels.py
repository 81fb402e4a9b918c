"""Putnam-AXIOM Table 2 in the report: all questions as the paper's Table 2, complex-only as the
paper's Figure 3, and the paper's significance test (non-overlapping 95% intervals), which is
not "the original lies outside the variation interval".
"""

from __future__ import annotations

import pytest
from report_handmade import sample, write_run

from hardmath.report import build_report


def _var_rows(marks: dict[str, tuple[int, ...]], binary: set[str] = frozenset()) -> list[dict]:
    rows = []
    for group, values in marks.items():
        for seed, c in zip(["original", "0", "1", "2"], values, strict=True):
            rec = [group, seed, seed == "original", bool(c)]
            complex_rec = None if group in binary else rec
            rows.append(
                sample(
                    len(rows),
                    {"group": group, "seed": seed, "binary": group in binary},
                    {
                        **{m: rec for m in ("var_acc", "var_ci_low", "var_ci_high", "orig_acc", "drop")},
                        **{
                            f"{m}_complex": complex_rec
                            for m in ("var_acc", "var_ci_low", "var_ci_high", "orig_acc", "drop")
                        },
                    },
                )
            )
    return rows


def _table2(tmp_path, marks, binary=frozenset()):
    write_run(tmp_path / "runs", "m", {"putnam_axiom_var": _var_rows(marks, binary)})
    report = build_report([tmp_path / "runs"], tmp_path / "out", plots=False)
    return report.tables["putnam_table2_putnam_axiom_var"]


def test_outside_the_interval_is_not_the_papers_test(tmp_path):
    # 2 problems, original 2/2; snapshots 0/2, 0/2, 1/2: the original (100%) lies above the
    # variation interval, but its own 95% interval over 2 problems reaches down to 34%: overlap
    t2 = _table2(tmp_path, {"g1": (1, 0, 0, 1), "g2": (1, 0, 0, 0)})
    row = t2.row(model="m")
    assert row["95% CI high"] < 100.0 and row["original 95% low"] < row["95% CI high"]
    assert row["intervals disjoint"] is False


def test_disjoint_intervals_with_enough_problems(tmp_path):
    marks = {f"g{i}": (1, 0, 0, int(i == 0)) for i in range(20)}  # original 20/20, variations ~0-5%
    row = _table2(tmp_path, marks).row(model="m")
    assert row["original 95% low"] > row["95% CI high"] and row["intervals disjoint"] is True


def test_complex_only_columns_leave_binary_problems_out(tmp_path):
    t2 = _table2(tmp_path, {"g1": (1, 1, 1, 1), "g2": (1, 0, 0, 0), "g3": (0, 0, 0, 0)}, binary={"g1"})
    row = t2.row(model="m")
    assert (row["problems"], row["problems (complex)"]) == (3, 2)
    assert row["original"] == pytest.approx(200 / 3) and row["original (complex)"] == 50.0
    assert not any("equal the all-question ones" in n for n in t2.notes)


def test_harp_tfa_scatter_is_not_titled_putnam_axiom_figure_4():
    from hardmath.lm_eval_tasks.putnam_axiom.report import scatter_title

    assert scatter_title("putnam_axiom_tfa").startswith("Putnam-AXIOM Figure 4")
    harp = scatter_title("harp_default_tfa")
    assert harp.startswith("HARP:") and "Putnam-AXIOM Figure 4" not in harp
