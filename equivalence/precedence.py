"""What a candidate is (:class:`Marker`, a closed set, each documented in :data:`MARKERS`) and which
one wins (:data:`PRECEDENCE`, the table the one chooser, :func:`.extract.ranked`, reads): data, not
control flow. docs/checker.md prints both tables (:func:`markdown`; a test checks they are equal).

A style's table is a list of ranks, best first. Each rank names the readers whose candidates it
holds (:data:`.extract.READERS`); within a rank the latest statement wins (position, then text). A
rank may admit only statements made after the last box (``after_box``), or be a guess (``guess``:
read only when the caller lets the style guess; a gold written as a solution is not guessed at).
A style that decides (``decides``) takes the best admitted candidate of the first rank that has
one; a style that lists (``decides=False``, "mcq") offers every rank's candidate in order, and its
caller takes the first that states a letter.

A candidate's other typed fields (:class:`.stages.Candidate`: span, position from the end,
:class:`Emphasis`, language) reach the chooser only through a rank's ``emphasis`` and
``languages`` (empty: any); no rank of today's tables restricts them, so they are evidence the debug
view shows (``hardmath check --explain``), not a rule.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Marker(str, Enum):
    """The reading that found a candidate (its ``value`` is the name a grade reason and logs show)."""

    BOXED = "boxed"
    BOXES = "boxes"
    FINAL_ANSWER = "final_answer"
    ANSWER_LINE = "answer_line"
    CORRECTION = "correction"
    ANSWER_IS = "answer_is"
    ANSWER_FIRST = "answer_first"
    LABELED_PARTS = "labeled_parts"
    MATH_SPAN = "math_span"
    MATH_SPANS = "math_spans"
    BARE = "bare"
    PLAIN_LIST = "plain_list"
    THERE_ARE = "there_are"
    PLAIN_MATH = "plain_math"
    LAST_NUMBER = "last_number"
    SUBJECT = "subject"
    SPELLED_NUMBER = "spelled_number"
    WORD = "word"
    LETTER = "letter"
    UNCLOSED_BOX = "unclosed_box"
    GOLD = "gold"
    STATED_GOLD = "stated_gold"

    def __str__(self) -> str:
        return self.value


class Emphasis(str, Enum):
    """How the response set a candidate apart (a closed set): in a box, in bold, in a heading, in an
    answer tag (``<answer>``, ``[ANSWER]``, a JSON answer field), or not at all.
    """

    BOX = "box"
    BOLD = "bold"
    HEADING = "heading"
    TAG = "tag"
    NONE = "none"

    def __str__(self) -> str:
        return self.value


_BOX = Emphasis.BOX
MARKERS: dict[Marker, tuple[Emphasis | str, str]] = {  # marker -> (emphasis it implies, or "", what it is)
    Marker.BOXED: (_BOX, r"the last `\boxed{}`, `\fbox{}` or `\framebox{}`"),
    Marker.BOXES: (_BOX, "the last boxes that together hold a several-part gold, joined"),
    Marker.FINAL_ANSWER: ("", '"Final Answer:" / "the final answer is" (anywhere in a line)'),
    Marker.ANSWER_LINE: ("", 'a line that opens with "Answer:" (or "Answer $9$")'),
    Marker.CORRECTION: ("", '"Wait, the answer is 6." after a box, or a box taken back by a later statement'),
    Marker.ANSWER_IS: ("", '"the answer is X" (its last occurrence)'),
    Marker.ANSWER_FIRST: (
        "",
        'a first line that is only an answer, then a labelled explanation ("Explanation: ..."), or a short first'
        " paragraph whose last sentence states it, then an explanation's lead-in (\"Here's why:\")",
    ),
    Marker.LABELED_PARTS: ("", 'a several-part gold\'s parts labelled near the end ("(a) $22$ (b) $4554$"), joined'),
    Marker.MATH_SPAN: ("", "the last sentence's last math span"),
    Marker.MATH_SPANS: ("", 'the last sentence\'s math spans joined by "and"/"or"/commas'),
    Marker.BARE: ("", "a last sentence that is only an answer (no prose)"),
    Marker.PLAIN_LIST: ("", 'a plain list in the last sentence ("-2 and -1 and 0")'),
    Marker.THERE_ARE: ("", '"There are N ..." in the last sentence'),
    Marker.PLAIN_MATH: ("", "plain-text math in the last sentence (`pi/4`, `10:15 PM`)"),
    Marker.LAST_NUMBER: ("", "the last number of the last sentence (with its unit), or of the text (fallback)"),
    Marker.SUBJECT: (
        "",
        'a last sentence that names its subject and states a symbol ("The set is \\emptyset."), or that is a whole'
        ' worded answer after a word of conclusion ("Therefore, the limit does not exist.")',
    ),
    Marker.SPELLED_NUMBER: ("", 'the last spelled-out number of the last sentence ("twelve")'),
    Marker.WORD: ("", 'a last line of one word, or a sentence stating one ("The sum is odd."): one-word golds only'),
    Marker.LETTER: ("", 'the choice letter claimed ("the answer is (C)", "option: E")'),
    Marker.UNCLOSED_BOX: (_BOX, "a gold's box that is never closed: the rest of the gold"),
    Marker.GOLD: ("", "a plain gold: itself"),
    Marker.STATED_GOLD: ("", 'a gold written as a sentence ("Show that the limit is $1/2$."): the value it states'),
}


GUESSES: frozenset[Marker] = frozenset(
    {
        Marker.LABELED_PARTS,
        Marker.MATH_SPAN,
        Marker.MATH_SPANS,
        Marker.BARE,
        Marker.PLAIN_LIST,
        Marker.THERE_ARE,
        Marker.PLAIN_MATH,
        Marker.LAST_NUMBER,
        Marker.SUBJECT,
        Marker.SPELLED_NUMBER,
        Marker.WORD,
    }
)  # read with no answer marker, box or tag: a guess, which a closing clause cut off mid-sentence voids


@dataclass(frozen=True)
class Rank:
    """One row of a precedence table: its name, its readers, and what it admits (``emphasis``,
    ``languages``: the candidate's fields it requires; empty: any).
    """

    name: str
    readers: tuple[str, ...]
    after_box: bool = False
    guess: bool = False
    emphasis: tuple[Emphasis, ...] = ()
    languages: tuple[str, ...] = ()


@dataclass(frozen=True)
class Table:
    """A style's ranks, best first; ``decides``: the first rank with a candidate gives the answer."""

    ranks: tuple[Rank, ...]
    decides: bool = True


_BOXES = Rank("the last box (boxes, for a several-part gold)", ("boxes",))
_FINAL = Rank("a final-answer statement", ("final_answer",))
_LINE = Rank('an "Answer:" line', ("answer_line",))

PRECEDENCE: dict[str, Table] = {
    "auto": Table(
        (
            Rank(
                "a statement made after the last box (the latest wins)",
                ("final_answer", "answer_line", "correction"),
                after_box=True,
            ),
            _BOXES,
            Rank('"the answer is"', ("answer_is",)),
            Rank("an answer stated first, then explained", ("answer_first",)),
            Rank("labelled parts of a several-part answer", ("labeled_parts",), guess=True),
            Rank("the last sentence's main clause", ("last_sentence",), guess=True),
            Rank("a stated word", ("word",), guess=True),
        )
    ),
    "boxed": Table((_BOXES,)),
    "final_answer": Table((_FINAL,)),
    "answer_line": Table((_LINE,)),
    "mcq": Table(
        (
            Rank("a correction made after the last box", ("correction",), after_box=True),
            Rank("the last box, as written", ("box",)),
            _FINAL,
            _LINE,
            Rank("a claimed letter", ("letter",)),
        ),
        False,
    ),
}


def markdown() -> str:
    """The marker table and the precedence tables as Markdown (docs/checker.md holds this text)."""
    lines = ["| marker | emphasis | what it is |", "|---|---|---|"]
    lines += [f"| `{m.value}` | {emph or '-'} | {what} |" for m, (emph, what) in MARKERS.items()]
    lines += ["", f"Emphasis (a closed set): {', '.join(f'`{e.value}`' for e in Emphasis)}."]
    guesses = ", ".join(f"`{m.value}`" for m in Marker if m in GUESSES)
    lines += [
        "",
        f"Guesses (no answer marker, box or tag; void before a closing clause cut off mid-sentence): {guesses}.",
    ]
    for style, table in PRECEDENCE.items():
        how = "the first rank with a candidate decides" if table.decides else "every rank in order"
        lines += ["", f"Style `{style}` ({how}):", "", "| rank | readers | admits | emphasis | languages |"]
        lines.append("|---|---|---|---|---|")
        for i, rank in enumerate(table.ranks, 1):
            admits = ["after the last box only"] * rank.after_box + ["a guess: not for a written-out gold"] * rank.guess
            emphasis = ", ".join(e.value for e in rank.emphasis) or "any"
            cells = [f"{i}. {rank.name}", ", ".join(rank.readers), "; ".join(admits) or "any", emphasis]
            lines.append(f"| {' | '.join(cells)} | {', '.join(rank.languages) or 'any'} |")
    return "\n".join(lines)
