r"""An equation read as an assignment: ``x = 3``, ``f(2) = 7``, ``(x, y) = (1, 2)``, a named quantity
(``|AB| = 1``, ``V_1:V_2 = 11:21``), what a question asks for (``\\det``, ``\\lim``, ``17 \\bmod 5``)
or an equation with no variable (``\\frac12 \\cdot 6 \\cdot 8 = 24``) states its right side.
Split from :mod:`.compare`, which compares that right side with a bare answer.
"""

from __future__ import annotations

import re

from . import numeric
from .latex import ParseError, parse_once
from .structure import shape

_VAR = re.compile(
    r"^(?:[a-zA-Z]|\\(?:mathbf|vec|bm|boldsymbol|overrightarrow|hat)\s*(?:\{[a-zA-Z]{1,3}\}|[a-zA-Z])|\\[a-zA-Z]+)"
    r"(?:_\{?[a-zA-Z0-9]+\}?)?(?:\([^()=]*\))?$"
)  # x, \theta, a_1, f(2), \mathbf d, \vec{v}
_NAME = re.compile(r"^(?:[a-zA-Z]|\\[a-zA-Z]+)(?:_\{?[a-zA-Z0-9]+\}?)?$")
_POWER_OF_NAME = re.compile(r"^(?:[a-zA-Z]|\\[a-zA-Z]+)(?:_\{?[a-zA-Z0-9]+\}?)?\^(?:\d|\{\d+\})$")  # \varphi^2


_NAME_PARTS = re.compile(  # \Pr[X], \mathbb{P}(A)
    r"_\{?[a-zA-Z0-9]+\}?|\\(?:angle|measuredangle|overline|triangle|frac|mathrm|mathbb|mathcal|text|operatorname|Pr)"
    r"(?![a-zA-Z])|\\#|[|{}():/\[\]\s]"
)  # E[X], \mathbb{E}[X], \#S, |AB|: named quantities


_ASKED = re.compile(
    r"^\\begin\{[vV]matrix\}|^\\(?:lim|liminf|limsup|min|max|sup|inf|det|int|iint|sum|prod|gcd|(?:operatorname|text|mathrm)\{(?:lcm|gcd)\})(?![a-zA-Z])"
    r"|^(?:lcm|gcd)\("
    r"|\\[bp]mod(?![a-zA-Z])|^[a-zA-Z]\^\{-1\}\([^()=]*\)$"
)  # what a question asks for: issue 30 principle 5


def _is_named(lhs: str) -> bool:
    r"""A named quantity: letters only, maybe as a ratio, fraction, length or angle of named
    points (``|AB|``, ``A:B``, ``\\frac{NO}{BO}``, ``V_1 : V_2``, ``m\\angle ABC``); no numbers.
    """
    rest = _NAME_PARTS.sub("", lhs)
    return rest.isalpha() and rest.isascii()


def _is_assignee(lhs: str) -> bool:
    r"""A variable (``x``, ``a_1``, ``\\theta``), a function value (``f(2)``), a named quantity
    (:func:`_is_named`), what a question asks for (a determinant, limit, integral, sum, ``17 \\bmod 5``,
    ``f^{-1}(x)``) or a tuple of variables (``(x, y)``).
    """
    if _VAR.match(lhs) or _is_named(lhs) or _ASKED.search(lhs):
        return True
    sh = shape(lhs)
    return sh[0] == "seq" and sh[1] == "(" and all(i[0] == "expr" and _NAME.match(i[1]) for i in sh[3])


def _is_computation(lhs: str, rhs: str) -> bool:
    r"""An equation with no variable (``\\frac12 \\cdot 6 \\cdot 8 = 24``): the right side is its value."""
    try:
        return not numeric.symbols(parse_once(lhs)) and not numeric.symbols(parse_once(rhs))
    except (ParseError, RecursionError):
        return False


def _is_power_value(lhs: str, rhs: str) -> bool:
    r"""A power of a name equal to a closed-form constant (``\varphi^2 = \frac{3+\sqrt5}{2}``): the
    right side is the value of that named quantity (``2x = 5`` stays an equation).
    """
    if not _POWER_OF_NAME.match(lhs):
        return False
    try:
        return not numeric.symbols(parse_once(rhs))
    except (ParseError, RecursionError):
        return False


def rhs_of_assignment(x: tuple) -> tuple | None:
    r"""``x = 3`` / ``f(2) = 7`` / ``(x, y) = (1, 2)`` / ``\varphi^2 = c`` (one ``=``) -> shape of the
    right side.
    """
    if x[0] == "rel" and x[2] == ("=",):
        lhs, rhs = x[1]
        if _is_assignee(lhs) or _is_computation(lhs, rhs) or _is_power_value(lhs, rhs):
            return shape(rhs)
    return None
