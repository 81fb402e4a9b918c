"""The result of one decision (:class:`Verdict`) and the bounded cache of decisions."""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass

from .status import STATUSES

CHECKER_ERROR = "checker error"


@dataclass(frozen=True)
class Verdict:
    """``bool(v)`` is the decision; ``reason`` says why in a few words.

    ``status`` is the closed kind of decision (:data:`.status.STATUSES`), stored with it.
    ``answer`` is the extracted answer (set by :func:`grade`), ``no_answer`` is True when
    extraction found nothing (counted apart from wrong answers), ``timed_out`` when the
    hard time bound cut the decision short (scored wrong), ``checker_error`` when the
    checker itself failed (a bug of ours, scored wrong and counted apart, never "no answer").
    """

    equivalent: bool
    reason: str
    answer: str | None = None
    no_answer: bool = False
    timed_out: bool = False
    checker_error: bool = False
    used_worker: bool = False  # the decision asked the SymPy worker (the costly part; maj@k's budget counts it)
    status: str = ""  # one of STATUSES, set where the decision is made (else from the flags: see __post_init__)

    def __post_init__(self) -> None:
        """``status`` is stored: given by the code that decides (``too_large``, ``unfinished``), else the one
        the flags name (checker_error, timeout, no_answer, equal, differs); never read from ``reason``.
        """
        if not self.status:
            object.__setattr__(self, "status", _from_flags(self))
        elif self.status not in STATUSES:
            raise ValueError(f"unknown verdict status {self.status!r}; expected one of {STATUSES}")

    def __bool__(self) -> bool:
        return self.equivalent


def _from_flags(verdict: Verdict) -> str:
    if verdict.checker_error:
        return "checker_error"
    if verdict.timed_out:
        return "timeout"
    if verdict.no_answer:
        return "no_answer"
    return "equal" if verdict.equivalent else "differs"


class VerdictCache:
    """A bounded, thread-safe LRU map from what decides a verdict to the verdict; a timed-out
    verdict or a checker error is never stored (a later try may finish in time; an outside kill is no verdict).
    """

    def __init__(self, maxsize: int) -> None:
        self.maxsize = maxsize
        self.hits = self.misses = 0
        self._items: OrderedDict = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key) -> Verdict | None:
        with self._lock:
            found = self._items.get(key)
            if found is None:
                self.misses += 1
            else:
                self.hits += 1
                self._items.move_to_end(key)
            return found

    def put(self, key, verdict: Verdict) -> None:
        if verdict.timed_out or verdict.checker_error:
            return
        with self._lock:
            self._items[key] = verdict
            self._items.move_to_end(key)
            while len(self._items) > self.maxsize:
                self._items.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self.hits = self.misses = 0

    def info(self) -> dict[str, int]:
        """hits, misses, size and maxsize (for benchmarks and tests)."""
        with self._lock:
            return {"hits": self.hits, "misses": self.misses, "size": len(self._items), "maxsize": self.maxsize}
