"""A results file is untrusted input to ``hardmath rescore``: the logged filter chain it names is
run only when every filter is a known one and its regex patterns compile within a length limit,
and each filter but the checker runs within a time bound per sample (issue 32: a logged
``(a|aa)+$`` hung rescore).
"""

from __future__ import annotations

import threading
import time
from typing import TYPE_CHECKING

import pytest
from report_handmade import harp_doc, sample, write_run

from hardmath.cli import main as cli_main
from hardmath.report import rescore
from hardmath.report.rescore import FilterRefused, bounded_filters

if TYPE_CHECKING:
    from pathlib import Path

GRADE = {"function": "hardmath_grade", "style": "final_answer", "gold_field": "answer"}
EVIL = "a" * 40 + "b"  # (a|aa)+$ takes about fib(40) steps to fail on it


def _run(tmp_path: Path, chain: list, response: str) -> Path:
    doc = harp_doc(problem="p")
    rows = [
        sample(
            0, doc, {"correct": 0.0, "no_answer": 0.0}, [response], [{"answer": "5", "correct": False, "reason": "old"}]
        )
    ]
    configs = {"harp_default": {"filter_list": [{"name": "graded", "filter": chain}]}}
    return write_run(tmp_path / "run", "m", {"harp_default": rows}, configs=configs)


def _rescore(run: Path, tmp_path: Path, capsys) -> tuple[int, str]:
    code = cli_main(["rescore", str(run), "--out", str(tmp_path / "new"), "--no-progress"])
    return code, capsys.readouterr().err


def test_a_backtracking_logged_regex_ends_promptly_with_a_named_error(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(rescore, "FILTER_SECONDS", 1.0)
    run = _run(tmp_path, [{"function": "regex", "regex_pattern": "(a|aa)+$", "group_select": 0}, GRADE], EVIL)
    start = time.monotonic()
    code, err = _rescore(run, tmp_path, capsys)
    assert time.monotonic() - start < 30
    assert code == 2 and "Traceback" not in err
    assert "samples_harp_default" in err and ":1:" in err and "'regex' ran over 1 s" in err, err
    assert not (tmp_path / "new").exists()


def test_the_default_bound_also_stops_it(tmp_path):
    start = time.monotonic()
    with pytest.raises(FilterRefused, match="ran over"):
        bounded_filters([{"function": "regex", "regex_pattern": "(a|aa)+$"}], [[EVIL]], {})
    assert time.monotonic() - start < rescore.FILTER_SECONDS + 2


@pytest.mark.parametrize(
    "spec,message",
    [
        ({"function": "custom", "filter_fn": "os.system"}, "logged filter 'custom' is not one rescore runs"),
        ({"function": "my_plugin_filter"}, "logged filter 'my_plugin_filter' is not one rescore runs"),
        ({"function": "regex", "regex_pattern": "a" * 5000}, "regex_pattern should be a regex of at most 1000"),
        ({"function": "regex", "regex_pattern": "(unclosed"}, "is not a regex"),
        ({"function": "multi_choice_regex", "regexes_to_ignore": [",", 7]}, "regexes_to_ignore should be a regex"),
    ],
)
def test_unknown_filters_and_bad_patterns_are_refused_before_grading(tmp_path, capsys, spec, message):
    code, err = _rescore(_run(tmp_path, [spec, GRADE], "x"), tmp_path, capsys)
    assert code == 2 and "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    assert "results_" in err and "task 'harp_default', filter_list 'graded'" in err and message in err, err


def test_a_benign_logged_regex_still_rescores(tmp_path, capsys):
    chain = [{"function": "regex", "regex_pattern": r"answer is (\$\d+\$)", "group_select": 0}, GRADE]
    code, err = _rescore(_run(tmp_path, chain, "so the answer is $5$ here"), tmp_path, capsys)
    assert code == 0, err


def test_outside_the_main_thread_a_regex_filter_is_refused_not_unbounded():
    caught = []

    def work() -> None:
        try:
            bounded_filters([{"function": "regex", "regex_pattern": "x"}], [["x"]], {})
        except FilterRefused as err:
            caught.append(str(err))

    thread = threading.Thread(target=work)
    thread.start()
    thread.join(30)
    assert caught and "main thread" in caught[0]
