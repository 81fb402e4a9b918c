"""Putnam-AXIOM documents: gold answers, binary flags, pairing order, seeds, CLI code path, hub branch."""

from __future__ import annotations

import json
import logging
import subprocess
import sys
from typing import TYPE_CHECKING

import pytest
from putnam_fixture import write_fixture

from hardmath import data
from hardmath.data import DataError
from hardmath.lm_eval_tasks.putnam_axiom import docs, sources
from hardmath.variations import Original, templates

if TYPE_CHECKING:
    from pathlib import Path


@pytest.fixture
def fixture_dir(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("HARDMATH_ALLOW_SUBSET", "1")
    monkeypatch.delenv("HARDMATH_DATA_DIR", raising=False)
    return write_fixture(tmp_path / "data")


def test_original_docs_gold_and_binary_flag(fixture_dir):
    got = docs.original_docs(str(fixture_dir))
    assert [d["id"] for d in got] == ["1990_A1", "1991_B2", "1992_A3", "1993_B4", "1994_A5"]
    assert [d["answer"] for d in got] == ["2", r"\text{False}", "1", r"\text{Bob}", r"\frac{3}{4}"]
    assert [d["binary"] for d in got] == [False, True, False, True, False]


@pytest.mark.parametrize(
    "answer,answer_type,expected",
    [
        (r"\text{True}", None, True),
        ("converges", None, True),
        (r"\text{Alice wins}", None, True),
        (r"\textbf{the second player}", "", True),
        ("No.", None, True),
        ("7", "Boolean", True),
        ("2", None, False),
        (r"\frac{3}{4}", "Numerical", False),
        ("n(n+1)", None, False),
        (r"\text{no such } n", None, False),
        (None, None, False),
    ],
)
def test_binary_rule(answer, answer_type, expected):
    assert docs.is_binary(answer, answer_type) is expected


def test_full_size_is_enforced_without_subset(fixture_dir, monkeypatch):
    monkeypatch.delenv("HARDMATH_ALLOW_SUBSET")
    with pytest.raises(DataError, match=r"full_eval\.jsonl: 5 rows, expected 522"):
        docs.original_docs(str(fixture_dir))


def test_row_without_boxed_answer_names_file_row_and_id(fixture_dir):
    path = fixture_dir / "putnam_axiom" / "full_eval.jsonl"
    rows = [json.loads(line) for line in path.read_text().splitlines()]
    rows[2]["solution"] = "no final answer here"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    with pytest.raises(DataError, match=r"full_eval\.jsonl, row 3 \(id '1992_A3'\).*boxed"):
        docs.original_docs(str(fixture_dir))


def test_schema_error_names_file_and_row(fixture_dir):
    path = fixture_dir / "putnam_axiom" / "variations.jsonl"
    rows = [json.loads(line) for line in path.read_text().splitlines()]
    del rows[4]["variation"]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    with pytest.raises(DataError, match=r"variations\.jsonl, row 5: missing field 'variation'"):
        docs.published_docs(str(fixture_dir))


def test_published_docs_group_original_then_five_snapshots(fixture_dir):
    got = docs.published_docs(str(fixture_dir))
    assert len(got) == 3 * 6
    for i, group in enumerate(["1990_A1", "1991_B2", "1992_A3"]):
        block = got[6 * i : 6 * i + 6]
        assert {d["group"] for d in block} == {group}
        assert [d["seed"] for d in block] == ["original", "1", "2", "3", "4", "5"]
        assert [d["is_original"] for d in block] == [True] + [False] * 5
        assert block[3]["problem"].startswith("(snapshot 3)")
        assert len({d["answer"] for d in block}) == 1


def _rewrite(path: Path, edit) -> None:
    rows = [json.loads(line) for line in path.read_text().splitlines()]
    path.write_text("".join(json.dumps(r) + "\n" for r in edit(rows)))


def test_published_group_missing_a_seed_is_logged_with_its_id(fixture_dir, caplog):
    """A group short of a snapshot cannot be paired: say how many groups and which, not silently."""
    variations = fixture_dir / "putnam_axiom" / "variations.jsonl"
    _rewrite(variations, lambda rows: [r for i, r in enumerate(rows) if i != 13])  # 1991_B2, snapshot 5
    with caplog.at_level(logging.WARNING):
        got = docs.published_docs(str(fixture_dir))
    assert [d["seed"] for d in got if d["group"] == "1991_B2"] == ["original", "1", "2", "3", "4"]
    assert "1 of 3 group(s) miss snapshot(s)" in caplog.text and "1991_B2 (4 of 5)" in caplog.text
    assert "1990_A1" not in caplog.text
    caplog.clear()
    with caplog.at_level(logging.WARNING):
        write_fixture(fixture_dir.parent / "full")
        docs.published_docs(str(fixture_dir.parent / "full"))
    assert "miss snapshot" not in caplog.text  # complete data: nothing logged


def test_a_problem_that_is_a_fewshot_exemplar_is_left_out_of_every_task(fixture_dir, caplog):
    exemplar = docs.fewshot_problems()[3]  # Putnam 1965 B1, verbatim in the 4-shot prompt
    for split in ("full_eval", "originals_for_generating_vars"):
        path = fixture_dir / "putnam_axiom" / f"{split}.jsonl"
        _rewrite(path, lambda rows: [{**r, "problem": exemplar} if r["id"] == "1992_A3" else r for r in rows])
    _rewrite(
        fixture_dir / "putnam_axiom" / "variations.jsonl",
        lambda rows: [{**r, "original_problem": exemplar} if r["id"] == "1992_A3" else r for r in rows],
    )
    with caplog.at_level(logging.WARNING):
        orig = docs.original_docs(str(fixture_dir))
        published = docs.published_docs(str(fixture_dir))
    assert [d["id"] for d in orig] == ["1990_A1", "1991_B2", "1993_B4", "1994_A5"]
    assert {d["group"] for d in published} == {"1990_A1", "1991_B2"} and len(published) == 12
    assert "putnam_axiom_orig: left out 1 problem(s) that repeat a few-shot exemplar: 1992_A3" in caplog.text
    assert "putnam_axiom_var_published: left out 1 problem(s)" in caplog.text


def test_published_variation_without_original_is_an_error(fixture_dir):
    path = fixture_dir / "putnam_axiom" / "variations.jsonl"
    rows = [json.loads(line) for line in path.read_text().splitlines()]
    rows[1].update(id="2099_Z9", original_problem="unknown")
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    with pytest.raises(DataError, match=r"variations\.jsonl, row 2 \(id '2099_Z9'\): no original"):
        docs.published_docs(str(fixture_dir))


def test_seed_options(caplog):
    assert docs.resolve_seeds({}) == [0, 1, 2, 3, 4]
    assert docs.resolve_seeds({"snapshots": 10}) == list(range(10))
    assert docs.resolve_seeds({"seeds": [7, 3]}) == [7, 3]
    with caplog.at_level(logging.WARNING):
        drawn = docs.resolve_seeds({"seeds": "random", "snapshots": 3})
    assert len(drawn) == 3 and all(isinstance(s, int) for s in drawn)
    assert str(drawn) in caplog.text  # a random seed is logged
    for bad in ({"snapshots": 0}, {"seeds": "fresh"}, {"seeds": [1, 1]}, {"seeds": [1.5]}):
        with pytest.raises(ValueError):
            docs.resolve_seeds(bad)


def test_variation_docs_order_pairs_originals_for_any_limit():
    chosen = docs.task_templates()
    assert chosen, "templates() returned nothing"
    got = docs.variation_docs([0, 1, 2])
    assert len(got) == 4 * len(chosen)
    for i, t in enumerate(chosen):
        block = got[4 * i : 4 * i + 4]
        assert [d["seed"] for d in block] == ["original", "0", "1", "2"]
        assert {d["template"] for d in block} == {t.name}
        assert block[0]["problem"] == t.snapshot(Original).problem
        assert all(d["problem"] != block[0]["problem"] for d in block[1:])


def _cli_snapshot(seed: int, out: Path) -> Path:
    subprocess.run(
        [sys.executable, "-m", "hardmath.cli", "variations", "snapshot", "--seed", str(seed), "--out", str(out)],
        check=True,
        capture_output=True,
        timeout=300,
    )
    return out


def test_snapshot_docs_match_the_cli_output(tmp_path):
    out = _cli_snapshot(3, tmp_path / "snap.jsonl")
    used = {t.name for t in docs.task_templates()}
    cli = [row for line in out.read_text().splitlines() if (row := json.loads(line))["template"] in used]
    ours = [d for d in docs.variation_docs([3]) if not d["is_original"]]
    assert len(cli) == len(ours) == len(templates("putnam")) - 1  # putnam_1965_b1 is a few-shot exemplar
    for row, doc in zip(cli, ours, strict=True):
        assert (row["template"], str(row["seed"]), row["problem"], row["solution"], row["answer"]) == (
            doc["template"],
            doc["seed"],
            doc["problem"],
            doc["solution"],
            doc["answer"],
        )
        assert json.loads(doc["params"]) == row["params"]


def test_sources_registered_with_hub_coordinates():
    for split, rows in sources.SPLITS.items():
        source = data.SOURCES[sources.source_name(split)]
        assert source.local == f"putnam_axiom/{split}.jsonl" and source.rows == rows
        assert source.extra == {
            "hf_repo": sources.HF_REPO,
            "hf_split": split,
            "hf_revision": sources.PUTNAM_AXIOM_REVISION,
            "gated": True,
        }


def test_hub_branch_loads_pinned_revision_and_checks_rows(monkeypatch):
    import datasets
    from putnam_fixture import PROBLEMS, row

    calls = []

    def fake_load(repo, split, revision):
        calls.append((repo, split, revision))
        return [row(*p) for p in PROBLEMS] * 20  # 100 rows

    monkeypatch.delenv("HARDMATH_DATA_DIR", raising=False)
    monkeypatch.delenv("HF_DATASETS_OFFLINE", raising=False)
    monkeypatch.delenv("HARDMATH_OFFLINE", raising=False)
    monkeypatch.setattr(datasets, "load_dataset", fake_load)
    rows = sources.load_split("originals_for_generating_vars")
    assert len(rows) == 100 and rows[0]["id"] == "1990_A1"
    assert calls == [(sources.HF_REPO, "originals_for_generating_vars", sources.PUTNAM_AXIOM_REVISION)]
    with pytest.raises(DataError, match="100 rows, expected 522"):
        sources.load_split("full_eval")
    monkeypatch.setenv("HARDMATH_OFFLINE", "1")
    with pytest.raises(DataError, match="offline"):
        sources.load_split("full_eval")


def test_hub_errors_become_data_errors(monkeypatch):
    import datasets

    def broken(*args, **kwargs):
        raise ConnectionError("no route to host")

    monkeypatch.delenv("HARDMATH_DATA_DIR", raising=False)
    monkeypatch.delenv("HF_DATASETS_OFFLINE", raising=False)
    monkeypatch.delenv("HARDMATH_OFFLINE", raising=False)
    monkeypatch.setattr(datasets, "load_dataset", broken)
    with pytest.raises(DataError, match=r"could not load hf://datasets/Putnam-AXIOM/.*no route"):
        sources.load_split("variations")


def test_pinned_snapshot_files_give_the_same_documents(tmp_path):
    files = [str(_cli_snapshot(seed, tmp_path / f"s{seed}.jsonl")) for seed in (3, 4)]
    assert docs.snapshot_file_docs(files) == docs.variation_docs([3, 4])
    from hardmath.lm_eval_tasks.putnam_axiom import utils  # the custom_dataset hook

    table = utils.variations_dataset(snapshot_files=files, version=1.0)["test"]
    assert table["id"] == [d["id"] for d in docs.variation_docs([3, 4])]
    assert utils.variations_dataset(snapshots=2)["test"]["seed"][:3] == ["original", "0", "1"]


@pytest.mark.parametrize(
    "line,message",
    [
        ("{not json", r"row 2: not valid JSON"),
        ('{"template": "x", "seed": 1}', r"row 2: missing field\(s\) kind, problem"),
    ],
)
def test_bad_snapshot_file_names_file_and_row(tmp_path, line, message):
    good = docs.snapshot_doc(templates("putnam")[0], 5)
    row = {k: good[k] for k in docs.SNAPSHOT_FIELDS if k != "params"}
    path = tmp_path / "bad.jsonl"
    path.write_text(json.dumps({**row, "seed": 5, "params": {}}) + "\n" + line + "\n")
    with pytest.raises(DataError, match=str(path).replace(".", r"\.") + ", " + message):
        docs.snapshot_file_docs([str(path)])


def test_snapshot_file_with_unknown_template(tmp_path):
    path = tmp_path / "s.jsonl"
    path.write_text(
        json.dumps({k: "x" for k in docs.SNAPSHOT_FIELDS} | {"template": "putnam_9999_z9", "seed": 1}) + "\n"
    )
    with pytest.raises(DataError, match="unknown template.*putnam_9999_z9"):
        docs.snapshot_file_docs([str(path)])
