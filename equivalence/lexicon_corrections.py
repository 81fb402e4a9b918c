"""The lexicon's cues that correct or take back an answer, per language (part of :mod:`.lexicon`,
which re-exports them; kept in a module of their own for size). Data only: the readers compile them.

``SELF_CORRECTION`` (with ``SELF_CORRECTION_PHRASES``): a word that says a statement replaces an
earlier one; ``RETRACTION_OPENING`` / ``RETRACTION``: a sentence (or a phrase anywhere) that takes
back an earlier answer ("Wait, I made a mistake"); ``TAKEN_BACK``: a closing sentence that takes
back every answer before it ("I cannot give a final answer").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .lexicon import Cue

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
        r"correct(?:ing|ed)?",
        "edit",
        r"re-?reading",
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
    "it": ("aspetta", "errore", r"sbagliat[oa]", r"in\s+realtà", "correzione"),
    "uk": (r"зачекай\w*", r"помил\w*", "неправильно", "насправді"),
    "pl": ("czekaj", "błąd", "błędnie", "właściwie", "poprawka"),
    "nl": ("wacht", "fout", "eigenlijk", "correctie"),
    "tr": ("bekle", "hata", "yanlış", "aslında", "düzeltme"),
    "id": ("tunggu", "salah", "kesalahan", "sebenarnya", "koreksi"),
    "vi": ("khoan", "nhầm", r"thực\s+ra"),
    "ar": ("انتظر", "خطأ", "تصحيح", r"في\s+الواقع"),
    "hi": ("गलती", "सुधार", "दरअसल"),
    "bn": ("ভুল", "আসলে", "সংশোধন"),
    "fa": ("اشتباه", r"در\s+واقع", "اصلاح"),
    "th": ("เดี๋ยว", "ผิด", "ที่จริง", "แก้ไข"),
}
SELF_CORRECTION_PHRASES: Cue = {"en": (r"should[ \t]+be",)}  # matched without word bounds

RETRACTION_OPENING: Cue = {  # a word that opens a sentence taking back an earlier answer ("Wait, ...")
    "en": ("wait", "oops", "hmm", r"hold\s+on"),
    "fr": ("attends", "attendez"),
    "de": ("warte", "moment"),
    "es": ("espera", "espere"),
    "pt": ("espera", "espere", "opa"),
    "it": ("aspetta", "aspetti", r"un\s+momento"),
    "ru": ("подожди", "подождите", "стоп"),
    "uk": ("зачекай", "зачекайте", "стоп"),
    "pl": ("czekaj", "chwila", "zaraz"),
    "nl": ("wacht",),
    "tr": ("bekle", "bekleyin", r"bir\s+dakika"),
    "id": ("tunggu", "sebentar"),
    "vi": (r"khoan(?:\s+đã)?", r"chờ\s+đã", r"đợi\s+đã"),
    "ar": ("انتظر", "مهلا", "مهلاً"),
    "fa": (r"صبر\s+کنید", r"صبر\s+کن"),
}
RETRACTION: Cue = {  # a phrase anywhere that takes back an earlier answer (not "no rounding error")
    "en": (
        r"\bI\s+(?:made|have\s+made)\s+(?:a|an)\s+(?:\w+\s+)?(?:mistake|error|slip|blunder|miscalculation)",
        r"\b(?:that|this|it)\s+(?:is|was|'s)\s+(?:wrong|incorrect|not\s+right)",
        r"\bI\s+(?:miscounted|double[- ]counted|overcounted|counted\s+[^.]{0,40}?\s+twice)",
        r"\blet\s+me\s+(?:recount|redo|recompute|re-?check|correct|fix)\b",
        r"\bI\s+(?:miscalculated|miscomputed|misread|messed\s+up|was\s+wrong|got\s+(?:it|this|that)\s+wrong)\b",
        r"\bI\s+need\s+to\s+(?:correct|fix|redo)\b",
        r"\bmy\s+(?:mistake|error|bad)(?=\s*(?:[.!,;:]|$))",  # "My mistake." (not "my error bound")
        r"\bscratch\s+that\b",
        r"\bno,?\s+wait\b",  # "The answer is (D)... no wait, ..."
        r"\bI\s+mis-?(?:simplified|applied|used|wrote|typed|copied|stated|added|multiplied|factored)\b",
        r"\bon\s+second\s+thought\b",
        r"\bcorrection\s*:",
        r"\b(?:boxed\s+)?(?:value|answer|box|result)\s+(?:above\s+)?(?:is|was)\s+(?:wrong|incorrect)\b",
    ),
    "zh": ("等等", "等一下", "更正", r"我(?:算|搞|弄)错了"),
    "ja": ("待って", r"計算ミス", r"間違え(?:ました|た)"),
    "ko": (r"잠깐(?:만)?(?=[\s,.!])", r"실수(?:를)?\s*(?:했|하였)"),
    "fr": (r"\bje\s+me\s+suis\s+tromp[ée]", r"\bj['’]ai\s+fait\s+une\s+erreur", r"\bc['’]est\s+(?:faux|incorrect)\b"),
    "es": (r"\bme\s+equivoqu[ée]", r"\bcometí\s+un\s+error", r"\beso\s+(?:es|está)\s+(?:mal|incorrecto)\b"),
    "pt": (r"\bcometi\s+um\s+erro", r"\bme\s+enganei", r"\bisso\s+está\s+(?:errado|incorreto)\b"),
    "de": (r"\bich\s+habe\s+(?:mich\s+verrechnet|einen\s+Fehler\s+gemacht)", r"\bdas\s+ist\s+falsch\b"),
    "it": (r"\bho\s+(?:fatto|commesso)\s+un\s+errore", r"\bmi\s+sono\s+sbagliat[oa]", r"\bè\s+sbagliat[oa]\b"),
    "ru": (r"\bя\s+ошиб(?:ся|лась)", r"\b(?:это|здесь)\s+неверно\b"),
    "uk": (r"\bя\s+помили(?:вся|лася)", r"\bце\s+неправильно\b"),
    "pl": (r"\bpopełnił(?:em|am)\s+błąd", r"\bpomylił(?:em|am)\s+się", r"\bto\s+(?:jest\s+)?(?:źle|błędne)\b"),
    "nl": (
        r"\bik\s+heb\s+(?:een\s+)?\w*fout\w*\s+gemaakt",
        r"\bik\s+heb\s+me\s+vergist",
        r"\bdat\s+is\s+(?:fout|onjuist)\b",
    ),
    "tr": (r"\bhata\s+yaptım", r"\byanlış\s+hesapladım", r"\bbu\s+yanlış\b"),
    "id": (r"\bsaya\s+(?:membuat\s+)?(?:salah|kesalahan)\b", r"\bitu\s+salah\b"),
    "vi": (r"\btôi\s+đã\s+(?:tính\s+)?(?:sai|nhầm)", r"\bđiều\s+đó\s+sai\b"),
    "ar": (r"أخطأت", r"ارتكبت\s+خطأ", r"هذا\s+خطأ"),
    "hi": (r"रुको", r"रुकिए", r"(?:मुझसे|मैंने)\s+(?:\S+\s+){0,3}गलती"),
    "bn": (r"দাঁড়াও", r"আমি\s+ভুল\s+করেছি", r"ভুল\s+হয়েছে"),
    "fa": (r"اشتباه\s+کردم", r"این\s+اشتباه\s+است"),
    "th": (r"เดี๋ยว(?:ก่อน)?", r"ค(?:\u0e33|\u0e4d\u0e32)นวณผิด"),  # ำ, or as NFKC writes it
}

TAKEN_BACK: Cue = {  # a closing sentence that takes back every answer before it: the response states none
    "en": (
        r"\bI\s+retract\b",
        r"\bno\s+longer\s+(?:believe|trust|stand\s+by)\b",
        r"\b(?:can't|can’t|cannot|can\s+not|won't|won’t|will\s+not|unable\s+to|not\s+able\s+to)\s+(?:give|provide|state|commit\s+to)\s+"
        r"(?:a\s+|an\s+|any\s+)?(?:final\s+|definitive\s+|confident\s+|reliable\s+)?answer\b",
        r"\b(?:can't|can’t|cannot|can\s+not)\s+rule\s+(?:either|any|one)\s+(?:of\s+them\s+)?out\b",
        r"\bnot\s+sure\s+which\s+(?:one|of\s+(?:them|these|the\s+two))\b",
        r"\bI\s+(?:don't|don’t|do\s+not)\s+have\s+(?:a\s+)?(?:confirmed|final|definitive|verified)\s+answer\b",
        r"\blet\s+me\s+know\s+(?:which|whether)\b",  # a question sent back instead of an answer
        r"\blet\s+me\s+know\b[^.!?\n]{0,60}?\b(?:and|then)\s+I(?:'ll|’ll|\s+will|\s+can)\s+"
        r"(?:finish|complete|continue|finali[sz]e|give|state)\b",
        r"\b(?:please|could\s+you|can\s+you)\s+clarify\b",
        r"\bI(?:'ll|’ll|\s+will)?\s+(?:give|offer|list|leave|keep)\s+(?:you\s+)?both\b",  # two answers, none chosen
        r"(?:\$[^$\n]{1,60}\$|\b\d[\d.,/]*|(?:\b\d{1,6})?\\[dt]?frac\{[^{}\n]{1,30}\}\{[^{}\n]{1,30}\})\s+(?:is|seems|looks)\s+(?:also|equally)\s+(?:plausible|likely|defensible|possible)\b",
        r"\bboth\s+(?:answers\s+|values\s+|readings\s+|options\s+)?(?:are|seem|look)\s+(?:possible|plausible|valid)\b",
        r"\b(?:can't|can’t|cannot|can\s+not)\s+decide\b",
    ),
    "fr": (
        r"\bje\s+ne\s+(?:peux|sais)\s+pas\s+(?:décider|trancher|lequel)",
        r"\bje\s+retire\s+(?:cette|ma)\s+réponse\b",
        r"\bje\s+ne\s+peux\s+pas\s+(?:donner|fournir)\s+(?:de|une)\s+réponse\s+(?:finale|définitive)",
    ),
    "es": (
        r"\bno\s+(?:puedo\s+decidir|sé\s+cu[aá]l)",
        r"\bretiro\s+(?:esta|mi)\s+respuesta\b",
        r"\bno\s+puedo\s+(?:dar|ofrecer)\s+una\s+respuesta\s+(?:final|definitiva)",
    ),
    "de": (
        r"\bich\s+kann\s+mich\s+nicht\s+(?:festlegen|entscheiden)",
        r"\bziehe\s+(?:diese|meine)\s+Antwort\s+zurück\b",
        r"\bkann\s+(?:ich\s+)?keine\s+(?:endgültige|sichere)\s+Antwort\s+geben",
    ),
    "pt": (
        r"\bnão\s+(?:consigo\s+decidir|sei\s+qual)",
        r"\bretiro\s+(?:esta|minha)\s+resposta\b",
        r"\bnão\s+(?:posso|consigo)\s+(?:dar|fornecer)\s+uma\s+resposta\s+(?:final|definitiva)",
    ),
    "it": (
        r"\bnon\s+riesco\s+a\s+decidere",
        r"\britiro\s+(?:questa|la\s+mia)\s+risposta\b",
        r"\bnon\s+posso\s+dare\s+una\s+risposta\s+(?:finale|definitiva)",
    ),
    "ru": (
        r"\bне\s+могу\s+(?:решить|выбрать)",
        r"\bне\s+могу\s+дать\s+(?:окончательн|точн|определённ|определенн)\w*\s+ответ",
        r"\bберу\s+(?:свой|этот)\s+ответ\s+назад",
    ),
    "uk": (r"\bне\s+можу\s+дати\s+(?:остаточн|точн)\w*\s+відповід",),
    "pl": (r"\bnie\s+mogę\s+(?:jednak\s+)?podać\s+ostatecznej\s+odpowiedzi", r"\bwycofuję\s+(?:tę|moją)\s+odpowiedź"),
    "nl": (r"\bkan\s+(?:\w+\s+){0,2}geen\s+(?:definitief|sluitend|eenduidig)\s+antwoord\s+geven",),
    "tr": (r"\b(?:kesin|nihai)\s+bir\s+(?:cevap|yanıt)\s+veremiyorum",),
    "id": (r"\btidak\s+dapat\s+memberikan\s+jawaban\s+(?:akhir|pasti)",),
    "vi": (
        r"(?<=,)\s*tôi\s+không\s+chắc",
        r"\bkhông\s+thể\s+đưa\s+ra\s+đáp\s+án\s+(?:cuối\s+cùng|chắc\s+chắn)",
    ),
    "zh": (
        r"(?<=[,、])\s*(?:无法确定|不能确定|无法判断)",
        r"(?:无法|不能)给出(?:最终|确定)?的?答案",
        r"我收回(?:这个|我的)?答案",
    ),
    "ja": (
        r"決めきれません",
        r"答えを(?:確定|特定)(?:する(?:こと)?が)?できません",
    ),
    "ko": (
        r"결정할\s*수\s*없",
        r"답을\s*(?:확정|제시)할\s*수\s*없",
    ),
    "ar": (
        r"لا\s+أستطيع\s+الجزم",
        r"لا\s+أستطيع\s+(?:تقديم|إعطاء)\s+إجابة\s+(?:نهائية|قاطعة)",
        r"لست\s+متأكد\S*\s+(?:من\s+)?أي",
    ),
    "hi": (r"अंतिम\s+उत्तर\s+नहीं\s+दे\s+सकता", r"निश्चित\s+(?:रूप\s+से\s+)?नहीं\s+कह\s+सकत"),
    "bn": (r"চূড়ান্ত\s+উত্তর\s+দিতে\s+পারছি\s+না",),
    "fa": (r"نمی[\s\u200c]*توانم\s+پاسخ\s+(?:نهایی|قطعی)\s+(?:بدهم|دهم)",),
    "th": (r"ไม่สามารถให้ค(?:\u0e33|\u0e4d\u0e32)ตอบ(?:สุดท้าย|ที่แน่นอน)ได้",),
}

INTERMEDIATE: Cue = {  # a word that calls a boxed value a step of the work, not the answer ("the intermediate sum")
    "en": (
        "intermediate",
        r"partial\s+(?:result|sum|total|answer|value)",
        r"(?:first|one)\s+part\s+of\s+the\s+computation",
    ),
    "fr": (r"interm[ée]diaire",),
    "es": (r"intermedi[oa]",),
    "pt": (r"intermedi[áa]ri[oa]",),
    "it": (r"intermedi[oa]",),
    "de": (r"Zwischen(?:ergebnis|wert|summe|größe)",),
    "ru": (r"промежуточн\w*",),
    "uk": (r"проміжн\w*",),
    "vi": (r"trung\s+gian",),
    "ar": ("الوسيطة", "الوسيط"),
    "hi": ("मध्यवर्ती",),
    "zh": ("中间", "中間"),
    "ja": ("中間",),
    "ko": ("중간",),
}
ALTERNATIVE_LABEL: Cue = {  # a numbered label of one of parallel alternatives ("Reading 1:" / "Reading 2:"), plain words
    "en": ("reading", "interpretation", "case", "option", "possibility", "scenario", "approach", "method", "answer")
    + ("candidate", "version", "alternative"),
    "fr": ("lecture", "interprétation", "cas", "option", "possibilité", "méthode", "réponse"),
    "es": ("lectura", "interpretación", "caso", "opción", "posibilidad", "método", "respuesta"),
    "de": ("lesart", "interpretation", "fall", "option", "möglichkeit", "methode", "antwort"),
    "pt": ("leitura", "interpretação", "caso", "opção", "possibilidade", "método", "resposta"),
}
CONTRAST: Cue = {  # "not {v} but": a rejected value, then the stated one; each phrase with the copula left in its place
    "en": (r"\b(is|was)\s+not\s+{v}\s*,?\s*but\s+(?:rather\s+)?",),
    "fr": (r"\bn['’](est)\s+pas\s+{v}\s*,?\s*mais\s+(?:plutôt\s+|bien\s+)?",),
    "es": (r"\bno\s+(es)\s+{v}\s*,?\s*sino\s+(?:que\s+)?",),
    "pt": (r"\bnão\s+(é)\s+{v}\s*,?\s*(?:mas|e)\s+(?:sim\s+)?",),
    "it": (r"\bnon\s+(è)\s+{v}\s*,?\s*ma\s+",),
    "de": (r"\b(ist)\s+nicht\s+{v}\s*,?\s*sondern\s+",),
    "ru": (r"(?<!\w)()не\s+{v}\s*,?\s*а\s+",),
    "zh": (r"不(是)\s*{v}\s*[,，、]?\s*而是\s*",),
    "ja": (r"(){v}\s*(?:ではなく|じゃなく)\s*[、,，]?\s*",),
    "ko": (r"(){v}\s*(?:이\(가\)|이|가)\s*아니라\s*[,，]?\s*",),
    "hi": (r"(){v}\s*नहीं\s*[,，]?\s*(?:बल्कि\s*)?",),
    "ar": (r"()ليست?\s*{v}\s*[,،]?\s*(?:بل|وإنما)\s*",),
    "vi": (r"\bkhông\s+phải\s+(là)\s+{v}\s*,?\s*mà\s+là\s+",),
    "fa": (r"(){v}\s*نیست\s*[,،]?\s*بلکه\s*",),
    "tr": (r"(){v}\s*değil\s*,\s*(?:aksine\s+)?",),
    "id": (r"\bbukan(lah)?\s+{v}\s*,?\s*(?:melainkan|tetapi|tapi)\s+",),
    "pl": (r"(?<!\w)()nie\s+{v}\s*,?\s*(?:lecz|ale|tylko)\s+",),
    "nl": (r"\b(is)\s+niet\s+{v}\s*,?\s*maar\s+",),
    "bn": (r"(){v}\s*নয়\s*[,]?\s*(?:বরং\s*)?",),
    "th": (r"()ไม่ใช่\s*{v}\s*(?:แต่(?:เป็น)?\s*)",),
}
CONTRAST_ANCHORS: Cue = {  # a substring each CONTRAST phrase of the language holds (lower case): a cheap pre-check
    "en": ("not",),
    "fr": ("pas",),
    "es": ("sino",),
    "pt": ("não",),
    "it": ("non",),
    "de": ("nicht",),
    "ru": ("не",),
    "zh": ("而是",),
    "ja": ("なく",),
    "ko": ("아니라",),
    "hi": ("नहीं",),
    "ar": ("ليس",),
    "vi": ("không phải",),
    "fa": ("نیست",),
    "tr": ("değil",),
    "id": ("bukan",),
    "pl": ("nie",),
    "nl": ("niet",),
    "bn": ("নয়",),
    "th": ("ไม่ใช่",),
}
