"""Metamorphic tests of the checker (bench/metamorphic.py): answer-preserving transforms keep every
verdict, answer-changing ones flip every correct verdict to false, over every labeled corpus.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench"


def _bench():
    spec = importlib.util.spec_from_file_location("bench_metamorphic", BENCH / "bench_metamorphic.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("bench_metamorphic", module)
    spec.loader.exec_module(module)
    return module


def _check(every: int) -> dict:
    bench = _bench()
    results = bench.run(bench.labeled_cases(every))
    broken = {name: row["broken"][:3] for name, row in results.items() if row["broken"]}
    assert not broken, broken
    return results


def test_metamorphic_sample() -> None:
    results = _check(every=5)
    assert sum(row["applied"] for row in results.values()) > 5000


@pytest.mark.slow
def test_metamorphic_every_case() -> None:
    results = _check(every=1)
    meta = _bench()._module("metamorphic")
    assert set(results) == set(meta.PRESERVING) | set(meta.CHANGING)  # every transform applied somewhere


def test_a_changing_transform_changes_the_answer() -> None:
    meta = _bench()._module("metamorphic")
    r = "So the point is $\\boxed{(2, 5)}$."
    assert meta.CHANGING["swap_ordered_pair"](r, "(2, 5)", "(2,5)") == "So the point is $\\boxed{(5, 2)}$."
    assert meta.CHANGING["drop_part"]("$\\boxed{1, 2, 3}$", "1, 2, 3", "1,2,3") == "$\\boxed{1, 2}$"
    assert meta.CHANGING["sign"]("The answer is 12.", "12", "12") == "The answer is -12."
    assert meta.PRESERVING["unit_spacing"]("It is 5 cm long.", "5 cm", "5") == "It is 5cm long."
