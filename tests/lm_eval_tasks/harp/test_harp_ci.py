"""harp_ci: the committed tier is the documented selection, pinned, and its hooks log the estimate records."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from hardmath.tier import load_tier, make_tier, post_stratified

BENCH = Path(__file__).resolve().parents[3] / "bench" / "bench_ci_tier.py"


def _bench():
    spec = importlib.util.spec_from_file_location("bench_ci_tier", BENCH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_committed_tier_is_the_seeded_stratified_selection(shared_data, monkeypatch):
    monkeypatch.setenv("HARDMATH_DATA_DIR", str(shared_data))
    bench = _bench()
    tier = load_tier(bench.TIER_FILE)
    again = make_tier("harp_ci", "harp_default", bench.harp_items(), len(tier.ids), bench.SEED)
    assert again == tier
    assert tier.full_size == 4780 and len(tier.strata) == 33
    counts = {s: sum(1 for _, t in tier.ids if t == s) for s in tier.strata}
    assert min(counts.values()) >= 2
    for s, n in tier.strata.items():  # proportional, within one problem or the floor of 2
        assert abs(counts[s] - len(tier.ids) * n / 4780) <= 1 or counts[s] == 2


def test_tier_documents_and_records(shared_data, monkeypatch):
    monkeypatch.setenv("HARDMATH_DATA_DIR", str(shared_data))
    from hardmath.grade_record import GradeRecord
    from hardmath.lm_eval_tasks.harp import ci_hooks

    docs = ci_hooks.tier_dataset()["test"]
    tier = load_tier(ci_hooks.TIER_FILE)
    assert len(docs) == len(tier.ids)
    doc = docs[0]
    assert doc["tier_stratum"] == ci_hooks.stratum(doc) and doc["tier_full"] == tier.strata[doc["tier_stratum"]]
    record = GradeRecord(answer="1", correct=True, reason="equal")
    out = ci_hooks.process_results(doc, [record.to_log()])
    assert out["correct"] == 1.0 and out["est_full"] == [doc["tier_stratum"], doc["tier_full"], 1.0, 4780]
    assert set(out) == set(ci_hooks.OVERALL) | set(ci_hooks.ESTIMATE_METRICS)  # harp_ci's metric_list, nothing else
    one = post_stratified([out["est_full"]])
    assert one.mean == 1.0 and one.partial and one.coverage == doc["tier_full"] / 4780  # one stratum of 33
