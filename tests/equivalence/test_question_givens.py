"""Issue 30, principle 1, with the question supplied: a final sentence's last number that restates a
number of the question is a given, not the answer; the sentence's last number that is none is.
Generated: languages, answer markers (none, "Answer:", "Réponse :", ...), units, where the given
stands, and a wrong-answer twin. Metamorphic relations: without the question the reading is the
last number, as before; a given moved before the answer changes nothing.
"""

from __future__ import annotations

import itertools

import pytest

from hardmath.equivalence import grade
from hardmath.equivalence.question import givens

SENTENCES = {  # language -> (question with {g} given, final sentence with the answer {a} before the given {g})
    "en": (
        "Janeth borrowed $2,000 and pays it back over {g} months. How much will she still owe?",
        "Janeth will still owe ${a} after {g} months.",
    ),
    "fr": (
        "Janeth a emprunté 2 000 $ à rembourser en {g} mois. Combien lui restera-t-il à payer ?",
        "Janeth aura encore {a} $ à payer d'ici {g} mois.",
    ),
    "es": (
        "Un tren recorre una distancia en {g} horas a 60 km/h. ¿Qué distancia recorre?",
        "El tren recorre {a} km en {g} horas.",
    ),
    "de": (
        "Ein Zug fährt {g} Stunden lang mit 60 km/h. Wie weit fährt er?",
        "Der Zug fährt {a} km in {g} Stunden.",
    ),
}
MARKERS = ["", "Answer: ", "So, ", "Réponse : ", "Respuesta: ", "Antwort: "]
VALUES = [("220", "230", "12"), ("180", "190", "3"), ("1,500", "1,400", "24")]


@pytest.mark.parametrize("language", sorted(SENTENCES))
def test_a_restated_given_is_not_the_answer(language):
    question, sentence = SENTENCES[language]
    failures = []
    for marker, (right, wrong, given) in itertools.product(MARKERS, VALUES):
        q = question.format(g=given)
        gold = right.replace(",", "")
        for stated, want in ((right, True), (wrong, False)):
            response = "We work it out step by step.\n" + marker + sentence.format(a=stated, g=given)
            v = grade(response, gold, question=q)
            if bool(v) != want:
                failures.append((response, want, v.answer, v.reason))
            alone = grade(response, gold)  # without the question: the last number, the given
            if alone or alone.answer is None or not alone.answer.startswith(given):
                failures.append(("WITHOUT THE QUESTION", response, alone.answer, alone.reason))
    assert not failures, failures


def test_a_given_that_is_the_only_number_stays_the_answer():
    """A sentence whose numbers are all givens still answers with its last one (nothing new to read)."""
    q = "A box holds 12 eggs. How many eggs are in the box?"
    assert grade("So there are 12 eggs in the box.", "12", question=q)
    assert grade("The box holds 12.", "12", question=q)


def test_an_earlier_sentence_is_not_read_for_a_new_number():
    """Only the final sentence's numbers are candidates: a number of an earlier sentence is not."""
    q = "A car drives 3 hours at 60 mph. How many hours does it drive?"
    v = grade("It covers 180 miles. So it drives 3 hours.", "3", question=q)
    assert v and v.answer.startswith("3")


def test_givens_are_the_question_numbers():
    assert givens("Pay $2,000 over 12 months, or -3.5 per day.") == {"2000", "12", "3.5"}
