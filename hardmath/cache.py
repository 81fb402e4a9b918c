"""Where hardmath keeps what it can rebuild (pinned downloads): ``HARDMATH_CACHE``
or ``~/.cache/hardmath``. Imports nothing heavy.
"""

from __future__ import annotations

import os
from pathlib import Path


class OutputError(OSError):
    """A file could not be written (disk full, read-only folder, ...); the message names it."""


def write_atomically(path: Path, blob: bytes) -> None:
    """Write ``blob`` to ``path`` atomically: a temp file beside it, synced, then renamed over it.
    A failure leaves ``path`` as it was (no partial file) and is an :class:`OutputError` naming it.
    """
    import tempfile  # here: this module is imported at lm-eval start-up

    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = tempfile.NamedTemporaryFile(  # noqa: SIM115 - entered below, once created
            dir=path.parent, prefix=f".{path.name}.", delete=False
        )
    except OSError as err:
        raise OutputError(err.errno, f"cannot write {path}: {err.strerror or err}") from None
    try:
        with tmp:
            os.fchmod(tmp.fileno(), _mode_for(path))
            tmp.write(blob)
            tmp.flush()
            os.fsync(tmp.fileno())
        os.replace(tmp.name, path)
    except BaseException as err:
        Path(tmp.name).unlink(missing_ok=True)
        if isinstance(err, OSError):
            raise OutputError(err.errno, f"cannot write {path}: {err.strerror or err}") from None
        raise


def _mode_for(path: Path) -> int:
    """The permissions ``path`` keeps (its own, or a new file's under the umask; not the temp file's 0600)."""
    try:
        return path.stat().st_mode & 0o777
    except OSError:
        mask = os.umask(0)
        os.umask(mask)
        return 0o666 & ~mask


def cache_dir() -> Path:
    """Where pinned downloads and other rebuildable files are kept (``HARDMATH_CACHE`` or ~/.cache/hardmath)."""
    return Path(os.environ.get("HARDMATH_CACHE", Path.home() / ".cache" / "hardmath"))
