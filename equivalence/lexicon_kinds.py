r"""The lexicon's words for the kind of a number, per language (part of the answer words that
:func:`.lexicon_answers.in_english` reads; data only): a whole answer "無理数", "irrationnel",
"четное" is the English word a worded gold writes (``\text{irrational}``, ``\text{even}``).

Each entry lists, in the order of :data:`ENGLISH`, the words of that kind ("/" between alternatives,
"_" for a space inside a word); "-" where the language's word is also an everyday word of another
meaning (Korean 소수 is prime and decimal, Polish "pierwsza" and Persian "اول" also first) and is
left out; Chinese 有理/无理 alone ("reasonable") and Thai บวก/ลบ alone ("plus"/"minus") are not listed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Mapping

ENGLISH = ("irrational", "rational", "even", "odd", "prime", "composite", "positive", "negative")


def in_order(english_words: tuple[str, ...], words: str) -> dict[str, str]:
    """A language's words listed in the order of ``english_words`` (see the module docstring for "/", "_"
    and "-") -> their English word.
    """
    groups = words.split()
    if len(groups) != len(english_words):
        raise ValueError(f"lexicon: {len(groups)} groups, expected {len(english_words)}: {words!r}")
    return {
        w.replace("_", " "): english
        for english, group in zip(english_words, groups, strict=True)
        if group != "-"
        for w in group.split("/")
    }


def _kinds(words: str) -> dict[str, str]:
    """A language's kind words in the order of :data:`ENGLISH` -> their English word."""
    return in_order(ENGLISH, words)


KINDS: Mapping[str, Mapping[str, str]] = {
    "zh": _kinds("无理数/無理數 有理数/有理數 偶数/偶數 奇数/奇數 质数/素数/質數 合数/合數 正数/正數 负数/負數"),
    "ja": _kinds("無理数 有理数 偶数 奇数 素数 合成数 正の数 負の数"),
    "ko": _kinds("무리수 유리수 짝수 홀수 - 합성수 양수 음수"),
    "ru": _kinds(
        "иррациональное/иррациональный/иррациональные/иррациональна/иррационально/иррациональны/иррациональная "
        "рациональное/рациональный/рациональные/рациональна/рационально/рациональны/рациональная "
        "чётное/четное/чётный/четный/чётные/четные/чётно/четно/чётная/четная "
        "нечётное/нечетное/нечётный/нечетный/нечётные/нечетные/нечётно/нечетно/нечётная/нечетная "
        "простое/простой/простые/простая "
        "составное/составной/составные/составная "
        "положительное/положительный/положительные/положительно/положительная "
        "отрицательное/отрицательный/отрицательные/отрицательно/отрицательная"
    ),
    "uk": _kinds(
        "ірраціональне/ірраціональний/ірраціональні раціональне/раціональний/раціональні парне/парний/парні "
        "непарне/непарний/непарні просте/простий/прості складене/складений/складені додатне/додатний/додатні "
        "від'ємне/від'ємний/від'ємні"
    ),
    "fr": _kinds(
        "irrationnel/irrationnelle/irrationnels/irrationnelles rationnel/rationnelle/rationnels/rationnelles "
        "pair/paire/pairs/paires impair/impaire/impairs/impaires premier/premiers composé/composée/composés "
        "positif/positive/positifs/positives négatif/négative/négatifs/négatives"
    ),
    "es": _kinds(
        "irracional/irracionales racional/racionales par/pares impar/impares primo/primos compuesto/compuestos "
        "positivo/positiva/positivos negativo/negativa/negativos"
    ),
    "pt": _kinds(
        "irracional/irracionais racional/racionais par/pares ímpar/impar/ímpares primo/primos "
        "composto/compostos positivo/positiva/positivos negativo/negativa/negativos"
    ),
    "it": _kinds(
        "irrazionale/irrazionali razionale/razionali pari dispari primo/primi composto/composti "
        "positivo/positiva/positivi negativo/negativa/negativi"
    ),
    "de": _kinds("irrational rational gerade ungerade prim/primzahl zusammengesetzt positiv negativ"),
    "nl": _kinds("irrationaal rationaal even oneven priem/priemgetal samengesteld positief negatief"),
    "pl": _kinds(
        "niewymierna/niewymierne/niewymierny wymierna/wymierne/wymierny parzysta/parzyste/parzysty "
        "nieparzysta/nieparzyste/nieparzysty - złożona/złożone/złożony dodatnia/dodatnie/dodatni "
        "ujemna/ujemne/ujemny"
    ),
    "tr": _kinds("irrasyonel rasyonel çift tek asal bileşik pozitif negatif"),
    "id": _kinds("irasional rasional genap ganjil prima komposit positif negatif"),
    "vi": _kinds(
        "vô_tỉ/vô_tỷ/số_vô_tỉ/số_vô_tỷ hữu_tỉ/hữu_tỷ/số_hữu_tỉ/số_hữu_tỷ chẵn/số_chẵn lẻ/số_lẻ "
        "nguyên_tố/số_nguyên_tố hợp_số dương/số_dương âm/số_âm"
    ),
    "ar": _kinds("غير_نسبي/غير_نسبية/أصم نسبي/نسبية زوجي/زوجية فردي/فردية أولي/أولية مركب/مركبة موجب/موجبة سالب/سالبة"),
    "fa": _kinds("گنگ/اصم گویا زوج فرد - مرکب مثبت منفی"),  # "اول" is also first
    "hi": _kinds("अपरिमेय परिमेय सम विषम अभाज्य भाज्य धनात्मक ऋणात्मक"),
    "bn": _kinds("অমূলদ মূলদ জোড় বিজোড় মৌলিক যৌগিক ধনাত্মক ঋণাত্মক"),
    "th": _kinds("อตรรกยะ/จำนวนอตรรกยะ ตรรกยะ/จำนวนตรรกยะ จำนวนคู่ จำนวนคี่ จำนวนเฉพาะ จำนวนประกอบ จำนวนบวก จำนวนลบ"),
}

GLUED_COPULA: Mapping[
    str, tuple[str, ...]
] = {  # a verb glued after the predicate it closes ("水曜日です", "짝수입니다")
    "ja": ("です", "である", "だ"),
    "ko": ("입니다", "이다", "이에요", "예요", "이야"),
}
