r"""Round 6 (issue 39), worded golds as one value each (:mod:`hardmath.equivalence.worded`), every
phrasing with a wrong twin that must stay wrong (cases written for this test):

- "does not exist" in its forms and languages ("DNE", "not exist", "no limit", "n'existe pas", "不存在");
- "Not necessarily." is a no, and a yes or no followed by a comment is that word ("No, not
  necessarily", "はい（存在する）"), unless the comment is a condition, an alternative or a hedge;
- Roman-numeral statement lists in any order, with or without "only", "and", an Oxford comma.
"""

from __future__ import annotations

import itertools

import pytest

from hardmath.equivalence import grade, is_equivalent

WRAPPERS = [
    "Final Answer: The final answer is {x}.",
    "Answer: $\\boxed{{\\text{{{x}}}}}$",
    "**Answer:** {x}",
    '{{"final_answer": "{x}"}}',
]
DNE_GOLDS = ["The limit does not exist.", "not exist", "does not exist", "DNE", "$\\text{DNE}$", "no limit"]
DNE_ANSWERS = [
    "DNE",
    "does not exist",
    "the limit does not exist",
    "Does not exist",
    "d.n.e.",
    "no limit",
    "there is no such polynomial",
    "n'existe pas",
    "la limite n'existe pas",
    "no existe",
    "não existe",
    "existiert nicht",
    "не существует",
    "không tồn tại",
    "不存在",
    "存在しない",
    "존재하지 않음",
    "non esiste",
    "tidak ada",
]
DNE_TWINS = ["0", "the limit exists", "exists", "\\infty", "1"]


@pytest.mark.parametrize(
    "gold, answer, wrapper", list(itertools.product(DNE_GOLDS, DNE_ANSWERS, WRAPPERS[1:])), ids=str
)
def test_does_not_exist_is_one_value(gold, answer, wrapper):
    assert grade(wrapper.format(x=answer), gold), (answer, gold)


@pytest.mark.parametrize("gold, twin, wrapper", list(itertools.product(DNE_GOLDS, DNE_TWINS, WRAPPERS)), ids=str)
def test_a_value_or_exists_does_not_answer_does_not_exist(gold, twin, wrapper):
    assert not grade(wrapper.format(x=twin), gold), (twin, gold)
    assert not is_equivalent("does not exist", "0")


YES_NO = [  # (gold, right answers, wrong answers)
    (
        "Not necessarily.",
        ["No", "No, not necessarily", "no, not necessarily.", "Not necessarily", "Nein, nicht unbedingt", "不一定"],
        ["Yes", "Yes, necessarily", "Necessarily"],
    ),
    (
        "Show that the answer is yes.",
        ["Yes", "はい（存在する）", "Yes (such a set exists)", "Yes — such a set exists", "Oui, il existe", "Sí"],
        ["No", "いいえ（存在しない）", "Yes, if n is even", "Yes or no", "yes (possibly no)", "No, it does not exist"],
    ),
    (
        "No",
        ["No", "No, it does not exist", "Нет (не существует)", "Not necessarily", "いいえ"],
        ["Yes", "No, unless n is prime", "Yes, it exists", "no, maybe yes"],
    ),
]


@pytest.mark.parametrize("case", YES_NO, ids=lambda x: str(x)[:40])
def test_a_yes_or_no_with_a_comment_is_that_word(case):
    """The value rule, and a boxed answer (a clause after an answer line is extraction's own rule)."""
    gold, rights, wrongs = case
    stated = {"Show that the answer is yes.": "yes"}.get(gold, gold)
    for answer in rights:  # a lone word of another language is read as English by the grade (test_one_word.py)
        assert is_equivalent(answer, stated) or len(answer.split()) == 1, (answer, gold)
        assert grade(WRAPPERS[1].format(x=answer), gold), (answer, gold)
    for answer in wrongs:
        assert not is_equivalent(answer, stated), (answer, gold)
        assert not grade(WRAPPERS[1].format(x=answer), gold), (answer, gold)


ROMAN = [  # (gold, right answers, wrong answers)
    (
        "$\\text{I, II, and III only}$",
        ["I, II and III", "I, II, III", "III, II, I", "I, II, and III"],
        ["I and II", "I, II, III, IV", "II and III only"],
    ),
    (
        "\\text{I and III only}",
        ["I and III", "III and I", "I, III", "I and III only", "only I and III"],
        ["I", "III", "I, II, III"],
    ),
    ("II only", ["II", "II only", "only II"], ["I", "II and III", "III only"]),
    ("I, II", ["I and II", "both I and II", "II, I"], ["I", "I, II, III"]),
]


@pytest.mark.parametrize("case, wrapper", list(itertools.product(ROMAN, WRAPPERS)), ids=lambda x: str(x)[:40])
def test_roman_numeral_statement_lists_are_read_as_sets(case, wrapper):
    gold, rights, wrongs = case
    for answer in rights:
        assert grade(wrapper.format(x=answer), gold), (answer, gold)
    for answer in wrongs:
        assert not grade(wrapper.format(x=answer), gold), (answer, gold)


@pytest.mark.parametrize(
    "answer, gold, equal",
    [
        ("DNE (the one-sided limits differ)", "The limit does not exist.", True),
        ("does not exist (it oscillates)", "DNE", True),
        ("limit does not exist", "not exist", True),
        ("DNE (or 0)", "DNE", False),  # a hedge in brackets
        ("DNE or 5", "DNE", False),
        ("DNE or 0", "The limit does not exist.", False),
        ("Friday or 5", "Friday", False),  # a hedge between a word and a number (spaces dropped: "or5")
        ("Statements I and III", "I and III only", True),
        ("I and III are true", "\\text{I and III only}", True),
        ("I and II are true", "\\text{I and III only}", False),
        ("Statements I, II", "I and III only", False),
    ],
)
def test_remarks_hedges_and_statement_words(answer, gold, equal):
    assert bool(is_equivalent(answer, gold)) is equal
    assert bool(grade(f"Answer: $\\boxed{{\\text{{{answer}}}}}$", gold)) is equal


KINDS = [  # (phrase naming the kind first, gold, a wrong twin)
    ("the month of March", "$\\text{March}$", "the month of April"),
    ("the day of Friday", "Friday", "the day before Friday"),
    ("the color red", "\\text{red}", "the color blue"),
    ("the letter B", "\\text{B}", "the letter C"),
    ("the player Alice", "Alice", "the friend of Alice"),
    ("the city of Paris", "Paris", "the city of Paris and Lyon"),
]


@pytest.mark.parametrize("case, wrapper", list(itertools.product(KINDS, WRAPPERS[1:])), ids=lambda x: str(x)[:40])
def test_a_phrase_naming_the_kind_of_a_one_word_answer(case, wrapper):
    phrase, gold, twin = case
    assert grade(wrapper.format(x=phrase), gold), phrase
    assert not grade(wrapper.format(x=twin), gold), twin


WORDED_GOLDS = [  # (HARP-style worded gold, right answers, wrong answers)
    (
        "$\\textbf{I. }\\text{and }\\textbf{II. }\\text{only}$",
        ["I and II only", "II and I", "I, II", "I. and II.", "Statements I and II"],
        ["II, III", "I", "I, II, III", "I or II"],
    ),
    ("$\\textbf{III. }\\text{and }\\textbf{IV. }\\text{only}$", ["III and IV", "IV, III"], ["III", "II and IV"]),
    (
        "\\text{I and III only}",
        ["(I) and (III)", "I \\& III", "(III), (I)"],
        ["(I) and (II)", "(I) or (III)", "I \\& II"],
    ),
    (
        "$\\text{Carlos, Diana}$",
        ["Carlos and Diana", "Diana, Carlos", "Diana and Carlos"],
        ["Carlos", "Carlos or Diana", "Carlos and Dana"],
    ),
    ("$\\text{Feb}$", ["February", "Feb.", "Feb"], ["March", "Mar", "Jan"]),
    ("Saturday", ["Sat", "Sat.", "saturday"], ["Sun", "Sunday", "Thurs"]),
    ("\\text{Thursday}", ["Thurs", "Thu", "Thursday"], ["Tue", "Tues"]),
    ("$12\\text{ or more}$", ["12 or more", "\\ge 12"], ["at most 12", "12 or fewer", "13 or more", "\\ge 13"]),
    ("$\\text{only }x=0$", ["x = 0", "x=0 \\text{ only}", "only x = 0"], ["x = 1", "x = 0 \\text{ or } x = 1"]),
]


@pytest.mark.parametrize("case", WORDED_GOLDS, ids=lambda x: str(x)[:40])
def test_worded_golds_of_harp_in_their_other_ways(case):
    gold, rights, wrongs = case
    for answer in rights:
        assert is_equivalent(answer, gold), (answer, gold)
        assert is_equivalent(gold, answer), (gold, answer)
        assert grade(f"The answer is $\\boxed{{{answer}}}$.", gold), (answer, gold)
    for answer in wrongs:
        assert not is_equivalent(answer, gold), (answer, gold)
        assert not grade(f"The answer is $\\boxed{{{answer}}}$.", gold), (answer, gold)


VERDICT_COMMENTS = [  # (gold, right answers, wrong answers)
    (
        "True",
        ["True, since f is continuous", "True (the function is continuous)", "Vrai, car f est continue"],
        ["True, if n > 2", "True, when n > 2", "False, since 2 + 2 = 4", "True or false"],
    ),
    (
        "yes",
        ["Yes, since 7 is prime", "Yes, because n = 7 works", "Yes, it is true", "Ja, weil 7 prim ist"],
        ["Yes, n = 7", "Yes, false", "Yes, if 7 is prime", "No, since 7 is prime"],
    ),
    ("no", ["No, it is false", "No, because 4 = 2 \\cdot 2", "Нет, потому что"], ["No, yes", "No, unless n = 1"]),
]


@pytest.mark.parametrize("case", VERDICT_COMMENTS, ids=lambda x: str(x)[:30])
def test_a_verdict_word_with_a_reason_is_that_word(case):
    gold, rights, wrongs = case
    for answer in rights:
        assert grade(f"The answer is $\\boxed{{\\text{{{answer}}}}}$.", gold), (answer, gold)
    for answer in wrongs:
        assert not grade(f"The answer is $\\boxed{{\\text{{{answer}}}}}$.", gold), (answer, gold)


MULTILINGUAL_COMMENTS = [  # (answer: a yes/no of another language with a comment, gold, a wrong twin)
    ("Non, pas nécessairement", "Not necessarily.", "Oui, nécessairement"),
    ("Нет, не обязательно", "Not necessarily.", "Да, обязательно"),
    ("いいえ、必ずしもそうではない", "Not necessarily.", "はい、必ずそうです"),
    ("No, no necesariamente", "Not necessarily.", "Sí, siempre"),
    ("Não, não necessariamente", "Not necessarily.", "Sim, sempre"),
    ("لا، ليس بالضرورة", "Not necessarily.", "نعم، دائما"),
    ("はい、存在します", "Show that the answer is yes.", "いいえ、存在しません"),
    ("Oui, il existe", "Show that the answer is yes.", "Non, il n'existe pas"),
    ("Ja, es gibt sie", "Show that the answer is yes.", "Nein, es gibt sie nicht"),
    ("Да, существует", "Show that the answer is yes.", "Нет, не существует"),
    ("Có, tồn tại", "Show that the answer is yes.", "Không, không tồn tại"),
    ("예, 존재합니다", "Show that the answer is yes.", "아니요, 존재하지 않습니다"),
]


@pytest.mark.parametrize("case", MULTILINGUAL_COMMENTS, ids=lambda x: str(x)[:30])
def test_a_yes_or_no_of_another_language_with_a_comment(case):
    answer, gold, twin = case
    assert grade(f"The answer is $\\boxed{{\\text{{{answer}}}}}$.", gold), answer
    assert not grade(f"The answer is $\\boxed{{\\text{{{twin}}}}}$.", gold), twin


@pytest.mark.parametrize(
    "answer, equal",
    [
        ("Not necessarily — a counterexample exists.", True),
        ("Pas nécessairement, voir le contre-exemple", True),
        ("Not necessarily (yes if n is even)", False),
        ("Not necessarily, but usually yes", False),
    ],
)
def test_not_necessarily_with_a_comment(answer, equal):
    assert bool(is_equivalent(answer, "No")) is equal
    assert bool(is_equivalent(answer, "Not necessarily.")) is equal
    if equal:  # (an answer line's clause after "but" is extraction's own rule)
        assert grade(f"**Answer:** {answer}", "Not necessarily.")


def test_a_bare_not_necessarily_gold_keeps_its_words():
    """Read as "no" it would be one word, and a response's last word would be read against it."""
    from hardmath.equivalence.grading import read_gold

    assert read_gold("Not necessarily.").answer == "Not necessarily."
    assert read_gold("The limit need not equal $1$.").answer == "\\text{no}"
