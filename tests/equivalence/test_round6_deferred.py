"""Round 6 (issue 39), rules written from blind set E's development split after its first scoring:
an answer deferred to a question sent back, a hedge written with a slash, and a cut-off clause in
the languages whose "more work" openings were missing. Each generated case has a twin that must keep
its verdict.
"""

from __future__ import annotations

import pytest

from hardmath.equivalence import grade

VALUES = ("40", "198", "\\frac{3}{4}")

DEFERRALS = (
    "Let me know and I'll finish the solution.",
    "Let me know which reading you intend.",
    "Let me know whether the inequality is strict, then I will give the final count.",
    "Could you clarify which version is meant?",
    "Please clarify the intended reading.",
)
CLOSINGS = (  # chat closings after a stated answer: they take nothing back
    "Let me know if you have any questions!",
    "Let me know if you'd like me to explain further.",
    "Let me know if anything is unclear and I can explain further.",
)


@pytest.mark.parametrize("value", VALUES)
@pytest.mark.parametrize("deferral", DEFERRALS)
def test_a_question_sent_back_states_no_answer(value, deferral):
    response = f"Under the strict reading my working gives ${value}$, under the other it changes. {deferral}"
    assert grade(response, value).status == "no_answer"


@pytest.mark.parametrize("value", VALUES)
@pytest.mark.parametrize("closing", CLOSINGS)
def test_a_chat_closing_after_the_answer_keeps_it(value, closing):
    response = f"So the answer is $\\boxed{{{value}}}$. {closing}"
    assert grade(response, value).status == "equal"
    assert grade(response, "7").status == "differs"


@pytest.mark.parametrize(("right", "other"), [("334", "336"), ("\\frac{1}{2}", "\\frac{1}{3}"), ("12", "13")])
@pytest.mark.parametrize("slash", [" / ", "/", " /"])
@pytest.mark.parametrize("lead", ["so my answer is ", "The answer is "])
def test_two_values_joined_by_a_slash_are_a_hedge(right, other, slash, lead):
    response = f"Both readings are defensible, {lead}${right}${slash}${other}$."
    assert not grade(response, right)
    assert not grade(response, other)
    assert grade(f"Both readings are defensible, {lead}${right}$.", right).status == "equal"  # the twin


@pytest.mark.parametrize("fraction", ["$3/4$", "$\\frac{3}{4}$", "3/4"])
def test_a_fraction_written_with_a_slash_is_one_value(fraction):
    assert grade(f"The answer is {fraction}.", "\\frac{3}{4}").status == "equal"


UNFINISHED = {  # a sentence stating the value, then the next one opened with "now/then/but" and cut off
    "hi": ("पहले चरण में हमें ${v}$ मिलता है। ", "अब अगले चरण में हम"),
    "ko": ("첫 단계에서 ${v}$를 얻는다. ", "이제 다음 단계에서 우리는"),
    "ar": ("في الخطوة الأولى نحصل على ${v}$. ", "الآن في الخطوة التالية نحسب"),
    "fa": ("در مرحله اول ${v}$ به دست می‌آید. ", "اکنون در مرحله بعد ما"),
    "vi": ("Ở bước đầu ta được ${v}$. ", "tiếp theo ta cần tính phần còn"),
    "tr": ("İlk adımda ${v}$ elde ederiz. ", "şimdi sonraki adımda kalan kısmı"),
    "it": ("Nel primo passo otteniamo ${v}$. ", "ora nel passo successivo calcoliamo la"),
    "bn": ("প্রথম ধাপে আমরা ${v}$ পাই। ", "এখন পরবর্তী ধাপে আমরা"),
}


@pytest.mark.parametrize("value", VALUES)
@pytest.mark.parametrize("lang", sorted(UNFINISHED))
def test_a_value_before_a_cut_off_clause_is_no_answer(lang, value):
    stated, cut = UNFINISHED[lang]
    assert grade(stated.format(v=value) + cut, value).status == "no_answer"
    boxed = f"$\\boxed{{{value}}}$\n\n" + stated.format(v=value) + cut  # a stated answer stays the answer
    assert grade(boxed, value).status == "equal"
    assert grade(boxed, "7").status == "differs"
