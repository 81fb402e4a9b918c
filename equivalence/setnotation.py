r"""Sets of reals written as sets, read as the solution sets the interval comparison knows
(:mod:`.intervals`): set-builder notation states its condition (``\{x : -3 < x < 2\}`` is
``-3 < x < 2``, ``\{y \in \mathbb{R} \mid y \ge 7\}`` is ``y \ge 7``), and the reals without finitely
many points are open intervals (``\mathbb{R} \setminus \{0\}`` is ``(-\infty,0)\cup(0,\infty)``); a
condition that lists its variable's values states them (``\{x \mid x = 1 \lor x = 7\}`` is ``\{1,7\}``).
Both sides of a comparison go through :func:`.normalize.normalize`, which calls these; a set over
another domain (``\mathbb{Z}``) or with a condition that is no inequality is left as written.
"""

from __future__ import annotations

import re
from fractions import Fraction

_REALS = r"(?:\\mathbb\s*\{?\s*R\s*\}?|\\R(?![a-zA-Z])|\\Bbb\s*\{?\s*R\s*\}?)"
_SET_BUILDER = re.compile(
    r"^\\\{\s*([a-zA-Z])\s*(?:\\in\s*" + _REALS + r"\s*)?(?::|\\mid(?![a-zA-Z])|\\vert(?![a-zA-Z])|\|)\s*(.+?)\s*\\\}$"
)
_INEQUALITY = re.compile(r"[<>]|\\[lg]e(?:q)?(?![a-zA-Z])|\\ne(?:q)?(?![a-zA-Z])|\\in(?![a-zA-Z])")
_REALS_WITHOUT = re.compile(
    r"^" + _REALS + r"\s*(?:\\setminus|\\smallsetminus|\\backslash|-)\s*\\\{\s*((?:[^{}]|\{[^{}]*\})*?)\s*\\\}$"
)
_POINT = re.compile(r"^\s*(-?)\s*(?:(\d+(?:\.\d+)?)|\\frac\s*\{\s*(\d+)\s*\}\s*\{\s*(\d+)\s*\})\s*$")
MAX_POINTS = 16


def set_builder_condition(s: str) -> str:
    r"""``\{x : cond\}`` (also ``\mid``, ``|``, ``x \in \mathbb{R}``) -> ``cond`` when ``cond`` is an
    inequality in ``x`` (or ``x \in`` an interval); else ``s``.
    """
    m = _SET_BUILDER.match(s)
    if (
        m is None
        or not _INEQUALITY.search(m.group(2))
        or not re.search(rf"(?<![a-zA-Z\\]){m.group(1)}(?![a-zA-Z])", m.group(2))
    ):
        return s
    return m.group(2)


_DOMAIN = r"(?:\\in\s*(?:" + _REALS + r"|\\mathbb\s*\{?\s*([CZNQ])\s*\}?|\\C(?![a-zA-Z]))\s*)?"
_MEMBERS_BUILDER = re.compile(
    r"^\\\{\s*([a-zA-Z])\s*" + _DOMAIN + r"(?::|\\mid(?![a-zA-Z])|\\vert(?![a-zA-Z])|\|)\s*(.+?)\s*\\\}$"
)
_OR = re.compile(  # "x = 1 or x = 7", "x=1 \lor x=7", "x = 1, x = 7", "x=1 \quad\text{or}\quad x=7"
    r"(?:\s*(?:\\text\s*\{\s*or\s*\}|\\(?:lor|vee|quad|qquad)(?![a-zA-Z])|(?<![a-zA-Z])or(?![a-zA-Z])|,|\\[,;])\s*)+"
)
_NOT_A_MEMBER = re.compile(
    r"[=<>]|\\[lgn]e(?:q)?(?![a-zA-Z])|\\(?:land|wedge|pm|mp)(?![a-zA-Z])|(?<![a-zA-Z])and(?![a-zA-Z])"
)  # a value holds none of these (a leading \pm is read apart)


def set_builder_members(s: str) -> str:
    r"""``\{x : x = 1 \text{ or } x = 7\}`` (also ``\mid``, ``\lor``, ``\vee``, commas, ``x \in \mathbb{R}``)
    -> ``\{1,7\}``: a condition that only lists the values of its variable states them; else ``s``.
    """
    m = _MEMBERS_BUILDER.match(s)
    if m is None or "=" not in m.group(3):
        return s
    name, values = m.group(1), []
    own = re.compile(rf"(?<![a-zA-Z\\]){name}(?![a-zA-Z])")
    for part in _OR.split(m.group(3)):
        said = re.match(rf"^{name}\s*=\s*(\\pm|\\mp)?\s*(.+)$", part.strip())
        if said is None or _NOT_A_MEMBER.search(said.group(2)) or own.search(said.group(2)):
            return s  # "x = 1 and x = 7", "x = y + 1", "x^2 = 1": no list of values
        value = said.group(2).strip()
        values += [value, f"-({value})"] if said.group(1) else [value]  # "x = \pm 1": both signs
    if m.group(2) in ("Z", "N", "Q") and not all(re.fullmatch(r"-?\(?-?\d+\)?", v) for v in values):
        return s  # over the integers only an integer is surely a member
    return "\\{" + ",".join(values) + "\\}"


def _point(text: str) -> Fraction | None:
    m = _POINT.match(text)
    if m is None:
        return None
    value = Fraction(m.group(2)) if m.group(2) else Fraction(int(m.group(3)), int(m.group(4)))
    return -value if m.group(1) else value


def reals_without_points(s: str) -> str:
    r"""``\mathbb{R} \setminus \{a, b\}`` (numbers) -> ``(-\infty,a)\cup(a,b)\cup(b,\infty)``; else ``s``."""
    m = _REALS_WITHOUT.match(s)
    if m is None:
        return s
    items = [i.strip() for i in m.group(1).split(",")]
    points = [(_point(i), i) for i in items]
    if not 0 < len(points) <= MAX_POINTS or any(p is None for p, _ in points):
        return s
    ordered = [text for _, text in sorted(dict((p, t) for p, t in points).items())]
    bounds = ["-\\infty", *ordered, "\\infty"]
    return "\\cup".join(f"({lo},{hi})" for lo, hi in zip(bounds, bounds[1:], strict=False))
