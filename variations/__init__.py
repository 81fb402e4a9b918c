"""Functional variations of published problems: templates that generate fresh, unseen instances.

Templates come in *families*, one per benchmark, each a package of modules that define
``TEMPLATES``: ``putnam`` (``variations/templates/y1980.py`` holds ``putnam_1980_*``) and
``harp`` (``variations/templates/harp/level3.py`` holds the HARP level-3 templates).
``templates()`` returns every family's templates, ``templates("harp")`` one family's;
``template.snapshot(seed)`` gives a concrete problem, solution and answer
(``template.snapshot(Original)`` gives the original).
"""

from __future__ import annotations

import importlib
import pkgutil

# The subpackage is imported here, before ``def templates`` below: importing a submodule binds it
# as an attribute of its parent, and a first import from inside ``templates()`` would replace
# the function ``hardmath.variations.templates`` by the module.
from . import templates as _template_modules
from .engine import Choice, IntRange, Original, OriginalSeed, Seed, Snapshot, Template, TemplateError, parse_seed

__all__ = [
    "Choice",
    "IntRange",
    "Original",
    "OriginalSeed",
    "Seed",
    "Snapshot",
    "Template",
    "TemplateError",
    "FAMILIES",
    "parse_seed",
    "templates",
    "snapshots",
]

# family -> the package whose modules (not subpackages) hold its templates
FAMILIES: dict[str, str] = {
    "harp": f"{_template_modules.__name__}.harp",
    "putnam": _template_modules.__name__,
}

_CACHE: dict[str, list[Template]] = {}


def _family(family: str) -> list[Template]:
    if family not in _CACHE:
        package = importlib.import_module(FAMILIES[family])
        found: dict[str, Template] = {}
        for info in sorted(pkgutil.iter_modules(package.__path__), key=lambda m: m.name):
            if info.ispkg:
                continue  # another family's package
            module = importlib.import_module(f"{package.__name__}.{info.name}")
            for template in getattr(module, "TEMPLATES", []):
                if template.name in found:
                    raise TemplateError(f"duplicate template name {template.name!r} ({info.name})")
                found[template.name] = template
        _CACHE[family] = [found[k] for k in sorted(found)]
    return _CACHE[family]


def templates(family: str | None = None) -> list[Template]:
    """The templates of one family (``"putnam"``, ``"harp"``), or of all of them, by name."""
    if family is not None and family not in FAMILIES:
        raise ValueError(f"unknown template family {family!r}; known: {', '.join(sorted(FAMILIES))}")
    chosen = [family] if family is not None else sorted(FAMILIES)
    out = [t for f in chosen for t in _family(f)]
    if len({t.name for t in out}) != len(out):
        raise TemplateError("a template name is used by two families")
    return sorted(out, key=lambda t: t.name)


def snapshots(seed: Seed, family: str | None = None) -> list[Snapshot]:
    """One snapshot of every template (of ``family``, default all) for ``seed``."""
    return [t.snapshot(seed) for t in templates(family)]
