#!/usr/bin/env python3
"""Blind labeled set I for a math final-answer grader. Deterministic; stdlib only.
Usage: python3 make_cases.py [DATA_DIR]  (default /work/shared/data) -> cases.jsonl next to this file."""
import json, os, re, sys, random
from fractions import Fraction

DATA = sys.argv[1] if len(sys.argv) > 1 else "/work/shared/data"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases.jsonl")
rng = random.Random(20261202)

def load(rel):
    with open(os.path.join(DATA, rel), encoding="utf-8") as f:
        return [json.loads(l) for l in f if l.strip()]

# ---------------------------------------------------------------- value helpers
ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
def words(n):
    if n < 0: return "negative " + words(-n)
    if n < 20: return ONES[n]
    if n < 100: return TENS[n // 10] + ("-" + ONES[n % 10] if n % 10 else "")
    if n < 1000: return ONES[n // 100] + " hundred" + (" " + words(n % 100) if n % 100 else "")
    if n < 1000000: return words(n // 1000) + " thousand" + (" " + words(n % 1000) if n % 1000 else "")
    return None
ZH = "零一二三四五六七八九"
def zh_num(n):
    if n == 0: return "零"
    if n >= 100000 or n < 0: return None
    out, units, s, zero = "", ["", "十", "百", "千", "万"], str(n), False
    L = len(s)
    for i, ch in enumerate(s):
        d, u = int(ch), L - 1 - i
        if d == 0: zero = True; continue
        if zero and out: out += "零"
        zero = False
        out += ZH[d] + units[u]
    if out.startswith("一十"): out = out[1:]
    return out
def digits_in(s, table):
    return "".join(table[int(c)] if c.isdigit() else c for c in s)
AR_DIG = "٠١٢٣٤٥٦٧٨٩"; HI_DIG = "०१२३४५६७८९"; FW_DIG = "０１２３４５６７８９"; FA_DIG = "۰۱۲۳۴۵۶۷۸۹"

def strip_dollars(g):
    g = str(g).strip()
    if g.startswith("$") and g.endswith("$") and len(g) >= 2: g = g.strip("$").strip()
    return g

def parse_value(core):
    """Return ('int', n) / ('frac', Fraction) / ('dec', Fraction) / ('mixed', Fraction) / None."""
    c = core.replace("\\!", "").replace("{,}", "").replace(" ", "")
    if re.fullmatch(r"-?\d+", c): return ("int", int(c))
    if re.fullmatch(r"-?\d{1,3}(,\d{3})+", c): return ("int", int(c.replace(",", "")))
    m = re.fullmatch(r"(-?)\\[dt]?frac\{(\d+)\}\{(\d+)\}", c) or re.fullmatch(r"(-?)(\d+)/(\d+)", c)
    if m:
        fr = Fraction(int(m.group(2)), int(m.group(3)))
        if fr.denominator != 1: return ("frac", -fr if m.group(1) else fr)
    m = re.fullmatch(r"(\d+)\\frac\{(\d+)\}\{(\d+)\}", c)
    if m: return ("mixed", int(m.group(1)) + Fraction(int(m.group(2)), int(m.group(3))))
    if re.fullmatch(r"-?\d+\.\d+", c): return ("dec", Fraction(c))
    return None

def terminating(fr):
    d = fr.denominator
    for p in (2, 5):
        while d % p == 0: d //= p
    return d == 1
def dec_str(fr):
    s = ("-" if fr < 0 else ""); fr = abs(fr)
    ip = fr.numerator // fr.denominator; rem = fr - ip; ds = ""
    while rem and len(ds) < 12:
        rem *= 10; d = rem.numerator // rem.denominator; ds += str(d); rem -= d
    return s + str(ip) + ("." + ds if ds else "")
def tex_frac(fr, style="frac"):
    sgn = "-" if fr < 0 else ""; fr = abs(fr)
    if style == "slash": return f"{sgn}{fr.numerator}/{fr.denominator}"
    return f"{sgn}\\{style}{{{fr.numerator}}}{{{fr.denominator}}}"

def mutate_last_int(s):
    ms = list(re.finditer(r"\d+", s))
    if not ms: return None
    m = ms[-1]; return s[:m.start()] + str(int(m.group()) + 1) + s[m.end():]

# ---------------------------------------------------------------- items
class Item:
    def __init__(s, bench, src, q, gold, ans, alts=None, wrong=None, kind="expr", letter=None, wletter=None, wcontent=None, val=None):
        s.bench, s.src, s.q, s.gold, s.ans = bench, src, q, gold, ans
        s.alts = alts or []; s.wrong = wrong; s.kind = kind
        s.letter, s.wletter, s.wcontent, s.val = letter, wletter, wcontent, val

def numeric_item(bench, src, q, gold, core):
    pv = parse_value(core)
    if not pv: return None
    kind, v = pv
    alts = []
    if kind == "int":
        n = v
        w = n + rng.choice([1, -1, 2, 10]) if n not in (0, 1) else n + rng.choice([1, 2])
        if n >= 1000: alts.append(f"{n:,}"); alts.append(f"{n:,}".replace(",", "{,}"))
        alts.append(f"{n}.0")
        if 0 <= n < 100 and ("dollar" not in q and "\\$" not in q): alts.append(words(n))
        if "degree" in q and "^\\circ" not in core: alts.append(f"{n}^\\circ")
        if ("dollar" in q or "\\$" in q): alts.append(f"\\${n}")
        if n < 0: alts.append(f"-({-n})")
        if "percent" in q.lower() and "%" not in core: alts.append(f"{n}\\%")
        return Item(bench, src, q, gold, str(n), alts, str(w), "int", val=Fraction(n))
    fr = v
    w = fr + 1 if kind != "frac" else Fraction(fr.numerator + (1 if fr > 0 else -1), fr.denominator)
    if w == fr: w = fr + 1
    alts += [tex_frac(fr, "dfrac"), tex_frac(fr, "slash")]
    if terminating(fr): alts.append(dec_str(fr))
    if kind == "mixed": ans = core
    elif kind == "dec": ans = core; alts = [a for a in alts if a != core] + ([tex_frac(fr)] if fr.denominator < 1000 else [])
    else: ans = tex_frac(fr)
    wans = str(w.numerator) if w.denominator == 1 else tex_frac(w) if kind == "frac" else (dec_str(w) if kind == "dec" else str(int(w)) if w.denominator == 1 else tex_frac(w))
    return Item(bench, src, q, gold, ans, alts, wans, kind, val=fr)

items = {"harp_num": [], "harp_expr": [], "harp_mcq": [], "mp": [], "putnam": []}

hd = load("harp/harp_default.jsonl")
idx = list(range(len(hd))); rng.shuffle(idx)
nint = nfrac = nother = 0
for i in idx:
    r = hd[i]; core = strip_dollars(r["answer"])
    it = numeric_item("harp", f"harp/harp_default.jsonl:{i}", r["problem"], r["answer"], core)
    if it is None or len(r["problem"]) > 1400: continue
    if it.kind == "int" and nint < 120: items["harp_num"].append(it); nint += 1
    elif it.kind in ("frac", "mixed", "dec") and nfrac < 36: items["harp_num"].append(it); nfrac += 1

hm = load("harp/harp_mcq.jsonl")
idx = list(range(len(hm))); rng.shuffle(idx)
nmcq = nexpr = 0
for i in idx:
    r = hm[i]; ch = r.get("choices") or {}
    if r.get("answer_choice") not in ch or len(ch) < 4 or len(r["problem"]) > 1200: continue
    contents = [strip_dollars(v) for v in ch.values()]
    if len(set(contents)) != len(contents) or any("$" in c for c in contents): continue
    letter = r["answer_choice"]; others = [k for k in sorted(ch) if k != letter and "none" not in ch[k].lower()]
    if not others: continue
    wl = rng.choice(others)
    core = strip_dollars(r["answer"])
    if nmcq < 52:
        q = r["problem"] + "\n\n" + " ".join(f"$\\textbf{{({k})}}\\ ${ch[k]}" if ch[k].startswith("$") else f"({k}) {ch[k]}" for k in sorted(ch))
        items["harp_mcq"].append(Item("harp", f"harp/harp_mcq.jsonl:{i}", q, letter, letter, [], wl, "mcq", letter, wl, strip_dollars(ch[wl])))
        items["harp_mcq"][-1].content = core
        nmcq += 1
    elif nexpr < 30 and parse_value(core) is None and strip_dollars(r["answer"]) == strip_dollars(ch[letter]) and "none" not in core.lower() and len(core) < 60 and ("\\" in core or re.search(r"[a-z]{3}", core)):
        items["harp_expr"].append(Item("harp", f"harp/harp_mcq.jsonl:{i}", r["problem"], r["answer"], core, [], strip_dollars(ch[wl]), "expr"))
        nexpr += 1

for fn in ("math_perturb/math_perturb_simple.jsonl", "math_perturb/math_perturb_hard.jsonl"):
    rows = load(fn); idx = list(range(len(rows))); rng.shuffle(idx); k = 0
    for i in idx:
        r = rows[i]; g = r["answer"]
        if "[asy]" in r["problem"] and rng.random() < 0.5: continue
        core = str(g).strip()
        it = numeric_item("math_perturb", f"{fn}:{i}", r["problem"], g, core)
        if it is None:
            if "pmatrix" in core or len(core) > 45 or core in ("B",) : continue
            w = mutate_last_int(core)
            if w is None: continue
            alts = []
            if re.fullmatch(r"[A-Z](, [A-Z])+", core):  # list of letters: reorder
                parts = core.split(", "); alts.append(", ".join(reversed(parts))); w = ", ".join(parts[:-1])
            if core == "not exist": w = "0"
            it = Item("math_perturb", f"{fn}:{i}", r["problem"], g, core, alts, w, "expr")
        items["mp"].append(it); k += 1
        if k >= 40: break

# Putnam: hand-read answers (index into putnam_with_answers.jsonl): core answer, wrong value, equivalent forms
PUT = {
 1: ("n(n+1)2^{n-2}", "n(n+1)2^{n-1}", ["(n^2+n)2^{n-2}", "n(n+1)\\cdot 2^{n}/4"]),
 3: ("a=2", "a=3", ["2"]), 7: ("n^2 - n + 2", "n^2 - n + 1", ["n(n-1)+2"]),
 8: ("\\angle CAB = \\frac{\\pi}{15}", "\\angle CAB = \\frac{\\pi}{12}", ["12^\\circ", "\\pi/15"]),
 9: ("2^{n-1}", "2^n", ["\\frac{2^n}{2}"]), 10: ("\\frac{1}{2}", "\\frac{1}{3}", ["0.5", "1/2"]),
 12: ("5", "4", ["five"]), 13: ("8", "6", ["eight"]), 14: ("8", "9", ["8.0"]),
 17: ("p^2 + p", "p^2 - p", ["p(p+1)"]), 28: ("3", "2", ["three"]), 30: ("11", "12", ["eleven"]),
 33: ("25", "24", ["5^2"]), 40: ("\\frac{1}{k!}", "\\frac{1}{(k+1)!}", ["1/k!", "(k!)^{-1}"]),
 46: ("n!", "(n+1)!", ["n \\text{ factorial}"]), 47: ("k = -\\frac{7}{8}", "k = \\frac{7}{8}", ["-0.875"]),
 50: ("\\frac{x}{1 - x}", "\\frac{1}{1-x}", ["x/(1-x)", "\\frac{-x}{x-1}"]),
 52: ("\\frac{2}{3}", "\\frac{3}{4}", ["2/3"]), 55: ("\\frac{7}{4}", "\\frac{5}{4}", ["1.75", "1\\frac{3}{4}"]),
 56: ("p(x) = 4x^4 - 4x^2 + 1", "p(x) = 4x^4 + 4x^2 + 1", ["(2x^2-1)^2"]),
 64: ("\\pi/4", "\\pi/2", ["\\frac{\\pi}{4}"]), 65: ("u = 1/e", "u = e", ["e^{-1}", "\\frac{1}{e}"]),
 69: ("\\frac{1}{8}", "\\frac{1}{4}", ["0.125"]), 72: ("-1", "1", ["-1.0"]),
 73: ("12 - 8\\sqrt{2}", "12 + 8\\sqrt{2}", ["4(3-2\\sqrt{2})"]),
 77: ("\\frac{\\pi}{2} \\ln \\pi", "\\pi \\ln \\pi", ["\\frac{\\pi \\ln \\pi}{2}"]),
 80: ("\\frac{4}{3}(\\sqrt{2} - 1)", "\\frac{4}{3}(\\sqrt{2} + 1)", ["\\frac{4\\sqrt{2}-4}{3}"]),
 82: ("2301", "2300", ["2,301"]), 84: ("\\frac{2}{9}", "\\frac{1}{9}", ["2/9"]),
 86: ("\\ln \\left( \\frac{4}{\\pi} \\right)", "\\ln \\left( \\frac{\\pi}{4} \\right)", ["\\ln 4 - \\ln \\pi", "2\\ln 2 - \\ln\\pi"]),
 87: ("2", "1", ["two"]), 90: ("p = 4", "p = 3", ["4"]), 92: ("8", "7", ["eight"]),
 95: ("2^{10}3^{10}", "2^{10}3^{9}", ["6^{10}", "60466176"]), 96: ("e^d - 1", "e^d", ["-1+e^{d}"]),
 97: ("87", "86", ["eighty-seven"]), 101: ("101^{99}", "101^{100}", []), 103: ("18", "17", ["eighteen"]),
 104: ("3", "4", ["three"]), 105: ("\\pi/2", "\\pi/4", ["\\frac{\\pi}{2}"]), 108: ("h = 2/5", "h = 3/5", ["0.4", "\\frac{2}{5}"]),
 110: ("0", "1", ["zero"]), 112: ("1984", "1985", ["1,984"]), 116: ("1", "0", ["one"]), 118: ("6", "5", ["six"]),
 124: ("(1+\\sqrt{3})/2", "(1+\\sqrt{5})/2", ["\\frac{1+\\sqrt{3}}{2}", "\\frac{1}{2}+\\frac{\\sqrt{3}}{2}"]),
 125: ("2n", "2n+1", []), 128: ("(4\\sqrt{2}-5)/3", "(4\\sqrt{2}-5)/6", ["\\frac{4\\sqrt{2}-5}{3}"]),
 132: ("T_n = n! + 2^n", "T_n = n! + 2^{n-1}", ["2^n + n!"]), 133: ("yes", "no", ["Yes"]), 135: ("no", "yes", ["No"]),
 143: ("1/3", "1/2", ["\\frac{1}{3}"]), 147: ("1992", "1991", []), 150: ("2n - 3", "2n - 2", ["2n-3"]),
 151: ("4+\\pi", "4+2\\pi", ["\\pi + 4"]), 152: ("3984", "3982", []), 155: ("n = 3987", "n = 3986", ["3987"]),
 159: ("(-\\infty,1)", "(-\\infty,1]", ["\\{x : x < 1\\}", "x<1"]), 171: ("28", "27", ["twenty-eight"]),
 172: ("\\sqrt{e}", "e", ["e^{1/2}"]), 70: ("\\text{the limit does not exist}", "0", []),
 74: ("\\text{the assertion is false}", "\\text{the assertion is true}", []),
 134: ("3 \\text{ punches}", "2 \\text{ punches}", ["three punches"]),
}
pw = load("putnam/putnam_with_answers.jsonl")
for i in sorted(PUT):
    a, w, alts = PUT[i]
    items["putnam"].append(Item("putnam", f"putnam/putnam_with_answers.jsonl:{i}", pw[i]["problem"], pw[i]["answer_text"], a, alts, w, "expr"))

# ---------------------------------------------------------------- rendering helpers
def bx(v): return "\\boxed{" + v + "}"
def m(v):
    return v if re.fullmatch(r"[A-Za-z][A-Za-z ,.\-']*", v) else "$" + v + "$"
def qhead(it, n=90):
    q = re.sub(r"\s+", " ", it.q.split("\n\n$\\textbf{(A)")[0]).strip()
    return q[:n].rsplit(" ", 1)[0] + "…" if len(q) > n else q
FILL = [
    "First I restate what is being asked and list the given quantities.",
    "Let me set up notation and write the key relation.",
    "I'll try a small case first to see the pattern, then generalize.",
    "Using the standard identity here simplifies the expression considerably.",
    "Consider the constraint carefully; it pins down the remaining unknown.",
    "Substituting back, the expression collapses nicely.",
    "Let me double-check the arithmetic step by step.",
    "By symmetry we can assume the configuration is as drawn.",
]
def fill(k=2): return " ".join(rng.sample(FILL, k))
def jdump(o, **kw): return json.dumps(o, ensure_ascii=False, **kw)

LANG = {
 "zh": dict(think="好的，我们一步一步来分析这道题。", ans="所以答案是", fin="最终答案：", wait="等等，上面算错了，重新计算。", hedge="答案可能是 {a}，也可能是 {b}。", trunc="接下来我们验证这个结果是否满足", cand="目前得到的候选值是", q="题目要求"),
 "ja": dict(think="まず問題を整理します。", ans="したがって、答えは", fin="最終的な答え：", wait="待ってください、計算を間違えました。やり直します。", hedge="答えは {a} または {b} だと思います。", trunc="次に、この値が条件を満たすか確認すると", cand="現時点での候補は", q="求めるものは"),
 "ko": dict(think="문제를 단계별로 풀어 보겠습니다.", ans="따라서 답은", fin="최종 답:", wait="잠깐, 계산이 틀렸습니다. 다시 계산하겠습니다.", hedge="답은 {a} 또는 {b}입니다.", trunc="이제 이 값이 조건을 만족하는지 확인하면", cand="지금까지의 후보 값은", q="구하는 것은"),
 "ru": dict(think="Решим задачу по шагам.", ans="Следовательно, ответ:", fin="Окончательный ответ:", wait="Подождите, здесь ошибка. Пересчитаем.", hedge="Ответ: {a} или {b}.", trunc="Теперь проверим, удовлетворяет ли это значение условию", cand="Промежуточный кандидат:", q="Требуется найти"),
 "ar": dict(think="لنحل المسألة خطوة بخطوة.", ans="إذن الجواب هو", fin="الإجابة النهائية:", wait="انتظر، هناك خطأ في الحساب. لنُعِد الحساب.", hedge="الجواب إما {a} أو {b}.", trunc="الآن نتحقق من أن هذه القيمة تحقق الشرط", cand="القيمة المرشحة حتى الآن هي", q="المطلوب"),
 "hi": dict(think="आइए इस प्रश्न को चरण-दर-चरण हल करें।", ans="अतः उत्तर है", fin="अंतिम उत्तर:", wait="रुकिए, गणना में गलती हुई। फिर से गणना करते हैं।", hedge="उत्तर {a} या {b} है।", trunc="अब जाँचते हैं कि यह मान शर्त को संतुष्ट करता है या नहीं", cand="अभी तक का संभावित मान", q="हमें ज्ञात करना है"),
 "vi": dict(think="Ta giải bài toán từng bước.", ans="Vậy đáp án là", fin="Đáp số cuối cùng:", wait="Khoan đã, tính sai rồi. Tính lại.", hedge="Đáp án là {a} hoặc {b}.", trunc="Bây giờ kiểm tra xem giá trị này có thỏa mãn điều kiện", cand="Giá trị ứng viên hiện tại là", q="Đề bài yêu cầu"),
 "fr": dict(think="Résolvons le problème étape par étape.", ans="Donc la réponse est", fin="Réponse finale :", wait="Attendez, il y a une erreur de calcul. Reprenons.", hedge="La réponse est {a} ou {b}.", trunc="Vérifions maintenant que cette valeur satisfait la condition", cand="Valeur candidate pour l'instant :", q="On cherche"),
 "es": dict(think="Resolvamos el problema paso a paso.", ans="Por lo tanto, la respuesta es", fin="Respuesta final:", wait="Espera, hay un error de cálculo. Lo rehago.", hedge="La respuesta es {a} o {b}.", trunc="Ahora comprobemos que este valor cumple la condición", cand="Valor candidato por ahora:", q="Se pide"),
 "de": dict(think="Wir lösen die Aufgabe Schritt für Schritt.", ans="Also lautet die Antwort", fin="Endergebnis:", wait="Moment, da ist ein Rechenfehler. Nochmal.", hedge="Die Antwort ist {a} oder {b}.", trunc="Nun prüfen wir, ob dieser Wert die Bedingung erfüllt", cand="Bisheriger Kandidat:", q="Gesucht ist"),
 "pt": dict(think="Vamos resolver o problema passo a passo.", ans="Portanto, a resposta é", fin="Resposta final:", wait="Espere, há um erro de cálculo. Refazendo.", hedge="A resposta é {a} ou {b}.", trunc="Agora verificamos se este valor satisfaz a condição", cand="Valor candidato até agora:", q="Pede-se"),
 "fa": dict(think="مسئله را گام به گام حل می‌کنیم.", ans="بنابراین پاسخ برابر است با", fin="پاسخ نهایی:", wait="صبر کنید، محاسبه اشتباه بود. دوباره حساب می‌کنیم.", hedge="پاسخ {a} یا {b} است.", trunc="حالا بررسی می‌کنیم که این مقدار شرط را برآورده می‌کند", cand="مقدار نامزد فعلی", q="خواسته شده"),
 "it": dict(think="Risolviamo il problema passo dopo passo.", ans="Quindi la risposta è", fin="Risposta finale:", wait="Aspetta, c'è un errore di calcolo. Rifacciamo.", hedge="La risposta è {a} oppure {b}.", trunc="Ora verifichiamo che questo valore soddisfi la condizione", cand="Valore candidato finora:", q="Si chiede"),
 "tr": dict(think="Soruyu adım adım çözelim.", ans="Dolayısıyla cevap", fin="Nihai cevap:", wait="Bekle, hesapta hata var. Yeniden hesaplayalım.", hedge="Cevap {a} ya da {b}.", trunc="Şimdi bu değerin koşulu sağlayıp sağlamadığını kontrol edelim", cand="Şu ana kadarki aday değer:", q="İstenen"),
}
def native(it, v, lang, force=False):
    """Equivalent rendering of an integer value in native digits/numerals (only for plain non-negative ints)."""
    if it.kind == "int" and (force or rng.random() < 0.75): v = it.ans
    if it.kind != "int" or not re.fullmatch(r"\d+", v): return v
    if lang == "ar": return digits_in(v, AR_DIG)
    if lang == "fa": return digits_in(v, FA_DIG)
    if lang == "hi": return digits_in(v, HI_DIG)
    if lang == "ja": return digits_in(v, FW_DIG) if rng.random() < 0.6 else (zh_num(int(v)) or v)
    if lang == "zh": return zh_num(int(v)) or v
    return v

# ---------------------------------------------------------------- POSITIVE templates: f(it, v) -> (text, lang)
POS = {}
def pos(name):
    def d(f): POS[name] = f; return f
    return d

@pos("reasoning/think-tags-boxed")
def _(it, v):
    return (f"<think>\nOkay, so the problem asks: {qhead(it)} {fill(2)}\nHmm, let me verify once more. {fill(1)} Yes, that gives {m(v)}.\n</think>\n\n"
            f"We work through the computation as above.\n\nThe answer is $\\boxed{{{v}}}$."), "en"
@pos("reasoning/think-no-close-answer-line")
def _(it, v):
    return (f"Let me think about this carefully. {fill(3)}\nSo everything checks out.\n</think>\n\n**Final Answer**\n\n\\[\n\\boxed{{{v}}}\n\\]"), "en"
@pos("reasoning/wait-selfcorrect-to-gold")
def _(it, v):
    return (f"<think>\n{fill(2)} That gives {m(it.wrong)}. Wait, I dropped a term in the second step. Redoing it carefully: {fill(1)} "
            f"So the correct value is {m(v)}, not {m(it.wrong)}.\n</think>\n\nAfter correcting the slip, the result is $\\boxed{{{v}}}$."), "en"
@pos("reasoning/magistral-THINK")
def _(it, v):
    return (f"[THINK]{fill(2)} I get {m(v)}.[/THINK]\n\n## Solution\n{fill(1)}\n\n**Answer:** $\\boxed{{{v}}}$"), "en"
@pos("reasoning/kimi-think-arrows")
def _(it, v):
    return (f"◁think▷{fill(2)} Double-check done.◁/think▷The required value is {m(v)}."), "en"
@pos("reasoning/seed-think-answer-tags")
def _(it, v):
    return (f"<seed:think>\n{fill(3)}\n</seed:think>\n<answer>{v}</answer>"), "en"
@pos("markdown/headings-bold")
def _(it, v):
    return (f"## Understanding the problem\n\n{qhead(it, 70)}\n\n## Solving\n\n1. {FILL[1]}\n2. {FILL[5]}\n\n---\n\n### ✅ Final answer\n\n**{m(v)}**"), "en"
@pos("markdown/table-summary")
def _(it, v):
    return (f"| Step | Work |\n|---|---|\n| 1 | Set up the relation |\n| 2 | Simplify |\n| 3 | Check the constraint |\n| **Answer** | **{m(v)}** |\n\nSo the answer is {m(v)}."), "en"
@pos("markdown/blockquote-callout")
def _(it, v):
    return (f"{fill(2)}\n\n> **Answer**\n> {m(v)}\n"), "en"
@pos("markdown/emoji-bullets")
def _(it, v):
    return (f"Great question! 🎯\n\n- 🔍 {FILL[0]}\n- 🧮 {FILL[3]}\n- ✔️ Result: {m(v)}\n\nLet me know if you'd like more detail! 😊"), "en"
@pos("special-tokens/qwen-im")
def _(it, v):
    return (f"<|im_start|>assistant\n<think>\n{fill(2)}\n</think>\n\nTherefore, the final answer is $\\boxed{{{v}}}$.<|im_end|>\n<|endoftext|>"), "en"
@pos("special-tokens/llama3-header")
def _(it, v):
    return (f"<|start_header_id|>assistant<|end_header_id|>\n\n## Step 1: Set up\n{FILL[1]}\n\n## Step 2: Solve\n{FILL[5]}\n\nTherefore, the final answer is: $\\boxed{{{v}}}$. I hope it is correct.<|eot_id|>"), "en"
@pos("special-tokens/gemma-turn")
def _(it, v):
    return (f"<start_of_turn>model\n{fill(2)}\n\n**Answer:** {m(v)}<end_of_turn>\n"), "en"
@pos("special-tokens/deepseek-fullwidth-bars")
def _(it, v):
    return (f"<｜Assistant｜><think>\n{fill(3)}\n</think>\n\nThe answer is \\(\\boxed{{{v}}}\\).<｜end▁of▁sentence｜>"), "en"
@pos("special-tokens/harmony-channels")
def _(it, v):
    return (f"<|start|>assistant<|channel|>analysis<|message|>{fill(2)} So result {v}.<|end|><|start|>assistant<|channel|>final<|message|>**{m(v)}**<|return|>"), "en"
@pos("special-tokens/phi-mistral-inst")
def _(it, v):
    return (f"[INST] {qhead(it, 60)} [/INST] {fill(1)} Hence the answer is {m(v)}.</s>"), "en"
@pos("agent/json-final-answer")
def _(it, v):
    return jdump({"reasoning": fill(2), "final_answer": v, "confidence": 0.86}, indent=2), "en"
@pos("agent/openai-tool-call")
def _(it, v):
    return jdump({"role": "assistant", "content": None, "tool_calls": [{"id": "call_7Qx2", "type": "function", "function": {"name": "submit_answer", "arguments": jdump({"answer": v})}}]}), "en"
@pos("agent/anthropic-tool-use")
def _(it, v):
    return jdump([{"type": "text", "text": "I've verified the computation; submitting."}, {"type": "tool_use", "id": "toolu_01", "name": "final_answer", "input": {"answer": v}}], indent=1), "en"
@pos("agent/react-final-answer")
def _(it, v):
    return (f"Thought: {FILL[1]}\nAction: python\nAction Input: verify()\nObservation: True\nThought: I now know the final answer.\nFinal Answer: {v}"), "en"
@pos("agent/smolagents-code")
def _(it, v):
    return (f"Thought: I'll compute and return the result.\nCode:\n```py\nresult = solve()\nfinal_answer(\"{v}\")\n```<end_code>\nObservation: Last output from code snippet:\n{v}"), "en"
@pos("terse/bare-value")
def _(it, v): return v, "en"
@pos("terse/answer-colon")
def _(it, v): return f"Answer: {m(v)}", "en"
@pos("terse/gsm8k-hashes")
def _(it, v): return f"{fill(1)}\n#### {v}", "en"
@pos("terse/minerva-final")
def _(it, v): return f"{fill(1)}\nFinal Answer: The final answer is ${v}$. I hope it is correct.", "en"
@pos("terse/inspect-ANSWER")
def _(it, v): return f"{fill(2)}\n\nANSWER: {v}", "en"
@pos("latex/fbox-align")
def _(it, v):
    return (f"\\begin{{align*}}\n  \\text{{(work)}} &\\implies \\cdots \\\\\n  &= {v}\n\\end{{align*}}\nHence the answer is $\\fbox{{${v}$}}$." if not re.fullmatch(r"[A-Za-z \-]+", v) else f"Hence the answer is \\fbox{{{v}}}."), "en"
@pos("latex/boxed-text-wrapper")
def _(it, v):
    return (f"{fill(1)} $$\\boxed{{\\textbf{{Answer: }} {v}}}$$"), "en"
@pos("latex/display-bracket-final")
def _(it, v): return (f"{fill(2)} Thus\n\\[ \\text{{answer}} = {v}. \\]\nThis is our final result."), "en"
@pos("xml/answer-tag")
def _(it, v): return f"<reasoning>\n{fill(2)}\n</reasoning>\n<answer>\n{v}\n</answer>", "en"
@pos("html/strong")
def _(it, v): return f"<p>{fill(1)}</p>\n<p>The final answer is <strong>{v}</strong>.</p>", "en"
@pos("yaml/answer-field")
def _(it, v): return f"```yaml\nsteps:\n  - set up relation\n  - simplify\nanswer: \"{v}\"\n```", "en"
@pos("code/python-printed")
def _(it, v):
    return (f"Let me verify with code.\n\n```python\nfrom sympy import *\n# model the problem\nres = solve_problem()\nprint(res)\n```\n```output\n{v}\n```\nThe computation confirms the answer: {m(v)}."), "en"
@pos("truncated/after-final-during-check")
def _(it, v):
    return (f"{fill(2)}\n\n**Final answer: {m(v)}**\n\nVerification: substituting back into the original condition, the left side becomes"), "en"
@pos("multi-boxed/intermediate-then-final")
def _(it, v):
    return (f"Step 1 gives the auxiliary quantity $\\boxed{{k = 3}}$ (intermediate).\n{fill(1)}\nFinal answer: $\\boxed{{{v}}}$"), "en"
@pos("sentence/natural")
def _(it, v):
    return (f"{fill(1)} Putting it all together, the quantity asked for equals {m(v)}."), "en"
@pos("multilingual/boxed-native")
def _(it, v):
    lang = rng.choice(sorted(LANG)); L = LANG[lang]; nv = native(it, v, lang)
    return (f"{L['think']}\n{L['q']}：{qhead(it, 50)}\n…\n{L['ans']} $\\boxed{{{nv}}}$", lang) if lang in ("zh", "ja") else (f"{L['think']}\n…\n{L['ans']} $\\boxed{{{nv}}}$", lang)
@pos("multilingual/plain-native-digits")
def _(it, v):
    lang = rng.choice(["ar", "hi", "fa", "zh", "ja", "ar", "hi", "zh", "ja", "ko", "ru", "vi", "fr", "es", "de", "pt"]); L = LANG[lang]; nv = native(it, v, lang, force=True)
    return (f"{L['think']}\n\n{L['fin']} {nv}", lang)
@pos("multilingual/think-en-answer-native")
def _(it, v):
    lang = rng.choice(sorted(LANG)); L = LANG[lang]
    return (f"<think>\n{fill(2)} The answer should be {v}.\n</think>\n\n{L['ans']} **{m(v)}**", lang)

@pos("multilingual/markdown-heading")
def _(it, v):
    lang = rng.choice(["zh", "ja", "ko", "ru", "ar", "hi", "vi", "fr", "es", "de", "pt"]); L = LANG[lang]; nv = native(it, v, lang)
    return (f"### {L['think']}\n\n1. …\n2. …\n\n## {L['fin']}\n\n**{m(nv)}**", lang)
@pos("multilingual/think-full-native")
def _(it, v):
    lang = rng.choice(["zh", "ja", "ko", "ru", "ar", "hi", "vi", "fr", "es", "de", "pt", "fa"]); L = LANG[lang]; nv = native(it, v, lang, force=True)
    return (f"<think>\n{L['think']}\n{L['cand']} {nv}\n</think>\n\n{L['ans']} $\\boxed{{{nv}}}$", lang)
@pos("multilingual/json-native")
def _(it, v):
    lang = rng.choice(["zh", "ja", "ko", "ru", "ar", "hi", "vi", "fr", "es", "de", "pt"]); L = LANG[lang]
    return (jdump({"explanation": L['think'], "answer": v}), lang)

# ---------------------------------------------------------------- NEGATIVE templates: f(it, g, w) -> (text, lang); g = gold-equivalent, w = wrong
NEG = {}
def neg(name):
    def d(f): NEG[name] = f; return f
    return d

@neg("reasoning/think-corrected-away-from-gold")
def _(it, g, w):
    return (f"<think>\n{fill(2)} So I get {m(g)}.\nWait — I double-counted in the second step. Fixing that: {fill(1)} The corrected value is {m(w)}.\n</think>\n\nThe answer is $\\boxed{{{w}}}$."), "en"
@neg("reasoning/think-gold-final-differs")
def _(it, g, w):
    return (f"<think>\n{fill(2)} Final: {g}.\n</think>\n\nAfter re-examining the constraint, the correct result is **{m(w)}**.\n\n$$\\boxed{{{w}}}$$"), "en"
@neg("reasoning/deepseek-retract")
def _(it, g, w):
    return (f"<｜Assistant｜><think>\nHmm. {fill(1)} Maybe the answer is {g}? But wait, that ignores the boundary case. {fill(1)} So it's {w}.\n</think>\n\n$\\boxed{{{w}}}$<｜end▁of▁sentence｜>"), "en"
@neg("hedge/two-values")
def _(it, g, w):
    a, b = (g, w) if rng.random() < 0.5 else (w, g)
    return (f"{fill(2)}\n\nDepending on how the condition is interpreted, the answer is either {m(a)} or {m(b)}."), "en"
@neg("hedge/two-boxes")
def _(it, g, w):
    return (f"{fill(1)} There are two candidates: $\\boxed{{{g}}}$ and $\\boxed{{{w}}}$. I can't rule either out."), "en"
@neg("hedge/probably")
def _(it, g, w):
    return (f"I'm not fully sure. My best guess is {m(w)}, though {m(g)} is also plausible if the other reading is intended."), "en"
@neg("retracted/bold-then-correction")
def _(it, g, w):
    return (f"**Answer: {m(g)}**\n\n---\n\n**Correction:** I misread the question; the previous answer is wrong. The correct answer is {m(w)}."), "en"
@neg("retracted/not-x-but-y")
def _(it, g, w):
    return (f"{fill(1)} It is tempting to conclude {m(g)}, but that is not the answer; accounting for the excluded case gives $\\boxed{{{w}}}$."), "en"
@neg("near-miss/final-wrong-gold-mentioned")
def _(it, g, w):
    return (f"{fill(2)} Checking the candidate {m(g)}: it fails the last condition. The next candidate {m(w)} works.\n\nFinal answer: {m(w)}"), "en"
@neg("unfinished/truncated-before-final")
def _(it, g, w):
    return (f"<think>\n{fill(2)} The candidate value is {g}. Now I need to check whether {g} satisfies the original constraint, which would require"), "en"
@neg("unfinished/cut-mid-answer-line")
def _(it, g, w):
    return (f"{fill(2)} At this point we have an intermediate quantity equal to {m(g)}, and it remains to convert it into the requested form.\n\nTherefore, the final answer is"), "en"
@neg("different-quantity/intermediate-then-asked")
def _(it, g, w):
    return (f"{fill(1)} The auxiliary quantity $t$ equals {m(g)}. But the question asks for a different quantity, which from $t$ is {m(w)}.\n\n**Answer:** {m(w)}"), "en"
@neg("wrong-variable/boxed-other")
def _(it, g, w):
    g, w = (re.sub(r"^[^=]*=\s*", "", x) if "=" in x else x for x in (g, w))
    return (f"Solving the system: $u = {g}$ and $v = {w}$.\nThe requested value is $v$, so the answer is $\\boxed{{{w}}}$."), "en"
@neg("agent/json-final-wrong")
def _(it, g, w):
    return jdump({"scratch": f"first pass gave {g}; rechecked and found an off-by-one", "final_answer": w}, indent=2), "en"
@neg("agent/tool-call-wrong-after-text")
def _(it, g, w):
    return jdump({"role": "assistant", "content": f"Earlier I estimated {g}, but the verification script disagreed.", "tool_calls": [{"type": "function", "function": {"name": "submit_answer", "arguments": jdump({"answer": w})}}]}), "en"
@neg("code/printed-gold-then-adjusted")
def _(it, g, w):
    return (f"```python\nprint(count_candidates())\n```\n```output\n{g}\n```\nThat count includes one configuration that should be excluded, so adjusting for it the answer is {m(w)}."), "en"
@neg("code/printed-wrong-final")
def _(it, g, w):
    return (f"By hand I estimated {m(g)}. Let me check with code.\n```python\nprint(answer())\n```\n```output\n{w}\n```\nThe code is exact, so I'll trust it: the answer is {m(w)}."), "en"
@neg("special-tokens/harmony-final-wrong")
def _(it, g, w):
    return (f"<|channel|>analysis<|message|>Compute... maybe {g}. Let me recheck... actually {w}.<|end|><|start|>assistant<|channel|>final<|message|>{w}<|return|>"), "en"
@neg("special-tokens/qwen-wrong")
def _(it, g, w):
    return (f"<|im_start|>assistant\nA first attempt gives {m(g)}, but this violates the problem's condition. Re-solving, we get $\\boxed{{{w}}}$.<|im_end|>"), "en"
@neg("markdown/table-with-gold-row")
def _(it, g, w):
    return (f"| Candidate | Valid? |\n|---|---|\n| {g} | ❌ fails condition |\n| {w} | ✅ |\n\n**Answer: {m(w)}**"), "en"
@neg("sign-or-form/conditional")
def _(it, g, w):
    return (f"{fill(1)} If the figure is convex, the answer is {m(g)}; if not, it is {m(w)}. Without more information I give both."), "en"
@neg("empty/boxed-empty")
def _(it, g, w):
    return (f"{fill(2)} The intermediate result is {m(g)}.\n\nFinal answer: $\\boxed{{}}$"), "en"
@neg("multilingual/retract")
def _(it, g, w):
    lang = rng.choice(sorted(LANG)); L = LANG[lang]
    return (f"{L['think']}\n{L['cand']} {g}。\n{L['wait']}\n{L['fin']} $\\boxed{{{w}}}$" if lang in ("zh", "ja") else f"{L['think']}\n{L['cand']} {g}.\n{L['wait']}\n{L['fin']} $\\boxed{{{w}}}$", lang)
@neg("multilingual/hedge")
def _(it, g, w):
    lang = rng.choice(sorted(LANG)); L = LANG[lang]
    return (f"{L['think']}\n…\n" + L['hedge'].format(a=m(g), b=m(w)), lang)
@neg("multilingual/truncated")
def _(it, g, w):
    lang = rng.choice(sorted(LANG)); L = LANG[lang]
    return (f"{L['think']}\n{L['cand']} {g}。{L['trunc']}" if lang in ("zh", "ja") else f"{L['think']}\n{L['cand']} {g}. {L['trunc']}", lang)

@neg("multilingual/think-corrected")
def _(it, g, w):
    lang = rng.choice(["zh", "ja", "ko", "ru", "ar", "hi", "vi", "fr", "es", "de", "pt", "fa"]); L = LANG[lang]
    return (f"<think>\n{L['think']}\n{L['cand']} {g}\n{L['wait']}\n</think>\n\n{L['ans']} **{m(w)}**", lang)
@neg("multilingual/native-digits-near-miss")
def _(it, g, w):
    lang = rng.choice(["ar", "hi", "fa", "zh", "ja"]); L = LANG[lang]
    wn = digits_in(w, {"ar": AR_DIG, "hi": HI_DIG, "fa": FA_DIG, "zh": FW_DIG, "ja": FW_DIG}[lang]) if re.fullmatch(r"\d+", w) else w
    return (f"{L['think']}\n{L['cand']} {g}\n{L['wait']}\n{L['fin']} {wn}", lang)
@neg("multilingual/markdown-hedge")
def _(it, g, w):
    lang = rng.choice(["zh", "ja", "ko", "ru", "ar", "hi", "vi", "fr", "es", "de", "pt"]); L = LANG[lang]
    return (f"## {L['fin']}\n\n" + L['hedge'].format(a=m(w), b=m(g)), lang)

# ---------------------------------------------------------------- MCQ templates (gold = answer_choice letter)
MPOS, MNEG = {}, {}
def mpos(name):
    def d(f): MPOS[name] = f; return f
    return d
def mneg(name):
    def d(f): MNEG[name] = f; return f
    return d
@mpos("mcq/value-then-letter-bold")
def _(it, L, c): return f"{fill(2)} The value is {m(c)}, which is choice **({L})**.", "en"
@mpos("mcq/amc-boxed-textbf")
def _(it, L, c): return f"{fill(1)} Therefore the answer is $\\boxed{{\\textbf{{({L})}}\\ {c}}}$.", "en"
@mpos("mcq/terse-letter")
def _(it, L, c): return rng.choice([f"{L}", f"({L})", f"Answer: {L}", f"**{L}**"]), "en"
@mpos("mcq/json-choice")
def _(it, L, c): return jdump({"choice": L, "value": c, "explanation": fill(1)}), "en"
@mpos("mcq/think-then-letter")
def _(it, L, c): return f"<think>\nLet me eliminate options. {fill(2)} Only {L} survives.\n</think>\n\nThe correct option is {L}.", "en"
@mpos("mcq/multilingual-letter")
def _(it, L, c):
    lang = rng.choice(["zh", "ja", "ko", "ru", "ar", "hi", "vi", "fr", "es", "de", "pt"])
    return f"{LANG[lang]['think']}\n…\n{LANG[lang]['fin']} ({L})", lang
@mpos("mcq/eliminated-first-then-correct")
def _(it, L, c): return f"At first I leaned towards ({it.wletter}), but checking it against the condition rules it out. {fill(1)}\n\nFinal answer: ({L}) {m(c)}", "en"
@mpos("mcq/special-token-letter")
def _(it, L, c): return f"<|im_start|>assistant\n{fill(1)}\n\n\\boxed{{{L}}}<|im_end|>", "en"

@mneg("mcq/right-value-wrong-letter")
def _(it, L, c): return f"{fill(2)} The value is {m(c)}, which corresponds to option **({it.wletter})**.\n\nAnswer: ({it.wletter})", "en"
@mneg("mcq/switch-away")
def _(it, L, c): return f"<think>\nFirst pass: ({L}). Hmm, but I may have misread the question; recomputing gives {m(it.wcontent)}.\n</think>\n\nThe answer is $\\boxed{{\\textbf{{({it.wletter})}}}}$.", "en"
@mneg("mcq/hedge-two-letters")
def _(it, L, c):
    a, b = sorted([L, it.wletter])
    return f"{fill(1)} It comes down to ({a}) or ({b}); both seem defensible.", "en"
@mneg("mcq/retracted-letter")
def _(it, L, c): return f"**Answer: ({L})**\n\nEdit: that was a mistake — the correct choice is ({it.wletter}).", "en"
@mneg("mcq/json-wrong")
def _(it, L, c): return jdump({"candidates": [L, it.wletter], "rejected": L, "choice": it.wletter}), "en"
@mneg("mcq/multilingual-wrong-letter")
def _(it, L, c):
    lang = rng.choice(["zh", "ja", "ko", "ru", "ar", "hi", "vi", "fr", "es", "de", "pt"])
    return f"{LANG[lang]['think']}\n{LANG[lang]['cand']} ({L})\n{LANG[lang]['wait']}\n{LANG[lang]['fin']} ({it.wletter})", lang
@mneg("mcq/truncated-before-letter")
def _(it, L, c): return f"{fill(2)} The value is {m(c)}. Comparing with the options, this matches", "en"
@mneg("mcq/content-of-wrong-choice")
def _(it, L, c): return f"{fill(1)} Rechecking option ({L}) shows an arithmetic slip, so the answer is {m(it.wcontent)}, i.e. ({it.wletter}).", "en"

# ---------------------------------------------------------------- assembly
def pick(pool, used):
    names = sorted(pool); lo = min(used.get(n, 0) for n in names)
    cand = [n for n in names if used.get(n, 0) == lo]
    n = rng.choice(cand); used[n] = used.get(n, 0) + 1; return n

all_items = items["harp_num"] + items["harp_expr"] + items["harp_mcq"] + items["mp"] + items["putnam"]
rng.shuffle(all_items)
labels = [i % 2 == 0 for i in range(len(all_items))]; rng.shuffle(labels)
used = {}
cases = []
for it, lab in zip(all_items, labels):
    if it.kind == "mcq":
        name = pick(MPOS if lab else MNEG, used)
        text, lang = (MPOS if lab else MNEG)[name](it, it.letter, it.content)
    elif lab:
        v = rng.choice(it.alts) if it.alts and rng.random() < 0.55 else it.ans
        name = pick(POS, used)
        text, lang = POS[name](it, v)
    else:
        g = rng.choice(it.alts) if it.alts and rng.random() < 0.25 else it.ans
        name = pick(NEG, used)
        text, lang = NEG[name](it, g, it.wrong)
    cases.append({"benchmark": it.bench, "source_row": it.src, "question": it.q, "gold": it.gold,
                  "response": text, "label": lab, "style": name, "language": lang})
rng.shuffle(cases)
with open(OUT, "w", encoding="utf-8") as f:
    for k, c in enumerate(cases, 1):
        f.write(json.dumps({"id": f"i-{k:04d}", **c}, ensure_ascii=False) + "\n")
print(f"wrote {len(cases)} cases to {OUT}")
