"""report / compare / rescore read lm-eval output through one validated reader: every malformed
input is one line on stderr naming the file (and line or field) with a non-zero exit, never a
traceback nor a number computed from a misread file (issue 20 "no traceback, no silent number",
issue 22 "a report that checks what it reads").
"""

from __future__ import annotations

import json
import os
import shutil
from typing import TYPE_CHECKING

import pytest
from report_handmade import TS, harp_doc, sample, write_run

from hardmath.cli import main as cli_main
from hardmath.report import runs

if TYPE_CHECKING:
    from pathlib import Path

GRADED = [
    {"name": "graded", "filter": [{"function": "hardmath_grade", "style": "final_answer", "gold_field": "answer"}]}
]
METRICS = [
    {"metric": "correct", "aggregation": "mean", "higher_is_better": True},
    {"metric": "no_answer", "aggregation": "mean", "higher_is_better": False},
]
CONFIG = {"harp_default": {"filter_list": GRADED, "metric_list": METRICS, "output_type": "generate_until"}}
HIB = {"harp_default": {"correct": True, "no_answer": False}}
RIGHT = "Final Answer: The final answer is $5$. I hope it is correct."


def _doc(i: int) -> dict:
    return harp_doc(i)


def _rows(n: int = 4) -> list[dict]:
    return [
        sample(
            i,
            _doc(i),
            {"correct": float(i % 2), "no_answer": 0.0},
            [RIGHT],
            [{"answer": "5", "correct": bool(i % 2), "reason": "t"}],
        )
        for i in range(n)
    ]


def _run(root: Path, rows: list | None = None) -> Path:
    run = write_run(
        root,
        "m",
        {"harp_default": rows if rows is not None else _rows()},
        configs=json.loads(json.dumps(CONFIG)),
        higher_is_better=HIB,
    )
    _edit_results(run, lambda d: d.update({"n-samples": {"harp_default": {"original": 4, "effective": 4}}}))
    return run


def _samples(run: Path) -> Path:
    return run / "m" / f"samples_harp_default_{TS}.jsonl"


def _results(run: Path) -> Path:
    return run / "m" / f"results_{TS}.json"


def _edit_results(run: Path, edit) -> None:
    data = json.loads(_results(run).read_text())
    edit(data)
    _results(run).write_text(json.dumps(data))


def _edit_row(line: int, edit):
    def damage(run: Path) -> None:
        path = _samples(run)
        rows = path.read_text().splitlines()
        row = json.loads(rows[line - 1])
        edit(row)
        rows[line - 1] = json.dumps(row)
        path.write_text("\n".join(rows) + "\n")

    return damage


def _set(key, value):
    return lambda row: row.__setitem__(key, value)


def _results_edit(edit):
    return lambda run: _edit_results(run, edit)


def _cut_at_line_boundary(run: Path) -> None:
    lines = _samples(run).read_text().splitlines(keepends=True)
    _samples(run).write_text("".join(lines[:3]))


def _binary(path_of):
    return lambda run: path_of(run).write_bytes(b"\x89PNG\r\n\x1a\n\x00\xff\xfe garbage \x80\x81")


def _replace_with(make):
    def damage(run: Path) -> None:
        path = _samples(run)
        path.unlink()
        make(path)

    return damage


def _replace_results_with(make):
    def damage(run: Path) -> None:
        path = _results(run)
        path.unlink()
        make(path)

    return damage


def _rename_task(run: Path) -> None:
    data = json.loads(_results(run).read_text())
    data["results"]["harp/default"] = data["results"].pop("harp_default")
    _results(run).write_text(json.dumps(data))


def _mix_in_another_task(run: Path) -> None:
    foreign = sample(9, _doc(9), {"pass@1": 1.0}, [RIGHT], [{"answer": "5", "correct": True, "reason": "t"}])
    with open(_samples(run), "a") as f:
        f.write(json.dumps(foreign) + "\n")


def _duplicate_doc_id(run: Path) -> None:
    lines = _samples(run).read_text().splitlines()
    row = json.loads(lines[1])
    row["doc_id"] = 0
    lines[1] = json.dumps(row)
    _samples(run).write_text("\n".join(lines) + "\n")


def _corrupt_line(line: int):
    def damage(run: Path) -> None:
        rows = _samples(run).read_text().splitlines()
        rows[line - 1] = rows[line - 1][:-5] + "@@"
        _samples(run).write_text("\n".join(rows) + "\n")

    return damage


def _delete_row_and_n_samples(run: Path) -> None:
    """lm-eval's n-samples gone and a row deleted: its results entry's sample_len still says 4."""
    _edit_results(run, lambda d: d.pop("n-samples"))
    rows = _samples(run).read_text().splitlines()
    _samples(run).write_text("\n".join(rows[:1] + rows[2:]) + "\n")


def _drop_correct(row: dict) -> None:
    row.pop("correct")
    row["metrics"].remove("correct")


# damage -> (what the one-line error says, where it points: "samples" / "results" / file:line)
DAMAGE = {
    "resps a bare string": (_edit_row(2, _set("resps", RIGHT)), "'resps'", "samples:2"),
    "resps null": (_edit_row(2, _set("resps", None)), "'resps'", "samples:2"),
    "resps missing": (_edit_row(2, lambda r: r.pop("resps")), "'resps'", "samples:2"),
    "resps []": (_edit_row(2, _set("resps", [])), "'resps'", "samples:2"),
    "doc_id a string": (_edit_row(3, _set("doc_id", "2")), "'doc_id'", "samples:3"),
    "filtered_resps missing": (_edit_row(1, lambda r: r.pop("filtered_resps")), "filtered_resps", "samples:1"),
    "empty samples file": (lambda run: _samples(run).write_text(""), "empty file", "samples"),
    "samples cut at a line boundary": (_cut_at_line_boundary, "incomplete", "samples"),
    "binary garbage in samples": (_binary(_samples), "not UTF-8", "samples:1"),
    "binary garbage in results": (_binary(_results), "not UTF-8", "results"),
    "samples a symlink loop": (_replace_with(lambda p: os.symlink(p.name, p)), "symlink loop", "samples"),
    "samples a dangling symlink": (_replace_with(lambda p: os.symlink("gone.jsonl", p)), "dangling symlink", "samples"),
    "samples a directory": (_replace_with(lambda p: p.mkdir()), "is a directory", "samples"),
    "results a symlink loop": (_replace_results_with(lambda p: os.symlink(p.name, p)), "symlink loop", "results"),
    "results a directory": (_replace_results_with(lambda p: p.mkdir()), "is a directory", "results"),
    "config a string": (_results_edit(lambda d: d.update(config="hf")), "'config'", "results"),
    "higher_is_better a list": (
        _results_edit(lambda d: d.update(higher_is_better=["correct"])),
        "'higher_is_better'",
        "results",
    ),
    "higher_is_better of a metric a string": (
        _results_edit(lambda d: d["higher_is_better"]["harp_default"].update(correct="yes")),
        "higher_is_better.harp_default.correct",
        "results",
    ),
    "bootstrap_iters a string": (
        _results_edit(lambda d: d["config"].update(bootstrap_iters="1000")),
        "bootstrap_iters",
        "results",
    ),
    "filter_list a string": (
        _results_edit(lambda d: d["configs"]["harp_default"].update(filter_list="graded")),
        "filter_list",
        "results",
    ),
    "metric_list a string": (
        _results_edit(lambda d: d["configs"]["harp_default"].update(metric_list="correct")),
        "metric_list",
        "results",
    ),
    "task name with /": (_rename_task, "harp/default", "results"),
    "rows of another task mixed in": (_mix_in_another_task, "another task", "samples:5"),
    "duplicate doc_id": (_duplicate_doc_id, "doc_id 0", "samples:2"),
    # issue 27 "a report that cross-checks what it can", issue 32 "errors, not tracebacks"
    "malformed JSON on a middle line": (_corrupt_line(2), "a corrupt line inside the file", "samples:2"),
    "a row deleted, no n-samples (sample_len says 4)": (_delete_row_and_n_samples, "3 samples", "samples"),
    "sample_len a string": (
        _results_edit(lambda d: d["results"]["harp_default"].update(sample_len="4")),
        "results.harp_default.sample_len",
        "results",
    ),
    "correct NaN": (_edit_row(2, _set("correct", float("nan"))), "'correct' is NaN", "samples:2"),
    "correct the string '1'": (_edit_row(2, _set("correct", "1")), "'correct' should be a number", "samples:2"),
    "correct 2.0": (_edit_row(2, _set("correct", 2.0)), "in [0, 1]", "samples:2"),
    "correct null": (_edit_row(2, _set("correct", None)), "in [0, 1]", "samples:2"),
    "correct listed but missing": (_edit_row(3, lambda r: r.pop("correct")), "no value", "samples:3"),
    "correct missing in one row": (_edit_row(3, _drop_correct), "has no metric 'correct'", "samples:3"),
    "correct disagrees with its grade record": (_edit_row(2, _set("correct", 0.0)), "disagrees", "samples:2"),
    "no_answer a string": (_edit_row(1, _set("no_answer", "0")), "'no_answer' should be a number", "samples:1"),
    # issue 43: results 95%, samples 50%: the aggregate is recomputed from the samples
    "results accuracy does not match the samples": (
        _results_edit(lambda d: d["results"]["harp_default"].update({"correct,graded": 0.95})),
        "results.harp_default.correct,graded is 0.95 but its 4 logged samples give 0.5 (mean)",
        "results",
    ),
    "results no_answer does not match the samples": (
        _results_edit(lambda d: d["results"]["harp_default"].update({"no_answer,graded": 0.25})),
        "no_answer,graded is 0.25 but its 4 logged samples give 0 (mean)",
        "results",
    ),
}


def _check_one_line(capsys, command: str, code: int, where: list[str], message: str) -> None:
    captured = capsys.readouterr()
    err = captured.err.strip()
    assert code not in (0, None), f"{command} exited 0: {captured.out}"
    assert "Traceback" not in captured.err + captured.out
    assert len(err.splitlines()) == 1, err
    assert err.startswith(f"hardmath {command}: ")
    assert message in err, err
    assert any(w in err for w in where), (where, err)


def _places(run: Path, spec: str) -> list[str]:
    """How the error may name the damaged file (as given, or resolved) and line."""
    kind, _, line = spec.partition(":")
    path = (_samples if kind == "samples" else _results)(run)
    suffix = f":{line}" if line else ""
    return [f"{p}{suffix}" for p in {str(path), str(path.absolute()), os.path.realpath(path.parent) + "/" + path.name}]


@pytest.mark.parametrize("damage", sorted(DAMAGE))
def test_report_and_compare_name_the_damage_in_one_line(tmp_path, capsys, damage):
    edit, message, spec = DAMAGE[damage]
    base = _run(tmp_path / "base")
    new = _run(tmp_path / "new")
    edit(new)
    places = _places(new, spec)
    code = cli_main(["report", str(new), "--out", str(tmp_path / "out"), "--no-plots"])
    _check_one_line(capsys, "report", code, places, message)
    assert not (tmp_path / "out").exists()
    code = cli_main(["compare", str(base / "m"), str(new / "m")])
    _check_one_line(capsys, "compare", code, places, message)


RESCORE_DAMAGE = [
    "empty samples file",
    "samples cut at a line boundary",
    "binary garbage in samples",
    "binary garbage in results",
    "samples a symlink loop",
    "samples a dangling symlink",
    "samples a directory",
    "config a string",
    "higher_is_better a list",
    "bootstrap_iters a string",
    "filter_list a string",
    "task name with /",
    "duplicate doc_id",
    "resps a bare string",
]


@pytest.mark.parametrize("damage", RESCORE_DAMAGE)
def test_rescore_names_the_damage_in_one_line(tmp_path, capsys, damage):
    edit, message, spec = DAMAGE[damage]
    run = _run(tmp_path / "run")
    edit(run)
    code = cli_main(["rescore", str(run), "--out", str(tmp_path / "out"), "--no-progress"])
    _check_one_line(capsys, "rescore", code, _places(run.resolve(), spec), message)
    assert not (tmp_path / "out").exists()


def test_an_unreadable_file_is_named(tmp_path, capsys, monkeypatch):
    """Permission denied (simulated: these tests may run as root, who reads any file)."""
    run = _run(tmp_path / "run")
    real_open = open

    def deny(path, *args, **kwargs):
        if str(path).endswith(".jsonl"):
            raise PermissionError(13, "Permission denied", str(path))
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr(runs, "open", deny, raising=False)
    code = cli_main(["report", str(run), "--out", str(tmp_path / "out"), "--no-plots"])
    _check_one_line(capsys, "report", code, _places(run, "samples"), "Permission denied")


def test_compare_refuses_to_pass_with_samples_missing(tmp_path, capsys):
    """25% of NEW's samples missing (and no n-samples to say so): not comparable, never "OK"."""
    base = write_run(tmp_path / "base", "m", {"harp_default": _rows(4)}, configs=CONFIG, higher_is_better=HIB)
    new = write_run(tmp_path / "new", "m", {"harp_default": _rows(4)[:3]}, configs=CONFIG, higher_is_better=HIB)
    assert cli_main(["compare", str(base / "m"), str(new / "m")]) == 2
    out = capsys.readouterr().out
    assert "UNMATCHED harp_default: 1 sample(s) only in BASE" in out and "OK" not in out
    assert cli_main(["compare", str(base / "m"), str(new / "m"), "--allow-missing"]) == 0


def test_duplicate_doc_ids_never_give_a_number(tmp_path):
    """The issue's case: 5 documents, 3 right (60%); two right rows logged twice would read 68%...
    now an error, not a table.
    """
    rows = [sample(i, _doc(i), {"correct": float(i < 3), "no_answer": 0.0}, [RIGHT]) for i in range(5)]
    rows += [rows[0], rows[1]]
    run = write_run(tmp_path / "run", "m", {"harp_default": rows}, configs=CONFIG, higher_is_better=HIB)
    with pytest.raises(runs.RunError, match="doc_id 0 .* already logged on line 1"):
        runs.load_runs([run])


def test_same_model_and_task_in_two_folders_are_both_shown_labelled(tmp_path):
    """A run and its rescored copy given together: both runs, named by folder, whatever the order."""
    a = write_run(tmp_path / "run", "m", {"harp_default": _rows(3)}, configs=CONFIG, higher_is_better=HIB)
    b_rows = [sample(i, _doc(i), {"correct": 0.0, "no_answer": 0.0}, [RIGHT]) for i in range(3)]
    b = write_run(tmp_path / "rescored", "m", {"harp_default": b_rows}, configs=CONFIG, higher_is_better=HIB)
    ab, ba = runs.load_runs([a, b]), runs.load_runs([b, a])
    assert sorted(m.name for m in ab) == sorted(m.name for m in ba) == ["m [rescored]", "m [run]"]
    by_name = {m.name: m for m in ba}
    assert by_name["m [run]"].tasks["harp_default"].metric("correct") == pytest.approx(1 / 3)
    assert by_name["m [rescored]"].tasks["harp_default"].metric("correct") == 0.0
    # a model found in two folders with different tasks is still one run
    c = write_run(tmp_path / "other", "m", {"harp_mcq": _rows(2)}, configs=None)
    merged = runs.load_runs([a, c])
    assert [m.name for m in merged] == ["m"] and sorted(merged[0].tasks) == ["harp_default", "harp_mcq"]


def test_a_malformed_middle_line_is_not_called_a_cut(tmp_path, capsys):
    run = _run(tmp_path / "run")
    _corrupt_line(2)(run)
    assert cli_main(["report", str(run), "--out", str(tmp_path / "out"), "--no-plots"]) == 2
    err = capsys.readouterr().err
    assert f"{_samples(run)}:2: " in err and "truncated" not in err and "cut-off" in err
    run = _run(tmp_path / "cut")
    lines = _samples(run).read_text().splitlines()
    _samples(run).write_text("\n".join(lines[:3] + [lines[3][:40]]))  # the last line cut, no newline
    assert cli_main(["report", str(run), "--out", str(tmp_path / "out"), "--no-plots"]) == 2
    assert f"{_samples(run)}:4: " in (err := capsys.readouterr().err) and "may be truncated" in err


def _var_rows(pairs: list[tuple[str, str]]) -> list[dict]:
    rows = []
    for i, (group, seed) in enumerate(pairs):
        doc = {
            "group": group,
            "seed": seed,
            "is_original": seed == "original",
            "level": 1,
            "problem": f"{group} {seed}",
        }
        rec = [group, seed, seed == "original", True]
        rows.append(
            sample(i, doc, {m: rec for m in ("var_acc", "var_ci_low", "var_ci_high", "orig_acc", "drop")}, [RIGHT])
        )
    return rows


def test_a_harp_var_template_and_seed_logged_twice_is_an_error(tmp_path, capsys):
    """Two documents with the same (template, seed): the later used to win in the paired summary."""
    pairs = [("t1", "original"), ("t1", "0"), ("t1", "1"), ("t2", "original"), ("t2", "0"), ("t2", "1")]
    good = write_run(tmp_path / "good", "m", {"harp_var": _var_rows(pairs)})
    assert [m.name for m in runs.load_runs([good])] == ["m"]
    run = write_run(tmp_path / "run", "m", {"harp_var": _var_rows(pairs + [("t1", "1")])})
    assert cli_main(["report", str(run), "--out", str(tmp_path / "out"), "--no-plots"]) == 2
    err = capsys.readouterr().err.strip()
    assert err == (
        f"hardmath report: {run / 'm' / f'samples_harp_var_{TS}.jsonl'}:7: (t1, seed 1) (filter 'graded') "
        f"already logged on line 3: a document counted twice would skew every table"
    )


def test_a_task_logged_twice_in_one_folder_shows_both_runs_labelled(tmp_path, capsys):
    """The issue's case: a second run covering 10 of 56 documents used to replace the first
    silently (Table 3 became n=10). Now each results file is its own run, both in the table.
    """
    later = "2025-02-01T00-00-00.000000"
    root = tmp_path / "runs"
    write_run(
        root,
        "m",
        {"harp_default": [sample(i, _doc(i), {"correct": 1.0, "no_answer": 0.0}, [RIGHT]) for i in range(56)]},
        configs=CONFIG,
        higher_is_better=HIB,
    )
    write_run(
        root,
        "m",
        {"harp_default": [sample(i, _doc(i), {"correct": 0.0, "no_answer": 0.0}, [RIGHT]) for i in range(10)]},
        configs=CONFIG,
        higher_is_better=HIB,
        ts=later,
    )
    models = runs.load_runs([root])
    assert sorted(m.name for m in models) == [f"m [{TS}]", f"m [{later}]"]
    assert sorted(len(m.samples("harp_default")) for m in models) == [10, 56]
    assert all("logged 2 times" in " ".join(m.notes) and "n=10" in " ".join(m.notes) for m in models)
    assert cli_main(["report", str(root), "--out", str(tmp_path / "out"), "--no-plots"]) == 0
    md = (tmp_path / "out" / "report.md").read_text()
    assert f"| m [{TS}] |" in md and f"| m [{later}] |" in md and "none is picked" in md


def test_an_identical_copy_of_a_model_folder_is_read_once_with_a_note(tmp_path):
    root = _run(tmp_path / "runs")
    shutil.copytree(root / "m", root / "m copy")
    models = runs.load_runs([root])
    assert [m.name for m in models] == ["m"] and len(models[0].samples("harp_default")) == 4
    first, second = sorted([root / "m" / f"results_{TS}.json", root / "m copy" / f"results_{TS}.json"], key=str)
    assert models[0].notes == [f"harp_default: {second} is an identical copy of {first} (read once)"]
    # one response different: no longer a copy, so both are shown, labelled by file
    copy = root / "m copy" / f"samples_harp_default_{TS}.jsonl"
    copy.write_text(copy.read_text().replace(RIGHT, "Final Answer: The final answer is $5$.", 1))
    names = sorted(m.name for m in runs.load_runs([root]))
    assert names == [f"m [m copy/results_{TS}.json]", f"m [m/results_{TS}.json]"]


def _scored(root: Path, correct: list[float], max_length: list[float | None] | None = None) -> Path:
    hib = {"harp_default": {"correct": True, "no_answer": False, "max_length": False}}
    rows = [
        sample(
            i,
            _doc(i),
            {"correct": c, "no_answer": 0.0, "max_length": 0.0 if max_length is None else max_length[i]},
            [RIGHT],
            [{"answer": "5", "correct": bool(c), "reason": "t"}],
        )
        for i, c in enumerate(correct)
    ]
    config = {
        "harp_default": {
            **CONFIG["harp_default"],
            "metric_list": METRICS
            + [{"metric": "max_length", "aggregation": "hardmath_mean", "higher_is_better": False}],
        }
    }
    return write_run(root, "m", {"harp_default": rows}, configs=config, higher_is_better=hib) / "m"


@pytest.mark.parametrize(
    "option",
    [
        ["--tolerance", "nan"],
        ["--tolerance", "inf"],
        ["--tolerance", "-0.1"],
        ["--alpha", "nan"],
        ["--alpha", "1.5"],
        ["--iters", "0"],
    ],
)
def test_compare_refuses_a_tolerance_that_cannot_gate(tmp_path, capsys, option):
    """`--tolerance nan` passed a 20-point regression (every comparison with NaN is false)."""
    base, new = _scored(tmp_path / "base", [1.0] * 50), _scored(tmp_path / "new", [1.0] * 40 + [0.0] * 10)
    assert cli_main(["compare", str(base), str(new)]) == 1  # the regression the option would hide
    capsys.readouterr()
    code = cli_main(["compare", str(base), str(new), *option])
    _check_one_line(capsys, "compare", code, ["--tolerance"], "must be a finite number >= 0")
    assert code == 2


def test_compare_never_drops_a_sample_silently(tmp_path, capsys):
    """A metric with a value in BASE and none in NEW for 2 of 10 samples: those samples used to be
    left out of the bootstrap without a word.
    """
    base = _scored(tmp_path / "base", [1.0] * 10)
    new = _scored(tmp_path / "new", [1.0] * 10, [0.0] * 8 + [None, None])
    code = cli_main(["compare", str(base), str(new)])
    _check_one_line(
        capsys,
        "compare",
        code,
        ["harp_default / max_length"],
        "2 of 10 matched samples have a value in one run and none in the other (first: BASE doc_id 8)",
    )
    assert code == 2
    assert cli_main(["compare", str(base), str(new), "--metrics", "correct"]) == 0


def test_compare_names_a_task_logged_twice_in_one_folder(tmp_path, capsys):
    base = _scored(tmp_path / "base", [1.0] * 4)
    new = _scored(tmp_path / "new", [1.0] * 4)
    write_run(
        tmp_path / "new",
        "m",
        {"harp_default": _rows(2)},
        configs=CONFIG,
        higher_is_better=HIB,
        ts="2025-02-01T00-00-00.000000",
    )
    assert cli_main(["compare", str(base), str(new)]) == 2
    err = capsys.readouterr().err.strip()
    assert (
        err.startswith(
            f"hardmath compare: {new} holds 2 runs of m (m [{TS}], m [2025-02-01T00-00-00.000000]): "
            f"harp_default is logged 2 times in "
        )
        and "none is picked" in err
        and "\n" not in err
    )


def test_compare_leaves_out_a_metric_one_run_does_not_log(tmp_path, capsys):
    """A breakdown column logged by one run only (e.g. a rescored copy that shows one the original
    hid) is not compared, and no error: it is no sample dropped from a shared metric.
    """
    base = _scored(tmp_path / "base", [1.0] * 4)
    new = _scored(tmp_path / "new", [1.0] * 4)
    samples = new / f"samples_harp_default_{TS}.jsonl"
    rows = [json.loads(line) for line in samples.read_text().splitlines()]
    for row in rows:
        row["correct_level_2"] = 1.0
        row["metrics"].append("correct_level_2")
    samples.write_text("".join(json.dumps(r) + "\n" for r in rows))

    def declare(d: dict) -> None:
        d["higher_is_better"]["harp_default"]["correct_level_2"] = True
        d["configs"]["harp_default"]["metric_list"].append(
            {"metric": "correct_level_2", "aggregation": "hardmath_mean"}
        )

    _edit_results(new.parent, declare)
    assert cli_main(["compare", str(base), str(new)]) == 0, capsys.readouterr()
