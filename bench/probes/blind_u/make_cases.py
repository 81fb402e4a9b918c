#!/usr/bin/env python3
"""Blind labeled set U for a math answer grader. Deterministic (seed 20261202), stdlib only.
Usage: python3 make_cases.py  -> writes cases.jsonl next to this file."""
import json, os, random, re
from fractions import Fraction

DATA = "/work/shared/data"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases.jsonl")
R = random.Random(20261202)

def load(rel):
    with open(os.path.join(DATA, rel), encoding="utf-8") as f:
        return [(rel, i, json.loads(l)) for i, l in enumerate(f) if l.strip()]

def strip_dollar(s):
    s = str(s).strip()
    while s.startswith("$") and s.endswith("$") and len(s) >= 2:
        s = s[1:-1].strip()
    return s

INT = re.compile(r"^-?\d+$")
FRAC = re.compile(r"^(-?)\\[dt]?frac\{(\d+)\}\{(\d+)\}$")
MIXED = re.compile(r"^(\d+)\s*\\frac\{(\d+)\}\{(\d+)\}$")

def near_miss(d):
    """A value that is certainly different from d (display string)."""
    if INT.match(d):
        n = int(d); return str(R.choice([n + 1, n - 1, n + 2, -n if n else 1, n * 2 if n else 3]))
    m = FRAC.match(d)
    if m:
        s, a, b = m.groups(); a, b = int(a), int(b)
        if a != b: return f"{s}\\frac{{{b}}}{{{a}}}"
    if d in ("Yes", "No"): return "No" if d == "Yes" else "Yes"
    digs = [i for i, c in enumerate(d) if c.isdigit()]
    if digs:
        i = digs[-1]; return d[:i] + str((int(d[i]) + 1) % 10) + d[i + 1:]
    return None

EN = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
def words(n):
    if n < 0: return "negative " + words(-n)
    if n < 20: return EN[n]
    if n < 100: return TENS[n // 10] + ("" if n % 10 == 0 else "-" + EN[n % 10])
    if n < 1000: return EN[n // 100] + " hundred" + ("" if n % 100 == 0 else " " + words(n % 100))
    return None
ZH = "零一二三四五六七八九"
def zh_num(n):
    if n < 0 or n >= 100: return None
    if n < 10: return ZH[n]
    t, o = divmod(n, 10)
    return ("" if t == 1 else ZH[t]) + "十" + ("" if o == 0 else ZH[o])
def digits_map(s, base):
    return "".join(chr(base + int(c)) if c.isdigit() else c for c in s)
AR = lambda s: digits_map(s, 0x660)
HI = lambda s: digits_map(s, 0x966)
FW = lambda s: digits_map(s, 0xFF10).replace("-", "－")

def equivalents(d, q):
    """(display, subtype) pairs that a careful human would accept as equal to d."""
    out = []
    if INT.match(d):
        n = int(d)
        if words(n): out.append((words(n), "number_words"))
        if abs(n) >= 1000: out.append((f"{n:,}", "thousands_sep"))
        out.append((f"{n}.0", "trailing_decimal"))
        out.append((f"\\mathbf{{{n}}}", "mathbf"))
        if n > 0: out.append((f"+{n}", "explicit_plus"))
    m = FRAC.match(d)
    if m:
        s, a, b = m.groups(); a, b = int(a), int(b); fr = Fraction(a, b) * (-1 if s else 1)
        out.append((f"{s}{a}/{b}", "slash_fraction"))
        out.append((f"{s}\\dfrac{{{a}}}{{{b}}}", "dfrac"))
        out.append((f"{s}\\frac{{{2*a}}}{{{2*b}}}", "unreduced_fraction"))
        bb = fr.denominator
        while bb % 2 == 0: bb //= 2
        while bb % 5 == 0: bb //= 5
        if bb == 1 and len(str(float(fr))) <= 8: out.append((str(float(fr)), "decimal"))
        out.append((f"{s}{a} \\div {b}", "division_sign"))
    m = MIXED.match(d)
    if m:
        w, a, b = map(int, m.groups()); fr = w + Fraction(a, b)
        out.append((f"\\frac{{{fr.numerator}}}{{{fr.denominator}}}", "improper_fraction"))
        out.append((f"{fr.numerator}/{fr.denominator}", "improper_slash"))
    if re.match(r"^-?\d+\.\d+$", d):
        out.append((d.replace(".", ","), "decimal_comma"))
        if not d.endswith("0"): out.append((d + "0", "trailing_zero"))
    parts = [p.strip() for p in d.split(",")]
    if len(parts) >= 2 and all(INT.match(p) for p in parts) and re.search(r"\ball\b", q) and "(" not in d:
        rp = parts[::-1]
        out.append((", ".join(rp), "reordered_list"))
        out.append(("\\{" + ", ".join(rp) + "\\}", "reordered_set"))
    return out


def repeating(fr):
    """exact decimal with \overline for the period, or None if period too long / terminating"""
    sign = "-" if fr < 0 else ""; fr = abs(fr)
    ip, num, den = fr.numerator // fr.denominator, fr.numerator % fr.denominator, fr.denominator
    seen, digs = {}, []
    while num and num not in seen and len(digs) < 12:
        seen[num] = len(digs); num *= 10; digs.append(str(num // den)); num %= den
    if not num or num not in seen: return None
    k = seen[num]; pre, per = "".join(digs[:k]), "".join(digs[k:])
    if len(per) > 6: return None
    return f"{sign}{ip}.{pre}\\overline{{{per}}}"

def as_fraction(d):
    m = FRAC.match(d)
    if m: s, a, b = m.groups(); return Fraction(int(a), int(b)) * (-1 if s else 1)
    m = MIXED.match(d)
    if m: w, a, b = map(int, m.groups()); return w + Fraction(a, b)
    if INT.match(d): return Fraction(int(d))
    return None

# ---------------------------------------------------------------- pools
def ok_display(d):
    return 0 < len(d) <= 60 and "\n" not in d and "\\text{" not in d and "textbf" not in d and "or" != d

harp = []
for rel, i, r in load("harp/harp_default.jsonl"):
    d = strip_dollar(r["answer"])
    if ok_display(d) and "$" not in d:
        harp.append(dict(bench="harp", src=f"{rel}:{i}", q=r["problem"], gold=r["answer"], d=d, subj=r.get("subject")))
mcq = []
for rel, i, r in load("harp/harp_mcq.jsonl"):
    ch = r.get("choices")
    if isinstance(ch, dict) and r.get("answer_choice") in ch and len(ch) == 5:
        mcq.append(dict(bench="harp", src=f"{rel}:{i}", q=r["problem"], gold=r["answer_choice"],
                        d=r["answer_choice"], choices=ch))
mp = []
for rel in ("math_perturb/math_perturb_simple.jsonl", "math_perturb/math_perturb_hard.jsonl"):
    for rel_, i, r in load(rel):
        d = strip_dollar(r["answer"])
        if ok_display(d) and " or " not in d and "," not in d:
            mp.append(dict(bench="math_perturb", src=f"{rel}:{i}", q=r["problem"], gold=r["answer"], d=d))
PUT_RE = re.compile(r"^(?:Show that |Prove that )?(?:the )?(?:answer|solution|limit|expression|sum|value|integral|minimum value|maximum value|product)?\s*(?:is|equals|evaluates to)?\s*\$+([^$]+)\$+\s*\.?$")
put = []
for rel, i, r in load("putnam/putnam_with_answers.jsonl"):
    t = r["answer_text"].strip()
    m = PUT_RE.match(t)
    d = None
    if m and len(m.group(1)) <= 60 and "\\begin" not in m.group(1):
        d = m.group(1).strip()
    elif re.match(r"^Show that the answer is (yes|no)\.$", t):
        d = t.split()[-1].rstrip(".").capitalize()
    elif re.match(r"^-?\d+$", t) or (len(t) <= 30 and "$" not in t and re.match(r"^[-+^()\w\s*/]+$", t) and not re.search(r"[a-z]{4,}", t)):
        d = t
    if d:
        put.append(dict(bench="putnam", src=f"{rel}:{i}", q=r["problem"], gold=r["answer_text"], d=d))

# ---------------------------------------------------------------- templates
def _texty(x):
    y = re.sub(r"\\(?:text|mathrm|operatorname|textbf|mbox)\s*\{[^}]*\}", "", x)
    return re.search(r"\b[a-zA-Z]{3,}\b|\bor\b", re.sub(r"\\[a-zA-Z]+", "", y)) is not None
def M(x):
    """inline form: $...$ for pure math, as-is for text or already-delimited strings"""
    return x if ("$" in x or _texty(x)) else f"${x}$"
def B(x):
    """boxed form"""
    if "$" in x: return f"**{x}**"
    if _texty(x): return f"**{x}**" if "\\" in x else f"$\\boxed{{\\text{{{x}}}}}$"
    return f"$\\boxed{{{x}}}$"

def think_pos(c, d, w):
    return (f"<think>\nOkay, let me work through this.\n{c['q'][:160]}...\n\nFirst guess: {w}. Hmm, let me re-check that.\n"
            f"Recomputing carefully, the earlier step dropped a term. Fixing it gives {d}.\nYes, {d} is consistent with every condition.\n</think>\n\n"
            f"The answer is {B(d)}.")
def md_pos(c, d, w):
    return (f"## Solution\n\n**Step 1.** Set up the relation from the statement.\n\n**Step 2.** Simplify; a tempting but wrong value is {M(w)}, "
            f"which fails the check.\n\n**Step 3.** Solving correctly:\n\n- all constraints hold\n- value verified\n\n### Final Answer\n\n**{d}**")
def table_pos(c, d, w):
    return (f"| Step | Work | Result |\n|---|---|---|\n| 1 | set up | — |\n| 2 | first attempt | {M(w)} ✗ |\n| 3 | corrected | {M(d)} ✓ |\n\n"
            f"**Answer:** {M(d)}")
def chatml_pos(c, d, w):
    return f"<|im_start|>assistant\nLet's solve step by step.\nAfter simplification we obtain the result.\n\n{B(d)}<|im_end|>\n<|endoftext|>"
def llama_pos(c, d, w):
    return f"<|begin_of_text|><|start_header_id|>assistant<|end_header_id|>\n\n## Step 1: Analyze\nWe compute directly.\n\n## Step 2: Conclude\nThe final answer is: {B(d)}<|eot_id|>"
def harmony_pos(c, d, w):
    return (f"<|start|>assistant<|channel|>analysis<|message|>Try {w}? No, that violates the condition. Recompute: {d}. Good.<|end|>"
            f"<|start|>assistant<|channel|>final<|message|>**Answer:** {d}<|return|>")
def gemma_pos(c, d, w):
    return f"<start_of_turn>model\nHere's the solution:\n\n1. Set up.\n2. Solve.\n\nSo the answer is **{d}**.<end_of_turn>"
def deepseek_pos(c, d, w):
    return f"<｜begin▁of▁sentence｜><｜Assistant｜><think>\nCandidate {w} fails a check; {d} works.\n</think>\n\n**Final Answer**\n\n{B(d)}<｜end▁of▁sentence｜>"
def mistral_pos(c, d, w):
    return f"[INST] Solve the problem. [/INST] We proceed carefully. The computation yields {M(d)}.\n\nFinal answer: {M(d)}</s>"
def json_pos(c, d, w):
    return json.dumps({"reasoning": f"tried {w}, rejected; recomputed", "final_answer": d}, ensure_ascii=False)
def fncall_pos(c, d, w):
    return ('I have verified the computation.\n\n<tool_call>\n' +
            json.dumps({"name": "submit_answer", "arguments": json.dumps({"answer": d})}) + "\n</tool_call>")
def code_pos(c, d, w):
    return (f"Let me brute-force it.\n\n```python\n# exhaustive search\nans = solve()\nprint(ans)\n```\n\n```output\n{d}\n```\n\n"
            f"The search confirms the analysis, so the answer is {M(d)}.")
def terse_pos(c, d, w): return R.choice([d, f"Answer: {d}", f"**{d}**", f"{M(d)}", f"{B(d)}", f"= {d}"])
def minerva_pos(c, d, w): return f"Solution: working through the algebra we obtain the value.\nFinal Answer: The final answer is {M(d)}. I hope it is correct."
def xml_pos(c, d, w): return f"<reasoning>\nCheck {w}: fails. Check {d}: works.\n</reasoning>\n<answer>\n{d}\n</answer>"
def claude_pos(c, d, w): return f"I'll work through this systematically.\n\n**Setting up**\n\nFrom the conditions we derive the key equation.\n\n**Solving**\n\nThis gives us {M(d)}.\n\n---\n\n**The answer is {M(d)}.**"

def gsm_pos(c, d, w): return f"We compute step by step and verify the result.\n#### {d}"
def qwen3_nothink_pos(c, d, w): return f"<think>\n\n</think>\n\nUsing the given conditions directly, the result is {M(d)}.\n\n**Final Answer**\n{B(d)}"
def fbox_pos(c, d, w): return f"\\[\n\\fbox{{${d}$}}\n\\]" if "$" not in d and not _texty(d) else f"Answer: {d}"
def codeblock_pos(c, d, w): return f"Final answer:\n\n```\n{d}\n```"
def answer_first_pos(c, d, w): return f"ANSWER: {d}\n\nExplanation: a direct computation (a naive attempt gives {w}, which overcounts) confirms the value above."
def double_box_pos(c, d, w): return f"So we obtain {B(d)}.\n\nDouble-checking with a second method gives the same result, {B(d)}."

POS = dict(zip(["reasoning/think_selfcorrect", "markdown/headings_bold", "markdown/table", "special_tokens/chatml",
                "special_tokens/llama3", "special_tokens/harmony", "special_tokens/gemma", "special_tokens/deepseek_r1",
                "special_tokens/mistral_inst", "agent/json_final_answer", "agent/tool_call_args", "agent/code_output",
                "terse/plain", "chat/minerva_final_answer", "chat/xml_answer_tag", "markdown/claude_style",
                "terse/gsm_hash", "special_tokens/qwen3_empty_think", "latex/fbox_display", "markdown/answer_codeblock",
                "chat/answer_first", "latex/double_boxed_same"],
               [think_pos, md_pos, table_pos, chatml_pos, llama_pos, harmony_pos, gemma_pos, deepseek_pos, mistral_pos,
                json_pos, fncall_pos, code_pos, terse_pos, minerva_pos, xml_pos, claude_pos,
                gsm_pos, qwen3_nothink_pos, fbox_pos, codeblock_pos, answer_first_pos, double_box_pos]))

def n_corrected(c, d, w):
    return (f"<think>\nCompute: I get {d}.\nWait, that double counts the boundary case. Subtracting it...\nSo the value is {w}.\n</think>\n\n"
            f"Final answer: {B(w)}")
def n_hedge(c, d, w):
    return R.choice([f"Depending on the interpretation, the answer is either {M(d)} or {M(w)}.",
                     f"I'm torn between {B(d)} and {B(w)}; both seem plausible.",
                     f"**Answer:** {M(d)} (or possibly {M(w)} if the endpoints are excluded)"])
def n_retract(c, d, w):
    return (f"**Final Answer:** {M(d)}\n\n---\n\n*Edit:* On re-reading, I misread the condition. The previous answer {M(d)} is incorrect; "
            f"the corrected final answer is {M(w)}.")
def n_truncated(c, d, w):
    return (f"<think>\nLet me set up the equations. {c['q'][:120]}\nOne candidate is {d}. Before committing, verify it by substituting back:\n"
            f"the left-hand side becomes")
def n_otherquantity(c, d, w):
    return (f"First, the auxiliary quantity: $t = {d}$.\n\nThe problem, however, asks for the transformed quantity, which by the relation "
            f"above equals {B(w)}.")
def n_harmony(c, d, w):
    return (f"<|channel|>analysis<|message|>Result seems {d}. Double-check... actually I mis-added; the correct value is {w}.<|end|>"
            f"<|start|>assistant<|channel|>final<|message|>{w}<|return|>")
def n_multibox(c, d, w):
    return (f"Attempt 1: {B(d)}\n\nAttempt 2 (after fixing the sign error): the answer is {B(w)}.\n\nI'll go with attempt 2.")
def n_tool(c, d, w):
    return (f"```python\nprint(count())\n```\n```output\n{d}\n```\nThe script has an off-by-one bug in the loop bound, so this output is not "
            f"the answer. Correcting the bound, the answer is **{w}**.")
def n_json(c, d, w):
    return json.dumps({"scratch": f"intermediate = {d}", "final_answer": w})
def n_trap(c, d, w):
    return f"It's tempting to answer {M(d)}, but that ignores the constraint in the statement. Taking it into account, the answer is {M(w)}."
def n_unclosed(c, d, w):
    return f"<think>\nHmm, maybe {d}? Or {w}? Let me try small cases first.\nn=1: ok\nn=2: ok\nn=3:"
def n_nearmiss(c, d, w):
    return f"### Solution\n\nChecking {M(d)} against the constraint fails by one case, so it is excluded.\n\n### Answer\n\n{B(w)}"

def n_quoted_user(c, d, w): return f"You suggested the answer is {B(d)}. That is not right: the case $n=0$ was omitted. The correct answer is {B(w)}."
def n_answer_first_revised(c, d, w): return f"ANSWER: {d}\n\nVerification: plugging back in gives a contradiction, so the ANSWER above is wrong.\nREVISED ANSWER: {w}"
def n_wrong_variable(c, d, w):
    if "=" in d or "$" in d or _texty(d): return n_trap(c, d, w)
    return f"Solving the system gives $u = {d.strip('$')}$ and $v = {w.strip('$')}$. The question asks for $v$, so the answer is {B(w)}."

NEG = dict(zip(["hardneg/corrected_intermediate", "hardneg/hedge_two_values", "hardneg/retracted_answer", "hardneg/truncated_no_final",
                "hardneg/different_quantity", "hardneg/harmony_analysis_only", "hardneg/multiple_boxed_last_wrong", "hardneg/tool_output_overridden",
                "hardneg/json_scratch_vs_final", "hardneg/tempting_trap", "hardneg/unclosed_think", "hardneg/near_miss_final",
                "hardneg/quoted_user_answer", "hardneg/answer_first_revised", "hardneg/wrong_variable"],
               [n_corrected, n_hedge, n_retract, n_truncated, n_otherquantity, n_harmony, n_multibox, n_tool, n_json, n_trap,
                n_unclosed, n_nearmiss, n_quoted_user, n_answer_first_revised, n_wrong_variable]))

LANG = {
 "zh": ("解：根据题意列方程并化简。\n\n因此，答案是 {a}。", "一开始我得到 {g}，但这一步算错了。重新计算后，最终答案是 {w}。"),
 "ja": ("解答：条件から式を立てて整理します。\n\nしたがって、答えは {a} です。", "最初は {g} と考えましたが、計算ミスがありました。正しい答えは {w} です。"),
 "ko": ("풀이: 조건을 정리하면 다음과 같습니다.\n\n따라서 답은 {a}입니다.", "처음에는 {g}(이)라고 생각했지만 틀렸습니다. 최종 답: {w}"),
 "ru": ("Решение. Составим уравнение и упростим.\n\n**Ответ:** {a}.", "Сначала получилось {g}, но это ошибка в подсчёте. Окончательный ответ: {w}."),
 "ar": ("الحل: نكوّن المعادلة ونبسّطها.\n\nإذن الإجابة هي {a}.", "في البداية حصلنا على {g}، لكن هذا خطأ. الإجابة النهائية هي {w}."),
 "hi": ("हल: दी गई शर्तों से समीकरण बनाते हैं।\n\nअतः उत्तर {a} है।", "पहले मुझे {g} मिला, लेकिन यह गलत था। अंतिम उत्तर {w} है।"),
 "vi": ("Lời giải: Lập phương trình từ giả thiết rồi rút gọn.\n\nVậy đáp án là {a}.", "Ban đầu tôi được {g}, nhưng điều đó sai. Đáp án cuối cùng là {w}."),
 "fr": ("**Solution.** On pose l'équation puis on simplifie.\n\nDonc la réponse est {a}.", "J'avais d'abord trouvé {g}, mais c'était une erreur. La réponse finale est {w}."),
 "es": ("**Solución.** Planteamos la ecuación y simplificamos.\n\nPor lo tanto, la respuesta es {a}.", "Al principio obtuve {g}, pero era un error. La respuesta final es {w}."),
 "de": ("**Lösung.** Wir stellen die Gleichung auf und vereinfachen.\n\nAlso ist die Antwort {a}.", "Zuerst hatte ich {g}, aber das war falsch. Die endgültige Antwort lautet {w}."),
 "fa": ("راه‌حل: معادله را تشکیل داده و ساده می‌کنیم.\n\nبنابراین پاسخ {a} است.", "ابتدا {g} به دست آمد، اما اشتباه بود. پاسخ نهایی {w} است."),
 "bn": ("সমাধান: শর্ত থেকে সমীকরণ গঠন করি।\n\nসুতরাং উত্তর {a}।", "প্রথমে {g} পেয়েছিলাম, কিন্তু তা ভুল। চূড়ান্ত উত্তর {w}।"),
 "th": ("วิธีทำ: ตั้งสมการจากเงื่อนไขแล้วจัดรูป\n\nดังนั้น คำตอบคือ {a}", "ตอนแรกได้ {g} แต่ผิด คำตอบสุดท้ายคือ {w}"),
 "pt": ("**Solução.** Montamos a equação e simplificamos.\n\nPortanto, a resposta é {a}.", "Inicialmente obtive {g}, mas estava errado. A resposta final é {w}."),
}

NATIVE = {"ar": 0x660, "hi": 0x966, "fa": 0x6F0, "bn": 0x9E6, "th": 0xE50}

def mcq_case(c, pos):
    ch = c["choices"]; L = c["gold"]; others = [k for k in "ABCDE" if k != L and k in ch]
    wl = R.choice(others); gv = strip_dollar(ch[L]); wv = strip_dollar(ch[wl])
    k = R.randrange(5)
    if pos:
        resp = [f"The computation gives {M(gv)}, which matches choice **({L})**.",
                f"<think>\nOption {wl} looks close but fails. Option {L} works.\n</think>\n\n$\\boxed{{\\textbf{{({L})}}}}$",
                f"**Answer: {L}**",
                json.dumps({"choice": L}),
                f"答案选 {L}。"][k]
        sub = ["value_and_letter", "think_textbf_letter", "bold_letter", "json_choice", "zh_letter"][k]
        lang = "zh" if k == 4 else "en"
    else:
        resp = [f"The computation gives {M(gv)}... wait, I forgot a case; it is {M(wv)}, so the answer is **({wl})**.",
                f"Eliminating options, both ({L}) and ({wl}) survive; I'd pick ({wl}).",
                f"<think>\nOption {L}: {M(gv)} seems right at first, but then the check fails.\n</think>\n\n$\\boxed{{\\textbf{{({wl})}}}}$",
                f"Answer: ({L}) or ({wl})",
                f"The answer is not ({L}); the correct choice is ({wl}) {M(wv)}."][k]
        sub = ["value_then_wrong_letter", "hedge_pick_wrong", "retracted_in_think", "hedge_letters", "not_gold_letter"][k]
        lang = "en"
    return resp, f"mcq/{sub}", lang

# ---------------------------------------------------------------- build
cases = []
def emit(c, resp, label, style, lang):
    cases.append(dict(benchmark=c["bench"], source_row=c["src"], question=c["q"], gold=c["gold"], response=resp,
                      label=label, style=style, language=lang))

def one(c, pos):
    d = c["d"]; w = near_miss(d)
    if w is None or w == d:
        return
    r = R.random()
    if pos:
        if r < 0.22:
            eq = equivalents(d, c["q"])
            if eq:
                a, sub = R.choice(eq)
                tpl = R.choice([f"Therefore the answer is {a}.", f"**Final answer:** {M(a)}", f"{B(a)}",
                                f"<think>\nWorked it out.\n</think>\nSo we get {a}."])
                emit(c, tpl, True, f"equivalent/{sub}", "en"); return
        if r < 0.45:
            lang = R.choice(sorted(LANG)); a = d; lang_sub = "plain"
            if INT.match(d):
                if lang in NATIVE and R.random() < 0.85: a = digits_map(d, NATIVE[lang]); lang_sub = "native_digits"
                elif lang == "zh" and zh_num(int(d)) and R.random() < 0.6: a = zh_num(int(d)); lang_sub = "chinese_numerals"
                elif lang == "ja" and R.random() < 0.6: a = FW(d); lang_sub = "fullwidth_digits"
            else:
                a = M(d)
            emit(c, LANG[lang][0].format(a=a), True, f"multilingual/{lang_sub}", lang); return
        name = R.choice(sorted(POS)); emit(c, POS[name](c, d, w), True, name, "en")
    else:
        if r < 0.2:
            lang = R.choice(sorted(LANG))
            emit(c, LANG[lang][1].format(g=f"{M(d)}", w=f"{M(w)}"), False, "hardneg/multilingual_corrected", lang); return
        name = R.choice(sorted(NEG)); emit(c, NEG[name](c, d, w), False, name, "en")

plan = [(harp, 190), (mcq, 60), (mp, 80), (put, 80)]
for pool, n in plan:
    picks = R.sample(pool, min(n, len(pool)))
    while len(picks) < n: picks.append(R.choice(pool))
    for j, c in enumerate(picks):
        pos = (j % 2 == 0)
        if "choices" in c:
            resp, style, lang = mcq_case(c, pos); emit(c, resp, pos, style, lang)
        else:
            one(c, pos)

# ---------------------------------------------------------------- curated unusual golds
# (file, line, natural display d, accepted equivalent p, certainly-wrong value w)
MP_S, MP_H = "math_perturb/math_perturb_simple.jsonl", "math_perturb/math_perturb_hard.jsonl"
HD, PU = "harp/harp_default.jsonl", "putnam/putnam_with_answers.jsonl"
CUR = [
 (MP_S, 57, "[2,10]", r"\left[2,\ 10\right]", "(2,10)"),
 (MP_S, 75, "270{,}000", "270000", "27{,}000"),
 (MP_S, 93, "A, D, E, F, G, H", "H, G, F, E, D, A", "A, D, E, F, G"),
 (MP_S, 106, "(3,3)", r"\left(3, 3\right)", "(3,-3)"),
 (MP_S, 112, r"(1,\infty)", r"(1, +\infty)", r"[1,\infty)"),
 (MP_S, 146, r"(-\infty, 0) \cup (0, \infty)", r"\mathbb{R} \setminus \{0\}", r"(0, \infty)"),
 (MP_H, 3, "0 or 4", "4, 0", "4"),
 (MP_H, 96, "10 or 20", r"20 \text{ or } 10", "10"),
 (MP_H, 105, "8 or 56", "56, 8", "56"),
 (MP_H, 108, "29 or 67", "67 \\text{ and } 29", "29"),
 (MP_H, 154, "36 or 90", "90, 36", "36, 90, 126"),
 (MP_H, 28, r"2^6 \cdot 3^4 \cdot 5^2", "129600", r"2^6 \cdot 3^4 \cdot 5^3"),
 (MP_H, 75, "3{,}889{,}620", "3889620", "3{,}889{,}260"),
 (MP_H, 178, r"(-\infty,\infty)", "all real numbers", r"(0,\infty)"),
 (MP_H, 206, "(-8/5, 9/5)", r"\left(-\frac{8}{5}, \frac{9}{5}\right)", "(-8/5, -9/5)"),
 (MP_H, 238, r"(-\infty, -0.25)", r"\left(-\infty, -\tfrac{1}{4}\right)", r"(-\infty, -0.25]"),
 (MP_H, 252, "(-8,1]", r"\left(-8,\ 1\right]", "(-8,1)"),
 (MP_H, 93, "A, D, F, G", "G, F, D, A", "A, D, F"),
 (HD, 9, "0, 1, 2 and 4", "4, 2, 1, 0", "0, 1, 2"),
 (HD, 14, r"24\text{ in}^3", "24 cubic inches", r"48\text{ in}^3"),
 (HD, 19, "34 mph", "34 miles per hour", "43 mph"),
 (HD, 29, "only (4) and (5)", "statements (4) and (5) only", "(3), (4) and (5)"),
 (HD, 32, "5:30 p.m.", "5:30 PM", "5:30 a.m."),
 (HD, 36, "the square of the volume", "the square of the volume, i.e. $V^2$", "the cube of the volume"),
 (HD, 63, "9 or 3", r"3 \text{ or } 9", "9"),
 (HD, 65, r"a loss of \$1000", r"he loses \$1000", r"a gain of \$1000"),
 (HD, 81, "three", "3", "four"),
 (HD, 98, "4 or -1", "-1, 4", "4"),
 (HD, 104, r"Mr. A loses \$810", r"Mr. A loses \$810 in total", r"Mr. A gains \$810"),
 (HD, 128, "9 and -7", "-7 and 9", "9 and 7"),
 (HD, 148, "is increased by 20", "the mean increases by 20", "is increased by 2"),
 (HD, 151, r"25\%", "25 percent", r"20\%"),
 (HD, 153, r"\$345", r"\$345.00", r"\$354"),
 (HD, 161, "lost 10 cents", r"a loss of \$0.10", "gained 10 cents"),
 (HD, 176, "twice as much", "two times the old time", "half as much"),
 (HD, 180, "a rectangle", "The figure is a rectangle.", "a square"),
 (HD, 12, r"\frac{md}{m+r}\text{ days}", r"$\dfrac{dm}{r+m}$ days", r"\frac{md}{m-r}\text{ days}"),
 (HD, 26, r"\dfrac{5}{2\pi}\text{ in}", r"$5/(2\pi)$ inches", r"\dfrac{5}{\pi}\text{ in}"),
 (HD, 162, r"587\cdot 10^{12}\text{ miles}", r"$5.87 \times 10^{14}$ miles", r"5.87 \times 10^{12}\text{ miles}"),
 (PU, 6, "no such functions exist", "There is no such function.", "$f(x) = x$ is such a function"),
 (PU, 22, "only the identity, $P(x)=x$", "$P(x) = x$ is the unique such polynomial", "$P(x)=x$ and $P(x)=-x$"),
 (PU, 23, "$a = 11$, $b = 8$", "$(a,b) = (11,8)$", "$(a,b) = (8,11)$"),
 (PU, 28, "3", "three", "4"),
 (PU, 35, "$x=a+b+1$, $y=a-b$", "$x = a-b$ and $y = a+b+1$", "$x = a+b+1$, $y = a+b$"),
 (PU, 39, "$a=7$", "$a = 7$", "$a = 7$ or $a = -7$"),
 (PU, 41, "no such $B$ exists", "No such $B$ exists.", "such a $B$ exists"),
 (PU, 46, "$n!$", "$n!$", "$(n+1)!$"),
 (PU, 53, "not necessarily", "No, not necessarily.", "Yes, necessarily."),
 (PU, 58, r"$k \ge 0$", r"$k \in [0, \infty)$", "$k > 0$"),
 (PU, 70, "the limit does not exist", "The limit does not exist.", "the limit is $0$"),
 (PU, 74, "false", "The assertion is false.", "the assertion is true"),
 (PU, 81, "both claims are true", "Both statements are true.", "only the first claim is true"),
 (PU, 90, "$p=4$", "$4$", "$p=5$"),
 (PU, 91, "$P(x)=x+3$, $Q(x)=-x-2$", "$P(x) = x + 3$ and $Q(x) = -x - 2$", "$P(x)=x+3$, $Q(x)=x-2$"),
 (PU, 93, "true", "Yes, the statement holds.", "false"),
 (PU, 101, "$101^{99}$", "$101^{99}$", "$101^{100}$"),
 (PU, 17, "$p^2+p$", "$p(p+1)$", "$p^2$"),
 (PU, 73, r"$12 - 8\sqrt{2}$", r"$4(3-2\sqrt{2})$", r"$12 + 8\sqrt{2}$"),
 (PU, 80, r"$\frac{4}{3}(\sqrt{2}-1)$", r"$\frac{4\sqrt{2}-4}{3}$", r"$\frac{4}{3}(\sqrt{2}+1)$"),
 (PU, 40, r"$\frac{1}{k!}$", r"$1/k!$", r"$\frac{1}{(k+1)!}$"),
]
ROWS = {}
def row(rel, i):
    if rel not in ROWS: ROWS[rel] = [r for _, _, r in load(rel)]
    return ROWS[rel][i]
for rel, i, d, p, w in CUR:
    r = row(rel, i)
    bench = "putnam" if rel == PU else ("math_perturb" if rel.startswith("math_perturb") else "harp")
    c = dict(bench=bench, src=f"{rel}:{i}", q=r.get("problem"), d=d,
             gold=r["answer_text"] if rel == PU else r["answer"])
    if R.random() < 0.3 and not _texty(p):
        lang = R.choice(sorted(LANG)); emit(c, LANG[lang][0].format(a=M(p)), True, "unusual_gold/multilingual", lang)
    else:
        name = R.choice(sorted(POS)); emit(c, POS[name](c, p, w), True, "unusual_gold/" + name.replace("/", "_"), "en")
    name = R.choice(sorted(NEG)); emit(c, NEG[name](c, d, w), False, "unusual_gold/" + name.replace("/", "_"), "en")

# ---------------------------------------------------------------- dedicated equivalent-notation block
def eq_forms(c):
    d = c["d"]; fr = as_fraction(d); out = []
    if fr is None: return out
    if fr.denominator > 1:
        rp = repeating(fr)
        if rp: out.append((rp, "repeating_decimal"))
        if c.get("subj") == "counting_and_probability" and 0 < fr < 1 and (fr * 100).denominator in (1, 2, 4, 5):
            p = fr * 100; ps = str(p.numerator) if p.denominator == 1 else str(float(p))
            out.append((ps + "\\%", "percent"))
        out.append((f"{fr.numerator}/{fr.denominator}" if fr.denominator != 1 else str(fr.numerator), "plain_slash"))
        out.append((f"\\frac{{{fr.numerator}}}{{{fr.denominator}}}".replace("\\frac{-", "-\\frac{"), "frac_normalized"))
        if MIXED.match(d): out.append((f"{fr.numerator // fr.denominator} {fr.numerator % fr.denominator}/{fr.denominator}", "mixed_plain"))
    else:
        n = fr.numerator
        if abs(n) >= 1000: out += [(f"{n:,}".replace(",", "\\,"), "thin_space_thousands"), (f"{n:,}".replace(",", " "), "space_thousands")]
        if n and n % 100 == 0:
            k = len(str(abs(n))) - len(str(abs(n)).rstrip("0")); m = n // 10 ** k
            out.append((f"{m} \\times 10^{{{k}}}", "scientific"))
        if 0 < n < 20: out.append((f"\\text{{{words(n)}}}", "text_word"))
        if R.random() < 0.15: out.append((f"{n}/1", "over_one"))
    return out

def _eq_ok(c):
    f = as_fraction(c["d"])
    return f is not None and (f.denominator > 1 or abs(f.numerator) >= 1000 or (f.numerator and f.numerator % 100 == 0) or R.random() < 0.1)
eqpool = [c for c in harp + mp if _eq_ok(c)]
made = 0
for c in R.sample(eqpool, len(eqpool)):
    forms = eq_forms(c)
    forms = [f for f in forms if f[0] != c["d"]]
    if not forms: continue
    a, sub = R.choice(forms)
    if made >= 60: break
    fr = as_fraction(c["d"])
    if made % 2 == 0:
        tpl = R.choice([f"**Answer:** {M(a)}", f"Thus the required value is {B(a)}.", f"<answer>{a}</answer>",
                        f"Final answer: {a}", json.dumps({"answer": a})])
        emit(c, tpl, True, f"equivalent/{sub}", "en")
    else:
        # same unusual notation, but the value is not the gold: gold appears only as a rejected intermediate
        wf = fr + Fraction(1, max(fr.denominator, 1)) if fr.denominator > 1 else fr + 100 if abs(fr.numerator) >= 1000 else fr + 1
        wc = dict(c, d=(f"\\frac{{{wf.numerator}}}{{{wf.denominator}}}" if wf.denominator > 1 else str(wf.numerator)))
        wforms = [f for f in eq_forms(wc) if f[1] == sub] or eq_forms(wc)
        if not wforms: continue
        wa = wforms[0][0]
        emit(c, f"An early estimate gave {M(a)}, but that used the wrong boundary term. Correcting it, the answer is {B(wa)}.",
             False, f"hardneg/equivalent_{sub}", "en")
    made += 1

# ---------------------------------------------------------------- dedicated native-numeral block
NUMLANGS = ["ar", "hi", "fa", "bn", "th", "zh", "ja", "de", "es"]
ints = [c for c in harp + mp if INT.match(c["d"]) and 0 <= int(c["d"]) < 100]
for j, c in enumerate(R.sample(ints, 36)):
    lang = NUMLANGS[j % len(NUMLANGS)]; d = c["d"]; pos = (j // len(NUMLANGS)) % 2 == 0
    w = str(int(d) + R.choice([1, 2, 10]))
    def conv(x):
        if lang in NATIVE: return digits_map(x, NATIVE[lang]), "native_digits"
        if lang == "zh": return zh_num(int(x)) or x, "chinese_numerals"
        if lang == "ja": return FW(x), "fullwidth_digits"
        W = {"de": ["null","eins","zwei","drei","vier","fünf","sechs","sieben","acht","neun","zehn","elf","zwölf"],
             "es": ["cero","uno","dos","tres","cuatro","cinco","seis","siete","ocho","nueve","diez","once","doce"]}[lang]
        return (W[int(x)], "number_words") if int(x) <= 12 else (x, "plain")
    a, sub = conv(d)
    if pos:
        emit(c, LANG[lang][0].format(a=a), True, f"multilingual/{sub}", lang)
    else:
        emit(c, LANG[lang][1].format(g=a, w=conv(w)[0]), False, f"hardneg/multilingual_{sub}", lang)

R.shuffle(cases)
with open(OUT, "w", encoding="utf-8") as f:
    for k, c in enumerate(cases, 1):
        row = {"id": f"u-{k:04d}"}; row.update(c)
        f.write(json.dumps(row, ensure_ascii=False) + "\n")
print(len(cases), "cases ->", OUT)
