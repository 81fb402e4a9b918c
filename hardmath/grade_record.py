"""The one record logged per graded response (:class:`GradeRecord`), written into lm-eval's logs one
way and read back one way. It lives apart from the checker (``hardmath.equivalence``) so that the
report reads logs without importing the checker; the closed status set comes from the checker's
:mod:`hardmath.equivalence.status`, which imports nothing else of it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any

from hardmath.equivalence.status import STATUSES, status_of

if TYPE_CHECKING:
    from hardmath.equivalence import Verdict


BACKEND_ERROR = "backend error"  # the reason's prefix of a reply the backend could not read


class RecordError(ValueError):
    """A logged value is not a grade record."""


@dataclass(frozen=True)
class GradeRecord:
    """What hardmath logs for one response and every task, analysis, report and rescoring reads.

    ``correct`` is the score; ``no_answer``: the response finished but no answer was found;
    ``max_length``: the generation hit its token limit (scored wrong; None when the backend
    cannot tell); ``checker_error``: the checker failed on this input (scored wrong, counted
    apart); ``timed_out``: the decision ran past its time budget (scored wrong); ``tokens``: the
    tokens the backend generated for it (None when it did not say). ``reason`` says why in a few
    words; ``status`` is the closed kind of decision (:data:`STATUSES`, :func:`status_of`). It holds every field of the :class:`Verdict` it records (the whole decision), plus
    what the backend recorded (``max_length``, ``tokens``). ``backend_error``: the backend could not
    read the server's reply (an error body, a bad choice, a list for a text: no response of the model
    at all; scored wrong, counted apart, never "no answer"); ``backend_note``: what was odd about the
    reply (a token count or finish reason recorded as unknown, or the backend error), None when nothing.
    """

    answer: str | None
    correct: bool
    reason: str
    no_answer: bool = False
    max_length: bool | None = None
    checker_error: bool = False
    timed_out: bool = False
    tokens: int | None = None
    status: str | None = None  # one of STATUSES; derived from the other fields when not given (old logs)
    backend_error: bool = False
    backend_note: str | None = None

    def __post_init__(self) -> None:
        if self.status not in STATUSES:
            derived = status_of(
                self.correct,
                self.reason or "",
                no_answer=self.no_answer,
                timed_out=self.timed_out,
                checker_error=self.checker_error,
                max_length=self.max_length,
                backend_error=self.backend_error,
            )
            object.__setattr__(self, "status", derived)

    @classmethod
    def from_verdict(
        cls, v: Verdict, *, max_length: bool | None = None, tokens: int | None = None, note: str | None = None
    ) -> GradeRecord:
        """The record of a checker verdict; a truncated generation is scored wrong. ``note``: what
        was odd about the backend's reply (:attr:`backend_note`).
        """
        if max_length:
            return cls(
                v.answer,
                False,
                "max length: generation hit the token limit",
                False,
                True,
                v.checker_error,
                v.timed_out,
                tokens,
                backend_note=note,
            )  # not finished, so not "finished without an answer"
        return cls(
            v.answer,
            bool(v.equivalent),
            v.reason,
            v.no_answer,
            max_length,
            v.checker_error,
            v.timed_out,
            tokens,
            backend_note=note,
        )

    @classmethod
    def from_backend_error(cls, what: str) -> GradeRecord:
        """The record of a reply the backend could not read (``what`` says why): no response to
        grade, scored wrong, counted apart from the model's failures.
        """
        return cls(None, False, f"{BACKEND_ERROR}: {what}"[:300], backend_error=True, backend_note=what[:300])

    def to_log(self) -> dict[str, Any]:
        """The JSON object logged in lm-eval's ``filtered_resps``."""
        return {f.name: getattr(self, f.name) for f in fields(self)}  # flat: asdict's deep copies cost 15% of a rescore

    @classmethod
    def from_log(cls, value: Any) -> GradeRecord:
        """Read one logged record back (a dict or its JSON text); :class:`RecordError` otherwise.

        Records written before the flags existed read with ``no_answer`` = (answer is None).
        """
        if isinstance(value, GradeRecord):
            return value
        if isinstance(value, str):
            try:
                value = json.loads(value)
            except ValueError:
                raise RecordError(f"not a grade record (not JSON): {value[:80]!r}") from None
        if not isinstance(value, dict) or "correct" not in value:
            raise RecordError(
                f"not a grade record: {str(value)[:80]!r}; is the task's filter_list using hardmath_grade?"
            )
        known = {f.name for f in fields(cls)}
        data = {k: v for k, v in value.items() if k in known}
        data.setdefault("answer", None)
        data.setdefault("reason", "")
        data.setdefault(
            "no_answer",
            data["answer"] is None and not data.get("checker_error", False) and not data.get("backend_error", False),
        )
        data["correct"] = bool(data["correct"])
        return cls(**data)
