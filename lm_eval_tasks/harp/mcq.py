"""HARP multiple-choice rendering (paper §5.2) and the 5 fixed choice scrambles (§5.3)."""

from __future__ import annotations

import functools
import itertools
import random
import re
from typing import Any

LETTERS = ("A", "B", "C", "D", "E")
SCRAMBLE_RUNS = (1, 2, 3, 4, 5)
FORMATS = ("text", "dot", "paren")
# A choice E that refers to the others keeps its slot in a scramble (§5.3): the authors' code keeps E
# when it says "none of" or "all of" ("None of the above", "none of these", "none of the other
# statements is true"); 174 problems of the release.
_POSITIONAL = re.compile(r"\b(none|all)\s+of\b", re.IGNORECASE)
_KEPT_SLOT = LETTERS.index("E")


def _check_choices(choices: dict[str, Any]) -> None:
    if sorted(choices) != list(LETTERS):
        raise ValueError(f"HARP MCQ choices must be keyed A-E, got {sorted(choices)}")


def _inline(choice: str) -> str:
    r"""A choice as math-mode text for the AoPS-style line: ``$x$`` -> ``x``, prose -> ``\text{}``."""
    c = choice.strip()
    if len(c) >= 2 and c.startswith("$") and c.endswith("$") and "$" not in c[1:-1]:
        return c[1:-1].strip()
    return "\\text{" + c + "}"


def format_choices(choices: dict[str, str], style: str) -> str:
    r"""The choice block of §5.2.

    ``dot``: ``A. <choice>`` one per line; ``paren``: ``(A) <choice>`` one per line; ``text``: the
    AoPS wiki's one-line ``$\textbf{(A) }… \qquad\textbf{(B) }…$``. The released data has no copy
    of the wiki's original choice line (the paper's ``full_text``), and its choices are already
    shuffled away from the AoPS order (not recoverable from the release), so ``text`` is the
    wiki's markup over the released order, not the paper's "original text" format.
    """
    _check_choices(choices)
    if style == "dot":
        return "\n".join(f"{k}. {choices[k]}" for k in LETTERS)
    if style == "paren":
        return "\n".join(f"({k}) {choices[k]}" for k in LETTERS)
    if style == "text":
        return "$" + "\\qquad".join(f"\\textbf{{({k}) }}{_inline(choices[k])}" for k in LETTERS) + "$"
    raise ValueError(f"unknown choice format {style!r}; expected one of {FORMATS}")


def keeps_order(choices: dict[str, str]) -> bool:
    """True when choice E says "none of" or "all of" (:func:`fixed_slots`)."""
    return bool(fixed_slots(choices))


def fixed_slots(choices: dict[str, str]) -> tuple[int, ...]:
    """The slots that keep their place while the other choices are deranged: E when it says
    "none of" or "all of" (the authors' rule; a choice elsewhere is moved like any other).
    """
    return (_KEPT_SLOT,) if _POSITIONAL.search(str(choices["E"])) else ()


def problem_key(row: dict[str, Any]) -> str:
    """A stable id of a HARP problem (contest, year, number)."""
    return f"{row['year']}/{row['contest']}/{row['number']}"


@functools.lru_cache(maxsize=8)
def _derangements(fixed: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Every permutation of the 5 slots that keeps ``fixed`` in place and moves every other
    choice (44 with none fixed, 9 with E fixed), in lexicographic order.
    """
    return tuple(
        p
        for p in itertools.permutations(range(len(LETTERS)))
        if all((p[i] == i) == (i in fixed) for i in range(len(LETTERS)))
    )


def derangement(key: str, run: int, fixed: tuple[int, ...] = ()) -> tuple[int, ...]:
    """Run ``run``'s permutation for problem ``key``: new slot i shows old choice perm[i].

    The 5 runs of a problem use 5 *different* derangements (§5.3: "each run using a different
    derangement"), drawn without replacement from all of them by a generator seeded with the
    problem's key (stable across processes and Python versions). ``fixed`` slots keep their
    choice and every other choice moves. Fewer than 5 derangements exist only when 3 or more
    slots are fixed (never in the release); then the runs cycle through them.
    """
    if run not in SCRAMBLE_RUNS:
        raise ValueError(f"scramble run must be one of {SCRAMBLE_RUNS}, got {run}")
    pool = _derangements(tuple(sorted(fixed)))
    if not pool:
        return tuple(range(len(LETTERS)))  # 4 or 5 fixed slots: nothing can move
    order = random.Random(f"harp-mcq-scramble:{key}:{fixed}").sample(range(len(pool)), len(pool))
    return pool[order[(run - 1) % len(pool)]]


def scramble(row: dict[str, Any], run: int) -> dict[str, Any]:
    """A copy of an MCQ row with run ``run``'s deranged choices and the gold letter moved along.

    A choice E that says "none of" / "all of" keeps its slot and the other four are deranged, as
    the authors' code does.
    """
    choices = row["choices"]
    _check_choices(choices)
    perm = derangement(problem_key(row), run, fixed_slots(choices))
    new = {LETTERS[i]: choices[LETTERS[j]] for i, j in enumerate(perm)}
    gold = LETTERS[perm.index(LETTERS.index(row["answer_choice"]))]
    return {**row, "choices": new, "answer_choice": gold, "scrambled": perm != tuple(range(len(LETTERS)))}
