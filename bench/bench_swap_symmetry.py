"""Swap the answer and the gold over every labeled corpus and list the pairs whose verdict changes.

For each case with an extracted answer A (``grade(response, gold).answer``) and its gold G, the
metamorphic relation of principle 4 (issue 30) is ``bool(grade(A, G)) == bool(grade(G, A))``: a
bare answer reads the same as a response and as a gold. A pair that breaks it is listed with both
reasons; pairs whose reasons name a rule that gives the gold a role (a base-n gold's base, a
repeated solution, a multiple-choice gold) are counted apart. Timeouts are left out (decided by
the machine's load).

Usage: python bench/bench_swap_symmetry.py [--max-chars 4000]
"""

from __future__ import annotations

import argparse
import importlib.util
from pathlib import Path

HERE = Path(__file__).resolve().parent
GOLD_ROLES = ("base differs", "base-n digits", "set size differs", "choice", "hedge between choices")


def _bench():
    spec = importlib.util.spec_from_file_location("bench_equivalence", HERE / "bench_equivalence.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def swapped(max_chars: int) -> tuple[int, list[tuple[str, str, str, str, str]]]:
    """(pairs tried, [(case key, answer, gold, reason forward, reason backward)] that disagree)."""
    from hardmath.equivalence import grade

    bench, tried, broken = _bench(), 0, []
    for path in bench.all_corpora():
        for case in bench.load_corpus(path):
            response, gold = case["response"], case["gold"]
            if not isinstance(response, str) or not isinstance(gold, str) or len(response) + len(gold) > max_chars:
                continue
            answer = grade(response, gold).answer
            if answer is None:
                continue
            tried += 1
            forward, backward = grade(answer, gold), grade(gold, answer)
            if bool(forward) != bool(backward) and "timeout" not in (forward.status, backward.status):
                broken.append((f"{path.name}:{case['id']}", answer, gold, forward.reason, backward.reason))
    return tried, broken


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--max-chars", type=int, default=4000, help="skip cases longer than this (response + gold)")
    args = parser.parse_args()
    tried, broken = swapped(args.max_chars)
    roles = [b for b in broken if any(r in b[3] + b[4] for r in GOLD_ROLES)]
    for key, answer, gold, fwd, bwd in broken:
        print(f"{key}\n  answer {answer[:70]!r}  gold {gold[:70]!r}\n  as given: {fwd} | swapped: {bwd}")
    print(
        f"\n{tried} pairs swapped; {len(broken)} verdicts change, {len(roles)} of them where a rule gives the "
        f"gold a role, {len(broken) - len(roles)} others"
    )


if __name__ == "__main__":
    main()
