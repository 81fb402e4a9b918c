"""The words extraction reads, per language, in one place (adding a language = adding an entry).

Each cue is a table ``language -> words`` (regular-expression fragments, matched case-insensitively
where the script has case); :func:`alternation` compiles a cue of every language into one pattern
fragment. Nothing is compiled at import time: the readers compile their patterns on first use.

Cues:
- ``WORK``: nouns that name the response's own work ("The argument is incomplete."): a sentence about
  the work describes the response and states no answer (issue 38).
"""

from __future__ import annotations

from collections.abc import Mapping

Cue = Mapping[str, tuple[str, ...]]

LANGUAGES = ("en", "zh", "ja", "ko", "ru", "ar", "hi", "vi", "fr", "es", "de", "pt")

WORK: Cue = {
    "en": (
        "argument",
        "proof",
        "solution",
        "reasoning",
        "approach",
        "attempt",
        "derivation",
        "analysis",
        "work",
        "response",
        "computation",
        "calculation",
        "method",
        "explanation",
        "justification",
    ),
    "fr": ("argument", "preuve", "démonstration", "solution", "raisonnement", "approche", "tentative"),
    "es": ("argumento", "prueba", "demostración", "solución", "razonamiento", "enfoque", "intento"),
    "de": ("argument", "beweis", "lösung", "argumentation", "ansatz", "versuch", "herleitung"),
    "pt": ("argumento", "prova", "demonstração", "solução", "raciocínio", "abordagem", "tentativa"),
}


def alternation(cue: Cue, languages: tuple[str, ...] = LANGUAGES) -> str:
    """One regular-expression alternation (a non-capturing group) of the words ``cue`` holds for
    ``languages``, longest first so a longer word wins over its prefix.
    """
    words = {w for lang in languages for w in cue.get(lang, ())}
    return "(?:" + "|".join(sorted(words, key=lambda w: (-len(w), w))) + ")"
