"""``hardmath data``: write a local data folder from the pinned sources, or check one.

``hardmath data fetch DIR`` downloads each dataset from its pinned source (sha256-checked
file, or the pinned Hugging Face revision), validates and counts its rows, and writes it
atomically at the path the loader reads (``DIR/harp/harp_default.jsonl`` ...), plus
``DIR/MANIFEST.json`` (sha256 and rows of each file written). ``hardmath data check DIR``
validates an existing folder (schema, row counts, and sha256 against the manifest or the
pinned file) without loading a model or touching the network. Use the folder with
``HARDMATH_DATA_DIR=DIR`` or ``--metadata '{"data_dir": "DIR"}'``.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from hardmath.cache import write_atomically
from hardmath.data import (
    SOURCES,
    DataError,
    Source,
    fetch_file,
    folder_fix,
    parse_rows,
    read_local,
    rows_sha256,
    sha256_of,
)
from hardmath.progress import bar

if TYPE_CHECKING:
    import argparse
    import os
    from collections.abc import Iterable, Sequence

MANIFEST = "MANIFEST.json"


@dataclass
class Status:
    """One dataset of a folder: ``state`` is ok / written / skipped / missing / invalid /
    unavailable (could not be fetched).
    """

    name: str
    path: str
    state: str
    detail: str

    def line(self) -> str:
        return f"{self.state:<11} {self.name:<32} {self.path}: {self.detail}"


def selected(names: Sequence[str] | None) -> list[Source]:
    """The sources named (all registered ones by default); an unknown name is an error."""
    if not names:
        return [SOURCES[n] for n in sorted(SOURCES)]
    unknown = [n for n in names if n not in SOURCES]
    if unknown:
        raise DataError(f"unknown dataset(s) {', '.join(unknown)}; known: {', '.join(sorted(SOURCES))}")
    return [SOURCES[n] for n in names]


def read_manifest(folder: Path) -> dict[str, dict]:
    path = folder / MANIFEST
    if not path.is_file():
        return {}
    try:
        manifest = json.loads(read_local(path, "the folder's manifest", "delete it to rebuild it"))
    except json.JSONDecodeError as err:
        raise DataError(f"{path}: not valid JSON ({err})") from err
    if not isinstance(manifest, dict) or not all(isinstance(v, dict) for v in manifest.values()):
        raise DataError(f"{path}: expected an object of dataset name -> {{path, sha256, rows}}")
    return manifest


def fetch(folder: str | os.PathLike, names: Sequence[str] | None = None) -> list[Status]:
    """Download, verify and write the datasets into ``folder``; update its manifest."""
    out = Path(folder)
    manifest = read_manifest(out)
    statuses = []
    sources = selected(names)
    with bar(len(sources), "fetching", unit="dataset") as progress:
        for source in sources:
            progress.set_postfix_str(source.name)
            statuses.append(_fetch_one(out, source, manifest))
            progress.update(1)
    if manifest:
        write_atomically(out / MANIFEST, (json.dumps(manifest, indent=2, sort_keys=True) + "\n").encode("utf-8"))
    return statuses


def _fetch_one(out: Path, source: Source, manifest: dict[str, dict]) -> Status:
    """Download, verify and write one dataset; record it in ``manifest``."""
    if not (source.url or source.extra.get("hf_repo")):
        return Status(source.name, source.local, "skipped", "no public source is pinned: copy your own file there")
    try:
        blob = fetch_file(source)
    except DataError as err:
        return Status(source.name, source.local, "unavailable", str(err))
    write_atomically(out / source.local, blob)
    rows = len(parse_rows(blob.decode("utf-8"), source, str(out / source.local)))
    manifest[source.name] = {
        "path": source.local,
        "sha256": sha256_of(blob),
        "rows": rows,
        "source": source.url or _hub_origin(source),
    }
    return Status(source.name, source.local, "written", f"{rows} rows, sha256 {sha256_of(blob)}")


def _hub_origin(source: Source) -> str:
    e = source.extra
    return f"hf://datasets/{e['hf_repo']}@{e.get('hf_revision')}/{e['hf_split']}"


def check(folder: str | os.PathLike, names: Sequence[str] | None = None) -> list[Status]:
    """Validate the datasets found in ``folder`` (no network, no model)."""
    root = Path(folder)
    if not root.is_dir():
        raise DataError(f"{root}: no such data folder")
    manifest = read_manifest(root)
    return [_check_one(root, source, manifest.get(source.name)) for source in selected(names)]


def _check_one(root: Path, source: Source, recorded: dict | None) -> Status:
    path = root / source.local
    if not path.exists():
        return Status(source.name, source.local, "missing", f"not found; {folder_fix(source, root)}")
    try:
        text = read_local(path, f"dataset {source.name}", folder_fix(source, root))
        rows = parse_rows(text, source, str(path))
    except DataError as err:
        return Status(source.name, source.local, "invalid", str(err))
    digest = sha256_of(text.encode("utf-8"))
    if source.rows is not None and len(rows) != source.rows:
        return Status(
            source.name, source.local, "invalid", f"{len(rows)} rows, expected {source.rows} (truncated or wrong file)"
        )
    expected, against = _expected_sha(source, recorded)
    if expected and digest != expected and source.url is None and source.rows_sha256:
        # no published file to match byte for byte: the rows decide (any JSON spacing, key order or line endings)
        if rows_sha256(rows) == source.rows_sha256:
            return Status(
                source.name, source.local, "ok", f"{len(rows)} rows, the same rows as the known copy (the bytes differ)"
            )
        return Status(
            source.name,
            source.local,
            "invalid",
            f"{len(rows)} rows, but not the rows of the known copy (docs/data.md names its source)",
        )
    if expected and digest != expected:
        return Status(source.name, source.local, "invalid", f"sha256 {digest} differs from the {against} ({expected})")
    checked = f"sha256 matches the {against}" if expected else "sha256 not recorded (no manifest entry)"
    return Status(source.name, source.local, "ok", f"{len(rows)} rows, {checked}")


def _expected_sha(source: Source, recorded: dict | None) -> tuple[str | None, str]:
    if source.file_sha256:
        return source.file_sha256, "published file" if source.url else "known copy"
    if source.url and source.sha256 and not source.url.endswith(".zip"):
        return source.sha256, "pinned source file"  # a verbatim copy of the pinned file
    if recorded and recorded.get("sha256"):
        return recorded["sha256"], MANIFEST  # e.g. a hub split exported by `hardmath data fetch`
    return None, ""


# ------------------------------------------------------------------------------ command line
def configure(parser: argparse.ArgumentParser) -> None:
    parser.description = __doc__.split("\n\n")[0].replace("``", "")
    sub = parser.add_subparsers(dest="action", required=True)
    for action, text in (
        ("fetch", "download, verify and write the datasets into DIR"),
        ("check", "validate the datasets in DIR (offline, no model)"),
    ):
        p = sub.add_parser(action, help=text, description=text)
        p.add_argument("folder", metavar="DIR", help="local data folder (HARDMATH_DATA_DIR layout)")
        p.add_argument(
            "--datasets",
            default=None,
            help=f"comma-separated dataset names (default: all); see `hardmath data {action} DIR --list`",
        )
        p.add_argument("--list", action="store_true", help="list the dataset names and their paths")


def _names(text: str | None) -> list[str] | None:
    return [n for n in text.split(",") if n] if text else None


def _listing() -> Iterable[str]:
    for source in selected(None):
        origin = source.url or (_hub_origin(source) if source.extra.get("hf_repo") else "local copy only")
        yield f"{source.name:<32} {source.local:<44} {origin}"


def run(args: argparse.Namespace) -> int:
    if args.list:
        print("\n".join(_listing()))
        return 0
    names = _names(args.datasets)
    try:
        statuses = (fetch if args.action == "fetch" else check)(args.folder, names)
    except DataError as err:
        print(f"hardmath data: {err}", file=sys.stderr)
        return 2
    for s in statuses:
        print(s.line())
    if args.action == "check" and all(s.state == "missing" for s in statuses):
        print(
            f"hardmath data: nothing found in {args.folder}: none of the {len(statuses)} dataset(s) "
            f"checked is there (layout: `hardmath data check DIR --list`)",
            file=sys.stderr,
        )
        return 1
    # fetch: any dataset with a public source that could not be fetched; check: an invalid
    # file, or a missing one that was asked for by name
    bad = [
        s for s in statuses if s.state in ("invalid", "unavailable") or (names and s.state in ("missing", "skipped"))
    ]
    ok = sum(s.state in ("ok", "written") for s in statuses)
    print(
        f"{ok} of {len(statuses)} dataset(s) {'written' if args.action == 'fetch' else 'valid'} in "
        f"{args.folder}; {len(bad)} problem(s)"
    )
    return 1 if bad else 0
