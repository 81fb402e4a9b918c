r"""Round 5, more false positives of the blind-set B style as rules (issue 39), each generated with a
wrong twin (cases written for this test):

- a statement corrects an earlier box with a value of the box's kind: a choice letter replaces a
  letter, a short phrase replaces a word (a number or math replaces a value, as before; a letter
  after a box holding a value still corrects nothing: HARP's "\boxed{32}. The answer is (E).");
- an answer tag of any bracket kind, also ``[FINAL]...[/FINAL]`` / ``<final>``, is the final statement;
- a harmony channel header (``<|channel|>final<|message|>``) is no text, and turns kept are paragraphs;
- a reasoning trace written as lines ("Thinking..." ... "...done thinking.") is a trace: unclosed, no answer;
- a hedge stays a hedge when its other value is plain text ("either $a$ or b", "soit $a$, soit $b$",
  "$16089$ অথবা ১৬০৯০") or when two bracketed choices are joined by "or" of any language;
- a last box that holds several parts is a whole answer (not joined with earlier boxes).
"""

from __future__ import annotations

import itertools

import pytest

from hardmath.equivalence import grade

LETTER_CORRECTIONS = [
    "Wait, let me re-check that. Actually, correction: the answer is {x}.",
    "待って、もう一度確認します。 訂正します。答えは {x}.",
    "Attendez, je vérifie à nouveau. Correction : la réponse est {x}.",
    "So the final answer is {x}.",
]
LETTER_BOXES = ["$\\boxed{{{x}}}$", "\\[\n\\boxed{{{x}}}\n\\]", "$\\boxed{{\\textbf{{({x})}}}}$"]


@pytest.mark.parametrize("said, box", list(itertools.product(LETTER_CORRECTIONS, LETTER_BOXES)))
@pytest.mark.parametrize("right, other", [("A", "E"), ("D", "B")])
def test_a_letter_corrects_a_boxed_letter(said, box, right, other):
    def response(first: str, last: str) -> str:
        return f"We compare the options.\n\n### Final Answer\n\n{box.format(x=first)}\n\n{said.format(x=last)}"

    assert grade(response(other, right), right)
    assert not grade(response(right, other), right)


def test_a_letter_after_a_boxed_value_corrects_nothing():
    assert grade("Thus $\\boxed{32}$. The answer is (E).", "32")


@pytest.mark.parametrize("lead", ["**So the answer is**", "Therefore, the answer is", "Answer:"])
@pytest.mark.parametrize("right, other", [("Ben", "Alice"), ("Friday", "Tuesday")])
def test_a_phrase_corrects_a_boxed_word(lead, right, other):
    def response(first: str, last: str) -> str:
        return f"Keep this in mind: $\\boxed{{\\text{{{first}}}}}$. One more step.\n\nI get {last}.\n\n{lead} {last}"

    assert grade(response(other, right), f"\\text{{{right}}}")
    assert not grade(response(right, other), f"\\text{{{right}}}")


TAGS = [("[FINAL]", "[/FINAL]"), ("<final>", "</final>"), ("[ANSWER]", "[/ANSWER]"), ("<answer>", "</answer>")]


@pytest.mark.parametrize("tag", TAGS)
@pytest.mark.parametrize("right, other", [("66", "67"), ("-699", "699"), ("\\frac{1}{3}", "\\frac{1}{4}")])
def test_an_answer_tag_after_a_box_is_the_final_statement(tag, right, other):
    def response(boxed: str, tagged: str) -> str:
        return f"As an intermediate result, $\\boxed{{{boxed}}}$ — not yet.\n\nSo I get ${tagged}$.\n\n{tag[0]}{tagged}{tag[1]}"

    assert grade(response(other, right), right)
    assert not grade(response(right, other), right)


@pytest.mark.parametrize("final", ["最终答案是 {x}", "Donc la réponse est {x}", "The answer is {x}."])
@pytest.mark.parametrize("right, other", [("D", "A"), ("(-6,6)", "[-6,6]")])
def test_a_harmony_final_channel_is_its_own_paragraph(final, right, other):
    def response(boxed: str, said: str) -> str:
        return (
            f"<|channel|>analysis<|message|>We get $\\boxed{{{boxed}}}$ ...\n\nThen {said}.<|end|>"
            f"<|start|>assistant<|channel|>final<|message|>{final.format(x=said)}<|return|>"
        )

    assert grade(response(other, right), right)
    assert not grade(response(right, other), right)


@pytest.mark.parametrize("value, twin", [("\\frac{1}{25}", "\\frac{1}{5}"), ("42", "41")])
def test_a_trace_written_as_lines(value, twin):
    closed = f"Thinking...\nLet me work: maybe ${twin}$.\n...done thinking.\n\nFinal answer: ${value}$"
    assert grade(closed, value)
    assert not grade(closed.replace(f"${value}$", f"${twin}$"), value)
    unclosed = f"Thinking...\nLet me work through this.\n${value}$"
    assert grade(unclosed, value).status == "unfinished"


HEDGES = [
    "The answer is either ${a}$ or {b}.",
    "La réponse est soit ${a}$, soit ${b}$.",
    "উত্তর ${a}$ অথবা {b}।",
    "Die Antwort ist entweder ${a}$ oder ${b}$.",
]


@pytest.mark.parametrize("hedge", HEDGES)
@pytest.mark.parametrize("a, b", [("118", "one hundred nineteen"), ("30", "150"), ("16089", "16090")])
@pytest.mark.parametrize("boxed", [True, False])
def test_a_hedge_with_a_plain_alternative_stays_wrong(hedge, a, b, boxed):
    box = f"Final answer: $\\boxed{{{a} \\text{{ or }} {b}}}$\n\n" if boxed else "We check both cases.\n\n"
    response = box + hedge.format(a=a, b=b)
    assert not grade(response, a), response
    assert not grade(response, b if b.isdigit() else "119"), response


@pytest.mark.parametrize("joiner", ["or", "또는", "oder", "ou", "或"])
def test_two_bracketed_choices_joined_by_or_are_a_hedge(joiner):
    said = f"\\textbf{{(B)}}\\ x-4y+13=0 {joiner} \\textbf{{(D)}}\\ 3x-2y-1=0"
    for response in (f"answer: {said}", f"Final: $\\boxed{{{said}}}$\n\nThe answer is {said}."):
        assert not grade(response, "B"), response
        assert not grade(response, "D"), response


@pytest.mark.parametrize(
    "first, last, gold, expected",
    [
        ("\\text{A, D, E, F, G, H}", "A, D, E, F, G", "A, D, E, F, G, H", False),
        ("\\text{A, D, E, F, G}", "A, D, E, F, G, H", "A, D, E, F, G, H", True),
        ("3", "(2,2)", "(2,2),(6,2)", False),
    ],
)
def test_a_last_box_of_several_parts_is_whole(first, last, gold, expected):
    response = f"So $\\boxed{{{first}}}$.\n\nCorrection: $\\boxed{{{last}}}$."
    assert bool(grade(response, gold)) is expected, response


@pytest.mark.parametrize(
    "hedge, later", [("0 \\text{ or } 4", "4"), ("10 \\text{ or } 20", "20"), ("1 \\text{ and } 2", "2")]
)
@pytest.mark.parametrize(
    "said", ["Wait, let me re-check that. Actually, correction: the answer is", "Исправление: ответ"]
)
def test_a_boxed_hedge_is_not_joined_with_its_correction(hedge, later, said):
    gold = hedge.replace(" \\text{ or } ", " or ").replace(" \\text{ and } ", ", ")
    response = f"Answer: $\\boxed{{{hedge}}}$\n\n{said} $\\boxed{{{later}}}$."
    assert not grade(response, gold), response  # the last box alone: one value of a two-part gold
    assert grade(response, later), response


@pytest.mark.parametrize(
    "open_, close", [("[[FINAL]]", "[[/FINAL]]"), ("[[ANSWER]]", "[[/ANSWER]]"), ("<answer>", "</answer>")]
)
@pytest.mark.parametrize("trace", ["[[REASONING]]", "<think>", "[THINK]"])
def test_an_answer_tag_ends_a_trace_left_open(open_, close, trace):
    def response(value: str) -> str:
        return f"{trace}\nLet me restate what is asked; maybe $4^{{k+1}}$.\n{open_} {value} {close}"

    assert grade(response("4^k"), "Show that the answer is $4^k$.")
    assert not grade(response("4^{k+1}"), "Show that the answer is $4^k$.")
    assert grade(f"{trace}\nmaybe $4^k$ so far", "4^k").status == "unfinished"


@pytest.mark.parametrize("earlier, last, expected", [("10", "\\{10, 20\\}", True), ("20", "\\{10, 30\\}", False)])
def test_a_boxed_set_counts_its_elements(earlier, last, expected):
    response = (
        f"This gives $\\boxed{{{earlier}}}$.\n\nWait, I made an error.\n\nCorrected final answer: $\\boxed{{{last}}}$"
    )
    assert bool(grade(response, "10 or 20")) is expected, response


PLAIN_HEDGES = [  # (statement, gold): a hedge in plain text, each value possibly the gold
    ("The answer is either 11:00 a.m. or 10:30 AM.", "$11: 00$"),
    ("La réponse est soit 40 percent, soit $12\\%$.", "$40\\%$"),
    ("The answer is either $247$ or two hundred forty-six.", "247"),
    ("La respuesta es A o B.", "A"),
    ("La réponse est soit (E), soit (B).", "E"),
    ("The answer is either (E) $\\text{none of these}$ or (B) $x^2+3$.", "E"),
    ("La réponse est soit cake, soit CAGE.", "CAKE"),
    ("The answer is 40{,}000{,}000{,}000 (or possibly four billion).", "40000000000"),
    ("So the answer is either Yes, it is possible or No, it is not possible, depending on the case.", "yes"),
]


@pytest.mark.parametrize("statement, gold", PLAIN_HEDGES)
@pytest.mark.parametrize("before", ["", "Final: $\\boxed{{{g}}}$ ...\n\n"])
def test_a_plain_text_hedge_is_wrong(statement, gold, before):
    response = "We work it out.\n\n" + before.format(g=gold.strip("$")) + statement
    assert not grade(response, gold), response


@pytest.mark.parametrize("statement, gold", [("The answer is 5 or more.", "5"), ("So x = 1 or x = 2.", "1, 2")])
def test_or_without_a_second_value_or_between_solutions_is_no_hedge(statement, gold):
    assert grade(statement, gold)


@pytest.mark.parametrize("label", ["**الإجابة النهائية:**", "So the answer is", "Ответ:"])
def test_a_word_corrects_a_boxed_short_word(label):
    response = f"Thus $\\boxed{{\\text{{no}}}}$ ...\n\nThen yes, always.\n\n{label} yes, always"
    assert grade(response, "yes")
    assert not grade(response, "no")


@pytest.mark.parametrize("noun", ["بنابراین جواب", "Ответ", "উত্তর"])
def test_an_answer_noun_alone_on_its_line(noun):
    response = "We simplify.\n\nSo $\\boxed{-1/4}$ ...\n\nNow $\\frac{4}{5}$.\n\n" + noun + "\n$$\\frac{4}{5}$$"
    assert grade(response, "\\frac{4}{5}")
    assert not grade(response, "-\\frac{1}{4}")
