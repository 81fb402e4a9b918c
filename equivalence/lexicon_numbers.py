"""The lexicon's number words and ordinals, per language (part of :mod:`.lexicon`, which merges
:data:`NUMBERS_FIRST` and :data:`.lexicon_numbers_added.NUMBERS_ADDED` into its ``NUMBERS``; kept in
modules of their own for size). Data only: :mod:`.plaintext` compiles it.

Each :class:`NumberWords` entry holds a language's words with their values: ``units`` add their value
(zero to nineteen, the tens, and any word that is one number: "quatre-vingts", "veintiuno"),
``scales`` multiply what came before them (hundred, thousand, million; the Chinese 十 too), ``joiners``
stand between parts ("and", "et", "y", "und", "و"), ``minus`` opens a negative number, ``ordinals``
name a fraction's denominator ("third", "quart", "Viertel"; plural forms listed), ``one`` the words
that say one before a denominator only ("a third"), and ``fraction`` how a fraction is written:
``"{n} {d}"`` (a numerator, then an ordinal ``{d}``) or a pattern with a cardinal denominator ``{c}``
(``"{c}分之{n}"``, "ba phần tư"). ``glued``: the words of a number may be written without a space
between them ("einundzwanzig", "三十五", "وعشرون"). ``bare_scales``: a scale may open a number ("十五",
"cent vingt", "сто"). ``ambiguous``: words that are also everyday words (of English, or of the
language itself: "năm" is also "year"): in prose such a word alone is not read as a number.
Adding a language is adding an entry (here or in :mod:`.lexicon_numbers_added`) and its code to
:data:`.lexicon.LANGUAGES`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Mapping


@dataclass(frozen=True)
class NumberWords:
    """One language's number words (see the module docstring)."""

    units: Mapping[str, int]
    scales: Mapping[str, int]
    joiners: tuple[str, ...] = ()
    minus: tuple[str, ...] = ()
    ordinals: Mapping[str, int] = field(default_factory=dict)
    one: tuple[str, ...] = ()
    fraction: str = "{n} {d}"
    glued: bool = False
    bare_scales: bool = False
    ambiguous: frozenset[str] = frozenset()


def _counting(words: str, start: int = 0) -> dict[str, int]:
    """``words`` (space-separated; alternatives joined by "/") numbered from ``start``."""
    return {w: start + i for i, group in enumerate(words.split()) for w in group.split("/") if w != "_"}


def _tens(words: str) -> dict[str, int]:
    """``words`` for twenty, thirty, ... ninety (alternatives joined by "/")."""
    return {w: 10 * (i + 2) for i, group in enumerate(words.split()) for w in group.split("/")}


def _plural(words: Mapping[str, int], *endings: str) -> dict[str, int]:
    """``words`` and each with every ending added (plural forms of ordinals)."""
    return {w + e: n for w, n in words.items() for e in ("", *endings)}


_EN_ORDINALS = _plural(
    _counting(
        "_ _ half third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth "
        "fifteenth sixteenth seventeenth eighteenth nineteenth twentieth"
    ),
    "s",
)
_EN_ORDINALS.update(_plural({"quarter": 4, "halve": 2, "hundredth": 100, "thousandth": 1000}, "s"))

_HI_21_TO_99 = (
    "इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस तीस इकतीस बत्तीस तैंतीस चौंतीस पैंतीस छत्तीस "
    "सैंतीस अड़तीस उनतालीस चालीस इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस सैंतालीस अड़तालीस उनचास पचास "
    "इक्यावन बावन तिरपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ साठ इकसठ बासठ तिरसठ चौंसठ पैंसठ छियासठ सड़सठ "
    "अड़सठ उनहत्तर सत्तर इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर छिहत्तर सतहत्तर अठहत्तर उन्यासी/उनासी अस्सी "
    "इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी नवासी नब्बे इक्यानवे बानवे तिरानवे चौरानवे पचानवे "
    "छियानवे सत्तानवे अट्ठानवे निन्यानवे"
)

NUMBERS_FIRST: Mapping[str, NumberWords] = {  # the twelve languages issue 39 names
    "en": NumberWords(
        units={
            **_counting(
                "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
                "fifteen sixteen seventeen eighteen nineteen"
            ),
            **_tens("twenty thirty forty fifty sixty seventy eighty ninety"),
        },
        scales={"hundred": 100, "thousand": 1000, "million": 10**6, "billion": 10**9},
        joiners=("and",),
        minus=("minus", "negative"),
        ordinals=_EN_ORDINALS,
        one=("a", "an"),
    ),
    "fr": NumberWords(
        units={
            **_counting(
                "zéro un/une deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize"
            ),
            **_tens("vingt trente quarante cinquante soixante"),
            "soixante-dix": 70,
            "septante": 70,
            "quatre-vingt": 80,
            "quatre-vingts": 80,
            "huitante": 80,
            "octante": 80,
            "quatre-vingt-dix": 90,
            "nonante": 90,
        },
        scales={"cent": 100, "cents": 100, "mille": 1000, "million": 10**6, "millions": 10**6},
        joiners=("et",),
        minus=("moins",),
        bare_scales=True,
        ambiguous=frozenset({"un", "une", "six", "sept", "cent", "cents", "mille", "million"}),
        ordinals=_plural(
            _counting("_ _ demi/demie tiers quart cinquième sixième septième huitième neuvième dixième"), "s"
        ),
    ),
    "es": NumberWords(
        units={
            **_counting(
                "cero uno/una/un dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince "
                "dieciséis/dieciseis diecisiete dieciocho diecinueve veinte veintiuno/veintiún/veintiuna veintidós/"
                "veintidos veintitrés/veintitres veinticuatro veinticinco veintiséis/veintiseis veintisiete "
                "veintiocho veintinueve"
            ),
            **_tens("veinte treinta cuarenta cincuenta sesenta setenta ochenta noventa"),
            **{w: 100 * (i + 2) for i, w in enumerate(["doscientos", "trescientos", "cuatrocientos", "quinientos"])},
            **{w: 100 * (i + 6) for i, w in enumerate(["seiscientos", "setecientos", "ochocientos", "novecientos"])},
        },
        scales={"cien": 100, "ciento": 100, "mil": 1000, "millón": 10**6, "millones": 10**6},
        joiners=("y",),
        minus=("menos",),
        bare_scales=True,
        ambiguous=frozenset({"un", "una", "uno", "once", "dos", "mil", "cien"}),
        ordinals=_plural(
            _counting("_ _ medio/media tercio cuarto quinto sexto séptimo/septimo octavo noveno décimo/decimo"), "s"
        ),
    ),
    "pt": NumberWords(
        units={
            **_counting(
                "zero um/uma dois/duas três/tres quatro cinco seis sete oito nove dez onze doze treze catorze/"
                "quatorze quinze dezesseis/dezasseis dezessete/dezassete dezoito dezenove/dezanove"
            ),
            **_tens("vinte trinta quarenta cinquenta sessenta setenta oitenta noventa"),
            **{w: 100 * (i + 2) for i, w in enumerate(["duzentos", "trezentos", "quatrocentos", "quinhentos"])},
            **{w: 100 * (i + 6) for i, w in enumerate(["seiscentos", "setecentos", "oitocentos", "novecentos"])},
        },
        scales={"cem": 100, "cento": 100, "mil": 1000, "milhão": 10**6, "milhões": 10**6},
        joiners=("e",),
        minus=("menos",),
        bare_scales=True,
        ambiguous=frozenset({"um", "uma", "mil", "cem"}),
        ordinals=_plural(
            _counting("_ _ meio/meia terço/terco quarto quinto sexto sétimo/setimo oitavo nono décimo/decimo"), "s"
        ),
    ),
    "de": NumberWords(
        units={
            **_counting(
                "null eins/ein/eine zwei drei vier fünf/fuenf sechs sieben acht neun zehn elf zwölf/zwoelf "
                "dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn"
            ),
            **_tens("zwanzig dreißig/dreissig vierzig fünfzig sechzig siebzig achtzig neunzig"),
        },
        scales={"hundert": 100, "tausend": 1000, "million": 10**6, "millionen": 10**6},
        joiners=("und",),
        minus=("minus",),
        bare_scales=True,
        ambiguous=frozenset({"null", "elf", "ein", "eine", "eins", "million"}),
        ordinals=_counting("_ _ halb/halbe/halbes drittel viertel fünftel sechstel siebtel achtel neuntel zehntel"),
        glued=True,
    ),
    "ru": NumberWords(
        units={
            **_counting(
                "ноль/нуль один/одна/одно два/две три четыре пять шесть семь восемь девять десять одиннадцать "
                "двенадцать тринадцать четырнадцать пятнадцать шестнадцать семнадцать восемнадцать девятнадцать"
            ),
            **_tens("двадцать тридцать сорок пятьдесят шестьдесят семьдесят восемьдесят девяносто"),
            **{w: 100 * (i + 2) for i, w in enumerate(["двести", "триста", "четыреста", "пятьсот"])},
            **{w: 100 * (i + 6) for i, w in enumerate(["шестьсот", "семьсот", "восемьсот", "девятьсот"])},
        },
        scales={"сто": 100, "тысяча": 1000, "тысячи": 1000, "тысяч": 1000, "миллион": 10**6, "миллиона": 10**6},
        minus=("минус",),
        bare_scales=True,
        ordinals={
            "треть": 3,
            "трети": 3,
            "четверть": 4,
            "четверти": 4,
            **_plural(_counting("_ _ втор трет четвёрт/четверт пят шест седьм восьм девят десят"), "ая", "ых", "ой"),
            "половина": 2,
            "половины": 2,
        },
    ),
    "ar": NumberWords(
        units={
            **_counting(
                "صفر واحد/واحدة اثنان/اثنين/اثنتان ثلاثة/ثلاث أربعة/أربع خمسة/خمس ستة/ست سبعة/سبع ثمانية/ثمان "
                "تسعة/تسع عشرة/عشر"
            ),
            **_tens(
                "عشرون/عشرين ثلاثون/ثلاثين أربعون/أربعين خمسون/خمسين ستون/ستين سبعون/سبعين ثمانون/ثمانين تسعون/تسعين"
            ),
            "أحد عشر": 11,
            "إحدى عشرة": 11,
            "اثنا عشر": 12,
            "اثني عشر": 12,
            "اثنتا عشرة": 12,
        },
        scales={"مائة": 100, "مئة": 100, "ألف": 1000, "آلاف": 1000, "مليون": 10**6},
        joiners=("و",),
        minus=("سالب", "ناقص"),
        bare_scales=True,
        ordinals={
            **_counting("_ _ نصف ثلث ربع خمس سدس سبع ثمن تسع عشر"),
            **_counting("_ _ _ أثلاث أرباع أخماس أسداس أسباع أثمان أتساع أعشار"),
        },
        glued=True,
    ),
    "hi": NumberWords(
        units={
            **_counting(
                "शून्य एक दो तीन चार पाँच/पांच छह/छः सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह/पन्द्रह सोलह सत्रह अठारह उन्नीस बीस"
            ),
            **_tens("बीस तीस चालीस पचास साठ सत्तर अस्सी नब्बे"),
            **_counting(_HI_21_TO_99, 21),  # every number to 99 is a word of its own
        },
        scales={"सौ": 100, "हज़ार": 1000, "हजार": 1000, "लाख": 10**5, "करोड़": 10**7},
        minus=("ऋण", "माइनस"),
        ordinals={"आधा": 2, "आधी": 2, "तिहाई": 3, "चौथाई": 4},
    ),
    "vi": NumberWords(
        units={
            **_counting("_ một hai ba bốn năm sáu bảy tám chín mười"),
            "mốt": 1,  # after a ten: "hai mươi mốt"
            "tư": 4,  # after a ten: "hai mươi tư"
            "lăm": 5,  # after a ten: "mười lăm"
            "linh": 0,  # "một trăm linh năm" (105)
            "lẻ": 0,
        },
        scales={"mươi": 10, "trăm": 100, "nghìn": 1000, "ngàn": 1000, "triệu": 10**6},
        minus=("âm", "trừ"),
        ambiguous=frozenset(
            {"một", "hai", "ba", "năm", "bảy", "tám", "mốt", "tư", "lăm", "linh", "lẻ", "mươi", "trăm"}
        ),
        fraction="{n} phần {c}",  # "ba phần tư": three parts of four
    ),
    "zh": NumberWords(
        units=_counting("零/〇 一/壹 二/两/兩/贰 三/叁 四/肆 五/伍 六/陆 七/柒 八/捌 九/玖"),
        scales={
            "十": 10,
            "拾": 10,
            "百": 100,
            "佰": 100,
            "千": 1000,
            "仟": 1000,
            "万": 10**4,
            "萬": 10**4,
            "亿": 10**8,
        },
        minus=("负", "負"),
        fraction="{c}分之{n}",
        ambiguous=frozenset("零〇一壹二两兩贰三叁四肆五伍六陆七柒八捌九玖十拾百佰千仟万萬亿"),  # "星期三" is Wednesday
        glued=True,
        bare_scales=True,
    ),
    "ja": NumberWords(
        units=_counting("零/〇 一 二 三 四 五 六 七 八 九"),
        scales={"十": 10, "百": 100, "千": 1000, "万": 10**4, "億": 10**8},
        minus=("マイナス", "負の"),
        fraction="{c}分の{n}",
        ambiguous=frozenset("零〇一二三四五六七八九十百千万億"),
        glued=True,
        bare_scales=True,
    ),
    "ko": NumberWords(
        units={
            **_counting("영/공 일 이 삼 사 오 육 칠 팔 구"),
            **_counting("_ 하나 둘 셋 넷 다섯 여섯 일곱 여덟 아홉 열"),
            **_tens("스물/스무 서른 마흔 쉰 예순 일흔 여든 아흔"),
        },
        scales={"십": 10, "백": 100, "천": 1000, "만": 10**4, "억": 10**8},
        minus=("마이너스", "음수"),
        fraction="{c}분의 {n}",
        ambiguous=frozenset(
            [
                "일",
                "이",
                "삼",
                "사",
                "오",
                "육",
                "칠",
                "팔",
                "구",
                "십",
                "백",
                "천",
                "만",
                "억",
                "영",
                "공",
                "열",
                "쉰",
                "둘",
                "셋",
                "넷",
            ]
        ),
        glued=True,
        bare_scales=True,
    ),
}
