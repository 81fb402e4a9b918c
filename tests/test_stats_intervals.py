"""95% intervals of hardmath.stats against hand computations; always inside [0, 1]."""

from __future__ import annotations

import math

import pytest

from hardmath.stats import empirical_logit, replicate_interval95, share_from_empirical_logit


def test_empirical_logit_round_trip():
    assert empirical_logit(2, 4) == 0.0
    assert empirical_logit(0, 10) == pytest.approx(math.log(0.5 / 10.5))
    for c in range(11):
        assert share_from_empirical_logit(empirical_logit(c, 10), 10) == pytest.approx(c / 10)
    assert share_from_empirical_logit(-50.0, 10) == 0.0 and share_from_empirical_logit(50.0, 10) == 1.0
    with pytest.raises(ValueError):
        empirical_logit(5, 4)


def test_three_replicates_hand_computed():
    # 2, 4, 6 of 10: z = ln(2.5/8.5), ln(4.5/6.5), ln(6.5/4.5) = -1.223775, -.367725, .367725;
    # mean -.407925, s = .796563, t(.975, 2) = 4.303, half = 4.303 * s / sqrt(3) = 1.978946;
    # z in [-2.386871, 1.571021] -> c = (e^z * 10.5 - .5) / (1 + e^z) = .4261, 8.6070 of 10.
    low, high = replicate_interval95([2, 4, 6], 10)
    assert low == pytest.approx(0.04261, abs=1e-4) and high == pytest.approx(0.86070, abs=1e-4)


def test_no_interval_from_one_replicate_and_bounds_respected():
    assert replicate_interval95([3], 4) is None
    assert replicate_interval95([], 4) is None
    # near the bounds a plain t-interval on shares leaves [0, 1] (the README once showed
    # -74.2 to 174.2); this one stays inside and is asymmetric
    for counts in ([0, 1], [4, 5], [0, 5], [5, 5, 4], [0, 0, 1]):
        low, high = replicate_interval95(counts, 5)
        mean = sum(counts) / len(counts) / 5
        assert 0.0 <= low <= mean <= high <= 1.0, counts
    assert replicate_interval95([5, 5, 4], 5)[1] == 1.0
    assert replicate_interval95([0, 0], 5) == (0.0, 0.0)  # no spread between snapshots
    for c in range(4):  # equal replicates: exactly the share, never a rounding error beside it
        assert replicate_interval95([c, c, c], 3) == (c / 3, c / 3)


# Two-sided 95% critical values of Student's t (standard tables, 4 decimals): above 30 df they
# are not the normal 1.96 (hardmath printed 1.96 for every df > 30 before).
T95_TABLE = {
    1: 12.7062,
    2: 4.3027,
    5: 2.5706,
    10: 2.2281,
    30: 2.0423,
    31: 2.0395,
    40: 2.0211,
    60: 2.0003,
    120: 1.9799,
    1000: 1.9623,
}


@pytest.mark.parametrize("df", sorted(T95_TABLE))
def test_t_critical_95_matches_tables(df):
    from hardmath.stats import t_critical_95

    assert t_critical_95(df) == pytest.approx(T95_TABLE[df], abs=6e-5)


def test_t_critical_95_is_exact_for_any_df():
    scipy_t = pytest.importorskip("scipy.stats").t
    from hardmath.stats import t_critical_95

    for df in [*range(1, 200), 999, 1000, 1001, 1500, 10_000, 10**7]:
        assert t_critical_95(df) == pytest.approx(scipy_t.ppf(0.975, df), rel=1e-9, abs=1e-9), df
