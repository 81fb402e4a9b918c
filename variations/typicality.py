"""Is a template's original a typical member of its family? (issue 38)

Without memorization, the paired test assumes the original and its snapshots are interchangeable:
the snapshots must be as hard as the original, not longer arithmetic. This module reads an answer's
*shape* (form: integer, fraction, surd or other; digits of its numerator and denominator) and
measures, over seeds ``0..DISTINCT_SEEDS-1``, whether the original's answer shape and its drawn
constants lie inside the central 80% of its snapshots'.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

if TYPE_CHECKING:
    from collections.abc import Sequence

    from .engine import Template

CENTRAL: Final = 0.8
"""The central share of the snapshots' values the original must lie in."""
AIME_RANGE: Final = (0, 999)
"""An AIME answer is an integer in 0..999."""
_FRACTION = re.compile(r"(-?)\\[dt]?frac\{(\d+)\}\{(\d+)\}|(-?)(\d+)/(\d+)")
_INTEGER = re.compile(r"-?\d+")


@dataclass(frozen=True)
class AnswerShape:
    """An answer's form (``integer``, ``fraction``, ``surd``, ``other``) and the digits of its
    numerator and denominator (``other``/``surd``: the longest integer written in it; no denominator: 0).
    """

    form: str
    numerator: int
    denominator: int


def answer_shape(answer: str) -> AnswerShape:
    r"""The shape of a LaTeX answer as the engine writes it (``12``, ``\frac{3}{8}``, ``2\sqrt{2}``)."""
    text = answer.replace(" ", "")
    if _INTEGER.fullmatch(text):
        return AnswerShape("integer", len(text.lstrip("-")), 0)
    m = _FRACTION.fullmatch(text)
    if m:
        num, den = (m.group(2), m.group(3)) if m.group(2) else (m.group(5), m.group(6))
        return AnswerShape("fraction", len(num), len(den))
    digits = max((len(x) for x in re.findall(r"\d+", text)), default=0)
    return AnswerShape("surd" if "\\sqrt" in text else "other", digits, 0)


def is_aime(t: Template) -> bool:
    """Whether the template's source problem is an AIME problem (integer answers 0..999)."""
    return "AIME" in str(t.source.get("problem_id", "")).upper()


def in_aime_range(answer: str) -> bool:
    """An integer in 0..999, as every AIME answer is."""
    text = answer.replace(" ", "")
    return bool(_INTEGER.fullmatch(text)) and AIME_RANGE[0] <= int(text) <= AIME_RANGE[1]


def central_range(values: Sequence[Any], share: float = CENTRAL) -> tuple[Any, Any]:
    """The values left after dropping the lowest and the highest ``(1 - share) / 2`` of them."""
    ordered = sorted(values)
    cut = round(len(ordered) * (1 - share) / 2)
    return ordered[cut], ordered[len(ordered) - 1 - cut]


@dataclass(frozen=True)
class Typicality:
    """One constant template's original against its snapshots (seeds ``0..seeds-1``)."""

    template: str
    original: AnswerShape
    same_form: float  # share of snapshots with the original's answer form
    numerator: tuple[int, int]  # central range of the snapshots' numerator digits
    denominator: tuple[int, int]
    constants: dict[str, tuple[Any, Any, Any]]  # numeric constant -> (original, central lo, central hi)
    outside_aime: int  # snapshots of an AIME template whose answer is not an integer in 0..999
    defaults_outside: tuple[int, ...]  # default seeds whose answer has more digits than the central range
    # allows (widened to hold the original's: a snapshot of the original's size is never outside)

    def misses(self) -> list[str]:
        """What is atypical about the original (empty: it is a typical member)."""
        out = []
        if self.same_form < CENTRAL:
            out.append(f"answer form {self.original.form} in {self.same_form:.0%} of snapshots")
        for label, digits, (lo, hi) in (
            ("numerator", self.original.numerator, self.numerator),
            ("denominator", self.original.denominator, self.denominator),
        ):
            if not lo <= digits <= hi:
                out.append(f"{label} digits {digits} outside {lo}..{hi}")
        for name, (value, lo, hi) in self.constants.items():
            if not lo <= value <= hi:
                out.append(f"{name}={value} outside {lo}..{hi}")
        if self.outside_aime:
            out.append(f"{self.outside_aime} AIME answers outside 0..999")
        return out


def _numeric(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def typicality(t: Template, seeds: int = 100, defaults: int = 5) -> Typicality:
    """Measure a constant template over seeds ``0..seeds-1`` (its first ``defaults`` are the
    tasks' default snapshots).
    """
    from .engine import Original

    original = t.snapshot(Original)
    snaps = [t.snapshot(seed) for seed in range(seeds)]
    shape0 = answer_shape(original.answer)
    shapes = [answer_shape(s.answer) for s in snaps]
    numerator = central_range([s.numerator for s in shapes])
    denominator = central_range([s.denominator for s in shapes])
    constants = {}
    for key, rng in t.constants.items():
        if key in t.inert:  # declared never to move the answer: its size is not the problem's
            continue
        values = [s.params[key] for s in snaps]
        if _numeric(rng.original) and all(_numeric(v) for v in values):
            constants[key] = (rng.original, *central_range(values))
    aime = is_aime(t) and in_aime_range(original.answer)
    num = (numerator[0], max(numerator[1], shape0.numerator))
    den = (denominator[0], max(denominator[1], shape0.denominator))
    defaults_outside = tuple(
        seed for seed, s in enumerate(shapes[:defaults]) if s.numerator > num[1] or s.denominator > den[1]
    )
    return Typicality(
        t.name,
        shape0,
        sum(s.form == shape0.form for s in shapes) / len(shapes),
        numerator,
        denominator,
        constants,
        sum(not in_aime_range(s.answer) for s in snaps) if aime else 0,
        defaults_outside,
    )


def inert_constants(t: Template, instances: int = 20, values: int = 40) -> list[str]:
    """The constants that never move the answer: for each of the template's first ``instances``
    new instances, the constant is set to each of (up to ``values`` of) its other values that meet
    the constraint, the others kept; a constant no such change ever moves is inert.
    """
    found = t.new_instances(instances)
    inert = []
    for key, rng in t.constants.items():
        options = rng.values()[:values]
        moved = False
        for base in found:
            answer = t.answer_for(base)
            for v in options:
                trial = {**base, key: v}
                if v != base[key] and (t.constraint is None or t.constraint(trial)) and t.answer_for(trial) != answer:
                    moved = True
                    break
            if moved:
                break
        if not moved:
            inert.append(key)
    return inert


def top_answer_share(t: Template, instances: int = 100) -> tuple[str, float]:
    """The most frequent answer among the template's first ``instances`` new instances, and its share."""
    answers = [t.answer_for(c) for c in t.new_instances(instances)]
    if not answers:
        return "", 0.0
    best = max(set(answers), key=answers.count)
    return best, answers.count(best) / len(answers)
