"""Contamination check: the matchers, the corpus reader and ``hardmath overlap`` on small files."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

import pytest

from hardmath import overlap
from hardmath.cli import main as cli_main

if TYPE_CHECKING:
    from pathlib import Path

TRIANGLE = (
    "A right triangle has legs of length 20 and 21. What is the length of the hypotenuse of this triangle, in units?"
)
PRIMES = (
    "How many prime numbers between 30 and 65 have a prime remainder when divided by 10? "
    "Give your answer as an integer."
)
SHORT = "Compute $7!$."
PROBLEMS = [("2001/AMC_10A/3", TRIANGLE), ("1999/AHSME/12", PRIMES), ("2010/AIME/1", SHORT)]
UNRELATED = (
    "Let $f(x) = x^3 - 3x + 1$. Find the number of distinct real roots of $f(f(x)) = 0$, "
    "and the sum of the squares of those roots."
)


def _matches(texts, **kw) -> dict[tuple[str, str], float]:
    matcher = overlap.Matcher(PROBLEMS, **kw)
    found: dict[tuple[str, str], float] = {}
    for text in texts:
        for pid, method, score, _ in matcher.match(text):
            found[(pid, method)] = max(score, found.get((pid, method), 0.0))
    return found


def test_prefix_threshold_is_the_papers():
    assert overlap.prefix_threshold(1000) == 60
    assert overlap.prefix_threshold(50) == 45  # 90% of a short problem
    assert overlap.prefix_threshold(10) == 9


def test_planted_near_duplicate_found_by_prefix():
    # same opening (case and spacing differ), a different ending after 70 characters
    planted = TRIANGLE.upper()[:70].replace(" ", "  ") + " totally different ending, in feet?"
    found = _matches([UNRELATED, planted], methods=("prefix",))
    assert set(found) == {("2001/AMC_10A/3", "prefix")}
    assert 0.5 < found[("2001/AMC_10A/3", "prefix")] < 1.0


def test_prefix_needs_the_threshold():
    # 59 common characters of a long problem: below min(60, 90%)
    assert _matches([TRIANGLE[:59] + "#" * 60], methods=("prefix",)) == {}
    assert ("2001/AMC_10A/3", "prefix") in _matches([TRIANGLE[:60] + "#" * 60], methods=("prefix",))


def test_short_problem_needs_90_percent_of_itself():
    assert ("2010/AIME/1", "prefix") in _matches(["compute $7!$. then add one."], methods=("prefix",))
    assert _matches(["compute $8!$."], methods=("prefix",)) == {}


def test_planted_problem_inside_a_document_found_by_ngrams():
    reworded = "Forum post 12: " + PRIMES.replace("Give your answer as an integer.", "Explain.") + " Thanks!"
    found = _matches([UNRELATED, reworded], methods=("ngram",))
    assert set(found) == {("1999/AHSME/12", "ngram")}
    assert 0.5 <= found[("1999/AHSME/12", "ngram")] < 1.0


def test_unrelated_problem_not_flagged():
    similar_topic = (
        "A right triangle has legs of length 5 and 12; find its area and the radius of "
        "its inscribed circle, in centimeters."
    )
    assert _matches([UNRELATED, similar_topic, ""]) == {}


def test_too_short_for_ngrams_is_reported():
    matcher = overlap.Matcher(PROBLEMS, methods=("ngram",))
    assert matcher.too_short == ["2010/AIME/1"]


def test_bad_arguments_rejected():
    with pytest.raises(ValueError, match="unknown overlap method"):
        overlap.Matcher(PROBLEMS, methods=("fuzzy",))
    with pytest.raises(ValueError, match="duplicate problem id"):
        overlap.Matcher(PROBLEMS + PROBLEMS[:1])


def _corpus(tmp_path: Path, n: int) -> Path:
    """JSONL corpus of n lines: the triangle problem at line 7, the primes one inside line n-3."""
    lines = [{"id": f"doc{i}", "text": f"Filler document {i} about {UNRELATED[: 40 + i % 30]}"} for i in range(n)]
    lines[6]["text"] = TRIANGLE
    lines[n - 4]["text"] = "Q: " + PRIMES + " A: 3"
    path = tmp_path / "corpus.jsonl"
    path.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
    return path


@pytest.mark.parametrize("jobs", [1, 2])
def test_scan_finds_lines_across_byte_ranges(tmp_path, jobs):
    corpus = _corpus(tmp_path, 400)
    matcher = overlap.Matcher(PROBLEMS)
    matches, lines = overlap.scan(matcher, corpus, jobs=jobs, chunk_bytes=2048)
    assert lines == 400
    assert len(overlap.byte_ranges(corpus, 2048)) > 5
    got = {(m.problem_id, m.method): (m.line, m.doc_id) for m in matches}
    assert got == {
        ("2001/AMC_10A/3", "prefix"): (7, "doc6"),
        ("2001/AMC_10A/3", "ngram"): (7, "doc6"),
        ("1999/AHSME/12", "ngram"): (397, "doc396"),
    }


def test_plain_text_corpus_and_line_numbers(tmp_path):
    corpus = tmp_path / "corpus.txt"
    corpus.write_text(f"{UNRELATED}\n\n{TRIANGLE}\n", encoding="utf-8")
    fmt = overlap.sniff_format(corpus)
    assert not fmt.jsonl
    matches, lines = overlap.scan(overlap.Matcher(PROBLEMS), corpus, fmt, jobs=1)
    assert lines == 3 and {(m.problem_id, m.line, m.doc_id) for m in matches} == {("2001/AMC_10A/3", 3, "line 3")}


def test_bad_corpus_line_named(tmp_path):
    corpus = tmp_path / "corpus.jsonl"
    corpus.write_text('{"text": "fine"}\n{"text": "fine"}\n{"text": 3}\n', encoding="utf-8")
    with pytest.raises(overlap.OverlapError, match=r"corpus\.jsonl:3: no string field 'text'"):
        overlap.scan(overlap.Matcher(PROBLEMS), corpus, jobs=1)


def test_exclude_ids_round_trip(tmp_path):
    path = tmp_path / "ids.txt"
    overlap.write_exclude_ids(path, ["a/b/1", "c/d/2"], "made by a test\nsecond line")
    assert path.read_text().startswith("# made by a test\n# second line\n")
    assert overlap.read_exclude_ids(path) == {"a/b/1", "c/d/2"}
    with pytest.raises(overlap.OverlapError, match="no such file"):
        overlap.read_exclude_ids(tmp_path / "missing.txt")


def test_cli_prints_ids_and_writes_exclusion_list(tmp_path, capsys):
    bench = tmp_path / "bench.jsonl"
    bench.write_text("".join(json.dumps({"id": pid, "problem": text}) + "\n" for pid, text in PROBLEMS))
    corpus = _corpus(tmp_path, 50)
    ids, report = tmp_path / "exclude.txt", tmp_path / "matches.json"
    code = cli_main(
        ["overlap", str(bench), str(corpus), "--jobs", "1", "--exclude-out", str(ids), "--json-out", str(report)]
    )
    out = capsys.readouterr().out
    assert code == 0
    assert "2001/AMC_10A/3\tprefix\t1.000" in out and "1999/AHSME/12\tngram" in out
    assert "2 of 3 problems of" in out and "(prefix: 1, ngram: 2)" in out
    assert overlap.read_exclude_ids(ids) == {"2001/AMC_10A/3", "1999/AHSME/12"}
    saved = json.loads(report.read_text())
    assert saved["corpus_lines"] == 50 and len(saved["matches"]) == 3


def test_cli_reports_bad_input_with_exit_code(tmp_path, capsys):
    assert cli_main(["overlap", str(tmp_path / "nope.jsonl"), str(tmp_path / "c.txt")]) == 2
    assert "not a known benchmark" in capsys.readouterr().err


def test_ngrams_common_to_many_problems_do_not_count():
    shared = "Express your answer as a common fraction in lowest terms please."
    problems = [
        (f"p{i}", f"Problem number {i} asks about object {i * 7}. {shared}") for i in range(overlap.COMMON_NGRAM + 1)
    ]
    matcher = overlap.Matcher(problems, methods=("ngram",))
    assert list(matcher.match(f"A forum post. {shared} Thanks.")) == []
    assert [m[0] for m in matcher.match(problems[3][1])] == ["p3"]
