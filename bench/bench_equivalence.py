r"""Score a labeled answer-checker corpus with hardmath, math-verify and lm-eval's minerva_math.

Corpora (``--corpus NAME`` or a path to a JSON-lines file):
  dev                written by us: bench/equivalence_corpus.jsonl (generated on first use)
  heldout            written by us: bench/equivalence_heldout.jsonl
  math_verify_tests  written by others: Hugging Face Math-Verify 0.9.0's own test cases,
                     bench/corpora/math_verify_tests.jsonl (see bench/corpora/README.md)
  dev_formats        written by us: today's response formats (chat templates, reasoning traces,
                     answer containers, markdown, Unicode, number words, other languages, units),
                     bench/corpora/dev_formats.jsonl, a development set
  lighteval_tests    written by others: lighteval's extractive-match test cases that are not in
                     Math-Verify's suite, bench/corpora/lighteval_tests.jsonl
  hendrycks_math_tests  written by others: the MATH benchmark's is_equiv unit tests,
                     bench/corpora/hendrycks_math_tests.jsonl
A corpus row is either ours (id, category, response, gold, label, note) or a converted public
case (id, source, gold, prediction, expected, config, config_choice); the second is read as
response = prediction, label = expected, category = the test function. A case whose label is a
math-verify configuration choice (config_choice not null) is counted in "all" but not in the
"label not a config choice" rows.

Each checker runs in one long-lived child process (start-up is not timed); every case is
sent to it with a hard wall-clock limit. A case past the limit is a *hang* (the child is
killed and a fresh one started), an exception raised by the checker is a *crash*, and a
child that dies is a crash too. Latency is measured inside the child around the checker
call only, after two untimed warm-up calls (so one-off lazy imports and helper-process
start-ups are not charged to the first case). Throughput = cases / total checker time (a
hang counts as the full limit).

How each checker is called (the way a user of it would):
  hardmath     bool(hardmath.equivalence.grade(response, gold))
  math_verify  verify(parse(math_verify_gold(gold)), parse(response)), default configs: the
               gold in $...$ unless it already has a math delimiter (the math-verify README
               puts the gold in $...$; a bare gold often parses to [])
  minerva      lm_eval/tasks/minerva_math/utils.py: the answer is the last \boxed{} /
               \fbox{} (last_boxed_only_string + remove_boxed), else the task's
               "Final Answer: The final answer is X. I hope it is correct." match
               (get_unnormalized_answer); both sides go through normalize_final_answer
               (as process_docs does for the gold) and then is_equiv.

Code injection: the corpus has cases that try to `touch /tmp/hardmath_pwned`; the file is
removed before each checker runs and its re-appearance is reported as "code executed".

Usage:
  python bench/bench_equivalence.py [--corpus NAME|PATH] [--only hardmath,math_verify,minerva]
         [--limit N] [--categories a,b] [--timeout 10] [--out out.json]
         [--misses hardmath,math_verify] [--show-losses]
  python bench/bench_equivalence.py --from out.json --misses hardmath   (list a saved run's misses)
"""

from __future__ import annotations

import argparse
import contextlib
import json
import multiprocessing as mp
import statistics
import subprocess
import sys
import time
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
CORPORA = {  # name -> (file, who wrote the labels)
    "dev": (HERE / "equivalence_corpus.jsonl", "written by us"),
    "heldout": (HERE / "equivalence_heldout.jsonl", "written by us"),
    "math_verify_tests": (HERE / "corpora" / "math_verify_tests.jsonl", "written by others (Math-Verify 0.9.0 tests)"),
    "dev_formats": (HERE / "corpora" / "dev_formats.jsonl", "written by us (response formats, development set)"),
    "lighteval_tests": (
        HERE / "corpora" / "lighteval_tests.jsonl",
        "written by others (lighteval extractive-match tests not in Math-Verify's)",
    ),
    "hendrycks_math_tests": (
        HERE / "corpora" / "hendrycks_math_tests.jsonl",
        "written by others (hendrycks/math is_equiv tests)",
    ),
}
DEFAULT_CORPUS = "dev"


def all_corpora() -> list[Path]:
    """Every labeled corpus of the project: the named ones, then any other ``bench/corpora/*.jsonl``
    (the dev corpus is generated on first use).
    """
    named = [ensure_corpus(path) for path, _ in CORPORA.values()]
    return named + sorted(p for p in (HERE / "corpora").glob("*.jsonl") if p not in named)


CHECKERS = ("hardmath", "math_verify", "minerva")
PWNED = Path("/tmp/hardmath_pwned")  # noqa: S108 - the path the corpus' injection payloads touch
MEMORY_LIMIT = 4 * 1024**3  # per child, so a runaway big-integer computation cannot take the machine
STARTUP_LIMIT = 120.0
WARMUP = [  # untimed, before the first case: exercises each checker's parser and SymPy path
    ("The answer is $\\boxed{\\frac{1}{2}}$.", "0.5"),
    ("Final Answer: The final answer is $(x+1)^2$. I hope it is correct.", "x^2+2x+1"),
]


# --------------------------------------------------------------------------- checkers (child side)


def _load_hardmath():
    from hardmath.equivalence import grade

    def check(response: str, gold: str) -> tuple[bool, str]:
        verdict = grade(response, gold)
        return bool(verdict), f"{getattr(verdict, 'reason', '')} | answer={getattr(verdict, 'answer', None)!r}"

    return check


def _load_math_verify():
    import logging

    from math_verify import parse, verify

    logging.getLogger("math_verify").setLevel(logging.CRITICAL)

    def check(response: str, gold: str) -> tuple[bool, str]:
        parsed_gold = parse(math_verify_gold(gold))
        parsed_answer = parse(response)
        return bool(verify(parsed_gold, parsed_answer)), f"gold={parsed_gold!r} answer={parsed_answer!r}"

    return check


def _load_minerva():
    import logging

    from lm_eval.tasks.minerva_math import utils

    logging.getLogger(utils.__name__).setLevel(logging.CRITICAL)

    def extract(response: str) -> str:
        boxed = utils.last_boxed_only_string(response)
        if boxed is not None:
            try:
                return utils.remove_boxed(boxed)
            except AssertionError:  # \fbox{...}: remove_boxed only accepts \boxed
                pass
        return utils.get_unnormalized_answer(response)

    def check(response: str, gold: str) -> tuple[bool, str]:
        answer = utils.normalize_final_answer(extract(response))
        gold_norm = utils.normalize_final_answer(gold)
        return bool(utils.is_equiv(answer, gold_norm)), f"answer={answer!r} gold={gold_norm!r}"

    return check


def math_verify_gold(gold: str) -> str:
    """The gold as math-verify's README passes it: in $...$, unless it has a math delimiter already."""
    return gold if ("$" in gold or "\\(" in gold or "\\[" in gold) else f"${gold}$"


LOADERS = {"hardmath": _load_hardmath, "math_verify": _load_math_verify, "minerva": _load_minerva}


def _truncate(text: str, n: int = 300) -> str:
    return text if len(text) <= n else text[:n] + f"...[{len(text)} chars]"


def _worker(name: str, conn) -> None:
    """Child loop: load the checker, then answer (index, response, gold) requests."""
    try:
        import resource

        resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))
    except (ImportError, ValueError, OSError):
        pass
    check = LOADERS[name]()
    for response, gold in WARMUP:  # one-off lazy imports / helper processes are not per-case cost
        with contextlib.suppress(Exception):  # a failing warm-up shows up again in the timed cases
            check(response, gold)
    conn.send("ready")
    while True:
        request = conn.recv()
        if request is None:
            return
        index, response, gold = request
        start = time.perf_counter()
        try:
            ok, detail = check(response, gold)
            error = None
        except BaseException as exc:  # noqa: BLE001 - a crash is a measured outcome
            ok, detail, error = False, "", f"{type(exc).__name__}: {_truncate(str(exc), 200)}"
        latency = time.perf_counter() - start
        conn.send((index, ok, _truncate(detail), error, latency))


# --------------------------------------------------------------------------- parent side


class Runner:
    """One long-lived child per checker, restarted after a hang or a dead child."""

    def __init__(self, name: str, limit: float) -> None:
        self.name, self.limit = name, limit
        self.ctx = mp.get_context("spawn")
        self.proc = None
        self.conn = None

    def _start(self) -> None:
        parent, child = self.ctx.Pipe()
        self.proc = self.ctx.Process(target=_worker, args=(self.name, child), daemon=True)
        self.proc.start()
        child.close()
        self.conn = parent
        if not parent.poll(STARTUP_LIMIT) or parent.recv() != "ready":
            raise RuntimeError(f"{self.name}: checker process did not start")

    def _kill(self) -> None:
        if self.proc is not None:
            self.proc.kill()
            self.proc.join(5)
        self.proc = self.conn = None

    def run(self, index: int, response: str, gold: str) -> dict:
        if self.proc is None or not self.proc.is_alive():
            self._start()
        wall = time.perf_counter()
        try:
            self.conn.send((index, response, gold))
            if self.conn.poll(self.limit):
                _, ok, detail, error, latency = self.conn.recv()
                return {
                    "ok": ok,
                    "detail": detail,
                    "error": error,
                    "latency": latency,
                    "outcome": "crash" if error else "done",
                }
        except (EOFError, BrokenPipeError, ConnectionResetError, OSError) as exc:
            self._kill()
            return {
                "ok": False,
                "detail": "",
                "error": f"child died: {type(exc).__name__}",
                "latency": time.perf_counter() - wall,
                "outcome": "crash",
            }
        self._kill()
        return {
            "ok": False,
            "detail": "",
            "error": f"no answer within {self.limit:g} s",
            "latency": self.limit,
            "outcome": "hang",
        }

    def close(self) -> None:
        if self.conn is not None:
            try:
                self.conn.send(None)
                self.proc.join(5)
            except (BrokenPipeError, OSError):
                pass
        self._kill()


def ensure_corpus(path: Path) -> Path:
    """A generated corpus (``bench/make_<name>.py`` writes ``<name>.jsonl``) is built on first use."""
    maker = path.with_name(f"make_{path.stem}.py")
    if not path.exists() and maker.exists():
        subprocess.run([sys.executable, str(maker)], check=True)  # noqa: S603 - our own script
    return path


def resolve_corpus(spec: str | Path) -> Path:
    """A corpus name (see CORPORA) or a path to a JSON-lines file."""
    if str(spec) in CORPORA:
        return CORPORA[str(spec)][0]
    path = Path(spec)
    if path.suffix != ".jsonl" and not path.exists():
        raise SystemExit(f"unknown corpus {spec!r}: give a path or one of {', '.join(CORPORA)}")
    return path


def _from_public_case(case: dict, where: str) -> dict:
    """A converted public case (gold, prediction, expected, config_choice) as a scored case."""
    missing = {"id", "source", "gold", "prediction", "expected", "config_choice"} - case.keys()
    if missing:
        raise SystemExit(f"{where}: missing fields {sorted(missing)}")
    return {
        "id": case["id"],
        "category": case["source"]["function"].removeprefix("test_"),
        "response": case["prediction"],
        "gold": case["gold"],
        "label": case["expected"],
        "note": case["config_choice"] or "",
        "config_choice": case["config_choice"],
    }


def load_corpus(path: Path) -> list[dict]:
    cases = []
    with path.open(encoding="utf-8") as fh:
        for line_no, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                case = json.loads(line)
            except json.JSONDecodeError as exc:
                raise SystemExit(f"{path}:{line_no}: not JSON: {exc}") from exc
            if "prediction" in case:
                cases.append(_from_public_case(case, f"{path}:{line_no}"))
                continue
            missing = {"id", "category", "response", "gold", "label"} - case.keys()
            if missing:
                raise SystemExit(f"{path}:{line_no}: missing fields {sorted(missing)}")
            cases.append(case)
    return cases


def select(cases: list[dict], categories: list[str] | None, limit: int | None) -> list[dict]:
    """Filter by category; --limit takes cases round-robin over categories (deterministic)."""
    if categories:
        unknown = set(categories) - {c["category"] for c in cases}
        if unknown:
            raise SystemExit(f"unknown categories: {sorted(unknown)}")
        cases = [c for c in cases if c["category"] in categories]
    if limit is None or limit >= len(cases):
        return cases
    by_cat: dict[str, list[dict]] = defaultdict(list)
    for c in cases:
        by_cat[c["category"]].append(c)
    picked, round_ = [], 0
    while len(picked) < limit:
        for group in by_cat.values():
            if round_ < len(group) and len(picked) < limit:
                picked.append(group[round_])
        round_ += 1
    order = {id(c): i for i, c in enumerate(cases)}
    return sorted(picked, key=lambda c: order[id(c)])


def score(name: str, cases: list[dict], limit: float) -> dict:
    try:
        PWNED.unlink()
    except FileNotFoundError:
        pass
    except OSError:
        pass
    runner = Runner(name, limit)
    results = []
    wall = time.perf_counter()
    try:
        for i, case in enumerate(cases):
            res = runner.run(i, case["response"], case["gold"])
            res["id"] = case["id"]
            res["category"] = case["category"]
            res["label"] = bool(case["label"])
            res["config_choice"] = bool(case.get("config_choice"))
            res["correct"] = res["ok"] == res["label"]
            results.append(res)
    finally:
        runner.close()
    wall = time.perf_counter() - wall
    code_ran = PWNED.exists()
    return summarize(name, results, wall, code_ran)


def _pct(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[k]


def summarize(name: str, results: list[dict], wall: float, code_ran: bool) -> dict:
    lat = [r["latency"] for r in results]
    n = len(results)
    plain = [r for r in results if not r.get("config_choice")]  # label not a configuration choice
    per_cat: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for r in results:
        per_cat[r["category"]][0] += r["correct"]
        per_cat[r["category"]][1] += 1
    total = sum(lat)
    return {
        "checker": name,
        "n": n,
        "correct": sum(r["correct"] for r in results),
        "accuracy": sum(r["correct"] for r in results) / n if n else 0.0,
        "false_positives": sum(r["ok"] and not r["label"] for r in results),
        "false_negatives": sum(not r["ok"] and r["label"] for r in results),
        "n_plain": len(plain),
        "correct_plain": sum(r["correct"] for r in plain),
        "accuracy_plain": sum(r["correct"] for r in plain) / len(plain) if plain else 0.0,
        "false_positives_plain": sum(r["ok"] and not r["label"] for r in plain),
        "false_negatives_plain": sum(not r["ok"] and r["label"] for r in plain),
        "hangs": sum(r["outcome"] == "hang" for r in results),
        "crashes": sum(r["outcome"] == "crash" for r in results),
        "code_executed": code_ran,
        "p50_ms": 1000 * _pct(lat, 0.50),
        "p99_ms": 1000 * _pct(lat, 0.99),
        "max_ms": 1000 * max(lat, default=0.0),
        "mean_ms": 1000 * statistics.fmean(lat) if lat else 0.0,
        "checker_time_s": total,
        "wall_s": wall,
        "throughput": n / total if total else float("inf"),
        "per_category": {k: {"correct": v[0], "n": v[1]} for k, v in per_cat.items()},
        "cases": results,
    }


# --------------------------------------------------------------------------- report


def _ratio(a: float, b: float) -> str:
    if not b or not a:
        return "-"
    return f"{a / b:.2f}x"


def format_table(summaries: list[dict], corpus: list[dict]) -> str:
    names = [s["checker"] for s in summaries]
    ref = next((s for s in summaries if s["checker"] == "hardmath"), None)
    rows: list[tuple[str, list[str]]] = [
        ("accuracy", [f"{s['accuracy']:.1%} ({s['correct']}/{s['n']})" for s in summaries]),
        ("false positives", [str(s["false_positives"]) for s in summaries]),
        ("false negatives", [str(s["false_negatives"]) for s in summaries]),
    ]
    if any(s["n_plain"] != s["n"] for s in summaries):
        rows += [
            (
                "accuracy, label not a config choice",
                [f"{s['accuracy_plain']:.1%} ({s['correct_plain']}/{s['n_plain']})" for s in summaries],
            ),
            ("  false positives", [str(s["false_positives_plain"]) for s in summaries]),
            ("  false negatives", [str(s["false_negatives_plain"]) for s in summaries]),
        ]
    rows += [
        ("hangs", [str(s["hangs"]) for s in summaries]),
        ("crashes", [str(s["crashes"]) for s in summaries]),
        ("injected code ran", ["yes" if s["code_executed"] else "no" for s in summaries]),
        ("p50 latency (ms)", [f"{s['p50_ms']:.2f}" for s in summaries]),
        ("p99 latency (ms)", [f"{s['p99_ms']:.1f}" for s in summaries]),
        ("max latency (ms)", [f"{s['max_ms']:.0f}" for s in summaries]),
        ("throughput (cases/s)", [f"{s['throughput']:.1f}" for s in summaries]),
        ("wall time (s)", [f"{s['wall_s']:.1f}" for s in summaries]),
    ]
    if ref is not None:
        rows += [
            ("hardmath throughput / this", [_ratio(ref["throughput"], s["throughput"]) for s in summaries]),
            ("this p99 / hardmath p99", [_ratio(s["p99_ms"], ref["p99_ms"]) for s in summaries]),
            ("hardmath errors / this", [_ratio(ref["n"] - ref["correct"], s["n"] - s["correct"]) for s in summaries]),
        ]
    width0 = max(len(r[0]) for r in rows) + 2
    widths = [max(len(n), *(len(r[1][i]) for r in rows)) + 2 for i, n in enumerate(names)]
    lines = ["".ljust(width0) + "".join(n.rjust(w) for n, w in zip(names, widths, strict=True))]
    lines.append("-" * len(lines[0]))
    for label, cells in rows:
        lines.append(label.ljust(width0) + "".join(c.rjust(w) for c, w in zip(cells, widths, strict=True)))

    cats = list(dict.fromkeys(c["category"] for c in corpus))
    lines += ["", "per-category accuracy (correct/n)"]
    head = "category".ljust(width0) + "".join(n.rjust(w) for n, w in zip(names, widths, strict=True))
    lines += [head, "-" * len(head)]
    for cat in cats:
        cells = []
        for s in summaries:
            pc = s["per_category"].get(cat, {"correct": 0, "n": 0})
            mark = ""
            if ref is not None and s is not ref:
                rc = ref["per_category"].get(cat, {"correct": 0})["correct"]
                mark = " <" if rc < pc["correct"] else ""  # '<' : hardmath loses cases here
            cells.append(f"{pc['correct']}/{pc['n']}{mark}")
        lines.append(cat.ljust(width0) + "".join(c.rjust(w) for c, w in zip(cells, widths, strict=True)))
    if ref is not None:
        lines.append("('<' marks a category where hardmath scores fewer cases than that checker)")
    return "\n".join(lines)


def format_failures(summary: dict, corpus: list[dict], corpus_file: str) -> str:
    """The cases a checker gets wrong; '[config]' marks a label that is a configuration choice."""
    by_id = {c["id"]: c for c in corpus}
    wrong = [r for r in summary["cases"] if not r["correct"]]
    lines = [f"\nmisses of {summary['checker']} ({len(wrong)}; sealed ones counted, not shown):"]
    for r in wrong:
        case = by_id[r["id"]]
        if _sealed(case, corpus_file):
            continue
        mark = " [config]" if case.get("config_choice") else ""
        lines.append(
            f"- {r['id']}{mark} expected={case['label']} got={r['ok']} outcome={r['outcome']}"
            f" gold={_truncate(case['gold'], 80)!r} response_tail={_truncate(case['response'][-120:], 120)!r}"
            f" detail={r['error'] or r['detail']!r}"
        )
    return "\n".join(lines)


def format_losses(summaries: list[dict], corpus: list[dict], corpus_file: str) -> str:
    """Cases hardmath gets wrong that at least one other checker gets right."""
    by_name = {s["checker"]: {r["id"]: r for r in s["cases"]} for s in summaries}
    if "hardmath" not in by_name or len(by_name) < 2:
        return ""
    others = [n for n in by_name if n != "hardmath"]
    lines = ["\ncases hardmath gets wrong and " + " or ".join(others) + " gets right:"]
    for case in corpus:
        if _sealed(case, corpus_file):
            continue
        mine = by_name["hardmath"][case["id"]]
        winners = [n for n in others if by_name[n][case["id"]]["correct"]]
        if mine["correct"] or not winners:
            continue
        lines.append(
            f"- {case['id']} expected={case['label']} (right: {', '.join(winners)})"
            f" gold={_truncate(case['gold'], 80)!r} response_tail={_truncate(case['response'][-100:], 100)!r}"
            f" hardmath={mine['error'] or mine['detail']!r}"
        )
    return "\n".join(lines)


def _sealed(case: dict, corpus_file: str) -> bool:
    """Whether a case of ``corpus_file`` is in the sealed split (bench/sealed.py): its misses are never printed."""
    if str(HERE) not in sys.path:
        sys.path.insert(0, str(HERE))
    from sealed import corpus_key, is_sealed

    return is_sealed(corpus_key(corpus_file, case["id"]))


def _names(text: str) -> list[str]:
    return [n.strip() for n in text.split(",") if n.strip()]


def write_json(path: Path, obj: dict) -> None:
    """Write atomically: a reader never sees half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(obj, indent=1), encoding="utf-8")
    tmp.replace(path)


def report(summaries: list[dict], corpus: list[dict], misses: list[str], losses: bool, corpus_file: str = "") -> None:
    print(format_table(summaries, corpus))
    for name in misses:
        found = [s for s in summaries if s["checker"] == name]
        if not found:
            raise SystemExit(f"--misses {name}: that checker was not scored in this run")
        print(format_failures(found[0], corpus, corpus_file))
    if losses:
        print(format_losses(summaries, corpus, corpus_file))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument(
        "--corpus", default=DEFAULT_CORPUS, help=f"corpus name ({', '.join(CORPORA)}) or path to a JSON-lines file"
    )
    ap.add_argument("--only", default=",".join(CHECKERS), help="comma list of " + ", ".join(CHECKERS))
    ap.add_argument("--limit", type=int, default=None, help="score N cases, round-robin over categories")
    ap.add_argument("--categories", default=None, help="comma list of categories to score")
    ap.add_argument("--timeout", type=float, default=10.0, help="hard wall-clock limit per case (s)")
    ap.add_argument(
        "--out", "--json", dest="out", type=Path, default=None, help="write summaries and per-case verdicts here (JSON)"
    )
    ap.add_argument(
        "--from",
        dest="from_json",
        type=Path,
        default=None,
        help="do not score: re-print the table (and --misses) of a saved --out file",
    )
    ap.add_argument(
        "--show-losses", action="store_true", help="print the cases hardmath gets wrong that another checker gets right"
    )
    ap.add_argument(
        "--misses",
        "--show-failures",
        dest="misses",
        default="",
        help="comma list of checkers whose wrong cases to print",
    )
    args = ap.parse_args(argv)

    if args.from_json is not None:
        saved = json.loads(args.from_json.read_text(encoding="utf-8"))
        corpus = load_corpus(Path(saved["corpus"]))
        ids = {r["id"] for s in saved["summaries"] for r in s["cases"]}
        picked = [c for c in corpus if c["id"] in ids]
        report(saved["summaries"], picked, _names(args.misses), args.show_losses, Path(saved["corpus"]).name)
        return 0

    names = _names(args.only)
    unknown = set(names) - set(CHECKERS)
    if unknown:
        ap.error(f"unknown checkers {sorted(unknown)}; choose from {', '.join(CHECKERS)}")
    cats = [c.strip() for c in args.categories.split(",")] if args.categories else None
    path = ensure_corpus(resolve_corpus(args.corpus))
    if not path.is_file():
        ap.error(f"{path}: no such corpus file")
    corpus = select(load_corpus(path), cats, args.limit)
    n_false = sum(not c["label"] for c in corpus)
    n_config = sum(bool(c.get("config_choice")) for c in corpus)
    who = next((w for p, w in CORPORA.values() if p == path), "")
    print(
        f"corpus: {path.name}{f' [{who}]' if who else ''}: {len(corpus)} cases, {n_false} labeled false,"
        f" {n_config} with a label that is a config choice, {len({c['category'] for c in corpus})} categories;"
        f" per-case limit {args.timeout:g} s",
        flush=True,
    )

    summaries = []
    for name in names:
        t0 = time.perf_counter()
        summaries.append(score(name, corpus, args.timeout))
        s = summaries[-1]
        print(f"  {name}: {s['accuracy']:.1%} in {time.perf_counter() - t0:.1f} s", flush=True)
    print()
    report(summaries, corpus, _names(args.misses), args.show_losses, path.name)
    if args.out:
        write_json(args.out, {"corpus": str(path), "timeout_s": args.timeout, "summaries": summaries})
        print(f"\nwrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
