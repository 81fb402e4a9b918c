"""The lexicon's hedge words, per language (part of :mod:`.lexicon`, which re-exports them; kept in a
module of their own for size). Data only: the readers compile them.

``MAYBE``: a word that hedges the value it stands next to ("maybe", "probably", "vielleicht",
"возможно", "可能"). Between two values it offers the second as an alternative to the first
("Probably 36, although maybe 18"): neither is the one answer the response commits to.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .lexicon import Cue

MAYBE: Cue = {
    "en": ("maybe", "perhaps", "possibly", "probably", "likely", r"might\s+be", r"could\s+be"),
    "fr": (r"peut[-\s]être", "probablement", "possiblement", r"sans\s+doute"),
    "es": ("quizás?", r"tal\s+vez", "probablemente", "posiblemente", r"a\s+lo\s+mejor"),
    "pt": ("talvez", "provavelmente", "possivelmente"),
    "it": ("forse", "probabilmente", "magari"),
    "de": ("vielleicht", "vermutlich", "wahrscheinlich", "möglicherweise", "eventuell"),
    "nl": ("misschien", "waarschijnlijk"),
    "pl": ("może", "prawdopodobnie", "chyba"),
    "ru": ("возможно", r"может\s+быть", "наверное", "вероятно", r"скорее\s+всего"),
    "uk": ("можливо", "мабуть", "ймовірно"),
    "tr": ("belki", "muhtemelen", "galiba"),
    "id": ("mungkin", "barangkali"),
    "vi": (r"có\s+lẽ", r"có\s+thể", r"chắc\s+là"),
    "ar": ("ربما", "لعل", r"على\s+الأرجح"),
    "fa": ("شاید", "احتمالاً", "احتمالا"),
    "hi": ("शायद", "संभवतः"),
    "bn": ("হয়তো", "সম্ভবত"),
    "zh": ("可能", "也许", "或许", "大概"),
    "ja": ("たぶん", "多分", "おそらく", "かもしれ"),
    "ko": ("아마도", "아마", "어쩌면"),
    "th": ("อาจจะ", "อาจ", "น่าจะ"),
}
