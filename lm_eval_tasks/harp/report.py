"""HARP section: Table 3 (accuracy), Table 4 (no answer), Figure 4 (output length by level),
Figure 5 (pass@k / maj@k by level), Figure 6 (consistency across MCQ scrambles) and, next to
Table 3, hardmath's own variation set (harp_var: original vs variation accuracy by level).

The numbers come from :mod:`.analysis` over the logged samples.
"""

from __future__ import annotations

import re
import statistics
from functools import partial
from typing import TYPE_CHECKING, Any

from hardmath.benchmarks import task_kind
from hardmath.declaration import GREEDY, MULTIPLE_CHOICE, SAMPLING, TEACHER_FORCED
from hardmath.lm_eval_tasks.harp import analysis, ci_report, variation_report
from hardmath.lm_eval_tasks.harp.constants import LEVELS, MCQ_LEVELS, SUBJECTS
from hardmath.lm_eval_tasks.harp.declaration import BENCHMARK
from hardmath.report import figures
from hardmath.report.figures import Figure, Panel
from hardmath.report.lengths import WHITESPACE, length_function, own_tokens_unit
from hardmath.report.section import Section
from hardmath.report.table import Table, pct

if TYPE_CHECKING:
    from collections.abc import Sequence

    from hardmath.report.runs import ModelRun

SCRAMBLE = re.compile(r"harp_mcq_shuffle_(\d+)$")


def _of_kind(run: ModelRun, kind: str) -> list[str]:
    """HARP's tasks of the run, with logged samples, that its declaration gives ``kind`` (a task of
    one's own that includes one of HARP's YAMLs is known by its logged metric_list).
    """
    return [
        t
        for t, task in sorted(run.tasks.items())
        if BENCHMARK.owns(t) and task_kind(t, task.config) == kind and run.samples(t)
    ]


def short_answer_tasks(run: ModelRun) -> list[str]:
    """HARP short-answer tasks (declared greedy) with logged, graded samples."""
    return [t for t in _of_kind(run, GREEDY) if "correct" in run.samples(t)[0]]


def sampling_tasks(run: ModelRun) -> list[str]:
    return _of_kind(run, SAMPLING)


def mcq_tasks(run: ModelRun) -> list[str]:
    """HARP multiple-choice tasks with logged, graded samples: formats first, then the scrambles."""
    found = [t for t in _of_kind(run, MULTIPLE_CHOICE) if run.samples(t)[0].get("correct") is not None]
    return sorted(found, key=lambda t: (bool(SCRAMBLE.match(t)), t))


def _accuracy_row(rows: Sequence[dict], levels: Sequence[int]) -> list:
    acc = analysis.accuracy_table(rows)
    return (
        [acc["n"], pct(acc["overall"])]
        + [pct(acc["by_level"].get(i)) for i in levels]
        + [pct(acc["by_subject"].get(s)) for s in SUBJECTS]
    )


NO_CHOICES_NOTE = (
    'The paper\'s "No choices given" row (MCQ problems asked without their choices) has no '
    "hardmath task, so it is not shown."
)


def table5(models: Sequence[ModelRun]) -> Table:
    """Table 5: multiple-choice accuracy per prompting format and scramble run."""
    t = Table(
        "harp_table5_mcq",
        "HARP Table 5: multiple-choice accuracy (%) by prompting format",
        ["model", "task", "n", "overall"] + [f"L{i}" for i in MCQ_LEVELS] + list(SUBJECTS),
    )
    for m in models:
        for task in mcq_tasks(m):
            t.rows.append([m.name, task] + _accuracy_row(m.samples(task), MCQ_LEVELS))
    if t.rows:
        t.notes += [
            "harp_mcq_text is the AoPS wiki's markup over the released (already shuffled) choice "
            "order, not the paper's original text.",
            NO_CHOICES_NOTE,
        ]
    return t


def table6(models: Sequence[ModelRun]) -> Table:
    """Tables 6-7: short answer and multiple choice on the problems in both splits (the paper: 3,797)."""
    t = Table(
        "harp_table6_short_vs_mcq",
        "HARP Tables 6-7: short answer vs multiple choice, accuracy (%) on the problems evaluated in both splits",
        ["model", "task", "n", "overall"] + [f"L{i}" for i in MCQ_LEVELS] + list(SUBJECTS),
    )
    for m in models:
        short = [task for task in short_answer_tasks(m) if task == "harp_default"]
        mcq = mcq_tasks(m)
        if not short or not mcq:
            continue
        runs = {task: m.samples(task) for task in short + mcq}
        common = analysis.common_problems(list(runs.values()))
        for task, rows in runs.items():
            kept = [r for r in rows if analysis.problem_id(r["doc"]) in common]
            if kept:
                t.rows.append([m.name, task] + _accuracy_row(kept, MCQ_LEVELS))
    if t.rows:
        t.notes.append(NO_CHOICES_NOTE)
    return t


def scramble_tasks(run: ModelRun) -> list[str]:
    found = [t for t in run.tasks if SCRAMBLE.match(t) and run.samples(t)]
    return sorted(found, key=lambda t: int(SCRAMBLE.match(t).group(1)))


def table3(models: Sequence[ModelRun]) -> Table:
    t = Table(
        "harp_table3_accuracy",
        "HARP Table 3: accuracy (%) overall, by level and by subject",
        ["model", "task", "n", "overall"] + [f"L{i}" for i in LEVELS] + list(SUBJECTS),
    )
    for m in models:
        for task in short_answer_tasks(m):
            acc = analysis.accuracy_table(m.samples(task))
            t.rows.append(
                [m.name, task, acc["n"], pct(acc["overall"])]
                + [pct(acc["by_level"].get(i)) for i in LEVELS]
                + [pct(acc["by_subject"].get(s)) for s in SUBJECTS]
            )
    return t


def table4(models: Sequence[ModelRun]) -> Table:
    """The paper's Table 4: generations that did not finish (hit the token limit), by level."""
    t = Table(
        "harp_table4_max_length",
        "HARP Table 4: generations that did not finish (hit the token limit, scored wrong), % by level",
        ["model", "task", "n", "overall"] + [f"L{i}" for i in LEVELS],
    )
    unknown = []
    for m in models:
        for task in short_answer_tasks(m):
            rows = m.samples(task)
            ml = analysis.max_length_table(rows)
            if not ml["known"]:
                unknown.append(f"{m.name} / {task}")
            t.rows.append([m.name, task, len(rows), pct(ml["overall"])] + [pct(ml["by_level"].get(i)) for i in LEVELS])
    if unknown:
        t.notes.append(
            "– : the backend could not tell whether a generation hit its limit (recorded for "
            f"--model hf, vllm and OpenAI-style APIs): {', '.join(unknown)}."
        )
    return t


def no_answer(models: Sequence[ModelRun]) -> Table:
    """Extraction failures, apart from Table 4: finished responses with no answer found."""
    t = Table(
        "harp_no_answer",
        "HARP: responses that finished with no extractable answer (%) by level",
        ["model", "task", "overall"] + [f"L{i}" for i in LEVELS],
    )
    for m in models:
        for task in short_answer_tasks(m):
            na = analysis.no_answer_table(m.samples(task))
            t.rows.append([m.name, task, pct(na["overall"])] + [pct(na["by_level"].get(i)) for i in LEVELS])
    return t


HUMAN = "human (solution_1)"
GENERATED = "generated tokens"  # counts a backend recorded, in a tokenizer the report cannot load


def output_length(
    models: Sequence[ModelRun], tokenizer: str | None
) -> tuple[Table, dict[str, dict[str, dict[int, list[int]]]]]:
    """Figure 4 (§4.1): output length by level, from the token counts the backend recorded at
    generation (reasoning tokens included, even those lm-eval's ``think_end_token`` stripped from the
    text); a run without counts is measured from its text, and the table says so. The human solutions
    are the reference, in the model rows' unit wherever the run's own tokenizer loads (its recorded
    counts are in that tokenizer's tokens: one unit, one panel, as the paper measures both). The
    table gives medians; the distributions (for the figure, unit -> series -> level) come second.
    """
    t = Table(
        "harp_figure4_output_length",
        "HARP Figure 4: output length by level (median; the figure "
        "shows the distributions), with the human solutions' length as reference",
        ["model", "task", "unit", "responses without a count"] + [f"L{i}" for i in LEVELS],
    )
    distributions: dict[str, dict[str, dict[int, list[int]]]] = {}
    human: dict[tuple[str, str], tuple[list, dict[int, list[int]]]] = {}
    for m in models:
        tasks = short_answer_tasks(m)
        if not tasks:
            continue
        length, unit = length_function(m, tokenizer)
        shared = own_tokens_unit(m, tokenizer)  # the backend's recorded counts are in this unit too
        for task in tasks:
            rows = m.samples(task)
            counts, missing, total = analysis.generated_tokens_by_level(rows)
            if counts:
                by_level, row_unit = counts, shared or GENERATED
                if missing:
                    t.notes.append(
                        f"{m.name}, {task}: {missing} of {total} responses have no recorded token "
                        f"count (left out of this row)."
                    )
            else:
                by_level, row_unit = analysis.texts_by_level(rows, length), unit
                t.notes.append(
                    f"{m.name}, {task}: no response has a recorded token count (a backend that "
                    f"does not report one, or a run logged before hardmath recorded them): measured "
                    f"from the logged text in {unit}, which cannot see tokens a backend stripped "
                    f"(e.g. a reasoning trace removed by think_end_token)."
                )
            distributions.setdefault(row_unit, {})[f"{m.name} ({task})"] = by_level
            t.rows.append([m.name, task, row_unit, missing] + [_median(by_level.get(i)) for i in LEVELS])
            if (task, unit) not in human:
                ref = analysis.solutions_by_level(rows, length)
                if ref:
                    human[(task, unit)] = ([HUMAN, task, unit, None] + [_median(ref.get(i)) for i in LEVELS], ref)
    for (task, unit), (row, ref) in human.items():
        t.rows.append(row)
        distributions.setdefault(unit, {})[f"{HUMAN} ({task})"] = ref
    if human:
        units = sorted({unit for _, unit in human})
        t.notes.append(
            f"'{HUMAN}': HARP's first human solution of the same problems, measured in "
            f"{' / '.join(units)}: with the run's own tokenizer where it loads locally, the "
            f"unit of the tokens its backend recorded, so humans and model share one unit "
            f"(the paper measures both with GPT-4o's tokenizer)."
        )
        apart = sorted({r[2] for r in t.rows if r[0] != HUMAN and r[2] not in units})
        if apart:
            t.notes.append(
                f"Rows in {' / '.join(apart)} have no human reference in their unit (the run's own "
                f"tokenizer does not load locally, or --tokenizer named another): they and the "
                f"human rows are in different units, not comparable as numbers."
            )
    if any(WHITESPACE in str(r[2]) for r in t.rows):
        t.notes.append(
            f"'{WHITESPACE}' = whitespace-separated pieces of the text, a tokenizer-free proxy used "
            f"when the run's tokenizer cannot be loaded locally (or with --tokenizer none)."
        )
    return t, distributions


def _median(values: Sequence[float] | None) -> float | None:
    return statistics.median(values) if values else None


def sampling(models: Sequence[ModelRun]) -> tuple[Table, list[tuple[str, str, dict]]]:
    """pass@k / maj@k (%) overall and per level; also the curves for plotting."""
    ks: set[int] = set()
    found = []
    for m in models:
        for task in sampling_tasks(m):
            rows = m.samples(task)
            curves = {"all": analysis.sampling_curves(rows), **analysis.sampling_curves(rows, by="level")}
            found.append((m.name, task, curves))
            for c in curves.values():
                ks.update(c["pass"])
    ks_sorted = sorted(ks)
    t = Table(
        "harp_figure5_sampling",
        "HARP Figure 5 / Table 8: pass@k and maj@k (%) by level",
        ["model", "task", "level", "curve"] + [f"k={k}" for k in ks_sorted],
    )
    for name, task, curves in found:
        for level, c in curves.items():
            for curve in ("pass", "maj"):
                t.rows.append([name, task, level, f"{curve}@k"] + [pct(c[curve].get(k)) for k in ks_sorted])
    return t, found


def maj_intervals(models: Sequence[ModelRun]) -> tuple[Table, dict[tuple[str, str], dict]]:
    """Figure 5's error bars: maj@k (%) with its 95% interval over the 5 re-orderings, by level."""
    t = Table(
        "harp_figure5_maj_ci",
        "HARP Figure 5: maj@k (%) with 95% intervals over 5 re-orderings of the samples, by level",
        ["model", "task", "level", "k", "maj@k", "95% low", "95% high"],
    )
    found = {}
    for m in models:
        for task in sampling_tasks(m):
            rows = m.samples(task)
            if not all(analysis.sample_records(r) for r in rows):
                t.notes.append(f"{m.name} / {task}: no logged grade records, so no intervals.")
                continue
            unlogged = sum(not analysis.row_votes(r)[2] for r in rows)
            if unlogged:
                t.notes.append(
                    f"{m.name} / {task}: {unlogged} of {len(rows)} problems were graded before "
                    f"hardmath logged answer classes; their votes group identical answers only "
                    f"and their logged maj@k may count truncated responses (hardmath rescore "
                    f"the run to regroup them by equivalence)."
                )
            ci = {"all": analysis.maj_at_k_intervals(rows), **analysis.maj_at_k_intervals(rows, by="level")}
            found[(m.name, task)] = ci
            for level, per_k in ci.items():
                for k, (mean, low, high) in per_k.items():
                    t.rows.append([m.name, task, level, k, pct(mean), pct(low), pct(high)])
    return t, found


def consistency(models: Sequence[ModelRun]) -> tuple[Table, dict[str, dict]]:
    """Figure 6, overall and by level (the paper's figure is by level), with the short-answer
    accuracy on the same problems as the reference (the paper's dotted lines).
    """
    t = Table(
        "harp_figure6_mcq_consistency",
        "HARP Figure 6: MCQ problems (%) correct in all of x scrambles / in at least x, by level, "
        "with short-answer accuracy on the same problems",
        ["model", "scrambles", "level", "problems", "x", "correct in all x", "correct in at least x", "short answer"],
    )
    found = {}
    for m in models:
        tasks = scramble_tasks(m)
        if len(tasks) < 2:
            continue
        runs = [m.samples(task) for task in tasks]
        by_level = {"all": analysis.scramble_consistency(runs), **analysis.scramble_consistency(runs, by="level")}
        short_task, reference, why = short_answer_reference(m, runs)
        found[m.name] = {"levels": by_level, "short_answer": reference, "short_answer_task": short_task, "tasks": tasks}
        if reference is None:
            t.notes.append(f"{m.name}: {why}, so no short-answer reference.")
        else:
            t.notes.append(f"{m.name}: short answer = {short_task} on the same {by_level['all']['n']} problems.")
        for level, c in by_level.items():
            ref = None if reference is None else reference.get(level)
            for x in sorted(c["all"]):
                t.rows.append([m.name, len(tasks), level, c["n"], x, pct(c["all"][x]), pct(c["at_least"][x]), pct(ref)])
    return t, found


def short_answer_reference(
    m: ModelRun, runs: Sequence[Sequence[dict]]
) -> tuple[str | None, dict[Any, float] | None, str | None]:
    """``(task, reference, why_none)``: the short-answer accuracy ("all" and per level) of ``m``'s
    first short-answer task (by name) that logged EVERY problem the scramble runs share, on exactly
    those problems; ``(None, None, why)`` when no short-answer task covers them all (a tier such
    as ``harp_ci`` sharing a few of them is no reference for all of them).
    """
    common = analysis.common_problems(runs)
    partly = []
    for task in short_answer_tasks(m):
        rows = m.samples(task) or []
        kept = [r for r in rows if analysis.problem_id(r["doc"]) in common]
        if kept and len({analysis.problem_id(r["doc"]) for r in kept}) == len(common):
            acc = analysis.accuracy_table(kept)
            return task, {"all": acc["overall"], **acc["by_level"]}, None
        if kept:
            partly.append(f"{task} logged {len({analysis.problem_id(r['doc']) for r in kept})}")
    why = f"no short-answer run (harp_default with --log_samples) logged all {len(common)} problems of the scrambles"
    return None, None, why + (f" ({', '.join(partly)} of them)" if partly else "")


def sampling_figure(model: str, task: str, curves: dict[str, Any], intervals: dict[Any, dict] | None = None) -> Any:
    """Figure 5: pass@k and maj@k (%) against k, one line per level (and all levels); maj@k
    with its 95% interval over the 5 re-orderings when ``intervals`` has it.
    """
    panels = []
    for curve in ("pass", "maj"):
        title = "maj@k (95% CI, 5 re-orderings)" if curve == "maj" and intervals else f"{curve}@k"
        p = Panel(title, "k (samples per problem)", f"{curve}@k (%)", log2_x=True, percent=True)
        for level, c in curves.items():
            ks = sorted(c[curve])
            label = f"level {level}" if level != "all" else "all levels"
            p.series[label] = (ks, [pct(c[curve][k]) for k in ks])
            ci = (intervals or {}).get(level) if curve == "maj" else None
            if ci:
                p.errors[label] = (
                    [pct(ci[k][1]) if k in ci else None for k in ks],
                    [pct(ci[k][2]) if k in ci else None for k in ks],
                )
        panels.append(p)
    return figures.build_lines(panels, f"HARP Figure 5: pass@k and maj@k by level\n{model}, {task}", legend_below=True)


def lengths_figure(distributions: dict[str, dict[str, dict[int, list[int]]]]) -> Any:
    """Figure 4 as the paper draws it: the distribution of output lengths per level, one box per
    model and task, the human solutions last; one panel per unit (recorded tokens, text measures).
    """
    return figures.build_boxes(
        list(LEVELS), distributions, "HARP Figure 4: output length by difficulty level", "difficulty level"
    )


def consistency_figure(model: str, found: dict[str, Any]) -> Any:
    """Figure 6 as the paper draws it, for one model: accuracy (%) against difficulty level, one
    line per number of scrambles x, in two panels (correct in all x / in at least x of them), with
    the short-answer accuracy on the same problems dotted; the legend sits below the panels.
    """
    by_level = {k: v for k, v in found["levels"].items() if k != "all"}
    levels = sorted(by_level)
    xs = sorted({x for c in by_level.values() for x in c["all"]})
    panels = [
        Panel("correct in all of x scrambles", "difficulty level", "problems (%)", percent=True, integer_x=True),
        Panel("correct in at least x scrambles", "difficulty level", "problems (%)", percent=True, integer_x=True),
    ]
    for panel, key in zip(panels, ("all", "at_least"), strict=True):
        for x in xs:
            panel.series[f"x = {x}"] = (levels, [pct(by_level[lv][key].get(x)) for lv in levels])
        if found.get("short_answer"):
            label = f"short answer ({found['short_answer_task']})" if found.get("short_answer_task") else "short answer"
            panel.references[label] = (levels, [pct(found["short_answer"].get(lv)) for lv in levels])
    return figures.build_lines(
        panels,
        f"HARP Figure 6: consistency across {len(found['tasks'])} multiple-choice scrambles\n{model}",
        legend_below=True,
    )


def _why_no_table(task: str, config: dict[str, Any] | None = None) -> str:
    if SCRAMBLE.match(task):
        return "Figure 6 (consistency across scrambles) needs at least 2 of harp_mcq_shuffle_1..5"
    kind = task_kind(task, config)
    if kind == MULTIPLE_CHOICE:
        return "multiple-choice accuracy: the paper has no per-format table; Figure 6 uses the harp_mcq_shuffle group"
    if kind == TEACHER_FORCED:
        return (
            "teacher-forced metrics: Figure 4 pairs TFA with boxed accuracy only for "
            "harp_default_tfa / putnam_axiom_tfa"
        )
    return "no HARP table reads this task"


def section(models: Sequence[ModelRun], tokenizer: str | None = None) -> Section:
    """Everything HARP that the runs contain (empty when no HARP task was run)."""
    s = Section("HARP")
    for m in models:
        s.tasks.update(short_answer_tasks(m), sampling_tasks(m))
        if len(scramble_tasks(m)) >= 2:
            s.tasks.update(scramble_tasks(m))
    t3, t4 = table3(models), table4(models)
    if t3.rows:
        lengths, distributions = output_length(models, tokenizer)
        s.tables += [t3, t4, no_answer(models), lengths]
        s.figures.append(Figure(lengths.name, lengths.title, partial(lengths_figure, distributions)))
    tier = ci_report.table(models)  # harp_ci: the estimate of the full score, labelled
    if tier.rows:
        s.tables.append(tier)
        s.tasks.add(ci_report.TASK)
    var_table, by_model = variation_report.table(models)  # next to Table 3: originals vs our variations
    if var_table.rows:
        s.tables.append(var_table)
        s.tasks.add(variation_report.TASK)
        for name, summaries in by_model.items():
            s.figures.append(
                Figure(
                    f"harp_variations_{_slug(name)}",
                    f"HARP variations ({name}): original vs variation accuracy by level",
                    partial(variation_report.build_figure, name, summaries),
                )
            )
    for table in (table5(models), table6(models)):
        if table.rows:
            s.tables.append(table)
            s.tasks.update(table.column("task"))
    s.skipped = {
        t: _why_no_table(t, run.config)
        for m in models
        for t, run in m.tasks.items()
        if BENCHMARK.owns(t) and t not in s.tasks
    }
    samp, curves = sampling(models)
    if samp.rows:
        ci_table, intervals = maj_intervals(models)
        samp.notes += ci_table.notes
        s.tables += [samp, ci_table] if ci_table.rows else [samp]
        for name, task, c in curves:
            s.figures.append(
                Figure(
                    f"harp_figure5_{_slug(name)}_{task}",
                    f"pass@k / maj@k: {name}, {task}",
                    partial(sampling_figure, name, task, c, intervals=intervals.get((name, task))),
                )
            )
    cons, found = consistency(models)
    if cons.rows:
        s.tables.append(cons)
        for name, per_model in found.items():
            stem = cons.name if len(found) == 1 else f"{cons.name}_{_slug(name)}"
            s.figures.append(Figure(stem, f"HARP Figure 6: {name}", partial(consistency_figure, name, per_model)))
    return s


def _slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9]+", "_", text).strip("_")
