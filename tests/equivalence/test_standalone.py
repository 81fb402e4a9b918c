"""The checker stands alone: nothing in ``equivalence/`` imports ``hardmath`` outside
``hardmath.equivalence`` (read from the source and from a fresh interpreter's ``sys.modules``),
and its status module loads without the rest of the checker (the grade record, and so the report,
use it).
"""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

import hardmath.equivalence

PACKAGE = "hardmath.equivalence"
HOME = Path(hardmath.equivalence.__file__).resolve().parent


def _module_name(path: Path) -> str:
    return ".".join([PACKAGE, *path.relative_to(HOME).with_suffix("").parts]).removesuffix(".__init__")


def _imported_names(source: str, package: str) -> list[str]:
    """Every absolute module name an ``import`` in ``source`` (a module of ``package``) names,
    relative ones resolved.
    """
    names = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level:
            base = package.split(".")[: len(package.split(".")) - node.level + 1]
            names.append(".".join([*base, node.module] if node.module else base))
        elif isinstance(node, ast.ImportFrom):
            names.append(node.module)
    return names


def _imported(path: Path) -> list[str]:
    name = _module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    return _imported_names(path.read_text(encoding="utf-8"), package)


def _outside(name: str) -> bool:
    return (name == "hardmath" or name.startswith("hardmath.")) and not (
        name == PACKAGE or name.startswith(PACKAGE + ".")
    )


SOURCES = sorted(HOME.rglob("*.py"))


def test_the_source_list_is_the_checker():
    names = {_module_name(p) for p in SOURCES}
    assert {PACKAGE, f"{PACKAGE}.grading", f"{PACKAGE}.compare", f"{PACKAGE}.status"} <= names


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: p.name)
def test_no_source_imports_hardmath_outside_the_checker(path):
    bad = [name for name in _imported(path) if _outside(name)]
    assert not bad, f"{path.name} imports {bad}: equivalence/ must stand alone"


def test_the_import_scan_sees_imports_that_leave_the_package():
    """The scan is not blind: relative imports above the package and absolute ones are found,
    the package's own are not.
    """
    source = (
        "from .. import grade_record\nfrom ..stats import x\nimport hardmath.data\nfrom . import nodes\n"
        "from .latex import to_ast\nfrom hardmath.equivalence.nodes import Num\nimport re"
    )
    assert [n for n in _imported_names(source, PACKAGE) if _outside(n)] == [
        "hardmath",
        "hardmath.stats",
        "hardmath.data",
    ]


def _loaded_after(code: str) -> list[str]:
    """Hardmath modules a fresh interpreter loads while running ``code`` (what the interpreter's
    start-up, the lm-eval .pth hook included, loaded before is not counted).
    """
    script = "\n".join(
        [
            "import json, sys",
            "before = set(sys.modules)",
            code,
            "print(json.dumps(sorted(m for m in set(sys.modules) - before if m.split('.')[0] == 'hardmath')))",
        ]
    )
    out = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=tempfile.gettempdir(),
        env={**os.environ, "HF_DATASETS_OFFLINE": "1"},
    )
    assert out.returncode == 0, out.stderr[-3000:]
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_importing_every_checker_module_loads_no_other_hardmath_module():
    modules = [_module_name(p) for p in SOURCES]
    loaded = _loaded_after(f"import importlib\nfor name in {modules!r}:\n    importlib.import_module(name)")
    assert f"{PACKAGE}.grading" in loaded  # the check ran
    assert [m for m in loaded if _outside(m)] == []


def test_the_status_module_loads_alone():
    assert _loaded_after(f"import {PACKAGE}.status") == [PACKAGE, f"{PACKAGE}.status"]


def test_the_public_names_load_on_first_use():
    loaded = _loaded_after(
        f"from {PACKAGE} import grade, Verdict\nassert callable(grade) and Verdict.__name__ == 'Verdict'"
    )
    assert f"{PACKAGE}.grading" in loaded and f"{PACKAGE}.verdict" in loaded
    with pytest.raises(AttributeError):
        hardmath.equivalence.no_such_name  # noqa: B018
