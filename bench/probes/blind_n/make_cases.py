#!/usr/bin/env python3
"""Blind labeled set N for a math-answer grader. Deterministic; standard library only.
Usage: python3 make_cases.py   (writes cases.jsonl next to this file)."""
import json, os, random, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from specials import SPECIALS
from langs import L as LANG, NATIVE

DATA = "/work/shared/data"
rng = random.Random(20261202)

def load(rel):
    with open(os.path.join(DATA, rel), encoding="utf-8") as f:
        return [json.loads(x) for x in f]
FILES = {}
def rows(rel):
    if rel not in FILES:
        FILES[rel] = load(rel)
    return FILES[rel]

# ---------------------------------------------------------------- number helpers
ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
def words(n):
    if n < 0: return "negative " + words(-n)
    if n < 20: return ONES[n]
    if n < 100: return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    if n < 1000: return ONES[n // 100] + " hundred" + ("" if n % 100 == 0 else " " + words(n % 100))
    if n < 10**6: return words(n // 1000) + " thousand" + ("" if n % 1000 == 0 else " " + words(n % 1000))
    return None
ZH = "零一二三四五六七八九"
def zh_num(n):
    if n < 0 or n >= 100000: return None
    if n < 10: return ZH[n]
    units = [(10000, "万"), (1000, "千"), (100, "百"), (10, "十")]
    out, zero = "", False
    for u, ch in units:
        d = n // u; n %= u
        if d:
            if zero: out += "零"; zero = False
            out += ("" if (u == 10 and d == 1 and out == "") else ZH[d]) + ch
        elif out: zero = True
    if n:
        if zero: out += "零"
        out += ZH[n]
    return out
def native(s, lang):
    t = NATIVE[lang]
    return "".join(t[int(ch)] if ch.isdigit() else ch for ch in s)
def commas(n): return f"{n:,}"

# ---------------------------------------------------------------- items
items = []  # dict(bench, file, line, kind, gold, question, eq, neq, extra)
def add(bench, rel, line, kind, eq, neq, extra=None):
    r = rows(rel)[line]
    if bench == "putnam":
        gold, q = r["answer_text"], r["problem"]
    elif kind == "mcq":
        gold, q = r["answer_choice"], r["problem"]
    else:
        gold, q = r["answer"], r["problem"]
    items.append(dict(bench=bench, file=rel, line=line, kind=kind, gold=gold, question=q, eq=eq, neq=neq, extra=extra or {}))

for b, rel, line, eq, neq in SPECIALS:
    add(b, rel, line, "special", eq, neq)
used = {(i["file"], i["line"]) for i in items}

def int_forms(n):
    eq = [str(n), f"{n}.0"]
    if abs(n) >= 1000: eq.append(commas(n))
    w = words(n)
    if w and abs(n) <= 2000: eq.append(w)
    neq = [str(n + 1), str(n - 1)]
    if n not in (0,): neq.append(str(2 * n))
    if abs(n) >= 10:
        rv = str(n)[::-1]
        neq.append(rv if (n > 0 and rv != str(n) and not rv.startswith("0")) else str(n + 10))
    return eq, neq

# HARP default integers
H = "harp/harp_default.jsonl"
cand = [i for i, r in enumerate(rows(H)) if re.fullmatch(r"\$?\d+\$?", r["answer"]) and (H, i) not in used and "[asy]" not in r["problem"]]
for i in sorted(rng.sample(cand, 54)):
    n = int(rows(H)[i]["answer"].strip("$"))
    eq, neq = int_forms(n)
    add("harp", H, i, "int", eq, neq, {"n": n})
# HARP default fractions
cand = [i for i, r in enumerate(rows(H)) if re.fullmatch(r"\$?(-?)\\[dt]?frac\{(\d+)\}\{(\d+)\}\$?", r["answer"]) and (H, i) not in used]
for i in sorted(rng.sample(cand, 15)):
    m = re.fullmatch(r"\$?(-?)\\[dt]?frac\{(\d+)\}\{(\d+)\}\$?", rows(H)[i]["answer"])
    s, p, q = m.group(1), int(m.group(2)), int(m.group(3))
    eq = [f"{s}\\frac{{{p}}}{{{q}}}", f"{s}{p}/{q}", f"{s}\\dfrac{{{p}}}{{{q}}}"]
    qq = q
    for f in (2, 5):
        while qq % f == 0: qq //= f
    if qq == 1:
        dec = repr(p / q)
        eq.append(s + dec)
    if s == "-":
        eq.append(f"\\frac{{-{p}}}{{{q}}}")
    if p > q:
        eq.append(f"{s}{p // q}\\tfrac{{{p % q}}}{{{q}}}" if p % q else f"{s}{p // q}")
    neq = [f"{s}\\frac{{{q}}}{{{p}}}" if p != q else f"{s}\\frac{{{p+1}}}{{{q}}}", f"{s}\\frac{{{p+1}}}{{{q}}}", f"{s}\\frac{{{p}}}{{{q+1}}}"]
    add("harp", H, i, "frac", eq, neq, {"p": p, "q": q, "s": s})
# HARP MCQ
M = "harp/harp_mcq.jsonl"
cand = [i for i, r in enumerate(rows(M)) if r.get("answer_choice") in list("ABCDE") and isinstance(r.get("choices"), dict) and len(r["choices"]) == 5]
for i in sorted(rng.sample(cand, 30)):
    r = rows(M)[i]
    L_ = r["answer_choice"]
    others = [x for x in "ABCDE" if x != L_]
    add("harp", M, i, "mcq", [L_], others, {"letter": L_, "choices": r["choices"]})
# MATH-Perturb integers
mp_cand = []
for rel in ("math_perturb/math_perturb_simple.jsonl", "math_perturb/math_perturb_hard.jsonl"):
    for i, r in enumerate(rows(rel)):
        a = r["answer"]
        if (isinstance(a, int) or (isinstance(a, str) and re.fullmatch(r"-?\d+", a.strip()))) and (rel, i) not in used:
            mp_cand.append((rel, i))
for rel, i in sorted(rng.sample(mp_cand, 18)):
    n = int(str(rows(rel)[i]["answer"]).strip())
    eq, neq = int_forms(n)
    add("math_perturb", rel, i, "int", eq, neq, {"n": n})

# ---------------------------------------------------------------- text pieces
FILL = [
    "Let me set up the problem carefully and track every quantity.",
    "First, restate the given conditions in algebraic form.",
    "I'll organize the computation step by step.",
    "Let's translate the conditions into equations.",
    "We begin by identifying what is being asked.",
    "Start by writing down the known relations.",
]
FILL2 = [
    "Simplifying the resulting expression term by term,",
    "After collecting like terms and simplifying,",
    "Carrying the computation through,",
    "Substituting back and simplifying,",
    "Combining the two cases,",
]
def f1(): return rng.choice(FILL)
def m(x):
    """Wrap an answer in $...$ unless it is plain words."""
    if "\\" in x or not re.search(r"[A-Za-z]{2,}", x):
        return f"${x}$"
    return x
def f2(): return rng.choice(FILL2)

def neg_story(c, w, allow_hedge=True):
    """Returns (subtype, text, final) where c (the right value) appears but the final answer is w (or none)."""
    opts = [
        ("corrected_intermediate", f"{f2()} I get {m(c)}.\n\nWait, I dropped a factor in the second step. Redoing that step carefully, the result becomes {m(w)}.", w),
        ("retracted", f"{f2()} the answer is {m(c)}.\n\nHmm, actually that's not right: I misread the condition. With the correct reading, the answer is {m(w)}.", w),
        ("check_failed", f"A natural candidate is {m(c)}. Checking it against the original condition, it fails, so I discard it. The remaining candidate {m(w)} satisfies everything.", w),
        ("other_quantity", f"The auxiliary quantity computed above came out as {m(c)}, but the problem asks for something slightly different; converting, the requested value is {m(w)}.", w),
    ]
    opts.append(("wrong_variable", f"Solving the system, the auxiliary unknown comes out as {m(c)}. The unknown the problem actually asks for is different: it equals {m(w)}.", w))
    if allow_hedge:
        opts.append(("hedge_lean_wrong", f"{f2()} I keep getting two values, {m(c)} and {m(w)}. The second derivation seems more reliable, so I'll go with {m(w)}.", w))
    return rng.choice(opts)

def pos_story(c, w):
    opts = [
        ("direct", f"{f2()} we obtain {m(c)}.", c),
        ("self_corrected", f"{f2()} I first get {m(w)}.\n\nWait, that used the wrong sign in one term. Fixing it gives {m(c)}.", c),
        ("rejected_distractor", f"One might be tempted by {m(w)}, but that violates one of the given conditions. The value that works is {m(c)}.", c),
        ("direct_verified", f"{f2()} we get {m(c)}. Verification: substituting back satisfies every condition.", c),
        ("other_variable_then_right", f"Solving the system, the auxiliary unknown equals {m(w)}; the unknown the problem actually asks for equals {m(c)}.", c),
    ]
    return rng.choice(opts)

def story(pos, c, w, hedge=True):
    return pos_story(c, w) if pos else neg_story(c, w, hedge)

# ---------------------------------------------------------------- format generators
# each: gen(it, pos, c, w) -> (response, subtype, language); c is an equal form, w an unequal form.
def g_r1(it, pos, c, w):
    st, text, fin = story(pos, c, w, it["hedgeable"])
    r = f"<think>\n{f1()}\n\n{text}\n</think>\n\n{f1()} {f2()} the result follows.\n\n**Final Answer**\n\\[\n\\boxed{{{fin}}}\n\\]"
    return r, "think_r1/" + st, "en"
def g_qwen3_noopen(it, pos, c, w):
    st, text, fin = story(pos, c, w, it["hedgeable"])
    r = f"Okay, so I need to solve this. {f1()}\n\n{text}\n\nYeah, I'm fairly confident now.\n</think>\n\nThe answer is $\\boxed{{{fin}}}$."
    return r, "think_qwen3_no_open_tag/" + st, "en"
def g_truncated_think(it, pos, c, w):
    if pos:
        r = (f"<think>\n{f1()}\n{f2()} we get {m(c)}.\n</think>\n\nThe final answer is $\\boxed{{{c}}}$.\n\nAs a sanity check, let me also verify with a second method: consider the complementary")
        return r, "truncated/after_final_answer", "en"
    r = (f"<think>\n{f1()}\n\nHmm, maybe the answer is {m(c)}? Let me double-check by redoing the computation a different way.\n\n{f2()} the first term contributes")
    return r, "truncated/mid_think_tentative", "en"
def g_harmony(it, pos, c, w):
    if pos:
        an = rng.choice([f"Compute. Got {w} first? Sign slip. Correct value {c}.", f"We need value. Compute quickly: result {c}. Check ok."])
        fin = c
    else:
        an = f"We need value. First attempt gives {c}. But we double counted; subtract overlap; final {w}."
        fin = w
    r = f"<|start|>assistant<|channel|>analysis<|message|>{an}<|end|><|start|>assistant<|channel|>final<|message|>**Answer:** {m(fin)}<|return|>"
    return r, "gpt_oss_harmony/" + ("analysis_then_final" if pos else "analysis_right_final_wrong"), "en"
def g_harmony_final_only_missing(it, pos, c, w):
    if pos:
        r = f"<|channel|>analysis<|message|>Need answer. Computation gives {c}.<|end|><|start|>assistant<|channel|>final<|message|>{c}<|return|>"
        return r, "gpt_oss_harmony/bare_final", "en"
    r = f"<|channel|>analysis<|message|>Need answer. Candidate {c}. Need to verify the edge case where the"
    return r, "gpt_oss_harmony/cut_in_analysis", "en"
def g_chatml(it, pos, c, w):
    st, text, fin = story(pos, c, w, it["hedgeable"])
    r = f"<|im_start|>assistant\n{f1()}\n\n{text}\n\nTherefore the answer is {m(fin)}.<|im_end|>"
    return r, "chatml/" + st, "en"
def g_llama3(it, pos, c, w):
    st, text, fin = story(pos, c, w, it["hedgeable"])
    r = f"<|start_header_id|>assistant<|end_header_id|>\n\n## Step 1: Understand the problem\n{f1()}\n\n## Step 2: Compute\n{text}\n\nThe final answer is: $\\boxed{{{fin}}}$<|eot_id|>"
    return r, "llama3_tokens/" + st, "en"
def g_gemma(it, pos, c, w):
    st, text, fin = story(pos, c, w, it["hedgeable"])
    r = f"<start_of_turn>model\n{f1()}\n\n{text}\n\n**Answer:** {fin}<end_of_turn>"
    return r, "gemma_turns/" + st, "en"
def g_mistral(it, pos, c, w):
    st, text, fin = story(pos, c, w, it["hedgeable"])
    r = f"[/INST] {f1()} {text}\n\nSo the answer is **{fin}**.</s>"
    return r, "mistral_inst/" + st, "en"
def g_openthoughts(it, pos, c, w):
    st, text, fin = story(pos, c, w, it["hedgeable"])
    r = (f"<|begin_of_thought|>\n\n{f1()}\n\n{text}\n\n<|end_of_thought|>\n\n<|begin_of_solution|>\n\n"
         f"{f2()} we conclude.\n\n\\[\n\\boxed{{{fin}}}\n\\]\n\n<|end_of_solution|>")
    return r, "begin_of_thought/" + st, "en"
def g_kimi(it, pos, c, w):
    st, text, fin = story(pos, c, w, it["hedgeable"])
    r = f"◁think▷{f1()} {text}◁/think▷\n\nAnswer: {m(fin)}"
    return r, "kimi_think_glyphs/" + st, "en"
def g_seed(it, pos, c, w):
    st, text, fin = story(pos, c, w, it["hedgeable"])
    r = f"<seed:think>\n{f1()}\n{text}\n</seed:think>\nFinal answer: \\(\\boxed{{{fin}}}\\)"
    return r, "seed_think/" + st, "en"
def g_answer_tag(it, pos, c, w):
    if pos:
        st, text, fin = pos_story(c, w)
        r = f"<think> {f1()} {text} </think>\n<answer> {fin} </answer>"
        return r, "r1zero_answer_tag/" + st, "en"
    r = f"<think> {f1()} {f2()} this gives {c}, and that checks out. </think>\n<answer> {w} </answer>"
    return r, "r1zero_answer_tag/think_right_answer_tag_wrong", "en"
def g_md_heading(it, pos, c, w):
    st, text, fin = story(pos, c, w, it["hedgeable"])
    r = f"## Solution\n\n### Setting up\n{f1()}\n\n### Computation\n{text}\n\n---\n\n### ✅ Final Answer\n\n$$\\boxed{{{fin}}}$$"
    return r, "markdown_headings/" + st, "en"
def g_md_table(it, pos, c, w):
    if pos:
        rows_ = [("1", "Set up the relations", "—"), ("2", "Solve the system", f"{m(w)} (sign error)"), ("3", "Fix the sign and re-solve", f"{m(c)}")]
        fin, st = c, "table_last_row_right"
    else:
        rows_ = [("1", "Set up the relations", "—"), ("2", "Solve the system", f"{m(c)}"), ("3", "Apply the extra condition", f"{m(w)}")]
        fin, st = w, "table_intermediate_right"
    tb = "| Step | Action | Result |\n|---|---|---|\n" + "\n".join(f"| {a} | {b} | {d} |" for a, b, d in rows_)
    r = f"Here's a summary of the computation:\n\n{tb}\n\n**Answer: {m(fin)}**"
    return r, "markdown_table/" + st, "en"
def g_md_bold_bullets(it, pos, c, w):
    if pos:
        r = f"**Key observations**\n- {f1()}\n- Candidate values: {m(w)} and {m(c)}.\n- Only {m(c)} satisfies all constraints.\n\n> **Answer:** {m(c)}"
        return r, "markdown_bullets/quote_block_answer", "en"
    r = f"**Key observations**\n- {f1()}\n- Candidate values: {m(c)} and {m(w)}.\n- Only {m(w)} satisfies all constraints.\n\n> **Answer:** {m(w)}"
    return r, "markdown_bullets/picks_wrong_candidate", "en"
def g_json(it, pos, c, w):
    if pos:
        obj = {"reasoning": f"{f1()} The computation yields {c}.", "final_answer": c, "confidence": 0.86}
        st = "json_object"
    else:
        obj = {"reasoning": f"{f1()} Intermediate result {c}; after the last step we get {w}.", "final_answer": w, "confidence": 0.71}
        st = "json_reasoning_mentions_right"
    return "```json\n" + json.dumps(obj, ensure_ascii=False, indent=2) + "\n```", "agent_json/" + st, "en"
def g_toolcall_openai(it, pos, c, w):
    if pos:
        args = json.dumps({"answer": c})
        r = json.dumps({"role": "assistant", "content": None, "tool_calls": [{"id": "call_7Qk2", "type": "function", "function": {"name": "submit_answer", "arguments": args}}]}, ensure_ascii=False)
        return r, "agent_tool_call/openai_function_arguments", "en"
    r = (json.dumps({"role": "assistant", "content": f"My computation gives {c}. Let me double check with the tool before submitting."}, ensure_ascii=False) + "\n" +
         json.dumps({"role": "assistant", "content": None, "tool_calls": [{"id": "call_8Zp1", "type": "function", "function": {"name": "submit_answer", "arguments": json.dumps({"answer": w})}}]}, ensure_ascii=False))
    return r, "agent_tool_call/openai_content_right_submit_wrong", "en"
def g_hermes(it, pos, c, w):
    if pos:
        r = f"I have verified the computation.\n<tool_call>\n{json.dumps({'name': 'final_answer', 'arguments': {'answer': c}}, ensure_ascii=False)}\n</tool_call>"
        return r, "agent_hermes_tool_call/final_answer", "en"
    r = (f"<tool_call>\n{json.dumps({'name': 'final_answer', 'arguments': {'answer': c}}, ensure_ascii=False)}\n</tool_call>\n"
         f"<tool_response>\n{json.dumps({'error': 'submission rejected: run verification first'})}\n</tool_response>\n"
         f"Re-checking, I had miscounted one case. Resubmitting.\n<tool_call>\n{json.dumps({'name': 'final_answer', 'arguments': {'answer': w}}, ensure_ascii=False)}\n</tool_call>")
    return r, "agent_hermes_tool_call/resubmitted_wrong", "en"
def g_anthropic_tool(it, pos, c, w):
    fin = c if pos else w
    blocks = [{"type": "text", "text": f"{f1()} " + (f"The computation gives {c}." if pos else f"The first pass gives {c}, but after correcting the count it is {w}.")},
              {"type": "tool_use", "id": "toolu_01", "name": "record_answer", "input": {"answer": fin}}]
    return json.dumps({"role": "assistant", "content": blocks}, ensure_ascii=False, indent=1), "agent_tool_use_blocks/" + ("right" if pos else "text_right_input_wrong"), "en"
def g_python(it, pos, c, w):
    n = it["extra"].get("n")
    if n is not None:
        if pos:
            r = f"Let me compute it directly.\n\n```python\nresult = compute()\nprint(result)\n```\n```output\n{n}\n```\nThe code prints {n}, so the answer is $\\boxed{{{c}}}$."
            return r, "agent_python/printed_result", "en"
        r = f"```python\nresult = compute()\nprint(result)\n```\n```output\n{n}\n```\nWait — the loop above includes the excluded case, which should be removed. Removing it:\n```python\nprint(result_fixed)\n```\n```output\n{w}\n```\nSo the answer is $\\boxed{{{w}}}$."
        return r, "agent_python/printed_right_then_fixed_wrong", "en"
    if pos:
        r = f"```python\nimport sympy as sp\n# symbolic computation\nans = solve_problem()\nprint(sp.latex(ans))\n```\n```output\n{c}\n```\nThus the answer is {m(c)}."
        return r, "agent_python/sympy_latex_output", "en"
    r = f"```python\nans = solve_problem()\nprint(ans)\n```\n```output\n{c}\n```\nThat output ignores the constraint from the statement. Adding it gives {m(w)}, which is my final answer."
    return r, "agent_python/output_right_final_wrong", "en"
def g_terse(it, pos, c, w):
    v = rng.choice(["bare", "answer_colon", "hash", "boxed_only", "ANSWER_caps"])
    fin = c if pos else w
    if not pos:
        # terse negatives: bare wrong with the right value mentioned as rejected
        r = rng.choice([f"Not {c}. Answer: {w}", f"{w} (not {c})", f"~~{c}~~ {w}"])
        return r, "terse/rejects_right_value", "en"
    r = {"bare": f"{fin}", "answer_colon": f"Answer: {fin}", "hash": f"#### {fin}", "boxed_only": f"\\boxed{{{fin}}}", "ANSWER_caps": f"ANSWER: {fin}"}[v]
    return r, "terse/" + v, "en"
def g_minerva(it, pos, c, w):
    st, text, fin = story(pos, c, w, it["hedgeable"])
    r = f"{f1()} {text}\nFinal Answer: The final answer is {m(fin)}. I hope it is correct."
    return r, "minerva/" + st, "en"
def g_double_boxed(it, pos, c, w):
    if pos:
        r = f"{f1()} {f2()} $x = \\boxed{{{c}}}$.\n\nSo, once more, the answer is $\\boxed{{{c}}}$."
        return r, "multi_boxed/same_twice", "en"
    if it["hedgeable"]:
        r = f"{f1()} Depending on the interpretation, the answer is $\\boxed{{{c}}}$ or $\\boxed{{{w}}}$."
        return r, "multi_boxed/two_different_hedge", "en"
    r = f"{f1()} First pass: $\\boxed{{{c}}}$. On reflection the first pass double-counted, so the answer is $\\boxed{{{w}}}$."
    return r, "multi_boxed/first_boxed_right_last_wrong", "en"
def g_critique(it, pos, c, w):
    if pos:
        r = f"**Draft answer:** {m(w)}\n\n**Critique:** the draft forgot one case.\n\n**Revised answer:** {m(c)}"
        return r, "draft_critique/revised_right", "en"
    r = f"**Draft answer:** {m(c)}\n\n**Critique:** the draft forgot one case.\n\n**Revised answer:** {m(w)}"
    return r, "draft_critique/draft_right_revised_wrong", "en"
def g_yaml(it, pos, c, w):
    fin = c if pos else w
    note = f"derived directly" if pos else f"initial estimate {c} corrected"
    r = f"```yaml\nproblem_type: {it['bench']}\nsteps: 4\nnote: \"{note}\"\nanswer: \"{fin}\"\n```"
    return r, "agent_yaml/" + ("answer_field" if pos else "note_right_answer_wrong"), "en"
def g_latex_doc(it, pos, c, w):
    st, text, fin = story(pos, c, w, it["hedgeable"])
    r = f"\\begin{{proof}}[Solution]\n{f1()} {text}\n\\end{{proof}}\n\\noindent\\textbf{{Answer.}} \\fbox{{{m(fin)}}}"
    return r, "latex_document/" + st, "en"
def g_xml(it, pos, c, w):
    fin = c if pos else w
    if pos:
        r = f"<response>\n  <reasoning>{f1()}</reasoning>\n  <final_answer>{fin}</final_answer>\n</response>"
        return r, "xml_tags/final_answer", "en"
    r = f"<response>\n  <reasoning>{f1()} candidate {c} rejected after checking.</reasoning>\n  <final_answer>{fin}</final_answer>\n</response>"
    return r, "xml_tags/reasoning_right_final_wrong", "en"
lang_cycle = []
def g_lang(it, pos, c, w):
    global lang_cycle
    if not lang_cycle:
        lang_cycle = sorted(LANG)
        rng.shuffle(lang_cycle)
    lang = lang_cycle.pop()
    if it["extra"].get("n") is not None and rng.random() < 0.6:
        lang = rng.choice(sorted(NATIVE) + ["zh"])
    intro, step, final, cand, wait, hedge, unf = LANG[lang]
    n = it["extra"].get("n")
    sub = "plain"
    cc, ww = f"{m(c)}", f"{m(w)}"
    if n is not None and rng.random() < 0.85:
        wn = int(w) if re.fullmatch(r"-?\d+", w) else None
        if lang in NATIVE and wn is not None:
            cc, ww, sub = native(str(n), lang), native(str(wn), lang), "native_digits"
        elif lang == "zh" and wn is not None and zh_num(n) and zh_num(wn):
            cc, ww, sub = zh_num(n), zh_num(wn), "chinese_numerals"
    if pos:
        if rng.random() < 0.5:
            body = f"{intro}\n{step}\n{cand.format(a=ww)}\n{wait.format(a=cc)}\n\n{final.format(a=cc)}"
            sub += "_self_corrected"
        else:
            body = f"{intro}\n{step}\n\n{final.format(a=cc)}"
    else:
        k = rng.choice(["wait", "unf"] + (["hedge"] if it["hedgeable"] else []))
        if k == "wait":
            body = f"{intro}\n{step}\n{cand.format(a=cc)}\n{wait.format(a=ww)}\n\n{final.format(a=ww)}"
            sub += "_corrected_to_wrong"
        elif k == "hedge":
            body = f"{intro}\n{step}\n\n{hedge.format(a=cc, b=ww)}"
            sub += "_hedge"
        else:
            body = f"{intro}\n{step}\n{cand.format(a=cc)}\n{unf} "
            sub += "_unfinished"
    if rng.random() < 0.3:
        body = f"<think>\nLet me work through this in English first. {f1()}\n</think>\n\n" + body
        sub = "think_en+" + sub
    return body, f"lang_{lang}/" + sub, lang
def g_proof_style(it, pos, c, w):
    if pos:
        r = f"We claim the answer is {m(c)}.\n\n*Proof.* {f1()} {f2()} the claim follows. $\\blacksquare$"
        return r, "claim_proof/claim_first", "en"
    r = f"We claim the answer is {m(c)}.\n\n*Proof attempt.* {f1()} {f2()} we find a counterexample to the claim, so it is false. Correcting the argument, the answer is {m(w)}. $\\blacksquare$"
    return r, "claim_proof/claim_retracted", "en"
def g_phi(it, pos, c, w):
    st, text, fin = story(pos, c, w, it["hedgeable"])
    r = f"<|assistant|>\n{text}\n\n**Final answer:** {fin}<|end|>"
    return r, "phi_tokens/" + st, "en"
def g_deepseek_v3(it, pos, c, w):
    st, text, fin = story(pos, c, w, it["hedgeable"])
    r = f"<｜Assistant｜><think>\n{text}\n</think>\n\n### Answer\n\\(\\boxed{{{fin}}}\\)<｜end▁of▁sentence｜>"
    return r, "deepseek_fullwidth_tokens/" + st, "en"
def g_summary_first(it, pos, c, w):
    if pos:
        r = f"**TL;DR: {c}**\n\n{f1()} {f2()} this is consistent with the result above."
        return r, "answer_first/tldr", "en"
    r = f"**TL;DR: {c}**\n\n{f1()} {f2()} hmm, this contradicts the TL;DR. Re-deriving carefully, the correct value is actually {w}.\n\n**Corrected answer: {w}**"
    return r, "answer_first/tldr_then_corrected_wrong", "en"

def g_chatty(it, pos, c, w):
    if pos:
        r = f"Great question! 🎉\n\n{f1()} {f2()} everything lines up.\n\n👉 **The answer is {m(c)}.**\n\nWould you like me to walk through an alternative method, or check a similar problem?"
        return r, "chatty_emoji/answer_then_offer", "en"
    r = f"Great question! 🎉\n\n👉 **The answer is {m(c)}.**\n\nOh wait — I see my mistake: I counted the boundary twice. Fixing that:\n\n👉 **The answer is {m(w)}.**\n\nSorry for the confusion!"
    return r, "chatty_emoji/first_bold_right_corrected_wrong", "en"
def g_sse(it, pos, c, w):
    if pos:
        text = f"The answer is {m(c)}."
        st = "answer_split_across_chunks"
    else:
        text = f"The answer is {m(c)}... no, wait: I double counted. It is {m(w)}."
        st = "right_then_wrong_chunks"
    parts, i = [], 0
    while i < len(text):
        k = rng.randint(2, 6)
        parts.append(text[i:i + k]); i += k
    lines = [f"data: {json.dumps({'choices': [{'delta': {'content': p}}]}, ensure_ascii=False)}" for p in parts]
    lines.append("data: [DONE]")
    return "\n\n".join(lines), "raw_sse_stream/" + st, "en"
def g_lean(it, pos, c, w):
    ex = it["extra"]
    if "n" in ex:
        cv, wv, ty = str(ex["n"]), w, "ℤ"
    elif "p" in ex:
        cv, wv, ty = f"{ex['s']}{ex['p']}/{ex['q']}", None, "ℚ"
        wm = re.fullmatch(r"(-?)\\frac\{(\d+)\}\{(\d+)\}", w)
        wv = f"{wm.group(1)}{wm.group(2)}/{wm.group(3)}" if wm else None
    else:
        return g_chatty(it, pos, c, w)
    if wv is None or not re.fullmatch(r"-?[0-9/]+", wv):
        return g_chatty(it, pos, c, w)
    if pos:
        r = f"```lean\nabbrev solution_answer : {ty} := {cv}\n\ntheorem solution : answer_spec solution_answer := by\n  norm_num [answer_spec]\n```"
        return r, "lean_formal/abbrev_answer", "en"
    r = f"```lean\n-- first attempt: {cv} (fails `decide` on the edge case)\nabbrev solution_answer : {ty} := {wv}\n\ntheorem solution : answer_spec solution_answer := by\n  norm_num [answer_spec]\n```"
    return r, "lean_formal/comment_right_abbrev_wrong", "en"

GENS = [g_chatty, g_sse, g_lean, g_lean, g_r1, g_qwen3_noopen, g_truncated_think, g_harmony, g_harmony_final_only_missing, g_chatml, g_llama3, g_gemma,
        g_mistral, g_openthoughts, g_kimi, g_seed, g_answer_tag, g_md_heading, g_md_table, g_md_bold_bullets, g_json,
        g_toolcall_openai, g_hermes, g_anthropic_tool, g_python, g_terse, g_minerva, g_double_boxed, g_critique, g_yaml,
        g_latex_doc, g_xml, g_lang, g_lang, g_lang, g_lang, g_lang, g_lang, g_lang, g_lang, g_proof_style, g_phi, g_deepseek_v3, g_summary_first]

# ---------------------------------------------------------------- MCQ generators
def mcq_case(it, pos):
    L_ = it["extra"]["letter"]; ch = it["extra"]["choices"]
    other = rng.choice([x for x in "ABCDE" if x != L_])
    v, vo = ch[L_], ch[other]
    k = rng.randrange(8)
    if pos:
        r = [
            (f"<think>\nCompute the value: it is {v}. Among the options that's ({L_}).\n</think>\n\n**({L_})** {v}", "think_r1/letter_and_value"),
            (f"The answer is $\\boxed{{\\textbf{{({L_})}}}}$.", "terse/boxed_textbf_letter"),
            (f"{L_}", "terse/bare_letter"),
            (f"Option ({other}) gives {vo}, which fails the check. The correct option is ({L_}) {v}.\n\nAnswer: {L_}", "chat/rejects_distractor"),
            (json.dumps({"choice": L_, "value": v}, ensure_ascii=False), "agent_json/choice_field"),
            (f"<|im_start|>assistant\nAfter simplifying, I get {v}.\nFinal: ({L_})<|im_end|>", "chatml/letter_final"),
            (f"答案是 {L_}。", "lang_zh/letter"),
            (f"Respuesta: opción {L_}) {v}", "lang_es/letter_and_value"),
        ][k]
        lang = "zh" if k == 6 else ("es" if k == 7 else "en")
    else:
        r = [
            (f"<think>\nCompute the value: it is {v}, that's ({L_}). Hmm wait, re-reading the question, it asks for something else, which matches ({other}).\n</think>\n\n**({other})** {vo}", "think_r1/right_letter_then_switched"),
            (f"The value is {v}, which corresponds to choice $\\textbf{{({other})}}$.", "mcq/right_value_wrong_letter"),
            (f"Either ({L_}) or ({other}); I can't decide between them.", "mcq/hedge_two_letters"),
            (f"I first thought ({L_}), but on checking, ({other}) is the answer.\n\nAnswer: {other}", "chat/retracted_right_letter"),
            (json.dumps({"considered": [L_, other], "choice": other}, ensure_ascii=False), "agent_json/considered_right_chose_wrong"),
            (f"<|im_start|>assistant\nThe answer is ({L_})... no wait, I mis-simplified. It's ({other}).<|im_end|>", "chatml/retracted_letter"),
            (f"答案是 {L_}？不对，重新计算后答案是 {other}。", "lang_zh/corrected_letter_wrong"),
            (f"Analicemos las opciones. ({L_}) parece correcta, pero ", "lang_es/truncated_before_choice"),
        ][k]
        lang = "zh" if k == 6 else ("es" if k == 7 else "en")
    return r[0], "mcq_" + r[1], lang

# ---------------------------------------------------------------- build
cases = []
gen_cycle = []
def next_gen():
    global gen_cycle
    if not gen_cycle:
        gen_cycle = GENS[:]
        rng.shuffle(gen_cycle)
    return gen_cycle.pop()

for it in items:
    multi = bool(re.search(r"\bor\b|,|\\pm|\\cup|\band\b|<|\\le|\\ge|>", json.dumps(it["gold"]) + " " + " ".join(it["eq"])))
    it["hedgeable"] = not multi
    for pos in (True, False):
        if it["kind"] == "mcq":
            resp, style, lang = mcq_case(it, pos)
        else:
            eq = it["eq"]
            # positives: sometimes the canonical first form, often a less common equal form
            c = eq[0] if (len(eq) == 1 or rng.random() < 0.35) else rng.choice(eq[1:])
            w = rng.choice(it["neq"])
            resp, style, lang = next_gen()(it, pos, c, w)
        cases.append(dict(benchmark=it["bench"], source_row=f"{it['file']}:{it['line']}", question=it["question"],
                          gold=it["gold"], response=resp, label=pos, style=style, language=lang))

order = list(range(len(cases)))
rng.shuffle(order)
with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
    for k, idx in enumerate(order, 1):
        c = cases[idx]
        out = {"id": f"n-{k:04d}", **c}
        f.write(json.dumps(out, ensure_ascii=False) + "\n")
print(len(cases), "cases")

# ---------------------------------------------------------------- README with counts
from collections import Counter
def table(title, cnt):
    out = [f"### By {title}", "", f"| {title} | cases |", "|---|---|"]
    out += [f"| {k} | {v} |" for k, v in sorted(cnt.items(), key=lambda kv: (-kv[1], str(kv[0])))]
    return "\n".join(out) + "\n"
fmt = Counter(c["style"].split("/")[0] for c in cases)
readme = f"""# Blind labeled set N: model responses for a math answer grader

Written without reading anything about the grader. Problems and golds come only from `/work/shared/data`.

## Regenerate

```
cd /work/probe_n && python3 make_cases.py
```

Deterministic (fixed seed `20261202`, standard library only). Inputs: `/work/shared/data/...`;
helpers `specials.py` (hand-picked unusual golds with hand-checked equal / unequal forms) and
`langs.py` (phrase tables for 16 languages, native digit tables). Output: `cases.jsonl` and this README.

## Fields

`id`, `benchmark` (harp | math_perturb | putnam), `source_row` (`<file under /work/shared/data>:<0-based line>`),
`question` (problem text as stored), `gold` (copied exactly from the data: HARP default `answer`; HARP MCQ
`answer_choice` (the letter); MATH-Perturb `answer` (kept with its JSON type, so some golds are JSON numbers,
e.g. `1.68` or `40`); Putnam `answer_text` (the full sentence)), `response`, `label` (true iff the response's final
answer equals the gold), `style` (`<format>/<subtype>`), `language` (ISO 639-1).

Every source item yields one positive and one negative case, so labels are exactly balanced.
Negatives are hard: in almost all of them an equal form of the gold appears in the response but is not the final
answer (corrected intermediate, retraction, hedge, failed check, wrong variable / other quantity, wrong letter for
the right value, truncated before the final answer, right value in the reasoning but a wrong tool/JSON/Lean answer).
Positives often state the gold in a less common but equal notation (words, native digits, Chinese numerals,
decimals for fractions, mixed numbers, thousands separators, equivalent LaTeX, reordered sets/lists, units,
interval vs inequality) and some first mention a wrong value and then correct it.

## Counts

Total: {len(cases)}

{table("label", Counter(str(c["label"]).lower() for c in cases))}
{table("benchmark", Counter(c["benchmark"] for c in cases))}
{table("language", Counter(c["language"] for c in cases))}
{table("format", fmt)}
"""
with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
    f.write(readme)
