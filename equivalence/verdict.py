"""The result of one decision (:class:`Verdict`) and the bounded cache of decisions."""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass

from .status import status_of

CHECKER_ERROR = "checker error"


@dataclass(frozen=True)
class Verdict:
    """``bool(v)`` is the decision; ``reason`` says why in a few words.

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

    def __bool__(self) -> bool:
        return self.equivalent

    @property
    def status(self) -> str:
        """The closed kind of decision beside the free-text ``reason``: equal, differs, no_answer,
        unfinished, too_large, timeout or checker_error (:func:`.status.status_of`).
        """
        return status_of(
            self.equivalent,
            self.reason,
            no_answer=self.no_answer,
            timed_out=self.timed_out,
            checker_error=self.checker_error,
        )


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
