"""The answer-checker benchmark: corpus shape, generator in sync, and the scorer end to end."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from minerva_antlr import needs_minerva_antlr

REPO = Path(__file__).resolve().parents[2]
BENCH = REPO / "bench"
CORPUS = BENCH / "equivalence_corpus.jsonl"
CATEGORIES = {
    "extraction",
    "normalization",
    "exact_numbers",
    "algebraic",
    "tuples",
    "sets",
    "intervals",
    "pm",
    "matrices",
    "complex",
    "equations",
    "inequalities",
    "text",
    "base_n",
    "scientific",
    "decimals",
    "mcq",
    "no_answer",
    "adversarial",
    # issue 12's categories
    "final_statements",
    "multi_box",
    "named_lhs",
    "notations",
    "plaintext",
    "units",
    "text_phrases",
    "mcq_letter_value",
    "near_equal",
    "base_value",
}


def _module(name: str):
    spec = importlib.util.spec_from_file_location(name, BENCH / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def corpus() -> list[dict]:
    bench = _module("bench_equivalence")
    return bench.load_corpus(bench.ensure_corpus(CORPUS))


def test_corpus_size_balance_and_fields(corpus):
    assert len(corpus) >= 500
    share_false = sum(not c["label"] for c in corpus) / len(corpus)
    assert 0.40 <= share_false <= 0.50, share_false
    for case in corpus:
        assert set(case) == {"id", "category", "response", "gold", "label", "note"}, case["id"]
        assert isinstance(case["label"], bool) and isinstance(case["response"], str), case["id"]
        assert case["gold"].strip() and case["note"].strip(), case["id"]


def test_every_category_present_with_both_labels(corpus):
    counts = Counter((c["category"], c["label"]) for c in corpus)
    assert {c["category"] for c in corpus} == CATEGORIES
    for cat in CATEGORIES - {"no_answer"}:
        assert counts[(cat, True)] >= 5 and counts[(cat, False)] >= 5, cat
    assert counts[("no_answer", True)] == 0  # a response without an answer is never correct


def test_ids_unique(corpus):
    ids = [c["id"] for c in corpus]
    assert len(ids) == len(set(ids))


def test_adversarial_inputs_present(corpus):
    responses = [c["response"] for c in corpus if c["category"] == "adversarial"]
    assert any(len(r) >= 1_000_000 for r in responses)
    assert any("{" * 10_000 in r for r in responses)
    assert any("2001^{2002^{2003}}" in r for r in responses)
    injections = [c for c in corpus if "hardmath_pwned" in c["response"]]
    assert injections and not any(c["label"] for c in injections)


def test_generator_matches_corpus_file(corpus):
    # the corpus is generated (not committed: its adversarial responses weigh 3 MB); a stale
    # local file must not be scored
    built = _module("make_equivalence_corpus").build()
    assert built == corpus, "bench/equivalence_corpus.jsonl is stale: delete it or run bench/make_equivalence_corpus.py"


def test_limit_is_round_robin_over_categories(corpus):
    picked = _module("bench_equivalence").select(corpus, None, len(CATEGORIES))
    assert {c["category"] for c in picked} == CATEGORIES


@pytest.mark.slow
@needs_minerva_antlr
def test_bench_runs_end_to_end_for_each_checker(tmp_path):
    out = tmp_path / "bench.json"
    categories = ",".join(sorted(CATEGORIES - {"adversarial"}))
    proc = subprocess.run(
        [
            sys.executable,
            str(BENCH / "bench_equivalence.py"),
            "--only",
            "hardmath,math_verify,minerva",
            "--limit",
            "18",
            "--categories",
            categories,
            "--timeout",
            "10",
            "--json",
            str(out),
        ],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=REPO,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "throughput (cases/s)" in proc.stdout and "per-category accuracy" in proc.stdout
    summaries = {s["checker"]: s for s in json.loads(out.read_text())["summaries"]}
    assert set(summaries) == {"hardmath", "math_verify", "minerva"}
    for s in summaries.values():
        assert s["n"] == 18 and len(s["cases"]) == 18
        assert s["correct"] + s["false_positives"] + s["false_negatives"] == 18
        assert 0 < s["accuracy"] <= 1 and s["p50_ms"] <= s["p99_ms"] <= s["max_ms"]
        assert not s["code_executed"]
