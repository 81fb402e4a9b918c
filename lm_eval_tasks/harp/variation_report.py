"""The report's pieces for HARP's variation set (``harp_var``, :mod:`.variation_set`): paired
statistics over all templates, by template kind (constant / variable) and by level, from logged
samples; the table and the figure (report time).
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any

from hardmath.lm_eval_tasks import paired
from hardmath.lm_eval_tasks.harp.constants import LEVELS
from hardmath.lm_eval_tasks.harp.variation_set import FAMILY, TASK
from hardmath.report.runs import RunError
from hardmath.report.table import Table, pct
from hardmath.variations import templates

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping, Sequence

KINDS = ("constant", "variable")
TYPICAL_ROW = f"all, {paired.TYPICAL_ONLY}"
"""The row over the templates whose original is typical (:attr:`hardmath.variations.Template.atypical` empty)."""


def template_kind(row: Mapping[str, Any]) -> str:
    """A logged sample's template kind: its document's ``kind``, else its template's (older logs)."""
    doc = row.get("doc") or {}
    if doc.get("kind") in KINDS:
        return doc["kind"]
    known = _kinds()
    name = doc.get("template") or doc.get("group")
    if name not in known:
        raise RunError(
            f"logged harp_var sample {row.get('doc_id')} names no known template ({name!r}), "
            f"so its kind (constant or variable) is unknown"
        )
    return known[name]


@functools.lru_cache(maxsize=1)
def _kinds() -> dict[str, str]:
    return {t.name: t.kind for t in templates(FAMILY)}


def summaries_by_level(samples: Iterable[Mapping[str, Any]]) -> dict[str, dict[str, Any]]:
    """:func:`~hardmath.lm_eval_tasks.paired.paired_summary` over all logged samples of ``harp_var``
    (key ``"all"``), over those of templates with a typical original (:data:`TYPICAL_ROW`, only
    when the run holds a template declared atypical), over each template kind's (``"constant
    templates"``, ``"variable templates"``) and over each level's (``"level 1"`` ...), from each
    sample's ``var_acc`` record.
    """
    rows = list(samples)
    subsets = {"all": rows}
    typical = paired.typical_originals(rows, FAMILY)
    if len(typical) < len(rows):
        subsets[TYPICAL_ROW] = typical
    for kind in KINDS:
        subsets[f"{kind} templates"] = [r for r in rows if template_kind(r) == kind]
    for level in LEVELS:
        subsets[f"level {level}"] = [r for r in rows if int((r.get("doc") or {}).get("level", -1)) == level]
    return {
        label: paired.paired_summary(paired.sample_record(r) for r in mine) for label, mine in subsets.items() if mine
    }


COLUMNS = [
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
    "exact paired test p",
    f"original better (p <= {paired.FLAG_LEVEL})",
]


def table(models: Sequence[Any]) -> tuple[Table, dict[str, dict[str, dict[str, Any]]]]:
    """Original vs variation accuracy (%) with 95% intervals and the paired test, one row per model
    and subset (all, typical originals only, constant / variable templates, each level).
    """
    t = Table(
        "harp_variations_by_level",
        f"HARP variations ({TASK}: hardmath's own {len(templates(FAMILY))}-"
        "template variation set of published HARP problems, not the paper's): original vs mean "
        "variation accuracy (%) over all templates, over those with a typical original, by template kind "
        "and by level, with 95% intervals "
        "and an exact paired test over templates",
        COLUMNS,
    )
    found: dict[str, dict[str, dict[str, Any]]] = {}
    for m in models:
        rows = m.samples(TASK)
        if not rows:
            continue
        found[m.name] = summaries_by_level(rows)
        for label, s in found[m.name].items():
            flag = None if s["p_value"] is None else s["p_value"] <= paired.FLAG_LEVEL
            t.rows.append(
                [
                    m.name,
                    label,
                    pct(s["original"]),
                    pct(s["original_low"]),
                    pct(s["original_high"]),
                    pct(s["mean"]),
                    pct(s["ci_low"]),
                    pct(s["ci_high"]),
                    pct(s["drop"]),
                    pct(s["drop_low"]),
                    pct(s["drop_high"]),
                    s["groups"],
                    s["snapshots"],
                    s["p_value"],
                    flag,
                ]
            )
    if found:
        t.notes += [
            "Each problem's original and its snapshots are graded by the same checker with the harp_default "
            "prompt; 'drop' = original - mean variation accuracy. 'constant templates' draw new numbers "
            "(a new answer); 'variable templates' only rename variables and rephrase, so their answer is the "
            "published one and a model that recalls it is not caught there.",
            "95% intervals: original, Wilson over the problems; variation, Student-t over the snapshots' "
            "empirical logits widened to at least the Wilson interval of all graded variations "
            "(hardmath.stats.variation_interval95); drop, Newcombe's hybrid score interval on the same "
            "problems (hardmath.stats.difference_interval95); it is conservative (it held the true drop in "
            "97-100% of simulated runs), so it can include 0 where the paired test, the more powerful, flags.",
            "'exact paired test p': one-sided exact permutation test over problems, each its own control "
            "(given how many of a problem's original and snapshots were answered right, is the original "
            "among them more often than chance? McNemar's exact test for one snapshot; "
            "hardmath.stats.original_advantage_pvalue). Simulated models with no memorization get 'yes' in "
            "at most 5% of runs at 3, 5 and 10 snapshots (bench/bench_variation_calibration.py, "
            "docs/variations.md).",
            "'yes' says the model does better on the published wording and numbers than on fresh ones "
            "(what memorization predicts); it does not by itself prove contamination, and per-level rows "
            "rest on about ten problems each.",
        ]
    if any(TYPICAL_ROW in f for f in found.values()):
        t.notes.append(paired.typical_row_note(TYPICAL_ROW))
    if any(s["groups"] and s["ci_low"] is None for f in found.values() for s in f.values()):
        t.notes.append("No variation interval with a single snapshot (run with snapshots >= 2).")
    used = [r for m in models for r in m.samples(TASK) or ()]
    t.notes += [n for n in (paired.atypical_note(used, FAMILY), paired.guessable_note(used, FAMILY)) if n]
    return t, found


def build_figure(model: str, summaries: Mapping[str, Mapping[str, Any]]) -> Any:
    """Putnam-AXIOM Figure 3's style for one model: original vs mean variation accuracy (%), over all
    templates, by kind and by level, each bar with its 95% interval (none where it cannot be computed).
    """
    from hardmath.report.figures import build_bars

    labels = list(summaries)
    return build_bars(
        labels,
        {
            "Original": [pct(summaries[k]["original"]) for k in labels],
            "Variation": [pct(summaries[k]["mean"]) for k in labels],
        },
        f"HARP variations ({TASK}), {model}: original vs variation accuracy",
        "accuracy (%)",
        xlabel="templates",
        errors={
            "Original": (
                [pct(summaries[k]["original_low"]) for k in labels],
                [pct(summaries[k]["original_high"]) for k in labels],
            ),
            "Variation": (
                [pct(summaries[k]["ci_low"]) for k in labels],
                [pct(summaries[k]["ci_high"]) for k in labels],
            ),
        },
    )
