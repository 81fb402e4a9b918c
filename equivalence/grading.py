"""Extract, then compare: the response prepared once, the gold read once, both through the same
extraction stage (:func:`.extract.candidates`), then one comparison (docs/checker.md, "Stages").
"""

from __future__ import annotations

import logging
import re
from dataclasses import replace

from . import lexicon
from .compare import equivalent
from .cutoff import cut_off_at
from .defined import with_definitions
from .extract import MAX_RESPONSE_CHARS, candidates, chosen, extract_answer, readable
from .forms import asked_right_side, form_missed, gold_in_asked_unit
from .glued_values import without_copula
from .golden import golden_ratio_defined, golden_ratio_valued
from .letters import is_hedge, letter_of, single_letter, stated_letter
from .normalize import foreign_predicate
from .policy import Policy
from .question import givens, question_choices
from .response import UNFINISHED, prepare
from .restated import gold_forms
from .sentences import sentence_value
from .spans import unwrap
from .stages import Gold, Parsed, Sides
from .stated_phrase import opposite_change, stated_change, stated_phrase
from .verdict import CHECKER_ERROR, Verdict
from .words import is_one_word

log = logging.getLogger(__name__)

MAX_WORD_CHARS = 40  # longer answers are never one word of ANSWER_WORDS
MAX_PHRASE_CHARS = 80  # longer answers are never a short phrase ending on one
FALLBACK_STYLES = ("boxed", "final_answer", "answer_line")  # a task's own format, then any
_CHOICE_AND_VALUE = re.compile(
    r"^\s*(?:\\textbf\s*\{\s*)?(?:\(\s*[A-E]\s*\)|[A-E][.)](?=\s))\s*\}?\s*(?:\\[ ,;:!]|~|\\quad)?\s*\$?(\S.*?)\$?\s*$",
    re.DOTALL,
)  # a choice's letter, then its value ("(C) $2\cos n\theta$", "\textbf{(E) } 2", "D. 74")
_NUMBER_GOLD = re.compile(r"^\s*\$?\s*-?\d+(?:\.\d+)?\s*\$?\s*$")
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
    return parts(Parsed(gold))


def parts(side: Parsed) -> int:
    """How many parts a parsed side has (a list, set or tuple of answers: 2+; anything else: 1),
    read from its shape, the one its comparison uses.
    """
    if not any(mark in side.raw for mark in (",", ";", "\\cup", " and ", " or ")):
        return 1  # cheap for the common (and the huge) one-part gold
    try:
        sh = side.shape
    except Exception:  # noqa: BLE001 - an odd gold is one part; the comparison reports it
        return 1
    if sh[0] in ("list", "set"):
        return len(sh[1])
    if sh[0] == "seq" and sh[1] == "(":
        return len(sh[3])
    return 1


def read_gold(gold: str, *, choice: bool = True) -> Gold:
    r"""The gold's record, read once per grade: what it states (the first of its
    :func:`.extract.candidates` in style "gold", the extraction stage a response goes through),
    with ``choice`` its multiple-choice letter and value (:func:`gold_choice`), the side an answer is
    compared with parsed once (the value, else what it states) and its number of parts read from it.
    A gold that is not a string is kept as it is (the comparison reports it).
    """
    if not isinstance(gold, str):
        return Gold(gold, parsed=Parsed(gold))
    forms = gold_forms(gold, _gold_statement)
    stated = forms[0] if forms else _gold_statement(gold)
    letter, value = gold_choice(stated) if choice else (None, None)
    side = Parsed(value or stated)
    also = tuple(Parsed(form) for form in forms[1:])
    return Gold(stated, letter, value, parts(side), side, is_one_word(unwrap(value or stated)), also)


def _gold_statement(gold: str) -> str:
    """What a gold text states: the first of its :func:`.extract.candidates` in style "gold"."""
    return next(candidates(gold, "gold")).text


class _Choices:
    """The choices of one question (letter -> text) for one grade: each compared with an answer at
    most once (decimals exact: a choice is one value).
    """

    def __init__(self, choices: dict[str, str], policy: Policy, sides: Sides) -> None:
        self.items = [(key, str(text)) for key, text in sorted(choices.items())]
        self.parsed = [sides[text] for _, text in self.items]
        self.exact = replace(policy, decimals="exact")
        self.sides = sides
        self.seen: dict[str, list[Verdict]] = {}

    def verdicts(self, answer: str) -> list[Verdict]:
        """The verdict of ``answer`` against each choice, in key order (``answer`` parsed once)."""
        if answer not in self.seen:
            side = self.sides[answer]
            self.seen[answer] = [equivalent(side, choice, policy=self.exact) for choice in self.parsed]
        return self.seen[answer]

    def hits(self, answer: str) -> list[str]:
        """The keys of the choices ``answer`` is equivalent to, in key order."""
        return [key for (key, _), v in zip(self.items, self.verdicts(answer), strict=True) if v]

    def letter(self, answer: str) -> str | None:
        """Style "mcq": the letter of the one choice ``answer`` equals, else None."""
        hits = self.hits(answer)
        return hits[0].strip("()").upper() if len(hits) == 1 else None

    def compared(self, answer: str, value: str, policy: Policy) -> Verdict | None:
        """The verdict of ``answer`` against ``value`` when a choice's comparison already decided it
        (the choice's text is ``value`` and ``policy`` compares decimals exactly), else None.
        """
        if policy != self.exact or answer not in self.seen:
            return None
        return next((v for (_, text), v in zip(self.items, self.seen[answer], strict=True) if text == value), None)


def mcq_answer(response: str, choices: dict[str, str] | None, policy: Policy | None = None) -> str | None:
    """Style "mcq": the letter of the first stated answer that is a letter or whose text equals
    exactly one choice's (``choices``: letter -> text), else the letter the response claims
    ("the answer is (C)").
    """
    if not choices or not isinstance(response, str) or not response:
        return extract_answer(response, "mcq")
    listed = _Choices(choices, Policy.of() if policy is None else policy, Sides())
    found = stated_letter(candidates(readable(prepare(response).text)[0], "mcq"), listed.letter)
    return found.text if found is not None else None


def _graded_choice(
    text: str, answer: str | None, gold: Gold, listed: _Choices | None, policy: Policy, sides: Sides
) -> Verdict | None:
    """Verdict against a multiple-choice gold: the stated letter (no comparison), else the one choice
    the answer equals, else (a letter + value gold) the stated value; None when the response states
    neither (then it is "no answer").
    """
    if answer is not None and is_hedge(answer):
        return Verdict(False, "hedge between choices", answer)
    stated = letter_of(answer) if answer is not None else None
    if stated is None and answer is not None and listed is not None:
        hits = listed.hits(answer)
        stated = gold_letter(hits[0]) if len(hits) == 1 else None
    if stated is None and answer is not None and gold.value is not None:
        v = listed.compared(answer, gold.value, policy) if listed is not None else None
        v = equivalent(sides[answer], gold.parsed, policy=policy) if v is None else v
        return replace(v, reason=f"choice value: {v.reason}", answer=answer)
    stated = stated or letter_of(text, finished=cut_off_at(text) is None)
    if stated is None:
        return None
    ok = stated == gold.letter
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

    Stages: the response is prepared once (:func:`.response.prepare`), the gold read once
    (:func:`read_gold`), both through :func:`.extract.candidates`; each choice is compared with an
    answer at most once, and a stated letter needs no comparison.
    """
    policy = Policy.of(timeout, decimals) if policy is None else policy
    prepared = prepare(response) if isinstance(response, str) else None
    if prepared is not None and prepared.unfinished:
        return Verdict(False, UNFINISHED, None, no_answer=True, status="unfinished")
    text, cut = readable(prepared.text) if prepared is not None else (None, False)
    verdict = _graded(text if response else None, gold, style, choices, question, policy)
    if cut and len(response) > MAX_RESPONSE_CHARS:
        return replace(verdict, reason=f"{verdict.reason} (graded from the last {MAX_RESPONSE_CHARS} characters)")
    return verdict


def _graded(
    text: str | None, gold: str, style: str, choices: dict[str, str] | None, question: str | None, policy: Policy
) -> Verdict:
    """The verdict on a prepared response's ``text`` (None: a response that is no string or empty)."""
    try:
        record = read_gold(gold, choice=style == "auto")
        sides = Sides.of(record.parsed)
        given = givens(question) if question else frozenset()
        answer, decided = _stated(text, record, style, choices, policy, sides, given)
    except ValueError:
        raise
    except Exception as exc:  # noqa: BLE001 - a checker bug is its own reason, never "no answer"
        log.warning(
            "hardmath checker error on extraction (%s: %s); response %.200r, gold %.200r",
            type(exc).__name__,
            exc,
            text,
            gold,
        )
        return Verdict(
            False, f"{CHECKER_ERROR}: extraction {type(exc).__name__}: {exc}"[:200], None, checker_error=True
        )
    if decided is not None:
        return decided
    letterless = gold_letter(gold) is None
    answer = _chosen_value(answer, letterless, choices, question)
    if answer is None:
        verdict = Verdict(False, "no answer", None, no_answer=True)
    else:
        verdict = _compared(text, answer, record, sides, question, policy)
    worded = style == "auto" and text and verdict.status in ("differs", "no_answer") and letterless
    phrase = (stated_phrase(text, record.answer) or stated_change(text, record.answer)) if worded else None
    if phrase is not None:
        return Verdict(True, "text equal (the last sentence states the gold's phrase)", phrase, status="equal")
    if verdict and style == "auto" and text and opposite_change(text, record.answer):
        return Verdict(False, "text differs (the last sentence names the opposite change)", answer, status="differs")
    return verdict


def _chosen_value(
    answer: str | None, letterless: bool, choices: dict[str, str] | None, question: str | None
) -> str | None:
    """A bare choice letter as its choice's text (``choices``, else those the question lists) against a gold that is
    a value, not a letter ("C" with the question's choices "(A) 10 ... (C) 81" against 81); ``answer`` otherwise.
    """
    letter = single_letter(answer) if answer and letterless and len(answer) <= MAX_WORD_CHARS else None
    listed = (choices or question_choices(question)) if letter else {}
    return listed[letter] if letter in listed else answer


def _compared(
    text: str | None, answer: str, record: Gold, sides: Sides, question: str | None, policy: Policy
) -> Verdict:
    """The verdict on a stated ``answer`` against the gold ``record``: in the unit the question asks,
    with a golden ratio where it is named, a gold sentence's other forms and the question's definitions.
    """
    gold = record.answer
    asked = _english(gold_in_asked_unit(gold, question) if question else gold)
    stated = asked_right_side(answer, question) if question else answer
    labelled = _CHOICE_AND_VALUE.match(without_copula(stated))
    stated = labelled.group(1).strip() if labelled and gold_letter(gold) is None else stated  # "(C) $26$" against 26
    stated = stated if _NUMBER_GOLD.match(asked) else _english(stated)  # "dez" against 10: the number, not "Dez."
    if golden_ratio_defined(gold, question):  # "\varphi (the golden ratio)" is (1+\sqrt5)/2 on both sides
        asked, stated = golden_ratio_valued(asked), golden_ratio_valued(stated)
    elif golden_ratio_defined(text) and golden_ratio_valued(asked) == asked:  # its symbol only, not the gold's
        stated = golden_ratio_valued(stated)
    verdict = _against_gold(stated, answer, asked, record, sides, policy)
    said = sentence_value(stated) if not verdict else None  # "The sum evaluates to $\frac{7}{4}$.": its value too
    valued = _against_gold(said, answer, asked, record, sides, policy) if said else None
    verdict = valued or verdict
    defined = with_definitions(asked, question) if not verdict and question else asked
    if defined != asked:  # gold "3F" where the question says "Let $F = ...$"
        verdict = equivalent(sides[stated], sides[defined], policy=policy)
    missed = form_missed(answer, gold, question) if verdict and question else None
    if missed is not None:
        return Verdict(False, f"form differs: the question asks for the {missed} form", answer)
    return replace(verdict, answer=answer)


def _against_gold(stated: str, answer: str, asked: str, record: Gold, sides: Sides, policy: Policy) -> Verdict:
    """The verdict on ``stated`` against the gold (``asked``: the gold in the question's unit), then against a gold
    sentence's other forms, then, for a gold that states an equation, on the whole ``answer`` it was cut from.
    """
    gold = record.answer
    verdict = equivalent(sides[stated], record.parsed if asked == gold else sides[asked], policy=policy)
    for form in record.also if not verdict and asked == gold else ():  # a gold sentence's other forms
        verdict = equivalent(sides[stated], form, policy=policy)
        if verdict:
            break
    if not verdict and asked == gold and stated != answer and "=" in gold:  # "|C - A| = ..." against that equation
        verdict = equivalent(sides[answer], record.parsed, policy=policy)
    return verdict


def _english(text: str) -> str:
    """A one-word answer of another language compared as its English word ("vrai" as "true", "không"
    as "no"; :data:`.lexicon.ANSWER_WORDS`), and a short phrase that ends on one with no negation
    ("la afirmación es falsa"; :func:`.normalize.foreign_predicate`), on both sides; the verdict keeps
    the answer as written.
    """
    word = lexicon.in_english(unwrap(text)) if len(text) <= MAX_WORD_CHARS else None
    if word is None and len(text) <= MAX_PHRASE_CHARS:
        word = foreign_predicate(text)  # "die Aussage ist falsch" states "false"
    return text if word is None else word


def _stated(
    text: str | None,
    gold: Gold,
    style: str,
    choices: dict[str, str] | None,
    policy: Policy,
    sides: Sides,
    given: frozenset[str],
) -> tuple[str | None, Verdict | None]:
    """The answer the prepared response states (in ``style``, then a task format's fallback) and,
    against a multiple-choice gold, the verdict on the stated choice (None: compare the answer);
    ``given``: the question's numbers (:func:`~.extract.givens`).
    """
    if text is None:
        return None, None
    found = candidates(text, style, parts=gold.parts, fallback=style in FALLBACK_STYLES, words=gold.word, given=given)
    listed = _Choices(choices, policy, sides) if choices else None
    picked = chosen(found, style, listed.letter if listed is not None else None)
    answer = picked.text if picked is not None else None
    if gold.letter is not None:
        return answer, _graded_choice(text, answer, gold, listed, policy, sides)
    return answer, None
