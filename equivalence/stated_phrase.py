r"""A worded gold the closing sentence states in its own words: the gold is a phrase of two words or more
("reflection about the line $y = x$", "neither is true", "no root") and the last clause of the response's last
sentence ends on it word for word once both are made plain: math delimiters, ``\text{}``, LaTeX commands and case
dropped, articles left out, plurals as singulars, "about"/"over"/"through" as "across", "claim"/"assertion" as
"statement" ("The single transformation is a reflection across the line y = x."). The clause (after the last comma,
colon, semicolon or dash) may not negate or call something false where the gold does not ("It is not a reflection
about ..."), nor the sentence hedge ("either ... or ...").

A gold that names a change -- a direction and one amount ("lost 10 cents", "is increased by 20") -- is stated by a
clause that names the same direction and amount in any words ("a loss of \\$0.10", "the mean increases by 20"; cents
as hundredths of a dollar), and contradicted by one that names the opposite direction (:func:`opposite_change`).

A text cut off mid-sentence (:func:`.cutoff.cut_off_at`) states none. English only; a last resort after the
chooser's answer missed, in style "auto" and for a gold that is no choice letter (:func:`.grading.grade`).
"""

from __future__ import annotations

import re
from fractions import Fraction

from .cutoff import cut_off_at
from .lexicon_worded import CHANGE_WORDS
from .spans import last_sentence

MIN_WORDS = 2  # a one-word gold is the word reader's (:mod:`.words`)
MAX_GOLD_CHARS = 120
_TOKEN = re.compile(r"[a-z]+|\d+(?:\.\d+)?|[=<>+\-*/^()%]")
_WRAPPER = re.compile(r"\\(?:text|textbf|mathrm|emph|textit)\s*\{([^{}]*)\}|\$|\\[,;:! ]|\\[a-zA-Z]+")
_ARTICLES = frozenset({"a", "an", "the"})
_SAME = {"about": "across", "over": "across", "through": "across", "claim": "statement", "assertion": "statement"}
_DENIES = frozenset(
    {"not", "no", "never", "neither", "nor", "false", "wrong", "incorrect", "except", "fail", "fails", "but", "unless"}
)  # in the clause that holds the gold
_HEDGES = frozenset({"or", "either", "maybe", "perhaps", "possibly", "probably", "if", "whether"})  # in its sentence
_APOSTROPHE_NOT = re.compile(r"n['’]t\b")


def _tokens(text: str) -> list[str]:
    plain = _APOSTROPHE_NOT.sub(" not", _WRAPPER.sub(lambda m: f" {m.group(1) or ''} ", text).lower())
    out = []
    for tok in _TOKEN.findall(plain):
        if tok in _ARTICLES:
            continue
        tok = tok[:-1] if len(tok) > 3 and tok.endswith("s") and not tok.endswith("ss") else tok
        out.append(_SAME.get(tok, tok))
    return out


def stated_phrase(text: str, gold: str) -> str | None:
    """The clause of the last sentence of ``text`` that states the worded ``gold`` (see the module docstring),
    else None.
    """
    if not isinstance(gold, str) or len(gold) > MAX_GOLD_CHARS or not text or cut_off_at(text) is not None:
        return None  # a text cut off mid-sentence states no phrase
    wanted = _tokens(gold)
    words = [tok for tok in wanted if tok.isalpha()]
    if len(words) < MIN_WORDS or max(map(len, words)) < 3 or wanted[0] in ("show", "prove"):
        return None
    sentence = last_sentence(text.rstrip())
    if any(tok in _HEDGES and tok not in wanted for tok in _tokens(sentence)):
        return None
    clause = _CLAUSE.split(sentence.strip().rstrip(".!"))[-1]
    return clause.strip() if _holds(_tokens(clause), wanted) else None


_CLAUSE = re.compile(r"\s*[,;:\u2014\u2013]\s*|\s+-\s+|\.\s+")  # "Both are false \u2014 neither is true.": two clauses


def _holds(said: list[str], wanted: list[str]) -> bool:
    """Whether a clause's tokens hold the gold's, with no word that denies or hedges that the gold lacks."""
    if any(tok in _DENIES and tok not in wanted for tok in said):
        return False
    return said[-len(wanted) :] == wanted  # the clause ends on it: "converges absolutely" says more


def stated_change(text: str, gold: str) -> str | None:
    """The clause of the last sentence of ``text`` that states the change a worded ``gold`` names (see the module
    docstring), else None.
    """
    wanted = _gold_change(gold)
    said = _closing_change(text) if wanted is not None else None
    return said[0] if said is not None and said[1] == wanted else None


def opposite_change(text: str, gold: str) -> bool:
    """Whether the last sentence of ``text`` names a change in the direction opposite the ``gold``'s ("a 2% loss"
    against "2% gain"), which no value equal to the gold's amount makes right.
    """
    wanted = _gold_change(gold)
    said = _closing_change(text) if wanted is not None else None
    return said is not None and said[1][0] != wanted[0]


def _gold_change(gold: str) -> tuple[str, Fraction, str] | None:
    return _change(_tokens(gold)) if isinstance(gold, str) and len(gold) <= MAX_GOLD_CHARS else None


def _closing_change(text: str) -> tuple[str, tuple[str, Fraction, str]] | None:
    """(clause, change) of the last clause of ``text``'s last sentence, when it names one change plainly."""
    if not text or cut_off_at(text) is not None:
        return None
    sentence = last_sentence(text.rstrip())
    if any(tok in _HEDGES for tok in _tokens(sentence)):
        return None
    clause = _CLAUSE.split(sentence.strip().rstrip(".!"))[-1]
    said = _tokens(clause)
    change = _change(said) if not _DENIES & set(said) else None
    return (clause.strip(), change) if change is not None else None


def _change(tokens: list[str]) -> tuple[str, Fraction, str] | None:
    """(direction, amount, unit) of tokens that name one direction of change and one amount, else None."""
    directions = {way for tok in tokens for way, words in CHANGE_WORDS["en"].items() if tok in words}
    at = [k for k, tok in enumerate(tokens) if tok[:1].isdigit()]
    if len(directions) != 1 or len(at) != 1:
        return None
    unit = tokens[at[0] + 1] if at[0] + 1 < len(tokens) and tokens[at[0] + 1] in ("cent", "%", "percent") else ""
    amount = Fraction(tokens[at[0]]) / (100 if unit == "cent" else 1)
    return directions.pop(), amount, "%" if unit == "percent" else unit.replace("cent", "")
