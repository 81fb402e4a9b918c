"""A local data file is checked against its pinned content at load: its parsed rows' sha256
(line endings do not matter), once per file version (size, mtime); a repeated or edited row is
a one-line error naming the file and the row or what differs.
"""

from __future__ import annotations

import json
import os
from typing import TYPE_CHECKING

import pytest

from hardmath import data
from hardmath.data import DataError, load_rows

if TYPE_CHECKING:
    from pathlib import Path

REL = "math_perturb/math_perturb_simple.jsonl"


def _folder(shared_data: Path, tmp_path: Path, lines: list[str], newline: str = "\n") -> Path:
    target = tmp_path / REL
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes((newline.join(lines) + newline).encode("utf-8"))
    return tmp_path


def _lines(shared_data: Path) -> list[str]:
    return (shared_data / REL).read_text(encoding="utf-8").splitlines()


def test_every_local_source_has_its_rows_pinned(shared_data):
    for name, source in data.SOURCES.items():
        if (shared_data / source.local).is_file():
            assert source.rows_sha256, name
            load_rows(name, shared_data)


def test_crlf_copy_loads_the_same_rows(shared_data, tmp_path):
    folder = _folder(shared_data, tmp_path, _lines(shared_data), newline="\r\n")
    assert load_rows("math_perturb_simple", folder) == load_rows("math_perturb_simple", shared_data)


def test_duplicated_row_names_both_rows(shared_data, tmp_path):
    lines = _lines(shared_data)
    lines[40] = lines[7]  # same row count: only the content check can see it
    with pytest.raises(DataError) as err:
        load_rows("math_perturb_simple", _folder(shared_data, tmp_path, lines))
    message = str(err.value)
    assert "\n" not in message and REL in message and "row 41: repeats row 8" in message


def test_edited_row_is_refused(shared_data, tmp_path):
    lines = _lines(shared_data)
    row = json.loads(lines[3])
    row["answer"] = str(row["answer"]) + "0"
    lines[3] = json.dumps(row)
    with pytest.raises(DataError, match=r"math_perturb_simple\.jsonl: its 279 rows differ from the pinned content"):
        load_rows("math_perturb_simple", _folder(shared_data, tmp_path, lines))


def test_checked_once_per_file_version(shared_data, tmp_path, monkeypatch):
    folder = _folder(shared_data, tmp_path, _lines(shared_data))
    calls = []
    real = data.rows_sha256
    monkeypatch.setattr(data, "rows_sha256", lambda rows: calls.append(1) or real(rows))
    load_rows("math_perturb_simple", folder)
    load_rows("math_perturb_simple", folder)
    assert len(calls) == 1
    path = folder / REL
    st = path.stat()
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 10**9))  # a new version of the file: checked again
    load_rows("math_perturb_simple", folder)
    assert len(calls) == 2


def test_rows_hash_ignores_key_order_and_spacing():
    assert data.rows_sha256([{"a": 1, "b": "x"}]) == data.rows_sha256([{"b": "x", "a": 1}])
    assert data.rows_sha256([{"a": 1}, {"a": 2}]) != data.rows_sha256([{"a": 2}, {"a": 1}])
