#!/usr/bin/env python3
"""Blind labeled set ZE: multilingual model responses for a math answer grader.

Deterministic (fixed seed), standard library only.  Run:  python3 make_cases.py
Reads /work/shared/data, writes cases.jsonl next to this script.
"""
import json
import os
import random
from collections import Counter

DATA = "/work/shared/data"
HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(20261202)


def load(rel):
    with open(os.path.join(DATA, rel), encoding="utf-8") as f:
        return [json.loads(l) for l in f]


HARP = load("harp/harp_default.jsonl")
MCQ = load("harp/harp_mcq.jsonl")
MPH = load("math_perturb/math_perturb_hard.jsonl")
MPS = load("math_perturb/math_perturb_simple.jsonl")
PUT = load("putnam/putnam_with_answers.jsonl")

# ---------------------------------------------------------------- numerals
DIGITS = {
    "ar": "٠١٢٣٤٥٦٧٨٩", "fa": "۰۱۲۳۴۵۶۷۸۹", "hi": "०१२३४५६७८९",
    "bn": "০১২৩৪৫৬৭৮৯", "th": "๐๑๒๓๔๕๖๗๘๙", "fw": "０１２３４５６７８９",
}


def native_digits(s, kind):
    tab = DIGITS[kind]
    return "".join(tab[int(c)] if c.isdigit() and c in "0123456789" else c for c in s)


CN = "零一二三四五六七八九"


def zh_num(n):
    """Chinese numeral for 0 <= n < 10**8 (standard reading, 零 for gaps)."""
    if n == 0:
        return "零"
    if n < 0:
        return "负" + zh_num(-n)

    def under10k(m, lead):
        units = [(1000, "千"), (100, "百"), (10, "十"), (1, "")]
        out, zero = "", False
        started = False
        for u, name in units:
            d = m // u % 10
            if d == 0:
                if started or not lead:
                    zero = True
                continue
            if zero and (started or not lead):
                out += "零"
            zero = False
            if u == 10 and d == 1 and not started and lead:
                out += "十"
            else:
                out += CN[d] + name
            started = True
        return out

    hi, lo = divmod(n, 10000)
    if hi:
        s = under10k(hi, True) + "万"
        if lo:
            s += ("零" if lo < 1000 else "") + under10k(lo, False).lstrip("零")
        return s
    return under10k(lo, True)


def ja_num(n):
    if n == 0:
        return "零"
    if n < 0:
        return "マイナス" + ja_num(-n)

    def under10k(m, big=False):
        out = ""
        for u, name in [(1000, "千"), (100, "百"), (10, "十")]:
            d = m // u % 10
            if d:
                out += ("" if d == 1 and not (big and u == 1000) else CN[d]) + name
        if m % 10:
            out += CN[m % 10]
        return out

    hi, lo = divmod(n, 10000)
    s = ""
    if hi:
        s = under10k(hi) + "万"
        if hi == 1:
            s = "一万"
    return s + (under10k(lo, bool(hi)) if lo else "")


KO = ["", "일", "이", "삼", "사", "오", "육", "칠", "팔", "구"]


def ko_num(n):
    if n == 0:
        return "영"
    if n < 0:
        return "마이너스 " + ko_num(-n)
    out = ""
    hi, lo = divmod(n, 10000)
    if hi:
        out += ("" if hi == 1 else ko_num(hi)) + "만"
    for u, name in [(1000, "천"), (100, "백"), (10, "십")]:
        d = lo // u % 10
        if d:
            out += ("" if d == 1 else KO[d]) + name
    out += KO[lo % 10]
    return out


SMALL = {
    "en": "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty".split(),
    "fr": "zéro un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize dix-sept dix-huit dix-neuf vingt".split(),
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve veinte".split(),
    "de": "null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn zwanzig".split(),
    "pt": "zero um dois três quatro cinco seis sete oito nove dez onze doze treze catorze quinze dezesseis dezessete dezoito dezenove vinte".split(),
    "ru": "ноль один два три четыре пять шесть семь восемь девять десять одиннадцать двенадцать тринадцать четырнадцать пятнадцать шестнадцать семнадцать восемнадцать девятнадцать двадцать".split(),
    "vi": ["không", "một", "hai", "ba", "bốn", "năm", "sáu", "bảy", "tám", "chín", "mười", "mười một", "mười hai", "mười ba", "mười bốn", "mười lăm", "mười sáu", "mười bảy", "mười tám", "mười chín", "hai mươi"],
    "hi": ["शून्य", "एक", "दो", "तीन", "चार", "पाँच", "छह", "सात", "आठ", "नौ", "दस", "ग्यारह", "बारह", "तेरह", "चौदह", "पंद्रह", "सोलह", "सत्रह", "अठारह", "उन्नीस", "बीस"],
    "ar": ["صفر", "واحد", "اثنان", "ثلاثة", "أربعة", "خمسة", "ستة", "سبعة", "ثمانية", "تسعة", "عشرة"],
    "it": "zero uno due tre quattro cinque sei sette otto nove dieci undici dodici tredici quattordici quindici sedici diciassette diciotto diciannove venti".split(),
}


def group(n, sep):
    s = str(abs(n))
    parts = []
    while len(s) > 3:
        parts.insert(0, s[-3:])
        s = s[:-3]
    parts.insert(0, s)
    return ("-" if n < 0 else "") + sep.join(parts)


def render_int(n, lang, how):
    """Return (string, note) for integer n in the language's native notation."""
    if how == "words":
        if lang == "zh":
            return zh_num(n)
        if lang == "ja":
            return ja_num(n)
        if lang == "ko":
            return ko_num(n)
        if lang in SMALL and 0 <= n < len(SMALL[lang]):
            return SMALL[lang][n]
        how = "native"
    if how == "native":
        if lang in ("zh", "ja", "ko") and abs(n) >= 10000 and n % 10000:
            hi_, lo_ = divmod(abs(n), 10000)
            unit = "만 " if lang == "ko" else "万"
            return ("-" if n < 0 else "") + f"{hi_}{unit}{lo_}"
        if lang in ("hi", "bn") and abs(n) >= 100000:
            s_ = str(abs(n))
            head, tail = s_[:-3], s_[-3:]
            parts = []
            while len(head) > 2:
                parts.insert(0, head[-2:])
                head = head[:-2]
            if head:
                parts.insert(0, head)
            return native_digits(("-" if n < 0 else "") + ",".join(parts + [tail]), lang)
        if lang in ("ar", "fa", "hi", "bn", "th"):
            return native_digits(str(n), lang)
        if lang in ("zh", "ja") and n >= 0:
            return native_digits(str(n), "fw")
        if lang in ("fr", "ru", "uk", "pl") and abs(n) >= 10000:
            return group(n, "\u202f" if lang == "fr" else "\u00a0")
        if lang in ("de", "es", "pt", "it", "vi", "id", "tr") and abs(n) >= 10000:
            return group(n, ".")
        return str(n)
    return str(n)


# ---------------------------------------------------------------- language phrases
# final: statement of final answer; corr: self-correction opener; hedge: unresolved between two;
# retract: takes back a value; work: a generic reasoning sentence; trunc: sentence that gets cut
P = {
    "en": dict(final=["The final answer is {a}.", "So the answer is **{a}**.", "Answer: {a}"],
               corr="Wait, I made an arithmetic slip above. Let me redo it.",
               hedge="So the answer is either {a} or {b}; I can't pin down which without more checking.",
               retract="Hmm, {a} can't be right — that breaks the condition.",
               work=["Let me set up the equations carefully.", "Checking small cases first."],
               interm="An intermediate quantity comes out to {a}.",
               trunc="Now substituting back, the expression becomes"),
    "zh": dict(final=["所以答案是 {a}。", "**最终答案：{a}**", "综上，答案为 {a}。", "故所求的值为{a}。"],
               corr="等等，上面的计算好像有误，我重新算一下。",
               hedge="所以答案可能是 {a}，也可能是 {b}，需要进一步验证。",
               retract="不对，{a} 不满足条件，应该舍去。",
               work=["首先，我们整理一下题目给出的条件。", "下面分情况讨论。"],
               interm="中间结果为 {a}。",
               trunc="接下来把这个结果代回原式，得到"),
    "ja": dict(final=["よって、答えは {a} です。", "**答え：{a}**", "したがって、求める値は {a} となります。"],
               corr="あれ、待ってください。計算ミスがありました。やり直します。",
               hedge="答えは {a} か {b} のどちらかだと思いますが、確信はありません。",
               retract="いや、{a} は条件を満たさないので誤りです。",
               work=["まず、問題の条件を整理します。", "場合分けして考えます。"],
               interm="途中の値は {a} になります。",
               trunc="これを元の式に代入すると、"),
    "ko": dict(final=["따라서 정답은 {a}입니다.", "**정답: {a}**", "그러므로 구하는 값은 {a}이다."],
               corr="잠깐, 위 계산에 실수가 있네요. 다시 계산해 보겠습니다.",
               hedge="답은 {a} 또는 {b}인 것 같은데, 확실하지 않습니다.",
               retract="아니, {a}는 조건을 만족하지 않으므로 틀렸습니다.",
               work=["먼저 문제의 조건을 정리해 봅시다.", "경우를 나누어 생각해 봅시다."],
               interm="중간 결과는 {a}입니다.",
               trunc="이제 이 값을 원래 식에 대입하면"),
    "ru": dict(final=["Ответ: {a}.", "Итак, искомое значение равно {a}.", "**Окончательный ответ:** {a}"],
               corr="Стоп, в вычислениях выше ошибка. Пересчитаю.",
               hedge="Получается либо {a}, либо {b} — без дополнительной проверки сказать трудно.",
               retract="Нет, {a} не подходит — условие нарушается.",
               work=["Сначала запишем условия задачи.", "Рассмотрим несколько случаев."],
               interm="Промежуточное значение равно {a}.",
               trunc="Подставляя это обратно в исходное выражение, получаем"),
    "ar": dict(final=["إذن الإجابة النهائية هي {a}.", "الجواب: {a}", "وبالتالي فإن القيمة المطلوبة تساوي {a}."],
               corr="لحظة، يبدو أن هناك خطأ في الحساب السابق. سأعيد الحساب.",
               hedge="الإجابة إما {a} أو {b}، ولست متأكدًا أيهما الصحيح.",
               retract="لا، القيمة {a} خاطئة لأنها لا تحقق الشرط.",
               work=["أولاً، نرتب معطيات المسألة.", "نقسم المسألة إلى حالات."],
               interm="النتيجة الوسيطة هي {a}.",
               trunc="بالتعويض في العبارة الأصلية نحصل على"),
    "hi": dict(final=["अतः अंतिम उत्तर {a} है।", "उत्तर: {a}", "इसलिए अभीष्ट मान {a} है।"],
               corr="रुकिए, ऊपर की गणना में गलती है। मैं फिर से गणना करता हूँ।",
               hedge="उत्तर {a} या {b} हो सकता है, पक्का नहीं कह सकते।",
               retract="नहीं, {a} सही नहीं है क्योंकि यह शर्त को पूरा नहीं करता।",
               work=["पहले प्रश्न की शर्तों को लिखते हैं।", "अब अलग-अलग स्थितियों पर विचार करते हैं।"],
               interm="मध्यवर्ती परिणाम {a} है।",
               trunc="इसे मूल व्यंजक में रखने पर हमें मिलता है"),
    "vi": dict(final=["Vậy đáp án là {a}.", "**Đáp số: {a}**", "Do đó giá trị cần tìm bằng {a}."],
               corr="Khoan đã, hình như mình tính sai ở trên. Tính lại nhé.",
               hedge="Đáp án có thể là {a} hoặc {b}, mình chưa chắc chắn.",
               retract="Không, {a} sai vì không thỏa mãn điều kiện.",
               work=["Trước hết, ta viết lại các điều kiện của bài toán.", "Xét từng trường hợp."],
               interm="Kết quả trung gian là {a}.",
               trunc="Thay kết quả này vào biểu thức ban đầu, ta được"),
    "fr": dict(final=["La réponse est donc {a}.", "**Réponse finale :** {a}", "D'où le résultat : {a}."],
               corr="Attendez, je me suis trompé dans le calcul précédent. Je recommence.",
               hedge="La réponse est soit {a}, soit {b} ; je ne peux pas trancher sans vérifier.",
               retract="Non, {a} ne convient pas : la condition n'est pas vérifiée.",
               work=["Commençons par poser les équations.", "Distinguons plusieurs cas."],
               interm="Le résultat intermédiaire vaut {a}.",
               trunc="En reportant dans l'expression de départ, on obtient"),
    "es": dict(final=["Por lo tanto, la respuesta es {a}.", "**Respuesta final:** {a}", "Así, el valor buscado es {a}."],
               corr="Espera, cometí un error en el cálculo anterior. Lo rehago.",
               hedge="La respuesta es {a} o {b}; no estoy seguro de cuál.",
               retract="No, {a} no puede ser: no cumple la condición.",
               work=["Primero planteamos las ecuaciones.", "Consideremos varios casos."],
               interm="El resultado intermedio es {a}.",
               trunc="Sustituyendo en la expresión original, obtenemos"),
    "de": dict(final=["Die Antwort lautet also {a}.", "**Ergebnis:** {a}", "Somit ist der gesuchte Wert {a}."],
               corr="Moment, oben habe ich mich verrechnet. Ich rechne noch einmal.",
               hedge="Es ist entweder {a} oder {b}; ohne weitere Prüfung kann ich das nicht entscheiden.",
               retract="Nein, {a} stimmt nicht – die Bedingung ist verletzt.",
               work=["Zuerst stellen wir die Gleichungen auf.", "Wir unterscheiden mehrere Fälle."],
               interm="Das Zwischenergebnis ist {a}.",
               trunc="Setzt man das in den ursprünglichen Ausdruck ein, erhält man"),
    "pt": dict(final=["Portanto, a resposta é {a}.", "**Resposta final:** {a}", "Logo, o valor procurado é {a}."],
               corr="Espera, errei uma conta acima. Vou refazer.",
               hedge="A resposta é {a} ou {b}; não tenho certeza de qual.",
               retract="Não, {a} não serve: não satisfaz a condição.",
               work=["Primeiro montamos as equações.", "Vamos separar em casos."],
               interm="O resultado intermediário é {a}.",
               trunc="Substituindo na expressão original, obtemos"),
    "fa": dict(final=["پس پاسخ نهایی {a} است.", "جواب: {a}"],
               corr="صبر کنید، در محاسبه بالا اشتباه کردم. دوباره حساب می‌کنم.",
               hedge="جواب یا {a} است یا {b}؛ مطمئن نیستم.",
               retract="نه، {a} درست نیست چون شرط را برآورده نمی‌کند.",
               work=["ابتدا شرایط مسئله را می‌نویسیم."], interm="نتیجهٔ میانی {a} است.",
               trunc="با جایگذاری در عبارت اصلی به دست می‌آوریم"),
    "bn": dict(final=["সুতরাং উত্তর {a}।", "উত্তর: {a}"],
               corr="দাঁড়ান, উপরের হিসাবে ভুল হয়েছে। আবার হিসাব করি।",
               hedge="উত্তর {a} অথবা {b} হতে পারে, নিশ্চিত নই।",
               retract="না, {a} ঠিক নয়, কারণ শর্ত পূরণ হয় না।",
               work=["প্রথমে সমস্যার শর্তগুলো লিখি।"], interm="মধ্যবর্তী ফল {a}।",
               trunc="মূল রাশিতে বসালে পাই"),
    "th": dict(final=["ดังนั้น คำตอบคือ {a}", "คำตอบ: {a}"],
               corr="เดี๋ยวก่อน คำนวณข้างบนผิด ขอคำนวณใหม่",
               hedge="คำตอบอาจเป็น {a} หรือ {b} ยังไม่แน่ใจ",
               retract="ไม่ใช่ {a} เพราะไม่เป็นไปตามเงื่อนไข",
               work=["ก่อนอื่นเขียนเงื่อนไขของโจทย์"], interm="ผลลัพธ์ระหว่างทางคือ {a}",
               trunc="แทนค่ากลับในนิพจน์เดิม จะได้"),
    "tr": dict(final=["Dolayısıyla cevap {a}.", "Cevap: {a}"],
               corr="Bir dakika, yukarıdaki hesapta hata yaptım. Yeniden hesaplayayım.",
               hedge="Cevap ya {a} ya da {b}; emin değilim.",
               retract="Hayır, {a} olamaz; koşulu sağlamıyor.",
               work=["Önce denklemleri kuralım."], interm="Ara sonuç {a}.",
               trunc="Bunu ilk ifadede yerine koyarsak"),
    "it": dict(final=["Quindi la risposta è {a}.", "**Risposta finale:** {a}"],
               corr="Aspetta, ho sbagliato un conto sopra. Rifaccio.",
               hedge="La risposta è {a} oppure {b}; non sono sicuro.",
               retract="No, {a} non va bene: non soddisfa la condizione.",
               work=["Impostiamo prima le equazioni."], interm="Il risultato intermedio è {a}.",
               trunc="Sostituendo nell'espressione iniziale otteniamo"),
    "id": dict(final=["Jadi jawabannya adalah {a}.", "Jawaban: {a}"],
               corr="Tunggu, ada kesalahan hitung di atas. Saya hitung ulang.",
               hedge="Jawabannya {a} atau {b}; saya belum yakin.",
               retract="Bukan, {a} salah karena tidak memenuhi syarat.",
               work=["Pertama, kita tulis syarat soalnya."], interm="Hasil antaranya adalah {a}.",
               trunc="Substitusikan kembali ke ekspresi awal, diperoleh"),
}

# second native variants of correcting / hedging / retracting (chosen at random per case)
ALT = {
    "zh": dict(corr="嗯……不对，我漏掉了一种情况，重新数一遍。", hedge="答案大概是 {a}，不过也有可能是 {b}，拿不准。", retract="哦不，{a} 是错的，前面符号弄反了。"),
    "ja": dict(corr="ちょっと待って、符号を間違えていました。訂正します。", hedge="たぶん {a} ですが、{b} かもしれません。", retract="すみません、{a} は間違いでした。"),
    "ko": dict(corr="어, 이상하네요. 부호를 잘못 썼습니다. 고쳐 보겠습니다.", hedge="아마 {a}일 텐데, {b}일 수도 있습니다.", retract="죄송합니다, {a}는 잘못된 답입니다."),
    "ru": dict(corr="Хм, нет, я потерял один случай. Исправляю.", hedge="Скорее всего {a}, хотя, возможно, и {b}.", retract="Виноват, {a} — неверно, там ошибка в знаке."),
    "ar": dict(corr="مهلاً، لقد نسيت حالة واحدة. أُصحّح ذلك.", hedge="ربما تكون الإجابة {a}، وقد تكون {b}.", retract="عذرًا، {a} غير صحيح."),
    "hi": dict(corr="एक मिनट, मैंने एक स्थिति छोड़ दी थी। सुधार करता हूँ।", hedge="शायद उत्तर {a} है, या फिर {b}।", retract="माफ़ कीजिए, {a} गलत है।"),
    "vi": dict(corr="Ơ, mình quên mất một trường hợp. Sửa lại nhé.", hedge="Có lẽ là {a}, nhưng cũng có thể là {b}.", retract="Xin lỗi, {a} là sai."),
    "fr": dict(corr="Hmm, non, j'ai oublié un cas. Je corrige.", hedge="Probablement {a}, mais peut-être {b}.", retract="Pardon, {a} est faux (erreur de signe)."),
    "es": dict(corr="Mmm, no, me faltó un caso. Corrijo.", hedge="Probablemente {a}, aunque quizá sea {b}.", retract="Perdón, {a} está mal (error de signo)."),
    "de": dict(corr="Hm, nein, ich habe einen Fall übersehen. Korrektur:", hedge="Vermutlich {a}, vielleicht aber auch {b}.", retract="Sorry, {a} ist falsch (Vorzeichenfehler)."),
    "pt": dict(corr="Hmm, não, esqueci um caso. Corrigindo.", hedge="Provavelmente {a}, mas talvez seja {b}.", retract="Desculpe, {a} está errado (erro de sinal)."),
}
for _l, _d in ALT.items():
    for _k, _v in _d.items():
        P[_l][_k + "2"] = _v


NOTBUT = {"zh": "答案不是 {a}，而是 {b}。", "ja": "答えは {a} ではなく {b} です。", "ko": "답은 {a}가 아니라 {b}입니다.",
          "ru": "Ответ не {a}, а {b}.", "ar": "الجواب ليس {a} بل {b}.", "hi": "उत्तर {a} नहीं, बल्कि {b} है।",
          "vi": "Đáp án không phải {a} mà là {b}.", "fr": "La réponse n'est pas {a}, mais {b}.",
          "es": "La respuesta no es {a}, sino {b}.", "de": "Die Antwort ist nicht {a}, sondern {b}.",
          "pt": "A resposta não é {a}, e sim {b}.", "en": "The answer is not {a} but {b}.",
          "it": "La risposta non è {a}, ma {b}.", "tr": "Cevap {a} değil, {b}.", "id": "Jawabannya bukan {a}, melainkan {b}.",
          "fa": "جواب {a} نیست، بلکه {b} است.", "bn": "উত্তর {a} নয়, বরং {b}।", "th": "คำตอบไม่ใช่ {a} แต่เป็น {b}"}
for _l in NOTBUT:
    P[_l]["notbut"] = NOTBUT[_l]


def mm(x):
    if ("\\" in x or "^" in x or "_" in x) and "$" not in x:
        return "$" + x + "$"
    return x


def fmtp(lang, key, rr, **kw):
    return ph(lang, key, rr).format(**{k: mm(v) for k, v in kw.items()})


def ph(lang, key, rr):
    k2 = key + "2"
    if k2 in P[lang] and rr.random() < 0.5:
        return P[lang][k2]
    return P[lang][key]


LANGS_MAIN = ["zh", "ja", "ko", "ru", "ar", "hi", "vi", "fr", "es", "de", "pt"]
LANGS_EXTRA = ["fa", "bn", "th", "tr", "it", "id"]


# ---------------------------------------------------------------- items
def item(bench, rel, idx, rows, qkey, gkey, ok=None, bad=None, intval=None, **kw):
    r = rows[idx]
    d = dict(benchmark=bench, source_row=f"{rel}:{idx}", question=r[qkey], gold=r[gkey],
             ok=ok or [], bad=bad or [], intval=intval)
    d.update(kw)
    return d


def harp_int_items(n):
    out = []
    cands = []
    for i, r in enumerate(HARP):
        a = r["answer"]
        if a.startswith("$") and a.endswith("$") and a[1:-1].lstrip("-").isdigit() and len(a) < 9:
            cands.append(i)
    for i in rng.sample(cands, n):
        v = int(HARP[i]["answer"][1:-1])
        out.append(item("harp", "harp/harp_default.jsonl", i, HARP, "problem", "answer", intval=v))
    return out


def mp_int_items(rows, rel, n):
    cands = []
    for i, r in enumerate(rows):
        a = r["answer"]
        if isinstance(a, int) or (isinstance(a, str) and a.lstrip("-").isdigit()):
            cands.append(i)
    return [item("math_perturb", rel, i, rows, "problem", "answer", intval=int(rows[i]["answer"]))
            for i in rng.sample(cands, n)]


PUT_INT = {3: 2, 12: 5, 14: 8, 28: 3, 30: 11, 33: 25, 39: 7, 82: 2301, 92: 8, 103: 18, 104: 3,
           112: 1984, 118: 6, 147: 1992, 152: 3984, 13: 8, 134: 3, 90: 4, 72: -1, 87: 2}

EXPR = [
    ("harp", "harp/harp_default.jsonl", 0, HARP, ["\\frac{32}{3}", "32/3", "10\\tfrac{2}{3}"], ["5\\frac{1}{3}", "\\frac{31}{3}", "10\\frac{1}{3}"], {}),
    ("harp", "harp/harp_default.jsonl", 5, HARP, ["100t+10u+1", "1+10u+100t"], ["100t+10u+10", "100u+10t+1"], {}),
    ("math_perturb", "math_perturb/math_perturb_hard.jsonl", 10, MPH, ["72.8", "\\frac{364}{5}"], ["72.08", "78.2", "7.28"], {"dc": "72,8"}),
    ("math_perturb", "math_perturb/math_perturb_simple.jsonl", 7, MPS, ["16.5", "\\frac{33}{2}", "33/2"], ["15.5", "16", "33"], {"dc": "16,5"}),
    ("math_perturb", "math_perturb/math_perturb_simple.jsonl", 22, MPS, ["\\frac14", "1/4", "0.25"], ["0.5", "\\frac{1}{2}", "-0.25"], {"dc": "0,25"}),
    ("math_perturb", "math_perturb/math_perturb_simple.jsonl", 1, MPS, ["6-\\sqrt5", "-\\sqrt{5}+6", "6 − √5"], ["6+\\sqrt{5}", "\\sqrt{5}-6", "6-\\sqrt{3}"], {}),
    ("math_perturb", "math_perturb/math_perturb_simple.jsonl", 4, MPS, ["12(1+\\sqrt{2})", "12\\sqrt2+12", "12 + 12√2"], ["12+6\\sqrt{2}", "24\\sqrt{2}", "12\\sqrt{2}"], {}),
    ("math_perturb", "math_perturb/math_perturb_simple.jsonl", 15, MPS, ["\\sqrt{14}", "√14", "14^{1/2}"], ["\\sqrt{13}", "14", "2\\sqrt{14}"], {}),
    ("math_perturb", "math_perturb/math_perturb_simple.jsonl", 17, MPS, ["18\\pi", "18π", "\\pi\\cdot 18"], ["9\\pi", "36\\pi", "18"], {}),
    ("math_perturb", "math_perturb/math_perturb_simple.jsonl", 23, MPS, ["-1+\\sqrt{2}", "\\frac{1}{1+\\sqrt{2}}", "√2 − 1"], ["\\sqrt{2}+1", "1-\\sqrt{2}", "\\sqrt{2}"], {}),
    ("math_perturb", "math_perturb/math_perturb_simple.jsonl", 51, MPS, ["9/7", "\\dfrac{9}{7}", "1\\tfrac{2}{7}"], ["\\frac{7}{9}", "\\frac{9}{8}", "1\\tfrac{1}{7}"], {}),
    ("math_perturb", "math_perturb/math_perturb_simple.jsonl", 53, MPS, ["\\frac{9\\sqrt{5}}{5}", "\\frac{9}{\\sqrt5}", "9√5/5"], ["9\\sqrt{5}", "\\frac{9}{5}", "\\frac{\\sqrt{5}}{9}"], {}),
    ("math_perturb", "math_perturb/math_perturb_simple.jsonl", 54, MPS, ["\\frac{13}{20}", "13/20", "0.65"], ["\\frac{7}{20}", "\\frac{13}{25}", "0.56"], {"dc": "0,65"}),
    ("math_perturb", "math_perturb/math_perturb_simple.jsonl", 56, MPS, ["-(m+2)", "-2-m"], ["m+2", "-m+2", "-m-1"], {}),
    ("math_perturb", "math_perturb/math_perturb_simple.jsonl", 57, MPS, ["[2, 10]", "\\left[2,10\\right]"], ["(2,10)", "[2,10)", "[0,10]"], {}),
    ("math_perturb", "math_perturb/math_perturb_simple.jsonl", 59, MPS, ["\\frac{49}{54}", "49/54"], ["\\frac{5}{54}", "\\frac{49}{45}"], {}),
    ("math_perturb", "math_perturb/math_perturb_hard.jsonl", 3, MPH, ["b=0 \\text{ or } b=4", "\\{4, 0\\}", "0, 4"], ["4", "0", "-4, 4"], {"multi": True}),
    ("math_perturb", "math_perturb/math_perturb_hard.jsonl", 4, MPH, ["\\frac{11\\sqrt{3}}{2}", "\\frac{11}{2}\\sqrt3", "5.5\\sqrt{3}"], ["11\\sqrt{3}", "\\frac{11\\sqrt{2}}{2}", "\\frac{11\\sqrt{3}}{4}"], {}),
    ("math_perturb", "math_perturb/math_perturb_hard.jsonl", 7, MPH, ["2(\\sqrt{39}-1)", "-2+2\\sqrt{39}", "2\\sqrt{39} - 2"], ["2\\sqrt{39}+2", "2\\sqrt{39}", "\\sqrt{39}-1"], {}),
    ("math_perturb", "math_perturb/math_perturb_hard.jsonl", 15, MPH, ["\\sqrt[3]{25}", "5^{\\frac{2}{3}}", "∛25"], ["5^{3/2}", "\\sqrt{5}", "\\sqrt[3]{5}"], {}),
    ("math_perturb", "math_perturb/math_perturb_hard.jsonl", 17, MPH, ["4(\\pi-2)", "-8+4\\pi", "4π − 8"], ["8-4\\pi", "4\\pi-4", "2\\pi-8"], {}),
    ("math_perturb", "math_perturb/math_perturb_hard.jsonl", 21, MPH, ["\\varnothing", "∅", "\\{\\}"], ["0", "-2", "j=1"], {}),
    ("math_perturb", "math_perturb/math_perturb_hard.jsonl", 28, MPH, ["2^6 \\cdot 3^4 \\cdot 5^2", "129600", "2^{6}\\times3^{4}\\times5^{2}"], ["2^5 \\cdot 3^4 \\cdot 5^2", "2^{102}", "129601"], {}),
    ("math_perturb", "math_perturb/math_perturb_hard.jsonl", 55, MPH, ["\\infty", "∞", "+\\infty"], ["7", "0", "6"], {"inf": True}),
    ("math_perturb", "math_perturb/math_perturb_hard.jsonl", 54, MPH, ["0.7", "\\frac{7}{10}", "7/10"], ["\\frac{3}{10}", "\\frac{7}{20}"], {"dc": "0,7"}),
    ("math_perturb", "math_perturb/math_perturb_hard.jsonl", 59, MPH, ["\\frac{25}{108}", "25/108"], ["\\frac{25}{106}", "\\frac{83}{108}"], {}),
    ("math_perturb", "math_perturb/math_perturb_hard.jsonl", 56, MPH, ["\\frac{2m^2+4m-7}{3(m-2)}", "(2m^2+4m-7)/(3m-6)"], ["\\frac{2m^2+4m+7}{3m-6}", "\\frac{2m^2+4m-7}{3m+6}"], {}),
    ("putnam", "putnam/putnam_with_answers.jsonl", 7, PUT, ["n(n-1)+2", "n^2-n+2", "2 + n^2 - n"], ["n^2+n+2", "n^2-n+1", "2^n"], {}),
    ("putnam", "putnam/putnam_with_answers.jsonl", 10, PUT, ["\\frac{1}{2}", "0.5", "1/2"], ["\\frac14", "1", "2"], {"dc": "0,5"}),
    ("putnam", "putnam/putnam_with_answers.jsonl", 47, PUT, ["-\\frac{7}{8}", "-0.875", "k = -7/8"], ["\\frac{7}{8}", "-\\frac{8}{7}", "-\\frac{5}{8}"], {"dc": "-0,875"}),
    ("putnam", "putnam/putnam_with_answers.jsonl", 52, PUT, ["\\frac23", "2/3", "\\dfrac{2}{3}"], ["\\frac{3}{2}", "\\frac{1}{3}"], {}),
    ("putnam", "putnam/putnam_with_answers.jsonl", 55, PUT, ["1.75", "\\frac{7}{4}", "1\\tfrac34"], ["\\frac{5}{4}", "\\frac{7}{2}"], {"dc": "1,75"}),
    ("putnam", "putnam/putnam_with_answers.jsonl", 64, PUT, ["\\frac{\\pi}{4}", "π/4", "\\tfrac14\\pi"], ["\\frac{\\pi}{2}", "\\frac{\\pi}{8}"], {}),
    ("putnam", "putnam/putnam_with_answers.jsonl", 65, PUT, ["e^{-1}", "\\frac{1}{e}", "u = 1/e"], ["e", "\\frac{1}{2e}"], {}),
    ("putnam", "putnam/putnam_with_answers.jsonl", 69, PUT, ["\\frac18", "0.125", "1/8"], ["\\frac14", "\\frac{1}{16}"], {"dc": "0,125"}),
    ("putnam", "putnam/putnam_with_answers.jsonl", 73, PUT, ["4(3-2\\sqrt{2})", "12-8\\sqrt2", "12 − 8√2"], ["12+8\\sqrt{2}", "8\\sqrt{2}-12", "12-4\\sqrt{2}"], {}),
    ("putnam", "putnam/putnam_with_answers.jsonl", 108, PUT, ["\\frac25", "0.4", "h = 2/5"], ["\\frac{5}{2}", "\\frac{3}{5}"], {"dc": "0,4"}),
    ("putnam", "putnam/putnam_with_answers.jsonl", 143, PUT, ["\\frac13", "1/3"], ["\\frac12", "\\frac{2}{3}"], {}),
    ("putnam", "putnam/putnam_with_answers.jsonl", 151, PUT, ["\\pi+4", "4+π"], ["4\\pi", "4+2\\pi", "2+\\pi"], {}),
    ("putnam", "putnam/putnam_with_answers.jsonl", 159, PUT, ["(-\\infty, 1)", "k<1", "\\{k\\in\\mathbb{R} : k<1\\}"], ["(-\\infty,1]", "(1,\\infty)", "k \\le 1"], {}),
    ("putnam", "putnam/putnam_with_answers.jsonl", 124, PUT, ["\\frac{1+\\sqrt{3}}{2}", "\\frac{\\sqrt3+1}{2}"], ["\\frac{1+\\sqrt{5}}{2}", "1+\\sqrt{3}"], {}),
    ("putnam", "putnam/putnam_with_answers.jsonl", 23, PUT, ["a=11, b=8", "(a,b)=(11,8)", "b = 8,\\ a = 11"], ["a=8, b=11", "(a,b)=(11,9)"], {}),
    ("putnam", "putnam/putnam_with_answers.jsonl", 1, PUT, ["n(n+1)2^{n-2}", "\\frac{n(n+1)2^n}{4}", "(n^2+n)\\cdot 2^{n-2}"], ["n(n+1)2^{n-1}", "n^2 2^{n-2}"], {}),
    ("putnam", "putnam/putnam_with_answers.jsonl", 9, PUT, ["2^{n-1}", "\\frac{2^n}{2}"], ["2^n", "2^{n-2}"], {}),
]

RECT = ({"zh": "矩形", "ja": "長方形", "ko": "직사각형", "ru": "прямоугольник", "ar": "مستطيل", "hi": "आयत",
         "vi": "hình chữ nhật", "fr": "un rectangle", "es": "un rectángulo", "de": "ein Rechteck", "pt": "um retângulo",
         "en": "a rectangle", "it": "un rettangolo", "tr": "dikdörtgen", "id": "persegi panjang", "fa": "مستطیل",
         "bn": "আয়তক্ষেত্র", "th": "สี่เหลี่ยมผืนผ้า"},
        {"zh": "正方形", "ja": "正方形", "ko": "정사각형", "ru": "квадрат", "ar": "مربع", "hi": "वर्ग",
         "vi": "hình vuông", "fr": "un carré", "es": "un cuadrado", "de": "ein Quadrat", "pt": "um quadrado",
         "en": "a square", "it": "un quadrato", "tr": "kare", "id": "persegi", "fa": "مربع", "bn": "বর্গক্ষেত্র",
         "th": "สี่เหลี่ยมจัตุรัส"})
H = "harp/harp_default.jsonl"
EXPR += [
    ("harp", H, 19, HARP, ["34\\text{ mph}", "34 \\text{ miles per hour}", "34"], ["35 mph", "36\\text{ mph}", "30"],
     {"units": {"zh": "每小时 34 英里", "ja": "時速34マイル", "ru": "34 мили в час", "fr": "34 miles par heure",
                "de": "34 Meilen pro Stunde", "es": "34 millas por hora", "pt": "34 milhas por hora",
                "ko": "시속 34마일", "vi": "34 dặm/giờ"}}),
    ("harp", H, 27, HARP, ["4\\text{ in}", "4 inches", "4"], ["2\\text{ in}", "5 inches"],
     {"units": {"zh": "4 英寸", "ja": "4インチ", "ru": "4 дюйма", "de": "4 Zoll", "fr": "4 pouces", "es": "4 pulgadas",
                "pt": "4 polegadas", "ko": "4인치"}}),
    ("harp", H, 42, HARP, ["a=-5 \\text{ or } a=20", "\\{-5, 20\\}", "-5, 20"], ["20", "-20, 5", "5, -20"], {"multi": True}),
    ("harp", H, 57, HARP, ["(3, 3)", "x=3,\\ y=3"], ["(3,-3)", "(2,0)"], {}),
    ("harp", H, 833, HARP, ["\\left(\\frac{4}{5}, \\frac{2}{5}\\right)", "(0.8, 0.4)"], ["\\left(\\frac{2}{5}, \\frac{4}{5}\\right)", "\\left(\\frac45, \\frac35\\right)"], {}),
    ("harp", H, 901, HARP, ["\\left[\\frac{5}{12}, \\frac{2}{3}\\right]", "\\frac{5}{12} \\le p \\le \\frac{2}{3}"], ["\\left(\\frac{5}{12}, \\frac{2}{3}\\right)", "\\left[\\frac{1}{12}, \\frac{2}{3}\\right]"], {}),
    ("harp", H, 1006, HARP, ["\\{8,7,6,5,4\\}", "\\{4, 5, 6, 7, 8\\}", "4, 5, 6, 7, 8"], ["\\{4,5,6,7\\}", "\\{5,6,7,8,9\\}"], {"multi": True}),
    ("harp", H, 973, HARP, ["36\\text{ cm}^2", "36 cm²"], ["24\\text{ cm}^2", "48 cm²"],
     {"units": {"ru": "36 см²", "zh": "36 平方厘米", "ja": "36 cm²", "ko": "36 cm²", "ar": "٣٦ سم²", "de": "36 cm²"}}),
    ("harp", H, 1159, HARP, ["138 lb", "138\\text{ pounds}", "138"], ["135\\text{ pounds}", "140 lb"], {}),
    ("harp", H, 180, HARP, [], [], {"okl": RECT[0], "badl": RECT[1]}),
]
HARP_WORDINT = {302: 2, 493: 3, 1380: 24000, 1443: 167400}

YES = {"zh": "是的，可以", "ja": "はい", "ko": "예", "ru": "Да", "ar": "نعم", "hi": "हाँ", "vi": "Có",
       "fr": "Oui", "es": "Sí", "de": "Ja", "pt": "Sim", "en": "Yes", "fa": "بله", "bn": "হ্যাঁ",
       "th": "ใช่", "tr": "Evet", "it": "Sì", "id": "Ya"}
NO = {"zh": "否，不一定", "ja": "いいえ", "ko": "아니요", "ru": "Нет", "ar": "لا", "hi": "नहीं", "vi": "Không",
      "fr": "Non", "es": "No", "de": "Nein", "pt": "Não", "en": "No", "fa": "خیر", "bn": "না",
      "th": "ไม่", "tr": "Hayır", "it": "No", "id": "Tidak"}
INF = {"zh": "无穷多个", "ja": "無限個", "ko": "무수히 많다", "ru": "бесконечно много", "ar": "عدد لا نهائي",
       "hi": "अनंत रूप से अनेक", "vi": "vô số", "fr": "une infinité", "es": "infinitos", "de": "unendlich viele",
       "pt": "infinitos", "en": "infinitely many", "fa": "بی‌نهایت", "bn": "অসীম সংখ্যক", "th": "อนันต์",
       "tr": "sonsuz sayıda", "it": "infiniti", "id": "tak hingga banyaknya"}


# ---------------------------------------------------------------- answer rendering
def forms(it, lang, rr):
    """(correct_string, wrong_string, correct_is_latex)"""
    if it.get("yn"):
        good = YES if it["yn"] == "yes" else NO
        bad = NO if it["yn"] == "yes" else YES
        return good.get(lang, good["en"]), bad.get(lang, bad["en"]), False
    if it["intval"] is not None:
        v = it["intval"]
        cands = [v + 1, v - 1, v * 2, v + 10, v - 2, v + 3]
        if v != 0:
            cands.append(-v)
        w = rr.choice([c for c in cands if c != v])
        how = it.get("_how", "native")
        return render_int(v, lang, how), render_int(w, lang, "native" if how == "words" else how), False
    if it.get("okl"):
        return it["okl"].get(lang, it["okl"]["en"]), it["badl"].get(lang, it["badl"]["en"]), False
    ok = list(it["ok"])
    if it.get("units") and lang in it["units"]:
        ok.append(it["units"][lang])
    if it.get("dc") and lang in ("fr", "de", "ru", "es", "pt", "it", "tr", "id", "vi"):
        ok.append(it["dc"])
    if it.get("inf"):
        ok.append(INF.get(lang, INF["en"]))
    g = rr.choice(ok)
    b = rr.choice(it["bad"])
    if lang in ("ar", "fa", "hi", "bn", "th") and rr.random() < 0.4 and not any(c in g + b for c in "\\^{_"):
        g, b = native_digits(g, lang), native_digits(b, lang)
        if lang in ("ar", "fa"):
            g, b = g.replace(".", "٫"), b.replace(".", "٫")
    return g, b, "\\" in g or "^" in g


def fin(lang, a, rr, boxed=False):
    t = rr.choice(P[lang]["final"])
    if boxed and not any(ch.isdigit() or ch == "\\" for ch in a):
        pass
    elif boxed:
        a = "$\\boxed{" + a + "}$"
    elif ("\\" in a or "^" in a or "_" in a) and "$" not in a:
        a = "$" + a + "$"
    return t.format(a=a)


def works(lang, rr, k=2):
    w = P[lang]["work"]
    return " ".join(rr.sample(w, min(k, len(w))))


# ---------------------------------------------------------------- wrappers (native output formats)
def wrap(fmt, think, answer, rr):
    if fmt == "qwen":
        return f"<|im_start|>assistant\n<think>\n{think}\n</think>\n\n{answer}<|im_end|>"
    if fmt == "deepseek":
        return f"<｜Assistant｜><think>\n{think}\n</think>\n\n{answer}<｜end▁of▁sentence｜>"
    if fmt == "harmony":
        return (f"<|start|>assistant<|channel|>analysis<|message|>{think}<|end|>"
                f"<|start|>assistant<|channel|>final<|message|>{answer}<|return|>")
    if fmt == "gemma":
        return f"<start_of_turn>model\n{think}\n\n{answer}<end_of_turn>"
    if fmt == "llama3":
        return f"<|start_header_id|>assistant<|end_header_id|>\n\n{think}\n\n{answer}<|eot_id|>"
    if fmt == "mistral":
        return f"[/INST] {think}\n\n{answer}</s>"
    if fmt == "phi":
        return f"<|assistant|>\n{think}\n{answer}<|end|>"
    if fmt == "glm":
        return f"<|assistant|>\n<think>{think}</think>\n{answer}<|user|>"
    if fmt == "thinktag":
        return f"<think>\n{think}\n</think>\n\n{answer}"
    if fmt == "reasoning_tag":
        return f"<reasoning>\n{think}\n</reasoning>\n<answer>\n{answer}\n</answer>"
    if fmt == "seed":
        return f"<seed:think>{think}</seed:think>{answer}"
    if fmt == "markdown":
        return f"## {HEAD.get(LANG_NOW[0], 'Solution')}\n\n{think}\n\n---\n\n### ✅ {answer}"
    return f"{think}\n\n{answer}"


HEAD = {"zh": "解题过程", "ja": "解説", "ko": "풀이", "ru": "Решение", "ar": "الحل", "hi": "हल", "vi": "Lời giải",
        "fr": "Solution", "es": "Solución", "de": "Lösung", "pt": "Solução", "fa": "راه‌حل", "bn": "সমাধান",
        "th": "วิธีทำ", "tr": "Çözüm", "it": "Soluzione", "id": "Penyelesaian", "en": "Solution"}
LANG_NOW = ["en"]

WRAPS = ["qwen", "deepseek", "harmony", "gemma", "llama3", "mistral", "phi", "glm", "thinktag",
         "reasoning_tag", "seed", "markdown", "plain"]


# ---------------------------------------------------------------- builders
def code_block(lang_out, g, rr):
    expr = rr.choice(["solve()", "count()", "main()"])
    if "\\" in lang_out or "^" in lang_out:
        return ("```python\nimport sympy as sp\n\ndef " + expr.split("(")[0] +
                "():\n    ...  # symbolic computation\n    return sp.simplify(result)\n\nprint(sp.latex(" + expr + "))\n```\n" +
                "```output\n" + lang_out + "\n```")
    return ("```python\n# brute force check\nfrom fractions import Fraction\n\ndef " + expr.split("(")[0] +
            "():\n    ...  # enumerate all cases\n    return result\n\nprint(" + expr + ")\n```\n" +
            "```output\n" + lang_out + "\n```")


def build_pos(it, lang, sub, rr):
    g, w, _ = forms(it, lang, rr)
    L = P[lang]
    fmt = rr.choice(WRAPS)
    if sub == "direct":
        return wrap(fmt, works(lang, rr), fin(lang, g, rr), rr), fmt
    if sub == "boxed":
        return wrap(fmt, works(lang, rr), fin(lang, g, rr, boxed=True), rr), fmt
    if sub == "corrected_to_right":
        think = works(lang, rr) + "\n" + fmtp(lang, "interm", rr, a=w) + "\n" + ph(lang, "corr", rr) + "\n" + works(lang, rr, 1)
        return wrap(fmt, think, fin(lang, g, rr), rr), fmt
    if sub == "retracted_wrong":
        body = fin(lang, w, rr) + "\n\n" + fmtp(lang, "retract", rr, a=w) + " " + ph(lang, "corr", rr) + "\n\n" + fin(lang, g, rr, boxed=rr.random() < 0.5)
        return wrap("plain", works(lang, rr), body, rr), "plain"
    if sub == "json_tool":
        obj = {"thought": works(lang, rr, 1), "final_answer": g}
        if rr.random() < 0.5:
            s = json.dumps({"name": "submit_answer", "arguments": json.dumps(obj, ensure_ascii=False)}, ensure_ascii=False)
            return "<tool_call>\n" + s + "\n</tool_call>", "tool_call"
        return "```json\n" + json.dumps(obj, ensure_ascii=False, indent=2) + "\n```", "json"
    if sub == "code_print":
        return works(lang, rr, 1) + "\n\n" + code_block(g, g, rr) + "\n\n" + fin(lang, g, rr), "code"
    if sub == "table":
        tab = "| # | " + L["work"][0] + " |\n|---|---|\n| 1 | … |\n| 2 | " + fmtp(lang, "interm", rr, a=w) + " ✗ |\n| 3 | **" + mm(g) + "** ✓ |\n"
        return tab + "\n" + fin(lang, g, rr), "markdown_table"
    if sub == "terse":
        if not any(ch.isdigit() or ch == "\\" for ch in g):
            return rr.choice(["{a}", "**{a}**", "→ {a}"]).format(a=g), "terse"
        return rr.choice(["{a}", "**{a}**", "$\\boxed{{{a}}}$", "→ {a}"]).format(a=g), "terse"
    if sub == "not_but":
        return wrap(fmt, works(lang, rr), fmtp(lang, "notbut", rr, a=w, b=g), rr), fmt
    if sub == "hedge_resolved":
        body = fmtp(lang, "hedge", rr, a=w, b=g) + "\n" + fmtp(lang, "retract", rr, a=w) + "\n" + fin(lang, g, rr)
        return wrap(fmt, works(lang, rr, 1), body, rr), fmt
    raise ValueError(sub)


def build_neg(it, lang, sub, rr):
    g, w, _ = forms(it, lang, rr)
    L = P[lang]
    fmt = rr.choice(WRAPS)
    if sub == "corrected_away":
        body = fin(lang, g, rr) + "\n\n" + ph(lang, "corr", rr) + "\n" + works(lang, rr, 1) + "\n\n" + fin(lang, w, rr, boxed=rr.random() < 0.5)
        return wrap("plain", works(lang, rr), body, rr), "plain"
    if sub == "hedge":
        return wrap(fmt, works(lang, rr), fmtp(lang, "hedge", rr, a=g, b=w) if rr.random() < 0.5 else fmtp(lang, "hedge", rr, a=w, b=g), rr), fmt
    if sub == "retracted":
        body = fin(lang, g, rr) + "\n" + fmtp(lang, "retract", rr, a=g) + "\n" + fin(lang, w, rr)
        return wrap(fmt, works(lang, rr, 1), body, rr), fmt
    if sub == "near_miss":
        return wrap(fmt, works(lang, rr), fin(lang, w, rr, boxed=rr.random() < 0.5), rr), fmt
    if sub == "truncated":
        s = works(lang, rr) + "\n" + fmtp(lang, "interm", rr, a=g) + "\n" + L["trunc"]
        if fmt in ("qwen", "deepseek", "thinktag", "glm"):
            return "<think>\n" + s, "think_unclosed"
        if fmt == "harmony":
            return "<|start|>assistant<|channel|>analysis<|message|>" + s, "harmony_unclosed"
        return s, "plain_cut"
    if sub == "think_vs_final":
        think = works(lang, rr) + "\n" + fin(lang, g, rr)
        f2 = rr.choice([f for f in WRAPS if f in ("qwen", "deepseek", "harmony", "thinktag", "glm", "seed", "reasoning_tag")])
        return wrap(f2, think, ph(lang, "corr", rr) + " " + fin(lang, w, rr), rr), f2
    if sub == "different_quantity":
        return wrap(fmt, works(lang, rr) + "\n" + fmtp(lang, "interm", rr, a=g), fin(lang, w, rr), rr), fmt
    if sub == "not_but":
        return wrap(fmt, works(lang, rr), fmtp(lang, "notbut", rr, a=g, b=w), rr), fmt
    if sub == "json_wrong":
        obj = {"intermediate_value": g, "final_answer": w}
        return "```json\n" + json.dumps(obj, ensure_ascii=False, indent=2) + "\n```", "json"
    if sub == "code_then_wrong":
        return (works(lang, rr, 1) + "\n\n" + code_block(g, g, rr) + "\n\n" + ph(lang, "corr", rr) + "\n" +
                fin(lang, w, rr)), "code"
    raise ValueError(sub)


POS = ["direct", "boxed", "corrected_to_right", "retracted_wrong", "json_tool", "code_print", "table",
       "terse", "hedge_resolved", "not_but"]
NEG = ["corrected_away", "hedge", "retracted", "near_miss", "truncated", "think_vs_final",
       "different_quantity", "json_wrong", "code_then_wrong", "not_but"]

LETTER_PHRASE = {
    "zh": ("正确选项是 ({l})。", "我先选了 ({a})，但是检查后发现不对，应该选 ({b})。", "在 ({a}) 和 ({b}) 之间犹豫，暂时无法确定。"),
    "ja": ("正解は ({l}) です。", "最初は ({a}) を選びましたが、見直すと誤りでした。正しくは ({b}) です。", "({a}) か ({b}) のどちらかですが、決めきれません。"),
    "ko": ("정답은 ({l})입니다.", "처음에는 ({a})를 골랐지만 다시 보니 틀렸습니다. 정답은 ({b})입니다.", "({a})와 ({b}) 중 하나인데 확실하지 않습니다."),
    "ru": ("Правильный вариант: ({l}).", "Сначала я выбрал ({a}), но это неверно. Правильный ответ — ({b}).", "Это либо ({a}), либо ({b}); точно сказать не могу."),
    "ar": ("الخيار الصحيح هو ({l}).", "اخترت أولاً ({a})، لكن بعد المراجعة تبيّن أنه خطأ، والصحيح هو ({b}).", "الإجابة إما ({a}) أو ({b})، ولست متأكدًا."),
    "hi": ("सही विकल्प ({l}) है।", "पहले मैंने ({a}) चुना, पर जाँचने पर वह गलत निकला; सही विकल्प ({b}) है।", "उत्तर ({a}) या ({b}) है, पक्का नहीं।"),
    "vi": ("Chọn đáp án ({l}).", "Ban đầu mình chọn ({a}), nhưng kiểm tra lại thì sai; đáp án đúng là ({b}).", "Đáp án là ({a}) hoặc ({b}), mình chưa chắc."),
    "fr": ("La bonne réponse est ({l}).", "J'avais d'abord choisi ({a}), mais c'est faux ; la bonne réponse est ({b}).", "C'est ({a}) ou ({b}), je ne peux pas trancher."),
    "es": ("La opción correcta es ({l}).", "Primero elegí ({a}), pero es incorrecta; la correcta es ({b}).", "Es ({a}) o ({b}); no estoy seguro."),
    "de": ("Die richtige Antwort ist ({l}).", "Zuerst hatte ich ({a}), aber das ist falsch; richtig ist ({b}).", "Entweder ({a}) oder ({b}), ich bin unsicher."),
    "pt": ("A alternativa correta é ({l}).", "Primeiro escolhi ({a}), mas está errado; a correta é ({b}).", "É ({a}) ou ({b}); não tenho certeza."),
    "en": ("The correct option is ({l}).", "I first picked ({a}), but that's wrong; the answer is ({b}).", "It's either ({a}) or ({b}); I can't decide."),
    "tr": ("Doğru seçenek ({l}).", "Önce ({a}) seçtim ama yanlış; doğrusu ({b}).", "Ya ({a}) ya da ({b}); emin değilim."),
    "it": ("La risposta corretta è ({l}).", "Prima avevo scelto ({a}), ma è sbagliata; quella giusta è ({b}).", "È ({a}) oppure ({b}); non sono sicuro."),
}


def build_mcq(i, lang, label, rr):
    r = MCQ[i]
    c = r["answer_choice"]
    others = [k for k in r["choices"] if k != c]
    o = rr.choice(others)
    p_ok, p_switch, p_hedge = LETTER_PHRASE[lang]
    fmt = rr.choice(WRAPS)
    if label:
        sub = rr.choice(["letter", "switch_to_right", "letter_with_value"])
        if sub == "letter":
            body = p_ok.format(l=c)
        elif sub == "switch_to_right":
            body = p_switch.format(a=o, b=c)
        else:
            body = p_ok.format(l=c) + "  " + r["choices"][c]
    else:
        sub = rr.choice(["wrong_letter", "switch_to_wrong", "hedge_letters"])
        if sub == "wrong_letter":
            body = p_ok.format(l=o)
        elif sub == "switch_to_wrong":
            body = p_switch.format(a=c, b=o)
        else:
            body = p_hedge.format(a=c, b=o) if rr.random() < 0.5 else p_hedge.format(a=o, b=c)
    LANG_NOW[0] = lang
    resp = wrap(fmt, works(lang, rr) if lang in P else "", body, rr)
    q = r["problem"] + "\n\n" + "\n".join(f"({k}) {v}" for k, v in r["choices"].items())
    return dict(benchmark="harp", source_row=f"harp/harp_mcq.jsonl:{i}", question=r["problem"],
                gold=c, response=resp, label=label, style=f"mcq_{fmt}/{sub}", language=lang)


# ---------------------------------------------------------------- assemble
def lang_cycle():
    pool = LANGS_MAIN * 6 + LANGS_EXTRA * 2 + ["en"] * 7
    while True:
        p = pool[:]
        rng.shuffle(p)
        for x in p:
            yield x


def main():
    langs = lang_cycle()
    items = []
    items += [(x, 1) for x in harp_int_items(130)]
    items += [(x, 1) for x in mp_int_items(MPH, "math_perturb/math_perturb_hard.jsonl", 20)]
    items += [(x, 1) for x in mp_int_items(MPS, "math_perturb/math_perturb_simple.jsonl", 20)]
    for idx, v in PUT_INT.items():
        items.append((item("putnam", "putnam/putnam_with_answers.jsonl", idx, PUT, "problem", "answer_text", intval=v), 2))
    for bench, rel, idx, rows, ok, bad, extra in EXPR:
        qk, gk = ("problem", "answer_text") if bench == "putnam" else ("problem", "answer")
        n = 3 if bench == "harp" else 2
        items.append((item(bench, rel, idx, rows, qk, gk, ok=ok, bad=bad, **extra), n))
    for idx, v in HARP_WORDINT.items():
        items.append((item("harp", H, idx, HARP, "problem", "answer", intval=v), 3))
    items.append((item("putnam", "putnam/putnam_with_answers.jsonl", 133, PUT, "problem", "answer_text", yn="yes"), 3))
    items.append((item("putnam", "putnam/putnam_with_answers.jsonl", 135, PUT, "problem", "answer_text", yn="no"), 3))

    cases = []
    flip = 0
    for it, n in items:
        for _ in range(n):
            lang = next(langs)
            label = (flip % 2 == 0)
            flip += 1 if rng.random() < 0.9 else 2
            it2 = dict(it)
            if label:
                subs = POS[:]
                if it.get("yn"):
                    subs = ["direct", "boxed", "retracted_wrong", "terse", "json_tool"]
                if it.get("multi"):
                    for x in ("hedge_resolved", "retracted_wrong", "table"):
                        subs.remove(x)
                sub = rng.choice(subs)
            else:
                subs = NEG[:]
                if it.get("yn"):
                    subs = ["corrected_away", "near_miss", "retracted", "think_vs_final"]
                if it.get("multi"):
                    subs.remove("hedge")
                sub = rng.choice(subs)
            note = ""
            if it["intval"] is not None and rng.random() < 0.3 and (lang in ("zh", "ja", "ko") and abs(it["intval"]) < 100000
                                                                    or lang in SMALL and 0 <= it["intval"] <= 20):
                it2["_how"] = "words"
                note = "+words"
            elif it["intval"] is not None and lang in ("ar", "fa", "hi", "bn", "th", "zh", "ja") and rng.random() < 0.5:
                it2["_how"] = "native"
                note = "+native_digits"
            else:
                it2["_how"] = "ascii" if lang in ("ar", "fa", "hi", "bn", "th", "zh", "ja") else "native"
            rr = random.Random(rng.random())
            LANG_NOW[0] = lang
            if label:
                resp, fmt = build_pos(it2, lang, sub, rr)
            else:
                resp, fmt = build_neg(it2, lang, sub, rr)
            cases.append(dict(benchmark=it["benchmark"], source_row=it["source_row"], question=it["question"],
                              gold=it["gold"], response=resp, label=label, style=f"{fmt}/{sub}{note}",
                              language=lang))
    # multiple choice (HARP MCQ file; gold = answer_choice letter)
    mcq_idx = rng.sample([i for i, r in enumerate(MCQ) if r.get("answer_choice") in r.get("choices", {})], 70)
    mlangs = list(LETTER_PHRASE)
    for k, i in enumerate(mcq_idx):
        lang = mlangs[k % len(mlangs)]
        cases.append(build_mcq(i, lang, k % 2 == 0, random.Random(rng.random())))
    rng.shuffle(cases)
    out = []
    for n, c in enumerate(cases, 1):
        d = {"id": f"ze-{n:04d}"}
        for k in ("benchmark", "source_row", "question", "gold", "response", "label", "style", "language"):
            d[k] = c[k]
        out.append(d)
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
        for d in out:
            f.write(json.dumps(d, ensure_ascii=False) + "\n")
    write_readme(out)
    print(len(out), Counter(d["label"] for d in out), Counter(d["benchmark"] for d in out))
    print(Counter(d["language"] for d in out))
    print(sum(d["language"] != "en" for d in out) / len(out))


def write_readme(out):
    def table(title, cnt):
        lines = [f"### {title}", "", "| value | cases |", "|---|---|"]
        lines += [f"| {k} | {v} |" for k, v in sorted(cnt.items(), key=lambda kv: (-kv[1], str(kv[0])))]
        return "\n".join(lines) + "\n"
    fmt = Counter(d["style"].split("/")[0] for d in out)
    sub = Counter(d["style"].split("/")[1].split("+")[0] for d in out)
    txt = ["# Set ZE: blind multilingual responses for a math answer grader", "",
           "Regenerate (deterministic, standard library only, reads /work/shared/data):", "",
           "    python3 make_cases.py      # writes cases.jsonl and this README.md", "",
           f"Cases: {len(out)}; non-English: {sum(d['language'] != 'en' for d in out)}.", "",
           "Fields: id, benchmark, source_row (file relative to /work/shared/data : 0-based line), question, "
           "gold (the stored gold field, unchanged; for harp_mcq rows it is `answer_choice`), response, label, "
           "style (`<format>/<subtype>[+words|+native_digits]`), language (ISO 639-1).", "",
           table("Label", Counter(d["label"] for d in out)),
           table("Benchmark", Counter(d["benchmark"] for d in out)),
           table("Language", Counter(d["language"] for d in out)),
           table("Format (style prefix)", fmt),
           table("Subtype (style suffix)", sub)]
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(txt))


if __name__ == "__main__":
    main()
