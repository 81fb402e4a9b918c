#!/usr/bin/env python3
"""Blind labeled set R for a math answer grader. Deterministic: fixed seed, stdlib only.
Usage: python3 make_cases.py [DATA_DIR]   (default /work/shared/data) -> writes cases.jsonl next to this file."""
import json, os, re, sys, random
from fractions import Fraction

DATA = sys.argv[1] if len(sys.argv) > 1 else "/work/shared/data"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases.jsonl")
rng = random.Random(20251202)

def load(rel):
    with open(os.path.join(DATA, rel), encoding="utf-8") as f:
        return [json.loads(l) for l in f]

# ---------------- number rendering helpers ----------------
ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
def words(n):
    if n < 0: return "negative " + words(-n)
    if n < 20: return ONES[n]
    if n < 100: return TENS[n // 10] + ("-" + ONES[n % 10] if n % 10 else "")
    if n < 1000: return ONES[n // 100] + " hundred" + (" " + words(n % 100) if n % 100 else "")
    if n < 10**6: return words(n // 1000) + " thousand" + (" " + words(n % 1000) if n % 1000 else "")
    return words(n // 10**6) + " million" + (" " + words(n % 10**6) if n % 10**6 else "")
ZH = "零一二三四五六七八九"
def zh_num(n):
    if n < 0: return "负" + zh_num(-n)
    if n < 10: return ZH[n]
    if n < 20: return "十" + (ZH[n % 10] if n % 10 else "")
    if n < 100: return ZH[n // 10] + "十" + (ZH[n % 10] if n % 10 else "")
    return None
DIGITS = {"ar": "٠١٢٣٤٥٦٧٨٩", "fa": "۰۱۲۳۴۵۶۷۸۹", "hi": "०१२३४५६७८९", "bn": "০১২৩৪৫৬৭৮৯",
          "ja": "０１２３４５６７８９", "th": "๐๑๒๓๔๕๖๗๘๙"}
def native(s, lang):
    d = DIGITS[lang]
    return "".join(d[int(c)] if c.isdigit() else c for c in s)

# ---------------- value specs ----------------
# spec: dict(canon=str, alts=[equivalent strs], wrongs=[non-equivalent strs], kind=str)
def int_spec(v):
    alts = [str(v), str(v), "%d" % v]
    if abs(v) >= 1000:
        alts += ["{:,}".format(v), "{:,}".format(v).replace(",", "{,}"), "{:,}".format(v).replace(",", "\\,")]
        e = len(str(abs(v))) - 1; m = str(abs(v)); m = (m[0] + "." + m[1:]).rstrip("0").rstrip(".")
        alts.append("%s%s \\times 10^{%d}" % ("-" if v < 0 else "", m, e))
    if 0 <= v <= 9999:
        alts.append("\\text{%s}" % words(v))
    alts += ["%d.0" % v, "\\mathbf{%d}" % v]
    ws = [v + 1, v - 1, v + 2, v * 10 if v else 10, -v if v else 3, v - 10]
    ws = [w for w in ws if w != v]
    return dict(canon=str(v), alts=alts, wrongs=[str(w) for w in ws], kind="int", ival=v)

def frac_spec(p, q):
    fr = Fraction(p, q); p, q = fr.numerator, fr.denominator
    sg = "-" if p < 0 else ""; a = abs(p)
    alts = ["%s\\frac{%d}{%d}" % (sg, a, q), "%s\\dfrac{%d}{%d}" % (sg, a, q), "%d/%d" % (p, q),
            "%s\\frac{%d}{%d}" % (sg, 2 * a, 2 * q), "\\tfrac{%d}{%d}" % (p, q) if p > 0 else "-\\tfrac{%d}{%d}" % (a, q)]
    qq = q
    for f in (2, 5):
        while qq % f == 0: qq //= f
    if qq == 1:
        dec = ("%.10f" % (p / q)).rstrip("0").rstrip(".")
        alts += [dec, dec]
    if a > q and q > 1:
        alts.append("%s%d\\frac{%d}{%d}" % (sg, a // q, a % q, q) if a % q else alts[0])
    ws = []
    if a != q: ws.append("%s\\frac{%d}{%d}" % (sg, q, a))
    ws += ["%s\\frac{%d}{%d}" % (sg, a + 1, q), "%s\\frac{%d}{%d}" % (sg, a, q + 1)]
    if qq != 1:
        ws.append(("%.2f" % (p / q)))  # rounded decimal: not equal
    return dict(canon=alts[0], alts=alts, wrongs=ws, kind="frac")

def H(canon, alts, wrongs, kind="expr"):
    return dict(canon=canon, alts=alts, wrongs=wrongs, kind=kind)

INT_RE = re.compile(r"^\$?\s*(-?\d+)\s*\$?$")
FRAC_RE = re.compile(r"^\$?\s*(-?)\\[dt]?frac\s*\{(\d+)\}\s*\{(\d+)\}\s*\$?$")
SLASH_RE = re.compile(r"^\$?\s*(-?\d+)/(\d+)\s*\$?$")
def auto_spec(ans):
    if isinstance(ans, bool): return None
    if isinstance(ans, int): return int_spec(ans)
    if isinstance(ans, float):
        s = repr(ans); fr = Fraction(s)
        sp = frac_spec(fr.numerator, fr.denominator) if fr.denominator != 1 else int_spec(int(fr))
        sp["alts"] = [s, s, s + "0", "%s" % s] + [a for a in sp["alts"] if "frac" in a][:2]
        sp["canon"] = s
        sp["wrongs"] = [repr(round(ans + 0.1, 4)), repr(round(ans * 10, 4)), repr(round(ans - 1, 4))]
        return sp
    m = INT_RE.match(ans)
    if m: return int_spec(int(m.group(1)))
    m = FRAC_RE.match(ans)
    if m and int(m.group(3)) != 0:
        v = int(m.group(2)) * (-1 if m.group(1) else 1)
        if Fraction(v, int(m.group(3))).denominator == 1: return None
        return frac_spec(v, int(m.group(3)))
    m = SLASH_RE.match(ans)
    if m and int(m.group(2)) != 0 and Fraction(int(m.group(1)), int(m.group(2))).denominator != 1:
        return frac_spec(int(m.group(1)), int(m.group(2)))
    return None

# ---------------- hand-specified unusual golds ----------------
MP_HAND = {
    "0 or 4": H("0 \\text{ or } 4", ["4 \\text{ or } 0", "x=0 \\text{ or } x=4", "\\{0, 4\\}", "0, 4"], ["4", "0", "0 \\text{ or } -4"], "list"),
    "11\\sqrt{3}/2": H("\\frac{11\\sqrt{3}}{2}", ["\\frac{11\\sqrt3}{2}", "\\tfrac{11}{2}\\sqrt{3}", "5.5\\sqrt{3}"], ["11\\sqrt{3}", "\\frac{11\\sqrt{2}}{2}", "\\frac{11}{2}"]),
    "\\emptyset": H("\\emptyset", ["\\varnothing", "\\{\\}", "\\text{no solutions (the empty set)}"], ["\\{0\\}", "\\mathbb{R}"], "set"),
    "(2^6) *( 3^4) * (5^2)": H("129600", ["129{,}600", "2^6 \\cdot 3^4 \\cdot 5^2", "129,600"], ["129500", "2^6 \\cdot 3^4 \\cdot 5", "64800"]),
    "4\\pi-8": H("4\\pi-8", ["-8+4\\pi", "4(\\pi-2)"], ["4\\pi+8", "8-4\\pi", "2\\pi-8"]),
    "3\\sqrt{3}/4": H("\\frac{3\\sqrt{3}}{4}", ["\\frac{3}{4}\\sqrt{3}", "0.75\\sqrt3"], ["\\frac{3\\sqrt{3}}{2}", "\\frac{\\sqrt{3}}{4}"]),
    "\\sqrt{2}-1": H("\\sqrt{2}-1", ["-1+\\sqrt{2}", "\\frac{1}{\\sqrt{2}+1}"], ["\\sqrt{2}+1", "1-\\sqrt{2}"]),
    "5^{2/3}": H("5^{2/3}", ["\\sqrt[3]{25}", "25^{1/3}"], ["5^{3/2}", "\\sqrt{5}"]),
    "[2,10]": H("[2,10]", ["[2, 10]", "2 \\le x \\le 10", "\\{x: 2\\le x\\le 10\\}"], ["(2,10)", "[2,10)", "[-2,10]"], "interval"),
    "270,\\!000": H("270000", ["270{,}000", "270,000", "2.7\\times 10^{5}"], ["27000", "270001", "2.7\\times10^{4}"]),
    "40^\\circ": H("40^\\circ", ["40", "40°", "40\\text{ degrees}"], ["50^\\circ", "140^\\circ", "\\frac{\\pi}{9}\\text{ rad}"], "angle"),
    "\\frac{1}{25}-\\frac{7}{25}i": H("\\frac{1}{25}-\\frac{7}{25}i", ["\\frac{1-7i}{25}", "0.04-0.28i", "-\\frac{7}{25}i+\\frac{1}{25}"], ["\\frac{1}{25}+\\frac{7}{25}i", "\\frac{7}{25}-\\frac{1}{25}i"]),
    "\\infty": H("\\infty", ["+\\infty", "\\text{infinity}"], ["-\\infty", "0"]),
    "A, D, F, G": H("A, D, F, G", ["\\text{A, D, F, G}", "G, F, D, A", "A,D,F,G"], ["A, D, F", "A, D, F, G, H", "A, B, F, G"], "list"),
    "( -\\infty, -4 ] \\cup ( 0 , \\infty )": H("(-\\infty,-4]\\cup(0,\\infty)", ["(0,\\infty)\\cup(-\\infty,-4]", "x\\le -4 \\text{ or } x>0"], ["(-\\infty,-4)\\cup(0,\\infty)", "(-\\infty,-4]\\cup[0,\\infty)"], "interval"),
    "Hardy": H("\\text{Hardy}", ["Hardy", "\\textbf{Hardy}"], ["Ramanujan", "Littlewood"], "word"),
    "\\pm 1": H("\\pm 1", ["1, -1", "-1 \\text{ and } 1", "\\{-1, 1\\}"], ["1", "-1"], "list"),
    "10 or 20": H("10 \\text{ or } 20", ["20 \\text{ or } 10", "10, 20", "\\{10,20\\}"], ["10", "20", "10 \\text{ or } 30"], "list"),
    "NaN": H("\\text{NaN}", ["NaN"], ["0", "\\infty"], "word"),
    "y=-3x-3": H("y=-3x-3", ["y=-3(x+1)", "3x+y+3=0"], ["y=3x-3", "y=-3x+3"], "equation"),
    "1.40": H("1.40", ["1.4", "\\frac{7}{5}", "1\\tfrac{2}{5}"], ["1.04", "1.41", "14"]),
    "x^2+x-1": H("x^2+x-1", ["x^{2}+x-1", "-1+x+x^2"], ["x^2-x-1", "x^2+x+1"], "poly"),
    "37/72": H("\\frac{37}{72}", ["37/72", "\\dfrac{37}{72}"], ["\\frac{35}{72}", "0.51", "\\frac{72}{37}"]),
    "\\begin{pmatrix} 4/9 \\\\ -1/9 \\\\ -8/9 \\end{pmatrix}": H("\\begin{pmatrix} 4/9 \\\\ -1/9 \\\\ -8/9 \\end{pmatrix}", ["\\begin{pmatrix} \\frac49 \\\\ -\\frac19 \\\\ -\\frac89 \\end{pmatrix}", "\\frac{1}{9}\\begin{pmatrix} 4 \\\\ -1 \\\\ -8 \\end{pmatrix}"], ["\\begin{pmatrix} 4/9 \\\\ 1/9 \\\\ -8/9 \\end{pmatrix}", "\\begin{pmatrix} -4/9 \\\\ 1/9 \\\\ 8/9 \\end{pmatrix}"], "vector"),
}
HARP_HAND = {
    "$300\\%$": H("300\\%", ["300\\%", "300 \\text{ percent}", "300\\,\\%"], ["200\\%", "30\\%"], "percent"),
    "$0,1,2\\text{ and }4$": H("0,1,2,4", ["0, 1, 2, \\text{ and } 4", "\\{4, 2, 1, 0\\}", "0,1,2\\text{ and }4"], ["0,1,2,3,4", "1,2,4", "0,1,2"], "list"),
    "$24\\text{ in}^{3}$": H("24\\text{ in}^3", ["24", "24 \\text{ cubic inches}", "24\\,\\mathrm{in}^3"], ["20\\text{ in}^3", "12\\text{ in}^3", "48\\text{ in}^3"], "units"),
    "$1:4$": H("1:4", ["1 : 4", "\\frac{1}{4}", "1\\text{ to }4"], ["4:1", "1:3", "1:2"], "ratio"),
    "$34\\text{ mph}$": H("34\\text{ mph}", ["34", "34 \\text{ miles per hour}", "34\\,\\mathrm{mi/h}"], ["43\\text{ mph}", "35\\text{ mph}", "32\\text{ mph}"], "units"),
    "$5\\text{:}30\\text{ p.m.}$": H("5\\text{:}30\\text{ p.m.}", ["5:30 \\text{ PM}", "17:30", "5{:}30\\text{ pm}"], ["5:30 \\text{ a.m.}", "6:30\\text{ p.m.}", "5:00\\text{ p.m.}"], "time"),
    "$\\text{Only }4\\text{ and }5$": H("\\text{Only } 4 \\text{ and } 5", ["4 \\text{ and } 5", "\\{4, 5\\}", "5 \\text{ and } 4 \\text{ only}"], ["4 \\text{ only}", "3, 4, \\text{ and } 5", "5 \\text{ only}"], "list"),
    "$20, - 5$": H("20, -5", ["-5, 20", "20 \\text{ and } -5", "\\{20,-5\\}"], ["20", "-20, 5", "20, 5"], "list"),
    "$(3,3)$": H("(3,3)", ["(3, 3)", "x=3,\\ y=3", "\\left(3,3\\right)"], ["(3,-3)", "(-3,3)", "(3,2)"], "point"),
    "$9\\text{ or }3$": H("9 \\text{ or } 3", ["3 \\text{ or } 9", "3, 9", "\\{3,9\\}"], ["9", "3", "9 \\text{ or } -3"], "list"),
    "$3+\\sqrt6$": H("3+\\sqrt6", ["\\sqrt{6}+3", "3+\\sqrt{6}", "3+6^{1/2}"], ["3-\\sqrt6", "3+\\sqrt5", "3\\sqrt6"]),
    "$2\\sqrt{13}$": H("2\\sqrt{13}", ["\\sqrt{52}", "2\\sqrt{13}", "2 \\cdot 13^{1/2}"], ["\\sqrt{13}", "4\\sqrt{13}", "2\\sqrt{3}"]),
    "$\\sqrt{85}$": H("\\sqrt{85}", ["85^{1/2}", "\\sqrt{85}"], ["85", "\\sqrt{58}", "\\sqrt{87}"]),
    "$10\\frac{2}{3}$": H("10\\frac{2}{3}", ["\\frac{32}{3}", "32/3", "10\\tfrac23"], ["10\\frac{1}{3}", "\\frac{31}{3}", "10.6"]),
    "$28\\%$": H("28\\%", ["28 \\text{ percent}", "28\\%", "28\\,\\%"], ["72\\%", "2.8\\%"], "percent"),
    "$2: 5$": H("2:5", ["2 : 5", "\\frac{2}{5}", "2\\text{ to }5"], ["5:2", "2:3"], "ratio"),
    "$\\text{the square of the volume}$": H("\\text{the square of the volume}", ["\\text{(volume)}^2", "\\text{the volume squared}"], ["\\text{the cube of the volume}", "\\text{the volume}"], "sentence"),
    "$8\\text{ ft}$": H("8\\text{ ft}", ["8", "8\\text{ feet}", "96\\text{ inches}"], ["6\\text{ ft}", "4\\text{ ft}", "9\\text{ ft}"], "units"),
    "$125\\%$": H("125\\%", ["125\\%", "125 \\text{ percent}"], ["25\\%", "12.5\\%"], "percent"),
    "$6a$": H("6a", ["6 a", "a\\cdot 6", "6\\cdot a"], ["6", "6a^2", "3a"], "expr"),
    "$r^{2}$": H("r^{2}", ["r^2", "r\\cdot r"], ["r", "2r", "r^3"], "expr"),
    "$\\frac{xy}{x+y}$": H("\\frac{xy}{x+y}", ["\\frac{1}{\\frac1x+\\frac1y}", "\\dfrac{xy}{y+x}", "xy/(x+y)"], ["\\frac{x+y}{xy}", "\\frac{xy}{x-y}", "\\frac{x+y}{2}"], "expr"),
}
PUT_HAND = {
    7: H("n^2-n+2", ["n^2+2-n", "n(n-1)+2", "2+n^{2}-n"], ["n^2-n+1", "n^2+n+2"]),
    9: H("2^{n-1}", ["\\frac{2^n}{2}", "2^{n-1}"], ["2^n", "2^{n}-1"]),
    13: H("8", ["8", "\\text{eight}", "8"], ["7", "16", "4"]),
    17: H("p^2+p", ["p(p+1)", "p+p^2"], ["p^2-p", "p^2+1"]),
    23: H("a=11,\\ b=8", ["(a,b)=(11,8)", "a = 11 \\text{ and } b = 8", "b=8,\\ a=11"], ["a=8,\\ b=11", "a=11,\\ b=9", "(a,b)=(8,11)"], "tuple"),
    64: H("\\frac{\\pi}{4}", ["\\pi/4", "\\frac{1}{4}\\pi", "0.25\\pi"], ["\\frac{\\pi}{2}", "\\frac{\\pi}{8}"]),
    65: H("\\frac{1}{e}", ["e^{-1}", "1/e"], ["e", "\\frac{1}{e^2}"]),
    77: H("\\frac{\\pi}{2}\\ln\\pi", ["\\frac{\\pi\\ln\\pi}{2}", "\\frac{\\pi}{2}\\log \\pi", "\\ln\\left(\\pi^{\\pi/2}\\right)"], ["\\pi\\ln\\pi", "\\frac{\\pi}{2}\\ln 2"]),
    86: H("\\ln\\frac{4}{\\pi}", ["2\\ln 2-\\ln\\pi", "\\log(4/\\pi)", "-\\ln\\frac{\\pi}{4}"], ["\\ln\\frac{\\pi}{4}", "\\ln 4"]),
    96: H("e^d-1", ["-1+e^{d}", "e^{d}-1"], ["e^d", "e^d+1", "e^{d-1}"]),
    105: H("\\frac{\\pi}{2}", ["\\pi/2", "\\tfrac{\\pi}{2}", "\\frac12\\pi"], ["\\pi", "\\frac{\\pi}{4}"]),
    125: H("2n", ["2n", "2 n", "n+n"], ["n", "2n-1", "n^2"]),
    132: H("n!+2^n", ["2^n+n!", "n! + 2^{n}"], ["n!+2n", "(n+2)!", "n!\\cdot 2^n"]),
    150: H("2n-3", ["-3+2n", "2(n-1)-1"], ["2n-2", "2n+3"]),
    151: H("4+\\pi", ["\\pi+4", "4+\\pi"], ["4\\pi", "4-\\pi", "2+\\pi"]),
    159: H("(-\\infty,1)", ["(-\\infty, 1)", "\\{x : x<1\\}", "x<1"], ["(-\\infty,1]", "(1,\\infty)", "(-1,1)"], "interval"),
    199: H("\\frac{2}{e}", ["2/e", "2e^{-1}"], ["\\frac{e}{2}", "\\frac{1}{e}"]),
    205: H("6\\pi^2", ["6\\pi^{2}", "\\pi^2\\cdot 6"], ["6\\pi", "3\\pi^2", "12\\pi^2"]),
    206: H("\\frac{n+1}{3}", ["(n+1)/3", "\\frac{n}{3}+\\frac{1}{3}"], ["\\frac{n-1}{3}", "\\frac{n+1}{2}"]),
    209: H("\\binom{n}{2}+1", ["\\frac{n(n-1)}{2}+1", "{n \\choose 2}+1", "\\frac{n^2-n+2}{2}"], ["\\binom{n}{2}", "\\binom{n+1}{2}+1"]),
    210: H("2^k", ["2^{k}"], ["2^{k}-1", "2k", "2^{k+1}"]),
    218: H("2^{n+1}", ["2\\cdot 2^n", "2^{n+1}"], ["2^n+1", "2^n", "2^{n-1}"]),
    222: H("\\frac{\\sqrt 2}{2}", ["\\frac{1}{\\sqrt2}", "\\frac{\\sqrt{2}}{2}", "2^{-1/2}"], ["\\sqrt{2}", "\\frac{1}{2}"]),
    257: H("\\log\\frac{4}{3}", ["\\ln 4-\\ln 3", "\\ln\\left(\\frac43\\right)", "2\\ln 2-\\ln 3"], ["\\log\\frac{3}{4}", "\\frac{4}{3}"]),
    265: H("\\frac{\\pi^2}{16}", ["\\pi^2/16", "\\left(\\frac{\\pi}{4}\\right)^2"], ["\\frac{\\pi^2}{8}", "\\frac{\\pi}{16}"]),
    268: H("\\frac{3\\pi}{8}", ["\\frac38\\pi", "3\\pi/8"], ["\\frac{3\\pi}{4}", "\\frac{\\pi}{8}"]),
    270: H("e-1", ["-1+e", "e - 1"], ["e", "e+1", "1-e"]),
    277: H("(\\ln 2)^2", ["\\ln^2 2", "(\\log 2)^2", "\\left(\\ln 2\\right)^{2}"], ["\\ln 4", "2\\ln 2", "\\ln 2"]),
    287: H("\\frac{p-1}{2}", ["(p-1)/2", "\\frac{p}{2}-\\frac12"], ["\\frac{p+1}{2}", "p-1"]),
    288: H("5n+1", ["1+5n", "5n + 1"], ["5n-1", "5n"]),
    201: H("\\frac{\\pi}{8}\\log 2", ["\\frac{\\pi\\ln 2}{8}", "\\frac{\\pi}{8}\\ln 2"], ["\\frac{\\pi}{8}", "\\frac{\\pi}{4}\\ln 2"]),
    6: H("\\text{No such functions exist.}", ["\\text{There is no such function.}", "\\text{none}"], ["f(x)=x", "f(x)=0"], "sentence"),
    53: H("\\text{Not necessarily.}", ["\\text{No}", "\\text{No, not necessarily}"], ["\\text{Yes}", "\\text{Yes, always}"], "sentence"),
    22: H("P(x)=x", ["\\text{the identity } P(x)=x", "P(x)=x \\text{ only}"], ["P(x)=x+c", "P(x)=x^2"], "function"),
    41: H("\\text{No such } B \\text{ exists}", ["\\text{none exists}", "\\text{Such } B \\text{ does not exist.}"], ["B = I", "B = 0"], "sentence"),
}
PUT_INT = {3: 2, 12: 5, 14: 8, 28: 3, 30: 11, 33: 25, 39: 7, 54: 2, 72: -1, 82: 2301, 87: 2, 90: 4, 92: 8, 97: 87,
           103: 18, 104: 3, 110: 0, 112: 1984, 116: 1, 118: 6, 147: 1992, 152: 3984, 171: 28, 178: 6, 181: 1, 184: 3,
           189: 3, 214: 4, 220: 2, 221: -1, 226: 0, 231: 2020050, 235: 3, 239: 10053, 250: -1, 251: 3, 259: 13725,
           264: 4, 266: 8, 274: 1, 276: 16}
PUT_FRAC = {10: (1, 2), 47: (-7, 8), 52: (2, 3), 55: (7, 4), 69: (1, 8), 84: (2, 9), 108: (2, 5), 143: (1, 3),
            183: (9, 32), 211: (1, 16), 240: (3, 2), 253: (3, 7), 254: (1, 3), 260: (4, 7), 263: (17, 21), 269: (5, 6), 281: (480, 49)}
PUT_VAR = {3: "a", 12: "a", 39: "a", 54: "k", 90: "p", 47: "k", 240: "S", 260: "L", 65: "u"}

# ---------------- response templates ----------------
# each: (style, fn(final, other, ctx) -> text). 'final' is the committed answer, 'other' a discarded value.
def q_snip(ctx):
    q = re.sub(r"\s+", " ", ctx["q"])
    return q[:90] + ("..." if len(q) > 90 else "")

T = []
def tpl(style):
    def deco(fn): T.append((style, fn)); return fn
    return deco

@tpl("plain/boxed-prose")
def _(f, o, c):
    return ("We set up the problem carefully.\n\nA first attempt gives $%s$, but that ignores one of the constraints in the statement, so we redo the last step.\n\n"
            "Taking every condition into account, the result is\n$$\\boxed{%s}$$" % (o, f))

@tpl("think/deepseek-r1")
def _(f, o, c):
    return ("<think>\nOkay, so the problem says: %s\n\nLet me try the direct approach. Hmm, I get %s... wait, no. I dropped a term when I simplified. "
            "Let me redo that.\n\nRedoing it carefully: the term I dropped changes things, and now I get %s. Let me sanity-check with a small case... yes, consistent.\n</think>\n\n"
            "**Solution.** After simplifying and checking against a small case, we obtain\n\n$$\\boxed{%s}$$" % (q_snip(c), o, f, f))

@tpl("tokens/gpt-oss-harmony")
def _(f, o, c):
    return ("<|channel|>analysis<|message|>We need to compute the requested quantity. Try: result maybe %s? Check constraints: fails for boundary. "
            "Recompute including boundary: gives %s. Good.<|end|><|start|>assistant<|channel|>final<|message|>**Answer:** %s<|return|>" % (o, f, f))

@tpl("tokens/qwen-chatml")
def _(f, o, c):
    return ("<|im_start|>assistant\n<think>\nCandidate from the quick estimate: %s. That estimate double counts, so correct it.\nCorrected value: %s.\n</think>\n\n"
            "Correcting for the double counting, the answer is $\\boxed{%s}$.<|im_end|>" % (o, f, f))

@tpl("tokens/llama3-header")
def _(f, o, c):
    return ("<|start_header_id|>assistant<|end_header_id|>\n\n## Step 1: Understand the problem\nWe are asked: %s\n\n## Step 2: A naive computation\nA naive computation gives $%s$, which does not satisfy the original condition.\n\n"
            "## Step 3: Correct computation\nAccounting for the condition yields $%s$.\n\nThe final answer is: $\\boxed{%s}$<|eot_id|>" % (q_snip(c), o, f, f))

@tpl("tokens/gemma-turn")
def _(f, o, c):
    return ("<start_of_turn>model\nLet's think step by step.\n\n*   Initial guess: $%s$ (rejected after substitution)\n*   Verified value: $%s$\n\n**Final answer:** $%s$<end_of_turn>" % (o, f, f))

@tpl("markdown/heading-table")
def _(f, o, c):
    return ("## Solution\n\n| Attempt | Value | Check |\n|---|---|---|\n| 1 | $%s$ | ✗ fails the condition |\n| 2 | $%s$ | ✓ |\n\n### Answer\n\n> **$%s$**" % (o, f, f))

@tpl("agent/json-object")
def _(f, o, c):
    return json.dumps({"reasoning": "Initial computation gave %s but it violated a constraint; recomputed." % o, "rejected_candidates": [o], "final_answer": f}, ensure_ascii=False, indent=2)

@tpl("agent/openai-tool-call")
def _(f, o, c):
    return json.dumps({"role": "assistant", "content": None, "tool_calls": [{"id": "call_7Qx2", "type": "function", "function": {"name": "submit_answer", "arguments": json.dumps({"answer": f, "confidence": 0.86, "notes": "discarded %s after checking" % o})}}]})

@tpl("agent/code-exec")
def _(f, o, c):
    return ("Let me verify numerically.\n\n```python\ncandidates = ['%s', '%s']\nok = [c for c in candidates if check(c)]\nprint(ok)\n```\n```output\n['%s']\n```\n"
            "Only one candidate survives the check, so the answer is $\\boxed{%s}$." % (o.replace("\\", "\\\\"), f.replace("\\", "\\\\"), f.replace("\\", "\\\\"), f))

@tpl("terse/bare")
def _(f, o, c):
    return f

@tpl("terse/minerva")
def _(f, o, c):
    return "Final Answer: The final answer is $%s$. I hope it is correct." % f

@tpl("plain/answer-line-end")
def _(f, o, c):
    return ("Step 1. Translate the conditions into equations.\nStep 2. Solve; note that $%s$ is extraneous (it makes a denominator vanish).\nStep 3. Check the remaining value.\n\nANSWER: %s" % (o, f))

@tpl("think/magistral")
def _(f, o, c):
    return "[THINK]Hmm. %s? No — recheck arithmetic. It's %s.[/THINK]\nAfter rechecking the arithmetic, the result is $\\boxed{%s}$." % (o, f, f)

@tpl("think/cohere-command-a")
def _(f, o, c):
    return "<|START_THINKING|>Try %s first; it fails. Then %s works.<|END_THINKING|><|START_RESPONSE|>The answer is **%s**.<|END_RESPONSE|>" % (o, f, f)

@tpl("think/openthoughts-solution")
def _(f, o, c):
    return ("<|begin_of_thought|>\n\nFirst pass: %s. Second pass found an arithmetic slip; corrected value %s.\n\n<|end_of_thought|>\n\n<|begin_of_solution|>\n\n"
            "Correcting the slip from the first pass, we find the value to be $\\boxed{%s}$.\n\n<|end_of_solution|>" % (o, f, f))

@tpl("think/kimi")
def _(f, o, c):
    return "◁think▷Compute... get %s? sign error. Fix sign → %s.◁/think▷Fixing the sign error, the answer is $%s$." % (o, f, f)

@tpl("xml/answer-tag")
def _(f, o, c):
    return "<reasoning>\nThe value $%s$ appears at an intermediate stage but is not what is asked.\nThe requested quantity evaluates to $%s$.\n</reasoning>\n<answer>%s</answer>" % (o, f, f)

@tpl("agent/smolagents-final")
def _(f, o, c):
    return ("Thought: The previous observation printed %s, but that was for the wrong case. Recomputed below.\nCode:\n```py\nfinal_answer(r\"%s\")\n```<end_code>" % (o, f))

@tpl("tokens/deepseek-v3")
def _(f, o, c):
    return "<｜Assistant｜><think>\nguess %s, wrong. recompute → %s\n</think>\n\nRecomputing gives the answer \\(\\boxed{%s}\\).<｜end▁of▁sentence｜>" % (o, f, f)

@tpl("plain/boxed-textbf")
def _(f, o, c):
    return "Eliminating the extraneous root $%s$, we are left with \\[\\boxed{\\textbf{%s}}\\]" % (o, f) if "\\" not in f else \
           "Eliminating the extraneous root $%s$, we are left with \\[\\boxed{\\mathbf{%s}}\\]" % (o, f)

@tpl("plain/truncated-after-answer")
def _(f, o, c):
    return ("So the answer is $\\boxed{%s}$.\n\nTo double-check, a second method: if we instead had taken $%s$, the original equation would fail because the left side becomes la" % (f, o))

@tpl("tokens/phi-assistant")
def _(f, o, c):
    return "<|assistant|>\nNot $%s$ (that is the value before the final subtraction). Therefore, **the answer is $%s$**.<|end|>" % (o, f)


@tpl("tokens/mistral-inst")
def _(f, o, c):
    return "[/INST] Let me reconsider: the value $%s$ counts the empty arrangement, which is not allowed. Removing it, the answer is $%s$.</s>" % (o, f)

@tpl("agent/react-final-answer")
def _(f, o, c):
    return "Thought: I computed %s earlier, but the tool result shows I used the wrong modulus.\nAction: python\nAction Input: recompute()\nObservation: %s\nThought: I now know the final answer.\nFinal Answer: %s" % (o, f, f)

@tpl("chat/emoji-conversational")
def _(f, o, c):
    return "Great question! 😊 A lot of people get **%s** here because they forget the restriction in the problem. Once you take it into account, you get **%s**. Hope that helps! 🎉" % (o, f)

@tpl("html/rendered")
def _(f, o, c):
    return "<p>Discarding <code>%s</code> (extraneous), we obtain:</p>\n<p><strong>Answer:</strong> <span class=\"math\">\\(%s\\)</span></p>" % (o, f)

@tpl("latex/fbox-align")
def _(f, o, c):
    return "\\begin{align*}\n\\text{naive} &= %s \\quad(\\text{rejected})\\\\\n\\text{result} &= %s\n\\end{align*}\nHence the answer is \\fbox{$%s$}." % (o, f, f)

@tpl("markdown/bullet-summary")
def _(f, o, c):
    return "**Summary**\n- Rejected: $%s$ (violates the hypothesis)\n- Accepted: $%s$\n\n**Final:** $%s$" % (o, f, f)

LANGS = [
    ("zh", "我们先尝试 ${o}$，但代入检验后不成立。\n经过重新计算，最终答案是 $\\boxed{{{f}}}$。"),
    ("zh", "### 解答\n\n1. 初步结果：${o}$（有误，漏掉了边界情况）\n2. 修正后：${f}$\n\n**答案：${f}$**"),
    ("ja", "最初は ${o}$ と考えましたが、条件を満たしません。\nよって、答えは **${f}$** です。"),
    ("ko", "처음에 ${o}$을(를) 얻었지만 검산 결과 틀렸습니다.\n따라서 정답은 $\\boxed{{{f}}}$입니다."),
    ("ru", "Сначала получаем ${o}$, но это не удовлетворяет условию.\n**Ответ:** ${f}$."),
    ("ar", "جربنا أولاً القيمة ${o}$ لكنها لا تحقق الشرط.\nإذن الإجابة النهائية هي: ${f}$"),
    ("hi", "पहले हमें ${o}$ मिला, लेकिन जाँच करने पर यह गलत निकला।\nअतः अंतिम उत्तर ${f}$ है।"),
    ("vi", "Ban đầu ta thử ${o}$ nhưng không thỏa mãn điều kiện.\nVậy đáp án là $\\boxed{{{f}}}$."),
    ("fr", "On obtient d'abord ${o}$, mais cette valeur ne convient pas.\n**Réponse finale :** ${f}$"),
    ("es", "Primero probamos con ${o}$, pero no cumple la condición.\nPor lo tanto, la respuesta es $\\boxed{{{f}}}$."),
    ("de", "Zunächst erhält man ${o}$, was die Bedingung jedoch nicht erfüllt.\n**Ergebnis:** ${f}$"),
    ("pt", "Inicialmente encontramos ${o}$, mas esse valor não satisfaz a condição.\nPortanto, a resposta é **${f}$**."),
    ("fa", "ابتدا مقدار ${o}$ به دست آمد اما در شرط صدق نمی‌کند.\nپاسخ نهایی: ${f}$"),
    ("bn", "প্রথমে ${o}$ পাওয়া গেল, কিন্তু তা শর্ত পূরণ করে না।\nউত্তর: ${f}$"),
    ("th", "ตอนแรกได้ ${o}$ แต่ไม่เป็นไปตามเงื่อนไข\nดังนั้นคำตอบคือ ${f}$"),
    ("it", "In un primo momento si ottiene ${o}$, che però non soddisfa la condizione.\nQuindi la risposta è $\\boxed{{{f}}}$."),
    ("tr", "Önce ${o}$ bulunur, ancak koşulu sağlamaz.\nDolayısıyla cevap ${f}$ olur."),
    ("id", "Awalnya diperoleh ${o}$, tetapi tidak memenuhi syarat.\nJadi, jawabannya adalah $\\boxed{{{f}}}$."),
]
NATIVE_OK = {"ar", "fa", "hi", "bn", "ja", "th"}

def render_lang(lang, fmt, f, o, ints):
    if lang in NATIVE_OK and ints:
        f2, o2 = native(f, lang), native(o, lang)
        fmt2 = fmt.replace("$\\boxed{{{f}}}$", "{f}").replace("${f}$", "{f}").replace("${o}$", "{o}")
        return fmt2.format(f=f2, o=o2), "lang-native-digits"
    return fmt.format(f=f, o=o), "lang"

# negative-only shapes (gold value 'g' appears, final is 'w' or nothing)
NEG = []
def neg(style):
    def deco(fn): NEG.append((style, fn)); return fn
    return deco
@neg("negative/hedge-two-values")
def _(g, w, c): return "Depending on whether the endpoint is included, the answer is either $%s$ or $%s$. I cannot decide between them without more information." % (g, w)
@neg("negative/hedge-boxed-both")
def _(g, w, c): return "There are two natural readings of the problem.\n\nReading 1: $\\boxed{%s}$\n\nReading 2: $\\boxed{%s}$" % (w, g) if c["r"] < 0.5 else \
    "There are two natural readings of the problem.\n\nReading 1: $\\boxed{%s}$\n\nReading 2: $\\boxed{%s}$" % (g, w)
@neg("negative/retracted-answer")
def _(g, w, c): return "**Answer: $%s$**\n\n---\n\nWait, that's not right. I misread the question: it asks for a different configuration. Redoing the count:\n\n**Revised answer: $%s$**" % (g, w)
@neg("negative/truncated-unfinished")
def _(g, w, c): return "<think>\nLet me set up coordinates. After expanding, one candidate is %s, but I still need to check whether the boundary case is allowed, which would change the result. Checking the boundary: substitute into the second equation, we get (3 - t)^2 + " % g
@neg("negative/truncated-midtrace")
def _(g, w, c): return "Step 1: The intermediate sum is $%s$.\nStep 2: Now subtract the overcounted configurations. There are" % g
@neg("negative/think-final-mismatch")
def _(g, w, c): return "<think>\nCareful computation gives %s. That's the answer.\n</think>\n\n**Final answer:** $\\boxed{%s}$" % (g, w)
@neg("negative/different-quantity")
def _(g, w, c): return "Solving the system, the auxiliary parameter is $t = %s$. Substituting back into the expression for the requested quantity gives\n\n$$\\boxed{%s}$$" % (g, w)
@neg("negative/json-intermediate")
def _(g, w, c): return json.dumps({"steps": [{"step": 1, "result": g}, {"step": 2, "result": w}], "answer": w}, ensure_ascii=False)
@neg("negative/code-printed-then-changed")
def _(g, w, c): return "```python\nprint(solve())\n```\n```output\n%s\n```\nThe code computes the count *including* the degenerate case, which must be excluded, so the answer is $%s$." % (g, w)
@neg("negative/question-back")
def _(g, w, c): return "If the problem intends the strict inequality the value is $%s$; if not, it is $%s$. Could you clarify which interpretation you mean?" % (g, w)

POS_EXTRA = []
@POS_EXTRA.append
def _pos_think_mismatch(g, w, c):
    return ("think/final-overrides-trace", "<think>\nI keep getting %s. Hmm, let me leave it.\n</think>\n\nOn a careful recheck outside the scratch work, the value %s comes from an arithmetic slip; the correct value is\n\n$$\\boxed{%s}$$" % (w, w, g))

# ---------------- build pools ----------------
pools = []  # (benchmark, source_row, question, gold_raw, spec, mcq_info)
def add(bm, rel, i, q, gold, spec, mcq=None):
    pools.append(dict(bm=bm, src="%s:%d" % (rel, i), q=q, gold=gold, spec=spec, mcq=mcq))

# HARP default
rel = "harp/harp_default.jsonl"
hd = load(rel)
ints, fracs, seen = [], [], set()
for i, r in enumerate(hd):
    a = r["answer"]
    if a in HARP_HAND and a not in seen:
        seen.add(a); add("harp", rel, i, r["problem"], a, HARP_HAND[a]); continue
    sp = auto_spec(a)
    if sp and sp["kind"] == "int": ints.append((i, r, sp))
    elif sp: fracs.append((i, r, sp))
for i, r, sp in rng.sample(ints, 150): add("harp", rel, i, r["problem"], r["answer"], sp)
for i, r, sp in rng.sample(fracs, 30): add("harp", rel, i, r["problem"], r["answer"], sp)
# HARP MCQ
rel = "harp/harp_mcq.jsonl"
hm = load(rel)
cand = [(i, r) for i, r in enumerate(hm) if isinstance(r.get("choices"), dict) and r.get("answer_choice") in r["choices"]]
for i, r in rng.sample(cand, 44):
    add("harp", rel, i, r["problem"], r["answer"], None, mcq=r)
# MATH-Perturb
mp_ints, mp_other = [], []
for fn in ("math_perturb/math_perturb_simple.jsonl", "math_perturb/math_perturb_hard.jsonl"):
    for i, r in enumerate(load(fn)):
        a = r["answer"]
        if isinstance(a, str) and a in MP_HAND and a not in seen:
            seen.add(a); add("math_perturb", fn, i, r["problem"], a, MP_HAND[a]); continue
        sp = auto_spec(a)
        if sp and sp["kind"] == "int": mp_ints.append((fn, i, r, sp))
        elif sp: mp_other.append((fn, i, r, sp))
for fn, i, r, sp in rng.sample(mp_ints, 40): add("math_perturb", fn, i, r["problem"], r["answer"], sp)
for fn, i, r, sp in rng.sample(mp_other, 16): add("math_perturb", fn, i, r["problem"], r["answer"], sp)
# Putnam
rel = "putnam/putnam_with_answers.jsonl"
pa = load(rel)
for i, v in PUT_INT.items(): add("putnam", rel, i, pa[i]["problem"], pa[i]["answer_text"], int_spec(v))
for i, (p, q) in PUT_FRAC.items(): add("putnam", rel, i, pa[i]["problem"], pa[i]["answer_text"], frac_spec(p, q))
for i, sp in PUT_HAND.items(): add("putnam", rel, i, pa[i]["problem"], pa[i]["answer_text"], sp)

# ---------------- generate cases ----------------
cases = []
def emit(p, resp, label, style, lang="en"):
    cases.append(dict(benchmark=p["bm"], source_row=p["src"], question=p["q"], gold=p["gold"], response=resp,
                      label=label, style=style, language=lang))

def strip_d(s): return s.strip().strip("$").strip()

ti = 0
for k, p in enumerate(pools):
    if p["mcq"] is not None:
        r = p["mcq"]; L = r["answer_choice"]; val = strip_d(r["choices"][L])
        others = [x for x in sorted(r["choices"]) if x != L and strip_d(r["choices"][x]).replace(" ", "") != val.replace(" ", "")]
        if not others: continue
        WL = rng.choice(others); wv = strip_d(r["choices"][WL])
        mode = k % 4
        if mode == 0:
            emit(p, "Checking each option, only one works.\n\n$\\boxed{\\textbf{(%s) }%s}$" % (L, val), True, "mcq/aops-boxed-letter-value")
        elif mode == 1:
            emit(p, "At first glance $%s$ looks right, which would be choice (%s) — but that misses a case. Re-examining:\n\n**Answer: (%s) $%s$**" % (val, L, WL, wv), False, "mcq/wrong-letter-after-right-value")
        elif mode == 2:
            emit(p, "<think>\nOption %s gives %s — doesn't fit. Option %s gives %s — fits.\n</think>\nThe correct option is **%s**, i.e. $%s$." % (WL, wv, L, val, L, val), True, "mcq/think-letter-value")
        else:
            emit(p, "The computation gives $%s$.\n\nHowever, re-reading the problem, I choose option (%s): $\\boxed{%s}$." % (val, WL, wv), False, "mcq/retracted-to-wrong-choice")
        continue
    sp = p["spec"]
    g_alt = rng.choice(sp["alts"]); w = rng.choice(sp["wrongs"]); canon = sp["canon"]
    positive = (k % 2 == 0)
    r = rng.random()
    ints_only = sp["kind"] == "int"
    if r < 0.22:
        lang, fmt = LANGS[(k // 2) % len(LANGS)]
        f, o = (g_alt, w) if positive else (w, g_alt)
        if ints_only and positive and lang == "zh" and zh_num(sp["ival"]) and rng.random() < 0.5 and 0 <= sp["ival"] < 100:
            resp = "经过计算，${o}$ 不符合题意。所以答案是{z}。".format(o=o, z=zh_num(sp["ival"])); sty = "lang/zh-numerals"
        elif ints_only and positive and lang == "ja" and 0 <= sp["ival"] < 1000 and rng.random() < 0.4:
            resp = "よって答えは %s です（%s ではありません）。" % (native(str(sp["ival"]), "ja"), native(o, "ja")); sty = "lang/ja-fullwidth"
        else:
            resp, base = render_lang(lang, fmt, f, o, ints_only and re.fullmatch(r"-?\d+", f) and re.fullmatch(r"-?\d+", o))
            sty = "%s/%s" % (base, lang)
        emit(p, resp, positive, sty, lang); continue
    if ints_only and positive and r < 0.30 and 0 <= sp["ival"] <= 9999:
        emit(p, "Counting the cases one by one and then removing the duplicates (there were %s before removing them), we find the answer is **%s**." % (w, words(sp["ival"])), True, "notation/english-words"); continue
    if not positive and r < 0.62:
        style, fn = NEG[(k // 2) % len(NEG)]
        c = dict(q=p["q"], r=rng.random())
        emit(p, fn(g_alt if rng.random() < 0.5 else canon, w, c), False, style); continue
    if positive and r < 0.30:
        sty, resp = POS_EXTRA[0](g_alt, w, dict(q=p["q"]))
        emit(p, resp, True, sty); continue
    style, fn = T[ti % len(T)]; ti += 1
    c = dict(q=p["q"])
    if positive: emit(p, fn(g_alt, w, c), True, style)
    else: emit(p, fn(w, g_alt, c), False, style + "-hardneg")

rng.shuffle(cases)
for n, c in enumerate(cases, 1):
    c_ordered = {"id": "r-%04d" % n}
    c_ordered.update(c); cases[n - 1] = c_ordered
with open(OUT, "w", encoding="utf-8") as fo:
    for c in cases:
        fo.write(json.dumps(c, ensure_ascii=False) + "\n")
print("wrote", len(cases), "cases to", OUT)
