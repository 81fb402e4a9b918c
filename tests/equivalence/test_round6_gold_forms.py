r"""Round 6 (issue 39), the forms a gold sentence states and relations that state a value, each
generated with wrong twins that must stay wrong (cases written for this test):

- a gold that restates its value after "so" / "that is" / "i.e." / "hence" / "namely" accepts the
  value and the assignments together, in any order and notation; one assignment alone, or swapped
  values, stays wrong (:mod:`hardmath.equivalence.restated`);
- a value followed by its description ("is $F_n$, the $n$th Fibonacci number") states the value;
- a set written without math delimiters in a gold sentence, with plain fractions;
- a membership ``n \in \{7, 1\}`` in a last box holds the set's parts (an earlier box is no part);
- a power of a name equal to a closed-form constant (``\varphi^2 = \frac{3+\sqrt5}{2}``) states it.
"""

from __future__ import annotations

import itertools

import pytest

from hardmath.equivalence import grade
from hardmath.equivalence.grading import read_gold

CONNECTIVES = [", so", ", that is,", ". That is,", ", i.e.", "; hence", ", namely", ". Thus"]
RESTATED = [  # (lead, value, assignments, right values, right assignments, wrong answers)
    (
        "The limit equals",
        "\\ln(4) - 1",
        "$a = 4$ and $b = 1$",
        ["2\\ln 2 - 1", "\\ln 4-1", "-1+\\log 4"],
        ["a=4,\\ b=1", "b=1, a=4", "a = 4 \\text{ and } b = 1", "(a, b) = (4, 1)"],
        ["b=1", "a=4", "a=1, b=4", "\\ln 4", "\\ln 4 + 1", "(1, 4)"],
    ),
    (
        "Show that the limit is",
        "(5-\\pi)/4",
        "$r=5/4$ and $s=-1/4$",
        ["\\frac{5-\\pi}{4}", "\\frac54-\\frac{\\pi}{4}"],
        ["r=\\frac54, s=-\\frac14", "s = -1/4, r = 5/4"],
        ["r=\\frac54", "s = 5/4, r = -1/4", "\\frac{5+\\pi}{4}"],
    ),
    (
        "Show that the optimum is",
        "2\\sqrt{3}",
        "$p = 2$ and $q = 3$",
        ["\\sqrt{12}", "2\\sqrt3"],
        ["p=2, q=3", "q = 3 \\text{ and } p = 2"],
        ["p = 3, q = 2", "\\sqrt{3}", "q = 3"],
    ),
]
WRAPPERS = ["The answer is $\\boxed{{{x}}}$.", "Final Answer: The final answer is ${x}$. I hope it is correct."]


@pytest.mark.parametrize(
    "case, connective, wrapper", list(itertools.product(RESTATED, CONNECTIVES, WRAPPERS)), ids=lambda x: str(x)[:30]
)
def test_a_restating_gold_accepts_its_value_and_its_assignments(case, connective, wrapper):
    lead, value, assignments, values, assigned, wrongs = case
    gold = f"{lead} ${value}${connective} {assignments}."
    for answer in values + assigned:
        assert grade(wrapper.format(x=answer), gold), (answer, gold)
    for answer in wrongs:
        assert not grade(wrapper.format(x=answer), gold), (answer, gold)


@pytest.mark.parametrize(
    "gold",
    [
        "Show that the maximum attainable length is $3$ and the smallest such square is $1444$.",
        "Show that $f(x) = x$ for all $x > 0$.",
        "Show that the answer is $n = 2^k - 1$ for some integer $k$.",
        "Show that for positive $x$, the series converges if and only if $x < 25$.",
    ],
)
def test_a_gold_without_a_restating_word_states_one_form(gold):
    assert read_gold(gold).also == ()


APPOSITIONS = [  # (gold, right, wrong)
    ("Show that the number of subsets is $F_n$, the $n$th Fibonacci number.", "F_n", ["n", "F_{n+1}"]),
    ("Show that the answer is $7$, the only prime of that form.", "7", ["5"]),
    ("The minimum is $\\frac{1}{2}$, a value attained at $x = 1$.", "\\frac12", ["1", "x = 1"]),
]


@pytest.mark.parametrize("case, wrapper", list(itertools.product(APPOSITIONS, WRAPPERS)), ids=lambda x: str(x)[:30])
def test_a_value_followed_by_its_description_states_the_value(case, wrapper):
    gold, right, wrongs = case
    assert grade(wrapper.format(x=right), gold), gold
    for answer in wrongs:
        assert not grade(wrapper.format(x=answer), gold), (answer, gold)


BARE_SETS = [  # (gold sentence with a set in plain text, right answers, wrong answers)
    (
        "Show that the solution is the set \\{2/3, 3/2, (13 + \\sqrt{601})/12, (13 - \\sqrt{601})/12}.",
        [
            "\\left\\{\\frac{13+\\sqrt{601}}{12},\\ \\frac32,\\ \\frac{13-\\sqrt{601}}{12},\\ \\frac23\\right\\}",
            "\\{\\frac{13-\\sqrt{601}}{12}, \\frac23, \\frac{13+\\sqrt{601}}{12}, 1.5\\}",
        ],
        ["\\{\\frac23, \\frac32, \\frac{13+\\sqrt{601}}{12}\\}", "\\{\\frac23, \\frac32\\}"],
    ),
    (
        "Show that the possible values are \\{1, 7\\}.",
        ["\\{7, 1\\}", "n \\in \\{1, 7\\}"],
        ["\\{1\\}", "\\{1, 7, 9\\}"],
    ),
]


@pytest.mark.parametrize("case, wrapper", list(itertools.product(BARE_SETS, WRAPPERS)), ids=lambda x: str(x)[:30])
def test_a_set_in_plain_text_in_a_gold_sentence(case, wrapper):
    gold, rights, wrongs = case
    for answer in rights:
        assert grade(wrapper.format(x=answer), gold), (answer, gold)
    for answer in wrongs:
        assert not grade(wrapper.format(x=answer), gold), (answer, gold)


MEMBERS = ["n\\in\\{7,1\\}", "n \\in \\{1, 7\\}", "n\\in \\{ 7 , 1 \\}"]


@pytest.mark.parametrize("member", MEMBERS)
def test_a_membership_in_the_last_box_holds_the_sets_parts(member):
    gold = "Show that the possible values of $n$ are $1$ and $7$."
    fixed = f"$\\boxed{{n=7}}$\n\nWait, I made a slip; correcting it gives $\\boxed{{{member}}}$."
    assert grade(fixed, gold), member
    assert grade(f"So $\\boxed{{{member}}}$.", "1, 7"), member
    wrong = fixed.replace(member, member.replace("1", "3"))
    assert not grade(wrong, gold), wrong
    assert not grade(f"So $\\boxed{{{member}}}$.", "1, 7, 9"), member


POWERS = [  # (power of a name, constant, its gold, a wrong constant)
    (
        "\\varphi^2",
        "\\frac{3+\\sqrt5}{2}",
        "Show that the answer is $\\frac{3 + \\sqrt{5}}{2}$.",
        "\\frac{3-\\sqrt5}{2}",
    ),
    ("\\lambda^{3}", "8", "8", "9"),
    ("r^2", "\\frac{\\pi}{4}", "\\frac{\\pi}{4}", "\\frac{\\pi}{2}"),
]


@pytest.mark.parametrize("case, wrapper", list(itertools.product(POWERS, WRAPPERS)), ids=lambda x: str(x)[:30])
def test_a_power_of_a_name_equal_to_a_constant_states_the_constant(case, wrapper):
    name, value, gold, twin = case
    assert grade(wrapper.format(x=f"{name} = {value}"), gold)
    assert not grade(wrapper.format(x=f"{name} = {twin}"), gold)
    assert not grade(wrapper.format(x=f"2x = {value}"), gold)  # an equation, not a named value


@pytest.mark.parametrize(
    "equation, gold", [("2x = 5", "5"), ("x+y = 5", "5"), ("x^2 = y+1", "y+1"), ("x^2 = 4", "x = 2")]
)
def test_an_equation_is_still_no_value(equation, gold):
    assert not grade(f"$\\boxed{{{equation}}}$", gold)


NAMED_FIRST = [  # (gold sentence naming its quantity first or counting, right answers, wrong answers)
    ("$a$ must equal $7$.", ["7", "a = 7"], ["5", "a = 5", "a"]),
    ("$n$ is $12$.", ["12", "n=12"], ["13"]),
    ("$x$ equals $\\frac{1}{2}$.", ["0.5", "x = \\frac12"], ["2", "x"]),
    ("Show that there are $\\frac{n - 1}{2}$ such elements $d$.", ["\\frac{n-1}{2}", "(n-1)/2"], ["d", "\\frac{n}{2}"]),
    ("Prove that there exist exactly $2n$ such points.", ["2n"], ["n", "2"]),
]


@pytest.mark.parametrize("case, wrapper", list(itertools.product(NAMED_FIRST, WRAPPERS)), ids=lambda x: str(x)[:30])
def test_a_sentence_naming_its_quantity_first_or_counting(case, wrapper):
    gold, rights, wrongs = case
    for answer in rights:
        assert grade(wrapper.format(x=answer), gold), (answer, gold)
    for answer in wrongs:
        assert not grade(wrapper.format(x=answer), gold), (answer, gold)


WORDED_SENTENCES = [  # (Putnam-style worded gold sentence, right answers, wrong answers)
    (
        "Show that the answer is yes, $A$ must be a scalar multiple of the identity.",
        ["Yes", "yes, it must"],
        ["No", "A"],
    ),
    ("Yes, $S$ must contain all positive integers.", ["Yes", "\\text{Yes}"], ["No", "S"]),
    ("Show that the answer is no, such a set need not exist.", ["No"], ["Yes"]),
    ("The limit need not equal $1$.", ["No", "Not necessarily"], ["1", "Yes"]),
    ("Prove that $S$ need not contain all rationals.", ["No", "not necessarily"], ["Yes", "S"]),
    ("Show that no such polynomials exist.", ["No such polynomial exists", "does not exist", "No"], ["Yes", "0"]),
    ("Prove that there are no such functions.", ["There are no such functions", "DNE", "no"], ["f(x) = 0", "yes"]),
    (
        "Show that the answer is no such finite abelian group exists.",
        ["No", "no such group exists"],
        ["Yes", "\\mathbb{Z}_2"],
    ),
    ("Show that there does not exist such a matrix $A$.", ["Such a matrix does not exist", "No"], ["Yes", "A"]),
]


@pytest.mark.parametrize(
    "case, wrapper", list(itertools.product(WORDED_SENTENCES, WRAPPERS[:1])), ids=lambda x: str(x)[:30]
)
def test_worded_gold_sentences_state_yes_no_or_does_not_exist(case, wrapper):
    gold, rights, wrongs = case
    for answer in rights:
        assert grade(wrapper.format(x=f"\\text{{{answer}}}" if " " in answer else answer), gold), (answer, gold)
    for answer in wrongs:
        assert not grade(wrapper.format(x=answer), gold), (answer, gold)


PIECEWISE = [  # (gold with a value per case, a single value that must not answer it)
    ("Show that the solution is $45$ if $n = 1$, $45^2*10$ if $n = 2$, and $0$ if $n$ is greater than 2.", "45"),
    ("Show that the number of rook tours is $0$ if $n = 1$ and $2 ^ {n - 2}$ if $n \\geq 2$.", "0"),
    (
        "Show that the number of strings is $3 \\cdot 2^{n/2}-2$ if $n$ is even, and $2^{(n+1)/2}-2$ if $n$ is odd.",
        "3 \\cdot 2^{n/2}-2",
    ),
    ("Show that the solution is 1 if n = 1, and otherwise -1.", "1"),
    ("Show that the solution is 1 if n = 1, and otherwise -1.", "-1"),
]


@pytest.mark.parametrize("gold, value", PIECEWISE, ids=lambda x: str(x)[:30])
def test_one_value_of_a_piecewise_gold_does_not_answer_it(gold, value):
    assert not grade(f"The answer is $\\boxed{{{value}}}$.", gold)
    assert read_gold(gold).answer == gold  # read as a whole: no value of one case is its answer


@pytest.mark.parametrize(
    "gold, value",
    [
        ("Show that the answer is yes.", "yes"),
        ("Show that the limit is $0$ if and only if $a > 1$.", None),
        ("Prove that the points must exist with three colors, but not necessarily with nine.", None),
    ],
)
def test_readings_that_stay(gold, value):
    if value is not None:
        assert read_gold(gold).answer == value
    assert read_gold(gold).answer not in ("\\text{no}", "\\text{yes}")


LABELLED = [  # (answer with a label or a named tuple before its set, gold, wrong twins)
    ("\\text{the set } \\{1, 7\\}", "1, 7", ["\\text{the set } \\{1, 8\\}", "\\text{the set } \\{1\\}"]),
    ("\\text{possible values: } 1, 7", "\\{1, 7\\}", ["\\text{possible values: } 1, 7, 9"]),
    ("\\text{values } 1 \\text{ and } 7", "1, 7", ["\\text{values } 1 \\text{ and } 8"]),
    ("\\text{the roots are } 2, 3", "2, 3", ["\\text{the roots are } 2, -3"]),
    ("(x,y) \\in \\{(1,2),(3,4)\\}", "(1,2),(3,4)", ["(x,y) \\in \\{(1,2),(3,5)\\}", "(x,y) \\in \\{(1,2)\\}"]),
    ("(a, b) \\in \\{(2, 3)\\}", "\\{(2, 3)\\}", ["(a, b) \\in \\{(3, 2)\\}"]),
]


@pytest.mark.parametrize("case, wrapper", list(itertools.product(LABELLED, WRAPPERS)), ids=lambda x: str(x)[:30])
def test_a_label_or_a_named_tuple_before_a_set(case, wrapper):
    answer, gold, wrongs = case
    assert grade(wrapper.format(x=answer), gold), (answer, gold)
    for wrong in wrongs:
        assert not grade(wrapper.format(x=wrong), gold), (wrong, gold)


@pytest.mark.parametrize(
    "answer, gold",
    [("\\text{at least } 12", "12"), ("\\text{values at least } 12", "12"), ("\\text{all values except } 7", "7")],
)
def test_a_word_that_changes_the_value_is_no_label(answer, gold):
    assert not grade(f"The answer is $\\boxed{{{answer}}}$.", gold)
