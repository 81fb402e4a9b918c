"""Forms and units a question asks for: "factor", "expand", "rationalize the denominator", "how many minutes".

Without a question an answer is graded by its value only. When the question asks for a form
and the gold is written in that form, an answer of the right value must be written in it too
(``x^2+x-2`` does not answer "Factor $x^2+x-2$"): the form is the task. Forms are read from the
answer's normalized text at the top level (outside every bracket), never evaluated. A question
that asks for an order ("in decreasing order", "order them from the smallest") makes a list's order
the answer: the gold's items, written alike, in another order miss it (:func:`order_missed`).
"""

from __future__ import annotations

import re

from .normalize import normalize
from .units import UNITS, quantity

_ASKS = (
    (
        "factored",
        re.compile(
            r"(?:^|[.!?:]\s+|\b(?:completely|fully|then)\s+)factor(?:i[sz]e)?\b(?!\s+of\b)"
            r"|\bfactori[sz](?:e|ed|ation)\b|\bfactored\s+form\b",
            re.IGNORECASE,
        ),
    ),
    ("expanded", re.compile(r"\bexpand\b|\bmultiply\s+out\b|\bexpanded\s+form\b", re.IGNORECASE)),
    ("rationalized", re.compile(r"\brationali[sz]e\b", re.IGNORECASE)),
)
_OPEN, _CLOSE = "([{", ")]}"


def asked_form(question: str | None) -> str | None:
    """The form a question asks for ("factored", "expanded", "rationalized"), else None."""
    if not isinstance(question, str) or not question:
        return None
    text = question[:4000]
    return next((form for form, pattern in _ASKS if pattern.search(text)), None)


def _top_level_sum(s: str) -> bool:
    """``s`` has a + or - between terms outside every bracket (a sign after ``^``/``_``, an
    operator or the start is no term boundary).
    """
    depth = 0
    for i, ch in enumerate(s):
        if ch in _OPEN:
            depth += 1
        elif ch in _CLOSE:
            depth -= 1
        elif ch in "+-" and depth == 0 and i > 0 and s[i - 1] not in "^_(+-*/=,{[" and not s[:i].endswith("\\cdot"):
            return True
    return False


def _groups(s: str) -> list[str]:
    """Contents of the parenthesized groups ``(...)`` / ``[...]`` of ``s`` (nested ones too)."""
    out, stack = [], []
    for i, ch in enumerate(s):
        if ch in "([":
            stack.append(i)
        elif ch in ")]" and stack:
            out.append(s[stack.pop() + 1 : i])
    return out


def _denominators(s: str) -> list[str]:
    r"""The denominators of ``s``: second arguments of ``\frac`` and what follows a ``/``."""
    out = []
    for m in re.finditer(r"\\frac", s):
        depth, args, start = 0, [], None
        for j in range(m.end(), len(s)):
            if s[j] == "{":
                depth += 1
                start = j + 1 if depth == 1 else start
            elif s[j] == "}":
                depth -= 1
                if depth == 0:
                    args.append(s[start:j])
                    if len(args) == 2:
                        break
            elif depth == 0 and not s[j].isspace():
                args.append(s[j])  # \frac12: one-character arguments
                if len(args) == 2:
                    break
        if len(args) == 2:
            out.append(args[1])
    out += [part[:40] for part in s.split("/")[1:]]
    return out


def has_form(answer: str, form: str) -> bool:
    """Whether ``answer`` is written in ``form`` (see module docstring)."""
    s = normalize(answer)
    if "=" in s:
        s = s.rsplit("=", 1)[1]
    if form == "factored":
        return not _top_level_sum(s) and any(ch in s for ch in "(^") and any(c.isalpha() for c in s)
    if form == "expanded":
        return not any(_top_level_sum(g) for g in _groups(s))
    if form == "rationalized":
        return not any("\\sqrt" in d or "^{\\frac" in d for d in _denominators(s))
    raise ValueError(f"unknown form {form!r}")


_ASKS_ORDER = re.compile(
    r"\bin\s+(?:increasing|decreasing|ascending|descending|alphabetical|chronological)\s+order\b"
    r"|\b(?:order|rank|arrange|list|sort)(?:ed|ing)?\b[^.?!]{0,60}?\bfrom\s+(?:the\s+)?"
    r"(?:greatest|largest|smallest|least|biggest|highest|lowest|fastest|slowest|oldest|youngest|most|first)\b",
    re.IGNORECASE,
)  # "in decreasing order", "order them from the smallest": a list whose order is the answer
_ITEM_SEP = re.compile(r"\s*(?:,|>|<|\\gt|\\lt)\s*")


def _items(s: str) -> list[str]:
    r"""The items of a list answer in order (``\text{Beth, Cyril}``, ``3, 1, 2``, ``a > b > c``)."""
    s = normalize(s)
    inner = re.fullmatch(r"\\text\{(.*)\}", s)
    return [item for item in _ITEM_SEP.split(inner.group(1) if inner else s) if item]


def order_missed(answer: str, gold: str, question: str | None) -> bool:
    """The question asks for an order (:data:`_ASKS_ORDER`) and ``answer`` lists the gold's items, written
    alike, in another order (``Beth, Cyril, Alex, Dan`` for ``Beth, Cyril, Dan, Alex``).
    """
    if not isinstance(question, str) or not _ASKS_ORDER.search(question[:4000]):
        return False
    said, asked = _items(answer), _items(gold)
    return len(asked) > 1 and sorted(said) == sorted(asked) and said != asked


def form_missed(answer: str, gold: str, question: str | None) -> str | None:
    """The form the question asks for and the gold is written in but ``answer`` is not, else None."""
    if order_missed(answer, gold, question):
        return "ordered"
    form = asked_form(question)
    if form is None or not has_form(gold, form) or has_form(answer, form):
        return None
    return form


# Units a question asks for ("How many minutes ...", "... in grams?"): the unit names of .units that
# read as words (two letters or more; "in" and "mi" are also words of their own).
_UNIT_WORDS = "|".join(
    re.escape(u) for u in sorted(UNITS, key=len, reverse=True) if len(u) >= 2 and u not in ("in", "mi") and "/" not in u
)
_POWER = r"(?:(?i:square|cubic|sq\.?)\s+)?"  # "square centimeters": a unit of area
_ASKED_UNIT = re.compile(
    r"\b(?i:how\s+many\s+(?:more\s+|fewer\s+|total\s+)?)(" + _POWER + "(?:" + _UNIT_WORDS + r"))\b"
    r"|\b(?i:(?:in|to\s+the\s+nearest)\s+(?:whole\s+)?)(" + _POWER + "(?:" + _UNIT_WORDS + r"))\s*(?:[?]|\.\s*$|$)"
)


def asked_unit(question: str | None) -> str | None:
    """The unit the question's *last* request asks for ("How many minutes ...?" -> "minutes"), else None."""
    if not isinstance(question, str) or not question:
        return None
    found = [m.group(1) or m.group(2) for m in _ASKED_UNIT.finditer(question[-4000:])]
    return found[-1] if found else None


def gold_in_asked_unit(gold: str, question: str | None) -> str:
    """A bare gold value is a quantity in the unit the question asks for: ``210`` for "How many
    minutes ...?" is ``210 minutes``, so ``210 seconds`` contradicts it and ``3 hours 30 minutes``
    converts to it (.units). A gold that states a unit, or is no number, is kept as it is.
    """
    unit = asked_unit(question)
    if unit is None or quantity(gold) is not None:
        return gold
    with_unit = f"{gold} {unit}"
    return with_unit if quantity(with_unit) is not None else gold


_LAYOUT = re.compile(r"[\s$]|\\[,;:! ]")


def asked_right_side(answer: str, question: str | None) -> str:
    """The right side of ``answer`` when it is one equation whose left side is what the question
    names ("m + n = 17" answering "... Find $m+n$." is ``17``); else ``answer``. Without the question a
    sum of letters is no name (:mod:`.compare` reads only variables, named quantities and what
    any question asks for, such as a determinant or a limit).
    """
    if not question or answer.count("=") != 1:
        return answer
    lhs, _, rhs = answer.partition("=")
    key = _LAYOUT.sub("", lhs)
    if len(key) < 2 or not rhs.strip() or not any(c.isalpha() for c in key) or key[-1:] in "<>!":
        return answer
    spaced = r"\s*".join(map(re.escape, key))  # the question may space it out: "m + n"
    named = re.search(r"(?<![\w\\])" + spaced + r"(?!\w)", question[-4000:].replace("$", " "))
    return rhs.strip() if named else answer
