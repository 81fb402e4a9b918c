"""equivalence.identity: equality by exact evaluation, decided by counted work (no clock, no SymPy)."""

from __future__ import annotations

import random
import subprocess
import sys
import time

import pytest
import sympy_only

from hardmath.equivalence import bounded, grade
from hardmath.equivalence.identity import _opaque_value, identical
from hardmath.equivalence.latex import to_ast


def _poly(rng: random.Random, symbols: str, depth: int) -> str:
    """A random expression of sums, products and small powers (LaTeX)."""
    if depth == 0 or rng.random() < 0.3:
        return rng.choice([*symbols, str(rng.randint(1, 9)), r"\pi", r"e^{e^{11}}", r"\sqrt{3}"])
    left, right = _poly(rng, symbols, depth - 1), _poly(rng, symbols, depth - 1)
    op = rng.choice(["+", "-", "*", "^"])
    if op == "^":
        return f"({left})^{{{rng.randint(2, 4)}}}"
    return f"({left}){'' if op == '*' else op}({right})" if op != "*" else f"({left})({right})"


def _rewrite(rng: random.Random, text: str) -> str:
    """The same rational function written differently: commuted, and times/plus a neutral element."""
    return rng.choice([f"({text})+0", f"1({text})", f"\\frac{{2({text})}}{{2}}", f"({text})+x-x"])


@pytest.mark.parametrize("seed", range(40))
def test_rewritten_expressions_are_identical_and_perturbed_ones_are_not(seed):
    rng = random.Random(seed)
    text = _poly(rng, "xy", 4)
    a, b = to_ast(text), to_ast(_rewrite(rng, text))
    assert identical(a, b), (text, _rewrite(rng, text))
    assert not identical(a, to_ast(f"({text})+1")), text


def test_expansions_and_factorizations_with_opaque_constants():
    for k in (3, 40, 120):
        assert identical(
            to_ast(rf"e^{{e^{{11}}}}(x^{{2}}-1)^{{{k}}}"), to_ast(rf"e^{{e^{{11}}}}(x-1)^{{{k}}}(x+1)^{{{k}}}")
        )
        assert not identical(
            to_ast(rf"e^{{e^{{11}}}}(x^{{2}}-1)^{{{k}}}"), to_ast(rf"e^{{e^{{11}}}}(x-1)^{{{k}}}(x+1)^{{{k + 1}}}")
        )
    assert identical(to_ast(r"\frac{x^{2}-1}{x-1}"), to_ast("x+1"))  # as rational functions, as SymPy reads them
    assert identical(to_ast(r"\pi^{2}/\pi"), to_ast(r"\pi"))


def test_related_opaque_parts_are_left_to_the_other_stages():
    # \sqrt{x}^2 = x and \sin^2 + \cos^2 = 1 need more than rational arithmetic: not shown here ...
    assert not identical(to_ast(r"\sqrt{x}^{2}"), to_ast("x"))
    assert not identical(to_ast(r"\sin^{2}x+\cos^{2}x"), to_ast("1"))
    # ... and the whole checker still decides them
    assert grade(r"\boxed{\sin^{2}x+\cos^{2}x}", "1")


def test_work_is_bounded_by_bits_not_time():
    t = time.process_time()
    assert not identical(to_ast("(x+1)^{1000000}"), to_ast("(x+1)^{1000000}+0"))  # past the bit budget: not shown
    assert not identical(to_ast("x^{10^{100}}"), to_ast("x^{10^{100}}"))
    assert time.process_time() - t < 0.5


def test_opaque_values_are_the_same_in_every_process():
    code = "from hardmath.equivalence.identity import _opaque_value as v; print(v('sym:x', 1), v('pi', 2))"
    out = {
        subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, check=True, env={"PYTHONHASHSEED": str(seed)}
        ).stdout
        for seed in (1, 2)
    }
    assert out == {f"{_opaque_value('sym:x', 1)} {_opaque_value('pi', 2)}\n"}


def test_near_budget_families_never_reach_the_sympy_worker():
    """bench/bench_flips.py's SymPy-only families (a factor e^{e^{11}}): decided in-process, so no clock decides them."""
    before = bounded.requests_made()
    for k in range(40, 121, 8):
        assert grade(rf"\boxed{{e^{{e^{{11}}}}(x^{{2}}-1)^{{{k}}}}}", rf"e^{{e^{{11}}}}(x-1)^{{{k}}}(x+1)^{{{k}}}")
        assert not grade(rf"\boxed{{e^{{e^{{11}}}}(x+1)^{{{k}}}}}", rf"e^{{e^{{11}}}}(x+2)^{{{k}}}")
    assert bounded.requests_made() == before


@pytest.mark.parametrize(
    "pair",
    [(sympy_only.quick(5), "5"), (sympy_only.quick(5), "6"), sympy_only.BUSY, sympy_only.WEDGE, sympy_only.HEAVY],
    ids=["quick", "quick-differs", "busy", "wedge", "heavy"],
)
def test_the_sympy_only_fixtures_pass_every_in_process_stage(pair):
    """The worker tests' pairs must keep reaching the worker as the in-process stages grow."""
    from hardmath.equivalence import compare

    compare.DECISIONS.clear()
    before = bounded.requests_made()
    grade(rf"\boxed{{{pair[0]}}}", pair[1], timeout=1e-3)  # the worker gets the request (and its budget ends it)
    assert bounded.requests_made() > before, pair
