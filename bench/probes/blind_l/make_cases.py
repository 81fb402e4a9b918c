#!/usr/bin/env python3
"""Deterministic generator of blind labeled grader test cases (set L). Standard library only.
Usage: python3 make_cases.py [DATA_DIR]   (default /work/shared/data) -> writes cases.jsonl next to this file."""
import json, os, random, re, sys
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from items import PUTNAM, MP, HARP  # hand-curated unusual golds

DATA = sys.argv[1] if len(sys.argv) > 1 else "/work/shared/data"
rng = random.Random(20251202)

def load(rel):
    with open(os.path.join(DATA, rel), encoding="utf-8") as f:
        return [json.loads(l) for l in f]

F_HD, F_HM = "harp/harp_default.jsonl", "harp/harp_mcq.jsonl"
F_MS, F_MH = "math_perturb/math_perturb_simple.jsonl", "math_perturb/math_perturb_hard.jsonl"
F_PU = "putnam/putnam_with_answers.jsonl"
HD, HM, MS, MH, PU = load(F_HD), load(F_HM), load(F_MS), load(F_MH), load(F_PU)

# ---------------------------------------------------------------- number helpers
ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
def words_en(n):
    if n < 0: return "negative " + words_en(-n)
    if n < 20: return ONES[n]
    if n < 100: return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    if n < 1000: return ONES[n // 100] + " hundred" + ("" if n % 100 == 0 else " " + words_en(n % 100))
    if n < 10**6: return words_en(n // 1000) + " thousand" + ("" if n % 1000 == 0 else " " + words_en(n % 1000))
    return None
ZH = "零一二三四五六七八九"
def zh_num(n):
    if n == 0: return "零"
    if not 0 < n < 100000: return None
    units = [(10000, "万"), (1000, "千"), (100, "百"), (10, "十"), (1, "")]
    s, zero = "", False
    for u, name in units:
        d = n // u; n %= u
        if d: 
            if zero and s: s += "零"
            s += ZH[d] + name; zero = False
        elif s: zero = True
    if s.startswith("一十"): s = s[1:]
    return s
NATIVE = {"ar": "٠١٢٣٤٥٦٧٨٩", "hi": "०१२३४५६७८९", "fa": "۰۱۲۳۴۵۶۷۸۹", "ja": "０１２３４５６７８９"}
def native(s, lang):
    t = NATIVE.get(lang)
    return "".join(t[int(ch)] if ch.isdigit() else ch for ch in s) if t else s
def group(n, sep=","):
    return f"{n:,}".replace(",", sep)

# ---------------------------------------------------------------- language phrases
LANG = {
 "en": dict(ans="The answer is {a}.", fin="Final answer: {a}", fix="Earlier I wrote {w}, but that was a mistake. The correct answer is {a}.", hedge="The answer is either {a} or {b}; I cannot decide between them.", think="Let me work through this carefully."),
 "zh": dict(ans="答案是 {a}。", fin="最终答案：{a}", fix="之前我得到 {w}，但那是错误的。正确答案是 {a}。", hedge="答案可能是 {a}，也可能是 {b}，我无法确定。", think="让我仔细分析这道题。"),
 "ja": dict(ans="答えは {a} です。", fin="最終解答：{a}", fix="先ほど {w} と書きましたが、誤りでした。正しい答えは {a} です。", hedge="答えは {a} か {b} のどちらかですが、決めきれません。", think="順を追って考えます。"),
 "ko": dict(ans="답은 {a}입니다.", fin="최종 답: {a}", fix="앞에서 {w}(이)라고 했지만 틀렸습니다. 정답은 {a}입니다.", hedge="답은 {a} 또는 {b}인데, 어느 쪽인지 확신할 수 없습니다.", think="차근차근 풀어 보겠습니다."),
 "ru": dict(ans="Ответ: {a}.", fin="Окончательный ответ: {a}", fix="Ранее я получил {w}, но это ошибка. Правильный ответ: {a}.", hedge="Ответ либо {a}, либо {b} — не могу выбрать.", think="Разберём задачу по шагам."),
 "ar": dict(ans="الإجابة هي {a}.", fin="الإجابة النهائية: {a}", fix="سابقًا حصلت على {w}، لكن ذلك كان خطأ. الإجابة الصحيحة هي {a}.", hedge="الإجابة إما {a} أو {b}، ولا أستطيع الحسم.", think="لنحل المسألة خطوة بخطوة."),
 "hi": dict(ans="उत्तर {a} है।", fin="अंतिम उत्तर: {a}", fix="पहले मुझे {w} मिला था, लेकिन वह गलत था। सही उत्तर {a} है।", hedge="उत्तर या तो {a} है या {b}, मैं तय नहीं कर पा रहा हूँ।", think="आइए इसे चरण दर चरण हल करें।"),
 "vi": dict(ans="Đáp án là {a}.", fin="Đáp án cuối cùng: {a}", fix="Trước đó tôi tính ra {w}, nhưng đó là sai. Đáp án đúng là {a}.", hedge="Đáp án là {a} hoặc {b}, tôi chưa chắc chắn.", think="Hãy giải từng bước."),
 "fr": dict(ans="La réponse est {a}.", fin="Réponse finale : {a}", fix="J'avais d'abord obtenu {w}, mais c'était une erreur. La bonne réponse est {a}.", hedge="La réponse est soit {a}, soit {b} ; je ne peux pas trancher.", think="Procédons étape par étape."),
 "es": dict(ans="La respuesta es {a}.", fin="Respuesta final: {a}", fix="Antes obtuve {w}, pero era un error. La respuesta correcta es {a}.", hedge="La respuesta es {a} o {b}; no puedo decidir.", think="Resolvamos paso a paso."),
 "de": dict(ans="Die Antwort ist {a}.", fin="Endergebnis: {a}", fix="Zuerst hatte ich {w}, aber das war falsch. Die richtige Antwort ist {a}.", hedge="Die Antwort ist entweder {a} oder {b}; ich kann mich nicht festlegen.", think="Gehen wir Schritt für Schritt vor."),
 "pt": dict(ans="A resposta é {a}.", fin="Resposta final: {a}", fix="Antes obtive {w}, mas isso estava errado. A resposta correta é {a}.", hedge="A resposta é {a} ou {b}; não consigo decidir.", think="Vamos resolver passo a passo."),
 "fa": dict(ans="پاسخ {a} است.", fin="پاسخ نهایی: {a}", fix="قبلاً {w} به دست آوردم، اما اشتباه بود. پاسخ درست {a} است.", hedge="پاسخ یا {a} است یا {b}؛ نمی‌توانم تصمیم بگیرم.", think="مسئله را گام به گام حل می‌کنیم."),
 "it": dict(ans="La risposta è {a}.", fin="Risposta finale: {a}", fix="Prima avevo ottenuto {w}, ma era un errore. La risposta corretta è {a}.", hedge="La risposta è {a} oppure {b}; non so scegliere.", think="Procediamo passo dopo passo."),
}
FOREIGN = [l for l in LANG if l != "en"]

# ---------------------------------------------------------------- items
def strip_dollar(s):
    s = s.strip()
    return s[1:-1].strip() if s.startswith("$") and s.endswith("$") and s.count("$") == 2 else s

def filler_from(sol, limit=700):
    if not sol: return None
    t = re.sub(r"\\boxed\{", "{", sol)
    t = re.sub(r"\[asy\].*?\[/asy\]", "", t, flags=re.S)
    if len(t) > limit:
        cut = t.rfind(". ", 0, limit)
        t = t[: cut + 1] if cut > 200 else t[:limit]
    return t.strip()

def generic_filler(q):
    head = re.sub(r"\s+", " ", q)[:160]
    return (f"We are asked: \"{head}...\"\nLet me restate the conditions and set up notation. "
            "I will compute the key quantity, simplify, and then double-check the edge cases.")

items = []   # each: dict(bench, file, line, question, gold, canon, pos[list], wrong, kind, filler, int=None)
def add_item(bench, rel, line, row, qkey, gkey, canon, pos, wrong, kind, filler, n=None, mcq=None):
    items.append(dict(bench=bench, file=rel, line=line, question=row[qkey], gold=row[gkey], canon=canon,
                      pos=pos, wrong=wrong, kind=kind, filler=filler, n=n, mcq=mcq))

for line, exp, eq, wr in PUTNAM:
    r = PU[line]; assert exp in r["answer_text"], (line, exp, r["answer_text"])
    add_item("putnam", F_PU, line, r, "problem", "answer_text", eq[0], eq, wr, "curated", generic_filler(r["problem"]))
for f, line, exp, eq, wr in MP:
    rel, rows = (F_MH, MH) if f == "hard" else (F_MS, MS)
    r = rows[line]; assert str(r["answer"]) == exp, (f, line, r["answer"])
    add_item("math_perturb", rel, line, r, "problem", "answer", exp, eq, wr, "curated", generic_filler(r["problem"]))
for line, exp, eq, wr in HARP:
    r = HD[line]; assert r["answer"] == exp, (line, r["answer"])
    add_item("harp", F_HD, line, r, "problem", "answer", strip_dollar(exp), eq, wr, "curated", filler_from(r.get("solution_1")))

def int_pos_forms(n):
    f = [str(n)]
    if abs(n) >= 1000: f += [group(n), group(n, r"\,"), group(n, "{,}")]
    w = words_en(n)
    if w and abs(n) <= 100: f.append(w)
    if n != 0 and n % 100 == 0 and abs(n) >= 1000:
        m = n; e = 0
        while m % 10 == 0: m //= 10; e += 1
        f.append(f"{m}\\times 10^{{{e}}}")
    f.append(f"{n}.0")
    return f
def int_wrong(n):
    return rng.choice([n + 1, n - 1] + ([n * 10] if n else []) + ([int(str(n)[::-1])] if n > 9 and str(n)[::-1] != str(n) and not str(n).endswith("0") else []))

FRAC = re.compile(r"^\$\s*(-?)\s*\\[dt]?frac\s*\{(\d+)\}\s*\{(\d+)\}\s*\$$")
def frac_forms(sgn, p, q):
    fr = Fraction(p, q); s = "-" if sgn else ""
    f = [f"{s}{p}/{q}", f"{s}\\dfrac{{{p}}}{{{q}}}", f"{s}\\frac{{{2*p}}}{{{2*q}}}"]
    d = q
    for pr in (2, 5):
        while d % pr == 0: d //= pr
    if d == 1: f.append(s + str(float(fr)))
    if p > q and fr.denominator == q: f.append(f"{s}{p//q}\\frac{{{p%q}}}{{{q}}}")
    if q == 3: f.append(f"{s}{p//3}.\\overline{{{(p%3)*3}}}" if p % 3 else None)
    return [x for x in f if x]
def frac_wrong(sgn, p, q):
    s = "-" if sgn else ""
    cands = [(q, p), (p + 1, q), (p, q + 1)]
    for a, b in cands:
        if Fraction(a, b) != Fraction(p, q): return f"{s}\\frac{{{a}}}{{{b}}}"

# auto HARP default: integer and fraction golds
idx = list(range(len(HD))); rng.shuffle(idx)
n_int = n_frac = 0
used_lines = {line for line, *_ in HARP}
for i in idx:
    if i in used_lines: continue
    r = HD[i]; a = r["answer"]
    m = re.fullmatch(r"\$(-?\d+)\$", a)
    if m and n_int < 110:
        n = int(m.group(1))
        add_item("harp", F_HD, i, r, "problem", "answer", str(n), int_pos_forms(n), str(int_wrong(n)), "int", filler_from(r.get("solution_1")), n=n); n_int += 1; continue
    m = FRAC.fullmatch(a)
    if m and n_frac < 40 and int(m.group(3)) > 1 and Fraction(int(m.group(2)), int(m.group(3))).denominator == int(m.group(3)):
        sg, p, q = m.group(1) == "-", int(m.group(2)), int(m.group(3))
        add_item("harp", F_HD, i, r, "problem", "answer", f"{'-' if sg else ''}\\frac{{{p}}}{{{q}}}", frac_forms(sg, p, q), frac_wrong(sg, p, q), "frac", filler_from(r.get("solution_1"))); n_frac += 1
    if n_int >= 110 and n_frac >= 40: break

# auto MATH-Perturb integer golds (JSON ints and digit strings)
curated_mp = {(f, l) for f, l, *_ in MP}
mp_pool = [(F_MH, MH, "hard", i) for i in range(len(MH))] + [(F_MS, MS, "simple", i) for i in range(len(MS))]
rng.shuffle(mp_pool); k = 0
for rel, rows, tag, i in mp_pool:
    if (tag, i) in curated_mp: continue
    g = rows[i]["answer"]
    if isinstance(g, bool): continue
    if isinstance(g, int) or (isinstance(g, str) and re.fullmatch(r"-?\d+", g)):
        n = int(g)
        add_item("math_perturb", rel, i, rows[i], "problem", "answer", str(n), int_pos_forms(n), str(int_wrong(n)), "int", generic_filler(rows[i]["problem"]), n=n); k += 1
    if k >= 43: break

# HARP MCQ: gold = answer_choice letter
mcq_idx = [i for i in range(len(HM)) if HM[i].get("answer_choice") in "ABCDE" and len(HM[i].get("choices", {})) == 5]
rng.shuffle(mcq_idx)
for i in mcq_idx[:50]:
    r = HM[i]; L = r["answer_choice"]
    add_item("harp", F_HM, i, r, "problem", "answer_choice", L, [L], None, "mcq", filler_from(r.get("solution_1")), mcq=r["choices"])

# ---------------------------------------------------------------- format generators
def box(x): return "\\boxed{" + x + "}"
def txt(x):  # plain-word answers inside LaTeX
    return x if ("\\" in x or not re.search(r"[A-Za-z]{3,}", x)) else "\\text{" + x + "}"
def fill(c): return c["filler"] or generic_filler(c["question"])
def short(c, n=260):
    f = fill(c); return f if len(f) <= n else f[:n].rsplit(" ", 1)[0] + " ..."

POS, NEG = {}, {}
def pos(name):
    def d(fn): POS[name] = fn; return fn
    return d
def neg(name):
    def d(fn): NEG[name] = fn; return fn
    return d

@pos("reasoning/deepseek_think_boxed")
def _(c, a):
    body = f"<think>\n{c['th']}\n{fill(c)}\n\nOkay, that seems consistent. Let me write it up.\n</think>\n\nWorking through the conditions gives the result below.\n\n**Final Answer**\n\\[\n{box(txt(a))}\n\\]"
    return rng.choice(["", "<｜Assistant｜>"]) + body + rng.choice(["", "<｜end▁of▁sentence｜>"])
@pos("special_tokens/qwen3_chatml")
def _(c, a): return f"<|im_start|>assistant\n<think>\n{short(c, 500)}\n</think>\n\nThe required value is ${txt(a)}$.\n\n$$\\boxed{{{txt(a)}}}$$<|im_end|>"
@pos("special_tokens/gpt_oss_harmony")
def _(c, a): return f"<|start|>assistant<|channel|>analysis<|message|>{short(c, 600)} So answer {a}.<|end|><|start|>assistant<|channel|>final<|message|>**Answer:** {a}\n\nReasoning summary: set up the relations from the statement and solved them directly.<|return|>"
@pos("special_tokens/llama3_header")
def _(c, a): return f"<|start_header_id|>assistant<|end_header_id|>\n\n## Step 1: Understand the problem\n{short(c, 200)}\n\n## Step 2: Compute\nCarrying out the computation carefully.\n\nThe final answer is: $\\boxed{{{txt(a)}}}$<|eot_id|>"
@pos("special_tokens/gemma_turn")
def _(c, a): return f"<start_of_turn>model\nHere's a step-by-step solution:\n\n1. **Setup.** {short(c, 220)}\n2. **Conclusion.**\n\n**Answer:** {a}<end_of_turn>"
@pos("markdown/table_final_row")
def _(c, a): return f"### Solution\n\n| Step | What we do | Result |\n|---|---|---|\n| 1 | Translate the conditions | equations |\n| 2 | Solve | see below |\n| **Final** | **Answer** | **{a}** |\n\nSo the answer is **{a}**."
@pos("agent/json_final_answer")
def _(c, a): return json.dumps({"reasoning": short(c, 300), "final_answer": a, "confidence": 0.86}, ensure_ascii=False, indent=2)
@pos("agent/function_call_arguments")
def _(c, a): return json.dumps({"role": "assistant", "content": None, "tool_calls": [{"id": "call_7Hq2", "type": "function", "function": {"name": "submit_answer", "arguments": json.dumps({"answer": a})}}]}, ensure_ascii=False)
@pos("agent/python_exec_output")
def _(c, a): return f"I'll verify numerically.\n\n```python\nimport sympy as sp\n# model the conditions from the statement\nans = solve_problem()\nprint(sp.latex(ans))\n```\n```output\n{a}\n```\n\nThe code confirms the derivation, so the answer is ${txt(a)}$."
@pos("terse/bare")
def _(c, a): return a
@pos("terse/gsm_hashes")
def _(c, a): return f"{short(c, 300)}\n#### {a}"
@pos("reasoning/corrected_then_right")
def _(c, a): return f"<think>\n{short(c, 300)}\nSo I get {c['wrong']}.\nWait, that's not right — I dropped a term. Redoing the last step carefully gives {a}.\n</think>\n\nAfter correcting an arithmetic slip, the answer is $\\boxed{{{txt(a)}}}$."
@pos("special_tokens/kimi_think")
def _(c, a): return f"◁think▷{short(c, 400)}\nThus the value is {a}.◁/think▷\nThe answer is ${txt(a)}$."
@pos("xml/answer_tag")
def _(c, a): return f"<think>\n{short(c, 350)}\n</think>\n<answer>{a}</answer>"
@pos("terse/minerva")
def _(c, a): return f"Solution: {short(c, 250)}\nFinal Answer: The final answer is ${txt(a)}$. I hope it is correct."
@pos("markdown/headings_bold")
def _(c, a): return f"## Approach\n\nWe translate the statement into algebra.\n\n## Work\n\n- {short(c, 200)}\n- Simplify and check the constraints.\n\n## Result\n\n> **{a}**\n\nThat's the answer: **{a}**."
@pos("special_tokens/magistral_think")
def _(c, a): return f"[THINK]{short(c, 400)}\nDouble-check passes.[/THINK]\nWe conclude that the answer is\n$$\\boxed{{{txt(a)}}}.$$"
@pos("latex/fbox_displaystyle")
def _(c, a): return rng.choice([f"Therefore, \\fbox{{${txt(a)}$}}", f"\\[\\boxed{{\\displaystyle {txt(a)}}}\\]", f"Hence the result is $\\boxed {{ {txt(a)} }}$ ."])
@pos("latex/repeated_box")
def _(c, a): return f"First pass: $\\boxed{{{txt(a)}}}$.\n\nVerification by a second method ({short(c, 150)}) gives the same value.\n\nFinal: $\\boxed{{{txt(a)}}}$"
@pos("prose/no_markup")
def _(c, a): return f"{short(c, 300)} Putting everything together, what the problem asks for comes out to {a}, and nothing else satisfies all of the conditions."
@pos("special_tokens/seed_think")
def _(c, a): return f"<seed:think>\n{short(c, 400)}\n</seed:think>\nAnswer: {a}"
@pos("special_tokens/phi4_imsep")
def _(c, a): return f"<|im_start|>assistant<|im_sep|><think>\n{short(c, 300)}\n</think>\n\nFinal answer: \\(\\boxed{{{txt(a)}}}\\)<|im_end|>"
@pos("special_tokens/command_a_response")
def _(c, a): return f"<|START_THINKING|>{short(c, 300)}<|END_THINKING|><|START_RESPONSE|>The answer is {a}.<|END_RESPONSE|>"
@pos("agent/yaml_block")
def _(c, a): return f"```yaml\nproblem_type: competition\nsteps: 4\nanswer: \"{a}\"\nverified: true\n```"
@pos("html/bold_answer")
def _(c, a): return f"<div class=\"solution\"><p>{short(c, 200)}</p><p>The answer is <strong>{a}</strong>.</p></div>"
@pos("agent/react_trace")
def _(c, a): return f"Thought: I need to set up the equations.\nAction: python\nAction Input: solve()\nObservation: {a}\nThought: The result satisfies the constraints.\nFinal Answer: {a}"
@pos("language/final_phrase")
def _(c, a): return f"{LANG[c['lang']]['think']}\n\n{short(c, 200)}\n\n**{LANG[c['lang']]['fin'].format(a=a)}**"
@pos("language/think_then_native")
def _(c, a): return f"<think>\n{LANG[c['lang']]['think']} {short(c, 250)}\n</think>\n\n{LANG[c['lang']]['ans'].format(a=a)}"
@pos("language/fix_to_right")
def _(c, a): return f"{short(c, 200)}\n\n{LANG[c['lang']]['fix'].format(w=c['wrong'], a=a)}"

@pos("language/boxed_native")
def _(c, a): return f"{LANG[c['lang']]['think']}\n\n{short(c, 150)}\n\n{LANG[c['lang']]['ans'].format(a='$'+box(txt(a))+'$')}"
@pos("language/markdown_native")
def _(c, a): return f"### {LANG[c['lang']]['think']}\n\n1. {short(c, 180)}\n2. ...\n\n---\n\n> {LANG[c['lang']]['fin'].format(a='**'+a+'**')}"
@pos("language/chat_token_native")
def _(c, a): return f"<|im_start|>assistant\n{LANG[c['lang']]['think']}\n{LANG[c['lang']]['ans'].format(a=a)}<|im_end|>"

# negatives: gold value g appears but final answer is w (!= gold)
@neg("reasoning/corrected_intermediate")
def _(c, g, w): return f"<think>\n{short(c, 400)}\nSo the answer should be {g}.\nHmm, wait. I misread the condition; I need to redo the last step. Re-checking, the correct value is {w}.\n</think>\n\nThe answer is $\\boxed{{{txt(w)}}}$."
@neg("latex/retracted_after_box")
def _(c, g, w): return f"{short(c, 300)}\n\nThus $\\boxed{{{txt(g)}}}$.\n\nActually, wait — that boxed value is wrong: I double-counted one case. Removing it, the correct answer is $\\boxed{{{txt(w)}}}$."
@neg("hedge/two_values")
def _(c, g, w): return f"{generic_filler(c['question'])}\n\nDepending on how the condition is read, the answer is either ${txt(g)}$ or ${txt(w)}$. I can't determine which is intended, so both are possible."
@neg("near_miss/final_value")
def _(c, g, w): return f"<think>\n{short(c, 300)}\n</think>\n\n**Final Answer:** ${txt(w)}$"
@neg("truncated/mid_reasoning")
def _(c, g, w): return f"<think>\n{generic_filler(c['question'])}\nLet me denote the partial quantity; so far it equals {g}, but this is only the first of two contributions. Now for the second contribution we must consider the case where the"
@neg("different_quantity/intermediate_named")
def _(c, g, w): return f"{short(c, 250)}\n\nThe auxiliary quantity evaluates to ${txt(g)}$. The problem, however, asks for a different quantity, which follows from it: the requested value is ${txt(w)}$.\n\n**Answer: {w}**"
@neg("reasoning/think_vs_final_mismatch")
def _(c, g, w): return f"<think>\n{short(c, 350)}\nSo the answer is {g}.\n</think>\n\nAfter reviewing my scratch work I found an error in it; the correct result is:\n\n$$\\boxed{{{txt(w)}}}$$"
@neg("special_tokens/harmony_final_differs")
def _(c, g, w): return f"<|start|>assistant<|channel|>analysis<|message|>{short(c, 300)} That gives {g}? Need to double-check: no, I forgot the constraint; actual = {w}.<|end|><|start|>assistant<|channel|>final<|message|>The answer is **{w}**.<|return|>"
@neg("agent/json_scratch_vs_answer")
def _(c, g, w): return json.dumps({"scratchpad": f"first attempt gave {g}; re-derivation with the correct constraint gives {w}", "answer": w}, ensure_ascii=False)
@neg("agent/python_intermediate_print")
def _(c, g, w): return f"```python\npart = compute_first_part()\nprint(part)\nresult = adjust(part)\nprint(result)\n```\n```output\n{g}\n{w}\n```\nThe first printed number is only the intermediate; the final answer is ${txt(w)}$."
@neg("markdown/candidate_table_rejected")
def _(c, g, w): return f"Checking the candidates against all conditions:\n\n| Candidate | Satisfies all conditions? |\n|---|---|\n| {g} | ✗ (fails the last condition) |\n| {w} | ✓ |\n\n**Answer: {w}**"
@neg("prose/negated_value")
def _(c, g, w): return f"A tempting answer is {g}, but it is not correct: it ignores one of the constraints. The answer is not {g}; it is {w}."
@neg("language/fix_away_from_gold")
def _(c, g, w): return f"{LANG[c['lang']]['think']}\n\n{LANG[c['lang']]['fix'].format(w=g, a=w)}"
@neg("language/hedge")
def _(c, g, w): return f"{LANG[c['lang']]['think']}\n\n{LANG[c['lang']]['hedge'].format(a=g, b=w)}"
@neg("latex/two_boxed_last_wrong")
def _(c, g, w): return f"Part of the computation: $\\boxed{{{txt(g)}}}$ is the value of the first sub-expression.\n\nCombining with the rest, the final answer is $\\boxed{{{txt(w)}}}$."
@neg("agent/function_call_wrong_arg")
def _(c, g, w): return json.dumps({"content": f"Intermediate result {g}; applying the final step.", "tool_calls": [{"type": "function", "function": {"name": "final_answer", "arguments": json.dumps({"answer": w})}}]}, ensure_ascii=False)
@neg("truncated/unfinished_box")
def _(c, g, w): return f"{generic_filler(c['question'])}\n\nThe first factor contributes {g}; multiplying by the remaining factor we obtain\n\n**Final Answer**\n\n$$\\boxed{{"
@neg("reasoning/verify_flip")
def _(c, g, w): return f"Answer candidate: {g}.\n\nVerification: substituting back into the original conditions fails, so {g} is incorrect. Fixing the sign error, the correct answer is {w}.\n\nFinal answer: {w}"
@neg("special_tokens/qwen_zh_think_flip")
def _(c, g, w): return f"<|im_start|>assistant\n<think>\n{LANG['zh']['think']} 初步计算得到 {g}。等等，条件理解错了，重新计算得到 {w}。\n</think>\n\n{LANG['zh']['ans'].format(a='$'+txt(w)+'$')}<|im_end|>"

@neg("language/think_native_flip")
def _(c, g, w): return f"<think>\n{LANG[c['lang']]['think']} {g} ... {LANG[c['lang']]['fix'].format(w=g, a=w)}\n</think>\n\n{LANG[c['lang']]['fin'].format(a='$'+box(txt(w))+'$')}"
@neg("language/near_miss_native")
def _(c, g, w): return f"{LANG[c['lang']]['think']}\n\n{short(c, 150)}\n\n{LANG[c['lang']]['ans'].format(a=w)}"

# MCQ generators (gold = letter)
MPOS, MNEG = {}, {}
def mpos(n):
    def d(fn): MPOS[n] = fn; return fn
    return d
def mneg(n):
    def d(fn): MNEG[n] = fn; return fn
    return d
def cv(c, L): return strip_dollar(c["mcq"][L])
@mpos("mcq/boxed_textbf_choice")
def _(c, L): return f"{short(c, 300)}\n\n$\\boxed{{\\textbf{{({L})}}\\ {cv(c, L)}}}$"
@mpos("mcq/bold_letter")
def _(c, L): return f"<think>\n{short(c, 300)}\n</think>\n\nThe correct option is **({L})**."
@mpos("mcq/json_choice")
def _(c, L): return json.dumps({"choice": L, "value": cv(c, L)}, ensure_ascii=False)
@mpos("mcq/terse_letter")
def _(c, L): return rng.choice([L, f"({L})", f"{L})", f"Answer: {L}"])
@mpos("mcq/lang_letter")
def _(c, L): return LANG[c["lang"]]["fin"].format(a=f"({L}) ${cv(c, L)}$")
@mpos("mcq/lowercase_letter_value")
def _(c, L): return f"{short(c, 200)}\n\nSo the answer is ({L.lower()}) {cv(c, L)}."
@mneg("mcq/right_value_wrong_letter")
def _(c, L, W): return f"{short(c, 300)}\n\nThe value is ${cv(c, L)}$, which is choice $\\boxed{{\\textbf{{({W})}}}}$."
@mneg("mcq/switched_letter")
def _(c, L, W): return f"<think>\nInitially ({L}) looked right. But re-reading the question, the intended option is ({W}).\n</think>\n\n**Answer: ({W})**"
@mneg("mcq/hedge_letters")
def _(c, L, W): return f"It's between ({L}) and ({W}); both seem defensible. Answer: {L} or {W}"
@mneg("mcq/eliminated_gold")
def _(c, L, W): return f"Eliminate ({L}) since ${cv(c, L)}$ is what we got before applying the last condition. The remaining valid option is ({W}).\n\nFinal answer: {W}"
@mneg("mcq/lang_wrong_letter")
def _(c, L, W): return LANG[c["lang"]]["fix"].format(w=f"({L})", a=f"({W})")

# ---------------------------------------------------------------- assignment
def pick_pos_form(it, lang):
    forms = it["pos"]
    if lang != "en":
        forms = [x for x in forms if not wordy(x)] or forms
    f = rng.choice(forms)
    if it["kind"] == "int" and lang in NATIVE and rng.random() < 0.85: f = native(str(it["n"]), lang)
    elif it["kind"] == "int" and lang == "zh" and 0 < it["n"] < 100000 and rng.random() < 0.75: f = zh_num(it["n"])
    return f
def wordy(x):  # contains English words (outside LaTeX commands)
    return re.search(r"[A-Za-z]{3,}", re.sub(r"\\[A-Za-z]+", "", x)) is not None
def lang_ok(it):
    if it["kind"] == "mcq": return True
    return any(not wordy(x) for x in it["pos"]) and not wordy(it["wrong"]) and not wordy(canon_g(it, "en"))
def canon_g(it, lang):
    g = it["canon"] if it["kind"] != "curated" or it["bench"] != "putnam" else it["pos"][0]
    if it["kind"] == "int" and lang in NATIVE and rng.random() < 0.6: g = native(g, lang)
    return g

rng.shuffle(items)
cases = []
pos_names, neg_names = sorted(POS), sorted(NEG)
mp_names, mn_names = sorted(MPOS), sorted(MNEG)
pc = nc = mpc = mnc = 0
LC = [0]
NC = [0]
def next_native():
    NC[0] += 1
    return ["ar", "hi", "zh", "fa", "ja"][NC[0] % 5]
def next_lang():
    LC[0] += 1
    return FOREIGN[LC[0] % len(FOREIGN)]
for k, it in enumerate(items):
    label = (k % 2 == 0)
    c = dict(it)
    c["th"] = "Let me work through this carefully."
    if it["kind"] == "mcq":
        L = it["gold"]
        if label:
            name = mp_names[mpc % len(mp_names)]; mpc += 1
            c["lang"] = next_lang() if name == "mcq/lang_letter" else "en"
            resp = MPOS[name](c, L)
        else:
            name = mn_names[mnc % len(mn_names)]; mnc += 1
            c["lang"] = next_lang() if name == "mcq/lang_wrong_letter" else "en"
            W = rng.choice([x for x in "ABCDE" if x != L])
            resp = MNEG[name](c, L, W)
    else:
        if label:
            name = pos_names[pc % len(pos_names)]; pc += 1
            while name.startswith("language/") and not lang_ok(it):
                name = pos_names[pc % len(pos_names)]; pc += 1
            c["lang"] = next_lang() if name.startswith("language/") else "en"
            if name.startswith("language/") and it["kind"] == "int" and it["n"] > 0 and rng.random() < 0.7: c["lang"] = next_native()
            a = pick_pos_form(it, c["lang"])
            resp = POS[name](c, a)
        else:
            name = neg_names[nc % len(neg_names)]; nc += 1
            while (name.startswith("language/") or "zh" in name) and not lang_ok(it):
                name = neg_names[nc % len(neg_names)]; nc += 1
            c["lang"] = next_lang() if name.startswith("language/") else ("zh" if "zh" in name else "en")
            if name.startswith("language/") and it["kind"] == "int" and it["n"] > 0 and rng.random() < 0.7: c["lang"] = next_native()
            g = canon_g(it, c["lang"]); w = it["wrong"]
            if it["kind"] == "int" and c["lang"] in NATIVE and g != it["canon"]: w = native(w, c["lang"])
            resp = NEG[name](c, g, w)
    cases.append(dict(benchmark=it["bench"], source_row=f"{it['file']}:{it['line']}", question=it["question"],
                      gold=it["gold"], response=resp, label=label, style=name, language=c["lang"]))

out = os.path.join(HERE, "cases.jsonl")
with open(out, "w", encoding="utf-8") as f:
    for i, cs in enumerate(cases, 1):
        f.write(json.dumps(dict(id=f"l-{i:04d}", **cs), ensure_ascii=False) + "\n")
print(f"wrote {len(cases)} cases to {out}")
