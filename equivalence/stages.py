"""The typed records passed between the checker's stages (docs/checker.md, "Stages").

response -> :class:`~.response.Prepared` (once per grade) -> ordered candidates (:class:`Candidate`)
(:func:`.extract.candidates`) -> one :class:`Parsed` per compared candidate -> comparison
(:func:`.compare.equivalent`) -> :class:`~.verdict.Verdict`; the gold goes through the same
extraction stage once, into a :class:`Gold` that carries its own :class:`Parsed`
(:func:`.grading.read_gold`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property, lru_cache

from .huge import shrink
from .latex import nesting_depth
from .normalize import normalize
from .precedence import MARKERS, Emphasis, Marker
from .structure import shape


@dataclass(frozen=True)
class Candidate:
    """One answer a text states, with the evidence that chose it: ``marker`` names the reading
    that found it (``boxed``, ``boxes``, ``final_answer``, ``answer_line``, ``correction``,
    ``answer_is``, ...: a :class:`~.precedence.Marker`, the closed set documented in
    :data:`~.precedence.MARKERS`) and
    ``position`` is where that statement starts in the text read (the prepared response, or the gold).
    The other typed fields: ``end`` where the stated value ends (-1: not located; :attr:`span`),
    ``emphasis`` how the response set it apart (a closed :class:`~.precedence.Emphasis`; a box
    marker implies ``box``) and ``language`` the lexicon language of its statement ("" unknown).
    Readers set what they know; :func:`.evidence.typed` fills the rest from the response
    (``hardmath check --explain`` shows them all). :meth:`from_end` is its position from the end.
    """

    text: str
    marker: Marker
    position: int
    end: int = field(default=-1, compare=False)  # evidence, not identity: a typed candidate equals its reader's
    emphasis: Emphasis = field(default=Emphasis.NONE, compare=False)
    language: str = field(default="", compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "marker", Marker(self.marker))  # a closed set: an unknown reading raises
        emphasis = Emphasis(self.emphasis)  # a closed set too
        implied = MARKERS[self.marker][0]
        object.__setattr__(self, "emphasis", implied if emphasis is Emphasis.NONE and implied else emphasis)

    @property
    def span(self) -> tuple[int, int]:
        """(start, end) of the statement in the text read (end -1 until located)."""
        return self.position, self.end

    def from_end(self, length: int) -> int:
        """How far the statement starts from the end of a text ``length`` characters long."""
        return length - self.position


@dataclass(frozen=True)
class Gold:
    r"""A gold read once per grade: ``answer`` is what it states (its boxes, the final statement
    of a written solution, else itself); ``letter`` and ``value`` a multiple-choice gold's letter and
    the value written after it (``\textbf{(B) }\frac{1}{3}``); ``parts`` how many answers it lists;
    ``parsed`` the side a response's answer is compared with (``value`` if any, else ``answer``);
    ``word`` whether it states one word ("Tuesday"), the only gold a response's last word can answer;
    ``also`` the other forms a gold sentence states its answer in, each an accepted answer too
    (:mod:`.restated`: "The limit equals $\ln(4) - 1$, so $a = 4$ and $b = 1$.").
    """

    answer: str
    letter: str | None = None
    value: str | None = None
    parts: int = 1
    parsed: Parsed | None = field(default=None, compare=False)
    word: bool = False
    also: tuple[Parsed, ...] = field(default=(), compare=False)


@lru_cache(maxsize=65536)
def normalized(text: str) -> str:
    """:func:`.normalize.normalize`, remembered across grades: inside one grade each side asks once
    (:class:`Parsed`), but rescoring and maj@k meet the same answers and golds again and again, and
    :data:`.compare.DECISIONS` is keyed by the normalized pair (34 us a call on the dev corpus, about
    a fifth of a warm regrade's time).
    """
    return normalize(text)


@dataclass(frozen=True)
class Parsed:
    """One side of a comparison after the one-sided steps, each done at most once however often the
    side is compared: ``raw`` as stated, ``text`` shrunk (:func:`.huge.shrink`), ``depth`` its
    bracket nesting, ``norm`` normalized (:func:`.normalize.normalize`) and ``shape`` (its
    :func:`.structure.shape`), each computed on first use. The pairwise steps (decimal comma, units,
    integer digits) stay in the comparison; a side they rewrite is parsed anew from the rewritten text.
    """

    raw: str

    @cached_property
    def text(self) -> str:
        return shrink(self.raw)

    @cached_property
    def depth(self) -> int:
        return nesting_depth(self.text)

    @cached_property
    def norm(self) -> str:
        return normalized(self.text)

    @cached_property
    def shape(self) -> tuple:
        return shape(self.norm)


class Sides(dict):
    """The texts one grade (or one maj@k document) compares, each parsed at most once: the answer
    against every choice, a choice that is also the gold's value (text -> :class:`Parsed`).
    """

    @classmethod
    def of(cls, *known: Parsed) -> Sides:
        """A memo that starts with ``known`` sides (the gold read before the grade's answers)."""
        return cls({side.raw: side for side in known if isinstance(side.raw, str)})

    def __missing__(self, text: str) -> Parsed:
        self[text] = side = Parsed(text)
        return side
