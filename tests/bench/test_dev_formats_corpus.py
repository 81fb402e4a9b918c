"""bench/corpora/dev_formats.jsonl: written by us, in sync with its generator, scored by the bench."""

from __future__ import annotations

import importlib.util
import json
from collections import Counter
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench"
CORPUS = BENCH / "corpora" / "dev_formats.jsonl"


def _module(path: Path, name: str):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_corpus_matches_its_generator_and_is_balanced() -> None:
    maker = _module(BENCH / "corpora" / "make_dev_formats.py", "make_dev_formats")
    rows = [json.loads(line) for line in CORPUS.read_text(encoding="utf-8").splitlines()]
    assert rows == maker.rows()
    assert len(rows) >= 150 and len({r["id"] for r in rows}) == len(rows)
    assert 0.25 <= sum(not r["label"] for r in rows) / len(rows) <= 0.6
    assert set(Counter(r["category"] for r in rows)) >= {
        "chat_templates",
        "reasoning_traces",
        "containers",
        "markdown",
        "unicode",
        "number_words",
        "languages",
        "units",
    }


def test_named_in_the_bench_and_its_readme() -> None:
    bench = _module(BENCH / "bench_equivalence.py", "bench_equivalence")
    assert bench.resolve_corpus("dev_formats") == CORPUS
    assert "written by us" in bench.CORPORA["dev_formats"][1]
    assert "dev_formats.jsonl" in (BENCH / "corpora" / "README.md").read_text(encoding="utf-8")
    assert CORPUS in bench.all_corpora()


def test_hardmath_grades_every_case_as_labeled() -> None:
    from hardmath.equivalence import grade

    wrong = [
        r["id"]
        for r in map(json.loads, CORPUS.read_text(encoding="utf-8").splitlines())
        if bool(grade(r["response"], r["gold"])) != r["label"]
    ]
    assert not wrong, wrong
