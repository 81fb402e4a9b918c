"""Which statement is the final answer: off-format statements, boxes overridden by a later final
statement, several boxes for a several-part gold, chat tokens, and a task format's fallbacks.
"""

import pytest

from hardmath.equivalence import extract_answer, grade

STATEMENTS = [  # (response, extracted answer)
    ("We count them. Final Answer: The largest $n$ is 34.", "34"),
    ("So the final answer is 12, not 14.", "12"),
    ("Work.\nAnswer $9$", "9"),
    ("Work.\n**Answer** $\\frac{1}{2}$", "\\frac{1}{2}"),
    ("Thus $\\boxed{5}$<|im_end|>", "5"),
    ("Final Answer: The final answer is $7$. I hope it is correct.</s>", "7"),
    ("First $a = \\boxed{7}$.\nFinal Answer: The final answer is $5$. I hope it is correct.", "5"),
    ("Final Answer: The final answer is $5$.\nOn reflection it is $\\boxed{6}$.", "6"),
    ("Final answer: the function is neither even nor odd.", "neither even nor odd"),
    ("the final answer is appealing because it gives the individual values at once", None),
    # no statement at all: the last sentence's math span, else its last number
    ("$(3,2)$", "(3,2)"),
    ("So, the ordered pair $(x, y)$ that solves the system is $(7, 6)$.", "(7, 6)"),
    ("Therefore, the probability that Alice wins is 2/3. <|im_start|>user\nNext question: 5", "2/3"),
    ("There are 12 apples.\nThe second condition is unclear, so I need to reconsider.", None),
    ("After simplifying, the answer is $\\boxed{}$.", None),
]


@pytest.mark.parametrize("response,expected", STATEMENTS)
def test_final_statement(response, expected):
    assert extract_answer(response) == expected


GRADED = [  # (response, gold, expected verdict)
    ("First $a = \\boxed{7}$.\nFinal Answer: The final answer is $5$. I hope it is correct.", "5", True),
    ("First $a = \\boxed{7}$.\nFinal Answer: The final answer is $5$. I hope it is correct.", "7", False),
    ("So the final answer is 12, not 14.", "12", True),
    ("So the final answer is 12, not 14.", "14", False),
    # several boxes form one answer when the gold has several parts
    ("The solutions are $\\boxed{(2,2)}$ and $\\boxed{(6,2)}$.", "(2,2),(6,2)", True),
    ("The solutions are $\\boxed{(2,2)}$ and $\\boxed{(6,2)}$.", "(2,2),(6,3)", False),
    ("(a) $\\boxed{24}$ (b) $\\boxed{28}$", "24, 28", True),
    ("(a) $\\boxed{24}$ (b) $\\boxed{28}$", "24, 29", False),
    ("(a) $\\boxed{24}$ (b) $\\boxed{28}$ (c) $\\boxed{30}$", "24, 28", False),
    ("The solutions are $\\boxed{(2,2)}$ and $\\boxed{(6,2)}$.", "\\boxed{(2,2)}, \\boxed{(6,2)}", True),
    ("$x = \\boxed{3}$ and $y = \\boxed{4}$", "(3, 4)", True),
    # with a one-part gold the last box alone counts (self-correction)
    ("At first $\\boxed{12}$, but recounting gives $\\boxed{15}$.", "15", True),
    ("At first $\\boxed{12}$, but recounting gives $\\boxed{15}$.", "12", False),
]


@pytest.mark.parametrize("response,gold,expected", GRADED)
def test_graded_statement(response, gold, expected):
    v = grade(response, gold)
    assert bool(v) is expected, (v.reason, v.answer)


@pytest.mark.parametrize("style", ["final_answer", "boxed", "answer_line"])
def test_task_format_falls_back_like_harp(style):
    assert grade("so $\\boxed{12}$", "12", style=style)
    assert grade("Therefore the answer is 12.", "12", style=style)
    assert grade("After adding, we get 12", "12", style=style)  # the last number, HARP's last resort
    assert not grade("After adding, we get 13", "12", style=style)
    assert grade("no numbers at all", "12", style=style).no_answer


GOLD_FORMS = [  # (response, gold, expected): a gold written as a solution or with boxes
    ("$004$", r"the answer is \boxed{004}. Check: yes. **Final Answer** \boxed{004}", True),
    (r"$\boxed{1,2}$", r"\boxed{1} papers and \boxed{2} bins", True),
    (r"$\boxed{1,3}$", r"\boxed{1} papers and \boxed{2} bins", False),
    ("$32349$", r" So the answer is: \[ \boxed{32349} \]", True),
    (r"\frac{10}{9}", "10/9", True),
    ("Answer \\[ \n 9 \n \\]", "9", True),
    ("the number is not 10 which is 1,000.99", "1000.99", True),
]


@pytest.mark.parametrize("response,gold,expected", GOLD_FORMS)
def test_gold_forms(response, gold, expected):
    v = grade(response, gold)
    assert bool(v) is expected, (v.reason, v.answer)


def test_extraction_styles_stay_strict_for_data_loaders():
    """Loaders read golds with style "boxed" and treat None as a data error: no fallback there."""
    assert extract_answer("The final answer is $3$.", "boxed") is None
    assert extract_answer("We get 12 in the end", "final_answer") is None


def test_statement_cut_off_by_a_display_is_not_an_answer():
    response = "yields our final answer:\n\\begin{align*}\nxc&=c(m+1)\n\\end{align*}\nThus, $x=\\boxed{m+1}$."
    assert grade(response, "m+1", style="final_answer")
    assert not grade(response, "m+2", style="final_answer")


@pytest.mark.parametrize(
    "response,gold,expected",
    [
        ("Let $\\boxed{x}$ be the width. Then the pair is $\\boxed{(2,3)}$ and $\\boxed{(3,2)}$.", "(2,3),(3,2)", True),
        ("Intermediate: $\\boxed{7}$. The answers are $\\boxed{1, 2}$.", "1, 2", True),
        ("Intermediate: $\\boxed{7}$. The answers are $\\boxed{1, 3}$.", "1, 2", False),
    ],
)
def test_intermediate_boxes_are_not_parts(response, gold, expected):
    v = grade(response, gold)
    assert bool(v) is expected, (v.reason, v.answer)
