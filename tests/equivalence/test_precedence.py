"""The precedence table is data in one place and the docs print it; markers are a closed set; the
one chooser and its debug view (``hardmath check --explain``) agree (issue 39).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from hardmath.check_cli import explanation
from hardmath.cli import main as cli_main
from hardmath.equivalence.extract import READERS, candidates, explain, ranked, readable
from hardmath.equivalence.precedence import MARKERS, PRECEDENCE, Emphasis, Marker, Rank, Table, markdown
from hardmath.equivalence.response import prepare
from hardmath.equivalence.stages import Candidate

DOCS = Path(__file__).resolve().parents[2] / "docs" / "checker.md"


def test_the_docs_print_the_table():
    text = DOCS.read_text(encoding="utf-8")
    block = text.split("<!-- precedence:start -->\n", 1)[1].split("\n<!-- precedence:end -->", 1)[0]
    assert block == markdown()


def test_every_marker_is_documented_and_every_reader_exists():
    assert set(MARKERS) == set(Marker)
    for table in PRECEDENCE.values():
        for rank in table.ranks:
            assert set(rank.readers) <= set(READERS), rank


def test_a_marker_outside_the_closed_set_is_refused():
    with pytest.raises(ValueError):
        Candidate("5", "my_new_reading", 0)
    assert Candidate("5", "boxed", 0).marker is Marker.BOXED


RESPONSES = [
    "We compute.\n\n\\boxed{5}\n\nWait, I made an error. The answer is 6.",
    "a = \\boxed{7}. Final Answer: 5",
    "The answer is 12. Let me check: 12 = 12.",
    "So the series converges.",
    "",
]


@pytest.mark.parametrize("text", RESPONSES)
@pytest.mark.parametrize("style", ["auto", "boxed", "final_answer", "answer_line", "mcq"])
def test_the_debug_view_names_the_chooser_s_winner(text, style):
    winner = next(ranked(text, style), None)
    chosen = [row for row in explain(text, style) if row[3] == "chosen"]
    if winner is None or not PRECEDENCE[style].decides:
        assert len(chosen) <= 1
    else:
        assert [row[2] for row in chosen] == [winner]
    assert next(candidates(text, style), None) in (winner, None) or style == "auto"


def test_hardmath_check_explain(capsys):
    code = cli_main(["check", "--explain", RESPONSES[0], "6"])
    out = capsys.readouterr().out
    assert code == 0 and "status=equal" in out and "chosen" in out and "outranked" in out
    assert cli_main(["check", RESPONSES[0], "5"]) == 1
    assert any("correction" in line for line in explanation(RESPONSES[0], "6"))


TYPED = [  # response, the winner's emphasis, its language
    ("We compute.\n\n\\boxed{5}", Emphasis.BOX, "en"),
    ("So we get.\n\nThe answer is **12**.", Emphasis.BOLD, "en"),
    ("## Final answer: 12\n", Emphasis.HEADING, "en"),
    ('{"reasoning": "we add", "answer": "7"}', Emphasis.TAG, "en"),
    ("<answer>42</answer>", Emphasis.TAG, "en"),
    ("Donc la réponse est 6.", Emphasis.NONE, "fr"),
    ("La respuesta es 6.", Emphasis.NONE, "es"),
    ("所以答案是 12。", Emphasis.NONE, "zh"),
    ("したがって、答えは 12 です。", Emphasis.NONE, "ja"),
    ("따라서 정답은 12입니다.", Emphasis.NONE, "ko"),
    ("Ответ: 12", Emphasis.NONE, "ru"),
    ("الإجابة هي 12", Emphasis.NONE, "ar"),
    ("अंतिम उत्तर है 12", Emphasis.NONE, "hi"),
    ("Vậy đáp án là 12.", Emphasis.NONE, "vi"),
]


@pytest.mark.parametrize("response,emphasis,language", TYPED)
def test_the_debug_view_types_every_candidate(response, emphasis, language):
    """Each candidate carries span, position from the end, emphasis (a closed set) and language."""
    text = readable(prepare(response).text)[0]
    rows = [row for row in explain(text, "auto", 1, response) if row[3] == "chosen"]
    assert len(rows) == 1, rows
    found = rows[0][2]
    assert (found.emphasis, found.language) == (emphasis, language), found
    start, end = found.span
    assert 0 <= start < end <= len(text) and text[end - len(found.text) : end] == found.text
    assert found.from_end(len(text)) == len(text) - start
    out = "\n".join(explanation(response, found.text))
    assert f" {emphasis.value} " in out and f" {language} " in out


def test_emphasis_is_a_closed_set():
    with pytest.raises(ValueError):
        Candidate("5", "answer_is", 0, emphasis="underlined")
    assert Candidate("5", "boxed", 0).emphasis is Emphasis.BOX  # the marker table says a box is emphasis


def test_the_chooser_reads_emphasis_and_language_only_through_the_table(monkeypatch):
    """A rank that names an emphasis (or a language) admits only such candidates; today's tables name
    none, so the same text is chosen as before.
    """
    response = "The answer is 7. So the final sum is **9**."
    text = readable(prepare(response).text)[0]
    assert next(ranked(text, "auto", source=response)).text == "7"
    bold_first = Table((Rank("bold", ("last_sentence",), emphasis=(Emphasis.BOLD,)), Rank("is", ("answer_is",))))
    monkeypatch.setitem(PRECEDENCE, "bold_first", bold_first)
    assert next(ranked(text, "bold_first", source=response)).text == "9"
    plain = "The answer is 7. So the final sum is 9."
    assert next(ranked(readable(prepare(plain).text)[0], "bold_first", source=plain)).text == "7"
    french = Table((Rank("fr", ("answer_is",), languages=("fr",)), Rank("any", ("last_sentence",))))
    monkeypatch.setitem(PRECEDENCE, "french", french)
    assert next(ranked(text, "french", source=response)).text == "9"
