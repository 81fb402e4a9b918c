"""The lexicon's scale words read only right after a number in digits (part of the number words'
scale data, :mod:`.lexicon_numbers`; compiled by :mod:`.plaintext`): abbreviations ("36 млн",
"2,5 Mio.", "3 bn", "12 Mrd.") and inflected forms of a thousand and more that the number-word
entries do not list ("36 миллионов", "2 milliards"). Kept apart from the entries' ``scales``
because an abbreviation alone in prose is no number ("Md" is also a name, "mil" a word). A full
stop after an abbreviation ("тыс.") is read with it.

:data:`CURRENCY_SCALES` are the one-letter scales of money ("$36M", "$5k", "€2bn"): read only
between a currency sign before the number and a word end after it, where no variable or unit can be.
Data only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Mapping

_K, _M, _B, _T = 10**3, 10**6, 10**9, 10**12


def _same(value: int, words: str) -> dict[str, int]:
    """Every word of ``words`` (space-separated) with the value ``value``."""
    return dict.fromkeys(words.split(), value)


AFTER_DIGITS: Mapping[str, Mapping[str, int]] = {
    "en": {**_same(_M, "mln mn millions"), **_same(_B, "bn bln billions"), **_same(_T, "trillion trillions tn")},
    "ru": {
        **_same(_K, "тыс"),
        **_same(_M, "млн миллионов миллионы"),
        **_same(_B, "млрд миллиард миллиарда миллиардов"),
        **_same(_T, "трлн"),
    },
    "uk": {
        **_same(_K, "тис"),
        **_same(_M, "млн мільйонів"),
        **_same(_B, "млрд мільярд мільярди мільярдів"),
        **_same(_T, "трлн"),
    },
    "de": {
        **_same(_K, "tsd"),
        **_same(_M, "mio"),
        **_same(_B, "mrd milliarde milliarden"),
        **_same(_T, "bio billion billionen"),
    },
    "fr": {**_same(_M, "mio"), **_same(_B, "md mds mrd milliard milliards")},
    "es": {**_same(_M, "mill"), **_same(_B, "millardo millardos")},
    "pt": {**_same(_B, "bilhão bilhões bilhao bilhoes")},
    "it": {**_same(_M, "mln"), **_same(_B, "mld mrd miliardo miliardi")},
    "nl": {**_same(_M, "mln miljoenen"), **_same(_B, "mld mrd miljard miljarden")},
    "pl": {**_same(_K, "tys"), **_same(_M, "mln milionów"), **_same(_B, "mld miliard miliardy miliardów")},
    "tr": {**_same(_M, "mn"), **_same(_B, "milyar mr")},
    "id": {**_same(_K, "rb"), **_same(_M, "jt"), **_same(_B, "miliar")},
    "vi": {**_same(_B, "tỷ tỉ")},
    "zh": {**_same(10**8, "億")},
    "ko": {**_same(10**12, "조")},
    "ja": {**_same(10**12, "兆")},
}

CURRENCY_SCALES: Mapping[str, int] = {"k": _K, "K": _K, "M": _M, "m": _M, "mn": _M, "B": _B, "bn": _B}

PER_HUNDRED: Mapping[str, tuple[str, ...]] = {  # "percent" after a number in digits ("50 Prozent" is 50%)
    "en": ("percent", "per cent"),
    "fr": ("pour cent", "pourcent", "pour-cent"),
    "es": ("por ciento",),
    "pt": ("por cento",),
    "it": ("per cento", "percento"),
    "de": ("Prozent",),
    "nl": ("procent",),
    "ru": ("процент", "процента", "процентов"),
    "uk": ("відсоток", "відсотки", "відсотків"),
    "pl": ("procent", "procenty", "procentów"),
    "id": ("persen",),
    "vi": ("phần trăm",),
    "ja": ("パーセント",),
    "ko": ("퍼센트",),
    "ar": ("بالمئة", "بالمائة", "في المئة", "في المائة"),
    "hi": ("प्रतिशत",),
    "fa": ("درصد",),
    "bn": ("শতাংশ",),
    "th": ("เปอร์เซ็นต์",),
}
PER_HUNDRED_BEFORE: Mapping[str, tuple[str, ...]] = {"tr": ("yüzde",), "zh": ("百分之",)}  # "yüzde 50", "百分之50"
