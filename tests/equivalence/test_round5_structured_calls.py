r"""Round 5, third pass on blind set C (issue 39): structured answers of formats not shown before,
each generated with a wrong twin (cases written for this test):

- an answer field inside a list of calls (OpenAI's ``"tool_calls": [{"function": {"arguments": ...}}]``);
- an answer field named in the model's language (``"dap_an"``, ``"respuesta"``, ``"ответ"``, ...) or a
  ``"choice"`` field (before a ``"value"`` that ends the object);
- a call of an answer function in code (``final_answer("...")``, smolagents) states its literal argument.
"""

from __future__ import annotations

import json

import pytest

from hardmath.equivalence import grade

VALUES = [
    ("\\sqrt{27}-\\pi", "3\\sqrt3 - \\pi", "\\sqrt{27}+\\pi"),
    ("4,015", "4015", "4,016"),
    ("y^2+10y-7=0", "y^{2}+10y-7=0", "y^2+10y+7=0"),
]


def _tool_calls(value: str) -> str:
    call = {
        "id": "call_1",
        "type": "function",
        "function": {"name": "submit", "arguments": json.dumps({"answer": value})},
    }
    return json.dumps({"role": "assistant", "content": None, "tool_calls": [call]})


@pytest.mark.parametrize("said, gold, wrong", VALUES)
def test_an_answer_field_in_a_list_of_calls(said, gold, wrong):
    assert grade(_tool_calls(said), gold)
    assert not grade(_tool_calls(wrong), gold)


@pytest.mark.parametrize("key", ["dap_an", "respuesta", "réponse", "Antwort", "ответ", "jawaban", "choice"])
@pytest.mark.parametrize("said, gold, wrong", VALUES)
def test_an_answer_field_in_the_models_language(key, said, gold, wrong):
    def response(value: str) -> str:
        return json.dumps({"working": "Set up the equations and simplify: 2 + 3 = 5.", key: value}, ensure_ascii=False)

    assert grade(response(said), gold)
    assert not grade(response(wrong), gold)


def test_a_choice_field_before_a_value():
    def response(letter: str) -> str:
        return json.dumps({"choice": letter, "value": "$\\text{None of these}$"})

    assert grade(response("E"), "E")
    assert not grade(response("D"), "E")


CALLS = [
    'Thought: done.\nCode:\n```py\nfinal_answer("{x}")\n```<end_code>',
    "Code:\n```python\nfinal_answer(answer='{x}')\n```",
    'I will submit it.\n\nsubmit_answer("{x}")',
]


@pytest.mark.parametrize("call", CALLS)
@pytest.mark.parametrize("said, gold, wrong", [*VALUES, ("b=1\\\\text{ or }b=-1", "\\pm 1", "b=1\\\\text{ or }b=-2")])
def test_a_call_of_an_answer_function_states_its_argument(call, said, gold, wrong):
    assert grade("We work it out: 2 + 3 = 5.\n\n" + call.format(x=said), gold)
    assert not grade("We work it out: 2 + 3 = 5.\n\n" + call.format(x=wrong), gold)


def test_a_number_argument():
    assert grade("Code:\n```py\nfinal_answer(42)\n```", "42")
    assert not grade("Code:\n```py\nfinal_answer(41)\n```", "42")
