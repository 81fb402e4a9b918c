"""No problem is both a few-shot exemplar and a test item, in any hardmath task with few-shot samples.

Every task lm-eval indexes in hardmath's folder whose config has few-shot samples is loaded the way
lm-eval loads it (``custom_dataset`` with ``--metadata data_dir=../shared/data``); each document's
problem is checked against each exemplar's with :func:`repeats_exemplar` (layout-insensitive). A task
whose data is not in the data folder (the gated Putnam-AXIOM hub splits) skips with a message.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from conftest import SHARED_DATA

from hardmath.data import DataError
from hardmath.lm_eval_tasks import TASKS_DIR
from hardmath.lm_eval_tasks.exemplar_leak import problem_core, repeats_exemplar
from hardmath.lm_eval_tasks.putnam_axiom import docs as putnam_docs
from hardmath.lmeval.compat import load_task_yaml, task_index, task_yaml_path
from hardmath.variations import Original, templates

if TYPE_CHECKING:
    from pathlib import Path


def _fewshot_tasks() -> dict[str, Path]:
    from lm_eval.tasks import TaskManager

    found = {}
    for name, entry in task_index(TaskManager(include_path=str(TASKS_DIR), include_defaults=False)).items():
        path = task_yaml_path(entry)
        cfg = load_task_yaml(path) if path else {}
        if cfg.get("num_fewshot") or (cfg.get("fewshot_config") or {}).get("samples"):
            found[name] = path
    return found


FEWSHOT_TASKS = _fewshot_tasks()


def test_the_fewshot_tasks_are_found():
    assert {
        "putnam_axiom_orig",
        "putnam_axiom_var",
        "putnam_axiom_var_published",
        "putnam_axiom_tfa",
        "putnam_axiom_var_tfa",
        "harp_default_minerva",
    } <= set(FEWSHOT_TASKS), sorted(FEWSHOT_TASKS)


def _exemplars(cfg: dict) -> list[str]:
    samples = cfg["fewshot_config"]["samples"]
    samples = samples() if callable(samples) else samples
    assert len(samples) >= cfg.get("num_fewshot", 1), "fewer samples than num_fewshot"
    return [s["problem"] for s in samples]


def _documents(cfg: dict, task: str) -> list[dict]:
    try:
        dataset = cfg["custom_dataset"](data_dir=str(SHARED_DATA), **(cfg.get("metadata") or {}))
    except DataError as err:
        if "file not found" in str(err):
            pytest.skip(f"{task}: its data is not in {SHARED_DATA} ({err})")
        raise
    rows = list(dataset[cfg.get("test_split", "test")])
    process = cfg.get("process_docs")
    return list(process(rows)) if callable(process) else rows


@pytest.mark.parametrize("task", sorted(FEWSHOT_TASKS))
def test_no_document_repeats_an_exemplar(task):
    cfg = load_task_yaml(FEWSHOT_TASKS[task])
    exemplars = _exemplars(cfg)
    documents = _documents(cfg, task)
    assert documents, f"{task}: no documents"
    leaks = [
        (d.get("id", i), repeats_exemplar(d["problem"], exemplars)[:60])
        for i, d in enumerate(documents)
        if repeats_exemplar(d["problem"], exemplars)
    ]
    assert not leaks, f"{task}: documents repeat few-shot exemplars: {leaks}"


def test_the_putnam_1965_b1_template_repeats_the_fourth_exemplar_and_is_left_out(caplog):
    exemplars = putnam_docs.fewshot_problems()
    t = next(t for t in templates("putnam") if t.name == "putnam_1965_b1")
    assert repeats_exemplar(t.snapshot(Original).problem, exemplars) == exemplars[3]
    putnam_docs._task_templates.cache_clear()  # decided (and logged) once per process
    with caplog.at_level("WARNING"):
        kept = {t.name for t in putnam_docs.task_templates()}
        again = {t.name for t in putnam_docs.task_templates()}
    assert "putnam_1965_b1" not in kept and len(kept) == len(templates("putnam")) - 1 and again == kept
    assert "left out 1 problem(s)" in caplog.text and "putnam_1965_b1" in caplog.text
    assert caplog.text.count("left out 1 problem(s)") == 1  # said once, however many tasks ask


def test_no_other_template_is_flagged():
    exemplars = putnam_docs.fewshot_problems()
    flagged = [t.name for t in templates("putnam") if repeats_exemplar(t.snapshot(Original).problem, exemplars)]
    assert flagged == ["putnam_1965_b1"]


def test_core_ignores_layout_but_not_content():
    a = "Evaluate \n\\[\n\\int_0^1 x \\, dx.\n\\]"
    assert problem_core(a) == problem_core("Evaluate $\\int_{0}^{1} x \\, dx.$")
    assert repeats_exemplar("Evaluate   $\\int_{0}^{1}x\\,dx.$", [a]) == a
    assert repeats_exemplar("Evaluate $\\int_0^2 x^3 \\, dt$ for every real $t$.", [a]) is None
    assert problem_core("\\neq \\nmid") == "\\neq\\nmid"  # only a literal \n before a non-letter goes
