"""Run lm-eval's own command line with a scripted model registered as ``faults_scripted``: for
even-numbered requests it answers with a form of the gold only SymPy can compare
(``e^{e^{11}}-e^{e^{11}}+gold``), for odd ones with the gold itself (no SymPy needed). Usage:
``python scripted_faults.py <lm_eval arguments>`` (used by test_worker_faults_lm_eval.py, which sets
``HARDMATH_WORKER_FAULT`` to kill the checker's workers)."""
from __future__ import annotations

import sys

SYMPY_FORM = r"e^{{e^{{11}}}}-e^{{e^{{11}}}}+({})"


def response(i: int, gold: str) -> str:
    """The scripted response to request ``i`` whose gold answer is ``gold``."""
    answer = SYMPY_FORM.format(gold) if i % 2 == 0 else gold
    return f"We compute.\nThe answer is $\\boxed{{{answer}}}$."


def main() -> None:
    from lm_eval.__main__ import cli_evaluate
    from lm_eval.api.model import LM
    from lm_eval.api.registry import register_model

    @register_model("faults_scripted")
    class Scripted(LM):
        def __init__(self, **_: object) -> None:
            super().__init__()

        @classmethod
        def create_from_arg_string(cls, arg_string: str, additional_config: dict | None = None) -> "Scripted":
            return cls()

        def generate_until(self, requests, disable_tqdm: bool = False):
            return [response(r.doc_id, str(r.doc["answer"]).strip().strip("$")) for r in requests]

        def loglikelihood(self, requests, disable_tqdm: bool = False):
            raise NotImplementedError

        def loglikelihood_rolling(self, requests, disable_tqdm: bool = False):
            raise NotImplementedError

    sys.argv = ["lm_eval", *sys.argv[1:]]
    cli_evaluate()


if __name__ == "__main__":
    main()
