r"""Teacher-forced scoring: one forward pass per problem vs one loglikelihood request per token.

Both methods run in-process on lm-eval's ``HFLM`` with the offline model (SmolLM2-135M, float32,
CPU) on the same Putnam-length references: the seed-0 snapshots of the ``--problems`` variation
templates with the longest solutions, prompt ``"Problem:\n{problem}\n\nSolution:"`` and
reference ``" " + solution`` (zero-shot, so the naive method stays affordable).

  one-pass  ``HFLM.teacher_forced`` (what ``--model hf`` runs for the *_tfa tasks): one
            request per problem, input tokens = prompt + reference - 1.
  naive     one ``HFLM`` loglikelihood request per reference token: the prompt plus the first
            j reference tokens as context, token j as a one-token continuation (token lists go
            straight to ``HFLM._loglikelihood_tokens``, loglikelihood's scoring core, so both
            methods score identical token boundaries). A request's input is its whole prefix,
            so a problem costs sum_j (prompt + j) tokens: O(N^2), the paper's A.5 "API" cost.

The naive method's request count and input tokens are exact. Running all its requests takes
hours on a shared 2-core CPU, so it runs ``--naive-samples`` evenly spaced positions per problem
(all with ``--naive-samples 0``); its wall time for all requests is EXTRAPOLATED as measured
seconds per request x requests (evenly spaced positions keep the mean prefix length). Every
measured naive request's log-prob and argmax flag must equal the one-pass value at that token.

Timing starts after one untimed warm-up pass (which also warms the naive method's kernels).

Usage:
  python bench/bench_teacher_forcing.py [--model DIR] [--problems 5] [--naive-samples 16]
         [--batch-size 4] [--json out.json]
``--model`` defaults to the tests' converted SmolLM2 folder (run tests/lmeval/test_teacher_forcing_hflm.py once, or
set HARDMATH_TEST_MODEL_DIR).
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
import time
from pathlib import Path
from types import SimpleNamespace

from hardmath.lmeval.teacher_forcing import hf_token_scores


def default_model() -> str:
    if os.environ.get("HARDMATH_TEST_MODEL_DIR"):
        return os.environ["HARDMATH_TEST_MODEL_DIR"]
    import transformers

    # where tests/conftest.py's offline_model puts it: pytest's base temp folder, one per transformers
    found = sorted(
        Path(tempfile.gettempdir()).glob(f"pytest-of-*/transformers-{transformers.__version__}/hardmath-smollm2-f32")
    )
    if not found:
        raise SystemExit("no converted SmolLM2 folder: pass --model DIR (or run tests/ once)")
    return str(found[0])


def problems(count: int) -> list[tuple[str, str, str]]:
    """(name, prompt, reference) of the seed-0 snapshots with the longest solutions."""
    from hardmath.variations import templates

    snaps = [(t.name, t.snapshot(0)) for t in templates("putnam")]
    snaps.sort(key=lambda ns: (-len(ns[1].solution), ns[0]))
    return [(name, f"Problem:\n{s.problem}\n\nSolution:", " " + s.solution) for name, s in snaps[:count]]


def encode(lm, items) -> list[tuple[list[int], list[int]]]:
    return [lm._encode_pair(prompt, reference) for _, prompt, reference in items]


def one_pass(lm, items) -> tuple[list[tuple[list[float], list[bool], int]], float]:
    requests = [SimpleNamespace(args=(p, r), task_name="bench", doc_id=i) for i, (_, p, r) in enumerate(items)]
    start = time.perf_counter()
    scores = hf_token_scores(lm, requests, disable_tqdm=True)
    return scores, time.perf_counter() - start


def positions(n: int, samples: int) -> list[int]:
    """``samples`` evenly spaced reference positions of ``0..n-1`` (all when samples is 0 or >= n)."""
    if samples <= 0 or samples >= n:
        return list(range(n))
    return sorted({round(i * (n - 1) / (samples - 1)) for i in range(samples)}) if samples > 1 else [n // 2]


def naive(lm, encoded, samples: int) -> tuple[list[tuple[int, int, float, bool]], int, float]:
    """Run the sampled per-token requests: (problem, position, log-prob, greedy), input tokens, seconds."""
    requests, keys = [], []
    for k, (ctx, ref) in enumerate(encoded):
        for j in positions(len(ref), samples):
            requests.append(((None, None), ctx + ref[:j], [ref[j]]))
            keys.append((k, j))
    start = time.perf_counter()
    answers = lm._loglikelihood_tokens(requests, disable_tqdm=True)
    seconds = time.perf_counter() - start
    tokens = sum(len(c) + len(t) - 1 for _, c, t in requests)
    return [(k, j, lp, greedy) for (k, j), (lp, greedy) in zip(keys, answers, strict=True)], tokens, seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--model", default=None)
    parser.add_argument("--problems", type=int, default=5)
    parser.add_argument("--naive-samples", type=int, default=16)
    parser.add_argument("--batch-size", type=int, default=4)
    parser.add_argument("--json", default=None)
    args = parser.parse_args()

    import torch

    from hardmath.lmeval import register

    register()  # installs HFLM.teacher_forced
    from lm_eval.models.huggingface import HFLM

    torch.manual_seed(0)
    model = args.model or default_model()
    lm = HFLM(pretrained=model, dtype="float32", batch_size=args.batch_size, device="cpu")
    items = problems(args.problems)

    encoded = encode(lm, items)
    one_pass(lm, items)  # untimed warm-up (first calls allocate and spin up threads)
    scores, fast_s = one_pass(lm, items)
    measured, measured_tokens, slow_s = naive(lm, encoded, args.naive_samples)
    worst = 0.0
    for k, j, logprob, greedy in measured:
        assert greedy == scores[k][1][j], (items[k][0], j)
        worst = max(worst, abs(logprob - scores[k][0][j]))
    assert worst < 1e-3, worst
    fast_tokens = sum(len(c) + len(r) - 1 for c, r in encoded)
    ref_tokens = sum(len(r) for _, r in encoded)
    slow_requests = ref_tokens
    slow_tokens = sum(len(c) * len(r) + len(r) * (len(r) - 1) // 2 for c, r in encoded)
    slow_s_all = slow_s / len(measured) * slow_requests
    hits = sum(sum(h) for _, h, _ in scores)

    print(f"model {model} (CPU, float32, {torch.get_num_threads()} threads), batch size {args.batch_size}")
    print(
        f"{len(items)} problems ({', '.join(n for n, _, _ in items)}): {ref_tokens} reference tokens "
        f"(mean {ref_tokens / len(items):.0f}), prompts mean {sum(len(c) for c, _ in encoded) / len(items):.0f} "
        f"tokens; TFA {hits / ref_tokens:.3f}"
    )
    print(
        f"naive: {len(measured)} of its {slow_requests} requests run ({measured_tokens:,} input tokens, "
        f"{slow_s:.1f} s); log-probs and argmax flags equal one-pass (max |diff| {worst:.1e})\n"
    )
    rows = [
        ("one-pass (HFLM.teacher_forced)", len(items), fast_tokens, fast_s, "measured"),
        (
            "naive (1 loglikelihood req / token)",
            slow_requests,
            slow_tokens,
            slow_s_all,
            f"extrapolated from {len(measured)} requests",
        ),
    ]
    print(f"| {'method':<36} | requests | input tokens | wall s | wall time |")
    print(f"|{'-' * 38}|---------:|-------------:|-------:|-----------|")
    for name, req, tok, sec, how in rows:
        print(f"| {name:<36} | {req:>8,} | {tok:>12,} | {sec:>6.1f} | {how} |")
    print(
        f"| {'ratio naive / one-pass':<36} | {slow_requests / len(items):>7.0f}x | {slow_tokens / fast_tokens:>11.0f}x "
        f"| {slow_s_all / fast_s:>5.0f}x | |"
    )
    if args.json:
        with open(args.json, "w", encoding="utf-8") as fh:
            json.dump(
                {
                    "model": model,
                    "batch_size": args.batch_size,
                    "problems": [n for n, _, _ in items],
                    "rows": [
                        dict(zip(("method", "requests", "tokens", "seconds", "wall_time"), r, strict=True))
                        for r in rows
                    ],
                    "reference_tokens": ref_tokens,
                },
                fh,
                indent=2,
            )


if __name__ == "__main__":
    main()
