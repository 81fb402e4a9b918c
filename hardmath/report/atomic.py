"""Output folders written whole or not at all.

:func:`staged_dir` hands out a hidden folder beside the final one (``.NAME.partial-PID-XXXX``);
when the work succeeds the folder is swapped into place in one step (Linux
``renameat2(RENAME_EXCHANGE)``, else two renames), so a run killed at any moment leaves
either the old folder or the complete new one (plus, at worst, a hidden partial folder that
the next run removes and that the run readers skip). An existing folder is only replaced
when it is empty or holds a previous output of the same command (its marker file): a
mistyped ``--out`` can never delete someone's data. While a process writes, it holds a lock
file beside the folder (``.NAME.lock``, its pid): a second writer to the same ``--out`` is
refused in one line instead of silently replacing the first one's output; a lock left by a
process that is gone is ignored (and replaced).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import secrets
import shutil
import sys
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from hardmath.report.runs import RunError

if TYPE_CHECKING:
    from collections.abc import Iterator, Sequence

PARTIAL = ".partial-"
LOCK = ".lock"
AT_FDCWD = -100
RENAME_EXCHANGE = 2


def _is_ours(folder: Path, evidence: Sequence[str]) -> bool:
    return not any(folder.iterdir()) or any((folder / name).exists() for name in evidence)


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        pass
    return True


def remove_stale_partials(final: Path) -> None:
    """Delete partial folders of ``final`` left by runs that were killed (their process is gone)."""
    for stale in final.parent.glob(f".{final.name}{PARTIAL}*"):
        pid = stale.name[len(f".{final.name}{PARTIAL}") :].split("-", 1)[0]
        if stale.is_dir() and pid.isdigit() and not _pid_alive(int(pid)):
            shutil.rmtree(stale, ignore_errors=True)


def _exchange(a: Path, b: Path) -> bool:
    """Swap two paths atomically (Linux renameat2); False where not supported."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or None, use_errno=True)
        fn = libc.renameat2
    except (OSError, AttributeError):
        return False
    fn.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_uint]
    return fn(AT_FDCWD, os.fsencode(a), AT_FDCWD, os.fsencode(b), RENAME_EXCHANGE) == 0


def swap_in(stage: Path, final: Path) -> None:
    """Put the complete folder ``stage`` at ``final``; the old ``final`` (if any) is deleted."""
    if not final.exists():
        os.rename(stage, final)
        return
    if _exchange(stage, final):
        shutil.rmtree(stage, ignore_errors=True)  # now the old folder
        return
    old = final.parent / f".{final.name}{PARTIAL}{os.getpid()}-old-{secrets.token_hex(4)}"
    os.rename(final, old)
    os.rename(stage, final)
    shutil.rmtree(old, ignore_errors=True)


def lock_path(final: Path) -> Path:
    """The lock file of the output folder ``final``: ``.NAME.lock`` beside it."""
    return final.parent / f".{final.name}{LOCK}"


def _holder(lock: Path) -> int | None:
    """The pid written in ``lock`` (None when unreadable or not a pid: a lock being written or garbage)."""
    try:
        text = lock.read_text(encoding="utf-8").strip()
    except (OSError, UnicodeDecodeError):
        return None
    return int(text) if text.isdigit() else None


@contextmanager
def writer_lock(final: Path) -> Iterator[None]:
    """Hold ``final``'s lock file while writing it; :class:`RunError` when a live process holds it."""
    lock = lock_path(final)
    for attempt in range(2):
        try:
            fd = os.open(lock, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644)
        except FileExistsError:
            pid = _holder(lock)
            if attempt == 0 and pid is not None and pid != os.getpid() and not _pid_alive(pid):
                lock.unlink(missing_ok=True)  # left by a process that is gone
                continue
            who = f"pid {pid}" if pid is not None else "a process that has not written its pid yet"
            raise RunError(
                f"--out {final} is being written by another hardmath process ({who}, lock {lock}): "
                f"wait for it to finish or choose another folder (remove the lock only if no such process runs)"
            ) from None
        except OSError as err:
            raise _not_written(final, err) from None
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(f"{os.getpid()}\n")
        break
    try:
        yield
    finally:
        if _holder(lock) == os.getpid():
            lock.unlink(missing_ok=True)


@contextmanager
def staged_dir(final: str | os.PathLike, marker: str, also_ours: Sequence[str] = ()) -> Iterator[Path]:
    """A fresh hidden folder beside ``final`` to write into; on success it gets the file
    ``marker`` and replaces ``final``, on any error (or a kill) ``final`` is left untouched.

    ``final`` may already exist only if it is empty or holds ``marker`` or one of
    ``also_ours`` (a previous output of the same command); otherwise :class:`RunError`. Another
    live process writing ``final`` (its lock, :func:`writer_lock`) is a :class:`RunError` too.
    """
    final = Path(final).resolve()
    try:
        final.parent.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise _not_written(final, err) from None
    with writer_lock(final), _staged(final, marker, also_ours) as stage:
        yield stage


@contextmanager
def _staged(final: Path, marker: str, also_ours: Sequence[str]) -> Iterator[Path]:
    if final.exists() and (not final.is_dir() or not _is_ours(final, (marker, *also_ours))):
        raise RunError(
            f"--out {final} exists and is not an earlier output of this command (no {marker}); "
            f"it would be replaced as a whole: choose a new folder or remove it first"
        )
    stage = final.parent / f".{final.name}{PARTIAL}{os.getpid()}-{secrets.token_hex(4)}"
    try:
        final.parent.mkdir(parents=True, exist_ok=True)
        remove_stale_partials(final)
        stage.mkdir()
    except OSError as err:
        raise _not_written(final, err) from None
    try:
        yield stage
        (stage / marker).write_text(
            "written whole by hardmath; this folder may be replaced by a later run\n", encoding="utf-8"
        )
        swap_in(stage, final)
    except BaseException as err:
        shutil.rmtree(stage, ignore_errors=True)
        if isinstance(err, OSError) and _names_output(err, stage, final):
            raise _not_written(final, err) from None
        raise


def _names_output(err: OSError, *folders: Path) -> bool:
    """Whether ``err`` is about writing the output (no file named, as for a full disk, or one in ``folders``)."""
    named = [Path(os.fsdecode(f)) for f in (err.filename, err.filename2) if f is not None]
    return not named or any(folder == path or folder in path.parents for path in named for folder in folders)


def _not_written(final: Path, err: OSError) -> RunError:
    what = err.strerror or str(err)
    return RunError(f"--out {final}: could not write the output ({what}); nothing was written or replaced there")
