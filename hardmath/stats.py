"""Small statistics shared by tasks and reports: pass@k, maj@k, confidence intervals."""

from __future__ import annotations

import math
import random
from collections import Counter
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from collections.abc import Callable, Hashable, Sequence

    from hardmath.equivalence.policy import Policy
    from hardmath.grade_record import GradeRecord

T = TypeVar("T")


def pass_at_k(n: int, c: int, k: int) -> float:
    """Unbiased pass@k from n samples with c correct: 1 - C(n-c, k) / C(n, k)."""
    if not 0 <= c <= n or not 1 <= k <= n:
        raise ValueError(f"need 0 <= c <= n and 1 <= k <= n, got n={n} c={c} k={k}")
    if n - c < k:
        return 1.0
    return 1.0 - math.comb(n - c, k) / math.comb(n, k)


def majority_score(votes: Sequence[Hashable | None], correct: set[Hashable]) -> float:
    """Score of a majority vote: 1/t if a correct answer class is among the t tied most common.

    ``votes`` are answer-class ids (equivalent answers share an id); ``None`` (no answer)
    does not vote. ``correct`` holds the ids of classes equivalent to the gold answer.
    """
    counts = Counter(v for v in votes if v is not None)
    if not counts:
        return 0.0
    top = max(counts.values())
    tied = [v for v, n in counts.items() if n == top]
    return sum(1 for v in tied if v in correct) / len(tied)


def maj_at_k(
    votes: Sequence[Hashable | None], correct: set[Hashable], k: int, orderings: int = 5, seed: int = 0
) -> float:
    """maj@k averaged over seeded re-orderings of the samples (the HARP paper uses 5).

    Ordering 0 is the samples' own order; the others are seeded shuffles. Each takes the
    first ``k`` samples and scores their majority vote with :func:`majority_score`.
    """
    if not 1 <= k <= len(votes):
        raise ValueError(f"need 1 <= k <= {len(votes)}, got k={k}")
    return sum(maj_at_k_runs(votes, correct, k, orderings, seed)) / orderings


def maj_at_k_runs(
    votes: Sequence[Hashable | None], correct: set[Hashable], k: int, orderings: int = 5, seed: int = 0
) -> list[float]:
    """The per-ordering maj@k scores behind :func:`maj_at_k` (for error bars)."""
    scores = []
    for r in range(orderings):
        order = list(votes)
        if r:
            random.Random(f"{seed}:{r}").shuffle(order)
        scores.append(majority_score(order[:k], correct))
    return scores


def t_central_probability(t: float, df: int) -> float:
    """P(|T| <= t) for Student's t with ``df`` (integer) degrees of freedom, by the closed-form
    finite series in theta = atan(t / sqrt(df)) (exact up to rounding).
    """
    if df < 1:
        raise ValueError("df must be >= 1")
    theta = math.atan(abs(t) / math.sqrt(df))
    c2, sin = math.cos(theta) ** 2, math.sin(theta)
    if df % 2:  # odd: (2/pi) (theta + sin cos (1 + 2/3 cos^2 + 2*4/(3*5) cos^4 + ...)), df - 2 terms of cos
        term, total = 1.0, 1.0 if df > 1 else 0.0
        for k in range(1, (df - 1) // 2):
            term *= c2 * (2 * k) / (2 * k + 1)
            total += term
        return 2.0 / math.pi * (theta + sin * math.cos(theta) * total)
    term = total = 1.0  # even: sin (1 + 1/2 cos^2 + 1*3/(2*4) cos^4 + ...)
    for k in range(1, df // 2):
        term *= c2 * (2 * k - 1) / (2 * k)
        total += term
    return sin * total


_Z975 = 1.959963984540054  # the normal distribution's 97.5% quantile


def t_critical_95(df: int) -> float:
    """Two-sided 95% critical value of Student's t with ``df`` degrees of freedom, exact for any
    df (bisection on :func:`t_central_probability`; above 1,000 df the Cornish-Fisher expansion,
    whose error there is below 1e-9).
    """
    if df < 1:
        raise ValueError("df must be >= 1")
    if df > 1000:
        z, v = _Z975, float(df)
        return (
            z
            + (z**3 + z) / (4 * v)
            + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * v**2)
            + (3 * z**7 + 19 * z**5 + 17 * z**3 - 15 * z) / (384 * v**3)
        )
    low, high = _Z975, 13.0
    while t_central_probability(high, df) < 0.95:
        high *= 2
    for _ in range(200):
        mid = (low + high) / 2
        if t_central_probability(mid, df) < 0.95:
            low = mid
        else:
            high = mid
        if high - low < 1e-12:
            break
    return (low + high) / 2


def mean_ci95(values: Sequence[float]) -> tuple[float, float, float]:
    """Mean and 95% t-interval (mean, low, high) of independent values (e.g. maj@k over re-orderings)."""
    n = len(values)
    if n == 0:
        raise ValueError("no values")
    mean = sum(values) / n
    if n == 1:
        return mean, mean, mean
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1))
    half = t_critical_95(n - 1) * sd / math.sqrt(n)
    return mean, mean - half, mean + half


def wilson_interval95(correct: int, n: int) -> tuple[float, float]:
    """95% Wilson score interval of a share ``correct / n`` measured once over ``n`` problems."""
    if not 0 <= correct <= n or n < 1:
        raise ValueError(f"need 0 <= correct <= n and n >= 1, got correct={correct} n={n}")
    z = _Z975
    p = correct / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def _expit(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-z)) if z >= 0 else math.exp(z) / (1.0 + math.exp(z))


def empirical_logit(correct: int, n: int) -> float:
    """log((c + 1/2) / (n - c + 1/2)): finite for 0 and n correct (Haldane-Anscombe)."""
    if not 0 <= correct <= n:
        raise ValueError(f"need 0 <= correct <= n, got correct={correct} n={n}")
    return math.log((correct + 0.5) / (n - correct + 0.5))


def share_from_empirical_logit(z: float, n: int) -> float:
    """The share c/n whose :func:`empirical_logit` is ``z``, clipped to [0, 1]."""
    s = _expit(z)
    return min(1.0, max(0.0, (s * (n + 0.5) - 0.5 * (1.0 - s)) / n))


def replicate_interval95(correct: Sequence[int], n: int) -> tuple[float, float] | None:
    """95% interval for the mean accuracy of S replicates (e.g. variation snapshots) that each
    score ``correct[s]`` of the same ``n`` problems; None for fewer than 2 replicates.

    A Student-t interval (S - 1 df) over the replicates' empirical logits, mapped back to
    shares: it stays inside [0, 1] and is asymmetric near 0 and 1. The replicates are the
    independent units (the same problems recur in each), so their spread is the noise. It
    is widened, if needed, to hold the mean share (the reported value; with equal replicates
    the two differ only by rounding).
    """
    if n < 1:
        raise ValueError("need n >= 1 problems")
    if len(correct) < 2:
        return None
    z = [empirical_logit(c, n) for c in correct]
    mean = sum(z) / len(z)
    sd = math.sqrt(sum((v - mean) ** 2 for v in z) / (len(z) - 1))
    half = t_critical_95(len(z) - 1) * sd / math.sqrt(len(z))
    share = sum(correct) / (len(correct) * n)
    if half == 0:
        return share, share
    return (
        min(share, share_from_empirical_logit(mean - half, n)),
        max(share, share_from_empirical_logit(mean + half, n)),
    )


def group_equivalent(items: Sequence[T | None], same: Callable[[T, T], bool]) -> list[int | None]:
    """Class ids for ``items`` under the relation ``same`` (e.g. answer equivalence).

    Each item joins the first earlier class whose first member it is ``same`` as, else opens
    a new class (ids 0, 1, ... in order of first appearance). ``None`` (no answer) gets
    ``None`` and never votes. ``same`` is called at most once per (item, class) pair.
    """
    heads: list[T] = []
    ids: list[int | None] = []
    for item in items:
        if item is None:
            ids.append(None)
            continue
        for cls, head in enumerate(heads):
            if same(item, head):
                ids.append(cls)
                break
        else:
            heads.append(item)
            ids.append(len(heads) - 1)
    return ids


def same_answer(a: str, b: str) -> bool:
    """Two extracted answers vote together when equal or equivalent (:mod:`hardmath.equivalence`)."""
    from hardmath.equivalence import is_equivalent

    return a == b or bool(is_equivalent(a, b))


def votes(record: GradeRecord) -> bool:
    """Whether a graded response takes part in a majority vote: it finished (did not hit the
    token limit) and stated an answer. A truncated response has no final answer (HARP §3.2
    scores it wrong), so whatever text it broke off in never votes.
    """
    return record.answer is not None and not record.no_answer and record.max_length is not True


def correct_classes(classes: Sequence[int | None], records: Sequence[GradeRecord]) -> set[int]:
    """The answer classes that are correct: those holding a voting response graded equivalent
    to the gold (a voter's ``correct`` is its equivalence to the gold; with a transitive
    equivalence every member agrees, so no member, first or other, decides alone).
    """
    if len(classes) != len(records):
        raise ValueError(f"{len(classes)} vote classes for {len(records)} graded responses")
    return {c for c, r in zip(classes, records, strict=True) if c is not None and votes(r) and r.correct}


def _gold_equal(record: GradeRecord) -> bool | None:
    """The record's verdict against the gold: True, False, or None when it was cut short."""
    return True if record.correct else None if record.timed_out or record.checker_error else False


def vote_classes(
    records: Sequence[GradeRecord], same: Callable[[str, str], bool] | None = None, policy: Policy | None = None
) -> tuple[list[int | None], set[int]]:
    """Answer classes of graded samples (grade records) for majority voting, and the ids of the
    correct classes (:func:`correct_classes`). Responses that do not vote (:func:`votes`:
    truncated or without an answer) get None. Without ``same``, the checker groups them by key and
    a per-document budget (:func:`hardmath.equivalence.classes.answer_classes`: answers equal to
    the gold form one class) under the task's ``policy`` (the one its responses were graded
    under; None: the checker's defaults); with it, :func:`group_equivalent` under that relation.
    """
    voters = [r.answer if votes(r) else None for r in records]
    if same is None:
        from hardmath.equivalence.classes import answer_classes

        classes = answer_classes(voters, [_gold_equal(r) for r in records], policy=policy).ids
    else:
        classes = group_equivalent(voters, same)
    return classes, correct_classes(classes, records)


def pearson(xs: Sequence[float], ys: Sequence[float]) -> float:
    """Pearson correlation of paired values (NaN when fewer than 2 pairs or a constant side)."""
    if len(xs) != len(ys):
        raise ValueError(f"need paired values, got {len(xs)} and {len(ys)}")
    n = len(xs)
    if n < 2:
        return math.nan
    mx, my = sum(xs) / n, sum(ys) / n
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True))
    sxx = sum((x - mx) ** 2 for x in xs)
    syy = sum((y - my) ** 2 for y in ys)
    return sxy / math.sqrt(sxx * syy) if sxx > 0 and syy > 0 else math.nan


def paired_bootstrap(diffs: Sequence[float], iters: int = 10_000, seed: int = 0, chunk: int = 500) -> list[float]:
    """Bootstrap distribution of the mean of paired per-sample differences.

    Resamples the n differences with replacement ``iters`` times (numpy, seeded, in chunks so
    memory stays ~``chunk * n``) and returns the sorted resample means; quantiles of it give
    percentile confidence bounds for the mean difference.
    """
    import numpy as np

    d = np.asarray(diffs, dtype=float)
    if d.size == 0:
        raise ValueError("no paired differences")
    rng = np.random.default_rng(seed)
    means = []
    for start in range(0, iters, chunk):
        size = min(chunk, iters - start)
        idx = rng.integers(0, d.size, size=(size, d.size))
        means.append(d[idx].mean(axis=1))
    return sorted(np.concatenate(means).tolist())


def quantile(sorted_values: Sequence[float], q: float) -> float:
    """Linear-interpolated ``q`` quantile of already sorted values."""
    if not sorted_values:
        raise ValueError("no values")
    pos = q * (len(sorted_values) - 1)
    lo = math.floor(pos)
    hi = min(lo + 1, len(sorted_values) - 1)
    return sorted_values[lo] + (sorted_values[hi] - sorted_values[lo]) * (pos - lo)


def variation_interval95(correct: Sequence[int], n: int) -> tuple[float, float] | None:
    """95% interval for the mean accuracy of S snapshots that each score ``correct[s]`` of the same
    ``n`` problems, never of zero width: the hull of :func:`replicate_interval95` (the spread between
    snapshots) and the Wilson interval of the pooled count (``sum(correct)`` of ``S * n``, which holds
    for fixed problems whose snapshots are drawn independently). None for fewer than 2 snapshots.
    """
    spread = replicate_interval95(correct, n)
    if spread is None:
        return None
    low, high = wilson_interval95(sum(correct), len(correct) * n)
    return min(low, spread[0]), max(high, spread[1])


def difference_interval95(correct_a: int, n_a: int, correct_b: int, n_b: int) -> tuple[float, float]:
    """95% interval of the difference of two shares ``a - b`` (``correct_a / n_a - correct_b / n_b``)
    whose counts are independent: Newcombe's hybrid score interval (MOVER from the two Wilson
    intervals; Newcombe 1998, method 10). Inside [-1, 1] and never of zero width.
    """
    pa, pb = correct_a / n_a, correct_b / n_b
    la, ua = wilson_interval95(correct_a, n_a)
    lb, ub = wilson_interval95(correct_b, n_b)
    d = pa - pb
    return (
        max(-1.0, d - math.sqrt((pa - la) ** 2 + (ub - pb) ** 2)),
        min(1.0, d + math.sqrt((ua - pa) ** 2 + (pb - lb) ** 2)),
    )


def original_advantage_pvalue(groups: Sequence[tuple[bool, int, int]]) -> float:
    """One-sided exact p-value of a paired permutation test that originals are answered right more
    often than their own variations. Each group (template) is ``(original correct, variations
    correct, variations)``.

    Under the null hypothesis a template's original and its S variations are exchangeable (one
    success probability each, any across templates), so given that k of its S + 1 were answered
    right, the original is right with probability k / (S + 1) whatever the template's difficulty.
    The statistic is the number of originals right; its null law is the Poisson-binomial of those
    probabilities (computed exactly by convolution); the p-value is its upper tail. With one
    variation per template this is McNemar's exact test.
    """
    law = [1.0]  # law[t] = P(t originals right among the templates seen so far)
    observed = 0
    for original, right, variations in groups:
        if not 0 <= right <= variations or variations < 1:
            raise ValueError(f"need 0 <= variations correct <= variations >= 1, got {right} of {variations}")
        observed += bool(original)
        p = (right + bool(original)) / (variations + 1)
        law = [
            (law[t] if t < len(law) else 0.0) * (1 - p) + (law[t - 1] * p if t else 0.0) for t in range(len(law) + 1)
        ]
    return min(1.0, sum(law[observed:]))
