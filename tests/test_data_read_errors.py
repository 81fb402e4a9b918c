"""A data file that cannot be read is one line naming it and why, as other data errors are;
"not found" is said only of a file that is not there (issue 32).

Tests run as root, which ignores file modes: a permission error is simulated in-process by
making ``Path.read_bytes`` raise ``PermissionError`` for the data file (and, where file modes
do apply, also with a real ``chmod 000`` file); a folder in the file's place is a real one.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from hardmath.cli import main as cli_main
from hardmath.data import DataError, load_rows

HARDMATH = Path(sys.executable).with_name("hardmath")
FILE = "math_perturb/math_perturb_simple.jsonl"


def _deny(monkeypatch, target: Path) -> None:
    real = Path.read_bytes

    def read_bytes(self: Path) -> bytes:
        if self == target:
            raise PermissionError(13, "Permission denied", str(self))
        return real(self)

    monkeypatch.setattr(Path, "read_bytes", read_bytes)


def _folder_with(tmp_path: Path, shared_data: Path) -> Path:
    (tmp_path / "math_perturb").mkdir()
    (tmp_path / FILE).write_bytes((shared_data / FILE).read_bytes())
    return tmp_path


def test_a_missing_file_is_not_found(tmp_path):
    with pytest.raises(DataError, match=r"math_perturb_simple\.jsonl: file not found"):
        load_rows("math_perturb_simple", tmp_path)


def test_a_folder_in_the_files_place_is_named_as_such(tmp_path):
    (tmp_path / FILE).mkdir(parents=True)
    with pytest.raises(DataError, match=r"math_perturb_simple\.jsonl: a folder, where the data file should be") as err:
        load_rows("math_perturb_simple", tmp_path)
    assert "not found" not in str(err.value) and "\n" not in str(err.value)


def test_an_unreadable_file_is_one_line_and_not_not_found(tmp_path, shared_data, monkeypatch):
    folder = _folder_with(tmp_path, shared_data)
    _deny(monkeypatch, folder / FILE)
    with pytest.raises(
        DataError, match=r"math_perturb_simple\.jsonl: cannot read the data file \(Permission denied"
    ) as err:
        load_rows("math_perturb_simple", folder)
    assert "not found" not in str(err.value) and "\n" not in str(err.value)


@pytest.mark.skipif(os.geteuid() == 0, reason="root ignores file modes; the in-process case above covers it")
def test_a_chmod_000_file_is_one_line(tmp_path, shared_data):
    folder = _folder_with(tmp_path, shared_data)
    os.chmod(folder / FILE, 0)
    with pytest.raises(DataError, match="cannot read the data file"):
        load_rows("math_perturb_simple", folder)


def test_data_check_reports_an_unreadable_file_and_a_folder_as_invalid_not_missing(
    tmp_path, shared_data, monkeypatch, capsys
):
    folder = _folder_with(tmp_path, shared_data)
    (folder / "math_perturb" / "math_perturb_hard.jsonl").mkdir()
    _deny(monkeypatch, folder / FILE)
    code = cli_main(["data", "check", str(folder), "--datasets", "math_perturb_simple,math_perturb_hard"])
    out = capsys.readouterr().out
    assert code == 1
    simple = next(line for line in out.splitlines() if "math_perturb_simple " in line)
    hard = next(line for line in out.splitlines() if "math_perturb_hard " in line)
    assert simple.startswith("invalid") and "Permission denied" in simple and "not found" not in simple
    assert hard.startswith("invalid") and "a folder" in hard and "not found" not in hard


def test_a_command_reading_a_folder_in_place_of_the_data_file_says_so_in_one_line(tmp_path):
    (tmp_path / FILE).mkdir(parents=True)
    corpus = tmp_path / "corpus.txt"
    corpus.write_text("text\n")
    proc = subprocess.run(
        [str(HARDMATH), "overlap", "math_perturb_simple", str(corpus), "--data-dir", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 2 and "Traceback" not in proc.stderr, proc.stderr[-2000:]
    assert (
        proc.stderr.strip()
        .splitlines()[-1]
        .endswith(
            "a folder, where the data file should be (dataset "
            "math_perturb_simple, in the data folder "
            f"{tmp_path} set by HARDMATH_DATA_DIR or --metadata data_dir)"
        )
    )
