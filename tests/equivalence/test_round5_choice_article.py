r"""Round 5, third pass on blind set C (issue 39): a sentence that ends by claiming a choice letter
after an article ("la correcta es la **B**", "a certa é a D", "richtig ist die C") claims it, in each
language of :data:`.lexicon.CHOICE_ARTICLE`; each case with its wrong twin (cases written for this test).
"""

from __future__ import annotations

import pytest

from hardmath.equivalence import grade

CLAIMS = [
    "Revisando cada opción, la correcta es la **{x}**.",
    "Después de comparar, la respuesta es la {x}.",
    "Verificando cada alternativa, a certa é a {x}.",
    "Après vérification, la bonne réponse est la {x}.",
    "Nach dem Vergleich ist die richtige Antwort die {x}.",
    "After checking each option, the correct one is the {x}.",
]


@pytest.mark.parametrize("claim", CLAIMS)
@pytest.mark.parametrize("right, wrong", [("B", "D"), ("D", "A"), ("E", "C")])
def test_a_letter_after_an_article_is_claimed(claim, right, wrong):
    assert grade(claim.format(x=right), right)
    assert not grade(claim.format(x=wrong), right)


def test_a_negated_claim_claims_nothing():
    assert not grade("Revisando cada opción, la correcta no es la B.", "B")
