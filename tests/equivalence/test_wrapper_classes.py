"""Wrappers read by class, not by family (issue 39): any special token that opens or closes a
reasoning block, any other special token, answer tags, JSON objects and function-call arguments
(parsed, the answer-like field read), whatever a family names them.

Generated: made-up family names x trace words x token shapes; JSON answer and result keys x
nesting (top level, a tool call's arguments as an object or as a JSON string) x LaTeX escaped or
not. Each right response has a twin that ends on the wrong value, or that holds the right value
only where it is not the answer (in the reasoning block, in a quoted object of the working).
"""

from __future__ import annotations

import itertools
import json

import pytest

from hardmath.equivalence import grade

RIGHT, WRONG = "\\frac{3}{4}", "\\frac{4}{3}"
TRACE_WORDS = ["think", "thinking", "thought", "reasoning", "reflection"]
TRACE_SHAPES = [
    ("<|{w}_start|>", "<|{w}_end|>"),
    ("<|begin_of_{w}|>", "<|end_of_{w}|>"),
    ("<|start_of_{w}|>", "<|end_of_{w}|>"),
]
OTHER_TOKENS = ["<|solution_start|>", "<|assistant_final|>", "<|eot_id|>", "<|zeta_answer|>", "<｜end▁of▁sentence｜>"]


@pytest.mark.parametrize("word, shape", list(itertools.product(TRACE_WORDS, TRACE_SHAPES)))
def test_a_reasoning_block_of_any_family_is_not_graded(word, shape):
    opening, closing = (s.format(w=word) for s in shape)
    for inside, after in ((WRONG, RIGHT), (RIGHT, WRONG)):
        response = f"{opening}First guess ${inside}$.{closing}The answer is ${after}$."
        assert bool(grade(response, RIGHT)) is (after == RIGHT), response
    assert grade(f"{opening}still at ${RIGHT}$", RIGHT).status == "unfinished"


@pytest.mark.parametrize("token", OTHER_TOKENS)
def test_any_other_special_token_is_a_word_break(token):
    assert grade(f"The answer is 48.{token}", "48") and not grade(f"The answer is 48.{token}", "41")
    assert grade(f"41{token}48", "48").answer != "4148"  # never glued into one number
    assert grade(f"The answer is 41.{token}The answer is 48.", "48")


ANSWER_KEYS = ["answer", "final_answer", "finalAnswer", "Final-Answer", "ANSWER"]
RESULT_KEYS = ["result", "value", "output", "final"]


def _latex(value: str, escaped: bool) -> str:
    return json.dumps(value) if escaped else '"' + value + '"'  # a model may leave "\frac" unescaped


def _wrapped(obj: str, nesting: str) -> str:
    if nesting == "top":
        return obj
    if nesting == "arguments":
        return '{"name": "submit_final", "arguments": ' + obj + "}"
    return '{"name": "record", "arguments": ' + json.dumps(obj) + "}"  # arguments as a JSON string


@pytest.mark.parametrize(
    "key, nesting, escaped, fence",
    list(itertools.product(ANSWER_KEYS + RESULT_KEYS, ["top", "arguments", "string"], [True, False], [False, True])),
)
def test_the_answer_field_of_json_and_function_calls(key, nesting, escaped, fence):
    for value, twin in ((RIGHT, WRONG), (WRONG, RIGHT)):
        obj = (
            '{"reasoning": "we first got '
            + twin.replace("\\", "\\\\")
            + '", "'
            + key
            + '": '
            + _latex(value, escaped)
            + "}"
        )
        body = _wrapped(obj, nesting)
        response = "We compute the ratio.\n\n" + (
            f"```json\n{body}\n```" if fence else f"<tool_call>\n{body}\n</tool_call>"
        )
        assert bool(grade(response, RIGHT)) is (value == RIGHT), response


@pytest.mark.parametrize("key", RESULT_KEYS)
def test_a_result_field_quoted_in_the_working_is_no_answer(key):
    response = f'We store {{"{key}": 41}} in the table first.\n\nThe answer is 48.'
    assert grade(response, "48") and not grade(response, "41")


@pytest.mark.parametrize(
    "open_tag, close_tag", [("<answer>", "</answer>"), ("<final_answer>", "</final_answer>"), ("[ANSWER]", "[/ANSWER]")]
)
def test_answer_tags(open_tag, close_tag):
    for value, twin in ((RIGHT, WRONG), (WRONG, RIGHT)):
        response = f"We try ${twin}$ first and then fix it.\n{open_tag}${value}${close_tag}"
        assert bool(grade(response, RIGHT)) is (value == RIGHT), response


@pytest.mark.parametrize("name", ["THINK", "THINKING", "REASONING", "Thought"])
@pytest.mark.parametrize("answer_tag", ["ANSWER", "FINAL_ANSWER", "final-answer"])
def test_bracket_tokens_are_tags(name, answer_tag):
    for value, twin in (("2500", "2400"), ("2400", "2500")):
        response = f"[{name}]We first get {twin}.[/{name}]\nChecking again.\n[{answer_tag}] {value} [/{answer_tag}]"
        assert bool(grade(response, "2,500")) is (value == "2500"), response
    assert grade(f"[{name}]still at 2500", "2500").status == "unfinished"
