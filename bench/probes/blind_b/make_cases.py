# ruff: noqa  (written by the blind writer as it is; kept so its figures reproduce)
#!/usr/bin/env python3
"""Blind probe B: labeled grader cases. Regenerate: python /work/probe_b/make_cases.py"""

import json, os, random, re, sys
from fractions import Fraction

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from specs import HARP_HAND, MP_HAND, PUTNAM_HAND

DATA = "/work/shared/data"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases.jsonl")
R = random.Random(20261201)


def load(p):
    return [json.loads(l) for l in open(os.path.join(DATA, p))]


HD = load("harp/harp_default.jsonl")
HM = load("harp/harp_mcq.jsonl")
MPH = load("math_perturb/math_perturb_hard.jsonl")
MPS = load("math_perturb/math_perturb_simple.jsonl")
PUT = load("putnam/putnam_with_answers.jsonl")


# ---------------- text helpers ----------------
def strip_boxed(s):
    out = []
    i = 0
    while True:
        j = s.find("\\boxed{", i)
        if j < 0:
            out.append(s[i:])
            break
        out.append(s[i:j])
        k = j + 7
        d = 1
        st = k
        while k < len(s) and d:
            if s[k] == "{":
                d += 1
            elif s[k] == "}":
                d -= 1
            k += 1
        out.append(s[st : k - 1])
        i = k
    return "".join(out)


def clean_solution(s):
    s = re.sub(r"\[asy\].*?\[/asy\]", "", s, flags=re.S)
    s = strip_boxed(s)
    s = re.sub(r"\n{3,}", "\n\n", s).strip()
    return s


def sentences(s):
    parts = re.split(r"(?<=[.!?])\s+(?=[A-Z$\\])", s)
    return [p for p in parts if p.strip()]


def math_snippets(s):
    segs = []
    i = 0
    n = len(s)
    while i < n:
        if s.startswith("$$", i):
            j = s.find("$$", i + 2)
            if j < 0:
                break
            segs.append(s[i + 2 : j])
            i = j + 2
        elif s.startswith("\\[", i):
            j = s.find("\\]", i + 2)
            if j < 0:
                break
            segs.append(s[i + 2 : j])
            i = j + 2
        elif s[i] == "$" and (i == 0 or s[i - 1] != "\\"):
            j = i + 1
            while j < n and not (s[j] == "$" and s[j - 1] != "\\"):
                j += 1
            if j >= n:
                break
            segs.append(s[i + 1 : j])
            i = j + 1
        else:
            i += 1
    out = []
    for x in segs:
        x = " ".join(x.split())
        if "\\boxed" in x or len(x) < 6 or len(x) > 110 or "\\begin" in x or "\\end" in x:
            continue
        if not re.search(r"[=<>]|\\Rightarrow|\\implies", x):
            continue
        out.append(x)
    return out


# ---------------- numerals ----------------
ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def words(n):
    if n < 0:
        return "negative " + words(-n)
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    if n < 1000:
        return ONES[n // 100] + " hundred" + ("" if n % 100 == 0 else " " + words(n % 100))
    return words(n // 1000) + " thousand" + ("" if n % 1000 == 0 else " " + words(n % 1000))


ZH = "零一二三四五六七八九"


def zh_num(n):
    if n < 0 or n > 99:
        return None
    if n < 10:
        return ZH[n]
    t, o = divmod(n, 10)
    return ("" if t == 1 else ZH[t]) + "十" + ("" if o == 0 else ZH[o])


SCRIPTS = {"ar": "٠١٢٣٤٥٦٧٨٩", "fa": "۰۱۲۳۴۵۶۷۸۹", "hi": "०१२३४५६७८९", "bn": "০১২৩৪৫৬৭৮৯", "fw": "０１２３４５６７８９"}


def to_script(s, sc):
    return "".join(SCRIPTS[sc][int(c)] if c.isdigit() else c for c in s)


# ---------------- problem pool ----------------
problems = []  # dict(bench, source_row, question, gold, eq, wrong, prose, steps, multi, kind, mcq)


def auto_int(n):
    eq = [str(n)]
    if abs(n) >= 1000:
        eq.append(f"{n:,}")
    eq.append(f"{n}.0" if R.random() < 0.3 else str(n))
    wr = []
    for c in [n + 1, n - 1, -n, 2 * n, n + 10]:
        if c != n and str(c) not in wr:
            wr.append(str(c))
    return eq, wr[:4]


def auto_frac(a, b):
    f = Fraction(a, b)
    assert f.denominator == b
    eq = [f"{a}/{b}", rf"\dfrac{{{a}}}{{{b}}}", rf"\tfrac{{{a}}}{{{b}}}"]
    d = b
    for p in (2, 5):
        while d % p == 0:
            d //= p
    if d == 1 and len(str(float(f))) <= 7:
        eq.append(str(float(f)))
    if a > b:
        q, r = divmod(a, b)
        eq.append(rf"{q}\frac{{{r}}}{{{b}}}")
    wr = []
    for g in [Fraction(b, a) if a else None, Fraction(a + 1, b), Fraction(a, b + 1), 1 - f, 2 * f]:
        if g is not None and g != f:
            s = rf"\frac{{{g.numerator}}}{{{g.denominator}}}" if g.denominator != 1 else str(g.numerator)
            if g < 0 and g.denominator != 1:
                s = rf"-\frac{{{-g.numerator}}}{{{g.denominator}}}"
            if s not in wr:
                wr.append(s)
    return eq, wr[:4]


def harp_q(r):
    return r["problem"]


# HARP hand
for idx, sp in HARP_HAND.items():
    r = HD[idx]
    sol = clean_solution(r["solution_1"])
    problems.append(
        dict(
            bench="harp",
            source_row=f"harp/harp_default.jsonl:{idx}",
            question=harp_q(r),
            gold=r["answer"],
            eq=sp["eq"],
            wrong=sp["wrong"],
            prose=sol,
            steps=math_snippets(sol),
            multi=sp.get("multi", False),
            kind="hand",
            mcq=None,
        )
    )

# HARP auto integer/fraction
cands_int, cands_frac = [], []
for i, r in enumerate(HD):
    if i in HARP_HAND or r["multiple_choice_only"]:
        continue
    sol = clean_solution(r["solution_1"])
    if not (250 <= len(sol) <= 1400) or "[asy]" in r["problem"]:
        continue
    m = re.fullmatch(r"\$(-?\d+)\$", r["answer"])
    if m and abs(int(m.group(1))) < 100000:
        cands_int.append((i, int(m.group(1))))
        continue
    m = re.fullmatch(r"\$(-?)\\frac\{(\d+)\}\{(\d+)\}\$", r["answer"])
    if m:
        a, b = int(m.group(2)), int(m.group(3))
        if Fraction(a, b).denominator == b and b > 1:
            cands_frac.append((i, (-a if m.group(1) else a), b))
for i, n in R.sample(cands_int, 58):
    r = HD[i]
    sol = clean_solution(r["solution_1"])
    eq, wr = auto_int(n)
    problems.append(
        dict(
            bench="harp",
            source_row=f"harp/harp_default.jsonl:{i}",
            question=harp_q(r),
            gold=r["answer"],
            eq=eq,
            wrong=wr,
            prose=sol,
            steps=math_snippets(sol),
            multi=False,
            kind="int",
            n=n,
            mcq=None,
        )
    )
for i, a, b in R.sample(cands_frac, 14):
    r = HD[i]
    sol = clean_solution(r["solution_1"])
    eq, wr = auto_frac(a, b)
    problems.append(
        dict(
            bench="harp",
            source_row=f"harp/harp_default.jsonl:{i}",
            question=harp_q(r),
            gold=r["answer"],
            eq=eq,
            wrong=wr,
            prose=sol,
            steps=math_snippets(sol),
            multi=False,
            kind="frac",
            mcq=None,
        )
    )

# HARP MCQ (multiple_choice_only rows, gold = answer_choice letter)
mc = [
    i
    for i, r in enumerate(HM)
    if r["multiple_choice_only"]
    and 200 <= len(clean_solution(r["solution_1"])) <= 1300
    and "[asy]" not in r["problem"]
    and len(set(r["choices"].values())) == 5
    and r["answer_choice"] in "ABCDE"
]
for i in R.sample(mc, 18):
    r = HM[i]
    sol = clean_solution(r["solution_1"])
    L = r["answer_choice"]
    q = (
        r["problem"]
        + "\n\n"
        + "  ".join(f"$\\textbf{{({k})}}\\ {v.strip('$')}$" for k, v in sorted(r["choices"].items()))
    )
    ch = {k: v.strip("$") for k, v in r["choices"].items()}
    others = [k for k in "ABCDE" if k != L]
    problems.append(
        dict(
            bench="harp",
            source_row=f"harp/harp_mcq.jsonl:{i}",
            question=q,
            gold=L,
            eq=None,
            wrong=None,
            prose=sol,
            steps=math_snippets(sol),
            multi=False,
            kind="mcq",
            mcq=dict(letter=L, choices=ch, others=others),
        )
    )

# MATH-Perturb hand
for (t, idx), sp in MP_HAND.items():
    r = (MPH if t == "h" else MPS)[idx]
    f = "math_perturb_hard.jsonl" if t == "h" else "math_perturb_simple.jsonl"
    problems.append(
        dict(
            bench="math_perturb",
            source_row=f"math_perturb/{f}:{idx}",
            question=r["problem"],
            gold=str(r["answer"]),
            eq=sp["eq"],
            wrong=sp["wrong"],
            prose=None,
            steps=sp["steps"],
            multi=sp.get("multi", False),
            kind="hand",
            mcq=None,
        )
    )
# Putnam hand
for idx, sp in PUTNAM_HAND.items():
    r = PUT[idx]
    problems.append(
        dict(
            bench="putnam",
            source_row=f"putnam/putnam_with_answers.jsonl:{idx} ({r['name']})",
            question=r["problem"],
            gold=r["answer_text"],
            eq=sp["eq"],
            wrong=sp["wrong"],
            prose=None,
            steps=sp["steps"],
            multi=sp.get("multi", False),
            kind="hand",
            mcq=None,
        )
    )

# ---------------- languages ----------------
LANG = {
    "en": dict(
        final=["The final answer is", "Final answer:", "Therefore, the answer is", "So the answer is", "Answer:"],
        intro=["Let me work through this.", "Let's solve this step by step.", "We set up the problem carefully."],
        conn=["So", "Then", "Hence", "This gives", "Now"],
        wait="Wait, let me re-check that.",
        actually="Actually, correction: the answer is",
        either="The answer is either {a} or {b}.",
        check="Let me double-check.",
    ),
    "zh": dict(
        final=["最终答案是", "所以答案为", "答案：", "综上所述，答案是"],
        intro=["我们一步一步来分析。", "先整理题目中的条件。", "解："],
        conn=["于是", "因此", "由此得", "进一步，", "代入得"],
        wait="等一下，我再检查一下。",
        actually="更正：答案应该是",
        either="答案可能是 {a}，也可能是 {b}。",
        check="验算一下。",
    ),
    "ja": dict(
        final=["答え：", "よって、答えは", "最終的な答えは", "【答】"],
        intro=["順に考えます。", "まず条件を整理します。", "解答："],
        conn=["したがって", "よって", "これより", "ここで", "すると"],
        wait="待って、もう一度確認します。",
        actually="訂正します。答えは",
        either="答えは {a} または {b} です。",
        check="検算します。",
    ),
    "ko": dict(
        final=["정답은", "따라서 답은", "최종 답:", "답:"],
        intro=["단계별로 풀어 보겠습니다.", "먼저 조건을 정리합니다.", "풀이:"],
        conn=["따라서", "그러므로", "이로부터", "여기서", "정리하면"],
        wait="잠깐, 다시 확인해 보겠습니다.",
        actually="정정합니다. 답은",
        either="답은 {a} 또는 {b}입니다.",
        check="검산해 봅시다.",
    ),
    "ru": dict(
        final=["Ответ:", "Итак, ответ:", "Окончательный ответ:", "Следовательно, ответ"],
        intro=["Решим задачу по шагам.", "Сначала запишем условия.", "Решение."],
        conn=["Тогда", "Отсюда", "Значит,", "Следовательно,", "Получаем"],
        wait="Подождите, перепроверю.",
        actually="Исправление: ответ",
        either="Ответ: либо {a}, либо {b}.",
        check="Проверим.",
    ),
    "ar": dict(
        final=["الإجابة النهائية:", "إذن الجواب هو", "الجواب:"],
        intro=["لنحل المسألة خطوة بخطوة.", "نبدأ بترتيب المعطيات.", "الحل:"],
        conn=["إذن", "ومنه", "بالتالي", "نحصل على", "ثم"],
        wait="لحظة، دعني أتحقق مرة أخرى.",
        actually="تصحيح: الجواب هو",
        either="الجواب إما {a} أو {b}.",
        check="للتحقق:",
    ),
    "fa": dict(
        final=["پاسخ نهایی:", "بنابراین جواب", "جواب:"],
        intro=["مسئله را گام به گام حل می‌کنیم.", "ابتدا داده‌ها را مرتب می‌کنیم."],
        conn=["پس", "بنابراین", "در نتیجه", "سپس", "داریم"],
        wait="صبر کنید، دوباره بررسی می‌کنم.",
        actually="اصلاح: جواب",
        either="جواب یا {a} است یا {b}.",
        check="بررسی:",
    ),
    "hi": dict(
        final=["अंतिम उत्तर:", "अतः उत्तर है", "उत्तर:"],
        intro=["आइए इसे चरण-दर-चरण हल करें।", "पहले दी गई शर्तें लिखते हैं।", "हल:"],
        conn=["अतः", "इसलिए", "तब", "इससे", "अब"],
        wait="रुकिए, फिर से जाँचता हूँ।",
        actually="सुधार: उत्तर है",
        either="उत्तर या तो {a} है या {b}।",
        check="जाँच:",
    ),
    "bn": dict(
        final=["চূড়ান্ত উত্তর:", "সুতরাং উত্তর", "উত্তর:"],
        intro=["ধাপে ধাপে সমাধান করি।", "প্রথমে শর্তগুলো লিখি।"],
        conn=["অতএব", "সুতরাং", "তাহলে", "এখান থেকে", "এখন"],
        wait="দাঁড়াও, আবার যাচাই করি।",
        actually="সংশোধন: উত্তর",
        either="উত্তর {a} অথবা {b}।",
        check="যাচাই:",
    ),
    "vi": dict(
        final=["Đáp án:", "Vậy đáp số là", "Kết luận: đáp án là"],
        intro=["Ta giải từng bước.", "Trước hết, ta sắp xếp dữ kiện.", "Lời giải:"],
        conn=["Suy ra", "Do đó", "Khi đó", "Vậy", "Ta có"],
        wait="Khoan, để kiểm tra lại.",
        actually="Sửa lại: đáp án là",
        either="Đáp án là {a} hoặc {b}.",
        check="Kiểm tra lại:",
    ),
    "fr": dict(
        final=["Réponse finale :", "Donc la réponse est", "La réponse est"],
        intro=["Procédons étape par étape.", "Commençons par poser les données.", "Solution :"],
        conn=["Donc", "Ainsi", "On obtient", "Alors", "Par conséquent"],
        wait="Attendez, je vérifie à nouveau.",
        actually="Correction : la réponse est",
        either="La réponse est soit {a}, soit {b}.",
        check="Vérifions.",
    ),
    "es": dict(
        final=["Respuesta final:", "Por lo tanto, la respuesta es", "La respuesta es"],
        intro=["Resolvamos paso a paso.", "Primero organizamos los datos.", "Solución:"],
        conn=["Entonces", "Así", "Luego", "De aquí", "Por lo tanto"],
        wait="Espera, déjame verificar de nuevo.",
        actually="Corrección: la respuesta es",
        either="La respuesta es {a} o {b}.",
        check="Comprobemos.",
    ),
    "de": dict(
        final=["Antwort:", "Also ist die Antwort", "Endergebnis:", "Ergebnis:"],
        intro=["Wir lösen das Schritt für Schritt.", "Zuerst ordnen wir die Angaben.", "Lösung:"],
        conn=["Also", "Damit", "Daraus folgt", "Somit", "Dann"],
        wait="Moment, ich prüfe das noch einmal.",
        actually="Korrektur: die Antwort ist",
        either="Die Antwort ist entweder {a} oder {b}.",
        check="Probe:",
    ),
    "pt": dict(
        final=["Resposta final:", "Portanto, a resposta é", "A resposta é"],
        intro=["Vamos resolver passo a passo.", "Primeiro organizamos os dados.", "Solução:"],
        conn=["Então", "Assim", "Logo", "Daí", "Portanto"],
        wait="Espere, deixe-me verificar de novo.",
        actually="Correção: a resposta é",
        either="A resposta é {a} ou {b}.",
        check="Verificando.",
    ),
}


def pick(xs):
    return R.choice(xs)


# ---------------- reasoning bodies ----------------
def prose_for(p, lang, frac=1.0):
    """Problem-specific reasoning. English HARP: the human solution prose (optionally a prefix).
    Otherwise: math steps joined by connectives of the language."""
    if lang == "en" and p["prose"]:
        ss = sentences(p["prose"])
        k = max(1, int(round(len(ss) * frac))) if frac < 1 else len(ss)
        return " ".join(ss[:k])
    L = LANG[lang]
    steps = p["steps"] or []
    if frac < 1:
        steps = steps[: max(1, int(len(steps) * frac))]
    lines = [pick(L["intro"])]
    for j, st in enumerate(steps[:7]):
        lines.append(f"{L['conn'][j % len(L['conn'])]} ${st}$" if j else f"${st}$")
    return "\n".join(lines)


def cut_mid(text):
    # truncation: stop mid-way through the text, at a non-final point
    n = len(text)
    k = int(n * R.uniform(0.35, 0.7))
    while k < n and text[k] not in " \n":
        k += 1
    t = text[:k].rstrip()
    # never leave an unmatched $ that would make a "final" formula
    if t.count("$") % 2:
        t = t[: t.rfind("$")].rstrip()
    return t


# ---------------- answer rendering ----------------
def render(ans, mode):
    if (
        mode in ("boxed", "boxed_bare", "display")
        and "\\" not in ans
        and not dollar(ans).startswith("$")
        and re.search(r"[A-Za-z]{2,}", ans)
    ):
        ans = f"\\text{{{ans}}}"
    if mode == "boxed":
        return f"$\\boxed{{{ans}}}$"
    if mode == "boxed_bare":
        return f"\\boxed{{{ans}}}"
    if mode == "display":
        return f"\\[\n\\boxed{{{ans}}}\n\\]"
    if mode == "dd":
        return f"$${ans}$$"
    if mode == "paren":
        return f"\\({ans}\\)"
    if mode == "dollar":
        return dollar(ans)
    if mode == "bold":
        return f"**{dollar(ans)}**"
    if mode == "bolddollar":
        return f"**{dollar(ans)}**"
    return ans


def plainish(ans):
    """A plain-text version usable inside JSON/tags (keep LaTeX; models often do)."""
    return ans


def mcq_ans(p, letter, how):
    ch = p["mcq"]["choices"][letter]
    return {
        "letter": letter,
        "paren": f"({letter})",
        "textbf": f"\\textbf{{({letter})}}\\ {ch}",
        "full": f"({letter}) {dollar(ch)}",
        "boxed": f"\\boxed{{{letter}}}",
        "bold": f"**{letter}**",
    }[how]


# ---------------- case construction ----------------
SLIPS_EN = [
    "Carrying the arithmetic through gives {W}.",
    "Plugging in, this evaluates to {W}.",
    "Putting the pieces together, I get {W}.",
    "Simplifying, the value comes out to {W}.",
    "Finishing the computation: {W}.",
]
FLIPS_EN = [
    "Hmm, but re-reading the question, I think I answered a slightly different quantity. Adjusting for what is actually asked, the result becomes {W}.",
    "Wait — I should double-check the last step. Redoing it more carefully, I get {W} instead.",
    "Actually, I dropped a case earlier. Including it, the total changes to {W}.",
    "Hold on, I think the sign convention flips here; with that fixed the value is {W}.",
]
CORR_EN = [
    "So the answer would be {W}. Hmm, that doesn't look right — let me recheck the arithmetic.",
    "That suggests {W}... wait, no. I misapplied a step. Let me redo it.",
    "My first instinct says {W}, but that ignores one of the conditions. Let me do it properly.",
]
INTER_EN = [
    "As an intermediate result, {X} — but this is not yet the quantity asked for.",
    "Keep this intermediate value in mind: {X}. We still need one more step.",
]


def fm(t, **kw):
    for k, v in kw.items():
        t = t.replace("{" + k + "}", v)
    return t


def dollar(s):
    core = re.sub(r"\\text\{[^}]*\}", "", s)
    core = re.sub(r"\\[A-Za-z]+", "", core)
    if (
        re.search(r"[\u00c0-\uffff]", s)
        or re.search(r"[A-Za-z]{3,}", core)
        or re.search(r"\d:\d", s)
        or re.fullmatch(r"[A-Za-z][A-Za-z .]+", s)
        or re.search(r"(?<!\\text\{ )\b(or|and)\b(?! \})", core)
    ):
        return s
    return f"${s}$"


def script_int(ans, lang, p):
    """Equal-value variant of an integer answer in a native numeral system / words."""
    if p["kind"] != "int" or not re.fullmatch(r"-?\d+", ans):
        return ans
    n = int(ans)
    if lang in ("ar", "fa", "hi", "bn") and R.random() < 0.7:
        return to_script(ans, lang)
    if lang in ("ja", "zh") and R.random() < 0.35:
        return to_script(ans, "fw")
    if lang == "zh" and zh_num(n) and R.random() < 0.4:
        return zh_num(n)
    if lang == "en" and 0 <= n < 10000 and R.random() < 0.12:
        return words(n)
    return ans


def make_case(p, lang, style, sub):
    L = LANG[lang]
    positive = sub in ("direct", "corrected", "falsestart")
    if p["mcq"]:
        boxy = style in ("boxed_sentence", "think", "chatml", "llama", "code", "md_heading", "harmony")
        how = pick(["letter", "paren", "textbf"] if boxy else ["letter", "paren", "textbf", "full", "bold"])
        A = mcq_ans(p, p["mcq"]["letter"], how)
        W = mcq_ans(p, pick(p["mcq"]["others"]), how)
    elif style == "code":
        A = pick([e for e in p["eq"] if parse_simple(e) is not None])
        W = pick([w for w in p["wrong"] if parse_simple(w) is not None])
    else:
        A = script_int(pick(p["eq"]), lang, p)
        W = script_int(pick(p["wrong"]), lang, p)
    dA, dW = dollar(A) if not p["mcq"] else A, dollar(W) if not p["mcq"] else W
    full = prose_for(p, lang, 1.0)
    half = prose_for(p, lang, 0.5)
    en = lang == "en"
    tail = ""
    final = A if positive else W
    if sub == "direct":
        body = full
    elif sub == "corrected":
        body = half + "\n\n" + (fm(pick(CORR_EN), W=dW) if en else f"{L['conn'][0]} {dW}? {L['wait']}") + "\n\n" + full
    elif sub == "falsestart":
        body = (fm(pick(CORR_EN), W=dW) if en else f"{dW}? {L['wait']}") + "\n\n" + full
    elif sub == "wrong":
        body = half + "\n\n" + fm(pick(SLIPS_EN) if en else L["conn"][-1] + " {W}.", W=dW)
    elif sub == "midright":
        body = full + "\n\n" + (fm(pick(FLIPS_EN), W=dW) if en else f"{L['wait']} {L['conn'][1]} {dW}.")
    elif sub == "hedge":
        body = full
        sep = r" \text{ or } " if (not p["mcq"] and dollar(A).startswith("$") and dollar(W).startswith("$")) else " or "
        final = (A + sep + W) if R.random() < 0.5 else (W + sep + A)
        tail = "\n\n" + L["either"].replace("{a}", dA).replace("{b}", dW)
    elif sub == "retract" and style in ("json", "tool_call", "yaml"):
        body = full + f"\n\n{pick(L['final'])} {dA}. {L['wait']} {L['actually']} {dW}."
        final = W
    elif sub == "retract":
        body = full
        final = A
        tail = "\n\n" + L["wait"] + " " + L["actually"] + " " + (render(W, "boxed") if not p["mcq"] else W) + "."
    elif sub == "boxedinter":
        body = (
            half
            + "\n\n"
            + fm(pick(INTER_EN) if en else L["conn"][2] + " {X} ...", X=render(A, "boxed"))
            + "\n\n"
            + fm(pick(SLIPS_EN) if en else L["conn"][-1] + " {W}.", W=dW)
        )
    elif sub == "trunc":
        body = cut_mid(full)
        bad = [x for x in ((p["eq"] or []) + [p["gold"].strip("$")]) if len(x) >= 1]
        cuts = [body.find(x) for x in bad if body.find(x) >= 0]
        low = body.lower()
        cuts += [low.find(w) for w in ("answer", "therefore", "thus", "hence") if low.find(w) >= 0]
        if p["mcq"]:
            cuts += [
                m.start() for m in re.finditer(r"\(" + p["mcq"]["letter"] + r"\)|\b" + p["mcq"]["letter"] + r"\b", body)
            ][:1]
        if cuts:
            body = body[: min(cuts)].rstrip()
        if body.count("$") % 2:
            body = body[: body.rfind("$")].rstrip()
        if len(body) < 60:
            return make_case(p, lang, style, "wrong")
    return wrap(p, lang, style, sub, body, final, tail), positive, sub


def wrap(p, lang, style, sub, body, F, tail):
    L = LANG[lang]
    fp = pick(L["final"])
    trunc = sub == "trunc"
    mcq = bool(p["mcq"])

    def fin(mode):
        if mcq and ("$" in F or "**" in F or mode not in ("boxed", "boxed_bare", "display")):
            return F
        return render(F, mode)

    if style == "md_heading":
        if trunc:
            return "## Solution\n\n" + body
        return (
            f"## Solution\n\n{body}\n\n---\n\n### Final Answer\n\n{fin(pick(['display', 'boxed', 'bolddollar']))}{tail}"
        )
    if style == "md_bold":
        if trunc:
            return body
        return f"{body}\n\n**{fp}** {fin(pick(['dollar', 'bold', 'boxed']))}{tail}"
    if style == "boxed_sentence":
        if trunc:
            return body
        return f"{body}\n\n{fp} {fin('boxed')}.{tail}"
    if style == "think":
        cot = body.replace(". ", ". Hmm. ", 1) if lang == "en" else body
        if trunc:
            return "<think>\n" + cot
        lead = (
            pick(
                [
                    "Okay, let me think about this problem.",
                    "Alright, so the problem asks",
                    "Let me parse the problem first.",
                ]
            )
            if lang == "en"
            else pick(L["intro"])
        )
        return f"<think>\n{lead}\n\n{cot}\n\n{L['check']} ...\n</think>\n\n{fp} {fin('boxed')}{tail}"
    if style == "thinking_block":
        if trunc:
            return "Thinking...\n" + body
        return f"Thinking...\n{body}\n...done thinking.\n\n{fp} {fin(pick(['dollar', 'plain', 'bold']))}{tail}"
    if style == "harmony":
        if trunc:
            return "<|channel|>analysis<|message|>" + body
        return (
            f"<|channel|>analysis<|message|>{body}<|end|><|start|>assistant<|channel|>final<|message|>"
            f"{fp} {fin(pick(['dollar', 'boxed', 'plain']))}{tail}<|return|>"
        )
    if style == "answer_tag":
        if trunc:
            return body
        return f"{body}{tail}\n\n<answer>{F}</answer>" if sub != "retract" else f"{body}\n\n<answer>{F}</answer>{tail}"
    if style == "final_tag":
        if trunc:
            return body
        return f"{body}\n\n[FINAL]{F}[/FINAL]{tail}"
    if style == "chatml":
        if trunc:
            return "<|im_start|>assistant\n" + body
        tok = pick(
            [
                ("<|im_start|>assistant\n", "<|im_end|>"),
                ("<|assistant|>\n", "<|end|>"),
                ("<|start_header_id|>assistant<|end_header_id|>\n\n", "<|eot_id|>"),
            ]
        )
        return f"{tok[0]}{body}\n\n{fp} {fin('boxed')}{tail}{tok[1]}"
    if style == "json":
        if trunc:
            return '{"reasoning": ' + json.dumps(body)[:-1]
        return json.dumps({"reasoning": body + tail, "final_answer": F}, ensure_ascii=False, indent=pick([None, 2]))
    if style == "tool_call":
        if trunc:
            return body
        args = json.dumps({"answer": F}, ensure_ascii=False)
        form = pick(["qwen", "oai"])
        if form == "qwen":
            return f'{body}{tail}\n\n<tool_call>\n{{"name": "submit_final_answer", "arguments": {args}}}\n</tool_call>'
        return f'{body}{tail}\n\nfunctions.submit_answer({{"arguments": {json.dumps(args, ensure_ascii=False)}}})'
    if style == "yaml":
        ind = "\n".join("  " + ln for ln in body.split("\n"))
        if trunc:
            return "reasoning: |\n" + ind
        t = ("\n  " + tail.strip()) if tail else ""
        return f"reasoning: |\n{ind}{t}\nanswer: {json.dumps(F, ensure_ascii=False) if ':' in F or F.startswith(('{', '[', '-')) else F}\nconfidence: {pick(['0.7', '0.85', '0.9', 'high'])}"
    if style == "table":
        if trunc:
            return body
        rows = [s for s in (p["steps"] or [])][:3]
        tb = (
            "| step | result |\n|---|---|\n" + "\n".join(f"| {i + 1} | ${s}$ |" for i, s in enumerate(rows))
            if rows
            else ""
        )
        return f"{body}\n\n{tb}\n\n**{fp}** {fin('dollar')}{tail}"
    if style == "llama":
        parts = body.split("\n\n") if "\n\n" in body else sentences(body) or [body]
        steps = "\n\n".join(f"## Step {i + 1}: {pt.strip()}" for i, pt in enumerate(parts[:6]))
        if trunc:
            return steps
        return (
            f"{steps}\n\nThe final answer is: {fin('boxed')}{tail}"
            if lang == "en"
            else f"{steps}\n\n{fp} {fin('boxed')}{tail}"
        )
    if style == "display":
        if trunc:
            return body
        return (
            f"{body}\n\n{fp}\n$${F}$${tail}" if not mcq and dollar(F).startswith("$") else f"{body}\n\n{fp} {F}{tail}"
        )
    if style == "paren":
        if trunc:
            return body
        return (
            f"{body}\n\n{fp} \\({F}\\).{tail}"
            if not mcq and dollar(F).startswith("$")
            else f"{body}\n\n{fp} {F}.{tail}"
        )
    if style == "code":
        v = F
        code = (
            "```python\nfrom fractions import Fraction\n# sanity-check the final value derived above\n"
            f"result = {pyexpr(p, F)}\nprint(result)\n```\n```output\n{pyout(p, F)}\n```"
        )
        if trunc:
            return body + "\n\nLet me verify numerically:\n```python\nfrom fractions import Fraction\n"
        return f"{body}\n\nLet me verify numerically:\n{code}\n\n{fp} {fin('boxed')}{tail}"
    if style == "minimal":
        if trunc:
            return body
        return f"{body}\n\n{fp} {F}.{tail}"
    raise ValueError(style)


def parse_simple(s):
    s = s.replace("\\dfrac", "\\frac").replace("\\tfrac", "\\frac").replace(",", "")
    m = re.fullmatch(r"(-?)\\frac\{(\d+)\}\{(\d+)\}", s)
    if m:
        return Fraction(int(m.group(2)), int(m.group(3))) * (-1 if m.group(1) else 1)
    m = re.fullmatch(r"(-?\d+)/(\d+)", s)
    if m:
        return Fraction(int(m.group(1)), int(m.group(2)))
    m = re.fullmatch(r"(-?)(\d+)\\frac\{(\d+)\}\{(\d+)\}", s)
    if m:
        return (int(m.group(2)) + Fraction(int(m.group(3)), int(m.group(4)))) * (-1 if m.group(1) else 1)
    try:
        return Fraction(s)
    except Exception:
        return None


def pyexpr(p, F):
    v = parse_simple(F)
    if v is None:
        return repr(F)
    if v.denominator == 1:
        k = R.randint(2, 9)
        return f"{v.numerator - k} + {k}"
    return f"Fraction({v.numerator * 2}, {v.denominator * 2})"


def pyout(p, F):
    v = parse_simple(F)
    if v is None:
        return F
    return str(v.numerator) if v.denominator == 1 else f"{v.numerator}/{v.denominator}"


STYLES = [
    "md_heading",
    "md_bold",
    "boxed_sentence",
    "think",
    "thinking_block",
    "harmony",
    "answer_tag",
    "final_tag",
    "chatml",
    "json",
    "tool_call",
    "yaml",
    "table",
    "llama",
    "display",
    "paren",
    "code",
    "minimal",
]
SW = [10, 8, 8, 12, 5, 6, 5, 4, 5, 5, 4, 3, 3, 5, 4, 3, 4, 4]
SUBS = ["direct", "corrected", "falsestart", "wrong", "midright", "hedge", "retract", "boxedinter", "trunc"]
SUBW = [29, 12, 8, 19, 8, 6, 7, 5, 6]
LANGS = ["zh", "ja", "ko", "ru", "ar", "fa", "hi", "bn", "vi", "fr", "es", "de", "pt"]


def main():
    cases = []
    seen = set()
    order = problems[:]
    R.shuffle(order)
    per = {}
    target = 360
    i = 0
    while len(cases) < target:
        p = order[i % len(order)]
        i += 1
        has_steps = bool(p["steps"])
        lang = "en" if (R.random() < 0.58 or not has_steps) else pick(LANGS)
        style = R.choices(STYLES, SW)[0]
        if style == "code" and (p["kind"] not in ("int", "frac") or lang != "en"):
            style = "boxed_sentence"
        if style == "table" and not p["steps"]:
            style = "md_bold"
        sub = R.choices(SUBS, SUBW)[0]
        if sub == "hedge" and p["multi"]:
            sub = "wrong"
        if sub == "falsestart" and style not in ("think", "thinking_block", "harmony", "md_heading", "llama"):
            sub = "corrected"
        if sub == "trunc" and style in ("code",):
            sub = "wrong"
        resp, label, sub = make_case(p, lang, style, sub)
        key = resp[:400] + resp[-200:]
        if key in seen:
            continue
        seen.add(key)
        cases.append(
            dict(
                id=f"b-{len(cases) + 1:04d}",
                benchmark=p["bench"],
                source_row=p["source_row"],
                question=p["question"],
                gold=p["gold"],
                response=resp,
                label=label,
                style=f"{style}/{sub}",
                language=lang,
            )
        )
    with open(OUT, "w") as f:
        for c in cases:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    print(len(cases), "cases ->", OUT)


if __name__ == "__main__":
    main()
