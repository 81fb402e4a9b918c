r"""Round 7 (issue 39, blind set F): a short bold phrase that ends on its one number (with a unit or percent) states
that number as the closing sentence's answer, over a plain math span earlier in the sentence ("... de $3$ fois sa
valeur initiale, soit **une augmentation de 300 %**."), in any language; a label ("**Step 2**:") stays a label;
each with a wrong twin.
"""

from __future__ import annotations

import pytest

from hardmath.equivalence import grade

SAID = [
    "L'aire augmente donc de $3$ fois sa valeur initiale, soit **une augmentation de {v} %**.",
    "The area grows by a factor of $3$ over its start, that is **an increase of {v}%**.",
    "Die Fläche wächst um das $3$-fache, also **eine Zunahme um {v} %**.",
    "El área crece $3$ veces su valor, es decir **un aumento del {v} %**.",
    "A área cresce $3$ vezes, ou seja, **um aumento de {v}%**.",
    "Площадь увеличивается в $3$ раза, то есть **рост на {v} %**.",
]


@pytest.mark.parametrize("sentence", SAID)
def test_a_bold_phrase_ending_on_its_number(sentence):
    assert grade(sentence.format(v=300), "$300\\%$").status == "equal"
    assert grade(sentence.format(v=200), "$300\\%$").status == "differs"
    assert grade(sentence.format(v=200), "3").status == "differs"  # the earlier span is no answer


def test_a_bold_phrase_with_a_unit():
    said = "With $v = 3$ the trip takes **a total of {v} minutes**."
    assert grade(said.format(v=45), "45").status == "equal"
    assert grade(said.format(v=40), "45").status == "differs"


def test_a_bold_label_is_no_answer():
    said = "We get $x=3$ in **Step 2**: then $y = 5$."
    assert grade(said, "5").status == "equal"
    assert grade(said, "2").status == "differs"
