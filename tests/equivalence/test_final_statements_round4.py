r"""Issue 30, round 4, from black-box probes of today's output styles (responses written for this
test, not taken from any held-out set): what a final statement is, generated with wrong-value twins.

- principle 8: closing words to the reader and checks of the answer ("I hope this helps!", "So 36 = 36 ✓.",
  "**Verification:** ...") after an answer are wrappers, not statements;
- principle 1: the value said of a restated math span ("$3.6 \times 0.25$ equals 0.8"); a list or a mixed
  number in words ("The solutions are 2 and 3.", "4 and 1/12"); a sentence after "Final Answer:"
  ("Janet now has 28 apples."); a concluding count ("Hence 104 of the integers from 1 to 224 are ...");
  "the answer is" read however long a check follows it; a one-word answer stated by a sentence;
- principle 2: "√74" is the root of 74; "$19,600 after one year" is money, not a math span; 77°F is 77;
- principle 3: after a box, a sentence that takes it back ("Wait, ...") and a final value replace it.
"""

from __future__ import annotations

import itertools

import pytest

from hardmath.equivalence import grade, is_equivalent

STATEMENTS = ["Therefore, Janet now has {v} apples.", "So the answer is {v}.", "$x = {v}$", "Janet has **{v}** apples."]
CLOSINGS = [
    "I hope this helps!",
    "If you have any more questions, feel free to ask.",
    "Let me know if you'd like to try 100 or 300 instead.",
    "Hope this helps! 😊",
    "So {v} + 0 = {v} ✓.",
    "**Verification:** $3(5) + 7 = 22$ ✓",
    "Check: 16 + 12 = 28, which matches.",
]


@pytest.mark.parametrize("closing", CLOSINGS)
def test_closing_words_and_checks_are_no_statement(closing):
    failures = []
    for statement, (value, want) in itertools.product(STATEMENTS, (("28", True), ("27", False))):
        response = "We add them: 16 + 12.\n\n" + statement.format(v=value) + "\n\n" + closing.format(v=value)
        v = grade(response, "28")
        if bool(v) != want:
            failures.append((response, want, v.answer, v.reason))
    assert not failures, failures


@pytest.mark.parametrize(
    "response, closing",
    [
        ("There are 12 apples in the first basket.", "The second condition is unclear, so I need to reconsider."),
        ("First, $2 + 3 = 5$.", "Next we multiply by the number of boxes, which is"),
    ],
)
def test_an_unfinished_ending_is_no_closing(response, closing):
    """A last sentence that leaves the work unfinished is not skipped: the response states nothing."""
    assert grade(response + "\n" + closing, "12" if "12" in response else "5").no_answer


@pytest.mark.parametrize(
    "text, gold, twin",
    [
        ("√74", r"\sqrt{74}", r"4\sqrt{7}"),
        ("3√10", r"3\sqrt{10}", r"\sqrt{310}"),
        ("³√27", "3", "9"),
        ("√12", r"2\sqrt3", "12"),
    ],
)
def test_a_unicode_root_takes_every_digit(text, gold, twin):
    for response in (text, f"**Answer:** {text}", f"The hypotenuse is {text}."):
        assert grade(response, gold), response
        assert not grade(response, twin), response


RESTATED = [  # (question expression, its value, a wrong value)
    (r"3.6 \times 0.25", "0.9", "0.8"),
    (r"\sqrt{72}", r"6\sqrt{2}", r"2\sqrt{6}"),
    (r"0.\overline{6}", r"\frac{2}{3}", r"\frac{1}{3}"),
    ("f(3)", "10", "11"),
]
SAID = [
    "Therefore, ${e}$ equals {v}.",
    "In simplest form, ${e}$ is {v}.",
    "So ${e}$ = {v}.",
    "Hence ${e}$ evaluates to {v}.",
]


@pytest.mark.parametrize("expression, value, wrong", RESTATED, ids=[r[1] for r in RESTATED])
def test_the_value_said_of_a_restated_span_is_the_answer(expression, value, wrong):
    """A restated question expression equals the gold by value: the value said of it decides."""
    failures = []
    for said, (stated, want) in itertools.product(SAID, ((value, True), (wrong, False))):
        shown = stated.replace("\\sqrt{2}", "√2").replace("\\sqrt{6}", "√6") if "sqrt" in stated else stated
        response = "We compute it step by step.\n\n" + said.format(e=expression, v=shown)
        v = grade(response, value, question=f"Compute ${expression}$.")
        if bool(v) != want:
            failures.append((response, want, v.answer, v.reason))
    assert not failures, failures


LISTS = [
    (["2", "3"], "2, 3"),
    (["-2", "-1", "0", "1", "2"], "-2, -1, 0, 1, 2"),
    (["π/4", "5π/4"], r"\frac{\pi}{4}, \frac{5\pi}{4}"),
]
LEADS = ["The solutions are ", "So the roots are ", "Answer: ", "Thus we get "]


@pytest.mark.parametrize("items, gold", LISTS, ids=[g for _, g in LISTS])
def test_a_plain_list_is_one_answer(items, gold):
    failures = []
    joined = [
        " and ".join(items),
        ", ".join(items[:-1]) + ", and " + items[-1],
        ", ".join(items[:-1]) + " or " + items[-1],
    ]
    for lead, said in itertools.product(LEADS, joined):
        response = "We factor it.\n\n" + lead + said + "."
        if not grade(response, gold):
            failures.append((response, grade(response, gold).answer))
        short = "We factor it.\n\n" + lead + said.rsplit(items[-1], 1)[0].rstrip(" ,andor") + "."
        if grade(short, gold):
            failures.append(("A SHORTER LIST GRADED RIGHT", short))
    assert not failures, failures


@pytest.mark.parametrize("sentence", ["The answer lies between 3 and 4.", "Adding 3 and 4 gives the total."])
def test_numbers_after_other_words_are_no_list(sentence):
    assert not grade(sentence, "3, 4")


@pytest.mark.parametrize("said", ["**Final Answer:** {w}", "Therefore, the sum is {w}.", "The answer is {w}."])
def test_a_mixed_number_in_words(said):
    assert grade(said.format(w="4 and 1/12"), r"4\frac{1}{12}")
    assert not grade(said.format(w="4 and 1/12"), r"\frac{1}{12}")
    assert not grade(said.format(w="4 and 5/12"), r"4\frac{1}{12}")


SENTENCES = ["Janet now has {v} apples.", "A convex hexagon has {v} diagonals.", "Tom is {v} years old now."]
MARKERS = ["**Final Answer:** ", "Answer: ", "The final answer is: "]


def test_a_sentence_after_a_marker_states_its_value():
    failures = []
    for marker, sentence, (value, want) in itertools.product(MARKERS, SENTENCES, (("28", True), ("29", False))):
        response = "We count them.\n\n" + marker + sentence.format(v=value)
        v = grade(response, "28")
        if bool(v) != want:
            failures.append((response, want, v.answer, v.reason))
    assert not failures, failures


MONEY = [
    "**Final Answer:** The car is worth ${v} after one year.",
    "She will still owe ${v}, since she has repaid $720 so far.",
    "The answer is ${v}.\n\nExplanation:\nDepreciation: $0.20 \\times 24{{,}}500 = 4{{,}}900$.",
    "Total: $7.50 + 5.00 = 12.50$.\n\n**Answer:** ${v}\n\nDouble-check: $3(2.50) + 4(1.25) = 12.50$.",
]


@pytest.mark.parametrize("said", MONEY)
def test_a_dollar_sign_before_an_amount_is_money(said):
    for value, gold, twin in (("19,600", "19600", "19500"), ("12.50", "12.50", "12.40")):
        response = said.format(v=value)
        assert grade(response, gold), (response, grade(response, gold).answer)
        assert not grade(response, twin), response


@pytest.mark.parametrize(
    "cue",
    [
        "Wait, I counted the multiples of 6 twice: 51 + 34 - 17 = 68.",
        "Hmm, that is wrong: it should be 51 + 34 - 17 = 68.",
        "I made an error above; recounting gives 51 + 34 - 17 = 68.",
    ],
)
def test_a_box_taken_back_is_replaced_by_the_final_value(cue):
    for boxed, final, gold, want in (("85", "68", "68", True), ("68", "85", "68", False)):
        response = f"So the answer is $\\boxed{{{boxed}}}$.\n\n{cue.replace('68', final)}\n\nSo the count is ${final}$."
        assert bool(grade(response, gold)) == want, response
    hypothetical = "So the answer is $\\boxed{5}$. If we had counted the corner twice, the answer is 6."
    assert grade(hypothetical, "5") and not grade(hypothetical, "6")
    no_retraction = (
        r"The sum is $\boxed{17}$." + "\nThere is no rounding error, as the total is less than $\\textdollar 0.50$."
    )
    assert grade(no_retraction, "17")


@pytest.mark.parametrize(
    "sentence, gold, question",
    [
        (
            "Hence 104 of the integers from 1 to 224 are divisible by 3 or 5.",
            "104",
            "How many integers from 1 to 224 are divisible by 3 or 5?",
        ),
        ("So 45 three-digit integers have digit sum 19.", "45", None),
        ("Thus 5 apples are left after 3 days.", "5", None),
    ],
)
def test_a_concluding_sentence_opening_with_a_count(sentence, gold, question):
    assert grade(sentence, gold, question=question)
    assert not grade(sentence.replace(gold, str(int(gold) + 1), 1), gold, question=question)


def test_a_times_sentence_is_no_count():
    assert grade("Hence 3 times 4 is 12.", "12")


@pytest.mark.parametrize("filler", [2_000, 6_000, 15_000])
def test_the_answer_is_read_however_long_the_check_after_it(filler):
    words = ("This is a sentence of words. " * (filler // 29))[:filler]
    for stated, want in (("54", True), ("44", False)):
        response = f"So the answer is {stated}.\n\n{words}\n\nEverything is consistent."
        assert bool(grade(response, "54")) == want


@pytest.mark.parametrize(
    "answer, gold",
    [
        ("77°F", "77"),
        (r"77^\circ\text{F}", "77"),
        ("77 degrees Fahrenheit", "77"),
        (r"25^{\circ} C", "25"),
        (r"\text{25 girls}", "25"),
        (r"\text{40 cm²}", "40"),
        (r"\text{60°}", "60"),
    ],
)
def test_a_named_scale_or_a_number_in_text_is_its_number(answer, gold):
    assert is_equivalent(answer, gold)
    assert not is_equivalent(answer, str(int(gold) + 1))


@pytest.mark.parametrize(
    "response, gold, twin",
    [
        (
            "From the statements: Carol > Alice > Bob.\n\nTherefore, Bob is the shortest.",
            r"\text{Bob}",
            r"\text{Alice}",
        ),
        ("$1 + 2 + \\cdots + 10 = 55$.\n\nThe sum is **odd**.", r"\text{odd}", r"\text{even}"),
        ("Carol > Alice > Bob.\n\n**Result:** Bob", "Bob", "Carol"),
        ("We check each day.\n\nSo the meeting will be Friday.", "Friday", "Thursday"),
        ("$100 = 14 \\times 7 + 2$.\n\nTherefore, 100 days from now it will be Friday.", "Friday", "Thursday"),
    ],
)
def test_a_sentence_that_states_one_word(response, gold, twin):
    assert grade(response, gold), grade(response, gold)
    assert not grade(response, twin)
    assert not grade(
        response.replace(gold.replace(r"\text{", "").rstrip("}"), "not " + gold.replace(r"\text{", "").rstrip("}")),
        gold,
    )


@pytest.mark.parametrize("said", ["Die Antwort lautet: **{v}**", "La réponse est {v}.", "Respuesta: {v}"])
def test_a_decimal_comma_when_the_question_names_the_unit(said):
    """The question asks "in dollars": the gold is read as "12.50 dollars", and a decimal comma is still a decimal."""
    question = "A notebook costs $2.50 and a pen costs $1.25. Maria buys 3 notebooks and 4 pens. How much, in dollars?"
    assert grade(said.format(v="12,50"), "12.50", question=question)
    assert not grade(said.format(v="12,40"), "12.50", question=question)


@pytest.mark.parametrize(
    "said",
    ["Therefore, the movie ends at {t}.", "**Answer:** {t}", r"\[\boxed{{{t}}}\]", "The answer is {t}."],
)
def test_a_time_of_day_is_no_ratio(said):
    """A time of day ("10:15 PM") is read however AM/PM is written; AM is not PM, and 10:15 is not 2:3."""
    for time in ("10:15 PM", "10:15 p.m.", r"10{:}15 \text{ PM}"):
        if "{:}" in time and "boxed" not in said:
            continue
        response = said.format(t=time)
        assert grade(response, "10:15 PM"), (response, grade(response, "10:15 PM").answer)
        assert not grade(response, "10:15 AM"), response
        assert not grade(response, "2:3 PM"), response
