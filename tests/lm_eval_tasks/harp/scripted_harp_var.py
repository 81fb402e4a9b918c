"""Run lm-eval's own command line (``lm_eval.__main__.cli_evaluate``) with a scripted model registered
as ``harpvar_scripted``: it answers every harp_var original right (as a model that memorized the
published problems would) and a snapshot right when :func:`knows` says so; with ``mode=published``
it answers every document with its template's published answer (a pure memorizer). Usage:
``python scripted_harp_var.py <lm_eval arguments>`` (used by test_harp_var_lm_eval.py).
"""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path


def knows(problem: str) -> bool:
    """The scripted model solves a fixed, arbitrary two thirds of the snapshots."""
    return hashlib.sha256(problem.encode()).digest()[0] % 3 != 0


def answers(seeds: str = "", mode: str = "knows", **_: object):
    """The responses for harp_var at ``seeds`` ("0-1-2"; lm-eval passes model args to the task too;
    "": harp_var's default): ``mode=published`` answers each document with its template's published
    answer, ``knows`` every original right and a snapshot right when :func:`knows` says so.
    """
    from hardmath.lm_eval_tasks.harp import variation_set
    from hardmath.lm_eval_tasks.paired import resolve_seeds

    docs = variation_set.variation_docs(resolve_seeds({"seeds": [int(s) for s in seeds.split("-")]} if seeds else {}))
    docs = sorted(docs, key=lambda d: -len(d["problem"]))  # longest first: no prefix mix-ups
    published = {d["group"]: d["answer"] for d in docs if d["is_original"]}

    def generate(requests) -> list[str]:
        out = []
        for request in requests:
            prompt = request.arguments[0]
            doc = next(d for d in docs if d["problem"] in prompt)
            if mode == "published":
                answer = published[doc["group"]]
            else:
                answer = doc["answer"] if doc["is_original"] or knows(doc["problem"]) else "-12345"
            out.append(f" We compute.\nFinal Answer: The final answer is ${answer}$.")
        return out

    return generate


def main() -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # tests/: the shared launcher
    from scripted_lm import run_cli

    run_cli("harpvar_scripted", answers)


if __name__ == "__main__":
    main()
