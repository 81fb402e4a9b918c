"""The scaffolding every scripted stand-in model shares: register an lm-eval model whose answers a
test script supplies, then run lm-eval's own command line (``cli_evaluate``) on the script's
arguments. Used by scripted_ci_model.py, scripted_faults.py and scripted_harp_var.py, which run as
subprocess scripts (``python <script> <lm_eval arguments>``).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

Generate = Callable[[list], list[str]]


def run_cli(name: str, answers: Callable[..., Generate]) -> None:
    """Register model ``name``: its ``--model_args`` (``k=v,…``, with what lm-eval adds such as ``batch_size``:
    take ``**_``) go to ``answers(**args)``, which returns
    the function mapping generation requests to responses; then run ``lm_eval`` on ``sys.argv``.
    """
    from lm_eval.__main__ import cli_evaluate
    from lm_eval.api.model import LM
    from lm_eval.api.registry import register_model

    @register_model(name)
    class Scripted(LM):
        def __init__(self, **args: Any) -> None:
            super().__init__()
            self._generate = answers(**args)

        @classmethod
        def create_from_arg_string(cls, arg_string: str, additional_config: dict | None = None) -> Scripted:
            return cls(**dict(kv.split("=", 1) for kv in arg_string.split(",") if kv))

        def generate_until(self, requests, disable_tqdm: bool = False) -> list[str]:
            return self._generate(requests)

        def loglikelihood(self, requests, disable_tqdm: bool = False):
            raise NotImplementedError

        def loglikelihood_rolling(self, requests, disable_tqdm: bool = False):
            raise NotImplementedError

    sys.argv = ["lm_eval", *sys.argv[1:]]
    cli_evaluate()
