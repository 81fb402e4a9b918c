"""Run lm-eval's own command line (``lm_eval.__main__.cli_evaluate``) with a scripted model registered
as ``harpvar_scripted``: it answers every harp_var original right (as a model that memorized the
published problems would) and a snapshot right when :func:`knows` says so; with ``mode=published``
it answers every document with its template's published answer (a pure memorizer). Usage:
``python scripted_harp_var.py <lm_eval arguments>`` (used by test_harp_var_lm_eval.py)."""
from __future__ import annotations

import hashlib
import sys


def knows(problem: str) -> bool:
    """The scripted model solves a fixed, arbitrary two thirds of the snapshots."""
    return hashlib.sha256(problem.encode()).digest()[0] % 3 != 0


def main() -> None:
    from lm_eval.__main__ import cli_evaluate
    from lm_eval.api.model import LM
    from lm_eval.api.registry import register_model

    from hardmath.lm_eval_tasks.harp import variation_set
    from hardmath.lm_eval_tasks.paired import resolve_seeds

    @register_model("harpvar_scripted")
    class Scripted(LM):
        def __init__(self, seeds: str = "", mode: str = "knows", **_: object) -> None:
            super().__init__()  # seeds "0-1-2" (lm-eval passes model args to the task too); "": harp_var's default
            docs = variation_set.variation_docs(resolve_seeds({"seeds": [int(s) for s in seeds.split("-")]}
                                                              if seeds else {}))
            self.docs = sorted(docs, key=lambda d: -len(d["problem"]))  # longest first: no prefix mix-ups
            self.published = {d["group"]: d["answer"] for d in docs if d["is_original"]}
            self.mode = mode

        @classmethod
        def create_from_arg_string(cls, arg_string: str, additional_config: dict | None = None) -> "Scripted":
            args = dict(kv.split("=", 1) for kv in arg_string.split(",") if kv)
            return cls(**args)

        def generate_until(self, requests, disable_tqdm: bool = False):
            out = []
            for request in requests:
                prompt = request.arguments[0]
                doc = next(d for d in self.docs if d["problem"] in prompt)
                if self.mode == "published":
                    answer = self.published[doc["group"]]
                else:
                    answer = doc["answer"] if doc["is_original"] or knows(doc["problem"]) else "-12345"
                out.append(f" We compute.\nFinal Answer: The final answer is ${answer}$.")
            return out

        def loglikelihood(self, requests, disable_tqdm: bool = False):
            raise NotImplementedError

        def loglikelihood_rolling(self, requests, disable_tqdm: bool = False):
            raise NotImplementedError

    sys.argv = ["lm_eval", *sys.argv[1:]]
    cli_evaluate()


if __name__ == "__main__":
    main()
