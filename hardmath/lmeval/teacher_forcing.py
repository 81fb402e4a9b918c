"""Deleted by an upstream change: a per-token log-likelihood request (each reference token's log-prob
and whether it is the argmax; draft: docs/upstream/0003-per-token-loglikelihood-request.patch). Until then,
this module adds it to ``LM``.

Teacher-forced scoring for lm-eval: a ``teacher_forced`` request type and its model side.

lm-eval's ``loglikelihood`` request returns only ``(sum of log-probs, all tokens greedy)``;
teacher-forced accuracy needs the per-token argmax matches. A task built on
:class:`TeacherForcedTask` (YAML ``class: !function utils.TeacherForcedTask``) emits
``Instance(request_type="teacher_forced", arguments=(context, reference))``; lm-eval's
evaluator calls ``lm.teacher_forced(requests)``, which :func:`install` adds to the model classes:

* ``lm_eval.models.huggingface.HFLM`` (``--model hf``): one forward pass over
  context + reference per request, tokenized exactly as HFLM's ``loglikelihood`` does.
* ``lm_eval.models.vllm_causallms.VLLM`` (``--model vllm``): ``prompt_logprobs=1`` (one
  prefill per request). UNTESTED: vllm is not installed where this was written.
* every other ``lm_eval.api.model.LM``: a clear :class:`TeacherForcingUnsupported` error.

Each request's result is ``{"tokens", "argmax_hits", "nll", "chars"}``: the number of scored
reference tokens, how many of them were the model's argmax prediction, their summed negative
log-likelihood in nats, and the number of characters of the scored text (the reference plus
any trailing whitespace of the context, which lm-eval's tokenization moves into it).
:func:`install` runs when a :class:`TeacherForcedTask` is built.
"""

from __future__ import annotations

import logging
import math
import sys
from typing import TYPE_CHECKING, Any

from lm_eval.api.instance import Instance

from hardmath.lmeval.aggregations import exp_ratio, ratio  # noqa: F401 - problem_metrics' pooled aggregations
from hardmath.lmeval.tasks import HardmathTask

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

log = logging.getLogger(__name__)

REQUEST_TYPE = "teacher_forced"
SUPPORTED_BACKENDS = "--model hf (HFLM and its subclasses) and --model vllm (untested)"
_VLLM_MODULE = "lm_eval.models.vllm_causallms"
_HF_MODULE = "lm_eval.models.huggingface"

Stats = dict[str, Any]  # {"tokens": int, "argmax_hits": int, "nll": float, "chars": int}


class TeacherForcingUnsupported(NotImplementedError):
    """The selected lm-eval backend cannot give per-token log-probs of a given text."""


# ------------------------------------------------------------------------------ shared
def encode_request(lm: Any, context: str, reference: str) -> tuple[list[int], list[int], int]:
    """Context tokens, reference tokens and scored characters, as lm-eval's loglikelihood encodes.

    A non-empty context goes through the model's own ``_encode_pair`` (trailing whitespace of
    the context moves to the reference; BOS per the tokenizer / ``add_bos_token``); an empty
    context is replaced by the model's ``prefix_token_id``, as ``TemplateLM.loglikelihood`` does.
    """
    if context:
        ctx, ref = lm._encode_pair(context, reference)
        moved = len(context) - len(context.rstrip())
        chars = len(reference) + moved
    else:
        ref = lm.tok_encode(reference, add_special_tokens=False)
        ctx, ref = ([lm.prefix_token_id], ref) if ref and lm.prefix_token_id != ref[0] else (ref[:1], ref[1:])
        chars = len(reference)
    if not ref:
        raise ValueError(f"teacher_forced: empty reference after tokenization (reference {reference[:80]!r})")
    return ctx, ref, chars


def _stats(tokens: int, hits: int, nll: float, chars: int) -> Stats:
    return {"tokens": int(tokens), "argmax_hits": int(hits), "nll": float(nll), "chars": int(chars)}


def _truncate(ctx: list[int], ref: list[int], window: int, what: str) -> list[int]:
    """The last ``window`` tokens of context + reference; the reference itself must fit."""
    if len(ref) > window - 1:
        raise ValueError(
            f"teacher_forced: a reference of {len(ref)} tokens does not fit the model's "
            f"{window}-token window with at least one context token ({what}); raise "
            f"max_length or shorten the reference"
        )
    full = ctx + ref
    if len(full) > window:
        log.warning(
            "teacher_forced: context + reference is %d tokens, more than the model's %d; "
            "dropping %d context tokens from the left (%s)",
            len(full),
            window,
            len(full) - window,
            what,
        )
    return full[-window:]


# --------------------------------------------------------------------------------- hf
def hf_token_scores(
    self: Any, requests: Sequence[Any], disable_tqdm: bool = False
) -> list[tuple[list[float], list[bool], int]]:
    """Per request: each reference token's log-prob, whether it is the argmax, and the scored characters.

    Requests are sorted longest first and batched by ``--batch_size`` (``auto`` detects it as
    loglikelihood does); each batch is right-padded, run once through the model, and
    ``log_softmax`` is taken in float32 at the reference positions only.
    """
    import torch
    import torch.nn.functional as F
    from tqdm import tqdm

    if getattr(self, "backend", "causal") != "causal":
        raise TeacherForcingUnsupported(
            f"teacher_forced supports causal (decoder-only) models; this HFLM backend is "
            f"{self.backend!r}. Backends that work: {SUPPORTED_BACKENDS}."
        )
    encoded = []
    for i, req in enumerate(requests):
        context, reference = req.args[0], req.args[1]
        ctx, ref, chars = encode_request(self, context, reference)
        what = f"task {req.task_name}, doc {req.doc_id}"
        encoded.append((i, _truncate(ctx, ref, self.max_length + 1, what), len(ref), chars))
    order = sorted(range(len(encoded)), key=lambda k: -len(encoded[k][1]))

    batch_size = self.batch_size
    if batch_size == "auto":  # probe with the longest sequence, as loglikelihood does
        batch_size = self._detect_batch_size([(None, encoded[order[0]][1], [])]) if encoded else 1
    batch_size = max(1, int(batch_size))

    results: list[Any] = [None] * len(encoded)
    pbar = tqdm(total=len(encoded), disable=disable_tqdm or self.rank != 0, desc="Running teacher_forced requests")
    pad = self.tokenizer.pad_token_id if self.tokenizer.pad_token_id is not None else 0
    for start in range(0, len(order), batch_size):
        chunk = [encoded[k] for k in order[start : start + batch_size]]
        width = max(len(seq) for _, seq, _, _ in chunk) - 1
        inputs = torch.full((len(chunk), width), pad, dtype=torch.long, device=self.device)
        for row, (_, seq, _, _) in enumerate(chunk):
            inputs[row, : len(seq) - 1] = torch.tensor(seq[:-1], dtype=torch.long)
        logits = self._model_call(inputs)
        for row, (index, seq, n_ref, chars) in enumerate(chunk):
            end = len(seq) - 1  # logits at position p predict token p + 1
            scored = F.log_softmax(logits[row, end - n_ref : end].float(), dim=-1)
            target = torch.tensor(seq[-n_ref:], dtype=torch.long, device=scored.device)
            logprobs = scored.gather(1, target[:, None])[:, 0]
            hits = scored.argmax(dim=-1) == target
            results[index] = (logprobs.tolist(), hits.tolist(), chars)
            pbar.update(1)
    pbar.close()
    return results


def hf_teacher_forced(self: Any, requests: Sequence[Any], disable_tqdm: bool = False) -> list[Stats]:
    """``HFLM.teacher_forced``: one forward pass per request (batched), see :func:`hf_token_scores`."""
    return [
        _stats(len(lp), sum(hits), -sum(lp), chars) for lp, hits, chars in hf_token_scores(self, requests, disable_tqdm)
    ]


# ------------------------------------------------------------------------------- vllm
def vllm_teacher_forced(self: Any, requests: Sequence[Any], disable_tqdm: bool = False) -> list[Stats]:
    """``VLLM.teacher_forced`` via ``prompt_logprobs=1`` (one prefill per request). UNTESTED.

    A reference token is an argmax hit when no entry of its prompt-logprob dict (the actual
    token plus vLLM's top-1) has a higher log-prob.
    """
    from tqdm import tqdm

    window = self.max_length - 1  # vLLM needs room for one generated token
    prompts, meta = [], []
    for req in requests:
        ctx, ref, chars = encode_request(self, req.args[0], req.args[1])
        prompts.append(_truncate(ctx, ref, window, f"task {req.task_name}, doc {req.doc_id}"))
        meta.append((len(ref), chars))
    results = []
    outputs = self._model_generate(requests=prompts, generate=False) if prompts else []
    for prompt, output, (n_ref, chars) in tqdm(
        zip(prompts, outputs, meta, strict=True), total=len(prompts), disable=disable_tqdm, desc="teacher_forced"
    ):
        nll, hits = 0.0, 0
        for token, entry in zip(prompt[-n_ref:], output.prompt_logprobs[-n_ref:], strict=True):
            values = {t: getattr(v, "logprob", v) for t, v in entry.items()}
            nll -= values[token]
            hits += int(values[token] >= max(values.values()))
        results.append(_stats(n_ref, hits, nll, chars))
    return results


# ------------------------------------------------------------------------- the rest
def teacher_forced(self: Any, requests: Sequence[Any], disable_tqdm: bool = False) -> list[Stats]:
    """``LM.teacher_forced``: the HF or vLLM implementation for those backends, else a clear error.

    Dispatching here (the backends' modules are only looked up in ``sys.modules``: an instance
    exists, so its module is loaded) keeps torch/transformers out of lm-eval's start-up.
    """
    hf = sys.modules.get(_HF_MODULE)
    if hf is not None and isinstance(self, hf.HFLM):
        return hf_teacher_forced(self, requests, disable_tqdm)
    vllm = sys.modules.get(_VLLM_MODULE)
    if vllm is not None and isinstance(self, vllm.VLLM):
        return vllm_teacher_forced(self, requests, disable_tqdm)
    tasks = sorted({str(r.task_name) for r in requests if getattr(r, "task_name", None)})
    raise TeacherForcingUnsupported(
        f"The lm-eval backend {type(self).__module__}.{type(self).__name__} cannot run "
        f"teacher-forced task(s) {', '.join(tasks) or '(unknown)'}: they need the log-prob of "
        f"every reference token and whether it is the model's argmax (per-token log-probs over "
        f"the prompt), which this backend does not provide. Backends that work: {SUPPORTED_BACKENDS}."
    )


def install() -> None:
    """Add ``teacher_forced`` to lm-eval's base ``LM`` (idempotent); see :func:`teacher_forced`.

    Called when a :class:`TeacherForcedTask` is built, never at lm-eval start-up: only those tasks
    send ``teacher_forced`` requests, so no other task can reach it.
    """
    from lm_eval.api.model import LM

    LM.teacher_forced = teacher_forced  # type: ignore[attr-defined]


# ------------------------------------------------------------------------ task side
def references(doc: dict) -> list[str]:
    """A document's reference solutions (``references``, else its ``solution``)."""
    refs = doc.get("references") or [doc["solution"]]
    if not all(isinstance(r, str) and r.strip() for r in refs):
        raise ValueError(
            f"teacher-forced document {doc.get('id', doc.get('problem', '')[:60])!r}: empty reference solution"
        )
    return list(refs)


class TeacherForcedTask(HardmathTask):
    """A YAML task whose documents are scored by teacher forcing on their reference solutions.

    One ``teacher_forced`` request per reference: ``(prompt, target_delimiter + reference)``.
    ``process_results`` turns a document's per-reference stats into the metrics listed in the
    YAML's ``metric_list`` (see :func:`problem_metrics`); a document with ``is_original`` true
    reports them under ``<metric>_orig`` instead.
    """

    def __init__(self, config: dict | None = None, **kwargs: Any) -> None:
        config = dict(config or {})
        # A callable process_results tells ConfigurableTask not to look metrics up by name.
        config["process_results"] = self.process_results
        super().__init__(config=config, **kwargs)
        install()
        # The evaluator groups requests (and pads ranks) by this name: lm.teacher_forced runs them.
        self.OUTPUT_TYPE = REQUEST_TYPE  # type: ignore[assignment]
        self.config.output_type = REQUEST_TYPE  # type: ignore[assignment]

    def construct_requests(self, doc: dict, ctx: Any, **kwargs: Any) -> list[Instance]:
        apply_chat_template = kwargs.pop("apply_chat_template", False)
        kwargs.pop("chat_template", None)
        delimiter = self.config.target_delimiter
        gen_prefix = self.config.gen_prefix
        if apply_chat_template and not (gen_prefix and not gen_prefix[-1:].isspace()):
            delimiter = ""  # the chat template already opened the assistant turn
        return [
            Instance(request_type=REQUEST_TYPE, doc=doc, arguments=(ctx, delimiter + ref), idx=i, **kwargs)
            for i, ref in enumerate(references(doc))
        ]

    def process_results(self, doc: dict, results: list) -> dict[str, Any]:
        suffix = "_orig" if doc.get("is_original") is True else ""
        metrics = problem_metrics(results)
        return {name + suffix: value for name, value in metrics.items() if name + suffix in self.aggregation()}


# ---------------------------------------------------------------------------- metrics
def reference_metrics(stats: Stats) -> dict[str, float]:
    """TFA, TFCE (nats/token), perplexity = exp(TFCE) and BPC (bits/character) of one reference."""
    tokens, chars = stats["tokens"], stats["chars"]
    tfce = stats["nll"] / tokens
    return {
        "tfa": stats["argmax_hits"] / tokens,
        "tfce": tfce,
        "perplexity": math.exp(tfce),
        "bpc": stats["nll"] / math.log(2) / chars if chars else math.nan,
    }


BEST = {"tfa": max, "tfce": min, "perplexity": min, "bpc": min}


def problem_metrics(all_stats: Iterable[Stats]) -> dict[str, Any]:
    """A problem's metrics from its references' stats.

    ``tfa``/``tfce``/``perplexity``/``bpc``: mean over the problem's references (one reference:
    its value); ``<name>_best``: the best reference; ``tfa_tokens``, ``tfce_tokens``,
    ``perplexity_tokens``, ``bpc_chars``: (numerator, denominator) pairs pooled by the
    ``hardmath_tf_ratio`` / ``hardmath_tf_exp_ratio`` aggregations (token- / character-weighted);
    ``tokens``: reference tokens (mean over references).
    """
    all_stats = list(all_stats)
    per_ref = [reference_metrics(s) for s in all_stats]
    out: dict[str, Any] = {}
    for name, best in BEST.items():
        values = [m[name] for m in per_ref]
        out[name] = sum(values) / len(values)
        out[f"{name}_best"] = best(values)
    nll = sum(s["nll"] for s in all_stats)
    tokens = sum(s["tokens"] for s in all_stats)
    out["tfa_tokens"] = (sum(s["argmax_hits"] for s in all_stats), tokens)
    out["tfce_tokens"] = (nll, tokens)
    out["perplexity_tokens"] = (nll, tokens)
    out["bpc_chars"] = (nll / math.log(2), sum(s["chars"] for s in all_stats))
    out["tokens"] = tokens / len(all_stats)
    return out
