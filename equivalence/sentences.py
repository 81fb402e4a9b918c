"""The last-sentence reader: with no statement at all, the answer of the last sentence's main clause (its
math span, a bare answer, a plain list, "There are N", plain math or a number with its unit, a subject's
value, a spelled-out number), past closing words to the reader and checks.
"""

from __future__ import annotations

import functools
import re

from . import lexicon, lexicon_clauses
from .chatter import is_chatter, states_plainly
from .conclusions import worded_conclusion
from .lexicon import phrases
from .normalize import without_remark
from .offers import offered_after, offered_too
from .plaintext import last_spelled_number, scale_after
from .presentation import ARROW
from .prose import LEAD_IN, plain_list, plain_math, there_are
from .qualified import roman_said
from .response import last_match
from .spans import MATH_SPAN, is_prose, last_sentence, strip_math
from .spelled import closing_spelled_number
from .spoken import spoken_tail
from .stages import Candidate
from .units import compound_start, unit_end
from .worded import DNE, NO_SUCH, worded

NUMBER = re.compile(
    r"(?<![A-Za-z0-9_.,^])(?<!\^\{)-?(?:\d{1,3}(?:[ \u00a0\u202f\u2009]\d{3})+(?![\d,.]?\d)"  # 27 720: grouped by spaces
    r"|\d{1,3}(?:,\d{3})+(?![\d,])(?:\.\d+)?|\d+,\d+(?![\d,]|\.\d)"  # 2,74: a decimal comma (also before a full stop)
    r"|\d+(?:\.\d+)?(?:/\d+)?|\.\d+)"
)


MAX_BARE_ANSWER = 200
_VARIABLE_LABEL = re.compile(
    r"^\s*(?:[a-z]|\*[a-z]\*):[ \t]+(?=\S)"
)  # "x: 5" names its unknown (a ratio has no space: "3:5")


_REASON = re.compile(
    r",?\s+(?:" + phrases(lexicon.REASON) + r")(?![A-Za-z])", re.IGNORECASE
)  # a clause that gives a reason or a condition, not the answer


_COPULA_AFTER = re.compile(
    r"\s*(?:(?:is|are|was|equals|becomes|gives|comes\s+to|evaluates\s+to|simplifies\s+to)\b|=)(?!\s+(?:a|an|the)\b)",
    re.IGNORECASE,
)  # "$f(3)$ is 10": a value said of a math span


_WORD_LABEL = re.compile(
    r"^[ \t]*(?:[^\W\d_][\w'’-]+[ \t]+){0,3}[^\W\d_][\w'’-]+[ \t]*[:：][ \t]+([^\s$][^\n$]*?)[ \t]*[.。]?[ \t]*\Z"
)  # a label of one to four words, then what it labels
_LETTER_LIST = re.compile(
    r"^\(?[A-Z]\)?(?:[ \t]*(?:,[ \t]*(?:and|et|und|y|e|и)?|and|et|und|y|e|и|&)[ \t]*\(?[A-Z]\)?)+$"
)
_STATED_LETTERS = re.compile(
    r"\b(?:are|is|were|was)\s+(\(?[A-Z]\)?(?:\s*(?:,\s*(?:and\s+)?|\s+and\s+)\(?[A-Z]\)?){1,11})\s*[.!]?\s*$"
)  # two or more capital letters after a copula, closing the sentence
_LABEL_COLON = re.compile(r"[^$\n:：\d,;]{0,24}?[:：][ \t]*([^\s$][^$\n]{0,40}?)[ \t]*[.。]?[ \t]*\Z")


_CHECK_WORD = re.compile(r"^\W*(?:verification|check|verify|double-check|sanity check)\b", re.IGNORECASE)
_CHECK = re.compile(
    r"[\u2713\u2714\u2705]|" + _CHECK_WORD.pattern + r"|^\W*(?:verified|checked|confirmed|done|q\.?e\.?d)\W*$",
    re.IGNORECASE,
)  # a check, or a one-word sentence that only says the work is checked or done
_TICKED_VALUE = re.compile(r"(?<=[\d$}])[ \t]+[\u2713\u2714\u2705\u2611]+[ \t]*\Z")
_TICKED = re.compile(r"(?<=[.!\u3002])[ \t]*[\u2713\u2714\u2705\u2611]+[ \t]*\Z")  # "So $x=7$. \u2713": a tick after it

_POINTER = re.compile(  # "That is the requested answer.": a sentence pointing back at the value before it
    r"^\W*(?:that|this|it|which)(?:'s|’s|\s+is|\s+was)\s+(?:the|our|my)\s+(?:[a-z]+\s+){0,2}answer\W*$",
    re.IGNORECASE,
)

MAX_CLOSING_SENTENCES = 3


_TO_READER = re.compile(r"\byou(?:r|'d|'ll|'re)?\b", re.IGNORECASE)


_CLOSING = re.compile(
    r"\b(?:you(?:r|'d|'ll|'re)?|hope|helps|helpful|feel\s+free|let\s+me\s+know|glad|happy\s+to|good\s+luck|cheers"
    r"|thanks|thank)\b",
    re.IGNORECASE,
)  # words to the reader, in English


_CLOSING_WORD = re.compile(
    r"\b(?:hope|helps|helpful|feel\s+free|let\s+me\s+know|glad|happy\s+to|good\s+luck|cheers|thanks|thank|like\s+to|want\s+to)\b",
    re.IGNORECASE,
)  # a closing to the reader beside a value ("Let me know if you'd like to try 300.")
_HAS_VALUE = re.compile(r"\d|\$|\\[A-Za-z]")


_QUANTITY = re.compile(r"-?\d+[.,]\d[\d.,]*[A-Za-z]")


def last_sentence_answer(text: str) -> Candidate | None:
    """No statement anywhere: the answer of the last sentence's main clause (:func:`main_clause`,
    :func:`sentence_answer`), placed in ``text``; closing paragraphs that check it are passed over
    (:func:`checked_until`).
    """
    end = checked_until(text)
    ticked = _TICKED.search(text, 0, end)
    if ticked is None and not _CHECK_WORD.match(text[text.rfind("\n", 0, end) + 1 : end]):
        ticked = _TICKED_VALUE.search(text, 0, end)  # "S = 3/2 = 1.5 \u2713": a tick after the value, no check word
    end = ticked.start() if ticked is not None else end
    for _ in range(MAX_CLOSING_SENTENCES + 1):
        sentence = last_sentence(text[:end])
        found = None if states_nothing(sentence) else sentence_answer(main_clause(sentence))
        at = text.rfind(sentence, 0, end) if sentence else len(text)
        if found is not None or not sentence or not (states_nothing(sentence) or _comment(text, sentence, at)):
            break
        end = at  # "I hope this helps!", a check with a tick, a comment on the work: read what came before
    if found is None:
        return None
    if at < 0:  # a display block read joined (spans.last_sentence): where its lines begin
        at = max(0, text.rfind("\n", 0, max(0, end - len(sentence))))
    return Candidate(found[2], found[1], at + found[0])


def _comment(text: str, sentence: str, at: int) -> bool:
    """Whether ``sentence`` (at ``at`` in ``text``) only comments on the work after a sentence that states its value
    plainly (:mod:`.chatter`).
    """
    return is_chatter(sentence) and states_plainly(last_sentence(text[: max(0, at)]))


MAX_CHECK_PARAGRAPHS = 2


def checked_until(text: str) -> int:
    """Where ``text`` ends once its closing paragraphs that check an answer stated before them are cut
    ("The value of $x$ is $7$. / Let's verify: plugging $x = 7$ back in, ... = 57 ✓": :data:`.lexicon_clauses.CHECK`),
    at most :data:`MAX_CHECK_PARAGRAPHS`; a response that is only a check keeps it.
    """
    end = len(text.rstrip())
    for _ in range(MAX_CHECK_PARAGRAPHS):
        cut = text.rfind("\n\n", 0, end)
        if cut < 0 or not text[:cut].strip() or _check_opening().match(text, cut + 2) is None:
            break
        end = len(text[:cut].rstrip())
    return end


@functools.cache
def _check_opening() -> re.Pattern:
    return re.compile(r"\s*\W{0,3}\s*(?:" + phrases(lexicon_clauses.CHECK) + ")", re.IGNORECASE)


def states_nothing(sentence: str) -> bool:
    """A closing sentence that states no answer: a word to the reader ("If you have any more
    questions, feel free to ask.", "I hope this helps!", "Let me know if you'd like to try 300."), a
    check of the answer ("... = 22 ✓", "Check: ..."), or a sentence pointing back at the value before it
    ("That is the requested answer."). A sentence that leaves the work unfinished ("so I
    need to reconsider", "which is") is no closing: the response states nothing.
    """
    if _CHECK.search(sentence) or _POINTER.match(sentence):
        return True
    if _HAS_VALUE.search(sentence) is None:
        return _CLOSING.search(sentence) is not None
    return _TO_READER.search(sentence) is not None and _CLOSING_WORD.search(sentence) is not None  # not "you get $6$"


def main_clause(sentence: str) -> str:
    r"""``sentence`` up to a clause that gives a reason or a condition ("since", "because", "when",
    "where", "if", "which occurs when", "attained at", in English, French, Spanish, German and
    Portuguese), when what comes before states a value: "The minimum value is $-\frac14$, attained
    at $x = \frac12$." -> "The minimum value is $-\frac14$" (issue 30, principle 1: the answer is
    the statement's, not its justification's). Words inside math spans are not read.
    """
    masked = MATH_SPAN.sub(lambda m: "$" + "x" * (len(m.group(0)) - 2) + "$", sentence)
    witness = _witness().search(masked)  # "Only one such integer exists (namely 54).": the count, not its example
    if witness is not None and (
        _HAS_VALUE.search(masked, 0, witness.start()) or last_spelled_number(sentence[: witness.start()])
    ):
        sentence, masked = sentence[: witness.start()], masked[: witness.start()]
    opening = _OPENING_REASON.match(masked)
    if opening is not None:  # "Since $x = 3$ is excluded, the equation has no roots.": the clause after the reason
        sentence = " " * opening.end() + sentence[opening.end() :]
        masked = " " * opening.end() + masked[opening.end() :]
    m = _REASON.search(masked, opening.end() if opening is not None else 0)
    if m is None or _HAS_VALUE.search(masked, 0, m.start()) is None:
        return sentence
    return sentence[: m.start()]


_OPENING_REASON = re.compile(
    r"^\W*(?:since|because|as|given\s+that|puisque|comme|ya\s+que|dado\s+que|como|da|weil|já\s+que"
    r"|так\s+как|поскольку)\s[^,;:]{3,120},\s*(?=\S)",
    re.IGNORECASE,
)  # a sentence that opens with its reason: up to the comma that ends it


@functools.cache
def _witness() -> re.Pattern:
    return re.compile(
        r"[ \t]*[(（][ \t]*(?:" + phrases(lexicon_clauses.WITNESS) + r")[,:]?\s[^()（）]*[)）][ \t]*[.!。]?[ \t]*\Z",
        re.IGNORECASE,
    )


_LEAD_ARROW = re.compile(r"[ \t]*" + ARROW + r"[ \t]*")


def sentence_answer(sentence: str) -> tuple[int, str, str] | None:
    r"""(offset, marker, value) of the last sentence's answer: its last math span (a response that is
    only ``$(3,2)$``; "... the pair is $(7, 6)$."; a bold number is one, :mod:`.response`), else the
    whole sentence when it is no prose (``\\frac{10}{9}``), else the count of "There are N ...", else
    its last plain-text math ("... equals \\pi /4.") or number ("... is 2/3."), else the value of a
    sentence naming its subject, else its last spelled-out number.
    """
    arrow = _LEAD_ARROW.match(sentence)
    if arrow is not None:  # "=> sqrt(8)-1": an arrow that leads to the value
        found = sentence_answer(sentence[arrow.end() :])
        return (arrow.end() + found[0], found[1], found[2]) if found else None
    concluded = worded_conclusion(sentence)  # "So no such $j$ exists.", "The equation has no real solutions."
    if concluded is not None:
        return concluded
    spelled = closing_spelled_number(sentence)  # "... von $S$ ist dreizehn.": the word that ends the sentence
    if spelled is not None:
        return spelled[0], "spelled_number", spelled[1]
    joined = _joined_spans(sentence)
    if joined is not None:
        return MATH_SPAN.search(sentence).start(), "math_spans", joined
    span = last_match(MATH_SPAN, sentence)
    roman = (
        roman_said(MATH_SPAN.sub(lambda m: " " * len(m.group(0)), sentence))
        if "I" in sentence or "(" in sentence
        else None
    )
    if roman is not None and (span is None or roman[0] > span.end()):  # "... quadrants I and II only."
        return roman[0], "plain_list", roman[1]
    if span is not None:
        subject = _subject_span(sentence, span)
        return _span_answer(sentence, subject if subject is not None else span)
    return _prose_answer(sentence)


def _prose_answer(sentence: str) -> tuple[int, str, str] | None:
    """(offset, marker, value) of a last sentence with no math span (see :func:`sentence_answer`)."""
    if sentence and len(sentence) <= MAX_BARE_ANSWER and not is_prose(sentence):
        found = strip_math(_VARIABLE_LABEL.sub("", sentence, count=1))  # only the answer: \frac{10}{9}; "x: 5"
        return (0, "bare", found) if found else None
    labelled = _WORD_LABEL.match(sentence) if len(sentence) <= MAX_BARE_ANSWER + 60 else None
    letters = _LETTER_LIST.match(labelled.group(1)) if labelled is not None else None
    if letters is not None:  # "Letters: G, F, D, A", "Correct options: A, D, F and G": the letters, listed
        return labelled.start(1), "bare", ", ".join(re.findall(r"[A-Z]", letters.group(0)))
    stated = _STATED_LETTERS.search(sentence) if letters is None else None
    if stated is not None:  # "The graphs that have inverses are H, G, F, E, D, A.": the letters after the copula
        return stated.start(1), "bare", ", ".join(re.findall(r"[A-Z]", stated.group(1)))
    listed = plain_list(sentence)
    if listed is not None:
        return listed[0], "plain_list", listed[1]
    counted = there_are(sentence)
    if counted:
        return 0, "there_are", counted
    said = spoken_tail(sentence) if re.search(r"\d", sentence) else None
    if said is not None:  # "The side is the square root of 2.": a value read aloud
        return said[0], "plain_math", said[1]
    return plain_or_number(without_remark(sentence)) or _worded(sentence)  # "12 (confidence 90%)."


def value_said_after(text: str, end: int) -> tuple[int, str] | None:
    r"""(offset, value) of a value said of the math span that ends at ``end`` in its line ("$3.6 \times 0.25$
    equals 9." -> 9), else None.
    """
    said = _COPULA_AFTER.match(text, end)
    if said is None:
        return None
    line_end = text.find("\n", end)
    rest = text[said.end() : len(text) if line_end < 0 else line_end]
    later = plain_or_number(rest)
    if later is None or rest[: later[0]].strip() or rest[later[0] + len(later[2]) :].strip(" .。!"):
        return None  # only a value, then the end of the sentence: not "$5$ is 2 more than 3."
    return said.end() + later[0], later[2]


_OF_OBJECT = re.compile(
    r"\s*,?\s*(?:is|are|was|gives)\s+(?:the|a|an|our)\s+(?:(?:only|unique|real|positive|required|desired)\s+)?"
    r"(?:solution|root|zero|answer|value|solutions|roots)\s+(?:of|to|for)\s+(?:the\s+\w+\s+)?$",
    re.IGNORECASE,
)  # "$x = -8$ is the solution of $4(x+2) - 16 = 6x + 8$": the span before names the answer


def _subject_span(sentence: str, last: re.Match) -> re.Match | None:
    """The math span before ``last`` when the sentence says it is the solution (root, value) of ``last``."""
    before = last_match(MATH_SPAN, sentence, 0, last.start())
    if before is None or before.end() > last.start():
        return None
    return before if _OF_OBJECT.match(sentence[before.end() : last.start()]) else None


def _span_answer(sentence: str, span: re.Match) -> tuple[int, str, str] | None:
    r"""(offset, marker, value) of a sentence whose last math span is ``span``: the value said of the
    span after it ("Therefore, $3.6 \times 0.25$ equals 0.8." -> 0.8), else the span's own value
    (its number when it holds only words: "$? just about 1$"), else None for a box.
    """
    said = _COPULA_AFTER.match(sentence, span.end())
    later = plain_or_number(sentence[said.end() :]) if said is not None else None
    if later is not None:
        return said.end() + later[0], later[1], later[2]
    labelled = _LABEL_COLON.match(sentence, span.end())  # "Minimum $a$: 5": a label naming its span, then the value
    if labelled is not None and not is_prose(labelled.group(1)):
        return labelled.start(1), "bare", labelled.group(1).strip()
    found = strip_math(next(g for g in span.groups() if g is not None))
    if "\\" not in found and is_prose(found) and plain_list(found) is None:
        worded = plain_or_number(found)
        if worded is not None:
            return span.start() + worded[0], worded[1], worded[2]
    if not found or "\\boxed" in found:
        return None
    at, found = offered_too(sentence, span.start(), found)  # "either $\\frac32$ or $\\frac23$": a hedge, both
    return at, "math_span", offered_after(sentence, span.end(), found)  # "$306$, 也可能是 603"


def _worded(sentence: str) -> tuple[int, str, str] | None:
    """The whole worded answer a sentence states after a word of conclusion ("Therefore, the limit does not
    exist.", "No, not necessarily.", "따라서 극한은 존재하지 않는다."), else the value of a sentence that names its
    subject, else its last spelled-out number.
    """
    from .statements import subject_value  # statements read their value with this module's readers

    concluded = _CONCLUDED.match(sentence)
    stated = sentence[concluded.end() :] if concluded else sentence
    if is_worded_answer(stated, concluded=concluded is not None):
        return len(sentence) - len(stated), "subject", stated.strip().rstrip(".!\u3002")
    said = subject_value(sentence)
    if said:
        return 0, "subject", said
    spelled = last_spelled_number(sentence)
    return (0, "spelled_number", spelled) if spelled else None


def is_worded_answer(span: str, *, concluded: bool = True) -> bool:
    """Whether ``span`` as a whole is a worded answer the value readers know (:mod:`.worded`: "the limit does
    not exist", "No, not necessarily", "存在しない"; :data:`.lexicon.ANSWER_WORDS`: "いいえ"), not a sentence
    that only holds one; a lone word of :data:`.lexicon.ANSWER_WORDS` or a yes/no ("Yes.", "Dienstag") only after a
    word of conclusion (``concluded``: "Therefore, yes."), else it is read as one word.
    """
    plain = span.strip()
    if worded(plain) in _WORDED:
        return True
    return concluded and (plain.rstrip(".!").casefold() in _VERDICTS or lexicon.in_english(plain) is not None)


_VERDICTS = frozenset({"yes", "no", "true", "false"})
_WORDED = frozenset(
    {DNE, NO_SUCH, "\\text{no}", "\\emptyset", "\\infty"}
)  # "does not exist", "not necessarily", "no such X", "no real roots", "infinitely many such integers" (:mod:`.worded`)


_CONCLUDED = re.compile(r"\s*(?:" + lexicon.words(lexicon.CONCLUSION) + r")\s*[,，、]?\s*", re.IGNORECASE)


_JOINERS_ONLY = re.compile(r"^[\s,;]*(?:(?:and|or)[\s,;]+)*(?:and|or)?[\s,;.]*$", re.IGNORECASE)


_COPULA_BEFORE = re.compile(r"\b(?:are|is|be|were|was|equals?)\s*:?\s*$", re.IGNORECASE)


def _leads_to(sentence: str, spans: list[re.Match], k: int) -> bool:
    """Whether the text before span ``k`` only leads to it: the sentence's opening words ("So", "The
    solutions are"), or, after an earlier span, words that end on a copula ("of $n$ are").
    """
    if k == 0:
        return LEAD_IN.match(sentence[: spans[0].start()]) is not None
    return _COPULA_BEFORE.search(sentence, spans[k - 1].end(), spans[k].start()) is not None


def _joined_spans(sentence: str) -> str | None:
    """A sentence of two or more math spans with only "and", "or" and commas between them
    ("$1$ and $2$ and $3$", "$21,16$ or $11$") is one answer, the spans as written joined; else None.
    """
    spans = list(MATH_SPAN.finditer(sentence))
    first = next((k for k in range(len(spans) - 1) if _leads_to(sentence, spans, k)), None)
    if first is None:
        return None
    spans = spans[first:]  # "The possible values of $n$ are $1$ and $7$.": the spans after the copula
    sentence = sentence[spans[0].start() :]  # after a lead-in ("The solutions are $x=1$ and $x=-3$.")
    if not _JOINERS_ONLY.match(MATH_SPAN.sub(" ", sentence)):
        return None
    parts = [strip_math(next(g for g in m.groups() if g is not None)) for m in spans]
    if not all(parts) or any("\\boxed" in p for p in parts):
        return None
    if re.search(r"\bor\b", MATH_SPAN.sub(" ", sentence)) and any("," in p for p in parts):
        return None  # "$0,1,2,4$ or $1,2,4$": a hedge between two lists, no list of their members
    return MATH_SPAN.sub(lambda m: strip_math(next(g for g in m.groups() if g is not None)), sentence).strip(" .")


def plain_or_number(sentence: str) -> tuple[int, str, str] | None:
    r"""(offset, marker, value) of the later of the sentence's last plain-text math run and its last
    number with its unit ("26 mm" and "50 cm^2" are numbers with units, "\\pi /4" is math).
    """
    start = max(0, len(sentence) - 2000)
    tail = sentence[start:]
    number = last_match(NUMBER, tail)
    run = plain_math(tail)
    unit = unit_end(tail, number.end()) if number is not None else 0
    if number is not None and _QUANTITY.match(tail, number.start()):
        unit = len(tail)  # 1,000.99m^{2}: a decimal or grouped number glued to letters is a quantity
    if run is not None and (
        number is None
        or run[0] >= unit
        or (run[1] >= number.end() and (unit == number.end() or run[0] < number.start()))
    ):  # the run after the number and its unit, or holding the number (2 1/2 hours)
        if not run[2]:
            return None
        after = unit_end(tail, run[1])  # "\frac{31}{6} hours": math with its unit
        clock = _CLOCK_SUFFIX.match(tail, run[1]) if _CLOCK_TIME.match(run[2]) else None
        after = clock.end() if clock is not None else after  # "10:15 PM": a time of day
        value = run[2] if after <= run[1] else f"{run[2]} {tail[run[1] : after].strip()}"
        at, value = offered_too(tail, run[0], value, start)  # "-0.25 or 1/4": a hedge, both
        return at, "plain_math", value  # after the number and its unit, or a number without one
    found = last_number(sentence)
    return (found[0], "last_number", found[1]) if found else None


def last_number(text: str) -> tuple[int, str] | None:
    """Position and value of the last number in ``text`` (HARP's own checker's last resort), with
    the unit written after it (so a unit can be compared, :mod:`.units`).
    """
    start = max(0, len(text) - 2000)
    tail = text[start:]
    last = last_match(NUMBER, tail)
    if last is None:
        return None
    value = with_unit(tail, last)
    first = compound_start(tail, last.start(), last.start() + len(value)) if value != last.group(0) else last.start()
    return offered_too(tail, first, tail[first : last.start()] + value, start)  # "3 minutes 45 seconds": one measure


def with_unit(text: str, number: re.Match) -> str:
    """The number ``number`` matched in ``text``, with the unit, percent sign or half of the day written
    after it ("26 mm", "25%", "11 AM").
    """
    percent = _PERCENT_AFTER.match(text, number.end())
    if percent is not None:
        return number.group(0) + "%"
    scale = scale_after(text, number.end()) if not text.isascii() or " " in text else None
    if scale is not None:  # "3 thousand", "2 тысячи", "3万人": the scale word belongs to the number
        return f"{number.group(0)} {scale}"
    clock = _CLOCK_SUFFIX.match(text, number.end()) if _CLOCK_TIME.match(number.group(0)) else None
    if clock is not None:  # "11 AM": a time of day
        return number.group(0) + " " + clock.group(0).strip()
    return (number.group(0).rstrip(".") + text[number.end() : unit_end(text, number.end())]).rstrip(".")


_PERCENT_AFTER = re.compile(r"[ \t]?(?:\\%|%|percent\b)", re.IGNORECASE)


_CLOCK_TIME = re.compile(r"^\d{1,2}(?::\d{2})?$")  # 10:15, or 11 (before "AM")


_CLOCK_SUFFIX = re.compile(r"[ \t]*[AaPp]\.?[ \t]?[Mm]\.?(?![A-Za-z])")


_PROSE_WORD = re.compile(r"[^\W\d_]{3,}")  # a word of a sentence around math ("The sum evaluates to $x$")


def sentence_value(answer: str) -> str | None:
    r"""The value an answer written as a sentence around math states ("The sum evaluates to $\frac{7}{4}$." ->
    ``\frac{7}{4}``, read as a last sentence is), else None: a line of math, or one that only names the answer.
    """
    outside = MATH_SPAN.sub(" ", answer) if "$" in answer and answer.count("$") % 2 == 0 else ""
    words = [w.lower() for w in _PROSE_WORD.findall(outside)]
    said = sentence_answer(main_clause(answer)) if len(words) >= 2 and "answer" not in words else None
    return said[2] if said is not None and said[2] != answer else None
