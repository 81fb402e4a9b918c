"""Putnam-AXIOM section: originals accuracy (with / without binary-answer problems), Table 2 /
Figure 3 (originals vs variations with 95% intervals per model: the table over all questions as
the paper's Table 2, complex-only columns and figure as the paper's Figure 3) and Figure 4 (teacher-forced accuracy vs
boxed accuracy across models, with their Pearson correlation).

The numbers come from :mod:`.analysis` and :func:`hardmath.stats.pearson`.
"""

from __future__ import annotations

import math
from functools import partial
from typing import TYPE_CHECKING, Any

from hardmath.benchmarks import all_benchmarks, owner_of, task_kind
from hardmath.declaration import TEACHER_FORCED
from hardmath.lm_eval_tasks import paired
from hardmath.lm_eval_tasks.paired import FLAG_LEVEL
from hardmath.lm_eval_tasks.putnam_axiom import analysis
from hardmath.lm_eval_tasks.putnam_axiom.declaration import BENCHMARK
from hardmath.report import figures
from hardmath.report.figures import Figure
from hardmath.report.section import Section
from hardmath.report.table import Table, pct
from hardmath.stats import pearson

if TYPE_CHECKING:
    from collections.abc import Sequence

    from hardmath.report.runs import ModelRun

PAIRED_TASKS = ("putnam_axiom_var", "putnam_axiom_var_published")
TEMPLATE_FAMILY = "putnam"  # putnam_axiom_var's templates (hardmath.variations.templates)
ALL_ROW = "all questions"
COMPLEX_COLUMNS = [
    "original (complex)",
    "variation (complex)",
    "95% CI low (complex)",
    "95% CI high (complex)",
    "drop (complex)",
    "problems (complex)",
    "intervals disjoint (complex)",
    "exact paired test p (complex)",
    f"original better (p <= {FLAG_LEVEL}) (complex)",
]


def tfa_pairs() -> tuple[tuple[str, str], ...]:
    """(teacher-forced task, accuracy task): Figure 4 pairs, as the benchmarks declare them."""
    return tuple(pair for b in all_benchmarks() for pair in b.declaration.teacher_forced)


MIN_MODELS_FOR_R = 3


def originals(models: Sequence[ModelRun]) -> Table:
    t = Table(
        "putnam_originals",
        "Putnam-AXIOM originals: boxed accuracy (%), with and without the binary-answer problems",
        ["model", "problems", "binary", "accuracy", "accuracy without binary"],
    )
    for m in models:
        rows = m.samples("putnam_axiom_orig")
        if rows:
            a = analysis.original_accuracy(rows)
            t.rows.append([m.name, a["n"], a["binary"], pct(a["accuracy"]), pct(a["accuracy_complex"])])
    return t


def problem_set(task: str) -> str:
    """What the paired task's problems are, for the table title (ours are not the paper's 100)."""
    if task == "putnam_axiom_var":
        from hardmath.lm_eval_tasks.putnam_axiom.docs import task_templates
        from hardmath.variations import templates

        return (
            f"hardmath's own {len(templates('putnam'))}-template variation set ({len(task_templates())} "
            f"scored, the others repeat a few-shot exemplar), not the paper's 100 problems"
        )
    return "the hub's 100 published originals with their 500 published variations"


def table2(models: Sequence[ModelRun], task: str) -> tuple[Table, list[dict]]:
    """Table 2 over every question (as the paper's Table 2, which counts all 100), with the
    complex-only numbers (binary-answer problems left out, as the paper's Figure 3) as extra
    columns; the paper's significance test (non-overlapping 95% intervals) for both. For
    ``putnam_axiom_var``, a second row per model (``subset`` :data:`~hardmath.lm_eval_tasks.paired.TYPICAL_ONLY`)
    leaves out the templates whose original is declared atypical, when the run holds any.
    """
    found = {m.name: m.samples(task) for m in models if m.samples(task)}
    # the problem set is named only when the task was run (naming ours builds the templates)
    t = Table(
        f"putnam_table2_{task}",
        f"Putnam-AXIOM Table 2 ({task}: {problem_set(task) if found else ''}): "
        "original vs mean variation accuracy (%) over all questions, as in the paper's Table 2, with 95% "
        "intervals; '(complex)': binary-answer problems left out, as in the paper's Figure 3; "
        f"'{paired.TYPICAL_ONLY}': the templates whose original is atypical left out",
        [
            "model",
            "subset",
            "original",
            "original 95% low",
            "original 95% high",
            "variation",
            "95% CI low",
            "95% CI high",
            "drop",
            "drop 95% low",
            "drop 95% high",
            "problems",
            "snapshots",
            "intervals disjoint",
            "exact paired test p",
            f"original better (p <= {FLAG_LEVEL})",
            *COMPLEX_COLUMNS,
        ],
    )
    if not found:
        return t, []
    everything = analysis.table2(found)
    # our own templates only: the published problems of the hub's set declare no typicality
    typical = {
        model: mine
        for model, rows in found.items()
        if task == "putnam_axiom_var" and 0 < len(mine := paired.typical_originals(rows, TEMPLATE_FAMILY)) < len(rows)
    }
    typical_rows = {r["model"]: r for r in analysis.table2(typical)}
    try:
        complex_rows = {r["model"]: r for r in analysis.table2(found, complex_only=True)}
        typical_complex = {r["model"]: r for r in analysis.table2(typical, complex_only=True)}
    except analysis.NoBinaryFlag as err:
        t.notes.append(f"Complex-only columns '–': {err}.")
        complex_rows, typical_complex = {}, {}
    for a in everything:
        t.rows.append(_table2_row(ALL_ROW, a, complex_rows.get(a["model"], {})))
        if a["model"] in typical_rows:
            t.rows.append(
                _table2_row(paired.TYPICAL_ONLY, typical_rows[a["model"]], typical_complex.get(a["model"], {}))
            )
    same = [
        a["model"] for a in everything if a["groups"] and complex_rows.get(a["model"], {}).get("groups") == a["groups"]
    ]
    if same:
        t.notes.append(
            f"No binary-answer problem among the scored ones of {', '.join(same)}: the complex-only "
            f"columns equal the all-question ones there."
        )
    if any(r["groups"] == 0 for r in [*everything, *complex_rows.values()]):
        t.notes.append(
            "'–': no problem had its original and every snapshot logged (a --limit that "
            "cuts groups short), so no paired accuracy."
        )
    if any(r["groups"] and r["ci_low"] is None for r in everything):
        t.notes.append(
            "No interval with a single snapshot: the interval measures how accuracy varies "
            "across snapshots, which one snapshot cannot show (run with snapshots >= 2)."
        )
    t.notes.append(
        "Variation 95% interval: Student-t over the snapshots' empirical logits, mapped back to %, "
        "widened to at least the Wilson interval of all graded variations, so it stays within 0-100% "
        "and never has zero width (hardmath.stats.variation_interval95). Original 95% interval: "
        "Wilson score interval over the problems (the original is evaluated once). Drop 95% interval: "
        "Newcombe's hybrid score interval on the same problems (hardmath.stats.difference_interval95)."
    )
    t.notes.append(
        "'intervals disjoint' is the paper's test (a drop is significant when the two 95% intervals do "
        "not overlap). 'exact paired test p': one-sided exact permutation test over problems, each "
        "its own control (hardmath.stats.original_advantage_pvalue). Over simulated models with no "
        "memorization both fire in at most 5% of runs; their power differs "
        "(bench/bench_variation_calibration.py, docs/variations.md)."
    )
    if typical_rows:
        t.notes.append(paired.typical_row_note(paired.TYPICAL_ONLY))
    if task == "putnam_axiom_var":
        used = [r for rows in found.values() for r in rows]
        notes = (paired.atypical_note(used, TEMPLATE_FAMILY), paired.guessable_note(used, TEMPLATE_FAMILY))
        t.notes += [n for n in notes if n]
    plotted = [r for r in (complex_rows.values() if complex_rows else []) if r["variation"] is not None]
    return t, plotted


def _table2_row(subset: str, a: dict, c: dict) -> list:
    """One Table 2 row: ``a`` over all questions, ``c`` complex-only (empty: not computed)."""
    return [
        a["model"],
        subset,
        *_interval_columns(a),
        a["snapshots"],
        a["disjoint"],
        a["p_value"],
        a["paired"],
        *(_interval_columns(c)[i] for i in (0, 3, 4, 5, 6, 9)),
        c.get("disjoint"),
        c.get("p_value"),
        c.get("paired"),
    ]


def _interval_columns(r: dict) -> list:
    """original, its interval, variation, its interval, drop, its interval, problems (None where absent)."""
    if not r:
        return [None] * 10
    return [
        pct(r["original"]),
        pct(r["original_low"]),
        pct(r["original_high"]),
        pct(r["variation"]),
        pct(r["ci_low"]),
        pct(r["ci_high"]),
        pct(r["drop"]),
        pct(r["drop_low"]),
        pct(r["drop_high"]),
        r["groups"],
    ]


def tfa_scatter(models: Sequence[ModelRun]) -> tuple[Table, dict[str, list[tuple[str, float, float]]]]:
    t = Table(
        "putnam_figure4_tfa_vs_accuracy",
        "Figure 4: teacher-forced accuracy vs boxed accuracy (%) per model",
        ["model", "TFA task", "TFA", "accuracy task", "accuracy"],
    )
    points: dict[str, list[tuple[str, float, float]]] = {}
    for tfa_task, acc_task in tfa_pairs():
        for m in models:
            tfa = m.tasks[tfa_task].metric("tfa") if tfa_task in m.tasks else None
            acc = m.tasks[acc_task].metric("correct") if acc_task in m.tasks else None
            if tfa is None or acc is None:
                continue
            t.rows.append([m.name, tfa_task, pct(tfa), acc_task, pct(acc)])
            points.setdefault(tfa_task, []).append((m.name, pct(tfa), pct(acc)))
    for tfa_task, pts in points.items():
        if len(pts) >= MIN_MODELS_FOR_R:
            r = pearson([p[1] for p in pts], [p[2] for p in pts])
            t.notes.append(f"{tfa_task}: Pearson r = {r:.3f} over {len(pts)} models.")
        else:
            t.notes.append(f"{tfa_task}: {len(pts)} model(s); the correlation needs at least {MIN_MODELS_FOR_R}.")
    return t, points


PROXIES = (("tfa", 1), ("tfce", -1), ("perplexity", -1), ("bpc", -1))  # (metric, sign: errors negated)


def proxy_metrics(models: Sequence[ModelRun]) -> Table:
    """The paper's proxy-metric comparison (§4.3, Tables 3-5) on what lm-eval outputs carry: each
    teacher-forced metric against boxed accuracy across models, as a correlation magnitude with
    the error metrics negated (higher is better), as the paper reports them.
    """
    t = Table(
        "putnam_proxy_metrics",
        "Putnam-AXIOM §4.3: proxy metrics vs boxed accuracy per model "
        "(TFA, TFCE, perplexity, BPC; ROSCOE is not computed)",
        ["model", "TF task", "accuracy task", "accuracy"] + [m for m, _ in PROXIES],
    )
    for tf_task, acc_task in tfa_pairs():
        for m in models:
            acc = m.tasks[acc_task].metric("correct") if acc_task in m.tasks else None
            values = [m.tasks[tf_task].metric(name) if tf_task in m.tasks else None for name, _ in PROXIES]
            if acc is not None and values[0] is not None:
                t.rows.append([m.name, tf_task, acc_task, pct(acc)] + values)
        rows = [r for r in t.rows if r[1] == tf_task]
        if len(rows) >= MIN_MODELS_FOR_R:
            rs = [sign * pearson([r[4 + i] for r in rows], [r[3] for r in rows]) for i, (_, sign) in enumerate(PROXIES)]
            t.notes.append(
                f"{tf_task}: correlation with accuracy over {len(rows)} models (error metrics "
                "negated): " + ", ".join(f"{name} {r:+.3f}" for (name, _), r in zip(PROXIES, rs, strict=True))
            )
        elif rows:
            t.notes.append(f"{tf_task}: {len(rows)} model(s); correlations need at least {MIN_MODELS_FOR_R}.")
    if t.rows:
        t.notes.append(
            "The paper also compares ROSCOE's 18 metrics (sentence-embedding and NLI models on "
            "generated reasoning); lm-eval outputs do not carry them, so they are not shown."
        )
    return t


def correlations(table: Table) -> dict[str, float]:
    """Pearson r per TFA task of a :func:`tfa_scatter` table (NaN below 3 models)."""
    out = {}
    for task in dict.fromkeys(table.column("TFA task")):
        rows = [r for r in table.rows if r[1] == task]
        out[task] = pearson([r[2] for r in rows], [r[4] for r in rows]) if len(rows) >= MIN_MODELS_FOR_R else math.nan
    return out


def scatter_title(task: str) -> str:
    """The scatter's title: Putnam-AXIOM's Figure 4 for its own TFA task; for another benchmark's
    (e.g. ``harp_default_tfa``) the same analysis, named by that benchmark, not as the paper's figure.
    """
    if BENCHMARK.owns(task):
        return f"Putnam-AXIOM Figure 4: TFA vs accuracy ({task})"
    accuracy = dict(tfa_pairs()).get(task)
    owner = owner_of(accuracy) if accuracy else None
    bench = owner.declaration.title if owner else task
    return f"{bench}: TFA vs accuracy ({task}; Putnam-AXIOM's Figure 4 analysis)"


def scatter_figure(task: str, pts: list[tuple[str, float, float]]) -> Any:
    """Figure 4: boxed accuracy against teacher-forced accuracy, one point per model."""
    r = pearson([p[1] for p in pts], [p[2] for p in pts]) if len(pts) >= MIN_MODELS_FOR_R else math.nan
    title = scatter_title(task) + ("" if math.isnan(r) else f", Pearson r = {r:.2f}")
    return figures.build_scatter(pts, "teacher-forced accuracy (%)", "boxed accuracy (%)", title)


def section(models: Sequence[ModelRun], tokenizer: str | None = None) -> Section:
    """Everything Putnam-AXIOM that the runs contain (empty when none of its tasks was run)."""
    s = Section("Putnam-AXIOM")
    orig = originals(models)
    if orig.rows:
        s.tables.append(orig)
        s.tasks.add("putnam_axiom_orig")
    for task in PAIRED_TASKS:
        t, plotted = table2(models, task)
        if t.rows:
            s.tables.append(t)
            s.tasks.add(task)
        if plotted:
            s.figures.append(
                Figure(
                    f"putnam_figure3_{task}",
                    f"Figure 3 ({task}): original vs variation, complex questions only",
                    partial(analysis.build_figure3, plotted, task),
                )
            )
    scatter, points = tfa_scatter(models)
    if scatter.rows:
        proxies = proxy_metrics(models)
        s.tables += [scatter, proxies] if proxies.rows else [scatter]
        s.tasks.update(scatter.column("TFA task"), scatter.column("accuracy task"))
        for task, pts in points.items():
            s.figures.append(Figure(f"putnam_figure4_{task}", scatter_title(task), partial(scatter_figure, task, pts)))
    s.skipped = {
        t: (
            "Figure 4 needs the model's TFA and its boxed accuracy (putnam_axiom_orig)"
            if task_kind(t, run.config) == TEACHER_FORCED
            else "no Putnam-AXIOM table reads this task"
        )
        for m in models
        for t, run in m.tasks.items()
        if BENCHMARK.owns(t) and t not in s.tasks
    }
    return s
