"""The converted lighteval and hendrycks/math test suites are well formed, sourced and readable by
the bench; their converters take literal cases only.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench"
CORPORA = BENCH / "corpora"
SUITES = {  # corpus name -> (converter, id prefix, least rows)
    "lighteval_tests": ("make_lighteval_tests", "lv-", 40),
    "hendrycks_math_tests": ("make_hendrycks_math_tests", "hm-", 16),
}
FIELDS = {"id", "source", "gold", "prediction", "expected", "config", "config_choice"}
SOURCE_FIELDS = {"repo", "commit", "path", "file_sha256", "function", "line"}


def _load(name: str, path: Path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("name", sorted(SUITES))
def test_rows_are_sourced_and_well_formed(name):
    maker_name, prefix, least = SUITES[name]
    maker = _load(maker_name, CORPORA / f"{maker_name}.py")
    rows = [json.loads(line) for line in (CORPORA / f"{name}.jsonl").read_text(encoding="utf-8").splitlines()]
    assert len(rows) >= least
    assert len({r["id"] for r in rows}) == len(rows)
    for row in rows:
        assert set(row) == FIELDS and row["id"].startswith(prefix), row.get("id")
        assert set(row["source"]) == SOURCE_FIELDS, row["id"]
        assert row["source"]["commit"] == maker.COMMIT and row["source"]["file_sha256"] == maker.SHA256
        assert isinstance(row["gold"], str) and isinstance(row["prediction"], str), row["id"]
        assert isinstance(row["expected"], bool), row["id"]
        assert row["config_choice"] is None or isinstance(row["config_choice"], str), row["id"]
    assert {True, False} == {r["expected"] for r in rows}


@pytest.mark.parametrize("name", sorted(SUITES))
def test_bench_reads_the_corpus_by_name(name):
    bench = _load("bench_equivalence", BENCH / "bench_equivalence.py")
    cases = bench.load_corpus(bench.resolve_corpus(name))
    assert cases and all({"id", "response", "gold", "label", "category"} <= set(c) for c in cases)


def test_lighteval_converter_reads_literals_and_the_language():
    maker = _load("make_lighteval_tests", CORPORA / "make_lighteval_tests.py")
    source = """
@pytest.mark.parametrize("gold,pred,language,expected", [("C", "réponse est C", Language.FRENCH, 1)])
def test_one(gold, pred, language, expected):
    assert compare_strings(gold, pred, language, match_types=["NativeLetters"]) == expected

@pytest.mark.parametrize("gold,pred,expected", [("(D) Alina", "D", 1), ("$1$", "$2$", 0)])
def test_two(gold, pred, expected):
    assert compare_strings(gold, pred, match_types=["latex"]) == expected
"""
    cases = maker.read_cases(source)
    assert [(c["gold"], c["expected"], c["config"]["language"]) for c in cases] == [
        ("C", True, "FRENCH"),
        ("(D) Alina", True, "ENGLISH"),
        ("$1$", False, "ENGLISH"),
    ]
    assert maker.config_choice(cases[0]) is None
    assert maker.config_choice({**cases[1], "config": {**cases[1]["config"], "match_types": ["NativeLetters"]}})
    with pytest.raises(maker.SourceError):
        maker.read_cases(source.replace('"$2$"', "make()"))


def test_hendrycks_converter_takes_test_in_as_the_prediction():
    maker = _load("make_hendrycks_math_tests", CORPORA / "make_hendrycks_math_tests.py")
    source = """
class T(unittest.TestCase):
    def test_half(self):
        test_in = "1/2"
        test_out = "\\\\frac{1}{2}"
        self.assertTrue(is_equiv(test_in, test_out))

    def test_order(self):
        test_in = "1, 2"
        test_out = "2, 1"
        self.assertFalse(is_equiv(test_in, test_out))
"""
    cases = maker.read_cases(source)
    assert [(c["prediction"], c["gold"], c["expected"]) for c in cases] == [
        ("1/2", "\\frac{1}{2}", True),
        ("1, 2", "2, 1", False),
    ]
