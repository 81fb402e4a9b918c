"""``hardmath tasks``: every hardmath task, group and tag with its metrics, one line each; given
names (as for ``lm_eval --tasks``), only those, and the nearest names for one that does not exist.
"""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import argparse


def configure(parser: argparse.ArgumentParser) -> None:
    parser.description = (
        "List hardmath's lm-eval tasks, groups and tags with their metrics, one line "
        "each. With a data folder (--data-dir or HARDMATH_DATA_DIR) or --count, "
        "each task's documents are counted. Given NAMES (comma-separated, as for lm_eval --tasks), "
        "only those; a name that is not a hardmath task is answered with the nearest names (exit 2)."
    )
    parser.add_argument("names", nargs="*", metavar="NAMES", help="task, group or tag names to check and list")
    parser.add_argument(
        "--data-dir",
        "--data_dir",
        dest="data_dir",
        default=None,
        metavar="DIR",
        help="local data folder to count documents from (default: HARDMATH_DATA_DIR)",
    )
    from hardmath.benchmarks import all_benchmarks

    parser.add_argument(
        "--benchmark",
        choices=[b.name for b in all_benchmarks()],
        default=None,
        help="only the tasks its declaration owns (and the groups and tags holding them)",
    )
    parser.add_argument(
        "--count", action="store_true", help="count documents even without a data folder (downloads the pinned data)"
    )


def run(args: argparse.Namespace) -> int:
    from hardmath.lmeval.task_list import task_lines

    data_dir = args.data_dir or os.environ.get("HARDMATH_DATA_DIR")
    if data_dir and not os.path.isdir(data_dir):
        where = "--data-dir" if args.data_dir else "HARDMATH_DATA_DIR"
        print(f"hardmath tasks: {where} {data_dir}: not a folder (no data folder there)", file=sys.stderr)
        return 2
    notes: list[str] = []
    lines = task_lines(data_dir, count=bool(args.count or data_dir), notes=notes)
    if getattr(args, "benchmark", None):
        lines = owned_lines(lines, args.benchmark)
    wanted = [n for arg in getattr(args, "names", None) or () for n in arg.split(",") if n]
    if wanted:
        unknown = [n for n in wanted if n not in {line.name for line in lines}]
        for name in unknown:
            print(f"hardmath tasks: {name}: not a hardmath task, group or tag; {nearest(name, lines)}", file=sys.stderr)
        if unknown:
            return 2
        lines = [line for line in lines if line.name in wanted]
    width = max(len(line.name) for line in lines)
    docs_width = max(len(line.docs) for line in lines)
    for line in lines:
        docs = f"{line.docs:>{docs_width}}  " if docs_width else ""
        print(f"{line.kind:<5}  {line.name:<{width}}  {docs}{line.metrics}")
    for note in notes:
        print(note, file=sys.stderr)
    return 0


def nearest(name: str, lines: list) -> str:
    """The nearest task, group and tag names to a misspelled ``name``, as one phrase."""
    import difflib

    names = [line.name for line in lines]
    close = difflib.get_close_matches(name, names, n=3, cutoff=0.6)
    return f"did you mean {', '.join(close)}?" if close else "`hardmath tasks` lists them all"


def owned_lines(lines: list, benchmark: str) -> list:
    """The task lines of the tasks ``benchmark`` owns (:func:`hardmath.benchmarks.owner_of`), and
    the group and tag lines that hold one of them.
    """
    from hardmath.benchmarks import owner_of

    mine = {
        line.name
        for line in lines
        if line.kind == "task" and (owner := owner_of(line.name)) is not None and owner.name == benchmark
    }
    return [
        line
        for line in lines
        if line.name in mine or (line.kind != "task" and mine & set(line.metrics.removeprefix("of ").split(", ")))
    ]
