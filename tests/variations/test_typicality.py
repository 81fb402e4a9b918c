"""A variation must be as hard as its original (issue 38): for every constant template, measured over
seeds 0-99, the original's answer shape (form; digits of numerator and denominator) and its drawn
constants lie inside the central 80% of its snapshots'; an AIME template keeps integer answers in
0..999; the default snapshots hold no answer outside the central range; no twin problems; what a
template says it changes is true; constants that never move the answer are declared; a template
where one answer is right for 25% of instances says it is guessable.
"""

from __future__ import annotations

import re

import pytest

from hardmath.variations import Original, templates
from hardmath.variations.novelty import GUESSABLE_SHARE, twins
from hardmath.variations.typicality import (
    answer_shape,
    central_range,
    in_aime_range,
    inert_constants,
    is_aime,
    top_answer_share,
    typicality,
)

_MATH = re.compile(r"\$\$?(.+?)\$\$?|\\\[(.+?)\\\]|\\\((.+?)\\\)", re.DOTALL)
CONSTANT = [t for t in templates() if t.kind == "constant"]
HARP_CONSTANT = [t for t in CONSTANT if t.name.startswith("harp_")]


def _ids(t):
    return t.name


@pytest.mark.parametrize("t", CONSTANT, ids=_ids)
def test_the_original_is_a_typical_member_of_its_family_or_says_why_not(t):
    """Strict both ways: a template whose original became typical must drop its ``atypical``
    declaration (the reports would name it for nothing), an undeclared atypical one fails.
    """
    misses = typicality(t).misses()
    if t.atypical:
        assert misses, f"{t.name} is now typical: remove its atypical declaration"
        return
    assert not misses, f"{t.name}: {'; '.join(misses)} (re-parameterize it, or declare atypical with the reason)"


def test_only_constant_templates_declare_an_atypical_original():
    declared = [t.name for t in templates() if t.atypical]
    assert declared and all(t.kind == "constant" for t in templates() if t.atypical)


@pytest.mark.parametrize("t", [t for t in CONSTANT if is_aime(t)], ids=_ids)
def test_an_aime_template_keeps_integer_answers_in_0_to_999(t):
    if not in_aime_range(t.snapshot(Original).answer):
        pytest.skip("its published answer is not an AIME integer")
    outside = [s for s in range(100) if not in_aime_range(t.snapshot(s).answer)]
    assert not outside, f"seeds {outside[:5]} give answers outside 0..999"


def test_2007_aime_i_3_and_the_named_large_answer_templates():
    """The issue's list: the answer band keeps their default snapshots' answers near the original's
    size (at most one digit more, or three for 2008 AMC 10B 16's powers of two).
    """
    band = {"harp_2002_amc_8_21": 2, "harp_2008_amc_10b_16": 3, "harp_2010_amc_8_25": 2, "harp_1990_aime_9": 1}
    by_name = {t.name: t for t in CONSTANT}
    for name, digits in band.items():
        t = by_name[name]
        want = answer_shape(t.snapshot(Original).answer)
        for seed in range(100):
            got = answer_shape(t.snapshot(seed).answer)
            assert got.form == want.form, (name, seed)
            assert got.numerator <= want.numerator + digits and got.denominator <= want.denominator + digits


@pytest.mark.parametrize("t", HARP_CONSTANT, ids=_ids)
def test_default_harp_var_snapshots_hold_no_answer_outside_the_central_range(t):
    outside = typicality(t).defaults_outside
    assert outside == (), f"default seeds {outside} have answers longer than the central 80% of seeds 0-99"


@pytest.mark.parametrize("t", CONSTANT, ids=_ids)
def test_no_twin_pair_among_the_default_snapshots(t):
    assert twins(t, 10) == []


def test_problems_are_counted_by_the_parameters_that_determine_them():
    by_name = {t.name: t for t in CONSTANT}
    swap = by_name["harp_2010_aime_i_3"]
    # x^(py) = y^(qx), y = kx: exchanging x and y gives (q, p, 1/k), the same problem
    assert swap.key_of({"pw": 1, "q": 2, "k": (3, 2)}) == swap.key_of({"pw": 2, "q": 1, "k": (2, 3)})
    assert swap.key_of({"pw": 1, "q": 2, "k": (3, 2)}) != swap.key_of({"pw": 2, "q": 1, "k": (3, 2)})
    found = swap.new_instances(100)
    swapped = {(c["q"], c["pw"], *reversed(c["k"])) for c in found}
    assert not swapped & {(c["pw"], c["q"], *c["k"]) for c in found}
    assert (1, 1, 4, 3) not in {(c["pw"], c["q"], *c["k"]) for c in found}  # the original, x and y exchanged
    digits = by_name["harp_1983_aime_10"]
    assert digits.key_of({"L": 3, "B": 7, "d": 1}) == digits.key_of({"L": 3, "B": 7, "d": 5})
    assert len({(c["L"], c["B"]) for c in digits.new_instances(100)}) == len(digits.new_instances(100))


@pytest.mark.parametrize("t", templates(), ids=_ids)
def test_names_are_claimed_only_when_a_renamed_symbol_is_in_the_problem(t):
    claims = 0
    for seed in range(20):
        s = t.snapshot(seed)
        if "names" not in s.changes:
            continue
        claims += 1
        renamed = {s.params[k] for k in t.variables}
        math = " ".join("".join(groups) for groups in _MATH.findall(s.problem))
        letters = set(re.sub(r"\\[A-Za-z]+", " ", math))
        assert renamed & letters, f"seed {seed}: no renamed symbol in the problem's formulas"
    if "names" in t.changes:
        assert claims == 20, "the template claims names, but some snapshots rename nothing in the problem"


@pytest.mark.parametrize("t", CONSTANT, ids=_ids)
def test_numbers_are_claimed_only_when_the_answer_changes(t):
    published = t.snapshot(Original).answer
    moved = any(t.snapshot(seed).answer != published for seed in range(20))
    assert ("numbers" in t.changes) == moved


@pytest.mark.parametrize("t", CONSTANT, ids=_ids)
def test_a_constant_that_never_moves_the_answer_is_declared(t):
    assert sorted(inert_constants(t)) == sorted(t.inert)


@pytest.mark.parametrize("t", CONSTANT, ids=_ids)
def test_a_template_where_one_answer_is_often_right_says_it_is_guessable(t):
    _, share = top_answer_share(t)
    assert (share >= GUESSABLE_SHARE) == bool(t.guessable), f"{t.name}: top answer in {share:.0%} of instances"


def test_central_range_drops_a_tenth_at_each_end():
    assert central_range(list(range(100))) == (10, 89)
    assert answer_shape("\\frac{11}{16}") == answer_shape("-\\frac{13}{32}")
    assert answer_shape("2\\sqrt{2}").form == "surd" and answer_shape("529").numerator == 3
