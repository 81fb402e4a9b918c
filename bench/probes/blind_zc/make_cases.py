#!/usr/bin/env python3
"""Deterministic generator for blind grader test set ZC. Standard library only.
Usage: python3 make_cases.py   (reads /work/shared/data, writes cases.jsonl next to this file)"""
import json, os, random, re

DATA = "/work/shared/data"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases.jsonl")
rng = random.Random(20261202)

def load(rel):
    with open(os.path.join(DATA, rel), encoding="utf-8") as f:
        return [json.loads(l) for l in f]

DIG = {"ar": "٠١٢٣٤٥٦٧٨٩", "fa": "۰۱۲۳۴۵۶۷۸۹", "hi": "०१२३४५६७८९", "bn": "০১২৩৪৫৬৭৮৯",
       "fw": "０１２３４５６７８９", "th": "๐๑๒๓๔๕๖๗๘๙"}
def nd(n, kind):
    s = str(n)
    t = DIG[kind]
    return "".join(t[int(c)] if c.isdigit() else ("－" if c == "-" and kind == "fw" else c) for c in s)

ZH = "零一二三四五六七八九"
def zh_num(n):
    if n < 0: return "负" + zh_num(-n)
    if n < 10: return ZH[n]
    if n >= 10000:
        hi, lo = divmod(n, 10000)
        s = zh_num(hi) + "万"
        if lo: s += ("零" if lo < 1000 else "") + zh_num(lo)
        return s
    units = [(1000, "千"), (100, "百"), (10, "十")]
    s = ""; zero = False; started = False
    for u, c in units:
        d, n = divmod(n, u)
        if d:
            if zero and started: s += "零"
            s += ("" if (u == 10 and d == 1 and not started) else ZH[d]) + c
            started = True; zero = False
        elif started: zero = True
    if n:
        if zero and started: s += "零"
        s += ZH[n]
    return s
def ja_num(n):
    if n < 0: return "マイナス" + ja_num(-n)
    s = zh_num(n).replace("零", "")
    s = re.sub(r"^一(千|百)", r"\1", s).replace("万一千", "万千").replace("万一百", "万百")
    return s or "〇"
KO = ["", "일", "이", "삼", "사", "오", "육", "칠", "팔", "구"]
def ko_num(n):
    if n == 0: return "영"
    if n < 0: return "마이너스 " + ko_num(-n)
    s = ""
    if n >= 10000:
        hi, n = divmod(n, 10000); s += ("" if hi == 1 else ko_num(hi)) + "만"
    for u, c in [(1000, "천"), (100, "백"), (10, "십")]:
        d, n = divmod(n, u)
        if d: s += ("" if d == 1 else KO[d]) + c
    return s + KO[n]
EN = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "twenty thirty forty fifty sixty seventy eighty ninety".split()
def en_num(n):
    if n < 20: return EN[n]
    if n < 100: return TENS[n // 10 - 2] + ("-" + EN[n % 10] if n % 10 else "")
    if n < 1000: return EN[n // 100] + " hundred" + (" " + en_num(n % 100) if n % 100 else "")
    return None
WORDS = {
 "fr": "zéro un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize dix-sept dix-huit dix-neuf vingt".split(),
 "es": "cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve veinte".split(),
 "de": "null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn zwanzig".split(),
 "pt": "zero um dois três quatro cinco seis sete oito nove dez onze doze treze catorze quinze dezesseis dezessete dezoito dezenove vinte".split(),
 "ru": "ноль один два три четыре пять шесть семь восемь девять десять одиннадцать двенадцать тринадцать четырнадцать пятнадцать шестнадцать семнадцать восемнадцать девятнадцать двадцать".split(),
 "hi": "शून्य एक दो तीन चार पाँच छह सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस बीस".split(),
 "ar": "صفر واحد اثنان ثلاثة أربعة خمسة ستة سبعة ثمانية تسعة عشرة".split(),
 "vi": "không một hai ba bốn năm sáu bảy tám chín mười".split(),
 "it": "zero uno due tre quattro cinque sei sette otto nove dieci".split(),
 "tr": "sıfır bir iki üç dört beş altı yedi sekiz dokuz on".split(),
}

# per-language phrases: F final statement, T think opener, W self-correction, H hedge, I intermediate, C cut-off, Q "the asked quantity is"
L = {
 "en": dict(F="The answer is {v}.", T="Let me work through this carefully.", W="Wait, that's not right. Let me recompute.", H="So the answer is either {a} or {b}; I can't decide between them.", I="At this step we get {v}, but this is only an intermediate quantity.", Q="However, the question asks for a different quantity, which equals {v}.", R="Hmm, earlier I wrote {v}, but that was a mistake."),
 "zh": dict(F="所以答案是 {v}。", T="我们一步一步来分析这道题。", W="等等，这里算错了，重新计算一下。", H="答案可能是 {a}，也可能是 {b}，我无法确定。", I="这一步得到 {v}，但这只是中间结果。", Q="但是题目问的是另一个量，它等于 {v}。", R="嗯，前面我写的 {v} 是错的。"),
 "ja": dict(F="したがって、答えは {v} です。", T="順を追って考えてみましょう。", W="待ってください、計算を間違えました。やり直します。", H="答えは {a} か {b} のどちらかだと思いますが、確定できません。", I="ここで {v} が得られますが、これは途中の値です。", Q="しかし問われているのは別の量で、それは {v} です。", R="先ほど {v} と書きましたが、これは誤りでした。"),
 "ko": dict(F="따라서 답은 {v}입니다.", T="단계별로 풀어 보겠습니다.", W="잠깐만요, 계산이 틀렸네요. 다시 계산하겠습니다.", H="답은 {a} 또는 {b}인 것 같은데, 확실하지 않습니다.", I="이 단계에서 {v}를 얻지만, 이것은 중간 값입니다.", Q="하지만 문제에서 묻는 것은 다른 값이며, 그 값은 {v}입니다.", R="앞에서 {v}라고 썼는데, 그것은 잘못이었습니다."),
 "ru": dict(F="Ответ: {v}.", T="Решим задачу по шагам.", W="Стоп, здесь ошибка. Пересчитаю.", H="Ответ либо {a}, либо {b} — точно сказать не могу.", I="На этом шаге получаем {v}, но это промежуточная величина.", Q="Однако в задаче спрашивается другая величина, она равна {v}.", R="Раньше я написал {v}, но это было ошибкой."),
 "ar": dict(F="إذن الإجابة هي {v}.", T="لنحل المسألة خطوة بخطوة.", W="لحظة، هناك خطأ في الحساب. سأعيد الحساب.", H="الإجابة إما {a} أو {b}، ولا أستطيع الجزم.", I="في هذه الخطوة نحصل على {v}، لكنها قيمة وسيطة فقط.", Q="لكن السؤال يطلب كمية أخرى، وهي تساوي {v}.", R="كتبت سابقًا {v}، لكن ذلك كان خطأ."),
 "hi": dict(F="अतः उत्तर {v} है।", T="आइए इसे चरण-दर-चरण हल करें।", W="रुकिए, यहाँ गलती हो गई। फिर से गणना करते हैं।", H="उत्तर {a} या {b} हो सकता है, पक्का नहीं कह सकते।", I="इस चरण में हमें {v} मिलता है, पर यह केवल मध्यवर्ती मान है।", Q="लेकिन प्रश्न में दूसरी राशि पूछी गई है, जो {v} के बराबर है।", R="पहले मैंने {v} लिखा था, पर वह गलत था।"),
 "vi": dict(F="Vậy đáp án là {v}.", T="Ta giải từng bước.", W="Khoan đã, tính sai rồi. Tính lại nhé.", H="Đáp án có thể là {a} hoặc {b}, tôi không chắc.", I="Ở bước này ta được {v}, nhưng đây chỉ là giá trị trung gian.", Q="Nhưng đề bài hỏi một đại lượng khác, bằng {v}.", R="Lúc nãy tôi viết {v}, nhưng đó là sai."),
 "fr": dict(F="La réponse est donc {v}.", T="Procédons étape par étape.", W="Attendez, il y a une erreur. Je recalcule.", H="La réponse est soit {a}, soit {b} ; je ne peux pas trancher.", I="À cette étape on obtient {v}, mais ce n'est qu'une valeur intermédiaire.", Q="Cependant, la question porte sur une autre quantité, qui vaut {v}.", R="Plus haut j'ai écrit {v}, mais c'était une erreur."),
 "es": dict(F="Por lo tanto, la respuesta es {v}.", T="Resolvamos paso a paso.", W="Espera, hay un error. Vuelvo a calcular.", H="La respuesta es {a} o {b}; no estoy seguro de cuál.", I="En este paso obtenemos {v}, pero es solo un valor intermedio.", Q="Sin embargo, la pregunta pide otra cantidad, que vale {v}.", R="Antes escribí {v}, pero era un error."),
 "de": dict(F="Die Antwort lautet also {v}.", T="Gehen wir Schritt für Schritt vor.", W="Moment, da ist ein Fehler. Ich rechne neu.", H="Die Antwort ist entweder {a} oder {b}; ich kann mich nicht festlegen.", I="In diesem Schritt erhalten wir {v}, das ist aber nur ein Zwischenergebnis.", Q="Gefragt ist allerdings eine andere Größe, und die beträgt {v}.", R="Oben hatte ich {v} geschrieben, das war aber falsch."),
 "pt": dict(F="Portanto, a resposta é {v}.", T="Vamos resolver passo a passo.", W="Espere, há um erro. Vou recalcular.", H="A resposta é {a} ou {b}; não tenho certeza.", I="Nesta etapa obtemos {v}, mas é apenas um valor intermediário.", Q="Porém, a pergunta pede outra quantidade, que vale {v}.", R="Antes escrevi {v}, mas estava errado."),
 "fa": dict(F="بنابراین پاسخ {v} است.", T="مسئله را گام به گام حل می‌کنیم.", W="صبر کنید، اشتباه شد. دوباره حساب می‌کنم.", H="پاسخ یا {a} است یا {b}؛ مطمئن نیستم.", I="در این مرحله {v} به دست می‌آید، ولی این فقط مقدار میانی است.", Q="اما سؤال مقدار دیگری را می‌خواهد که برابر {v} است.", R="قبلاً {v} نوشتم، اما اشتباه بود."),
 "bn": dict(F="সুতরাং উত্তর {v}।", T="ধাপে ধাপে সমাধান করি।", W="দাঁড়ান, ভুল হয়েছে। আবার হিসাব করি।", H="উত্তর {a} অথবা {b} হতে পারে, নিশ্চিত নই।", I="এই ধাপে {v} পাওয়া যায়, কিন্তু এটি মধ্যবর্তী মান।", Q="কিন্তু প্রশ্নে অন্য একটি রাশি চাওয়া হয়েছে, যা {v}।", R="আগে আমি {v} লিখেছিলাম, কিন্তু সেটা ভুল ছিল।"),
 "it": dict(F="Quindi la risposta è {v}.", T="Procediamo passo per passo.", W="Aspetta, c'è un errore. Ricalcolo.", H="La risposta è {a} oppure {b}; non sono sicuro.", I="A questo passo otteniamo {v}, ma è solo un valore intermedio.", Q="Tuttavia la domanda chiede un'altra quantità, che vale {v}.", R="Prima avevo scritto {v}, ma era sbagliato."),
 "tr": dict(F="Dolayısıyla cevap {v}.", T="Adım adım çözelim.", W="Bir dakika, burada hata var. Yeniden hesaplıyorum.", H="Cevap ya {a} ya da {b}; emin değilim.", I="Bu adımda {v} buluyoruz, ama bu sadece ara değer.", Q="Ancak soru başka bir niceliği soruyor, o da {v}.", R="Daha önce {v} yazmıştım ama yanlıştı."),
 "th": dict(F="ดังนั้นคำตอบคือ {v}", T="มาแก้โจทย์ทีละขั้นตอนกัน", W="เดี๋ยวก่อน คำนวณผิด ขอคำนวณใหม่", H="คำตอบอาจเป็น {a} หรือ {b} ไม่แน่ใจ", I="ขั้นนี้ได้ {v} แต่เป็นค่ากลางเท่านั้น", Q="แต่โจทย์ถามปริมาณอื่น ซึ่งเท่ากับ {v}", R="ก่อนหน้านี้เขียนว่า {v} แต่ผิด"),
}
F2 = {"en": "**Final Answer:** {v}", "zh": "答：{v}", "ja": "【答え】{v}", "ko": "정답: {v}", "ru": "Итак, получаем {v}.",
      "ar": "الجواب: {v}", "hi": "उत्तर: {v}", "vi": "Đáp số: {v}", "fr": "Réponse : {v}", "es": "Respuesta: {v}",
      "de": "Ergebnis: {v}", "pt": "Resposta: {v}", "fa": "جواب: {v}", "bn": "উত্তর: {v}", "it": "Risposta: {v}",
      "tr": "Cevap: {v}", "th": "ตอบ {v}"}
# language weights: ~55% non-English
LANGS = ["en"] * 6 + ["zh", "ja", "ko", "ru", "ar", "hi", "vi", "fr", "es", "de", "pt"] + ["zh", "ja", "ko", "ru", "ar", "hi"] + ["fa", "bn", "it", "tr", "th"]
NATIVE = {"ar": "ar", "fa": "fa", "hi": "hi", "bn": "bn", "th": "th", "ja": "fw", "zh": "fw"}

def render_int(n, lang, mode):
    """mode: plain | native | words. Returns string or None if unavailable."""
    if mode == "plain": return str(n)
    if mode == "native":
        k = NATIVE.get(lang)
        return nd(n, k) if k else None
    if mode == "words":
        if n < 0: return None
        if lang == "zh": return zh_num(n)
        if lang == "ja": return ja_num(n)
        if lang == "ko": return ko_num(n)
        if lang == "en": return en_num(n)
        w = WORDS.get(lang)
        if w and n < len(w): return w[n]
    return None

def wrap(fmt, body, final, lang):
    """Wrap reasoning `body` and final-answer text `final` in a model-family output format."""
    if fmt == "think":
        return f"<think>\n{body}\n</think>\n\n{final}"
    if fmt == "think_boxed":
        return f"<think>\n{body}\n</think>\n\n{final}"
    if fmt == "qwen_im":
        return f"<|im_start|>assistant\n<think>\n{body}\n</think>\n\n{final}<|im_end|>"
    if fmt == "deepseek":
        return f"<｜Assistant｜><think>\n{body}\n</think>\n{final}<｜end▁of▁sentence｜>"
    if fmt == "harmony":
        return f"<|start|>assistant<|channel|>analysis<|message|>{body}<|end|><|start|>assistant<|channel|>final<|message|>{final}<|return|>"
    if fmt == "llama3":
        return f"<|start_header_id|>assistant<|end_header_id|>\n\n{body}\n\n{final}<|eot_id|>"
    if fmt == "gemma":
        return f"<start_of_turn>model\n{body}\n\n{final}<end_of_turn>"
    if fmt == "seed":
        return f"<seed:think>{body}</seed:think>{final}"
    if fmt == "markdown":
        return f"## Solution\n\n{body}\n\n---\n\n**{final}**"
    if fmt == "plain":
        return f"{body}\n\n{final}"
    if fmt == "json":
        return json.dumps({"reasoning": body, "final_answer": final}, ensure_ascii=False, indent=2)
    if fmt == "table":
        rows = "\n".join(f"| {n} | {line} |" for n, line in enumerate(body.split("\n"), 1))
        return f"| # | step |\n|---|---|\n{rows}\n\n> {final}"
    if fmt == "phi":
        return f"<|assistant|>\n{body}\n{final}<|end|>"
    if fmt == "kimi":
        return f"◁think▷{body}◁/think▷{final}"
    if fmt == "fn_call":
        return body + "\n\n<tool_call>\n" + json.dumps({"name": "submit", "arguments": {"answer": final}}, ensure_ascii=False) + "\n</tool_call>"
    raise ValueError(fmt)
FMTS = ["think", "qwen_im", "deepseek", "harmony", "llama3", "json", "gemma", "seed", "table", "markdown", "phi", "plain", "kimi", "fn_call"]

def boxed(v): return "\\boxed{" + v + "}"

cases = []
def add(bench, src, q, gold, resp, label, style, lang):
    cases.append(dict(benchmark=bench, source_row=src, question=q, gold=gold, response=resp,
                      label=bool(label), style=style, language=lang))

def wrong_of(g):
    d = rng.choice([1, 2, -1, 3, -2, 10, 5])
    w = g + d
    if g >= 0 and w < 0: w = g + 1
    if w == g: w = g + 1
    return w

def int_case(bench, src, q, gold, g, i):
    """One case for an integer-valued gold g. i selects positive/negative kinds deterministically."""
    lang = LANGS[i % len(LANGS)]
    P = dict(L[lang])
    if i % 3 == 0: P["F"] = F2[lang]
    fmt = FMTS[(i // 3) % len(FMTS)]
    w = wrong_of(g)
    kind = i % 2  # 0 positive, 1 negative
    # choose rendering for final values
    modes = ["plain", "native", "words", "boxed"]
    mode = modes[(i // 2) % 4]
    def rv(n):
        if mode == "boxed": return "$" + boxed(str(n)) + "$"
        r = render_int(n, lang, mode)
        return r if r is not None else "$" + boxed(str(n)) + "$"
    m_eff = mode if (mode == "boxed" or render_int(g, lang, mode) is not None and render_int(w, lang, mode) is not None) else "boxed"
    if kind == 0:
        sub = ["direct", "corrected_to_right", "intermediate_then_same", "restated"][(i // 8) % 4]
        if sub == "direct":
            body = P["T"] + "\n" + P["I"].format(v=str(g + 7)) 
            final = P["F"].format(v=rv(g))
        elif sub == "corrected_to_right":
            body = P["T"] + "\n" + P["F"].format(v=str(w)) + "\n" + P["W"] + "\n" + P["R"].format(v=str(w))
            final = P["F"].format(v=rv(g))
        elif sub == "intermediate_then_same":
            body = P["T"] + "\n" + P["I"].format(v=str(w))
            final = P["F"].format(v=rv(g))
        else:
            body = P["T"]
            final = P["F"].format(v=rv(g)) + " " + P["F"].format(v=rv(g))
        return add(bench, src, q, gold, wrap(fmt, body, final, lang), True, f"{fmt}/pos-{sub}-{m_eff}", lang)
    sub = ["retracted", "hedge", "truncated", "near_miss", "other_quantity", "retracted_in_final"][(i // 2) % 6]
    if sub == "retracted":
        body = P["T"] + "\n" + P["F"].format(v=str(g)) + "\n" + P["W"] + "\n" + P["R"].format(v=str(g))
        final = P["F"].format(v=rv(w))
        resp = wrap(fmt, body, final, lang)
    elif sub == "hedge":
        a, b = (g, w) if i % 4 < 2 else (w, g)
        body = P["T"]
        final = P["H"].format(a=rv(a), b=rv(b))
        resp = wrap(fmt, body, final, lang)
    elif sub == "truncated":
        body = P["T"] + "\n" + P["I"].format(v=str(g)) + "\n" + P["W"] + "\n" + P["I"].format(v=str(w))[:-1]
        # cut inside the reasoning: no final answer, and a think block left open where applicable
        resp = {"think": "<think>\n", "qwen_im": "<|im_start|>assistant\n<think>\n", "deepseek": "<｜Assistant｜><think>\n",
                "harmony": "<|start|>assistant<|channel|>analysis<|message|>", "seed": "<seed:think>", "kimi": "◁think▷"}.get(fmt, "") + body + " ..."
        fmt = fmt if fmt in ("think", "qwen_im", "deepseek", "harmony", "seed", "kimi") else "plain"
    elif sub == "near_miss":
        body = P["T"]
        final = P["F"].format(v=rv(w))
        resp = wrap(fmt, body, final, lang)
    elif sub == "other_quantity":
        body = P["T"] + "\n" + P["I"].format(v=rv(g))
        final = P["Q"].format(v=str(w)) + " " + P["F"].format(v=rv(w))
        resp = wrap(fmt, body, final, lang)
    else:
        body = P["T"]
        final = P["F"].format(v=rv(g)) + " " + P["W"] + " " + P["F"].format(v=rv(w))
        resp = wrap(fmt, body, final, lang)
    add(bench, src, q, gold, resp, False, f"{fmt}/neg-{sub}-{m_eff}", lang)

INT_RE = re.compile(r"^\$?(-?\d{1,6})\$?$")

def main():
    harp = load("harp/harp_default.jsonl")
    idx = [k for k, r in enumerate(harp) if INT_RE.match(r["answer"].strip())]
    rng.shuffle(idx)
    i = 0
    for k in idx[:150]:
        r = harp[k]
        g = int(INT_RE.match(r["answer"].strip()).group(1))
        int_case("harp", f"harp/harp_default.jsonl:{k}", r["problem"], r["answer"], g, i); i += 1
    mp = []
    for fn in ("math_perturb/math_perturb_simple.jsonl", "math_perturb/math_perturb_hard.jsonl"):
        for k, r in enumerate(load(fn)):
            a = r["answer"]
            if isinstance(a, int) or (isinstance(a, str) and re.fullmatch(r"-?\d{1,6}", a.strip())):
                mp.append((fn, k, r))
    rng.shuffle(mp)
    for fn, k, r in mp[:66]:
        int_case("math_perturb", f"{fn}:{k}", r["problem"], r["answer"], int(r["answer"]), i); i += 1
    put = load("putnam/putnam_with_answers.jsonl")
    pidx = []
    for k, r in enumerate(put):
        nums = re.findall(r"\$(-?\d{1,6})\$", r["answer_text"])
        # rows 13 ("$4$-tuples ... eight"), 78 ("need not equal $1$"), 258 ("one possible answer") are not single-value golds
        if len(nums) == 1 and r["answer_text"].count("$") == 2 and k not in (13, 78, 258):
            pidx.append((k, int(nums[0])))
    rng.shuffle(pidx)
    for k, g in pidx:
        r = put[k]
        for _ in range(2):
            int_case("putnam", f"putnam/putnam_with_answers.jsonl:{k}", r["problem"], r["answer_text"], g, i); i += 1
    FR = re.compile(r"\$\\[dt]?frac\{(\d+)\}\{(\d+)\}\$")
    j = 0
    for k, r in enumerate(put):
        mm = FR.search(r["answer_text"])
        if mm and r["answer_text"].count("$") == 2:
            for _ in range(2):
                frac_case("putnam", f"putnam/putnam_with_answers.jsonl:{k}", r["problem"], r["answer_text"], Fraction(int(mm.group(1)), int(mm.group(2))), j); j += 1
    hf = [k for k, r in enumerate(harp) if FR.fullmatch(r["answer"].strip())]
    rng.shuffle(hf)
    for k in hf[:30]:
        mm = FR.fullmatch(harp[k]["answer"].strip())
        fr = Fraction(int(mm.group(1)), int(mm.group(2)))
        if fr.numerator != int(mm.group(1)): continue
        frac_case("harp", f"harp/harp_default.jsonl:{k}", harp[k]["problem"], harp[k]["answer"], fr, j); j += 1
    contrast_cases(harp, idx[150:])
    mcq_cases()
    special_cases()
    with open(OUT, "w", encoding="utf-8") as f:
        for n, c in enumerate(cases, 1):
            c = {"id": f"zc-{n:04d}", **c}
            f.write(json.dumps(c, ensure_ascii=False) + "\n")


from fractions import Fraction

def frac_render(fr, lang, mode):
    p, q = fr.numerator, fr.denominator
    if mode == "latex": return f"$\\frac{{{p}}}{{{q}}}$"
    if mode == "dfrac": return f"$\\boxed{{\\dfrac{{{p}}}{{{q}}}}}$"
    if mode == "slash": return f"{p}/{q}"
    if mode == "decimal":
        qq = q
        for f in (2, 5):
            while qq % f == 0: qq //= f
        if qq != 1 or p > 10**6: return None
        s = format(Fraction(p, q).numerator / q, ".10f").rstrip("0").rstrip(".")
        if lang in ("fr", "de", "es", "pt", "ru", "it", "tr", "vi"): s = s.replace(".", ",")
        return s
    if mode == "native":
        if lang == "zh": return f"{zh_num(q)}分之{zh_num(p)}"
        if lang == "ja": return f"{q}分の{p}"
        if lang == "ko": return f"{q}분의 {p}"
        k = NATIVE.get(lang)
        if k and k != "fw": return f"{nd(p, k)}/{nd(q, k)}"
        return None
    return None

def frac_case(bench, src, q, gold, fr, i):
    lang = LANGS[(i * 7) % len(LANGS)]
    P = L[lang]
    fmt = FMTS[(i // 2) % len(FMTS)]
    mode = ["latex", "dfrac", "slash", "decimal", "native"][(i // 2) % 5]
    cands = [Fraction(fr.numerator + 1, fr.denominator), Fraction(fr.denominator, fr.numerator), fr * 2, fr / 2]
    w = [c for c in cands if c != fr][i % 3]
    def rv(x):
        r = frac_render(x, lang, mode)
        return r if r is not None else frac_render(x, lang, "latex")
    m_eff = mode if (frac_render(fr, lang, mode) and frac_render(w, lang, mode)) else "latex"
    if i % 2 == 0:
        sub = ["direct", "corrected_to_right", "unreduced"][(i // 2) % 3]
        if sub == "unreduced" and fr.numerator * 3 < 10**6:
            body = P["T"]
            final = P["F"].format(v=f"$\\frac{{{fr.numerator*3}}}{{{fr.denominator*3}}}$")
            m_eff = "unreduced"
        elif sub == "corrected_to_right":
            body = P["T"] + "\n" + P["F"].format(v=rv(w)) + "\n" + P["W"]
            final = P["F"].format(v=rv(fr))
        else:
            sub = "direct"
            body = P["T"] + "\n" + P["I"].format(v=rv(w))
            final = P["F"].format(v=rv(fr))
        return add(bench, src, q, gold, wrap(fmt, body, final, lang), True, f"{fmt}/pos-frac-{sub}-{m_eff}", lang)
    sub = ["retracted", "hedge", "reciprocal_final"][(i // 2) % 3]
    if sub == "retracted":
        body = P["T"] + "\n" + P["F"].format(v=rv(fr)) + "\n" + P["W"] + "\n" + P["R"].format(v=rv(fr))
        final = P["F"].format(v=rv(w))
    elif sub == "hedge":
        body = P["T"]
        final = P["H"].format(a=rv(fr), b=rv(w))
    else:
        w = Fraction(fr.denominator, fr.numerator)
        if w == fr: w = fr + 1
        body = P["T"] + "\n" + P["I"].format(v=rv(fr))
        final = P["F"].format(v=rv(w))
    add(bench, src, q, gold, wrap(fmt, body, final, lang), False, f"{fmt}/neg-frac-{sub}-{m_eff}", lang)

LET_LOC = {
 "en": ("The correct option is ({x}).", "Option ({x}) is ruled out."),
 "zh": ("故选 ({x})。", "选项 ({x}) 可以排除。"),
 "ja": ("正解は ({x}) です。", "選択肢 ({x}) は除外できます。"),
 "ko": ("정답은 ({x})번입니다.", "선택지 ({x})는 제외됩니다."),
 "ru": ("Правильный вариант — ({x}).", "Вариант ({x}) отпадает."),
 "ar": ("الخيار الصحيح هو ({x}).", "الخيار ({x}) مستبعد."),
 "hi": ("सही विकल्प ({x}) है।", "विकल्प ({x}) को हटा सकते हैं।"),
 "vi": ("Chọn đáp án ({x}).", "Loại phương án ({x})."),
 "fr": ("La bonne réponse est ({x}).", "On élimine l'option ({x})."),
 "es": ("La opción correcta es la ({x}).", "Se descarta la opción ({x})."),
 "de": ("Richtig ist Antwort ({x}).", "Antwort ({x}) scheidet aus."),
 "pt": ("A alternativa correta é a ({x}).", "Descartamos a alternativa ({x})."),
}
def mcq_cases():
    m = load("harp/harp_mcq.jsonl")
    idx = [k for k, r in enumerate(m) if r.get("answer_choice") in "ABCDE" and len(set(r["choices"].values())) == len(r["choices"])]
    rng.shuffle(idx)
    langs = list(LET_LOC)
    for j, k in enumerate(idx[:60]):
        r = m[k]; g = r["answer_choice"]
        others = [c for c in sorted(r["choices"]) if c != g]
        w = others[j % len(others)]
        lang = langs[j % len(langs)]
        P = L[lang]; OK, ELIM = LET_LOC[lang]
        fmt = FMTS[(j * 5) % len(FMTS)]
        src = f"harp/harp_mcq.jsonl:{k}"
        if j % 2 == 0:
            sub = ["letter", "letter_value", "eliminate_then_pick", "boxed_letter"][(j // 2) % 4]
            if sub == "letter": final = OK.format(x=g)
            elif sub == "letter_value": final = OK.format(x=g) + f" {r['choices'][g]}"
            elif sub == "eliminate_then_pick": final = ELIM.format(x=w) + " " + OK.format(x=g)
            else: final = P["F"].format(v=f"$\\boxed{{\\text{{({g})}}}}$")
            add("harp", src, r["problem"], g, wrap(fmt, P["T"], final, lang), True, f"{fmt}/pos-mcq-{sub}", lang)
        else:
            sub = ["switched", "hedge", "eliminated_gold", "wrong_letter"][(j // 2) % 4]
            if sub == "switched":
                body = P["T"] + "\n" + OK.format(x=g) + "\n" + P["W"]
                final = OK.format(x=w)
            elif sub == "hedge":
                body = P["T"]; final = P["H"].format(a=f"({g})", b=f"({w})")
            elif sub == "eliminated_gold":
                body = P["T"] + "\n" + ELIM.format(x=g); final = OK.format(x=w)
            else:
                body = P["T"] + "\n" + P["I"].format(v=f"({g})"); final = OK.format(x=w) + f" {r['choices'][w]}"
            add("harp", src, r["problem"], g, wrap(fmt, body, final, lang), False, f"{fmt}/neg-mcq-{sub}", lang)

CONTRAST = [  # (lang, template, label, digits) -- "not X but Y" phrasings, {g}=gold, {w}=other value
 ("zh", "最终答案不是 {g}，而是 {w}。", False, None), ("zh", "最终答案不是 {w}，而是 {g}。", True, None),
 ("ja", "答えは {g} ではなく、{w} です。", False, "fw"), ("ja", "答えは {w} ではなく、{g} です。", True, "fw"),
 ("ru", "Ответ не {g}, а {w}.", False, None), ("ru", "Ответ не {w}, а {g}.", True, None),
 ("ar", "الإجابة ليست {g} بل {w}.", False, "ar"), ("ar", "الإجابة ليست {w} بل {g}.", True, "ar"),
 ("hi", "उत्तर {g} नहीं, बल्कि {w} है।", False, "hi"), ("hi", "उत्तर {w} नहीं, बल्कि {g} है।", True, None),
 ("ko", "답은 {g}이(가) 아니라 {w}입니다.", False, None), ("ko", "답은 {w}이(가) 아니라 {g}입니다.", True, None),
 ("es", "La respuesta no es {g}, sino {w}.", False, None), ("es", "La respuesta no es {w}, sino {g}.", True, None),
 ("de", "Die Antwort ist nicht {g}, sondern {w}.", False, None), ("de", "Die Antwort ist nicht {w}, sondern {g}.", True, None),
 ("fr", "La réponse n'est pas {g} mais {w}.", False, None), ("fr", "La réponse n'est pas {w} mais {g}.", True, None),
 ("vi", "Đáp án không phải {g} mà là {w}.", False, None), ("vi", "Đáp án không phải {w} mà là {g}.", True, None),
 ("pt", "A resposta não é {g}, e sim {w}.", False, None), ("pt", "A resposta não é {w}, e sim {g}.", True, None),
 ("zh", "答案：{g}（存疑，也可能是 {w}，需要再验证）", False, None), ("ko", "아마 {g}일 것 같지만... 아니, 다시 보니 {w}입니다.", False, None),
 ("ja", "一応 {w} と出ましたが、検算すると {g} が正しいです。答え：{g}", True, None), ("fa", "پاسخ نهایی: {g}", True, "fa"),
 ("fa", "پاسخ {g} نیست، بلکه {w} است.", False, "fa"), ("bn", "সঠিক উত্তর {g}।", True, "bn"),
]
def contrast_cases(harp, idx):
    for j, (lang, t, label, dg) in enumerate(CONTRAST):
        k = idx[j]; r = harp[k]
        g = int(INT_RE.match(r["answer"].strip()).group(1)); w = wrong_of(g)
        f = (lambda n: nd(n, dg)) if dg else str
        resp = L[lang]["T"] + "\n\n" + t.format(g=f(g), w=f(w))
        add("harp", f"harp/harp_default.jsonl:{k}", r["problem"], r["answer"], resp, label,
            f"plain/{'pos' if label else 'neg'}-contrast{'-native' if dg else ''}", lang)

def special_cases():
    import sys
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from specials import S
    cache = {}
    for fn, k, resp, label, style, lang in S:
        if fn not in cache: cache[fn] = load(fn)
        r = cache[fn][k]
        bench = fn.split("/")[0].replace("harp", "harp")
        q = r.get("problem")
        gold = r["answer_text"] if "answer_text" in r else r["answer"]
        add(bench, f"{fn}:{k}", q, gold, resp, label, style, lang)

if __name__ == "__main__":
    main()
