r"""Pairs that only the SymPy worker decides, for the tests of its budget, limits and faults.

Every in-process stage must pass on them: floats overflow (a term ``e^{e^{11}}``, about 10^26003),
the relative 110-digit check sees agreement or cancellation noise, and equivalence.identity cannot
show them equal (``\sqrt{2}``, ``\tan``, ``\sec`` are opaque to it). test_identity.py checks that each
one really reaches the worker.
"""


def quick(n: int | str) -> str:
    r"""Equal to ``n``, and SymPy sees it at once (``\\sqrt{2}^2`` is 2 when the expression is built)."""
    return rf"\sqrt{{2}}^{{2}}e^{{e^{{11}}}}-2e^{{e^{{11}}}}+({n})"


BUSY = (r"e^{e^{11}}+(x+1)^{250}", r"e^{e^{11}}+(x+3)^{250}")  # differs; about 1-4 s of SymPy's CPU
WEDGE = (r"e^{e^{11}}+(a+b+c+d+e)^{400}", r"e^{e^{11}}+(a+b+c+d+f)^{400}")  # SymPy's expansion meets the memory cap
HEAVY = (r"e^{e^{11}}+\tan(x)^{200}", r"e^{e^{11}}+\sec(x)^{200}")  # SymPy needs minutes
