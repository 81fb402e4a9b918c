"""``hardmath compare`` as a page and as Markdown: the gate's decision first, the per-task changes
with their bootstrap bounds, then every problem whose ``correct`` flipped between BASE and NEW
(right -> wrong, wrong -> right) with both responses.

The Markdown (``--format markdown``) is for a CI job summary (``$GITHUB_STEP_SUMMARY``); every
text from the runs in it is escaped (no HTML, links or table breaks from model output). The
page (``--html FILE``) holds its data as JSON and puts every text on screen as text
(:mod:`hardmath.report.html_page`).
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from hardmath.report.browser_data import VERDICT_OF_STATUS, gold_text, graded, problem_text
from hardmath.report.compare import NOT_COMPARABLE, OK, REGRESSION, _single_model, _value, keyed
from hardmath.report.html_page import page
from hardmath.report.table import significant

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    from hardmath.report.compare import Comparison

FLIP_METRIC = "correct"
DECISIONS = {OK: "PASS: no regression", REGRESSION: "FAIL: regression", NOT_COMPARABLE: "FAIL: runs not comparable"}
MD_FLIPS = 20  # flipped problems listed per direction in the Markdown summary (all are on the page)


@dataclass
class Flip:
    """One problem whose ``correct`` changed: its rows in BASE and NEW."""

    task: str
    doc_id: Any
    base: Mapping[str, Any]
    new: Mapping[str, Any]
    base_correct: float
    new_correct: float

    @property
    def direction(self) -> str:
        return "right → wrong" if self.new_correct < self.base_correct else "wrong → right"


def flips(comparison: Comparison) -> list[Flip]:
    """Every matched problem of the compared tasks whose ``correct`` differs between the runs
    (regressions first, then by task and document).
    """
    b, n = _single_model(comparison.base), _single_model(comparison.new)
    tasks = sorted({c.task for c in comparison.changes})
    out = []
    for task in tasks:
        kb, kn = keyed(b.samples(task) or []), keyed(n.samples(task) or [])
        for key, rb in kb.items():
            rn = kn.get(key)
            if rn is None:
                continue
            vb, vn = _value(rb, FLIP_METRIC), _value(rn, FLIP_METRIC)
            if vb is not None and vn is not None and vb != vn:
                out.append(Flip(task, rb.get("doc_id"), rb, rn, vb, vn))
    out.sort(key=lambda f: (f.new_correct > f.base_correct, f.task, str(f.doc_id)))
    return out


def decision(comparison: Comparison, allow_missing: bool = False) -> tuple[int, str]:
    """The gate's exit code and its one-line verdict."""
    code = comparison.exit_code(allow_missing=allow_missing)
    return code, DECISIONS[code]


def _number(v: float) -> str:
    return significant(v) if v else "0"


def _side(row: Mapping[str, Any]) -> dict[str, Any]:
    """One run's row of a flipped problem, for the page: each graded response and its text."""
    from hardmath.lmeval.records import flatten

    texts = [r for r in flatten(row.get("resps") or []) if isinstance(r, str)]
    samples = []
    for i, (rec, _vote) in enumerate(graded(row) or []):
        samples.append(
            {
                "verdict": VERDICT_OF_STATUS.get(rec.status or "", "wrong"),
                "status": rec.status,
                "answer": rec.answer,
                "reason": rec.reason,
                "tokens": rec.tokens,
                "finish": "unknown" if rec.max_length is None else "length" if rec.max_length else "stop",
                "text": texts[i] if i < len(texts) else "",
            }
        )
    return {"correct": _value(row, FLIP_METRIC), "samples": samples}


def _notes(comparison: Comparison) -> list[str]:
    c = comparison
    lines = [f"{t}: in BASE only (missing from NEW)" for t in c.only_in_base]
    lines += [f"{t}: in NEW only (not compared)" for t in c.only_in_new]
    lines += [f"{t}: not tested: {why}" for t, why in c.not_testable.items()]
    lines += [f"{t}: {b} sample(s) only in BASE, {n} only in NEW (left out)" for t, (b, n) in c.unmatched.items()]
    lines += [f"{t}: {what} (compared anyway)" for t, what in c.version_changes.items()]
    allowed = "gated anyway: --allow-backend-errors" if c.allow_backend_errors else "not comparable"
    lines += [f"{t}: {what}, scored wrong ({allowed})" for t, what in c.backend_errors.items()]
    return lines


def _rule(comparison: Comparison) -> str:
    c = comparison
    return (
        f"paired bootstrap ({c.iters} resamples, seed {c.seed}); a metric regresses when the one-sided "
        f"{100 * (1 - c.alpha):.0f}% upper bound of its change is below {-c.tolerance if c.tolerance else 0:g}"
    )


def _tag(c: Any) -> str:
    return "REGRESSED" if c.regressed else "improved" if c.improved else "noise"


def compare_html(comparison: Comparison, found: Sequence[Flip], allow_missing: bool = False) -> str:
    """The compare page: decision, per-task changes with bounds, notes, then the flipped problems."""
    code, verdict = decision(comparison, allow_missing)
    css = {OK: "d-pass", REGRESSION: "d-fail", NOT_COMPARABLE: "d-nc"}[code]
    rows = "".join(
        "<tr>"
        + "".join(
            f"<td{' class=text' if i < 2 else ''}>{html.escape(v)}</td>"
            for i, v in enumerate(
                [
                    c.task,
                    c.metric,
                    _number(c.base),
                    _number(c.new),
                    f"{c.delta:+.4f}",
                    f"[{c.low:+.4f}, {c.high:+.4f}]",
                    str(c.n),
                ]
            )
        )
        + f'<td class="text tag-{_tag(c).lower()}">{_tag(c)}</td></tr>'
        for c in comparison.changes
    )
    head = "".join(
        f"<th>{h}</th>"
        for h in ("task", "metric", "BASE", "NEW", "change", f"{100 * (1 - comparison.alpha):.0f}% bounds", "n", "")
    )
    notes = "".join(f"<li>{html.escape(n)}</li>" for n in _notes(comparison))
    down = sum(f.direction == "right → wrong" for f in found)
    body = (
        '<header><h1>hardmath compare</h1><nav><a href="#changes">Changes</a><a href="#flips">Flipped problems</a>'
        "</nav></header><main>"
        f'<div class="decision {css}" id="hm-decision">{html.escape(verdict)}</div>'
        f"<p>BASE <b>{html.escape(comparison.base)}</b> → NEW <b>{html.escape(comparison.new)}</b>; "
        f"{html.escape(_rule(comparison))}.</p>"
        f'<h2 id="changes">Per task and metric</h2><div class="tablewrap"><table class="data" id="hm-changes">'
        f"<thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table></div>"
        + (f"<ul>{notes}</ul>" if notes else "")
        + f'<h2 id="flips">Flipped problems: {down} right → wrong, {len(found) - down} wrong → right</h2>'
        '<div id="hm-flips"></div></main>'
    )
    data = {
        "kind": "compare",
        "pageSize": 20,
        "base": comparison.base,
        "new": comparison.new,
        "flips": [
            {
                "task": f.task,
                "doc": f.doc_id,
                "direction": f.direction,
                "problem": problem_text(f.base.get("doc") or {}),
                "gold": gold_text(f.base),
                "base": _side(f.base),
                "new": _side(f.new),
            }
            for f in found
        ],
    }
    return page(f"hardmath compare: {verdict}", body, data)


def write_compare_html(
    path: str | Path, comparison: Comparison, found: Sequence[Flip] | None = None, allow_missing: bool = False
) -> Path:
    """Write the compare page to ``path`` (atomically); ``found``: the flips, when already listed."""
    from hardmath.cache import write_atomically

    out = Path(path)
    found = flips(comparison) if found is None else found
    write_atomically(out, compare_html(comparison, found, allow_missing).encode("utf-8"))
    return out


def md_text(value: Any, limit: int = 80) -> str:
    """Untrusted text as one inert Markdown table cell: no HTML, links, code or table breaks."""
    text = " ".join(str(value).split())
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    for ch in "\\`*_[]()|!#~":
        text = text.replace(ch, "\\" + ch)
    return text


def compare_markdown(comparison: Comparison, found: Sequence[Flip], allow_missing: bool = False) -> str:
    """The Markdown summary: decision, changes table, notes, flipped problems (the first
    :data:`MD_FLIPS` of each direction).
    """
    code, verdict = decision(comparison, allow_missing)
    mark = {OK: "✅", REGRESSION: "❌", NOT_COMPARABLE: "⚠️"}[code]
    lines = [
        f"## {mark} hardmath compare: {verdict}",
        "",
        f"BASE {md_text(comparison.base, 200)} → NEW {md_text(comparison.new, 200)}; {_rule(comparison)}.",
        "",
        f"| task | metric | BASE | NEW | change | {100 * (1 - comparison.alpha):.0f}% bounds | n | |",
        "|---|---|---:|---:|---:|---|---:|---|",
    ]
    for c in comparison.changes:
        tag = _tag(c)
        lines.append(
            f"| {md_text(c.task)} | {md_text(c.metric)} | {_number(c.base)} | {_number(c.new)} | {c.delta:+.4f} "
            f"| [{c.low:+.4f}, {c.high:+.4f}] | {c.n} | {'**' + tag + '**' if c.regressed else tag} |"
        )
    notes = _notes(comparison)
    if notes:
        lines += ["", *[f"- {md_text(n, 300)}" for n in notes]]
    down = [f for f in found if f.direction == "right → wrong"]
    up = [f for f in found if f.direction == "wrong → right"]
    lines += ["", f"### Flipped problems: {len(down)} right → wrong, {len(up)} wrong → right", ""]
    for title, group in (("right → wrong", down), ("wrong → right", up)):
        if not group:
            continue
        lines += [f"**{title}**", "", "| task | doc | gold | BASE answer | NEW answer |", "|---|---:|---|---|---|"]
        for f in group[:MD_FLIPS]:
            lines.append(
                f"| {md_text(f.task)} | {md_text(f.doc_id)} | {md_text(gold_text(f.base), 40)} "
                f"| {_answers(f.base)} | {_answers(f.new)} |"
            )
        if len(group) > MD_FLIPS:
            lines.append(f"\n{len(group) - MD_FLIPS} more: see the compare page (`--html`).")
        lines.append("")
    return "\n".join(lines).rstrip() + "\n"


def refused_markdown(why: str) -> str:
    """The Markdown summary of a comparison refused before any metric was compared."""
    return f"## ⚠️ hardmath compare: {DECISIONS[NOT_COMPARABLE]}\n\n{md_text(why, 1000)}\n"


def _answers(row: Mapping[str, Any]) -> str:
    records = graded(row) or []
    if not records:
        return "–"
    shown = [("none" if r.answer is None else md_text(r.answer, 30)) + f" ({r.status})" for r, _ in records[:3]]
    return ", ".join(shown) + (f" +{len(records) - 3}" if len(records) > 3 else "")
