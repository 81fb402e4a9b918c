"""hardmath's task classes load data through their hook without lm-eval's ``--metadata`` /
``max_seq_lengths`` hint, and a missing dataset ends ``lm_eval`` with one line (issue 23).
"""

from __future__ import annotations

import logging
import os
import subprocess
import sys

import pytest

from hardmath.lmeval.compat import load_task_yaml, task_yaml_path
from hardmath.lmeval.task_configs import own_task_index
from hardmath.lmeval.tasks import HardmathTask


def test_every_task_class_skips_the_hint():
    for name, entry in own_task_index().items():
        path = task_yaml_path(entry)
        cfg = load_task_yaml(path) if path else {}
        if "group" in cfg or not cfg:
            continue
        cls = cfg.get("class")
        assert isinstance(cls, type) and issubclass(cls, HardmathTask), f"{name}: class {cls}"


@pytest.mark.data
def test_loading_tasks_logs_no_metadata_hint(shared_data, caplog):
    from conftest import load_tasks
    from lm_eval.tasks import TaskManager

    with caplog.at_level(logging.INFO):
        tasks = load_tasks(
            TaskManager(metadata={"data_dir": str(shared_data)}), ["harp_default_level_6", "math_p_hard"]
        )
    assert len(list(tasks["harp_default_level_6"].eval_docs)) == 197
    # lm-eval merges the manager's metadata into a class: task's config itself (touch point 4 removed)
    assert tasks["math_p_hard"].config.metadata["data_dir"] == str(shared_data)
    assert "max_seq_lengths" not in caplog.text and "Custom kwargs" not in caplog.text


def test_a_data_error_names_its_task_once():
    from hardmath.lmeval.tasks import _named

    assert _named("harp_default", "harp_default: offline") == "harp_default: offline"
    assert _named("harp_ci", "harp_default: offline") == "harp_ci: harp_default: offline"


def test_truncation_warning_says_null(caplog):
    from hardmath.lmeval import filters

    filters._limit_hit.warned = False
    with caplog.at_level(logging.WARNING):
        filters._limit_hit("a plain string: no finish information")
    assert "null" in caplog.text and "NaN" not in caplog.text


@pytest.mark.slow
def test_missing_dataset_ends_lm_eval_with_one_line(tmp_path):
    env = {
        **os.environ,
        "HARDMATH_DATA_DIR": str(tmp_path),
        "HF_HOME": str(tmp_path / "hf"),
        "HF_HUB_OFFLINE": "1",
        "HF_DATASETS_OFFLINE": "1",
    }
    run = subprocess.run(
        [sys.executable, "-m", "lm_eval", "--model", "dummy", "--tasks", "harp_default", "--limit", "1"],
        capture_output=True,
        text=True,
        timeout=600,
        env=env,
    )
    assert run.returncode == 1
    assert "Traceback" not in run.stderr, run.stderr[-2000:]
    last = run.stderr.strip().splitlines()[-1]
    assert last.startswith("hardmath: harp_default: ") and "hardmath data fetch" in last
    assert "harp_default: harp_default:" not in last, last  # the task's name once
    assert str(tmp_path / "harp" / "harp_default.jsonl") in last
