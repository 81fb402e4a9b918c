r"""Responses handed over as transcripts rather than as text: a streamed reply and an agent's round trip.

1. *Streams.* A reply copied as it was streamed -- server-sent events (``data: {...}`` lines, ``data: [DONE]``)
   or newline-delimited JSON (Ollama's ``{"message": {...}, "done": false}`` lines) -- is the concatenation
   of its text deltas, whatever the API names them (:func:`_delta`: chat ``choices[].delta.content``,
   completions ``choices[].text``, Responses API ``response.output_text.delta``, Anthropic
   ``content_block_delta``, Gemini ``candidates[].content.parts[].text``, Ollama ``message.content`` /
   ``response``). Reasoning deltas are no text. A stream without its end (``[DONE]``, a stop reason, a
   completed event) or one stopped at its token limit is unfinished: the model never finished its answer.
2. *Tool turns.* A turn a tool wrote (roles ``tool``, ``ipython``, ``function``, ``python``, harmony's
   ``functions.NAME``, or a user turn holding only ``<tool_response>`` as Qwen's template writes it) is
   part of the model's round trip, never its answer: :func:`is_tool_turn` tells ``own_turn`` to read on,
   and the model's text after the last tool turn is its answer turn.
3. *Content blocks.* A reply handed over as its typed content blocks (Anthropic's ``[{"type": "thinking", ...},
   {"type": "text", "text": ...}]``, the Responses API's ``output_text``), bare or as a message's ``content``, is
   its text blocks in order; its thinking blocks are traces (:func:`_content_blocks`). A Responses API object
   (``{"object": "response", "output": [...]}``) is its output items: reasoning summaries as traces, messages'
   content blocks as text.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

MAX_EVENTS = 20_000  # stream lines read; a longer stream is read up to there
_EVENT = re.compile(r"^[ \t]*data:[ \t]?(.*?)[ \t]*$|^[ \t]*(\{.*\"done\"[ \t]*:.*\})[ \t]*$", re.MULTILINE)
_DONE = "[DONE]"
_STOPPED_AT_LIMIT = frozenset({"length", "max_tokens", "max_output_tokens", "MAX_TOKENS"})
_COMPLETED = frozenset({"response.completed", "message_stop"})
_INCOMPLETE = frozenset({"response.incomplete", "response.failed", "error"})
_DECODER = json.JSONDecoder()

TOOL_ROLES = frozenset({"tool", "ipython", "function", "python", "browser"})
_TOOL_ROLE = re.compile(r"(?:functions|browser|python|container)\b", re.IGNORECASE)
_TOOL_RESPONSE = re.compile(r"\A\s*<(tool_response|tool_result|function_results?|observation)>", re.IGNORECASE)


def is_tool_turn(role: str, segment: str) -> bool:
    """Whether a turn of ``role`` holding ``segment`` is a tool's output (see module docstring, rule 2)."""
    if role in TOOL_ROLES or _TOOL_ROLE.match(role):
        return True
    return role == "user" and _TOOL_RESPONSE.match(segment) is not None


@dataclass(frozen=True)
class Stream:
    """A stream read: ``text`` (what surrounds it, with the stream as its text) and whether it ended."""

    text: str
    finished: bool


def _strings(value: object) -> str:
    return value if isinstance(value, str) else ""


def _delta(event: dict) -> tuple[str, str | None]:
    """(the text an event adds, how it ends the stream: "done", "limit" or None)."""
    typed = _typed_delta(event)
    if typed is not None:
        return typed
    text, end = _choices_delta(event)
    if "done" in event and not event.get("choices"):  # Ollama: {"message": {...}} or {"response": ...}, "done"
        message = event.get("message")
        text += _strings(message.get("content")) if isinstance(message, dict) else _strings(event.get("response"))
        if event.get("done") is True:
            end = _ending(event.get("done_reason") or "stop")
    return text, end


def _ending(stop: object) -> str | None:
    """How a stop reason ends the stream: at its token limit, done, or not yet (None)."""
    return ("limit" if stop in _STOPPED_AT_LIMIT else "done") if stop else None


def _typed_delta(event: dict) -> tuple[str, str | None] | None:
    """An event of the Responses or Anthropic API, named by its "type" (else None)."""
    kind = _strings(event.get("type"))
    delta = event.get("delta")
    if kind in _COMPLETED:
        return "", "done"
    if kind in _INCOMPLETE:
        return "", "limit"
    if kind == "response.output_text.delta":
        return _strings(delta), None
    if kind in ("content_block_delta", "message_delta") and isinstance(delta, dict):
        return _strings(delta.get("text")), _ending(delta.get("stop_reason"))
    return None


def _choices_delta(event: dict) -> tuple[str, str | None]:
    """The text of a chat / completions chunk's choices or a Gemini chunk's candidates, and their stop reason."""
    text, end = [], None
    for choice in _list(event.get("choices")) + _list(event.get("candidates")):
        if not isinstance(choice, dict):
            continue
        text += [
            _strings(part.get("content")) for key in ("delta", "message") if isinstance(part := choice.get(key), dict)
        ]
        text.append(_strings(choice.get("text")))
        content = choice.get("content")
        if isinstance(content, dict):  # Gemini: parts, a thought part is reasoning
            text += [
                _strings(p.get("text"))
                for p in _list(content.get("parts"))
                if isinstance(p, dict) and not p.get("thought")
            ]
        end = _ending(choice.get("finish_reason", choice.get("finishReason"))) or end
    return "".join(text), end


def _list(value: object) -> list:
    return value if isinstance(value, list) else []


def reply(text: str) -> Stream | None:
    """A reply handed over as content blocks (rule 3) or as a stream (rule 1), read as its text; else None."""
    blocks = _content_blocks(text) if '"type"' in text else None
    return Stream(blocks, True) if blocks is not None else stream(text)


def stream(text: str) -> Stream | None:
    """The stream in ``text`` read as its text (module docstring, rule 1), or None when it holds none:
    at least one event must carry text or an end. Text before and after the stream stays.
    """
    if "data:" not in text and '"done"' not in text:
        return None
    pieces: list[str] = []
    first = last = None
    end: str | None = None
    for count, m in enumerate(_EVENT.finditer(text)):
        if count >= MAX_EVENTS:
            break
        payload = m.group(1) if m.group(1) is not None else m.group(2)
        if payload == _DONE:
            end = end or "done"
        else:
            try:
                event = _DECODER.decode(payload)
            except ValueError:
                continue
            if not isinstance(event, dict):
                continue
            piece, ended = _delta(event)
            if not piece and ended is None and first is None:
                continue  # a data line that is no delta (metadata) before the stream: not yet a stream
            pieces.append(piece)
            if ended is not None and end != "limit":
                end = ended
        if first is None:
            first = m.start()
        last = m.end()
    if first is None or last is None or (not "".join(pieces).strip() and end is None):
        return None
    return Stream(f"{text[:first]}\n\n{''.join(pieces)}\n\n{text[last:]}", end == "done")


_BLOCK_TEXT = frozenset({"text", "output_text"})
_BLOCK_TRACE = frozenset({"thinking", "reasoning", "redacted_thinking"})


def _content_blocks(text: str) -> str | None:
    """A reply handed over as its content blocks (rule 3): a JSON list of typed blocks, or a message whose
    ``content`` is one, read as its text blocks in order, its thinking blocks as traces; None when it is none.
    """
    opening = _JSON_OPENING.search(text, 0, MAX_LEAD_IN + 1)  # "Calling tool `solver`..." may lead in
    if opening is None:
        return None
    stripped = text[opening.start() :].strip()
    try:
        value, end = _DECODER.raw_decode(stripped)
    except ValueError:
        return None
    blocks = _blocks_of(value)
    if end != len(stripped) or not isinstance(blocks, list) or not blocks:
        return None
    if not all(isinstance(b, dict) and b.get("type") in _BLOCK_TEXT | _BLOCK_TRACE for b in blocks):
        return None  # a tool call among them: its arguments are read as structured output (:mod:`.structured`)
    parts = [
        _strings(b.get("text"))
        if b["type"] in _BLOCK_TEXT
        else f"<think>{_strings(b.get('thinking', b.get('text')))}</think>"
        for b in blocks
    ]
    return "\n\n".join(parts) if any(b["type"] in _BLOCK_TEXT for b in blocks) else None


MAX_LEAD_IN = 200  # characters of text before a JSON reply ("Calling tool `math_solver`...")
_JSON_OPENING = re.compile(r"^[ \t]*[\[{]", re.MULTILINE)
_SPEAKERS = frozenset({"assistant", "model"})


def _blocks_of(value: object) -> object:
    """The content blocks a JSON reply holds: a message's ``content``, the Responses API's ``output`` items, an MCP
    result's ``result.content``, the last assistant turn of a list of chat messages; else the value itself.
    """
    if isinstance(value, dict):
        if isinstance(value.get("output"), list):
            return _output_items(value["output"])  # the Responses API's object: its output items
        result = value.get("result")
        return result.get("content") if isinstance(result, dict) and "content" in result else value.get("content")
    if isinstance(value, list) and value and all(isinstance(m, dict) and "role" in m for m in value):
        said = [m.get("content") for m in value if m.get("role") in _SPEAKERS and m.get("content")]
        last = said[-1] if said and value[-1].get("role") in _SPEAKERS else None  # a tool's turn last: no reply
        return [{"type": "text", "text": last}] if isinstance(last, str) else last
    return value


def _output_items(items: list) -> list | None:
    """The Responses API's ``output`` items as content blocks: a reasoning item's summary is a trace, a message's
    content its blocks; None when an item is something else (a function call: read as structured output).
    """
    blocks: list = []
    for item in items:
        kind = item.get("type") if isinstance(item, dict) else None
        if kind == "reasoning":
            summary = item.get("summary") if isinstance(item.get("summary"), list) else []
            said = " ".join(_strings(s.get("text")) for s in summary if isinstance(s, dict))
            blocks.append({"type": "thinking", "thinking": said})
        elif kind == "message" and isinstance(item.get("content"), list):
            blocks.extend(item["content"])
        else:
            return None
    return blocks
