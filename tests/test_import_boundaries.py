"""What runs under lm-eval is apart from what the report runs (issue 19, item 2).

Each check imports modules in a fresh interpreter and reads ``sys.modules`` (not the source
text), so an import through any chain of modules is caught. Importing several modules in one
interpreter and checking after each is sound for "none of them loads X": the first module that
loads X fails the check.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
HOMES = REPO / "lm_eval_tasks"


def _module(path: Path, root: Path, package: str) -> str:
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join([package, *parts])


def task_hook_modules() -> list[str]:
    """Every module a task YAML names (``!function utils.x``, ``class: !function utils.X``): the
    ``utils.py`` of each home, plus the other modules its YAMLs point at.
    """
    found = set()
    for yaml_file in HOMES.glob("*/*.yaml"):
        for name in set(re.findall(r"!function\s+(\w+)\.", yaml_file.read_text())):
            module = yaml_file.parent / f"{name}.py"
            if module.is_file():
                found.add(_module(module, HOMES, "hardmath.lm_eval_tasks"))
    return sorted(found)


def report_modules() -> list[str]:
    """``hardmath/report/**`` and each home's report-time modules (``report.py``, ``analysis.py``,
    ``variation_report.py``).
    """
    report = REPO / "hardmath" / "report"
    mods = [_module(p, REPO / "hardmath", "hardmath") for p in sorted(report.rglob("*.py"))]
    mods = [m.removesuffix(".__init__") for m in mods]
    for name in ("report", "analysis", "variation_report"):
        mods += [_module(p, HOMES, "hardmath.lm_eval_tasks") for p in sorted(HOMES.glob(f"*/{name}.py"))]
    return mods


# The closed status set of the grade record lives in the checker's status module, which loads alone
# (the package itself imports nothing until a public name is asked for; tests/equivalence/test_standalone.py).
CHECKER_VOCABULARY = ("hardmath.equivalence", "hardmath.equivalence.status")


def _loads(modules: list[str], forbidden: str, then: str = "", allowed: tuple[str, ...] = ()) -> dict:
    """Import ``modules`` one by one in a fresh interpreter, then run ``then``; the first module
    whose import loaded a module under ``forbidden`` (other than those ``allowed``) and what was
    loaded (``first`` None: none).
    """
    code = "\n".join(
        [
            "import importlib, json, sys",
            f"bad = lambda: sorted(m for m in sys.modules if (m == {forbidden!r} or m.startswith({forbidden!r} + '.'))"
            f" and m not in {allowed!r})",
            f"for name in {modules!r}:",
            "    importlib.import_module(name)",
            "    if bad():",
            "        print(json.dumps({'first': name, 'loaded': bad()})); sys.exit(0)",
            textwrap.dedent(then),
            "print(json.dumps({'first': None, 'loaded': bad(), 'all': sorted(sys.modules)}))",
        ]
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        cwd=tempfile.gettempdir(),
        timeout=300,  # not the checkout: the installed package
        env={**os.environ, "HF_DATASETS_OFFLINE": "1", "HF_HUB_OFFLINE": "1"},
    )
    assert out.returncode == 0, out.stderr[-3000:]
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_the_module_lists_are_not_empty():
    hooks, reports = task_hook_modules(), report_modules()
    assert {
        "hardmath.lm_eval_tasks.harp.utils",
        "hardmath.lm_eval_tasks.teacher_forcing.utils",
        "hardmath.lm_eval_tasks.harp.variation_hooks",
    } <= set(hooks)
    assert {
        "hardmath.report.build",
        "hardmath.lm_eval_tasks.harp.analysis",
        "hardmath.lm_eval_tasks.putnam_axiom.report",
    } <= set(reports)


def test_task_hooks_do_not_import_the_report():
    found = _loads(task_hook_modules(), "hardmath.report")
    assert found["first"] is None, f"{found['first']} loads the report: {found['loaded']}"


def test_report_modules_do_not_import_the_checker():
    found = _loads(report_modules(), "hardmath.equivalence", allowed=CHECKER_VOCABULARY)
    assert found["first"] is None, f"{found['first']} loads the checker: {found['loaded']}"


def test_building_a_report_does_not_load_the_checker(tmp_path):
    """Not only importing: building every section, figures included, from hand-made logs of every
    benchmark leaves the checker unloaded (the report reads what grading logged: ``vote_class``,
    ``n_same``, ...).
    """
    then = f"""
        sys.path.insert(0, {str(REPO / "tests" / "report")!r})
        from pathlib import Path
        from report_handmade import example_runs
        from hardmath.report import build_report
        summary = build_report([example_runs(Path({str(tmp_path)!r}) / "runs")], Path({str(tmp_path)!r}) / "out",
                               tokenizer="none")
        assert summary.tables and summary.figures, "nothing built"
        """
    found = _loads(["hardmath.report"], "hardmath.equivalence", then=then, allowed=CHECKER_VOCABULARY)
    assert found["first"] is None and found["loaded"] == [], found


def test_a_harp_hook_import_loads_no_analysis():
    """``import hardmath.lm_eval_tasks.harp.utils`` loads no benchmark's analysis or report (before
    the split it loaded all three analyses and hardmath.report: 59 hardmath modules).
    """
    found = _loads(["hardmath.lm_eval_tasks.harp.utils"], "hardmath.report")
    mine = [m for m in found["all"] if m.startswith("hardmath.")]
    assert not [m for m in mine if m.rsplit(".", 1)[-1] in ("analysis", "report", "variation_report")], mine
