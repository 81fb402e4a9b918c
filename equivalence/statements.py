"""The statement readers: "Final Answer:", an "Answer:" line, "the answer is", a correction that replaces an
earlier answer, a box taken back; and the value a lead-in states (:func:`statement_value`).
"""

from __future__ import annotations

import re

from . import lexicon
from .boxes import last_boxed, part_count
from .first import opens_explanation
from .glued_values import glued_value
from .letters import both_or_hedge, is_hedge, letter_of, letters_hedged
from .lexicon import alternation, phrases, words
from .normalize import without_remark
from .offers import maybe_other, plain_other
from .plaintext import MIXED_WORDS, glued_scaled_number, scaled_number
from .prose import plain_list
from .response import CJK_LETTERS, last_match
from .sentences import (
    is_worded_answer,
    last_sentence_answer,
    main_clause,
    plain_or_number,
    sentence_answer,
    value_said_after,
)
from .spans import (
    BARE_WORDS,
    CJK_CHAR,
    INLINE,
    LATEX_WORDS,
    MATH_FREE,
    MATH_SPAN,
    drop_hope,
    find_unescaped,
    is_prose,
    joined_assignments,
    last_sentence,
    strip_math,
    without_cell_end,
)
from .spelled import closing_spelled_number, spelled_before_final_copula
from .spoken import spoken
from .stages import Candidate
from .units import quantity, unit_end

_FINAL_IS = re.compile(
    r"final\s+(?:answers?|results?)\s*(?:is\s*:?|are\s*:?|:|=)", re.IGNORECASE
)  # "The final result is 5."


_ANSWER_LINE = re.compile(
    r"(?:^|(?<=[.!?$}])[ \t])[ \t>#*_]*(?:(?:final\s+|short\s+|corrected\s+|revised\s+)?answers?|final\s+ans|tl;?\s?dr)[ \t*_]*(?::|(?=\$|\\\(|\\\[|\\boxed)|[ \t]*(?:=>|->|\\(?:to|implies|[Rr]ightarrow|Longrightarrow)(?![a-zA-Z])))"
    r"[ \t*_]*(.*)$",
    re.IGNORECASE | re.MULTILINE,
)


_SUBJECT = re.compile(r"^(?:the|a|an|so|thus|hence|this|it|our|that|its)\s", re.IGNORECASE)
_IS = re.compile(r"\b(?:is|are|was|equals|be)\b")
STATEMENT_WINDOW = 20_000  # "the answer is" is read this far from the end (a long check may follow it)
MAX_PROSE_WORDS = 6


_STATED_VALUE = re.compile(r"\d|\\[A-Za-z]")  # a value, not a word ("the answer is correct")


_THE_ANSWER_IS = r"(?:the|my|our)[ \t]+(?:(?:correct|final|real|right|true)[ \t]+)?(?:answer|choice|option)[ \t]+(?:is|should[ \t]+be)\b(?![ \t]+not\b)"  # "the answer is", "my final answer should be": a statement of the answer


_CORRECTION = re.compile(
    r"(?:^|(?<=[.!?:$}])[ \t]|\n)[ \t]*(?:(?:(?:wait|hmm|oh|oops|no|sorry|actually|correction)\b|"
    + words(lexicon.CONCLUSION)
    + r")[,!.、，]?[ \t]*){0,3}"
    + _THE_ANSWER_IS
    + r"[ \t]*:?",
    re.IGNORECASE | re.MULTILINE,
)  # a sentence that opens by stating the answer, after a word of correction or conclusion of any language


_CLAUSE_ANSWER = re.compile(
    r"(?:(?<=[;:,\u2014\u2013])|(?<=--)|(?<=\s-)|(?<=\bso)|(?<=\bthen))[ \t]+"
    r"(?:(?:actually|so|then|now|thus|hence|therefore)\b[ \t,]*)*" + _THE_ANSWER_IS + r"(?:[ \t]+actually\b)?[ \t]*:?",
    re.IGNORECASE,
)  # a statement of the answer inside a sentence ("Wait, that is wrong; the answer is 6.")


_SELF_CORRECTION = re.compile(
    words(lexicon.SELF_CORRECTION) + "|" + phrases(lexicon.SELF_CORRECTION_PHRASES), re.IGNORECASE
)  # what says a statement replaces an earlier one
_STOPS = (". ", "! ", "? ", "\n")  # the stops a sentence of a statement is read from


_RETRACTION = re.compile(
    r"(?:^|(?<=[.!?\n]))[ \t*]*" + alternation(lexicon.RETRACTION_OPENING) + r"\b|" + phrases(lexicon.RETRACTION),
    re.IGNORECASE | re.MULTILINE,
)  # a sentence that takes back an earlier answer ("Wait, ...", "I made an error"; not "no rounding error")


_AND_SPAN = re.compile(r"[ \t]*,?[ \t]*(?:" + words(lexicon.AND) + r")[ \t]*(?=\$)", re.IGNORECASE)  # "$a$ and $b$"
_SPAN_CLOSES = re.compile(r"[ \t]*(?:$|[.,;:!?\u2014\u2013\n]|--?\s)", re.MULTILINE)  # a listed span ends its clause


_ALTERNATIVE = re.compile(
    r"[ \t]*[,.]?[ \t]*\(?[ \t]*(?:" + alternation(lexicon.ALTERNATIVE) + r"|/)[ \t]*(?=\$)", re.IGNORECASE
)  # "$\\frac{a}{b}$ or $-\\frac{a}{b}$", "$11-k$ (or possibly $10-k$)", "$334$ / $336$"; a CJK sentence break may precede it
_PLAIN_ALTERNATIVE = re.compile(
    r"[ \t]*,?[ \t]*\(?[ \t]*(?:"
    + words(lexicon.ALTERNATIVE)
    + r")[ \t]+(?!equivalently\b|in\s+other\s+words\b)([^\n$]{1,80})",
    re.IGNORECASE,
)  # a hedge whose other value is plain text: both values are the statement
_SENTENCE_END = re.compile(r"(?<!\\)(?<![aApP]\.[mM])\.(?:\s|$)|\n|。|।")  # not the stop of "a.m."
_ALTERNATIVE_LEAD = re.compile(
    r"^[ \t]*,?[ \t]*(?:" + words(lexicon.ALTERNATIVE) + r"|soit)[ \t]*", re.IGNORECASE
)  # the word that opens the other value of a hedge
_PLAIN_OR = re.compile(
    r"[ \t]*,?[ \t]*(?<!\w)(?:" + alternation(lexicon.ALTERNATIVE) + r"|soit)(?!\w)[ \t]+", re.IGNORECASE
)  # the word between the values of a hedge
_CHOICE_FIRST = re.compile(r"\(?[A-E]\)(?:\s|$)")
_VALUE_LIKE = re.compile(
    r"\d|\\[A-Za-z]|^\(?[A-E]\)?$|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|"
    r"sixty|seventy|eighty|ninety|hundred|thousand)\b",
    re.IGNORECASE,
)  # a number, math, a choice letter or a number in words
_EITHER = re.compile(words(lexicon.EITHER) + r"[ \t]+", re.IGNORECASE)  # "either $a$ or b"
_HYPOTHETICAL = re.compile(words(lexicon.HYPOTHETICAL), re.IGNORECASE)
_LEAD_CHOICE = re.compile(r"^[ \t]*(?:\\textbf\{|\\text\{|\*\*)?\(([A-E])\)")
MAX_WORD_ANSWER = 4  # words a phrase that corrects a word answer may have


_COUNT_OF = re.compile(r"^(-?\d(?:[\d,]*\d)?(?:\.\d+)?)\s+([A-Za-z]{3}[A-Za-z' -]{0,60})$")  # 25 girls, not 2 pi / 3 x


_KEPT_WORD = re.compile(
    r"(?:hundred|thousand|million|billion|percent|pct|per\s+cent|degrees?|sqrt|cbrt|inf|infinity|exp|log|"
    r"sin|cos|tan|choose)\b",
    re.IGNORECASE,
)  # part of the value


_GLUED_NUMBER = re.compile(r"(?<=\d)(?=[A-Za-z])")  # 3hours: two tokens, as "3 hours"


_ANSWER_IS = re.compile(
    r"(?<!tempting )(?<!naive )(?<!wrong )(?<!incorrect )(?<!tentative )(?<!initial )(?<!earlier )"
    r"\banswer\s+(?:is|would\s+be|should\s+be)(?!\s+not\b)(?:\s+(?:actually|indeed|really|simply|just|then|therefore|thus)\b)?[ \t]*:?",
    re.IGNORECASE,
)  # "the answer is actually $2$": the adverb is no part of the value


_PROSE_END = re.compile(
    r"(?<=[^\\])\.(?:\s|$)|[,،]\s+(?=[^\W\d_]{2})(?![A-Za-z_{}0-9]{0,20}\s*=)(?!(?:and|or)\s+(?:[-\d$\\(]|[IVX]+\b))(?![IVX]+\b)|;\s(?![^()\[\]\n]{0,80}[)\]])(?=[^\W\d_]{2})"
    rf"|[,、]\s*(?=[{CJK_LETTERS}]{{2}})"
)  # "24, so ..." / "24. Then" / "Да, такая ..." / "是的，存在" (NFKC writes "，" as ","), not "AB=4, CD=5"


def _math_span(rest: str) -> str:
    """The answer after a lead-in: a ``$...$`` span it opens with (and a hedge's other value: "$a$ or $b$"), else the line."""
    rest = rest.lstrip(" \t*_")
    boxed = last_boxed(rest.split("\n\n", 1)[0])
    if boxed is not None:
        return boxed
    if rest.startswith("$") and not rest.startswith("$$"):
        inline = INLINE.match(rest)
        if inline is None:
            return drop_hope(rest.split("\n", 1)[0])  # "$19,600 after one year": money
        joined = joined_assignments(rest, inline)
        if joined is not None:
            return joined
        said = value_said_after(rest, inline.end())  # "Final Answer: $3.6 \\times 0.25$ equals 9.": 9
        if said is not None:
            return said[1]
        alternative = _ALTERNATIVE.match(rest, inline.end()) or _AND_SPAN.match(rest, inline.end())
        other = INLINE.match(rest, alternative.end()) if alternative is not None else None
        if other is not None and alternative.re is _AND_SPAN and not _SPAN_CLOSES.match(rest, other.end()):
            return inline.group(1)  # "$3$ and $x$ is ...": a sentence goes on, no list of two
        if other is None:
            plain = _PLAIN_ALTERNATIVE.match(rest, inline.end())  # "$16089$ অথবা ১৬০৯০", "$a$ or Andy and Carlos tie"
            other_value = plain_other(plain) if plain is not None else maybe_other(rest, inline.end())
            if other_value:
                return f"{inline.group(1)}, {other_value}"
        return inline.group(1) if other is None else both_or_hedge(inline.group(1), other.group(1))  # "$a$ or $b$"
    for delim in ("$$", "\\[", "\\("):
        if rest.startswith(delim):
            close = {"$$": "$$", "$": "$", "\\[": "\\]", "\\(": "\\)"}[delim]
            end = find_unescaped(rest, close, len(delim))
            if end > 0:
                return rest[len(delim) : end]
    line = rest.split("\n", 1)[0]
    return drop_hope(line)


def answer_is(text: str) -> Candidate | None:
    """The answer right after the last "the answer is" (e.g. "The answer is $24$.")."""
    start = max(0, len(text) - STATEMENT_WINDOW)
    tail = text[start:]
    last = last_match(_ANSWER_IS, tail)
    value = None if last is None else _statement_value(after_label(tail[last.end() :]))
    before = _stated_before(tail)
    if before is not None and (not value or before[0] > last.start()):
        return Candidate(before[1], "answer_is", start + before[0])
    return Candidate(value, "answer_is", start + last.start()) if value else None


_IS_THE_ANSWER = re.compile(
    r"\s*(?:is|was)[ \t]+(?:the|my|our)[ \t]+(?:(?:final|correct)[ \t]+)?answer\b", re.IGNORECASE
)
_CLOSERS = (("$$", "$$"), ("\\]", "\\["), ("\\)", "\\("), ("$", "$"))


def _stated_before(text: str) -> tuple[int, str] | None:
    r"""(position, value) of the math written right before the last "is the answer" ("Therefore,
    \\[a/b\\] is the answer."), else None.
    """
    said = last_match(_IS_THE_ANSWER, text)
    if said is None:
        return None
    head = text[: said.start()].rstrip()
    for close, opening in _CLOSERS:
        if head.endswith(close):
            start = head.rfind(opening, 0, len(head) - len(close))
            value = strip_math(head[start + len(opening) : len(head) - len(close)]) if start >= 0 else ""
            return (start, value) if value else None
    return None


def retracted_box(text: str, box_pos: int, cue_end: int | None = None) -> tuple[int, str] | None:
    r"""After the last box, a sentence that says it was wrong ("Wait, I counted the multiples of 6
    twice: ...") and then a final sentence stating a value ("So the count is $68$."): that value
    (position, text), the last statement; else None (issue 30, principle 3). ``cue_end``: where such a
    sentence's cue, found by the caller, ends (else it is looked for after ``box_pos``).
    """
    if cue_end is None:
        cue = _RETRACTION.search(text, box_pos)
        cue_end = cue.end() if cue is not None else None
    found = last_sentence_answer(text) if cue_end is not None else None
    if found is None or found.position <= cue_end or _HYPOTHETICAL.search(last_sentence(text)):
        return None  # "If we had counted the corner twice, the answer is 6.": no retraction
    return found.position, found.text


def correction_at(text: str, *, corrects: str = "value") -> tuple[int, str] | None:
    r"""Position (in ``text``) and value of the last statement of the answer that corrects what came
    before: a sentence that opens by stating it ("Wait, actually the answer is 6.", "So my final
    answer is $7$"), or a clause that states it in a sentence saying it replaces something ("Wait,
    that is wrong; the answer is 6.", "I made an error, so the answer is actually 6.": a word of
    self-correction before it in its sentence, or "correct answer", "should be", "is actually").
    Its value is of the kind of what it corrects (``corrects``: "value", "letter" or "word"): a number
    or math replaces a value, never a choice letter ("The answer is (E)." after a box holding its
    value); a letter (or a hedge between letters) replaces a letter ("\boxed{E} ... correction: the
    answer is A."); a short phrase replaces a word ("\boxed{\text{Alice}} ... So the answer is Ben"); a hypothetical ("if our answer is 1001", "..., the answer would be ...") or a clause
    with no such word ("Because ..., our answer is just ...") corrects nothing.
    """
    start = max(0, len(text) - STATEMENT_WINDOW)
    last = last_match(_CORRECTION, text, start)
    clause = _cued_clause(text, start)
    if clause is not None and (last is None or clause.start() > last.start()):
        last = clause
    rest = "" if last is None else after_label(text[last.end() :])
    value = _statement_value(rest) if rest else None
    if not value and corrects == "letter":
        lead = _LEAD_CHOICE.match(rest)  # "\\textbf{(B)}\\ There are as many ...": the letter opens a long choice
        value = lead.group(1) if lead else None
    if not value:
        return None
    if value.startswith("either "):
        stated = True  # a hedge replaces any answer: the response no longer commits to one
    elif letter_of(value) is not None or is_hedge(value):
        stated = corrects == "letter"
    elif _STATED_VALUE.search(value):
        stated = True
    else:
        stated = corrects == "word" and len(value.split()) <= MAX_WORD_ANSWER
    return (last.start(), value) if stated else None


def _cued_clause(text: str, start: int) -> re.Match | None:
    """The last :data:`_CLAUSE_ANSWER` after ``start`` whose sentence (up to and including it) has no hypothetical and,
    with the sentence before it, a word of self-correction ("Wait: I swapped two terms. Fixing that, the answer is 7.").
    """
    found = last_match(_CLAUSE_ANSWER, text, start)
    if found is None:
        return None
    opening = max(start, *(text.rfind(mark, start, found.start()) for mark in _STOPS))
    before = max(start, *(text.rfind(mark, start, opening) for mark in _STOPS))
    if _HYPOTHETICAL.search(text, opening, found.end()) or not _SELF_CORRECTION.search(text, before, found.end()):
        return None
    return found


def after_label(rest: str) -> str:
    """What follows a lead-in that states the answer: the rest of its line; a lead-in that ends its line ("Ответ:" then
    "$$1699$$") states the next block only when no value follows it but an explanation's ("## Proof sketch"), else it
    heads the working ("Lösung:" / "解答：" then the steps) and states nothing ("").
    """
    line, newline, after = rest.partition("\n")
    if not newline or line.strip(" \t*_:："):
        return rest
    block, _, later = after.strip().partition("\n\n")
    return "" if (_STATED_VALUE.search(later) or "$" in later) and not opens_explanation(later) else block


def _listed_or_spelled(span: str) -> str | None:
    """A plain list ("-2 and -1 and 0 and 1 and 2": one list, however long), else the number a sentence's
    copula states at its end ("答：所求结果为六" -> 6), else None.
    """
    listed = plain_list(span)
    if listed is not None:
        return listed[1]
    spelled = closing_spelled_number(span.rstrip(" .。"))
    if spelled is not None and span[: spelled[0]].strip():
        return spelled[1]
    return spelled_before_final_copula(span)  # "答えは六です": the number before its copula


def _statement_value(rest: str) -> str | None:
    """The answer stated right after a lead-in ("Final Answer:", "the answer is"): a box or
    math span, else the words up to the end of the sentence; a sentence that names its subject
    ("The largest $n$ is 34.") gives what follows its last "is"/"=".
    """
    rest = without_cell_end(rest.lstrip(" \t*_"))  # "216 |": the value of a table cell
    either = _EITHER.match(rest)
    if either:  # "either $a$ or b", "soit $a$, soit $b$": a hedge states both
        rest = rest[either.end() :]
        both = _both(rest)
        if both is not None:
            return both
    hedged = _plain_hedge(rest, words=either is not None)
    if hedged is not None:
        return hedged
    if either:  # "either Yes, it is possible or No, ...": a hedge too long to split is still no one value
        return "either " + _SENTENCE_END.split(rest, maxsplit=1)[0].strip()
    span = _math_span(rest)
    if letters_hedged(span):
        return span.strip().rstrip(".。")  # "(B) ... 또는 (D) ...": a hedge between choices is the statement
    if not rest.startswith(("$", "\\[", "\\(", "\\boxed")) and last_boxed(span) is None:
        span = _PROSE_END.split(span + " ", maxsplit=1)[0]
        if _SUBJECT.match(span):
            said = last_match(_IS, span)
            if said is not None:
                return strip_math(_statement_value(span[said.end() :]) or "") or None
        listed = _listed_or_spelled(span)
        if listed is not None:
            return listed
        if _is_sentence(span) and _is_sentence(without_remark(span)):
            return None  # a sentence, not an answer ("the final answer is appealing because ...")
        span = without_remark(span)  # "infinitely many (there is no finite bound)"
        said = _said_in_prose(span)
        if said is not None:
            return said
        if CJK_CHAR.search(span):  # words of a script without spaces around the value
            span = _value_among_words(span)
    ans = strip_math(span)
    if ans.startswith("\\begin") and "\\end" not in ans:
        return None  # "our final answer:" then a display that the line cuts off
    return _counted(ans) or None


def _plain_hedge(rest: str, *, words: bool = False) -> str | None:
    """A plain-text statement that offers two values joined by "or" of any language ("A o B",
    "11:00 a.m. or 10:00 AM", "247 or two hundred forty-six", "soit (E), soit (B)"): both, as a list
    (choices: the sentence itself, a hedge between letters); None when a side holds no value ("5 or
    more"; after "either", ``words``, any short phrase is one) or the statement opens with math.
    """
    if rest[:1] in ("$", "\\") or not _PLAIN_OR.search(rest[:200]):
        return None
    sentence = _SENTENCE_END.split(rest, maxsplit=1)[0]
    pieces = [without_remark(p.strip(" ,;.$*")).strip(" ,;.$*()") for p in _PLAIN_OR.split(sentence)]
    if len(pieces) < 2 or len(pieces) > 4 or not all(p and (words or _VALUE_LIKE.search(p)) for p in pieces):
        return None
    if any(len(p.split()) > 4 for p in pieces):
        return None
    if any(_CHOICE_FIRST.match(p) or "," in p for p in pieces):
        return sentence.strip(" .")  # "(E) ... or (B) ...", "$0,1,2$ or $1,2$": a hedge between choices or lists
    return ", ".join(pieces)


def _both(rest: str) -> str | None:
    """After "either": the first math span and the rest of its sentence, as two values (None without them)."""
    inline = INLINE.match(rest)
    if inline is None:
        return None
    other = _SENTENCE_END.split(rest[inline.end() :], maxsplit=1)[0].replace("$", "")
    other = _ALTERNATIVE_LEAD.sub("", other).strip(" ,;.。।")
    return f"{inline.group(1)}, {other}" if other else None


def _said_in_prose(span: str) -> str | None:
    """The value a short stated sentence holds ("Janet now has 28 apples" -> ``28``, "2 тысячи" as written), read as a
    last sentence is; None for a value that only names its objects ("25 girls"), a mixed number in words, a compound
    quantity ("3 hours 30 minutes"), or a span with math or without a digit.
    """
    scaled = _scaled_value(span) or (glued_value(span) if CJK_CHAR.search(span) else None)
    if scaled is not None:
        return scaled  # "2 тысячи", "3万": the scale word is part of the value; "27分の7です" (:mod:`.glued_values`)
    if (
        MATH_SPAN.search(span) is not None
        or not is_prose(span)
        or _COUNT_OF.match(span) is not None
        or MIXED_WORDS.match(span)
        or not re.search(r"\d", span)
        or quantity(span) is not None
        or spoken(span) != span  # "negative 5", "3 over 4": a value read aloud, whole
    ):
        return None
    found = sentence_answer(main_clause(span))
    return found[2] if found is not None and found[1] not in ("spelled_number", "subject") else None


def _scaled_value(span: str) -> str | None:
    """A number with a scale word, the scale word kept as part of the value ("2 тысячи", "3 thousand";
    glued in a script without spaces: "3万", "3만입니다" -> "3만"); else None.
    """
    if scaled_number(span.strip()) is not None:
        return span.strip().rstrip(".")
    return glued_scaled_number(span) if CJK_CHAR.search(span) else None


def _value_among_words(span: str) -> str:
    r"""The value a short statement in a script without spaces states: its one math span
    ("每份应该是 $\frac{2}{5}$" -> ``\frac{2}{5}``), else its last number or plain math
    ("计划的比例为13/28" -> ``13/28``), else ``span``.
    """
    spans = list(MATH_SPAN.finditer(span))
    if len(spans) == 1:
        return next(g for g in spans[0].groups() if g is not None)
    found = plain_or_number(CJK_CHAR.sub(" ", span)) if not spans else None
    return found[2] if found else span


def _counted(ans: str) -> str:
    """A stated value without what only names its objects: "25 girls" -> ``25`` (a unit stays:
    "26 mm"), "(35 + 70 = 105)" -> ``35 + 70 = 105``; any other value as it is.
    """
    m = _COUNT_OF.match(ans) if spoken(ans) == ans else None  # "5 squared" is no count of squares
    if m is not None and not _KEPT_WORD.match(m.group(2)):
        return ans[: unit_end(ans, m.end(1))]
    if ans[:1] == "(" and ans[-1:] == ")" and "=" in ans and part_count(ans[1:-1]) == 1 and "(" not in ans[1:-1]:
        return ans[1:-1].strip()
    return ans


def _is_sentence(span: str) -> bool:
    r"""More than :data:`MAX_PROSE_WORDS` tokens with a prose word among them (LaTeX commands,
    environment names and short ``\\text{}`` groups are no prose: ``x = 1 \\text{ or } x = 5``), or
    more than :data:`MAX_PROSE_WORDS` characters of a script written without spaces ("来计算水池中水的流出时间").
    """
    if len(CJK_CHAR.findall(LATEX_WORDS.sub(" ", span))) > MAX_PROSE_WORDS:
        return not is_worded_answer(span)  # "答えは存在しないです": a worded answer, however long its script writes it
    tokens = _GLUED_NUMBER.sub(" ", MATH_FREE.sub(" x ", span)).split()
    prose = len(tokens) > MAX_PROSE_WORDS and BARE_WORDS.search(LATEX_WORDS.sub(" ", span)) is not None
    return prose and not is_worded_answer(span)  # "there are no such values of j": a worded answer


def final_answer(text: str) -> tuple[int, str] | None:
    """Position and value of the last "final answer is/:" statement (anywhere in a line)."""
    last = last_match(_FINAL_IS, text)
    if last is None:
        return None
    rest = text[last.end() :]
    line, _, after = rest.partition("\n")
    if not strip_math(line):  # "Final Answer:" alone on its line: the answer is the block after it
        rest = after_label("\n" + after)
    ans = _statement_value(rest)
    return (last.start(), ans) if ans else None


def answer_line(text: str) -> tuple[int, str] | None:
    """Position and value of the last line starting "Answer:" (or "Answer $9$")."""
    last = last_match(_ANSWER_LINE, text)
    if last is None:
        return None
    for _ in range(8):  # "Answer: $5$ Answer: $6$": a later label on the same line is the later statement
        later = _ANSWER_LINE.search(text, last.start(1), last.end())
        if later is None:
            break
        last = later
    ans = text[last.start(1) :]
    if not strip_math(last.group(1)):  # "Answer:" alone on its line: the block after it, unless it heads the work
        ans = after_label(text[last.end() :])
    ans = _statement_value(ans)
    return (last.start(), ans) if ans else None


def subject_value(sentence: str) -> str | None:
    r"""A last sentence that names its subject and states a symbol ("The solution set is \\emptyset.")."""
    if not _SUBJECT.match(sentence) or "\\" not in sentence:
        return None
    return _statement_value(sentence)
