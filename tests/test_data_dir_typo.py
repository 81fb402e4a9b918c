"""A data folder that does not exist is said at task indexing (before any model loads), and a
misspelled one is answered with the folder it probably meant, not with a fetch into the typo.
"""

from __future__ import annotations

import logging

from hardmath.data import SOURCES, folder_fix, missing_folder
from hardmath.lmeval.discovery import warn_missing_data_dir


def test_a_misspelled_folder_names_the_one_beside_it(tmp_path):
    (tmp_path / "data").mkdir()
    typo = tmp_path / "dtaa"
    assert missing_folder(tmp_path / "data") is None
    assert missing_folder(typo) == f"the data folder {typo} does not exist (did you mean {tmp_path / 'data'}?)"
    fix = folder_fix(SOURCES["harp_default"], typo)
    assert "did you mean" in fix and "hardmath data fetch" not in fix


def test_a_new_folder_is_fetched_into(tmp_path):
    fix = folder_fix(SOURCES["harp_default"], tmp_path / "hardmath-data")
    assert fix == f"fix: `hardmath data fetch {tmp_path / 'hardmath-data'} --datasets harp_default`"


def test_task_indexing_warns_about_a_missing_folder(tmp_path, monkeypatch, caplog):
    monkeypatch.setenv("HARDMATH_DATA_DIR", str(tmp_path / "nope"))
    with caplog.at_level(logging.WARNING, logger="hardmath"):
        warn_missing_data_dir()
    assert f"the data folder {tmp_path / 'nope'} does not exist" in caplog.text
    caplog.clear()
    monkeypatch.setenv("HARDMATH_DATA_DIR", str(tmp_path))
    with caplog.at_level(logging.WARNING, logger="hardmath"):
        warn_missing_data_dir()
    assert caplog.text == ""
