"""No function of the checker is above cyclomatic complexity 20 (radon's measure, the one
``radon cc`` prints): a decision is a sequence of small typed stages or a dispatch table, not one
branchy function.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from radon.complexity import cc_visit
from radon.visitors import Class, Function

import hardmath.equivalence

LIMIT = 20
HOME = Path(hardmath.equivalence.__file__).resolve().parent
SOURCES = sorted(HOME.rglob("*.py"))


def _functions(blocks: list) -> dict[tuple[int, str], Function]:
    """Every function and method radon sees in ``blocks`` (closures and inner classes included),
    by line and name (radon lists a method both in its class and on its own).
    """
    found = {}
    for block in blocks:
        if isinstance(block, Class):
            found.update(_functions([*block.methods, *block.inner_classes]))
        elif isinstance(block, Function):
            found[(block.lineno, block.fullname)] = block
            found.update(_functions(block.closures))
    return found


def too_complex(source: str) -> list[str]:
    """``name (complexity)`` of each function of ``source`` above :data:`LIMIT`, by line."""
    return [
        f"{name} ({f.complexity})"
        for (_, name), f in sorted(_functions(cc_visit(source)).items())
        if f.complexity > LIMIT
    ]


def _branchy(n: int, indent: str) -> str:
    return "".join(f"{indent}if x == {i}:\n{indent}    return {i}\n" for i in range(n)) + f"{indent}return -1\n"


def test_the_measure_flags_branchy_functions_methods_and_closures():
    source = (
        f"def f(x):\n{_branchy(LIMIT, '    ')}"
        f"class A:\n    def m(self, x):\n{_branchy(LIMIT, '        ')}"
        f"def g(x):\n    def inner(x):\n{_branchy(LIMIT, '        ')}    return inner(x)\n"
        f"def h(x):\n{_branchy(LIMIT - 1, '    ')}"
    )  # exactly LIMIT: allowed
    assert too_complex(source) == [f"f ({LIMIT + 1})", f"A.m ({LIMIT + 1})", f"inner ({LIMIT + 1})"]


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: p.name)
def test_no_checker_function_above_the_limit(path):
    assert too_complex(path.read_text(encoding="utf-8")) == [], f"{path.name}: split these into stages"
