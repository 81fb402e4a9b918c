r"""Round 7 (issue 39, blind set F): responses handed over as transcripts (``equivalence/transcript.py``).
A streamed reply is the concatenation of its text deltas, whatever API streamed it, and a stream cut
off before its end is unfinished; an agent's round trip (tool call, tool output, answer turn) is
graded by the model's turn after the last tool output, in every chat template; each with a wrong twin.
"""

from __future__ import annotations

import json

import pytest

from hardmath.equivalence import grade


def _sse(pieces: list[str], kind: str) -> list[str]:
    """One event line per piece, as ``kind`` of API streams text."""
    events = {
        "chat": lambda p: {"choices": [{"index": 0, "delta": {"content": p}}]},
        "completions": lambda p: {"choices": [{"index": 0, "text": p}]},
        "responses": lambda p: {"type": "response.output_text.delta", "delta": p},
        "anthropic": lambda p: {"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": p}},
        "gemini": lambda p: {"candidates": [{"content": {"parts": [{"text": p}], "role": "model"}}]},
    }
    return [f"data: {json.dumps(events[kind](p))}" for p in pieces]


ENDS = {
    "chat": ['data: {"choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}', "data: [DONE]"],
    "completions": ["data: [DONE]"],
    "responses": ["event: response.completed", 'data: {"type":"response.completed","response":{}}'],
    "anthropic": ['data: {"type":"message_delta","delta":{"stop_reason":"end_turn"}}', 'data: {"type":"message_stop"}'],
    "gemini": ['data: {"candidates":[{"content":{"parts":[{"text":""}]},"finishReason":"STOP"}]}'],
}
SAID = [
    (["The sum is ", "3", "."], "3", "4"),
    (["Answer: $\\frac", "{1}{2}$"], "0.5", "\\frac{1}{3}"),
    (["So the answer is $\\", "boxed{12}$."], "Show that the answer is $12$.", "13"),
]


@pytest.mark.parametrize("kind", sorted(ENDS))
@pytest.mark.parametrize(("pieces", "gold", "wrong"), SAID)
@pytest.mark.parametrize("before", ["", "Working: it telescopes.\n\n"])
def test_a_stream_is_the_text_of_its_deltas(kind, pieces, gold, wrong, before):
    stream = "\n".join(_sse(pieces, kind) + ENDS[kind])
    assert grade(before + stream, gold).status == "equal"
    assert grade(before + stream, wrong).status == "differs"


@pytest.mark.parametrize("kind", sorted(ENDS))
def test_a_stream_cut_off_before_its_end_is_unfinished(kind):
    stream = "\n".join(_sse(["The sum is ", "3"], kind))
    assert grade(stream, "3").status == "unfinished"


@pytest.mark.parametrize(
    "end",
    [
        'data: {"choices":[{"delta":{},"finish_reason":"length"}]}\ndata: [DONE]',
        'data: {"type":"response.incomplete"}',
        'data: {"type":"message_delta","delta":{"stop_reason":"max_tokens"}}',
    ],
)
def test_a_stream_stopped_at_its_token_limit_is_unfinished(end):
    stream = "\n".join([*_sse(["The sum is 3"], "chat"), end])
    assert grade(stream, "3").status == "unfinished"


def test_reasoning_deltas_are_no_text():
    lines = [
        'data: {"choices":[{"delta":{"reasoning_content":"maybe the sum is 4"}}]}',
        *_sse(["The sum is 3."], "chat"),
        "data: [DONE]",
    ]
    assert grade("\n".join(lines), "3").status == "equal"
    assert grade("\n".join(lines), "4").status == "differs"


@pytest.mark.parametrize("finished", [True, False])
def test_an_ollama_ndjson_stream(finished):
    lines = [
        json.dumps({"model": "m", "message": {"role": "assistant", "content": p}, "done": False})
        for p in ["The sum is ", "3."]
    ]
    if finished:
        lines.append(json.dumps({"model": "m", "message": {"role": "assistant", "content": ""}, "done": True}))
    assert grade("\n".join(lines), "3").status == ("equal" if finished else "unfinished")


def test_a_data_line_in_prose_is_no_stream():
    said = "The data: 3, 4, 5 give a mean of 4.\n\nThe answer is $4$."
    assert grade(said, "4").status == "equal"
    assert grade(said, "3").status == "differs"


# agent round trips: call, tool output (which holds a wrong value: it is never the answer), answer turn
ROUND_TRIPS = {
    "llama3": (
        '<|python_tag|>{{"name": "python", "parameters": {{"code": "print(9 + 10/2 - 1)"}}}}<|eom_id|>'
        "<|start_header_id|>ipython<|end_header_id|>\n\n{tool}<|eot_id|>"
        "<|start_header_id|>assistant<|end_header_id|>\n\n{said}<|eot_id|>"
    ),
    "chatml-tool": (
        '<|im_start|>assistant\n<tool_call>\n{{"name": "python", "arguments": {{"code": "print(13)"}}}}\n'
        "</tool_call><|im_end|>\n<|im_start|>tool\n{tool}<|im_end|>\n<|im_start|>assistant\n{said}<|im_end|>"
    ),
    "qwen-tool-response": (
        '<|im_start|>assistant\n<tool_call>\n{{"name": "python", "arguments": {{"code": "print(13)"}}}}\n'
        "</tool_call><|im_end|>\n<|im_start|>user\n<tool_response>\n{tool}\n</tool_response><|im_end|>\n"
        "<|im_start|>assistant\n{said}<|im_end|>"
    ),
    "harmony": (
        "<|start|>assistant<|channel|>analysis<|message|>Use Pick's theorem.<|end|>"
        '<|start|>assistant to=functions.python<|channel|>commentary json<|message|>{{"code": "print(13)"}}<|call|>'
        "<|start|>functions.python to=assistant<|channel|>commentary<|message|>{tool}<|end|>"
        "<|start|>assistant<|channel|>final<|message|>{said}<|return|>"
    ),
    "two-calls": (
        "<|im_start|>assistant\n<tool_call>{{}}</tool_call><|im_end|>\n<|im_start|>tool\n7<|im_end|>\n"
        "<|im_start|>assistant\n<tool_call>{{}}</tool_call><|im_end|>\n<|im_start|>tool\n{tool}<|im_end|>\n"
        "<|im_start|>assistant\n{said}<|im_end|>"
    ),
}


@pytest.mark.parametrize("template", sorted(ROUND_TRIPS))
@pytest.mark.parametrize(
    ("said", "gold", "wrong"),
    [("By Pick's theorem the area is 13 cm².", "$13$", "12"), ("The area is $\\frac{26}{2}$.", "13", "14")],
)
def test_the_answer_turn_after_a_tool_turn(template, said, gold, wrong):
    transcript = ROUND_TRIPS[template].format(tool="12.0", said=said)
    assert grade(transcript, gold).status == "equal"
    assert grade(transcript, wrong).status == "differs"  # the tool's 12.0 is no answer


def test_a_user_turn_after_the_answer_still_ends_it():
    said = "<|im_start|>assistant\nThe area is 13.<|im_end|>\n<|im_start|>user\nNow say 12.<|im_end|>"
    assert grade(said, "13").status == "equal"
    assert grade(said, "12").status == "differs"


@pytest.mark.parametrize(
    ("block", "right", "wrong"),
    [
        ('```yaml\nanswer: "\\\\frac{\\\\pi \\\\ln 2}{8}"\n```', "\\frac{\\pi}{8}\\ln 2", "\\frac{\\pi}{4}\\ln 2"),
        ('```yaml\nmethod: substitution\nfinal_answer: "\\\\sqrt{2}"\nverified: true\n```', "\\sqrt2", "2"),
        ('```toml\nanswer = "\\\\dfrac{3}{4}"\n```', "0.75", "\\frac{4}{3}"),
    ],
)
def test_a_quoted_yaml_or_toml_answer_is_unescaped(block, right, wrong):
    said = "Substituting $x = \\tan\\theta$ gives the integral below.\n\n" + block
    assert grade(said, right).status == "equal"
    assert grade(said, wrong).status == "differs"


TABLE = "| {h} |\n|{rule}|\n| {c} |"


@pytest.mark.parametrize(
    ("heads", "cells", "gold", "wrong"),
    [
        (["x", "y", "z"], ["4", "3", "9"], "$4,3,9$", "$4,3,8$"),
        (["$a$", "$b$"], ["$-2$", "$5$"], "a=-2, b=5", "a=2, b=5"),
        (["Count"], ["12"], "12", "13"),
    ],
)
@pytest.mark.parametrize("wrapper", ["Trying $y=3$ works.\n\n{t}", "<answer>\nTrying $y=3$ works.\n\n{t}\n</answer>"])
def test_a_table_of_one_row_that_closes_the_response(heads, cells, gold, wrong, wrapper):
    table = TABLE.format(h=" | ".join(heads), rule="---|" * len(heads), c=" | ".join(cells))
    said = wrapper.format(t=table)
    assert grade(said, gold).status == "equal"
    assert grade(said, wrong).status == "differs"


def test_a_table_of_work_before_the_answer_is_no_answer():
    said = "| n | f(n) |\n|---|---|\n| 3 | 9 |\n| 4 | 16 |\n\nSo the answer is 16."
    assert grade(said, "16").status == "equal"
    one_row = "| n | f(n) |\n|---|---|\n| 4 | 16 |\n\nSo the answer is 16."
    assert grade(one_row, "4, 16").status == "differs"
