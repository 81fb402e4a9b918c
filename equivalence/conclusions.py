r"""A closing sentence that as a whole states a worded answer class, whatever its subject: "There are infinitely many
such integers." (the count :math:`\infty`), "So no such $j$ exists." (does not exist), "The equation has **no real
solutions**." (no solution: the empty set), "Only II and III hold." (a list of statements). A span that only names the object (``$j$``, ``$f$``, ``$x_0$``) is read
as its letter; the sentence's subject before "has" (:data:`.lexicon.HAS`: "The equation has", "L'équation admet",
"Die Gleichung hat") is dropped. The classes are those :mod:`.worded` and :func:`.normalize.normalize` already know
(and :data:`.lexicon_answers.PHRASES` in other languages): no new word list.
"""

from __future__ import annotations

import functools
import re

from . import lexicon
from .normalize import normalize
from .worded import DNE, NO_SUCH

MAX_SENTENCE = 160
CLASSES = frozenset({DNE, NO_SUCH, "\\infty", "\\emptyset"})
_SYMBOL_SPAN = re.compile(r"\$\s*((?:\\[A-Za-z]+|[A-Za-z])(?:_\{?\w{1,3}\}?)?'?)\s*\$")  # "$j$", "$x_0$", "$\alpha$"


def worded_conclusion(sentence: str) -> tuple[int, str, str] | None:
    """(offset, "subject", the worded value) of a sentence that as a whole states an answer class, else None."""
    if len(sentence) > MAX_SENTENCE:
        return None
    concluded = _concluded().match(sentence)
    at = concluded.end() if concluded is not None else 0
    later = list(_concluded_after_comma().finditer(sentence, at))
    if later:  # "No real x satisfies both, so the solution set is empty.": the clause after the last "so"
        at = later[-1].end()
    stated = _SYMBOL_SPAN.sub(r"\1", sentence[at:]).strip().rstrip(".!。 ")
    listed = stated[stated.rfind(":") + 1 :].strip() if ":" in stated else ""  # "...: quadrants I and II only"
    if listed and "$" not in listed and _STATEMENTS.match(normalize(listed)):
        return len(sentence) - len(listed), "subject", listed
    if not stated or "$" in stated or "\\" in stated:
        return None
    verdict = convergence(stated)
    if verdict is not None:  # "The series diverges.", "Hence the sum does not converge."
        return start_of(sentence, at), "subject", verdict
    has = _has().match(stated)
    start = start_of(sentence, at)
    for offset, said in ((0, stated), (has.end() if has else -1, stated[has.end() :] if has else "")):
        if said and _is_class(said):
            return start + max(offset, 0), "subject", said
    return None


def start_of(sentence: str, at: int) -> int:
    """Where the statement after a conclusion's lead-in (which ends at ``at``) starts."""
    return at + len(sentence[at:]) - len(sentence[at:].lstrip())


_CONVERGENCE = re.compile(
    r"^(?:[A-Za-z][\w' ]{0,40}?\s)?(?P<not>(?:does|do)\s+not\s+|doesn['’]t\s+|never\s+)?"
    r"(?P<verb>[^\W\d_]+)$",
    re.IGNORECASE,
)


def convergence(stated: str) -> str | None:
    """The word "converges" or "diverges" for a statement that ends on a verb of convergence of any lexicon language
    ("The series diverges", "the sum does not converge" -> "diverges", "die Reihe konvergiert"); None
    when it says how or to what it converges ("absolutely", "to 2"), or says anything else.
    """
    m = _CONVERGENCE.match(stated)
    if m is None or len(stated.split()) > 8:
        return None
    verb = m.group("verb").lower()
    said = lexicon.in_english(verb) or {"converge": "converges", "diverge": "diverges"}.get(verb.removesuffix("s"))
    if said not in ("converges", "diverges"):
        return None
    if m.group("not"):
        return "diverges" if said == "converges" else "converges"
    return said


def _is_class(said: str) -> bool:
    canonical = normalize(said)
    return (
        canonical in CLASSES
        or _STATEMENTS.match(canonical) is not None  # "Only II and III hold.": the statements that hold
        or lexicon.in_english(said) in ("infinitely many", "no solution", "does not exist")
    )


_STATEMENTS = re.compile(r"^(?:I{1,3}|IV|VI{0,3}|IX|X)(?:, ?(?:I{1,3}|IV|VI{0,3}|IX|X))*$")


@functools.cache
def _concluded() -> re.Pattern:
    return re.compile(r"\s*(?:" + lexicon.words(lexicon.CONCLUSION) + r")\s*[,，、]?\s*", re.IGNORECASE)


@functools.cache
def _concluded_after_comma() -> re.Pattern:
    return re.compile(r"[,;，；]\s*(?:" + lexicon.words(lexicon.CONCLUSION) + r")\s*[,，、]?\s*", re.IGNORECASE)


@functools.cache
def _has() -> re.Pattern:
    """A subject and its verb "has" before what it has ("The equation has", "L'équation n'admet")."""
    return re.compile(r"^[^\d=<>]{1,60}?\s(?:" + lexicon.words(lexicon.HAS) + r")\s+", re.IGNORECASE)
