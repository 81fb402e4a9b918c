"""Metamorphic benchmark of the answer checker: per transform, how many verdicts held.

Every labeled case of every corpus (``bench/bench_equivalence.py``'s corpora and
``bench/corpora/*.jsonl``) is graded as it is, then once per transform of ``bench/metamorphic.py``:
an answer-preserving transform holds when the verdict is unchanged; an answer-changing one is
applied to the cases graded correct and holds when the verdict becomes false. Responses over
20,000 characters (the size tests' cases) are left out.

Usage: python bench/bench_metamorphic.py [--every K] [--show N] [--out out.json]
  --every K   every K-th case only (deterministic; the quick test uses a sample)
  --show N    print up to N cases per transform that did not hold
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
import time
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
MAX_RESPONSE = 20_000


def _module(name: str):
    spec = importlib.util.spec_from_file_location(name, HERE / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(name, module)
    spec.loader.exec_module(module)
    return module


def labeled_cases(every: int = 1) -> list[dict]:
    """Every labeled case of every corpus (every ``every``-th one), with its corpus name."""
    bench = _module("bench_equivalence")
    out = []
    for path in bench.all_corpora():
        for i, case in enumerate(bench.load_corpus(path)):
            if i % every == 0 and len(case["response"]) <= MAX_RESPONSE:
                out.append({**case, "corpus": path.stem})
    return out


def run(cases: list[dict]) -> dict[str, dict]:
    """Per transform: kind, applied, held and the cases that did not hold."""
    from hardmath.equivalence import grade
    from hardmath.equivalence.extract import gold_answer

    meta = _module("metamorphic")
    results: dict[str, dict] = defaultdict(lambda: {"applied": 0, "held": 0, "broken": []})
    for case in cases:
        response, gold = case["response"], case["gold"]
        base = grade(response, gold)
        answer, gold_text = base.answer or "", gold_answer(gold)
        for kind, table in (("preserving", meta.PRESERVING), ("changing", meta.CHANGING)):
            if kind == "changing" and not (base and case["label"] and answer):
                continue
            for name, transform in table.items():
                new = transform(response, answer, gold_text)
                if new is None:
                    continue
                verdict = grade(new, gold)
                held = bool(verdict) == bool(base) if kind == "preserving" else not verdict
                row = results[name]
                row["kind"] = kind
                row["applied"] += 1
                row["held"] += held
                if not held:
                    row["broken"].append(
                        {
                            "id": case["id"],
                            "corpus": case["corpus"],
                            "gold": gold,
                            "before": base.reason,
                            "after": verdict.reason,
                            "answer_after": verdict.answer,
                            "response": new[-300:],
                        }
                    )
    return dict(results)


def format_table(results: dict[str, dict]) -> str:
    lines = ["| transform | kind | held / applied |", "|---|---|---:|"]
    for kind in ("preserving", "changing"):
        for name, row in results.items():
            if row["kind"] == kind:
                lines.append(f"| {name} | {kind} | {row['held']} / {row['applied']} |")
    held = sum(r["held"] for r in results.values())
    applied = sum(r["applied"] for r in results.values())
    lines.append(f"| **all** | | **{held} / {applied}** |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--every", type=int, default=1)
    ap.add_argument("--show", type=int, default=0)
    ap.add_argument("--out", type=Path, default=None)
    args = ap.parse_args(argv)
    cases = labeled_cases(args.every)
    start = time.perf_counter()
    results = run(cases)
    corpora = sorted({c["corpus"] for c in cases})
    print(f"{len(cases)} labeled cases from {', '.join(corpora)}; {time.perf_counter() - start:.1f} s\n")
    print(format_table(results))
    for name, row in results.items():
        for broken in row["broken"][: args.show]:
            print(f"\n[{name}] {json.dumps(broken, ensure_ascii=False)}")
    if args.out:
        tmp = args.out.with_name(args.out.name + ".tmp")
        tmp.write_text(json.dumps(results, indent=1, ensure_ascii=False), encoding="utf-8")
        tmp.replace(args.out)
    return 0 if all(not r["broken"] for r in results.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
