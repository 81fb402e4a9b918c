"""Every command that writes says in one line what failed when the disk is full or the output
folder is read-only (exit 2, no traceback), and leaves no partial file (issue 32, "errors, not
tracebacks": 9 tracebacks and 2 partial files).

Disk full is a real kernel failure: the command runs under ``RLIMIT_FSIZE`` with SIGXFSZ
ignored, so every write past the limit fails (EFBIG), whatever code writes. Read-only is a
folder whose mode is 0500 where that blocks writes (not as root), else a read-only tmpfs
mounted there where the test may mount (root); otherwise that case is skipped.
"""

from __future__ import annotations

import json
import os
import resource
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent / "report"))
from report_handmade import harp_doc, sample, write_run  # noqa: E402

HARDMATH = Path(sys.executable).with_name("hardmath")
SHARED = Path(__file__).resolve().parents[2] / "shared" / "data"
RIGHT = "Final Answer: The final answer is $5$. I hope it is correct."
LIMIT = 64  # bytes a file may grow to under "disk full"


def _run_dir(root: Path) -> Path:
    doc = harp_doc(problem="p")
    rows = [
        sample(
            i,
            {**doc, "number": i},
            {"correct": 1.0, "no_answer": 0.0},
            [RIGHT],
            [{"answer": "5", "correct": True, "reason": "t"}],
        )
        for i in range(3)
    ]
    graded = [
        {"name": "graded", "filter": [{"function": "hardmath_grade", "style": "final_answer", "gold_field": "answer"}]}
    ]
    return write_run(root / "run", "m", {"harp_default": rows}, configs={"harp_default": {"filter_list": graded}})


def _subset(src: Path, dst: Path, n: int) -> None:
    dst.parent.mkdir(parents=True, exist_ok=True)
    dst.write_text("".join(src.read_text(encoding="utf-8").splitlines(keepends=True)[:n]), encoding="utf-8")


def _wanted(path: Path) -> set[tuple[str, str]]:
    return {(r["original_split"], r["type"]) for r in map(json.loads, path.read_text().splitlines())}


def _inputs(root: Path) -> dict[str, list[str]]:
    """Each writing command, its output written under ``OUT`` (a placeholder)."""
    run = _run_dir(root)
    data = root / "data"
    for name in ("math_perturb/math_perturb_simple.jsonl", "math_perturb/math_perturb_hard.jsonl"):
        _subset(SHARED / name, data / name, 5)
    wanted = _wanted(data / "math_perturb/math_perturb_simple.jsonl") | _wanted(
        data / "math_perturb/math_perturb_hard.jsonl"
    )
    math, per_kind = [], {}
    for line in (SHARED / "math/math_full.jsonl").read_text(encoding="utf-8").splitlines(keepends=True):
        row = json.loads(line)
        kind = (row["split"], row["type"])
        if row["level"] == "Level 5" and kind in wanted and per_kind.get(kind, 0) < 3:
            per_kind[kind] = per_kind.get(kind, 0) + 1
            math.append(line)
    (data / "math").mkdir()
    (data / "math/math_full.jsonl").write_text("".join(math), encoding="utf-8")
    cache = root / "cache"
    for kind, sha in (("simple", "2130821d4235dc1f5d962bee7f84a096651bf98fcb17b6dcfd3d0a48875ba5bb"),):
        (cache / sha).mkdir(parents=True)
        shutil.copy(SHARED / f"math_perturb/math_perturb_{kind}.jsonl", cache / sha / f"math_perturb_{kind}.jsonl")
    corpus = root / "corpus.jsonl"
    corpus.write_text(
        json.dumps(
            {
                "text": json.loads((data / "math_perturb/math_perturb_simple.jsonl").read_text().splitlines()[0])[
                    "problem"
                ]
            }
        )
        + "\n"
    )
    return {
        "report": ["report", str(run), "--out", "OUT/report", "--no-plots", "--tokenizer", "none"],
        "rescore": ["rescore", str(run), "--out", "OUT/new", "--no-progress", "--jobs", "1"],
        "variations": ["variations", "snapshot", "--family", "harp", "--out", "OUT/snap.jsonl"],
        "math-p": ["math-p", "map-originals", "--data-dir", str(data), "--out", "OUT/map.json"],
        "data fetch": ["data", "fetch", "OUT/data", "--datasets", "math_perturb_simple"],
        "overlap --json-out": [
            "overlap",
            "math_perturb_simple",
            str(corpus),
            "--data-dir",
            str(data),
            "--jobs",
            "1",
            "--quiet",
            "--json-out",
            "OUT/o.json",
        ],
        "overlap --exclude-out": [
            "overlap",
            "math_perturb_simple",
            str(corpus),
            "--data-dir",
            str(data),
            "--jobs",
            "1",
            "--quiet",
            "--exclude-out",
            "OUT/ids.txt",
        ],
    }


def _disk_full() -> None:
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (LIMIT, LIMIT))


def _read_only(folder: Path, request) -> None:
    folder.mkdir()
    os.chmod(folder, 0o500)
    probe = folder / "probe"
    try:
        probe.write_text("x")
    except OSError:
        return  # 0500 blocks writes here
    probe.unlink()
    os.chmod(folder, 0o700)
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "ro,size=1m", "tmpfs", str(folder)],  # noqa: S607 - the system's mount
        capture_output=True,
        text=True,
    )
    if mounted.returncode != 0:
        pytest.skip(f"cannot make a read-only folder here (root ignores 0500; mount: {mounted.stderr.strip()})")
    request.addfinalizer(lambda: subprocess.run(["umount", str(folder)], capture_output=True))  # noqa: S607 - as mount


@pytest.fixture(scope="module")
def inputs(tmp_path_factory) -> dict[str, list[str]]:
    if not SHARED.is_dir():
        pytest.skip(f"{SHARED} missing")
    return _inputs(tmp_path_factory.mktemp("inputs"))


@pytest.mark.parametrize("fault", ["disk full", "read-only"])
@pytest.mark.parametrize(
    "command",
    ["report", "rescore", "variations", "math-p", "data fetch", "overlap --json-out", "overlap --exclude-out"],
)
def test_a_failed_write_is_one_line_and_leaves_nothing_partial(inputs, tmp_path, request, command, fault):
    out = tmp_path / "out"
    if fault == "read-only":
        _read_only(out, request)
    else:
        out.mkdir()
    argv = [a.replace("OUT", str(out)) for a in inputs[command]]
    env = {
        **os.environ,
        "HARDMATH_CACHE": str(Path(inputs["rescore"][1]).parent / "cache"),
        "HARDMATH_OFFLINE": "1",
        "HF_DATASETS_OFFLINE": "1",
        "HF_HUB_OFFLINE": "1",
        "HARDMATH_ALLOW_SUBSET": "1",
        "PYTHONDONTWRITEBYTECODE": "1",
    }
    proc = subprocess.run(
        [str(HARDMATH), *argv],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
        preexec_fn=_disk_full if fault == "disk full" else None,
    )
    err = proc.stderr.strip()
    assert proc.returncode in (1, 2), (proc.returncode, proc.stdout[-1000:], err[-2000:])
    last = err.splitlines()[-1] if err else ""
    assert "Traceback" not in err and last.startswith(f"hardmath {argv[0]}: ") and str(out) in last, err[-2000:]
    left = [p for p in out.rglob("*") if p.is_file()]
    assert not left, left  # no partial file, no temporary file


def test_the_same_commands_write_without_a_fault(inputs, tmp_path):
    """The fault cases fail because of the fault: without it each command writes its output."""
    out = tmp_path / "out"
    out.mkdir()
    env = {
        **os.environ,
        "HARDMATH_CACHE": str(Path(inputs["rescore"][1]).parent / "cache"),
        "HARDMATH_OFFLINE": "1",
        "HF_DATASETS_OFFLINE": "1",
        "HF_HUB_OFFLINE": "1",
        "HARDMATH_ALLOW_SUBSET": "1",
    }
    for command, argv in inputs.items():
        proc = subprocess.run(
            [str(HARDMATH), *[a.replace("OUT", str(out)) for a in argv]],
            capture_output=True,
            text=True,
            env=env,
            timeout=300,
        )
        assert proc.returncode == 0, (command, proc.stderr[-2000:])
    names = {p.name for p in out.rglob("*") if p.is_file()}
    assert {"report.md", "snap.jsonl", "map.json", "o.json", "ids.txt", "MANIFEST.json"} <= names, names
    assert oct((out / "snap.jsonl").stat().st_mode & 0o777) != oct(0o600)  # a user's file, not a temp file's mode


def test_a_download_cache_that_cannot_be_written_does_not_stop_loading(tmp_path, monkeypatch, caplog):
    import hashlib

    from hardmath import data

    blob = b'{"q": "a"}\n{"q": "b"}\n'
    (tmp_path / "pub.jsonl").write_bytes(blob)
    source = data.Source(
        "fake_file",
        "fake/f.jsonl",
        (tmp_path / "pub.jsonl").as_uri(),
        hashlib.sha256(blob).hexdigest(),
        {"q": str},
        rows=2,
    )
    monkeypatch.setitem(data.SOURCES, source.name, source)
    (tmp_path / "a_file").write_text("x")
    monkeypatch.setenv("HARDMATH_CACHE", str(tmp_path / "a_file" / "cache"))  # mkdir fails: not a folder
    for name in ("HARDMATH_DATA_DIR", "HARDMATH_OFFLINE", "HF_DATASETS_OFFLINE"):
        monkeypatch.delenv(name, raising=False)
    assert [r["q"] for r in data.load_rows("fake_file")] == ["a", "b"]
    assert "could not keep a copy in the cache" in caplog.text
