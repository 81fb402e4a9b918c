"""Synthetic run folders for the report page tests: two models, HARP with levels and subjects,
every verdict kind, a long response, a pass@4 task with logged vote classes, and (optionally) a
response that tries to run script in the page.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from report_handmade import sample, write_run

if TYPE_CHECKING:
    from pathlib import Path

# A response that would run script, end a <textarea>, fire an event handler or follow a
# javascript: link if the page ever put it in as markup; each sets window.__pwned / the title.
PAYLOAD = (
    'Let me try. <script>window.__pwned = "script"; document.title = "PWNED"</script> '
    "</textarea><img src=x onerror=\"window.__pwned = 'img'; document.title = 'PWNED'\"> "
    "<a href=\"javascript:window.__pwned = 'link'\">click me</a> <!-- open comment "
    "</script><script>window.__pwned = 'second'</script> So the answer is \\boxed{42}."
)
LONG_FILLER = "We expand the product step by step and collect the terms. " * 40  # ~2,400 characters
SUBJECTS = ("algebra", "geometry", "number_theory")
HIB = {"correct": True, "no_answer": False}


def record(answer: str | None, correct: bool, reason: str, **flags: Any) -> dict[str, Any]:
    return {"answer": answer, "correct": correct, "reason": reason, **flags}


def harp(i: int, level: int, subject: str, answer: str = "7") -> dict[str, Any]:
    return {
        "year": "2020",
        "contest": "AMC",
        "number": i,
        "level": level,
        "subject": subject,
        "problem": f"Problem {i}: find $x$ such that $x^2 = {int(answer) ** 2 if answer.isdigit() else 4}$.",
        "answer": answer,
        "solution_1": "step " * 10,
    }


def harp_rows(model: int, payload: bool) -> list[dict[str, Any]]:
    """12 problems (levels 1-4, three subjects) with right, wrong, no-answer, truncated and
    checker-error verdicts; problem 0 of model 1 holds a long response, problem 5 (right otherwise) the payload.
    """
    rows = []
    for i in range(12):
        gold = str(i + 2)
        kind = (i + model) % 6
        if kind in (0, 1):
            text, rec = f"Squaring gives {gold}. The answer is {gold}.", record(gold, True, "equal", tokens=30 + i)
        elif kind == 2:
            text, rec = f"The answer is {i + 50}.", record(str(i + 50), False, "different value", tokens=20)
        elif kind == 3:
            text, rec = "I am not sure.", record(None, False, "no answer found", no_answer=True, tokens=12)
        elif kind == 4:
            text, rec = "We start by expanding and", record(None, False, "max length", max_length=True, tokens=64)
        else:
            text, rec = "The answer is x.", record("x", False, "checker failed", checker_error=True)
        if model == 1 and i == 0:
            text = LONG_FILLER + f"Therefore the answer is {gold}."
            rec = record(gold, True, "equal", tokens=600, max_length=False)
        if payload and model == 1 and i == 5:
            text, rec = PAYLOAD, record("<script>", False, "different value", tokens=80)
        rows.append(
            sample(
                i,
                harp(i, 1 + i % 4, SUBJECTS[i % 3], gold),
                {"correct": float(rec["correct"]), "no_answer": float(bool(rec.get("no_answer")))},
                [text],
                [rec],
            )
        )
    return rows


def sampling_rows() -> list[dict[str, Any]]:
    """Two problems at 4 samples each with logged vote classes (a truncated sample does not vote)."""
    votes = [
        (["The answer is 9.", "So 9.", "It is 8.", "Expanding and"], ["9", "9", "8", None], [0, 0, 1, None]),
        (["Answer: 4.", "Answer: 5.", "Answer: 5.", "Answer: 5."], ["4", "5", "5", "5"], [0, 1, 1, 1]),
    ]
    rows = []
    for i, (texts, answers, classes) in enumerate(votes):
        gold = ("9", "4")[i]
        recs = []
        for a, c in zip(answers, classes, strict=True):
            if a is None:
                recs.append(record(None, False, "max length", max_length=True, vote_class=None))
            else:
                recs.append(record(a, a == gold, "equal" if a == gold else "different value", vote_class=c))
        share = sum(r["correct"] for r in recs) / 4
        rows.append(sample(20 + i, harp(20 + i, 3, "algebra", gold), {"correct": share, "pass@1": share}, texts, recs))
    return rows


def write_runs(root: Path, payload: bool = False) -> Path:
    """``root`` with model-one (HARP + pass@4 sampling) and model-two (HARP)."""
    write_run(
        root,
        "org/model-one",
        {"harp_default": harp_rows(1, payload), "harp_default_sampling": sampling_rows()},
        higher_is_better={"harp_default": HIB, "harp_default_sampling": {"correct": True, "pass@1": True}},
    )
    write_run(root, "org/model-two", {"harp_default": harp_rows(2, payload)}, higher_is_better={"harp_default": HIB})
    return root
