r"""The one table of named functions the checker knows, and how each back end computes them.

The parser (:mod:`.latex`) accepts ``\name``, the normalizer (:mod:`.normalize`) does not take
these names for words, plain text (:mod:`.plaintext`) gains their backslash, and the
evaluators (:mod:`.numeric` in floats and with mpmath, :mod:`.worker` in SymPy) look their
implementation up here by name.
"""

from __future__ import annotations

import cmath

# name -> (complex-float function or None (the caller handles it), mpmath name, SymPy name)
FUNCTIONS: dict[str, tuple] = {
    "sin": (cmath.sin, "sin", "sin"),
    "cos": (cmath.cos, "cos", "cos"),
    "tan": (cmath.tan, "tan", "tan"),
    "sec": (lambda z: 1 / cmath.cos(z), "sec", "sec"),
    "csc": (lambda z: 1 / cmath.sin(z), "csc", "csc"),
    "cot": (lambda z: 1 / cmath.tan(z), "cot", "cot"),
    "arcsin": (cmath.asin, "asin", "asin"),
    "arccos": (cmath.acos, "acos", "acos"),
    "arctan": (cmath.atan, "atan", "atan"),
    "sinh": (cmath.sinh, "sinh", "sinh"),
    "cosh": (cmath.cosh, "cosh", "cosh"),
    "tanh": (cmath.tanh, "tanh", "tanh"),
    "exp": (cmath.exp, "exp", "exp"),
    "floor": (None, "floor", "floor"),
    "ceil": (None, "ceil", "ceiling"),
    "sgn": (None, "sign", "sign"),
}
LOGARITHMS = {"log", "ln", "lg"}
NAMES = set(FUNCTIONS) | LOGARITHMS  # the parser's ``\name(...)`` functions
ROUNDING = {"floor", "ceil", "sgn"}  # written \lfloor x \rfloor, or as words in prose
PLAIN_TEXT = {"sin", "cos", "tan", "arcsin", "arccos", "arctan", "exp", "log", "ln"}  # "exp(2)" in plain text

FLOAT = {name: f for name, (f, _, _) in FUNCTIONS.items() if f is not None}
MPMATH = {name: attr for name, (_, attr, _) in FUNCTIONS.items()}
SYMPY = {name: attr for name, (_, _, attr) in FUNCTIONS.items()}
