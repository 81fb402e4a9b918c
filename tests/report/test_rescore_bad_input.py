"""hardmath rescore on damaged runs: a named error (file and line) and no output folder, never a
traceback nor numbers computed from a misread sample; output folders replaced whole, never
mixed, and never into (or around) the input run.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

import pytest
from report_handmade import TS, harp_doc, sample, write_run

from hardmath.cli import main as cli_main
from hardmath.report import RunError, load_runs, rescore
from hardmath.report.rescore import MARKER, rescore_run

if TYPE_CHECKING:
    from pathlib import Path

CONFIG = {
    "harp_default": {
        "filter_list": [
            {
                "name": "graded",
                "filter": [{"function": "hardmath_grade", "style": "final_answer", "gold_field": "answer"}],
            }
        ]
    }
}
RIGHT = "Final Answer: The final answer is $5$. I hope it is correct."


def _doc(i: int) -> dict:
    return harp_doc(i)


def _rows(n: int = 3) -> list[dict]:
    return [
        sample(
            i,
            _doc(i),
            {"correct": 0.0, "no_answer": 0.0},
            [RIGHT],
            [{"answer": "5", "correct": False, "reason": "old"}],
        )
        for i in range(n)
    ]


def _run(tmp_path: Path, rows: list | None = None, configs: dict | None = CONFIG, **results) -> Path:
    return write_run(
        tmp_path / "run",
        "m",
        {"harp_default": rows if rows is not None else _rows()},
        configs=configs,
        results=results or None,
    )


def _samples(run: Path) -> Path:
    return run / "m" / f"samples_harp_default_{TS}.jsonl"


def _results(run: Path) -> Path:
    return run / "m" / f"results_{TS}.json"


def _edit_row(run: Path, line: int, edit) -> None:
    path = _samples(run)
    rows = path.read_text().splitlines()
    rows[line - 1] = edit(json.loads(rows[line - 1]))
    path.write_text("\n".join(rows) + "\n")


def _edit_results(run: Path, edit) -> None:
    data = json.loads(_results(run).read_text())
    edit(data)
    _results(run).write_text(json.dumps(data))


def _with(key, value):
    def edit(row):
        row[key] = value
        return json.dumps(row)

    return edit


def _without(key):
    def edit(row):
        row.pop(key)
        return json.dumps(row)

    return edit


def _doc_without_gold(row):
    row["doc"].pop("answer")
    return json.dumps(row)


ROW_DAMAGE = {
    "resps null": (_with("resps", None), "'resps'"),
    "resps a number": (_with("resps", 7), "'resps'"),
    "resps missing": (_without("resps"), "'resps'"),
    "resps a bare string": (_with("resps", RIGHT), "'resps'"),
    "resps empty": (_with("resps", []), "'resps'"),
    "resps one empty request": (_with("resps", [[]]), "'resps'"),
    "resps holding a number": (_with("resps", [[RIGHT, 5]]), "'resps'"),
    "doc missing": (_without("doc"), "'doc'"),
    "doc a string": (_with("doc", "p0"), "'doc'"),
    "doc without its gold field": (_doc_without_gold, "gold field 'answer'"),
    "row a JSON list": (lambda row: json.dumps([row]), "found a list"),
    "row cut mid-line": (lambda row: json.dumps(row)[:40], "not JSON"),
    "unknown filter": (_with("filter", "other"), "filter 'other'"),
}


@pytest.mark.parametrize("damage", sorted(ROW_DAMAGE))
def test_bad_sample_is_a_named_error(tmp_path, damage):
    run = _run(tmp_path)
    edit, message = ROW_DAMAGE[damage]
    _edit_row(run, 2, edit)
    with pytest.raises(RunError, match=message) as err:
        rescore_run(run, tmp_path / "new", progress=False)
    assert f"{_samples(run).resolve()}:2" in str(err.value)
    assert not (tmp_path / "new").exists()
    assert not list(tmp_path.glob(".new*")), "the partial folder must be removed"


RESULTS_DAMAGE = {
    "results null": (lambda d: d.update(results=None), "'results'"),
    "configs missing": (lambda d: d.pop("configs"), "no logged config"),
    "task's config missing": (lambda d: d.update(configs={}), "no logged config"),
    "filter_list missing": (lambda d: d["configs"]["harp_default"].pop("filter_list"), "no filter_list"),
    "results of the task null": (lambda d: d["results"].update(harp_default=None), "'results'"),
    "fewer samples than evaluated": (
        lambda d: d.update({"n-samples": {"harp_default": {"effective": 5}}}),
        "incomplete",
    ),
}


@pytest.mark.parametrize("damage", sorted(RESULTS_DAMAGE))
def test_bad_results_file_is_a_named_error(tmp_path, damage):
    run = _run(tmp_path)
    edit, message = RESULTS_DAMAGE[damage]
    _edit_results(run, edit)
    with pytest.raises(RunError, match=message) as err:
        rescore_run(run, tmp_path / "new", progress=False)
    assert "results_" in str(err.value) or "samples_" in str(err.value)
    assert not (tmp_path / "new").exists()


def test_empty_samples_file_is_an_error(tmp_path):
    run = _run(tmp_path)
    _samples(run).write_text("")
    with pytest.raises(RunError, match="empty file"):
        rescore_run(run, tmp_path / "new", progress=False)


def test_cli_reports_bad_input_without_traceback(tmp_path, capsys):
    run = _run(tmp_path)
    _edit_row(run, 3, _with("resps", None))
    assert cli_main(["rescore", str(run), "--out", str(tmp_path / "new"), "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and f"{_samples(run).resolve()}:3" in err


def test_out_around_the_input_is_refused(tmp_path):
    run = _run(tmp_path)
    with pytest.raises(RunError, match="contains the run directory"):
        rescore_run(run / "m", run, progress=False)
    with pytest.raises(RunError, match="outside the run directory"):
        rescore_run(run, run, progress=False)
    assert sorted(p.name for p in (run / "m").iterdir()) == [f"results_{TS}.json", f"samples_harp_default_{TS}.jsonl"]


def test_foreign_out_folder_is_never_replaced(tmp_path):
    run = _run(tmp_path)
    theirs = tmp_path / "theirs"
    theirs.mkdir()
    (theirs / "notes.txt").write_text("keep me")
    with pytest.raises(RunError, match="not an earlier output"):
        rescore_run(run, theirs, progress=False)
    assert (theirs / "notes.txt").read_text() == "keep me"


def test_rerun_replaces_the_whole_previous_output(tmp_path):
    run = _run(tmp_path)
    out = tmp_path / "new"
    rescore_run(run, out, progress=False)
    assert (out / MARKER).exists()
    (out / "m" / "stale_from_before.jsonl").write_text("{}\n")
    rescore_run(run, out, progress=False)
    assert not (out / "m" / "stale_from_before.jsonl").exists(), "old and new files must never mix"
    (model,) = load_runs([out])
    assert model.tasks["harp_default"].results["correct,graded"] == 1.0


def test_partial_folder_of_a_killed_run_is_ignored_and_cleaned(tmp_path):
    run = _run(tmp_path)
    out = tmp_path / "new"
    rescore_run(run, out, progress=False)
    stale = tmp_path / ".new.partial-999999999-dead"  # no such process
    (stale / "m").mkdir(parents=True)
    (stale / "m" / f"results_{TS}.json").write_text("{}")
    read = [t.results_path for m in load_runs([tmp_path]) for t in m.tasks.values()]
    assert sorted(read) == sorted([run / "m" / f"results_{TS}.json", out / "m" / f"results_{TS}.json"])
    rescore_run(run, out, progress=False)
    assert not stale.exists()


def test_parallel_and_serial_rescore_write_identical_files(tmp_path, monkeypatch):
    monkeypatch.setattr(rescore, "CHUNK_BYTES", 3000)  # many chunks, graded out of order
    rows = _rows(40)
    for i in range(0, 40, 3):
        rows[i]["resps"] = [["Final Answer: The final answer is $6$. I hope it is correct."]]
    run = _run(tmp_path, rows)
    rescore_run(run, tmp_path / "one", progress=False, jobs=1)
    rescore_run(run, tmp_path / "two", progress=False, jobs=2)
    for name in (f"samples_harp_default_{TS}.jsonl", f"results_{TS}.json"):
        assert (tmp_path / "one" / "m" / name).read_text() == (tmp_path / "two" / "m" / name).read_text()
