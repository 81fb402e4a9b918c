"""Hand-made lm-eval output folders (``<root>/<model>/results_<ts>.json`` + samples files)."""

from __future__ import annotations

import hashlib
import json
import math
import subprocess
import sys
from pathlib import Path
from typing import Any

TS = "2025-01-01T00-00-00.000000"


def sample(
    doc_id: int,
    doc: dict,
    metrics: dict,
    resps: list[str] | None = None,
    verdicts: list[dict] | None = None,
    filter_name: str = "graded",
) -> dict[str, Any]:
    """A logged sample row as lm-eval writes it."""
    text = json.dumps(doc, indent=2, ensure_ascii=False)
    return {
        "doc_id": doc_id,
        "doc": doc,
        "target": str(doc.get("answer", "")),
        "arguments": {},
        "resps": [resps if resps is not None else [""]],
        "filtered_resps": [[json.dumps(v) for v in (verdicts or [])]],
        "filter": filter_name,
        "metrics": list(metrics),
        "doc_hash": hashlib.sha256(text.encode()).hexdigest(),
        "prompt_hash": "",
        "target_hash": "",
        **metrics,
    }


def write_run(
    root: Path,
    model: str,
    tasks: dict[str, list[dict]],
    results: dict[str, dict] | None = None,
    higher_is_better: dict[str, dict] | None = None,
    configs: dict[str, dict] | None = None,
    ts: str = TS,
    log_samples: bool = True,
) -> Path:
    """Write one model folder; aggregate results default to the mean of each metric (the sum of
    one its config aggregates with ``hardmath_count``), as lm-eval computes them.
    """
    folder = root / model.replace("/", "__")
    folder.mkdir(parents=True, exist_ok=True)
    res = {}
    for task, rows in tasks.items():
        entry: dict[str, Any] = {"alias": task, "sample_len": len(rows)}
        names = {m for r in rows for m in r.get("metrics", [])}
        counts = {
            m.get("metric")
            for m in ((configs or {}).get(task) or {}).get("metric_list") or []
            if m.get("aggregation") == "hardmath_count"
        }
        for m in sorted(names):
            vals = [r[m] for r in rows if isinstance(r.get(m), (int, float))]
            if vals:
                entry[f"{m},graded"] = sum(vals) if m in counts else sum(vals) / len(vals)
        res[task] = entry
        if log_samples:
            (folder / f"samples_{task}_{ts}.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    for task, extra in (results or {}).items():
        res.setdefault(task, {"alias": task}).update(extra)
    data = {
        "results": res,
        "group_subtasks": {},
        "configs": configs or {t: {} for t in res},
        "higher_is_better": higher_is_better or {t: {} for t in res},
        "config": {"model": "hf", "model_args": {"pretrained": model}},
        "model_name": model,
        "model_name_sanitized": model.replace("/", "__"),
    }
    (folder / f"results_{ts}.json").write_text(json.dumps(data, indent=2))
    return root


def harp_doc(number: int = 1, problem: str | None = None, answer: str = "$5$") -> dict:
    """A minimal HARP document (2001 AMC, level 2, algebra); ``problem`` defaults to ``p<number>``."""
    return {
        "year": "2001",
        "contest": "AMC",
        "number": number,
        "level": 2,
        "subject": "algebra",
        "problem": f"p{number}" if problem is None else problem,
        "answer": answer,
    }


# ------------------------------------------------------------------ the example: 3 models
def _harp_doc(i: int, level: int, subject: str) -> dict:
    return {
        "year": "2000",
        "contest": "AMC",
        "number": i,
        "level": level,
        "subject": subject,
        "problem": f"Problem {i}",
        "answer": str(i),
        "solution_1": " ".join(["step"] * (i + 1)),
    }


# (level, subject, correct per model A/B/C, no_answer of A, response of A)
HARP = [
    (1, "prealgebra", (1, 1, 1), 0, "a b c"),
    (1, "algebra", (0, 1, 1), 1, "a b c d e"),
    (2, "algebra", (1, 1, 0), 0, "x"),
    (2, "geometry", (1, 0, 1), 0, "x y"),
    (5, "geometry", (0, 0, 1), 0, "w w w w"),
    (6, "precalculus", (0, 0, 0), 1, ""),
]
# correct in scramble runs 1..3 (model A), per problem
SCRAMBLES = [(1, 1, 1), (1, 0, 1), (0, 0, 1), (0, 0, 0)]
# MATH-P problem_id -> (split, original, simple, hard, simple ICL original, n_same of simple) for A
MATHP = {
    1: ("train", 1, 1, 1, 0, 0),
    2: ("train", 1, 0, 0, 1, 1),
    3: ("test", 0, 1, 0, 1, 0),
    4: ("test", 0, 0, 1, 1, 0),
}
# Putnam-AXIOM paired records: group -> (original, seed 0, seed 1, seed 2), per model
PUTNAM = {
    "A": {"g1": (1, 1, 0, 1), "g2": (1, 0, 0, 1)},
    "B": {"g1": (1, 1, 1, 1), "g2": (1, 1, 0, 1)},
    "C": {"g1": (0, 0, 0, 1), "g2": (1, 0, 0, 0)},
}
# teacher-forced accuracy and boxed accuracy (putnam_axiom_tfa / putnam_axiom_orig aggregates)
TFA = {"A": (0.55, 0.50), "B": (0.30, 0.30), "C": (0.35, 0.25)}
# the other teacher-forced proxies of putnam_axiom_tfa: (tfce, bpc); perplexity = exp(tfce)
PROXY = {"A": (1.0, 0.5), "B": (2.0, 0.9), "C": (1.5, 0.8)}


def _v(correct: int, answer: str | None = "1") -> dict:
    return {"answer": answer, "correct": bool(correct), "reason": "test"}


def example_runs(root: Path) -> Path:
    """Three models (org/model-A, -B, -C) with HARP, MATH-P and Putnam-AXIOM runs of known numbers."""
    for m, name in enumerate("ABC"):
        harp = []
        for i, (level, subject, correct, na, resp) in enumerate(HARP):
            c = correct[m]
            no_ans = na if name == "A" else 0
            metrics = {"correct": float(c), "no_answer": float(no_ans)}
            if name == "A":  # A's backend recorded limit hits (its level-5 response was cut off); B, C's could not
                metrics["max_length"] = 1.0 if i == 4 else 0.0
            harp.append(
                sample(
                    i,
                    _harp_doc(i, level, subject),
                    metrics,
                    [resp if name == "A" else "answer 1"],
                    [_v(c, None if no_ans else "1")],
                )
            )
        tasks = {"harp_default": harp}
        hib = {"harp_default": {"correct": True, "no_answer": False}}
        if name == "A":
            for run in range(3):
                tasks[f"harp_mcq_shuffle_{run + 1}"] = [
                    sample(i, {**_harp_doc(i, 1, "algebra"), "scramble": run}, {"correct": float(c[run])})
                    for i, c in enumerate(SCRAMBLES)
                ]
            tasks["harp_default_sampling"] = [
                sample(
                    0,
                    _harp_doc(0, 1, "algebra"),
                    {"correct": 0.5, "pass@1": 0.5, "pass@2": 1.0, "maj@1": 0.5, "maj@2": 0.5},
                    ["The answer is 1", "The answer is 2"],
                    [_v(1, "1"), _v(0, "2")],
                ),
                sample(
                    1,
                    _harp_doc(1, 2, "algebra"),
                    {"correct": 0.0, "pass@1": 0.0, "pass@2": 0.0, "maj@1": 0.0, "maj@2": 0.0},
                    ["The answer is 3", "The answer is 3"],
                    [_v(0, "3"), _v(0, "3")],
                ),
            ]
            for col, kind in ((1, "original"), (2, "simple"), (3, "hard"), (4, "simple_icl_original")):
                rows = []
                for pid, spec in MATHP.items():
                    doc = {"problem_id": pid, "original_split": spec[0], "type": "Algebra", "answer": "7"}
                    metrics = {"correct": float(spec[col])}
                    if kind == "simple":
                        doc["original_answer"] = "5"
                        metrics.update(n_same=float(spec[5]), n_errors=float(1 - spec[col]))
                    if kind == "hard":
                        doc["original_answer"] = None
                    rows.append(sample(pid - 1, doc, metrics))
                tasks[f"math_p_{kind}"] = rows
            tasks["putnam_axiom_orig"] = [
                sample(i, {"id": f"p{i}", "binary": b, "answer": "1"}, {"correct": float(c), "no_answer": 0.0})
                for i, (b, c) in enumerate([(True, 1), (False, 1), (False, 0), (False, 0)])
            ]
        var = []
        for group, marks in PUTNAM[name].items():
            for seed, c in zip(["original", "0", "1", "2"], marks, strict=True):
                rec = [group, seed, seed == "original", bool(c)]
                var.append(
                    sample(
                        len(var),
                        {"group": group, "seed": seed, "binary": False},
                        {
                            m + suffix: rec
                            for m in ("var_acc", "var_ci_low", "var_ci_high", "orig_acc", "drop")
                            for suffix in ("", "_complex")
                        },
                    )
                )
        tasks["putnam_axiom_var"] = var
        tfa, acc = TFA[name]
        tfce, bpc = PROXY[name]
        results = {
            "putnam_axiom_tfa": {
                "tfa,none": tfa,
                "tfce,none": tfce,
                "perplexity,none": math.exp(tfce),
                "bpc,none": bpc,
            },
            "putnam_axiom_orig": {"correct,graded": acc},
        }
        write_run(root, f"org/model-{name}", tasks, results, hib)
    return root


if __name__ == "__main__":  # python tests/report/report_handmade.py OUT_DIR
    import sys

    print(example_runs(Path(sys.argv[1])))


def compare_cli(base: Path, new: Path, *extra: str) -> subprocess.CompletedProcess:
    """``hardmath compare BASE NEW EXTRA...`` as a user runs it, in a subprocess."""
    return subprocess.run(
        [sys.executable, "-m", "hardmath.cli", "compare", str(base), str(new), *extra],
        capture_output=True,
        text=True,
        timeout=300,
    )
