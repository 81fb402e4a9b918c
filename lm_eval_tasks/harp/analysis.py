"""HARP analyses over lm-eval logged samples (``--log_samples``): the paper's tables and figures.

Every function takes the rows of a ``samples_<task>_*.jsonl`` file (dicts with ``doc``,
``resps``, ``filtered_resps`` and the per-document metrics that the HARP tasks'
``process_results`` wrote) and returns plain numbers, so a report can print or plot them.

- :func:`accuracy_table` — Table 3: overall, per level, per subject accuracy.
- :func:`max_length_table` — Table 4: share of generations that did not finish (hit the token limit).
- :func:`no_answer_table` — share of finished responses with no extractable answer.
- :func:`generated_tokens_by_level` — Figure 4: the token counts recorded at generation, per level (§4.1).
- :func:`sampling_curves` — Table 8 / Figure 5: pass@k and maj@k per k, overall or per level.
- :func:`maj_at_k_intervals` — Figure 5's error bars: maj@k with a 95% interval over re-orderings.
- :func:`scramble_consistency` — Figure 6: correct in all x / at least x of the 5 scrambles.
"""

from __future__ import annotations

import itertools
import re
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from hardmath.lm_eval_tasks import paired
from hardmath.lm_eval_tasks.harp.constants import problem_id  # noqa: F401 - re-exported (run-time home)
from hardmath.lmeval.records import (
    flatten,
    logged_vote_classes,
    mean_correct,
    sample_records,
    share_max_length,
    share_no_answer,
)

Row = Mapping[str, Any]


def _mean(values: Sequence[float]) -> float | None:
    return sum(values) / len(values) if values else None


def _correct(row: Row) -> float:
    if "correct" in row:
        return float(row["correct"])
    graded = sample_records(row)
    if not graded:
        raise KeyError(f"sample {row.get('doc_id')} has neither a 'correct' metric nor graded responses")
    return mean_correct(graded)


def _no_answer(row: Row) -> float:
    if "no_answer" in row:
        return float(row["no_answer"])
    graded = sample_records(row)
    return share_no_answer(graded) if graded else 1.0


def _max_length(row: Row) -> float | None:
    """Share of the row's responses that hit the token limit; None when the backend could not tell."""
    if row.get("max_length") is not None:
        return float(row["max_length"])
    return share_max_length(sample_records(row))


def _by_known(rows: Iterable[Row], key: str, value: Callable[[Row], float | None]) -> dict[Any, float | None]:
    groups: dict[Any, list[float]] = defaultdict(list)
    for row in rows:
        got = value(row)
        groups[row["doc"][key]].extend([] if got is None else [got])
    return {k: _mean(v) for k, v in sorted(groups.items())}


def _by(rows: Iterable[Row], key: str, value: Callable[[Row], float]) -> dict[Any, float]:
    groups: dict[Any, list[float]] = defaultdict(list)
    for row in rows:
        groups[row["doc"][key]].append(value(row))
    return {k: _mean(v) for k, v in sorted(groups.items())}


def accuracy_table(rows: Sequence[Row]) -> dict[str, Any]:
    """``{"overall", "n", "by_level": {level: acc}, "by_subject": {subject: acc}}`` (Table 3)."""
    return {
        "overall": _mean([_correct(r) for r in rows]),
        "n": len(rows),
        "by_level": _by(rows, "level", _correct),
        "by_subject": _by(rows, "subject", _correct),
    }


def no_answer_table(rows: Sequence[Row]) -> dict[str, Any]:
    """``{"overall", "by_level"}``: share of responses that finished with no extracted answer."""
    return {"overall": _mean([_no_answer(r) for r in rows]), "by_level": _by(rows, "level", _no_answer)}


def max_length_table(rows: Sequence[Row]) -> dict[str, Any]:
    """``{"overall", "by_level", "known"}`` (Table 4): share of generations that hit the token
    limit, over the responses whose backend could tell (``known`` of them; None when none could).
    """
    known = [v for v in (_max_length(r) for r in rows) if v is not None]
    return {"overall": _mean(known), "by_level": _by_known(rows, "level", _max_length), "known": len(known)}


def _responses(row: Row) -> list[str]:
    return [str(item) for item in flatten(row.get("resps") or [])]


def generated_tokens_by_level(rows: Sequence[Row]) -> tuple[dict[int, list[int]], int, int]:
    """Figure 4 as measured at generation: per level, the token counts the backend recorded for each
    response (its grade record's ``tokens``: hf's generated ids, vLLM's token ids, an API's
    ``completion_tokens``, reasoning included); also (responses without a count, all responses).
    """
    groups: dict[int, list[int]] = defaultdict(list)
    missing = total = 0
    for row in rows:
        for record in sample_records(row):
            total += 1
            if record.tokens is None:
                missing += 1
            else:
                groups[row["doc"]["level"]].append(int(record.tokens))
    return dict(sorted(groups.items())), missing, total


def texts_by_level(rows: Sequence[Row], length: Callable[[str], int]) -> dict[int, list[int]]:
    """Per level, ``length`` of each logged response text (for runs without recorded token counts)."""
    groups: dict[int, list[int]] = defaultdict(list)
    for row in rows:
        groups[row["doc"]["level"]].extend(length(r) for r in _responses(row))
    return dict(sorted(groups.items()))


def solutions_by_level(
    rows: Sequence[Row], length: Callable[[str], int], field: str = "solution_1"
) -> dict[int, list[int]]:
    """Per level, ``length`` of each problem's human solution (``doc[field]``): Figure 4's reference."""
    groups: dict[int, list[int]] = defaultdict(list)
    for row in rows:
        text = row["doc"].get(field)
        if text:
            groups[row["doc"]["level"]].append(length(str(text)))
    return dict(sorted(groups.items()))


def common_problems(runs: Sequence[Sequence[Row]]) -> set[str]:
    """Ids (:func:`problem_id`) of the problems logged in every run (e.g. short answer and MCQ)."""
    ids = [{problem_id(r["doc"]) for r in run} for run in runs]
    return set.intersection(*ids) if ids else set()


def _k_of(metric: str, prefix: str) -> int | None:
    m = re.fullmatch(re.escape(prefix) + r"@(\d+)", metric)
    return int(m.group(1)) if m else None


def sampling_curves(rows: Sequence[Row], by: str | None = None) -> dict[str, Any]:
    """pass@k and maj@k averaged over problems, from ``harp_default_sampling`` samples.

    Returns ``{"pass": {k: v}, "maj": {k: v}}``, or with ``by="level"`` (any doc field)
    ``{value: {"pass": ..., "maj": ...}}`` (Figure 5).
    """

    def curves(subset: Sequence[Row]) -> dict[str, dict[int, float]]:
        out: dict[str, dict[int, float]] = {"pass": {}, "maj": {}}
        for name in ("pass", "maj"):
            per_k: dict[int, list[float]] = defaultdict(list)
            for row in subset:
                for metric, value in row.items():
                    k = _k_of(metric, name)
                    if k is not None:
                        per_k[k].append(float(value))
            out[name] = {k: _mean(v) for k, v in sorted(per_k.items())}
        return out

    if by is None:
        return curves(rows)
    groups: dict[Any, list[Row]] = defaultdict(list)
    for row in rows:
        groups[row["doc"][by]].append(row)
    return {k: curves(v) for k, v in sorted(groups.items())}


def row_votes(row: Row) -> tuple[list[int | None], set[int], bool]:
    """A sampling row's answer classes, its correct classes, and whether the classes were logged
    at grading (``vote_class``). Rows graded before classes were logged fall back to grouping
    identical answer strings: the report never re-runs the checker (rescore the run instead).
    """
    from hardmath.stats import correct_classes, vote_classes

    graded = sample_records(row)
    logged = logged_vote_classes(row.get("filtered_resps") or [], f"logged sample {row.get('doc_id')!r}")
    if logged is not None and len(logged) == len(graded):
        return logged, correct_classes(logged, graded), True
    return (*vote_classes(graded, same=lambda a, b: a == b), False)


def maj_at_k_intervals(
    rows: Sequence[Row], ks: Sequence[int] | None = None, orderings: int = 5, by: str | None = None
) -> dict[Any, Any]:
    """maj@k with the paper's error bars (Figure 5: "95% confidence intervals, calculated over 5
    re-orderings of samples"), from the logged grade records and answer classes (:func:`row_votes`)
    of ``harp_default_sampling``.

    For each re-ordering r (:func:`hardmath.stats.maj_at_k_runs`, the same orderings the task's
    ``maj@k`` averages), the dataset's maj@k is the mean over problems; the result per k is
    ``(mean, low, high)`` of those ``orderings`` values (a t-interval, clipped to [0, 1]). With ``by="level"`` the
    same per value of that doc field.
    """
    from hardmath.stats import maj_at_k_runs, mean_ci95

    votes = [(row, *row_votes(row)[:2]) for row in rows]
    n = min((len(classes) for _, classes, _ in votes), default=0)
    ks = sorted(ks) if ks is not None else [k for k in (1 << i for i in range(12)) if k <= n]

    def intervals(subset: list) -> dict[int, tuple[float, float, float]]:
        out = {}
        for k in ks:
            per_problem = [maj_at_k_runs(classes, ok, k, orderings) for _, classes, ok in subset]
            mean, low, high = mean_ci95([sum(p[r] for p in per_problem) / len(per_problem) for r in range(orderings)])
            out[k] = (mean, max(0.0, low), min(1.0, high))  # an accuracy's interval stays in [0, 1]
        return out

    if by is None:
        return intervals(votes) if votes else {}
    groups: dict[Any, list] = defaultdict(list)
    for item in votes:
        groups[item[0]["doc"][by]].append(item)
    return {key: intervals(v) for key, v in sorted(groups.items())}


def scramble_consistency(runs: Sequence[Sequence[Row]], by: str | None = None) -> dict[str, Any]:
    """Figure 6 from the logged samples of the scramble runs (``harp_mcq_shuffle_1..5``).

    Problems are matched across runs by :func:`problem_id`; only problems present in every
    run count. ``all[x]``: share of problems correct in *all* of x runs, averaged over every
    choice of x of the runs (the paper averages over orderings; for "all of the first x" the
    average over orderings equals the average over x-subsets). ``at_least[x]``: share correct in
    at least x runs. With ``by="level"`` the same per value of that doc field.
    """
    if not runs:
        raise ValueError("need the samples of at least one scramble run")
    per_run = [{problem_id(r["doc"]): (r["doc"], _correct(r) >= 1.0) for r in run} for run in runs]
    common = set(per_run[0]).intersection(*per_run[1:])
    m = len(runs)

    def table(ids: list[str]) -> dict[str, dict[int, float]]:
        if not ids:
            return {"all": {}, "at_least": {}, "n": 0}
        marks = {i: [per_run[r][i][1] for r in range(m)] for i in ids}
        all_x, at_least = {}, {}
        for x in range(1, m + 1):
            subsets = list(itertools.combinations(range(m), x))
            all_x[x] = _mean([sum(all(marks[i][r] for r in s) for i in ids) / len(ids) for s in subsets])
            at_least[x] = sum(sum(marks[i]) >= x for i in ids) / len(ids)
        return {"all": all_x, "at_least": at_least, "n": len(ids)}

    ids = sorted(common)
    if by is None:
        return table(ids)
    groups: dict[Any, list[str]] = defaultdict(list)
    for i in ids:
        groups[per_run[0][i][0][by]].append(i)
    return {k: table(v) for k, v in sorted(groups.items())}


# harp_var's per-sample values for ``hardmath compare``
SAMPLE_VALUES = dict(paired.SAMPLE_VALUES)
