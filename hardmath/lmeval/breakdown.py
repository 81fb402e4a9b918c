"""Breakdown columns (per level / subject / split) that appear only when they can have a value.

A benchmark's ``process_results`` hook reports the overall metrics plus the breakdown columns
of the document's own level/subject (``with_columns``). :class:`hardmath.lmeval.tasks.HardmathTask`
then decides, once per run, which columns the table shows: those owned by at
least one evaluated document (``--limit`` / ``--samples`` included) and not owned by all of
them (such a column would repeat its overall metric, e.g. ``correct_level_3`` in the level-3
task). Every document reports every shown column (None where it is not its own), so all
documents, and all ranks under data parallel (lm-eval gathers per-sample metrics by key),
report the same keys; the ``hardmath_mean`` aggregation skips the Nones.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from itertools import islice

Columns = Callable[[dict], Mapping[str, str]]


def with_columns(overall: Mapping[str, float | None], columns: Mapping[str, str]) -> dict[str, float | None]:
    """``overall`` plus each breakdown column of a document: ``{column: overall[base]}``.

    ``columns`` maps a column to the overall metric it restricts, e.g.
    ``{"correct_level_3": "correct", "no_answer_level_3": "no_answer"}``.
    """
    return {**overall, **{col: overall[base] for col, base in columns.items()}}


def shown_columns(docs: Iterable[dict], columns: Columns) -> set[str]:
    """The columns owned by at least one of ``docs`` but not by all of them."""
    counts: Counter[str] = Counter()
    n = 0
    for doc in docs:
        n += 1
        counts.update(list(columns(doc)))
    return {col for col, k in counts.items() if k < n}


def evaluated_docs(
    docs: Iterable[dict], limit: int | float | None = None, samples: list[int] | None = None
) -> list[dict]:
    """The documents an lm-eval run scores, on every rank together (``--limit`` takes the
    first ones, ``--samples`` picks ids).
    """
    if samples:
        wanted = set(samples)
        return [d for i, d in enumerate(docs) if i in wanted]
    return list(islice(docs, None if limit is None else int(limit)))
