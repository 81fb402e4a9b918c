"""lm-eval glue of the checker: the ``hardmath_grade`` / ``hardmath_extract`` filters and the
``correct`` / ``no_answer`` metrics (registered by :func:`hardmath.lmeval.register`).

``hardmath_grade`` turns each response into a :class:`~hardmath.equivalence.GradeRecord`
(logged with :meth:`~hardmath.equivalence.GradeRecord.to_log`) graded against
``doc[gold_field]`` (and ``doc[choices_field]`` for multiple choice), so logged samples
(``filtered_resps``) show what was extracted and why it was scored; a response that hit the
token limit is scored wrong. Keep it last in the filter list (no ``take_first``): each instance's value stays a
list (one record per repeat), which lm-eval passes to the metric unchanged. ``correct`` is the
mean over that list (pass@1 averaged over repeats); ``no_answer`` the share with no answer.
The metrics also accept plain answer strings (``hardmath_extract`` + ``take_first``) and
then grade them against the reference themselves.
"""

from __future__ import annotations

import json
import logging
from typing import TYPE_CHECKING, Any

from lm_eval.api.filter import Filter

from hardmath.equivalence import bounded, extract_answer, grade, is_equivalent
from hardmath.equivalence.compare import DECIMAL_POLICIES
from hardmath.equivalence.policy import Policy
from hardmath.equivalence.verdict import CHECKER_ERROR, Verdict
from hardmath.grade_record import GradeRecord
from hardmath.lmeval.generation_info import backend_error_of
from hardmath.lmeval.generation_limits import BACKENDS, backend_note, generated_tokens, limit_hit
from hardmath.lmeval.records import VOTE_CLASS, flatten, mean_correct, share_max_length, share_no_answer
from hardmath.stats import vote_classes, votes

if TYPE_CHECKING:
    from collections.abc import Iterable

log = logging.getLogger(__name__)


class LoggedRecord(str):
    """A :class:`~hardmath.equivalence.GradeRecord` as its JSON text: lm-eval's sample log ``str()``-s
    filtered responses, and for some backends first rebuilds every dict in a sample as a plain
    ``dict`` (``hash_dict_images``), so a text is what reaches the log intact.
    """

    def __new__(cls, logged: dict) -> LoggedRecord:
        return super().__new__(cls, json.dumps(logged, ensure_ascii=False))


def _gold(doc: dict, field: str) -> str:
    if field not in doc:
        raise KeyError(f"hardmath_grade: doc has no field {field!r} (fields: {sorted(doc)})")
    return str(doc[field])


def _choices(doc: dict, field: str | None) -> dict[str, str] | None:
    """The document's choices as letter -> text (a dict, or a list in A, B, C... order)."""
    if field is None:
        return None
    value = doc.get(field)
    if isinstance(value, (list, tuple)):
        value = {chr(ord("A") + i): v for i, v in enumerate(value)}
    if not isinstance(value, dict) or not value:
        raise KeyError(
            f"hardmath_grade: choices_field {field!r} of doc must be a dict letter -> text "
            f"or a list of choices, got {type(value).__name__} (fields: {sorted(doc)})"
        )
    return {str(k): str(v) for k, v in value.items()}


def _responses(resps: Any) -> list:
    return list(resps) if isinstance(resps, (list, tuple)) else [resps]


def _limit_hit(response: Any) -> bool | None:
    """:func:`hardmath.lmeval.generation_limits.limit_hit`; when the backend cannot tell, said once in the log."""
    value = limit_hit(response)
    if value is None and not _limit_hit.warned:
        _limit_hit.warned = True
        log.warning(
            "hardmath: this lm-eval backend does not report whether a generation hit its "
            "token limit; max_length is null (unknown) in the grade records and in the "
            "max_length metrics (recorded for %s)",
            BACKENDS,
        )
    return value


_limit_hit.warned = False  # type: ignore[attr-defined]


class GradeFilter(Filter):
    """Each response -> its logged :class:`~hardmath.equivalence.GradeRecord`; a response that
    hit the token limit is scored wrong (``max_length``, HARP §3.2).
    """

    def __init__(
        self,
        style: str = "auto",
        gold_field: str = "answer",
        decimals: str = "exact",
        choices_field: str | None = None,
        question_field: str | None = None,
        **kwargs: Any,
    ) -> None:
        """``decimals``: "exact" (default) or "rounded", the decimal policy of ``is_equivalent``
        (a task's YAML opts into "rounded" with ``decimals: rounded``). ``choices_field``: the doc
        field with a multiple-choice problem's choices, so a stated choice text grades as its letter.
        ``question_field``: the doc field with the problem text, so a question that asks for a form
        (factor, expand, rationalize) is graded in form too (``grade(question=...)``).
        """
        super().__init__(**kwargs)
        if decimals not in DECIMAL_POLICIES:
            raise ValueError(f"hardmath_grade: unknown decimals {decimals!r}; expected one of {DECIMAL_POLICIES}")
        self.style = style
        self.gold_field = gold_field
        self.decimals = decimals
        self.choices_field = choices_field
        self.question_field = question_field

    def apply(self, resps: Iterable, docs: list[dict]) -> list[list[dict]]:
        bounded.warm_up()  # SymPy start-up must not eat the first decisions' time bounds
        policy = Policy.of(decimals=self.decimals)  # one policy grades and groups this task's answers
        out = []
        for inst_resps, doc in zip(resps, docs, strict=True):
            gold, choices = _gold(doc, self.gold_field), _choices(doc, self.choices_field)
            question = _gold(doc, self.question_field) if self.question_field else None
            graded = [
                _record_of(r, gold, style=self.style, choices=choices, policy=policy, question=question)
                for r in _responses(inst_resps)
            ]
            out.append(logged_with_classes(graded, policy))
        return out


def _record_of(response: Any, gold: str, **kwargs: Any) -> GradeRecord:
    """The grade record of one response: a reply the backend could not read, or anything but text
    (a list or a dict a server sent as the text), is a backend error, never graded.
    """
    error = backend_error_of(response)
    if error is None and not isinstance(response, str):
        error = f"the response is a {type(response).__name__}, not text"
    if error is not None:
        return GradeRecord.from_backend_error(error)
    return GradeRecord.from_verdict(
        _grade_safely(response, gold, **kwargs),
        max_length=_limit_hit(response),
        tokens=generated_tokens(response),
        note=backend_note(response),
    )


def _grade_safely(response: str, gold: str, **kwargs: Any) -> Verdict:
    """:func:`~hardmath.equivalence.grade`; any failure of the checker is this response's checker
    error, never an exception out of lm-eval's evaluation (which would lose every generation).
    """
    try:
        return grade(response, gold, **kwargs)
    except Exception as exc:  # noqa: BLE001
        log.warning("hardmath checker error (%s: %s) grading %.200r", type(exc).__name__, exc, response)
        return Verdict(False, f"{CHECKER_ERROR}: {type(exc).__name__}: {exc}"[:200], checker_error=True)


def logged_with_classes(graded: list[GradeRecord], policy: Policy | None = None) -> list[LoggedRecord]:
    """A document's records as logged, each with its answer class (``vote_class``) for majority
    voting (:func:`hardmath.stats.vote_classes`, under the ``policy`` the records were graded
    under), decided here, at grading, so no report re-runs the checker to regroup answers. Should
    grouping fail, each voter is its own class (logged).
    """
    try:
        classes, _ = vote_classes(graded, policy=policy)
    except Exception as exc:  # noqa: BLE001 - a checker failure must not end the run
        log.warning("hardmath maj@k grouping failed (%s: %s): each answer is its own class", type(exc).__name__, exc)
        classes = [i if votes(r) else None for i, r in enumerate(graded)]
    return [LoggedRecord({**r.to_log(), VOTE_CLASS: c}) for r, c in zip(graded, classes, strict=True)]


class ExtractFilter(Filter):
    """Each response -> its extracted answer ("" when none)."""

    def __init__(self, style: str = "auto", **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.style = style

    def apply(self, resps: Iterable, docs: list[dict]) -> list[list[str]]:
        return [
            [extract_answer(r if isinstance(r, str) else str(r), self.style) or "" for r in _responses(inst_resps)]
            for inst_resps in resps
        ]


def _is_record(item: Any) -> bool:
    return isinstance(item, (dict, GradeRecord, LoggedRecord))


def _graded(references: list | None, predictions: list | None) -> list[GradeRecord]:
    """Grade records from the metric's inputs: hardmath_grade records as they are, plain
    answer strings (e.g. from hardmath_extract) compared here with the reference.
    """
    gold = str(references[0]) if references else ""
    items = flatten(predictions or [])
    if not all(_is_record(i) for i in items):
        bounded.warm_up()
    out = []
    for item in items:
        if _is_record(item):
            out.append(GradeRecord.from_log(item))
        else:
            answer = None if item in (None, "") else str(item)
            ok = answer is not None and bool(is_equivalent(answer, gold))
            out.append(GradeRecord(answer, ok, "extracted answer compared", no_answer=answer is None))
    return out


def correct(references: list | None = None, predictions: list | None = None, **kwargs: Any) -> float:
    """1.0/0.0 per graded response (mean over repeats)."""
    return mean_correct(_graded(references, predictions))


def no_answer(references: list | None = None, predictions: list | None = None, **kwargs: Any) -> float:
    """1.0 when the response finished but no answer was extracted (mean over repeats)."""
    return share_no_answer(_graded(references, predictions))


def max_length(references: list | None = None, predictions: list | None = None, **kwargs: Any) -> float | None:
    """1.0 when the generation hit its token limit (mean over repeats whose backend could tell);
    None when no response's backend could tell (aggregate with ``hardmath_mean``).
    """
    return share_max_length(_graded(references, predictions))
