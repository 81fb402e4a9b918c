r"""maj@k answer grouping (``vote_class``) per document: CPU seconds before and after.

Each document is k sampled answers (default 64), drawn with a fixed seed from a weighted list of
the forms a model writes (the same value in several forms, wrong values, answers only SymPy can
compare -- ``\sqrt{2}^{2}e^{e^{11}}-2e^{e^{11}}+5``, beyond floats, noise to 110 digits, opaque to the exact
identity --, some near the per-decision budget), graded against the gold first (not timed: that is
the filter's grading). Then the grouping is timed, from an empty verdict cache:

  before  every answer against every earlier class head (``hardmath.stats.group_equivalent`` with
          ``same_answer``: pairwise ``is_equivalent``), as the grade filter did
  after   ``hardmath.equivalence.classes.answer_classes``, as ``hardmath.stats.vote_classes`` calls it
          (keys, representatives, a per-document budget of counted work: ``hardmath.equivalence.classes``)

Adversarial documents (``ADVERSARIAL``): k answers that are k-element sets, each pair costing
thousands of comparisons. Every document is checked against its bound: a realistic one against
``REALISTIC_BOUND_S``, an adversarial one against the stated bound (:func:`stated_bound`); the exit
status is 1 when any document is over.

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


def _set(items) -> str:
    return r"\{" + ", ".join(items) + r"\}"


def _sets(element, k: int) -> list[str]:
    """The k distinct k-element sets that agree on all but their last element (so every comparison scans
    them), every other one in reverse order (so matching elements are found last).
    """
    out = []
    for i in range(k):
        items = [element(0, j) for j in range(k - 1)] + [element(i + 1, k)]
        out.append(_set(items if i % 2 else items[::-1]))
    return out


ADVERSARIAL = {  # name -> (gold, element(i, j)): k answers, each a k-element set (issue 43: 294 s of CPU)
    "sets_of_integers": ("0", lambda i, j: str(1000 * i + j)),
    "sets_of_radicals": ("0", lambda i, j: rf"\frac{{\sqrt{{{j + 2}}}}}{{{i + 3}}}"),
    "sets_of_products": ("0", lambda i, j: rf"\sqrt{{{j + 2}}}\sqrt{{{i + 3}}}+\pi^{{{j}}}"),
    "sets_beyond_floats": ("5", lambda i, j: rf"\sqrt{{2}}^{{2}}e^{{e^{{11}}}}-2e^{{e^{{11}}}}+{100 * i + j}"),
    "sets_of_polynomials": ("0", lambda i, j: rf"(x+{j})^{{{i + 2}}}-x^{{{i + 2}}}"),
}
REALISTIC_BOUND_S = 0.5  # what a document of realistic answers may cost (issue 43)


def stated_bound(timeout: float) -> float:
    """CPU seconds no document may exceed: :data:`~hardmath.equivalence.classes.MAX_WORK` units of
    in-process work at :data:`UNIT_COST_S` each, plus its SymPy decisions at their budget and
    the worker's request overhead.
    """
    from hardmath.equivalence import classes

    return classes.MAX_WORK * UNIT_COST_S + classes.MAX_WORKER_DECISIONS * (timeout + 0.5)


UNIT_COST_S = 2e-4  # the most one counted unit costs (measured here: below 1e-4 s), with a margin for a slower machine


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
    names = [*DOCS, *ADVERSARIAL]
    ap.add_argument("--docs", default=",".join(names), help=f"comma-separated, from {','.join(names)}")
    ap.add_argument("--timeout", type=float, default=1.0, help="per-decision CPU budget (default 1 s)")
    args = ap.parse_args()
    os.environ["HARDMATH_EQUIV_TIMEOUT"] = str(args.timeout)
    from hardmath.equivalence import bounded, classes
    from hardmath.stats import group_equivalent, same_answer, votes

    bounded.warm_up()
    bound = stated_bound(args.timeout)
    print(
        f"k = {args.k}, budget {args.timeout} s per decision; after: at most {classes.MAX_WORK} work units, "
        f"{classes.MAX_PAIRS} pair decisions and {classes.MAX_WORKER_DECISIONS} SymPy decision per document; "
        f"stated bound {bound:.2f} CPU s per document (realistic documents: {REALISTIC_BOUND_S} s)"
    )
    print(
        "| document | distinct answers | classes before | CPU s before | classes after | work units | CPU s after "
        "| wall s after | within bound |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    over = 0
    for name in args.docs.split(","):
        if name in ADVERSARIAL:
            gold, element = ADVERSARIAL[name]
            answers: list[str | None] = list(_sets(element, args.k))
        else:
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
        (ids, work), cpu, wall = _timed(_grouped, records)
        limit = bound if name in ADVERSARIAL else REALISTIC_BOUND_S
        over += cpu > limit
        print(
            f"| {name} | {distinct} | {before_n} | {before_cpu} | {len({i for i in ids if i is not None})} | "
            f"{work} | {cpu:.2f} | {wall:.2f} | {'yes' if cpu <= limit else 'NO'} (<= {limit:.2f} s) |",
            flush=True,
        )
    print(f"{over} documents over their bound")
    raise SystemExit(1 if over else 0)


def _grouped(records) -> tuple[list, int | str]:
    """The classes of ``records`` and the work units their grouping counted."""
    from hardmath.equivalence.classes import answer_classes
    from hardmath.stats import _gold_equal, votes

    found = answer_classes([r.answer if votes(r) else None for r in records], [_gold_equal(r) for r in records])
    return found.ids, getattr(found, "work", "-")  # "-": a checker from before the work budget


if __name__ == "__main__":
    main()
