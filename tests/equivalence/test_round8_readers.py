r"""Round 8 (issue 39): how a response is read, from classes blind sets showed. Each class is generated
over several wrappers and phrasings, each with wrong twins that must stay wrong. Cases written for this
test (none copied from a probe set).
"""

from __future__ import annotations

import pytest

from hardmath.equivalence import grade

# --- a trace's tag in any family's brackets or namespace (equivalence/response.py)

TRACE_TAGS = [
    ("\u25c1think\u25b7", "\u25c1/think\u25b7"),
    ("<seed:think>", "</seed:think>"),
    ("\u3010\u601d\u8003\u3011", "\u3010/\u601d\u8003\u3011"),
    ("\u00abthinking\u00bb", "\u00ab/thinking\u00bb"),
    ("<reasoning>", "</reasoning>"),
]
CLOSINGS = ["The required value is $-1$.", "So the result is $-1$.", "Result: $-1$"]


@pytest.mark.parametrize("opening, closing", TRACE_TAGS)
@pytest.mark.parametrize("after", CLOSINGS)
def test_the_answer_after_any_trace_tag_is_read(opening, closing, after):
    trace = "Let me double-check the arithmetic. The answer is 5. Double-check done."
    response = f"{opening}{trace}{closing}{after}"
    assert grade(response, "-1")
    assert not grade(response, "5")  # the trace's value is not the answer


@pytest.mark.parametrize("opening, _closing", TRACE_TAGS)
def test_a_trace_left_open_states_nothing(opening, _closing):
    assert not grade(f"{opening}The answer is -1.", "-1")


# --- emoji decorate; a check mark before a label decorates its line; a closing tick states nothing

DECORATED = [
    "Great question! \U0001f3af\n\n- \U0001f50d First I restate.\n- \u2714\ufe0f Result: $7$\n\nLet me know if you'd like more! \U0001f60a",
    "\u2705 Final answer: 7 \U0001f389",
    "\U0001f9ee Computing... \n\u2611 Answer: $7$",
    "So $x=7$. \u2713",
    "So $x=7$. Verified.",
    "Thus the value is $7$. Done!",
]


@pytest.mark.parametrize("response", DECORATED)
def test_decorations_around_the_answer_are_passed_over(response):
    assert grade(response, "7")
    assert not grade(response, "8")


def test_a_check_after_a_computation_is_still_no_answer():
    assert not grade("Check: 3*7+1 = 22 \u2713", "22")


# --- "the correct choice is (D)" corrects an earlier answer, in style auto and mcq

CHOICE_CORRECTIONS = [
    "**Answer: (A)**\n\nEdit: that was a mistake \u2014 the correct choice is (D).",
    "Answer: A\n\nSorry, the right option is D.",
    "The answer is $\\boxed{A}$.\n\nWait, the correct option is (D).",
]


@pytest.mark.parametrize("style", ["auto", "mcq"])
@pytest.mark.parametrize("response", CHOICE_CORRECTIONS)
def test_a_corrected_choice_is_the_later_one(response, style):
    assert grade(response, "D", style=style)
    assert not grade(response, "A", style=style)


# --- two values offered, none chosen: a hedge, wrong against either

HEDGES = [
    "My best guess is $13$, though $12$ is also plausible if the other reading is intended.",
    "If the figure is convex, the answer is $13$; if not, it is $12$. Without more information I give both.",
    "It is $13$ or maybe $12$; I'll give you both.",
]


@pytest.mark.parametrize("response", HEDGES)
@pytest.mark.parametrize("gold", ["12", "13"])
def test_two_values_offered_are_a_hedge(response, gold):
    assert not grade(response, gold)


@pytest.mark.parametrize(
    "response",
    [
        "The answer is $\\boxed{21}$.\nNote: a solution by bounding is also possible.",
        "The answer is $21$. Another approach is equally valid.",
    ],
)
def test_a_remark_on_methods_is_no_hedge(response):
    assert grade(response, "21")


# --- a cut-off sentence that goes on with more work, whatever its commas (equivalence/cutoff.py)

CUT_OFF = [
    "Промежуточный кандидат: $7$. Теперь проверим, удовлетворяет ли это значение условию",
    "Candidate: $7$. Now, we check whether this value satisfies the condition",
    "Zwischenergebnis: $7$. Jetzt prüfen wir, ob dieser Wert die Bedingung erfüllt",
    "Candidat intermédiaire : $7$. Ensuite, vérifions que cette valeur convient",
]


@pytest.mark.parametrize("response", CUT_OFF)
def test_a_value_before_a_cut_off_sentence_of_more_work_is_a_step(response):
    assert not grade(response, "7")


@pytest.mark.parametrize(
    "response", ["So the value is $7$, which we check below", "The answer is $7$. Now, we check that it works"]
)
def test_a_stated_or_finished_answer_before_an_unstopped_clause_stays(response):
    assert grade(response, "7")


# --- a sentence that opens with its reason: the main clause after it is read (equivalence/sentences.py)

REASON_FIRST = [
    "Since x = 3 makes the denominator zero, the equation has no roots.",
    "Because the only candidate makes a denominator vanish, there is no solution.",
    "As $x = 3$ is excluded, no solution exists.",
    "Given that $x=3$ is excluded, the equation has no solution.",
]


@pytest.mark.parametrize("response", REASON_FIRST)
def test_the_clause_after_an_opening_reason_is_read(response):
    assert grade(response, "$\\text{no solution}$")
    assert not grade(response, "3")


@pytest.mark.parametrize(
    "response, gold, wrong",
    [
        ("Since $f(2) = 5$, the value asked for is $7$.", "7", "5"),
        ("As computed above, the sum is $12$.", "12", "13"),
        ("Because $a = 2$, we get $b = 9$.", "b = 9", "a = 2"),
    ],
)
def test_the_value_of_the_main_clause_not_the_reason(response, gold, wrong):
    assert grade(response, gold)
    assert not grade(response, wrong)
