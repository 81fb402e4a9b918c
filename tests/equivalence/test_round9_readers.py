r"""Round 9 (issue 39): how a response is read, from classes blind sets T to X showed. Each class is generated
over several phrasings, each with wrong twins that must stay wrong. Cases written for this test (none copied
from a probe set).
"""

from __future__ import annotations

import pytest
from twins import right_not_wrong

from hardmath.equivalence import grade

# --- a program's comment is no statement (equivalence/program.py)

PROGRAMS = ["python", "py", "javascript", "cpp", "julia"]


@pytest.mark.parametrize("language", PROGRAMS)
@pytest.mark.parametrize("comment", ["# So the answer is $\\boxed{{{v}}}$.", "// expected: the answer is {v}"])
def test_a_box_in_a_program_comment_gives_way_to_the_statement_after_the_run(language, comment):
    response = (
        f"Let me check it by running code.\n\n```{language}\n{comment.format(v=31)}\nans = solve()\nprint(ans)\n```\n"
        "```output\n45\n```\nThe run shows the answer: 45."
    )
    right_not_wrong(response, "45", "31")


@pytest.mark.parametrize("fence", ["```", "```latex", "```markdown"])
def test_a_box_in_a_block_that_is_no_program_is_still_read(fence):
    response = f"The work is done.\n\n{fence}\n# Final answer\n\\boxed{{45}}\n```"
    right_not_wrong(response, "45", "31")


# --- an equation the gold states whole, when the answer's left side is the asked name (equivalence/grading.py)

GOLD_EQUATIONS = [
    (
        "Find $|C-A|$.",
        "Prove that $|C - A| = \\frac{5}{3}\\sqrt{30}$.",
        "\\frac{5}{3}\\sqrt{30}",
        "\\frac{5}{3}\\sqrt{31}",
    ),
    ("Compute $m+n$.", "Show that $m + n = 17$.", "17", "18"),
]


@pytest.mark.parametrize("question, gold, value, twin", GOLD_EQUATIONS)
@pytest.mark.parametrize("said", ["So the answer is ${lhs} = {v}$.", "Final answer: ${lhs} = {v}$"])
def test_an_equation_against_a_gold_stating_the_same_equation(question, gold, value, twin, said):
    lhs = gold.split("$")[1].split("=")[0].strip()
    assert grade(said.format(lhs=lhs, v=value), gold, question=question)
    assert not grade(said.format(lhs=lhs, v=twin), gold, question=question)


# --- a choice the answer picks in Chinese (lexicon.ANSWER_IS)


@pytest.mark.parametrize(
    "said",
    [
        "答案选 {x}。",
        "答案应选{x}",
        "所以应该选 {x}",
        "答案選擇 {x}。",
        "我先选了 (A)，但是检查后发现不对，应该选 ({x})。",
    ],
)
def test_a_chinese_choice_statement(said):
    right_not_wrong(said.format(x="C"), "C", "A")


# --- values of several functions joined after a lead-in (equivalence/spans.py, prose.LEAD_IN)

GOLD_PAIR = "Show that we can take $P(x)=x+3$ and $Q(x)=-x-2$."
PAIR_TWIN = "Show that we can take $P(x)=x+3$ and $Q(x)=x-2$."


@pytest.mark.parametrize(
    "response",
    [
        "ANSWER: $P(x) = x + 3$ and $Q(x) = -x - 2$",
        "So we can choose $P(x)=x+3$, $Q(x)=-x-2$.",
        "Final answer: $Q(x) = -x - 2$ and $P(x) = x + 3$",
    ],
)
def test_two_functions_stated_together(response):
    right_not_wrong(response, GOLD_PAIR, PAIR_TWIN)


def test_one_of_two_functions_is_not_the_pair():
    assert not grade("ANSWER: $P(x) = x + 3$", GOLD_PAIR)


# --- a change named by its direction and amount (equivalence/stated_phrase.py: stated_change)

CHANGES = [
    ("$\\text{lost }10\\text{ cents}$", "So the answer is a loss of \\$0.10.", "So he made a gain of \\$0.10."),
    ("$\\text{Mr. A loses }\\textdollar810$", "= Mr. A loses \\$810 in total", "= Mr. A loses \\$801 in total"),
    ("$\\text{is increased by 20}$", "**Answer:** the mean increases by 20", "**Answer:** the mean decreases by 20"),
    ("$2\\% \\text{ gain}$", "Overall, this is a 2% profit.", "Overall, this is a 2% loss."),
]


@pytest.mark.parametrize("gold, right, wrong", CHANGES)
def test_a_change_stated_in_other_words(gold, right, wrong):
    assert grade(right, gold)
    assert not grade(wrong, gold)


@pytest.mark.parametrize(
    "response",
    ["He does not lose 10 cents.", "He loses either 10 cents or 20 cents.", "He loses 10 cents and then 5 cents."],
)
def test_a_change_denied_hedged_or_doubled_is_not_stated(response):
    assert not grade(response, "$\\text{lost }10\\text{ cents}$")


# --- a trace never closed but ended on an answer line (equivalence/response.py)


@pytest.mark.parametrize("label", ["Final Answer:", "**Final Answer:**", "Answer:", "Ответ:"])
def test_a_trace_ended_on_an_answer_line_is_finished(label):
    response = f"<think>\nLet me compute. Maybe 12? No.\nComputing... we get 314.\n{label} 314"
    right_not_wrong(response, "314", "12")


@pytest.mark.parametrize(
    "ending", ["So the final answer is 314 and then we", "Final Answer: is it 314?", "Maybe the answer is 314?"]
)
def test_a_trace_left_open_mid_thought_is_unfinished(ending):
    assert grade(f"<think>\nLet me compute.\n{ending}", "314").status == "unfinished"


# --- two boxes offered as alternatives, and "either" in more languages (boxes.hedged_boxes, lexicon.EITHER)


@pytest.mark.parametrize("between", [" or ", " \\text{ or } ", " oder ", " 或 "])
def test_two_boxes_offered_as_alternatives_are_a_hedge(between):
    response = f"I'm not completely sure.\n\nFinal Answer: $\\boxed{{22}}${between}$\\boxed{{19}}$"
    assert not grade(response, "19")
    assert not grade(response, "22")


def test_a_box_that_replaces_an_earlier_one_is_no_hedge():
    right_not_wrong("First $\\boxed{22}$. Checking again, the count is $\\boxed{19}$.", "19", "22")


@pytest.mark.parametrize(
    "said", ["Ответ: либо {a}, либо {b}.", "Відповідь: або {a}, або {b}.", "Odpowiedź: albo {a}, albo {b}."]
)
def test_either_or_in_more_languages_is_a_hedge(said):
    assert not grade(said.format(a=373, b=383), "373")
    assert not grade(said.format(a=383, b=373), "373")


# --- a response that stops inside a box restating the value just stated (equivalence/open_box.py)


@pytest.mark.parametrize("value, twin", [("150", "151"), ("\\dfrac{3}{20}", "\\dfrac{3}{21}"), ("-1/2", "1/2")])
def test_an_open_box_restating_the_value_is_read(value, twin):
    response = f"After simplifying we get {value}.\n\nSo the final answer is $\\boxed{{{value}"
    right_not_wrong(response, value, twin)


def test_an_open_box_that_restates_nothing_is_not_read():
    assert not grade("Adding up the cases gives 12 candidates.\nSo the final answer is $\\boxed{1", "1")


# --- harmony's analysis channel is a trace (equivalence/response.py)


@pytest.mark.parametrize("final, gold, wrong", [("No.", "no", "yes"), ("The answer is $7$.", "7", "5")])
def test_only_the_final_channel_is_graded(final, gold, wrong):
    response = (
        "<|start|>assistant<|channel|>analysis<|message|>First instinct: the answer is 5. Maybe yes.<|end|>"
        f"<|start|>assistant<|channel|>final<|message|>{final}<|return|>"
    )
    right_not_wrong(response, gold, wrong)


# --- a closing paragraph that opens on a yes or no alone (equivalence/verdicts.py)


@pytest.mark.parametrize("word, gold", [("**Yes.**", "yes"), ("Ja.", "yes"), ("No.", "no"), ("Non.", "no")])
def test_a_yes_or_no_alone_opening_the_closing_paragraph(word, gold):
    other = "no" if gold == "yes" else "yes"
    right_not_wrong(f"Long work here.\n\n{word} The argument above settles the question.", gold, other)


@pytest.mark.parametrize("comment", ["But not always, it depends.", "Unless n is even, of course."])
def test_a_yes_alone_then_a_doubt_is_no_yes(comment):
    assert not grade(f"Long work here.\n\nYes. {comment}", "yes")


# --- a choice and its value before a verb-final copula (lexicon.COPULA_FINAL)


@pytest.mark.parametrize("said", ["Dolayısıyla cevap (B) ${v}$ olur.", "उत्तर (B) ${v}$ है।"])
def test_a_choice_and_value_before_a_closing_copula(said):
    right_not_wrong(said.format(v=110), "110", "111")


# --- a box its own sentence calls a step of the work (lexicon_corrections.INTERMEDIATE, boxes.called_intermediate)

INTERMEDIATE_BOXES = [
    "So the intermediate quantity equals \\boxed{{{v}}}. Now, substituting this back into the condition, we obtain",
    "Значит, промежуточная величина равна \\boxed{{{v}}}. Теперь подставим это в исходное условие и получим",
    "Vậy đại lượng trung gian bằng \\boxed{{{v}}}. Bây giờ thay vào điều kiện ban đầu, ta thu được",
    "因此中间量等于 \\boxed{{{v}}}。现在将其代入原条件，可以得到",
    "The partial sum is \\boxed{{{v}}}, and the remaining terms",
]


@pytest.mark.parametrize("response", INTERMEDIATE_BOXES)
def test_a_box_called_intermediate_is_no_answer(response):
    assert not grade(response.format(v=18), "18")


@pytest.mark.parametrize(
    "response",
    [
        "So the answer is \\boxed{18}.\n\nVerification: substituting back into the condition, the left side becomes",
        "Intermediate result: $x = 4$.\n\nSo the final answer is $\\boxed{18}$.",
    ],
)
def test_a_box_its_sentence_calls_the_answer_is_read(response):
    right_not_wrong(response, "18", "4")


# --- a correction whose cue opens the sentence before it (statements._cued_clause); gold sentences with "comprise"


@pytest.mark.parametrize(
    "stated, right, wrong",
    [("Answer: (C)", "B", "C"), ("Answer: 5", "7", "5"), ("**Final answer:** $5$", "7", "5")],
)
def test_a_correction_cued_in_the_sentence_before(stated, right, wrong):
    fixed = "(B)" if right == "B" else "7"
    response = f"Work.\n\n{stated}\n\nActually, wait: I swapped two terms. Fixing that, the answer is **{fixed}**."
    right_not_wrong(response, right, wrong)


def test_a_later_answer_without_a_correction_cue_is_no_correction():
    response = "Answer: (C)\n\nI double-checked the two terms. For comparison, the answer is (B) in the easier variant."
    assert grade(response, "C")


@pytest.mark.parametrize("verb", ["comprise", "consist of"])
def test_a_gold_sentence_whose_value_follows_comprise(verb):
    gold = f"Show that the possible values {verb} the interval $(0,A^2)$."
    right_not_wrong("Answer: (0,A^2)", gold, gold.replace("A^2", "A^3"))


# --- a sentence gold whose subject is counted is its phrase, not its true/false word (extract._gold_reading)


@pytest.mark.parametrize("gold", ["Both claims are true.", "Neither claim is true.", "Only the first claim is true."])
def test_a_counted_claim_is_not_answered_by_its_last_word(gold):
    assert not grade("So the answer is true.", gold)
    assert grade(f"The answer is **{gold}**", gold)


@pytest.mark.parametrize("said", ["Both statements are true.", "So both assertions are true."])
def test_claims_statements_and_assertions_are_one_word(said):
    assert grade(said, "Both claims are true.")
    assert not grade(said.replace("true", "false"), "Both claims are true.")


def test_an_uncounted_claim_is_still_answered_by_its_word():
    assert grade("So the statement is true.", "Show that the statement is true.")


# --- a yes or no opening the closing sentence wins over the sentence's last word; an arrow alone is no answer


@pytest.mark.parametrize(
    "said", ["Sí, S contiene todos los enteros positivos.", "Oui, S contient tous les entiers positifs."]
)
def test_a_yes_opening_the_sentence_wins_over_its_last_word(said):
    gold = "Yes, $S$ must contain all positive integers."
    assert grade(said, gold)
    assert not grade(said.replace("Sí", "No").replace("Oui", "Non"), gold)


@pytest.mark.parametrize("arrow", ["→", "\\to", "\\Rightarrow"])
def test_an_arrow_alone_is_no_answer(arrow):
    assert grade(f"So the turn is complete {arrow} the answer follows.", "\\to").status != "equal"


# --- boxes under parallel numbered labels are alternatives (lexicon_corrections.ALTERNATIVE_LABEL)


@pytest.mark.parametrize("label", ["Reading", "Interpretation", "Case", "Option", "Lecture"])
def test_boxes_under_parallel_labels_are_a_hedge(label):
    response = f"There are two natural readings.\n\n{label} 1: $\\boxed{{14}}$\n\n{label} 2: $\\boxed{{24}}$"
    assert not grade(response, "24")
    assert not grade(response, "14")


@pytest.mark.parametrize(
    "response",
    [
        "Step 1: $\\boxed{14}$\nStep 2: $\\boxed{24}$",
        "Method 1: $\\boxed{24}$\nMethod 2: $\\boxed{24}$",
        "Attempt 1: $\\boxed{14}$ is wrong.\n\nFinal answer: $\\boxed{24}$",
    ],
)
def test_sequential_labels_or_agreeing_boxes_are_no_hedge(response):
    right_not_wrong(response, "24", "14")


# --- a noun phrase that ends a worded gold is not its predicate (normalize.predicate_states)


@pytest.mark.parametrize(
    "said, gold",
    [("$\\text{the volume}$", "$\\text{the square of the volume}$"), ("the cube", "the square of the cube")],
)
def test_the_end_of_a_noun_phrase_is_not_the_gold(said, gold):
    assert not grade(f"The answer is {said}.", gold)
    assert grade(f"The answer is {gold}.", gold)


@pytest.mark.parametrize("said", ["$NaN+1$", "$\\text{DNE} \\cdot 2$", "yes = no"])
def test_arithmetic_on_a_word_is_no_phrase_stating_it(said):
    gold = said.strip("$").split("+")[0].split(" ")[0].replace("\\text{DNE}", "DNE")
    assert not grade(f"**Final answer:** {said}", gold)


# --- "the answer is not" in other languages (response._MARKERS with lexicon.NOT)


@pytest.mark.parametrize("said", ["Die Antwort ist nicht {a}, sondern {b}.", "Het antwoord is niet {a}, maar {b}."])
def test_an_answer_marker_negated_in_another_language(said):
    right_not_wrong(said.format(a=8, b=17), "17", "8")


# --- a value rejected for another in any language (equivalence/contrast.py); two numbers offered before a last one

CONTRASTS = [
    "The answer is not {a} but {b}.",
    "La réponse n'est pas {a} mais {b}.",
    "La respuesta no es {a} sino {b}.",
    "Ответ не {a}, а {b}.",
    "答案不是{a}，而是{b}。",
    "答えは {a} ではなく、{b} です。",
    "답은 {a}이(가) 아니라 {b}입니다.",
    "उत्तर {a} नहीं, बल्कि {b} है।",
]


@pytest.mark.parametrize("said", CONTRASTS)
def test_the_value_a_contrast_settles_on(said):
    right_not_wrong(said.format(a=20, b=10), "10", "20")


@pytest.mark.parametrize(
    "said",
    ["The answer might be {a} or {b}, not sure.", "**คำตอบอาจเป็น {a} หรือ {b} ไม่แน่ใจ**", "उत्तर {a} या {b} हो सकता है।"],
)
def test_two_numbers_offered_before_the_last_are_a_hedge(said):
    assert not grade(said.format(a=11, b=12), "12")
    assert not grade(said.format(a=11, b=12), "11")


def test_a_number_or_another_earlier_in_the_sentence_is_no_hedge():
    right_not_wrong("After 3 or 4 tries we get 12.", "12", "4")


# --- late round 9: notes, joined boxes, refusals, boxes of a first part, "also possible", unfinished clauses, blocks


def test_a_note_after_the_answer_heading_is_no_statement():
    response = "## Final Answer\n\n**703**\n\n*(Note: a quick estimate suggested something near 704, but not exactly.)*"
    right_not_wrong(response, "703", "704")


@pytest.mark.parametrize("refusal", ["so I won't give a final answer.", "so I will not provide a final answer."])
def test_a_refusal_takes_back_a_partial_value(refusal):
    assert not grade(f"I computed a partial value of 2 but I'm unable to finish reliably, {refusal}", "2")


def test_a_box_its_sentence_calls_the_first_part_is_no_answer():
    response = "So we get $\\boxed{127}$ for the first part of the computation. However, the problem asks for $137$."
    assert not grade(response, "127")


@pytest.mark.parametrize("other", ["9", "\\frac{25}{108}", "$9$"])
def test_a_value_also_possible_takes_the_answer_back(other):
    assert not grade(f"Grounded answer: it's 11, although {other} is also possible if the endpoints count.", "11")


@pytest.mark.parametrize(
    "ending",
    [
        "A first estimate gives $17$, but this still needs checking at the boundary, which requires computing",
        "Промежуточно получаем 17. Теперь осталось учесть случай, когда",
    ],
)
def test_a_clause_left_without_its_object_is_cut_off(ending):
    assert not grade(ending, "17")


@pytest.mark.parametrize("wrapped", [False, True])
def test_content_blocks_are_their_text_and_thinking_is_a_trace(wrapped):
    blocks = (
        '[{"type": "thinking", "thinking": "Candidate 36\\\\sqrt{3} fails; try 7."}, '
        '{"type": "text", "text": "The answer is 36\\\\sqrt{6}."}]'
    )
    response = f'{{"role": "assistant", "content": {blocks}}}' if wrapped else blocks
    right_not_wrong(response, "36\\sqrt{6}", "7")


@pytest.mark.parametrize("arrow", ["→", "\\to", "\\rightarrow", "⇒"])
@pytest.mark.parametrize("value, gold, twin", [("12", "12", "13"), ("\\frac{9\\sqrt{5}}{5}", "9/\\sqrt{5}", "9/5")])
def test_an_arrow_that_leads_to_the_value(arrow, value, gold, twin):
    right_not_wrong(f"{arrow} {value}", gold, twin)


def test_an_arrow_between_two_sides_is_no_lead():
    assert not grade("x \\to 12", "12")
