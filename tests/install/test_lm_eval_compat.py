"""hardmath.lmeval.compat: the answers it gives on the installed lm-eval release (CI runs the
oldest supported, 0.4.12, and the newest, 0.4.13).
"""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest
from conftest import load_tasks

from hardmath.lm_eval_tasks import TASKS_DIR
from hardmath.lmeval import compat


def test_version_tuple_orders_releases():
    assert compat.version_tuple("0.4.9.1") == (0, 4, 9, 1)
    assert compat.version_tuple("0.4.13.dev0") == (0, 4, 13)
    assert compat.version_tuple("0.4.9.1") < compat.version_tuple("0.4.10") < compat.version_tuple("0.4.13")
    with pytest.raises(ValueError):
        compat.version_tuple("main")


def test_installed_release_is_in_the_supported_range():
    installed = compat.version_tuple(compat.lm_eval_version())
    assert compat.version_tuple(compat.OLDEST) <= installed < (0, 5)


def test_task_yaml_path_reads_an_index_entry():
    assert compat.task_yaml_path(SimpleNamespace(yaml_path=Path("/b.yaml"))) == "/b.yaml"
    assert compat.task_yaml_path(SimpleNamespace(yaml_path=None)) is None


def _generation_request(doc_id: int = 3) -> object:
    """A ``generate_until`` request as the installed lm-eval builds one; fails loudly on an
    ``Instance`` whose public data is in neither shape that generation_limits.generation_record knows.
    """
    import dataclasses

    from lm_eval.api.instance import Instance

    metadata = {f.name: f for f in dataclasses.fields(Instance)}["metadata"].default_factory()
    args = {"request_type": "generate_until", "doc": {"q": 1}, "arguments": ("Q:", {"until": []})}
    if isinstance(metadata, dict):  # 0.5.0.dev1: task_name and doc_id are fields, metadata is free
        return Instance(**args, task_name="t", doc_id=doc_id, metadata={"metric_kwargs": {"k": 1}})
    assert metadata == (None, None, None), f"lm-eval's Instance.metadata changed: {metadata!r}"
    return Instance(**args, idx=0, metadata=("t", doc_id, 1))


def test_generation_record_leaves_lm_evals_request_as_it_built_it():
    import copy
    import dataclasses

    from hardmath.lmeval.generation_limits import GENERATION_RECORD, generation_record

    request = _generation_request(doc_id=103)
    before = {f.name: getattr(request, f.name) for f in dataclasses.fields(request)}
    attributes = dict(vars(request))
    assert generation_record(request) is None  # not a hardmath request: untouched
    record = generation_record(request, start=True)
    assert record == []
    assert generation_record(request) is record
    assert generation_record(copy.copy(request)) is record  # found by its public metadata, not by identity
    assert generation_record(_generation_request(doc_id=104)) is None  # another document: none
    record.append(("x", None))
    after = {f.name: getattr(request, f.name) for f in dataclasses.fields(request)}
    if isinstance(request.metadata, dict):  # 0.5: the official home, lm-eval's own keys kept
        assert after["metadata"] == {"metric_kwargs": {"k": 1}, GENERATION_RECORD: [("x", None)]}
        after["metadata"], before["metadata"] = {}, {}
    else:  # 0.4.x: no attribute of ours on lm-eval's request (issue 42: a side table)
        assert vars(request) == attributes
    assert after == before  # every field, the (task, doc_id, repeats) tuple included
    assert (request.task_name, request.doc_id) == ("t", 103)
    assert type(request).__name__ == "Instance"
    assert generation_record(request, start=True) == []  # a new run of the same task starts afresh


def test_task_base_is_lm_evals_generation_task_class():
    from lm_eval.api import task as api

    from hardmath.lmeval.tasks import ConfigurableTask, HardmathTask

    assert HardmathTask.__bases__ == (ConfigurableTask,)
    generate = getattr(api, "GenerateTask", None)
    if generate is None:  # up to 0.4.13: lm-eval's own class, nothing between
        assert ConfigurableTask is api.ConfigurableTask
    else:  # 0.5.0.dev1: ConfigurableTask is the abstract Task; one level over GenerateTask
        assert ConfigurableTask.__bases__ == (generate,)
        assert set(vars(ConfigurableTask)) - {"__module__", "__qualname__", "__doc__"} == {"aggregate"}


class _Scorer:
    """What aggregate_without_own_bootstrap reads of a 0.5 scorer: reduced docs and aggregate()."""

    def __init__(self, docs: dict, aggregation: dict) -> None:
        self.reduced_docs, self.aggregation, self.calls = docs, aggregation, []

    def aggregate(self, docs: dict, bootstrap_iters: int | None = 100000) -> tuple[dict, int]:
        self.calls.append((sorted({m for row in docs.values() for m in row}), bootstrap_iters))
        out = {}
        for metric in dict.fromkeys(m for row in docs.values() for m in row):
            values = [row[metric] for row in docs.values() if metric in row]
            out[f"{metric},s"] = self.aggregation[metric](values)
            out[f"{metric}_stderr,s"] = f"boot{bootstrap_iters}" if bootstrap_iters else "N/A"
        return out, len(docs)


def test_own_aggregations_are_not_bootstrapped_and_keys_keep_their_order():
    from hardmath.lmeval import register
    from hardmath.lmeval.registration import aggregations

    register()
    own = aggregations()["hardmath_mean"]

    def mean(xs: list) -> float:
        return sum(xs) / len(xs)

    aggregation = {"correct": mean, "max_length": own, "correct_algebra": own}
    docs = {
        0: {"correct": 1, "max_length": None, "correct_algebra": None},
        1: {"correct": 0, "max_length": None, "correct_algebra": 1},
    }
    scorer = _Scorer(docs, aggregation)
    task = SimpleNamespace(scorers=[scorer], aggregation=lambda: aggregation)
    result, size = compat.aggregate_without_own_bootstrap(task, 1000, aggregations().values())
    assert size == 2
    assert list(result) == [
        "correct,s",
        "correct_stderr,s",
        "max_length,s",
        "max_length_stderr,s",
        "correct_algebra,s",
        "correct_algebra_stderr,s",
    ]
    assert result["correct,s"] == 0.5 and result["correct_stderr,s"] == "boot1000"  # lm-eval's own: as lm-eval gives it
    assert result["max_length,s"] is None and result["max_length_stderr,s"] == "N/A"  # ours: as 0.4.x gives it
    assert result["correct_algebra,s"] == 1.0 and result["correct_algebra_stderr,s"] == "N/A"
    assert scorer.calls == [
        (["correct", "correct_algebra", "max_length"], 0),
        (["correct"], 1000),
    ]  # ours never bootstrapped
    scorer.calls.clear()
    assert compat.aggregate_without_own_bootstrap(task, 0, aggregations().values())[0]["correct_stderr,s"] == "N/A"
    assert scorer.calls == [(["correct", "correct_algebra", "max_length"], 0)]


def test_our_filters_metrics_and_aggregations_are_registered():
    from hardmath.lmeval import register

    register()
    assert "hardmath_grade" in compat.lm_eval_registry("filter")
    assert "correct" in compat.lm_eval_registry("metric")
    assert "hardmath_mean" in compat.lm_eval_registry("aggregation")
    assert "hardmath_no_such_metric" not in compat.lm_eval_registry("metric")


def test_task_manager_module_of_this_release_is_patched():
    import sys

    from lm_eval.tasks import TaskManager

    assert compat.has_task_manager(sys.modules.get(compat.TASK_MANAGER_MODULE)), "TaskManager moved"
    assert getattr(TaskManager.__init__, "_hardmath", False), "the autoload hook did not wrap TaskManager"


def test_task_config_and_tasks_load_through_compat(shared_data, monkeypatch):
    from lm_eval.tasks import TaskManager

    monkeypatch.setenv("HARDMATH_DATA_DIR", str(shared_data))
    manager = TaskManager()
    path = compat.task_yaml_path(compat.task_index(manager)["harp_default_level_6"])
    assert path and Path(path).resolve().is_relative_to(Path(TASKS_DIR).resolve())
    config = compat.load_task_yaml(path)
    assert config["task"] == "harp_default_level_6" and "include" not in config  # includes merged
    assert callable(config["process_results"])  # !function resolved
    tasks = load_tasks(manager, ["harp_default_level_6"])
    assert list(tasks) == ["harp_default_level_6"]


def test_teacher_forced_tasks_take_the_last_includes_keys(shared_data, monkeypatch):
    from lm_eval.tasks import TaskManager

    monkeypatch.setenv("HARDMATH_DATA_DIR", str(shared_data))
    task = load_tasks(TaskManager(), ["harp_proof_tfa"])["harp_proof_tfa"]
    assert task.config.doc_to_target == "{{solution}}"  # _teacher_forcing_base.yaml, included last, won


def test_declared_range_and_ci_pins_match_compat():
    tomllib = pytest.importorskip("tomllib")  # Python 3.11+

    repo = Path(__file__).resolve().parents[2]
    deps = tomllib.loads((repo / "pyproject.toml").read_text())["project"]["dependencies"]
    assert f"lm-eval[hf]{compat.SUPPORTED}" in deps
    assert not [d for d in deps if d.split("[")[0].split("=")[0].split(">")[0].strip() in {"torch", "pytest"}]
    pins = {
        path: dict(
            line.split("==", 1)
            for line in (repo / "constraints" / path).read_text().splitlines()
            if "==" in line and not line.startswith("#")
        )
        for path in ("ci.txt", "ci-oldest.txt")
    }
    assert pins["ci-oldest.txt"]["lm_eval"] == compat.OLDEST
    assert compat.version_tuple(pins["ci.txt"]["lm_eval"]) > compat.version_tuple(compat.OLDEST)


def test_autoload_patches_the_module_that_defines_task_manager():
    """lm_eval.tasks.manager defines TaskManager (lm_eval.tasks imports it): the hook waits for it."""
    from types import ModuleType

    from hardmath.lmeval import discovery

    class TaskManager:
        def __init__(self, verbosity=None, include_path=None, include_defaults=True, metadata=None):
            self.include_path = include_path

    defining, package = ModuleType("lm_eval.tasks.manager"), ModuleType("lm_eval.tasks")
    defining.TaskManager = TaskManager
    discovery.patch_task_manager(package)  # no TaskManager here: nothing to do, no error
    discovery.patch_task_manager(defining)
    discovery.patch_task_manager(defining)  # idempotent
    assert getattr(TaskManager.__init__, "_hardmath", False)
    assert TaskManager().include_path == [discovery.tasks_dir()]
    assert TaskManager(include_defaults=False, include_path="x").include_path == "x"
    assert compat.TASK_MANAGER_MODULE == "lm_eval.tasks.manager"


def test_autoload_finder_answers_only_for_the_task_manager_module():
    import sys

    from hardmath import _autoload

    finder = _autoload._Finder()
    sys.meta_path.insert(0, finder)
    try:
        assert finder.find_spec("lm_eval.tasks", None) is None  # the package is handed on untouched
        spec = finder.find_spec(compat.TASK_MANAGER_MODULE, None)
    finally:
        sys.meta_path.remove(finder)
    assert spec is not None and isinstance(spec.loader, _autoload._Loader)
