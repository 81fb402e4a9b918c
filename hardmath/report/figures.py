"""PNG figures (matplotlib, the optional ``plot`` extra).

Every figure is ``FIGSIZE`` inches at ``DPI`` (640 x 400 pixels), has a title and labeled axes
in the papers' units, limits chosen from the data (percentages on 0-100, a lone point centred
in a readable range), integer ticks where x counts something, zero values drawn visibly
(markers not clipped, bar values written on the bars) and series told apart by marker, line
style and colour. ``build_*`` return the matplotlib figure (tests read its axes); the
drawing functions save it and return the path.
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

FIGSIZE = (6.4, 4.0)
DPI = 100
MARKERS = ("o", "s", "^", "D", "v", "P", "X", "*")
LINESTYLES = ("-", "--", "-.", ":")


def plotting_available() -> bool:
    """Whether matplotlib can be imported (``pip install hardmath[plot]``)."""
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        return False
    return True


@dataclass
class Figure:
    """A figure of the report: ``build()`` makes the matplotlib figure, ``draw(path)`` saves it."""

    name: str
    title: str
    build: Callable[[], Any]

    def draw(self, path: Path) -> Path:
        return save(self.build(), path)


@dataclass
class Panel:
    """One axes of a line figure: ``series`` maps a label to (xs, ys); None ys are skipped.
    ``errors`` (same labels) gives each point's (lows, highs) error bar (None: none).
    ``percent``: y is a percentage (0-100 axis). ``integer_x``: ticks at the data's x values.
    ``references``: labelled reference curves, drawn dotted in black and grey (e.g. Figure 6's
    short-answer accuracy).
    """

    title: str
    xlabel: str
    ylabel: str
    series: dict[str, tuple[Sequence[float], Sequence[float | None]]] = field(default_factory=dict)
    errors: dict[str, tuple[Sequence[float | None], Sequence[float | None]]] = field(default_factory=dict)
    log2_x: bool = False
    percent: bool = False
    integer_x: bool = False
    references: dict[str, tuple[Sequence[float], Sequence[float | None]]] = field(default_factory=dict)


def wrap(title: str, width: int = 80) -> str:
    """``title`` wrapped at ``width`` characters, its own line breaks kept."""
    return "\n".join(textwrap.fill(line, width) for line in title.splitlines())


def _pyplot():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def save(fig: Any, path: Path) -> Path:
    """Write ``fig`` as PNG at ``path`` and free it."""
    fig.savefig(path, dpi=DPI)
    _pyplot().close(fig)
    return Path(path)


def style(i: int) -> dict[str, Any]:
    """Marker, line style, colour and size of the i-th series: consecutive series differ in all
    four, and later ones are drawn smaller, so a series lying on another stays visible.
    """
    return {
        "marker": MARKERS[i % len(MARKERS)],
        "linestyle": LINESTYLES[i % len(LINESTYLES)],
        "color": f"C{i % 10}",
        "markersize": max(3.0, 8.0 - 1.2 * i),
        "linewidth": max(1.0, 2.2 - 0.3 * i),
    }


def value_limits(values: Sequence[float], percent: bool, min_span: float) -> tuple[float, float]:
    """Axis limits around ``values``: 0-100 for percentages; otherwise from 0 (or the lowest
    negative value) to 15% above the top, at least ``min_span`` wide (a lone or constant value
    gets a readable range instead of matplotlib's +-0.1 around it). Zeros stay inside.
    """
    if percent:
        return -3.0, 103.0
    low = min(0.0, min(values, default=0.0))
    high = max(values, default=0.0)
    high = high + 0.15 * (high - low) if high > low else low + min_span
    return low - 0.03 * (high - low), high


def build_lines(panels: Sequence[Panel], title: str, legend_below: bool = False) -> Any:
    """Side-by-side line panels under one title. ``legend_below``: one legend for all panels
    under them, off the data (for figures whose lines fill the axes).
    """
    plt = _pyplot()
    fig, axes = plt.subplots(1, len(panels), figsize=FIGSIZE, dpi=DPI, squeeze=False)
    for ax, panel in zip(axes[0], panels, strict=True):
        xs_all: set[float] = set()
        ys_all: list[float] = []
        for j, (label, (xs, ys)) in enumerate(panel.references.items()):
            pts = [(x, y) for x, y in zip(xs, ys, strict=True) if y is not None]
            if pts:
                xs_all.update(x for x, _ in pts)
                ys_all += [y for _, y in pts]
                ax.plot(
                    [x for x, _ in pts],
                    [y for _, y in pts],
                    linestyle=":",
                    linewidth=1.6,
                    marker="_",
                    markersize=9,
                    color=("black", "0.45")[j % 2],
                    label=str(label),
                    clip_on=False,
                    zorder=2,
                )
        n = len(panel.series)
        for i, (label, (xs, ys)) in enumerate(panel.series.items()):
            lows, highs = panel.errors.get(label) or ([None] * len(xs), [None] * len(xs))
            pts = [(x, y, lo, hi) for x, y, lo, hi in zip(xs, ys, lows, highs, strict=True) if y is not None]
            if not pts:
                continue
            xs_all.update(p[0] for p in pts)
            ys_all += [p[1] if p[3] is None else max(p[1], p[3]) for p in pts]
            # asymmetric bars from each point's (low, high), never negative; none where unknown
            yerr = (
                [
                    [0.0 if lo is None else max(0.0, y - lo) for _, y, lo, _ in pts],
                    [0.0 if hi is None else max(0.0, hi - y) for _, y, _, hi in pts],
                ]
                if any(lo is not None or hi is not None for *_, lo, hi in pts)
                else None
            )
            # dodge the series sideways (on a log2 axis: by a factor) so equal values stay apart
            dodge = (i - (n - 1) / 2) * min(0.08, 0.4 / n) if n > 1 else 0.0
            xs_drawn = [p[0] * 2**dodge if panel.log2_x else p[0] + dodge if panel.integer_x else p[0] for p in pts]
            ax.errorbar(
                xs_drawn,
                [p[1] for p in pts],
                yerr=yerr,
                label=str(label),
                capsize=3,
                clip_on=False,
                zorder=3 + i,
                **style(i),
            )
        if panel.log2_x:
            ax.set_xscale("log", base=2)
        if (panel.integer_x or panel.log2_x) and xs_all:
            ticks = sorted(xs_all)
            ax.set_xticks(ticks, [f"{t:g}" for t in ticks])
            ax.minorticks_off()
        if len(xs_all) == 1:
            (x,) = xs_all
            ax.set_xlim(x / 2 if panel.log2_x else x - 1, x * 2 if panel.log2_x else x + 1)
        ax.set_ylim(*value_limits(ys_all, panel.percent, min_span=1.0))
        ax.set_title(panel.title, fontsize=9)
        ax.set_xlabel(panel.xlabel, fontsize=8)
        ax.set_ylabel(panel.ylabel, fontsize=8)
        ax.tick_params(labelsize=7)
        ax.grid(alpha=0.3)
        if (panel.series or panel.references) and not legend_below:
            ax.legend(fontsize=6)
    fig.suptitle(wrap(title), fontsize=10)
    if legend_below:
        labels: dict[str, Any] = {}
        for ax in axes[0]:
            for handle, label in zip(*ax.get_legend_handles_labels(), strict=True):
                labels.setdefault(label, handle)
        rows = -(-len(labels) // 4) if labels else 0
        if labels:
            fig.legend(
                list(labels.values()),
                list(labels),
                loc="lower center",
                ncol=min(4, len(labels)),
                fontsize=7,
                frameon=False,
            )
        fig.tight_layout(rect=(0, 0.06 * rows + 0.02, 1, 1))
    else:
        fig.tight_layout()
    return fig


def lines(path: Path, panels: Sequence[Panel], title: str) -> Path:
    """Save :func:`build_lines` at ``path``."""
    return save(build_lines(panels, title), path)


def build_bars(
    groups: Sequence[str],
    series: dict[str, Sequence[float | None]],
    title: str,
    ylabel: str,
    errors: dict[str, tuple[Sequence[float | None], Sequence[float | None]]] | None = None,
    percent: bool = True,
    xlabel: str = "model",
) -> Any:
    """Grouped bars: one group per ``groups`` entry, one bar per series, each bar's value
    written on it (so a 0 is visible); ``errors`` (low, high) gives asymmetric error bars.
    """
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=FIGSIZE, dpi=DPI)
    width = 0.8 / max(1, len(series))
    tops: list[float] = []
    for i, (label, values) in enumerate(series.items()):
        xs = [g + (i - (len(series) - 1) / 2) * width for g in range(len(groups))]
        heights = [v or 0.0 for v in values]
        low, high = (errors or {}).get(label, (None, None))
        yerr = None
        if low is not None and high is not None:
            yerr = [
                [max(0.0, h - lo) if lo is not None else 0.0 for h, lo in zip(heights, low, strict=True)],
                [max(0.0, hi - h) if hi is not None else 0.0 for h, hi in zip(heights, high, strict=True)],
            ]
            tops += [hi for hi in high if hi is not None]
        bars = ax.bar(
            xs,
            heights,
            width,
            label=label,
            color=f"C{i}",
            edgecolor="black",
            linewidth=0.6,
            hatch=("", "//", "..", "xx")[i % 4],
            yerr=yerr,
            capsize=4,
        )
        for bar, v in zip(bars, values, strict=True):  # a 0 bar: a thick line in the series' colour
            if not v:
                ax.plot(
                    [bar.get_x(), bar.get_x() + bar.get_width()],
                    [0, 0],
                    color=f"C{i}",
                    linewidth=4,
                    solid_capstyle="butt",
                    clip_on=False,
                    zorder=4,
                )
        unit = "%" if percent else ""
        ax.bar_label(bars, labels=["n/a" if v is None else f"{v:.0f}{unit}" for v in values], fontsize=7, padding=3)
        tops += heights
    ax.set_xlim(-0.75, len(groups) - 0.25)
    ax.set_xticks(
        range(len(groups)),
        list(groups),
        rotation=20 if len(groups) > 3 else 0,
        ha="right" if len(groups) > 3 else "center",
        fontsize=8,
    )
    top = max(tops, default=0.0)
    ax.set_ylim(0.0, min(112.0, max(10.0, 1.15 * top + 3.0)) if percent else max(1.0, 1.15 * top))
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    ax.set_title(wrap(title), fontsize=10)
    ax.legend(fontsize=8)
    ax.grid(axis="y", alpha=0.3)
    fig.tight_layout()
    return fig


def build_boxes(
    groups: Sequence[Any], panels: dict[str, dict[str, dict[Any, Sequence[float]]]], title: str, xlabel: str
) -> Any:
    """Distributions side by side, one axes per panel (e.g. one per unit: values in different units
    never share an axis): per group (x), one box per series (median, quartiles, whiskers at 1.5 IQR,
    outliers as points); an empty distribution leaves its slot empty. One legend below.
    """
    plt = _pyplot()
    fig, axes = plt.subplots(1, max(1, len(panels)), figsize=FIGSIZE, dpi=DPI, squeeze=False)
    handles: dict[str, Any] = {}
    colours: dict[str, int] = {}
    for ax, (ylabel, series) in zip(axes[0], panels.items(), strict=False):
        width = 0.8 / max(1, len(series))
        for i, (label, by_group) in enumerate(series.items()):
            c = colours.setdefault(label, len(colours))
            xs, data = [], []
            for g, group in enumerate(groups):
                values = list(by_group.get(group) or [])
                if values:
                    xs.append(g + (i - (len(series) - 1) / 2) * width)
                    data.append(values)
            if not data:
                continue
            boxes = ax.boxplot(
                data,
                positions=xs,
                widths=width * 0.85,
                patch_artist=True,
                manage_ticks=False,
                flierprops={"markersize": 2, "markeredgecolor": f"C{c}"},
                medianprops={"color": "black"},
            )
            for patch in boxes["boxes"]:
                patch.set_facecolor(f"C{c}")
                patch.set_alpha(0.7)
                patch.set_hatch(("", "//", "..", "xx")[c % 4])
            handles.setdefault(label, boxes["boxes"][0])
        ax.set_xticks(range(len(groups)), [str(g) for g in groups])
        ax.set_xlim(-0.6, len(groups) - 0.4)
        ax.set_xlabel(xlabel)
        ax.set_ylabel(ylabel)
        ax.grid(axis="y", alpha=0.3)
    fig.suptitle(wrap(title), fontsize=10)
    if handles:
        fig.legend(
            list(handles.values()),
            list(handles),
            loc="lower center",
            ncol=min(3, len(handles)),
            fontsize=7,
            frameon=False,
        )
        fig.tight_layout(rect=(0, 0.06 + 0.04 * ((len(handles) - 1) // 3), 1, 1))
    else:
        fig.tight_layout()
    return fig


def build_scatter(
    points: Sequence[tuple[str, float, float]], xlabel: str, ylabel: str, title: str, percent: bool = True
) -> Any:
    """Labelled points (label, x, y), one marker and colour per label, with a legend."""
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=FIGSIZE, dpi=DPI)
    for i, (label, x, y) in enumerate(points):
        s = style(i)
        ax.scatter([x], [y], marker=s["marker"], color=s["color"], s=60, label=label, zorder=3, clip_on=False)
        ax.annotate(label, (x, y), fontsize=7, textcoords="offset points", xytext=(4, 4))
    ax.set_xlim(*_around([p[1] for p in points], percent))
    ax.set_ylim(*_around([p[2] for p in points], percent))
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    ax.set_title(wrap(title), fontsize=10)
    ax.grid(alpha=0.3)
    if points:
        ax.legend(fontsize=7)
    fig.tight_layout()
    return fig


def _around(values: Sequence[float], percent: bool, min_span: float = 10.0) -> tuple[float, float]:
    """Limits around the data, at least ``min_span`` wide, inside 0-100 for percentages."""
    lo, hi = min(values, default=0.0), max(values, default=0.0)
    pad = max((hi - lo) * 0.15, (min_span - (hi - lo)) / 2, 0.0)
    lo, hi = lo - pad, hi + pad
    if percent:
        if lo < 0:
            lo, hi = 0.0, hi - lo
        if hi > 100:
            lo, hi = max(0.0, lo - (hi - 100)), 100.0
    return lo, hi


def scatter(path: Path, points: Sequence[tuple[str, float, float]], xlabel: str, ylabel: str, title: str) -> Path:
    """Save :func:`build_scatter` at ``path``."""
    return save(build_scatter(points, xlabel, ylabel, title), path)
