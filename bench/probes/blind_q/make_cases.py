#!/usr/bin/env python3
"""Deterministic generator of blind grader test cases (set Q). Standard library only."""
import json, random, re, os
from fractions import Fraction

DATA = "/work/shared/data"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases.jsonl")
rng = random.Random(20261202)

def load(rel):
    rows = []
    with open(os.path.join(DATA, rel), encoding="utf-8") as f:
        for i, l in enumerate(f):
            if l.strip():
                rows.append((rel, i, json.loads(l)))
    return rows

def strip_dollars(s):
    s = s.strip()
    while len(s) >= 2 and s.startswith("$") and s.endswith("$"):
        s = s[1:-1].strip()
    return s

def parse_num(core):
    """Return Fraction for plain integers / \\frac{a}{b} / -\\frac{a}{b} / decimals, else None."""
    c = core.replace(" ", "")
    if re.fullmatch(r"-?\d+", c):
        return Fraction(int(c))
    m = re.fullmatch(r"(-?)\\d?frac\{(\d+)\}\{(\d+)\}", c)
    if m:
        v = Fraction(int(m.group(2)), int(m.group(3)))
        return -v if m.group(1) else v
    return None

ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
def words(n):
    if n < 0: return "negative " + words(-n)
    if n < 20: return ONES[n]
    if n < 100: return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    if n < 1000:
        return ONES[n // 100] + " hundred" + ("" if n % 100 == 0 else " " + words(n % 100))
    return None

AR = "٠١٢٣٤٥٦٧٨٩"; HI = "०१२३४५६७८९"; FW = "０１２３４５６７８９"
def digits(s, table):
    return "".join(table[int(ch)] if ch.isdigit() else ch for ch in s)

def dec(fr):
    """terminating decimal string or None"""
    d = fr.denominator
    while d % 2 == 0: d //= 2
    while d % 5 == 0: d //= 5
    if d != 1 or fr.denominator == 1: return None
    s = f"{float(fr):.10f}".rstrip("0")
    return s

def latex_frac(fr):
    if fr.denominator == 1: return str(fr.numerator)
    sign = "-" if fr < 0 else ""
    return f"{sign}\\frac{{{abs(fr.numerator)}}}{{{fr.denominator}}}"

# ---------------------------------------------------------------- pools
harp = load("harp/harp_default.jsonl")
mcq = load("harp/harp_mcq.jsonl")
mp = load("math_perturb/math_perturb_simple.jsonl") + load("math_perturb/math_perturb_hard.jsonl")
put = load("putnam/putnam_with_answers.jsonl")

def putnam_core(t):
    segs = re.findall(r"\$\$(.+?)\$\$|\$(.+?)\$", t)
    segs = [a or b for a, b in segs]
    if len(segs) != 1: return None
    s = segs[0].strip()
    if len(s) > 40 or "\\text" in s or "\\begin" in s: return None
    if not re.match(r"^(Show that|The answer is|Prove that)", t): return None
    if not re.search(r"\$\s*\.?\s*$", t.strip()): return None  # math segment must end the sentence
    if re.search(r"\b(and|or|unless|otherwise|not|except|only if|such|for)\b", t.replace(s, "")): return None
    return s

def entries(pool, bench, gold_key, core_fn):
    out = []
    for rel, i, r in pool:
        g = r.get(gold_key)
        if not isinstance(g, str) or not g.strip(): continue
        core = core_fn(g)
        if core is None or len(core) > 60 or "\\text" in core and bench != "harp": continue
        out.append(dict(bench=bench, src=f"{rel}:{i}", q=r.get("problem"), gold=g, core=core, row=r))
    return out

H = entries(harp, "harp", "answer", strip_dollars)
H = [e for e in H if "\\text" not in e["core"] and "\\boxed" not in e["core"]]
M = entries(mp, "math_perturb", "answer", lambda g: strip_dollars(str(g)))
P = entries(put, "putnam", "answer_text", putnam_core)
Q = [dict(bench="harp", src=f"{rel}:{i}", q=r["problem"], gold=r["answer"], core=strip_dollars(r["answer"]),
          row=r, letter=r["answer_choice"], choices=r["choices"]) for rel, i, r in mcq
     if r.get("answer_choice") in (r.get("choices") or {})]
# For math_perturb the gold may be non-string in storage; keep exact stored value.
for e in M:
    e["gold"] = e["row"]["answer"]

def wrong_for(e, pool):
    v = parse_num(e["core"])
    if v is not None:
        w = v + rng.choice([1, -1, 2]) if v.denominator == 1 else Fraction(v.numerator + 1, v.denominator)
        if w == v: w = v + 3
        return latex_frac(w), w
    def norm(x):
        x = re.sub(r"\\[dt]?frac\{([^{}]*)\}\{([^{}]*)\}", r"(\1)/(\2)", x)
        x = re.sub(r"\\[dt]frac", r"\\frac", x)
        x = x.replace(" ", "").replace("\\left", "").replace("\\right", "").replace("{", "").replace("}", "")
        x = x.split("=")[-1]
        return x
    while True:
        o = rng.choice(pool)
        if norm(o["core"]) != norm(e["core"]):
            return o["core"], None

# ---------------------------------------------------------------- language phrases
L = {
 "en": dict(fin="The final answer is", wait="Wait, that's not right. Let me redo this.", either="So the answer is either", or_="or", cut="Now let's compute"),
 "zh": dict(fin="最终答案是", wait="等等，这里算错了，重新计算。", either="所以答案可能是", or_="或", cut="接下来我们计算"),
 "ja": dict(fin="したがって、答えは", wait="待ってください、計算が間違っていました。やり直します。", either="答えは", or_="または", cut="次に計算すると"),
 "ko": dict(fin="따라서 최종 답은", wait="잠깐, 계산이 틀렸습니다. 다시 하겠습니다.", either="답은", or_="또는", cut="이제 계산하면"),
 "ru": dict(fin="Окончательный ответ:", wait="Подождите, здесь ошибка. Пересчитаем.", either="Итак, ответ либо", or_="либо", cut="Теперь вычислим"),
 "ar": dict(fin="الإجابة النهائية هي", wait="انتظر، هذا خطأ. لنُعِد الحساب.", either="إذن الإجابة إما", or_="أو", cut="الآن نحسب"),
 "hi": dict(fin="अंतिम उत्तर है", wait="रुकिए, यह गलत है। फिर से गणना करते हैं।", either="तो उत्तर या तो", or_="या", cut="अब हम गणना करते हैं"),
 "vi": dict(fin="Đáp án cuối cùng là", wait="Khoan, chỗ này sai. Tính lại.", either="Vậy đáp án là", or_="hoặc", cut="Bây giờ ta tính"),
 "fr": dict(fin="La réponse finale est", wait="Attendez, c'est faux. Recommençons.", either="Donc la réponse est soit", or_="soit", cut="Calculons maintenant"),
 "es": dict(fin="La respuesta final es", wait="Espera, eso está mal. Lo rehago.", either="Entonces la respuesta es", or_="o", cut="Ahora calculamos"),
 "de": dict(fin="Die endgültige Antwort lautet", wait="Moment, das ist falsch. Ich rechne neu.", either="Die Antwort ist also entweder", or_="oder", cut="Jetzt berechnen wir"),
 "pt": dict(fin="A resposta final é", wait="Espere, isso está errado. Vou refazer.", either="Então a resposta é", or_="ou", cut="Agora calculamos"),
}
LANGS = list(L)

# ---------------------------------------------------------------- templates
# Each template: f(e, ans, other, lang) -> response ; ans is the final answer shown, other an alternative value.
def think_wrap(e, ans, other, lang):
    return (f"<think>\nOkay, let me work through this. First attempt gives {other}... hmm, let me double check the arithmetic.\n"
            f"Rechecking each step carefully, I find the value is {ans}.\n</think>\n\n{L[lang]['fin']} $\\boxed{{{ans}}}$.")
def think_r1(e, ans, other, lang):
    return (f"Let me think.\nThe problem asks: {e['q'][:120]}...\nWe set up the equations and simplify.\n</think>\n"
            f"**{L[lang]['fin']}** $\\boxed{{{ans}}}$")
def qwen_im(e, ans, other, lang):
    return (f"<|im_start|>assistant\n<think>\nWorking... candidate {other}? No, that was a sign slip.\n</think>\n\n"
            f"{L[lang]['fin']} \\(\\boxed{{{ans}}}\\)<|im_end|>")
def llama_hdr(e, ans, other, lang):
    return (f"<|start_header_id|>assistant<|end_header_id|>\n\n## Step 1: Understand the problem\nWe need the requested value.\n\n"
            f"## Step 2: Compute\nCarrying out the computation gives ${ans}$.\n\n"
            f"The final answer is: $\\boxed{{{ans}}}$<|eot_id|>")
def harmony(e, ans, other, lang):
    return (f"<|channel|>analysis<|message|>Need to compute. Try: maybe {other}. Check constraints... fails. Recompute -> {ans}.<|end|>"
            f"<|start|>assistant<|channel|>final<|message|>{L[lang]['fin']} **{ans}**<|return|>")
def gemma(e, ans, other, lang):
    return f"<start_of_turn>model\n{L[lang]['fin']} ${ans}$.\n<end_of_turn>"
def mistral(e, ans, other, lang):
    return f"[INST] Solve. [/INST] [THINK]Quick estimate {other}, refine.[/THINK]{L[lang]['fin']} \\boxed{{{ans}}}</s>"
def md_table(e, ans, other, lang):
    return (f"### Solution\n\n| Step | Result |\n|---|---|\n| Setup | equations written |\n| Trial value | ${other}$ (rejected) |\n"
            f"| **Final** | **${ans}$** |\n\n**{L[lang]['fin']}: ${ans}$**")
def md_list(e, ans, other, lang):
    return (f"Here's how to solve it:\n\n1. Translate the conditions into equations.\n2. Simplify.\n3. Solve.\n\n---\n\n"
            f"> **Answer:** ${ans}$")
def json_out(e, ans, other, lang):
    return json.dumps({"reasoning": f"Computed step by step; an early estimate {other} was discarded.", "final_answer": ans}, ensure_ascii=False)
def tool_call(e, ans, other, lang):
    return ("I'll verify with the calculator tool.\n"
            + json.dumps({"name": "submit_answer", "arguments": json.dumps({"answer": ans})}, ensure_ascii=False))
def code_block(e, ans, other, lang):
    return (f"```python\n# brute force check\nresult = solve()\nprint(result)\n```\n```output\n{ans}\n```\n"
            f"The code confirms it. {L[lang]['fin']} $\\boxed{{{ans}}}$.")
def terse(e, ans, other, lang):
    return f"{ans}"
def answer_colon(e, ans, other, lang):
    return f"Answer: {ans}"
def hash_answer(e, ans, other, lang):
    return f"We simplify and obtain the value.\n#### {ans}"
def xml_answer(e, ans, other, lang):
    return f"<reasoning>\nSet up and solve.\n</reasoning>\n<answer>\n{ans}\n</answer>"
def lean_like(e, ans, other, lang):
    return f"-- solution\nThe computation yields\n$$\n{ans}\n$$\nwhich is the required value. ∎"
def minerva(e, ans, other, lang):
    return f"Solving gives ${ans}$.\nFinal Answer: The final answer is ${ans}$. I hope it is correct."
def fbox(e, ans, other, lang):
    return f"Thus the result is\n\\[\n\\fbox{{${ans}$}}\n\\]"
def multilang_plain(e, ans, other, lang):
    return f"{L[lang]['cut']}...\n\n{L[lang]['fin']} {ans}."

POS_T = [think_wrap, think_r1, qwen_im, llama_hdr, harmony, gemma, mistral, md_table, md_list, json_out,
         tool_call, code_block, terse, answer_colon, hash_answer, xml_answer, lean_like, minerva, fbox, multilang_plain]
STYLE = {think_wrap: "reasoning/think_tags", think_r1: "reasoning/r1_open_think", qwen_im: "special_tokens/chatml_think",
         llama_hdr: "special_tokens/llama3_steps", harmony: "special_tokens/harmony_channels", gemma: "special_tokens/gemma_turn",
         mistral: "special_tokens/mistral_think", md_table: "markdown/table", md_list: "markdown/blockquote_list",
         json_out: "agent/json_object", tool_call: "agent/function_call", code_block: "agent/code_output", terse: "terse/bare",
         answer_colon: "terse/answer_colon", hash_answer: "terse/gsm_hashes", xml_answer: "markup/xml_answer_tag",
         lean_like: "latex/display_math", minerva: "terse/minerva_phrase", fbox: "latex/fbox", multilang_plain: "multilingual/plain"}

# ---------------------------------------------------------------- negative templates (gold value present but not final)
def neg_corrected(e, g, w, lang):
    return (f"<think>\nFirst pass: ${g}$. {L[lang]['wait']}\nRedoing the last step gives ${w}$.\n</think>\n"
            f"{L[lang]['fin']} $\\boxed{{{w}}}$")
def neg_hedge(e, g, w, lang):
    return f"{L[lang]['either']} ${g}$ {L[lang]['or_']} ${w}$, depending on how the condition is read; I can't decide between them."
def neg_retract(e, g, w, lang):
    return (f"So the answer is $\\boxed{{{g}}}$.\n\nHmm, actually I mis-copied a coefficient. Correcting it, the answer is $\\boxed{{{w}}}$.")
def neg_truncated(e, g, w, lang):
    return (f"<think>\nLet's set up. An intermediate quantity equals ${g}$ — but that is not yet what is asked.\n"
            f"{L[lang]['cut']} the requested value from it: we need to substitute back into")
def neg_think_only(e, g, w, lang):
    return f"<think>\nI think it's {g}. Let me verify... no, the verification fails; recomputing yields {w}.\n</think>\n\n**{w}**"
def neg_other_qty(e, g, w, lang):
    return (f"Let $t$ denote the auxiliary variable. We find $t = {g}$.\n\nHowever the question asks for a different quantity, which works out to "
            f"$\\boxed{{{w}}}$.")
def neg_json(e, g, w, lang):
    return json.dumps({"scratch": f"candidate {g} rejected after check", "final_answer": w}, ensure_ascii=False)
def neg_code(e, g, w, lang):
    return (f"```python\nprint(candidate)  # {g}\nprint(answer)\n```\n```output\n{g}\n{w}\n```\nSo the answer is {w}.")
def neg_harmony(e, g, w, lang):
    return (f"<|channel|>analysis<|message|>Value {g} satisfies the first equation only. Full solution gives {w}.<|end|>"
            f"<|start|>assistant<|channel|>final<|message|>{w}<|return|>")
def neg_table(e, g, w, lang):
    return (f"| Candidate | Valid? |\n|---|---|\n| ${g}$ | ❌ |\n| ${w}$ | ✅ |\n\n**{L[lang]['fin']}: ${w}$**")
def neg_unfinished_nothing(e, g, w, lang):
    return f"We proceed step by step. Note ${g}$ appears as a candidate, but we must still check the boundary cases, which requires"
NEG_T = [neg_corrected, neg_hedge, neg_retract, neg_truncated, neg_think_only, neg_other_qty, neg_json, neg_code, neg_harmony, neg_table, neg_unfinished_nothing]
NSTYLE = {neg_corrected: "reasoning/corrected_intermediate", neg_hedge: "chat/hedge_two_values", neg_retract: "chat/retracted_answer",
          neg_truncated: "truncated/mid_reasoning", neg_think_only: "reasoning/gold_in_think_only", neg_other_qty: "chat/other_quantity",
          neg_json: "agent/json_scratch", neg_code: "agent/code_two_prints", neg_harmony: "special_tokens/harmony_analysis_only",
          neg_table: "markdown/candidate_table", neg_unfinished_nothing: "truncated/no_final"}

# ---------------------------------------------------------------- equivalent notation positives (numeric golds)
def equiv_variants(e):
    v = parse_num(e["core"])
    out = []
    if v is None: return out
    if v.denominator == 1:
        n = v.numerator
        w = words(n) if 0 <= n < 1000 else None
        if w: out.append(("en", "notation/number_words", f"The answer is {w}."))
        if abs(n) >= 1000: out.append(("en", "notation/thousands_sep", f"**Answer:** {n:,}"))
        out.append(("ar", "multilingual/arabic_indic_digits", f"الإجابة النهائية هي {digits(str(n), AR)}"))
        out.append(("hi", "multilingual/devanagari_digits", f"अंतिम उत्तर {digits(str(n), HI)} है।"))
        out.append(("ja", "multilingual/fullwidth_digits", f"答え：{digits(str(n), FW)}"))
        out.append(("en", "notation/decimal_point_zero", f"$\\boxed{{{n}.0}}$"))
        out.append(("fr", "notation/text_in_box", f"La réponse est $\\boxed{{\\text{{{n}}}}}$."))
        out.append(("en", "notation/sentence_inline_math", f"Hence the required value is ${n}$."))
    else:
        d = dec(v)
        if d: out.append(("en", "notation/decimal_for_fraction", f"The answer is $\\boxed{{{d}}}$."))
        out.append(("en", "notation/slash_fraction", f"Answer: {v.numerator}/{v.denominator}"))
        out.append(("de", "notation/dfrac", f"Die Antwort lautet $\\boxed{{\\dfrac{{{v.numerator}}}{{{v.denominator}}}}}$."))
        out.append(("en", "notation/frac_no_braces", f"$$\\boxed{{\\frac{{{v.numerator}}}{{{v.denominator}}}}}$$" if v > 0 else f"$\\boxed{{{latex_frac(v)}}}$"))
    return out

# ---------------------------------------------------------------- MCQ templates
def mcq_cases(e, positive, lang):
    letter = e["letter"]; ch = e["choices"]
    others = [k for k in ch if k != letter]
    wl = rng.choice(others)
    gv = strip_dollars(ch[letter]); wv = strip_dollars(ch[wl])
    if positive:
        opts = [
          ("mcq/letter_and_value_boxed", f"<think>\nCompare options; ${wv}$ fails the check.\n</think>\n$\\boxed{{\\textbf{{({letter})}}\\ {gv}}}$"),
          ("mcq/letter_and_value", f"The correct option is **({letter})** ${gv}$."),
          ("mcq/value_only", f"{L[lang]['fin']} ${gv}$."),
          ("mcq/json_choice_value", json.dumps({"choice": letter, "value": gv}, ensure_ascii=False)),
        ]
    else:
        opts = [
          ("mcq/wrong_letter_gold_in_text", f"We computed the value ${gv}$ earlier, but the constraint eliminates it.\nAnswer: **({wl})** ${wv}$"),
          ("mcq/hedge_letters", f"It's either ({letter}) ${gv}$ or ({wl}) ${wv}$; both look plausible."),
          ("mcq/retracted_letter", f"$\\boxed{{\\text{{({letter}) }}{gv}}}$ — wait, recheck: the sign flips, so the answer is $\\boxed{{\\text{{({wl}) }}{wv}}}$."),
          ("mcq/wrong_value", f"{L[lang]['fin']} ${wv}$."),
        ]
    # skip if values coincide
    if gv.replace(" ", "") == wv.replace(" ", ""): return None
    return rng.choice(opts)

# ---------------------------------------------------------------- assemble
cases = []
LANG_T = {"think_wrap","think_r1","qwen_im","harmony","gemma","mistral","md_table","code_block","multilang_plain",
          "neg_corrected","neg_hedge","neg_truncated","neg_table"}
def add(e, resp, label, style, lang, fn=None):
    if fn is not None and fn.__name__ not in LANG_T: lang = "en"
    cases.append(dict(benchmark=e["bench"], source_row=e["src"], question=e["q"], gold=e["gold"],
                      response=resp, label=label, style=style, language=lang))

rng.shuffle(H); rng.shuffle(M); rng.shuffle(P); rng.shuffle(Q)
plan = [(H, 170, H), (M, 88, M), (P, min(len(P), 84), P)]
ti = 0
for pool, n, wp in plan:
    for k, e in enumerate(pool[:n]):
        lang = LANGS[(ti * 7) % len(LANGS)]
        ti += 1
        w, _ = wrong_for(e, wp)
        g = e["core"]
        mode = k % 4
        if mode in (0, 2):  # negative
            t = NEG_T[(k // 2) % len(NEG_T)]
            add(e, t(e, g, w, lang), False, NSTYLE[t], lang, t)
        elif mode == 1:
            t = POS_T[(k // 4 + ti) % len(POS_T)]
            add(e, t(e, g, w, lang), True, STYLE[t], lang, t)
        else:
            ev = equiv_variants(e)
            if ev:
                lg, st, resp = ev[(k // 4) % len(ev)]
                add(e, resp, True, st, lg)
            else:
                t = POS_T[(k + 3 * ti) % len(POS_T)]
                add(e, t(e, g, w, lang), True, STYLE[t], lang, t)
# MCQ
for k, e in enumerate(Q[:60]):
    lang = LANGS[k % len(LANGS)]
    r = mcq_cases(e, k % 2 == 0, lang)
    if r is None: continue
    st, resp = r
    add(e, resp, k % 2 == 0, st, lang if st in ("mcq/value_only", "mcq/wrong_value") else "en")


# ---------------------------------------------------------------- targeted extras: less common but equal notations, more hard negatives
used = {c["source_row"] for c in cases}
ALL = [e for e in H + M if e["src"] not in used]
rng.shuffle(ALL)
ZH = "零一二三四五六七八九"
def zh_num(n):
    if n < 10: return ZH[n]
    if n < 20: return "十" + (ZH[n % 10] if n % 10 else "")
    if n < 100: return ZH[n // 10] + "十" + (ZH[n % 10] if n % 10 else "")
    return None
def take(pred, k):
    out = []
    for e in ALL:
        if e["src"] in used: continue
        try:
            r = pred(e)
        except Exception:
            r = None
        if r:
            used.add(e["src"]); out.append((e, r))
            if len(out) >= k: break
    return out

# sets: reorder elements (positive), drop one element (negative)
def p_set(e):
    m = re.fullmatch(r"\\\{([^{}\\|]*)\\\}", e["core"].replace(" ", ""))
    if not m: return None
    items = m.group(1).split(",")
    return items if len(items) >= 2 and all(re.fullmatch(r"-?\d+", x) for x in items) else None
for j, (e, items) in enumerate(take(p_set, 6)):
    if j % 2 == 0:
        add(e, f"The solution set is $\\{{{', '.join(reversed(items))}\\}}$.", True, "notation/reordered_set", "en")
    else:
        add(e, f"Checking each candidate: {', '.join(items)} all satisfy the equation except the last one, which is extraneous.\n\n**Solution set:** $\\{{{', '.join(items[:-1])}\\}}$", False, "chat/set_missing_element", "en")

# comma lists where the question asks for all solutions separated by commas
def p_list(e):
    c = e["core"].replace(" ", "")
    if not re.fullmatch(r"-?\d+(,-?\d+)+", c): return None
    if "comma" not in (e["q"] or "").lower(): return None
    return c.split(",")
for j, (e, items) in enumerate(take(p_list, 6)):
    if j % 2 == 0:
        add(e, f"<think>\nSolve, then list roots.\n</think>\nThe solutions are ${'$ and $'.join(reversed(items))}$.\n\n\\boxed{{{', '.join(reversed(items))}}}", True, "notation/reordered_list", "en")
    else:
        add(e, f"All solutions: {', '.join(items)}. Hmm, but {items[0]} makes a denominator vanish, so I exclude it.\n\nFinal: $\\boxed{{{', '.join(items[1:])}}}$", False, "reasoning/list_dropped_root", "en")

# ordered pairs: swapped coordinates is a different answer
def p_pair(e):
    m = re.fullmatch(r"\((-?\d+),(-?\d+)\)", e["core"].replace(" ", ""))
    return m.groups() if m and m.group(1) != m.group(2) else None
for j, (e, (a, b)) in enumerate(take(p_pair, 6)):
    if j % 2 == 0:
        add(e, f"So the ordered pair is $\\left( {a},\\ {b} \\right)$.", True, "latex/left_right_pair", "en")
    else:
        add(e, f"We get $x$-coordinate ${a}$ and $y$-coordinate ${b}$... writing it as (y, x) by mistake:\n\n**Answer: $({b}, {a})$**", False, "chat/swapped_pair", "en")

# mixed numbers -> improper fraction / decimal (positive), wrong fractional part (negative)
def p_mixed(e):
    m = re.fullmatch(r"(\d+)\\frac\{(\d+)\}\{(\d+)\}", e["core"].replace(" ", ""))
    return tuple(int(x) for x in m.groups()) if m else None
for j, (e, (w, a, b)) in enumerate(take(p_mixed, 6)):
    if j % 3 == 0:
        add(e, f"$$\\boxed{{\\frac{{{w*b+a}}}{{{b}}}}}$$", True, "notation/improper_for_mixed", "en")
    elif j % 3 == 1:
        add(e, f"Ответ: ${w}\\,\\tfrac{{{a}}}{{{b}}}$ (то есть ${w*b+a}/{b}$).", True, "multilingual/ru_mixed_and_improper", "ru")
    else:
        add(e, f"Réponse : ${w}\\frac{{{a}}}{{{b}}}$ ? Non — en recalculant, on obtient ${w}\\frac{{{a+1}}}{{{b+1}}}$.\n\n**Réponse finale : ${w}\\frac{{{a+1}}}{{{b+1}}}$**", False, "multilingual/fr_retracted_mixed", "fr")

# percent golds
def p_pct(e):
    m = re.fullmatch(r"(\d+)\\%", e["core"].replace(" ", ""))
    return int(m.group(1)) if m else None
for j, (e, n) in enumerate(take(p_pct, 8)):
    k = j % 4
    if k == 0: add(e, f"So the answer is **{n} percent**.", True, "notation/percent_word", "en")
    elif k == 1: add(e, f"La respuesta es {n} %.", True, "multilingual/es_percent_space", "es")
    elif k == 2: add(e, f"The fraction is {n}/100 of the total... no wait, the question asks about the complement: $\\boxed{{{100-n}\\%}}$", False, "chat/complement_percent", "en")
    else: add(e, f"答案：{n}％", True, "multilingual/fullwidth_percent", "zh")

# degrees
def p_deg(e):
    m = re.fullmatch(r"(\d+)\^\\circ", e["core"].replace(" ", ""))
    return int(m.group(1)) if m else None
for j, (e, n) in enumerate(take(p_deg, 8)):
    k = j % 4
    if k == 0: add(e, f"∠ = {n}°", True, "notation/degree_symbol", "en")
    elif k == 1: add(e, f"Der Winkel beträgt {n} Grad.", True, "multilingual/de_degree_word", "de")
    elif k == 2: add(e, f"The supplementary angle is ${n}^\\circ$, so the requested angle is $\\boxed{{{180-n}^\\circ}}$.", False, "chat/supplement_angle", "en") if n != 90 else None
    else: add(e, f"<think>\nangle = {n} degrees... but that's the exterior one. interior = {180-n}.\n</think>\n{180-n}°", False, "reasoning/exterior_interior", "en") if n != 90 else None

# integers: Chinese numerals, decimal comma, sign flip, thousands with thin space, truncated-after-answer
def p_int(e):
    c = e["core"].replace(" ", "")
    return int(c) if re.fullmatch(r"-?\d+", c) else None
ints = take(p_int, 48)
for j, (e, n) in enumerate(ints):
    k = j % 12
    if k == 0 and 0 <= n < 100:
        add(e, f"答案是{zh_num(n)}。", True, "multilingual/chinese_numerals", "zh")
    elif k == 1 and n != 0:
        add(e, f"정답: $\\boxed{{{-n}}}$\n\n(부호에 주의: 문제에서 요구하는 값은 음수 방향입니다.)", False, "multilingual/ko_sign_flip", "ko")
    elif k == 2:
        add(e, f"◁think▷Let me compute carefully. Candidate {n+1}? Off by one; fix the count.◁/think▷\n\nThe answer is {n}.", True, "special_tokens/kimi_think", "en")
    elif k == 3:
        add(e, f"<｜Assistant｜><think>\n...so we get {n}. But wait — the problem wants the number of *other* ways, so subtract 1.\n</think>\n\n\\boxed{{{n-1}}}<｜end▁of▁sentence｜>", False, "special_tokens/deepseek_subtract", "en")
    elif k == 4:
        add(e, f"<tool_call>\n{{\"name\": \"python\", \"arguments\": {{\"code\": \"print(count())\"}}}}\n</tool_call>\n<tool_response>\n{n}\n</tool_response>\nThe tool returned {n}. **Final answer: {n}**", True, "agent/hermes_tool_response", "en")
    elif k == 5:
        add(e, f"<tool_call>\n{{\"name\": \"python\", \"arguments\": {{\"code\": \"print(count())\"}}}}\n</tool_call>\n<tool_response>\n{n}\n</tool_response>\nThe tool output {n} counts ordered arrangements; the problem wants unordered ones, so I'll call it again with the fix.\n<tool_call>\n{{\"name\": \"python\", \"arguments\": {{\"code\": \"print(count(unordered=True))\"}}}}", False, "agent/tool_call_unfinished", "en")
    elif k == 6:
        add(e, f"**Final answer:** $\\boxed{{{n}}}$\n\n### Verification\nPlugging back into the original condition, we check that the", True, "truncated/after_final_answer", "en")
    elif k == 7:
        add(e, f"Thus $N = {n}$. The problem asks for the remainder when $N+1$ is divided by 1000, so the answer is $\\boxed{{{(n+1) % 1000}}}$.", False, "chat/transformed_quantity", "en") if (n + 1) % 1000 != n else None
    elif k == 8 and 0 <= n < 100:
        add(e, f"La réponse est {n},0.", True, "multilingual/fr_decimal_comma", "fr")
    elif k == 9:
        add(e, f"<|START_RESPONSE|>Nach Vereinfachung erhalten wir **{n}**.<|END_RESPONSE|>", True, "special_tokens/command_r_response", "de")
    elif k == 10:
        add(e, f"Kết quả: ${n}$ hoặc ${n+2}$ — tôi nghiêng về ${n+2}$ vì trường hợp biên.\n\nĐáp án: ${n+2}$", False, "multilingual/vi_hedge_then_other", "vi")
    elif k == 11 and abs(n) >= 1000:
        add(e, f"Resposta: {n:,}".replace(",", "."), True, "multilingual/pt_thousands_dot", "pt")

# terminating fractions with decimal comma (positive) and rounded-away value (negative)
def p_frac(e):
    v = parse_num(e["core"])
    return v if v is not None and v.denominator > 1 and dec(v) else None
for j, (e, v) in enumerate(take(p_frac, 6)):
    d = dec(v)
    if j % 2 == 0:
        add(e, f"Antwort: ${d.replace('.', '{,}')}$", True, "multilingual/de_decimal_comma", "de")
    else:
        w = v + Fraction(1, 100)
        add(e, f"We get {d} for the first case. Including the second case adds 0.01, so the final value is **{float(w):g}**.", False, "chat/near_miss_decimal", "en")

with open(OUT, "w", encoding="utf-8") as f:
    for i, c in enumerate(cases, 1):
        c = dict(id=f"q-{i:04d}", **c)
        f.write(json.dumps(c, ensure_ascii=False) + "\n")
print(len(cases), "cases ->", OUT)
