"""The problem browser's data: every graded response of every run, as compact columns.

One *group* per logged sample row (a task's document for one model; a pass@k / maj@k row holds
its k responses), one *sample* per graded response. Text that repeats (tasks, models, levels,
reasons, golds) is stored once in ``strings`` and referred to by index; problems once in
``problems``. Response texts are kept apart (:attr:`BrowserData.texts`): the page embeds them
when they are small and pages them into side files when they are not (:mod:`hardmath.report.html_page`).

Nothing here interprets model output: responses and answers are carried as text.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from hardmath.grade_record import GradeRecord, RecordError
from hardmath.lmeval.records import VOTE_CLASS, flatten

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping, Sequence

    from hardmath.report.runs import ModelRun

# The closed statuses of a grade record, grouped into the five verdicts a reader filters on.
VERDICTS = ("right", "wrong", "no answer", "truncated", "checker error")
VERDICT_OF_STATUS = {
    "equal": "right",
    "differs": "wrong",
    "too_large": "wrong",
    "no_answer": "no answer",
    "unfinished": "truncated",
    "timeout": "checker error",
    "checker_error": "checker error",
}
FINISH = ("stop", "length", "unknown")  # the backend stopped / hit the token limit / did not say

# Group columns (one value per logged row) and sample columns (one per graded response).
GROUP_COLUMNS = ("task", "model", "doc", "level", "subject", "template", "seed", "problem", "gold", "first", "count")
SAMPLE_COLUMNS = ("status", "answer", "reason", "tokens", "finish", "vote")


class _Strings:
    """An interning table: each distinct text once, referred to by index."""

    def __init__(self) -> None:
        self.items: list[str] = []
        self._index: dict[str, int] = {}

    def __call__(self, text: Any) -> int | None:
        if text is None:
            return None
        text = str(text)
        found = self._index.get(text)
        if found is None:
            found = self._index[text] = len(self.items)
            self.items.append(text)
        return found


@dataclass
class BrowserData:
    """Columns of groups and samples (``groups[name][i]``, ``samples[name][j]``), interned
    ``strings`` and ``problems``, and the response ``texts`` (one per sample, in sample order).
    """

    groups: dict[str, list[Any]] = field(default_factory=lambda: {c: [] for c in GROUP_COLUMNS})
    samples: dict[str, list[Any]] = field(default_factory=lambda: {c: [] for c in SAMPLE_COLUMNS})
    strings: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    texts: list[str] = field(default_factory=list)
    statuses: list[str] = field(default_factory=list)

    @property
    def n_groups(self) -> int:
        return len(self.groups["task"])

    @property
    def n_samples(self) -> int:
        return len(self.samples["status"])

    def index(self) -> dict[str, Any]:
        """Everything but the response texts, as the page's JSON."""
        return {
            "groups": self.groups,
            "samples": self.samples,
            "strings": self.strings,
            "problems": self.problems,
            "statuses": self.statuses,
            "verdicts": list(VERDICTS),
            "verdictOfStatus": VERDICT_OF_STATUS,
            "finish": list(FINISH),
        }


def problem_text(doc: Mapping[str, Any]) -> str:
    """The problem a document poses (with its lettered choices, for multiple choice)."""
    text = next((str(doc[k]) for k in ("problem", "question", "prompt") if isinstance(doc.get(k), str)), "")
    choices = doc.get("choices")
    if isinstance(choices, dict) and choices:
        text += "\n" + "\n".join(f"({k}) {v}" for k, v in sorted(choices.items()))
    return text


def gold_text(row: Mapping[str, Any]) -> str:
    """The gold answer as lm-eval logged it (``target``), else the document's ``answer``."""
    target = row.get("target")
    if isinstance(target, str) and target.strip():
        return target
    doc = row.get("doc") or {}
    return str(doc.get("answer", "")) if doc.get("answer") is not None else ""


def template_and_seed(row: Mapping[str, Any]) -> tuple[str | None, str | None]:
    """A variation row's (template, seed): its paired record, else the document's fields."""
    from hardmath.lm_eval_tasks.paired import PAIRED_METRICS

    record = row.get(PAIRED_METRICS[0])
    if isinstance(record, list) and len(record) >= 2:
        return str(record[0]), str(record[1])
    doc = row.get("doc") or {}
    template = next((doc[k] for k in ("template", "template_id", "group") if doc.get(k) is not None), None)
    seed = doc.get("seed")
    return (None if template is None else str(template)), (None if seed is None else str(seed))


def graded(row: Mapping[str, Any]) -> list[tuple[GradeRecord, int | None]] | None:
    """The grade records of a logged row with their logged vote classes; None when the row's
    filtered responses are not hardmath grade records (a task hardmath does not grade).
    """
    out = []
    for item in flatten(row.get("filtered_resps") or []):
        raw = item
        if isinstance(item, str):
            try:
                raw = json.loads(item)
            except ValueError:
                return None
        try:
            record = GradeRecord.from_log(raw)
        except (RecordError, TypeError):
            return None
        vote = raw.get(VOTE_CLASS) if isinstance(raw, dict) else None
        out.append((record, vote if isinstance(vote, int) and not isinstance(vote, bool) else None))
    return out or None


def browser_data(models: Sequence[ModelRun], tick: Callable[[int], None] | None = None) -> BrowserData:
    """Every graded response of every task of ``models``; ``tick(n)`` is called after each
    task's ``n`` rows (a progress bar).
    """
    data = BrowserData()
    strings, problems = _Strings(), _Strings()
    statuses = _Strings()
    g, s = data.groups, data.samples
    for m in models:
        for task in sorted(m.tasks):
            rows = m.samples(task) or []
            for row in rows:
                records = graded(row)
                if records is None:
                    continue
                doc = row.get("doc") or {}
                template, seed = template_and_seed(row)
                responses = [r for r in flatten(row.get("resps") or []) if isinstance(r, str)]
                g["task"].append(strings(task))
                g["model"].append(strings(m.name))
                g["doc"].append(row.get("doc_id"))
                g["level"].append(strings(doc.get("level")))
                g["subject"].append(strings(doc.get("subject") or doc.get("type")))
                g["template"].append(strings(template))
                g["seed"].append(strings(seed))
                g["problem"].append(problems(problem_text(doc)))
                g["gold"].append(strings(gold_text(row)))
                g["first"].append(data.n_samples)
                g["count"].append(len(records))
                for i, (record, vote) in enumerate(records):
                    s["status"].append(statuses(record.status))
                    s["answer"].append(record.answer)
                    s["reason"].append(strings(record.reason))
                    s["tokens"].append(record.tokens)
                    s["finish"].append(2 if record.max_length is None else int(bool(record.max_length)))
                    s["vote"].append(vote)
                    data.texts.append(responses[i] if i < len(responses) else "")
            if tick is not None:
                tick(len(rows))
    data.strings, data.problems, data.statuses = strings.items, problems.items, statuses.items
    return data
