"""A report table: named columns, rows of plain values, written as Markdown and CSV."""

from __future__ import annotations

import csv
import io
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Callable

MISSING = "–"


@dataclass
class Table:
    """``name`` (file stem), ``title``, ``columns`` and ``rows`` (one list per row).

    In Markdown, percentages (:func:`pct`) print with ``digits`` decimals (1: one convention
    for every table) and other floats (TFA, edit distances, correlations) with 4 significant
    figures, so 0.7995 stays 0.7995 and 0.000463 stays 0.000463; CSV keeps full precision
    (the shortest text that reads back as the same float). None (no data, e.g. a level absent from a ``--limit`` run) prints as "–" in
    Markdown and empty in CSV.
    """

    name: str
    title: str
    columns: list[str]
    rows: list[list[Any]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    digits: int = 1
    csv_only: tuple[str, ...] = ()  # columns too long to read in a page (a model's local path): CSV only

    def column(self, name: str) -> list[Any]:
        i = self.columns.index(name)
        return [r[i] for r in self.rows]

    def row(self, **match: Any) -> dict[str, Any]:
        """The first row whose columns equal ``match`` (a dict column -> value), for lookups."""
        for r in self.rows:
            d = dict(zip(self.columns, r, strict=True))
            if all(d.get(k) == v for k, v in match.items()):
                return d
        raise KeyError(f"table {self.name}: no row with {match}")

    def to_markdown(self) -> str:
        fmt = _formatter(self.digits)
        shown = [i for i, c in enumerate(self.columns) if c not in self.csv_only]
        lines = [f"| {' | '.join(self.columns[i] for i in shown)} |", f"|{'---|' * len(shown)}"]
        lines += [f"| {' | '.join(fmt(r[i]) for i in shown)} |" for r in self.rows]
        return "\n".join(lines)

    def to_csv(self) -> str:
        buf = io.StringIO()
        writer = csv.writer(buf, lineterminator="\n")
        writer.writerow(self.columns)
        for r in self.rows:
            writer.writerow(["" if _missing(v) else repr(float(v)) if isinstance(v, float) else v for v in r])
        return buf.getvalue()

    def write_csv(self, out_dir: Path) -> Path:
        path = Path(out_dir) / f"{self.name}.csv"
        path.write_text(self.to_csv(), encoding="utf-8")
        return path


def _missing(v: Any) -> bool:
    return v is None or (isinstance(v, float) and math.isnan(v))


def _formatter(digits: int) -> Callable[[Any], str]:
    def fmt(v: Any) -> str:
        if _missing(v):
            return MISSING
        if isinstance(v, bool):
            return "yes" if v else "no"
        if isinstance(v, Percent):
            return f"{v:.{digits}f}"
        if isinstance(v, float):
            return significant(v)
        return str(v).replace("|", "\\|")

    return fmt


def significant(v: float, figures: int = 4) -> str:
    """``v`` to ``figures`` significant figures without trailing zeros, never in exponent form
    for |v| >= 1e-6 (0.7995, 0.000463, 12.35, 0.5, 1234.5 -> 1235).
    """
    if v == 0 or not math.isfinite(v):
        return f"{v:g}"
    exponent = math.floor(math.log10(abs(v)))
    if exponent < -6:
        return f"{v:.{figures - 1}e}"
    text = f"{v:.{max(0, figures - 1 - exponent)}f}"
    return text.rstrip("0").rstrip(".") if "." in text else text


class Percent(float):
    """A percentage (printed with the table's percentage decimals)."""


def pct(fraction: float | None) -> Percent | None:
    """A fraction as a percentage (None and NaN stay missing)."""
    return None if _missing(fraction) else Percent(100.0 * float(fraction))


def percent(value: float | None) -> Percent | None:
    """A value that already is a percentage, marked as one (None and NaN stay missing)."""
    return None if _missing(value) else Percent(float(value))
