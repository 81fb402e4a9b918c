r"""Round 6 (issue 39), numerals written with another decimal mark, each with a wrong twin that must
stay wrong (cases written for this test):

- the Arabic decimal separator U+066B and thousands separator U+066C, with Arabic-Indic, Persian or
  ASCII digits ("٠٫٢٥" = 0.25, "١٬٢٣٤" = 1234);
- a decimal comma against a gold written as one number that is no integer: a decimal or a fraction
  ("0,5625" = 9/16), when the comma cannot group thousands; a list "2, 3" stays two answers and a
  comma against an integer gold ("5,0" against 5) may be two answers.
"""

from __future__ import annotations

import itertools

import pytest

from hardmath.equivalence import grade

ARABIC = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
PERSIAN = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
DECIMALS = [  # (integer part, fraction digits, an exact gold, a wrong twin's fraction digits)
    ("0", "25", "\\frac{1}{4}", "26"),
    ("0", "5625", "\\frac{9}{16}", "5652"),
    ("2", "5", "\\frac{5}{2}", "4"),
    ("12", "75", "12.75", "57"),
    ("-1", "125", "-\\frac{9}{8}", "25"),
]
PHRASINGS = [
    "الإجابة: {x}",
    "Answer: $\\boxed{{{x}}}$",
    "Таким образом, ответ: {x}",
    "So the probability is {x}.",
]


@pytest.mark.parametrize(
    "number, digits, phrasing", list(itertools.product(DECIMALS, (None, ARABIC, PERSIAN), PHRASINGS)), ids=str
)
def test_the_arabic_decimal_separator_is_a_decimal_point(number, digits, phrasing):
    whole, frac, gold, twin = number

    def written(f: str) -> str:
        text = f"{whole}\u066b{f}"
        return text.translate(digits) if digits else text

    assert grade(phrasing.format(x=written(frac)), gold), written(frac)
    assert grade(phrasing.format(x=written(frac)), f"{whole}.{frac}"), written(frac)
    assert not grade(phrasing.format(x=written(twin)), gold), written(twin)


@pytest.mark.parametrize("digits", (None, ARABIC, PERSIAN))
def test_the_arabic_thousands_separator_groups_thousands(digits):
    def written(text: str) -> str:
        return text.translate(digits) if digits else text

    assert grade(f"Answer: {written('1٬234')}", "1234")
    assert grade(f"Answer: {written('12٬345٫5')}", "\\frac{24691}{2}")
    assert not grade(f"Answer: {written('1٬234')}", "1.234")
    assert not grade(f"Answer: {written('1٬243')}", "1234")


COMMAS = [  # (answer with a decimal comma, gold, a wrong twin)
    ("0,5625", "\\frac{9}{16}", "0,5265"),
    ("0,5625", "$\\dfrac{9}{16}$", "0,625"),
    ("0,5625", "9/16", "5,625"),
    ("2,5", "\\frac52", "2,05"),
    ("-0,75", "-\\frac{3}{4}", "0,75"),
    ("0,111", "\\frac{111}{1000}", "0,11"),
    ("1,2", "\\frac{6}{5}", "1,25"),
]
COMMA_PHRASINGS = [
    "{x}",
    "Ответ: $\\boxed{{{x}}}$",
    "Die Wahrscheinlichkeit ist $ {x} $.",
    "Die Wahrscheinlichkeit ist {x}.",  # in plain text before a full stop (read as its integer part before)
    "La probabilidad es {x}",
    "La réponse est $ {x} $.",
]


@pytest.mark.parametrize("case, phrasing", list(itertools.product(COMMAS, COMMA_PHRASINGS)), ids=str)
def test_a_decimal_comma_against_a_gold_written_as_one_number(case, phrasing):
    answer, gold, twin = case
    assert grade(phrasing.format(x=answer), gold), answer
    assert not grade(phrasing.format(x=twin), gold), twin


@pytest.mark.parametrize(
    "answer, gold",
    [
        ("2, 5", "\\frac{5}{2}"),  # a comma and a space: two answers
        ("2, 5", "2.5"),
        ("5,2", "5"),  # against an integer: maybe two answers, 5 and 2 ("3,0" is 3 since round 7: test_round7_locales)
        ("1,500", "\\frac{3}{2}"),  # a thousands group: 1500
        ("1,500", "1.5"),
        ("1,3", "1,2"),  # a list gold: two answers
        ("12,5", "125"),
    ],
)
def test_a_comma_that_may_be_a_list_or_a_thousands_group_stays_so(answer, gold):
    assert not grade(f"Answer: {answer}", gold)
