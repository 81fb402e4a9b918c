"""``HARDMATH_ALLOW_SUBSET=1`` allows dropping rows of a pinned dataset, never changing them: each
row must still be a pinned row, in the pinned order (per-row digests, hardmath/pinned_rows/);
made-up rows need ``HARDMATH_ALLOW_UNPINNED=1`` (issue 32: every answer replaced by $0$ and a row
dropped was accepted without a word).
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

import pytest

from hardmath.data import SOURCES, DataError, load_rows
from hardmath.pinned_rows import DIGEST, FOLDER

if TYPE_CHECKING:
    from pathlib import Path

FILE = "math_perturb/math_perturb_simple.jsonl"


def _write(tmp_path: Path, rows: list[dict]) -> Path:
    (tmp_path / "math_perturb").mkdir(parents=True, exist_ok=True)
    (tmp_path / FILE).write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return tmp_path


@pytest.fixture
def pinned(shared_data) -> list[dict]:
    return [json.loads(line) for line in (shared_data / FILE).read_text(encoding="utf-8").splitlines()]


@pytest.fixture
def subset_allowed(monkeypatch):
    monkeypatch.setenv("HARDMATH_ALLOW_SUBSET", "1")
    monkeypatch.delenv("HARDMATH_ALLOW_UNPINNED", raising=False)


def test_a_subset_of_pinned_rows_is_accepted(tmp_path, pinned, subset_allowed):
    kept = pinned[:10] + pinned[11:]
    assert load_rows("math_perturb_simple", _write(tmp_path, kept)) == kept


def test_every_answer_replaced_and_a_row_dropped_is_refused_naming_file_and_row(tmp_path, pinned, subset_allowed):
    zeroed = [{**r, "answer": "$0$"} for r in pinned[1:]]
    with pytest.raises(
        DataError,
        match=r"math_perturb_simple\.jsonl, row 1: not a row of the pinned "
        r"math_perturb_simple \(changed or not from the pinned file\)",
    ) as err:
        load_rows("math_perturb_simple", _write(tmp_path, zeroed))
    assert "\n" not in str(err.value)


def test_one_changed_row_among_pinned_ones_is_named(tmp_path, pinned, subset_allowed):
    rows = pinned[:200]
    rows[6] = {**rows[6], "problem": rows[6]["problem"] + " "}
    with pytest.raises(DataError, match=r"math_perturb_simple\.jsonl, row 7: not a row of the pinned"):
        load_rows("math_perturb_simple", _write(tmp_path, rows))


def test_reordered_rows_are_refused(tmp_path, pinned, subset_allowed):
    rows = [pinned[1], pinned[0], *pinned[2:100]]
    with pytest.raises(
        DataError, match=r"row 2: not a row of the pinned math_perturb_simple \(out of the pinned order\)"
    ):
        load_rows("math_perturb_simple", _write(tmp_path, rows))


def test_without_the_flag_a_subset_is_refused(tmp_path, pinned, monkeypatch):
    monkeypatch.delenv("HARDMATH_ALLOW_SUBSET", raising=False)
    monkeypatch.delenv("HARDMATH_ALLOW_UNPINNED", raising=False)
    with pytest.raises(DataError, match="278 rows, expected 279"):
        load_rows("math_perturb_simple", _write(tmp_path, pinned[1:]))


def test_made_up_rows_need_allow_unpinned_and_are_logged(tmp_path, monkeypatch, caplog, subset_allowed):
    rows = [
        {
            "problem_id": 1,
            "problem": "made up",
            "answer": 3,
            "level": "Level 5",
            "type": "Algebra",
            "original_split": "test",
        }
    ]
    folder = _write(tmp_path, rows)
    with pytest.raises(DataError, match="row 1: not a row of the pinned"):
        load_rows("math_perturb_simple", folder)
    monkeypatch.setenv("HARDMATH_ALLOW_UNPINNED", "1")
    assert load_rows("math_perturb_simple", folder) == rows
    assert "HARDMATH_ALLOW_UNPINNED=1" in caplog.text


def test_every_pinned_dataset_has_digests_of_its_pinned_content():
    for name in sorted(SOURCES):
        source = SOURCES[name]
        if not source.rows_sha256:
            continue
        head, *digests = (FOLDER / f"{name}.txt").read_text(encoding="ascii").split()
        assert head == source.rows_sha256, name
        assert len(digests) == source.rows and all(len(bytes.fromhex(d)) == DIGEST for d in digests), name


@pytest.mark.parametrize("text", ["", "\n\n"])
def test_an_empty_data_file_is_one_line_not_an_empty_dataset(tmp_path, subset_allowed, text):
    """Issue 43: under HARDMATH_ALLOW_SUBSET=1 an empty file loaded as zero rows and lm_eval crashed."""
    folder = _write(tmp_path, [])
    (folder / FILE).write_text(text, encoding="utf-8")
    with pytest.raises(DataError, match=r"math_perturb_simple\.jsonl: no rows \(an empty data file") as err:
        load_rows("math_perturb_simple", folder)
    assert "\n" not in str(err.value)
