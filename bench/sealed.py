r"""A sealed held-out split of every labeled case in bench/: scored as totals only, never read.

A stable hash of each case's key (:func:`case_key`) puts 30% of every public corpus
(``bench/corpora/*.jsonl``, ``bench/equivalence_heldout.jsonl``, the generated dev corpus) and of
every probe family (``bench/probes/*``: the generated ``modern`` and ``long`` probes and any
``cases.jsonl`` set such as ``blind_a``) into the sealed split. The key of a probe case is its
group (a right response with its wrong twins), so a rule cannot be tuned on a twin of a sealed case.

The development tools (``bench/verdict_diff.py``, the probe scripts, ``bench/bench_equivalence.py
--misses``) leave sealed cases out of what they print (:func:`is_sealed`). This command prints the
sealed split's totals only (count, accuracy, false positives, false negatives), never a case:

  python bench/sealed.py               (totals per source and over all sources)

The split is fixed: changing :data:`SEAL_PERCENT` or the keys unseals cases.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Iterator

HERE = Path(__file__).resolve().parent
PROBES = HERE / "probes"
SEAL_PERCENT = 30
_SALT = "hardmath-sealed-v1"


def is_sealed(key: str) -> bool:
    """Whether the case (or case group) keyed ``key`` is in the sealed split (a stable hash, 30%)."""
    digest = hashlib.sha256(f"{_SALT}:{key}".encode()).digest()
    return int.from_bytes(digest[:8], "big") % 100 < SEAL_PERCENT


def corpus_key(corpus_file: str, case_id: str) -> str:
    """The key of a corpus case: its file name and id (``math_verify_tests.jsonl:...``)."""
    return f"{corpus_file}:{case_id}"


def modern_key(case: dict) -> str:
    """The key of a modern-probe case: its problem and style (the right response and its twins)."""
    return f"probes/modern:{case['pid']}:{case['style']}"


def long_key(case: dict) -> str:
    """The key of a long-probe case: the right case it is a twin of (or its own id)."""
    group = case["twin_of"] if case.get("twin_of") is not None else case["id"]
    return f"probes/long:{group}"


def set_key(family: str, case: dict) -> str:
    """The key of a case of a ``bench/probes/<family>/cases.jsonl`` set: the family and its id."""
    return f"probes/{family}:{case['id']}"


def _load(name: str, path: Path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.path.insert(0, str(path.parent))  # each probe imports its own problems.py
    try:
        sys.modules.pop("problems", None)
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(path.parent))
    return module


def _corpus_cases() -> Iterator[tuple[str, str, dict]]:
    bench = _load("bench_equivalence", HERE / "bench_equivalence.py")
    for path in bench.all_corpora():
        for case in bench.load_corpus(path):
            yield (
                path.name,
                corpus_key(path.name, case["id"]),
                {
                    "response": case["response"],
                    "gold": case["gold"],
                    "expected": bool(case["label"]),
                },
            )


def _probe_cases() -> Iterator[tuple[str, str, dict]]:
    modern = _load("modern_probe", PROBES / "modern" / "probe.py")
    for case in modern.build():
        yield "probes/modern", modern_key(case), case
    long = _load("long_probe", PROBES / "long" / "probe.py")
    for case in long.cases(1):
        yield "probes/long", long_key(case), case
    for path in sorted(PROBES.glob("*/cases.jsonl")):
        family = path.parent.name
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                case = json.loads(line)
                yield f"probes/{family}", set_key(family, case), {**case, "expected": bool(case["label"])}


def sealed_cases() -> Iterator[tuple[str, dict]]:
    """(source, case) for every sealed case of every source (for totals only: never print one)."""
    for source, key, case in (*_corpus_cases(), *_probe_cases()):
        if is_sealed(key):
            yield source, case


def _grade(case: dict) -> bool:
    from hardmath.equivalence import grade

    kwargs = {k: case[k] for k in ("question", "choices") if case.get(k)}
    try:
        return bool(
            grade(case["response"], str(case["gold"]), **kwargs)
        )  # as the tasks pass it (filters.py: str of the field)
    except Exception:  # noqa: BLE001 - a crash is scored wrong, as a task would
        return False


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.parse_args()
    totals: dict[str, list[int]] = {}  # source -> [count, correct, false positives, false negatives]
    for source, case in sealed_cases():
        got, expected = _grade(case), case["expected"]
        row = totals.setdefault(source, [0, 0, 0, 0])
        row[0] += 1
        row[1] += got == expected
        row[2] += got and not expected
        row[3] += expected and not got
    totals["all"] = [sum(row[i] for row in totals.values()) for i in range(4)]
    print(f"{'sealed split':<24} {'count':>6} {'accuracy':>9} {'false pos':>10} {'false neg':>10}")
    for source, (n, ok, fp, fn) in totals.items():
        print(f"{source:<24} {n:>6} {ok / max(n, 1):>9.4f} {fp:>10} {fn:>10}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
