"""The one exact-version requirement of the bench tests: lm-eval's ``minerva_math`` checker.

lm-eval's ``minerva_math/utils.py`` asserts antlr4-python3-runtime 4.11 (SymPy's LaTeX parser);
``pip install -e ".[test]"`` without ``constraints/ci.txt`` resolves 4.13 through math-verify, and
the minerva worker then dies. Tests that score with minerva say so and skip with the reason.
"""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

import pytest


def _antlr() -> str:
    try:
        return version("antlr4-python3-runtime")
    except PackageNotFoundError:
        return "not installed"


needs_minerva_antlr = pytest.mark.skipif(
    not _antlr().startswith("4.11"),
    reason=f"lm-eval's minerva_math checker needs antlr4-python3-runtime 4.11 (here: {_antlr()}); "
    "install with -c constraints/ci.txt (python3 dev.py test does) to run it",
)
