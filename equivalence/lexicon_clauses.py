"""Cue words of a clause left unfinished, per language (data for :mod:`.cutoff`; kept apart from
:mod:`.lexicon` for size, with the same :data:`~.lexicon.Cue` shape and compiled by its helpers).

- ``DANGLING``: words a sentence cannot end on (articles, prepositions, conjunctions, copulas,
  relative words, a verb that announces a value): "... which is", "... to subtract the".
- ``MORE_WORK``: words that open a clause going on after a value, or announce work still to do ("but",
  "and now", "next", "we still need to", "let me"): the value before them was a step.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .lexicon import Cue

DANGLING: Cue = {
    "en": (
        *("the", "a", "an", "of", "to", "for", "from", "with", "by", "at", "in", "on", "into", "than", "as"),
        *("and", "or", "but", "nor", "so", "because", "since", "if", "when", "while", "which", "that", "whose"),
        *("is", "are", "was", "were", "be", "equals", "gives", "get", "obtain", "yields", "becomes", "we", "our"),
        *("computing", "evaluating", "checking", "determining", "calculating"),  # a verb left without its object
    ),
    "fr": (
        "le",
        "la",
        "les",
        "de",
        "du",
        "des",
        "et",
        "est",
        "que",
        "qui",
        "pour",
        "avec",
        "donc",
        "nous",
        "obtenons",
        "mais",
    ),
    "es": ("el", "la", "los", "las", "de", "del", "y", "es", "que", "para", "con", "por", "obtenemos", "pero"),
    "pt": ("o", "os", "as", "de", "do", "da", "e", "é", "que", "para", "com", "por", "obtemos", "mas"),
    "de": (
        "der",
        "die",
        "das",
        "den",
        "dem",
        "und",
        "ist",
        "zu",
        "von",
        "mit",
        "wir",
        "erhalten",
        "dass",
        "weil",
        "aber",
    ),
    "it": ("il", "lo", "gli", "di", "del", "della", "e", "è", "che", "per", "con", "otteniamo", "ma"),
    "ru": (
        "и",
        "в",
        "на",
        "что",
        "это",
        "как",
        "с",
        "по",
        "к",
        "получаем",
        "равно",
        "но",
        "когда",
        "где",
        "если",
        "чтобы",
    ),
    "id": ("dan", "yang", "dari", "untuk", "dengan", "adalah", "kita", "peroleh"),
    "tr": ("ve", "ile", "için", "bu"),
    "vi": ("và", "của", "là", "ta", "được"),
}

MORE_WORK: Cue = {
    "en": (
        r"^\W*(?:but|and|now|next|then|however)\b",
        r"\b(?:still|also)\s+(?:need|have)\s+to\b",
        r"\b(?:we|I)\s+(?:need|have|must)\s+to\b",
        r"\b(?:we|I)\s+(?:must|should)\s+(?:still\s+|also\s+|first\s+)?(?:check|verify|rule|confirm|test|examine)\b",
        r"\blet\s+me\b",
        r"\blet's\b",
        r"\bremains?\s+to\b",
    ),
    "fr": (r"^\W*(?:mais|et|ensuite|puis)\b", r"\bil\s+reste\s+à\b", r"\bnous\s+devons\b"),
    "es": (r"^\W*(?:pero|y|ahora|luego)\b", r"\btodavía\s+(?:hay|tenemos)\s+que\b", r"\bfalta\b"),
    "pt": (r"^\W*(?:mas|e|agora|depois)\b", r"\bainda\s+(?:precisamos|temos)\b"),
    "de": (r"^\W*(?:aber|und|jetzt|nun|dann)\b", r"\bmüssen\s+wir\s+noch\b", r"\bnoch\b"),
    "ru": (r"^\W*(?:но|и|теперь|затем)\b", r"\bещё\s+нужно\b", r"\bосталось\b"),
    "id": (r"^\W*(?:tetapi|dan|sekarang|lalu)\b", r"\bmasih\s+perlu\b"),
    "zh": ("但", "但是", "还需要", "接下来", "然后"),
    "ja": ("しかし", "次に", "まだ"),
    "ko": (r"^\W*(?:하지만|이제|다음으로|그리고)(?=\s|$)",),
    "hi": (r"^\W*(?:अब|फिर|लेकिन|परंतु|और|इसके\s+बाद)(?=\s|$)",),
    "bn": (r"^\W*(?:এখন|তারপর|কিন্তু|এবং)(?=\s|$)",),
    "ar": (r"^\W*(?:الآن|ثم|لكن|بعد\s+ذلك)(?=\s|$)",),
    "fa": (r"^\W*(?:اکنون|حالا|سپس|اما)(?=\s|$)",),
    "vi": (r"^\W*(?:nhưng|bây\s+giờ|tiếp\s+theo|sau\s+đó)(?=\s|$)",),
    "tr": (r"^\W*(?:ama|şimdi|sonra|ardından)(?=\s|$)",),
    "it": (r"^\W*(?:ma|ora|poi|quindi\s+dobbiamo)(?=\s|$)",),
}

ERROR: Cue = {  # a word that says what came before was wrong ("I made an arithmetic slip; ...": not "correction to the add-on")
    "en": (
        *("mistake", "mistaken", "error", "wrong", "incorrect", "slip", "typo", "oops", "retract"),
        *(r"miscalculat\w*", r"miscount\w*"),
    ),
    "fr": ("erreur", "faux", "trompé"),
    "de": ("fehler", "falsch", "verrechnet"),
    "es": ("error", r"equivoqu\w*", r"incorrect[oa]"),
    "pt": ("erro", "errado", r"incorret[oa]"),
    "it": ("errore", "sbagliato"),
    "ru": (r"ошиб\w*", r"неверн\w*"),
    "id": ("salah", "kesalahan"),
    "tr": ("hata", "yanlış"),
    "vi": ("sai", "nhầm"),
    "zh": ("错", "錯", "不对", "不對"),
    "ja": ("間違", "誤り"),
    "ko": ("틀렸", "실수", "오류"),
}

TECHNICAL_ERROR = (  # nouns after "error" that make it a quantity, not a confession ("the error term is small")
    *("term", "terms", "bound", "bounds", "function", "analysis", "estimate", "estimates", "margin", "bar", "bars"),
    *("rate", "rates", "propagation", "tolerance", "budget", "probability"),
)

EXPLANATION: Cue = {  # a label that opens an explanation of an answer already given ("Explanation: ...")
    "en": (
        *("explanation", "reasoning", "reason", "justification", "why", "rationale", "derivation", "proof"),
        *("verification", "check", r"here's\s+why", r"here\s+is\s+why", "note", "remark", "aside"),
    ),
    "fr": ("explication", "justification", "raisonnement", "vérification", "remarque", "note"),
    "de": ("erklärung", "begründung", "herleitung", "probe", "überprüfung", "anmerkung", "hinweis"),
    "es": ("explicación", "justificación", "razonamiento", "verificación", "comprobación", "nota"),
    "pt": ("explicação", "justificativa", "justificação", "raciocínio", "verificação", "nota", "observação"),
    "it": ("spiegazione", "giustificazione", "ragionamento", "verifica", "nota"),
    "ru": ("объяснение", "пояснение", "обоснование", "проверка", "примечание", "замечание"),
    "id": ("penjelasan", "alasan", "pembuktian", "verifikasi"),
    "tr": ("açıklama", "gerekçe", "doğrulama"),
    "vi": ("giải thích", "lý do", "kiểm tra"),
    "zh": ("解释", "解釋", "理由", "说明", "說明", "验证", "驗證"),
    "ja": ("説明", "解説", "理由", "検証"),
    "ko": ("설명", "이유", "검증"),
}

EXPLAINS: Cue = {  # a sentence that opens an explanation of an answer just given ("Here is a more detailed explanation.")
    "en": (
        r"here(?:\s+is|'s|’s)\s+(?:an?\s+|the\s+|my\s+)?(?:(?:more|bit|little|quick|brief|short|full|fuller|complete|detailed"
        r"|step-by-step|longer|deeper|careful|clearer)\s+){0,3}(?:explanation|derivation|reasoning|justification|breakdown"
        r"|walk-?through|proof|working)",
        r"here(?:\s+is|'s|’s)\s+(?:why|how\b)",
        r"let\s+me\s+explain",
        r"let(?:'s|’s|\s+us)\s+(?:explain|see\s+why)",
        r"to\s+explain(?:\s+in\s+(?:more\s+)?detail)?\s*[:,]",
        r"in\s+more\s+detail\s*[:,]",
    ),
    "fr": (
        r"voici\s+(?:une\s+|l['’]\s*|le\s+)?(?:\w+\s+){0,2}(?:explication|justification|raisonnement|détail)",
        r"voici\s+pourquoi",
        r"laissez-moi\s+(?:vous\s+)?expliquer",
        r"je\s+m['’]explique",
    ),
    "de": (
        r"hier\s+(?:ist|folgt)\s+(?:eine\s+|die\s+)?(?:\w+\s+){0,2}(?:erklärung|begründung|herleitung)",
        r"hier\s+ist\s+(?:der\s+grund|warum)",
        r"lass(?:en\s+sie)?\s+mich\s+(?:das\s+)?erklären",
        r"zur\s+erklärung\s*:",
    ),
    "es": (
        r"(?:aquí|he\s+aquí)\s+(?:está\s+|tienes\s+|va\s+)?(?:una|la)\s+(?:\w+\s+){0,2}(?:explicación|justificación)",
        r"(?:aquí|he\s+aquí)\s+(?:está\s+|tienes\s+)?(?:el\s+)?(?:por\s*qué|porqué|motivo)",
        r"déjame\s+explicar(?:lo|te)?",
        r"te\s+explico",
    ),
    "pt": (
        r"(?:aqui\s+está|eis)\s+(?:uma|a)\s+(?:\w+\s+){0,2}(?:explicação|justificativa)",
        r"(?:aqui\s+está|eis)\s+o\s+(?:porquê|motivo)",
        r"deixe-me\s+explicar",
        r"vou\s+explicar",
    ),
    "it": (r"ecco\s+(?:una|la)\s+(?:\w+\s+){0,2}spiegazione", r"ecco\s+perché", r"lascia(?:te)?mi\s+spiegare"),
    "nl": (
        r"hier\s+is\s+(?:een\s+|de\s+)?(?:\w+\s+){0,2}uitleg",
        r"hier\s+is\s+waarom",
        r"laat\s+me\s+(?:het\s+)?uitleggen",
    ),
    "ru": (
        r"вот\s+(?:\w+\s+){0,2}(?:объяснение|обоснование|пояснение)",
        r"вот\s+почему",
        r"позвольте\s+(?:мне\s+)?объяснить",
        r"объясню\s+подробнее",
    ),
    "uk": (r"ось\s+(?:\w+\s+){0,2}(?:пояснення|обґрунтування)", r"ось\s+чому", r"дозвольте\s+пояснити"),
    "pl": (r"oto\s+(?:\w+\s+){0,2}(?:wyjaśnienie|uzasadnienie)", r"oto\s+dlaczego", r"pozwól(?:cie)?\s+mi\s+wyjaśnić"),
    "tr": (r"işte\s+(?:\w+\s+){0,2}(?:açıklama|nedeni)", r"açıklayayım"),
    "id": (
        r"berikut\s+(?:adalah\s+|ini\s+)?(?:\w+\s+){0,2}penjelasan",
        r"inilah\s+alasannya",
        r"biar\s+saya\s+jelaskan",
    ),
    "vi": (r"dưới\s+đây\s+là\s+(?:lời\s+)?giải\s+thích", r"đây\s+là\s+lý\s+do", r"hãy\s+để\s+tôi\s+giải\s+thích"),
    "hi": (r"यहाँ\s+(?:\S+\s+){0,2}(?:व्याख्या|स्पष्टीकरण)", r"मैं\s+समझाता\s+हूँ", r"इसका\s+कारण\s+यह\s+है"),
    "bn": (r"বিস্তারিত\s+ব্যাখ্যা",),
    "fa": (r"توضیح\s+بیشتر", r"دلیلش\s+این\s+است"),
    "ar": (r"(?:و)?إليك\s+(?:\S+\s+)?(?:شرح|الشرح|السبب|التفسير)", r"دعني\s+أشرح"),
    "zh": (
        "以下是(?:更)?(?:详细|詳細)的?(?:解释|解釋|说明|說明)",
        "(?:详细|詳細)?(?:解释|解釋|说明|說明)如下",
        "原因如下",
        "理由如下",
        "下面(?:详细)?(?:解释|说明)",
    ),
    "ja": ("(?:以下に)?詳しく説明します", "詳しい説明", "理由は(?:次|以下)のとおりです", "説明します"),
    "ko": (
        "자세한\\s*설명은\\s*다음과\\s*같습니다",
        "자세히\\s*설명하겠습니다",
        "이유는\\s*다음과\\s*같습니다",
        "설명하겠습니다",
    ),
    "th": ("คำอธิบายโดยละเอียด",),
}

WITNESS: Cue = {  # a closing bracket that names examples of what a count counts ("Only one exists (namely 54).")
    "en": (r"namely", r"e\.\s?g\.", r"for\s+example", r"for\s+instance", r"such\s+as", r"i\.\s?e\."),
    "fr": (r"à\s+savoir", r"par\s+exemple", r"c['’]est-à-dire", r"notamment"),
    "de": (r"nämlich", r"z\.\s?b\.", r"zum\s+beispiel", r"d\.\s?h\."),
    "es": (r"a\s+saber", r"por\s+ejemplo", r"es\s+decir"),
    "pt": (r"a\s+saber", r"por\s+exemplo", r"ou\s+seja"),
    "it": (r"cioè", r"ad\s+esempio", r"ossia", r"ovvero"),
    "nl": (r"namelijk", r"bijvoorbeeld"),
    "pl": (r"mianowicie", r"na\s+przykład"),
    "ru": (r"а\s+именно", r"например", r"то\s+есть"),
    "zh": (r"即", r"例如", r"比如"),
    "ja": (r"すなわち", r"例えば", r"つまり"),
}

CHECK: Cue = {  # words that open a closing paragraph checking an answer already stated ("Let's verify: ...")
    "en": (
        r"let(?:'s|\s+us|\s+me)\s+(?:verify|check|double-check|confirm)",
        r"(?:verification|check|verify|verifying|checking|double-check|sanity\s+check)\b",
        r"(?:quick|final|sanity|a\s+quick)\s+check\b",
        r"as\s+a\s+(?:quick\s+)?check\b",
        r"(?:plugging|substituting)\s+(?:\S+\s+){0,4}?back\b",
        r"to\s+(?:verify|check|confirm)\b",
    ),
    "fr": (r"vérifi\w*", r"vérifions\b"),
    "de": (r"probe\b", r"überprüf\w*", r"prüfen\s+wir\b", r"kontrolle\b"),
    "es": (r"comprob\w*", r"verifi\w*"),
    "pt": (r"verifi\w*", r"conferindo\b"),
    "ru": (r"проверка\b", r"проверим\b", r"проверяем\b"),
    "zh": ("验证", "驗證", "检验", "檢驗", "检查"),
    "ja": ("検算", "確認", "検証"),
    "ko": ("검산", "검증", "확인"),
}
