#!/usr/bin/env python3
"""Deterministic generator for blind grader test set Z. Standard library only.
Usage: python3 make_cases.py  (reads ../shared/data via DATA path, writes cases.jsonl next to this file)"""
import json, os, random, re
from fractions import Fraction
DATA = "/work/shared/data"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases.jsonl")
rng = random.Random(20261202)

def load(rel):
    rows = []
    with open(os.path.join(DATA, rel)) as f:
        for i, l in enumerate(f):
            rows.append((rel, i, json.loads(l)))
    return rows

def strip_dollar(a):
    a = str(a).strip()
    while a.startswith("$") and a.endswith("$") and len(a) > 1:
        a = a[1:-1].strip()
    return a

INT = re.compile(r"^-?\d+$")
FRAC = re.compile(r"^\\d?frac\{(\d+)\}\{(\d+)\}$")
def numval(a):
    if INT.match(a): return Fraction(int(a))
    m = FRAC.match(a)
    if m and int(m.group(2)) != 0: return Fraction(int(m.group(1)), int(m.group(2)))
    try:
        if re.match(r"^-?\d+\.\d+$", a): return Fraction(a)
    except Exception: pass
    return None

def latex_of(v):
    if v.denominator == 1: return str(v.numerator)
    s = "-" if v < 0 else ""
    return f"{s}\\frac{{{abs(v.numerator)}}}{{{v.denominator}}}"

def distractor(a, pool):
    v = numval(a)
    if v is not None:
        d = rng.choice([1, -1, 2, 3, -2])
        if v.denominator == 1:
            w = v + d if rng.random() < 0.7 else v * 2
            if w == v: w = v + 1
        else:
            w = rng.choice([1/v, v + 1, 2*v]) if v != 0 else Fraction(1)
            if w == v: w = v + 1
        return latex_of(w)
    while True:
        b = rng.choice(pool)
        if b != a and numval(b) is None and b.replace(" ", "") != a.replace(" ", ""):
            return b

# ---------- number renderings (equivalent notations) ----------
ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
def words(n):
    if n < 0: return "negative " + words(-n)
    if n < 20: return ONES[n]
    if n < 100: return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    if n < 1000: return ONES[n // 100] + " hundred" + ("" if n % 100 == 0 else " " + words(n % 100))
    return None
def digits(n, zero):
    return "".join(chr(ord(zero) + int(c)) if c.isdigit() else c for c in str(n))
ZH = "零一二三四五六七八九"
def zh_num(n):
    if not (0 <= n < 100): return None
    if n < 10: return ZH[n]
    t, o = divmod(n, 10)
    return ("" if t == 1 else ZH[t]) + "十" + ("" if o == 0 else ZH[o])

def equiv_forms(a):
    """(text, language) renderings equal to a; only for plain numbers."""
    v = numval(a); out = []
    if v is None: return out
    if v.denominator == 1:
        n = v.numerator
        w = words(n)
        if w: out.append((f"The answer is {w}.", "en"))
        out.append((f"Answer: {n}.0", "en"))
        if n >= 1000: out.append((f"Final answer: {n:,}", "en"))
        out.append((f"الإجابة النهائية هي {digits(n, '٠')}", "ar"))
        out.append((f"अंतिम उत्तर: {digits(n, '०')}", "hi"))
        z = zh_num(n)
        if z: out.append((f"所以答案是{z}。", "zh"))
        out.append((f"$$\\boxed{{{n}}}$$ (i.e. ${n}\\cdot 1$)".replace(" (i.e. $"+str(n)+"\\cdot 1$)", ""), "en"))
        out.append((f"**Answer:** $x = {n}$", "en") if False else (f"**Answer:** ${{{n}}}$", "en"))
    else:
        p, q = v.numerator, v.denominator
        qq = q
        while qq % 2 == 0: qq //= 2
        while qq % 5 == 0: qq //= 5
        if qq == 1: out.append((f"The answer is {float(v)!r}.".replace("'", ""), "en"))
        out.append((f"Final answer: {p}/{q}", "en"))
        out.append((f"$\\boxed{{\\tfrac{{{p}}}{{{q}}}}}$", "en"))
        out.append((f"Answer: ${p}/{q}$, i.e. {p} over {q}", "en"))
    return out

LANG_POS = {
 "zh": "因此，最终答案是 $\\boxed{{{A}}}$。",
 "ja": "したがって、答えは $\\boxed{{{A}}}$ です。",
 "ko": "따라서 정답은 $\\boxed{{{A}}}$ 입니다.",
 "ru": "Ответ: $\\boxed{{{A}}}$.",
 "ar": "إذن الإجابة النهائية هي $\\boxed{{{A}}}$.",
 "hi": "अतः अंतिम उत्तर $\\boxed{{{A}}}$ है।",
 "vi": "Vậy đáp án cuối cùng là $\\boxed{{{A}}}$.",
 "fr": "La réponse finale est donc $\\boxed{{{A}}}$.",
 "es": "Por lo tanto, la respuesta final es $\\boxed{{{A}}}$.",
 "de": "Die endgültige Antwort lautet also $\\boxed{{{A}}}$.",
 "pt": "Portanto, a resposta final é $\\boxed{{{A}}}$.",
}
LANG_NEG = {
 "zh": "一开始我得到 ${A}$，但这里把条件看错了。重新计算后，最终答案是 $\\boxed{{{W}}}$。",
 "ja": "最初は ${A}$ になりましたが、符号を間違えていました。修正すると、最終的な答えは $\\boxed{{{W}}}$ です。",
 "ko": "처음에는 ${A}$ 라고 생각했지만 계산 실수가 있었습니다. 다시 계산하면 최종 답은 $\\boxed{{{W}}}$ 입니다.",
 "ru": "Сначала получилось ${A}$, но это неверно: я потерял множитель. Окончательный ответ: $\\boxed{{{W}}}$.",
 "ar": "في البداية حصلنا على ${A}$، لكن هذا خطأ في الحساب. الإجابة النهائية الصحيحة هي $\\boxed{{{W}}}$.",
 "hi": "पहले ${A}$ मिला, लेकिन वह गलत था। सुधार के बाद अंतिम उत्तर $\\boxed{{{W}}}$ है।",
 "vi": "Ban đầu ta được ${A}$, nhưng đó là nhầm lẫn. Sau khi sửa lại, đáp án cuối cùng là $\\boxed{{{W}}}$.",
 "fr": "On pourrait croire que la réponse est ${A}$, mais c'est faux. La réponse finale est $\\boxed{{{W}}}$.",
 "es": "El libro dice ${A}$, pero mi cálculo corrige eso: la respuesta final es $\\boxed{{{W}}}$.",
 "de": "Zunächst erhält man ${A}$, aber das ist ein Rechenfehler. Endgültige Antwort: $\\boxed{{{W}}}$.",
 "pt": "À primeira vista seria ${A}$, mas isso está errado. A resposta final é $\\boxed{{{W}}}$.",
}

# ---------- templates ----------
def P(fmt, lang="en"):
    def deco(f): POS.append((fmt, lang, f)); return f
    return deco
def N(fmt, lang="en"):
    def deco(f): NEG.append((fmt, lang, f)); return f
    return deco
POS, NEG = [], []

@P("think/deepseek_r1")
def _(A, W, q): return f"<think>\nOkay, let me parse the problem.\nFirst guess: maybe ${W}$? Let me check... that fails the condition.\nRedo carefully: the computation gives ${A}$. Checks out.\n</think>\n\nAfter working through it, the answer is $\\boxed{{{A}}}$."
@P("think/qwq_wait")
def _(A, W, q): return f"<think>\nHmm. Let me set up the equation.\nWait, that gives {W}. But wait, I dropped a term.\nWait, recomputing: {A}. Yes.\n</think>\n**Final Answer**\n\\[\n\\boxed{{{A}}}\n\\]"
@P("chat_markdown/headings_bold")
def _(A, W, q): return f"## Understanding the problem\n\nWe restate the setup.\n\n## Solving\n\n1. Set up the relation.\n2. Simplify.\n\n---\n\n**Final Answer:** ${A}$"
@P("chat_markdown/table_final_row")
def _(A, W, q): return f"| step | value |\n|---|---|\n| attempt 1 | ${W}$ (rejected) |\n| attempt 2 | ${A}$ (verified) |\n\nSo the answer is **${A}$**."
@P("special_tokens/chatml")
def _(A, W, q): return f"<|im_start|>assistant\nLet's solve it step by step.\nThe result is $\\boxed{{{A}}}$.<|im_end|>"
@P("special_tokens/llama3")
def _(A, W, q): return f"<|start_header_id|>assistant<|end_header_id|>\n\nStep 1: simplify.\nStep 2: solve.\n\nTherefore, the final answer is: $\\boxed{{{A}}}$. I hope it is correct.<|eot_id|>"
@P("special_tokens/harmony")
def _(A, W, q): return f"<|channel|>analysis<|message|>Need compute. Try {W}? no. Get {A}.<|end|><|start|>assistant<|channel|>final<|message|>**Answer:** ${A}$<|return|>"
@P("special_tokens/gemma")
def _(A, W, q): return f"<start_of_turn>model\nWorking it out gives us the value.\n\n**Answer: ${A}$**<end_of_turn>"
@P("special_tokens/mistral_think")
def _(A, W, q): return f"[THINK]Let me compute. Intermediate {W} is not it; final {A}.[/THINK]The answer is $\\boxed{{{A}}}$.</s>"
@P("agent/json")
def _(A, W, q): return json.dumps({"reasoning": f"Tried {W} first but it violates the constraint.", "final_answer": A}, ensure_ascii=False)
@P("agent/tool_call")
def _(A, W, q): return "<tool_call>\n" + json.dumps({"name": "submit_answer", "arguments": {"answer": A}}, ensure_ascii=False) + "\n</tool_call>"
@P("agent/python_output")
def _(A, W, q): return f"```python\nresult = solve()\nprint(result)\n```\n```output\n{A}\n```\nThe code confirms the answer: $\\boxed{{{A}}}$."
@P("terse/bare")
def _(A, W, q): return A
@P("terse/answer_prefix")
def _(A, W, q): return f"ANSWER: {A}"
@P("retraction/wrong_then_correct")
def _(A, W, q): return f"The answer is $\\boxed{{{W}}}$.\n\nWait — I misread the problem. Redoing it with the correct condition:\n\nThe answer is $\\boxed{{{A}}}$."
@P("verification/check_then_state")
def _(A, W, q): return f"Suppose the answer were ${W}$: plugging in gives a contradiction, so that is out.\nWith ${A}$ every condition holds.\n\nFinal answer: ${A}$"
for _l in LANG_POS:
    POS.append(("multilingual/" + _l, _l, (lambda t: (lambda A, W, q: "…\n" + t.format(A=A)))(LANG_POS[_l])))

@N("think/final_overrides_think")
def _(A, W, q): return f"<think>\nCompute directly... this gives {A}.\nHmm, but I should double check the boundary case. Including it changes the count.\nSo it's {W}.\n</think>\n\nThe answer is $\\boxed{{{W}}}$."
@N("think/truncated_no_final")
def _(A, W, q): return f"<think>\nLet me set this up. Let the unknown be t.\nFrom the first condition, one candidate is {A}. But I haven't used the second condition yet.\nLet me now expand the second condition and see whether {A} survives. Expanding, we get"
@N("chat_markdown/table_gold_in_row")
def _(A, W, q): return f"### Candidates\n\n| candidate | satisfies (i) | satisfies (ii) |\n|---|---|---|\n| ${A}$ | ✅ | ❌ |\n| ${W}$ | ✅ | ✅ |\n\nOnly one candidate satisfies both conditions.\n\n**Final answer: ${W}$**"
@N("chat_markdown/subquestion")
def _(A, W, q): return f"**Part 1.** The auxiliary quantity needed is $\\boxed{{{A}}}$.\n\n**Part 2.** Using it, the quantity actually asked for is\n\n$$\\boxed{{{W}}}$$\n\nSo the answer to the question is ${W}$."
@N("quoted/answer_key_disputed")
def _(A, W, q): return f"> The answer key says ${A}$.\n\nI don't agree with the key; its solution double counts one case. Carefully recounting gives\n\n**Answer:** $\\boxed{{{W}}}$"
@N("agent/tool_output_overridden")
def _(A, W, q): return f"```python\nprint(compute())\n```\n```output\n{A}\n```\nThe script has an off-by-one error in the loop range (it should exclude the endpoint). Fixing it, the correct value is ${W}$.\n\n**Final answer:** $\\boxed{{{W}}}$"
@N("agent/json_draft_vs_final")
def _(A, W, q): return json.dumps({"draft_answer": A, "verification": "draft failed the check", "final_answer": W}, ensure_ascii=False)
@N("agent/tool_call_scratch")
def _(A, W, q): return "Checking my earlier value " + A + " ... it fails.\n<tool_call>\n" + json.dumps({"name": "submit_answer", "arguments": {"answer": W, "rejected": [A]}}, ensure_ascii=False) + "\n</tool_call>"
@N("hedge/two_values")
def _(A, W, q): return f"Depending on whether the endpoint is included, the answer is either ${A}$ or ${W}$; I can't decide which interpretation is intended.\n\nAnswer: ${A}$ or ${W}$"
@N("retraction/boxed_then_retracted")
def _(A, W, q): return f"Therefore the answer is $\\boxed{{{A}}}$.\n\nHold on, I used the wrong formula in step 2. Correcting it:\n\nTherefore the answer is $\\boxed{{{W}}}$."
@N("special_tokens/harmony_analysis_vs_final")
def _(A, W, q): return f"<|channel|>analysis<|message|>Compute... get {A}. Final answer {A}? Let me double-check... actually sign error, it's {W}.<|end|><|start|>assistant<|channel|>final<|message|>The answer is ${W}$.<|return|>"
@N("special_tokens/chatml_two_turns")
def _(A, W, q): return f"<|im_start|>assistant\nThe answer is $\\boxed{{{A}}}$.<|im_end|>\n<|im_start|>user\nAre you sure? Recheck.<|im_end|>\n<|im_start|>assistant\nYou're right, I made an error. The answer is $\\boxed{{{W}}}$.<|im_end|>"
@N("verification/gold_in_check")
def _(A, W, q): return f"We obtain $\\boxed{{{W}}}$.\n\n*Verification:* as a sanity check, the related value ${A}$ from the intermediate step is consistent with this."
@N("unfinished/cut_mid_sentence")
def _(A, W, q): return f"## Solution\n\nFirst we find that an intermediate quantity equals ${A}$. Then we substitute it into the second relation, which gives the final answer of"
@N("special_tokens/llama3_eot_then_more")
def _(A, W, q): return f"<|start_header_id|>assistant<|end_header_id|>\n\nInitially it looks like ${A}$, but that ignores the restriction.\n\nThe final answer is $\\boxed{{{W}}}$.<|eot_id|>"
for _l in LANG_NEG:
    NEG.append(("multilingual_neg/" + _l, _l, (lambda t: (lambda A, W, q: t.format(A=A, W=W)))(LANG_NEG[_l])))

# ---------- choose rows ----------
cases = []
SENT = re.compile(r"[A-Za-z]{3,} [A-Za-z]{2,}")
def add(bench, rel, i, q, gold, resp, label, style, lang, texts=()):
    for t in texts:  # sentence answers: render as prose, not math
        if SENT.search(t) and "\\" not in t:
            resp = resp.replace("\\boxed{" + t + "}", "**" + t + "**").replace("$" + t + "$", t)
    cases.append(dict(benchmark=bench, source_row=f"{rel}:{i}", question=q, gold=gold, response=resp, label=label, style=style, language=lang))

def emit(bench, rel, i, q, gold, A, pool, positive):
    W = distractor(A, pool)
    if positive:
        forms = equiv_forms(A)
        if forms and rng.random() < 0.3:
            t, lang = rng.choice(forms)
            add(bench, rel, i, q, gold, t, True, "equivalent_notation/" + ("number" if numval(A).denominator == 1 else "fraction"), lang)
            return
        if ("\\frac" in A or "\\dfrac" in A) and rng.random() < 0.4:
            A2 = A.replace("\\dfrac", "\\FR").replace("\\frac", "\\dfrac").replace("\\FR", "\\frac")
            add(bench, rel, i, q, gold, f"Thus the value is $\\displaystyle {A2}$.\n\n**Answer:** $\\boxed{{{A2}}}$", True, "equivalent_notation/latex_variant", "en")
            return
        fmt, lang, f = rng.choice(POS)
        add(bench, rel, i, q, gold, f(A, W, q), True, fmt, lang, (A, W))
    else:
        fmt, lang, f = rng.choice(NEG)
        add(bench, rel, i, q, gold, f(A, W, q), False, fmt, lang, (A, W))

def simple_ok(a):
    return 0 < len(a) <= 40 and "$" not in a and "\n" not in a

harp = [r for r in load("harp/harp_default.jsonl") if simple_ok(strip_dollar(r[2]["answer"]))]
hpool = sorted({strip_dollar(r[2]["answer"]) for r in harp})
rng.shuffle(harp)
for rel, i, d in harp[:170]:
    emit("harp", rel, i, d["problem"], d["answer"], strip_dollar(d["answer"]), hpool, rng.random() < 0.43)

# HARP multiple choice
mcq = load("harp/harp_mcq.jsonl"); rng.shuffle(mcq)
n = 0
for rel, i, d in mcq:
    if n >= 60: break
    ch = d.get("choices") or {}; L = d.get("answer_choice")
    if L not in ch or len(set(ch.values())) != len(ch): continue
    other = rng.choice([k for k in sorted(ch) if k != L])
    txt = strip_dollar(ch[L]); otxt = strip_dollar(ch[other])
    pos = rng.random() < 0.45
    k = rng.randrange(5)
    if pos:
        resp = [f"The correct option is **({L})** ${txt}$.",
                f"<think>\nEliminate ({other}): fails. ({L}) works.\n</think>\n\n\\boxed{{{L}}}",
                json.dumps({"choice": L}),
                f"Respuesta: ({L})",
                f"Checking ({other}) ${otxt}$ first: it does not satisfy the condition. Checking ({L}) ${txt}$: it does.\n\nAnswer: $\\textbf{{({L}) }} {txt}$"][k]
        style = ["mcq/letter_and_value", "mcq/think_boxed_letter", "mcq/json_choice", "mcq/spanish_letter", "mcq/elimination"][k]
        lang = "es" if k == 3 else "en"
    else:
        resp = [f"Option ({L}) ${txt}$ looks plausible at first, but it fails for the edge case. The correct option is **({other})**.",
                f"<think>\nI think it's ({L}).\nWait, recheck... no, ({other}).\n</think>\n\n\\boxed{{{other}}}",
                json.dumps({"considered": [L, other], "choice": other}),
                f"Many students pick ({L}), ${txt}$. However, the answer is $\\boxed{{\\text{{({other})}}}}$.",
                f"| option | value | valid? |\n|---|---|---|\n| ({L}) | ${txt}$ | computed first |\n| ({other}) | ${otxt}$ | ✅ final |\n\n**Answer: ({other})**"][k]
        style = ["mcq_neg/plausible_then_other", "mcq_neg/think_switch", "mcq_neg/json_considered", "mcq_neg/popular_wrong", "mcq_neg/table"][k]
        lang = "en"
    add("harp", rel, i, d["problem"], d["answer_choice"], resp, pos, style, lang)
    n += 1

mp = [r for f in ("math_perturb/math_perturb_simple.jsonl", "math_perturb/math_perturb_hard.jsonl") for r in load(f)]
mp = [r for r in mp if simple_ok(str(r[2]["answer"])) and not isinstance(r[2]["answer"], float)]
mpool = sorted({str(r[2]["answer"]) for r in mp})
rng.shuffle(mp)
for rel, i, d in mp[:80]:
    emit("math_perturb", rel, i, d["problem"], d["answer"], str(d["answer"]), mpool, rng.random() < 0.43)

pat = re.compile(r"^(?:Show|Prove) that (?:the )?(?:answer|solution|value|minimum|maximum|limit|sum|largest|smallest)?[a-z ]*?(?:is|equals|=) \$([^$]+)\$\.?\s*$")
put = []
for rel, i, d in load("putnam/putnam_with_answers.jsonl"):
    t = d["answer_text"]; m = pat.match(t)
    if m and len(m.group(1)) <= 60: put.append((rel, i, d, m.group(1).strip()))
    elif "$" not in t and "Show" not in t and "Prove" not in t and len(t) <= 40: put.append((rel, i, d, t.strip()))
ppool = sorted({p[3] for p in put})
rng.shuffle(put)
for rel, i, d, A in put[:80]:
    emit("putnam", rel, i, d["problem"], d["answer_text"], A, ppool, rng.random() < 0.43)

rng.shuffle(cases)
with open(OUT, "w") as f:
    for k, c in enumerate(cases, 1):
        c = {"id": f"z-{k:04d}", **c}
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(len(cases), "cases ->", OUT)
