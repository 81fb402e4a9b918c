#!/usr/bin/env python3
"""Deterministic generator of blind grader test set ZB. Standard library only.
Usage: python3 make_cases.py  -> writes cases.jsonl next to this file."""
import json, os, random, re

SEED = 20261202
DATA = "/work/shared/data"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases.jsonl")
rng = random.Random(SEED)

def load(rel):
    rows = []
    with open(os.path.join(DATA, rel)) as f:
        for i, l in enumerate(f):
            rows.append((rel, i, json.loads(l)))
    return rows

def strip_dollar(a):
    a = a.strip()
    if a.startswith("$$") and a.endswith("$$") and len(a) > 4:
        return a[2:-2].strip()
    if a.startswith("$") and a.endswith("$") and a.count("$") == 2:
        return a[1:-1].strip()
    return a

INT = re.compile(r"^-?\d+$")
FRAC = re.compile(r"^(-?)\\[dt]?frac\{(\d+)\}\{(\d+)\}$")

# ---------------- pools ----------------
def harp_pool():
    out = []
    for rel, i, r in load("harp/harp_default.jsonl"):
        core = strip_dollar(r["answer"])
        if not core or len(core) > 60 or "$" in core:
            continue
        out.append(dict(bench="harp", src=f"{rel}:{i}", q=r["problem"], gold=r["answer"], core=core, mcq=None))
    return out

def harp_mcq_pool():
    out = []
    for rel, i, r in load("harp/harp_mcq.jsonl"):
        ch = r.get("choices")
        if isinstance(ch, str):
            continue
        if not ch or r.get("answer_choice") not in ch:
            continue
        core = strip_dollar(r["answer"])
        if "$" in core or len(core) > 60:
            continue
        out.append(dict(bench="harp", src=f"{rel}:{i}", q=r["problem"], gold=r["answer"], core=core,
                        mcq=dict(choices=ch, letter=r["answer_choice"])))
    return out

def perturb_pool():
    out = []
    for fn in ("math_perturb/math_perturb_simple.jsonl", "math_perturb/math_perturb_hard.jsonl"):
        for rel, i, r in load(fn):
            g = r["answer"]
            core = strip_dollar(str(g))
            if not core or len(core) > 60:
                continue
            out.append(dict(bench="math_perturb", src=f"{rel}:{i}", q=r["problem"], gold=g, core=core, mcq=None))
    return out

PUT_PATS = [
    re.compile(r"^Show that the (?:solution|answer|limit|value|sum|minimum|maximum|integral) is \$([^$]+)\$\.?$"),
    re.compile(r"^The (?:answer|solution|limit|value|minimum|maximum|supremum|infimum) is \$([^$]+)\$\.?$"),
    re.compile(r"^Show that the [a-z ]+ is \$([^$]+)\$\.?$"),
    re.compile(r"^\$([^$]+)\$\.?$"),
    re.compile(r"^([0-9a-z^+\- ]+)$"),
]
def putnam_pool():
    out = []
    for rel, i, r in load("putnam/putnam_with_answers.jsonl"):
        a = r["answer_text"].strip()
        for p in PUT_PATS:
            m = p.match(a)
            if m:
                core = m.group(1).strip().rstrip(".").strip()
                if 0 < len(core) <= 60:
                    out.append(dict(bench="putnam", src=f"{rel}:{i}", q=r["problem"], gold=r["answer_text"], core=core, mcq=None))
                break
    return out

# ---------------- value helpers ----------------
def is_int(c):
    return bool(INT.match(c)) and len(c) < 12

def numval(c):
    c = c.replace(" ", "").replace("\\dfrac", "\\frac").replace("\\tfrac", "\\frac")
    try:
        m = re.fullmatch(r"(-?)\\frac\{(\d+)\}\{(\d+)\}", c)
        if m:
            return (-1 if m.group(1) else 1) * int(m.group(2)) / int(m.group(3))
        m = re.fullmatch(r"(-?\d+)/(\d+)", c)
        if m:
            return int(m.group(1)) / int(m.group(2))
        return float(c)
    except Exception:
        return None

def wrong_of(item, pool):
    c = item["core"]
    if is_int(c):
        v = int(c)
        d = rng.choice([1, -1, 2, 10, -2]) if v != 0 else 1
        return str(v + d)
    m = FRAC.match(c)
    if m:
        s, a, b = m.groups()
        return f"{s}\\frac{{{int(a)+1}}}{{{b}}}"
    # use a different gold from same pool, with clearly different text
    for _ in range(50):
        o = rng.choice(pool)["core"]
        if o.replace(" ", "") != c.replace(" ", "") and not (is_int(o) and is_int(c) and int(o) == int(c)):
            if re.sub(r"[^0-9a-z]", "", o) != re.sub(r"[^0-9a-z]", "", c):
                vo, vc = numval(o), numval(c)
                if vo is not None and vc is not None and abs(vo - vc) < 1e-9:
                    continue
                return o
    return c + "+1"

ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
def words(n):
    if n < 0: return "negative " + words(-n)
    if n < 20: return ONES[n]
    if n < 100: return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    if n < 1000: return ONES[n // 100] + " hundred" + ("" if n % 100 == 0 else " " + words(n % 100))
    if n < 1000000: return words(n // 1000) + " thousand" + ("" if n % 1000 == 0 else " " + words(n % 1000))
    return str(n)

NATIVE = {"ar": "٠١٢٣٤٥٦٧٨٩", "hi": "०१२३४५६७८९", "fa": "۰۱۲۳۴۵۶۷۸۹", "bn": "০১২৩৪৫৬৭৮৯", "zh-full": "０１２３４５６７８９"}
def native(s, key):
    t = NATIVE[key]
    return "".join(t[int(ch)] if ch.isdigit() else ch for ch in s)

def alt_notation(c):
    """Equivalent but less common notation, or None."""
    if is_int(c):
        v = int(c)
        opts = [f"{v}.0", f"\\text{{{v}}}", f"{{{v}}}"]
        if 0 <= v < 1000000:
            opts.append(words(v))
        if abs(v) >= 1000:
            opts.append(f"{v:,}")
            opts.append(f"{v:,}".replace(",", "\\,"))
        return rng.choice(opts)
    m = FRAC.match(c)
    if m:
        s, a, b = m.groups()
        a, b = int(a), int(b)
        bb = b
        for p in (2, 5):
            while bb % p == 0: bb //= p
        opts = [f"{s}{a}/{b}", f"{s}\\dfrac{{{a}}}{{{b}}}", f"{s}\\tfrac{a}{b}" if a < 10 and b < 10 else f"{s}{{{a} \\over {b}}}"]
        if bb == 1 and len(str(a / b)) < 10:
            opts.append(f"{s}{a / b:g}")
        return rng.choice(opts)
    m = re.match(r"^\\sqrt\{(\d+)\}$", c)
    if m:
        return f"{m.group(1)}^{{1/2}}"
    return None

# ---------------- language phrases ----------------
L = {
 "en": dict(final="The final answer is", so="Therefore", wait="Wait, that's not right. Let me recompute.", ans="Answer", check="Let me double-check", step="Step"),
 "zh": dict(final="最终答案是", so="因此", wait="等等，这不对。让我重新计算。", ans="答案", check="验算一下", step="第{}步"),
 "ja": dict(final="最終的な答えは", so="したがって", wait="待って、これは違う。計算し直します。", ans="答え", check="検算します", step="ステップ"),
 "ko": dict(final="최종 답은", so="따라서", wait="잠깐, 이건 틀렸어요. 다시 계산하겠습니다.", ans="정답", check="검산해 봅시다", step="단계"),
 "ru": dict(final="Окончательный ответ:", so="Следовательно", wait="Подождите, это неверно. Пересчитаем.", ans="Ответ", check="Проверим", step="Шаг"),
 "ar": dict(final="الإجابة النهائية هي", so="إذن", wait="انتظر، هذا غير صحيح. دعني أعيد الحساب.", ans="الجواب", check="للتحقق", step="الخطوة"),
 "hi": dict(final="अंतिम उत्तर है", so="अतः", wait="रुकिए, यह सही नहीं है। फिर से गणना करते हैं।", ans="उत्तर", check="जाँच करते हैं", step="चरण"),
 "vi": dict(final="Đáp án cuối cùng là", so="Do đó", wait="Khoan, chỗ này sai. Tính lại.", ans="Đáp số", check="Kiểm tra lại", step="Bước"),
 "fr": dict(final="La réponse finale est", so="Donc", wait="Attendez, ce n'est pas correct. Recalculons.", ans="Réponse", check="Vérifions", step="Étape"),
 "es": dict(final="La respuesta final es", so="Por lo tanto", wait="Espera, eso no es correcto. Recalculo.", ans="Respuesta", check="Comprobemos", step="Paso"),
 "de": dict(final="Die endgültige Antwort lautet", so="Also", wait="Moment, das stimmt nicht. Ich rechne neu.", ans="Antwort", check="Probe", step="Schritt"),
 "pt": dict(final="A resposta final é", so="Portanto", wait="Espere, isso não está certo. Vou recalcular.", ans="Resposta", check="Verificando", step="Passo"),
 "it": dict(final="La risposta finale è", so="Quindi", wait="Aspetta, non è corretto. Ricalcolo.", ans="Risposta", check="Verifica", step="Passo"),
 "tr": dict(final="Nihai cevap", so="Dolayısıyla", wait="Bekle, bu yanlış. Yeniden hesaplayalım.", ans="Cevap", check="Kontrol edelim", step="Adım"),
 "fa": dict(final="پاسخ نهایی برابر است با", so="بنابراین", wait="صبر کنید، این درست نیست.", ans="پاسخ", check="بررسی", step="گام"),
}

# ---------------- long reasoning filler ----------------
FILL_EN = [
 "Let me set up notation. Let {v} denote the quantity we are after, and write the constraint as an equation in {v}.",
 "Substituting, I get {a} + {b} = {c}, so the remaining part is {d}.",
 "Hmm, let me check this with a small case: if n = {a}, the count is {b}, which matches the pattern.",
 "Actually, I should be careful about the boundary case. When the parameter equals {a}, the expression becomes {b}/{c}.",
 "So far the candidates are {a}, {b}, and {c}. I need to rule out the ones that violate the condition.",
 "Multiplying both sides by {a} gives {b}, and dividing by {c} leaves {d}.",
 "Let me re-derive this another way to be safe. Using the complementary count: total {a}, bad {b}, so good = {c}.",
 "Wait, I think I made an arithmetic slip: {a} × {b} is {c}, not {d}. Let me redo this line.",
 "Okay, so the sum of the first part is {a}, the second part contributes {b}, giving {c} in total for this sub-case.",
 "Alternatively, consider the generating function approach; the coefficient we need comes out as {a} after simplification.",
 "Now the discriminant is {a}^2 - 4·{b}·{c} = {d}, which is positive, so two real roots.",
 "I'll verify numerically: plugging in x = {a} gives {b}, and x = {c} gives {d}. Consistent.",
 "By symmetry, the cases split into {a} groups of {b} each.",
 "Let me reconsider whether order matters here. The problem says 'how many', so unordered — divide by {a}.",
 "Sanity check: the answer should be less than {a} because there are only that many configurations in total.",
]
FILL_ZH = ["设所求的量为 {v}。由条件可得 {a} + {b} = {c}。", "验证一下：当 n = {a} 时，结果为 {b}，符合规律。", "等一下，{a} × {b} = {c}，不是 {d}，这里要改正。", "换一种方法再算一次：总数 {a}，不满足的 {b}，所以满足的有 {c}。"]
FILL_RU = ["Обозначим искомую величину через {v}. Тогда {a} + {b} = {c}.", "Проверим на малом случае: при n = {a} получаем {b}.", "Хм, {a} · {b} = {c}, а не {d}. Исправляю.", "Другой способ: всего {a}, плохих {b}, значит хороших {c}."]
FILL_JA = ["求める量を {v} とおく。条件から {a} + {b} = {c}。", "小さい場合で確認：n = {a} のとき {b} となり一致する。", "あれ、{a} × {b} = {c} で、{d} ではない。修正する。"]

def filler(n_chars, lang="en"):
    pool = {"zh": FILL_ZH, "ru": FILL_RU, "ja": FILL_JA}.get(lang, FILL_EN)
    parts, total = [], 0
    while total < n_chars:
        t = rng.choice(pool)
        s = t.format(v=rng.choice("xyzkmNST"), a=rng.randint(2, 400), b=rng.randint(2, 400), c=rng.randint(2, 900), d=rng.randint(2, 900))
        parts.append(s)
        total += len(s) + 1
        if rng.random() < 0.25:
            parts.append("\n\n")
    return " ".join(parts).replace(" \n\n ", "\n\n")

def long_len():
    return rng.randint(2100, 6500)

# ---------------- styles ----------------
def D(c):  # inline math (plain text for word answers)
    if re.fullmatch(r"[A-Za-z][A-Za-z ,'\-]{2,}", c) and not re.search(r"\b[a-z]\b", c):
        return c
    return f"${c}$"

def long_trace(core, wrong, lab, lang="en", n=None, mode=None):
    """Reasoning body with many intermediate values. For negatives, gold appears as an intermediate."""
    n = n or long_len()
    P = L.get(lang, L["en"])
    a = filler(n * 0.45, lang)
    b = filler(n * 0.35, lang)
    if lab:
        mid = f"\n\nFirst attempt gives {D(wrong)}. {P['check']}... {P['wait']}\n\n" if rng.random() < 0.5 else "\n\n"
        tail = f"\n\nSo the value is {D(core)}. {P['check']}: plugging back in works, {D(core)} is consistent.\n"
    else:
        mid = f"\n\nSo the value seems to be {D(core)}. {P['check']}... {P['wait']}\n\n"
        tail = f"\n\nRedoing the last step carefully, the value is {D(wrong)}, not {D(core)}. {P['check']}: consistent.\n"
    return a + mid + b + tail

def s_r1(it, core, wrong, lab):
    body = long_trace(core, wrong, lab)
    fin = core if lab else wrong
    return (f"<think>\n{body}</think>\n\nTo solve this, I set up the constraint and simplified it step by step.\n\n"
            f"**Final Answer**\n\\[\n\\boxed{{{fin}}}\n\\]", "think/deepseek-r1", "en")

def s_qwq_trunc(it, core, wrong, lab):
    body = long_trace(core, wrong, True)
    if lab:
        return (f"<think>\n{body}\nI'm confident. </think>\n\nThe answer is $\\boxed{{{core}}}$.\n\nAs a further check, one could also verify by consider", "think/boxed-then-truncated", "en")
    # negative: unfinished, gold only tentative
    body = filler(long_len() * 0.6) + f"\n\nTentatively the answer might be {D(core)}, but I haven't checked the case where the parameter is {rng.randint(2,9)} yet. Let me go through that case: the count becomes {rng.randint(10,99)} + "
    return (f"<think>\n{body}", "think/truncated-no-final", "en")

def s_harmony(it, core, wrong, lab):
    body = long_trace(core, wrong, True)
    if lab:
        fin = f"**Answer:** {D(core)}"
        sub = "harmony/analysis-final"
    else:
        fin = f"**Answer:** {D(wrong)}"
        sub = "harmony/final-differs-from-analysis"
    return (f"<|start|>assistant<|channel|>analysis<|message|>{body}<|end|><|start|>assistant<|channel|>final<|message|>{fin}<|return|>", sub, "en")

def s_chatml(it, core, wrong, lab):
    fin = core if lab else wrong
    pre = "" if lab else f"One might guess {D(core)} from the first case alone, but that ignores the overlap. "
    return (f"<|im_start|>assistant\n{pre}Working through the algebra, we obtain the result.\n\n\\[\\boxed{{{fin}}}\\]<|im_end|>\n<|endoftext|>", "special-tokens/chatml", "en")

def s_llama(it, core, wrong, lab):
    if lab:
        t = f"Let's break it down.\n\n{filler(400)}\n\nFinal answer: {D(core)}. I hope it is correct."
    else:
        t = f"Let's break it down.\n\n{filler(400)}\n\nThis gives {D(core)} for the first part; adding the remaining contribution, Final answer: {D(wrong)}. I hope it is correct."
    return (f"<|begin_of_text|><|start_header_id|>assistant<|end_header_id|>\n\n{t}<|eot_id|>", "special-tokens/llama3", "en")

def s_gemma(it, core, wrong, lab):
    fin = core if lab else wrong
    body = long_trace(core, wrong, lab, n=rng.randint(2100, 3500))
    return (f"<start_of_turn>model\n{body}\n\n**Final Answer:** The final answer is ${fin}$<end_of_turn>", "special-tokens/gemma-long", "en")

def s_magistral(it, core, wrong, lab):
    body = long_trace(core, wrong, lab, lang="fr")
    fin = core if lab else wrong
    return (f"[THINK]{body}[/THINK]\n\n## Solution\n\nEn résumé, après simplification :\n\n$$\\boxed{{{fin}}}$$</s>", "think/magistral", "fr")

def s_sky(it, core, wrong, lab):
    body = long_trace(core, wrong, lab)
    fin = core if lab else wrong
    return (f"<|begin_of_thought|>\n\n{body}\n\n<|end_of_thought|>\n\n<|begin_of_solution|>\n\nThe computation above yields\n\n\\[\n\\boxed{{{fin}}}\n\\]\n\n<|end_of_solution|>", "think/open-thoughts", "en")

def s_kimi(it, core, wrong, lab):
    body = long_trace(core, wrong, lab, lang="zh")
    fin = core if lab else wrong
    return (f"◁think▷{body}◁/think▷\n\n### 解答\n\n综上，答案为 ${fin}$。", "think/kimi-zh", "zh")

def s_seed(it, core, wrong, lab):
    body = long_trace(core, wrong, True, n=rng.randint(2100, 4000))
    if lab:
        return (f"<seed:think>{body}</seed:think>\nThus the requested value is ${core}$.", "think/seed", "en")
    return (f"<seed:think>{body}</seed:think>\nHmm, on reflection the problem asks for the number of such configurations up to rotation, so we divide once more. Thus the requested value is ${wrong}$.", "think/seed-different-quantity", "en")

def s_glm(it, core, wrong, lab):
    body = long_trace(core, wrong, lab, lang="zh", n=rng.randint(2100, 3000))
    fin = core if lab else wrong
    return (f"<|assistant|>\n<think>{body}</think>\n<answer>\\boxed{{{fin}}}</answer>", "think/glm-answer-tag", "zh")

def s_md_table(it, core, wrong, lab):
    rows = "\n".join(f"| Case {k} | {rng.randint(1,50)} | {rng.choice(['valid','invalid'])} |" for k in range(1, rng.randint(4, 8)))
    if lab:
        return (f"## Solution\n\nWe enumerate the cases.\n\n| Case | Count | Status |\n|---|---|---|\n{rows}\n\nCombining the valid cases:\n\n> **Answer:** {D(core)}", "markdown/table-then-answer", "en")
    return (f"## Solution\n\n| Quantity | Value |\n|---|---|\n| Candidate from case 1 | {D(core)} |\n| After removing overcount | {D(wrong)} |\n\nThe candidate in the first row double counts.\n\n> **Answer:** {D(wrong)}", "markdown/table-intermediate", "en")

def s_md_headings(it, core, wrong, lab):
    n = rng.randint(2100, 4500)
    body = filler(n * 0.8)
    if lab:
        return (f"# Step-by-step solution\n\n### 1. Setup\n{body[:len(body)//2]}\n\n### 2. Computation\n{body[len(body)//2:]}\n\n### 3. Conclusion\n\n- Intermediate: {D(wrong)} (before accounting for symmetry)\n- **Final:** **{D(core)}**", "markdown/headings-long", "en")
    return (f"# Step-by-step solution\n\n### 1. Setup\n{body[:len(body)//2]}\n\n### 2. Computation\n{body[len(body)//2:]}\n\n### 3. Conclusion\n\n- Intermediate: {D(core)} (before accounting for symmetry)\n- **Final:** **{D(wrong)}**", "markdown/headings-long", "en")

def s_json(it, core, wrong, lab):
    if lab:
        obj = {"reasoning": filler(300), "intermediate_values": [wrong], "final_answer": core}
    else:
        obj = {"reasoning": filler(300), "intermediate_values": [core], "final_answer": wrong}
    return (json.dumps(obj, ensure_ascii=False, indent=2), "agent/json-object", "en")

def s_toolcall(it, core, wrong, lab):
    fin = core if lab else wrong
    args = json.dumps({"answer": fin, "confidence": round(rng.uniform(0.5, 0.99), 2)})
    pre = "" if lab else json.dumps({"type": "function_call", "name": "python", "arguments": json.dumps({"code": f"print({json.dumps(core)})"})}) + "\n"
    call = {"type": "function_call", "call_id": f"call_{rng.randint(1000,9999)}", "name": "submit_answer", "arguments": args}
    return (pre + json.dumps(call), "agent/function-call-args", "en")

def s_code(it, core, wrong, lab):
    if lab:
        return (f"I'll verify by brute force.\n\n```python\nfrom itertools import product\ncount = 0\n# ... enumerate\nprint(result)\n```\n\n```output\n{core}\n```\n\nThe brute force confirms the analytic result. **Answer: {D(core)}**", "agent/code-output", "en")
    return (f"I'll verify by brute force.\n\n```python\nfor n in range(1, 100):\n    ...\nprint(result)\n```\n\n```output\n{core}\n```\n\nHmm, the loop above starts at 1 but the problem excludes that case, so the script overcounts. Fixing the range gives a different value. **Answer: {D(wrong)}**", "agent/code-output-rejected", "en")

def s_terse(it, core, wrong, lab):
    if lab:
        return (rng.choice([core, f"{D(core)}", f"\\boxed{{{core}}}", f"Answer: {core}"]), "terse/bare", "en")
    return (rng.choice([f"{core} or {wrong}", f"Either {D(core)} or {D(wrong)}"]), "terse/hedge", "en")

def s_lang(it, core, wrong, lab):
    lang = rng.choice(["zh", "ja", "ko", "ru", "ar", "hi", "vi", "fr", "es", "de", "pt", "it", "tr", "fa", "ru", "ar", "hi", "vi", "ko", "es", "de", "pt", "ja", "vi", "ja"])
    P = L[lang]
    val = core if lab else wrong
    shown = val
    sub = "multilingual/plain"
    if is_int(val) and lang in ("ar", "hi", "fa") and rng.random() < 0.7:
        shown = native(val, lang); sub = "multilingual/native-digits"
    elif is_int(val) and lang == "zh" and rng.random() < 0.4:
        shown = native(val, "zh-full"); sub = "multilingual/fullwidth-digits"
    interm = wrong if lab else core
    long = rng.random() < 0.5
    body = long_trace(core, wrong, lab, lang=lang) if long else ""
    if not lab and not long:
        body = f"{P['step']}: {D(interm)}… {P['wait']}\n"
    text = f"{body}\n\n{P['so']}, {P['final']} {shown if shown != val else D(val)}" + ("。" if lang in ("zh", "ja") else ".")
    return (text.strip(), sub + ("-long" if long else ""), lang)

def s_notation(it, core, wrong, lab):
    alt = alt_notation(core)
    if lab and alt is not None:
        return (f"{filler(rng.randint(300, 2500))}\n\nHence the answer is {alt if alt[0].isalpha() else D(alt)}.", "notation/equivalent-form", "en")
    if lab:
        return (f"{filler(600)}\n\nHence the answer is ${core}$.", "notation/verbatim", "en")
    altw = alt_notation(wrong)
    if altw is not None:
        return (f"{filler(rng.randint(300, 2500))}\n\nA first pass gave {D(core)}, but that counted the boundary twice.\n\nHence the answer is {altw if altw[0].isalpha() else D(altw)}.", "notation/equivalent-form-of-wrong", "en")
    return None

def s_claude(it, core, wrong, lab):
    body = long_trace(core, wrong, lab, n=rng.randint(2100, 5000))
    fin = core if lab else wrong
    return (f"<thinking>\n{body}\n</thinking>\n\nI'll walk through the key steps.\n\n1. Reduce the condition.\n2. Count the cases.\n3. Combine.\n\nThe answer is **{D(fin)}**.", "think/thinking-tag-markdown", "en")

def s_lang_native(it, core, wrong, lab):
    val = core if lab else wrong
    if not is_int(val):
        return None
    lang = rng.choice(["ar", "hi", "fa", "ar", "hi", "zh"])
    P = L[lang]
    shown = native(val, lang if lang != "zh" else "zh-full")
    interm = native(wrong if lab else core, lang if lang != "zh" else "zh-full")
    return (f"{P['step']} 1: … = {interm}\n{P['wait']}\n\n{P['ans']}: {shown}", "multilingual/native-digits-correction", lang)

def s_retract(it, core, wrong, lab):
    if lab:
        return (f"{filler(rng.randint(1500, 5000))}\n\nMy answer: {D(wrong)}.\n\nHold on — I dropped a term. Including it, the correct result is {D(core)}. **Final answer: {D(core)}**", "self-correction/final-correct", "en")
    return (f"{filler(rng.randint(1500, 5000))}\n\nMy answer: {D(core)}.\n\nHold on — I dropped a term. Including it, the correct result is {D(wrong)}. **Final answer: {D(wrong)}**", "self-correction/retracted-gold", "en")

def s_multi_boxed(it, core, wrong, lab):
    first, last = (wrong, core) if lab else (core, wrong)
    return (f"{filler(rng.randint(2000, 4000))}\n\nPreliminary: $\\boxed{{{first}}}$ — but this neglects the degenerate case.\n\nCorrected: $\\boxed{{{last}}}$", "latex/two-boxed-last-wins", "en")

def s_fbox(it, core, wrong, lab):
    fin = core if lab else wrong
    cmd = rng.choice(["\\fbox", "\\boxed", "\\framebox"])
    return (f"\\begin{{align*}}\n&\\text{{...}}\\\\\n&= {fin}\n\\end{{align*}}\nFinal: ${cmd}{{{fin}}}$", "latex/align-fbox", "en")

def s_nearmiss(it, core, wrong, lab):
    if lab:
        return None
    if not is_int(core):
        return None
    v = int(core)
    near = str(v + rng.choice([1, -1]))
    return (f"<think>\n{filler(long_len()*0.7)}\n\nThe intermediate count is {v}. Then we need to exclude the empty configuration, giving {near}.\n</think>\n\nThe answer is $\\boxed{{{near}}}$.", "think/near-miss-off-by-one", "en")

def s_hedge_long(it, core, wrong, lab):
    if lab:
        return None
    return (f"{filler(long_len())}\n\nI'm torn between the two interpretations. Under the first reading the answer is {D(core)}; under the second it is {D(wrong)}. Without further clarification, I can't decide which the problem intends.", "hedge/two-values-long", "en")

def s_cmdr(it, core, wrong, lab):
    fin = core if lab else wrong
    return (f"<|START_THINKING|>{filler(800)} Candidate {D(core if not lab else wrong)}.<|END_THINKING|><|START_RESPONSE|>The result is **{fin}**.<|END_RESPONSE|>", "special-tokens/command-r", "en")

def s_wrongvar(it, core, wrong, lab):
    if lab:
        return None
    return (f"{filler(rng.randint(800, 3000))}\n\nSolving the system gives $p = {core}$ and $q = {wrong}$. The question asks for $q$, so the answer is ${wrong}$.", "different-quantity/other-variable", "en")

def s_decimal_comma(it, core, wrong, lab):
    val = core if lab else wrong
    v = numval(val)
    if v is None or is_int(val) or abs(v) > 1e6:
        return None
    dec = f"{v:.10g}"
    if "e" in dec or "." not in dec or len(dec) > 9 or abs(float(dec) - v) > 1e-12:
        return None
    lang = rng.choice(["fr", "de", "vi", "ru", "es", "pt"])
    P = L[lang]
    other = wrong if lab else core
    return (f"{filler(rng.randint(1800, 3500))}\n\n{P['check']}: {D(other)} ✗\n\n**{P['ans']}: {dec.replace('.', ',')}**", "notation/decimal-comma", lang)

def s_trunc_box(it, core, wrong, lab):
    if lab or len(core) < 3:
        return None
    cut = core[:max(1, len(core) // 2)]
    return (f"<think>\n{filler(long_len()*0.8)}\n</think>\n\nCombining everything, the answer is $\\boxed{{{cut}", "truncated/inside-box", "en")

def s_reorder(it, core, wrong, lab):
    if not lab or not re.fullmatch(r"-?\d+(?:, ?-?\d+)+", core):
        return None
    q = it["q"].lower()
    if "separated by commas" not in q and "all " not in q:
        return None
    if "ordered" in q or "in order" in q or "increasing" in q or "decreasing" in q:
        return None
    items = [x.strip() for x in core.split(",")]
    rev = items[::-1]
    if rev == items:
        return None
    return (f"{filler(rng.randint(1500, 4000))}\n\nCollecting the solutions: ${'; '.join(rev)}$, i.e. the answer is $\\{{{', '.join(rev)}\\}}$.", "notation/reordered-set", "en")

def s_answer_tag(it, core, wrong, lab):
    body = long_trace(core, wrong, lab, n=rng.randint(2000, 4500))
    fin = core if lab else wrong
    return (f"<think>{body}</think> <answer>{fin}</answer>", "think/r1-zero-answer-tag", "en")

STYLES = [s_trunc_box, s_reorder, s_reorder, s_answer_tag, s_decimal_comma, s_decimal_comma, s_decimal_comma, s_r1, s_qwq_trunc, s_harmony, s_chatml, s_llama, s_gemma, s_magistral, s_sky, s_kimi, s_seed, s_glm,
          s_md_table, s_md_headings, s_json, s_toolcall, s_code, s_terse, s_lang, s_lang, s_notation, s_retract,
          s_multi_boxed, s_fbox, s_nearmiss, s_hedge_long, s_cmdr, s_wrongvar, s_lang, s_lang, s_lang, s_notation, s_notation, s_claude, s_lang_native, s_lang_native, s_nearmiss]

# MCQ styles
def m_letter(it, core, wrong, lab):
    ch = it["mcq"]["choices"]; L0 = it["mcq"]["letter"]
    others = [k for k in ch if k != L0 and strip_dollar(ch[k]) != core]
    if not others:
        return None
    if lab:
        return (f"{filler(rng.randint(200, 2500))}\n\nThe correct option is **({L0}) {ch[L0]}**.", "mcq/letter-and-value", "en")
    k = rng.choice(others)
    return (f"{filler(rng.randint(200, 2500))}\n\nOption ({L0}) {ch[L0]} looks tempting but fails the second condition. The correct option is **({k}) {ch[k]}**.", "mcq/wrong-letter", "en")

def m_listing(it, core, wrong, lab):
    ch = it["mcq"]["choices"]; L0 = it["mcq"]["letter"]
    others = [k for k in ch if k != L0 and strip_dollar(ch[k]) != core]
    if not others:
        return None
    lines = "\n".join(f"- ({k}) {v} — {'✓' if (k == L0) == lab else '✗'}" for k, v in ch.items())
    if lab:
        return (f"Checking each option:\n{lines}\n\nAnswer: ({L0}) {ch[L0]}", "mcq/checklist", "en")
    k = rng.choice(others)
    lines = "\n".join(f"- ({kk}) {v} — {'✓' if kk == k else '✗'}" for kk, v in ch.items())
    return (f"Checking each option:\n{lines}\n\nAnswer: ({k}) {ch[k]}", "mcq/checklist", "en")

MSTYLES = [m_letter, m_listing]

BAD = re.compile(r"textbf|\\mathrm\{\(|^\(?[A-E]\)?$|\\qquad|asy")

def build():
    hp = [x for x in harp_pool() if not BAD.search(x["core"])]
    hm = [x for x in harp_mcq_pool() if not BAD.search(x["core"])]
    mp = [x for x in perturb_pool() if not BAD.search(x["core"])]
    pp = [x for x in putnam_pool() if not BAD.search(x["core"])]
    rng.shuffle(hp); rng.shuffle(hm); rng.shuffle(mp); rng.shuffle(pp)
    # prefer a mix: some non-integer golds
    def pick(pool, n, nonint_frac):
        ni = [x for x in pool if not is_int(x["core"])]
        it = [x for x in pool if is_int(x["core"])]
        k = min(len(ni), int(n * nonint_frac))
        return ni[:k] + it[:n - k]
    chosen = pick(hp, 190, 0.5) + hm[:60] + pick(mp, 85, 0.5) + pp[:85]
    pools = {"harp": hp, "math_perturb": mp, "putnam": pp}
    cases = []
    seen = set()
    for idx, it in enumerate(chosen):
        if it["src"] in seen:
            continue
        seen.add(it["src"])
        lab = (idx % 2 == 0) if rng.random() < 0.8 else rng.random() < 0.5
        core = it["core"]
        wrong = wrong_of(it, pools[it["bench"]])
        if wrong == core:
            continue
        styles = MSTYLES + [s_r1, s_lang, s_retract, s_harmony] if it["mcq"] else STYLES
        res = None
        order = list(styles); rng.shuffle(order)
        for st in order:
            res = st(it, core, wrong, lab)
            if res is not None:
                break
        if res is None:
            continue
        text, style, lang = res
        cases.append(dict(benchmark=it["bench"], source_row=it["src"], question=it["q"], gold=it["gold"],
                          response=text, label=bool(lab), style=style, language=lang))
    for i, c in enumerate(cases):
        c_ = {"id": f"zb-{i+1:04d}"}
        c_.update(c)
        cases[i] = c_
    with open(OUT, "w") as f:
        for c in cases:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    return cases

def write_readme(cs):
    from collections import Counter as C
    def tbl(cnt):
        return "\n".join(f"| {k} | {v} |" for k, v in sorted(cnt.items(), key=lambda x: -x[1]))
    n = len(cs); lg = sum(2000 <= len(c["response"]) <= 8000 for c in cs)
    md = f"""# Set ZB — blind labeled responses for a math answer grader

Regenerate (deterministic, fixed seed, standard library only; reads /work/shared/data):

    python3 make_cases.py        # writes cases.jsonl and this README next to the script

Fields per line: id, benchmark, source_row, question, gold (copied verbatim from the data's answer field:
HARP `answer`, MATH-Perturb `answer`, Putnam `answer_text`), response, label, style ("format/subtype"), language.

Total cases: {n}. Long responses (2,000-8,000 chars): {lg} ({100*lg/n:.0f}%).

## By label
| label | count |
|---|---|
{tbl(C(str(c['label']).lower() for c in cs))}

## By benchmark
| benchmark | count |
|---|---|
{tbl(C(c['benchmark'] for c in cs))}

## By format (style prefix)
| format | count |
|---|---|
{tbl(C(c['style'].split('/')[0] for c in cs))}

## By language
| language | count |
|---|---|
{tbl(C(c['language'] for c in cs))}

Notes: labels are by construction (the response's final stated answer is either the gold's value, in the
same or an equal notation, or a different value); negatives mostly contain the gold value somewhere other
than as the final answer. Putnam golds are the free-form `answer_text` sentences; a positive response states
the sentence's answer value.
"""
    with open(os.path.join(os.path.dirname(OUT), "README.md"), "w") as f:
        f.write(md)

if __name__ == "__main__":
    cs = build()
    write_readme(cs)
    from collections import Counter
    print(len(cs), Counter(c["label"] for c in cs), Counter(c["benchmark"] for c in cs))
    print("long", sum(2000 <= len(c["response"]) <= 8000 for c in cs))
