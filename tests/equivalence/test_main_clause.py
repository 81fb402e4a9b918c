r"""Issue 30, principle 1: the answer of a final sentence is its statement's, not its justification's.
A clause that gives a reason or a condition ("since", "because", "attained at", "which occurs
when", in five languages) after a stated value is not read for the answer.

Generated: statements x value spellings x reason clauses (each with a number or math of its own,
written last) x languages, each with a wrong-value twin. Metamorphic relation: dropping the clause
changes no verdict. Plain-text ratios and mixed numbers in prose ("3:4", "2 1/2 hours") are one value.
"""

from __future__ import annotations

import itertools

import pytest

from hardmath.equivalence import grade
from hardmath.equivalence.sentences import main_clause

STATEMENTS = {  # language -> (statements with {v}, reason clauses, each with its own value last)
    "en": (
        ["The minimum value is {v}", "So the area is {v} square units", "Therefore, the smallest such n is {v}"],
        [
            ", attained at $x = 3$",
            ", since the base is $6$",
            ", because $7^2 = 49 > 40$",
            ", which occurs when $x = 2$",
            " when t = 4",
            " since 2 + 2 = 4",
            ", given that $a = 9$",
        ],
    ),
    "fr": (["La valeur minimale est {v}", "Donc l'aire vaut {v}"], [", atteinte en $x = 3$", " car $2 + 2 = 4$"]),
    "es": (["El valor mínimo es {v}", "Así que el área es {v}"], [", alcanzado en $x = 3$", " porque $2 + 2 = 4$"]),
    "de": (["Der kleinste Wert ist {v}", "Also ist die Fläche {v}"], [", weil $2 + 2 = 4$", ", wenn $x = 3$"]),
    "pt": (["O valor mínimo é {v}", "Então a área é {v}"], [", pois $2 + 2 = 4$", ", quando $x = 3$"]),
}
VALUES = [  # (gold, its spellings, a wrong value's spellings)
    (r"-\frac{1}{4}", [r"$-\frac{1}{4}$", "-1/4"], [r"$-\frac{1}{2}$", "-1/2"]),
    ("24", ["$24$", "24", "**24**"], ["$25$", "25", "**25**"]),
    ("7", ["$7$", "7"], ["$8$", "8"]),
]


@pytest.mark.parametrize("language", sorted(STATEMENTS))
def test_the_answer_is_the_main_clauses(language):
    statements, reasons = STATEMENTS[language]
    failures = []
    for statement, reason, (gold, rights, wrongs) in itertools.product(statements, reasons, VALUES):
        for value, want in [(r, True) for r in rights] + [(w, False) for w in wrongs]:
            bare = statement.format(v=value)
            response = "We work it out.\n" + bare + reason + "."
            v, alone = grade(response, gold), grade("We work it out.\n" + bare + ".", gold)
            if bool(v) != want or bool(v) != bool(alone):
                failures.append((response, want, v.answer, v.reason, bool(alone)))
    assert not failures, failures


@pytest.mark.parametrize(
    "sentence",
    [
        "When $x = 2$, the value is $5$.",  # the clause comes first: nothing before it states a value
        "The total is 3 times 5, which is 15.",  # "which is" restates: the later value is the answer
        r"$f(x) = 1 \text{ if } x > 0$",  # inside math, "if" is math's
    ],
)
def test_a_clause_with_nothing_stated_before_it_or_inside_math_is_kept(sentence):
    assert main_clause(sentence) == sentence


@pytest.mark.parametrize(
    "response, gold, wrong",
    [
        ("The ratio is 3:4.", "3:4", "4:3"),
        ("The ratio of boys to girls is 2:5, so there are more girls.", "2:5", "5:2"),
        ("It takes 2 1/2 hours.", r"\frac{5}{2}", r"\frac{1}{2}"),
        ("She needs 3 3/4 cups of flour.", "3.75", "0.75"),
    ],
)
def test_plain_ratios_and_mixed_numbers_are_one_value(response, gold, wrong):
    v = grade(response, gold)
    assert v, (v.answer, v.reason)
    assert not grade(response, wrong)
