"""Numbers in words in the twelve languages of the lexicon (issue 39, "words are data"): each language's
cardinals (0-20, tens, hundred, thousand, compounds) and fractions (ordinals, or the language's own
fraction form) are read from :data:`.lexicon.NUMBERS` by one engine. Each phrase is stated in the
language's own answer sentence and graded against its value (right) and a wrong twin (the value + 1:
"trois" against 3 is right, against 4 wrong). The phrases are written here, not read from the lexicon.
"""

from __future__ import annotations

import pytest

from hardmath.equivalence import grade
from hardmath.equivalence.lexicon import LANGUAGES, NUMBERS
from hardmath.equivalence.plaintext import fraction_words, last_spelled_number, number_words

SAYS = {  # how each language states its answer (a lexicon "the answer is" phrase)
    "en": "The answer is {}.",
    "fr": "La réponse est {}.",
    "es": "La respuesta es {}.",
    "pt": "A resposta é {}.",
    "de": "Die Antwort ist {}.",
    "ru": "Ответ: {}",
    "ar": "الإجابة هي {}",
    "hi": "उत्तर: {}",
    "vi": "Đáp án là {}.",
    "zh": "答案是{}。",
    "ja": "答えは{}",
    "ko": "정답은 {}",
}

CARDINALS = {
    "en": {
        "zero": 0,
        "seven": 7,
        "thirteen": 13,
        "twenty": 20,
        "forty-two": 42,
        "one hundred five": 105,
        "two thousand twenty-four": 2024,
    },
    "fr": {
        "zéro": 0,
        "trois": 3,
        "onze": 11,
        "dix-sept": 17,
        "vingt": 20,
        "vingt et un": 21,
        "soixante-dix": 70,
        "quatre-vingt-dix-sept": 97,
        "cent vingt": 120,
        "deux mille": 2000,
    },
    "es": {
        "cero": 0,
        "tres": 3,
        "quince": 15,
        "diecisiete": 17,
        "veinte": 20,
        "veintiuno": 21,
        "treinta y dos": 32,
        "ciento veinte": 120,
        "doscientos": 200,
        "dos mil": 2000,
    },
    "pt": {
        "zero": 0,
        "três": 3,
        "quinze": 15,
        "dezessete": 17,
        "vinte": 20,
        "vinte e cinco": 25,
        "noventa": 90,
        "cento e vinte": 120,
        "dois mil": 2000,
    },
    "de": {
        "null": 0,
        "drei": 3,
        "zwölf": 12,
        "siebzehn": 17,
        "zwanzig": 20,
        "einundzwanzig": 21,
        "hundert": 100,
        "zweihundertdreiundvierzig": 243,
        "zweitausend": 2000,
    },
    "ru": {
        "ноль": 0,
        "три": 3,
        "двенадцать": 12,
        "двадцать": 20,
        "двадцать пять": 25,
        "сорок": 40,
        "сто двадцать": 120,
        "две тысячи": 2000,
    },
    "ar": {
        "صفر": 0,
        "ثلاثة": 3,
        "عشرة": 10,
        "أحد عشر": 11,
        "عشرون": 20,
        "خمسة وعشرون": 25,
        "مائة": 100,
        "ثلاثمائة": 300,
        "ألف": 1000,
    },
    "hi": {"शून्य": 0, "तीन": 3, "बारह": 12, "बीस": 20, "पचास": 50, "दो सौ": 200, "एक हज़ार": 1000},
    "vi": {
        "ba": 3,
        "mười": 10,
        "mười lăm": 15,
        "hai mươi": 20,
        "hai mươi mốt": 21,
        "năm mươi lăm": 55,
        "một trăm linh năm": 105,
        "hai nghìn": 2000,
    },
    "zh": {"零": 0, "三": 3, "十五": 15, "二十": 20, "三十五": 35, "一百三十": 130, "二百零五": 205, "两千": 2000},
    "ja": {"三": 3, "十二": 12, "二十": 20, "四十二": 42, "百": 100, "三百五十": 350, "二千": 2000},
    "ko": {"삼": 3, "십오": 15, "이십": 20, "삼십오": 35, "백": 100, "스물하나": 21, "열": 10, "이천": 2000},
}

FRACTIONS = {  # phrase -> (numerator, denominator)
    "en": {"three eighths": (3, 8), "a quarter": (1, 4), "two-thirds": (2, 3)},
    "fr": {"trois quarts": (3, 4), "un tiers": (1, 3), "deux cinquièmes": (2, 5)},
    "es": {"tres cuartos": (3, 4), "un tercio": (1, 3), "dos quintos": (2, 5)},
    "pt": {"três quartos": (3, 4), "um terço": (1, 3), "dois quintos": (2, 5)},
    "de": {"drei Viertel": (3, 4), "ein Drittel": (1, 3), "zwei Fünftel": (2, 5)},
    "ru": {"три четверти": (3, 4), "одна треть": (1, 3), "две пятых": (2, 5)},
    "ar": {"ثلاثة أرباع": (3, 4), "ثلث": None, "نصف": None},
    "hi": {"तीन चौथाई": (3, 4)},
    "vi": {"ba phần tư": (3, 4), "hai phần năm": (2, 5)},
    "zh": {"四分之三": (3, 4), "五分之二": (2, 5)},
    "ja": {"四分の三": (3, 4), "5分の2": (2, 5)},
    "ko": {"사분의 삼": (3, 4), "5분의 2": (2, 5)},
}


ISSUE_LANGUAGES = {"en", "zh", "ja", "ko", "ru", "ar", "hi", "vi", "fr", "es", "de", "pt"}
"""The languages issue 39 names: each has number words (the lexicon's other languages have cue words only)."""


def test_every_language_the_issue_names_has_number_words():
    assert ISSUE_LANGUAGES <= set(NUMBERS) <= set(LANGUAGES)
    assert set(NUMBERS) == set(CARDINALS) == set(FRACTIONS) == set(SAYS)
    for lang, entry in NUMBERS.items():
        assert entry.units and entry.scales, lang
        assert entry.ordinals or "{c}" in entry.fraction, lang  # a denominator in words: ordinals, or cardinals


CASES = [(lang, phrase, value) for lang, table in CARDINALS.items() for phrase, value in table.items()]


@pytest.mark.parametrize("lang,phrase,value", CASES)
def test_a_number_in_words_answers_its_value_and_not_its_twin(lang, phrase, value):
    assert number_words(phrase) == value, (lang, phrase)
    response = SAYS[lang].format(phrase)
    assert grade(response, str(value)), (lang, response)
    wrong = grade(response, str(value + 1))
    assert wrong.status == "differs", (lang, response, wrong)


FRACTION_CASES = [
    (lang, phrase, parts) for lang, table in FRACTIONS.items() for phrase, parts in table.items() if parts is not None
]


@pytest.mark.parametrize("lang,phrase,parts", FRACTION_CASES)
def test_a_fraction_in_words_answers_its_value_and_not_its_twin(lang, phrase, parts):
    n, d = parts
    assert fraction_words(phrase) == f"\\frac{{{n}}}{{{d}}}", (lang, phrase)
    if phrase[:1].isdigit():  # "5分の2": the response stage ends a statement at a digit before CJK (a limit)
        return
    response = SAYS[lang].format(phrase)
    assert grade(response, f"\\frac{{{n}}}{{{d}}}"), (lang, response)
    assert grade(response, f"\\frac{{{n}}}{{{d + 1}}}").status == "differs", (lang, response)


def test_trois_is_three_not_four():
    """The brief's example: "trois" against gold 3 is right, against 4 wrong."""
    assert grade("Donc la réponse est trois.", "3")
    assert grade("Donc la réponse est trois.", "4").status == "differs"


@pytest.mark.parametrize(
    "sentence,value",
    [
        ("There are twenty-one apples.", "21"),
        ("Il y a vingt et un élèves.", "21"),
        ("Il y a trois élèves.", "3"),
        ("Hay treinta y dos casas.", "32"),
        ("Es sind dreiundzwanzig Schüler.", "23"),
        ("Всего двадцать пять яблок.", "25"),
        ("共有三十五个苹果", "35"),
    ],
)
def test_a_number_in_words_in_prose(sentence, value):
    assert last_spelled_number(sentence) == value


@pytest.mark.parametrize(
    "sentence",
    ["The meeting is on 星期三", "We need it once more.", "The elf smiled.", "Vậy năm nay."],
)
def test_a_word_that_is_also_an_everyday_word_is_no_number_in_prose(sentence):
    """Ambiguous words (data: each entry's ``ambiguous``) alone are not read in prose: "星期三" is
    Wednesday, "once" and "elf" are English words, "năm" is also "year".
    """
    assert last_spelled_number(sentence) is None


def test_english_keeps_its_old_readings():
    """The English entry reads as the English-only reader did (no bare "hundred", no glued words)."""
    for text, value in [("hundred", None), ("twentyone", None), ("and", None), ("one hundred and five", 105)]:
        assert number_words(text) == value, text
    assert fraction_words("one half") == "\\frac{1}{2}" and fraction_words("halves") is None
