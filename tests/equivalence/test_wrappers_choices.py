"""Issue 30, principles 7 and 8, by generation. Wrappers around an answer (role tokens, end tokens,
GSM8K's ``####``, markdown, answer labels) are wrappers whatever their position; a choice letter is
a choice however it is typeset, and with the choices known a boxed value equal to exactly one choice
states it. Each case has a wrong-answer twin that must stay wrong.
"""

from __future__ import annotations

import itertools

import pytest

from hardmath.equivalence import grade

OPENERS = [
    "",
    "<|im_start|>assistant\n",
    "<|assistant|>",
    "<start_of_turn>model\n",
    "[INST] Solve it. [/INST]",
    "<|start_header_id|>assistant<|end_header_id|>\n\n",
    "Let me think. 3 + 4 = 7.\n",
]
STATEMENTS = [
    r"Answer: \boxed{{{}}}",
    "The answer is #### {}",
    "#### {}",
    r"**Final Answer:** $\boxed{{{}}}$",
    "Answer:\n\n${}$",
    "So the answer is: #### {}",
    r"The final answer is $\boxed{{{}}}$. I hope it is correct.",
    "**Answer:** {}",
    "answer = {}",
    "result = {}",
    "`{}`",
    "Answer: **{}**",
    "ANSWER: {}",
]
CLOSERS = ["", "<|im_end|>", "</s>", "<end_of_turn>", "<|eot_id|>", "\n", "\n\n---", "\n\n***\n", "\n___"]


@pytest.mark.parametrize("value, twin", [("42", "24"), ("-7", "7"), (r"\frac{3}{5}", r"\frac{5}{3}")])
def test_wrappers_are_wrappers(value, twin):
    failures = []
    for opener, statement, closer in itertools.product(OPENERS, STATEMENTS, CLOSERS):
        if "####" in statement and "\\" in value:
            continue  # GSM8K's marker is followed by a number
        response = opener + statement.format(value) + closer
        v = grade(response, value)
        if not v:
            failures.append((response, v.answer, v.reason))
        if grade(response, twin):
            failures.append(("TWIN GRADED RIGHT", response))
    assert not failures, failures


def test_a_heading_after_hashes_is_no_answer():
    assert grade("#### Step 2\nWe add them.", "2").status != "equal"


LETTER_FORMS = [
    "**{}**",
    "({})",
    r"$\textbf{{({})}}$",
    r"$\boxed{{{}}}$",
    "I think it's ({}).",
    "The answer is ({}).",
    "My choice: option {}",
    "Answer: {}",
    "{}.",
    "I'd go with ({}) after checking.",
    r"({}) $\sqrt{{8}}$",
    r"{}) $\sqrt{{8}}$",
    "Option {}",
    "So the best choice is choice ({}).",
    r"$\boxed{{\text{{({})}}}}$",
    "[{}]",
]
LEADS = ["", "Comparing the options, (A) and (B) are too small.\n", "<|im_start|>assistant\n"]


@pytest.mark.parametrize("letter, twin", [("C", "D"), ("A", "E"), ("E", "B")])
def test_a_letter_however_typeset(letter, twin):
    failures = []
    for form, lead in itertools.product(LETTER_FORMS, LEADS):
        response = lead + form.format(letter)
        v = grade(response, letter)
        if not v:
            failures.append((response, v.answer, v.reason))
        if grade(response, twin):
            failures.append(("TWIN GRADED RIGHT", response))
    assert not failures, failures


CHOICES = {"A": "2", "B": r"2\sqrt{2}", "C": "4", "D": r"\sqrt{2}", "E": "8"}


@pytest.mark.parametrize(
    "stated, letter", [(r"2\sqrt{2}", "B"), (r"\sqrt{8}", "B"), ("4", "C"), ("√2", "D"), ("8.0", "E")]
)
def test_a_boxed_value_equal_to_one_choice_states_it(stated, letter):
    for form in (r"So $\boxed{{{}}}$.", "The answer is ${}$.", "Final Answer: {}"):
        response = form.format(stated)
        v = grade(response, letter, choices=CHOICES)
        assert v, (response, v)
        for other in "ABCDE".replace(letter, ""):
            assert not grade(response, other, choices=CHOICES), (response, other)
