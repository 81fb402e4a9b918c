"""Every verdict on every bench corpus has a closed status (Verdict.status, logged in the grade
record), and the status agrees with the verdict's flags.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

from hardmath.equivalence import grade
from hardmath.grade_record import STATUSES, GradeRecord

BENCH = Path(__file__).resolve().parents[2] / "bench"


def _bench():
    spec = importlib.util.spec_from_file_location("bench_equivalence", BENCH / "bench_equivalence.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_corpus_verdict_has_a_closed_status():
    bench = _bench()
    seen: dict[str, int] = {}
    for path in bench.all_corpora():
        for case in bench.load_corpus(path):
            if len(case["response"]) + len(case["gold"]) > 4000:
                continue  # huge inputs are the bounds tests' business
            v = grade(case["response"], case["gold"])
            assert v.status in STATUSES, (case["id"], v)
            assert GradeRecord.from_verdict(v).status == v.status
            assert (v.status == "equal") == bool(v), (case["id"], v)
            assert (v.status in ("no_answer", "unfinished")) == v.no_answer, (case["id"], v)
            seen[v.status] = seen.get(v.status, 0) + 1
    assert {"equal", "differs", "no_answer"} <= set(seen), seen
