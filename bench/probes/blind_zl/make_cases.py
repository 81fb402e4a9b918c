#!/usr/bin/env python3
"""Generate set ZL: blind, labelled model responses for a math answer grader.

Usage:  python3 make_cases.py        (standard library only, deterministic)
Reads /work/shared/data (or $ZL_DATA) and writes cases.jsonl + README.md next to this file.
"""
import json
import math
import os
import random
import re
from fractions import Fraction
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.environ.get("ZL_DATA", "/work/shared/data")
SEED = 20251202
R = random.Random(SEED)


def load(rel):
    out = []
    with open(os.path.join(DATA, rel), encoding="utf-8") as fh:
        for i, line in enumerate(fh):
            line = line.strip()
            if line:
                out.append((i, json.loads(line)))
    return out


# ---------------------------------------------------------------- value forms
class F:
    """One way of writing a value: tex (inside $...$), txt (plain text / code)."""

    def __init__(self, tex, txt=None, note=""):
        self.tex = tex
        self.txt = txt if txt is not None else tex
        self.note = note

    def __repr__(self):
        return "F(%r)" % self.tex


EN_ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
EN_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def en_words(n):
    if n < 0:
        return "negative " + en_words(-n)
    if n < 20:
        return EN_ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return EN_TENS[t] + ("-" + EN_ONES[o] if o else "")
    if n < 1000:
        h, r = divmod(n, 100)
        return EN_ONES[h] + " hundred" + (" " + en_words(r) if r else "")
    if n < 1000000:
        t, r = divmod(n, 1000)
        return en_words(t) + " thousand" + (" " + en_words(r) if r else "")
    raise ValueError(n)


ZH_D = "零一二三四五六七八九"


def zh_num(n):
    if n < 0:
        return "负" + zh_num(-n)
    if n < 10:
        return ZH_D[n]
    if n >= 100000:
        raise ValueError(n)
    units = [(10000, "万"), (1000, "千"), (100, "百"), (10, "十")]
    s = ""
    zero = False
    started = False
    for u, ch in units:
        d, n = divmod(n, u)
        if d:
            if zero:
                s += "零"
                zero = False
            if not (u == 10 and d == 1 and not started):
                s += ZH_D[d]
            s += ch
            started = True
        elif started:
            zero = True
    if n:
        if zero:
            s += "零"
        s += ZH_D[n]
    return s


ES_ONES = "cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve veinte veintiuno veintidós veintitrés veinticuatro veinticinco veintiséis veintisiete veintiocho veintinueve".split()
ES_TENS = "_ _ _ treinta cuarenta cincuenta sesenta setenta ochenta noventa".split()


def es_words(n):
    if n < 30:
        return ES_ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return ES_TENS[t] + (" y " + ES_ONES[o] if o else "")
    raise ValueError(n)


FR_ONES = "zéro un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize dix-sept dix-huit dix-neuf".split()


def fr_words(n):
    if n < 20:
        return FR_ONES[n]
    tens = {2: "vingt", 3: "trente", 4: "quarante", 5: "cinquante", 6: "soixante"}
    if n < 70:
        t, o = divmod(n, 10)
        if o == 0:
            return tens[t]
        if o == 1:
            return tens[t] + " et un"
        return tens[t] + "-" + FR_ONES[o]
    raise ValueError(n)


DE_ONES = "null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn".split()
DE_TENS = "_ _ zwanzig dreißig vierzig fünfzig sechzig siebzig achtzig neunzig".split()


def de_words(n):
    if n < 20:
        return DE_ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        if o == 0:
            return DE_TENS[t]
        pre = "ein" if o == 1 else DE_ONES[o]
        return pre + "und" + DE_TENS[t]
    raise ValueError(n)


AR_DIG = "٠١٢٣٤٥٦٧٨٩"
FA_DIG = "۰۱۲۳۴۵۶۷۸۹"
HI_DIG = "०१२३४५६७८९"
FW_DIG = "０１２３４５６７８９"


def map_digits(s, table):
    return "".join(table[int(c)] if c.isdigit() and c in "0123456789" else c for c in s)


def sep_thousands(n, sep=","):
    s = "{:,}".format(abs(n)).replace(",", sep)
    return ("-" if n < 0 else "") + s


def frac_tex(fr, cmd="\\frac"):
    p, q = fr.numerator, fr.denominator
    if q == 1:
        return str(p)
    if p < 0:
        return "-%s{%d}{%d}" % (cmd, -p, q)
    return "%s{%d}{%d}" % (cmd, p, q)


def frac_txt(fr):
    if fr.denominator == 1:
        return str(fr.numerator)
    return "%d/%d" % (fr.numerator, fr.denominator)


def terminating(fr):
    q = fr.denominator
    for p in (2, 5):
        while q % p == 0:
            q //= p
    return q == 1


def dec_str(fr):
    """exact decimal string of a terminating fraction"""
    sign = "-" if fr < 0 else ""
    fr = abs(fr)
    ip = fr.numerator // fr.denominator
    rem = fr - ip
    digits = ""
    k = 0
    while rem and k < 12:
        rem *= 10
        d = rem.numerator // rem.denominator
        digits += str(d)
        rem -= d
        k += 1
    return sign + str(ip) + ("." + digits if digits else "")


def squarefree(r):
    if r < 2:
        return False
    k = 2
    while k * k <= r:
        if r % (k * k) == 0:
            return False
        k += 1
    return True


# ---------------------------------------------------------------- answer models
class Ans:
    """An answer: the gold value with equivalent forms and hard-negative wrong forms."""

    def __init__(self, kind, canon, trues, wrongs, words=None, num=None):
        self.kind = kind          # int, frac, dec, rad, pi, deg, expr, word
        self.canon = canon        # F: the most standard writing
        self.trues = trues        # list of F: equivalent alternative writings
        self.wrongs = wrongs      # list of F with note: unequal values
        self.words = words or {}  # lang -> str  (number words etc.)
        self.num = num            # int value if integer


def ans_int(n):
    canon = F(str(n))
    trues = []
    if abs(n) >= 1000:
        trues.append(F(sep_thousands(n, "{,}"), sep_thousands(n, ","), "thousands"))
        trues.append(F(sep_thousands(n, "\\,"), sep_thousands(n, "\u2009"), "thin"))
    if n < 0:
        trues.append(F("-%d" % -n, "\u2212%d" % -n, "unicode minus"))
    words = {}
    if 0 <= n < 1000000:
        words["en"] = en_words(n)
    if 0 <= n < 100000:
        words["zh"] = zh_num(n)
    if 0 <= n < 100:
        words["es"] = es_words(n)
        words["de"] = de_words(n)
    if 0 <= n < 70:
        words["fr"] = fr_words(n)
    wr = []
    wr.append(F(str(n + 1), note="off by one (+1)"))
    wr.append(F(str(n - 1), note="off by one (-1)"))
    if n != 0:
        wr.append(F(str(-n), note="wrong sign"))
    s = str(abs(n))
    if len(s) >= 2 and s[::-1] != s and s[::-1][0] != "0":
        wr.append(F(("-" if n < 0 else "") + s[::-1], note="digits swapped"))
    if abs(n) >= 4:
        wr.append(F(str(2 * n), note="doubled"))
    if n % 2 == 0 and n != 0:
        wr.append(F(str(n // 2), note="halved"))
    return Ans("int", canon, trues, wr, words, num=n)


def ans_frac(fr):
    assert fr.denominator > 1
    canon = F(frac_tex(fr), frac_txt(fr))
    trues = [F(frac_tex(fr, "\\dfrac"), frac_txt(fr), "dfrac"),
             F(frac_txt(fr), frac_txt(fr), "slash")]
    if fr < 0:
        trues.append(F("\\frac{%d}{%d}" % (fr.numerator, fr.denominator), "(%d)/%d" % (fr.numerator, fr.denominator), "neg numerator"))
    if terminating(fr):
        trues.append(F(dec_str(fr), dec_str(fr), "decimal"))
    if abs(fr) > 1:
        ip = abs(fr.numerator) // fr.denominator
        rest = abs(fr) - ip
        if rest:
            sg = "-" if fr < 0 else ""
            trues.append(F("%s%d\\tfrac{%d}{%d}" % (sg, ip, rest.numerator, rest.denominator),
                           "%s%d %d/%d" % (sg, ip, rest.numerator, rest.denominator), "mixed"))
    p, q = fr.numerator, fr.denominator
    if abs(p) < 10 and q < 10:
        trues.append(F("\\frac{%d}{%d}" % (3 * p, 3 * q) + " = " + frac_tex(fr), None, "unreduced then reduced"))
    wr = []
    if abs(p) != 1 or True:
        rec = Fraction(q, p)
        if rec != fr:
            wr.append(F(frac_tex(rec), frac_txt(rec), "reciprocal"))
    wr.append(F(frac_tex(-fr), frac_txt(-fr), "wrong sign"))
    a = Fraction(p + (1 if p > 0 else -1), q)
    if a != fr:
        wr.append(F(frac_tex(a), frac_txt(a), "numerator off by one"))
    b = Fraction(p, q + 1)
    if b != fr:
        wr.append(F(frac_tex(b), frac_txt(b), "denominator off by one"))
    if not terminating(fr):
        # wrongly rounded decimal: true value rounded to 2 places, then off by 0.01
        v = float(fr)
        r2 = round(v, 2)
        bad = r2 + (0.01 if (r2 - v) >= 0 else -0.01)
        wr.append(F("%.2f" % bad, "%.2f" % bad, "badly rounded decimal"))
    return Ans("frac", canon, trues, wr)


def ans_dec(fr, shown):
    canon = F(shown, shown)
    trues = []
    trues.append(F(frac_tex(fr), frac_txt(fr), "fraction"))
    if "." in shown:
        trues.append(F(shown + "0", shown + "0", "trailing zero"))
    else:
        trues.append(F(shown + ".0", shown + ".0", "trailing zero"))
    if shown.startswith("0."):
        trues.append(F(shown[1:], shown[1:], "no leading zero"))
    wr = []
    for d in (Fraction(1, 10), Fraction(-1, 10), Fraction(1, 1)):
        w = fr + d
        wr.append(F(dec_str(w), dec_str(w), "near decimal"))
    if fr != 0:
        w = fr * 10
        wr.append(F(dec_str(w), dec_str(w), "decimal point shifted"))
    return Ans("dec", canon, trues, wr)


def rad_tex(p, q, r, d, style=0):
    """(p + q sqrt r)/d as LaTeX; style variants."""
    def qs(q):
        if q == 1:
            return "\\sqrt{%d}" % r
        if q == -1:
            return "-\\sqrt{%d}" % r
        return "%d\\sqrt{%d}" % (q, r)
    if p == 0:
        if d == 1:
            return qs(q)
        if style == 1:
            c = Fraction(q, d)
            sg = "-" if c < 0 else ""
            c = abs(c)
            if c.denominator == 1:
                return sg + qs(c.numerator)
            return "%s\\frac{%d}{%d}\\sqrt{%d}" % (sg, c.numerator, c.denominator, r)
        sg = "-" if q < 0 else ""
        return "%s\\frac{%s}{%d}" % (sg, qs(abs(q)), d)
    num = "%d %s %s" % (p, "+" if q > 0 else "-", qs(abs(q)))
    if style == 1:
        num = "%s %s %d" % (qs(q), "+" if p > 0 else "-", abs(p))
    if d == 1:
        return num
    return "\\frac{%s}{%d}" % (num, d)


def rad_txt(p, q, r, d, uni=False):
    s = ("√%d" % r) if uni else ("sqrt(%d)" % r)
    if abs(q) != 1:
        s = ("%d" % abs(q)) + ("" if uni else "*") + s
    if p == 0:
        t = ("-" if q < 0 else "") + s
    else:
        t = "%d %s %s" % (p, "+" if q > 0 else "-", s)
        if d != 1:
            t = "(" + t + ")"
    if d != 1:
        t += "/%d" % d
    return t


def ans_rad(p, q, r, d):
    canon = F(rad_tex(p, q, r, d), rad_txt(p, q, r, d))
    trues = [F(rad_tex(p, q, r, d, 1), rad_txt(p, q, r, d, True), "reordered/unicode")]
    if p == 0 and d == 1 and q > 1:
        trues.append(F("\\sqrt{%d}" % (q * q * r), "sqrt(%d)" % (q * q * r), "unsimplified radical"))
    if p == 0 and q == 1 and d > 1 and (d * d) % r == 0:
        # sqrt(r)/d = 1/sqrt(d^2/r), e.g. sqrt2/2 = 1/sqrt2
        k = d * d // r
        trues.append(F("\\frac{1}{\\sqrt{%d}}" % k, "1/sqrt(%d)" % k, "reciprocal radical"))
    if p != 0 and d > 1 and p % d == 0 and q % d == 0:
        trues.append(F(rad_tex(p // d, q // d, r, 1), rad_txt(p // d, q // d, r, 1), "simplified"))
    wr = [F(rad_tex(p, -q, r, d), rad_txt(p, -q, r, d), "conjugate / sign of radical")]
    r2 = r + 1
    while not squarefree(r2):
        r2 += 1
    wr.append(F(rad_tex(p, q, r2, d), rad_txt(p, q, r2, d), "different radicand"))
    wr.append(F(rad_tex(p, q, r, 2 * d), rad_txt(p, q, r, 2 * d), "denominator doubled"))
    if q > 0:
        wr.append(F(rad_tex(p, q + 1, r, d), rad_txt(p, q + 1, r, d), "coefficient off by one"))
    return Ans("rad", canon, trues, wr)


def ans_pi(c):
    """c*pi with Fraction c"""
    def t(c, sty=0):
        if c == 1:
            return "\\pi"
        if c.denominator == 1:
            return "%d\\pi" % c.numerator
        sg = "-" if c < 0 else ""
        a, b = abs(c.numerator), c.denominator
        if sty == 0:
            return "%s\\frac{%s\\pi}{%d}" % (sg, "" if a == 1 else a, b)
        return "%s\\frac{%d}{%d}\\pi" % (sg, a, b)

    def x(c, uni=False):
        pi = "π" if uni else "pi"
        if c == 1:
            return pi
        if c.denominator == 1:
            return "%d%s" % (c.numerator, pi if uni else "*pi")
        return "%s%s/%d" % ("" if c.numerator == 1 else str(c.numerator), pi if uni else ("*pi" if c.numerator != 1 else "pi"), c.denominator)

    canon = F(t(c), x(c))
    trues = [F(t(c, 1), x(c, True), "coefficient form / unicode")]
    if c.denominator == 1 and c.numerator != 1:
        trues.append(F("\\pi \\cdot %d" % c.numerator, "%d π" % c.numerator, "reordered"))
    wr = [F(t(2 * c), x(2 * c), "factor 2"), F(t(c / 2), x(c / 2), "half")]
    if c.denominator == 1:
        wr.append(F(t(c + 1), x(c + 1), "coefficient +1"))
    else:
        wr.append(F(t(Fraction(c.denominator, c.numerator)), x(Fraction(c.denominator, c.numerator)), "inverted coefficient"))
    return Ans("pi", canon, trues, wr)


def ans_deg(n):
    canon = F("%d^\\circ" % n, "%d°" % n)
    trues = [F("%d^{\\circ}" % n, "%d degrees" % n, "degrees worded"), F("%d°" % n, "%d°" % n, "unicode degree")]
    wr = [F("%d^\\circ" % (180 - n), "%d°" % (180 - n), "supplement"), F("%d^\\circ" % (n + 5), "%d°" % (n + 5), "near"),
          F("%d^\\circ" % (n // 2 if n % 2 == 0 else n + 10), None, "half")]
    wr = [w for w in wr if w.tex != canon.tex]
    return Ans("deg", canon, trues, wr)


def clean_gold(a):
    s = str(a).strip()
    s = s.strip("$").strip()
    s = re.sub(r"^\\,\s*", "", s)
    s = s.replace("{-}", "-").replace("\\!", "").replace("\\ ", "")
    m = re.fullmatch(r"\\text\{\s*([^{}]*?)\s*\}", s)
    if m:
        s = m.group(1)
    s = s.replace("\\dfrac", "\\frac").replace("\\tfrac", "\\frac")
    s = re.sub(r"\\frac\s*(\d)\s*(\d)", r"\\frac{\1}{\2}", s)
    s = re.sub(r"\\frac\{(\d+)\}\s*(\d)\b", r"\\frac{\1}{\2}", s)
    s = re.sub(r"\\frac(\d)\{", r"\\frac{\1}{", s)
    return s.strip()


def parse_gold(g):
    """Return Ans for numeric golds we can handle exactly, else None."""
    s = clean_gold(g)
    s0 = s.replace(" ", "")
    m = re.fullmatch(r"-?\d{1,3}(,\d{3})+|-?\d+", s0)
    if m:
        n = int(s0.replace(",", ""))
        if abs(n) < 10 ** 9:
            return ans_int(n)
    m = re.fullmatch(r"(-?)\\frac\{(\d+)\}\{(\d+)\}", s0) or re.fullmatch(r"(-?)(\d+)/(\d+)", s0)
    if m:
        fr = Fraction(int(m.group(2)), int(m.group(3)))
        if m.group(1):
            fr = -fr
        if fr.denominator > 1 and fr == Fraction(int(m.group(2)), int(m.group(3))) * (-1 if m.group(1) else 1) \
                and math.gcd(int(m.group(2)), int(m.group(3))) == 1:
            return ans_frac(fr)
        return None
    m = re.fullmatch(r"(-?)\\frac\{-(\d+)\}\{(\d+)\}", s0)
    if m and not m.group(1):
        fr = Fraction(-int(m.group(2)), int(m.group(3)))
        if fr.denominator > 1 and math.gcd(int(m.group(2)), int(m.group(3))) == 1:
            return ans_frac(fr)
    m = re.fullmatch(r"(\d+)\\frac\{(\d+)\}\{(\d+)\}", s0)
    if m:
        b, c = int(m.group(2)), int(m.group(3))
        if b < c and math.gcd(b, c) == 1:
            fr = int(m.group(1)) + Fraction(b, c)
            a = ans_frac(fr)
            a.canon = F("%s\\frac{%d}{%d}" % (m.group(1), b, c), "%s %d/%d" % (m.group(1), b, c))
            a.trues = [F(frac_tex(fr), frac_txt(fr), "improper fraction")] + [t for t in a.trues if t.note != "mixed"]
            return a
    m = re.fullmatch(r"-?\d+\.\d+", s0)
    if m:
        return ans_dec(Fraction(s0), s0)
    # radicals:  a\sqrt{b}, \sqrt{b}, \frac{a\sqrt{b}}{c}, \frac{\sqrt b}{c}, a\sqrt{b}/c, p+q\sqrt{r}, (p+q\sqrt r)/d
    m = re.fullmatch(r"(-?\d*)\\sqrt\{?(\d+)\}?", s0)
    if m:
        q = int(m.group(1)) if m.group(1) not in ("", "-") else (-1 if m.group(1) == "-" else 1)
        r = int(m.group(2))
        if squarefree(r):
            return ans_rad(0, q, r, 1)
        return None
    m = re.fullmatch(r"\\frac\{(\d*)\\sqrt\{?(\d+)\}?\}\{(\d+)\}", s0) or re.fullmatch(r"(\d*)\\sqrt\{?(\d+)\}?/(\d+)", s0)
    if m:
        q = int(m.group(1)) if m.group(1) else 1
        r, d = int(m.group(2)), int(m.group(3))
        if squarefree(r) and math.gcd(q, d) == 1 and d > 1:
            return ans_rad(0, q, r, d)
        return None
    m = re.fullmatch(r"(-?\d+)([+-])(\d*)\\sqrt\{?(\d+)\}?", s0)
    if m:
        p = int(m.group(1))
        q = int(m.group(3)) if m.group(3) else 1
        if m.group(2) == "-":
            q = -q
        r = int(m.group(4))
        if squarefree(r):
            return ans_rad(p, q, r, 1)
        return None
    m = re.fullmatch(r"(\d*)\\sqrt\{?(\d+)\}?([+-])(\d+)", s0)
    if m:
        q = int(m.group(1)) if m.group(1) else 1
        r = int(m.group(2))
        p = int(m.group(4)) * (1 if m.group(3) == "+" else -1)
        if squarefree(r):
            a = ans_rad(p, q, r, 1)
            a.canon = F(s, a.canon.txt)
            return a
        return None
    m = re.fullmatch(r"\\frac\{(-?\d+)([+-])(\d*)\\sqrt\{?(\d+)\}?\}\{(\d+)\}", s0) or \
        re.fullmatch(r"\((-?\d+)([+-])(\d*)\\sqrt\{?(\d+)\}?\)/(\d+)", s0)
    if m:
        p = int(m.group(1))
        q = int(m.group(3)) if m.group(3) else 1
        if m.group(2) == "-":
            q = -q
        r, d = int(m.group(4)), int(m.group(5))
        if squarefree(r) and math.gcd(math.gcd(abs(p), abs(q)), d) == 1:
            return ans_rad(p, q, r, d)
        return None
    # pi
    m = re.fullmatch(r"(\d*)\\pi", s0)
    if m:
        return ans_pi(Fraction(int(m.group(1)) if m.group(1) else 1))
    m = re.fullmatch(r"\\frac\{(\d*)\\pi\}\{(\d+)\}", s0)
    if m:
        c = Fraction(int(m.group(1)) if m.group(1) else 1, int(m.group(2)))
        if c.numerator == (int(m.group(1)) if m.group(1) else 1):
            return ans_pi(c)
        return None
    m = re.fullmatch(r"(\d+)\^\{?\\circ\}?", s0)
    if m:
        return ans_deg(int(m.group(1)))
    return None


# ---------------------------------------------------------------- languages
L = {}
L["en"] = dict(
    ans="The answer is", final="Final answer", therefore="Therefore", so="So", answer="Answer",
    verify="Let me verify", verified="This checks out.", wait="Wait", mistake="I think I made an error above.",
    recompute="Let me redo that step.", first="My first attempt gave", reject="but that fails when I substitute it back, so it must be wrong.",
    corrected="After fixing the arithmetic, the correct value is", or_="or", hedge="I'm not fully sure whether the answer is {a} or {b}; both seem plausible from my work.",
    hedge2="So the answer is either {a} or {b}.", understand="Let me first understand what the problem is asking.",
    intermediate="which gives", hope="Hope this helps! Let me know if you'd like more detail on any step.",
    work=["We start by writing down the given conditions carefully.", "Next, we simplify the resulting expression.",
          "Substituting the known values into the relation gives a single equation.", "Collecting terms, the equation reduces nicely.",
          "We should double-check that the case analysis is complete.", "Everything else follows by direct computation.",
          "Using the symmetry of the setup, we only need to handle one case.", "Now count the remaining configurations."],
    retract="Hmm, actually that's not right: I dropped a term. Correcting it, the answer becomes", restate="We are asked to find the value; a quick guess of {g} needs to be checked.",
    step="Step", summary="Summary", solution="Solution", is_word="is",
)
L["zh"] = dict(
    ans="答案是", final="最终答案", therefore="因此", so="所以", answer="答案",
    verify="验证一下", verified="验证无误。", wait="等等", mistake="上面好像算错了。", recompute="重新算这一步。",
    first="第一次计算得到", reject="但代回原条件不成立，所以舍去。", corrected="修正计算后，正确的值是", or_="或",
    hedge="我不能确定答案是 {a} 还是 {b}，两者似乎都说得通。", hedge2="所以答案是 {a} 或 {b}。",
    understand="先理解题目要求。", intermediate="得到", hope="希望对你有帮助！",
    work=["首先把已知条件整理出来。", "接着化简得到的表达式。", "把已知量代入关系式，得到一个方程。", "合并同类项后，方程变得简单。",
          "需要检查分类讨论是否完整。", "其余部分直接计算即可。"],
    retract="嗯，不对，我漏掉了一项。修正之后答案应为", restate="题目要求求出这个值；先猜测是 {g}，需要验证。",
    step="第{n}步", summary="总结", solution="解", is_word="是",
)
L["es"] = dict(
    ans="La respuesta es", final="Respuesta final", therefore="Por lo tanto", so="Así que", answer="Respuesta",
    verify="Verifiquemos", verified="Todo cuadra.", wait="Espera", mistake="Creo que cometí un error arriba.",
    recompute="Rehagamos ese paso.", first="Mi primer intento dio", reject="pero al sustituir no se cumple la condición, así que es incorrecto.",
    corrected="Corrigiendo la aritmética, el valor correcto es", or_="o", hedge="No estoy seguro de si la respuesta es {a} o {b}.",
    hedge2="Entonces la respuesta es {a} o {b}.", understand="Primero entendamos lo que pide el problema.",
    intermediate="lo que da", hope="¡Espero que te sirva!",
    work=["Empezamos escribiendo las condiciones dadas.", "Después simplificamos la expresión.", "Sustituyendo los valores conocidos obtenemos una ecuación.",
          "Agrupando términos, la ecuación se simplifica.", "Comprobamos que no falte ningún caso."],
    retract="Mmm, en realidad no es correcto: olvidé un término. Corrigiéndolo, la respuesta pasa a ser", restate="Se nos pide el valor; una conjetura rápida sería {g}, hay que comprobarla.",
    step="Paso", summary="Resumen", solution="Solución", is_word="es",
)
L["fr"] = dict(
    ans="La réponse est", final="Réponse finale", therefore="Donc", so="Ainsi", answer="Réponse",
    verify="Vérifions", verified="Tout est cohérent.", wait="Attendez", mistake="Je crois avoir fait une erreur plus haut.",
    recompute="Refaisons ce calcul.", first="Ma première tentative donnait", reject="mais cela ne vérifie pas la condition, donc c'est faux.",
    corrected="Après correction, la bonne valeur est", or_="ou", hedge="Je ne sais pas si la réponse est {a} ou {b}.",
    hedge2="La réponse est donc {a} ou {b}.", understand="Commençons par comprendre l'énoncé.",
    intermediate="ce qui donne", hope="J'espère que cela vous aide !",
    work=["On commence par écrire les conditions données.", "On simplifie ensuite l'expression obtenue.", "En substituant les valeurs connues, on obtient une équation.",
          "En regroupant les termes, l'équation se simplifie.", "Il faut vérifier que tous les cas sont traités."],
    retract="Hmm, en fait ce n'est pas juste : j'ai oublié un terme. Après correction, la réponse devient", restate="On cherche cette valeur ; une première idée serait {g}, à vérifier.",
    step="Étape", summary="Résumé", solution="Solution", is_word="est",
)
L["de"] = dict(
    ans="Die Antwort ist", final="Endergebnis", therefore="Also", so="Damit", answer="Antwort",
    verify="Probe", verified="Passt.", wait="Moment", mistake="Ich glaube, oben ist ein Fehler.", recompute="Rechnen wir den Schritt neu.",
    first="Mein erster Versuch ergab", reject="aber das erfüllt die Bedingung nicht, also ist es falsch.", corrected="Nach der Korrektur ist der richtige Wert",
    or_="oder", hedge="Ich bin nicht sicher, ob die Antwort {a} oder {b} ist.", hedge2="Die Antwort ist also {a} oder {b}.",
    understand="Zuerst klären wir, was gefragt ist.", intermediate="was ergibt", hope="Ich hoffe, das hilft!",
    work=["Wir schreiben zunächst die Bedingungen auf.", "Dann vereinfachen wir den Ausdruck.", "Einsetzen der bekannten Werte liefert eine Gleichung.",
          "Nach Zusammenfassen wird die Gleichung einfach.", "Wir prüfen, ob alle Fälle abgedeckt sind."],
    retract="Hm, das stimmt doch nicht: Ich habe einen Term vergessen. Korrigiert lautet die Antwort", restate="Gesucht ist dieser Wert; eine schnelle Vermutung wäre {g}, die wir prüfen müssen.",
    step="Schritt", summary="Zusammenfassung", solution="Lösung", is_word="ist",
)
L["ru"] = dict(
    ans="Ответ:", final="Окончательный ответ", therefore="Следовательно", so="Итак", answer="Ответ",
    verify="Проверим", verified="Всё сходится.", wait="Подождите", mistake="Кажется, выше ошибка.", recompute="Пересчитаем этот шаг.",
    first="Первая попытка дала", reject="но при подстановке условие не выполняется, значит, это неверно.", corrected="После исправления правильное значение равно",
    or_="или", hedge="Не уверен, ответ {a} или {b}.", hedge2="Значит, ответ {a} или {b}.", understand="Сначала разберёмся, что требуется найти.",
    intermediate="что даёт", hope="Надеюсь, это поможет!",
    work=["Запишем данные условия.", "Упростим полученное выражение.", "Подставляя известные значения, получаем уравнение.",
          "После приведения подобных уравнение упрощается.", "Проверим, что все случаи рассмотрены."],
    retract="Хм, на самом деле это неверно: я потерял слагаемое. После исправления ответ", restate="Требуется найти это значение; предположим сначала {g} и проверим.",
    step="Шаг", summary="Итог", solution="Решение", is_word="равен",
)
L["ja"] = dict(
    ans="答えは", final="最終的な答え", therefore="したがって", so="よって", answer="答え",
    verify="検算します", verified="条件を満たしています。", wait="待って", mistake="上の計算に誤りがあるようです。", recompute="この部分を計算し直します。",
    first="最初の計算では", reject="になりましたが、代入すると条件を満たさないので誤りです。", corrected="計算を直すと、正しい値は",
    or_="または", hedge="答えが {a} なのか {b} なのか確信が持てません。", hedge2="よって答えは {a} または {b} です。",
    understand="まず問題の意味を整理します。", intermediate="となり", hope="参考になれば幸いです！",
    work=["まず与えられた条件を書き出します。", "次に式を整理します。", "既知の値を代入すると方程式が得られます。", "項をまとめると簡単になります。"],
    retract="いや、項を一つ落としていました。修正すると答えは", restate="求めるのはこの値です。まず {g} と予想して確かめます。",
    step="ステップ", summary="まとめ", solution="解答", is_word="は",
)
L["pt"] = dict(
    ans="A resposta é", final="Resposta final", therefore="Portanto", so="Logo", answer="Resposta",
    verify="Vamos verificar", verified="Confere.", wait="Espere", mistake="Acho que errei acima.", recompute="Vamos refazer esse passo.",
    first="Minha primeira tentativa deu", reject="mas isso não satisfaz a condição, então está errado.", corrected="Corrigindo a conta, o valor correto é",
    or_="ou", hedge="Não tenho certeza se a resposta é {a} ou {b}.", hedge2="Então a resposta é {a} ou {b}.",
    understand="Primeiro, vamos entender o que o problema pede.", intermediate="o que dá", hope="Espero ter ajudado!",
    work=["Começamos escrevendo as condições dadas.", "Em seguida simplificamos a expressão.", "Substituindo os valores conhecidos, obtemos uma equação.",
          "Agrupando os termos, a equação fica simples."],
    retract="Hmm, na verdade não está certo: esqueci um termo. Corrigindo, a resposta passa a ser", restate="Queremos esse valor; um palpite rápido seria {g}, que precisa ser verificado.",
    step="Passo", summary="Resumo", solution="Solução", is_word="é",
)
L["ko"] = dict(
    ans="답은", final="최종 답", therefore="따라서", so="그러므로", answer="답",
    verify="검산해 보면", verified="조건을 만족합니다.", wait="잠깐", mistake="위 계산에 오류가 있는 것 같습니다.", recompute="이 단계를 다시 계산하겠습니다.",
    first="처음 계산에서는", reject="이 나왔지만 대입하면 조건을 만족하지 않으므로 틀렸습니다.", corrected="계산을 고치면 올바른 값은",
    or_="또는", hedge="답이 {a}인지 {b}인지 확실하지 않습니다.", hedge2="따라서 답은 {a} 또는 {b}입니다.",
    understand="먼저 문제에서 무엇을 구하는지 정리합니다.", intermediate="이 되어", hope="도움이 되었길 바랍니다!",
    work=["먼저 주어진 조건을 정리합니다.", "다음으로 식을 간단히 합니다.", "알려진 값을 대입하면 방정식을 얻습니다.", "항을 정리하면 식이 간단해집니다."],
    retract="아, 항 하나를 빠뜨렸네요. 고치면 답은", restate="구하는 값은 이것입니다. 먼저 {g}라고 추측하고 확인해 봅시다.",
    step="단계", summary="정리", solution="풀이", is_word="은",
)
L["ar"] = dict(
    ans="الإجابة هي", final="الإجابة النهائية", therefore="إذن", so="وبالتالي", answer="الإجابة",
    verify="للتحقق", verified="النتيجة صحيحة.", wait="لحظة", mistake="يبدو أن هناك خطأ في الحساب أعلاه.", recompute="لنُعِد هذه الخطوة.",
    first="أعطت المحاولة الأولى", reject="لكنها لا تحقق الشرط عند التعويض، لذا فهي خاطئة.", corrected="بعد تصحيح الحساب، القيمة الصحيحة هي",
    or_="أو", hedge="لست متأكدًا إن كانت الإجابة {a} أم {b}.", hedge2="إذن الإجابة {a} أو {b}.",
    understand="لنفهم أولًا المطلوب في المسألة.", intermediate="مما يعطي", hope="أتمنى أن يكون هذا مفيدًا!",
    work=["نبدأ بكتابة المعطيات.", "ثم نبسّط العبارة الناتجة.", "بالتعويض بالقيم المعلومة نحصل على معادلة.", "بعد تجميع الحدود تصبح المعادلة بسيطة."],
    retract="لا، هذا غير صحيح: أهملت حدًّا. بعد التصحيح تصبح الإجابة", restate="المطلوب هو هذه القيمة؛ لنفترض أولًا أنها {g} ونتحقق.",
    step="الخطوة", summary="الخلاصة", solution="الحل", is_word="هي",
)
L["vi"] = dict(
    ans="Đáp án là", final="Đáp án cuối cùng", therefore="Do đó", so="Vậy", answer="Đáp án",
    verify="Kiểm tra lại", verified="Kết quả khớp.", wait="Khoan", mistake="Hình như ở trên tính sai.", recompute="Tính lại bước này.",
    first="Lần đầu tôi được", reject="nhưng thay vào thì không thỏa mãn, nên loại.", corrected="Sau khi sửa, giá trị đúng là",
    or_="hoặc", hedge="Tôi không chắc đáp án là {a} hay {b}.", hedge2="Vậy đáp án là {a} hoặc {b}.",
    understand="Trước hết, hãy hiểu đề bài yêu cầu gì.", intermediate="ta được", hope="Hy vọng giúp được bạn!",
    work=["Viết lại các điều kiện đã cho.", "Rút gọn biểu thức thu được.", "Thay các giá trị đã biết vào ta được một phương trình.", "Gom các hạng tử, phương trình trở nên đơn giản."],
    retract="Hmm, thực ra chưa đúng: tôi bỏ sót một hạng tử. Sửa lại, đáp án là", restate="Cần tìm giá trị này; thử đoán {g} rồi kiểm tra.",
    step="Bước", summary="Tóm tắt", solution="Lời giải", is_word="là",
)


# ---------------------------------------------------------------- latex -> plain
def tex2txt(s):
    t = s
    for _ in range(4):
        t = re.sub(r"\\[dt]?frac\{([^{}]*)\}\{([^{}]*)\}", r"(\1)/(\2)", t)
        t = re.sub(r"\\sqrt\[(\d+)\]\{([^{}]*)\}", r"(\2)^(1/\1)", t)
        t = re.sub(r"\\sqrt\{([^{}]*)\}", r"sqrt(\1)", t)
        t = re.sub(r"\\binom\{([^{}]*)\}\{([^{}]*)\}", r"C(\1, \2)", t)
        t = re.sub(r"\^\{([^{}]*)\}", r"^(\1)", t)
        t = re.sub(r"_\{([^{}]*)\}", r"_\1", t)
        t = re.sub(r"\\text\{([^{}]*)\}", r"\1", t)
    rep = [("\\left", ""), ("\\right", ""), ("\\cdot", "*"), ("\\times", "*"), ("\\pi", "pi"), ("\\infty", "inf"),
           ("\\ln", "ln"), ("\\log", "log"), ("\\arctan", "arctan"), ("\\cup", " U "), ("\\{", "{"), ("\\}", "}"),
           ("\\setminus", " \\ "), ("\\mathbb{R}", "R"), ("\\le", "<="), ("\\ge", ">="), ("\\,", " "), ("\\varnothing", "{}"),
           ("\\emptyset", "{}"), ("\\pm", "+/-"), ("^\\circ", " degrees"), ("\\mid", "|")]
    for a, b in rep:
        t = t.replace(a, b)
    t = re.sub(r"\(([A-Za-z0-9.]+)\)/\(([A-Za-z0-9.]+)\)", r"\1/\2", t)
    t = re.sub(r"\s+", " ", t).strip()
    return t


def FX(tex, note=""):
    return F(tex, tex2txt(tex), note)


def ans_curated(trues, wrongs, canon=None):
    c = FX(canon if canon is not None else trues[0])
    return Ans("expr", c, [FX(t) for t in trues[1:]] if canon is None else [FX(t) for t in trues],
               [FX(w, "curated wrong") for w in wrongs])


def ans_word(trues, wrongs):
    c = F("\\text{%s}" % trues[0], trues[0])
    return Ans("word", c, [F("\\text{%s}" % t, t) for t in trues[1:]], [F("\\text{%s}" % w, w, "wrong word") for w in wrongs])


# ---------------------------------------------------------------- curated golds
# HARP (0-based line): (trues, wrongs); first true is the canonical writing.
HARP_CUR = {
    4102: (["\\{-1, 0\\}", "\\{0, -1\\}", "-1 \\text{ and } 0"], ["\\{-1\\}", "\\{-1, 0, 1\\}"]),
    3765: (["\\pi + 2", "2 + \\pi"], ["\\pi + 4", "2\\pi + 2"]),
    1522: (["2\\pi + 4", "4 + 2\\pi", "2(\\pi + 2)"], ["\\pi + 4", "2\\pi + 2"]),
    4267: (["3\\pi\\sqrt{7}", "3\\sqrt{7}\\,\\pi", "\\pi\\sqrt{63}"], ["3\\pi\\sqrt{6}", "7\\pi\\sqrt{3}"]),
    356: (["3r^2", "3r^{2}"], ["2r^2", "3r"]),
    75: (["1:2", "1 : 2", "1 \\text{ to } 2"], ["2:1", "1:4"]),
    242: (["3:1", "3 : 1", "3 \\text{ to } 1"], ["1:3", "9:1"]),
    1395: (["16:3", "16 : 3"], ["3:16", "16:9"]),
    768: (["\\frac{\\sqrt{2}}{2}(21 - 20i)", "\\frac{21\\sqrt{2}}{2} - 10\\sqrt{2}\\,i", "\\frac{\\sqrt{2}(21-20i)}{2}"],
          ["\\frac{\\sqrt{2}}{2}(21 + 20i)", "\\frac{\\sqrt{2}}{2}(20 - 21i)"]),
    282: (["\\frac{50\\sqrt{2}}{\\pi}", "\\frac{100}{\\sqrt{2}\\,\\pi}"], ["\\frac{50\\sqrt{2}}{\\pi^2}", "\\frac{25\\sqrt{2}}{\\pi}"]),
    3069: (["\\text{II and III only}", "\\text{only II and III}", "\\text{II, III}"], ["\\text{II only}", "\\text{I and III only}"]),
}
# MATH-Perturb: key (file, line)
MP_CUR = {
    ("simple", 57): (["[2,10]", "[2, 10]"], ["(2,10)", "[2,10)"]),
    ("simple", 112): (["(1,\\infty)", "(1, +\\infty)"], ["[1,\\infty)", "(-\\infty, 1)"]),
    ("simple", 146): (["(-\\infty, 0) \\cup (0, \\infty)", "\\mathbb{R}\\setminus\\{0\\}", "(-\\infty,0)\\cup(0,+\\infty)"], ["(0,\\infty)", "(-\\infty,\\infty)"]),
    ("simple", 171): (["[7,\\infty)", "[7, +\\infty)"], ["(7,\\infty)", "[-7,\\infty)"]),
    ("simple", 173): (["(-\\infty, -1) \\cup (-1, \\infty)", "\\mathbb{R}\\setminus\\{-1\\}"], ["(-1,\\infty)", "(-\\infty, 1) \\cup (1, \\infty)"]),
    ("simple", 250): (["(-\\infty, -4) \\cup (6, \\infty)", "(-\\infty,-4)\\cup(6,+\\infty)"], ["(-4,6)", "(-\\infty,-4]\\cup[6,\\infty)"]),
    ("simple", 252): (["\\{-2\\} \\cup [0,6)", "[0,6)\\cup\\{-2\\}"], ["[0,6)", "[-2,6)"]),
    ("simple", 161): (["(\\sqrt{2}, \\infty)", "(\\sqrt{2}, +\\infty)"], ["[\\sqrt{2}, \\infty)", "(2, \\infty)"]),
    ("simple", 178): (["(-2 \\sqrt{2}, 2 \\sqrt{2})", "(-\\sqrt{8}, \\sqrt{8})"], ["[-2\\sqrt{2}, 2\\sqrt{2}]", "(-\\sqrt{2}, \\sqrt{2})"]),
    ("simple", 270): (["(14/9,-7/9,22/9)", "\\left(\\frac{14}{9}, -\\frac{7}{9}, \\frac{22}{9}\\right)"], ["\\left(\\frac{14}{9}, \\frac{7}{9}, \\frac{22}{9}\\right)", "\\left(\\frac{22}{9}, -\\frac{7}{9}, \\frac{14}{9}\\right)"]),
    ("simple", 87): (["\\frac{1}{25}-\\frac{7}{25}i", "\\frac{1-7i}{25}", "0.04 - 0.28i"], ["\\frac{1}{25}+\\frac{7}{25}i", "\\frac{7}{25}-\\frac{1}{25}i"]),
    ("simple", 123): (["\\frac{5}{13}- \\frac{i}{13}", "\\frac{5-i}{13}"], ["\\frac{5+i}{13}", "\\frac{5}{13}-\\frac{12i}{13}"]),
    ("simple", 135): (["\\frac{-16-63i}{169}", "-\\frac{16}{169}-\\frac{63}{169}i"], ["\\frac{-16+63i}{169}", "\\frac{16-63i}{169}"]),
    ("simple", 138): (["4950x^2 + 9800x + 4852", "4852 + 9800x + 4950x^2"], ["4950x^2 + 9800x + 4850", "4950x^2 + 9900x + 4852"]),
    ("simple", 184): (["4(3-2x)(3+2x)", "-4(2x-3)(2x+3)", "4(3+2x)(3-2x)"], ["4(3-2x)^2", "(3-2x)(3+2x)"]),
    ("simple", 104): (["3x-a-b-c", "3x-(a+b+c)"], ["3x+a+b+c", "x-a-b-c"]),
    ("simple", 215): (["a + b", "b + a"], ["a - b", "ab"]),
    ("simple", 56): (["-m-2", "-(m+2)"], ["m+2", "-m+2"]),
    ("simple", 235): (["3 - \\sqrt{x-1}", "-\\sqrt{x-1} + 3"], ["3 + \\sqrt{x-1}", "3 - \\sqrt{x+1}"]),
    ("simple", 93): (["A, D, E, F, G, H", "A,D,E,F,G,H"], ["A, D, F, G, H", "A, D, E, F, G"]),
    ("simple", 197): (["\\begin{pmatrix} \\frac{1}{10} \\\\ -\\frac{9}{5} \\end{pmatrix}", "\\begin{pmatrix} 0.1 \\\\ -1.8 \\end{pmatrix}"],
                      ["\\begin{pmatrix} \\frac{1}{10} \\\\ \\frac{9}{5} \\end{pmatrix}", "\\begin{pmatrix} -\\frac{9}{5} \\\\ \\frac{1}{10} \\end{pmatrix}"]),
    ("simple", 38): (["1 + \\sqrt[3]{3}", "\\sqrt[3]{3} + 1", "1 + 3^{1/3}"], ["1 + \\sqrt{3}", "1 + \\sqrt[3]{9}"]),
    ("hard", 3): (["0, 4", "4, 0", "0 \\text{ and } 4"], ["4", "0"]),
    ("hard", 96): (["10, 20", "20, 10", "10 \\text{ and } 20"], ["10", "20"]),
    ("hard", 105): (["8, 56", "56, 8", "8 \\text{ and } 56"], ["56", "8"]),
    ("hard", 108): (["29, 67", "67, 29", "29 \\text{ and } 67"], ["67", "29"]),
    ("hard", 15): (["5^{2/3}", "\\sqrt[3]{25}"], ["5^{3/2}", "\\sqrt{5}"]),
    ("hard", 24): (["2\\times(2^n-2)/3+1", "\\frac{2^{n+1}-1}{3}"], ["\\frac{2^{n+1}+1}{3}", "\\frac{2^{n}-1}{3}"]),
    ("hard", 28): (["2^6 \\cdot 3^4 \\cdot 5^2", "129600", "129{,}600"], ["2^6 \\cdot 3^4 \\cdot 5", "2^5 \\cdot 3^4 \\cdot 5^2"]),
    ("hard", 51): (["2+\\log_5 4", "\\log_5 100"], ["\\log_5 20", "2\\log_5 4"]),
    ("hard", 56): (["\\frac{2m^2+4m-7}{3m-6}", "\\frac{2m^2+4m-7}{3(m-2)}"], ["\\frac{2m^2+4m+7}{3m-6}", "\\frac{2m^2+4m-7}{3m+6}"]),
    ("hard", 63): (["n+1", "1+n"], ["n", "n-1"]),
    ("hard", 66): (["1-2^{n-3}", "1-\\frac{2^n}{8}"], ["1-2^{n-2}", "2^{n-3}-1"]),
    ("hard", 77): (["3k^2 - k", "3k^{2}-k"], ["3k^2+k", "3k^2-2k"]),
    ("hard", 87): (["-\\frac{1168}{15625}+\\frac{2576}{15625}i", "\\frac{-1168+2576i}{15625}"], ["-\\frac{1168}{15625}-\\frac{2576}{15625}i", "\\frac{1168+2576i}{15625}"]),
    ("hard", 93): (["A, D, F, G", "A,D,F,G"], ["A, D, G", "A, D, E, F, G"]),
    ("hard", 104): (["3x+a+b-c", "3x-c+a+b"], ["3x-a-b-c", "3x+a+b+c"]),
    ("hard", 109): (["\\frac{4+2\\sqrt{55}}{3}", "\\frac{2(2+\\sqrt{55})}{3}"], ["\\frac{4-2\\sqrt{55}}{3}", "\\frac{2+\\sqrt{55}}{3}"]),
    ("hard", 112): (["( -\\infty, -4 ] \\cup ( 0 , \\infty )", "(-\\infty,-4]\\cup(0,+\\infty)"], ["(-\\infty,-4)\\cup(0,\\infty)", "[-4,0)"]),
}
# Putnam (0-based line): ("num", value-latex) or ("expr", trues, wrongs) or ("word", trues, wrongs)
PUT_CUR = {
    1: ("expr", ["n(n+1)2^{n-2}", "2^{n-2}n(n+1)", "(n^2+n)2^{n-2}", "\\frac{n(n+1)2^n}{4}"], ["n(n+1)2^{n-1}", "n(n-1)2^{n-2}"]),
    3: ("expr", ["a=2", "2"], ["a=1", "a=4"]),
    8: ("expr", ["\\frac{\\pi}{15}", "12^\\circ", "\\pi/15"], ["\\frac{\\pi}{5}", "15^\\circ"]),
    9: ("expr", ["2^{n-1}", "\\frac{2^n}{2}"], ["2^n", "2^{n-2}"]),
    10: ("num", "\\frac{1}{2}"), 12: ("num", "5"), 13: ("num", "8"), 14: ("num", "8"),
    21: ("expr", ["e^{2 \\log(5) - 4 + 2 \\arctan(2)}", "25e^{2\\arctan 2 - 4}"], ["25e^{2\\arctan 2 + 4}", "e^{2\\log 5 - 4 - 2\\arctan 2}"]),
    23: ("expr", ["a = 11,\\ b = 8", "(a,b)=(11,8)"], ["a = 8,\\ b = 11", "a = 11,\\ b = 7"]),
    24: ("expr", ["F(x) = \\frac{x^3 - x^2 - 1}{2x(x - 1)}", "\\frac{x^3-x^2-1}{2x^2-2x}"], ["\\frac{x^3-x^2+1}{2x(x-1)}", "\\frac{x^3-x^2-1}{x(x-1)}"]),
    26: ("expr", ["t = \\frac{2s}{v}", "2s/v"], ["\\frac{s}{v}", "\\frac{s}{2v}"]),
    28: ("num", "3"), 30: ("num", "11"), 33: ("num", "25"), 39: ("num", "7"),
    40: ("expr", ["\\frac{1}{k!}", "(k!)^{-1}"], ["\\frac{1}{(k+1)!}", "\\frac{1}{k}"]),
    46: ("expr", ["n!", "1\\cdot 2\\cdots n"], ["(n-1)!", "(n+1)!"]),
    47: ("num", "-\\frac{7}{8}"),
    50: ("expr", ["\\frac{x}{1 - x}", "\\frac{-x}{x-1}", "\\frac{1}{1-x} - 1"], ["\\frac{1}{1-x}", "\\frac{x}{1+x}"]),
    52: ("num", "\\frac{2}{3}"), 55: ("num", "\\frac{7}{4}"),
    56: ("expr", ["4x^4 - 4x^2 + 1", "(2x^2-1)^2"], ["4x^4 + 4x^2 + 1", "(2x^2+1)^2"]),
    64: ("expr", ["\\frac{\\pi}{4}", "\\pi/4"], ["\\frac{\\pi}{2}", "\\frac{\\pi}{8}"]),
    65: ("expr", ["u = \\frac{1}{e}", "e^{-1}"], ["e", "\\frac{1}{e^2}"]),
    69: ("num", "\\frac{1}{8}"), 72: ("num", "-1"),
    73: ("expr", ["12 - 8\\sqrt{2}", "4(3-2\\sqrt{2})", "12-\\sqrt{128}"], ["12 + 8\\sqrt{2}", "12 - 4\\sqrt{2}"]),
    77: ("expr", ["\\frac{\\pi}{2} \\ln \\pi", "\\frac{\\pi\\ln\\pi}{2}"], ["\\frac{\\pi}{4}\\ln \\pi", "\\frac{\\pi}{2}\\ln 2"]),
    80: ("expr", ["\\frac{4}{3}(\\sqrt{2} - 1)", "\\frac{4\\sqrt{2}-4}{3}"], ["\\frac{4}{3}(\\sqrt{2}+1)", "\\frac{2}{3}(\\sqrt{2}-1)"]),
    82: ("num", "2301"), 84: ("num", "\\frac{2}{9}"),
    86: ("expr", ["\\ln\\left(\\frac{4}{\\pi}\\right)", "\\ln 4 - \\ln \\pi", "2\\ln 2 - \\ln\\pi"], ["\\ln\\left(\\frac{\\pi}{4}\\right)", "\\ln(4\\pi)"]),
    87: ("num", "2"), 92: ("num", "8"), 97: ("num", "87"),
    101: ("expr", ["101^{99}"], ["100^{99}", "101^{100}"]),
    103: ("num", "18"), 104: ("num", "3"),
    105: ("expr", ["\\frac{\\pi}{2}", "\\pi/2"], ["\\pi", "\\frac{\\pi}{4}"]),
    108: ("num", "\\frac{2}{5}"), 112: ("num", "1984"),
    113: ("expr", ["\\frac{5}{3}\\sqrt{30}", "\\frac{5\\sqrt{30}}{3}", "\\sqrt{\\frac{250}{3}}"], ["\\frac{5}{3}\\sqrt{3}", "\\frac{3}{5}\\sqrt{30}"]),
    116: ("num", "1"), 118: ("num", "6"),
    124: ("expr", ["\\frac{1+\\sqrt{3}}{2}", "\\frac{\\sqrt{3}+1}{2}"], ["\\frac{1+\\sqrt{5}}{2}", "\\frac{\\sqrt{3}-1}{2}"]),
    125: ("expr", ["2n"], ["2n-1", "n"]),
    128: ("expr", ["\\frac{4\\sqrt{2}-5}{3}", "\\frac{4}{3}\\sqrt{2}-\\frac{5}{3}"], ["\\frac{4\\sqrt{2}-3}{3}", "\\frac{5-4\\sqrt{2}}{3}"]),
    133: ("word", ["Yes", "yes, it does"], ["No"]),
    135: ("word", ["No", "no, it is not possible"], ["Yes"]),
    143: ("num", "\\frac{1}{3}"), 147: ("num", "1992"),
    150: ("expr", ["2n - 3", "2(n-1)-1"], ["2n-2", "2n-1"]),
    151: ("expr", ["4+\\pi", "\\pi + 4"], ["4+2\\pi", "2+\\pi"]),
    152: ("num", "3984"), 155: ("num", "3987"),
    159: ("expr", ["(-\\infty,1)", "(-\\infty, 1)"], ["(-\\infty,1]", "(1,\\infty)"]),
    171: ("num", "28"),
    172: ("expr", ["\\sqrt{e}", "e^{1/2}"], ["e", "\\frac{1}{\\sqrt{e}}"]),
    178: ("num", "6"), 183: ("num", "\\frac{9}{32}"), 184: ("num", "3"),
    185: ("expr", ["\\frac{1 - n^2}{4}", "-\\frac{n^2-1}{4}", "\\frac{(1-n)(1+n)}{4}"], ["\\frac{n^2-1}{4}", "\\frac{1-n^2}{2}"]),
    189: ("num", "3"), 194: ("expr", ["2\\sqrt{2}-1", "\\sqrt{8}-1"], ["2\\sqrt{2}+1", "\\sqrt{2}-1"]),
    197: ("word", ["Yes"], ["No"]),
    199: ("expr", ["\\frac{2}{e}", "2e^{-1}"], ["\\frac{1}{e}", "\\frac{e}{2}"]),
    205: ("expr", ["6\\pi^2", "6\\pi^{2}"], ["6\\pi", "3\\pi^2"]),
    206: ("expr", ["\\frac{n+1}{3}", "\\frac{n}{3}+\\frac{1}{3}"], ["\\frac{n-1}{3}", "\\frac{n+1}{2}"]),
    208: ("expr", ["\\frac{3\\sqrt{3}}{2}", "\\frac{3}{2}\\sqrt{3}"], ["\\frac{3\\sqrt{3}}{4}", "\\frac{\\sqrt{3}}{2}"]),
    209: ("expr", ["\\binom{n}{2}+1", "\\frac{n(n-1)}{2}+1", "\\frac{n^2-n+2}{2}"], ["\\binom{n}{2}", "\\binom{n}{2}+2"]),
    210: ("expr", ["2^k"], ["2^{k-1}", "2k"]),
    211: ("num", "\\frac{1}{16}"), 214: ("num", "4"),
    218: ("expr", ["2^{n+1}", "2\\cdot 2^n"], ["2^n", "2^{n-1}"]),
    220: ("num", "2"), 221: ("num", "-1"),
    222: ("expr", ["\\frac{\\sqrt 2}{2}", "\\frac{1}{\\sqrt{2}}"], ["\\sqrt{2}", "\\frac{1}{2}"]),
    226: ("num", "0"), 231: ("num", "2020050"), 235: ("num", "3"), 239: ("num", "10053"),
    240: ("num", "\\frac{3}{2}"), 250: ("num", "-1"), 251: ("num", "3"), 253: ("num", "\\frac{3}{7}"), 254: ("num", "\\frac{1}{3}"),
    257: ("expr", ["\\log\\frac{4}{3}", "\\log 4 - \\log 3"], ["\\log\\frac{3}{4}", "\\log 4"]),
    259: ("num", "13725"), 260: ("num", "\\frac{4}{7}"), 263: ("num", "\\frac{17}{21}"), 264: ("num", "4"),
    265: ("expr", ["\\frac{\\pi^2}{16}", "\\pi^2/16"], ["\\frac{\\pi^2}{8}", "\\frac{\\pi}{16}"]),
    266: ("num", "8"),
    267: ("expr", ["\\frac{3 + \\sqrt{5}}{2}", "\\left(\\frac{1+\\sqrt{5}}{2}\\right)^2"], ["\\frac{3 - \\sqrt{5}}{2}", "\\frac{1+\\sqrt{5}}{2}"]),
    268: ("expr", ["\\frac{3\\pi}{8}", "\\frac{3}{8}\\pi"], ["\\frac{3\\pi}{4}", "\\frac{\\pi}{8}"]),
    269: ("num", "\\frac{5}{6}"),
    270: ("expr", ["e - 1"], ["e", "e + 1"]),
    272: ("expr", ["\\frac{(2n)!}{4^n n!}", "\\frac{(2n)!}{2^{2n} n!}"], ["\\frac{(2n)!}{4^n (n!)^2}", "\\frac{(2n)!}{2^n n!}"]),
    274: ("num", "1"), 276: ("num", "16"),
    277: ("expr", ["(\\ln 2)^2", "\\ln^2 2"], ["\\ln 2", "2\\ln 2"]),
    281: ("num", "\\frac{480}{49}"),
    285: ("expr", ["2019^{-1/2019}", "\\frac{1}{\\sqrt[2019]{2019}}"], ["2019^{1/2019}", "2019^{-2019}"]),
    287: ("expr", ["\\frac{p-1}{2}"], ["\\frac{p+1}{2}", "p-1"]),
    288: ("expr", ["5n+1"], ["5n", "5n-1"]),
    289: ("expr", ["\\frac{8}{\\pi^3}", "8\\pi^{-3}"], ["\\frac{8}{\\pi^2}", "\\frac{4}{\\pi^3}"]),
    290: ("expr", ["2\\ln 2-\\frac{1}{2}", "\\ln 4 - \\frac{1}{2}"], ["2\\ln 2+\\frac{1}{2}", "\\ln 2-\\frac{1}{2}"]),
    293: ("num", "508536"),
    294: ("expr", ["4^k", "2^{2k}"], ["2^k", "4^{k-1}"]),
    296: ("expr", ["F_{4040}-1"], ["F_{4040}", "F_{4041}-1"]),
    297: ("expr", ["\\frac{\\pi}{4}", "\\pi/4"], ["\\frac{\\pi}{2}", "\\frac{\\pi}{8}"]),
    298: ("num", "1990"), 299: ("num", "\\frac{1}{4040}"), 300: ("num", "578"),
    301: ("expr", ["e"], ["1", "e^2"]),
    309: ("expr", ["2n - 2", "2(n-1)"], ["2n-1", "2n-3"]),
    310: ("expr", ["2e^{-1/2} - 3", "\\frac{2}{\\sqrt{e}} - 3"], ["2e^{1/2} - 3", "2e^{-1/2} - 2"]),
    311: ("num", "290"), 318: ("num", "18"),
    320: ("expr", ["\\frac{\\pi}{2}", "\\pi/2"], ["\\pi", "\\frac{\\pi}{4}"]),
    324: ("num", "3"), 326: ("num", "29"), 329: ("num", "1"), 332: ("num", "7"), 333: ("num", "0"),
    336: ("expr", ["\\frac{1 - e^{-2}}{2}", "\\frac{e^2-1}{2e^2}"], ["\\frac{1 - e^{-1}}{2}", "\\frac{1+e^{-2}}{2}"]),
    337: ("num", "-\\frac{1}{2}"), 340: ("num", "3"), 344: ("num", "\\frac{1}{4}"),
    286: ("word", ["No"], ["Yes"]), 140: ("word", ["No"], ["Yes"]), 314: ("word", ["Yes"], ["No"]),
    53: ("word", ["Not necessarily", "No, not necessarily"], ["Yes, necessarily"]),
}


# ---------------------------------------------------------------- context + helpers
SENT = F("@@CUT@@", "@@CUT@@")


class Ctx:
    def __init__(self, rng, lang, q, fin, work, lead=None, tail=None, eqs=None, pre=None, post=None):
        self.pre = pre or []
        self.post = post or []
        self.rng = rng
        self.lang = lang
        self.ph = L[lang]
        self.q = q
        self.fin = fin
        self.work = work
        self.lead = lead
        self.tail = tail or []
        self.eqs = eqs or []

    def W(self, sep="\n\n", k=None):
        w = self.pre + (self.work if k is None else self.work[:k]) + self.post
        return sep.join(w)

    def S(self, sep="\n\n", k=None):
        w = self.work if k is None else self.work[:k]
        return sep.join(w)


def inl(f):
    return "$" + f.tex + "$"


def box(f):
    return "\\boxed{" + f.tex + "}"


def lower1(s):
    return s[0].lower() + s[1:] if s and s[0].isascii() else s


def sentence(c, v):
    """'The answer is V.' in the response language"""
    ph = c.ph
    if c.lang in ("ja",):
        return "%s %s です。" % (ph["ans"], v)
    if c.lang == "ko":
        return "%s %s 입니다." % (ph["ans"], v)
    if c.lang == "zh":
        return "%s %s。" % (ph["ans"], v)
    if c.lang == "ru":
        return "%s %s." % (ph["ans"], v)
    return "%s %s." % (ph["ans"], v)


def tails(c):
    return ("\n\n" + "\n\n".join(c.tail)) if c.tail else ""


# ---------------------------------------------------------------- templates
def t_think_boxed(c):
    return "<think>\n%s\n</think>\n\n%s\n\n**%s**\n\\[\n%s\n\\]%s" % (
        c.W("\n\n"), c.S("\n", 2) if len(c.work) > 2 else c.ph["therefore"] + ":", c.ph["final"], box(c.fin), tails(c))


def t_think_plain(c):
    return "<think>\n%s %s\n</think>\n%s%s" % (c.ph["understand"], c.W("\n"), sentence(c, inl(c.fin)), tails(c))


def t_r1(c):
    return "<think>\nOkay, let me work through this.\n\n%s\n\nAlright, I'm fairly confident now.\n</think>\n\n### %s\n\n%s\n\n**%s**\n\\boxed{%s}" % (
        c.W("\n\n"), c.ph["solution"], c.S("\n\n", 3), c.ph["final"], c.fin.tex)


def t_harmony(c):
    return "<|channel|>analysis<|message|>%s<|end|><|start|>assistant<|channel|>final<|message|>%s **%s**%s" % (
        c.W(" "), c.ph["answer"] + ":", c.fin.txt, tails(c))


def t_kimi(c):
    return "◁think▷%s◁/think▷%s" % (c.W("\n"), sentence(c, inl(c.fin)))


def t_openthoughts(c):
    return ("<|begin_of_thought|>\n\n%s\n\n<|end_of_thought|>\n\n<|begin_of_solution|>\n\n%s\n\n%s, $\\boxed{%s}$\n\n<|end_of_solution|>"
            % (c.W("\n\n"), c.S("\n\n", 2), c.ph["therefore"], c.fin.tex))


def t_magistral(c):
    return "[THINK]%s[/THINK]\n**%s.** %s\n\n$$\\boxed{%s}$$" % (c.W("\n"), c.ph["summary"], c.S(" ", 1), c.fin.tex)


def t_xml_reason(c):
    return "<reasoning>\n%s\n</reasoning>\n<answer>\n%s\n</answer>" % (c.W("\n"), c.fin.txt if c.rng.random() < 0.5 else c.fin.tex)


def t_md_steps(c):
    out = ["## %s" % c.ph["solution"], ""]
    for i, w in enumerate(c.pre + c.work + c.post):
        st = c.ph["step"].replace("{n}", str(i + 1)) if "{n}" in c.ph["step"] else "%s %d" % (c.ph["step"], i + 1)
        out += ["### %s" % st, w, ""]
    out += ["---", "", "### ✅ %s" % c.ph["final"], "", "$$", box(c.fin), "$$"]
    return "\n".join(out) + tails(c)


def t_md_bold(c):
    return "%s\n\n**%s: %s**%s" % (c.W(), c.ph["answer"], inl(c.fin), tails(c))


def t_md_table(c):
    rows = ["| # | %s |" % c.ph["step"].replace("{n}", "").strip(), "|---|---|"]
    for i, w in enumerate(c.pre + c.work[:6] + c.post):
        rows.append("| %d | %s |" % (i + 1, w.replace("\n", " ").replace("|", "\\|")))
    rows.append("| ⇒ | **%s** |" % inl(c.fin))
    return "%s\n\n%s\n\n%s%s" % (c.ph["understand"], "\n".join(rows), sentence(c, "**" + inl(c.fin) + "**"), tails(c))


def t_bullets(c):
    return "\n".join("- " + w.replace("\n", " ") for w in c.pre + c.work + c.post) + "\n\n✅ **%s:** %s" % (c.ph["final"], inl(c.fin)) + tails(c)


def t_blockquote(c):
    return "%s\n\n> **%s:** %s" % (c.W(), c.ph["answer"], inl(c.fin))


def t_boxed_sentence(c):
    return "%s\n\n%s, %s $\\boxed{%s}$.%s" % (c.W(), c.ph["therefore"], lower1(c.ph["ans"]), c.fin.tex, tails(c))


def t_boxed_display(c):
    return "%s\n\n\\[\n\\boxed{%s}\n\\]" % (c.W(), c.fin.tex)


def t_fbox(c):
    return "%s\n\n%s: \\fbox{$%s$}" % (c.W(), c.ph["answer"], c.fin.tex)


def t_minerva(c):
    return "%s\nFinal Answer: The final answer is $%s$. I hope it is correct." % (c.W("\n"), c.fin.tex)


def t_gsm(c):
    return "%s\n#### %s" % (c.W("\n"), c.fin.txt)


def t_json(c):
    keys = c.rng.choice([("reasoning", "final_answer"), ("explanation", "answer"), ("steps", "result")])
    obj = {keys[0]: (c.pre + c.work[:3] + c.post) if keys[0] == "steps" else c.W(" ", 2), keys[1]: c.fin.txt}
    if c.rng.random() < 0.4:
        obj["confidence"] = c.rng.choice([0.72, 0.85, 0.9, 0.95])
    js = json.dumps(obj, ensure_ascii=False, indent=2 if c.rng.random() < 0.6 else None)
    return ("```json\n%s\n```" % js) if c.rng.random() < 0.5 else js


def t_tool_openai(c):
    args = json.dumps({"answer": c.fin.txt}, ensure_ascii=False)
    obj = {"role": "assistant", "content": c.W(" ", 2),
           "tool_calls": [{"id": "call_%04d" % c.rng.randrange(10000), "type": "function",
                           "function": {"name": "submit_answer", "arguments": args}}]}
    return json.dumps(obj, ensure_ascii=False, indent=2)


def t_tool_hermes(c):
    return "%s\n\n<tool_call>\n%s\n</tool_call>" % (c.W("\n"), json.dumps({"name": "final_answer", "arguments": {"answer": c.fin.txt}}, ensure_ascii=False))


def t_tool_invoke(c):
    return ("%s\n\n<function_calls>\n<invoke name=\"submit\">\n<parameter name=\"answer\">%s</parameter>\n</invoke>\n</function_calls>"
            % (c.W("\n\n", 3), c.fin.txt))


def t_react(c):
    lines = []
    for w in c.pre + c.work[:4] + c.post:
        lines.append("Thought: " + w.replace("\n", " "))
    lines += ["Action: python", "Action Input: compute(answer)", "Observation: %s" % c.fin.txt,
              "Thought: I now know the final answer.", "Final Answer: %s" % c.fin.txt]
    return "\n".join(lines)


def t_python(c):
    code = c.rng.choice([
        "from sympy import *\n\n# set up and solve\nans = solve_problem()\nprint(ans)",
        "import itertools\n\ncount = brute_force()\nprint(count)",
        "from fractions import Fraction\n\nresult = compute()\nprint(result)",
    ])
    return "%s\n\n```python\n%s\n```\n\nOutput:\n```\n%s\n```\n\n%s%s" % (c.W("\n\n", 3), code, c.fin.txt, sentence(c, inl(c.fin)), tails(c))


def t_jupyter(c):
    return "%s\n\nIn [3]: ans = evaluate()\n   ...: ans\nOut[3]: %s\n\n%s **%s**" % (c.W("\n", 2), c.fin.txt, c.ph["answer"] + ":", c.fin.txt)


def t_mathematica(c):
    return "%s\n\nIn[1]:= Simplify[expr]\nOut[1]= %s\n\n%s" % (c.W("\n", 3), c.fin.txt, sentence(c, inl(c.fin)))


def t_terse_bare(c):
    return c.rng.choice([c.fin.txt, inl(c.fin), box(c.fin), "$" + box(c.fin) + "$"])


def t_terse_line(c):
    return c.rng.choice(["%s: %s", "%s = %s", "**%s:** %s"]) % (c.ph["answer"], c.rng.choice([c.fin.txt, inl(c.fin)]))


def t_answer_first(c):
    head = c.rng.choice(["**%s**\n\n", "%s: **%s**\n\n", "# %s\n\n"])
    if head.count("%s") == 2:
        h = head % (c.ph["answer"], inl(c.fin))
    else:
        h = head % inl(c.fin)
    return h + c.W() + tails(c)


def t_answer_first_then_check(c):
    return "%s\n\n%s\n\n%s:\n%s" % (sentence(c, "**" + inl(c.fin) + "**"), c.W(), c.ph["verify"], c.ph["verified"])


def t_verify_after(c):
    return "%s\n\n%s\n\n**%s:** %s %s" % (c.W(), sentence(c, inl(c.fin)), c.ph["verify"], c.S(" ", 1), c.ph["verified"])


def t_chatter(c):
    return "%s\n\n%s %s" % (c.W(), sentence(c, "**" + inl(c.fin) + "**"), c.ph["hope"])


def t_latex_doc(c):
    return "\\begin{proof}[%s]\n%s\n\nHence the required value is $%s$.\n\\end{proof}" % (c.ph["solution"], c.W("\n\n"), c.fin.tex)


def t_yaml(c):
    return "```yaml\nproblem_understood: true\nworking: |\n%s\nanswer: \"%s\"\n```" % (
        "\n".join("  " + w.replace("\n", " ") for w in c.pre + c.work[:4] + c.post), c.fin.txt.replace('"', '\\"'))


def t_tagged(c):
    pat = c.rng.choice(["[ANSWER] %s [/ANSWER]", "ANSWER: %s", "<final>%s</final>", "<answer>%s</answer>", "Answer:\n%s"])
    return "%s\n\n%s" % (c.W("\n"), pat % c.fin.txt)


def t_prose(c):
    return "%s %s" % (c.W(" "), "%s, %s" % (c.ph["so"], lower1(sentence(c, inl(c.fin)))))


def t_numbered(c):
    items = ["%d. %s" % (i + 1, w.replace("\n", " ")) for i, w in enumerate(c.pre + c.work + c.post)]
    items.append("%d. %s" % (len(items) + 1, sentence(c, inl(c.fin))))
    return "\n".join(items) + tails(c)


def t_small_repeat(c):
    return "%s\n%s\nThe answer is: %s" % (c.W("\n"), sentence(c, c.fin.txt), c.fin.txt)


def t_tutor(c):
    return ("Great question! Let's break this down step by step. 😊\n\n%s\n\n🎉 **So the answer is %s!**\n\nWould you like me to explain any step in more detail?"
            % (c.W(), inl(c.fin)))


def t_heading_top(c):
    return "# %s\n\n$$%s$$\n\n## %s\n\n%s" % (c.ph["answer"], c.fin.tex, c.ph["solution"], c.W())


def t_gemini(c):
    return "**%s:**\n\n%s\n\n**%s, %s %s.**" % (c.ph["solution"], c.W("\n\n"), c.ph["therefore"], lower1(c.ph["ans"]), inl(c.fin))


def t_display_eq(c):
    return "%s\n\n$$\\text{%s} = %s$$" % (c.W(), c.ph["answer"], c.fin.tex)


def t_channel_sections(c):
    return "=== ANALYSIS ===\n%s\n\n=== RESPONSE ===\n%s" % (c.W("\n"), sentence(c, c.fin.txt))


def t_thought_summary(c):
    return "**Thinking...**\n> %s\n\n---\n\n%s\n\n%s" % (c.W("\n> "), c.S("\n\n", 1), sentence(c, inl(c.fin)))


TEMPLATES = [
    # name, fn, english-only, supports truncation/work-dependent tricks
    ("think_tag/boxed_after_trace", t_think_boxed, False, True),
    ("think_tag/plain_after_trace", t_think_plain, False, True),
    ("think_tag/r1_final_answer_heading", t_r1, True, True),
    ("channel/harmony_final", t_harmony, False, True),
    ("channel/kimi_think_markers", t_kimi, False, True),
    ("channel/begin_of_solution", t_openthoughts, False, True),
    ("think_tag/bracket_think_summary", t_magistral, False, True),
    ("xml/reasoning_answer_tags", t_xml_reason, False, True),
    ("chat_md/step_headings_boxed", t_md_steps, False, True),
    ("chat_md/bold_answer_line", t_md_bold, False, True),
    ("chat_md/table_then_answer", t_md_table, False, True),
    ("chat_md/bullets_check_final", t_bullets, False, True),
    ("chat_md/blockquote_answer", t_blockquote, False, True),
    ("boxed/inline_sentence", t_boxed_sentence, False, True),
    ("boxed/display_only", t_boxed_display, False, True),
    ("boxed/fbox", t_fbox, False, True),
    ("plain/minerva_final_answer", t_minerva, True, True),
    ("plain/gsm_hashes", t_gsm, False, True),
    ("agent/json_object", t_json, False, False),
    ("agent/openai_tool_call", t_tool_openai, False, False),
    ("agent/hermes_tool_call", t_tool_hermes, False, True),
    ("agent/invoke_xml", t_tool_invoke, False, True),
    ("agent/react_trace", t_react, True, True),
    ("code/python_with_output", t_python, False, True),
    ("code/jupyter_out", t_jupyter, False, True),
    ("code/mathematica_out", t_mathematica, False, True),
    ("terse/bare_value", t_terse_bare, False, False),
    ("terse/one_line", t_terse_line, False, False),
    ("answer_first/then_explain", t_answer_first, False, True),
    ("answer_first/then_verify", t_answer_first_then_check, False, True),
    ("verbose/verify_after", t_verify_after, False, True),
    ("verbose/chatter_after", t_chatter, False, True),
    ("latex/proof_env", t_latex_doc, False, True),
    ("structured/yaml_block", t_yaml, False, False),
    ("plain/tagged_answer", t_tagged, False, True),
    ("plain/prose_paragraph", t_prose, False, True),
    ("chat_md/numbered_list", t_numbered, False, True),
    ("small_model/repeated_answer", t_small_repeat, True, True),
    ("chat_md/tutor_emoji", t_tutor, True, True),
    ("answer_first/heading_display", t_heading_top, False, True),
    ("chat_md/bold_solution_conclusion", t_gemini, False, True),
    ("latex/display_text_equals", t_display_eq, False, True),
    ("section/analysis_response", t_channel_sections, False, True),
    ("section/thinking_blockquote", t_thought_summary, False, True),
]


# ---------------------------------------------------------------- working text
def strip_boxed(s):
    out = s
    while True:
        i = out.find("\\boxed{")
        if i < 0:
            break
        j = i + len("\\boxed{")
        depth = 1
        k = j
        while k < len(out) and depth:
            if out[k] == "{":
                depth += 1
            elif out[k] == "}":
                depth -= 1
            k += 1
        out = out[:i] + out[j:k - 1] + out[k:]
    out = out.replace("\\boxed ", "")
    return out


def value_regexes(A):
    pats = []
    if A.kind == "int":
        pats.append(r"(?<![\d.,])%s(?![\d])" % re.escape(str(abs(A.num))))
    else:
        pats.append(re.escape(A.canon.tex))
        if A.canon.tex.startswith("\\frac"):
            pats.append(re.escape(A.canon.tex.replace("\\frac", "\\dfrac")))
    return pats


def first_hit(text, A):
    best = None
    for p in value_regexes(A):
        m = re.search(p, text)
        if m and (best is None or m.start() < best):
            best = m.start()
    return best


def chunk_solution(sol, maxlen):
    sol = strip_boxed(sol).strip()
    paras = [p.strip() for p in re.split(r"\n\s*\n", sol) if p.strip()]
    if len(paras) == 1 and len(paras[0]) > 300:
        paras = [p.strip() for p in re.split(r"(?<=[.])\s+(?=[A-Z])", paras[0]) if p.strip()]
    out = []
    total = 0
    for p in paras:
        if total + len(p) > maxlen and out:
            break
        out.append(p)
        total += len(p)
    return out


def pre_gold(paras, A):
    out = []
    for p in paras:
        h = first_hit(p, A)
        if h is None:
            out.append(p)
            continue
        cut = p[:h]
        k = max(cut.rfind(". "), cut.rfind(".\n"), cut.rfind("\n"))
        if k > 30:
            out.append(cut[:k + 1].strip())
        break
    return out


def display_eqs(sol, A):
    blocks = re.findall(r"\\\[(.+?)\\\]", sol, flags=re.S) + re.findall(r"\$\$(.+?)\$\$", sol, flags=re.S)
    rest = re.sub(r"\\\[(.+?)\\\]", " ", sol, flags=re.S)
    rest = re.sub(r"\$\$(.+?)\$\$", " ", rest, flags=re.S)
    parts = rest.split("$")
    if len(parts) % 2 == 1:
        blocks += [parts[k] for k in range(1, len(parts), 2)]
    res = []
    for e in blocks:
        e = e.strip()
        if "=" in e and 6 <= len(e) < 140 and first_hit(e, A) is None and "\\boxed" not in e and "\n\n" not in e:
            res.append(e)
    return res


EN_EXTRA = [
    "Let me set up notation: write the unknown quantity as a single variable and translate each condition into an equation.",
    "The key observation is that the expression factors, which removes most of the casework.",
    "I'll check small cases first to see the pattern, then argue it holds in general.",
    "Applying the standard identity and simplifying term by term gives a cleaner form.",
    "By symmetry we can assume the first parameter is the smaller one.",
    "The boundary cases have to be handled separately, but they do not change the result.",
    "Taking the limit term by term is justified here because the convergence is uniform.",
    "Rewriting the sum as a telescoping series, almost everything cancels.",
    "Now I need to be careful with the edge case where the denominator vanishes; it is excluded by hypothesis.",
    "Counting the configurations directly, each choice is independent of the others.",
]


def build_work(rng, lang, A, sol, want_gold, nmin=2, nmax=6):
    if lang == "en" and sol and rng.random() < 0.85:
        paras = chunk_solution(sol, rng.choice([250, 500, 900, 1600, 2600]))
        if not want_gold:
            paras = pre_gold(paras, A)
        if len(paras) >= 1 and sum(len(p) for p in paras) > 60:
            if rng.random() < 0.25:
                # long reasoning trace: a second pass over the same steps, with self-talk
                extra = ["Hmm, let me re-derive this more carefully before committing."]
                extra += rng.sample(EN_EXTRA, rng.randint(3, 6))
                extra += ["Going through the computation again:"] + paras[: max(1, len(paras) // 2)]
                extra += ["Yes, the same steps hold up.", rng.choice(EN_EXTRA)]
                paras = paras + extra
            return paras
    ph = L[lang]
    pool = list(ph["work"]) + (EN_EXTRA if lang == "en" else [])
    k = rng.randint(nmin, min(nmax, len(pool)))
    ws = rng.sample(pool, k)
    if sol:
        eqs = display_eqs(sol, A)
        if eqs:
            for e in rng.sample(eqs, min(len(eqs), rng.randint(1, 3))):
                ws.insert(rng.randrange(len(ws) + 1), "$$%s$$" % e)
    return ws


def intermediate_value(rng, paras, A):
    if A.kind not in ("int", "frac", "dec"):
        return None
    text = " ".join(paras)
    nums = set(int(x) for x in re.findall(r"(?<![\d.\\^_{])(\d{1,6})(?![\d.])", text))
    gold = Fraction(A.num) if A.kind == "int" else None
    cands = []
    for n in sorted(nums):
        if n in (0, 1, 2):
            continue
        if A.kind == "int" and n == A.num:
            continue
        cands.append(n)
    if not cands:
        return None
    n = rng.choice(cands)
    return F(str(n), str(n), "intermediate value from working")


# ---------------------------------------------------------------- scenarios
TRUE_SC = [("t_plain", 30), ("t_alt", 36), ("t_reject", 14), ("t_verify", 10), ("t_restate_wrong", 10)]
FALSE_SC = [("f_wrong", 28), ("f_inter", 12), ("f_gold_in_work", 15), ("f_retract", 15), ("f_hedge", 10), ("f_trunc", 10), ("f_restate", 10)]


def wpick(rng, items):
    tot = sum(w for _, w in items)
    x = rng.uniform(0, tot)
    for k, w in items:
        x -= w
        if x <= 0:
            return k
    return items[-1][0]


def joiner(lang):
    return "，" if lang in ("zh", "ja") else ", "


def alt_forms(A, lang):
    fs = list(A.trues)
    if A.kind == "int":
        w = A.words.get(lang)
        if w and abs(A.num) < 100000:
            fs.append(F("\\text{%s}" % w, w, "number word"))
            if lang == "en":
                fs.append(F("%d \\text{ (%s)}" % (A.num, w), "%d (%s)" % (A.num, w), "digits + words"))
        if lang == "ar":
            fs.append(F(map_digits(str(A.num), AR_DIG), map_digits(str(A.num), AR_DIG), "arabic-indic digits"))
        if lang == "ja":
            fs.append(F(map_digits(str(A.num), FW_DIG), map_digits(str(A.num), FW_DIG), "full-width digits"))
    if A.kind == "dec" and lang in ("fr", "de", "es", "pt", "ru", "vi") and "." in A.canon.txt:
        d = A.canon.txt.replace(".", ",")
        fs.append(F(A.canon.tex.replace(".", "{,}"), d, "decimal comma"))
    return fs or [A.canon]


def wrong_form(rng, A, lang):
    w = rng.choice(A.wrongs)
    if A.kind == "int" and rng.random() < 0.15:
        try:
            n = int(w.txt)
        except ValueError:
            return w
        ww = ans_int(n).words.get(lang) if n >= 0 else None
        if ww:
            return F("\\text{%s}" % ww, ww, w.note + " (words)")
    return w


def make_case(rng, lang, A, q, sol, want_true, tmpl_pool):
    ph = L[lang]
    sc = wpick(rng, TRUE_SC if want_true else FALSE_SC)
    if sc == "f_inter" and not (sol and lang == "en"):
        sc = "f_wrong"
    G = A.canon if rng.random() < 0.5 else rng.choice([A.canon] + A.trues)
    Wr = wrong_form(rng, A, lang)
    work = build_work(rng, lang, A, sol, want_gold=want_true)
    tail = []
    pre, post = [], []
    fin = G
    label = want_true
    j = joiner(lang)
    if sc == "t_plain":
        fin = A.canon if rng.random() < 0.6 else G
    elif sc == "t_alt":
        fin = rng.choice(alt_forms(A, lang))
    elif sc == "t_reject":
        post = [ph["first"] + " " + inl(Wr) + j + ph["reject"], ph["corrected"] + " " + inl(G) + "."]
    elif sc == "t_verify":
        tail = ["%s: %s %s" % (ph["verify"], inl(G), ph["verified"])]
    elif sc == "t_restate_wrong":
        pre = [ph["restate"].format(g=inl(Wr)), ph["recompute"]]
    elif sc == "f_wrong":
        fin = Wr
    elif sc == "f_inter":
        iv = intermediate_value(rng, work, A)
        fin = iv if iv is not None else Wr
        if iv is None:
            sc = "f_wrong"
    elif sc == "f_gold_in_work":
        post = [ph["first"] + " " + inl(G) + j + ph["reject"], ph["corrected"] + " " + inl(Wr) + "."]
        fin = Wr
    elif sc == "f_retract":
        post = [sentence(Ctx(rng, lang, q, G, []), inl(G)), ph["wait"] + "... " + ph["retract"] + " " + inl(Wr) + "."]
        fin = Wr
    elif sc == "f_hedge" and ", " in A.canon.txt:
        fin = Wr
        sc = "f_wrong"
    elif sc == "f_hedge":
        a, b = (G, Wr) if rng.random() < 0.5 else (Wr, G)
        post = [ph["hedge"].format(a=inl(a), b=inl(b))]
        fin = F("%s \\text{ %s } %s" % (a.tex, ph["or_"], b.tex), "%s %s %s" % (a.txt, ph["or_"], b.txt), "hedge")
    elif sc == "f_trunc":
        fin = SENT
    elif sc == "f_restate":
        pre = [ph["restate"].format(g=inl(G))]
        fin = Wr
    # choose template
    for _ in range(50):
        name, fn, en_only, deep = rng.choice(tmpl_pool)
        if en_only and lang != "en":
            continue
        if sc in ("t_reject", "t_restate_wrong", "f_gold_in_work", "f_retract", "f_restate", "f_trunc", "f_hedge") and not deep:
            if sc not in ("f_hedge",):
                continue
        break
    c = Ctx(rng, lang, q, fin, work, tail=tail, pre=pre, post=post)
    text = fn(c)
    if sc == "f_trunc":
        i = text.find(SENT.tex)
        if i < 80:
            return None
        lo = max(40, int(i * 0.35))
        cut = rng.randint(lo, i - 1)
        text = text[:cut].rstrip()
        if SENT.tex in text or "@@" in text:
            return None
    if SENT.tex in text:
        return None
    return dict(response=text, label=label, style=name, language=lang, _sc=sc)


# ---------------------------------------------------------------- main
LANGS = [("en", 64), ("zh", 7), ("es", 4), ("fr", 4), ("de", 4), ("ru", 4), ("ja", 4), ("pt", 3), ("ko", 2), ("ar", 2), ("vi", 2)]


def prune(A, q):
    ql = q.lower()
    drop = set()
    if A.kind == "dec" and re.search(r"nearest|round|decimal|approximat", ql):
        drop.add("fraction")
    if "common fraction" in ql or "mixed number" in ql:
        drop.update({"decimal", "mixed", "improper fraction"})
    if "simplest" in ql or "simplified" in ql:
        drop.update({"unsimplified radical", "reciprocal radical", "unreduced then reduced"})
    A.trues = [t for t in A.trues if t.note not in drop]
    if A.kind == "int":
        m = re.search(r"how many (dollars|cents|minutes|hours|seconds|days|feet|inches|meters|miles|degrees|people|students|games|years)\b", ql)
        if m and A.num > 1:
            u = m.group(1)
            A.trues.append(F("%d\\text{ %s}" % (A.num, u), "%d %s" % (A.num, u), "with unit"))
    return A


def collect():
    items = []  # (benchmark, source_row, question, gold, Ans, solution)
    harp = load("harp/harp_default.jsonl")
    byk = {}
    for i, r in harp:
        if i in HARP_CUR:
            tr, wr = HARP_CUR[i]
            items.append(("harp", "harp/harp_default.jsonl:%d" % i, r["problem"], r["answer"], ans_curated(tr, wr), r.get("solution_1") or ""))
            continue
        if "[asy]" in r["problem"]:
            continue
        A = parse_gold(r["answer"])
        if A is None:
            continue
        prune(A, r["problem"])
        byk.setdefault(A.kind, []).append((i, r, A))
    quota = {"int": 165, "frac": 50, "rad": 22, "pi": 8, "deg": 6, "dec": 10}
    for k, lst in sorted(byk.items()):
        R.shuffle(lst)
        for i, r, A in lst[:quota.get(k, 0)]:
            items.append(("harp", "harp/harp_default.jsonl:%d" % i, r["problem"], r["answer"], A, r.get("solution_1") or ""))
    mp = []
    for fn in ("simple", "hard"):
        for i, r in load("math_perturb/math_perturb_%s.jsonl" % fn):
            src = "math_perturb/math_perturb_%s.jsonl:%d" % (fn, i)
            if (fn, i) in MP_CUR:
                tr, wr = MP_CUR[(fn, i)]
                stored = str(r["answer"]).strip()
                A = ans_curated(tr, wr, canon=None)
                A.canon = F(stored, tex2txt(stored))
                A.trues = [FX(t) for t in tr[1:]] if tr[0].replace(" ", "") == stored.replace(" ", "") else [FX(t) for t in tr]
                mp.append((0, ("math_perturb", src, r["problem"], r["answer"], A, "")))
            else:
                A = parse_gold(r["answer"])
                if A is not None:
                    prune(A, r["problem"])
                    mp.append((1 if A.kind == "int" else 0.5, ("math_perturb", src, r["problem"], r["answer"], A, "")))
    cur = [x for w, x in mp if w == 0]
    num = [x for w, x in mp if w == 0.5]
    ints = [x for w, x in mp if w == 1]
    R.shuffle(num)
    R.shuffle(ints)
    items += cur + num[:25] + ints[:30]
    put = load("putnam/putnam_with_answers.jsonl")
    keep = sorted(PUT_CUR)
    R.shuffle(keep)
    keep = set(keep[:95])
    for i, r in put:
        if i not in keep:
            continue
        spec = PUT_CUR[i]
        if spec[0] == "num":
            A = parse_gold(spec[1])
            assert A is not None, (i, spec)
        elif spec[0] == "expr":
            A = ans_curated(spec[1], spec[2])
        else:
            A = ans_word(spec[1], spec[2])
        items.append(("putnam", "putnam/putnam_with_answers.jsonl:%d" % i, r["problem"], r["answer_text"], A, ""))
    return items


def main():
    items = collect()
    R.shuffle(items)
    cases = []
    k = 0
    for idx, (bm, src, q, gold, A, sol) in enumerate(items):
        want_true = (idx % 2 == 0)
        lang = wpick(R, LANGS)
        if isinstance(A.canon, F) and A.kind == "word" and lang != "en":
            lang = "en"
        case = None
        for _ in range(20):
            case = make_case(R, lang, A, q, sol, want_true, TEMPLATES)
            if case:
                break
        if not case:
            continue
        k += 1
        cases.append(dict(id="zl-%04d" % k, benchmark=bm, source_row=src, question=q, gold=gold,
                          response=case["response"], label=case["label"], style=case["style"], language=case["language"],
                          _sc=case["_sc"]))
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as fh:
        for c in cases:
            d = {k2: v for k2, v in c.items() if not k2.startswith("_")}
            fh.write(json.dumps(d, ensure_ascii=False) + "\n")
    write_readme(cases)
    if os.environ.get("ZL_DEBUG"):
        print(Counter(c["_sc"] for c in cases))


def write_readme(cases):
    def table(counter, head):
        rows = ["| %s | count |" % head, "|---|---|"]
        for k2, v in sorted(counter.items(), key=lambda kv: (-kv[1], str(kv[0]))):
            rows.append("| %s | %d |" % (k2, v))
        return "\n".join(rows)
    lab = Counter("true" if c["label"] else "false" for c in cases)
    bm = Counter(c["benchmark"] for c in cases)
    lg = Counter(c["language"] for c in cases)
    fm = Counter(c["style"].split("/")[0] for c in cases)
    st = Counter(c["style"] for c in cases)
    txt = """# Set ZL: labelled model responses for a math answer grader

Generated by `make_cases.py` (Python 3, standard library only, fixed seed %d).

Regenerate:

```
python3 make_cases.py            # reads /work/shared/data (override with ZL_DATA=/path)
```

It writes `cases.jsonl` (one JSON object per line: id, benchmark, source_row, question, gold,
response, label, style, language) and this README.

Total cases: %d

## Labels
%s

## Benchmarks
%s

## Languages
%s

## Formats
%s

## Styles (format/subtype)
%s
""" % (SEED, len(cases), table(lab, "label"), table(bm, "benchmark"), table(lg, "language"), table(fm, "format"), table(st, "style"))
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as fh:
        fh.write(txt)


if __name__ == "__main__":
    main()
