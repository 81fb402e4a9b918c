r"""Round 7 (issue 39, blind set F): a yes or no that opens the closing sentence (after a word of conclusion,
or after a clause and one) is the answer for a yes/no gold, in every lexicon language; the sentence's math
is the comment's. A condition, an alternative, a hedge or the opposite word in the comment leaves no yes/no.
"""

from __future__ import annotations

import pytest

from hardmath.equivalence import grade

YES = "Show that the answer is yes."
NO = "Show that the answer is no."
WORK = "The differences are dense in $[0,\\infty)$ by the squeeze argument.\n\n"

# (sentence said with a yes, the same with a no), per language
SAID = [
    ("So yes, at some moment $S(N)$ was exactly $80\\%$ of $N$.", "So no, $S(N)$ never equals $0.8N$."),
    ("So **yes**, $\\sqrt2$ is such a limit.", "So **no**, $\\sqrt2$ is not such a limit."),
    ("Yes, $\\sqrt2$ is such a limit.", "No, $f$ need not be identically zero."),
    ("Since they are dense, so yes, $\\sqrt2$ is such a limit.", "Since $f$ vanishes, so no, $g$ is not $0$."),
    ("Therefore, yes — $\\sqrt2$ is such a limit.", "Therefore, no — $f$ need not vanish."),
    ("Donc oui, $\\sqrt2$ est une telle limite.", "Non, $f$ n'est pas forcément nulle."),
    ("Also ja, $\\sqrt2$ ist ein solcher Grenzwert.", "Nein, $f$ muss nicht verschwinden."),
    ("Por lo tanto, sí, $\\sqrt2$ es tal límite.", "No, $f$ no tiene que ser $0$."),
    ("Portanto, sim, $\\sqrt2$ é tal limite.", "Não, $f$ não precisa ser $0$."),
    ("Итак, да, $\\sqrt2$ является таким пределом.", "Нет, $f$ не обязана быть $0$."),
    ("所以是的，$\\sqrt2$ 是这样的极限。", "不，$f$ 不必恒为 $0$。"),
    ("よって、はい、$\\sqrt2$ はそのような極限です。", "いいえ、$f$ は $0$ とは限りません。"),
    ("따라서 네, $\\sqrt2$ 는 그러한 극한입니다.", "아니요, $f$ 는 $0$ 일 필요가 없습니다."),
    ("Vậy có, $\\sqrt2$ là một giới hạn như vậy.", "Không, $f$ không nhất thiết bằng $0$."),
    ("Quindi sì, $\\sqrt2$ è un tale limite.", "No, $f$ non deve essere $0$."),
]


@pytest.mark.parametrize(("yes", "no"), SAID)
@pytest.mark.parametrize("wrapper", ["{t}", "<|im_start|>assistant\n{t}<|im_end|>"])
def test_a_closing_sentence_that_opens_with_yes_or_no(yes, no, wrapper):
    said_yes, said_no = wrapper.format(t=WORK + yes), wrapper.format(t=WORK + no)
    assert grade(said_yes, YES).status == "equal"
    assert grade(said_yes, NO).status == "differs"
    assert grade(said_no, NO).status == "equal"
    assert grade(said_no, YES).status == "differs"


@pytest.mark.parametrize(
    "hedged",
    [
        "So yes, if $n$ is even.",
        "Yes or no: $n=2$ decides.",
        "So yes, but only when $n > 2$.",
        "So yes, not necessarily for every $n$.",
        "Yes, no, it depends on $n$.",
        "So yes, maybe $\\sqrt2$ is such a limit.",
        "Donc oui, si $n$ est pair.",
    ],
)
def test_a_conditioned_or_hedged_yes_is_no_answer_yes(hedged):
    assert grade(WORK + hedged, YES).status != "equal"


def test_a_yes_in_the_work_is_not_the_closing_sentence():
    said = "Yes, $x = 2$ satisfies the first equation.\n\nBut the second fails, so $x = 2$ is no solution: $x=3$."
    assert grade(said, YES).status == "differs"


def test_a_numeric_gold_still_reads_the_value():
    said = WORK + "So yes, the minimum is $5$."
    assert grade(said, "5").status == "equal"
    assert grade(said, "6").status == "differs"
