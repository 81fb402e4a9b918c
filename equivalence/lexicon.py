"""The words extraction reads, per language, in one place (adding a language = adding an entry).

Each cue is a table ``language -> words`` (regular-expression fragments, matched case-insensitively
where the script has case); :func:`alternation` compiles a cue of every language into one pattern
fragment. Nothing is compiled at import time: the readers compile their patterns on first use.

Cues (each documented where it is defined): ``ANSWER_IS`` (with ``ANSWER_ANCHORS``), ``CONCLUSION``,
``SELF_CORRECTION``, ``RETRACTION_OPENING`` / ``RETRACTION`` and ``TAKEN_BACK`` (kept in
:mod:`.lexicon_corrections`), ``HYPOTHETICAL``, ``SUPPOSING`` / ``THAT``, ``REASON``,
``CHOICE_ARTICLE``, ``MAYBE`` (:mod:`.lexicon_hedges`), ``NEGATION``, ``NOT``, ``CLOSING_COPULA``, ``WORK``; the answer words (yes / no /
true / false / converges / diverges) are :data:`ANSWER_WORDS` (:mod:`.lexicon_answers`); number words and
ordinals are :data:`NUMBERS` (every language, kept in :mod:`.lexicon_numbers` and
:mod:`.lexicon_numbers_added` for size; :mod:`.plaintext` compiles them); numerals of every script
Unicode calls decimal digits are read as ASCII digits (:func:`ascii_digits`). docs/checker.md prints
what each language holds (:func:`.lexicon_table.languages_table`).

- ``WORK``: nouns that name the response's own work ("The argument is incomplete."): a sentence about
  the work describes the response and states no answer (issue 38).
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Mapping

from .lexicon_answers import ANSWER_WORDS, in_english  # noqa: F401 (the lexicon's answer words, re-exported)
from .lexicon_corrections import (  # noqa: F401 (the lexicon's correction cues, re-exported)
    RETRACTION,
    RETRACTION_OPENING,
    SELF_CORRECTION,
    SELF_CORRECTION_PHRASES,
    TAKEN_BACK,
)
from .lexicon_hedges import AND, CANDIDATE, MAYBE  # noqa: F401 (the lexicon's hedge words, re-exported)
from .lexicon_numbers import NUMBERS_FIRST, NumberWords
from .lexicon_numbers_added import NUMBERS_ADDED

NUMBERS: Mapping[str, NumberWords] = {**NUMBERS_FIRST, **NUMBERS_ADDED}  # every language's number words

Cue = Mapping[str, tuple[str, ...]]

LANGUAGES = (
    *("en", "zh", "ja", "ko", "ru", "ar", "hi", "vi", "fr", "es", "de", "pt"),
    *("bn", "fa", "it", "tr", "id", "pl", "uk", "nl", "th"),
)
UNSPACED = frozenset({"zh", "ja", "ko", "th"})  # words glue to their neighbours: matched without word bounds

SCRIPTS: Mapping[str, str] = {  # letters only this language of LANGUAGES writes (a character class), checked in order
    "ja": "\u3040-\u30ff",  # kana (a Japanese text also writes kanji)
    "ko": "\uac00-\ud7af\u1100-\u11ff",  # hangul
    "zh": "\u4e00-\u9fff\u3400-\u4dbf",  # CJK ideographs without kana
    "ru": "\u0400-\u04ff",  # Cyrillic
    "ar": "\u0600-\u06ff",  # Arabic
    "hi": "\u0900-\u097f",  # Devanagari
    "bn": "\u0980-\u09ff",  # Bengali
    "th": "\u0e00-\u0e7f",  # Thai
    "vi": "ăâđêôơưĂÂĐÊÔƠƯ\u1ea0-\u1ef9",  # Vietnamese letters of the Latin script
    "de": "äöüßÄÖÜ",
    "pt": "ãõÃÕ",
    "es": "ñ¿¡Ñ",
    "fr": "èêëàâçœîûÈÊÇ",
    "en": "A-Za-z",  # the Latin script with none of the letters above
}
SHARED_PHRASES: Mapping[str, tuple[str, ...]] = {"zh": ("ja",)}  # an entry's phrases another language writes too

ANSWER_IS: Cue = {  # "the answer is" / "final answer:" in each language; the response stage reads it as English
    "zh": (
        r"(?:最终|最終的な|最終|最後|最后|所以|因此|故|则|則|正确|正確|正しい)?(?:答案|答え|解答|正解|回答)\s*(?:应该|應該)?\s*(?:是|为|為|は|：|:)",
        r"(?:(?:故|所以|因此|综上|綜上|答案)\s*(?:应|應)?(?:该|該)?|(?:应|應)(?:该|該))(?:选|選)(?:择|擇)?\s*(?:[：:]|(?=\(?[A-E]))",  # "故选：C", "应该选 (E)"
        r"(?:正确|正確)(?:的)?(?:选项|選項|答案)\s*(?:应该|應該)?\s*(?:是|为|為|：|:)",  # "正确选项是 B"
        r"【\s*(?:最终|最終)?(?:答案|答え|答)\s*】[ \t]*[：:]?",  # a label in lenticular brackets: "【答】 45"
        r"(?:^|(?<=\n))[ \t*]*答[ \t]*[：:]",  # a line that opens with the label "答："
    ),
    "ko": (r"(?:최종\s*)?(?:정답|답|해답)\s*(?:은|는|:|：)",),
    "fr": (r"\b(?:la\s+)?(?:bonne\s+)?r[ée]ponse(?:\s+(?:finale|correcte|exacte))?\s*(?:\best\b(?:\s+donc\b)?|:)",),
    "es": (r"\b(?:la\s+)?respuesta(?:\s+(?:final|correcta))?\s*(?:\bes\b|:)",),
    "pt": (r"\b(?:a\s+)?resposta(?:\s+(?:final|correta|certa))?\s*(?:é|:)",),
    "de": (
        r"\b(?:die\s+)?(?:(?:endg[üu]ltige|richtige|korrekte)\s+)?(?:Antwort|L[öo]sung|Ergebnis)\s*(?:\bist\b|\blautet\b|:)(?:\s+(?:also|somit|daher|damit)\b)?",
        r"\b(?:End|Gesamt)ergebnis\s*(?:\bist\b|\blautet\b|:)",  # "Endergebnis: 5"
        r"\b(?:ist|lautet)\s+die\s+(?:(?:endg[üu]ltige|richtige|korrekte)\s+)?Antwort\b\s*:?",  # "Also ist die Antwort 5"
    ),
    "ru": (
        r"(?:(?:окончательный|правильный|итоговый)\s+)?ответ(?:\s*(?:равен|будет|:|—)|(?=\s*(?:[-$\\(A-Za-z]|\d)))",
    ),
    "ar": (r"(?:الإجابة|الاجابة|الجواب)(?:\s+(?:النهائية|الصحيحة|النهائي|الصحيح))?\s*(?:هي|هو|:|：)",),
    "hi": (r"(?:अंतिम\s+|सही\s+)?(?:उत्तर|जवाब)(?:\s*(?:है|:|：)|(?=\s*(?:[-$\\(A-Za-z]|\d)))",),
    "vi": (r"\b(?:đáp\s+(?:án|số)|câu\s+trả\s+lời)(?:\s+(?:cuối\s+cùng|đúng))?\s*(?:là\b|:)",),
    "bn": (r"(?:চূড়ান্ত\s+|সঠিক\s+)?উত্তর(?:\s*(?:হলো|হল|হবে|:|：)|(?=\s*(?:[-$\\(A-Za-z]|\d)))",),
    "fa": (r"(?:پاسخ|جواب)(?:\s+(?:نهایی|درست))?(?:\s*(?:برابر\s+است\s+با|است|:|：)|(?=\s*(?:[-$\\(A-Za-z]|\d)))",),
    "it": (r"\b(?:la\s+)?risposta(?:\s+(?:finale|corretta|esatta))?\s*(?:è|:)",),
    "tr": (r"\b(?:(?:son|doğru)\s+)?(?:cevap|yanıt)(?:ımız|ı)?(?:\s*:|(?=\s*(?:[-$\\(]|\d)))",),  # "cevap 42'dir"
    "id": (r"\bjawaban(?:nya)?(?:\s+(?:akhir(?:nya)?|yang\s+benar))?(?:\s*(?:\badalah\b|:)|(?=\s*(?:[-$\\(]|\d)))",),
    "pl": (r"\b(?:(?:ostateczna|poprawna|prawidłowa)\s+)?odpowiedź\s*(?:\bto\b|\bwynosi\b|:)",),
    "uk": (r"(?:(?:остаточна|правильна)\s+)?відповідь(?:\s*(?:дорівнює|буде|:|—)|(?=\s*(?:[-$\\(]|\d)))",),
    "nl": (r"\b(?:het\s+)?(?:(?:uiteindelijke|juiste)\s+)?(?:eind)?antwoord\s*(?:\bis\b|:)",),
    "th": (r"ค(?:\u0e33|\u0e4d\u0e32)ตอบ(?:สุดท้าย|ที่ถูกต้อง)?\s*(?:คือ|ได้แก่|เท่ากับ|[:：])",),  # ำ, or as NFKC writes it
}
ANSWER_HEADING: Cue = {  # a line that holds only this names the answer below it ("## Respuesta" then "$42$")
    "en": (r"final[ \t]+answer", "answer", r"final[ \t]+result"),
    "fr": (r"réponse(?:[ \t]+(?:finale|définitive))?",),
    "es": (r"respuesta(?:[ \t]+final)?",),
    "pt": (r"resposta(?:[ \t]+final)?",),
    "de": (r"(?:endgültige[ \t]+)?antwort", "endergebnis"),
    "it": (r"risposta(?:[ \t]+finale)?",),
    "nl": (r"(?:(?:uiteindelijk|definitief)[ \t]+)?antwoord", "eindantwoord"),
    "pl": (r"(?:ostateczna[ \t]+)?odpowiedź",),
    "ru": (r"(?:(?:окончательный|итоговый)[ \t]+)?ответ",),
    "uk": (r"(?:остаточна[ \t]+)?відповідь",),
    "tr": (r"(?:son[ \t]+)?(?:cevap|yanıt)",),
    "id": (r"jawaban(?:[ \t]+akhir)?",),
    "vi": (r"đáp[ \t]+(?:án|số)(?:[ \t]+cuối[ \t]+cùng)?",),
    "zh": (r"(?:最终|最終)?(?:答案|解答|答)",),
    "ja": (r"(?:最終的な)?(?:答え|解答)",),
    "ko": (r"(?:최종[ \t]*)?(?:정답|답)",),
    "ar": (r"(?:الإجابة|الاجابة|الجواب)(?:[ \t]+النهائية)?",),
    "hi": (r"(?:अंतिम[ \t]+)?उत्तर",),
    "bn": (r"(?:চূড়ান্ত[ \t]+)?উত্তর",),
    "fa": (r"(?:پاسخ|جواب)(?:[ \t]+نهایی)?",),
    "th": (r"ค(?:\u0e33|\u0e4d\u0e32)ตอบ(?:สุดท้าย)?",),
}
ANSWER_ANCHORS: Cue = {  # a substring every ANSWER_IS phrase of the language holds (lower case): a cheap pre-check
    "zh": ("答", "选", "選", "解答", "正解", "回答"),
    "ko": ("답",),
    "fr": ("ponse",),
    "es": ("respuesta",),
    "pt": ("resposta",),
    "de": ("antwort", "lösung", "losung", "ergebnis"),
    "ru": ("ответ",),
    "ar": ("الإجابة", "الاجابة", "الجواب"),
    "hi": ("उत्तर", "जवाब"),
    "vi": ("đáp", "trả lời"),
    "bn": ("উত্তর",),
    "fa": ("پاسخ", "جواب"),
    "it": ("risposta",),
    "tr": ("cevap", "yanıt"),
    "id": ("jawaban",),
    "pl": ("odpowiedź",),
    "uk": ("відповідь",),
    "nl": ("antwoord",),
    "th": ("ตอบ",),
}

CONCLUSION: Cue = {  # a word that opens a concluding sentence ("Therefore, the answer is 6." after a box corrects it)
    "en": ("so", "thus", "therefore", "hence", "then", "finally", "consequently", r"in\s+conclusion", r"in\s+summary"),
    "fr": ("donc", "ainsi", r"par\s+conséquent", "enfin", "finalement"),
    "es": (r"por\s+lo\s+tanto", r"por\s+tanto", "entonces", "así", "luego", "finalmente", r"en\s+conclusión"),
    "pt": ("portanto", "logo", "então", "assim", r"por\s+isso", "finalmente"),
    "de": ("also", "daher", "somit", "folglich", "damit", "schließlich", "insgesamt"),
    "it": ("quindi", "dunque", "pertanto", "perciò", "infine"),
    "ru": ("следовательно", "значит", "итак", r"таким\s+образом", "поэтому", "итого"),
    "uk": ("отже", "тому", r"таким\s+чином"),
    "pl": ("zatem", "więc", "stąd"),
    "nl": ("dus", "daarom", "derhalve", "bijgevolg"),
    "tr": ("dolayısıyla", r"bu\s+nedenle", "yani", r"sonuç\s+olarak", "böylece", r"o\s+halde"),
    "id": ("jadi", "maka", r"dengan\s+demikian", r"oleh\s+karena\s+itu", "sehingga"),
    "vi": ("vậy", r"do\s+đó", r"vì\s+vậy", r"như\s+vậy"),
    "ar": ("إذن", "إذًا", "لذلك", "وبالتالي"),
    "fa": ("بنابراین", "پس", r"در\s+نتیجه"),
    "hi": ("इसलिए", "अतः", r"इस\s+प्रकार"),
    "bn": ("সুতরাং", "অতএব", "তাই"),
    "zh": ("所以", "因此", "综上", "综上所述", "因而", "于是"),
    "ja": ("したがって", "よって", "ゆえに", "従って", "つまり"),
    "ko": ("따라서", "그러므로", "그래서", "결론적으로"),
    "th": ("ดังนั้น", "เพราะฉะนั้น", "สรุป"),
}

HYPOTHETICAL: Cue = {  # a condition: a statement under it is no answer ("If we had counted twice, ...")
    "en": ("if", "suppose", "supposing", "assuming", "assume", "whether", "unless", "would"),
    "fr": ("si",),
    "es": ("si", "supongamos", "suponiendo"),
    "de": ("wenn", "falls", "würde"),
    "ru": ("если",),
    "zh": ("如果", "假如", "若"),
    "ja": ("もし",),
    "ko": ("만약",),
    "ar": ("إذا", "لو"),
    "hi": ("अगर", "यदि"),
    "vi": ("nếu", r"giả\s+sử"),
    "bn": ("যদি",),
    "fa": ("اگر",),
    "tr": ("eğer",),
    "id": ("jika", "kalau", "apabila", "seandainya", "andaikan"),
    "pl": ("jeśli", "jeżeli", "gdyby"),
    "uk": ("якщо", "якби"),
    "nl": ("indien",),
    "it": ("qualora",),
    "pt": ("suponha", "supondo"),  # not "se" (also a pronoun) nor "caso" (also "case")
    "th": ("ถ้า", "หาก", "สมมติ"),
}

SUPPOSING: Cue = {  # a word that supposes the answer to check it: "Suppose [that] the answer is 120. Check: ..."
    "en": ("suppose", "supposing", "assume", "assuming", "if"),
    "ru": ("предположим", "допустим", "если", "пусть"),
    "uk": ("припустимо", "якщо", "нехай"),
    "es": ("supongamos", "suponiendo", "si"),
    "pt": ("suponha", "suponhamos", "supondo", "se"),
    "fr": ("supposons", "si"),
    "it": ("supponiamo", "supponendo", "se"),
    "de": ("angenommen", r"nehmen\s+wir\s+an", "wenn", "falls"),
    "nl": ("stel", "veronderstel", r"neem\s+aan", "als", "indien"),
    "pl": ("załóżmy", "przypuśćmy", "jeśli", "jeżeli"),
    "tr": ("varsayalım", "diyelim", "eğer"),
    "id": ("misalkan", "andaikan", "anggap", "jika", "kalau"),
    "vi": (r"giả\s+sử", "nếu"),
    "ar": ("لنفترض", "افترض", "إذا", "لو"),
    "fa": (r"فرض\s+کنید", r"فرض\s+کنیم", "اگر"),
    "hi": (r"मान\s+लीजिए", r"मान\s+लो", "अगर", "यदि"),
    "bn": (r"ধরা\s+যাক", "ধরি", "যদি"),
    "zh": ("假设", "假設", "假定", "如果", "假如", "若"),
    "ja": ("仮に", "もし"),
    "th": ("สมมติ", "สมมุติ", "ถ้า", "หาก"),
}
THAT: Cue = {  # the conjunction that may follow it ("suppose that the answer is")
    "en": ("that",),
    "ru": ("что",),
    "uk": ("що",),
    "es": ("que",),
    "pt": ("que",),
    "fr": ("que",),
    "it": ("che",),
    "de": ("dass",),
    "nl": ("dat",),
    "pl": ("że",),
    "tr": ("ki",),
    "id": ("bahwa",),
    "vi": ("rằng",),
    "ar": ("أن",),
    "fa": ("که",),
    "hi": ("कि",),
    "bn": ("যে",),
    "th": ("ว่า",),
}

REASON: Cue = {  # a clause that gives a reason or a condition after a value, not the answer
    "en": (
        "since",
        "because",
        r"as\s+(?:shown|computed|found|we|the)",
        r"when(?:ever)?",
        "where",
        "if",
        r"given\s+that",
        r"provided\s+that",
        r"which\s+(?:occurs|happens|is\s+(?:attained|achieved|reached|obtained))",
        r"(?:attained|achieved|reached|obtained|occurring)\s+(?:at|when|for)",
        r"(?:the|its|their|each|every|one|all)\s+(?:[^\s,.;:$]+\s+){0,4}?being",  # ", the last of them being 139"
        r"with\s+(?:the|its|their|each|every)\s+(?:[^\s,.;:$]+\s+){0,4}?(?:being|equal\s+to|=)",
    ),
    "fr": (
        *("car", "puisque", "lorsque", "quand", r"parce\s+qu", r"atteinte?s?\s+(?:en|pour)"),
        r"(?:le|la|les|son|sa|ses)\s+(?:[^\s,.;:$]+\s+){0,4}?étant",  # ", le dernier étant 139"
    ),
    "es": (
        *("porque", r"ya\s+que", "cuando", "donde", r"alcanzad[oa]\s+en"),
        r"(?:el|la|los|las|su|sus)\s+(?:[^\s,.;:$]+\s+){0,4}?siendo",
    ),
    "de": ("weil", "wenn", "wobei", r"erreicht\s+bei"),
    "pt": ("pois", "quando", r"atingid[oa]\s+em", r"(?:o|a|os|as|seu|sua)\s+(?:[^\s,.;:$]+\s+){0,4}?sendo"),
}

ALTERNATIVE: Cue = {  # "or" between two stated values: both are the statement (a hedge, or a list of solutions)
    "en": ("or", "either", r"or\s+possibly", r"or\s+maybe", r"or\s+perhaps"),
    "fr": ("ou",),
    "es": ("o",),
    "de": ("oder",),
    "pt": ("ou",),
    "ru": ("или", "либо"),
    "vi": ("hoặc",),
    "ar": ("أو",),
    "hi": ("या",),
    "zh": ("或", "或者"),
    "ja": ("か", "または"),
    "ko": ("또는",),
    "bn": ("অথবা", "বা"),
    "fa": ("یا",),
    "it": ("o", "oppure"),
    "tr": ("veya", r"ya\s+da"),
    "id": ("atau",),
    "pl": ("lub", "albo"),
    "uk": ("або",),
    "th": ("หรือ",),
}
EITHER: Cue = {  # "either" opening the first of two offered values ("either $a$ or $b$", "либо 373, либо 383")
    "en": ("either",),
    "de": ("entweder",),
    "fr": ("soit", r"ou\s+bien"),
    "es": (r"o\s+bien",),
    "ru": ("либо",),
    "uk": ("або",),
    "pl": ("albo",),
}
ALTERNATIVE_AFTER_ANSWER: Cue = {  # "or" a language writes that is another word in English: read as "or"
    "nl": ("of",),  # only between two values on the line of its answer phrase ("Het antwoord is 3 of 4")
}

CLAIM: Cue = {  # a word that claims the choice letter ending a sentence ("I'd go with C.", "o valor procurado é A.")
    "en": ("is", r"it'?s", "be", "choose", "pick", "select", "with", "answer", "option", "choice"),
    "fr": ("est", "choisis", "choisir", "réponse", "option"),
    "es": ("es", "elijo", "respuesta", "opción"),
    "pt": ("é", "escolho", "resposta", "opção"),
    "de": ("ist", "wähle", "Antwort", "Option"),
    "it": ("è", "scelgo", "risposta", "opzione"),
    "nl": ("is", r"kies(?:[ \t]+ik)?", "antwoord", "optie"),
    "pl": ("to", "wybieram", "odpowiedź", "opcja"),
    "ru": (r"вариант(?:[ \t]*[—–-])?", r"ответ(?:[ \t]*[—–-])?", "выбираю", "это"),
    "uk": (r"варіант(?:[ \t]*[—–-])?", r"відповідь(?:[ \t]*[—–-])?", "обираю", "це"),
    "tr": ("seçenek", "şık", "cevap", "seçiyorum"),
    "id": ("adalah", "pilih", "jawaban", "pilihan", "opsi"),
    "ar": ("هو", "هي", "أختار", "الخيار"),
    "fa": (r"گزینه(?:[ \t]+(?:درست|صحیح))?",),
    "hi": ("विकल्प",),
    "vi": ("chọn", r"đáp[ \t]+án", r"phương[ \t]+án", "là"),
}

CHOICE_ARTICLE: Cue = {  # an article between the claim and its letter ("la correcta es la B", "é a D")
    "en": ("the",),
    "fr": ("la", "le"),
    "es": ("la", "el"),
    "pt": ("a", "o"),
    "de": ("die", "der"),
    "it": ("la", "il"),
    "nl": ("de", "het"),
}

NEGATION: Cue = {  # "It can't be A." states nothing: the languages of CLAIM
    "en": ("not", "never", "no"),
    "fr": ("ne", "pas", "jamais"),
    "es": ("no", "nunca"),
    "pt": ("não", "nunca"),
    "de": ("nicht", "kein", "keine", "nie"),
    "it": ("non", "mai"),
    "nl": ("niet", "geen", "nooit"),
    "pl": ("nie",),
    "ru": ("не", "нет"),
    "uk": ("не", "ні"),
    "tr": ("değil",),
    "id": ("bukan", "tidak"),
    "ar": ("ليس", "ليست", "لا"),
    "fa": ("نه", "نیست"),
    "hi": ("नहीं",),
    "vi": ("không", "chẳng"),
}
NOT: Cue = {  # a word that negates what a short phrase states ("die Aussage ist nicht falsch")
    "en": ("not", "never", "no", "isn't", "isn’t"),
    "de": ("nicht", "kein", "keine", "nie"),
    "fr": ("ne", "pas", "jamais"),
    "es": ("no", "nunca"),
    "pt": ("não", "nunca"),
    "it": ("non", "mai"),
    "ru": ("не", "нет"),
    "uk": ("не", "ні"),
    "pl": ("nie",),
    "nl": ("niet", "geen"),
    "vi": ("không", "chẳng", "chưa"),
    "id": ("tidak", "bukan"),
    "tr": ("değil",),
    "ar": ("ليست", "ليس", "غير", "لا", "ليسَت"),
    "hi": ("नहीं", "न"),
    "bn": ("না", "নয়", "নেই"),
    "fa": ("نه", "نیست", "نمی"),
    "zh": ("不", "没", "沒", "非", "未"),
    "ja": ("ない", "ません"),
    "ko": ("않", "아니", "없"),
    "th": ("ไม่",),
}
CLOSING_COPULA: Cue = {  # a verb that ends a verb-final statement after its predicate ("این گزاره درست است")
    "fa": ("است", "هست"),
    "hi": ("है", "हैं"),
}
COPULA: Cue = {  # a verb that links a subject to the value after it ("... is six.", "... ist dreizehn.", "所求结果为六")
    "en": ("is", "are", "was", "were", "equals", "equal", "be", "becomes", r"comes\s+to", r"totals?", r"amounts\s+to"),
    "fr": ("est", "sont", "vaut", "valent", "égale", "était", "fait", r"s['’]élève\s+à"),
    "es": ("es", "son", "vale", "valen", "era", "resulta", r"es\s+igual\s+a", r"equivale\s+a"),
    "pt": ("é", "são", "vale", "valem", "era", r"é\s+igual\s+a"),
    "de": ("ist", "sind", "beträgt", "betragen", "lautet", "war", "ergibt", r"ist\s+gleich"),
    "it": ("è", "sono", "vale", "valgono", "era", r"è\s+uguale\s+a"),
    "nl": ("is", "zijn", "bedraagt", "was", r"is\s+gelijk\s+aan"),
    "ru": ("равно", "равна", "равен", "равны", "составляет", "будет", "есть"),
    "uk": ("дорівнює", "становить", "буде", "є"),
    "pl": ("wynosi", "jest", "są", "to"),
    "id": ("adalah", "ialah", r"sama\s+dengan", "yaitu"),
    "tr": ("eşittir",),
    "vi": ("là", "bằng"),
    "ar": ("هو", "هي", "يساوي", "تساوي"),
    "zh": ("为", "為", "是", "等于", "等於", "共有", "有"),
    "ja": ("は", "が"),
    "ko": (r"은(?=\s)", r"는(?=\s)"),  # a topic particle, then a space: not the 이 of 이십
    "th": ("คือ", "เท่ากับ"),
    "hi": ("है", "हैं"),
    "fa": ("است",),
}
HAS: Cue = {  # a subject's verb before what it has ("The equation has no real solutions.")
    "en": ("has", "have", "admits", "admit", "possesses"),
    "fr": ("a", "admet", "possède"),
    "es": ("tiene", "tienen", "admite", "posee"),
    "pt": ("tem", "têm", "admite", "possui"),
    "de": ("hat", "haben", "besitzt"),
    "it": ("ha", "hanno", "ammette"),
    "nl": ("heeft", "hebben"),
    "ru": ("имеет", "имеют"),
}
COPULA_FINAL: Cue = {  # a verb-final language's copula after the value ("答えは六です", "답은 여섯입니다", "उत्तर छह है")
    "ja": ("です", "である", "だ", "となります", "になります"),
    "ko": ("입니다", "이다", "이에요", "예요", "이죠"),
    "hi": ("है", "हैं"),
    "fa": ("است",),
    "bn": ("হয়",),
    "tr": ("olur", "olacaktır"),
}
NEGATION_SUFFIXES: Cue = {"en": ("n't", "n’t")}


WORK: Cue = {  # nouns that name the response's own work: a sentence about it states no answer
    "en": (
        "argument",
        "proof",
        "solution",
        "reasoning",
        "approach",
        "attempt",
        "derivation",
        "analysis",
        "work",
        "response",
        "computation",
        "calculation",
        "method",
        "explanation",
        "justification",
    ),
    "fr": ("argument", "preuve", "démonstration", "solution", "raisonnement", "approche", "tentative"),
    "es": ("argumento", "prueba", "demostración", "solución", "razonamiento", "enfoque", "intento"),
    "de": ("argument", "beweis", "lösung", "argumentation", "ansatz", "versuch", "herleitung"),
    "pt": ("argumento", "prova", "demonstração", "solução", "raciocínio", "abordagem", "tentativa"),
}


def alternation(cue: Cue, languages: tuple[str, ...] = LANGUAGES) -> str:
    """One regular-expression alternation (a non-capturing group) of the words ``cue`` holds for
    ``languages``, longest first so a longer word wins over its prefix.
    """
    words = {w for lang in languages for w in cue.get(lang, ())}
    return "(?:" + "|".join(sorted(words, key=lambda w: (-len(w), w))) + ")"


def words(cue: Cue, languages: tuple[str, ...] = LANGUAGES) -> str:
    r"""The words of ``cue`` as one fragment: those of spaced languages with no word character on either
    side (a word bound, also after a word that ends in a combining sign: Bengali "সুতরাং"),
    those of :data:`UNSPACED` languages as they are.
    """
    spaced = tuple(lang for lang in languages if lang not in UNSPACED and lang in cue)
    unspaced = tuple(lang for lang in languages if lang in UNSPACED and lang in cue)
    parts = [r"(?<!\w)" + alternation(cue, spaced) + r"(?!\w)"] if spaced else []
    parts += [alternation(cue, unspaced)] if unspaced else []
    return "|".join(parts)


def phrases(cue: Cue, languages: tuple[str, ...] = LANGUAGES) -> str:
    """The phrases of ``cue`` as one alternation, in the order of ``languages`` and of each entry (a
    phrase keeps its own bounds).
    """
    return "|".join(p for lang in languages for p in cue.get(lang, ()))


def anchors(cue: Cue) -> tuple[str, ...]:
    """Every anchor of ``cue``, all languages."""
    return tuple(a for lang in LANGUAGES for a in cue.get(lang, ()))


_OTHER_DIGIT = re.compile(r"(?![0-9])\d")  # a decimal digit of another script (Arabic-Indic, Devanagari, ...)


def ascii_digits(text: str) -> str:
    """``text`` with every decimal digit of another script (Unicode category Nd, read by
    :func:`unicodedata.decimal`) written as its ASCII digit: "٤٢" and "४२" read as "42" (the Arabic
    decimal and thousands separators are read where all Unicode math is: :data:`.symbols.SYMBOLS`).
    """
    if text.isascii():
        return text
    return _OTHER_DIGIT.sub(lambda m: str(unicodedata.decimal(m.group(0))), text)


@functools.cache
def hedging() -> re.Pattern:
    """A word of any language that offers an alternative or sets a condition (:data:`ALTERNATIVE`, :data:`HYPOTHETICAL`)."""
    return re.compile(words(ALTERNATIVE) + "|" + words(HYPOTHETICAL), re.IGNORECASE)
