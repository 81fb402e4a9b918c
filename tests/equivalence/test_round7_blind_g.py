r"""Round 7 (issue 39), from blind set G's development split after its one scoring: a family's
namespaced special tokens (``<seed:eos>``); a choice claimed in Vietnamese words; a value in a table
cell; "n,0" and a decimal comma after an assignment or against a mixed number; a country's dollar
sign; thousands grouped inside a fraction's braces. Each with a wrong twin.
"""

from __future__ import annotations

import pytest

from hardmath.equivalence import grade


@pytest.mark.parametrize("token", ["<seed:eos>", "<seed:bos>", "<abc:eot>"])
def test_namespaced_special_tokens_are_dropped(token):
    response = f"<seed:think>\nWe compare the options.\n</seed:think>\nLa respuesta es B o D.{token}"
    for gold in ("B", "D"):
        assert grade(response, gold).status == "differs"  # a hedge between two letters
    assert grade(response.replace("B o D", "B"), "B").status == "equal"


@pytest.mark.parametrize(
    ("response", "letter"),
    [
        ("Chọn đáp án A.", "A"),
        ("Vậy phương án đúng là C.", "C"),
        ("答案是A。", "A"),
        ("正解はD。", "D"),
        ("정답은 B", "B"),
    ],
)
def test_a_choice_claimed_in_other_words(response, letter):
    assert grade(response, letter).status == "equal"
    assert grade(response, "E").status == "differs"


@pytest.mark.parametrize(
    ("row", "gold", "wrong"),
    [
        ("| ✔ | **Réponse finale: 216** |", "216", "217"),
        ("| ✔ | **Đáp án cuối cùng: 4,0** |", "$4$", "$40$"),
        ("| Final answer | 216 |", "216", "217"),
    ],
)
def test_a_value_in_a_table_cell(row, gold, wrong):
    response = f"| # | Step |\n|---|---|\n| 1 | We simplify. |\n{row}"
    assert grade(response, gold).status == "equal"
    assert grade(response, wrong).status == "differs"


@pytest.mark.parametrize(
    ("response", "gold", "wrong"),
    [
        ("<answer>\n448,0\n</answer>", "$448$", "$4480$"),
        ("Resolviendo, la respuesta es 22,5.", "$22\\frac12$", "$22\\frac13$"),
        ("La seule valeur est h = 0,4.", "Show that the only such value of $h$ is $2/5$.", "\\frac14"),
        ("**Resposta:** US$ 345", "$\\textdollar345$", "$\\textdollar346$"),
        ("Probability = 1/21000", "$\\frac{1}{21,000}$", "$\\frac{1}{2100}$"),
    ],
)
def test_numbers_written_other_ways(response, gold, wrong):
    assert grade(response, gold).status == "equal"
    assert grade(response, wrong).status == "differs"


@pytest.mark.parametrize(
    ("response", "gold", "wrong"),
    [
        ("The series diverges.", "Show that the sum does not converge.", "The series converges."),
        ("We compared with 1/n, hence the series diverges.", "The series diverges.", "The series converges."),
        ("Hence the sum does not converge.", "Show that the sum does not converge.", "The sum converges."),
        ("It converges.", "The series converges.", "The series diverges."),
        ("Die Reihe divergiert.", "The series diverges.", "The series converges."),
    ],
)
def test_a_closing_sentence_on_convergence(response, gold, wrong):
    assert grade(response, gold).status == "equal"
    assert grade(response, wrong).status == "differs"


@pytest.mark.parametrize("response", ["The series converges absolutely.", "The series converges to 2."])
def test_how_or_to_what_a_series_converges_is_not_read_as_the_word(response):
    assert grade(response, "The series converges.").status != "equal"


@pytest.mark.parametrize(
    "response",
    [
        "No real x satisfies both conditions, so the solution set is empty.",
        "The solution set is empty.",
        "Answer: the empty set",
    ],
)
def test_an_empty_solution_set_in_words(response):
    assert grade(response, "\\emptyset").status == "equal"
    assert grade(response, "\\{0\\}").status == "differs"
