"""The seam's one explicit register(): idempotent, nothing at import, refuses a name taken by another object."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from hardmath.lmeval import RegistrationConflict, filters, register
from hardmath.lmeval.compat import lm_eval_registry, registered
from hardmath.lmeval.registration import aggregations

REPO = Path(__file__).resolve().parents[2]
filter_registry, metric_registry, aggregation_registry = (
    lm_eval_registry(kind) for kind in ("filter", "metric", "aggregation")
)


def test_register_twice_keeps_our_objects():
    register()
    register()  # idempotent: no error, same objects
    assert filter_registry.get("hardmath_grade") is filters.GradeFilter
    assert filter_registry.get("hardmath_extract") is filters.ExtractFilter
    assert registered("metric", "correct") is filters.correct
    assert registered("metric", "no_answer") is filters.no_answer
    for name, fn in aggregations().items():
        assert aggregation_registry.get(name) is fn, name


def test_every_benchmark_aggregation_is_registered():
    register()
    assert {
        "hardmath_mean",
        "hardmath_count",
        "hardmath_tf_ratio",
        "hardmath_putnam_var_mean",
        "hardmath_putnam_drop",
    } <= set(aggregations())


def _someone_elses(*_args, **_kwargs) -> float:
    return 0.0


@pytest.mark.parametrize(
    "registry,name",
    [
        (metric_registry, "correct"),
        (metric_registry, "no_answer"),
        (filter_registry, "hardmath_grade"),
        (aggregation_registry, "hardmath_mean"),
    ],
)
def test_a_name_taken_by_another_plugin_is_refused(monkeypatch, registry, name):
    register()
    monkeypatch.setitem(registry._objs, name, _someone_elses)  # another plugin got there first
    with pytest.raises(RegistrationConflict, match=rf"{name!r} is already registered to .*_someone_elses"):
        register()


def _fresh_python(code: str, **env: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=300, env={**os.environ, **env}, cwd=REPO
    )


def test_nothing_registers_at_import():
    code = (
        "import hardmath.lmeval, hardmath.lmeval.filters, hardmath.lmeval.teacher_forcing, hardmath.benchmarks\n"
        "import hardmath.lm_eval_tasks.harp.analysis, hardmath.lm_eval_tasks.putnam_axiom.analysis\n"
        "from hardmath.lmeval.compat import lm_eval_registry\n"
        "filter_registry, metric_registry, aggregation_registry = (\n"
        "    lm_eval_registry(k) for k in ('filter', 'metric', 'aggregation'))\n"
        "from lm_eval.api.model import LM\n"
        "taken = [n for n in ('hardmath_grade',) if n in filter_registry]\n"
        "taken += [n for n in ('correct', 'no_answer') if n in metric_registry]\n"
        "taken += [n for n in ('hardmath_mean', 'hardmath_putnam_drop') if n in aggregation_registry]\n"
        "assert not taken and not hasattr(LM, 'teacher_forced'), taken\n"
        "hardmath.lmeval.register()\n"
        "assert 'hardmath_grade' in filter_registry\n"
        "assert not hasattr(LM, 'teacher_forced')  # only a teacher-forced task adds it\n"
        "print('ok')"
    )
    proc = _fresh_python(code, HARDMATH_AUTOLOAD="0")
    assert proc.returncode == 0 and "ok" in proc.stdout, proc.stderr[-3000:]


def test_any_dataset_loads_without_importing_its_benchmark_first(tmp_path):
    folder = tmp_path / "putnam_axiom"
    folder.mkdir()
    (folder / "full_eval.jsonl").write_text('{"id": "p1", "problem": "P", "solution": "S"}\n')
    code = (
        "from hardmath.data import load_rows\n"
        "rows = load_rows('putnam_axiom_full_eval')\n"
        "assert [r['id'] for r in rows] == ['p1'], rows\n"
        "print('ok')"
    )
    proc = _fresh_python(code, HARDMATH_DATA_DIR=str(tmp_path), HARDMATH_ALLOW_SUBSET="1")
    assert proc.returncode == 0 and "ok" in proc.stdout, proc.stderr[-3000:]


def test_only_the_installed_sub_packages_import():
    """No path trick: ``hardmath`` is the installed package, its sub-packages are the card's folders
    (mapped by the install), and the checkout's other folders are not part of it.
    """
    import importlib.util

    import hardmath
    import hardmath.equivalence

    assert list(hardmath.__path__) == [str(REPO / "hardmath")]
    assert hardmath.equivalence.__file__.startswith(str(REPO / "equivalence"))
    for name in ("hardmath.setup", "hardmath.tests", "hardmath.bench"):
        assert importlib.util.find_spec(name) is None, name


def test_only_the_seam_imports_lm_eval():
    """The checker, the variation engine, the benchmarks and the report never import lm-eval."""
    seam = REPO / "hardmath" / "lmeval"
    offenders = [
        str(p.relative_to(REPO))
        for folder in ("equivalence", "variations", "lm_eval_tasks", "hardmath")
        for p in (REPO / folder).rglob("*.py")
        if seam not in p.parents and any(s in p.read_text(encoding="utf-8") for s in ("import lm_eval", "from lm_eval"))
    ]
    assert not offenders, f"lm-eval imported outside hardmath/lmeval: {offenders}"
