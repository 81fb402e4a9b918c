"""``hardmath rescore RUN_DIR --out NEW_DIR``: re-grade logged samples with the current checker."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from hardmath.cli import positive_int
from hardmath.report.rescore import rescore_run
from hardmath.report.runs import RunError

if TYPE_CHECKING:
    import argparse


def configure(parser: argparse.ArgumentParser) -> None:
    parser.description = (
        "Re-grade the logged responses of an lm-eval output folder with the installed "
        "checker (no model run) and write new results/samples files in lm-eval's layout."
    )
    parser.add_argument("run_dir", metavar="RUN_DIR", help="lm-eval --output_path folder (with --log_samples)")
    parser.add_argument("--out", required=True, metavar="NEW_DIR", help="folder for the re-graded run")
    parser.add_argument(
        "--include-path",
        "--include_path",
        dest="include_path",
        default=None,
        help="extra task YAML folder (tasks that were run with lm_eval --include_path)",
    )
    parser.add_argument(
        "--jobs",
        type=positive_int,
        default=None,
        metavar="N",
        help="grading processes (default: one per core for runs over 8 MB, else 1)",
    )
    parser.add_argument(
        "--data-dir",
        default=None,
        metavar="DIR",
        help="data folder to check the logged gold answers against (default: HARDMATH_DATA_DIR; without "
        "one they are used as logged, and the summary says so)",
    )
    parser.add_argument(
        "--trust-logged-gold",
        action="store_true",
        help="grade against the logged gold even where it differs from the pinned data's (refused by default)",
    )
    parser.add_argument("--no-progress", action="store_true", help="no progress bar")


def run(args: argparse.Namespace) -> int:
    try:
        summary = rescore_run(
            args.run_dir,
            args.out,
            include_path=args.include_path,
            progress=not args.no_progress,
            jobs=args.jobs,
            data_dir=args.data_dir,
            trust_logged_gold=args.trust_logged_gold,
        )
    except RunError as err:
        print(f"hardmath rescore: {err}", file=sys.stderr)
        return 2
    print(summary.format())
    return 0
