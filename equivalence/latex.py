r"""A small recursive-descent parser from (normalized) LaTeX math to a plain AST.

Nothing here evaluates text: the parser only recognises a fixed grammar and builds
the typed nodes of :mod:`.nodes`, e.g. ``\frac{x}{2}+1`` -> ``Add((Div(Sym("x"), Num("2")),
Num("1")))``.

Bounds: input length (``MAX_LEN``) and nesting depth (``MAX_DEPTH``) are checked
before any recursion, so a 10^4-deep input fails fast with :class:`ParseError`.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .functions import NAMES as _FUNCS
from .nodes import Abs, Add, Binom, Const, Dec, Div, Fact, Fn, Log, Mul, Neg, Node, Num, Pow, Root, Sym

MAX_LEN = 2000
MAX_DEPTH = 60
_TOKEN = re.compile(r"\\[a-zA-Z]+|\\.|\d+(?:\.\d*)?|\.\d+|[a-zA-Z]|\S")
_GREEK = {
    "alpha",
    "beta",
    "gamma",
    "delta",
    "epsilon",
    "varepsilon",
    "zeta",
    "eta",
    "theta",
    "vartheta",
    "iota",
    "kappa",
    "lambda",
    "mu",
    "nu",
    "xi",
    "rho",
    "sigma",
    "tau",
    "upsilon",
    "phi",
    "varphi",
    "chi",
    "psi",
    "omega",
    "Gamma",
    "Delta",
    "Theta",
    "Lambda",
    "Xi",
    "Sigma",
    "Phi",
    "Psi",
    "Omega",
    "ell",
}
_MUL_OPS = {"*", "\\cdot", "\\times", "\\ast"}
_DIV_OPS = {"/", "\\div"}
_STOP = {
    ")",
    "]",
    "}",
    "+",
    "-",
    "*",
    "/",
    "^",
    "_",
    "!",
    ",",
    "=",
    "<",
    ">",
    "&",
    "|",
    "\\cdot",
    "\\times",
    "\\div",
    "\\ast",
    "\\rfloor",
    "\\rceil",
    ":",
    ";",
    "\\pm",
    "\\mp",
}


class ParseError(ValueError):
    """The text is not in the supported grammar (the caller scores it as text or unparsable)."""


def nesting_depth(s: str) -> int:
    """Deepest bracket nesting in ``s`` (one linear scan)."""
    depth = best = 0
    for ch in s:
        if ch in "({[":
            depth += 1
            best = max(best, depth)
        elif ch in ")}]":
            depth -= 1
    return best


PARSED_MAX = 16384  # texts whose parse (or parse error) :func:`parse_once` remembers


def parse_once(text: str) -> Node:
    """:func:`to_ast`, each text parsed once and remembered across comparisons and grades (a bounded
    memo; the nodes are frozen): an equation's sides, a leaf met again against another choice, a
    text several readers ask about. A text that does not parse raises the same error every time.
    """
    found = _parsed(text)
    if isinstance(found, Exception):
        raise type(found)(*found.args)
    return found


@lru_cache(maxsize=PARSED_MAX)
def _parsed(text: str) -> Node | Exception:
    try:
        return to_ast(text)
    except (ParseError, RecursionError) as exc:
        return exc


def clear_parsed() -> None:
    """Forget every remembered parse (a measurement that counts parses per grade starts each grade empty)."""
    _parsed.cache_clear()


def to_ast(text: str) -> Node:
    """AST of one expression; raises :class:`ParseError` when it is not one."""
    if len(text) > MAX_LEN:
        raise ParseError("too long")
    if nesting_depth(text) > MAX_DEPTH:
        raise ParseError("nesting too deep")
    p = _Parser(_TOKEN.findall(text))
    if not p.toks:
        raise ParseError("empty")
    node = p.expr()
    if p.i != len(p.toks):
        raise ParseError(f"unexpected {p.toks[p.i]!r}")
    return node


class _Parser:
    def __init__(self, toks: list[str]) -> None:
        self.toks = toks
        self.i = 0
        self.depth = 0

    def peek(self) -> str | None:
        return self.toks[self.i] if self.i < len(self.toks) else None

    def take(self, expected: str | None = None) -> str:
        tok = self.peek()
        if tok is None or (expected is not None and tok != expected):
            raise ParseError(f"expected {expected or 'more'}, got {tok!r}")
        self.i += 1
        return tok

    def _enter(self) -> None:
        self.depth += 1
        if self.depth > 4 * MAX_DEPTH:
            raise ParseError("nesting too deep")

    def expr(self) -> Node:
        self._enter()
        terms = [self.signed_term()]
        while self.peek() in ("+", "-"):
            op = self.take()
            t = self.term()
            terms.append(Neg(t) if op == "-" else t)
        self.depth -= 1
        return terms[0] if len(terms) == 1 else Add(tuple(terms))

    def signed_term(self) -> Node:
        tok = self.peek()
        if tok == "-":
            self.take()
            return Neg(self.signed_term())
        if tok == "+":
            self.take()
            return self.signed_term()
        return self.term()

    def term(self) -> Node:
        factors = [self.factor()]
        while True:
            tok = self.peek()
            if tok in _MUL_OPS:
                self.take()
                factors.append(self.signed_factor())
            elif tok in _DIV_OPS:
                self.take()
                num = factors[0] if len(factors) == 1 else Mul(tuple(factors))
                factors = [Div(num, self.signed_factor())]
            elif tok is not None and tok not in _STOP:
                factors.append(self.factor())
            else:
                break
        return factors[0] if len(factors) == 1 else Mul(tuple(factors))

    def signed_factor(self) -> Node:
        if self.peek() == "-":
            self.take()
            return Neg(self.signed_factor())
        return self.factor()

    def factor(self) -> Node:
        self._enter()
        base = self.postfix(self.atom())
        if self.peek() == "^":
            self.take()
            exp = self.exponent()
            base = self.postfix(Pow(base, exp))
        self.depth -= 1
        return base

    def exponent(self) -> Node:
        tok = self.peek()
        if tok == "{":
            return self.group()
        if tok in ("-", "+"):
            self.take()
            inner = self.exponent()
            return Neg(inner) if tok == "-" else inner
        return self.factor()

    def postfix(self, node: Node) -> Node:
        while self.peek() == "!":
            self.take()
            node = Fact(node)
        return node

    def group(self) -> Node:
        self.take("{")
        node = self.expr()
        self.take("}")
        return node

    def arg(self) -> Node:
        r"""One macro argument: ``{...}`` or a single token (``\frac12``: digit by digit)."""
        tok = self.peek()
        if tok == "{":
            return self.group()
        if tok is not None and tok[0].isdigit() and len(tok) > 1 and "." not in tok:
            self.toks[self.i] = tok[1:]
            return Num(tok[0])
        return self.atom()

    def atom(self) -> Node:
        tok = self.take()
        if tok[0].isdigit() or (tok[0] == "." and len(tok) > 1):
            node = Dec(tok) if "." in tok else Num(tok)
            if self.peek() == "_":
                return self.base_number(tok)
            return node
        if tok.isalpha() and len(tok) == 1:
            if tok in ("i", "e") and self.peek() != "_":
                return Const(tok)
            return Sym(tok + self.subscript())
        if tok == "(":
            node = self.expr()
            self.take(")")
            return node
        if tok == "[":
            node = self.expr()
            self.take("]")
            return node
        if tok == "{":
            self.i -= 1
            return self.group()
        if tok == "|":
            node = self.expr()
            self.take("|")
            return Abs(node)
        if tok.startswith("\\"):
            return self.command(tok[1:])
        raise ParseError(f"unexpected {tok!r}")

    def subscript(self) -> str:
        if self.peek() != "_":
            return ""
        self.take()
        tok = self.take()
        if tok == "{":
            parts = []
            while self.peek() not in ("}", None):
                parts.append(self.take())
            self.take("}")
            tok = "".join(parts)
        if not re.fullmatch(r"[A-Za-z0-9]+", tok):
            raise ParseError("bad subscript")
        return "_" + tok

    def base_number(self, digits: str) -> Node:
        base = self.subscript()[1:]
        if not base.isdigit() or not 2 <= int(base) <= 36:
            raise ParseError("bad base")
        try:
            return Num(str(int(digits, int(base))))
        except ValueError as exc:
            raise ParseError("bad base-n digits") from exc

    def command(self, name: str) -> Node:
        if name == "frac":
            return Div(self.arg(), self.arg())
        if name in ("binom", "dbinom", "tbinom"):
            return Binom(self.arg(), self.arg())
        if name == "sqrt":
            index: Node = Num("2")
            if self.peek() == "[":
                self.take()
                index = self.expr()
                self.take("]")
            return Root(self.arg(), index)
        if name == "pi":
            return Const("pi")
        if name == "infty":
            return Const("inf")
        if name in _GREEK:
            return Sym(name + self.subscript())
        if name in ("lfloor", "lceil"):
            node = self.expr()
            self.take("\\rfloor" if name == "lfloor" else "\\rceil")
            return Fn(name[1:], node)
        if name in _FUNCS:
            return self.function(name)
        raise ParseError(f"unsupported \\{name}")

    def function(self, name: str) -> Node:
        power = base = None
        if name in ("log", "lg") and self.peek() == "_":
            self.take()
            base = self.arg()
        if self.peek() == "^":
            self.take()
            power = self.exponent()
        if name in ("log", "lg") and base is None and self.peek() == "_":
            self.take()
            base = self.arg()
        tok = self.peek()
        if tok in ("(", "{", "["):
            arg = self.atom()
        else:
            parts = [self.factor()]
            while (
                self.peek() is not None
                and self.peek() not in _STOP
                and not (self.peek().startswith("\\") and self.peek()[1:] in _FUNCS)
            ):
                parts.append(self.factor())
            arg = parts[0] if len(parts) == 1 else Mul(tuple(parts))
        if name in ("log", "lg", "ln"):
            node: Node = Log(arg, base or (Num("10") if name == "lg" else Const("e")))
        elif power == Neg(Num("1")) and name in ("sin", "cos", "tan"):
            return Fn("arc" + name, arg)
        else:
            node = Fn(name, arg)
        return Pow(node, power) if power is not None else node
