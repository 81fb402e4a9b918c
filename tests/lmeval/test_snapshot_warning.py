"""A paired variation task with fewer than 2 snapshots says why: the run's own setting, or a
``--limit`` that cut the snapshots (then suggesting more snapshots would mislead: 5 is the default).
"""

from __future__ import annotations

import logging
from types import SimpleNamespace

from hardmath.declaration import PAIRED
from hardmath.lmeval.tasks import HardmathTask


def _task() -> SimpleNamespace:
    shape = SimpleNamespace(doc_columns=lambda doc: {}, metrics=(), after=(), kind=PAIRED)
    return SimpleNamespace(
        shape=shape,
        config=SimpleNamespace(task="putnam_axiom_var"),
        aggregation=lambda: {"var_acc": None, "var_ci_low": None, "var_ci_high": None},
    )


def _docs(seeds: list[int]) -> list[dict]:
    return [{"seed": 0, "is_original": True}] + [{"seed": s, "is_original": False} for s in seeds]


def test_a_limit_that_cut_the_snapshots_says_so(caplog):
    task = _task()
    with caplog.at_level(logging.WARNING):
        HardmathTask._choose_metrics(task, _docs([1]), _docs([1, 2, 3, 4, 5]))
    assert "--limit/--samples kept 1 of this task's 5 snapshots" in caplog.text
    assert "--metadata" not in caplog.text  # more snapshots would not help: the limit cut them
    assert {"var_ci_low", "var_ci_high"} <= task._left_out


def test_one_configured_snapshot_suggests_more(caplog):
    task = _task()
    with caplog.at_level(logging.WARNING):
        HardmathTask._choose_metrics(task, _docs([1]), _docs([1]))
    assert "1 snapshot(s) in this run" in caplog.text and "--metadata" in caplog.text


def test_two_snapshots_keep_the_interval(caplog):
    task = _task()
    with caplog.at_level(logging.WARNING):
        HardmathTask._choose_metrics(task, _docs([1, 2]), _docs([1, 2, 3]))
    assert "snapshot" not in caplog.text and not task._left_out
