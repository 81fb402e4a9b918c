"""Number words and ordinals of the lexicon's languages beyond the twelve issue 39 names (Bengali,
Persian, Italian, Turkish, Indonesian, Polish, Ukrainian, Dutch, Thai): data only, in the form of
:class:`.lexicon_numbers.NumberWords` (its docstring says what each field holds); :mod:`.lexicon`
merges them into :data:`.lexicon.NUMBERS` and :mod:`.plaintext` compiles them with the same engine.

Each language's compounding is written as data: Italian and Dutch glue a number's words
("centoventitré", "eenentwintig"), Italian elides a ten's vowel before "uno"/"otto" ("ventuno"),
Indonesian says a teen with "belas" and counts one with the prefix "se-" ("sebelas", "seratus"),
Persian and Dutch join with "و"/"en", Turkish says a fraction's denominator first in the locative
("dörtte üç": three of four), Thai writes 2 before ten as "ยี่" and 1 after it as "เอ็ด".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .lexicon_numbers import NumberWords, _counting, _tens

if TYPE_CHECKING:
    from collections.abc import Mapping

_APOSTROPHES = ("'", "\u2019", "\u02bc")  # Ukrainian writes its apostrophe in any of these
_BENGALI_NUKTA = {"\u09af\u09bc": "\u09df", "\u09a1\u09bc": "\u09dc", "\u09a2\u09bc": "\u09dd"}


def _spellings(words: Mapping[str, int]) -> dict[str, int]:
    """``words`` with each other way a keyboard writes the same letters: Ukrainian apostrophes,
    Bengali letters with a nukta precomposed or not, Persian yeh/kaf also in their Arabic forms.
    """
    out = dict(words)
    for w, n in words.items():
        if "'" in w:
            out.update({w.replace("'", a): n for a in _APOSTROPHES})
        for pair, one in _BENGALI_NUKTA.items():
            out.update({w.replace(pair, one): n, w.replace(one, pair): n})
        if "ی" in w or "ک" in w:
            out[w.replace("ی", "ي").replace("ک", "ك")] = n
    return out


def _forms(words: Mapping[str, int], *endings: str) -> dict[str, int]:
    """Each of ``words`` (a stem) with each ending: an ordinal's forms after one, two to four, five and up."""
    return {w + e: n for w, n in words.items() for e in endings}


def _hundreds(words: str) -> dict[str, int]:
    """``words`` for two hundred ... nine hundred (alternatives joined by "/")."""
    return {w: 100 * (i + 2) for i, group in enumerate(words.split()) for w in group.split("/")}


_IT_UNITS = _counting(
    "zero uno/una/un due tre quattro cinque sei sette otto nove dieci undici dodici tredici quattordici quindici "
    "sedici diciassette diciotto diciannove"
)
_IT_TENS = _tens("venti trenta quaranta cinquanta sessanta settanta ottanta novanta")
_IT_ORDINALS = _counting("_ _ mezzo/mezza terzo quarto quinto sesto settimo ottavo nono decimo")
_BN_21_TO_99 = (
    "একুশ বাইশ তেইশ চব্বিশ পঁচিশ ছাব্বিশ সাতাশ আঠাশ ঊনত্রিশ ত্রিশ একত্রিশ বত্রিশ তেত্রিশ চৌত্রিশ পঁয়ত্রিশ ছত্রিশ "
    "সাঁইত্রিশ আটত্রিশ ঊনচল্লিশ চল্লিশ একচল্লিশ বিয়াল্লিশ তেতাল্লিশ চুয়াল্লিশ পঁয়তাল্লিশ ছেচল্লিশ সাতচল্লিশ আটচল্লিশ "
    "ঊনপঞ্চাশ পঞ্চাশ একান্ন বাহান্ন তিপ্পান্ন চুয়ান্ন পঞ্চান্ন ছাপ্পান্ন সাতান্ন আটান্ন ঊনষাট ষাট একষট্টি বাষট্টি তেষট্টি "
    "চৌষট্টি পঁয়ষট্টি ছেষট্টি সাতষট্টি আটষট্টি ঊনসত্তর সত্তর একাত্তর বাহাত্তর তিয়াত্তর চুয়াত্তর পঁচাত্তর ছিয়াত্তর "
    "সাতাত্তর আটাত্তর ঊনআশি আশি একাশি বিরাশি তিরাশি চুরাশি পঁচাশি ছিয়াশি সাতাশি অষ্টআশি ঊননব্বই নব্বই একানব্বই "
    "বিরানব্বই তিরানব্বই চুরানব্বই পঁচানব্বই ছিয়ানব্বই সাতানব্বই আটানব্বই নিরানব্বই"
)
_BN_UNITS = _counting("শূন্য এক দুই/দু তিন চার পাঁচ ছয় সাত আট নয় দশ এগারো বারো তেরো চোদ্দ/চৌদ্দ পনেরো ষোলো সতেরো আঠারো উনিশ")
_TH_UNITS = {**_counting("ศูนย์ หนึ่ง สอง สาม สี่ ห้า หก เจ็ด แปด เก้า"), "เอ็ด": 1, "ยี่": 2}  # "ยี่สิบเอ็ด" (21)
_TH_SCALES = {"สิบ": 10, "ร้อย": 100, "พัน": 1000, "หมื่น": 10**4, "แสน": 10**5, "ล้าน": 10**6}

NUMBERS_ADDED: Mapping[str, NumberWords] = {
    "it": NumberWords(
        units={
            **_IT_UNITS,
            **_IT_TENS,
            **{t[:-1] + u: n + v for t, n in _IT_TENS.items() for u, v in (("uno", 1), ("otto", 8))},  # "ventuno"
            "tré": 3,  # "ventitré"
        },
        scales={"cento": 100, "mille": 1000, "mila": 1000, "milione": 10**6, "milioni": 10**6},
        minus=("meno",),
        bare_scales=True,
        glued=True,
        ambiguous=frozenset({"un", "una", "uno", "due", "sei", "otto", "mille", "mila", "cento"}),
        ordinals={**_IT_ORDINALS, **{w[:-1] + "i": n for w, n in _IT_ORDINALS.items()}},  # "due terzi"
    ),
    "nl": NumberWords(
        units={
            **_counting(
                "nul een/één twee drie vier vijf zes zeven acht negen tien elf twaalf dertien veertien vijftien "
                "zestien zeventien achttien negentien"
            ),
            **_tens("twintig dertig veertig vijftig zestig zeventig tachtig negentig"),
        },
        scales={"honderd": 100, "duizend": 1000, "miljoen": 10**6},
        joiners=("en", "ën"),  # "eenentwintig", "tweeëntwintig"
        minus=("min", "minus"),
        bare_scales=True,
        glued=True,
        ambiguous=frozenset({"een", "één", "elf", "acht", "zes", "min", "nul"}),
        ordinals={**_counting("_ _ half/helft derde vierde vijfde zesde zevende achtste negende tiende"), "kwart": 4},
    ),
    "tr": NumberWords(
        units={
            **_counting("sıfır bir iki üç dört beş altı yedi sekiz dokuz on"),
            **_tens("yirmi otuz kırk elli altmış yetmiş seksen doksan"),
        },
        scales={"yüz": 100, "bin": 1000, "milyon": 10**6},
        minus=("eksi",),
        bare_scales=True,  # "yüz yirmi" (120), "bin" (1000)
        ambiguous=frozenset({"bir", "on", "bin", "altı", "yedi", "yüz", "elli", "iki"}),
        ordinals=_counting("_ _ ikide üçte dörtte beşte altıda yedide sekizde dokuzda onda"),
        fraction="{d} {n}",  # "dörtte üç": three of four
    ),
    "id": NumberWords(
        units={
            **_counting("nol/kosong satu dua tiga empat lima enam tujuh delapan sembilan sepuluh sebelas"),
            **{
                f"{w} belas": n + 10
                for w, n in _counting("_ _ dua tiga empat lima enam tujuh delapan sembilan").items()
            },
            "seratus": 100,
            "seribu": 1000,
            "sejuta": 10**6,
        },
        scales={"puluh": 10, "ratus": 100, "ribu": 1000, "juta": 10**6},
        minus=("minus", "negatif"),
        ambiguous=frozenset({"satu", "lima", "dua", "enam", "kosong", "nol"}),
        fraction="{n} per{c}",  # "tiga perempat", "dua pertiga"
    ),
    "pl": NumberWords(
        units={
            **_counting(
                "zero jeden/jedna/jedno dwa/dwie trzy cztery pięć sześć siedem osiem dziewięć dziesięć jedenaście "
                "dwanaście trzynaście czternaście piętnaście szesnaście siedemnaście osiemnaście dziewiętnaście"
            ),
            **_tens(
                "dwadzieścia trzydzieści czterdzieści pięćdziesiąt sześćdziesiąt siedemdziesiąt osiemdziesiąt "
                "dziewięćdziesiąt"
            ),
            "sto": 100,
            **_hundreds("dwieście trzysta czterysta pięćset sześćset siedemset osiemset dziewięćset"),
        },
        scales={"tysiąc": 1000, "tysiące": 1000, "tysięcy": 1000, "milion": 10**6, "miliony": 10**6},
        minus=("minus",),
        bare_scales=True,  # "tysiąc" (1000)
        ambiguous=frozenset({"sto", "zero"}),
        ordinals={
            **_forms(_counting("_ _ drug"), "a", "ie", "ich"),
            **_forms(_counting("_ _ _ trzeci"), "a", "e", "ch"),
            **_forms(_counting("_ _ _ _ czwart piąt szóst siódm ósm dziewiąt dziesiąt"), "a", "e", "ych"),
        },
    ),
    "uk": NumberWords(
        units=_spellings(
            {
                **_counting(
                    "нуль один/одна/одне два/дві три чотири п'ять шість сім вісім дев'ять десять одинадцять "
                    "дванадцять тринадцять чотирнадцять п'ятнадцять шістнадцять сімнадцять вісімнадцять "
                    "дев'ятнадцять"
                ),
                **_tens("двадцять тридцять сорок п'ятдесят шістдесят сімдесят вісімдесят дев'яносто"),
                "сто": 100,
                **_hundreds("двісті триста чотириста п'ятсот шістсот сімсот вісімсот дев'ятсот"),
            }
        ),
        scales={"тисяча": 1000, "тисячі": 1000, "тисяч": 1000, "мільйон": 10**6, "мільйони": 10**6},
        minus=("мінус",),
        bare_scales=True,
        ordinals=_spellings(
            {
                "половина": 2,
                "чверть": 4,
                "чверті": 4,
                "чвертей": 4,
                **_forms(_counting("_ _ друг"), "а", "і", "их"),
                **_forms(_counting("_ _ _ трет"), "я", "і", "іх"),
                **_forms(_counting("_ _ _ _ четверт п'ят шост сьом восьм дев'ят десят"), "а", "і", "их"),
            }
        ),
    ),
    "fa": NumberWords(
        units=_spellings(
            {
                **_counting(
                    "صفر یک دو سه چهار پنج شش هفت هشت نه ده یازده دوازده سیزده چهارده پانزده شانزده هفده "
                    "هجده/هیجده نوزده"
                ),
                **_tens("بیست سی چهل پنجاه شصت هفتاد هشتاد نود"),
                "صد": 100,
                "یکصد": 100,
                **_hundreds("دویست سیصد چهارصد پانصد ششصد هفتصد هشتصد نهصد"),
            }
        ),
        scales={"هزار": 1000, "میلیون": 10**6},
        joiners=("و",),  # "بیست و پنج"
        minus=("منفی",),
        bare_scales=True,  # "هزار" (1000)
        ambiguous=frozenset({"نه", "یک", "سی", "دو", "صد"}),  # "نه" is also "no"
        ordinals=_spellings(_counting("_ _ دوم سوم چهارم پنجم ششم هفتم هشتم نهم دهم") | {"نصف": 2, "نیم": 2}),
    ),
    "bn": NumberWords(
        units=_spellings(
            {
                **_BN_UNITS,
                **_tens("বিশ/কুড়ি ত্রিশ/তিরিশ চল্লিশ পঞ্চাশ ষাট সত্তর আশি নব্বই"),
                **_counting(_BN_21_TO_99, 21),  # every number to 99 is a word of its own
                **{w + s: 100 * n for w, n in _BN_UNITS.items() if 0 < n < 10 for s in ("শো", "শ", "শত")},  # "দুশো"
            }
        ),
        scales={"শো": 100, "শ": 100, "শত": 100, "হাজার": 1000, "লাখ": 10**5, "লক্ষ": 10**5, "কোটি": 10**7},
        minus=("ঋণাত্মক", "মাইনাস"),
        ambiguous=frozenset(_spellings({"নয়": 9, "এক": 1, "দু": 2})),  # "নয়" is also "is not"
        ordinals=_spellings({"অর্ধেক": 2, "তৃতীয়াংশ": 3, "চতুর্থাংশ": 4}),
    ),
    "th": NumberWords(
        units=_TH_UNITS,
        scales=_TH_SCALES,
        minus=("ลบ",),
        fraction="{n}ใน{c}",  # "สามในสี่": three of four
        glued=True,  # Thai writes no space between words
        bare_scales=True,
        ambiguous=frozenset([*_TH_UNITS, *_TH_SCALES]),  # inside words too ("สามเหลี่ยม" is a triangle)
    ),
}
