"""Extract, then compare."""

from __future__ import annotations

import logging
import re
from dataclasses import replace

from .compare import is_equivalent
from .extract import (
    MAX_RESPONSE_CHARS,
    extract_answer,
    fallback_answer,
    gold_answer,
    is_hedge,
    letter_of,
    mcq_statements,
    response_text,
    single_letter,
    unwrap,
)
from .forms import form_missed, gold_in_asked_unit
from .normalize import normalize
from .policy import Policy
from .response import UNFINISHED, prepare
from .structure import shape
from .verdict import CHECKER_ERROR, Verdict

log = logging.getLogger(__name__)

FALLBACK_STYLES = ("boxed", "final_answer", "answer_line")  # a task's own format, then any
_LETTER_VALUE = re.compile(r"^\(\s*([A-E])\s*\)\s*(\S.*)$", re.DOTALL)


def gold_letter(gold: str) -> str | None:
    r"""The letter of a multiple-choice gold ("C", "(C)", "\textbf{(B)}", "$\text{(D)}$",
    "\textbf{(B) }\frac{1}{3}"), else None.
    """
    return gold_choice(gold)[0]


def gold_choice(gold: str) -> tuple[str | None, str | None]:
    r"""(letter, value) of a multiple-choice gold: ``C`` -> ("C", None), ``\textbf{(B) }\frac{1}{3}``
    -> ("B", "\frac{1}{3}"); (None, None) for any other gold.
    """
    if not isinstance(gold, str) or len(gold) > 400:
        return None, None
    if len(gold) <= 40 and single_letter(gold):
        return single_letter(gold), None
    m = _LETTER_VALUE.match(unwrap(gold))
    return (m.group(1), m.group(2).strip()) if m else (None, None)


def gold_parts(gold: str) -> int:
    """How many parts a gold has (a list, set or tuple of answers: 2+; anything else: 1)."""
    if not any(mark in gold for mark in (",", ";", "\\cup", " and ", " or ")):
        return 1  # cheap for the common (and the huge) one-part gold
    try:
        sh = shape(normalize(gold))
    except Exception:  # noqa: BLE001 - an odd gold is one part; the comparison reports it
        return 1
    if sh[0] in ("list", "set"):
        return len(sh[1])
    if sh[0] == "seq" and sh[1] == "(":
        return len(sh[3])
    return 1


def _choice_hits(answer: str, choices: dict[str, str], policy: Policy) -> list[str]:
    """The keys of ``choices`` whose text is equivalent to ``answer`` (decimals compared
    exactly: a choice is one value), in key order.
    """
    exact = replace(policy, decimals="exact")
    return [k for k, text in sorted(choices.items()) if is_equivalent(answer, str(text), policy=exact)]


def _choice_of(answer: str, choices: dict[str, str], policy: Policy) -> str | None:
    """The one choice letter whose text is equivalent to ``answer``, else None."""
    hits = _choice_hits(answer, choices, policy)
    return gold_letter(hits[0]) if len(hits) == 1 else None


def mcq_answer(response: str, choices: dict[str, str] | None, policy: Policy | None = None) -> str | None:
    """Style "mcq": the letter of the first stated answer (:func:`.extract.mcq_statements`) that
    is a letter or whose text equals exactly one choice's (``choices``: letter -> text), else
    the letter the response claims ("the answer is (C)").
    """
    for found in mcq_statements(response) if choices else ():
        letter = single_letter(found)
        if letter:
            return letter
        hits = _choice_hits(found, choices, Policy.of() if policy is None else policy)
        if len(hits) == 1:
            return hits[0].strip("()").upper()
    return extract_answer(response, "mcq")


def _graded_choice(
    response: str, answer: str | None, letter: str, value: str | None, choices: dict[str, str] | None, policy: Policy
) -> Verdict | None:
    """Verdict against a multiple-choice gold: the stated letter, else (a letter + value gold)
    the stated value; None when the response states neither (then it is "no answer").
    """
    if answer is not None and is_hedge(answer):
        return Verdict(False, "hedge between choices", answer)
    stated = letter_of(answer) if answer is not None else None
    if stated is None and answer is not None and choices:
        stated = _choice_of(answer, choices, policy)
    if stated is None and answer is not None and value is not None:
        v = is_equivalent(answer, value, policy=policy)
        return replace(v, reason=f"choice value: {v.reason}", answer=answer)
    stated = stated or letter_of(response)
    if stated is None:
        return None
    ok = stated == letter
    return Verdict(ok, "choice equal" if ok else "choice differs", stated)


def grade(
    response: str,
    gold: str,
    *,
    style: str = "auto",
    timeout: float | None = None,
    choices: dict[str, str] | None = None,
    decimals: str = "exact",
    question: str | None = None,
    policy: Policy | None = None,
) -> Verdict:
    r"""Verdict for a whole response: extracted answer (``.answer``) compared with ``gold``.

    With ``style="auto"`` and a multiple-choice gold (a letter A-E, maybe as ``(A)`` or
    ``\textbf{(B)}``, or a letter and its value, ``\textbf{(B) }\frac{1}{3}``), the response's
    stated letter is graded: the extracted answer's letter ("(C) 12" -> C), else a bare-letter
    response ("D."), else the letter stated as the answer ("the answer is (C)", "option: E"),
    else (given ``choices``, letter -> text) the one choice whose text equals the extracted
    answer; with a letter + value gold, a stated value alone is compared with the value. Two
    letters ("C, D") are a hedge, graded wrong. Letters elsewhere in prose are not read.
    A gold with several parts lets several boxes form one answer (see :func:`extract_answer`).
    A task format (``boxed``, ``final_answer``, ``answer_line``) that finds nothing falls back to
    any common statement, then the last number, as HARP's own checker does.
    ``decimals`` is the decimal policy of :func:`is_equivalent`; ``policy`` (a
    :class:`~.policy.Policy`) gives it and ``timeout`` in one value. No extractable answer gives
    a falsy Verdict with reason "no answer" and ``no_answer=True``; a reasoning trace that never
    closes (``<think>`` without ``</think>``) one with reason "unfinished reasoning" (:mod:`.response`).
    A response longer than ``MAX_RESPONSE_CHARS`` (after the response stage) is graded from its
    tail, and the reason says so.
    ``question`` (the problem text, optional): when it asks to factor, expand or rationalize the
    denominator and the gold is in that form, a right value in another form is wrong (:mod:`.forms`).
    """
    policy = Policy.of(timeout, decimals) if policy is None else policy
    if isinstance(response, str) and prepare(response).unfinished:
        return Verdict(False, UNFINISHED, None, no_answer=True)
    if isinstance(response, str) and len(response) > MAX_RESPONSE_CHARS:
        tail, cut = response_text(response)
        if cut:
            v = grade(tail, gold, style=style, choices=choices, policy=policy, question=question)
            return replace(v, reason=f"{v.reason} (graded from the last {MAX_RESPONSE_CHARS} characters)")
    try:
        gold = gold_answer(gold) if isinstance(gold, str) else gold
        answer, chosen = _stated(response, gold, style, choices, policy)
    except ValueError:
        raise
    except Exception as exc:  # noqa: BLE001 - a checker bug is its own reason, never "no answer"
        log.warning(
            "hardmath checker error on extraction (%s: %s); response %.200r, gold %.200r",
            type(exc).__name__,
            exc,
            response,
            gold,
        )
        return Verdict(
            False, f"{CHECKER_ERROR}: extraction {type(exc).__name__}: {exc}"[:200], None, checker_error=True
        )
    if chosen is not None:
        return chosen
    if answer is None:
        return Verdict(False, "no answer", None, no_answer=True)
    verdict = is_equivalent(answer, gold_in_asked_unit(gold, question) if question else gold, policy=policy)
    missed = form_missed(answer, gold, question) if verdict and question else None
    if missed is not None:
        return Verdict(False, f"form differs: the question asks for the {missed} form", answer)
    return replace(verdict, answer=answer)


def _stated(
    response: str, gold: str, style: str, choices: dict[str, str] | None, policy: Policy
) -> tuple[str | None, Verdict | None]:
    """The answer the response states (in ``style``, then a task format's fallback) and, against a
    multiple-choice gold, the verdict on the stated choice (None: compare the answer).
    """
    letter, value = gold_choice(gold) if style == "auto" else (None, None)
    parts = gold_parts(value or gold) if isinstance(gold, str) else 1
    answer = mcq_answer(response, choices, policy) if style == "mcq" else extract_answer(response, style, parts=parts)
    if answer is None and style in FALLBACK_STYLES:
        answer = fallback_answer(response, parts)
    if letter is not None and isinstance(response, str):
        return answer, _graded_choice(prepare(response).text, answer, letter, value, choices, policy)
    return answer, None
