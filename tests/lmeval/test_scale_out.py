"""Data-parallel safety: lm-eval's own rank sharding + gather gives the same scores with 2 processes.

lm-eval's ``hf`` backend only shards documents across ranks when it sees several CUDA devices
(``HFLM.__init__``: data parallel needs ``gpus > 1``), and ``accelerate launch --cpu`` starts a
single process without MPI; so a CPU-only machine cannot run ``accelerate launch -m lm_eval``
data parallel. This test drives lm-eval's real evaluator in two processes joined by a gloo
process group, with a deterministic stand-in model that implements lm-eval's rank/gather
hooks (``rank``, ``world_size``, ``all_gather``, ``gather_object``, ``barrier``): documents are
sharded, our filters and metrics run in each rank, lm-eval gathers per-sample metrics to rank
0 and our aggregations run there. The scores must equal a one-process run (to the last bit
but for float means that lm-eval's own ``mean`` sums in gather order).
"""

from __future__ import annotations

import hashlib
import json
import math
import os
from pathlib import Path

import pytest
import torch
import torch.distributed as dist
import torch.multiprocessing as mp

TASKS = ["harp_default", "harp_mcq_shuffle_1", "math_p_simple", "putnam_axiom_var", "harp_proof_tfa"]
LIMIT = 9


def _fake_response(req) -> str:
    """Right answer for about half the documents (by a hash of the prompt), else a wrong/no answer."""
    context = req.arguments[0] if isinstance(req.arguments[0], str) else json.dumps(req.arguments[0])
    h = int(hashlib.sha256(context.encode()).hexdigest(), 16)
    doc = req.doc
    gold = doc.get("answer_choice") if "choices" in doc else doc.get("answer", "")
    if h % 3 == 0:
        return f"Reasoning... so the answer is $\\boxed{{{gold}}}$.\nFinal Answer: The final answer is ${gold}$. I hope it is correct."
    if h % 3 == 1:
        return "Reasoning... the answer is $\\boxed{-12345}$. Final Answer: The final answer is $-12345$."
    return "I could not solve it."


def _make_lm(rank: int, world: int):
    from lm_eval.api.model import LM

    class ShardedFakeLM(LM):
        def __init__(self):
            super().__init__()
            self._rank, self._world_size = rank, world

        @property
        def rank(self):
            return self._rank

        @property
        def world_size(self):
            return self._world_size

        def all_gather(self, tensor):
            if world == 1:
                return tensor
            parts = [torch.zeros_like(tensor) for _ in range(world)]
            dist.all_gather(parts, tensor)
            return torch.stack(parts) if tensor.dim() == 0 else torch.cat(parts)

        def gather_object(self, obj, dst=0):
            if world == 1:
                return [obj]
            out = [None] * world if rank == dst else None
            dist.gather_object(obj, out, dst=dst)
            return out

        def barrier(self):
            if world > 1:
                dist.barrier()

        def generate_until(self, requests, disable_tqdm=False):
            return [_fake_response(r) for r in requests]

        def loglikelihood(self, requests, disable_tqdm=False):
            return [(-float(len(r.arguments[1])), False) for r in requests]

        def teacher_forced(self, requests):
            out = []
            for r in requests:
                ref = r.arguments[1]
                tokens = max(1, len(ref) // 4)
                h = int(hashlib.sha256(ref.encode()).hexdigest(), 16)
                out.append(
                    {
                        "tokens": tokens,
                        "argmax_hits": h % (tokens + 1),
                        "nll": 0.5 * tokens + (h % 7),
                        "chars": len(ref),
                    }
                )
            return out

        def loglikelihood_rolling(self, requests, disable_tqdm=False):
            return [-float(len(r.arguments[0])) for r in requests]

    return ShardedFakeLM()


def _evaluate(rank: int, world: int, out: str, data_dir: str, init: str) -> None:
    os.environ.update(
        {"HARDMATH_DATA_DIR": data_dir, "HF_DATASETS_OFFLINE": "1", "HF_HUB_OFFLINE": "1", "HARDMATH_OFFLINE": "1"}
    )
    if world > 1:
        dist.init_process_group("gloo", init_method=init, rank=rank, world_size=world)
    import lm_eval
    from lm_eval.tasks import TaskManager

    results = lm_eval.simple_evaluate(
        model=_make_lm(rank, world),
        tasks=TASKS,
        limit=LIMIT,
        task_manager=TaskManager(),
        bootstrap_iters=0,
        log_samples=True,
    )
    if rank == 0:
        scores = {
            t: {k: v for k, v in m.items() if isinstance(v, (int, float)) and "stderr" not in k}
            for t, m in results["results"].items()
        }
        n = {t: len(s) for t, s in results["samples"].items()}
        Path(out).write_text(json.dumps({"scores": scores, "samples": n}))
    if world > 1:
        dist.barrier()
        dist.destroy_process_group()


def _run(world: int, tmp_path: Path, data_dir: Path) -> dict:
    out = tmp_path / f"world{world}.json"
    init = f"file://{tmp_path / f'pg{world}'}"
    ctx = mp.get_context("spawn")
    procs = [ctx.Process(target=_evaluate, args=(r, world, str(out), str(data_dir), init)) for r in range(world)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(900)
        assert p.exitcode == 0, f"rank process exited with {p.exitcode}"
    return json.loads(out.read_text())


@pytest.mark.slow
def test_two_ranks_give_identical_scores(tmp_path, shared_data):
    one = _run(1, tmp_path, shared_data)
    two = _run(2, tmp_path, shared_data)
    assert set(one["scores"]) >= set(TASKS)
    for task in TASKS:
        assert one["samples"][task] == two["samples"][task] == LIMIT
        assert one["scores"][task].keys() == two["scores"][task].keys()
        for metric, value in one["scores"][task].items():
            other = two["scores"][task][metric]
            # counts and 0/1 means are exact; float means (TFA) may differ in the last bit with
            # the order lm-eval's built-in `mean` adds them up
            same = (math.isnan(value) and math.isnan(other)) or math.isclose(value, other, rel_tol=1e-12)
            assert same, (task, metric, value, other)
    # the stand-in model gets some right and some wrong: the comparison is not trivially 0 == 0
    harp = one["scores"]["harp_default"]
    correct = next(v for k, v in harp.items() if k.startswith("correct"))
    assert 0 < correct < 1
