"""Symmetry: is_equivalent(a, b) == is_equivalent(b, a) over every labeled corpus, except where a
written rule gives the gold a role (README, "Grading rules"): the gold's base decides a base-n
numeral, and the gold decides whether a repeated solution counts.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from hardmath.equivalence import grade, is_equivalent
from hardmath.equivalence.extract import gold_answer

BENCH = Path(__file__).resolve().parents[2] / "bench"
ROLE_RULES = ("base differs", "base-n digits", "set size differs")  # the gold's role, by a written rule


def _bench():
    spec = importlib.util.spec_from_file_location("bench_equivalence", BENCH / "bench_equivalence.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _pairs() -> list[tuple[str, str, str]]:
    bench = _bench()
    out = []
    for path in bench.all_corpora():
        for case in bench.load_corpus(path):
            if len(case["response"]) + len(case["gold"]) > 4000:
                continue  # huge inputs are the bounds tests' business
            answer = grade(case["response"], case["gold"]).answer
            if answer is not None:
                out.append((case["id"], answer, gold_answer(case["gold"])))
    return out


@pytest.fixture(scope="module")
def pairs() -> list[tuple[str, str, str]]:
    return _pairs()


def test_every_corpus_is_symmetric(pairs) -> None:
    assert len(pairs) > 1000
    broken = []
    for case_id, answer, gold in pairs:
        forward, backward = is_equivalent(answer, gold), is_equivalent(gold, answer)
        if bool(forward) != bool(backward) and not any(r in forward.reason + backward.reason for r in ROLE_RULES):
            broken.append((case_id, answer, gold, forward.reason, backward.reason))
    assert not broken, broken[:10]


@pytest.mark.parametrize(
    "a,b",
    [
        ("D", "(D) Alina"),
        ("\\text{neither}", "neither even nor odd"),
        ("5\\text{ cm}", "50 mm"),
        ("x = 3", "3"),
        ("2,74", "2.74"),
    ],
)
def test_roles_do_not_matter(a: str, b: str) -> None:
    assert bool(is_equivalent(a, b)) and bool(is_equivalent(b, a))
