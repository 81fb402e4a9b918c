"""Numbers in words in every language of the lexicon (issue 39, "words are data"): each language's
cardinals (0-20, tens, hundred, thousand, compounds) and fractions (ordinals, or the language's own
fraction form) are read from :data:`.lexicon.NUMBERS` by one engine. Each phrase is stated in the
language's own answer sentence and graded against its value (right) and a wrong twin (the value + 1:
"trois" against 3 is right, against 4 wrong). The phrases are written here, not read from the lexicon.
"""

from __future__ import annotations

import unicodedata

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
    "bn": "উত্তর হল {}",
    "fa": "پاسخ نهایی: {}",
    "it": "La risposta è {}.",
    "tr": "Cevap: {}",
    "id": "Jawabannya adalah {}.",
    "pl": "Odpowiedź to {}.",
    "uk": "Відповідь: {}",
    "nl": "Het antwoord is {}.",
    "th": "คำตอบคือ {}",
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
    "hi": {
        "शून्य": 0,
        "तीन": 3,
        "बारह": 12,
        "बीस": 20,
        "इक्कीस": 21,
        "पैंतालीस": 45,
        "पचास": 50,
        "निन्यानवे": 99,
        "एक सौ पच्चीस": 125,
        "दो सौ": 200,
        "एक हज़ार": 1000,
    },
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
    "it": {
        "zero": 0,
        "tre": 3,
        "undici": 11,
        "diciassette": 17,
        "venti": 20,
        "ventuno": 21,
        "ventitré": 23,
        "trentotto": 38,
        "centoventi": 120,
        "duecentoquarantatré": 243,
        "mille": 1000,
        "duemilaventiquattro": 2024,
    },
    "nl": {
        "nul": 0,
        "drie": 3,
        "twaalf": 12,
        "zeventien": 17,
        "twintig": 20,
        "eenentwintig": 21,
        "tweeëntwintig": 22,
        "honderdvijfentwintig": 125,
        "tweehonderd": 200,
        "tweeduizend": 2000,
    },
    "tr": {
        "sıfır": 0,
        "üç": 3,
        "on bir": 11,
        "on yedi": 17,
        "yirmi": 20,
        "yirmi beş": 25,
        "yüz yirmi": 120,
        "iki yüz kırk üç": 243,
        "bin": 1000,
        "iki bin yirmi dört": 2024,
    },
    "id": {
        "nol": 0,
        "tiga": 3,
        "sebelas": 11,
        "tujuh belas": 17,
        "dua puluh": 20,
        "dua puluh lima": 25,
        "seratus dua puluh": 120,
        "dua ratus empat puluh tiga": 243,
        "seribu": 1000,
        "dua ribu dua puluh empat": 2024,
    },
    "pl": {
        "zero": 0,
        "trzy": 3,
        "jedenaście": 11,
        "siedemnaście": 17,
        "dwadzieścia": 20,
        "dwadzieścia pięć": 25,
        "sto dwadzieścia": 120,
        "dwieście czterdzieści trzy": 243,
        "tysiąc": 1000,
        "dwa tysiące dwadzieścia cztery": 2024,
    },
    "uk": {
        "нуль": 0,
        "три": 3,
        "одинадцять": 11,
        "сімнадцять": 17,
        "двадцять": 20,
        "двадцять п'ять": 25,
        "двадцять п’ять": 25,
        "сто двадцять": 120,
        "двісті сорок три": 243,
        "тисяча": 1000,
        "дві тисячі двадцять чотири": 2024,
    },
    "fa": {
        "صفر": 0,
        "سه": 3,
        "یازده": 11,
        "هفده": 17,
        "بیست": 20,
        "بیست و پنج": 25,
        "صد و بیست": 120,
        "دویست و چهل و سه": 243,
        "هزار": 1000,
        "دو هزار و بیست و چهار": 2024,
    },
    "bn": {
        "শূন্য": 0,
        "তিন": 3,
        "এগারো": 11,
        "সতেরো": 17,
        "বিশ": 20,
        "একুশ": 21,
        "বিয়াল্লিশ": 42,
        "পঞ্চাশ": 50,
        "নিরানব্বই": 99,
        "একশো": 100,
        "তিনশো পঞ্চাশ": 350,
        "দুই হাজার": 2000,
    },
    "th": {
        "ศูนย์": 0,
        "สาม": 3,
        "สิบเอ็ด": 11,
        "สิบเจ็ด": 17,
        "ยี่สิบ": 20,
        "ยี่สิบเอ็ด": 21,
        "ร้อยยี่สิบ": 120,
        "สองร้อยสี่สิบสาม": 243,
        "หนึ่งพัน": 1000,
        "สองพันยี่สิบสี่": 2024,
    },
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
    "it": {"tre quarti": (3, 4), "un terzo": (1, 3), "due quinti": (2, 5)},
    "nl": {"drie kwart": (3, 4), "een derde": (1, 3), "twee vijfde": (2, 5)},
    "tr": {"dörtte üç": (3, 4), "üçte bir": (1, 3), "beşte iki": (2, 5)},
    "id": {"tiga perempat": (3, 4), "dua pertiga": (2, 3), "dua perlima": (2, 5)},
    "pl": {"trzy czwarte": (3, 4), "jedna trzecia": (1, 3), "dwie piąte": (2, 5)},
    "uk": {"три чверті": (3, 4), "одна третя": (1, 3), "дві п'ятих": (2, 5)},
    "fa": {"سه چهارم": (3, 4), "یک سوم": (1, 3), "دو پنجم": (2, 5)},
    "bn": {"তিন চতুর্থাংশ": (3, 4)},
    "th": {"สามในสี่": (3, 4), "สองในห้า": (2, 5)},
}


def test_every_language_of_the_lexicon_has_number_words():
    """A language added to the lexicon without number words (or without phrases here) fails."""
    assert set(LANGUAGES) == set(NUMBERS) == set(CARDINALS) == set(FRACTIONS) == set(SAYS)
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


def test_every_word_matches_text_as_the_response_stage_folds_it():
    """The response stage folds text to NFKC: every number word's NFKC form is an entry too (a Bengali
    nukta letter is written both ways).
    """
    for lang, entry in NUMBERS.items():
        words = {*entry.units, *entry.scales, *entry.ordinals, *entry.minus, *entry.joiners}
        assert {unicodedata.normalize("NFKC", w) for w in words} <= words, lang


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
        ("Ci sono ventuno studenti.", "21"),
        ("Er zijn eenentwintig leerlingen.", "21"),
        ("Toplam yirmi beş elma var.", "25"),
        ("Ada dua puluh lima apel.", "25"),
        ("Jest dwadzieścia pięć jabłek.", "25"),
        ("Усього двадцять п'ять яблук.", "25"),
    ],
)
def test_a_number_in_words_in_prose(sentence, value):
    assert last_spelled_number(sentence) == value


@pytest.mark.parametrize(
    "sentence",
    [
        "The meeting is on 星期三",
        "We need it once more.",
        "The elf smiled.",
        "Vậy năm nay.",
        "This is due to symmetry.",
        "We turn on the light.",
        "Put it in the bin.",
        "Le altre soluzioni sono note.",
        "Die Betrachtung ist klar.",
        "รูปสามเหลี่ยม",
    ],
)
def test_a_word_that_is_also_an_everyday_word_is_no_number_in_prose(sentence):
    """Ambiguous words (data: each entry's ``ambiguous``) alone are not read in prose: "星期三" is
    Wednesday, "once" and "elf" are English words, "năm" is also "year"; "due" (it), "on" and "bin" (tr)
    are English words. A number of a spaced language is a whole word: "tre" inside "altre", "acht" inside
    "Betrachtung" are none; Thai writes no spaces, so a lone Thai number word is ambiguous ("สามเหลี่ยม").
    """
    assert last_spelled_number(sentence) is None


def test_english_keeps_its_old_readings():
    """The English entry reads as the English-only reader did (no bare "hundred", no glued words)."""
    for text, value in [("hundred", None), ("twentyone", None), ("and", None), ("one hundred and five", 105)]:
        assert number_words(text) == value, text
    assert fraction_words("one half") == "\\frac{1}{2}" and fraction_words("halves") is None


NEGATIVE = {  # language -> minus five, as a model writes it
    "en": "minus five",
    "fr": "moins cinq",
    "es": "menos cinco",
    "pt": "menos cinco",
    "de": "minus fünf",
    "ru": "минус пять",
    "it": "meno cinque",
    "nl": "min vijf",
    "tr": "eksi beş",
    "id": "minus lima",
    "pl": "minus pięć",
    "uk": "мінус п'ять",
    "fa": "منفی پنج",
    "bn": "ঋণাত্মক পাঁচ",
    "th": "ลบห้า",
}


@pytest.mark.parametrize("lang", sorted(NEGATIVE))
def test_a_negative_number_in_words(lang):
    """Each entry's ``minus``: -5 right, 5 (the sign dropped) wrong."""
    assert number_words(NEGATIVE[lang]) == -5, lang
    response = SAYS[lang].format(NEGATIVE[lang])
    assert grade(response, "-5").status == "equal", response
    assert grade(response, "5").status == "differs", response


SCALED = {  # language -> a number in digits with a scale word, and its value
    "en": ("3 thousand", 3000),
    "fr": ("2 millions", 2000000),
    "es": ("2 mil", 2000),
    "pt": ("2 mil", 2000),
    "de": ("3 Millionen", 3000000),
    "ru": ("2 тысячи", 2000),
    "it": ("2 mila", 2000),
    "nl": ("2 duizend", 2000),
    "pl": ("2 tysiące", 2000),
    "uk": ("2,5 тисячі", 2500),
    "tr": ("2 bin", 2000),
    "id": ("2 ribu", 2000),
    "vi": ("2 nghìn", 2000),
    "zh": ("3万", 30000),
    "ja": ("2千", 2000),
    "ko": ("3만", 30000),
    "ar": ("2 ألف", 2000),
    "hi": ("2 हज़ार", 2000),
    "bn": ("2 হাজার", 2000),
    "fa": ("2 هزار", 2000),
    "th": ("3หมื่น", 30000),
}


@pytest.mark.parametrize("lang", sorted(SCALED))
def test_a_number_with_a_scale_word(lang):
    """A number in digits and a scale word states their product: right against it, wrong against the
    number alone (which was read before: "2 тысячи" and "3万" were graded as 2 and 3).
    """
    assert set(SCALED) == set(LANGUAGES)
    said, value = SCALED[lang]
    response = SAYS[lang].format(said)
    assert grade(response, str(value)).status == "equal", response
    assert grade(response, said.split()[0].rstrip("万千만หมื่น").replace(",", ".")).status == "differs", response


@pytest.mark.parametrize(
    "sentence,value,bare",
    [
        ("So the total is 3 thousand.", "3000", "3"),
        ("There are 3 thousand apples.", "3000", "3"),
        ("Итого 2 тысячи.", "2000", "2"),
        ("Загалом 2 тисячі.", "2000", "2"),
        ("所以共有3万人。", "30000", "3"),
        ("Toplam 2 bin elma var.", "2000", "2"),
        ("所以距离是3千米。", "3", "3000"),  # a kilo-unit: 3 km, no product
    ],
)
def test_a_number_with_a_scale_word_in_a_last_sentence(sentence, value, bare):
    assert grade(sentence, value).status == "equal", sentence
    assert grade(sentence, bare).status == "differs", sentence
