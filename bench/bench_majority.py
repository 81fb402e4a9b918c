r"""maj@k answer grouping (``vote_class``) per document: CPU seconds before and after.

Each document is k sampled answers (default 64), drawn with a fixed seed from a weighted list of
the forms a model writes (the same value in several forms, wrong values, answers only SymPy can
compare -- ``\sqrt{2}^{2}e^{e^{11}}-2e^{e^{11}}+5``, beyond floats, noise to 110 digits, opaque to the exact
identity --, some near the per-decision budget), graded against the gold first (not timed: that is
the filter's grading). Then the grouping is timed, from an empty verdict cache:

  before  every answer against every earlier class head (``hardmath.stats.group_equivalent`` with
          ``same_answer``: pairwise ``is_equivalent``), as the grade filter did
  after   ``hardmath.stats.vote_classes`` (keys, representatives, a per-document budget:
          ``hardmath.equivalence.classes``)

CPU = this process's CPU + its SymPy workers' CPU (user + system), so the number does not grow
with the machine's load. Usage::

    python bench/bench_majority.py [--k 64] [--before] [--docs numeric,near_budget] [--timeout 1]
"""

from __future__ import annotations

import argparse
import os
import random
import time

DOCS: dict[str, tuple[str, list[tuple[str | None, int]]]] = {  # name -> (gold, [(answer, weight)])
    "numeric": (
        r"\frac{3}{4}",
        [
            (r"\frac{3}{4}", 14),
            ("0.75", 8),
            ("3/4", 6),
            (r"\dfrac{3}{4}", 4),
            (r"\frac34", 2),
            (r"\frac{1}{2}", 6),
            ("0.5", 3),
            ("1", 5),
            (r"\frac{3}{8}", 4),
            (r"\frac{\sqrt{3}}{2}", 3),
            (r"\frac{\sqrt3}{2}", 2),
            ("2", 3),
            (None, 4),
        ],
    ),
    "radical": (
        r"2\sqrt{3}",
        [
            (r"2\sqrt{3}", 20),
            (r"\sqrt{12}", 8),
            (r"2\sqrt3", 6),
            (r"\frac{6}{\sqrt{3}}", 4),
            (r"2 \cdot 3^{1/2}", 2),
            (r"\sqrt{3}", 6),
            (r"4\sqrt{3}", 5),
            ("3.46", 3),
            (r"\frac{\sqrt{3}}{2}", 4),
            (r"2\sqrt{2}", 3),
            ("6", 3),
        ],
    ),
    "polynomial": (
        "x^2+2x+1",
        [
            ("(x+1)^2", 15),
            ("x^2+2x+1", 12),
            ("(1+x)^2", 5),
            ("x^{2}+2x+1", 4),
            ("x^2+1", 8),
            ("(x-1)^2", 6),
            ("x^2-2x+1", 4),
            ("2x+1", 4),
            ("x^2+2x", 4),
            (None, 2),
        ],
    ),
    "near_budget": (
        "5",
        [
            ("5", 30),
            (r"\sqrt{2}^{2}e^{e^{11}}-2e^{e^{11}}+5", 4),
            ("6", 8),
            (r"e^{e^{11}}(x+1)^{100}", 6),
            (r"e^{e^{11}}(x+2)^{100}", 5),
            (r"e^{e^{11}}(x^{2}-1)^{90}", 4),
            (r"e^{e^{11}}(x-1)^{90}(x+1)^{90}", 3),
            (r"\frac{12}{2}", 3),
            ("7", 4),
        ],
    ),
    "all_distinct": ("17", [(str(n), 1) for n in range(1, 65)]),
    "sympy_distinct": (
        "5",
        [(rf"\sqrt{{2}}^{{2}}e^{{e^{{11}}}}-2e^{{e^{{11}}}}+{n}", 1) for n in range(24)],
    ),  # only SymPy compares
}


def _draw(forms: list[tuple[str | None, int]], k: int, seed: str) -> list[str | None]:
    rng = random.Random(seed)
    answers, weights = zip(*forms, strict=True)
    return rng.choices(answers, weights=weights, k=k)


def _workers_cpu() -> float:
    from hardmath.equivalence.bounded import workers_cpu_seconds

    return workers_cpu_seconds()


def _records(gold: str, answers: list[str | None], timeout: float) -> list:
    from hardmath.equivalence import is_equivalent
    from hardmath.equivalence.verdict import Verdict
    from hardmath.grade_record import GradeRecord

    out = []
    for a in answers:
        v = Verdict(False, "no answer", None, no_answer=True) if a is None else is_equivalent(a, gold, timeout=timeout)
        out.append(
            GradeRecord.from_verdict(
                v if a is None else Verdict(v.equivalent, v.reason, a, False, v.timed_out, v.checker_error)
            )
        )
    return out


def _timed(group, records) -> tuple[list, float, float]:
    from hardmath.equivalence import compare

    compare.DECISIONS.clear()
    cpu0, w0, t0 = time.process_time(), _workers_cpu(), time.monotonic()
    classes = group(records)
    return classes, time.process_time() - cpu0 + _workers_cpu() - w0, time.monotonic() - t0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--k", type=int, default=64, help="answers per document (default 64)")
    ap.add_argument("--before", action="store_true", help="also time the pairwise grouping (minutes per document)")
    ap.add_argument("--docs", default=",".join(DOCS), help=f"comma-separated, from {','.join(DOCS)}")
    ap.add_argument("--timeout", type=float, default=1.0, help="per-decision CPU budget (default 1 s)")
    args = ap.parse_args()
    os.environ["HARDMATH_EQUIV_TIMEOUT"] = str(args.timeout)
    from hardmath.equivalence import bounded, classes
    from hardmath.stats import group_equivalent, same_answer, vote_classes, votes

    bounded.warm_up()
    print(
        f"k = {args.k}, budget {args.timeout} s per decision; after: at most {classes.MAX_PAIRS} pair "
        f"decisions and {classes.MAX_WORKER_DECISIONS} SymPy decision per document"
    )
    print(
        "| document | distinct answers | classes before | CPU s before | classes after | CPU s after | wall s after |"
    )
    print("|---|---|---|---|---|---|---|")
    for name in args.docs.split(","):
        gold, forms = DOCS[name]
        answers = _draw(forms, args.k, name)
        records = _records(gold, answers, args.timeout)
        distinct = len({a for a in answers if a is not None})
        before_n, before_cpu = "-", "-"
        if args.before:
            ids, cpu, _ = _timed(
                lambda rs: group_equivalent([r.answer if votes(r) else None for r in rs], same_answer), records
            )
            before_n, before_cpu = len({i for i in ids if i is not None}), f"{cpu:.2f}"
        (ids, _), cpu, wall = _timed(vote_classes, records)
        print(
            f"| {name} | {distinct} | {before_n} | {before_cpu} | {len({i for i in ids if i is not None})} | "
            f"{cpu:.2f} | {wall:.2f} |",
            flush=True,
        )


if __name__ == "__main__":
    main()
