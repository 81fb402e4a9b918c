r"""Round 8 (issue 39): how a response is read, from classes blind sets showed. Each class is generated
over several wrappers and phrasings, each with wrong twins that must stay wrong. Cases written for this
test (none copied from a probe set).
"""

from __future__ import annotations

import pytest
from twins import right_not_wrong

from hardmath.equivalence import grade

# --- a trace's tag in any family's brackets or namespace (equivalence/response.py)

TRACE_TAGS = [
    ("\u25c1think\u25b7", "\u25c1/think\u25b7"),
    ("<seed:think>", "</seed:think>"),
    ("\u3010\u601d\u8003\u3011", "\u3010/\u601d\u8003\u3011"),
    ("\u00abthinking\u00bb", "\u00ab/thinking\u00bb"),
    ("<reasoning>", "</reasoning>"),
]
CLOSINGS = ["The required value is $-1$.", "So the result is $-1$.", "Result: $-1$"]


@pytest.mark.parametrize("opening, closing", TRACE_TAGS)
@pytest.mark.parametrize("after", CLOSINGS)
def test_the_answer_after_any_trace_tag_is_read(opening, closing, after):
    trace = "Let me double-check the arithmetic. The answer is 5. Double-check done."
    response = f"{opening}{trace}{closing}{after}"
    assert grade(response, "-1")
    assert not grade(response, "5")  # the trace's value is not the answer


@pytest.mark.parametrize("opening, _closing", TRACE_TAGS)
def test_a_trace_left_open_states_nothing(opening, _closing):
    assert not grade(f"{opening}The answer is -1.", "-1")


# --- emoji decorate; a check mark before a label decorates its line; a closing tick states nothing

DECORATED = [
    "Great question! \U0001f3af\n\n- \U0001f50d First I restate.\n- \u2714\ufe0f Result: $7$\n\nLet me know if you'd like more! \U0001f60a",
    "\u2705 Final answer: 7 \U0001f389",
    "\U0001f9ee Computing... \n\u2611 Answer: $7$",
    "So $x=7$. \u2713",
    "So $x=7$. Verified.",
    "Thus the value is $7$. Done!",
]


@pytest.mark.parametrize("response", DECORATED)
def test_decorations_around_the_answer_are_passed_over(response):
    assert grade(response, "7")
    assert not grade(response, "8")


def test_a_check_after_a_computation_is_still_no_answer():
    assert not grade("Check: 3*7+1 = 22 \u2713", "22")


# --- "the correct choice is (D)" corrects an earlier answer, in style auto and mcq

CHOICE_CORRECTIONS = [
    "**Answer: (A)**\n\nEdit: that was a mistake \u2014 the correct choice is (D).",
    "Answer: A\n\nSorry, the right option is D.",
    "The answer is $\\boxed{A}$.\n\nWait, the correct option is (D).",
]


@pytest.mark.parametrize("style", ["auto", "mcq"])
@pytest.mark.parametrize("response", CHOICE_CORRECTIONS)
def test_a_corrected_choice_is_the_later_one(response, style):
    assert grade(response, "D", style=style)
    assert not grade(response, "A", style=style)


# --- two values offered, none chosen: a hedge, wrong against either

HEDGES = [
    "My best guess is $13$, though $12$ is also plausible if the other reading is intended.",
    "If the figure is convex, the answer is $13$; if not, it is $12$. Without more information I give both.",
    "It is $13$ or maybe $12$; I'll give you both.",
]


@pytest.mark.parametrize("response", HEDGES)
@pytest.mark.parametrize("gold", ["12", "13"])
def test_two_values_offered_are_a_hedge(response, gold):
    assert not grade(response, gold)


@pytest.mark.parametrize(
    "response",
    [
        "The answer is $\\boxed{21}$.\nNote: a solution by bounding is also possible.",
        "The answer is $21$. Another approach is equally valid.",
    ],
)
def test_a_remark_on_methods_is_no_hedge(response):
    assert grade(response, "21")


# --- a cut-off sentence that goes on with more work, whatever its commas (equivalence/cutoff.py)

CUT_OFF = [
    "Промежуточный кандидат: $7$. Теперь проверим, удовлетворяет ли это значение условию",
    "Candidate: $7$. Now, we check whether this value satisfies the condition",
    "Zwischenergebnis: $7$. Jetzt prüfen wir, ob dieser Wert die Bedingung erfüllt",
    "Candidat intermédiaire : $7$. Ensuite, vérifions que cette valeur convient",
]


@pytest.mark.parametrize("response", CUT_OFF)
def test_a_value_before_a_cut_off_sentence_of_more_work_is_a_step(response):
    assert not grade(response, "7")


@pytest.mark.parametrize(
    "response", ["So the value is $7$, which we check below", "The answer is $7$. Now, we check that it works"]
)
def test_a_stated_or_finished_answer_before_an_unstopped_clause_stays(response):
    assert grade(response, "7")


# --- a sentence that opens with its reason: the main clause after it is read (equivalence/sentences.py)

REASON_FIRST = [
    "Since x = 3 makes the denominator zero, the equation has no roots.",
    "Because the only candidate makes a denominator vanish, there is no solution.",
    "As $x = 3$ is excluded, no solution exists.",
    "Given that $x=3$ is excluded, the equation has no solution.",
]


@pytest.mark.parametrize("response", REASON_FIRST)
def test_the_clause_after_an_opening_reason_is_read(response):
    assert grade(response, "$\\text{no solution}$")
    assert not grade(response, "3")


@pytest.mark.parametrize(
    "response, gold, wrong",
    [
        ("Since $f(2) = 5$, the value asked for is $7$.", "7", "5"),
        ("As computed above, the sum is $12$.", "12", "13"),
        ("Because $a = 2$, we get $b = 9$.", "b = 9", "a = 2"),
    ],
)
def test_the_value_of_the_main_clause_not_the_reason(response, gold, wrong):
    right_not_wrong(response, gold, wrong)


# --- an edit that corrects, and "the answer is not X" (equivalence/lexicon_corrections.py, statements.py)

EDITS = [
    "**Answer: 11:00**\n\n*Edit:* on re-reading, that step used the wrong constraint. Correcting it, the answer is **11:30**.",
    "Answer: $11:00$\n\nEdit: I misapplied a rule, so the correct answer is $11:30$.",
]


@pytest.mark.parametrize("response", EDITS)
def test_an_edit_that_corrects_replaces_the_answer(response):
    assert grade(response, "11:30")
    assert not grade(response, "11:00")


NEGATED_ANSWERS = [
    "A tempting answer is 7, but it is not correct: it ignores one of the constraints. The answer is not 7; it is 5.",
    "The naive answer is $7$. However, the answer is not $7$; it is $5$.",
    "My initial answer is 7. Rechecking, the answer is not 7; it is 5.",
]


@pytest.mark.parametrize("response", NEGATED_ANSWERS)
def test_an_answer_said_not_to_be_is_no_answer(response):
    assert grade(response, "5")
    assert not grade(response, "7")


@pytest.mark.parametrize("response", ["The answer is 7.", "So the final answer is $7$, as claimed."])
def test_a_plain_statement_of_the_answer_still_states_it(response):
    assert grade(response, "7")


# --- a "$" never closed, then prose that ends: the text was finished (equivalence/cutoff.py)


def test_prose_after_an_unclosed_dollar_that_ends_on_a_stop_is_finished():
    response = (
        "Case 1: Triangles congruent to $\\triangle ... Putting everything together, what the problem asks for "
        "comes out to 4.0, and nothing else satisfies all of the conditions."
    )
    assert grade(response, "4")
    assert not grade(response, "5")


def test_a_text_cut_inside_math_is_still_cut_off():
    assert not grade("Thus $x = 5$. Next we find $\\frac{a}{b} and then", "5")


# --- values in words around digits in scripts without spaces (equivalence/glued_values.py)

GLUED = [
    ("以上より、答えは27分の7です。", "\\frac{7}{27}", "\\frac{8}{27}"),
    ("그러므로 답은 9분의 4이다.", "\\frac{4}{9}", "\\frac{9}{4}"),
    ("答案：16分之3", "\\frac{3}{16}", "16"),
    ("以上より、答えは午後3時30分です。", "\\text{3:30 PM}", "\\text{3:30 AM}"),
    ("答案是下午3点半。", "3:30 PM", "3:00 PM"),
    ("以上より、答えは金曜日です。", "\\text{Friday}", "\\text{Thursday}"),
    ("답은 짝수입니다.", "\\text{even}", "\\text{odd}"),
]


@pytest.mark.parametrize("response, gold, wrong", GLUED)
def test_a_glued_value_in_words(response, gold, wrong):
    right_not_wrong(response, gold, wrong)


# --- words of other languages: colours, 肯定/否定, "不存在这样的…" (equivalence/lexicon_colors.py)

WORDS = [
    ("Réponse : rouge", "$\\text{ red}$", "blue"),
    ("**答案：红色**", "red", "green"),
    ("Antwort: grün", "green", "red"),
    ("답: 파란색", "blue", "yellow"),
    ("**答案：答案是肯定的**", "yes", "no"),
    ("**答案：不存在这样的多项式**", "not exist", "0"),
]


@pytest.mark.parametrize("response, gold, wrong", WORDS)
def test_a_word_of_another_language(response, gold, wrong):
    right_not_wrong(response, gold, wrong)


@pytest.mark.parametrize("response", ["Ainsi, on obtient **11 h 00**.", "Le train part à 11h00.", "Answer: 11 h 00"])
def test_a_time_written_with_h_between_hours_and_minutes(response):
    assert grade(response, "$11: 00$")
    assert not grade(response, "11:30")


def test_a_denied_value_is_not_taken_for_a_restated_given():
    question = "Find all primes $p > 5$ such that the sequence $1, a, ..., a^{p-5}$ has the property."
    response = "A tempting answer is 7, but it is not correct. The answer is not 7; it is 5."
    assert not grade(response, "Show that the only such prime is 7.", question=question)


def test_two_times_offered_in_words_are_a_hedge():
    assert not grade("答えは 午後3時30分 か 午前3時30分 のどちらか。", "$\\text{3:30 PM}$")


@pytest.mark.parametrize(
    "response, gold, wrong", [("Portanto, a resposta é dez.", "$10$", "$11$"), ("Antwort: zehn", "10", "9")]
)
def test_a_number_word_that_is_also_a_month_is_the_number_against_a_number(response, gold, wrong):
    right_not_wrong(response, gold, wrong)


# --- a worded gold the closing sentence states in its own words (equivalence/stated_phrase.py)

PHRASES = [
    ("The single transformation is a reflection across the line y = x.", "reflection about the line $y = x$"),
    ("Both the converse and the inverse are false \u2014 neither is true.", "$\\text{neither is true}$"),
    ("Since x = 3 makes the denominator zero, the equation has no roots.", "$\\text{no root}$"),
    ("Putting it together, the figure is three rays with a common endpoint.", "three rays with a common endpoint"),
]


@pytest.mark.parametrize("response, gold", PHRASES)
def test_a_closing_clause_that_ends_on_the_gold_phrase(response, gold):
    assert grade(response, gold)


@pytest.mark.parametrize(
    "response",
    [
        "It is a rotation, not a reflection across the line y = x.",
        "It is either a rotation or a reflection across the line y = x.",
        "It is a reflection across the line y = 2x.",
        "A reflection across the line y = x, then a translation.",
        "Candidate: a reflection across the line y = x. Now we check whether this satisfies the condition",
    ],
)
def test_a_phrase_denied_hedged_changed_or_cut_off_is_no_answer(response):
    assert not grade(response, "reflection about the line $y = x$")


def test_a_phrase_is_no_answer_to_a_choice_letter_or_in_style_mcq():
    assert not grade("So the answer is a reflection across the line y = x.", "B")
    assert not grade("Thus a reflection across the line y = x.", "reflection about the line $y = x$", style="mcq")


# --- labels, definitions and remarks of blind set N's formats (statements.py, structured.py, response.py)

LABELLED = [
    (
        "**TL;DR: 480**\n\nStart by writing down the known relations; this is consistent with the result above.",
        "480",
        "2",
    ),
    ("**TL;DR: two hundred fifty-six**\n\nLet me set up the problem carefully.", "256", "255"),
    ("Short answer: 12.\n\nHere is why: the two cases add up.", "12", "2"),
    ("**TL;DR: 20 or 10**\n\nHmm, this contradicts the TL;DR.\n\n**Corrected answer: 20**", "20", "10 or 20"),
    (
        "```lean\nabbrev solution_answer : \u2124 := 162\n\ntheorem solution : answer_spec solution_answer := by\n  norm_num\n```",
        "162",
        "163",
    ),
    ("```lean\ndef answer : \u211a := 3/4\n```", "\\frac34", "\\frac43"),
    ("77 (not 78.0)", "77", "78"),
    ("Answer: there are no such values of j", "\\emptyset", "3"),
    ("The answer is (D)... no wait, I mis-simplified. It's (B).", "B", "D"),
]


@pytest.mark.parametrize("response, gold, wrong", LABELLED)
def test_labels_definitions_remarks_and_retractions(response, gold, wrong):
    right_not_wrong(response, gold, wrong)


@pytest.mark.parametrize(
    "response", ["Analicemos las opciones. (B) parece correcta, pero ", "Voyons. (B) semble juste, mais "]
)
def test_a_letter_before_a_cut_off_but_is_no_answer(response):
    assert grade(response, "B").status == "no_answer"


# --- a choice's letter and value against a value gold; hedges between lists; an either-or gold

CHOICE_VALUES = [
    ("The answer is $\\boxed{\\textbf{(E) } 2}$", "$2$", "$3$"),
    ("**Answer: (D) $26$**\n\nReasoning: the sum of the products.", "$26$", "$27$"),
    ("\u6240\u4ee5\u7b54\u6848\u662f (C) $2\\cos n\\theta$\u3002", "$2\\cos n\\theta$", "$2\\sin n\\theta$"),
    (
        "Therefore the answer is $3+\\sqrt5 \\text{ or } 3-\\sqrt5$.",
        "$\\text{either }3-\\sqrt{5}\\text{ or }3+\\sqrt{5}$",
        "$3+\\sqrt5$",
    ),
    ("$$\\therefore\\quad x = 177$$", "177", "178"),
    ("The fifth largest factor is 251750000.", "$251, 750, 000$", "$251, 750$"),
]


@pytest.mark.parametrize("response, gold, wrong", CHOICE_VALUES)
def test_choice_values_list_hedges_and_groups(response, gold, wrong):
    right_not_wrong(response, gold, wrong)


@pytest.mark.parametrize("gold", ["$0,1,2\\text{ and }4$", "$1,2,4$", "0, 1, 2, 4"])
def test_a_hedge_between_two_lists_equals_neither(gold):
    assert not grade("**Answer:** $0,1,2,4$ or $1,2,4$", gold)


# --- a JSON choice with its value; a cut-off text that still has to check (structured.py, lexicon_clauses.py)


@pytest.mark.parametrize(
    "response, gold, wrong",
    [
        ('{"choice": "C", "value": "9"}', "$9$", "$8$"),
        ('{"choice": "C", "value": "9"}', "C", "B"),
        ('{"choice": "(E)", "value": "-\\\\frac{1}{16}"}', "$-\\frac{1}{16}$", "$\\frac{1}{16}$"),
    ],
)
def test_a_json_choice_with_its_value(response, gold, wrong):
    right_not_wrong(response, gold, wrong)


def test_a_cut_off_text_that_must_still_check_states_no_answer():
    text = "Note $36$ appears as a candidate, but we must still check the boundary cases, which requires"
    assert not grade(text, "36")


# --- blind set P's classes: the question's own choices, an answer heading before a proof sketch, remarks, letters

QUESTION = "Which value works?\n(A) 10\n(B) 20\n(C) 81\n(D) 5\n(E) 7"
INLINE = (
    "Which value? $\\textbf{(A)}\\ 10 \\qquad \\textbf{(B)}\\ 20 \\qquad \\textbf{(C)}\\ 81 \\qquad \\textbf{(D)}\\ 5$"
)


@pytest.mark.parametrize("question", [QUESTION, INLINE])
@pytest.mark.parametrize("response", ["**(C)**", "Answer: C", "<think>Option C works.</think>\nAnswer: C"])
def test_a_letter_is_its_choice_in_the_question_against_a_value_gold(response, question):
    assert grade(response, "$81$", question=question)
    assert not grade(response, "$20$", question=question)
    assert grade(response, "C", question=question)


def test_a_letter_without_choices_is_no_value():
    assert not grade("Answer: C", "$81$")


@pytest.mark.parametrize(
    "response, gold, wrong",
    [
        ("## Answer\n\n$\\sqrt{e}$\n\n## Proof sketch\nInduction on $n$.", "Show that it is $\\sqrt{e}$.", "n"),
        ("**Answer:** 553 (earlier I got 554, but that value does not work).", "553", "554"),
        ("**Ответ:** 553 (промежуточно получалось 554, но это значение не подходит).", "553", "554"),
        ("The graphs that have inverses are **H, G, F, E, D, A**.", "A, D, E, F, G, H", "A, D, E, F, G"),
    ],
)
def test_headings_remarks_and_stated_letters(response, gold, wrong):
    right_not_wrong(response, gold, wrong)


def test_a_remark_that_hedges_stays():
    assert not grade("Answer: $x = 3$ (or $x = 4$ if n is even).", "3")


# --- blind sets O's and K's classes (read after their one scoring)

TABLE = (
    "Here's a summary of the work:\n\n| Step | What we did | Result |\n|---|---|---|\n| 1 | Set up equations | \u2014 |\n"
    "| 2 | Final answer | **$881$** |\n\nSo the answer is in the last row of the table."
)
OK_CASES = [
    (TABLE, "881", "882"),
    ("$$\\boxed{D. 74}$$", "74", "75"),
    ("$$\\boxed{D. 74}$$", "D", "C"),
    ("The ratio is 5 to 11.", "$5:11$", "$11:5$"),
    ("\u6bd4\u306f 16\u22363 \u306b\u306a\u308a\u307e\u3059\u3002", "$16:3$", "$16:5$"),
    ("S = 3/2 = 1.5 \u2713", "Show that the solution is $S = 3/2$.", "1.4"),
    ('problem_id,answer\n1,"\\frac{5}{8}"', "$\\frac 58$", "$\\frac 38$"),
    ("id,answer,confidence\n1,42,0.9", "42", "0.9"),
    ('<|python_tag|>submit(answer="\\\\frac{33}{2}")<|eom_id|>', "16.5", "33"),
    ("\ucd5c\uc885 \ub2f5\uc740 **3**\uc785\ub2c8\ub2e4.", "Show that the minimum value is 3.", "4"),
]


@pytest.mark.parametrize("response, gold, wrong", OK_CASES)
def test_rows_letters_ratios_ticks_tables_and_calls(response, gold, wrong):
    right_not_wrong(response, gold, wrong)


TAKEN_BACK = [
    "The final answer is 285.\n\nWait, I made a slip. My answer above is wrong, and I don't have a confirmed answer yet.",
    "\u0625\u0630\u0646 \u0627\u0644\u0625\u062c\u0627\u0628\u0629 \u0625\u0645\u0627 184 \u0623\u0648 285\u060c "
    "\u0648\u0644\u0633\u062a \u0645\u062a\u0623\u0643\u062f\u064b\u0627 \u0623\u064a\u0647\u0645\u0627.",
    "\u0924\u094b \u0909\u0924\u094d\u0924\u0930 \u092f\u093e \u0924\u094b $284$ \u0939\u0948 \u092f\u093e $285$; "
    "\u0928\u093f\u0936\u094d\u091a\u093f\u0924 \u0930\u0942\u092a \u0938\u0947 \u0928\u0939\u0940\u0902 "
    "\u0915\u0939 \u0938\u0915\u0924\u093e\u0964",
]


@pytest.mark.parametrize("response", TAKEN_BACK)
def test_an_answer_taken_back_or_left_open_states_none(response):
    assert not grade(response, "285")


# --- blind sets R's and S's classes (read after their one scoring)

CANNOT_DECIDE = [
    "So the answer is either \\boxed{12} or 22; I cannot decide between them.",
    "Die Antwort ist also entweder 22 oder \\boxed{12}; ich kann mich nicht festlegen.",
    "### Final Answer\n\n\u6240\u4ee5\u7b54\u6848\u53ef\u80fd\u662f 22 \u6216 \\boxed{12}\uff0c\u65e0\u6cd5\u786e\u5b9a\u3002",
    "\u0625\u0630\u0646 \u0627\u0644\u0625\u062c\u0627\u0628\u0629 \u0625\u0645\u0627 \\boxed{12} \u0623\u0648 22\u060c "
    "\u0648\u0644\u0627 \u0623\u0633\u062a\u0637\u064a\u0639 \u0627\u0644\u062c\u0632\u0645.",
    "V\u1eady \u0111\u00e1p \u00e1n l\u00e0 $22$ ho\u1eb7c \\boxed{12}, t\u00f4i kh\u00f4ng ch\u1eafc ch\u1eafn.",
    "It is either (B) $22$ or (A) $12$ \u2014 both seem plausible.",
]


@pytest.mark.parametrize("response", CANNOT_DECIDE)
def test_a_box_in_a_hedge_the_response_cannot_decide_is_no_answer(response):
    assert not grade(response, "12")
    assert not grade(response, "22")


@pytest.mark.parametrize(
    "response, gold, wrong",
    [
        (
            "\u9014\u4e2d\u306e\u5024\u306f \\boxed{9} \u3067\u3059\u3002 This is not yet what is asked.\n\n"
            "**\u6700\u7d42\u89e3\u7b54\uff1a** 19",
            "19",
            "9",
        ),
        (
            "A lot of people get **-6** here. Once you take it into account, you get **6**. Hope that helps! \U0001f389",
            "6",
            "-6",
        ),
        ("The answer is 12. Let me know if you'd like to try 300.", "12", "300"),
    ],
)
def test_a_final_label_and_a_sentence_to_the_reader_that_states_a_value(response, gold, wrong):
    right_not_wrong(response, gold, wrong)
