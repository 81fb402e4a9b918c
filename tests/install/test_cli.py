"""``hardmath --version`` and help texts a person can read (no reStructuredText markup)."""

from __future__ import annotations

import re
from importlib import metadata

import pytest

from hardmath import cli

MARKUP = re.compile(r"``|:[a-z]+(?::[a-z]+)?:`")


def _out(argv: list[str], capsys) -> str:
    with pytest.raises(SystemExit) as done:
        cli.main(argv)
    assert done.value.code == 0
    return capsys.readouterr().out


def test_version_names_hardmath_and_lm_eval(capsys):
    text = _out(["--version"], capsys).strip()
    assert text == f"hardmath {metadata.version('hardmath')} (lm-eval {metadata.version('lm_eval')})"


def test_plain_strips_literals_and_roles():
    assert cli.plain("``hardmath`` runs :func:`grade` and :py:meth:`~a.b`") == "hardmath runs grade and a.b"
    assert cli.plain(None) is None


def _commands() -> list[list[str]]:
    found = [[], *[[name] for name in cli.commands()]]
    for name in cli.commands():  # sub-sub-commands, from each command's own help
        text = _help([name])
        choices = re.search(r"^  \{([\w,-]+)\}", text, re.MULTILINE)
        found += [[name, sub] for sub in (choices.group(1).split(",") if choices else [])]
    return found


def _help(argv: list[str]) -> str:
    import contextlib
    import io

    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer), pytest.raises(SystemExit):
        cli.main([*argv, "--help"])
    return buffer.getvalue()


def test_every_help_text_is_plain():
    commands = _commands()
    assert ["variations", "snapshot"] in commands  # the walk reaches sub-sub-commands
    for argv in commands:
        text = _help(argv)
        assert text.startswith("usage: hardmath"), argv
        assert not MARKUP.search(text), (argv, MARKUP.search(text).group(), text)
