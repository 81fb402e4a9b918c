"""TFA / TFCE / perplexity / BPC from the real ``lm_eval`` CLI equal a plain transformers forward pass.

The probe task's prompts end in a space, a newline and no whitespace (lm-eval moves a prompt's
trailing whitespace into the scored text), and its references have different lengths, so
``--batch_size 4`` pads; it must give the numbers of ``--batch_size 1``.
"""

from __future__ import annotations

import math
import re
from pathlib import Path

import pytest
from conftest import read_results, run_lm_eval

BASE = Path(__file__).resolve().parents[2] / "lm_eval_tasks" / "teacher_forcing" / "_teacher_forcing_base.yaml"
DOCS = [  # prompt, reference
    ("Problem: Compute $1+1$.\nSolution: ", "We have $1+1=2$, so the answer is $\\boxed{2}$."),
    ("Problem: Differentiate $x^2$.\nSolution:\n", "The derivative of $x^2$ is $2x$.\n\nSo $\\boxed{2x}$."),
    (
        "Problem: Prove that there are infinitely many primes.\nSolution:",
        " Suppose there were only finitely many primes $p_1, \\ldots, p_n$. Consider $N = p_1 p_2 \\cdots "
        "p_n + 1$. No $p_i$ divides $N$, since each leaves remainder $1$. So $N$ has a prime factor not "
        "in the list, a contradiction. Hence there are infinitely many primes. $\\blacksquare$",
    ),
    ("Problem: What is $3 \\cdot 4$?\nAnswer: ", "12"),
    ("Q: Name the smallest prime.\n\nA:  ", "It is $2$, the only even prime."),
]
METRICS = ("tfa", "tfce", "perplexity", "bpc")


def write_probe_task(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "probe.py").write_text(
        "from hardmath.data import as_dataset_dict\n"
        "from hardmath.lmeval import register\n"
        "from hardmath.lmeval.teacher_forcing import TeacherForcedTask  # noqa: F401\n"
        "register()  # the hardmath_tf_* aggregations its base YAML names\n"
        f"DOCS = {DOCS!r}\n"
        "def dataset(**_):\n"
        "    return as_dataset_dict([{'id': str(i), 'prompt': p, 'solution': r, 'references': [r]}\n"
        "                            for i, (p, r) in enumerate(DOCS)])\n",
        encoding="utf-8",
    )
    (folder / "tf_probe.yaml").write_text(
        f"include: {BASE}\ntask: tf_probe\nclass: !function probe.TeacherForcedTask\n"
        "custom_dataset: !function probe.dataset\n"
        'doc_to_text: "{{prompt}}"\ntarget_delimiter: ""\n',
        encoding="utf-8",
    )
    return folder


def direct_metrics(model_dir: Path, context: str, reference: str) -> dict[str, float]:
    """The four numbers from one plain forward pass (lm-eval's boundary: the prompt's trailing
    whitespace belongs to the scored text; tokens of prompt + text minus tokens of the prompt).
    """
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tok = AutoTokenizer.from_pretrained(model_dir)
    model = AutoModelForCausalLM.from_pretrained(model_dir, dtype=torch.float32).eval()
    prompt = context.rstrip()
    text = context[len(prompt) :] + reference
    prompt_ids = tok(prompt)["input_ids"]
    whole = tok(prompt + text)["input_ids"]
    assert whole[: len(prompt_ids)] == prompt_ids
    with torch.no_grad():
        logits = model(torch.tensor([whole[:-1]])).logits[0].float()
    logprobs = torch.log_softmax(logits, dim=-1)[len(prompt_ids) - 1 :]
    target = torch.tensor(whole[len(prompt_ids) :])
    nll = -logprobs[torch.arange(len(target)), target].sum().item()
    hits = (logprobs.argmax(-1) == target).sum().item()
    n = len(target)
    return {
        "tfa": hits / n,
        "tfce": nll / n,
        "perplexity": math.exp(nll / n),
        "bpc": nll / math.log(2) / len(text),
        "tokens": n,
    }


@pytest.fixture(scope="module")
def probe_runs(tmp_path_factory, offline_model):
    tmp = tmp_path_factory.mktemp("tf_exact")
    tasks = write_probe_task(tmp / "tasks")
    runs = {}
    for bs in ("1", "4"):
        out = tmp / f"out_bs{bs}"
        run_lm_eval(
            [
                "--model",
                "hf",
                "--model_args",
                f"pretrained={offline_model},dtype=float32",
                "--tasks",
                "tf_probe",
                "--include_path",
                str(tasks),
                "--batch_size",
                bs,
                "--output_path",
                str(out),
                "--log_samples",
            ],
            tmp,
        )
        runs[bs] = read_results(out)
    return runs


@pytest.mark.slow
def test_cli_matches_plain_forward_pass(probe_runs, offline_model):
    results, samples = probe_runs["1"]
    rows = sorted(samples["tf_probe"], key=lambda r: r["doc_id"])
    assert len(rows) == len(DOCS)
    for row, (prompt, reference) in zip(rows, DOCS, strict=True):
        context = row["arguments"]["gen_args_0"]["arg_0"]
        assert context.endswith(prompt) and row["arguments"]["gen_args_0"]["arg_1"] == reference
        want = direct_metrics(offline_model, context, reference)
        assert want["tokens"] > 0 and row["tokens"] == want["tokens"]
        for name in METRICS:
            assert row[name] == pytest.approx(want[name], abs=1e-5), (row["doc_id"], name)
    assert any(0 < r["tfa"] < 1 for r in rows)  # a real model: some hits, some misses
    got = results["results"]["tf_probe"]
    for name in METRICS:
        assert got[f"{name},none"] == pytest.approx(sum(r[name] for r in rows) / len(rows), abs=1e-9)
    hits, tokens = (sum(r["tfa_tokens"][k] for r in rows) for k in (0, 1))
    assert got["tfa_tokens,none"] == pytest.approx(hits / tokens)


@pytest.mark.slow
def test_trailing_whitespace_moves_into_the_scored_text(probe_runs):
    rows = sorted(probe_runs["1"][1]["tf_probe"], key=lambda r: r["doc_id"])
    for row, (prompt, reference) in zip(rows, DOCS, strict=True):
        chars = int(re.search(r"'chars': (\d+)", row["filtered_resps"][0]).group(1))
        assert chars == len(reference) + len(prompt) - len(prompt.rstrip())


@pytest.mark.slow
def test_batch_size_4_with_padding_equals_batch_size_1(probe_runs):
    one = sorted(probe_runs["1"][1]["tf_probe"], key=lambda r: r["doc_id"])
    four = sorted(probe_runs["4"][1]["tf_probe"], key=lambda r: r["doc_id"])
    assert len({r["tokens"] for r in four}) > 1  # different lengths, so batches were padded
    for a, b in zip(one, four, strict=True):
        assert a["tokens"] == b["tokens"] and a["tfa_tokens"] == b["tfa_tokens"]
        for name in METRICS:
            assert b[name] == pytest.approx(a[name], rel=1e-6, abs=1e-5)  # float32: padding reorders sums
