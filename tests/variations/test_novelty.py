"""Variations that are really new: for every constant template, a model that answers the published
answer must get the snapshots wrong. Measured per template (``hardmath variations novelty``): at
most 5% of raw draws give the published answer, at least 20 distinct new instances, the default
snapshots (seeds 0-4) pairwise different problems none of which has the published answer. The
engine's guard (``Template.is_new``) and its walk (seeds 0..DISTINCT_SEEDS-1 distinct) are tested
on small templates of their own.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from hardmath.equivalence import grade
from hardmath.variations import Original, templates
from hardmath.variations.engine import DISTINCT_SEEDS, IntRange, Template, TemplateError
from hardmath.variations.novelty import MAX_SAME_ANSWER, MIN_INSTANCES, novelty

CONSTANT = [t for t in templates() if t.kind == "constant"]
# Putnam templates that cannot meet a target, and why (docs/variations.md, "Where a target is not
# met"). Strict: an entry whose template meets every target fails, so it must be removed.
EXEMPT: dict[str, str] = {
    "putnam_1971_a5": "13 hand-checked (count, score) data whose answer pair is unique: 12 new instances",
    "putnam_1980_a3": "the integral is pi/4 for every exponent (keeps_answer)",
    "putnam_1986_a2": "the answer is a units digit and only 2 values occur: ~40% of draws give the published 3",
    "putnam_1978_b2": "the answer (H_c^2 + H^(2)_c)/c grows with c: 5 instances (c = 3..7) up to 6 digits",
    "putnam_1987_b4": "12 hand-picked starting points, most with the limit (-1, 0): 6 new instances",
    "putnam_1998_b5": "the answer is one decimal digit and only 2 values occur: ~13% of draws give the published 1",
}


# Templates whose answer band (issue 38: a snapshot's answer keeps the original's size) leaves fewer
# than MIN_INSTANCES new instances: their families hold few members of the original's size. They
# still have at least 5 (the default snapshots are distinct problems), and the band is what cuts
# them: without it they had MIN_INSTANCES or more. Strict, as EXEMPT.
FEW_TYPICAL: set[str] = {
    "harp_1987_aime_11",
    "harp_1990_aime_9",
    "harp_2002_amc_8_21",
    "harp_2008_amc_10b_16",
    "harp_2009_aime_ii_14",
    "harp_2010_amc_8_25",
    "harp_2015_aime_ii_12",
    "harp_2018_aime_ii_10",
    "harp_2022_aime_ii_7",
    "putnam_1982_a3",
    "putnam_1984_a2",
    "putnam_1984_b2",
    "putnam_1993_a1",
    "putnam_1999_a4",
}
# Templates whose draws pose the same problem twice (x and y swapped) and leave fewer than
# MIN_INSTANCES problems. Strict, as EXEMPT (2010 AIME I 3 left it with its exponents, issue 38).
FEW_PROBLEMS: set[str] = set()


def _params():
    for t in CONSTANT:
        yield pytest.param(t, id=t.name)


@pytest.mark.parametrize("t", list(_params()))
def test_constant_template_is_really_new(t):
    measured = novelty(t, draws=200, snapshots=5)
    if t.name in EXEMPT:
        assert measured.shortfalls(), f"{t.name} now meets every target: remove it from EXEMPT"
        return
    assert measured.draws == 200, "fewer than 200 draws meet the constraint"
    misses = measured.shortfalls()
    if t.name in FEW_TYPICAL | FEW_PROBLEMS:
        assert 5 <= measured.instances < MIN_INSTANCES, f"{t.name}: remove it from FEW_TYPICAL / FEW_PROBLEMS"
        if t.name in FEW_TYPICAL:
            unbanded = dataclasses.replace(t, answer_band=None)
            assert len(unbanded.new_instances(MIN_INSTANCES)) >= MIN_INSTANCES
        misses = [m for m in misses if "distinct new instances" not in m]
    assert not misses, f"{t.name}: {'; '.join(misses)}"


def test_exempt_templates_are_documented_and_only_keeps_answer_ones_repeat_it():
    docs = (Path(__file__).parents[2] / "docs" / "variations.md").read_text(encoding="utf-8")
    assert all(f"`{name}`" in docs for name in EXEMPT), "docs/variations.md must list every exempt template"
    assert {t.name for t in CONSTANT if t.keeps_answer} <= set(EXEMPT)


@pytest.mark.parametrize("t", [t for t in CONSTANT if not t.keeps_answer], ids=lambda t: t.name)
def test_the_published_answer_grades_wrong_on_every_default_snapshot(t):
    """The memorizer, per template, under hardmath's checker (not only a different text)."""
    published = t.snapshot(Original).answer
    response = f"Final Answer: The final answer is $\\boxed{{{published}}}$. I hope it is correct."
    for seed in range(5):
        gold = t.snapshot(seed).answer
        assert not grade(response, gold, style="boxed").equivalent, (
            f"seed {seed}: {gold!r} grades equal to {published!r}"
        )


@pytest.mark.slow
@pytest.mark.parametrize("t", [t for t in CONSTANT if t.name not in EXEMPT], ids=lambda t: t.name)
def test_constant_template_is_really_new_on_a_larger_sweep(t):
    # a FEW_TYPICAL template with fewer than 10 instances repeats them from then on: its default
    # snapshots are distinct up to its instance count
    snapshots = min(10, len(t.new_instances(10))) if t.name in FEW_TYPICAL else 10
    measured = novelty(t, draws=2000, snapshots=snapshots)
    misses = measured.shortfalls()
    if t.name in FEW_TYPICAL | FEW_PROBLEMS:
        misses = [m for m in misses if "distinct new instances" not in m]
    assert not misses, f"{t.name}: {'; '.join(misses)}"


def _template(lo: int, hi: int, value, **kw) -> Template:
    base = dict(
        name="t",
        kind="constant",
        statements=[r"Find $[[x]] + [[c]]$.", r"Compute $[[x]]+[[c]]$."],
        solution=r"$\boxed{[[ans]]}$",
        answer=lambda p: str(value(p)),
        variables={"x": "x"},
        constants={"c": IntRange(lo, hi, original=lo)},
        derived=lambda p: {"ans": str(value(p))},
        value=value,
        check=value,
    )
    base.update(kw)
    return Template(**base)


def test_no_snapshot_gives_the_published_answer():
    t = _template(0, 40, lambda p: p["c"] % 4)  # 3 in 4 values of c give another answer than c=0
    for seed in [*range(30), DISTINCT_SEEDS, 10**6, -3]:
        assert t.params_for(seed)["c"] % 4 != 0, seed
    assert t.gives_published_answer({"c": 8}) and not t.is_new({"c": 8}) and t.is_new({"c": 9})


def test_seeds_below_the_window_take_distinct_constants_then_cycle():
    t = _template(0, 30, lambda p: p["c"])
    drawn = [t.params_for(seed)["c"] for seed in range(30)]
    assert sorted(drawn) == list(range(1, 31))  # every new value once, the published 0 never
    assert [t.params_for(seed)["c"] for seed in range(30, 35)] == drawn[:5]
    assert [c["c"] for c in t.new_instances(40)] == drawn


def test_a_large_space_is_walked_by_independent_draws_without_repeats():
    t = _template(0, 10**6, lambda p: p["c"] % 97)
    drawn = [t.params_for(seed)["c"] for seed in range(50)]
    assert len(set(drawn)) == 50 and all(c % 97 for c in drawn)


def test_a_template_without_new_instances_is_a_clear_error():
    t = _template(0, 9, lambda p: 1)  # every constant gives the published answer
    with pytest.raises(TemplateError, match="no valid constants"):
        t.snapshot(0)
    with pytest.raises(TemplateError, match="no valid constants"):
        t.snapshot(DISTINCT_SEEDS + 1)
    assert novelty(t, draws=20).shortfalls()[0].startswith("100.0% of draws give the published answer")


def test_changes_say_what_a_snapshot_changes():
    assert _template(0, 9, lambda p: p["c"]).changes == ("names", "wording", "numbers")
    # issue 38: "numbers" only where the answer moves, "names" only where the problem shows a renamed
    # symbol (tests/variations/test_typicality.py checks both against the snapshots)
    assert all("numbers" not in t.changes for t in templates() if t.kind == "variable")
    assert all(("numbers" in t.changes) != bool(t.keeps_answer) for t in CONSTANT)
    snap = CONSTANT[0].snapshot(1)
    assert set(CONSTANT[0].changes) <= set(snap.changes) and snap.to_dict()["changes"] == list(snap.changes)


def test_targets_are_the_issue_s():
    assert (MAX_SAME_ANSWER, MIN_INSTANCES) == (0.05, 20)


def test_cli_prints_the_measure_as_a_table(capsys):
    import argparse

    from hardmath.variations import cli

    parser = argparse.ArgumentParser()
    cli.configure(parser)
    names = ["harp_2019_aime_i_14", "harp_2016_amc_8_20", "putnam_1980_a3"]
    argv = ["novelty", "--draws", "50"] + [a for n in names for a in ("--template", n)]
    assert cli.run(parser.parse_args(argv)) == 0
    rows = {line.split(" | ")[0].strip("| "): line for line in capsys.readouterr().out.splitlines()[2:]}
    assert set(rows) == set(names)
    assert (
        rows["harp_2019_aime_i_14"].endswith("| yes | no: numerator digits 2 outside 3..3 | no | — |")
        and "0.0% of 50" in rows["harp_2019_aime_i_14"]
    )
    assert "all (variable)" in rows["harp_2016_amc_8_20"]
    assert "| 100% (declared) |" in rows["putnam_1980_a3"]  # guessable: one answer for every instance
    assert "100.0% of 50" in rows["putnam_1980_a3"] and rows["putnam_1980_a3"].endswith("same problem |")
