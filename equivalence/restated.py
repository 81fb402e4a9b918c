r"""The forms a gold sentence states its answer in (text in, texts out; nothing compared here).

- A sentence that states its value and then restates it in another form after "so", "that is",
  "i.e.", "hence", "thus", "namely", "equivalently" ("The limit equals $\ln(4) - 1$, so $a = 4$ and
  $b = 1$."; "Show that the limit is $(5-\pi)/4$. That is, $r=5/4$ and $s=-1/4$.") states each form:
  the value, and the assignments together (one answer, ``$a = 4$ and $b = 1$``). Either answers it;
  one assignment alone (``b = 1``) does not.
- A sentence gold whose value is followed by a description of it ("Show that the number of subsets
  is $F_n$, the $n$th Fibonacci number.") states the value (not a math span of the description).
- A sentence that names its quantity first ("$a$ must equal $7$.") states the value after the verb;
  one that counts ("Show that there are $\frac{n-1}{2}$ such elements $d$.") states the count.
- A sentence gold whose set is written without math delimiters ("Show that the solution is the set
  \{2/3, 3/2, (13 + \sqrt{601})/12\}.") states that set, its closing brace read as ``\}``.

A gold's first form is its answer (:attr:`.stages.Gold.answer`), the others are
:attr:`.stages.Gold.also` (:func:`.grading.read_gold`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .worded import DNE, NO_SUCH, worded

if TYPE_CHECKING:
    from collections.abc import Callable

MAX_RESTATED_GOLD = 400
_MATH = re.compile(r"\$[^$]*\$")
_RESTATING = re.compile(
    r"(?:[,;.]|\s-{1,2})\s*(?:and\s+)?(?:so|hence|thus|that\s+is|i\.\s?e\.|namely|equivalently|in\s+other\s+words)\s*,?\s+",
    re.IGNORECASE,
)
_APPOSITION = re.compile(
    r"(?<=\$),\s+(?:the|an?)\s[^,;$]*(?:\$x*\$[^,;$]*)*$", re.IGNORECASE
)  # "is $F_n$, the $n$th Fibonacci number.": a description of the value after it
_STATED_LAST = re.compile(r"\s(?:is|are|equals?)\s+\$x*\$$")  # the head ends on its stated value
_NAMED_VALUE = re.compile(
    r"^\$[^$]{1,40}\$\s+(?:(?:must|should|will|can\s+only)\s+)?(?:equals?|is|are|be)\s+(?:exactly\s+)?"
    r"\$([^$]{1,300})\$\s*\.?$"
)  # a sentence naming its quantity first: "$a$ must equal $7$."
_COUNTED = re.compile(
    r"^(?:Show|Prove)\s+that\s+there\s+(?:are|is|exist|exists)\s+(?:exactly\s+)?(\$x+\$)"
    r"(?:\s+(?:such\s+)?[a-z]+(?:\s+[a-z]+){0,3}(?:\s+\$x+\$)?)?\s*\.?$"
)  # "there are $N$ such elements $d$": the count, not the name of what is counted
_CLAIM = re.compile(r"^(?:(?:show|prove)\s+that\s+)?(?:the\s+(?:answer|solution)\s+is\s+(?:that\s+)?)?", re.IGNORECASE)
_VERDICT_LEAD = re.compile(r"^(yes|no)\s*[,;:]\s*\S", re.IGNORECASE)  # "yes, such a sequence exists"
_NEED_NOT = re.compile(r"\b(?:need\s+not|needn't|not\s+necessarily|does\s+not\s+have\s+to)\b", re.IGNORECASE)
_CONTRAST = re.compile(r"\bbut\b|;", re.IGNORECASE)  # "must exist with three colors, but not necessarily with nine"
_PIECEWISE = re.compile(
    r"\$x+\$\s+if\s+(?!and\s+only).*(?:\$x+\$|\b\d+\b)\s+if\s|\botherwise\b|\bif\s+\S+\s*=\s*\S+,\s+and\b"
)  # a value per case: "$45$ if $n = 1$, $45^2*10$ if $n = 2$", "1 if n = 1, and otherwise -1"
_JOINERS = re.compile(r"^[\s,;.]*(?:(?:and|or|,|;)[\s,;.]*)*$", re.IGNORECASE)
_BARE_SET = re.compile(r"\s(?:is|are|equals?)\s+(?:the\s+set\s+)?(\\\{[^$]*\})\s*\.?\s*$")


def _masked(text: str) -> str:
    """``text`` with each math span's content masked (same length), so prose patterns skip math."""
    return _MATH.sub(lambda m: "$" + "x" * (len(m.group(0)) - 2) + "$", text)


def _form(piece: str, read: Callable[[str], str]) -> str | None:
    """What one piece of a restating gold states: its math spans joined by "and" when nothing but
    joiners stands between them ("$a = 4$ and $b = 1$"), else its reading as a gold (``read``).
    """
    spans = _MATH.findall(piece)
    if not spans:
        return None
    if _JOINERS.match(_MATH.sub(",", piece)):
        return " and ".join(spans) if len(spans) > 1 else None  # one "thus $b = 1$" is a consequence
    stated = read(piece.strip().rstrip("."))
    return stated if stated and stated.strip() != piece.strip().rstrip(".") else None


def gold_forms(gold: str, read: Callable[[str], str]) -> tuple[str, ...]:
    """The forms ``gold`` states (see the module docstring), the value first; () when it states one
    form only. ``read``: what a gold piece states (the extraction stage's gold reading).
    """
    if not isinstance(gold, str) or len(gold) > MAX_RESTATED_GOLD:
        return ()
    found = _worded_claim(gold.strip())
    if found is None:
        found = _one_value(gold)
    if found is None and gold[:1].isupper() and "$" in gold:
        found = _restated(gold, read)
    return found or ()


def _worded_claim(gold: str) -> tuple[str, ...] | None:
    """A claim in words: yes or no with a comment, "need not", "no such ... exists", or a value per
    case (read whole: no one value answers it); else None.
    """
    claim = _CLAIM.sub("", gold)  # "Show that the answer is yes, ..." -> "yes, ..."
    verdict = _VERDICT_LEAD.match(claim)
    if verdict is not None:
        return (f"\\text{{{verdict.group(1).lower()}}}",)  # "Yes, $S$ must contain all positive integers."
    if _NEED_NOT.search(claim) and not _CONTRAST.search(claim) and worded(claim) == claim:
        return ("\\text{no}",)  # "The limit need not equal $1$." answers "must it?" with no, not with 1
    if claim != gold and worded(claim.rstrip(".").replace("$", "")) in (DNE, NO_SUCH):
        return (DNE, "\\text{no}")  # "Show that no such polynomials exist." (asked "does one exist?": no)
    if _PIECEWISE.search(_masked(gold)):
        return (gold,)  # "... is $0$ if $n = 1$ and $2^{n-2}$ if $n \\geq 2$.": no one value answers it
    return None


def _one_value(gold: str) -> tuple[str, ...] | None:
    """The one value of a sentence that names its quantity first, counts, or writes a set without
    math delimiters; else None.
    """
    named = _NAMED_VALUE.match(gold.strip())  # "$a$ must equal $7$."
    if named is not None:
        return (named.group(1).strip(),)
    if not gold[:1].isupper():
        return None
    counted = _COUNTED.search(_masked(gold))  # "Show that there are $\\frac{n-1}{2}$ such elements $d$."
    if counted is not None:
        return (gold[counted.start(1) + 1 : counted.end(1) - 1].strip(),)
    bare = _BARE_SET.search(gold) if "$" not in gold and "\\{" in gold else None
    if bare is not None:
        found = bare.group(1)
        return (found if found.endswith("\\}") else found[:-1] + "\\}",)
    return None


def _restated(gold: str, read: Callable[[str], str]) -> tuple[str, ...] | None:
    """A value restated after "so" / "that is" (both forms), or followed by its description (the value)."""
    masked = _masked(gold)
    m = _RESTATING.search(masked)
    if m is None:
        apposition = _APPOSITION.search(masked)
        stated = apposition is not None and _STATED_LAST.search(masked[: apposition.start()])
        head = _form(gold[: apposition.start()], read) if stated else None
        return (head,) if head else None
    first, second = _form(gold[: m.start()] + ".", read), _form(gold[m.end() :], read)
    return (first, second) if first and second else None
