"""Time ``hardmath overlap`` on a synthetic million-line corpus and print time and peak memory.

A synthetic benchmark of ``--problems`` math-like problems is written, then a JSONL corpus of
``--lines`` documents (``--words`` words each, drawn from a math vocabulary) in which
``--planted`` problems are hidden: half verbatim at a document's start (the prefix matcher's
case), half inside a longer document with a changed opening and one word edited (the n-gram
matcher's case). The run reports wall time, corpus lines per second, peak resident memory of
the parent and of the worker processes, and how many planted problems were found (a wrong
count fails the run: the timing must be of a matcher that works).

Usage: python bench/bench_overlap.py [--lines 1000000] [--jobs 2] [--method both] [--keep DIR]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import shutil
import sys
import tempfile
import time
from pathlib import Path

WORDS = (
    "let",
    "the",
    "of",
    "a",
    "is",
    "find",
    "sum",
    "number",
    "integer",
    "positive",
    "real",
    "x",
    "y",
    "triangle",
    "circle",
    "radius",
    "area",
    "what",
    "value",
    "how",
    "many",
    "ways",
    "probability",
    "prime",
    "divisor",
    "square",
    "root",
    "equation",
    "polynomial",
    "coefficient",
    "sequence",
    "term",
    "digits",
    "remainder",
    "when",
    "divided",
    "by",
    "and",
    "in",
    "to",
    "$x^2$",
    "$n$",
    "$\\frac{1}{2}$",
    "side",
    "length",
    "angle",
    "points",
    "line",
    "plane",
    "greatest",
    "least",
    "common",
    "multiple",
    "factor",
    "product",
    "of",
    "all",
    "such",
    "that",
    "there",
    "are",
)


def _text(rng: random.Random, n: int) -> str:
    return " ".join(rng.choices(WORDS, k=n)) + " " + str(rng.randrange(10**9))


def write_inputs(
    folder: Path, problems: int, lines: int, words: int, planted: int, seed: int
) -> tuple[Path, Path, set[str], set[str]]:
    """Benchmark and corpus files; the ids planted verbatim and the ids planted edited."""
    rng = random.Random(seed)
    bench = [{"id": f"p{i}", "problem": _text(rng, rng.randrange(20, 60)) + f" tag{i}"} for i in range(problems)]
    verbatim = set(rng.sample(range(problems), planted // 2))
    edited = set(rng.sample(sorted(set(range(problems)) - verbatim), planted - planted // 2))
    where = dict(zip(rng.sample(range(lines), planted), sorted(verbatim) + sorted(edited), strict=True))
    bench_path, corpus_path = folder / "bench.jsonl", folder / "corpus.jsonl"
    bench_path.write_text("".join(json.dumps(b) + "\n" for b in bench), encoding="utf-8")
    with corpus_path.open("w", encoding="utf-8") as fh:
        for n in range(lines):
            text = _text(rng, words)
            if n in where:
                i = where[n]
                problem = bench[i]["problem"]
                if i in verbatim:
                    text = problem + " " + text
                else:
                    tokens = problem.split()
                    tokens[-2] = "changed"  # the number before the tag
                    text = "Here is a problem from a forum: " + " ".join(tokens[1:]) + " " + text
            fh.write(json.dumps({"id": f"doc{n}", "text": text}) + "\n")
    return bench_path, corpus_path, {f"p{i}" for i in verbatim}, {f"p{i}" for i in edited}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--lines", type=int, default=1_000_000)
    ap.add_argument("--words", type=int, default=50, help="words per corpus document")
    ap.add_argument("--problems", type=int, default=5000)
    ap.add_argument("--planted", type=int, default=200)
    ap.add_argument("--jobs", type=int, default=None)
    ap.add_argument("--method", choices=("prefix", "ngram", "both"), default="both")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--keep", type=Path, default=None, help="write the inputs here and keep them")
    args = ap.parse_args(argv)

    from hardmath.overlap import Matcher, benchmark_problems, scan, sniff_format

    folder = args.keep or Path(tempfile.mkdtemp(prefix="bench_overlap_"))
    folder.mkdir(parents=True, exist_ok=True)
    try:
        t0 = time.perf_counter()
        bench, corpus, verbatim, edited = write_inputs(
            folder, args.problems, args.lines, args.words, args.planted, args.seed
        )
        size = corpus.stat().st_size
        print(
            f"generated {args.lines:,} lines ({size / 2**20:.0f} MiB) and {args.problems:,} problems"
            f" in {time.perf_counter() - t0:.1f} s",
            flush=True,
        )

        usage = resource.getrusage(resource.RUSAGE_SELF)
        gen_cpu_s = usage.ru_utime + usage.ru_stime
        t0 = time.perf_counter()
        methods = ("prefix", "ngram") if args.method == "both" else (args.method,)
        matcher = Matcher(benchmark_problems(str(bench)), methods)
        index_s = time.perf_counter() - t0
        matches, lines = scan(matcher, corpus, sniff_format(corpus), args.jobs)
        total_s = time.perf_counter() - t0
    finally:
        if args.keep is None:
            shutil.rmtree(folder, ignore_errors=True)

    found = {m.problem_id for m in matches}
    by_method = {k: {m.problem_id for m in matches if m.method == k} for k in methods}
    me, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    parent_mb, child_mb = me.ru_maxrss / 1024, kids.ru_maxrss / 1024
    cpu_s = me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime - gen_cpu_s
    load = os.getloadavg()[0]
    print(
        f"method {args.method}, jobs {args.jobs or 'all cores'}: {lines:,} lines in {total_s:.1f} s wall"
        f" (index {index_s:.2f} s) = {lines / total_s:,.0f} lines/s; CPU {cpu_s:.1f} s"
        f" (load average {load:.1f} on {os.cpu_count()} cores)"
    )
    print(f"peak RSS: parent {parent_mb:.0f} MiB, largest worker {child_mb:.0f} MiB")
    for k, ids in by_method.items():
        print(
            f"  {k}: {len(ids & verbatim)}/{len(verbatim)} verbatim, {len(ids & edited)}/{len(edited)} edited"
            f" planted problems found; {len(ids - verbatim - edited)} others flagged"
        )
    ok = (
        verbatim <= found
        and ("ngram" not in methods or edited <= by_method["ngram"])
        and not (found - verbatim - edited)
    )
    if not ok:
        print("FAIL: planted problems missed or unrelated problems flagged", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
