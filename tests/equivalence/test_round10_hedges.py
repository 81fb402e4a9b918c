r"""Round 10 (issue 39): a hedge and a rejected value, read the same in every lexicon language. Each class is
generated over the lexicon's words or several phrasings, each with twins that must stay wrong. Cases written for
this test (none copied from a probe set).
"""

from __future__ import annotations

import pytest
from twins import right_not_wrong

from hardmath.equivalence import grade
from hardmath.equivalence.lexicon_hedges import MAYBE

# --- a last value offered as an alternative to an earlier one (sentences.offered_too, lexicon.MAYBE)

HEDGED_CLOSINGS = [
    ("en", "Probably {a}, although maybe {b}."),
    ("en", "It is {a}, or possibly {b}."),
    ("es", "Probablemente {a}, aunque quizá sea {b}."),
    ("de", "Vermutlich {a}, vielleicht aber auch {b}."),
    ("ru", "Скорее всего {a}, хотя, возможно, и {b}."),
    ("fr", "Sans doute {a}, peut-être {b}."),
    ("pt", "Provavelmente {a}, talvez {b}."),
    ("it", "Forse {a}, probabilmente {b}."),
    ("tr", "Muhtemelen {a}, belki {b}."),
    ("id", "Mungkin {a}, barangkali {b}."),
    ("th", "คำตอบอาจเป็น {a} หรือ {b} ยังไม่แน่ใจ"),
    ("zh", "答案可能是 {a}，也许是 {b}"),
]


@pytest.mark.parametrize("language, closing", HEDGED_CLOSINGS)
@pytest.mark.parametrize("a, b", [("36", "18"), ("-0.25", "1/4"), ("163", "162")])
def test_a_closing_hedge_between_two_values_states_neither(language, closing, a, b):
    response = "We split the work into cases and check each one.\n\n" + closing.format(a=a, b=b)
    assert not grade(response, b), (language, response)
    assert not grade(response, a), (language, response)
    plain = "We split the work into cases and check each one.\n\nSo the value is " + b + "."
    right_not_wrong(plain, b, a)


@pytest.mark.parametrize("language", sorted(MAYBE))
def test_every_language_s_hedge_word_offers_the_last_value_as_an_alternative(language):
    word = MAYBE[language][0].replace("\\s+", " ").replace("?", "").replace("[-\\s]", "-")
    response = f"We check each case.\n\n{word} 41, {word} 43."
    assert not grade(response, "43"), response
    assert not grade(response, "41"), response


@pytest.mark.parametrize(
    "closing",
    [
        "It is either $\\frac{{3}}{{2}}$ or ${v}$.",
        "Es ist entweder $\\frac{{3}}{{2}}$ oder ${v}$; ohne weitere Prüfung kann ich das nicht entscheiden.",
        "So it is $\\frac{{3}}{{2}}$, or maybe ${v}$.",
    ],
)
def test_a_closing_math_span_offered_as_an_alternative_is_a_hedge(closing):
    response = "We set up the equations.\n\n" + closing.format(v="\\frac23")
    assert not grade(response, "\\frac{2}{3}"), response
    assert not grade(response, "\\frac{3}{2}"), response


@pytest.mark.parametrize(
    "closing, gold, wrong",
    [
        ("After 3 tries, maybe more, we finally get 7.", "7", "3"),  # more than four words between: a sentence
        ("So we get $\\frac14$ or $0.25$.", "0.25", "0.5"),  # two forms of one value
        ("So $x$ is $2$ or $-2$.", "\\pm 2", "2"),  # both roots: a list, as before
        ("The answer is 12 (or 12.0 as a decimal).", "12", "13"),
    ],
)
def test_values_joined_without_a_hedge_keep_their_reading(closing, gold, wrong):
    right_not_wrong("We set up the equations.\n\n" + closing, gold, wrong)


# --- a rejected value, then the stated one, in the languages added this round (lexicon_corrections.CONTRAST)

CONTRASTS = [
    ("fa", "جواب {x} نیست، بلکه {v} است."),
    ("tr", "Cevap {x} değil, {v}."),
    ("id", "Jawabannya bukan {x}, melainkan {v}."),
    ("pl", "Wynik to nie {x}, lecz {v}."),
    ("nl", "Het antwoord is niet {x} maar {v}."),
    ("bn", "উত্তর {x} নয়, বরং {v}।"),
    ("th", "คำตอบไม่ใช่ {x} แต่เป็น {v}"),
]


@pytest.mark.parametrize("language, sentence", CONTRASTS)
@pytest.mark.parametrize("rejected, value", [("5", "7"), ("$\\frac{\\sqrt3+1}{2}$", "$1+\\sqrt{3}$")])
def test_a_rejected_value_gives_way_to_the_stated_one(language, sentence, rejected, value):
    response = "<answer>\n" + sentence.format(x=rejected, v=value) + "\n</answer>"
    right_not_wrong(response, value.strip("$"), rejected.strip("$"))


# --- boxes a sentence calls candidates, and a box offered with a hedge word (boxes.hedged_boxes)


@pytest.mark.parametrize(
    "sentence",
    [
        "The two candidate answers are $\\boxed{{{a}}}$ and $\\boxed{{{b}}}$.",
        "Candidates: \\boxed{{{a}}} and \\boxed{{{b}}}",
        "Los candidatos son $\\boxed{{{a}}}$ y $\\boxed{{{b}}}$.",
        "Die Kandidaten sind $\\boxed{{{a}}}$ und $\\boxed{{{b}}}$.",
        "So it is $\\boxed{{{a}}}$, maybe $\\boxed{{{b}}}$.",
    ],
)
def test_boxes_offered_as_candidates_state_neither(sentence):
    response = "We narrow it down.\n\n" + sentence.format(a=2, b=3)
    assert not grade(response, "3"), response
    assert not grade(response, "2"), response


@pytest.mark.parametrize(
    "response, gold, wrong",
    [
        ("The solutions are $\\boxed{(2,2)}$ and $\\boxed{(6,2)}$.", "(2,2),(6,2)", "(2,2),(6,3)"),
        ("Two candidate values: $\\boxed{6}$ and $\\boxed{7}$; checking, only 7 works: $\\boxed{7}$.", "7", "6"),
        (
            "We test the candidates 4, 5, 6. Only one works. So the sum is $\\boxed{5}$ and $\\boxed{3}$ is the rest.",
            "3",
            "5",
        ),
    ],
)
def test_boxes_joined_by_and_without_a_candidate_word_keep_their_reading(response, gold, wrong):
    right_not_wrong(response, gold, wrong)


# --- dot groups against comma groups with the unit the question asks (locale_numbers.dot_groups)


@pytest.mark.parametrize("said", ["24.000", "24.000 miles", "$24.000$"])
def test_dot_groups_against_a_gold_in_the_asked_unit(said):
    question = "During the first $30,000$ miles, for how many miles was each tire used?"
    right_not_wrong(f"Jadi jawabannya adalah {said}.", "$24,000$", "$24,001$", question=question)
    assert not grade(f"Jadi jawabannya adalah {said.replace('000', '001')}.", "$24,000$", question=question)


# --- two final answers one after the other, no correction between them (boxes.hedged_boxes, _restated)


@pytest.mark.parametrize(
    "closing",
    [
        "Ответ: $\\boxed{{{a}}}$.\nОтвет: $\\boxed{{{b}}}$.",
        "**Đáp số:** $\\boxed{{{a}}}$\nĐáp án: $\\boxed{{{b}}}$",
        "Así, el valor buscado es $\\boxed{{{a}}}$.\nPor lo tanto, la respuesta es $\\boxed{{{b}}}$.",
        "So the value is $\\boxed{{{a}}}$.\n**Final Answer:** $\\boxed{{{b}}}$",
    ],
)
def test_two_final_answers_in_a_row_state_neither(closing):
    response = "We compute.\n\n" + closing.format(a=36, b=18)
    assert not grade(response, "18"), response
    assert not grade(response, "36"), response


@pytest.mark.parametrize(
    "closing",
    [
        "Ответ: $\\boxed{{{a}}}$.\nНет, ошибка. Ответ: $\\boxed{{{b}}}$.",  # a correction between them
        "So the value is $\\boxed{{{b}}}$.\n**Final Answer:** $\\boxed{{{b}}}$",  # the same value twice
        "Wait, $\\boxed{{{a}}}$ is wrong.\nThe answer is $\\boxed{{{b}}}$.",
    ],
)
def test_a_corrected_or_repeated_final_answer_keeps_the_last(closing):
    right_not_wrong("We compute.\n\n" + closing.format(a=36, b=18), "18", "36")


# --- a closing comment on the work is passed over (chatter.py); a worded answer or a choice is not one


@pytest.mark.parametrize(
    "closing",
    [
        "That's the complete solution — the key step was organising the conditions before simplifying.",
        "This approach avoids any case analysis.",
        "Esta solución evita el análisis de casos.",
    ],
)
def test_a_closing_comment_on_the_work_gives_way_to_the_value_before_it(closing):
    right_not_wrong(f"We work it out.\n\nPutting it all together, the value is **$860$**.\n\n{closing}", "860", "861")


@pytest.mark.parametrize(
    "closing, gold, wrong",
    [
        ("I'd go with D.", "D", "B"),  # a choice, not a comment
        ("So Bob is the shortest.", "\\text{Bob}", "3"),  # a worded answer
        ("But this solution is wrong.", "7", "860"),  # takes the value back: no answer, so no twin is right
    ],
)
def test_a_closing_sentence_that_states_or_takes_back_is_no_comment(closing, gold, wrong):
    response = f"We work it out.\n\nThe middle value is $860$.\n\n{closing}"
    assert not grade(response, wrong), response
    if gold != "7":
        assert grade(response, gold), response


# --- a value a hedge word offers right after a stated one (offers.maybe_other)


@pytest.mark.parametrize(
    "sentence",
    [
        "答案可能是 $306$，也可能是 603，我不太确定是哪一个。",
        "The answer is $306$, or maybe 603.",
        "Ответ: $306$, хотя, возможно, и $603$.",
        "La respuesta es $306$, quizás 603.",
    ],
)
def test_a_value_offered_after_the_stated_one_makes_a_hedge(sentence):
    response = "We run the program.\n\n" + sentence
    assert not grade(response, "306"), response
    assert not grade(response, "603"), response


@pytest.mark.parametrize(
    "sentence",
    [
        "So the answer is $36$, which is probably right since 6^2 = 36.",
        "So the answer is $36$, probably the largest value.",
    ],
)
def test_a_hedge_word_about_the_stated_value_offers_no_other(sentence):
    right_not_wrong("We compute.\n\n" + sentence, "36", "6")
