"""A report section: a heading with its tables, figures and notes."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from hardmath.report.figures import Figure
    from hardmath.report.table import Table


@dataclass
class Section:
    """``tasks``: the tasks its tables/figures show; ``skipped``: tasks of its benchmark that
    were found but have no table here, with the reason (the report lists every other task).
    """

    title: str
    tables: list[Table] = field(default_factory=list)
    figures: list[Figure] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    tasks: set[str] = field(default_factory=set)
    skipped: dict[str, str] = field(default_factory=dict)

    def __bool__(self) -> bool:
        return bool(self.tables or self.figures or self.notes)
