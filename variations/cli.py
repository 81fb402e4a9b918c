"""``hardmath variations list|snapshot|novelty``: list the templates, write snapshots as jsonl to
inspect, share or pin them, or measure how new each template's snapshots are and whether its
original is typical (``--family putnam|harp`` restricts any of them to one benchmark's set).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from hardmath.cache import write_atomically

from . import FAMILIES, Seed, parse_seed, templates

if TYPE_CHECKING:
    import argparse


def configure(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="action", required=True)
    snap = sub.add_parser("snapshot", help="one snapshot of every template for a seed")
    snap.add_argument("--seed", default="0", help='an integer, or "original"')
    snap.add_argument("--out", type=Path, help="output .jsonl (default: stdout)")
    snap.add_argument("--template", action="append", help="only these template names")
    snap.add_argument("--family", choices=sorted(FAMILIES), help="only this benchmark's templates")
    listing = sub.add_parser("list", help="template names and kinds (and the source problem, level, subject)")
    listing.add_argument("--family", choices=sorted(FAMILIES), help="only this benchmark's templates")
    new = sub.add_parser(
        "novelty",
        help="per template: published answer in raw draws, distinct new instances and problems, "
        "default snapshots distinct, typical original, guessable (markdown table)",
    )
    new.add_argument("--family", choices=sorted(FAMILIES), help="only this benchmark's templates")
    new.add_argument("--draws", type=int, default=400, help="raw draws per template (default 400)")
    new.add_argument("--snapshots", type=int, default=5, help="default snapshots checked (seeds 0..N-1)")
    new.add_argument("--constant-only", action="store_true", help="leave out the variable templates")
    new.add_argument("--template", action="append", help="only these template names")


def _seed(text: str) -> Seed:
    try:
        return parse_seed(text)
    except ValueError:
        raise SystemExit(f'--seed must be an integer or "original", got {text!r}') from None


def run(args: argparse.Namespace) -> int:
    chosen = templates(getattr(args, "family", None))
    if args.action == "list":
        for t in chosen:
            source = "\t".join(str(t.source[k]) for k in ("problem_id", "level", "subject") if k in t.source)
            print(f"{t.name}\t{t.kind}" + (f"\t{source}" if source else "") + f"\t{','.join(t.changes)}")
        return 0
    if args.template:
        unknown = set(args.template) - {t.name for t in chosen}
        if unknown:
            raise SystemExit(f"unknown template(s): {', '.join(sorted(unknown))}")
        chosen = [t for t in chosen if t.name in args.template]
    if args.action == "novelty":
        from .novelty import novelty, table

        rows = [
            novelty(t, args.draws, args.snapshots) for t in chosen if t.kind == "constant" or not args.constant_only
        ]
        print(table(rows))
        return 0
    lines = [json.dumps(t.snapshot(_seed(args.seed)).to_dict(), ensure_ascii=False) for t in chosen]
    text = "\n".join(lines) + "\n"
    if args.out:
        write_atomically(args.out, text.encode("utf-8"))  # whole or not at all
        print(f"wrote {len(lines)} snapshots to {args.out}", file=sys.stderr)
    else:
        sys.stdout.write(text)
    return 0
