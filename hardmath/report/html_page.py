"""``report.html``: the report's tables and figures and a browser of every graded response, in one
page that opens from disk with no network.

What is embedded and what is paged: the page holds the tables, the figures (PNG as data URIs),
and the browser's index (:mod:`hardmath.report.browser_data`: per response its status, answer,
reason, tokens, finish and vote class; per problem its text and gold) as one JSON block. Response
texts are embedded too while they total at most ``inline_limit`` characters (a CI run, a
``--limit`` run: one self-contained file); beyond that (a full 64-sample run: hundreds of MB of
text) they are written in chunks of ``chunk_size`` responses to ``report_files/`` beside the
page and loaded only when a row on screen needs one, so the page opens and filters in seconds
(bench/bench_report_html.py measures it).

Every text of the runs reaches the page as JSON data (``<`` written as a JSON unicode escape, so no
``</script>`` or ``<!--`` can end the block) and is put on screen with ``textContent``.
"""

from __future__ import annotations

import base64
import html
import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from hardmath.report.browser_data import browser_data
from hardmath.report.page_assets import CSS, JS, katex_head
from hardmath.report.table import _formatter

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from pathlib import Path

    from hardmath.report.runs import ModelRun
    from hardmath.report.table import Table

PAGE = "report.html"
FILES_DIR = "report_files"  # response chunks of a large run, beside the page
CHUNK_PREFIX = "responses-"
INLINE_LIMIT = 24_000_000  # characters of response text embedded in the page itself
CHUNK_SIZE = 2_000  # responses per side file
PAGE_SIZE = 20  # problems per browser page


@dataclass
class HtmlSection:
    """A heading with its tables, figures (title, PNG path) and notes, as report.md has them."""

    title: str
    tables: list[Table] = field(default_factory=list)
    figures: list[tuple[str, Path]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


def json_for_script(value: Any, ensure_ascii: bool = False) -> str:
    """``value`` as JSON that is safe inside ``<script type="application/json">``: ``<``, ``>``
    and ``&`` are written as JSON unicode escapes (no ``</script>``, ``<!--`` or ``]]>`` can appear),
    and so are U+2028/U+2029.
    """
    text = json.dumps(value, ensure_ascii=ensure_ascii, separators=(",", ":"))
    for ch, esc in (("<", "\\u003c"), (">", "\\u003e"), ("&", "\\u0026"), ("\u2028", "\\u2028"), ("\u2029", "\\u2029")):
        text = text.replace(ch, esc)
    return text


def script_block(element_id: str, value: Any) -> str:
    return f'<script type="application/json" id="{element_id}">{json_for_script(value)}</script>'


def table_html(t: Table, heading: bool = True) -> str:
    """One table as report.md shows it (its CSV-only columns left out), every cell escaped."""
    fmt = _formatter(t.digits)
    shown = [i for i, c in enumerate(t.columns) if c not in t.csv_only]
    head = "".join(f"<th>{html.escape(str(t.columns[i]))}</th>" for i in shown)
    body = "".join(
        "<tr>"
        + "".join(
            f'<td class="text">{html.escape(r[i])}</td>'
            if isinstance(r[i], str)
            else f"<td>{html.escape(fmt(r[i]))}</td>"
            for i in shown
        )
        + "</tr>"
        for r in t.rows
    )
    notes = "".join(f'<p class="note">{html.escape(n)}</p>' for n in t.notes)
    title = f"<h3>{html.escape(t.title)}</h3>" if heading else ""
    return (
        f'{title}<div class="tablewrap" id="t-{html.escape(t.name)}">'
        f'<table class="data"><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table></div>'
        f"{notes}"
    )


def figure_html(title: str, png: Path) -> str:
    """A PNG figure embedded as a data URI (the page needs no file beside it)."""
    data = base64.b64encode(png.read_bytes()).decode("ascii")
    alt = html.escape(title)
    return f'<figure><img alt="{alt}" src="data:image/png;base64,{data}"><figcaption>{alt}</figcaption></figure>'


def page(title: str, body: str, data: dict[str, Any], extra_scripts: str = "") -> str:
    """A whole page: inline style, pinned KaTeX (typesets when online), ``data`` as JSON, our script."""
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{html.escape(title)}</title>\n{katex_head()}\n<style>{CSS}</style></head>\n"
        f"<body>{body}\n{script_block('hm-data', data)}\n{extra_scripts}<script>{JS}</script></body></html>\n"
    )


def write_chunks(texts: Sequence[str], folder: Path, chunk_size: int) -> int:
    """Response texts as ``folder/responses-NNNNN.js`` files (``hardmathResponses(n, [...])``;
    the JSON is ASCII, so no character can end the string early). Returns how many.
    """
    folder.mkdir(parents=True, exist_ok=True)
    n = 0
    for n, start in enumerate(range(0, len(texts), chunk_size)):
        body = json.dumps(list(texts[start : start + chunk_size]), ensure_ascii=True, separators=(",", ":"))
        (folder / f"{CHUNK_PREFIX}{n:05d}.js").write_text(f"hardmathResponses({n},{body});\n", encoding="ascii")
    return n + 1 if texts else 0


def write_report_html(
    out: Path,
    models: Sequence[ModelRun],
    sections: Sequence[HtmlSection],
    notes: Sequence[str] = (),
    *,
    inline_limit: int = INLINE_LIMIT,
    chunk_size: int = CHUNK_SIZE,
    tick: Callable[[int], None] | None = None,
) -> Path:
    """Write ``out/report.html`` (and ``out/report_files/`` when the responses are too large to
    embed); returns the page's path.
    """
    data = browser_data(models, tick)
    index: dict[str, Any] = {"kind": "report", "pageSize": PAGE_SIZE, **data.index()}
    extra = ""
    if sum(len(t) for t in data.texts) <= inline_limit:
        index["texts"] = {"mode": "inline"}
        extra = script_block("hm-texts", data.texts) + "\n"
    else:
        write_chunks(data.texts, out / FILES_DIR, chunk_size)
        index["texts"] = {"mode": "chunks", "dir": FILES_DIR, "prefix": CHUNK_PREFIX, "chunk": chunk_size}
    body = [
        '<header><h1>hardmath report</h1><nav><a href="#tables">Tables and figures</a>'
        '<a href="#browser">Problem browser</a></nav></header><main>',
        '<section id="tables">',
    ]
    for s in sections:
        body.append(f"<h2>{html.escape(s.title)}</h2>")
        body += [table_html(t, heading=t.title != s.title) for t in s.tables]
        body += [figure_html(title, path) for title, path in s.figures]
        body += [f'<p class="note">{html.escape(n)}</p>' for n in s.notes]
    if notes:
        body.append("<h2>Notes</h2><ul>" + "".join(f"<li>{html.escape(n)}</li>" for n in notes) + "</ul>")
    body.append(
        '</section><section id="browser"><h2>Problem browser</h2>'
        '<p class="note">Every graded response: filter, then click a sample or "Show the whole response". '
        "The extracted answer is highlighted inside the response.</p>"
        '<div id="hm-browser"></div></section></main>'
    )
    path = out / PAGE
    path.write_text(page("hardmath report", "\n".join(body), index, extra), encoding="utf-8")
    return path
