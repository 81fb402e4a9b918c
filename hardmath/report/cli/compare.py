"""``hardmath compare BASE NEW``: CI regression gate (exit 1 when a metric drops beyond noise)."""

from __future__ import annotations

import math
import sys
from typing import TYPE_CHECKING

from hardmath.report.compare import NOT_COMPARABLE, compare_runs
from hardmath.report.runs import RunError

if TYPE_CHECKING:
    import argparse


def configure(parser: argparse.ArgumentParser) -> None:
    parser.description = (
        "Compare two lm-eval runs (--log_samples) of the same tasks, sample by sample (matched by "
        "doc_hash). A metric REGRESSED when the one-sided (1 - alpha) upper bound of its mean "
        "per-sample change, from a seeded paired bootstrap, is below -tolerance. Exit codes: 0 no "
        "regression, 1 regression, 2 not comparable (no shared task, a gated task missing from BASE "
        "or, given --tasks, from NEW unless --allow-new-task / --allow-missing-task names it, a BASE "
        "task missing from NEW or without logged samples, samples of one run unmatched in the other; "
        "--allow-missing turns the last three into warnings)."
    )
    parser.add_argument("base", metavar="BASE", help="lm-eval output folder of the reference run")
    parser.add_argument("new", metavar="NEW", help="lm-eval output folder of the candidate run")
    parser.add_argument("--alpha", type=float, default=0.05, help="one-sided level (default 0.05)")
    parser.add_argument(
        "--tolerance", type=float, default=0.0, help="ignore drops smaller than this, in the metric's units (default 0)"
    )
    parser.add_argument("--iters", type=int, default=10_000, help="bootstrap resamples (default 10000)")
    parser.add_argument("--seed", type=int, default=0, help="bootstrap seed (default 0)")
    parser.add_argument(
        "--tasks",
        default=None,
        help="comma-separated tasks to gate (default: every task of either run); each must be in both runs",
    )
    parser.add_argument(
        "--allow-new-task",
        action="append",
        default=[],
        metavar="TASK",
        help="accept TASK in NEW without a baseline (listed, not gated); repeat for more tasks",
    )
    parser.add_argument(
        "--metrics",
        default=None,
        help="comma-separated metrics to gate on, e.g. correct (default: every metric with a direction)",
    )
    parser.add_argument(
        "--allow-version-change",
        action="store_true",
        help="compare even when a task's version, checker version or data digest differs "
        "(refused by default: exit 2, one line naming what differs)",
    )
    parser.add_argument(
        "--allow-missing",
        action="store_true",
        help="do not fail when BASE tasks are missing from NEW or untestable, or samples are unmatched",
    )
    parser.add_argument(
        "--allow-missing-task",
        action="append",
        default=[],
        metavar="TASK",
        help="accept that a --tasks task is absent from NEW (listed, not gated); repeat for more tasks",
    )
    parser.add_argument(
        "--allow-partial",
        action="store_true",
        help="gate a tier task (harp_ci) whose run reached only some strata (--limit) on the documents "
        "both runs scored; refused by default (exit 2): its estimate is not one of the full set",
    )
    parser.add_argument(
        "--allow-backend-errors",
        action="store_true",
        help="gate a task whose run (either side) has backend errors (n_backend_errors > 0: replies the "
        "backend could not read, scored wrong); refused by default (exit 2): the score is not the model's alone",
    )
    parser.add_argument("--verbose", action="store_true", help="list every metric, not only those that moved")
    parser.add_argument(
        "--format",
        choices=("text", "markdown"),
        default="text",
        help="text (default) or markdown: decision, per-task changes and flipped problems, for a CI job "
        "summary (>> $GITHUB_STEP_SUMMARY)",
    )
    parser.add_argument(
        "--html",
        metavar="FILE",
        default=None,
        help="also write a page: decision, per-task changes, every flipped problem with both responses",
    )


def run(args: argparse.Namespace) -> int:
    if not (math.isfinite(args.tolerance) and args.tolerance >= 0 and 0 < args.alpha < 1 and args.iters >= 1):
        print(
            f"hardmath compare: --tolerance must be a finite number >= 0, --alpha between 0 and 1 and --iters "
            f">= 1 (got {args.tolerance:g}, {args.alpha:g}, {args.iters})",
            file=sys.stderr,
        )
        return NOT_COMPARABLE
    try:
        result = compare_runs(
            args.base,
            args.new,
            alpha=args.alpha,
            tolerance=args.tolerance,
            iters=args.iters,
            seed=args.seed,
            tasks=[t for t in args.tasks.split(",") if t] if args.tasks else None,
            metrics=[m for m in args.metrics.split(",") if m] if args.metrics else None,
            allow_version_change=args.allow_version_change,
            allow_new_tasks=[t for name in args.allow_new_task for t in name.split(",") if t],
            allow_partial=args.allow_partial,
            allow_missing_tasks=[t for name in args.allow_missing_task for t in name.split(",") if t],
            allow_backend_errors=args.allow_backend_errors,
        )
    except RunError as err:
        print(f"hardmath compare: {err}", file=sys.stderr)
        if args.format == "markdown":  # the job summary says why too
            from hardmath.report.compare_render import refused_markdown

            print(refused_markdown(str(err)), end="")
        return NOT_COMPARABLE
    code = result.exit_code(allow_missing=args.allow_missing)
    if args.format == "markdown" or args.html:
        from hardmath.report import compare_render

        found = compare_render.flips(result)
        if args.html:
            compare_render.write_compare_html(args.html, result, found, allow_missing=args.allow_missing)
        if args.format == "markdown":
            print(compare_render.compare_markdown(result, found, allow_missing=args.allow_missing), end="")
            return code
    print(result.format(verbose=args.verbose))
    print({0: "OK: no regression", 1: "FAIL: regression", 2: "FAIL: runs not comparable"}[code])
    if args.html:
        print(f"wrote {args.html}")
    return code
