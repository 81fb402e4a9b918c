"""Each benchmark is declared once (``<home>/declaration.py``); the task YAMLs are checked against it.

The YAMLs are read through lm-eval's own loader (``hardmath.lmeval.compat.load_task_yaml``, via
``hardmath tasks``' index), so ``include:`` chains resolve as in a run.
"""

from __future__ import annotations

import pytest

from hardmath.benchmarks import BENCHMARKS, all_benchmarks, owner_of
from hardmath.data import SOURCES
from hardmath.lmeval.task_list import _own_configs


@pytest.fixture(scope="module")
def tasks() -> dict[str, list[str]]:
    """Task -> its metric_list names, for every task (not group) of hardmath's task folder."""
    return {
        name: [m["metric"] for m in cfg.get("metric_list") or [] if "metric" in m]
        for name, cfg in _own_configs().items()
        if "group" not in cfg
    }


def test_every_home_declares_itself_under_its_own_name():
    assert [b.name for b in all_benchmarks()] == list(BENCHMARKS)
    for bench in all_benchmarks():
        d = bench.declaration
        assert d.name == bench.name and d.title and d.description and "\n" not in d.description
        assert d.task_prefixes or d.tasks
        assert (d.report is None) or bench.has(d.report)
        assert d.sources == bench.has("sources")


def test_every_task_has_one_owner_that_logs_its_headline(tasks):
    for name, metrics in tasks.items():
        owner = owner_of(name)
        assert owner is not None, f"{name}: no benchmark declares it"
        assert any(h in metrics for h in owner.declaration.headline), (name, owner.declaration.headline)
    every = set(_own_configs())
    for bench in all_benchmarks():  # exact names and pairs refer to real tasks
        d = bench.declaration
        assert set(d.tasks) <= every, set(d.tasks) - every
        assert {t for pair in d.teacher_forced for t in pair} <= every
        assert [t for t in every if d.owns(t)], f"{bench.name} owns no task"


def test_yaml_breakdown_columns_are_the_declared_ones(tasks):
    labels = set().union(*(b.declaration.breakdown_labels() for b in all_benchmarks()))
    checked = 0
    for name, metrics in tasks.items():
        assert len(metrics) == len(set(metrics)), f"{name}: a metric listed twice"
        declared = owner_of(name).declaration.breakdown_columns(name)
        in_yaml = [m for m in metrics if any(m.endswith("_" + label) for label in labels)]
        assert sorted(in_yaml) == sorted(declared), (
            f"{name}: YAML breakdown columns {sorted(set(in_yaml) ^ set(declared))} differ from the declaration"
        )
        checked += bool(declared)
    assert checked >= 30  # HARP's 19 + 9 MCQ + harp_var, MATH-P's 7, Putnam's 3


def test_declared_overlap_datasets_are_known_data():
    for bench in all_benchmarks():
        for o in bench.declaration.overlap:
            assert o.dataset in SOURCES, f"{bench.name}: overlap dataset {o.dataset} is not in its SOURCES"


def test_a_tasks_kind_comes_from_its_declaration_and_its_logged_metric_list():
    from hardmath.benchmarks import task_kind

    kinds = {
        "harp_default": "greedy",
        "harp_ci": "greedy",
        "harp_default_sampling": "sampling",
        "harp_mcq_shuffle_3": "multiple_choice",
        "harp_var": "paired",
        "harp_default_tfa": "teacher_forced",
        "putnam_axiom_var_published": "paired",
        "putnam_axiom_orig": "greedy",
        "math_p_hard": "greedy",
        "putnam_axiom_tfa": "teacher_forced",
    }
    assert {t: task_kind(t) for t in kinds} == kinds
    assert task_kind("gsm8k") is None
    sampling = {
        "metric_list": [
            {"metric": m.name}
            for m in owner_of("harp_default_sampling").declaration.shape("harp_default_sampling").metric_list()
        ]
    }
    # a task of one's own that includes harp_default_sampling.yaml: its logged metric_list says sampling
    assert task_kind("harp_report_sampling_2") == "greedy"
    assert task_kind("harp_report_sampling_2", sampling) == "sampling"
    assert task_kind("harp_mcq_mine", sampling) == "sampling"  # the name does not decide
    assert task_kind("harp_mcq_mine", {"metric_list": [{"metric": "correct"}]}) == "multiple_choice"
