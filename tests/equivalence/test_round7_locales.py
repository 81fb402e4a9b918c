r"""Round 7 (issue 39), from fresh probes of whole classes (not from a blind set): numbers grouped and
separated the way locales write them, where the writing says which mark is which; "n,0" against an
integer; a weekday in the case a preposition governs (ru/uk/pl "в среду", de "am Mittwoch"); a remark
with a colon in brackets after a value. Each case with a wrong twin.
"""

from __future__ import annotations

import pytest

from hardmath.equivalence import grade


@pytest.mark.parametrize(
    ("said", "gold", "wrong"),
    [
        ("1.234.567", "1234567", "1234.567"),
        ("1.234,5", "1234.5", "1.2345"),
        ("1'234'567", "1234567", "1234"),
        ("1’234.5", "1234.5", "1234"),
        ("1 234 567,5", "1234567.5", "1234567"),
        ("12,5 %", "12.5\\%", "125\\%"),
        ("42,50 €", "42.5", "4250"),
        ("1,01 \\cdot 10^6", "1010000", "101000000"),
        ("1,01 × 10^6", "1.01\\times10^6", "101\\times10^6"),
        ("-2.500.000", "-2500000", "2500000"),
    ],
)
def test_locale_written_numbers(said, gold, wrong):
    assert grade(f"Answer: {said}", gold).status == "equal"
    assert grade(f"Answer: {said}", wrong).status == "differs"


def test_a_lone_dot_group_or_comma_says_nothing_by_itself():
    assert grade("Answer: 1.234", "1234").status == "differs"  # a decimal, as written
    assert grade("Answer: 1,2", "\\{1,2\\}").status == "equal"  # a list against a list gold


@pytest.mark.parametrize(("said", "gold", "wrong"), [("3,0", "3", "30"), ("12,00", "12", "1200"), ("3,5", "3.5", "3")])
def test_a_decimal_comma_with_zeros_against_an_integer(said, gold, wrong):
    assert grade(f"Answer: {said}", gold).status == "equal"
    assert grade(f"Answer: {said}", wrong).status == "differs"


@pytest.mark.parametrize(
    ("response", "other"),
    [
        ("Ответ: в среду", "Ответ: в четверг"),
        ("Ответ: среду", "Ответ: пятницу"),
        ("Antwort: am Mittwoch", "Antwort: am Freitag"),
        ("Odpowiedź: w środę", "Odpowiedź: w sobotę"),
        ("Відповідь: у середу", "Відповідь: у неділю"),
    ],
)
def test_a_weekday_after_a_preposition(response, other):
    assert grade(response, "\\text{Wednesday}").status == "equal"
    assert grade(other, "\\text{Wednesday}").status == "differs"


@pytest.mark.parametrize("remark", ["(confidence: high)", "(twelve)", "(that is, a dozen)", "(confidence 90%)"])
def test_a_worded_remark_in_brackets_after_a_number(remark):
    assert grade(f"The result is 12 {remark}.", "12").status == "equal"
    assert grade(f"The result is 13 {remark}.", "12").status == "differs"


@pytest.mark.parametrize("remark", ["(confidence 90%)", "(probability 0.9)", "(rounded to 2 places: 0.25)"])
def test_a_number_in_a_worded_remark_is_not_the_answer(remark):
    response = f"**Answer:** 42 {remark}"
    assert grade(response, "42").status == "equal"
    for other in ("90", "0.9", "0.25"):
        assert grade(response, other).status == "differs"
