"""The README's test command is the one CI runs (.ci/run), so a newcomer runs what CI runs."""

from __future__ import annotations

import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def test_readme_test_command_is_the_one_ci_runs():
    readme = (REPO / "README.md").read_text()
    commands = [
        line.strip()
        for block in re.findall(r"^```bash\n(.*?)^```", readme, re.MULTILINE | re.DOTALL)
        for line in block.splitlines()
        if "pytest" in line and not line.strip().startswith("#")
    ]
    assert commands == ["python -m pytest -q"], commands
    ci = (REPO / ".ci" / "run").read_text()
    assert re.search(r"^\.venv/bin/python -m pytest -q$", ci, re.MULTILINE), "CI must run the README's test command"
