r"""The box reader: the last ``\boxed{}``/``\fbox``/``\framebox`` of a text (one linear pass over its braces), the
last boxes that together hold a several-part gold, and a gold's unclosed box.
"""

from __future__ import annotations

import bisect
import functools
import re

from . import lexicon, lexicon_corrections
from .letters import both_or_hedge
from .offers import offer_words
from .spans import SENTENCE_STOP, strip_math
from .stages import Candidate

_BOX_COMMANDS = ("\\boxed", "\\fbox", "\\framebox")


MAX_BOXES = 16


_BOX_COMMAND = re.compile(r"\\(?:boxed|fbox|framebox)")


_BRACE_OR_ESCAPE = re.compile(r"\\.|[{}]", re.DOTALL)


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


def last_boxed(text: str, with_position: bool = False, end: int | None = None):
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


def last_boxes(text: str, limit: int = MAX_BOXES) -> list[tuple[int, str]]:
    """The last ``limit`` non-empty boxes (position, content), last first."""
    out: list[tuple[int, str]] = []
    end = len(text)
    while len(out) < limit:
        got = last_boxed(text, with_position=True, end=end)
        if got is None:
            break
        pos, content = got
        content = strip_math(content)
        if content:
            out.append((pos, content))
        end = pos
    return out


def combined_boxes(boxes: list[tuple[int, str]]) -> str:
    """The distinct box contents in reading order, joined by ", " (one multi-part answer)."""
    seen: list[str] = []
    for _, content in reversed(boxes):
        if content not in seen:
            seen.append(content)
    return ", ".join(seen)


def from_boxes(boxes: list[tuple[int, str]], parts: int) -> Candidate | None:
    r"""The last box; with a several-part gold, the last boxes that together hold that many
    parts, as one answer (earlier, intermediate boxes are not part of it, nor an earlier box that
    would make the parts more than the gold's: ``\boxed{1, 8, 49}`` then ``\boxed{1 and 8}`` is the last;
    a last box that holds several parts is a whole answer: ``\boxed{\text{A, D}}`` then ``\boxed{A, D, E}``).
    """
    if not boxes:
        return None
    if parts <= 1 or len(boxes) == 1 or answer_parts(boxes[0][1]) > 1:  # a last box of several parts is whole
        return Candidate(boxes[0][1], "boxed", boxes[0][0])
    taken, count = [], 0
    for box in boxes:  # last first, until the boxes hold as many parts as the gold
        if taken and _is_group(box[1]) != _is_group(taken[0][1]):
            break  # a final (7, 3) is not joined with earlier partial boxes 7 and 3: boxes join their own kind
        if taken and count + answer_parts(box[1]) > parts:
            break  # an earlier box that would overfill the gold is an earlier attempt, not a part of this one
        if box[1] not in (b[1] for b in taken):
            taken.append(box)
            count += answer_parts(box[1])
        if count >= parts:
            break
    return Candidate(combined_boxes(taken), "boxes" if len(taken) > 1 else "boxed", taken[-1][0])


def _is_group(content: str) -> bool:
    """``content`` is one bracketed group with top-level commas: a tuple, a point or an interval."""
    content = content.replace("\\left", "").replace("\\right", "").strip()
    return content[:1] in "([" and content[-1:] in ")]" and part_count(content[1:-1]) > 1 and part_count(content) == 1


_JOINED = re.compile(r"\\text\{\s*(?:or|and)\s*\}|\s(?:or|and)\s")  # "10 \text{ or } 20": two parts


_NAMED_SET = re.compile(r"^\s*[A-Za-z](?:_\{?\w+\}?)?\s*(?:\\in|=)\s*(?=\\\{)")  # "n \in \{1, 7\}", "S = \{1, 2\}"


def answer_parts(content: str) -> int:
    r"""Parts a box states: its top-level commas, and values joined by "or"/"and" (``0 \text{ or } 4``);
    a set's elements (``\{10, 20\}``, also named: ``n \in \{7, 1\}``, ``S = \left\{1, 2\right\}``: its solutions).
    """
    inner = _NAMED_SET.sub("", content.replace("\\left", "").replace("\\right", ""), count=1).strip()
    if inner.startswith("\\{") and inner.endswith("\\}"):
        inner = inner[2:-2]
    return part_count(inner) + len(_JOINED.findall(inner))


def part_count(content: str) -> int:
    """Top-level comma-separated parts of a box's content (``(2,2), (6,2)``: 2)."""
    depth, count = 0, 1
    for ch in content:
        depth += ch in "([{"
        depth -= ch in ")]}"
        count += ch == "," and depth == 0
    return count


def unclosed_box(text: str) -> tuple[int, str] | None:
    r"""A gold whose last box is never closed (``\\boxed{W(n) = 1``): its position and the rest of
    the text, which its writer meant as the boxed answer (a response's unclosed box is not read).
    """
    pos, cmd = max((text.rfind(c), c) for c in _BOX_COMMANDS)
    if pos < 0:
        return None
    rest = text[pos + len(cmd) :].lstrip(" \t")
    if not rest.startswith("{") or _braced(rest, 0) is not None:
        return None
    value = strip_math(rest[1:])
    return (pos, value) if value else None


MAX_HEDGE_GAP = 300  # characters an earlier box may end before the last one to offer it as an alternative


@functools.cache
def _offered_before() -> re.Pattern:
    r"""The end of an earlier box, then only an "or" or a hedge word of any language (:data:`.lexicon.ALTERNATIVE`,
    :data:`.lexicon.MAYBE`: "$\boxed{36}$, maybe $\boxed{18}$") up to the last box.
    """
    return re.compile(rf"\}}[\s$]*,?[\s$]*(?:\\text\{{\s*)?(?:{offer_words()})(?:\s*\}})?[\s$]*$", re.IGNORECASE)


@functools.cache
def _restated() -> re.Pattern:
    r"""The end of an earlier box's statement, then on the next line only "the answer is" (any language's answer phrase,
    as the response stage writes it) up to the last box: two final answers, one after the other, with no correction
    between them ("Ответ: $\boxed{36}$.\nОтвет: $\boxed{18}$."): the response commits to neither alone.
    """
    conclusion = lexicon.words(lexicon.CONCLUSION)
    return re.compile(
        rf"\}}[ \t$.。!*]*\n[ \t>#*_]*(?:(?:{conclusion})[ \t,，、]*)?(?:the answer is|(?:final )?answer:)[ \t*_:$]*$",
        re.IGNORECASE,
    )


def _candidates(text: str, before: int, pos: int) -> bool:
    r"""Whether the box at ``before`` is joined to the box at ``pos`` by an "and" (:data:`.lexicon.AND`) in a sentence
    that calls the boxes candidates (:data:`.lexicon.CANDIDATE`: "The two candidate answers are $\boxed{2}$ and
    $\boxed{3}$").
    """
    if not _joined_by_and().search(text, before, pos):
        return False
    start = max(0, before - MAX_BOX_SENTENCE)
    stops = [m.end() for m in SENTENCE_STOP.finditer(text, start, before)]
    return _candidate().search(text, stops[-1] if stops else start, before) is not None


@functools.cache
def _joined_by_and() -> re.Pattern:
    return re.compile(rf"\}}[\s$]*,?[\s$]*(?:{lexicon.words(lexicon.AND)})[\s$]*$", re.IGNORECASE)


@functools.cache
def _candidate() -> re.Pattern:
    return re.compile(lexicon.words(lexicon.CANDIDATE), re.IGNORECASE)


def hedged_boxes(text: str, last: tuple[int, str]) -> str | None:
    r"""The two values of a last box that an earlier box offers as its alternative ("$\boxed{22}$ or $\boxed{19}$", or
    two boxes under parallel numbered labels: "Reading 1: $\boxed{14}$" / "Reading 2: $\boxed{24}$"):
    both, as :func:`.letters.both_or_hedge` states a hedge; else None.
    """
    pos, content = last
    before = last_boxed(text, with_position=True, end=pos)
    if before is None or pos - before[0] > MAX_HEDGE_GAP:
        return None
    labels = _line_label(text, before[0]), _line_label(text, pos)  # "Reading 1: \boxed{14}" / "Reading 2: \boxed{24}"
    parallel = None not in labels and labels[0][0] == labels[1][0] and labels[0][1] != labels[1][1]
    parallel = parallel and labels[0][0] in _alternative_labels()  # not "Step 1:" / "Step 2:", which follow on
    offered = parallel or _offered_before().search(text, before[0], pos) or _candidates(text, before[0], pos)
    offered = offered or _restated().search(text, before[0], pos)
    if strip_math(before[1]) == content or not offered:
        return None
    return both_or_hedge(strip_math(before[1]), content)


@functools.cache
def _alternative_labels() -> frozenset[str]:
    return frozenset(w for words in lexicon_corrections.ALTERNATIVE_LABEL.values() for w in words)


_LINE_LABEL = re.compile(r"(?:^|\n)[ \t*#>-]*([^\W\d_]{3,})[ \t]*(\d{1,2})[ \t*_]*[:.)][^\n]{0,40}$")


def _line_label(text: str, pos: int) -> tuple[str, str] | None:
    """(word, number) of a numbered label that opens the line of the box at ``pos`` ("Reading 2:", "Case 1."), else None."""
    m = _LINE_LABEL.search(text, max(0, pos - 60), pos)
    return (m.group(1).casefold(), m.group(2)) if m is not None else None


MAX_BOX_SENTENCE = 200  # characters on either side of a box its sentence is read in


@functools.cache
def _intermediate() -> re.Pattern:
    return re.compile(lexicon.words(lexicon_corrections.INTERMEDIATE), re.IGNORECASE)


def called_intermediate(text: str, pos: int) -> bool:
    r"""Whether the sentence of the box at ``pos`` calls its value a step of the work ("so the intermediate quantity
    equals \\boxed{18}. Now, ...", "we get \\boxed{127} for the first part of the computation.":
    :data:`.lexicon_corrections.INTERMEDIATE`).
    """
    start = max(0, pos - MAX_BOX_SENTENCE)
    stops = [m.end() for m in SENTENCE_STOP.finditer(text, start, pos)]
    after = _BOX_SENTENCE_END.search(text, pos + 1, pos + MAX_BOX_SENTENCE)  # the box's own braces hold no stop
    return _intermediate().search(text, stops[-1] if stops else start, after.end() if after else pos) is not None


_BOX_SENTENCE_END = re.compile(r"\}\$?[^.!?。\n]*?[.!?。](?:\s|$)|\n")
