r"""A gold written in a symbol the question defines ("Let $F=\log\dfrac{1+x}{1-x}$ ... $G$ is equal to:"
gold ``3F``): an answer that writes the definition out (``3\log\frac{1+x}{1-x}``) states the gold's value.

A definition is one letter set equal to an expression in one math span that follows a word of
definition ("Let", "Define", "where", "Sea", "Soit", "Sei", "Пусть", "设", ...) and holds a variable: a
number ("Let $a = 2$") is a given, not a definition (an answer in terms of ``a`` must stay in them); a letter
defined twice, an expression holding its own letter, and a letter used as a function (``F(x)``) are left alone. Only the
gold is rewritten, and only after the gold as written missed (an answer that keeps the symbol still
matches it).
"""

from __future__ import annotations

import re

_WORDS = r"(?:let|define|where|put|set|suppose|sea|soit|sei|seja|sia|niech|laat|misalkan|пусть|设|令)"
_DEFINITION = re.compile(
    rf"(?<![a-zA-Z]){_WORDS}\s*\$\s*([A-Za-z])\s*(?::=|=|\\coloneqq)\s*([^$=<>]{{1,200}}?)\s*\$", re.IGNORECASE
)
_RELATION = re.compile(r"[=<>]|\\[lgn]e(?:q)?(?![a-zA-Z])")
_NO_EXPRESSION = re.compile(r"\\text|\\in(?![a-zA-Z])|[,;]|\\[lg]e|\\ne")


def definitions(question: str | None) -> dict[str, str]:
    """The letters the question defines -> their expressions (see the module docstring)."""
    found: dict[str, set[str]] = {}
    for m in _DEFINITION.finditer(question or ""):
        letter, expression = m.group(1), m.group(2).strip()
        variable = re.search(r"[a-zA-Z]", re.sub(r"\\[a-zA-Z]+", "", expression))
        if variable and not _NO_EXPRESSION.search(expression) and not _letter(letter).search(expression):
            found.setdefault(letter, set()).add(expression)
    return {letter: next(iter(said)) for letter, said in found.items() if len(said) == 1}


def _letter(letter: str) -> re.Pattern:
    return re.compile(rf"(?<![a-zA-Z\\]){letter}(?![a-zA-Z])")


def with_definitions(gold: str, question: str | None) -> str:
    """``gold`` with each letter the question defines written as its expression; ``gold`` when none."""
    if not question or _RELATION.search(gold):
        return gold  # "N=2": a gold relation names its letter itself
    for letter, expression in definitions(question).items():
        used = _letter(letter)
        if used.search(gold) and not re.search(rf"(?<![a-zA-Z\\]){letter}\s*\(", gold):
            gold = used.sub(lambda _, e=expression: f"\\left({e}\\right)", gold)
    return gold


_WHERE = re.compile(
    r"^(?P<value>[^=<>]{1,200}?)\s*,?\s*(?:\\text\{\s*,?\s*(?:where|with)\s*\}|\\(?:quad|qquad)\s*\\text\{\s*(?:where|with)\s*\}|(?<![a-zA-Z])(?:where|with)(?![a-zA-Z]))"
    r"\s*(?P<name>[A-Za-z]|\\[a-zA-Z]+)\s*=\s*(?P<expression>[^=<>,;]{1,200}?)\s*\.?$"
)


def where_defined(answer: str) -> str:
    r"""An answer stated in a symbol it defines after it (``\varphi^2 \text{ where } \varphi=\frac{1+\sqrt5}{2}``)
    with the symbol written as its expression (``\left(\frac{1+\sqrt5}{2}\right)^2``); ``answer`` otherwise.
    """
    m = _WHERE.match(answer) if "=" in answer else None
    used = _letter(re.escape(m.group("name"))) if m is not None else None
    if used is None or used.search(m.group("expression")):
        return answer
    if not used.search(m.group("value")):
        return m.group("value")  # the symbol already written out (a golden ratio's \varphi read as its value)
    return used.sub(lambda _: f"\\left({m.group('expression')}\\right)", m.group("value"))
