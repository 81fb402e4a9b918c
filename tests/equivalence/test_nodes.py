"""The typed parse tree (equivalence/nodes.py): what the parser builds, the worker's JSON form,
and that every interpreter has a rule for every kind of node.
"""

import pytest

from hardmath.equivalence import numeric, precise, worker
from hardmath.equivalence.latex import to_ast
from hardmath.equivalence.nodes import (
    KINDS,
    Add,
    Const,
    Div,
    Fn,
    Log,
    Mul,
    Neg,
    Num,
    Pow,
    Root,
    Sym,
    children,
    from_json,
    rebuild,
    to_json,
    walk,
)

# one expression per kind of node (all of KINDS between them)
EXAMPLES = [
    r"\frac{x}{2}+1",
    r"3.5\cdot y",
    r"-\pi^{2}",
    r"5!",
    r"\binom{7}{3}",
    r"\sqrt[3]{8}",
    r"|a_1-e|",
    r"\log_2 8",
    r"\sin x",
    r"\lfloor 2.5 \rfloor",
    r"\infty",
    r"2i",
]


def test_parser_builds_typed_nodes():
    assert to_ast(r"\frac{x}{2}+1") == Add((Div(Sym("x"), Num("2")), Num("1")))
    assert to_ast(r"\ln x") == Log(Sym("x"), Const("e"))
    assert to_ast(r"\sin^{-1} x") == Fn("arcsin", Sym("x"))
    assert to_ast(r"\sqrt{2}") == Root(Num("2"), Num("2"))
    seen = {type(n).TAG for text in EXAMPLES for n in walk(to_ast(text))}
    assert seen == set(KINDS)


def test_nodes_are_hashable_and_typed():
    a, b = Add((Sym("x"), Num("1"))), Mul((Sym("x"), Num("1")))
    assert a != b and len({a, b, Add((Sym("x"), Num("1")))}) == 2
    assert Num("2") != Sym("2")  # same field value, different kind
    assert children(Pow(Sym("x"), Neg(Num("1")))) == (Sym("x"), Neg(Num("1")))
    assert rebuild(Fn("sin", Sym("x")), (Sym("y"),)) == Fn("sin", Sym("y"))


@pytest.mark.parametrize("text", EXAMPLES)
def test_json_round_trip(text):
    node = to_ast(text)
    obj = to_json(node)
    assert isinstance(obj, list) and all(isinstance(x, (str, list)) for x in obj)
    assert from_json(obj) == node


def test_json_form_is_the_worker_protocol():
    assert to_json(to_ast("x^2-1")) == ["add", ["pow", ["sym", "x"], ["num", "2"]], ["neg", ["num", "1"]]]


@pytest.mark.parametrize(
    "bad",
    [
        None,
        [],
        ["eval", "1"],
        ["num", 1],
        ["num", "1", "2"],
        ["neg"],
        ["div", ["num", "1"]],
        ["fn", ["num", "1"], ["num", "2"]],
        "x",
    ],
)
def test_from_json_rejects_anything_else(bad):
    with pytest.raises(ValueError):
        from_json(bad)


def test_every_interpreter_covers_every_kind():
    kinds = set(KINDS.values())
    assert set(numeric._APPROX) == kinds
    assert set(precise._PRECISE) == kinds
    assert set(worker._SYMPY) == kinds
    assert set(numeric._EXACT) == kinds - {Sym, Const}  # symbols and constants are not rational


def test_interpreters_agree_on_one_tree():
    sp = pytest.importorskip("sympy")
    node = to_ast(r"\frac{3}{4}+\binom{5}{2}\cdot 2^{-1}")
    assert numeric.exact(node) == pytest.approx(5.75)
    assert numeric.approx(node) == pytest.approx(5.75)
    assert worker.to_sympy(node, sp) == sp.Rational(23, 4)
    assert worker.to_sympy(to_json(node), sp) == sp.Rational(23, 4)  # as received over the pipe
