"""The HARP variation set: its coverage (levels, subjects, kinds), an independent check for every
constant template on 25 more seeds (brute force, exact enumeration or exact arithmetic, no data
needed), and each original against the published HARP problem (text and answer, graded by the
checker; these read the data through ``shared_data``).

The generic template tests (``test_templates.py``, ``test_template_golds.py``) also run on every
HARP template: determinism, seeds 0-24 checked against the closed form, gradeable golds.
"""

from __future__ import annotations

import importlib
import json
import re
from collections import Counter

import pytest

from hardmath.equivalence import grade
from hardmath.lm_eval_tasks.harp.constants import SUBJECTS
from hardmath.variations import Original, templates
from hardmath.variations.templates.harp import template_name

HARP = templates("harp")
CONSTANT = [t for t in HARP if t.kind == "constant"]
MORE_SEEDS = range(25, 50)  # test_templates.py checks seeds 0..24


def test_at_least_60_templates_8_per_level_every_subject_both_kinds():
    levels = Counter(t.source["level"] for t in HARP)
    subjects = Counter(t.source["subject"] for t in HARP)
    kinds = Counter(t.kind for t in HARP)
    assert len(HARP) >= 60, len(HARP)
    assert all(levels[lv] >= 8 for lv in range(1, 7)), levels
    assert set(subjects) == set(SUBJECTS), subjects
    assert kinds["constant"] >= 30 and kinds["variable"] >= 6, kinds


def test_one_module_per_level_and_names_follow_the_problem_id():
    package = importlib.import_module("hardmath.variations.templates.harp")
    for level in range(1, 7):
        module = importlib.import_module(f"{package.__name__}.level{level}")
        assert module.TEMPLATES and all(t.source["level"] == level for t in module.TEMPLATES), level
    for t in HARP:
        pid = t.source["problem_id"]
        assert re.fullmatch(r"\d{4}/[A-Z_0-9]+/\d+", pid), pid
        assert t.name == template_name(pid)
    assert len({t.source["problem_id"] for t in HARP}) == len(HARP)


def test_template_name_from_problem_id():
    assert template_name("2019/AIME_I/14") == "harp_2019_aime_i_14"


@pytest.mark.parametrize("t", CONSTANT, ids=lambda t: t.name)
def test_constant_template_says_why_its_ranges_are_well_posed(t):
    assert len(t.ranges) > 40, "say why the drawn ranges keep the problem well-posed and of the same difficulty"


@pytest.mark.parametrize("t", CONSTANT, ids=lambda t: t.name)
def test_independent_check_agrees_with_the_closed_form(t):
    """The check (brute force / enumeration / exact arithmetic) equals the closed form that writes the
    answer, at the original and on 25 more seeds; drawn constants differ from the original.
    """
    p0 = t.original_params()
    assert t.check(p0) == t.value(p0)
    drawn = set()
    for seed in MORE_SEEDS:
        params = t.params_for(seed)
        value, check = t.value(params), t.check(params)
        assert value is not None and check == value, f"seed {seed}: check {check!r} != closed form {value!r} ({params})"
        drawn.add(tuple(sorted((k, str(params[k])) for k in t.constants)))
    assert len(drawn) > 1, "every seed draws the same constants"


def test_a_wrong_closed_form_fails_the_check():
    """The check is independent: a closed form off by one is caught."""
    t = next(t for t in CONSTANT if t.name == "harp_1996_aime_14")
    params = t.params_for(3)
    assert t.check(params) != t.value(params) + 1


@pytest.fixture(scope="module")
def harp_rows(shared_data):
    path = shared_data / "harp" / "harp_default.jsonl"
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return {f"{r['year']}/{r['contest']}/{r['number']}": r for r in rows}


@pytest.mark.parametrize("t", HARP, ids=lambda t: t.name)
def test_original_reproduces_the_published_problem_and_answer(t, harp_rows):
    row = harp_rows[t.source["problem_id"]]
    assert (row["level"], row["subject"]) == (t.source["level"], t.source["subject"])
    original = t.snapshot(Original)
    assert " ".join(original.problem.split()) == " ".join(row["problem"].split())
    verdict = grade(
        f"Final Answer: The final answer is ${original.answer}$. I hope it is correct.",
        row["answer"],
        style="final_answer",
    )
    assert verdict.equivalent, f"original answer {original.answer!r} vs published {row['answer']!r}: {verdict.reason}"


def test_no_original_repeats_a_minerva_exemplar():
    """harp_var is zero-shot; should a few-shot HARP prompt ever be used, no template repeats an exemplar."""
    from hardmath.lm_eval_tasks.exemplar_leak import repeats_exemplar
    from hardmath.lm_eval_tasks.harp.prompts import MINERVA_4SHOT

    exemplars = [problem for problem, _ in MINERVA_4SHOT]
    assert not [t.name for t in HARP if repeats_exemplar(t.snapshot(Original).problem, exemplars)]


def test_cli_lists_and_snapshots_the_harp_family(capsys):
    import argparse

    from hardmath.variations import cli

    parser = argparse.ArgumentParser()
    cli.configure(parser)
    assert cli.run(parser.parse_args(["list", "--family", "harp"])) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(HARP) and lines[0].split("\t")[2:] == [
        str(HARP[0].source["problem_id"]),
        str(HARP[0].source["level"]),
        HARP[0].source["subject"],
        ",".join(HARP[0].changes),
    ]
    assert cli.run(parser.parse_args(["snapshot", "--family", "harp", "--seed", "4"])) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [r["template"] for r in rows] == [t.name for t in HARP]
    assert all(r["seed"] == 4 and r["answer"] == t.snapshot(4).answer for r, t in zip(rows, HARP, strict=True))
