"""Every template: deterministic, original reproduces itself, snapshots differ, checks agree."""

from __future__ import annotations

import importlib
import re
from fractions import Fraction
from pathlib import Path

import pytest
import sympy

from hardmath.variations import Original, templates
from hardmath.variations.engine import PLACEHOLDER

ALL = templates()
SEEDS = list(range(25))


def _same(a, b) -> bool:
    if isinstance(a, (tuple, list)) and isinstance(b, (tuple, list)):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, (set, frozenset)) and isinstance(b, (set, frozenset)):
        return a == b
    if isinstance(a, str) or isinstance(b, str):
        return a == b
    if isinstance(a, (int, Fraction)) and isinstance(b, (int, Fraction)):
        return a == b
    return sympy.simplify(sympy.nsimplify(a) - sympy.nsimplify(b)) == 0


def test_one_module_per_year_holds_that_years_templates():
    """A reader finds putnam_1980_a3 in variations/templates/y1980.py, without grep."""
    package = importlib.import_module("hardmath.variations.templates")

    folder = Path(package.__file__).parent
    modules = sorted(p.stem for p in folder.glob("y*.py"))
    for stem in modules:
        module = importlib.import_module(f"{package.__name__}.{stem}")
        assert module.TEMPLATES, f"{stem}.py holds no template"
        for t in module.TEMPLATES:
            assert t.name.startswith(f"putnam_{stem[1:]}_"), f"{t.name} sits in {stem}.py"
            assert re.fullmatch(r"putnam_\d{4}_[ab][1-6]", t.name), t.name
    assert all(re.fullmatch(r"y\d{4}", m) for m in modules), modules
    assert sum(len(importlib.import_module(f"{package.__name__}.{m}").TEMPLATES) for m in modules) == len(
        templates("putnam")
    )


def test_counts():
    kinds = [t.kind for t in templates("putnam")]
    assert len(kinds) >= 100, f"only {len(kinds)} templates"
    assert kinds.count("constant") >= 40, f"only {kinds.count('constant')} constant templates"
    assert set(kinds) <= {"variable", "constant"}


@pytest.mark.parametrize("t", ALL, ids=lambda t: t.name)
def test_template(t):
    original = t.snapshot(Original)
    assert original.problem and original.answer and original.solution
    assert not PLACEHOLDER.search(original.problem + original.solution + original.answer)
    assert len(t.statements) >= 2, "needs at least one rephrasing"
    assert t.variables, "needs at least one variable to rename"
    if t.kind == "constant":
        assert t.constants and t.value is not None and t.check is not None
        p0 = t.original_params()
        assert _same(t.check(p0), t.value(p0)), "check disagrees at the original constants"
    seen = set()
    for seed in SEEDS:
        snap = t.snapshot(seed)
        assert snap == t.snapshot(seed), "not deterministic"
        assert not PLACEHOLDER.search(snap.problem + snap.solution + snap.answer)
        assert snap.problem != original.problem, f"seed {seed} repeats the original statement"
        if t.kind == "constant":
            params = t.params_for(seed)
            assert _same(t.check(params), t.value(params)), f"seed {seed}: check != closed form ({params})"
        seen.add(snap.problem)
    assert len(seen) > 1, "all seeds give the same snapshot"
