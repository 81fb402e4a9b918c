"""``hardmath check RESPONSE GOLD``: grade one response, and with ``--explain`` show every candidate weighed."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import argparse


def configure(parser: argparse.ArgumentParser) -> None:
    parser.description = (
        "Grade one response against a gold with the answer checker. A value written @PATH is read from "
        "that file. With --explain, every candidate each reader found is printed with its rank in the "
        "precedence table (docs/checker.md) and why it won or lost."
    )
    parser.add_argument("response", help="the model's response (or @PATH)")
    parser.add_argument("gold", help="the gold answer (or @PATH)")
    parser.add_argument("--style", default="auto", help="extraction style: auto, boxed, final_answer, answer_line, mcq")
    parser.add_argument("--question", default=None, help="the problem text (or @PATH): its numbers and asked form")
    parser.add_argument("--explain", action="store_true", help="print every candidate weighed and why one won")


def _text(value: str | None) -> str | None:
    if value is not None and value.startswith("@"):
        return Path(value[1:]).read_text(encoding="utf-8")
    return value


def explanation(response: str, gold: str, style: str = "auto") -> list[str]:
    """The lines of the debug view: the gold's reading, then each reader's candidate on the response."""
    from hardmath.equivalence.extract import explain, readable
    from hardmath.equivalence.grading import read_gold
    from hardmath.equivalence.response import prepare

    record = read_gold(gold, choice=style == "auto")
    text = readable(prepare(response).text)[0]
    lines = [f"gold reads as {record.answer!r} (parts={record.parts}, one word={record.word})", ""]
    head = f"{'rank':<52} {'reader':<14} {'marker':<15} {'span':>13} {'from end':>8} {'emphasis':<8} {'lang':<4}"
    lines.append(f"{head}  {'why':<40} text")
    for rank, reader, found, why in explain(text, style if style != "gold" else "auto", record.parts, response):
        if found is None:
            fields = ["-", "-", "-", "-", "-"]
        else:
            span = f"{found.position}-{found.end}"
            fields = [
                str(found.marker),
                span,
                str(found.from_end(len(text))),
                str(found.emphasis),
                found.language or "-",
            ]
        marker, span, end, emphasis, lang = fields
        said = "" if found is None else found.text
        lines.append(
            f"{rank:<52} {reader:<14} {marker:<15} {span:>13} {end:>8} {emphasis:<8} {lang:<4}  {why:<40} {said!r}"
        )
    return lines


def run(args: argparse.Namespace) -> int:
    from hardmath.equivalence import grade

    response, gold, question = _text(args.response), _text(args.gold), _text(args.question)
    verdict = grade(response, gold, style=args.style, question=question)
    print(f"{'correct' if verdict else 'wrong'}  status={verdict.status}  answer={verdict.answer!r}")
    print(f"reason: {verdict.reason}")
    if args.explain:
        print()
        print("\n".join(explanation(response, gold, args.style)))
    return 0 if verdict else 1
