"""``build_report``: every table and figure the given lm-eval runs support, as Markdown, CSV
and PNG (PNG only with matplotlib, the optional ``plot`` extra).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from hardmath.benchmarks import all_benchmarks
from hardmath.report import backend_errors, figures
from hardmath.report.atomic import staged_dir
from hardmath.report.html_page import HtmlSection, write_report_html
from hardmath.report.runs import ModelRun, load_runs
from hardmath.report.section import Section
from hardmath.report.table import Table

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

MARKER = ".hardmath-report"  # in every report folder: a later report may replace it
NO_PLOT_NOTE = (
    "PNG figures skipped: matplotlib is not installed (pip install 'hardmath[plot]'); their numbers are in the tables."
)


@dataclass
class ReportSummary:
    """What :func:`build_report` wrote: ``markdown`` (report.md), tables by name (with their
    CSV files), PNG figures, and notes (e.g. skipped figures).
    """

    out_dir: Path
    markdown: Path
    models: list[str]
    tables: dict[str, Table] = field(default_factory=dict)
    csv: list[Path] = field(default_factory=list)
    figures: list[Path] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    html: Path | None = None  # report.html: the same tables and figures, and every graded response


def sections(models: Sequence[ModelRun], tokenizer: str | None = None) -> list[Section]:
    """The report sections for ``models`` (empty ones too: they say which tasks they skipped)."""
    return [s for s in (b.section(models, tokenizer) for b in all_benchmarks()) if s is not None]


def headline_metrics() -> tuple[str, ...]:
    """Every benchmark's declared headline metrics, in report order, each once."""
    return tuple(dict.fromkeys(m for b in all_benchmarks() for m in b.declaration.headline))


def other_tasks(models: Sequence[ModelRun], found: Sequence[Section]) -> Table:
    """One row per (model, task) that no section shows, with its headline metric and why."""
    shown = set().union(*(s.tasks for s in found))
    headline = headline_metrics()
    reasons = {t: why for s in found for t, why in s.skipped.items()}
    t = Table(
        "other_tasks",
        "Tasks without a table in this report (lm-eval's aggregate shown)",
        ["model", "task", "metric", "value", "why no table"],
    )
    for m in models:
        for task, run in sorted(m.tasks.items()):
            if task in shown:
                continue
            metric = next((k for k in headline if run.metric(k) is not None), None)
            why = (
                "no logged samples (run lm_eval with --log_samples)"
                if run.samples_path is None
                else reasons.get(task, "not a task of a hardmath benchmark")
            )
            t.rows.append([m.name, task, metric, run.metric(metric) if metric else None, why])
    return t


def _runs_table(models: Sequence[ModelRun]) -> Table:
    """One row per model. A hub id (``org/model``) is shown as logged; a local path (a model inside
    site-packages, a checkpoint folder) only in runs.csv, the page showing the model's name.
    """
    local = any(Path(m.model_name).expanduser().is_absolute() for m in models)
    t = Table("runs", "Runs", ["model", "model_name", "tasks", "sources"], csv_only=("model_name",) if local else ())
    for m in models:
        t.rows.append([m.name, m.model_name, ", ".join(sorted(m.tasks)), ", ".join(str(s) for s in m.sources)])
    return t


def build_report(
    run_dirs: Iterable[str | Path], out_dir: str | Path, *, tokenizer: str | None = None, plots: bool = True
) -> ReportSummary:
    """Read lm-eval output directories (several models: several directories or model folders)
    and write ``out_dir/report.md``, one CSV per table and one PNG per figure.

    ``tokenizer``: for response lengths — None uses each run's own tokenizer when it loads
    locally, ``"none"`` the whitespace proxy. ``plots=False`` skips PNGs. ``out_dir`` is
    written whole or not at all (built beside it, then swapped in); an existing ``out_dir``
    is replaced only if it is empty or an earlier report.
    """
    models = _read(list(run_dirs))
    final = Path(out_dir).resolve()
    with staged_dir(final, MARKER, also_ours=("report.md",)) as out:
        summary = _write_report(models, out, tokenizer, plots)
    return _moved(summary, out, final)


def _read(run_dirs: Sequence[str | Path]) -> list[ModelRun]:
    """:func:`load_runs`, with a progress bar (on a terminal) over the samples files' bytes."""
    from hardmath.progress import bar

    total = sum(
        p.stat().st_size
        for d in run_dirs
        if Path(d).is_dir()
        for p in Path(d).rglob("samples_*.jsonl")
        if p.is_file() and not any(part.startswith(".") for part in p.relative_to(d).parent.parts)
    )
    with bar(total, "reading runs", unit="B", unit_scale=True) as progress:
        return load_runs(run_dirs, tick=progress.update)


def _moved(summary: ReportSummary, stage: Path, final: Path) -> ReportSummary:
    """``summary`` with its paths in the folder that was swapped into place."""

    def at(p: Path) -> Path:
        return final / p.relative_to(stage)

    summary.out_dir, summary.markdown = final, at(summary.markdown)
    summary.csv = [at(p) for p in summary.csv]
    summary.figures = [at(p) for p in summary.figures]
    summary.html = at(summary.html) if summary.html else None
    return summary


def _write_report(models: Sequence[ModelRun], out: Path, tokenizer: str | None, plots: bool) -> ReportSummary:
    """Write every table and figure into ``out`` (the staging folder)."""
    summary = ReportSummary(out, out / "report.md", [m.name for m in models])
    can_plot = plots and figures.plotting_available()
    if plots and not can_plot:
        summary.notes.append(NO_PLOT_NOTE)
    md = ["# hardmath report", ""]
    runs = _runs_table(models)
    summary.tables[runs.name] = runs
    summary.csv.append(runs.write_csv(out))
    md += [f"## {runs.title}", "", runs.to_markdown(), "", f"CSV: [{runs.name}.csv]({runs.name}.csv)", ""]
    page = [HtmlSection(runs.title, [runs])]
    summary.notes += [f"{m.name}: {n}" for m in models for n in m.notes]
    unlogged = sorted({t for m in models for t, r in m.tasks.items() if r.samples_path is None})
    if unlogged:
        summary.notes.append(
            f"No logged samples for {', '.join(unlogged)} (run lm_eval with --log_samples): "
            f"tables that need per-sample rows leave them out."
        )
    all_sections = sections(models, tokenizer)
    found = [s for s in all_sections if s]
    if not found:
        summary.notes.append("No benchmark task with logged samples found (run lm_eval with --log_samples).")
    others = other_tasks(models, all_sections)
    if others.rows:
        found.append(Section("Other tasks", tables=[others], tasks={row[1] for row in others.rows}))
    errors = backend_errors.table(models)
    if errors is not None:  # and beside the scores: each section showing an affected task warns
        summary.notes += backend_errors.warnings(models)
        for s in found:
            s.notes += backend_errors.warnings(models, s.tasks)
        found.insert(0, Section("Backend errors", tables=[errors]))
    for s in found:
        md += [f"## {s.title}", ""]
        page.append(HtmlSection(s.title, list(s.tables), notes=list(s.notes)))
        for t in s.tables:
            summary.tables[t.name] = t
            summary.csv.append(t.write_csv(out))
            md += [f"### {t.title}", "", t.to_markdown(), ""]
            md += [f"_{n}_" for n in t.notes] + ([""] if t.notes else [])
            md += [f"CSV: [{t.name}.csv]({t.name}.csv)", ""]
        for f in s.figures:
            if can_plot:
                path = f.draw(out / f"{f.name}.png")
                summary.figures.append(path)
                page[-1].figures.append((f.title, path))
                md += [f"![{f.title}]({path.name})", ""]
        md += [f"_{n}_" for n in s.notes]
    if summary.notes:
        md += ["## Notes", ""] + [f"- {n}" for n in summary.notes] + [""]
    summary.markdown.write_text("\n".join(md).rstrip("\n") + "\n", encoding="utf-8")
    summary.html = _write_html(models, out, page, summary.notes)
    return summary


def _write_html(models: Sequence[ModelRun], out: Path, page: Sequence[HtmlSection], notes: Sequence[str]) -> Path:
    """report.html, with a progress bar (on a terminal) over the logged rows it reads."""
    from hardmath.progress import bar

    rows = sum(len(t.samples) for m in models for t in m.tasks.values())
    with bar(rows, "report.html", unit="row") as progress:
        return write_report_html(out, models, page, notes, tick=progress.update)
