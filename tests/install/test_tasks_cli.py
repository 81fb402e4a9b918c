"""``hardmath tasks`` (one line per task, group and tag, from the task YAMLs), the CLI's quiet end
when its reader leaves (``| head``), and ``rescore --include-path`` (issue 23).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest

from hardmath import cli
from hardmath.lmeval.task_configs import own_task_index
from hardmath.lmeval.task_list import compact_metrics

HARDMATH = [sys.executable, "-m", "hardmath.cli"]


def _piped_to_head(argv: list[str], tmp_path, env: dict[str, str] | None = None) -> tuple[str, str]:
    """``argv | head -1`` without a shell: (what head printed, argv's stderr)."""
    head = shutil.which("head")
    assert head, "no head on PATH"
    with open(tmp_path / "stderr", "w+") as err:
        with subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=err, text=True, env=env) as producer:
            with subprocess.Popen([head, "-1"], stdin=producer.stdout, stdout=subprocess.PIPE, text=True) as first:
                producer.stdout.close()  # head holds the only read end: its exit closes the pipe
                out, _ = first.communicate(timeout=300)
            producer.wait(timeout=300)
        err.seek(0)
        return out, err.read()


def _tasks(capsys, *argv: str) -> dict[str, list[str]]:
    assert cli.main(["tasks", *argv]) == 0
    lines = capsys.readouterr().out.splitlines()
    return {line.split()[1]: line.split(None, 2) for line in lines}


def test_tasks_lists_what_lm_eval_indexes_with_metrics(capsys, monkeypatch):
    monkeypatch.delenv("HARDMATH_DATA_DIR", raising=False)
    found = _tasks(capsys)
    assert set(found) == set(own_task_index())  # every task, group and tag lm-eval knows of ours
    kind, _, metrics = found["math_p_simple"]
    assert kind == "task" and "max_length" in metrics and "n_same" in metrics
    assert found["harp_default"][2].startswith(
        "correct, no_answer, n_checker_errors, n_backend_errors, max_length, correct_level_1..6"
    )
    assert found["math_p_icl"][0] == "tag" and "math_p_simple_icl_original" in found["math_p_icl"][2]
    assert found["math_p"][0] == "group" and found["math_p"][2] == "of math_p_simple, math_p_hard"


def test_tasks_of_one_benchmark_come_from_its_declaration(capsys, monkeypatch):
    monkeypatch.delenv("HARDMATH_DATA_DIR", raising=False)
    tf = _tasks(capsys, "--benchmark", "teacher_forcing")
    assert set(tf) == {"putnam_axiom_tfa", "putnam_axiom_var_tfa", "harp_default_tfa", "harp_proof_tfa"}
    mp = _tasks(capsys, "--benchmark", "math_perturb")
    assert "math_p_simple" in mp and mp["math_p"][0] == "group" and not any(t.startswith("harp") for t in mp)


@pytest.mark.data
def test_tasks_counts_documents_with_a_data_folder(capsys, shared_data):
    found = _tasks(capsys, "--data-dir", str(shared_data))
    assert found["harp_default"][2].startswith("4780 ")
    assert found["harp_default_sampling"][2].startswith("4780 x 64 ")
    assert found["math_p_hard"][2].startswith("279 ")
    if not (shared_data / "putnam_axiom" / "full_eval.jsonl").is_file():
        assert found["putnam_axiom_orig"][2].startswith("? ")


def test_compact_metrics_folds_level_runs():
    assert (
        compact_metrics(["correct", "correct_level_1", "correct_level_2", "no_answer", "x_level_3"])
        == "correct, correct_level_1..2, no_answer, x_level_3..3"
    )


@pytest.mark.parametrize("argv", [["variations", "list"], ["tasks"]])
def test_closed_pipe_ends_quietly(argv, tmp_path):
    out, err = _piped_to_head(HARDMATH + argv, tmp_path, env={**os.environ, "PYTHONUNBUFFERED": "0"})
    assert out.count("\n") == 1
    assert "Traceback" not in err and "BrokenPipeError" not in err, err[-1500:]


def test_overlap_closed_pipe_ends_quietly(tmp_path):
    corpus = tmp_path / "corpus.txt"
    bench = tmp_path / "bench.jsonl"
    bench.write_text(
        "".join(
            f'{{"id": "{i}", "text": "problem number {i} is about the sum of squares of the first {i} odd integers"}}\n'
            for i in range(400)
        ),
        encoding="utf-8",
    )
    corpus.write_text(
        "".join(f"problem number {i} is about the sum of squares of the first {i} odd integers\n" for i in range(400)),
        encoding="utf-8",
    )
    cmd = HARDMATH + [
        "overlap",
        str(bench),
        str(corpus),
        "--benchmark-id-field",
        "id",
        "--benchmark-text-field",
        "text",
        "--method",
        "prefix",
    ]
    out, err = _piped_to_head(cmd, tmp_path)
    assert out.count("\n") == 1, err[-1500:]
    assert "Traceback" not in err and "BrokenPipeError" not in err, err[-1500:]


def test_rescore_accepts_include_path_with_hyphen_or_underscore():
    for flag in ("--include-path", "--include_path"):
        argv = ["rescore", "runs/", "--out", "new/", flag, "my_tasks/"]
        assert cli.build_parser(argv).parse_args(argv).include_path == "my_tasks/"
