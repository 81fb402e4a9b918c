"""The sealed split (bench/sealed.py) is stable, about 30% of every source, and hidden by the dev tools."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench"


def _module(name: str):
    spec = importlib.util.spec_from_file_location(name, BENCH / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_split_is_stable_and_about_thirty_percent():
    sealed = _module("sealed")
    keys = [sealed.corpus_key("math_verify_tests.jsonl", f"case-{i}") for i in range(2000)]
    share = sum(map(sealed.is_sealed, keys)) / len(keys)
    assert 0.27 < share < 0.33
    assert [sealed.is_sealed(k) for k in keys] == [sealed.is_sealed(k) for k in keys]


def test_twins_share_the_split_of_their_group():
    sealed = _module("sealed")
    right = {"pid": "p1", "style": "bold", "kind": "right"}
    assert sealed.modern_key(right) == sealed.modern_key({**right, "kind": "wrong"})
    assert sealed.long_key({"id": 7, "twin_of": None}) == sealed.long_key({"id": 8, "twin_of": 7})


def test_verdict_diff_hides_sealed_lines():
    sys.path.insert(0, str(BENCH))
    try:
        diff = _module("verdict_diff")
        sealed = _module("sealed")
    finally:
        sys.path.remove(str(BENCH))
    ids = [f"x{i}" for i in range(50)]
    hidden = [i for i in ids if sealed.is_sealed(f"c.jsonl:{i}")]
    shown = [i for i in ids if not sealed.is_sealed(f"c.jsonl:{i}")]
    assert hidden and shown
    assert diff._sealed(f"c.jsonl:{hidden[0]}:auto: [True] -> [False]")
    assert not diff._sealed(f"c.jsonl:{shown[0]}:mcq: [True] -> [False]")
