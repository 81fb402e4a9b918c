"""The task YAMLs' repeating lines are generated from the declarations (hardmath.lmeval.generate_yaml)."""

from __future__ import annotations

import dataclasses
import re
import sys
import textwrap
from typing import TYPE_CHECKING

import pytest
import yaml

from hardmath.benchmarks import Benchmark, all_benchmarks
from hardmath.lmeval import generate_yaml as gen

if TYPE_CHECKING:
    from pathlib import Path

HOMES = [b.folder() for b in all_benchmarks()]


def test_committed_yamls_are_what_the_generator_writes():
    todo = gen.stale()
    assert not todo, f"stale generated YAML: {sorted(map(str, todo))}; run {gen.COMMAND}"


def test_no_metric_list_or_class_is_written_by_hand():
    generated = 0
    for path in (p for home in HOMES for p in sorted(home.glob("*.yaml"))):
        text = path.read_text()
        hand = gen.hand_written(text)
        cfg = yaml.load(hand, Loader=gen._Loader) or {}  # noqa: S506 - _Loader is a SafeLoader
        assert not {"metric_list", "class"} & set(cfg), f"{path.name}: written by hand"
        assert not re.search(r"^\s*- \{?metric: \w+@\d", hand, re.MULTILINE), path.name  # no pass@k / maj@k line
        generated += gen.MARK in text
    assert generated >= 45  # every task YAML's class, and the base YAMLs' metric_list


def test_the_sampling_grid_and_breakdowns_come_from_the_declaration():
    harp = next(b for b in all_benchmarks() if b.name == "harp")
    shape = harp.declaration.shape("harp_default_sampling")
    names = [m.name for m in shape.metric_list()]
    assert names[4:] == [
        f"{c}@{k}" for c in ("pass", "maj") for k in (1, 2, 4, 8, 16, 32, 64)
    ]  # after n_backend_errors
    edited = dataclasses.replace(shape, k=(1, 2))  # a different grid writes a different YAML
    text = gen.block(edited.task_class, edited.metric_list())
    assert "pass@2" in text and "pass@4" not in text and "maj@2" in text
    default = harp.declaration.shape("harp_default_level_3")
    assert [m.name for m in default.columns()][:7] == [f"correct_level_{n}" for n in range(1, 7)] + [
        "correct_prealgebra"
    ]
    var = harp.declaration.shape("harp_var")  # paired: each level's block of metrics together
    assert [m.name for m in var.columns()][:2] == ["var_acc_level_1", "var_ci_low_level_1"]
    assert {m.aggregation for m in var.columns()} >= {"hardmath_harp_var_mean", "hardmath_harp_drop"}


HOME = {
    "__init__.py": "",
    "declaration.py": """
        from hardmath.declaration import CORRECT, Breakdown, Declaration, TaskShape

        BENCHMARK = Declaration(name="gen_home", title="G", description="d", task_prefixes=("gen_home",),
                                shapes=(TaskShape((Breakdown(("a", "b"), ("correct",)),), prefixes=("gen_home",),
                                                  metrics=(CORRECT,), yaml="_base.yaml", task_class="utils.T"),))
        """,
    "_base.yaml": "output_type: generate_until\n",
    "gen_home_x.yaml": "include: _base.yaml\ntask: gen_home_x\n",
}


@pytest.fixture()
def home(tmp_path, monkeypatch) -> Benchmark:
    folder = tmp_path / "gen_home"
    folder.mkdir()
    for name, text in HOME.items():
        (folder / name).write_text(textwrap.dedent(text).lstrip())
    monkeypatch.syspath_prepend(str(tmp_path))
    for name in ("gen_home", "gen_home.declaration"):  # each test imports its own copy
        monkeypatch.delitem(sys.modules, name, raising=False)
    return Benchmark("gen_home", "gen_home")


def _write(expected: dict[Path, str]) -> None:
    for path, text in expected.items():
        path.write_text(text)


def test_generating_twice_changes_nothing_and_keeps_the_hand_written_part(home):
    _write(gen.expected(home))
    base, task = home.folder() / "_base.yaml", home.folder() / "gen_home_x.yaml"
    assert gen.stale([home]) == {}
    assert base.read_text().startswith("output_type: generate_until\n" + gen.MARK)
    assert yaml.load(base.read_text(), Loader=gen._Loader)["metric_list"] == [  # noqa: S506 - a SafeLoader
        {"metric": m, "aggregation": a, "higher_is_better": True}
        for m, a in (("correct", "mean"), ("correct_a", "hardmath_mean"), ("correct_b", "hardmath_mean"))
    ]
    assert yaml.load(task.read_text(), Loader=gen._Loader)["class"] == "utils.T"  # noqa: S506 - a SafeLoader
    base.write_text(base.read_text().replace("correct_b", "correct_c"))  # a hand edit below the mark
    assert list(gen.stale([home])) == [base]


def test_a_hand_written_metric_list_or_a_missing_yaml_is_refused(home):
    task = home.folder() / "gen_home_x.yaml"
    task.write_text(task.read_text() + "metric_list: []\n")
    with pytest.raises(gen.GenerationError, match="gen_home_x.yaml"):
        gen.expected(home)
    task.write_text("include: _base.yaml\ntask: gen_home_x\n")
    (home.folder() / "_base.yaml").unlink()
    with pytest.raises(gen.GenerationError, match="_base.yaml"):
        gen.expected(home)


def test_a_shape_that_cannot_write_its_metric_list_is_refused():
    from hardmath.declaration import CORRECT, SAMPLING, Breakdown, TaskShape

    with pytest.raises(ValueError, match="not among the shape's metrics"):
        TaskShape((Breakdown(("a",), ("no_answer",)),), prefixes=("x",), metrics=(CORRECT,))
    with pytest.raises(ValueError, match="sampling"):
        TaskShape((), prefixes=("x",), kind=SAMPLING, metrics=(CORRECT,))  # no k grid
    with pytest.raises(ValueError, match="unknown task kind"):
        TaskShape((), prefixes=("x",), kind="mcq")
