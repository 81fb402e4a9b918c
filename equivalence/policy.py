"""The settings of a decision, one frozen value passed from :func:`~.grade.grade` down to the
interpreters and the worker request (as math-verify's ``verify(..., float_rounding, timeout)``:
every knob is visible at the call), and the state of one decision in progress.
"""

from __future__ import annotations

from dataclasses import dataclass

DECIMAL_POLICIES = ("exact", "rounded")


@dataclass(frozen=True)
class Policy:
    """``decimals``: "exact" (a decimal equals an exact value only when exactly equal) or
    "rounded" (see :mod:`.values`); ``budget``: seconds of SymPy-worker CPU one decision may use
    (:func:`.bounded.default_timeout` when built by :meth:`of` without one).
    """

    decimals: str = "exact"
    budget: float = 1.0

    def __post_init__(self) -> None:
        if self.decimals not in DECIMAL_POLICIES:
            raise ValueError(f"unknown decimal policy {self.decimals!r}; expected one of {DECIMAL_POLICIES}")
        if not isinstance(self.budget, (int, float)) or not self.budget > 0:
            raise ValueError(f"the time budget must be a positive number of seconds, not {self.budget!r}")

    @classmethod
    def of(cls, timeout: float | None = None, decimals: str = "exact") -> Policy:
        """The policy of the keyword arguments of :func:`~.grade.grade` / :func:`~.compare.is_equivalent`."""
        from .bounded import default_timeout

        return cls(decimals, default_timeout() if timeout is None else float(timeout))


WORK_SPENT = "not decided: work budget spent"


class WorkSpent(Exception):
    """A group of decisions (:class:`Allowance`) used up its counted work."""


@dataclass
class Allowance:
    """Work that several decisions may do together (maj@k: one document's grouping), counted, never
    timed: one unit per comparison of two shapes and one per ``LEAF_CHARS`` characters of the two
    values a leaf compares (:meth:`Decision.charge`), so its cost is known from the answers alone.
    """

    left: int
    spent: int = 0

    def charge(self, units: int) -> None:
        """Take ``units``; :class:`WorkSpent` once more than the allowance is taken."""
        self.spent += units
        if self.spent > self.left:
            raise WorkSpent(WORK_SPENT)


LEAF_CHARS = 64  # a leaf comparison costs one unit per this many characters of its two values


@dataclass
class Decision:
    """One decision in progress: its policy, the worker budget (seconds) it may still use and how many
    requests it sent to the SymPy worker (``requests``: the decision's own count, passed with it).
    """

    policy: Policy
    left: float
    requests: int = 0
    allowance: Allowance | None = None

    def charge(self, units: int) -> None:
        """Count ``units`` of work against the decision's :class:`Allowance` (if it has one)."""
        if self.allowance is not None:
            self.allowance.charge(units)

    @classmethod
    def start(cls, policy: Policy) -> Decision:
        return cls(policy, policy.budget)
