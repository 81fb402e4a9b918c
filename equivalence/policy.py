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


@dataclass
class Decision:
    """One decision in progress: its policy, the worker budget (seconds) it may still use and how many
    requests it sent to the SymPy worker (``requests``: the decision's own count, passed with it).
    """

    policy: Policy
    left: float
    requests: int = 0

    @classmethod
    def start(cls, policy: Policy) -> Decision:
        return cls(policy, policy.budget)
