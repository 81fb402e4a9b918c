r"""Run lm-eval's own command line with a scripted model registered as ``faults_scripted``: for
even-numbered requests it answers with a form of the gold only SymPy can compare
(``\sqrt{2}^{2}e^{e^{11}}-2e^{e^{11}}+gold``, as sympy_only.quick), for odd ones with the gold itself (no SymPy needed). Usage:
``python scripted_faults.py <lm_eval arguments>`` (used by test_worker_faults_lm_eval.py, which sets
``HARDMATH_WORKER_FAULT`` to kill the checker's workers).
"""

from __future__ import annotations

import sys
from pathlib import Path

SYMPY_FORM = r"\sqrt{{2}}^{{2}}e^{{e^{{11}}}}-2e^{{e^{{11}}}}+({})"


def response(i: int, gold: str) -> str:
    """The scripted response to request ``i`` whose gold answer is ``gold``."""
    answer = SYMPY_FORM.format(gold) if i % 2 == 0 else gold
    return f"We compute.\nThe answer is $\\boxed{{{answer}}}$."


def main() -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/: the shared launcher
    from scripted_lm import run_cli

    run_cli(
        "faults_scripted",
        lambda **_: lambda requests: [response(r.doc_id, str(r.doc["answer"]).strip().strip("$")) for r in requests],
    )


if __name__ == "__main__":
    main()
