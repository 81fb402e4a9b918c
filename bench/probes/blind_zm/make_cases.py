#!/usr/bin/env python3
"""Generate a blind, labelled set (ZM) of model responses for a math answer grader.

Usage:  python3 make_cases.py   (standard library only, deterministic)
Reads /work/shared/data (or $ZM_DATA), writes cases.jsonl and README.md next to this file.
"""
import json, os, re, random, collections
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.environ.get("ZM_DATA", "/work/shared/data")
R = random.Random(20261202)


def load(rel):
    out = []
    with open(os.path.join(DATA, rel), encoding="utf-8") as f:
        for i, line in enumerate(f):
            if line.strip():
                out.append((i, json.loads(line)))
    return out

# ---------------------------------------------------------------- values
# A value is one of
#   ("int", n) ; ("frac", Fraction) ; ("surd", a, b, c) meaning a*sqrt(b)/c with b squarefree>1
#   ("dec", Fraction, "72.8") ; ("raw", [true latex...], [wrong latex...])


def squarefree(b):
    if b < 2:
        return False
    k = 2
    while k * k <= b:
        if b % (k * k) == 0:
            return False
        k += 1
    return True


def parse_gold(s):
    s = str(s).strip()
    s = s.strip("$").strip()
    s = re.sub(r"^\\boxed\{(.*)\}$", r"\1", s)
    s = s.replace("\\!", "").replace(" ", "")
    m = re.fullmatch(r"(\d+)\^\{?\\circ\}?", s)
    if m:
        return ("deg", int(m.group(1)))
    m = re.fullmatch(r"\(((?:-?\d+,)+-?\d+)\)", s)
    if m:
        return ("tuple", tuple(int(x) for x in m.group(1).split(",")))
    m = re.fullmatch(r"(\d*)\\pi", s)
    if m:
        return ("pi", Fraction(int(m.group(1) or 1)))
    m = re.fullmatch(r"\\[dt]?frac\{(\d*)\\pi\}\{(\d+)\}", s) or re.fullmatch(r"\\[dt]?frac\{(\d+)\}\{(\d+)\}\\pi", s)
    if m:
        fr = Fraction(int(m.group(1) or 1), int(m.group(2)))
        if fr.numerator == int(m.group(1) or 1):
            return ("pi", fr)
        return None
    m = re.fullmatch(r"(\d+)\\%", s)
    if m:
        return ("pct", int(m.group(1)))
    m = re.fullmatch(r"\\textdollar\{?(\d+)\}?", s)
    if m:
        return ("money", int(m.group(1)))
    m = re.fullmatch(r"(\d+)\\text\{(mph|ft|in|cm|m|km|miles|feet|inches|minutes|hours|seconds|days|dollars|cents|meters|units)\}", s)
    if m:
        return ("unit", int(m.group(1)), m.group(2))
    m = re.fullmatch(r"(\d+)\\[dt]?frac\{(\d+)\}\{(\d+)\}", s)
    if m:
        w, p, q = int(m.group(1)), int(m.group(2)), int(m.group(3))
        if 0 < p < q and Fraction(p, q).numerator == p:
            return ("frac", w + Fraction(p, q))
        return None
    m = re.fullmatch(r"(-?)\d+", s)
    if m:
        return ("int", int(s))
    m = re.fullmatch(r"(-?)\d{1,3}(,\d{3})+", s)
    if m:
        return ("int", int(s.replace(",", "")))
    m = re.fullmatch(r"(-?)\\[dt]?frac\{(\d+)\}\{(\d+)\}", s) or re.fullmatch(r"(-?)(\d+)/(\d+)", s)
    if m:
        fr = Fraction(int(m.group(2)), int(m.group(3)))
        if m.group(1):
            fr = -fr
        if fr.denominator == 1 or Fraction(int(m.group(2)), int(m.group(3))).numerator != int(m.group(2)):
            return None
        return ("frac", fr)
    m = re.fullmatch(r"-?\d+\.\d+", s)
    if m:
        return ("dec", Fraction(s), s)
    # a\sqrt{b}, \sqrt{b}, \frac{a\sqrt{b}}{c}, \frac{\sqrt{b}}{c}, a\sqrt{b}/c
    m = re.fullmatch(r"(\d*)\\sqrt\{(\d+)\}", s)
    if m:
        a = int(m.group(1) or 1); b = int(m.group(2))
        return ("surd", a, b, 1) if squarefree(b) else None
    m = re.fullmatch(r"\\[dt]?frac\{(\d*)\\sqrt\{(\d+)\}\}\{(\d+)\}", s) or re.fullmatch(r"(\d*)\\sqrt\{(\d+)\}/(\d+)", s)
    if m:
        a = int(m.group(1) or 1); b = int(m.group(2)); c = int(m.group(3))
        from math import gcd
        if not squarefree(b) or gcd(a, c) != 1 or c == 1:
            return None
        return ("surd", a, b, c)
    return None


def perfect_power(n):
    if n < 8:
        return None
    for b in range(2, 40):
        k, x = 0, 1
        while x < n:
            x *= b; k += 1
        if x == n and k >= 2:
            return (b, k)
    return None


def vkey(v):
    if v[0] in ("deg", "pct", "money"):
        return (v[0], Fraction(v[1]))
    if v[0] == "unit":
        return ("unit", Fraction(v[1]), v[2])
    if v[0] in ("tuple", "pi"):
        return v
    if v[0] == "int":
        return Fraction(v[1])
    if v[0] in ("frac", "dec"):
        return v[1]
    if v[0] == "surd":
        return ("s", Fraction(v[1] * v[1] * v[2], v[3] * v[3]))  # square, sign positive
    return None


def same(v, w):
    return vkey(v) == vkey(w)

# ---------------------------------------------------------------- numbers in words / scripts
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
    return str(n)

ZH = "零一二三四五六七八九"


def zh_words(n):
    if n < 0:
        return "负" + zh_words(-n)
    if n < 10:
        return ZH[n]
    if n >= 100000:
        return str(n)
    units = [(10000, "万"), (1000, "千"), (100, "百"), (10, "十")]
    out = ""; zero = False; started = False
    for u, ch in units:
        d = n // u; n %= u
        if d:
            if zero and started:
                out += "零"
            out += ("" if (u == 10 and d == 1 and not started) else ZH[d]) + ch
            started = True; zero = False
        elif started:
            zero = True
    if n:
        if zero and started:
            out += "零"
        out += ZH[n]
    return out

ARABIC_DIGITS = "٠١٢٣٤٥٦٧٨٩"
DEVA_DIGITS = "०१२३४५६७८९"
FULLWIDTH = "０１２３４５６７８９"


def tr_digits(s, table):
    return "".join(table[int(c)] if c.isdigit() and c in "0123456789" else c for c in s)


def es_words(n):
    base = "cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve veinte".split()
    if 0 <= n <= 20:
        return base[n]
    return None


def fr_words(n):
    base = "zéro un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize".split()
    if 0 <= n <= 16:
        return base[n]
    return None


def de_words(n):
    base = "null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf".split()
    if 0 <= n <= 12:
        return base[n]
    return None


def thousands(n, sep=","):
    s = str(abs(n)); parts = []
    while len(s) > 3:
        parts.insert(0, s[-3:]); s = s[:-3]
    parts.insert(0, s)
    return ("-" if n < 0 else "") + sep.join(parts)

# ---------------------------------------------------------------- rendering

def canon(v):
    """canonical LaTeX rendering"""
    t = v[0]
    if t == "int":
        return str(v[1])
    if t == "frac":
        f = v[1]; sg = "-" if f < 0 else ""
        return "%s\\frac{%d}{%d}" % (sg, abs(f.numerator), f.denominator)
    if t == "dec":
        return v[2]
    if t == "surd":
        a, b, c = v[1:]
        num = ("" if a == 1 else str(a)) + "\\sqrt{%d}" % b
        return num if c == 1 else "\\frac{%s}{%d}" % (num, c)
    if t == "raw":
        return v[1][0]
    if t == "deg":
        return "%d^\\circ" % v[1]
    if t == "tuple":
        return "(" + ", ".join(str(x) for x in v[1]) + ")"
    if t == "pi":
        f = v[1]; a = "" if f.numerator == 1 else str(f.numerator)
        return "%s\\pi" % a if f.denominator == 1 else "\\frac{%s\\pi}{%d}" % (a, f.denominator)
    if t == "pct":
        return "%d\\%%" % v[1]
    if t == "money":
        return "\\$%d" % v[1]
    if t == "unit":
        return "%d\\text{ %s}" % (v[1], v[2])


def plain(v):
    t = v[0]
    if t == "int":
        return str(v[1])
    if t == "frac":
        return "%d/%d" % (v[1].numerator, v[1].denominator)
    if t == "dec":
        return v[2]
    if t == "deg":
        return "%d degrees" % v[1]
    if t == "tuple":
        return "(" + ", ".join(str(x) for x in v[1]) + ")"
    if t == "pi":
        f = v[1]
        return ("%d*pi" % f.numerator if f.numerator != 1 else "pi") + ("" if f.denominator == 1 else "/%d" % f.denominator)
    if t == "pct":
        return "%d%%" % v[1]
    if t == "money":
        return "$%d" % v[1]
    if t == "unit":
        return "%d %s" % (v[1], v[2])
    if t == "surd":
        a, b, c = v[1:]
        s = ("" if a == 1 else "%d*" % a) + "sqrt(%d)" % b
        return s if c == 1 else "%s/%d" % (s if a == 1 else "(%s)" % s, c)
    return canon(v)


def terminating(f):
    d = f.denominator
    for p in (2, 5):
        while d % p == 0:
            d //= p
    return d == 1


def dec_str(f):
    # exact decimal for terminating fraction
    sg = "-" if f < 0 else ""
    f = abs(f)
    ip = f.numerator // f.denominator
    rem = f - ip
    digits = ""
    while rem:
        rem *= 10
        d = rem.numerator // rem.denominator
        digits += str(d); rem -= d
    return sg + str(ip) + ("." + digits if digits else "")


def alt_forms(v, lang="en"):
    """list of (text, is_math) correct alternative renderings of v (exactly equal)."""
    t = v[0]; out = []
    if t == "int":
        n = v[1]
        out.append(("%d" % n, True))
        if abs(n) >= 1000:
            out.append((thousands(n, "{,}"), True))
            out.append((thousands(n, ","), False))
            if lang in ("fr", "ru", "de"):
                out.append((thousands(n, "\u202f" if lang == "fr" else ("." if lang == "de" else " ")), False))
        if lang == "en" and 0 <= n < 1000:
            out.append((en_words(n), False))
        if lang == "zh" and 0 <= n < 100000:
            out.append((zh_words(n), False))
        if lang == "ja" and 0 <= n < 100000:
            out.append((tr_digits(str(n), FULLWIDTH), False))
        if lang == "ar":
            out.append((tr_digits(str(n), ARABIC_DIGITS), False))
        if lang == "hi":
            out.append((tr_digits(str(n), DEVA_DIGITS), False))
        if lang == "es" and es_words(n):
            out.append((es_words(n), False))
        if lang == "fr" and fr_words(n):
            out.append((fr_words(n), False))
        if lang == "de" and de_words(n):
            out.append((de_words(n), False))
        out.append(("%d.0" % n, False))
        pw = perfect_power(n)
        if pw:
            out.append(("%d^{%d}" % pw, True))
        if n >= 1000 and n % 100 == 0:
            mant = dec_str(Fraction(n, 10 ** (len(str(n)) - 1)))
            out.append(("%s \\times 10^{%d}" % (mant, len(str(n)) - 1), True))
    elif t == "frac":
        f = v[1]; p, q = abs(f.numerator), f.denominator; sg = "-" if f < 0 else ""
        out += [("%s\\frac{%d}{%d}" % (sg, p, q), True), ("%s\\dfrac{%d}{%d}" % (sg, p, q), True),
                ("%s%d/%d" % (sg, p, q), False), ("%s\\tfrac{%d}{%d}" % (sg, p, q), True),
                ("%s{%d \\over %d}" % (sg, p, q), True)]
        if sg:
            out.append(("\\frac{-%d}{%d}" % (p, q), True))
        if p > q and not sg:
            out.append(("%d\\tfrac{%d}{%d}" % (p // q, p % q, q), True))
        if terminating(f):
            ds = dec_str(f)
            out.append((ds, False))
            if lang in ("fr", "de", "es", "ru", "pt", "it"):
                out.append((ds.replace(".", ","), False))
        if f.denominator <= 12 and abs(f.numerator) < 12 and lang == "en" and f > 0:
            words = {2: "half", 3: "third", 4: "quarter", 5: "fifth", 6: "sixth", 7: "seventh", 8: "eighth", 9: "ninth", 10: "tenth", 11: "eleventh", 12: "twelfth"}
            w = words[q] + ("s" if p > 1 and q != 2 else ("" if p == 1 else "s"))
            if q == 2 and p > 1:
                w = "halves"
            out.append(("%s %s" % (en_words(p) if p > 1 else "one", w), False))
    elif t == "dec":
        f = v[1]; s = v[2]
        out.append((s, False))
        out.append(("\\frac{%d}{%d}" % (f.numerator, f.denominator) if f.denominator > 1 else str(f.numerator), True))
        out.append((s + "0", False))
        if lang in ("fr", "de", "es", "ru", "pt", "it"):
            out.append((s.replace(".", ","), False))
    elif t == "surd":
        a, b, c = v[1:]
        A = "" if a == 1 else str(a)
        if c == 1:
            out += [("%s\\sqrt{%d}" % (A, b), True), ("\\sqrt{%d}" % (a * a * b), True),
                    ("%s\\sqrt %d" % (A, b), True), ("%ssqrt(%d)" % (A + "*" if A else "", b), False),
                    ("%s√%d" % (A, b), False)]
        else:
            out += [("\\frac{%s\\sqrt{%d}}{%d}" % (A, b, c), True), ("\\frac{%s}{%d}\\sqrt{%d}" % (a, c, b), True),
                    ("%s\\sqrt{%d}/%d" % (A, b, c), True), ("\\frac{\\sqrt{%d}}{%d}" % (a * a * b, c), True),
                    ("%s√%d/%d" % (A, b, c), False), ("%ssqrt(%d)/%d" % (A + "*" if A else "", b, c), False)]
            # rationalised form a*sqrt(b)/c == a*b/(c*sqrt(b)) when c divisible nicely
            if (c % b == 0) and False:
                pass
            if a == 1 and c == b:
                out.append(("\\frac{1}{\\sqrt{%d}}" % b, True))
            if a * b % c == 0 and c > 1:
                pass
    elif t == "raw":
        out += [(x, True) for x in v[1]]
    elif t == "deg":
        n = v[1]
        out += [("%d^\\circ" % n, True), ("%d^{\\circ}" % n, True), ("%d°" % n, False), ("%d" % n, True)]
        out.append(({"en": "%d degrees", "es": "%d grados", "fr": "%d degrés", "de": "%d Grad", "zh": "%d 度", "ru": "%d градусов",
                     "pt": "%d graus", "it": "%d gradi", "ja": "%d 度", "ko": "%d도", "ar": "%d درجة", "hi": "%d डिग्री"}[lang] % n, False))
    elif t == "tuple":
        xs = v[1]
        out += [("(" + ", ".join(map(str, xs)) + ")", True), ("(" + ",".join(map(str, xs)) + ")", True),
                ("\\left(" + ", ".join(map(str, xs)) + "\\right)", True)]
    elif t == "pi":
        f = v[1]; p, q = f.numerator, f.denominator; A = "" if p == 1 else str(p)
        if q == 1:
            out += [("%s\\pi" % A, True), ("%sπ" % A, False), ("\\pi \\cdot %d" % p if p > 1 else "\\pi", True)]
        else:
            out += [("\\frac{%s\\pi}{%d}" % (A, q), True), ("\\frac{%d}{%d}\\pi" % (p, q), True), ("%s\\pi/%d" % (A, q), True),
                    ("%sπ/%d" % (A, q), False), ("\\dfrac{%d\\pi}{%d}" % (p, q), True)]
    elif t == "pct":
        n = v[1]
        out += [("%d\\%%" % n, True), ("%d%%" % n, False), ("%d percent" % n if lang == "en" else "%d %%" % n, False)]
    elif t == "money":
        n = v[1]
        out += [("\\$%d" % n, True), ("$%s" % thousands(n), False), ("%d dollars" % n if lang == "en" else "%d USD" % n, False),
                ("\\$%d.00" % n, True)]
    elif t == "unit":
        n, u = v[1], v[2]
        out += [("%d\\text{ %s}" % (n, u), True), ("%d %s" % (n, u), False), ("%d" % n, True)]
    return out


def near_values(v, rng):
    """Plausible wrong values near v, with a short tag."""
    t = v[0]; cands = []
    if t == "int":
        n = v[1]
        cands += [(("int", n + 1), "off_by_one"), (("int", n - 1), "off_by_one")]
        if n != 0:
            cands.append((("int", -n), "sign"))
        if n >= 10:
            s = str(n)
            sw = s[:-2] + s[-1] + s[-2]
            if sw != s and not sw.startswith("0"):
                cands.append((("int", int(sw)), "digit_swap"))
            cands.append((("int", n * 2), "double"))
            if n % 2 == 0:
                cands.append((("int", n // 2), "half"))
        if n > 2:
            cands.append((("frac", Fraction(1, n)), "reciprocal"))
        if n >= 2:
            cands.append((("int", n + 2), "off_by_two"))
    elif t == "frac":
        f = v[1]; p, q = f.numerator, f.denominator
        if p != 0 and abs(p) != q:
            r = Fraction(q, p)
            cands.append(((("frac", r) if r.denominator != 1 else ("int", int(r))), "reciprocal"))
        if 0 < f < 1:
            c = 1 - f
            if c != f:
                cands.append((("frac", c) if c.denominator != 1 else ("int", int(c)), "complement"))
        for g, tag in ((Fraction(p + 1, q), "numerator_off"), (Fraction(p, q + 1), "denominator_off"),
                       (Fraction(p - 1, q), "numerator_off")):
            if g != f and g != 0:
                cands.append(((("frac", g) if g.denominator != 1 else ("int", int(g))), tag))
        cands.append((("frac", -f), "sign"))
    elif t == "dec":
        f = v[1]; s = v[2]
        nd = len(s.split(".")[1])
        step = Fraction(1, 10 ** nd)
        for g in (f + step, f - step):
            cands.append((("dec", g, dec_str(g) if len(dec_str(g).split(".")[-1]) >= 1 else dec_str(g)), "last_digit"))
        cands.append((("int", round(f)), "rounded"))
    elif t == "surd":
        a, b, c = v[1:]
        from math import gcd
        cands.append((("surd", a + 1, b, c) if gcd(a + 1, c) == 1 else ("surd", a, b, c + 1), "coefficient_off"))
        if c > 1:
            g = gcd(a, 2 * c)
            cands.append((("surd", a // g * 1, b, 2 * c // g) if True else None, "halved"))
            cands.append((("frac", Fraction(a * b, c)) if Fraction(a * b, c).denominator > 1 else ("int", a * b // c), "dropped_sqrt"))
        else:
            cands.append((("int", a * b), "dropped_sqrt"))
        for bb in (b + 1, b - 1, b + 2):
            if squarefree(bb):
                cands.append((("surd", a, bb, c), "radicand_off"))
                break
        if a > 1:
            cands.append((("surd", 1, a * a * b, c) if False else ("surd", a, b, c * 2 if gcd(a, c * 2) == 1 else c + 1), "denominator_off"))
    elif t == "deg":
        n = v[1]
        for w, tag in ((n + 1, "off_by_one"), (n - 1, "off_by_one"), (180 - n, "supplement"), (90 - n, "complement"), (2 * n, "double"), (360 - n, "reflex")):
            if w > 0 and w != n:
                cands.append((("deg", w), tag))
    elif t == "tuple":
        xs = list(v[1])
        if len(set(xs)) > 1:
            cands.append((("tuple", tuple(reversed(xs))), "swapped"))
        ys = xs[:]; ys[-1] += 1; cands.append((("tuple", tuple(ys)), "coordinate_off"))
        ys = xs[:]; ys[0] = -ys[0]
        if ys != xs:
            cands.append((("tuple", tuple(ys)), "sign"))
    elif t == "pi":
        f = v[1]
        for g, tag in ((f * 2, "double"), (f / 2, "half"), (f + 1 if f.denominator == 1 else Fraction(f.numerator + 1, f.denominator), "coefficient_off")):
            if g != f:
                cands.append((("pi", g), tag))
        cands.append((("frac", f) if f.denominator > 1 else ("int", f.numerator), "dropped_pi"))
    elif t in ("pct", "money"):
        n = v[1]
        for w, tag in ((n + 1, "off_by_one"), (n - 1, "off_by_one"), (n * 10, "scale"), (100 - n, "complement") if t == "pct" else (n + 10, "off_by_ten")):
            if w > 0 and w != n:
                cands.append(((t, w), tag))
    elif t == "unit":
        n, u = v[1], v[2]
        for w, tag in ((n + 1, "off_by_one"), (n - 1, "off_by_one"), (2 * n, "double")):
            if w > 0:
                cands.append((("unit", w, u), tag))
    if t == "int" and v[1] > 0 and perfect_power(v[1]):
        b, k = perfect_power(v[1])
        cands.insert(0, (("int", b ** (k + 1)), "exponent_off"))
        cands.insert(0, (("int", b ** (k - 1)), "exponent_off"))
    out = []
    for w, tag in cands:
        if w is None:
            continue
        if w[0] == "dec" and w[1] == vkey(v):
            continue
        if w[0] == "int" and v[0] != "surd" and vkey(v) == Fraction(w[1]):
            continue
        if w[0] == "frac" and v[0] != "surd" and vkey(v) == w[1]:
            continue
        if v[0] == "surd" and w[0] == "surd" and same(v, w):
            continue
        if w[0] == v[0] and vkey(w) == vkey(v):
            continue
        if w[0] == "frac" and w[1].denominator == 1:
            w = ("int", int(w[1]))
        out.append((w, tag))
    rng.shuffle(out)
    return out

# ---------------------------------------------------------------- Putnam: hand-derived values
# index -> gold value as a string parseable by parse_gold, optional variable name
PUTNAM_SIMPLE = {
    3: ("2", "a"), 10: ("1/2", None), 12: ("5", "a"), 13: ("8", None), 14: ("8", None), 28: ("3", None),
    30: ("11", None), 33: ("25", None), 39: ("7", "a"), 47: ("-7/8", "k"), 52: ("2/3", None),
    55: ("7/4", None), 69: ("1/8", None), 72: ("-1", None), 82: ("2301", None), 84: ("2/9", None),
    87: ("2", None), 90: ("4", "p"), 92: ("8", None), 97: ("87", None), 103: ("18", None),
    104: ("3", None), 108: ("2/5", "h"), 110: ("0", None), 112: ("1984", None), 116: ("1", None),
    118: ("6", None), 143: ("1/3", None), 147: ("1992", None), 152: ("3984", None), 155: ("3987", "n"),
    171: ("28", "BC"), 178: ("6", None), 183: ("9/32", None), 184: ("3", None), 189: ("3", None),
    211: ("1/16", None), 214: ("4", None), 220: ("2", None), 221: ("-1", None), 222: ("\\frac{\\sqrt{2}}{2}", None),
    231: ("2020050", None), 235: ("3", None), 240: ("3/2", "S"), 250: ("-1", None), 251: ("3", None),
    253: ("3/7", None), 254: ("1/3", None), 259: ("13725", None), 260: ("4/7", "L"), 263: ("17/21", None),
    264: ("4", None), 266: ("8", None), 269: ("5/6", "C"), 274: ("1", None), 276: ("16", "a"),
    281: ("480/49", None), 293: ("508536", None), 298: ("1990", None), 299: ("1/4040", None),
    300: ("578", None), 306: ("2/3", None), 311: ("290", None), 318: ("18", "n"), 324: ("3", None),
    326: ("29", "T"), 329: ("1", "n"), 332: ("7", "p"), 333: ("0", None), 337: ("-1/2", None),
    340: ("3", None), 344: ("1/4", "r"),
}

# index -> (list of correct LaTeX renderings, list of (wrong LaTeX, tag))
PUTNAM_RAW = {
    1: (["n(n+1)2^{n-2}", "2^{n-2}\\,n(n+1)", "(n^2+n)\\,2^{n-2}", "\\frac{n(n+1)2^{n}}{4}"],
        [("n(n+1)2^{n-1}", "exponent_off"), ("n(n-1)2^{n-2}", "factor_off"), ("n^2 2^{n-2}", "factor_off")]),
    9: (["2^{n-1}", "\\frac{2^n}{2}"], [("2^n", "exponent_off"), ("2^{n-2}", "exponent_off"), ("(n-1)!", "different")]),
    17: (["p^2+p", "p(p+1)", "p^{2} + p"], [("p^2+1", "near_expr"), ("p^2", "near_expr"), ("p^2-p", "sign")]),
    23: (["a = 11,\\ b = 8", "(a,b) = (11,8)"], [("(a,b) = (8,11)", "swapped"), ("a = 11,\\ b = 9", "one_off")]),
    40: (["\\frac{1}{k!}", "(k!)^{-1}", "1/k!"], [("\\frac{1}{(k+1)!}", "index_off"), ("\\frac{1}{k}", "dropped_factorial"), ("\\frac{2}{k!}", "factor_off")]),
    44: (["a = 4,\\ b = 1"], [("a = 2,\\ b = 1", "different_form"), ("a = 4,\\ b = 2", "one_off")]),
    46: (["n!", "n\\cdot(n-1)\\cdots 2\\cdot 1"], [("(n+1)!", "index_off"), ("(n-1)!", "index_off"), ("n^n", "different")]),
    50: (["\\frac{x}{1-x}", "-\\frac{x}{x-1}", "x/(1-x)"], [("\\frac{1}{1-x}", "near_expr"), ("\\frac{x}{1+x}", "sign"), ("\\frac{x^2}{1-x}", "exponent_off")]),
    56: (["4x^4-4x^2+1", "(2x^2-1)^2", "p(x) = 4x^{4} - 4x^{2} + 1"], [("4x^4+4x^2+1", "sign"), ("4x^4-4x^2-1", "sign"), ("(2x^2-1)^3", "exponent_off")]),
    64: (["\\frac{\\pi}{4}", "\\pi/4", "\\tfrac14\\pi"], [("\\frac{\\pi}{2}", "factor_off"), ("\\frac{\\pi}{8}", "factor_off"), ("\\frac{\\pi^2}{4}", "exponent_off")]),
    65: (["\\frac{1}{e}", "e^{-1}", "u = 1/e"], [("e", "reciprocal"), ("\\frac{1}{e^2}", "exponent_off"), ("\\frac{2}{e}", "factor_off")]),
    70: (["\\text{The limit does not exist.}", "\\text{No, the limit does not exist}"], [("0", "different"), ("1", "different")]),
    73: (["12-8\\sqrt{2}", "4(3-2\\sqrt{2})", "4(\\sqrt{2}-1)^2"], [("12+8\\sqrt{2}", "sign"), ("8\\sqrt{2}-12", "sign"), ("12-6\\sqrt{2}", "coefficient_off")]),
    77: (["\\frac{\\pi}{2}\\ln\\pi", "\\frac{\\pi\\ln\\pi}{2}", "\\tfrac{1}{2}\\pi\\log\\pi"], [("\\pi\\ln\\pi", "factor_off"), ("\\frac{\\pi}{2}\\ln 2", "different"), ("\\frac{\\pi}{4}\\ln\\pi", "factor_off")]),
    80: (["\\frac{4}{3}(\\sqrt{2}-1)", "\\frac{4\\sqrt{2}-4}{3}", "\\frac{4(\\sqrt2-1)}{3}"], [("\\frac{4}{3}(\\sqrt{2}+1)", "sign"), ("\\frac{2}{3}(\\sqrt{2}-1)", "factor_off"), ("\\frac{4}{3}(\\sqrt{3}-1)", "radicand_off")]),
    101: (["101^{99}"], [("101^{100}", "exponent_off"), ("100^{99}", "base_off"), ("101^{98}", "exponent_off")]),
    105: (["\\frac{\\pi}{2}", "\\pi/2"], [("\\frac{\\pi}{4}", "factor_off"), ("\\pi", "factor_off")]),
    124: (["\\frac{1+\\sqrt{3}}{2}", "\\frac{\\sqrt{3}+1}{2}", "\\tfrac12 + \\tfrac{\\sqrt3}{2}"], [("\\frac{1+\\sqrt{2}}{2}", "radicand_off"), ("\\frac{\\sqrt{3}-1}{2}", "sign"), ("1+\\sqrt{3}", "factor_off")]),
    128: (["\\frac{4\\sqrt{2}-5}{3}", "\\frac{4\\sqrt2}{3}-\\frac53"], [("\\frac{5-4\\sqrt{2}}{3}", "sign"), ("\\frac{4\\sqrt{2}-5}{6}", "factor_off"), ("\\frac{4\\sqrt{3}-5}{3}", "radicand_off")]),
    133: (["\\text{Yes}"], [("\\text{No}", "negation")]),
    135: (["\\text{No}", "\\text{No, not necessarily}"], [("\\text{Yes}", "negation")]),
    151: (["4+\\pi", "\\pi+4"], [("4-\\pi", "sign"), ("4+2\\pi", "coefficient_off"), ("2+\\pi", "near_expr")]),
    163: (["\\frac{3+\\sqrt{5}}{2}", "\\varphi^2", "1+\\frac{1+\\sqrt5}{2}"], [("\\frac{1+\\sqrt{5}}{2}", "near_expr"), ("\\frac{3-\\sqrt{5}}{2}", "sign")]),
    172: (["\\sqrt{e}", "e^{1/2}", "e^{0.5}"], [("e^2", "exponent_off"), ("\\frac{1}{\\sqrt{e}}", "reciprocal"), ("\\sqrt[3]{e}", "exponent_off")]),
    194: (["2\\sqrt{2}-1", "\\sqrt{8}-1"], [("2\\sqrt{2}+1", "sign"), ("\\sqrt{2}-1", "coefficient_off"), ("2\\sqrt{3}-1", "radicand_off")]),
    199: (["\\frac{2}{e}", "2e^{-1}"], [("\\frac{e}{2}", "reciprocal"), ("\\frac{1}{e}", "factor_off"), ("\\frac{2}{e^2}", "exponent_off")]),
    205: (["6\\pi^2", "6\\pi^{2}"], [("6\\pi", "exponent_off"), ("12\\pi^2", "factor_off"), ("3\\pi^2", "factor_off")]),
    208: (["\\frac{3\\sqrt{3}}{2}", "\\frac{3}{2}\\sqrt{3}", "\\frac{\\sqrt{27}}{2}"], [("\\frac{3\\sqrt{3}}{4}", "factor_off"), ("\\frac{3\\sqrt{2}}{2}", "radicand_off"), ("3\\sqrt{3}", "factor_off")]),
    257: (["\\log\\frac{4}{3}", "\\ln 4 - \\ln 3", "2\\ln 2 - \\ln 3"], [("\\log\\frac{3}{4}", "sign"), ("\\log\\frac{3}{2}", "near_expr"), ("\\frac{4}{3}", "dropped_log")]),
    265: (["\\frac{\\pi^2}{16}", "\\left(\\frac{\\pi}{4}\\right)^2"], [("\\frac{\\pi^2}{8}", "factor_off"), ("\\frac{\\pi}{16}", "exponent_off"), ("\\frac{\\pi^2}{12}", "near_expr")]),
    268: (["\\frac{3\\pi}{8}", "\\tfrac38\\pi"], [("\\frac{3\\pi}{4}", "factor_off"), ("\\frac{\\pi}{8}", "coefficient_off"), ("\\frac{5\\pi}{8}", "coefficient_off")]),
    270: (["e-1", "-1+e"], [("e", "off_by_one"), ("e+1", "sign"), ("e-2", "off_by_one")]),
    277: (["(\\ln 2)^2", "\\ln^2 2"], [("\\ln 4", "different"), ("\\ln 2", "exponent_off"), ("2\\ln 2", "different")]),
    285: (["2019^{-1/2019}", "\\frac{1}{\\sqrt[2019]{2019}}", "\\left(\\frac{1}{2019}\\right)^{1/2019}"], [("2019^{1/2019}", "sign"), ("2019^{-1/2018}", "exponent_off"), ("2018^{-1/2018}", "base_off")]),
    288: (["5n+1", "1+5n"], [("5n-1", "sign"), ("5n", "off_by_one"), ("4n+1", "coefficient_off")]),
    289: (["\\frac{8}{\\pi^3}", "8\\pi^{-3}", "\\left(\\frac{2}{\\pi}\\right)^3"], [("\\frac{8}{\\pi^2}", "exponent_off"), ("\\frac{4}{\\pi^3}", "factor_off"), ("\\frac{\\pi^3}{8}", "reciprocal")]),
    290: (["2\\ln 2-\\frac{1}{2}", "\\ln 4 - \\tfrac12", "\\frac{4\\ln 2 - 1}{2}"], [("2\\ln 2+\\frac{1}{2}", "sign"), ("\\ln 2-\\frac{1}{2}", "coefficient_off"), ("2\\ln 2 - 1", "near_expr")]),
    295: (["\\text{The series diverges.}", "\\text{It does not converge (diverges).}"], [("\\text{It converges.}", "negation")]),
    297: (["\\frac{\\pi}{4}", "\\pi/4"], [("\\frac{\\pi}{2}", "factor_off"), ("1", "different"), ("\\frac{\\pi}{3}", "near_expr")]),
    301: (["e"], [("e-1", "off_by_one"), ("1", "different"), ("\\frac{1}{e}", "reciprocal")]),
    320: (["\\frac{\\pi}{2}", "r = \\pi/2"], [("\\pi", "factor_off"), ("\\frac{\\pi}{4}", "factor_off")]),
    336: (["\\frac{1-e^{-2}}{2}", "\\frac{e^2-1}{2e^2}", "\\frac12 - \\frac{1}{2e^2}"], [("\\frac{1-e^{-1}}{2}", "exponent_off"), ("\\frac{1+e^{-2}}{2}", "sign"), ("1-e^{-2}", "factor_off")]),
    20: (["\\text{length } 3\\text{; smallest square } 1444 = 38^2"], [("\\text{length } 3\\text{; smallest square } 144 = 12^2", "second_part_wrong"), ("\\text{length } 4\\text{; smallest square } 1444", "first_part_wrong")]),
    313: (["n \\in \\{1, 7\\}", "n = 1 \\text{ or } n = 7"], [("n = 7", "missing_solution"), ("n \\in \\{1, 3, 7\\}", "extra_solution")]),
    98: (["m \\in \\{3, 4, 7, 8\\}", "m = 3, 4, 7, 8"], [("m \\in \\{3, 4, 7\\}", "missing_solution"), ("m \\in \\{4, 8\\}", "missing_solution")]),
}

# ---------------------------------------------------------------- language phrase tables
L = {
 "en": dict(so=["So the answer is {}.", "Therefore the answer is {}.", "Hence the required value is {}.", "This gives {}."],
            fin="Final answer", wait=["Wait, that's not right. Let me recheck the last step.", "Hmm, actually I made a mistake above.", "Hold on — I need to double-check that."],
            fix=["Correcting this, the value is {}.", "Redoing the computation carefully gives {}.", "So the correct value is {} instead."],
            hedge="The answer is either {} or {}; I can't pin it down further without more work.",
            verify="Let me verify this.", ok="Everything checks out.", intro=["Let me work through this.", "We need to find the requested quantity.", "Let's set up the problem carefully."],
            mid=["Let me set up notation and simplify.", "Now I count the cases one by one.", "Substituting back into the original condition:", "Combining the two relations above,", "Checking small cases first to see a pattern."],
            cand="A first attempt gives {}, but that ignores a constraint.", reject="Checking {} against the original conditions: it fails.", accept="Checking {}: it satisfies every condition."),
 "zh": dict(so=["所以答案是 {}。", "因此所求的值为 {}。", "故答案为 {}。"], fin="最终答案",
            wait=["等等，这里好像不对，我再检查一下最后一步。", "嗯，上面算错了。"], fix=["更正后得到 {}。", "重新计算得 {}。"],
            hedge="答案可能是 {}，也可能是 {}，目前无法确定。", verify="验证一下：", ok="全部符合条件。",
            intro=["我们来逐步分析这道题。", "先理解题意。"], mid=["设好变量并化简。", "分情况讨论。", "代回原式检验：", "把上面两个式子联立，"],
            cand="初步得到 {}，但这忽略了一个条件。", reject="检验 {}：不满足原条件。", accept="检验 {}：满足所有条件。"),
 "es": dict(so=["Por lo tanto, la respuesta es {}.", "Así, el valor buscado es {}."], fin="Respuesta final",
            wait=["Un momento, eso no está bien. Reviso el último paso.", "Mmm, cometí un error arriba."], fix=["Corrigiendo, el valor es {}.", "Rehaciendo el cálculo se obtiene {}."],
            hedge="La respuesta es {} o {}; no puedo decidir entre ambas.", verify="Verifiquemos:", ok="Todo cuadra.",
            intro=["Resolvamos el problema paso a paso.", "Primero planteamos el problema."], mid=["Simplificamos la expresión.", "Contamos los casos uno por uno.", "Sustituyendo en la condición original:"],
            cand="Un primer intento da {}, pero olvida una condición.", reject="Comprobamos {}: no cumple las condiciones.", accept="Comprobamos {}: cumple todas las condiciones."),
 "fr": dict(so=["Donc la réponse est {}.", "Ainsi, la valeur cherchée est {}."], fin="Réponse finale",
            wait=["Attendez, ce n'est pas correct. Je revérifie la dernière étape.", "Hmm, j'ai fait une erreur plus haut."], fix=["En corrigeant, on obtient {}.", "En refaisant le calcul, on trouve {}."],
            hedge="La réponse est {} ou {} ; je ne peux pas trancher.", verify="Vérifions :", ok="Tout est cohérent.",
            intro=["Résolvons le problème étape par étape.", "Commençons par poser le problème."], mid=["On simplifie l'expression.", "On compte les cas un par un.", "En substituant dans la condition initiale :"],
            cand="Une première tentative donne {}, mais elle oublie une contrainte.", reject="Vérifions {} : cela ne satisfait pas les conditions.", accept="Vérifions {} : toutes les conditions sont satisfaites."),
 "de": dict(so=["Also ist die Antwort {}.", "Damit ergibt sich {}."], fin="Endergebnis",
            wait=["Moment, das stimmt nicht. Ich prüfe den letzten Schritt noch einmal.", "Hm, oben ist mir ein Fehler unterlaufen."], fix=["Korrigiert ergibt sich {}.", "Neu gerechnet erhält man {}."],
            hedge="Die Antwort ist entweder {} oder {}; genauer kann ich es nicht sagen.", verify="Probe:", ok="Alles passt.",
            intro=["Wir lösen die Aufgabe Schritt für Schritt.", "Zuerst stellen wir die Aufgabe auf."], mid=["Wir vereinfachen den Ausdruck.", "Wir zählen die Fälle einzeln.", "Einsetzen in die Ausgangsbedingung:"],
            cand="Ein erster Versuch liefert {}, übersieht aber eine Bedingung.", reject="Probe mit {}: erfüllt die Bedingungen nicht.", accept="Probe mit {}: alle Bedingungen erfüllt."),
 "ru": dict(so=["Следовательно, ответ: {}.", "Итак, искомое значение равно {}."], fin="Ответ",
            wait=["Стоп, здесь ошибка. Проверю последний шаг.", "Хм, выше я ошибся."], fix=["После исправления получаем {}.", "Пересчитав, получаем {}."],
            hedge="Ответ либо {}, либо {}; точнее сказать не могу.", verify="Проверка:", ok="Всё сходится.",
            intro=["Решим задачу по шагам.", "Сначала запишем условие."], mid=["Упростим выражение.", "Переберём случаи.", "Подставим в исходное условие:"],
            cand="Первая попытка даёт {}, но она не учитывает одно условие.", reject="Проверим {}: условия не выполняются.", accept="Проверим {}: все условия выполнены."),
 "ja": dict(so=["したがって、答えは {} です。", "よって求める値は {} となります。"], fin="最終解答",
            wait=["待ってください、ここは間違っています。最後のステップを見直します。", "うーん、上で計算ミスをしました。"], fix=["訂正すると {} になります。", "計算し直すと {} です。"],
            hedge="答えは {} か {} のどちらかですが、確定できません。", verify="検算します：", ok="すべての条件を満たしています。",
            intro=["順を追って解いていきます。", "まず問題を整理します。"], mid=["式を整理します。", "場合分けして数えます。", "元の条件に代入すると："],
            cand="最初の試みでは {} になりますが、条件を一つ見落としています。", reject="{} を検証：条件を満たしません。", accept="{} を検証：すべての条件を満たします。"),
 "pt": dict(so=["Portanto, a resposta é {}.", "Logo, o valor procurado é {}."], fin="Resposta final",
            wait=["Espere, isso não está certo. Vou rever o último passo.", "Hmm, errei acima."], fix=["Corrigindo, obtemos {}.", "Refazendo a conta, obtemos {}."],
            hedge="A resposta é {} ou {}; não consigo decidir.", verify="Verificação:", ok="Tudo confere.",
            intro=["Vamos resolver passo a passo.", "Primeiro, organizamos os dados."], mid=["Simplificamos a expressão.", "Contamos os casos um a um.", "Substituindo na condição original:"],
            cand="Uma primeira tentativa dá {}, mas ignora uma condição.", reject="Verificando {}: não satisfaz as condições.", accept="Verificando {}: satisfaz todas as condições."),
 "ko": dict(so=["따라서 답은 {}입니다.", "그러므로 구하는 값은 {}입니다."], fin="최종 답",
            wait=["잠깐, 이건 틀렸습니다. 마지막 단계를 다시 확인하겠습니다.", "음, 위에서 계산 실수를 했습니다."], fix=["수정하면 {}입니다.", "다시 계산하면 {}입니다."],
            hedge="답은 {} 또는 {}인데, 어느 쪽인지 확정할 수 없습니다.", verify="검산:", ok="모든 조건을 만족합니다.",
            intro=["단계별로 풀어 보겠습니다.", "먼저 문제를 정리합니다."], mid=["식을 정리합니다.", "경우를 나누어 셉니다.", "원래 조건에 대입하면:"],
            cand="처음 시도에서는 {}가 나오지만, 조건 하나를 빠뜨렸습니다.", reject="{}를 확인: 조건을 만족하지 않습니다.", accept="{}를 확인: 모든 조건을 만족합니다."),
 "ar": dict(so=["إذن الإجابة هي {}.", "وبالتالي القيمة المطلوبة هي {}."], fin="الإجابة النهائية",
            wait=["لحظة، هذا غير صحيح. سأراجع الخطوة الأخيرة.", "يبدو أنني أخطأت في الحساب أعلاه."], fix=["بعد التصحيح نحصل على {}.", "بإعادة الحساب نحصل على {}."],
            hedge="الإجابة إما {} أو {}، ولا أستطيع الجزم.", verify="للتحقق:", ok="كل الشروط متحققة.",
            intro=["لنحل المسألة خطوة بخطوة.", "أولاً نرتب المعطيات."], mid=["نبسط العبارة.", "نعد الحالات واحدة تلو الأخرى.", "بالتعويض في الشرط الأصلي:"],
            cand="المحاولة الأولى تعطي {}، لكنها تهمل شرطاً.", reject="نتحقق من {}: لا يحقق الشروط.", accept="نتحقق من {}: يحقق جميع الشروط."),
 "hi": dict(so=["अतः उत्तर {} है।", "इसलिए अभीष्ट मान {} है।"], fin="अंतिम उत्तर",
            wait=["रुकिए, यह सही नहीं है। अंतिम चरण फिर से जाँचता हूँ।", "हम्म, ऊपर गणना में गलती हुई।"], fix=["सुधारने पर {} मिलता है।", "फिर से गणना करने पर {} आता है।"],
            hedge="उत्तर {} या {} है; निश्चित नहीं कह सकता।", verify="जाँच:", ok="सभी शर्तें पूरी होती हैं।",
            intro=["आइए इसे चरण-दर-चरण हल करें।", "पहले प्रश्न को समझते हैं।"], mid=["व्यंजक को सरल करते हैं।", "स्थितियों को एक-एक करके गिनते हैं।", "मूल शर्त में रखने पर:"],
            cand="पहले प्रयास में {} मिलता है, पर इसमें एक शर्त छूट गई।", reject="{} की जाँच: शर्तें पूरी नहीं होतीं।", accept="{} की जाँच: सभी शर्तें पूरी होती हैं।"),
 "it": dict(so=["Quindi la risposta è {}.", "Dunque il valore cercato è {}."], fin="Risposta finale",
            wait=["Un attimo, non è corretto. Ricontrollo l'ultimo passaggio.", "Hmm, ho sbagliato sopra."], fix=["Correggendo si ottiene {}.", "Rifacendo il calcolo si ottiene {}."],
            hedge="La risposta è {} oppure {}; non riesco a decidere.", verify="Verifica:", ok="Tutto torna.",
            intro=["Risolviamo il problema passo per passo.", "Per prima cosa impostiamo il problema."], mid=["Semplifichiamo l'espressione.", "Contiamo i casi uno per uno.", "Sostituendo nella condizione iniziale:"],
            cand="Un primo tentativo dà {}, ma trascura una condizione.", reject="Verifichiamo {}: non soddisfa le condizioni.", accept="Verifichiamo {}: soddisfa tutte le condizioni."),
}

OR = {"en": "or", "zh": "或", "es": "o", "fr": "ou", "de": "oder", "ru": "или", "ja": "または", "pt": "ou", "ko": "또는", "ar": "أو", "hi": "या", "it": "o"}


def strip_boxed(s):
    out = ""; i = 0
    while True:
        j = s.find("\\boxed{", i)
        if j < 0:
            out += s[i:]; break
        out += s[i:j]; k = j + 7; depth = 1
        while k < len(s) and depth:
            if s[k] == "{": depth += 1
            elif s[k] == "}": depth -= 1
            k += 1
        out += s[j + 7:k - 1]; i = k
    return out


def clean_solution(sol, rng, maxlen):
    s = strip_boxed(sol).strip()
    s = re.sub(r"\\(fbox|framebox)\{", "{", s)
    if len(s) > maxlen:
        paras = s.split("\n")
        acc = ""
        for p in paras:
            if len(acc) + len(p) > maxlen and acc:
                break
            acc += p + "\n"
        s = acc.strip()
        if len(s) > maxlen * 1.5:
            s = s[:maxlen].rsplit(" ", 1)[0]
    return s


def is_plainnum(t):
    return re.fullmatch(r"[-\d,./\s\u202f]+", t) is not None


def inl(f):
    t, m = f
    return "$%s$" % t if m else t


def boxed(f, dollars=True):
    t, m = f
    if m or is_plainnum(t):
        b = "\\boxed{%s}" % (t.replace(",", "{,}") if (not m and "," in t) else t)
    else:
        b = "\\boxed{\\text{%s}}" % t
    return "$%s$" % b if dollars else b


def as_text(f):
    t, m = f
    return t


def fin_inline(fin, lang, how=inl):
    if fin is None:
        return None
    if fin[0] == "HEDGE":
        return "%s %s %s" % (how(fin[1]), OR.get(lang, "or"), how(fin[2]))
    return how(fin)


def fin_raw(fin, lang):
    if fin[0] == "HEDGE":
        return "%s %s %s" % (fin[1][0], OR.get(lang, "or"), fin[2][0])
    return fin[0]


def pick_form(v, lang, rng, prefer_math=False):
    forms = alt_forms(v, lang)
    if prefer_math:
        fm = [f for f in forms if f[1]]
        if fm:
            forms = fm
    if rng.random() < 0.4:
        return forms[0]
    rest = [f for f in forms[1:] if not f[0].endswith(".0")] or forms
    if rng.random() < 0.12:
        rest = forms[1:] or forms
    return rng.choice(rest)


def wrong_form(w, lang, rng):
    forms = alt_forms(w, lang)
    return rng.choice(forms[:3]) if len(forms) > 3 else rng.choice(forms)

# ---------------------------------------------------------------- formats
# ctx keys: pre, fin, post, lang, trunc, rng, code_plain (str or None)


def so_line(ctx, how=inl):
    P = L[ctx["lang"]]
    return ctx["rng"].choice(P["so"]).format(fin_inline(ctx["fin"], ctx["lang"], how))


def tail(ctx):
    return ("\n\n" + ctx["post"]) if ctx["post"] else ""


def f_think(ctx):
    r = ctx["rng"]; P = L[ctx["lang"]]
    if ctx["trunc"]:
        return "<think>\n" + ctx["pre"], "think_tag/truncated_in_trace"
    sub = r.choice(["boxed_after_trace", "bold_after_trace", "summary_then_boxed", "minimal_after_trace"])
    head = "<think>\n" + ctx["pre"] + "\n</think>\n\n"
    if sub == "boxed_after_trace":
        body = so_line(ctx, boxed)
    elif sub == "bold_after_trace":
        body = "**%s:** %s" % (P["fin"], fin_inline(ctx["fin"], ctx["lang"]))
    elif sub == "summary_then_boxed":
        body = r.choice(P["intro"]) + " " + r.choice(P["mid"]) + "\n\n" + so_line(ctx) + "\n\n" + fin_inline(ctx["fin"], ctx["lang"], lambda f: "$$" + boxed(f, False) + "$$")
    else:
        body = fin_inline(ctx["fin"], ctx["lang"], boxed)
    return head + body + tail(ctx), "think_tag/" + sub


def f_harmony(ctx):
    if ctx["trunc"]:
        return "<|channel|>analysis<|message|>" + ctx["pre"], "harmony_channel/truncated_analysis"
    fin = so_line(ctx, ctx["rng"].choice([inl, boxed]))
    return ("<|channel|>analysis<|message|>" + ctx["pre"] + "<|end|><|start|>assistant<|channel|>final<|message|>" +
            fin + tail(ctx) + "<|return|>"), "harmony_channel/final_message"


def f_openthoughts(ctx):
    if ctx["trunc"]:
        return "<|begin_of_thought|>\n\n" + ctx["pre"], "thought_solution/truncated_thought"
    return ("<|begin_of_thought|>\n\n" + ctx["pre"] + "\n\n<|end_of_thought|>\n\n<|begin_of_solution|>\n\n" +
            so_line(ctx, boxed) + tail(ctx) + "\n\n<|end_of_solution|>"), "thought_solution/boxed_in_solution"


def f_kimi(ctx):
    if ctx["trunc"]:
        return "◁think▷" + ctx["pre"], "kimi_think/truncated"
    return "◁think▷" + ctx["pre"] + "◁/think▷\n\n" + so_line(ctx) + tail(ctx), "kimi_think/plain_after_trace"


def f_markdown(ctx):
    r = ctx["rng"]; P = L[ctx["lang"]]
    if ctx["trunc"]:
        return "## " + r.choice(P["intro"]) + "\n\n" + ctx["pre"], "chat_markdown/truncated"
    sub = r.choice(["headings_bold", "table", "display_boxed", "bullets", "blockquote"])
    steps = ctx["pre"].split("\n\n")
    body = "### " + r.choice(P["intro"]) + "\n\n"
    if len(steps) > 1 and sub != "table":
        body += "\n\n".join("**%d.** %s" % (i + 1, s) for i, s in enumerate(steps))
    else:
        body += ctx["pre"]
    if sub == "headings_bold":
        end = "\n\n---\n\n**%s:** %s" % (P["fin"], fin_inline(ctx["fin"], ctx["lang"]))
    elif sub == "table":
        end = "\n\n| | |\n|---|---|\n| **%s** | %s |" % (P["fin"], fin_inline(ctx["fin"], ctx["lang"]))
    elif sub == "display_boxed":
        end = "\n\n## %s\n\n$$\n%s\n$$" % (P["fin"], fin_inline(ctx["fin"], ctx["lang"], lambda f: boxed(f, False)))
    elif sub == "bullets":
        end = "\n\n### Summary\n- %s\n- **%s → %s**" % (r.choice(P["mid"]), P["fin"], fin_inline(ctx["fin"], ctx["lang"]))
    else:
        end = "\n\n> **%s**\n> %s" % (P["fin"], fin_inline(ctx["fin"], ctx["lang"]))
    if ctx.get("first"):
        return "**%s:** %s\n\n" % (P["fin"], fin_inline(ctx["fin"], ctx["lang"])) + body + tail(ctx), "chat_markdown/answer_first"
    return body + end + tail(ctx), "chat_markdown/" + sub


def f_minerva(ctx):
    if ctx["trunc"]:
        return ctx["pre"], "minerva/truncated"
    return ctx["pre"] + "\n\nFinal Answer: The final answer is %s. I hope it is correct." % fin_inline(ctx["fin"], ctx["lang"]) + tail(ctx), "minerva/final_answer_line"


def jesc(s):
    return json.dumps(s, ensure_ascii=False)


def f_json(ctx):
    r = ctx["rng"]
    if ctx["trunc"]:
        return '```json\n{\n  "reasoning": ' + jesc(ctx["pre"])[:-1], "json_tool/truncated_object"
    ans = fin_raw(ctx["fin"], ctx["lang"])
    sub = r.choice(["fenced_object", "tool_call_tag", "openai_tool_calls", "bare_object"])
    short = ctx["pre"][:600]
    if sub == "fenced_object":
        obj = {"reasoning": short, "final_answer": ans}
        if ctx["post"]:
            obj["notes"] = ctx["post"]
        return "```json\n" + json.dumps(obj, ensure_ascii=False, indent=2) + "\n```", "json_tool/" + sub
    if sub == "tool_call_tag":
        return (ctx["pre"] + "\n\n<tool_call>\n" + json.dumps({"name": "submit_answer", "arguments": {"answer": ans}}, ensure_ascii=False) +
                "\n</tool_call>" + tail(ctx)), "json_tool/" + sub
    if sub == "openai_tool_calls":
        obj = {"role": "assistant", "content": ctx["post"] or None, "tool_calls": [{"id": "call_%04d" % r.randrange(10000), "type": "function",
               "function": {"name": "final_answer", "arguments": json.dumps({"answer": ans}, ensure_ascii=False)}}]}
        return json.dumps(obj, ensure_ascii=False, indent=1), "json_tool/" + sub
    obj = {"answer": ans, "confidence": r.choice(["high", "medium", 0.9, 0.72])}
    return json.dumps(obj, ensure_ascii=False) + tail(ctx), "json_tool/" + sub


def f_code(ctx):
    r = ctx["rng"]; P = L[ctx["lang"]]
    cp = ctx.get("code_plain")
    code = r.choice([
        "from itertools import product\n\ncount = 0\nfor combo in product(range(10), repeat=3):\n    if valid(combo):\n        count += 1\nresult = count\nprint(result)",
        "from fractions import Fraction\n\ndef solve():\n    # exact arithmetic, following the derivation above\n    total = Fraction(0)\n    for k in range(1, N + 1):\n        total += term(k)\n    return total\n\nprint(solve())",
        "import sympy as sp\n\nx = sp.symbols('x')\nexpr = build_expression(x)\nresult = sp.nsimplify(sp.simplify(expr))\nprint(result)",
    ])
    if ctx["trunc"] or cp is None:
        return ctx["pre"] + "\n\n```python\n" + code.split("\n")[0] + "\n", "code_python/truncated_before_run"
    out = "%s\n\n```python\n%s\n```\n```output\n%s\n```\n\n%s" % (ctx["pre"], code, cp, so_line(ctx))
    return out + tail(ctx), "code_python/printed_output_then_sentence"


def f_react(ctx):
    r = ctx["rng"]
    if ctx["trunc"]:
        return "Thought: " + ctx["pre"], "agent_react/truncated"
    obs = ctx.get("code_plain") or fin_raw(ctx["fin"], ctx["lang"])
    return ("Thought: " + ctx["pre"][:1500] + "\nAction: python\nAction Input: verify_candidate()\nObservation: " + str(obs) +
            "\nThought: I now know the final answer.\nFinal Answer: " + fin_raw(ctx["fin"], ctx["lang"]) + tail(ctx)), "agent_react/final_answer_field"


def f_xml(ctx):
    if ctx["trunc"]:
        return "<reasoning>\n" + ctx["pre"], "xml_tags/truncated_reasoning"
    sub = ctx["rng"].choice(["answer_tag", "final_answer_tag"])
    tag = "answer" if sub == "answer_tag" else "final_answer"
    return "<reasoning>\n%s\n</reasoning>\n<%s>\n%s\n</%s>%s" % (ctx["pre"], tag, fin_raw(ctx["fin"], ctx["lang"]), tag, tail(ctx)), "xml_tags/" + sub


def f_terse(ctx):
    r = ctx["rng"]; P = L[ctx["lang"]]
    sub = r.choice(["bare", "label", "bold", "boxed_only"]) if ctx["lang"] == "en" else "label"
    if sub == "bare":
        s = fin_raw(ctx["fin"], ctx["lang"])
    elif sub == "label":
        s = "%s: %s" % (P["fin"], fin_inline(ctx["fin"], ctx["lang"]))
    elif sub == "bold":
        s = "**%s**" % fin_inline(ctx["fin"], ctx["lang"])
    else:
        s = fin_inline(ctx["fin"], ctx["lang"], boxed)
    return s + tail(ctx), "terse/" + sub


def f_chatter(ctx):
    r = ctx["rng"]
    if ctx["trunc"]:
        return "Great question! Let's break it down.\n\n" + ctx["pre"], "chatty_assistant/truncated"
    open_ = r.choice(["Great question! Let's break it down step by step.", "Sure — here's a clear walkthrough.", "Happy to help with this one!"])
    close = r.choice(["Let me know if you'd like me to go over any step in more detail! 😊", "Hope this helps — feel free to ask follow-up questions.", "If you want, I can also show an alternative approach."])
    return "%s\n\n%s\n\n%s%s\n\n%s" % (open_, ctx["pre"], so_line(ctx), tail(ctx), close), "chatty_assistant/answer_then_offer"


def f_latex(ctx):
    if ctx["trunc"]:
        return "\\begin{solution}\n" + ctx["pre"], "latex_env/truncated"
    sub = ctx["rng"].choice(["display_boxed", "fbox", "text_in_box"])
    if sub == "display_boxed":
        end = "\\[\n" + fin_inline(ctx["fin"], ctx["lang"], lambda f: boxed(f, False)) + "\n\\]"
    elif sub == "fbox":
        end = fin_inline(ctx["fin"], ctx["lang"], lambda f: "\\fbox{$%s$}" % f[0] if f[1] else "\\fbox{%s}" % f[0])
    else:
        end = fin_inline(ctx["fin"], ctx["lang"], lambda f: "$\\boxed{\\text{%s } %s}$" % (L[ctx["lang"]]["fin"] + ":", f[0] if f[1] else "\\text{%s}" % f[0]))
    return "\\begin{solution}\n%s\n\n%s\n\\end{solution}%s" % (ctx["pre"], end, tail(ctx)), "latex_env/" + sub


def f_plain(ctx):
    if ctx["trunc"]:
        return ctx["pre"], "plain_prose/truncated"
    return ctx["pre"] + "\n\n" + so_line(ctx, as_text) + tail(ctx), "plain_prose/sentence_no_markup"


def f_yaml(ctx):
    if ctx["trunc"]:
        return "analysis: |\n  " + ctx["pre"].replace("\n", "\n  "), "yaml_like/truncated"
    return ("analysis: |\n  " + ctx["pre"][:800].replace("\n", "\n  ") + "\nfinal_answer: " + jesc(fin_raw(ctx["fin"], ctx["lang"])) +
            tail(ctx).replace("\n\n", "\nnote: ", 1)), "yaml_like/final_answer_key"


def f_sections(ctx):
    P = L[ctx["lang"]]
    if ctx["trunc"]:
        return "**Thinking**\n\n" + ctx["pre"], "section_markers/truncated"
    sub = ctx["rng"].choice(["thinking_answer_headers", "analysis_final_brackets"])
    if sub == "thinking_answer_headers":
        return "**Thinking**\n\n%s\n\n**%s**\n\n%s%s" % (ctx["pre"], P["fin"], so_line(ctx), tail(ctx)), "section_markers/" + sub
    return "[ANALYSIS]\n%s\n[/ANALYSIS]\n[FINAL]\n%s\n[/FINAL]%s" % (ctx["pre"], fin_inline(ctx["fin"], ctx["lang"]), tail(ctx)), "section_markers/" + sub


FORMATS = [(f_think, 14), (f_harmony, 6), (f_openthoughts, 5), (f_kimi, 3), (f_markdown, 16), (f_minerva, 6), (f_json, 8),
           (f_code, 6), (f_react, 4), (f_xml, 5), (f_terse, 7), (f_chatter, 5), (f_latex, 5), (f_plain, 6), (f_yaml, 2), (f_sections, 4)]

# ---------------------------------------------------------------- scenarios

def generic_working(item, lang, rng, n=None):
    P = L[lang]
    q = item["question"].strip().replace("\n", " ")
    parts = re.split(r"(?<=[.?!])\s", q)
    first = parts[0]
    k = 1
    while len(first) < 40 and k < len(parts):
        first += " " + parts[k]; k += 1
    first = first[:220]
    paras = [rng.choice(P["intro"])]
    if lang == "en":
        paras.append(rng.choice(["We are told: \"%s\"" % first, "Restating: %s" % first, "Problem: %s" % first]))
    n = n or rng.randint(2, 5)
    mids = P["mid"][:] + (EN_FILL if lang == "en" else [])
    rng.shuffle(mids)
    for s in mids[:n]:
        paras.append(s)
    return paras


EN_FILL = [
    "First, I'll translate the conditions into equations and see which variables are actually independent.",
    "By symmetry we may assume the smallest element comes first, and multiply by the number of arrangements at the end.",
    "Write the expression as a telescoping sum: each term $\\frac{1}{k} - \\frac{1}{k+1}$ cancels with its neighbour.",
    "Consider the generating function $F(x) = \\sum_{n \\ge 0} a_n x^n$ and use the recurrence to get a closed form.",
    "Taking everything modulo a small prime narrows the possibilities quickly.",
    "Apply AM-GM to the two positive terms; equality holds exactly when they are equal.",
    "Let me place the figure in coordinates with the origin at the first vertex, so the distances become easy to write down.",
    "Using Vieta's formulas, the sum and product of the roots can be read off the coefficients.",
    "The boundary cases need separate treatment, because the formula above divides by a quantity that can vanish.",
    "Substituting $t = x + \\frac{1}{x}$ reduces the degree of the equation.",
    "Now I differentiate and set the derivative to zero to locate the extremum, then check the endpoints.",
    "Counting by complementary counting is cleaner here: total minus the bad configurations.",
    "Let me double-check the small cases by hand to make sure the pattern is right.",
    "Swapping the order of summation turns the double sum into a product of two simpler sums.",
]


def int_candidates_from(text, gold_v):
    nums = set()
    for m_ in re.finditer(r"(?<![\\\w.^_{])(\d{1,6})(?![\w.]|\^)", text):
        n = int(m_.group(1))
        if n > 1:
            nums.add(n)
    out = []
    for n in sorted(nums):
        if gold_v[0] in ("int", "frac", "dec") and Fraction(n) == vkey(gold_v):
            continue
        if gold_v[0] in ("deg", "pct", "money", "unit") and n == gold_v[1]:
            continue
        if gold_v[0] == "tuple" and n in [abs(x) for x in gold_v[1]]:
            continue
        out.append(n)
    return out


POS_KINDS = [("plain", 34), ("selfcorrect", 14), ("answer_first", 10), ("verify_after", 14), ("terse", 10), ("reject_then_accept", 10), ("wrong_mentioned_after", 8)]
NEG_KINDS = [("near", 22), ("quiet_change", 16), ("retract", 15), ("intermediate", 12), ("reject_right", 10), ("hedge", 9), ("truncated", 8), ("near_after_check", 8)]


def wchoice(rng, pairs):
    tot = sum(w for _, w in pairs); x = rng.uniform(0, tot)
    for k, w in pairs:
        x -= w
        if x <= 0:
            return k
    return pairs[-1][0]


def build_case(item, label, lang, rng):
    v = item["value"]; P = L[lang]
    raw = v[0] == "raw"
    # right form, wrong form
    if raw:
        rf = (rng.choice(v[1]), True)
        wv, wtag = rng.choice(v[2])
        wf = (wv, True)
        wplain = None
        rplain = None
    else:
        rf = pick_form(v, lang, rng)
        nears = near_values(v, rng)
        (wval, wtag) = nears[0]
        wf = wrong_form(wval, lang, rng)
        wplain = plain(wval); rplain = plain(v)
    var = item.get("var")
    if var and rng.random() < 0.5 and rf[1] and not raw:
        rf = ("%s = %s" % (var, rf[0]), True)
        if wf[1]:
            wf = ("%s = %s" % (var, wf[0]), True)
    rcanon = (canon(v) if not raw else v[1][0], True)
    # working
    sol = item.get("solution")
    if sol and lang == "en" and rng.random() < 0.8:
        pre = [clean_solution(sol, rng, rng.choice([400, 900, 1800, 3500]))]
    else:
        pre = generic_working(item, lang, rng)
    if rng.random() < 0.35:
        # long, meandering trace: restate the whole problem, explore, re-check
        extra = []
        if lang == "en":
            extra.append("Restating the full problem so I don't miss a condition:\n\n> " + item["question"].strip().replace("\n", "\n> "))
            fill = EN_FILL[:]; rng.shuffle(fill)
            extra += fill[:rng.randint(3, 8)]
        else:
            fill = P["mid"] + P["intro"]; rng.shuffle(fill)
            extra += fill[:rng.randint(3, 6)]
        pre = extra + pre
        if sol and lang == "en" and rng.random() < 0.6:
            pre += ["Let me go through the argument once more to be sure.", clean_solution(sol, rng, 2500)]
    post = []
    fin = None; first = False; trunc = False; code_plain = None
    if label:
        kind = wchoice(rng, POS_KINDS)
        fin = rf; code_plain = rplain
        if kind == "selfcorrect":
            pre += [rng.choice(P["so"]).format(inl(wf)), rng.choice(P["wait"]), rng.choice(P["fix"]).format(inl(rf))]
        elif kind == "answer_first":
            first = True
        elif kind == "verify_after":
            post = [P["verify"] + " " + rng.choice(P["mid"]) + " " + P["ok"]]
        elif kind == "terse":
            pre = []
        elif kind == "reject_then_accept":
            pre += [P["reject"].format(inl(wf)), P["accept"].format(inl(rf))]
        elif kind == "wrong_mentioned_after":
            if lang == "en":
                post = ["(A common slip is to get %s here, e.g. by miscounting one case, but that value does not satisfy the conditions.)" % inl(wf)]
            else:
                post = [P["reject"].format(inl(wf))]
    else:
        kind = wchoice(rng, NEG_KINDS)
        if kind == "intermediate":
            cands = int_candidates_from(sol or "", v) if (sol and not raw) else []
            if cands and pre and lang == "en" and sol:
                n = rng.choice(cands)
                fin = (str(n), True); code_plain = str(n); wtag = "intermediate_value"
            else:
                kind = "near"
        if kind == "near":
            fin = wf; code_plain = wplain
            first = rng.random() < 0.25
        elif kind == "near_after_check":
            pre += [P["verify"] + " " + rng.choice(P["mid"])]
            fin = wf; code_plain = wplain
        elif kind == "quiet_change":
            pre += [rng.choice(P["so"]).format(inl(rf))]
            fin = wf; code_plain = wplain
        elif kind == "retract":
            pre += [rng.choice(P["so"]).format(inl(rf)), rng.choice(P["wait"]), rng.choice(P["fix"]).format(inl(wf))]
            fin = wf; code_plain = wplain
        elif kind == "reject_right":
            pre += [P["reject"].format(inl(rf)), P["accept"].format(inl(wf))]
            fin = wf; code_plain = wplain
        elif kind == "hedge":
            a, b = (rf, wf) if rng.random() < 0.5 else (wf, rf)
            fin = ("HEDGE", a, b); post = []
        elif kind == "truncated":
            trunc = True
            text = "\n\n".join(pre)
            cut = int(len(text) * rng.uniform(0.35, 0.7))
            text = text[:cut]
            low = text.lower()
            for marker in ("answer", "boxed", "therefore", "thus", "so the", "hence"):
                j = low.find(marker)
                if j >= 0:
                    text = text[:j]; low = low[:j]
            toks = [plain(v), canon(v)] if not raw else [x for x in v[1]]
            for tk in toks:
                for mm in re.finditer(r"(?<![\w.])" + re.escape(tk) + r"(?![\w.])", text):
                    text = text[:mm.start()]
                    break
            pre = [text.rstrip() or rng.choice(P["intro"])]
            if len(pre[0]) < 40:
                pre = [pre[0] + " " + " ".join(generic_working(item, lang, rng, 2))]
    ctx = dict(pre="\n\n".join(p for p in pre if p), fin=fin, post="\n\n".join(post), lang=lang, trunc=trunc, rng=rng,
               first=first, code_plain=code_plain if not raw else None)
    # pick format
    fmts = FORMATS
    if raw:
        fmts = [f for f in FORMATS if f[0] is not f_code]
    if not label and kind in ("quiet_change", "retract", "reject_right", "near_after_check"):
        fmts = [f for f in fmts if f[0] is not f_terse]
    if trunc or fin is None or (fin and fin[0] == "HEDGE"):
        fmts = [f for f in fmts if f[0] is not f_terse] if trunc else fmts
    if label and kind == "terse":
        fmts = [(f_terse, 1)]
    if first:
        fmts = [(f_markdown, 1)]
    f = wchoice(rng, fmts)
    if not label and kind == "quiet_change" and f is f_code:
        ctx["code_plain"] = rplain  # printed output shows the right value; the stated answer differs
    resp, style = f(ctx)
    return resp, style, kind, (wtag if not label else None)

LANGS = [("en", 68), ("zh", 6), ("es", 4), ("fr", 4), ("de", 3), ("ru", 3), ("ja", 3), ("pt", 2), ("ko", 2), ("ar", 2), ("hi", 1), ("it", 2)]


def select_items(rng):
    items = []
    # HARP
    harp = load("harp/harp_default.jsonl")
    by = collections.defaultdict(list)
    for i, r in harp:
        if r.get("multiple_choice_only"):
            continue
        v = parse_gold(r["answer"])
        if v is None:
            continue
        by[v[0]].append((i, r, v))
    want = {"int": 128, "frac": 50, "surd": 20, "dec": 8, "deg": 8, "tuple": 6, "pi": 12, "pct": 4, "money": 2, "unit": 2}
    for t, k in want.items():
        for i, r, v in rng.sample(by[t], k):
            items.append(dict(bench="harp", source_row="harp/harp_default.jsonl:%d" % i, question=r["problem"], gold=r["answer"],
                              value=v, solution=r.get("solution_1")))
    # MATH-Perturb
    mp = []
    for fn in ("math_perturb/math_perturb_simple.jsonl", "math_perturb/math_perturb_hard.jsonl"):
        for i, r in load(fn):
            v = parse_gold(r["answer"])
            if v is not None:
                mp.append((fn, i, r, v))
    byt = collections.defaultdict(list)
    for x in mp:
        byt[x[3][0]].append(x)
    for t, k in {"int": 47, "frac": 18, "surd": 8, "dec": 6, "pi": 1}.items():
        for fn, i, r, v in rng.sample(byt[t], min(k, len(byt[t]))):
            items.append(dict(bench="math_perturb", source_row="%s:%d" % (fn, i), question=r["problem"], gold=r["answer"], value=v))
    # Putnam
    put = load("putnam/putnam_with_answers.jsonl")
    keys_s = sorted(PUTNAM_SIMPLE); keys_r = sorted(PUTNAM_RAW)
    chosen = rng.sample(keys_s, 40) + rng.sample(keys_r, min(40, len(keys_r)))
    for k in chosen:
        i, r = put[k]
        if k in PUTNAM_SIMPLE:
            g, var = PUTNAM_SIMPLE[k]; v = parse_gold(g)
        else:
            T, F = PUTNAM_RAW[k]; v = ("raw", T, F); var = None
        items.append(dict(bench="putnam", source_row="putnam/putnam_with_answers.jsonl:%d" % i, question=r["problem"], gold=r["answer_text"],
                          value=v, var=var))
    return items


def main():
    rng = R
    items = select_items(rng)
    rng.shuffle(items)
    cases = []
    labels = [True, False] * (len(items) // 2 + 1)
    rng.shuffle(labels)
    for n, item in enumerate(items):
        label = labels[n]
        lang = wchoice(rng, LANGS)
        resp, style, kind, wtag = build_case(item, label, lang, rng)
        cases.append(dict(id="zm-%04d" % (n + 1), benchmark=item["bench"], source_row=item["source_row"], question=item["question"],
                          gold=item["gold"], response=resp, label=label, style=style, language=lang))
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
        for c in cases:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    write_readme(cases)
    return cases


def write_readme(cases):
    def table(key):
        c = collections.Counter(key(x) for x in cases)
        return "\n".join("| %s | %d |" % (k, v) for k, v in sorted(c.items(), key=lambda kv: (-kv[1], str(kv[0]))))
    txt = """# Set ZM: blind labelled responses for a math answer grader

Regenerate (standard library only, deterministic, fixed seed):

    python3 make_cases.py          # reads /work/shared/data (override with ZM_DATA=...)

Writes `cases.jsonl` (%d cases) and this README.

Fields: id, benchmark, source_row (file relative to the data folder : 0-based line), question, gold (stored field,
unchanged), response, label (true iff the final committed answer equals the gold), style (format/subtype), language.

## Labels
| label | count |
|---|---|
%s

## Benchmarks
| benchmark | count |
|---|---|
%s

## Languages
| language | count |
|---|---|
%s

## Formats
| format | count |
|---|---|
%s

## Styles (format/subtype)
| style | count |
|---|---|
%s
""" % (len(cases), table(lambda x: str(x["label"]).lower()), table(lambda x: x["benchmark"]), table(lambda x: x["language"]),
       table(lambda x: x["style"].split("/")[0]), table(lambda x: x["style"]))
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(txt)


if __name__ == "__main__":
    cs = main()
    print(len(cs), "cases written")
