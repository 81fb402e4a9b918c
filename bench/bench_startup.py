"""What hardmath costs an lm-eval run that does not use it: start-up time and memory.

Measured in fresh interpreters, plugin on (``HARDMATH_AUTOLOAD=1``) against off (``=0``), interleaved,
median of ``--runs``:

* the ``.pth`` hook: ``python -X importtime -c pass`` summed over hardmath's modules (the hook imports
  them on or off, so their import time is its whole cost) and the memory they allocate
  (``-X tracemalloc``, allocations made by hardmath's files);
* discovery: what the plugin adds to building a ``TaskManager`` -- lm-eval's own indexer parsing
  hardmath's task YAMLs (time over an empty folder's, and traced memory of the index entries it
  adds; there is no cache of ours), and the whole ``import + TaskManager()``
  that every ``lm_eval`` run does, on against off (wall time and peak RSS; noisier, since lm-eval
  itself indexes thousands of YAML files there).

    python bench/bench_startup.py --runs 9
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys

IMPORT_MANAGER = """
from lm_eval.tasks.manager import TaskManager
"""
FULL = (
    "import json, resource, time\nt0 = time.perf_counter()"
    + IMPORT_MANAGER
    + """
TaskManager()
print(json.dumps({"wall_ms": (time.perf_counter() - t0) * 1000,
                  "rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""
)
OURS = (
    IMPORT_MANAGER
    + """
import json, sys, tempfile, time, tracemalloc
from hardmath.lmeval.discovery import tasks_dir
traced = sys.argv[1] == "memory"  # tracemalloc slows every allocation: time and memory in two runs
empty = tempfile.mkdtemp()
TaskManager(include_path=empty, include_defaults=False)  # imports done
t0 = time.perf_counter()
TaskManager(include_path=empty, include_defaults=False)
base = time.perf_counter() - t0
if traced:
    tracemalloc.start()
t0 = time.perf_counter()
manager = TaskManager(include_path=str(tasks_dir()), include_defaults=False)
wall = time.perf_counter() - t0
current, _ = tracemalloc.get_traced_memory()
print(json.dumps({"wall_ms": (wall - base) * 1000, "traced_mb": current / 2**20, "tasks": len(manager.all_tasks)}))
"""
)
HOOK_MEMORY = """
import json, tracemalloc
snap = tracemalloc.take_snapshot().filter_traces([tracemalloc.Filter(True, "*hardmath*")])
print(json.dumps({"hook_kb": sum(s.size for s in snap.statistics("filename")) / 1024}))
"""


def _env(plugin: bool) -> dict[str, str]:
    return {**os.environ, "HARDMATH_AUTOLOAD": "1" if plugin else "0", "HF_HUB_OFFLINE": "1"}


def _json(args: list[str], plugin: bool = True) -> dict[str, float]:
    out = subprocess.run(  # noqa: S603 - argv of ours
        [sys.executable, *args],
        capture_output=True,
        text=True,
        env=_env(plugin),
        check=True,
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def hook_import_ms() -> float:
    """Import time of hardmath's modules at interpreter start (the .pth hook), in ms."""
    out = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", "pass"], capture_output=True, text=True, env=_env(True), check=True
    )
    total_us = 0
    for line in out.stderr.splitlines():
        parts = [p.strip() for p in line.split("|")]
        if len(parts) == 3 and parts[2].startswith("hardmath") and parts[0].split(":")[-1].strip().isdigit():
            total_us += int(parts[0].split(":")[-1])  # self time
    return total_us / 1000


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=9)
    args = parser.parse_args(argv)
    hook, hook_mem, ours, on, off = [], [], [], [], []
    for _ in range(args.runs):
        hook.append(hook_import_ms())
        hook_mem.append(_json(["-X", "tracemalloc", "-c", HOOK_MEMORY])["hook_kb"])
        ours.append({**_json(["-c", OURS, "time"]), "traced_mb": _json(["-c", OURS, "memory"])["traced_mb"]})
        off.append(_json(["-c", FULL], plugin=False))
        on.append(_json(["-c", FULL], plugin=True))

    def med(rows: list[dict[str, float]], key: str) -> float:
        return statistics.median(r[key] for r in rows)

    print(f"runs: {args.runs} (medians), lm-eval {_lm_eval_version()}, {os.cpu_count()} cores")
    print("| what hardmath adds | time | memory |")
    print("|---|---:|---:|")
    print(
        f"| `.pth` hook at interpreter start | {statistics.median(hook):.1f} ms | {statistics.median(hook_mem):.0f} KB |"
    )
    print(
        f"| discovery: indexing hardmath's {int(ours[0]['tasks'])} tasks in `TaskManager()` | "
        f"{med(ours, 'wall_ms'):.1f} ms | {med(ours, 'traced_mb') * 1024:.0f} KB |"
    )
    print(
        f"| whole `import + TaskManager()`, plugin on - off (off: {med(off, 'wall_ms'):.0f} ms, "
        f"{med(off, 'rss_mb'):.0f} MB) | {med(on, 'wall_ms') - med(off, 'wall_ms'):+.0f} ms | "
        f"{med(on, 'rss_mb') - med(off, 'rss_mb'):+.1f} MB RSS |"
    )
    return 0


def _lm_eval_version() -> str:
    from importlib import metadata

    return metadata.version("lm_eval")


if __name__ == "__main__":
    raise SystemExit(main())
