"""No import circle in ``hardmath/`` (issue 42): the import graph of its modules is a tree (a DAG).

The graph is read from the source with ``ast`` (nothing is imported). Two views:

* every module of ``hardmath/``, module-level imports only (an import inside a function, or under
  ``if TYPE_CHECKING:``, runs late or never, so it cannot make an import-time circle);
* the lm-eval seam (``hardmath/lmeval/``), every import, function-level ones included: the seam is
  layered (compatibility shims, then the official parts and the patches that use them) and no
  module of it reaches back up, even lazily. The circle issue 42 found
  (``compat -> registration -> teacher_forcing -> tasks -> generation_limits -> compat``) ran
  through function-level imports.

An edge to a package that contains the importing module is left out: Python imports the parent
package first anyway, and ``hardmath.lmeval``'s ``__init__`` loads its names lazily.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "hardmath"
SEAM = "hardmath.lmeval"


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _module_level(body: list[ast.stmt]) -> list[ast.Import | ast.ImportFrom]:
    """The imports that run when the module is imported (``if``/``try``/``with`` blocks included,
    ``if TYPE_CHECKING:`` bodies, functions and classes' methods left out).
    """
    found: list[ast.Import | ast.ImportFrom] = []
    for node in body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            found.append(node)
        elif isinstance(node, ast.If):
            found += _module_level(node.orelse) + ([] if _is_type_checking(node) else _module_level(node.body))
        elif isinstance(node, ast.Try):
            for block in (node.body, node.orelse, node.finalbody, *(h.body for h in node.handlers)):
                found += _module_level(block)
        elif isinstance(node, (ast.With, ast.ClassDef)):
            found += _module_level(node.body)
    return found


def _every_import(tree: ast.Module) -> list[ast.Import | ast.ImportFrom]:
    return [node for node in ast.walk(tree) if isinstance(node, (ast.Import, ast.ImportFrom))]


def _targets(node: ast.Import | ast.ImportFrom, module: str, is_package: bool, known: set[str]) -> set[str]:
    """The modules of ``known`` that ``node`` (in ``module``) imports."""
    if isinstance(node, ast.Import):
        names = [alias.name for alias in node.names]
    else:
        base = node.module or ""
        if node.level:
            parent = module.split(".") if is_package else module.split(".")[:-1]
            parent = parent[: len(parent) - (node.level - 1)]
            base = ".".join([*parent, *([base] if base else [])])
        # ``from pkg import sub`` imports the submodule; ``from mod import name``, the module
        names = [f"{base}.{a.name}" if f"{base}.{a.name}" in known else base for a in node.names]
    out = set()
    for name in names:
        while name and name not in known:
            name = name.rpartition(".")[0]
        if name and name != module and not module.startswith(name + "."):
            out.add(name)
    return out


def import_graph(every_import: bool, within: str = "hardmath") -> dict[str, set[str]]:
    """Module -> the modules of ``within`` it imports (module-level only unless ``every_import``)."""
    files = {_module_name(p): p for p in PACKAGE.rglob("*.py")}
    known = {m for m in files if m == within or m.startswith(within + ".")}
    graph = {}
    for module in sorted(known):
        path = files[module]
        tree = ast.parse(path.read_text(), filename=str(path))
        nodes = _every_import(tree) if every_import else _module_level(tree.body)
        graph[module] = set().union(*(_targets(n, module, path.name == "__init__.py", known) for n in nodes))
    return graph


def _circle_from(node: str, graph: dict[str, set[str]], path: list[str], done: set[str]) -> list[str] | None:
    """A circle reachable from ``node`` along ``path`` (depth first), or None; ``done`` holds the
    modules from which none is reachable.
    """
    if node in path:
        return [*path[path.index(node) :], node]
    if node in done:
        return None
    path.append(node)
    for nxt in sorted(graph.get(node, ())):
        circle = _circle_from(nxt, graph, path, done)
        if circle:
            return circle
    path.pop()
    done.add(node)
    return None


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Circles of ``graph`` (each a path that ends where it starts); empty when it is a DAG."""
    found: list[list[str]] = []
    done: set[str] = set()
    for start in sorted(graph):
        circle = _circle_from(start, graph, [], done)
        if circle:
            found.append(circle)
            done.update(circle)
    return found


def test_the_graph_reader_finds_a_circle_and_its_edges():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c", "a"]]
    assert cycles({"a": {"b"}, "b": set(), "c": {"a", "b"}}) == []
    graph = import_graph(every_import=True, within=SEAM)
    assert "hardmath.lmeval.compat" in graph["hardmath.lmeval.tasks"]  # a module-level import
    assert "hardmath.lmeval.filters" in graph["hardmath.lmeval.registration"]  # one inside register()
    assert "hardmath.lmeval.registration" not in import_graph(every_import=False, within=SEAM)["hardmath.lmeval"]


def test_no_module_level_import_circle_in_hardmath():
    assert cycles(import_graph(every_import=False)) == []


def test_the_lm_eval_seam_is_a_tree_even_counting_imports_inside_functions():
    graph = import_graph(every_import=True, within=SEAM)
    assert cycles(graph) == []
    assert not graph["hardmath.lmeval.compat"], "compat (the compatibility layer) imports no other seam module"
