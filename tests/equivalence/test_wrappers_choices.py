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


CLAIMS = [  # a bare letter claimed at the end of the last sentence, or opening the response
    "Let's think step by step. Comparing them, therefore I think it's {}",
    "After checking each option, I'd go with {}.",
    "So the answer must be {}",
    "The answer is for sure {}, nothing else fits.",
    "The answer is definitely {}.",
    "{}. The other options fail the check.",
    "{}: the others are too large.",
    "{}。 其他选项都不对。",
    "{}。其他选项都不对。",
    "{}不是其他选项。",
]


@pytest.mark.parametrize("letter, twin", [("B", "A"), ("D", "C"), ("E", "B")])
def test_a_bare_letter_claimed_or_stated_first(letter, twin):
    """Principle 7: a bare capital is a letter where a claim ends on it ("I think it's B") or where it
    opens the response set apart by punctuation or another script ("D. ...", "B。..."); a negated
    claim ("it can't be A") states nothing, and the wrong-letter twin stays wrong.
    """
    failures = []
    for claim in CLAIMS:
        response = claim.format(letter)
        v = grade(response, letter)
        if not v:
            failures.append((response, v.answer, v.reason))
        if grade(response, twin):
            failures.append(("TWIN GRADED RIGHT", response))
        negated = f"{claim.format(letter)} It can't be {twin}."
        if grade(negated, twin):
            failures.append(("NEGATED LETTER GRADED RIGHT", negated))
    assert not failures, failures


@pytest.mark.parametrize(
    "response", ["A bag holds 3 red balls.", "It can't be A.", "Then we pick a number.", "A:B = 1"]
)
def test_prose_that_only_mentions_a_letter_states_none(response):
    assert not grade(response, "A")


@pytest.mark.parametrize("marker", ["答案：", "最终答案：", "所以答案是", "答案是 "])
def test_a_cjk_statement_states_its_math_span_and_a_cjk_sentence_is_prose(marker):
    r"""Principle 8 in a script without spaces: after a Chinese answer marker, the one math span among
    Chinese words is the answer ("答案：每份应该是 $\frac{2}{5}$ 吨。"), and a long Chinese sentence
    after it is prose, read by its last number, not cut at its first colon.
    """
    failures = []
    for value, twin in ((r"\frac{2}{5}", r"\frac{3}{5}"), ("12", "13")):
        for said in (f"每份应该是 ${value}$ 吨。", f"${value}$。"):
            response = "我们一步一步计算。\n" + marker + said
            if not grade(response, value) or grade(response, twin):
                failures.append((response, grade(response, value).answer))
    sentence = "来计算水池中水的流出时间：12000升/40升/分钟=300分钟。因此，水池中水将在300分钟内被放完。"
    v = grade(marker + sentence, "300")
    if not v:
        failures.append((marker + sentence, v.answer, v.reason))
    assert not failures, failures
