"""The words extraction reads, per language, in one place (adding a language = adding an entry).

Each cue is a table ``language -> words`` (regular-expression fragments, matched case-insensitively
where the script has case); :func:`alternation` compiles a cue of every language into one pattern
fragment. Nothing is compiled at import time: the readers compile their patterns on first use.

Cues (each documented where it is defined): ``ANSWER_IS`` (with ``ANSWER_ANCHORS``), ``CONCLUSION``,
``SELF_CORRECTION``, ``RETRACTION_OPENING`` / ``RETRACTION``, ``HYPOTHETICAL``, ``SUPPOSING`` / ``THAT``, ``REASON``,
``CHOICE_ARTICLE``, ``NEGATION``, ``WORK``; number words and ordinals are :data:`NUMBERS` (every language, kept in
:mod:`.lexicon_numbers` for size; :mod:`.plaintext` compiles them) and numerals of every script
Unicode calls decimal digits are read as ASCII digits (:func:`ascii_digits`).

- ``WORK``: nouns that name the response's own work ("The argument is incomplete."): a sentence about
  the work describes the response and states no answer (issue 38).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping

from .lexicon_numbers import NUMBERS, NumberWords  # noqa: F401 (the lexicon's number words, re-exported)

Cue = Mapping[str, tuple[str, ...]]

LANGUAGES = (
    *("en", "zh", "ja", "ko", "ru", "ar", "hi", "vi", "fr", "es", "de", "pt"),
    *("bn", "fa", "it", "tr", "id", "pl", "uk", "nl"),
)
UNSPACED = frozenset({"zh", "ja", "ko"})  # words glue to their neighbours: matched without word bounds

SCRIPTS: Mapping[str, str] = {  # letters only this language of LANGUAGES writes (a character class), checked in order
    "ja": "\u3040-\u30ff",  # kana (a Japanese text also writes kanji)
    "ko": "\uac00-\ud7af\u1100-\u11ff",  # hangul
    "zh": "\u4e00-\u9fff\u3400-\u4dbf",  # CJK ideographs without kana
    "ru": "\u0400-\u04ff",  # Cyrillic
    "ar": "\u0600-\u06ff",  # Arabic
    "hi": "\u0900-\u097f",  # Devanagari
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
        r"(?:最终|最後|最后|最終的な|所以|因此|故|则|則|正确|正確|正しい)?(?:答案|答え|解答|正解|回答)\s*(?:应该|應該)?\s*(?:是|为|為|は|：|:)",
        r"(?:故|所以|因此|综上|綜上)\s*(?:应|應)?选\s*(?:[：:]|(?=[A-E]))",  # "故选：C", "故选C"
        r"【\s*(?:最终|最終)?(?:答案|答え|答)\s*】[ \t]*[：:]?",  # a label in lenticular brackets: "【答】 45"
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
    "tr": (r"\b(?:(?:son|doğru)\s+)?(?:cevap|yanıt)(?:ımız|ı)?\s*:",),
    "id": (r"\bjawaban(?:nya)?(?:\s+(?:akhir(?:nya)?|yang\s+benar))?\s*(?:\badalah\b|:)",),
    "pl": (r"\b(?:(?:ostateczna|poprawna|prawidłowa)\s+)?odpowiedź\s*(?:\bto\b|\bwynosi\b|:)",),
    "uk": (r"(?:(?:остаточна|правильна)\s+)?відповідь\s*(?:дорівнює|буде|:|—)",),
    "nl": (r"\b(?:het\s+)?(?:(?:uiteindelijke|juiste)\s+)?antwoord\s*(?:\bis\b|:)",),
}
ANSWER_ANCHORS: Cue = {  # a substring every ANSWER_IS phrase of the language holds (lower case): a cheap pre-check
    "zh": ("答", "选", "解答", "正解", "回答"),
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
    "nl": ("dus", "daarom"),
    "tr": ("dolayısıyla", r"bu\s+nedenle", "yani"),
    "id": ("jadi", "maka", r"dengan\s+demikian"),
    "vi": ("vậy", r"do\s+đó", r"vì\s+vậy", r"như\s+vậy"),
    "ar": ("إذن", "إذًا", "لذلك", "وبالتالي"),
    "fa": ("بنابراین", "پس"),
    "hi": ("इसलिए", "अतः"),
    "bn": ("সুতরাং", "অতএব", "তাই"),
    "zh": ("所以", "因此", "综上", "综上所述", "因而", "于是"),
    "ja": ("したがって", "よって", "ゆえに", "従って", "つまり"),
    "ko": ("따라서", "그러므로", "그래서", "결론적으로"),
}

SELF_CORRECTION: Cue = {  # a word that says a statement replaces an earlier one
    "en": (
        "wait",
        "hmm",
        "oops",
        "sorry",
        "actually",
        "instead",
        "mistake",
        "mistaken",
        "error",
        "wrong",
        "incorrect",
        "slip",
        "correction",
        r"recheck(?:ing)?",
        r"re-check(?:ing)?",
        "correct",
        "real",
        "right",
        "true",
    ),
    "fr": ("attends", "attendez", "faux", "erreur", "trompé", r"en\s+fait", "plutôt"),
    "de": ("moment", "falsch", "fehler", "eigentlich", "korrektur"),
    "es": ("espera", r"equivoqu\w*", "incorrect[oa]", r"en\s+realidad"),
    "pt": ("errado", "erro", r"na\s+verdade"),
    "ru": (r"подожди\w*", r"ошиб\w*", r"неверн\w*", r"на\s+самом\s+деле"),
    "zh": ("等等", "等一下", "错", "錯", "不对", "不對", "其实", "其實", "更正"),
    "ja": ("待って", "間違", "実は"),
    "ko": ("잠깐", "틀렸", "실수"),
}
SELF_CORRECTION_PHRASES: Cue = {"en": (r"should[ \t]+be",)}  # matched without word bounds

RETRACTION_OPENING: Cue = {  # a word that opens a sentence taking back an earlier answer ("Wait, ...")
    "en": ("wait", "oops", "hmm", r"hold\s+on"),
    "fr": ("attends", "attendez"),
    "de": ("warte", "moment"),
    "es": ("espera", "espere"),
}
RETRACTION: Cue = {  # a phrase anywhere that takes back an earlier answer (not "no rounding error")
    "en": (
        r"\bI\s+(?:made|have\s+made)\s+(?:a|an)\s+(?:\w+\s+)?(?:mistake|error)",
        r"\b(?:that|this|it)\s+(?:is|was|'s)\s+(?:wrong|incorrect|not\s+right)",
        r"\bI\s+(?:miscounted|double[- ]counted|overcounted|counted\s+[^.]{0,40}?\s+twice)",
        r"\blet\s+me\s+(?:recount|redo|recompute|re-?check|correct)\b",
    ),
    "zh": ("等等", "等一下", "更正"),
}

HYPOTHETICAL: Cue = {  # a condition: a statement under it is no answer ("If we had counted twice, ...")
    "en": ("if", "suppose", "supposing", "assuming", "assume", "whether", "unless", "would"),
    "fr": ("si",),
    "de": ("wenn", "falls", "würde"),
    "ru": ("если",),
    "zh": ("如果", "假如", "若"),
    "ja": ("もし",),
    "ko": ("만약",),
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
    ),
    "fr": ("car", "puisque", "lorsque", "quand", r"parce\s+qu", r"atteinte?s?\s+(?:en|pour)"),
    "es": ("porque", r"ya\s+que", "cuando", "donde", r"alcanzad[oa]\s+en"),
    "de": ("weil", "wenn", "wobei", r"erreicht\s+bei"),
    "pt": ("pois", "quando", r"atingid[oa]\s+em"),
}

ALTERNATIVE: Cue = {  # "or" between two stated values: both are the statement (a hedge, or a list of solutions)
    "en": ("or", "either", r"or\s+possibly", r"or\s+maybe", r"or\s+perhaps"),
    "fr": ("ou",),
    "es": ("o",),
    "de": ("oder",),
    "pt": ("ou",),
    "ru": ("или",),
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
}

TAKEN_BACK: Cue = {  # a closing sentence that takes back every answer before it: the response states none
    "en": (
        r"\bI\s+retract\b",
        r"\bno\s+longer\s+(?:believe|trust|stand\s+by)\b",
        r"\b(?:can't|can’t|cannot|can\s+not|unable\s+to|not\s+able\s+to)\s+(?:give|provide|state|commit\s+to)\s+"
        r"(?:a\s+|an\s+|any\s+)?(?:final\s+|definitive\s+|confident\s+|reliable\s+)?answer\b",
        r"\b(?:can't|can’t|cannot|can\s+not)\s+rule\s+(?:either|any|one)\s+(?:of\s+them\s+)?out\b",
        r"\bnot\s+sure\s+which\s+(?:one|of\s+(?:them|these|the\s+two))\b",
    ),
    "fr": (r"\bje\s+retire\s+(?:cette|ma)\s+réponse\b",),
    "es": (r"\bretiro\s+(?:esta|mi)\s+respuesta\b",),
    "de": (r"\bziehe\s+(?:diese|meine)\s+Antwort\s+zurück\b",),
}

CLAIM: Cue = {  # a word that claims the choice letter ending a sentence ("I'd go with C.", "o valor procurado é A.")
    "en": ("is", r"it'?s", "be", "choose", "pick", "select", "with", "answer", "option", "choice"),
    "fr": ("est", "choisis", "choisir", "réponse", "option"),
    "es": ("es", "elijo", "respuesta", "opción"),
    "pt": ("é", "escolho", "resposta", "opção"),
    "de": ("ist", "wähle", "Antwort", "Option"),
}

CHOICE_ARTICLE: Cue = {  # an article between the claim and its letter ("la correcta es la B", "é a D")
    "en": ("the",),
    "fr": ("la", "le"),
    "es": ("la", "el"),
    "pt": ("a", "o"),
    "de": ("die", "der"),
}

ANSWER_WORDS: Mapping[str, Mapping[str, str]] = {  # a whole answer that is one of these words, in English
    "fr": {"oui": "yes", "non": "no", "vrai": "true", "vraie": "true", "faux": "false", "fausse": "false"},
    "es": {"sí": "yes", "si": "yes", "verdadero": "true", "verdadera": "true", "falso": "false", "falsa": "false"},
    "pt": {
        "sim": "yes",
        "não": "no",
        "nao": "no",
        "verdadeiro": "true",
        "verdadeira": "true",
        "falso": "false",
        "falsa": "false",
    },
    "de": {"ja": "yes", "nein": "no", "wahr": "true", "falsch": "false"},
    "ru": {
        "да": "yes",
        "нет": "no",
        "верно": "true",
        "неверно": "false",
        "истина": "true",
        "ложь": "false",
        "истинно": "true",
        "ложно": "false",
    },
    "vi": {"có": "yes", "không": "no", "đúng": "true", "sai": "false"},
    "zh": {"是": "yes", "否": "no", "对": "true", "錯": "false", "错": "false", "真": "true", "假": "false"},
    "ja": {"はい": "yes", "いいえ": "no", "真": "true", "偽": "false"},
    "ko": {"예": "yes", "네": "yes", "아니요": "no", "아니오": "no", "참": "true", "거짓": "false"},
    "ar": {
        "نعم": "yes",
        "لا": "no",
        "صحيح": "true",
        "صحيحة": "true",
        "خطأ": "false",
        "خاطئة": "false",
        "خاطئ": "false",
    },
    "hi": {"हाँ": "yes", "हां": "yes", "नहीं": "no", "सत्य": "true", "असत्य": "false"},
    "it": {"sì": "yes", "vero": "true", "vera": "true", "falso": "false", "falsa": "false"},
}


def in_english(word: str) -> str | None:
    """The English of a one-word answer of another language (:data:`ANSWER_WORDS`), else None."""
    key = word.strip().strip(".!。").casefold()
    return next((table[key] for table in ANSWER_WORDS.values() if key in table), None)


NEGATION: Cue = {"en": ("not", "never", "no")}  # "It can't be A." states nothing
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
    :func:`unicodedata.decimal`) written as its ASCII digit: "٤٢" and "४२" read as "42".
    """
    if text.isascii():
        return text
    return _OTHER_DIGIT.sub(lambda m: str(unicodedata.decimal(m.group(0))), text)
