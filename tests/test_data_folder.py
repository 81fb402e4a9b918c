"""hardmath data fetch / check on local files (file:// stands in for the pinned https sources)."""

from __future__ import annotations

import hashlib
import io
import json
import subprocess
import sys
import zipfile
from typing import TYPE_CHECKING

import pytest

from hardmath import data, data_folder
from hardmath.data import DataError, Source, load_rows

if TYPE_CHECKING:
    from pathlib import Path

ROWS = b'{"q": "a"}\n{"q": "b"}\n'


@pytest.fixture
def online(tmp_path, monkeypatch):
    for var in ("HARDMATH_DATA_DIR", "HARDMATH_OFFLINE", "HF_DATASETS_OFFLINE"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("HARDMATH_CACHE", str(tmp_path / "cache"))


def _publish(tmp_path: Path, name: str, payload: bytes, zipped: bool) -> Source:
    blob = payload
    if zipped:
        buf = io.BytesIO()
        with zipfile.ZipFile(buf, "w") as z:
            z.writestr("inner.jsonl", payload)
        blob = buf.getvalue()
    path = tmp_path / "pub" / (f"{name}.zip" if zipped else f"{name}.jsonl")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(blob)
    return Source(
        name,
        f"fake/{name}.jsonl",
        path.as_uri(),
        hashlib.sha256(blob).hexdigest(),
        {"q": str},
        rows=2,
        member="inner.jsonl" if zipped else None,
        file_sha256=hashlib.sha256(payload).hexdigest() if zipped else None,
    )


def test_fetch_writes_the_loader_layout_and_check_verifies_it(tmp_path, online, monkeypatch):
    zipped, plain = _publish(tmp_path, "fake_zip", ROWS, True), _publish(tmp_path, "fake_plain", ROWS, False)
    monkeypatch.setitem(data.SOURCES, zipped.name, zipped)
    monkeypatch.setitem(data.SOURCES, plain.name, plain)
    out = tmp_path / "folder"
    statuses = data_folder.fetch(out, ["fake_zip", "fake_plain"])
    assert [s.state for s in statuses] == ["written", "written"]
    assert (out / "fake/fake_zip.jsonl").read_bytes() == ROWS  # the zip member, verbatim
    manifest = json.loads((out / "MANIFEST.json").read_text())
    assert manifest["fake_zip"] == {
        "path": "fake/fake_zip.jsonl",
        "rows": 2,
        "source": zipped.url,
        "sha256": hashlib.sha256(ROWS).hexdigest(),
    }
    assert [r["q"] for r in load_rows("fake_zip", out)] == ["a", "b"]  # what HARDMATH_DATA_DIR reads
    assert not list(out.rglob(".*.jsonl.*")), "no temporary file left behind"

    checked = data_folder.check(out, ["fake_zip", "fake_plain"])
    assert [s.state for s in checked] == ["ok", "ok"]
    assert "sha256 matches the published file" in checked[0].detail
    assert "sha256 matches the pinned source file" in checked[1].detail

    (out / "fake/fake_zip.jsonl").write_bytes(b'{"q": "a"}\n{"q": "c"}\n')  # valid rows, other bytes
    (out / "fake/fake_plain.jsonl").write_bytes(b'{"q": "a"}\n{"q": "b')  # truncated
    bad = {s.name: s for s in data_folder.check(out, ["fake_zip", "fake_plain"])}
    assert bad["fake_zip"].state == "invalid" and "sha256" in bad["fake_zip"].detail
    assert bad["fake_plain"].state == "invalid" and "row 2: not valid JSON" in bad["fake_plain"].detail


def test_fetch_refuses_a_changed_source_and_writes_nothing(tmp_path, online, monkeypatch):
    source = _publish(tmp_path, "fake_zip", ROWS, True)
    monkeypatch.setitem(data.SOURCES, source.name, Source(**{**source.__dict__, "sha256": "0" * 64}))
    (status,) = data_folder.fetch(tmp_path / "folder", ["fake_zip"])
    assert status.state == "unavailable" and "expected 0000" in status.detail
    assert not (tmp_path / "folder" / "fake").exists()


def test_hub_split_is_exported_as_jsonl(tmp_path, online, monkeypatch):
    import datasets

    source = Source(
        "fake_hub",
        "fake/hub.jsonl",
        None,
        None,
        {"id": str},
        rows=2,
        extra={"hf_repo": "org/set", "hf_split": "test", "hf_revision": "abc", "gated": True},
    )
    monkeypatch.setitem(data.SOURCES, source.name, source)
    monkeypatch.setattr(datasets, "load_dataset", lambda *a, **k: [{"id": "x", "v": 1}, {"id": "y", "v": 2}])
    (status,) = data_folder.fetch(tmp_path / "folder", ["fake_hub"])
    assert status.state == "written"
    assert load_rows("fake_hub", tmp_path / "folder") == [{"id": "x", "v": 1}, {"id": "y", "v": 2}]
    (checked,) = data_folder.check(tmp_path / "folder", ["fake_hub"])
    assert checked.state == "ok" and "matches the MANIFEST.json" in checked.detail


def test_gated_putnam_split_offline_says_gated_token_and_export(monkeypatch):
    from hardmath.lm_eval_tasks.putnam_axiom import sources

    monkeypatch.delenv("HARDMATH_DATA_DIR", raising=False)
    monkeypatch.setenv("HARDMATH_OFFLINE", "1")
    with pytest.raises(DataError) as err:
        sources.load_split("full_eval")
    text = str(err.value)
    for needed in (
        "gated on the Hugging Face hub",
        "HF_TOKEN",
        "hf auth login",
        "hardmath data fetch DIR --datasets putnam_axiom_full_eval",
        "putnam_axiom/full_eval.jsonl",
        "HARDMATH_DATA_DIR",
    ):
        assert needed in text, needed


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "hardmath.cli", "data", *args], capture_output=True, text=True, timeout=300
    )


def test_check_cli_on_shared_data(shared_data, tmp_path):
    proc = _cli("check", str(shared_data), "--datasets", "harp_default,math_perturb_simple")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "harp_default" in proc.stdout and "4780 rows, sha256 matches the published file" in proc.stdout
    missing = _cli("check", str(tmp_path), "--datasets", "putnam_axiom_variations")
    assert missing.returncode == 1 and "missing" in missing.stdout and "gated" in missing.stdout
    assert _cli("check", str(tmp_path / "nope")).returncode == 2
    assert "putnam_axiom_full_eval" in _cli("check", str(tmp_path), "--list").stdout
