"""Reading an OpenAI-style reply (``local-completions``, ``local-chat-completions``) the way lm-eval's
backends do, and saying what is wrong with it, as :class:`GenerationInfo` rows in lm-eval's order.

A reply lm-eval cannot read (no JSON object, an ``error`` body, no choices, a bad choice index, a
text that is not a string) holds no response of the model: each of its rows carries an ``error``,
and the task records it as a ``backend_error``, never as the model's empty answer. What a readable
reply says about its generation is recorded only when it makes sense: a finish reason outside the
OpenAI set and a token count that is not a count (negative, above :data:`MAX_TOKENS`, not an integer)
are recorded as unknown, with a ``note`` saying what came.
"""

from __future__ import annotations

import json
from typing import Any

from hardmath.lmeval.generation_info import UNKNOWN, GenerationInfo

# OpenAI's finish reasons -> did the generation hit its token limit?
FINISH_REASONS = {"stop": False, "length": True, "content_filter": False, "tool_calls": False, "function_call": False}
MAX_TOKENS = 2**31 - 1  # no generation is longer: a larger count is no count


def _short(value: Any, size: int = 120) -> str:
    try:
        text = json.dumps(value, ensure_ascii=False, default=repr)
    except ValueError:  # a circular value
        text = repr(value)
    return text if len(text) <= size else text[: size - 3] + "..."


def finish_info(reason: Any) -> tuple[bool | None, str | None]:
    """(hit the token limit?, note) for a choice's ``finish_reason``: None without one, None and a
    note for a value outside OpenAI's set.
    """
    if reason is None:
        return None, None
    if isinstance(reason, str) and reason in FINISH_REASONS:
        return FINISH_REASONS[reason], None
    return None, f"non-standard finish_reason {_short(reason, 60)}: max_length unknown"


def token_count(usage: Any, choices: int) -> tuple[int | None, str | None]:
    """(generated tokens, note) from a reply's ``usage`` (the count belongs to a reply with one
    choice); an odd count is unknown, with a note saying what came.
    """
    if usage is None or choices != 1:
        return None, None
    if not isinstance(usage, dict):
        return None, f"usage is {_short(usage, 60)}, not an object: tokens unknown"
    value = usage.get("completion_tokens")
    if value is None:
        return None, None
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_TOKENS:
        return None, f"odd completion_tokens {_short(value, 60)}: tokens unknown"
    return value, None


def _text_error(choice: dict, chat: bool | None) -> str | None:
    """Why lm-eval cannot take a choice's text (None: it can; a null text is lm-eval's placeholder)."""
    if chat is None:
        chat = "message" in choice
    if chat:
        message = choice.get("message")
        if not isinstance(message, dict) or "content" not in message:
            return f"choice has no message content: {_short(choice)}"
        text, field = message["content"], "message content"
    else:
        if "text" not in choice:
            return f"choice has no text: {_short(choice)}"
        text, field = choice["text"], "text"
    if text is None or isinstance(text, str):
        return None
    return f"the {field} is a {type(text).__name__}, not a string: {_short(text)}"


def reply_error(reply: Any, chat: bool | None = None) -> str | None:
    """Why lm-eval cannot read ``reply`` (one parsed response body), None when it can. ``chat``: the
    chat endpoint (text in ``message.content``), the completions one (``text``), None: either.
    """
    if not isinstance(reply, dict):
        return f"the reply is {_short(reply)}, not a JSON object"
    if reply.get("error") is not None:
        return f"the server sent an error: {_short(reply['error'], 200)}"
    choices = reply.get("choices")
    if not isinstance(choices, list) or not choices:
        return f"the reply has no choices: {_short(reply)}"
    seen: set[int] = set()
    for choice in choices:
        if not isinstance(choice, dict):
            return f"a choice is {_short(choice)}, not an object"
        index = choice.get("index")
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(choices) or index in seen:
            return f"bad choice index {_short(index, 40)} among {len(choices)} choice(s)"
        seen.add(index)
        error = _text_error(choice, chat)
        if error:
            return error
    return None


def reply_rows(reply: Any, chat: bool | None = None, rows: int | None = None) -> list[GenerationInfo]:
    """One :class:`GenerationInfo` per row lm-eval makes of ``reply``, in its order (by choice index).

    An unreadable reply gives ``rows`` rows (the requests it answers; None: its number of choices, at
    least one), each carrying the error.
    """
    error = reply_error(reply, chat)
    if error is not None:
        choices = reply.get("choices") if isinstance(reply, dict) else None
        count = rows if rows is not None else max(1, len(choices) if isinstance(choices, list) else 0)
        return [GenerationInfo(error=error)] * count
    choices = reply["choices"]
    tokens, token_note = token_count(reply.get("usage"), len(choices))
    out = [UNKNOWN] * len(choices)
    for choice in choices:
        max_length, reason_note = finish_info(choice.get("finish_reason"))
        note = "; ".join(n for n in (reason_note, token_note) if n) or None
        out[choice["index"]] = GenerationInfo(max_length, tokens, note)
    return out
