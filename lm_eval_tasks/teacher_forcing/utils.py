"""The teacher-forced tasks' data; the task class that emits ``teacher_forced`` requests, its
model side (``lm.teacher_forced``) and the metric formulas live in the lm-eval seam,
:mod:`hardmath.lmeval.teacher_forcing` (lm-eval imports this file by path:
``class: !function utils.TeacherForcedTask``).
A document carries ``problem``, ``solution`` (the first reference; the few-shot / logged
target) and ``references`` (one or more reference solutions, each one request).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from hardmath.data import as_dataset_dict, load_rows
from hardmath.lmeval import register
from hardmath.lmeval.teacher_forcing import TeacherForcedTask  # noqa: F401  (the YAMLs' class)

if TYPE_CHECKING:
    import datasets

register()


# ------------------------------------------------------------------------------ data
def _with_references(dataset_dict, field: str = "solution"):
    return dataset_dict.map(lambda d: {"solution": d[field], "references": [d[field]]})


def putnam_originals(**metadata: Any) -> datasets.DatasetDict:
    """putnam_axiom_tfa: the 522 originals (putnam_axiom_orig's loader), reference = solution."""
    from hardmath.lm_eval_tasks.putnam_axiom.utils import originals_dataset

    return _with_references(originals_dataset(**metadata))


def putnam_variations(**metadata: Any) -> datasets.DatasetDict:
    """putnam_axiom_var_tfa: each template's original then its snapshots (putnam_axiom_var's loader)."""
    from hardmath.lm_eval_tasks.putnam_axiom.utils import variations_dataset

    return _with_references(variations_dataset(**metadata))


def harp_default(**metadata: Any) -> datasets.DatasetDict:
    """harp_default_tfa: the 4,780 short-answer problems (harp_default's loader), reference = solution_1."""
    from hardmath.lm_eval_tasks.harp.utils import default_dataset

    return _with_references(default_dataset(**metadata), "solution_1")


_SOLUTION = re.compile(r"solution_(\d+)")


def proof_references(row: dict) -> list[str]:
    """A proof problem's non-empty ``solution_1`` … ``solution_N`` in order."""
    numbered = sorted((int(m.group(1)), key) for key in row if (m := _SOLUTION.fullmatch(key)))
    return [row[key] for _, key in numbered if isinstance(row[key], str) and row[key].strip()]


def harp_proof(data_dir: str | None = None, **_: Any) -> datasets.DatasetDict:
    """harp_proof_tfa: HARP's 310 proof-based problems, every human solution a reference."""
    docs = []
    for number, row in enumerate(load_rows("harp_proof_based", data_dir), 1):
        refs = proof_references(row)
        if not refs:
            raise ValueError(f"harp/harp_proof_based.jsonl, row {number}: no non-empty solution_k")
        docs.append(
            {
                "year": str(row["year"]),
                "contest": str(row["contest"]),
                "number": str(row["number"]),
                "problem": row["problem"],
                "solution": refs[0],
                "references": refs,
            }
        )
    return as_dataset_dict(docs)
