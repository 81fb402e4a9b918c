"""A tiny Putnam-AXIOM folder in the Hugging Face dataset's schema (``<dir>/putnam_axiom/<split>.jsonl``)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pathlib import Path

PROBLEMS = [  # id, problem, boxed gold, answer_type
    ("1990_A1", r"Compute $1+1$.", "2", "Numerical"),
    (
        "1991_B2",
        r"Does the series $\sum 1/n$ converge? Answer true if it converges and false otherwise.",
        r"\text{False}",
        "Boolean",
    ),
    ("1992_A3", r"Find $\int_0^1 2x\,dx$.", "1", "Numerical"),
    ("1993_B4", r"Alice and Bob play a game. Who wins?", r"\text{Bob}", "Other"),
    ("1994_A5", r"Compute $\frac{1}{2}+\frac{1}{4}$.", r"\frac{3}{4}", "Numerical"),
]


def row(pid: str, problem: str, answer: str, answer_type: str, variation: int = 0) -> dict:
    return {
        "year": pid[:4],
        "id": pid,
        "problem": problem,
        "solution": f"Let's think step by step. Hence the answer is $\\boxed{{{answer}}}$.",
        "answer_type": answer_type,
        "source": "Putnam",
        "type": "Algebra",
        "original_problem": problem if variation else "",
        "original_solution": "",
        "variation": variation,
    }


def write_fixture(root: Path, snapshots: int = 5) -> Path:
    """Write full_eval (5 rows), originals_for_generating_vars (first 3) and their variations."""
    folder = root / "putnam_axiom"
    folder.mkdir(parents=True, exist_ok=True)
    originals = [row(*p) for p in PROBLEMS]
    variations = [
        row(pid, f"(snapshot {k}) {problem}", answer, kind, variation=1)
        for k in range(1, snapshots + 1)
        for pid, problem, answer, kind in PROBLEMS[:3]
    ]
    for name, rows in [
        ("full_eval", originals),
        ("originals_for_generating_vars", originals[:3]),
        ("variations", variations),
    ]:
        (folder / f"{name}.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return root
