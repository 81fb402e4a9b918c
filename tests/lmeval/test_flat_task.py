"""One flat task class (issue 28): every hardmath task class sits directly under lm-eval's
``ConfigurableTask`` (teacher forcing adds one level), what differs between tasks comes from the
declared :class:`~hardmath.declaration.TaskShape`, and no lm-eval private attribute or pickle is read.
"""

from __future__ import annotations

import re
from pathlib import Path

from hardmath.benchmarks import task_shape
from hardmath.declaration import PAIRED
from hardmath.lmeval.compat import load_task_yaml, task_yaml_path
from hardmath.lmeval.task_configs import own_task_index
from hardmath.lmeval.tasks import ConfigurableTask, HardmathTask  # lm-eval's, as compat.task_base chose it
from hardmath.lmeval.teacher_forcing import TeacherForcedTask

REPO = Path(__file__).resolve().parents[2]


def test_every_task_class_is_at_most_one_level_under_configurable_task():
    seen = set()
    for name, entry in own_task_index().items():
        path = task_yaml_path(entry)
        cfg = load_task_yaml(path) if path else {}
        if "group" in cfg or not cfg:
            continue
        cls = cfg["class"]
        seen.add(cls)
        depth = cls.__mro__.index(ConfigurableTask)
        assert depth <= (2 if issubclass(cls, TeacherForcedTask) else 1), f"{name}: {cls.__mro__[:depth]}"
    assert seen == {HardmathTask, TeacherForcedTask}


def test_no_pickle_and_no_private_task_attributes_in_the_sources():
    pattern = re.compile(r"\bpickle\b|_metric_fn_list|\._instances\b")
    hits = [
        f"{path.relative_to(REPO)}:{n}"
        for folder in ("hardmath", "lm_eval_tasks", "equivalence", "variations")  # the package hardmath.*
        for path in sorted((REPO / folder).rglob("*.py"))
        for n, line in enumerate(path.read_text().splitlines(), 1)
        if pattern.search(line)
    ]
    assert hits == []


def test_breakdown_columns_come_from_the_declared_fields():
    harp = task_shape("harp_default")
    doc = {"level": 3, "subject": "algebra"}
    assert harp.doc_columns(doc) == {
        "correct_level_3": "correct",
        "no_answer_level_3": "no_answer",
        "max_length_level_3": "max_length",
        "correct_algebra": "correct",
    }
    math_p = task_shape("math_p_simple")
    assert math_p.doc_columns({"original_split": "test", "type": "Counting & Probability"}) == {
        "correct_test": "correct",
        "correct_counting_probability": "correct",
    }
    var = task_shape("harp_var")
    assert var.kind == PAIRED and set(var.doc_columns({"level": 2})) >= {"var_acc_level_2", "var_ci_low_level_2"}
    assert task_shape("putnam_axiom_orig").doc_columns({"level": 2}) == {}  # `complex` is an aggregation's


def test_what_a_run_decides_is_declared():
    assert task_shape("harp_default").run_dependent() and task_shape("harp_var").run_dependent()
    assert not task_shape("harp_default_sampling").run_dependent()
    assert [m.name for m in (*task_shape("math_p_original").after,) if m.needs] == ["n_same", "n_errors"]
    assert task_shape("harp_mcq").chat_trims_description and not task_shape("harp_var").chat_trims_description
    assert not task_shape("putnam_axiom_var").chat_trims_description


def test_a_task_of_ones_own_keeps_the_shape_of_the_metric_list_it_includes():
    ours = load_task_yaml(str(REPO / "lm_eval_tasks" / "harp" / "harp_default.yaml"))
    assert task_shape("my_harp_copy", ours) is task_shape("harp_default")
    assert task_shape("my_task", {"metric_list": [{"metric": "exact_match"}]}) is None
    assert task_shape("my_task") is None
