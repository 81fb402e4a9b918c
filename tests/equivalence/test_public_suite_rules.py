"""General rules found through Math-Verify's own test suite (bench/corpora/math_verify_tests.jsonl):
each rule with both verdicts and its near-misses.
"""

import pytest

from hardmath.equivalence import grade, is_equivalent

DECIMAL_COMMA = [
    # (answer, gold, equal): a comma is a decimal point only against ONE point-decimal gold
    ("1000,99", "1000.99", True),
    ("2,74", "2.74", True),
    ("0.111", "0,111", True),
    ("0,111", "0.111", True),
    ("1,2", "1.2", True),
    ("2,74", "2.740", True),
    ("2,75", "2.74", False),
    ("1,2", "1.3", False),
    ("274", "2.74", False),
    ("1,2", "1,2", True),
    ("2,1", "1,2", True),  # a list gold: two answers, any order
    ("1,2", "12", False),
    ("1,2", "1", False),  # an integer gold: no decimal reading
    ("1,000", "1000", True),
    ("1,000", "1.000", False),  # a thousands group stays one
    ("1,500", "1.5", False),
    ("0,111", "111", False),  # 0,111 is no thousands number
]


@pytest.mark.parametrize("answer,gold,equal", DECIMAL_COMMA)
def test_decimal_comma_against_the_gold_shape(answer, gold, equal):
    assert bool(is_equivalent(answer, gold)) is equal


def test_decimal_comma_is_read_as_the_last_number():
    assert grade("Soucis : 2,74 $ a..", "2.74")
    assert not grade("Soucis : 2,75 $ a..", "2.74")


QUOTED = [
    (r"Final Answer: The final answer is \"$12 $ and $13 $\". I hope it is correct.", r"12\text{ and }13", True),
    (r"Final Answer: The final answer is \"$12 $ and $14 $\". I hope it is correct.", r"12\text{ and }13", False),
    ('The final answer is "$5$".', "5", True),
    ("The answer is \u201c12\u201d.", "12", True),
    ('The answer is "13".', "12", False),
]


@pytest.mark.parametrize("response,gold,equal", QUOTED)
def test_quotes_around_a_final_answer_are_no_part_of_it(response, gold, equal):
    assert bool(grade(response, gold)) is equal


def test_quotes_inside_an_answer_stay():
    from hardmath.equivalence import extract_answer

    assert extract_answer('Answer: "a" and "b"') == '"a" and "b"'  # two quoted parts, not one


SUMS = [
    (r"F_n = \sum_{k=0}^{n-1} F_{n-k-1} F_k", r"F_n = \sum_{k=0}^{n-1} F_k F_{n-k-1}", True),
    (r"\sum_{k=1}^n (k+1) k^2 \cdot 2", r"\sum_{k=1}^n 2\cdot k^2 (k+1)", True),
    (r"F_n = \sum_{k=0}^{n-1} F_{n-k} F_k", r"F_n = \sum_{k=0}^{n-1} F_k F_{n-k-1}", False),  # another factor
    (r"F_n = \sum_{k=0}^{n} F_{n-k-1} F_k", r"F_n = \sum_{k=0}^{n-1} F_k F_{n-k-1}", False),  # other limits
    (r"G_n = \sum_{k=0}^{n-1} F_{n-k-1} F_k", r"F_n = \sum_{k=0}^{n-1} F_k F_{n-k-1}", False),  # other left side
    (r"\sum_{k=1}^n (k+1) k^2 \cdot 3", r"\sum_{k=1}^n 2\cdot k^2 (k+1)", False),
    (r"\sum_{k=1}^n F_k F_k", r"\sum_{k=1}^n F_k", False),  # a factor counts as often as it is written
    (r"\sum_{k=1}^n 1 + k", r"\sum_{k=1}^n k + 1", False),  # not a plain product: sums are not evaluated
]


@pytest.mark.parametrize("answer,gold,equal", SUMS)
def test_sum_terms_are_compared_as_factors_in_any_order(answer, gold, equal):
    assert bool(is_equivalent(answer, gold)) is equal


def test_an_unclosed_gold_box_is_read_to_the_end():
    from hardmath.equivalence.extract import gold_answer

    assert gold_answer(r"so \boxed{W(n) = 1 \text{ and } W(n) = -1") == r"W(n) = 1 \text{ and } W(n) = -1"
    assert gold_answer(r"\boxed{5}") == "5"  # a closed box as before
    assert grade("W(x)=1orW(x)=-1", r"\\boxed{W(n) = 1 \\text{ and } W(n) = -1")
    assert not grade("W(x)=1orW(x)=-2", r"\\boxed{W(n) = 1 \\text{ and } W(n) = -1")


RENAMED = [
    ("W(x)=1", "W(n)=1", True),
    ("W(x)=x", "W(n)=n", True),
    (r"f(t)=\sin t", r"f(x)=\sin x", True),
    ("W(x)=x+1", "W(n)=n", False),
    ("W(x)=2", "V(n)=2", False),  # another value / another function
    ("W(x)=n", "W(n)=x", False),  # renaming n to x would capture the other side's x
]


@pytest.mark.parametrize("answer,gold,equal", RENAMED)
def test_a_function_definition_with_its_argument_renamed(answer, gold, equal):
    assert bool(is_equivalent(answer, gold)) is equal


GLUED = [
    ("x=1orx=2", "x=1, x=2", True),
    ("W(x)=1orW(x)=-1", "W(x)=1, W(x)=-1", True),
    ("x=1orx=3", "x=1, x=2", False),
    ("x=1andx=2", "1, 2", True),
]


@pytest.mark.parametrize("answer,gold,equal", GLUED)
def test_or_glued_between_a_number_and_the_next_equation(answer, gold, equal):
    assert bool(is_equivalent(answer, gold)) is equal


STEPS_AND_TINY = [
    # floors and ceilings are sampled where they step (not only at small values, where they agree)
    (r"\lceil n/3 \rceil", r"\lceil n/2 \rceil", False),
    (r"\lfloor p/5 \rfloor", r"\lfloor p/4 \rfloor", False),
    (r"\left\lceil \frac{n}{2} \right\rceil", r"\lceil n/2 \rceil", True),
    (r"\lfloor x \rfloor + \lfloor x + 1/2 \rfloor", r"\lfloor 2x \rfloor", True),  # Hermite's identity
    # tiny values are compared relatively, cancellation noise still counts as zero
    ("e^{-563}", "e^{-562}", False),
    ("e^{-563}", r"\frac{1}{e^{563}}", True),
    ("e^{-563}", "0", False),
    (r"\frac{1}{2^{400}}", "2^{-401}", False),
    (r"\frac{1}{2^{400}}", "2^{-400}", True),
    (r"\sin(\pi)", "0", True),
    (r"\sin(2\pi)", r"\sin(\pi)", True),
]


@pytest.mark.parametrize("answer,gold,equal", STEPS_AND_TINY)
def test_step_functions_and_tiny_values(answer, gold, equal):
    assert bool(is_equivalent(answer, gold)) is equal
