"""HARP variation templates, one module per HARP level (``level3.py``: the level-3 templates).

Each template names its HARP problem by HARP's ``problem_id`` (``year/contest/number``) in
``source`` with its ``level`` and ``subject``; its name is ``harp_<year>_<contest>_<number>``
in lower case. :func:`harp_template` fills in what every HARP template shares.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from typing import Any

from hardmath.variations.checks import frac_tex
from hardmath.variations.engine import Choice, IntRange, Template

Params = Mapping[str, Any]


def tex(value: Any) -> str:
    """An exact answer as LaTeX: integers and fractions; strings pass through."""
    if isinstance(value, str):
        return value
    if isinstance(value, (int, Fraction)):
        return frac_tex(value)
    raise TypeError(f"no LaTeX form for {value!r}")


def template_name(problem_id: str) -> str:
    """``2019/AIME_I/14`` -> ``harp_2019_aime_i_14``."""
    year, contest, number = problem_id.split("/")
    return f"harp_{year}_{contest.lower()}_{number}"


def harp_template(
    problem_id: str,
    level: int,
    subject: str,
    statements: Sequence[str],
    solution: str,
    variables: Mapping[str, str],
    *,
    answer: str | Callable[[Params], str] | None = None,
    constants: Mapping[str, IntRange | Choice] | None = None,
    value: Callable[[Params], Any] | None = None,
    check: Callable[[Params], Any] | None = None,
    derived: Callable[[Params], Mapping[str, Any]] | None = None,
    constraint: Callable[[Params], bool] | None = None,
    ranges: str = "",
    **extra: Any,
) -> Template:
    """A HARP template: ``constant`` when it has constants (its answer is ``tex(value(params))``
    unless given, and ``[[ans]]`` shows it in the solution), else ``variable``. ``extra``: further
    :class:`Template` fields (``answer_band``, ``problem_key``, ``guessable``, ``inert``).
    """
    kind = "constant" if constants else "variable"
    if kind == "constant":
        if value is None or check is None:
            raise ValueError(f"{problem_id}: a constant template needs value and check")
        answer = answer if answer is not None else (lambda p: tex(value(p)))

        def full(p: Params) -> dict[str, Any]:
            extra = dict(derived(p)) if derived else {}
            return {**extra, "ans": answer({**p, **extra}) if callable(answer) else answer}

        derived_all = full
    else:
        derived_all = derived
    if answer is None:
        raise ValueError(f"{problem_id}: a variable template needs its answer")
    return Template(
        name=template_name(problem_id),
        kind=kind,
        statements=list(statements),
        solution=solution,
        answer=answer,
        variables=dict(variables),
        constants=dict(constants or {}),
        derived=derived_all,
        constraint=constraint,
        value=value,
        check=check,
        source={"problem_id": problem_id, "level": level, "subject": subject},
        ranges=ranges,
        **extra,
    )
