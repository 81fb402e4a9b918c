"""MATH-Perturb section: Table 1 (original / simple / hard x all / train / test), Table 4
(Case I-IV), Table 5 (``n_same`` and normalized edit distances), Tables 6-7 (ICL accuracy and effects).

The numbers come from :mod:`.analysis` over the logged samples of the
``math_p_*`` tasks (already percentages).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from hardmath.lm_eval_tasks.math_perturb import analysis
from hardmath.lm_eval_tasks.math_perturb.constants import KINDS
from hardmath.lm_eval_tasks.math_perturb.declaration import BENCHMARK
from hardmath.report.section import Section
from hardmath.report.table import Table, percent

if TYPE_CHECKING:
    from collections.abc import Sequence

    from hardmath.report.runs import ModelRun

TASKS = ("original", *KINDS)
ICL_DEMOS = ("original", "random")


def table1(models: Sequence[ModelRun]) -> Table:
    cols = [f"{task} {part}" for task in TASKS for part in ("all", "train", "test")]
    t = Table(
        "math_p_table1_accuracy",
        "MATH-Perturb Table 1: accuracy (%) on the originals, "
        "MATH-P-Simple and MATH-P-Hard, overall and by the original's MATH split",
        ["model"] + cols + ["n original", "n simple", "n hard"],
    )
    for m in models:
        tasks = {k: m.samples(f"math_p_{k}") for k in TASKS}
        if not any(tasks.values()):
            continue
        row = analysis.table1_row(tasks["original"], tasks["simple"], tasks["hard"])
        t.rows.append(
            [m.name]
            + [percent(row.get(task, {}).get(part)) for task in TASKS for part in ("all", "train", "test")]
            + [row.get(task, {}).get("n") for task in TASKS]
        )
    return t


def table4_cases(models: Sequence[ModelRun]) -> Table:
    t = Table(
        "math_p_table4_cases",
        "MATH-Perturb Table 4: Case I-IV over the problems in all three "
        "tasks (I: original or simple right and hard right; II: all wrong; III: only hard right; "
        "IV: original or simple right, hard wrong)",
        ["model", "problems", "I", "II", "III", "IV", "I %", "II %", "III %", "IV %", "missing"],
    )
    for m in models:
        o, s, h = (m.samples(f"math_p_{k}") for k in TASKS)
        if not (o and s and h):
            continue
        c = analysis.cases(o, s, h)
        t.rows.append(
            [m.name, c["total"]]
            + [c["counts"][k] for k in analysis.CASES]
            + [percent(c["percent"][k]) for k in analysis.CASES]
            + [c["missing"]]
        )
    return t


def table5_n_same(models: Sequence[ModelRun]) -> Table:
    t = Table(
        "math_p_table5_n_same",
        "MATH-Perturb Table 5: mode collapse — errors whose final "
        "answer equals the ORIGINAL problem's answer, and the edit distance of those responses to "
        "the responses to the original problems (normalized by the latter's length)",
        ["model", "task", "n_same", "errors", "%", "edit min", "edit avg", "edit max", "note"],
    )
    for m in models:
        originals = m.samples("math_p_original")
        for k in KINDS:
            rows = m.samples(f"math_p_{k}")
            if not rows:
                continue
            mc = analysis.mode_collapse(rows)
            ed = analysis.collapse_edit_distances(rows, originals or [])
            notes = [mc.get("reason", "")]
            if mc["n_same"] and not originals:
                notes.append("edit distances need math_p_original logged for this model")
            elif ed["missing"]:
                notes.append(f"{ed['missing']} n_same response(s) without a logged original response")
            t.rows.append(
                [
                    m.name,
                    f"math_p_{k}",
                    mc["n_same"],
                    mc["n_total"],
                    percent(mc["percentage"]),
                    ed["min"],
                    ed["avg"],
                    ed["max"],
                    "; ".join(n for n in notes if n),
                ]
            )
    return t


def table6_icl_accuracy(models: Sequence[ModelRun]) -> Table:
    t = Table(
        "math_p_table6_icl_accuracy",
        "MATH-Perturb Table 6: accuracy (%) zero-shot and with a "
        "1-shot demonstration (the problem's own original / a random original of its subject)",
        ["model", "task", "zero-shot", "ICL original", "ICL random"],
    )
    for m in models:
        for k in KINDS:
            acc = [m.samples(f"math_p_{k}{suffix}") for suffix in ("", "_icl_original", "_icl_random")]
            if not any(acc[1:]):
                continue
            t.rows.append([m.name, f"math_p_{k}"] + [percent(analysis.accuracy(a)["all"]) if a else None for a in acc])
    return t


def table7_icl_effects(models: Sequence[ModelRun]) -> Table:
    t = Table(
        "math_p_table7_icl_effects",
        "MATH-Perturb Table 7: errors without / with the 1-shot "
        "demonstration, correct->wrong (% of ICL errors) and wrong->correct (% of zero-shot errors)",
        [
            "model",
            "task",
            "demo",
            "problems",
            "errors zero-shot",
            "errors ICL",
            "correct->wrong",
            "correct->wrong %",
            "wrong->correct",
            "wrong->correct %",
        ],
    )
    for m in models:
        for k in KINDS:
            zero = m.samples(f"math_p_{k}")
            for demo in ICL_DEMOS:
                icl = m.samples(f"math_p_{k}_icl_{demo}")
                if not (zero and icl):
                    continue
                e = analysis.icl_effects(zero, icl)
                t.rows.append(
                    [
                        m.name,
                        f"math_p_{k}",
                        demo,
                        e["total"],
                        e["errors_zero_shot"],
                        e["errors_icl"],
                        e["correct_to_wrong"],
                        percent(e["correct_to_wrong_pct"]),
                        e["wrong_to_correct"],
                        percent(e["wrong_to_correct_pct"]),
                    ]
                )
    return t


def section(models: Sequence[ModelRun], tokenizer: str | None = None) -> Section:
    """Everything MATH-Perturb that the runs contain (empty when no math_p_* task was run)."""
    s = Section("MATH-Perturb")
    known = {f"math_p_{k}" for k in ("original", *KINDS)} | {f"math_p_{k}_icl_{d}" for k in KINDS for d in ICL_DEMOS}
    s.tasks = {t for m in models for t in m.tasks if t in known and m.samples(t)}
    s.skipped = {
        t: "no MATH-Perturb table reads this task"
        for m in models
        for t in m.tasks
        if BENCHMARK.owns(t) and t not in known
    }
    s.tables = [
        t
        for t in (
            table1(models),
            table4_cases(models),
            table5_n_same(models),
            table6_icl_accuracy(models),
            table7_icl_effects(models),
        )
        if t.rows
    ]
    return s
