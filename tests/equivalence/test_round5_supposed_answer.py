r"""Round 5, third pass on blind set C (issue 39): an answer supposed in order to be checked ("Suppose
the answer is $120$. Let us check: ...", "Предположим, что ответ 120.") states no answer, in any
language of :data:`.lexicon.SUPPOSING` and whatever reading found it; a later statement still
answers. Each case has its wrong twin (cases written for this test).
"""

from __future__ import annotations

import itertools

import pytest

from hardmath.equivalence import grade

SUPPOSED = [
    "Suppose the answer is {x}. Let us check: substituting into the second condition, we get",
    "Assume that the answer is {x}. We verify this by plugging in",
    "If the answer is {x}, then the second equation gives",
    "Предположим, что ответ {x}. Проверим это: подставляя во второе условие, получаем",
    "Допустим, ответ {x}. Проверим:",
    "Supongamos que la respuesta es {x}. Comprobemos: sustituyendo obtenemos",
    "Supposons que la réponse est {x}. Vérifions : en substituant, on obtient",
    "Angenommen, die Antwort ist {x}. Prüfen wir: Einsetzen ergibt",
]
VALUES = [
    ("$120$", "120"),
    ("H, G, F, E, D, A", "A, D, E, F, G, H"),
    ("$\\pi\\ln\\sqrt{\\pi}$", "\\frac{\\pi}{2}\\ln\\pi"),
]
WRAPPERS = ["## Solution\n\n{body}", "<start_of_turn>model\n{body}<end_of_turn>", "{body}"]


@pytest.mark.parametrize("said, wrapper", list(itertools.product(SUPPOSED, WRAPPERS)))
@pytest.mark.parametrize("value, gold", VALUES)
def test_a_supposed_answer_states_nothing(said, wrapper, value, gold):
    assert not grade(wrapper.format(body=said.format(x=value)), gold)


@pytest.mark.parametrize("said", SUPPOSED)
@pytest.mark.parametrize("value, gold", VALUES)
def test_a_later_statement_still_answers(said, value, gold):
    def response(last: str) -> str:
        return said.format(x=value) + f" what we need.\n\nTherefore the answer is {last}."

    assert grade(response(value), gold)
    assert not grade(response("$7$"), gold)


@pytest.mark.parametrize("lead", ["The answer is", "So the answer is", "Ответ:", "La respuesta es"])
def test_a_plain_statement_is_no_supposition(lead):
    assert grade(f"We compute step by step.\n\n{lead} $120$.", "120")
    assert not grade(f"We compute step by step.\n\n{lead} $121$.", "120")
