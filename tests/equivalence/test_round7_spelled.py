r"""Round 7 (issue 39, blind set F): a number spelled out after the closing sentence's copula ends it and is its
answer, in every lexicon language ("... von $S$ ist dreizehn.", "... is **six**.", "所求结果为六"), over a math
span or a count earlier in the sentence; a wrong twin holds the gold only earlier in the sentence.
"""

from __future__ import annotations

import pytest

from hardmath.equivalence import grade

WORK = "Nach Restklassen: höchstens alle 6 aus Klasse 1 und ein Element aus Klasse 0.\n\n"

# (sentence ending on a spelled {w}, the word for 13, the word for 12)
SAID = [
    ("There are twelve candidates, so the largest size of $S$ is {w}.", "thirteen", "twelve"),
    ("There are twelve candidates, so the largest size of $S$ is **{w}**.", "thirteen", "twelve"),
    ("Die größtmögliche Mächtigkeit von $S$ ist {w}.", "dreizehn", "zwölf"),
    ("Le cardinal maximal de $S$ vaut {w}.", "treize", "douze"),
    ("El tamaño máximo de $S$ es {w}.", "trece", "doce"),
    ("O tamanho máximo de $S$ é {w}.", "treze", "doze"),
    ("La cardinalità massima di $S$ è {w}.", "tredici", "dodici"),
    ("Наибольшая мощность $S$ равна {w}.", "тринадцать", "двенадцать"),
    ("De grootste omvang van $S$ is {w}.", "dertien", "twaalf"),
    ("Największa liczność $S$ wynosi {w}.", "trzynaście", "dwanaście"),
    ("Kích thước lớn nhất của $S$ là {w}.", "mười ba", "mười hai"),
    ("所求 $S$ 的最大元素个数为{w}。", "十三", "十二"),
    ("$S$ 的最大大小は{w}です。", "十三", "十二"),
    ("$S$ 의 최대 크기는 {w}입니다.", "열셋", "열둘"),
    ("The fraction of the area shaded in $ABCD$ is {w}.", "three quarters", "two thirds"),
]


@pytest.mark.parametrize(("sentence", "right", "wrong"), SAID)
def test_a_spelled_number_ending_the_closing_sentence(sentence, right, wrong):
    gold = "\\frac{3}{4}" if right == "three quarters" else "13"
    assert grade(WORK + sentence.format(w=right), gold).status == "equal"
    assert grade(WORK + sentence.format(w=wrong), gold).status == "differs"


@pytest.mark.parametrize(
    "said",
    [
        "There are thirteen candidates, but two coincide, so the number of distinct tuples is eleven.",
        "With $n = 13$ the count of such sets is eleven.",
    ],
)
def test_the_gold_earlier_in_the_sentence_is_no_answer(said):
    assert grade(said, "13").status == "differs"
    assert grade(said, "11").status == "equal"


@pytest.mark.parametrize(
    "said", ["So the correct value is $x=13$, the larger one.", "We keep $13$, not the other one."]
)
def test_a_pronoun_one_is_no_number(said):
    assert grade(said, "13").status == "equal"
    assert grade(said, "1").status == "differs"


@pytest.mark.parametrize(
    ("said", "right", "wrong"),
    [
        ("答：所求结果为{w}。", "六", "五"),
        ("Answer: 所求结果为{w}", "六", "五"),
        ("Réponse : le résultat est {w}.", "six", "cinq"),
        ("Antwort: Das Ergebnis ist {w}.", "sechs", "fünf"),
        ("Final Answer: the number of such subsets is {w}.", "six", "five"),
        ("よって答えは{w}です。", "六", "五"),
        ("답은 {w}입니다.", "여섯", "다섯"),
    ],
)
def test_an_answer_statement_that_is_a_sentence_ending_on_a_spelled_number(said, right, wrong):
    assert grade("Work.\n\n" + said.format(w=right), "6").status == "equal"
    assert grade("Work.\n\n" + said.format(w=wrong), "6").status == "differs"
