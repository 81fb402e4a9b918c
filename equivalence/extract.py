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

from typing import TYPE_CHECKING

from .boxes import MAX_BOXES, combined_boxes, from_boxes, last_boxed, last_boxes, unclosed_box
from .letters import claimed_letter, stated_letter
from .question import new_number
from .response import prepare
from .sentences import last_number, last_sentence_answer
from .spans import MATH_FREE, WORDS
from .stages import Candidate
from .statements import MAX_PROSE_WORDS, answer_is, answer_line, correction_at, final_answer, retracted_box
from .words import one_word

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator


STYLES = ("auto", "boxed", "final_answer", "answer_line", "mcq")


MAX_PLAIN_GOLD = 80


MAX_RESPONSE_CHARS = 262_144  # 256 KiB, about 65k tokens; a longer response is graded from its tail


def _auto(text: str, parts: int, guess: bool = True) -> Candidate | None:
    """The latest explicit statement: the last box, or a "final answer"/"Answer:" statement
    made after it; several boxes form one answer when the gold has several parts. With no
    statement at all and ``guess``: the last sentence's math span or number.
    """
    boxes = last_boxes(text, MAX_BOXES if parts > 1 else 1)
    box_pos = boxes[0][0] if boxes else -1
    stated = [
        Candidate(found[1], marker, found[0])
        for found, marker in ((final_answer(text), "final_answer"), (answer_line(text), "answer_line"))
        if found is not None and found[0] > box_pos
    ]
    correction = correction_at(text) if stated or boxes else None
    if boxes and (correction is None or correction[0] <= box_pos):
        correction = retracted_box(text, box_pos) or correction
    if (
        correction is not None and correction[0] > box_pos
    ):  # a later "the answer is" corrects them ("\\boxed{5}. Wait, the answer is 6.")
        stated.append(Candidate(correction[1], "correction", correction[0]))
    if stated:
        return max(stated, key=lambda c: (c.position, c.text))
    found = from_boxes(boxes, parts) or answer_is(text)
    return found or (last_sentence_answer(text) or one_word(text) if guess else None)


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
    box = last_boxed(text, with_position=True)
    if box is not None:
        yield Candidate(box[1], "boxed", box[0])
    yield from _stated(final_answer(text), "final_answer")
    yield from _stated(answer_line(text), "answer_line")
    yield from _one(claimed_letter(text))


def _gold_reading(gold: str, parts: int) -> Iterator[Candidate]:
    """What a gold states: a gold written as a solution or with boxes gives its boxes (several
    boxes: all, in order), an unclosed box the rest of the text, a long solution without one its
    final statement; a plain gold is its own answer (a huge gold is read from its tail, as a response).
    """
    gold = gold[-MAX_RESPONSE_CHARS:]
    boxes = last_boxes(gold, MAX_BOXES) if "box" in gold else []
    unclosed = unclosed_box(gold) if "box" in gold and not boxes else None
    if boxes:
        yield Candidate(combined_boxes(boxes), "boxes" if len(boxes) > 1 else "boxed", boxes[-1][0])
    elif unclosed:
        yield Candidate(unclosed[1], "unclosed_box", unclosed[0])
    elif len(gold) > MAX_PLAIN_GOLD and len(WORDS.findall(MATH_FREE.sub(" ", gold))) > MAX_PROSE_WORDS:
        yield _auto(gold, 1, guess=False) or Candidate(gold, "gold", 0)
    else:
        yield Candidate(gold, "gold", 0)


_READINGS: dict[str, Callable[[str, int], Iterator[Candidate]]] = {
    "auto": lambda text, parts: _one(_auto(text, parts)),
    "boxed": lambda text, parts: _one(from_boxes(last_boxes(text, MAX_BOXES if parts > 1 else 1), parts)),
    "final_answer": lambda text, parts: _stated(final_answer(text), "final_answer"),
    "answer_line": lambda text, parts: _stated(answer_line(text), "answer_line"),
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
    for its sentence's last number that is none (:func:`new_number`).
    """
    if style not in _READINGS:
        raise ValueError(f"unknown extraction style {style!r}; expected one of {STYLES}")
    found = _ordered(text, style, parts, fallback)
    if words:
        found = _word_first(text, found)
    if given:
        found = (new_number(text, c, given) if c.marker == "last_number" else c for c in found)
    return found if words else (c for c in found if c.marker != "word")


def _word_first(text: str, found: Iterator[Candidate]) -> Iterator[Candidate]:
    """For a one-word gold: a last sentence's number read by position gives way to the word the same
    sentence states after it ("Therefore, 100 days from now it will be Friday." -> Friday).
    """
    first = next(found, None)
    if first is not None and first.marker in ("last_number", "plain_math", "there_are"):
        word = one_word(text)
        if word is not None and word.position > first.position:
            yield word
    if first is not None:
        yield first
    yield from found


def _ordered(text: str, style: str, parts: int, fallback: bool) -> Iterator[Candidate]:
    yield from _READINGS[style](text, parts)
    if fallback:
        yield from _one(_auto(text, parts))
        yield from _stated(last_number(text), "last_number")


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


def gold_answer(gold: str) -> str:
    """The answer a gold states (the first of its :func:`candidates` in style "gold")."""
    return next(candidates(gold, "gold")).text
