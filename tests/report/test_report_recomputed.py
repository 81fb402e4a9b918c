"""Every value of ``hardmath report``'s HARP tables, recomputed independently from the samples.

A scripted "model run": three models answer 24 HARP problems with known, seeded behaviour
(right, wrong, no answer, hit the token limit, backend cannot tell), 4 sampled responses per
problem for pass@k / maj@k, and 3 multiple-choice scrambles. The rows are made as lm-eval makes
them (the tasks' own ``process_results`` and the grade filter's answer classes) and written in
lm-eval's layout. Then each table cell of the report is recomputed here from the rows with
nothing but the papers' definitions (no hardmath analysis code; scipy for the t quantile) and
compared, cell by cell. (Issue 22: the same idea found 197 of 1,941 values wrong.)
"""

from __future__ import annotations

import itertools
import json
import math
import random
from collections import Counter, defaultdict
from typing import TYPE_CHECKING

from report_handmade import TS, sample, write_run

if TYPE_CHECKING:
    from pathlib import Path

MODELS = ("scripted-A", "scripted-B", "scripted-C")
SUBJECTS = ("prealgebra", "algebra", "number_theory", "counting_and_probability", "geometry", "precalculus")
LEVELS = (1, 2, 3, 4, 5, 6)
N_SAMPLES = 4
SCRAMBLES = 3


def _doc(i: int) -> dict:
    return {
        "year": "2001",
        "contest": "AMC",
        "number": i,
        "level": LEVELS[i % 6],
        "subject": SUBJECTS[(i // 2) % 6],
        "problem": f"Problem {i}",
        "answer": str(i),
        "solution_1": " ".join(["step"] * (3 + i % 7)),
    }


def _record(answer: str | None, gold: str, truncated: bool | None) -> dict:
    if truncated:
        return {"answer": answer, "correct": False, "reason": "max length", "no_answer": False, "max_length": True}
    return {
        "answer": answer,
        "correct": answer == gold,
        "reason": "scripted",
        "no_answer": answer is None,
        "max_length": truncated,
    }


def _behaviour(rng: random.Random, gold: str, knows_limits: bool) -> tuple[str | None, bool | None]:
    answer = rng.choice([gold, gold, "999", None])
    truncated = (rng.random() < 0.2) if knows_limits else None
    return answer, truncated


def scripted_runs(root: Path) -> Path:
    """The scripted models' lm-eval output folder (hardmath's task hooks make the metrics)."""
    from hardmath.grade_record import GradeRecord
    from hardmath.lm_eval_tasks.harp import utils
    from hardmath.lmeval.filters import logged_with_classes

    for m, model in enumerate(MODELS):
        rng = random.Random(f"scripted:{model}")
        knows_limits = m != 2  # C's backend cannot tell whether a generation hit its limit
        short, sampling = [], []
        mcq = {f"harp_mcq_shuffle_{s + 1}": [] for s in range(SCRAMBLES)}
        for i in range(24):
            doc = _doc(i)
            answer, truncated = _behaviour(rng, doc["answer"], knows_limits)
            rec = _record(answer, doc["answer"], truncated)
            if knows_limits:  # a backend that records truncation also counts generated tokens
                rec["tokens"] = rng.randint(10, 500)
            words = " ".join(["w"] * rng.randint(0, 12))
            metrics = {k: v for k, v in utils.process_results(doc, [[rec]]).items() if v is not None}
            short.append(sample(i, doc, metrics, [words], [rec]))
            if m == 0:  # A also ran harp_default_sampling
                recs = [
                    GradeRecord(**_record(*_behaviour(rng, doc["answer"], True)[:1], doc["answer"], rng.random() < 0.3))
                    for _ in range(N_SAMPLES)
                ]
                logged = [json.loads(r) for r in logged_with_classes(recs)]
                metrics = utils.process_results_sampling(doc, [logged])
                sampling.append(sample(i, doc, metrics, ["r"] * N_SAMPLES, logged))
            if doc["level"] <= 4:
                for rows in mcq.values():
                    mdoc = {**doc, "choices": {k: k for k in "ABCDE"}, "answer_choice": "A"}
                    rows.append(sample(len(rows), mdoc, {"correct": float(rng.random() < 0.5), "no_answer": 0.0}))
        tasks = {"harp_default": short, **mcq}
        if sampling:
            tasks["harp_default_sampling"] = sampling
        write_run(root, f"org/{model}", tasks)
    return root


# ---------------------------------------------------------------- independent recomputation
def _mean(values):
    values = list(values)
    return sum(values) / len(values) if values else None


def _pct(v):
    return None if v is None else 100.0 * v


def _pid(doc):
    return f"{doc['year']}/{doc['contest']}/{doc['number']}"


def _records(row):
    return [json.loads(x) if isinstance(x, str) else x for inst in row["filtered_resps"] for x in inst]


def _median(values: list) -> float | None:
    if not values:
        return None
    s = sorted(values)
    return (s[(len(s) - 1) // 2] + s[len(s) // 2]) / 2


def _rows(root: Path, model: str, task: str) -> list[dict]:
    path = root / f"org__{model}" / f"samples_{task}_{TS}.jsonl"
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def _accuracy(rows, levels):
    by_level = {lv: _mean(r["correct"] for r in rows if r["doc"]["level"] == lv) for lv in levels}
    by_subject = {s: _mean(r["correct"] for r in rows if r["doc"]["subject"] == s) for s in SUBJECTS}
    return (
        [len(rows), _pct(_mean(r["correct"] for r in rows))]
        + [_pct(by_level[lv]) for lv in levels]
        + [_pct(by_subject[s]) for s in SUBJECTS]
    )


def _pass_at_k(n, c, k):
    return 1.0 if n - c < k else 1.0 - math.comb(n - c, k) / math.comb(n, k)


def _orders(n, orderings=5):
    """The samples' own order, then 4 re-orderings seeded "0:1".."0:4" (the documented protocol)."""
    out = []
    for r in range(orderings):
        idx = list(range(n))
        if r:
            random.Random(f"0:{r}").shuffle(idx)
        out.append(idx)
    return out


def _majority(recs, gold):
    """The paper: the most common final answer of the k samples; t tied answers score 1/t if one is
    the gold. A response that hit the token limit or has no answer has no final answer.
    """
    final = [r["answer"] for r in recs if r["answer"] is not None and r.get("max_length") is not True]
    if not final:
        return 0.0
    counts = Counter(final)
    top = max(counts.values())
    tied = [a for a, c in counts.items() if c == top]
    return (gold in tied) / len(tied)


def recompute(root: Path) -> dict[str, list[list]]:
    from scipy.stats import t as student_t

    tables: dict[str, list[list]] = defaultdict(list)
    human = None
    for model in MODELS:
        rows = _rows(root, model, "harp_default")
        tables["harp_table3_accuracy"].append(
            [model, "harp_default"] + _accuracy(rows, LEVELS)[:2] + _accuracy(rows, LEVELS)[2:]
        )
        known = [r for r in rows if r.get("max_length") is not None]
        tables["harp_table4_max_length"].append(
            [model, "harp_default", len(rows), _pct(_mean(r["max_length"] for r in known))]
            + [_pct(_mean(r["max_length"] for r in known if r["doc"]["level"] == lv)) for lv in LEVELS]
        )
        tables["harp_no_answer"].append(
            [model, "harp_default", _pct(_mean(r["no_answer"] for r in rows))]
            + [_pct(_mean(r["no_answer"] for r in rows if r["doc"]["level"] == lv)) for lv in LEVELS]
        )
        # Figure 4: medians of the token counts recorded at generation; of the text where none was
        counts = {
            lv: [
                x["tokens"] for r in rows if r["doc"]["level"] == lv for x in _records(r) if x.get("tokens") is not None
            ]
            for lv in LEVELS
        }
        missing = sum(x.get("tokens") is None for r in rows for x in _records(r))
        if any(counts.values()):
            figure4 = [model, "harp_default", "generated tokens", missing] + [_median(counts[lv]) for lv in LEVELS]
        else:
            figure4 = [model, "harp_default", "whitespace pieces", missing] + [
                _median([len(x.split()) for r in rows if r["doc"]["level"] == lv for inst in r["resps"] for x in inst])
                for lv in LEVELS
            ]
        tables["harp_figure4_output_length"].append(figure4)
        human = [
            ["human (solution_1)", "harp_default", "whitespace pieces", None]
            + [_median([len(r["doc"]["solution_1"].split()) for r in rows if r["doc"]["level"] == lv]) for lv in LEVELS]
        ]
        mcq = {f"harp_mcq_shuffle_{s + 1}": _rows(root, model, f"harp_mcq_shuffle_{s + 1}") for s in range(SCRAMBLES)}
        for task, mrows in mcq.items():
            tables["harp_table5_mcq"].append([model, task] + _accuracy(mrows, (1, 2, 3, 4)))
        common = set.intersection(*({_pid(r["doc"]) for r in rs} for rs in [rows, *mcq.values()]))
        for task, trows in {"harp_default": rows, **mcq}.items():
            kept = [r for r in trows if _pid(r["doc"]) in common]
            tables["harp_table6_short_vs_mcq"].append([model, task] + _accuracy(kept, (1, 2, 3, 4)))
        # Figure 6: correct in all of x scrambles (averaged over the x-subsets), in at least x
        marks = {_pid(r["doc"]): [] for r in mcq["harp_mcq_shuffle_1"]}
        level_of = {_pid(r["doc"]): r["doc"]["level"] for r in mcq["harp_mcq_shuffle_1"]}
        for mrows in mcq.values():
            for r in mrows:
                marks[_pid(r["doc"])].append(r["correct"] >= 1.0)
        short_by = {_pid(r["doc"]): r["correct"] for r in rows}
        for level in ["all", 1, 2, 3, 4]:
            ids = [i for i in marks if level == "all" or level_of[i] == level]
            ref = _pct(_mean(short_by[i] for i in ids))
            for x in range(1, SCRAMBLES + 1):
                subsets = list(itertools.combinations(range(SCRAMBLES), x))
                all_x = _mean(sum(all(marks[i][s] for s in sub) for i in ids) / len(ids) for sub in subsets)
                at_least = sum(sum(marks[i]) >= x for i in ids) / len(ids)
                tables["harp_figure6_mcq_consistency"].append(
                    [model, SCRAMBLES, level, len(ids), x, _pct(all_x), _pct(at_least), ref]
                )
    tables["harp_figure4_output_length"] += human
    # Figure 5 / Table 8 and the maj@k intervals, from A's sampled grade records
    rows = _rows(root, MODELS[0], "harp_default_sampling")
    ks = [1, 2, 4]
    for level in ["all", *LEVELS]:
        subset = [r for r in rows if level == "all" or r["doc"]["level"] == level]
        if not subset:
            continue
        passes, majs, per_order = [], [], {k: [[] for _ in range(5)] for k in ks}
        for r in subset:
            recs = _records(r)
            c = sum(x["correct"] for x in recs)
            passes.append([_pass_at_k(len(recs), c, k) for k in ks])
            for k in ks:
                scores = [_majority([recs[j] for j in order[:k]], r["doc"]["answer"]) for order in _orders(len(recs))]
                for o, s in enumerate(scores):
                    per_order[k][o].append(s)
            majs.append(
                [
                    _mean(_majority([recs[j] for j in order[:k]], r["doc"]["answer"]) for order in _orders(len(recs)))
                    for k in ks
                ]
            )
        tables["harp_figure5_sampling"].append(
            [MODELS[0], "harp_default_sampling", level, "pass@k"]
            + [_pct(_mean(p[i] for p in passes)) for i in range(len(ks))]
        )
        tables["harp_figure5_sampling"].append(
            [MODELS[0], "harp_default_sampling", level, "maj@k"]
            + [_pct(_mean(p[i] for p in majs)) for i in range(len(ks))]
        )
        for k in ks:
            values = [_mean(per_order[k][o]) for o in range(5)]
            mean = _mean(values)
            sd = math.sqrt(sum((v - mean) ** 2 for v in values) / 4)
            half = student_t.ppf(0.975, 4) * sd / math.sqrt(5)
            tables["harp_figure5_maj_ci"].append(
                [
                    MODELS[0],
                    "harp_default_sampling",
                    level,
                    k,
                    _pct(mean),
                    _pct(max(0.0, mean - half)),
                    _pct(min(1.0, mean + half)),
                ]
            )
    return tables


# the columns that name a row (model, task, level, ...); the others are values
IDENTITY = {
    "harp_figure5_sampling": (0, 1, 2, 3),
    "harp_figure5_maj_ci": (0, 1, 2, 3),
    "harp_figure6_mcq_consistency": (0, 2, 4),
}


def _same(a, b) -> bool:
    if a is None or b is None:
        return a is None and b is None
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return math.isclose(float(a), float(b), rel_tol=1e-9, abs_tol=1e-9)
    return str(a) == str(b)


def _identity(row: list, ids: tuple[int, ...]) -> tuple[str, ...]:
    """A table row's identity: its ``ids`` columns as text."""
    return tuple(str(row[i]) for i in ids)


def test_every_harp_table_value_recomputed_from_the_samples(tmp_path):
    from hardmath.report import build_report

    root = scripted_runs(tmp_path / "runs")
    report = build_report([root], tmp_path / "report", tokenizer="none", plots=False)
    want = recompute(root)
    checked = 0
    for name, rows in want.items():
        got = report.tables[name].rows
        ids = IDENTITY.get(name, (0, 1))
        assert len(got) == len(rows), (name, len(got), len(rows))
        got_by = {_identity(r, ids): r for r in got}
        for row in rows:
            have = got_by[_identity(row, ids)]
            assert len(have) == len(row), (name, have, row)
            for col, (g, w) in enumerate(zip(have, row, strict=True)):
                assert _same(g, w), (name, report.tables[name].columns[col], have, row)
                checked += 1
    print(f"{checked} values recomputed and equal")
    assert checked > 900, checked  # every value of the 10 HARP tables


def test_truncated_samples_change_maj_at_k_here(tmp_path):
    """The scripted sampling run has truncated responses that state the gold first, so the check
    above would fail if they voted (a guard that the data exercises the maj@k rule).
    """
    root = scripted_runs(tmp_path / "runs")
    rows = _rows(root, MODELS[0], "harp_default_sampling")
    hit = 0
    for r in rows:
        recs = _records(r)
        voting_if_truncated_voted = _majority([{**x, "max_length": False} for x in recs], r["doc"]["answer"])
        hit += voting_if_truncated_voted != _majority(recs, r["doc"]["answer"])
    assert hit >= 3
