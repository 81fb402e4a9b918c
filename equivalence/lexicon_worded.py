"""The lexicon's words of worded values (:mod:`.worded`), per language, kept apart from
:mod:`.lexicon` for size: each cue is a table ``language -> phrases`` (regular-expression fragments
matched case-insensitively as a whole answer), as the lexicon's cues are.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Mapping

    from .lexicon import Cue

DOES_NOT_EXIST: Cue = {  # a whole worded answer saying the asked object does not exist ("The limit does not exist.")
    "en": (
        r"(?:(?:the|this|such\s+an?|such|it)\s+)?(?:\w+\s+)?(?:does\s*not|doesn't|doesn’t|do\s+not|cannot|can't)\s+exists?",
        r"not\s+exists?",
        r"d\.?\s*n\.?\s*e\.?",
        r"(?:there\s+is\s+)?no\s+(?:such\s+)?(?:limit|polynomial|function|value|number)(?:\s+exists)?",
        r"no\s+such\s+[a-z]+(?:\s+[a-z]+){0,2}\s+(?:exists?|can\s+exist)",  # "no such finite abelian group exists"
        r"there\s+(?:does\s+not|doesn't|do\s+not|cannot)\s+exist\s+(?:such\s+)?(?:an?\s+)?[a-z]+(?:\s+[a-z]+){0,2}",
        r"there\s+(?:is|are|exists?)\s+no\s+such\s+[a-z]+(?:\s+[a-z]+){0,2}",
        r"no\s+such\s+[a-z]\w*",  # "No such $B$", "no such j": the asked object does not exist
        r"(?:the\s+\w+\s+is\s+)?(?:non-?existent|undefined\s+limit)",
    ),
    "fr": (r"(?:la\s+\w+\s+|il\s+)?n['’]existe\s+pas", r"(?:il\s+n['’]y\s+a\s+)?pas\s+de\s+limite"),
    "es": (r"(?:el\s+\w+\s+|la\s+\w+\s+)?no\s+existe", r"no\s+hay\s+l[ií]mite"),
    "pt": (r"(?:o\s+\w+\s+|a\s+\w+\s+)?n[ãa]o\s+existe",),
    "de": (r"(?:der\s+\w+\s+|die\s+\w+\s+|das\s+\w+\s+)?existiert\s+nicht", r"(?:es\s+gibt\s+)?keinen\s+grenzwert"),
    "it": (r"(?:il\s+\w+\s+|la\s+\w+\s+)?non\s+esiste",),
    "ru": (r"(?:предел\s+)?не\s+существует",),
    "uk": (r"(?:границя\s+)?не\s+існує",),
    "vi": (r"(?:giới\s+hạn\s+)?không\s+tồn\s+tại",),
    "zh": (r"(?:极限|極限)?不存在", r"不存在(?:这样|這樣|满足条件|滿足條件|满足要求|符合条件)的\w{1,8}"),
    "ja": (
        r"(?:極限は)?(?:存在しない(?:です|のです)?|存在しません)",  # plain or polite ("存在しません")
        r"(?:その|この)?ような\w{1,8}は存在し(?:ない|ません)",
    ),
    "ko": (r"(?:극한은?\s*)?존재하지\s*않(?:는다|음|습니다)?",),
    "ar": (r"(?:النهاية\s+)?غير\s+موجودة?", r"لا\s+توجد?"),
    "hi": (r"(?:सीमा\s+)?(?:का\s+)?अस्तित्व\s+(?:में\s+)?नहीं(?:\s+है)?",),
    "tr": (r"(?:limit\s+)?(?:yoktur|yok|mevcut\s+değil(?:dir)?)",),
    "id": (r"(?:limit(?:nya)?\s+)?tidak\s+ada",),
    "nl": (r"(?:de\s+\w+\s+)?bestaat\s+niet",),
    "pl": (r"(?:granica\s+)?nie\s+istnieje",),
}
NOT_NECESSARILY: Cue = {  # a whole answer that says "no" to "must it ...?" ("Not necessarily.")
    "en": (r"not\s+necessarily", r"not\s+always"),
    "fr": (r"pas\s+n[ée]cessairement",),
    "es": (r"no\s+necesariamente",),
    "pt": (r"n[ãa]o\s+necessariamente",),
    "it": (r"non\s+necessariamente",),
    "de": (r"nicht\s+(?:unbedingt|notwendigerweise|zwingend)",),
    "ru": (r"не\s+обязательно", r"необязательно"),
    "vi": (r"không\s+nhất\s+thiết",),
    "zh": (r"不一定", r"未必"),
    "ja": (r"必ずしも(?:そうではない|ではない)?",),
    "ko": (r"반드시\s*그렇지는?\s*않(?:다|음|습니다)?",),
    "id": (r"tidak\s+selalu", r"belum\s+tentu"),
    "tr": (r"her\s+zaman\s+değil", r"şart\s+değil"),
    "nl": (r"niet\s+noodzakelijk",),
}
CHANGE_WORDS: Mapping[str, Mapping[str, tuple[str, ...]]] = {  # a change's direction, as plain lower-case words
    "en": {
        "down": ("lose", "lost", "loss", "losing", "losse", "deficit", "decrease", "decreased", "decreasing")
        + ("drop", "dropped", "fall", "fell", "decline", "declined", "shrink", "shrank"),
        "up": ("gain", "gained", "gaining", "profit", "increase", "increased", "increasing", "rise", "rose")
        + ("grow", "grew", "earn", "earned"),
    },
}  # read by :mod:`.stated_phrase` after its tokens drop a plural's "s" ("loses" is "lose", "losses" "losse")
