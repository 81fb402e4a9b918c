#!/usr/bin/env python3
"""Blind labeled set ZA of model responses for a math answer grader.
Deterministic (fixed seed), standard library only.  Run:  python3 make_cases.py
Writes cases.jsonl next to this script."""
import json, os, random, re

DATA = "/work/shared/data"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases.jsonl")
R = random.Random(20261202)


def load(rel):
    rows = []
    with open(os.path.join(DATA, rel)) as f:
        for i, line in enumerate(f):
            if line.strip():
                rows.append((rel, i, json.loads(line)))
    return rows


# ---------------------------------------------------------------- gold helpers
def strip_dollars(s):
    s = str(s).strip()
    while s.startswith("$") and s.endswith("$") and len(s) >= 2:
        s = s[1:-1].strip()
    s = s.strip()
    if s.startswith("\\,"):
        s = s[2:].strip()
    return s


INT_RE = re.compile(r"^-?\d+$")
FRAC_RE = re.compile(r"^(-?)\\[dt]?frac\s*\{(\d+)\}\s*\{(\d+)\}$")


def kind(v):
    if INT_RE.match(v):
        return "int"
    if FRAC_RE.match(v):
        return "frac"
    if re.match(r"^-?\d+\.\d+$", v):
        return "dec"
    return "expr"


def bump_last_number(v):
    """Different value: increment the last run of digits."""
    m = list(re.finditer(r"\d+", v))
    if not m:
        return None
    x = m[-1]
    n = int(x.group())
    return v[: x.start()] + str(n + 1) + v[x.end():]


ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def words(n):
    if n < 0:
        return "negative " + words(-n)
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    if n < 1000:
        return ONES[n // 100] + " hundred" + ("" if n % 100 == 0 else " " + words(n % 100))
    if n < 1000000:
        return words(n // 1000) + " thousand" + ("" if n % 1000 == 0 else " " + words(n % 1000))
    return None


def native(n, digits):
    return "".join(digits[int(c)] if c.isdigit() else c for c in str(n))


ARABIC_DIGITS = "٠١٢٣٤٥٦٧٨٩"
DEVA_DIGITS = "०१२३४५६७८९"
FULLWIDTH = "０１２３４５６７８９"
FR_NUM = {1: "un", 2: "deux", 3: "trois", 4: "quatre", 5: "cinq", 6: "six", 7: "sept", 8: "huit", 9: "neuf", 10: "dix", 11: "onze", 12: "douze"}
ZH_NUM = {1: "一", 2: "二", 3: "三", 4: "四", 5: "五", 6: "六", 7: "七", 8: "八", 9: "九", 10: "十"}


def terminating_decimal(num, den):
    d = den
    for p in (2, 5):
        while d % p == 0:
            d //= p
    if d != 1:
        return None
    q = num / den
    s = ("%.10f" % q).rstrip("0").rstrip(".")
    return s


# ---------------------------------------------------------------- data
harp = [r for r in load("harp/harp_default.jsonl") if isinstance(r[2].get("answer"), str) and r[2]["answer"].strip()]
harp_mcq = [r for r in load("harp/harp_mcq.jsonl") if r[2].get("answer_choice") in list("ABCDE")]
mp = load("math_perturb/math_perturb_simple.jsonl") + load("math_perturb/math_perturb_hard.jsonl")
putnam_all = load("putnam/putnam_with_answers.jsonl")

PUT_RE = re.compile(r"^(?:Show that |Prove that )?(?:the |The )?([A-Za-z ,\-]+?) (?:is|equals|is equal to) \$([^$]+)\$\.?$")
putnam = []
for rel, i, r in putnam_all:
    t = r["answer_text"].strip()
    m = PUT_RE.match(t)
    if m and t.count("$") == 2 and len(m.group(2)) < 40:
        putnam.append((rel, i, r, m.group(2).strip()))
# also "Show that $a=2$."-style
for rel, i, r in putnam_all:
    t = r["answer_text"].strip()
    m = re.match(r"^Show that \$([a-zA-Z])\s*=\s*([^$]+)\$\.?$", t)
    if m:
        putnam.append((rel, i, r, m.group(2).strip()))

R.shuffle(harp)
R.shuffle(harp_mcq)
R.shuffle(mp)
R.shuffle(putnam)

# ---------------------------------------------------------------- response building blocks
FILLER = [
    "Let me set up the problem carefully.",
    "First, translate the conditions into equations.",
    "We can simplify by symmetry.",
    "Checking small cases helps to see the pattern.",
    "Now combine the two relations.",
]


def wrong_of(v, k):
    if k == "int":
        n = int(v)
        return str(n + R.choice([1, -1, 2, 10]))
    if k == "dec":
        return bump_last_number(v)
    w = bump_last_number(v)
    if w is not None and w != v:
        return w
    return None


PCT_OK = [False]


def alt_positive(v, k):
    """Equivalent but less common notations. Returns list of (subtype, text)."""
    out = []
    if k == "int":
        n = int(v)
        w = words(n) if abs(n) < 1000000 else None
        if w and abs(n) > 9:
            out.append(("words", w))
        if abs(n) >= 1000:
            out.append(("thousands_sep", "{:,}".format(n)))
            out.append(("thin_space", "{:,}".format(n).replace(",", "\\,")))
        if n < 0:
            out.append(("unicode_minus", "\u2212" + v[1:]))
        if n % 10 == 0 and abs(n) >= 100:
            s = str(abs(n)).rstrip("0")
            e = len(str(abs(n))) - 1
            mant = s[0] + ("." + s[1:] if len(s) > 1 else "")
            out.append(("scientific", ("-" if n < 0 else "") + mant + "\\times 10^{%d}" % e))
        out.append(("trailing_zero_decimal", v + ".0"))
        out.append(("mathbf", "\\mathbf{" + v + "}"))
        out.append(("named_equation", "N = " + v))
        out.append(("text_wrapped", "\\text{" + v + "}"))
    if k == "dec":
        from fractions import Fraction
        fr = Fraction(v)
        if fr.denominator != 1:
            out.append(("fraction_for_decimal", "\\frac{%d}{%d}" % (fr.numerator, fr.denominator)) if fr > 0 else ("fraction_for_decimal", "-\\frac{%d}{%d}" % (-fr.numerator, fr.denominator)))
        if v.startswith("0."):
            out.append(("no_leading_zero", v[1:]))
    if k == "frac":
        m = FRAC_RE.match(v)
        sg, a, b = m.group(1), int(m.group(2)), int(m.group(3))
        d = terminating_decimal(a, b)
        if d:
            out.append(("decimal", sg + d))
        out.append(("slash", "%s%d/%d" % (sg, a, b)))
        out.append(("dfrac", "%s\\dfrac{%d}{%d}" % (sg, a, b)))
        out.append(("nonreduced", "%s\\frac{%d}{%d}" % (sg, 2 * a, 2 * b)))
        if not sg and d and PCT_OK[0] and b in (2, 4, 5, 10, 20, 25, 50, 100) and a < b:
            out.append(("percent", ("%g" % (100.0 * a / b)) + "\\%"))
    return out


# templates: each takes (ans_latex, wrong_latex, ctx) and returns (style, response, label, language)

def t_think_pos(a, w, c):
    return ("reasoning/think_with_wrong_draft", "<think>\n%s Initially I thought it might be %s, but I dropped a factor. Redo: the count gives %s.\nLet me double check... yes.\n</think>\n\nAfter redoing the computation, the answer is $\\boxed{%s}$." % (R.choice(FILLER), w, a, a), True, "en")


def t_think_neg(a, w, c):
    return ("reasoning/think_right_final_wrong", "<think>\n%s One candidate is %s. Hmm, wait, but that ignores the boundary case; adding it gives %s.\n</think>\n\n**Answer:** $\\boxed{%s}$" % (R.choice(FILLER), a, w, w), False, "en")


def t_md_pos(a, w, c):
    return ("markdown/heading_bold", "## Solution\n\n### Step 1\n%s\n\n### Step 2\nCombining, we get the value.\n\n---\n\n## Final Answer\n\n**$%s$**" % (R.choice(FILLER), a), True, "en")


def t_md_table_pos(a, w, c):
    return ("markdown/table", "| Step | Quantity | Value |\n|---|---|---|\n| 1 | candidate | $%s$ |\n| 2 | check | ok |\n| **Final** | **answer** | **$%s$** |\n\nThe table's last row is the final answer." % (w, a), True, "en")


def t_md_table_neg(a, w, c):
    return ("markdown/table_final_row_wrong", "| Step | Quantity | Value |\n|---|---|---|\n| 1 | first estimate | $%s$ |\n| 2 | after correcting the overcount | $%s$ |\n\n**Final answer: $%s$**" % (a, w, w), False, "en")


def t_qwen_pos(a, w, c):
    return ("special_tokens/chatml", "<|im_start|>assistant\n%s\nThus the final answer is $\\boxed{%s}$.<|im_end|>\n<|endoftext|>" % (R.choice(FILLER), a), True, "en")


def t_llama_neg(a, w, c):
    return ("special_tokens/llama3_retracted", "<|start_header_id|>assistant<|end_header_id|>\n\nThe answer is $\\boxed{%s}$.\n\nActually, I made an arithmetic slip in the second step. Correcting it, the answer is $\\boxed{%s}$.<|eot_id|>" % (a, w), False, "en")


def t_llama_pos(a, w, c):
    return ("special_tokens/llama3", "<|begin_of_text|><|start_header_id|>assistant<|end_header_id|>\n\n%s\n\nTherefore, the final answer is: $\\boxed{%s}$. I hope it is correct.<|eot_id|>" % (R.choice(FILLER), a), True, "en")


def t_gemma_pos(a, w, c):
    return ("special_tokens/gemma", "<start_of_turn>model\n**Solution:**\n\n%s\n\n**Answer:** %s<end_of_turn>" % (R.choice(FILLER), a), True, "en")


def t_deepseek_pos(a, w, c):
    return ("special_tokens/deepseek_r1", "<｜Assistant｜><think>\nOkay, so I need to solve this. %s Maybe %s? No, recheck... it's %s.\n</think>\n\nThe answer is \\(\\boxed{%s}\\).<｜end▁of▁sentence｜>" % (R.choice(FILLER), w, a, a), True, "en")


def t_harmony_pos(a, w, c):
    return ("special_tokens/harmony_gpt_oss", "<|channel|>analysis<|message|>We need compute. Try %s? fails. So %s.<|end|><|start|>assistant<|channel|>final<|message|>**Answer:** %s<|return|>" % (w, a, a), True, "en")


def t_harmony_neg(a, w, c):
    return ("special_tokens/harmony_gpt_oss_final_differs", "<|channel|>analysis<|message|>Compute directly: gives %s. But problem asks something else... recompute, gives %s.<|end|><|start|>assistant<|channel|>final<|message|>The answer is %s.<|return|>" % (a, w, w), False, "en")


def t_json_pos(a, w, c):
    return ("agent/json_final_answer", json.dumps({"reasoning": "Tried %s first; it violates a condition." % w, "final_answer": a}, ensure_ascii=False), True, "en")


def t_json_neg(a, w, c):
    return ("agent/json_scratch_right_final_wrong", json.dumps({"scratch": "intermediate = %s" % a, "final_answer": w, "confidence": 0.7}, ensure_ascii=False), False, "en")


def t_fcall_pos(a, w, c):
    return ("agent/function_call", json.dumps({"type": "function_call", "name": "submit_answer", "arguments": json.dumps({"answer": a})}), True, "en")


def t_fcall_neg(a, w, c):
    return ("agent/function_call_wrong", "I'll verify numerically before submitting.\n" + json.dumps({"tool_calls": [{"function": {"name": "python", "arguments": json.dumps({"code": "print(%r)" % a})}}, {"function": {"name": "submit_answer", "arguments": json.dumps({"answer": w})}}]}), False, "en")


def t_code_pos(a, w, c):
    return ("agent/code_block_output", "```python\nfrom fractions import Fraction\nans = solve()\nprint(ans)\n```\n```output\n%s\n```\nThe code confirms the result, so the answer is $\\boxed{%s}$." % (a, a), True, "en")


def t_code_neg(a, w, c):
    return ("agent/code_output_overridden", "```python\nprint(brute_force())\n```\n```output\n%s\n```\nThe brute force counts the degenerate configuration, which the problem excludes. Removing it, the answer is $\\boxed{%s}$." % (a, w), False, "en")


def t_terse_pos(a, w, c):
    return ("terse/bare", a, True, "en")


def t_terse_neg(a, w, c):
    return ("terse/bare_near_miss", w, False, "en")


def t_minerva_pos(a, w, c):
    return ("terse/minerva", "Final Answer: The final answer is $%s$. I hope it is correct." % a, True, "en")


def t_answer_tag_pos(a, w, c):
    return ("reasoning/answer_tags", "<think> %s </think> <answer> %s </answer>" % (R.choice(FILLER), a), True, "en")


def t_answer_tag_neg(a, w, c):
    return ("reasoning/answer_tags_wrong", "<think> Partial sum so far %s, then add the last block. </think> <answer> %s </answer>" % (a, w), False, "en")


def t_hedge_neg(a, w, c):
    return ("hedge/two_values", "Depending on whether the endpoints count, the answer is either $%s$ or $%s$. I am not sure which one is intended." % (a, w), False, "en")


def t_hedge_boxed_neg(a, w, c):
    return ("hedge/two_boxes", "Case 1 gives $\\boxed{%s}$ and case 2 gives $\\boxed{%s}$; both are possible." % (a, w), False, "en")


def t_trunc_neg(a, w, c):
    return ("truncated/mid_reasoning", "<think>\n%s\nSo far the partial count is %s, but we still have to subtract the cases where two of them coincide, which are" % (R.choice(FILLER), a), False, "en")


def t_trunc2_neg(a, w, c):
    return ("truncated/max_tokens", "Let's compute step by step.\n\nStep 1: %s\nStep 2: The intermediate value is $%s$.\nStep 3: Now we divide by the number of" % (R.choice(FILLER), a), False, "en")


def t_kimi_pos(a, w, c):
    return ("reasoning/kimi_think_markers", "◁think▷%s The result is %s.◁/think▷\nThe final answer is $%s$." % (R.choice(FILLER), a, a), True, "en")


def t_mistral_pos(a, w, c):
    return ("reasoning/mistral_think", "[THINK]%s Try %s: contradiction. Then %s works.[/THINK]\n**Final answer:** \\boxed{%s}</s>" % (R.choice(FILLER), w, a, a), True, "en")


def t_mistral_neg(a, w, c):
    return ("reasoning/mistral_think_unclosed", "[THINK]%s Plugging in, it looks like %s. But I should double-check the constraint on the second variable, since" % (R.choice(FILLER), a), False, "en")


def t_other_quantity_neg(a, w, c):
    return ("wrong_quantity/intermediate_variable", "Let $t$ be the auxiliary quantity. Solving the system gives $t = %s$.\n\nThe question asks for the other quantity, which is derived from $t$: it equals $%s$.\n\n**Answer: $%s$**" % (a, w, w), False, "en")


def t_fbox_pos(a, w, c):
    return ("latex/fbox", "Hence\n\\[\n\\fbox{$%s$}\n\\]" % a, True, "en")


def t_display_pos(a, w, c):
    return ("latex/display_final", "Putting everything together,\n$$\n\\text{answer} = %s .\n$$\n$\\blacksquare$" % a, True, "en")


def t_last_line_neg(a, w, c):
    return ("retracted/boxed_then_wrong", "So the answer is $\\boxed{%s}$.\n\nWait — I misread the problem; it asks for the value after the change. Redoing it:\n\n$$\\boxed{%s}$$" % (a, w), False, "en")


def t_not_neg(a, w, c):
    return ("retracted/explicitly_not", "It is tempting to answer $%s$, but that is **not** correct because it double counts. The correct answer is $%s$." % (a, w), False, "en")


def t_xml_pos(a, w, c):
    return ("agent/xml_final", "<reasoning>\n%s\n</reasoning>\n<final_answer>%s</final_answer>" % (R.choice(FILLER), a), True, "en")


def t_yaml_pos(a, w, c):
    return ("agent/yaml", "status: solved\nsteps: 4\nanswer: \"%s\"\n" % a, True, "en")


def t_openthoughts_pos(a, w, c):
    return ("reasoning/begin_of_thought_solution", "<|begin_of_thought|>\n\n%s Test %s: no. So %s.\n\n<|end_of_thought|>\n\n<|begin_of_solution|>\n\nCombining the steps above, the required value is $\\boxed{%s}$.\n\n<|end_of_solution|>" % (R.choice(FILLER), w, a, a), True, "en")


def t_openthoughts_neg(a, w, c):
    return ("truncated/solution_section_cut", "<|begin_of_thought|>\n\nThe value looks like %s, I'm fairly confident.\n\n<|end_of_thought|>\n\n<|begin_of_solution|>\n\n**Step 1.** Set up the recurrence.\n**Step 2.** Solve it: the general term is" % a, False, "en")


def t_react_pos(a, w, c):
    return ("agent/react_finish", "Thought: I computed the quantity with the calculator tool.\nAction: calculator[...]\nObservation: %s\nThought: This matches my hand computation.\nAction: Finish[%s]" % (a, a), True, "en")


def t_react_neg(a, w, c):
    return ("agent/react_finish_wrong", "Thought: compute it.\nAction: calculator[...]\nObservation: %s\nThought: The observation is for the wrong input; I should add the offset.\nAction: Finish[%s]" % (a, w), False, "en")


def t_hermes_pos(a, w, c):
    return ("agent/hermes_tool_call", "<tool_call>\n%s\n</tool_call>" % json.dumps({"name": "final_answer", "arguments": {"answer": a}}), True, "en")


def t_cohere_pos(a, w, c):
    return ("special_tokens/cohere_response", "<|START_THINKING|>%s<|END_THINKING|><|START_RESPONSE|>The answer is **%s**.<|END_RESPONSE|>" % (R.choice(FILLER), a), True, "en")


def t_multibox_pos(a, w, c):
    return ("latex/multiple_boxes_last_final", "Intermediate: $\\boxed{%s}$ is the value of the first sum (not asked).\n\nThe requested quantity is therefore\n$$\\boxed{%s}$$" % (w, a), True, "en")


def t_multibox_neg(a, w, c):
    return ("latex/multiple_boxes_last_wrong", "Intermediate: $\\boxed{%s}$ is the value of the first sum.\n\nThe requested quantity is therefore\n$$\\boxed{%s}$$" % (a, w), False, "en")


def t_gemini_pos(a, w, c):
    return ("markdown/numbered_steps_bold_final", "1. **Set up.** %s\n2. **Compute.** Carry out the algebra.\n3. **Check.** Substituting back works.\n\n**Final Answer:** The final answer is $\\boxed{%s}$" % (R.choice(FILLER), a), True, "en")


def t_selfverify_neg(a, w, c):
    return ("retracted/verification_fails", "**Answer: $%s$**\n\n*Verification:* plugging $%s$ back in does not satisfy the second condition, so the answer must be adjusted to $%s$.\n\n**Corrected answer: $%s$**" % (a, a, w, w), False, "en")


# language templates (pos, neg)
LANG_FILL = {
    "zh": "先把条件写成方程，再化简。", "ja": "両辺を整理すると条件が簡単になります。", "ko": "양변을 정리하면 식이 간단해집니다.",
    "ru": "Запишем условия в виде уравнений и упростим.", "ar": "نكتب الشروط على شكل معادلات ثم نبسطها.",
    "hi": "पहले शर्तों को समीकरणों में लिखते हैं और सरल करते हैं।", "vi": "Ta viết các điều kiện thành phương trình rồi rút gọn.",
    "fr": "On traduit les conditions en équations puis on simplifie.", "es": "Traducimos las condiciones a ecuaciones y simplificamos.",
    "de": "Wir schreiben die Bedingungen als Gleichungen und vereinfachen.", "pt": "Escrevemos as condições como equações e simplificamos.",
    "tr": "Koşulları denklem olarak yazıp sadeleştiriyoruz.", "it": "Scriviamo le condizioni come equazioni e semplifichiamo.",
}

LANG_POS = [
    ("zh", "解：%s\n\n综上所述，答案为 $\\boxed{%s}$。"),
    ("ja", "まず条件を整理します。%s\n\nよって、答えは $%s$ です。"),
    ("ko", "조건을 정리하면 다음과 같습니다. %s\n\n따라서 답은 $%s$ 입니다."),
    ("ru", "Решение. %s\n\n**Ответ:** $%s$."),
    ("ar", "الحل: %s\n\nإذن الإجابة النهائية هي $%s$."),
    ("hi", "हल: %s\n\nअतः अंतिम उत्तर $%s$ है।"),
    ("vi", "Lời giải: %s\n\nVậy đáp án là $%s$."),
    ("fr", "Solution : %s\n\nLa réponse est donc $%s$."),
    ("es", "Solución: %s\n\nPor lo tanto, la respuesta es $\\boxed{%s}$."),
    ("de", "Lösung: %s\n\nAlso lautet die Antwort $%s$."),
    ("pt", "Solução: %s\n\nPortanto, a resposta é $%s$."),
    ("tr", "Çözüm: %s\n\nSonuç olarak cevap $%s$ olur."),
    ("it", "Soluzione: %s\n\nQuindi la risposta è $%s$."),
]
LANG_NEG = [
    ("zh", "初步计算得到 $%s$，但这里漏掉了重复情形。修正后答案为 $\\boxed{%s}$。"),
    ("ja", "最初は $%s$ と思いましたが、計算ミスがありました。正しい答えは $%s$ です。"),
    ("ko", "처음에는 $%s$ 라고 생각했지만 잘못되었습니다. 정답은 $%s$ 입니다."),
    ("ru", "Сначала получилось $%s$, но это неверно: забыли один случай. Ответ: $%s$."),
    ("ar", "قد يبدو أن الجواب $%s$، لكن هذا خطأ. الجواب الصحيح هو $%s$."),
    ("hi", "पहले हमें $%s$ मिला, लेकिन यह गलत है। सही उत्तर $%s$ है।"),
    ("vi", "Ban đầu ta được $%s$, nhưng điều đó sai. Đáp án đúng là $%s$."),
    ("fr", "On pourrait croire que c'est $%s$, mais c'est faux. La bonne réponse est $%s$."),
    ("es", "Al principio obtuve $%s$, pero hay un error. La respuesta correcta es $%s$."),
    ("de", "Zunächst erhält man $%s$, das ist aber falsch. Richtig ist $%s$."),
    ("pt", "Inicialmente obtemos $%s$, mas isso está errado. A resposta correta é $%s$."),
]

POS_T = [t_think_pos, t_md_pos, t_md_table_pos, t_qwen_pos, t_llama_pos, t_gemma_pos, t_deepseek_pos,
         t_harmony_pos, t_json_pos, t_fcall_pos, t_code_pos, t_terse_pos, t_minerva_pos, t_answer_tag_pos,
         t_kimi_pos, t_mistral_pos, t_fbox_pos, t_display_pos, t_xml_pos, t_yaml_pos,
         t_openthoughts_pos, t_react_pos, t_hermes_pos, t_cohere_pos, t_multibox_pos, t_gemini_pos]
NEG_T = [t_think_neg, t_md_table_neg, t_llama_neg, t_harmony_neg, t_json_neg, t_fcall_neg, t_code_neg,
         t_terse_neg, t_answer_tag_neg, t_hedge_neg, t_hedge_boxed_neg, t_trunc_neg, t_trunc2_neg,
         t_mistral_neg, t_other_quantity_neg, t_last_line_neg, t_not_neg,
         t_openthoughts_neg, t_react_neg, t_multibox_neg, t_selfverify_neg]

cases = []


def add(bench, rel, i, q, gold, style, resp, label, lang):
    cases.append({"benchmark": bench, "source_row": "%s:%d" % (rel, i), "question": q, "gold": gold,
                  "response": resp, "label": label, "style": style, "language": lang})


def gen_free(bench, rel, i, q, gold, a, n_idx):
    """One case for a free-response gold with answer latex a."""
    k = kind(a)
    PCT_OK[0] = bool(re.search(r"probabilit|fraction|percent", q, re.I))
    w = wrong_of(a, k)
    if w is None or w == a:
        return False
    mode = n_idx % 6
    if mode in (0, 1):  # positive, format template
        t = POS_T[(n_idx // 6) % len(POS_T)]
        st, resp, lab, lang = t(a, w, None)
    elif mode in (2, 3):  # negative
        t = NEG_T[(n_idx // 6 + mode) % len(NEG_T)]
        st, resp, lab, lang = t(a, w, None)
    elif mode == 4:  # language
        if (n_idx // 6) % 2 == 0:
            lang, tpl = LANG_POS[(n_idx // 12) % len(LANG_POS)]
            disp = a
            if k == "int" and lang == "ar" and R.random() < 0.7:
                disp = native(a, ARABIC_DIGITS)
                st = "multilingual/%s_native_digits" % lang
            elif k == "int" and lang == "hi" and R.random() < 0.7:
                disp = native(a, DEVA_DIGITS)
                st = "multilingual/%s_native_digits" % lang
            elif k == "int" and lang in ("zh", "ja") and R.random() < 0.4:
                disp = native(a, FULLWIDTH)
                st = "multilingual/%s_fullwidth_digits" % lang
            else:
                st = "multilingual/%s" % lang
            if disp != a:
                resp = tpl.replace("$%s$", "%s").replace("$\\boxed{%s}$", "%s") % (LANG_FILL[lang], disp)
            else:
                resp = tpl % (LANG_FILL[lang], a)
            lab = True
        else:
            lang, tpl = LANG_NEG[(n_idx // 12) % len(LANG_NEG)]
            st = "multilingual/%s_corrected_to_wrong" % lang
            resp = tpl % (a, w)
            lab = False
    else:  # alt notation positive or near-miss in alt notation
        alts = alt_positive(a, k)
        if alts and (n_idx // 6) % 3 != 2:
            sub, alt = alts[(n_idx // 6) % len(alts)]
            wrap = R.choice(["The answer is %s.", "**Final answer:** %s", "Answer: $%s$", "Therefore the result equals %s.", "$$\\boxed{%s}$$"])
            if sub == "words":
                wrap = R.choice(["The answer is %s.", "So there are %s in total.", "Final answer: %s"])
            st, resp, lab = "notation/" + sub, wrap % alt, True
        else:
            # near-miss in alternate notation of wrong value
            altsw = alt_positive(w, kind(w))
            if altsw:
                sub, alt = altsw[0]
                st, resp, lab = "notation_neg/" + sub, "The answer is %s. (Earlier I wrote %s but that was before fixing the sign.)" % (alt, a), False
            else:
                j = (n_idx // 6) % 4
                if j == 0:
                    st, resp, lab = "hedge/approx", "The exact value is hard to pin down; it is approximately %s, possibly %s." % (a, w), False
                elif j == 1:
                    st, resp, lab = "unfinished/question_no_commit", "Could the answer be $%s$? I could not verify the last step, so I will not commit to a final answer." % a, False
                elif j == 2 and not re.search(r"[a-zA-Z]", a):
                    st, resp, lab = "wrong_variable/y_then_x", "From the first equation, $y = %s$. The problem asks for $x$, which follows from the second equation:\n\n$$x = %s$$" % (a, w), False
                elif j == 2:
                    st, resp, lab = "hedge/approx", "The exact value is hard to pin down; it is approximately %s, possibly %s." % (a, w), False
                else:
                    st, resp, lab = "unfinished/plan_only", "Plan: (1) show the value is at least $%s$; (2) construct an example attaining it; (3) conclude.\n\nStep (1): by AM-GM," % a, False
        lang = "en"
    add(bench, rel, i, q, gold, st, resp, lab, lang)
    return True


# ---- HARP free response (about 44% of the total)
n = 0
for rel, i, r in harp:
    if n >= 170:
        break
    a = strip_dollars(r["answer"])
    if not a or len(a) > 60 or "$" in a:
        continue
    if gen_free("harp", rel, i, r["problem"], r["answer"], a, n):
        n += 1

# ---- HARP unusual golds (text, ratios, lists, intervals...)
unusual = [x for x in harp if re.search(r"\\text|:|,|\\infty|\\cup|\\le|[a-zA-Z]{4,}", strip_dollars(x[2]["answer"])) and len(x[2]["answer"]) < 60]
seen = set(c["source_row"] for c in cases)
u = 0
for rel, i, r in unusual:
    if u >= 30:
        break
    if "%s:%d" % (rel, i) in seen:
        continue
    a = strip_dollars(r["answer"])
    w = bump_last_number(a)
    if w is None:
        continue
    if u % 2 == 0:
        t = [t_md_pos, t_terse_pos, t_json_pos, t_deepseek_pos, t_minerva_pos][u // 2 % 5]
    else:
        t = [t_not_neg, t_last_line_neg, t_hedge_neg, t_think_neg, t_json_neg][u // 2 % 5]
    st, resp, lab, lang = t(a, w, None)
    add("harp", rel, i, r["problem"], r["answer"], "unusual_" + st, resp, lab, lang)
    u += 1

# ---- HARP MCQ
MCQ_POS = [
    lambda L, v, W, wv: ("mcq/letter_parens", "The correct option is **(%s)** $%s$." % (L, v)),
    lambda L, v, W, wv: ("mcq/boxed_letter", "$\\boxed{\\textbf{(%s)}}$" % L),
    lambda L, v, W, wv: ("mcq/think_letter", "<think>\nOption (%s) fails the parity check, so eliminate it.\n</think>\nAnswer: %s" % (W, L)),
    lambda L, v, W, wv: ("mcq/json_choice", json.dumps({"choice": L})),
    lambda L, v, W, wv: ("mcq/option_word", "After checking all five options, only option %s satisfies both conditions.\n\nFinal answer: Option %s" % (L, L)),
    lambda L, v, W, wv: ("mcq/zh_letter", "经过排除法，正确选项为 %s。" % L),
]
MCQ_NEG = [
    lambda L, v, W, wv: ("mcq_neg/wrong_letter_mentions_right", "We can rule out (%s) quickly. The answer is **(%s)** $%s$." % (L, W, wv)),
    lambda L, v, W, wv: ("mcq_neg/letter_retracted", "Answer: (%s)\n\nHmm, wait, recheck: the second condition fails for (%s). Final answer: **(%s)**." % (L, L, W)),
    lambda L, v, W, wv: ("mcq_neg/hedge_letters", "It is either (%s) or (%s); I cannot decide between them." % (L, W)),
    lambda L, v, W, wv: ("mcq_neg/boxed_wrong", "$\\boxed{\\text{(%s)}}$" % W),
    lambda L, v, W, wv: ("mcq_neg/truncated", "Let's test each option. For (%s), we get $%s$, which looks promising, but we need to check" % (L, v)),
    lambda L, v, W, wv: ("mcq_neg/ko_wrong", "정답은 (%s) 입니다." % W),
]
m = 0
for rel, i, r in harp_mcq:
    if m >= 36:
        break
    L = r["answer_choice"]
    ch = r.get("choices") or {}
    if L not in ch:
        continue
    others = [x for x in "ABCDE" if x != L and x in ch and strip_dollars(ch[x]) != strip_dollars(ch[L])]
    if not others:
        continue
    W = others[m % len(others)]
    v = strip_dollars(ch[L])
    wv = strip_dollars(ch[W])
    if m % 2 == 0:
        st, resp = MCQ_POS[(m // 2) % len(MCQ_POS)](L, v, W, wv)
        lab = True
    else:
        st, resp = MCQ_NEG[(m // 2) % len(MCQ_NEG)](L, v, W, wv)
        lab = False
    lang = "zh" if "zh_" in st else ("ko" if "ko_" in st else "en")
    add("harp", rel, i, r["problem"], r["answer_choice"], st, resp, lab, lang)
    m += 1


# ---- handcrafted: lists, sets, intervals, units, percent, equivalent LaTeX (HARP default rows by 0-based line)
HD = {i: r for _, i, r in load("harp/harp_default.jsonl")}
HAND = [
    (9, "notation/reordered_roots", "en", "Setting each factor to zero, the roots are $x = 4, 2, 1, 0$.", True),
    (9, "missing_element/roots", "en", "The factors give $x=1$, $x=2$ and $x=4$.\n\n**Roots: 1, 2, 4**", False),
    (42, "notation/set_reordered", "en", "Both satisfy the domain condition, so $a \\in \\{-5,\\ 20\\}$.", True),
    (42, "missing_element/only_one", "en", "$a^2-15a=100$ gives $a=20$ or $a=-5$; we keep only the positive one.\n\nAnswer: $a = 20$", False),
    (173, "notation/named_values", "en", "Comparing numerators: $A = 3$ and $B = -1$.", True),
    (173, "order/swapped_respectively", "en", "Comparing numerators gives $\\boxed{A=-1,\\ B=3}$.", False),
    (432, "notation/set_reordered", "de", "Also ist die gesuchte Menge $\\{12, 0\\}$.", True),
    (432, "missing_element/discarded", "en", "We find $m=0$ or $m=12$. Since $m=0$ makes the last term vanish, we discard it.\n\nFinal answer: $m=12$", False),
    (627, "notation/words_and_reordered", "en", "The two divisors are sixty-five and sixty-three.", True),
    (627, "near_miss/list", "en", "**Answer:** $63$ and $67$", False),
    (760, "notation/set_reordered", "en", "$$\\boxed{\\{4,\\,-4,\\,0\\}}$$", True),
    (760, "missing_element/set", "en", "The possible values are $\\boxed{\\{-4, 4\\}}$ (we cannot get $0$ because $a,b,c$ are nonzero).", False),
    (1006, "notation/set_dots", "en", "The set is $\\{4, 5, \\ldots, 8\\}$.", True),
    (1006, "near_miss/set_extra", "en", "Telescoping, the set is $\\{4,5,6,7,8,9\\}$.", False),
    (684, "notation/inequality_for_interval", "fr", "L'ensemble des solutions est $-3 < x < 2$.", True),
    (684, "near_miss/closed_interval", "en", "So the solution set is $x \\in [-3, 2]$.", False),
    (901, "notation/tfrac_left_right", "en", "Hence $p \\in \\left[\\tfrac{5}{12},\\ \\tfrac{2}{3}\\right]$.", True),
    (901, "near_miss/interval_endpoint", "en", "By inclusion-exclusion $p \\ge 5/12$, and $p \\le 3/4$. So the interval is $[\\frac{5}{12}, \\frac{3}{4}]$.", False),
    (1045, "notation/names_reordered", "en", "Only **Diana and Carlos** received A's.", True),
    (1045, "near_miss/names", "es", "Los dos estudiantes que sacaron A son Beth y Carlos.", False),
    (646, "notation/roman_reordered", "en", "Triangles III, I and II are right triangles; IV is not.", True),
    (646, "missing_element/roman", "en", "Checking Pythagoras, only **I and III** are right triangles.", False),
    (185, "notation/set", "en", "$K \\in \\{1, 8, 49\\}$", True),
    (185, "missing_element/list", "en", "We need $K(K+1)/2$ to be a square with $N<100$: $K=8$ ($N=6$) and $K=49$ ($N=35$). Answer: $8, 49$", False),
    (14, "units/words", "en", "The volume is 24 cubic inches.", True),
    (14, "near_miss/units", "en", "The volume is $48\\text{ in}^3$.", False),
    (28, "units/percent_word", "en", "He must mark the goods at 125 percent of the list price.\n\nAnswer: 125 percent", True),
    (119, "units/latex_in2", "en", "Area $= 150\\sqrt{3}\\ \\mathrm{in}^2$.", True),
    (147, "units/decimal_degrees", "en", "The angle is $137.5^\\circ$.", True),
    (147, "near_miss/minutes", "en", "The angle is $137^\\circ 3'$.", False),
    (161, "units/dollars_for_cents", "en", "Overall he lost \\$0.10.", True),
    (161, "sign/gained_vs_lost", "en", "Overall he **gained** 10 cents.", False),
    (189, "notation/words", "en", "Squaring introduces extraneous solutions; none survive. The equation has no solutions.", True),
    (861, "units/degrees_word", "pt", "O ângulo mede 130 graus.", True),
    (1211, "notation/decimal_for_percent", "en", "The fraction is $0.4$, i.e. 40 percent.", True),
    (1211, "near_miss/complement_percent", "en", "Boys are $2/5 = 40\\%$ of the class, so the girls make up $\\boxed{60\\%}$.", False),
    (1561, "units/dollar_sign", "en", "**\\$180**", True),
    (1904, "units/dollar_sign", "en", "$\\boxed{\\$20}$", True),
    (1904, "near_miss/money", "en", "$\\boxed{\\$20.50}$", False),
    (1939, "units/dollars_word", "en", "The answer is 782 dollars.", True),
    (1995, "units/mixed_number", "en", "The average price is about $5\\frac{1}{2}$ cents.", True),
    (2359, "latex/pi_in_numerator", "en", "$\\boxed{\\dfrac{2\\pi}{3}}$", True),
    (2366, "latex/combined_fraction", "en", "$$\\frac{1+2\\sqrt{2}}{2}$$", True),
    (238, "latex/split_fraction", "en", "So the answer is $1-\\frac{\\sqrt{2}}{2}$.", True),
    (238, "sign/conjugate", "en", "So the answer is $\\frac{2+\\sqrt{2}}{2}$.", False),
    (2051, "latex/rationalized_differently", "en", "The answer is $1-\\frac{1}{\\sqrt{3}}$.", True),
    (2254, "latex/rationalized_differently", "en", "The radius is $1 + \\dfrac{2}{\\sqrt 3}$.", True),
    (987, "latex/reordered_sum", "en", "$\\boxed{2 + \\frac{5\\pi}{3}}$", True),
    (2233, "latex/reordered_sum", "en", "The answer is $-2\\pi+28$.", True),
    (2233, "near_miss/coefficient", "en", "The answer is $28-\\pi$.", False),
    (1631, "latex/reordered_sum", "en", "The total is $\\frac{5\\pi}{3}+10\\sqrt{3}$.", True),
    (931, "latex/reordered_sum", "en", "$$-\\sqrt5+\\sqrt3+\\sqrt2$$", True),
    (280, "latex/unsimplified_radical", "en", "The area is $\\sqrt{48}$ square inches.", True),
    (280, "near_miss/radical", "en", "The area is $4\\sqrt{2}$ square inches.", False),
    (700, "notation/power_of_ten", "en", "The answer is $10^4$.", True),
    (700, "notation/no_separator", "en", "ANSWER: 10000", True),
    (1315, "notation/no_separator", "en", "$\\boxed{222222222223}$", True),
    (1315, "near_miss/big_int", "en", "$\\boxed{222{,}222{,}222{,}222}$", False),
    (791, "notation/space_separator", "fr", "Le résultat est 27 720.", True),
    (791, "near_miss/dropped_digit", "en", "The result is 2772.", False),
]
for i, st, lang, resp, lab in HAND:
    r = HD[i]
    add("harp", "harp/harp_default.jsonl", i, r["problem"], r["answer"], st, resp, lab, lang)

# ---- extra multilingual / native numerals on integer golds
def zh_num(n):
    if n <= 10:
        return ZH_NUM[n]
    if n < 20:
        return "十" + ZH_NUM[n - 10]
    if n < 100:
        return ZH_NUM[n // 10] + "十" + (ZH_NUM[n % 10] if n % 10 else "")
    return None


used = set(c["source_row"] for c in cases)
ints = [(rel, i, r, strip_dollars(r["answer"])) for rel, i, r in harp if "%s:%d" % (rel, i) not in used and INT_RE.match(strip_dollars(r["answer"]))]
EXTRA = [
    ("zh", "zh_numerals", lambda n: "答案是%s。" % zh_num(n) if zh_num(n) else None, True),
    ("ja", "ja_kanji", lambda n: "したがって、答えは%sです。" % zh_num(n) if zh_num(n) else None, True),
    ("fr", "fr_words", lambda n: "La réponse est %s." % FR_NUM[n] if n in FR_NUM else None, True),
    ("ar", "ar_native_digits_near_miss", lambda n: "الجواب: %s" % native(n + 1, ARABIC_DIGITS), False),
    ("hi", "hi_native_digits", lambda n: "उत्तर: %s" % native(n, DEVA_DIGITS), True),
    ("fa", "fa_persian_digits", lambda n: "پاسخ نهایی: %s" % native(n, "۰۱۲۳۴۵۶۷۸۹"), True),
    ("ru", "ru_hedge", lambda n: "Ответ: либо %d, либо %d — зависит от трактовки условия." % (n, n + 2), False),
    ("vi", "vi_retracted", lambda n: "Đáp án là %d. À không, tính lại thì đáp án là %d." % (n, n - 1), False),
    ("es", "es_boxed", lambda n: "**Respuesta final:** $\\boxed{%d}$" % n, True),
    ("de", "de_not", lambda n: "Die Antwort ist nicht %d, sondern %d." % (n, n * 2 + 1), False),
    ("pt", "pt_truncated", lambda n: "Vamos calcular. Primeiro, o valor parcial é %d, e agora precisamos somar os casos restantes, que são" % n, False),
    ("ko", "ko_plain", lambda n: "정답은 %d입니다." % n, True),
    ("ja", "ja_fullwidth", lambda n: "【答え】%s" % native(n, FULLWIDTH), True),
    ("zh", "zh_other_quantity", lambda n: "设 $k=%d$，则所求的和为 $%d$。\n\n最终答案：$%d$" % (n, n + 3, n + 3), False),
    ("id", "id_plain", lambda n: "Jadi, jawabannya adalah %d." % n, True),
    ("uk", "uk_near_miss", lambda n: "Відповідь: %d." % (n + 1), False),
]
e = 0
for rel, i, r, a in ints:
    if e >= 48:
        break
    n = int(a)
    if n < 1:
        continue
    lang, sub, fn, lab = EXTRA[e % len(EXTRA)]
    resp = fn(n)
    if resp is None:
        continue
    add("harp", rel, i, r["problem"], r["answer"], "multilingual/" + sub, resp, lab, lang)
    e += 1

# ---- MATH-Perturb
n = 0
for rel, i, r in mp:
    if n >= 110:
        break
    a = strip_dollars(r["answer"]) if not isinstance(r["answer"], (int, float)) else repr(r["answer"])
    if len(a) > 60:
        continue
    if gen_free("math_perturb", rel, i, r["problem"], r["answer"], a, n + 3):
        n += 1

# ---- Putnam
n = 0
for rel, i, r, a in putnam:
    if n >= 96:
        break
    if gen_free("putnam", rel, i, r["problem"], r["answer_text"], a, n + 1):
        n += 1

for k, c in enumerate(cases):
    c["id"] = "za-%04d" % (k + 1)
FIELDS = ["id", "benchmark", "source_row", "question", "gold", "response", "label", "style", "language"]
with open(OUT, "w") as f:
    for c in cases:
        f.write(json.dumps({k: c[k] for k in FIELDS}, ensure_ascii=False) + "\n")
print(len(cases), "cases written to", OUT)

# ---------------------------------------------------------------- README with counts
from collections import Counter


def table(title, cnt):
    lines = ["### " + title, "", "| value | cases |", "|---|---|"]
    for k, v in sorted(cnt.items(), key=lambda kv: (-kv[1], str(kv[0]))):
        lines.append("| %s | %d |" % (k, v))
    return "\n".join(lines) + "\n"


fmt = Counter(c["style"].split("/")[0] for c in cases)
readme = """# Set ZA: blind labeled model responses for a math answer grader

Regenerate (deterministic, fixed seed, standard library only, reads /work/shared/data):

    python3 /work/probe_za/make_cases.py

This rewrites `cases.jsonl` and this README.  Fields per line: id, benchmark, source_row
(`<file under /work/shared/data>:<0-based line>`), question, gold (copied exactly from the data's gold
field: `answer` for HARP default and MATH-Perturb, `answer_choice` for HARP MCQ, `answer_text` for
PutnamBench), response, label, style (`<format>/<subtype>`), language (ISO 639-1).

Written without reading the grader's code or docs.  `label` is true iff the response's final answer
equals the gold.  Total: %d cases.

""" % len(cases)
readme += table("By label", Counter(str(c["label"]).lower() for c in cases)) + "\n"
readme += table("By benchmark", Counter(c["benchmark"] for c in cases)) + "\n"
readme += table("By benchmark and label", Counter("%s / %s" % (c["benchmark"], str(c["label"]).lower()) for c in cases)) + "\n"
readme += table("By format (style prefix)", fmt) + "\n"
readme += table("By language", Counter(c["language"] for c in cases)) + "\n"
with open(os.path.join(os.path.dirname(OUT), "README.md"), "w") as f:
    f.write(readme)
