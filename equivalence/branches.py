r"""Two branches of a logarithm: ``\log(1+x) - \log(1-x)`` and ``\log\frac{1+x}{1-x}`` are the same
function where both are real, and at a sample point where an argument is negative their complex
values differ by :math:`2\pi i k / \ln b` only. A sample point where they do is passed over
(:func:`.values._sampled`, :func:`.precise.apart_by_period`); the other points decide.
"""

from __future__ import annotations

import math

from . import numeric
from .nodes import Log, Node, walk


def log_bases(*nodes: Node) -> tuple[Node, ...]:
    """The bases of the logarithms in ``nodes``; () when one is not a real above 1, or there is none."""
    bases = {}
    for node in nodes:
        for n in walk(node):
            if isinstance(n, Log):
                try:
                    base = numeric.approx(n.base)
                except (ValueError, ZeroDivisionError, OverflowError, TypeError, KeyError):
                    return ()
                if abs(base.imag) > 1e-12 or base.real <= 1:
                    return ()
                bases[repr(n.base)] = (n.base, base.real)
    return tuple(node for node, _ in bases.values())


def log_branches_apart(va: complex, vb: complex, bases: tuple[Node, ...]) -> bool:
    r"""Two values of logarithms that differ by :math:`2\pi i k / \ln b` only, ``k`` a nonzero integer
    (``\log(1+x) - \log(1-x)`` and ``\log\frac{1+x}{1-x}`` where an argument is negative: two branches).
    """
    d = va - vb
    if abs(d.real) > 1e-9 * (1 + abs(va)) or abs(d.imag) < 1:
        return False
    for base in bases:
        turns = d.imag * math.log(numeric.approx(base).real) / (2 * math.pi)
        if abs(turns - round(turns)) < 1e-9:
            return True
    return False
