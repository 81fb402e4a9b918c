"""lm-eval hooks of ``harp_var`` (lm-eval imports this file by path; imports stay absolute).

The documents and statistics live in :mod:`hardmath.lm_eval_tasks.harp.variation_set` and
:mod:`hardmath.lm_eval_tasks.paired`; the prompt, generation settings and grading filter are
``harp_default``'s (the YAML includes it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hardmath.data import as_dataset_dict
from hardmath.lm_eval_tasks import paired
from hardmath.lm_eval_tasks.harp import variation_set
from hardmath.lmeval import register
from hardmath.lmeval.breakdown import with_columns
from hardmath.lmeval.records import error_counts, records, share_no_answer
from hardmath.lmeval.tasks import HardmathTask  # noqa: F401 (the YAML's class:)

if TYPE_CHECKING:
    import datasets

register()


def variations_dataset(**metadata: Any) -> datasets.DatasetDict:
    """``custom_dataset`` of harp_var: every HARP template at "original" and at each seed
    (``--metadata '{"snapshots": S}'`` or ``'{"seeds": [...]}'`` / ``"random"``; default seeds 0-4),
    or the pinned snapshots of ``snapshot_files`` (jsonl written by ``hardmath variations snapshot``).
    """
    files = metadata.get("snapshot_files")
    if files:
        return as_dataset_dict(variation_set.snapshot_file_docs([files] if isinstance(files, str) else files))
    return as_dataset_dict(variation_set.variation_docs(paired.resolve_seeds(metadata, variation_set.TASK)))


def process_paired(doc: dict, results: list) -> dict[str, Any]:
    """The document's paired record under every paired metric and under its level's column."""
    graded = records(results, "harp_var process_results")[0]
    record = paired.PairedRecord(doc["group"], doc["seed"], bool(doc["is_original"]), graded.correct)
    return with_columns(
        {
            **{name: record for name in paired.PAIRED_METRICS},
            "no_answer": int(share_no_answer([graded])),
            **error_counts([graded]),
        },
        variation_set.level_columns(doc),
    )
