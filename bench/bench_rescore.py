"""Time and memory of ``hardmath rescore`` on a full-size HARP x 64 sampling run.

Generates (once, deterministically) an lm-eval output folder shaped like a real
``harp_default_sampling`` run: 4,780 HARP problems (from the local data folder) x 64 sampled
responses of ~1.3 KB each (model-style reasoning, drawn from 4,096 generated texts, ending in
a final answer: the gold, one of a few wrong answers, or none), logged verdicts of an "old" checker, the task's logged config
(filters, metrics, ``repeats: 64``) and ``n-samples`` — about 465 MB of samples. Then runs
the real CLI (``hardmath rescore RUN --out NEW``) and samples the resident memory of the
whole process tree (the CLI, its grading processes and their SymPy workers) every 0.1 s.

Printed: samples file size, wall time, CPU time (user + sys of the tree: CPU / wall shows
how many cores worked), the machine's load average before and after, peak RSS of the main
process and peak PSS of the whole tree (shared pages split between the processes sharing
them), also as a multiple of the samples file.

Usage: HARDMATH_DATA_DIR=/path/to/shared/data nice python bench/bench_rescore.py
       [--work $TMPDIR/hardmath_bench_rescore] [--problems 4780] [--repeats 64] [--jobs N]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

TASK = "harp_default_sampling"
TS = "2026-01-01T00-00-00.000000"
SEED = 64
WORDS = (
    "we",
    "note",
    "that",
    "the",
    "sum",
    "of",
    "both",
    "terms",
    "is",
    "equal",
    "to",
    "since",
    "each",
    "factor",
    "divides",
    "hence",
    "so",
    "then",
    "substituting",
    "gives",
    "value",
    "case",
    "first",
    "second",
    "remaining",
    "count",
    "multiply",
    "by",
    "and",
    "therefore",
    "consider",
    "expression",
)


def _body(rng: random.Random, size: int) -> str:
    parts, n = [], 0
    while n < size:
        sentence = " ".join(rng.choice(WORDS) for _ in range(rng.randrange(8, 16)))
        sentence = f"{sentence.capitalize()} ${rng.randrange(2, 99)} \\cdot {rng.randrange(2, 99)}$."
        parts.append(sentence)
        n += len(sentence) + 1
    return " ".join(parts)


def _wrong_answers(gold: str, rng: random.Random) -> list[str]:
    return [f"{gold}+1", str(rng.randrange(1, 1000)), f"2({gold})"]


def _response(rng: random.Random, gold: str, wrong: list[str], bodies: list[str]) -> tuple[str, str | None]:
    roll = rng.random()
    answer = gold if roll < 0.4 else (rng.choice(wrong) if roll < 0.85 else None)
    body = rng.choice(bodies)
    if answer is None:
        return body, None
    return f"{body}\nFinal Answer: The final answer is ${answer}$. I hope it is correct.", answer


def _task_config() -> dict:
    """The task's config as lm-eval logs it (hooks as text)."""
    from hardmath.report.rescore import task_config

    config = task_config(TASK) or {}
    return {
        k: (f"<function {v.__name__}>" if callable(v) else v)
        for k, v in config.items()
        if k not in ("custom_dataset", "dataset_kwargs")
    }


def make_run(root: Path, problems: int, repeats: int) -> Path:
    """Write the synthetic run under ``root`` (skipped when it is already there)."""
    from hardmath.data import load_rows

    folder = root / "run" / "synthetic__model"
    samples = folder / f"samples_{TASK}_{TS}.jsonl"
    done = folder / ".complete"
    if done.exists() and done.read_text() == f"{problems} {repeats}":
        return root / "run"
    folder.mkdir(parents=True, exist_ok=True)
    rng = random.Random(SEED)
    bodies = [_body(rng, rng.randrange(1000, 1500)) for _ in range(4096)]  # reasoning text, reused
    docs = load_rows("harp_default")[:problems]
    config = _task_config()
    correct = 0.0
    with open(samples, "w", encoding="utf-8") as f:
        for i, doc in enumerate(docs):
            gold = doc["answer"].strip("$ ")
            wrong = _wrong_answers(gold, rng)
            resps, old = [], []
            for _ in range(repeats):
                text, answer = _response(rng, gold, wrong, bodies)
                resps.append(text)
                old.append(json.dumps({"answer": answer, "correct": rng.random() < 0.4, "reason": "old checker"}))
            metrics = {"correct": sum(json.loads(v)["correct"] for v in old) / repeats, "no_answer": 0.0}
            correct += metrics["correct"]
            row = {
                "doc_id": i,
                "doc": doc,
                "target": doc["answer"],
                "arguments": {
                    "gen_args_0": {
                        "arg_0": f"Problem:\n{doc['problem']}\n\nSolution:",
                        "arg_1": config.get("generation_kwargs", {}),
                    }
                },
                "resps": [resps],
                "filtered_resps": [old],
                "filter": "graded",
                "metrics": list(metrics),
                "doc_hash": f"{i:064x}",
                "prompt_hash": "",
                "target_hash": "",
                **metrics,
            }
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    results = {
        "results": {TASK: {"alias": TASK, "correct,graded": correct / len(docs)}},
        "group_subtasks": {},
        "configs": {TASK: config},
        "n-samples": {TASK: {"original": len(docs), "effective": len(docs)}},
        "higher_is_better": {TASK: {"correct": True}},
        "config": {"bootstrap_iters": 100000},
        "model_name": "synthetic/model",
        "model_name_sanitized": "synthetic__model",
    }
    (folder / f"results_{TS}.json").write_text(json.dumps(results, indent=2, default=str))
    done.write_text(f"{problems} {repeats}")
    return root / "run"


def _kb(text: str, key: str) -> int:
    for line in text.splitlines():
        if line.startswith(key + ":"):
            return int(line.split()[1]) * 1024
    return 0


def _tree_memory(root_pid: int) -> tuple[int, int, int]:
    """(RSS of ``root_pid``, RSS summed over it and all its descendants, PSS summed likewise),
    bytes. PSS splits pages shared between processes (forked grading processes share most of
    their memory with the main one), so the PSS sum is what the tree really occupies.
    """
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
            except OSError:
                continue
            children.setdefault(int(stat.rsplit(")", 1)[1].split()[1]), []).append(int(entry))
    main = rss = pss = 0
    stack = [root_pid]
    while stack:
        pid = stack.pop()
        stack.extend(children.get(pid, []))
        try:
            status = Path(f"/proc/{pid}/status").read_text()
            rollup = Path(f"/proc/{pid}/smaps_rollup").read_text()
        except OSError:
            continue
        rss += _kb(status, "VmRSS")
        pss += _kb(rollup, "Pss")
        if pid == root_pid:
            main = _kb(status, "VmRSS")
    return main, rss, pss


def measure(run: Path, out: Path, jobs: int | None) -> dict:
    cmd = [str(Path(sys.executable).with_name("hardmath")), "rescore", str(run), "--out", str(out), "--no-progress"]
    if jobs:
        cmd += ["--jobs", str(jobs)]
    peak = {"main": 0, "rss": 0, "pss": 0}
    t = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)  # noqa: S603 - our CLI

    def watch() -> None:
        while proc.poll() is None:
            for key, value in zip(("main", "rss", "pss"), _tree_memory(proc.pid), strict=True):
                peak[key] = max(peak[key], value)
            time.sleep(0.1)

    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    stdout, stderr = proc.communicate()
    wall = time.perf_counter() - t
    watcher.join()
    if proc.returncode != 0:
        raise SystemExit(f"rescore failed ({proc.returncode}):\n{stderr[-3000:]}")
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return {"wall": wall, "cpu": usage.ru_utime + usage.ru_stime, "stdout": stdout, **peak}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--work", type=Path, default=Path(tempfile.gettempdir()) / "hardmath_bench_rescore")
    ap.add_argument("--problems", type=int, default=4780)
    ap.add_argument("--repeats", type=int, default=64)
    ap.add_argument("--jobs", type=int, default=None)
    args = ap.parse_args(argv)
    t = time.perf_counter()
    run = make_run(args.work, args.problems, args.repeats)
    samples = next(run.rglob("samples_*.jsonl"))
    size = samples.stat().st_size
    print(
        f"run: {args.problems} problems x {args.repeats} responses = {args.problems * args.repeats:,} responses, "
        f"samples file {size / 1e6:.0f} MB (ready in {time.perf_counter() - t:.0f} s)",
        flush=True,
    )
    load = os.getloadavg()[0]
    got = measure(run, args.work / "rescored", args.jobs)
    print(got["stdout"].strip().splitlines()[0])
    print(
        f"rescore: {got['wall']:.1f} s wall, {got['cpu']:.1f} s CPU ({got['cpu'] / got['wall']:.2f} cores busy "
        f"on average, {os.cpu_count()} cores; load average {load:.1f} before, {os.getloadavg()[0]:.1f} after)"
    )
    print(
        f"peak memory: main process RSS {got['main'] / 1e6:.0f} MB; whole process tree PSS "
        f"{got['pss'] / 1e6:.0f} MB = {got['pss'] / size:.2f} x the samples file (RSS summed, shared pages "
        f"counted in every process: {got['rss'] / 1e6:.0f} MB)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
