"""Putnam-AXIOM's datasets: the Hugging Face splits and PutnamBench's problems (the sources of
the functional variations), declared in ``SOURCES`` (gathered by :data:`hardmath.data.SOURCES`).

Local copies live at ``<data_dir>/putnam_axiom/<split>.jsonl`` with the hub's fields
(year, id, problem, solution, answer_type, source, type, original_problem,
original_solution, variation).
"""

from __future__ import annotations

import logging
import re
from typing import Any

from hardmath.data import Source, github_file, load_rows

log = logging.getLogger(__name__)

HF_REPO = "Putnam-AXIOM/putnam-axiom-dataset-ICML-2025-522"
# UNPINNED: the hub's newest commit (short id 3cf1294, "Update README to reflect only three
# splits") could not be resolved to its full 40-hex sha from this machine (no hub access).
# Replace "main" by that full sha; until then the row counts below are the integrity check.
PUTNAM_AXIOM_REVISION = "main"

_FIELDS: dict[str, Any] = {"id": str, "problem": str, "solution": str}
SPLITS = {  # split -> published row count
    "full_eval": 522,
    "originals_for_generating_vars": 100,
    "variations": 500,
}


def source_name(split: str) -> str:
    """Registry name of a split, e.g. ``putnam_axiom_full_eval``."""
    return f"putnam_axiom_{split}"


PUTNAMBENCH_REPO = "trishullab/PutnamBench"
PUTNAMBENCH_COMMIT = "3c9b9268ebd132d482938b8e9d242dd71fc1ebc0"

SOURCES = [
    *(
        Source(
            source_name(split),
            f"putnam_axiom/{split}.jsonl",
            None,
            None,
            dict(_FIELDS, variation=int) if split == "variations" else dict(_FIELDS),
            rows=rows,
            extra={"hf_repo": HF_REPO, "hf_split": split, "hf_revision": PUTNAM_AXIOM_REVISION, "gated": True},
        )
        for split, rows in SPLITS.items()
    ),
    Source(
        "putnambench_answers",
        "putnam/putnam_with_answers.jsonl",
        None,
        None,
        {"name": str, "year": int, "exam_id": str, "problem": str, "answer_text": str},
        rows=345,
        file_sha256="0b627a59600a874229125b075c6698db9bf0c9355d63c70c87cbda2725055f6a",
        rows_sha256="daa0c019fe41d1b1576e804eaea1cc53ebf5c79045e13a72612db3f4f960267b",
    ),
    Source(
        "putnambench_informal",
        "putnam/putnambench_informal.json",
        github_file(PUTNAMBENCH_REPO, PUTNAMBENCH_COMMIT, "informal/putnam.json"),
        "b2be6223c8790076e50735ef8f99e5b31c3ec9fe60d87dee00cec820b0a9c7d1",
        {"problem_name": str, "informal_statement": str, "informal_solution": str},
        rows=673,
        fmt="json",
        rows_sha256="d2097c95809b408a5d2738049520be804f2408796a3140b06118c025a3908f24",
    ),
]


def load_split(split: str, data_dir: str | None = None) -> list[dict[str, Any]]:
    """Validated rows of one split (local folder if given or set, else the pinned hub revision)."""
    if split not in SPLITS:
        raise ValueError(f"unknown Putnam-AXIOM split {split!r}; known: {', '.join(SPLITS)}")
    if not re.fullmatch(r"[0-9a-f]{40}", PUTNAM_AXIOM_REVISION):
        log.debug("Putnam-AXIOM hub revision is not pinned to a commit (%s)", PUTNAM_AXIOM_REVISION)
    return load_rows(source_name(split), data_dir)
