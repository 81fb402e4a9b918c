"""lm-eval's own command line with a scripted model ``ci_scripted`` registered: it answers a
problem right when :func:`knows` says so at its ``skill`` (a share), else a wrong number. The same
skill gives the same answers (a re-run of an unchanged model); ``skill=0`` is a broken candidate.
Usage: ``python scripted_ci_model.py <lm_eval arguments> --model ci_scripted --model_args skill=0.8``
(the leaderboard-CI recipe test runs docs/ci/hardmath-ci.sh with it)."""
from __future__ import annotations

import hashlib
import os
import sys


def knows(problem: str, skill: float) -> bool:
    """A fixed pseudo-random ``skill`` share of the problems."""
    return int.from_bytes(hashlib.sha256(problem.encode()).digest()[:4], "big") / 2 ** 32 < skill


def _golds() -> list[tuple[str, str]]:
    from hardmath.data import load_rows

    folder = os.environ.get("HARDMATH_DATA_DIR")
    pairs = [(r["problem"], r["answer"]) for r in load_rows("harp_default", folder)]
    for kind in ("simple", "hard"):
        pairs += [(r["problem"], str(r["answer"])) for r in load_rows(f"math_perturb_{kind}", folder)]
    return sorted(pairs, key=lambda p: -len(p[0]))  # longest first: no prefix mix-ups


def main() -> None:
    from lm_eval.__main__ import cli_evaluate
    from lm_eval.api.model import LM
    from lm_eval.api.registry import register_model

    @register_model("ci_scripted")
    class Scripted(LM):
        def __init__(self, skill: str = "0.8", **_: object) -> None:
            super().__init__()
            self.skill = float(skill)
            self.golds = _golds()

        @classmethod
        def create_from_arg_string(cls, arg_string: str, additional_config: dict | None = None) -> "Scripted":
            return cls(**dict(kv.split("=", 1) for kv in arg_string.split(",") if kv))

        def generate_until(self, requests, disable_tqdm: bool = False):
            out = []
            for request in requests:
                prompt = request.arguments[0]
                problem, gold = next(((p, a) for p, a in self.golds if p in prompt), ("", "0"))
                answer = gold.strip("$") if knows(problem, self.skill) else "-12345"
                out.append(f" We compute.\nFinal Answer: The final answer is ${answer}$. I hope it is correct.")
            return out

        def loglikelihood(self, requests, disable_tqdm: bool = False):
            raise NotImplementedError

        def loglikelihood_rolling(self, requests, disable_tqdm: bool = False):
            raise NotImplementedError

    sys.argv = ["lm_eval", *sys.argv[1:]]
    cli_evaluate()


if __name__ == "__main__":
    main()
