"""Identical verdicts across runs, hash seeds and processes; repeated pairs hit the cache."""

import json
import os
import subprocess
import sys
import time

from hardmath.equivalence import compare, is_equivalent

PAIRS = [
    (r"\frac{1}{2}", "0.5"),
    ("(1,2)", "(2,1)"),
    ("x^2-1", "(x-1)(x+1)"),
    (r"\pi", "3.14"),
    ("Alice", "alice"),
    (r"\{1,2\}", r"\{2,1\}"),
    (r"2001^{2002^{2003}}", "1"),
    ("[1,2)", "[1,2]"),
    (r"\sqrt{8}", r"2\sqrt{2}"),
    ("3", "4"),
]
SCRIPT = (
    "import json,sys; from hardmath.equivalence import is_equivalent as e; "
    "print(json.dumps([[bool(v), v.reason] for v in (e(a, b) for a, b in json.loads(sys.argv[1]))]))"
)


def _hits() -> int:
    return compare.DECISIONS.info()["hits"]


def test_cache_makes_repeats_cheap():
    compare.DECISIONS.clear()
    a, b = r"\frac{x^2-1}{x-1}", "x+1"
    first = is_equivalent(a, b)
    hits = _hits()
    t = time.perf_counter()
    for _ in range(64):  # maj@64 style
        assert is_equivalent(a, b) == first
    assert _hits() == hits + 64
    assert (time.perf_counter() - t) / 64 < 1e-3
    # the cache keys on normalized text: spacing variants share an entry
    assert is_equivalent(r"\dfrac{x^2-1}{x-1}", "x + 1") == first


def _run(seed: str) -> list:
    env = {**os.environ, "PYTHONHASHSEED": seed}
    out = subprocess.run(
        [sys.executable, "-c", SCRIPT, json.dumps(PAIRS)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    return json.loads(out.stdout)


def test_deterministic_across_processes_and_seeds():
    here = [[bool(v), v.reason] for v in (is_equivalent(a, b) for a, b in PAIRS)]
    assert here == _run("1") == _run("12345")
    assert [ok for ok, _ in here] == [True, False, True, False, True, True, False, False, True, False]
