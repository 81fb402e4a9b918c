"""CI tiers (hardmath.tier): deterministic stratified selection, digest, and the post-stratified estimate."""

from __future__ import annotations

import json
import random

import pytest

from hardmath.tier import TierError, allocate, load_tier, make_tier, post_stratified, select

ITEMS = [(f"p{i}", f"s{i % 5}") for i in range(100)] + [(f"q{i}", "rare") for i in range(3)]


def test_allocation_is_proportional_with_a_floor_and_sums_to_the_total():
    alloc = allocate({"a": 600, "b": 300, "c": 100, "d": 1}, 100)
    assert sum(alloc.values()) == 100 and alloc["d"] == 1 and alloc["c"] >= 2
    assert alloc["a"] > alloc["b"] > alloc["c"]
    with pytest.raises(ValueError):
        allocate({s: 10 for s in "abcdef"}, 5)


def test_selection_is_deterministic_stratified_and_interleaved():
    first = select(ITEMS, 30, "seed-1")
    assert first == select(list(reversed(ITEMS)), 30, "seed-1")  # input order does not matter
    assert first != select(ITEMS, 30, "seed-2")
    assert len(first) == len(set(first)) == 30
    assert {s for _, s in first[:6]} == {"s0", "s1", "s2", "s3", "s4", "rare"}  # a --limit run spans strata
    assert sum(s == "rare" for _, s in first) == 2


def test_tier_file_round_trip_and_a_tampered_id_is_refused(tmp_path):
    tier = make_tier("t_ci", "src", ITEMS, 30, "seed")
    path = tmp_path / "tier.json"
    path.write_text(tier.to_json())
    assert load_tier(path) == tier and tier.full_size == 103
    raw = json.loads(path.read_text())
    raw["ids"][0][0] = "p99999"
    path.write_text(json.dumps(raw))
    with pytest.raises(TierError, match="digest"):
        load_tier(path)


def test_whole_population_estimate_is_exact_with_zero_error():
    rng = random.Random(0)
    outcomes = {i: rng.random() < 0.4 for i, _ in ITEMS}
    sizes = {s: sum(1 for _, t in ITEMS if t == s) for _, s in ITEMS}
    est = post_stratified((s, sizes[s], outcomes[i]) for i, s in ITEMS)
    assert est.mean == pytest.approx(sum(outcomes.values()) / len(ITEMS))
    assert est.se == 0 and est.n == 103 and est.covered == 103


def test_estimate_weights_strata_by_their_full_size():
    # stratum a: 900 problems, all right in the tier; b: 100, all wrong -> 0.9, not the tier mean 0.5
    recs = [("a", 900, 1.0)] * 10 + [("b", 100, 0.0)] * 10
    est = post_stratified(recs)
    assert est.mean == pytest.approx(0.9) and 0 < est.se < 0.1 and est.low < 0.9 < est.high
    assert post_stratified([None]) is None


def test_interval_covers_the_full_score_about_95_percent_of_draws():
    """Simulated: 40 strata, a fixed tier of 400 of 4,000; realised full-set score vs interval."""
    rng = random.Random(1)
    items = [(f"p{i}", f"s{i % 40}") for i in range(4000)]
    rate = {f"s{k}": 0.1 + 0.8 * k / 39 for k in range(40)}
    tier = select(items, 400, "x")
    inside = 0
    for _ in range(400):
        y = {i: rng.random() < rate[s] for i, s in items}
        est = post_stratified((s, 100, y[i]) for i, s in tier)
        inside += est.low <= sum(y.values()) / len(y) <= est.high
    assert 0.91 <= inside / 400 <= 0.99
