"""``hardmath`` command line: one sub-command per module, imported only when used.

Each module named in ``COMMANDS`` (or in a benchmark's own ``COMMANDS``, see
:mod:`hardmath.benchmarks`) defines ``configure(parser)`` (adds its arguments) and
``run(args) -> int``. Add a sub-command by adding one line here. Help texts are shown
without reStructuredText markup (:func:`plain`).
"""

from __future__ import annotations

import argparse
import importlib
import os
import re
import sys


def description() -> str:
    """The one-line description of ``hardmath --help``, naming the benchmarks that have data of
    their own (as their homes declare them).
    """
    from hardmath.benchmarks import all_benchmarks

    titles = [b.declaration.title for b in all_benchmarks() if b.declaration.sources]
    named = titles[0] if len(titles) == 1 else f"{', '.join(titles[:-1])} and {titles[-1]}"
    return f"hardmath: {named} for lm-evaluation-harness (tables, figures, rescoring)."


def benchmarks_epilog() -> str:
    """``hardmath --help``'s list of benchmarks: each declaration's name and one-line description."""
    from hardmath.benchmarks import all_benchmarks

    lines = [f"  {b.name:<16} {b.declaration.description}" for b in all_benchmarks()]
    return "benchmarks (lm_eval_tasks/<name>/, listed in hardmath/benchmarks.py):\n" + "\n".join(lines)


COMMANDS: dict[str, tuple[str, str]] = {
    "variations": ("hardmath.variations.cli", "write variation snapshots as jsonl"),
    "report": ("hardmath.report.cli.report", "tables and figures of the papers from lm-eval output folders"),
    "compare": ("hardmath.report.cli.compare", "CI gate: fail when a metric drops beyond noise"),
    "rescore": ("hardmath.report.cli.rescore", "re-grade logged samples with the current checker"),
    "overlap": ("hardmath.overlap", "contamination check: a benchmark's problems found in a text corpus"),
    "data": ("hardmath.data_folder", "fetch, verify and check a local data folder (HARDMATH_DATA_DIR)"),
    "check": ("hardmath.check_cli", "grade one response against a gold; --explain shows every candidate weighed"),
    "tasks": ("hardmath.tasks_cli", "list hardmath's lm-eval tasks, groups and tags with their metrics"),
    "ci": ("hardmath.ci_cli", "leaderboard CI: run the CI tier, report, gate against a stored baseline"),
}


def commands() -> dict[str, tuple[str, str]]:
    """The generic sub-commands, then each benchmark's."""
    from hardmath.benchmarks import all_benchmarks

    found = dict(COMMANDS)
    for bench in all_benchmarks():
        found.update(bench.commands())
    return found


_ROLE = re.compile(r":[a-z]+(?::[a-z]+)?:`~?([^`]+)`")  # :func:`x`, :py:meth:`~a.b`
_LITERAL = re.compile(r"``([^`]+)``")


def plain(text: str | None) -> str | None:
    """``text`` without reStructuredText markup: ``x`` -> x, :func:`x` -> x."""
    if not text:
        return text
    return _LITERAL.sub(r"\1", _ROLE.sub(r"\1", text))


def _plain_help(parser: argparse.ArgumentParser) -> None:
    """Strip markup from a parser's description and help texts, sub-commands included."""
    parser.description = plain(parser.description)
    for action in parser._actions:
        action.help = plain(action.help)
        if isinstance(action, argparse._SubParsersAction):
            for listed in action._choices_actions:  # the sub-command list in the parent's --help
                listed.help = plain(listed.help)
            for child in action.choices.values():
                _plain_help(child)


def positive_int(text: str) -> int:
    """``argparse`` type of a count such as ``--jobs``: an integer >= 1 (0 or -1 is a usage error, not a default)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected an integer >= 1, got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected an integer >= 1, got {value}")
    return value


def version_text() -> str:
    """``hardmath X (lm-eval Y)``: the installed package versions."""
    from importlib import metadata

    import hardmath

    try:
        lm_eval = metadata.version("lm_eval")
    except metadata.PackageNotFoundError:
        lm_eval = "not installed"
    return f"hardmath {hardmath.__version__} (lm-eval {lm_eval})"


def build_parser(argv: list[str]) -> argparse.ArgumentParser:
    """The ``hardmath`` parser; the arguments of the sub-command ``argv`` names are configured."""
    known = commands()
    parser = argparse.ArgumentParser(
        prog="hardmath",
        description=description(),
        epilog=benchmarks_epilog(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=version_text())
    sub = parser.add_subparsers(dest="command", required=True)
    chosen = argv[0] if argv and argv[0] in known else None
    for name, (module, help_text) in known.items():
        p = sub.add_parser(name, help=help_text, description=help_text)
        if name == chosen:
            mod = importlib.import_module(module)
            mod.configure(p)
            p.set_defaults(_run=mod.run)
    _plain_help(parser)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run one sub-command; Ctrl-C ends it with one line and status 130 (128 + SIGINT), a closed
    pipe (``| head``) quietly with 141 (128 + SIGPIPE), never with a traceback.
    """
    from hardmath.data import DataError

    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        args = build_parser(argv).parse_args(argv)
        code = int(args._run(args) or 0)
        sys.stdout.flush()  # a closed pipe shows here, not in the interpreter's last flush
        return code
    except KeyboardInterrupt:
        name = f" {argv[0]}" if argv and not argv[0].startswith("-") else ""
        print(f"hardmath{name}: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # `hardmath ... | head`: the reader left; stop quietly
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())  # the interpreter's final flush must not fail again
        return 141  # 128 + SIGPIPE, as a shell reports a command killed by a closed pipe
    except (OSError, DataError) as err:  # a file that cannot be read or written, bad data: one line
        name = f" {argv[0]}" if argv and not argv[0].startswith("-") else ""
        print(f"hardmath{name}: {err}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    raise SystemExit(main())
