#!/usr/bin/env python3
"""Deterministic generator for blind grader test set ZD. Standard library only.
Usage: python3 make_cases.py   (reads /work/shared/data, writes cases.jsonl next to this file)"""
import json, os, random

DATA = "/work/shared/data"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases.jsonl")
rng = random.Random(20261202)

def load(rel):
    with open(os.path.join(DATA, rel)) as f:
        return [json.loads(l) for l in f]

HD = "harp/harp_default.jsonl"; HM = "harp/harp_mcq.jsonl"
MPH = "math_perturb/math_perturb_hard.jsonl"; MPS = "math_perturb/math_perturb_simple.jsonl"
PU = "putnam/putnam_with_answers.jsonl"
rows = {k: load(k) for k in (HD, HM, MPH, MPS, PU)}

# ---------- number helpers ----------
ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
def words(n):
    if n < 0: return "negative " + words(-n)
    if n < 20: return ONES[n]
    if n < 100: return TENS[n // 10] + ("-" + ONES[n % 10] if n % 10 else "")
    if n < 1000: return ONES[n // 100] + " hundred" + (" " + words(n % 100) if n % 100 else "")
    if n < 10**6: return words(n // 1000) + " thousand" + (" " + words(n % 1000) if n % 1000 else "")
    return str(n)
def native(s, digits):
    return "".join(digits[int(c)] if c.isdigit() else c for c in s)
AR = "٠١٢٣٤٥٦٧٨٩"; HI = "०१२३४५६७८९"; FW = "０１２３４５６７８９"; FA = "۰۱۲۳۴۵۶۷۸۹"; BN = "০১২৩৪৫৬৭৮৯"
CN = "零一二三四五六七八九"
def cn_num(n):
    if n < 0: return "负" + cn_num(-n)
    if n < 10: return CN[n]
    if n < 100:
        t, o = divmod(n, 10)
        return ("" if t == 1 else CN[t]) + "十" + (CN[o] if o else "")
    return None
def commas(n): return f"{n:,}"

# ---------- hand-specified non-integer golds: line -> (equivalent forms, wrong forms) ----------
PUTNAM = {
 3: (["2", "a = 2"], ["3"]), 10: (["\\frac{1}{2}", "0.5"], ["\\frac{1}{4}"]), 12: (["5"], ["4"]),
 13: (["8", "eight"], ["16"]), 14: (["8"], ["9"]), 28: (["3"], ["2"]), 30: (["11"], ["10"]),
 33: (["25"], ["24"]), 39: (["7"], ["6"]), 40: (["\\frac{1}{k!}", "1/k!"], ["\\frac{1}{(k+1)!}"]),
 46: (["n!"], ["(n+1)!"]), 47: (["-\\frac{7}{8}", "-0.875"], ["\\frac{7}{8}"]),
 50: (["\\frac{x}{1-x}"], ["\\frac{1}{1-x}"]), 52: (["\\frac{2}{3}", "2/3"], ["\\frac{1}{3}"]),
 55: (["\\frac{7}{4}", "1.75"], ["\\frac{5}{4}"]), 64: (["\\frac{\\pi}{4}", "\\pi/4"], ["\\frac{\\pi}{2}"]),
 65: (["\\frac{1}{e}", "e^{-1}"], ["e"]), 69: (["\\frac{1}{8}", "0.125"], ["\\frac{1}{4}"]),
 72: (["-1"], ["1"]), 73: (["12-8\\sqrt{2}", "4(3-2\\sqrt{2})"], ["12+8\\sqrt{2}"]),
 77: (["\\frac{\\pi}{2}\\ln\\pi", "\\frac{\\pi\\ln\\pi}{2}"], ["\\pi\\ln\\pi"]),
 80: (["\\frac{4}{3}(\\sqrt{2}-1)", "\\frac{4\\sqrt{2}-4}{3}"], ["\\frac{4}{3}(\\sqrt{2}+1)"]),
 82: (["2301"], ["2300"]), 84: (["\\frac{2}{9}"], ["\\frac{1}{9}"]),
 86: (["\\ln\\frac{4}{\\pi}", "\\ln 4-\\ln\\pi"], ["\\ln\\frac{\\pi}{4}"]), 87: (["2"], ["1"]),
 90: (["4", "p = 4"], ["3"]), 92: (["8"], ["6"]), 97: (["87"], ["86"]), 103: (["18"], ["17"]),
 104: (["3"], ["4"]), 105: (["\\frac{\\pi}{2}"], ["\\pi"]), 108: (["\\frac{2}{5}", "0.4"], ["\\frac{3}{5}"]),
 112: (["1984"], ["1987"]), 116: (["1"], ["0"]), 118: (["6"], ["8"]),
 124: (["\\frac{1+\\sqrt{3}}{2}"], ["\\frac{1+\\sqrt{5}}{2}"]),
 128: (["\\frac{4\\sqrt{2}-5}{3}"], ["\\frac{4\\sqrt{2}-5}{6}"]), 133: (["Yes"], ["No"]), 135: (["No"], ["Yes"]),
 143: (["\\frac{1}{3}"], ["\\frac{1}{2}"]), 147: (["1992"], ["1991"]), 150: (["2n-3"], ["2n-2"]),
 151: (["4+\\pi", "\\pi+4"], ["4+2\\pi"]), 152: (["3984"], ["3985"]),
 154: (["\\frac{4}{9}", "c = 4/9"], ["\\frac{2}{9}"]), 159: (["(-\\infty, 1)", "\\{k : k<1\\}"], ["(-\\infty, 1]"]),
 171: (["28"], ["26"]), 172: (["\\sqrt{e}", "e^{1/2}"], ["e"]), 178: (["6"], ["5"]),
 183: (["\\frac{9}{32}", "0.28125"], ["\\frac{9}{16}"]), 184: (["3"], ["2"]),
 185: (["\\frac{1-n^2}{4}", "-\\frac{n^2-1}{4}"], ["\\frac{n^2-1}{4}"]), 189: (["3"], ["2"]),
 194: (["2\\sqrt{2}-1"], ["2\\sqrt{2}+1"]), 7: (["n^2-n+2"], ["n^2+n+2"]), 9: (["2^{n-1}"], ["2^n"]),
 17: (["p^2+p", "p(p+1)"], ["p^2-p"]), 23: (["a = 11,\\ b = 8", "(a, b) = (11, 8)"], ["(a, b) = (8, 11)"]),
 101: (["101^{99}"], ["100^{99}"]), 132: (["n!+2^n"], ["n!+2^{n-1}"]), 134: (["3", "three"], ["2"]),
 53: (["Not necessarily", "No, not necessarily"], ["Yes, always"]),
 70: (["The limit does not exist", "No, it does not exist."], ["0"]),
 74: (["The assertion is false", "False: the assertion can be disproved"], ["The assertion is true"]),
 22: (["P(x) = x"], ["P(x) = x^2 + 1"]),
 25: (["f(x) = ax + b \\text{ for real constants } a, b", "all affine functions"], ["\\text{only the constant functions}"]),
 167: (["F_n", "the n-th Fibonacci number F_n"], ["F_{n+1}"]),
 41: (["No, such a B does not exist", "No"], ["Yes, such a B exists"]),
}
HARPX = {
 0: (["10\\frac{2}{3}", "\\frac{32}{3}"], ["10\\frac{1}{3}"]), 6: (["300\\%", "300 percent"], ["200\\%"]),
 8: (["3+\\sqrt{6}", "\\sqrt{6}+3"], ["3-\\sqrt{6}"]), 9: (["0, 1, 2, 4", "\\{4, 2, 1, 0\\}"], ["0, 1, 2"]),
 15: (["28\\%", "28 percent"], ["72\\%"]), 19: (["34\\text{ mph}", "34 miles per hour"], ["36\\text{ mph}"]),
 23: (["1:4", "1 : 4"], ["1:3"]), 43: (["\\frac{7}{8}", "0.875"], ["\\frac{5}{8}"]),
 53: (["2\\sqrt{13}", "\\sqrt{52}"], ["\\sqrt{13}"]), 57: (["(3,3)", "(3, 3)"], ["(3,-3)"]),
 58: (["\\sqrt{85}"], ["\\sqrt{58}"]), 63: (["3 \\text{ or } 9", "9, 3"], ["9"]), 81: (["3", "three"], ["4"]),
 95: (["\\frac{4}{9}", "0.\\overline{4}"], ["\\frac{5}{9}"]), 97: (["4.8\\%"], ["4.6\\%"]),
 98: (["x = 4 \\text{ or } x = -1", "-1, 4"], ["4"]), 90: (["36\\sqrt{6}"], ["36\\sqrt{3}"]),
 35: (["A makes 1100 dollars on the deal", "\\text{Mr. A gains } \\$1100"], ["A makes 1000 dollars on the deal"]),
 36: (["the square of the volume", "(\\text{volume})^2"], ["the volume"]),
 65: (["\\text{a loss of } \\$1000", "\\text{net loss of } \\$1{,}000"], ["\\text{a gain of } \\$1000"]),
 89: (["\\$170", "170 \\text{ dollars}"], ["\\$162.50"]),
 38: (["6a", "a \\cdot 6"], ["5a"]), 59: (["\\frac{xy}{x+y}", "\\frac{1}{\\frac{1}{x}+\\frac{1}{y}}"], ["\\frac{x+y}{xy}"]),
 70: (["\\frac{a-b}{a+b}", "(a-b)/(a+b)"], ["\\frac{a+b}{a-b}"]), 84: (["11-k", "-k+11"], ["11+k"]),
 91: (["10(q-1)", "10q-10"], ["10(q+1)"]), 85: (["(4, 3, 9)", "x=4,\\ y=3,\\ z=9"], ["(3, 4, 9)"]),
 42: (["-5, 20", "a = 20 \\text{ or } a = -5"], ["20"]),
}
MPX = {
 3: (["0, 4", "4 \\text{ or } 0"], ["4"]), 4: (["\\frac{11\\sqrt{3}}{2}", "5.5\\sqrt{3}"], ["11\\sqrt{3}"]),
 7: (["-2+2\\sqrt{39}", "2(\\sqrt{39}-1)"], ["2\\sqrt{39}+2"]), 10: (["72.8", "\\frac{364}{5}"], ["72.6"]),
 15: (["\\sqrt[3]{25}", "5^{2/3}"], ["5^{3/2}"]), 17: (["4\\pi-8", "4(\\pi-2)"], ["4\\pi-4"]),
 18: (["\\frac{3\\sqrt{3}}{4}"], ["\\frac{3\\sqrt{3}}{2}"]), 21: (["\\emptyset", "\\varnothing"], ["\\{0\\}"]),
 23: (["\\sqrt{2}-1", "\\frac{1}{\\sqrt{2}+1}"], ["\\sqrt{2}+1"]),
 28: (["2^6\\cdot 3^4\\cdot 5^2", "129600"], ["2^6\\cdot 3^4\\cdot 5"]),
 51: (["2+\\log_5 4", "\\log_5 100"], ["\\log_5 4"]), 53: (["\\frac{\\sqrt{15}}{4}"], ["\\frac{\\sqrt{15}}{2}"]),
 54: (["\\frac{7}{10}", "0.7"], ["\\frac{3}{10}"]), 55: (["\\infty"], ["0"]),
 57: (["[3, 5.399]"], ["(3, 5.399)"]), 59: (["\\frac{25}{108}"], ["\\frac{25}{54}"]),
}

# ---------- build items ----------
def strip_dollar(s):
    s = s.strip()
    return s[1:-1].strip() if len(s) >= 2 and s[0] == "$" and s[-1] == "$" else s

def is_int_str(s):
    s = str(s).strip().strip("$").strip()
    return s.lstrip("-").isdigit() and len(s.lstrip("-")) < 7 and not (len(s) > 1 and s.lstrip("-").startswith("0"))

def int_item(n):
    forms = [str(n)]
    if abs(n) >= 1000: forms.append(commas(n))
    wr = [n + 1, n - 1, n + 2, 2 * n if n not in (0,) else 1, n + 10]
    wr = [w for w in wr if w != n]
    return forms, [str(rng.choice(wr))], n

items = []
def add(bench, rel, line, forms, wrongs, n=None, mcq=None):
    r = rows[rel][line]
    q = r.get("problem")
    gold = r["answer_text"] if rel == PU else r["answer"]
    items.append(dict(benchmark=bench, source_row=f"{rel}:{line}", question=q, gold=gold,
                      forms=forms, wrongs=wrongs, n=n, mcq=mcq))

# Putnam: all hand specs, some twice
for ln in sorted(PUTNAM):
    f, w = PUTNAM[ln]; add("putnam", PU, ln, f, w)
for ln in rng.sample(sorted(PUTNAM), 16):
    f, w = PUTNAM[ln]; add("putnam", PU, ln, f, w)
# MATH-Perturb
for ln in sorted(MPX):
    f, w = MPX[ln]; add("math_perturb", MPH, ln, f, w)
for rel, k in ((MPH, 28), (MPS, 30)):
    cand = [i for i, r in enumerate(rows[rel]) if is_int_str(r["answer"]) and not (rel == MPH and i in MPX)]
    for ln in rng.sample(cand, k):
        n = int(str(rows[rel][ln]["answer"]).strip())
        f, w, n = int_item(n); add("math_perturb", rel, ln, f, w, n)
# HARP default
for ln in sorted(HARPX):
    f, w = HARPX[ln]; add("harp", HD, ln, f, w)
    f, w = HARPX[ln]; add("harp", HD, ln, f, w)
cand = [i for i, r in enumerate(rows[HD]) if is_int_str(r["answer"])]
for ln in rng.sample(cand, 125):
    n = int(strip_dollar(rows[HD][ln]["answer"]))
    f, w, n = int_item(n); add("harp", HD, ln, f, w, n)
# HARP multiple choice
cand = [i for i, r in enumerate(rows[HM]) if r.get("choices") and r.get("answer_choice") in r["choices"]]
for ln in rng.sample(cand, 60):
    r = rows[HM][ln]; L = r["answer_choice"]; ch = r["choices"]
    others = [k for k in sorted(ch) if k != L and strip_dollar(ch[k]) != strip_dollar(ch[L])]
    if not others: continue
    WL = rng.choice(others)
    ct, wt = strip_dollar(ch[L]), strip_dollar(ch[WL])
    forms = [f"\\textbf{{({L})}}\\ {ct}", f"({L}) {ct}"]
    wrongs = [f"\\textbf{{({WL})}}\\ {wt}", f"({WL}) {wt}"]
    add("harp", HM, ln, forms, wrongs, mcq=(L, WL, ct, wt))

# ---------- response templates ----------
def alt(it):
    """an equivalent alternative notation of the gold (returns (text, is_latex))"""
    opts = list(it["forms"][1:])
    n = it["n"]
    if n is not None:
        if 0 <= n < 1000: opts.append(words(n))
        opts.append(f"{n}.0")
        if n >= 1000: opts.append(commas(n))
        if n >= 1000 and n % 100 == 0:
            k = len(str(n)) - 1; m = str(n).rstrip("0"); m = m[0] + ("." + m[1:] if len(m) > 1 else "")
            opts.append(f"{m} \\times 10^{{{k}}}")
    return rng.choice(opts) if opts else it["forms"][0]

def topic(it):
    q = it["question"] or ""
    s = q.split(".")[0]
    return (s[:90] + "…") if len(s) > 90 else s

P, N = [], []   # positive / negative templates
def pos(style):
    def d(f): P.append((style, f)); return f
    return d
def neg(style):
    def d(f): N.append((style, f)); return f
    return d

@pos("think/r1_boxed")
def _(it, A, W):
    return (f"<think>\nOkay, let me read the problem again. {topic(it)}.\nFirst attempt gives ${W}$... hmm, that doesn't satisfy the "
            f"original condition. Let me recheck the arithmetic.\nYes, I dropped a term. Redoing it carefully, I get ${A}$, and it checks out.\n</think>\n\n"
            f"After correcting my computation, the answer is $\\boxed{{{A}}}$.")
@pos("think/qwq_final_line")
def _(it, A, W):
    return (f"<think>\nLet's set up the problem. We need to be careful with the edge cases.\nTrying small values first... pattern seems stable.\n"
            f"So the result should be {A}.\n</think>\n**Final Answer**\n\\[\n\\boxed{{{A}}}\n\\]")
@pos("think/unclosed_reasoning_then_answer")
def _(it, A, W):
    return (f"Thinking...\n> Let me denote the target quantity by $T$. Computing step by step.\n> Wait, should it be ${W}$? No — that came from a sign slip.\n"
            f"...done thinking.\n\nThe answer is ${A}$.")
@pos("think/seed_thinking_tags")
def _(it, A, W):
    return (f"<seed:think>\nStart by simplifying. Candidate values: I will verify each.\nVerification passes for {A} only.\n</seed:think>\n"
            f"Therefore, the final answer is $\\boxed{{{A}}}$")
@pos("think/reasoning_tag_gemini")
def _(it, A, W):
    return (f"<reasoning>\nBreaking the problem down. Key observation: symmetry reduces the work.\n</reasoning>\n<answer>\n{A}\n</answer>")
@pos("markdown/heading_bold")
def _(it, A, W):
    return (f"## Solution\n\n### Step 1: Set up\nWe translate the statement into equations.\n\n### Step 2: Solve\nSolving yields the value below.\n\n"
            f"---\n\n### ✅ Final Answer\n\n**{A}**")
@pos("markdown/table")
def _(it, A, W):
    return (f"Let me organize the candidates:\n\n| Candidate | Satisfies all conditions? |\n|---|---|\n| ${W}$ | ❌ fails the check |\n| ${A}$ | ✅ |\n\n"
            f"So the answer is ${A}$.")
@pos("markdown/bullets_answer_last")
def _(it, A, W):
    return (f"**Approach**\n- Rewrite the condition.\n- Reduce to a single equation.\n- Solve and verify.\n\n**Answer:** $\\displaystyle {A}$")
@pos("markdown/blockquote")
def _(it, A, W):
    return f"Working through the algebra (details omitted for brevity):\n\n> **Answer.** ${A}$\n\nLet me know if you'd like a step-by-step derivation!"
@pos("tokens/chatml")
def _(it, A, W):
    return f"<|im_start|>assistant\nWe compute directly and obtain \\(\\boxed{{{A}}}\\).<|im_end|>\n<|endoftext|>"
@pos("tokens/llama3")
def _(it, A, W):
    return f"<|start_header_id|>assistant<|end_header_id|>\n\nSolving step by step, the answer is: $\\boxed{{{A}}}$<|eot_id|>"
@pos("tokens/harmony_final_channel")
def _(it, A, W):
    return (f"<|start|>assistant<|channel|>analysis<|message|>Need compute. Try {W}? fails check. Recompute: {A}. Good.<|end|>"
            f"<|start|>assistant<|channel|>final<|message|>**Answer:** ${A}$<|return|>")
@pos("tokens/gemma_turn")
def _(it, A, W):
    return f"<start_of_turn>model\nHere's the solution.\n\nThe final answer is ${A}$.<end_of_turn>"
@pos("tokens/deepseek_fullwidth")
def _(it, A, W):
    return f"<｜Assistant｜><think>\nquick check done\n</think>\n\n$$\\boxed{{{A}}}$$<｜end▁of▁sentence｜>"
@pos("tokens/mistral_inst")
def _(it, A, W):
    return f"[/INST] To solve this, I'll work through the conditions one at a time. Final answer: {A}</s>"
@pos("tokens/phi_end")
def _(it, A, W):
    return f"<|assistant|>\nAnswer: ${A}$<|end|>"
@pos("agent/json_answer")
def _(it, A, W):
    return json.dumps({"reasoning": "Solved by direct computation and checked.", "final_answer": A, "confidence": 0.92}, ensure_ascii=False)
@pos("agent/openai_tool_call")
def _(it, A, W):
    return json.dumps({"tool_calls": [{"id": "call_7", "type": "function", "function": {"name": "submit_answer",
                       "arguments": json.dumps({"answer": A})}}]}, ensure_ascii=False)
@pos("agent/xml_function_call")
def _(it, A, W):
    return f"I've verified the result numerically.\n<function_calls>\n<invoke name=\"submit_final\">\n<parameter name=\"answer\">{A}</parameter>\n</invoke>\n</function_calls>"
@pos("agent/python_then_statement")
def _(it, A, W):
    return (f"Let me verify with code.\n```python\n# brute-force / symbolic check\nres = solve()\nprint(res)\n```\n```output\n{A}\n```\n"
            f"The code confirms the result: **{A}**.")
@pos("agent/yaml_block")
def _(it, A, W):
    return f"```yaml\nstatus: solved\nanswer: \"{A}\"\nchecked: true\n```"
@pos("terse/bare")
def _(it, A, W):
    return f"{A}"
@pos("terse/answer_colon")
def _(it, A, W):
    return f"ANSWER: {A}"
@pos("terse/boxed_only")
def _(it, A, W):
    return f"\\boxed{{{A}}}"
@pos("truncated/after_answer")
def _(it, A, W):
    return f"Therefore the answer is $\\boxed{{{A}}}$.\n\nDouble-checking by substituting back: the left side becomes"
@pos("notation/alt_equivalent")
def _(it, A, W):
    B = alt(it)
    return f"Simplifying everything, the required value equals {B}."
@pos("notation/minerva_style")
def _(it, A, W):
    return f"Solution: The computation is routine once set up.\nFinal Answer: The final answer is ${A}$. I hope it is correct."
@pos("notation/latex_env")
def _(it, A, W):
    return f"\\begin{{equation*}}\n\\text{{Answer}} = {A}\n\\end{{equation*}}"

# ---- negatives ----
@neg("think/answer_only_in_think")
def _(it, A, W):
    return (f"<think>\nComputing... I get {A}. Hmm, but is that consistent with the second condition? Let me recompute.\n"
            f"Second pass gives {W}. I'll trust the second pass.\n</think>\n\nThe answer is $\\boxed{{{W}}}$.")
@neg("think/unterminated")
def _(it, A, W):
    return (f"<think>\nLet me set up. {topic(it)}.\nFirst candidate: {A}. Need to double check against the constraint, so let me expand the expression fully: "
            f"the first term is")
@neg("think/harmony_analysis_only")
def _(it, A, W):
    return (f"<|start|>assistant<|channel|>analysis<|message|>Compute. Probably {A}. Let's double-check with another approach... second approach gives {W}. "
            f"Conflict; need third method.<|end|><|start|>assistant<|channel|>final<|message|>{W}<|return|>")
@neg("correction/intermediate_then_fix")
def _(it, A, W):
    return (f"Step 1 gives $\\boxed{{{A}}}$.\n\nWait — I misread the question; it asks for something slightly different. Adjusting for that, "
            f"the final answer is $\\boxed{{{W}}}$.")
@neg("correction/retracted")
def _(it, A, W):
    return f"**Answer: ${A}$**\n\nActually, no — that is incorrect; I double-counted one case. The correct answer is ${W}$."
@neg("hedge/two_values")
def _(it, A, W):
    return f"Depending on how the problem is interpreted, the answer is either ${A}$ or ${W}$; I can't determine which is intended."
@neg("hedge/boxed_both")
def _(it, A, W):
    return f"The two candidate answers are $\\boxed{{{W}}}$ and $\\boxed{{{A}}}$."
@neg("nearmiss/final_only")
def _(it, A, W):
    return f"After simplification, the answer is $\\boxed{{{W}}}$."
@neg("nearmiss/markdown")
def _(it, A, W):
    return f"## Final Answer\n\n**{W}**\n\n*(Note: a quick estimate suggested something near {A}, but the exact computation gives the value above.)*"
@neg("unfinished/no_final")
def _(it, A, W):
    return (f"Let's denote the unknown and set up the equations. A first estimate gives ${A}$, but this still needs to be verified against the "
            f"boundary case, which requires computing")
@neg("unfinished/max_tokens")
def _(it, A, W):
    return f"<|im_start|>assistant\nWe begin by observing that the expression simplifies. Plugging in, the intermediate total is {A}, and then we must subtract the overlap, which is"
@neg("other_quantity/stated")
def _(it, A, W):
    return f"The auxiliary quantity (before the last step of the problem) equals ${A}$. Applying the final step, the requested answer is $\\boxed{{{W}}}$."
@neg("agent/json_wrong_final")
def _(it, A, W):
    return json.dumps({"scratch": f"initial guess {A}, refined after verification", "answer": W}, ensure_ascii=False)
@neg("agent/tool_call_wrong")
def _(it, A, W):
    return json.dumps({"name": "submit_answer", "arguments": {"answer": W, "notes": f"rejected {A} after checking"}}, ensure_ascii=False)
@neg("agent/code_output_contradicts")
def _(it, A, W):
    return (f"```python\nprint(candidate())\n```\n```output\n{A}\n```\nThe output is off because the code ignores a constraint. Correcting by hand, "
            f"the answer is **{W}**.")
@neg("agent/code_error_no_answer")
def _(it, A, W):
    return (f"```python\nans = compute()   # expected around {A}\nprint(ans)\n```\n```output\nTraceback (most recent call last):\n  File \"<stdin>\", line 2\nNameError: name 'compute' is not defined\n```\n"
            f"Let me fix the code and rerun.")
@neg("tokens/wrong_after_eot")
def _(it, A, W):
    return f"<|start_header_id|>assistant<|end_header_id|>\n\nIt's tempting to say {A}, but that ignores one case. The answer is $\\boxed{{{W}}}$.<|eot_id|>"
@neg("markdown/table_wrong_pick")
def _(it, A, W):
    return (f"| Candidate | Valid? |\n|---|---|\n| ${A}$ | ✖ (violates the condition) |\n| ${W}$ | ✔ |\n\n**Answer:** ${W}$")
@neg("terse/question_to_user")
def _(it, A, W):
    return f"Is the answer {A}? I'm not sure — could you clarify the problem statement first?"
@neg("verification/refuted")
def _(it, A, W):
    return f"Claim: the answer is {A}.\nCheck: substituting back gives a contradiction, so {A} is NOT the answer. Final answer: {W}."

# ---- more formats ----
def latex_variant(A):
    B = A.replace("\\frac", "\\dfrac") if "\\frac" in A else A
    if B == A and "\\sqrt" in A: B = A.replace("\\sqrt", "\\sqrt ")
    if B == A: B = "\\mathbf{" + A + "}"
    return B
@pos("notation/latex_variant")
def _(it, A, W):
    if all(c.isalpha() or c in " -'.,:" for c in A):
        return f"Collecting terms, we conclude that the desired quantity is $\\textit{{{A}}}$."
    return f"Collecting terms, we conclude that the desired quantity is $\\displaystyle {latex_variant(A)}$."
@pos("markdown/gsm_hashes")
def _(it, A, W):
    return f"Step-by-step computation omitted.\n#### {A}"
@pos("agent/mcp_jsonrpc_result")
def _(it, A, W):
    return json.dumps({"jsonrpc": "2.0", "id": 3, "result": {"content": [{"type": "text", "text": f"Final answer: {A}"}], "isError": False}}, ensure_ascii=False)
@pos("markdown/html_render")
def _(it, A, W):
    return f"<div class=\"solution\"><p>We simplify and solve.</p><p><strong>Answer:</strong> <span class=\"math\">\\({A}\\)</span></p></div>"
@pos("markdown/code_fence_answer")
def _(it, A, W):
    return f"Result of the derivation:\n\n```\n{A}\n```"
@pos("chat/claude_prose")
def _(it, A, W):
    return (f"I'll work through this carefully.\n\nFirst, I set up the relationships given in the problem. A tempting shortcut gives {W}, "
            f"but it ignores one of the constraints, so I'll discard it.\n\nDoing it properly, **the answer is {A}**.")
@pos("chat/gemini_bold_sentence")
def _(it, A, W):
    return f"Here's a breakdown of the solution:\n\n1. **Understand the setup.**\n2. **Compute.**\n\n**Conclusion:** The value is $\\mathbf{{{A}}}$."
@pos("agent/react_final")
def _(it, A, W):
    return (f"Thought: I should compute this with the calculator tool.\nAction: calculator\nAction Input: {{\"expr\": \"...\"}}\n"
            f"Observation: {A}\nThought: I now know the final answer.\nFinal Answer: {A}")
@neg("correction/final_sentence_other")
def _(it, A, W):
    return f"So we get $\\boxed{{{A}}}$ for the first part of the computation. However, the problem asks for the quantity after the final adjustment, which is ${W}$."
@neg("truncated/flip_flop_loop")
def _(it, A, W):
    return (f"So the answer is {A}. Wait, let me check. So the answer is {W}. Wait, let me check. So the answer is {A}. Wait, let me check. "
            f"So the answer is {W}. Wait, let me")
@neg("negation/not_value")
def _(it, A, W):
    return f"A common mistake gives ${A}$, but the answer is definitely not ${A}$. Correct reasoning gives $\\boxed{{{W}}}$."
@neg("agent/react_wrong")
def _(it, A, W):
    return (f"Thought: compute with the tool.\nAction: python\nObservation: {A}\nThought: The observation is for the wrong sub-case; adjusting.\n"
            f"Final Answer: {W}")
@neg("think/think_right_answer_wrong")
def _(it, A, W):
    return f"<think>\nThe answer is {A}.\n</think>\n\nHmm, rereading the problem, the question asks for something else. **Final answer: {W}**"
@neg("markdown/heading_wrong")
def _(it, A, W):
    return f"### Intermediate result\n${A}$\n\n### Final answer\n${W}$"
@neg("refusal/no_answer")
def _(it, A, W):
    return f"I computed a partial value of {A} but I'm unable to complete the remaining steps reliably, so I won't give a final answer."

@pos("think/qwen3_empty_think")
def _(it, A, W):
    return f"<think>\n\n</think>\n\nThe answer is $\\boxed{{{A}}}$."
@pos("think/kimi_triangle_tags")
def _(it, A, W):
    return f"◁think▷Let me simplify first. Checking the candidate {W}: fails. Candidate {A}: works.◁/think▷\n\n**Answer:** {A}"
@pos("tokens/command_r")
def _(it, A, W):
    return f"<|START_OF_TURN_TOKEN|><|CHATBOT_TOKEN|>Relevant Documents: None\nAnswer: The answer is {A}.<|END_OF_TURN_TOKEN|>"
@pos("tokens/granite_roles")
def _(it, A, W):
    return f"<|start_of_role|>assistant<|end_of_role|>Final result: $\\boxed{{{A}}}$<|end_of_text|>"
@pos("tokens/glm_think")
def _(it, A, W):
    return f"<|assistant|>\n<think>Set up and solve; verified by substitution.</think>\n答案 / Answer: {A}"
@neg("think/kimi_wrong_after_think")
def _(it, A, W):
    return f"◁think▷Quick estimate: {A}. But the exact count excludes one case.◁/think▷\n\n**Answer:** {W}"
@neg("tokens/command_r_hedge")
def _(it, A, W):
    return f"<|START_OF_TURN_TOKEN|><|CHATBOT_TOKEN|>Grounded answer: it's {W}, although {A} is also possible if the endpoints are counted.<|END_OF_TURN_TOKEN|>"
@neg("think/empty_think_wrong")
def _(it, A, W):
    return f"<think>\n\n</think>\n\nUsing the formula gives {A} for the total; the question asks for the complement, so the answer is $\\boxed{{{W}}}$."

@pos("agent/sse_stream_chunks")
def _(it, A, W):
    parts = ["Solving", " the problem,", " the final answer is ", A, "."]
    return "\n\n".join("data: " + json.dumps({"choices": [{"delta": {"content": p}}]}, ensure_ascii=False) for p in parts) + "\n\ndata: [DONE]"
@neg("agent/sse_stream_cut")
def _(it, A, W):
    parts = ["Partial", " result: ", A, ". Now applying the last condition,", " the final answer is"]
    return "\n\n".join("data: " + json.dumps({"choices": [{"delta": {"content": p}}]}, ensure_ascii=False) for p in parts)
@pos("agent/anthropic_content_blocks")
def _(it, A, W):
    return json.dumps([{"type": "thinking", "thinking": f"Candidate {W} fails the check; {A} works."}, {"type": "text", "text": f"The answer is {A}."}], ensure_ascii=False)
@neg("agent/anthropic_thinking_vs_text")
def _(it, A, W):
    return json.dumps([{"type": "thinking", "thinking": f"I think it's {A}... but re-deriving carefully gives {W}."}, {"type": "text", "text": f"**Answer:** {W}"}], ensure_ascii=False)
@pos("agent/responses_api_output")
def _(it, A, W):
    return json.dumps({"object": "response", "status": "completed", "output": [{"type": "reasoning", "summary": [{"type": "summary_text", "text": "Solved and verified."}]},
                       {"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": f"Final answer: {A}"}]}]}, ensure_ascii=False)
@neg("agent/responses_api_incomplete")
def _(it, A, W):
    return json.dumps({"object": "response", "status": "incomplete", "incomplete_details": {"reason": "max_output_tokens"},
                       "output": [{"type": "reasoning", "summary": [{"type": "summary_text", "text": f"Intermediate value {A}; still need to apply the final constraint."}]}]}, ensure_ascii=False)
@pos("agent/mathematica_session")
def _(it, A, W):
    return f"In[1]:= FullSimplify[expr]\nOut[1]= {A}\n\nSo the answer is {A}."
@neg("agent/sympy_pick_wrong_root")
def _(it, A, W):
    return f">>> sympy.solve(eq, t)\n[{A}, {W}]\n\nOnly the second solution satisfies the problem's constraint, so the answer is {W}."
@pos("markdown/therefore_bold_period")
def _(it, A, W):
    return f"Combining the two cases and simplifying:\n\n$$\\therefore\\quad {A}$$\n\n**Answer: {A}.**"

# ---- multilingual ----
LANG_POS = {
 "zh": ["解：根据题意列出方程并求解。\n\n所以答案是 {A}。", "**最终答案**：$\\boxed{{{A}}}$"],
 "ja": ["条件を整理すると、求める値は {A} です。", "<think>\nまず式を立てる。\n</think>\n答え：{A}"],
 "ko": ["풀이: 조건을 정리하면 식이 간단해집니다.\n\n따라서 정답은 {A}입니다.", "**정답:** $\\boxed{{{A}}}$"],
 "ru": ["Решение. Упростим выражение и подставим значения.\n\nОтвет: {A}.", "Итак, искомое значение равно $\\boxed{{{A}}}$."],
 "ar": ["الحل: نبسط المعادلة ثم نحلها.\n\nالإجابة النهائية هي {A}.", "إذن الجواب: $\\boxed{{{A}}}$"],
 "hi": ["हल: शर्तों को समीकरण में बदलते हैं।\n\nअतः उत्तर {A} है।", "अंतिम उत्तर: $\\boxed{{{A}}}$"],
 "vi": ["Lời giải: Biến đổi điều kiện đã cho.\n\nVậy đáp án là {A}.", "**Đáp số:** $\\boxed{{{A}}}$"],
 "fr": ["Solution : on simplifie puis on résout.\n\nLa réponse est donc {A}.", "**Réponse finale :** $\\boxed{{{A}}}$"],
 "es": ["Solución: planteamos la ecuación y la resolvemos.\n\nPor lo tanto, la respuesta es {A}.", "**Respuesta:** $\\boxed{{{A}}}$"],
 "de": ["Lösung: Wir vereinfachen den Ausdruck.\n\nDas Ergebnis lautet {A}.", "**Antwort:** $\\boxed{{{A}}}$"],
 "pt": ["Solução: organizando as condições, obtemos uma equação.\n\nPortanto, a resposta é {A}.", "**Resposta final:** $\\boxed{{{A}}}$"],
 "fa": ["راه‌حل: معادله را ساده می‌کنیم.\n\nپاسخ نهایی {A} است."],
 "bn": ["সমাধান: শর্তগুলো সাজিয়ে পাই।\n\nসুতরাং উত্তর {A}।"],
 "tr": ["Çözüm: Denklemi sadeleştirelim.\n\nCevap: {A}"],
 "it": ["Soluzione: semplifichiamo l'espressione.\n\nLa risposta è {A}."],
 "id": ["Penyelesaian: sederhanakan persamaannya.\n\nJadi, jawabannya adalah {A}."],
}
LANG_NEG = {
 "zh": "初步计算得到 {A}，但检验后发现不满足条件，应舍去。\n\n正确答案是 {W}。",
 "ja": "最初は {A} と考えましたが、条件を満たさないので誤りです。正しい答えは {W} です。",
 "ko": "처음에는 {A}라고 생각했지만, 검산해 보니 틀렸습니다. 최종 답은 {W}입니다.",
 "ru": "Сначала получаем {A}, но это промежуточный результат. Окончательный ответ: {W}.",
 "ar": "نحصل أولاً على {A}، لكن هذه قيمة وسيطة فقط. الإجابة النهائية هي {W}.",
 "hi": "पहले हमें {A} मिलता है, लेकिन यह केवल मध्यवर्ती मान है। अंतिम उत्तर {W} है।",
 "vi": "Ban đầu ta được {A}, nhưng giá trị này không thỏa mãn điều kiện. Đáp án đúng là {W}.",
 "fr": "On trouve d'abord {A}, mais ce n'est qu'une valeur intermédiaire. La réponse finale est {W}.",
 "es": "Primero obtenemos {A}, pero al verificar no cumple la condición. La respuesta correcta es {W}.",
 "de": "Zunächst erhalten wir {A}, doch das ist nur ein Zwischenergebnis. Die endgültige Antwort ist {W}.",
 "pt": "Inicialmente obtemos {A}, mas isso é apenas um valor intermediário. A resposta final é {W}.",
 "zh-hedge": "答案可能是 {A}，也可能是 {W}，我无法确定。",
 "es-hedge": "La respuesta es {A} o {W}; no estoy seguro de cuál.",
 "ja-unfinished": "まず {A} を得る。次に、境界の場合を確認するために",
 "ru-unfinished": "Промежуточно получаем {A}. Теперь осталось учесть случай, когда",
}
NATIVE = {"ar": AR, "hi": HI, "fa": FA, "bn": BN, "ja": FW}

def lang_form(it, lang, x):
    """render a value for a language; native digits for pure integers"""
    n = it["n"]
    if n is not None and x == str(n):
        if lang in NATIVE and rng.random() < 0.8: return native(x, NATIVE[lang])
        if lang == "zh" and cn_num(n) and rng.random() < 0.6: return cn_num(n)
        return x
    if lang in NATIVE and x.lstrip("-").isdigit() and rng.random() < 0.5:
        return native(x, NATIVE[lang])
    return f"${x}$" if any(c in x for c in "\\^_{") else x

def mcq_pos(it):
    L, WL, ct, wt = it["mcq"]
    return rng.choice([
        (f"Checking each option, only one works.\n\n**Answer: ({L})** ${ct}$", "mcq/letter_and_value"),
        (f"<think>\nEliminate ({WL}) since it fails for a small test case. ({L}) survives.\n</think>\nThe correct choice is $\\boxed{{\\textbf{{({L})}}\\ {ct}}}$", "mcq/think_boxed_letter_value"),
        (json.dumps({"choice": L, "value": ct}, ensure_ascii=False), "mcq/json_choice"),
    ])
def mcq_neg(it):
    L, WL, ct, wt = it["mcq"]
    return rng.choice([
        (f"At first glance ({L}) ${ct}$ looks plausible, but testing a special case rules it out.\n\n**Answer: ({WL})** ${wt}$", "mcq/wrong_letter_after_considering"),
        (f"$\\boxed{{\\textbf{{({WL})}}\\ {wt}}}$", "mcq/wrong_letter_boxed"),
        (f"The answer is either ({L}) ${ct}$ or ({WL}) ${wt}$ — I lean towards ({L}) but can't rule out ({WL}).", "mcq/hedge_letters"),
    ])

def unwrap_words(text, x):
    if x and all(c.isalpha() or c in " -'.,:" for c in x):
        text = text.replace(f"${x}$", x)
    return text

CYC = {"p": 0, "n": 0}
def render(it, label):
    A = it["forms"][0]; W = it["wrongs"][0]
    r = rng.random()
    if it["mcq"] and r < 0.5:
        return (mcq_pos(it) if label else mcq_neg(it)) + ("en",)
    if r < 0.72 or it["mcq"]:
        style, f = (P if label else N)[rng.randrange(len(P if label else N))]
        if label and not style.startswith("notation/") and rng.random() < 0.3 and (len(it["forms"]) > 1 or it["n"] is not None):
            A = alt(it); style += "_altform"
        text = f(it, A, W)
        text = unwrap_words(unwrap_words(text, A), W)
        return text, style, "en"
    # multilingual
    if label:
        lang = sorted(LANG_POS)[CYC["p"] % len(LANG_POS)]; CYC["p"] += 1
        tpl = rng.choice(LANG_POS[lang])
        x = rng.choice(it["forms"])
        if "boxed" in tpl:
            xv = native(x, NATIVE[lang]) if (lang in NATIVE and it["n"] is not None and x == str(it["n"])) else x
        else:
            xv = lang_form(it, lang, x)
        return tpl.format(A=xv), f"multilingual/{'boxed' if 'boxed' in tpl else 'sentence'}", lang
    key = sorted(LANG_NEG)[CYC["n"] % len(LANG_NEG)]; CYC["n"] += 1
    lang = key.split("-")[0]
    sub = key.split("-")[1] if "-" in key else "retracted_intermediate"
    return LANG_NEG[key].format(A=lang_form(it, lang, A), W=lang_form(it, lang, W)), f"multilingual/{sub}", lang

def main():
    order = list(range(len(items)))
    rng.shuffle(order)
    out = []
    for k, idx in enumerate(order):
        it = items[idx]
        label = (k % 2 == 0)
        text, style, lang = render(it, label)
        out.append(dict(id=f"zd-{len(out)+1:04d}", benchmark=it["benchmark"], source_row=it["source_row"],
                        question=it["question"], gold=it["gold"], response=text, label=label, style=style, language=lang))
    with open(OUT, "w") as f:
        for o in out:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print(len(out), "cases written to", OUT)
    write_readme(out)

def write_readme(out):
    from collections import Counter
    def tab(title, cnt):
        lines = [f"### {title}", "", "| key | count |", "|---|---|"]
        lines += [f"| {k} | {v} |" for k, v in sorted(cnt.items(), key=lambda kv: (-kv[1], str(kv[0])))]
        return "\n".join(lines) + "\n"
    md = ["# Set ZD: blind labeled responses for a math answer grader", "",
          "Regenerate (deterministic, fixed seed, standard library only; reads /work/shared/data):", "",
          "```", "python3 /work/probe_zd/make_cases.py", "```", "",
          "This rewrites `cases.jsonl` and this README. One JSON object per line with fields "
          "`id, benchmark, source_row, question, gold, response, label, style, language`. "
          "`gold` is the data's own answer field copied verbatim (HARP: `answer`, including for rows from "
          "harp_mcq.jsonl, where responses name the option letter together with its value; MATH-Perturb: `answer`, "
          "keeping its JSON type; Putnam: `answer_text` of putnam_with_answers.jsonl, since Putnam-AXIOM itself is not "
          "on this machine). `label` is true iff the response's final answer equals the gold.", "",
          f"Total cases: {len(out)}", "",
          tab("By label", Counter(o["label"] for o in out)),
          tab("By benchmark", Counter(o["benchmark"] for o in out)),
          tab("By benchmark and label", Counter(f"{o['benchmark']} / {o['label']}" for o in out)),
          tab("By format (style prefix)", Counter(o["style"].split("/")[0] for o in out)),
          tab("By language", Counter(o["language"] for o in out)),
          tab("By style", Counter(o["style"] for o in out))]
    with open(os.path.join(os.path.dirname(OUT), "README.md"), "w") as f:
        f.write("\n".join(md))

if __name__ == "__main__":
    main()
