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
(:func:`response_text`; :func:`~.grade.grade` says so in the reason), so a model looping until
its token budget, or a 10 MB response, costs a bounded time.
"""

from __future__ import annotations

import bisect
import functools
import re

from .plaintext import last_spelled_number
from .prose import plain_math, there_are
from .response import last_match, prepare
from .units import unit_end

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
_SENTENCE_END = re.compile(r"(?<=[.!?])(?:\$\$|\$|\\\]|\\\))?\s+(?=[A-Z])")
_MATH_SPAN = re.compile(r"\$\$([^$]+)\$\$|\$([^$]+)\$|\\\[(.+?)\\\]|\\\((.+?)\\\)")
_WORDS = re.compile(r"(?<![\\A-Za-z])[A-Za-z]{3,}")
_BARE_WORDS = re.compile(r"(?<![\\A-Za-z\d])[A-Za-z]{3,}")  # "W(x)=1orW(x)=-1": a word glued to a number is no prose
MAX_PROSE_WORDS = 6
_STATED_VALUE = re.compile(r"\d|\\[A-Za-z]")  # a value, not a word ("the answer is correct")
_CORRECTION = re.compile(
    r"(?:^|(?<=[.!?:$}])[ \t]|\n)[ \t]*(?:(?:wait|hmm|oh|oops|no|sorry|actually|so|thus|therefore|hence|"
    r"correction)\b[,!.]?[ \t]*){0,3}(?:the|my|our)[ \t]+(?:(?:correct|final|real|right|true)[ \t]+)?"
    r"answer[ \t]+(?:is|should[ \t]+be)\b[ \t]*:?",
    re.IGNORECASE | re.MULTILINE,
)
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
    r"(?<=[^\\])\.(?:\s|$)|,\s+(?=[A-Za-z]{2})(?![A-Za-z_{}0-9]{0,20}\s*=)|;\s"
)  # "24, so ..." / "24. Then", not "AB=4, CD=5"
_PAREN_LETTER = re.compile(r"(?<![\w\\])\(\s*([A-E])\s*\)(?![\w(])")
_LEAD_LETTER = re.compile(r"^\(\s*([A-E])\s*\)(?![A-Za-z])")
_CLAIMED_LETTER = re.compile(
    r"\b(?:answer|choice|option)\s*(?:is\b|:)\s*:?\s*\$?\s*(?:\\text(?:bf)?\{)?(?:(?:option|choice)\s+)?"
    r"(?:\(([A-Ea-e])\)|(?-i:([A-E]))(?![A-Za-z]))"
    r"(?!\}?\$?\s*(?:,|/|\bor\b|\band\b)\s*\$?\s*\(?[A-Ea-e]\b)",
    re.IGNORECASE,
)
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
    for delim in ("$$", "$", "\\[", "\\("):
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


def _answer_is(text: str) -> str | None:
    """The answer right after the last "the answer is" (e.g. "The answer is $24$.")."""
    tail = text[-4000:]
    last = last_match(_ANSWER_IS, tail)
    return None if last is None else _statement_value(tail[last.end() :])


def _correction_at(text: str) -> tuple[int, str] | None:
    """Position (in ``text``) and value of the last sentence that opens by stating the answer ("Wait,
    actually the answer is 6.", "So my final answer is $7$"), when its value is a number or math, not
    a choice letter ("The answer is (E)." after a box) and not a word; "if our answer is 1001" or a
    clause ("..., our answer is just ...") corrects nothing.
    """
    last = last_match(_CORRECTION, text, max(0, len(text) - 4000))
    value = None if last is None else _statement_value(text[last.end() :])
    if not value or not _STATED_VALUE.search(value) or letter_of(value) is not None:
        return None
    return last.start(), value


def letter_of(text: str) -> str | None:
    r"""The choice letter an answer or a response states ("C", "(C)", "\\textbf{(C) }12", "The
    answer is (c).", "the correct option is E"), else None. Letters elsewhere in prose are
    not taken: a bare capital only counts as the whole answer or right after answer/option/choice.
    """
    letter = single_letter(text)
    if letter:
        return letter
    ans = unwrap(text)
    m = _LEAD_LETTER.match(ans)
    if m and len(_WORDS.findall(ans[m.end() :])) <= 1:  # "(C) 12", not "(C): this fails"
        return m.group(1)
    found = last_match(_CLAIMED_LETTER, text[-2000:])
    if found is not None:
        return (found.group(1) or found.group(2)).upper()
    named = _PAREN_LETTER.findall(_last_sentence(text))
    return named[0] if len(named) == 1 else None  # "I think it's (D).": the one choice the last sentence names


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
        if _is_sentence(span):
            return None  # a sentence, not an answer ("the final answer is appealing because ...")
    ans = _strip_math(span)
    if ans.startswith("\\begin") and "\\end" not in ans:
        return None  # "our final answer:" then a display that the line cuts off
    return _counted(ans) or None


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
    environment names and short ``\\text{}`` groups are no prose: ``x = 1 \\text{ or } x = 5``).
    """
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


def _auto(text: str, parts: int, guess: bool = True) -> str | None:
    """The latest explicit statement: the last box, or a "final answer"/"Answer:" statement
    made after it; several boxes form one answer when the gold has several parts. With no
    statement at all and ``guess``: the last sentence's math span or number.
    """
    boxes = _boxes(text, MAX_BOXES if parts > 1 else 1)
    box_pos = boxes[0][0] if boxes else -1
    stated = [s for s in (_final_answer(text), _answer_line(text)) if s is not None and s[0] > box_pos]
    if stated or boxes:  # a later "the answer is" with a value corrects them ("\\boxed{5}. Wait, the answer is 6.")
        stated += [s for s in (_correction_at(text),) if s is not None and s[0] > box_pos]
    if stated:
        return max(stated)[1]
    found = _from_boxes(boxes, parts) or _answer_is(text)
    return found or (_last_sentence_answer(text) if guess else None)


def _last_sentence(text: str) -> str:
    """The last sentence of the last non-empty line ("I hope it is correct." dropped)."""
    lines = [ln for ln in text[-4000:].split("\n") if ln.strip()]
    if not lines:
        return ""
    line = _drop_hope(lines[-1]).strip()
    return _SENTENCE_END.split(line)[-1] if line else ""


def _last_sentence_answer(text: str) -> str | None:
    r"""No statement anywhere: the last math span of the last sentence (a response that is only
    ``$(3,2)$``; "... the pair is $(7, 6)$."; a bold number is one, :mod:`.response`), else the
    count of "There are N ...", else its last plain-text math ("... equals \\pi /4."), else its last
    number ("... is 2/3.").
    """
    sentence = _last_sentence(text)
    joined = _joined_spans(sentence)
    if joined is not None:
        return joined
    span = last_match(_MATH_SPAN, sentence)
    if span is not None:
        found = _strip_math(next(g for g in span.groups() if g is not None))
        if found and "\\boxed" not in found:
            return found
        return None
    if sentence and len(sentence) <= MAX_BARE_ANSWER and not _is_prose(sentence):
        return _strip_math(sentence) or None  # the response is only the answer: \frac{10}{9}
    return (
        there_are(sentence) or _plain_or_number(sentence) or _subject_value(sentence) or last_spelled_number(sentence)
    )


_JOINERS_ONLY = re.compile(r"^[\s,;]*(?:(?:and|or)[\s,;]+)*(?:and|or)?[\s,;.]*$", re.IGNORECASE)


def _joined_spans(sentence: str) -> str | None:
    """A sentence of two or more math spans with only "and", "or" and commas between them
    ("$1$ and $2$ and $3$", "$21,16$ or $11$") is one answer, the spans as written joined; else None.
    """
    spans = list(_MATH_SPAN.finditer(sentence))
    if len(spans) < 2 or not _JOINERS_ONLY.match(_MATH_SPAN.sub(" ", sentence)):
        return None
    parts = [_strip_math(next(g for g in m.groups() if g is not None)) for m in spans]
    if not all(parts) or any("\\boxed" in p for p in parts):
        return None
    return _MATH_SPAN.sub(lambda m: _strip_math(next(g for g in m.groups() if g is not None)), sentence).strip(" .")


def _plain_or_number(sentence: str) -> str | None:
    r"""The later of the sentence's last plain-text math run and its last number with its unit
    ("26 mm" and "50 cm^2" are numbers with units, "\\pi /4" is math).
    """
    tail = sentence[-2000:]
    number = last_match(_NUMBER, tail)
    run = plain_math(tail)
    unit = unit_end(tail, number.end()) if number is not None else 0
    if number is not None and _QUANTITY.match(tail, number.start()):
        unit = len(tail)  # 1,000.99m^{2}: a decimal or grouped number glued to letters is a quantity
    if run is not None and (number is None or run[0] >= unit or (run[1] >= number.end() and unit == number.end())):
        return run[2]  # the run comes after the number and its unit, or holds a number without a unit
    return _last_number(sentence)


def _is_prose(text: str) -> bool:
    r"""``text`` holds a word of prose, in any script (LaTeX commands and short ``\\text{}`` are math)."""
    bare = _LATEX_WORDS.sub(" ", text)
    return _BARE_WORDS.search(bare) is not None or (not bare.isascii() and _FOREIGN_LETTER.search(bare) is not None)


def _subject_value(sentence: str) -> str | None:
    r"""A last sentence that names its subject and states a symbol ("The solution set is \\emptyset.")."""
    if not _SUBJECT.match(sentence) or "\\" not in sentence:
        return None
    return _statement_value(sentence)


def _from_boxes(boxes: list[tuple[int, str]], parts: int) -> str | None:
    """The last box; with a several-part gold, the last boxes that together hold that many
    parts, as one answer (earlier, intermediate boxes are not part of it).
    """
    if not boxes:
        return None
    if parts <= 1 or len(boxes) == 1:
        return boxes[0][1]
    taken, count = [], 0
    for box in boxes:  # last first, until the boxes hold as many parts as the gold
        if taken and _is_group(box[1]) != _is_group(taken[0][1]):
            break  # a final (7, 3) is not joined with earlier partial boxes 7 and 3: boxes join their own kind
        if box[1] not in (b[1] for b in taken):
            taken.append(box)
            count += _part_count(box[1])
        if count >= parts:
            break
    return _combined(taken)


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


def _last_number(text: str) -> str | None:
    """The last number in the response (HARP's own checker's last resort), with the unit written
    after it (so a unit can be compared, :mod:`.units`).
    """
    tail = text[-2000:]
    last = last_match(_NUMBER, tail)
    if last is None:
        return None
    return (last.group(0).rstrip(".") + tail[last.end() : unit_end(tail, last.end())]).rstrip(
        "."
    )  # "26 mm" keeps its unit


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


def mcq_statements(response: str) -> list[str]:
    """What a multiple-choice response states as its answer, in the order style "mcq" reads
    them: the last box, the final-answer statement, the "Answer:" line.
    """
    return _statements(_own_turn(response)) if isinstance(response, str) else []


def _statements(text: str) -> list[str]:
    stated = (_final_answer(text), _answer_line(text))
    return [found for found in (_last_boxed(text), *(s[1] if s else None for s in stated)) if found is not None]


def _mcq(text: str) -> str | None:
    for found in _statements(text):
        letter = single_letter(found)
        if letter:
            return letter
    found = last_match(_CLAIMED_LETTER, text[-2000:])
    return (found.group(1) or found.group(2)).upper() if found is not None else None


def _own_turn(response: str) -> str:
    """The response made plain by the response stage (:mod:`.response`: the model's own turn,
    no reasoning trace, containers, markdown and Unicode undone), at most its last
    ``MAX_RESPONSE_CHARS`` characters.
    """
    return response_text(response)[0]


def response_text(response: str) -> tuple[str, bool]:
    """(the text extraction reads, whether it is only the tail of the response's own turn): the
    response stage's plain text, then its last ``MAX_RESPONSE_CHARS`` characters.
    """
    text = prepare(response).text
    if len(text) > MAX_RESPONSE_CHARS:
        return text[-MAX_RESPONSE_CHARS:], True
    return text, False


def extract_answer(response: str, style: str = "auto", *, parts: int = 1) -> str | None:
    r"""The final answer stated in ``response``, or None when it states none.

    ``style``: "auto" (the latest explicit statement: the last ``\\boxed{}``/``\\fbox``/
    ``\\framebox``, unless a later "final answer is/:" or "Answer:" statement overrides it;
    else the last "the answer is X"; else the last sentence's math or number), "boxed",
    "final_answer" ("The final answer is $X$") and "answer_line" ("Answer:" then the answer)
    read only their own form (:func:`fallback_answer` is what :func:`~.grade.grade` tries
    next), "mcq" (a letter A-E; :func:`~.grade.grade` maps a stated choice text to its letter:
    extraction never compares). ``parts`` is the number of parts the gold has: with more than
    one, several boxes are read as one answer.
    """
    if not isinstance(response, str) or not response:
        return None
    if style not in STYLES:
        raise ValueError(f"unknown extraction style {style!r}; expected one of {STYLES}")
    text = _own_turn(response)
    if style == "mcq":
        return _mcq(text)
    if style == "auto":
        return _auto(text, parts)
    if style == "boxed":
        own = _from_boxes(_boxes(text, MAX_BOXES if parts > 1 else 1), parts)
    else:
        own = ((_final_answer if style == "final_answer" else _answer_line)(text) or (0, None))[1]
    return own or None


def fallback_answer(response: str, parts: int = 1) -> str | None:
    """For a task whose own format found nothing: any "auto" statement, then the last number
    (HARP's own checker falls back to the last box, then the last number).
    """
    if not isinstance(response, str) or not response:
        return None
    text = _own_turn(response)
    return _auto(text, parts) or _last_number(text)


def _unclosed_box(text: str) -> str | None:
    r"""A gold whose last box is never closed (``\\boxed{W(n) = 1``): the rest of the text, which
    its writer meant as the boxed answer (a response's unclosed box is not read).
    """
    pos, cmd = max((text.rfind(c), c) for c in _BOX_COMMANDS)
    if pos < 0:
        return None
    rest = text[pos + len(cmd) :].lstrip(" \t")
    if not rest.startswith("{") or _braced(rest, 0) is not None:
        return None
    return _strip_math(rest[1:]) or None


def gold_answer(gold: str) -> str:
    """The answer a gold states: a gold written as a solution or with boxes gives its boxes
    (several boxes: all, in order), a long solution without one its final statement; a plain
    gold is returned as it is.
    """
    gold = gold[-MAX_RESPONSE_CHARS:]  # a gold is read like a response: from its tail when huge
    boxes = _boxes(gold, MAX_BOXES) if "box" in gold else []
    if boxes:
        return _combined(boxes)
    unclosed = _unclosed_box(gold) if "box" in gold else None
    if unclosed:
        return unclosed
    if len(gold) > MAX_PLAIN_GOLD and len(_WORDS.findall(_MATH_FREE.sub(" ", gold))) > MAX_PROSE_WORDS:
        return _auto(gold, 1, guess=False) or gold
    return gold
