"""Extraction: each supported answer format, and responses with no answer."""

import inspect

import pytest

from hardmath.equivalence import extract as extract_module, extract_answer, grade
from hardmath.equivalence.grading import mcq_answer
from hardmath.grade_record import GradeRecord

CASES = [
    ("auto", r"so the area is $\boxed{\frac{3}{4}}$.", r"\frac{3}{4}"),
    ("auto", r"first \boxed{1} then \boxed{\{1, 2\}}", r"\{1, 2\}"),
    ("auto", r"nested \boxed{\frac{\sqrt{2}}{2}} end", r"\frac{\sqrt{2}}{2}"),
    ("auto", r"thus $\boxed 5$.", "5"),
    ("auto", r"thus \fbox{7}", "7"),
    ("auto", r"thus \framebox[1cm][c]{8}", "8"),
    ("auto", "Final Answer: The final answer is $12$. I hope it is correct.", "12"),
    ("auto", r"Therefore, the final answer is: $\boxed{42}$", "42"),
    ("auto", "**Final Answer:** 17", "17"),
    ("auto", "**Final Answer:**\n$x = 2$", "x = 2"),
    ("auto", "Work...\nAnswer:\n$\\frac{1}{2}$", r"\frac{1}{2}"),
    ("auto", "Work...\nAnswer: 99", "99"),
    ("auto", "I could not solve this.", None),
    ("auto", "", None),
    ("boxed", "The final answer is $3$.", None),  # strict: grade() falls back (test_final_statements)
    ("boxed", r"\boxed{3}", "3"),
    ("final_answer", "Final Answer: The final answer is $(1,2)$. I hope it is correct.", "(1,2)"),
    ("final_answer", r"\boxed{3}", None),
    ("answer_line", "reasoning\nAnswer:\n$ANSWER_5$", "ANSWER_5"),
    ("answer_line", "Answer: $-3$", "-3"),
    ("answer_line", "no line here", None),
    ("mcq", r"The answer is $\boxed{C}$", "C"),
    ("mcq", r"The answer is $\boxed{(C)}$", "C"),
    ("mcq", r"so $\boxed{\text{(C)}}$", "C"),
    ("mcq", r"so $\boxed{\textbf{(D)}}$", "D"),
    ("mcq", "Answer: (B)", "B"),
    ("mcq", "The correct option is (E) because...", "E"),
    ("mcq", "I am unsure.", None),
]


@pytest.mark.parametrize("style,response,expected", CASES)
def test_extract(style, response, expected):
    assert extract_answer(response, style) == expected


def test_mcq_choice_text_maps_to_letter():
    """Mapping a stated choice text to its letter compares, so grading.py does it (extraction never compares)."""
    choices = {"A": "$12$", "B": r"$\frac{1}{2}$", "C": "$3$"}
    assert mcq_answer(r"so it is $\boxed{0.5}$", choices) == "B"
    assert mcq_answer(r"so it is $\boxed{7}$", choices) is None
    assert mcq_answer(r"$\boxed{12}$. Answer: (C)", choices) == "A"  # the box is read first
    assert mcq_answer(r"$\boxed{7}$. Answer: (C)", choices) == "C"
    assert extract_answer(r"so it is $\boxed{0.5}$", "mcq") is None  # no letter stated
    assert grade(r"so it is $\boxed{0.5}$", "B", style="mcq", choices=choices)


def test_extraction_never_compares():
    source = inspect.getsource(extract_module)
    assert "is_equivalent" not in source and ".compare" not in source


def test_unknown_style_is_an_error():
    with pytest.raises(ValueError, match="unknown extraction style"):
        extract_answer("x", "bogus")


def test_megabyte_response_is_linear():
    import time

    big = ("{" * 1000 + "x " * 200_000 + "\\boxed{" * 50) * 2 + r" final \boxed{5}"
    t = time.perf_counter()
    assert extract_answer(big) == "5"
    assert time.perf_counter() - t < 1.0


def test_grade_no_answer_is_counted_separately():
    v = grade("no idea", "5")
    assert v.status == "no_answer" and not v and v.no_answer and v.answer is None
    w = grade(r"\boxed{4}", "5")
    assert not w and not w.no_answer and w.answer == "4"
    ok = grade(r"\boxed{5}", "$5$")
    assert (
        ok
        and ok.answer == "5"
        and GradeRecord.from_verdict(ok).to_log()
        == {
            "answer": "5",
            "correct": True,
            "reason": ok.reason,
            "no_answer": False,
            "max_length": None,
            "checker_error": False,
            "timed_out": False,
            "tokens": None,
            "status": "equal",
            "backend_error": False,
            "backend_note": None,
        }
    )
