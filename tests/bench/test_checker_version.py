"""The checker version moves with the checker's verdicts: every verdict on the committed corpora
(bench/ corpora, inputs under 4,000 characters) is fingerprinted in checker_verdicts.json with the
CHECKER_VERSION it was taken under; a change of any verdict without a version bump fails here, so
results graded by two different checkers never carry one version (``hardmath compare`` gates on it).

After an intended verdict change: bump ``hardmath.equivalence.version.CHECKER_VERSION`` and run
``python tests/bench/test_checker_version.py --write``.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import sys
from pathlib import Path

from hardmath.equivalence import grade
from hardmath.equivalence.version import CHECKER_VERSION

HERE = Path(__file__).resolve().parent
BENCH = HERE.parents[1] / "bench"
PINNED = HERE / "checker_verdicts.json"
UNSTABLE = ("timeout", "checker_error")  # decided by the machine's load, not by the checker's rules


def _bench():
    spec = importlib.util.spec_from_file_location("bench_equivalence", BENCH / "bench_equivalence.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def verdicts() -> dict[str, str]:
    """corpus:case id -> status of every committed corpus case the fingerprint covers."""
    bench, out = _bench(), {}
    for path in bench.all_corpora():
        for case in bench.load_corpus(path):
            if len(case["response"]) + len(case["gold"]) <= 4000:
                out[f"{path.name}:{case['id']}"] = grade(case["response"], case["gold"]).status
    return out


def fingerprint(found: dict[str, str]) -> str:
    stable = sorted(f"{key}\t{status}" for key, status in found.items() if status not in UNSTABLE)
    return hashlib.sha256("\n".join(stable).encode("utf-8")).hexdigest()


def test_verdicts_change_only_with_a_checker_version_bump():
    pinned = json.loads(PINNED.read_text(encoding="utf-8"))
    found = verdicts()
    assert len(found) >= 1400, len(found)
    if pinned["checker_version"] == CHECKER_VERSION:
        assert fingerprint(found) == pinned["fingerprint"], (
            f"a verdict on the committed corpora changed under checker version {CHECKER_VERSION}: bump "
            "CHECKER_VERSION (equivalence/version.py) and run `python tests/bench/test_checker_version.py --write`"
        )
    else:
        assert fingerprint(found) != pinned["fingerprint"], (
            f"CHECKER_VERSION moved to {CHECKER_VERSION} but no verdict changed; rewrite the fingerprint with --write"
        )


if __name__ == "__main__" and sys.argv[1:] == ["--write"]:
    found = verdicts()
    unstable = sorted(k for k, s in found.items() if s in UNSTABLE)
    PINNED.write_text(
        json.dumps(
            {"checker_version": CHECKER_VERSION, "cases": len(found), "fingerprint": fingerprint(found)}, indent=1
        )
        + "\n",
        encoding="utf-8",
    )
    print(
        f"{PINNED.name}: {len(found)} verdicts under checker version {CHECKER_VERSION}; left out as load-dependent: "
        f"{unstable or 'none'}"
    )
