"""Score a labeled probe set (bench/probes/<family>/cases.jsonl) on its development split.

A case row: id, benchmark, question, gold, response, label, style, language (extra fields kept).
Sealed cases (bench/sealed.py) are left out: their totals come only from ``python bench/sealed.py``.
Prints accuracy, false positives and false negatives over the development split, then by style and
by language; ``--show N`` prints the first N development failures.

  python bench/probes/score_set.py blind_a [--show N]
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent


def _sealed():
    spec = importlib.util.spec_from_file_location("sealed", HERE.parent / "sealed.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def load(family: str) -> list[dict]:
    """The development split of ``bench/probes/<family>/cases.jsonl`` (a bad row: one line naming it)."""
    path, sealed, out = HERE / family / "cases.jsonl", _sealed(), []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            case = json.loads(line)
            missing = {"id", "gold", "response", "label"} - case.keys()
        except json.JSONDecodeError as exc:
            raise SystemExit(f"{path}:{n}: not JSON: {exc}") from exc
        if missing:
            raise SystemExit(f"{path}:{n}: missing fields {sorted(missing)}")
        if not sealed.is_sealed(sealed.set_key(family, case)):
            out.append(case)
    return out


def graded(cases: list[dict]) -> list[dict]:
    """Each case with ``got`` (the checker's decision), ``answer`` and ``status``."""
    from hardmath.equivalence import grade

    for case in cases:
        verdict = grade(case["response"], str(case["gold"]), question=case.get("question") or None)
        case.update(got=bool(verdict), answer=verdict.answer, status=verdict.status)
    return cases


def table(cases: list[dict], key: str) -> list[str]:
    """Rows of n, accuracy, false positives, false negatives by ``key`` (worst first)."""
    groups: dict[str, list[dict]] = defaultdict(list)
    for case in cases:
        groups[str(case.get(key, "-"))].append(case)
    rows = [f"{key:<28} {'n':>5} {'accuracy':>9} {'FP':>4} {'FN':>4}"]
    for name, group in sorted(groups.items(), key=lambda kv: (_accuracy(kv[1]), kv[0])):
        fp = sum(c["got"] and not c["label"] for c in group)
        fn = sum(c["label"] and not c["got"] for c in group)
        rows.append(f"{name:<28} {len(group):>5} {_accuracy(group):>9.4f} {fp:>4} {fn:>4}")
    return rows


def _accuracy(cases: list[dict]) -> float:
    return sum(c["got"] == bool(c["label"]) for c in cases) / max(len(cases), 1)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("family", help="a folder of bench/probes holding cases.jsonl (e.g. blind_a)")
    parser.add_argument("--show", type=int, default=0, metavar="N", help="print the first N failures")
    args = parser.parse_args()
    cases = graded(load(args.family))
    fp = sum(c["got"] and not c["label"] for c in cases)
    fn = sum(c["label"] and not c["got"] for c in cases)
    print(f"{args.family} development split: {len(cases)} cases, accuracy {_accuracy(cases):.4f}, FP {fp}, FN {fn}")
    for key in ("style", "language", "benchmark"):
        print()
        print("\n".join(table(cases, key)))
    for case in [c for c in cases if c["got"] != bool(c["label"])][: args.show]:
        print("=" * 70)
        print(case["id"], case.get("style"), case.get("language"), "label", case["label"], "| got", case["got"])
        print("gold:", repr(str(case["gold"])[:200]), "| answer:", repr(case["answer"]), "| status:", case["status"])
        print("tail:", repr(case["response"][-400:]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
