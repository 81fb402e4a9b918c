"""Round 5, blind set B's false positives as rules (issue 39): a right value boxed as an intermediate
step and then a different final statement is graded by the final statement, in every language of
the lexicon. Generated: each concluding sentence x value x emphasis, with the wrong twin (the gold
boxed on the way, a wrong value stated last) that must stay wrong. Sentences written for this test.

Rules: a sentence that opens with a concluding word of any language (lexicon.CONCLUSION) and states
the answer corrects an earlier box; an answer label that ends its line states the next block when
nothing with a value follows it, else it heads the working and states nothing; an answer noun
followed directly by a value is a statement in the languages that write it so ("ответ A", "উত্তর
$x$"), and so is a label in lenticular brackets ("【答】 45"); boxes join only while they hold no
more parts than the gold.
"""

from __future__ import annotations

import itertools

import pytest

from hardmath.equivalence import grade

CONCLUDING = {  # language -> a concluding sentence that states the answer ({v}: the value)
    "en": "Therefore, the answer is {v}.",
    "es": "Por lo tanto, la respuesta es {v}",
    "fr": "Donc, la réponse est {v}.",
    "de": "Daher: Die Antwort ist {v}.",
    "pt": "Portanto, a resposta é {v}.",
    "it": "Quindi la risposta è {v}.",
    "ru": "Следовательно, ответ {v}",
    "uk": "Отже, відповідь: {v}",
    "pl": "Zatem odpowiedź to {v}.",
    "nl": "Dus het antwoord is {v}.",
    "tr": "Dolayısıyla cevap: {v}",
    "id": "Jadi jawabannya adalah {v}.",
    "vi": "Vậy đáp án là {v}.",
    "ar": "إذن الإجابة هي {v}",
    "fa": "بنابراین پاسخ {v}",
    "hi": "इसलिए उत्तर {v}",
    "bn": "সুতরাং উত্তর {v}",
    "zh": "所以答案是 {v}。",
    "ja": "したがって、答えは {v} です。",
    "ko": "따라서 정답은 {v}",
}
VALUES = [("36\\pi", "18\\pi"), ("-m-6", "-m-2"), ("1699", "1698"), ("\\frac{3}{4}", "\\frac{4}{3}")]
EMPHASIS = ["plain", "bold"]


def _response(lang: str, boxed: str, final: str, emphasis: str) -> str:
    sentence = CONCLUDING[lang].format(v="\x00")
    lead, _, end = sentence.partition("\x00")
    if emphasis == "bold":
        lead = f"**{lead.strip()}** "
    return f"We simplify step by step.\n\nThen $\\boxed{{{boxed}}}$ ...\n\nNow ${final}$.\n\n{lead}${final}${end}"


@pytest.mark.parametrize(
    "lang, value, emphasis", list(itertools.product(CONCLUDING, VALUES, EMPHASIS)), ids=lambda x: str(x)
)
def test_a_concluding_statement_after_a_box_wins(lang, value, emphasis):
    gold, other = value
    right = _response(lang, other, gold, emphasis)  # an intermediate boxed, the right value stated last
    twin = _response(lang, gold, other, emphasis)  # the gold boxed on the way, a wrong value stated last
    assert grade(right, gold), right
    assert not grade(twin, gold), twin


LABELS = ["Answer:", "**Answer:**", "Ответ:", "答案：", "Antwort:", "Réponse :", "উত্তর:", "پاسخ:"]


@pytest.mark.parametrize("label", LABELS)
@pytest.mark.parametrize("display", ["$${v}$$", "\\[\n{v}\n\\]", "${v}$"])
def test_a_label_that_ends_its_line_states_the_last_block(label, display):
    def said(boxed: str, final: str) -> str:
        return f"Work.\n\nSo $\\boxed{{{boxed}}}$ ...\n\nWe get $1699$ after all.\n\n{label}\n{display.format(v=final)}"

    assert grade(said("1698", "1699"), "1699")
    assert not grade(said("1699", "1698"), "1699")


HEADINGS = ["解答：", "Lösung:", "Solución:", "Answer:"]


@pytest.mark.parametrize("heading", HEADINGS)
@pytest.mark.parametrize("value, twin", [("5", "4"), ("\\frac{7}{2}", "\\frac{2}{7}")])
def test_a_label_that_heads_the_working_states_nothing(heading, value, twin):
    def said(final: str) -> str:
        return f"{heading}\n$2x = 10$\n$x + 3 = 8$\n\nAll checks pass, so the value is ${final}$."

    assert grade(said(value), value), said(value)
    assert not grade(said(twin), value), said(twin)


@pytest.mark.parametrize(
    "said",
    ["Следовательно, ответ {x}", "ответ {x}", "উত্তর {x}", "इसलिए उत्तर {x}", "【答】 {x}", "【答案】{x}", "پاسخ {x}"],
)
@pytest.mark.parametrize("value, twin", [("A", "E"), ("45", "44")])
def test_an_answer_noun_followed_by_its_value(said, value, twin):
    work = "$\\textbf{(A)}\\ x>y$\nThen $\\textbf{(E)}\\ xz^2 > yz^2$\n$44^2 < 2006 < 45^2$\n\n"
    assert grade(work + said.format(x=value), value), said
    assert not grade(work + said.format(x=twin), value), said


@pytest.mark.parametrize(
    "earlier, last, gold, expected",
    [
        ("1, 8, 49", "\\text{1 and 8}", "1, 8, 49", False),  # an earlier full answer is an earlier attempt
        ("1, 8, 49", "1, 8", "1, 8, 49", False),
        ("1, 8, 50", "1, 8, 49", "1, 8, 49", True),
        ("(2,2)", "(6,2)", "(2,2),(6,2)", True),  # partial boxes still join
        ("24", "28", "24, 28", True),
    ],
)
def test_boxes_join_only_up_to_the_golds_parts(earlier, last, gold, expected):
    response = f"First $\\boxed{{{earlier}}}$.\n\nThen $\\boxed{{{last}}}$."
    assert bool(grade(response, gold)) is expected, response
