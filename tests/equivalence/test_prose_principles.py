"""Issue 30, principles 1 and 2, by generation: an answer stated in prose with no box or marker is the
final statement's bold span, its count ("There are N ..."), its last plain-text math or its last
number, in any language and whatever the spelling (Unicode, ASCII, LaTeX). Each generated response
has a wrong-answer twin (another value in the same place) that must stay wrong, and a reasoning
paragraph with other numbers and math in front must not change a verdict.
"""

from __future__ import annotations

import itertools

import pytest

from hardmath.equivalence import grade

REASONING = (
    "We first compute 7 + 5 = 12 and note that x^2 = 49, so $x = 7$. "
    "Then the second case gives 3/4 of the 20 items, i.e. 15.\n\n"
)

# (gold, [spellings of the right value], [spellings of a wrong value])
VALUES = [
    (r"\frac{\pi}{4}", ["π/4", "pi/4", r"$\frac{\pi}{4}$", "π / 4"], ["π/2", "pi/3", "4/π"]),
    ("n^2", ["n²", "n^2", "$n^2$", "n^{2}"], ["n³", "n^3", "2n"]),
    (r"\sqrt{2}", ["√2", "sqrt(2)", r"$\sqrt{2}$", "√(2)"], ["√3", "sqrt(8)", "2√2"]),
    (
        r"(-\infty,-3]\cup[3,\infty)",
        [
            "(−∞, −3] ∪ [3, ∞)",
            "(-∞,-3] ∪ [3,∞)",
            "x ≤ −3 or x ≥ 3",
            "x <= -3 or x >= 3",
            r"$(-\infty,-3]\cup[3,\infty)$",
        ],
        ["(−∞, −3) ∪ (3, ∞)", "x < −3 or x > 3", "[−3, 3]", "x ≥ −3 and x ≤ 3"],
    ),
    (
        r"\frac{\pi^2}{6}",
        ["π²/6", r"$\frac{\pi^2}{6}$", "pi^2/6", "∑ 1/k² = π²/6", "∑ 1/n² = π²/6"],
        ["π²/3", "π/6", "∑ 1/k² = π²/3"],
    ),
    ("n+1", ["∏ (1 + 1/k) = n + 1", "n + 1"], ["∏ (1 + 1/k) = n", "n - 1"]),
    ("e^2", ["e²", "e^2", "$e^{2}$"], ["e³", "2e"]),
]
STATEMENTS = [
    "The integral equals {}.",
    "Therefore the value we want is {}.",
    "So we obtain {}, which completes the proof.",
    "Thus the result is {}",
    "Hence {} is what we get.",
]


@pytest.mark.parametrize("gold, right, wrong", VALUES, ids=[v[0] for v in VALUES])
def test_plain_math_in_the_final_sentence(gold, right, wrong):
    failures = []
    for template, prefix in itertools.product(STATEMENTS, ("", REASONING)):
        for spelled in right:
            response = prefix + template.format(spelled)
            v = grade(response, gold)
            if not v:
                failures.append((response, v.answer, v.reason))
        for spelled in wrong:
            response = prefix + template.format(spelled)
            if grade(response, gold):
                failures.append(("WRONG TWIN GRADED RIGHT", response))
    assert not failures, failures


COUNTS = [
    "There are **{}** positive integers less than 100 that are divisible by 3 or 5.",
    "There are {} ways to seat the 8 guests around the 2 tables.",
    "So there are {} such triangles with sides under 30.",
    "In total there are exactly {} outcomes out of 36.",
    "The number of valid strings of length 12 is **{}**.",
    "We find that **{}** of the 50 students passed.",
    "所以一共有{}只鸟。",
    "因此，总共有{}个苹果。",
    "Il y a donc {} pommes dans le panier.",
    "Por lo tanto, hay {} manzanas en total.",
    "Also gibt es insgesamt {} Äpfel.",
    "Итого получается {} яблок.",
]
SPELLED = {46: "forty-six", 210: "two hundred ten", 21: "twenty-one"}


@pytest.mark.parametrize("value", [46, 210, 21, 1234, 7])
def test_count_stated_in_prose(value):
    failures = []
    for template, prefix in itertools.product(COUNTS, ("", REASONING)):
        for shown, twin in ((str(value), str(value + 1)), (f"{value:,}", f"{value + 10:,}")):
            for response, want in ((prefix + template.format(shown), True), (prefix + template.format(twin), False)):
                v = grade(response, str(value))
                if bool(v) != want:
                    failures.append((response, want, v.answer, v.reason))
    for spelled_template in ("There are {} minutes in three and a half hours.", "So there are {} apples in 4 boxes."):
        if value in SPELLED:
            v = grade(spelled_template.format(SPELLED[value]), str(value))
            if not v:
                failures.append((spelled_template, SPELLED[value], v.answer, v.reason))
            if grade(spelled_template.format(SPELLED[value]), str(value + 1)):
                failures.append(("WRONG TWIN", spelled_template, SPELLED[value]))
    assert not failures, failures


@pytest.mark.parametrize(
    "response, gold",
    [
        ("The answer is 26 mm.", "26"),
        ("So the area is 50 cm².", "50"),
        ("so the number is 10 which is 1,000.99m²", "1000.99"),
        ("The roots are 2, 3 and 5.", "2, 3, 5"),  # a list in prose is one answer (checker version 11)
        ("It is a 3 by 4 grid with 12 cells.", "12"),
    ],
)
def test_a_number_with_its_unit_stays_a_number(response, gold):
    assert grade(response, gold), grade(response, gold)


def test_a_word_glued_to_digits_is_no_math():
    v = grade("AZYUK2A", "2")
    assert not v


LABELS = [
    "Answer: {}",
    "**Answer:** {}",
    "The answer is {}.",
    "La réponse est {}.",
    "Die Antwort ist {}.",
    "Final Answer: {}",
    "答案是{}。",
]
STATED = ["{n} girls", "{n} apples in total", "({a} + {b} = {n})", "{n}", "{n} cm"]


@pytest.mark.parametrize("a, b", [(35, 70), (12, 13), (100, 250)])
def test_a_stated_count_is_its_number(a, b):
    n, failures = a + b, []
    for label, stated, prefix in itertools.product(LABELS, STATED, ("", REASONING)):
        for value, want in ((n, True), (n + 1, False)):
            response = prefix + label.format(stated.format(n=value, a=a, b=value - a))
            v = grade(response, str(n))
            if bool(v) != want:
                failures.append((response, want, v.answer, v.reason))
    assert not failures, failures


@pytest.mark.parametrize(
    "response, gold",
    [("Answer: 29 percent", "29\\%"), ("Answer: 3 hours 30 minutes", "3.5 hours"), ("Answer: 45 degrees", "45^\\circ")],
)
def test_words_that_are_part_of_the_value_stay(response, gold):
    assert grade(response, gold), grade(response, gold)
