"""Response length for the output-length figure: tokens of the run's tokenizer when it can be
loaded locally (the unit of the token counts its backend records, so human solutions measured with
it are in the model's unit), else whitespace-separated pieces (a documented proxy).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from hardmath.report.runs import ModelRun, display_name

if TYPE_CHECKING:
    from collections.abc import Callable

WHITESPACE = "whitespace pieces"
TOKENS = "tokens"


def whitespace_tokens(text: str) -> int:
    """Number of whitespace-separated pieces (a tokenizer-free length)."""
    return len(re.findall(r"\S+", text))


@lru_cache(maxsize=8)
def _tokenizer(name: str, gguf_file: str | None = None):
    from transformers import AutoTokenizer

    extra = {"gguf_file": gguf_file} if gguf_file else {}
    return AutoTokenizer.from_pretrained(name, local_files_only=True, **extra)


def _run_tokenizer(run: ModelRun) -> str | None:
    """The run's own tokenizer (``model_args`` ``tokenizer``, else ``pretrained``)."""
    name = run.model_args.get("tokenizer") or run.model_args.get("pretrained")
    return str(name) if name else None


def _load(run: ModelRun, tokenizer: str | None) -> tuple[Any, str | None]:
    """``(tokenizer or None, its name)``: the one named, else the run's own (local files only)."""
    if tokenizer == "none":
        return None, None
    name = tokenizer or _run_tokenizer(run)
    if not name:
        return None, None
    gguf = None if tokenizer else run.model_args.get("gguf_file")  # a GGUF model's tokenizer is in the file
    try:
        return _tokenizer(str(name), str(gguf) if gguf else None), str(name)
    except Exception:  # no local copy, not a tokenizer, transformers missing: use the proxy
        return None, str(name)


def length_function(run: ModelRun, tokenizer: str | None = None) -> tuple[Callable[[str], int], str]:
    """``(length, unit)`` for ``run``'s responses.

    ``tokenizer``: None tries the run's own (``model_args`` ``tokenizer`` or ``pretrained``,
    local files only, never the network); ``"none"`` forces the whitespace proxy; any other
    value names a tokenizer to load. Unloadable tokenizers fall back to the proxy. The unit is
    :func:`own_tokens_unit` when the run's own tokenizer loads, else ``"tokens"`` (another one).
    """
    tok, name = _load(run, tokenizer)
    if tok is None:
        return whitespace_tokens, WHITESPACE
    return (lambda text: len(tok(text, add_special_tokens=False)["input_ids"])), own_tokens_unit(
        run, tokenizer
    ) or TOKENS


def own_tokens_unit(run: ModelRun, tokenizer: str | None = None) -> str | None:
    """``"tokens (<model's tokenizer>)"`` when the text is measured with the run's own tokenizer
    (``tokenizer`` None or naming it) and it loads locally: the unit of the token counts its backend
    recorded at generation, so a model's recorded counts and human text measured with it share
    one unit. None otherwise (another tokenizer, ``"none"``, or none loads).
    """
    own = _run_tokenizer(run)
    if own is None or tokenizer not in (None, own):
        return None
    tok, _ = _load(run, None)
    gguf = run.model_args.get("gguf_file")
    return None if tok is None else f"{TOKENS} ({display_name(str(gguf) if gguf else own)})"
