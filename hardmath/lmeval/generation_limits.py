"""Deleted by an upstream change: ``generate_until`` results that carry each generation's finish
reason and generated token count (draft: docs/upstream/0002-generate-until-finish-reason-and-token-count.patch).
Until then, this module patches the backends.

What a backend knows about each generation of a hardmath task: did it hit its token limit, and
how many tokens did it generate? Recorded per request from the backend, never guessed.

HARP (§3.2, Table 4) scores a generation that hit the max-token limit as wrong and reports the
share of generations that did not finish; its Figure 4 plots output lengths by level. lm-eval's
``generate_until`` returns plain strings, and every task in the run receives those strings: they
stay exactly lm-eval's. What hardmath learns travels **beside** the response, on the request:

* hardmath's generation tasks (:class:`hardmath.lmeval.tasks.HardmathTask`) mark their requests
  as tracked (:func:`track`): lm-eval's own ``Instance``, untouched (no subclass, no attribute); its
  record list lives in a side table keyed by the request's public ``(task_name, doc_id, repeats)``
  metadata and ``idx`` (:func:`generation_record`; in ``Instance.metadata``, a free dict, on lm-eval 0.5);
* :func:`install` (run when such a task is built and when it builds its requests, never at lm-eval
  start-up) wraps the backends' ``generate_until``. lm-eval builds the model before it builds any
  request, so the backend's class is loaded by then. A call without any tracked request runs the
  original untouched, and in a
  call with some, each tracked request gets a :class:`GenerationInfo` per response appended to
  its record. The returned list is the backend's own, unchanged;
* before filtering, the task pairs each of its responses with its info (:func:`tracked_responses`)
  so its grade filter sees a :class:`Generation` (the same text, plus ``max_length`` / ``tokens``).

Per backend:

* ``hf`` (``HFLM``, causal models): a row that used the whole ``max_gen_toks`` budget without an
  end-of-sequence token, a pad token at its end, or a stop sequence in its text hit the limit; its
  token count is the generated ids up to the end-of-sequence token or the stop sequence.
* ``vllm`` (``VLLM``): ``finish_reason == "length"`` and the output's token ids (UNTESTED: no vllm here).
* OpenAI-style APIs (``local-completions``, ``local-chat-completions``): the choice's
  ``finish_reason == "length"``; ``usage.completion_tokens`` (reasoning tokens included) when the
  response holds one choice; a null ``content`` is recorded under the placeholder text lm-eval
  grades instead. Checked against a real ``transformers serve`` (tests/lmeval/test_real_server.py).
  A reply lm-eval cannot read (:mod:`hardmath.lmeval.api_replies`: an ``error`` body, a bad choice
  index, a list for a text) is no response: the request gets a stand-in text
  (:func:`~hardmath.lmeval.generation_info.backend_error_text`) and an info with the ``error``, which
  the task records as a ``backend_error``; odd token counts and finish reasons are recorded as
  unknown with a ``note``. A call that fails outright (HTTP errors after lm-eval's retries, a
  timeout, malformed JSON) ends the run with one line (:class:`BackendFailure`), never a traceback.

Every other backend (and responses lm-eval's ``--use_cache`` answers) gives no info: the values
are None ("cannot tell"), and the grade filter says so once in the log.
"""

from __future__ import annotations

import contextvars
import inspect
import logging
import sys
import threading
from typing import TYPE_CHECKING, Any

from hardmath.lmeval.api_replies import reply_rows
from hardmath.lmeval.generation_info import UNKNOWN, GenerationInfo, backend_error_text

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

log = logging.getLogger(__name__)

_HF = ("lm_eval.models.huggingface", "HFLM")
_VLLM = ("lm_eval.models.vllm_causallms", "VLLM")
_CHAT = ("lm_eval.models.openai_completions", "LocalChatCompletion")
_API = {("lm_eval.models.openai_completions", "LocalCompletionsAPI"), _CHAT}
BACKENDS = "--model hf, --model vllm (untested) and OpenAI-style API backends that return a finish reason"


class BackendFailure(SystemExit):
    """The backend got no usable reply for a hardmath task's requests (HTTP errors after its retries,
    a timeout, malformed JSON, too many unreadable replies). A ``SystemExit``, so that ``lm_eval`` ends
    with its one-line message (exit status 1) and writes no results: nothing is scored on errors.
    """


class Interrupted(SystemExit):
    """Ctrl-C while a hardmath task generates: one line on stderr and exit status 130 (128 + SIGINT)
    instead of a traceback through lm-eval and hardmath. lm-eval writes results only after every
    request, so nothing was written; the checker's workers end with their parent.
    """

    LINE = "hardmath: interrupted (Ctrl-C) while generating: no results were written, nothing is left running"

    def __init__(self) -> None:
        print(self.LINE, file=sys.stderr, flush=True)
        super().__init__(130)


GENERATION_RECORD = "hardmath_generated"  # its key in a request's metadata dict (lm-eval 0.5)
# The record lists of tracked requests on lm-eval 0.4.x, by request key (:func:`_request_key`).
_RECORDS: dict[tuple[Any, ...], list] = {}


def _request_key(request: Any) -> tuple[Any, ...]:
    """A request's public identity: lm-eval's ``(task_name, doc_id, repeats)`` metadata and its ``idx``."""
    return (*tuple(request.metadata), getattr(request, "idx", 0))


def generation_record(request: Any, *, start: bool = False) -> list | None:
    """The list in which a request of a hardmath generation task collects, per response, what the
    backend recorded about it (``(text, GenerationInfo)``); None for any other request.

    ``start=True`` gives ``request`` an empty one (a new request under a known key, as in a second
    run of the same task in one process, starts afresh). lm-eval 0.5.0.dev1's ``Instance.metadata``
    is a free ``dict``, the official home for it; up to 0.4.13 ``metadata`` is lm-eval's own
    ``(task_name, doc_id, repeats)`` tuple, which (with ``idx``) keys a side table: the request
    itself is left exactly as lm-eval built it.
    """
    metadata = getattr(request, "metadata", None)
    if isinstance(metadata, dict):  # 0.5.0.dev1
        if start:
            metadata.setdefault(GENERATION_RECORD, [])
        return metadata.get(GENERATION_RECORD)
    if not isinstance(metadata, tuple):
        return None
    key = _request_key(request)
    if start:
        _RECORDS[key] = []
    return _RECORDS.get(key)


def track(request: Any) -> Any:
    """``request`` (an lm-eval ``Instance`` of a hardmath generation task), tracked: the wrapped
    backends append ``(text, GenerationInfo)`` per response to its :func:`generation_record`. The
    same object is returned.
    """
    generation_record(request, start=True)
    return request


class Generation(str):
    """A response of a hardmath task, with what the backend recorded about it."""

    max_length: bool | None
    tokens: int | None
    note: str | None
    error: str | None

    def __new__(
        cls,
        text: str,
        max_length: bool | None,
        tokens: int | None = None,
        note: str | None = None,
        error: str | None = None,
    ) -> Generation:
        out = super().__new__(cls, text)
        out.max_length = max_length
        out.tokens = tokens
        out.note = note
        out.error = error
        return out

    @classmethod
    def of(cls, text: str, info: GenerationInfo) -> Generation:
        return cls(text, info.max_length, info.tokens, info.note, info.error)

    def __reduce__(self) -> tuple:  # keep the flags through pickling
        return (Generation, (str(self), self.max_length, self.tokens, self.note, self.error))


def limit_hit(response: Any) -> bool | None:
    """True / False when the backend recorded it, None when it cannot tell."""
    value = getattr(response, "max_length", None)
    return None if value is None else bool(value)


def generated_tokens(response: Any) -> int | None:
    """The number of tokens the backend generated for ``response`` (None: not recorded)."""
    value = getattr(response, "tokens", None)
    return None if value is None else int(value)


def backend_note(response: Any) -> str | None:
    """What was odd about the reply of ``response`` although it could be read (None: nothing)."""
    value = getattr(response, "note", None)
    return value if isinstance(value, str) else None


def tracked_responses(inst: Any) -> list:
    """``inst.resps`` with each text paired to the info recorded for it (a :class:`Generation`);
    a response without a record (a cache hit, a backend that cannot tell) is left as it is.
    """
    record = generation_record(inst)
    if not record:
        return list(inst.resps)
    pending = list(record)
    out = []
    for text in inst.resps:
        match = next((i for i, (t, _) in enumerate(pending) if t == text), None) if isinstance(text, str) else None
        if match is None:
            out.append(text)
            continue
        out.append(Generation.of(text, pending.pop(match)[1]))
    return out


# ------------------------------------------------------------------ per-row info, by backend
def _ids(value: Any) -> set[int]:
    if value is None:
        return set()
    return {int(v) for v in value} if isinstance(value, (list, tuple, set)) else {int(value)}


def _first_prefix_with(row: list[int], decode: Callable[[list[int]], str], stop: Sequence[str]) -> int:
    """The fewest leading ids of ``row`` whose text shows a stop sequence (binary search)."""
    lo, hi = 1, len(row)
    while lo < hi:
        mid = (lo + hi) // 2
        text = decode(row[:mid])
        if any(s and s in text for s in stop):
            hi = mid
        else:
            lo = mid + 1
    return lo


def hf_rows_info(lm: Any, output: Any, context_len: int, max_length: int, stop: Sequence[str]) -> list[GenerationInfo]:
    """Per row of ``HFLM._model_generate``'s output: did it use its whole budget unfinished, and how
    many tokens did it generate before it finished?

    ``generate`` stops a batch when every row is done, so a batch shorter than its budget has no
    hit; a done row ends in padding, contains an end-of-sequence token, or (stop sequences) shows
    a stop string in its text. Its token count runs to its end-of-sequence token, else to the
    first id that completes a stop string, else to its padding.
    """
    if getattr(lm, "backend", "causal") != "causal":
        return [UNKNOWN] * len(output)  # seq2seq output holds no context: not checked here
    budget = max_length - context_len
    generated = output[:, context_len:].tolist()
    full = bool(generated) and len(generated[0]) >= budget
    eos = _ids(getattr(getattr(lm.model, "generation_config", None), "eos_token_id", None))
    eos |= _ids(getattr(lm, "eot_token_id", None))
    pad = lm.tokenizer.pad_token_id
    out = []
    for row in generated:
        end = next((i + 1 for i, t in enumerate(row) if t in eos), None)
        stopped = False
        if end is None:
            n = len(row)
            while n and pad is not None and row[n - 1] == pad:
                n -= 1
            end, padded = n, n < len(row)
            if stop and any(s and s in lm.tok_decode(row[:n]) for s in stop):
                end, stopped = _first_prefix_with(row[:n], lm.tok_decode, stop), True
            done = padded or stopped
        else:
            done = True
        out.append(GenerationInfo(max_length=full and not done, tokens=end))
    return out


def vllm_rows_info(outputs: Sequence[Any]) -> list[GenerationInfo]:
    """Per ``vllm.RequestOutput``: ``finish_reason == "length"`` and its token ids' count."""
    out = []
    for o in outputs:
        first = o.outputs[0] if getattr(o, "outputs", None) else None
        reason = getattr(first, "finish_reason", None)
        ids = getattr(first, "token_ids", None)
        out.append(GenerationInfo(None if reason is None else reason == "length", None if ids is None else len(ids)))
    return out


def api_rows_info(outputs: Any, chat: bool | None = None) -> list[GenerationInfo]:
    """Per choice of OpenAI-style responses, in lm-eval's order: finish reason and, for a response
    with one choice, ``usage.completion_tokens`` (:func:`hardmath.lmeval.api_replies.reply_rows`).
    """
    return [info for out in (outputs if isinstance(outputs, list) else [outputs]) for info in reply_rows(out, chat)]


# ------------------------------------------------------------------ wrapping generate_until
# During one wrapped generate_until call that holds tracked requests: the (context, text, info)
# rows the backend produced, in order. Unset otherwise, so the wrappers below do nothing.
_ROWS: contextvars.ContextVar[list | None] = contextvars.ContextVar("hardmath_generation_rows", default=None)


class _Recorder:
    """Stands in for ``lm.cache_hook`` during one call: records each (context, text) the backend
    caches, in generation order, and forwards to the real hook.
    """

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.rows: list[tuple[str, str]] = []

    def add_partial(self, attr: str, req: Any, res: Any) -> None:
        if attr == "generate_until":
            self.rows.append((req[0], res))
        self.inner.add_partial(attr, req, res)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)


def _record(requests: Sequence[Any], texts: Sequence[Any], rows: list[tuple[Any, str, GenerationInfo]]) -> None:
    """Append each tracked request's (text, info); the info of its (context, text) row, or of its text
    alone when the backend gave no context, UNKNOWN where that is ambiguous.
    """
    seen: dict[tuple[Any, str], set[GenerationInfo]] = {}
    for context, text, info in rows:
        seen.setdefault((context, text), set()).add(info)
        seen.setdefault((None, text), set()).add(info)
    for req, text in zip(requests, texts, strict=True):
        record = generation_record(req)
        if record is not None and isinstance(text, str):
            found = seen.get((req.args[0], text)) or seen.get((None, text)) or {UNKNOWN}
            record.append((text, next(iter(found)) if len(found) == 1 else UNKNOWN))


def _wrap_generate_until(cls: type, model_rows: Callable[..., list[GenerationInfo]] | None) -> None:
    """Wrap ``cls.generate_until``. With ``model_rows``, each row's info is read from
    ``_model_generate``'s output and matched to its request through the cache hook (which the
    backend calls once per row, in the same order); without, the backend's ``parse_generations``
    (also wrapped) reports the rows.
    """
    original = cls.generate_until
    if getattr(original, "_hardmath_limits", False):
        return

    def generate_until(self: Any, requests: list, *args: Any, **kwargs: Any) -> list:
        if all(generation_record(r) is None for r in requests):
            return original(self, requests, *args, **kwargs)
        try:
            return tracked_generate_until(self, requests, *args, **kwargs)
        except KeyboardInterrupt:
            raise Interrupted from None

    def tracked_generate_until(self: Any, requests: list, *args: Any, **kwargs: Any) -> list:
        rows: list[tuple[Any, str, GenerationInfo]] = []
        token = _ROWS.set(rows)
        if model_rows is None:
            own = vars(self).get("model_call")
            bounded = _bounded_model_call(self)
            if bounded is not None:
                self.model_call = bounded
            try:
                texts = original(self, requests, *args, **kwargs)
            except Exception as exc:  # noqa: BLE001 - every failure of the server: one line, no traceback
                raise BackendFailure(_failure_line(self, exc)) from None
            finally:
                if bounded is not None:
                    if own is None:
                        del self.model_call
                    else:
                        self.model_call = own
                _ROWS.reset(token)
            _record(requests, texts, rows)
            return texts
        infos: list[GenerationInfo] = []
        model_generate = self._model_generate

        def recording(*a: Any, **kw: Any) -> Any:
            output = model_generate(*a, **kw)
            if kw.get("generate", True):
                infos.extend(model_rows(self, output, a, kw))
            return output

        hook = self.cache_hook
        recorder = _Recorder(hook)
        self._model_generate, self.cache_hook = recording, recorder
        try:
            texts = original(self, requests, *args, **kwargs)
        finally:
            del self._model_generate
            self.cache_hook = hook
            _ROWS.reset(token)
        if len(recorder.rows) == len(infos):
            rows = [(c, t, i) for (c, t), i in zip(recorder.rows, infos, strict=True)]
        else:
            log.warning(
                "hardmath: %s generated %d rows but reported %d; max_length and token counts are unknown for this call",
                cls.__name__,
                len(recorder.rows),
                len(infos),
            )
        _record(requests, texts, rows)
        return texts

    generate_until._hardmath_limits = True  # type: ignore[attr-defined]
    cls.generate_until = generate_until


def _bounded_model_call(lm: Any) -> Callable[..., Any] | None:
    """``lm.model_call`` bounded to ``lm.timeout`` seconds in all, for an API backend that sends one
    request at a time (``num_concurrent`` 1); None for any other.

    There lm-eval posts with ``requests``, whose ``timeout`` bounds each wait for a byte, not the
    reply: a server trickling a byte every 4 s kept one document going 195 s under ``timeout=10``. With
    ``num_concurrent`` > 1 lm-eval's ``aiohttp`` session bounds the whole reply by ``timeout``; this
    gives one request at a time the same bound. A call past it raises ``TimeoutError`` (lm-eval
    retries it, ``max_retries`` in all) and leaves its thread to the server (a daemon: it never keeps
    the process alive).
    """
    limit = getattr(lm, "timeout", None)
    if getattr(lm, "_concurrent", 1) > 1 or not isinstance(limit, (int, float)) or limit <= 0:
        return None
    call = lm.model_call

    def bounded(*args: Any, **kwargs: Any) -> Any:
        box: dict[str, Any] = {}

        def run() -> None:
            try:
                box["reply"] = call(*args, **kwargs)
            except BaseException as exc:  # noqa: BLE001 - handed to the caller below
                box["error"] = exc

        worker = threading.Thread(target=run, name="hardmath-model-call", daemon=True)
        worker.start()
        worker.join(limit)
        if worker.is_alive():
            raise TimeoutError(f"no complete reply within timeout={limit:g} s")
        if "error" in box:
            raise box["error"]
        return box.get("reply")

    return bounded


def _failure_line(lm: Any, exc: BaseException) -> str:
    """One line: which backend and server failed, and how."""
    if isinstance(exc, TimeoutError) and not str(exc):
        exc = TimeoutError(f"no complete reply within timeout={getattr(lm, 'timeout', '?')} s")
    what = " ".join(f"{type(exc).__name__}: {exc}".split())
    what = what if len(what) <= 300 else what[:297] + "..."
    return (
        f"hardmath: {type(lm).__name__} at {getattr(lm, 'base_url', '?')} got no usable reply ({what}); "
        "nothing was scored (see docs/scale-out.md, 'When the server fails')"
    )


def _hf_rows(lm: Any, output: Any, args: tuple, kwargs: dict) -> list[GenerationInfo]:
    context = kwargs.get("context", args[0] if args else None)
    return hf_rows_info(lm, output, context.shape[1], kwargs["max_length"], kwargs.get("stop") or [])


def _vllm_rows(lm: Any, output: Any, args: tuple, kwargs: dict) -> list[GenerationInfo]:
    return vllm_rows_info(output)


def _none_answer() -> str | None:
    """The text lm-eval puts in place of a null ``content`` (a chat response whose whole output the
    server moved to ``reasoning_content``, e.g. an unclosed trace); None on releases without one.
    """
    return getattr(sys.modules.get("lm_eval.models.api_models"), "LMEVAL_MODEL_NONE_ANSWER_PLACEHOLDER", None)


def _with_outputs(args: tuple, kwargs: dict, outputs: list) -> tuple[tuple, dict]:
    """``parse_generations``' arguments with ``outputs`` in place of the ones given."""
    if "outputs" in kwargs or not args:
        return args, {**kwargs, "outputs": outputs}
    return (*args[:-1], outputs), kwargs


def _parse_replies(original: Callable[..., list], chat: bool, args: tuple, kwargs: dict) -> tuple[list, list]:
    """lm-eval's texts and hardmath's infos, reply by reply: a reply lm-eval cannot read (or that its
    parser fails on) gives a stand-in text per row, each with the error, never an empty answer.
    """
    outputs = kwargs["outputs"] if "outputs" in kwargs else args[-1]
    replies = outputs if isinstance(outputs, list) else [outputs]
    contexts = kwargs.get("contexts")
    n_contexts = len(contexts) if isinstance(contexts, (list, tuple)) else 0
    per_reply = n_contexts // len(replies) if replies and n_contexts % len(replies) == 0 and n_contexts else None
    texts: list = []
    infos: list[GenerationInfo] = []
    for reply in replies:
        row_infos = reply_rows(reply, chat, per_reply)
        error = row_infos[0].error if row_infos else None
        if error is None:
            one_args, one_kwargs = _with_outputs(args, kwargs, [reply])
            try:
                got = list(original(*one_args, **one_kwargs))
            except Exception as exc:  # noqa: BLE001 - lm-eval's parser failed on it: unreadable
                error = f"lm-eval could not read the reply ({type(exc).__name__}: {exc})"
                row_infos = [GenerationInfo(error=error)] * len(row_infos)
            else:
                row_infos = row_infos if len(row_infos) == len(got) else [UNKNOWN] * len(got)
        if error is not None:
            log.warning("hardmath: %s", backend_error_text(error))
            got = [backend_error_text(error)] * len(row_infos)
        texts.extend(got)
        infos.extend(row_infos)
    return texts, infos


def _wrap_parse_generations(cls: type) -> None:
    """Wrap an API class's ``parse_generations``: inside a tracked call, report each choice's row,
    and give a reply lm-eval cannot read a stand-in text that says so (:func:`_parse_replies`);
    outside one, the original runs untouched. A readable reply's texts are the original's, unchanged.
    """
    static = isinstance(inspect.getattr_static(cls, "parse_generations"), staticmethod)
    original = cls.parse_generations
    if getattr(original, "_hardmath_limits", False):
        return
    chat = (cls.__module__, cls.__name__) == _CHAT

    def parse(*args: Any, **kwargs: Any) -> list:
        rows = _ROWS.get()
        if rows is None:
            return original(*args, **kwargs)
        texts, infos = _parse_replies(original, chat, args, kwargs)
        contexts = kwargs.get("contexts")
        contexts = (
            list(contexts)
            if isinstance(contexts, (list, tuple)) and len(contexts) == len(texts)
            else [None] * len(texts)
        )
        shown = [_none_answer() if t is None else t for t in texts]
        rows.extend((c, t, i) for c, t, i in zip(contexts, shown, infos, strict=True) if isinstance(t, str))
        return texts

    parse._hardmath_limits = True  # type: ignore[attr-defined]
    cls.parse_generations = staticmethod(parse) if static else parse


def _patch(cls: type) -> None:
    key = (cls.__module__, cls.__name__)
    if key == _HF:
        _wrap_generate_until(cls, _hf_rows)
    elif key == _VLLM:
        _wrap_generate_until(cls, _vllm_rows)
    elif key in _API:
        _wrap_parse_generations(cls)
        _wrap_generate_until(cls, None)


def install() -> None:
    """Wrap the backends lm-eval has imported (idempotent).

    Called when a hardmath generation task is built and again when it builds its requests (never
    at lm-eval start-up): lm-eval imports a backend's module when it builds the model, which it
    does before it builds any request, so the backend of the run is wrapped by then.
    """
    for module, name in {_HF, _VLLM, *_API}:
        cls = getattr(sys.modules.get(module), name, None)
        if isinstance(cls, type):
            _patch(cls)
