"""Yes / no / true / false answered in every language of the lexicon (issue 39 round 6, "words are
data": :data:`.lexicon.ANSWER_WORDS`, compiled from the lexicon, not inline in a reader).

Generated: each language's words (written here, not read from the lexicon) stated in its own answer
sentence, against the gold they mean (right) and the opposite gold (wrong twin); a hedge between the
two ("yes or no") is wrong against either; a closing remark in brackets keeps the word ("はい（存在する）"),
a remark that sets a condition or hedges does not.
"""

from __future__ import annotations

import pytest

from hardmath.equivalence import grade
from hardmath.equivalence.lexicon import ANSWER_WORDS, LANGUAGES, in_english

SAYS = {  # how each language states its answer
    "en": "The answer is {}.",
    "zh": "答案是：{}",
    "ja": "**答え：{}**",
    "ko": "정답은 {}",
    "ru": "Ответ: {}",
    "ar": "الإجابة هي {}",
    "hi": "उत्तर: {}",
    "vi": "Đáp án là {}.",
    "fr": "La réponse est {}.",
    "es": "La respuesta es {}.",
    "de": "Die Antwort ist {}.",
    "pt": "A resposta é {}.",
    "bn": "উত্তর হল {}",
    "fa": "پاسخ نهایی: {}",
    "it": "La risposta è {}.",
    "tr": "Cevap: {}",
    "id": "Jawabannya adalah {}.",
    "pl": "Odpowiedź: {}",
    "uk": "Відповідь: {}",
    "nl": "Het antwoord is {}.",
    "th": "คำตอบคือ {}",
}

WORDS = {  # language -> (yes, no, true, false, or)
    "en": ("yes", "no", "true", "false", "or"),
    "zh": ("是", "不是", "正确", "错误", "或"),
    "ja": ("はい", "いいえ", "真", "偽", "または"),
    "ko": ("네", "아니요", "참", "거짓", "또는"),
    "ru": ("да", "нет", "верно", "неверно", "или"),
    "ar": ("نعم", "لا", "صحيح", "خطأ", "أو"),
    "hi": ("हाँ", "नहीं", "सत्य", "असत्य", "या"),
    "vi": ("có", "không", "đúng", "sai", "hoặc"),
    "fr": ("oui", "non", "vrai", "faux", "ou"),
    "es": ("sí", "no", "verdadero", "falso", "o"),
    "de": ("ja", "nein", "wahr", "falsch", "oder"),
    "pt": ("sim", "não", "verdadeiro", "falso", "ou"),
    "bn": ("হ্যাঁ", "না", "সত্য", "মিথ্যা", "অথবা"),
    "fa": ("بله", "خیر", "درست", "نادرست", "یا"),
    "it": ("sì", "no", "vero", "falso", "oppure"),
    "tr": ("evet", "hayır", "doğru", "yanlış", "veya"),
    "id": ("ya", "tidak", "benar", "salah", "atau"),
    "pl": ("tak", "nie", "prawda", "fałsz", "lub"),
    "uk": ("так", "ні", "правда", "неправда", "або"),
    "nl": ("ja", "nee", "waar", "onwaar", "of"),
    "th": ("ใช่", "ไม่ใช่", "จริง", "เท็จ", "หรือ"),
}


def test_every_language_of_the_lexicon_has_answer_words():
    """A language added to the lexicon without yes/no/true/false words (or without phrases here) fails."""
    assert set(LANGUAGES) == set(ANSWER_WORDS) == set(WORDS) == set(SAYS)
    for lang, table in ANSWER_WORDS.items():
        assert {"yes", "no", "true", "false"} <= set(table.values()), lang


CASES = [
    (lang, word, meaning, other)
    for lang, (yes, no, true, false, _) in WORDS.items()
    for word, meaning, other in (
        (yes, "yes", "no"),
        (no, "no", "yes"),
        (true, "true", "false"),
        (false, "false", "true"),
    )
]


@pytest.mark.parametrize("lang,word,meaning,other", CASES)
def test_an_answer_word_answers_its_meaning_and_not_the_opposite(lang, word, meaning, other):
    response = SAYS[lang].format(word)
    right, wrong = grade(response, meaning), grade(response, other)
    assert right.status == "equal", (lang, response, right)
    assert wrong.status == "differs", (lang, response, wrong)


@pytest.mark.parametrize("lang", sorted(WORDS))
def test_a_sentence_gold_is_answered_by_the_word(lang):
    yes, no, *_ = WORDS[lang]
    assert grade(SAYS[lang].format(yes), "Show that the answer is yes.").status == "equal", lang
    assert grade(SAYS[lang].format(no), "Show that the answer is yes.").status == "differs", lang


@pytest.mark.parametrize("lang", sorted(WORDS))
def test_a_hedge_between_yes_and_no_stays_wrong(lang):
    yes, no, _, _, either = WORDS[lang]
    response = SAYS[lang].format(f"{yes} {either} {no}")
    for gold in ("yes", "no"):
        assert not grade(response, gold), (lang, response, gold)


@pytest.mark.parametrize(
    "response,gold,status",
    [
        ("答えは「はい」です。\n\n**答え：はい（存在する）**", "Show that the answer is yes.", "equal"),
        ("**答え：はい（存在する）**", "no", "differs"),
        ("Ответ: да (такое число существует)", "yes", "equal"),
        ("Odpowiedź: tak (istnieje)", "yes", "equal"),
        ("Cevap: evet (böyle bir sayı vardır)", "no", "differs"),
        ("The answer is yes (if n is even).", "yes", "differs"),
        ("La réponse est oui (ou non).", "yes", "differs"),
        ("Ответ: да (если n чётно)", "yes", "differs"),
        ("答案是：是（不一定）", "yes", "differs"),
    ],
)
def test_a_closing_remark_keeps_the_word_unless_it_limits_it(response, gold, status):
    assert grade(response, gold).status == status, response


def test_a_word_that_is_already_english_is_compared_as_written():
    """English words (and the same word in another language: es/it "no") are not rewritten."""
    assert in_english("no") is None and in_english("Yes.") is None
    assert in_english("nein") == "no" and in_english("はい(存在する)") == "yes"


SERIES = {  # language -> (the series diverges, the series converges), as a model writes them
    "de": ("die Reihe divergiert", "die Reihe konvergiert"),
    "fr": ("la série est divergente", "la série converge"),
    "es": ("la serie diverge", "la serie es convergente"),
    "pt": ("a série diverge", "a série converge"),
    "it": ("la serie diverge", "la serie converge"),
    "ru": ("ряд расходится", "ряд сходится"),
    "uk": ("ряд розбігається", "ряд збігається"),
    "pl": ("szereg jest rozbieżny", "szereg jest zbieżny"),
    "nl": ("de reeks divergeert", "de reeks convergeert"),
    "tr": ("seri ıraksaktır", "seri yakınsaktır"),
    "id": ("deret divergen", "deret konvergen"),
    "zh": ("发散", "收敛"),
    "ja": ("発散する", "収束する"),
    "ko": ("발산", "수렴"),
    "fa": ("سری واگرا است", "سری همگرا است"),
    "th": ("ลู่ออก", "ลู่เข้า"),
}


@pytest.mark.parametrize("lang", sorted(SERIES))
def test_a_series_that_diverges_in_any_language(lang):
    """A worded gold ("The series diverges.") answered in another language's words, each with the
    opposite word as its wrong twin and a negated phrase ("... nicht") that states nothing.
    """
    diverges, converges = SERIES[lang]
    assert grade(SAYS[lang].format(diverges), "The series diverges.").status == "equal", lang
    assert grade(SAYS[lang].format(converges), "The series diverges.").status == "differs", lang
    assert grade(SAYS[lang].format(converges), "The series converges.").status == "equal", lang


@pytest.mark.parametrize(
    "response", ["**Antwort:** die Reihe divergiert nicht", "Ответ: ряд не расходится", "Réponse : converge ou diverge"]
)
def test_a_negated_or_hedged_series_word_states_nothing(response):
    assert grade(response, "The series diverges.").status == "differs", response


@pytest.mark.parametrize(
    "response,right,wrong",
    [
        ("उत्तर: यह कथन सत्य है।", "true", "false"),  # the verb closes a Hindi statement
        ("پاسخ نهایی: این گزاره درست است", "true", "false"),  # and a Persian one
        ("پاسخ نهایی: سری واگرا است", "The series diverges.", "The series converges."),
        ("Cevap: ifade doğrudur.", "true", "false"),  # Turkish glues it: "doğru-dur"
        ("Cevap: ifade yanlıştır.", "false", "true"),
    ],
)
def test_a_verb_final_statement_states_its_predicate(response, right, wrong):
    assert grade(response, right).status == "equal", response
    assert grade(response, wrong).status == "differs", response


@pytest.mark.parametrize("response", ["پاسخ نهایی: این گزاره درست نیست", "उत्तर: यह कथन असत्य नहीं है।"])
def test_a_negated_verb_final_statement_is_not_its_predicate(response):
    assert grade(response, "true").status == "differs", response


YES_CLAUSE = {  # language -> "yes, such a number exists" / "no, there is none" as a model writes them
    "en": ("Yes, such a number exists.", "No, there is none."),
    "fr": ("Oui, un tel nombre existe.", "Non, il n'en existe pas."),
    "de": ("Ja, eine solche Zahl existiert.", "Nein, es gibt keine."),
    "es": ("Sí, tal número existe.", "No, no existe."),
    "pt": ("Sim, tal número existe.", "Não, não existe."),
    "it": ("Sì, un tale numero esiste.", "No, non esiste."),
    "ru": ("Да, такое число существует.", "Нет, такого числа не существует."),
    "uk": ("Так, таке число існує.", "Ні, такого числа не існує."),
    "pl": ("Tak, taka liczba istnieje.", "Nie, nie istnieje."),
    "nl": ("Ja, zo'n getal bestaat.", "Nee, zo'n getal bestaat niet."),
    "tr": ("Evet, böyle bir sayı vardır.", "Hayır, yoktur."),
    "id": ("Ya, bilangan seperti itu ada.", "Tidak, tidak ada."),
    "vi": ("Có, tồn tại số như vậy.", "Không, không tồn tại."),
    "zh": ("是的，存在这样的数。", "否，不存在。"),
    "ja": ("はい、存在します。", "いいえ、存在しません。"),
    "ko": ("네, 존재합니다.", "아니요, 존재하지 않습니다."),
    "ar": ("نعم، يوجد مثل هذا العدد.", "لا، لا يوجد."),
    "fa": ("بله، چنین عددی وجود دارد.", "خیر، وجود ندارد."),
    "hi": ("हाँ, ऐसी संख्या मौजूद है।", "नहीं, ऐसी कोई संख्या नहीं है।"),
}


@pytest.mark.parametrize("lang", sorted(YES_CLAUSE))
def test_yes_then_a_clause_answers_yes(lang):
    """The answer word opens the statement and a clause after a comma explains it (of any script)."""
    yes, no = YES_CLAUSE[lang]
    for said, right, wrong in ((yes, "yes", "no"), (no, "no", "yes")):
        response = SAYS[lang].format(said)
        assert grade(response, right).status == "equal", response
        assert grade(response, wrong).status == "differs", response


FRIDAY = {  # language -> (Friday, Saturday) as a model writes the day
    "zh": ("星期五", "星期六"),
    "ja": ("金曜日", "土曜日"),
    "ko": ("금요일", "토요일"),
    "ru": ("пятница", "суббота"),
    "ar": ("الجمعة", "السبت"),
    "hi": ("शुक्रवार", "शनिवार"),
    "vi": ("thứ sáu", "thứ bảy"),
    "fr": ("vendredi", "samedi"),
    "es": ("viernes", "sábado"),
    "de": ("Freitag", "Samstag"),
    "pt": ("sexta-feira", "sábado"),
    "bn": ("শুক্রবার", "শনিবার"),
    "fa": ("جمعه", "شنبه"),
    "it": ("venerdì", "sabato"),
    "tr": ("Cuma", "Cumartesi"),
    "id": ("Jumat", "Sabtu"),
    "pl": ("piątek", "sobota"),
    "uk": ("п'ятниця", "субота"),
    "nl": ("vrijdag", "zaterdag"),
    "th": ("วันศุกร์", "วันเสาร์"),
}


@pytest.mark.parametrize("lang", sorted(FRIDAY))
def test_a_day_of_the_week_in_any_language(lang):
    """A day-of-week gold (HARP writes "Friday" in text) answered with the day's name in another
    language; the next day is the wrong twin.
    """
    friday, saturday = FRIDAY[lang]
    assert set(FRIDAY) == set(LANGUAGES) - {"en"}
    for gold, right, wrong in (("\\text{Friday}", friday, saturday), ("Saturday", saturday, friday)):
        assert grade(SAYS[lang].format(right), gold).status == "equal", (lang, right)
        assert grade(SAYS[lang].format(wrong), gold).status == "differs", (lang, wrong)


@pytest.mark.parametrize("lang", sorted(SAYS))
@pytest.mark.parametrize("values", [("3", "4"), ("$3$", "$4$"), ("$\\frac{1}{2}$", "$\\frac{1}{3}$")])
def test_a_hedge_between_two_values_stays_wrong_in_every_language(lang, values):
    """A hedge, "the answer is 3 or 4", in each language's own "or" (Dutch "of" too, which is an English word:
    lexicon.ALTERNATIVE_AFTER_ANSWER) is wrong against either value; the value alone is right.
    """
    either = WORDS[lang][4]
    first, second = values
    hedge = SAYS[lang].format(f"{first} {either} {second}")
    for gold in ("3", "4") if first == "3" or first == "$3$" else ("\\frac{1}{2}", "\\frac{1}{3}"):
        assert grade(hedge, gold).status != "equal", (hedge, gold)
    plain = SAYS[lang].format(first)
    assert grade(plain, "3" if "3" in first else "\\frac{1}{2}").status == "equal", plain


WORDED = {  # language -> (infinitely many, no solution, does not exist) as a model writes them
    "fr": ("une infinité", "aucune solution", "n'existe pas"),
    "es": ("infinitos", "no hay solución", "no existe"),
    "pt": ("infinitas", "sem solução", "não existe"),
    "de": ("unendlich viele", "keine Lösung", "existiert nicht"),
    "it": ("infiniti", "nessuna soluzione", "non esiste"),
    "nl": ("oneindig veel", "geen oplossing", "bestaat niet"),
    "pl": ("nieskończenie wiele", "brak rozwiązań", "nie istnieje"),
    "ru": ("бесконечно много", "нет решений", "не существует"),
    "uk": ("нескінченно багато", "немає розв'язків", "не існує"),
    "tr": ("sonsuz sayıda", "çözüm yok", "mevcut değil"),
    "id": ("tak hingga banyaknya", "tidak ada solusi", "tidak ada"),
    "vi": ("vô số", "vô nghiệm", "không tồn tại"),
    "zh": ("无穷多个", "无解", "不存在"),
    "ja": ("無数", "解なし", "存在しない"),
    "ko": ("무수히 많다", "해가 없다", "존재하지 않음"),
    "ar": ("عدد لا نهائي", "لا يوجد حل", "غير موجود"),
    "hi": ("अनंत", "कोई हल नहीं", "मौजूद नहीं है"),
    "bn": ("অসীম", "কোনো সমাধান নেই", "নেই"),
    "fa": ("بی‌نهایت", "جواب ندارد", "وجود ندارد"),
    "th": ("อนันต์", "ไม่มีผลเฉลย", "ไม่มีอยู่"),
}
WORDED_GOLDS = ("\\text{infinitely many}", "\\text{no solution}", "The limit does not exist.")


@pytest.mark.parametrize("lang", sorted(WORDED))
def test_a_worded_gold_answered_in_another_language(lang):
    """HARP's worded golds ("infinitely many", "no solution", "does not exist") answered in each
    language: right against its own gold, wrong against the other two.
    """
    assert set(WORDED) == set(LANGUAGES) - {"en"}
    for k, said in enumerate(WORDED[lang]):
        response = SAYS[lang].format(said)
        for j, gold in enumerate(WORDED_GOLDS):
            status = grade(response, gold).status
            assert (status == "equal") == (j == k), (lang, said, gold, status)
