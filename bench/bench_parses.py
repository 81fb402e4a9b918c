"""How often one grade parses the same leaf text (issue 39, "parse once"): every bench corpus case
graded with style "auto", the checker's caches across grades emptied before each grade, and every
call of the parser (``latex.to_ast``, wherever it is imported) counted by its text.

Usage: python bench/bench_parses.py [--limit N]   (prints totals: calls, distinct texts, repeats)
"""

from __future__ import annotations

import argparse
import collections
import importlib.util
import sys
from pathlib import Path

from hardmath.equivalence import compare, grade, latex, stages

HERE = Path(__file__).resolve().parent


def _bench():
    spec = importlib.util.spec_from_file_location("bench_equivalence", HERE / "bench_equivalence.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def count(limit: int | None = None) -> dict[str, int]:
    """Totals over the corpora: grades, parser calls, distinct (grade, text) pairs, the most calls of one text in one grade."""
    seen: collections.Counter = collections.Counter()
    real = latex.to_ast

    def counted(text, *args, **kwargs):
        seen[text] += 1
        return real(text, *args, **kwargs)

    holders = [m for m in list(sys.modules.values()) if getattr(m, "to_ast", None) is real]
    for module in holders:
        module.to_ast = counted
    grades = calls = distinct = worst = 0
    try:
        cases = [case for path in _bench().all_corpora() for case in _bench().load_corpus(path)]
        for case in cases[:limit]:
            compare.DECISIONS.clear()
            stages.normalized.cache_clear()
            if hasattr(latex, "clear_parsed"):  # the parse memo across grades (absent before issue 39's parse-once)
                latex.clear_parsed()
            seen.clear()
            grade(case["response"], case["gold"])
            grades += 1
            calls += sum(seen.values())
            distinct += len(seen)
            worst = max([worst, *seen.values()])
    finally:
        for module in holders:
            module.to_ast = real
    return {"grades": grades, "calls": calls, "distinct": distinct, "repeats": calls - distinct, "most": worst}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--limit", type=int, default=None, help="grade only the first N cases")
    totals = count(parser.parse_args().limit)
    print(
        f"{totals['grades']} grades: {totals['calls']} parses of {totals['distinct']} distinct texts "
        f"({totals['repeats']} repeats; at most {totals['most']} parses of one text in one grade)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
