"""The closed set of decision kinds (:data:`STATUSES`) and the one place a decision's kind is derived
(:func:`status_of`). It imports nothing of the checker, so the grade record (and the report reading
it) uses the same vocabulary without loading the checker.
"""

from __future__ import annotations

import re

STATUSES = ("equal", "differs", "no_answer", "unfinished", "too_large", "timeout", "checker_error", "backend_error")
UNFINISHED_REASON = "unfinished reasoning"  # the response stage's reason for a trace that never closes
_TOO_LARGE = re.compile(r"(?:^|: )too large:")  # "too large: ...", also "choice value: too large: ..."


def status_of(
    correct: bool,
    reason: str,
    *,
    no_answer: bool = False,
    timed_out: bool = False,
    checker_error: bool = False,
    max_length: bool | None = None,
    backend_error: bool = False,
) -> str:
    """The closed status (one of :data:`STATUSES`) of a decision, from its flags and reason. A
    generation cut at its token limit is ``unfinished``, like a reasoning trace that never closes:
    the model never reached its answer. A reply the backend could not read (``backend_error``: no
    response of the model at all) comes before everything else.
    """
    if backend_error:
        return "backend_error"
    if checker_error:
        return "checker_error"
    if timed_out:
        return "timeout"
    if max_length or reason.startswith(UNFINISHED_REASON):
        return "unfinished"
    if no_answer:
        return "no_answer"
    if correct:
        return "equal"
    return "too_large" if _TOO_LARGE.search(reason) else "differs"
