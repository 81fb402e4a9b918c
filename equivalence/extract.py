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

import functools
import re
from typing import TYPE_CHECKING

from . import lexicon
from .boxes import (
    MAX_BOXES,
    called_intermediate,
    combined_boxes,
    from_boxes,
    hedged_boxes,
    last_boxed,
    last_boxes,
    unclosed_box,
)
from .cutoff import called_wrong, not_cut_off, only_checks, since_error
from .evidence import typed
from .first import answer_first
from .letters import claimed_letter, letter_of, stated_letter
from .lexicon import phrases
from .normalize import is_text, strip_wrappers
from .parts import labelled_parts
from .plaintext import fraction_words, number_words
from .precedence import GUESSES, PRECEDENCE, Marker, Rank
from .question import new_number
from .response import last_match, prepare
from .sentences import last_number, last_sentence_answer
from .spans import MATH_FREE, WORDS, strip_math
from .stages import Candidate
from .statements import MAX_PROSE_WORDS, answer_is, answer_line, correction_at, final_answer, retracted_box
from .verdicts import opening_verdict
from .words import one_word

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator


STYLES = ("auto", "boxed", "final_answer", "answer_line", "mcq")


MAX_PLAIN_GOLD = 80
TAKEN_BACK_WINDOW = 2000  # a closing retraction is looked for this far from the end


MAX_RESPONSE_CHARS = 262_144  # 256 KiB, about 65k tokens; a longer response is graded from its tail


class _Readings:
    """The readers of one text, each run at most once, on first need (:data:`READERS`)."""

    def __init__(self, text: str, parts: int, source: str | None = None) -> None:
        self.text, self.parts, self.source = text, parts, source
        self._found: dict[str, Candidate | None] = {}

    def read(self, reader: str) -> Candidate | None:
        if reader not in self._found:
            self._found[reader] = READERS[reader](self)
        return self._found[reader]

    @functools.cached_property
    def boxes(self) -> list[tuple[int, str]]:
        """The last box (the last boxes, for a several-part gold), last first."""
        return last_boxes(self.text, MAX_BOXES if self.parts > 1 else 1)

    @functools.cached_property
    def intermediate(self) -> bool:
        """Whether the last box's sentence calls it a step of the work (:func:`.boxes.called_intermediate`)."""
        return bool(self.boxes) and called_intermediate(self.text, self.boxes[0][0])

    @property
    def box_position(self) -> int:
        return self.boxes[0][0] if self.boxes else -1


def _statement(found: tuple[int, str] | None, marker: Marker) -> Candidate | None:
    return Candidate(found[1], marker, found[0]) if found is not None else None


def _correction(read: _Readings) -> Candidate | None:
    """A statement that replaces what came before: "Wait, the answer is 6." (only when something was
    stated: a box, or a final statement after it; a choice letter only replaces a letter), else a box
    taken back by a later statement, or an answer line after it that a later sentence calls wrong
    (:func:`.cutoff.called_wrong`).
    """
    text, boxes, box_pos = read.text, read.boxes, read.box_position
    later = [c for c in (read.read("final_answer"), read.read("answer_line")) if c is not None and c.position > box_pos]
    corrected = max(later, key=lambda c: c.position).text if later else boxes[0][1] if boxes else None
    found = correction_at(text, corrects=_kind(corrected)) if corrected is not None else None
    if boxes and (found is None or found[0] <= box_pos):
        found = _box_taken_back(text, box_pos, boxes[0][1]) or found
    said = [c for c in (*later, read.read("answer_is")) if c is not None and c.position > box_pos]
    stated = max((c.position for c in said), default=-1)  # an "Answer:" line, "the answer is" after the last box
    if stated >= 0 and (found is None or found[0] <= stated):
        found = _retracted(text, stated, box=False) or found  # "**Answer:** $85$ / ... counted twice. ... $68$."
    return _statement(found, Marker.CORRECTION)


def _box_taken_back(text: str, box_pos: int, boxed: str) -> tuple[int, str] | None:
    r"""The closing value that replaces the box at ``box_pos`` (:func:`_retracted`), unless what follows the box
    only checks it ("\boxed{5}. Hmm, let me make sure. Plugging in gives $5+2=7$.": :func:`.cutoff.only_checks`).
    """
    taken = _retracted(text, box_pos, box=True)
    return None if taken is None or only_checks(text, box_pos, boxed, taken[1]) else taken


def _retracted(text: str, at: int, *, box: bool) -> tuple[int, str] | None:
    """The closing value that replaces a statement at ``at`` a later sentence takes back: after a box, a
    retraction ("Wait, ...") or a cue that calls it wrong (:func:`.cutoff.called_wrong`: "I made an arithmetic
    slip"); after an answer line, only the latter.
    """
    found = retracted_box(text, at) if box else None
    wrong = called_wrong(text, at) if found is None else None
    return found if wrong is None else retracted_box(text, at, wrong)


def _kind(stated: str) -> str:
    r"""What a statement states: a choice "letter", a "word" (``\text{Alice}``), else a "value"."""
    if letter_of(stated) is not None:
        return "letter"
    plain = strip_wrappers(stated).strip()
    return "word" if is_text(plain) and not _DIGIT.search(plain) else "value"


_DIGIT = re.compile(r"\d")


def _boxes(read: _Readings) -> Candidate | None:
    """The last box (boxes, for a several-part gold); a last box an earlier one offers an alternative to is both."""
    if read.parts > 1:
        return from_boxes(since_error(read.text, read.boxes), read.parts)
    if read.intermediate:
        return None  # "so the intermediate quantity equals \\boxed{18}": a step of the work
    hedged = hedged_boxes(read.text, read.boxes[0]) if read.boxes else None
    return Candidate(hedged, "boxes", read.boxes[0][0]) if hedged else from_boxes(read.boxes, read.parts)


def _raw_box(read: _Readings) -> Candidate | None:
    box = last_boxed(read.text, with_position=True)
    return Candidate(box[1], Marker.BOXED, box[0]) if box is not None else None


READERS: dict[str, Callable[[_Readings], Candidate | None]] = {  # a reader's name -> its reading
    "boxes": _boxes,
    "box": _raw_box,
    "final_answer": lambda read: _statement(final_answer(read.text), Marker.FINAL_ANSWER),
    "answer_line": lambda read: _statement(answer_line(read.text), Marker.ANSWER_LINE),
    "correction": _correction,
    "answer_is": lambda read: answer_is(read.text),
    "answer_first": lambda read: answer_first(read.text),
    "labeled_parts": lambda read: labelled_parts(read.text, read.parts),
    "last_sentence": lambda read: last_sentence_answer(read.text),
    "word": lambda read: one_word(read.text),
    "letter": lambda read: claimed_letter(read.text),
}


def _admitted(rank: Rank, found: Candidate | None, read: _Readings, guess: bool) -> bool:
    """Whether ``rank`` admits ``found`` (:data:`.precedence.PRECEDENCE`): the only place a candidate's
    emphasis and language reach the chooser, when the rank names them.
    """
    if found is None or (rank.guess and not guess):
        return False
    if rank.after_box and found.position <= read.box_position:
        return False
    if rank.guess and "\\boxed" in found.text and read.intermediate:
        return False  # a guess that reads the box a sentence called a step of the work
    if rank.emphasis or rank.languages:
        found = typed(found, read.text, read.source)
        return (not rank.emphasis or found.emphasis in rank.emphasis) and (
            not rank.languages or found.language in rank.languages
        )
    return True


def ranked(
    text: str, style: str, parts: int = 1, *, guess: bool = True, source: str | None = None
) -> Iterator[Candidate]:
    """The one chooser: ``text``'s candidates ranked by ``style``'s precedence table, read lazily. A
    deciding style yields its winner only: the latest admitted candidate (position, then text) of
    the first rank that has one; a listing style ("mcq") yields every rank's candidate in order.
    ``source``: the response as written, read only by a rank that names an emphasis or a language.
    """
    table, read = PRECEDENCE[style], _Readings(text, parts, source)
    for rank in table.ranks:
        if rank.guess and not guess:
            continue
        found = [c for c in map(read.read, rank.readers) if _admitted(rank, c, read, guess)]
        if found and table.decides:
            yield max(found, key=lambda c: (c.position, c.text))
            return
        yield from found


def explain(
    text: str, style: str = "auto", parts: int = 1, source: str | None = None
) -> list[tuple[str, str, Candidate | None, str]]:
    """Every reader of ``style``'s table run on ``text`` (rank, reader, candidate with every typed field
    filled in from ``source``, the response as written: :func:`.evidence.typed`; why it won or lost),
    for the debug view (``hardmath check --explain``).
    """
    table, read = PRECEDENCE[style], _Readings(text, parts, source)
    winner = next(ranked(text, style, parts, source=source), None)
    rows = []
    for i, rank in enumerate(table.ranks, 1):
        for reader in rank.readers:
            found = read.read(reader)
            if found is None:
                why = "nothing found"
            elif found == winner:
                why = "chosen"
            elif not _admitted(rank, found, read, True):
                why = "not admitted: " + ("made before the last box" if rank.after_box else "emphasis or language")
            else:
                why = "outranked" if table.decides else "offered after an earlier rank"
            found = typed(found, text, source) if found is not None else None
            rows.append((f"{i}. {rank.name}", reader, found, why))
    return rows


def readable(text: str) -> tuple[str, bool]:
    """(the part of a prepared response extraction reads, whether it is only its tail): its last
    ``MAX_RESPONSE_CHARS`` characters.
    """
    if len(text) > MAX_RESPONSE_CHARS:
        return text[-MAX_RESPONSE_CHARS:], True
    return text, False


def _stated(found: tuple[int, str] | None, marker: str) -> Iterator[Candidate]:
    if found is not None:
        yield Candidate(found[1], marker, found[0])


def _gold_reading(gold: str, parts: int) -> Iterator[Candidate]:
    """What a gold states: a gold written as a solution or with boxes gives its boxes (several
    boxes: all, in order), an unclosed box the rest of the text, a long solution without one its
    final statement, a sentence the value it states (the same readers as a response's; a theorem
    stating a condition, "... if and only if $x > 1/2$.", the condition); a plain gold is its own answer (a huge gold is read from its tail, as a response).
    """
    gold = gold[-MAX_RESPONSE_CHARS:]
    boxes = last_boxes(gold, MAX_BOXES) if "box" in gold else []
    unclosed = unclosed_box(gold) if "box" in gold and not boxes else None
    if boxes:
        yield Candidate(combined_boxes(boxes), "boxes" if len(boxes) > 1 else "boxed", boxes[-1][0])
    elif unclosed:
        yield Candidate(unclosed[1], "unclosed_box", unclosed[0])
    elif iff := _IFF_VALUE.search(gold.strip()):  # "Show that ... converges if and only if $x > \\frac{1}{2}$."
        yield Candidate(strip_math(iff.group(1)), Marker.STATED_GOLD, iff.start(1))
    elif _is_sentence_gold(gold):  # "Show that the limit is $\\frac{1}{2}$.", "Prove that the assertion is false."
        spelled = _spelled_value(gold)  # "... $4$-tuples is eight.": the number the sentence ends on
        stated = gold[: _aside_at(gold)]  # "The limit equals $\\ln 4 - 1$, so $a = 4$ ...": its main statement
        found = Candidate(spelled[1], Marker.STATED_GOLD, spelled[0]) if spelled else next(ranked(stated, "auto"), None)
        if found is not None and _QUANTIFIED.match(gold) and found.text.strip(" .").casefold() in _ENGLISH_WORDS:
            found = None  # "Both claims are true.", "Neither claim is true.": the phrase, not its word "true"
        yield Candidate(found.text, Marker.STATED_GOLD, found.position) if found else Candidate(gold, Marker.GOLD, 0)
    elif len(gold) > MAX_PLAIN_GOLD and len(WORDS.findall(MATH_FREE.sub(" ", gold))) > MAX_PROSE_WORDS:
        yield next(ranked(gold, "auto", guess=False), None) or Candidate(gold, Marker.GOLD, 0)
    else:
        yield Candidate(gold, "gold", 0)


_IFF_VALUE = re.compile(
    r"^[A-Z][^$]{0,300}?\s(?:if\s+and\s+only\s+if|iff|exactly\s+when|precisely\s+when)\s+(\$[^$]{1,300}\$)\s*\.?$"
)  # a theorem stating a condition: the condition is its value
_VALUE_FOLLOWS = re.compile(
    r"\b(?:is|are|equals?|to|that|comprises?|consists?\s+of)\s", re.IGNORECASE
)  # "the limit is", "evaluates to", "Show that", "the values comprise"
MAX_VALUE_WORDS = 3
_QUANTIFIED = re.compile(
    r"^(?:(?:show|prove)\s+that\s+)?(?:both|neither|either|none|only|all|no|not|exactly|some)\b", re.IGNORECASE
)  # a sentence gold whose subject is counted: its true/false word alone does not state it
_ENGLISH_WORDS = lexicon.ANSWER_WORDS["en"]
_SENTENCE_BREAK = re.compile(r"[.!?]\s+\S|\n\s*\n")


def _is_sentence_gold(gold: str) -> bool:
    r"""A gold written as one sentence (of any length) that ends on its value: a capital, at least two words of prose,
    a full stop (or a closing math span), and after its last "is"/"are"/"equals"/"to"/"that" at most
    :data:`MAX_VALUE_WORDS` words of prose ("Show that the limit is $\frac{1}{2}$."; not a worded
    answer such as "It is a negative number ending with a 5.").
    """
    gold = gold.strip()
    if not (gold[:1].isupper() and gold.endswith((".", "$"))) or len(WORDS.findall(MATH_FREE.sub(" ", gold))) < 2:
        return False
    if _SENTENCE_BREAK.search(MATH_FREE.sub(" x ", gold).rstrip(" .$")):
        return False  # several sentences: a solution, read by its statements
    copula = last_match(_VALUE_FOLLOWS, MATH_FREE.sub(lambda m: "$" + "x" * (len(m.group(0)) - 2) + "$", gold))
    return copula is not None and len(WORDS.findall(MATH_FREE.sub(" ", gold[copula.end() :]))) <= MAX_VALUE_WORDS


_ASIDE = re.compile(
    r"\$\s*,\s+(?:so|hence|thus|i\.\s?e\.|that\s+is|the|a|an)\s"
)  # after a value: a consequence, an apposition


def _aside_at(gold: str) -> int:
    r"""Where a sentence gold's main statement ends: before a consequence or an apposition that follows its
    value after the copula ("The limit equals $\ln(4) - 1$, so $a = 4$ and $b = 1$.", "the number of
    subsets is $F_n$, the $n$th Fibonacci number."), else its end.
    """
    copula = _VALUE_FOLLOWS.search(MATH_FREE.sub(lambda m: "$" + "x" * (len(m.group(0)) - 2) + "$", gold))
    aside = _ASIDE.search(gold, copula.end()) if copula is not None else None
    return aside.start() + 1 if aside is not None else len(gold)


def _spelled_value(gold: str) -> tuple[int, str] | None:
    r"""(position, value) of a number a sentence gold spells out after its last "is"/"equals"/"that"
    ("Show that the maximum number of distinct $4$-tuples is eight." -> 8, not the $4$ before it), else None.
    """
    copula = last_match(_VALUE_FOLLOWS, MATH_FREE.sub(lambda m: "$" + "x" * (len(m.group(0)) - 2) + "$", gold))
    said = gold[copula.end() :].strip() if copula is not None else "$"
    if "$" in said or "\\" in said:
        return None
    value = number_words(said)
    value = str(value) if value is not None else fraction_words(said)
    return (copula.end(), value) if value is not None else None


def _reading(style: str) -> Callable[[str, int], Iterator[Candidate]]:
    return lambda text, parts: ranked(text, style, parts)


_READINGS: dict[str, Callable[[str, int], Iterator[Candidate]]] = {
    **{style: _reading(style) for style in PRECEDENCE},
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
    found = found if words else (c for c in found if c.marker != "word")
    return found if style == "gold" else _not_supposed(text, _not_taken_back(text, not_cut_off(text, found)))


def _not_taken_back(text: str, found: Iterator[Candidate]) -> Iterator[Candidate]:
    """The candidates stated after the last sentence that takes every answer back ("I retract this
    answer.", "I can't give a final answer."; :data:`.lexicon.TAKEN_BACK`): none before it counts.
    """
    start = max(0, len(text) - TAKEN_BACK_WINDOW)
    cue = last_match(_taken_back(), text, start)
    return found if cue is None else (c for c in found if c.position > cue.start())


def _not_supposed(text: str, found: Iterator[Candidate]) -> Iterator[Candidate]:
    """The candidates outside a sentence that supposes the answer in order to check it ("Suppose the
    answer is $120$. Let us check: ...", "Предположим, что ответ 120.": :data:`.lexicon.SUPPOSING`, then "the answer
    is", which the response stage writes in English for every language):
    a value supposed is no answer, whatever reading found it (a cut-off check leaves none stated).
    """
    spans = [(cue.start(), _sentence_end(text, cue.end())) for cue in _supposed().finditer(text)]
    return found if not spans else (c for c in found if not any(a <= c.position < b for a, b in spans))


def _sentence_end(text: str, start: int) -> int:
    """Where the sentence that goes on at ``start`` ends (its stop, or the end of the text)."""
    stop = _SENTENCE_STOP.search(text, start)
    return len(text) if stop is None else stop.end()


_SENTENCE_STOP = re.compile(r"(?<!\\)[.!?](?=\s|$)|\n|。")


@functools.cache
def _supposed() -> re.Pattern:
    return re.compile(
        rf"(?:{lexicon.words(lexicon.SUPPOSING)})\s*,?\s*(?:(?:{lexicon.words(lexicon.THAT)})\s+)?(?:the|our|my)\s+"
        r"(?:final\s+)?answer\s+(?:is|was|were|be|equals)\b",
        re.IGNORECASE,
    )


@functools.cache
def _taken_back() -> re.Pattern:
    return re.compile(phrases(lexicon.TAKEN_BACK), re.IGNORECASE)


def _word_first(text: str, found: Iterator[Candidate]) -> Iterator[Candidate]:
    """For a one-word gold: a last sentence's number read by position gives way to the word the same
    sentence states after it ("Therefore, 100 days from now it will be Friday." -> Friday), and a guess
    to the yes or no its sentence opens with (:func:`.verdicts.opening_verdict`).
    """
    first = next(found, None)
    if first is not None and first.marker in ("last_number", "plain_math", "there_are"):
        word = one_word(text)
        if word is not None and word.position > first.position:
            yield word
    if first is not None and first.marker in GUESSES:
        verdict = opening_verdict(text, first.position)  # "So yes, $\sqrt2$ is such a limit.": the yes
        if verdict is not None:
            yield verdict
    if first is not None:
        yield first
    elif text.strip():  # nothing stated: "Yes. The argument above settles it." opens its closing paragraph
        verdict = opening_verdict(text, len(text.rstrip()) - 1)
        if verdict is not None:
            yield verdict
    yield from found


def _ordered(text: str, style: str, parts: int, fallback: bool) -> Iterator[Candidate]:
    yield from _READINGS[style](text, parts)
    if fallback:
        yield from ranked(text, "auto", parts)
        yield from _stated(last_number(text), Marker.LAST_NUMBER)


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
