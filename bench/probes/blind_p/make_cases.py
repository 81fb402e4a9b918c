#!/usr/bin/env python3
"""Blind labeled set P for a math-answer grader. Deterministic; stdlib only.
Usage: python3 make_cases.py [DATA_DIR]  (default /work/shared/data) -> cases.jsonl next to this file."""
import json, os, random, re, sys
from fractions import Fraction

DATA = sys.argv[1] if len(sys.argv) > 1 else "/work/shared/data"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases.jsonl")
rng = random.Random(20261202)

def load(rel):
    p = os.path.join(DATA, rel)
    return [(rel, i, json.loads(l)) for i, l in enumerate(open(p, encoding="utf-8")) if l.strip()]

def strip_d(s):
    s = str(s).strip()
    if s.startswith("$") and s.endswith("$") and s.count("$") == 2:
        s = s[1:-1].strip()
    return s

def as_int(g):
    s = strip_d(g).replace(",", "") if not isinstance(g, (int,)) else str(g)
    if isinstance(g, bool):
        return None
    if re.fullmatch(r"-?\d+", s):
        return int(s)
    return None

def exact_dec(f):
    f = Fraction(f); ip, rem = divmod(f.numerator, f.denominator); out = str(ip)
    if rem:
        out += "."
        for _ in range(12):
            rem *= 10; d, rem = divmod(rem, f.denominator); out += str(d)
            if not rem: break
    return out

def as_frac(g):
    s = strip_d(g)
    m = re.fullmatch(r"(-?)\\[dt]?frac\{(\d+)\}\{(\d+)\}", s)
    if m:
        f = Fraction(int(m.group(2)), int(m.group(3)))
        if f.denominator in (2, 4, 5, 8, 10, 20, 25) and f.denominator != 1:
            return -f if m.group(1) else f
    return None

ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
def words(n):
    if n < 0: return "negative " + words(-n)
    if n < 20: return ONES[n]
    if n < 100: return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    if n < 1000: return ONES[n // 100] + " hundred" + ("" if n % 100 == 0 else " " + words(n % 100))
    return words(n // 1000) + " thousand" + ("" if n % 1000 == 0 else " " + words(n % 1000))
CN = "零一二三四五六七八九"
def cn(n):
    if n < 0: return "负" + cn(-n)
    if n < 10: return CN[n]
    if n < 20: return "十" + ("" if n % 10 == 0 else CN[n % 10])
    if n < 100: return CN[n // 10] + "十" + ("" if n % 10 == 0 else CN[n % 10])
    if n < 1000:
        r = n % 100
        tail = "" if r == 0 else ("零" + CN[r] if r < 10 else (CN[r // 10] + "十" + ("" if r % 10 == 0 else CN[r % 10])))
        return CN[n // 100] + "百" + tail
    return None
def digits(n, table):
    return "".join(table[int(c)] if c.isdigit() else c for c in str(n))
AR = "٠١٢٣٤٥٦٧٨٩"; HI = "०१२३४५६७८९"; FA = "۰۱۲۳۴۵۶۷۸۹"; FW = "０１２３４５６７８９"; BN = "০১২৩৪৫৬৭৮৯"
def thou(n, sep):
    s = f"{abs(n):,}".replace(",", sep)
    return ("-" if n < 0 else "") + s

def near(n):
    return n + rng.choice([1, -1, 2, 10, -10]) if n not in (0,) else rng.choice([1, -1, 2])

# ---------------- response builders: integer gold ----------------
def think(body, tag="think"):
    return f"<{tag}>\n{body}\n</{tag}>\n\n"

POS_INT = []
NEG_INT = []
def pos(fmt, lang="en"):
    def d(f): POS_INT.append((fmt, lang, f)); return f
    return d
def neg(fmt, lang="en"):
    def d(f): NEG_INT.append((fmt, lang, f)); return f
    return d

@pos("reasoning/think_boxed")
def _(n, w): return think(f"Let me set this up carefully.\nTrying a few cases... the pattern gives {n}. Let me double-check: yes, {n}.") + f"The answer is $\\boxed{{{n}}}$."
@pos("reasoning/think_unclosed_then_answer")
def _(n, w): return f"<think>\nOkay, so the problem asks for a single number. Compute step by step.\nHmm, {w} came up before as a guess, let me verify... consistent.\n</think>\n**Final Answer:** {n}"
@pos("special_tokens/qwen_im")
def _(n, w): return f"<|im_start|>assistant\n<think>\nCompute.\n</think>\n\nAfter simplifying, the result is \\(\\boxed{{{n}}}\\).<|im_end|>"
@pos("special_tokens/llama3")
def _(n, w): return f"<|start_header_id|>assistant<|end_header_id|>\n\nWe proceed by direct computation.\n\nTherefore, the final answer is: $\\boxed{{{n}}}$. I hope it is correct.<|eot_id|>"
@pos("special_tokens/gpt_oss_harmony")
def _(n, w): return f"<|channel|>analysis<|message|>Need to compute. Maybe {near(n)}? No, recheck: {n}.<|end|><|start|>assistant<|channel|>final<|message|>**Answer: {n}**<|return|>"
@pos("special_tokens/deepseek_fullwidth")
def _(n, w): return f"<｜Assistant｜><think>\nLet me compute the quantity.\nSo it is {n}.\n</think>\n\nThe required value is $\\boxed{{{n}}}$.<｜end▁of▁sentence｜>"
@pos("markdown/heading_bold")
def _(n, w): return f"## Solution\n\n### Step 1: Setup\nWe translate the conditions into equations.\n\n### Step 2: Solve\nSolving gives the value below.\n\n---\n\n**Final answer:** $\\mathbf{{{n}}}$"
@pos("markdown/table_last_row")
def _(n, w): return f"| Step | Quantity | Value |\n|---|---|---|\n| 1 | setup | — |\n| 2 | simplify | — |\n| 3 | **answer** | **{n}** |\n\nSo the answer is **{n}**."
@pos("markdown/bullets")
def _(n, w): return f"Key observations:\n- The constraint fixes the structure.\n- Counting carefully avoids double counting.\n\n> **Answer:** {n}"
@pos("agent/json_final")
def _(n, w): return json.dumps({"reasoning": "Solved by direct computation and verified.", "final_answer": n}, ensure_ascii=False)
@pos("agent/json_string_answer")
def _(n, w): return "```json\n" + json.dumps({"answer": str(n), "confidence": 0.86}, indent=2) + "\n```"
@pos("agent/function_call")
def _(n, w): return f"I computed the result; submitting.\n\n<tool_call>\n{{\"name\": \"submit_answer\", \"arguments\": {{\"answer\": \"{n}\"}}}}\n</tool_call>"
@pos("agent/python_printed")
def _(n, w): return f"Let me verify with code.\n\n```python\nans = {n}\nprint(ans)\n```\n```output\n{n}\n```\nThe code confirms it. The answer is $\\boxed{{{n}}}$."
@pos("agent/openai_tool_args")
def _(n, w): return json.dumps({"role": "assistant", "content": None, "tool_calls": [{"type": "function", "function": {"name": "final_answer", "arguments": json.dumps({"value": n})}}]})
@pos("terse/bare")
def _(n, w): return f"{n}"
@pos("terse/answer_colon")
def _(n, w): return f"Answer: {n}"
@pos("terse/hash_gsm")
def _(n, w): return f"Compute directly.\n#### {n}"
@pos("notation/words")
def _(n, w): return f"Working it through, the count comes out to {words(n)}.\n\nFinal answer: {words(n)}." if abs(n) < 100000 else None
@pos("notation/thousands_sep")
def _(n, w): return f"The total is $\\boxed{{{thou(n, '{,}')}}}$." if abs(n) >= 1000 else None
@pos("notation/decimal_point_zero")
def _(n, w): return f"Numerically evaluating, the answer is {n}.0 exactly, so the answer is $\\boxed{{{n}.0}}$."
@pos("notation/text_wrapped")
def _(n, w): return f"Hence the answer is $\\boxed{{\\text{{{n}}}}}$."
@pos("notation/equation_form")
def _(n, w): return f"Solving, we find that the desired quantity is\n$$\\boxed{{N = {n}}}$$"
@pos("lang/zh", "zh")
def _(n, w): return f"<think>\n好的，我来算一下。\n</think>\n\n**解答**：经过计算，所求的值为 $\\boxed{{{n}}}$。"
@pos("lang/zh_numerals", "zh")
def _(n, w): c = cn(n) if n >= 0 else None; return f"解：逐步计算可得，答案是{c}。" if c else None
@pos("lang/ja", "ja")
def _(n, w): return f"### 解答\n条件を整理すると、求める値は次のとおりです。\n\n**答え：{n}**"
@pos("lang/ja_fullwidth", "ja")
def _(n, w): return f"よって、答えは {digits(n, FW)} です。"
@pos("lang/ko", "ko")
def _(n, w): return f"풀이: 조건을 정리하면 다음과 같습니다.\n\n따라서 정답은 $\\boxed{{{n}}}$입니다."
@pos("lang/ru", "ru")
def _(n, w): return f"**Решение.** Рассмотрим условие задачи и упростим выражение.\n\n**Ответ:** {thou(n, ' ')}."
@pos("lang/ar_native", "ar")
def _(n, w): return f"الحل: بعد التبسيط نحصل على النتيجة.\n\nالإجابة النهائية: {digits(n, AR)}" if n >= 0 else None
@pos("lang/ar_latin", "ar")
def _(n, w): return f"إذن الجواب هو $\\boxed{{{n}}}$."
@pos("lang/hi_native", "hi")
def _(n, w): return f"हल: शर्तों को सरल करने पर हमें मान मिलता है।\n\nअंतिम उत्तर: {digits(n, HI)}" if n >= 0 else None
@pos("lang/hi", "hi")
def _(n, w): return f"अतः उत्तर $\\boxed{{{n}}}$ है।"
@pos("lang/vi", "vi")
def _(n, w): return f"**Lời giải.** Biến đổi điều kiện đã cho.\n\nVậy đáp án là $\\boxed{{{n}}}$."
@pos("lang/fr", "fr")
def _(n, w): return f"**Solution.** On simplifie l'expression.\n\n**Réponse finale :** {thou(n, ' ')}"
@pos("lang/es", "es")
def _(n, w): return f"### Solución\nSimplificando obtenemos el valor pedido.\n\n**Respuesta:** $\\boxed{{{n}}}$"
@pos("lang/de", "de")
def _(n, w): return f"**Lösung:** Durch Umformen erhalten wir das Ergebnis.\n\n**Antwort:** {thou(n, '.')}" 
@pos("lang/pt", "pt")
def _(n, w): return f"Portanto, a resposta final é $\\boxed{{{n}}}$."
@pos("lang/fa_native", "fa")
def _(n, w): return f"پاسخ نهایی: {digits(n, FA)}" if n >= 0 else None
@pos("lang/bn_native", "bn")
def _(n, w): return f"সুতরাং উত্তর: {digits(n, BN)}" if n >= 0 else None
@pos("reasoning/self_correct_to_right")
def _(n, w): m = near(n); return f"<think>\nFirst pass gives {m}.\nWait, I dropped a term. Redo: the correct value is {n}.\n</think>\nAnswer: $\\boxed{{{n}}}$"
@pos("reasoning/box_then_restate")
def _(n, w): return f"So we get $\\boxed{{{n}}}$.\n\nLet me double check by another method: counting the complement also gives {n}. Confirmed."
@pos("reasoning/gemini_thought_tags")
def _(n, w): return f"<thought>\nI'll parametrize and compute.\n</thought>\n**The answer is {n}.**"
@pos("reasoning/minimax_thinking_block")
def _(n, w): return f"◁think▷Compute the quantity. Gives {n}.◁/think▷The final answer is $\\boxed{{{n}}}$."


@pos("tags/answer_tag")
def _(n, w): return f"<think>\nreasoning...\n</think>\n<answer>{n}</answer>"
@pos("terse/minerva")
def _(n, w): return f"Final Answer: The final answer is ${n}$. I hope it is correct."
@pos("notation/display_boxed_spaces")
def _(n, w): return f"Thus\n\\[\n  \\boxed {{ {n} }}\n\\]"
@pos("notation/fbox")
def _(n, w): return f"Result: $\\fbox{{{n}}}$"
@pos("truncated/after_answer")
def _(n, w): return f"**Answer: {n}**\n\nVerification: plugging back in, the first condition holds since"
@pos("agent/tool_transcript")
def _(n, w): return f"Action: python\nAction Input: solve()\nObservation: {n}\nThought: the tool result matches my derivation.\nFinal Answer: {n}"
@pos("markdown/html_bold")
def _(n, w): return f"<p>The required value is <b>{n}</b>.</p>"
@neg("hard_neg/empty_answer_tag")
def _(n, w): return f"<think>\nLooks like {n}, but I have not verified the last case.\n</think>\n<answer></answer>"
@neg("hard_neg/negated")
def _(n, w): return f"A tempting answer is {n}, but the answer is not {n}: that count includes the degenerate configuration, which must be excluded. I was unable to finish the corrected count."
@neg("hard_neg/tool_observation_rejected")
def _(n, w): m = near(n); return f"Observation: {n}\nThought: this includes the empty set, which the problem excludes.\nFinal Answer: {m}"

# negatives
@neg("hard_neg/corrected_intermediate")
def _(n, w): m = near(n); return f"<think>\nComputing, I get {n}.\nHmm wait, I think I misread: the question wants one more step. So it's {m}.\n</think>\nThe answer is $\\boxed{{{m}}}$."
@neg("hard_neg/retracted_box")
def _(n, w): m = near(n); return f"Thus the answer is $\\boxed{{{n}}}$.\n\nWait — that double-counts the symmetric case. Correcting, the answer is actually $\\boxed{{{m}}}$."
@neg("hard_neg/hedge_two")
def _(n, w): m = near(n); a, b = (n, m) if rng.random() < .5 else (m, n); return f"I'm getting two candidate values depending on interpretation: the answer is either {a} or {b}. I can't decide between them."
@neg("hard_neg/truncated")
def _(n, w): return f"<think>\nLet me set up the computation. Denote the unknown by x. Partial sum so far is {n}, but I still need to subtract the overlapping cases, which are"
@neg("hard_neg/truncated_markdown")
def _(n, w): return f"## Solution\n\n### Step 1\nWe note an intermediate value of {n}.\n\n### Step 2\nNow divide by the number of"
@neg("hard_neg/near_miss")
def _(n, w): m = near(n); return f"After carefully evaluating, the answer is $\\boxed{{{m}}}$."
@neg("hard_neg/other_quantity")
def _(n, w): m = near(n); return f"The intermediate total is {n}. The question asks for this minus the excluded cases, giving\n\n**Final answer:** {m}"
@neg("hard_neg/json_wrong_field")
def _(n, w): m = near(n); return json.dumps({"scratch": {"candidate": n, "rejected": True}, "final_answer": m})
@neg("hard_neg/code_output_overruled")
def _(n, w): m = near(n); return f"```python\nprint({n})\n```\n```output\n{n}\n```\nThe code has an off-by-one bug (range should start at 1). Correcting by hand, the answer is {m}."
@neg("hard_neg/question_back")
def _(n, w): return f"Is the answer {n}? I'm not sure — I haven't been able to verify it, and I don't want to commit to a value without a full derivation. Could you clarify the constraints?"
@neg("hard_neg/wrong_variable")
def _(n, w): m = near(n); return f"Solving the system: $a = {n}$ and $b = {m}$. The question asks for $b$, so the answer is $\\boxed{{{m}}}$."
@neg("hard_neg/zh_corrected", "zh")
def _(n, w): m = near(n); return f"<think>\n初步得到 {n}，但是漏掉了一种情况，修正后为 {m}。\n</think>\n\n所以答案是 $\\boxed{{{m}}}$。"
@neg("hard_neg/ja_retract", "ja")
def _(n, w): m = near(n); return f"答えは {n} ……いや、計算ミスがありました。正しい答えは **{m}** です。"
@neg("hard_neg/ru_hedge", "ru")
def _(n, w): m = near(n); return f"**Ответ:** {m} (промежуточно получалось {n}, но это значение не подходит)."
@neg("hard_neg/ar_native_near", "ar")
def _(n, w): m = near(n); return f"الإجابة النهائية: {digits(m, AR)}" if m >= 0 else None
@neg("hard_neg/hi_native_near", "hi")
def _(n, w): m = near(n); return f"पहले {n} आया, पर वह गलत है। अंतिम उत्तर: {digits(m, HI)}" if m >= 0 else None
@neg("hard_neg/es_corrected", "es")
def _(n, w): m = near(n); return f"Obtenemos {n}, pero falta restar el caso trivial. **Respuesta final:** {m}"
@neg("hard_neg/de_retract", "de")
def _(n, w): m = near(n); return f"Zunächst ergibt sich {n}. Korrektur: Der Randfall zählt nicht. **Antwort:** {m}"
@neg("hard_neg/fr_words_near", "fr")
def _(n, w): m = near(n); return f"On trouve d'abord {n}, puis on corrige. **Réponse :** {m}"
@neg("hard_neg/ko_near", "ko")
def _(n, w): m = near(n); return f"중간값 {n}을 얻었지만, 문제는 다른 값을 묻습니다. 정답은 $\\boxed{{{m}}}$입니다."
@neg("hard_neg/vi_truncated", "vi")
def _(n, w): return f"**Lời giải.** Ta có tổng tạm thời là {n}. Tiếp theo, ta cần trừ đi các trường hợp"
@neg("hard_neg/pt_hedge", "pt")
def _(n, w): m = near(n); return f"A resposta pode ser {n} ou {m}, dependendo de como se interpreta o enunciado."
@neg("hard_neg/words_near")
def _(n, w): m = near(n); return f"The final count is {words(m)}." if abs(m) < 100000 else None
@neg("hard_neg/harmony_analysis_only")
def _(n, w): m = near(n); return f"<|channel|>analysis<|message|>The answer should be {n}.<|end|><|start|>assistant<|channel|>final<|message|>Answer: {m}<|return|>"
@neg("hard_neg/think_right_answer_wrong")
def _(n, w): m = near(n); return think(f"So the value is {n}. Good.") + f"**Final Answer**\n\n$\\boxed{{{m}}}$"
@neg("hard_neg/multiple_boxes_last_wrong")
def _(n, w): m = near(n); return f"Part (a): $\\boxed{{{n}}}$ is the number of ordered pairs.\nBut we need unordered pairs, so the final answer is $\\boxed{{{m}}}$."

# ---------------- generic (any-gold) builders: uses gold string g verbatim ----------------
POS_G = []
NEG_G = []
def posg(fmt, lang="en"):
    def d(f): POS_G.append((fmt, lang, f)); return f
    return d
def negg(fmt, lang="en"):
    def d(f): NEG_G.append((fmt, lang, f)); return f
    return d
@posg("reasoning/think_boxed_verbatim")
def _(g, x): return think("Careful algebra; verify with a special case.") + f"Therefore the answer is $\\boxed{{{g}}}$."
@posg("markdown/final_answer_heading")
def _(g, x): return f"### Approach\nUse symmetry, then simplify.\n\n### Final Answer\n$${g}$$"
@posg("special_tokens/mistral_inst")
def _(g, x): return f"[/INST] We simplify the expression step by step.\n\nThe answer is $\\boxed{{{g}}}$.</s>"
@posg("agent/json_latex")
def _(g, x): return json.dumps({"answer": g, "steps": 4}, ensure_ascii=False)
@posg("lang/zh_verbatim", "zh")
def _(g, x): return f"综上所述，答案为 $\\boxed{{{g}}}$。"
@posg("lang/fr_verbatim", "fr")
def _(g, x): return f"Donc la réponse est $\\boxed{{{g}}}$."
@posg("lang/ja_verbatim", "ja")
def _(g, x): return f"<think>\n計算します。\n</think>\n答え: $\\boxed{{{g}}}$"
@negg("hard_neg/retracted_verbatim")
def _(g, x): return f"A first attempt gives $\\boxed{{{g}}}$.\n\nActually that's wrong — I made a sign error. Correct answer: $\\boxed{{{x}}}$."
@negg("hard_neg/hedge_verbatim")
def _(g, x): return f"The answer is either ${g}$ or ${x}$; both seem plausible and I can't rule either out."
@negg("hard_neg/truncated_verbatim")
def _(g, x): return f"<think>\nIt looks like ${g}$ might come out, but I need to check the boundary case. Consider"
@negg("hard_neg/other_quantity_verbatim")
def _(g, x): return f"We first show the auxiliary quantity equals ${g}$. Then the requested value is\n\n**Final answer:** ${x}$"

cases = []
def add(bench, rel, line, q, gold, resp, label, style, lang):
    if resp is None: return
    cases.append(dict(benchmark=bench, source_row=f"{rel}:{line}", question=q, gold=gold,
                      response=resp, label=label, style=style, language=lang))

def int_cases(bench, rows, npos, nneg, qkey="problem", gkey="answer"):
    rows = [r for r in rows if as_int(r[2][gkey]) is not None]
    rng.shuffle(rows)
    P = POS_INT[:]; N = NEG_INT[:]
    rng.shuffle(P); rng.shuffle(N)
    k = 0
    for i in range(npos):
        rel, ln, r = rows[k]; k += 1
        n = as_int(r[gkey]); fmt, lang, f = P[i % len(P)]
        add(bench, rel, ln, r[qkey], r[gkey], f(n, words(n) if abs(n) < 100000 else str(n)), True, fmt, lang)
    for i in range(nneg):
        rel, ln, r = rows[k]; k += 1
        n = as_int(r[gkey]); fmt, lang, f = N[i % len(N)]
        add(bench, rel, ln, r[qkey], r[gkey], f(n, ""), False, fmt, lang)

harp = load("harp/harp_default.jsonl")
mcq = load("harp/harp_mcq.jsonl")
mp = load("math_perturb/math_perturb_simple.jsonl") + load("math_perturb/math_perturb_hard.jsonl")
put = load("putnam/putnam_with_answers.jsonl")

int_cases("harp", harp, 60, 60)
int_cases("math_perturb", mp, 14, 14)

# fractions with decimal / percent equivalents
def frac_cases(bench, rows, n_each):
    fr = [r for r in rows if as_frac(r[2]["answer"]) is not None]
    rng.shuffle(fr)
    for j, (rel, ln, r) in enumerate(fr[:2 * n_each]):
        f = as_frac(r["answer"]); dec = exact_dec(f)
        if f < 0: continue
        if j < n_each:
            opts = [("notation/decimal", f"Converting, the answer is $\\boxed{{{dec}}}$."),
                    ("notation/other_latex", f"The answer is $\\boxed{{{f.numerator}/{f.denominator}}}$."),
                    ("notation/dfrac", f"So the value is $\\dfrac{{{f.numerator}}}{{{f.denominator}}}$.\n\n**Final answer:** $\\dfrac{{{f.numerator}}}{{{f.denominator}}}$")]
            if f > 0 and f < 1 and "probab" in r["problem"].lower():
                opts.append(("notation/percent", f"That is a probability of {exact_dec(f*100)}%.\n\nFinal answer: {exact_dec(f*100)}%"))
            st, resp = opts[j % len(opts)]
            add(bench, rel, ln, r["problem"], r["answer"], resp, True, st, "en")
        else:
            wrong = f + Fraction(1, f.denominator)
            opts = [("hard_neg/decimal_near", f"Numerically ≈ {exact_dec(f)} at first, but after correcting the rounding step the answer is $\\boxed{{{exact_dec(wrong)}}}$."),
                    ("hard_neg/reciprocal", f"The ratio is ${f.numerator}/{f.denominator}$, so the requested reciprocal is $\\boxed{{\\frac{{{f.denominator}}}{{{f.numerator}}}}}$." if f.numerator != f.denominator and f != 0 else None),
                    ("hard_neg/frac_corrected", f"<think>\nGot {f.numerator}/{f.denominator}; but I forgot a case.\n</think>\nAnswer: $\\frac{{{wrong.numerator}}}{{{wrong.denominator}}}$")]
            st, resp = opts[j % len(opts)]
            if resp is None: st, resp = opts[0]
            add(bench, rel, ln, r["problem"], r["answer"], resp, False, st, "en")
frac_cases("harp", harp, 10)
frac_cases("math_perturb", mp, 4)

# non-integer golds, verbatim positives and negatives with a distinct foil
def foil(g):
    s = strip_d(g)
    return s + "+1" if len(s) < 40 else "0"
def verbatim_cases(bench, rows, npos, nneg, gkey="answer", qkey="problem", filt=None):
    rs = [r for r in rows if as_int(r[2][gkey]) is None and as_frac(r[2][gkey]) is None and isinstance(r[2][gkey], str)
          and 0 < len(strip_d(r[2][gkey])) < 60 and (filt is None or filt(r[2]))]
    rng.shuffle(rs)
    for i in range(npos + nneg):
        rel, ln, r = rs[i]; g = r[gkey]; s = strip_d(g)
        if i < npos:
            fmt, lang, f = POS_G[i % len(POS_G)]
            add(bench, rel, ln, r[qkey], g, f(s, None), True, fmt, lang)
        else:
            fmt, lang, f = NEG_G[i % len(NEG_G)]
            add(bench, rel, ln, r[qkey], g, f(s, foil(g)), False, fmt, lang)
verbatim_cases("harp", harp, 16, 16, filt=lambda r: "$" in r["answer"] and "text" not in r["answer"])
verbatim_cases("math_perturb", mp, 10, 10)

# HARP text/word golds
txt = [r for r in harp if re.search(r"\\text\{[A-Za-z ]{4,}", r[2]["answer"]) and len(r[2]["answer"]) < 80]
rng.shuffle(txt)
for i, (rel, ln, r) in enumerate(txt[:12]):
    g = r["answer"]; t = re.sub(r"\s+", " ", re.sub(r"\\text\{([^}]*)\}", r" \1 ", strip_d(g))).strip()
    if "determin" in t or "\\" in t or "_" in t: continue
    if i < 6:
        resp = [f"Checking each option, the correct statement is: **{t}**.", f"<think>\nevaluate options\n</think>\nThe answer is $\\boxed{{\\text{{{t}}}}}$.", f"Answer: {t}"][i % 3]
        add("harp", rel, ln, r["problem"], g, resp, True, "text_gold/" + ["bold", "boxed_text", "plain"][i % 3], "en")
    else:
        resp = [f"One might think \"{t}\", but that fails for the edge case; I can't determine a single answer from the given information.",
                f"<think>\nThe answer is {t}... wait, no.\n</think>\nAfter rechecking, none of the natural readings give \"{t}\"; the answer is: it cannot be determined."][i % 2]
        add("harp", rel, ln, r["problem"], g, resp, False, "hard_neg/text_" + ["rejected", "retracted"][i % 2], "en")

# HARP MCQ
mc = [r for r in mcq if r[2].get("answer_choice") in "ABCDE" and r[2].get("choices")]
rng.shuffle(mc)
LET = "ABCDE"
for i, (rel, ln, r) in enumerate(mc[:50]):
    L = r["answer_choice"]; ch = r["choices"]; val = strip_d(ch[L]); g = r["answer"]
    qmc = r["problem"] + "\n\n" + "\n".join(f"({k}) {ch[k]}" for k in sorted(ch))
    wrongL = LET[(LET.index(L) + 1 + i % 3) % 5]; wv = strip_d(ch.get(wrongL, ""))
    if wv == val: continue
    if i < 25:
        opts = [("mcq/letter_boxed", f"Computing gives ${val}$, which is choice ({L}).\n\n$\\boxed{{\\textbf{{({L})}}\\ {val}}}$", "en"),
                ("mcq/letter_only", f"**({L})**", "en"),
                ("mcq/json_choice", json.dumps({"choice": L, "value": val}), "en"),
                ("mcq/zh_choice", f"计算得 ${val}$，故选 {L}。", "zh"),
                ("mcq/value_only", f"The answer is $\\boxed{{{val}}}$.", "en"),
                ("mcq/es_opcion", f"La respuesta correcta es la opción **{L}**: ${val}$.", "es"),
                ("mcq/think_letter", f"<think>\nTry each option. Option {wrongL} fails. Option {L} works.\n</think>\nAnswer: {L}", "en")]
        st, resp, lang = opts[i % len(opts)]
        add("harp", rel, ln, qmc, g, resp, True, st, lang)
    else:
        opts = [("hard_neg/mcq_wrong_letter_right_value", f"We compute ${val}$. Therefore the answer is $\\boxed{{\\textbf{{({wrongL})}}}}$."),
                ("hard_neg/mcq_switched", f"Initially I chose ({L}). On reflection that's a trap; the answer is **({wrongL})**."),
                ("hard_neg/mcq_eliminate", f"Option ({L}) gives ${val}$ — but that violates the constraint. So the answer is ({wrongL}) ${wv}$."),
                ("hard_neg/mcq_hedge", f"It's either ({L}) or ({wrongL}); I'd need more time to decide."),
                ("hard_neg/mcq_json_wrong", json.dumps({"scratch": f"value {val} = option {L}?", "choice": wrongL}))]
        st, resp = opts[i % len(opts)]
        add("harp", rel, ln, qmc, g, resp, False, st, "en")

# Putnam: gold = answer_text sentence; extract single inline math
pu = []
for rel, ln, r in put:
    a = r["answer_text"]
    ms = re.findall(r"\$([^$]+)\$", a)
    ok = re.search(r"\$\.?\s*$", a) and not re.search(r"\b(not|no|exist|exists|odd|even|yes|works|satisf)\b", a, re.I)
    if len(ms) == 1 and a.count("$") == 2 and len(a) < 110 and len(ms[0]) < 50 and "\\[" not in a and ok and len(ms[0].strip()) > 1 and re.search(r"\b(is|equals|are|to|of|that|has area|when|iff|only if)\s+\$", a):
        pu.append((rel, ln, r, ms[0]))
rng.shuffle(pu)
PPOS = [("putnam/boxed_expr", "en", lambda e: think("Try small n, guess, then prove.") + f"Hence the answer is $\\boxed{{{e}}}$."),
        ("putnam/markdown", "en", lambda e: f"## Answer\n\n${e}$\n\n## Proof sketch\nInduction on $n$ with the recurrence."),
        ("putnam/restated_sentence", "en", lambda e: f"We will show that ${e}$, which is the answer."),
        ("putnam/de", "de", lambda e: f"**Ergebnis:** ${e}$. Der Beweis folgt per Induktion."),
        ("putnam/ko", "ko", lambda e: f"따라서 답은 ${e}$ 입니다."),
        ("putnam/ru", "ru", lambda e: f"**Ответ:** ${e}$."),
        ("putnam/json", "en", lambda e: json.dumps({"final_answer": e, "proof": "omitted"})),
        ("putnam/vi", "vi", lambda e: f"Vậy đáp số là ${e}$."),
        ("putnam/pt", "pt", lambda e: f"Logo, a resposta é $\\boxed{{{e}}}$."),
        ("putnam/qwen_tokens", "en", lambda e: f"<|im_start|>assistant\n<think>\nok\n</think>\n\\[\\boxed{{{e}}}\\]<|im_end|>")]
PNEG = [("hard_neg/putnam_retracted", "en", lambda e: f"Conjecture: ${e}$. However this fails for $n=3$, so the conjecture is false and I do not have a final answer."),
        ("hard_neg/putnam_truncated", "en", lambda e: f"<think>\nSmall cases suggest ${e}$ but the pattern might break. Let me compute n=5:"),
        ("hard_neg/putnam_hedge", "en", lambda e: f"The answer is either ${e}$ or $0$; the two cases depend on parity and I cannot decide which applies."),
        ("hard_neg/putnam_negated", "en", lambda e: f"One might guess ${e}$, but a counterexample shows it fails. **Answer:** no such closed form exists."),
        ("hard_neg/putnam_zh_corrected", "zh", lambda e: f"初看似乎是 ${e}$，但验证 $n=2$ 时不成立。所以最终答案是 $\\boxed{{0}}$。"),
        ("hard_neg/putnam_other_quantity", "en", lambda e: f"The auxiliary sum evaluates to ${e}$. Dividing by 2 gives the requested value, $\\boxed{{\\tfrac12\\left({e}\\right)}}$.")]
npp = 0; npn = 0
for rel, ln, r, e in pu:
    # skip golds where a 0 foil would coincide
    if e.strip() in ("0",): continue
    if npp < 38:
        st, lang, f = PPOS[npp % len(PPOS)]; add("putnam", rel, ln, r["problem"], r["answer_text"], f(e), True, st, lang); npp += 1
    elif npn < 38:
        st, lang, f = PNEG[npn % len(PNEG)]; add("putnam", rel, ln, r["problem"], r["answer_text"], f(e), False, st, lang); npn += 1

# hand-written notation cases (gold checked against the data)
MPS = "math_perturb/math_perturb_simple.jsonl"; MPH = "math_perturb/math_perturb_hard.jsonl"
HAND = [
 (MPS, 1, '6-\\sqrt{5}', "Simplifying, the length is $-\\sqrt{5}+6$.", True, "notation/reordered_terms", "en"),
 (MPS, 1, '6-\\sqrt{5}', "So the answer is $\\boxed{6+\\sqrt{5}}$.", False, "hard_neg/sign_flip", "en"),
 (MPS, 15, '\\sqrt{14}', "The answer is $14^{1/2}$.", True, "notation/power_half", "en"),
 (MPS, 17, '18\\pi', "Площадь равна 18π.\n\n**Ответ:** 18π", True, "lang/ru_unicode_pi", "ru"),
 (MPS, 17, '18\\pi', "Half of the circle lies below $y=7$, giving $18\\pi$. Wait, the whole disk lies below the line, so the answer is $\\boxed{36\\pi}$.", False, "hard_neg/other_quantity_expr", "en"),
 (MPS, 53, '9/\\sqrt{5}', "Rationalizing: $\\boxed{\\dfrac{9\\sqrt{5}}{5}}$", True, "notation/rationalized", "en"),
 (MPS, 57, '[2,10]', "The range is the closed interval from 2 to 10, i.e. $\\boxed{[2, 10]}$.", True, "notation/interval_spacing", "en"),
 (MPS, 57, '[2,10]', "Hence the range is $(2,10)$.", False, "hard_neg/open_vs_closed", "en"),
 (MPS, 75, '270,\\!000', "```python\nprint(270000)\n```\n```output\n270000\n```\nAnswer: 270000", True, "notation/no_thousands_sep", "en"),
 (MPS, 75, '270,\\!000', "答案是 $2.7\\times 10^{5}$。", True, "notation/scientific", "zh"),
 (MPS, 93, 'A, D, E, F, G, H', "The graphs that have inverses are **H, G, F, E, D, A**.", True, "notation/reordered_list", "en"),
 (MPS, 93, 'A, D, E, F, G, H', "Only A, D, E, F, G pass the horizontal line test.\n\nFinal answer: A, D, E, F, G", False, "hard_neg/list_missing_item", "en"),
 (MPS, 106, '(3,3)', "Donc le point est $(x, y) = (3, 3)$.", True, "notation/labeled_tuple", "fr"),
 (MPS, 112, '(1,\\infty)', "$$\\boxed{(1,+\\infty)}$$", True, "notation/plus_infinity", "en"),
 (MPS, 112, '(1,\\infty)', "The domain is $[1,\\infty)$.", False, "hard_neg/endpoint_included", "en"),
 (MPS, 146, '(-\\infty, 0) \\cup (0, \\infty)', "Domain: $\\mathbb{R}\\setminus\\{0\\}$", True, "notation/set_minus", "en"),
 (MPS, 173, '(-\\infty, -1) \\cup (-1, \\infty)', "The range is $(-1,\\infty)\\cup(-\\infty,-1)$.", True, "notation/reordered_union", "en"),
 (MPS, 173, '(-\\infty, -1) \\cup (-1, \\infty)', "So the range is $(-\\infty,\\infty)$, all reals.", False, "hard_neg/missing_hole", "en"),
 (MPS, 252, '\\{-2\\} \\cup [0,6)', "La solución es $[0,6)\\cup\\{-2\\}$.", True, "notation/reordered_union", "es"),
 (MPS, 252, '\\{-2\\} \\cup [0,6)', "We found the isolated point $x=-2$, but since $(x+2)^2 \\ge 0$ does not change sign I drop it; the solution set is $[0,6)$.", False, "hard_neg/dropped_point", "en"),
 (MPS, 270, '(14/9,-7/9,22/9)', "$$\\left(\\frac{14}{9},\\,-\\frac{7}{9},\\,\\frac{22}{9}\\right)$$", True, "notation/frac_tuple", "en"),
 (MPS, 270, '(14/9,-7/9,22/9)', "The point is $(14/9, 7/9, 22/9)$.", False, "hard_neg/tuple_sign", "en"),
 (MPS, 38, '1 + \\sqrt[3]{3}', "Answer: 1 + 3^(1/3)", True, "notation/ascii_power", "en"),
 (MPH, 4, '11\\sqrt{3}/2', "Therefore the area is $\\boxed{\\frac{11\\sqrt{3}}{2}}$.", True, "notation/frac_vs_slash", "en"),
 (MPH, 17, '4\\pi-8', "Shaded area $=4(\\pi-2)$.", True, "notation/factored", "en"),
 (MPH, 23, '\\sqrt{2}-1', "答え：$\\dfrac{1}{\\sqrt{2}+1}$", True, "notation/unrationalized", "ja"),
 (MPH, 55, '\\infty', "The sum diverges to infinity.\n\n**Answer:** ∞", True, "notation/unicode_infinity", "en"),
 (MPH, 75, '3,\\!889,\\!620', "**Réponse :** 3 889 620", True, "notation/space_thousands", "fr"),
 (MPH, 75, '3,\\!889,\\!620', "The total is 3,889,620 before removing duplicates; after removing them the answer is 3,889,610.", False, "hard_neg/corrected_big", "en"),
 (MPH, 84, '-\\infty', "The limit is $-∞$.", True, "notation/unicode_infinity", "en"),
 (MPH, 84, '-\\infty', "Taking the limit, we get $\\boxed{\\infty}$.", False, "hard_neg/sign_infinity", "en"),
 (MPH, 93, 'A, D, F, G', "Answer: G, A, F, D", True, "notation/reordered_list", "en"),
 (MPH, 93, 'A, D, F, G', "정답: A, D, F", False, "hard_neg/list_missing_item", "ko"),
 (MPH, 109, '(4 + 2*\\sqrt{55})/3', "$\\boxed{\\frac{4+2\\sqrt{55}}{3}}$", True, "notation/latex_vs_ascii", "en"),
 (MPH, 109, '(4 + 2*\\sqrt{55})/3', "Both roots $\\frac{4\\pm2\\sqrt{55}}{3}$ satisfy the quadratic; I take the smaller root: $\\boxed{\\frac{4-2\\sqrt{55}}{3}}$.", False, "hard_neg/wrong_root", "en"),
 (MPH, 112, '( -\\infty, -4 ] \\cup ( 0 , \\infty )', "$(-\\infty,-4]\\cup(0,\\infty)$", True, "notation/interval_spacing", "en"),
 (MPH, 112, '( -\\infty, -4 ] \\cup ( 0 , \\infty )', "The solution set is $(-\\infty,-4)\\cup(0,\\infty)$.", False, "hard_neg/endpoint_excluded", "en"),
 (MPH, 129, '+\\infty', "Lời giải: giới hạn bằng $\\infty$.", True, "notation/infinity_no_plus", "vi"),
 (MPH, 160, '[\\frac{144}{25}, 25]', "The domain is $[5.76, 25]$.", True, "notation/decimal_endpoint", "en"),
 (MPH, 171, '[-6,6]', "Answer: $-6 \\le x \\le 6$, i.e. $[-6,6]$.", True, "notation/inequality_and_interval", "en"),
 (MPH, 171, '[-6,6]', "Therefore the answer is the open interval $(-6, 6)$.", False, "hard_neg/open_vs_closed", "en"),
 (MPH, 178, '(-\\infty,\\infty)', "The range is all real numbers, $\\mathbb{R}$.", True, "notation/words_reals", "en"),
 (MPH, 206, '(-8/5,9/5)', "<answer>(-1.6, 1.8)</answer>", True, "notation/decimal_tuple", "en"),
 (MPH, 206, '(-8/5,9/5)', "The ordered pair is $(9/5, -8/5)$.", False, "hard_neg/swapped_pair", "en"),
 (MPH, 238, '(-\\infty, -0.25)', "$x \\in \\left(-\\infty, -\\tfrac{1}{4}\\right)$", True, "notation/frac_endpoint", "en"),
]
for rel, ln, exp, resp, lab, st, lang in HAND:
    row = json.loads(open(os.path.join(DATA, rel), encoding="utf-8").read().splitlines()[ln])
    if str(row["answer"]) != exp:
        raise SystemExit(f"gold mismatch {rel}:{ln}: {row['answer']!r} != {exp!r}")
    add("math_perturb", rel, ln, row["problem"], row["answer"], resp, lab, st, lang)

for i, c in enumerate(cases):
    c2 = {"id": f"p-{i+1:04d}"}; c2.update(c); cases[i] = c2
with open(OUT, "w", encoding="utf-8") as fh:
    for c in cases:
        fh.write(json.dumps(c, ensure_ascii=False) + "\n")
print(len(cases))
