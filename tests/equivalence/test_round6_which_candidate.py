"""Round 6 (issue 39), "extract 2": which candidate is final, generated over phrasings, languages and
wrappers, each with wrong twins that must stay wrong (cases written for this test):

- a box, then a hesitation and a check that restates the boxed value, leaves the box the answer; a
  hesitation that ends in a new value with a correction cue still replaces it;
- a last sentence that is a whole worded answer after a word of conclusion, with no answer marker, states it;
- "the answer is" followed by a worded answer in a script without spaces (Japanese, Korean) states it;
- a side clause after the value (", the last of them being 139") and a variable's label ("x: 5") are no answer.
"""

from __future__ import annotations

import itertools

import pytest

from hardmath.equivalence import grade

WORK = "We set up the equation and solve it step by step, which gives a single solution.\n\n"

BOXES = ["$\\boxed{5}$.", "\\[\\boxed{5}\\]", "**Answer:** $\\boxed{5}$"]
CHECKS = [  # a hesitation, then a check whose value restates the boxed one
    "Hmm, let me make sure. Plugging in gives $5+2=7$.",
    "Wait, let me double check. Substituting, $3(5)-8 = 7$.",
    "Hmm, let me verify: $x = 5$ satisfies the equation.",
    "Hmm, let me verify this. With $x=5$ both sides equal $7$.",
    "Attends, vérifions : $5+2=7$.",
    "Espera, comprobemos: $5+2=7$.",
    "等等，验证一下：$5+2=7$。",
    "待って、確認します。$5+2=7$。",
    "잠깐, 확인해 보자. $5+2=7$.",
    "Hmm, let me check. Both sides are $7$. ✓",
    "Wait, let me make sure: the left side is $12$ and the right side is $12$, so it checks out.",
]
CORRECTIONS = [  # a hesitation that ends in a new value with a correction cue: it replaces the box
    "Hmm, let me make sure. Actually plugging in gives $x = 6$.",
    "Hmm, wait. I made an arithmetic slip. So $x = 6$.",
    "Hmm, let me make sure. Plugging in gives $6+2=8$, so actually $x=6$.",
    "等等，我算错了。所以 $x=6$。",
    "Hmm, let me verify. $3 \\cdot 5 = 15$, but we need $16$, so $x = 6$.",
    "Hmm, let me check: plugging in gives $16$, not $15$. So $x = 6$.",
]


@pytest.mark.parametrize("box, check", list(itertools.product(BOXES, CHECKS)), ids=str)
def test_a_check_after_a_hesitation_leaves_the_box_the_answer(box, check):
    text = f"{WORK}{box}\n\n{check}"
    assert grade(text, "5").status == "equal", text
    assert grade(text, "7").status == "differs", text  # wrong twin: the check's value is no answer
    twin = WORK + f"{box}\n\n{check}".replace("5", "4")
    assert grade(twin, "5").status != "equal", twin  # wrong twin: a wrong box, checked, stays wrong


@pytest.mark.parametrize("box, correction", list(itertools.product(BOXES, CORRECTIONS)), ids=str)
def test_a_hesitation_ending_in_a_corrected_value_replaces_the_box(box, correction):
    text = f"{WORK}{box}\n\n{correction}"
    assert grade(text, "6").status == "equal", text
    assert grade(text, "5").status == "differs", text  # wrong twin: the box was taken back


DOES_NOT_EXIST = [
    "Therefore, the limit does not exist.",
    "Thus no such function exists.",
    "The limit does not exist.",
    "Hence, there is no such polynomial.",
    "Donc la limite n’existe pas.",
    "Por lo tanto, el límite no existe.",
    "因此极限不存在。",
    "したがって、極限は存在しない。",
    "따라서 극한은 존재하지 않는다.",
    "Итак, предел не существует.",
    "Vậy giới hạn không tồn tại.",
    "Jadi, limitnya tidak ada.",
    "No such triangle exists.",
]
NOT_NECESSARILY = [
    "No, not necessarily.",
    "So, not necessarily.",
    "Therefore, no.",
    "Thus, not always.",
    "Donc, pas nécessairement.",
    "したがって、必ずしもそうではない。",
    "따라서 반드시 그렇지는 않다.",
]
EXISTS = ["Therefore, the limit exists.", "Thus the limit exists and equals 2.", "Donc la limite existe."]


@pytest.mark.parametrize("closing", DOES_NOT_EXIST, ids=str)
def test_a_worded_last_sentence_states_that_nothing_exists(closing):
    text = WORK + closing
    assert grade(text, "does not exist").status == "equal", text
    assert grade(text, "2").status != "equal", text  # wrong twin: a value gold


@pytest.mark.parametrize("closing", NOT_NECESSARILY, ids=str)
def test_a_worded_last_sentence_says_no(closing):
    text = WORK + closing
    assert grade(text, "No").status == "equal", text
    assert grade(text, "Yes").status != "equal", text  # wrong twin


@pytest.mark.parametrize("closing", EXISTS, ids=str)
def test_a_sentence_saying_it_exists_is_no_worded_answer(closing):
    text = WORK + closing
    assert grade(text, "does not exist").status != "equal", text  # wrong twin: the opposite statement


UNSPACED_STATEMENTS = [  # (response, gold)
    ("答えは存在しないです", "does not exist"),
    ("答えは存在しません。", "does not exist"),
    ("最終的な答えは存在しないです。", "does not exist"),
    ("정답은 존재하지 않는다", "does not exist"),
    ("정답은 존재하지 않습니다.", "does not exist"),
    ("答えは必ずしもそうではない", "No"),
    ("정답은 반드시 그렇지는 않다", "No"),
    ("答案是不存在。", "does not exist"),
]


@pytest.mark.parametrize("statement, gold", UNSPACED_STATEMENTS, ids=str)
def test_an_unspaced_answer_line_states_a_worded_answer(statement, gold):
    text = WORK + statement
    assert grade(text, gold).status == "equal", text
    assert grade(text, "5").status != "equal", text  # wrong twin: a value gold


@pytest.mark.parametrize(
    "statement",
    [
        "答えは存在しないことが確認できたので次の問題へ進みます",
        "정답은 존재하지 않는다는 것을 확인했으니 다음 문제로 넘어가자",
    ],
    ids=str,
)
def test_an_unspaced_sentence_holding_a_worded_answer_states_nothing(statement):
    assert grade(WORK + statement, "does not exist").status != "equal", statement  # wrong twin: prose, no answer


SIDE_CLAUSES = [  # a value, then a side clause naming another value of the working
    "So the first 28 terms add up to {v}, the last of them being {o}.",
    "So the sum is ${v}$, with the last term being ${o}$.",
    "The total is {v}, its largest term being {o}.",
    "Donc la somme vaut {v}, le dernier terme étant {o}.",
    "Por lo tanto, la suma es {v}, el último término siendo {o}.",
    "Portanto, a soma é {v}, o último termo sendo {o}.",
]


@pytest.mark.parametrize("sentence", SIDE_CLAUSES, ids=str)
def test_a_side_clause_after_the_value_is_no_answer(sentence):
    text = WORK + sentence.format(v="2002", o="139")
    assert grade(text, "2002").status == "equal", text
    assert grade(text, "139").status == "differs", text  # wrong twin: the side clause's value
    swapped = WORK + sentence.format(v="139", o="2002")
    assert grade(swapped, "2002").status == "differs", swapped  # wrong twin: the values swapped


@pytest.mark.parametrize("line", ["- **x: 5**", "x: 5", "**n: 5**", "- *x*: 5"], ids=str)
def test_a_variable_label_names_the_unknown(line):
    text = WORK + "To summarize:\n\n- Constant on left: -8\n- Right constant: 25\n" + line
    assert grade(text, "5").status == "equal", text
    assert grade(text.replace("5", "6"), "5").status == "differs", text  # wrong twin: another value


@pytest.mark.parametrize("line", ["3:5", "x:5", "A: 5"], ids=str)
def test_a_ratio_or_a_choice_keeps_its_colon(line):
    assert grade(WORK + line, "5").status != "equal", line  # a ratio, no label; a choice's label is no variable
