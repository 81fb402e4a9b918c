"""The README opens with two commands (demo, test) and CI (.ci/run) runs exactly those lines, so a
newcomer runs what CI runs and a missing install step cannot hide.
"""

from __future__ import annotations

import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
MARK = "<!-- two-commands -->"


def readme_two_commands() -> list[str]:
    """The lines of the README's block marked ``<!-- two-commands -->``."""
    readme = (REPO / "README.md").read_text()
    assert MARK in readme, "the README must mark its two commands"
    block = re.search(r"```bash\n(.*?)```", readme.split(MARK, 1)[1], re.DOTALL)
    assert block is not None
    return [line.strip() for line in block.group(1).splitlines() if line.strip()]


def test_readme_opens_with_two_commands_a_demo_and_the_tests():
    readme = (REPO / "README.md").read_text()
    first_section = readme.split("\n## ", 2)[1]
    assert MARK in first_section, "the two commands come first"
    commands = readme_two_commands()
    assert len(commands) == 2 and commands[0].endswith("demo") and commands[1].endswith("test"), commands


def test_ci_runs_the_readme_commands_verbatim():
    ci_lines = [line.strip() for line in (REPO / ".ci" / "run").read_text().splitlines()]
    for command in readme_two_commands():
        assert command in ci_lines, f".ci/run must run the README's `{command}` as printed"
