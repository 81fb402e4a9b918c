"""The round-4 black-box probes (bench/probes/) still build the same cases, balanced, and their repros run.

Each probe is loaded in its own interpreter: both folders hold a `problems.py`, which each probe.py puts on
`sys.path` under that plain name. Only the generators run here (no grading); the repro scripts grade their
few dozen cases, so the whole file stays a few seconds.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections import Counter, defaultdict
from pathlib import Path

import pytest

PROBES = Path(__file__).resolve().parents[2] / "bench" / "probes"

# Load a probe.py by path, build its cases without grading them, print the fields the test needs.
_BUILD = """
import importlib.util, json, sys
spec = importlib.util.spec_from_file_location("probe", sys.argv[1])
probe = importlib.util.module_from_spec(spec)
spec.loader.exec_module(probe)
cases = probe.build() if hasattr(probe, "build") else probe.cases(1)
keep = ("id", "twin_of", "kind", "expected", "family", "pattern", "pid")
print(json.dumps([{k: c.get(k) for k in keep} for c in cases]))
"""

# (probe, the case counts it builds by kind, the keys whose every group with a right case needs a wrong one)
PROBE_CASES = [
    ("modern", {"right": 3732, "wrong": 3732, "inter": 760}, ("family", "pid")),
    ("long", {"right": 516, "twin": 532, "negative": 16}, ("pattern", "family")),
]


def _build(name: str) -> list[dict]:
    out = subprocess.run(
        [sys.executable, "-c", _BUILD, str(PROBES / name / "probe.py")],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    return json.loads(out.stdout)


@pytest.mark.parametrize(("name", "kinds", "keys"), PROBE_CASES, ids=[p[0] for p in PROBE_CASES])
def test_probe_builds_the_same_balanced_cases(name: str, kinds: dict[str, int], keys: tuple[str, ...]) -> None:
    cases = _build(name)
    # The counts README and docs/checker.md quote: a change to the generator changes them.
    assert Counter(c["kind"] for c in cases) == kinds
    assert all(c["expected"] == (c["kind"] == "right") for c in cases)
    for key in keys:
        labels: dict[str, set[bool]] = defaultdict(set)
        for c in cases:
            labels[c[key]].add(c["expected"])
        unbalanced = sorted(k for k, seen in labels.items() if True in seen and False not in seen)
        assert not unbalanced, f"{name}: {key} groups with a right case and no wrong one: {unbalanced}"
    if name == "long":  # every right case has a wrong twin built from the same problem
        right = {c["id"] for c in cases if c["kind"] == "right"}
        assert right <= {c["twin_of"] for c in cases if c["kind"] == "twin"}


@pytest.mark.parametrize(("name", "n_cases"), [("modern", 64), ("long", 22)])
def test_repro_runs(name: str, n_cases: int) -> None:
    out = subprocess.run(
        [sys.executable, str(PROBES / name / "repro.py")],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    verdicts = [line for line in out.stdout.splitlines() if re.search(r"\b(ok|FAIL)\b", line)]
    assert len(verdicts) == n_cases, out.stdout  # one ok/FAIL line a case; a FAIL is a known limit, not an error
