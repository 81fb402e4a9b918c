"""What the docs show matches what it describes: every Markdown table renders as a table (no
blank line splitting one into a paragraph of pipes), the task versions quoted in lm-eval tables
are the tasks' versions, and docs/tasks.md names every field of the grade record.
"""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path

import pytest
from markdown_it import MarkdownIt

from hardmath.grade_record import GradeRecord

REPO = Path(__file__).resolve().parents[2]
PAGES = [
    REPO / "README.md",
    *sorted((REPO / "docs").glob("*.md")),
    *sorted((REPO / "lm_eval_tasks").glob("*/README.md")),
]
VERSIONS = {
    task: entry["version"]
    for task, entry in json.loads((REPO / "lm_eval_tasks" / "task_versions.json").read_text()).items()
}
LM_EVAL_HEADER = re.compile(r"^\|\s*Tasks\s*\|\s*Version\s*\|")
LM_EVAL_ROW = re.compile(r"^\|\s*-?\s*([a-z][a-z0-9_]*)\s*\|\s*([0-9][0-9.]*)\s*\|")


def _lm_eval_rows(text: str) -> list[tuple[str, str]]:
    """(task, version) of every row of an lm-eval results table quoted in ``text``."""
    rows, inside = [], False
    for line in text.splitlines():
        inside = bool(LM_EVAL_HEADER.match(line)) or (inside and line.startswith("|"))
        match = LM_EVAL_ROW.match(line) if inside else None
        if match:
            rows.append((match[1], match[2]))
    return rows


def _pipe_paragraphs(text: str) -> list[str]:
    """Paragraphs whose first line looks like a table row: a table Markdown did not read as one."""
    tokens = MarkdownIt("commonmark").enable("table").parse(text)
    return [
        tokens[i + 1].content.splitlines()[0]
        for i, t in enumerate(tokens)
        if t.type == "paragraph_open" and tokens[i + 1].content.lstrip().startswith("|")
    ]


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(REPO)))
def test_every_table_renders_as_a_table(page):
    assert _pipe_paragraphs(page.read_text(encoding="utf-8")) == []


def test_a_broken_table_is_caught():
    broken = "| a | b |\n|---|---|\n| 1 | 2 |\n\n| 3 | 4 |\n"
    assert _pipe_paragraphs(broken) == ["| 3 | 4 |"]


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(REPO)))
def test_quoted_task_versions_are_the_tasks_versions(page):
    quoted = [
        (task, version) for task, version in LM_EVAL_ROW.findall(page.read_text(encoding="utf-8")) if task in VERSIONS
    ]
    wrong = [(task, version, VERSIONS[task]) for task, version in quoted if version != VERSIONS[task]]
    assert wrong == [], f"{page.name}: (task, quoted, actual) {wrong}"


def test_a_wrong_quoted_version_is_caught():
    table = "|     Tasks      |Version|Filter|\n| - harp_ci      |    0.9|graded|\n"
    assert _lm_eval_rows(table) == [("harp_ci", "0.9")] and VERSIONS["harp_ci"] != "0.9"


def test_tasks_page_names_every_grade_record_field():
    text = (REPO / "docs" / "tasks.md").read_text(encoding="utf-8")
    missing = [f.name for f in dataclasses.fields(GradeRecord) if f"`{f.name}`" not in text]
    assert missing == []
