"""hardmath.data: local folders, pinned downloads (file:// stands in for https), clear errors."""

from __future__ import annotations

import hashlib
import io
import json
import zipfile
from pathlib import Path

import pytest

from hardmath import data
from hardmath.data import DataError, Source, load_rows

EXPECTED = {
    "harp_default": 4780,
    "harp_mcq": 4110,
    "harp_proof_based": 310,
    "math_perturb_simple": 279,
    "math_perturb_hard": 279,
    "math": 12500,
    "putnambench_answers": 345,
    "putnambench_informal": 673,
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_shared_data_loads_as_is(shared_data, name):
    rows = load_rows(name, shared_data)
    assert len(rows) == EXPECTED[name]


def test_harp_levels(shared_data):
    levels = [r["level"] for r in load_rows("harp_default", shared_data)]
    assert [levels.count(i) for i in range(1, 7)] == [799, 1505, 1363, 719, 197, 197]


def test_env_var_selects_folder(shared_data, monkeypatch):
    monkeypatch.setenv("HARDMATH_DATA_DIR", str(shared_data))
    assert len(load_rows("math_perturb_hard")) == 279


def _copy(shared_data: Path, tmp_path: Path, rel: str, text: str) -> Path:
    target = tmp_path / rel
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text)
    return tmp_path


def test_missing_file_names_path(tmp_path):
    with pytest.raises(DataError, match=r"harp_default\.jsonl: file not found"):
        load_rows("harp_default", tmp_path)


def test_truncated_line_names_row(shared_data, tmp_path):
    lines = (shared_data / "math_perturb/math_perturb_simple.jsonl").read_text().splitlines()
    text = "\n".join(lines[:10]) + "\n" + lines[10][: len(lines[10]) // 2] + "\n"
    folder = _copy(shared_data, tmp_path, "math_perturb/math_perturb_simple.jsonl", text)
    with pytest.raises(DataError, match=r"math_perturb_simple\.jsonl, row 11: not valid JSON"):
        load_rows("math_perturb_simple", folder)


def test_truncated_at_line_boundary_is_an_error(shared_data, tmp_path, monkeypatch):
    lines = (shared_data / "math_perturb/math_perturb_simple.jsonl").read_text().splitlines()
    folder = _copy(shared_data, tmp_path, "math_perturb/math_perturb_simple.jsonl", "\n".join(lines[:200]))
    with pytest.raises(DataError, match="200 rows, expected 279"):
        load_rows("math_perturb_simple", folder)
    monkeypatch.setenv("HARDMATH_ALLOW_SUBSET", "1")
    assert len(load_rows("math_perturb_simple", folder)) == 200


def test_schema_break_names_row_and_field(shared_data, tmp_path):
    lines = (shared_data / "math_perturb/math_perturb_hard.jsonl").read_text().splitlines()
    bad = json.loads(lines[4])
    del bad["answer"]
    lines[4] = json.dumps(bad)
    folder = _copy(shared_data, tmp_path, "math_perturb/math_perturb_hard.jsonl", "\n".join(lines))
    with pytest.raises(DataError, match=r"row 5: missing field 'answer'"):
        load_rows("math_perturb_hard", folder)


def test_wrong_type_names_row(tmp_path, monkeypatch):
    monkeypatch.setenv("HARDMATH_ALLOW_SUBSET", "1")
    row = {
        "problem_id": "1",
        "problem": "p",
        "answer": "1",
        "level": "Level 5",
        "type": "Algebra",
        "original_split": "test",
    }
    folder = _copy(None, tmp_path, "math_perturb/math_perturb_hard.jsonl", json.dumps(row))
    with pytest.raises(DataError, match=r"row 1: field 'problem_id' should be int"):
        load_rows("math_perturb_hard", folder)


def test_unknown_dataset():
    with pytest.raises(DataError, match="unknown dataset"):
        load_rows("no_such_set")


def _zip_source(tmp_path: Path, payload: bytes, sha: str | None = None) -> Source:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        z.writestr("inner.jsonl", payload)
    blob = buf.getvalue()
    path = tmp_path / "pub" / "set.zip"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(blob)
    return Source(
        "fake_zip",
        "fake/set.jsonl",
        path.as_uri(),
        sha or hashlib.sha256(blob).hexdigest(),
        {"q": str},
        rows=2,
        member="inner.jsonl",
    )


def test_pinned_download_is_verified_and_cached(tmp_path, monkeypatch):
    monkeypatch.delenv("HARDMATH_DATA_DIR", raising=False)
    monkeypatch.delenv("HARDMATH_OFFLINE", raising=False)
    monkeypatch.delenv("HF_DATASETS_OFFLINE", raising=False)
    monkeypatch.setenv("HARDMATH_CACHE", str(tmp_path / "cache"))
    source = _zip_source(tmp_path, b'{"q": "a"}\n{"q": "b"}\n')
    monkeypatch.setitem(data.SOURCES, source.name, source)
    assert [r["q"] for r in load_rows("fake_zip")] == ["a", "b"]
    # cached: the public file can disappear and the rows still load
    Path(source.url.removeprefix("file://")).unlink()
    monkeypatch.setenv("HARDMATH_OFFLINE", "1")
    assert len(load_rows("fake_zip")) == 2


def test_pinned_download_rejects_changed_file(tmp_path, monkeypatch):
    monkeypatch.delenv("HARDMATH_DATA_DIR", raising=False)
    monkeypatch.delenv("HARDMATH_OFFLINE", raising=False)
    monkeypatch.delenv("HF_DATASETS_OFFLINE", raising=False)
    monkeypatch.setenv("HARDMATH_CACHE", str(tmp_path / "cache"))
    source = _zip_source(tmp_path, b'{"q": "a"}\n{"q": "b"}\n', sha="0" * 64)
    monkeypatch.setitem(data.SOURCES, source.name, source)
    with pytest.raises(DataError, match="expected 0000"):
        load_rows("fake_zip")
    assert not list((tmp_path / "cache").rglob("*.zip")), "a bad download must not be cached"


def test_offline_without_cache_says_what_to_do(tmp_path, monkeypatch):
    monkeypatch.delenv("HARDMATH_DATA_DIR", raising=False)
    monkeypatch.setenv("HARDMATH_OFFLINE", "1")
    monkeypatch.setenv("HARDMATH_CACHE", str(tmp_path / "cache"))
    with pytest.raises(DataError, match="HARDMATH_DATA_DIR"):
        load_rows("harp_default")
