"""Hooks for the MATH-Perturb tasks (lm-eval imports this file by path; imports stay absolute).

Data: ``custom_dataset`` hooks load the perturbed problems and the MATH originals through
:mod:`hardmath.data` (``--metadata '{"data_dir": ...}'`` or ``HARDMATH_DATA_DIR``) joined by
the committed ``originals.json`` mapping (:mod:`.originals`). Scoring: the ``hardmath_grade``
filter grades each response through :mod:`hardmath.equivalence`; ``process_results`` turns
the verdict into the paper's columns (overall, per original split, per subject) and the
mode-collapse count ``n_same`` (§3.3).
"""

from __future__ import annotations

import logging
import random
from typing import TYPE_CHECKING, Any

from hardmath.data import DataError, as_dataset_dict, load_rows
from hardmath.equivalence import extract_answer
from hardmath.lm_eval_tasks.math_perturb.constants import KINDS
from hardmath.lm_eval_tasks.math_perturb.declaration import BENCHMARK
from hardmath.lm_eval_tasks.math_perturb.originals import load_mapping, same_as_original
from hardmath.lmeval import register
from hardmath.lmeval.breakdown import with_columns
from hardmath.lmeval.records import error_counts, records, share_max_length, share_no_answer
from hardmath.lmeval.tasks import HardmathTask  # noqa: F401 (the YAMLs' class:)

if TYPE_CHECKING:
    import datasets

register()

log = logging.getLogger(__name__)

# The paper (§3) evaluates zero-shot chain-of-thought with a boxed final answer but does not
# print its prompt; this instruction asks for exactly that.
INSTRUCTION = (
    "Solve the following math problem. Please reason step by step, and put your final answer within \\boxed{}."
)
RANDOM_DEMO_SEED = 1234


# --------------------------------------------------------------------------- data
def originals(data_dir: str | None = None, mapping: str | None = None) -> dict[int, dict[str, Any]]:
    r"""``problem_id`` -> the original MATH problem: unique_id, problem, solution, answer (last
    ``\\boxed{}`` of the solution), type, split, match score.
    """
    by_uid = {r["unique_id"]: r for r in load_rows("math", data_dir)}
    out = {}
    for pid, m in load_mapping(mapping).items():
        row = by_uid.get(m["unique_id"])
        if row is None:
            raise DataError(
                f"originals mapping: problem_id {pid} -> {m['unique_id']} is not in the MATH file (wrong MATH copy?)"
            )
        answer = extract_answer(row["solution"], "boxed")
        if answer is None:
            raise DataError(f"MATH {m['unique_id']}: solution has no \\boxed{{}} answer")
        out[pid] = {
            "unique_id": row["unique_id"],
            "problem": row["problem"],
            "solution": row["solution"],
            "answer": answer,
            "type": row["type"],
            "split": row["split"],
            "match_score": m["score"],
        }
    return out


def _perturbed(kind: str, data_dir: str | None) -> list[dict[str, Any]]:
    if kind not in KINDS:
        raise ValueError(f"MATH-Perturb kind must be 'simple' or 'hard', got {kind!r}")
    rows = load_rows(f"math_perturb_{kind}", data_dir)
    # answers mix int, float and str upstream; one column type for the dataset
    return [{**r, "answer": str(r["answer"])} for r in sorted(rows, key=lambda r: r["problem_id"])]


def perturbed_rows(
    kind: str, data_dir: str | None = None, mapping: str | None = None, **_: Any
) -> list[dict[str, Any]]:
    """MATH-P-``kind`` rows with ``original_answer`` (None when the originals are unavailable:
    then ``n_same`` is omitted and a warning says why).
    """
    rows = _perturbed(kind, data_dir)
    try:
        orig = originals(data_dir, mapping)
    except DataError as err:
        log.warning("math_p_%s: originals unavailable, n_same (mode collapse) is omitted: %s", kind, err)
        orig = {}
    return [
        {**r, "original_answer": orig[r["problem_id"]]["answer"] if r["problem_id"] in orig else None} for r in rows
    ]


def _demo_rows(kind: str, demo: str, data_dir: str | None, mapping: str | None, seed: int) -> list[dict[str, Any]]:
    """Perturbed rows with a 1-shot demonstration: the problem's own original (``demo="original"``)
    or a seeded random original of the same subject, never its own (``demo="random"``).
    """
    orig = originals(data_dir, mapping)
    rows = _perturbed(kind, data_dir)
    by_type: dict[str, list[int]] = {}
    for pid in sorted(orig):
        by_type.setdefault(orig[pid]["type"], []).append(pid)
    out = []
    for r in rows:
        pid = r["problem_id"]
        if demo == "original":
            chosen = pid
        elif demo == "random":
            pool = [p for p in by_type.get(r["type"], []) if p != pid]
            if not pool:
                raise DataError(f"problem_id {pid}: no other original of type {r['type']!r}")
            chosen = random.Random(f"{seed}:{kind}:{pid}").choice(pool)
        else:
            raise ValueError(f"demo must be 'original' or 'random', got {demo!r}")
        out.append(
            {
                **r,
                "original_answer": orig[pid]["answer"],
                "demo_unique_id": orig[chosen]["unique_id"],
                "demo_problem": orig[chosen]["problem"],
                "demo_solution": orig[chosen]["solution"],
            }
        )
    return out


def original_rows(data_dir: str | None = None, mapping: str | None = None, **_: Any) -> list[dict[str, Any]]:
    r"""The 279 unperturbed problems, keyed by ``problem_id``; gold = last ``\\boxed{}`` of the solution."""
    orig = originals(data_dir, mapping)
    return [
        {
            "problem_id": pid,
            "unique_id": o["unique_id"],
            "problem": o["problem"],
            "solution": o["solution"],
            "answer": o["answer"],
            "type": o["type"],
            "original_split": o["split"],
            "level": "Level 5",
            "match_score": o["match_score"],
        }
        for pid, o in sorted(orig.items())
    ]


def simple_dataset(**metadata: Any) -> datasets.DatasetDict:
    return as_dataset_dict(perturbed_rows("simple", **metadata))


def hard_dataset(**metadata: Any) -> datasets.DatasetDict:
    return as_dataset_dict(perturbed_rows("hard", **metadata))


def original_dataset(**metadata: Any) -> datasets.DatasetDict:
    return as_dataset_dict(original_rows(**metadata))


def _icl_dataset(
    kind: str,
    demo: str,
    data_dir: str | None = None,
    mapping: str | None = None,
    seed: int = RANDOM_DEMO_SEED,
    **_: Any,
):
    return as_dataset_dict(_demo_rows(kind, demo, data_dir, mapping, int(seed)))


def simple_icl_original_dataset(**metadata: Any) -> datasets.DatasetDict:
    return _icl_dataset("simple", "original", **metadata)


def hard_icl_original_dataset(**metadata: Any) -> datasets.DatasetDict:
    return _icl_dataset("hard", "original", **metadata)


def simple_icl_random_dataset(**metadata: Any) -> datasets.DatasetDict:
    return _icl_dataset("simple", "random", **metadata)


def hard_icl_random_dataset(**metadata: Any) -> datasets.DatasetDict:
    return _icl_dataset("hard", "random", **metadata)


# ------------------------------------------------------------------------ prompts
def doc_to_text(doc: dict) -> str:
    """Zero-shot chain-of-thought prompt with a boxed final answer."""
    return f"{INSTRUCTION}\n\nProblem: {doc['problem']}\n\nSolution:"


def doc_to_text_icl(doc: dict) -> str:
    """1-shot prompt: the demonstration problem and its full MATH solution, then the problem."""
    return (
        f"{INSTRUCTION}\n\nProblem: {doc['demo_problem']}\n\nSolution: {doc['demo_solution']}"
        f"\n\nProblem: {doc['problem']}\n\nSolution:"
    )


# ------------------------------------------------------------------------ scoring
def columns(doc: dict) -> dict[str, str]:
    """A document's own Table 1 columns (``correct_<split>``, ``correct_<subject>``), each mapped to
    the overall metric it restricts, as declared (declaration.py); the task class shows those the run can fill.
    """
    return BENCHMARK.shapes[0].doc_columns(doc)


def process_results(doc: dict, results: list) -> dict[str, float | None]:
    """Correct / no_answer / max_length overall, the doc's Table 1 columns and the
    mode-collapse 0/1 flags ``n_errors`` (wrong) and ``n_same`` (wrong with the original
    problem's answer) of the first response, summed into counts.

    ``n_same`` / ``n_errors`` are None when the original answer is unknown, so all documents
    and all ranks under data parallel report the same keys; ``hardmath_count`` skips the Nones
    (None, JSON null, when no document has one).
    """
    first = records(results, "MATH-Perturb process_results")[0]
    correct = float(first.correct)
    out = with_columns(
        {
            "correct": correct,
            "no_answer": share_no_answer([first]),
            "max_length": share_max_length([first]),
            **error_counts([first]),
        },
        columns(doc),
    )
    same = same_as_original(first.answer, doc.get("original_answer"))
    out["n_errors"] = None if same is None else 1.0 - correct
    out["n_same"] = None if same is None else float(same and not correct)
    return out
