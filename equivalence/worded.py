r"""Worded answers in one canonical form, the gold's words and an answer's alike (text in, text out;
a step of :func:`.normalize.normalize`, after wrappers are dropped):

- "does not exist" in any of its forms is one value, ``\text{DNE}``: "The limit does not exist.",
  "not exist", "DNE", "no limit", "n'existe pas", "不存在" (:data:`.lexicon_worded.DOES_NOT_EXIST`); "no such $j$
  (exists)" is :data:`NO_SUCH`, which equals both "does not exist" and the empty set (:mod:`.values`);
- "Not necessarily." answers "must it ...?" with no (:data:`.lexicon_worded.NOT_NECESSARILY`);
- a yes, no, true or false (any language of :data:`.lexicon.ANSWER_WORDS`) followed by a comment
  is that word: "No, not necessarily", "はい（存在する）", "Yes — such a set exists", "True, since f
  is continuous"; not when the comment sets a condition, names an alternative, hedges or says the
  opposite ("yes, if n is even", "yes or no", "no, maybe", "yes, false"), nor when it holds math
  that is no reason's ("Yes, n = 7"; "Yes, since 7 is prime" is a yes);
- a list of Roman-numeral statements is its numerals in any order: "I, II, and III only" =
  "I, II and III" = "III, I, II" = "I. and II. only" (the word "only", "and", an Oxford comma, a
  label's full stop, "Statements", "are true" dropped); "I or II" is a hedge, kept whole;
- names joined by "and" are the list of them ("Carlos and Diana" = "Carlos, Diana"; "or" hedges);
- "12 or more" = "at least 12" = "\ge 12" (and "at most"); "only x=0" = "x=0";
- English abbreviations of months and weekdays are the full name ("Feb" = "February", "Thurs");
- "infinitely many (solutions)" is the count ``\\infty``.
"""

from __future__ import annotations

import functools
import re

from . import lexicon, lexicon_worded
from .qualified import unqualified

DNE = "\\text{DNE}"
NO_SUCH = "\\text{no such}"  # "no such $j$ exists": does not exist, and the set of such objects is empty
_NO_SUCH = re.compile(r"^\s*(?:there\s+(?:is|are|exists?)\s+)?no\s+such\b", re.IGNORECASE)
MAX_COMMENT_WORDS = 12
_ROMAN = r"\(?(?:I{1,3}|IV|VI{0,3}|IX|X)\.?\)?"  # "I." or "(I)" as a statement's label too
_ROMAN_LIST = re.compile(
    rf"^(?:[Oo]nly\s+)?(?:[Ss]tatement\s+|(?!(?:is|was|has|does|as|yes)\s)[A-Za-z]{{2,}}s\s+)?(?:only\s+|both\s+)?({_ROMAN}(?:\s*(?:,\s*and|,|\band\b|&)\s*{_ROMAN})*)"
    r"(?:\s*,?\s*only)?(?:\s+(?:are|is)\s+(?:true|correct|valid)|\s+holds?)?\s*\.?$"
)
_NAME_LIST = re.compile(
    r"^[A-Z][a-z]{2,}(?:\s*(?:,\s*and|,|\band\b|&)\s*[A-Z][a-z]{2,}){1,5}$"
)  # names joined by commas or "and" ("or" joins alternatives: a hedge)
_BOUNDS = (
    ("at least", re.compile(r"^(?:at\s+least|no\s+(?:fewer|less)\s+than)\s+(\d+)$|^(\d+)\s+or\s+(?:more|greater)$")),
    ("at most", re.compile(r"^(?:at\s+most|no\s+more\s+than)\s+(\d+)$|^(\d+)\s+or\s+(?:fewer|less)$")),
)
_LABEL_FIRST = re.compile(
    r"^(?:(?:the|all|possible|set|sets|of|values?|solutions?|roots?|answers?|zeros?|are|is)\s+)*"
    r"(?:set|values?|solutions?|roots?|answers?|zeros?)(?:\s+(?:are|is))?\s*:?\s*(?=[\\\d({\[-])",
    re.IGNORECASE,
)  # "the set {1, 7}", "possible values: 1, 7": a label before the math, no word that changes the value
_GE = re.compile(r"^\\ge\s*(\d+)$")
_ONLY_FIRST = re.compile(r"^only\s+(?=[\\$\d(\[-]|[a-zA-Z](?![a-zA-Z]))")  # "only x=0", not "only if"
_MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october")
_MONTHS += ("november", "december")
_DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_CALENDAR = {  # English abbreviations of months and weekdays, to the full name
    **{m[:3]: m.capitalize() for m in _MONTHS},
    "sept": "September",
    **{d[:3]: d.capitalize() for d in _DAYS},
    **{a: "Tuesday" for a in ("tue", "tues")},
    **{a: "Thursday" for a in ("thur", "thurs")},
    **{m: m.capitalize() for m in _MONTHS + _DAYS},
}
_INFINITELY_MANY = re.compile(r"^(?:there\s+are\s+)?infinitely\s+many(?:\s+[a-z]+){0,2}\s*\.?$", re.IGNORECASE)
_ROMAN_HEDGE = re.compile(rf"^{_ROMAN}(?:\s*,?\s*\bor\b\s*{_ROMAN})+\s*\.?$")
_ROMAN_SEP = re.compile(r"\s*(?:,\s*and|,|\band\b|&)\s*")
_HEAD = re.compile(
    r"^\s*([^\s,;:()\u2014\u2013\u3001\u060c]+)\s*(?:[,;:(\u2014\u2013\u3001\u060c]|\s-\s)\s*(.+?)\s*\)?\s*[.!\u3002]?\s*$",
    re.DOTALL,
)
_PHRASE_HEAD = re.compile(
    r"^\s*(.+?)\s*(?:[,;:(\u2014\u2013\u3001\u060c]|\s-\s)\s*(.+?)\s*\)?\s*[.!\u3002]?\s*$", re.DOTALL
)  # a phrase, then a comment on it
_REMARK = re.compile(r"\s*[(\uff08]([^()\uff08\uff09]*)[)\uff09]\s*[.!\u3002]?\s*$")  # a closing remark in brackets
_MATH = re.compile(r"[0-9$\\=<>^_{}]")


@functools.cache
def _whole(cue_name: str) -> re.Pattern:
    """A whole answer that is one phrase of the lexicon entry ``cue_name`` (any language)."""
    cue = getattr(lexicon_worded, cue_name)
    alternatives = "|".join(f"(?:{p})" for lang in lexicon.LANGUAGES for p in cue.get(lang, ()))
    return re.compile(rf"^\s*(?:{alternatives})\s*[.!\u3002]?\s*$", re.IGNORECASE)


@functools.cache
def _limiting() -> re.Pattern:
    """A word that makes a comment a condition, an alternative or a hedge (the comment is then part of the answer)."""
    cues = (lexicon.HYPOTHETICAL, lexicon.ALTERNATIVE, lexicon.SUPPOSING)
    listed = "|".join(lexicon.words(cue) for cue in cues)
    english = r"(?<!\w)(?:only|unless|except|when|whenever|but|maybe|perhaps|possibly|probably|likely)(?!\w)"
    return re.compile(rf"{listed}|{english}", re.IGNORECASE)


_VERDICTS = ("yes", "no", "true", "false")
_POSITIVE = {"yes": True, "true": True, "no": False, "false": False}  # "No, it is false" agrees with itself


def _yes_no(word: str) -> str | None:
    """The English "yes", "no", "true" or "false" of such a word of any language of the lexicon, else None."""
    key = word.strip().casefold()
    english = key if key in _VERDICTS else lexicon.in_english(key)
    return english if english in _VERDICTS else None


@functools.cache
def _reason_first() -> re.Pattern:
    """A comment that opens with a reason ("since 7 is prime", "because f is continuous"): math in
    it is the reason's, not a second answer; a condition ("if", "when", "wenn", "lorsque") is no reason.
    """
    conditions = r"(?:if|when|whenever|where|wenn|wobei|lorsque|quand|cuando|donde|quando)(?!\w)"
    return re.compile(rf"^(?!{conditions})(?:{lexicon.words(lexicon.REASON)})", re.IGNORECASE)


def _commented(text: str) -> str | None:
    """The yes or no a text opens with when what follows is a comment on it (see the module docstring)."""
    m = _HEAD.match(text)
    if m is None:
        return None
    said, comment = _yes_no(m.group(1)), m.group(2)
    if said is None:
        return None
    if _whole("NOT_NECESSARILY").match(comment):
        return said if not _POSITIVE[said] else None  # "No, not necessarily"; "yes (not necessarily)" hedges
    reason = _reason_first().match(comment) is not None
    if (_MATH.search(comment) and not reason) or len(comment.split()) > MAX_COMMENT_WORDS:
        return None
    return said if agrees(said, comment) else None


def yes_no(word: str) -> str | None:
    """The English "yes", "no", "true" or "false" of ``word`` in any language of the lexicon, else None."""
    return _yes_no(word)


def agrees(said: str, comment: str) -> bool:
    """Whether ``comment`` after the yes/no/true/false ``said`` only comments on it: no condition, alternative or
    hedge (:func:`_limiting`), no opposite word ("yes, no"), no "not necessarily" after a yes.
    """
    if _limiting().search(comment):
        return False
    if _POSITIVE[said] and _not_necessarily().search(comment):
        return False
    return not any(_POSITIVE.get(_yes_no(w), _POSITIVE[said]) != _POSITIVE[said] for w in re.findall(r"\w+", comment))


@functools.cache
def _not_necessarily() -> re.Pattern:
    cue = lexicon_worded.NOT_NECESSARILY
    return re.compile("|".join(f"(?:{p})" for lang in lexicon.LANGUAGES for p in cue.get(lang, ())), re.IGNORECASE)


def worded(text: str) -> str:
    """``text`` in the canonical form of its worded value (see the module docstring), else unchanged."""
    plain = _LABEL_FIRST.sub("", _ONLY_FIRST.sub("", text.strip()))  # "only x=0"; "the set {1, 7}"
    plain = unqualified(plain)  # "is 35", "10 or 100, only", "Quadrants I and II" (:mod:`.qualified`)
    plain = plain.replace("\\&", "&")  # "I \& III"
    bounded = _GE.match(plain)
    if bounded:
        return f"\\text{{at least {bounded.group(1)}}}"
    if not plain or len(plain) > 120:
        return plain if plain != text.strip() else text
    found = _worded_value(plain) if "\\" not in plain else None
    if found is not None:
        return found
    said = _commented(plain)
    if said is not None:
        return f"\\text{{{said}}}"
    return plain if plain != text.strip() else text


def _commented_not_necessarily(plain: str) -> bool:
    """A "not necessarily" followed by a comment that sets no condition, names no alternative and
    does not hedge ("Not necessarily — a counterexample exists").
    """
    m = _PHRASE_HEAD.match(plain)
    return (
        m is not None
        and _whole("NOT_NECESSARILY").match(m.group(1)) is not None
        and not _limiting().search(m.group(2))
        and not any(_POSITIVE.get(_yes_no(w) or "", False) for w in re.findall(r"\w+", m.group(2)))
    )


def _worded_value(plain: str) -> str | None:
    """The canonical form of a worded answer with no LaTeX command (see the module docstring), else None."""
    remark = _REMARK.search(plain)
    remarked = remark and not _MATH.search(remark.group(1)) and not _limiting().search(remark.group(1))
    if _whole("DOES_NOT_EXIST").match(plain[: remark.start()] if remarked else plain):
        return NO_SUCH if _NO_SUCH.match(plain) else DNE  # also with a remark: "DNE (the one-sided limits differ)"
    if _whole("NOT_NECESSARILY").match(plain) or _commented_not_necessarily(plain):
        return "\\text{no}"
    if _ROMAN_HEDGE.match(plain):
        return f"\\text{{{plain}}}"  # "I or II": a hedge between statements, kept whole (no list of two)
    roman = _ROMAN_LIST.match(plain)
    if roman:
        return ", ".join(n.strip("().") for n in _ROMAN_SEP.split(roman.group(1)))
    names = _NAME_LIST.match(plain)
    if names:
        return ", ".join(_ROMAN_SEP.split(plain))  # "Carlos and Diana" = "Carlos, Diana"
    bound = next(((kind, m.group(1) or m.group(2)) for kind, p in _BOUNDS for m in [p.match(plain)] if m), None)
    if bound is not None:
        return f"\\text{{{bound[0]} {bound[1]}}}"  # "12 or more" = "at least 12"
    if _INFINITELY_MANY.match(plain[: remark.start()].rstrip() if remarked else plain):
        return "\\infty"  # "infinitely many (solutions)": the count is infinite
    full = _CALENDAR.get(plain.rstrip(".").casefold())
    if full is not None:
        return full  # "Feb" = "February", "Sat." = "Saturday"
    return None
