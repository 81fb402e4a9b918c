"""Find the final answer in a model response (no comparison happens here).

Which statement counts (style "auto"): the latest explicit one -- the last box, unless a
"final answer is"/"Final Answer:"/"Answer:" statement comes after it; else "the answer is X";
else, with no statement at all, the last sentence's math span or number. The response stage
(:mod:`.response`) has already made the text plain (chat turns, reasoning traces, answer
containers, markdown, Unicode, other languages). The only thing extraction
knows about the gold is how many parts it has (several boxes then form one answer).

Every search is linear in the response length (one pass over the box commands and braces,
no backtracking-prone regexes over the whole text), and a response longer than
``MAX_RESPONSE_CHARS`` (its own turn) is read from its last ``MAX_RESPONSE_CHARS`` characters
(:func:`readable`; :func:`~.grading.grade` says so in the reason), so a model looping until
its token budget, or a 10 MB response, costs a bounded time.
"""

from __future__ import annotations

import bisect
import functools
import re
from typing import TYPE_CHECKING

from .lexicon import WORK, alternation
from .plaintext import MIXED_WORDS, last_spelled_number, number_words
from .prose import LEAD_IN, plain_list, plain_math, there_are
from .response import CJK_LETTERS, last_match, prepare
from .stages import Candidate
from .units import quantity, unit_end

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Iterator

STYLES = ("auto", "boxed", "final_answer", "answer_line", "mcq")
_BOX_COMMANDS = ("\\boxed", "\\fbox", "\\framebox")
_FINAL_IS = re.compile(r"final\s+answer\s*(?:is\s*:?|:|=)", re.IGNORECASE)
_ANSWER_LINE = re.compile(
    r"(?:^|(?<=[.!?$}])[ \t])[ \t>#*_]*(?:final\s+)?answer[ \t*_]*(?::|(?=\$|\\\(|\\\[|\\boxed))[ \t*_]*(.*)$",
    re.IGNORECASE | re.MULTILINE,
)
_SUBJECT = re.compile(r"^(?:the|a|an|so|thus|hence|this|it|our|that|its)\s", re.IGNORECASE)
_IS = re.compile(r"\b(?:is|are|was|equals|be)\b")
_NUMBER = re.compile(
    r"(?<![A-Za-z0-9_.,^])(?<!\^\{)-?(?:\d{1,3}(?:,\d{3})+(?![\d,])(?:\.\d+)?|\d+,\d+(?![\d,.])"  # 2,74: a decimal comma
    r"|\d+(?:\.\d+)?(?:/\d+)?|\.\d+)"
)
MAX_BOXES = 16
MAX_PLAIN_GOLD = 80
MAX_BARE_ANSWER = 200
STATEMENT_WINDOW = 20_000  # "the answer is" is read this far from the end (a long check may follow it)
MAX_SENTENCE_CHARS = 600
_SENTENCE_END = re.compile(r"(?<=[.!?])(?:\$\$|\$|\\\]|\\\))?\s+(?=[A-Z])")
_INLINE_MATH = (
    r"(?<!\\)\$((?:\\\$|[^$\n]|\n(?![ \t]*\n))+)(?<!\\)\$(?!\d)"  # never across a blank line; "$720" after it is money
)
_INLINE = re.compile(_INLINE_MATH)
_MATH_SPAN = re.compile(
    r"\$\$([^$]+)\$\$|" + _INLINE_MATH + r"|\\\[(.+?)\\\]|\\\((.+?)\\\)"
)  # "$250, since she has repaid $720": money, not math
_WORDS = re.compile(r"(?<![\\A-Za-z])[A-Za-z]{3,}")
_BARE_WORDS = re.compile(r"(?<![\\A-Za-z\d])[A-Za-z]{3,}")  # "W(x)=1orW(x)=-1": a word glued to a number is no prose
_SHORT_WORD = re.compile(r"(?:^|(?<=\s))(?i:is|it|we|so|of|if|am)(?=\s|$|[.,;:!?])")  # "It is 8.": prose
MAX_PROSE_WORDS = 6
_STATED_VALUE = re.compile(r"\d|\\[A-Za-z]")  # a value, not a word ("the answer is correct")
_THE_ANSWER_IS = r"(?:the|my|our)[ \t]+(?:(?:correct|final|real|right|true)[ \t]+)?answer[ \t]+(?:is|should[ \t]+be)\b"  # "the answer is", "my final answer should be": a statement of the answer
_CORRECTION = re.compile(
    r"(?:^|(?<=[.!?:$}])[ \t]|\n)[ \t]*(?:(?:wait|hmm|oh|oops|no|sorry|actually|so|thus|therefore|hence|"
    r"correction)\b[,!.]?[ \t]*){0,3}" + _THE_ANSWER_IS + r"[ \t]*:?",
    re.IGNORECASE | re.MULTILINE,
)
_CLAUSE_ANSWER = re.compile(
    r"(?:(?<=[;:,\u2014\u2013])|(?<=--)|(?<=\s-)|(?<=\bso)|(?<=\bthen))[ \t]+"
    r"(?:(?:actually|so|then|now|thus|hence|therefore)\b[ \t,]*)*" + _THE_ANSWER_IS + r"(?:[ \t]+actually\b)?[ \t]*:?",
    re.IGNORECASE,
)  # a statement of the answer inside a sentence ("Wait, that is wrong; the answer is 6.")
_SELF_CORRECTION = re.compile(
    r"\b(?:wait|hmm|oops|sorry|actually|instead|mistake|mistaken|error|wrong|incorrect|slip|correction|"
    r"recheck(?:ing)?|re-check(?:ing)?|correct|real|right|true"
    r"|attends|attendez|faux|erreur|trompé|en\s+fait|plutôt"  # fr
    r"|moment|falsch|fehler|eigentlich|korrektur"  # de
    r"|espera|equivoqu\w*|errado|erro|incorrect[oa]|en\s+realidad|na\s+verdade"  # es / pt
    r"|подожди\w*|ошиб\w*|неверн\w*|на\s+самом\s+деле)\b"  # ru
    r"|should[ \t]+be|等等|等一下|错|錯|不对|不對|其实|其實|更正|待って|間違|実は|잠깐|틀렸|실수",  # zh / ja / ko
    re.IGNORECASE,
)  # what says a statement replaces an earlier one
_RETRACTION = re.compile(
    r"(?:^|(?<=[.!?\n]))[ \t*]*(?:wait|oops|hmm|hold\s+on|attends|attendez|warte|moment|espera|espere)\b"
    r"|\bI\s+(?:made|have\s+made)\s+(?:a|an)\s+(?:\w+\s+)?(?:mistake|error)"
    r"|\b(?:that|this|it)\s+(?:is|was|'s)\s+(?:wrong|incorrect|not\s+right)"
    r"|\bI\s+(?:miscounted|double[- ]counted|overcounted|counted\s+[^.]{0,40}?\s+twice)"
    r"|\blet\s+me\s+(?:recount|redo|recompute|re-?check|correct)\b|等等|等一下|更正",
    re.IGNORECASE | re.MULTILINE,
)  # a sentence that takes back an earlier answer ("Wait, ...", "I made an error"; not "no rounding error")
_HYPOTHETICAL = re.compile(
    r"\b(?:if|suppose|supposing|assuming|assume|whether|unless|would"
    r"|si|wenn|falls|würde|если)\b|如果|假如|若|もし|만약",
    re.IGNORECASE,
)
_REASON = re.compile(
    r",?\s+(?:since|because|as\s+(?:shown|computed|found|we|the)|when(?:ever)?|where|if|given\s+that|provided\s+that"
    r"|which\s+(?:occurs|happens|is\s+(?:attained|achieved|reached|obtained))"
    r"|(?:attained|achieved|reached|obtained|occurring)\s+(?:at|when|for)"
    r"|car|puisque|lorsque|quand|parce\s+qu|atteinte?s?\s+(?:en|pour)"  # fr
    r"|porque|ya\s+que|cuando|donde|alcanzad[oa]\s+en"  # es
    r"|weil|wenn|wobei|erreicht\s+bei"  # de
    r"|pois|quando|atingid[oa]\s+em)(?![A-Za-z])",  # pt
    re.IGNORECASE,
)  # a clause that gives a reason or a condition, not the answer
_COPULA_AFTER = re.compile(
    r"\s*(?:(?:is|are|was|equals|becomes|gives|comes\s+to|evaluates\s+to|simplifies\s+to)\b|=)(?!\s+(?:a|an|the)\b)",
    re.IGNORECASE,
)  # "$f(3)$ is 10": a value said of a math span
_CHECK = re.compile(
    r"[\u2713\u2714\u2705]|^\W*(?:verification|check|verify|double-check|sanity check)\b", re.IGNORECASE
)
MAX_CLOSING_SENTENCES = 3
_TO_READER = re.compile(r"\byou(?:r|'d|'ll|'re)?\b", re.IGNORECASE)
_CLOSING = re.compile(
    r"\b(?:you(?:r|'d|'ll|'re)?|hope|helps|helpful|feel\s+free|let\s+me\s+know|glad|happy\s+to|good\s+luck|cheers)\b",
    re.IGNORECASE,
)  # words to the reader, in English
_HAS_VALUE = re.compile(r"\d|\$|\\[A-Za-z]")
_COUNT_OF = re.compile(r"^(-?\d[\d,]*(?:\.\d+)?)\s+([A-Za-z]{3}[A-Za-z' -]{0,60})$")  # 25 girls, not 2 pi / 3 x
_KEPT_WORD = re.compile(
    r"(?:hundred|thousand|million|billion|percent|pct|per\s+cent|degrees?|sqrt|cbrt|inf|infinity|exp|log|"
    r"sin|cos|tan|choose)\b",
    re.IGNORECASE,
)  # part of the value
_QUANTITY = re.compile(r"-?\d+[.,]\d[\d.,]*[A-Za-z]")
_FOREIGN_LETTER = re.compile(r"[^\W\d_A-Za-z]")  # a letter of another script (Unicode math is LaTeX by now)
_LATEX_WORDS = re.compile(
    r"\\(?:begin|end)\s*\{[^{}]{0,20}\}|\\(?:text|mbox|mathrm|textbf)\s*\{[^{}]{0,40}\}|\\[A-Za-z]+"
)
_GLUED_NUMBER = re.compile(r"(?<=\d)(?=[A-Za-z])")  # 3hours: two tokens, as "3 hours"
_MATH_FREE = re.compile(r"\$[^$]*\$")
_QUOTED = re.compile(r'^(?:\\?"|\u201c)([^"\u201c\u201d]+?)(?:\\?"|\u201d)$', re.DOTALL)
_HOPE = re.compile(r"I hope it is correct\.?\s*$", re.IGNORECASE)
_HOPE_WINDOW = 64
MAX_RESPONSE_CHARS = 262_144  # 256 KiB, about 65k tokens; a longer response is graded from its tail
_BOX_COMMAND = re.compile(r"\\(?:boxed|fbox|framebox)")
_LETTER = re.compile(r"^\(?\s*([A-E])\s*\)?\s*[.:]?$")
_LETTER_WRAP = re.compile(r"\\(?:text|textbf|mathrm|mathbf|textrm|mbox)\s*\{([^{}]*)\}")
_ANSWER_IS = re.compile(r"\banswer\s+(?:is|would\s+be|should\s+be)\s*:?", re.IGNORECASE)
_BRACE_OR_ESCAPE = re.compile(r"\\.|[{}]", re.DOTALL)
_PROSE_END = re.compile(
    r"(?<=[^\\])\.(?:\s|$)|,\s+(?=[A-Za-z]{2})(?![A-Za-z_{}0-9]{0,20}\s*=)(?!(?:and|or)\s+[-\d$\\(])|;\s"
)  # "24, so ..." / "24. Then", not "AB=4, CD=5"
_PAREN_LETTER = re.compile(r"(?<![\w\\])\(\s*([A-E])\s*\)(?![\w(])")
_OPTION_LETTER = re.compile(r"(?i:\b(?:option|choice))\s+\(?([A-E])\)?(?![A-Za-z])")  # "Option C"
_LEAD_LETTER = re.compile(r"^\(?\s*([A-E])\s*\)(?![A-Za-z])")  # "(C) 12", "C) 12"
_FILLER = r"for\s+sure|definitely|clearly|certainly|surely|probably|likely|obviously"  # "the answer is for sure D"
_CJK_CHAR = re.compile("[" + CJK_LETTERS + "]")
_CLAIMED_LETTER = re.compile(
    r"\b(?:answer|choice|option)\s*(?:is\b|:)\s*:?\s*(?:(?:"
    + _FILLER
    + r")\s+)?\$?\s*(?:\\text(?:bf)?\{)?(?:(?:option|choice)\s+)?"
    r"(?:\(([A-Ea-e])\)|(?-i:([A-E]))(?![A-Za-z]))"
    r"(?!\}?\$?\s*(?:,|/|\bor\b|\band\b)\s*\$?\s*\(?[A-Ea-e]\b)",
    re.IGNORECASE,
)
_CLAIM = r"(?:is|it'?s|be|choose|pick|select|with|answer|option|choice)"
_CLOSING_LETTER = re.compile(
    r"\b" + _CLAIM + r"[ \t]+(?:(?:" + _FILLER + r")[ \t]+)?\(?([A-E])\)?[ \t]*[.!]?[ \t]*$", re.IGNORECASE
)
_NEGATED = re.compile(r"\b(?:not|never|no)\b|n't\b|n’t\b", re.IGNORECASE)
_OPENING_LETTER = re.compile(
    r"^(?:\s*(?:#{1,6}[ \t]+)?[A-Za-z]{2,}[A-Za-z \t]{0,30}:?[ \t]*\n)?\s*\(?([A-E])\)?(?:[ \t]*[.:)](?=\s|$)|[ \t]*[\u3002\uff0c\u3001\uff1a]|(?=["
    + CJK_LETTERS
    + r"]))"
)  # "D. ...", "B。...", "B不是 A"
_HEDGE = re.compile(r"^\(?\s*[A-E]\s*\)?\s*(?:(?:,|/|\bor\b|\band\b)\s*\(?\s*[A-E]\s*\)?\s*)+$")


def _braced(text: str, start: int) -> tuple[str, int] | None:
    r"""Content of the ``{...}`` group opening at ``text[start]`` and the index after it
    (escaped braces ``\\{`` ``\\}`` do not count; the scan visits only braces and escapes).
    """
    depth = 0
    for m in _BRACE_OR_ESCAPE.finditer(text, start):
        ch = m.group(0)
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0:
                return text[start + 1 : m.start()], m.end()
    return None


@functools.lru_cache(maxsize=8)
def _box_index(text: str) -> tuple[list[tuple[int, int]], dict[int, int]]:
    """One pass over ``text``: the box commands (start, end), in order, and for each ``{`` the
    index of its matching ``}`` (the ``}`` that brings the depth back; escapes do not count).
    """
    commands = [(m.start(), m.end()) for m in _BOX_COMMAND.finditer(text)]
    closes: dict[int, int] = {}
    opened: list[int] = []
    for m in _BRACE_OR_ESCAPE.finditer(text):
        ch = m.group(0)
        if ch == "{":
            opened.append(m.start())
        elif ch == "}" and opened:
            closes[opened.pop()] = m.start()
    return commands, closes


def _last_boxed(text: str, with_position: bool = False, end: int | None = None):
    r"""Argument of the last ``\\boxed``/``\\fbox``/``\\framebox`` in ``text[:end]`` (braced
    or a bare token); ``with_position``: (start of the command, argument). Linear in ``len(text)``
    however many boxes are never closed.
    """
    end = len(text) if end is None else end
    commands, closes = _box_index(text)
    for k in range(bisect.bisect_right(commands, (end, end)) - 1, -1, -1):
        pos, i = commands[k]
        if i > end:
            continue
        if i < end and text[i].isalpha():  # e.g. \boxedx is another command
            continue
        while i < end and text[i] == "[":  # \framebox[width][pos]{...}
            close = text.find("]", i, end)
            i = close + 1 if close > 0 else i + 1
        while i < end and text[i] in " \t":
            i += 1
        if i < end and text[i] == "{":
            close = closes.get(i, end)
            if close < end:
                got = text[i + 1 : close].strip()
                return (pos, got) if with_position else got
            continue
        m = re.match(r"[^\s$]+", text[i : min(i + 200, end)])
        if m:
            return (pos, m.group(0).rstrip(".,;")) if with_position else m.group(0).rstrip(".,;")
    return None


def _drop_hope(text: str) -> str:
    """``text`` without a closing "I hope it is correct." (searched in its tail only: linear)."""
    text = text.rstrip()
    m = _HOPE.search(text, max(0, len(text) - _HOPE_WINDOW))
    return text[: m.start()].rstrip() if m else text


def _strip_math(ans: str) -> str:
    ans = ans.strip()
    ans = _drop_hope(ans).strip()
    for _ in range(3):
        before = ans
        ans = ans.strip().strip("*").strip()
        ans = _QUOTED.sub(r"\1", ans)  # "The final answer is \"$12$\"": the quotes are no part of it
        if ans.endswith((".", ",", ";")) and ans[-2:-1] != "\\":
            ans = ans[:-1].rstrip()
        for left, right in (("$$", "$$"), ("$", "$"), ("\\(", "\\)"), ("\\[", "\\]")):
            if ans.startswith(left) and ans.endswith(right) and len(ans) >= len(left) + len(right):
                ans = ans[len(left) : len(ans) - len(right)].strip()
        if ans == before:
            break
    return ans


def _math_span(rest: str) -> str:
    """The answer right after a lead-in: a ``$...$`` span if it starts with one, else the line."""
    rest = rest.lstrip(" \t*_")
    boxed = _last_boxed(rest.split("\n\n", 1)[0])
    if boxed is not None:
        return boxed
    if rest.startswith("$") and not rest.startswith("$$"):
        inline = _INLINE.match(rest)
        return inline.group(1) if inline else _drop_hope(rest.split("\n", 1)[0])  # "$19,600 after one year": money
    for delim in ("$$", "\\[", "\\("):
        if rest.startswith(delim):
            close = {"$$": "$$", "$": "$", "\\[": "\\]", "\\(": "\\)"}[delim]
            end = _find_unescaped(rest, close, len(delim))
            if end > 0:
                return rest[len(delim) : end]
    line = rest.split("\n", 1)[0]
    return _drop_hope(line)


def _find_unescaped(text: str, needle: str, start: int) -> int:
    r"""First ``needle`` at or after ``start`` not escaped by a backslash (``\\$`` is a dollar sign)."""
    while True:
        end = text.find(needle, start)
        if end <= 0 or text[end - 1] != "\\":
            return end
        start = end + 1


def _answer_is(text: str) -> Candidate | None:
    """The answer right after the last "the answer is" (e.g. "The answer is $24$.")."""
    start = max(0, len(text) - STATEMENT_WINDOW)
    tail = text[start:]
    last = last_match(_ANSWER_IS, tail)
    value = None if last is None else _statement_value(tail[last.end() :])
    return Candidate(value, "answer_is", start + last.start()) if value else None


def _retracted_box(text: str, box_pos: int) -> tuple[int, str] | None:
    r"""After the last box, a sentence that says it was wrong ("Wait, I counted the multiples of 6
    twice: ...") and then a final sentence stating a value ("So the count is $68$."): that value
    (position, text), the last statement; else None (issue 30, principle 3).
    """
    cue = _RETRACTION.search(text, box_pos)
    found = _last_sentence_answer(text) if cue is not None else None
    if found is None or found.position <= cue.end() or _HYPOTHETICAL.search(_last_sentence(text)):
        return None  # "If we had counted the corner twice, the answer is 6.": no retraction
    return found.position, found.text


def _correction_at(text: str) -> tuple[int, str] | None:
    """Position (in ``text``) and value of the last statement of the answer that corrects what came
    before: a sentence that opens by stating it ("Wait, actually the answer is 6.", "So my final
    answer is $7$"), or a clause that states it in a sentence saying it replaces something ("Wait,
    that is wrong; the answer is 6.", "I made an error, so the answer is actually 6.": a word of
    self-correction before it in its sentence, or "correct answer", "should be", "is actually").
    Its value must be a number or math, not a choice letter ("The answer is (E)." after a box) and
    not a word; a hypothetical ("if our answer is 1001", "..., the answer would be ...") or a clause
    with no such word ("Because ..., our answer is just ...") corrects nothing.
    """
    start = max(0, len(text) - STATEMENT_WINDOW)
    last = last_match(_CORRECTION, text, start)
    clause = _cued_clause(text, start)
    if clause is not None and (last is None or clause.start() > last.start()):
        last = clause
    value = None if last is None else _statement_value(text[last.end() :])
    if not value or not _STATED_VALUE.search(value) or letter_of(value) is not None:
        return None
    return last.start(), value


def _cued_clause(text: str, start: int) -> re.Match | None:
    """The last :data:`_CLAUSE_ANSWER` after ``start`` whose sentence (up to and including it) has
    a word of self-correction and no hypothetical, else None.
    """
    found = last_match(_CLAUSE_ANSWER, text, start)
    if found is None:
        return None
    opening = max(text.rfind(mark, start, found.start()) for mark in (". ", "! ", "? ", "\n"))
    sentence = text[max(opening, start) : found.end()]
    if _HYPOTHETICAL.search(sentence) or not _SELF_CORRECTION.search(sentence):
        return None
    return found


def letter_of(text: str) -> str | None:
    r"""The choice letter an answer or a response states ("C", "(C)", "\\textbf{(C) }12", "The
    answer is (c).", "the correct option is E"), else None. Letters elsewhere in prose are
    not taken: a bare capital only counts as the whole answer or right after answer/option/choice.
    """
    letter = single_letter(text)
    if letter:
        return letter
    lead = _lead_letter(unwrap(text))
    if lead is not None:
        return lead
    claimed = _claimed_letter(text)
    if claimed is not None:
        return claimed.text
    last = _last_sentence(text)
    lead = _lead_letter(unwrap(last))
    if lead is not None:
        return lead  # a last line "C) $\sqrt{8}$"
    named = set(_PAREN_LETTER.findall(last)) | set(_OPTION_LETTER.findall(last))
    if len(named) == 1:
        return named.pop()  # "I think it's (D).", "Option C": the one choice the last sentence names
    return _closing_letter(last) or _opening_letter(text)


def _closing_letter(sentence: str) -> str | None:
    """The bare capital a sentence ends by claiming ("therefore I think it's B", "I'd go with C."),
    unless the claim is negated ("it can't be A").
    """
    m = _CLOSING_LETTER.search(sentence)
    if m is None or _NEGATED.search(sentence, max(0, m.start() - 24), m.start(1)):
        return None
    return m.group(1)


def _opening_letter(text: str) -> str | None:
    """The letter a response opens with (under a heading: "## Solution"), set apart by punctuation or
    another script ("D. it can't be A or B", "B。不是 A"): the answer first, then its reasons.
    """
    m = _OPENING_LETTER.match(text)
    return m.group(1) if m else None


def _lead_letter(ans: str) -> str | None:
    """The letter ``ans`` opens with when what follows is a value ("(C) 12", "C) 12"), not a
    sentence ("(C): this fails").
    """
    m = _LEAD_LETTER.match(ans)
    return m.group(1) if m and len(_WORDS.findall(ans[m.end() :])) <= 1 else None


def _statement_value(rest: str) -> str | None:
    """The answer stated right after a lead-in ("Final Answer:", "the answer is"): a box or
    math span, else the words up to the end of the sentence; a sentence that names its subject
    ("The largest $n$ is 34.") gives what follows its last "is"/"=".
    """
    rest = rest.lstrip(" \t*_")
    span = _math_span(rest)
    if not rest.startswith(("$", "\\[", "\\(", "\\boxed")) and _last_boxed(span) is None:
        span = _PROSE_END.split(span + " ", maxsplit=1)[0]
        if _SUBJECT.match(span):
            said = last_match(_IS, span)
            if said is not None:
                return _strip_math(_statement_value(span[said.end() :]) or "") or None
        listed = plain_list(span)  # "-2 and -1 and 0 and 1 and 2": one list, however long
        if listed is not None:
            return listed[1]
        if _is_sentence(span):
            return None  # a sentence, not an answer ("the final answer is appealing because ...")
        said = _said_in_prose(span)
        if said is not None:
            return said
        if _CJK_CHAR.search(span):  # words of a script without spaces around the value
            span = _value_among_words(span)
    ans = _strip_math(span)
    if ans.startswith("\\begin") and "\\end" not in ans:
        return None  # "our final answer:" then a display that the line cuts off
    return _counted(ans) or None


def _said_in_prose(span: str) -> str | None:
    """The value a short stated sentence holds ("Janet now has 28 apples" -> ``28``), read as a last
    sentence is; None for a value that only names its objects ("25 girls"), a mixed number in words,
    a compound quantity ("3 hours 30 minutes"), or a span with math or without a digit.
    """
    if (
        _MATH_SPAN.search(span) is not None
        or not _is_prose(span)
        or _COUNT_OF.match(span) is not None
        or MIXED_WORDS.match(span)
        or not re.search(r"\d", span)
        or quantity(span) is not None
    ):
        return None
    found = _sentence_answer(main_clause(span))
    return found[2] if found is not None and found[1] not in ("spelled_number", "subject") else None


def _value_among_words(span: str) -> str:
    r"""The value a short statement in a script without spaces states: its one math span
    ("每份应该是 $\frac{2}{5}$" -> ``\frac{2}{5}``), else its last number or plain math
    ("计划的比例为13/28" -> ``13/28``), else ``span``.
    """
    spans = list(_MATH_SPAN.finditer(span))
    if len(spans) == 1:
        return next(g for g in spans[0].groups() if g is not None)
    found = _plain_or_number(_CJK_CHAR.sub(" ", span)) if not spans else None
    return found[2] if found else span


def _counted(ans: str) -> str:
    """A stated value without what only names its objects: "25 girls" -> ``25`` (a unit stays:
    "26 mm"), "(35 + 70 = 105)" -> ``35 + 70 = 105``; any other value as it is.
    """
    m = _COUNT_OF.match(ans)
    if m is not None and not _KEPT_WORD.match(m.group(2)):
        return ans[: unit_end(ans, m.end(1))]
    if ans[:1] == "(" and ans[-1:] == ")" and "=" in ans and _part_count(ans[1:-1]) == 1 and "(" not in ans[1:-1]:
        return ans[1:-1].strip()
    return ans


def _is_sentence(span: str) -> bool:
    r"""More than :data:`MAX_PROSE_WORDS` tokens with a prose word among them (LaTeX commands,
    environment names and short ``\\text{}`` groups are no prose: ``x = 1 \\text{ or } x = 5``), or
    more than :data:`MAX_PROSE_WORDS` characters of a script written without spaces ("来计算水池中水的流出时间").
    """
    if len(_CJK_CHAR.findall(_LATEX_WORDS.sub(" ", span))) > MAX_PROSE_WORDS:
        return True
    tokens = _GLUED_NUMBER.sub(" ", _MATH_FREE.sub(" x ", span)).split()
    return len(tokens) > MAX_PROSE_WORDS and _BARE_WORDS.search(_LATEX_WORDS.sub(" ", span)) is not None


def _final_answer(text: str) -> tuple[int, str] | None:
    """Position and value of the last "final answer is/:" statement (anywhere in a line)."""
    last = last_match(_FINAL_IS, text)
    if last is None:
        return None
    rest = text[last.end() :]
    line, _, after = rest.partition("\n")
    if not _strip_math(line):  # "Final Answer:" alone on its line: the answer is on the next one
        following = [ln for ln in after.split("\n") if ln.strip()]
        rest = following[0] if following else ""
    ans = _statement_value(rest)
    return (last.start(), ans) if ans else None


def _answer_line(text: str) -> tuple[int, str] | None:
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
    if not _strip_math(last.group(1)):
        following = [ln for ln in text[last.end() :].split("\n") if ln.strip()]
        ans = following[0] if following else ""
    ans = _statement_value(ans)
    return (last.start(), ans) if ans else None


def _boxes(text: str, limit: int = MAX_BOXES) -> list[tuple[int, str]]:
    """The last ``limit`` non-empty boxes (position, content), last first."""
    out: list[tuple[int, str]] = []
    end = len(text)
    while len(out) < limit:
        got = _last_boxed(text, with_position=True, end=end)
        if got is None:
            break
        pos, content = got
        content = _strip_math(content)
        if content:
            out.append((pos, content))
        end = pos
    return out


def _combined(boxes: list[tuple[int, str]]) -> str:
    """The distinct box contents in reading order, joined by ", " (one multi-part answer)."""
    seen: list[str] = []
    for _, content in reversed(boxes):
        if content not in seen:
            seen.append(content)
    return ", ".join(seen)


def _auto(text: str, parts: int, guess: bool = True) -> Candidate | None:
    """The latest explicit statement: the last box, or a "final answer"/"Answer:" statement
    made after it; several boxes form one answer when the gold has several parts. With no
    statement at all and ``guess``: the last sentence's math span or number.
    """
    boxes = _boxes(text, MAX_BOXES if parts > 1 else 1)
    box_pos = boxes[0][0] if boxes else -1
    stated = [
        Candidate(found[1], marker, found[0])
        for found, marker in ((_final_answer(text), "final_answer"), (_answer_line(text), "answer_line"))
        if found is not None and found[0] > box_pos
    ]
    correction = _correction_at(text) if stated or boxes else None
    if boxes and (correction is None or correction[0] <= box_pos):
        correction = _retracted_box(text, box_pos) or correction
    if (
        correction is not None and correction[0] > box_pos
    ):  # a later "the answer is" corrects them ("\\boxed{5}. Wait, the answer is 6.")
        stated.append(Candidate(correction[1], "correction", correction[0]))
    if stated:
        return max(stated, key=lambda c: (c.position, c.text))
    found = _from_boxes(boxes, parts) or _answer_is(text)
    return found or (_last_sentence_answer(text) or _one_word(text) if guess else None)


_WORD_STATEMENTS = (
    re.compile(r"^(?i:(?:so|thus|hence|therefore),?\s+)?([A-Z][a-z]+)\s+(?:is|was)\s+the\s+\w+est\b"),
    re.compile(r"^\s*[A-Za-z]+(?:\s+[A-Za-z]+)?\s*:\s*([^\W\d_]+)[.!]?\s*$"),
    re.compile(r"\b(?:is|are|was|were|be)\s+([^\W\d_]+)[.!]?\s*$", re.IGNORECASE),
)  # one word stated by a sentence
_ONE_WORD = re.compile(r"^\s*([^\W\d_]+)[.!]?\s*$")  # a word of any script, nothing else


def is_one_word(text: str) -> bool:
    """Whether ``text`` is one word of any script and nothing else ("Tuesday", "yes.")."""
    return _ONE_WORD.match(text) is not None


def _one_word(text: str) -> Candidate | None:
    """A last line that is one word and nothing else ("Tuesday", "yes.", under a heading): that word
    (its full stop dropped, as a sentence's) is the answer, as the same word is when it is the gold
    (a plain gold is its own answer; issue 30, principle 4). Else a last sentence that states one
    word: the subject of a superlative ("Bob is the shortest."), a label's word ("Result: Bob"), the
    word a sentence ends on after "is"/"be" ("The sum is odd.", "it will be Friday.").
    """
    lines = [ln for ln in text[-4000:].split("\n") if ln.strip()]
    line = _drop_hope(lines[-1]) if lines else ""
    m = _ONE_WORD.match(line)
    if m is None:  # a sentence that states a word: "Therefore, Bob is the shortest.", "The sum is odd."
        sentence = _SENTENCE_END.split(line)[-1]
        found = (w for p in _WORD_STATEMENTS if (w := p.search(sentence)) is not None)
        m = None if _NEGATED.search(sentence) else next(found, None)  # "It can't be A." states nothing
        if m is not None and m.re is not _WORD_STATEMENTS[1] and _about_the_work().search(sentence, 0, m.start(1)):
            m = None  # "The argument is incomplete.": a word that describes the response, not its answer
            # (a label "Solution: True" still states one)
        line = sentence if m is not None else line
    return Candidate(m.group(1), "word", text.rfind(line) + m.start(1)) if m else None


@functools.cache
def _about_the_work() -> re.Pattern:
    """A noun that names the response's own work (:data:`.lexicon.WORK`, every language)."""
    return re.compile(r"\b" + alternation(WORK) + r"s?\b", re.IGNORECASE)


def _last_sentence(text: str) -> str:
    """The last sentence of the last non-empty line ("I hope it is correct." dropped)."""
    lines = [ln for ln in text[-4000:].split("\n") if ln.strip()]
    if not lines:
        return ""
    line = _drop_hope(lines[-1]).strip()
    return _SENTENCE_END.split(line)[-1] if line else ""


def _last_sentence_answer(text: str) -> Candidate | None:
    """No statement anywhere: the answer of the last sentence's main clause (:func:`main_clause`,
    :func:`_sentence_answer`), placed in ``text``.
    """
    end = len(text)
    for _ in range(MAX_CLOSING_SENTENCES + 1):
        sentence = _last_sentence(text[:end])
        found = None if _states_nothing(sentence) else _sentence_answer(main_clause(sentence))
        if found is not None or not sentence or not _states_nothing(sentence):
            break
        end = text.rfind(sentence, 0, end)  # "I hope this helps!", a check with a tick: read what came before
    if found is None:
        return None
    at = text.rfind(sentence, 0, end) if sentence else len(text)
    return Candidate(found[2], found[1], at + found[0])


def _states_nothing(sentence: str) -> bool:
    """A closing sentence that states no answer: a word to the reader ("If you have any more
    questions, feel free to ask.", "I hope this helps!", "Let me know if you'd like to try 300."), or a
    check of the answer ("... = 22 ✓", "Check: ..."). A sentence that leaves the work unfinished ("so I
    need to reconsider", "which is") is no closing: the response states nothing.
    """
    if _CHECK.search(sentence):
        return True
    return _CLOSING.search(sentence) is not None and (
        _HAS_VALUE.search(sentence) is None or _TO_READER.search(sentence) is not None
    )


def main_clause(sentence: str) -> str:
    r"""``sentence`` up to a clause that gives a reason or a condition ("since", "because", "when",
    "where", "if", "which occurs when", "attained at", in English, French, Spanish, German and
    Portuguese), when what comes before states a value: "The minimum value is $-\frac14$, attained
    at $x = \frac12$." -> "The minimum value is $-\frac14$" (issue 30, principle 1: the answer is
    the statement's, not its justification's). Words inside math spans are not read.
    """
    masked = _MATH_SPAN.sub(lambda m: "$" + "x" * (len(m.group(0)) - 2) + "$", sentence)
    m = _REASON.search(masked)
    if m is None or _HAS_VALUE.search(masked, 0, m.start()) is None:
        return sentence
    return sentence[: m.start()]


def _sentence_answer(sentence: str) -> tuple[int, str, str] | None:
    r"""(offset, marker, value) of the last sentence's answer: its last math span (a response that is
    only ``$(3,2)$``; "... the pair is $(7, 6)$."; a bold number is one, :mod:`.response`), else the
    whole sentence when it is no prose (``\\frac{10}{9}``), else the count of "There are N ...", else
    its last plain-text math ("... equals \\pi /4.") or number ("... is 2/3."), else the value of a
    sentence naming its subject, else its last spelled-out number.
    """
    joined = _joined_spans(sentence)
    if joined is not None:
        return _MATH_SPAN.search(sentence).start(), "math_spans", joined
    span = last_match(_MATH_SPAN, sentence)
    if span is not None:
        return _span_answer(sentence, span)
    if sentence and len(sentence) <= MAX_BARE_ANSWER and not _is_prose(sentence):
        found = _strip_math(sentence)  # the response is only the answer: \frac{10}{9}
        return (0, "bare", found) if found else None
    listed = plain_list(sentence)
    if listed is not None:
        return listed[0], "plain_list", listed[1]
    counted = there_are(sentence)
    if counted:
        return 0, "there_are", counted
    return _plain_or_number(sentence) or _worded(sentence)


def _span_answer(sentence: str, span: re.Match) -> tuple[int, str, str] | None:
    r"""(offset, marker, value) of a sentence whose last math span is ``span``: the value said of the
    span after it ("Therefore, $3.6 \times 0.25$ equals 0.8." -> 0.8), else the span's own value
    (its number when it holds only words: "$? just about 1$"), else None for a box.
    """
    said = _COPULA_AFTER.match(sentence, span.end())
    later = _plain_or_number(sentence[said.end() :]) if said is not None else None
    if later is not None:
        return said.end() + later[0], later[1], later[2]
    found = _strip_math(next(g for g in span.groups() if g is not None))
    if "\\" not in found and _is_prose(found) and plain_list(found) is None:
        worded = _plain_or_number(found)
        if worded is not None:
            return span.start() + worded[0], worded[1], worded[2]
    return (span.start(), "math_span", found) if found and "\\boxed" not in found else None


def _worded(sentence: str) -> tuple[int, str, str] | None:
    """The value of a sentence that names its subject, else its last spelled-out number."""
    said = _subject_value(sentence)
    if said:
        return 0, "subject", said
    spelled = last_spelled_number(sentence)
    return (0, "spelled_number", spelled) if spelled else None


_JOINERS_ONLY = re.compile(r"^[\s,;]*(?:(?:and|or)[\s,;]+)*(?:and|or)?[\s,;.]*$", re.IGNORECASE)


def _joined_spans(sentence: str) -> str | None:
    """A sentence of two or more math spans with only "and", "or" and commas between them
    ("$1$ and $2$ and $3$", "$21,16$ or $11$") is one answer, the spans as written joined; else None.
    """
    spans = list(_MATH_SPAN.finditer(sentence))
    if len(spans) < 2 or not LEAD_IN.match(sentence[: spans[0].start()]):
        return None
    sentence = sentence[spans[0].start() :]  # after a lead-in ("The solutions are $x=1$ and $x=-3$.")
    if not _JOINERS_ONLY.match(_MATH_SPAN.sub(" ", sentence)):
        return None
    parts = [_strip_math(next(g for g in m.groups() if g is not None)) for m in spans]
    if not all(parts) or any("\\boxed" in p for p in parts):
        return None
    return _MATH_SPAN.sub(lambda m: _strip_math(next(g for g in m.groups() if g is not None)), sentence).strip(" .")


def _plain_or_number(sentence: str) -> tuple[int, str, str] | None:
    r"""(offset, marker, value) of the later of the sentence's last plain-text math run and its last
    number with its unit ("26 mm" and "50 cm^2" are numbers with units, "\\pi /4" is math).
    """
    start = max(0, len(sentence) - 2000)
    tail = sentence[start:]
    number = last_match(_NUMBER, tail)
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
        return start + run[0], "plain_math", value  # after the number and its unit, or a number without one
    found = _last_number(sentence)
    return (found[0], "last_number", found[1]) if found else None


def _is_prose(text: str) -> bool:
    r"""``text`` holds a word of prose, in any script (LaTeX commands and short ``\\text{}`` are math):
    three letters or more, or a two-letter English word no product of variables spells, standing
    alone ("It is 8.", "so we").
    """
    bare = _LATEX_WORDS.sub(" ", text)
    return (
        _BARE_WORDS.search(bare) is not None
        or _SHORT_WORD.search(bare) is not None
        or (not bare.isascii() and _FOREIGN_LETTER.search(bare) is not None)
    )


def _subject_value(sentence: str) -> str | None:
    r"""A last sentence that names its subject and states a symbol ("The solution set is \\emptyset.")."""
    if not _SUBJECT.match(sentence) or "\\" not in sentence:
        return None
    return _statement_value(sentence)


def _from_boxes(boxes: list[tuple[int, str]], parts: int) -> Candidate | None:
    """The last box; with a several-part gold, the last boxes that together hold that many
    parts, as one answer (earlier, intermediate boxes are not part of it).
    """
    if not boxes:
        return None
    if parts <= 1 or len(boxes) == 1:
        return Candidate(boxes[0][1], "boxed", boxes[0][0])
    taken, count = [], 0
    for box in boxes:  # last first, until the boxes hold as many parts as the gold
        if taken and _is_group(box[1]) != _is_group(taken[0][1]):
            break  # a final (7, 3) is not joined with earlier partial boxes 7 and 3: boxes join their own kind
        if box[1] not in (b[1] for b in taken):
            taken.append(box)
            count += _part_count(box[1])
        if count >= parts:
            break
    return Candidate(_combined(taken), "boxes" if len(taken) > 1 else "boxed", taken[-1][0])


def _is_group(content: str) -> bool:
    """``content`` is one bracketed group with top-level commas: a tuple, a point or an interval."""
    content = content.replace("\\left", "").replace("\\right", "").strip()
    return content[:1] in "([" and content[-1:] in ")]" and _part_count(content[1:-1]) > 1 and _part_count(content) == 1


def _part_count(content: str) -> int:
    """Top-level comma-separated parts of a box's content (``(2,2), (6,2)``: 2)."""
    depth, count = 0, 1
    for ch in content:
        depth += ch in "([{"
        depth -= ch in ")]}"
        count += ch == "," and depth == 0
    return count


def _last_number(text: str) -> tuple[int, str] | None:
    """Position and value of the last number in ``text`` (HARP's own checker's last resort), with
    the unit written after it (so a unit can be compared, :mod:`.units`).
    """
    start = max(0, len(text) - 2000)
    tail = text[start:]
    last = last_match(_NUMBER, tail)
    return None if last is None else (start + last.start(), _with_unit(tail, last))


def _with_unit(text: str, number: re.Match) -> str:
    """The number ``number`` matched in ``text``, with the unit or percent sign written after it ("26 mm", "25%")."""
    percent = _PERCENT_AFTER.match(text, number.end())
    if percent is not None:
        return number.group(0) + "%"
    return (number.group(0).rstrip(".") + text[number.end() : unit_end(text, number.end())]).rstrip(".")


def givens(question: str) -> frozenset[str]:
    """The numbers a question states ("12", "1500"; thousands commas and signs dropped; "four" as 4)."""
    tail = question[-4000:]
    spelled = (number_words(w.lower()) for w in _SMALL_NUMBER_WORD.findall(tail))
    return frozenset(_number_key(m.group(0)) for m in _NUMBER.finditer(tail)) | {
        str(n) for n in spelled if n is not None
    }


def _number_key(number: str) -> str:
    return number.replace(",", "").lstrip("-").rstrip(".")


_PERCENT_AFTER = re.compile(r"[ \t]?(?:\\%|%|percent\b)", re.IGNORECASE)
_SMALL_NUMBER_WORD = re.compile(
    r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|hundred)\b", re.IGNORECASE
)  # "four tests": a given written in words
_CLOCK_TIME = re.compile(r"^\d{1,2}:\d{2}$")
_CLOCK_SUFFIX = re.compile(r"[ \t]*[AaPp]\.?[ \t]?[Mm]\.?(?![A-Za-z])")
_SENTENCE_START = re.compile(r"(?:(?<=[.!?\u3002])\s+|\n)(?=\S)")


def _new_number(text: str, found: Candidate, given: frozenset[str]) -> Candidate:
    """A last number that restates a number of the question is a given, not the answer: then the
    last number of the same sentence that is none ("Janeth aura encore 220 $ à payer d'ici 12 mois."
    for a question that gives the 12 months: ``220``); else ``found`` (issue 30, principle 1).
    """
    end = found.position
    number = _NUMBER.match(text, end)
    if number is None or _number_key(number.group(0)) not in given:
        return found
    start = max(0, end - MAX_SENTENCE_CHARS)
    opened = last_match(_SENTENCE_START, text[start:end])
    start += opened.end() if opened is not None else 0
    new = [m for m in _NUMBER.finditer(text, start, end) if _number_key(m.group(0)) not in given]
    return Candidate(_with_unit(text, new[-1]), found.marker, new[-1].start()) if new else found


def unwrap(ans: str) -> str:
    r"""``ans`` without math delimiters and ``\\text{}``-style wrappers (``$\\textbf{(B) }2$`` -> ``(B) 2``)."""
    ans = _strip_math(ans)
    for _ in range(3):
        ans = _LETTER_WRAP.sub(r"\1", ans).strip()
    return ans


def is_hedge(ans: str) -> bool:
    """``ans`` names two or more choice letters ("C, D", "(B) or (C)")."""
    return _HEDGE.match(unwrap(ans)) is not None


def single_letter(ans: str) -> str | None:
    r"""The letter when ``ans`` is just a choice letter (``C``, ``(C)``, ``\\text{(C)}``, ``D.``)."""
    m = _LETTER.match(unwrap(ans))
    return m.group(1) if m else None


def _claimed_letter(text: str) -> Candidate | None:
    """The letter the last "the answer is (C)" / "option: E" of ``text`` claims (read in its tail)."""
    start = max(0, len(text) - 2000)
    found = last_match(_CLAIMED_LETTER, text[start:])
    if found is None:
        return None
    return Candidate((found.group(1) or found.group(2)).upper(), "letter", start + found.start())


def readable(text: str) -> tuple[str, bool]:
    """(the part of a prepared response extraction reads, whether it is only its tail): its last
    ``MAX_RESPONSE_CHARS`` characters.
    """
    if len(text) > MAX_RESPONSE_CHARS:
        return text[-MAX_RESPONSE_CHARS:], True
    return text, False


def _one(found: Candidate | None) -> Iterator[Candidate]:
    if found is not None:
        yield found


def _stated(found: tuple[int, str] | None, marker: str) -> Iterator[Candidate]:
    if found is not None:
        yield Candidate(found[1], marker, found[0])


def _mcq_reading(text: str, parts: int) -> Iterator[Candidate]:
    """Style "mcq": the last box (as written), the final-answer statement, the "Answer:" line, then
    the letter claimed by "the answer is (C)".
    """
    box = _last_boxed(text, with_position=True)
    if box is not None:
        yield Candidate(box[1], "boxed", box[0])
    yield from _stated(_final_answer(text), "final_answer")
    yield from _stated(_answer_line(text), "answer_line")
    yield from _one(_claimed_letter(text))


def _gold_reading(gold: str, parts: int) -> Iterator[Candidate]:
    """What a gold states: a gold written as a solution or with boxes gives its boxes (several
    boxes: all, in order), an unclosed box the rest of the text, a long solution without one its
    final statement; a plain gold is its own answer (a huge gold is read from its tail, as a response).
    """
    gold = gold[-MAX_RESPONSE_CHARS:]
    boxes = _boxes(gold, MAX_BOXES) if "box" in gold else []
    unclosed = _unclosed_box(gold) if "box" in gold and not boxes else None
    if boxes:
        yield Candidate(_combined(boxes), "boxes" if len(boxes) > 1 else "boxed", boxes[-1][0])
    elif unclosed:
        yield Candidate(unclosed[1], "unclosed_box", unclosed[0])
    elif len(gold) > MAX_PLAIN_GOLD and len(_WORDS.findall(_MATH_FREE.sub(" ", gold))) > MAX_PROSE_WORDS:
        yield _auto(gold, 1, guess=False) or Candidate(gold, "gold", 0)
    else:
        yield Candidate(gold, "gold", 0)


_READINGS: dict[str, Callable[[str, int], Iterator[Candidate]]] = {
    "auto": lambda text, parts: _one(_auto(text, parts)),
    "boxed": lambda text, parts: _one(_from_boxes(_boxes(text, MAX_BOXES if parts > 1 else 1), parts)),
    "final_answer": lambda text, parts: _stated(_final_answer(text), "final_answer"),
    "answer_line": lambda text, parts: _stated(_answer_line(text), "answer_line"),
    "mcq": _mcq_reading,
    "gold": _gold_reading,
}


def candidates(
    text: str,
    style: str = "auto",
    *,
    parts: int = 1,
    fallback: bool = False,
    words: bool = False,
    given: frozenset[str] = frozenset(),
) -> Iterator[Candidate]:
    r"""The extraction stage, for a prepared response (:func:`.response.prepare`, then :func:`readable`)
    and for a gold alike: the answers ``text`` states in ``style``, in the order the style prefers
    them (the first is the answer), each with its marker and position, read lazily.

    Styles: "auto" (the latest explicit statement: the last ``\\boxed{}``/``\\fbox``/``\\framebox``,
    unless a later "final answer is/:", "Answer:" or "the answer is" correction overrides it; else
    the last "the answer is X"; else the last sentence's math or number), "boxed", "final_answer",
    "answer_line" (each its own form only), "mcq" (the statements a multiple-choice answer is read
    from, then the claimed letter: :func:`stated_letter`), "gold" (what a gold states). ``parts``:
    how many parts the gold has (several boxes then form one answer). ``fallback``: after the
    style's own reading, any "auto" statement, then the last number (what HARP's own checker does).
    ``words``: whether a last line of one word ("Tuesday") states an answer; only a one-word gold
    is answered so (:attr:`~.stages.Gold.word`): elsewhere a cut-off "Therefore" states nothing.
    ``given``: the numbers of the question (:func:`givens`); a last number among them is passed over
    for its sentence's last number that is none (:func:`_new_number`).
    """
    if style not in _READINGS:
        raise ValueError(f"unknown extraction style {style!r}; expected one of {STYLES}")
    found = _ordered(text, style, parts, fallback)
    if words:
        found = _word_first(text, found)
    if given:
        found = (_new_number(text, c, given) if c.marker == "last_number" else c for c in found)
    return found if words else (c for c in found if c.marker != "word")


def _word_first(text: str, found: Iterator[Candidate]) -> Iterator[Candidate]:
    """For a one-word gold: a last sentence's number read by position gives way to the word the same
    sentence states after it ("Therefore, 100 days from now it will be Friday." -> Friday).
    """
    first = next(found, None)
    if first is not None and first.marker in ("last_number", "plain_math", "there_are"):
        word = _one_word(text)
        if word is not None and word.position > first.position:
            yield word
    if first is not None:
        yield first
    yield from found


def _ordered(text: str, style: str, parts: int, fallback: bool) -> Iterator[Candidate]:
    yield from _READINGS[style](text, parts)
    if fallback:
        yield from _one(_auto(text, parts))
        yield from _stated(_last_number(text), "last_number")


def stated_letter(found: Iterable[Candidate], choice_of: Callable[[str], str | None] | None = None) -> Candidate | None:
    """Style "mcq": the first candidate that is a choice letter or (``choice_of``: the letter of the
    one choice a text equals, supplied by the caller, since extraction never compares) names one
    choice, as a candidate holding that letter; else the claimed letter.
    """
    for candidate in found:
        letter = candidate.text if candidate.marker == "letter" else single_letter(candidate.text)
        if letter is None and choice_of is not None:
            letter = choice_of(candidate.text)
        if letter:
            return Candidate(letter, candidate.marker, candidate.position)
    return None


def chosen(
    found: Iterator[Candidate], style: str, choice_of: Callable[[str], str | None] | None = None
) -> Candidate | None:
    """The candidate a style takes: the first one (style "mcq": the first that states a letter,
    :func:`stated_letter` with ``choice_of``).
    """
    return stated_letter(found, choice_of) if style == "mcq" else next(found, None)


def extract_answer(response: str, style: str = "auto", *, parts: int = 1) -> str | None:
    r"""The final answer stated in ``response``, or None when it states none: the response prepared
    (:func:`.response.prepare`), then the first of its :func:`candidates` in ``style`` ("mcq": the
    first that states a letter; :func:`~.grading.grade` maps a stated choice text to its letter).
    A task format that finds nothing is not followed by a fallback here (:func:`~.grading.grade` does that).
    """
    if not isinstance(response, str) or not response:
        return None
    if style not in STYLES:
        raise ValueError(f"unknown extraction style {style!r}; expected one of {STYLES}")
    found = chosen(candidates(readable(prepare(response).text)[0], style, parts=parts), style)
    return found.text if found is not None else None


def _unclosed_box(text: str) -> tuple[int, str] | None:
    r"""A gold whose last box is never closed (``\\boxed{W(n) = 1``): its position and the rest of
    the text, which its writer meant as the boxed answer (a response's unclosed box is not read).
    """
    pos, cmd = max((text.rfind(c), c) for c in _BOX_COMMANDS)
    if pos < 0:
        return None
    rest = text[pos + len(cmd) :].lstrip(" \t")
    if not rest.startswith("{") or _braced(rest, 0) is not None:
        return None
    value = _strip_math(rest[1:])
    return (pos, value) if value else None


def gold_answer(gold: str) -> str:
    """The answer a gold states (the first of its :func:`candidates` in style "gold")."""
    return next(candidates(gold, "gold")).text
