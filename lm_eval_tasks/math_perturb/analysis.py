"""MATH-Perturb analyses over lm-eval logged samples (Huang et al., 2025).

Inputs are the rows of ``samples_<task>_*.jsonl`` (``--log_samples``) of the ``math_p_*``
tasks: each has ``doc`` (with ``problem_id``, ``original_split``, ``type`` and, for perturbed
tasks, ``original_answer``), ``resps`` and the per-document metrics (``correct``, ``n_same``).
Problems are paired across tasks by ``problem_id``.

- :func:`table1_row` — accuracy overall / train / test (Table 1, one task or three).
- :func:`mode_collapse` — ``n_same``: errors whose final answer equals the ORIGINAL answer (Table 5).
- :func:`collapse_edit_distances` — Table 5's normalized edit distance of those responses to the
  responses to the original problems.
- :func:`cases` — Case I-IV of Appendix C.1 (Table 4).
- :func:`icl_effects` — errors without/with ICL, correct->wrong, wrong->correct (Table 7).
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping
from typing import Any

from hardmath.lm_eval_tasks.math_perturb.constants import SPLITS

log = logging.getLogger(__name__)

Samples = Iterable[Mapping[str, Any]]


def _pid(sample: Mapping[str, Any]) -> int:
    try:
        return int(sample["doc"]["problem_id"])
    except (KeyError, TypeError, ValueError) as err:
        raise ValueError(f"sample {sample.get('doc_id')!r}: no integer doc.problem_id ({err})") from None


def _correct(sample: Mapping[str, Any]) -> bool:
    if "correct" not in sample:
        raise ValueError(
            f"sample {sample.get('doc_id')!r} (problem_id {_pid(sample)}): no 'correct' "
            f"metric; log samples of a math_p_* task"
        )
    return bool(float(sample["correct"]))


def by_problem(samples: Samples) -> dict[int, bool]:
    """``problem_id`` -> correct. A problem logged twice is an error (mixed runs)."""
    out: dict[int, bool] = {}
    for s in samples:
        pid = _pid(s)
        if pid in out:
            raise ValueError(f"problem_id {pid} appears twice: samples from more than one run?")
        out[pid] = _correct(s)
    return out


def _pct(part: int, whole: int) -> float | None:
    return 100.0 * part / whole if whole else None  # full precision: tables round for display only


def accuracy(samples: Samples) -> dict[str, Any]:
    """Accuracy (%) overall and by original split (train/test), with counts."""
    rows = list(samples)
    out: dict[str, Any] = {"n": len(rows), "all": _pct(sum(_correct(s) for s in rows), len(rows))}
    for split in SPLITS:
        part = [s for s in rows if s["doc"].get("original_split") == split]
        out[f"n_{split}"] = len(part)
        out[split] = _pct(sum(_correct(s) for s in part), len(part))
    return out


def table1_row(original: Samples | None, simple: Samples | None, hard: Samples | None) -> dict[str, Any]:
    """One model's Table 1 row: {Original, MATH-P-Simple, MATH-P-Hard} x {all, train, test}.

    A task given as None is left out (its columns are absent).
    """
    return {
        name: accuracy(s) for name, s in (("original", original), ("simple", simple), ("hard", hard)) if s is not None
    }


def _response(sample: Mapping[str, Any]) -> str:
    resps = sample.get("resps") or [[""]]
    first = resps[0]
    return first[0] if isinstance(first, (list, tuple)) else str(first)


def _same(sample: Mapping[str, Any]) -> bool | None:
    """Whether an error's final answer equals the original's, as logged at grading (``n_same``;
    None: unknown). The report never re-runs the checker: the same logs give the same table.
    """
    if sample.get("n_same") is not None:
        return bool(float(sample["n_same"]))
    return None


def mode_collapse(samples: Samples) -> dict[str, Any]:
    """``n_same`` (errors whose final answer equals the original problem's answer), ``n_total``
    (errors) and their percentage — Table 5 for one perturbed task.

    Uses the ``n_same`` each sample logged at grading (None or absent: unknown, counted in
    ``unknown``). When no sample knows its original answer, ``n_same`` is None and ``reason``
    says why (never a fake zero).
    """
    n_same = n_total = known = 0
    for s in samples:
        if _correct(s):
            continue
        n_total += 1
        same = _same(s)
        if same is None:
            continue
        known += 1
        n_same += same
    if n_total and not known:
        reason = "original answers unavailable (no MATH copy / originals mapping at run time)"
        log.warning("n_same omitted: %s", reason)
        return {"n_same": None, "n_total": n_total, "percentage": None, "reason": reason}
    return {"n_same": n_same, "n_total": n_total, "percentage": _pct(n_same, n_total), "unknown": n_total - known}


def edit_distance(a: str, b: str) -> int:
    """Levenshtein distance (insertions, deletions, substitutions of characters).

    Bit-parallel (Myers 1999, in Hyyro's formulation): one pass over ``b`` with the columns of
    the dynamic-programming table as bits of Python integers, so long responses stay fast.
    """
    if not a or not b:
        return len(a) + len(b)
    full = (1 << len(a)) - 1
    last = 1 << (len(a) - 1)
    match: dict[str, int] = {}
    for i, ch in enumerate(a):
        match[ch] = match.get(ch, 0) | (1 << i)
    plus, minus, score = full, 0, len(a)  # vertical +1 / -1 deltas of the current column
    for ch in b:
        eq = match.get(ch, 0)
        xv = eq | minus
        xh = (((eq & plus) + plus) ^ plus) | eq
        h_plus = minus | ~(xh | plus)
        h_minus = plus & xh
        if h_plus & last:
            score += 1
        elif h_minus & last:
            score -= 1
        h_plus = (h_plus << 1) | 1
        h_minus <<= 1
        plus = (h_minus | ~(xv | h_plus)) & full
        minus = h_plus & xv & full
    return score


def collapse_edit_distances(perturbed: Samples, original: Samples) -> dict[str, Any]:
    """Table 5's normalized edit distances for one perturbed task and one model.

    For each ``n_same`` response (an error whose final answer equals the original problem's
    answer), the edit distance between it and the same model's response to the original problem
    (``math_p_original``, matched by ``problem_id``), divided by the length of the latter.
    Returns ``min`` / ``avg`` / ``max`` over those responses and ``n`` (None values when there is
    none, the paper's N/A); ``missing`` counts ``n_same`` responses whose original was not logged.
    """
    to_original = {_pid(s): _response(s) for s in original}
    ratios, missing = [], 0
    for s in perturbed:
        if _correct(s) or not _same(s):
            continue
        reference = to_original.get(_pid(s))
        if reference is None:
            missing += 1
            continue
        ratios.append(edit_distance(_response(s), reference) / max(len(reference), 1))
    if not ratios:
        return {"n": 0, "min": None, "avg": None, "max": None, "missing": missing}
    return {
        "n": len(ratios),
        "min": min(ratios),
        "avg": sum(ratios) / len(ratios),
        "max": max(ratios),
        "missing": missing,
    }  # full precision: report.md prints 4 significant figures, CSV all


CASES = ("I", "II", "III", "IV")


def case_of(original: bool, simple: bool, hard: bool) -> str:
    """Appendix C.1: I (orig or simple right, hard right), II (all wrong), III (orig and simple
    wrong, hard right), IV (orig or simple right, hard wrong).
    """
    easy = original or simple
    if hard:
        return "I" if easy else "III"
    return "IV" if easy else "II"


def cases(original: Samples, simple: Samples, hard: Samples) -> dict[str, Any]:
    """Table 4: count and percentage of problems in each case, over the problem_ids logged in
    all three tasks (``missing`` counts problem_ids absent from some task).
    """
    o, s, h = by_problem(original), by_problem(simple), by_problem(hard)
    common = sorted(set(o) & set(s) & set(h))
    counts = dict.fromkeys(CASES, 0)
    for pid in common:
        counts[case_of(o[pid], s[pid], h[pid])] += 1
    return {
        "total": len(common),
        "missing": len(set(o) | set(s) | set(h)) - len(common),
        "counts": counts,
        "percent": {c: _pct(n, len(common)) for c, n in counts.items()},
    }


def icl_effects(zero_shot: Samples, icl: Samples) -> dict[str, Any]:
    """Table 7 for one task: errors without and with ICL, ``correct_to_wrong`` (misleading
    effect, % of errors with ICL) and ``wrong_to_correct`` (ICL effect, % of errors without).
    """
    z, i = by_problem(zero_shot), by_problem(icl)
    common = sorted(set(z) & set(i))
    errors_zero = sum(not z[p] for p in common)
    errors_icl = sum(not i[p] for p in common)
    c2w = sum(z[p] and not i[p] for p in common)
    w2c = sum(not z[p] and i[p] for p in common)
    return {
        "total": len(common),
        "missing": len(set(z) ^ set(i)),
        "errors_zero_shot": errors_zero,
        "errors_icl": errors_icl,
        "correct_to_wrong": c2w,
        "correct_to_wrong_pct": _pct(c2w, errors_icl),
        "wrong_to_correct": w2c,
        "wrong_to_correct_pct": _pct(w2c, errors_zero),
    }
