"""What a hardmath result is comparable with, stamped into each task's logged config.

lm-eval logs a task's ``metadata`` in ``results_*.json`` (``configs.<task>.metadata``) and its
``version`` under ``versions``. hardmath adds, once the task's documents are loaded:
``checker_version`` (:data:`hardmath.equivalence.version.CHECKER_VERSION`) and ``data_digest``
(sha256 of the task's documents, every split, as loaded: the pinned data, the tier's ids,
``exclude_ids_file`` and any level/subject selection). ``hardmath compare`` refuses to gate two
runs whose task version, checker version or data digest differ.
"""

from __future__ import annotations

import hashlib
from typing import Any

COMPARABILITY_KEYS = ("version", "checker_version", "data_digest")


def documents_digest(dataset: Any) -> str:
    """sha256 of a dataset's rows (a ``DatasetDict`` or mapping of split -> rows), split by split
    in name order, each row as canonical JSON.
    """
    from hardmath.data import canonical_row

    h = hashlib.sha256()
    for split in sorted(dataset):
        h.update(f"split {split}\n".encode())
        for row in dataset[split]:
            h.update(canonical_row(row).encode("utf-8"))
            h.update(b"\n")
    return h.hexdigest()


def stamp(metadata: dict | None, dataset: Any) -> dict:
    """``metadata`` with ``checker_version`` and ``data_digest`` set."""
    from hardmath.equivalence.version import CHECKER_VERSION

    return {**(metadata or {}), "checker_version": CHECKER_VERSION, "data_digest": documents_digest(dataset)}
