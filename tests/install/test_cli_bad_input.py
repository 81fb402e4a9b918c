"""Every ``hardmath`` sub-command given a bad file or flag ends with a one-line named error and
exit status 1 or 2, never a traceback (issue 32: "10 tracebacks left of 352 bad-input runs").

Files: missing, a folder where a file is expected, a file where a folder is expected, empty,
binary garbage, truncated JSON; flags: counts of 0 / -1 / text, NaN. The cases run in-process
through ``hardmath.cli.main`` (the console script's entry point: an exception escaping it is a
traceback), a few also as the installed ``hardmath`` script.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from hardmath.cli import main

HARDMATH = Path(sys.executable).with_name("hardmath")
KINDS = ["missing", "folder", "under_a_file", "empty", "garbage", "truncated_json"]


def _bad(root: Path, kind: str) -> str:
    root.mkdir(parents=True, exist_ok=True)
    path = root / f"bad_{kind}"
    if kind == "folder":
        path.mkdir()
    elif kind == "under_a_file":
        (root / "a_file").write_text("x\n")
        path = root / "a_file" / "sub"
    elif kind == "empty":
        path.write_bytes(b"")
    elif kind == "garbage":
        path.write_bytes(bytes(range(256)) * 8)
    elif kind == "truncated_json":
        path.write_text('{"results": {"harp_default": ')
    return str(path)


def _commands(bad: str, tmp: Path) -> dict[str, list[str]]:
    corpus = tmp / "corpus.txt"
    corpus.write_text("a line of text\n")
    return {
        "report": ["report", bad, "--out", str(tmp / "r"), "--no-plots", "--tokenizer", "none"],
        "report --out": ["report", str(tmp), "--out", bad + "/out", "--no-plots"],
        "rescore": ["rescore", bad, "--out", str(tmp / "n"), "--no-progress"],
        "compare": ["compare", bad, bad],
        "overlap corpus": ["overlap", "math_perturb_simple", bad, "--jobs", "1"],
        "overlap benchmark file": ["overlap", bad, str(corpus), "--jobs", "1"],
        "overlap --exclude-out": [
            "overlap",
            "math_perturb_simple",
            str(corpus),
            "--jobs",
            "1",
            "--exclude-out",
            bad + "/ids.txt",
        ],
        "data check": ["data", "check", bad],
        "data fetch": ["data", "fetch", bad + "/data", "--datasets", "math_perturb_simple"],
        "tasks --data-dir": ["tasks", "--data-dir", bad, "--count"],
        "math-p --math-file": ["math-p", "map-originals", "--math-file", bad, "--out", str(tmp / "m.json")],
        "math-p --data-dir": ["math-p", "map-originals", "--data-dir", bad, "--out", str(tmp / "m.json")],
        "variations --out": ["variations", "snapshot", "--family", "harp", "--out", bad + "/s.jsonl"],
    }


FLAGS = {
    "rescore --jobs 0": ["rescore", "RUN", "--out", "OUT", "--jobs", "0"],
    "rescore --jobs -1": ["rescore", "RUN", "--out", "OUT", "--jobs", "-1"],
    "rescore --jobs abc": ["rescore", "RUN", "--out", "OUT", "--jobs", "abc"],
    "overlap --jobs 0": ["overlap", "math_perturb_simple", "RUN", "--jobs", "0"],
    "overlap --jobs -1": ["overlap", "math_perturb_simple", "RUN", "--jobs", "-1"],
    "overlap --ngram -1": ["overlap", "math_perturb_simple", "RUN", "--ngram", "-1"],
    "overlap --ngram-threshold nan": ["overlap", "math_perturb_simple", "RUN", "--ngram-threshold", "nan"],
    "compare --iters abc": ["compare", "RUN", "RUN", "--iters", "abc"],
    "compare --alpha nan": ["compare", "RUN", "RUN", "--alpha", "nan"],
    "variations --seed abc": ["variations", "snapshot", "--seed", "abc"],
    "tasks --benchmark nope": ["tasks", "--benchmark", "nope"],
    "data check --datasets nope": ["data", "check", "RUN", "--datasets", "nope"],
    "no sub-command": [],
    "unknown sub-command": ["no-such-command"],
}


def _one_line_error(argv: list[str], capsys) -> None:
    try:
        code = main(argv)
    except SystemExit as done:
        code = done.code
    out, err = capsys.readouterr()
    if isinstance(code, str):  # SystemExit("message"): Python prints the message, status 1
        code, err = 1, code
    assert code in (1, 2), (argv, code, err[-2000:])
    assert "Traceback" not in err and (err.strip() or out.strip()), (argv, err[-2000:])  # data fetch: a status line


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize(
    "command",
    [
        "report",
        "report --out",
        "rescore",
        "compare",
        "overlap corpus",
        "overlap benchmark file",
        "overlap --exclude-out",
        "data check",
        "data fetch",
        "tasks --data-dir",
        "math-p --math-file",
        "math-p --data-dir",
        "variations --out",
    ],
)
def test_a_bad_file_is_a_one_line_error(tmp_path, capsys, monkeypatch, command, kind):
    monkeypatch.setenv("HARDMATH_OFFLINE", "1")
    monkeypatch.setenv("HF_DATASETS_OFFLINE", "1")
    monkeypatch.setenv("HARDMATH_CACHE", str(tmp_path / "cache"))
    monkeypatch.setenv("HARDMATH_DATA_DIR", str(tmp_path / "no_data"))
    bad = _bad(tmp_path / "in", kind)
    argv = _commands(bad, tmp_path)[command]
    if command in ("report --out", "overlap --exclude-out", "data fetch", "variations --out") and kind in (
        "missing",
        "folder",
    ):
        pytest.skip("a missing or empty folder is a fine output folder")
    if command == "tasks --data-dir" and kind == "folder":
        pytest.skip("an empty data folder is a folder: each task says its documents were not counted")
    _one_line_error(argv, capsys)


@pytest.mark.parametrize("case", list(FLAGS))
def test_a_bad_flag_value_is_a_one_line_error(tmp_path, capsys, monkeypatch, case):
    monkeypatch.setenv("HARDMATH_DATA_DIR", str(tmp_path / "no_data"))
    (tmp_path / "run").mkdir()
    argv = [a.replace("RUN", str(tmp_path / "run")).replace("OUT", str(tmp_path / "out")) for a in FLAGS[case]]
    _one_line_error(argv, capsys)


@pytest.mark.parametrize(
    "argv",
    [
        ["rescore", "{bad}", "--out", "{tmp}/o", "--jobs", "0"],
        ["data", "check", "{bad}"],
        ["report", "{bad}", "--out", "{tmp}/r", "--no-plots"],
    ],
)
def test_the_installed_script_prints_no_traceback(tmp_path, argv):
    bad = _bad(tmp_path, "garbage")
    argv = [a.format(bad=bad, tmp=tmp_path) for a in argv]
    proc = subprocess.run([str(HARDMATH), *argv], capture_output=True, text=True, timeout=300)
    assert proc.returncode in (1, 2) and "Traceback" not in proc.stderr and proc.stderr.strip(), proc.stderr[-2000:]
