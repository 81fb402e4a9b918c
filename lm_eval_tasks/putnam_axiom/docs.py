"""Build the evaluation documents of the Putnam-AXIOM tasks.

Every paired task (``putnam_axiom_var``, ``putnam_axiom_var_published``) lists its documents
group by group: a problem's original first, then its snapshots in seed order. ``--limit N``
takes the first N documents, so a small limit still holds whole (original, snapshots)
groups; the aggregations score only groups that are complete (see
:func:`hardmath.lm_eval_tasks.paired.paired_summary`).

No problem is both a few-shot exemplar and a test item: a document (or a whole template / published
group) whose problem repeats one of the 4-shot prompt's exemplars is left out and logged
(``putnam_1965_b1`` is the 4th exemplar, so ``putnam_axiom_var`` has 138 templates).
"""

from __future__ import annotations

import functools
import logging
import re
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Any

import yaml

from hardmath.data import DataError
from hardmath.lm_eval_tasks import paired
from hardmath.lm_eval_tasks.exemplar_leak import repeats_exemplar
from hardmath.lm_eval_tasks.paired import DEFAULT_SNAPSHOTS, SNAPSHOT_FIELDS  # noqa: F401 - re-exported
from hardmath.variations import Original, Seed, Template, templates

from .sources import load_split

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping

log = logging.getLogger(__name__)


# Binary-answer rule (paper §A.4: true/false, converges/diverges, who wins a two-player game):
# a problem is binary when its gold boxed answer, with LaTeX text wrappers, "$", punctuation and
# a trailing "wins"/"has a winning strategy" removed and lower-cased, is one of these words,
# or when its ``answer_type`` field says boolean/binary.
BINARY_ANSWERS = frozenset(
    {
        "true",
        "false",
        "yes",
        "no",
        "converges",
        "diverges",
        "convergent",
        "divergent",
        "converge",
        "diverge",
        "first player",
        "second player",
        "the first player",
        "the second player",
        "player a",
        "player b",
        "first",
        "second",
        "alice",
        "bob",
        "alan",
        "barbara",
    }
)
_WRAPPER = re.compile(r"\\(?:text|textbf|textit|mathrm|mbox|operatorname)\s*\{([^{}]*)\}")
_WINS = re.compile(r"\s*(?:wins|will win|has a winning strategy|can always win)$")


def is_binary(answer: str | None, answer_type: str | None = None) -> bool:
    """True for a binary-answer problem (the documented rule above)."""
    if answer_type and re.search(r"bool|binary|true\s*/\s*false|yes\s*/\s*no", answer_type, re.IGNORECASE):
        return True
    if not answer:
        return False
    text = _WRAPPER.sub(r"\1", answer)
    text = re.sub(r"[$\\.,;:!{}~]", " ", text).lower()
    text = _WINS.sub("", " ".join(text.split()))
    return text in BINARY_ANSWERS


BASE_YAML = Path(__file__).with_name("_putnam_axiom_base.yaml")


@functools.lru_cache(maxsize=1)
def fewshot_problems() -> tuple[str, ...]:
    """The problems of the 4-shot prompt's exemplars (``fewshot_config.samples`` of the base YAML)."""
    config = yaml.safe_load(BASE_YAML.read_text(encoding="utf-8"))
    return tuple(sample["problem"] for sample in config["fewshot_config"]["samples"])


def _leaves_out(kept: list[Any], dropped: list[str], what: str) -> list[Any]:
    if dropped:
        log.warning(
            "%s: left out %d problem(s) that repeat a few-shot exemplar: %s", what, len(dropped), ", ".join(dropped)
        )
    return kept


def task_templates() -> list[Template]:
    """The templates the variation tasks use: all but those whose original repeats an exemplar
    (decided, and the left-out ones logged, once per process).
    """
    return list(_task_templates())


@functools.lru_cache(maxsize=1)
def _task_templates() -> tuple[Template, ...]:
    kept, dropped = [], []
    for t in templates("putnam"):
        if repeats_exemplar(t.snapshot(Original).problem, fewshot_problems()):
            dropped.append(t.name)
        else:
            kept.append(t)
    return tuple(_leaves_out(kept, dropped, "putnam_axiom_var"))


def gold_answer(row: Mapping[str, Any], number: int, split: str) -> str:
    r"""The last ``\boxed{}`` of a row's solution; a row without one is a data error."""
    from hardmath.equivalence import extract_answer  # here, not at the top: the report reads this module

    answer = extract_answer(row["solution"], style="boxed")
    if not answer:
        raise DataError(
            f"putnam_axiom/{split}.jsonl, row {number} (id {row['id']!r}): the solution has no \\boxed{{}} final answer"
        )
    return answer


def original_docs(data_dir: str | None = None) -> list[dict[str, Any]]:
    """The 522 originals with their gold answer and binary flag, less any that repeats an exemplar."""
    docs, dropped = [], []
    for number, row in enumerate(load_split("full_eval", data_dir), 1):
        answer = gold_answer(row, number, "full_eval")
        if repeats_exemplar(row["problem"], fewshot_problems()):
            dropped.append(str(row["id"]))
            continue
        docs.append(
            {
                "id": row["id"],
                "year": str(row.get("year", "")),
                "problem": row["problem"],
                "solution": row["solution"],
                "answer": answer,
                "binary": is_binary(answer, row.get("answer_type")),
            }
        )
    return _leaves_out(docs, dropped, "putnam_axiom_orig")


def resolve_seeds(metadata: Mapping[str, Any]) -> list[int]:
    """putnam_axiom_var's snapshot seeds from its metadata (:func:`hardmath.lm_eval_tasks.paired.resolve_seeds`)."""
    return paired.resolve_seeds(metadata, "putnam_axiom_var")


def snapshot_doc(template: Template, seed: Seed) -> dict[str, Any]:
    """One document from ``template.snapshot(seed)`` (the CLI's ``to_dict`` fields, plus pairing keys)."""
    return _doc_from_snapshot(template.snapshot(seed).to_dict())


def _doc_from_snapshot(snap: Mapping[str, Any]) -> dict[str, Any]:
    return {**paired.snapshot_doc_fields(snap), "binary": is_binary(snap["answer"])}


def snapshot_file_docs(paths: Iterable[str]) -> list[dict[str, Any]]:
    """Documents from pinned snapshot files (``hardmath variations snapshot --seed N --out f.jsonl``).

    Each template in the files comes with its original (``template.snapshot(Original)``)
    first, then its snapshots in file order.
    """
    rows = paired.read_snapshot_files(paths)
    known = {t.name: t for t in task_templates()}
    return [
        doc
        for name in sorted(rows)
        if name in known
        for doc in [snapshot_doc(known[name], Original), *map(_doc_from_snapshot, rows[name])]
    ]


def variation_docs(seeds: Iterable[int], chosen: Iterable[Template] | None = None) -> list[dict[str, Any]]:
    """Each template (default: :func:`task_templates`) at :data:`Original` then at every seed."""
    seeds = list(seeds)
    return [
        snapshot_doc(t, seed) for t in (task_templates() if chosen is None else chosen) for seed in [Original, *seeds]
    ]


def published_docs(data_dir: str | None = None) -> list[dict[str, Any]]:
    """The hub's 100 originals, each followed by its 5 published snapshots.

    A variation row belongs to the original with the same ``id`` (else the one whose problem
    equals its ``original_problem``); its snapshot number is its rank among that original's
    variation rows in file order (the split has no snapshot column: every row has variation=1).
    A group with fewer snapshots than the others is kept but cannot be paired (the paired metrics
    score complete groups only): how many and which are logged.
    """
    originals = load_split("originals_for_generating_vars", data_dir)
    variations = load_split("variations", data_dir)
    by_id = {row["id"]: row for row in originals}
    by_problem = {row["problem"].strip(): row for row in originals}
    grouped: dict[str, list[dict[str, Any]]] = {row["id"]: [] for row in originals}
    rank: Counter[str] = Counter()
    for number, row in enumerate(variations, 1):
        base = by_id.get(row["id"]) or by_problem.get(str(row.get("original_problem", "")).strip())
        if base is None:
            raise DataError(
                f"putnam_axiom/variations.jsonl, row {number} (id {row['id']!r}): no "
                f"original in originals_for_generating_vars has this id or problem"
            )
        rank[base["id"]] += 1
        grouped[base["id"]].append(_published_doc(row, number, "variations", base["id"], str(rank[base["id"]])))
    docs, dropped = [], []
    for number, row in enumerate(originals, 1):
        if repeats_exemplar(row["problem"], fewshot_problems()):
            dropped.append(str(row["id"]))
            continue
        docs.append(_published_doc(row, number, "originals_for_generating_vars", row["id"], str(Original)))
        docs.extend(grouped[row["id"]])
    _log_short_groups({g: len(rows) for g, rows in grouped.items() if g not in dropped})
    return _leaves_out(docs, dropped, "putnam_axiom_var_published")


def _log_short_groups(snapshots: Mapping[str, int]) -> None:
    """Warn about the groups with fewer snapshots than the fullest one (how many, which)."""
    full = max(snapshots.values(), default=0)
    short = [g for g, n in snapshots.items() if n < full]
    if short:
        log.warning(
            "putnam_axiom_var_published: %d of %d group(s) miss snapshot(s) and are left out of "
            "the paired metrics (var_acc, orig_acc, drop, CI): %s",
            len(short),
            len(snapshots),
            ", ".join(f"{g} ({snapshots[g]} of {full})" for g in short),
        )


def _published_doc(row: Mapping[str, Any], number: int, split: str, group: str, seed: str) -> dict[str, Any]:
    answer = gold_answer(row, number, split)
    return {
        "id": f"{group}:{seed}",
        "group": group,
        "template": group,
        "seed": seed,
        "is_original": seed == str(Original),
        "kind": "published",
        "problem": row["problem"],
        "solution": row["solution"],
        "answer": answer,
        "binary": is_binary(answer, row.get("answer_type")),
    }
