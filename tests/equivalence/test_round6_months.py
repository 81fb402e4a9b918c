"""Round 6: a month's name in any language of the lexicon (abbreviations included) is compared as its
English name, as the weekdays are; a wrong month stays wrong, and a month's name is no spelled number.
"""

from __future__ import annotations

import pytest

from hardmath.equivalence import grade
from hardmath.equivalence.lexicon import LANGUAGES
from hardmath.equivalence.lexicon_answers import MONTHS

_ENGLISH = ("January", "February", "March", "April", "May", "June", "July", "August", "September")
_ENGLISH += ("October", "November", "December")

_SAID = [
    ("mars", "March"),
    ("janv.", "January"),
    ("Febrero", "February"),
    ("März", "March"),
    ("Mär.", "March"),
    ("outubro", "October"),
    ("settembre", "September"),
    ("Ağustos", "August"),
    ("Mart", "March"),
    ("мая", "May"),
    ("сентябрь", "September"),
    ("грудень", "December"),
    ("października", "October"),
    ("maart", "March"),
    ("十二月", "December"),
    ("五月", "May"),
    ("십이월", "December"),
    ("مارس", "March"),
    ("أيلول", "September"),
    ("मार्च", "March"),
    ("ডিসেম্বর", "December"),
    ("ژوئن", "June"),
    ("มีนาคม", "March"),
    ("Desember", "December"),
    ("\\text{juillet}", "July"),
]


_WRAPPERS = ("\\boxed{{{}}}", "Answer: {}", "The answer is {}.")
_BARE_UNREAD = ("मार्च", "ডিসেম্বর", "มีนาคม")  # a bare word of these scripts is not read yet (extract.py)


@pytest.mark.parametrize(("said", "english"), _SAID)
def test_a_month_in_another_language_is_its_english_name(said: str, english: str) -> None:
    wrong = _ENGLISH[(_ENGLISH.index(english) + 1) % 12]
    for wrapper in (*_WRAPPERS, *(() if said in _BARE_UNREAD else ("{}",))):
        response = wrapper.format(said)
        assert grade(response, english).status == "equal", response
        assert grade(response, wrong).status != "equal", response  # wrong twin: the next month


def test_every_language_names_twelve_distinct_months() -> None:
    for lang, table in MONTHS.items():
        assert lang in LANGUAGES
        assert len(set(table.values())) == 12, lang


@pytest.mark.parametrize("word", ["set", "out", "ago", "mai 2"])
def test_a_word_that_only_abbreviates_a_month_elsewhere_is_no_month(word: str) -> None:
    assert grade(word, "September").status != "equal"
    assert grade(word, "October").status != "equal"
    assert grade(word, "August").status != "equal"


def test_a_spelled_number_is_still_read_outside_a_month_name() -> None:
    assert grade("共有十二个", "12").status == "equal"
    assert grade("十二月", "12").status != "equal"  # December, no number
