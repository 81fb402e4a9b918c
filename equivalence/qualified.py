r"""A value said with words around it that do not change it, in the value's own form (text in, text
out; a step of :func:`.worded.worded`, on the text its wrappers were dropped from):

- a leading copula of a worded gold: ``\text{is }{35}`` is 35, "equals 12", "would be 7";
- a trailing "only" after a value or a list of values: ``\text{10 or 100, only}`` is "10 or 100"; a
  leading one before numbered statements: ``\text{Only }4\text{ and }5`` is "4 and 5";
- Roman-numeral statements named by a noun or followed by a predicate: "Quadrants I and II",
  "quadrants I and II only", "Only II and III hold.", "options I and III are correct", "the first
  and second quadrants" (English ordinals up to ten) are the numerals; a negation or an exception
  ("not I", "all but II", "except III") is no noun, so the phrase is kept whole;
- in a sentence (:func:`roman_said`), Roman-numeral statements after a noun or "only", or two or more
  joined: "so the region lies in quadrants I and II only." states "I and II" (a lone "I" is a pronoun);
  numbered ones only after a noun: "Correct statements: (4) and (5) only." ("by (1) and (2)" cites);
- a sentence that says an equation has no solution is the empty set: "The equation has no real
  solutions.", "There are no real roots.", "It has no integer zeros" (``\emptyset``, as "no solution");
- two bounds of one quantity in words: "at least 3 and no more than 35" = "between 3 and 35
  inclusive" = ``[3, 35]`` (and so ``3 \le p \le 35``); "more than 3 and less than 35" = ``(3, 35)``.
"""

from __future__ import annotations

import re

_VALUE = r"-?\d+(?:\.\d+)?"
_COPULA = re.compile(
    r"^\s*(?:is|are|was|equals|would\s+be|will\s+be|must\s+be|is\s+equal\s+to|equal\s+to)\s+(?=[-{(\[\\\d])",
    re.IGNORECASE,
)
_ONLY_BEFORE = re.compile(r"^(?i:only)\s+(?=\(?\d+\)?(?:\s*(?:,|\band\b|&)\s*\(?\d+\)?)*\s*\.?$)")
_ONLY_AFTER = re.compile(r"(?<=[\d)}\]])\s*,?\s*only\s*\.?\s*$", re.IGNORECASE)
_ROMAN = r"\(?(?:I{1,3}|IV|VI{0,3}|IX|X)\.?\)?"
_JOIN = r"\s*(?:,\s*and|,|\band\b|&)\s*"
_NOT_A_NOUN = re.compile(
    r"^(?:not|no|none|neither|nor|except|excluding|without|besides|unlike|but|all|only|and|or|either|both|"
    r"exactly|just|at|most|least|never)$",
    re.IGNORECASE,
)
_ROMAN_PHRASE = re.compile(
    rf"^(?i:the\s+)?(?i:(?:only|both|exactly)\s+)?(?P<noun>[^\W\d_]{{3,}}\s+)?(?i:(?:only|both)\s+)?"
    rf"(?P<list>{_ROMAN}(?:{_JOIN}{_ROMAN})*)"
    rf"(?:\s*,?\s*(?:only|alone))?"
    rf"(?:\s+(?:(?:are|is|must\s+be|can\s+be)\s+)?(?:true|correct|valid|satisfied|possible|hold|holds)(?:\s+true)?)?"
    rf"(?:\s*,?\s*only)?\s*[.!]?\s*$"
)
_ORDINALS = {"first": "I", "second": "II", "third": "III", "fourth": "IV", "fifth": "V"}
_ORDINALS |= {"sixth": "VI", "seventh": "VII", "eighth": "VIII", "ninth": "IX", "tenth": "X"}
_ORDINAL = "|".join(_ORDINALS)
_ORDINAL_PHRASE = re.compile(
    rf"^(?:the\s+)?(?:(?:only|both)\s+)?(?P<list>(?:{_ORDINAL})(?:{_JOIN}(?:the\s+)?(?:{_ORDINAL}))*)"
    rf"\s+(?:quadrants?|statements?|options?|choices?|octants?)(?:\s*,?\s*only)?\s*[.!]?\s*$",
    re.IGNORECASE,
)
_NO_SOLUTION = re.compile(
    r"^(?:(?:so|thus|hence|therefore),?\s+)?(?:(?:the\s+(?:given\s+)?(?:equation|system|polynomial|inequality)"
    r"|it|this|there)\s+(?:has|have|is|are)\s+)?no\s+(?:real\s+|integer\s+|positive\s+)?"
    r"(?:solutions?|roots?|zeros?)(?:\s+exists?)?\s*[.!]?$",
    re.IGNORECASE,
)
_BOTH_BOUNDS = (
    (
        "[]",
        re.compile(
            rf"^(?:at\s+least|no\s+(?:less|fewer)\s+than|not\s+less\s+than)\s+({_VALUE})\s*,?\s*and\s+"
            rf"(?:at\s+most|no\s+more\s+than|not\s+more\s+than)\s+({_VALUE})$",
            re.IGNORECASE,
        ),
    ),
    ("[]", re.compile(rf"^(?:between|from)\s+({_VALUE})\s+(?:and|to)\s+({_VALUE})\s*,?\s*inclusive$", re.IGNORECASE)),
    (
        "()",
        re.compile(
            rf"^(?:more|greater)\s+than\s+({_VALUE})\s*,?\s*and\s+(?:less|fewer|smaller)\s+than\s+({_VALUE})$",
            re.IGNORECASE,
        ),
    ),
)


def unqualified(plain: str) -> str:
    """``plain`` without the words of the module docstring around its value, else unchanged."""
    text = re.sub(r"\s+", " ", plain).strip()
    if not text:
        return plain
    text = _COPULA.sub("", text)
    text = _ONLY_BEFORE.sub("", _ONLY_AFTER.sub("", text))
    if _NO_SOLUTION.match(text):
        return "\\emptyset"
    bounds = _bounds(text.rstrip("."))
    if bounds is not None:
        return bounds
    roman = _roman(text)
    if roman is not None:
        return roman
    return text if text != re.sub(r"\s+", " ", plain).strip() else plain


def _bounds(text: str) -> str | None:
    """Two bounds in words as an interval (see the module docstring), else None."""
    for brackets, pattern in _BOTH_BOUNDS:
        m = pattern.match(text)
        if m is not None:
            return f"{brackets[0]}{m.group(1)}, {m.group(2)}{brackets[1]}"
    return None


def _roman(text: str) -> str | None:
    """The numerals of a Roman-numeral phrase (see the module docstring) as "I and II", else None."""
    m = _ROMAN_PHRASE.match(text)
    if m is not None:
        noun = (m.group("noun") or "").strip()
        if noun and (_NOT_A_NOUN.match(noun) or re.fullmatch(r"[IVX]+", noun)):
            return None
        if not noun and m.group(0).strip() == m.group("list").strip():
            return None  # a bare list: :mod:`.worded` reads it as it is
        return " and ".join(n.strip("().") for n in re.split(_JOIN, m.group("list")))
    m = _ORDINAL_PHRASE.match(text)
    if m is not None:
        words = [w.removeprefix("the ").strip() for w in re.split(_JOIN, m.group("list"))]
        return " and ".join(_ORDINALS[w.lower()] for w in words)
    return None


_NOUNS = r"(?:quadrants?|statements?|options?|choices?|claims?|conclusions?|inequalities|equations|graphs?)"
_ROMAN_WORD = r"(?<![\w(])\(?(?:I{1,3}|IV|VI{0,3}|IX|X)\)?(?![\w'])"
_ITEM = rf"(?:{_ROMAN_WORD}|\(\d{{1,2}}\))"
_ROMAN_SAID = re.compile(
    rf"(?:(?i:{_NOUNS}|only)\s*:?\s+)?({_ITEM}(?:{_JOIN}{_ITEM})+|(?<=\s){_ITEM})"
    rf"(?!\s*(?i:or)\b)"
)
_LED = re.compile(rf"(?i:{_NOUNS}|only)\s*:?\s+$")


def roman_said(sentence: str) -> tuple[int, str] | None:
    """(offset, numerals) of the last Roman-numeral statements a sentence names (see the module
    docstring), else None; "I or II" (a hedge) names none.
    """
    found = None
    for m in _ROMAN_SAID.finditer(sentence):
        listed = m.group(1)
        led = _LED.search(sentence, 0, m.start(1)) is not None
        if led or (_JOIN_RE.search(listed) and "(" not in listed.replace("(I", "I")):  # "(1) and (2)" cite equations
            found = (m.start(1), listed)
    rest = sentence[found[0] + len(found[1]) :] if found is not None else ""
    if found is None or re.search(r"\bor\b|\d", rest) or _DENIED.search(rest):
        return None  # "I or II" hedges; "by (I) and (II) we get 7" states 7; "I and II are false"
    if _DENIED.search(_CLAUSE.split(sentence[: found[0]])[-1]):
        return None  # "Neither I nor II", "not I and II", "all except I and II"
    return found


_JOIN_RE = re.compile(_JOIN)
_CLAUSE = re.compile(r"[,;:]|\b(?:so|thus|hence|therefore|but)\b", re.IGNORECASE)  # the list's own clause
_DENIED = re.compile(
    r"\b(?:false|incorrect|wrong|invalid|fails?|not|never|neither|nor|except|excluding|without|none)\b|n't",
    re.IGNORECASE,
)
