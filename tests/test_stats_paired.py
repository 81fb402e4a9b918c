"""The paired variation statistics of hardmath.stats against hand computations, McNemar's exact test,
a brute-force permutation count and Newcombe's (1998) published intervals.
"""

from __future__ import annotations

import itertools
import math

import pytest

from hardmath.stats import difference_interval95, original_advantage_pvalue, variation_interval95


def test_pvalue_by_hand():
    # (original right, snapshots right of 5): totals 4, 5, 4, 2 of 6 -> the original is right with
    # probability 2/3, 5/6, 2/3, 1/3; 3 originals right: P(T >= 3) = (64 + 20) / 162
    assert original_advantage_pvalue([(True, 3, 5), (True, 4, 5), (True, 3, 5), (False, 2, 5)]) == pytest.approx(
        84 / 162
    )


def test_one_snapshot_is_mcnemars_exact_test():
    # 8 templates original right / snapshot wrong, 1 the reverse, 5 both right, 4 both wrong
    groups = [(True, 0, 1)] * 8 + [(False, 1, 1)] + [(True, 1, 1)] * 5 + [(False, 0, 1)] * 4
    assert original_advantage_pvalue(groups) == pytest.approx((math.comb(9, 8) + math.comb(9, 9)) / 2**9)


def test_pvalue_equals_a_brute_force_permutation_count():
    # each template's outcomes, the original first; under the null any of them could be the original
    outcomes = [(1, 0, 0), (1, 1, 0), (0, 1, 1), (1, 0, 1), (0, 0, 0)]
    observed = sum(o[0] for o in outcomes)
    hits = total = 0
    for picks in itertools.product(*(range(len(o)) for o in outcomes)):
        total += 1
        hits += sum(o[i] for o, i in zip(outcomes, picks, strict=True)) >= observed
    groups = [(bool(o[0]), sum(o[1:]), len(o) - 1) for o in outcomes]
    assert original_advantage_pvalue(groups) == pytest.approx(hits / total)


def test_pvalue_bounds_and_bad_input():
    assert original_advantage_pvalue([(False, 5, 5)] * 4) == 1.0  # originals all wrong
    assert original_advantage_pvalue([(True, 5, 5)] * 4) == 1.0  # everything right: no evidence
    assert original_advantage_pvalue([(True, 0, 5)] * 4) == pytest.approx(6**-4)
    with pytest.raises(ValueError):
        original_advantage_pvalue([(True, 6, 5)])


def test_newcombe_published_intervals():
    # Newcombe (1998), Statistics in Medicine 17:873, Table II, method 10
    assert difference_interval95(56, 70, 48, 80) == (pytest.approx(0.0524, abs=1e-4), pytest.approx(0.3339, abs=1e-4))
    assert difference_interval95(9, 10, 3, 10) == (pytest.approx(0.1705, abs=1e-4), pytest.approx(0.8090, abs=1e-4))


@pytest.mark.parametrize("a, b", [(0, 0), (10, 50), (3, 15), (0, 50)])
def test_difference_interval_never_zero_width(a, b):
    low, high = difference_interval95(a, 10, b, 50)
    assert -1.0 <= low <= a / 10 - b / 50 <= high <= 1.0
    assert high - low > 0.05


def test_variation_interval_never_collapses():
    # 1 of 6 on every one of 3 snapshots: the spread is zero, the pooled Wilson 3 of 18 is not
    low, high = variation_interval95([1, 1, 1], 6)
    assert low == pytest.approx(0.0584, abs=1e-4) and high == pytest.approx(0.3922, abs=1e-4)
    assert variation_interval95([0, 0], 5)[1] > 0 and variation_interval95([5, 5], 5)[0] < 1
    assert variation_interval95([3], 5) is None
    # a spread wider than the pooled Wilson interval is kept
    assert variation_interval95([2, 4, 6], 10) == (pytest.approx(0.04261, abs=1e-4), pytest.approx(0.86070, abs=1e-4))
