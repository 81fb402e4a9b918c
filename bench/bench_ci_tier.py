"""Choose the size of HARP's CI tier (``harp_ci``) by simulation, and write the pinned tier file.

Model of per-problem outcomes (all numbers from the HARP paper, arXiv 2412.08819):
- Cell accuracies: each of the paper's 10 models (Table 3: accuracy per level and per subject)
  gets a logit-additive accuracy per level x subject cell, fitted to both published margins on
  the real cell counts of the 4,780 problems (raking).
- Within a cell, problems differ: a problem's solve probability is Beta with the cell's mean and
  concentration kappa, fitted to Gemini 1.5 Pro's pass@k curve (Table 8: 52.4% at k=1 ... 80.8%
  at k=64; pass@k = 1 - E[(1-p)^k] over the Beta mixture). ``--kappa inf`` removes that
  heterogeneity (every problem at its cell's mean: independent runs, the noisiest case).
- A run draws each problem's outcome once from its probability (a sampled run; a greedy re-run
  of the same checkpoint would repeat its outcomes and never alarm).

Per tier size, per draw: the full-set score (mean of all 4,780 outcomes) against the tier's
post-stratified estimate (:func:`hardmath.tier.post_stratified`, what ``harp_ci`` reports); and
``hardmath compare``'s gate (:func:`hardmath.report.compare.compare_metric`, the function the CLI
runs, on the tier's ``correct``, paired) between a base run and a new run that is either the same
model drawn again (false alarm) or the model made 5 points worse (each problem's probability
shifted on the logit scale so the full-set mean drops by 0.05; power).

Usage: HARDMATH_DATA_DIR=/path/to/shared/data nice python bench/bench_ci_tier.py
       [--sizes 600,900,1200] [--draws 1000] [--gate-draws 300] [--iters 1000] [--write SIZE]
``--write SIZE`` writes lm_eval_tasks/harp/harp_ci_tier.json (the committed tier) for that size.
"""

from __future__ import annotations

import argparse
import math
import os
import time
from pathlib import Path

import numpy as np

from hardmath.data import load_rows
from hardmath.lm_eval_tasks.harp.constants import LEVELS, SUBJECTS, problem_id
from hardmath.report.compare import compare_metric
from hardmath.tier import make_tier, post_stratified

TIER_FILE = Path(__file__).resolve().parents[1] / "lm_eval_tasks" / "harp" / "harp_ci_tier.json"
SEED = "harp_ci/1"
# HARP Table 3: overall, L1..L6, then P.Alg., Alg., C.&P., Geo., N.T., P.Calc. (percent)
TABLE3 = {
    "Claude 3.5 Haiku": (37.8, 66.1, 50.9, 29.5, 12.5, 8.1, 3.6, 66.5, 39.3, 30.9, 27.0, 33.4, 17.9),
    "Claude 3.5 Sonnet": (48.6, 75.7, 64.0, 41.6, 21.8, 9.6, 5.6, 75.5, 50.7, 45.0, 36.2, 44.4, 28.3),
    "Llama 3.1 70B": (43.3, 65.0, 51.4, 35.5, 25.7, 26.9, 27.9, 65.1, 48.2, 42.4, 29.7, 38.6, 29.6),
    "Llama 3.1 405B": (51.3, 71.0, 58.3, 45.3, 34.1, 35.5, 38.1, 70.9, 55.3, 50.1, 38.1, 49.9, 40.0),
    "Gemini 1.5 Flash": (52.3, 72.0, 65.4, 48.4, 31.8, 15.2, 9.6, 73.5, 60.0, 45.1, 39.7, 51.4, 35.4),
    "Gemini 1.5 Pro": (58.1, 77.5, 70.6, 56.4, 37.6, 19.3, 9.6, 78.2, 65.7, 51.2, 45.9, 58.1, 40.8),
    "GPT-4o mini": (45.7, 69.1, 58.6, 41.1, 22.1, 11.7, 5.1, 69.4, 51.3, 43.2, 30.0, 45.3, 27.9),
    "GPT-4o": (47.0, 71.5, 60.7, 42.4, 20.9, 10.2, 6.1, 70.8, 51.3, 42.0, 34.5, 45.3, 27.9),
    "o1 mini": (75.9, 87.1, 80.9, 76.7, 67.6, 52.8, 41.1, 82.5, 79.6, 75.4, 67.1, 82.9, 67.9),
    "o1 preview": (68.2, 85.2, 75.8, 68.6, 53.0, 40.1, 21.8, 80.2, 70.9, 68.7, 58.1, 73.9, 50.0),
}
TABLE3_SUBJECTS = ("prealgebra", "algebra", "counting_and_probability", "geometry", "number_theory", "precalculus")
PASS_AT_K = {1: 52.41, 2: 59.81, 4: 65.87, 8: 70.88, 16: 74.96, 32: 78.23, 64: 80.80}  # Table 8, Gemini 1.5 Pro


def stratum(row: dict) -> str:
    return f"level_{row['level']}/{row['subject']}"


def harp_items() -> list[tuple[str, str]]:
    return [(problem_id(r), stratum(r)) for r in load_rows("harp_default", os.environ.get("HARDMATH_DATA_DIR"))]


def _expit(x: np.ndarray) -> np.ndarray:
    return 1 / (1 + np.exp(-x))


def rake(counts: np.ndarray, level_acc: np.ndarray, subject_acc: np.ndarray, iters: int = 500) -> np.ndarray:
    """Cell accuracies expit(a_level + b_subject) whose count-weighted margins match both tables."""
    a, b = np.zeros(counts.shape[0]), np.zeros(counts.shape[1])
    for _ in range(iters):
        for axis, target in ((1, level_acc), (0, subject_acc)):
            p = _expit(a[:, None] + b[None, :])
            got = (p * counts).sum(axis) / counts.sum(axis)
            step = np.log(target / (1 - target)) - np.log(got / (1 - got))
            if axis == 1:
                a += step
            else:
                b += step
    return _expit(a[:, None] + b[None, :])


def _lbeta(x: float, y: float) -> float:
    return math.lgamma(x) + math.lgamma(y) - math.lgamma(x + y)


def fit_kappa(cells: np.ndarray, counts: np.ndarray) -> float:
    """Beta concentration whose pass@k matches Table 8, cell means shifted to its pass@1."""
    logit = np.log(cells / (1 - cells))
    lo, hi = -5.0, 5.0  # common logit shift so the count-weighted mean is pass@1
    for _ in range(60):
        mid = (lo + hi) / 2
        mean = (_expit(logit + mid) * counts).sum() / counts.sum()
        lo, hi = (mid, hi) if mean < PASS_AT_K[1] / 100 else (lo, mid)
    mu = _expit(logit + lo).ravel()
    w = (counts / counts.sum()).ravel()

    def err(kappa: float) -> float:
        total = 0.0
        for k, target in PASS_AT_K.items():
            fail = sum(
                wi * math.exp(_lbeta(m * kappa, (1 - m) * kappa + k) - _lbeta(m * kappa, (1 - m) * kappa))
                for wi, m in zip(w, mu, strict=True)
                if wi > 0
            )
            total += (1 - fail - target / 100) ** 2
        return total

    grid = np.exp(np.linspace(math.log(0.05), math.log(50), 400))
    return float(min(grid, key=err))


def problem_probs(rng: np.random.Generator, mu: np.ndarray, kappa: float) -> np.ndarray:
    if math.isinf(kappa):
        return mu.copy()
    return rng.beta(mu * kappa, (1 - mu) * kappa)


def shift_for_drop(p: np.ndarray, drop: float) -> np.ndarray:
    """``p`` shifted on the logit scale so its mean falls by ``drop``."""
    logit = np.log(np.clip(p, 1e-9, 1 - 1e-9) / np.clip(1 - p, 1e-9, 1))
    lo, hi = 0.0, 10.0
    for _ in range(50):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if p.mean() - _expit(logit - mid).mean() < drop else (lo, mid)
    return _expit(logit - hi)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="500,700,900,1200")
    parser.add_argument("--draws", type=int, default=1000, help="draws per model for the estimate error")
    parser.add_argument("--gate-draws", type=int, default=200, help="draws per model and scenario for the gate")
    parser.add_argument("--iters", type=int, default=1000, help="bootstrap resamples per compare (CLI: 10000)")
    parser.add_argument("--kappa", default="fit", help="'fit' (Table 8), a number, or 'inf'")
    parser.add_argument("--alpha", type=float, default=0.05)
    parser.add_argument("--write", type=int, default=None, help="write the committed tier file of this size")
    args = parser.parse_args()
    started = time.time()
    items = harp_items()
    index = {s: i for i, s in enumerate(f"level_{lv}/{sj}" for lv in LEVELS for sj in SUBJECTS)}
    counts = np.zeros((len(LEVELS), len(SUBJECTS)))
    for _, s in items:
        counts[divmod(index[s], len(SUBJECTS))] += 1
    reorder = [TABLE3_SUBJECTS.index(s) for s in SUBJECTS]
    cells = {m: rake(counts, np.array(v[1:7]) / 100, np.array(v[7:])[reorder] / 100) for m, v in TABLE3.items()}
    kappa = fit_kappa(cells["Gemini 1.5 Pro"], counts) if args.kappa == "fit" else float(args.kappa)
    cell_of = np.array([index[s] for _, s in items])
    sizes = {s: int(counts.ravel()[i]) for s, i in index.items()}
    print(
        f"HARP: {len(items)} problems, {sum(c > 0 for c in counts.ravel())} level x subject strata; "
        f"within-cell Beta concentration kappa = {kappa:.3g} ({args.kappa}); seed {SEED!r}"
    )
    rng = np.random.default_rng(2024)
    print(
        "| tier size | share of HARP | estimate error, 95th percentile (worst model) | interval coverage (min) | "
        "gate false alarms | power at -5 points (min over models) |"
    )
    print("|---:|---:|---:|---:|---:|---:|")
    for size in [int(s) for s in args.sizes.split(",")]:
        tier = make_tier("harp_ci", "harp_default", items, size, SEED)
        pos = {pid: i for i, (pid, _) in enumerate(items)}
        rows = np.array([pos[pid] for pid, _ in tier.ids])
        strata = [s for _, s in tier.ids]
        worst, worst_model, coverage = 0.0, "", 1.0
        alarms = trials = 0
        powers = []
        for model, cell in cells.items():
            mu = cell.ravel()[cell_of]
            errs, inside = [], 0
            for _ in range(args.draws):
                y = rng.random(len(items)) < problem_probs(rng, mu, kappa)
                est = post_stratified((s, sizes[s], bool(y[r])) for s, r in zip(strata, rows, strict=True))
                errs.append(abs(est.mean - y.mean()))
                inside += est.low <= y.mean() <= est.high
            q95 = float(np.quantile(errs, 0.95))
            if q95 > worst:
                worst, worst_model = q95, model
            coverage = min(coverage, inside / args.draws)
            hits = 0
            for draw in range(args.gate_draws):
                p = problem_probs(rng, mu, kappa)
                base = rng.random(len(items)) < p
                same = rng.random(len(items)) < p
                worse = rng.random(len(items)) < shift_for_drop(p, 0.05)
                for new, is_null in ((same, True), (worse, False)):
                    pairs = [({"correct": float(base[r])}, {"correct": float(new[r])}) for r in rows]
                    change = compare_metric("harp_ci", "correct", True, pairs, args.alpha, 0.0, args.iters, draw)
                    if is_null:
                        alarms += change.regressed
                        trials += 1
                    else:
                        hits += change.regressed
            powers.append((hits / args.gate_draws, model))
        low_power = min(powers)
        print(
            f"| {size} | {size / len(items):.1%} | {100 * worst:.2f} points ({worst_model}) | {coverage:.1%} | "
            f"{alarms / trials:.1%} ({trials} draws) | {low_power[0]:.1%} ({low_power[1]}; "
            f"{args.gate_draws} draws each) |",
            flush=True,
        )
    print(f"({time.time() - started:.0f} s; {args.draws} estimate draws per model, bootstrap {args.iters} resamples)")
    if args.write:
        TIER_FILE.write_text(make_tier("harp_ci", "harp_default", items, args.write, SEED).to_json())
        print(f"wrote {TIER_FILE} ({args.write} problems)")


if __name__ == "__main__":
    main()
