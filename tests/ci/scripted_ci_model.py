"""lm-eval's own command line with a scripted model ``ci_scripted`` registered: it answers a
problem right when :func:`knows` says so at its ``skill`` (a share), else a wrong number. The same
skill gives the same answers (a re-run of an unchanged model); ``skill=0`` is a broken candidate.
Usage: ``python scripted_ci_model.py <lm_eval arguments> --model ci_scripted --model_args skill=0.8``
(the leaderboard-CI recipe test runs `hardmath ci` with it).
"""

from __future__ import annotations

import hashlib
import os
import sys
from pathlib import Path


def knows(problem: str, skill: float) -> bool:
    """A fixed pseudo-random ``skill`` share of the problems."""
    return int.from_bytes(hashlib.sha256(problem.encode()).digest()[:4], "big") / 2**32 < skill


def _golds() -> list[tuple[str, str]]:
    from hardmath.data import load_rows

    folder = os.environ.get("HARDMATH_DATA_DIR")
    pairs = [(r["problem"], r["answer"]) for r in load_rows("harp_default", folder)]
    for kind in ("simple", "hard"):
        pairs += [(r["problem"], str(r["answer"])) for r in load_rows(f"math_perturb_{kind}", folder)]
    return sorted(pairs, key=lambda p: -len(p[0]))  # longest first: no prefix mix-ups


def answers(skill: str = "0.8", **_: object):
    """The responses of a model of this ``skill``: right on the problems it knows, else -12345."""
    golds, share = _golds(), float(skill)

    def generate(requests) -> list[str]:
        out = []
        for request in requests:
            prompt = request.arguments[0]
            problem, gold = next(((p, a) for p, a in golds if p in prompt), ("", "0"))
            answer = gold.strip("$") if knows(problem, share) else "-12345"
            out.append(f" We compute.\nFinal Answer: The final answer is ${answer}$. I hope it is correct.")
        return out

    return generate


def main() -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/: the shared launcher
    from scripted_lm import run_cli

    run_cli("ci_scripted", answers)


if __name__ == "__main__":
    main()
