"""Is every decision bounded? Grade adversarial responses of growing size and print the worst time.

Families (issue 20, written by us): text that stalls extraction (a model looping, unclosed boxes,
stray braces, repeated statements) at 10 KB .. 10 MB, and values that stall exact arithmetic or
SymPy (roots, logs, powers, factorials, binomials, sums of fractions, polynomial expansions) at
growing operand sizes. Each case is one ``hardmath.equivalence.grade(response, gold)`` call with
the default settings; printed per family x size: the worst wall time, the parent's peak Python
allocation during the decision (tracemalloc, a second pass) and the worker's peak RSS (a fresh
worker per family; ``expansions_in_worker`` sends the expansion pairs straight to the worker, past
the parent's size rules, to measure its memory limit). Exit status 1 when a decision takes longer
than ``--target`` seconds (``expansions_in_worker`` is not a decision and is not counted).

Usage: python bench/bench_bounds.py [--max-size 10000000] [--target 0.5] [--only family,...]
       [--no-memory]
"""

from __future__ import annotations

import argparse
import sys
import time
import tracemalloc
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

Case = tuple[str, str]  # (response, gold)
TEXT_SIZES = (10_000, 100_000, 1_000_000, 10_000_000)
SCALES = (1_000, 10_000, 100_000, 1_000_000)  # operand size: exponents (about bits) of the values


def _repeat(unit: str, size: int) -> str:
    return (unit * (size // len(unit) + 1))[:size]


def _looping(size: int) -> Iterator[Case]:
    yield _repeat("Let me think. \\boxed{\\frac{1}{2} ", size), "\\frac12"
    yield _repeat("Wait, let me recompute: $x = 3$. ", size) + "\\boxed{3}", "3"


def _unclosed_boxes(size: int) -> Iterator[Case]:
    text = _repeat("\\boxed{", size)
    yield text, "5"
    yield text, "(C)"
    yield "\\boxed{5}", text  # as a gold
    yield text + "\\boxed{5}", "5"


def _braces(size: int) -> Iterator[Case]:
    yield _repeat("{", size), "5"
    yield _repeat("}", size) + "\\boxed{5}", "5"
    yield "\\boxed{" + _repeat("{", size // 2) + _repeat("}", size // 2) + "}", "1, 2"


def _statements(size: int) -> Iterator[Case]:
    yield _repeat("Final Answer: The final answer is $5$. ", size), "5"
    yield _repeat("Answer: \n", size), "5"
    yield _repeat("the answer is ", size), "5"
    yield _repeat("\\boxed{1} ", size), "1, 2"  # many closed boxes, a two-part gold


def _nesting(size: int) -> Iterator[Case]:
    half = size // 2
    yield "\\boxed{" + "(" * half + "1" + ")" * half + "}", "1"
    yield "\\boxed{" + "\\frac{" * (size // 8) + "1" + "}{2}" * (size // 8) + "}", "1"
    yield "$" + "1+" * half + "1$", str(half + 1)


def _roots(scale: int) -> Iterator[Case]:
    yield f"\\boxed{{\\sqrt{{2^{{{scale - 1}}}}}}}", "5"
    yield f"\\boxed{{\\sqrt{{\\binom{{{scale}}}{{{scale // 2}}}}}}}", "5"
    yield f"\\boxed{{\\sqrt[3]{{255^{{{scale // 4}}}}}}}", "5"
    yield f"\\boxed{{(2^{{{scale - 1}}})^{{\\frac{{63}}{{64}}}}}}", "5"


def _logs(scale: int) -> Iterator[Case]:
    e = max(scale - 20, 1)
    yield f"\\boxed{{\\log_{{\\frac{{10001\\cdot 2^{{{e}}}+1}}{{10000\\cdot 2^{{{e}}}}}}}{{2}}}}", "5"
    yield f"\\boxed{{\\log_{{2}}{{2^{{{scale}}}}}}}", str(scale)


def _powers(scale: int) -> Iterator[Case]:
    yield f"\\boxed{{3^{{{scale}}}}}", f"9^{{{scale // 2}}}"
    yield f"\\boxed{{\\frac{{({scale})!}}{{({scale - 1})!}}}}", str(scale)
    yield f"\\boxed{{\\binom{{{scale}}}{{2}}}}", str(scale * (scale - 1) // 2)


def _fraction_sums(scale: int) -> Iterator[Case]:
    k = max(scale // 40, 2)
    terms = "+".join(f"\\frac{{1}}{{{p}^{{{k}}}+1}}" for p in (3, 5, 7, 11, 13, 17, 19, 23, 29, 31) * 4)
    yield f"\\boxed{{{terms}}}", "5"


def _expansions(scale: int) -> Iterator[Case]:
    yield f"\\boxed{{(x+1)^{{{scale}}}}}", f"x^{{{scale}}}+1"
    yield f"\\boxed{{(x+2)^{{{scale}}}}}", f"x^{{{scale}}}+2^{{{scale}}}"
    yield f"\\boxed{{(x-1)^{{{scale}}}}}", f"x^{{{scale}}}-1"
    yield f"\\boxed{{(x+y)^{{{scale}}}}}", f"x^{{{scale}}}+y^{{{scale}}}"
    yield f"\\boxed{{(x^2+x+1)^{{{scale}}}}}", f"x^{{{2 * scale}}}+1"


FAMILIES: dict[str, tuple[Callable[[int], Iterator[Case]], tuple[int, ...], str]] = {
    # name -> (cases at a size, sizes, what the size is)
    "looping": (_looping, TEXT_SIZES, "bytes"),
    "unclosed_boxes": (_unclosed_boxes, TEXT_SIZES, "bytes"),
    "braces": (_braces, TEXT_SIZES, "bytes"),
    "statements": (_statements, TEXT_SIZES, "bytes"),
    "nesting": (_nesting, TEXT_SIZES, "bytes"),
    "roots": (_roots, SCALES, "exponent"),
    "logs": (_logs, SCALES, "exponent"),
    "powers": (_powers, SCALES, "exponent"),
    "fraction_sums": (_fraction_sums, SCALES, "exponent"),
    "expansions": (_expansions, SCALES, "exponent"),
    # the same pairs sent straight to the SymPy worker (past the parent's size rules): its memory limit
    "expansions_in_worker": (_expansions, SCALES, "exponent"),
}
DIRECT = {"expansions_in_worker"}


def _in_worker(response: str, gold: str) -> str:
    """The worker's own verdict on the boxed value against the gold, with the default budget."""
    from hardmath.equivalence import bounded, extract_answer
    from hardmath.equivalence.latex import to_ast

    try:
        return bounded.sympy_equal(to_ast(extract_answer(response)), to_ast(gold), bounded.default_timeout())["reason"]
    except bounded.WorkerTooLarge:
        return "too large: worker memory limit"
    except bounded.WorkerTimeout:
        return "timeout"


def cases(family: str, size: int) -> list[Case]:
    """The (response, gold) pairs of ``family`` at ``size``."""
    return list(FAMILIES[family][0](size))


def _fresh_worker() -> None:
    from hardmath.equivalence import bounded

    bounded.shutdown()
    bounded.warm_up()


def measure(family: str, size: int, memory: bool = True) -> dict:
    """Worst wall seconds, parent peak MB (tracemalloc) and worker peak RSS MB over the family's cases."""
    from hardmath.equivalence import bounded, grade

    worst, peak, verdicts = 0.0, 0.0, []
    for response, gold in cases(family, size):
        start = time.perf_counter()
        reason = _in_worker(response, gold) if family in DIRECT else grade(response, gold).reason
        worst = max(worst, time.perf_counter() - start)
        verdicts.append(reason)
        if memory and family not in DIRECT:
            tracemalloc.start()
            grade(response, gold)
            peak = max(peak, tracemalloc.get_traced_memory()[1] / 2**20)
            tracemalloc.stop()
    return {
        "family": family,
        "size": size,
        "wall_s": worst,
        "parent_mb": peak,
        "worker_mb": bounded.worker_peak_mb(),
        "reasons": verdicts,
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--max-size", type=int, default=10_000_000, help="largest text size (bytes)")
    ap.add_argument("--max-scale", type=int, default=1_000_000, help="largest operand exponent")
    ap.add_argument("--target", type=float, default=0.5, help="seconds a decision may take")
    ap.add_argument("--only", default="", help="comma-separated families")
    ap.add_argument("--no-memory", action="store_true", help="skip the tracemalloc pass")
    args = ap.parse_args(argv)
    names = [n for n in args.only.split(",") if n] or list(FAMILIES)
    print(f"{'family':<16}{'size':>12} {'unit':<9}{'worst wall s':>13}{'parent MB':>11}{'worker MB':>11}  reasons")
    over = 0
    for name in names:
        _fresh_worker()
        _, sizes, unit = FAMILIES[name]
        for size in sizes:
            if size > (args.max_size if unit == "bytes" else args.max_scale):
                continue
            row = measure(name, size, memory=not args.no_memory)
            over += row["wall_s"] > args.target and name not in DIRECT
            reasons = "; ".join(sorted(set(row["reasons"])))
            print(
                f"{name:<16}{size:>12} {unit:<9}{row['wall_s']:>13.3f}{row['parent_mb']:>11.1f}"
                f"{row['worker_mb']:>11.0f}  {reasons[:90]}",
                flush=True,
            )
    print(f"decisions over {args.target:g} s: {over}")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
