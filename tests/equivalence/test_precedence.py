"""The precedence table is data in one place and the docs print it; markers are a closed set; the
one chooser and its debug view (``hardmath check --explain``) agree (issue 39).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from hardmath.check_cli import explanation
from hardmath.cli import main as cli_main
from hardmath.equivalence.extract import READERS, candidates, explain, ranked
from hardmath.equivalence.precedence import MARKERS, PRECEDENCE, Marker, markdown
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
