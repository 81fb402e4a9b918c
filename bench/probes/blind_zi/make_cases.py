#!/usr/bin/env python3
"""Generate a blind, labelled set (ZI) of model responses for a math answer grader.
Standard library only, deterministic.  Usage: python3 make_cases.py"""
import json, os, random, re
from fractions import Fraction
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.environ.get("ZI_DATA", "/work/shared/data")
rng = random.Random(20260212)

def load(rel):
    with open(os.path.join(DATA, rel), encoding="utf-8") as f:
        return [json.loads(l) for l in f]

# ---------------------------------------------------------------- rationals
def strip_gold(s):
    s = str(s).strip()
    if s.startswith("$") and s.endswith("$"):
        s = s.strip("$").strip()
    return s

def parse_rational(s):
    """Return (Fraction, deg_flag) or None."""
    s = strip_gold(s)
    deg = False
    for d in ("^{\\circ}", "^\\circ", "°"):
        if s.endswith(d):
            s = s[: -len(d)].strip(); deg = True
    s = s.replace("\\!", "").replace("{,}", "").replace("\\,", "").replace(" ", "")
    if re.fullmatch(r"-?\d{1,3}(,\d{3})+", s):
        s = s.replace(",", "")
    m = re.fullmatch(r"(-?)\\[dt]?frac\{(\d+)\}\{(\d+)\}", s)
    if m:
        v = Fraction(int(m.group(2)), int(m.group(3)))
        return (-v if m.group(1) else v), deg
    m = re.fullmatch(r"(-?)(\d+)/(\d+)", s)
    if m:
        v = Fraction(int(m.group(2)), int(m.group(3)))
        return (-v if m.group(1) else v), deg
    m = re.fullmatch(r"(\d+)\\[dt]?frac\{(\d+)\}\{(\d+)\}", s)
    if m:
        return Fraction(int(m.group(1))) + Fraction(int(m.group(2)), int(m.group(3))), deg
    if re.fullmatch(r"-?\d+", s):
        return Fraction(int(s)), deg
    if re.fullmatch(r"-?\d+\.\d+", s):
        return Fraction(s), deg
    return None

EN_ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
EN_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
def en_words(n):
    if n < 0: return "negative " + en_words(-n)
    if n < 20: return EN_ONES[n]
    if n < 100: return EN_TENS[n // 10] + ("" if n % 10 == 0 else "-" + EN_ONES[n % 10])
    if n < 1000:
        return EN_ONES[n // 100] + " hundred" + ("" if n % 100 == 0 else " " + en_words(n % 100))
    if n < 1000000:
        return en_words(n // 1000) + " thousand" + ("" if n % 1000 == 0 else " " + en_words(n % 1000))
    return None

ES_ONES = ("cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince "
           "dieciséis diecisiete dieciocho diecinueve veinte veintiuno veintidós veintitrés veinticuatro "
           "veinticinco veintiséis veintisiete veintiocho veintinueve").split()
ES_TENS = "_ _ _ treinta cuarenta cincuenta sesenta setenta ochenta noventa".split()
def es_words(n):
    if n < 0 or n >= 100: return None
    if n < 30: return ES_ONES[n]
    return ES_TENS[n // 10] + ("" if n % 10 == 0 else " y " + ES_ONES[n % 10])

ZH_D = "零一二三四五六七八九"
def zh_words(n):
    if n < 0 or n >= 10000: return None
    if n < 10: return ZH_D[n]
    if n < 20: return "十" + ("" if n == 10 else ZH_D[n % 10])
    if n < 100: return ZH_D[n // 10] + "十" + ("" if n % 10 == 0 else ZH_D[n % 10])
    if n < 1000:
        r = n % 100
        s = ZH_D[n // 100] + "百"
        if r == 0: return s
        if r < 10: return s + "零" + ZH_D[r]
        return s + (ZH_D[r // 10] + "十" + ("" if r % 10 == 0 else ZH_D[r % 10]))
    r = n % 1000
    s = ZH_D[n // 1000] + "千"
    if r == 0: return s
    if r < 100: return s + "零" + zh_words(r) if r >= 10 else s + "零" + ZH_D[r]
    return s + zh_words(r)

DIGITS = {"ar": "٠١٢٣٤٥٦٧٨٩", "fa": "۰۱۲۳۴۵۶۷۸۹", "hi": "०१२३४५६७८९", "bn": "০১২৩৪৫৬৭৮৯"}
def native_digits(s, lang):
    t = DIGITS[lang]
    return "".join(t[int(c)] if c.isdigit() else c for c in s)

def dec_str(v):
    """terminating decimal string of Fraction v or None"""
    d = v.denominator
    while d % 2 == 0: d //= 2
    while d % 5 == 0: d //= 5
    if d != 1: return None
    k = 0
    while (v * 10 ** k).denominator != 1: k += 1
    n = v * 10 ** k
    sgn = "-" if n < 0 else ""
    n = abs(int(n))
    s = str(n).rjust(k + 1, "0")
    return sgn + (s[:-k] + "." + s[-k:] if k else s)

def thousands(n, sep=","):
    s = str(abs(n)); out = []
    while len(s) > 3:
        out.insert(0, s[-3:]); s = s[:-3]
    out.insert(0, s)
    return ("-" if n < 0 else "") + sep.join(out)

def rat_forms(v, deg, lang):
    """Equivalent renderings of the rational v (strings that may contain LaTeX)."""
    f = []
    if v.denominator == 1:
        n = int(v)
        f.append(str(n))
        if abs(n) >= 1000:
            f += [thousands(n), "{" + thousands(n, "{,}") + "}" if False else thousands(n, "\\,")]
            if lang in ("fr", "ru"):
                f.append(thousands(n, "\u202f" if lang == "fr" else " "))
        if lang == "en" and 0 <= n <= 99 and not deg:
            f.append(en_words(n))
        if lang == "es" and 0 <= n < 100 and not deg:
            f.append(es_words(n))
        if lang in ("zh", "ja") and 0 <= n < 10000 and not deg:
            f.append(zh_words(n))
        if lang in DIGITS:
            f.append(native_digits(str(n), lang))
        if not deg and abs(n) < 10000 and rng.random() < 0.12:
            f.append(str(n) + ".0")
    else:
        a, b = abs(v.numerator), v.denominator
        sg = "-" if v < 0 else ""
        f += [f"{sg}\\frac{{{a}}}{{{b}}}", f"{sg}\\dfrac{{{a}}}{{{b}}}", f"{sg}{a}/{b}"]
        if v < 0:
            f.append(f"\\frac{{-{a}}}{{{b}}}")
        if a < 10 and b < 10:
            f.append(f"{sg}\\tfrac{a}{b}" if rng.random() < 0.5 else f"{sg}\\frac{a}{b}")
        d = dec_str(v)
        if d:
            f += [d, d]
            if d.startswith("0.") and rng.random() < 0.5:
                f.append(d[1:])
        if a > b and v > 0:
            w, r = divmod(a, b)
            f.append(f"{w}\\tfrac{{{r}}}{{{b}}}" if rng.random() < 0.5 else f"{w}\\frac{{{r}}}{{{b}}}")
        if lang in DIGITS:
            f.append(native_digits(f"{sg}{a}/{b}", lang))
        if a * 2 < 100 and rng.random() < 0.2:
            f.append(f"{sg}\\frac{{{2*a}}}{{{2*b}}} = {sg}\\frac{{{a}}}{{{b}}}")
    if deg:
        base = f[0]
        f = [base + "^\\circ", base + "°", base + "^{\\circ}", base + " degrees" if lang == "en" else base + "°"]
    return f

def fmt_rat(v, deg=False):
    if v.denominator == 1:
        s = str(int(v))
    else:
        a, b = abs(v.numerator), v.denominator
        s = ("-" if v < 0 else "") + f"\\frac{{{a}}}{{{b}}}"
    return s + ("^\\circ" if deg else "")

def rat_wrongs(v, deg):
    w = []
    if v.denominator == 1:
        n = int(v)
        w += [n + 1, n - 1, n + 1, n - 1, 2 * n, n + 2, n - 2]
        if n != 0 and rng.random() < 0.3: w.append(-n)
        if abs(n) >= 10 and str(abs(n))[::-1] != str(abs(n)) and not str(abs(n)).endswith("0"):
            w.append(int(str(abs(n))[::-1]) * (1 if n > 0 else -1))
        if n % 2 == 0 and n != 0: w.append(n // 2)
        if abs(n) > 1 and not deg: w.append(Fraction(1, n))
        w = [Fraction(x) for x in w]
    else:
        a, b = v.numerator, v.denominator
        w += [Fraction(b, a) if a else v + 1, Fraction(a + 1, b), Fraction(a, b + 1), -v, 1 - v, v * 2, Fraction(a - 1, b) if a != 1 else Fraction(1, b + 1)]
    out = []
    for x in w:
        if x != v and x not in out: out.append(x)
    return out

# ---------------------------------------------------------------- hand specs (expressions)
# gold string in file -> (equivalent forms, wrong-but-close forms)
PERTURB_HAND = {
 ("math_perturb/math_perturb_simple.jsonl", 1): (["6-\\sqrt{5}", "6 - \\sqrt5", "-\\sqrt{5}+6"], ["6+\\sqrt{5}", "\\sqrt{5}-6", "5-\\sqrt{6}"]),
 ("math_perturb/math_perturb_simple.jsonl", 4): (["12+12\\sqrt{2}", "12(1+\\sqrt{2})", "12\\sqrt2 + 12"], ["12+6\\sqrt{2}", "24\\sqrt{2}", "12+12\\sqrt{3}"]),
 ("math_perturb/math_perturb_simple.jsonl", 15): (["\\sqrt{14}", "14^{1/2}", "\\sqrt{14}"], ["\\sqrt{13}", "14", "2\\sqrt{14}"]),
 ("math_perturb/math_perturb_simple.jsonl", 17): (["18\\pi", "18 \\pi", "\\pi \\cdot 18"], ["9\\pi", "36\\pi", "18"]),
 ("math_perturb/math_perturb_simple.jsonl", 23): (["\\sqrt{2}-1", "-1+\\sqrt{2}", "\\frac{1}{\\sqrt{2}+1}"], ["\\sqrt{2}+1", "1-\\sqrt{2}", "\\frac{\\sqrt{2}}{2}"]),
 ("math_perturb/math_perturb_simple.jsonl", 38): (["1+\\sqrt[3]{3}", "1 + 3^{1/3}", "\\sqrt[3]{3}+1"], ["1+\\sqrt{3}", "1+\\sqrt[3]{9}", "\\sqrt[3]{3}"]),
 ("math_perturb/math_perturb_simple.jsonl", 53): (["\\frac{9\\sqrt{5}}{5}", "\\frac{9}{\\sqrt{5}}", "9/\\sqrt5", "\\tfrac{9}{5}\\sqrt{5}"], ["\\frac{9\\sqrt{5}}{25}", "\\frac{9}{5}", "\\frac{\\sqrt{5}}{9}"]),
 ("math_perturb/math_perturb_simple.jsonl", 57): (["[2,10]", "[2, 10]", "2 \\le x \\le 10"], ["(2,10)", "[2,10)", "[-10,-2]"]),
 ("math_perturb/math_perturb_simple.jsonl", 82): (["4-2\\sqrt{2}", "2(2-\\sqrt{2})", "4 - \\sqrt{8}"], ["4+2\\sqrt{2}", "2-\\sqrt{2}", "4-\\sqrt{2}"]),
 ("math_perturb/math_perturb_simple.jsonl", 87): (["\\frac{1}{25}-\\frac{7}{25}i", "\\frac{1-7i}{25}", "0.04-0.28i"], ["\\frac{1}{25}+\\frac{7}{25}i", "\\frac{7}{25}-\\frac{1}{25}i", "1-7i"]),
 ("math_perturb/math_perturb_simple.jsonl", 106): (["(3,3)", "(3, 3)", "x=3,\\ y=3"], ["(3,-3)", "(3,4)", "(2,3)"]),
 ("math_perturb/math_perturb_simple.jsonl", 109): (["-2+3\\sqrt{2}", "3\\sqrt{2}-2", "3\\sqrt2 - 2"], ["2+3\\sqrt{2}", "-2-3\\sqrt{2}", "3\\sqrt{2}-3"]),
 ("math_perturb/math_perturb_simple.jsonl", 112): (["(1,\\infty)", "(1, \\infty)", "x>1"], ["[1,\\infty)", "(-\\infty,1)", "(0,\\infty)"]),
 ("math_perturb/math_perturb_simple.jsonl", 115): (["2+2\\sqrt{17}", "2(1+\\sqrt{17})", "2\\sqrt{17}+2"], ["2+\\sqrt{17}", "2+2\\sqrt{15}", "4\\sqrt{17}"]),
 ("math_perturb/math_perturb_simple.jsonl", 146): (["(-\\infty,0)\\cup(0,\\infty)", "\\mathbb{R}\\setminus\\{0\\}", "x \\neq 0"], ["(0,\\infty)", "(-\\infty,\\infty)", "[0,\\infty)"]),
 ("math_perturb/math_perturb_simple.jsonl", 153): (["4\\sqrt{7}", "\\sqrt{112}", "4\\sqrt 7"], ["2\\sqrt{7}", "4\\sqrt{6}", "7\\sqrt{4}"]),
 ("math_perturb/math_perturb_simple.jsonl", 170): (["1+\\sqrt{2}", "\\sqrt{2}+1", "1 + \\sqrt 2"], ["\\sqrt{2}-1", "1+\\sqrt{3}", "2\\sqrt{2}"]),
 ("math_perturb/math_perturb_simple.jsonl", 171): (["[7,\\infty)", "[7, \\infty)", "x\\ge 7"], ["(7,\\infty)", "[6,\\infty)", "(-\\infty,7]"]),
 ("math_perturb/math_perturb_simple.jsonl", 178): (["(-2\\sqrt{2},2\\sqrt{2})", "(-\\sqrt{8},\\sqrt{8})", "|x|<2\\sqrt{2}"], ["[-2\\sqrt{2},2\\sqrt{2}]", "(-2,2)", "(-\\sqrt{2},\\sqrt{2})"]),
 ("math_perturb/math_perturb_simple.jsonl", 184): (["4(3-2x)(3+2x)", "36-16x^2", "-4(2x-3)(2x+3)"], ["4(3-2x)^2", "(3-2x)(3+2x)", "4(2x-3)(2x+3)"]),
 ("math_perturb/math_perturb_simple.jsonl", 206): (["16-2\\sqrt{5}", "2(8-\\sqrt{5})", "16-\\sqrt{20}"], ["16+2\\sqrt{5}", "16-\\sqrt{5}", "14\\sqrt{5}"]),
 ("math_perturb/math_perturb_simple.jsonl", 227): (["\\frac{7\\sqrt{3}}{3}", "\\frac{7}{\\sqrt{3}}", "\\tfrac{7}{3}\\sqrt3"], ["\\frac{7\\sqrt{3}}{2}", "7\\sqrt{3}", "\\frac{3\\sqrt{7}}{7}"]),
 ("math_perturb/math_perturb_simple.jsonl", 250): (["(-\\infty,-4)\\cup(6,\\infty)", "x<-4 \\text{ or } x>6", "(-\\infty, -4) \\cup (6, +\\infty)"], ["(-4,6)", "(-\\infty,-4]\\cup[6,\\infty)", "(-\\infty,-6)\\cup(4,\\infty)"]),
 ("math_perturb/math_perturb_simple.jsonl", 251): (["\\sqrt{5}-1", "-1+\\sqrt{5}", "\\sqrt5 - 1"], ["\\sqrt{5}+1", "\\frac{\\sqrt{5}-1}{2}", "1-\\sqrt{5}"]),
 ("math_perturb/math_perturb_simple.jsonl", 270): (["\\left(\\frac{14}{9},-\\frac{7}{9},\\frac{22}{9}\\right)", "(14/9, -7/9, 22/9)"], ["(14/9, 7/9, 22/9)", "(-14/9,-7/9,22/9)", "(14/9,-7/9,22/3)"]),
 ("math_perturb/math_perturb_hard.jsonl", 4): (["\\frac{11\\sqrt{3}}{2}", "\\tfrac{11}{2}\\sqrt3", "5.5\\sqrt{3}"], ["11\\sqrt{3}", "\\frac{11\\sqrt{3}}{4}", "\\frac{11\\sqrt{2}}{2}"]),
 ("math_perturb/math_perturb_hard.jsonl", 7): (["2\\sqrt{39}-2", "2(\\sqrt{39}-1)", "\\sqrt{156}-2"], ["2\\sqrt{39}+2", "\\sqrt{39}-2", "2\\sqrt{38}-2"]),
 ("math_perturb/math_perturb_hard.jsonl", 15): (["5^{2/3}", "\\sqrt[3]{25}", "\\sqrt[3]{5^2}"], ["5^{3/2}", "\\sqrt[3]{5}", "\\sqrt{25}"]),
 ("math_perturb/math_perturb_hard.jsonl", 17): (["4\\pi-8", "4(\\pi-2)", "-8+4\\pi"], ["4\\pi+8", "2\\pi-4", "8-4\\pi"]),
 ("math_perturb/math_perturb_hard.jsonl", 18): (["\\frac{3\\sqrt{3}}{4}", "\\tfrac34\\sqrt3", "\\frac{3}{4}\\sqrt{3}"], ["\\frac{3\\sqrt{3}}{2}", "\\frac{\\sqrt{3}}{4}", "\\frac{3\\sqrt{2}}{4}"]),
 ("math_perturb/math_perturb_hard.jsonl", 21): (["\\emptyset", "\\varnothing", "no solutions (the empty set)"], ["\\{0\\}", "\\mathbb{R}", "\\{1\\}"]),
 ("math_perturb/math_perturb_hard.jsonl", 28): (["2^6 \\cdot 3^4 \\cdot 5^2", "129600", "2^6\\times 3^4\\times 5^2"], ["2^6 \\cdot 3^4 \\cdot 5", "2^5 \\cdot 3^4 \\cdot 5^2", "2^6 \\cdot 3^3 \\cdot 5^2"]),
 ("math_perturb/math_perturb_hard.jsonl", 51): (["2+\\log_5 4", "\\log_5 100", "2+2\\log_5 2"], ["2+\\log_4 5", "\\log_5 4", "3+\\log_5 4"]),
 ("math_perturb/math_perturb_hard.jsonl", 53): (["\\frac{\\sqrt{15}}{4}", "\\sqrt{15}/4", "\\tfrac14\\sqrt{15}"], ["\\frac{\\sqrt{15}}{2}", "\\frac{\\sqrt{13}}{4}", "\\frac{15}{16}"]),
 ("math_perturb/math_perturb_hard.jsonl", 62): (["26+6\\sqrt{3}", "2(13+3\\sqrt{3})", "6\\sqrt3+26"], ["26-6\\sqrt{3}", "26+3\\sqrt{3}", "32\\sqrt{3}"]),
 ("math_perturb/math_perturb_hard.jsonl", 66): (["1-2^{n-3}", "1-\\frac{2^n}{8}", "-2^{n-3}+1"], ["1-2^{n-2}", "2^{n-3}-1", "1-2^{-n}"]),
 ("math_perturb/math_perturb_hard.jsonl", 77): (["3k^2-k", "k(3k-1)", "3k^2 - k"], ["3k^2+k", "k(3k+1)", "3k^2-1"]),
 ("math_perturb/math_perturb_hard.jsonl", 79): (["\\frac{\\sqrt{2}}{3}", "\\sqrt{2}/3", "\\frac{\\sqrt{2}}{3}"], ["\\frac{\\sqrt{3}}{2}", "\\frac{2}{3}", "\\frac{\\sqrt{2}}{6}"]),
 ("math_perturb/math_perturb_hard.jsonl", 80): (["\\frac{-7+\\sqrt{3}}{2}", "\\frac{\\sqrt{3}-7}{2}", "-\\frac{7-\\sqrt{3}}{2}"], ["\\frac{7-\\sqrt{3}}{2}", "\\frac{-7-\\sqrt{3}}{2}", "-7+\\sqrt{3}"]),
 ("math_perturb/math_perturb_hard.jsonl", 97): (["-4-\\sqrt{2}", "-(4+\\sqrt{2})", "-\\sqrt2-4"], ["-4+\\sqrt{2}", "4+\\sqrt{2}", "-4-2\\sqrt{2}"]),
 ("math_perturb/math_perturb_hard.jsonl", 127): (["\\frac{12\\sqrt{41}}{5}", "2.4\\sqrt{41}", "\\tfrac{12}{5}\\sqrt{41}"], ["\\frac{12\\sqrt{41}}{41}", "\\frac{5\\sqrt{41}}{12}", "\\frac{12\\sqrt{14}}{5}"]),
 ("math_perturb/math_perturb_hard.jsonl", 140): (["13-5\\sqrt{5}", "-5\\sqrt{5}+13", "13 - \\sqrt{125}"], ["13+5\\sqrt{5}", "5\\sqrt{5}-13", "13-5\\sqrt{3}"]),
 ("math_perturb/math_perturb_hard.jsonl", 141): (["x^2+x-1", "x^2 + x - 1", "-1+x+x^2"], ["x^2-x-1", "x^2+x+1", "x^2-x+1"]),
 ("math_perturb/math_perturb_hard.jsonl", 155): (["10800\\sqrt{3}", "10{,}800\\sqrt{3}", "10800\\sqrt 3"], ["10800\\sqrt{2}", "5400\\sqrt{3}", "10800"]),
 ("math_perturb/math_perturb_hard.jsonl", 162): (["\\frac{\\sqrt{17}}{2}", "\\sqrt{17}/2", "\\sqrt{\\frac{17}{4}}"], ["\\frac{\\sqrt{17}}{4}", "\\sqrt{17}", "\\frac{17}{2}"]),
 ("math_perturb/math_perturb_hard.jsonl", 171): (["[-6,6]", "[-6, 6]", "-6\\le x\\le 6"], ["(-6,6)", "[0,6]", "[-6,6)"]),
 ("math_perturb/math_perturb_hard.jsonl", 178): (["(-\\infty,\\infty)", "\\mathbb{R}", "all real numbers"], ["(0,\\infty)", "(-\\infty,0)", "\\mathbb{R}\\setminus\\{0\\}"]),
 ("math_perturb/math_perturb_hard.jsonl", 184): (["(6-3x+2y)(6-3x-5y)", "(3x-2y-6)(3x+5y-6)", "(6-3x-5y)(6-3x+2y)"], ["(6-3x+2y)(6-3x+5y)", "(6+3x+2y)(6-3x-5y)", "(6-3x-2y)(6-3x+5y)"]),
 ("math_perturb/math_perturb_hard.jsonl", 206): (["\\left(-\\frac{8}{5},\\frac{9}{5}\\right)", "(-1.6, 1.8)", "(-8/5, 9/5)"], ["(8/5,9/5)", "(-8/5,-9/5)", "(-9/5,8/5)"]),
 ("math_perturb/math_perturb_hard.jsonl", 241): (["\\frac{27\\sqrt{3}}{4}", "6.75\\sqrt{3}", "\\tfrac{27}{4}\\sqrt3"], ["\\frac{27\\sqrt{3}}{2}", "\\frac{9\\sqrt{3}}{4}", "\\frac{27\\sqrt{2}}{4}"]),
 ("math_perturb/math_perturb_hard.jsonl", 250): (["(2,\\infty)", "x>2", "(2, +\\infty)"], ["[2,\\infty)", "(-\\infty,2)", "(3,\\infty)"]),
 ("math_perturb/math_perturb_hard.jsonl", 252): (["(-8,1]", "-8<x\\le 1", "(-8, 1]"], ["[-8,1]", "(-8,1)", "[-8,1)"]),
 ("math_perturb/math_perturb_hard.jsonl", 268): (["\\frac{\\sqrt{2}}{2}", "\\frac{1}{\\sqrt{2}}", "\\sqrt{2}/2"], ["\\sqrt{2}", "\\frac{1}{2}", "\\frac{\\sqrt{3}}{2}"]),
 ("math_perturb/math_perturb_hard.jsonl", 277): (["\\pm 1", "1 \\text{ and } -1", "\\{-1, 1\\}"], ["1", "-1", "\\pm 2"]),
}

# putnam row -> (equivalent final statements, wrong final statements)
PUTNAM_HAND = {
 1: (["n(n+1)2^{n-2}", "2^{n-2}\\,n(n+1)", "(n^2+n)\\,2^{n-2}", "\\frac{n(n+1)2^n}{4}"], ["n(n+1)2^{n-1}", "n^2 2^{n-2}", "n(n-1)2^{n-2}"]),
 3: (["a=2", "2"], ["a=1", "a=4"]),
 8: (["\\angle CAB=\\frac{\\pi}{15}", "\\pi/15", "12^\\circ"], ["\\frac{\\pi}{12}", "15^\\circ", "\\frac{2\\pi}{15}"]),
 9: (["2^{n-1}", "\\frac{2^n}{2}"], ["2^n", "2^{n-2}", "n!"]),
 10: (["\\frac12", "0.5", "1/2"], ["1", "\\frac14"]),
 12: (["5", "a_{\\min}=5"], ["4", "6"]),
 13: (["8", "eight"], ["6", "16"]),
 14: (["8"], ["4", "9"]),
 17: (["p^2+p", "p(p+1)"], ["p^2", "p^2-p", "p^2+1"]),
 23: (["a=11, b=8", "(a,b)=(11,8)"], ["(a,b)=(8,11)", "a=11, b=7"]),
 26: (["t=\\frac{2s}{v}", "2s/v"], ["\\frac{s}{v}", "\\frac{s}{2v}", "\\sqrt{2s/v}"]),
 28: (["3", "three"], ["2", "4"]),
 30: (["11", "eleven"], ["10", "12"]),
 33: (["25"], ["24", "26"]),
 39: (["a=7", "7"], ["a=6", "a=8"]),
 40: (["\\frac{1}{k!}", "(k!)^{-1}", "1/k!"], ["\\frac{1}{(k+1)!}", "\\frac{1}{k}"]),
 44: (["a=4,\\ b=1", "(a,b)=(4,1)"], ["(a,b)=(2,1)", "(a,b)=(4,2)"]),
 46: (["n!", "n \\cdot (n-1) \\cdots 2 \\cdot 1"], ["(n-1)!", "(n+1)!", "n^n"]),
 47: (["k=-\\frac{7}{8}", "-0.875", "-7/8"], ["k=\\frac{7}{8}", "k=-\\frac{8}{7}"]),
 50: (["\\frac{x}{1-x}", "\\frac{-x}{x-1}", "\\frac{1}{1-x}-1"], ["\\frac{1}{1-x}", "\\frac{x}{1+x}"]),
 52: (["\\frac{2}{3}", "2/3"], ["\\frac{1}{2}", "\\frac{3}{2}"]),
 55: (["\\frac74", "1.75", "7/4"], ["\\frac72", "\\frac47"]),
 56: (["p(x)=4x^4-4x^2+1", "p(x)=(2x^2-1)^2"], ["p(x)=4x^4+4x^2+1", "p(x)=2x^2-1"]),
 64: (["\\frac{\\pi}{4}", "\\pi/4", "0.25\\pi"], ["\\frac{\\pi}{2}", "\\frac{\\pi}{8}"]),
 65: (["u=\\frac1e", "e^{-1}"], ["u=e", "u=e^{-2}"]),
 69: (["\\frac18", "0.125"], ["\\frac14", "\\frac{1}{16}"]),
 72: (["-1"], ["1", "0"]),
 73: (["12-8\\sqrt{2}", "4(3-2\\sqrt2)", "4(\\sqrt{2}-1)^2"], ["12-6\\sqrt{2}", "3-2\\sqrt{2}", "8\\sqrt{2}-12"]),
 77: (["\\frac{\\pi}{2}\\ln\\pi", "\\frac{\\pi\\ln\\pi}{2}", "\\pi\\ln\\sqrt{\\pi}"], ["\\frac{\\pi}{2}\\ln 2", "\\pi\\ln\\pi"]),
 80: (["\\frac{4}{3}(\\sqrt{2}-1)", "\\frac{4\\sqrt{2}-4}{3}"], ["\\frac{4}{3}(\\sqrt{2}+1)", "\\frac{2}{3}(\\sqrt{2}-1)"]),
 82: (["2301", "2{,}301"], ["2300", "2310"]),
 84: (["\\frac29", "2/9"], ["\\frac19", "\\frac27"]),
 86: (["\\ln\\frac{4}{\\pi}", "\\ln 4-\\ln\\pi", "2\\ln 2-\\ln \\pi"], ["\\ln\\frac{\\pi}{4}", "\\ln\\frac{4}{\\pi^2}"]),
 87: (["2"], ["1", "e"]),
 92: (["8"], ["6", "9"]),
 95: (["2^{10}3^{10}", "6^{10}", "60466176"], ["2^{10}3^{9}", "6^9"]),
 96: (["e^d-1"], ["e^d", "e^{d-1}"]),
 97: (["87"], ["86", "78"]),
 101: (["101^{99}"], ["100^{99}", "101^{100}"]),
 103: (["18"], ["16", "20"]),
 108: (["h=\\frac25", "0.4"], ["h=\\frac52", "h=\\frac35"]),
 112: (["1984", "f(1987)=1984"], ["1987", "1985"]),
 113: (["\\frac{5}{3}\\sqrt{30}", "\\frac{5\\sqrt{30}}{3}", "\\sqrt{\\frac{250}{3}}"], ["\\frac{5}{3}\\sqrt{3}", "\\frac{3}{5}\\sqrt{30}"]),
 118: (["6"], ["3", "12"]),
 124: (["\\frac{1+\\sqrt3}{2}", "\\frac12+\\frac{\\sqrt3}{2}"], ["\\frac{1+\\sqrt5}{2}", "\\frac{\\sqrt3}{2}"]),
 128: (["\\frac{4\\sqrt2-5}{3}", "\\frac{4\\sqrt{2}}{3}-\\frac{5}{3}"], ["\\frac{4\\sqrt2+5}{3}", "\\frac{4\\sqrt2-5}{6}"]),
 143: (["\\frac13"], ["\\frac12", "\\frac16"]),
 147: (["1992"], ["1991", "996"]),
 151: (["4+\\pi", "\\pi+4"], ["4+2\\pi", "2+\\pi"]),
 152: (["3984"], ["3983", "1992"]),
 155: (["n=3987", "3987"], ["3986", "1987"]),
 159: (["(-\\infty,1)", "\\{x : x<1\\}", "x<1"], ["(-\\infty,1]", "(1,\\infty)"]),
 171: (["28", "BC = 28"], ["27", "32"]),
 172: (["\\sqrt{e}", "e^{1/2}"], ["e", "\\frac{1}{\\sqrt{e}}"]),
 178: (["6"], ["5", "8"]),
 183: (["\\frac{9}{32}", "0.28125"], ["\\frac{9}{16}", "\\frac{7}{32}"]),
 185: (["\\frac{1-n^2}{4}", "-\\frac{n^2-1}{4}", "\\frac{(1-n)(1+n)}{4}"], ["\\frac{n^2-1}{4}", "\\frac{(1-n)^2}{4}"]),
 194: (["2\\sqrt2-1", "\\sqrt8-1"], ["2\\sqrt2+1", "\\sqrt2-1"]),
 199: (["\\frac{2}{e}", "2e^{-1}"], ["\\frac{e}{2}", "\\frac1e"]),
 205: (["6\\pi^2"], ["6\\pi", "3\\pi^2"]),
 206: (["\\frac{n+1}{3}"], ["\\frac{n}{3}", "\\frac{n+2}{3}"]),
 208: (["\\frac{3\\sqrt3}{2}", "\\frac32\\sqrt3", "\\frac{\\sqrt{27}}{2}"], ["\\frac{3\\sqrt3}{4}", "\\frac{3\\sqrt2}{2}"]),
 211: (["\\frac{1}{16}", "0.0625"], ["\\frac18", "\\frac1{32}"]),
 222: (["\\frac{\\sqrt2}{2}", "\\frac{1}{\\sqrt2}"], ["\\sqrt2", "\\frac12"]),
 231: (["2020050", "2{,}020{,}050"], ["2020049", "2021055"]),
 239: (["10053", "10{,}053"], ["10052", "10035"]),
 240: (["S=\\frac32", "1.5"], ["S=\\frac23", "S=2"]),
 253: (["\\frac37", "3/7"], ["\\frac47", "\\frac73"]),
 254: (["\\frac13"], ["\\frac23", "\\frac14"]),
 257: (["\\ln\\frac43", "\\log(4/3)", "2\\ln 2-\\ln 3"], ["\\ln\\frac34", "\\ln\\frac32"]),
 259: (["13725", "13{,}725"], ["13724", "13752"]),
 260: (["L=\\frac47"], ["L=\\frac74", "L=\\frac37"]),
 263: (["\\frac{17}{21}"], ["\\frac{17}{20}", "\\frac{4}{21}"]),
 265: (["\\frac{\\pi^2}{16}"], ["\\frac{\\pi^2}{8}", "\\frac{\\pi}{16}"]),
 267: (["\\frac{3+\\sqrt5}{2}", "\\varphi^2 = \\frac{3+\\sqrt{5}}{2}", "1+\\frac{1+\\sqrt5}{2}"], ["\\frac{1+\\sqrt5}{2}", "\\frac{3-\\sqrt5}{2}"]),
 268: (["\\frac{3\\pi}{8}"], ["\\frac{3\\pi}{4}", "\\frac{\\pi}{8}"]),
 269: (["C=\\frac56"], ["C=\\frac23", "C=1"]),
 270: (["e-1"], ["e", "e+1"]),
 276: (["16", "a=16"], ["15", "8"]),
 277: (["(\\ln 2)^2", "\\ln^2 2"], ["\\ln 2", "2\\ln 2"]),
 281: (["\\frac{480}{49}"], ["\\frac{480}{47}", "\\frac{49}{480}"]),
 285: (["M=2019^{-1/2019}", "\\frac{1}{\\sqrt[2019]{2019}}"], ["M=2019^{1/2019}", "M=2019^{-1/2018}"]),
 287: (["\\frac{p-1}{2}"], ["\\frac{p+1}{2}", "p-1"]),
 288: (["5n+1"], ["5n-1", "5n"]),
 289: (["\\frac{8}{\\pi^3}"], ["\\frac{8}{\\pi^2}", "\\frac{4}{\\pi^3}"]),
 290: (["2\\ln2-\\frac12", "\\ln 4-\\frac12"], ["2\\ln 2+\\frac12", "\\ln 2-\\frac12"]),
 291: (["(j,k)=(2019,1010)"], ["(j,k)=(2019,1009)", "(j,k)=(1010,2019)"]),
 293: (["508536", "508{,}536"], ["508535", "508356"]),
 294: (["4^k", "2^{2k}"], ["2^k", "4^{k-1}"]),
}
# worded putnam answers: (true wordings, false wordings)
PUTNAM_WORDS = {
 6: (["There are no such functions.", "No function satisfies the condition."], ["The only such function is $f(x)=0$.", "All linear functions work."]),
 41: (["No such $B$ exists.", "There is no such matrix $B$."], ["Yes, such a $B$ exists.", "Take $B=I$; it works."]),
 53: (["Not necessarily.", "No, it need not hold in general."], ["Yes, it always holds.", "Yes, necessarily."]),
 70: (["The limit does not exist.", "The limit fails to exist."], ["The limit is $0$.", "The limit equals $1$."]),
 74: (["The assertion is false.", "No, the assertion does not hold."], ["The assertion is true.", "Yes, the assertion holds."]),
 81: (["Both claims are true.", "Yes to both: each claim holds."], ["Only the first claim is true.", "Both claims are false."]),
 133: (["Yes.", "Yes, it is possible."], ["No.", "No, it is impossible."]),
 135: (["No.", "The answer is no."], ["Yes.", "The answer is yes."]),
 134: (["Three punches are needed.", "The minimum number of punches is $3$."], ["Two punches suffice.", "Four punches are needed."]),
 219: (["The sum diverges.", "The series does not converge."], ["The sum converges to $1$.", "The series converges."]),
 295: (["The series diverges.", "It does not converge."], ["The series converges.", "It converges to $\\pi^2/6$."]),
 242: (["Exactly the odd $n$.", "All odd positive integers $n$."], ["Exactly the even $n$.", "All $n \\ge 2$."]),
 68: (["$S_t$ is closed under multiplication exactly when $t \\le 1$.", "$t\\le 1$"], ["$t<1$", "$t\\ge 1$"]),
 66: (["$c \\ge \\frac12$", "all $c$ with $c\\geq 1/2$"], ["$c > \\frac12$", "$c \\ge 1$"]),
 67: (["$a \\ge 3$", "exactly when $a\\geq 3$"], ["$a > 3$", "$a \\ge 2$"]),
 115: (["$x<25$", "$0<x<25$"], ["$x \\le 25$", "$x<5$"]),
 120: (["$x > \\frac12$", "exactly for $x>1/2$"], ["$x \\ge \\frac12$", "$x > 1$"]),
 236: (["$n \\ge 1005$", "exactly when $n\\geq 1005$"], ["$n \\ge 1004$", "$n > 1005$"]),
 158: (["$c<\\frac{243}{8}$", "$c < 30.375$"], ["$c \\le \\frac{243}{8}$", "$c<\\frac{243}{4}$"]),
 140: (["No.", "The answer is no."], ["Yes.", "The answer is yes."]),
 197: (["Yes.", "The answer is yes."], ["No.", "The answer is no."]),
 248: (["Yes.", "The answer is yes."], ["No.", "The answer is no."]),
}

# ---------------------------------------------------------------- language phrases
L = {
 "en": dict(ans="The answer is {}.", final="Final answer", so="Therefore", sol="Solution", step="Step",
            start=["Let's work through this carefully.", "We need to find the requested quantity.", "Let me set this up step by step."],
            wait="Wait, let me double-check that.", fix="I made an arithmetic slip above. Redoing it carefully gives {} instead.",
            hedge="So the answer is either {} or {}; I can't pin down which one without more information.",
            check="Quick check: substituting back into the conditions, everything is consistent.", note="Note",
            inter="As an intermediate step we get {}.", given="From the given data", thus="Hence the value is {}.",
            qa="Question", other="But the question actually asks for something slightly different, so we continue."),
 "zh": dict(ans="答案是 {}。", final="最终答案", so="因此", sol="解答", step="第{}步",
            start=["我们一步一步来分析这道题。", "先理清题意，再进行计算。", "下面给出详细的解题过程。"],
            wait="等等，我再检查一下。", fix="上面的计算有一处错误，重新计算后得到 {}。",
            hedge="所以答案可能是 {}，也可能是 {}，目前无法确定是哪一个。",
            check="验证：代回原条件，全部成立。", note="注意", inter="中间结果为 {}。", given="由已知条件",
            thus="所以所求的值为 {}。", qa="题目", other="不过题目问的并不是这个量，我们继续。"),
 "es": dict(ans="La respuesta es {}.", final="Respuesta final", so="Por lo tanto", sol="Solución", step="Paso",
            start=["Resolvamos el problema paso a paso.", "Primero planteamos las condiciones del problema.", "Vamos a analizar el enunciado con cuidado."],
            wait="Espera, déjame verificarlo de nuevo.", fix="Cometí un error de cálculo arriba. Rehaciendo la cuenta obtenemos {}.",
            hedge="Así que la respuesta es {} o {}; no puedo determinar cuál sin más datos.",
            check="Comprobación: al sustituir en las condiciones, todo cuadra.", note="Nota", inter="Como paso intermedio obtenemos {}.",
            given="A partir de los datos", thus="Por lo tanto, el valor buscado es {}.", qa="Pregunta", other="Pero la pregunta pide otra cantidad, así que seguimos."),
 "fr": dict(ans="La réponse est {}.", final="Réponse finale", so="Donc", sol="Solution", step="Étape",
            start=["Résolvons ce problème étape par étape.", "Commençons par traduire l'énoncé.", "Analysons soigneusement les données."],
            wait="Attendez, vérifions cela.", fix="J'ai fait une erreur de calcul plus haut. En refaisant le calcul, on obtient {}.",
            hedge="La réponse est donc {} ou {} ; impossible de trancher sans plus d'informations.",
            check="Vérification : en remplaçant dans les conditions, tout est cohérent.", note="Remarque", inter="On obtient au passage {}.",
            given="D'après les données", thus="La valeur cherchée est donc {}.", qa="Question", other="Mais la question porte sur une autre quantité, on continue."),
 "de": dict(ans="Die Antwort ist {}.", final="Endergebnis", so="Also", sol="Lösung", step="Schritt",
            start=["Wir lösen die Aufgabe Schritt für Schritt.", "Zuerst übersetzen wir die Bedingungen in Gleichungen.", "Schauen wir uns die Angaben genau an."],
            wait="Moment, ich prüfe das noch einmal.", fix="Oben ist mir ein Rechenfehler passiert. Korrekt gerechnet ergibt sich {}.",
            hedge="Die Antwort ist also entweder {} oder {}; welche, lässt sich so nicht entscheiden.",
            check="Probe: Einsetzen in die Bedingungen passt.", note="Hinweis", inter="Als Zwischenergebnis erhalten wir {}.",
            given="Aus den Angaben", thus="Damit ist der gesuchte Wert {}.", qa="Frage", other="Gefragt ist aber eine andere Größe, also rechnen wir weiter."),
 "ru": dict(ans="Ответ: {}.", final="Окончательный ответ", so="Следовательно", sol="Решение", step="Шаг",
            start=["Решим задачу по шагам.", "Сначала запишем условие в виде уравнений.", "Разберём условие внимательно."],
            wait="Подождите, проверю ещё раз.", fix="Выше я ошибся в вычислениях. Если пересчитать аккуратно, получается {}.",
            hedge="Итак, ответ либо {}, либо {}; однозначно выбрать нельзя.",
            check="Проверка: подстановка в условие даёт верные равенства.", note="Замечание", inter="Промежуточный результат: {}.",
            given="Из условия", thus="Значит, искомое значение равно {}.", qa="Вопрос", other="Но в задаче спрашивается другая величина, продолжим."),
 "ja": dict(ans="答えは {} です。", final="最終解答", so="したがって", sol="解答", step="ステップ",
            start=["順を追って解いていきます。", "まず条件を式で表します。", "問題文を丁寧に読み解きましょう。"],
            wait="待って、もう一度確認します。", fix="上の計算に誤りがありました。計算し直すと {} になります。",
            hedge="よって答えは {} か {} のどちらかですが、どちらかは決められません。",
            check="検算：条件に代入するとすべて成り立ちます。", note="注", inter="途中結果は {} です。",
            given="条件より", thus="よって求める値は {} です。", qa="問題", other="ただし問われているのは別の量なので、続けます。"),
 "pt": dict(ans="A resposta é {}.", final="Resposta final", so="Portanto", sol="Solução", step="Passo",
            start=["Vamos resolver passo a passo.", "Primeiro, traduzimos o enunciado em equações.", "Vamos analisar os dados com cuidado."],
            wait="Espere, deixe-me conferir.", fix="Errei uma conta acima. Refazendo com cuidado, obtemos {}.",
            hedge="Então a resposta é {} ou {}; não dá para decidir qual sem mais dados.",
            check="Verificação: substituindo nas condições, tudo confere.", note="Observação", inter="Como passo intermediário obtemos {}.",
            given="Pelos dados", thus="Logo, o valor procurado é {}.", qa="Pergunta", other="Mas a pergunta pede outra grandeza, então continuamos."),
 "ar": dict(ans="الإجابة هي {}.", final="الإجابة النهائية", so="إذن", sol="الحل", step="الخطوة",
            start=["لنحل المسألة خطوة بخطوة.", "نبدأ بكتابة المعطيات على شكل معادلات.", "لنقرأ المسألة بعناية."],
            wait="لحظة، دعني أتحقق مرة أخرى.", fix="أخطأت في الحساب أعلاه. بإعادة الحساب نحصل على {}.",
            hedge="إذن الإجابة إما {} أو {}، ولا يمكن الجزم بأيهما.",
            check="تحقق: بالتعويض في الشروط نجد أنها متحققة.", note="ملاحظة", inter="نحصل في خطوة وسيطة على {}.",
            given="من المعطيات", thus="إذن القيمة المطلوبة هي {}.", qa="السؤال", other="لكن السؤال يطلب كمية أخرى، فنكمل."),
 "hi": dict(ans="उत्तर {} है।", final="अंतिम उत्तर", so="अतः", sol="हल", step="चरण",
            start=["आइए इसे चरण-दर-चरण हल करें।", "पहले दी गई शर्तों को समीकरणों में लिखते हैं।", "प्रश्न को ध्यान से पढ़ते हैं।"],
            wait="रुकिए, मैं इसे फिर से जाँचता हूँ।", fix="ऊपर गणना में गलती हुई। दोबारा गणना करने पर {} मिलता है।",
            hedge="तो उत्तर {} या {} है; निश्चित रूप से कहना संभव नहीं।",
            check="जाँच: शर्तों में रखने पर सब सही बैठता है।", note="टिप्पणी", inter="बीच में हमें {} मिलता है।",
            given="दिए गए आँकड़ों से", thus="अतः अभीष्ट मान {} है।", qa="प्रश्न", other="लेकिन प्रश्न कुछ और पूछ रहा है, इसलिए आगे बढ़ते हैं।"),
 "ko": dict(ans="답은 {}입니다.", final="최종 답", so="따라서", sol="풀이", step="단계",
            start=["단계별로 풀어 보겠습니다.", "먼저 조건을 식으로 나타냅니다.", "문제를 차근차근 살펴봅시다."],
            wait="잠깐, 다시 확인해 보겠습니다.", fix="위에서 계산 실수가 있었습니다. 다시 계산하면 {}이(가) 나옵니다.",
            hedge="따라서 답은 {} 또는 {}인데, 어느 쪽인지 확정할 수 없습니다.",
            check="검산: 조건에 대입하면 모두 성립합니다.", note="참고", inter="중간 결과로 {}을(를) 얻습니다.",
            given="주어진 조건에서", thus="따라서 구하는 값은 {}입니다.", qa="문제", other="하지만 문제에서 묻는 것은 다른 값이므로 계속합니다."),
 "it": dict(ans="La risposta è {}.", final="Risposta finale", so="Quindi", sol="Soluzione", step="Passo",
            start=["Risolviamo il problema passo per passo.", "Per prima cosa scriviamo le condizioni.", "Analizziamo attentamente il testo."],
            wait="Aspetta, ricontrollo.", fix="Ho sbagliato un conto sopra. Rifacendolo ottengo {}.",
            hedge="Quindi la risposta è {} oppure {}; non posso stabilire quale.",
            check="Verifica: sostituendo nelle condizioni, tutto torna.", note="Nota", inter="Come passo intermedio otteniamo {}.",
            given="Dai dati", thus="Quindi il valore cercato è {}.", qa="Domanda", other="Ma la domanda chiede un'altra quantità, quindi proseguiamo."),
 "vi": dict(ans="Đáp án là {}.", final="Đáp án cuối cùng", so="Vậy", sol="Lời giải", step="Bước",
            start=["Ta giải bài toán từng bước.", "Trước hết ta viết lại các điều kiện.", "Hãy đọc kỹ đề bài."],
            wait="Khoan, để tôi kiểm tra lại.", fix="Ở trên tôi tính nhầm. Tính lại cẩn thận ta được {}.",
            hedge="Vậy đáp án là {} hoặc {}; chưa thể khẳng định là giá trị nào.",
            check="Kiểm tra: thay lại vào điều kiện thấy thỏa mãn.", note="Chú ý", inter="Kết quả trung gian là {}.",
            given="Từ giả thiết", thus="Vậy giá trị cần tìm là {}.", qa="Câu hỏi", other="Nhưng đề bài hỏi đại lượng khác, nên ta làm tiếp."),
 "tr": dict(ans="Cevap {}.", final="Nihai cevap", so="Dolayısıyla", sol="Çözüm", step="Adım",
            start=["Soruyu adım adım çözelim.", "Önce koşulları denklem olarak yazalım.", "Soruyu dikkatlice inceleyelim."],
            wait="Bir dakika, tekrar kontrol edeyim.", fix="Yukarıda bir hesap hatası yaptım. Doğru hesaplayınca {} çıkıyor.",
            hedge="Yani cevap ya {} ya da {}; hangisi olduğu kesin değil.",
            check="Kontrol: koşullarda yerine koyunca hepsi sağlanıyor.", note="Not", inter="Ara sonuç olarak {} elde ederiz.",
            given="Verilenlerden", thus="Dolayısıyla aranan değer {}.", qa="Soru", other="Ancak soru başka bir büyüklüğü soruyor, devam edelim."),
 "fa": dict(ans="پاسخ {} است.", final="پاسخ نهایی", so="بنابراین", sol="راه‌حل", step="گام",
            start=["مسئله را گام به گام حل می‌کنیم.", "ابتدا شرایط را به صورت معادله می‌نویسیم.", "صورت مسئله را با دقت بررسی کنیم."],
            wait="صبر کنید، دوباره بررسی می‌کنم.", fix="در محاسبه بالا اشتباه کردم. با محاسبه دوباره {} به دست می‌آید.",
            hedge="پس پاسخ یا {} است یا {}؛ نمی‌توان با قطعیت گفت کدام.",
            check="بررسی: با جایگذاری در شرایط، همه برقرارند.", note="نکته", inter="در یک گام میانی {} به دست می‌آید.",
            given="از داده‌ها", thus="بنابراین مقدار خواسته شده {} است.", qa="سؤال", other="اما سؤال کمیت دیگری را می‌خواهد، پس ادامه می‌دهیم."),
}
LANG_MID = {"zh": ["化简并合并同类项，得到更简洁的关系式。", "把它代回原式再化简。", "利用对称性，只需讨论一种情形。", "检验几个小的情形，规律成立。"], "es": ["Simplificando y agrupando términos obtenemos una relación más sencilla.", "Sustituimos de nuevo y simplificamos.", "Por simetría basta estudiar un caso.", "Comprobamos casos pequeños y el patrón se mantiene."], "fr": ["En simplifiant et en regroupant les termes, on obtient une relation plus simple.", "On substitue à nouveau et on simplifie.", "Par symétrie, il suffit de traiter un cas.", "On vérifie sur de petits cas : le motif se confirme."], "de": ["Vereinfachen und Zusammenfassen liefert eine einfachere Beziehung.", "Jetzt setzen wir das wieder ein und vereinfachen.", "Aus Symmetriegründen genügt ein Fall.", "Kleine Fälle bestätigen das Muster."], "ru": ["Упрощая и приводя подобные, получаем более простое соотношение.", "Подставим это обратно и упростим.", "По симметрии достаточно рассмотреть один случай.", "Проверка на малых случаях подтверждает закономерность."], "ja": ["整理して同類項をまとめると、簡単な関係式が得られます。", "これを元の式に代入して整理します。", "対称性より、一つの場合だけ考えれば十分です。", "小さい場合で確かめると、規則が成り立ちます。"], "pt": ["Simplificando e agrupando os termos, obtemos uma relação mais simples.", "Agora substituímos de volta e simplificamos.", "Por simetria, basta analisar um caso.", "Testando casos pequenos, o padrão se confirma."], "ar": ["بالتبسيط وجمع الحدود المتشابهة نحصل على علاقة أبسط.", "نعوض الآن ونبسط.", "بسبب التماثل يكفي دراسة حالة واحدة.", "التحقق من حالات صغيرة يؤكد النمط."], "hi": ["सरल करने और समान पदों को मिलाने पर एक आसान संबंध मिलता है।", "अब इसे वापस रखकर सरल करते हैं।", "सममिति के कारण केवल एक स्थिति देखनी पर्याप्त है।", "छोटे मामलों की जाँच से पैटर्न की पुष्टि होती है।"], "ko": ["정리하고 동류항을 모으면 더 간단한 관계식을 얻습니다.", "이를 다시 대입하여 정리합니다.", "대칭성에 의해 한 경우만 보면 충분합니다.", "작은 경우를 확인하면 규칙이 성립합니다."], "it": ["Semplificando e raccogliendo i termini otteniamo una relazione più semplice.", "Ora sostituiamo e semplifichiamo.", "Per simmetria basta considerare un caso.", "Verificando casi piccoli, lo schema si conferma."], "vi": ["Rút gọn và gom các số hạng đồng dạng, ta được hệ thức đơn giản hơn.", "Thay ngược lại và rút gọn.", "Do tính đối xứng, chỉ cần xét một trường hợp.", "Kiểm tra các trường hợp nhỏ, quy luật vẫn đúng."], "tr": ["Sadeleştirip benzer terimleri toplayınca daha basit bir bağıntı elde ederiz.", "Şimdi bunu yerine koyup sadeleştirelim.", "Simetri nedeniyle tek bir durumu incelemek yeterli.", "Küçük durumları kontrol edince örüntü doğrulanıyor."], "fa": ["با ساده‌سازی و جمع جملات مشابه، رابطه ساده‌تری به دست می‌آید.", "حالا آن را جایگذاری و ساده می‌کنیم.", "به دلیل تقارن، بررسی یک حالت کافی است.", "بررسی حالت‌های کوچک الگو را تأیید می‌کند."]}

LANG_WEIGHTS = [("en", 62), ("zh", 8), ("es", 4), ("fr", 3), ("de", 3), ("ru", 3), ("ja", 3), ("pt", 2), ("ar", 3),
                ("hi", 2), ("ko", 2), ("it", 1), ("vi", 2), ("tr", 1), ("fa", 1)]

def pick_lang():
    tot = sum(w for _, w in LANG_WEIGHTS); x = rng.uniform(0, tot)
    for l, w in LANG_WEIGHTS:
        x -= w
        if x <= 0: return l
    return "en"

def m(s):
    """inline math wrapper for latex-ish strings"""
    if "$" in s: return s
    if re.search(r"[^\x00-\x7f]", s): return s
    if re.search(r"[\\^_{}=<>0-9]", s): return "$" + s + "$"
    return s

def unboxed(text):
    """replace \\boxed{X} by X (brace matched)"""
    out = []; i = 0
    while True:
        j = text.find("\\boxed", i)
        if j < 0:
            out.append(text[i:]); break
        out.append(text[i:j])
        k = j + len("\\boxed")
        if k < len(text) and text[k] == "{":
            depth = 0; e = k
            while e < len(text):
                if text[e] == "{": depth += 1
                elif text[e] == "}":
                    depth -= 1
                    if depth == 0: break
                e += 1
            out.append(text[k + 1:e]); i = e + 1
        else:
            i = k
    return "".join(out)

def math_bits(q):
    t = q.replace("$$", "$")
    segs = t.split("$")
    bits = [segs[i].strip() for i in range(1, len(segs), 2)]
    return [b for b in bits if 2 <= len(b) <= 40 and "\n" not in b]

# ---------------------------------------------------------------- working text
EN_GENERIC = [
    "From the statement, the key quantities are {b}.",
    "Let me restate what is given: {b}.",
    "We translate the conditions into equations involving {b}.",
    "The relevant pieces of the problem are {b}; let's combine them.",
]
EN_MID = [
    "Simplifying and collecting like terms gives a cleaner relation.",
    "Now I'll substitute this back and simplify.",
    "Using symmetry, we only need to handle one case and multiply.",
    "Factoring the expression and cancelling the common factor helps here.",
    "Checking small cases confirms the pattern we found.",
    "Careful with the boundary case: it does not change the count.",
    "Applying the standard identity reduces this to a short computation.",
]
FILLER = ["Hmm.", "Okay.", "Let me think.", "Right.", "Hmm, wait, that seems fine.", "So far so good."]

def generic_body(lang, q, n_mid=2):
    P = L[lang]
    bits = math_bits(q)
    rng.shuffle(bits)
    b = ", ".join("$" + x + "$" for x in bits[:3]) if bits else "the given conditions"
    parts = [rng.choice(P["start"])]
    if lang == "en":
        parts.append(rng.choice(EN_GENERIC).format(b=b))
        for s in rng.sample(EN_MID, min(n_mid, len(EN_MID))):
            parts.append(s)
    else:
        if bits:
            parts.append(P["given"] + ": " + b + ".")
        for x in rng.sample(LANG_MID[lang], min(n_mid, 4)):
            parts.append(x)
    return "\n\n".join(parts)

def solution_body(sol, cap):
    t = unboxed(sol).strip()
    if len(t) > cap:
        cut = t.rfind("\n", 0, cap)
        if cut < cap // 3: cut = t.rfind(". ", 0, cap) + 1
        if cut > 50: t = t[:cut].strip()
    return t

def thinkify(body):
    paras = [p for p in body.split("\n\n") if p.strip()]
    out = []
    for i, p in enumerate(paras):
        if i and rng.random() < 0.35: out.append(rng.choice(FILLER))
        out.append(p)
    lead = rng.choice(["Okay, so let me look at this.\n\n", "Alright, let's see.\n\n", "Let me parse the problem first.\n\n", ""])
    return lead + "\n\n".join(out)

def truncate(body, gold_forms):
    """cut body mid-sentence, before any occurrence of a gold form"""
    cut = int(len(body) * rng.uniform(0.45, 0.8))
    for g in gold_forms:
        if len(g) >= 1:
            j = body.find(g)
            while j >= 0 and j < 25:
                j = body.find(g, j + 1)
            if j >= 0: cut = min(cut, j)
    t = body[:cut]
    sp = t.rfind(" ")
    if sp > 20: t = t[:sp]
    return t.rstrip(" ,.$\\{")

# ---------------------------------------------------------------- formats
def jstr(s):
    return json.dumps(s, ensure_ascii=False)

def T_think_boxed(P, body, F, c):
    tail = f"{P['so']}, $\\boxed{{{F}}}$." if rng.random() < 0.5 else f"**{P['final']}**\n\n$$\\boxed{{{F}}}$$"
    return f"<think>\n{thinkify(body)}\n</think>\n\n{c['summary']}\n\n{tail}"

def T_think_bold(P, body, F, c):
    return f"<think>\n{thinkify(body)}\n</think>\n\n**{P['final']}:** {m(F)}"

def T_harmony(P, body, F, c):
    return (f"<|channel|>analysis<|message|>{thinkify(body)}<|end|><|start|>assistant<|channel|>final<|message|>"
            f"{c['summary']}\n\n{P['ans'].format('**' + m(F) + '**')}")

def T_md_steps(P, body, F, c):
    paras = [p for p in body.split("\n\n") if p.strip()]
    s = f"## {P['sol']}\n\n"
    for i, p in enumerate(paras[:6], 1):
        s += f"### {P['step'].format(i) if '{}' in P['step'] else P['step'] + ' ' + str(i)}\n{p}\n\n"
    return s + f"### {P['final']}\n$$\n\\boxed{{{F}}}\n$$"

def T_md_bold_line(P, body, F, c):
    return f"{body}\n\n**{P['final']}: {m(F)}**"

def T_md_table(P, body, F, c):
    rows = "".join(f"| {P['step']} {i} | {x} |\n" for i, x in enumerate(c['table_rows'], 1))
    return (f"{body}\n\n| | |\n|---|---|\n{rows}| **{P['final']}** | **{m(F)}** |")

def T_boxed_inline(P, body, F, c):
    return f"{body}\n\n{P['so']}, the result is $\\boxed{{{F}}}$." if P is L['en'] else f"{body}\n\n{P['so']}: $\\boxed{{{F}}}$"

def T_boxed_display(P, body, F, c):
    return f"{body}\n\n\\[\n\\boxed{{{F}}}\n\\]"

def T_fbox(P, body, F, c):
    return f"{body}\n\n**{P['final']}:** \\fbox{{${F}$}}"

def T_boxed_text(P, body, F, c):
    return f"{body}\n\n$$\\boxed{{\\text{{{P['final']}: }} {F}}}$$"

def T_json_field(P, body, F, c):
    obj = {"reasoning": c['summary'], "final_answer": F}
    return "```json\n" + json.dumps(obj, ensure_ascii=False, indent=2) + "\n```"

def T_json_bare(P, body, F, c):
    return json.dumps({"answer": F, "confidence": round(rng.uniform(0.6, 0.99), 2)}, ensure_ascii=False)

def T_tool_call(P, body, F, c):
    call = json.dumps({"name": "submit_answer", "arguments": {"answer": F}}, ensure_ascii=False)
    return f"{c['summary']}\n\n<tool_call>\n{call}\n</tool_call>"

def T_fn_args(P, body, F, c):
    args = json.dumps({"problem_id": c['pid'], "answer": F, "format": "latex"}, ensure_ascii=False)
    return f"{body}\n\nassistant to=functions.record_answer\n{args}"

def T_react(P, body, F, c):
    return (f"Thought: {rng.choice(P['start'])}\nAction: reason\nAction Input: {c['summary']}\n"
            f"Observation: {P['inter'].format(c['obs'])}\nThought: I now know the final answer.\nFinal Answer: {F}")

def T_terse_bare(P, body, F, c):
    return F

def T_terse_colon(P, body, F, c):
    return rng.choice(["Answer: ", f"{P['final']}: ", "**Answer:** "]) + m(F)

def T_hash(P, body, F, c):
    return f"{body}\n\n#### {F}"

def T_sections(P, body, F, c):
    return f"**Reasoning**\n\n{body}\n\n**{P['final']}**\n\n{m(F)}"

def T_xml(P, body, F, c):
    return f"<reasoning>\n{body}\n</reasoning>\n<answer>{F}</answer>"

def T_mistral_think(P, body, F, c):
    return f"[THINK]{thinkify(body)}[/THINK]\n{P['ans'].format(m(F))}"

def T_latex_doc(P, body, F, c):
    return f"\\begin{{proof}}[{P['sol']}]\n{body}\n\\end{{proof}}\n\n\\textbf{{{P['final']}.}} {m(F)}"

def T_chatter(P, body, F, c):
    bye = rng.choice(["Hope this helps! Let me know if you want me to expand any step. 😊",
                      "Feel free to ask if any step is unclear!",
                      "If you'd like, I can also show an alternative approach using coordinates.",
                      "Let me know if you'd like a visual diagram of this."])
    return f"{body}\n\n{P['ans'].format('**' + m(F) + '**')}\n\n{bye}"

def T_bullets(P, body, F, c):
    items = "\n".join(f"- {x}" for x in c['table_rows'])
    return f"{body}\n\n**Summary**\n{items}\n- **{P['final']}:** {m(F)}"

def T_yaml(P, body, F, c):
    return f"```yaml\nsolution_sketch: {jstr(c['summary'])}\nanswer: {jstr(F)}\n```"

def T_upper(P, body, F, c):
    return f"{body}\n\nANSWER: {F}"

def T_qwen(P, body, F, c):
    if P is L['en']:
        return f"{body}\n\nThe final answer is $\\boxed{{{F}}}$."
    return f"{body}\n\n{P['final']}: $\\boxed{{{F}}}$"

def T_llama(P, body, F, c):
    paras = [p for p in body.split("\n\n") if p.strip()]
    s = "".join(f"## {P['step'].format(i) if '{}' in P['step'] else P['step'] + ' ' + str(i)}: {p}\n\n" for i, p in enumerate(paras[:5], 1))
    return s + f"The final answer is: $\\boxed{{{F}}}$"

def T_minerva(P, body, F, c):
    return f"{body}\n\nFinal Answer: The final answer is {m(F)}. I hope it is correct."

def T_jupyter(P, body, F, c):
    return f"{c['summary']}\n\nIn [1]: solve_problem()\nOut[1]: {F}\n\n{P['ans'].format(m(F))}"

def T_prose_end(P, body, F, c):
    return f"{body} {P['thus'].format(m(F))}"

def T_answer_first(P, body, F, c):
    return f"**{P['ans'].format(m(F))}**\n\n{body}"

def T_box_unicode(P, body, F, c):
    return f"{body}\n\n┌{'─' * 12}┐\n  {P['final']}: {F}\n└{'─' * 12}┘"

def T_emoji_final(P, body, F, c):
    return f"{body}\n\n✅ **{P['final']}:** {m(F)}"

def T_paren_boxed(P, body, F, c):
    return f"{body}\n\n\\(\\boxed{{{F}}}\\)"

TEMPLATES = {
 "think_tag/boxed_after_trace": T_think_boxed, "think_tag/bold_final": T_think_bold,
 "harmony/analysis_then_final": T_harmony, "chat_md/heading_steps": T_md_steps,
 "chat_md/bold_final_line": T_md_bold_line, "chat_md/table_summary": T_md_table,
 "boxed/inline_sentence": T_boxed_inline, "boxed/display_bracket": T_boxed_display,
 "boxed/fbox": T_fbox, "boxed/boxed_text": T_boxed_text, "boxed/paren_inline": T_paren_boxed,
 "json/final_answer_field": T_json_field, "json/bare_object": T_json_bare,
 "tool_call/submit_answer": T_tool_call, "tool_call/function_args": T_fn_args,
 "agent/react_final_answer": T_react, "terse/bare_value": T_terse_bare, "terse/answer_colon": T_terse_colon,
 "terse/hash_marker": T_hash, "sections/reasoning_final": T_sections, "xml/answer_tag": T_xml,
 "mistral/think_brackets": T_mistral_think, "latex/proof_env": T_latex_doc, "chat/chatter_after": T_chatter,
 "chat_md/bullet_summary": T_bullets, "structured/yaml": T_yaml, "terse/uppercase_answer": T_upper,
 "boxed/final_answer_is": T_qwen, "chat_md/llama_steps": T_llama, "minerva/final_answer_hope": T_minerva,
 "notebook/out_cell": T_jupyter, "prose/sentence_end": T_prose_end, "verbose/answer_first": T_answer_first,
 "plain/unicode_box": T_box_unicode, "chat_md/emoji_final": T_emoji_final,
}

WORD_OK = ["think_tag/bold_final", "harmony/analysis_then_final", "chat_md/bold_final_line", "sections/reasoning_final",
           "xml/answer_tag", "latex/proof_env", "chat/chatter_after", "verbose/answer_first", "prose/sentence_end",
           "json/final_answer_field", "chat_md/emoji_final", "terse/answer_colon", "mistral/think_brackets",
           "minerva/final_answer_hope", "tool_call/submit_answer"]

def code_block(plain, summary):
    names = rng.choice([("total", "count"), ("num", "den"), ("a", "b"), ("lhs", "rhs")])
    return (f"{summary}\n\n```python\nfrom fractions import Fraction\n\n# direct computation / brute force check\n"
            f"{names[0]}, {names[1]} = setup()\nans = solve({names[0]}, {names[1]})\nprint(ans)\n```\n\n```output\n{plain}\n```")

def plain_rat(v):
    return str(int(v)) if v.denominator == 1 else f"{v.numerator}/{v.denominator}"

def build_items():
    items = []
    harp = load("harp/harp_default.jsonl")
    for i, r in enumerate(harp):
        if r.get("multiple_choice_only"): continue
        pr = parse_rational(r["answer"])
        if not pr: continue
        if len(r["problem"]) > 1800 or "[asy]" in r["problem"]: continue
        items.append(dict(bench="harp", src=f"harp/harp_default.jsonl:{i}", q=r["problem"], gold=r["answer"],
                          kind="rat", v=pr[0], deg=pr[1], sol=r.get("solution_1") or ""))
    pert = []
    for f in ("math_perturb/math_perturb_simple.jsonl", "math_perturb/math_perturb_hard.jsonl"):
        for i, r in enumerate(load(f)):
            base = dict(bench="math_perturb", src=f"{f}:{i}", q=r["problem"], gold=r["answer"], sol="")
            if (f, i) in PERTURB_HAND:
                eq, wr = PERTURB_HAND[(f, i)]
                pert.append(dict(base, kind="expr", eq=eq, wr=wr))
                continue
            pr = parse_rational(r["answer"])
            if pr and not (isinstance(r["answer"], float) and False):
                pert.append(dict(base, kind="rat", v=pr[0], deg=pr[1]))
    put = []
    prow = load("putnam/putnam_with_answers.jsonl")
    for i, r in enumerate(prow):
        base = dict(bench="putnam", src=f"putnam/putnam_with_answers.jsonl:{i}", q=r["problem"], gold=r["answer_text"], sol="")
        if i in PUTNAM_HAND:
            eq, wr = PUTNAM_HAND[i]; put.append(dict(base, kind="expr", eq=eq, wr=wr))
        elif i in PUTNAM_WORDS:
            eq, wr = PUTNAM_WORDS[i]; put.append(dict(base, kind="words", eq=eq, wr=wr))
    return items, pert, put

def make_case(it, label, lang):
    P = L[lang]
    q = it["q"]
    # ---- gold / wrong renderings
    if it["kind"] == "rat":
        forms = rat_forms(it["v"], it["deg"], lang)
        G_true = rng.choice(forms)
        G_plain = fmt_rat(it["v"], it["deg"])
        wv = rng.choice(rat_wrongs(it["v"], it["deg"])[:6])
        W = fmt_rat(wv, it["deg"]) if rng.random() < 0.7 else rng.choice(rat_forms(wv, it["deg"], lang)[:3])
        plain_g, plain_w = plain_rat(it["v"]), plain_rat(wv)
    else:
        G_true = rng.choice(it["eq"])
        G_plain = it["eq"][0]
        W = rng.choice(it["wr"])
        plain_g = plain_w = None
    # ---- body
    use_sol = lang == "en" and it["sol"] and rng.random() < 0.85
    if use_sol:
        body = solution_body(it["sol"], rng.choice([400, 900, 1600, 3000]))
    else:
        body = generic_body(lang, q, n_mid=rng.choice([1, 2, 3]))
    restate = rng.random() < 0.12
    if (not label and it["kind"] == "rat" and it["v"].denominator == 1
            and re.search(r"(?<![\d.])" + str(int(it["v"])) + r"(?![\d.])", q) and rng.random() < 0.6):
        restate = True
    if restate and lang == "en":
        body = f"{P['qa']}: {q.strip()}\n\n" + body  # restates the problem first
    bits = math_bits(q)
    summary = rng.choice(P["start"])
    table_rows = [m(b) for b in bits[:3]] or [rng.choice(P["start"])]
    c = dict(summary=summary, table_rows=table_rows, obs=m(G_plain), pid=it["src"].split("/")[-1])
    words = it["kind"] == "words"
    tnames = WORD_OK if words else list(TEMPLATES)
    if label:
        mode = rng.choice(["direct"] * 5 + ["recovered", "verify_after", "answer_first"] + (["distractor"] if not words else []) + (["code"] if plain_g else []))
    else:
        mode = rng.choice((["wrong_final"] * 3 if not words else []) + ["retract"] * 3 + (["hedge"] * 2 if not words else []) + ["truncated"] * 2 + ["two_finals"] * 2 + (["code_bug"] if plain_g else []))
    tname = rng.choice(tnames)
    F = G_true if label else W
    obs_other = m(W) if label else m(G_plain)
    if mode == "direct":
        out = TEMPLATES[tname](P, body, F, c)
    elif mode == "distractor":
        body2 = body + "\n\n" + P["inter"].format(m(W)) + (" " + rng.choice(EN_MID) if lang == "en" else "")
        c["obs"] = m(W)
        out = TEMPLATES[tname](P, body2, F, c)
    elif mode == "recovered":
        body2 = body + "\n\n" + P["ans"].format(m(W)) + " " + P["wait"] + " " + P["fix"].format(m(G_true))
        c["summary"] = P["fix"].format(m(G_true))
        out = TEMPLATES[tname](P, body2, F, c)
    elif mode == "verify_after":
        out = TEMPLATES[tname](P, body, F, c) + "\n\n" + P["check"]
    elif mode == "answer_first":
        tname = "verbose/answer_first"
        out = TEMPLATES[tname](P, body, F, c)
    elif mode == "code":
        tname = "code/python_output"
        pg = plain_g if lang not in DIGITS else plain_g
        out = code_block(pg, summary) + "\n\n" + P["ans"].format(m(G_true))
    elif mode == "wrong_final":
        body2 = body + "\n\n" + P["inter"].format(m(G_plain)) + " " + P["other"]
        c["summary"] = P["inter"].format(m(G_plain)) + " " + P["other"]
        c["obs"] = m(G_plain)
        out = TEMPLATES[tname](P, body2, F, c)
    elif mode == "retract":
        fix = P["ans"].format(m(G_plain)) + " " + P["wait"] + " " + P["fix"].format(m(W))
        if tname == "verbose/answer_first":
            out = TEMPLATES[tname](P, body + "\n\n" + P["wait"] + " " + P["fix"].format(m(W)), G_plain, c)
        else:
            c["summary"] = fix
            out = TEMPLATES[tname](P, body + "\n\n" + fix, F, c)
    elif mode == "hedge":
        h = P["hedge"].format(m(G_plain), m(W)) if rng.random() < 0.5 else P["hedge"].format(m(W), m(G_plain))
        if rng.random() < 0.5:
            tname = "hedge/prose_only"
            out = body + "\n\n" + h
        else:
            c["summary"] = h
            out = TEMPLATES[tname](P, body + "\n\n" + h, f"{G_plain} \\text{{ or }} {W}", c)
    elif mode == "truncated":
        tb = truncate(body, [G_plain, G_true])
        if len(tb) < 60:
            tb = truncate(generic_body(lang, q, 3), [G_plain, G_true])
        kind = rng.choice(["think_unclosed", "plain_cut", "md_cut"])
        tname = "truncated/" + kind
        out = {"think_unclosed": "<think>\n" + thinkify(tb), "plain_cut": tb, "md_cut": f"## {P['sol']}\n\n" + tb}[kind]
    elif mode == "two_finals":
        body2 = body + "\n\n" + P["thus"].format(m(G_plain))
        c["summary"] = P["thus"].format(m(G_plain))
        out = TEMPLATES[tname](P, body2, F, c)
    elif mode == "code_bug":
        tname = "code/python_output"
        out = (code_block(plain_g, summary) + "\n\n" + P["inter"].format(m(G_plain)) + " " + P["other"] +
               "\n\n" + P["ans"].format("**" + m(W) + "**"))
    style = tname if "/" in tname else tname
    return out, style, mode

def main():
    harp_items, pert, put = build_items()
    rng.shuffle(harp_items); rng.shuffle(pert); rng.shuffle(put)
    plan = [(it, None) for it in harp_items[:276]] + [(it, None) for it in pert[:92]]
    # putnam: use each hand item once, then a second time for some
    pp = put + put[: max(0, 92 - len(put))]
    plan += [(it, None) for it in pp[:92]]
    cases = []
    k = 0
    for it, _ in plan:
        label = (k % 2 == 0) if rng.random() < 0.8 else (rng.random() < 0.5)
        k += 1
        lang = pick_lang()
        resp, style, mode = make_case(it, label, lang)
        cases.append(dict(benchmark=it["bench"], source_row=it["src"], question=it["q"], gold=it["gold"],
                          response=resp, label=label, style=style, language=lang, _mode=mode))
    rng.shuffle(cases)
    dbg = open(os.environ.get("ZI_DEBUG", os.devnull), "w")
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
        for n, c in enumerate(cases, 1):
            dbg.write(json.dumps({"id": f"zi-{n:04d}", "mode": c.pop("_mode")}) + "\n")
            row = dict(id=f"zi-{n:04d}", **c)
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    write_readme(cases)

def write_readme(cases):
    def tab(counter, title):
        s = f"\n### {title}\n\n| value | n |\n|---|---|\n"
        for k_, v_ in sorted(counter.items(), key=lambda x: (-x[1], str(x[0]))):
            s += f"| {k_} | {v_} |\n"
        return s
    txt = ("# ZI: blind labelled responses for a math answer grader\n\n"
           "Regenerate (standard library only, fixed seed, reads `/work/shared/data` or `$ZI_DATA`):\n\n"
           "```\npython3 make_cases.py\n```\n\n"
           f"Total cases: {len(cases)}\n")
    txt += tab(Counter(str(c['label']).lower() for c in cases), "By label")
    txt += tab(Counter(c['benchmark'] for c in cases), "By benchmark")
    txt += tab(Counter(c['language'] for c in cases), "By language")
    txt += tab(Counter(c['style'].split('/')[0] for c in cases), "By format")
    txt += tab(Counter(c['style'] for c in cases), "By format/subtype")
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(txt)

if __name__ == "__main__":
    main()
