"""The lexicon's hedge words, per language (part of :mod:`.lexicon`, which re-exports them; kept in a
module of their own for size). Data only: the readers compile them.

``MAYBE``: a word that hedges the value it stands next to ("maybe", "probably", "vielleicht",
"возможно", "可能"). Between two values it offers the second as an alternative to the first
("Probably 36, although maybe 18"): neither is the one answer the response commits to.
``CANDIDATE`` and ``AND``: a sentence that calls its values candidates offers them all, even when "and" joins
them ("The two candidate answers are 2 and 3").
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

CANDIDATE: Cue = {  # a word that calls the values of its sentence candidates: "The two candidates are 2 and 3" hedges
    "en": ("candidates?",),
    "fr": ("candidat(?:e|s|es)?",),
    "es": ("candidat[oa]s?",),
    "pt": ("candidat[oa]s?",),
    "it": ("candidat[oi]",),
    "de": ("kandidaten?",),
    "nl": ("kandidaten?",),
    "pl": ("kandyda(?:t|ci|tów|ty)",),
    "ru": ("кандидат(?:ы|ов|а)?",),
    "uk": ("кандидат(?:и|ів|а)?",),
    "tr": ("aday(?:lar|ları)?",),
    "id": ("kandidat",),
    "vi": (r"ứng\s+viên",),
    "zh": ("候选", "候選"),
    "ja": ("候補",),
    "ko": ("후보",),
}
AND: Cue = {  # "and" between two values
    "en": ("and",),
    "fr": ("et",),
    "es": ("y", "e"),
    "pt": ("e",),
    "it": ("e", "ed"),
    "de": ("und",),
    "nl": ("en",),
    "pl": ("i", "oraz"),
    "ru": ("и",),
    "uk": ("і", "й", "та"),
    "tr": ("ve",),
    "id": ("dan",),
    "vi": ("và",),
    "zh": ("和", "与", "與", "及"),
    "ja": ("と",),
    "ko": ("와", "과", "및"),
}
