#!/usr/bin/env python3
"""Generate blind labelled grader test set ZJ (multilingual).

Usage:  python3 make_cases.py      (reads /work/shared/data, writes cases.jsonl + README.md here)
Standard library only; deterministic (fixed seed).
"""
import json, os, re, random, collections
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.environ.get("ZJ_DATA", "/work/shared/data")
SEED = 20261202
R = random.Random(SEED)

# ---------------------------------------------------------------- number words / digits
DIGITS = {
    "ar": "٠١٢٣٤٥٦٧٨٩", "fa": "۰۱۲۳۴۵۶۷۸۹", "hi": "०१२३४५६७८९",
    "bn": "০১২৩৪৫৬৭৮৯", "th": "๐๑๒๓๔๕๖๗๘๙", "fw": "０１２３４５６７８９",
}


def native_digits(s, script):
    d = DIGITS[script]
    return "".join(d[int(c)] if c.isdigit() and c.isascii() else c for c in s)


ZH_D = "零一二三四五六七八九"


def _zh4(n):
    units = [(1000, "千"), (100, "百"), (10, "十"), (1, "")]
    s, zero, started = "", False, False
    for u, ch in units:
        d = n // u % 10
        if d == 0:
            if started:
                zero = True
        else:
            if zero:
                s += "零"
                zero = False
            s += ZH_D[d] + ch
            started = True
    return s


def zh_num(n):
    if n < 0:
        return "负" + zh_num(-n)
    if n == 0:
        return "零"
    if n >= 10 ** 8:
        raise ValueError
    hi, lo = divmod(n, 10000)
    if hi:
        s = _zh4(hi) + "万"
        if lo:
            s += ("零" if lo < 1000 else "") + _zh4(lo)
    else:
        s = _zh4(lo)
    if 10 <= n < 20:
        s = s[1:]  # 十五
    return s


def ja_num(n):
    if n <= 0 or n >= 10000:
        raise ValueError
    s = ""
    for u, ch in [(1000, "千"), (100, "百"), (10, "十"), (1, "")]:
        d = n // u % 10
        if d == 0:
            continue
        if d == 1 and u > 1:
            s += ch
        else:
            s += ZH_D[d] + ch
    return s


EN1 = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
EN10 = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def en_num(n):
    if n < 20:
        return EN1[n]
    if n < 100:
        t, o = divmod(n, 10)
        return EN10[t] + ("-" + EN1[o] if o else "")
    if n < 1000:
        h, r = divmod(n, 100)
        return EN1[h] + " hundred" + (" " + en_num(r) if r else "")
    raise ValueError


RU1 = "ноль один два три четыре пять шесть семь восемь девять десять одиннадцать двенадцать тринадцать четырнадцать пятнадцать шестнадцать семнадцать восемнадцать девятнадцать".split()
RU10 = "_ _ двадцать тридцать сорок пятьдесят шестьдесят семьдесят восемьдесят девяносто".split()
RU100 = "_ сто двести триста четыреста пятьсот шестьсот семьсот восемьсот девятьсот".split()


def ru_num(n):
    if n < 20:
        return RU1[n]
    if n < 100:
        t, o = divmod(n, 10)
        return RU10[t] + (" " + RU1[o] if o else "")
    if n < 1000:
        h, r = divmod(n, 100)
        return RU100[h] + (" " + ru_num(r) if r else "")
    raise ValueError


ES1 = ("cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis "
       "diecisiete dieciocho diecinueve veinte veintiuno veintidós veintitrés veinticuatro veinticinco "
       "veintiséis veintisiete veintiocho veintinueve").split()
ES10 = "_ _ _ treinta cuarenta cincuenta sesenta setenta ochenta noventa".split()
ES100 = "_ ciento doscientos trescientos cuatrocientos quinientos seiscientos setecientos ochocientos novecientos".split()


def es_num(n):
    if n < 30:
        return ES1[n]
    if n < 100:
        t, o = divmod(n, 10)
        return ES10[t] + (" y " + ES1[o] if o else "")
    if n == 100:
        return "cien"
    if n < 1000:
        h, r = divmod(n, 100)
        return ES100[h] + (" " + es_num(r) if r else "")
    raise ValueError


FR1 = "zéro un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize dix-sept dix-huit dix-neuf".split()
FR10 = {2: "vingt", 3: "trente", 4: "quarante", 5: "cinquante", 6: "soixante"}


def fr_num(n):
    if n < 20:
        return FR1[n]
    if n < 70:
        t, o = divmod(n, 10)
        if o == 0:
            return FR10[t]
        if o == 1:
            return FR10[t] + " et un"
        return FR10[t] + "-" + FR1[o]
    if n < 80:
        o = n - 60
        if o == 11:
            return "soixante et onze"
        return "soixante-" + FR1[o]
    if n < 100:
        o = n - 80
        if o == 0:
            return "quatre-vingts"
        return "quatre-vingt-" + FR1[o]
    if n < 1000:
        h, r = divmod(n, 100)
        head = "cent" if h == 1 else FR1[h] + " cent" + ("s" if r == 0 else "")
        return head + (" " + fr_num(r) if r else "")
    raise ValueError


DE1 = "null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn".split()
DE10 = "_ _ zwanzig dreißig vierzig fünfzig sechzig siebzig achtzig neunzig".split()


def de_num(n):
    if n < 20:
        return DE1[n]
    if n < 100:
        t, o = divmod(n, 10)
        if o == 0:
            return DE10[t]
        return ("ein" if o == 1 else DE1[o]) + "und" + DE10[t]
    if n < 1000:
        h, r = divmod(n, 100)
        return ("ein" if h == 1 else DE1[h]) + "hundert" + (de_num(r) if r else "")
    raise ValueError


PT1 = ("zero um dois três quatro cinco seis sete oito nove dez onze doze treze catorze quinze dezesseis "
       "dezessete dezoito dezenove").split()
PT10 = "_ _ vinte trinta quarenta cinquenta sessenta setenta oitenta noventa".split()


def pt_num(n):
    if n < 20:
        return PT1[n]
    if n < 100:
        t, o = divmod(n, 10)
        return PT10[t] + (" e " + PT1[o] if o else "")
    raise ValueError


IT1 = ("zero uno due tre quattro cinque sei sette otto nove dieci undici dodici tredici quattordici quindici sedici "
       "diciassette diciotto diciannove").split()
IT10 = "_ _ venti trenta quaranta cinquanta sessanta settanta ottanta novanta".split()


def it_num(n):
    if n < 20:
        return IT1[n]
    if n < 100:
        t, o = divmod(n, 10)
        w = IT10[t]
        if o == 0:
            return w
        if o in (1, 8):
            return w[:-1] + IT1[o]
        if o == 3:
            return w + "tré"
        return w + IT1[o]
    raise ValueError


WORDS = {"it": it_num, "en": en_num, "ru": ru_num, "es": es_num, "fr": fr_num, "de": de_num, "pt": pt_num,
         "zh": zh_num, "ja": ja_num}

# decimal separator and thousands separator by language
DEC_COMMA = {"fr", "de", "ru", "es", "pt", "it", "tr", "id", "pl", "uk", "vi", "nl"}
THOUS = {"en": ",", "zh": ",", "ja": ",", "ko": ",", "hi": ",", "th": ",", "ar": ",", "fa": ",",
         "fr": "\u202f", "ru": " ", "uk": " ", "pl": " ", "de": "\u2009", "es": " ", "pt": " ", "it": "\u2009",
         "tr": " ", "id": " ", "vi": " ", "nl": " ", "bn": ","}


def group_thousands(n, sep):
    s = str(abs(n))
    parts = []
    while len(s) > 3:
        parts.insert(0, s[-3:])
        s = s[:-3]
    parts.insert(0, s)
    return ("-" if n < 0 else "") + sep.join(parts)


def terminating(fr):
    d = fr.denominator
    for p in (2, 5):
        while d % p == 0:
            d //= p
    return d == 1


def dec_str(fr, lang):
    assert terminating(fr)
    sign = "-" if fr < 0 else ""
    fr = abs(fr)
    k = 0
    while (fr * 10 ** k).denominator != 1:
        k += 1
    n = int(fr * 10 ** k)
    s = str(n).rjust(k + 1, "0")
    s = s[:-k] + "." + s[-k:] if k else s
    if lang in DEC_COMMA:
        s = s.replace(".", ",")
    return sign + s


# ---------------------------------------------------------------- gold parsing
def strip_dollars(a):
    a = str(a).strip()
    if a.startswith("$") and a.endswith("$"):
        a = a.strip("$").strip()
    return a


def parse_gold(a):
    """Return dict with kind and data, or None if unusable."""
    s = strip_dollars(a)
    s = s.replace("\\!", "").replace("\\,", "").strip()
    s0 = s
    s = s.replace(" ", "")
    m = re.fullmatch(r"-?\d+", s)
    if m:
        return {"kind": "rat", "v": Fraction(int(s)), "latex": s0}
    m = re.fullmatch(r"\d{1,3}(?:,\d{3})+", s) or re.fullmatch(r"\d{1,3}(?:\{,\}\d{3})+", s)
    if m:
        v = int(s.replace("{,}", "").replace(",", ""))
        return {"kind": "rat", "v": Fraction(v), "latex": s0}
    m = re.fullmatch(r"(-?)\\[dt]?frac\{(\d+)\}\{(\d+)\}", s) or re.fullmatch(r"(-?)\\[dt]?frac(\d)(\d)", s)
    if m:
        v = Fraction(int(m.group(2)), int(m.group(3)))
        if m.group(1):
            v = -v
        if v.denominator == 1 or Fraction(int(m.group(2)), int(m.group(3))) != Fraction(int(m.group(2)), int(m.group(3))):
            pass
        return {"kind": "rat", "v": v, "latex": s0}
    m = re.fullmatch(r"(\d+)\\[dt]?frac\{(\d+)\}\{(\d+)\}", s)
    if m:
        v = int(m.group(1)) + Fraction(int(m.group(2)), int(m.group(3)))
        return {"kind": "rat", "v": v, "latex": s0}
    m = re.fullmatch(r"-?\d+\.\d+", s)
    if m:
        return {"kind": "rat", "v": Fraction(s), "latex": s0}
    m = re.fullmatch(r"(\d*)\\sqrt\{?(\d+)\}?", s)
    if m:
        k = int(m.group(1) or 1)
        r = int(m.group(2))
        if r > 1 and not any(r % (p * p) == 0 for p in range(2, 40)):
            return {"kind": "rad", "k": Fraction(k), "r": r, "latex": s0}
    m = re.fullmatch(r"\\[dt]?frac\{(\d*)\\sqrt\{?(\d+)\}?\}\{(\d+)\}", s)
    if m:
        k = Fraction(int(m.group(1) or 1), int(m.group(3)))
        r = int(m.group(2))
        if r > 1 and not any(r % (p * p) == 0 for p in range(2, 40)):
            return {"kind": "rad", "k": k, "r": r, "latex": s0}
    m = re.fullmatch(r"(\d+)\^\{?\\circ\}?", s)
    if m:
        return {"kind": "deg", "v": Fraction(int(m.group(1))), "latex": s0}
    # generic short latex with at least one digit and no text
    if len(s0) <= 40 and re.search(r"\d", s0) and "\\text" not in s0 and "\\mbox" not in s0 \
            and "\\textbf" not in s0 and "$" not in s0 and "\\qquad" not in s0 and not re.search(r"[A-E]\)", s0) \
            and s0.count("{") == s0.count("}") and "\\mathrm" not in s0 and "\\," not in s0 and "=" not in s0 \
            and ":" not in s0 and "\\%" not in s0 and "%" not in s0 and "\\le" not in s0 and "<" not in s0:
        return {"kind": "latex", "latex": s0}
    return None


def sqfree_split(n):
    k = 1
    for p in range(2, 200):
        while n % (p * p) == 0:
            n //= p * p
            k *= p
    return k, n


# ---------------------------------------------------------------- rendering of values
def frac_latex(v, style="frac"):
    if v.denominator == 1:
        return str(v.numerator)
    sgn = "-" if v < 0 else ""
    a, b = abs(v.numerator), v.denominator
    if style == "slash":
        return f"{sgn}{a}/{b}"
    if style == "dfrac":
        return f"{sgn}\\dfrac{{{a}}}{{{b}}}"
    if style == "tfrac":
        return f"{sgn}\\tfrac{{{a}}}{{{b}}}"
    return f"{sgn}\\frac{{{a}}}{{{b}}}"


def rat_forms(v, lang, deg=False):
    """Equivalent renderings of a rational value in language lang. list of (text, tag)."""
    out = []
    suffix = "^\\circ" if deg else ""
    usuf = "°" if deg else ""
    if v.denominator == 1:
        n = v.numerator
        out.append((str(n) + suffix, "plain"))
        if deg:
            out.append((str(n) + "°", "deg_symbol"))
            dw = {"zh": "度", "ja": "度", "ko": "도", "ru": " градусов", "fr": " degrés", "es": " grados",
                  "de": " Grad", "pt": " graus", "it": " gradi", "vi": " độ", "en": " degrees", "tr": " derece",
                  "id": " derajat", "pl": " stopni", "uk": " градусів", "ar": " درجة", "hi": " डिग्री", "fa": " درجه",
                  "th": " องศา"}.get(lang)
            if dw and lang not in ("ru", "uk", "pl"):
                out.append((str(n) + dw, "deg_word"))
        if abs(n) >= 1000:
            out.append((group_thousands(n, THOUS.get(lang, ",")) + usuf, "thousands"))
        if lang in ("ar",):
            out.append((native_digits(str(n), "ar") + usuf, "native_digits"))
        if lang == "fa":
            out.append((native_digits(str(n), "fa") + usuf, "native_digits"))
        if lang == "hi":
            out.append((native_digits(str(n), "hi") + usuf, "native_digits"))
        if lang == "bn":
            out.append((native_digits(str(n), "bn") + usuf, "native_digits"))
            out.append((native_digits(str(n), "bn") + usuf, "native_digits"))
        if lang == "th":
            out.append((native_digits(str(n), "th") + usuf, "native_digits"))
        if lang in ("zh", "ja") and n >= 0:
            out.append((native_digits(str(n), "fw") + usuf, "fullwidth"))
        if lang in WORDS and not deg:
            try:
                w = WORDS[lang](n) if n >= 0 else None
                if w:
                    if lang in ("zh", "ja"):
                        out.append((w, "number_words"))
                    else:
                        out.append((w, "number_words"))
            except ValueError:
                pass
        if not deg and lang not in DEC_COMMA and R.random() < 0.2:
            out.append((f"{n}.0", "trailing_zero"))
        if n < 0:
            out.append(("\u2212" + str(-n), "unicode_minus"))
        return out
    # non-integer
    for st in ("frac", "dfrac", "slash"):
        out.append((frac_latex(v, st), st))
    if terminating(v):
        out.append((dec_str(v, lang), "decimal"))
    a, b = abs(v.numerator), v.denominator
    sg = "-" if v < 0 else ""
    if v > 0:
        if lang == "zh":
            out.append((f"{zh_num(b)}分之{zh_num(a)}" if R.random() < 0.5 else f"{b}分之{a}", "zh_fraction_words"))
        if lang == "ja":
            out.append((f"{b}分の{a}", "ja_fraction_words"))
        if lang == "ko":
            out.append((f"{b}분의 {a}", "ko_fraction_words"))
    if abs(v) > 1 and not deg:
        w, r = divmod(a, b)
        out.append((f"{sg}{w}\\frac{{{r}}}{{{b}}}", "mixed_number"))
    if lang in ("ar", "fa", "hi", "bn") :
        out.append((native_digits(f"{sg}{a}/{b}", lang), "native_digits"))
        if lang in ("ar", "fa") and terminating(v):
            out.append((native_digits(dec_str(v, "en"), lang).replace(".", "\u066b"), "native_decimal"))
    out.append((f"\\frac{{{sg}{a}}}{{{b}}}" if sg else f"{a}/{b}", "sign_inside" if sg else "slash"))
    if deg:
        out = [(t + ("^\\circ" if "\\" in t or "/" in t else "°"), tag) for t, tag in out]
    return out


def rad_latex(k, r, style):
    """k*sqrt(r), k Fraction."""
    a, b = k.numerator, k.denominator
    if style == "std":
        coef = "" if a == 1 else str(a)
        return f"{coef}\\sqrt{{{r}}}" if b == 1 else f"\\frac{{{coef}\\sqrt{{{r}}}}}{{{b}}}"
    if style == "inner":  # sqrt(a^2 r)/b
        inner = a * a * r
        return f"\\sqrt{{{inner}}}" if b == 1 else f"\\frac{{\\sqrt{{{inner}}}}}{{{b}}}"
    if style == "coef_front":
        if b == 1:
            return f"{a}\\sqrt{{{r}}}" if a != 1 else f"\\sqrt{{{r}}}"
        return f"\\frac{{{a}}}{{{b}}}\\sqrt{{{r}}}"
    if style == "plain":
        coef = "" if a == 1 else f"{a}"
        s = f"{coef}√{r}" if a == 1 else f"{coef}√{r}"
        return s if b == 1 else f"{s}/{b}"
    if style == "rationalized_inverse" and b == 1 and r > 1:
        # a*sqrt(r) = a*r / sqrt(r)
        return f"\\frac{{{a * r}}}{{\\sqrt{{{r}}}}}"
    if style == "power":
        coef = "" if a == 1 else f"{a}\\cdot "
        s = f"{coef}{r}^{{1/2}}"
        return s if b == 1 else f"\\frac{{{s}}}{{{b}}}"
    return rad_latex(k, r, "std")


def rad_forms(k, r):
    out = []
    for st in ("std", "inner", "coef_front", "plain", "rationalized_inverse", "power"):
        t = rad_latex(k, r, st)
        out.append((t, "radical_" + st))
    return list(dict.fromkeys(out))


def wrong_rats(v, lang):
    cands = []
    if v.denominator == 1:
        n = v.numerator
        cands += [(Fraction(n + 1), "off_by_one"), (Fraction(n - 1), "off_by_one"),
                  (Fraction(2 * n), "doubled")]
        if n != 0:
            cands.append((Fraction(-n), "wrong_sign"))
        if abs(n) >= 10:
            rv = int(str(abs(n))[::-1]) * (1 if n > 0 else -1)
            if rv != n:
                cands.append((Fraction(rv), "digits_swapped"))
        if n % 2 == 0 and n != 0:
            cands.append((Fraction(n // 2), "halved"))
        if abs(n) > 1:
            cands.append((Fraction(1, n), "reciprocal"))
    else:
        a, b = v.numerator, v.denominator
        cands += [(1 / v, "reciprocal"), (Fraction(a + 1, b), "numerator_off"), (Fraction(a, b + 1), "denominator_off"),
                  (-v, "wrong_sign"), (1 - v if 0 < v < 1 else v + 1, "complement" if 0 < v < 1 else "off_by_one")]
    cands = [(w, t) for w, t in cands if w != v]
    return cands


def wrong_rad(k, r):
    c = []
    c.append(((k + 1, r), "coef_off"))
    c.append(((k, r + 1 if r + 1 not in (4, 9, 16, 25) else r + 2), "radicand_off"))
    if r in (2, 3):
        c.append(((k, 5 - r), "wrong_radicand"))
    c.append(((k * 2, r), "coef_doubled"))
    out = []
    for (kk, rr), t in c:
        s, f = sqfree_split(rr)
        kk = kk * s
        if (kk, f) != (k, r) and f > 1:
            out.append(((kk, f), t))
    return out


def mutate_latex(s, rng):
    """Change one digit in a latex answer (wrong value)."""
    idx = [i for i, c in enumerate(s) if c.isdigit()]
    i = rng.choice(idx)
    d = int(s[i])
    nd = (d + rng.choice([1, 2, 1])) % 10
    if nd == 0 and (i == 0 or not s[i - 1].isdigit()) and i + 1 < len(s) and s[i + 1].isdigit():
        nd = (d + 3) % 10 or 1
    return s[:i] + str(nd) + s[i + 1:]


# ---------------------------------------------------------------- phrase banks
# keys: think (opening of a trace), first, then, so, final (list, {A}), label (answer label),
# wait (self-correction opener), recheck, verify, hedge ({A},{B}), rejected ({A}), chatter,
# restate, heading_sol, heading_ans, trunc (sentence start), intermediate ({A} is an intermediate quantity)
L = {}
L["zh"] = dict(
    think=["嗯，我先读一下题目。", "好的，我们来分析这道题。", "让我想想这道题怎么做。"],
    first="首先，", then="接着，", so="所以", step="第{n}步：",
    final=["所以最终答案是 {A}。", "答案为 {A}。", "综上所述，所求的值为 {A}。", "故答案是：{A}", "因此结果为 {A}。"],
    label="答案：", wait="等等，这里好像不对，我再检查一下。", recheck="重新计算：",
    verify="验证：代回原式，等式成立。", hedge="答案可能是 {A}，也可能是 {B}，这里我不太确定是哪一个。",
    rejected="一开始我算出 {A}，但这个结果漏掉了一种情况，所以不对。", chatter="希望这个解答对你有帮助！如果还有疑问，欢迎继续提问。",
    restate="题目要求：", heading_sol="解题过程", heading_ans="最终答案", trunc="接下来我们把这个代入，得到",
    intermediate="注意，{A} 只是中间量，题目问的是另一个量。", by_calc="由计算可得", final_label="最终答案")
L["ja"] = dict(
    think=["まず問題を整理します。", "うーん、少し考えてみます。", "では、順番に考えていきましょう。"],
    first="まず、", then="次に、", so="よって", step="ステップ{n}：",
    final=["したがって、答えは {A} です。", "よって求める値は {A} となります。", "答え：{A}", "以上より、{A} が答えです。"],
    label="答え：", wait="待って、計算を間違えたかもしれません。もう一度確認します。", recheck="再計算：",
    verify="検算：元の式に代入すると成り立ちます。", hedge="答えは {A} か {B} のどちらかだと思いますが、確定できません。",
    rejected="最初は {A} と計算しましたが、条件を一つ見落としていたので誤りです。", chatter="他にも質問があれば、お気軽にどうぞ！",
    restate="問題：", heading_sol="解答", heading_ans="最終的な答え", trunc="これを代入すると、",
    intermediate="ただし {A} は途中の値で、問われているのは別の量です。", by_calc="計算すると", final_label="最終解答")
L["ko"] = dict(
    think=["문제를 먼저 정리해 보겠습니다.", "음, 차근차근 생각해 봅시다.", "좋아요, 이 문제를 풀어 보죠."],
    first="먼저, ", then="다음으로, ", so="따라서 ", step="{n}단계: ",
    final=["따라서 답은 {A}입니다.", "그러므로 구하는 값은 {A}이다.", "정답: {A}", "결론적으로 답은 {A}입니다."],
    label="답: ", wait="잠깐, 계산이 틀린 것 같습니다. 다시 확인하겠습니다.", recheck="다시 계산하면: ",
    verify="검산: 원래 식에 대입하면 성립합니다.", hedge="답은 {A} 또는 {B}일 것 같은데, 어느 쪽인지 확실하지 않습니다.",
    rejected="처음에는 {A}(이)라고 계산했지만, 한 가지 경우를 빠뜨렸으므로 틀렸습니다.", chatter="도움이 되었길 바랍니다! 더 궁금한 점이 있으면 물어보세요.",
    restate="문제: ", heading_sol="풀이", heading_ans="최종 답", trunc="이제 이것을 대입하면 ",
    intermediate="단, {A}는 중간값일 뿐이고 문제에서 묻는 것은 다른 값입니다.", by_calc="계산하면", final_label="최종 답")
L["ru"] = dict(
    think=["Так, сначала разберёмся с условием.", "Хм, давайте подумаем.", "Хорошо, решим задачу по шагам."],
    first="Сначала ", then="Далее ", so="Следовательно, ", step="Шаг {n}. ",
    final=["Ответ: {A}.", "Итак, искомое значение равно {A}.", "Таким образом, ответ — {A}.", "Окончательный ответ: {A}"],
    label="Ответ: ", wait="Подождите, кажется, здесь ошибка. Перепроверю.", recheck="Пересчитаем: ",
    verify="Проверка: подставляя в исходное равенство, получаем верное тождество.",
    hedge="Ответ либо {A}, либо {B} — точно сказать не могу.",
    rejected="Сначала у меня получилось {A}, но я упустил один случай, так что это неверно.",
    chatter="Если остались вопросы — спрашивайте!", restate="Условие: ", heading_sol="Решение", heading_ans="Ответ",
    trunc="Подставляя это выражение, получаем", intermediate="Заметим, что {A} — это лишь промежуточная величина, а спрашивают другое.",
    by_calc="Вычисляя, получаем", final_label="Итоговый ответ")
L["fr"] = dict(
    think=["Bon, commençons par relire l'énoncé.", "Hmm, réfléchissons.", "D'accord, résolvons cela étape par étape."],
    first="D'abord, ", then="Ensuite, ", so="Donc ", step="Étape {n} : ",
    final=["La réponse est donc {A}.", "Réponse : {A}", "On obtient finalement {A}.", "Ainsi, la valeur cherchée vaut {A}."],
    label="Réponse : ", wait="Attendez, je crois qu'il y a une erreur. Je vérifie.", recheck="Recalculons : ",
    verify="Vérification : en remplaçant dans l'équation de départ, l'égalité est bien satisfaite.",
    hedge="La réponse est soit {A}, soit {B} ; je ne peux pas trancher.",
    rejected="Au départ j'avais trouvé {A}, mais j'avais oublié un cas, donc c'est faux.",
    chatter="N'hésitez pas si vous avez d'autres questions !", restate="Énoncé : ", heading_sol="Solution",
    heading_ans="Réponse finale", trunc="En substituant, on obtient", intermediate="Attention : {A} n'est qu'une valeur intermédiaire, ce n'est pas ce qui est demandé.",
    by_calc="Le calcul donne", final_label="Réponse finale")
L["es"] = dict(
    think=["Bien, primero leamos el enunciado con cuidado.", "Mmm, pensemos.", "De acuerdo, vamos paso a paso."],
    first="Primero, ", then="Luego, ", so="Por lo tanto, ", step="Paso {n}: ",
    final=["Por lo tanto, la respuesta es {A}.", "Respuesta: {A}", "Así, el valor buscado es {A}.", "La respuesta final es {A}."],
    label="Respuesta: ", wait="Espera, creo que me equivoqué. Lo reviso.", recheck="Recalculando: ",
    verify="Comprobación: al sustituir en la ecuación original, se cumple la igualdad.",
    hedge="La respuesta es {A} o {B}; no estoy seguro de cuál.",
    rejected="Al principio obtuve {A}, pero olvidé un caso, así que es incorrecto.",
    chatter="¡Espero que te sirva! Si tienes más preguntas, aquí estoy.", restate="Enunciado: ", heading_sol="Solución",
    heading_ans="Respuesta final", trunc="Sustituyendo, obtenemos", intermediate="Ojo: {A} es solo un valor intermedio; no es lo que se pide.",
    by_calc="Calculando, se obtiene", final_label="Respuesta final")
L["de"] = dict(
    think=["Okay, ich lese zuerst die Aufgabe.", "Hmm, lass mich nachdenken.", "Gut, gehen wir Schritt für Schritt vor."],
    first="Zuerst ", then="Dann ", so="Also ", step="Schritt {n}: ",
    final=["Die Antwort ist also {A}.", "Antwort: {A}", "Somit ergibt sich {A}.", "Das Ergebnis lautet {A}."],
    label="Antwort: ", wait="Moment, da scheint ein Fehler zu sein. Ich prüfe das nochmal.", recheck="Neu gerechnet: ",
    verify="Probe: Einsetzen in die Ausgangsgleichung liefert eine wahre Aussage.",
    hedge="Die Antwort ist entweder {A} oder {B}; ich bin mir nicht sicher, welche.",
    rejected="Zuerst hatte ich {A} heraus, aber dabei einen Fall übersehen, also ist das falsch.",
    chatter="Ich hoffe, das hilft! Bei weiteren Fragen melde dich gern.", restate="Aufgabe: ", heading_sol="Lösung",
    heading_ans="Endergebnis", trunc="Setzt man das ein, erhält man", intermediate="Achtung: {A} ist nur ein Zwischenergebnis, gefragt ist etwas anderes.",
    by_calc="Rechnung ergibt", final_label="Endergebnis")
L["pt"] = dict(
    think=["Certo, vamos ler o enunciado primeiro.", "Hmm, deixa eu pensar.", "Ok, vamos resolver passo a passo."],
    first="Primeiro, ", then="Em seguida, ", so="Portanto, ", step="Passo {n}: ",
    final=["Portanto, a resposta é {A}.", "Resposta: {A}", "Assim, o valor procurado é {A}.", "A resposta final é {A}."],
    label="Resposta: ", wait="Espera, acho que errei. Vou conferir.", recheck="Recalculando: ",
    verify="Verificação: substituindo na equação original, a igualdade vale.",
    hedge="A resposta é {A} ou {B}; não tenho certeza de qual.",
    rejected="No início obtive {A}, mas esqueci um caso, então está errado.",
    chatter="Espero ter ajudado! Qualquer dúvida, é só perguntar.", restate="Enunciado: ", heading_sol="Solução",
    heading_ans="Resposta final", trunc="Substituindo, obtemos", intermediate="Atenção: {A} é apenas um valor intermediário, não é o que se pede.",
    by_calc="Calculando, obtemos", final_label="Resposta final")
L["ar"] = dict(
    think=["حسنًا، لنقرأ المسألة أولًا.", "لنفكر في هذه المسألة خطوة بخطوة.", "دعني أفكر قليلًا."],
    first="أولًا، ", then="ثم ", so="إذن ", step="الخطوة {n}: ",
    final=["إذن الإجابة هي {A}.", "الإجابة النهائية: {A}", "وبالتالي فإن القيمة المطلوبة هي {A}.", "الجواب: {A}"],
    label="الإجابة: ", wait="لحظة، يبدو أن هناك خطأ. سأتحقق مرة أخرى.", recheck="نعيد الحساب: ",
    verify="التحقق: بالتعويض في المعادلة الأصلية تتحقق المساواة.",
    hedge="الإجابة إما {A} أو {B}، ولا أستطيع الجزم بأيهما.",
    rejected="في البداية حصلت على {A}، لكنني أغفلت حالة واحدة، لذا فهذا خطأ.",
    chatter="أتمنى أن يكون الحل واضحًا! إذا كان لديك أي سؤال آخر فلا تتردد.", restate="نص المسألة: ", heading_sol="الحل",
    heading_ans="الإجابة النهائية", trunc="بالتعويض نحصل على", intermediate="لاحظ أن {A} مجرد قيمة وسيطة، والمطلوب شيء آخر.",
    by_calc="بالحساب نجد", final_label="الإجابة النهائية")
L["hi"] = dict(
    think=["ठीक है, पहले प्रश्न को ध्यान से पढ़ते हैं।", "हम्म, सोचते हैं।", "चलिए इसे चरण-दर-चरण हल करते हैं।"],
    first="पहले, ", then="फिर, ", so="अतः ", step="चरण {n}: ",
    final=["अतः उत्तर {A} है।", "उत्तर: {A}", "इसलिए अभीष्ट मान {A} है।", "अंतिम उत्तर: {A}"],
    label="उत्तर: ", wait="रुकिए, लगता है कहीं गलती हुई है। मैं फिर से जाँचता हूँ।", recheck="फिर से गणना: ",
    verify="जाँच: मूल समीकरण में रखने पर समानता सही है।",
    hedge="उत्तर या तो {A} है या {B}, पक्का नहीं कह सकता।",
    rejected="पहले मुझे {A} मिला, पर एक स्थिति छूट गई थी, इसलिए वह गलत है।",
    chatter="आशा है यह मददगार रहा! कोई और प्रश्न हो तो पूछिए।", restate="प्रश्न: ", heading_sol="हल",
    heading_ans="अंतिम उत्तर", trunc="इसे रखने पर हमें मिलता है", intermediate="ध्यान दें: {A} केवल एक मध्यवर्ती मान है, पूछा कुछ और गया है।",
    by_calc="गणना से", final_label="अंतिम उत्तर")
L["vi"] = dict(
    think=["Được rồi, trước hết đọc kỹ đề bài.", "Hmm, để mình suy nghĩ.", "Ta giải từng bước."],
    first="Trước hết, ", then="Tiếp theo, ", so="Vậy ", step="Bước {n}: ",
    final=["Vậy đáp án là {A}.", "Đáp số: {A}", "Do đó giá trị cần tìm là {A}.", "Kết luận: {A}."],
    label="Đáp án: ", wait="Khoan, hình như mình tính sai. Kiểm tra lại.", recheck="Tính lại: ",
    verify="Kiểm tra: thay vào phương trình ban đầu thấy đúng.",
    hedge="Đáp án là {A} hoặc {B}, mình chưa chắc là cái nào.",
    rejected="Lúc đầu mình ra {A}, nhưng đã bỏ sót một trường hợp nên kết quả đó sai.",
    chatter="Hy vọng lời giải giúp ích cho bạn! Có thắc mắc cứ hỏi nhé.", restate="Đề bài: ", heading_sol="Lời giải",
    heading_ans="Đáp án cuối cùng", trunc="Thay vào ta được", intermediate="Lưu ý: {A} chỉ là giá trị trung gian, đề hỏi đại lượng khác.",
    by_calc="Tính toán ta được", final_label="Đáp án cuối cùng")
L["it"] = dict(
    think=["Bene, rileggiamo il testo.", "Hmm, pensiamoci.", "Procediamo passo dopo passo."],
    first="Innanzitutto, ", then="Poi, ", so="Quindi ", step="Passo {n}: ",
    final=["Quindi la risposta è {A}.", "Risposta: {A}", "Il valore cercato è {A}.", "La risposta finale è {A}."],
    label="Risposta: ", wait="Aspetta, credo di aver sbagliato. Ricontrollo.", recheck="Ricalcolando: ",
    verify="Verifica: sostituendo nell'equazione iniziale, l'uguaglianza è soddisfatta.",
    hedge="La risposta è {A} oppure {B}; non sono sicuro.", rejected="All'inizio avevo ottenuto {A}, ma avevo dimenticato un caso, quindi è sbagliato.",
    chatter="Spero sia utile! Per altre domande sono qui.", restate="Testo: ", heading_sol="Soluzione",
    heading_ans="Risposta finale", trunc="Sostituendo, otteniamo", intermediate="Attenzione: {A} è solo un valore intermedio.",
    by_calc="Il calcolo dà", final_label="Risposta finale")
L["tr"] = dict(
    think=["Tamam, önce soruyu dikkatlice okuyalım.", "Hmm, düşünelim.", "Adım adım çözelim."],
    first="Önce, ", then="Sonra, ", so="Dolayısıyla ", step="Adım {n}: ",
    final=["Dolayısıyla cevap {A}.", "Cevap: {A}", "Aranan değer {A} olur.", "Sonuç olarak cevap {A}'dır."],
    label="Cevap: ", wait="Bir dakika, sanırım bir hata yaptım. Tekrar kontrol ediyorum.", recheck="Yeniden hesaplayalım: ",
    verify="Kontrol: ilk denklemde yerine koyunca eşitlik sağlanıyor.",
    hedge="Cevap ya {A} ya da {B}; hangisi olduğundan emin değilim.", rejected="İlk başta {A} buldum ama bir durumu atladım, bu yüzden yanlış.",
    chatter="Umarım yardımcı olmuştur! Başka sorunuz varsa sorabilirsiniz.", restate="Soru: ", heading_sol="Çözüm",
    heading_ans="Nihai cevap", trunc="Yerine koyarsak", intermediate="Dikkat: {A} sadece ara bir değer, sorulan başka bir şey.",
    by_calc="Hesaplayınca", final_label="Nihai cevap")
L["id"] = dict(
    think=["Baik, mari baca soalnya dulu.", "Hmm, coba kita pikirkan.", "Kita selesaikan langkah demi langkah."],
    first="Pertama, ", then="Kemudian, ", so="Jadi ", step="Langkah {n}: ",
    final=["Jadi jawabannya adalah {A}.", "Jawaban: {A}", "Dengan demikian nilai yang dicari adalah {A}.", "Jawaban akhir: {A}"],
    label="Jawaban: ", wait="Tunggu, sepertinya ada yang salah. Saya cek lagi.", recheck="Hitung ulang: ",
    verify="Pemeriksaan: disubstitusikan ke persamaan awal, hasilnya benar.",
    hedge="Jawabannya {A} atau {B}; saya tidak yakin yang mana.", rejected="Awalnya saya mendapat {A}, tetapi ada satu kasus yang terlewat, jadi itu salah.",
    chatter="Semoga membantu! Kalau ada pertanyaan lain, silakan.", restate="Soal: ", heading_sol="Penyelesaian",
    heading_ans="Jawaban akhir", trunc="Dengan substitusi, diperoleh", intermediate="Catatan: {A} hanyalah nilai antara, bukan yang ditanyakan.",
    by_calc="Dari perhitungan", final_label="Jawaban akhir")
L["pl"] = dict(
    think=["Dobrze, najpierw przeczytajmy treść.", "Hmm, zastanówmy się.", "Rozwiążmy to krok po kroku."],
    first="Najpierw ", then="Następnie ", so="Zatem ", step="Krok {n}: ",
    final=["Zatem odpowiedź to {A}.", "Odpowiedź: {A}", "Szukana wartość wynosi {A}.", "Ostateczna odpowiedź: {A}"],
    label="Odpowiedź: ", wait="Chwila, chyba się pomyliłem. Sprawdzę jeszcze raz.", recheck="Przeliczmy ponownie: ",
    verify="Sprawdzenie: po podstawieniu do równania wyjściowego równość zachodzi.",
    hedge="Odpowiedź to {A} albo {B}; nie jestem pewien.", rejected="Na początku wyszło mi {A}, ale pominąłem jeden przypadek, więc to błąd.",
    chatter="Mam nadzieję, że to pomoże!", restate="Treść: ", heading_sol="Rozwiązanie",
    heading_ans="Odpowiedź końcowa", trunc="Podstawiając, otrzymujemy", intermediate="Uwaga: {A} to tylko wartość pośrednia.",
    by_calc="Z obliczeń", final_label="Odpowiedź końcowa")
L["uk"] = dict(
    think=["Гаразд, спочатку прочитаємо умову.", "Хм, подумаймо.", "Розв'яжемо крок за кроком."],
    first="Спочатку ", then="Далі ", so="Отже, ", step="Крок {n}. ",
    final=["Отже, відповідь: {A}.", "Відповідь: {A}", "Шукане значення дорівнює {A}.", "Остаточна відповідь — {A}."],
    label="Відповідь: ", wait="Стоп, здається, тут помилка. Перевірю ще раз.", recheck="Перерахуємо: ",
    verify="Перевірка: після підстановки рівність виконується.",
    hedge="Відповідь або {A}, або {B}; не можу сказати напевно.", rejected="Спочатку в мене вийшло {A}, але я пропустив один випадок, тож це неправильно.",
    chatter="Сподіваюся, це допомогло!", restate="Умова: ", heading_sol="Розв'язання",
    heading_ans="Відповідь", trunc="Підставляючи, отримуємо", intermediate="Зауважимо: {A} — лише проміжне значення.",
    by_calc="Обчислюючи, маємо", final_label="Остаточна відповідь")
L["fa"] = dict(
    think=["خب، اول صورت سؤال را می‌خوانیم.", "بگذارید فکر کنم.", "مرحله به مرحله حل می‌کنیم."],
    first="ابتدا ", then="سپس ", so="بنابراین ", step="مرحلهٔ {n}: ",
    final=["بنابراین پاسخ {A} است.", "پاسخ: {A}", "پس مقدار خواسته‌شده {A} است.", "جواب نهایی: {A}"],
    label="پاسخ: ", wait="صبر کنید، به نظرم اشتباه کردم. دوباره بررسی می‌کنم.", recheck="محاسبهٔ دوباره: ",
    verify="بررسی: با جایگذاری در معادلهٔ اولیه، تساوی برقرار است.",
    hedge="پاسخ یا {A} است یا {B}؛ مطمئن نیستم کدام.", rejected="ابتدا {A} به دست آوردم، اما یک حالت را جا انداختم، پس نادرست است.",
    chatter="امیدوارم مفید بوده باشد!", restate="صورت سؤال: ", heading_sol="راه‌حل",
    heading_ans="پاسخ نهایی", trunc="با جایگذاری به دست می‌آید", intermediate="توجه: {A} فقط یک مقدار میانی است.",
    by_calc="با محاسبه", final_label="پاسخ نهایی")
L["th"] = dict(
    think=["โอเค อ่านโจทย์ก่อน", "อืม ลองคิดดู", "มาแก้ทีละขั้นตอนกัน"],
    first="ขั้นแรก ", then="จากนั้น ", so="ดังนั้น ", step="ขั้นที่ {n}: ",
    final=["ดังนั้นคำตอบคือ {A}", "คำตอบ: {A}", "ค่าที่ต้องการคือ {A}", "คำตอบสุดท้าย: {A}"],
    label="คำตอบ: ", wait="เดี๋ยวก่อน ดูเหมือนจะคำนวณผิด ขอตรวจสอบอีกครั้ง", recheck="คำนวณใหม่: ",
    verify="ตรวจสอบ: แทนค่ากลับในสมการเดิมแล้วเป็นจริง",
    hedge="คำตอบอาจเป็น {A} หรือ {B} ยังไม่แน่ใจ", rejected="ตอนแรกได้ {A} แต่ลืมพิจารณาอีกกรณีหนึ่ง จึงผิด",
    chatter="หวังว่าจะเป็นประโยชน์นะครับ!", restate="โจทย์: ", heading_sol="วิธีทำ",
    heading_ans="คำตอบสุดท้าย", trunc="แทนค่าจะได้", intermediate="หมายเหตุ: {A} เป็นเพียงค่ากลางทาง ไม่ใช่สิ่งที่โจทย์ถาม",
    by_calc="คำนวณได้", final_label="คำตอบสุดท้าย")
L["en"] = dict(
    think=["Okay, let me read the problem carefully.", "Hmm, let's think about this.", "Alright, step by step."],
    first="First, ", then="Next, ", so="So ", step="Step {n}: ",
    final=["So the answer is {A}.", "Final answer: {A}", "Therefore, the requested value is {A}.", "The answer is {A}."],
    label="Answer: ", wait="Wait, that doesn't look right. Let me recheck.", recheck="Recomputing: ",
    verify="Check: substituting back into the original equation works.",
    hedge="The answer is either {A} or {B}; I can't determine which.", rejected="At first I got {A}, but that misses a case, so it's wrong.",
    chatter="Hope this helps! Let me know if you have any other questions.", restate="Problem: ", heading_sol="Solution",
    heading_ans="Final Answer", trunc="Substituting this in, we get", intermediate="Note: {A} is only an intermediate quantity, not what is asked.",
    by_calc="Computing, we get", final_label="Final Answer")

LANG_WEIGHTS = {"zh": 13, "ja": 9, "ko": 7, "ru": 8, "ar": 6, "hi": 5, "vi": 6, "fr": 7, "es": 7, "de": 7, "pt": 5,
                "it": 3, "tr": 3, "id": 3, "pl": 2, "uk": 2, "fa": 2, "th": 2, "en": 11}


# ---------------------------------------------------------------- putnam curated answers
# row: (substring that must be in answer_text, [equivalent forms], [wrong forms])
PUTNAM = {
    1: ("n(n+1)2^{n-2}", ["n(n+1)2^{n-2}", "(n^2+n)\\,2^{n-2}", "\\frac{n(n+1)2^{n}}{4}"], ["n(n+1)2^{n-1}", "n^2 2^{n-2}"]),
    3: ("a=2", ["a=2", "2"], ["a=3", "a=1"]),
    8: ("\\frac{\\pi}{15}", ["\\angle CAB=\\frac{\\pi}{15}", "12^\\circ", "\\pi/15"], ["\\frac{\\pi}{12}", "15^\\circ"]),
    9: ("2^{n-1}", ["2^{n-1}", "\\frac{2^n}{2}"], ["2^n", "2^{n-2}"]),
    10: ("\\frac{1}{2}", ["\\frac12", "0.5", "1/2"], ["\\frac14", "1"]),
    12: ("is $5$", ["5"], ["4", "6"]),
    13: ("eight", ["8", "eight"], ["7", "6"]),
    14: ("$8$", ["8"], ["9", "4"]),
    23: ("a = 11", ["a=11,\\ b=8", "(a,b)=(11,8)"], ["(a,b)=(8,11)", "a=11,\\ b=7"]),
    28: ("solution is 3", ["3"], ["2", "4"]),
    30: ("answer is 11", ["11"], ["10", "12"]),
    33: ("answer is 25", ["25"], ["24", "26"]),
    40: ("\\frac{1}{k!}", ["\\frac{1}{k!}", "1/k!", "(k!)^{-1}"], ["\\frac{1}{(k+1)!}", "\\frac{1}{k}"]),
    46: ("$n!$", ["n!"], ["(n+1)!", "n^n"]),
    47: ("-\\frac{7}{8}", ["-\\frac78", "-0.875", "k=-7/8"], ["\\frac{7}{8}", "-\\frac{8}{7}"]),
    50: ("\\frac{x}{1 - x}", ["\\frac{x}{1-x}", "-\\frac{x}{x-1}", "\\frac{1}{1-x}-1"], ["\\frac{1}{1-x}", "\\frac{x}{1+x}"]),
    52: ("\\frac{2}{3}", ["\\frac23", "2/3"], ["\\frac34", "\\frac12"]),
    55: ("\\frac{7}{4}", ["\\frac74", "1.75", "1\\tfrac34"], ["\\frac47", "\\frac54"]),
    64: ("$\\pi/4$", ["\\frac{\\pi}{4}", "\\pi/4"], ["\\frac{\\pi}{2}", "\\frac{\\pi}{8}"]),
    65: ("u=1/e", ["u=\\frac1e", "e^{-1}"], ["u=e", "u=\\frac{1}{e^2}"]),
    69: ("\\frac{1}{8}", ["\\frac18", "0.125"], ["\\frac14", "\\frac{1}{16}"]),
    72: ("$-1$", ["-1"], ["1", "0"]),
    73: ("12 - 8\\sqrt{2}", ["12-8\\sqrt2", "4(3-2\\sqrt2)", "4(\\sqrt2-1)^2"], ["12-6\\sqrt2", "8\\sqrt2-12"]),
    77: ("\\frac{\\pi}{2} \\ln \\pi", ["\\frac{\\pi\\ln\\pi}{2}", "\\frac{\\pi}{2}\\ln\\pi"], ["\\pi\\ln\\pi", "\\frac{\\pi}{2}\\ln 2"]),
    80: ("\\frac{4}{3}(\\sqrt{2} - 1)", ["\\frac{4\\sqrt2-4}{3}", "\\frac43(\\sqrt2-1)"], ["\\frac43(\\sqrt2+1)", "\\frac{4\\sqrt2-3}{3}"]),
    82: ("2301", ["2301", "2\\,301"], ["2300", "2302"]),
    84: ("\\frac{2}{9}", ["\\frac29", "2/9"], ["\\frac19", "\\frac{2}{3}"]),
    86: ("\\ln \\left( \\frac{4}{\\pi} \\right)", ["\\ln\\frac{4}{\\pi}", "2\\ln2-\\ln\\pi"], ["\\ln\\frac{\\pi}{4}", "\\frac{4}{\\pi}"]),
    87: ("converges to $2$", ["2"], ["1", "3"]),
    92: ("minimum value is $8$", ["8"], ["6", "9"]),
    97: ("$87$", ["87"], ["86", "88"]),
    101: ("101^{99}", ["101^{99}"], ["101^{100}", "100^{99}"]),
    103: ("$18$", ["18"], ["17", "19"]),
    108: ("$2/5$", ["\\frac25", "0.4"], ["\\frac52", "\\frac35"]),
    112: ("$1984$", ["1984"], ["1985", "1987"]),
    116: ("to $1$", ["1"], ["0", "2"]),
    118: ("is $6$", ["6"], ["3", "12"]),
    124: ("(1+\\sqrt{3})/2", ["\\frac{1+\\sqrt3}{2}", "\\frac{\\sqrt3+1}{2}"], ["\\frac{\\sqrt3-1}{2}", "\\frac{1+\\sqrt2}{2}"]),
    125: ("$2n$", ["2n"], ["2n-1", "n"]),
    128: ("(4\\sqrt{2}-5)/3", ["\\frac{4\\sqrt2-5}{3}", "\\frac{4\\sqrt2}{3}-\\frac53"], ["\\frac{4\\sqrt2-3}{3}", "\\frac{5-4\\sqrt2}{3}"]),
    132: ("n!+2^n", ["T_n=n!+2^n", "2^n+n!"], ["n!+2^{n-1}", "(n+1)!"]),
    143: ("$1/3$", ["\\frac13", "1/3"], ["\\frac14", "\\frac12"]),
    147: ("$1992$", ["1992"], ["1991", "1993"]),
    150: ("$2n - 3$", ["2n-3"], ["2n-2", "2n-1"]),
    151: ("$4+\\pi$", ["4+\\pi", "\\pi+4"], ["4+2\\pi", "2+\\pi"]),
    152: ("$3984$", ["3984"], ["3983", "1992"]),
    154: ("$c=4/9$", ["c=\\frac49", "4/9"], ["c=\\frac94", "c=\\frac23"]),
    155: ("$n=3987$", ["n=3987", "3987"], ["n=3986", "n=3988"]),
    159: ("$(-\\infty,1)$", ["(-\\infty,1)", "\\{x\\in\\mathbb R: x<1\\}"], ["(-\\infty,1]", "(1,\\infty)"]),
    172: ("$\\sqrt{e}$", ["\\sqrt e", "e^{1/2}"], ["e", "e^{2}"]),
    175: ("solution is $n$", ["n"], ["n-1", "n+1"]),
    179: ("\\sqrt{2a^2 + 2b^2}", ["\\sqrt{2a^2+2b^2}", "\\sqrt{2(a^2+b^2)}"], ["\\sqrt{a^2+b^2}", "2\\sqrt{a^2+b^2}"]),
    185: ("(1 - n^2)/4", ["\\frac{1-n^2}{4}", "-\\frac{n^2-1}{4}"], ["\\frac{n^2-1}{4}", "\\frac{1-n^2}{2}"]),
    189: ("sum is $3$", ["3"], ["2", "4"]),
    194: ("2\\sqrt{2}-1", ["2\\sqrt2-1", "\\sqrt8-1"], ["2\\sqrt2+1", "\\sqrt2-1"]),
    199: ("$2/e$", ["\\frac2e", "2e^{-1}"], ["\\frac e2", "\\frac1e"]),
    205: ("$6\\pi^2$", ["6\\pi^2"], ["6\\pi", "3\\pi^2"]),
    206: ("\\frac{n+1}{3}", ["\\frac{n+1}{3}"], ["\\frac{n}{3}", "\\frac{n-1}{3}"]),
    208: ("\\frac{3 \\sqrt 3}{2}", ["\\frac{3\\sqrt3}{2}", "\\frac32\\sqrt3"], ["\\frac{3\\sqrt3}{4}", "\\frac{3\\sqrt2}{2}"]),
    210: ("$2^k$", ["2^k"], ["2^{k-1}", "2^{k+1}"]),
    214: ("minimum is $4$", ["4"], ["3", "5"]),
    218: ("$2^{n+1}$", ["2^{n+1}", "2\\cdot 2^n"], ["2^n", "2^{n+2}"]),
    220: ("number is $2$", ["2"], ["3", "1"]),
    221: ("limit is $-1$", ["-1"], ["1", "0"]),
    231: ("$2020050$", ["2020050", "2\\,020\\,050"], ["2020049", "2020051"]),
    235: ("distance is $3$", ["3"], ["2", "4"]),
    239: ("$10053$", ["10053"], ["10052", "10054"]),
    240: ("$S = 3/2$", ["S=\\frac32", "1.5"], ["S=\\frac23", "S=2"]),
    250: ("sum is $-1$", ["-1"], ["1", "0"]),
    251: ("is $3$", ["3"], ["2", "4"]),
    254: ("\\frac{1}{3}", ["\\frac13"], ["\\frac14", "\\frac23"]),
    259: ("$13725$", ["13725"], ["13724", "13726"]),
    260: ("\\frac{4}{7}", ["L=\\frac47", "4/7"], ["L=\\frac74", "L=\\frac37"]),
    263: ("$17/21$", ["\\frac{17}{21}", "17/21"], ["\\frac{16}{21}", "\\frac{17}{20}"]),
    264: ("answer is $4$", ["4"], ["3", "5"]),
    265: ("$\\pi^2/16$", ["\\frac{\\pi^2}{16}", "\\pi^2/16"], ["\\frac{\\pi^2}{8}", "\\frac{\\pi}{16}"]),
    266: ("solution is $8$", ["8"], ["7", "9"]),
    267: ("\\frac{3 + \\sqrt{5}}{2}", ["\\frac{3+\\sqrt5}{2}", "1+\\frac{1+\\sqrt5}{2}"], ["\\frac{3-\\sqrt5}{2}", "\\frac{1+\\sqrt5}{2}"]),
    268: ("\\frac{3\\pi}{8}", ["\\frac{3\\pi}{8}", "\\frac38\\pi"], ["\\frac{3\\pi}{4}", "\\frac{\\pi}{8}"]),
    269: ("\\frac{5}{6}", ["\\frac56"], ["\\frac45", "\\frac67"]),
    270: ("$e - 1$", ["e-1"], ["e", "e+1"]),
    272: ("\\frac{(2n)!}{4^nn!}", ["\\frac{(2n)!}{4^n n!}", "\\frac{(2n)!}{2^{2n}n!}"], ["\\frac{(2n)!}{2^n n!}", "\\frac{(2n)!}{4^n (n!)^2}"]),
    274: ("equals $1$", ["1"], ["0", "2"]),
    276: ("$16$", ["16"], ["15", "8"]),
    277: ("(\\ln 2)^2", ["(\\ln 2)^2", "\\ln^2 2"], ["2\\ln 2", "\\ln 2"]),
    281: ("\\frac{480}{49}", ["\\frac{480}{49}", "480/49"], ["\\frac{480}{47}", "\\frac{490}{49}"]),
    285: ("2019^{-1/2019}", ["2019^{-1/2019}", "\\frac{1}{\\sqrt[2019]{2019}}"], ["2019^{1/2019}", "2019^{-1/2018}"]),
    287: ("\\frac{p-1}{2}", ["\\frac{p-1}{2}"], ["\\frac{p+1}{2}", "p-1"]),
    288: ("$5n+1$", ["5n+1"], ["5n", "5n-1"]),
    289: ("\\frac{8}{\\pi^3}", ["\\frac{8}{\\pi^3}", "8\\pi^{-3}"], ["\\frac{8}{\\pi^2}", "\\frac{4}{\\pi^3}"]),
    290: ("2\\ln 2-\\frac{1}{2}", ["2\\ln2-\\frac12", "\\ln 4-\\frac12"], ["2\\ln2-1", "\\ln2-\\frac12"]),
    293: ("$508536$", ["508536", "508\\,536"], ["508535", "508537"]),
    294: ("$4^k$", ["4^k", "2^{2k}"], ["2^k", "4^{k-1}"]),
    297: ("$\\pi/4$", ["\\frac\\pi4"], ["\\frac\\pi2", "\\frac\\pi8"]),
    298: ("$1990$", ["1990"], ["1989", "1991"]),
    299: ("\\frac{1}{4040}", ["\\frac{1}{4040}"], ["\\frac{1}{2020}", "\\frac{1}{4039}"]),
    300: ("$578$", ["578"], ["577", "579"]),
    301: ("limit is $e$", ["e"], ["\\frac1e", "1"]),
    306: ("$2/3$", ["\\frac23"], ["\\frac13", "\\frac34"]),
    309: ("$2n - 2$", ["2n-2", "2(n-1)"], ["2n-1", "2n-3"]),
    313: ("$1$ and $7$", ["n=1 \\text{ and } n=7", "\\{1,7\\}"], ["n=7", "\\{1,5,7\\}"]),
    318: ("$n = 18$", ["n=18"], ["n=17", "n=19"]),
    320: ("$r = \\pi/2$", ["r=\\frac\\pi2", "\\pi/2"], ["r=\\pi", "r=\\frac\\pi4"]),
    326: ("$29$", ["29"], ["28", "30"]),
    336: ("\\frac{1 - e^{-2}}{2}", ["\\frac{1-e^{-2}}{2}", "\\frac{e^2-1}{2e^2}"], ["\\frac{1-e^{-1}}{2}", "\\frac{e^2-1}{2e}"]),
    337: ("$-1/2$", ["-\\frac12", "-0.5"], ["\\frac12", "-2"]),
}
# worded answers: row -> (substring, yes/no style key of the true claim)
PUTNAM_WORDED = {
    53: ("Not necessarily", "no"),
    74: ("assertion is false", "false"),
    93: ("statement is true", "true"),
    111: ("assertion is false", "false"),
    70: ("does not exist", "dne"),
    41: ("does not exist", "dne"),
    114: ("no such", "dne"),
}
WORDED = {
    "zh": {"yes": "是", "no": "不一定（否）", "true": "该命题成立", "false": "该命题不成立", "dne": "不存在", "exists": "存在"},
    "ja": {"yes": "はい", "no": "いいえ（必ずしもそうではない）", "true": "主張は正しい", "false": "主張は誤り", "dne": "存在しない", "exists": "存在する"},
    "ko": {"yes": "예", "no": "아니오(반드시 그렇지는 않다)", "true": "명제는 참이다", "false": "명제는 거짓이다", "dne": "존재하지 않는다", "exists": "존재한다"},
    "ru": {"yes": "да", "no": "нет, не обязательно", "true": "утверждение верно", "false": "утверждение неверно", "dne": "не существует", "exists": "существует"},
    "fr": {"yes": "oui", "no": "non, pas nécessairement", "true": "l'affirmation est vraie", "false": "l'affirmation est fausse", "dne": "n'existe pas", "exists": "existe"},
    "es": {"yes": "sí", "no": "no, no necesariamente", "true": "la afirmación es verdadera", "false": "la afirmación es falsa", "dne": "no existe", "exists": "existe"},
    "de": {"yes": "ja", "no": "nein, nicht notwendigerweise", "true": "die Aussage ist wahr", "false": "die Aussage ist falsch", "dne": "existiert nicht", "exists": "existiert"},
    "pt": {"yes": "sim", "no": "não, não necessariamente", "true": "a afirmação é verdadeira", "false": "a afirmação é falsa", "dne": "não existe", "exists": "existe"},
    "vi": {"yes": "có", "no": "không nhất thiết", "true": "mệnh đề đúng", "false": "mệnh đề sai", "dne": "không tồn tại", "exists": "tồn tại"},
    "ar": {"yes": "نعم", "no": "ليس بالضرورة", "true": "العبارة صحيحة", "false": "العبارة خاطئة", "dne": "غير موجود", "exists": "موجود"},
    "hi": {"yes": "हाँ", "no": "आवश्यक नहीं", "true": "कथन सत्य है", "false": "कथन असत्य है", "dne": "अस्तित्व में नहीं है", "exists": "अस्तित्व में है"},
    "en": {"yes": "yes", "no": "no, not necessarily", "true": "the statement is true", "false": "the statement is false", "dne": "does not exist", "exists": "exists"},
}
WORDED_OPP = {"yes": "no", "no": "yes", "true": "false", "false": "true", "dne": "exists", "exists": "dne"}


# ---------------------------------------------------------------- helpers for text
def is_tex(s):
    return bool(re.search(r"[\\^_{}]", s))


def mm(s, rng, force=False):
    """Wrap in inline math when needed / sometimes."""
    if is_tex(s) or force:
        return "$" + s + "$" if rng.random() < 0.85 else "\\(" + s + "\\)"
    if re.fullmatch(r"-?[\d.,/ ]+", s) and rng.random() < 0.35:
        return "$" + s + "$"
    return s


def math_snippets(text, limit=8):
    text = re.sub(r"\[asy\].*?\[/asy\]", " ", text, flags=re.S)
    segs = re.findall(r"\\\[(.+?)\\\]|\$\$(.+?)\$\$|\$([^$]+?)\$", text, flags=re.S)
    out = []
    for a, b, c in segs:
        s = (a or b or c).strip()
        s = unbox(s)
        s = s.replace("\n", " ")
        if 5 <= len(s) <= 180 and re.search(r"[=<>+^]|\\frac|\\sqrt|\\cdot|\\le|\\ge|\\sum|\\int|\\binom|\d", s) and "\\begin" not in s and "\\qquad" not in s and "textbf" not in s:
            out.append(s)
    return out[:limit]


def unbox(s):
    while "\\boxed" in s:
        i = s.index("\\boxed")
        j = s.find("{", i)
        if j < 0:
            s = s.replace("\\boxed", "")
            break
        depth, k = 0, j
        while k < len(s):
            if s[k] == "{":
                depth += 1
            elif s[k] == "}":
                depth -= 1
                if depth == 0:
                    break
            k += 1
        s = s[:i] + s[j + 1:k] + s[k + 1:]
    return s


def contains_value(text, forms):
    for f in forms:
        f = f.strip()
        if not f:
            continue
        if re.fullmatch(r"-?\d+", f):
            if re.search(r"(?<![\d.])" + re.escape(f) + r"(?![\d.])", text):
                return True
        elif f in text:
            return True
    return False


# ---------------------------------------------------------------- working text
def build_work(rng, lang, snippets, n_lines):
    P = L[lang]
    lines = []
    conns = [P["first"], P["then"], P["by_calc"] + " ", P["then"], P["so"]]
    sn = list(snippets)
    for i in range(min(n_lines, len(sn))):
        c = conns[i] if i < len(conns) - 1 else rng.choice([P["then"], P["by_calc"] + " ", P["so"], P["then"], ""])
        s = sn[i]
        if rng.random() < 0.35:
            lines.append((c.strip() if lang in ("zh", "ja") and c.endswith("，") else c.rstrip()) + "\n$$" + s + "$$")
        else:
            lines.append(c + "$" + s + "$" + ("。" if lang in ("zh", "ja") else "."))
    return lines


GENERIC_WORK = {
    "zh": ["设所求量为 $x$，根据题意列出方程。", "化简后得到一个关于 $x$ 的方程。", "分情况讨论，排除不满足条件的情形。"],
    "ja": ["求める量を $x$ とおき、条件から式を立てます。", "整理すると $x$ についての方程式になります。", "場合分けをして、条件に合わないものを除きます。"],
    "ko": ["구하는 값을 $x$라 두고 조건에서 식을 세웁니다.", "정리하면 $x$에 대한 방정식이 됩니다.", "경우를 나누어 조건에 맞지 않는 경우를 제외합니다."],
    "ru": ["Обозначим искомую величину через $x$ и составим уравнение.", "После упрощения получаем уравнение относительно $x$.", "Разберём случаи и отбросим неподходящие."],
    "fr": ["Notons $x$ la quantité cherchée et traduisons l'énoncé en équation.", "Après simplification, on obtient une équation en $x$.", "On distingue les cas et on élimine ceux qui ne conviennent pas."],
    "es": ["Sea $x$ la cantidad buscada; planteamos la ecuación.", "Al simplificar obtenemos una ecuación en $x$.", "Separamos en casos y descartamos los que no cumplen."],
    "de": ["Sei $x$ die gesuchte Größe; wir stellen die Gleichung auf.", "Nach Vereinfachen erhalten wir eine Gleichung in $x$.", "Wir unterscheiden Fälle und verwerfen die ungültigen."],
    "pt": ["Seja $x$ a quantidade procurada; montamos a equação.", "Simplificando, obtemos uma equação em $x$.", "Separamos em casos e descartamos os inválidos."],
    "ar": ["لنرمز للكمية المطلوبة بـ $x$ ونكوّن المعادلة.", "بعد التبسيط نحصل على معادلة في $x$.", "نقسم إلى حالات ونستبعد ما لا يحقق الشروط."],
    "hi": ["माना अभीष्ट राशि $x$ है; शर्तों से समीकरण बनाते हैं।", "सरल करने पर $x$ में एक समीकरण मिलता है।", "स्थितियों को अलग-अलग देखकर अमान्य को हटाते हैं।"],
    "vi": ["Gọi $x$ là đại lượng cần tìm, lập phương trình từ giả thiết.", "Rút gọn ta được phương trình theo $x$.", "Xét các trường hợp và loại những trường hợp không thỏa."],
    "it": ["Sia $x$ la quantità cercata; impostiamo l'equazione.", "Semplificando otteniamo un'equazione in $x$.", "Distinguiamo i casi ed eliminiamo quelli non validi."],
    "tr": ["Aranan değere $x$ diyelim ve denklemi kuralım.", "Sadeleştirince $x$ cinsinden bir denklem elde ederiz.", "Durumlara ayırıp uygun olmayanları eleriz."],
    "id": ["Misalkan $x$ adalah besaran yang dicari; susun persamaannya.", "Setelah disederhanakan diperoleh persamaan dalam $x$.", "Bagi menjadi beberapa kasus dan buang yang tidak memenuhi."],
    "pl": ["Niech $x$ oznacza szukaną wielkość; układamy równanie.", "Po uproszczeniu dostajemy równanie z niewiadomą $x$.", "Rozważamy przypadki i odrzucamy niepoprawne."],
    "uk": ["Позначимо шукану величину через $x$ і складемо рівняння.", "Після спрощення маємо рівняння відносно $x$.", "Розглянемо випадки й відкинемо непридатні."],
    "fa": ["فرض کنید کمیت خواسته‌شده $x$ باشد؛ معادله را می‌نویسیم.", "پس از ساده‌سازی معادله‌ای بر حسب $x$ به دست می‌آید.", "حالت‌ها را جدا بررسی و موارد نامعتبر را حذف می‌کنیم."],
    "th": ["ให้ $x$ เป็นค่าที่ต้องการหา แล้วตั้งสมการจากเงื่อนไข", "จัดรูปแล้วได้สมการในตัวแปร $x$", "แยกกรณีและตัดกรณีที่ไม่สอดคล้องออก"],
    "en": ["Let $x$ be the quantity we want and set up the equation.", "After simplifying we get an equation in $x$.", "Split into cases and discard the ones that fail."],
}


GIVEN = {"zh": "由题意，", "ja": "条件より、", "ko": "조건에서 ", "ru": "По условию ", "fr": "D'après l'énoncé, ", "es": "Por el enunciado, ",
         "de": "Laut Aufgabe gilt ", "pt": "Pelo enunciado, ", "ar": "من المعطيات، ", "hi": "दिया है: ", "vi": "Theo giả thiết, ",
         "it": "Dal testo, ", "tr": "Verilene göre ", "id": "Diketahui ", "pl": "Z treści: ", "uk": "За умовою ", "fa": "طبق فرض، ",
         "th": "จากโจทย์ ", "en": "We are given "}
MORE_WORK = {
    "zh": ["这里要注意定义域的限制。", "利用对称性可以简化计算。", "把两式相减，消去常数项。", "用韦达定理处理根与系数的关系。", "显然这种情况不可能，舍去。"],
    "ja": ["定義域に注意する必要があります。", "対称性を使うと計算が楽になります。", "二つの式を引き算して定数項を消します。", "解と係数の関係を使います。", "この場合は明らかに不適なので除外します。"],
    "ko": ["정의역에 주의해야 합니다.", "대칭성을 이용하면 계산이 간단해집니다.", "두 식을 빼서 상수항을 없앱니다.", "근과 계수의 관계를 이용합니다.", "이 경우는 불가능하므로 제외합니다."],
    "ru": ["Здесь важно учесть область определения.", "Симметрия позволяет упростить вычисления.", "Вычтем одно равенство из другого.", "Применим теорему Виета.", "Этот случай невозможен, отбрасываем его."],
    "fr": ["Attention au domaine de définition.", "La symétrie simplifie les calculs.", "On soustrait les deux égalités.", "On applique les relations de Viète.", "Ce cas est impossible, on l'écarte."],
    "es": ["Hay que cuidar el dominio.", "La simetría simplifica las cuentas.", "Restamos ambas igualdades.", "Aplicamos las fórmulas de Vieta.", "Este caso es imposible, lo descartamos."],
    "de": ["Dabei ist der Definitionsbereich zu beachten.", "Die Symmetrie vereinfacht die Rechnung.", "Wir subtrahieren die beiden Gleichungen.", "Mit dem Satz von Vieta folgt der Rest.", "Dieser Fall ist unmöglich und fällt weg."],
    "pt": ["É preciso cuidado com o domínio.", "A simetria simplifica as contas.", "Subtraímos as duas igualdades.", "Usamos as relações de Girard.", "Esse caso é impossível, descartamos."],
    "ar": ["يجب الانتباه إلى مجال التعريف.", "التماثل يبسّط الحسابات.", "نطرح المعادلتين لحذف الحد الثابت.", "نستخدم علاقات فييتا.", "هذه الحالة مستحيلة فنستبعدها."],
    "hi": ["यहाँ प्रांत का ध्यान रखना होगा।", "सममिति से गणना सरल होती है।", "दोनों समीकरणों को घटाते हैं।", "वियेटा के सूत्र लगाते हैं।", "यह स्थिति संभव नहीं, इसे छोड़ देते हैं।"],
    "vi": ["Cần chú ý điều kiện xác định.", "Dùng tính đối xứng để tính gọn hơn.", "Trừ hai đẳng thức cho nhau.", "Áp dụng định lý Vi-ét.", "Trường hợp này không thể xảy ra, loại."],
}

CHATTER = {
    "zh": ["嗯，这个思路好像可行，但我得小心一点。", "换个角度想想，也许可以先考虑特殊情况。", "等一下，我是不是漏了什么条件？再看一遍题目。", "好，条件都用上了。", "这一步的化简要仔细，不要把符号弄错。", "或者可以画个图来帮助理解。", "我觉得直接硬算也行，只是比较麻烦。", "让我把前面的结果整理一下。", "这里的边界情况需要单独讨论。", "好像没问题，继续往下算。"],
    "ja": ["うーん、この方針でいけそうですが、慎重に進めます。", "別の角度から考えると、特殊な場合を先に調べるのもありです。", "ちょっと待って、条件を見落としていないか確認します。", "よし、条件はすべて使いました。", "ここの式変形は符号に注意します。", "図を描いてみると分かりやすいかもしれません。", "力技で計算しても良さそうですが、少し面倒です。", "ここまでの結果を整理します。", "境界の場合は別に考える必要があります。", "問題なさそうなので、先に進みます。"],
    "ko": ["음, 이 방법이 될 것 같지만 조심해서 진행하겠습니다.", "다른 각도에서 보면 특수한 경우를 먼저 살펴볼 수도 있습니다.", "잠깐, 조건을 빠뜨리지 않았는지 다시 보겠습니다.", "좋아요, 조건을 모두 사용했습니다.", "이 단계의 정리는 부호에 주의해야 합니다.", "그림을 그려 보면 이해가 쉬울 것 같습니다.", "직접 계산해도 되지만 조금 번거롭습니다.", "지금까지의 결과를 정리해 보겠습니다.", "경계의 경우는 따로 따져야 합니다.", "문제없어 보이니 계속 진행합니다."],
    "ru": ["Хм, кажется, этот путь работает, но нужно быть аккуратным.", "Можно зайти с другой стороны и сначала рассмотреть частные случаи.", "Стоп, не упустил ли я какое-то условие? Перечитаю задачу.", "Хорошо, все условия использованы.", "Здесь при упрощении легко ошибиться в знаке.", "Может, стоит нарисовать картинку.", "Можно посчитать и в лоб, но это долго.", "Соберу промежуточные результаты вместе.", "Граничный случай нужно разобрать отдельно.", "Вроде всё сходится, идём дальше."],
    "fr": ["Hmm, cette piste semble marcher, mais prudence.", "On pourrait aussi regarder d'abord des cas particuliers.", "Attends, ai-je oublié une hypothèse ? Je relis l'énoncé.", "Bon, toutes les hypothèses sont utilisées.", "Attention aux signes dans cette simplification.", "Un petit dessin aiderait peut-être.", "On peut aussi tout calculer brutalement, mais c'est long.", "Je rassemble les résultats intermédiaires.", "Le cas limite doit être traité à part.", "Ça a l'air cohérent, continuons."],
    "es": ["Mmm, este camino parece funcionar, pero con cuidado.", "También podría mirar primero casos particulares.", "Espera, ¿me salté alguna condición? Releo el enunciado.", "Bien, ya usé todas las condiciones.", "Cuidado con los signos en esta simplificación.", "Quizás un dibujo ayude.", "Se puede calcular a lo bruto, pero es largo.", "Junto los resultados intermedios.", "El caso límite hay que tratarlo aparte.", "Parece consistente, sigamos."],
    "de": ["Hmm, dieser Ansatz scheint zu funktionieren, aber vorsichtig.", "Man könnte auch zuerst Spezialfälle anschauen.", "Moment, habe ich eine Bedingung übersehen? Ich lese nochmal.", "Gut, alle Bedingungen sind verwendet.", "Bei dieser Umformung auf die Vorzeichen achten.", "Vielleicht hilft eine Skizze.", "Man kann es auch stur ausrechnen, aber das dauert.", "Ich sammle die Zwischenergebnisse.", "Der Randfall muss separat behandelt werden.", "Sieht stimmig aus, weiter."],
    "pt": ["Hmm, esse caminho parece funcionar, mas com cuidado.", "Também dá para olhar casos particulares primeiro.", "Espera, esqueci alguma condição? Vou reler o enunciado.", "Ok, todas as condições foram usadas.", "Cuidado com os sinais nessa simplificação.", "Talvez um desenho ajude.", "Dá para calcular na força bruta, mas é demorado.", "Vou juntar os resultados intermediários.", "O caso de fronteira precisa ser tratado à parte.", "Parece consistente, vamos continuar."],
    "ar": ["همم، يبدو أن هذا الطريق ينجح، لكن بحذر.", "يمكن أيضًا النظر في حالات خاصة أولًا.", "لحظة، هل أغفلت شرطًا؟ سأعيد قراءة المسألة.", "حسنًا، استخدمت كل الشروط.", "انتبه للإشارات في هذا التبسيط.", "ربما يساعد رسم توضيحي.", "يمكن الحساب المباشر لكنه طويل.", "سأجمع النتائج الوسيطة.", "الحالة الحدية تحتاج معالجة منفصلة.", "يبدو متسقًا، لنكمل."],
    "hi": ["हम्म, यह तरीका काम करता लग रहा है, पर सावधानी से।", "पहले कुछ विशेष स्थितियाँ देख सकते हैं।", "रुको, कोई शर्त छूट तो नहीं गई? प्रश्न फिर से पढ़ता हूँ।", "ठीक है, सभी शर्तें इस्तेमाल हो गईं।", "इस सरलीकरण में चिह्नों का ध्यान रखना है।", "शायद एक चित्र बनाने से मदद मिले।", "सीधी गणना भी हो सकती है, पर लंबी है।", "अब तक के परिणाम इकट्ठा करता हूँ।", "सीमा वाली स्थिति अलग से देखनी होगी।", "सब ठीक लग रहा है, आगे बढ़ते हैं।"],
    "vi": ["Hmm, hướng này có vẻ được, nhưng phải cẩn thận.", "Cũng có thể xét vài trường hợp đặc biệt trước.", "Khoan, mình có bỏ sót điều kiện nào không? Đọc lại đề.", "Được, đã dùng hết các điều kiện.", "Chú ý dấu khi rút gọn bước này.", "Có lẽ vẽ hình sẽ dễ hiểu hơn.", "Tính trâu cũng được nhưng hơi dài.", "Tổng hợp lại các kết quả trung gian.", "Trường hợp biên cần xét riêng.", "Có vẻ ổn, tiếp tục."],
    "en": ["Hmm, this approach seems to work, but let me be careful.", "Alternatively, I could check special cases first.", "Wait, did I miss a condition? Let me reread the problem.", "Okay, all the conditions are used.", "Careful with signs in this simplification.", "Maybe a sketch would help.", "Brute force would also work, but it's tedious.", "Let me collect the intermediate results.", "The boundary case needs separate treatment.", "Looks consistent, moving on."],
}


def localize_digits_text(s, lang, rng):
    return s


# ---------------------------------------------------------------- answer candidates per problem
def rat_code(v):
    return str(v.numerator) if v.denominator == 1 else f"{v.numerator}/{v.denominator}"


def rad_code(k, r):
    a, b = k.numerator, k.denominator
    s = f"sqrt({r})" if a == 1 else f"{a}*sqrt({r})"
    return s if b == 1 else f"{s}/{b}"


def candidates(info, lang, rng):
    """Returns (canon_tex, code, true_forms[(tex,tag)], wrong_forms[(tex,tag,code)])."""
    k = info["kind"]
    if k in ("rat", "deg"):
        v = info["v"]
        deg = k == "deg"
        canon = info["latex"]
        tf = [(canon, "as_gold")] + rat_forms(v, lang, deg)
        wf = []
        for w, t in wrong_rats(v, lang):
            if deg:
                if w.denominator != 1 or w <= 0:
                    continue
                wf.append((f"{w.numerator}^\\circ", t, rat_code(w)))
            else:
                style = "dfrac" if "dfrac" in canon else ("slash" if "/" in canon else "frac")
                wf.append((frac_latex(w, style), t, rat_code(w)))
                if w.denominator == 1 and lang in ("ar", "fa", "hi", "bn") and rng.random() < 0.4:
                    wf.append((native_digits(str(w.numerator), lang), t + "_native", rat_code(w)))
                elif w.denominator != 1 and terminating(w) and rng.random() < 0.3:
                    wf.append((dec_str(w, lang), t + "_decimal", rat_code(w)))
        if v.denominator != 1 and not terminating(v) and not deg:
            # rounded decimal: close but not equal
            approx = Fraction(round(float(v) * 100), 100)
            # deliberately mis-rounded: one hundredth away from the correct rounding, on the far side
            approx = approx + Fraction(1, 100) if approx >= v else approx - Fraction(1, 100)
            if approx != v:
                s = f"{float(approx):.2f}"
                if lang in DEC_COMMA:
                    s = s.replace(".", ",")
                wf.append((s, "rounded_decimal", s))
        return canon, rat_code(info["v"]) if not deg else rat_code(info["v"]) + "  # degrees", tf, wf
    if k == "rad":
        kk, r = info["k"], info["r"]
        canon = info["latex"]
        tf = [(canon, "as_gold")] + rad_forms(kk, r)
        wf = [(rad_latex(Fraction(a), b, "std") if isinstance(a, int) else rad_latex(a, b, "std"), t, rad_code(Fraction(a), b))
              for (a, b), t in wrong_rad(kk, r)]
        wf.append((rad_latex(kk * kk * r, 1, "std").replace("\\sqrt{1}", "") if False else str(kk * kk * r), "squared_value", str(kk * kk * r)))
        if kk.denominator != 1 or True:
            inv = 1 / kk / r  # reciprocal: 1/(k sqrt r) = sqrt r /(k r)
            wf.append((rad_latex(inv, r, "std"), "reciprocal", rad_code(inv, r)))
        return canon, rad_code(kk, r), tf, wf
    if k == "latex":
        canon = info["latex"]
        tf = [(canon, "as_gold")]
        if "\\frac" in canon and "\\dfrac" not in canon:
            tf.append((canon.replace("\\frac", "\\dfrac"), "dfrac"))
        if "\\dfrac" in canon:
            tf.append((canon.replace("\\dfrac", "\\frac"), "frac"))
        wf = []
        for _ in range(6):
            w = mutate_latex(canon, rng)
            if w != canon and (w, "digit_changed", w) not in wf:
                wf.append((w, "digit_changed", w))
        if canon.startswith("-"):
            wf.append((canon[1:], "wrong_sign", canon[1:]))
        return canon, canon, tf, wf
    if k == "putnam":
        tf = [(t, "curated_equivalent") for t in info["true"]]
        wf = [(w, "curated_wrong", w) for w in info["wrong"]]
        return info["true"][0], info["true"][0], tf, wf
    if k == "worded":
        W = WORDED.get(lang, WORDED["en"])
        key = info["key"]
        tf = [(W[key], "worded")]
        wf = [(W[WORDED_OPP[key]], "worded_opposite", WORDED_OPP[key])]
        return W[key], key, tf, wf
    raise ValueError(k)


# ---------------------------------------------------------------- tricks (content) and formats (wrapping)
def punct_end(lang):
    return "。" if lang in ("zh", "ja") else "."


def fin(P, A, rng, boxed=False):
    t = rng.choice(P["final"])
    a = ("$\\boxed{" + A + "}$") if boxed else mm(A, rng)
    return t.replace("{A}", a)


class Ctx:
    pass


def apply_trick(c, trick, rng):
    """Fill c.work (list), c.end (('final',A)|('hedge',A,B)|('trunc',)), c.after (list)."""
    P = c.P
    g, w = c.gold_form, c.wrong_form
    c.after = []
    c.code_val = c.final_code
    if trick in ("plain", "alt_form"):
        c.end = ("final", c.final)
    elif trick == "wrong_then_fixed":  # true: a wrong value rejected, then gold
        c.work.insert(max(1, len(c.work) // 2), P["rejected"].replace("{A}", mm(w, rng)))
        c.end = ("final", c.final)
    elif trick == "self_correct_to_gold":  # true: states wrong, retracts, gold
        c.work.append(fin(P, w, rng))
        c.work.append(P["wait"])
        c.work.append(P["recheck"] + GENERIC_WORK[c.lang][2])
        c.end = ("final", c.final)
    elif trick == "verify_after":
        c.end = ("final", c.final)
        c.after = [P["verify"]] + ([P["chatter"]] if rng.random() < 0.6 else [])
    elif trick == "wrong_final":
        c.end = ("final", c.final)
    elif trick == "gold_rejected":  # false: gold rejected
        c.work.insert(max(1, len(c.work) // 2), P["rejected"].replace("{A}", mm(g, rng)))
        c.end = ("final", c.final)
    elif trick == "retract_gold":  # false: states gold, retracts to wrong
        c.work.append(fin(P, g, rng))
        c.work.append(P["wait"])
        c.work.append(P["recheck"] + GENERIC_WORK[c.lang][2])
        c.end = ("final", c.final)
    elif trick == "hedge":
        if rng.random() < 0.5:
            c.end = ("hedge", g, w)
        else:
            c.end = ("hedge", w, g)
    elif trick == "truncated":
        c.end = ("trunc",)
    elif trick == "intermediate_gold":
        c.work.append(P["by_calc"] + " " + mm(g, rng, force=not re.search(r"[^\W\d_]{2,}", g)) + punct_end(c.lang))
        c.work.append(P["intermediate"].replace("{A}", mm(g, rng)))
        c.end = ("final", c.final)
        c.code_val = c.gold_code
    elif trick == "restate_gold":
        q = re.sub(r"\[asy\].*?\[/asy\]", "[figure]", c.question, flags=re.S)
        c.work.insert(0, P["restate"] + q.strip())
        c.end = ("final", c.final)
    elif trick == "two_finals":
        c.end = ("final", c.final)
        c.pre_answer = g  # stated as answer first; final differs
    else:
        raise ValueError(trick)


def hedge_text(c, A, B, rng):
    return c.P["hedge"].replace("{A}", mm(A, rng)).replace("{B}", mm(B, rng))


def trunc_text(c, rng):
    s = c.P["trunc"] + " $" + rng.choice(["\\frac{", "(x+", "2\\cdot(", "\\sqrt{", "x^2-", "\\sum_{k=1}^{"])
    return s


def end_block(c, rng, style):
    """Text of the final commitment in a given style."""
    P, e = c.P, c.end
    if e[0] == "hedge":
        return hedge_text(c, e[1], e[2], rng)
    if e[0] == "trunc":
        return None
    A = e[1]
    if style in ("boxed_sentence", "boxed_display") and "\\" not in A and re.search(r"[^\W\d_]{2,}", A):
        A = "\\text{" + A + "}"
        if style == "boxed_sentence":
            return rng.choice(P["final"]).replace("{A}", "$\\boxed{" + A + "}$")
    if style == "sentence":
        return fin(P, A, rng)
    if style == "boxed_sentence":
        return fin(P, A, rng, boxed=True)
    if style == "boxed_display":
        return "$$\n\\boxed{" + A + "}\n$$" if rng.random() < 0.5 else "\\[\n\\boxed{" + A + "}\n\\]"
    if style == "label":
        return P["label"] + mm(A, rng)
    if style == "bold_label":
        return "**" + P["label"].strip() + "** " + mm(A, rng)
    if style == "bold_all":
        return "**" + P["label"] + mm(A, rng) + "**"
    if style == "hash":
        return "#### " + A
    if style == "xml":
        return "<answer>" + A + "</answer>"
    if style == "minerva":
        return "Final Answer: The final answer is $" + A + "$. I hope it is correct."
    if style == "bare":
        return A
    return fin(P, A, rng)


def body_lines(c, rng):
    return list(c.work)


def F_think_boxed(c, rng):
    P = c.P
    tr = [rng.choice(P["think"])] + body_lines(c, rng)
    if c.end[0] == "trunc":
        return "<think>\n" + "\n".join(tr) + "\n" + trunc_text(c, rng), "think_tag/truncated_in_trace"
    recap = c.recap
    out = "<think>\n" + "\n".join(tr) + "\n</think>\n\n" + "\n".join(recap) + "\n\n" + end_block(c, rng, "boxed_sentence" if rng.random() < 0.6 else "boxed_display")
    sub = "boxed_after_trace"
    if c.after:
        out += "\n\n" + "\n".join(c.after)
    return out, "think_tag/" + sub


def F_think_plain(c, rng):
    P = c.P
    tr = [rng.choice(P["think"])] + body_lines(c, rng)
    if c.end[0] == "trunc":
        return "<think>\n" + "\n\n".join(tr) + "\n\n" + trunc_text(c, rng), "think_tag/truncated_in_trace"
    tail = end_block(c, rng, rng.choice(["sentence", "bold_label", "label"]))
    out = "<think>\n" + "\n\n".join(tr) + "\n</think>\n" + tail
    if c.after:
        out += "\n" + "\n".join(c.after)
    return out, "think_tag/short_final_after_trace"


def F_harmony(c, rng):
    P = c.P
    tr = " ".join([rng.choice(P["think"])] + [x for x in body_lines(c, rng) if not x.startswith("$$")])
    head = "<|channel|>analysis<|message|>" + tr
    if c.end[0] == "trunc":
        return head + " " + trunc_text(c, rng), "channel_markers/analysis_cut"
    fin_ = end_block(c, rng, rng.choice(["boxed_sentence", "sentence", "bold_label"]))
    out = head + "<|end|><|start|>assistant<|channel|>final<|message|>" + "\n".join(c.recap[:1]) + "\n\n" + fin_
    if c.after:
        out += "\n" + " ".join(c.after)
    return out + "<|return|>", "channel_markers/analysis_then_final"


def F_kimi(c, rng):
    P = c.P
    tr = [rng.choice(P["think"])] + body_lines(c, rng)
    if c.end[0] == "trunc":
        return "◁think▷" + "\n".join(tr) + "\n" + trunc_text(c, rng), "alt_think_marker/kimi_cut"
    out = "◁think▷" + "\n".join(tr) + "◁/think▷\n\n" + "\n".join(c.recap) + "\n\n" + end_block(c, rng, "boxed_sentence")
    return out, "alt_think_marker/kimi_style"


def F_seed(c, rng):
    P = c.P
    tr = [rng.choice(P["think"])] + body_lines(c, rng)
    if c.end[0] == "trunc":
        return "<seed:think>\n" + "\n".join(tr) + "\n" + trunc_text(c, rng), "alt_think_marker/seed_cut"
    out = "<seed:think>\n" + "\n".join(tr) + "\n</seed:think>\n" + end_block(c, rng, rng.choice(["boxed_display", "sentence"]))
    if c.after:
        out += "\n\n" + "\n".join(c.after)
    return out, "alt_think_marker/seed_style"


def F_md_headings(c, rng):
    P = c.P
    lvl = rng.choice(["##", "###", "#"])
    parts = [f"{lvl} {P['heading_sol']}", ""]
    for i, l in enumerate(body_lines(c, rng)):
        parts.append(l)
    if c.end[0] == "trunc":
        parts.append(trunc_text(c, rng))
        return "\n".join(parts), "markdown/headings_cut"
    parts += ["", "---", "", f"{lvl} {P['heading_ans']}", "", end_block(c, rng, rng.choice(["bold_all", "boxed_display", "boxed_sentence"]))]
    if c.after:
        parts += [""] + c.after
    return "\n".join(parts), "markdown/headings_bold_answer"


def F_md_steps(c, rng):
    P = c.P
    parts = []
    n = 1
    for l in body_lines(c, rng):
        if l.startswith("$$"):
            parts.append("   " + l)
        else:
            parts.append(f"{n}. " + ("**" + P["step"].format(n=n).strip() + "** " if rng.random() < 0.5 else "") + l)
            n += 1
    if c.end[0] == "trunc":
        parts.append(f"{n}. " + trunc_text(c, rng))
        return "\n".join(parts), "markdown/numbered_steps_cut"
    parts.append("")
    parts.append(end_block(c, rng, rng.choice(["bold_all", "boxed_sentence", "sentence"])))
    if c.after:
        parts.append("")
        parts += c.after
    return "\n".join(parts), "markdown/numbered_steps"


def F_md_table(c, rng):
    P = c.P
    hdr = {"zh": ("步骤", "内容"), "ja": ("手順", "内容"), "ko": ("단계", "내용"), "ru": ("Шаг", "Содержание"),
           "fr": ("Étape", "Détail"), "es": ("Paso", "Detalle"), "de": ("Schritt", "Inhalt"), "pt": ("Passo", "Detalhe"),
           "ar": ("الخطوة", "التفاصيل"), "hi": ("चरण", "विवरण"), "vi": ("Bước", "Nội dung"), "it": ("Passo", "Dettaglio"),
           "tr": ("Adım", "Açıklama"), "id": ("Langkah", "Keterangan"), "pl": ("Krok", "Opis"), "uk": ("Крок", "Зміст"),
           "fa": ("مرحله", "توضیح"), "th": ("ขั้น", "รายละเอียด"), "en": ("Step", "Detail"), "nl": ("Stap", "Toelichting"),
           "bn": ("ধাপ", "বিবরণ")}[c.lang]
    rows = [f"| {hdr[0]} | {hdr[1]} |", "|---|---|"]
    i = 1
    for l in body_lines(c, rng):
        l = l.replace("\n$$", " $").replace("$$", "$").replace("\n", " ")
        rows.append("| %d | %s |" % (i, l.replace("|", "\\vert ")))
        i += 1
    if c.end[0] == "final":
        A = c.end[1]
        intro = "\n".join(c.recap[:1])
        table = "\n".join(rows + [f"| **{P['final_label']}** | **{mm(A, rng)}** |"])
        out = (intro + "\n\n" if intro else "") + table
        if rng.random() < 0.5:
            out += "\n\n" + end_block(c, rng, "sentence")
        if c.after:
            out += "\n\n" + "\n".join(c.after)
        return out, "markdown/table_with_answer_row"
    if c.end[0] == "hedge":
        return "\n".join(rows) + "\n\n" + end_block(c, rng, "sentence"), "markdown/table_then_hedge"
    return "\n".join(rows) + "\n| " + str(i) + " | " + trunc_text(c, rng), "markdown/table_cut"


def F_answer_first(c, rng):
    P = c.P
    if c.end[0] != "final":
        return F_md_steps(c, rng)
    head = end_block(c, rng, rng.choice(["bold_all", "label", "boxed_sentence"]))
    why = {"zh": "理由如下：", "ja": "理由は次のとおりです。", "ko": "이유는 다음과 같습니다.", "ru": "Объяснение:", "fr": "Explication :",
           "es": "Explicación:", "de": "Begründung:", "pt": "Explicação:", "ar": "الشرح:", "hi": "व्याख्या:", "vi": "Giải thích:",
           "it": "Spiegazione:", "tr": "Açıklama:", "id": "Penjelasan:", "pl": "Wyjaśnienie:", "uk": "Пояснення:", "fa": "توضیح:",
           "th": "คำอธิบาย:", "en": "Explanation:", "nl": "Uitleg:", "bn": "ব্যাখ্যা:"}[c.lang]
    out = head + "\n\n" + why + "\n" + "\n".join(body_lines(c, rng))
    if c.P["wait"] in c.work or rng.random() < 0.3:
        out += "\n\n" + end_block(c, rng, "sentence")
    if c.after:
        out += "\n\n" + "\n".join(c.after)
    return out, "answer_first/explained_after"


def F_json(c, rng):
    P = c.P
    if c.end[0] != "final":
        return F_think_plain(c, rng)
    key = rng.choice(["final_answer", "answer", "result"])
    reasoning = " ".join(x.replace("\n", " ") for x in body_lines(c, rng))
    obj = {"reasoning": reasoning, key: c.end[1]} if rng.random() < 0.6 else {key: c.end[1], "confidence": rng.choice([0.9, 0.95, 0.8])}
    s = json.dumps(obj, ensure_ascii=False, indent=2)
    out = "```json\n" + s + "\n```" if rng.random() < 0.6 else s
    return out, "agent/json_object"


def F_toolcall(c, rng):
    P = c.P
    if c.end[0] != "final":
        return F_md_headings(c, rng)
    bl = body_lines(c, rng)
    pre = "\n".join(bl if c.P["wait"] in bl else bl[:3])
    A = c.end[1]
    v = rng.random()
    if v < 0.4:
        call = "<tool_call>\n" + json.dumps({"name": "submit_answer", "arguments": {"answer": A}}, ensure_ascii=False) + "\n</tool_call>"
        sub = "agent/tool_call_tag"
    elif v < 0.7:
        call = json.dumps({"type": "function_call", "name": "final_answer",
                           "arguments": json.dumps({"value": A}, ensure_ascii=False)}, ensure_ascii=False)
        sub = "agent/function_call_string_args"
    else:
        call = "Action: submit\nAction Input: " + json.dumps({"answer": A}, ensure_ascii=False)
        sub = "agent/react_action"
    return pre + "\n\n" + call, sub


def F_code(c, rng):
    P = c.P
    if c.end[0] != "final":
        return F_md_headings(c, rng)
    cv = c.code_val
    lib = c.code_lib
    code = "```python\n" + lib + "\n# " + {"zh": "验证计算", "ja": "計算を確認", "ko": "계산 확인", "ru": "проверка вычисления",
                                             "fr": "vérification", "es": "comprobación", "de": "Kontrolle", "pt": "verificação"}.get(c.lang, "check") + \
        "\nresult = " + c.code_expr(cv) + "\nprint(result)\n```"
    outp = "```\n" + c.code_print(cv) + "\n```" if rng.random() < 0.6 else "Output: `" + c.code_print(cv) + "`"
    lines = body_lines(c, rng)
    out = "\n".join(lines[: max(1, len(lines) // 2)]) + "\n\n" + code + "\n\n" + outp + "\n\n" + "\n".join(lines[len(lines) // 2:]) + "\n\n" + end_block(c, rng, rng.choice(["boxed_sentence", "sentence", "bold_all"]))
    return out, "code/python_then_output"


def F_terse(c, rng):
    if c.end[0] == "trunc":
        return trunc_text(c, rng), "terse/cut"
    if c.end[0] == "hedge":
        return end_block(c, rng, "sentence"), "terse/hedge"
    if c.work and rng.random() < 0.4:
        st = rng.choice(["label", "boxed_display", "hash", "boxed_sentence"])
        return c.work[-1] + "\n" + end_block(c, rng, st), "terse/one_step_then_answer"
    if c.lang == "en" and rng.random() < 0.5:
        return end_block(c, rng, "bare"), "terse/bare_value"
    v = rng.random()
    if v < 0.5:
        return end_block(c, rng, "label"), "terse/cue_word_answer"
    if v < 0.75:
        return c.P["label"] + "$\\boxed{" + c.end[1] + "}$", "terse/cue_word_boxed"
    return end_block(c, rng, "sentence"), "terse/one_sentence"


def F_xml(c, rng):
    if c.end[0] != "final":
        return F_think_boxed(c, rng)
    out = "<reasoning>\n" + "\n".join(body_lines(c, rng)) + "\n</reasoning>\n" + end_block(c, rng, "xml")
    return out, "xml_tags/reasoning_answer"


def F_minerva(c, rng):
    if c.end[0] != "final":
        return F_md_steps(c, rng)
    out = "\n".join(body_lines(c, rng)) + "\n\n" + end_block(c, rng, "minerva")
    return out, "few_shot_style/final_answer_hope_correct"


def F_gsm(c, rng):
    if c.end[0] != "final":
        return F_think_plain(c, rng)
    out = "\n".join(body_lines(c, rng)) + "\n" + end_block(c, rng, "hash")
    return out, "few_shot_style/hash_answer"


def F_verbose(c, rng):
    P = c.P
    bl = body_lines(c, rng)
    parts = [rng.choice(P["think"])] + [g for g in GENERIC_WORK[c.lang][:2] if g not in bl] + bl
    if c.end[0] == "trunc":
        parts.append(trunc_text(c, rng))
        return "\n\n".join(parts), "verbose/cut_mid_derivation"
    parts.append(end_block(c, rng, rng.choice(["sentence", "boxed_sentence"])))
    parts += c.after or [P["verify"], P["chatter"]]
    return "\n\n".join(parts), "verbose/explanation_verify_chatter"


def F_emoji(c, rng):
    P = c.P
    if c.end[0] != "final":
        return F_md_headings(c, rng)
    out = "\n".join(body_lines(c, rng)) + "\n\n✅ **" + P["final_label"] + "：** " + mm(c.end[1], rng) if c.lang in ("zh", "ja") else \
        "\n".join(body_lines(c, rng)) + "\n\n✅ **" + P["final_label"] + ":** " + mm(c.end[1], rng)
    if rng.random() < 0.5:
        out += "\n\n" + P["chatter"] + " 😊"
    return out, "chat/emoji_bold_final"


def F_two_finals(c, rng):
    """Answer stated first (gold), final line differs: two commitments."""
    P = c.P
    head = "**" + P["label"] + mm(c.pre_answer, rng) + "**"
    out = head + "\n\n" + "\n".join(body_lines(c, rng)) + "\n\n" + end_block(c, rng, rng.choice(["boxed_sentence", "sentence"]))
    return out, "answer_first/conflicting_final"


def F_exam(c, rng):
    P = c.P
    sol = {"zh": "解：", "ja": "【解答】", "ko": "[풀이]", "ru": "Решение.", "uk": "Розв'язання.", "fr": "Solution.", "de": "Lösung:",
           "es": "Solución:", "pt": "Resolução:", "vi": "Lời giải:", "ar": "الحل:", "hi": "हल:", "it": "Soluzione:",
           "tr": "Çözüm:", "id": "Penyelesaian:", "pl": "Rozwiązanie:", "fa": "حل:", "th": "วิธีทำ", "en": "Solution:",
           "nl": "Oplossing:", "bn": "সমাধান:"}[c.lang]
    ans = {"zh": "答：", "ja": "【答】", "ko": "[답] ", "ru": "Ответ: ", "uk": "Відповідь: ", "fr": "Réponse : ", "de": "Antwort: ",
           "es": "Respuesta: ", "pt": "Resposta: ", "vi": "Đáp số: ", "ar": "الجواب: ", "hi": "उत्तर: ", "it": "Risposta: ",
           "tr": "Cevap: ", "id": "Jawab: ", "pl": "Odp. ", "fa": "جواب: ", "th": "ตอบ ", "en": "Answer: ",
           "nl": "Antwoord: ", "bn": "উত্তর: "}[c.lang]
    body = sol + "\n" + "\n".join(body_lines(c, rng))
    if c.end[0] == "trunc":
        return body + "\n" + trunc_text(c, rng), "exam_style/cut"
    if c.end[0] == "hedge":
        return body + "\n" + end_block(c, rng, "sentence"), "exam_style/hedge"
    A = c.end[1]
    tail = ans + mm(A, rng) + (punct_end(c.lang) if c.lang in ("zh", "ja") else "")
    return body + "\n" + tail, "exam_style/solution_then_answer_cue"


def F_react(c, rng):
    P = c.P
    if c.end[0] != "final" or c.kind == "worded":
        return F_exam(c, rng)
    bl = body_lines(c, rng)
    half = max(1, len(bl) // 2)
    s = "Thought: " + " ".join(x.replace("\n", " ") for x in bl[:half]) + "\n"
    s += "Action: python\nAction Input: ```" + c.code_lib + "; print(" + c.code_expr(c.code_val) + ")```\n"
    s += "Observation: " + c.code_print(c.code_val) + "\n"
    s += "Thought: " + " ".join(x.replace("\n", " ") for x in bl[half:]) + "\n"
    s += "Final Answer: " + c.end[1]
    return s, "agent/react_observation_final"


def F_api(c, rng):
    if c.end[0] != "final":
        return F_exam(c, rng)
    content = "\n".join(body_lines(c, rng)) + "\n\n" + end_block(c, rng, rng.choice(["boxed_sentence", "sentence"]))
    obj = {"role": "assistant", "content": content}
    if rng.random() < 0.5:
        obj = {"choices": [{"index": 0, "message": obj, "finish_reason": "stop"}]}
    return json.dumps(obj, ensure_ascii=False), "agent/api_message_json"


def F_latexdoc(c, rng):
    P = c.P
    parts = ["\\begin{proof}[" + P["heading_sol"] + "]"] + [x for x in body_lines(c, rng)]
    if c.end[0] == "trunc":
        return "\n".join(parts) + "\n" + trunc_text(c, rng), "latex_document/cut"
    if c.end[0] == "hedge":
        return "\n".join(parts + [end_block(c, rng, "sentence"), "\\end{proof}"]), "latex_document/hedge"
    parts.append("\\end{proof}")
    parts.append("\\noindent\\textbf{" + P["final_label"] + ":} " + ("$\\boxed{" + c.end[1] + "}$" if rng.random() < 0.5 else mm(c.end[1], rng)))
    return "\n".join(parts), "latex_document/proof_env_textbf"


FORMATS = [(F_think_boxed, 9), (F_think_plain, 5), (F_harmony, 4), (F_kimi, 2), (F_seed, 2), (F_md_headings, 7),
           (F_md_steps, 6), (F_md_table, 3), (F_answer_first, 4), (F_json, 4), (F_toolcall, 4), (F_code, 4),
           (F_terse, 5), (F_xml, 2), (F_minerva, 2), (F_gsm, 2), (F_verbose, 5), (F_emoji, 3),
           (F_exam, 5), (F_react, 2), (F_api, 2), (F_latexdoc, 2)]
TRUE_TRICKS = [("plain", 3), ("alt_form", 6), ("wrong_then_fixed", 2), ("self_correct_to_gold", 2), ("verify_after", 2)]
FALSE_TRICKS = [("wrong_final", 4), ("gold_rejected", 2), ("retract_gold", 2), ("hedge", 1.5), ("truncated", 1.5),
                ("intermediate_gold", 1.5), ("two_finals", 1), ("restate_gold", 0)]


def wchoice(rng, items):
    tot = sum(w for _, w in items)
    x = rng.random() * tot
    for it, w in items:
        x -= w
        if x <= 0:
            return it
    return items[-1][0]

L["nl"] = dict(
    think=["Oké, eerst de opgave goed lezen.", "Hmm, even nadenken.", "We lossen het stap voor stap op."],
    first="Eerst ", then="Daarna ", so="Dus ", step="Stap {n}: ",
    final=["Het antwoord is dus {A}.", "Antwoord: {A}", "De gevraagde waarde is {A}.", "Eindantwoord: {A}"],
    label="Antwoord: ", wait="Wacht, ik denk dat er een fout in zit. Ik controleer het opnieuw.", recheck="Opnieuw berekend: ",
    verify="Controle: invullen in de oorspronkelijke vergelijking klopt.",
    hedge="Het antwoord is {A} of {B}; ik weet niet zeker welke.", rejected="Eerst kreeg ik {A}, maar ik had een geval over het hoofd gezien, dus dat klopt niet.",
    chatter="Hopelijk helpt dit! Laat het weten als je nog vragen hebt.", restate="Opgave: ", heading_sol="Oplossing",
    heading_ans="Eindantwoord", trunc="Invullen geeft", intermediate="Let op: {A} is slechts een tussenresultaat, niet wat gevraagd wordt.",
    by_calc="Uitrekenen geeft", final_label="Eindantwoord")
L["bn"] = dict(
    think=["ঠিক আছে, আগে প্রশ্নটা ভালো করে পড়ি।", "হুম, একটু ভাবি।", "ধাপে ধাপে সমাধান করি।"],
    first="প্রথমে, ", then="তারপর, ", so="সুতরাং ", step="ধাপ {n}: ",
    final=["সুতরাং উত্তর হলো {A}।", "উত্তর: {A}", "অতএব নির্ণেয় মান {A}।", "চূড়ান্ত উত্তর: {A}"],
    label="উত্তর: ", wait="দাঁড়াও, মনে হচ্ছে ভুল হয়েছে। আবার যাচাই করি।", recheck="আবার হিসাব: ",
    verify="যাচাই: মূল সমীকরণে বসালে সমতা ঠিক থাকে।",
    hedge="উত্তর হয় {A} নয়তো {B}; নিশ্চিত নই কোনটি।", rejected="প্রথমে {A} পেয়েছিলাম, কিন্তু একটি ক্ষেত্র বাদ পড়েছিল, তাই সেটা ভুল।",
    chatter="আশা করি এটা কাজে লাগবে!", restate="প্রশ্ন: ", heading_sol="সমাধান",
    heading_ans="চূড়ান্ত উত্তর", trunc="বসিয়ে পাই", intermediate="লক্ষ করো: {A} কেবল একটি মধ্যবর্তী মান, যা চাওয়া হয়েছে তা নয়।",
    by_calc="হিসাব করে পাই", final_label="চূড়ান্ত উত্তর")
GENERIC_WORK["nl"] = ["Noem de gevraagde grootheid $x$ en stel de vergelijking op.", "Na vereenvoudigen krijgen we een vergelijking in $x$.", "We splitsen in gevallen en verwerpen de ongeldige."]
GENERIC_WORK["bn"] = ["ধরি নির্ণেয় রাশি $x$; শর্ত থেকে সমীকরণ গঠন করি।", "সরল করে $x$-এর একটি সমীকরণ পাই।", "ক্ষেত্রগুলো আলাদা করে অগ্রহণযোগ্যগুলো বাদ দিই।"]
GIVEN["nl"] = "Gegeven is "
GIVEN["bn"] = "দেওয়া আছে "
LANG_WEIGHTS["nl"] = 2
LANG_WEIGHTS["bn"] = 2


# ---------------------------------------------------------------- main
def load_jsonl(p):
    with open(os.path.join(DATA, p), encoding="utf-8") as f:
        return [json.loads(l) for l in f]


def code_helpers(c, kind):
    if kind in ("rat", "deg"):
        c.code_lib = "from fractions import Fraction"
        c.code_expr = lambda cv: ("Fraction(%s, %s)" % tuple(cv.split("/"))) if "/" in cv else ("Fraction(%s)" % cv.split()[0])
        c.code_print = lambda cv: cv.split()[0]
    elif kind == "rad":
        c.code_lib = "import sympy as sp"
        c.code_expr = lambda cv: "sp.nsimplify(" + cv.replace("sqrt", "sp.sqrt") + ")"
        c.code_print = lambda cv: cv
    else:
        c.code_lib = "import sympy as sp"
        c.code_expr = lambda cv: "sp.latex(expr_simplified)"
        c.code_print = lambda cv: cv


def make_case(rng, bench, src, question, gold, info, label, snippets, lang):
    c = Ctx()
    c.lang, c.P, c.question = lang, L[lang], question
    c.kind = info["kind"]
    canon, gcode, tf, wf = candidates(info, lang, rng)
    if not wf:
        return None
    if info["kind"] == "rat" and 0 < info["v"] < 1 and "probability" in question.lower() and terminating(info["v"]):
        p = dec_str(info["v"] * 100, lang)
        if lang in ("ar", "fa"):
            tf.append((native_digits(p, lang).replace(".", "\u066b") + "٪", "percent_native"))
        elif lang in ("fr", "de", "ru", "uk", "pl", "nl"):
            tf.append((p + "\u00a0%", "percent"))
        else:
            tf.append((p + "%", "percent"))
    c.gold_form = rng.choice(tf)[0]
    wtex, wtag, wcode = rng.choice(wf)
    c.wrong_form = wtex
    c.gold_code = gcode
    code_helpers(c, info["kind"])
    gold_strs = [t for t, _ in tf] + [canon]
    if info["kind"] in ("rat", "deg") and info["v"].denominator == 1:
        gold_strs.append(str(info["v"].numerator))
    # working
    n_lines = rng.choice([0, 1, 2, 3, 3, 4, 5, 6, 8])
    sn = list(snippets)
    if label:
        trick = wchoice(rng, TRUE_TRICKS)
    else:
        trick = wchoice(rng, FALSE_TRICKS)
        while info["kind"] == "worded" and trick in ("intermediate_gold", "gold_rejected"):
            trick = wchoice(rng, FALSE_TRICKS)
        if contains_value(question, [canon] + ([str(info["v"].numerator)] if info["kind"] in ("rat",) and info["v"].denominator == 1 else [])) and rng.random() < 0.5:
            trick = "restate_gold"
    if trick == "truncated":
        sn = [s for s in sn if not contains_value(s, gold_strs)]
        sn = sn[: max(1, len(sn) // 2)]
        n_lines = max(2, min(n_lines, len(sn)))
    long_mode = rng.random() < 0.35
    if long_mode:
        n_lines = 99
    work = build_work(rng, lang, sn, n_lines)
    if long_mode and sn:
        for s_ in rng.sample(sn, min(len(sn), rng.choice([2, 3, 4]))):
            work.insert(rng.randrange(1, len(work) + 1), c.P["recheck"] + "$" + s_ + "$" + punct_end(lang))
        if lang in MORE_WORK:
            for x in rng.sample(MORE_WORK[lang], 2):
                work.insert(rng.randrange(1, len(work) + 1), x)
        work.insert(rng.randrange(1, len(work) + 1), " ".join(GENERIC_WORK[lang]))
        if lang in CHATTER:
            for x in rng.sample(CHATTER[lang], rng.choice([3, 5, 7, 10])):
                if rng.random() < 0.4 and sn:
                    x += " $" + rng.choice(sn) + "$"
                work.insert(rng.randrange(1, len(work) + 1), x)
        if rng.random() < 0.7 and len(sn) >= 3:
            # second, careful pass over the whole computation (very long traces)
            work.append(c.P["wait"].split(".")[0].split("。")[0] + " — " + c.P["recheck"].strip())
            work += build_work(rng, lang, sn, len(sn))
            if lang in CHATTER:
                work += rng.sample(CHATTER[lang], 4)
        q = re.sub(r"\[asy\].*?\[/asy\]", "[figure]", question, flags=re.S).strip()
        if rng.random() < 0.7 and not (trick == "truncated" and contains_value(q, gold_strs)):
            work.insert(0, c.P["restate"] + q)
    if bench != "harp" and work:
        work[0] = GIVEN[lang] + "$" + sn[0] + "$" + punct_end(lang) if sn else work[0]
    if len(work) < 2 or (bench != "harp" and rng.random() < 0.6):
        gw = GENERIC_WORK[lang]
        work = work[:1] + [gw[0], gw[1]] + work[1:]
    if lang in MORE_WORK and rng.random() < 0.5 and trick != "truncated" and not long_mode:
        work.insert(rng.randrange(1, len(work) + 1), rng.choice(MORE_WORK[lang]))
    c.work = work
    rc = [x for x in sn[:max(1, min(n_lines, len(sn)))] if "=" in x and not re.fullmatch(r"[^=]*=\s*-?[\d.]+\s*[.,]?", x)]
    c.recap = [c.P["so"] + "$" + rc[-1] + "$" + punct_end(lang)] if (rc and rng.random() < 0.5 and trick != "truncated") else []
    if label:
        if trick == "plain":
            c.final, ftag = canon, "as_gold"
        else:
            c.final, ftag = rng.choice(tf)
            if trick == "alt_form":
                alts = [x for x in tf if x[1] != "as_gold" and x[0] != canon]
                if alts:
                    c.final, ftag = rng.choice(alts)
        c.final_code = gcode
    else:
        c.final, ftag, c.final_code = wtex, wtag, wcode
    apply_trick(c, trick, rng)
    if trick == "two_finals":
        resp, style = F_two_finals(c, rng)
    else:
        fmts = FORMATS
        if info["kind"] == "worded":
            fmts = [f for f in FORMATS if f[0] not in (F_code, F_react)]
        fmt = wchoice(rng, fmts)
        resp, style = fmt(c, rng)
    # safety: truncated responses must not contain the gold as a stated result
    if trick == "truncated" and contains_value(resp.replace(question, ""), [canon]):
        return None
    return {"benchmark": bench, "source_row": src, "question": question, "gold": gold, "response": resp,
            "label": bool(label), "style": style, "language": lang, "_trick": trick, "_final_tag": ftag}


def main():
    rng = random.Random(SEED)
    harp = load_jsonl("harp/harp_default.jsonl")
    mp = {f: load_jsonl("math_perturb/" + f) for f in ("math_perturb_simple.jsonl", "math_perturb_hard.jsonl")}
    put = load_jsonl("putnam/putnam_with_answers.jsonl")
    langs = [(k, w) for k, w in LANG_WEIGHTS.items()]
    cases = []

    def pick_lang(worded=False):
        while True:
            l = wchoice(rng, langs)
            if not worded or l in WORDED:
                return l

    # HARP
    pool = collections.defaultdict(list)
    for i, r in enumerate(harp):
        info = parse_gold(r["answer"])
        if info is None:
            continue
        k = info["kind"]
        if k == "rat":
            k = "int" if info["v"].denominator == 1 else "frac"
        pool[k].append((i, r, info))
    quota = {"int": 150, "frac": 62, "rad": 28, "deg": 12, "latex": 45}
    for k, q in quota.items():
        items = pool[k][:]
        rng.shuffle(items)
        for j, (i, r, info) in enumerate(items[:q]):
            label = j % 2 == 0
            lang = pick_lang()
            c = make_case(rng, "harp", f"harp/harp_default.jsonl:{i}", r["problem"], r["answer"], info, label,
                          math_snippets(r.get("solution_1", ""), 16), lang)
            if c:
                cases.append(c)
    # MATH-Perturb
    items = []
    for f, rows in mp.items():
        for i, r in enumerate(rows):
            info = parse_gold(r["answer"])
            if info:
                items.append((f, i, r, info))
    rng.shuffle(items)
    for j, (f, i, r, info) in enumerate(items[:95]):
        label = j % 2 == 1
        lang = pick_lang()
        c = make_case(rng, "math_perturb", f"math_perturb/{f}:{i}", r["problem"], r["answer"], info, label,
                      math_snippets(r["problem"], 8), lang)
        if c:
            cases.append(c)
    # Putnam
    keys = sorted(PUTNAM)
    for k in keys:
        r = put[k]
        t, w = PUTNAM[k][1], PUTNAM[k][2]
        info = {"kind": "putnam", "true": t, "wrong": w}
        if rng.random() < 0.22:
            continue
        for rep in range(1):
            label = len(cases) % 2 == 0
            lang = pick_lang()
            c = make_case(rng, "putnam", f"putnam/putnam_with_answers.jsonl:{k}", r["problem"], r["answer_text"], info,
                          label, math_snippets(r["problem"], 8), lang)
            if c:
                cases.append(c)
    for k in sorted(PUTNAM_WORDED):
        r = put[k]
        info = {"kind": "worded", "key": PUTNAM_WORDED[k][1]}
        for label in (True, False):
            lang = pick_lang(worded=True)
            c = make_case(rng, "putnam", f"putnam/putnam_with_answers.jsonl:{k}", r["problem"], r["answer_text"], info,
                          label, math_snippets(r["problem"], 3), lang)
            if c:
                cases.append(c)
    rng.shuffle(cases)
    out = []
    for n, c in enumerate(cases, 1):
        d = {"id": f"zj-{n:04d}"}
        d.update({k: v for k, v in c.items() if not k.startswith("_")})
        out.append(d)
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
        for d in out:
            f.write(json.dumps(d, ensure_ascii=False) + "\n")
    write_readme(out)
    return out, cases


def write_readme(out):
    cnt = lambda key: collections.Counter(str(d[key]) for d in out)
    fmt = collections.Counter(d["style"].split("/")[0] for d in out)
    nonen = sum(1 for d in out if d["language"] != "en")
    lines = ["# Set ZJ: blind labelled model responses for a math answer grader (multilingual emphasis)", "",
             "Regenerate (standard library only, deterministic, seed %d):" % SEED, "", "    python3 make_cases.py", "",
             "Reads `/work/shared/data` (override with env `ZJ_DATA`), writes `cases.jsonl` and this README.", "",
             f"Total cases: {len(out)}; non-English: {nonen} ({100 * nonen / max(1, len(out)):.1f}%)", ""]
    for title, c in (("label", cnt("label")), ("benchmark", cnt("benchmark")), ("language", cnt("language")),
                     ("format (style prefix)", fmt), ("style", cnt("style"))):
        lines += [f"## Counts by {title}", "", "| value | n |", "|---|---|"]
        for k, v in sorted(c.items(), key=lambda x: (-x[1], x[0])):
            lines.append(f"| {k} | {v} |")
        lines.append("")
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines))


if __name__ == "__main__":
    o, _ = main()
    print(len(o))
