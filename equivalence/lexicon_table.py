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
    "answer heading": ("ANSWER_HEADING",),
    "therefore": ("CONCLUSION",),
    "correction": ("SELF_CORRECTION",),
    "retraction": ("RETRACTION_OPENING", "RETRACTION"),
    "condition": ("HYPOTHETICAL",),
    "hedge": ("EITHER", "ALTERNATIVE", "MAYBE"),
    "negation": ("NOT",),
    "taken back": ("TAKEN_BACK",),
}
_REGEX = re.compile(r"[\\()\[\]?*+|{}^$]")
_OPTIONAL = re.compile(r"\(\?:[^()]*\)\?")  # "(?:final\s+)?": left out of the example
_CHOICE = re.compile(r"\(\?:([^()|]*)(?:\|[^()]*)?\)(?![?*])")  # "(?:án|số)": its first word
_SPACE = re.compile(r"\\s[+*]|\[ \\t\][+*]")
_CODE = re.compile(r"\\u([0-9a-fA-F]{4})")


def _example(entry: str, gap: str) -> str | None:
    r"""A cue entry as the words it most simply matches ("(?:final\s+)?answer" -> "answer"; ``gap``
    for a space it allows), or None when it stays a pattern.
    """
    text = entry.replace(r"\b", "")
    for _ in range(4):  # groups inside groups: the innermost first
        text = _CHOICE.sub(r"\1", _OPTIONAL.sub("", text))
    text = _CODE.sub(lambda m: chr(int(m.group(1), 16)), _SPACE.sub(gap, text))
    return None if _REGEX.search(text) or not text.strip() else " ".join(text.split())


def _cell(entries: tuple[str, ...], lang: str) -> str:
    """The first entry that reads as words (:func:`_example`), and how many more; or a count."""
    if not entries:
        return "—"
    gap = "" if lang in lexicon.UNSPACED and lang != "ko" else " "  # Korean spaces its words, not its particles
    plain = [said for said in (_example(e, gap) for e in entries) if said]
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
            _cell(tuple(e for cue in cues for e in getattr(lexicon, cue).get(lang, ())), lang)
            for cues in COLUMNS.values()
        ]
        if lang in lexicon.SHARED_PHRASES.get("zh", ()) and cues[0] == "—":
            cues[0] = "the zh entry's"
        elif lang == "en" and cues[0] == "—":
            cues[0] = "the readers' own"  # every other language's phrase is read as English
        row = [f"{NAMES[lang]} (`{lang}`)", *cues, _answer_words(lang), _numbers(lang)]
        lines.append("| " + " | ".join(row) + " |")
    return "\n".join(lines)


def write_table(path: str) -> None:
    """Rewrite the table between the markers of the markdown file ``path`` (docs/checker.md):
    ``python -m hardmath.equivalence.lexicon_table docs/checker.md`` after a lexicon change. Written
    atomically (a file beside it, then renamed: the checker imports nothing of hardmath outside it).
    """
    import os
    import tempfile
    from pathlib import Path

    text = Path(path).read_text(encoding="utf-8")
    head, start, rest = text.partition("<!-- lexicon:start -->\n")
    _, end, tail = rest.partition("\n<!-- lexicon:end -->")
    if not start or not end:
        raise ValueError(f"{path}: no <!-- lexicon:start --> ... <!-- lexicon:end --> block")
    fd, temp = tempfile.mkstemp(dir=Path(path).parent, suffix=".tmp")
    with os.fdopen(fd, "w", encoding="utf-8") as out:
        out.write(head + start + languages_table() + end + tail)
    os.replace(temp, path)


if __name__ == "__main__":
    import sys

    write_table(sys.argv[1])
