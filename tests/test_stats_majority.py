"""maj@k against a brute-force reference (HARP §5.1): random vote patterns with ties, truncated
responses and responses without an answer. A truncated response has no final answer, so it does
not vote; an answer class is correct when its answers equal the gold, whichever member came first.
"""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction

import pytest

from hardmath.grade_record import GradeRecord
from hardmath.stats import maj_at_k, maj_at_k_runs, vote_classes

GOLD = "g"


def _record(label: str | None, truncated: bool | None) -> GradeRecord:
    """How hardmath grades a response stating ``label``: a truncated one scores wrong."""
    if truncated:
        return GradeRecord(label, False, "max length", no_answer=False, max_length=True)
    return GradeRecord(label, label == GOLD, "test", no_answer=label is None, max_length=truncated)


def reference_majority(responses: list[tuple[str | None, bool | None]]) -> Fraction:
    """The paper's rule, written from its text only: the most common final answer among the
    responses that have one; t answers tied for most common score 1/t if one of them is the gold.
    """
    final = [label for label, truncated in responses if label is not None and not truncated]
    if not final:
        return Fraction(0)
    counts = Counter(final)
    top = max(counts.values())
    tied = [a for a, n in counts.items() if n == top]
    return Fraction(int(GOLD in tied), len(tied))


def _orderings(items: list, orderings: int) -> list[list]:
    """The same seeded re-orderings as hardmath.stats.maj_at_k_runs (ordering 0: as given)."""
    out = []
    for r in range(orderings):
        order = list(items)
        if r:
            random.Random(f"0:{r}").shuffle(order)
        out.append(order)
    return out


def _random_pattern(rng: random.Random, n: int) -> list[tuple[str | None, bool | None]]:
    labels = [GOLD, "a", "b", None]
    return [(rng.choice(labels), rng.choice([False, False, True, None])) for _ in range(n)]


@pytest.mark.parametrize("seed", range(300))
def test_maj_at_k_equals_brute_force_reference(seed):
    rng = random.Random(seed)
    n = rng.choice([1, 2, 3, 4, 6, 8])
    pattern = _random_pattern(rng, n)
    records = [_record(label, truncated) for label, truncated in pattern]
    classes, correct = vote_classes(records, same=lambda a, b: a == b)
    for k in range(1, n + 1):
        want = [reference_majority(order[:k]) for order in _orderings(pattern, 5)]
        got = maj_at_k_runs(classes, correct, k)
        assert got == pytest.approx([float(w) for w in want]), (pattern, k)
        assert maj_at_k(classes, correct, k) == pytest.approx(float(sum(want) / 5))


def test_a_truncated_first_statement_of_the_gold_does_not_sink_the_class():
    # the first response stating the gold hit the token limit (graded wrong); two finished ones agree
    records = [_record(GOLD, True), _record(GOLD, False), _record(GOLD, False), _record("a", False)]
    classes, correct = vote_classes(records, same=lambda a, b: a == b)
    assert classes[0] is None  # truncated: no final answer, no vote
    assert maj_at_k(classes, correct, 4) == 1.0


def test_truncated_responses_do_not_outvote_finished_ones():
    # three truncated "a" would beat one finished gold if they voted
    records = [_record("a", True)] * 3 + [_record(GOLD, False)]
    classes, correct = vote_classes(records, same=lambda a, b: a == b)
    assert maj_at_k(classes, correct, 4) == 1.0


def test_only_truncated_or_unanswered_scores_zero():
    records = [_record(GOLD, True), _record(None, False)]
    classes, correct = vote_classes(records, same=lambda a, b: a == b)
    assert classes == [None, None] and maj_at_k(classes, correct, 2) == 0.0
