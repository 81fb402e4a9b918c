"""The download cache (HARDMATH_CACHE): a corrupt or partial copy is detected by its sha256
and fetched again, never used (file:// stands in for the pinned https source).
"""

from __future__ import annotations

import hashlib
import io
import zipfile
from pathlib import Path

import pytest

from hardmath import data
from hardmath.data import DataError, Source, load_rows

ROWS = b'{"q": "a"}\n{"q": "b"}\n'


@pytest.fixture
def source(tmp_path, monkeypatch) -> Source:
    """A pinned zip source served from a file:// URL, with an empty cache."""
    for var in ("HARDMATH_DATA_DIR", "HARDMATH_OFFLINE", "HF_DATASETS_OFFLINE"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("HARDMATH_CACHE", str(tmp_path / "cache"))
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        z.writestr("inner.jsonl", ROWS)
    path = tmp_path / "pub" / "set.zip"
    path.parent.mkdir(parents=True)
    path.write_bytes(buf.getvalue())
    src = Source(
        "cache_fixture",
        "fake/set.jsonl",
        path.as_uri(),
        hashlib.sha256(buf.getvalue()).hexdigest(),
        {"q": str},
        rows=2,
        member="inner.jsonl",
    )
    monkeypatch.setitem(data.SOURCES, src.name, src)
    return src


def _cache_file(source: Source) -> Path:
    return data.cache_dir() / source.sha256 / Path(source.url).name


def _published(source: Source) -> bytes:
    return Path(source.url.removeprefix("file://")).read_bytes()


@pytest.mark.parametrize("damage", ["partial", "flipped", "empty", "other_file"])
def test_damaged_cache_is_fetched_again(source, damage):
    assert [r["q"] for r in load_rows(source.name)] == ["a", "b"]
    cached = _cache_file(source)
    good = cached.read_bytes()
    bad = {
        "partial": good[: len(good) // 2],
        "flipped": bytes([good[0] ^ 1]) + good[1:],
        "empty": b"",
        "other_file": b'{"q": "evil"}\n{"q": "rows"}\n',
    }[damage]
    cached.write_bytes(bad)
    assert [r["q"] for r in load_rows(source.name)] == ["a", "b"]
    assert cached.read_bytes() == _published(source), "the cache must hold the good copy again"


def test_damaged_cache_offline_is_an_error_not_used(source, monkeypatch):
    load_rows(source.name)
    cached = _cache_file(source)
    cached.write_bytes(cached.read_bytes()[:-10])
    monkeypatch.setenv("HARDMATH_OFFLINE", "1")
    with pytest.raises(DataError, match="corrupt"):
        load_rows(source.name)
    assert not cached.exists()


def test_cache_write_leaves_no_temp_files(source):
    load_rows(source.name)
    assert [p.name for p in _cache_file(source).parent.iterdir()] == ["set.zip"]
