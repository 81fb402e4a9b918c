"""``hardmath ci``: the leaderboard-CI recipe from the installed package (docs/leaderboard-ci.md).

It runs the recipe that ships inside the package (``hardmath/ci/hardmath-ci.sh``): the CI tier on
the candidate, the report, and the gate against a stored baseline, configured by the ``CI_*``
environment settings, with its exit codes (0 pass, 1 regression, 2 not comparable, 3 a setting is
missing or wrong, or a step failed). ``--first-baseline`` runs the tier and the report without a
gate: the run to store as the first baseline. ``--print-script`` prints the recipe to adapt.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import argparse

SCRIPT = Path(__file__).with_name("ci") / "hardmath-ci.sh"


def configure(parser: argparse.ArgumentParser) -> None:
    parser.description = (
        "Leaderboard CI: run the CI tier on the candidate (CI_MODEL_ARGS), write its report and gate it "
        "against a stored baseline run (CI_BASELINE); settings are environment variables "
        "(hardmath ci --print-script lists them). Exit codes: 0 pass, 1 regression, 2 not comparable, "
        "3 a setting is missing or wrong, or a step failed."
    )
    parser.add_argument(
        "--first-baseline",
        action="store_true",
        help="run the tier and the report into CI_OUT without a gate: the first baseline to store (no CI_BASELINE)",
    )
    parser.add_argument("--print-script", action="store_true", help="print the recipe (a bash script) and exit")


def run(args: argparse.Namespace) -> int:
    """Run the packaged recipe with this environment; its exit code is ours."""
    if args.print_script:
        sys.stdout.write(SCRIPT.read_text(encoding="utf-8"))
        return 0
    bash = shutil.which("bash")
    if bash is None:
        print("hardmath ci: needs bash on the PATH", file=sys.stderr)
        return 3
    env = {**os.environ, "CI_FIRST_BASELINE": "1" if args.first_baseline else "0"}
    return subprocess.call([bash, str(SCRIPT)], env=env)  # noqa: S603 - our own packaged script
