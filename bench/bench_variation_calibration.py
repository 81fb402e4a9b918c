"""Are the variation tables' significance flags calibrated? Simulate models, run the report's own
statistics (:func:`hardmath.lm_eval_tasks.paired.paired_summary`) and count how often each flag fires.

A simulated run has G templates, each with its original and S snapshots. Each template gets a
difficulty p drawn at random (``uniform``: p ~ U(0, 1); ``bimodal``: p ~ Beta(0.2, 0.2), a model
that mostly always or never solves a problem). An *honest* model answers the original and every
snapshot right with the same probability p; a *memorizer of strength delta* answers the original
right with probability p + delta (1 - p) (it recalls the published answer of a share delta of the
problems it would otherwise miss) and its snapshots with p. Printed per (model, G, S), over
``--runs`` runs: how often each flag fires: the old "original outside the variation interval",
the paper's "intervals disjoint" (Putnam-AXIOM Table 2) and the exact paired test at p <= 0.05
(harp_var and Putnam-AXIOM Table 2); and how often the drop's 95% interval holds the drop on
the run's own templates (mean over templates of the original's minus the snapshots' success
probability). For an honest model a flag's rate is its false-alarm rate, for a memorizer its power.

With ``--harp-rows RUNS``, harp_var's own table is simulated too (its 65 templates with their kinds and
levels, through the report's :func:`summaries_by_level`): each row's false-alarm rate, and how often
at least one of a model's nine rows fires (each row is its own test at 5%).

Usage: python bench/bench_variation_calibration.py [--runs 2000] [--seed 0] [--groups 10,65,100]
       [--snapshots 3,5,10] [--delta 0.3] [--harp-rows 1000]
"""

from __future__ import annotations

import argparse
import random
from typing import TYPE_CHECKING

from hardmath.lm_eval_tasks.paired import FLAG_LEVEL, paired_summary
from hardmath.stats import replicate_interval95

if TYPE_CHECKING:
    from collections.abc import Callable

DIFFICULTY: dict[str, Callable[[random.Random], float]] = {
    "uniform": lambda rng: rng.random(),
    "bimodal": lambda rng: rng.betavariate(0.2, 0.2),
}
FLAGS = ("outside", "disjoint", "paired")


def one_run(rng: random.Random, groups: int, snapshots: int, delta: float, difficulty: str) -> dict[str, bool]:
    """One simulated run through :func:`paired_summary`: which flags fire, and whether the drop's
    interval holds the run's true drop.
    """
    records, true_drop = [], 0.0
    for g in range(groups):
        p = DIFFICULTY[difficulty](rng)
        q = p + delta * (1 - p)
        true_drop += (q - p) / groups
        records.append((g, "original", True, rng.random() < q))
        records += [(g, str(s), False, rng.random() < p) for s in range(snapshots)]
    s = paired_summary(records)
    counts = [round(a * groups) for a in s["per_snapshot"].values()]
    old_low, old_high = replicate_interval95(counts, groups)
    return {
        "outside": not old_low <= s["original"] <= old_high,
        "disjoint": s["original_high"] < s["ci_low"] or s["original_low"] > s["ci_high"],
        "paired": s["p_value"] <= FLAG_LEVEL,
        "covered": s["drop_low"] <= true_drop <= s["drop_high"],
    }


def rates(
    runs: int, groups: int, snapshots: int, delta: float = 0.0, difficulty: str = "uniform", seed: int = 0
) -> dict[str, float]:
    """Share of ``runs`` simulated runs in which each flag fires (and the drop interval covers)."""
    rng = random.Random(f"{seed}:{groups}:{snapshots}:{delta}:{difficulty}")
    fired = {k: 0 for k in (*FLAGS, "covered")}
    for _ in range(runs):
        for k, v in one_run(rng, groups, snapshots, delta, difficulty).items():
            fired[k] += v
    return {k: n / runs for k, n in fired.items()}


def harp_rows_rate(runs: int, snapshots: int, delta: float = 0.0, seed: int = 0) -> dict[str, float]:
    """harp_var's table as the report builds it (:func:`variation_report.summaries_by_level` over
    simulated logged samples of the real 65 templates, with their kinds and levels): how often each
    row's paired test fires, and how often at least one of a model's rows does.
    """
    from hardmath.lm_eval_tasks.harp import variation_report
    from hardmath.variations import templates

    rng = random.Random(f"harp:{seed}:{snapshots}:{delta}")
    fired: dict[str, int] = {}
    for _ in range(runs):
        rows = []
        for t in templates("harp"):
            p = rng.random()
            doc = {"level": int(t.source["level"]), "kind": t.kind}
            rows.append({"doc": doc, "var_acc": [t.name, "original", True, rng.random() < p + delta * (1 - p)]})
            rows += [{"doc": doc, "var_acc": [t.name, str(s), False, rng.random() < p]} for s in range(snapshots)]
        flags = {label: s["p_value"] <= FLAG_LEVEL for label, s in variation_report.summaries_by_level(rows).items()}
        flags["any row"] = any(flags.values())
        for label, v in flags.items():
            fired[label] = fired.get(label, 0) + v
    return {label: n / runs for label, n in fired.items()}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--groups", default="10,65,100", help="templates per run (harp_var: 65, ~10 a level)")
    ap.add_argument("--snapshots", default="3,5,10")
    ap.add_argument("--delta", type=float, default=0.3, help="the memorizer's strength")
    ap.add_argument(
        "--harp-rows",
        type=int,
        default=0,
        metavar="RUNS",
        help="also simulate harp_var's report rows (all, kinds, levels) over RUNS runs",
    )
    args = ap.parse_args()
    models = [
        ("honest", 0.0, "uniform"),
        ("honest", 0.0, "bimodal"),
        (f"memorizer {args.delta}", args.delta, "uniform"),
    ]
    print(f"{args.runs} runs per row; a rate's standard error is at most {50 / args.runs**0.5:.1f} points.\n")
    print(
        "| model | difficulty | templates | snapshots | outside CI (old) | intervals disjoint | exact paired "
        "test | drop interval covers |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for name, delta, difficulty in models:
        for groups in map(int, args.groups.split(",")):
            for snapshots in map(int, args.snapshots.split(",")):
                r = rates(args.runs, groups, snapshots, delta, difficulty, args.seed)
                print(
                    f"| {name} | {difficulty} | {groups} | {snapshots} | "
                    + " | ".join(f"{100 * r[k]:.1f}%" for k in (*FLAGS, "covered"))
                    + " |",
                    flush=True,
                )
    if args.harp_rows:
        print(
            f"\nharp_var's report rows, honest models (uniform difficulty), {args.harp_rows} runs per column: "
            "how often each row's paired test fires\n"
        )
        counts = list(map(int, args.snapshots.split(",")))
        found = {s: harp_rows_rate(args.harp_rows, s, seed=args.seed) for s in counts}
        print("| row | " + " | ".join(f"{s} snapshots" for s in counts) + " |")
        print("|---|" + "---|" * len(counts))
        for label in found[counts[0]]:
            print(f"| {label} | " + " | ".join(f"{100 * found[s][label]:.1f}%" for s in counts) + " |")


if __name__ == "__main__":
    main()
