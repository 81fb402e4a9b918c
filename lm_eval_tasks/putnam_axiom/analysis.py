"""Putnam-AXIOM statistics: originals vs functional variations with 95% intervals (Table 2, Figure 3).

The paired statistics (records, :func:`paired_summary`, the aggregations) are the benchmark-neutral
:mod:`hardmath.lm_eval_tasks.paired`, registered here under Putnam's names (``hardmath_putnam_*``);
this module adds what is Putnam's own: complex questions and Table 2 / Figure 3.

The paper's headline (Table 2, Figure 3) counts *complex* questions only: binary-answer documents
(true/false, converges/diverges, who wins) are left out. The tasks log every paired metric twice,
``var_acc`` (all questions) and ``var_acc_complex`` (None for a binary document).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from hardmath.lm_eval_tasks import paired
from hardmath.lm_eval_tasks.paired import (  # noqa: F401 - Putnam's public names for the shared code
    PAIRED_METRICS,
    PairedRecord,
    drop,
    orig_mean,
    paired_summary,
    summary_of,
    var_ci_high,
    var_ci_low,
    var_mean,
)
from hardmath.lm_eval_tasks.putnam_axiom.aggregations import AGGREGATIONS, COMPLEX_SUFFIX, mean_complex  # noqa: F401 - re-exported

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Mapping, Sequence

NAN = float("nan")
log = logging.getLogger("lm_eval.hardmath.putnam_axiom")  # shown at lm_eval's INFO level


class NoBinaryFlag(ValueError):
    """Logged samples that cannot tell binary-answer documents apart (no flag, no answer)."""


def complex_correct(value: Sequence[Any]) -> float | None:
    """A logged ``(binary, correct)`` pair's correctness for a non-binary problem (else None)."""
    binary, correct = value
    return None if binary else float(correct)


# metric -> number per logged sample for ``hardmath compare`` (interval metrics are not comparable per sample)
SAMPLE_VALUES: dict[str, Callable[[Sequence[Any]], float | None]] = {
    **paired.SAMPLE_VALUES,
    "correct_complex": complex_correct,
}


def records_from_samples(
    samples: Iterable[Mapping[str, Any]], metric: str = "var_acc", complex_only: bool = False
) -> list[PairedRecord]:
    """Records from lm-eval ``samples_*.jsonl`` rows of a paired task (the logged ``metric`` tuple).

    ``complex_only`` leaves out binary-answer documents (the paper's Table 2 / Figure 3): a sample
    that logged ``<metric>_complex`` is kept when that record is not None; an older log is judged
    by the document's ``binary`` flag, else the binary rule on its ``answer``
    (:func:`hardmath.lm_eval_tasks.putnam_axiom.docs.is_binary`); with neither, :class:`NoBinaryFlag`.
    """
    out = []
    for row in samples:
        if complex_only and _is_binary_sample(row, metric):
            continue
        out.append(paired.sample_record(row, metric))
    return out


def _is_binary_sample(row: Mapping[str, Any], metric: str) -> bool:
    if metric + COMPLEX_SUFFIX in row:
        return row[metric + COMPLEX_SUFFIX] is None
    doc = row.get("doc") or {}
    if "binary" in doc:
        return bool(doc["binary"])
    if "answer" in doc:
        from hardmath.lm_eval_tasks.putnam_axiom.docs import is_binary

        return is_binary(doc["answer"])
    raise NoBinaryFlag(
        f"logged sample {row.get('doc_id')} has no {metric + COMPLEX_SUFFIX!r}, no doc "
        f"'binary' flag and no doc 'answer': binary-answer problems cannot be left out"
    )


def original_accuracy(samples: Iterable[Mapping[str, Any]]) -> dict[str, Any]:
    """putnam_axiom_orig from logged samples: accuracy with and without binary-answer problems."""
    rows = [(bool(r["doc"]["binary"]), float(r["correct"])) for r in samples]
    complex_ = [c for b, c in rows if not b]
    return {
        "n": len(rows),
        "binary": sum(b for b, _ in rows),
        "accuracy": sum(c for _, c in rows) / len(rows) if rows else NAN,
        "accuracy_complex": sum(complex_) / len(complex_) if complex_ else NAN,
    }


def table2(
    samples_by_model: Mapping[str, Iterable[Mapping[str, Any]]], complex_only: bool = False
) -> list[dict[str, Any]]:
    """Table 2 rows: per model the paired original accuracy, mean variation accuracy, their 95%
    intervals, the drop with its interval, and two significance tests.

    ``disjoint`` is the paper's test ("non-overlapping 95% confidence intervals"): the variation
    interval and the original's own 95% interval (``original_low`` / ``original_high``: a Wilson
    interval over the problems, as the original is logged once) do not overlap. ``p_value`` is the
    one-sided exact paired test over problems (:func:`hardmath.stats.original_advantage_pvalue`),
    ``paired`` whether it is at most :data:`~hardmath.lm_eval_tasks.paired.FLAG_LEVEL`; both are
    calibrated by simulation in ``bench/bench_variation_calibration.py``.
    ``complex_only``: binary-answer documents left out, as in the paper's Figure 3.
    """
    rows = []
    for model, samples in samples_by_model.items():
        s = paired_summary(records_from_samples(samples, complex_only=complex_only))
        olow, ohigh = s["original_low"], s["original_high"]
        rows.append(
            {
                "model": model,
                "original": s["original"],
                "variation": s["mean"],
                "ci_low": s["ci_low"],
                "ci_high": s["ci_high"],
                "drop": s["drop"],
                "drop_low": s["drop_low"],
                "drop_high": s["drop_high"],
                "groups": s["groups"],
                "snapshots": s["snapshots"],
                "per_snapshot": s["per_snapshot"],
                "original_low": olow,
                "original_high": ohigh,
                "p_value": s["p_value"],
                "paired": None if s["p_value"] is None else s["p_value"] <= paired.FLAG_LEVEL,
                "disjoint": None if s["ci_low"] is None or olow is None else ohigh < s["ci_low"] or olow > s["ci_high"],
            }
        )
    return rows


def build_figure3(rows: Sequence[Mapping[str, Any]], task: str = "putnam_axiom_var") -> Any:
    """Figure 3: original vs mean variation accuracy (%) per model, the variation bar with its
    95% interval (none where it cannot be computed). Returns the matplotlib figure.
    """
    from hardmath.report.figures import build_bars

    def pct(v: float | None) -> float | None:
        return None if v is None else 100 * v

    return build_bars(
        [r["model"] for r in rows],
        {"Original": [pct(r["original"]) for r in rows], "Variation": [pct(r["variation"]) for r in rows]},
        f"Putnam-AXIOM Figure 3: original vs variation accuracy ({task})",
        "accuracy (%)",
        errors={"Variation": ([pct(r["ci_low"]) for r in rows], [pct(r["ci_high"]) for r in rows])},
    )
