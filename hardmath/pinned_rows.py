"""Per-row digests of the pinned datasets, so that ``HARDMATH_ALLOW_SUBSET=1`` allows dropping
rows but never changing them.

``hardmath/pinned_rows/<dataset>.txt`` is text: its first line is the dataset's ``rows_sha256``
(the file belongs to that pinned content), then one line per row in order, the first 8 bytes (16
hex digits) of the sha256 of the row as :func:`hardmath.data.rows_sha256` writes it (canonical JSON). A subset is
accepted when its rows are pinned rows in the pinned order; any other row is a
:class:`~hardmath.data.DataError` naming the file and the row. Regenerate the digests from a
verified data folder with ``python -m hardmath.pinned_rows DIR``.
"""

from __future__ import annotations

import hashlib
import sys
from functools import cache
from pathlib import Path
from typing import Any

FOLDER = Path(__file__).with_name("pinned_rows")
DIGEST = 8  # bytes of each row's sha256 kept


def row_digest(row: dict[str, Any]) -> bytes:
    """The first :data:`DIGEST` bytes of the sha256 of ``row`` as canonical JSON."""
    from hardmath.data import canonical_row

    return hashlib.sha256(canonical_row(row).encode("utf-8")).digest()[:DIGEST]


@cache
def _positions(name: str, rows_sha256: str) -> dict[bytes, list[int]] | None:
    """Digest -> positions of the pinned rows of ``name`` (None without a digest file for it)."""
    try:
        head, *lines = (FOLDER / f"{name}.txt").read_text(encoding="ascii").split()
        digests = [bytes.fromhex(line) for line in lines]
    except (FileNotFoundError, ValueError):
        return None
    if head != rows_sha256 or any(len(d) != DIGEST for d in digests):
        return None  # digests of other content: they cannot vouch for this one
    found: dict[bytes, list[int]] = {}
    for position, digest in enumerate(digests):
        found.setdefault(digest, []).append(position)
    return found


def check_subset(path: Path, rows: list[dict[str, Any]], name: str, rows_sha256: str) -> None:
    """Every row of ``rows`` is a pinned row of dataset ``name``, in the pinned order; else a
    one-line :class:`~hardmath.data.DataError` naming ``path`` and the row.
    """
    from hardmath.data import DataError

    positions = _positions(name, rows_sha256)
    if positions is None:
        raise DataError(
            f"{path}: {len(rows)} rows differ from the pinned content of {name}, and hardmath has no "
            f"per-row digests of {name} to check them as a subset (HARDMATH_ALLOW_SUBSET=1 allows "
            f"dropping rows of a pinned file, never changing them)"
        )
    last = -1
    for number, row in enumerate(rows, 1):
        later = [p for p in positions.get(row_digest(row), []) if p > last]
        if not later:
            why = "out of the pinned order" if positions.get(row_digest(row)) else "changed or not from the pinned file"
            raise DataError(
                f"{path}, row {number}: not a row of the pinned {name} ({why}); HARDMATH_ALLOW_SUBSET=1 "
                f"allows dropping rows, never changing them"
            )
        last = later[0]


def write_digests(folder: Path) -> list[str]:
    """Write the digest file of every dataset in the data folder ``folder`` whose rows are its
    pinned content (``hardmath data check`` first); returns what was written.
    """
    from hardmath.cache import write_atomically
    from hardmath.data import SOURCES, parse_rows, read_local, rows_sha256

    written = []
    for name in sorted(SOURCES):
        source = SOURCES[name]
        path = folder / source.local
        if not source.rows_sha256 or not path.is_file():
            continue
        rows = parse_rows(read_local(path, f"dataset {name}", ""), source, str(path))
        if rows_sha256(rows) != source.rows_sha256:
            raise SystemExit(f"{path}: not the pinned content of {name}; digests not written")
        text = "\n".join([source.rows_sha256, *(row_digest(r).hex() for r in rows)]) + "\n"
        write_atomically(FOLDER / f"{name}.txt", text.encode("ascii"))
        written.append(f"{name}: {len(rows)} rows")
    return written


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit("usage: python -m hardmath.pinned_rows DATA_DIR")
    print("\n".join(write_digests(Path(sys.argv[1]))))
