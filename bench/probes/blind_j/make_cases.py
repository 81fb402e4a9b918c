#!/usr/bin/env python3
"""Blind labeled set J of model responses for a math answer grader.

Deterministic (fixed seed, standard library only).  Reads golds from /work/shared/data and writes
/work/probe_j/cases.jsonl.  Run:  python3 make_cases.py
"""
import json
import os
import random
import re
from fractions import Fraction

DATA = os.environ.get("DATA_DIR", "/work/shared/data")
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases.jsonl")
rng = random.Random(20260611)


def load(rel):
    with open(os.path.join(DATA, rel), encoding="utf-8") as f:
        return [json.loads(l) for l in f]


HD = load("harp/harp_default.jsonl")
HM = load("harp/harp_mcq.jsonl")
MP_S = load("math_perturb/math_perturb_simple.jsonl")
MP_H = load("math_perturb/math_perturb_hard.jsonl")
PUT = load("putnam/putnam_with_answers.jsonl")

# ---------------------------------------------------------------- number rendering helpers
ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def en_words(n):
    if n < 0:
        return "negative " + en_words(-n)
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    if n < 1000:
        return ONES[n // 100] + " hundred" + ("" if n % 100 == 0 else " " + en_words(n % 100))
    if n < 1000000:
        return en_words(n // 1000) + " thousand" + ("" if n % 1000 == 0 else " " + en_words(n % 1000))
    raise ValueError


ZH_D = "零一二三四五六七八九"


def zh_num(n):
    if n == 0:
        return "零"
    if n < 0 or n >= 10000:
        raise ValueError
    s = ""
    units = [(1000, "千"), (100, "百"), (10, "十"), (1, "")]
    zero = False
    for u, name in units:
        d = n // u % 10
        if d == 0:
            if s:
                zero = True
            continue
        if zero:
            s += "零"
            zero = False
        if u == 10 and d == 1 and not s:
            s += "十"
        else:
            s += ZH_D[d] + name
    return s


NATIVE = {
    "ar": "٠١٢٣٤٥٦٧٨٩",
    "fa": "۰۱۲۳۴۵۶۷۸۹",
    "hi": "०१२३४५६७८९",
    "bn": "০১২৩৪৫৬৭৮৯",
    "th": "๐๑๒๓๔๕๖๗๘๙",
    "zh": "０１２３４５６７８９",  # full-width
}


def ja_num(n):
    s = zh_num(n).replace("零", "").replace("一十", "十")
    for u in ("千", "百"):
        s = s.replace("一" + u, u) if s.startswith("一" + u) else s
    s = s.replace("一百", "百")
    return s


def native_digits(s, lang):
    tab = NATIVE[lang]
    return "".join(tab[int(c)] if c.isdigit() else c for c in s)


# ---------------------------------------------------------------- language phrase tables
L = {
    "en": dict(ans="Therefore, the answer is {X}.", wrong="At first I got {G}, but that was a mistake.", fin="Final answer: {X}"),
    "zh": dict(ans="因此，答案是 {X}。", wrong="我一开始得到 {G}，但这一步算错了。", fin="**最终答案：** {X}"),
    "ja": dict(ans="したがって、答えは {X} です。", wrong="最初は {G} と計算しましたが、これは誤りでした。", fin="**答え：** {X}"),
    "ko": dict(ans="따라서 답은 {X}입니다.", wrong="처음에는 {G}라고 계산했지만, 이는 잘못된 계산이었습니다.", fin="**정답:** {X}"),
    "ru": dict(ans="Следовательно, ответ: {X}.", wrong="Сначала я получил {G}, но это была ошибка.", fin="**Ответ:** {X}"),
    "ar": dict(ans="إذن، الإجابة النهائية هي {X}.", wrong="في البداية حصلت على {G}، لكن ذلك كان خطأً.", fin="**الإجابة:** {X}"),
    "hi": dict(ans="अतः उत्तर {X} है।", wrong="पहले मुझे {G} मिला था, लेकिन वह गलत था।", fin="**उत्तर:** {X}"),
    "vi": dict(ans="Vậy đáp án là {X}.", wrong="Ban đầu tôi tính ra {G}, nhưng đó là một sai sót.", fin="**Đáp án:** {X}"),
    "fr": dict(ans="Donc la réponse est {X}.", wrong="J'avais d'abord trouvé {G}, mais c'était une erreur.", fin="**Réponse finale :** {X}"),
    "es": dict(ans="Por lo tanto, la respuesta es {X}.", wrong="Al principio obtuve {G}, pero fue un error.", fin="**Respuesta final:** {X}"),
    "de": dict(ans="Somit lautet die Antwort {X}.", wrong="Zuerst hatte ich {G} erhalten, aber das war ein Rechenfehler.", fin="**Endergebnis:** {X}"),
    "pt": dict(ans="Portanto, a resposta é {X}.", wrong="No início obtive {G}, mas foi um erro.", fin="**Resposta final:** {X}"),
    "it": dict(ans="Quindi la risposta è {X}.", wrong="All'inizio avevo ottenuto {G}, ma era un errore.", fin="**Risposta finale:** {X}"),
    "tr": dict(ans="Dolayısıyla cevap {X} olur.", wrong="İlk başta {G} buldum, ama bu bir hataydı.", fin="**Cevap:** {X}"),
    "id": dict(ans="Jadi, jawabannya adalah {X}.", wrong="Awalnya saya mendapat {G}, tetapi itu keliru.", fin="**Jawaban akhir:** {X}"),
    "fa": dict(ans="بنابراین پاسخ {X} است.", wrong="ابتدا {G} به دست آوردم، اما اشتباه بود.", fin="**پاسخ نهایی:** {X}"),
    "th": dict(ans="ดังนั้นคำตอบคือ {X}", wrong="ตอนแรกได้ {G} แต่คำนวณผิด", fin="**คำตอบ:** {X}"),
    "pl": dict(ans="Zatem odpowiedź to {X}.", wrong="Najpierw otrzymałem {G}, ale to był błąd.", fin="**Odpowiedź:** {X}"),
    "uk": dict(ans="Отже, відповідь: {X}.", wrong="Спочатку я отримав {G}, але це була помилка.", fin="**Відповідь:** {X}"),
    "bn": dict(ans="অতএব উত্তর হলো {X}।", wrong="প্রথমে আমি {G} পেয়েছিলাম, কিন্তু সেটা ভুল ছিল।", fin="**উত্তর:** {X}"),
}
NONEN = [k for k in L if k != "en"]
FILL = [
    "Let me restate what is being asked and set up notation.",
    "We can organize the computation step by step.",
    "First, translate the conditions into equations.",
    "Consider the structure of the problem before computing.",
    "I'll check small cases to see the pattern.",
    "Let's be careful with the arithmetic here.",
    "Substituting the given values simplifies things.",
    "By symmetry we only need to handle one case.",
]


def filler(k=2):
    return " ".join(rng.sample(FILL, k))


# ---------------------------------------------------------------- answer "values"
class Val:
    """pos: list of equivalent renderings (LaTeX-ish), neg: list of wrong-but-plausible renderings,
    plain: a plain-text rendering of the gold, kind: int/frac/tex, n: int value if kind==int."""

    def __init__(self, kind, pos, neg, n=None, plain=None, multi=False):
        self.kind, self.pos, self.neg, self.n, self.multi = kind, pos, neg, n, multi
        self.plain = plain or pos[0]


def int_val(n):
    pos = [str(n)]
    if abs(n) >= 1000:
        pos.append(f"{n:,}")
        pos.append(f"{n:,}".replace(",", "{,}"))
    pos.append(f"{n}.0")
    pos.append(f"\\mathbf{{{n}}}")
    if n >= 0:
        pos.append(f"\\text{{{n}}}")
    deltas = [1, -1, 2, 10, -2]
    neg = []
    for d in deltas:
        w = n + d
        if w != n:
            neg.append(str(w))
    if n not in (0, 1):
        neg.append(str(2 * n))
    return Val("int", pos, neg, n=n)


def frac_val(p, q, sign=1, question=""):
    fr = Fraction(sign * p, q)
    s = "-" if fr < 0 else ""
    a, b = abs(fr.numerator), fr.denominator
    pos = [f"{s}\\frac{{{a}}}{{{b}}}", f"{s}\\dfrac{{{a}}}{{{b}}}", f"{s}{a}/{b}"]
    ql = question.lower()
    strict = any(w in ql for w in ("lowest terms", "simplest", "common fraction", "reduced", "relatively prime", "decimal"))
    if not strict:
        pos.append(f"{s}\\frac{{{2*a}}}{{{2*b}}}")
    bb = b
    for pr in (2, 5):
        while bb % pr == 0:
            bb //= pr
    if bb == 1 and not strict:
        dec = str(float(fr))
        if len(dec) <= 8:
            pos.append(dec)
    neg = [f"{s}\\frac{{{a+1 if a + 1 != b else a + 2}}}{{{b}}}", f"{s}\\frac{{{a}}}{{{b+1}}}"]
    if a != b:
        neg.append(f"{s}\\frac{{{b}}}{{{a}}}")
    neg.append(("" if s else "-") + f"\\frac{{{a}}}{{{b}}}")
    return Val("frac", pos, neg, plain=f"{s}{a}/{b}")


MULTI_HINT = re.compile(r"\\text\{ ?or ?\}| or |\\text\{ ?and ?\}| and |,|\\\{|\\cup|:")


def tex_val(pos, neg, plain=None):
    # golds listing several values (sets, "x or y", pairs, ratios...) never get hedge-style negatives
    multi = any(MULTI_HINT.search(p) for p in pos)
    return Val("tex", pos, neg, plain=plain, multi=multi)


# ---------------------------------------------------------------- item pools
items = []  # dicts: benchmark, source_row, question, gold, val, mcq(optional)


def add(bench, rel, line, question, gold, val, mcq=None):
    items.append(dict(benchmark=bench, source_row=f"{rel}:{line}", question=question, gold=gold, val=val, mcq=mcq))


# HARP default: integers and simple fractions
int_rows = [i for i, r in enumerate(HD) if re.fullmatch(r"\$-?\d+\$", r["answer"])]
frac_rows = [i for i, r in enumerate(HD) if re.fullmatch(r"\$-?\\d?frac\{\d+\}\{\d+\}\$", r["answer"])]
HARP_CUR = {
    0: (["\\frac{32}{3}", "10\\tfrac{2}{3}", "32/3", "10\\frac{2}{3}"], ["\\frac{16}{3}", "5\\frac{1}{3}"]),
    29: (["\\text{Only 4 and 5}", "only statements (4) and (5)", "(4) and (5) only"], ["(3), (4) and (5)", "only (4)"]),
    57: (["(3,3)", "(3, 3)", "x=3,\\ y=3"], ["(3,-3)", "(-3,3)"]),
    63: (["3 \\text{ or } 9", "9 or 3", "\\{3, 9\\}"], ["9", "3"]),
    75: (["1:2", "1 : 2", "1\\!:\\!2"], ["2:1", "1:3"]),
    128: (["-7 \\text{ and } 9", "9, -7", "\\{-7, 9\\}"], ["9 \\text{ and } 7", "-9 \\text{ and } 7"]),
    176: (["\\text{twice as much}", "twice as much"], ["half as much", "the same amount"]),
    180: (["\\text{a rectangle}", "rectangle", "a rectangle"], ["a rhombus", "a square"]),
    259: (["(-1, 7)", "-1 < x < 7", "x \\in (-1,7)"], ["[-1, 7]", "-7 < x < 1"]),
    368: (["[-4,-1]\\cup[3,6]", "-4 \\le x \\le -1 \\text{ or } 3 \\le x \\le 6"], ["[-4,-1]", "[-4,6]"]),
    432: (["\\{0, 12\\}", "12, 0", "m = 0 \\text{ or } m = 12"], ["12", "\\{0, 6\\}"]),
    760: (["\\{4, -4, 0\\}", "\\{0,\\pm 4\\}", "\\{-4,0,4\\}"], ["\\{-4, 4\\}", "\\{0, 4\\}"]),
    1006: (["\\{8,7,6,5,4\\}", "\\{4,5,6,7,8\\}", "\\{x\\in\\mathbb{Z} : 4\\le x\\le 8\\}"], ["\\{4,5,6,7\\}", "\\{5,6,7,8\\}"]),
    901: (["\\left[\\frac{5}{12},\\frac{2}{3}\\right]", "[5/12, 2/3]"], ["\\left(\\frac{5}{12},\\frac{2}{3}\\right)", "\\left[\\frac{5}{12},\\frac{3}{4}\\right]"]),
    1474: (["\\{5, 4, 7\\}", "\\{4,5,7\\}"], ["\\{4,5,6,7\\}", "\\{4,5\\}"]),
    1772: (["\\text{Moe}", "Moe"], ["Bo", "Jo"]),
    1804: (["\\text{infinitely many}", "infinitely many", "\\infty \\text{ (infinitely many zeros)}"], ["0", "1"]),
    2113: (["\\text{Sue and Austin}", "Austin and Sue"], ["Austin and Benjamin", "Sue only"]),
    2143: (["\\text{March 9}", "9 March", "March 9th"], ["March 8", "March 10"]),
    20: (["8 \\text{ mph}", "8", "8 miles per hour"], ["9 \\text{ mph}", "16 \\text{ mph}"]),
    119: (["150\\sqrt{3}\\text{ in}^2", "150\\sqrt{3}"], ["300\\sqrt{3}", "150\\sqrt{2}"]),
    135: (["(x^2+4x+8)(x^2-4x+8)", "(x^{2}-4x+8)(x^{2}+4x+8)"], ["(x^2-4x+8)(x^2+4x-8)", "(x^2+4x+8)^2"]),
    1049: (["x - 3y + 24 = 0", "y=\\frac{x}{3}+8", "y = \\tfrac13 x + 8"], ["y = \\frac{1}{3}x - 8", "y = 3x + 8"]),
    2132: (["1507509", "1\\,507\\,509", "1{,}507{,}509"], ["1507508", "1507510"]),
    4102: (["\\{0, -1\\}", "\\{-1,0\\}"], ["\\{-1\\}", "\\{0, 1\\}"]),
    250: (["45^\\circ", "45", "45 degrees", "45°"], ["135^\\circ", "90^\\circ"]),
    2327: (["\\$2.50", "2.5 \\text{ dollars}", "\\$2.5"], ["\\$2.05", "\\$2.25"]),
    644: (["\\$2.60", "2.60", "2.6 dollars"], ["\\$2.40", "\\$2.06"]),
    768: (["\\frac{21\\sqrt{2}}{2} - 10\\sqrt{2}\\,i", "\\frac{\\sqrt2}{2}(21-20i)"], ["\\frac{\\sqrt{2}}{2}(21+20i)", "\\frac{\\sqrt{2}}{2}(20-21i)"]),
    3765: (["2+\\pi", "\\pi + 2"], ["\\pi + 1", "2\\pi"]),
    4558: (["\\sqrt{112}", "4\\sqrt{7}"], ["2\\sqrt{7}", "4\\sqrt{3}"]),
    4435: (["\\frac{15}{4}", "3.75", "3\\tfrac34"], ["3\\frac{1}{4}", "\\frac{13}{4}"]),
    516: (["1:36", "1 : 36"], ["1:6", "36:1"]),
    12: (["\\frac{md}{m+r}", "\\frac{dm}{r+m} \\text{ days}"], ["\\frac{md}{m-r}", "\\frac{m+r}{md}"]),
    44: (["m = -\\frac{1}{2}", "-\\frac12", "m=-0.5"], ["m = \\frac{1}{2}", "m = -2"]),
    85: (["4, 3, 9", "(x,y,z) = (4,3,9)"], ["4, 3, 8", "(x,y,z)=(3,4,9)"]),
    152: (["x = 1", "1"], ["x = -1", "x = 2"]),
    189: (["\\text{no root}", "no real root", "no roots"], ["one real root", "two real roots"]),
    199: (["3, 4", "3 \\text{ and } 4"], ["3", "4, 5"]),
    289: (["\\text{an isosceles triangle}", "isosceles triangle"], ["an equilateral triangle", "a right triangle"]),
    453: (["(-2, 3)", "-2<x<3"], ["x < 3", "(-3, 2)"]),
    537: (["x", "y = x"], ["-x", "\\frac{1}{x}"]),
    558: (["23 : 17", "23:17"], ["17:23", "23:7"]),
    586: (["4:3", "4 \\text{ to } 3"], ["3:4", "5:3"]),
    640: (["(1-x)^{-1}", "\\dfrac{1}{1-x}"], ["\\frac{1}{1+x}", "1-x"]),
    727: (["10000", "10^4", "10{,}000"], ["1000", "100000"]),
    1660: (["10^5", "100000"], ["10^6", "10^4"]),
    1935: (["\\$32{,}000", "32000 \\text{ dollars}", "\\$32,000"], ["\\$3{,}200", "\\$30{,}000"]),
    1387: (["\\text{February}", "Feb", "February"], ["March", "January"]),
    1852: (["\\text{only II}", "II only"], ["I and II", "II and III"]),
    2173: (["3:1", "3 \\text{ to } 1"], ["1:3", "2:1"]),
}
for i in sorted(HARP_CUR):
    r = HD[i]
    pos, neg = HARP_CUR[i]
    add("harp", "harp/harp_default.jsonl", i, r["problem"], r["answer"], tex_val(pos, neg))
for i in rng.sample(int_rows, 64):
    r = HD[i]
    add("harp", "harp/harp_default.jsonl", i, r["problem"], r["answer"], int_val(int(r["answer"].strip("$"))))
for i in rng.sample(frac_rows, 30):
    r = HD[i]
    m = re.fullmatch(r"\$(-?)\\d?frac\{(\d+)\}\{(\d+)\}\$", r["answer"])
    add("harp", "harp/harp_default.jsonl", i, r["problem"], r["answer"],
        frac_val(int(m.group(2)), int(m.group(3)), -1 if m.group(1) else 1, r["problem"]))
# HARP MCQ
mcq_rows = [i for i, r in enumerate(HM) if r.get("answer_choice") in "ABCDE" and len(r.get("choices", {})) == 5]
for i in rng.sample(mcq_rows, 40):
    r = HM[i]
    add("harp", "harp/harp_mcq.jsonl", i, r["problem"], r["answer_choice"], None, mcq=r["choices"])

# MATH-Perturb
MP_CUR = {
    "0 or 4": (["4 \\text{ or } 0", "\\{0, 4\\}", "0, 4"], ["4", "0 \\text{ or } 2"]),
    "11\\sqrt{3}/2": (["\\frac{11\\sqrt{3}}{2}", "\\tfrac{11}{2}\\sqrt3"], ["11\\sqrt{3}", "\\frac{11\\sqrt{2}}{2}"]),
    "5^{2/3}": (["\\sqrt[3]{25}", "5^{\\frac{2}{3}}"], ["5^{3/2}", "\\sqrt[3]{5}"]),
    "4\\pi-8": (["-8+4\\pi", "4(\\pi-2)"], ["4\\pi-4", "8-4\\pi"]),
    "\\emptyset": (["\\varnothing", "\\{\\}", "\\emptyset"], ["\\{0\\}", "\\mathbb{R}"]),
    "\\sqrt{2}-1": (["-1+\\sqrt{2}", "\\frac{1}{\\sqrt{2}+1}"], ["\\sqrt{2}+1", "1-\\sqrt{2}"]),
    "30^\\circ": (["30°", "30", "30 degrees"], ["60^\\circ", "150^\\circ"]),
    "1.40": (["1.4", "1.40"], ["1.04", "1.45"]),
    "3,\\!889,\\!620": (["3889620", "3{,}889{,}620", "3 889 620"], ["3889602", "3889621"]),
    "A, D, F, G": (["G, F, D, A", "\\text{A, D, F, G}", "A,D,F,G"], ["A, D, F", "A, D, F, G, H"]),
    "x^2+x-1": (["x^{2}+x-1", "-1+x+x^2"], ["x^2-x-1", "x^2+x+1"]),
    "(-\\infty, 0) \\cup (0, \\infty)": (["(-\\infty,0)\\cup(0,+\\infty)", "(-\\infty, 0)\\cup(0, \\infty)"], ["(0, \\infty)", "(-\\infty, \\infty)"]),
    "\\frac{3}{4} + i": (["i + \\frac{3}{4}", "0.75 + i", "\\frac{3+4i}{4}"], ["\\frac{3}{4} - i", "\\frac{4}{3} + i"]),
    "[-6,6]": (["\\left[-6,6\\right]", "[-6, 6]"], ["(-6,6)", "[0,6]"]),
    "y=-3x-3": (["y = -3(x+1)", "3x + y + 3 = 0"], ["y=-3x+3", "y=3x-3"]),
    "\\frac{385}{512}": (["\\dfrac{385}{512}", "\\tfrac{385}{512}"], ["\\frac{385}{1024}", "\\frac{127}{512}"]),
    "9\\cdot 10^{n-2}": (["9 \\times 10^{n-2}", "9\\cdot10^{n-2}"], ["9\\cdot 10^{n-1}", "10^{n-2}"]),
    "\\infty": (["+\\infty", "\\infty"], ["-\\infty", "0"]),
    "-\\infty": (["-\\infty"], ["\\infty", "0"]),
    "37/72": (["\\frac{37}{72}"], ["\\frac{35}{72}", "\\frac{37}{27}"]),
    "Hardy": (["\\text{Hardy}", "Hardy"], ["Ramanujan", "Littlewood"]),
}
mp_all = [("math_perturb/math_perturb_simple.jsonl", MP_S), ("math_perturb/math_perturb_hard.jsonl", MP_H)]
seen = set()
for rel, rows in mp_all:
    for i, r in enumerate(rows):
        a = r["answer"]
        if isinstance(a, str) and a in MP_CUR and a not in seen:
            seen.add(a)
            add("math_perturb", rel, i, r["problem"], a, tex_val(*MP_CUR[a]))
mp_int = [(rel, i, r) for rel, rows in mp_all for i, r in enumerate(rows)
          if (isinstance(r["answer"], int) and not isinstance(r["answer"], bool)) or (isinstance(r["answer"], str) and re.fullmatch(r"-?\d+", r["answer"]))]
for rel, i, r in rng.sample(mp_int, 32):
    add("math_perturb", rel, i, r["problem"], r["answer"], int_val(int(r["answer"])))
# (a float gold below 1 for a "by how many percent" question is ambiguous -> skipped)
mp_float = [(rel, i, r) for rel, rows in mp_all for i, r in enumerate(rows) if isinstance(r["answer"], float)
            and not ("percent" in r["problem"].lower() and r["answer"] < 1)]
for rel, i, r in mp_float[:9]:
    fr = Fraction(str(r["answer"]))
    a = r["answer"]
    pos = [str(a), f"{a:.2f}"]
    if "decimal" not in r["problem"].lower():
        pos.append(f"\\frac{{{fr.numerator}}}{{{fr.denominator}}}")
    if "percent" in r["problem"].lower() and a >= 1:
        pos.append(f"{a}\\%")
    neg = [str(round(a + 0.1, 2)), str(round(a * 10, 1))]
    add("math_perturb", rel, i, r["problem"], a, tex_val(pos, neg))

# Putnam (PutnamBench informal; gold = answer_text sentence)
PUT_CUR = {
    1: (["n(n+1)2^{n-2}", "n(n+1)\\cdot 2^{n-2}", "\\frac{n(n+1)2^n}{4}"], ["n(n+1)2^{n-1}", "n^2 2^{n-2}"]),
    3: (["a=2", "2"], ["a=3", "a=1"]),
    7: (["n^2-n+2", "n(n-1)+2"], ["n^2+n+2", "n^2-n+1"]),
    8: (["\\angle CAB=\\frac{\\pi}{15}", "\\pi/15", "12^\\circ"], ["\\frac{\\pi}{12}", "\\frac{2\\pi}{15}"]),
    9: (["2^{n-1}", "\\frac{2^n}{2}"], ["2^n", "n!"]),
    10: (["\\frac{1}{2}", "0.5", "1/2"], ["\\frac{1}{3}", "1"]),
    12: (["5", "a=5"], ["6", "4"]),
    13: (["8", "eight"], ["6", "16"]),
    14: (["8"], ["9", "4"]),
    17: (["p^2+p", "p(p+1)"], ["p^2-p", "p^2"]),
    28: (["3"], ["4", "2"]),
    30: (["11"], ["12", "10"]),
    33: (["25"], ["24", "26"]),
    46: (["n!"], ["(n+1)!", "(n-1)!"]),
    47: (["k=-\\frac{7}{8}", "-0.875"], ["k=\\frac{7}{8}", "k=-\\frac{8}{7}"]),
    50: (["\\frac{x}{1-x}", "-\\frac{x}{x-1}"], ["\\frac{1}{1-x}", "\\frac{x}{1+x}"]),
    52: (["\\frac{2}{3}", "2/3"], ["\\frac{3}{4}", "\\frac{1}{3}"]),
    55: (["\\frac{7}{4}", "1.75"], ["\\frac{5}{4}", "\\frac{7}{2}"]),
    64: (["\\frac{\\pi}{4}", "\\pi/4"], ["\\frac{\\pi}{2}", "\\frac{\\pi}{8}"]),
    65: (["u = 1/e", "e^{-1}", "\\frac{1}{e}"], ["u = e", "u = 1/2"]),
    69: (["\\frac{1}{8}", "0.125"], ["\\frac{1}{4}", "\\frac{1}{16}"]),
    72: (["-1"], ["1", "0"]),
    73: (["12-8\\sqrt{2}", "4(3-2\\sqrt2)"], ["12+8\\sqrt{2}", "12-6\\sqrt{2}"]),
    77: (["\\frac{\\pi}{2}\\ln\\pi", "\\frac{\\pi \\ln \\pi}{2}"], ["\\pi\\ln\\pi", "\\frac{\\pi}{2}\\ln 2"]),
    80: (["\\frac{4}{3}(\\sqrt{2}-1)", "\\frac{4\\sqrt2-4}{3}"], ["\\frac{4}{3}(\\sqrt{2}+1)", "\\frac{4}{3}\\sqrt{2}"]),
    82: (["2301"], ["2300", "2310"]),
    84: (["\\frac{2}{9}"], ["\\frac{1}{9}", "\\frac{2}{3}"]),
    86: (["\\ln\\left(\\frac{4}{\\pi}\\right)", "\\ln 4 - \\ln \\pi", "2\\ln 2-\\ln\\pi"], ["\\ln\\left(\\frac{\\pi}{4}\\right)", "\\ln \\pi"]),
    87: (["2"], ["1", "e"]),
    90: (["p=4", "4"], ["p=3", "p=5"]),
    92: (["8"], ["9", "6"]),
    95: (["2^{10}3^{10}", "6^{10}", "60466176"], ["2^{10}3^{9}", "2^{9}3^{10}"]),
    97: (["87"], ["86", "89"]),
    101: (["101^{99}"], ["100^{99}", "101^{100}"]),
    103: (["18"], ["16", "20"]),
    112: (["1984"], ["1985", "1987"]),
    118: (["6"], ["8", "4"]),
    124: (["\\frac{1+\\sqrt{3}}{2}", "\\frac{1}{2}+\\frac{\\sqrt3}{2}"], ["\\frac{1+\\sqrt{5}}{2}", "\\sqrt{3}"]),
    128: (["\\frac{4\\sqrt{2}-5}{3}", "(4\\sqrt2-5)/3"], ["\\frac{4\\sqrt{2}-3}{3}", "\\frac{4\\sqrt{2}-5}{2}"]),
    143: (["\\frac13", "1/3"], ["\\frac12", "\\frac14"]),
    147: (["1992"], ["1991", "1993"]),
    151: (["4+\\pi", "\\pi+4"], ["4+2\\pi", "2+\\pi"]),
    152: (["3984"], ["3983", "1992"]),
    155: (["n=3987", "3987"], ["3988", "3986"]),
    159: (["(-\\infty, 1)", "\\{x : x < 1\\}"], ["(-\\infty, 1]", "(1, \\infty)"]),
    172: (["\\sqrt{e}", "e^{1/2}"], ["e", "e^2"]),
    171: (["28", "BC = 28"], ["27", "30"]),
    178: (["6"], ["5", "7"]),
    183: (["\\frac{9}{32}", "0.28125"], ["\\frac{7}{32}", "\\frac{9}{16}"]),
    185: (["\\frac{1-n^2}{4}", "-\\frac{n^2-1}{4}"], ["\\frac{n^2-1}{4}", "\\frac{1-n^2}{2}"]),
    194: (["2\\sqrt{2}-1"], ["2\\sqrt{2}+1", "\\sqrt{2}-1"]),
    199: (["\\frac{2}{e}", "2e^{-1}"], ["\\frac{1}{e}", "\\frac{e}{2}"]),
    205: (["6\\pi^2"], ["4\\pi^2", "6\\pi"]),
    206: (["\\frac{n+1}{3}"], ["\\frac{n-1}{3}", "\\frac{n}{3}"]),
    208: (["\\frac{3\\sqrt{3}}{2}"], ["\\frac{3\\sqrt{3}}{4}", "\\frac{\\sqrt{3}}{2}"]),
    210: (["2^k"], ["2^{k-1}", "2k"]),
    214: (["4"], ["5", "3"]),
    218: (["2^{n+1}"], ["2^n", "2^{n-1}"]),
    231: (["2020050", "2{,}020{,}050"], ["2020049", "2020051"]),
    235: (["3"], ["2", "4"]),
    239: (["10053"], ["10052", "10035"]),
    253: (["\\frac{3}{7}", "3/7"], ["\\frac{4}{7}", "\\frac{3}{8}"]),
    254: (["\\frac{1}{3}"], ["\\frac{1}{4}", "\\frac{2}{3}"]),
    259: (["13725"], ["13726", "13752"]),
    260: (["L = \\frac{4}{7}"], ["L = \\frac{3}{7}", "L=\\frac{7}{4}"]),
    263: (["\\frac{17}{21}"], ["\\frac{16}{21}", "\\frac{17}{24}"]),
    265: (["\\frac{\\pi^2}{16}"], ["\\frac{\\pi^2}{8}", "\\frac{\\pi}{16}"]),
    266: (["8"], ["7", "9"]),
    267: (["\\frac{3+\\sqrt{5}}{2}", "\\left(\\frac{1+\\sqrt5}{2}\\right)^2"], ["\\frac{1+\\sqrt{5}}{2}", "\\frac{3-\\sqrt{5}}{2}"]),
    268: (["\\frac{3\\pi}{8}"], ["\\frac{\\pi}{8}", "\\frac{3\\pi}{4}"]),
    269: (["C=\\frac{5}{6}"], ["\\frac{2}{3}", "\\frac{6}{5}"]),
    270: (["e-1"], ["e", "e+1"]),
    276: (["16"], ["15", "17"]),
    277: (["(\\ln 2)^2", "\\ln^2 2"], ["\\ln 2", "2\\ln 2"]),
    281: (["\\frac{480}{49}"], ["\\frac{480}{47}", "\\frac{48}{49}"]),
    285: (["M = 2019^{-1/2019}", "\\frac{1}{\\sqrt[2019]{2019}}"], ["2019^{1/2019}", "2019^{-1/2018}"]),
    289: (["\\frac{8}{\\pi^3}"], ["\\frac{4}{\\pi^3}", "\\frac{8}{\\pi^2}"]),
    293: (["508536"], ["508535", "508563"]),
    298: (["1990"], ["1989", "1991"]),
    299: (["\\frac{1}{4040}"], ["\\frac{1}{2020}", "\\frac{1}{4039}"]),
    300: (["578"], ["577", "587"]),
    301: (["e"], ["1", "e^2"]),
    306: (["\\frac23"], ["\\frac13", "\\frac34"]),
    311: (["290"], ["289", "209"]),
    313: (["n \\in \\{1, 7\\}", "7 \\text{ and } 1"], ["n = 7", "n \\in \\{1, 3, 7\\}"]),
    318: (["n=18"], ["n=17", "n=19"]),
    326: (["29"], ["28", "30"]),
    332: (["7"], ["5", "3"]),
    333: (["0"], ["1", "-1"]),
    340: (["3"], ["2", "4"]),
    344: (["\\frac{1}{4}", "0.25"], ["\\frac{1}{2}", "\\frac{1}{8}"]),
    133: (["\\text{Yes}", "yes"], ["\\text{No}", "no"]),
    135: (["\\text{No}", "no"], ["\\text{Yes}", "yes"]),
    70: (["\\text{the limit does not exist}", "\\text{does not exist}"], ["0", "1"]),
    295: (["\\text{the series diverges}", "\\text{diverges}"], ["\\text{converges}", "\\text{converges to } 1"]),
}
for i in sorted(PUT_CUR):
    r = PUT[i]
    add("putnam", "putnam/putnam_with_answers.jsonl", i, r["problem"], r["answer_text"], tex_val(*PUT_CUR[i]))


# ---------------------------------------------------------------- response templates
def B(x):
    return "\\boxed{" + x + "}"


def M(x):
    return "$" + x + "$"


def plainish(x):
    """turn a LaTeX rendering into something a non-LaTeX chat answer would print"""
    y = x.replace("\\dfrac", "\\frac").replace("\\tfrac", "\\frac")
    y = re.sub(r"\\sqrt\{(\w+)\}", r"√\1", y)
    y = re.sub(r"\\frac\{([^{}]+)\}\{([^{}]+)\}", lambda m: (m.group(1) if re.fullmatch(r"\w+", m.group(1)) else "(" + m.group(1) + ")") + "/" + (m.group(2) if re.fullmatch(r"\w+", m.group(2)) else "(" + m.group(2) + ")"), y)
    y = re.sub(r"\\text\{([^{}]*)\}", r"\1", y)
    y = y.replace("\\left", "").replace("\\right", "").replace("\\leq", "≤").replace("\\geq", "≥")
    y = re.sub(r"\\mathbf\{([^{}]*)\}", r"\1", y)
    y = y.replace("\\sqrt{", "√{").replace("\\pi", "π").replace("\\infty", "∞").replace("\\cdot", "·").replace("\\times", "×")
    y = y.replace("\\le", "≤").replace("\\ge", "≥").replace("\\cup", "∪").replace("^\\circ", "°").replace("\\$", "$")
    y = y.replace("\\{", "{").replace("\\}", "}").replace("\\left", "").replace("\\right", "").replace("\\,", " ").replace("{,}", ",")
    y = re.sub(r"√\{(\w+)\}", r"√\1", y)
    return y


def wordwrap(x):
    """plain-word renderings go inside \\text{} so that math delimiters stay natural"""
    if "\\" not in x and re.search(r"[A-Za-z]{2,}", x):
        return "\\text{" + x + "}"
    return x


def numeric_like(v):
    return v.kind in ("int", "frac") or not re.search(r"[A-Za-z]{2,}", plainish(v.pos[0]).replace("π", ""))


def is_plain_ok(x):
    return "\\" not in plainish(x)


# -- positive response templates: f(X, val, ctx) -> (response, format/subtype, language)
def p_think_boxed(X, v, c):
    return (f"<think>\nOkay, so I need to solve this. {filler(2)}\nHmm, let me double check the key step... yes, that works.\n"
            f"So the result should be {X}.\n</think>\n\n{filler(1)} Putting it together:\n\n$$\\boxed{{{X}}}$$", "reasoning/think_boxed", "en")


def p_think_then_corrected_in_trace(X, v, c):
    W = c["W"]
    return (f"<think>\n{filler(1)} Initially I get {W}. Wait, that's not right — I dropped a term. Redoing it carefully gives {X}. "
            f"Let me verify once more... yes, {X}.\n</think>\n\n**Answer:** ${X}$", "reasoning/self_correct_to_gold", "en")


def p_md_heading(X, v, c):
    return (f"## Solution\n\n### Step 1: Set up\n{filler(1)}\n\n### Step 2: Compute\n{filler(1)}\n\n---\n\n### ✅ Final Answer\n\n"
            f"$$\n\\boxed{{{X}}}\n$$", "markdown/headings_boxed", "en")


def p_md_bold(X, v, c):
    return (f"Let's work through it.\n\n1. {filler(1)}\n2. {filler(1)}\n3. Combining the results.\n\n**The answer is ${X}$.**",
            "markdown/bold_list", "en")


def p_md_table(X, v, c):
    return (f"| Step | Result |\n|---|---|\n| Setup | equations written |\n| Simplify | done |\n| **Final** | **${X}$** |\n\n"
            f"So the requested value is ${X}$.", "markdown/table_final_row", "en")


def p_qwen(X, v, c):
    return (f"<|im_start|>assistant\n{filler(2)}\n\nTherefore, the final answer is $\\boxed{{{X}}}$.<|im_end|>\n<|endoftext|>",
            "special_tokens/chatml", "en")


def p_llama3(X, v, c):
    return (f"<|start_header_id|>assistant<|end_header_id|>\n\n## Step 1: Understand the problem\n{filler(1)}\n\n"
            f"## Step 2: Solve\n{filler(1)}\n\nThe final answer is: $\\boxed{{{X}}}$<|eot_id|>", "special_tokens/llama3", "en")


def p_gemma(X, v, c):
    return (f"<start_of_turn>model\n{filler(1)}\n\n**Answer:** ${X}$<end_of_turn>", "special_tokens/gemma", "en")


def p_harmony(X, v, c):
    return (f"<|channel|>analysis<|message|>We need to compute. {filler(1)} Candidate {X}. Check: consistent.<|end|>"
            f"<|start|>assistant<|channel|>final<|message|>**{X}**<|return|>", "special_tokens/harmony_gpt_oss", "en")


def p_deepseek(X, v, c):
    return (f"<｜Assistant｜><think>\n{filler(2)} I think it is {X}.\n</think>\n\n{filler(1)}\n\n**Final Answer**\n\\[\n\\boxed{{{X}}}\n\\]<｜end▁of▁sentence｜>",
            "special_tokens/deepseek_r1", "en")


def p_mistral(X, v, c):
    return (f"[INST] Solve the problem. [/INST] {filler(1)} Hence the answer is **{plainish(X)}**.</s>", "special_tokens/mistral_inst", "en")


def p_kimi(X, v, c):
    return (f"◁think▷{filler(2)} so it's {X}.◁/think▷The answer is ${X}$.", "reasoning/kimi_think_markers", "en")


def p_json(X, v, c):
    return (json.dumps({"reasoning": filler(2), "final_answer": X}, ensure_ascii=False, indent=2), "agent/json_object", "en")


def p_fcall(X, v, c):
    args = json.dumps({"answer": X, "confidence": 0.9}, ensure_ascii=False)
    return (f"I'll submit the result now.\n\n" + json.dumps({"type": "function_call", "name": "submit_answer", "arguments": args}, ensure_ascii=False),
            "agent/function_call_args", "en")


def p_tool_xml(X, v, c):
    return (f"<tool_call>\n{{\"name\": \"final_answer\", \"arguments\": {{\"answer\": {json.dumps(X, ensure_ascii=False)}}}}}\n</tool_call>",
            "agent/hermes_tool_call", "en")


def p_code(X, v, c):
    if v.kind != "int":
        return None
    return (f"Let me compute it with Python.\n\n```python\n# brute force / direct computation\nresult = {v.n}\nprint(result)\n```\n```output\n{v.n}\n```\n"
            f"The code confirms the value. The answer is $\\boxed{{{X}}}$.", "agent/code_with_output", "en")


def p_terse(X, v, c):
    return (X, "terse/bare", "en")


def p_terse_plain(X, v, c):
    if not is_plain_ok(X):
        return None
    return (f"Answer: {plainish(X)}", "terse/answer_colon_plain", "en")


def p_minerva(X, v, c):
    return (f"{filler(1)}\nFinal Answer: The final answer is ${X}$. I hope it is correct.", "terse/minerva", "en")


def p_xml_answer(X, v, c):
    return (f"<reasoning>\n{filler(2)}\n</reasoning>\n<answer>\n{X}\n</answer>", "agent/xml_answer_tags", "en")


def p_latex_doc(X, v, c):
    return (f"\\begin{{align*}}\n\\text{{(setup)}} &\\Rightarrow \\text{{(simplify)}}\\\\\n&\\Rightarrow {X}\n\\end{{align*}}\nHence the answer is $\\fbox{{${X}$}}$.",
            "latex/align_fbox", "en")


def p_html(X, v, c):
    return (f"<p>{filler(1)}</p>\n<p>The answer is <strong>{plainish(X)}</strong>.</p>", "markup/html", "en")


def p_yaml(X, v, c):
    return (f"```yaml\nsteps:\n  - {filler(1)}\n  - verify\nfinal_answer: \"{X}\"\n```", "agent/yaml_block", "en")


def p_box_after_restate(X, v, c):
    return (f"{filler(1)} Thus $\\boxed{{{X}}}$.\n\n(Double-checking with a different method also gives ${X}$, so I'm confident.)",
            "chat/boxed_then_recheck", "en")


def p_lang(X, v, c):
    lang = c["lang"]
    return (f"{filler(1) if lang == 'en' else ''}\n{L[lang]['ans'].format(X=M(X))}\n\n{L[lang]['fin'].format(X=B(X))}".strip(),
            "multilingual/answer_sentence", lang)


def p_lang_plain(X, v, c):
    lang = c["lang"]
    if not is_plain_ok(X):
        return None
    return (L[lang]["ans"].format(X=plainish(X)), "multilingual/plain_sentence", lang)


def p_lang_retract_to_gold(X, v, c):
    lang = c["lang"]
    W = c["W"]
    return (L[lang]["wrong"].format(G=M(W)) + "\n" + L[lang]["ans"].format(X=B(X)), "multilingual/retract_then_gold", lang)


def p_truncated_after_answer(X, v, c):
    return (f"**Answer: ${X}$**\n\nExplanation: {filler(1)} To see why, consider the first case where", "truncated/after_answer", "en")


def p_phi(X, v, c):
    return (f"<|assistant|>\n{filler(1)}\nThus, the answer is {M(X)}.<|end|>", "special_tokens/phi", "en")


def p_command_r(X, v, c):
    return (f"<|START_OF_TURN_TOKEN|><|CHATBOT_TOKEN|>Relevant Documents: None\nGrounded answer: The answer is {M(X)}.<|END_OF_TURN_TOKEN|>",
            "special_tokens/command_r", "en")


def p_repl(X, v, c):
    if v.kind != "int":
        return None
    return (f">>> from sympy import *\n>>> ans = {v.n}\n>>> ans\n{v.n}\n\nSo the answer is {v.n}.", "agent/python_repl_transcript", "en")


def p_sympy_frac(X, v, c):
    if v.kind != "frac":
        return None
    p = v.plain
    return (f"```python\nfrom fractions import Fraction\nprint(Fraction({p.replace('/', ', ')}))\n```\nOutput:\n```\n{p}\n```\nTherefore the probability is $\\boxed{{{X}}}$.",
            "agent/code_fraction_output", "en")


def p_gsm(X, v, c):
    return (f"{filler(2)}\n#### {plainish(X)}", "terse/gsm8k_hashes", "en")


def p_nested_box(X, v, c):
    return (f"{filler(1)}\n\\[\n\\boxed{{\\boxed{{{X}}}}}\n\\]", "latex/nested_boxed", "en")


def p_paren_math(X, v, c):
    return (f"{filler(1)} So we obtain \\(\\boxed{{{X}}}\\).", "latex/paren_delimiters", "en")


def p_thought(X, v, c):
    return (f"<thought>\n{filler(2)}\n</thought>\n<answer>{X}</answer>", "reasoning/thought_answer_tags", "en")


def p_react(X, v, c):
    shown = str(v.n) if v.kind == "int" else plainish(X)
    return (f"Thought: I should compute this with the python tool.\nAction: python\nAction Input: solve()\nObservation: {shown}\n"
            f"Thought: I now know the final answer.\nFinal Answer: {X}", "agent/react_trace", "en")


def p_granite(X, v, c):
    return (f"<|start_of_role|>assistant<|end_of_role|>{filler(1)} The answer is ${X}$.<|end_of_text|>", "special_tokens/granite", "en")


def p_reject_box_then_gold(X, v, c):
    W = c["W"]
    return (f"A tempting answer is $\\boxed{{{W}}}$, but that ignores the constraint. Fixing this, the answer is $\\boxed{{{X}}}$.",
            "chat/wrong_box_then_gold_box", "en")


def p_math_code_answer(X, v, c):
    return (f"```latex\n\\boxed{{{X}}}\n```", "agent/latex_code_block", "en")


def p_fullwidth(X, v, c):
    return (f"解：{'由题意' }可得……\n答案：${X}$", "multilingual/zh_fullwidth_colon", "zh")


POS = [p_lang, p_lang, p_lang, p_lang_plain, p_lang_plain, p_lang_retract_to_gold, p_gsm, p_nested_box, p_paren_math, p_thought, p_react, p_granite, p_reject_box_then_gold, p_math_code_answer, p_fullwidth,
       p_lang, p_lang_plain, p_lang_retract_to_gold, p_think_boxed, p_think_then_corrected_in_trace, p_md_heading, p_md_bold, p_md_table, p_qwen, p_llama3, p_gemma,
       p_harmony, p_deepseek, p_mistral, p_kimi, p_json, p_fcall, p_tool_xml, p_code, p_terse, p_terse_plain, p_minerva,
       p_xml_answer, p_latex_doc, p_html, p_yaml, p_box_after_restate, p_lang, p_lang, p_lang_plain, p_lang_retract_to_gold,
       p_truncated_after_answer, p_phi, p_command_r, p_repl, p_sympy_frac]


# -- negative templates: gold rendering G appears but final answer is W (!= gold)
def n_corrected(G, W, v, c):
    return (f"{filler(1)} This gives $\\boxed{{{G}}}$.\n\nWait — I misread the condition. Recomputing with the correct constraint:\n\n"
            f"**Final answer:** $\\boxed{{{W}}}$", "chat/neg_corrected_away_from_gold", "en")


def n_hedge(G, W, v, c):
    return (f"{filler(1)} Depending on the interpretation, the answer is either ${G}$ or ${W}$. I can't decide between them without more information.",
            "chat/neg_hedge_two_values", "en")


def n_two_boxes(G, W, v, c):
    return (f"{filler(1)}\n\nPossible answers: $\\boxed{{{G}}}$ and $\\boxed{{{W}}}$.", "chat/neg_two_boxed_values", "en")


def n_retract(G, W, v, c):
    return (f"~~Answer: {G}~~\n\nEdit: that was wrong, I double counted. The correct answer is **{W}**.", "markdown/neg_strikethrough_retract", "en")


def n_think_vs_final(G, W, v, c):
    return (f"<think>\n{filler(2)} So the answer is {G}.\n</think>\n\nAfter reconsidering the constraints more carefully, the answer is $\\boxed{{{W}}}$.",
            "reasoning/neg_think_gold_final_other", "en")


def n_not_gold(G, W, v, c):
    return (f"A common mistake is to answer ${G}$, which forgets an edge case. Accounting for it, the answer is ${W}$.",
            "chat/neg_mentions_gold_as_mistake", "en")


def n_truncated(G, W, v, c):
    return (f"<think>\n{filler(2)} So one candidate is {G}. But I need to check whether it satisfies all the conditions. Let's test the boundary case: if we plug in",
            "truncated/neg_truncated_think", "en")


def n_trunc_box(G, W, v, c):
    if v.kind != "int" or len(str(abs(v.n))) < 2:
        return None
    s = str(v.n)
    return (f"{filler(1)} Summing everything up, the total is $\\boxed{{{s[:-1]}", "truncated/neg_truncated_inside_box", "en")


def n_json_wrong(G, W, v, c):
    return (json.dumps({"scratch": f"intermediate value {G}", "answer": W}, ensure_ascii=False), "agent/neg_json_intermediate_gold", "en")


def n_fcall_wrong(G, W, v, c):
    return (f"Candidate from step 2: {G}. After the final check I'll submit the revised value.\n" +
            json.dumps({"name": "submit_answer", "arguments": json.dumps({"answer": W})}), "agent/neg_function_call_other", "en")


def n_code_mismatch(G, W, v, c):
    if v.kind != "int":
        return None
    return (f"```python\nprint({v.n})\n```\n```output\n{v.n}\n```\nHmm, the code above forgot the last constraint, so I subtract that case by hand.\n\nFinal answer: $\\boxed{{{W}}}$",
            "agent/neg_code_prints_gold_final_other", "en")


def n_diff_quantity(G, W, v, c):
    return (f"{filler(1)} We find that the intermediate quantity equals ${G}$. The question asks for the derived quantity, which is therefore ${W}$.\n\n**Answer:** ${W}$",
            "chat/neg_answer_to_other_quantity", "en")


def n_lang_corrected(G, W, v, c):
    lang = c["lang"]
    return (L[lang]["wrong"].format(G=M(G)) + "\n" + L[lang]["ans"].format(X=B(W)), "multilingual/neg_retract_gold", lang)


def n_lang_hedge(G, W, v, c):
    lang = c["lang"]
    return (L[lang]["ans"].format(X=M(G)) + " / " + L[lang]["ans"].format(X=M(W)) + " (?)", "multilingual/neg_two_answers", lang)


def n_unfinished_no_answer(G, W, v, c):
    return (f"## Approach\n\n{filler(2)}\n\nWe have ${G}$ as a lower bound for now; to finish, we still need to verify the upper bound, which I haven't completed.\n\n*I was not able to finish the proof; I can't give a definitive final answer.*",
            "markdown/neg_unfinished_no_final", "en")


def n_question_back(G, W, v, c):
    return (f"Is the answer ${G}$? Let me check... no, plugging it back fails. The answer is ${W}$.", "chat/neg_rhetorical_gold", "en")


def n_near_miss(G, W, v, c):
    return (f"<|im_start|>assistant\n{filler(1)} Note ${G}$ appears as a subtotal; adding the remaining piece gives $\\boxed{{{W}}}$.<|im_end|>",
            "special_tokens/neg_chatml_near_miss", "en")


NEG = [n_lang_corrected, n_lang_corrected, n_lang_hedge, n_corrected, n_hedge, n_two_boxes, n_retract, n_think_vs_final, n_not_gold, n_truncated, n_trunc_box, n_json_wrong,
       n_fcall_wrong, n_code_mismatch, n_diff_quantity, n_lang_corrected, n_lang_corrected, n_lang_hedge, n_unfinished_no_answer,
       n_question_back, n_near_miss]


# ---------------------------------------------------------------- special renderings for ints (positives)
def int_special(v, lang, ctx_q=""):
    """return (rendering, subtype) of an int value in an unusual-but-equal notation, or None"""
    n = v.n
    opts = []
    if lang in NATIVE and n >= 0:
        opts.append((native_digits(str(n), lang), "native_digits"))
    if lang in ("zh", "ja") and 0 <= n < 10000:
        opts.append((zh_num(n), "cjk_numeral"))
    if lang == "en" and 0 <= n < 1000000:
        opts.append((en_words(n), "english_words"))
    q = ctx_q.lower() if ctx_q else ""
    if lang == "en" and "degree" in q:
        opts.append((f"{n}^\\circ", "degree_unit"))
    if lang == "en" and "cents" in q:
        opts.append((f"{n} \\text{{ cents}}", "unit_cents"))
    if lang == "en" and "how many dollars" in q:
        opts.append((f"\\${n}", "dollar_sign"))
    if lang == "en" and "minutes" in q and "how many minutes" in q:
        opts.append((f"{n} \\text{{ minutes}}", "unit_minutes"))
    if lang in ("fr", "de", "ru", "pt", "es", "it", "pl", "uk") and n >= 1000:
        opts.append((f"{n:,}".replace(",", "\u202f" if lang == "fr" else "."), "locale_thousands"))
    if not opts:
        return None
    return rng.choice(opts)


# ---------------------------------------------------------------- dedicated notation cases (value rendered unusually)
SMALL_WORDS = {
    "fr": "zéro un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize dix-sept dix-huit dix-neuf vingt".split(),
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve veinte".split(),
    "de": "null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn zwanzig".split(),
    "pt": "zero um dois três quatro cinco seis sete oito nove dez onze doze treze catorze quinze dezesseis dezessete dezoito dezenove vinte".split(),
    "ru": "ноль один два три четыре пять шесть семь восемь девять десять одиннадцать двенадцать тринадцать четырнадцать пятнадцать шестнадцать семнадцать восемнадцать девятнадцать двадцать".split(),
}
VULGAR = {(1, 2): "½", (1, 4): "¼", (3, 4): "¾", (1, 3): "⅓", (2, 3): "⅔", (1, 8): "⅛", (3, 8): "⅜", (5, 8): "⅝", (7, 8): "⅞",
          (1, 5): "⅕", (2, 5): "⅖", (3, 5): "⅗", (4, 5): "⅘", (1, 6): "⅙", (5, 6): "⅚"}


def notation_pos(v, q):
    """list of (response, style, language) whose final answer equals the gold in an unusual notation"""
    out = []
    if v.kind == "int":
        n = v.n
        if n >= 0:
            for lang in ("ar", "fa", "hi", "bn", "th"):
                d = native_digits(str(n), lang)
                out.append((L[lang]["ans"].format(X=d) + "\n" + L[lang]["fin"].format(X=d), "multilingual/native_digits", lang))
            if n < 10000:
                out.append((f"解题过程略。\n\n所以答案为{zh_num(n)}。", "multilingual/cjk_numeral", "zh"))
                if n > 0:
                    out.append((f"以上より、求める値は{ja_num(n)}である。", "multilingual/kanji_numeral", "ja"))
            out.append((f"因此，答案是 {native_digits(str(n), 'zh')}。", "multilingual/fullwidth_digits", "zh"))
            if n < 1000000:
                out.append((f"{filler(1)} So there are {en_words(n)} in total.\n\n**Answer: {en_words(n).capitalize()}.**", "chat/english_number_words", "en"))
            if n <= 20:
                for lang, words in SMALL_WORDS.items():
                    out.append((L[lang]["ans"].format(X=words[n]), "multilingual/number_words", lang))
            if n >= 1000:
                out.append((L["fr"]["ans"].format(X=f"{n:,}".replace(",", "\u202f")), "multilingual/locale_thousands_nnbsp", "fr"))
                out.append((L["de"]["ans"].format(X=f"{n:,}".replace(",", ".")), "multilingual/locale_thousands_dot", "de"))
                out.append((f"The answer is ${n:,}$.".replace(",", "{,}"), "latex/thousands_braced_comma", "en"))
                if n % 100 == 0:
                    m = str(n).rstrip("0")
                    e = len(str(n)) - 1
                    mant = m[0] + ("." + m[1:] if len(m) > 1 else "")
                    out.append((f"{filler(1)} The result is $\\boxed{{{mant} \\times 10^{{{e}}}}}$.", "latex/scientific_notation", "en"))
        if "degree" in q.lower():
            out.append((f"The angle measures ${n}^\\circ$.", "chat/degree_unit", "en"))
        if "how many dollars" in q.lower():
            out.append((f"She pays \\${n} in total. **Answer: \\${n}**", "chat/dollar_sign", "en"))
        if "how many minutes" in q.lower():
            out.append((f"It takes {n} minutes.\n\n$\\boxed{{{n}\\text{{ minutes}}}}$", "chat/unit_minutes", "en"))
        if "how many cents" in q.lower():
            out.append((f"$\\boxed{{{n}\\text{{ cents}}}}$", "chat/unit_cents", "en"))
        out.append((f"${n}$", "terse/plain_math", "en"))
        if n > 0:
            out.append((f"Final answer: {n:+d}", "terse/explicit_plus_sign", "en"))
    elif v.kind == "frac":
        fr = Fraction(v.plain)
        a, b = abs(fr.numerator), fr.denominator
        sgn = "-" if fr < 0 else ""
        ql = q.lower()
        strict = any(w in ql for w in ("lowest terms", "simplest", "common fraction", "reduced", "relatively prime", "decimal"))
        if (a, b) in VULGAR:
            out.append((f"The value works out to {sgn}{VULGAR[(a, b)]}.", "chat/unicode_vulgar_fraction", "en"))
        out.append((f"Answer: {sgn}{a}⁄{b}", "terse/unicode_fraction_slash", "en"))
        out.append((f"$$\\boxed{{{sgn}{{{a} \\over {b}}}}}$$", "latex/over_fraction", "en"))
        out.append((f"The answer is ${sgn}\\frac{{\\,{a}\\,}}{{\\,{b}\\,}}$.", "latex/spaced_frac", "en"))
        out.append((f"$\\boxed{{{sgn}\\frac {a} {b}}}$" if a < 10 and b < 10 else f"$\\boxed{{{sgn}{a}/{b}}}$", "latex/frac_no_braces_or_slash", "en"))
        if not strict:
            bb = b
            for pr in (2, 5):
                while bb % pr == 0:
                    bb //= pr
            if bb == 1 and len(str(float(fr))) <= 8:
                dec = str(float(abs(fr)))
                for lang in ("de", "fr", "ru", "pt", "es", "vi"):
                    out.append((L[lang]["ans"].format(X=sgn + dec.replace(".", ",")), "multilingual/decimal_comma", lang))
                if dec.startswith("0."):
                    out.append((f"**Answer:** {sgn}{dec[1:]}", "terse/leading_dot_decimal", "en"))
            if "probability" in ql and fr > 0 and (fr * 100).denominator == 1:
                out.append((f"So the probability is {fr * 100}%.", "chat/percent_for_probability", "en"))
    return out


def notation_neg(v, q):
    out = []
    if v.kind == "int" and v.n >= 2:
        n = v.n
        w = n + rng.choice([1, -1, 2])
        for lang in ("ar", "hi", "fa"):
            out.append((L[lang]["wrong"].format(G=native_digits(str(n), lang)) + "\n" + L[lang]["ans"].format(X=native_digits(str(w), lang)),
                        "multilingual/neg_native_digits_retract", lang))
        if n < 10000 and w < 10000:
            out.append((f"一开始我以为是{zh_num(n)}，后来发现漏算了一种情况，所以答案是{zh_num(w)}。", "multilingual/neg_cjk_numeral_retract", "zh"))
        if n < 1000000:
            out.append((f"Not {en_words(n)} — after fixing the off-by-one error, the count is {en_words(w)}.", "chat/neg_words_not_gold", "en"))
        out.append((f"The answer is approximately ${n}$; more precisely it is ${n}.5$.", "chat/neg_approx_then_precise", "en"))
    if v.kind == "frac":
        fr = Fraction(v.plain)
        if 0 < fr < 1 and fr != Fraction(1, 2):
            out.append((f"The exact value is ${fr.numerator}/{fr.denominator}$ but rounding as requested, the answer is ${float(fr):.1f}$." if len(str(float(fr))) > 4 else
                        f"$\\frac{{{fr.numerator}}}{{{fr.denominator}}}$ is the probability of the complement, so the answer is $1-\\frac{{{fr.numerator}}}{{{fr.denominator}}} = {1 - fr}$.",
                        "chat/neg_rounded_or_complement", "en"))
            if "probability" in q.lower():
                out.append((f"So the probability of failure is {fr.numerator}/{fr.denominator}, and the probability asked for is {1 - fr}. **Answer: {1 - fr}**",
                            "chat/neg_complement", "en"))
    return out


# ---------------------------------------------------------------- MCQ templates
def mcq_case(it, positive):
    ch = it["mcq"]
    g = it["gold"]
    others = [k for k in "ABCDE" if k != g]
    w = rng.choice(others)
    cg, cw = ch[g], ch[w]
    if positive:
        t = rng.randrange(8)
        if t == 0:
            return (f"{filler(1)} This matches choice {cg}.\n\n$\\boxed{{\\textbf{{({g})}}}}$", "mcq/boxed_textbf_letter", "en")
        if t == 1:
            return (f"<think>\nCheck each option. ({w}) {cw} fails. ({g}) {cg} works.\n</think>\nThe correct option is **({g})** {cg}.", "mcq/think_bold_letter", "en")
        if t == 2:
            return (json.dumps({"choice": g, "explanation": filler(1)}), "mcq/json_choice", "en")
        if t == 3:
            return (f"Answer: {g}", "mcq/terse_letter", "en")
        if t == 4:
            lang = rng.choice(["zh", "ja", "ko", "ru", "es", "vi"])
            word = {"zh": "正确选项是", "ja": "正解は", "ko": "정답은", "ru": "Правильный вариант —", "es": "La opción correcta es", "vi": "Chọn đáp án"}[lang]
            return (f"{word} ({g})。" if lang in ("zh", "ja") else f"{word} ({g}).", "mcq/multilingual_letter", lang)
        if t == 5:
            return (f"I first leaned towards ({w}), but {cw} doesn't satisfy the condition. Re-checking, ({g}) is correct.\n\n**Final: {g}**", "mcq/reject_other_then_gold", "en")
        if t == 6:
            return (f"<|im_start|>assistant\nThe answer is $\\boxed{{{g}}}$<|im_end|>", "mcq/chatml_boxed_letter", "en")
        return (f"| Option | Valid? |\n|---|---|\n" + "\n".join(f"| {k} | {'✅' if k == g else '❌'} |" for k in "ABCDE") + f"\n\n**Answer: ({g})**", "mcq/markdown_table", "en")
    t = rng.randrange(6)
    if t == 0:
        return (f"{filler(1)} The answer is $\\boxed{{\\textbf{{({w})}}}}$.", "mcq/neg_wrong_letter", "en")
    if t == 1:
        return (f"It's between ({g}) and ({w}); I'd guess ({g}) or ({w}).", "mcq/neg_hedge_two_letters", "en")
    if t == 2:
        return (f"My first instinct was ({g}), but after checking more carefully the correct choice is ({w}).\n\nAnswer: {w}", "mcq/neg_retract_gold_letter", "en")
    if t == 3:
        return (json.dumps({"eliminated": [k for k in "ABCDE" if k not in (g, w)], "considered": g, "choice": w}), "mcq/neg_json_considered_gold", "en")
    if t == 4:
        return (f"<think>\nOption ({g}) looks right.\n</think>\nOn reflection, option ({w}) is the only consistent one. **{w}**", "mcq/neg_think_gold_final_other", "en")
    return (f"Let's test option ({g}) first. Plugging in, we get", "mcq/neg_truncated", "en")


# ---------------------------------------------------------------- build cases
cases = []
rng.shuffle(items)
lang_cycle = NONEN[:]
li = 0


def next_lang():
    global li
    lang = lang_cycle[li % len(lang_cycle)]
    li += 1
    return lang


def make_case(it, positive):
    if it["mcq"] is not None:
        resp, style, lang = mcq_case(it, positive)
        return dict(response=resp, label=positive, style=style, language=lang)
    v = it["val"]
    if v.kind in ("int", "frac") and rng.random() < 0.4:
        opts = notation_pos(v, it["question"]) if positive else notation_neg(v, it["question"])
        if opts:
            resp, style, lang = rng.choice(opts)
            return dict(response=resp, label=positive, style=style, language=lang)
    for _ in range(30):
        if positive:
            f = rng.choice(POS)
            X = v.pos[0] if rng.random() < 0.45 else rng.choice(v.pos)
            W = rng.choice(v.neg)
            lang = next_lang() if f in (p_lang, p_lang_plain, p_lang_retract_to_gold) else "en"
            special = None
            if v.kind == "int" and rng.random() < 0.35:
                special = int_special(v, lang if f in (p_lang, p_lang_plain) else "en", it["question"])
                if special and f in (p_lang, p_lang_plain, p_terse, p_md_bold, p_think_boxed, p_json, p_qwen, p_harmony, p_gsm, p_react):
                    X = special[0]
                else:
                    special = None
            extra = None
            if f in (p_lang, p_lang_plain) and lang in ("fr", "de", "es", "pt", "ru", "it", "pl", "uk", "tr", "id", "vi") and re.fullmatch(r"-?\d+\.\d+", X):
                X = X.replace(".", ",")
                extra = "decimal_comma"
            if (v.kind == "frac" and f in (p_md_bold, p_terse, p_lang_plain) and "probability" in it["question"].lower()
                    and "common fraction" not in it["question"].lower() and "lowest terms" not in it["question"].lower()
                    and not v.plain.startswith("-")):
                pct = Fraction(v.plain) * 100
                if pct.denominator == 1 and rng.random() < 0.6:
                    X = f"{pct.numerator}\\%"
                    extra = "percent_for_probability"
            X, W = wordwrap(X), wordwrap(W)
            out = f(X, v, dict(lang=lang, W=W))
            if out is None:
                continue
            resp, style, lg = out
            if extra:
                style += "+" + extra
            if special:
                style = style.split("/")[0] + "/" + style.split("/")[1] + "+" + special[1]
            return dict(response=resp, label=True, style=style, language=lg)
        else:
            f = rng.choice(NEG)
            if v.multi and f in (n_hedge, n_two_boxes, n_lang_hedge):
                continue
            G = v.pos[0] if rng.random() < 0.5 else rng.choice(v.pos)
            W = rng.choice(v.neg)
            lang = next_lang() if f in (n_lang_corrected, n_lang_hedge) else "en"
            if f in (n_near_miss, n_diff_quantity, n_unfinished_no_answer) and not numeric_like(v):
                continue
            G, W = wordwrap(G), wordwrap(W)
            out = f(G, W, v, dict(lang=lang))
            if out is None:
                continue
            resp, style, lg = out
            return dict(response=resp, label=False, style=style, language=lg)
    raise RuntimeError("no template")


plan = []
for it in items:
    if it["benchmark"] == "putnam" or it["mcq"] is not None:
        plan.append((it, rng.random() < 0.55))
    elif it["val"].kind == "tex":
        plan.append((it, True))
        plan.append((it, False))
    else:
        plan.append((it, rng.random() < 0.62))
rng.shuffle(plan)

for k, (it, positive) in enumerate(plan, 1):
    c = make_case(it, positive)
    cases.append(dict(id=f"j-{k:04d}", benchmark=it["benchmark"], source_row=it["source_row"], question=it["question"],
                      gold=it["gold"], response=c["response"], label=c["label"], style=c["style"], language=c["language"]))

with open(OUT, "w", encoding="utf-8") as f:
    for c in cases:
        f.write(json.dumps(c, ensure_ascii=False) + "\n")

if __name__ == "__main__":
    from collections import Counter
    print(len(cases), "cases ->", OUT)
    print("label", Counter(c["label"] for c in cases))
    print("benchmark", Counter(c["benchmark"] for c in cases))
    print("format", Counter(c["style"].split("/")[0] for c in cases))
    print("language", Counter(c["language"] for c in cases))
