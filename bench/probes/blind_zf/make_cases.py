#!/usr/bin/env python3
"""Generate a blind, labelled set (ZF) of model responses for a math answer grader.

Usage: python3 make_cases.py   (standard library only; deterministic, fixed seed)
Reads /work/shared/data, writes cases.jsonl and README.md next to this script.
"""
import json
import os
import random
import re
from collections import Counter
from fractions import Fraction

SEED = 20261202
DATA = os.environ.get("ZF_DATA", "/work/shared/data")
HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(SEED)


def load(rel):
    out = []
    with open(os.path.join(DATA, rel), encoding="utf-8") as f:
        for i, line in enumerate(f):
            if line.strip():
                out.append((i, json.loads(line)))
    return out


# ---------------------------------------------------------------- gold parsing
def strip_gold(s):
    s = str(s).strip()
    s = s.strip("$").strip()
    s = s.replace("\\,", "").replace("\\!", "").replace("\\ ", " ").strip()
    s = s.replace("\\left", "").replace("\\right", "")
    return s.strip()


INT_RE = re.compile(r"^-?\d+$")
FRAC_RE = re.compile(r"^(-?)\\[dt]?frac\{(\d+)\}\{(\d+)\}$")
FRAC2_RE = re.compile(r"^(-?)\\[dt]?frac\s?(\d)(\d)$")
SLASH_RE = re.compile(r"^(-?)(\d+)\s*/\s*(\d+)$")
MIXED_RE = re.compile(r"^(\d+)\s*\\[dt]?frac\{(\d+)\}\{(\d+)\}$")
DEC_RE = re.compile(r"^-?\d+\.\d+$")
DEG_RE = re.compile(r"^(\d+)\s*\^\{?\\circ\}?$")
EXPR_OK = re.compile(r"^[0-9a-z\\{}()^+\-*/ .]+$")
EXPR_CMDS = {"sqrt", "pi", "frac", "dfrac", "cdot"}


PCT_RE = re.compile(r"^(\d+(?:\.\d+)?)\s*\\%$")
WORD_RE = re.compile(r"^\\text\{\s*([A-Za-z][A-Za-z ]{3,30}?)\s*\}$")
RATIO_RE = re.compile(r"^(\d+)\s*:\s*(\d+)$")
WORD_OK = {"irrational", "rectangle", "a rectangle", "infinitely many", "always", "never", "none", "undetermined",
           "a circle", "a parabola", "a hyperbola", "an ellipse", "a straight line", "a square", "a rhombus",
           "a pair of straight lines", "no root", "no solution", "infinite", "Alice", "Bob"}
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def classify(gold):
    s = strip_gold(gold)
    s = s.replace("{,}", ",")
    if re.match(r"^-?\d{1,3}(,\d{3})+$", s):
        return "int", Fraction(int(s.replace(",", ""))), s
    m = PCT_RE.match(s)
    if m:
        return "pct", Fraction(m.group(1)), s
    m = WORD_RE.match(s)
    if m and m.group(1).strip() not in ("A", "B", "C", "D", "E"):
        return "word", None, m.group(1).strip()
    m = RATIO_RE.match(s)
    if m and int(m.group(1)) != int(m.group(2)) and int(m.group(2)) > 0:
        from math import gcd
        if gcd(int(m.group(1)), int(m.group(2))) == 1:
            return "ratio", (int(m.group(1)), int(m.group(2))), s
    if INT_RE.match(s):
        return "int", Fraction(int(s)), s
    m = DEG_RE.match(s)
    if m:
        return "deg", Fraction(int(m.group(1))), s
    m = MIXED_RE.match(s)
    if m:
        w, a, b = int(m.group(1)), int(m.group(2)), int(m.group(3))
        if b > 1 and 0 < a < b:
            return "mixed", Fraction(w * b + a, b), s
    for R in (FRAC_RE, FRAC2_RE, SLASH_RE):
        m = R.match(s)
        if m:
            a, b = int(m.group(2)), int(m.group(3))
            if b > 1 and a > 0 and Fraction(a, b).denominator > 1:
                v = Fraction(a, b)
                return "frac", (-v if m.group(1) else v), s
    if DEC_RE.match(s):
        return "dec", Fraction(s), s
    if EXPR_OK.match(s) and re.search(r"\d", s) and len(s) <= 40:
        cmds = set(re.findall(r"\\([a-z]+)", s))
        if cmds and cmds <= EXPR_CMDS and "^0" not in s and s.count("{") == s.count("}"):
            if not re.search(r"[a-z]", re.sub(r"\\[a-z]+", "", s)):
                return "expr", None, s
    return None, None, s


# ---------------------------------------------------------------- number forms
ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
        "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def en_words(n):
    if n < 0:
        return "negative " + en_words(-n)
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    if n < 1000:
        r = ONES[n // 100] + " hundred"
        return r + ("" if n % 100 == 0 else " " + en_words(n % 100))
    if n < 10 ** 6:
        r = en_words(n // 1000) + " thousand"
        return r + ("" if n % 1000 == 0 else " " + en_words(n % 1000))
    r = en_words(n // 10 ** 6) + " million"
    return r + ("" if n % 10 ** 6 == 0 else " " + en_words(n % 10 ** 6))


ZH_D = "零一二三四五六七八九"


def zh_words(n):
    if n < 0:
        return "负" + zh_words(-n)
    if n == 0:
        return "零"
    if n >= 10000:
        hi, lo = divmod(n, 10000)
        r = zh_words(hi) + "万"
        if lo:
            r += ("零" if lo < 1000 else "") + zh_words(lo)
        return r
    units = [(1000, "千"), (100, "百"), (10, "十")]
    r = ""
    zero = False
    for u, c in units:
        d = n // u
        n %= u
        if d:
            if zero:
                r += "零"
                zero = False
            r += ZH_D[d] + c
        elif r:
            zero = True
    if n:
        if zero:
            r += "零"
        r += ZH_D[n]
    if r.startswith("一十"):
        r = r[1:]
    return r


ES_ONES = ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez",
           "once", "doce", "trece", "catorce", "quince", "dieciséis", "diecisiete", "dieciocho",
           "diecinueve", "veinte", "veintiuno", "veintidós", "veintitrés", "veinticuatro",
           "veinticinco", "veintiséis", "veintisiete", "veintiocho", "veintinueve"]
ES_TENS = {3: "treinta", 4: "cuarenta", 5: "cincuenta", 6: "sesenta", 7: "setenta", 8: "ochenta",
           9: "noventa"}


def es_words(n):
    if 0 <= n < 30:
        return ES_ONES[n]
    if 30 <= n < 100:
        t, o = divmod(n, 10)
        return ES_TENS[t] + ("" if o == 0 else " y " + ES_ONES[o])
    return None


FR_ONES = ["zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix",
           "onze", "douze", "treize", "quatorze", "quinze", "seize", "dix-sept", "dix-huit",
           "dix-neuf", "vingt"]
DE_ONES = ["null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn",
           "elf", "zwölf", "dreizehn", "vierzehn", "fünfzehn", "sechzehn", "siebzehn", "achtzehn",
           "neunzehn", "zwanzig"]

NATIVE = {"ar": "٠١٢٣٤٥٦٧٨٩", "hi": "०१२३४५६७८९", "fw": "０１２３４５６７８９"}


def native_digits(s, which):
    t = NATIVE[which]
    return "".join(t[int(c)] if c.isdigit() else c for c in s)


def commas(n):
    return "{:,}".format(n)


def frac_latex(v, cmd="\\frac"):
    sign = "-" if v < 0 else ""
    v = abs(v)
    return "%s%s{%d}{%d}" % (sign, cmd, v.numerator, v.denominator)


def frac_slash(v):
    return "%d/%d" % (v.numerator, v.denominator)


def decimal_exact(v):
    """Exact decimal, with \\overline for a repeating part (None if the period is long)."""
    sign = "-" if v < 0 else ""
    v = abs(v)
    ip, r = divmod(v.numerator, v.denominator)
    d = v.denominator
    digits, seen = [], {}
    while r and r not in seen and len(digits) < 12:
        seen[r] = len(digits)
        r *= 10
        digits.append(str(r // d))
        r %= d
    if r == 0:
        return sign + str(ip) + ("." + "".join(digits) if digits else "")
    if r in seen:
        k = seen[r]
        if len(digits) - k > 3:
            return None
        return "%s%d.%s\\overline{%s}" % (sign, ip, "".join(digits[:k]), "".join(digits[k:]))
    return None


def fmt_num(v):
    if v.denominator == 1:
        return str(v.numerator)
    dv = decimal_exact(v)
    if dv and "overline" not in dv:
        return dv
    return frac_slash(v) if v > 0 else "-" + frac_slash(-v)


def fmt_latex(v):
    if v.denominator == 1:
        return str(v.numerator)
    return frac_latex(v)


# equivalent renderings: list of (latex_form, plain_form)
def equivalents(kind, val, s):
    eq = []
    if kind in ("int", "deg"):
        n = int(val)
        eq.append((str(n), str(n)))
        if abs(n) >= 1000:
            eq.append((commas(n).replace(",", "{,}"), commas(n)))
        if kind == "deg":
            eq += [("%d^\\circ" % n, "%d°" % n), ("%d^{\\circ}" % n, "%d degrees" % n)]
        if n >= 0 and n < 10 ** 6:
            eq.append((None, en_words(n)))
    elif kind == "dec" and val.denominator > 8:
        eq.append((s, s))
        if val.denominator == 1:
            eq.append((str(val.numerator), str(val.numerator)))
        else:
            eq.append((s + "0", s + "0"))
    elif kind in ("frac", "mixed", "dec"):
        v = val
        eq.append((frac_latex(v), frac_slash(v) if v > 0 else "-" + frac_slash(-v)))
        eq.append((frac_latex(v, "\\dfrac"), frac_slash(v) if v > 0 else "-" + frac_slash(-v)))
        dv = decimal_exact(v)
        if dv:
            eq.append((dv, dv if "overline" not in dv else None))
        if abs(v) > 1 and v.denominator > 1:
            w = int(abs(v))
            rest = abs(v) - w
            sg = "-" if v < 0 else ""
            eq.append(("%s%d\\tfrac{%d}{%d}" % (sg, w, rest.numerator, rest.denominator),
                       "%s%d and %d/%d" % (sg, w, rest.numerator, rest.denominator)))
        if kind in ("mixed", "dec"):
            eq.append((s, None))
    elif kind == "pct":
        t = fmt_num(val)
        eq += [(t + "\\%", t + "%"), (None, t + " percent"), (t + "\\,\\%", t + " %")]
    elif kind == "word":
        eq += [("\\text{%s}" % s, s)]
        if s[0].islower():
            eq.append((None, "**%s**" % s if False else s[0].upper() + s[1:]))
    elif kind == "ratio":
        a, b = val
        eq += [("%d:%d" % (a, b), "%d:%d" % (a, b)), ("%d : %d" % (a, b), "%d to %d" % (a, b))]
    else:  # expr: verbatim and safe notational swaps
        eq.append((s, None))
        if "\\dfrac" in s:
            eq.append((s.replace("\\dfrac", "\\frac"), None))
        elif "\\frac" in s:
            eq.append((s.replace("\\frac", "\\dfrac"), None))
        m = re.match(r"^\\d?frac\{([^{}]+)\}\{([^{}]+)\}$", s)
        if m:
            a, b = m.group(1), m.group(2)
            aa = a if re.match(r"^[\d]+$", a) else "(" + a + ")"
            bb = b if re.match(r"^[\d]+$", b) else "(" + b + ")"
            eq.append((aa + "/" + bb, None))
        m = re.match(r"^(\d+)\\sqrt\{(\d+)\}$", s)
        if m:
            eq.append(("%s\\sqrt %s" % (m.group(1), m.group(2)) if len(m.group(2)) == 1 else s, "%s*sqrt(%s)" % (m.group(1), m.group(2))))
        m = re.match(r"^(\d+)\s*([+-])\s*(\d*)\\sqrt\{?(\d+)\}?$", s)
        if m:
            a, sg, c, rr = m.groups()
            eq.append(("%s%s\\sqrt{%s}+%s" % ("" if sg == "+" else "-", c, rr, a), None))
        m = re.match(r"^\\d?frac\{(\d*)\\sqrt\{?(\d+)\}?\}\{(\d+)\}$", s)
        if m:
            a, rr, c = m.groups()
            eq.append(("\\frac{%s}{%s}\\sqrt{%s}" % (a or "1", c, rr), None))
        m = re.match(r"^\\sqrt\{(\d+)\}$", s)
        if m:
            eq.append((s, "sqrt(%s)" % m.group(1)))
    return eq


def perturb_expr(s, r):
    digs = [m.start() for m in re.finditer(r"\d", s)]
    if not digs:
        return None
    i = r.choice(digs)
    d = int(s[i])
    nd = d + 1 if d < 8 else d - 1
    if nd == 0 and (i == 0 or not s[i - 1].isdigit()) and i + 1 < len(s) and s[i + 1].isdigit():
        nd = 2
    t = s[:i] + str(nd) + s[i + 1:]
    return t if t != s else None


def wrong_values(kind, val, s, r, extra_nums=()):
    """list of (kind_of_error, latex, plain) all unequal to the gold."""
    out = []
    if kind == "pct":
        for k, w in (("off_by_one", val + 1), ("off_by_one", val - 1), ("doubled", val * 2)):
            out.append((k, fmt_num(w) + "\\%", fmt_num(w) + "%", w))
        return out
    if kind == "word":
        if s in DAYS:
            i = DAYS.index(s)
            for d in (DAYS[(i + 1) % 7], DAYS[(i - 1) % 7]):
                out.append(("adjacent_day", "\\text{%s}" % d, d, None))
        return out
    if kind == "ratio":
        a, b = val
        return [("swapped_ratio", "%d:%d" % (b, a), "%d:%d" % (b, a), None),
                ("off_by_one", "%d:%d" % (a + 1, b), "%d:%d" % (a + 1, b), None)]
    if kind in ("int", "deg", "frac", "mixed", "dec"):
        v = val
        cands = []
        cands.append(("off_by_one", v + 1))
        cands.append(("off_by_one", v - 1))
        if v != 0 and kind != "deg":
            cands.append(("wrong_sign", -v))
        if v not in (0, 1, -1) and kind in ("frac", "mixed", "dec"):
            cands.append(("reciprocal", 1 / v))
        cands.append(("doubled", 2 * v))
        if v.denominator > 1:
            cands.append(("numerator_slip", Fraction(v.numerator + 1, v.denominator)))
            cands.append(("denominator_slip", Fraction(v.numerator, v.denominator + 1)))
        for x in extra_nums:
            cands.append(("intermediate", Fraction(x)))
        for k, w in cands:
            if w != v:
                lat = fmt_latex(w)
                pl = fmt_num(w)
                if kind == "deg":
                    lat, pl = lat + "^\\circ", pl + "°"
                out.append((k, lat, pl, w))
    else:
        seen = set()
        for _ in range(6):
            t = perturb_expr(s, r)
            if t and t not in seen:
                seen.add(t)
                out.append(("perturbed", t, None, None))
    return out


# ---------------------------------------------------------------- languages
L = {
    "en": dict(intro="Let's work through this step by step.",
               work=["First, I'll restate the given conditions and set up notation.",
                     "Next, I substitute the known quantities and simplify.",
                     "Collecting terms gives the quantity we need."],
               final="Therefore, the answer is {A}.", label="Answer", fa="Final answer",
               wait="Wait, let me recheck that.", alt="Hmm, it could also be {W}; I'm not sure which.",
               err="That was a slip; correcting it:"),
    "zh": dict(intro="我们一步一步来解这道题。", work=["先把题目中的条件整理清楚。", "接下来代入已知量并化简。", "整理后得到所求的量。"],
               final="所以答案是 {A}。", label="答案", fa="最终答案", wait="等等，我再检查一下。",
               alt="嗯，也可能是 {W}，我不太确定是哪一个。", err="刚才算错了，更正如下："),
    "es": dict(intro="Resolvamos el problema paso a paso.",
               work=["Primero organizamos los datos del enunciado.", "Luego sustituimos los valores conocidos y simplificamos.",
                     "Al agrupar términos obtenemos la cantidad buscada."],
               final="Por lo tanto, la respuesta es {A}.", label="Respuesta", fa="Respuesta final",
               wait="Espera, déjame revisarlo.", alt="Aunque también podría ser {W}; no estoy seguro.",
               err="Eso fue un error; lo corrijo:"),
    "fr": dict(intro="Résolvons le problème étape par étape.",
               work=["On commence par organiser les données de l'énoncé.", "Ensuite, on substitue les valeurs connues et on simplifie.",
                     "En regroupant les termes, on obtient la quantité cherchée."],
               final="Donc la réponse est {A}.", label="Réponse", fa="Réponse finale",
               wait="Attendez, je vérifie à nouveau.", alt="Mais ce pourrait aussi être {W} ; je ne suis pas sûr.",
               err="C'était une erreur ; je corrige :"),
    "de": dict(intro="Lösen wir die Aufgabe Schritt für Schritt.",
               work=["Zuerst ordnen wir die gegebenen Bedingungen.", "Dann setzen wir die bekannten Größen ein und vereinfachen.",
                     "Durch Zusammenfassen erhalten wir die gesuchte Größe."],
               final="Also lautet die Antwort {A}.", label="Antwort", fa="Endergebnis",
               wait="Moment, ich prüfe das noch einmal.", alt="Es könnte aber auch {W} sein; ich bin unsicher.",
               err="Das war ein Rechenfehler; korrigiert:"),
    "ru": dict(intro="Решим задачу по шагам.",
               work=["Сначала запишем условия задачи.", "Затем подставим известные величины и упростим.",
                     "Приводя подобные, получаем искомую величину."],
               final="Следовательно, ответ: {A}.", label="Ответ", fa="Окончательный ответ",
               wait="Подождите, проверю ещё раз.", alt="Хотя, возможно, и {W}; не уверен.",
               err="Это была ошибка; исправляю:"),
    "ja": dict(intro="順を追って解きます。", work=["まず、問題の条件を整理します。", "次に、既知の値を代入して整理します。", "まとめると求める量が得られます。"],
               final="したがって、答えは {A} です。", label="答え", fa="最終的な答え",
               wait="待って、もう一度確認します。", alt="ただ、{W} の可能性もあり、どちらか確信が持てません。",
               err="計算ミスでした。訂正します："),
    "pt": dict(intro="Vamos resolver passo a passo.",
               work=["Primeiro organizamos os dados do enunciado.", "Depois substituímos os valores conhecidos e simplificamos.",
                     "Agrupando os termos, obtemos a quantidade procurada."],
               final="Portanto, a resposta é {A}.", label="Resposta", fa="Resposta final",
               wait="Espere, deixe-me verificar de novo.", alt="Mas também pode ser {W}; não tenho certeza.",
               err="Isso foi um erro; corrigindo:"),
    "ko": dict(intro="단계별로 풀어 보겠습니다.", work=["먼저 문제의 조건을 정리합니다.", "다음으로 알려진 값을 대입하여 정리합니다.", "항을 모으면 구하는 값이 나옵니다."],
               final="따라서 답은 {A}입니다.", label="정답", fa="최종 답", wait="잠깐, 다시 확인해 보겠습니다.",
               alt="하지만 {W}일 수도 있어서 확신이 없습니다.", err="계산 실수였습니다. 바로잡으면:"),
    "ar": dict(intro="لنحل المسألة خطوة بخطوة.", work=["أولاً نرتب معطيات المسألة.", "ثم نعوّض بالقيم المعلومة ونبسّط.", "بجمع الحدود نحصل على المطلوب."],
               final="إذن الإجابة هي {A}.", label="الإجابة", fa="الإجابة النهائية", wait="انتظر، دعني أتحقق مرة أخرى.",
               alt="لكن قد تكون {W} أيضاً؛ لست متأكداً.", err="كان ذلك خطأ؛ التصحيح:"),
    "hi": dict(intro="आइए इसे चरण दर चरण हल करें।", work=["पहले प्रश्न की शर्तों को व्यवस्थित करते हैं।", "फिर ज्ञात मान रखकर सरल करते हैं।", "पदों को मिलाने पर वांछित मान मिलता है।"],
               final="अतः उत्तर {A} है।", label="उत्तर", fa="अंतिम उत्तर", wait="रुकिए, मैं फिर से जाँचता हूँ।",
               alt="लेकिन यह {W} भी हो सकता है; मुझे पक्का नहीं पता।", err="वह गलती थी; सुधार:"),
    "it": dict(intro="Risolviamo il problema passo dopo passo.",
               work=["Per prima cosa organizziamo i dati del testo.", "Poi sostituiamo i valori noti e semplifichiamo.",
                     "Raccogliendo i termini otteniamo la quantità cercata."],
               final="Quindi la risposta è {A}.", label="Risposta", fa="Risposta finale",
               wait="Aspetta, ricontrollo.", alt="Però potrebbe anche essere {W}; non ne sono sicuro.",
               err="Era un errore; correggo:"),
    "vi": dict(intro="Ta giải từng bước.", work=["Trước hết, ta sắp xếp các dữ kiện của đề bài.", "Sau đó thay các giá trị đã biết vào và rút gọn.",
                                                 "Gom các hạng tử lại ta được đại lượng cần tìm."],
               final="Vậy đáp án là {A}.", label="Đáp án", fa="Đáp án cuối cùng", wait="Khoan, để tôi kiểm tra lại.",
               alt="Nhưng cũng có thể là {W}; tôi không chắc.", err="Đó là lỗi tính toán; sửa lại:"),
}


# ---------------------------------------------------------------- answer objects
def A_(lat, pl, v=None):
    return {"lat": lat, "pl": pl, "v": v}


def m_(A):  # inline math or plain
    return "$%s$" % A["lat"] if A["lat"] is not None else A["pl"]


def b_(A):  # boxed content
    return A["lat"] if A["lat"] is not None else "\\text{%s}" % A["pl"]


def p_(A):  # plain text
    return A["pl"] if A["pl"] is not None else A["lat"]


def bold_(A):
    return "**%s**" % m_(A)


def generic_work(P, lang, r, n=None):
    d = L[lang]
    ws = list(d["work"])
    if n is None:
        n = r.randint(1, 3)
    return "\n\n".join(ws[:n])


EN_POOL = [
    "Let me first pin down exactly what is being asked, since it's easy to answer a slightly different question.",
    "I'll introduce a variable for the unknown quantity and translate each sentence of the problem into an equation.",
    "There are a couple of constraints here, and I want to make sure each one is actually used.",
    "Substituting the given values and simplifying step by step keeps the algebra manageable.",
    "A quick symmetry observation cuts the casework roughly in half.",
    "Checking small cases by hand first helps confirm the pattern before generalising.",
    "The expression factors nicely once everything is written over a common denominator.",
    "I need to be careful with the boundary cases: the problem's inequalities are strict in one place and not the other.",
    "Now combine the pieces; the intermediate quantities cancel in a convenient way.",
    "Let me sanity-check the magnitude: the result should be positive and not too large given the data.",
    "Hmm, let me re-read the question to make sure I'm computing the requested quantity and not an intermediate one.",
    "Rewriting the condition in terms of a single parameter reduces this to a one-variable problem.",
    "Counting complementary cases is easier here than counting directly.",
    "By the standard identity, the sum telescopes and only the first and last terms survive.",
    "Okay, so the structure is clear now; the remaining step is pure arithmetic.",
]


def en_work_generic(r, n=None):
    if n is None:
        n = r.randint(2, 6)
    picks = r.sample(EN_POOL, n)
    sep = r.choice(["\n\n", "\n", " "])
    return sep.join(picks)


def en_work(P, r):
    if P.get("working") and r.random() < 0.85:
        return P["working"]
    q = P["question"].strip().split("\n")[0]
    q = q[:220] + ("..." if len(q) > 220 else "")
    opts = [
        "We are asked: %s\n\n%s" % (q, en_work_generic(r)),
        en_work_generic(r),
        "**Understanding the problem.** %s\n\n**Approach.** %s" % (q, en_work_generic(r, 3)),
        "Let me parse the problem carefully. %s\n\nI'll set up the relevant relations and simplify them one at a time; "
        "the only care needed is to keep track of the constraints stated in the problem." % generic_work(P, "en", r, 2),
        generic_work(P, "en", r),
        "Restating: %s\n\nPlan: translate the conditions into equations, solve, then sanity-check the result against "
        "the constraints." % q,
    ]
    return r.choice(opts)


# ---------------------------------------------------------------- renderers
def R_think_boxed(P, body, A, r):
    tail = r.choice(["", "The computation above gives the result.\n\n", "**Summary.** Following the steps above:\n\n"])
    return "<think>\n%s\n</think>\n\n%s\\[\n\\boxed{%s}\n\\]" % (body, tail, b_(A)), "think_tag/boxed_after_trace"


def R_think_plain(P, body, A, r):
    return "<think>\nOkay, let me think about this.\n\n%s\n\nI'm fairly confident now.\n</think>\n\nThe answer is %s." % (body, bold_(A)), "think_tag/bold_after_trace"


def R_harmony(P, body, A, r):
    return ("<|channel|>analysis<|message|>%s<|end|><|start|>assistant<|channel|>final<|message|>**Answer:** %s"
            % (body.replace("\n\n", " "), m_(A))), "channel_markers/analysis_final"


def R_md_heading(P, body, A, r):
    return "## Solution\n\n%s\n\n---\n\n### Final Answer\n\n$$\\boxed{%s}$$" % (body, b_(A)), "markdown/heading_final_boxed"


def R_md_bold(P, body, A, r):
    return "%s\n\n**Answer:** %s" % (body, m_(A)), "markdown/bold_answer_line"


def R_md_table(P, body, A, r):
    return ("**Approach.** %s\n\n| Step | What we do | Result |\n|---|---|---|\n| 1 | Set up the relations | done |\n"
            "| 2 | Simplify | done |\n| 3 | **Final answer** | %s |\n" % (body.split("\n\n")[0], m_(A))), "markdown/table_final_row"


def R_minerva(P, body, A, r):
    return "%s\nFinal Answer: The final answer is %s. I hope it is correct." % (body, m_(A)), "terse/minerva_final_answer"


def R_llama(P, body, A, r):
    parts = body.split("\n\n")
    steps = "\n\n".join("## Step %d: %s\n%s" % (i + 1, ["Understand the problem", "Set up the computation", "Simplify", "Finish"][min(i, 3)], p)
                        for i, p in enumerate(parts[:4]))
    return "%s\n\nThe final answer is: $\\boxed{%s}$" % (steps, b_(A)), "markdown/llama_steps_boxed"


def R_json(P, body, A, r):
    obj = {"reasoning": body.split("\n\n")[0][:400], "final_answer": p_(A)}
    if r.random() < 0.5:
        obj["confidence"] = r.choice([0.8, 0.9, 0.95])
    return "```json\n%s\n```" % json.dumps(obj, indent=2, ensure_ascii=False), "agent/json_final_answer"


def R_toolcall(P, body, A, r):
    call = {"name": "submit_answer", "arguments": {"answer": p_(A)}}
    return ("%s\n\nI'll submit the result now.\n<tool_call>\n%s\n</tool_call>" % (body.split("\n\n")[0], json.dumps(call, ensure_ascii=False))), "agent/tool_call_submit"


def R_fncall(P, body, A, r):
    args = json.dumps({"value": p_(A), "explanation": "derived by direct computation"}, ensure_ascii=False)
    obj = {"type": "function_call", "name": "final_answer", "arguments": args}
    return json.dumps(obj, ensure_ascii=False), "agent/function_call_arguments"


def R_react(P, body, A, r):
    return ("Thought: %s\nAction: verify\nAction Input: recompute the key quantity\nObservation: consistent\n"
            "Thought: I now know the final answer.\nFinal Answer: %s" % (body.split("\n\n")[0], p_(A))), "agent/react_final_answer"


def R_python(P, body, A, r):
    code = "from fractions import Fraction\n\n# brute-force / exact check of the derivation\nresult = solve()\nprint(result)"
    return ("Let me verify with a quick script.\n\n```python\n%s\n```\n```output\n%s\n```\n\nThe script confirms the "
            "derivation, so the answer is %s." % (code, p_(A), m_(A))), "code/python_printed_output"


def R_bare(P, body, A, r):
    return r.choice([p_(A), m_(A), "%s" % b_(A) if A["lat"] else p_(A)]), "terse/bare_value"


def R_line(P, body, A, r):
    return r.choice(["Answer: %s", "ANSWER: %s", "Final answer: %s", "answer = %s"]) % p_(A), "terse/answer_line"


def R_first(P, body, A, r):
    return "%s\n\n**Why:** %s" % (bold_(A), body), "answer_first/then_explain"


def R_verify(P, body, A, r):
    ex = P.get("extra") or []
    if ex and r.random() < 0.6:
        body = body + "\n\n(Sanity check on an intermediate quantity from above: $%d$ — consistent with the setup.)" % ex[0]
    return ("%s\n\nSo the answer is %s.\n\n**Verification.** Substituting this back into the original conditions, every "
            "constraint is satisfied, so the result is consistent. ✅\n\nLet me know if you'd like an alternative "
            "approach or a more detailed explanation of any step!" % (body, m_(A))), "verbose/answer_then_verification_chatter"


def R_xml(P, body, A, r):
    return "<reasoning>\n%s\n</reasoning>\n<answer>\n%s\n</answer>" % (body, p_(A)), "xml_tags/reasoning_answer"


def R_hash(P, body, A, r):
    return "%s\n#### %s" % (body, p_(A)), "terse/gsm_hash_marker"


def R_fbox(P, body, A, r):
    f = r.choice(["\\fbox{$%s$}", "$\\boxed{\\boxed{%s}}$", "\\(\\boxed{%s}\\)", "$\\displaystyle\\boxed{%s}$"])
    return "%s\n\nHence %s." % (body, f % b_(A)), "boxed/variant_wrappers"


def R_deepseek(P, body, A, r):
    return ("<think>\n%s\n</think>\n\n**Solution:**\n\nWe follow the reasoning above.\n\n1. Set up the conditions.\n2. Simplify.\n\n"
            "**Final Answer**\n\\[\n\\boxed{%s}\n\\]" % (body, b_(A))), "think_tag/deepseek_final_answer_block"


def R_claude(P, body, A, r):
    return ("I'll work through this carefully.\n\n%s\n\nPutting it all together, the value we're looking for is %s.\n\n"
            "That's the complete solution — the key step was organising the conditions before simplifying." % (body, bold_(A))), "chat/prose_bold_inline"


def R_gemini(P, body, A, r):
    return "%s\n\n**Final Answer:** The final answer is $\\boxed{%s}$" % (body, b_(A)), "markdown/final_answer_label_boxed"


def R_display(P, body, A, r):
    return "%s\n\nThus\n$$\n\\text{answer} = %s\n$$" % (body, b_(A)), "latex/display_equation"


def R_codeblock(P, body, A, r):
    return "%s\n\n```text\nRESULT: %s\n```" % (body.split("\n\n")[0], p_(A)), "code/text_block_result"


def R_bullets(P, body, A, r):
    items = ["- %s" % x for x in body.split("\n\n")[:3]]
    return "%s\n- **Result:** %s" % ("\n".join(items), m_(A)), "markdown/bullet_list_result"


def R_boxtext(P, body, A, r):
    return "%s\n\nThe answer is $\\boxed{%s}$.\n\nI hope this helps!" % (body, b_(A)), "boxed/inline_sentence_chatter"


def R_fraction_repr(P, body, A, r):
    v = A.get("v")
    if v is not None and v.denominator > 1:
        rep = "Fraction(%d, %d)" % (v.numerator, v.denominator)
    elif v is not None:
        rep = str(v.numerator)
    else:
        return R_md_bold(P, body, A, r)
    return ("%s\n\nTo avoid floating-point error I computed it exactly:\n\n```python\n>>> from fractions import Fraction\n"
            ">>> answer\n%s\n```\n\nThat is the requested value." % (body.split("\n\n")[0], rep)), "code/python_repl_exact_value"


def R_empty_think(P, body, A, r):
    return "<think>\n\n</think>\n\n%s\n\nThe answer is %s." % (body, m_(A)), "think_tag/empty_trace_then_answer"


def R_html(P, body, A, r):
    return "<p>%s</p>\n<p><b>Answer:</b> %s</p>" % (body.split("\n\n")[0], p_(A)), "chat/html_export"


def R_italic(P, body, A, r):
    return "%s\n\n*Final answer: %s*" % (body, m_(A)), "markdown/italic_final_line"


def R_summary(P, body, A, r):
    return ("**Reasoning summary**\n\n%s\n\n**Answer**\n\n%s" % (en_work_generic(r, 3), m_(A))), "reasoning_summary/summary_then_answer"


def R_align(P, body, A, r):
    return ("%s\n\n\\begin{align*}\n\\text{result} &= %s\n\\end{align*}\n\nSo the final value is $%s$." % (body, b_(A), b_(A))) if A["lat"] else R_boxtext(P, body, A, r)[0], "latex/align_env_then_sentence"


def R_submit_py(P, body, A, r):
    return ("%s\n\n```python\nsubmit_answer(%s)\n```" % (body.split("\n\n")[0], json.dumps(p_(A), ensure_ascii=False))), "agent/python_submit_call"


def R_responses_api(P, body, A, r):
    obj = {"id": "resp_%06d" % r.randint(0, 999999), "object": "response", "status": "completed",
           "output": [{"type": "reasoning", "summary": [{"type": "summary_text", "text": body.split("\n\n")[0][:300]}]},
                      {"type": "message", "role": "assistant",
                       "content": [{"type": "output_text", "text": "The answer is %s." % p_(A)}]}]}
    return json.dumps(obj, ensure_ascii=False, indent=1), "agent/responses_api_json"


def R_thinking_section(P, body, A, r):
    return ("◁think▷%s◁/think▷\n\n%s" % (body, "Answer: " + m_(A))), "think_tag/kimi_markers"


def R_gemma(P, body, A, r):
    return ("<start_of_turn>model\n%s\n\nThe final answer is %s.<end_of_turn>" % (body, m_(A))), "chat_template/gemma_turn_markers"


LONG_BITS = [
    "Hmm, wait. Let me reconsider whether I've interpreted the problem correctly.",
    "Actually, let me re-derive that more carefully, because a sign error here would propagate.",
    "Alternatively, I could approach this from the other direction and see if the two methods agree.",
    "Let me double check the arithmetic in the previous step. Yes, that's consistent.",
    "OK so far so good. But I should make sure there isn't an edge case I'm missing.",
    "Hold on — is the condition inclusive or exclusive? Re-reading... it's as I assumed.",
    "Let me try a concrete small example to make sure the general argument isn't flawed.",
    "That matches. I'm now reasonably sure the approach is sound.",
    "Hmm, but what if two of the quantities coincide? Then the count changes... no, the problem rules that out.",
    "Let me write this out more cleanly so I can verify each piece.",
]


def long_trace(body, r, n=None):
    n = n or r.randint(12, 40)
    bits = [r.choice(LONG_BITS) if r.random() < 0.5 else r.choice(EN_POOL) for _ in range(n)]
    parts = [body]
    for i in range(0, n, 3):
        parts.append(" ".join(bits[i:i + 3]))
    parts.insert(1, "Let me go back over this more carefully.\n\n" + body)
    return "\n\n".join(parts)


def R_long_think(P, body, A, r):
    return ("<think>\n%s\n</think>\n\nAfter working through the problem (and double-checking the key step), the result is:\n\n"
            "$$\\boxed{%s}$$" % (long_trace(body, r), b_(A))), "think_tag/long_trace_boxed"


UNIT_WORDS = ["minutes", "seconds", "hours", "days", "inches", "feet", "meters", "centimeters", "miles", "dollars",
              "cents", "students", "people", "ways", "degrees", "pounds"]


def unit_for(P):
    q = P["question"]
    m = re.search(r"(?i)how many ([a-z]+)", q)
    if m and m.group(1).lower() in UNIT_WORDS:
        return m.group(1).lower()
    m = re.search(r"(?i)in (square )?(inches|feet|meters|centimeters|units|degrees|dollars|minutes|seconds|hours|miles)\b\s*\??\s*$", q.strip())
    if m:
        return ((m.group(1) or "") + m.group(2)).lower()
    return None


def R_units(P, body, A, r):
    u = unit_for(P)
    if not u or A.get("v") is None or A["v"].denominator != 1 or A["lat"] is None or not re.match(r"^-?\d+$", A["lat"]):
        return R_claude(P, body, A, r)
    return "%s\n\nSo the answer is **%s %s**." % (body, A["lat"], u), "chat/answer_with_units"


EN_RENDER = [R_long_think, R_long_think, R_units, R_units, R_fraction_repr, R_empty_think, R_html, R_italic, R_summary, R_align, R_submit_py, R_responses_api,
             R_thinking_section, R_gemma, R_think_boxed, R_think_plain, R_harmony, R_md_heading, R_md_bold, R_md_table, R_minerva, R_llama,
             R_json, R_toolcall, R_fncall, R_react, R_python, R_bare, R_line, R_first, R_verify, R_xml, R_hash,
             R_fbox, R_deepseek, R_claude, R_gemini, R_display, R_codeblock, R_bullets, R_boxtext]
SHORT_OK = {R_bare, R_line, R_fncall}
CODE_R = {R_fraction_repr, R_json, R_toolcall, R_fncall, R_python, R_codeblock, R_submit_py, R_responses_api, R_hash, R_react}


EQ_T = {
    "zh": ["由题意得 {M}。", "于是 {M}。", "因此 {M}。"], "es": ["Tenemos {M}.", "Entonces {M}.", "De aquí se sigue que {M}."],
    "fr": ["On a {M}.", "Alors {M}.", "On en déduit {M}."], "de": ["Es gilt {M}.", "Damit folgt {M}.", "Also {M}."],
    "ru": ["Имеем {M}.", "Тогда {M}.", "Отсюда {M}."], "ja": ["条件より {M}。", "よって {M}。", "ここで {M}。"],
    "pt": ["Temos {M}.", "Então {M}.", "Daí segue que {M}."], "ko": ["조건에서 {M}.", "그러면 {M}.", "여기서 {M}."],
    "ar": ["لدينا {M}.", "إذن {M}.", "ومنه {M}."], "hi": ["हमें मिलता है {M}।", "तब {M}।", "यहाँ {M}।"],
    "it": ["Abbiamo {M}.", "Allora {M}.", "Ne segue che {M}."], "vi": ["Ta có {M}.", "Khi đó {M}.", "Suy ra {M}."],
}


def math_snips(text, r, k=4):
    sn = [m for m in re.findall(r"\$[^$\n]{4,90}\$", text) if "=" in m]
    if len(sn) > k:
        idx = sorted(r.sample(range(len(sn)), k))
        sn = [sn[i] for i in idx]
    return sn


def lang_render(P, lang, A, r, body=None):
    d = L[lang]
    if body is None:
        body = d["intro"] + "\n\n" + generic_work(P, lang, r)
        if P.get("working") and r.random() < 0.8:
            sn = math_snips(P["working"], r)
            if sn:
                body = d["intro"] + "\n\n" + d["work"][0] + "\n\n" + "\n".join(
                    r.choice(EQ_T[lang]).format(M=x) for x in sn) + "\n\n" + d["work"][2]
    v = r.randint(0, 4)
    if v == 0:
        return "%s\n\n%s" % (body, d["final"].format(A=m_(A))), "lang/prose_final_sentence"
    if v == 1:
        return "%s\n\n**%s：** $\\boxed{%s}$" % (body, d["label"], b_(A)) if lang in ("zh", "ja") else \
            "%s\n\n**%s:** $\\boxed{%s}$" % (body, d["label"], b_(A)), "lang/bold_label_boxed"
    if v == 2:
        return "<think>\n%s\n</think>\n\n%s" % (body, d["final"].format(A=m_(A))), "lang/think_then_sentence"
    if v == 3:
        return "### %s\n\n%s\n\n### %s\n\n%s" % (d["intro"], generic_work(P, lang, r, 3), d["fa"], m_(A)), "lang/markdown_heading_final"
    return "%s\n\n%s: %s" % (body, d["fa"], p_(A)), "lang/final_label_plain"


# ---------------------------------------------------------------- problem contexts
def clean_solution(sol):
    sol = re.sub(r"\\boxed\{((?:[^{}]|\{[^{}]*\})*)\}", r"\1", sol)
    sol = re.sub(r"\\textbf\{\(([A-E])\)\s*\}", r"", sol)
    lines = [ln for ln in sol.split("\n") if not ln.strip().startswith("~") and "Edited by" not in ln]
    return "\n".join(lines).strip()


def nums_in(text):
    return [int(x) for x in re.findall(r"(?<![\d.^_{])\b(\d{1,6})\b(?![\d.])", text)]


def harp_contexts():
    rows = load("harp/harp_default.jsonl")
    mcq = {}
    for _, r in load("harp/harp_mcq.jsonl"):
        mcq[r["problem"]] = (r["choices"], r["answer_choice"])
    ctx = []
    for i, r in rows:
        if r.get("multiple_choice_only"):
            continue
        kind, val, s = classify(r["answer"])
        if not kind:
            continue
        sol = r.get("solution_1") or ""
        if "[asy]" in sol or len(sol) < 150 or len(sol) > 2600 or len(r["problem"]) > 1400:
            continue
        if re.search(r"\\textbf\{\([A-E]\)", sol) or "Solution" in sol[:20]:
            continue
        bl = boxed_last(sol)
        if bl is None or strip_gold(bl).replace("{,}", ",") != s.replace("{,}", ",") and strip_gold(bl) != strip_gold(r["answer"]):
            continue
        if sol.count("\\boxed{") > 1:
            continue
        w = clean_solution(sol)
        extra = []
        if val is not None:
            extra = [x for x in nums_in(w) if Fraction(x) != val and x not in (0, 1, 2)][:6]
        if kind == "word" and not (s in DAYS or s in WORD_OK):
            continue
        mc = None
        if r["problem"] in mcq:
            ch, ac = mcq[r["problem"]]
            if isinstance(ch, dict) and ac in ch and strip_gold(ch[ac]) == strip_gold(r["answer"]):
                others = []
                for L2, v2 in sorted(ch.items()):
                    if L2 == ac or not isinstance(v2, str):
                        continue
                    k2, val2, s2 = classify(v2)
                    if k2 is None or re.search(r"(?i)none|not|cannot", v2):
                        continue
                    if val is not None and val2 is not None and val2 == val:
                        continue
                    if val is None or val2 is None or k2 != kind:
                        continue
                    others.append((L2, s2))
                mc = dict(letter=ac, value=strip_gold(ch[ac]), others=others)
        ctx.append(dict(bench="harp", source_row="harp/harp_default.jsonl:%d" % i, question=r["problem"],
                        gold=r["answer"], kind=kind, val=val, s=s, working=w, extra=extra, mcq=mc))
    return ctx


def boxed_last(sol):
    i = sol.rfind("\\boxed{")
    if i < 0:
        return None
    j = i + len("\\boxed{")
    depth = 1
    k = j
    while k < len(sol) and depth:
        if sol[k] == "{":
            depth += 1
        elif sol[k] == "}":
            depth -= 1
        k += 1
    return sol[j:k - 1] if depth == 0 else None


def words(t):
    return set(re.findall(r"[a-z]+|\d+", t.lower()))


def math_originals():
    out = []
    for _, r in load("math/math_full.jsonl"):
        if r.get("level") == "Level 5":
            out.append((words(r["problem"]), r))
    return out


def mp_contexts():
    ctx = []
    origs = math_originals()
    for fn in ("math_perturb/math_perturb_simple.jsonl", "math_perturb/math_perturb_hard.jsonl"):
        for i, r in load(fn):
            g = r["answer"]
            if isinstance(g, float) and g != int(g):
                kind, val, s = "dec", Fraction(str(g)), str(g)
            else:
                kind, val, s = classify(g)
            if not kind:
                continue
            orig = None
            if kind in ("int", "frac", "mixed", "dec"):
                w = words(r["problem"])
                best, bs = None, 0.0
                for ow, o in origs:
                    if o.get("type") != r.get("type"):
                        continue
                    j = len(w & ow) / max(1, len(w | ow))
                    if j > bs:
                        best, bs = o, j
                if best is not None and bs > 0.5:
                    oa = boxed_last(best["solution"])
                    ok, ov, osx = classify(oa) if oa else (None, None, None)
                    if ok in ("int", "frac", "mixed", "dec") and ov != val and len(best["solution"]) < 2500 \
                            and "[asy]" not in best["solution"]:
                        orig = dict(solution=clean_solution(best["solution"]), lat=fmt_latex(ov), pl=fmt_num(ov), v=ov)
            ctx.append(dict(bench="math_perturb", source_row="%s:%d" % (fn, i), question=r["problem"], gold=g,
                            kind=kind, val=val, s=s, working=None, extra=[], orig=orig))
    return ctx


PUT_RE = re.compile(r"^(?:Show|Prove) that (?:the |we have )?(.{0,60}?) (?:is|equals|evaluates to|is equal to) "
                    r"(?:\$(.+?)\$|(-?\d+))\.?\s*$", re.S)


def putnam_contexts():
    ctx = []
    for i, r in load("putnam/putnam_with_answers.jsonl"):
        t = r["answer_text"].strip()
        m = PUT_RE.match(t)
        if m:
            what, x = m.group(1), (m.group(2) or m.group(3))
            if " and" in what or "possible answer" in what or "$" in x or len(x) > 45 or not re.search(r"\d", x) or x.count("(") != x.count(")"):
                continue
            if "=" in x or "\\le" in x:
                continue
            kind, val, s = classify(x)
            if kind not in ("int", "frac"):
                kind, val, s = "pexpr", None, x.strip()
            ctx.append(dict(bench="putnam", source_row="putnam/putnam_with_answers.jsonl:%d" % i, question=r["problem"],
                            gold=r["answer_text"], kind=kind, val=val, s=s, working=None, extra=[],
                            what=what.replace("$", "")))
        elif re.match(r"^Show that the answer is (yes|no)\.?$", t, re.I):
            yn = re.match(r"^Show that the answer is (yes|no)", t, re.I).group(1).lower()
            ctx.append(dict(bench="putnam", source_row="putnam/putnam_with_answers.jsonl:%d" % i, question=r["problem"],
                            gold=r["answer_text"], kind="yn", val=yn, s=yn, working=None, extra=[], what="answer"))
    return ctx


def true_forms(P, lang):
    if P["kind"] == "yn":
        yes = P["val"] == "yes"
        w = {"en": ("Yes", "No"), "zh": ("是", "否"), "es": ("Sí", "No"), "fr": ("Oui", "Non"), "de": ("Ja", "Nein"),
             "ru": ("Да", "Нет"), "ja": ("はい", "いいえ"), "pt": ("Sim", "Não"), "ko": ("예", "아니요"),
             "it": ("Sì", "No"), "vi": ("Có", "Không"), "ar": ("نعم", "لا"), "hi": ("हाँ", "नहीं")}[lang]
        return [A_(None, w[0] if yes else w[1])]
    if P["kind"] == "pexpr":
        return [A_(P["s"], None)]
    numv = P["val"] if P["kind"] in ("int", "frac", "mixed", "dec") else None
    forms = [A_(a, b, numv) for a, b in equivalents(P["kind"], P["val"], P["s"])]
    if P["kind"] in ("int", "deg") and P["val"] >= 0:
        n = int(P["val"])
        if lang == "zh":
            forms.append(A_(None, zh_words(n)))
        if lang == "es" and es_words(n):
            forms.append(A_(None, es_words(n)))
        if lang == "fr" and n <= 20:
            forms.append(A_(None, FR_ONES[n]))
        if lang == "de" and n <= 20:
            forms.append(A_(None, DE_ONES[n]))
        if lang in ("ar", "hi"):
            forms.append(A_(None, native_digits(str(n), lang)))
        if lang in ("ja", "zh"):
            forms.append(A_(None, native_digits(str(n), "fw")))
        if lang in ("fr", "ru") and n >= 1000:
            forms.append(A_(None, "{:,}".format(n).replace(",", "\u202f")))
    if lang != "en":
        forms = [f for f in forms if not (f["lat"] is None and f["pl"] and re.search(r"[a-z]{3}", f["pl"]) and
                                          not re.search(r"\d", f["pl"]) and f["pl"] in [en_words(k) for k in range(0, 1)])]
        forms = [f for f in forms if not (f["pl"] and re.match(r"^[a-z -]+$", f["pl"]))]  # no English words
        forms = [f for f in forms if "," not in (f["lat"] or "") + (f["pl"] or "")] or forms[:1]
    return forms


def wrong_forms(P, r):
    if P["kind"] == "yn":
        return [("flipped", None, "No" if P["val"] == "yes" else "Yes", None)]
    if P["kind"] == "pexpr":
        out, seen = [], set()
        for _ in range(6):
            t = perturb_expr(P["s"], r)
            if t and t not in seen:
                seen.add(t)
                out.append(("perturbed", t, None, None))
        return out
    numk = P["kind"] in ("int", "frac", "mixed", "dec")
    return [(k, lat, pl, (w if numk else None)) for k, lat, pl, w in wrong_values(P["kind"], P["val"], P["s"], r, P.get("extra", []))]


# ---------------------------------------------------------------- scenarios
LANGS_OTHER = ["zh", "es", "fr", "de", "ru", "ja", "pt", "ko", "ar", "hi", "it", "vi"]


def putnam_sentence(P, A):
    w = P.get("what") or "answer"
    return "the %s is %s" % (w, m_(A)) if not w.startswith("answer") else "the answer is %s" % m_(A)


def forms_int(P):
    return A_(str(int(P["val"])), str(int(P["val"])), P["val"])


def is_words(A):
    return A["lat"] is None and A["pl"] is not None and not re.search(r"[0-9٠-٩०-९０-９]", A["pl"])


def pick_true(P, lang, r, prefer_alt=False, code=False):
    forms = true_forms(P, lang)
    if code:
        f2 = [f for f in forms if not is_words(f) and f["pl"] is not None]
        forms = f2 or forms
    alts = forms[1:]
    if P["kind"] not in ("word", "yn"):
        nw = [f for f in alts if not is_words(f)]
        if nw and r.random() < 0.7:
            alts = nw
    if alts and (prefer_alt or r.random() < 0.3):
        return r.choice(alts)
    return forms[0]


def pick_wrong(P, r, kinds=None):
    ws = wrong_forms(P, r)
    if kinds:
        k2 = [w for w in ws if w[0] in kinds]
        if k2:
            ws = k2
    if not ws:
        return None, None
    k, lat, pl, v = r.choice(ws)
    return k, A_(lat, pl, v)


def make_positive(P, r):
    """returns (response, style, lang) stating the gold."""
    u = r.random()
    if u < 0.26:
        lang = r.choice(LANGS_OTHER)
        A = pick_true(P, lang, r, prefer_alt=r.random() < 0.5)
        resp, st = lang_render(P, lang, A, r)
        return resp, st, lang
    A = pick_true(P, "en", r, prefer_alt=r.random() < 0.45)
    body = en_work(P, r)
    mc = P.get("mcq")
    if mc and r.random() < 0.2:
        L1, v = mc["letter"], mc["value"]
        resp = r.choice([
            "%s\n\nThe answer is $\\boxed{\\textbf{(%s)}\\ %s}$." % (body, L1, v),
            "%s\n\n**Answer: (%s) %s**" % (body, L1, "$%s$" % v),
            "**(%s)** $%s$\n\n%s" % (L1, v, body),
        ])
        return resp, "multiple_choice/letter_and_value", "en"
    if u < 0.32:
        # rejected wrong attempt, then correct
        k, W = pick_wrong(P, r)
        if W:
            body = ("%s\n\nMy first pass gave %s, but that fails when I check it against the conditions — I dropped a case. "
                    "Redoing that step carefully fixes it." % (body, m_(W)))
            R = r.choice([R_think_boxed, R_md_bold, R_claude, R_gemini, R_deepseek])
            resp, st = R(P, body, A, r)
            return resp, "self_correction/" + st.split("/")[1], "en"
    if P["bench"] == "putnam" and u < 0.45:
        resp = "%s\n\nHence %s." % (body, putnam_sentence(P, A))
        if r.random() < 0.5:
            resp = "<think>\n%s\n</think>\n\n**Conclusion.** We have shown that %s." % (body, putnam_sentence(P, A))
            return resp, "think_tag/worded_conclusion", "en"
        return resp, "verbose/worded_conclusion", "en"
    R = r.choice(EN_RENDER)
    if P["kind"] == "int" and unit_for(P) and r.random() < 0.3:
        R = R_units
        A = forms_int(P)
    if R in CODE_R and (is_words(A) or A["pl"] is None):
        A = pick_true(P, "en", r, code=True)
    resp, st = R(P, body, A, r)
    return resp, st, "en"


def truncate_before_answer(text, P, r):
    cut = int(len(text) * r.uniform(0.35, 0.7))
    t = text[:cut]
    g = P["s"]
    for tok in set([g] + [f["lat"] or "" for f in true_forms(P, "en")] + [f["pl"] or "" for f in true_forms(P, "en")]):
        if tok and len(tok) >= 1:
            for m in re.finditer(re.escape(tok), t):
                if tok.isdigit():
                    a, b = m.start(), m.end()
                    if (a > 0 and t[a - 1].isdigit()) or (b < len(t) and t[b].isdigit()):
                        continue
                t = t[:m.start()]
                break
    t = t.rstrip()
    if len(t) < 60:
        return None
    # end mid-word / mid-expression
    sp = t.rfind(" ")
    if sp > 40:
        t = t[:sp + 1] + t[sp + 1:sp + 3]
    return t


def make_negative(P, r):
    """returns (response, style, lang, neg_kind) whose committed final answer differs from gold."""
    G = pick_true(P, "en", r)
    u = r.random()
    body = en_work(P, r)
    og = P.get("orig")
    if og and r.random() < 0.45:
        W = A_(og["lat"], og["pl"], og["v"])
        R = r.choice([R_think_boxed, R_md_heading, R_md_bold, R_deepseek, R_gemini, R_minerva, R_long_think, R_claude,
                      R_xml, R_boxtext, R_llama])
        resp, st = R(P, og["solution"], W, r)
        return resp, "solved_unperturbed/" + st.split("/")[1], "en", "original_problem_answer"
    mc = P.get("mcq")
    if mc and mc["others"] and r.random() < 0.18:
        L2, v2 = r.choice(mc["others"])
        resp = r.choice([
            "%s\n\nThe answer is $\\boxed{\\textbf{(%s)}\\ %s}$." % (body, L2, v2),
            "%s\n\n**Answer: (%s) %s**" % (body, L2, "$%s$" % v2),
            "**(%s)** $%s$\n\n%s" % (L2, v2, en_work_generic(r)),
        ])
        return resp, "multiple_choice/wrong_letter_and_value", "en", "wrong_choice"
    if u > 0.9 and r.random() < 0.5:
        tail = r.choice(["Therefore, the final answer is $\\boxed{", "**Final Answer**\n\\[\n\\boxed{", "So the answer is",
                         "Putting it together, the answer is $"])
        return en_work_generic(r) + "\n\n" + tail, "truncated/cut_at_final_answer", "en", "truncated"
    if u < 0.16:
        lang = r.choice(LANGS_OTHER)
        k, W = pick_wrong(P, r)
        if W is None:
            return None
        if r.random() < 0.5:
            d = L[lang]
            GL = pick_true(P, lang, r)
            b2 = d["intro"] + "\n\n" + generic_work(P, lang, r, 2) + "\n\n" + d["final"].format(A=m_(GL)) + "\n\n" + d["wait"] + " " + d["err"]
            resp, st = lang_render(P, lang, W, r, body=b2)
            if "<think>" in resp or st.endswith("markdown_heading_final"):
                resp = b2 + "\n\n" + d["final"].format(A=m_(W))
                st = "lang/prose_final_sentence"
            return resp, "lang_retract/" + st.split("/")[1], lang, "retracted_to_wrong"
        resp, st = lang_render(P, lang, W, r)
        return resp, st, lang, k
    if u < 0.22:
        k, W = pick_wrong(P, r)
        if W is None:
            return None
        resp = ("%s\n\nSo the answer is %s.\n\nWait — let me double-check that last step. I think I mis-handled a boundary "
                "case; redoing it shifts the count.\n\nCorrected: the answer is %s." % (body, m_(G), m_(W)))
        if r.random() < 0.5:
            resp = "<think>\n%s\n</think>\n\n\\boxed{%s}" % (resp, b_(W))
            return resp, "think_tag/retract_then_boxed", "en", "retracted_to_wrong"
        return resp, "self_correction/retract_to_wrong", "en", "retracted_to_wrong"
    if u < 0.30:
        k, W = pick_wrong(P, r)
        if W is None:
            return None
        a, b = (G, W) if r.random() < 0.5 else (W, G)
        resp = r.choice([
            "%s\n\nThe answer is either %s or %s, depending on whether the boundary case counts; I can't pin it down further." % (body, m_(a), m_(b)),
            "%s\n\nI get %s by the first method and %s by the second. Both seem plausible, so the answer is %s or %s." % (body, m_(a), m_(b), m_(a), m_(b)),
            "**Answer:** %s (or possibly %s)" % (m_(a), m_(b)),
        ])
        return resp, "hedge/two_values_no_commitment", "en", "hedge"
    if u < 0.38:
        if P["bench"] == "harp" and P.get("working"):
            t = truncate_before_answer(P["working"], P, r)
        else:
            t = truncate_before_answer(body + "\n\n" + generic_work(P, "en", r, 3) * 2, P, r)
        if not t:
            return None
        if r.random() < 0.5:
            return "<think>\n" + t, "truncated/think_unclosed", "en", "truncated"
        return "## Solution\n\n" + t, "truncated/mid_solution", "en", "truncated"
    if u < 0.44:
        k, W = pick_wrong(P, r)
        if W is None:
            return None
        resp = r.choice([
            "%s\n\n$$\\boxed{%s}$$\n\nAlternatively, if we interpret the condition strictly, we get $$\\boxed{%s}$$" % (body, b_(G), b_(W)),
            "%s\n\n**Final answers:** %s and %s — both values satisfy all the stated conditions, so I'm giving both." % (body, m_(W), m_(G)),
        ])
        return resp, "two_finals/conflicting_commitments", "en", "two_answers"
    if u < 0.50:
        k, W = pick_wrong(P, r)
        if W is None:
            return None
        call = {"name": "submit_answer", "arguments": {"answer": p_(W)}}
        resp = ("%s\n\nFrom this the value is %s.\n\n<tool_call>\n%s\n</tool_call>" % (body.split("\n\n")[0], m_(G), json.dumps(call, ensure_ascii=False)))
        return resp, "agent/tool_call_mismatch", "en", "two_answers"
    if u < 0.56 and isinstance(P["val"], Fraction) and P["kind"] == "int" and re.search(r"(?<![\d.])%s(?![\d.])" % re.escape(str(P["val"])), P["question"]):
        k, W = pick_wrong(P, r)
        if W is None:
            return None
        resp = "**Problem.** %s\n\n**Solution.** %s\n\n**Answer:** %s" % (P["question"].strip(), generic_work(P, "en", r, 3), m_(W))
        return resp, "markdown/restated_question_then_answer", "en", "restated_question_contains_gold"
    if u < 0.62 and isinstance(P["val"], Fraction) and P["kind"] in ("frac", "mixed", "dec") and P["val"].denominator > 1:
        v = P["val"]
        t = "%.3g" % float(v)
        if "e" not in t:
            dec = len(t.split(".")[1]) if "." in t else 0
            cand = Fraction(t) + Fraction(1, 10 ** dec) * r.choice([1, -1])
        else:
            cand = v
        if cand != v:
            W = A_(None, ("%." + str(dec) + "f") % float(cand))
            resp = "%s\n\nNumerically, the answer is approximately **%s**." % (body, W["pl"])
            return resp, "chat/rounded_decimal_wrong", "en", "close_not_equal"
    # plain wrong final in a random format, gold often appearing in working (HARP solutions)
    kinds = None
    if P.get("extra") and r.random() < 0.4:
        kinds = {"intermediate"}
    k, W = pick_wrong(P, r, kinds)
    if W is None:
        return None
    if P["bench"] == "putnam" and r.random() < 0.4:
        return "%s\n\nHence %s." % (body, putnam_sentence(P, W)), "verbose/worded_conclusion", "en", k
    R = r.choice(EN_RENDER)
    if P["kind"] == "int" and unit_for(P) and r.random() < 0.3:
        R = R_units
    if R is R_first:
        body = en_work_generic(r)
    resp, st = R(P, body, W, r)
    return resp, st, "en", k


# ---------------------------------------------------------------- main
def main():
    harp = harp_contexts()
    mp = mp_contexts()
    put = putnam_contexts()
    r = rng

    def sample_harp(n):
        by = {}
        for c in harp:
            by.setdefault(c["kind"], []).append(c)
        quota = {"int": int(n * 0.50), "frac": int(n * 0.16), "expr": int(n * 0.13), "dec": int(n * 0.05),
                 "deg": int(n * 0.04), "mixed": int(n * 0.04), "pct": 8, "ratio": 6, "word": 6}
        out = []
        for k, q in quota.items():
            out += r.sample(by[k], min(q, len(by[k])))
        rest = [c for c in harp if c not in out]
        out += r.sample(rest, n - len(out))
        return out

    N_H, N_M, N_P = 312, 104, 104
    pool = [("harp", c) for c in sample_harp(N_H)] + [("mp", c) for c in r.sample(mp, N_M)]
    put_sel = list(put)
    r.shuffle(put_sel)
    while len(put_sel) < N_P:
        put_sel += r.sample(put, min(len(put), N_P - len(put_sel)))
    pool += [("put", c) for c in put_sel[:N_P]]
    r.shuffle(pool)

    cases = []
    nt = nf = 0
    for idx, (_, P) in enumerate(pool):
        want_true = nt <= nf
        if not wrong_forms(P, random.Random(idx)):
            want_true = True
        res = None
        for attempt in range(8):
            if want_true:
                a = make_positive(P, r)
                res = (a[0], a[1], a[2], True)
            else:
                a = make_negative(P, r)
                if a:
                    res = (a[0], a[1], a[2], False)
            if res:
                break
        if not res:
            continue
        resp, style, lang, lab = res
        if lab:
            nt += 1
        else:
            nf += 1
        cases.append(dict(benchmark=P["bench"], source_row=P["source_row"], question=P["question"], gold=P["gold"],
                          response=resp, label=lab, style=style, language=lang))
    for i, c in enumerate(cases):
        c["id"] = "zf-%04d" % (i + 1)
    order = ["id", "benchmark", "source_row", "question", "gold", "response", "label", "style", "language"]
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
        for c in cases:
            f.write(json.dumps({k: c[k] for k in order}, ensure_ascii=False) + "\n")
    write_readme(cases)


def write_readme(cases):
    def tab(counter, title):
        lines = ["### " + title, "", "| value | count |", "|---|---|"]
        for k, v in sorted(counter.items(), key=lambda kv: (-kv[1], str(kv[0]))):
            lines.append("| %s | %d |" % (k, v))
        return "\n".join(lines) + "\n"

    txt = ["# ZF: blind labelled grader cases", "",
           "Regenerate: `python3 make_cases.py` (Python 3 standard library only, fixed seed %d; reads `%s`)." % (SEED, DATA),
           "Writes `cases.jsonl` and this README.", "", "Total cases: %d" % len(cases), ""]
    txt.append(tab(Counter(str(c["label"]).lower() for c in cases), "By label"))
    txt.append(tab(Counter(c["benchmark"] for c in cases), "By benchmark"))
    txt.append(tab(Counter(c["language"] for c in cases), "By language"))
    txt.append(tab(Counter(c["style"].split("/")[0] for c in cases), "By format"))
    txt.append(tab(Counter(c["style"] for c in cases), "By style (format/subtype)"))
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(txt))


if __name__ == "__main__":
    main()
