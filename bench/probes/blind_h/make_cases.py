#!/usr/bin/env python3
"""Blind labeled set H of model responses for a math-answer grader.

Deterministic (fixed seed, standard library only).  Reads the benchmark rows from
/work/shared/data and writes /work/probe_h/cases.jsonl.

Every gold below is copied verbatim from the data file (asserted at load time).
For each chosen gold we write one POSITIVE response (final answer equals the gold,
sometimes in an unusual but equivalent notation) and one HARD NEGATIVE response
(the right value appears somewhere, but the final answer is different / hedged /
retracted / missing).
"""
import json
import os
import random

DATA = "/work/shared/data"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases.jsonl")
SEED = 20260312


def load(path):
    with open(os.path.join(DATA, path), encoding="utf-8") as f:
        return [json.loads(l) for l in f]


HD = "harp/harp_default.jsonl"
HM = "harp/harp_mcq.jsonl"
MPH = "math_perturb/math_perturb_hard.jsonl"
MPS = "math_perturb/math_perturb_simple.jsonl"
PUT = "putnam/putnam_with_answers.jsonl"

# --------------------------------------------------------------------------------------
# Hand-chosen golds.  forms: equivalent ways to state the answer (first = plain form);
# "T:" prefix = plain text (not math).  wrong: a near-miss / different final answer.
# --------------------------------------------------------------------------------------
HARP_HAND = [
    # line, expected gold, forms, wrong
    (2857, "$\\frac {3}{16}$", ["\\frac{3}{16}", "0.1875", "3/16"], "\\frac{3}{8}"),
    (4504, "$3-2a$", ["3-2a", "-2a+3"], "3+2a"),
    (4243, "$1976.5$", ["1976.5", "\\frac{3953}{2}", "1976\\tfrac{1}{2}"], "1977"),
    (162, "$587\\cdot10^{12} \\text{ miles}$", ["587\\cdot 10^{12}\\text{ miles}", "5.87\\times 10^{14}\\ \\text{mi}"], "587\\cdot 10^{10}\\text{ miles}"),
    (809, "$\\frac{10}{7}$", ["\\frac{10}{7}", "1\\frac{3}{7}", "10/7"], "\\frac{7}{10}"),
    (332, "$3:1$", ["3:1", "T:3 to 1"], "1:3"),
    (2373, "$\\frac{4}{9}$", ["\\frac{4}{9}", "0.\\overline{4}", "4/9"], "\\frac{5}{9}"),
    (4213, "$9,900$", ["9,900", "9900", "9\\,900"], "9,990"),
    (2042, "$\\sqrt 5$", ["\\sqrt{5}", "T:√5", "5^{1/2}"], "\\sqrt{3}"),
    (2229, "$\\text{Alice}$", ["T:Alice"], "T:Cindy"),
    (3434, "$3+\\sqrt3$", ["3+\\sqrt{3}", "T:3 + √3", "\\sqrt{3}+3"], "3-\\sqrt{3}"),
    (4429, "$\\frac{7}{27}$", ["\\frac{7}{27}", "7/27"], "\\frac{20}{27}"),
    (656, "$\\frac{5\\sqrt{17}}{16}$", ["\\frac{5\\sqrt{17}}{16}", "\\frac{5}{16}\\sqrt{17}"], "\\frac{5\\sqrt{17}}{8}"),
    (253, "$\\frac{n+1}{2}$", ["\\frac{n+1}{2}", "(n+1)/2", "\\frac{n}{2}+\\frac{1}{2}"], "\\frac{n}{2}"),
    (2295, "$250,500$", ["250,500", "250500", "250\\,500"], "250,000"),
    (72, "$\\text{245 yd.}$", ["245\\text{ yd}", "T:245 yards"], "254\\text{ yd}"),
    (1608, "$-0.25$", ["-0.25", "T:−¼", "-\\frac{1}{4}", "-1/4"], "0.25"),
    (4231, "$(-1030, -990)$", ["(-1030, -990)", "(-1030,-990)"], "(-990,-1030)"),
    (4262, "$16:3$", ["16:3", "T:16 to 3"], "3:16"),
    (6, "$300\\%$", ["300\\%", "T:300 percent"], "200\\%"),
    (3702, "$\\textdollar87.50$", ["\\$87.50", "\\$87.5", "T:87.50 dollars"], "\\$85.70"),
    (851, "$60^\\circ$", ["60^\\circ", "T:60 degrees", "T:60°"], "30^\\circ"),
    (3893, "$25\\%$", ["25\\%", "T:25 percent"], "20\\%"),
    (4503, "$2 - \\sqrt{2}$", ["2-\\sqrt{2}", "T:2 − √2", "-\\sqrt{2}+2"], "2+\\sqrt{2}"),
    (725, "$\\text{for no non-zero real numbers } x$", ["T:for no non-zero real numbers x", "T:there is no such nonzero real x"], "T:for all positive x"),
    (1115, "$w-y-z$", ["w-y-z", "w-z-y"], "w+y-z"),
    (78, "$\\frac{10000}{10000-p^2}$", ["\\frac{10000}{10000-p^2}"], "\\frac{10000}{10000+p^2}"),
    (57, "$(3,3)$", ["(3,3)", "(3, 3)"], "(3,-3)"),
    (65, "$\\text{loss of }\\textdollar 1000$", ["T:a loss of $1000", "\\text{loss of }\\$1{,}000"], "T:a gain of $1000"),
    (3427, "$3.5$", ["3.5", "\\frac{7}{2}", "T:3½", "3\\tfrac12"], "3.25"),
    (2691, "$\\frac{11}{60}$", ["\\frac{11}{60}", "11/60"], "\\frac{11}{30}"),
    (24, "$8\\text{ ft}$", ["8\\text{ ft}", "T:8 feet"], "6\\text{ ft}"),
    (1522, "$2\\pi+4$", ["2\\pi+4", "4+2\\pi", "2(\\pi+2)"], "2\\pi+2"),
    (3623, "$\\text{3:30 PM}$", ["T:3:30 PM", "T:3:30 p.m."], "T:3:30 AM"),
    (681, "$4^9$", ["4^9", "2^{18}", "262144"], "4^8"),
    (1832, "$72^\\circ$", ["72^\\circ", "T:72 degrees"], "108^\\circ"),
    (74, "$2:3$", ["2:3", "T:2 to 3"], "3:2"),
    (2582, "$IV$", ["IV", "T:Tile IV"], "III"),
    (1990, "$\\text{Friday}$", ["T:Friday"], "T:Thursday"),
    (737, "$\\text{I, II, and III only}$", ["T:I, II, and III only", "T:I, II and III"], "T:I and II only"),
    (3587, "$\\dfrac{9\\pi}{8}$", ["\\dfrac{9\\pi}{8}", "\\frac{9}{8}\\pi", "1.125\\pi"], "\\frac{9\\pi}{4}"),
    (689, "$x \\leq y$", ["x \\leq y", "x\\le y", "y \\geq x"], "x \\geq y"),
    (2136, "$\\frac{26^2}{10}$", ["\\frac{26^2}{10}", "67.6", "\\frac{338}{5}"], "\\frac{26^2}{5}"),
    (56, "$C=10+3(P-1)$", ["C=10+3(P-1)", "C=3P+7"], "C=10+3P"),
    (572, "$2k+1$", ["2k+1", "1+2k"], "2k-1"),
    (3220, "$\\frac{49}{512}$", ["\\frac{49}{512}", "49/512"], "\\frac{49}{256}"),
    (987, "$\\frac{5}{3}\\pi+2$", ["\\frac{5}{3}\\pi+2", "2+\\frac{5\\pi}{3}"], "\\frac{5}{3}\\pi+1"),
    (4073, "$\\text{ red}$", ["T:red", "T:Red (R)"], "T:white"),
    (1190, "$\\frac{y_{3}-y_{1}}{x_{3}-x_{1}}$", ["\\frac{y_{3}-y_{1}}{x_{3}-x_{1}}", "\\frac{y_1-y_3}{x_1-x_3}"], "\\frac{y_{2}-y_{1}}{x_{2}-x_{1}}"),
    (2462, "$11: 00$", ["T:11:00", "T:11:00 AM"], "T:11:30"),
    (87, "$\\frac{1}{7}\\triangle ABC$", ["\\frac{1}{7}\\triangle ABC", "T:one seventh of the area of triangle ABC"], "\\frac{1}{6}\\triangle ABC"),
    (770, "$y=5$", ["y=5", "5"], "y=6"),
    (532, "$6\\tfrac{2}{3}$", ["6\\tfrac{2}{3}", "\\frac{20}{3}", "6.\\overline{6}"], "6\\tfrac{1}{3}"),
    (1435, "$\\text{March}$", ["T:March"], "T:June"),
    (1994, "$\\textdollar1.06$", ["\\$1.06", "T:106 cents"], "\\$1.60"),
    (302, "$\\text{two}$", ["T:two", "2"], "T:one"),
    (503, "$\\frac{2}{\\sqrt{r}}$", ["\\frac{2}{\\sqrt{r}}", "\\frac{2\\sqrt{r}}{r}", "2r^{-1/2}"], "\\frac{\\sqrt{r}}{2}"),
    (1054, "$\\Big\\{x | 2 < x < 3\\Big\\}$", ["\\{x \\mid 2<x<3\\}", "(2,3)", "2<x<3"], "[2,3]"),
    (2951, "$0.4$", ["0.4", "\\frac{2}{5}", "2/5"], "0.04"),
    (1623, "$\\pi$", ["\\pi", "T:π"], "2\\pi"),
    (3373, "$2-2\\sqrt{2}$", ["2-2\\sqrt{2}", "-2(\\sqrt{2}-1)"], "2\\sqrt{2}-2"),
]

MP_HAND = [
    (MPH, 3, "0 or 4", ["0 \\text{ or } 4", "b\\in\\{0,4\\}", "T:4 or 0"], "4"),
    (MPH, 15, "5^{2/3}", ["5^{2/3}", "\\sqrt[3]{25}"], "5^{3/2}"),
    (MPH, 18, "3\\sqrt{3}/4", ["\\frac{3\\sqrt{3}}{4}", "3\\sqrt{3}/4"], "\\frac{3\\sqrt{3}}{2}"),
    (MPH, 21, "\\emptyset", ["\\emptyset", "\\varnothing", "\\{\\}"], "\\{-2\\}"),
    (MPH, 24, "2\\times(2^n-2)/3+1", ["\\frac{2^{n+1}-1}{3}", "2\\times(2^n-2)/3+1"], "\\frac{2^{n+1}+1}{3}"),
    (MPH, 45, "120", ["120"], "24"),
    (MPH, 51, "2+\\log_5 4", ["2+\\log_5 4", "\\log_5 100"], "2+\\log_4 5"),
    (MPH, 63, "n+1", ["n+1", "1+n"], "n"),
    (MPH, 66, "1-2^{n-3}", ["1-2^{n-3}", "\\frac{8-2^n}{8}"], "1-2^{n-2}"),
    (MPH, 75, "3,\\!889,\\!620", ["3,\\!889,\\!620", "3889620", "3\\,889\\,620"], "3,889,260"),
    (MPH, 84, "-\\infty", ["-\\infty"], "-\\frac{1}{4}"),
    (MPH, 87, "-\\frac{1168}{15625}+\\frac{2576}{15625}i", ["-\\frac{1168}{15625}+\\frac{2576}{15625}i", "\\frac{-1168+2576i}{15625}"], "-\\frac{1168}{15625}-\\frac{2576}{15625}i"),
    (MPH, 93, "A, D, F, G", ["A, D, F, G", "G, F, D, A", "\\text{A, D, F, G}"], "A, D, G"),
    (MPH, 123, "\\frac{3}{4} + i", ["\\frac{3}{4}+i", "0.75+i", "T:¾ + i", "i+\\frac{3}{4}"], "\\frac{3}{4}-i"),
    (MPH, 126, "9\\cdot 10^{n-2}", ["9\\cdot 10^{n-2}", "9\\times 10^{n-2}"], "9\\cdot 10^{n-1}"),
    (MPH, 135, "Hardy", ["T:Hardy"], "T:Ramanujan"),
    (MPH, 141, "x^2+x-1", ["x^2+x-1", "p(x)=x^2+x-1"], "x^2-x-1"),
    (MPH, 144, "\\begin{pmatrix} 4/9 \\\\ -1/9 \\\\ -8/9 \\end{pmatrix}", ["\\begin{pmatrix} 4/9 \\\\ -1/9 \\\\ -8/9 \\end{pmatrix}", "\\begin{pmatrix} \\frac{4}{9} \\\\ -\\frac{1}{9} \\\\ -\\frac{8}{9} \\end{pmatrix}"], "\\begin{pmatrix} 4/9 \\\\ 1/9 \\\\ -8/9 \\end{pmatrix}"),
    (MPH, 171, "[-6,6]", ["[-6,6]", "[-6, 6]"], "(-6,6)"),
    (MPH, 195, 1.2, ["1.2", "\\frac{6}{5}"], "1.25"),
    (MPH, 198, "13/27", ["\\frac{13}{27}", "13/27"], "\\frac{14}{27}"),
    (MPH, 204, "\\infty", ["\\infty", "T:infinitely many"], "2"),
    (MPH, 219, 12.3, ["12.3", "\\frac{123}{10}"], "12.25"),
    (MPH, 237, "100! + 101", ["100!+101", "101+100!"], "101!+100"),
    (MPH, 252, "(-8,1]", ["(-8,1]", "(-8, 1]"], "[-8,1]"),
    (MPH, 267, "67/264", ["\\frac{67}{264}", "67/264"], "\\frac{67}{246}"),
    (MPH, 0, 36, ["36"], "35"),
    (MPH, 39, -5, ["-5"], "-4"),
    (MPH, 210, 7, ["7"], "6"),
    (MPS, 15, "\\sqrt{14}", ["\\sqrt{14}", "14^{1/2}"], "\\sqrt{15}"),
    (MPS, 51, "\\frac{9}{7}", ["\\frac{9}{7}", "1\\tfrac{2}{7}"], "\\frac{7}{9}"),
    (MPS, 87, "\\frac{1}{25}-\\frac{7}{25}i", ["\\frac{1}{25}-\\frac{7}{25}i", "0.04-0.28i", "\\frac{1-7i}{25}"], "\\frac{1}{25}+\\frac{7}{25}i"),
    (MPS, 93, "A, D, E, F, G, H", ["A, D, E, F, G, H", "H, G, F, E, D, A"], "A, D, E, F, G"),
    (MPS, 105, "-7/2", ["-\\frac{7}{2}", "T:−3.5", "-3.5"], "\\frac{7}{2}"),
    (MPS, 123, "\\frac{5}{13}- \\frac{i}{13}", ["\\frac{5}{13}-\\frac{i}{13}", "\\frac{5-i}{13}"], "\\frac{5+i}{13}"),
    (MPS, 135, "\\frac{-16-63i}{169} ", ["\\frac{-16-63i}{169}", "-\\frac{16}{169}-\\frac{63}{169}i"], "\\frac{16-63i}{169}"),
    (MPS, 138, "4950x^2 + 9800x + 4852", ["4950x^2+9800x+4852", "4852+9800x+4950x^2"], "4950x^2+9800x+4851"),
    (MPS, 141, "not exist", ["T:no such polynomial exists", "T:does not exist"], "p(x)=2x"),
    (MPS, 171, "[7,\\infty)", ["[7,\\infty)", "[7, +\\infty)"], "(7,\\infty)"),
    (MPS, 252, "\\{-2\\} \\cup [0,6)", ["\\{-2\\}\\cup[0,6)", "[0,6)\\cup\\{-2\\}"], "[0,6)"),
    (MPS, 270, "(14/9,-7/9,22/9)", ["(14/9,-7/9,22/9)", "\\left(\\frac{14}{9}, -\\frac{7}{9}, \\frac{22}{9}\\right)"], "(14/9,7/9,22/9)"),
    (MPS, 276, "3/8", ["\\frac{3}{8}", "0.375"], "\\frac{5}{8}"),
    (MPS, 243, 1350, ["1350", "1{,}350"], "1530"),
    (MPS, 186, -84, ["-84"], "84"),
    (MPS, 75, "270,\\!000", ["270,\\!000", "270000"], "207,000"),
]

PUT_HAND = [
    (1, ["n(n+1)2^{n-2}", "(n^2+n)2^{n-2}"], "n(n+1)2^{n-1}"),
    (8, ["\\frac{\\pi}{15}", "12^\\circ"], "\\frac{\\pi}{12}"),
    (10, ["\\frac{1}{2}", "T:½", "0.5"], "1"),
    (12, ["5", "T:five"], "4"),
    (13, ["8", "T:eight"], "7"),
    (30, ["11"], "10"),
    (40, ["\\frac{1}{k!}", "1/k!"], "\\frac{1}{(k+1)!}"),
    (46, ["n!", "T:n factorial"], "(n+1)!"),
    (47, ["k=-\\frac{7}{8}", "-0.875"], "k=\\frac{7}{8}"),
    (55, ["\\frac{7}{4}", "1.75"], "\\frac{7}{2}"),
    (65, ["u=1/e", "e^{-1}"], "u=e"),
    (70, ["T:the limit does not exist"], "0"),
    (73, ["12-8\\sqrt{2}", "4(3-2\\sqrt{2})"], "12+8\\sqrt{2}"),
    (77, ["\\frac{\\pi}{2}\\ln\\pi", "\\frac{\\pi\\ln\\pi}{2}"], "\\frac{\\pi}{2}\\ln 2"),
    (95, ["2^{10}3^{10}", "6^{10}", "T:6¹⁰", "60466176"], "2^{10}3^{9}"),
    (101, ["101^{99}"], "100^{99}"),
    (108, ["\\frac{2}{5}", "h=0.4"], "\\frac{3}{5}"),
    (112, ["1984"], "1987"),
    (133, ["T:yes"], "T:no"),
    (135, ["T:no"], "T:yes"),
    (151, ["4+\\pi", "\\pi+4"], "4+2\\pi"),
    (159, ["(-\\infty,1)", "\\{x : x<1\\}"], "(-\\infty,1]"),
    (172, ["\\sqrt{e}", "T:√e", "e^{1/2}"], "e"),
    (185, ["\\frac{1-n^2}{4}", "-\\frac{n^2-1}{4}"], "\\frac{n^2-1}{4}"),
    (199, ["2/e", "2e^{-1}"], "1/e"),
    (211, ["\\frac{1}{16}", "0.0625"], "\\frac{1}{8}"),
    (213, ["\\left\\{\\frac{2}{3}, \\frac{3}{2}, \\frac{13+\\sqrt{601}}{12}, \\frac{13-\\sqrt{601}}{12}\\right\\}", "\\left\\{\\frac{3}{2}, \\frac{13-\\sqrt{601}}{12}, \\frac{2}{3}, \\frac{13+\\sqrt{601}}{12}\\right\\}"], "\\left\\{\\frac{2}{3}, \\frac{3}{2}\\right\\}"),
    (222, ["\\frac{\\sqrt{2}}{2}", "\\frac{1}{\\sqrt{2}}"], "\\frac{\\sqrt{3}}{2}"),
    (231, ["2020050", "2{,}020{,}050"], "2020500"),
    (240, ["S=3/2", "1.5"], "S=3"),
    (257, ["\\log(4/3)", "\\ln 4-\\ln 3"], "\\log(3/4)"),
    (267, ["\\frac{3+\\sqrt{5}}{2}", "1+\\frac{1+\\sqrt{5}}{2}"], "\\frac{1+\\sqrt{5}}{2}"),
    (270, ["e-1", "-1+e"], "e"),
    (277, ["(\\ln 2)^2", "T:(ln 2)²", "\\ln^2 2"], "\\ln 2"),
    (283, ["\\{2^2, 2^4, 2^8, 2^{16}\\}", "\\{4, 16, 256, 65536\\}"], "\\{4, 16, 256\\}"),
    (288, ["5n+1", "1+5n"], "5n-1"),
    (293, ["508536", "508{,}536"], "508356"),
    (309, ["2n-2", "2(n-1)"], "2n-3"),
    (310, ["2e^{-1/2}-3", "\\frac{2}{\\sqrt{e}}-3"], "3-2e^{-1/2}"),
    (313, ["T:1 and 7", "n\\in\\{7,1\\}"], "T:only n = 7"),
    (318, ["n=18"], "n=17"),
    (336, ["\\frac{1-e^{-2}}{2}", "\\frac{e^2-1}{2e^2}"], "\\frac{1-e^{-1}}{2}"),
    (337, ["-1/2", "-0.5"], "1/2"),
]

# --------------------------------------------------------------------------------------
# number rendering helpers
# --------------------------------------------------------------------------------------
EN_ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
EN_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def en_words(n):
    if n < 0:
        return "negative " + en_words(-n)
    if n < 20:
        return EN_ONES[n]
    if n < 100:
        return EN_TENS[n // 10] + ("" if n % 10 == 0 else "-" + EN_ONES[n % 10])
    if n < 1000:
        return EN_ONES[n // 100] + " hundred" + ("" if n % 100 == 0 else " " + en_words(n % 100))
    if n < 1000000:
        return en_words(n // 1000) + " thousand" + ("" if n % 1000 == 0 else " " + en_words(n % 1000))
    raise ValueError(n)


ZH_D = "零一二三四五六七八九"


def zh_num(n):
    """Chinese numerals for 0 <= n < 10000 (standard mainland style)."""
    if n == 0:
        return "零"
    if n < 0:
        return "负" + zh_num(-n)
    assert n < 10000
    units = [(1000, "千"), (100, "百"), (10, "十"), (1, "")]
    out = ""
    zero = False
    started = False
    for u, name in units:
        d = (n // u) % 10
        if d == 0:
            if started:
                zero = True
            continue
        if zero:
            out += "零"
            zero = False
        if u == 10 and d == 1 and not started:
            out += "十"
        else:
            out += ZH_D[d] + name
        started = True
    return out


def ja_num(n):
    """Japanese kanji numerals for 0 < n < 10000 (no 一 before 十/百/千, no 零)."""
    assert 0 < n < 10000
    out = ""
    for u, name in [(1000, "千"), (100, "百"), (10, "十"), (1, "")]:
        d = (n // u) % 10
        if d == 0:
            continue
        if d == 1 and u > 1:
            out += name
        else:
            out += ZH_D[d] + name
    return out


def digits_map(s, zero_cp):
    return "".join(chr(zero_cp + int(c)) if c.isdigit() else c for c in s)


def ar_digits(n):
    s = digits_map(str(abs(n)), 0x0660)
    return ("-" if n < 0 else "") + s


def hi_digits(n):
    return ("-" if n < 0 else "") + digits_map(str(abs(n)), 0x0966)


def fw_digits(n):
    return ("－" if n < 0 else "") + digits_map(str(abs(n)), 0xFF10)


FR_SMALL = "zéro un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize dix-sept dix-huit dix-neuf vingt".split()
ES_SMALL = "cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve veinte".split()
DE_SMALL = "null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn zwanzig".split()
PT_SMALL = "zero um dois três quatro cinco seis sete oito nove dez onze doze treze catorze quinze dezesseis dezessete dezoito dezenove vinte".split()
RU_SMALL = "ноль один два три четыре пять шесть семь восемь девять десять одиннадцать двенадцать тринадцать четырнадцать пятнадцать шестнадцать семнадцать восемнадцать девятнадцать двадцать".split()
KO_SINO = "영 일 이 삼 사 오 육 칠 팔 구".split()


def ko_num(n):
    assert 0 < n < 10000
    out = ""
    for u, name in [(1000, "천"), (100, "백"), (10, "십"), (1, "")]:
        d = (n // u) % 10
        if d == 0:
            continue
        out += (name if (d == 1 and u > 1) else KO_SINO[d] + name)
    return out


def fa_digits(n):
    return digits_map(str(n), 0x06F0)


def bn_digits(n):
    return digits_map(str(n), 0x09E6)


def th_digits(n):
    return digits_map(str(n), 0x0E50)


# (lang, subtype, renderer, positive sentence, negative sentence(right, wrong))
NATIVE = [
    ("zh", "chinese_numerals", zh_num, lambda x: "经过计算，满足条件的值为" + x + "。\n\n答案：" + x,
     lambda r, w: "初步结果是" + r + "，但这只是中间量；题目所求的是另一个量，因此最终答案为" + w + "。"),
    ("ja", "kanji_numerals", ja_num, lambda x: "<think>\n条件を整理して数える。\n</think>\n\n答えは" + x + "です。",
     lambda r, w: "一度は" + r + "と求めたが、数え落としがあった。したがって答えは" + w + "である。"),
    ("ar", "arabic_indic_digits", ar_digits, lambda x: "**الإجابة النهائية:** " + x,
     lambda r, w: "القيمة " + r + " هي نتيجة وسيطة فقط، والجواب المطلوب هو " + w + "."),
    ("hi", "devanagari_digits", hi_digits, lambda x: "## हल\nगणना करने पर मान प्राप्त होता है।\n\n**अंतिम उत्तर:** " + x,
     lambda r, w: "उत्तर " + r + " या " + w + " हो सकता है; निश्चित नहीं कह सकते।"),
    ("fa", "persian_digits", fa_digits, lambda x: "پس پاسخ نهایی برابر " + x + " است.",
     lambda r, w: "ابتدا " + r + " به دست آمد، اما اشتباه بود. پاسخ درست " + w + " است."),
    ("bn", "bengali_digits", bn_digits, lambda x: "অতএব, উত্তর হলো " + x + "।",
     lambda r, w: "প্রথমে " + r + " পেয়েছিলাম, কিন্তু সেটি ভুল। সঠিক উত্তর " + w + "।"),
    ("th", "thai_digits", th_digits, lambda x: "ดังนั้น คำตอบคือ " + x,
     lambda r, w: "ตอนแรกได้ " + r + " แต่คำนวณผิด คำตอบที่ถูกต้องคือ " + w),
    ("ko", "sino_korean_words", ko_num, lambda x: "따라서 답: " + x,
     lambda r, w: "중간 계산 결과: " + r + ". 다시 검토한 결과 오류가 있었다. 최종 답: " + w),
    ("en", "number_words", en_words, lambda x: "Counting everything carefully, there are " + x + " in total.\n\n**Answer:** " + x,
     lambda r, w: "My first count was " + r + ", but I double-counted one configuration, so the answer is " + w + "."),
    ("vi", "plain_digits", lambda n: "{:,}".format(n).replace(",", "."), lambda x: "Vậy đáp số là " + x + ".",
     lambda r, w: "Ta được " + r + " ở bước trung gian; cuối cùng đáp số là " + w + "."),
]


def x_or(r):
    return r



# --------------------------------------------------------------------------------------
# answer rendering
# --------------------------------------------------------------------------------------

def is_text(a):
    return a.startswith("T:")


def raw(a):
    return a[2:] if is_text(a) else a


def inl(a):
    """inline rendering: $...$ for math, bare for text."""
    return raw(a) if is_text(a) else "$" + a + "$"


def box(a):
    return "\\boxed{\\text{" + raw(a) + "}}" if is_text(a) else "\\boxed{" + a + "}"


def plain(a):
    """rendering for JSON / code / plain-text channels."""
    return raw(a)


# --------------------------------------------------------------------------------------
# POSITIVE templates: final answer == gold.  f(R, a, w, q) -> (text, style, lang)
#   a = correct form, w = a wrong value that may appear as a discarded attempt, q = question
# --------------------------------------------------------------------------------------

def snippet(q, n=90):
    q = " ".join(str(q).split())
    return q[:n].rstrip() + ("…" if len(q) > n else "")


def p_r1_think(R, a, w, q):
    t = ("<think>\nOkay, so I need to solve this: " + snippet(q) + "\n\nLet me set things up. "
         "My first pass gave " + inl(w) + ", but I think I dropped a case. Let me redo it carefully.\n\n"
         "Recounting step by step... yes, the earlier slip was in the second step. Fixing that, I get " + inl(a) + ".\n"
         "Let me verify once more by plugging back in. It checks out.\n</think>\n\n"
         "**Solution.** After correcting the case analysis, the result is\n\n\\[\n" + box(a) + "\n\\]")
    return t, "think/r1_corrected_to_right", "en"


def p_qwen3_unopened(R, a, w, q):
    t = ("Okay, let's tackle this problem. " + snippet(q, 60) + "\n\nHmm, I'll try a direct computation. "
         "Actually wait — maybe there's a symmetry argument. Either way, both approaches agree.\n</think>\n\n"
         "### Step-by-step\n1. Set up the relation.\n2. Simplify.\n3. Evaluate.\n\nThe answer is $\\boxed{" + (("\\text{" + raw(a) + "}") if is_text(a) else a) + "}$.")
    return t, "think/qwen3_missing_open_tag", "en"


def p_md_table(R, a, w, q):
    t = ("## Solution\n\n| Step | Expression | Value |\n|---|---|---|\n| 1 | initial setup | — |\n"
         "| 2 | after simplification | " + inl(w) + " (before adjustment) |\n| 3 | final | " + inl(a) + " |\n\n"
         "### Answer\n\n**" + inl(a) + "**")
    return t, "markdown/table_then_bold_answer", "en"


def p_md_bold_final(R, a, w, q):
    t = ("Let's work through it.\n\n- **Key observation:** the constraint reduces the problem to a single variable.\n"
         "- **Computation:** substituting gives the value directly.\n\n---\n\n**Final answer:** " + inl(a))
    return t, "markdown/bold_final_answer", "en"


def p_chatml(R, a, w, q):
    t = ("<|im_start|>assistant\nWe simplify step by step and obtain\n$$" + (("\\text{" + raw(a) + "}") if is_text(a) else a) + "$$\n"
         "So the final answer is $" + box(a) + "$.<|im_end|>")
    return t, "special_tokens/chatml", "en"


def p_llama3(R, a, w, q):
    t = ("<|start_header_id|>assistant<|end_header_id|>\n\n## Step 1: Understand the problem\nWe are asked: " + snippet(q, 70) +
         "\n\n## Step 2: Compute\nCarrying out the computation yields the required quantity.\n\n"
         "The final answer is: $" + box(a) + "$<|eot_id|>")
    return t, "special_tokens/llama3_header", "en"


def p_harmony(R, a, w, q):
    t = ("<|channel|>analysis<|message|>We need to compute. Try candidate " + plain(w) + "? No, that fails the check. "
         "Recompute: get " + plain(a) + ". Good.<|end|><|start|>assistant<|channel|>final<|message|>"
         "**Answer:** " + inl(a) + "<|return|>")
    return t, "special_tokens/gpt_oss_harmony", "en"


def p_gemma(R, a, w, q):
    t = ("<start_of_turn>model\nHere's how to solve it:\n\n* Identify the pattern.\n* Apply it to the given data.\n\n"
         "Therefore, the answer is **" + raw(a) + "**.<end_of_turn>")
    return t, "special_tokens/gemma_turn", "en"


def p_mistral_think(R, a, w, q):
    t = ("[THINK]Compute directly. Initially I wrote " + plain(w) + " but that ignored a constraint; corrected value: "
         + plain(a) + ".[/THINK]The answer is " + inl(a) + ".")
    return t, "special_tokens/mistral_think_tags", "en"


def p_json(R, a, w, q):
    t = json.dumps({"reasoning": "Set up the equations and solved them; verified by substitution.",
                    "final_answer": plain(a)}, ensure_ascii=False, indent=2)
    return t, "agent/json_final_answer", "en"


def p_toolcall(R, a, w, q):
    t = ("I have verified the result numerically.\n<tool_call>\n" +
         json.dumps({"name": "submit_answer", "arguments": {"answer": plain(a)}}, ensure_ascii=False) + "\n</tool_call>")
    return t, "agent/hermes_tool_call", "en"


def p_openai_fc(R, a, w, q):
    args = json.dumps({"answer": plain(a), "confidence": "high"}, ensure_ascii=False)
    t = json.dumps({"role": "assistant", "content": None, "tool_calls": [{"id": "call_7", "type": "function",
                    "function": {"name": "final_answer", "arguments": args}}]}, ensure_ascii=False)
    return t, "agent/openai_function_call_args", "en"


def p_python(R, a, w, q):
    t = ("Let me compute this with code.\n\n```python\n# brute-force / symbolic check\nresult = solve()\nprint(result)\n```\n"
         "```output\n" + plain(a) + "\n```\n\nThe code confirms the hand computation, so the answer is $" + box(a) + "$.")
    return t, "agent/code_block_with_output", "en"


def p_bare(R, a, w, q):
    return plain(a), "terse/bare_value", "en"


def p_answer_colon(R, a, w, q):
    return "Answer: " + plain(a), "terse/answer_colon", "en"


def p_hash(R, a, w, q):
    t = "Working: set up, simplify, evaluate.\n#### " + plain(a)
    return t, "terse/gsm8k_hashes", "en"


def p_xml(R, a, w, q):
    t = ("<reasoning>\nThe first attempt produced " + plain(w) + ", which fails the original condition. "
         "The corrected computation gives " + plain(a) + ".\n</reasoning>\n<answer>\n" + plain(a) + "\n</answer>")
    return t, "xml/reasoning_answer_tags", "en"


def p_minerva(R, a, w, q):
    t = ("Solution: We proceed directly.\nFinal Answer: The final answer is " + inl(a) + ". I hope it is correct.")
    return t, "minerva/final_answer_sentence", "en"


def p_fbox(R, a, w, q):
    t = ("\\begin{align*}\n\\text{(setup)} &\\Rightarrow \\ldots \\\\\n&\\Rightarrow \\ldots\n\\end{align*}\n"
         "Hence the required value is \\fbox{" + (("\\text{" + raw(a) + "}") if is_text(a) else "$" + a + "$") + "}.")
    return t, "latex/fbox_answer", "en"


def p_answer_then_check_trunc(R, a, w, q):
    t = ("The answer is $" + box(a) + "$.\n\nVerification: substituting back into the original condition, the left-hand side becomes")
    return t, "truncated/after_final_answer", "en"


def p_yaml(R, a, w, q):
    t = "```yaml\nproblem_type: computation\nmethod: direct\nanswer: \"" + plain(a) + "\"\nverified: true\n```"
    return t, "agent/yaml_block", "en"


def p_claude(R, a, w, q):
    t = ("Looking at this problem, I need to be careful about one subtle point.\n\n"
         "**Approach.** A tempting shortcut gives " + inl(w) + ", but it double-counts. Handling that correctly:\n\n"
         "**Answer: " + inl(a) + "**")
    return t, "markdown/claude_style_tempting_wrong_then_right", "en"


def p_o1_summary(R, a, w, q):
    t = ("**Answer**\n\n$$" + (("\\text{" + raw(a) + "}") if is_text(a) else a) + "$$\n\n**Why:** the constraints force a unique value; see the derivation above.")
    return t, "markdown/answer_first_display_math", "en"


def p_double_boxed(R, a, w, q):
    t = ("Part of the computation: the intermediate count is not needed. Final: $" + box(a) +
         "$\n\nTo summarize, the final answer is $" + box(a) + "$.")
    return t, "boxed/repeated_same", "en"


def p_sentence_the_answer_is(R, a, w, q):
    t = ("Earlier I considered " + inl(w) + " but it violates the constraint, so it is ruled out. "
         "The remaining candidate satisfies everything. The answer is " + inl(a) + ".")
    return t, "chat/ruled_out_wrong_then_right", "en"


def p_html(R, a, w, q):
    t = ("<p>We simplify and evaluate.</p>\n<p><strong>Final answer:</strong> <code>" + plain(a).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;") + "</code></p>")
    return t, "html/strong_code", "en"


def p_deepseek_tokens(R, a, w, q):
    t = ("<｜Assistant｜><think>\nCompute carefully... result " + plain(a) + ".\n</think>\n\nThe answer is $" + box(a) + "$.<｜end▁of▁sentence｜>")
    return t, "special_tokens/deepseek_fullwidth_bars", "en"


def p_phi(R, a, w, q):
    t = ("<|assistant|>\nStep 1: restate. Step 2: solve. Step 3: check.\n\nTherefore the answer is " + inl(a) + ".<|end|>")
    return t, "special_tokens/phi_assistant_end", "en"


def p_kimi_summary(R, a, w, q):
    t = ("◁think▷Quick check of the candidate " + plain(w) + ": fails. Next candidate " + plain(a) + ": works.◁/think▷"
         "The answer is " + inl(a) + ".")
    return t, "think/kimi_triangle_tags", "en"


def p_lean_style(R, a, w, q):
    t = ("```lean\n-- answer\nabbrev solution : String := \"" + plain(a).replace("\\", "\\\\").replace('"', '\\"') + "\"\n```\n"
         "The formal statement uses the answer above: " + inl(a) + ".")
    return t, "agent/lean_abbrev_answer", "en"


def p_boxed_in_think(R, a, w, q):
    t = ("<think>\nTry the obvious approach: that gives $" + box(w) + "$. Hmm, no — that ignores the constraint. "
         "Redo: the constraint removes those cases, leaving " + inl(a) + ".\n</think>\n\n**Final Answer**\n\n$$" + box(a) + "$$")
    return t, "think/wrong_boxed_inside_think_right_after", "en"


def p_followup(R, a, w, q):
    t = ("Great question! Here's the solution.\n\n1. Translate the words into equations.\n2. Solve the system.\n\n"
         "So the answer is **" + raw(a) + "**.\n\nWould you like me to walk through an alternative method, or check the case where the "
         "constraint is relaxed?")
    return t, "chat/answer_then_followup_offer", "en"


def p_emoji(R, a, w, q):
    t = "🔍 Checking each case...\n❌ " + plain(w) + " — fails condition 2\n✅ " + plain(a) + " — satisfies all conditions\n\n**Final Answer:** " + inl(a)
    return t, "markdown/emoji_checklist", "en"


def p_code_only(R, a, w, q):
    return "```\n" + plain(a) + "\n```", "terse/code_fence_only", "en"


def p_command_r(R, a, w, q):
    t = ("<|START_OF_TURN_TOKEN|><|CHATBOT_TOKEN|>Relevant Documents: None\nAnswer: The value is " + inl(a) + ".<|END_OF_TURN_TOKEN|>")
    return t, "special_tokens/command_r_turn", "en"


def p_aligned_boxed(R, a, w, q):
    body = ("\\text{" + raw(a) + "}") if is_text(a) else a
    t = ("\\[\n\\begin{aligned}\n\\text{result} &= \\ldots \\\\\n&= \\boxed{" + body + "}\n\\end{aligned}\n\\]")
    return t, "latex/boxed_inside_aligned", "en"


def p_glm(R, a, w, q):
    t = ("<|assistant|>\n<think>First guess " + plain(w) + "; check fails. Second: " + plain(a) + "; check passes.</think>\n"
         "答案 / Answer: " + inl(a))
    return t, "special_tokens/glm_assistant_bilingual", "en"


POS_EN = [p_r1_think, p_qwen3_unopened, p_md_table, p_md_bold_final, p_chatml, p_llama3, p_harmony, p_gemma,
          p_mistral_think, p_json, p_toolcall, p_openai_fc, p_python, p_bare, p_answer_colon, p_hash, p_xml,
          p_minerva, p_fbox, p_answer_then_check_trunc, p_yaml, p_claude, p_o1_summary, p_double_boxed,
          p_sentence_the_answer_is, p_html, p_deepseek_tokens, p_phi, p_kimi_summary, p_lean_style,
          p_boxed_in_think, p_followup, p_emoji, p_code_only, p_command_r, p_aligned_boxed, p_glm]

# language-specific positive templates: (lang, function(a_rendered_inline, a_box) -> text)
POS_LANG = {
    "zh": [lambda ai, ab: "<think>\n先化简，再代入计算。\n</think>\n\n**解答：** 经过计算可得结果。\n\n因此，答案是 " + ai + "。",
           lambda ai, ab: "解：由题意列方程并求解，检验后符合条件。\n\n最终答案：$" + ab + "$"],
    "ja": [lambda ai, ab: "まず条件を整理します。次に計算すると、\n\nよって、答えは " + ai + " です。",
           lambda ai, ab: "**解答**\n\n計算の結果、求める値は " + ai + " となる。\n\n答え：" + ai],
    "ko": [lambda ai, ab: "먼저 조건을 정리하면 다음과 같습니다.\n\n따라서 정답은 " + ai + "입니다.",
           lambda ai, ab: "## 풀이\n식을 세우고 계산합니다.\n\n**최종 답:** $" + ab + "$"],
    "ru": [lambda ai, ab: "Решение. Составим уравнение и решим его; проверка подтверждает результат.\n\nОтвет: " + ai + ".",
           lambda ai, ab: "Итак, искомая величина равна " + ai + ".\n\n**Ответ:** $" + ab + "$"],
    "ar": [lambda ai, ab: "الحل: نبسّط المعادلة ثم نعوّض القيم.\n\nإذن الإجابة النهائية هي " + ai + ".",
           lambda ai, ab: "بعد التحقق من جميع الشروط نجد أن الجواب هو " + ai],
    "hi": [lambda ai, ab: "हल: पहले समीकरण बनाते हैं, फिर सरल करते हैं।\n\nअतः उत्तर " + ai + " है।",
           lambda ai, ab: "सभी शर्तों की जाँच के बाद, अंतिम उत्तर: " + ai],
    "vi": [lambda ai, ab: "Lời giải: Đặt ẩn, lập phương trình và giải.\n\nVậy đáp án là " + ai + ".",
           lambda ai, ab: "**Đáp số:** $" + ab + "$"],
    "fr": [lambda ai, ab: "On simplifie l'expression puis on vérifie la condition.\n\nDonc la réponse est " + ai + ".",
           lambda ai, ab: "**Réponse finale :** " + ai],
    "es": [lambda ai, ab: "Planteamos la ecuación y la resolvemos; la comprobación es correcta.\n\nPor lo tanto, la respuesta es " + ai + ".",
           lambda ai, ab: "**Respuesta:** $" + ab + "$"],
    "de": [lambda ai, ab: "Wir stellen die Gleichung auf und lösen sie.\n\nAlso ist die gesuchte Antwort " + ai + ".",
           lambda ai, ab: "**Ergebnis:** " + ai],
    "pt": [lambda ai, ab: "Montamos a equação e resolvemos; a verificação confere.\n\nPortanto, a resposta é " + ai + ".",
           lambda ai, ab: "**Resposta final:** $" + ab + "$"],
}

# --------------------------------------------------------------------------------------
# NEGATIVE templates: right value r appears, final answer is w (or none).
# --------------------------------------------------------------------------------------

def n_r1_changed_mind(R, r, w, q):
    t = ("<think>\nLet me compute. " + snippet(q, 60) + "\n\nFirst approach gives " + inl(r) + ". "
         "Hmm, wait. I think I misread the condition. Redoing it with the corrected reading gives " + inl(w) + ". "
         "Yes, I'll go with that.\n</think>\n\nThe answer is $" + box(w) + "$.")
    return t, "think/right_then_switched_to_wrong", "en"


def n_hedge_or(R, r, w, q):
    t = ("Depending on how the condition is interpreted, the answer is either " + inl(r) + " or " + inl(w) +
         ". I can't determine which interpretation is intended.")
    return t, "hedge/either_or", "en"


def n_two_boxed(R, r, w, q):
    t = "Two candidate answers survive: $" + box(r) + "$ or $" + box(w) + "$."
    return t, "hedge/two_boxed_candidates", "en"


def n_retracted(R, r, w, q):
    t = ("**Answer: " + inl(r) + "**\n\n*Edit:* on re-reading, that step used the wrong constraint. "
         "Correcting it, the answer is **" + inl(w) + "**.")
    return t, "retracted/edit_correction", "en"


def n_early_boxed_late_boxed(R, r, w, q):
    t = ("Step 3 (intermediate): $" + box(r) + "$ is what we get for the auxiliary quantity.\n\n"
         "Step 4: using it, the requested value is $" + box(w) + "$.")
    return t, "boxed/intermediate_boxed_then_final", "en"


def n_truncated(R, r, w, q):
    t = ("<think>\nLet's see. " + snippet(q, 60) + "\nA quick estimate suggests " + inl(r) +
         ", but I should double-check the boundary case because it might change the count. Checking the boundary: if we")
    return t, "truncated/inside_think_no_answer", "en"


def n_truncated_md(R, r, w, q):
    t = ("## Solution\n\n### Step 1\nA candidate value is " + inl(r) + " — we still have to verify it against all constraints.\n\n### Step 2\n"
         "Consider the second constraint. Substituting, we get $$")
    return t, "truncated/markdown_mid_derivation", "en"


def n_not_r(R, r, w, q):
    t = "It is tempting to answer " + inl(r) + ", but that is incorrect. The correct answer is " + inl(w) + "."
    return t, "retracted/explicit_not_right_value", "en"


def n_json_scratch(R, a, w, q):
    t = json.dumps({"scratchpad": "initial estimate " + plain(a) + " (rejected after check)", "final_answer": plain(w)},
                   ensure_ascii=False, indent=2)
    return t, "agent/json_scratch_vs_final", "en"


def n_toolcall_wrong(R, r, w, q):
    t = ("My computation gave " + plain(r) + " for the intermediate quantity.\n<tool_call>\n" +
         json.dumps({"name": "submit_answer", "arguments": {"answer": plain(w)}}, ensure_ascii=False) + "\n</tool_call>")
    return t, "agent/tool_call_submits_other_value", "en"


def n_python_override(R, r, w, q):
    t = ("```python\nprint(candidate())\n```\n```output\n" + plain(r) + "\n```\n"
         "The brute-force script has an off-by-one bug in its loop range, so I won't trust it. By hand, the answer is $" + box(w) + "$.")
    return t, "agent/code_output_overridden", "en"


def n_unfinished_think(R, r, w, q):
    t = ("<think>\nI get " + plain(r) + " on the first pass... but let me recheck the second case before committing.\n</think>\n\n"
         "The answer is")
    return t, "truncated/after_think_no_final", "en"


def n_harmony_final_wrong(R, r, w, q):
    t = ("<|channel|>analysis<|message|>Compute... get " + plain(r) + ". Hmm but recheck: the problem wants the other quantity. "
         "That gives " + plain(w) + ".<|end|><|start|>assistant<|channel|>final<|message|>" + inl(w) + "<|return|>")
    return t, "special_tokens/harmony_analysis_right_final_wrong", "en"


def n_near_miss(R, r, w, q):
    t = ("We know the exact value should be close to " + inl(r) + " from the estimate, but after the full computation "
         "the exact answer is\n\n$$" + box(w) + "$$")
    return t, "near_miss/estimate_right_final_wrong", "en"


def n_cannot_determine(R, r, w, q):
    t = ("The data seem insufficient. If the missing condition held the value would be " + inl(r) +
         ", but as stated the problem cannot be determined.\n\n**Final answer:** cannot be determined.")
    return t, "refusal/cannot_determine_with_candidate", "en"


def n_gemma_wrong(R, r, w, q):
    t = ("<start_of_turn>model\nOne might think the answer is " + inl(r) + ". However, that misses a case.\n\n"
         "**Answer: " + raw(w) + "**<end_of_turn>")
    return t, "special_tokens/gemma_wrong_final", "en"


def n_xml_wrong(R, r, w, q):
    t = "<reasoning>\nTried " + plain(r) + "; rejected it after a sign check.\n</reasoning>\n<answer>\n" + plain(w) + "\n</answer>"
    return t, "xml/answer_tag_other_value", "en"


def n_md_table_wrong(R, r, w, q):
    t = ("| Candidate | Satisfies condition? |\n|---|---|\n| " + inl(r) + " | no (I think) |\n| " + inl(w) + " | yes |\n\n"
         "**Final answer:** " + inl(w))
    return t, "markdown/table_rejects_right_value", "en"


def n_llama_wrong(R, r, w, q):
    t = ("<|start_header_id|>assistant<|end_header_id|>\n\n## Step 1: First attempt\nThis gives " + inl(r) +
         ".\n\n## Step 2: Re-examine\nThat attempt used the wrong formula.\n\nThe final answer is: $" + box(w) + "$<|eot_id|>")
    return t, "special_tokens/llama3_wrong_final", "en"


def n_multiple_finals(R, r, w, q):
    t = ("Final answer: " + plain(r) + "\n\nWait, let me reconsider the last step. I made an arithmetic slip.\n\nFinal answer: " + plain(w))
    return t, "retracted/two_final_answer_lines", "en"


def n_question_reask(R, r, w, q):
    t = ("The answer is " + inl(r) + "?\n\nNo — checking again, that value fails. So the answer is " + inl(w) + ".")
    return t, "retracted/question_mark_then_other", "en"


def n_minerva_wrong(R, r, w, q):
    t = ("We have an auxiliary value " + inl(r) + " from part one.\nFinal Answer: The final answer is " + inl(w) + ". I hope it is correct.")
    return t, "minerva/final_answer_other_value", "en"


def n_boxed_in_think(R, r, w, q):
    t = ("<think>\nDirect computation: $" + box(r) + "$. But wait, the problem says \"at least\", so I need to adjust. "
         "Adjusted value: " + inl(w) + ".\n</think>\n\n**Final Answer**\n\n$$" + box(w) + "$$")
    return t, "think/right_boxed_inside_think_wrong_after", "en"


def n_command_r(R, r, w, q):
    t = ("<|START_OF_TURN_TOKEN|><|CHATBOT_TOKEN|>Grounded answer: while " + inl(r) + " appears in the working, the value asked for is " + inl(w) + ".<|END_OF_TURN_TOKEN|>")
    return t, "special_tokens/command_r_other_value", "en"


def n_truncated_code(R, r, w, q):
    t = ("Let me brute-force it.\n\n```python\n# hypothesis: answer = " + plain(r).replace("\n", " ") + " (to be verified)\ncount = 0\nfor a in range(1, 200):\n    for b in range(")
    return t, "truncated/inside_code_block", "en"


def n_emoji_wrong(R, r, w, q):
    t = "❌ " + plain(r) + " — fails condition 2 (I think)\n✅ " + plain(w) + " — works\n\n**Final Answer:** " + inl(w)
    return t, "markdown/emoji_checklist_rejects_right", "en"


def n_glm_wrong(R, r, w, q):
    t = ("<|assistant|>\n<think>Initial result " + plain(r) + ". Re-examining the wording, they want the complementary count: " + plain(w) + ".</think>\n"
         "答案 / Answer: " + inl(w))
    return t, "special_tokens/glm_other_value", "en"


NEG_EN = [n_r1_changed_mind, n_hedge_or, n_two_boxed, n_retracted, n_early_boxed_late_boxed, n_truncated, n_truncated_md,
          n_not_r, n_json_scratch, n_toolcall_wrong, n_python_override, n_unfinished_think, n_harmony_final_wrong,
          n_near_miss, n_cannot_determine, n_gemma_wrong, n_xml_wrong, n_md_table_wrong, n_llama_wrong,
          n_multiple_finals, n_question_reask, n_minerva_wrong,
          n_boxed_in_think, n_command_r, n_truncated_code, n_emoji_wrong, n_glm_wrong]

NEG_LANG = {
    "zh": lambda ri, wi: "一开始我以为答案是 " + ri + "，但这是错误的，漏掉了一种情况。\n\n修正后，答案是 " + wi + "。",
    "ja": lambda ri, wi: "最初は " + ri + " と考えたが、条件を読み違えていた。\n\n正しくは、答えは " + wi + " である。",
    "ko": lambda ri, wi: "처음에는 " + ri + "라고 생각했지만 계산 실수가 있었습니다.\n\n따라서 정답은 " + wi + "입니다.",
    "ru": lambda ri, wi: "Сначала получилось " + ri + ", но это неверно: мы потеряли один случай.\n\nОтвет: " + wi + ".",
    "ar": lambda ri, wi: "في البداية حصلنا على " + ri + "، لكن هذا خطأ في الحساب.\n\nإذن الإجابة الصحيحة هي " + wi + ".",
    "hi": lambda ri, wi: "पहले हमें " + ri + " मिला, लेकिन वह गलत है।\n\nअतः सही उत्तर " + wi + " है।",
    "vi": lambda ri, wi: "Ban đầu ta được " + ri + ", nhưng kết quả này sai do nhầm dấu.\n\nVậy đáp án là " + wi + ".",
    "fr": lambda ri, wi: "On pourrait croire que la réponse est " + ri + ", mais c'est faux.\n\nDonc la réponse est " + wi + ".",
    "es": lambda ri, wi: "La respuesta podría ser " + ri + " o " + wi + "; no estoy seguro de cuál es la correcta.",
    "de": lambda ri, wi: "Zunächst erhält man " + ri + ". Das ist aber ein Zwischenergebnis.\n\nAlso ist die Antwort " + wi + ".",
    "pt": lambda ri, wi: "Inicialmente obtive " + ri + ", porém revisando encontrei um erro.\n\nPortanto, a resposta é " + wi + ".",
}
NEG_LANG_STYLE = {"es": "lang_es/hedge_two_values"}

# --------------------------------------------------------------------------------------
# MCQ templates (gold = answer_choice letter)
# --------------------------------------------------------------------------------------

def mcq_pos(i, L, v):
    """L = correct letter, v = its choice text (as stored, with $...$)."""
    opts = [
        ("The answer is $\\textbf{(" + L + ")}\\ " + v.strip("$") + "$", "mcq/amc_textbf_letter_value", "en"),
        ("**" + L + "**", "mcq/bold_letter_only", "en"),
        ("<think>\nEliminate the other options by checking each one.\n</think>\n\n(" + L + ") " + v, "mcq/think_then_letter_value", "en"),
        (json.dumps({"choice": L, "value": v}, ensure_ascii=False), "mcq/json_choice", "en"),
        ("答案：" + L, "mcq/zh_letter", "zh"),
        ("Ответ: вариант " + L + ".", "mcq/ru_variant_letter", "ru"),
        ("Final answer: $\\boxed{\\text{(" + L + ")}}$", "mcq/boxed_text_letter", "en"),
        ("The correct option is " + L + ", i.e. " + v + ".", "mcq/option_letter_ie_value", "en"),
        ("La bonne réponse est la " + L + ".", "mcq/fr_letter", "fr"),
        ("<|im_start|>assistant\nOption " + L + "<|im_end|>", "mcq/chatml_option", "en"),
    ]
    return opts[i % len(opts)]


def mcq_neg(i, L, v, WL, wv):
    opts = [
        ("The computed value is " + v + ", hmm, but rechecking the units it should be " + wv + ".\n\nThe answer is $\\textbf{(" + WL + ")}\\ " + wv.strip("$") + "$",
         "mcq/right_value_then_other_letter", "en"),
        ("<think>\nOption " + L + " looked right at first, but it fails the parity check.\n</think>\n\n**" + WL + "**", "mcq/think_rejects_gold_letter", "en"),
        ("It's either " + L + " or " + WL + "; I lean towards " + WL + ", but I'm not certain.", "mcq/hedge_two_letters", "en"),
        (json.dumps({"considered": [L, WL], "choice": WL}, ensure_ascii=False), "mcq/json_other_choice", "en"),
        ("我先算出 " + v + "（选项 " + L + "），但检查后发现有误，答案：" + WL, "mcq/zh_switch_letter", "zh"),
        ("Answer: (" + L + ")\n\nCorrection: I misread the question; the answer is (" + WL + ").", "mcq/corrected_letter", "en"),
        ("Eliminating: (" + L + ") " + v + " is too large? Then (" + WL + ") " + wv + ".\n\nFinal answer: $\\boxed{\\text{(" + WL + ")}}$", "mcq/elimination_wrong", "en"),
        ("Antwort: (" + WL + "). Nicht (" + L + "), da " + v + " die Bedingung verletzt.", "mcq/de_other_letter", "de"),
    ]
    return opts[i % len(opts)]


# --------------------------------------------------------------------------------------
# Locale-specific notations: decimal commas, CJK fractions/percent, Indian digit grouping,
# translated words (weekday, month, colour, yes/no), 24-hour clock, ...
# (file, line, gold field, expected gold, lang, positive form, right form, wrong form)
# --------------------------------------------------------------------------------------
LOCALE = [
    (HD, 2857, "answer", "$\\frac {3}{16}$", "zh", "十六分之三", "十六分之三", "八分之三"),
    (HD, 2857, "answer", "$\\frac {3}{16}$", "ja", "16分の3", "16分の3", "8分の3"),
    (HD, 2373, "answer", "$\\frac{4}{9}$", "ko", "9분의 4", "9분의 4", "9분의 5"),
    (HD, 809, "answer", "$\\frac{10}{7}$", "zh", "七分之十", "七分之十", "十分之七"),
    (HD, 4429, "answer", "$\\frac{7}{27}$", "ja", "27分の7", "27分の7", "27分の20"),
    (HD, 2691, "answer", "$\\frac{11}{60}$", "zh", "六十分之十一", "六十分之十一", "三十分之十一"),
    (HD, 3427, "answer", "$3.5$", "de", "3,5", "3,5", "3,25"),
    (HD, 3427, "answer", "$3.5$", "ru", "3,5", "3,5", "3,25"),
    (HD, 2951, "answer", "$0.4$", "fr", "0,4 m", "0,4", "0,04"),
    (HD, 2951, "answer", "$0.4$", "es", "0,4", "0,4", "0,04"),
    (HD, 1608, "answer", "$-0.25$", "de", "−0,25", "−0,25", "0,25"),
    (HD, 4243, "answer", "$1976.5$", "de", "1976,5", "1976,5", "1977"),
    (HD, 4243, "answer", "$1976.5$", "pt", "1976,5", "1976,5", "1975,5"),
    (HD, 3893, "answer", "$25\\%$", "zh", "百分之二十五", "百分之二十五", "百分之二十"),
    (HD, 3893, "answer", "$25\\%$", "fr", "25 %", "25 %", "20 %"),
    (HD, 6, "answer", "$300\\%$", "zh", "百分之三百", "百分之三百", "百分之二百"),
    (HD, 4213, "answer", "$9,900$", "de", "9.900", "9.900", "9.990"),
    (HD, 4213, "answer", "$9,900$", "fr", "9 900", "9 900", "9 990"),
    (HD, 2295, "answer", "$250,500$", "de", "250.500", "250.500", "250.000"),
    (HD, 681, "answer", "$4^9$", "hi", "2,62,144", "2,62,144", "65,536"),
    (MPH, 75, "answer", "3,\\!889,\\!620", "hi", "38,89,620", "38,89,620", "38,89,260"),
    (MPH, 75, "answer", "3,\\!889,\\!620", "de", "3.889.620", "3.889.620", "3.889.260"),
    (PUT, 231, "answer_text", None, "hi", "20,20,050", "20,20,050", "20,20,500"),
    (MPH, 195, "answer", 1.2, "ru", "1,2", "1,2", "1,25"),
    (MPH, 219, "answer", 12.3, "vi", "12,3", "12,3", "12,25"),
    (MPS, 276, "answer", "3/8", "es", "0,375", "0,375", "0,625"),
    (PUT, 211, "answer_text", None, "fr", "0,0625", "0,0625", "0,125"),
    (PUT, 47, "answer_text", None, "de", "k = −0,875", "k = −0,875", "k = 0,875"),
    (PUT, 10, "answer_text", None, "zh", "二分之一", "二分之一", "一"),
    (HD, 1990, "answer", "$\\text{Friday}$", "fr", "vendredi", "vendredi", "jeudi"),
    (HD, 1990, "answer", "$\\text{Friday}$", "ja", "金曜日", "金曜日", "木曜日"),
    (HD, 1990, "answer", "$\\text{Friday}$", "de", "Freitag", "Freitag", "Donnerstag"),
    (HD, 1435, "answer", "$\\text{March}$", "es", "marzo", "marzo", "junio"),
    (HD, 1435, "answer", "$\\text{March}$", "ru", "март", "март", "июнь"),
    (HD, 4073, "answer", "$\\text{ red}$", "fr", "rouge", "rouge", "blanc"),
    (HD, 4073, "answer", "$\\text{ red}$", "zh", "红色", "红色", "白色"),
    (HD, 302, "answer", "$\\text{two}$", "es", "dos", "dos", "una"),
    (HD, 3623, "answer", "$\\text{3:30 PM}$", "de", "15:30 Uhr", "15:30 Uhr", "3:30 Uhr"),
    (HD, 3623, "answer", "$\\text{3:30 PM}$", "ja", "午後3時30分", "午後3時30分", "午前3時30分"),
    (HD, 2462, "answer", "$11: 00$", "fr", "11 h 00", "11 h 00", "11 h 30"),
    (HD, 851, "answer", "$60^\\circ$", "zh", "60度", "60度", "30度"),
    (HD, 65, "answer", "$\\text{loss of }\\textdollar 1000$", "es", "una pérdida de 1000 dólares", "una pérdida de 1000 dólares", "una ganancia de 1000 dólares"),
    (HD, 1994, "answer", "$\\textdollar1.06$", "pt", "US$ 1,06", "US$ 1,06", "US$ 1,60"),
    (HD, 3702, "answer", "$\\textdollar87.50$", "de", "87,50 $", "87,50 $", "85,70 $"),
    (MPH, 204, "answer", "\\infty", "ru", "бесконечно много", "бесконечно много", "два"),
    (MPS, 141, "answer", "not exist", "zh", "不存在这样的多项式", "不存在这样的多项式", "p(x) = 2x"),
    (PUT, 70, "answer_text", None, "fr", "la limite n'existe pas", "la limite n'existe pas", "la limite vaut 0"),
    (PUT, 133, "answer_text", None, "de", "Ja", "Ja", "Nein"),
    (PUT, 135, "answer_text", None, "ru", "нет", "нет", "да"),
    (PUT, 133, "answer_text", None, "zh", "答案是肯定的", "是", "否"),
]

LOC_POS = {
    "zh": ["综上所述，答案为：{x}", "<think>\n先列式，再化简。\n</think>\n\n**答案：{x}**"],
    "ja": ["以上より、答えは{x}です。", "**答え**：{x}"],
    "ko": ["그러므로 답은 {x}이다.", "**정답:** {x}"],
    "de": ["Damit lautet das Ergebnis: **{x}**", "Antwort: {x}"],
    "ru": ["Ответ: {x}.", "Таким образом, получаем **{x}**."],
    "fr": ["Réponse : {x}", "Ainsi, on obtient **{x}**."],
    "es": ["Respuesta: {x}", "En conclusión, el resultado es **{x}**."],
    "pt": ["Resposta: {x}", "Logo, o resultado é **{x}**."],
    "hi": ["इसलिए उत्तर {x} है।", "**उत्तर:** {x}"],
    "vi": ["Đáp số: {x}", "Vậy kết quả là **{x}**."],
}
LOC_NEG = {
    "zh": ["草稿中得到 {r}，但复查发现第二步有误。最终答案：{w}", "答案可能是 {r}，也可能是 {w}。"],
    "ja": ["途中で {r} となったが、これは誤り。正しい答えは {w}。", "答えは {r} か {w} のどちらか。"],
    "ko": ["처음에는 {r}(으)로 계산했으나 틀렸다. 정답: {w}", "{r} 또는 {w}"],
    "de": ["Zwischenergebnis: {r}. Nach Korrektur des Vorzeichens lautet die Antwort jedoch {w}.", "Es ist entweder {r} oder {w}."],
    "ru": ["Промежуточно получили {r}, но это не то, что спрашивается. Ответ: {w}.", "Ответ: {r} или {w} — зависит от трактовки."],
    "fr": ["On trouve d'abord {r}, mais c'est une erreur de calcul. Réponse : {w}", "Soit {r}, soit {w}."],
    "es": ["Al principio obtuve {r}, pero es incorrecto. Respuesta: {w}", "Podría ser {r} o {w}."],
    "pt": ["Obtive {r} num primeiro momento, mas corrigindo: {w}.", "Pode ser {r} ou {w}."],
    "hi": ["पहले {r} मिला, पर वह गलत था। सही उत्तर: {w}", "उत्तर {r} या {w} है।"],
    "vi": ["Ban đầu ra {r} nhưng sai. Đáp số: {w}", "Có thể là {r} hoặc {w}."],
}


# --------------------------------------------------------------------------------------
# Bespoke cases with real working (hand-written for specific problems)
# (file, line, expected gold, [(label, style, lang, text), ...])
# --------------------------------------------------------------------------------------
BESPOKE = [
    (HD, 0, "$10\\frac{2}{3}$", [
        (True, "bespoke/mixed_vs_improper_fraction", "en",
         "Write the parts as $x, 2x, 3x$. Then $6x = 64$, so $x = \\frac{64}{6} = \\frac{32}{3} \\approx 10.67$.\n\nThe smallest part is $\\boxed{\\frac{32}{3}}$."),
        (False, "bespoke/answers_largest_instead_of_smallest", "en",
         "Write the parts as $x, 2x, 3x$ with $6x=64$, so $x=\\frac{32}{3}$. The three parts are $10\\frac{2}{3}$, $21\\frac{1}{3}$ and $32$.\n\nSo the part in question is $\\boxed{32}$."),
    ]),
    (HD, 1, "$21$", [
        (True, "bespoke/variable_equation_final", "en",
         "From $8g-4=16$ we get $g=\\frac{5}{2}$. Then for $S=10$: $R = 10\\cdot\\frac52 - 4 = 21$.\n\n**Answer:** $R = 21$"),
        (False, "bespoke/right_value_wrong_variable_final", "en",
         "From $8g - 4 = 16$ we get $g = \\frac{20}{8}$. Then for $S = 10$, $R = 25 - 4 = 21$, which confirms the constant.\n\n**Answer:** $g = \\frac{5}{2}$"),
    ]),
    (MPS, 237, 18, [
        (True, "bespoke/unicode_math_plain_text", "en",
         "f(x) = x² + bx + 4 (monic, f(0) = 4). f(1) = 1 + b + 4 = 10 ⇒ b = 5.\nf(2) = 4 + 10 + 4 = 18."),
        (False, "bespoke/gives_polynomial_not_value", "en",
         "Since $f$ is monic of degree 2 with $f(0)=4$, write $f(x)=x^2+bx+4$. From $f(1)=10$, $b=5$, and one checks $f(2)=18$.\n\nTherefore the polynomial is $\\boxed{f(x)=x^2+5x+4}$."),
    ]),
    (MPS, 162, "\\frac{34}{7}", [
        (True, "bespoke/mixed_number_of_improper_gold", "en",
         "The reciprocals of the roots are the roots of the reversed polynomial $7x^2-34x+1=0$, whose root sum is $\\frac{34}{7}$.\n\n**Answer:** $4\\frac{6}{7}$"),
        (False, "bespoke/product_instead_of_sum", "en",
         "The reciprocals of the roots are the roots of $7x^2-34x+1=0$. By Vieta, their sum is $\\frac{34}{7}$ and their product is $\\frac{1}{7}$.\n\nThe answer is $\\frac{1}{7}$."),
    ]),
    (MPS, 183, 4, [
        (True, "bespoke/value_with_minimizer_mentioned", "en",
         "By Cauchy–Schwarz, $(a+b)\\left(\\frac1a+\\frac1b\\right)\\ge 4$, so $\\frac1a+\\frac1b\\ge 4$, with equality at $a=b=\\frac12$.\n\nMinimum value: **4**."),
        (False, "bespoke/minimizer_instead_of_minimum", "en",
         "By AM–HM, $\\frac1a+\\frac1b \\ge \\frac{4}{a+b} = 4$, and equality holds when $a=b$.\n\n**Answer:** $a=b=\\tfrac{1}{2}$"),
    ]),
    (MPS, 90, 5, [
        (True, "bespoke/bell_number", "en",
         "<think>\nSet partitions of three labeled balls into at most 3 unlabeled nonempty blocks: {3}:1, {2,1}:3, {1,1,1}:1. Total 5.\n</think>\n\nThis is the Bell number $B_3 = 5$."),
        (False, "bespoke/extra_assumption_changes_answer", "en",
         "Counting set partitions gives $B_3 = 5$ if boxes may stay empty. The problem does not say boxes may be empty, so I assume every box gets a ball; then there is only one way.\n\n$\\boxed{1}$"),
    ]),
    (MPS, 3, -2, [
        (True, "bespoke/unicode_minus", "en",
         "x² + 7 = 6x + b ⇒ x² − 6x + (7 − b) = 0. One intersection ⇔ discriminant 36 − 4(7 − b) = 8 + 4b = 0 ⇒ b = −2."),
        (False, "bespoke/answers_point_not_parameter", "en",
         "Tangency requires $36-4(7-b)=0$, i.e. $b=-2$, and then the double root is $x=3$, $y=16$.\n\nThe single intersection point is $\\boxed{(3,16)}$."),
    ]),
    (MPH, 9, 5, [
        (True, "bespoke/congruence_then_n", "en",
         "$617\\equiv 5$ and $943\\equiv 7 \\pmod{18}$, so $5n\\equiv 7$. Since $5^{-1}\\equiv 11$, $n\\equiv 77\\equiv 5 \\pmod{18}$.\n\nSmallest positive $n$: $\\boxed{5}$."),
        (False, "bespoke/unreduced_residue", "en",
         "$617\\equiv 5$ and $943\\equiv 7 \\pmod{18}$, so $5n\\equiv 7$. Multiplying by $11$ (the inverse of $5$): $n\\equiv 77 \\pmod{18}$.\n\nSo the smallest positive integer is $\\boxed{77}$."),
    ]),
    (HD, 4213, "$9,900$", [
        (True, "bespoke/thin_space_thousands", "en",
         "Group in fours: $(4k-3)+(4k-2)+(4k-1)-4k = 8k-6$ for $k=1,\\dots,50$.\nSum: $8\\cdot 1275 - 300 = 9\\,900$.\n\n**Answer: 9 900**"),
        (False, "bespoke/bogus_correction_after_right", "en",
         "Group in fours: $(4k-3)+(4k-2)+(4k-1)-4k = 8k-6$, so the sum is $8\\cdot1275-300 = 9900$.\nBut the last term $-200$ still has to be subtracted, giving $9900-200$.\n\n**Answer:** $9700$"),
    ]),
]


# --------------------------------------------------------------------------------------
# building items
# --------------------------------------------------------------------------------------

def int_forms(n):
    f = [str(n)]
    if abs(n) >= 1000:
        f.append("{:,}".format(n))
    return f


def int_wrong(n, R):
    d = R.choice([1, -1, 2, 10])
    return str(n + d) if d != 10 else (str(n * 10) if n != 0 else "10")


def main():
    R = random.Random(SEED)
    hd = load(HD)
    hm = load(HM)
    files = {MPH: load(MPH), MPS: load(MPS)}
    put = load(PUT)

    items = []  # dict(bench, src, q, gold, forms, wrong, int)
    for line, g, forms, wrong in HARP_HAND:
        row = hd[line]
        assert row["answer"] == g, (line, row["answer"], g)
        items.append(dict(bench="harp", src=HD + ":" + str(line), q=row["problem"], gold=row["answer"], forms=forms, wrong=wrong, n=None))
    # integer golds from HARP default (seeded sample)
    hand_lines = {x[0] for x in HARP_HAND}
    int_lines = [i for i, r in enumerate(hd) if i not in hand_lines and r["answer"].startswith("$") and r["answer"].endswith("$")
                 and r["answer"][1:-1].lstrip("-").isdigit() and 0 < int(r["answer"][1:-1]) < 10000 and len(r["answer"]) <= 7]
    for line in sorted(R.sample(int_lines, 34)):
        row = hd[line]
        n = int(row["answer"][1:-1])
        items.append(dict(bench="harp", src=HD + ":" + str(line), q=row["problem"], gold=row["answer"], forms=int_forms(n), wrong=int_wrong(n, R), n=n))
    for fn, line, g, forms, wrong in MP_HAND:
        row = files[fn][line]
        assert row["answer"] == g, (fn, line, row["answer"], g)
        n = row["answer"] if isinstance(row["answer"], int) else None
        items.append(dict(bench="math_perturb", src=fn + ":" + str(line), q=row["problem"], gold=row["answer"], forms=forms, wrong=wrong, n=n))
    for line, forms, wrong in PUT_HAND:
        row = put[line]
        items.append(dict(bench="putnam", src=PUT + ":" + str(line), q=row["problem"], gold=row["answer_text"], forms=forms, wrong=wrong, n=None))

    # MCQ items (gold = answer_choice)
    mcq_lines = [i for i, r in enumerate(hm) if r.get("choices") and r.get("answer_choice") in r["choices"]
                 and all(len(v) <= 22 for v in r["choices"].values()) and len(set(r["choices"].values())) == len(r["choices"])
                 and "none" not in " ".join(r["choices"].values()).lower() and "\\text" not in " ".join(r["choices"].values())]
    mcq_sel = sorted(R.sample(mcq_lines, 30))

    cases = []
    langs = list(POS_LANG.keys())
    pos_pool = list(POS_EN)
    neg_pool = list(NEG_EN)
    R.shuffle(items)
    pi = ni = li = 0
    for k, it in enumerate(items):
        forms = it["forms"]
        # ---------- positive ----------
        a = forms[k % len(forms)] if len(forms) > 1 else forms[0]
        use_lang = (k % 4 == 1)
        if use_lang:
            lang = langs[li % len(langs)]
            li += 1
            ai = inl(a)
            sub = "plain"
            if it["n"] is not None and it["n"] >= 0:
                n = it["n"]
                if lang == "zh" and 0 < n < 10000:
                    ai, sub = zh_num(n), "chinese_numerals"
                elif lang == "ja" and 0 < n < 10000:
                    ai, sub = (ja_num(n), "kanji_numerals") if k % 8 == 1 else (fw_digits(n), "fullwidth_digits")
                elif lang == "ar":
                    ai, sub = ar_digits(n), "arabic_indic_digits"
                elif lang == "hi":
                    ai, sub = hi_digits(n), "devanagari_digits"
                elif lang == "ko" and 0 < n < 10000 and k % 8 == 5:
                    ai, sub = ko_num(n) + "(" + str(n) + ")", "sino_korean_with_digits"
                elif lang == "fr" and n <= 20:
                    ai, sub = FR_SMALL[n], "number_word"
                elif lang == "es" and n <= 20:
                    ai, sub = ES_SMALL[n], "number_word"
                elif lang == "de" and n <= 20:
                    ai, sub = DE_SMALL[n], "number_word"
                elif lang == "pt" and n <= 20:
                    ai, sub = PT_SMALL[n], "number_word"
                elif lang == "ru" and n <= 20:
                    ai, sub = RU_SMALL[n], "number_word"
                elif lang == "de" and n >= 1000:
                    ai, sub = "{:,}".format(n).replace(",", "."), "german_thousands_dot"
                elif lang == "fr" and n >= 1000:
                    ai, sub = "{:,}".format(n).replace(",", "\u202f"), "french_thousands_nnbsp"
            fn = POS_LANG[lang][(li // len(langs)) % 2]
            text = fn(ai, box(a))
            style, lang_code = "lang_" + lang + "/" + sub + "_" + str((li // len(langs)) % 2), lang
        else:
            if it["n"] is not None and it["n"] >= 0 and k % 9 == 0:
                a = "T:" + en_words(it["n"])
            tf = pos_pool[pi % len(pos_pool)]
            pi += 1
            text, style, lang_code = tf(R, a, it["wrong"], it["q"])
            if a.startswith("T:") and it["n"] is not None:
                style += "+english_number_words"
        cases.append(dict(benchmark=it["bench"], source_row=it["src"], question=it["q"], gold=it["gold"],
                          response=text, label=True, style=style, language=lang_code))
        # ---------- negative ----------
        r = forms[(k + 1) % len(forms)]
        w = it["wrong"]
        if k % 5 == 3:
            lang = langs[(k // 5) % len(langs)]
            ri, wi = inl(r), inl(w)
            sub = ""
            if it["n"] is not None and it["n"] > 0 and w.isdigit() and 0 < int(w) < 10000:
                conv = {"ar": ar_digits, "hi": hi_digits, "zh": zh_num, "ja": fw_digits}.get(lang)
                if conv:
                    ri, wi, sub = conv(it["n"]), conv(int(w)), "+native_digits"
            text = NEG_LANG[lang](ri, wi)
            style = NEG_LANG_STYLE.get(lang, "lang_" + lang + "/right_value_retracted") + sub
            lang_code = lang
        else:
            tf = neg_pool[ni % len(neg_pool)]
            ni += 1
            text, style, lang_code = tf(R, r, w, it["q"])
        cases.append(dict(benchmark=it["bench"], source_row=it["src"], question=it["q"], gold=it["gold"],
                          response=text, label=False, style=style, language=lang_code))

    # native-numeral group: extra HARP integer golds, stated only in native numerals / number words
    used = {int(c["source_row"].split(":")[1]) for c in cases if c["source_row"].startswith(HD)}
    nat_lines = [i for i in int_lines if i not in used and 10 < int(hd[i]["answer"][1:-1]) < 10000]
    for j, line in enumerate(sorted(R.sample(nat_lines, 20))):
        row = hd[line]
        n = int(row["answer"][1:-1])
        lang, sub, rend, pos_f, neg_f = NATIVE[j % len(NATIVE)]
        wn = n + (1 if j % 2 else -1)
        cases.append(dict(benchmark="harp", source_row=HD + ":" + str(line), question=row["problem"], gold=row["answer"],
                          response=pos_f(rend(n)), label=True, style="native_numerals/" + lang + "_" + sub, language=lang))
        cases.append(dict(benchmark="harp", source_row=HD + ":" + str(line), question=row["problem"], gold=row["answer"],
                          response=neg_f(rend(n), rend(wn)), label=False, style="native_numerals/" + lang + "_" + sub + "_right_not_final", language=lang))

    # locale-specific notations
    srcs = {HD: hd, MPH: files[MPH], MPS: files[MPS], PUT: put}
    bench_of = {HD: "harp", MPH: "math_perturb", MPS: "math_perturb", PUT: "putnam"}
    for j, (fn, line, field, expect, lang, pos_x, r_x, w_x) in enumerate(LOCALE):
        row = srcs[fn][line]
        gold = row[field]
        if expect is not None:
            assert gold == expect, (fn, line, gold, expect)
        pt = LOC_POS[lang][j % 2].format(x=pos_x)
        nt = LOC_NEG[lang][(j // 2) % 2].format(r=r_x, w=w_x)
        kind = "hedge" if (j // 2) % 2 else "right_then_corrected"
        cases.append(dict(benchmark=bench_of[fn], source_row=fn + ":" + str(line), question=row["problem"], gold=gold,
                          response=pt, label=True, style="locale/" + lang + "_notation", language=lang))
        cases.append(dict(benchmark=bench_of[fn], source_row=fn + ":" + str(line), question=row["problem"], gold=gold,
                          response=nt, label=False, style="locale/" + lang + "_notation_" + kind, language=lang))

    for fn, line, expect, outs in BESPOKE:
        row = srcs[fn][line]
        assert row["answer"] == expect, (fn, line, row["answer"], expect)
        for lab, style, lang, text in outs:
            cases.append(dict(benchmark=bench_of[fn], source_row=fn + ":" + str(line), question=row["problem"], gold=row["answer"],
                              response=text, label=lab, style=style, language=lang))

    for j, line in enumerate(mcq_sel):
        row = hm[line]
        L = row["answer_choice"]
        v = row["choices"][L]
        others = [x for x in sorted(row["choices"]) if x != L]
        WL = others[j % len(others)]
        wv = row["choices"][WL]
        t, s, lg = mcq_pos(j, L, v)
        cases.append(dict(benchmark="harp", source_row=HM + ":" + str(line), question=row["problem"], gold=L,
                          response=t, label=True, style=s, language=lg))
        t, s, lg = mcq_neg(j, L, v, WL, wv)
        cases.append(dict(benchmark="harp", source_row=HM + ":" + str(line), question=row["problem"], gold=L,
                          response=t, label=False, style=s, language=lg))

    R.shuffle(cases)
    with open(OUT, "w", encoding="utf-8") as f:
        for i, c in enumerate(cases, 1):
            rec = {"id": "h-%04d" % i}
            for key in ["benchmark", "source_row", "question", "gold", "response", "label", "style", "language"]:
                rec[key] = c[key]
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote", len(cases), "cases to", OUT)
    write_readme(OUT)


def write_readme(path):
    import collections
    cs = [json.loads(l) for l in open(path, encoding="utf-8")]
    C = collections.Counter

    def table(title, cnt):
        lines = ["| " + title + " | cases | label=true | label=false |", "|---|---|---|---|"]
        for k in sorted(cnt):
            t = sum(1 for c in cs if cnt_key[title](c) == k and c["label"])
            lines.append("| %s | %d | %d | %d |" % (k, cnt[k], t, cnt[k] - t))
        return "\n".join(lines)

    cnt_key = {"benchmark": lambda c: c["benchmark"], "format": lambda c: c["style"].split("/")[0],
               "language": lambda c: c["language"]}
    lab = C(c["label"] for c in cs)
    parts = [
        "# Set H: blind labeled grader cases",
        "",
        "Written without reading the grader's code or docs; golds and problems come only from `/work/shared/data`.",
        "",
        "## Regenerate",
        "",
        "```",
        "python3 /work/probe_h/make_cases.py   # standard library only, fixed seed %d; rewrites cases.jsonl and this README" % SEED,
        "```",
        "",
        "## Fields",
        "",
        "`id`, `benchmark` (harp | math_perturb | putnam), `source_row` (`<file under /work/shared/data>:<0-based line>`),",
        "`question` (problem text as stored), `gold` (the gold field copied verbatim, JSON type kept: MATH-Perturb golds",
        "that the data stores as numbers stay numbers), `response`, `label`, `style` (`<format>/<subtype>`), `language` (ISO 639-1).",
        "",
        "Gold field per source: HARP default -> `answer`; HARP MCQ (`harp_mcq.jsonl`) -> `answer_choice` (the letter);",
        "MATH-Perturb -> `answer`; Putnam (`putnam/putnam_with_answers.jsonl`, the PutnamBench informal subset with answers, since",
        "the Putnam-AXIOM release is not on this machine) -> `answer_text` (a sentence such as \"Show that the answer is 11.\").",
        "",
        "Each chosen gold gets one positive (final answer equals the gold, often in another but equal notation) and one",
        "hard negative (the gold value appears, but is corrected away, hedged, retracted, only an intermediate, the wrong",
        "choice letter, or the response is cut off before a final answer).",
        "",
        "## Counts",
        "",
        "Total: %d cases; label=true %d, label=false %d." % (len(cs), lab[True], lab[False]),
        "",
        table("benchmark", C(c["benchmark"] for c in cs)),
        "",
        table("format", C(c["style"].split("/")[0] for c in cs)),
        "",
        table("language", C(c["language"] for c in cs)),
        "",
        "Distinct `style` values: %d." % len(set(c["style"] for c in cs)),
        "",
        "## What the formats cover",
        "",
        "Reasoning traces (`<think>`, Qwen3 output with only `</think>`, Kimi `◁think▷`, Mistral `[THINK]`, gpt-oss harmony",
        "analysis/final channels, boxed values inside the trace that differ from the final); special-token wrappers",
        "(ChatML, Llama-3 headers, Gemma turns, DeepSeek full-width tokens, Phi, Command-R, GLM); chat markdown",
        "(headings, tables, bold, emoji checklists, HTML); agent output (JSON, Hermes `<tool_call>`, OpenAI function-call",
        "arguments as an escaped JSON string, YAML, Lean, python blocks with printed output); terse answers (bare value,",
        "`Answer:`, `####`, code fence only); LaTeX variants (`\\fbox`, boxed inside `aligned`, `\\dfrac`/`\\tfrac`, `\\,`/`\\!`",
        "thousands); equal-but-unusual notations (decimals for fractions, mixed numbers, unicode `√ π ½ ¾ ¹⁰ −`, words for",
        "numbers, reordered sets/lists, percent, units, clock times); 15 languages with native numerals (Chinese/Japanese",
        "kanji numerals and fractions `十六分之三`/`16分の3`, Arabic-Indic, Persian, Devanagari, Bengali, Thai, full-width",
        "digits, Sino-Korean), decimal commas, dot/space/Indian digit grouping, translated words (weekdays, months, colours,",
        "yes/no). MCQ cases (HARP MCQ, gold = letter). Hard negatives: value corrected away, retracted, hedged between two",
        "values, intermediate boxed value, right value for another variable/quantity, wrong choice letter, near-miss",
        "(open vs closed interval, missing set element, sign, unreduced residue), refusal, and truncation before any final answer.",
        "",
    ]
    with open(os.path.join(os.path.dirname(path), "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(parts))


if __name__ == "__main__":
    main()
