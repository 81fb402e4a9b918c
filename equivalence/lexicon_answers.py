"""The lexicon's answer words: yes / no / true / false (and converges / diverges) in every language of :data:`.lexicon.LANGUAGES`
(part of :mod:`.lexicon`, which re-exports :data:`ANSWER_WORDS` and :func:`in_english`; data, and the
one reader of it).

A whole answer that is one of these words is compared as its English word, on both sides ("はい"
against "yes", "tidak" against gold "no"); feminine and plural forms are listed. A word followed by
a closing remark in brackets ("はい（存在する）") is still that word, unless the remark hedges,
negates or sets a condition in any language of the lexicon, or holds math ("yes (if n is even)",
"oui (ou non)", "tak (dla n = 2)" state no word).
"""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Mapping


def _words(yes: str, no: str, true: str, false: str, converges: str = "", diverges: str = "") -> dict[str, str]:
    """A language's answer words (space-separated alternatives of each) -> their English word."""
    said = {"yes": yes, "no": no, "true": true, "false": false, "converges": converges, "diverges": diverges}
    return {w: english for english, words in said.items() for w in words.split()}


ANSWER_WORDS: Mapping[str, Mapping[str, str]] = {  # a whole answer that is one of these words, in English
    "en": _words("yes", "no", "true", "false", "converges", "diverges"),
    "zh": _words(
        "是 是的", "否 不是 不", "对 對 真 正确 正確", "假 错 錯 错误 錯誤 不对 不對", "收敛 收斂", "发散 發散"
    ),
    "ja": _words("はい", "いいえ", "真 正しい", "偽 誤り", "収束 収束する", "発散 発散する"),
    "ko": _words("예 네", "아니요 아니오 아니", "참", "거짓", "수렴 수렴한다", "발산 발산한다"),
    "ru": _words("да", "нет", "верно истина истинно правда", "неверно ложь ложно", "сходится", "расходится"),
    "ar": _words("نعم", "لا", "صحيح صحيحة", "خطأ خاطئة خاطئ", "متقاربة متقارب تتقارب", "متباعدة متباعد تتباعد"),
    "hi": _words("हाँ हां", "नहीं", "सत्य सही", "असत्य गलत ग़लत", "अभिसारी", "अपसारी"),
    "vi": _words("có", "không", "đúng", "sai"),
    "fr": _words("oui", "non", "vrai vraie", "faux fausse", "converge convergente", "diverge divergente"),
    "es": _words("sí si", "no", "verdadero verdadera", "falso falsa", "converge convergente", "diverge divergente"),
    "de": _words("ja", "nein", "wahr", "falsch", "konvergiert konvergent", "divergiert divergent"),
    "pt": _words(
        "sim", "não nao", "verdadeiro verdadeira", "falso falsa", "converge convergente", "diverge divergente"
    ),
    "bn": _words("হ্যাঁ হাঁ", "না", "সত্য সত্যি", "মিথ্যা", "অভিসারী", "অপসারী"),
    "fa": _words("بله آری", "خیر نه", "درست", "نادرست غلط", "همگرا", "واگرا"),
    "it": _words("sì", "no", "vero vera", "falso falsa", "converge convergente", "diverge divergente"),
    "tr": _words(
        "evet",
        "hayır",
        "doğru doğrudur",
        "yanlış yanlıştır",
        "yakınsar yakınsak yakınsaktır",
        "ıraksar ıraksak ıraksaktır",
    ),
    "id": _words("ya", "tidak", "benar", "salah", "konvergen", "divergen"),
    "pl": _words(
        "tak",
        "nie",
        "prawda prawdziwe prawdziwa prawdziwy",
        "fałsz fałszywe fałszywa fałszywy",
        "zbieżny zbieżna zbieżne",
        "rozbieżny rozbieżna rozbieżne",
    ),
    "uk": _words("так", "ні", "правда істина вірно", "неправда хибно невірно", "збігається", "розбігається"),
    "nl": _words("ja", "nee neen", "waar", "onwaar", "convergeert convergent", "divergeert divergent"),
    "th": _words("ใช่", "ไม่ ไม่ใช่", "จริง", "เท็จ", "ลู่เข้า", "ลู่ออก"),
}

_REMARK = re.compile(r"^(?P<word>[^()]+?)\s*\((?P<remark>[^()]*)\)\W*$")  # "はい(存在する)" (NFKC writes （） as ())
_MATH = re.compile(r"[\d$=<>\\]")


def in_english(word: str) -> str | None:
    """The English of a one-word answer of another language (:data:`ANSWER_WORDS`), also before a closing
    remark in brackets that states nothing against it, else None (an English word is compared as written).
    """
    key = word.strip().strip(".!。").casefold()
    english = next((table[key] for table in ANSWER_WORDS.values() if table.get(key, key) != key), None)
    if english is not None or "(" not in key:
        return english
    m = _REMARK.match(key)
    if m is None or _MATH.search(m.group("remark")) or _limits().search(m.group("remark")):
        return None
    return in_english(m.group("word"))


@functools.cache
def _limits() -> re.Pattern:
    """A word of any lexicon language that hedges, negates or sets a condition."""
    from . import lexicon  # the lexicon re-exports this module's words: read its cues on first use

    cues = (lexicon.ALTERNATIVE, lexicon.HYPOTHETICAL, lexicon.NOT, lexicon.REASON)
    return re.compile("|".join(lexicon.words(cue) for cue in cues), re.IGNORECASE)
