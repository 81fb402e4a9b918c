"""Figures read from the matplotlib objects: titles, axis labels in the papers' units, limits,
integer ticks, visible zeros, series that stay apart, error bars.
"""

from __future__ import annotations

import pytest

pytest.importorskip("matplotlib")

from matplotlib.container import ErrorbarContainer  # noqa: E402
from report_handmade import example_runs  # noqa: E402

from hardmath.lm_eval_tasks.harp import report as harp  # noqa: E402
from hardmath.lm_eval_tasks.putnam_axiom.analysis import build_figure3  # noqa: E402
from hardmath.report import load_runs  # noqa: E402
from hardmath.report.build import sections  # noqa: E402
from hardmath.report.figures import Panel, build_lines, build_scatter  # noqa: E402


def _close(fig):
    import matplotlib.pyplot as plt

    plt.close(fig)


def _title(fig, ax) -> str:
    return f"{fig.get_suptitle()} {ax.get_title()}"


def test_every_report_figure_has_title_labels_and_limits(tmp_path):
    models = load_runs([example_runs(tmp_path / "runs")])
    figs = [f for s in sections(models) for f in s.figures]
    assert len(figs) == 5
    for f in figs:
        fig = f.build()
        for ax in fig.axes:
            assert ax.get_xlabel() and ax.get_ylabel(), f.name
            assert ax.get_xlabel() != "x" and "Figure" in _title(fig, ax), f.name
            low, high = ax.get_ylim()
            assert high - low >= 1.0, (f.name, low, high)
        _close(fig)


def test_figure6_as_the_paper_draws_it_with_the_short_answer_reference():
    """x: difficulty level; one line per number of scrambles; the short-answer accuracy dotted;
    one legend below the panels (readable with any number of models: one figure per model).
    """
    curves = {"all": {1: 0.5, 2: 0.25, 3: 0.0}, "at_least": {1: 0.75, 2: 0.5, 3: 0.0}, "n": 4}
    found = {
        "levels": {"all": curves, 1: curves, 2: curves},
        "short_answer": {"all": 0.6, 1: 0.7, 2: 0.5},
        "tasks": ["harp_mcq_shuffle_1", "harp_mcq_shuffle_2", "harp_mcq_shuffle_3"],
    }
    fig = harp.consistency_figure("m1", found)
    assert fig.get_suptitle().startswith("HARP Figure 6") and "m1" in fig.get_suptitle()
    assert len(fig.legends) == 1 and all(ax.get_legend() is None for ax in fig.axes)  # off the data
    assert [t.get_text() for t in fig.legends[0].get_texts()] == ["short answer", "x = 1", "x = 2", "x = 3"]
    for ax in fig.axes:
        assert ax.get_xlabel() == "difficulty level" and ax.get_ylabel() == "problems (%)"
        assert list(ax.get_xticks()) == [1, 2]
        low, high = ax.get_ylim()
        assert low < 0 and 100 < high <= 105  # a 0% point sits inside the axes, not on its edge
        reference = [ln for ln in ax.get_lines() if ln.get_label() == "short answer"]
        assert len(reference) == 1 and reference[0].get_linestyle() == ":"
        assert list(reference[0].get_ydata()) == [70.0, 50.0]
        series = [c for c in ax.containers if isinstance(c, ErrorbarContainer)]
        assert [c.get_label() for c in series] == ["x = 1", "x = 2", "x = 3"]
        lines = [c.lines[0] for c in series]
        a, b = lines[:2]
        assert a.get_marker() != b.get_marker() and a.get_linestyle() != b.get_linestyle()
        assert not a.get_clip_on()  # zeros drawn whole
    _close(fig)


def test_figure5_legend_is_off_the_data(tmp_path):
    models = load_runs([example_runs(tmp_path / "runs")])
    (fig5,) = [f for s in sections(models) for f in s.figures if f.name.startswith("harp_figure5")]
    fig = fig5.build()
    assert len(fig.legends) == 1 and all(ax.get_legend() is None for ax in fig.axes)
    legend_top = fig.legends[0].get_window_extent().y1
    assert all(legend_top <= ax.get_window_extent().y0 for ax in fig.axes)  # below every panel
    _close(fig)


def test_figure4_draws_distributions_one_panel_per_unit():
    """Figure 4 as the paper draws it: a box per model and level; values in different units (recorded
    token counts, text measures) never share an axis; a run with one level still shows every level.
    """
    dists = {
        "generated tokens": {"m1 (harp_default)": {2: [10, 20, 30, 400]}, "m2 (harp_default)": {2: [5, 6]}},
        "whitespace pieces": {"human (solution_1) (harp_default)": {2: [7, 8, 9]}},
    }
    fig = harp.lengths_figure(dists)
    left, right = fig.axes
    assert (left.get_ylabel(), right.get_ylabel()) == ("generated tokens", "whitespace pieces")
    assert [t.get_text() for t in left.get_xticklabels()] == [str(i) for i in harp.LEVELS]
    assert left.get_xlabel() == "difficulty level"
    assert len(left.patches) == 2 and len(right.patches) == 1  # one box per series with values
    low, high = left.get_ylim()
    assert low <= 5 and high >= 400  # the whole distribution is in view, outlier included
    labels = [t.get_text() for t in fig.legends[0].get_texts()]
    assert labels == ["m1 (harp_default)", "m2 (harp_default)", "human (solution_1) (harp_default)"]


def test_figure3_zero_bars_visible_and_interval_error_bars():
    rows = [
        {"model": "a", "original": 0.0, "variation": 0.0, "ci_low": None, "ci_high": None},
        {"model": "b", "original": 0.5, "variation": 0.3, "ci_low": 0.1, "ci_high": 0.6},
    ]
    fig = build_figure3(rows)
    (ax,) = fig.axes
    assert ax.get_title().startswith("Putnam-AXIOM Figure 3") and ax.get_ylabel() == "accuracy (%)"
    low, high = ax.get_ylim()
    assert low == 0 and 60 < high <= 112
    labels = [t.get_text() for t in ax.texts]
    assert labels.count("0%") == 2 and "50%" in labels and "30%" in labels  # 0% bars are written out
    assert [t.get_text() for t in ax.get_xticklabels()] == ["a", "b"]
    errs = [c for c in ax.containers if isinstance(c, ErrorbarContainer)]
    assert len(errs) == 1  # the variation bars only
    segments = errs[0].lines[2][0].get_segments()
    assert [tuple(round(y, 6) for y in (seg[0][1], seg[1][1])) for seg in segments][1] == (10.0, 60.0)
    _close(fig)


def test_all_zero_figure3_has_sensible_limits():
    fig = build_figure3([{"model": "a", "original": 0.0, "variation": 0.0, "ci_low": 0.0, "ci_high": 0.0}])
    assert fig.axes[0].get_ylim() == (0.0, 10.0)  # not -0.04..0.04
    _close(fig)


def test_scatter_lone_point_and_markers():
    fig = build_scatter([("m1", 2.0, 2.0)], "teacher-forced accuracy (%)", "boxed accuracy (%)", "Figure 4")
    (ax,) = fig.axes
    assert ax.get_xlim() == (0.0, 10.0) and ax.get_ylim() == (0.0, 10.0)
    _close(fig)
    fig = build_scatter([("m1", 40.0, 20.0), ("m2", 60.0, 30.0)], "x (%)", "y (%)", "Figure 4")
    (ax,) = fig.axes
    a, b = ax.collections
    assert a.get_paths()[0] != b.get_paths()[0] or a.get_facecolor().tolist() != b.get_facecolor().tolist()
    lo, hi = ax.get_xlim()
    assert 0 <= lo < 40 and 60 < hi <= 100
    _close(fig)


def test_log2_k_axis_ticks_are_the_ks():
    p = Panel("pass@k", "k (samples per problem)", "pass@k (%)", log2_x=True, percent=True)
    p.series["all levels"] = ([1, 2, 4, 8], [10.0, 20.0, 30.0, 35.0])
    fig = build_lines([p], "HARP Figure 5")
    assert list(fig.axes[0].get_xticks()) == [1, 2, 4, 8]
    _close(fig)
