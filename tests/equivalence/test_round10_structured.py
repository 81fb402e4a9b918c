r"""Round 10 (issue 39): replies handed over as JSON by agents and APIs, and an answer written as a sentence around
its value. Each class is generated over several values, each with a wrong twin. Cases written for this test (none
copied from a probe set).
"""

from __future__ import annotations

import json

import pytest
from twins import right_not_wrong

from hardmath.equivalence import grade

VALUES = [("125", "124"), ("7\\sqrt{3}", "7\\sqrt{2}"), ("\\frac{7}{4}", "\\frac{4}{7}")]


@pytest.mark.parametrize("value, twin", VALUES)
@pytest.mark.parametrize("lead_in", ["", "Calling tool `math_solver`...\n\n"])
def test_an_mcp_tool_result_is_read_as_its_text(value, twin, lead_in):
    reply = {"jsonrpc": "2.0", "id": 7, "result": {"content": [{"type": "text", "text": f"answer: {value}"}]}}
    right_not_wrong(lead_in + json.dumps(reply, indent=2), value, twin)


@pytest.mark.parametrize("value, twin", VALUES)
def test_a_list_of_chat_messages_is_read_as_its_last_assistant_turn(value, twin):
    call = {"id": "c1", "type": "function", "function": {"name": "python", "arguments": '{"code": "print(f())"}'}}
    messages = [
        {"role": "assistant", "content": None, "tool_calls": [call]},
        {"role": "tool", "tool_call_id": "c1", "content": twin},
        {"role": "assistant", "content": f"The tool printed {twin}, which is off by one. The answer is ${value}$."},
    ]
    right_not_wrong(json.dumps(messages, indent=1), value, twin)


def test_a_list_of_chat_messages_that_ends_on_a_tool_turn_has_no_reply():
    messages = [{"role": "assistant", "content": "Let me run it."}, {"role": "tool", "content": "125"}]
    assert not grade(json.dumps(messages), "125")


@pytest.mark.parametrize("value, twin", VALUES)
def test_a_gemini_function_call_s_arguments_are_read(value, twin):
    part = {"functionCall": {"name": "record_answer", "args": {"value": value}}}
    reply = {"candidates": [{"content": {"role": "model", "parts": [{"text": "Done."}, part]}, "finishReason": "STOP"}]}
    right_not_wrong(json.dumps(reply, indent=2), value, twin)


@pytest.mark.parametrize(
    "sentence, gold, wrong",
    [
        ("The sum evaluates to $\\frac{7}{4}$.", "Prove that the sum evaluates to $\\frac{7}{4}$.", "\\frac{7}{5}"),
        ("There are $n$ such sums.", "Show that there are $n$ such sums.", "n+1"),
        ("The area of the two regions are equal when $c=4/9$.", "Show that the areas are equal when $c=4/9$.", "5/9"),
    ],
)
@pytest.mark.parametrize("label", ["Final answer:", "**Answer:**", "answer:"])
def test_an_answer_written_as_a_sentence_around_its_value(sentence, gold, wrong, label):
    right_not_wrong(f"We work it out.\n\n{label} {sentence}", gold, wrong)
