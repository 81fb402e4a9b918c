"""The response stage (:mod:`hardmath.equivalence.response`): text as harnesses hand it over."""

from __future__ import annotations

import pytest

from hardmath.equivalence import grade
from hardmath.equivalence.response import own_turn, prepare
from hardmath.equivalence.symbols import unicode_math

# The examples of issue 21, each with the verdict a grader must give.
ISSUE_EXAMPLES = [
    ("<think>... so the answer is \\boxed{5}. Hmm, let me double check", "6", False),
    ("<think>... so the answer is \\boxed{5}. Hmm, let me double check", "5", False),
    ("<answer>\\frac{1}{2}</answer>", "\\frac12", True),
    ("#### 42", "42", True),
    ("<|im_start|>assistant\n... $\\boxed{91}$.<|im_end|>", "91", True),
    ("The answer is $１２$.", "12", True),
    ("The minimum is −4", "-4", True),
    ("The minimum is −4", "4", False),
    ("The answer is 5cm.", "5", True),
    ("... $\\emptyset$", "∅", True),
    ("所以答案是42。", "42", True),
    ("The perimeter is **26 mm**.", "26\\text{ cm}", False),
    ("The perimeter is **26 cm**.", "26\\text{ cm}", True),
]


@pytest.mark.parametrize("response,gold,expected", ISSUE_EXAMPLES)
def test_issue_examples(response: str, gold: str, expected: bool) -> None:
    assert bool(grade(response, gold)) is expected


def test_unclosed_trace_is_unfinished_with_or_without_think_end_token_stripping() -> None:
    v = grade("<think>so it is \\boxed{5}. Hmm, wait", "5")
    assert v.status == "unfinished" and not v and v.no_answer
    closed = "<think>decoy \\boxed{3}</think>\n\nThe answer is $\\boxed{5}$."
    stripped = closed.split("</think>")[-1]  # what lm-eval's think_end_token leaves
    assert bool(grade(closed, "5")) and bool(grade(stripped, "5"))
    assert not grade(closed, "3") and not grade(stripped, "3")
    # a closed trace with nothing after it is no answer, as its stripped form ("") is
    assert grade("<think>the answer is \\boxed{3}</think>", "3").no_answer
    assert grade("reasoning without an opening tag \\boxed{3}</think> so \\boxed{4}", "4")


@pytest.mark.parametrize(
    "response",
    [
        "<|im_start|>assistant\nThe answer is $\\boxed{7}$.<|im_end|>",
        "<|start_header_id|>assistant<|end_header_id|>\n\nThe answer is 7.<|eot_id|>",
        "<start_of_turn>model\nThe answer is 7.<end_of_turn>",
        "The answer is 7.</s>",
        "<|assistant|>\nThe answer is 7.<|end|>",
        "<｜Assistant｜>The answer is 7.<｜end▁of▁sentence｜>",
        "[INST] what is 3+4? [/INST] The answer is 7.",
        "<|im_start|>user\nWhat is 3+4?<|im_end|>\n<|im_start|>assistant\nThe answer is 7.<|im_end|>",
        "The answer is 7.<|im_end|>\n<|im_start|>user\nNo, the answer is 8<|im_end|>",
        "The answer is $\\boxed{7}$.<|endoftext|><|endoftext|>",
    ],
)
def test_chat_templates(response: str) -> None:
    v = grade(response, "7")
    assert v, (response, v)


def test_own_turn_stops_at_another_role() -> None:
    assert own_turn("x = 1<|im_end|><|im_start|>user\ny = 2") == "x = 1"
    assert "<" not in own_turn("<|im_start|>assistant\nok<|im_end|>")


@pytest.mark.parametrize(
    "response,gold",
    [
        ('{"reasoning": "3 + 4", "answer": "7"}', "7"),
        ('```json\n{"answer": "\\\\frac{1}{2}"}\n```', "\\frac12"),
        ('{"answer": "\\frac{1}{2}"}', "\\frac12"),
        ('{"answer": 42}', "42"),
        ("```\n42\n```", "42"),
        ("The answer is `42`.", "42"),
        ("<answer>\nWe add them: 3+4 = 7, so \\boxed{7}\n</answer>", "7"),
        ("Reasoning... 18 cookies.\n#### 18", "18"),
        ("### Final Answer\n\n$\\frac{3}{4}$", "\\frac34"),
        ("## Final Answer\nThe answer is $\\boxed{12}$", "12"),
        ("**Final Answer**\n\n12", "12"),
        ("**Final Answer:** $12$", "12"),
        ("So the area is ***12***.", "12"),
        ("- The answer is *12*", "12"),
        ("1. First, x = 3.\n2. So the answer is **12**.", "12"),
    ],
)
def test_containers_and_markdown(response: str, gold: str) -> None:
    assert grade(response, gold), (response, grade(response, gold))


def test_markdown_never_takes_powers_or_products() -> None:
    assert grade("The answer is x**2 + y**2", "x^2+y^2")
    assert grade("The answer is 2*3*4", "24")


@pytest.mark.parametrize(
    "text,latex",
    [
        ("１２", "12"),
        ("−4", "-4"),
        ("2×3", "2\\times 3"),
        ("6÷2", "6\\div 2"),
        ("√2", "\\sqrt{2}"),
        ("√74", "\\sqrt{74}"),  # the root of 74, not √7 times 4
        ("³√27", "\\sqrt[3]{27}"),
        ("∛8", "\\sqrt[3]{8}"),
        ("2π", "2\\pi "),
        ("∞", "\\infty "),
        ("∅", "\\emptyset "),
        ("x≤3", "x\\le 3"),
        ("x≥3", "x\\ge 3"),
        ("x≠3", "x\\ne 3"),
        ("x∈A", "x\\in A"),
        ("A∪B", "A\\cup B"),
        ("A∩B", "A\\cap B"),
        ("30°", "30^\\circ "),
        ("½", "\\frac{1}{2}"),
        ("2¼", "(2+\\frac{1}{4})"),
        ("x²", "x^{2}"),
        ("x⁻¹", "x^{-1}"),
        ("a₁", "a_{1}"),
        ("（1，2）", "(1,2)"),
    ],
)
def test_unicode_math(text: str, latex: str) -> None:
    assert unicode_math(text) == latex


@pytest.mark.parametrize(
    "response,gold",
    [
        ("The answer is $2π$", "2\\pi"),
        ("x = √2", "\\sqrt{2}"),
        ("The solution set is $x ≥ 3$", "[3,\\infty)"),
        ("The answer is ½.", "0.5"),
        ("The answer is 3²", "9"),
        ("The answer is 2¼", "\\frac94"),
        ("The angle is 30°.", "30"),
        ("The answer is (−1, ２)", "(-1,2)"),
    ],
)
def test_unicode_responses(response: str, gold: str) -> None:
    assert grade(response, gold), (response, grade(response, gold))


@pytest.mark.parametrize(
    "response,gold",
    [
        ("There are twenty-one apples.", "21"),
        ("So she ate three eighths of the pie.", "\\frac38"),
        ("The answer is $\\text{twelve}$.", "12"),
        ("\\boxed{\\text{one half}}", "\\frac12"),
        ("The answer is minus seven.", "-7"),
        ("The total is one hundred and five.", "105"),
    ],
)
def test_number_words(response: str, gold: str) -> None:
    assert grade(response, gold), (response, grade(response, gold))


@pytest.mark.parametrize(
    "response",
    [
        "所以答案是42。",
        "最终答案：$42$",
        "答案为 $\\boxed{42}$。",
        "答えは42です。",
        "よって、答えは $42$ です。",
        "따라서 답은 42입니다.",
        "최종 답: 42",
        "La réponse est 42.",
        "Réponse : $42$",
        "La respuesta es 42.",
        "Respuesta final: 42",
        "A resposta é 42.",
        "Die Antwort ist 42.",
        "Die endgültige Antwort lautet $42$.",
        "Ответ: 42.",
        "Окончательный ответ: $42$",
    ],
)
def test_answer_markers_in_other_languages(response: str) -> None:
    assert grade(response, "42"), (response, grade(response, "42"))
    assert not grade(response, "24")


def test_prepare_is_plain_for_plain_text() -> None:
    text = "The answer is $\\boxed{5}$."
    assert prepare(text).text == text and not prepare(text).unfinished


def test_prepare_is_linear_on_adversarial_text() -> None:
    import time

    for bad in (
        "**a" * 50_000,
        "<think>" * 20_000,
        "<|im_start|>" * 20_000,
        " " * 500_000 + "x",
        "答案" * 50_000,
        "*" * 200_000,
        "#" * 200_000 + "\n",
    ):
        start = time.process_time()
        prepare(bad)
        assert time.process_time() - start < 2.0, bad[:20]


@pytest.mark.parametrize(
    "response,gold,expected",
    [
        ("The correct option is **(B)**.", "B", True),
        ("La respuesta correcta es (B).", "B", True),
        ("$$\\text{Answer: } 42$$", "42", True),
        ("<answer> 5 </answer>", "5", True),
        ("<answer>The answer is 5</answer>", "5", True),
        ("<answer>\n$$\\frac{1}{2}$$\n</answer>", "0.5", True),
        ("<answer>13</answer>\n\nWait, that was wrong. The final answer is $14$.", "13", False),
        ('{"answer": "13"}\n\nWait, no: the final answer is $14$.', "13", False),
        ("\\boxed{5\\text{th}}", "5", True),
        ("<think>\n</think>\n\nThe answer is 8.", "8", True),
        ("The solution set is ∅.", "\\emptyset", True),
        ("#### Step 1\nWe add 3 and 4.\n#### Step 2\nThe answer is 7.", "7", True),
        ("Final Answer\n6", "6", True),
        ("The answer is **6**. ", "6", True),
        ("**The answer is 5.**", "5", True),
    ],
)
def test_todays_output_styles(response: str, gold: str, expected: bool) -> None:
    assert bool(grade(response, gold)) is expected, (response, grade(response, gold))


@pytest.mark.parametrize(
    "response,gold",
    [
        ("<reasoning>\nThe answer is 11? no\n</reasoning>\n<answer>\n13\n</answer>", "13"),
        ("<solution>\nWe get 5.\n</solution>", "5"),
        ("∴ x = 5", "5"),
        ("The answer is ³√8", "2"),
        ("The answer is 3∗4 = 12", "12"),
    ],
)
def test_markup_lines_and_more_symbols(response: str, gold: str) -> None:
    assert grade(response, gold), (response, grade(response, gold))
    assert not grade(response, "7")
