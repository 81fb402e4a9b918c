"""The lexicon (equivalence/lexicon.py): words are data, compiled into the readers' patterns.

Generated: "the answer is" in each of the lexicon's languages x values x where it stands (alone, after
working with another number, after a box it corrects), each with a wrong twin; numbers written in
the decimal digits of every script Unicode has, each with a wrong twin.
"""

from __future__ import annotations

import itertools
import sys
import unicodedata

import pytest

from hardmath.equivalence import grade, lexicon

SAY = {  # language -> how a response states the answer (written for this test, not taken from a corpus)
    "en": "So the answer is {v}.",
    "zh": "所以答案是 {v}。",
    "ja": "答えは {v} です。",
    "ko": "정답은 {v}",
    "ru": "Ответ: {v}",
    "ar": "الإجابة هي {v}",
    "hi": "अंतिम उत्तर है {v}",
    "vi": "Đáp án là {v}.",
    "fr": "La réponse est {v}.",
    "es": "La respuesta es {v}.",
    "de": "Die Antwort ist {v}.",
    "pt": "A resposta é {v}.",
    "bn": "উত্তর হল {v}",
    "fa": "پاسخ نهایی: {v}",
    "it": "La risposta è {v}.",
    "tr": "Cevap: {v}",
    "id": "Jawabannya adalah {v}.",
    "pl": "Odpowiedź to {v}.",
    "uk": "Відповідь: {v}",
    "nl": "Het antwoord is {v}.",
    "th": "ดังนั้นคำตอบสุดท้ายคือ {v}",
}
VALUES = [("42", "43"), ("\\frac{3}{4}", "\\frac{4}{3}"), ("-7", "7")]
WHERE = {
    "alone": "{s}",
    "after working": "We add 19 and 23 and check with 17.\n\n{s}",
    "after a box it corrects": "First try: $\\boxed{{5}}$.\n\n{s}",
}


def test_every_language_is_an_entry():
    assert set(SAY) == set(lexicon.LANGUAGES)
    cues = [
        v for v in vars(lexicon).values() if isinstance(v, dict) and v and isinstance(next(iter(v.values())), tuple)
    ]
    assert len(cues) >= 8
    for cue in cues:
        assert set(cue) <= set(lexicon.LANGUAGES), cue
    assert set(lexicon.ANSWER_IS) | {"en"} >= set(lexicon.LANGUAGES) - {"ja"}  # ja shares zh's kanji entry
    assert set(lexicon.ANSWER_ANCHORS) == set(lexicon.ANSWER_IS)


@pytest.mark.parametrize(
    "lang, value, twin, where", [(lang, v, t, w) for lang, (v, t), w in itertools.product(SAY, VALUES, WHERE)]
)
def test_the_answer_is_in_every_language(lang, value, twin, where):
    shown = value if value.isascii() and not value.startswith("\\") else f"${value}$"
    response = WHERE[where].format(s=SAY[lang].format(v=shown))
    right, wrong = grade(response, value), grade(response, twin)
    assert right and right.status == "equal", (response, right)
    assert not wrong and wrong.status == "differs", (response, wrong)


def _zeros() -> list[str]:
    """The zero of every run of decimal digits Unicode has (one per script or style)."""
    return [
        chr(c)
        for c in range(sys.maxunicode + 1)
        if unicodedata.category(chr(c)) == "Nd" and unicodedata.decimal(chr(c)) == 0
    ]


ZEROS = _zeros()


def test_there_are_many_scripts():
    assert len(ZEROS) >= 60


@pytest.mark.parametrize("zero", ZEROS, ids=lambda z: f"U+{ord(z):04X}")
def test_decimal_digits_of_every_script(zero):
    def written(n: int) -> str:
        return "".join(chr(ord(zero) + int(d)) for d in str(n))

    for template in ("The answer is {n}.", "الإجابة هي {n}", "答案是 {n}。", "$\\boxed{{{n}}}$"):
        response = template.format(n=written(407))
        assert grade(response, "407"), (zero, response)
        assert not grade(response, "408"), (zero, response)


@pytest.mark.parametrize(
    "response,right,wrong",
    [
        ("الإجابة: ٠٫٢٥", "0.25", "0.26"),  # the Arabic decimal separator
        ("الإجابة: ٣٫٥", "\\frac{7}{2}", "3.6"),
        ("پاسخ نهایی: ۳٫۵", "3.5", "35"),  # Persian digits with it
        ("الإجابة: ١٬٠٠٠", "1000", "1001"),  # the Arabic thousands separator
        ("الإجابة: 0٫25", "0.25", "25"),
    ],
)
def test_the_arabic_separators_between_digits(response, right, wrong):
    assert grade(response, right).status == "equal", response
    assert grade(response, wrong).status == "differs", response
