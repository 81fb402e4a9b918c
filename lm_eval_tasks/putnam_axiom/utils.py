"""Thin lm-eval hooks for the Putnam-AXIOM tasks (logic lives in ``docs`` and ``analysis``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hardmath.data import as_dataset_dict
from hardmath.lm_eval_tasks.paired import PAIRED_METRICS, PairedRecord
from hardmath.lm_eval_tasks.putnam_axiom import docs
from hardmath.lm_eval_tasks.putnam_axiom.aggregations import COMPLEX_SUFFIX
from hardmath.lmeval import register
from hardmath.lmeval.records import error_counts, records, share_no_answer
from hardmath.lmeval.tasks import HardmathTask  # noqa: F401 (the YAMLs' class:)

if TYPE_CHECKING:
    import datasets

    from hardmath.grade_record import GradeRecord

register()


def originals_dataset(**metadata: Any) -> datasets.DatasetDict:
    """``custom_dataset`` of putnam_axiom_orig: the 522 ``full_eval`` problems."""
    return as_dataset_dict(docs.original_docs(metadata.get("data_dir")))


def variations_dataset(**metadata: Any) -> datasets.DatasetDict:
    """``custom_dataset`` of putnam_axiom_var: every template at "original" and at each seed,
    or the pinned snapshots of ``snapshot_files`` (jsonl written by ``hardmath variations snapshot``).
    """
    files = metadata.get("snapshot_files")
    if files:
        return as_dataset_dict(docs.snapshot_file_docs([files] if isinstance(files, str) else files))
    return as_dataset_dict(docs.variation_docs(docs.resolve_seeds(metadata)))


def published_dataset(**metadata: Any) -> datasets.DatasetDict:
    """``custom_dataset`` of putnam_axiom_var_published: hub originals + their 5 snapshots."""
    return as_dataset_dict(docs.published_docs(metadata.get("data_dir")))


def _first(results: list) -> GradeRecord:
    """The ``hardmath_grade`` record of the first response (a clear error for anything else)."""
    return records(results, "Putnam-AXIOM process_results")[0]


def process_original(doc: dict, results: list) -> dict[str, Any]:
    """putnam_axiom_orig: correct, correct without binary problems, no answer."""
    graded = _first(results)
    correct = int(graded.correct)
    return {
        "correct": correct,
        "correct_complex": (bool(doc["binary"]), correct),
        "no_answer": int(share_no_answer([graded])),
        **error_counts([graded]),
    }


def process_paired(doc: dict, results: list) -> dict[str, Any]:
    """Paired tasks: the document's :class:`PairedRecord` under every paired metric (their
    aggregations share one :func:`~hardmath.lm_eval_tasks.paired.paired_summary`),
    and under its ``_complex`` twin unless the document is binary (then None, which the
    aggregation skips: the paper's headline counts complex questions only).
    """
    graded = _first(results)
    record = PairedRecord(doc["group"], doc["seed"], bool(doc["is_original"]), graded.correct)
    complex_record = None if doc["binary"] else record
    return {
        **{name: record for name in PAIRED_METRICS},
        **{name + COMPLEX_SUFFIX: complex_record for name in PAIRED_METRICS},
        "no_answer": int(share_no_answer([graded])),
        **error_counts([graded]),
    }
