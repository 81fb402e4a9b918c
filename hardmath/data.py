"""One loader for every dataset: pinned public source (revision + sha256, cached) or a local folder.

Each benchmark declares its datasets in its home (``lm_eval_tasks/<benchmark>/sources.py``);
:data:`SOURCES` gathers them through :mod:`hardmath.benchmarks`.

Local folder: ``HARDMATH_DATA_DIR`` or lm-eval ``--metadata '{"data_dir": ...}'``; it must
have the layout of the project's ``shared/data`` (``harp/harp_default.jsonl`` ...). With a
local folder nothing touches the network. A source may instead live on the Hugging Face hub
(``extra={"hf_repo", "hf_split", "hf_revision"}``): it is loaded with ``datasets.load_dataset``
at the pinned revision. Every row is checked against the dataset's schema;
a problem raises :class:`DataError` naming the file, the row and what was expected.
"""

from __future__ import annotations

import difflib
import hashlib
import io
import json
import logging
import os
import urllib.request
import zipfile
from collections.abc import Iterator, MutableMapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from hardmath.cache import cache_dir, write_atomically

if TYPE_CHECKING:
    import datasets

log = logging.getLogger(__name__)


class DataError(ValueError):
    """A dataset file is missing, corrupt, truncated or breaks its schema."""


@dataclass(frozen=True)
class Source:
    """Where a dataset lives and what each of its rows must hold."""

    name: str
    local: str  # path inside a local data folder
    url: str | None  # pinned public file (zip or jsonl/json)
    sha256: str | None  # of the file at ``url``
    fields: dict[str, type | tuple[type, ...]]  # required field -> accepted type(s)
    rows: int | None = None  # published row count
    member: str | None = None  # file inside the zip at ``url``
    fmt: str = "jsonl"  # "jsonl" or "json" (a list of objects)
    extra: dict[str, Any] = field(default_factory=dict)
    file_sha256: str | None = None  # of the file in a local folder (zip member / local-only file)
    rows_sha256: str | None = None  # of its parsed rows (:func:`rows_sha256`): line endings do not matter


def github_file(repo: str, commit: str, path: str) -> str:
    """The URL of ``path`` in GitHub repository ``repo`` at a pinned ``commit``."""
    return f"https://github.com/{repo}/raw/{commit}/{path}"


class _Sources(MutableMapping):
    """name -> :class:`Source` of every benchmark (``lm_eval_tasks/<benchmark>/sources.py``),
    collected from :mod:`hardmath.benchmarks` on first use, so any dataset loads without
    importing its benchmark first.
    """

    def __init__(self) -> None:
        self._found: dict[str, Source] | None = None

    def _all(self) -> dict[str, Source]:
        if self._found is None:
            from hardmath.benchmarks import all_benchmarks

            found: dict[str, Source] = {}
            for bench in all_benchmarks():
                for source in bench.sources():
                    if source.name in found:
                        raise DataError(f"dataset {source.name!r} is declared twice ({bench.name})")
                    found[source.name] = source
            self._found = found
        return self._found

    def __getitem__(self, name: str) -> Source:
        return self._all()[name]

    def __setitem__(self, name: str, source: Source) -> None:
        self._all()[name] = source

    def __delitem__(self, name: str) -> None:
        del self._all()[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())


SOURCES: MutableMapping[str, Source] = _Sources()


def data_dir(explicit: str | os.PathLike | None = None) -> Path | None:
    """The local data folder in force: the argument, else ``HARDMATH_DATA_DIR``, else None."""
    chosen = explicit or os.environ.get("HARDMATH_DATA_DIR")
    return Path(chosen).expanduser() if chosen else None


def sha256_of(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _cached(source: Source, path: Path) -> bytes | None:
    """The cached copy of ``source`` when its sha256 matches; a corrupt or partial copy
    (another process killed mid-write, a disk error, an edit) is deleted, never used.
    """
    try:
        blob = path.read_bytes()
    except (FileNotFoundError, NotADirectoryError):  # nothing cached there
        return None
    except OSError as err:
        raise DataError(f"{source.name}: cannot read the cached copy {path} ({err})") from err
    if sha256_of(blob) == source.sha256:
        return blob
    log.warning(
        "%s: cached copy %s has sha256 %s, expected %s: deleted, fetching it again",
        source.name,
        path,
        sha256_of(blob),
        source.sha256,
    )
    try:
        path.unlink()
    except OSError as err:
        raise DataError(f"{source.name}: the cached copy {path} is corrupt and cannot be deleted ({err})") from err
    return None


def local_copy_hint(source: Source) -> str:
    """How to get ``source`` into a local data folder (for errors outside ``hardmath data fetch``)."""
    if source.extra.get("hf_repo"):
        return hub_hint(source)
    if source.url is None:
        return (
            f"no public download is pinned for {source.name}: copy your own file to DIR/{source.local} "
            f"(sources: docs/data.md; `hardmath data check DIR` verifies it) and set HARDMATH_DATA_DIR=DIR"
        )
    return (
        f"run `hardmath data fetch DIR --datasets {source.name}` where there is network and set HARDMATH_DATA_DIR=DIR"
    )


def _download(source: Source, advise: bool = True) -> bytes:
    """The pinned file's bytes, from the cache or the network; sha256 is always checked.
    ``advise``: errors end with how to use a local copy instead (not when writing one).
    """
    hint = f"; {local_copy_hint(source)}" if advise else ""
    if source.url is None:
        raise DataError(f"{source.name}: no public download is pinned for this dataset{hint}")
    cached = cache_dir() / source.sha256 / Path(source.url).name
    was_cached = cached.exists()
    blob = _cached(source, cached)
    if blob is not None:
        return blob
    if _offline():
        state = "its cached copy was corrupt (deleted)" if was_cached else "not in the cache"
        raise DataError(
            f"{source.name}: offline (HF_DATASETS_OFFLINE=1 or HARDMATH_OFFLINE=1) and {state} {cache_dir()}{hint}"
        )
    try:
        with urllib.request.urlopen(source.url, timeout=60) as response:  # noqa: S310 (pinned https)
            blob = response.read()
    except OSError as err:
        raise DataError(f"{source.name}: could not download {source.url} ({err}){hint}") from err
    if sha256_of(blob) != source.sha256:
        raise DataError(
            f"{source.name}: {source.url} has sha256 {sha256_of(blob)}, "
            f"expected {source.sha256}: the pinned file changed or the download broke"
        )
    try:
        write_atomically(cached, blob)
    except OSError as err:  # a full or read-only cache: the verified download is used all the same
        log.warning(
            "%s: could not keep a copy in the cache (%s); it will be downloaded again next time", source.name, err
        )
    return blob


def _unpack(source: Source, blob: bytes) -> bytes:
    if not source.url or not source.url.endswith(".zip"):
        return blob
    try:
        with zipfile.ZipFile(io.BytesIO(blob)) as archive:
            names = [n for n in archive.namelist() if not n.endswith("/") and "__MACOSX" not in n]
            member = source.member or (names[0] if len(names) == 1 else None)
            if member is None or member not in names:
                raise DataError(f"{source.url}: expected member {source.member!r}, found {names}")
            return archive.read(member)
    except zipfile.BadZipFile as err:
        raise DataError(f"{source.url}: not a valid zip file ({err})") from err


def parse_rows(text: str, source: Source, origin: str) -> list[dict[str, Any]]:
    """Parse and validate rows; errors name ``origin`` and the 1-based row."""
    if source.fmt == "json":
        try:
            loaded = json.loads(text)
        except json.JSONDecodeError as err:
            raise DataError(f"{origin}: not valid JSON ({err}); the file may be truncated") from err
        if not isinstance(loaded, list):
            raise DataError(f"{origin}: expected a JSON list of objects, found {type(loaded).__name__}")
        items = list(enumerate(loaded, 1))
    else:
        items = read_jsonl(text, origin)
    return validate_rows(items, source, origin)


def read_jsonl(text: str, origin: str) -> list[tuple[int, Any]]:
    """(1-based line number, parsed value) of each non-blank JSON line; a bad line is a
    :class:`DataError` naming ``origin`` and the row.
    """
    items = []
    lines = text.splitlines()
    filled = [n for n, line in enumerate(lines, 1) if line.strip()]
    for number in filled:
        try:
            items.append((number, json.loads(lines[number - 1])))
        except json.JSONDecodeError as err:
            cause = (
                "the file may be truncated (its last row is cut)"
                if number == filled[-1]
                else "a corrupt row inside the file"
            )
            raise DataError(f"{origin}, row {number}: not valid JSON ({err.msg}); {cause}") from err
    return items


def validate_rows(items: list[tuple[int, Any]], source: Source, origin: str) -> list[dict[str, Any]]:
    """Check (row number, row) pairs against ``source.fields``; errors name ``origin`` and the row."""
    rows: list[dict[str, Any]] = []
    for number, row in items:
        if not isinstance(row, dict):
            raise DataError(f"{origin}, row {number}: expected a JSON object, found {type(row).__name__}")
        for key, kind in source.fields.items():
            if key not in row:
                raise DataError(
                    f"{origin}, row {number}: missing field {key!r} (expected fields: {', '.join(source.fields)})"
                )
            if not isinstance(row[key], kind) or isinstance(row[key], bool) and kind is not bool:
                names = kind.__name__ if isinstance(kind, type) else "/".join(k.__name__ for k in kind)
                raise DataError(
                    f"{origin}, row {number}: field {key!r} should be {names}, "
                    f"found {type(row[key]).__name__} {row[key]!r:.60}"
                )
        rows.append(row)
    return rows


def _offline() -> bool:
    return os.environ.get("HF_DATASETS_OFFLINE") == "1" or os.environ.get("HARDMATH_OFFLINE") == "1"


def hub_hint(source: Source, export: bool = True) -> str:
    """What to do when a hub split cannot be loaded: for a gated one, how to get access and
    (``export``) write it once to the local layout; else where the local copy goes.
    """
    repo = source.extra["hf_repo"]
    then = (
        (
            f", export the split to the local layout once with `hardmath data fetch DIR --datasets "
            f"{source.name}` (writes DIR/{source.local}), then set HARDMATH_DATA_DIR=DIR"
        )
        if export
        else ""
    )
    if source.extra.get("gated"):
        return (
            f"the dataset {repo} is gated on the Hugging Face hub: accept its terms at "
            f"https://huggingface.co/datasets/{repo}, give a token (export HF_TOKEN=... or run "
            f"`hf auth login`){then}"
        )
    if export:
        return f"run `hardmath data fetch DIR --datasets {source.name}` where there is network and set HARDMATH_DATA_DIR=DIR"
    return f"the split is loaded from the Hugging Face hub ({repo}): check the network"


def _load_hub(source: Source, advise: bool = True) -> list[dict[str, Any]]:
    """Rows of a Hugging Face hub split at its pinned revision (cached by ``datasets``)."""
    repo, split = source.extra["hf_repo"], source.extra["hf_split"]
    revision = source.extra.get("hf_revision")
    origin = f"hf://datasets/{repo}@{revision}, split {split}"
    if _offline():
        raise DataError(f"{source.name}: offline, cannot load {origin}; {hub_hint(source, advise)}")
    import datasets

    try:
        table = datasets.load_dataset(repo, split=split, revision=revision)
    except Exception as err:  # noqa: BLE001 (hub, auth, network and format errors alike)
        raise DataError(
            f"{source.name}: could not load {origin} ({type(err).__name__}: {err}); {hub_hint(source, advise)}"
        ) from err
    rows = validate_rows(list(enumerate(table, 1)), source, origin)
    if source.rows is not None and len(rows) != source.rows:
        raise DataError(
            f"{origin}: {len(rows)} rows, expected {source.rows} (the pinned revision "
            f"changed or the download is incomplete)"
        )
    return rows


def fetch_file(source: Source) -> bytes:
    """The dataset's file as a local data folder holds it, from its pinned public source:
    the pinned file (or zip member) verbatim, sha256-checked, or the hub split as jsonl;
    rows are validated and counted against the published count. Never reads a local folder.
    """
    if source.extra.get("hf_repo"):
        rows = _load_hub(source, advise=False)
        return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows).encode("utf-8")
    blob = _unpack(source, _download(source, advise=False))
    if source.file_sha256 and sha256_of(blob) != source.file_sha256:
        raise DataError(
            f"{source.url}: member {source.member} has sha256 {sha256_of(blob)}, expected {source.file_sha256}"
        )
    rows = parse_rows(blob.decode("utf-8"), source, source.url or source.name)
    if source.rows is not None and len(rows) != source.rows:
        raise DataError(f"{source.url}: {len(rows)} rows, expected {source.rows}")
    return blob


def missing_folder(folder: Path) -> str | None:
    """What is wrong with a data folder that does not exist (None when it does): said with the
    nearest existing folder beside it when the name looks misspelled (``data`` for ``dtaa``).
    """
    if folder.is_dir():
        return None
    parent = folder.parent
    siblings = [p.name for p in parent.iterdir() if p.is_dir()] if parent.is_dir() else []
    near = difflib.get_close_matches(folder.name, siblings, n=1, cutoff=0.6)
    guess = f" (did you mean {parent / near[0]}?)" if near else ""
    return f"the data folder {folder} does not exist{guess}"


def folder_fix(source: Source, folder: Path) -> str:
    """The command (or step) that puts ``source`` into the data folder ``folder``; for a folder
    that does not exist and looks misspelled, the folder it probably meant, not a fetch into it.
    """
    missing = missing_folder(folder)
    if missing is not None and "did you mean" in missing:
        return f"{missing}: point HARDMATH_DATA_DIR (or --metadata data_dir) at it"
    if source.extra.get("hf_repo") and source.extra.get("gated"):
        return hub_hint(source, export=False) + (f", then run `hardmath data fetch {folder} --datasets {source.name}`")
    if source.url is None and not source.extra.get("hf_repo"):
        return (
            f"no public download is pinned: copy your own file there (sources: docs/data.md; "
            f"`hardmath data check {folder}` verifies it)"
        )
    return f"fix: `hardmath data fetch {folder} --datasets {source.name}`"


def canonical_row(row: dict[str, Any]) -> str:
    """A row as canonical JSON (sorted keys, no spacing; a value JSON lacks as its text): the one
    form every row digest hashes (data files, per-row pins, logged ``data_digest``).
    """
    return json.dumps(row, sort_keys=True, ensure_ascii=False, separators=(",", ":"), default=str)


def rows_sha256(rows: list[dict[str, Any]]) -> str:
    """sha256 of parsed rows in order (each as canonical JSON, one per line): the content of a
    data file whatever its line endings, spacing or key order.
    """
    h = hashlib.sha256()
    for row in rows:
        h.update(canonical_row(row).encode("utf-8"))
        h.update(b"\n")
    return h.hexdigest()


_VERIFIED: dict[tuple[str, int, int, bool], str] = {}  # (path, size, mtime_ns, unpinned) -> rows sha256


def check_pinned(path: Path, rows: list[dict[str, Any]], source: Source) -> None:
    """A local file's rows against its pinned content, once per file version (size, mtime):
    a repeated row, or rows that differ from ``source.rows_sha256``, is a one-line
    :class:`DataError` naming the file and the row or what differs.
    """
    st = path.stat()
    key = (str(path), st.st_size, st.st_mtime_ns, _allow_unpinned())
    if key in _VERIFIED:
        return
    seen: dict[str, int] = {}
    for number, row in enumerate(rows, 1):
        text = canonical_row(row)
        if text in seen:
            raise DataError(
                f"{path}, row {number}: repeats row {seen[text]} (a duplicated row; "
                f"`hardmath data check` compares the folder with the pinned files)"
            )
        seen[text] = number
    digest = rows_sha256(rows)
    if source.rows_sha256 and digest != source.rows_sha256:
        if _allow_unpinned():
            log.warning(
                "%s: %d rows that are not the pinned content of %s, used as they are (HARDMATH_ALLOW_UNPINNED=1)",
                path,
                len(rows),
                source.name,
            )
        elif _allow_subset() and source.rows is not None and len(rows) < source.rows:
            from hardmath.pinned_rows import check_subset

            check_subset(path, rows, source.name, source.rows_sha256)
        else:
            raise DataError(
                f"{path}: its {len(rows)} rows differ from the pinned content of {source.name} "
                f"(rows sha256 {digest}, expected {source.rows_sha256}); an edited or wrong file"
            )
    _VERIFIED[key] = digest


def _allow_subset() -> bool:
    """``HARDMATH_ALLOW_SUBSET=1``: a local file may hold fewer rows than published, each a pinned row."""
    return os.environ.get("HARDMATH_ALLOW_SUBSET", "0") == "1" or _allow_unpinned()


def _allow_unpinned() -> bool:
    """``HARDMATH_ALLOW_UNPINNED=1``: any rows that pass the schema (made-up test fixtures); logged."""
    return os.environ.get("HARDMATH_ALLOW_UNPINNED", "0") == "1"


def load_rows(name: str, data_dir_: str | os.PathLike | None = None) -> list[dict[str, Any]]:
    """All rows of dataset ``name`` (see ``SOURCES``), validated.

    A local folder (argument or ``HARDMATH_DATA_DIR``) wins and never touches the network;
    otherwise the pinned public file is downloaded once and cached. A local file with fewer
    rows than published is an error (truncation) unless ``HARDMATH_ALLOW_SUBSET=1``, and then each
    row must still be a pinned row (:mod:`hardmath.pinned_rows`); made-up rows (test fixtures)
    need ``HARDMATH_ALLOW_UNPINNED=1``.
    """
    try:
        source = SOURCES[name]
    except KeyError:
        raise DataError(f"unknown dataset {name!r}; known: {', '.join(sorted(SOURCES))}") from None
    folder = data_dir(data_dir_)
    if folder is not None:
        path = folder / source.local
        text = read_local(
            path,
            f"dataset {name}, in the data folder {folder} set by HARDMATH_DATA_DIR or --metadata data_dir",
            folder_fix(source, folder),
        )
        rows = parse_rows(text, source, str(path))
        if source.rows is not None and len(rows) != source.rows and not (_allow_subset() and len(rows) < source.rows):
            raise DataError(
                f"{path}: {len(rows)} rows, expected {source.rows} "
                f"(truncated or wrong file; set HARDMATH_ALLOW_SUBSET=1 for a subset)"
            )
        check_pinned(path, rows, source)
    elif source.extra.get("hf_repo"):
        rows = _load_hub(source)
    else:
        blob = _unpack(source, _download(source))
        rows = parse_rows(blob.decode("utf-8"), source, source.url or name)
    return rows


def read_local(path: Path, what: str, fix: str) -> str:
    """The text of a local data file; a file that is not there, a folder in its place, one that
    cannot be read (permissions, I/O) or is not UTF-8 is a one-line :class:`DataError` saying which.
    """
    try:
        blob = path.read_bytes()
    except FileNotFoundError:
        raise DataError(f"{path}: file not found ({what}); {fix}") from None
    except IsADirectoryError:
        raise DataError(f"{path}: a folder, where the data file should be ({what})") from None
    except OSError as err:
        raise DataError(f"{path}: cannot read the data file ({err.strerror or err}; {what})") from None
    try:
        return blob.decode("utf-8")
    except UnicodeDecodeError as err:
        raise DataError(f"{path}: not UTF-8 text ({err})") from None


def as_dataset_dict(rows: list[dict[str, Any]], split: str = "test") -> datasets.DatasetDict:
    """Wrap rows as the ``datasets.DatasetDict`` an lm-eval ``custom_dataset`` returns."""
    import datasets

    # Arrow needs one type per column: a column mixing numbers and strings (MATH-P's
    # ``answer``) becomes strings.
    kinds: dict[str, set[type]] = {}
    for row in rows:
        for key, value in row.items():
            if value is not None:
                kinds.setdefault(key, set()).add(type(value))
    mixed = {k for k, t in kinds.items() if len(t) > 1 and t <= {int, float, str, bool}}
    if mixed:
        rows = [{k: (str(v) if k in mixed and v is not None else v) for k, v in r.items()} for r in rows]
    return datasets.DatasetDict({split: datasets.Dataset.from_list(rows)})
