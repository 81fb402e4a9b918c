"""The typed records passed between the checker's stages (docs/checker.md, "Stages").

response -> :class:`~.response.Prepared` (once per grade) -> ordered candidates (:class:`Candidate`)
(:func:`.extract.candidates`) -> comparison (:func:`.compare.is_equivalent`) -> :class:`~.verdict.Verdict`;
the gold goes through the same extraction stage once, into a :class:`Gold`
(:func:`.grading.read_gold`).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Candidate:
    """One answer a text states, with the evidence that chose it: ``marker`` names the reading
    that found it (``boxed``, ``boxes``, ``final_answer``, ``answer_line``, ``correction``,
    ``answer_is``, ``math_span``, ``math_spans``, ``bare``, ``there_are``, ``plain_math``,
    ``last_number``, ``subject``, ``spelled_number``, ``letter``, ``unclosed_box``, ``gold``) and
    ``position`` is where that statement starts in the text read (the prepared response, or the gold).
    """

    text: str
    marker: str
    position: int


@dataclass(frozen=True)
class Gold:
    r"""A gold read once per grade: ``answer`` is what it states (its boxes, the final statement
    of a written solution, else itself); ``letter`` and ``value`` a multiple-choice gold's letter and
    the value written after it (``\textbf{(B) }\frac{1}{3}``); ``parts`` how many answers it lists.
    """

    answer: str
    letter: str | None = None
    value: str | None = None
    parts: int = 1
