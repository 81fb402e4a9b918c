#!/usr/bin/env python3
"""Blind labeled set K for a math final-answer grader.

Deterministic: fixed seed, standard library only, items in a fixed order.
Usage:  python3 make_cases.py [--data /work/shared/data] [--out cases.jsonl]
"""
import json
import os
import random
import re
import sys

SEED = 20261202
HERE = os.path.dirname(os.path.abspath(__file__))
DATA = "/work/shared/data"
OUT = os.path.join(HERE, "cases.jsonl")
args = sys.argv[1:]
if "--data" in args:
    DATA = args[args.index("--data") + 1]
if "--out" in args:
    OUT = args[args.index("--out") + 1]

_cache = {}


def load(rel):
    if rel not in _cache:
        with open(os.path.join(DATA, rel), encoding="utf-8") as fh:
            _cache[rel] = fh.read().splitlines()
    return _cache[rel]


def rowdict(rel, i):
    return json.loads(load(rel)[i])


HD = "harp/harp_default.jsonl"
HM = "harp/harp_mcq.jsonl"
MPH = "math_perturb/math_perturb_hard.jsonl"
MPS = "math_perturb/math_perturb_simple.jsonl"
PW = "putnam/putnam_with_answers.jsonl"

# (file, line, equivalent forms of the gold, near-miss wrong values)
ITEMS = [
    # ---------------- HARP default ----------------
    (HD, 107, ["7", "seven", "7.0", "F(3,f(4)) = 7"], ["6", "9"]),
    (HD, 124, ["\\frac12", "0.5", "1:2", "one half", "\u00bd"], ["\\frac{2}{3}", "\\frac{1}{3}"]),
    (HD, 293, ["-14", "\u221214", "minus fourteen"], ["14", "-28"]),
    (HD, 524, ["4641", "4,641", "4\\,641"], ["4640", "4541"]),
    (HD, 1098, ["420", "420 (the LCD)"], ["210", "840"]),
    (HD, 1233, ["\\frac{1}{6}", "1/6", "\\tfrac16", "\u2159"], ["\\frac{1}{3}", "\\frac{1}{8}"]),
    (HD, 1949, ["\\frac{4}{9}", "4/9", "0.\\overline{4}"], ["\\frac{2}{3}", "\\frac{5}{9}"]),
    (HD, 2113, ["Austin and Sue", "Sue and Austin", "\\text{Sue, Austin}"], ["Austin and Tevyn", "Nadeen and Sue"]),
    (HD, 3235, ["22.5", "22\\frac{1}{2}", "\\frac{45}{2}", "22.5 feet"], ["22", "23.5"]),
    (HD, 3883, ["\\frac{220}{3^{10}}", "\\frac{220}{59049}", "\\frac{4\\cdot 5\\cdot 11}{3^{10}}"], ["\\frac{220}{3^{8}}", "\\frac{110}{3^{10}}"]),
    (HD, 4375, ["24\\sqrt{5}", "\\sqrt{2880}", "24\u221a5"], ["12\\sqrt{5}", "24\\sqrt{3}"]),
    (HD, 4502, ["\\frac{100ml}{x}", "100lm/x", "\\dfrac{100\\,l\\,m}{x}"], ["\\frac{lm}{100x}", "\\frac{100x}{lm}"]),
    (HD, 4662, ["45", "45^\\circ", "45\u00b0", "45 degrees"], ["135", "30"]),
    (HD, 4685, ["\\frac{3}{2}", "1.5", "1\\tfrac{1}{2}", "1\u00bd"], ["\\frac{3\\sqrt{3}}{4}", "\\frac{5}{4}"]),
    (HD, 1570, ["8", "f(3)=8", "eight"], ["2", "-8"]),
    (HD, 1999, ["44\\%", "44%", "44 percent"], ["40\\%", "50\\%"]),
    (HD, 933, ["18^\\circ", "18\u00b0", "18 degrees"], ["36^\\circ", "30^\\circ"]),
    (HD, 58, ["\\sqrt{85}", "\u221a85", "85^{1/2}"], ["\\sqrt{13}", "85"]),
    (HD, 931, ["\\sqrt{3}+\\sqrt{2}-\\sqrt{5}", "\u221a2 + \u221a3 \u2212 \u221a5", "\\sqrt2+\\sqrt3-\\sqrt5"], ["\\sqrt{2}+\\sqrt{3}+\\sqrt{5}", "\\sqrt{5}-\\sqrt{3}-\\sqrt{2}"]),
    (HD, 936, ["2-\\sqrt{2}", "-\\sqrt{2}+2", "2-\u221a2"], ["\\sqrt{2}-1", "2+\\sqrt{2}"]),
    (HD, 4553, ["(0,5)", "(0, 5)", "x=0,\\ y=5"], ["(5,0)", "(0,-5)"]),
    (HD, 296, ["(-1, 11)", "-1<x<11", "x\\in(-1,11)"], ["[-1,11]", "(-11,1)"]),
    (HD, 128, ["k=-7 \\text{ or } k=9", "-7, 9", "\\{9,-7\\}"], ["9 \\text{ only}", "-9 \\text{ and } 7"]),
    (HD, 432, ["12, 0", "m\\in\\{0,12\\}", "0 \\text{ and } 12"], ["12", "0, 12, -12"]),
    (HD, 2295, ["250500", "250\\,500", "250{,}500"], ["250000", "125250"]),
    (HD, 3770, ["27720", "27\\,720", "27 720"], ["27270", "27000"]),
    (HD, 1045, ["Carlos and Diana", "Diana, Carlos", "\\text{Diana and Carlos}"], ["Beth and Carlos", "Alan and Beth"]),
    (HD, 62, ["13\\frac{1}{3} \\text{ mph}", "\\frac{40}{3} mph", "13.\\overline{3} miles per hour", "13\u2153 mph"], ["15 \\text{ mph}", "12 \\text{ mph}"]),
    (HD, 885, ["\\$30", "30 dollars", "\\$30.00"], ["\\$20", "\\$40"]),
    (HD, 3464, ["\\$38.50", "\\$38.5", "38.50 dollars"], ["\\$37.50", "\\$38.05"]),
    (HD, 2918, ["2^{24}<10^8<5^{12}", "5^{12} > 10^8 > 2^{24}"], ["10^8<2^{24}<5^{12}", "2^{24}<5^{12}<10^8"]),
    (HD, 539, ["(-\\infty,-\\tfrac13)\\cup(\\tfrac12,\\infty)", "x<-\\frac13 \\text{ or } x>\\frac12"], ["(-\\tfrac13,\\tfrac12)", "x>\\frac12"]),
    (HD, 1054, ["(2,3)", "2<x<3", "\\{x : 2<x<3\\}"], ["[2,3]", "2\\le x<3"]),
    (HD, 4, ["y^2+10y-7=0", "0=y^{2}+10y-7"], ["y^2+10y+7=0", "y^2-10y-7=0"]),
    (HD, 1181, ["(by+ax)^2", "a^2x^2+2abxy+b^2y^2"], ["(ax-by)^2", "ax+by"]),
    (HD, 3219, ["6\\sqrt{3}+\\pi", "\\pi+6\\sqrt3"], ["2\\pi+6\\sqrt{3}", "\\pi+3\\sqrt{3}"]),
    (HD, 987, ["2+\\frac{5\\pi}{3}", "\\frac{5\\pi+6}{3}"], ["\\frac{5}{3}\\pi+1", "\\frac{5\\pi}{3}"]),
    (HD, 4330, ["65\\pi", "65\u03c0"], ["64\\pi", "65"]),
    (HD, 163, ["6.4\\%", "6.4 percent"], ["6\\%", "6.5\\%"]),
    (HD, 139, ["1.47", "x = 1.47"], ["1.48", "1.4771"]),
    (HD, 973, ["36\\text{ cm}^2", "36 cm\u00b2", "36 square centimeters"], ["48\\text{ cm}^2", "24\\text{ cm}^2"]),
    (HD, 56, ["C=3P+7", "C = 7 + 3P", "C=10+3(P-1)"], ["C=10+3P", "C=3P+4"]),
    (HD, 495, ["\\frac{1+3^n}{2}", "(3^n+1)/2"], ["\\frac{3^n-1}{2}", "3^n"]),
    (HD, 1340, ["-3+\\pi", "\\pi - 3"], ["3-\\pi", "\\pi+3"]),
    (HD, 798, ["(\\sqrt{x}+1)^2", "x+1+2\\sqrt{x}"], ["x+\\sqrt{x}+1", "x+1"]),
    (HD, 852, ["2\\cos(n\\theta)", "2\\cos n\\theta"], ["2\\cos\\theta", "2^n\\cos^n\\theta"]),
    (HD, 3852, ["\\frac{54}{25}", "2.16", "2\\frac{4}{25}"], ["\\frac{12}{5}", "2.61"]),
    (HD, 4698, ["881"], ["625", "256"]),
    (HD, 439, ["a=c \\text{ or } a+b+c+d=0 \\text{ (or both)}", "\\text{either } a+b+c+d=0 \\text{ or } a=c\\text{, or both}"], ["a=c", "a+b+c+d=0"]),
    (HD, 645, ["(16+12\\sqrt{2}):1", "16+12\\sqrt{2}", "4(4+3\\sqrt2):1"], ["(3+2\\sqrt{2}):1", "(17+12\\sqrt{2}):1"]),
    (HD, 519, ["1:4", "1/4", "1 \\text{ to } 4"], ["4:1", "1:2"]),
    (HD, 2346, ["MLS", "M, L, S", "M, then L, then S"], ["SML", "LMS"]),
    (HD, 489, ["6 \\text{ only}", "m = 6 \\text{ only}"], ["4 \\text{ and } 6", "6 \\text{ and } 8"]),
    (HD, 4054, ["37"], ["18", "19"]),
    # ---------------- HARP multiple choice (gold = the stored `answer`) ----------------
    (HM, 1161, None, None),
    (HM, 1512, None, None),
    (HM, 1525, None, None),
    (HM, 1555, None, None),
    (HM, 2485, None, None),
    (HM, 3245, None, None),
    (HM, 3658, None, None),
    (HM, 3701, None, None),
    (HM, 3705, None, None),
    (HM, 3814, None, None),
    (HM, 3897, None, None),
    (HM, 771, None, None),
    (HM, 742, None, None),
    # ---------------- MATH-Perturb ----------------
    (MPH, 10, ["72.8", "72.80", "\\frac{364}{5}"], ["72", "73.8"]),
    (MPH, 15, ["\\sqrt[3]{25}", "25^{1/3}", "5^{2/3}"], ["5^{3/2}", "\\sqrt[3]{5}"]),
    (MPH, 55, ["\\infty", "infinitely many", "\u221e"], ["7", "0"]),
    (MPH, 65, ["30^\\circ", "30", "30 degrees"], ["60^\\circ", "15^\\circ"]),
    (MPH, 75, ["3889620", "3,889,620", "3\\,889\\,620"], ["3889260", "3,898,620"]),
    (MPH, 95, ["\\frac{37}{72}", "37/72", "\\dfrac{37}{72}"], ["\\frac{35}{72}", "\\frac{1}{2}"]),
    (MPH, 105, ["a=8 \\text{ or } a=56", "56, 8", "\\{8, 56\\}"], ["8", "56"]),
    (MPH, 135, ["Hardy", "\\text{Hardy}", "Hardy wins"], ["Ramanujan", "\\text{Ramanujan}"]),
    (MPH, 160, ["[5.76, 25]", "\\left[\\tfrac{144}{25},25\\right]", "\\frac{144}{25}\\le x\\le 25"], ["(\\frac{144}{25}, 25]", "[\\frac{12}{5},25]"]),
    (MPH, 185, ["\\frac{31}{4}", "7\\frac34", "7.75 hours"], ["7.5", "7.25"]),
    (MPH, 250, ["x>2", "(2,+\\infty)", "(2, \u221e)"], ["[2,\\infty)", "(-\\infty,2)"]),
    (MPH, 265, ["83.5", "\\frac{167}{2}", "\\dfrac{167}{2}"], ["167", "\\frac{167}{4}"]),
    (MPS, 270, ["\\left(\\frac{14}{9}, -\\frac{7}{9}, \\frac{22}{9}\\right)", "(14/9, -7/9, 22/9)"], ["(-7/9, 14/9, 22/9)", "(14/9, 7/9, 22/9)"]),
    (MPS, 105, ["-3.5", "-\\frac{7}{2}", "a=-\\tfrac72"], ["\\frac{7}{2}", "-\\frac{2}{7}"]),
    (MPS, 135, ["-\\frac{16}{169}-\\frac{63}{169}i", "\\frac{-16-63i}{169}"], ["\\frac{-16+63i}{169}", "\\frac{16-63i}{169}"]),
    (MPS, 200, ["CAKE", "\\text{CAKE}", "the word CAKE"], ["BAKE", "CAGE"]),
    (MPS, 215, ["b+a", "x=a+b"], ["a+2b", "a-b"]),
    (MPS, 235, ["-\\sqrt{x-1}+3", "k(x)=3-\\sqrt{x-1}"], ["3+\\sqrt{x-1}", "3-\\sqrt{x+1}"]),
    (MPS, 250, ["(6,\\infty)\\cup(-\\infty,-4)", "x<-4 \\text{ or } x>6"], ["(-4,6)", "(-\\infty,-4]\\cup[6,\\infty)"]),
    (MPS, 160, ["1\\le x\\le 100", "[1,100]"], ["[1,10]", "(1,100)"]),
    (MPS, 140, ["-322", "\u2212322"], ["322", "-332"]),
    (MPS, 185, ["6.3", "\\frac{63}{10}", "6.30"], ["6.03", "6.5"]),
    # ---------------- Putnam (gold = answer_text sentence) ----------------
    (PW, 3, ["a=2", "2"], ["a=-2", "a=1"]),
    (PW, 9, ["2^{n-1}", "\\frac{2^n}{2}"], ["2^n", "\\frac{n!}{2}"]),
    (PW, 30, ["11"], ["10", "12"]),
    (PW, 69, ["\\frac18", "0.125"], ["\\frac14", "\\frac{1}{16}"]),
    (PW, 87, ["2"], ["1", "3"]),
    (PW, 105, ["\\frac{\\pi}{2}", "\u03c0/2"], ["\\frac{\\pi}{4}", "\\pi"]),
    (PW, 108, ["h=\\frac25", "0.4"], ["\\frac{3}{5}", "\\frac{2}{3}"]),
    (PW, 132, ["T_n = 2^n + n!", "n!+2^n"], ["n!+2^{n-1}", "(n+1)!+2^n"]),
    (PW, 159, ["k<1", "(-\\infty, 1)"], ["(-\\infty,1]", "k>1"]),
    (PW, 171, ["28", "BC = 28"], ["27", "29"]),
    (PW, 183, ["\\frac{9}{32}", "0.28125"], ["\\frac{9}{16}", "\\frac{3}{32}"]),
    (PW, 186, ["(0, A^2)", "0 < \\sum x_j^2 < A^2"], ["(0, A^2]", "(0, A)"]),
    (PW, 201, ["\\frac{\\pi\\ln 2}{8}", "\\frac{\\pi}{8}\\log 2"], ["\\frac{\\pi}{4}\\ln 2", "\\frac{\\pi\\ln 2}{16}"]),
    (PW, 213, ["\\left\\{\\frac32, \\frac23, \\frac{13\\pm\\sqrt{601}}{12}\\right\\}", "\\alpha\\in\\{2/3,\\,3/2,\\,(13-\\sqrt{601})/12,\\,(13+\\sqrt{601})/12\\}"], ["\\{2/3, 3/2\\}", "\\{\\frac{13\\pm\\sqrt{601}}{12}\\}"]),
    (PW, 222, ["\\frac{1}{\\sqrt2}", "\\frac{\\sqrt{2}}{2}"], ["\\frac12", "\\sqrt{2}"]),
    (PW, 240, ["S=\\frac32", "1.5"], ["2", "\\frac{1}{2}"]),
    (PW, 267, ["\\frac{3+\\sqrt{5}}{2}", "(3+\u221a5)/2"], ["\\frac{1+\\sqrt{5}}{2}", "\\frac{3-\\sqrt{5}}{2}"]),
    (PW, 270, ["e-1", "-1+e"], ["e", "e-2"]),
    (PW, 294, ["4^k", "2^{2k}"], ["2^k", "4^{k+1}"]),
    (PW, 318, ["n=18", "18"], ["n=17", "n=19"]),
    (PW, 336, ["\\frac{1-e^{-2}}{2}", "\\frac{e^2-1}{2e^2}"], ["\\frac{1-e^{-1}}{2}", "\\frac{1+e^{-2}}{2}"]),
    (PW, 285, ["M=2019^{-1/2019}", "\\frac{1}{\\sqrt[2019]{2019}}"], ["2019^{1/2019}", "2019^{-1/2020}"]),
    (PW, 42, ["(p,r,q,s)\\in\\{(2,3,3,2),(3,2,2,3)\\}", "(3,2,2,3) \\text{ and } (2,3,3,2)"], ["(3,2,2,3) \\text{ only}", "(2,3,2,3),(3,2,3,2)"]),
    (PW, 66, ["c\\ge\\frac12", "c\\in[1/2,\\infty)"], ["c>\\frac12", "c\\ge 1"]),
    (PW, 135, ["No", "\\text{No}"], ["Yes", "\\text{Yes}"]),
    (PW, 309, ["2n-2", "2(n-1)"], ["2n-3", "n-1"]),
]

# ---------------------------------------------------------------- helpers
ARABIC_DIG = str.maketrans("0123456789-", "\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668\u0669-")
PERSIAN_DIG = str.maketrans("0123456789", "\u06f0\u06f1\u06f2\u06f3\u06f4\u06f5\u06f6\u06f7\u06f8\u06f9")
DEVA_DIG = str.maketrans("0123456789", "\u0966\u0967\u0968\u0969\u096a\u096b\u096c\u096d\u096e\u096f")
BENG_DIG = str.maketrans("0123456789", "\u09e6\u09e7\u09e8\u09e9\u09ea\u09eb\u09ec\u09ed\u09ee\u09ef")
CJK = "\u96f6\u4e00\u4e8c\u4e09\u56db\u4e94\u516d\u4e03\u516b\u4e5d"


def cjk_num(n):
    """Chinese/Japanese numerals for 0 <= n < 10000."""
    if n == 0:
        return CJK[0]
    units = [(1000, "\u5343"), (100, "\u767e"), (10, "\u5341")]
    out, zero = "", False
    for val, ch in units:
        d = n // val
        n %= val
        if d:
            if zero:
                out += CJK[0]
                zero = False
            out += ("" if (d == 1 and val == 10 and not out) else CJK[d]) + ch
        elif out:
            zero = True
    if n:
        if zero:
            out += CJK[0]
        out += CJK[n]
    return out


def is_int(s):
    return re.fullmatch(r"-?\d+", s) is not None


def m(s):
    """inline math wrap unless the form is prose/unicode."""
    if re.search(r"[\u00b0\u221a\u03c0\u221e\u2212\u00b2]", s):
        return s
    if "\\" not in s and (re.search(r"[A-Za-z]{3,}", s) or re.fullmatch(r"[A-Z]+", s) or "%" in s):
        return s
    return "$" + s + "$"


def snippet(q, n=70):
    q = re.sub(r"\[asy\].*?\[/asy\]", "[figure]", q, flags=re.S)
    q = " ".join(q.split())
    return q[:n].rstrip() + ("\u2026" if len(q) > n else "")


FILLER = [
    "First I restate what is being asked and list the given quantities.",
    "Let me set up the relevant equations carefully.",
    "I'll work through the algebra step by step and keep track of signs.",
    "A quick sanity check on small cases helps here.",
    "Now simplify the expression obtained above.",
    "The key observation is a symmetry in the setup.",
    "Substituting the known values into the relation gives the target quantity.",
    "We can double-check with an independent method.",
]


def fill(R, k=2):
    return " ".join(R.sample(FILLER, k))


# ---------------------------------------------------------------- templates
# Every template: f(c) -> (response, style, language).  c has F (gold-equal form),
# W (wrong near-miss), Q (question), R (rng).  POS: final answer == F.  NEG: not.

def p_think_r1(c):
    return (f"<think>\nOkay, so the problem says: {snippet(c['Q'])}\n{fill(c['R'])}\n"
            f"Hmm, wait, let me re-check that last step... yes it holds. So the answer should be {c['F']}.\n</think>\n\n"
            f"**Solution.** {fill(c['R'],1)}\n\nTherefore the answer is $\\boxed{{{c['F']}}}$.", "think/deepseek-r1", "en")


def p_think_qwq(c):
    return (f"<think>\nAlright, let's see. {fill(c['R'],3)} Initially I guessed {c['W']}, but that "
            f"fails the check, so it's not that. Redo: the result is {c['F']}. Let me verify once more... consistent.\n</think>\n"
            f"The final answer is \\(\\boxed{{{c['F']}}}\\)", "think/self-corrected-inside-think", "en")


def p_seed_think(c):
    return (f"<seed:think>\n{fill(c['R'],2)}\nEverything checks out.\n</seed:think>\n"
            f"Answer: {m(c['F'])}", "think/seed-oss", "en")


def p_harmony(c):
    return (f"<|start|>assistant<|channel|>analysis<|message|>We need to solve. {fill(c['R'],2)} "
            f"Compute... get {c['F']}. Good.<|end|><|start|>assistant<|channel|>final<|message|>"
            f"**Answer:** {m(c['F'])}<|return|>", "special-tokens/gpt-oss-harmony", "en")


def p_chatml(c):
    return (f"<|im_start|>assistant\n{fill(c['R'],2)}\n\nHence the result is \\boxed{{{c['F']}}}.<|im_end|>\n<|endoftext|>",
            "special-tokens/chatml", "en")


def p_llama3(c):
    return (f"<|begin_of_text|><|start_header_id|>assistant<|end_header_id|>\n\n## Step 1: Understand the problem\n"
            f"{snippet(c['Q'],50)}\n\n## Step 2: Compute\n{fill(c['R'],1)}\n\n"
            f"The final answer is: $\\boxed{{{c['F']}}}$<|eot_id|>", "special-tokens/llama3", "en")


def p_gemma(c):
    return (f"<start_of_turn>model\n{fill(c['R'],2)}\n\n**Final Answer:** The answer is {m(c['F'])}.<end_of_turn>",
            "special-tokens/gemma", "en")


def p_mistral(c):
    return (f"[INST] Solve: {snippet(c['Q'],40)} [/INST] {fill(c['R'],1)} So we end up with "
            f"**{c['F']}**.</s>", "special-tokens/mistral-inst", "en")


def p_ds_tokens(c):
    return (f"<\uff5cAssistant\uff5c><think>\n{fill(c['R'],2)} So it's {c['F']}.\n</think>\n\n"
            f"$$\\boxed{{{c['F']}}}$$<\uff5cend\u2581of\u2581sentence\uff5c>", "special-tokens/deepseek-fullwidth", "en")


def p_md_headings(c):
    return (f"# Solution\n\n## Setting up\n{fill(c['R'],2)}\n\n## Computing\n- {FILLER[4]}\n- {FILLER[7]}\n\n"
            f"---\n\n### \u2705 Final Answer\n\n> **{c['F']}**", "chat-md/headings-blockquote", "en")


def p_md_table(c):
    return (f"Here's a summary of the work:\n\n| Step | What we did | Result |\n|---|---|---|\n"
            f"| 1 | Set up equations | \u2014 |\n| 2 | Simplified | \u2014 |\n| 3 | **Final answer** | **{m(c['F'])}** |\n\n"
            f"So the answer is in the last row of the table.", "chat-md/table", "en")


def p_md_bold_end(c):
    return (f"Let's break this down.\n\n1. {FILLER[0]}\n2. {FILLER[2]}\n3. {FILLER[6]}\n\n"
            f"**Answer: {m(c['F'])}**\n\nLet me know if you'd like a more detailed explanation of any step! \U0001F60A",
            "chat-md/bold-then-chatter", "en")


def p_minerva(c):
    return (f"{fill(c['R'],2)}\nFinal Answer: The final answer is ${c['F']}$. I hope it is correct.",
            "terse/minerva-final-answer", "en")


def p_gsm(c):
    return (f"{fill(c['R'],1)}\n#### {c['F']}", "terse/hash-hash", "en")


def p_bare(c):
    return (f"{c['F']}", "terse/bare", "en")


def p_answer_tag(c):
    return (f"<reasoning>\n{fill(c['R'],2)}\n</reasoning>\n<answer>\n{c['F']}\n</answer>", "xml/answer-tag", "en")


def p_json(c):
    obj = {"reasoning": fill(c["R"], 2) + f" Earlier draft value {c['W']} was wrong.", "final_answer": c["F"], "confidence": 0.86}
    return (json.dumps(obj, ensure_ascii=False, indent=2), "agent/json-final_answer", "en")


def p_toolcall(c):
    args = json.dumps({"answer": c["F"], "explanation": "see derivation"}, ensure_ascii=False)
    obj = {"role": "assistant", "content": None,
           "tool_calls": [{"id": "call_7f3a", "type": "function", "function": {"name": "submit_answer", "arguments": args}}]}
    return (json.dumps(obj, ensure_ascii=False), "agent/openai-tool-call-arguments", "en")


def p_python(c):
    return (f"I'll verify numerically.\n\n```python\n# brute-force / symbolic check\nres = solve()\nprint(res)\n```\n"
            f"```output\n{c['F']}\n```\n\nThe computation confirms it. **Answer:** {m(c['F'])}",
            "agent/code-block-output", "en")


def p_anthropic_tool(c):
    inner = json.dumps({"type": "tool_use", "name": "final_answer", "input": {"value": c["F"]}}, ensure_ascii=False)
    return (f"{fill(c['R'],1)}\n\n{inner}", "agent/tool_use-block", "en")


def p_fbox(c):
    return (f"{fill(c['R'],2)}\n\\[\n\\fbox{{{c['F']}}}\n\\]", "latex/fbox", "en")


def p_answer_then_verify(c):
    return (f"{fill(c['R'],1)}\n\nAnswer: $\\boxed{{{c['F']}}}$\n\n*Verification:* plugging back in, every given condition "
            f"is satisfied (compare with the rejected value {c['W']}, which violates the constraint).", "chat-md/answer-then-verification", "en")


def p_truncated_after(c):
    return (f"{fill(c['R'],2)}\n\nThus the answer is $\\boxed{{{c['F']}}}$.\n\nAs an extra sanity check, we could also approach this "
            f"via generating functions: consider", "truncated/after-final-answer", "en")


def p_latex_doc(c):
    return (f"\\begin{{proof}}[Solution]\n{fill(c['R'],2)}\n\\end{{proof}}\n\n\\textbf{{Answer.}} ${c['F']}$",
            "latex/amsthm-textbf-answer", "en")


def p_kimi(c):
    return (f"\u25c1think\u25b7{fill(c['R'],2)} The value is {c['F']}.\u25c1/think\u25b7\n{fill(c['R'],1)}\n\n"
            f"Final answer: $\\boxed{{{c['F']}}}$", "think/kimi-triangle-markers", "en")


def p_phi_cot(c):
    return (f"<|assistant|>\n<think>\nI computed {c['W']} at first, then noticed an arithmetic slip. Corrected: {c['F']}.\n</think>\n"
            f"The answer is $\\boxed{{{c['F']}}}$.<|end|>", "special-tokens/phi-think", "en")


POS_EN = [p_think_r1, p_think_qwq, p_seed_think, p_harmony, p_chatml, p_llama3, p_gemma, p_mistral, p_ds_tokens,
          p_md_headings, p_md_table, p_md_bold_end, p_minerva, p_gsm, p_bare, p_answer_tag, p_json, p_toolcall,
          p_python, p_anthropic_tool, p_fbox, p_answer_then_verify, p_truncated_after, p_latex_doc, p_kimi, p_phi_cot]


def n_corrected(c):
    return (f"{fill(c['R'],1)} This gives {m(c['F'])}.\n\nWait \u2014 I dropped a factor in step 2. Redoing it:\n"
            f"{fill(c['R'],1)}\n\nSo the answer is $\\boxed{{{c['W']}}}$.", "neg-corrected/wait-redo", "en")


def n_hedge(c):
    return (f"{fill(c['R'],2)}\n\nDepending on interpretation, the answer is either {m(c['F'])} or {m(c['W'])}; "
            f"I can't decide between them without more information.", "neg-hedge/either-or", "en")


def n_hedge_boxed(c):
    return (f"{fill(c['R'],1)}\n\n$\\boxed{{{c['F']}}}$ or $\\boxed{{{c['W']}}}$", "neg-hedge/two-boxes", "en")


def n_retract(c):
    return (f"{fill(c['R'],1)}\n\n**Answer:** $\\boxed{{{c['F']}}}$\n\nHmm, actually no \u2014 that double-counts one case. "
            f"Removing it, the correct answer is $\\boxed{{{c['W']}}}$.", "neg-retracted/boxed-then-retracted", "en")


def n_truncated(c):
    return (f"<think>\n{fill(c['R'],2)} So one candidate is {c['F']}, but I need to check whether the constraint", "neg-truncated/inside-think", "en")


def n_truncated_md(c):
    return (f"## Solution\n\n{fill(c['R'],2)}\n\nIntermediate value: {m(c['F'])}. Next we must account for the remaining case, so the",
            "neg-truncated/mid-sentence", "en")


def n_think_vs_final(c):
    return (f"<think>\nProbably {c['F']}. Let me recompute with a cleaner method... {fill(c['R'],1)} I get {c['W']} now.\n</think>\n\n"
            f"The answer is $\\boxed{{{c['W']}}}$.", "neg-corrected/think-differs-from-final", "en")


def n_json(c):
    obj = {"scratchpad": f"first pass: {c['F']}; second pass found an error", "final_answer": c["W"]}
    return (json.dumps(obj, ensure_ascii=False), "neg-agent/json-final-differs", "en")


def n_toolcall(c):
    args = json.dumps({"answer": c["W"]}, ensure_ascii=False)
    obj = {"content": f"My scratch work suggested {c['F']} but after review I'm submitting the revised value.",
           "tool_calls": [{"type": "function", "function": {"name": "submit_answer", "arguments": args}}]}
    return (json.dumps(obj, ensure_ascii=False), "neg-agent/tool-call-revised", "en")


def n_code_override(c):
    return (f"```python\nprint(compute())\n```\n```output\n{c['F']}\n```\nThe code has an off-by-one in the loop bound, so "
            f"adjusting by hand the answer is **{c['W']}**.", "neg-agent/code-output-overridden", "en")


def n_harmony(c):
    return (f"<|channel|>analysis<|message|>Answer likely {c['F']}. But double-check: no, mis-read the question; "
            f"recompute -> {c['W']}.<|end|><|start|>assistant<|channel|>final<|message|>{c['W']}<|return|>",
            "neg-special-tokens/harmony-analysis-has-gold", "en")


def n_other_quantity(c):
    return (f"{fill(c['R'],1)} We find the intermediate quantity equals {m(c['F'])}. The question, however, asks for a "
            f"different quantity, which works out to\n\n$$\\boxed{{{c['W']}}}$$", "neg-different-quantity/final-other-quantity", "en")


def n_nearmiss(c):
    return (f"{fill(c['R'],2)}\n\n**Final answer: {m(c['W'])}**", "neg-near-miss/clean", "en")


def n_unfinished_plan(c):
    return (f"To solve this I will (1) set up the equations, (2) solve for the unknown, and (3) check whether it equals {m(c['F'])} "
            f"as the problem's structure suggests. Let me start with step (1).", "neg-unfinished/plan-only", "en")


def n_question_back(c):
    return (f"Is the answer {m(c['F'])}? Let's test it: substituting back gives a contradiction, so it is not. "
            f"Trying the other candidate works, hence the answer is {m(c['W'])}.", "neg-retracted/tested-and-rejected", "en")


def n_mcq_like(c):
    return (f"<|im_start|>assistant\n<think>\n{c['F']} looks tempting...\n</think>\nAfter careful review I'll go with "
            f"\\boxed{{{c['W']}}}.<|im_end|>", "neg-special-tokens/chatml-think", "en")


def n_table(c):
    return (f"| Candidate | Passes check? |\n|---|---|\n| {m(c['F'])} | \u274c |\n| {m(c['W'])} | \u2705 |\n\n"
            f"**Answer: {m(c['W'])}**", "neg-chat-md/table-rejects-gold", "en")


NEG_EN = [n_corrected, n_hedge, n_hedge_boxed, n_retract, n_truncated, n_truncated_md, n_think_vs_final, n_json,
          n_toolcall, n_code_override, n_harmony, n_other_quantity, n_nearmiss, n_unfinished_plan, n_question_back,
          n_mcq_like, n_table]


def n_part_a(c):
    return (f"**(a)** Auxiliary quantity: $\\boxed{{{c['F']}}}$\n\n**(b)** Using (a), the requested value is $\\boxed{{{c['W']}}}$.",
            "neg-boxed/two-parts-last-box-wrong", "en")


def n_minerva(c):
    return (f"We first get {m(c['F'])}, but this counts configurations twice, so we halve/adjust.\n"
            f"Final Answer: The final answer is ${c['W']}$. I hope it is correct.", "neg-corrected/minerva", "en")


def n_gemma(c):
    return (f"<start_of_turn>model\nAnswer: {m(c['F'])}\n\n*Correction:* I misread the problem statement. "
            f"The correct answer is **{c['W']}**.<end_of_turn>", "neg-special-tokens/gemma-correction", "en")


def n_xml(c):
    return (f"<reasoning>candidate {c['F']} rejected after checking the boundary case</reasoning>\n<answer>{c['W']}</answer>",
            "neg-xml/answer-tag", "en")


def n_llama(c):
    return (f"<|start_header_id|>assistant<|end_header_id|>\n\n## Step 1\nWe might expect {m(c['F'])}.\n\n## Step 2\n"
            f"Accounting for the overlap changes this.\n\nThe final answer is: $\\boxed{{{c['W']}}}$<|eot_id|>",
            "neg-special-tokens/llama3", "en")


def n_yaml(c):
    return (f"```yaml\nattempts:\n  - value: \"{c['F']}\"\n    status: rejected\n  - value: \"{c['W']}\"\n    status: accepted\n"
            f"final_answer: \"{c['W']}\"\n```", "neg-agent/yaml-attempts", "en")


def p_thinking_tag(c):
    return (f"<thinking>\n{fill(c['R'],2)}\n</thinking>\n\nThe answer is {m(c['F'])}.", "think/thinking-tag", "en")


def p_answer_first(c):
    return (f"**{c['F']}**\n\nExplanation: {fill(c['R'],2)} (If one forgets the extra condition one gets {m(c['W'])}, "
            f"which is wrong.)", "chat-md/answer-first-then-explanation", "en")


def p_yaml(c):
    return (f"```yaml\nproblem_id: auto\nanswer: \"{c['F']}\"\nverified: true\n```", "agent/yaml-block", "en")


def p_gemini_thought(c):
    return (f"<thought>\n**Analyzing the setup**\n\n{fill(c['R'],1)}\n\n**Refining the computation**\n\nI've now confirmed {c['F']}.\n</thought>\n"
            f"{fill(c['R'],1)}\n\n$$\\boxed{{{c['F']}}}$$", "think/gemini-thought-summaries", "en")


NEG_EN += [n_part_a, n_minerva, n_gemma, n_xml, n_llama, n_yaml]
POS_EN += [p_thinking_tag, p_answer_first, p_yaml, p_gemini_thought]


def p_html(c):
    return (f"<p>{fill(c['R'],1)}</p>\n<p><b>Answer:</b> {c['F']}</p>", "html/bold-answer", "en")


def p_inspect(c):
    return (f"{fill(c['R'],2)}\n\nANSWER: {c['F']}", "terse/ANSWER-colon-line", "en")


def p_strike(c):
    return (f"{fill(c['R'],1)}\n\n**Final answer:** ~~{m(c['W'])}~~ {m(c['F'])} (fixed a sign error)", "chat-md/strikethrough-correction", "en")


def p_codeblock(c):
    return (f"Final answer:\n\n```\n{c['F']}\n```", "chat-md/answer-in-code-fence", "en")


def p_display_text(c):
    return (f"{fill(c['R'],2)}\n\\[\n\\text{{Answer: }} {c['F']}\n\\]\n$\\blacksquare$", "latex/display-text-answer", "en")


def p_mixed_lang(c):
    return (f"<think>\nLet me work in English first. {fill(c['R'],1)} Got {c['F']}.\n</think>\n\n\u7efc\u4e0a\u6240\u8ff0\uff0c\u7b54\u6848\u662f $\\boxed{{{c['F']}}}$\u3002",
            "think/english-think-chinese-answer", "zh")


def n_strike(c):
    return (f"{fill(c['R'],1)}\n\n**Final answer:** ~~{m(c['F'])}~~ {m(c['W'])}", "neg-chat-md/strikethrough-gold", "en")


def n_not(c):
    return (f"{fill(c['R'],2)} A common mistake is to answer {m(c['F'])}. The answer is **not** {m(c['F'])}; it is {m(c['W'])}.",
            "neg-retracted/explicit-not", "en")


def n_html(c):
    return (f"<p>Answer: <s>{c['F']}</s> <b>{c['W']}</b></p>", "neg-html/struck-gold", "en")


def n_inspect(c):
    return (f"Checking the candidate {c['F']}: it violates the stated condition.\n\nANSWER: {c['W']}", "neg-terse/ANSWER-line", "en")


POS_EN += [p_html, p_inspect, p_strike, p_codeblock, p_display_text, p_mixed_lang]
NEG_EN += [n_strike, n_not, n_html, n_inspect]

# ---------------------------------------------------------------- languages
# lang: (intro, so-we-get, wait-redo, final-label, either-or joiner, native digit fn name)
LANG = {
    "zh": ("\u6211\u4eec\u6765\u4e00\u6b65\u4e00\u6b65\u5730\u89e3\u8fd9\u9053\u9898\u3002", "\u6240\u4ee5\u5f97\u5230", "\u7b49\u4e00\u4e0b\uff0c\u4e0a\u4e00\u6b65\u7b97\u9519\u4e86\uff0c\u91cd\u65b0\u8ba1\u7b97\u3002", "\u6700\u7ec8\u7b54\u6848\uff1a", "\u6216\u8005", "cjk"),
    "ja": ("\u9806\u756a\u306b\u8003\u3048\u307e\u3059\u3002", "\u3088\u3063\u3066", "\u5f85\u3063\u3066\u3001\u8a08\u7b97\u30df\u30b9\u304c\u3042\u308a\u307e\u3057\u305f\u3002\u3084\u308a\u76f4\u3057\u307e\u3059\u3002", "\u7b54\u3048\uff1a", "\u307e\u305f\u306f", "cjk"),
    "ko": ("\ub2e8\uacc4\ubcc4\ub85c \ud480\uc5b4 \ubcf4\uaca0\uc2b5\ub2c8\ub2e4.", "\ub530\ub77c\uc11c", "\uc7a0\uae50\ub9cc\uc694, \uacc4\uc0b0 \uc2e4\uc218\uac00 \uc788\uc5c8\uc2b5\ub2c8\ub2e4. \ub2e4\uc2dc \uacc4\uc0b0\ud569\ub2c8\ub2e4.", "\ucd5c\uc885 \ub2f5:", "\ub610\ub294", None),
    "ru": ("\u0420\u0435\u0448\u0438\u043c \u0437\u0430\u0434\u0430\u0447\u0443 \u043f\u043e \u0448\u0430\u0433\u0430\u043c.", "\u0421\u043b\u0435\u0434\u043e\u0432\u0430\u0442\u0435\u043b\u044c\u043d\u043e, \u043f\u043e\u043b\u0443\u0447\u0430\u0435\u043c", "\u041f\u043e\u0434\u043e\u0436\u0434\u0438\u0442\u0435, \u0432 \u043f\u0440\u0435\u0434\u044b\u0434\u0443\u0449\u0435\u043c \u0448\u0430\u0433\u0435 \u043e\u0448\u0438\u0431\u043a\u0430. \u041f\u0435\u0440\u0435\u0441\u0447\u0438\u0442\u0430\u0435\u043c.", "\u041e\u0442\u0432\u0435\u0442:", "\u0438\u043b\u0438", None),
    "ar": ("\u0644\u0646\u062d\u0644 \u0627\u0644\u0645\u0633\u0623\u0644\u0629 \u062e\u0637\u0648\u0629 \u0628\u062e\u0637\u0648\u0629.", "\u0625\u0630\u0646 \u0646\u062d\u0635\u0644 \u0639\u0644\u0649", "\u0644\u062d\u0638\u0629\u060c \u0647\u0646\u0627\u0643 \u062e\u0637\u0623 \u0641\u064a \u0627\u0644\u062e\u0637\u0648\u0629 \u0627\u0644\u0633\u0627\u0628\u0642\u0629. \u0646\u0639\u064a\u062f \u0627\u0644\u062d\u0633\u0627\u0628.", "\u0627\u0644\u0625\u062c\u0627\u0628\u0629 \u0627\u0644\u0646\u0647\u0627\u0626\u064a\u0629:", "\u0623\u0648", "arabic"),
    "fa": ("\u0645\u0633\u0626\u0644\u0647 \u0631\u0627 \u06af\u0627\u0645 \u0628\u0647 \u06af\u0627\u0645 \u062d\u0644 \u0645\u06cc\u200c\u06a9\u0646\u06cc\u0645.", "\u067e\u0633", "\u0635\u0628\u0631 \u06a9\u0646\u06cc\u062f\u060c \u0627\u0634\u062a\u0628\u0627\u0647 \u0645\u062d\u0627\u0633\u0628\u0627\u062a\u06cc \u0628\u0648\u062f.", "\u067e\u0627\u0633\u062e \u0646\u0647\u0627\u06cc\u06cc:", "\u06cc\u0627", "persian"),
    "hi": ("\u0906\u0907\u090f \u0907\u0938 \u092a\u094d\u0930\u0936\u094d\u0928 \u0915\u094b \u091a\u0930\u0923 \u0926\u0930 \u091a\u0930\u0923 \u0939\u0932 \u0915\u0930\u0947\u0902\u0964", "\u0907\u0938\u0932\u093f\u090f \u0939\u092e\u0947\u0902 \u092e\u093f\u0932\u0924\u093e \u0939\u0948", "\u0930\u0941\u0915\u093f\u090f, \u092a\u093f\u091b\u0932\u0947 \u091a\u0930\u0923 \u092e\u0947\u0902 \u0917\u0932\u0924\u0940 \u0925\u0940\u0964 \u092b\u093f\u0930 \u0938\u0947 \u0917\u0923\u0928\u093e \u0915\u0930\u0924\u0947 \u0939\u0948\u0902\u0964", "\u0905\u0902\u0924\u093f\u092e \u0909\u0924\u094d\u0924\u0930:", "\u092f\u093e", "deva"),
    "bn": ("\u09a7\u09be\u09aa\u09c7 \u09a7\u09be\u09aa\u09c7 \u09b8\u09ae\u09be\u09a7\u09be\u09a8 \u0995\u09b0\u09bf\u0964", "\u0985\u09a4\u098f\u09ac", "\u09a6\u09be\u0981\u09a1\u09bc\u09be\u09a8, \u09ad\u09c1\u09b2 \u09b9\u09af\u09bc\u09c7\u099b\u09c7\u0964", "\u099a\u09c2\u09a1\u09bc\u09be\u09a8\u09cd\u09a4 \u0989\u09a4\u09cd\u09a4\u09b0:", "\u0985\u09a5\u09ac\u09be", "beng"),
    "vi": ("Ta gi\u1ea3i b\u00e0i to\u00e1n t\u1eebng b\u01b0\u1edbc.", "V\u1eady ta \u0111\u01b0\u1ee3c", "Khoan \u0111\u00e3, b\u01b0\u1edbc tr\u01b0\u1edbc b\u1ecb sai. T\u00ednh l\u1ea1i.", "\u0110\u00e1p s\u1ed1:", "ho\u1eb7c", None),
    "fr": ("R\u00e9solvons le probl\u00e8me \u00e9tape par \u00e9tape.", "On obtient donc", "Attendez, il y a une erreur \u00e0 l'\u00e9tape pr\u00e9c\u00e9dente. Recalculons.", "R\u00e9ponse finale :", "ou", None),
    "es": ("Resolvamos el problema paso a paso.", "Por lo tanto obtenemos", "Espera, hay un error en el paso anterior. Recalculemos.", "Respuesta final:", "o", None),
    "de": ("L\u00f6sen wir die Aufgabe Schritt f\u00fcr Schritt.", "Somit erhalten wir", "Moment, im vorigen Schritt steckt ein Fehler. Neu rechnen.", "Endergebnis:", "oder", None),
    "pt": ("Vamos resolver o problema passo a passo.", "Portanto obtemos", "Espere, h\u00e1 um erro no passo anterior. Vamos recalcular.", "Resposta final:", "ou", None),
    "it": ("Risolviamo il problema passo per passo.", "Quindi otteniamo", "Aspetta, c'\u00e8 un errore nel passaggio precedente. Ricalcoliamo.", "Risposta finale:", "oppure", None),
    "tr": ("Problemi ad\u0131m ad\u0131m \u00e7\u00f6zelim.", "Dolay\u0131s\u0131yla", "Bekle, \u00f6nceki ad\u0131mda hata var. Yeniden hesaplayal\u0131m.", "Son cevap:", "veya", None),
    "id": ("Mari kita selesaikan langkah demi langkah.", "Jadi kita peroleh", "Tunggu, ada kesalahan di langkah sebelumnya. Hitung ulang.", "Jawaban akhir:", "atau", None),
    "uk": ("\u0420\u043e\u0437\u0432'\u044f\u0436\u0435\u043c\u043e \u0437\u0430\u0434\u0430\u0447\u0443 \u043a\u0440\u043e\u043a \u0437\u0430 \u043a\u0440\u043e\u043a\u043e\u043c.", "\u041e\u0442\u0436\u0435", "\u0417\u0430\u0447\u0435\u043a\u0430\u0439\u0442\u0435, \u0443 \u043f\u043e\u043f\u0435\u0440\u0435\u0434\u043d\u044c\u043e\u043c\u0443 \u043a\u0440\u043e\u0446\u0456 \u043f\u043e\u043c\u0438\u043b\u043a\u0430.", "\u0412\u0456\u0434\u043f\u043e\u0432\u0456\u0434\u044c:", "\u0430\u0431\u043e", None),
}
NATIVE_LANGS = ["zh", "ja", "ar", "hi", "fa", "bn", "fr", "es", "de", "pt", "it"]
LANG_ORDER = ["zh", "ja", "ko", "ru", "ar", "hi", "vi", "fr", "es", "de", "pt", "fa", "bn", "it", "tr", "id", "uk"]


def native(lang, s, R):
    kind = LANG[lang][5]
    if kind is None or not is_int(s) or R.random() < 0.25:
        return s, False
    if kind == "arabic":
        return s.translate(ARABIC_DIG), True
    if kind == "persian":
        return s.translate(PERSIAN_DIG), True
    if kind == "deva":
        return s.translate(DEVA_DIG), True
    if kind == "beng":
        return s.translate(BENG_DIG), True
    if kind == "cjk" and 0 <= int(s) < 10000:
        return cjk_num(int(s)), True
    return s, False


NUM_WORDS = {
    "fr": "z\u00e9ro un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize dix-sept dix-huit dix-neuf vingt".split(),
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince diecis\u00e9is diecisiete dieciocho diecinueve veinte".split(),
    "de": "null eins zwei drei vier f\u00fcnf sechs sieben acht neun zehn elf zw\u00f6lf dreizehn vierzehn f\u00fcnfzehn sechzehn siebzehn achtzehn neunzehn zwanzig".split(),
    "pt": "zero um dois tr\u00eas quatro cinco seis sete oito nove dez onze doze treze catorze quinze dezesseis dezessete dezoito dezenove vinte".split(),
    "it": "zero uno due tre quattro cinque sei sette otto nove dieci undici dodici tredici quattordici quindici sedici diciassette diciotto diciannove venti".split(),
}


def lang_pos(c, lang):
    intro, so, wait, fin, orr, _ = LANG[lang]
    F, nat = native(lang, c["F"], c["R"])
    variant = c["R"].randrange(4)
    if lang in NUM_WORDS and is_int(c["F"]) and 0 <= int(c["F"]) <= 20:
        word = NUM_WORDS[lang][int(c["F"])]
        return (f"{intro}\n\n\u2026\n\n**{fin}** {word}.", f"lang-{lang}/number-word", lang)
    if variant == 0:
        txt = f"{intro}\n\n{so} {m(c['W'])}\u2026 {wait}\n\n{so} {m(c['F'])}.\n\n**{fin}** {F if nat else m(F)}"
        sub = "self-corrected"
    elif variant == 1:
        txt = f"<think>\n{intro} {so} {c['F']}.\n</think>\n\n{fin} " + (F if nat else f"$\\boxed{{{c['F']}}}$")
        sub = "think"
    elif variant == 2:
        txt = f"## {intro}\n\n1. \u2026\n2. \u2026\n\n{fin} **{F if nat else m(F)}**"
        sub = "markdown"
    else:
        txt = f"{intro} {so} {F if nat else m(F)}\u3002" if lang in ("zh", "ja") else f"{intro} {so} {F if nat else m(F)}."
        sub = "plain"
    return txt, f"lang-{lang}/{sub}{'-native-digits' if nat else ''}", lang


def lang_neg(c, lang):
    intro, so, wait, fin, orr, _ = LANG[lang]
    W, nat = native(lang, c["W"], c["R"])
    variant = c["R"].randrange(4)
    if variant == 0:
        txt = f"{intro}\n\n{so} {m(c['F'])}.\n\n{wait}\n\n{so} {m(c['W'])}.\n\n**{fin}** {W if nat else m(W)}"
        sub = "corrected-away"
    elif variant == 1:
        txt = f"{intro}\n\n{fin} {m(c['F'])} {orr} {m(c['W'])}"
        sub = "hedge"
    elif variant == 2:
        txt = f"<think>\n{intro} {so} {c['F']}? {wait}\n</think>\n\n{fin} $\\boxed{{{c['W']}}}$"
        sub = "think-differs"
    else:
        txt = f"{intro}\n\n{wait}\n\n{so} $x_1 = {c['F']}$, $x_2 ="
        sub = "truncated"
    return txt, f"neg-lang-{lang}/{sub}{'-native-digits' if (nat and variant == 0) else ''}", lang


# ---------------------------------------------------------------- MCQ handling
def mcq_forms(d, R):
    L = d["answer_choice"]
    val = d["choices"][L].strip("$")
    others = [k for k in sorted(d["choices"]) if k != L]
    wl = R.choice(others)
    wval = d["choices"][wl].strip("$")
    F = [f"\\textbf{{({L})}}\\ {val}", f"({L}) {val}", f"{L}. {val}", f"{val} \\quad \\text{{(choice {L})}}"]
    W = [f"\\textbf{{({wl})}}\\ {wval}", f"({wl}) {wval}"]
    return F, W


# ---------------------------------------------------------------- build
def main():
    R = random.Random(SEED)
    pos_cycle, neg_cycle, lang_cycle, native_cycle = [], [], [], []
    cases = []
    per_bench = {"harp": 0, "math_perturb": 0, "putnam": 0}
    seen_text = set()

    def nxt(cyc, pool):
        if not cyc:
            cyc.extend(pool)
            R.shuffle(cyc)
        return cyc.pop()

    def make_one(c, label, forms, wrongs):
        c = dict(c)
        use_lang = R.random() < 0.30
        ints = [f for f in (forms if label else wrongs) if is_int(f)]
        if use_lang and ints and R.random() < 0.6:
            lang = nxt(native_cycle, NATIVE_LANGS)
            c["F" if label else "W"] = ints[0]
            text, style, language = (lang_pos if label else lang_neg)(c, lang)
        elif use_lang:
            lang = nxt(lang_cycle, LANG_ORDER)
            text, style, language = (lang_pos if label else lang_neg)(c, lang)
        else:
            fn = nxt(pos_cycle, POS_EN) if label else nxt(neg_cycle, NEG_EN)
            text, style, language = fn(c)
        return text, style, language

    for rel, line, forms, wrongs in ITEMS:
        d = rowdict(rel, line)
        if rel.startswith("harp"):
            bench, q, gold = "harp", d["problem"], d["answer"]
        elif rel.startswith("math_perturb"):
            bench, q, gold = "math_perturb", d["problem"], d["answer"]
        else:
            bench, q, gold = "putnam", d["problem"], d["answer_text"]
        if forms is None:
            forms, wrongs = mcq_forms(d, R)
        n = {"harp": 4, "math_perturb": 4, "putnam": 3}[bench]
        labels = [True, False] * 3
        if R.random() < 0.5:
            labels = labels[1:]
        for j in range(n):
            label = labels[j]
            c = {"Q": q, "F": forms[j % len(forms)] if label else R.choice(forms), "W": wrongs[j % len(wrongs)], "R": R}
            for _attempt in range(6):
                text, style, language = make_one(c, label, forms, wrongs)
                if text not in seen_text:
                    break
            else:
                continue  # could not make a distinct response: drop
            seen_text.add(text)
            per_bench[bench] += 1
            cases.append({"benchmark": bench, "source_row": f"{rel}:{line}", "question": q, "gold": gold,
                          "response": text, "label": label, "style": style, "language": language})

    with open(OUT, "w", encoding="utf-8") as fh:
        for i, cs in enumerate(cases, 1):
            rec = {"id": f"k-{i:04d}"}
            rec.update(cs)
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"wrote {len(cases)} cases to {OUT}", per_bench)


if __name__ == "__main__":
    main()
