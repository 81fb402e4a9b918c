"""HARP's functional variation set (``harp_var``): its documents and breakdown columns (run time;
the report's statistics by level are in :mod:`.variation_report`).

hardmath's own variation set, not the HARP paper's: the templates of the ``harp`` family
(``hardmath.variations.templates.harp``), each a published HARP short-answer problem (named by
HARP's year/contest/number id) written so that code can rename its variables, rephrase it and, for
``constant`` templates, draw new constants with the answer computed from them. ``harp_var`` lists
every template's original followed by its snapshots (seeds 0..S-1 by default), group by group, so
``--limit`` keeps whole groups. The paired statistics are :mod:`hardmath.lm_eval_tasks.paired`'s;
here they are broken down by HARP level.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hardmath.lm_eval_tasks import paired
from hardmath.lm_eval_tasks.harp.declaration import BENCHMARK
from hardmath.variations import Original, Seed, Template, templates

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping

TASK = "harp_var"
FAMILY = "harp"


def snapshot_doc(template: Template, seed: Seed) -> dict[str, Any]:
    """One ``harp_var`` document: the pairing fields plus the HARP problem id, level and subject."""
    return {**paired.snapshot_doc_fields(template.snapshot(seed).to_dict()), **_source_fields(template)}


def variation_docs(seeds: Iterable[int], chosen: Iterable[Template] | None = None) -> list[dict[str, Any]]:
    """Each HARP template (default: all) at :data:`Original`, then at every seed."""
    seeds = list(seeds)
    return [
        snapshot_doc(t, seed) for t in (templates(FAMILY) if chosen is None else chosen) for seed in [Original, *seeds]
    ]


def snapshot_file_docs(paths: Iterable[str]) -> list[dict[str, Any]]:
    """Documents from pinned snapshot files (``hardmath variations snapshot --family harp --seed N
    --out f.jsonl``): each HARP template in the files with its original first, then its snapshots in
    file order (other families' rows are ignored).
    """
    rows = paired.read_snapshot_files(paths)
    known = {t.name: t for t in templates(FAMILY)}
    return [
        {**doc, **_source_fields(known[name])}
        for name in sorted(rows)
        if name in known
        for doc in [
            paired.snapshot_doc_fields(known[name].snapshot(Original).to_dict()),
            *map(paired.snapshot_doc_fields, rows[name]),
        ]
    ]


def _source_fields(template: Template) -> dict[str, Any]:
    source = template.source
    return {"problem_id": source["problem_id"], "level": int(source["level"]), "subject": source["subject"]}


def level_columns(doc: Mapping[str, Any]) -> dict[str, str]:
    """A document's own breakdown columns: every paired metric restricted to its level (as declared)."""
    return BENCHMARK.shape("harp_var").doc_columns(doc)
