"""Hooks for the HARP tasks (lm-eval imports this file by path; imports stay absolute).

Data: ``custom_dataset`` hooks load the pinned HARP splits through :mod:`hardmath.data`
(``--metadata '{"data_dir": ...}'`` or ``HARDMATH_DATA_DIR`` for a local copy) and apply the
task's ``dataset_kwargs`` (levels, subject, choice format, scramble). ``--metadata
'{"exclude_ids_file": "ids.txt"}'`` drops the problems listed there (``hardmath overlap
--exclude-out`` writes such a list: year/contest/number ids, one per line). Scoring: the
``hardmath_grade`` filter (:mod:`hardmath.lmeval.filters`) grades each response through
:mod:`hardmath.equivalence`; ``process_results`` here only turns those grade records into the
paper's table columns (per level, per subject, no-answer share) and pass@k / maj@k.
"""

from __future__ import annotations

import functools
import logging
import math
from typing import TYPE_CHECKING, Any

from hardmath.data import as_dataset_dict, data_dir as local_data_dir, load_rows
from hardmath.lm_eval_tasks.harp.constants import SUBJECTS, problem_id
from hardmath.lm_eval_tasks.harp.declaration import BENCHMARK
from hardmath.lm_eval_tasks.harp.mcq import format_choices, scramble
from hardmath.lmeval import register
from hardmath.lmeval.breakdown import with_columns
from hardmath.lmeval.records import (
    error_counts,
    logged_vote_classes,
    mean_correct,
    records,
    share_max_length,
    share_no_answer,
)
from hardmath.lmeval.tasks import HardmathTask  # noqa: F401 (the YAMLs' class:)
from hardmath.overlap import read_exclude_ids
from hardmath.stats import correct_classes, maj_at_k, pass_at_k, vote_classes

if TYPE_CHECKING:
    import datasets

    from hardmath.grade_record import GradeRecord

register()


# --------------------------------------------------------------------------- data
def _rows(name: str, data_dir: str | None) -> tuple[dict, ...]:
    """Validated rows, parsed once per process and folder (one lm_eval call loads many HARP
    tasks); the rows are shared, so callers copy before changing one.
    """
    folder = local_data_dir(data_dir)
    return _cached_rows(name, str(folder) if folder else None)


@functools.lru_cache(maxsize=4)
def _cached_rows(name: str, folder: str | None) -> tuple[dict, ...]:
    return tuple(load_rows(name, folder))


def _excluding(rows: list[dict], exclude_ids_file: str | None) -> list[dict]:
    """Rows whose problem id is not listed in ``exclude_ids_file`` (None: all rows)."""
    if not exclude_ids_file:
        return rows
    excluded = read_exclude_ids(exclude_ids_file)
    kept = [r for r in rows if problem_id(r) not in excluded]
    logging.getLogger("lm_eval.hardmath.harp").info(
        "exclude_ids_file %s: dropped %d problems (%d listed ids are not in this split)",
        exclude_ids_file,
        len(rows) - len(kept),
        len(excluded) - (len(rows) - len(kept)),
    )
    return kept


def _as_list(value: Any) -> list | None:
    if value is None:
        return None
    return list(value) if isinstance(value, (list, tuple)) else [value]


def default_dataset(
    levels: Any = None, subjects: Any = None, data_dir: str | None = None, exclude_ids_file: str | None = None, **_: Any
) -> datasets.DatasetDict:
    """The short-answer split (4,780 problems), optionally only some levels / subjects and
    without the problems listed in ``exclude_ids_file``.
    """
    rows = _excluding(list(_rows("harp_default", data_dir)), exclude_ids_file)
    keep_levels, keep_subjects = _as_list(levels), _as_list(subjects)
    if keep_levels is not None:
        rows = [r for r in rows if r["level"] in {int(x) for x in keep_levels}]
    if keep_subjects is not None:
        unknown = set(keep_subjects) - set(SUBJECTS)
        if unknown:
            raise ValueError(f"unknown HARP subject(s) {sorted(unknown)}; known: {SUBJECTS}")
        rows = [r for r in rows if r["subject"] in keep_subjects]
    return as_dataset_dict(rows)


def mcq_dataset(
    choice_format: str = "paren",
    scramble_run: int = 0,
    data_dir: str | None = None,
    exclude_ids_file: str | None = None,
    **_: Any,
) -> datasets.DatasetDict:
    """The multiple-choice split (4,110 problems) with choices rendered in ``choice_format``.

    ``scramble_run`` 1..5 applies that run's fixed derangement of the choices (``mcq.scramble``);
    0 keeps the published order. The published order is NOT the AoPS order: the release's
    choices are already shuffled and the original order cannot be recovered from it, so no
    format (``text`` included) shows the paper's original order. Adds ``problem_with_choices``.
    Problems listed in ``exclude_ids_file`` are dropped.
    """
    out = []
    for row in _excluding(list(_rows("harp_mcq", data_dir)), exclude_ids_file):
        if scramble_run:
            row = scramble(row, scramble_run)
        out.append(
            {**row, "problem_with_choices": f"{row['problem']}\n{format_choices(row['choices'], choice_format)}"}
        )
    return as_dataset_dict(out)


def minerva_fewshot_samples() -> list[dict[str, str]]:
    """The paper's 4 Minerva exemplars (Appendix C.3.1; from Hendrycks MATH train)."""
    from hardmath.lm_eval_tasks.harp.prompts import MINERVA_4SHOT

    return [{"problem": p, "solution": s} for p, s in MINERVA_4SHOT]


def minerva_fewshot_target(doc: dict) -> str:
    """An exemplar's assistant turn after the ``Solution:`` prefix."""
    return "\n" + doc["solution"]


# ------------------------------------------------------------------------ scoring
def _records(results: list) -> list[GradeRecord]:
    return records(results, "HARP process_results")


def columns(doc: dict) -> dict[str, str]:
    """A document's own breakdown columns (Table 3 / Table 4), each mapped to the overall metric
    it restricts, as declared (declaration.py); the task class shows those the run's documents can fill.
    """
    return BENCHMARK.shape("harp_default").doc_columns(doc)


def process_results(doc: dict, results: list) -> dict[str, float | None]:
    """One greedy response: correct / no_answer / max_length, and the doc's Table 3 / 4 columns.
    ``max_length`` (Table 4: did not finish) is None when the backend cannot tell.
    """
    graded = _records(results)[:1]
    return with_columns(
        {
            "correct": mean_correct(graded),
            "no_answer": share_no_answer(graded),
            "max_length": share_max_length(graded),
            **error_counts(graded),
        },
        columns(doc),
    )


def sample_ks(n: int) -> list[int]:
    """K = 1, 2, 4, ... up to n, and n itself (the paper's Table 8 grid for n = 64)."""
    ks = [1 << i for i in range(int(math.log2(n)) + 1)] if n >= 1 else []
    return ks + ([n] if ks and ks[-1] != n else [])


def process_results_sampling(doc: dict, results: list) -> dict[str, float]:
    """N sampled responses: pass@k (unbiased) and maj@k (ties score 1/t) for k = 1, 2, 4, ... N.

    Majority voting uses the answer classes the grade filter logged (equivalent answers share a
    class; a truncated or answerless response does not vote); a class is correct when its
    answers are equivalent to the gold (:func:`hardmath.stats.correct_classes`). Also reports
    ``correct`` (mean over samples) and ``no_answer`` (share of samples without an answer).
    """
    graded = _records(results)
    n = len(graded)
    c = sum(r.correct for r in graded)
    logged = logged_vote_classes(results, "HARP process_results")
    if logged is not None:
        classes, ok = logged, correct_classes(logged, graded)
    else:  # records without logged classes (e.g. built by hand): group them here
        classes, ok = vote_classes(graded)
    out = {
        "correct": mean_correct(graded),
        "no_answer": share_no_answer(graded),
        **error_counts(graded),
    }
    for k in sample_ks(n):
        out[f"pass@{k}"] = pass_at_k(n, c, k)
        out[f"maj@{k}"] = maj_at_k(classes, ok, k)
    return out
