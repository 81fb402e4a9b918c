"""The lexicon's languages table, generated from the lexicon and printed in docs/checker.md (a test
keeps the two equal): per language, what each cue class holds (an example and how many more), its
answer words and its number words.
"""

from __future__ import annotations

import re

from . import lexicon

NAMES = {
    "en": "English",
    "zh": "Chinese",
    "ja": "Japanese",
    "ko": "Korean",
    "ru": "Russian",
    "ar": "Arabic",
    "hi": "Hindi",
    "vi": "Vietnamese",
    "fr": "French",
    "es": "Spanish",
    "de": "German",
    "pt": "Portuguese",
    "bn": "Bengali",
    "fa": "Persian",
    "it": "Italian",
    "tr": "Turkish",
    "id": "Indonesian",
    "pl": "Polish",
    "uk": "Ukrainian",
    "nl": "Dutch",
    "th": "Thai",
}
COLUMNS = {  # column -> the cues it shows (a language's entries of each, in order)
    "answer": ("ANSWER_IS",),
    "therefore": ("CONCLUSION",),
    "correction": ("SELF_CORRECTION",),
    "retraction": ("RETRACTION_OPENING", "RETRACTION"),
    "condition": ("HYPOTHETICAL",),
    "hedge": ("ALTERNATIVE",),
    "negation": ("NOT",),
}
_REGEX = re.compile(r"[\\()\[\]?*+|{}^$]")


def _cell(entries: tuple[str, ...]) -> str:
    r"""The first entry that reads as plain words (its ``\s+`` as a space), and how many more; or a count."""
    if not entries:
        return "—"
    plain = [e.replace(r"\s+", " ") for e in entries if not _REGEX.search(e.replace(r"\s+", " "))]
    if not plain:
        return f"{len(entries)} pattern{'s' if len(entries) > 1 else ''}"
    return plain[0] + (f" (+{len(entries) - 1})" if len(entries) > 1 else "")


def _answer_words(lang: str) -> str:
    table = lexicon.ANSWER_WORDS.get(lang, {})
    said = {
        english: next((w for w, e in table.items() if e == english), "") for english in ("yes", "no", "true", "false")
    }
    return " / ".join(said.values()) if all(said.values()) else "—"


def _numbers(lang: str) -> str:
    entry = lexicon.NUMBERS.get(lang)
    if entry is None:
        return "—"
    form = "glued" if entry.glued else "spaced"
    return f"{len(entry.units) + len(entry.scales)} words, {len(entry.ordinals)} ordinals, `{entry.fraction}`, {form}"


def languages_table() -> str:
    """The markdown table docs/checker.md prints between ``<!-- lexicon:start -->`` and ``<!-- lexicon:end -->``."""
    head = ["language", *COLUMNS, "yes / no / true / false", "number words"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for lang in lexicon.LANGUAGES:
        cues = [
            _cell(tuple(e for cue in cues for e in getattr(lexicon, cue).get(lang, ()))) for cues in COLUMNS.values()
        ]
        if lang in lexicon.SHARED_PHRASES.get("zh", ()) and cues[0] == "—":
            cues[0] = "the zh entry's"
        elif lang == "en" and cues[0] == "—":
            cues[0] = "the readers' own"  # every other language's phrase is read as English
        row = [f"{NAMES[lang]} (`{lang}`)", *cues, _answer_words(lang), _numbers(lang)]
        lines.append("| " + " | ".join(row) + " |")
    return "\n".join(lines)
