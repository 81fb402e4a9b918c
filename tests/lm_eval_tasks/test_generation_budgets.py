"""Every hardmath generation task states its token budget (issue 13): none falls back to a backend
default (256 new tokens for lm-eval's hf and vllm), which would cut reasoning off silently.
"""

from __future__ import annotations

import functools
from pathlib import Path

import pytest

from hardmath.lm_eval_tasks import TASKS_DIR
from hardmath.lmeval import compat

# The papers' budgets, where they state one (HARP §3.2: 2048 for most models, 8192 for o1).
EXPECTED = {
    "harp_default": 2048,
    "harp_default_o1": 8192,
    "harp_default_sampling": 2048,
    "harp_mcq": 2048,
    "math_p_simple": 2048,
    "putnam_axiom_orig": 4096,
    "putnam_axiom_var": 4096,
}


def generation_budget(cfg: dict) -> int | None:
    """The task's explicit ``max_gen_toks``, None when a backend default would apply."""
    if cfg.get("output_type", "generate_until") != "generate_until":
        raise ValueError("not a generation task")
    budget = (cfg.get("generation_kwargs") or {}).get("max_gen_toks")
    return int(budget) if budget is not None else None


@functools.lru_cache(maxsize=1)
def generation_tasks() -> dict[str, dict]:
    """Every registered hardmath generation task's resolved config, as lm-eval's TaskManager indexes it."""
    from lm_eval.tasks import TaskManager

    tm = TaskManager(include_path=TASKS_DIR, include_defaults=False)
    ours = Path(TASKS_DIR).resolve()
    found = {}
    for name in tm.all_subtasks:
        yaml_path = compat.task_yaml_path(compat.task_index(tm)[name])
        path = Path(str(yaml_path or "")).resolve()
        if yaml_path is None or ours not in path.parents:
            continue
        cfg = compat.load_task_yaml(str(path))
        if cfg.get("output_type", "generate_until") == "generate_until":
            found[name] = cfg
    return found


def test_every_generation_task_states_its_budget():
    tasks = generation_tasks()
    assert set(EXPECTED) <= set(tasks) and len(tasks) >= 39, f"generation tasks found: {sorted(tasks)}"
    missing = sorted(n for n, cfg in tasks.items() if generation_budget(cfg) is None)
    assert not missing, f"tasks without an explicit max_gen_toks (backend default applies): {missing}"
    assert all(generation_budget(cfg) > 256 for cfg in tasks.values())


@pytest.mark.parametrize("task,budget", sorted(EXPECTED.items()))
def test_budgets_are_the_papers_or_the_documented_default(task, budget):
    assert generation_budget(generation_tasks()[task]) == budget


def test_the_check_catches_a_missing_budget():
    assert generation_budget({"output_type": "generate_until", "generation_kwargs": {"until": []}}) is None
    assert generation_budget({"generation_kwargs": None}) is None
    with pytest.raises(ValueError):
        generation_budget({"output_type": "loglikelihood"})
