"""Data errors a user can act on (issue 23): one line naming what is missing, where it was looked
for and the command that fixes it; ``data check`` compares rows where no file is pinned and says
when it found nothing; ``data fetch`` never advises the folder it was asked to write.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from hardmath import data, data_folder
from hardmath.data import DataError, Source, load_rows


def test_missing_dataset_names_file_folder_and_fetch_command(tmp_path):
    with pytest.raises(DataError) as err:
        load_rows("harp_default", tmp_path)
    text = str(err.value)
    assert "\n" not in text and "shared/data" not in text
    assert str(tmp_path / "harp" / "harp_default.jsonl") in text
    assert f"`hardmath data fetch {tmp_path} --datasets harp_default`" in text


def test_missing_gated_split_in_a_folder_hints_gating_and_fetch(tmp_path):
    with pytest.raises(DataError) as err:
        load_rows("putnam_axiom_full_eval", tmp_path)
    text = str(err.value)
    assert "gated on the Hugging Face hub" in text and "HF_TOKEN" in text
    assert f"hardmath data fetch {tmp_path} --datasets putnam_axiom_full_eval" in text


def test_missing_local_only_dataset_points_at_its_sources(tmp_path):
    with pytest.raises(DataError, match="no public download is pinned.*docs/data.md"):
        load_rows("math", tmp_path)


@pytest.mark.data
def test_check_accepts_a_math_copy_with_the_same_rows_in_other_bytes(shared_data, tmp_path):
    rows = [json.loads(line) for line in (shared_data / "math/math_full.jsonl").open(encoding="utf-8")]
    target = tmp_path / "math" / "math_full.jsonl"
    target.parent.mkdir()
    target.write_bytes("".join(json.dumps(r, ensure_ascii=True, sort_keys=True) + "\r\n" for r in rows).encode())
    (status,) = data_folder.check(tmp_path, ["math"])
    assert status.state == "ok" and "the same rows as the known copy" in status.detail
    rows[0] = {**rows[0], "solution": rows[0]["solution"] + " "}
    target.write_text("".join(json.dumps(r) + "\n" for r in rows))
    (status,) = data_folder.check(tmp_path, ["math"])
    assert status.state == "invalid" and "not the rows of the known copy" in status.detail
    assert "published" not in status.detail


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "hardmath.cli", "data", *args], capture_output=True, text=True, timeout=300
    )


def test_check_of_an_empty_folder_says_nothing_was_found(tmp_path):
    proc = _cli("check", str(tmp_path))
    assert proc.returncode == 1
    assert f"nothing found in {tmp_path}" in proc.stderr


def test_failed_fetch_does_not_advise_the_folder_it_writes(tmp_path, monkeypatch):
    monkeypatch.delenv("HARDMATH_DATA_DIR", raising=False)
    monkeypatch.setenv("HARDMATH_CACHE", str(tmp_path / "cache"))
    monkeypatch.setenv("HARDMATH_OFFLINE", "1")
    source = Source("fake_pinned", "fake/f.jsonl", "https://example.invalid/f.jsonl", "0" * 64, {"q": str})
    monkeypatch.setitem(data.SOURCES, source.name, source)
    hub = Source(
        "fake_gated",
        "fake/g.jsonl",
        None,
        None,
        {"q": str},
        extra={"hf_repo": "org/set", "hf_split": "test", "gated": True},
    )
    monkeypatch.setitem(data.SOURCES, hub.name, hub)
    statuses = data_folder.fetch(tmp_path / "new", ["fake_pinned", "fake_gated"])
    assert [s.state for s in statuses] == ["unavailable", "unavailable"]
    for status in statuses:
        assert "HARDMATH_DATA_DIR" not in status.detail and "hardmath data fetch" not in status.detail
    assert "gated" in statuses[1].detail and "HF_TOKEN" in statuses[1].detail
    with pytest.raises(DataError, match="hardmath data fetch DIR --datasets fake_pinned"):
        load_rows("fake_pinned")  # outside `data fetch` the error says how to get a local copy
