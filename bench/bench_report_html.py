"""How report.html holds up on a full HARP sampling run: 4,780 problems x 64 samples (305,920
responses) of realistic length, written as lm-eval logs them; then the page is built and opened
in headless Chromium. Prints: generation and build times, page size (and the side files' size),
time to first render, and time to apply a filter (and to show its first response).

    python bench/bench_report_html.py [--problems 4780] [--samples 64] [--keep DIR]

Responses: lengths drawn from a log-normal (median 1,000 characters, 90th percentile ~2,800,
capped at 16,000), cut from a fixed pool of text, each ending with its answer sentence.
Needs chromium + chromium-driver and selenium (the test extra).
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "report"))  # the tests' headless Chromium helper

SUBJECTS = ("prealgebra", "algebra", "number_theory", "counting_and_probability", "geometry", "precalculus")
TS = "2025-01-01T00-00-00.000000"
TASK = "harp_default_sampling"


def _pool(rng: random.Random, size: int = 40_000) -> str:
    words = [
        "let",
        "we",
        "so",
        "the",
        "of",
        "and",
        "is",
        "then",
        "thus",
        "hence",
        "x",
        "y",
        "n",
        "k",
        "sum",
        "product",
        "=",
        "+",
        "-",
        "\\frac{1}{2}",
        "\\sqrt{3}",
        "$",
        "prime",
    ]
    return " ".join(rng.choice(words) for _ in range(size // 4))[:size]


def write_run(root: Path, problems: int, samples: int, seed: int = 0) -> tuple[int, int]:
    """A model folder with one sampling task; returns (responses, characters of response text)."""
    rng = random.Random(seed)
    pool = _pool(rng)
    folder = root / "bench-model"
    folder.mkdir(parents=True)
    chars = 0
    with open(folder / f"samples_{TASK}_{TS}.jsonl", "w", encoding="utf-8") as f:
        for i in range(problems):
            gold = str(i % 97)
            doc = {
                "year": "2000",
                "contest": "AMC",
                "number": i,
                "level": 1 + i % 6,
                "subject": SUBJECTS[i % 6],
                "problem": f"Problem {i}: " + pool[(i * 37) % 30_000 :][:300],
                "answer": gold,
            }
            texts, records, right = [], [], 0
            for _k in range(samples):
                n = min(16_000, int(rng.lognormvariate(6.9, 0.8)))
                start = rng.randrange(0, len(pool) - 1)
                body = (pool[start:] + pool)[:n]
                roll = rng.random()
                if roll < 0.45:
                    answer, rec = gold, {"correct": True, "reason": "equal", "vote_class": 0}
                elif roll < 0.85:
                    answer = str(rng.randrange(100))
                    rec = {"correct": answer == gold, "reason": "different value", "vote_class": 1 + int(answer)}
                elif roll < 0.95:
                    answer, rec = None, {"correct": False, "reason": "no answer", "no_answer": True, "vote_class": None}
                else:
                    answer = None
                    rec = {"correct": False, "reason": "max length", "max_length": True, "vote_class": None}
                text = body + (f" The final answer is $\\boxed{{{answer}}}$." if answer is not None else "")
                rec.update(answer=answer, tokens=len(text) // 4, max_length=rec.get("max_length", False))
                right += rec["correct"]
                texts.append(text)
                records.append(json.dumps(rec))
                chars += len(text)
            row = {
                "doc_id": i,
                "doc": doc,
                "target": gold,
                "arguments": {},
                "resps": [texts],
                "filtered_resps": [records],
                "filter": "graded",
                "metrics": ["correct"],
                "doc_hash": f"h{i}",
                "prompt_hash": "",
                "target_hash": "",
                "correct": right / samples,
            }
            f.write(json.dumps(row) + "\n")
    results = {
        "results": {TASK: {"alias": TASK, "correct,graded": 0.5, "sample_len": problems}},
        "configs": {TASK: {}},
        "higher_is_better": {TASK: {"correct": True}},
        "config": {"model": "hf", "model_args": {"pretrained": "bench-model"}},
        "model_name": "bench-model",
    }
    (folder / f"results_{TS}.json").write_text(json.dumps(results))
    return problems * samples, chars


def measure(page: Path) -> dict[str, float]:
    """Open ``page`` in headless Chromium: first render, then a filter (verdict wrong, level 5)."""
    from browser import DESKTOP, chromium, console_errors
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    out = {}
    with chromium(DESKTOP) as d:
        t0 = time.perf_counter()
        d.get(page.resolve().as_uri())
        WebDriverWait(d, 300, poll_frequency=0.02).until(
            lambda x: x.execute_script("return document.body.dataset.ready === '1'")
        )
        out["first_render_s"] = time.perf_counter() - t0
        out["script_init_ms"] = d.execute_script("return window.hardmathReadyMs")
        WebDriverWait(d, 120, poll_frequency=0.02).until(
            lambda x: x.find_elements(By.CSS_SELECTOR, "#hm-rows pre.resp-text")
        )
        out["first_response_shown_s"] = time.perf_counter() - t0
        t1 = time.perf_counter()
        out["filter_ms"] = d.execute_script(
            """
            var t = performance.now();
            var f = document.querySelector('#hm-filters select[name=verdict]');
            f.value = String(1); f.dispatchEvent(new Event('change'));
            var l = document.querySelector('#hm-filters select[name=level]');
            l.value = l.options[l.options.length - 1].value; l.dispatchEvent(new Event('change'));
            return performance.now() - t;
            """
        )
        WebDriverWait(d, 120, poll_frequency=0.02).until(
            lambda x: x.find_elements(By.CSS_SELECTOR, "#hm-rows pre.resp-text")
        )
        out["filter_to_response_s"] = time.perf_counter() - t1
        out["matching"] = d.find_element(By.ID, "hm-count").text
        out["console_errors"] = len(console_errors(d))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--problems", type=int, default=4780)
    parser.add_argument("--samples", type=int, default=64)
    parser.add_argument("--keep", default=None, help="build in this folder and keep it")
    args = parser.parse_args()
    from hardmath.report.html_page import FILES_DIR, write_report_html
    from hardmath.report.runs import load_runs

    work = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="bench_html_"))
    if work.exists() and args.keep:
        shutil.rmtree(work)
    try:
        t = time.perf_counter()
        n, chars = write_run(work / "runs", args.problems, args.samples)
        print(f"generated {n:,} responses ({chars / 1e6:,.0f} M characters) in {time.perf_counter() - t:.0f} s")
        t = time.perf_counter()
        models = load_runs([work / "runs"])
        print(f"read the run in {time.perf_counter() - t:.0f} s")
        t = time.perf_counter()
        out = work / "report"
        out.mkdir()
        page = write_report_html(out, models, [])
        print(f"wrote report.html in {time.perf_counter() - t:.0f} s")
        side = sum(p.stat().st_size for p in (out / FILES_DIR).glob("*")) if (out / FILES_DIR).exists() else 0
        files = len(list((out / FILES_DIR).glob("*"))) if side else 0
        print(f"page: {page.stat().st_size / 1e6:.1f} MB; side files: {files} holding {side / 1e6:,.0f} MB")
        for key, value in measure(page).items():
            print(f"{key}: {value:.2f}" if isinstance(value, float) else f"{key}: {value}")
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
