#!/usr/bin/env python3
"""Blind labeled set T for a math answer grader. Deterministic (seed 20261202), stdlib only.
Usage: python3 make_cases.py  -> writes cases.jsonl next to this file."""
import json, os, random, re
from fractions import Fraction

DATA = "/work/shared/data"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases.jsonl")
rng = random.Random(20261202)

def rows(rel):
    with open(os.path.join(DATA, rel), encoding="utf-8") as f:
        return [json.loads(l) for l in f]

# ---------------- number renderings ----------------
ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
def words(n):
    if n < 0: return "negative " + words(-n)
    if n < 20: return ONES[n]
    if n < 100: return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    if n < 1000: return ONES[n // 100] + " hundred" + ("" if n % 100 == 0 else " " + words(n % 100))
    return None
def native(n, zero):
    return "".join(chr(ord(zero) + int(c)) if c.isdigit() else c for c in str(n))
CN = "零一二三四五六七八九"
def chinese(n):
    if n < 0 or n >= 100: return None
    if n < 10: return CN[n]
    t, o = divmod(n, 10)
    return ("" if t == 1 else CN[t]) + "十" + ("" if o == 0 else CN[o])

# ---------------- languages ----------------
LANG = {
 "zh": ("我们逐步分析这个问题。", "所以最终答案是", "答案："),
 "ja": ("順を追って考えます。", "したがって、答えは", "答え："),
 "ko": ("단계별로 풀어 보겠습니다.", "따라서 최종 답은", "정답:"),
 "ru": ("Решим задачу по шагам.", "Следовательно, окончательный ответ:", "Ответ:"),
 "ar": ("لنحلّ المسألة خطوة بخطوة.", "إذن الإجابة النهائية هي", "الإجابة:"),
 "hi": ("आइए इस प्रश्न को चरण-दर-चरण हल करें।", "अतः अंतिम उत्तर है", "उत्तर:"),
 "vi": ("Ta giải bài toán từng bước.", "Vậy đáp án cuối cùng là", "Đáp án:"),
 "fr": ("Résolvons le problème étape par étape.", "Donc la réponse finale est", "Réponse :"),
 "es": ("Resolvamos el problema paso a paso.", "Por lo tanto, la respuesta final es", "Respuesta:"),
 "de": ("Wir lösen die Aufgabe Schritt für Schritt.", "Also lautet die endgültige Antwort", "Antwort:"),
 "pt": ("Vamos resolver o problema passo a passo.", "Portanto, a resposta final é", "Resposta:"),
 "it": ("Risolviamo il problema passo dopo passo.", "Quindi la risposta finale è", "Risposta:"),
 "tr": ("Problemi adım adım çözelim.", "Dolayısıyla nihai cevap", "Cevap:"),
}
WAIT = {"zh": "等等，这里算错了。重新计算：", "ja": "待って、計算を間違えました。やり直します：", "ko": "잠깐, 계산이 틀렸습니다. 다시 계산하면:",
        "ru": "Подождите, здесь ошибка. Пересчитаем:", "ar": "لحظة، هناك خطأ. لنُعِد الحساب:", "hi": "रुकिए, यहाँ गलती है। फिर से गणना करते हैं:",
        "vi": "Khoan, tính sai rồi. Tính lại:", "fr": "Attendez, il y a une erreur. Recalculons :", "es": "Espera, hay un error. Recalculemos:",
        "de": "Moment, da ist ein Fehler. Neu rechnen:", "pt": "Espere, há um erro. Recalculando:", "it": "Aspetta, c'è un errore. Ricalcoliamo:",
        "tr": "Bir dakika, burada hata var. Yeniden hesaplayalım:"}

# ---------------- output formats: fmt(reason, final) -> text ----------------
def f_think(r, a):  return f"<think>\n{r}\n</think>\n\nThe final answer is $\\boxed{{{a}}}$."
def f_think_md(r, a): return f"<think>\nOkay, let me work through this.\n{r}\nI'm fairly confident now.\n</think>\n\n### Solution\n\n{r.splitlines()[0]}\n\n**Final answer:** $\\boxed{{{a}}}$"
def f_openthoughts(r, a): return f"<|begin_of_thought|>\n\n{r}\n\n<|end_of_thought|>\n\n<|begin_of_solution|>\n\nPutting everything together, the result is $\\boxed{{{a}}}$.\n\n<|end_of_solution|>"
def f_harmony(r, a): return f"<|channel|>analysis<|message|>{r}<|end|><|start|>assistant<|channel|>final<|message|>**Answer:** {a}<|return|>"
def f_chatml(r, a): return f"<|im_start|>assistant\n{r}\n\nHence the answer is \\(\\boxed{{{a}}}\\).<|im_end|>\n<|endoftext|>"
def f_llama(r, a): return f"<|start_header_id|>assistant<|end_header_id|>\n\n## Step 1: Set up\n{r}\n\n## Step 2: Conclude\nThe final answer is: $\\boxed{{{a}}}$<|eot_id|>"
def f_gemma(r, a): return f"<start_of_turn>model\n**Approach.** {r}\n\n**Result:** $$ {a} $$<end_of_turn>"
def f_mistral(r, a): return f"[THINK]{r}[/THINK]Final answer: \\( {a} \\)</s>"
def f_deepseek(r, a): return f"<｜Assistant｜><think>\n{r}\n</think>\n\n**Answer**\n\n\\[\n\\boxed{{{a}}}\n\\]<｜end▁of▁sentence｜>"
def f_minerva(r, a): return f"{r}\n\nFinal Answer: The final answer is ${a}$. I hope it is correct."
def f_md_table(r, a): return f"Here's a breakdown:\n\n| Step | Work |\n|---|---|\n| 1 | {r.splitlines()[0]} |\n| 2 | simplify |\n| **Final** | **{a}** |\n\nSo the answer is **{a}**."
def f_md_list(r, a): return f"# Solution\n\n- {r.splitlines()[0]}\n- Checked the edge cases.\n\n---\n\n> **Final Answer:** ${a}$"
def f_json(r, a): return json.dumps({"reasoning": r, "final_answer": a}, ensure_ascii=False)
def f_fcall(r, a): return json.dumps({"role": "assistant", "content": None, "tool_calls": [{"id": "call_0", "type": "function", "function": {"name": "submit_answer", "arguments": json.dumps({"answer": a})}}]})
def f_toolxml(r, a): return f"{r}\n\n<tool_call>\n{json.dumps({'name': 'final_answer', 'arguments': {'answer': a}})}\n</tool_call>"
def f_answer_tag(r, a): return f"<reasoning>\n{r}\n</reasoning>\n<answer>\n{a}\n</answer>"
def f_terse(r, a): return f"{a}"
def f_ANSWER(r, a): return f"{r}\n\nANSWER: {a}"
def f_gsm(r, a): return f"{r}\n#### {a}"
def f_fbox(r, a): return f"{r} Therefore \\fbox{{{a}}}."
def f_mathbf(r, a): return f"{r}\n\nTherefore, the answer is $\\mathbf{{{a}}}$."
def f_answer_first(r, a): return f"**{a}**\n\nExplanation: {r}"
def f_code(r, a): return f"Let me verify with code.\n\n```python\n# {r.splitlines()[0][:60]}\nans = compute()\nprint(ans)\n```\n```output\n{a}\n```\nThe computation confirms the answer: {a}."
def f_boxed_text(r, a): return f"{r}\n\n\\[\\boxed{{\\text{{Answer: }} {a}}}\\]"
FORMATS = {k[2:]: v for k, v in globals().items() if k.startswith("f_")}

def f_lang(lang, r, a, variant):
    intro, fin, short = LANG[lang]
    if variant == 0: return f"{intro}\n{r}\n\n{fin} $\\boxed{{{a}}}$。" if lang in ("zh", "ja") else f"{intro}\n{r}\n\n{fin} $\\boxed{{{a}}}$."
    if variant == 1: return f"<think>\n{r}\n</think>\n{intro}\n\n**{short}** {a}"
    return f"{intro}\n\n{r}\n\n{short} {a}"

# ---------------- value objects ----------------
class Item:
    def __init__(self, bench, src, q, gold, disp, pos, neg, kind="expr"):
        self.bench, self.src, self.q, self.gold, self.disp = bench, src, q, gold, disp
        self.pos, self.neg, self.kind = pos, neg, kind   # pos: list of (str, subtype); neg: list of wrong strings

def int_item(bench, src, q, gold, v):
    pos = [(str(v), "plain")]
    if abs(v) >= 1000: pos.append((f"{v:,}", "thousands-comma")); pos.append((f"{v:,}".replace(",", "\\,"), "thin-space"))
    w = words(v) if abs(v) < 1000 else None
    if w: pos.append((f"\\text{{{w}}}", "words"))
    pos.append((f"{v}.0", "trailing-zero-decimal"))
    neg = [str(v + 1), str(v - 1), str(2 * v) if v else "1", str(v + 10)]
    return Item(bench, src, q, gold, str(v), pos, neg, "int")

def frac_item(bench, src, q, gold, fr, disp):
    p, qd = fr.numerator, fr.denominator
    pos = [(f"\\dfrac{{{p}}}{{{qd}}}", "dfrac"), (f"{p}/{qd}", "slash"), (f"\\tfrac{p}{qd}" if p < 10 and qd < 10 else f"\\frac{{{p}}}{{{qd}}}", "tfrac-or-frac")]
    d = qd
    while d % 2 == 0: d //= 2
    while d % 5 == 0: d //= 5
    if d == 1: pos.append((str(float(fr)) if len(str(float(fr))) < 12 else f"{float(fr)}", "decimal"))
    if p > qd and p < 10 * qd:
        w, r_ = divmod(p, qd)
        if r_: pos.append((f"{w}\\frac{{{r_}}}{{{qd}}}", "mixed-number"))
    neg = [f"\\frac{{{qd}}}{{{p}}}" if p != qd else "2", f"\\frac{{{p + 1}}}{{{qd}}}", f"\\frac{{{p}}}{{{qd + 1}}}"]
    return Item(bench, src, q, gold, disp, pos, neg, "frac")

# ---------------- collect items ----------------
def strip_dollars(s): return s.strip().strip("$").strip()
items = {"harp": [], "harp_mcq": [], "math_perturb": [], "putnam": []}

hd = rows("harp/harp_default.jsonl")
cand = []
for i, d in enumerate(hd):
    a = strip_dollars(d["answer"])
    if re.fullmatch(r"-?\d{1,6}", a) and not d.get("multiple_choice_only"):
        cand.append(("int", i, d, int(a)))
    m = re.fullmatch(r"\\[dt]?frac\{(\d+)\}\{(\d+)\}", a)
    if m and int(m.group(2)) > 1 and not d.get("multiple_choice_only"):
        cand.append(("frac", i, d, Fraction(int(m.group(1)), int(m.group(2)))))
rng.shuffle(cand)
for kind, i, d, v in cand[:150]:
    src = f"harp/harp_default.jsonl:{i}"
    if kind == "int": items["harp"].append(int_item("harp", src, d["problem"], d["answer"], v))
    else: items["harp"].append(frac_item("harp", src, d["problem"], d["answer"], v, strip_dollars(d["answer"])))
# HARP unusual golds (hand-checked gold strings)
for i, d in enumerate(hd):
    a = d["answer"]
    if a == "$\\frac{a}{b}$": items["harp"].append(Item("harp", f"harp/harp_default.jsonl:{i}", d["problem"], a, "\\frac{a}{b}", [("a/b", "slash-symbolic"), ("\\dfrac{a}{b}", "dfrac-symbolic")], ["\\frac{b}{a}", "\\frac{a^2}{b}"]))
    if a == "$10\\frac{2}{3}$": items["harp"].append(Item("harp", f"harp/harp_default.jsonl:{i}", d["problem"], a, "10\\frac{2}{3}", [("\\frac{32}{3}", "improper"), ("32/3", "slash")], ["10\\frac{1}{3}", "\\frac{31}{3}"]))

hm = rows("harp/harp_mcq.jsonl")
mc = [(i, d) for i, d in enumerate(hm) if d.get("answer_choice") in "ABCDE" and len(d.get("choices", {})) == 5]
rng.shuffle(mc)
for i, d in mc[:55]:
    L = d["answer_choice"]; others = [x for x in "ABCDE" if x != L]
    it = Item("harp", f"harp/harp_mcq.jsonl:{i}", d["problem"],
              d["answer_choice"], L, [], [], "mcq")
    it.choices, it.others, it.val = d["choices"], others, strip_dollars(d["choices"][L])
    items["harp_mcq"].append(it)

def mp_item(file, line, pos, neg):
    d = rows(file)[line]
    return Item("math_perturb", f"{file}:{line}", d["problem"], d["answer"], str(d["answer"]), pos, neg, "special")
H = "math_perturb/math_perturb_hard.jsonl"; S = "math_perturb/math_perturb_simple.jsonl"
mph, mps = rows(H), rows(S)
MP_SPECIAL = [
 (H, 93, [("D, A, G, F", "reordered-list"), ("A,D,F,G", "no-spaces")], ["A, D, F", "A, D, F, G, H"]),
 (H, 135, [("\\text{Hardy}", "word"), ("Hardy wins", "sentence")], ["Ramanujan"]),
 (H, 171, [("[-6, 6]", "interval-spaces"), ("\\left[-6,6\\right]", "left-right")], ["(-6,6)", "[-6,6)"]),
 (H, 252, [("(-8, 1]", "interval-spaces"), ("\\left(-8,1\\right]", "left-right")], ["[-8,1]", "(-8,1)"]),
 (H, 21, [("\\varnothing", "varnothing"), ("\\{\\}", "empty-braces")], ["0", "\\{0\\}"]),
 (H, 75, [("3889620", "no-separators"), ("3,889,620", "commas")], ["3889602", "3,889,260"]),
 (H, 108, [("67 \\text{ or } 29", "reordered-or"), ("29, 67", "comma-list")], ["29 \\text{ or } 61", "37 \\text{ or } 67"]),
 (H, 84, [("-\\infty", "latex"), ("-\\infty", "latex2")], ["+\\infty", "0"]),
 (H, 123, [("0.75 + i", "decimal-complex"), ("i + \\frac{3}{4}", "reordered-complex")], ["\\frac{3}{4} - i", "\\frac{3}{4}"]),
 (H, 141, [("-1 + x + x^2", "reordered-poly"), ("x^{2}+x-1", "braced-exponent")], ["x^2 - x - 1", "x^2+x+1"]),
 (H, 198, [("\\frac{13}{27}", "frac"), ("\\dfrac{13}{27}", "dfrac")], ["\\frac{14}{27}", "\\frac{13}{72}"]),
 (H, 18, [("\\frac{3\\sqrt{3}}{4}", "frac-sqrt"), ("\\dfrac{3\\sqrt3}{4}", "dfrac-sqrt-nobrace")], ["\\frac{\\sqrt{3}}{4}", "\\frac{3\\sqrt{3}}{2}"]),
 (H, 63, [("1+n", "reordered"), ("n + 1", "spaced")], ["n", "n-1"]),
 (H, 54, [("0.7", "decimal"), ("\\dfrac{7}{10}", "dfrac")], ["\\frac{3}{10}", "0.07"]),
 (H, 117, [("\\dfrac{385}{512}", "dfrac"), ("385/512", "slash")], ["\\frac{127}{512}", "\\frac{385}{521}"]),
 (H, 162, [("\\frac{1}{2}\\sqrt{17}", "coefficient-form"), ("\\sqrt{17}/2", "slash")], ["\\sqrt{17}", "\\frac{\\sqrt{15}}{2}"]),
 (H, 180, [("1.5", "decimal"), ("3/2", "slash")], ["\\frac{2}{3}", "2"]),
 (H, 15, [("\\sqrt[3]{25}", "radical"), ("5^{2/3}", "same")], ["5^{3/2}", "\\sqrt{5}"]),
 (S, 57, [("[2, 10]", "interval-spaces"), ("[2,10]", "same")], ["(2,10)", "[2,10)"]),
 (S, 75, [("270000", "no-separators"), ("270{,}000", "braced-comma")], ["27000", "2700000"]),
 (S, 15, [("\\sqrt{14}", "same"), ("14^{1/2}", "power")], ["14", "\\sqrt{41}"]),
 (S, 66, [("1.75", "decimal"), ("1\\frac{3}{4}", "mixed")], ["\\frac{4}{7}", "\\frac{7}{2}"]),
 (S, 252, [("\\{-2\\}\\cup[0,6)", "no-spaces"), ("[0,6) \\cup \\{-2\\}", "reordered-union")], ["[0,6)", "\\{-2\\} \\cup [0,6]"]),
 (S, 171, [("[7, \\infty)", "spaces"), ("[7,+\\infty)", "plus-infty")], ["(7,\\infty)", "[7,\\infty]"] ),
]
for f, ln, pos, neg in MP_SPECIAL:
    items["math_perturb"].append(mp_item(f, ln, pos, neg))
mpint = []
for f, R in ((H, mph), (S, mps)):
    for i, d in enumerate(R):
        a = d["answer"]
        if isinstance(a, int) or (isinstance(a, str) and re.fullmatch(r"-?\d{1,6}", a.strip())):
            mpint.append((f, i, d, int(str(a).strip())))
rng.shuffle(mpint)
for f, i, d, v in mpint[:30]:
    items["math_perturb"].append(int_item("math_perturb", f"{f}:{i}", d["problem"], d["answer"], v))

P = "putnam/putnam_with_answers.jsonl"; pr = rows(P)
PUT = [
 (3, "a=2", [("a = 2", "equation"), ("2", "bare-value")], ["a = 1", "a=3"]),
 (12, "5", [("5", "bare"), ("a_{\\min} = 5", "labeled")], ["4", "6"]),
 (14, "8", [("8", "bare"), ("\\sup = 8", "labeled")], ["4", "16"]),
 (28, "3", [("3", "bare"), ("\\text{three}", "word")], ["2", "4"]),
 (30, "11", [("11", "bare"), ("\\text{eleven}", "word")], ["10", "12"]),
 (33, "25", [("25", "bare"), ("5^2", "power")], ["24", "26"]),
 (39, "7", [("a = 7", "equation"), ("7", "bare")], ["a = 6", "a = 8"]),
 (46, "n!", [("n!", "factorial"), ("n(n-1)\\cdots 1", "product-form")], ["(n+1)!", "(n-1)!"]),
 (47, "-\\frac{7}{8}", [("k=-0.875", "decimal"), ("-7/8", "slash")], ["k = \\frac{7}{8}", "-\\frac{8}{7}"]),
 (52, "\\frac{2}{3}", [("2/3", "slash"), ("\\dfrac{2}{3}", "dfrac")], ["\\frac{1}{3}", "\\frac{3}{2}"]),
 (55, "\\frac{7}{4}", [("1.75", "decimal"), ("\\frac74", "nobrace-frac")], ["\\frac{4}{7}", "\\frac{7}{2}"]),
 (64, "\\pi/4", [("\\frac{\\pi}{4}", "frac"), ("\\tfrac{1}{4}\\pi", "coefficient")], ["\\frac{\\pi}{2}", "\\frac{\\pi}{8}"]),
 (65, "1/e", [("u = e^{-1}", "negative-exponent"), ("\\frac{1}{e}", "frac")], ["u = e", "\\frac{1}{e^2}"]),
 (69, "\\frac{1}{8}", [("0.125", "decimal"), ("1/8", "slash")], ["\\frac{1}{4}", "\\frac{1}{16}"]),
 (72, "-1", [("-1", "bare"), ("\\text{negative one}", "words")], ["1", "0"]),
 (73, "12 - 8\\sqrt{2}", [("4(3-2\\sqrt{2})", "factored"), ("12-8\\sqrt2", "nobrace")], ["12 + 8\\sqrt{2}", "8\\sqrt{2} - 12"]),
 (82, "2301", [("2,301", "comma"), ("2301", "bare")], ["2310", "2300"]),
 (84, "\\frac{2}{9}", [("2/9", "slash"), ("\\dfrac29", "nobrace")], ["\\frac{2}{3}", "\\frac{9}{2}"]),
 (87, "2", [("2", "bare"), ("\\text{two}", "word")], ["1", "3"]),
 (90, "p=4", [("4", "bare"), ("p = 4", "equation")], ["p = 3", "p = 5"]),
 (53, "\\text{Not necessarily}", [("\\text{No, not necessarily}", "sentence"), ("\\text{No}", "no")], ["\\text{Yes}", "\\text{Yes, always}"]),
 (70, "\\text{does not exist}", [("\\text{The limit does not exist}", "sentence"), ("\\text{DNE}", "abbrev")], ["0", "\\infty"]),
 (81, "\\text{Both true}", [("\\text{Both claims are true}", "sentence"), ("\\text{(a) true, (b) true}", "enumerated")], ["\\text{Only the first claim is true}", "\\text{Both claims are false}"]),
 (9, "2^{n-1}", [("2^{n-1}", "same"), ("\\frac{2^n}{2}", "frac-form")], ["2^n", "2^{n-2}"]),
 (10, "\\frac{1}{2}", [("0.5", "decimal"), ("1/2", "slash")], ["1", "\\frac{1}{4}"]),
 (17, "p^2 + p", [("p(p+1)", "factored"), ("p + p^2", "reordered")], ["p^2", "p^2 - p"]),
 (23, "a = 11, b = 8", [("b = 8,\\ a = 11", "reordered"), ("(a,b) = (11,8)", "tuple")], ["a = 8, b = 11", "(a,b) = (8,11)"]),
 (44, "a=4, b=1", [("b=1,\\ a=4", "reordered"), ("(a,b)=(4,1)", "tuple")], ["a=1, b=4", "a=4, b=0"]),
 (7, "n^2 - n + 2", [("n(n-1)+2", "factored"), ("2 - n + n^2", "reordered")], ["n^2 + n + 2", "n^2 - n"]),
 (1, "n(n+1)2^{n-2}", [("(n^2+n)2^{n-2}", "expanded"), ("\\frac{n(n+1)2^n}{4}", "frac-form")], ["n(n+1)2^{n-1}", "n(n-1)2^{n-2}"]),
 (40, "\\frac{1}{k!}", [("1/k!", "slash"), ("(k!)^{-1}", "inverse")], ["\\frac{1}{(k+1)!}", "k!"]),
 (50, "\\frac{x}{1-x}", [("x/(1-x)", "slash"), ("\\frac{-x}{x-1}", "sign-flipped")], ["\\frac{1}{1-x}", "\\frac{x}{1+x}"]),
 (56, "4x^4 - 4x^2 + 1", [("(2x^2-1)^2", "factored"), ("1 - 4x^2 + 4x^4", "reordered")], ["4x^4 + 4x^2 + 1", "4x^4 - 4x^2"]),
 (80, "\\frac{4}{3}(\\sqrt{2} - 1)", [("\\frac{4\\sqrt{2}-4}{3}", "expanded"), ("\\tfrac43(\\sqrt2-1)", "nobrace")], ["\\frac{4}{3}(\\sqrt{2} + 1)", "\\frac{3}{4}(\\sqrt{2}-1)"]),
 (41, "\\text{No such } B", [("\\text{No such } B \\text{ exists}", "sentence"), ("\\text{No}", "no")], ["\\text{Yes, } B \\text{ exists}", "B = I"]),
 (74, "\\text{False}", [("\\text{The assertion is false}", "sentence"), ("\\text{false}", "lowercase")], ["\\text{True}", "\\text{The assertion holds}"]),
]
for ln, disp, pos, neg in PUT:
    d = pr[ln]
    items["putnam"].append(Item("putnam", f"{P}:{ln}", d["problem"], d["answer_text"], disp, pos, neg, "special"))

# ---------------- build cases ----------------
FMT_NAMES = sorted(FORMATS)
LANGS = sorted(LANG)
cases = []
def emit(it, resp, label, style, lang="en"):
    cases.append({"benchmark": it.bench, "source_row": it.src, "question": it.q, "gold": it.gold,
                  "response": resp, "label": label, "style": style, "language": lang})

def reason_pos(it):
    return rng.choice([f"Setting up the equations and solving carefully gives the required quantity.",
                       f"After simplifying, the expression reduces cleanly.\nChecking small cases confirms the pattern.",
                       f"We compute step by step and verify the result by substitution."])

fmt_cycle = 0
def next_fmt():
    global fmt_cycle
    n = FMT_NAMES[fmt_cycle % len(FMT_NAMES)]; fmt_cycle += 1
    return n

NEG_KINDS = ["corrected", "hedge", "retracted", "intermediate", "unfinished", "other-quantity", "answer-first-revised", "two-boxes"]
neg_cycle = 0
def make_neg(it, fmt, lang="en"):
    global neg_cycle
    kind = NEG_KINDS[neg_cycle % len(NEG_KINDS)]; neg_cycle += 1
    g, w = it.disp, rng.choice(it.neg)
    if kind == "hedge" and " or " in str(it.gold): kind = "corrected"
    if lang != "en":
        intro, fin, short = LANG[lang]
        r = f"{intro}\n$= {g}$\n{WAIT[lang]} $= {w}$"
        return f_lang(lang, r, w, neg_cycle % 3), f"neg-lang/{kind if kind in ('corrected','retracted') else 'corrected'}"
    if kind == "corrected":
        r = f"First pass: I get ${g}$.\nHmm, I dropped a term in the second step. Redoing it properly, the value is ${w}$."
        return FORMATS[fmt](r, w), f"{fmt}/neg-corrected-intermediate"
    if kind == "hedge":
        r = f"Two approaches disagree: one gives ${g}$, the other ${w}$. I can't rule either out."
        return FORMATS[fmt](r, f"{g} \\text{{ or }} {w}"), f"{fmt}/neg-hedge"
    if kind == "retracted":
        r = f"So the answer is $\\boxed{{{g}}}$.\n\nWait, actually that's not right: I misread the question. Re-solving from the correct condition yields ${w}$."
        return FORMATS[fmt](r, w), f"{fmt}/neg-retracted"
    if kind == "intermediate":
        r = f"An intermediate quantity equals ${g}$, which we then use in the final step."
        return FORMATS[fmt](r, w), f"{fmt}/neg-near-miss"
    if kind == "unfinished":
        full = f"<think>\nLet me try. A candidate value is ${g}$, but I need to check whether it satisfies all the conditions.\nChecking the second condition: substituting gives"
        return full, "truncated/neg-unfinished-think"
    if kind == "other-quantity":
        r = f"The quantity we computed along the way is ${g}$; however the question asks for a different quantity, which evaluates to ${w}$."
        return FORMATS[fmt](r, w), f"{fmt}/neg-other-quantity"
    if kind == "answer-first-revised":
        return (f"**Answer: ${g}$**\n\nLet me double-check this.\n\nOn re-checking, my first answer overlooked a case. The corrected final answer is $\\boxed{{{w}}}$."), "answer-first/neg-revised"
    # two-boxes
    return (f"Method 1 gives $\\boxed{{{g}}}$. Method 2 gives $\\boxed{{{w}}}$. Method 2 is the careful one, so I'll go with ${w}$ as the final answer."), "multi-box/neg-last-wins"

def make_pos(it, fmt, lang="en"):
    a, sub = rng.choice(it.pos)
    r = reason_pos(it)
    if lang != "en":
        if it.kind == "int" and lang in ("ar", "hi", "zh") and rng.random() < 0.7:
            v = int(it.disp)
            if lang == "ar": a, sub = native(v, "٠"), "arabic-indic-digits"
            elif lang == "hi": a, sub = native(v, "०"), "devanagari-digits"
            elif chinese(v): a, sub = chinese(v), "chinese-numerals"
        return f_lang(lang, f"$\\ldots$", a, rng.randrange(3)), f"lang/{sub}"
    return FORMATS[fmt](r, a), f"{fmt}/{sub}"

def mcq_case(it, i):
    L, other = it.gold, rng.choice(it.others)
    ov = strip_dollars(it.choices[other])
    t = i % 8
    if t == 0: return f"<think>\nEvaluating each option... option {L} gives ${it.val}$ which matches.\n</think>\n\nThe answer is $\\boxed{{\\textbf{{({L})}}}}$", True, "think/mcq-boxed-textbf"
    if t == 1: return f"**Answer: ({L})** ${it.val}$", True, "markdown/mcq-letter-and-value"
    if t == 2: return json.dumps({"choice": L, "confidence": 0.9}), True, "json/mcq-choice-field"
    if t == 3: return f"<|im_start|>assistant\nThe correct option is {L}.<|im_end|>", True, "chatml/mcq-sentence"
    if t == 4: return f"I computed ${it.val}$. Looking at the choices, that corresponds to option $\\textbf{{({L})}}$... no wait, I mislabeled; my value is actually ${ov}$, which is option ({other}).\n\nFinal answer: ({other})", False, "plain/neg-mcq-retracted-letter"
    if t == 5: return f"Either ({L}) or ({other}); I lean toward ({other}).\n\n$\\boxed{{{other}}}$", False, "plain/neg-mcq-wrong-letter"
    if t == 6: return f"Option ({L}) looks tempting but it fails a check. Answer: $\\boxed{{\\text{{({other})}}}}$", False, "plain/neg-mcq-rejected-right"
    return f"<think>\nOption {L} is ${it.val}$ and option {other} is ${ov}$. I'm torn between them</think>\n\nThe answer is ({L}) or ({other}).", False, "think/neg-mcq-hedge"

for idx, it in enumerate(items["harp_mcq"]):
    resp, lab, st = mcq_case(it, idx)
    emit(it, resp, lab, st)

lang_cycle = 0
for bench_key in ("harp", "math_perturb", "putnam"):
    for j, it in enumerate(items[bench_key]):
        n_each = 1 if bench_key == "harp" else 2
        for k in range(n_each):
            use_lang = (j * n_each + k) % 4 == 3
            lang = LANGS[lang_cycle % len(LANGS)] if use_lang else "en"
            if use_lang: lang_cycle += 1
            fmt = next_fmt()
            if (j + k) % 2 == 0:
                resp, st = make_pos(it, fmt, lang); emit(it, resp, True, st, lang)
            else:
                resp, st = make_neg(it, fmt, lang); emit(it, resp, False, st, lang)

# native / full-width digit cases (multilingual), on HARP integer golds
DIG = [("ar", "٠", "arabic-indic-digits"), ("hi", "०", "devanagari-digits"), ("ja", "０", "fullwidth-digits"), ("zh", None, "chinese-numerals")]
ints = [it for it in items["harp"] if it.kind == "int" and 0 < int(it.disp) < 100][:24]
for j, it in enumerate(ints):
    lang, zero, sub = DIG[j % 4]
    v = int(it.disp)
    conv = (lambda n: chinese(n)) if zero is None else (lambda n, z=zero: native(n, z))
    if j % 2 == 0:
        emit(it, f_lang(lang, "$\\ldots$", conv(v), j % 3), True, f"lang-native/{sub}", lang)
    else:
        r = f"{LANG[lang][0]}\n{conv(v)}\n{WAIT[lang]} {conv(v + 1)}"
        emit(it, f_lang(lang, r, conv(v + 1), j % 3), False, f"lang-native/neg-corrected-{sub}", lang)

# truncated-but-answered positives (answer stated, then output cut off mid-verification)
for it in items["harp"][:12]:
    a, sub = it.pos[0]
    emit(it, f"<think>\nQuick solve.\n</think>\nThe answer is $\\boxed{{{a}}}$.\n\nLet me verify once more by an independent method: we have", True, "truncated/pos-after-answer")

for n, c in enumerate(cases, 1):
    c["id"] = f"t-{n:04d}"
KEYS = ["id", "benchmark", "source_row", "question", "gold", "response", "label", "style", "language"]
with open(OUT, "w", encoding="utf-8") as f:
    for c in cases:
        f.write(json.dumps({k: c[k] for k in KEYS}, ensure_ascii=False) + "\n")
print(len(cases), "cases ->", OUT)
