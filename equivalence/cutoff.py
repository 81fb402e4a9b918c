"""A response cut off mid-sentence: a generation that hit its token limit while it went on after a value
("So we get $12$. and now we still need to subtract the overcounted cas", "Option (D) gives 12, which
matches so f"). The value before such a closing clause was a step, not the answer, unless the response
stated it as one (a box, an answer marker, an answer tag: those are kept, so "The answer is $12$.
Check: 3 + 4 = 7 and the overcou" is still graded as 12).

A text is cut off when it ends on a letter (no stop, no value) and its last clause (after the last
stop, comma, colon or line break) holds at least :data:`MIN_FRAGMENT_WORDS` words (of two letters or more), no digit and no math,
is no closing word to the reader ("Hope this helps"), and shows it was left unfinished: it ends on a
word no sentence ends on ("... which is", "... of the"; :data:`.lexicon_clauses.DANGLING`) or on one
lowercase letter ("so f": a word cut in two), or it goes on with more work ("but this is only ...",
"we still need to ..."; :data:`.lexicon_clauses.MORE_WORK`). A finished clause left without a stop
("$x = 5$, which is the solution", "D, it can't be A or B") is not cut off. Scanned from the end over at
most :data:`MAX_FRAGMENT_CHARS` characters.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from typing import TYPE_CHECKING

from . import lexicon, lexicon_clauses
from .lexicon import phrases, words
from .precedence import GUESSES
from .sentences import states_nothing

if TYPE_CHECKING:
    from collections.abc import Iterator

    from .stages import Candidate

MIN_FRAGMENT_WORDS = 2
MAX_FRAGMENT_CHARS = 400

_CLAUSE_STOP = frozenset(".!?;:,\n。，；：、！？")
_VALUE_CHARS = frozenset("$\\{}=+*/^_<>|()[]")
_LETTER_RUN = re.compile(r"[^\W\d_]{2,}")  # a word of prose: two letters or more ("w-z-y" is math)
_UNSPACED = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]")  # kana and ideographs: written without spaces
UNSPACED_WORD = 5  # characters of an unspaced script counted as one word (a unit glued to a value is no clause)


def cut_off_at(text: str) -> int | None:
    """Where the unfinished closing clause of a cut-off ``text`` starts (the index after its stop),
    else None (the text ends on a stop, a value, a closing word to the reader, or a short clause).
    """
    tail = text.rstrip()
    if not tail:
        return None
    line_start = tail.rfind("\n") + 1
    if _open_math(tail[line_start:]):
        return line_start  # "Now we subtract $\frac{3", "we compute 3 +"
    if not (tail[-1].isalpha() or unicodedata.category(tail[-1]).startswith("M")):  # a letter, or its vowel sign
        return None
    last = _LAST_WORD.search(tail)
    line_words = len(_LETTER_RUN.findall(tail[line_start:]))
    prose = _PROSE_BEFORE.search(tail)  # "we still need to", "17$, so"; not "\\cos a" (a function's variable)
    if last is not None and _dangling().fullmatch(last.group(0)) and line_words >= MIN_FRAGMENT_WORDS and prose:
        return last.start()  # "So the total is 12 and we still need to": whatever the clause holds
    stop = next(
        (i for i in range(len(tail) - 1, max(-1, len(tail) - 1 - MAX_FRAGMENT_CHARS), -1) if tail[i] in _CLAUSE_STOP),
        None,
    )
    if stop is None:
        return None  # one long clause, or a text that is only a clause: nothing before it to void
    fragment = tail[stop + 1 :]
    if any(ch.isdigit() or ch in _VALUE_CHARS for ch in fragment):
        return None  # the closing clause states a value of its own
    count = len(_LETTER_RUN.findall(_UNSPACED.sub(" ", fragment))) + len(_UNSPACED.findall(fragment)) // UNSPACED_WORD
    if count < MIN_FRAGMENT_WORDS or states_nothing(fragment.strip()):
        return None
    opening = max(tail.rfind(mark, 0, stop + 1) for mark in _SENTENCE_STOPS) + 1
    unfinished = _unfinished(fragment.strip()) or _more_work().search(tail[opening:].strip()) is not None
    return stop + 1 if unfinished else None  # "Теперь проверим, удовлетворяет ли ...": the sentence goes on


_SENTENCE_STOPS = (". ", "! ", "? ", "\n", "。", "！", "？")


_OPEN_END = frozenset("+=^{(,")  # not "*", "_", "-", "\\": markdown and LaTeX line breaks end with them
_ESCAPED = re.compile(r"\\\\|\\[{}$]")  # "\\" (a line break) first, so "$185\\$" closes its span
_MATH_AFTER_DOLLAR = re.compile(r"[\\{^_]")


def _open_math(line: str) -> bool:
    r"""``line`` ends inside math: on an operator or an opening bracket, with a brace left open, or inside a
    ``$`` span it opened ("$\\frac{3", "gives $"; a money amount "$5 per item" opens none).
    """
    if line[-1] in _OPEN_END:
        return True
    plain = _ESCAPED.sub("", line)
    if plain.count("{") > plain.count("}"):
        return True
    if plain.count("$") % 2 == 0:
        return False
    dollar = plain.rfind("$")
    after = plain[dollar + 1 :]
    if not after.strip():  # "gives $": a span opened at the end; "1,000.99$" is money
        return dollar == 0 or not plain[dollar - 1].isalnum()
    if after.rstrip().endswith((".", "!", "?")) and len(_LETTER_RUN.findall(after)) >= MIN_PROSE_AFTER:
        return False  # "$\triangle ... Putting everything together, it comes out to 4.": prose went on and ended
    return _MATH_AFTER_DOLLAR.search(after) is not None


MIN_PROSE_AFTER = 6  # words of prose after a "$" never closed, ending on a stop: the text was finished


def _unfinished(clause: str) -> bool:
    """``clause`` ends on a word no sentence ends on, or on one lowercase letter, or goes on with more work."""
    last = _LAST_WORD.search(clause)
    if last is not None and (
        (len(last.group(0)) == 1 and last.group(0).islower()) or _dangling().fullmatch(last.group(0))
    ):
        return True
    return _more_work().search(clause) is not None


_PROSE_BEFORE = re.compile(r"(?:^|\s)[^\s\\]*[\w,.;:$)]\s+[^\W\d_]+$")  # the word before is no LaTeX command
_LAST_WORD = re.compile(r"[^\W\d_]+$")


@functools.cache
def _dangling() -> re.Pattern:
    return re.compile(words(lexicon_clauses.DANGLING))  # lowercase: "Option A" ends on a choice, not on "a"


@functools.cache
def _more_work() -> re.Pattern:
    return re.compile(phrases(lexicon_clauses.MORE_WORK), re.IGNORECASE)


def not_cut_off(text: str, found: Iterator[Candidate]) -> Iterator[Candidate]:
    """The candidates, less the guesses (:data:`.precedence.GUESSES`) of a cut-off ``text``
    (:func:`cut_off_at`): a value before its unfinished clause was a step, one in it ("the two digits
    are equ") is unfinished too.
    """
    return found if cut_off_at(text) is None else (c for c in found if c.marker not in GUESSES)


def since_error(text: str, boxes: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """The boxes (last first) stated after the last sentence that calls something before it wrong ("I made
    an arithmetic slip; correcting it gives ...": :data:`.lexicon_clauses.ERROR`): an earlier box was taken
    back and is no part of a several-part answer.
    """
    for k in range(1, len(boxes)):
        if _error().search(text, boxes[k][0], boxes[k - 1][0]) is not None:
            return boxes[:k]
    return boxes


def called_wrong(text: str, start: int) -> int | None:
    """Where the first cue after ``start`` that calls what came before wrong ends (a word of
    :data:`.lexicon_clauses.ERROR`, or a retraction of :data:`.lexicon.RETRACTION`: "I counted each of them
    twice"; not a mere "Hmm, let me make sure", nor a negated one: "There is no rounding error"), else None.
    """
    error = next(
        (m for m in _error().finditer(text, start) if not _NEGATED.search(text, max(start, m.start() - 30), m.start())),
        None,
    )
    found = [m.end() for m in (error, _retraction().search(text, start)) if m is not None]
    return min(found, default=None)


_NEGATED = re.compile(r"\b(?:no|not|without|never|free\s+of)\b[^.!?\n]*$", re.IGNORECASE)  # "no rounding error"


@functools.cache
def _retraction() -> re.Pattern:
    return re.compile(phrases(lexicon.RETRACTION), re.IGNORECASE)


@functools.cache
def _error() -> re.Pattern:
    """A word of :data:`.lexicon_clauses.ERROR`, not one naming a quantity (:data:`.lexicon_clauses.TECHNICAL_ERROR`:
    "the error term", "an error bound").
    """
    technical = r"(?!\s+(?:" + "|".join(lexicon_clauses.TECHNICAL_ERROR) + r")\b)"
    return re.compile(r"(?<!\bno )(?:" + words(lexicon_clauses.ERROR) + ")" + technical, re.IGNORECASE)


def only_checks(text: str, box_pos: int, boxed: str, value: str) -> bool:
    r"""Whether what follows the box at ``box_pos`` (holding ``boxed``) up to a closing ``value`` only checks it: a
    hesitation ("Hmm, let me make sure.") then a check whose value restates the boxed one ("Plugging in gives
    $5+2=7$."), with no cue that calls anything wrong (:func:`called_wrong`) and no word of self-correction
    ("Hmm. Actually it is 6.": that value replaces the box), or, with no such word, words that say it checks ("let me
    verify", "make sure": :func:`_checking`); a retraction that only hesitates ("等等") calls nothing wrong.
    """
    after = text[box_pos:]
    if _error().search(after) or _taken_back().search(after) or _corrects().search(after):
        return False
    plain = boxed.strip().strip("$").strip()
    if not plain:
        return False
    if _checking().search(after) and _CONFIRMED.search(after) and not _MISMATCH.search(after):
        return True  # "Hmm, let me verify. Both sides equal $7$. ✓"; not "... gives 16, not 15, so $x = 6$"
    return re.search(r"(?<![\w.])" + re.escape(plain) + r"(?![\w.]|\.\d)", value) is not None


_CONFIRMED = re.compile(
    r"[✓✔]|\b(?:correct|confirm(?:s|ed)?|checks\s+out|works|satisf(?:y|ies|ied)|indeed|consistent|both\s+sides"
    r"|stimmt|korrekt|correcto|cumple|vérifiée?)\b|正确|成立|符合|正しい|成り立つ|맞다|맞습니다|성립",
    re.IGNORECASE,
)  # what says a check came out right
_MISMATCH = re.compile(
    r"\b(?:not|but|doesn't|does\s+not|isn't|fails?|however|mais|pero|aber|nicht|no)\b|不|ない|않",
    re.IGNORECASE,
)  # what says it did not ("16, not 15"): the value after it may be a new answer


@functools.cache
def _checking() -> re.Pattern:
    """Words that say what follows checks a stated answer (:data:`.lexicon_clauses.CHECK`, "make sure", "recheck")."""
    return re.compile(
        r"(?<!\w)(?:" + phrases(lexicon_clauses.CHECK) + r"|make\s+sure|re-?check(?:ing)?)", re.IGNORECASE
    )


@functools.cache
def _corrects() -> re.Pattern:
    """A word of :data:`.lexicon.SELF_CORRECTION` that names a change ("actually", "instead", "mistake", "should
    be"), not a mere hesitation (:data:`.lexicon.RETRACTION_OPENING`, "wait", "hmm") nor a word a confirming check
    says ("correct", "right", "true").
    """
    passed = {w for cue in lexicon.RETRACTION_OPENING.values() for w in cue} | _HESITATING_OR_CONFIRMING
    cue = {lang: tuple(w for w in ws if w not in passed) for lang, ws in lexicon.SELF_CORRECTION.items()}
    return re.compile(words(cue) + "|" + phrases(lexicon.SELF_CORRECTION_PHRASES), re.IGNORECASE)


_HESITATING_OR_CONFIRMING = frozenset(
    {
        "correct",
        "right",
        "true",
        "real",
        r"recheck(?:ing)?",
        r"re-check(?:ing)?",
        r"подожди\w*",
        r"зачекай\w*",
        "잠깐",
        "等等",
        "等一下",
        "待って",
        "khoan",
        "เดี๋ยว",
    }
)


@functools.cache
def _taken_back() -> re.Pattern:
    """A phrase of :data:`.lexicon.RETRACTION` that takes an answer back, not one that only hesitates ("等等")."""
    cue = {lang: tuple(p for p in ps if p not in _HESITATING) for lang, ps in lexicon.RETRACTION.items()}
    return re.compile(phrases(cue), re.IGNORECASE)


_HESITATING = frozenset(
    {"等等", "等一下", "待って", r"잠깐(?:만)?(?=[\s,.!])", "रुको", "रुकिए", "দাঁড়াও", r"เดี๋ยว(?:ก่อน)?"}
)  # RETRACTION phrases that say "wait"
