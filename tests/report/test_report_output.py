"""hardmath report writes its folder whole: an earlier report is replaced (never mixed with
the new one), someone else's folder is never touched, a failed run leaves the old one.
"""

from __future__ import annotations

import pytest
from report_handmade import example_runs, sample, write_run

from hardmath.report import RunError, build as build_module, build_report


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    return example_runs(tmp_path_factory.mktemp("handmade") / "runs")


def test_report_replaces_an_earlier_report_whole(runs, tmp_path):
    out = tmp_path / "report"
    first = build_report([runs], out, plots=False)
    assert first.markdown == out.resolve() / "report.md" and first.markdown.exists()
    (out / "from_an_older_run.csv").write_text("x\n")
    again = build_report([runs], out, plots=False)
    assert not (out / "from_an_older_run.csv").exists()
    assert sorted(p.name for p in out.iterdir() if p.suffix == ".csv") == sorted(p.name for p in again.csv)
    assert not list(tmp_path.glob(".report*")), "no partial folder left behind"


def test_failed_report_leaves_the_old_one(runs, tmp_path, monkeypatch):
    out = tmp_path / "report"
    build_report([runs], out, plots=False)
    before = {p.name: p.read_bytes() for p in out.iterdir()}

    def broken(*args, **kwargs):
        raise RuntimeError("killed mid-way")

    monkeypatch.setattr(build_module, "sections", broken)
    with pytest.raises(RuntimeError):
        build_report([runs], out, plots=False)
    assert {p.name: p.read_bytes() for p in out.iterdir()} == before
    assert not list(tmp_path.glob(".report*"))


def test_report_never_replaces_a_foreign_folder(runs, tmp_path):
    with pytest.raises(RunError, match="not an earlier output"):
        build_report([runs], runs, plots=False)  # e.g. --out pointing at the runs themselves
    assert any(runs.rglob("results_*.json"))


def test_a_folder_another_live_hardmath_writes_is_refused_and_a_dead_ones_lock_ignored(runs, tmp_path, capsys):
    """Issue 43: two writers to one --out, the later silently won. A live writer's lock refuses the
    second one in one line (report and rescore); a lock whose process is gone is ignored.
    """
    import subprocess
    import sys

    from hardmath.cli import main as cli_main
    from hardmath.report.atomic import lock_path

    out = tmp_path / "report"
    lock = lock_path(out.resolve())
    writer = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])  # the other, live writer
    try:
        lock.write_text(f"{writer.pid}\n")
        with pytest.raises(RunError, match=rf"is being written by another hardmath process \(pid {writer.pid}"):
            build_report([runs], out, plots=False)
        assert not out.exists() and lock.read_text() == f"{writer.pid}\n"  # its lock left alone
        ungraded = {"t": {"filter_list": [{"name": "none", "filter": [{"function": "take_first"}]}]}}
        plain = write_run(
            tmp_path / "plain",
            "m",
            {"t": [sample(0, {"x": 1}, {"acc": 1.0}, ["a"], filter_name="none")]},
            configs=ungraded,
        )
        code = cli_main(["rescore", str(plain), "--out", str(out), "--no-progress"])
        err = capsys.readouterr().err.strip()
        assert code == 2 and len(err.splitlines()) == 1 and "being written by another hardmath process" in err
    finally:
        writer.kill()
        writer.wait()
    build_report([runs], out, plots=False)  # its process is gone: a stale lock
    assert (out / "report.md").exists() and not lock.exists()
