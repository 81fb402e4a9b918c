"""The checker's parse tree: one frozen, hashable class per kind of node.

:mod:`.latex` builds these; the interpreters (:func:`.numeric.exact`, :func:`.numeric.approx`,
:mod:`.worker`'s SymPy) each keep a :class:`Rules` table from node class to the function that
interprets it. :func:`to_json` / :func:`from_json` give the form the SymPy worker receives over
its pipe (nested lists of strings, e.g. ``["add", ["sym", "x"], ["num", "1"]]``): built back
node by node from :data:`KINDS`, never evaluated.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, ClassVar

if TYPE_CHECKING:
    from collections.abc import Callable


@dataclass(frozen=True, slots=True)
class Num:
    """Integer literal (decimal digits)."""

    digits: str
    TAG: ClassVar[str] = "num"


@dataclass(frozen=True, slots=True)
class Dec:
    """Decimal literal (``3.14``, ``.5``)."""

    text: str
    TAG: ClassVar[str] = "dec"


@dataclass(frozen=True, slots=True)
class Sym:
    """Free symbol (``x``, ``a_1``, ``alpha``)."""

    name: str
    TAG: ClassVar[str] = "sym"


@dataclass(frozen=True, slots=True)
class Const:
    """Named constant: ``pi``, ``e``, ``i`` or ``inf``."""

    name: str
    TAG: ClassVar[str] = "const"


@dataclass(frozen=True, slots=True)
class Add:
    """Sum of two or more terms (a subtraction is an added :class:`Neg`)."""

    terms: tuple
    TAG: ClassVar[str] = "add"


@dataclass(frozen=True, slots=True)
class Mul:
    """Product of two or more factors."""

    factors: tuple
    TAG: ClassVar[str] = "mul"


@dataclass(frozen=True, slots=True)
class Neg:
    arg: Node
    TAG: ClassVar[str] = "neg"


@dataclass(frozen=True, slots=True)
class Div:
    num: Node
    den: Node
    TAG: ClassVar[str] = "div"


@dataclass(frozen=True, slots=True)
class Pow:
    base: Node
    exp: Node
    TAG: ClassVar[str] = "pow"


@dataclass(frozen=True, slots=True)
class Fact:
    """Factorial ``arg!``."""

    arg: Node
    TAG: ClassVar[str] = "fact"


@dataclass(frozen=True, slots=True)
class Root:
    r"""``index``-th root of ``arg`` (``\sqrt`` has index ``Num("2")``)."""

    arg: Node
    index: Node
    TAG: ClassVar[str] = "root"


@dataclass(frozen=True, slots=True)
class Abs:
    arg: Node
    TAG: ClassVar[str] = "abs"


@dataclass(frozen=True, slots=True)
class Binom:
    n: Node
    k: Node
    TAG: ClassVar[str] = "binom"


@dataclass(frozen=True, slots=True)
class Log:
    r"""Logarithm of ``arg`` to ``base`` (``\ln``: base ``Const("e")``)."""

    arg: Node
    base: Node
    TAG: ClassVar[str] = "log"


@dataclass(frozen=True, slots=True)
class Fn:
    """A named function of :mod:`.functions` (or ``floor`` / ``ceil``) applied to ``arg``."""

    name: str
    arg: Node
    TAG: ClassVar[str] = "fn"


Node = Num | Dec | Sym | Const | Add | Mul | Neg | Div | Pow | Fact | Root | Abs | Binom | Log | Fn
LEAVES = (Num, Dec, Sym, Const)
NARY = (Add, Mul)
KINDS: dict[str, type] = {
    cls.TAG: cls for cls in (Num, Dec, Sym, Const, Add, Mul, Neg, Div, Pow, Fact, Root, Abs, Binom, Log, Fn)
}
_CHILD_FIELDS = {cls: tuple(f.name for f in fields(cls) if f.type == "Node") for cls in KINDS.values()}


def children(node: Node) -> tuple:
    """The sub-nodes of ``node`` in order (none for a leaf)."""
    if isinstance(node, Add):
        return node.terms
    if isinstance(node, Mul):
        return node.factors
    return tuple(getattr(node, name) for name in _CHILD_FIELDS[type(node)])


def rebuild(node: Node, kids: tuple) -> Node:
    """A node of ``node``'s class with the same names and ``kids`` as its sub-nodes."""
    if isinstance(node, NARY):
        return type(node)(tuple(kids))
    if isinstance(node, Fn):
        return Fn(node.name, kids[0])
    return type(node)(*kids) if kids else node


def walk(node: Node):
    """``node`` and all its sub-nodes, depth first."""
    stack = [node]
    while stack:
        n = stack.pop()
        yield n
        stack.extend(reversed(children(n)))


def to_json(node: Node) -> list:
    """Nested lists of strings (the worker protocol): ``["pow", ["sym", "x"], ["num", "2"]]``."""
    if isinstance(node, LEAVES):
        return [node.TAG, _leaf_text(node)]
    if isinstance(node, Fn):
        return ["fn", node.name, to_json(node.arg)]
    return [node.TAG, *(to_json(c) for c in children(node))]


def _leaf_text(node: Num | Dec | Sym | Const) -> str:
    return node.digits if isinstance(node, Num) else node.text if isinstance(node, Dec) else node.name


def from_json(obj) -> Node:
    """The node that :func:`to_json` wrote; ValueError for anything else."""
    if not isinstance(obj, (list, tuple)) or not obj or obj[0] not in KINDS:
        raise ValueError(f"not a node: {obj!r:.80}")
    cls, args = KINDS[obj[0]], obj[1:]
    if cls in LEAVES:
        if len(args) != 1 or not isinstance(args[0], str):
            raise ValueError(f"bad {obj[0]} leaf")
        return cls(args[0])
    if cls is Fn:
        if len(args) != 2 or not isinstance(args[0], str):
            raise ValueError("bad fn node")
        return Fn(args[0], from_json(args[1]))
    kids = tuple(from_json(a) for a in args)
    if cls in NARY:
        return cls(kids)
    if len(kids) != len(_CHILD_FIELDS[cls]):
        raise ValueError(f"bad {obj[0]} arity")
    return cls(*kids)


class Rules(dict):
    """One interpreter's table: node class -> the function that interprets that kind."""

    def on(self, *classes: type) -> Callable:
        def register(func: Callable) -> Callable:
            for cls in classes:
                self[cls] = func
            return func

        return register
