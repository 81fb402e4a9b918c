"""Reading grade records back out of lm-eval's nesting (no lm-eval import).

``process_results`` hooks get a document's filtered responses nested in lists (one per
instance, one per repeat); logged samples hold them as JSON text in ``filtered_resps``.
Every task hook, analysis, report and rescoring reads them with :func:`records`, which
parses each item with :meth:`GradeRecord.from_log` (a :class:`RecordError` naming what was
found when an item is not a grade record).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from hardmath.grade_record import GradeRecord, RecordError


def flatten(value: Any) -> list:
    """The leaves of nested lists/tuples, in order."""
    if isinstance(value, (list, tuple)):
        return [leaf for item in value for leaf in flatten(item)]
    return [value]


def records(results: Any, where: str = "process_results") -> list[GradeRecord]:
    """Every grade record in ``results`` (however nested); ``where`` names the reader in errors."""
    out = []
    for item in flatten(results):
        try:
            out.append(GradeRecord.from_log(item))
        except RecordError as err:
            hint = "" if "hardmath_grade" in str(err) else "; is the task's filter_list using hardmath_grade?"
            raise RecordError(f"{where}: {err}{hint}") from None
    return out


def sample_records(sample: Mapping[str, Any]) -> list[GradeRecord]:
    """The grade records of one logged sample (a row of ``samples_<task>_*.jsonl``)."""
    where = f"logged sample {sample.get('doc_id')!r}"
    return records(sample.get("filtered_resps") or [], where)


def mean_correct(graded: Sequence[GradeRecord]) -> float:
    """Share of correct records (0.0 for none): the one definition of ``correct``."""
    return sum(r.correct for r in graded) / len(graded) if graded else 0.0


def share_no_answer(graded: Sequence[GradeRecord]) -> float:
    """Share of records that finished without an extracted answer (0.0 for none); a response that
    hit the token limit did not finish and is counted by :func:`share_max_length` instead.
    """
    return (
        sum(r.no_answer and not r.max_length and not r.backend_error for r in graded) / len(graded) if graded else 0.0
    )


def share_max_length(graded: Sequence[GradeRecord]) -> float | None:
    """Share of records whose generation hit the token limit, among those whose backend could
    tell; None when none could (unknown, never a fake zero).
    """
    known = [bool(r.max_length) for r in graded if r.max_length is not None]
    return sum(known) / len(known) if known else None


def count_checker_errors(graded: Sequence[GradeRecord]) -> float:
    """How many records the checker itself failed on (a bug of ours, scored wrong): reported as
    ``n_checker_errors`` apart from model failures, summed over the run (``hardmath_count``).
    """
    return float(sum(r.checker_error for r in graded))


def count_backend_errors(graded: Sequence[GradeRecord]) -> float:
    """How many records hold no response because the backend could not read the server's reply
    (scored wrong): reported as ``n_backend_errors``, apart from model and checker failures, summed
    over the run (``hardmath_count``). A run with many never gets a score
    (:meth:`hardmath.lmeval.tasks.HardmathTask.apply_filters`).
    """
    return float(sum(r.backend_error for r in graded))


def error_counts(graded: Sequence[GradeRecord]) -> dict[str, float]:
    """The failures that are not the model's, each counted apart: ``n_checker_errors`` and
    ``n_backend_errors`` (every graded generation task reports both).
    """
    return {"n_checker_errors": count_checker_errors(graded), "n_backend_errors": count_backend_errors(graded)}


VOTE_CLASS = "vote_class"  # the logged answer class of a response (None: it does not vote)


def logged_vote_classes(results: Any, where: str = "process_results") -> list[int | None] | None:
    """The answer classes the grade filter logged with each record (``vote_class``: equivalent
    answers share an id, a response that does not vote has None), so majority votes never
    re-run the checker; None when any record lacks one (graded before classes were logged).
    """
    out: list[int | None] = []
    for item in flatten(results):
        if isinstance(item, str):
            try:
                item = json.loads(item)
            except ValueError:
                return None
        if not isinstance(item, Mapping) or VOTE_CLASS not in item:
            return None
        value = item[VOTE_CLASS]
        if value is not None and (not isinstance(value, int) or isinstance(value, bool) or value < 0):
            raise RecordError(f"{where}: {VOTE_CLASS} must be a class id (int >= 0) or null, got {value!r}")
        out.append(value)
    return out
