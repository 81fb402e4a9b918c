r"""Record the checker's verdicts on every corpus in bench/, or compare them with a recorded run.

Each case is graded as a task would grade it: with style "auto", with each task format
("boxed", "final_answer", "answer_line", which fall back to any statement), and with style "mcq";
a case whose gold is a choice letter is graded once more with four generated choices (the gold's
letter holding the response's extracted answer, so the choice path compares values), and every
case once more as a multiple-choice question whose choice B is its gold (gold "B", and gold
"\textbf{(B) }" + its gold). A verdict is
its decision, reason, extracted answer and status; a timeout or checker error depends on the
machine's load and is listed apart, never as a change.

Usage:
  python bench/verdict_diff.py --write before.json       (on the reference checkout)
  python bench/verdict_diff.py --against before.json     (prints each changed verdict; exit 1 if any)
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
from pathlib import Path

from hardmath.equivalence import extract_answer, grade

HERE = Path(__file__).resolve().parent
STYLES = ("auto", "boxed", "final_answer", "answer_line", "mcq")
UNSTABLE = ("timeout", "checker_error")
MAX_CHARS = 20_000  # longer cases are graded too, only with style "auto"
MAX_CHOICE_GOLD = 200


def _bench():
    spec = importlib.util.spec_from_file_location("bench_equivalence", HERE / "bench_equivalence.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _choices(response: str, gold: str) -> dict[str, str] | None:
    """Four choices whose gold letter holds the response's extracted answer (None: no letter gold)."""
    letter = gold.strip().strip("()$").strip()
    if letter not in tuple("ABCDE"):
        return None
    said = extract_answer(response) or "0"
    others = iter(["1", "2", "3", "4", "5"])
    return {k: (said if k == letter else next(others)) for k in sorted({*"ABCD", letter})}


def _record(verdict) -> list:
    return [bool(verdict), verdict.reason, verdict.answer, verdict.status]


def verdicts() -> dict[str, list]:
    """Every corpus case in every grading mode (its key) -> [correct, reason, answer, status]."""
    bench, out = _bench(), {}
    for path in bench.all_corpora():
        for case in bench.load_corpus(path):
            response, gold = case["response"], case["gold"]
            key = f"{path.name}:{case['id']}"
            small = len(response) + len(gold) <= MAX_CHARS
            for style in STYLES if small else ("auto",):
                out[f"{key}:{style}"] = _record(grade(response, gold, style=style))
            choices = _choices(response, gold) if small else None
            if choices is not None:
                out[f"{key}:choices"] = _record(grade(response, gold, choices=choices))
                out[f"{key}:mcq+choices"] = _record(grade(response, gold, style="mcq", choices=choices))
            if small and len(gold) <= MAX_CHOICE_GOLD:  # the gold as choice B, stated as its letter and with its value
                listed = {"A": "1", "B": gold, "C": "2", "D": "-3"}
                out[f"{key}:letter-gold"] = _record(grade(response, "B", choices=listed))
                out[f"{key}:letter-value-gold"] = _record(grade(response, f"\\textbf{{(B) }}{gold}", choices=listed))
    return out


def diff(before: dict[str, list], after: dict[str, list]) -> tuple[list[str], list[str]]:
    """(each changed verdict, each load-dependent one) as printable lines."""
    changed, unstable = [], []
    for key in sorted(before.keys() | after.keys()):
        old, new = before.get(key), after.get(key)
        if old == new:
            continue
        if (old and old[3] in UNSTABLE) or (new and new[3] in UNSTABLE):
            unstable.append(f"{key}: {old} -> {new}")
        else:
            changed.append(f"{key}: {old} -> {new}")
    return changed, unstable


def _sealed(line: str) -> bool:
    """Whether a printed verdict line ("file:id:mode: ...") is of a sealed case (bench/sealed.py)."""
    if str(HERE) not in sys.path:
        sys.path.insert(0, str(HERE))
    from sealed import is_sealed

    return is_sealed(line.split(": ", 1)[0].rsplit(":", 1)[0])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--write", type=Path, help="record the verdicts of this checkout")
    group.add_argument("--against", type=Path, help="compare this checkout's verdicts with a recorded run")
    args = parser.parse_args()
    found = verdicts()
    if args.write:
        args.write.write_text(json.dumps(found, indent=0, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"{args.write}: {len(found)} verdicts")
        return 0
    changed, unstable = diff(json.loads(args.against.read_text(encoding="utf-8")), found)
    for line in (ln for ln in unstable if not _sealed(ln)):
        print(f"load-dependent (not counted): {line}")
    for line in (ln for ln in changed if not _sealed(ln)):
        print(f"changed: {line}")
    hidden = sum(map(_sealed, changed))
    print(
        f"{len(found)} verdicts, {len(changed)} changed ({hidden} of them sealed, not shown), {len(unstable)} load-dependent"
    )
    return 1 if changed else 0


if __name__ == "__main__":
    sys.exit(main())
