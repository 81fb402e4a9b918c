"""report.html and the compare page/Markdown, read as files (the browser tests open them in
Chromium: test_report_html_browser.py).
"""

from __future__ import annotations

import html
import json
import os
import re
import subprocess
import sys

import pytest
from html_runs import PAYLOAD, write_runs

from hardmath.report import build_report, load_runs
from hardmath.report.browser_data import browser_data
from hardmath.report.compare import compare_runs
from hardmath.report.compare_render import compare_markdown, flips, md_text
from hardmath.report.html_page import FILES_DIR, json_for_script, write_report_html


def _block(page: str, element_id: str) -> str:
    m = re.search(rf'<script type="application/json" id="{element_id}">(.*?)</script>', page, re.DOTALL)
    assert m, f"no {element_id} block"
    return m.group(1)


def _hardmath(*args: str, **kw) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "hardmath.cli", *args], capture_output=True, text=True, timeout=300, **kw
    )


def test_json_block_cannot_be_ended_by_data():
    text = json_for_script({"r": "</script><!-- <script>x</script> ]]> & \u2028"})
    assert "<" not in text and ">" not in text and "&" not in text and "\u2028" not in text
    assert json.loads(text) == {"r": "</script><!-- <script>x</script> ]]> & \u2028"}


def test_report_writes_a_page_holding_every_graded_response(tmp_path):
    summary = build_report([write_runs(tmp_path / "runs", payload=True)], tmp_path / "report")
    assert summary.html == tmp_path / "report" / "report.html"
    page = summary.html.read_text(encoding="utf-8")
    data, texts = json.loads(_block(page, "hm-data")), json.loads(_block(page, "hm-texts"))
    # 12 HARP problems x 2 models + 2 sampling problems (4 samples each)
    assert len(data["groups"]["task"]) == 26 and len(data["samples"]["status"]) == 32 == len(texts)
    assert PAYLOAD in texts  # carried as data, unchanged ...
    assert "window.__pwned" not in page.replace(json_for_script(PAYLOAD)[1:-1], "")  # ... and only as escaped data
    statuses = {data["statuses"][s] for s in data["samples"]["status"]}
    assert statuses == {"equal", "differs", "no_answer", "unfinished", "checker_error"}
    # the same tables as report.md, and no file beside the page for a small run
    md = summary.markdown.read_text()
    for title in re.findall(r"^### (.+)$", md, re.MULTILINE):
        assert html.escape(title) in page
    assert not (tmp_path / "report" / FILES_DIR).exists()
    assert page.count("data:image/png;base64,") == len(summary.figures)


def test_pass_at_k_samples_are_one_group_with_their_vote_classes(tmp_path):
    models = load_runs([write_runs(tmp_path / "runs")])
    data = browser_data(models)
    g, s = data.groups, data.samples
    i = next(i for i, t in enumerate(g["task"]) if data.strings[t] == "harp_default_sampling")
    first, n = g["first"][i], g["count"][i]
    assert n == 4
    assert s["vote"][first : first + n] == [0, 0, 1, None]
    assert s["answer"][first : first + n] == ["9", "9", "8", None]
    assert data.texts[first : first + n] == ["The answer is 9.", "So 9.", "It is 8.", "Expanding and"]
    assert [data.statuses[x] for x in s["status"][first : first + n]] == ["equal", "equal", "differs", "unfinished"]
    assert s["finish"][first + 3] == 1  # hit the token limit


def test_large_runs_page_responses_into_side_files(tmp_path):
    models = load_runs([write_runs(tmp_path / "runs", payload=True)])
    out = tmp_path / "r"
    out.mkdir()
    page = write_report_html(out, models, [], inline_limit=0, chunk_size=10).read_text()
    assert 'id="hm-texts"' not in page and PAYLOAD[:20] not in page
    chunks = sorted((out / FILES_DIR).iterdir())
    assert [p.name for p in chunks] == [f"responses-{n:05d}.js" for n in range(4)]  # 32 responses / 10
    body = chunks[0].read_text(encoding="ascii")
    assert body.startswith("hardmathResponses(0,[") and body.endswith("]);\n")
    texts = [t for c in chunks for t in json.loads(c.read_text()[len("hardmathResponses(0,") : -3])]
    assert PAYLOAD in texts and len(texts) == 32


def _compare_runs(tmp_path):
    from html_runs import harp_rows
    from report_handmade import write_run

    base = write_run(
        tmp_path / "base",
        "org/m",
        {"harp_default": harp_rows(1, False)},
        higher_is_better={"harp_default": {"correct": True}},
    )
    new_rows = harp_rows(1, True)  # problem 5: right -> the payload, wrong
    write_run(
        tmp_path / "new", "org/m", {"harp_default": new_rows}, higher_is_better={"harp_default": {"correct": True}}
    )
    return base, tmp_path / "new"


def test_compare_lists_flipped_problems(tmp_path):
    base, new = _compare_runs(tmp_path)
    result = compare_runs(base, new)
    found = flips(result)
    assert [(f.task, f.doc_id, f.direction) for f in found] == [("harp_default", 5, "right → wrong")]


def test_compare_markdown_for_a_job_summary(tmp_path):
    base, new = _compare_runs(tmp_path)
    page = tmp_path / "cmp" / "compare.html"
    proc = _hardmath("compare", str(base), str(new), "--format", "markdown", "--html", str(page))
    assert proc.returncode == 0, proc.stderr  # one flip in 12: noise, not a regression
    out = proc.stdout
    assert out.startswith("## ✅ hardmath compare: PASS: no regression\n")
    assert "| harp\\_default | correct | 0.3333 | 0.25 | -0.0833 |" in out
    assert "### Flipped problems: 1 right → wrong, 0 wrong → right" in out
    assert "| harp\\_default | 5 | 7 | 7 (equal) | &lt;script&gt; (differs) |" in out
    assert "<script" not in out and "OK: no regression" not in out  # Markdown only, model output inert
    text = page.read_text()
    assert text.index('id="hm-decision"') < text.index('id="hm-changes"') < text.index('id="hm-flips"')
    assert json.loads(_block(text, "hm-data"))["flips"][0]["new"]["samples"][0]["text"] == PAYLOAD


def test_compare_markdown_says_regression_first(tmp_path):
    from html_runs import harp_rows, record
    from report_handmade import write_run

    rows = harp_rows(1, False)
    wrong = [[json.dumps(record("0", False, "different value"))]]
    worse = [dict(r, correct=0.0, no_answer=0.0, filtered_resps=wrong) for r in rows]
    hib = {"harp_default": {"correct": True}}
    write_run(tmp_path / "b", "org/m", {"harp_default": rows}, higher_is_better=hib)
    write_run(tmp_path / "n", "org/m", {"harp_default": worse}, higher_is_better=hib)
    result = compare_runs(tmp_path / "b", tmp_path / "n")
    md = compare_markdown(result, flips(result))
    assert md.splitlines()[0] == "## ❌ hardmath compare: FAIL: regression"
    assert "**REGRESSED**" in md and "4 right → wrong" in md


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("<img src=x onerror=alert(1)>", "&lt;img src=x onerror=alert\\(1\\)&gt;"),
        ("[a](javascript:x) | `b`", "\\[a\\]\\(javascript:x\\) \\| \\`b\\`"),
        ("two\nlines", "two lines"),
    ],
)
def test_markdown_cells_are_inert(text, shown):
    assert md_text(text) == shown


def test_progress_bar_only_on_a_terminal(tmp_path, monkeypatch):
    from hardmath import progress

    monkeypatch.setattr(sys, "stderr", open(os.devnull, "w"))  # noqa: SIM115 - closed with the test
    assert progress.bar(10, "x").disable
    master, slave = os.openpty()
    with os.fdopen(slave, "w") as tty:
        monkeypatch.setattr(sys, "stderr", tty)
        shown = progress.bar(10, "x")
        assert not shown.disable
        assert progress.bar(10, "x", enabled=False).disable
        shown.close()
    os.close(master)


def test_report_cli_is_quiet_when_not_a_terminal(tmp_path):
    proc = _hardmath("report", str(write_runs(tmp_path / "runs")), "--out", str(tmp_path / "r"), "--no-plots")
    assert proc.returncode == 0, proc.stderr
    assert "report.html" in proc.stdout and "it/s" not in proc.stderr and "%|" not in proc.stderr


def test_report_cli_shows_progress_on_a_terminal(tmp_path):
    """On a terminal (a pty 100 columns wide) `hardmath report` draws its bars on stderr."""
    import fcntl
    import pty
    import struct
    import termios

    runs = write_runs(tmp_path / "runs")
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
    proc = subprocess.Popen(
        [sys.executable, "-m", "hardmath.cli", "report", str(runs), "--out", str(tmp_path / "r"), "--no-plots"],
        stdout=subprocess.DEVNULL,
        stderr=slave,
    )
    os.close(slave)
    chunks = []
    while True:
        try:
            data = os.read(master, 65536)
        except OSError:  # the child closed the terminal
            break
        if not data:
            break
        chunks.append(data)
    assert proc.wait(timeout=300) == 0
    os.close(master)
    shown = b"".join(chunks).decode("utf-8", "replace")
    assert "reading runs: 100%" in shown and "report.html: 100%" in shown


def test_model_and_task_names_are_escaped_in_the_tables(tmp_path):
    from html_runs import harp, record
    from report_handmade import sample, write_run

    name = '<img src=x onerror="window.__pwned=1">'
    rows = [sample(0, harp(0, 1, "algebra"), {"correct": 1.0}, ["7"], [record("7", True, "equal")])]
    write_run(tmp_path / "runs", name, {"harp_default": rows}, higher_is_better={"harp_default": {"correct": True}})
    page = build_report([tmp_path / "runs"], tmp_path / "r", plots=False).html.read_text()
    assert "<img src=x" not in page and html.escape(name) in page


def test_compare_markdown_says_why_runs_are_not_comparable(tmp_path):
    base, new = _compare_runs(tmp_path)
    proc = _hardmath("compare", str(base), str(tmp_path / "nowhere"), "--format", "markdown")
    assert proc.returncode == 2
    assert proc.stdout.startswith("## ⚠️ hardmath compare: FAIL: runs not comparable\n\n")
    assert "nowhere" in proc.stdout and "nowhere" in proc.stderr
