"""lm-eval hooks of ``harp_ci``, HARP's CI tier (lm-eval imports this file by path; imports stay absolute).

The tier is the committed ``harp_ci_tier.json`` (ids, strata, digest; written by
``bench/bench_ci_tier.py --write SIZE``); prompt, generation settings and grading are
``harp_default``'s (the YAML includes it). Each document logs, under the ``est_full*`` metrics,
its record ``[stratum, stratum's size in the full set, correct, full set's size]``, from which the
aggregations (:func:`hardmath.tier.aggregations`) estimate the full ``harp_default`` accuracy and
``est_full_coverage`` says how much of the full set the strata reached hold (below 1: ``--limit``).
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import TYPE_CHECKING, Any

from hardmath.data import as_dataset_dict
from hardmath.lm_eval_tasks.harp.constants import problem_id
from hardmath.lm_eval_tasks.harp.utils import _excluding, _rows, process_results as harp_results
from hardmath.lmeval import register
from hardmath.tier import load_tier

if TYPE_CHECKING:
    import datasets

register()

TIER_FILE = Path(__file__).resolve().parent / "harp_ci_tier.json"
ESTIMATE_METRICS = ("est_full", "est_full_se", "est_full_low", "est_full_high", "est_full_coverage")


@functools.cache
def full_size(path: Path = TIER_FILE) -> int:
    """Problems in the full set the tier samples (read once)."""
    return load_tier(path).full_size


def stratum(row: dict) -> str:
    """A HARP problem's stratum in the tier: level x subject."""
    return f"level_{row['level']}/{row['subject']}"


def tier_dataset(data_dir: str | None = None, exclude_ids_file: str | None = None, **_: Any) -> datasets.DatasetDict:
    """The tier's problems of the short-answer split, in the tier's order, each with its
    ``tier_stratum`` and ``tier_full`` (the stratum's size in the full set).
    """
    tier = load_tier(TIER_FILE)
    by_id = {problem_id(r): r for r in _excluding(list(_rows(tier.source, data_dir)), exclude_ids_file)}
    docs = []
    for pid, stratum_name in tier.ids:
        row = by_id.get(pid)
        if row is None:
            continue  # excluded (exclude_ids_file); the estimate covers the rest of its stratum
        if stratum(row) != stratum_name:
            raise ValueError(f"{TIER_FILE.name}: {pid} is in {stratum(row)}, the tier says {stratum_name}")
        docs.append({**row, "tier_stratum": stratum_name, "tier_full": tier.strata[stratum_name]})
    return as_dataset_dict(docs)


OVERALL = (
    "correct",
    "no_answer",
    "max_length",
    "n_checker_errors",
    "n_backend_errors",
)  # harp_default's, without breakdown columns


def process_results(doc: dict, results: list) -> dict[str, Any]:
    """harp_default's overall metrics and the document's estimate record (no breakdown columns:
    ``hardmath rescore`` calls this without the task class that would drop them).
    """
    out = {k: v for k, v in harp_results(doc, results).items() if k in OVERALL}
    record = [doc["tier_stratum"], doc["tier_full"], out["correct"], full_size()]
    return {**out, **{name: record for name in ESTIMATE_METRICS}}
