"""``hardmath report RUN_DIR [RUN_DIR ...] --out OUT_DIR``: the papers' tables and figures."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from hardmath.report.build import build_report
from hardmath.report.runs import RunError

if TYPE_CHECKING:
    import argparse


def configure(parser: argparse.ArgumentParser) -> None:
    from hardmath.benchmarks import all_benchmarks

    titles = ", ".join(b.declaration.title for b in all_benchmarks() if b.declaration.report)
    parser.description = (
        f"Write Markdown + CSV (+ PNG with matplotlib) tables and figures of {titles} "
        "from lm-eval output directories "
        "(lm_eval --output_path DIR --log_samples). Several models: several "
        "directories, or one directory holding several model folders."
    )
    parser.add_argument("run_dirs", nargs="+", metavar="RUN_DIR", help="lm-eval --output_path folder(s)")
    parser.add_argument(
        "--out", required=True, metavar="OUT_DIR", help="folder for report.md, report.html, CSV and PNG"
    )
    parser.add_argument(
        "--tokenizer",
        default=None,
        help="tokenizer for response lengths (default: the run's own, loaded locally; "
        "'none': whitespace-separated pieces)",
    )
    parser.add_argument("--no-plots", action="store_true", help="skip PNG figures")


def run(args: argparse.Namespace) -> int:
    try:
        summary = build_report(args.run_dirs, args.out, tokenizer=args.tokenizer, plots=not args.no_plots)
    except RunError as err:
        print(f"hardmath report: {err}", file=sys.stderr)
        return 2
    print(f"models: {', '.join(summary.models)}")
    print(f"wrote {summary.markdown}, {len(summary.csv)} CSV table(s), {len(summary.figures)} PNG figure(s)")
    print(f"wrote {summary.html}: every table and figure, and every graded response (open it in a browser)")
    for note in summary.notes:
        print(f"note: {note}")
    return 0
