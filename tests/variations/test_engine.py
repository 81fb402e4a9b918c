"""The variation engine itself: renaming, constants, rendering, determinism across processes."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from hardmath.variations.engine import IntRange, Original, OriginalSeed, Template, TemplateError, parse_seed


def _template(**kw) -> Template:
    base = dict(
        name="t",
        kind="variable",
        statements=[
            r"Let $[[f]]([[x]]) = a[[x]]$ with $a > 0$. Find $[[f]](1)$.",
            r"For $a>0$ put $[[f]]([[x]]) = a[[x]]$; compute $[[f]](1)$.",
        ],
        solution=r"$[[f]](1) = a$, so $\boxed{a}$.",
        answer="a",
        variables={"f": "f", "x": "x"},
    )
    base.update(kw)
    return Template(**base)


def test_original_seed_reproduces_the_original():
    snap = _template().snapshot(Original)
    assert snap.problem == r"Let $f(x) = ax$ with $a > 0$. Find $f(1)$."


def test_renaming_is_consistent_and_avoids_letters_in_the_text():
    for seed in range(50):
        t = _template()
        params = t.params_for(seed)
        f, x = params["f"], params["x"]
        assert f != "f" and x != "x" and f != x
        assert {f, x}.isdisjoint({"a", "L", "e", "i", "d"}), params  # 'a' and 'L' ("Let") are in the text
        snap = t.snapshot(seed)
        assert snap.problem.count(f"{f}(") == 2 and f"= a{x}" in snap.problem


def test_value_never_fuses_with_a_latex_command():
    t = _template(statements=[r"$1 + \cdots[[x]] + \alpha[[x]]$", r"$\sum [[x]]$"])
    problem = t.snapshot(Original).problem
    assert problem == r"$1 + \cdots x + \alpha x$"


def test_constants_drawn_in_range_and_differ_from_original():
    t = _template(
        kind="constant",
        statements=[r"$[[x]]^{[[c]]}$", r"$([[x]])^{[[c]]}$"],
        answer="[[c]]",
        constants={"c": IntRange(2, 9, original=5)},
        constraint=lambda p: p["c"] != 7,
        value=lambda p: p["c"],
        check=lambda p: p["c"],
    )
    drawn = {t.params_for(seed)["c"] for seed in range(200)}
    assert drawn <= set(range(2, 10)) - {5, 7} and len(drawn) > 3


def test_impossible_constraint_is_a_clear_error():
    t = _template(kind="constant", constants={"c": IntRange(2, 3, original=2)}, constraint=lambda p: False)
    with pytest.raises(TemplateError, match="no valid constants"):
        t.snapshot(1)


def test_unknown_placeholder_is_a_clear_error():
    with pytest.raises(TemplateError, match=r"unknown placeholder \[\[y\]\]"):
        _template(solution="[[y]]").snapshot(Original)


def test_snapshots_identical_across_processes_and_hash_seeds():
    code = (
        "import json; from hardmath.variations import templates;"
        "print(json.dumps([t.snapshot(3).to_dict() for t in templates()[:20]]))"
    )
    outs = []
    for hash_seed in ("0", "12345"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
        assert proc.returncode == 0, proc.stderr
        outs.append(json.loads(proc.stdout))
    assert outs[0] == outs[1] and len(outs[0]) == 20


def test_original_is_a_typed_sentinel_not_a_string():
    assert isinstance(Original, OriginalSeed) and Original != "original"
    assert str(Original) == "original" and repr(Original) == "Original"
    snap = _template().snapshot(Original)
    assert snap.seed is Original and snap.to_dict()["seed"] == "original"  # text form in files
    assert _template().snapshot(7).to_dict()["seed"] == 7
    with pytest.raises(TypeError, match="parse_seed"):
        _template().snapshot("original")
    with pytest.raises(TypeError):
        _template().params_for(True)


@pytest.mark.parametrize("text, seed", [("original", Original), ("3", 3), (" -2 ", -2), (5, 5)])
def test_parse_seed_reads_the_text_form(text, seed):
    assert parse_seed(text) == seed


@pytest.mark.parametrize("text", ["Original", "3.5", "", "x1", True])
def test_parse_seed_refuses_anything_else(text):
    with pytest.raises(ValueError, match="integer or"):
        parse_seed(text)


def test_cli_seed_original_matches_the_sentinel(capsys):
    from hardmath.variations import cli, templates

    parser = __import__("argparse").ArgumentParser()
    cli.configure(parser)
    name = templates()[0].name
    assert cli.run(parser.parse_args(["snapshot", "--seed", "original", "--template", name])) == 0
    row = json.loads(capsys.readouterr().out)
    assert row["seed"] == "original" and row["problem"] == templates()[0].snapshot(Original).problem
    with pytest.raises(SystemExit, match="integer or"):
        cli.run(parser.parse_args(["snapshot", "--seed", "first"]))


def test_templates_stays_a_function_after_loading():
    import hardmath.variations as variations

    variations.templates()
    assert callable(variations.templates) and variations.templates("putnam")[0].name == "putnam_1962_a5"
    assert variations.templates("harp")[0].name.startswith("harp_")


def test_families_partition_the_templates():
    from hardmath.variations import FAMILIES, templates

    assert set(FAMILIES) == {"putnam", "harp"}
    names = [t.name for f in FAMILIES for t in templates(f)]
    assert sorted(names) == [t.name for t in templates()] and len(set(names)) == len(names)
    assert all(t.name.startswith("putnam_") for t in templates("putnam"))
    assert all(t.name.startswith("harp_") for t in templates("harp"))
    with pytest.raises(ValueError, match="unknown template family 'math'"):
        templates("math")
