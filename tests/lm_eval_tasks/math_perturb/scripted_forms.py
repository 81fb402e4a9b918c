r"""Run lm-eval's own command line with a scripted model registered as ``forms_scripted``: it answers
every MATH-Perturb problem with its gold in ``\\boxed{}``, except a "Factor $E$." problem, which it
answers with ``E`` itself (the right value, not in the form asked for). Usage:
``python scripted_forms.py <lm_eval arguments>`` (used by test_math_p_forms_lm_eval.py).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

FACTOR = re.compile(r"\s*Factor \$(.+?)\$")


def response(doc: dict) -> str:
    """The scripted response to one document."""
    m = FACTOR.match(doc["problem"])
    answer = m.group(1) if m else str(doc["answer"])
    return f"We compute.\nThe answer is $\\boxed{{{answer}}}$."


def main() -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # tests/: the shared launcher
    from scripted_lm import run_cli

    run_cli("forms_scripted", lambda **_: lambda requests: [response(r.doc) for r in requests])


if __name__ == "__main__":
    main()
