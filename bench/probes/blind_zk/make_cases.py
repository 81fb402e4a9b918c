#!/usr/bin/env python3
"""Generate the blind ZK test set for a math answer grader.

Usage:  python3 make_cases.py
Reads /work/shared/data, writes cases.jsonl and README.md next to this file.
Standard library only, deterministic (fixed seed).
"""
import json
import os
import re
import random
from fractions import Fraction
from collections import Counter

SEED = 20261202
DATA = "/work/shared/data"
HERE = os.path.dirname(os.path.abspath(__file__))

rng = random.Random(SEED)


# ----------------------------------------------------------------------------
# data loading
# ----------------------------------------------------------------------------
def load_jsonl(rel):
    out = []
    with open(os.path.join(DATA, rel), encoding="utf-8") as f:
        for i, line in enumerate(f):
            line = line.strip()
            if line:
                out.append((i, json.loads(line)))
    return out


# ----------------------------------------------------------------------------
# gold parsing
# ----------------------------------------------------------------------------
def strip_dollars(s):
    s = str(s).strip()
    while s.startswith("$") and s.endswith("$") and len(s) >= 2:
        s = s[1:-1].strip()
    return s


def clean_gold(g):
    s = strip_dollars(g)
    s = s.replace("\\dfrac", "\\frac").replace("\\tfrac", "\\frac")
    s = s.replace("\\,", "").replace("\\!", "").replace("\\ ", " ").replace("\\;", "")
    s = s.replace("\\left", "").replace("\\right", "")
    s = re.sub(r"\\frac\s*(\d)\s*(\d)", r"\\frac{\1}{\2}", s)
    s = s.strip()
    s = s.replace("{-}", "-")
    while s.startswith("{") and s.endswith("}") and wrapped(s):
        s = s[1:-1].strip()
    return s


def wrapped(s):
    depth = 0
    for k, ch in enumerate(s):
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0 and k != len(s) - 1:
                return False
    return True


def parse_value(s):
    """Return (kind, Fraction) for plain numeric golds, else (kind, None)."""
    t = s.replace(" ", "")
    deg = False
    m = re.match(r"^(.*?)\^\{?\\circ\}?$", t)
    if m:
        t = m.group(1)
        deg = True
    if re.match(r"^-?\d{1,3}(,\d{3})+$", t):
        return ("int", Fraction(int(t.replace(",", ""))), deg)
    if re.match(r"^-?\d+$", t):
        return ("int", Fraction(int(t)), deg)
    if re.match(r"^-?\d*\.\d+$", t):
        return ("dec", Fraction(t), deg)
    m = re.match(r"^(-?)\\frac\{(-?\d+)\}\{(\d+)\}$", t)
    if m:
        v = Fraction(int(m.group(2)), int(m.group(3)))
        return ("frac", -v if m.group(1) else v, deg)
    m = re.match(r"^(-?\d+)/(\d+)$", t)
    if m:
        return ("frac", Fraction(int(m.group(1)), int(m.group(2))), deg)
    m = re.match(r"^(-?)(\d+)\\frac\{(\d+)\}\{(\d+)\}$", t)
    if m:
        v = int(m.group(2)) + Fraction(int(m.group(3)), int(m.group(4)))
        return ("mixed", -v if m.group(1) else v, deg)
    return ("expr", None, deg)


# ----------------------------------------------------------------------------
# number rendering
# ----------------------------------------------------------------------------
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
        r = n % 100
        return ONES[n // 100] + " hundred" + ("" if r == 0 else " " + en_words(r))
    if n < 1000000:
        r = n % 1000
        return en_words(n // 1000) + " thousand" + ("" if r == 0 else " " + en_words(r))
    return str(n)


ZH_DIG = "零一二三四五六七八九"


def zh_words(n):
    if n < 0:
        return "负" + zh_words(-n)
    if n < 10:
        return ZH_DIG[n]
    if n < 20:
        return "十" + ("" if n % 10 == 0 else ZH_DIG[n % 10])
    if n < 100:
        return ZH_DIG[n // 10] + "十" + ("" if n % 10 == 0 else ZH_DIG[n % 10])
    return str(n)


ES_ONES = ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez",
           "once", "doce", "trece", "catorce", "quince", "dieciséis", "diecisiete", "dieciocho",
           "diecinueve", "veinte"]
FR_ONES = ["zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix",
           "onze", "douze", "treize", "quatorze", "quinze", "seize", "dix-sept", "dix-huit",
           "dix-neuf", "vingt"]
DE_ONES = ["null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn",
           "elf", "zwölf", "dreizehn", "vierzehn", "fünfzehn", "sechzehn", "siebzehn", "achtzehn",
           "neunzehn", "zwanzig"]

ARABIC_INDIC = "٠١٢٣٤٥٦٧٨٩"
DEVANAGARI = "०१२३४५६७८९"
FULLWIDTH = "０１２３４５６７８９"


def to_digits(s, table):
    return "".join(table[int(c)] if c.isdigit() else c for c in s)


def thousands(n, sep=","):
    s = str(abs(n))
    parts = []
    while len(s) > 3:
        parts.insert(0, s[-3:])
        s = s[:-3]
    parts.insert(0, s)
    return ("-" if n < 0 else "") + sep.join(parts)


def is_terminating(fr):
    d = fr.denominator
    for p in (2, 5):
        while d % p == 0:
            d //= p
    return d == 1


def dec_str(fr):
    """Exact decimal string for a terminating fraction."""
    assert is_terminating(fr)
    neg = fr < 0
    fr = abs(fr)
    k = 0
    while (fr * 10 ** k).denominator != 1:
        k += 1
    n = int(fr * 10 ** k)
    s = str(n)
    if k:
        s = s.rjust(k + 1, "0")
        s = s[:-k] + "." + s[-k:]
    return ("-" if neg else "") + s


def frac_latex(fr, style="frac"):
    if fr.denominator == 1:
        return str(fr.numerator)
    neg = fr < 0
    a, b = abs(fr.numerator), fr.denominator
    sign = "-" if neg else ""
    if style == "frac":
        return sign + "\\frac{%d}{%d}" % (a, b)
    if style == "dfrac":
        return sign + "\\dfrac{%d}{%d}" % (a, b)
    if style == "slash":
        return sign + "%d/%d" % (a, b)
    if style == "tfrac":
        return sign + "\\tfrac{%d}{%d}" % (a, b)
    if style == "mixed":
        w, r = divmod(a, b)
        if w == 0:
            return sign + "\\frac{%d}{%d}" % (a, b)
        return sign + "%d\\tfrac{%d}{%d}" % (w, r, b)
    raise ValueError(style)


def num_renders(v, kind, deg, rng):
    """Equivalent renderings (latex-ish strings) of exact value v."""
    outs = []
    if v.denominator == 1:
        n = v.numerator
        outs += [str(n)]
        if abs(n) >= 1000:
            outs += [thousands(n), thousands(n, "\\,"), thousands(n, " ")]
        if 0 <= n <= 99 or (abs(n) < 1000 and n % 100 == 0):
            outs += ["WORD:" + en_words(n)]

    else:
        outs += [frac_latex(v, "frac"), frac_latex(v, "dfrac"), frac_latex(v, "slash")]
        if abs(v) > 1:
            outs += [frac_latex(v, "mixed")]
        if is_terminating(v):
            outs += [dec_str(v), dec_str(v)]
        outs += [frac_latex(v, "frac")]
    if deg:
        outs = [o + "^\\circ" if not o.startswith("WORD:") else o + " degrees" for o in outs
                if not o.endswith(".0")] + [
            (frac_latex(v, "slash") if v.denominator != 1 else str(v.numerator)) + "°"]
    return outs


def render_num_text(r):
    """Turn a render token into response text (inline)."""
    if r.startswith("WORD:"):
        return r[5:]
    return r


# ----------------------------------------------------------------------------
# expression rewriting (equivalent forms)
# ----------------------------------------------------------------------------
def frac_to_slash(s):
    # \frac{A}{B} with no nested braces -> (A)/(B) (parentheses only when needed)
    def rep(m):
        a, b = m.group(1), m.group(2)
        a2 = a if re.match(r"^[\w\\]+$", a) and "+" not in a and "-" not in a else "(" + a + ")"
        b2 = b if re.match(r"^[\w]+$", b) else "(" + b + ")"
        return a2 + "/" + b2
    if re.search(r"[\^_]\s*\\d?frac", s):
        return s
    return re.sub(r"(?<![\w}])\\d?frac\{([^{}]+)\}\{([^{}]+)\}(?=$|\s*[+\-)=,])", rep, s)


def sqrt_unicode(s):
    s = re.sub(r"\\sqrt\{(\d+|[a-z])\}", r"√\1", s)
    s = re.sub(r"\\sqrt\s+(\d)", r"√\1", s)
    s = s.replace("\\pi", "π").replace("\\cdot", "·").replace("\\infty", "∞")
    s = s.replace("\\le ", "≤ ").replace("\\leq", "≤").replace("\\ge ", "≥ ").replace("\\geq", "≥")
    return s


def expr_renders(s, rng):
    outs = [s]
    if "\\frac" in s:
        outs.append(s.replace("\\frac", "\\dfrac"))
        sl = frac_to_slash(s)
        if sl != s and "\\frac" not in sl:
            outs.append(sl)
    u = sqrt_unicode(s)
    if u != s and "\\" not in u and "{" not in u:
        outs.append(u)
    if "+" in s and " + " not in s:
        outs.append(s.replace("+", " + "))
    return outs


# ----------------------------------------------------------------------------
# wrong values
# ----------------------------------------------------------------------------
def wrong_numeric(v, kind, deg, rng, question=""):
    """Return (wrong_value_string, how)."""
    cands = []
    if v.denominator == 1:
        n = v.numerator
        cands += [(n + 1, "off_by_one"), (n - 1, "off_by_one"), (n + 1, "off_by_one")]
        if n != 0:
            cands += [(-n, "sign")]
        cands += [(2 * n if n != 0 else 2, "double")]
        if n % 2 == 0 and n != 0:
            cands += [(n // 2, "half")]
        if 1 < abs(n) < 100 and rng.random() < 0.5:
            cands += [(Fraction(1, n), "reciprocal")]
        if abs(n) >= 100:
            s = str(abs(n))
            sw = s[:-2] + s[-1] + s[-2]
            if sw != s:
                cands += [(int(sw) * (1 if n > 0 else -1), "digit_swap")]
        # intermediate-looking number from the question
        nums = [int(x) for x in re.findall(r"(?<![\d.])\d{1,4}(?![\d.])", question)]
        nums = [x for x in nums if x != n and x != 0]
        if nums:
            cands += [(rng.choice(nums), "question_number")]
    else:
        a, b = v.numerator, v.denominator
        cands += [(Fraction(b, a) if a != 0 else v + 1, "reciprocal"), (-v, "sign"),
                  (Fraction(a + 1, b), "numerator_off_by_one"), (Fraction(a, b + 1), "denominator_off_by_one"),
                  (1 - v if v != Fraction(1, 2) else v * 2, "complement"),
                  (v * 2, "double")]
        if not is_terminating(v):
            # a wrongly rounded/truncated decimal: always differs from v
            x = float(v)
            cands += [("%.2f" % (x + 0.01), "rounded_wrong"), ("%.3f" % (x - 0.002), "decimal_close_not_equal")]
    w, how = rng.choice(cands)
    if isinstance(w, str):
        # decimal approximations of a non terminating fraction: never equal
        out = w
    else:
        w = Fraction(w)
        if w == v:
            w = v + 1
            how = "off_by_one"
        if w.denominator == 1:
            out = str(w.numerator)
        else:
            out = frac_latex(w, rng.choice(["frac", "dfrac", "slash"]))
    if deg:
        out += "^\\circ"
    return out, how


def wrong_expr(s, rng):
    """Perturb an expression so it is certainly a different value."""
    nums = list(re.finditer(r"\d+", s))
    choices = []
    if nums:
        choices.append("digit")
    if not s.startswith("-") and "," not in s:
        choices.append("neg")
    if "\\sqrt{" in s:
        choices.append("sqrt")
    if re.match(r"^[\[(][^\[\]()]*,[^\[\]()]*[\])]$", s) and (s.startswith("[") or s.endswith("]")):
        choices.append("bracket")
    how = rng.choice(choices) if choices else "neg"
    if how == "digit":
        m = rng.choice(nums)
        n = int(m.group(0))
        n2 = n + 1 if (n < 3 or rng.random() < 0.6) else n - 1
        return s[:m.start()] + str(n2) + s[m.end():], "perturbed_constant"
    if how == "sqrt":
        m = re.search(r"\\sqrt\{(\d+)\}", s)
        if m:
            n = int(m.group(1))
            return s[:m.start()] + "\\sqrt{%d}" % (n + 1) + s[m.end():], "different_radical"
        return "-(" + s + ")", "sign"
    if how == "bracket":
        if s.startswith("["):
            return "(" + s[1:], "open_vs_closed"
        return s[:-1] + ")", "open_vs_closed"
    if s.startswith("-") and not re.search(r"[+\-]", s[1:]):
        return s[1:].strip(), "sign"
    return "-(" + s + ")" if re.search(r"[+\-]", s[1:]) else "-" + s, "sign"


# ----------------------------------------------------------------------------
# Putnam answer extraction
# ----------------------------------------------------------------------------
PUTNAM_SKIP = {2, 88, 94, 229, 316, 334, 32, 278, 107, 198, 24, 21, 175, 8, 63}
WORDED = {"yes": "no", "no": "yes", "true": "false", "false": "true"}


def putnam_target(i, text):
    """Return (lhs, expr, kind) or None.  kind in {'num','expr','word'}."""
    if i in PUTNAM_SKIP:
        return None
    a = text.strip()
    segs = re.findall(r"\$\$?([^$]+)\$\$?", a)
    m = re.search(r"(?:is|equals|are|be|Show that|is equal to)\s+\$\$?([^$]+)\$\$?\s*\.?\s*$", a)
    m2 = re.search(r"(?:is|equals)\s+(-?\d+(?:/\d+)?)\.?\s*$", a)
    m3 = re.search(r"(?:answer is|statement is|assertion is|solution is that the statement is|this is)\s+(yes|no|true|false)\.\s*$", a)
    if m3:
        return ("", m3.group(1), "word")
    if m2:
        x = m2.group(1)
    elif m and len(segs) == 1 and len(m.group(1)) < 70:
        x = m.group(1).strip().rstrip(".").strip()
    else:
        return None
    lhs = ""
    if "=" in x and x.count("=") == 1 and "\\le" not in x:
        l, r = x.split("=")
        lhs, x = l.strip(), r.strip()
    kind, v, deg = parse_value(clean_gold(x))
    if v is not None:
        return (lhs, x, "num")
    return (lhs, x, "expr")


# ----------------------------------------------------------------------------
# prose pools
# ----------------------------------------------------------------------------
def latex_segments(q):
    q = q.replace("\\$", " ")
    segs = re.findall(r"\$([^$]{1,60})\$", q)
    out = []
    for s in segs:
        s = s.strip().rstrip(",.;:").strip()
        if not s or s.endswith("\\") or s.count("{") != s.count("}"):
            continue
        if s not in out:
            out.append(s)
    return out


EN_FILL = [
    "Let me re-read the problem statement carefully so that I don't miss a condition.",
    "Before computing anything, it helps to look at the extreme cases, since they usually constrain the answer.",
    "Hmm, I should be careful with the arithmetic here. Let me redo that step slowly.",
    "Okay, that is consistent with what I had a moment ago, so the set-up seems right.",
    "Another way to see this is to think about the structure of the problem instead of grinding through algebra.",
    "I want to make sure I am answering exactly what is asked, not a related quantity.",
    "Let me sanity-check the units and the order of magnitude before going further.",
    "Wait, is there a hidden assumption here? I don't think so: the statement is fairly explicit.",
    "Let me organize what I know so far.",
    "This is the kind of problem where a clean substitution does most of the work.",
    "Alternatively I could brute-force small cases, but the direct argument looks shorter.",
    "Hmm, let me double check the sign conventions.",
    "Right. So far so good.",
    "I'll keep track of each quantity separately to avoid mixing them up.",
    "Actually, let me slow down and write each step explicitly.",
    "The constraint is symmetric, which suggests the extremal configuration might be symmetric too, but I should verify rather than assume.",
    "Let me check that no case has been double counted.",
    "Fine, the computation above is mechanical; the only subtle point is the boundary case.",
    "I think the approach is sound. Let me push it through.",
    "Let me consider whether a more general statement is easier to prove, then specialize.",
    "Hmm, that step felt too quick. Let me justify it properly.",
    "I could also set up coordinates, but that seems messier than necessary.",
    "So the problem reduces to a cleaner computation.",
    "Let me make sure the case split is exhaustive.",
    "Wait, I need to double-check whether the endpoints are included.",
    "Now I just need to be careful to combine the pieces correctly.",
    "Let me recount to be safe.",
    "Is there an invariant here? Possibly, but the direct route works.",
    "Good, no contradictions so far.",
    "Let me write this more carefully, since sign errors are easy here.",
    "Okay, I'm fairly confident in the setup now.",
    "Let me reconsider the problem from the start to make sure my interpretation is right.",
    "That matches the intuition I had at the beginning.",
]

EN_SEG = [
    "We are given ${s}$, so let me see how everything else depends on it.",
    "The expression ${s}$ is the key object here.",
    "Let me rewrite ${s}$ in a more convenient form.",
    "Note that ${s}$ appears in the statement; keep that in mind.",
    "So the data are ${s}$ and ${t}$. Let me relate them.",
    "Plugging in ${s}$ should simplify things.",
]

LANG = {
    "en": dict(
        open=["Okay, let me try to figure this out.", "Alright, so the problem is asking:",
              "Let me start by understanding the problem.", "Okay, so I need to solve this:",
              "Let's see.", "First, let me parse the question."],
        fill=EN_FILL, seg=EN_SEG,
        ans=["The answer is {a}.", "So the answer is {a}.", "Therefore, the final answer is {a}.",
             "Hence the required value is {a}.", "Thus we get {a}."],
        final_hdr=["**Final Answer**", "### Final answer", "**Answer:**", "## Answer", "Final answer:"],
        retract=["Wait, that can't be right. Let me recheck the last step... I made an arithmetic slip earlier: redoing it carefully gives {w} instead.",
                 "Hmm, hold on. Actually I think I mis-applied a condition. Correcting it, the value becomes {w}, not {g}.",
                 "Hmm, wait. I double-counted one case, so {g} is too much. Fixing that, the result is {w}."],
        correct=["Hmm, wait, that doesn't satisfy the original condition. Let me redo it. I dropped a term; with it included the value is {g}, not {w}.",
                 "Let me double check {w} by substituting back... it fails. Going through it again gives {g}, which does check out.",
                 "Hmm, {w} seems off. Recomputing more carefully gives {g}, and this time the check passes."],
        reject=["My first instinct was {g}, but substituting it back into the condition doesn't work, so I discard it.",
                "One might guess {g} by a quick estimate, but that ignores one of the constraints.",
                "At first glance {g} looks plausible, but it over-counts, so it's not the answer."],
        hedge=["It's either {a} or {b}; I can't fully decide between them.", "The answer should be {a} or {b}, depending on how the boundary case is interpreted."],
        bridge=["Combining these pieces, the value works out to {w}.", "Putting the steps together gives {w}."],
        verify=["Let me verify: substituting back into the original condition, everything is consistent. ✓",
                "Quick check: the value satisfies all the constraints given in the problem.",
                "Sanity check passed: the result is in the expected range."],
        chatter=["Let me know if you'd like a more detailed explanation of any step!", "Hope this helps!",
                 "If you want, I can also show an alternative approach.", ""],
        summary_hdr=["**Solution summary**", "## Solution", "Here's the solution:", "### Step-by-step"],
        step="Step {n}",
    ),
    "zh": dict(
        open=["好的，我来分析一下这道题。", "嗯，先读一下题目。", "我们先理解题意。"],
        fill=["让我再仔细读一遍题目，确保没有遗漏条件。", "先看一下极端情况，这通常能限制答案的范围。",
              "这里的计算需要小心，我再慢慢算一遍。", "好，这和之前的结果一致，说明思路是对的。",
              "换个角度想，可以从结构上分析，而不是硬算。", "我要确认回答的正是题目所问的量。",
              "等一下，这里有没有隐含的假设？应该没有，题目说得很清楚。", "把目前已知的整理一下。",
              "这种题目通常一个合适的代换就能解决大部分问题。", "检查一下有没有重复计数的情况。",
              "思路没有问题，继续往下算。", "再检查一下符号。"],
        seg=["已知 ${s}$，看看其他量如何依赖于它。", "关键在于 ${s}$ 这个式子。", "把 ${s}$ 改写成更方便的形式。",
             "代入 ${s}$ 应该能化简。"],
        ans=["所以答案是 {a}。", "因此，最终答案为 {a}。", "故所求的值为 {a}。"],
        final_hdr=["**最终答案**", "### 答案", "**答案：**"],
        retract=["等等，这不对。我重新检查最后一步……之前有一个计算错误，重新算得到 {w}。"],
        correct=["嗯，{w} 代回去不满足条件。重新计算，漏掉了一项，加上之后得到 {g}，验证通过。"],
        reject=["一开始我猜是 {g}，但代回原条件不成立，所以舍去。"],
        hedge=["答案可能是 {a}，也可能是 {b}，我无法确定。"],
        bridge=["综合以上各步，得到 {w}。"],
        verify=["验证：代回原题，所有条件都满足。✓"],
        chatter=["如有疑问欢迎继续提问！", ""],
        summary_hdr=["**解答**", "## 解题过程"],
        step="第{n}步",
    ),
    "es": dict(
        open=["Bien, vamos a resolver este problema.", "Primero, entendamos el enunciado."],
        fill=["Voy a releer el enunciado con cuidado para no olvidar ninguna condición.",
              "Conviene mirar primero los casos extremos, que suelen acotar la respuesta.",
              "Hay que tener cuidado con la aritmética; repito el paso despacio.",
              "Esto concuerda con lo anterior, así que el planteamiento parece correcto.",
              "Otra forma de verlo es analizar la estructura del problema.",
              "Quiero asegurarme de responder exactamente lo que se pregunta.",
              "Organizo lo que sé hasta ahora.", "Compruebo que ningún caso se cuente dos veces.",
              "El razonamiento parece sólido; sigamos."],
        seg=["Tenemos ${s}$; veamos cómo depende lo demás de esto.", "La expresión ${s}$ es la clave.",
             "Sustituyendo ${s}$ todo se simplifica."],
        ans=["Por lo tanto, la respuesta es {a}.", "Así, el valor buscado es {a}."],
        final_hdr=["**Respuesta final:**", "### Respuesta"],
        retract=["Espera, eso no puede ser. Revisando el último paso, cometí un error aritmético: el valor correcto es {w}."],
        correct=["Mmm, {w} no cumple la condición original. Rehaciendo el cálculo obtengo {g}, que sí la cumple."],
        reject=["Al principio pensé en {g}, pero al sustituir no se cumple la condición, así que lo descarto."],
        hedge=["La respuesta es {a} o {b}; no estoy seguro de cuál."],
        bridge=["Combinando todo, se obtiene {w}."],
        verify=["Verificación: al sustituir, se cumplen todas las condiciones. ✓"],
        chatter=["¡Espero que te sirva!", ""],
        summary_hdr=["**Solución**", "## Resolución"],
        step="Paso {n}",
    ),
    "fr": dict(
        open=["Bon, essayons de résoudre ce problème.", "Commençons par bien comprendre l'énoncé."],
        fill=["Je relis l'énoncé attentivement pour ne manquer aucune condition.",
              "Regardons d'abord les cas extrêmes, ils encadrent souvent la réponse.",
              "Attention aux calculs : je refais cette étape lentement.",
              "C'est cohérent avec ce qui précède, la mise en place semble correcte.",
              "On peut aussi raisonner sur la structure du problème plutôt que de tout calculer.",
              "Je veux être sûr de répondre exactement à la question posée.",
              "Faisons le point sur ce que l'on sait.", "Vérifions qu'aucun cas n'est compté deux fois."],
        seg=["On a ${s}$ ; voyons comment le reste en dépend.", "L'expression ${s}$ est l'objet clé.",
             "En substituant ${s}$, tout se simplifie."],
        ans=["Donc la réponse est {a}.", "Ainsi, la valeur cherchée est {a}."],
        final_hdr=["**Réponse finale :**", "### Réponse"],
        retract=["Attendez, ce n'est pas possible. En revérifiant la dernière étape, j'ai fait une erreur de calcul : on obtient en fait {w}."],
        correct=["Hmm, {w} ne vérifie pas la condition initiale. En refaisant le calcul on trouve {g}, qui la vérifie."],
        reject=["J'ai d'abord pensé à {g}, mais en remplaçant, la condition n'est pas satisfaite ; je l'écarte."],
        hedge=["La réponse est {a} ou {b}, je ne peux pas trancher."],
        bridge=["En combinant tout cela, on obtient {w}."],
        verify=["Vérification : en remplaçant, toutes les conditions sont satisfaites. ✓"],
        chatter=["N'hésitez pas si vous avez des questions !", ""],
        summary_hdr=["**Solution**", "## Résolution"],
        step="Étape {n}",
    ),
    "de": dict(
        open=["Gut, lösen wir diese Aufgabe.", "Zuerst verstehen wir die Aufgabenstellung."],
        fill=["Ich lese die Aufgabe noch einmal genau, damit ich keine Bedingung übersehe.",
              "Zuerst schaue ich mir die Extremfälle an, die grenzen die Antwort meist ein.",
              "Vorsicht bei der Rechnung – ich mache diesen Schritt noch einmal langsam.",
              "Das passt zu dem, was ich vorher hatte; der Ansatz scheint zu stimmen.",
              "Man kann auch über die Struktur des Problems argumentieren.",
              "Ich will sicher sein, dass ich genau die gefragte Größe berechne.",
              "Ich fasse zusammen, was bisher bekannt ist."],
        seg=["Gegeben ist ${s}$; mal sehen, wie der Rest davon abhängt.", "Der Ausdruck ${s}$ ist hier entscheidend.",
             "Setzt man ${s}$ ein, vereinfacht sich alles."],
        ans=["Also ist die Antwort {a}.", "Damit ergibt sich {a}."],
        final_hdr=["**Endergebnis:**", "### Antwort"],
        retract=["Moment, das kann nicht stimmen. Beim letzten Schritt habe ich mich verrechnet: richtig ist {w}."],
        correct=["Hmm, {w} erfüllt die ursprüngliche Bedingung nicht. Neu gerechnet ergibt sich {g}, und die Probe passt."],
        reject=["Zuerst dachte ich an {g}, aber die Probe geht nicht auf, also verwerfe ich das."],
        hedge=["Die Antwort ist {a} oder {b}; ich kann mich nicht festlegen."],
        bridge=["Alles zusammengesetzt erhält man {w}."],
        verify=["Probe: Einsetzen bestätigt alle Bedingungen. ✓"],
        chatter=["Bei Fragen gerne melden!", ""],
        summary_hdr=["**Lösung**", "## Lösungsweg"],
        step="Schritt {n}",
    ),
    "ja": dict(
        open=["では、この問題を解いてみます。", "まず問題文を整理します。"],
        fill=["条件を見落とさないよう、問題文をもう一度読みます。", "まず極端な場合を確認します。答えの範囲が絞れるはずです。",
              "計算ミスに注意して、この部分をゆっくりやり直します。", "先ほどの結果と一致するので、方針は正しそうです。",
              "別の見方として、問題の構造から考えることもできます。", "問われている量を正確に答えているか確認します。",
              "ここまでの内容をまとめます。"],
        seg=["${s}$ が与えられているので、他の量との関係を調べます。", "鍵となるのは ${s}$ です。",
             "${s}$ を代入すると簡単になります。"],
        ans=["よって、答えは {a} です。", "したがって、求める値は {a} です。"],
        final_hdr=["**最終的な答え**", "### 答え"],
        retract=["待ってください、これはおかしいです。最後のステップを見直すと計算ミスがありました。正しくは {w} です。"],
        correct=["うーん、{w} は元の条件を満たしません。計算し直すと {g} となり、検算も合います。"],
        reject=["最初は {g} だと思いましたが、代入すると条件を満たさないので除外します。"],
        hedge=["答えは {a} か {b} のどちらかですが、確定できません。"],
        bridge=["以上をまとめると {w} となります。"],
        verify=["検算：元の式に代入すると、すべての条件を満たします。✓"],
        chatter=["ご不明な点があればお気軽にどうぞ。", ""],
        summary_hdr=["**解答**", "## 解き方"],
        step="ステップ{n}",
    ),
    "ru": dict(
        open=["Хорошо, давайте решим эту задачу.", "Сначала разберёмся в условии."],
        fill=["Перечитаю условие внимательно, чтобы не упустить ни одного ограничения.",
              "Сначала посмотрим на крайние случаи — они обычно ограничивают ответ.",
              "Здесь нужно аккуратно считать; повторю этот шаг медленно.",
              "Это согласуется с предыдущим, значит постановка верная.",
              "Можно рассуждать и через структуру задачи, а не считать в лоб.",
              "Хочу убедиться, что отвечаю именно на поставленный вопрос.",
              "Подведу промежуточный итог."],
        seg=["Дано ${s}$; посмотрим, как от этого зависит остальное.", "Ключевое выражение здесь — ${s}$.",
             "Подставляя ${s}$, всё упрощается."],
        ans=["Следовательно, ответ: {a}.", "Итак, искомое значение равно {a}."],
        final_hdr=["**Ответ:**", "### Ответ"],
        retract=["Подождите, так не может быть. Перепроверяю последний шаг — там арифметическая ошибка, на самом деле получается {w}."],
        correct=["Хм, {w} не удовлетворяет исходному условию. Пересчитав, получаю {g}, и проверка сходится."],
        reject=["Сначала я предположил {g}, но при подстановке условие не выполняется, поэтому отбрасываю."],
        hedge=["Ответ — {a} или {b}; точно сказать не могу."],
        bridge=["Объединяя всё, получаем {w}."],
        verify=["Проверка: при подстановке все условия выполнены. ✓"],
        chatter=["Если остались вопросы — спрашивайте!", ""],
        summary_hdr=["**Решение**", "## Решение"],
        step="Шаг {n}",
    ),
    "pt": dict(
        open=["Certo, vamos resolver este problema.", "Primeiro, vamos entender o enunciado."],
        fill=["Vou reler o enunciado com cuidado para não esquecer nenhuma condição.",
              "Vale olhar os casos extremos primeiro; eles costumam limitar a resposta.",
              "Cuidado com as contas; refaço este passo devagar.",
              "Isso bate com o que eu tinha antes, então a montagem parece certa.",
              "Quero ter certeza de responder exatamente o que foi perguntado.",
              "Organizo o que sei até agora."],
        seg=["Temos ${s}$; vejamos como o resto depende disso.", "A expressão ${s}$ é a chave aqui."],
        ans=["Portanto, a resposta é {a}.", "Assim, o valor procurado é {a}."],
        final_hdr=["**Resposta final:**", "### Resposta"],
        retract=["Espera, isso não pode estar certo. Revendo o último passo, errei uma conta: o valor correto é {w}."],
        correct=["Hmm, {w} não satisfaz a condição original. Refazendo, obtenho {g}, que confere."],
        reject=["Primeiro pensei em {g}, mas substituindo a condição falha, então descarto."],
        hedge=["A resposta é {a} ou {b}; não consigo decidir."],
        bridge=["Juntando tudo, obtemos {w}."],
        verify=["Verificação: substituindo, todas as condições são satisfeitas. ✓"],
        chatter=["Espero ter ajudado!", ""],
        summary_hdr=["**Solução**", "## Resolução"],
        step="Passo {n}",
    ),
}

LANG["ko"] = dict(
    open=["좋아요, 이 문제를 풀어 보겠습니다.", "먼저 문제를 정리해 봅시다."],
    fill=["조건을 놓치지 않도록 문제를 다시 읽어 보겠습니다.", "먼저 극단적인 경우를 살펴보면 답의 범위를 좁힐 수 있습니다.",
          "계산 실수가 없도록 이 단계를 천천히 다시 해 보겠습니다.", "앞의 결과와 일치하므로 접근 방법이 맞는 것 같습니다.",
          "다른 관점에서 문제의 구조를 생각해 볼 수도 있습니다.", "묻는 값을 정확히 구하고 있는지 확인합니다.",
          "지금까지 알아낸 것을 정리해 보겠습니다.", "중복으로 센 경우가 없는지 확인합니다."],
    seg=["${s}$ 가 주어졌으므로 다른 값들과의 관계를 살펴봅니다.", "핵심은 ${s}$ 입니다.", "${s}$ 를 대입하면 식이 간단해집니다."],
    ans=["따라서 답은 {a} 입니다.", "그러므로 구하는 값은 {a} 입니다."],
    final_hdr=["**최종 답:**", "### 정답"],
    retract=["잠깐, 이건 맞지 않습니다. 마지막 단계를 다시 확인해 보니 계산 실수가 있었습니다. 올바른 값은 {w} 입니다."],
    correct=["음, {w} 는 원래 조건을 만족하지 않습니다. 다시 계산하면 {g} 가 되고, 검산도 맞습니다."],
    reject=["처음에는 {g} 라고 생각했지만, 대입해 보니 조건을 만족하지 않아 제외합니다."],
    hedge=["답은 {a} 또는 {b} 인데, 어느 쪽인지 확실하지 않습니다."],
    bridge=["이상을 종합하면 {w} 가 됩니다."],
    verify=["검산: 원래 식에 대입하면 모든 조건을 만족합니다. ✓"],
    chatter=["궁금한 점이 있으면 언제든지 물어보세요!", ""],
    summary_hdr=["**풀이**", "## 풀이 과정"],
    step="{n}단계",
)
LANG["ar"] = dict(
    open=["حسنًا، لنحلّ هذه المسألة.", "أولًا، لنفهم نص المسألة."],
    fill=["سأعيد قراءة المسألة بعناية حتى لا أغفل أي شرط.", "من المفيد النظر أولًا في الحالات القصوى لأنها تحدّ من الإجابة.",
          "يجب الحذر في الحساب؛ سأعيد هذه الخطوة ببطء.", "هذا يتوافق مع ما وجدته سابقًا، إذن الإعداد صحيح.",
          "أريد التأكد من أنني أجيب عن المطلوب بالضبط.", "لنلخّص ما نعرفه حتى الآن.", "لنتحقق من عدم عدّ أي حالة مرتين."],
    seg=["لدينا ${s}$، فلنرَ كيف يعتمد الباقي عليه.", "العبارة ${s}$ هي المفتاح هنا.", "بالتعويض عن ${s}$ تتبسط العبارة."],
    ans=["إذن الإجابة هي {a}.", "وبالتالي فإن القيمة المطلوبة هي {a}."],
    final_hdr=["**الإجابة النهائية:**", "### الإجابة"],
    retract=["لحظة، هذا غير صحيح. بمراجعة الخطوة الأخيرة وجدت خطأً حسابيًا، والقيمة الصحيحة هي {w}."],
    correct=["همم، القيمة {w} لا تحقق الشرط الأصلي. بإعادة الحساب نحصل على {g}، وهي تحقق الشرط."],
    reject=["في البداية ظننت أن الإجابة {g}، لكن بالتعويض لا يتحقق الشرط، لذا أستبعدها."],
    hedge=["الإجابة إما {a} أو {b}، ولا أستطيع الجزم."],
    bridge=["بجمع كل ما سبق نحصل على {w}."],
    verify=["التحقق: بالتعويض في المسألة الأصلية تتحقق جميع الشروط. ✓"],
    chatter=["أتمنى أن يكون الشرح واضحًا!", ""],
    summary_hdr=["**الحل**", "## خطوات الحل"],
    step="الخطوة {n}",
)


MORE_FILL = {
    "en": [
        "Let me denote the quantity we are looking for by a single letter, so the bookkeeping stays clean.",
        "First, what exactly does the problem give us, and what does it want?",
        "There are really two parts here: setting up the right equation, and then solving it without slipping.",
        "I'll test the idea on a tiny example first to make sure the method is right before trusting it.",
        "Hmm, my first idea would be to expand everything, but that will get ugly fast.",
        "Let me look for a symmetry or a substitution that collapses the expression.",
        "If I reorganize the terms, most of them should cancel in pairs.",
        "Let me make a table of the first few values to look for a pattern.",
        "The pattern seems to hold for the small cases, but I should argue why it holds in general.",
        "Is the answer supposed to be an integer? The way the question is phrased suggests an exact value.",
        "Wait, I should double check that I read the constraint correctly: strict or non-strict inequality?",
        "Let me redo this part with cleaner notation.",
        "Careful: I must not confuse the quantity asked for with the auxiliary variable I introduced.",
        "Before finalizing, let me reread the question one more time.",
        "I'm going to trust the algebra here, but I'll verify numerically at the end.",
        "The degenerate cases need to be excluded; let me check none of them sneak in.",
        "Now, the main computation.",
        "This part is routine.",
        "Let me step back and summarize where I am.",
        "This seems right, but let me look for a second argument to be sure.",
        "Let me also make sure I didn't mix up the order of operations.",
        "I'll go through the remaining cases one at a time.",
        "OK so now I have everything I need to finish.",
        "Hmm, interesting. That simplifies nicely.",
        "Actually, wait. Let me reconsider whether I've used every given condition.",
        "Each condition has been used exactly once, which is reassuring.",
    ],
    "zh": ["我先用一个字母表示所求的量，这样记号会清楚一些。", "题目给了什么条件？要求的是什么？", "这里其实分两步：先列出正确的方程，再细心求解。",
           "先用一个很小的例子验证一下方法是否正确。", "直接展开会很复杂，找找有没有对称性或者合适的代换。", "把各项重新整理一下，很多项应该可以两两抵消。",
           "列出前几项的值，看看有没有规律。", "小的情况规律成立，但还需要说明一般情况为什么成立。", "注意不要把所求的量和引入的辅助变量弄混。",
           "最后再读一遍题目，确认没有理解错。", "退化的情况需要排除，检查一下。", "现在进行主要的计算。", "这部分是常规计算。",
           "先总结一下目前的进展。", "再找一个独立的方法验证一下。", "每个条件都恰好用到了一次，这让人比较放心。"],
    "ja": ["求める量を一文字で表して、記号を整理します。", "問題が与えている条件と、求めているものを確認します。", "まず小さな例で方針が正しいか確かめます。",
           "そのまま展開すると複雑になるので、対称性や置換を探します。", "項を並べ替えると、多くの項が打ち消し合うはずです。", "最初のいくつかの値を表にして規則性を探します。",
           "補助変数と求める量を混同しないよう注意します。", "最後にもう一度問題文を読み直します。", "退化した場合を除外する必要があります。",
           "ここからが主要な計算です。", "この部分は定型的な計算です。", "別の方法でも確認してみます。", "すべての条件をちょうど一回ずつ使ったので安心です。"],
    "es": ["Llamo con una sola letra a la cantidad buscada para que la notación quede limpia.", "¿Qué datos da el problema y qué pide exactamente?",
           "Pruebo primero el método con un ejemplo pequeño.", "Expandir todo sería engorroso; busco una simetría o una sustitución.",
           "Si reordeno los términos, muchos se cancelan por pares.", "Hago una tabla con los primeros valores para buscar un patrón.",
           "Cuidado con no confundir la cantidad pedida con la variable auxiliar.", "Antes de terminar, releo la pregunta.",
           "Ahora, el cálculo principal.", "Esta parte es rutinaria.", "Busco un segundo argumento para confirmar.", "Cada condición se ha usado exactamente una vez."],
    "fr": ["Je note la quantité cherchée par une seule lettre pour garder des notations claires.", "Que donne l'énoncé et que demande-t-il exactement ?",
           "Je teste d'abord la méthode sur un petit exemple.", "Tout développer serait lourd ; je cherche une symétrie ou un changement de variable.",
           "En regroupant les termes, beaucoup se simplifient deux à deux.", "Attention à ne pas confondre la quantité demandée et la variable auxiliaire.",
           "Passons au calcul principal.", "Cette partie est routinière.", "Je cherche un second argument pour confirmer."],
    "de": ["Ich bezeichne die gesuchte Größe mit einem Buchstaben, damit die Notation übersichtlich bleibt.", "Was ist gegeben, und was genau ist gesucht?",
           "Ich teste die Methode zuerst an einem kleinen Beispiel.", "Alles auszumultiplizieren wäre mühsam; ich suche eine Symmetrie oder Substitution.",
           "Ordnet man die Terme um, heben sich viele paarweise auf.", "Vorsicht: gesuchte Größe und Hilfsvariable nicht verwechseln.",
           "Jetzt die Hauptrechnung.", "Dieser Teil ist Routine.", "Ich suche noch ein zweites Argument zur Bestätigung."],
    "ru": ["Обозначу искомую величину одной буквой, чтобы не запутаться.", "Что дано и что именно требуется найти?",
           "Сначала проверю метод на маленьком примере.", "Раскрывать всё в лоб громоздко; поищу симметрию или замену.",
           "Если перегруппировать слагаемые, многие сократятся попарно.", "Осторожно: не путать искомую величину со вспомогательной переменной.",
           "Теперь основное вычисление.", "Эта часть рутинная.", "Поищу второе рассуждение для проверки."],
    "pt": ["Chamo a quantidade procurada de uma letra só, para a notação ficar limpa.", "O que o problema dá e o que pede exatamente?",
           "Testo primeiro o método num exemplo pequeno.", "Expandir tudo seria trabalhoso; procuro uma simetria ou substituição.",
           "Reorganizando os termos, muitos se cancelam aos pares.", "Cuidado para não confundir a quantidade pedida com a variável auxiliar.",
           "Agora, o cálculo principal.", "Esta parte é rotineira.", "Procuro um segundo argumento para confirmar."],
    "ko": ["구하는 값을 한 문자로 두고 정리하겠습니다.", "주어진 것과 구하는 것이 무엇인지 확인합니다.", "먼저 작은 예로 방법이 맞는지 확인합니다.",
           "모두 전개하면 복잡하므로 대칭성이나 치환을 찾아봅니다.", "항을 재배열하면 많은 항이 쌍으로 소거됩니다.", "이제 주요 계산입니다.", "다른 방법으로도 확인해 보겠습니다."],
    "ar": ["سأرمز للكمية المطلوبة بحرف واحد لتبقى الرموز واضحة.", "ما المعطيات وما المطلوب بالضبط؟", "سأجرب الطريقة أولًا على مثال صغير.",
           "فكّ كل الأقواس سيكون معقدًا؛ سأبحث عن تماثل أو تعويض مناسب.", "بإعادة ترتيب الحدود يُختصر كثير منها.", "الآن الحساب الرئيسي.", "سأتحقق بطريقة ثانية."],
}
for _k, _v in MORE_FILL.items():
    LANG[_k]["fill"] = LANG[_k]["fill"] + _v


# ----------------------------------------------------------------------------
# working / trace construction
# ----------------------------------------------------------------------------
def unbox(s):
    """Replace \\boxed{X} / \\fbox{X} by X (balanced braces)."""
    out = []
    i = 0
    while i < len(s):
        m = re.match(r"\\(boxed|fbox)\s*\{", s[i:])
        if m:
            j = i + m.end()
            depth = 1
            k = j
            while k < len(s) and depth:
                if s[k] == "{":
                    depth += 1
                elif s[k] == "}":
                    depth -= 1
                k += 1
            out.append(s[j:k - 1])
            i = k
        else:
            out.append(s[i])
            i += 1
    return "".join(out)


def split_paras(text):
    paras = []
    for p in re.split(r"\n\s*\n", text):
        p = p.strip()
        if not p:
            continue
        if len(p) > 900:
            # split at sentence ends outside math, roughly
            sents = re.split(r"(?<=[.!?])\s+(?=[A-Z])", p)
            cur = ""
            for s in sents:
                if len(cur) + len(s) > 600 and cur:
                    paras.append(cur.strip())
                    cur = ""
                cur += s + " "
            if cur.strip():
                paras.append(cur.strip())
        else:
            paras.append(p)
    return paras


def boxed_contents(s):
    out = []
    for m in re.finditer(r"\\boxed\s*\{", s):
        j0 = m.end()
        depth = 1
        k = j0
        while k < len(s) and depth:
            if s[k] == "{":
                depth += 1
            elif s[k] == "}":
                depth -= 1
            k += 1
        out.append(s[j0:k - 1])
    return out


def norm_ans(x):
    x = clean_gold(x)
    x = re.sub(r"\\textbf\{\([A-E]\)\s*\}|\\text\{\([A-E]\)\s*\}|\\mathrm\{\([A-E]\)\s*\}|\([A-E]\)", "", x)
    x = x.replace("\\qquad", "").replace("~", "").replace(" ", "").replace("\\", "\\")
    return x


def harp_solutions(row):
    """Worked solutions whose boxed conclusion agrees with the stored gold."""
    sols = []
    g = norm_ans(row["answer"]).replace(" ", "")
    k = 1
    while ("solution_%d" % k) in row:
        s = row["solution_%d" % k]
        k += 1
        if not s or len(s) > 6000 or "[asy]" in s:
            continue
        bx = boxed_contents(s)
        if not bx:
            continue
        last = norm_ans(bx[-1]).replace(" ", "")
        if not g or not (last == g or last.endswith(g) or g in last):
            continue
        sols.append(unbox(s))
    return sols


class Pool:
    """Sample sentences without immediate repetition."""

    def __init__(self, items, rng, refill=True):
        self.items = list(items)
        self.rng = rng
        self.bag = self.items[:]
        self.rng.shuffle(self.bag)
        self.refill = refill

    def take(self):
        if not self.bag:
            if not self.refill:
                return None
            self.bag = self.items[:]
            self.rng.shuffle(self.bag)
        return self.bag.pop()


def make_pools(L, question, rng):
    segs = latex_segments(question)
    fill_items = L["fill"] if L is LANG["en"] else L["fill"] * 2
    return dict(fill=Pool(fill_items, rng, refill=False), seg=Pool(L["seg"] * 2, rng, refill=False),
                segs=Pool(segs, rng, refill=False), nsegs=len(segs))


def generic_paras(L, question, rng, n, pools=None):
    P = pools or make_pools(L, question, rng)
    out = []
    for _ in range(n):
        k = rng.randint(2, 4)
        sents = []
        for _ in range(k):
            t = None
            if P["nsegs"] and rng.random() < 0.4:
                t = P["seg"].take()
                if t is not None:
                    s1 = P["segs"].take()
                    s2 = P["segs"].take()
                    if s1 is None:
                        t = None
                    elif "{t}" in t and (s2 is None or s2 == s1):
                        t = None
                    else:
                        t = t.replace("{s}", s1).replace("{t}", s2 or "")
            if t is None:
                t = P["fill"].take()
            if t is not None:
                sents.append(t)
        if sents:
            out.append(" ".join(sents))
    return out


EN_TRANSITIONS = ["Hmm.", "Okay.", "Let me think about this differently.", "Wait, let me double-check that.",
                  "Right.", "Let me try another approach to confirm.", "Alternatively:",
                  "Let me verify this with a second method.", "So.", "Let me continue."]


def build_trace(L, lang, question, core, rng, target_len):
    """core: list of list-of-paragraphs (solutions); returns list of paragraphs."""
    q1 = question.strip()
    if len(q1) > 350:
        q1 = q1[:350].rsplit(" ", 1)[0] + " ..."
    paras = [rng.choice(L["open"]) + ("\n\n> " + q1.replace("\n", " ") if rng.random() < 0.5 else "")]
    pools = make_pools(L, question, rng)
    paras += generic_paras(L, question, rng, rng.randint(1, 2), pools)
    total = sum(len(p) for p in paras)
    for si, sol in enumerate(core):
        if total >= target_len:
            break
        if si > 0:
            paras.append(rng.choice(EN_TRANSITIONS) if lang == "en" else rng.choice(L["fill"]))
        for p in sol:
            paras.append(p)
            total += len(p)
            if rng.random() < 0.15:
                f = pools["fill"].take()
                if f:
                    paras.append(f)
    guard = 0
    while total < target_len and guard < 16:
        ps = generic_paras(L, question, rng, 1, pools)
        if not ps:
            break
        paras.append(ps[0])
        total += len(ps[0])
        guard += 1
    return paras


# ----------------------------------------------------------------------------
# answer display helpers
# ----------------------------------------------------------------------------
def is_words(a):
    return bool(re.match(r"^[A-Za-z][A-Za-z \-]*$", a)) and a not in ("e", "n")


def inline(a, rng=None, delim=None):
    if is_words(a):
        return a
    d = delim or "$"
    if d == "$":
        return "$" + a + "$"
    if d == "\\(":
        return "\\(" + a + "\\)"
    return a


def box(a):
    if is_words(a):
        return "\\boxed{\\text{" + a + "}}"
    return "\\boxed{" + a + "}"


# ----------------------------------------------------------------------------
# final-commit rendering
# ----------------------------------------------------------------------------
TWO_EN = ["If the ordering matters the answer is {A}; if it doesn't, it is {B}.",
          "Final answers: {A} (first interpretation) and {B} (second interpretation).",
          "So we get {A}, or equivalently... no, {B}. Both appear valid, so I'll give both: {A} and {B}."]


def commit(F, style, L, rng):
    """F: dict(kind, a, b). Return text committing to the final answer in given style."""
    kind = F["kind"]
    a = F.get("a")
    b = F.get("b")
    if kind == "single":
        if style == "boxed_sentence":
            return rng.choice(L["ans"]).replace("{a}", "$" + box(a) + "$")
        if style == "boxed_display":
            return "\\[\n" + box(a) + "\n\\]"
        if style == "bold":
            return "**" + inline(a) + "**"
        if style == "plain_sentence":
            return rng.choice(L["ans"]).replace("{a}", inline(a))
        if style == "raw":
            return a if is_words(a) else a
        raise ValueError(style)
    if kind == "hedge":
        s = rng.choice(L["hedge"]).replace("{a}", inline(a)).replace("{b}", inline(b))
        if style in ("boxed_sentence", "boxed_display"):
            return s + "\n\n$" + "\\boxed{" + a + " \\text{ or } " + b + "}$"
        if style == "raw":
            return a + " or " + b
        return s
    if kind == "two":
        if L is LANG["en"]:
            t = rng.choice(TWO_EN)
        else:
            t = "{A} ; {B}"
        if style in ("boxed_sentence", "boxed_display"):
            return t.replace("{A}", "$" + box(a) + "$").replace("{B}", "$" + box(b) + "$")
        if style == "raw":
            return a + "; " + b
        return t.replace("{A}", inline(a)).replace("{B}", inline(b))
    raise ValueError(kind)


def raw_answer(F):
    if F["kind"] == "single":
        return F["a"]
    if F["kind"] == "hedge":
        return F["a"] + " or " + F["b"]
    return F["a"] + "; " + F["b"]


# ----------------------------------------------------------------------------
# formats.  each returns the response text.
# ctx: L, lang, trace (list), F (final dict or None = truncated), rng, summary (list), question
# ----------------------------------------------------------------------------
def j(paras):
    return "\n\n".join(p for p in paras if p and p.strip())


def summary_block(ctx, n=3):
    s = ctx["summary"]
    return j(s[:n]) if s else ""


def truncate_text(text, rng):
    cut = int(len(text) * rng.uniform(0.55, 0.85))
    t = text[:cut]
    # end mid-word / mid-sentence
    return t.rstrip()


def fmt_think_boxed(ctx):
    L, rng, F = ctx["L"], ctx["rng"], ctx["F"]
    body = "<think>\n" + j(ctx["trace"])
    if F is None:
        return truncate_text(body, rng)
    return body + "\n</think>\n\n" + j([summary_block(ctx), commit(F, "boxed_sentence", L, rng)])


def fmt_think_heading(ctx):
    L, rng, F = ctx["L"], ctx["rng"], ctx["F"]
    body = "<think>\n" + j(ctx["trace"])
    if F is None:
        return truncate_text(body, rng)
    return (body + "\n</think>\n\n" + j([summary_block(ctx, 4), rng.choice(L["final_hdr"]) + "\n"
            + commit(F, "boxed_display", L, rng)]))


def fmt_think_noopen(ctx):
    L, rng, F = ctx["L"], ctx["rng"], ctx["F"]
    body = j(ctx["trace"])
    if F is None:
        return truncate_text(body, rng)
    return body + "\n</think>\n\n" + commit(F, "boxed_sentence", L, rng)


def fmt_harmony(ctx):
    L, rng, F = ctx["L"], ctx["rng"], ctx["F"]
    body = "<|channel|>analysis<|message|>" + j(ctx["trace"])
    if F is None:
        return truncate_text(body, rng)
    return (body + "<|end|><|start|>assistant<|channel|>final<|message|>" + j([summary_block(ctx, 2),
            rng.choice(L["final_hdr"]) + " " + commit(F, "bold", L, rng)]) + "<|return|>")


def fmt_kimi(ctx):
    L, rng, F = ctx["L"], ctx["rng"], ctx["F"]
    body = "◁think▷" + j(ctx["trace"])
    if F is None:
        return truncate_text(body, rng)
    return body + "◁/think▷\n\n" + j([summary_block(ctx, 3), commit(F, "boxed_sentence", L, rng)])


def fmt_seed(ctx):
    L, rng, F = ctx["L"], ctx["rng"], ctx["F"]
    body = "<seed:think>\n" + j(ctx["trace"])
    if F is None:
        return truncate_text(body, rng)
    return body + "\n</seed:think>\n" + commit(F, "plain_sentence", L, rng) + "\n\n" + commit(F, "boxed_display", L, rng)


def fmt_skyt1(ctx):
    L, rng, F = ctx["L"], ctx["rng"], ctx["F"]
    body = "<|begin_of_thought|>\n\n" + j(ctx["trace"])
    if F is None:
        return truncate_text(body, rng)
    return (body + "\n\n<|end_of_thought|>\n\n<|begin_of_solution|>\n\n" + j([summary_block(ctx, 4),
            commit(F, "boxed_sentence", L, rng)]) + "\n\n<|end_of_solution|>")


def fmt_reasoning_answer(ctx):
    L, rng, F = ctx["L"], ctx["rng"], ctx["F"]
    body = "<reasoning>\n" + j(ctx["trace"])
    if F is None:
        return truncate_text(body, rng)
    return body + "\n</reasoning>\n<answer>\n" + commit(F, "raw", L, rng) + "\n</answer>"


def fmt_md_steps(ctx):
    L, rng, F = ctx["L"], ctx["rng"], ctx["F"]
    paras = ctx["trace"][1:]
    out = []
    n = 1
    for p in paras:
        if rng.random() < 0.35 or n == 1:
            out.append("## " + L["step"].replace("{n}", str(n)))
            n += 1
        out.append(p)
    body = j(out)
    if F is None:
        return truncate_text(body, rng)
    return body + "\n\n---\n\n" + rng.choice(L["final_hdr"]) + " " + commit(F, rng.choice(["bold", "boxed_sentence"]), L, rng)


def fmt_md_table(ctx):
    L, rng, F = ctx["L"], ctx["rng"], ctx["F"]
    segs = latex_segments(ctx["question"])[:5]
    rows = ["| Given | Note |", "|---|---|"] + ["| $%s$ | from the statement |" % s.replace("|", "\\mid ") for s in segs]
    body = j(ctx["trace"][1:]) + ("\n\n" + "\n".join(rows) if segs else "")
    if F is None:
        return truncate_text(body, rng)
    fin = "| **Result** | " + commit(F, "bold", L, rng).replace("|", "\\|") + " |"
    return body + "\n\n| Quantity | Value |\n|---|---|\n" + fin + "\n\n" + commit(F, "plain_sentence", L, rng)


def fmt_answer_first(ctx):
    L, rng, F = ctx["L"], ctx["rng"], ctx["F"]
    if F is None:
        return truncate_text(j(ctx["trace"]), rng)
    hdr = rng.choice(L["final_hdr"]) + " " + commit(F, rng.choice(["bold", "plain_sentence"]), L, rng)
    return hdr + "\n\n---\n\n" + rng.choice(L["summary_hdr"]) + "\n\n" + j(ctx["trace"][1:]) + "\n\n" + rng.choice(L["verify"])


def fmt_chat_ui(ctx):
    L, rng, F = ctx["L"], ctx["rng"], ctx["F"]
    secs = rng.randint(8, 240)
    body = "Thought for %d seconds\n\n" % secs + "\n".join("> " + p.replace("\n", "\n> ") for p in ctx["trace"][:6])
    body += "\n\n" + j(ctx["trace"][6:])
    if F is None:
        return truncate_text(body, rng)
    return body + "\n\n" + commit(F, "plain_sentence", L, rng)


def fmt_agent_json(ctx):
    L, rng, F = ctx["L"], ctx["rng"], ctx["F"]
    body = j(ctx["trace"])
    if F is None:
        return truncate_text(body, rng)
    name = rng.choice(["submit_answer", "final_answer", "answer"])
    obj = {"name": name, "arguments": {"answer": commit(F, "raw", L, rng)}}
    if rng.random() < 0.5:
        obj["arguments"]["confidence"] = rng.choice(["high", "medium", 0.9, 0.75])
    return body + "\n\nCalling tool:\n```json\n" + json.dumps(obj, ensure_ascii=False, indent=2) + "\n```"


def fmt_tool_call_xml(ctx):
    L, rng, F = ctx["L"], ctx["rng"], ctx["F"]
    body = j(ctx["trace"])
    if F is None:
        return truncate_text(body, rng)
    obj = {"name": "final_answer", "arguments": {"answer": commit(F, "raw", L, rng)}}
    return body + "\n\n<tool_call>\n" + json.dumps(obj, ensure_ascii=False) + "\n</tool_call>"


def fmt_json_only(ctx):
    L, rng, F = ctx["L"], ctx["rng"], ctx["F"]
    if F is None:
        return truncate_text(json.dumps({"reasoning": j(ctx["trace"])}, ensure_ascii=False), rng)
    obj = {"reasoning": j(ctx["trace"][1:]), "final_answer": commit(F, "raw", L, rng)}
    return json.dumps(obj, ensure_ascii=False, indent=rng.choice([None, 2]))


def fmt_python(ctx):
    L, rng, F = ctx["L"], ctx["rng"], ctx["F"]
    body = j(ctx["trace"])
    if F is None or "py" not in ctx:
        return fmt_think_boxed(ctx)
    code, out = ctx["py"]
    return (body + "\n\nLet me confirm with a quick computation.\n\n```python\n" + code + "\n```\n```output\n" + out
            + "\n```\n\n" + commit(F, rng.choice(["plain_sentence", "boxed_sentence"]), L, rng))


def fmt_llama(ctx):
    L, rng, F = ctx["L"], ctx["rng"], ctx["F"]
    paras = ctx["trace"][1:]
    out = []
    for i, p in enumerate(paras):
        out.append("## Step %d: " % (i + 1) + p if i < 12 else p)
    body = j(out)
    if F is None:
        return truncate_text(body, rng)
    if F["kind"] == "single":
        return body + "\n\nThe final answer is: $" + box(F["a"]) + "$"
    return body + "\n\n" + commit(F, "boxed_sentence", L, rng)


def fmt_verify_after(ctx):
    L, rng, F = ctx["L"], ctx["rng"], ctx["F"]
    body = j(ctx["trace"])
    if F is None:
        return truncate_text(body, rng)
    return (body + "\n\n" + commit(F, "boxed_sentence", L, rng) + "\n\n" + rng.choice(L["verify"]) + "\n\n"
            + j(generic_paras(L, ctx["question"], rng, 2)) + "\n\n" + rng.choice(L["chatter"])).rstrip()


def fmt_proof(ctx):
    L, rng, F = ctx["L"], ctx["rng"], ctx["F"]
    if F is None:
        return truncate_text("\\begin{proof}\n" + j(ctx["trace"][1:]), rng)
    return (rng.choice(L["final_hdr"]) + " " + commit(F, "plain_sentence", L, rng) + "\n\n\\begin{proof}\n"
            + j(ctx["trace"][1:]) + "\n\\end{proof}")


def fmt_answer_colon(ctx):
    L, rng, F = ctx["L"], ctx["rng"], ctx["F"]
    body = j(ctx["trace"])
    if F is None:
        return truncate_text(body, rng)
    tag = rng.choice(["ANSWER: ", "Answer: ", "Final Answer: ", "#### "])
    return body + "\n\n" + tag + commit(F, "raw", L, rng)


def fmt_blockquote(ctx):
    L, rng, F = ctx["L"], ctx["rng"], ctx["F"]
    body = j(ctx["trace"])
    if F is None:
        return truncate_text(body, rng)
    return body + "\n\n> " + rng.choice(L["final_hdr"]) + " " + commit(F, "bold", L, rng)


def fmt_terse(ctx):
    L, rng, F = ctx["L"], ctx["rng"], ctx["F"]
    if F is None:
        return truncate_text(ctx["trace"][-1], rng)
    c = rng.random()
    if c < 0.4:
        return commit(F, "raw", L, rng)
    if c < 0.7:
        return commit(F, "boxed_sentence", L, rng)
    return commit(F, "plain_sentence", L, rng)


GEM_HEADERS = ["**Analyzing the Problem**", "**Setting Up the Computation**", "**Refining the Approach**",
               "**Checking Edge Cases**", "**Verifying the Result**", "**Exploring Alternatives**",
               "**Simplifying the Expression**", "**Confirming the Count**"]


def fmt_gemini_headers(ctx):
    L, rng, F = ctx["L"], ctx["rng"], ctx["F"]
    out = []
    hdrs = GEM_HEADERS[:]
    rng.shuffle(hdrs)
    for k, p in enumerate(ctx["trace"][1:]):
        if k % 3 == 0 and hdrs:
            out.append(hdrs.pop())
        out.append(p)
    body = j(out)
    if F is None:
        return truncate_text(body, rng)
    return body + "\n\n" + rng.choice(L["final_hdr"]) + " " + commit(F, "plain_sentence", L, rng)


def fmt_bullets(ctx):
    L, rng, F = ctx["L"], ctx["rng"], ctx["F"]
    tr = ctx["trace"]
    body = j(tr[:-3]) if len(tr) > 4 else j(tr)
    bullets = "\n".join("- " + p.replace("\n", " ") for p in (tr[-3:] if len(tr) > 4 else []))
    if F is None:
        return truncate_text(body, rng)
    return body + "\n\n" + rng.choice(L["summary_hdr"]) + "\n" + bullets + "\n\n**" + rng.choice(L["final_hdr"]).strip("*#: ") + ":** " + commit(F, "plain_sentence", L, rng)


def fmt_align(ctx):
    L, rng, F = ctx["L"], ctx["rng"], ctx["F"]
    body = j(ctx["trace"])
    if F is None:
        return truncate_text(body, rng)
    if F["kind"] == "single" and not is_words(F["a"]) and "=" not in F["a"]:
        lhs = rng.choice(["\\text{answer}", "\\text{result}", "S", "N"])
        return (body + "\n\nCollecting everything:\n\\begin{align*}\n" + lhs + " &= " + F["a"] + "\n\\end{align*}\n\n"
                + commit(F, "plain_sentence", L, rng))
    return body + "\n\n" + commit(F, "boxed_sentence", L, rng)


def fmt_emoji(ctx):
    L, rng, F = ctx["L"], ctx["rng"], ctx["F"]
    body = j(ctx["trace"][1:])
    if F is None:
        return truncate_text(body, rng)
    return body + "\n\n✅ " + rng.choice(L["final_hdr"]).strip("#* ") + " " + commit(F, "bold", L, rng) + "\n\n" + rng.choice(L["chatter"])


def fmt_final_answer_xml(ctx):
    L, rng, F = ctx["L"], ctx["rng"], ctx["F"]
    body = j(ctx["trace"][1:])
    if F is None:
        return truncate_text(body, rng)
    return body + "\n\n<final_answer>\n" + commit(F, "raw", L, rng) + "\n</final_answer>"


def fmt_paren_delims(ctx):
    L, rng, F = ctx["L"], ctx["rng"], ctx["F"]
    body = j(ctx["trace"])
    if F is None:
        return truncate_text(body, rng)
    c = commit(F, "boxed_sentence", L, rng)
    c = re.sub(r"\$(\\boxed\{.*?\})\$", lambda m: "\\(" + m.group(1) + "\\)", c)
    return body + "\n\n### " + rng.choice(L["final_hdr"]).strip("#* :") + "\n\n" + c


def fmt_solve_function(ctx):
    L, rng, F = ctx["L"], ctx["rng"], ctx["F"]
    if F is None or "py" not in ctx:
        return fmt_paren_delims(ctx)
    code, out = ctx["py"]
    code2 = "def solve():\n" + "\n".join("    " + ln for ln in code.replace("print(ans)", "return ans").split("\n"))
    return (j(ctx["trace"][1:]) + "\n\nHere is a small script that encodes the final computation:\n\n```python\n" + code2
            + "\n\nprint(solve())\n```\n\nRunning it prints `" + out + "`.\n\n" + commit(F, "plain_sentence", L, rng))


def fmt_h1(ctx):
    L, rng, F = ctx["L"], ctx["rng"], ctx["F"]
    body = j(ctx["trace"])
    if F is None:
        return truncate_text(body, rng)
    return body + "\n\n# " + rng.choice(L["final_hdr"]).strip("#* :") + ": " + commit(F, "raw", L, rng)


FORMATS = {
    "think_tag/boxed_after_trace": fmt_think_boxed,
    "think_tag/final_answer_heading": fmt_think_heading,
    "think_tag/close_only": fmt_think_noopen,
    "channels/analysis_final": fmt_harmony,
    "think_marker/kimi_triangle": fmt_kimi,
    "think_tag/seed_think": fmt_seed,
    "sections/thought_solution_markers": fmt_skyt1,
    "tags/reasoning_answer": fmt_reasoning_answer,
    "chat_markdown/step_headings": fmt_md_steps,
    "chat_markdown/table_result": fmt_md_table,
    "chat_markdown/answer_first": fmt_answer_first,
    "chat_ui/thought_for_quote": fmt_chat_ui,
    "agent/json_tool_call": fmt_agent_json,
    "agent/tool_call_xml": fmt_tool_call_xml,
    "agent/json_object_only": fmt_json_only,
    "agent/python_exec_output": fmt_python,
    "chat_markdown/llama_final_answer_is": fmt_llama,
    "verbose/verify_after_answer": fmt_verify_after,
    "latex/proof_env_answer_first": fmt_proof,
    "plain/answer_tag_last_line": fmt_answer_colon,
    "chat_markdown/blockquote_final": fmt_blockquote,
    "terse/answer_only": fmt_terse,
    "chat_markdown/thought_summary_headers": fmt_gemini_headers,
    "chat_markdown/bullet_summary": fmt_bullets,
    "latex/align_result": fmt_align,
    "chat_markdown/emoji_check_final": fmt_emoji,
    "tags/final_answer_xml": fmt_final_answer_xml,
    "boxed/paren_delimited_boxed": fmt_paren_delims,
    "coding_assistant/solve_function": fmt_solve_function,
    "chat_markdown/h1_answer": fmt_h1,
}


# ----------------------------------------------------------------------------
# item selection
# ----------------------------------------------------------------------------
BAD_GOLD = re.compile(r"\\text|\\textbf|\\mathrm|\\mbox| or |\\quad|\\qquad|\\ne|\\pm|\\mp|\\approx|\\cup|"
                      r"\\cap|\\in|\\ldots|\\dots|\\%|%|\\le|\\ge|<|>|\\lfloor|\\begin|\\sim|[A-Z]\)|\\\\|:")


def gold_ok(s):
    if not s or len(s) > 40 or BAD_GOLD.search(s) or "$" in s:
        return False
    if "," in s and not re.match(r"^[\[(\\{].*[\])}]$", s) and not re.match(r"^-?\d{1,3}(,\d{3})+$", s):
        return False
    if "=" in s and not re.match(r"^[a-zA-Z]\s*=", s):
        return False
    if re.match(r"^[a-zA-Z]\s*=\s*[a-zA-Z]$", s) or re.match(r"^\(\d+\)$", s):
        return False
    if re.match(r"^[A-Za-z]$", s):
        return False
    if re.search(r"[a-zA-Z]{2,}", re.sub(r"\\[a-zA-Z]+", "", s)):
        return False  # words in the gold
    return True


def make_item(bench, src, question, gold, target, core, meta=None):
    lhs = ""
    if bench == "putnam":
        lhs, x, tk = target
    else:
        x = clean_gold(target)
        tk = None
        m = re.match(r"^([a-zA-Z])\s*=\s*(.+)$", x)
        if m:
            lhs, x = m.group(1), m.group(2)
    cg = clean_gold(x) if tk != "word" else x
    kind, v, deg = parse_value(cg) if tk != "word" else ("word", None, False)
    return dict(bench=bench, src=src, question=question, gold=gold, x=cg, lhs=lhs, kind=kind, v=v,
                deg=deg, core=core, meta=meta or {})


def select_items():
    items = {"harp": [], "math_perturb": [], "putnam": []}
    # HARP
    rows = load_jsonl("harp/harp_default.jsonl")
    elig = {"int": [], "num": [], "expr": []}
    for i, r in rows:
        if r.get("multiple_choice_only"):
            continue
        g = clean_gold(r["answer"])
        if not gold_ok(g):
            continue
        if "[asy]" in r["problem"] or len(r["problem"]) > 1500:
            continue
        kind, v, deg = parse_value(g)
        sols = harp_solutions(r)
        if not sols:
            continue
        key = "int" if kind == "int" and not deg else ("num" if v is not None else "expr")
        elig[key].append((i, r, sols))
    for key, n in (("int", 135), ("num", 70), ("expr", 65)):
        pick = rng.sample(elig[key], n)
        for i, r, sols in pick:
            items["harp"].append(make_item("harp", "harp/harp_default.jsonl:%d" % i, r["problem"], r["answer"],
                                           r["answer"], [split_paras(s) for s in sols]))
    # MATH-Perturb
    mp = []
    for fn in ("math_perturb/math_perturb_simple.jsonl", "math_perturb/math_perturb_hard.jsonl"):
        for i, r in load_jsonl(fn):
            g = r["answer"]
            gs = clean_gold(str(g))
            if not gold_ok(gs) or "\\emptyset" in gs or "\\infty" in gs:
                continue
            mp.append(make_item("math_perturb", "%s:%d" % (fn, i), r["problem"], g, str(g), []))
    items["math_perturb"] = rng.sample(mp, 90)
    # Putnam
    pu = []
    for i, r in load_jsonl("putnam/putnam_with_answers.jsonl"):
        t = putnam_target(i, r["answer_text"])
        if t is None:
            continue
        pu.append(make_item("putnam", "putnam/putnam_with_answers.jsonl:%d" % i, r["problem"], r["answer_text"], t, []))
    rng.shuffle(pu)
    items["putnam"] = pu
    return items


# ----------------------------------------------------------------------------
# value displays
# ----------------------------------------------------------------------------
def local_int(n, lang, rng):
    if lang == "zh" and 0 <= n < 100 and rng.random() < 0.5:
        return zh_words(n)
    if lang == "ja" and rng.random() < 0.4:
        return to_digits(str(n), FULLWIDTH)
    if lang == "es" and 0 <= n <= 20 and rng.random() < 0.5:
        return ES_ONES[n]
    if lang == "fr" and 0 <= n <= 20 and rng.random() < 0.5:
        return FR_ONES[n]
    if lang == "de" and 0 <= n <= 20 and rng.random() < 0.5:
        return DE_ONES[n]
    if lang == "ar" and rng.random() < 0.6:
        return to_digits(str(n), ARABIC_INDIC)
    if lang == "en" and 0 <= n <= 99 and rng.random() < 0.15:
        return en_words(n)
    if lang == "en" and abs(n) >= 1000 and rng.random() < 0.4:
        return rng.choice([thousands(n), thousands(n), thousands(n, "\\,")])
    if lang in ("fr", "ru", "de") and abs(n) >= 10000 and rng.random() < 0.5:
        return thousands(n, "\\,")
    return str(n)


def true_display(it, lang, rng):
    if it["kind"] == "word":
        w = it["x"]
        return rng.choice([w.capitalize(), w, w.capitalize()]) if lang == "en" else w.capitalize()
    if it["v"] is not None:
        v = it["v"]
        if v.denominator == 1 and not it["deg"]:
            d = local_int(v.numerator, lang, rng)
        else:
            opts = [o for o in num_renders(v, it["kind"], it["deg"], rng) if not o.startswith("WORD:")]
            d = rng.choice(opts)
            if (v.denominator != 1 and not is_terminating(v) and not it["deg"] and rng.random() < 0.2):
                d = d + " \\approx " + "%.3f" % float(v)
            elif (v.denominator != 1 and 0 < v < 1 and is_terminating(v) and "probability" in it["question"].lower()
                  and rng.random() < 0.25):
                d = dec_str(v * 100) + "\\%"
            if lang in ("fr", "de", "ru", "pt", "es") and re.match(r"^-?\d+\.\d+$", d) and rng.random() < 0.5:
                d = d.replace(".", "{,}")
    else:
        d = rng.choice(expr_renders(it["x"], rng))
    if it["lhs"] and rng.random() < 0.6:
        d = it["lhs"] + " = " + d
    return d


WRAW = [None]


def replace_gold_in_core(core, it, wraw, rng):
    """Rewrite the worked solutions so that they conclude wraw instead of the gold (a model error)."""
    if wraw is None or it["v"] is None or it["deg"]:
        return None
    v = it["v"]
    pats = []
    if v.denominator == 1:
        n = v.numerator
        pats.append(r"(?<![\d.^_])" + re.escape(str(n)) + r"(?![\d]|\.\d)")
        small = abs(n) < 10
    else:
        a, b = v.numerator, v.denominator
        for form in ("\\frac{%d}{%d}" % (a, b), "\\dfrac{%d}{%d}" % (a, b), "%d/%d" % (a, b)):
            pats.append(re.escape(form).replace("\\\\", "\\\\"))
        if is_terminating(v):
            pats.append(r"(?<![\d.])" + re.escape(dec_str(v)) + r"(?![\d])")
        small = False
    out = []
    hits = 0
    for sol in core:
        text = "\n\n".join(sol)
        for p in pats:
            ms = list(re.finditer(p, text))
            if not ms:
                continue
            if small:
                ms = ms[-1:]
            for m in reversed(ms):
                text = text[:m.start()] + wraw + text[m.end():]
                hits += 1
        out.append(split_paras(text))
    return out if hits else None


def wrong_display(it, lang, rng):
    if it["kind"] == "word":
        w = WORDED[it["x"].lower()]
        return (w.capitalize(), "opposite")
    if it["v"] is not None and it["core"] and rng.random() < 0.35 and not it["deg"]:
        text = " ".join(it["core"][0])
        nums = re.findall(r"(?<![\d.^_{\\])(\d{1,5})(?![\d.])", text[len(text) // 3:])
        nums = [int(x) for x in nums if int(x) != 0 and Fraction(int(x)) != it["v"] and Fraction(-int(x)) != it["v"]]
        if nums:
            w = str(rng.choice(nums[-6:]))
            WRAW[0] = w
            if it["lhs"] and rng.random() < 0.6:
                w = it["lhs"] + " = " + w
            return w, "intermediate_from_working"
    if it["v"] is not None:
        w, how = wrong_numeric(it["v"], it["kind"], it["deg"], rng, it["question"])
    else:
        w, how = wrong_expr(it["x"], rng)
    WRAW[0] = w
    if re.match(r"^-?\d+$", w) and (lang != "en" or rng.random() < 0.5):
        w = local_int(int(w), lang, rng)
    if it["lhs"] and rng.random() < 0.6:
        w = it["lhs"] + " = " + w
    return w, how


def py_snippet(val_str, v, rng):
    """A small python block whose printed output is val_str (v exact Fraction or None)."""
    if v is None:
        return None
    if v.denominator == 1:
        n = v.numerator
        a = rng.randint(2, 9)
        q, r = divmod(n, a)
        code = "# final combination of the counts derived above\nq, r = %d, %d\nans = %d * q + r\nprint(ans)" % (q, r, a)
        return code, str(n)
    code = ("from fractions import Fraction\n\nnum, den = %d, %d\nans = Fraction(num, den)\nprint(ans)"
            % (v.numerator * 2, v.denominator * 2))
    return code, "%d/%d" % (v.numerator, v.denominator)


# ----------------------------------------------------------------------------
# case assembly
# ----------------------------------------------------------------------------
LANG_W = [("en", 70), ("zh", 6), ("es", 4), ("fr", 3), ("de", 3), ("ja", 4), ("ru", 3), ("pt", 3), ("ko", 2), ("ar", 2)]
TRUE_MODES = [("plain", 62), ("corrected", 18), ("plain_verify", 20)]
FALSE_MODES = [("wrong_final", 32), ("retract", 18), ("rejected_gold", 16), ("hedge", 10), ("truncated", 11),
               ("two_final", 7), ("gold_then_wrong_box", 6)]


def wchoice(pairs, rng):
    tot = sum(w for _, w in pairs)
    x = rng.uniform(0, tot)
    for k, w in pairs:
        x -= w
        if x <= 0:
            return k
    return pairs[-1][0]


def target_length(rng):
    x = rng.random()
    if x < 0.08:
        return rng.randint(80, 900)
    if x < 0.16:
        return rng.randint(900, 2000)
    if x < 0.93:
        return rng.randint(2000, 7600)
    return rng.randint(7600, 11000)


def mention(a):
    return inline(a)


def partial(core, rng):
    """First part of the first solution: stops before its conclusion."""
    if not core:
        return []
    s = core[0]
    if len(s) >= 3:
        return s[: max(1, int(len(s) * rng.uniform(0.4, 0.65)))]
    text = " ".join(s)
    sents = re.split(r"(?<=[.!?])\s+", text)
    k = max(1, int(len(sents) * rng.uniform(0.35, 0.55)))
    return [" ".join(sents[:k])]


def make_case(it, label, rng, fmt_counts):
    lang = "en" if it["bench"] == "harp" and rng.random() < 0.78 else wchoice(LANG_W, rng)
    L = LANG[lang]
    mode = wchoice(TRUE_MODES if label else FALSE_MODES, rng)
    g = true_display(it, lang, rng)
    WRAW[0] = None
    w, how = wrong_display(it, lang, rng)
    wraw = WRAW[0]
    if mode == "hedge" and (it["kind"] == "word"):
        mode = "wrong_final"
    tl = target_length(rng)
    core = it["core"] if lang == "en" else []
    tail = []
    summary = []
    if label:
        trace = build_trace(L, lang, it["question"], core, rng, tl)
        if mode == "corrected":
            tail.append(rng.choice(L["correct"]).replace("{w}", mention(w)).replace("{g}", mention(g)))
        if core and rng.random() < 0.6:
            summary = core[0][-2:]
        F = dict(kind="single", a=g)
        sub = "plain" if mode != "corrected" else "corrected_after_wrong"
    else:
        pc = partial(core, rng)
        rc = None
        if core and mode in ("wrong_final", "rejected_gold", "hedge", "two_final") and rng.random() < 0.75:
            rc = replace_gold_in_core(core, it, wraw, rng)
        if rc:
            trace = build_trace(L, lang, it["question"], rc, rng, tl)
        else:
            trace = build_trace(L, lang, it["question"], [pc] if pc else [], rng, tl)
        F = dict(kind="single", a=w)
        sub = how
        if mode == "wrong_final":
            tail.append(rng.choice(L["bridge"]).replace("{w}", mention(w)))
        elif mode == "retract":
            # full working that reaches the gold, then a retraction to a wrong value
            if core:
                trace = build_trace(L, lang, it["question"], core[:1], rng, tl)
            tail.append(rng.choice(L["ans"]).replace("{a}", mention(g)))
            tail.append(rng.choice(L["retract"]).replace("{w}", mention(w)).replace("{g}", mention(g)))
            sub = "retracted_gold_for_" + how
        elif mode == "rejected_gold":
            tail.append(rng.choice(L["reject"]).replace("{g}", mention(g)))
            tail.append(rng.choice(L["bridge"]).replace("{w}", mention(w)))
            sub = "gold_rejected_then_" + how
        elif mode == "hedge":
            F = dict(kind="hedge", a=g, b=w) if rng.random() < 0.5 else dict(kind="hedge", a=w, b=g)
            sub = "hedge_two_values"
        elif mode == "two_final":
            F = dict(kind="two", a=g, b=w) if rng.random() < 0.5 else dict(kind="two", a=w, b=g)
            sub = "two_final_answers"
        elif mode == "truncated":
            F = None
            sub = "cut_off_no_answer"
        elif mode == "gold_then_wrong_box":
            tail.append(rng.choice(L["ans"]).replace("{a}", "$" + box(g) + "$") if not is_words(g) else rng.choice(L["ans"]).replace("{a}", g))
            tail.append({"en": "Hmm, wait. Let me re-examine that last step; I think a factor is off.",
                         "zh": "等等，最后一步好像有个因子不对，再检查一下。"}.get(lang, rng.choice(L["fill"])))
            tail.append(rng.choice(L["bridge"]).replace("{w}", mention(w)))
            sub = "boxed_gold_superseded_by_" + how
    ctx = dict(L=L, lang=lang, trace=trace + tail, F=F, rng=rng, summary=summary, question=it["question"])
    # python snippet (single final only, numeric)
    fmts = list(FORMATS)
    if F is not None and F["kind"] == "single" and it["v"] is not None and not it["deg"] and mode in ("plain", "wrong_final", "plain_verify"):
        fv = it["v"] if label else None
        if not label:
            try:
                kk, wv, _ = parse_value(clean_gold(w))
                fv = wv
            except Exception:
                fv = None
        if fv is not None and not it["lhs"]:
            ctx["py"] = py_snippet(F["a"], fv, rng)
    if "py" not in ctx:
        fmts.remove("agent/python_exec_output")
        fmts.remove("coding_assistant/solve_function")
    if F is None:
        fmts = [f for f in fmts if f not in ("terse/answer_only", "chat_markdown/answer_first", "latex/proof_env_answer_first")]
    if tl >= 900:
        fmts = [f for f in fmts if f != "terse/answer_only"]
    if it["bench"] != "putnam" and rng.random() < 0.7:
        fmts = [f for f in fmts if f != "latex/proof_env_answer_first"]
    if mode == "plain_verify" and rng.random() < 0.6:
        fname = "verbose/verify_after_answer"
    elif tl < 900 and F is not None and rng.random() < 0.5:
        fname = "terse/answer_only"
    else:
        # least used first, random tie-break
        rng.shuffle(fmts)
        fmts.sort(key=lambda f: fmt_counts[f])
        fname = fmts[0] if rng.random() < 0.7 else rng.choice(fmts)
    if fname == "terse/answer_only" and F is not None and tl >= 900:
        fname = "think_tag/boxed_after_trace"
    if fname == "latex/proof_env_answer_first" and it["bench"] != "putnam" and rng.random() < 0.7:
        fname = "chat_markdown/answer_first"
    if fname == "terse/answer_only" and F is not None and F["kind"] != "single":
        fname = "plain/answer_tag_last_line"
    fmt_counts[fname] += 1
    if fname == "terse/answer_only" and F is not None and label is False and mode in ("retract", "rejected_gold", "gold_then_wrong_box"):
        # short form: keep the tail so the trick is still present
        ctx["trace"] = tail
        resp = j(tail) + "\n\n" + commit(F, "plain_sentence", L, rng)
    elif mode == "truncated" and lang == "en" and rng.random() < 0.35:
        fname = rng.choice(["think_tag/boxed_after_trace", "plain/answer_tag_last_line"])
        lead = "<think>\n" if fname.startswith("think") else ""
        resp = lead + j(ctx["trace"]) + "\n\n" + rng.choice(["Putting it all together, the final answer is $\\boxed{",
                                                             "So the answer is", "Therefore, the final answer is:",
                                                             "**Final Answer**\n\\[\n\\boxed{"])
        sub = "cut_at_final_answer"
    else:
        resp = FORMATS[fname](ctx)
    style = fname + ":" + sub
    return resp, style, lang


def main():
    items = select_items()
    plan = []
    for it in items["harp"][:270]:  # 270 harp
        plan.append(it)
    plan += items["math_perturb"][:90]
    plan += items["putnam"][:90]
    rng.shuffle(plan)
    fmt_counts = Counter({f: 0 for f in FORMATS})
    cases = []
    for k, it in enumerate(plan):
        label = (k % 2 == 0) if rng.random() < 0.9 else (rng.random() < 0.5)
        resp, style, lang = make_case(it, label, rng, fmt_counts)
        fmt, sub = style.split(":", 1)
        cases.append(dict(id="zk-%04d" % (k + 1), benchmark=it["bench"], source_row=it["src"],
                          question=it["question"], gold=it["gold"], response=resp, label=label,
                          style=fmt + "/" + sub if "/" not in fmt else fmt.replace("/", "/", 1) + "." + sub,
                          language=lang))
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
        for c in cases:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    write_readme(cases)
    return cases


def write_readme(cases):
    def tab(title, counter):
        lines = ["### " + title, "", "| value | count |", "|---|---|"]
        for k, v in sorted(counter.items(), key=lambda x: (-x[1], str(x[0]))):
            lines.append("| %s | %d |" % (k, v))
        return "\n".join(lines) + "\n"
    lens = sorted(len(c["response"]) for c in cases)
    txt = ["# ZK blind grader test set", "",
           "Regenerate with `python3 make_cases.py` (Python 3, standard library only, fixed seed %d). "
           "It reads `/work/shared/data` and rewrites `cases.jsonl` and this README." % SEED, "",
           "Total cases: %d. Response length (chars): min %d, median %d, max %d; %d cases in 2,000-8,000." % (
               len(cases), lens[0], lens[len(lens) // 2], lens[-1], sum(1 for x in lens if 2000 <= x <= 8000)), "",
           tab("Label", Counter(str(c["label"]).lower() for c in cases)),
           tab("Benchmark", Counter(c["benchmark"] for c in cases)),
           tab("Language", Counter(c["language"] for c in cases)),
           tab("Format", Counter(c["style"].split(".")[0] for c in cases)),
           tab("Benchmark x label", Counter("%s/%s" % (c["benchmark"], str(c["label"]).lower()) for c in cases))]
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(txt))


if __name__ == "__main__":
    cs = main()
    print(len(cs))
