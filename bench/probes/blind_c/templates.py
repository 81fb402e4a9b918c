# Response templates.  Positive templates state answer `a` as the final answer.
# Negative templates mention the right answer `r` somewhere but end on `w`
# (or on no single answer at all).
import json


def im(a):
    s, k, _ = a
    return f"${s}$" if k == "tex" else s


def bx(a):
    s, k, _ = a
    return f"\\boxed{{{s}}}" if k == "tex" else f"\\boxed{{\\text{{{s}}}}}"


def pl(a):
    return a[0]


def has_words(a):
    import re

    return a[1] == "txt" and re.search(r"[A-Za-z]{2,}", a[0]) is not None


def isint(a):
    s = a[0].lstrip("-")
    return s.isdigit()


DIG = {
    "ar": "٠١٢٣٤٥٦٧٨٩",
    "fa": "۰۱۲۳۴۵۶۷۸۹",
    "hi": "०१२३४५६७८९",
    "th": "๐๑๒๓๔๕๖๗๘๙",
    "bn": "০১২৩৪৫৬৭৮৯",
    "fw": "０１２３４５６７８９",
}


def nd(s, script):
    t = DIG[script]
    return "".join(t[int(ch)] if ch.isdigit() else ch for ch in s)


def zh_num(n, lead=True):
    d = "零一二三四五六七八九"
    if n >= 10000:
        hi, lo = divmod(n, 10000)
        out = zh_num(hi) + "万"
        if lo:
            out += ("零" if lo < 1000 else "") + zh_num(lo, lead=False)
        return out
    if n == 0:
        return d[0]
    out = ""
    units = [(1000, "千"), (100, "百"), (10, "十"), (1, "")]
    zero = False
    started = False
    for u, name in units:
        q = n // u
        n %= u
        if q:
            if zero and started:
                out += "零"
            if not (u == 10 and q == 1 and not started and lead):
                out += d[q]
            out += name
            started = True
            zero = False
        elif started:
            zero = True
    return out


ONES = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
]
TENS = ["_", "_", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def en_words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("-" + ONES[n % 10] if n % 10 else "")
    if n < 1000:
        return ONES[n // 100] + " hundred" + (" " + en_words(n % 100) if n % 100 else "")
    return en_words(n // 1000) + " thousand" + (" " + en_words(n % 1000) if n % 1000 else "")


def snip(c, n=90):
    q = " ".join(c["q"].split())
    if len(q) > n:
        q = q[:n].rsplit(" ", 1)[0] + " …"
    return q


# ---------------------------------------------------------------- positives
P = []  # (format, subtype, lang, requires, fn)


def pos(fmt, sub, lang="en", req=None):
    def deco(fn):
        P.append((fmt, sub, lang, req, fn))
        return fn

    return deco


@pos("think", "r1_closed")
def _(a, c):
    return (
        f'<think>\nOkay, let me read the problem again: "{snip(c)}"\n\n'
        "I'll set up the relevant quantities first and then simplify.\n\n"
        "Hmm, let me double check the arithmetic in the second step... yes, that's consistent.\n\n"
        f"So the result is {im(a)}.\n</think>\n\n"
        "**Solution.** Setting up the relations from the statement and simplifying step by step gives the value below.\n\n"
        f"**Final Answer**\n\\[\n{bx(a)}\n\\]"
    )


@pos("think", "no_open_tag")
def _(a, c):
    return (
        "Okay, so I need to figure this out carefully. Let me start with what is given.\n\n"
        "First, I'll write down the conditions. Then combine them.\n\n"
        "Wait, I should check whether the edge case matters. It doesn't change anything here.\n\n"
        f"Alright, I'm confident.\n</think>\n\nThe answer is $\\boxed{{{pl(a)}}}$."
        if a[1] == "tex"
        else "Okay, so I need to figure this out carefully. Let me start with what is given.\n\n"
        "Wait, I should check whether the edge case matters. It doesn't change anything here.\n</think>\n\n"
        f"The answer is **{pl(a)}**."
    )


@pos("think", "many_waits")
def _(a, c):
    return (
        "<think>\nLet me try a direct approach.\n\nWait, that can't be right, I dropped a factor.\n\n"
        "Wait, actually let me redo this more carefully with the factor included.\n\n"
        "Hmm, now both methods agree.\n\nLet me verify once more by plugging back in. Yes.\n</think>\n"
        f"After correcting the dropped factor, both methods agree.\n\nFinal answer: {im(a)}"
    )


@pos("think", "seed_think_tag")
def _(a, c):
    return (
        "<seed:think>\nThe problem: " + snip(c, 70) + "\nPlan: translate to equations, solve, sanity-check.\n"
        "Solving... done. Sanity check passes.\n</seed:think>\n"
        f"Solving the equations from the statement gives\n\n$$\\boxed{{{pl(a)}}}$$"
        if a[1] == "tex"
        else "<seed:think>\nPlan: translate to equations, solve, sanity-check. Done.\n</seed:think>\n"
        f"The answer is: {pl(a)}"
    )


@pos("think", "reasoning_tag_then_answer_tag")
def _(a, c):
    return (
        "<reasoning>\nRestating: "
        + snip(c, 80)
        + "\nWork through the cases one at a time; only one survives all the constraints.\n</reasoning>\n"
        f"<answer>\n{pl(a)}\n</answer>"
    )


@pos("think", "thought_summary_gemini")
def _(a, c):
    return (
        "**Analyzing the Problem**\n\nI'm starting by breaking down the problem statement and identifying the key constraints.\n\n"
        "**Calculating the Result**\n\nI've now worked through the algebra and double-checked each step.\n\n"
        f"---\n\nThe answer is {im(a)}."
    )


@pos("think", "truncated_after_final")
def _(a, c):
    return (
        f"<think>\nCompute, simplify, check.\n</think>\n\nPutting everything together, the answer is $\\boxed{{{pl(a)}}}$.\n\n"
        "As an extra sanity check, we can also approach it from a different angle: consider the"
        if a[1] == "tex"
        else f"<think>\nCompute, simplify, check.\n</think>\n\nPutting everything together, the answer is **{pl(a)}**.\n\n"
        "As an extra sanity check, we can also approach it from a different angle: consider the"
    )


@pos("markdown", "headings")
def _(a, c):
    return (
        "## Understanding the problem\n\nWe are asked: "
        + snip(c)
        + "\n\n## Step 1: Set up\n\nTranslate the conditions into equations.\n\n"
        "## Step 2: Solve\n\nCombine the equations and simplify.\n\n## Answer\n\n" + f"**{im(a)}**"
    )


@pos("markdown", "table_then_bold")
def _(a, c):
    return (
        "| Step | What we do | Result |\n|---|---|---|\n| 1 | Write the constraints | system of equations |\n"
        "| 2 | Eliminate a variable | one equation left |\n| 3 | Solve | " + im(a) + " |\n\n"
        f"**Therefore, the answer is {im(a)}.**"
    )


@pos("markdown", "bullets_final_line")
def _(a, c):
    return (
        "Key observations:\n- The configuration is determined by the given data.\n- Only one value is consistent with all conditions.\n"
        "- A quick numerical check agrees.\n\n"
        f"> **Final answer:** {im(a)}"
    )


@pos("markdown", "emoji_chatty")
def _(a, c):
    return (
        "Great question! 😊 Let's break it down step by step.\n\n1️⃣ Identify what's given.\n2️⃣ Set up the relationship.\n3️⃣ Solve!\n\n"
        f"🎉 So the answer is **{im(a)}**!\n\nLet me know if you'd like me to explain any step in more detail."
    )


@pos("markdown", "answer_in_blockquote_display")
def _(a, c):
    return (
        "### Solution\n\nAfter simplification we obtain the value directly.\n\n> $$"
        + pl(a)
        + "$$\n\nThat is the requested answer."
        if a[1] == "tex"
        else "### Solution\n\nAfter simplification:\n\n> " + pl(a) + "\n\nThat is the requested answer."
    )


@pos("markdown", "claude_style")
def _(a, c):
    return (
        "I'll work through this step by step.\n\n**Setting up**\n\nFrom the problem statement, I can write the key relationship and reduce it.\n\n"
        "**Solving**\n\nSimplifying, everything collapses to a single value.\n\n"
        f"**Answer: {im(a)}**"
    )


@pos("markdown", "o1_summary")
def _(a, c):
    return f"**Answer:** {im(a)}\n\n**Why:**\n1. Translate the statement into algebra.\n2. Reduce to a single equation.\n3. Solve and check against the constraints."


@pos("tokens", "chatml")
def _(a, c):
    return (
        "<|im_start|>assistant\nLet's solve it.\n\nStep 1: set up. Step 2: simplify.\n\n"
        f"The final answer is $\\boxed{{{pl(a)}}}$.<|im_end|>"
        if a[1] == "tex"
        else f"<|im_start|>assistant\nLet's solve it. Step 1: set up. Step 2: simplify.\n\nFinal answer: {pl(a)}<|im_end|>\n<|endoftext|>"
    )


@pos("tokens", "llama3")
def _(a, c):
    return (
        "<|start_header_id|>assistant<|end_header_id|>\n\n## Step 1: Understand the problem\nWe need the requested quantity.\n\n"
        "## Step 2: Compute\nCarrying out the computation.\n\n"
        f"The final answer is: $\\boxed{{{pl(a)}}}$<|eot_id|>"
        if a[1] == "tex"
        else "<|start_header_id|>assistant<|end_header_id|>\n\n## Step 1: Understand the problem\n\n"
        f"The final answer is: {pl(a)}<|eot_id|>"
    )


@pos("tokens", "gemma")
def _(a, c):
    return f"<start_of_turn>model\nHere's how to solve it:\n\n* Set up the equations.\n* Solve.\n\n**Answer:** {im(a)}<end_of_turn>\n<eos>"


@pos("tokens", "harmony_gpt_oss")
def _(a, c):
    return (
        "<|channel|>analysis<|message|>We need to compute. Let's do it: set up, simplify, check. Good.<|end|>"
        f"<|start|>assistant<|channel|>final<|message|>**Answer:** {im(a)}<|return|>"
    )


@pos("tokens", "mistral_inst")
def _(a, c):
    return f"[INST] {snip(c, 60)} [/INST] To solve this, we combine the conditions and simplify.\n\nThe answer is {im(a)}.</s>"


@pos("tokens", "deepseek_fullwidth_bars")
def _(a, c):
    return (
        f"<｜Assistant｜><think>\nquick check of cases... fine\n</think>\n\nThe answer is $\\boxed{{{pl(a)}}}$.<｜end▁of▁sentence｜>"
        if a[1] == "tex"
        else f"<｜Assistant｜><think>\nquick check... fine\n</think>\n\nThe answer is {pl(a)}.<｜end▁of▁sentence｜>"
    )


@pos("tokens", "phi_assistant")
def _(a, c):
    return f"<|assistant|>\nSolution: reduce the problem to a single equation and solve it.\nAnswer: {im(a)}<|end|>"


@pos("tokens", "glm_box_tokens")
def _(a, c):
    return (
        "<think>Work it out: reduce and solve.</think>\nReducing the conditions to one equation and solving:\n"
        f"<|begin_of_box|>{pl(a)}<|end_of_box|>"
    )


@pos("agent", "json_final_answer")
def _(a, c):
    return json.dumps(
        {"reasoning": "Translate the statement into equations, solve, and verify.", "final_answer": pl(a)},
        ensure_ascii=False,
    )


@pos("agent", "json_in_code_fence")
def _(a, c):
    return (
        "```json\n"
        + json.dumps(
            {"steps": ["set up", "solve", "verify"], "answer": pl(a), "confidence": 0.93}, ensure_ascii=False, indent=2
        )
        + "\n```"
    )


@pos("agent", "openai_tool_call")
def _(a, c):
    return json.dumps(
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {
                    "id": "call_7f3a",
                    "type": "function",
                    "function": {
                        "name": "submit_answer",
                        "arguments": json.dumps({"answer": pl(a)}, ensure_ascii=False),
                    },
                }
            ],
        },
        ensure_ascii=False,
    )


@pos("agent", "hermes_tool_call")
def _(a, c):
    return (
        "I have verified the computation. Submitting.\n<tool_call>\n"
        + json.dumps({"name": "final_answer", "arguments": {"answer": pl(a)}}, ensure_ascii=False)
        + "\n</tool_call>"
    )


@pos("agent", "anthropic_tool_use_xml")
def _(a, c):
    return (
        'I\'ll submit the result now.\n\n<function_calls>\n<invoke name="submit">\n'
        f'<parameter name="answer">{pl(a)}</parameter>\n</invoke>\n</function_calls>'
    )


@pos("agent", "python_then_statement")
def _(a, c):
    return (
        "Let me verify numerically.\n\n```python\nfrom fractions import Fraction\n# brute-force / exact check of the derived formula\n"
        "res = solve()\nprint(res)\n```\n```output\n" + pl(a) + "\n```\n\n"
        f"The computation confirms the derivation, so the answer is {im(a)}."
    )


@pos("agent", "react_final_answer")
def _(a, c):
    return (
        "Thought: I should compute the quantity directly.\nAction: python\nAction Input: result = compute()\n"
        "Observation: computation finished without errors\nThought: I now know the final answer\n"
        f"Final Answer: {pl(a)}"
    )


@pos("agent", "yaml_output")
def _(a, c):
    return f'```yaml\nproblem_type: {c["bench"]}\nmethod: algebraic\nanswer: "{pl(a)}"\nverified: true\n```'


@pos("agent", "smolagents_final_answer_call")
def _(a, c):
    return (
        "Thought: The derivation is complete; I'll return it.\nCode:\n```py\nfinal_answer("
        + json.dumps(pl(a), ensure_ascii=False)
        + ")\n```<end_code>"
    )


@pos("terse", "bare")
def _(a, c):
    return pl(a)


@pos("terse", "answer_colon_upper")
def _(a, c):
    return f"ANSWER: {pl(a)}"


@pos("terse", "inline_math_only")
def _(a, c):
    return im(a)


@pos("terse", "minerva")
def _(a, c):
    return f"Final Answer: The final answer is {im(a)}. I hope it is correct."


@pos("terse", "gsm_hashes")
def _(a, c):
    return f"Combining the conditions and solving gives the value.\n#### {pl(a)}"


@pos("terse", "boxed_only")
def _(a, c):
    return bx(a)


@pos("terse", "code_fence_only")
def _(a, c):
    return f"```\n{pl(a)}\n```"


@pos("latex", "fbox_document")
def _(a, c):
    return (
        "\\begin{proof}[Solution]\nWe reduce the statement to a single equation and solve it.\n\\end{proof}\n\n"
        f"\\noindent\\textbf{{Answer.}} \\fbox{{${pl(a)}$}}"
        if a[1] == "tex"
        else f"\\textbf{{Answer.}} \\fbox{{{pl(a)}}}"
    )


@pos("latex", "boxed_with_lhs")
def _(a, c):
    return (
        f"Solving, we get\n\\[\n\\boxed{{\\text{{answer}} = {pl(a)}}}\n\\]"
        if a[1] == "tex"
        else f"Solving, we get: answer = {pl(a)}."
    )


@pos("latex", "paren_delimiters")
def _(a, c):
    return f"Hence the requested value is \\({pl(a)}\\)." if a[1] == "tex" else f"Hence the requested value is {pl(a)}."


@pos("html", "bold_tag")
def _(a, c):
    return f"<p>Combining the two conditions gives a single equation.</p>\n<p>The answer is <b>{pl(a)}</b>.</p>"


@pos("trap", "boxed_wrong_then_corrected")
def _(a, c):
    return (
        "First attempt: $\\boxed{0}$.\n\nWait — that used the wrong sign in the second step. Redoing it with the correct sign:\n\n"
        f"the corrected result is $\\boxed{{{pl(a)}}}$.\n\nSo the final answer is {im(a)}."
        if a[1] == "tex"
        else f"First attempt gave 0, but that used the wrong sign. Redoing it carefully, the final answer is **{pl(a)}**."
    )


@pos("trap", "trailing_check_numbers")
def _(a, c):
    return f"The answer is {im(a)}.\n\nCheck: plugging back in, 2 + 3 = 5 and 5 × 2 = 10, consistent with the constraints. ✓"


@pos("trap", "answer_first_then_explanation")
def _(a, c):
    return (
        f"{im(a)}\n\nExplanation: let the unknown be $t$. The conditions give $2t+1=7$ in a simplified auxiliary form, i.e. $t=3$, "
        "and substituting back yields the value stated above."
    )


# ---- other languages (positives)
@pos("lang", "zh_boxed", "zh")
def _(a, c):
    return (
        f"解：根据题意列出方程，化简后求解。\n\n因此，答案为 {im(a)}。"
        if a[1] == "txt"
        else f"解：根据题意列出方程，化简后求解。\n\n所以最终答案是 $\\boxed{{{pl(a)}}}$。"
    )


@pos("lang", "zh_chinese_numerals", "zh", "int")
def _(a, c):
    n = int(pl(a))
    return f"我们逐步计算。\n\n最后得到的结果是{zh_num(n)}。\n\n答：{zh_num(n)}。"


@pos("lang", "ja_fullwidth_digits", "ja", "int")
def _(a, c):
    return f"条件を式に直して解きます。\n\nよって、答えは　{nd(pl(a), 'fw')}　です。"


@pos("lang", "ja_plain", "ja")
def _(a, c):
    return f"**解答**\n\n与えられた条件から方程式を立て、整理します。\n\nしたがって、求める答えは {im(a)} です。"


@pos("lang", "ko_plain", "ko")
def _(a, c):
    return f"풀이: 주어진 조건으로 식을 세우고 정리합니다.\n\n따라서 정답은 {im(a)} 입니다."


@pos("lang", "ru_otvet", "ru")
def _(a, c):
    return f"Решение. Составим уравнение по условию задачи и упростим его.\n\nОтвет: {im(a)}."


@pos("lang", "ar_eastern_digits", "ar", "int")
def _(a, c):
    return f"الحل: نكتب الشروط على شكل معادلات ثم نبسطها.\n\nإذن الإجابة النهائية هي {nd(pl(a), 'ar')}."


@pos("lang", "ar_latex", "ar")
def _(a, c):
    return f"نحسب خطوة بخطوة.\n\nالجواب: {im(a)}"


@pos("lang", "fa_persian_digits", "fa", "int")
def _(a, c):
    return f"راه‌حل: شرایط را به معادله تبدیل می‌کنیم و حل می‌کنیم.\n\nپاسخ نهایی: {nd(pl(a), 'fa')}"


@pos("lang", "hi_devanagari_digits", "hi", "int")
def _(a, c):
    return f"हल: दी गई शर्तों से समीकरण बनाकर सरल करते हैं।\n\nअतः अंतिम उत्तर {nd(pl(a), 'hi')} है।"


@pos("lang", "hi_latex", "hi")
def _(a, c):
    return f"चरण 1: शर्तें लिखें। चरण 2: हल करें।\n\nउत्तर: {im(a)}"


@pos("lang", "bn_bengali_digits", "bn", "int")
def _(a, c):
    return f"সমাধান: শর্তগুলো থেকে সমীকরণ তৈরি করে সমাধান করি।\n\nসুতরাং উত্তর হলো {nd(pl(a), 'bn')}।"


@pos("lang", "th_thai_digits", "th", "int")
def _(a, c):
    return f"วิธีทำ: ตั้งสมการจากเงื่อนไขแล้วแก้สมการ\n\nดังนั้น คำตอบคือ {nd(pl(a), 'th')}"


@pos("lang", "vi_dap_so", "vi")
def _(a, c):
    return f"Lời giải: Từ giả thiết ta lập phương trình và rút gọn.\n\nVậy đáp số là {im(a)}."


@pos("lang", "fr_reponse", "fr")
def _(a, c):
    return f"**Solution.** On traduit l'énoncé en équations, puis on simplifie.\n\nLa réponse est donc {im(a)}."


@pos("lang", "es_respuesta", "es")
def _(a, c):
    return f"Planteamos las ecuaciones a partir del enunciado y simplificamos.\n\n**Respuesta final:** {im(a)}"


@pos("lang", "de_ergebnis", "de")
def _(a, c):
    return f"Lösung: Wir stellen die Gleichungen auf und vereinfachen.\n\nDas Ergebnis lautet also {im(a)}."


@pos("lang", "pt_resposta", "pt")
def _(a, c):
    return f"Montamos as equações a partir do enunciado e resolvemos.\n\nPortanto, a resposta é {im(a)}."


@pos("lang", "it_risposta", "it")
def _(a, c):
    return f"Impostiamo le equazioni e semplifichiamo.\n\nQuindi la risposta è {im(a)}."


@pos("lang", "tr_cevap", "tr")
def _(a, c):
    return f"Çözüm: Koşullardan denklemleri kurup sadeleştiriyoruz.\n\nCevap: {im(a)}"


@pos("lang", "id_jawaban", "id")
def _(a, c):
    return f"Penyelesaian: susun persamaan dari soal lalu sederhanakan.\n\nJadi, jawabannya adalah {im(a)}."


@pos("lang", "pl_odpowiedz", "pl")
def _(a, c):
    return f"Rozwiązanie: układamy równania i upraszczamy.\n\nOdpowiedź: {im(a)}"


@pos("lang", "uk_vidpovid", "uk")
def _(a, c):
    return f"Розв'язання. Складаємо рівняння за умовою та спрощуємо.\n\nВідповідь: {im(a)}"


@pos("lang", "he_teshuva", "he")
def _(a, c):
    return f"פתרון: נרשום את התנאים כמשוואות ונפשט.\n\nהתשובה: {im(a)}"


@pos("lang", "de_antwort_int", "de", "int")
def _(a, c):
    return f"Ausgerechnet ergibt sich {pl(a)}.\n\n**Antwort: {pl(a)}**"


@pos("notation", "english_words", "en", "int")
def _(a, c):
    n = int(pl(a))
    return f"Working it through, the count comes out to {en_words(n)}.\n\nFinal answer: {en_words(n)}."


# ---------------------------------------------------------------- negatives
N = []  # (format, subtype, lang, fn(r, w, c))


def neg(fmt, sub, lang="en"):
    def deco(fn):
        N.append((fmt, sub, lang, fn))
        return fn

    return deco


@neg("hardneg", "corrected_intermediate")
def _(r, w, c):
    return (
        f"Setting it up, I first get {im(r)}.\n\nHowever, on re-reading the statement I mis-applied a condition: the corrected computation gives "
        f"a different value.\n\nFinal answer: {im(w)}"
    )


@neg("hardneg", "retracted_box")
def _(r, w, c):
    return (
        f"So we get $\\boxed{{{pl(r)}}}$.\n\nHmm, actually no — that double counts one configuration. Fixing that,\n\n"
        f"$$\\boxed{{{pl(w)}}}$$"
        if r[1] == "tex" and w[1] == "tex"
        else f"So we get **{im(r)}**.\n\nHmm, actually no — that double counts. Fixing that, the answer is **{im(w)}**."
    )


@neg("hardneg", "hedge_two_values")
def _(r, w, c):
    return f"Depending on how the condition is interpreted, the answer is either {im(r)} or {im(w)}. I can't tell which is intended."


@neg("hardneg", "hedge_most_likely")
def _(r, w, c):
    return f"I got {im(w)} by one method and {im(r)} by another. I'm not sure which is right; my best guess would be one of these two."


@neg("hardneg", "think_vs_final_mismatch")
def _(r, w, c):
    return (
        f"<think>\nCompute... this gives {pl(r)}. Let me double-check... I'll go with that.\n</think>\n\n"
        f"**Solution.** Setting up and solving,\n\n**Final Answer:** {im(w)}"
    )


@neg("hardneg", "harmony_analysis_vs_final")
def _(r, w, c):
    return (
        f"<|channel|>analysis<|message|>Compute: result = {pl(r)}. But the question might want something else; recompute with the other reading.<|end|>"
        f"<|start|>assistant<|channel|>final<|message|>The answer is {im(w)}.<|return|>"
    )


@neg("hardneg", "truncated_before_final")
def _(r, w, c):
    return (
        f"<think>\nLet me set up the problem. {snip(c, 60)}\n\nA first guess: maybe {pl(r)}? I need to verify that carefully.\n\n"
        "Checking the first case: substituting back we get the expression on the left equal to"
    )


@neg("hardneg", "truncated_mid_verification")
def _(r, w, c):
    return f"## Step 1\nWe compute a candidate value: {im(r)} (to be verified).\n\n## Step 2\nVerifying the candidate against the second condition, we need to"


@neg("hardneg", "right_value_wrong_variable")
def _(r, w, c):
    return (
        (
            f"Let $t$ denote the auxiliary quantity. From the first condition, $t = {pl(r)}$.\n\n"
            if r[1] == "tex"
            else f"Let t denote the auxiliary quantity. From the first condition, t = {pl(r)}.\n\n"
        )
        + f"Now the question asks for the other quantity, which we get by substituting: it equals {im(w)}.\n\n**Answer: {im(w)}**"
    )


@neg("hardneg", "json_scratch_vs_final")
def _(r, w, c):
    return json.dumps(
        {"scratchpad": f"first pass gave {pl(r)}; recheck found an error", "final_answer": pl(w)}, ensure_ascii=False
    )


@neg("hardneg", "tool_output_overridden")
def _(r, w, c):
    return (
        "```python\nprint(solve())\n```\n```output\n" + pl(r) + "\n```\n\n"
        f"The script's output assumes the wrong boundary case, so I'll adjust manually. The answer is {im(w)}."
    )


@neg("hardneg", "two_final_answers")
def _(r, w, c):
    return f"Final answer: {im(r)}\n\n(Alternative reading of the problem)\nFinal answer: {im(w)}"


@neg("hardneg", "answer_tag_vs_body")
def _(r, w, c):
    return f"Working through the algebra, the body of the computation suggests {im(r)}.\n\n<answer>{pl(w)}</answer>"


@neg("hardneg", "checks_candidates_rejects_right")
def _(r, w, c):
    return f"Candidates: {im(r)} and {im(w)}.\n\n- {im(r)}: fails the second condition ✗\n- {im(w)}: satisfies everything ✓\n\nSo the answer is {im(w)}."


@neg("hardneg", "right_in_restatement_only")
def _(r, w, c):
    return (
        f"A common mistake here is to answer {im(r)}, which comes from ignoring one of the constraints. Taking every constraint into account, "
        f"the correct answer is {im(w)}."
    )


@neg("hardneg", "final_boxed_overrides_bold")
def _(r, w, c):
    return (
        f"**Answer: {im(r)}**\n\nWait, let me reconsider the last step... I divided instead of multiplied.\n\nThe correct value is "
        f"{('$' + bx(w) + '$') if w[1] == 'tex' else bx(w)}."
    )


@neg("hardneg", "unfinished_no_answer")
def _(r, w, c):
    return (
        f"Let's denote the required value by $X$. One natural guess is {im(r)}, but guesses are not proofs. We need to set up the full case analysis first.\n\n"
        "Case 1: the first configuration. Case 2: the second configuration. Each requires a separate computation, which I will carry out next."
    )


@neg("hardneg", "question_back_to_user")
def _(r, w, c):
    return (
        f"Before finalizing: the statement is ambiguous. If you meant the first reading, the value would be {im(r)}; with the second reading it's {im(w)}. "
        "Which interpretation did you intend?"
    )


@neg("hardneg", "tokens_chatml_corrected")
def _(r, w, c):
    return f"<|im_start|>assistant\nInitial computation: {pl(r)}.\nCorrection after checking units: the answer is {pl(w)}.<|im_end|>"


@neg("hardneg", "react_observation_vs_final")
def _(r, w, c):
    return (
        f"Thought: compute it.\nAction: calculator\nAction Input: evaluate()\nObservation: {pl(r)}\n"
        f"Thought: that is the intermediate quantity, not what is asked; converting.\nFinal Answer: {pl(w)}"
    )


@neg("hardneg", "markdown_table_last_row")
def _(r, w, c):
    return f"| Attempt | Value | Status |\n|---|---|---|\n| 1 | {im(r)} | discarded |\n| 2 | {im(w)} | accepted |\n\n**Final: {im(w)}**"


@neg("hardneg", "llama3_step_then_wrong")
def _(r, w, c):
    return (
        f"<|start_header_id|>assistant<|end_header_id|>\n\n## Step 1: Compute the intermediate\nWe obtain {im(r)}.\n\n"
        f"## Step 2: Apply the final transformation\nThis yields {im(w)}.\n\nThe final answer is: $\\boxed{{{pl(w)}}}$<|eot_id|>"
        if w[1] == "tex"
        else f"<|start_header_id|>assistant<|end_header_id|>\n\n## Step 1\nWe obtain {im(r)}.\n\n## Step 2\nThis yields {im(w)}.\n\nThe final answer is: {pl(w)}<|eot_id|>"
    )


@neg("hardneg", "multiple_boxes_last_wrong")
def _(r, w, c):
    if r[1] == "tex" and w[1] == "tex":
        return f"Part of the computation: $\\boxed{{{pl(r)}}}$ is the value before the final adjustment.\n\nAfter the adjustment: $\\boxed{{{pl(w)}}}$."
    return f"Before the final adjustment: {im(r)}. After the adjustment: **{im(w)}** (final)."


# ---- other languages (negatives)
@neg("lang", "zh_corrected", "zh")
def _(r, w, c):
    return f"初步计算得到 {im(r)}，但检查后发现有一步算错了。\n\n更正后，最终答案为 {im(w)}。"


@neg("lang", "ja_hedge", "ja")
def _(r, w, c):
    return f"答えは {im(r)} か {im(w)} のどちらかだと思いますが、確信が持てません。"


@neg("lang", "ko_corrected", "ko")
def _(r, w, c):
    return f"처음에는 {im(r)}(이)라고 생각했지만, 조건을 다시 확인해 보니 틀렸습니다.\n\n최종 답: {im(w)}"


@neg("lang", "ru_not_but", "ru")
def _(r, w, c):
    return f"Сначала получаем {im(r)}, но это промежуточная величина, а не искомая.\n\nОтвет: {im(w)}."


@neg("lang", "ar_corrected", "ar")
def _(r, w, c):
    return f"في البداية حصلنا على {im(r)}، لكن بعد المراجعة تبيّن وجود خطأ.\n\nالإجابة النهائية: {im(w)}"


@neg("lang", "hi_corrected", "hi")
def _(r, w, c):
    return f"पहले प्रयास में {im(r)} मिला, लेकिन जाँचने पर एक गलती मिली।\n\nअंतिम उत्तर: {im(w)}"


@neg("lang", "vi_corrected", "vi")
def _(r, w, c):
    return f"Ban đầu ta được {im(r)}, nhưng đó là giá trị trung gian.\n\nĐáp số: {im(w)}."


@neg("lang", "fr_hesitation", "fr")
def _(r, w, c):
    return f"On trouve soit {im(r)}, soit {im(w)}, selon l'interprétation de l'énoncé ; je ne peux pas trancher."


@neg("lang", "es_corrected", "es")
def _(r, w, c):
    return f"Primero obtuve {im(r)}, pero revisando encontré un error de signo.\n\n**Respuesta final:** {im(w)}"


@neg("lang", "de_truncated", "de")
def _(r, w, c):
    return f"Wir vermuten zunächst {im(r)}. Um das zu überprüfen, setzen wir in die zweite Bedingung ein und erhalten"


@neg("lang", "pt_corrected", "pt")
def _(r, w, c):
    return f"O valor {im(r)} aparece na primeira etapa, mas não é o que se pede.\n\nResposta: {im(w)}"


# ---------------------------------------------------------------- MCQ
MP_ = []  # positives fn(L, V, c)
MN_ = []  # negatives fn(L, V, WL, WV, c)


def mpos(sub, lang="en"):
    def deco(fn):
        MP_.append(("mcq", sub, lang, fn))
        return fn

    return deco


def mneg(sub, lang="en"):
    def deco(fn):
        MN_.append(("mcq", sub, lang, fn))
        return fn

    return deco


@mpos("textbf_letter_value")
def _(L, V, c):
    return f"Computing carefully, the value is {V}.\n\n$\\boxed{{\\textbf{{({L})}}\\ {V[1:-1]}}}$"


@mpos("letter_only_terse")
def _(L, V, c):
    return L


@mpos("paren_letter_bold")
def _(L, V, c):
    return f"**({L})**"


@mpos("option_word")
def _(L, V, c):
    return f"After checking all five options, only one is consistent.\n\nCorrect option: {L}"


@mpos("json_choice")
def _(L, V, c):
    return json.dumps({"choice": L, "value": V}, ensure_ascii=False)


@mpos("think_then_letter")
def _(L, V, c):
    return f"<think>\nEvaluate each choice... ({L}) works; the others fail.\n</think>\n\nThe answer is ({L})."


@mpos("zh_letter", "zh")
def _(L, V, c):
    return f"逐一检验各选项，只有 {L} 满足条件。\n\n故选 {L}。"


@mpos("es_letter", "es")
def _(L, V, c):
    return f"Revisando cada opción, la correcta es la **{L}**."


@mpos("boxed_letter_after_wrong_box")
def _(L, V, c):
    other = "A" if L != "A" else "B"
    return f"At first glance $\\boxed{{{other}}}$ looks tempting, but it fails the second condition.\n\nRechecking, the correct choice is $\\boxed{{{L}}}$."


@mpos("ru_letter", "ru")
def _(L, V, c):
    return f"Проверив все варианты, получаем ответ: ({L})."


@mneg("value_right_letter_mismapped")
def _(L, V, WL, WV, c):
    return (
        f"The computation gives {V}. Looking at the options, that corresponds to choice ({WL}).\n\n**Answer: ({WL})**"
    )


@mneg("switched_away_from_right")
def _(L, V, WL, WV, c):
    return f"<think>\n({L}) {V} seems right... but wait, I think I misread the condition. ({WL}) {WV} fits better.\n</think>\n\nThe answer is $\\boxed{{{WL}}}$."


@mneg("hedge_two_letters")
def _(L, V, WL, WV, c):
    return f"It's either ({L}) or ({WL}); I can't decide between them."


@mneg("eliminated_right")
def _(L, V, WL, WV, c):
    return f"Eliminating options:\n- ({L}) {V}: ruled out\n- ({WL}) {WV}: consistent\n\nFinal answer: {WL}"


@mneg("de_corrected", "de")
def _(L, V, WL, WV, c):
    return f"Zuerst dachte ich an ({L}), aber nach nochmaliger Prüfung ist ({WL}) richtig.\n\nAntwort: ({WL})"


@mneg("json_wrong_choice")
def _(L, V, WL, WV, c):
    return json.dumps({"considered": [L, WL], "choice": WL}, ensure_ascii=False)


@mneg("truncated_before_choice")
def _(L, V, WL, WV, c):
    return f"Let's test ({L}) first: it gives {V}. To be sure, let's also test ({WL}) and compare; substituting into the original condition we obtain"


# ---------------------------------------------------------------- more positives
@pos("think", "openthoughts_solution_tags")
def _(a, c):
    return (
        "<|begin_of_thought|>\n\nSo I have this problem: "
        + snip(c, 70)
        + "\n\nLet me think through it step by step... "
        "I think that's right.\n\n<|end_of_thought|>\n\n<|begin_of_solution|>\n\nReducing the conditions to a single equation and solving, we get\n\n"
        + (f"\\[\n\\boxed{{{pl(a)}}}\n\\]" if a[1] == "tex" else f"**{pl(a)}**")
        + "\n\n<|end_of_solution|>"
    )


@pos("think", "kimi_triangle_think")
def _(a, c):
    return f"◁think▷Set up, simplify, check the boundary case — fine.◁/think▷\nThe answer is {im(a)}."


@pos("think", "claude_thinking_tags")
def _(a, c):
    return (
        "<thinking>\nThe key is to reduce everything to one relation. Let me carefully redo the last step to be sure.\nOK.\n</thinking>\n\n"
        f"The answer is {im(a)}."
    )


@pos("tokens", "command_r_response")
def _(a, c):
    return (
        "<|START_THINKING|>Work through the algebra once more; consistent.<|END_THINKING|>"
        f"<|START_RESPONSE|>The answer is {im(a)}.<|END_RESPONSE|>"
    )


@pos("tokens", "granite_roles")
def _(a, c):
    return f"<|start_of_role|>assistant<|end_of_role|>Combining the given conditions, the result is {im(a)}.<|end_of_text|>"


@pos("terse", "answer_then_confidence")
def _(a, c):
    return f"Answer: {im(a)}\nConfidence: 85%"


@pos("markdown", "transcript_user_assistant")
def _(a, c):
    return (
        f"User: {snip(c, 60)}\n\nAssistant: Let's reduce it to one equation and solve. "
        f"Doing so gives {im(a)}, which is the answer."
    )


@pos("notation", "mathml_integer", "en", "int")
def _(a, c):
    return f'The answer is <math xmlns="http://www.w3.org/1998/Math/MathML"><mn>{pl(a)}</mn></math>.'


@pos("notation", "boxed_text_integer", "en", "int")
def _(a, c):
    return f"Therefore: $\\boxed{{\\text{{{pl(a)}}}}}$"


@pos("lang", "zh_think_then_answer", "zh")
def _(a, c):
    return f"<think>\n嗯，先把条件整理一下……好，算出来了，再验算一遍，没问题。\n</think>\n\n**答案：** {im(a)}"


@pos("lang", "ko_think_then_answer", "ko")
def _(a, c):
    return f"<think>\n조건을 정리하고 계산해 보자... 검산도 맞다.\n</think>\n\n**최종 답:** {im(a)}"


@pos("lang", "es_markdown_headings", "es")
def _(a, c):
    return f"## Planteamiento\nTraducimos el enunciado a ecuaciones.\n\n## Resolución\nSimplificamos.\n\n## Resultado\nLa respuesta es {im(a)}."


@pos("lang", "fr_boxed", "fr")
def _(a, c):
    return (
        f"En regroupant les conditions et en simplifiant, on obtient $\\boxed{{{pl(a)}}}$."
        if a[1] == "tex"
        else f"Réponse finale : {pl(a)}"
    )


@pos("lang", "vi_json", "vi")
def _(a, c):
    return json.dumps({"loi_giai": "Lập phương trình và rút gọn.", "dap_an": pl(a)}, ensure_ascii=False)


@pos("lang", "ru_tokens_chatml", "ru")
def _(a, c):
    return f"<|im_start|>assistant\nРешаем по шагам: составляем уравнение и упрощаем.\n\n**Ответ:** {im(a)}<|im_end|>"


@pos("lang", "ja_boxed", "ja")
def _(a, c):
    return f"以上より、$\\boxed{{{pl(a)}}}$ となる。" if a[1] == "tex" else f"以上より、答えは「{pl(a)}」となる。"


# ---------------------------------------------------------------- more negatives
@neg("hardneg", "self_consistency_majority")
def _(r, w, c):
    return f"Sample 1: {im(r)}\nSample 2: {im(w)}\nSample 3: {im(w)}\n\nMajority vote → final answer: {im(w)}"


@neg("hardneg", "empty_final_box")
def _(r, w, c):
    return f"Working it out, one candidate is {im(r)}, but I could not confirm it.\n\nFinal answer: $\\boxed{{}}$"


@neg("hardneg", "conditional_answer")
def _(r, w, c):
    return f"If the configuration is the first one, the answer is {im(r)}; if it is the second one, the answer is {im(w)}. Both configurations seem possible."


@neg("hardneg", "openthoughts_solution_differs")
def _(r, w, c):
    return (
        "<|begin_of_thought|>\n\nLet me compute... I get "
        + pl(r)
        + ". Hmm, but let me re-examine the setup... I made an error.\n\n<|end_of_thought|>\n\n"
        "<|begin_of_solution|>\n\nAfter fixing the setup, the result is " + im(w) + ".\n\n<|end_of_solution|>"
    )


@neg("lang", "ja_corrected_think", "ja")
def _(r, w, c):
    return f"<think>\n計算すると {pl(r)} になる……いや、条件を読み違えていた。やり直す。\n</think>\n\n答え：{im(w)}"


@neg("lang", "zh_hedge", "zh")
def _(r, w, c):
    return f"答案可能是 {im(r)}，也可能是 {im(w)}，我无法确定。"


@neg("lang", "ru_truncated", "ru")
def _(r, w, c):
    return f"Предположим, что ответ {im(r)}. Проверим это: подставляя во второе условие, получаем"


@neg("lang", "ko_hedge", "ko")
def _(r, w, c):
    return f"답은 {im(r)} 또는 {im(w)} 중 하나인 것 같습니다. 확실하지 않습니다."


@neg("lang", "vi_hedge", "vi")
def _(r, w, c):
    return f"Đáp số có thể là {im(r)} hoặc {im(w)}, tôi chưa chắc chắn."


@neg("lang", "fr_corrected", "fr")
def _(r, w, c):
    return f"On obtient d'abord {im(r)}, mais c'est une valeur intermédiaire.\n\n**Réponse finale :** {im(w)}"


# ---------------------------------------------------------------- wrappers for negatives
def _chatml(t):
    return f"<|im_start|>assistant\n{t}<|im_end|>"


def _gemma(t):
    return f"<start_of_turn>model\n{t}<end_of_turn>"


def _llama(t):
    return f"<|start_header_id|>assistant<|end_header_id|>\n\n{t}<|eot_id|>"


def _mistral(t):
    return f"[INST] Solve the problem. [/INST] {t}</s>"


def _ds(t):
    return f"<｜Assistant｜>{t}<｜end▁of▁sentence｜>"


def _think(t):
    return f"<think>\nLet me work through it.\n</think>\n\n{t}"


def _md(t):
    return f"## Solution\n\n{t}"


WRAPPERS = [
    ("chatml", _chatml),
    ("gemma", _gemma),
    ("llama3", _llama),
    ("mistral", _mistral),
    ("deepseek", _ds),
    ("think_prefix", _think),
    ("md_heading", _md),
]
