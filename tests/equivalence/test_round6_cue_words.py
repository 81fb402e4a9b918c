"""Cue words of every lexicon language (issue 39 round 6, "words are data"): each language has the
cue classes the pipeline reads (the answer, therefore/final, a correction, a retraction, a condition,
a hedge, a negation), and they work in that language.

Generated per language (sentences written here, not read from the lexicon): a box, then a sentence
taking it back ("wait, I made a mistake"), then a new value: the new value is the answer (right),
the box's is not (wrong twin); the same with the new value stated by the language's "therefore the
answer is"; and a twin where the value after the retraction sits under a condition ("if ..."): the
box stands.
"""

from __future__ import annotations

import unicodedata
from pathlib import Path

import pytest

from hardmath.equivalence import grade, lexicon
from hardmath.equivalence.lexicon_answers import PHRASES, WEEKDAYS
from hardmath.equivalence.lexicon_table import NAMES, languages_table, write_table

DOCS = Path(__file__).resolve().parents[2] / "docs" / "checker.md"


def test_the_docs_print_the_languages_table():
    text = DOCS.read_text(encoding="utf-8")
    block = text.split("<!-- lexicon:start -->\n", 1)[1].split("\n<!-- lexicon:end -->", 1)[0]
    assert block == languages_table(), "run: python -m hardmath.equivalence.lexicon_table docs/checker.md"
    assert set(NAMES) == set(lexicon.LANGUAGES)
    assert all(f"(`{lang}`)" in block for lang in lexicon.LANGUAGES)


CLASSES = {  # cue class -> the lexicon tables that hold it (a language needs one of them)
    "answer": ("ANSWER_IS",),
    "therefore": ("CONCLUSION",),
    "correction": ("SELF_CORRECTION",),
    "retraction": ("RETRACTION_OPENING", "RETRACTION"),
    "condition": ("HYPOTHETICAL",),
    "hedge": ("ALTERNATIVE",),
    "negation": ("NOT",),
}
WITHOUT = {  # (class, language) the lexicon leaves out on purpose
    ("answer", "en"),  # English is the response stage's own language
    ("answer", "ja"),  # Japanese answer phrases are the kanji of the zh entry (SHARED_PHRASES)
    ("hedge", "nl"),  # Dutch "of" (or) is the English "of"
}


def test_the_table_is_written_between_its_markers(tmp_path):
    doc = tmp_path / "checker.md"
    doc.write_text("intro\n<!-- lexicon:start -->\nold\n<!-- lexicon:end -->\nrest\n", encoding="utf-8")
    write_table(str(doc))
    assert (
        doc.read_text(encoding="utf-8")
        == f"intro\n<!-- lexicon:start -->\n{languages_table()}\n<!-- lexicon:end -->\nrest\n"
    )
    doc.write_text("no markers\n", encoding="utf-8")
    with pytest.raises(ValueError, match="checker.md"):
        write_table(str(doc))


@pytest.mark.parametrize("cue", sorted(CLASSES))
def test_every_language_has_every_cue_class(cue):
    for lang in lexicon.LANGUAGES:
        held = any(lang in getattr(lexicon, table) for table in CLASSES[cue])
        assert held or (cue, lang) in WITHOUT, (cue, lang)


TAKE_BACK = {  # language -> (a sentence taking the last answer back, "therefore the answer is {v}", "if")
    "en": ("Wait, I made a mistake in the last step.", "So the answer is {v}.", "If"),
    "zh": ("等等，我算错了。", "所以答案是 {v}。", "如果"),
    "ja": ("待ってください、計算ミスがありました。", "したがって、答えは {v} です。", "もし"),
    "ko": ("잠깐, 실수를 했습니다.", "따라서 정답은 {v}입니다.", "만약"),
    "ru": ("Подождите, я ошибся в вычислениях.", "Следовательно, ответ: {v}", "Если"),
    "ar": ("انتظر، لقد أخطأت في الحساب.", "إذن الإجابة هي {v}", "إذا"),
    "hi": ("रुकिए, मुझसे गलती हो गई।", "इसलिए उत्तर है {v}", "अगर"),
    "vi": ("Khoan đã, tôi đã tính sai.", "Vậy đáp án là {v}.", "Nếu"),
    "fr": ("Attendez, je me suis trompé.", "Donc la réponse est {v}.", "Si"),
    "es": ("Espera, me equivoqué en el cálculo.", "Por lo tanto, la respuesta es {v}.", "Si"),
    "de": ("Moment, ich habe mich verrechnet.", "Also ist die Antwort {v}.", "Wenn"),
    "pt": ("Espere, cometi um erro no cálculo.", "Portanto, a resposta é {v}.", "Supondo"),
    "bn": ("দাঁড়াও, আমি ভুল করেছি।", "সুতরাং উত্তর হল {v}", "যদি"),
    "fa": ("صبر کنید، اشتباه کردم.", "بنابراین پاسخ نهایی: {v}", "اگر"),
    "it": ("Aspetta, ho fatto un errore nel calcolo.", "Quindi la risposta è {v}.", "Qualora"),
    "tr": ("Bekle, hesaplamada hata yaptım.", "Sonuç olarak cevap: {v}", "Eğer"),
    "id": ("Tunggu, saya membuat kesalahan.", "Jadi jawabannya adalah {v}.", "Jika"),
    "pl": ("Czekaj, popełniłem błąd w obliczeniach.", "Zatem odpowiedź to {v}.", "Jeśli"),
    "uk": ("Зачекайте, я помилився в обчисленнях.", "Отже, відповідь: {v}", "Якщо"),
    "nl": ("Wacht, ik heb een fout gemaakt.", "Dus het antwoord is {v}.", "Indien"),
    "th": ("เดี๋ยวก่อน ฉันคำนวณผิด", "ดังนั้นคำตอบสุดท้ายคือ {v}", "ถ้า"),
}
BOX = "We compute the sum.\n\n$\\boxed{{{box}}}$\n\n"


def test_every_language_is_generated():
    assert set(TAKE_BACK) == set(lexicon.LANGUAGES)


@pytest.mark.parametrize("lang", sorted(TAKE_BACK))
def test_a_value_after_a_retraction_replaces_the_box(lang):
    wait, _, _ = TAKE_BACK[lang]
    response = BOX.format(box=41) + f"{wait}\n\n$s = 42$"
    assert grade(response, "42").status == "equal", response
    assert grade(response, "41").status == "differs", response


@pytest.mark.parametrize("lang", sorted(TAKE_BACK))
def test_a_concluding_answer_after_a_retraction_replaces_the_box(lang):
    wait, says, _ = TAKE_BACK[lang]
    response = BOX.format(box=41) + f"{wait} {says.format(v='$42$')}"
    assert grade(response, "42").status == "equal", response
    assert grade(response, "41").status == "differs", response


@pytest.mark.parametrize("lang", sorted(TAKE_BACK))
def test_a_value_under_a_condition_after_a_retraction_leaves_the_box(lang):
    wait, _, if_word = TAKE_BACK[lang]
    response = BOX.format(box=42) + f"{wait}\n\n{if_word} $n = 2$, $s = 41$"
    assert grade(response, "42").status == "equal", response
    assert grade(response, "41").status == "differs", response


STATED = {  # language -> ways its answer line is written natively (a value follows the noun, a verb ends it)
    "tr": ["Cevap 42'dir.", "Sonuç olarak cevap $42$.", "Cevap $42$ olur.", "Dolayısıyla cevap 42 olur.", "Yanıt: 42"],
    "id": ["Jadi, jawabannya $42$.", "Jawaban akhir: 42", "Dengan demikian, jawabannya adalah 42."],
    "uk": ["Отже, відповідь 42.", "Остаточна відповідь: 42", "Відповідь: 42"],
    "nl": ["Het eindantwoord is 42.", "Antwoord: 42", "Het antwoord is 42."],
    "zh": ["答：42", "最终答案：42"],
    "th": ["คำตอบคือ 42", "ดังนั้น คำตอบคือ 42", "คำตอบ: 42", "ดังนั้นคำตอบสุดท้ายคือ 42"],
    "pl": ["Ostateczna odpowiedź to 42.", "Zatem odpowiedź wynosi 42."],
    "it": ["La risposta finale è 42.", "Quindi la risposta è 42."],
    "fa": ["پاسخ: ۴۲", "جواب نهایی ۴۲ است."],
    "bn": ["উত্তর: ৪২", "সুতরাং, উত্তর ৪২।"],
}


@pytest.mark.parametrize("lang,line", [(lang, line) for lang, lines in STATED.items() for line in lines])
@pytest.mark.parametrize("before", ["We add 19 and 23 and check with 17.\n\n", "First try: $\\boxed{5}$.\n\n"])
def test_a_native_answer_line_states_the_answer(lang, line, before):
    """Each line after working with other numbers, and after a box it corrects: 42 right, 43 (and the
    box's 5) wrong.
    """
    response = before + line
    assert grade(response, "42").status == "equal", (lang, response)
    assert grade(response, "43").status == "differs", (lang, response)
    assert grade(response, "5").status == "differs", (lang, response)


SUPPOSED = {  # language -> "suppose the answer is {v}. Check: it fails." as a model writes it
    "en": "Suppose the answer is {v}. Check: the sum then fails.",
    "ru": "Предположим, что ответ {v}. Проверим: это не подходит.",
    "zh": "假设答案是 {v}。验证：不成立。",
    "ja": "仮に答えは {v} とします。確認：成り立ちません。",
    "pl": "Załóżmy, że odpowiedź to {v}. Sprawdzenie: nie działa.",
    "id": "Misalkan jawabannya adalah {v}. Periksa: tidak cocok.",
    "tr": "Varsayalım ki cevap: {v}. Kontrol: olmaz.",
    "nl": "Stel dat het antwoord is {v}. Controle: klopt niet.",
    "vi": "Giả sử đáp án là {v}. Kiểm tra: không đúng.",
    "ar": "لنفترض أن الإجابة هي {v}. التحقق: لا يصح.",
    "th": "สมมติว่าคำตอบคือ {v} ตรวจสอบ: ไม่ถูก",
}


@pytest.mark.parametrize("lang", sorted(SUPPOSED))
def test_an_answer_supposed_to_check_it_is_no_answer(lang):
    """A value supposed in order to check it is not stated; the language's plain "therefore the answer
    is" after the check states it (the twin).
    """
    supposed = SUPPOSED[lang].format(v="120")
    assert grade(supposed, "120").status != "equal", supposed
    stated = supposed + "\n\n" + TAKE_BACK[lang][1].format(v="120")
    assert grade(stated, "120").status == "equal", stated
    assert grade(stated, "121").status == "differs", stated


TAKEN_BACK = {  # language -> (a statement of 42, a closing sentence that takes every answer back)
    "en": ("The answer is 42.", "However, I cannot give a final answer."),
    "fr": ("La réponse est 42.", "Cependant, je ne peux pas donner de réponse définitive."),
    "es": ("La respuesta es 42.", "Sin embargo, no puedo dar una respuesta definitiva."),
    "de": ("Die Antwort ist 42.", "Allerdings kann ich keine sichere Antwort geben."),
    "pt": ("A resposta é 42.", "No entanto, não posso dar uma resposta definitiva."),
    "it": ("La risposta è 42.", "Tuttavia, non posso dare una risposta definitiva."),
    "ru": ("Ответ: 42.", "Однако я не могу дать окончательный ответ."),
    "uk": ("Відповідь: 42.", "Однак я не можу дати остаточну відповідь."),
    "pl": ("Odpowiedź: 42.", "Nie mogę jednak podać ostatecznej odpowiedzi."),
    "nl": ("Het antwoord is 42.", "Ik kan echter geen definitief antwoord geven."),
    "tr": ("Cevap: 42.", "Ancak kesin bir cevap veremiyorum."),
    "id": ("Jawabannya adalah 42.", "Namun, saya tidak dapat memberikan jawaban pasti."),
    "vi": ("Đáp án là 42.", "Tuy nhiên, tôi không thể đưa ra đáp án chắc chắn."),
    "zh": ("答案是 42。", "但是我无法给出最终答案。"),
    "ja": ("答えは 42 です。", "しかし、答えを確定することができません。"),
    "ko": ("정답은 42입니다.", "하지만 답을 확정할 수 없습니다."),
    "ar": ("الإجابة هي 42.", "لكنني لا أستطيع تقديم إجابة نهائية."),
    "hi": ("उत्तर: 42", "लेकिन मैं अंतिम उत्तर नहीं दे सकता।"),
    "bn": ("উত্তর: 42", "তবে আমি চূড়ান্ত উত্তর দিতে পারছি না।"),
    "fa": ("پاسخ نهایی: 42", "اما نمی‌توانم پاسخ نهایی بدهم."),
    "th": ("คำตอบคือ 42", "แต่ไม่สามารถให้คำตอบสุดท้ายได้"),
}


@pytest.mark.parametrize("lang", sorted(TAKEN_BACK))
def test_a_closing_sentence_that_takes_every_answer_back(lang):
    """After "I cannot give a final answer" the response states none (42 is not graded right); a
    statement after that sentence is stated again (the twin: right, and 43 wrong).
    """
    said, taken_back = TAKEN_BACK[lang]
    assert grade(said, "42").status == "equal", said
    assert grade(f"{said}\n\n{taken_back}", "42").status == "no_answer", (lang, taken_back)
    again = f"{said}\n\n{taken_back}\n\n{said}"
    assert grade(again, "42").status == "equal", again
    assert grade(again, "43").status == "differs", again


def test_every_language_takes_answers_back():
    assert set(TAKEN_BACK) == set(lexicon.LANGUAGES)
    assert set(lexicon.TAKEN_BACK) == set(lexicon.LANGUAGES)


CLAIMED = {  # language -> (a sentence claiming choice B, the same claim negated)
    "en": ("After checking, the correct option is B.", "After checking, the correct option is not B."),
    "fr": ("Après vérification, la bonne option est B.", "Après vérification, ce n'est pas B."),
    "es": ("Tras comprobarlo, la opción correcta es la B.", "Tras comprobarlo, la correcta no es la B."),
    "pt": ("Depois de verificar, a opção correta é B.", "Depois de verificar, a opção correta não é B."),
    "de": ("Nach Prüfung ist die richtige Option B.", "Die richtige Option ist nicht B."),
    "it": ("Dopo aver controllato, scelgo la B.", "Dopo aver controllato, non è B."),
    "nl": ("Na controle kies ik B.", "Na controle is het niet B."),
    "pl": ("Po sprawdzeniu wybieram B.", "Po sprawdzeniu to nie B."),
    "ru": ("Проверив все варианты, правильный вариант — B.", "Проверив все варианты, это не B."),
    "uk": ("Перевіривши всі варіанти, обираю B.", "Перевіривши всі варіанти, це не B."),
    "tr": ("Tüm seçenekleri kontrol ettikten sonra doğru seçenek B.", "Doğru seçenek B değil."),
    "id": ("Setelah memeriksa, pilihan yang benar adalah B.", "Setelah memeriksa, jawabannya bukan B."),
    "ar": ("بعد التحقق، الخيار الصحيح هو B.", "بعد التحقق، الخيار الصحيح ليس B."),
    "fa": ("همه گزینه‌ها را بررسی کردیم، گزینه درست B است.", "همه گزینه‌ها را بررسی کردیم، گزینه B نیست."),
    "hi": ("सभी विकल्पों की जाँच के बाद सही विकल्प B है।", "सभी विकल्पों की जाँच के बाद, विकल्प B नहीं है।"),
    "vi": ("Sau khi kiểm tra, chọn đáp án B.", "Sau khi kiểm tra, đáp án không phải là B."),  # round 7
}


@pytest.mark.parametrize("lang", sorted(CLAIMED))
def test_a_negated_claim_of_a_letter_states_nothing(lang):
    """Every language that claims a letter (lexicon.CLAIM) negates it too (lexicon.NEGATION); a verb
    may close the claim where the language puts it last (lexicon.CLOSING_COPULA).
    """
    assert set(CLAIMED) == set(lexicon.CLAIM) <= set(lexicon.NEGATION)
    claimed, negated = CLAIMED[lang]
    assert grade(claimed, "B").status == "equal", claimed
    assert grade(claimed, "C").status == "differs", claimed
    assert grade(negated, "B").status != "equal", negated


HEADINGS = {  # language -> an answer heading as a model writes it
    "en": "Final Answer",
    "fr": "Réponse finale",
    "es": "Respuesta",
    "pt": "Resposta final",
    "de": "Antwort",
    "it": "Risposta finale",
    "nl": "Eindantwoord",
    "pl": "Ostateczna odpowiedź",
    "ru": "Ответ",
    "uk": "Відповідь",
    "tr": "Cevap",
    "id": "Jawaban akhir",
    "vi": "Đáp án",
    "zh": "最终答案",
    "ja": "答え",
    "ko": "정답",
    "ar": "الإجابة النهائية",
    "hi": "अंतिम उत्तर",
    "bn": "উত্তর",
    "fa": "پاسخ نهایی",
    "th": "คำตอบสุดท้าย",
}


@pytest.mark.parametrize("lang", sorted(HEADINGS))
@pytest.mark.parametrize("shape", ["## {h}\n\n$42$", "**{h}**\n\n$42$", "### {h}\n42"])
def test_an_answer_heading_in_any_language_names_the_value_below_it(lang, shape):
    """After a box it corrects, a heading of the language's answer noun and the value below it: 42
    right, the box's 5 wrong; a heading that opens the working (a value later) leaves the box.
    """
    assert set(HEADINGS) == set(lexicon.LANGUAGES)
    response = BOX.format(box=5) + shape.format(h=HEADINGS[lang])
    assert grade(response, "42").status == "equal", response
    assert grade(response, "5").status == "differs", response
    working = f"## {HEADINGS[lang]}\n\n19 + 23\n\n17\n\n$\\boxed{{42}}$"
    assert grade(working, "42").status == "equal", working
    assert grade(working, "19").status == "differs", working


def test_every_cue_is_written_as_the_response_stage_folds_text():
    """The response stage folds text to NFKC (Thai "ำ" becomes two letters, "：" a colon): each cue
    and answer word is written in that form (a pattern spells both forms where they differ).
    """
    cues = {
        n: c
        for n, c in vars(lexicon).items()
        if isinstance(c, dict) and c and isinstance(next(iter(c.values())), tuple)
    }
    for name, cue in cues.items():
        for lang, entries in cue.items():
            for entry in entries:
                folded = unicodedata.normalize("NFKC", entry)
                assert folded in (entry, entry.replace("：", ":")), (name, lang, entry)
    for table in (*lexicon.ANSWER_WORDS.values(), *WEEKDAYS.values(), *PHRASES.values()):
        assert all(unicodedata.normalize("NFKC", word) == word for word in table), table


CORRECTED = {  # language -> (a stated value, "wait, let me check", "I made a slip; correcting it gives")
    "en": (
        "So we get ${a}$.",
        "Wait, let me double-check that step.",
        "I made an arithmetic slip; correcting it gives ${b}$.",
    ),
    "fr": (
        "Donc on obtient ${a}$.",
        "Attendez, vérifions cette étape.",
        "J'ai fait une erreur de calcul ; après correction on obtient ${b}$.",
    ),
    "es": (
        "Por lo tanto obtenemos ${a}$.",
        "Espera, revisemos este paso.",
        "Cometí un error de cálculo; al corregirlo obtenemos ${b}$.",
    ),
    "pt": (
        "Portanto obtemos ${a}$.",
        "Espere, vamos verificar este passo.",
        "Cometi um erro de cálculo; corrigindo, obtemos ${b}$.",
    ),
    "de": (
        "Also erhalten wir ${a}$.",
        "Moment, ich prüfe diesen Schritt noch einmal.",
        "Ich habe mich verrechnet; korrigiert ergibt sich ${b}$.",
    ),
    "it": (
        "Quindi otteniamo ${a}$.",
        "Aspetta, ricontrolliamo questo passaggio.",
        "Ho fatto un errore di calcolo; correggendo otteniamo ${b}$.",
    ),
    "nl": (
        "Dus we krijgen ${a}$.",
        "Wacht, laat me deze stap controleren.",
        "Ik heb een rekenfout gemaakt; na correctie krijgen we ${b}$.",
    ),
    "pl": (
        "Zatem otrzymujemy ${a}$.",
        "Czekaj, sprawdzę ten krok.",
        "Popełniłem błąd rachunkowy; po poprawce otrzymujemy ${b}$.",
    ),
    "ru": (
        "Таким образом, получаем ${a}$.",
        "Подождите, перепроверю этот шаг.",
        "Я ошибся в вычислениях; после исправления получается ${b}$.",
    ),
    "uk": (
        "Отже, отримуємо ${a}$.",
        "Зачекайте, перевірю цей крок.",
        "Я помилився в обчисленнях; після виправлення отримуємо ${b}$.",
    ),
    "tr": (
        "Böylece ${a}$ elde ederiz.",
        "Bekle, bu adımı tekrar kontrol edeyim.",
        "Hesaplamada hata yaptım; düzeltince ${b}$ elde ederiz.",
    ),
    "id": (
        "Dengan demikian kita peroleh ${a}$.",
        "Tunggu, saya periksa lagi langkah ini.",
        "Saya membuat kesalahan hitung; setelah dikoreksi diperoleh ${b}$.",
    ),
    "vi": ("Vậy ta được ${a}$.", "Khoan đã, kiểm tra lại bước này.", "Tôi đã tính sai; sửa lại ta được ${b}$."),
    "zh": ("因此得到 ${a}$。", "等等，让我再检查一下这一步。", "我算错了，改正后得到 ${b}$。"),
    "ja": (
        "したがって ${a}$ を得る。",
        "待ってください、このステップを確認します。",
        "計算ミスがありました。修正すると ${b}$ になります。",
    ),
    "ko": (
        "따라서 ${a}$를 얻는다.",
        "잠깐, 이 단계를 다시 확인하겠습니다.",
        "계산 실수를 했습니다. 고치면 ${b}$입니다.",
    ),
    "ar": (
        "إذن نحصل على ${a}$.",
        "انتظر، دعني أتحقق من هذه الخطوة.",
        "لقد أخطأت في الحساب؛ بعد التصحيح نحصل على ${b}$.",
    ),
    "hi": ("इसलिए हमें ${a}$ मिलता है।", "रुकिए, इस चरण को फिर से जाँचता हूँ।", "मुझसे गणना में गलती हुई; सुधारने पर ${b}$ मिलता है।"),
    "bn": ("সুতরাং আমরা ${a}$ পাই।", "দাঁড়াও, এই ধাপটি আবার যাচাই করি।", "আমি ভুল করেছি; সংশোধন করলে ${b}$ পাই।"),
    "fa": (
        "بنابراین ${a}$ به دست می‌آید.",
        "صبر کنید، این مرحله را دوباره بررسی کنم.",
        "اشتباه کردم؛ پس از اصلاح ${b}$ به دست می‌آید.",
    ),
    "th": ("ดังนั้นได้ ${a}$", "เดี๋ยวก่อน ขอตรวจสอบขั้นตอนนี้อีกครั้ง", "คำนวณผิดไป แก้ไขแล้วได้ ${b}$"),
}


@pytest.mark.parametrize("lang", sorted(CORRECTED))
@pytest.mark.parametrize("boxed", ["none", "first value", "box alone"])
def test_a_value_corrected_by_a_later_sentence(lang, boxed):
    """A value, then a sentence that says it was a slip and gives the corrected value: the corrected
    value is the answer (9/16 right), the first one is not (10/16 wrong), whether the first was boxed.
    """
    assert set(CORRECTED) == set(lexicon.LANGUAGES)
    stated, check, corrected = CORRECTED[lang]
    first = {"none": "\\frac{10}{16}", "first value": "\\boxed{\\frac{10}{16}}", "box alone": ""}[boxed]
    lines = [stated.format(a=first)] if first else ["$\\boxed{\\frac{10}{16}}$"]
    lines += [check] if boxed != "first value" else []
    response = "\n".join([*lines, corrected.format(b="\\frac{9}{16}")])
    assert grade(response, "\\frac{9}{16}").status == "equal", response
    assert grade(response, "\\frac{10}{16}").status == "differs", response


@pytest.mark.parametrize(
    "taken_back",
    [
        "I miscalculated.",
        "My mistake.",
        "Scratch that.",
        "Correction: the sum was off by one.",
        "On second thought, the sum is different.",
        "I was wrong.",
        "I need to correct this.",
        "Let me fix that.",
        "The boxed value above is wrong.",
        "I made an arithmetic slip.",
    ],
)
def test_other_english_ways_to_take_a_box_back(taken_back):
    response = BOX.format(box=41) + f"{taken_back}\n\n$s = 42$"
    assert grade(response, "42").status == "equal", response
    assert grade(response, "41").status == "differs", response


@pytest.mark.parametrize(
    "remark",
    [
        "Check: no mistake here, my error bound holds.",
        "The value of the error term is small.",
        "Sanity check.",
        "An error bound of 0.01 holds.",
        "The error function does not appear here.",
    ],
)
def test_a_remark_that_takes_nothing_back_leaves_the_box(remark):
    response = BOX.format(box=41) + f"{remark}\n\n$s = 42$"
    assert grade(response, "41").status == "equal", response
    assert grade(response, "42").status == "differs", response
