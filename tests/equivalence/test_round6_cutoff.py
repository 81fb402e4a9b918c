r"""Round 6 (issue 39, blind set D): a response cut off mid-sentence after a value it did not state as
its answer ("So we get $12$. and now we still need to subtract the overcounted cas") states no answer,
in any language and wrapper, and a choice named in its unfinished last sentence is no choice ("Option
(D) gives 12, which matches so f"). Twins that must keep their answer: the same value stated as the
answer (a box, "The answer is", "Answer:", an answer tag) before the same cut-off check, and a finished
response (a stop, a closing word to the reader, or a finished clause left without a stop).
Cases written for this test.
"""

from __future__ import annotations

import itertools

import pytest

from hardmath.equivalence import grade
from hardmath.equivalence.cutoff import cut_off_at

STEPS = [  # a value reached by a step, not stated as the answer
    "So we get {x}.",
    "Dengan demikian kita peroleh {x}.",
    "因此得到 {x}。",
    "Por lo tanto obtenemos {x}.",
    "Damit erhalten wir {x}.",
    "Таким образом, получаем {x}.",
    "Donc nous obtenons {x}.",
]
CUT = [  # the generation goes on and stops mid-word or mid-clause
    " and now we still need to subtract the overcounted cas",
    " but this is only the value of the first pa",
    " Now we still need to subtract the cases where the two digits are equ",
    " Next, multiply by the number of arrangements, which is",
    " Hmm, that cannot be the final answer yet because",
    " Let me double-check this against the second condition by substituting into the",
]
VALUES = [
    ("$12$", "12"),
    ("$\\frac16$", "\\frac{1}{6}"),
    ("$\\text{Friday}$", "\\text{Friday}"),
    ("$2^6\\cdot 3^4$", "5184"),
]
WRAPPERS = ["{body}", "Problem restated.\nPlan: set up the equations.\n{body}", "<|im_start|>assistant\n{body}"]


@pytest.mark.parametrize("step, cut", list(itertools.product(STEPS, CUT)))
@pytest.mark.parametrize("value, gold", VALUES)
def test_a_value_left_behind_by_a_cut_off_sentence_is_no_answer(step, cut, value, gold):
    body = step.format(x=value) + cut
    for wrapper in WRAPPERS:
        assert grade(wrapper.format(body=body), gold).status == "no_answer", body
        assert grade(wrapper.format(body=body), gold, style="boxed").status == "no_answer", body


STATED = [  # the same value stated as the answer first: a cut-off check after it keeps it
    "The answer is {x}.",
    "Answer: {x}.",
    "**Final Answer:** {x}.",
    "So we get $\\boxed{{{y}}}$.",
    "<answer>{x}</answer>",
    "La respuesta es {x}.",
]


@pytest.mark.parametrize("stated, cut", list(itertools.product(STATED, CUT)))
@pytest.mark.parametrize("value, gold", VALUES)
def test_a_stated_answer_before_a_cut_off_check_stays_the_answer(stated, cut, value, gold):
    body = stated.format(x=value, y=value.strip("$")) + cut
    assert grade(body, gold).status == "equal", body


FINISHED = [  # ends finished: a stop, a closing word, a finished clause, a unit; the value is the answer
    "So we get {x}.",
    "So we get {x}. Hope this helps",
    "So we get {x}, which is the solution",
    "Thus the result must be {x}, given the constraints above",
    "So we get {x}. and now we still need to check nothing else.",
]


@pytest.mark.parametrize("finished", FINISHED)
@pytest.mark.parametrize("value, gold", VALUES)
def test_a_finished_response_keeps_its_value(finished, value, gold):
    body = finished.format(x=value)
    assert cut_off_at(body) is None, body
    assert grade(body, gold).status == "equal", body
    assert grade(body, "99").status == "differs", body  # wrong twin: the value is read and compared


@pytest.mark.parametrize("letter", "ABCDE")
def test_a_choice_under_test_in_a_cut_off_sentence_is_no_answer(letter):
    cut = f"Testing each option in turn. Option ({letter}) gives 12, which matches so f"
    assert grade(cut, letter).status == "no_answer"
    assert grade(cut, letter, style="mcq").status == "no_answer"
    finished = f"Testing each option in turn. Option ({letter}) gives 12, which matches."
    assert grade(finished, letter).status == "equal"
    other = "B" if letter != "B" else "C"
    assert grade(finished, other).status == "differs"  # wrong twin
    claimed = f"The answer is ({letter}). Testing each option in turn: option (A) gives 12, which matches so f"
    assert grade(claimed, letter).status == "equal"


@pytest.mark.parametrize("math", ["w-z-y", "x y z", "a b"])
def test_a_last_line_of_letters_is_math_not_a_cut_clause(math):
    text = f"So we get ${math}$.\n{math}"
    assert cut_off_at(text) is None
    assert grade(text, math).status == "equal"


OPEN_ENDS = [  # cut inside math, or on a word no sentence ends on whatever the clause holds
    " Now we subtract $\\frac{3",
    " Next we need to compute 3 +",
    " and then the second case gives $",
    " Then we need to add the cases where $x^{",
    " and we still need to",
    " so the total is 12 and the",
    " Now we need to subtract the cases where x =",
]


@pytest.mark.parametrize("end", OPEN_ENDS)
@pytest.mark.parametrize("value, gold", VALUES)
def test_a_response_cut_inside_math_or_after_a_dangling_word_is_no_answer(end, value, gold):
    body = f"So we get {value}.{end}"
    assert grade(body, gold).status == "no_answer", body
    assert grade(f"The answer is {value}.{end}", gold).status == "equal", body  # stated first: kept


@pytest.mark.parametrize(
    "finished",
    [
        "It costs 1,000.99$",
        "The total is $12$ dollars, paid as $5 per item",
        "**So it is 6*sqrt(2).**",
        "x = 12\n\n---",
    ],
)
def test_money_and_markdown_ends_are_no_cut(finished):
    assert cut_off_at(finished) is None, finished


@pytest.mark.parametrize("math", ["2 \\sin b \\cos a", "x \\to a", "\\frac{1}{2} \\ln a"])
def test_a_variable_after_a_function_is_no_dangling_word(math):
    text = f"By sum-to-product, the value is $\\boxed{{{math}}}$.\n\n{math}"
    assert cut_off_at(text) is None, text
