"""What ``report`` and ``rescore`` print is about the run: no Putnam note without a Putnam task,
"may be truncated" only for a cut last line, a progress bar that ends at its total (issue 23).
"""

from __future__ import annotations

import logging

import pytest
from report_handmade import harp_doc, sample, write_run

from hardmath.report import build_report
from hardmath.report.rescore import rescore_run
from hardmath.report.runs import RunError, parse_row, read_jsonl

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


def _run(tmp_path):
    doc = harp_doc(problem="p")
    rows = [
        sample(
            i,
            {**doc, "number": i},
            {"correct": 0.0, "no_answer": 0.0},
            ["Final Answer: The final answer is $5$. I hope it is correct."],
            [{"answer": "5", "correct": False, "reason": "old"}],
        )
        for i in range(3)
    ]
    return write_run(
        tmp_path / "run",
        "m",
        {"harp_default": rows},
        configs=CONFIG,
        higher_is_better={"harp_default": {"correct": True, "no_answer": False}},
    )


def test_report_without_putnam_says_nothing_about_putnam(tmp_path, caplog, capsys):
    run = _run(tmp_path)
    with caplog.at_level(logging.INFO):
        build_report([run], tmp_path / "report")
    said = caplog.text + "".join(capsys.readouterr())
    assert "putnam" not in said.lower()
    assert (tmp_path / "report" / "report.md").is_file()


def test_truncation_is_named_only_for_the_last_line(tmp_path):
    path = tmp_path / "samples.jsonl"
    path.write_text('{"a": 1}\nnot json\n{"a": 2}\n{"a": 3', encoding="utf-8")
    with pytest.raises(RunError, match=r":2: .*a corrupt line inside the file") as err:
        read_jsonl(path)
    assert "truncated" not in str(err.value)
    path.write_text('{"a": 1}\n{"a": 2}\n{"a": ', encoding="utf-8")
    with pytest.raises(RunError, match=r":3: .*may be truncated"):
        read_jsonl(path)
    with pytest.raises(RunError, match="may be truncated"):
        parse_row('{"a": ', "x:9")  # streamed: a line without its newline is the file's last
    with pytest.raises(RunError, match="corrupt line inside"):
        parse_row("garbage\n", "x:2")


def test_rescore_progress_ends_at_its_total(tmp_path, monkeypatch):
    import tqdm.auto

    bars = []

    class Recorder:
        def __init__(self, total=None, **_):
            self.total, self.n = total, 0
            bars.append(self)

        def update(self, n=1):
            self.n += n

        def close(self):
            pass

    monkeypatch.setattr(tqdm.auto, "tqdm", Recorder)
    rescore_run(_run(tmp_path), tmp_path / "new", progress=True)
    (bar,) = bars
    assert bar.total > 0 and bar.n == bar.total  # re-graded rows are longer than the input
