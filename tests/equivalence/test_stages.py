"""The typed stages of one grade (issue 30): the response prepared once, its candidates with the
evidence that chose them (marker, position), the gold read once through the same extraction stage,
and each choice compared at most once.

Generated: statement kinds (box, "Final Answer:", bold, last number) x values x how much text
comes before them, and pairs of statements in both orders; bare pairs both ways round; MCQ
responses that state a letter, a value equal to one choice, or a value equal to none.
"""

from __future__ import annotations

import itertools

import pytest

from hardmath.equivalence import extract, grade, grading
from hardmath.equivalence.extract import MAX_RESPONSE_CHARS, candidates
from hardmath.equivalence.response import prepare
from hardmath.equivalence.stages import Candidate, Gold

VALUES = ["46", "7", "-3", "1024", "0.25"]
BEFORE = ["", "We add 3 and 4 to get 7. ", "First, 12 - 5 = 7.\nThen we check the case 2.\n", "Let x = 9. " * 5]
STATEMENTS = {  # kind -> (response ending, marker, the text whose start is the statement's position)
    "box": ("So the total is $\\boxed{{{v}}}$.", "boxed", "\\boxed"),
    "final": ("Final Answer: {v}", "final_answer", "Final Answer"),
    "bold": ("There are **{v}** of them.", "math_span", "${v}$"),  # a bold number is a math span (response stage)
    "number": ("So the total comes to {v}.", "last_number", "{v}."),
}


def _first(response: str) -> tuple[Candidate, str]:
    text = prepare(response).text
    return next(candidates(text)), text


@pytest.mark.parametrize(
    "kind, value, before", list(itertools.product(STATEMENTS, VALUES, BEFORE)), ids=lambda x: repr(x)[:20]
)
def test_a_candidate_carries_its_marker_and_position(kind, value, before):
    ending, marker, anchor = STATEMENTS[kind]
    found, text = _first(before + ending.format(v=value))
    assert (found.text, found.marker) == (value, marker)
    assert found.position == text.rindex(anchor.format(v=value))


@pytest.mark.parametrize("value, other", [("46", "45"), ("7", "-7"), ("0.25", "1024")])
@pytest.mark.parametrize("gap", ["", " Some more words here.", "\nA new line of text.\n"])
def test_the_later_statement_wins_and_says_where_it_is(value, other, gap):
    boxed_first = f"Thus $\\boxed{{{other}}}$.{gap}\nFinal Answer: {value}"
    final_first = f"Final Answer: {other}{gap}\nThus $\\boxed{{{value}}}$."
    for response, marker, anchor in ((boxed_first, "final_answer", "Final Answer"), (final_first, "boxed", "\\boxed")):
        found, text = _first(response)
        assert (found.text, found.marker, found.position) == (value, marker, text.rindex(anchor))
        assert grade(response, value) and not grade(response, other)


def test_a_task_format_reads_its_own_form_then_falls_back_in_order():
    text = prepare("The final answer is $3$.\nWe also saw 17 apples.").text
    assert list(candidates(text, "boxed")) == []
    ordered = list(candidates(text, "boxed", fallback=True))
    assert [c.marker for c in ordered] == ["final_answer", "last_number"]
    assert [c.text for c in ordered] == ["3", "17"]
    assert ordered[0].position < ordered[1].position


def test_several_boxes_form_one_candidate_for_a_several_part_gold():
    text = r"The roots are $\boxed{2}$ and $\boxed{5}$."
    found = next(candidates(text, parts=2))
    assert (found.text, found.marker, found.position) == ("2, 5", "boxes", text.index("\\boxed"))
    assert next(candidates(text)).text == "5"


def test_mcq_candidates_are_read_in_order_and_a_letter_needs_no_comparison():
    text = prepare("We get $\\boxed{12}$.\nAnswer: (C)").text
    assert [c.marker for c in candidates(text, "mcq")] == ["boxed", "answer_line", "letter"]
    assert extract.stated_letter(candidates(text, "mcq")).text == "C"
    found = extract.stated_letter(candidates(text, "mcq"), lambda t: "A" if t == "12" else None)
    assert (found.text, found.marker) == ("A", "boxed")


@pytest.mark.parametrize(
    "gold, record, marker",
    [
        ("\\boxed{5}", Gold("5"), "boxed"),
        ("We find \\boxed{1} and \\boxed{2}.", Gold("1, 2", parts=2), "boxes"),
        ("so \\boxed{W(n) = 1", Gold("W(n) = 1"), "unclosed_box"),
        ("\\textbf{(B) }\\frac{1}{3}", Gold("\\textbf{(B) }\\frac{1}{3}", "B", "\\frac{1}{3}"), "gold"),
        ("$(D)$", Gold("$(D)$", "D"), "gold"),
        ("1, 2, 3", Gold("1, 2, 3", parts=3), "gold"),
    ],
)
def test_the_gold_is_read_once_into_one_record(gold, record, marker):
    assert grading.read_gold(gold) == record
    assert next(candidates(gold, "gold")).marker == marker
    assert grading.gold_choice(record.answer) == (record.letter, record.value)  # the old readers agree


BARE = ["185", "17", "-4", "0.25", "1/4", "\\frac{1}{4}", "\\frac{3}{4}", "2\\sqrt{2}", "\\sqrt{8}", "(1, 2)", "x^2+1"]


@pytest.mark.parametrize("a, b", list(itertools.product(BARE, BARE)))
def test_a_bare_pair_decides_the_same_whichever_side_is_the_gold(a, b):
    assert bool(grade(a, b)) == bool(grade(b, a)), (a, b)


class _Counter:
    def __init__(self, monkeypatch, module, name):
        self.calls: list[tuple] = []
        real = getattr(module, name)

        def counted(*args, **kwargs):
            self.calls.append(args)
            return real(*args, **kwargs)

        monkeypatch.setattr(module, name, counted)


def _huge(answer: str) -> str:
    return "x " * (MAX_RESPONSE_CHARS // 2 + 10) + answer


GRADED = [  # response, gold, keyword arguments
    ("So the answer is $\\boxed{5}$.", "5", {}),
    ("So the answer is $\\boxed{5}$.", "\\boxed{5}", {}),
    ("Final Answer: 7", "We find that it is \\boxed{7}.", {"style": "boxed"}),
    ("I think it's (D).", "D", {"choices": {"A": "1", "B": "2", "C": "3", "D": "4"}}),
    ("$\\boxed{3}$", "\\textbf{(C) }3", {"choices": {"A": "1", "B": "2", "C": "3", "D": "4"}}),
    ("$\\boxed{3}$. Answer: (C)", "C", {"style": "mcq", "choices": {"A": "1", "B": "2", "C": "3"}}),
    ("<think>a long trace</think>The answer is $\\boxed{2}$.", "2", {}),
    (_huge("Final Answer: 42"), "42", {}),
]


@pytest.mark.parametrize("response, gold, kwargs", GRADED, ids=range(len(GRADED)))
def test_grade_prepares_the_response_once_and_reads_each_side_through_one_stage(monkeypatch, response, gold, kwargs):
    prepared = _Counter(monkeypatch, grading, "prepare")
    stage = _Counter(monkeypatch, grading, "candidates")
    monkeypatch.setattr(extract, "prepare", None)  # no second, hidden prepare through extract_answer
    verdict = grade(response, gold, **kwargs)
    assert verdict, verdict
    assert prepared.calls == [(response,)]
    text = prepare(response).text[-MAX_RESPONSE_CHARS:]
    assert sorted(call[:2] for call in stage.calls) == sorted([(gold, "gold"), (text, kwargs.get("style", "auto"))])


def test_an_unfinished_trace_is_decided_without_extraction(monkeypatch):
    stage = _Counter(monkeypatch, grading, "candidates")
    assert grade("<think>still thinking", "2").status == "unfinished"
    assert stage.calls == []


CHOICES = {"A": "1", "B": "\\frac{1}{2}", "C": "3", "D": "4"}
MCQ = [  # response, gold, style, expected comparisons, verdict
    ("The answer is (B).", "\\textbf{(B) }\\frac{1}{2}", "auto", 0, True),
    ("$\\boxed{B}$", "B", "auto", 0, True),
    ("$\\boxed{0.5}$", "\\textbf{(B) }\\frac{1}{2}", "auto", 4, True),
    ("$\\boxed{9}$", "\\textbf{(B) }\\frac{1}{2}", "auto", 4, False),  # the gold's value is choice B: no fifth
    ("$\\boxed{9}$", "B", "auto", 5, False),  # names no choice: then compared with the gold itself, as before
    ("$\\boxed{0.5}$", "B", "mcq", 5, True),  # 4 to find the letter, 1 letter against the gold
]


@pytest.mark.parametrize("response, gold, style, comparisons, correct", MCQ)
def test_each_choice_is_compared_at_most_once(monkeypatch, response, gold, style, comparisons, correct):
    compared = _Counter(monkeypatch, grading, "equivalent")
    assert bool(grade(response, gold, style=style, choices=CHOICES)) is correct
    assert len(compared.calls) == comparisons
    assert len(set(compared.calls)) == len(compared.calls)


def test_several_statements_compare_each_text_with_a_choice_once(monkeypatch):
    compared = _Counter(monkeypatch, grading, "equivalent")
    response = "$\\boxed{9}$\nFinal Answer: 9\nAnswer: 9"  # three statements of one text
    assert not grade(response, "C", style="mcq", choices=CHOICES)
    choice_calls = [c for c in compared.calls if c[1].raw in CHOICES.values()]
    assert len(choice_calls) == len(set(choice_calls)) == len(CHOICES)
