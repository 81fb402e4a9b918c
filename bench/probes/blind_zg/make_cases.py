#!/usr/bin/env python3
"""Generate the blind labelled grader test set ZG (cases.jsonl + README.md).
Standard library only, deterministic (fixed seed). Run: python3 make_cases.py"""
import json, os, re, random
from fractions import Fraction
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = '/work/shared/data'
SEED = 20261202
rng = random.Random(SEED)

def load(rel):
    with open(os.path.join(DATA, rel)) as f:
        return [json.loads(l) for l in f if l.strip()]

# ---------------------------------------------------------------- gold parsing
def clean_gold(g):
    s = str(g).strip()
    s = s.strip('$').strip()
    s = re.sub(r'\\(text|mbox|textbf)\{\s*([^{}]*)\}', r'\2', s)
    s = s.replace('\\,', '').replace('\\!', '').replace('\\ ', '').strip()
    return s

def parse_num(g):
    if isinstance(g, bool):
        return None
    if isinstance(g, int):
        return Fraction(g)
    if isinstance(g, float):
        return Fraction(int(g)) if g == int(g) else None
    s = clean_gold(g)
    m = re.fullmatch(r'(-?)(\d{1,3}(?:,\d{3})+|\d+)', s)
    if m:
        return Fraction(int(m.group(2).replace(',', ''))) * (-1 if m.group(1) else 1)
    m = re.fullmatch(r'-?\d+\.\d+', s)
    if m:
        return None  # decimal golds may be rounded values: left out to keep labels unambiguous
    FR = r'\\[dt]?frac\s*(?:\{\s*(\d+)\s*\}|(\d))\s*(?:\{\s*(\d+)\s*\}|(\d))'
    m = re.fullmatch(r'(-?)' + FR, s)
    if m:
        p, q = int(m.group(2) or m.group(3)), int(m.group(4) or m.group(5))
        if q:
            return Fraction(p, q) * (-1 if m.group(1) else 1)
    m = re.fullmatch(r'(-?)(\d+)/(\d+)', s)
    if m and int(m.group(3)) != 0:
        return Fraction(int(m.group(2)), int(m.group(3))) * (-1 if m.group(1) else 1)
    m = re.fullmatch(r'(\d+)\s*' + FR, s)
    if m:
        p, q = int(m.group(2) or m.group(3)), int(m.group(4) or m.group(5))
        if 0 < p < q:
            return int(m.group(1)) + Fraction(p, q)
    return None

# ---------------------------------------------------------------- number rendering
ONES = 'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split()
TENS = 'x x twenty thirty forty fifty sixty seventy eighty ninety'.split()

def en_words(n):
    if n < 0:
        return 'negative ' + en_words(-n)
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ('' if n % 10 == 0 else '-' + ONES[n % 10])
    if n < 1000:
        return ONES[n // 100] + ' hundred' + ('' if n % 100 == 0 else ' ' + en_words(n % 100))
    if n < 1000000:
        return en_words(n // 1000) + ' thousand' + ('' if n % 1000 == 0 else ' ' + en_words(n % 1000))
    return str(n)

ZH_D = '零一二三四五六七八九'
def zh_num(n):
    if n < 0:
        return '负' + zh_num(-n)
    if n < 10:
        return ZH_D[n]
    if n < 20:
        return '十' + ('' if n == 10 else ZH_D[n - 10])
    if n < 100:
        return ZH_D[n // 10] + '十' + ('' if n % 10 == 0 else ZH_D[n % 10])
    if n < 1000:
        r = n % 100
        s = ZH_D[n // 100] + '百'
        if r == 0:
            return s
        if r < 10:
            return s + '零' + ZH_D[r]
        return s + (ZH_D[r // 10] + '十' + ('' if r % 10 == 0 else ZH_D[r % 10]))
    return str(n)

def digits_map(s, table):
    return ''.join(table[int(c)] if c.isdigit() else c for c in s)
AR_DIG = '٠١٢٣٤٥٦٧٨٩'
FA_DIG = '۰۱۲۳۴۵۶۷۸۹'
HI_DIG = '०१२३४५६७८९'
FW_DIG = '０１２３４５６７８９'

def term_decimal(v):
    """exact decimal string if the fraction terminates, else None"""
    q = v.denominator
    for p in (2, 5):
        while q % p == 0:
            q //= p
    if q != 1:
        return None
    sign = '-' if v < 0 else ''
    v = abs(v)
    k = 0
    while (v * 10 ** k).denominator != 1:
        k += 1
    n = int(v * 10 ** k)
    if k == 0:
        return sign + str(n)
    s = str(n).rjust(k + 1, '0')
    return sign + s[:-k] + '.' + s[-k:]

def thousands(n, sep=','):
    s = str(abs(n))
    out = ''
    while len(s) > 3:
        out = sep + s[-3:] + out
        s = s[:-3]
    return ('-' if n < 0 else '') + s + out

def frac_tex(v, cmd='\\frac'):
    p, q = v.numerator, v.denominator
    if q == 1:
        return str(p)
    if p < 0:
        return '-%s{%d}{%d}' % (cmd, -p, q)
    return '%s{%d}{%d}' % (cmd, p, q)

def plain(v):
    """canonical plain-text rendering"""
    if v.denominator == 1:
        return str(v.numerator)
    return '%d/%d' % (v.numerator, v.denominator)

def tex(v):
    return frac_tex(v)

def correct_forms_num(v, lang='en'):
    """list of (math_string, is_latex) alternative renderings equal to v."""
    forms = []
    p, q = v.numerator, v.denominator
    if q == 1:
        n = p
        forms += [str(n)]
        if abs(n) >= 1000:
            forms += [thousands(n), thousands(n, '{,}'), thousands(n, '\\,')]
        if abs(n) < 10000:
            forms += [str(n) + '.0'] if rng.random() < 0.3 else []
        if lang == 'en' and 0 <= n <= 999 and rng.random() < 0.5:
            forms += ['\\text{%s} (%d)' % (en_words(n), n) if rng.random() < 0.5 else '\\text{%s}' % en_words(n)]
        forms += ['\\frac{%d}{1}' % n] if rng.random() < 0.05 else []
    else:
        forms += [frac_tex(v), frac_tex(v, '\\dfrac'), plain(v)]
        if p < 0:
            forms += ['\\frac{%d}{%d}' % (p, q), '-(%d/%d)' % (-p, q)]
        d = term_decimal(v)
        if d:
            forms += [d, d]
        k = rng.choice([2, 3, 4])
        forms += ['\\frac{%d}{%d}' % (p * k, q * k)] if rng.random() < 0.2 else []
        if abs(v) > 1 and p > 0:
            w = p // q
            r = p - w * q
            forms += ['%d\\frac{%d}{%d}' % (w, r, q), '%d \\tfrac{%d}{%d}' % (w, r, q)]
    return forms

def wrong_forms_num(v):
    """near-miss values that are NOT equal to v (as Fractions)."""
    c = []
    p, q = v.numerator, v.denominator
    if q == 1:
        c += [v + 1, v - 1, v + 1, v - 1, v * 2, -v, v + 2]
        s = str(abs(p))
        if len(s) >= 2 and s[-1] != s[-2]:
            t = int(s[:-2] + s[-1] + s[-2]) * (1 if p >= 0 else -1)
            c.append(Fraction(t))
        if abs(p) >= 10:
            c.append(Fraction(p // 10 if p > 0 else -(-p // 10)))
    else:
        c += [1 / v if p != 0 else v + 1, Fraction(p, q + 1), Fraction(p + 1, q), -v,
              Fraction(p, q - 1) if q > 2 else v * 2, v * 2, Fraction(q - p, q) if 0 < p < q else v + 1]
    c = [x for x in c if x != v]
    return c

def wrong_rounding(v):
    """decimal string close to v but wrongly rounded (only for non-terminating fractions)"""
    if v.denominator == 1 or term_decimal(v) is not None:
        return None
    k = rng.choice([2, 3, 4])
    approx = round(float(v), k)
    bad = approx + (10 ** -k if rng.random() < 0.5 else -(10 ** -k))
    return ('%.' + str(k) + 'f') % bad

def render_wrong(w, like):
    """render a wrong Fraction in the same spirit as 'like' form."""
    if w.denominator == 1:
        if w.numerator >= 1000 and ',' in like:
            return thousands(w.numerator)
        return str(w.numerator)
    if '\\dfrac' in like:
        return frac_tex(w, '\\dfrac')
    if '\\frac' in like:
        return frac_tex(w)
    if re.fullmatch(r'-?\d*\.\d+', like) and term_decimal(w):
        return term_decimal(w)
    return plain(w)

def to_plain(s):
    """LaTeX-ish math -> plain text (for JSON / code / plain-text wrappers)."""
    t = re.sub(r'(\d)\s*\\([dt]?frac)', r'\1 \\\2', s)
    for _ in range(3):
        t = re.sub(r'\\[dt]?frac\{([^{}]*)\}\{([^{}]*)\}', lambda m: ('(%s)' % m.group(1) if re.search(r'[+\- ]', m.group(1).strip().lstrip('-')) else m.group(1)) + '/' + ('(%s)' % m.group(2) if re.search(r'[+\-* ]', m.group(2)) else m.group(2)), t)
        t = re.sub(r'\\sqrt\{([^{}]*)\}', r'sqrt(\1)', t)
        t = re.sub(r'\\sqrt\[3\]\{([^{}]*)\}', r'cbrt(\1)', t)
    t = t.replace('\\pi', 'pi').replace('\\cdot', '*').replace('\\times', '*').replace('{,}', ',').replace('\\,', ' ')
    t = t.replace('\\left', '').replace('\\right', '').replace('\\infty', 'inf').replace('\\ln', 'ln').replace('\\log', 'log')
    t = t.replace('^\\circ', ' degrees').replace('\\%', '%').replace('\\le', '<=').replace('\\ge', '>=')
    t = re.sub(r'\\text\{([^{}]*)\}', r'\1', t)
    t = t.replace('{', '(').replace('}', ')').replace('\\', '')
    return t

# ---------------------------------------------------------------- phrasebook
PB = {
 'en': dict(final=['So the answer is {A}.', 'Therefore, the answer is {A}.', 'Thus the final answer is {A}.', 'So we get {A}.', 'Hence the required value is {A}.'],
            intro=['Okay, let\'s see.', 'Let me try to solve this step by step.', 'Alright, so I need to figure this out.', 'We need to solve the problem.', 'Let\'s think step by step.'],
            gen=['First, let me understand what the problem is asking.', 'Maybe I can use symmetry here to reduce the number of cases.',
                 'Let me try small cases first to see a pattern.', 'If I plug in n = 1, 2, 3, the values seem to follow a simple pattern.',
                 'Taking logarithms turns the product into a sum, which is easier to handle.', 'By the AM-GM inequality the minimum occurs when the terms are equal.',
                 'Using Vieta\'s formulas, the sum and product of the roots are determined by the coefficients.', 'Completing the square should make the structure clearer.',
                 'The expression telescopes, so most of the terms cancel.', 'Let me set up coordinates to make the geometry concrete.',
                 'I could use complementary counting: total minus the bad cases.', 'Since everything is periodic, it is enough to look at one period.',
                 'Differentiating and setting the derivative to zero gives the critical point.', 'By the law of cosines we can find the missing side.',
                 'Let me reduce everything modulo a small prime to check.', 'Substituting u = 1/x simplifies the integral.',
                 'So the key step is to find the right substitution.', 'Hmm, this looks like a geometric series.', 'Let me write down what we know.', 'Hmm, this looks like it needs a careful computation.', 'I think I should set up the equations first.', 'Let me double-check the conditions given in the problem.', 'Now let me compute the value carefully.', 'So let me simplify this expression.', 'I will organize the cases.', 'Let me substitute and simplify.'],
            wait=['Wait, that doesn\'t look right. Let me recompute.', 'Hmm, wait. I think I made a mistake somewhere.', 'Hold on, let me re-check that step.', 'Actually, no, I need to reconsider.'],
            check=['Let me verify: substituting back, everything is consistent.', 'Checking again, yes this is consistent with the conditions.', 'Double check: the computation holds.'],
            hedge=['So the answer is either {A} or {B}, I\'m not completely sure which.', 'It could be {A} or it could be {B}; both seem possible from the work above.', 'I get {A} with one method and {B} with the other, so the answer is probably one of those two.'],
            ans='Answer', fa='Final Answer'),
 'zh': dict(final=['所以答案是 {A}。', '因此，最终答案为 {A}。', '综上所述，答案是 {A}。', '故所求的值为 {A}。'],
            intro=['好的，我们一步一步来解这道题。', '我们来分析一下这个问题。', '嗯，让我想一想。'],
            gen=['首先，理解题目的条件。', '我们把已知条件写出来。', '接下来进行计算。', '化简上面的式子。', '我们分情况讨论。', '代入验证一下。'],
            wait=['等等，好像不对，我再算一遍。', '嗯，等一下，这一步可能算错了。'],
            check=['验证：代回原式，成立。', '检查一下，结果符合题意。'],
            hedge=['所以答案可能是 {A}，也可能是 {B}。', '答案是 {A} 或 {B}，我不太确定。'],
            ans='答案', fa='最终答案'),
 'es': dict(final=['Por lo tanto, la respuesta es {A}.', 'Así, la respuesta final es {A}.', 'Entonces el valor buscado es {A}.'],
            intro=['Vamos a resolver el problema paso a paso.', 'Bien, analicemos el problema.'],
            gen=['Primero, escribimos los datos del problema.', 'Ahora simplificamos la expresión.', 'Sustituimos los valores conocidos.', 'Consideremos los casos posibles.', 'Calculemos con cuidado.'],
            wait=['Espera, eso no parece correcto. Vuelvo a calcular.', 'Mmm, creo que me equivoqué en un paso.'],
            check=['Comprobación: al sustituir, todo cuadra.', 'Verificamos: el resultado cumple las condiciones.'],
            hedge=['La respuesta es {A} o {B}, no estoy seguro de cuál.', 'Podría ser {A} o {B}.'],
            ans='Respuesta', fa='Respuesta final'),
 'fr': dict(final=['Donc la réponse est {A}.', 'Ainsi, la réponse finale est {A}.', 'On obtient donc {A}.'],
            intro=['Résolvons le problème étape par étape.', 'D\'accord, analysons l\'énoncé.'],
            gen=['Tout d\'abord, écrivons les données.', 'Ensuite, simplifions l\'expression.', 'Remplaçons les valeurs connues.', 'Distinguons les cas.', 'Calculons soigneusement.'],
            wait=['Attendez, cela ne semble pas correct. Je recalcule.', 'Hmm, je crois que je me suis trompé.'],
            check=['Vérification : en remplaçant, tout est cohérent.', 'On vérifie que le résultat satisfait les conditions.'],
            hedge=['La réponse est {A} ou {B}, je ne suis pas sûr.', 'Cela pourrait être {A} ou bien {B}.'],
            ans='Réponse', fa='Réponse finale'),
 'de': dict(final=['Also ist die Antwort {A}.', 'Damit lautet das Ergebnis {A}.', 'Somit erhalten wir {A}.'],
            intro=['Wir lösen die Aufgabe Schritt für Schritt.', 'Okay, schauen wir uns die Aufgabe an.'],
            gen=['Zuerst schreiben wir die gegebenen Größen auf.', 'Nun vereinfachen wir den Ausdruck.', 'Wir setzen die bekannten Werte ein.', 'Wir unterscheiden Fälle.', 'Jetzt rechnen wir sorgfältig.'],
            wait=['Moment, das stimmt nicht. Ich rechne nochmal.', 'Hmm, ich glaube, hier ist ein Fehler.'],
            check=['Probe: Einsetzen bestätigt das Ergebnis.', 'Kontrolle: Das Ergebnis erfüllt alle Bedingungen.'],
            hedge=['Die Antwort ist entweder {A} oder {B}.', 'Es könnte {A} oder {B} sein.'],
            ans='Antwort', fa='Endergebnis'),
 'ru': dict(final=['Следовательно, ответ: {A}.', 'Итак, ответ {A}.', 'Таким образом, искомое значение равно {A}.'],
            intro=['Решим задачу по шагам.', 'Хорошо, разберём условие.'],
            gen=['Сначала запишем условие.', 'Теперь упростим выражение.', 'Подставим известные значения.', 'Рассмотрим случаи.', 'Аккуратно посчитаем.'],
            wait=['Подождите, это неверно. Пересчитаю.', 'Хм, кажется, здесь ошибка.'],
            check=['Проверка: подстановка подтверждает результат.', 'Проверим: условие выполняется.'],
            hedge=['Ответ либо {A}, либо {B}.', 'Возможно, {A}, а возможно, {B}.'],
            ans='Ответ', fa='Окончательный ответ'),
 'ja': dict(final=['したがって、答えは {A} です。', 'よって、求める値は {A} となります。', '以上より、答えは {A} です。'],
            intro=['順を追って解いていきます。', 'では、問題を整理しましょう。'],
            gen=['まず、条件を書き出します。', '次に、式を整理します。', '既知の値を代入します。', '場合分けをします。', '慎重に計算します。'],
            wait=['待ってください、これはおかしいです。計算し直します。', 'うーん、どこかで間違えたようです。'],
            check=['検算：元の式に代入すると成り立ちます。', '確認：条件を満たしています。'],
            hedge=['答えは {A} か {B} のどちらかだと思います。', '{A} または {B} です。'],
            ans='答え', fa='最終的な答え'),
 'pt': dict(final=['Portanto, a resposta é {A}.', 'Assim, a resposta final é {A}.', 'Logo, obtemos {A}.'],
            intro=['Vamos resolver passo a passo.', 'Certo, vamos analisar o problema.'],
            gen=['Primeiro, anotamos os dados.', 'Agora simplificamos a expressão.', 'Substituímos os valores conhecidos.', 'Vamos separar em casos.', 'Calculando com cuidado.'],
            wait=['Espera, isso não parece certo. Vou recalcular.', 'Hmm, acho que errei em algum passo.'],
            check=['Verificação: substituindo, tudo confere.', 'Conferindo: o resultado satisfaz as condições.'],
            hedge=['A resposta é {A} ou {B}, não tenho certeza.', 'Pode ser {A} ou {B}.'],
            ans='Resposta', fa='Resposta final'),
 'ar': dict(final=['إذن الإجابة هي {A}.', 'وبالتالي، الجواب النهائي هو {A}.'],
            intro=['لنحل المسألة خطوة بخطوة.', 'حسنًا، لنحلل المسألة.'],
            gen=['أولًا، نكتب المعطيات.', 'الآن نبسط العبارة.', 'نعوض بالقيم المعلومة.', 'نحسب بعناية.'],
            wait=['انتظر، هذا غير صحيح. سأعيد الحساب.', 'يبدو أن هناك خطأ في هذه الخطوة.'],
            check=['التحقق: بالتعويض تتحقق الشروط.'],
            hedge=['الإجابة إما {A} أو {B}.'],
            ans='الإجابة', fa='الإجابة النهائية'),
 'hi': dict(final=['अतः उत्तर {A} है।', 'इसलिए अंतिम उत्तर {A} है।'],
            intro=['आइए इस प्रश्न को चरण दर चरण हल करें।', 'ठीक है, प्रश्न को समझते हैं।'],
            gen=['पहले दी गई जानकारी लिखते हैं।', 'अब व्यंजक को सरल करते हैं।', 'ज्ञात मान रखते हैं।', 'ध्यान से गणना करते हैं।'],
            wait=['रुकिए, यह सही नहीं लगता। फिर से गणना करते हैं।'],
            check=['जाँच: मान रखने पर शर्तें पूरी होती हैं।'],
            hedge=['उत्तर {A} या {B} है।'],
            ans='उत्तर', fa='अंतिम उत्तर'),
 'ko': dict(final=['따라서 답은 {A}입니다.', '그러므로 최종 답은 {A}입니다.'],
            intro=['단계별로 풀어 보겠습니다.', '문제를 정리해 봅시다.'],
            gen=['먼저 주어진 조건을 씁니다.', '이제 식을 정리합니다.', '알려진 값을 대입합니다.', '경우를 나누어 봅니다.'],
            wait=['잠깐, 이건 이상합니다. 다시 계산하겠습니다.'],
            check=['검산: 대입하면 조건을 만족합니다.'],
            hedge=['답은 {A} 또는 {B}입니다.'],
            ans='답', fa='최종 답'),
 'vi': dict(final=['Vậy đáp án là {A}.', 'Do đó, kết quả cuối cùng là {A}.'],
            intro=['Ta giải bài toán từng bước.', 'Được rồi, hãy phân tích đề bài.'],
            gen=['Trước hết, ghi lại các dữ kiện.', 'Bây giờ rút gọn biểu thức.', 'Thay các giá trị đã biết vào.', 'Tính toán cẩn thận.'],
            wait=['Khoan đã, hình như sai rồi. Tính lại.'],
            check=['Kiểm tra: thay vào thấy thỏa mãn.'],
            hedge=['Đáp án là {A} hoặc {B}.'],
            ans='Đáp án', fa='Đáp án cuối cùng'),
}

# ---------------------------------------------------------------- working text
def strip_boxed(s):
    out, i = '', 0
    while True:
        j = s.find('\\boxed', i)
        if j < 0:
            return out + s[i:]
        out += s[i:j]
        k = j + len('\\boxed')
        if k < len(s) and s[k] == '{':
            depth, e = 0, k
            while e < len(s):
                if s[e] == '{':
                    depth += 1
                elif s[e] == '}':
                    depth -= 1
                    if depth == 0:
                        break
                e += 1
            out += s[k + 1:e]
            i = e + 1
        else:
            i = k

def harp_working(sol, maxlen):
    s = re.sub(r'\[asy\].*?\[/asy\]', '', sol, flags=re.S)
    s = strip_boxed(s)
    s = re.sub(r'\n\s*~.*$', '', s, flags=re.M)
    s = re.sub(r'\\textbf\{\(([A-E])\)\s*\}', r'(\1)', s)
    paras = [p.strip() for p in re.split(r'\n\s*\n|\n', s) if p.strip()]
    paras = [p for p in paras if not re.search(r'(?i)this solution|solution \d|credit|note:|^~|edited by|video', p)] or paras[:1]
    out, n = [], 0
    for p in paras:
        if n + len(p) > maxlen and out:
            break
        out.append(p)
        n += len(p)
    return out

def math_segments(text):
    t = text.replace('\\$', '').replace('$$', '$')
    parts = t.split('$')
    segs = [parts[i] for i in range(1, len(parts), 2)] if len(parts) % 2 == 1 else []
    return [m.strip() for m in segs if m.strip() and '\n' not in m and not (re.search(r'[A-Za-z]{5,}', m) and '\\' not in m)]

def generic_working(P, k):
    g = list(P['gen'])
    rng.shuffle(g)
    return g[:k]

def smallify(paras, P, lang):
    """make working look like a small model's run-on trace: fillers and repetition."""
    out = []
    fillers = {'en': ['Hmm,', 'Okay,', 'Wait,', 'So,', 'Hmm, okay, so', 'Alright,', 'Now,'], 'zh': ['嗯，', '好的，', '那么，']}.get(lang)
    for p in paras:
        if fillers and rng.random() < 0.35 and p[:1].isalpha() and p[:2] != 'I ':
            p = rng.choice(fillers) + ' ' + p[0].lower() + p[1:] if p else p
        out.append(p)
        if rng.random() < 0.15:
            out.append(p)  # repetition
    return out

# ---------------------------------------------------------------- formats
def M(a):
    return '$%s$' % a

def raw(a):
    """answer printed outside math mode"""
    return to_plain(a) if '\\text' in a else a

def body(c, sep='\n\n'):
    return sep.join(c['W'] + c['pre'])

def fin(c, wrap=M):
    return rng.choice(c['P']['final']).format(A=wrap(c['A']))

def f_think_boxed(c):
    t = '<think>\n' + c['P']['intro'][0] + ' ' + body(c) + '\n</think>\n\n'
    if c['A'] is None:
        return t + body({'W': c['W'][-1:], 'pre': []})
    if c['lang'] == 'en':
        t += rng.choice(['', 'To solve the problem, we work through the conditions.\n\n', 'The computation above gives the result.\n\n'])
    t += '**%s**\n\\[\n\\boxed{%s}\n\\]' % (c['P']['fa'], c['A']) + c['post']
    return t

def f_think_unclosed(c):
    t = '<think>\n' + body(c)
    if c['A'] is not None:
        t += '\n\n' + fin(c) + ' ' + fin(c)
    return t + c['post']

def f_minerva(c):
    t = body(c, '\n')
    if c['A'] is not None:
        t += '\nFinal Answer: The final answer is $%s$. I hope it is correct.' % c['A']
    return t + c['post']

def f_gsm_hash(c):
    t = body(c, '\n')
    if c['A'] is not None:
        t += '\n#### ' + to_plain(c['A'])
    return t + c['post']

def f_answer_is(c):
    t = body(c, '\n')
    if c['A'] is not None:
        t += '\nThe answer is: ' + raw(c['A'])
    return t + c['post']

def f_loop(c):
    t = body(c, '\n')
    if c['A'] is not None:
        s = 'So the answer is %s.' % M(c['A'])
        t += '\n' + '\n'.join([s] * rng.randint(3, 9))
    return t + c['post']

def f_answer_tag(c):
    t = '<reasoning>\n' + body(c, '\n') + '\n</reasoning>\n'
    if c['A'] is not None:
        t += '<answer>\n' + to_plain(c['A']) + '\n</answer>'
    return t + c['post']

def f_special_tokens(c):
    t = body(c)
    if c['A'] is not None:
        t += '\n\n' + fin(c, lambda a: '$\\boxed{%s}$' % a) + rng.choice(['<|im_end|>', '<|eot_id|>', '<|endoftext|>', '</s>', '<|im_end|>\n<|endoftext|><|endoftext|>'])
    return t + c['post']

def f_double_boxed(c):
    t = body(c)
    if c['A'] is not None:
        opts = ['\\boxed{\\boxed{%s}}', '$$\\boxed{%s}$$', '\\(\\boxed{%s}\\)', '\\boxed{ %s }.']
        if c['lang'] == 'en':
            opts += ['The final answer is $\\boxed{%s}$.', 'answer: \\boxed{%s}']
        t += '\n\n' + rng.choice(opts) % c['A']
    return t + c['post']

def f_llama_steps(c):
    parts = ['## Step %d: %s\n%s' % (i + 1, rng.choice(['Understand the problem', 'Set up the computation', 'Simplify', 'Compute', 'Apply the conditions', 'Solve']), p) for i, p in enumerate(c['W'] + c['pre'])]
    t = '\n\n'.join(parts)
    if c['A'] is not None:
        t += '\n\nThe final answer is: $\\boxed{%s}$' % c['A']
    return t + c['post']

def f_md_heading(c):
    t = '## Solution\n\n' + body(c)
    if c['A'] is not None:
        t += '\n\n### %s\n\n**%s**' % (c['P']['fa'], M(c['A']))
    return t + c['post']

def f_md_table(c):
    t = body(c)
    if c['A'] is not None:
        t += '\n\n| Quantity | Value |\n|---|---|\n| Result | %s |\n\n%s' % (M(c['A']), fin(c))
    return t + c['post']

def f_answer_first(c):
    if c['A'] is None:
        return body(c)
    t = '**%s: %s**\n\n' % (c['P']['ans'], M(c['A']))
    t += (rng.choice(["Here's why:\n\n", 'Explanation:\n\n', '']) if c['lang'] == 'en' else '') + body(c)
    return t + c['post']

def f_verify_after(c):
    t = body(c)
    if c['A'] is not None:
        t += '\n\n$$\\boxed{%s}$$\n\n### Verification\n%s\n\nLet me know if you would like a different method!' % (c['A'], rng.choice(c['P']['check']))
    return t + c['post']

def f_json(c):
    reason = ' '.join(c['W'][:2] + c['pre'])[:600]
    if c['A'] is None:
        return '```json\n{\n  "reasoning": ' + json.dumps(reason, ensure_ascii=False)[:300]
    obj = {'reasoning': reason, 'answer': to_plain(c['A'])}
    if rng.random() < 0.5:
        obj = {'answer': to_plain(c['A']), 'confidence': rng.choice([0.9, 0.8, 0.95]), 'steps': [s[:160] for s in c['W'][:3]]}
    t = json.dumps(obj, ensure_ascii=False, indent=rng.choice([None, 2]))
    return (rng.choice(['```json\n%s\n```', '%s']) % t) + c['post']

def f_tool_call(c):
    t = body(c)[:1500]
    if c['A'] is None:
        return t
    call = {'name': rng.choice(['submit_answer', 'final_answer', 'submit']), 'arguments': {'answer': to_plain(c['A'])}}
    w = rng.choice(['<tool_call>\n%s\n</tool_call>', '\n%s', 'Calling tool:\n```\n%s\n```'])
    return t + '\n\n' + w % json.dumps(call, ensure_ascii=False) + c['post']

def f_python(c):
    v = c.get('val')
    t = rng.choice(['Let me verify with a quick computation.\n\n', 'I will compute this in Python.\n\n', ''])
    t = body(c) + '\n\n' + t if rng.random() < 0.6 else t
    code = '```python\nfrom fractions import Fraction\n'
    code += '# direct computation following the reasoning above\n'
    if c['A'] is None:
        return t + code + 'def solve():\n    total = 0\n    for'
    code += 'ans = %s\nprint(ans)\n```\n' % c['code_expr']
    out = '```output\n%s\n```\n' % to_plain(c['A']).replace(' ', '')
    return t + code + out + rng.choice(['The answer is $%s$.', 'So the result is $\\boxed{%s}$.', 'Output confirms: **%s**']) % c['A'] + c['post']

def f_harmony(c):
    t = '<|channel|>analysis<|message|>' + body(c, '\n') + '<|end|><|start|>assistant<|channel|>final<|message|>'
    if c['A'] is None:
        return t[:t.find('<|end|>')]
    return t + rng.choice(['**%s**', '%s', 'Answer: %s', '$\\boxed{%s}$']) % (M(c['A']) if rng.random() < .5 else c['A']) + c['post']

def f_sections(c):
    t = '[REASONING]\n' + body(c, '\n') + '\n'
    if c['A'] is not None:
        t += '[ANSWER]\n' + raw(c['A'])
    return t + c['post']

def f_terse(c):
    if c['A'] is None:
        return body(c)[:200]
    f = rng.choice(['%s', '$%s$', 'Answer: %s', '**%s**', '%s.', '\\boxed{%s}'])
    return f % (c['A'] if ('$' in f or 'boxed' in f) else raw(c['A'])) + c['post']

def f_display_eq(c):
    t = body(c)
    if c['A'] is not None:
        var = c.get('var', 'x')
        t += '\n\nThus\n\\[\n%s = %s.\n\\]' % (var, c['A'])
    return t + c['post']

def f_sky(c):
    t = '<|begin_of_thought|>\n\n' + body(c) + '\n\n<|end_of_thought|>\n\n<|begin_of_solution|>\n\n'
    if c['A'] is None:
        return t[:-len('<|begin_of_solution|>\n\n')]
    return t + fin(c) + '\n\n\\[\n\\boxed{%s}\n\\]\n\n<|end_of_solution|>' % c['A'] + c['post']

def f_gemma(c):
    t = body(c)
    if c['A'] is not None:
        t += '\n\n**Final Answer:** The final answer is $\\boxed{%s}$' % c['A']
    return t + c['post']

def f_sloppy(c):
    t = body(c, '\n')
    if c['A'] is not None:
        t += '\n' + rng.choice(['ans: %s', 'answer = %s', 'Final ans -> %s', 'so answer %s', 'ANSWER: %s', 'final: %s ', '=> %s']) % to_plain(c['A'])
    return t + c['post']

def f_boxed_text(c):
    t = body(c)
    if c['A'] is not None:
        var = c.get('var', 'x')
        t += '\n\n' + rng.choice(['\\boxed{%s = %s}' % (var, c['A']), '\\boxed{\\text{%s}}' % to_plain(c['A']) if c['kind'] != 'expr' else '\\boxed{%s}' % c['A'], 'Final: $\\boxed{\\,%s\\,}$' % c['A']])
    return t + c['post']

def f_native(c):
    t = c['P']['intro'][0] + '\n\n' + body(c)
    if c['A'] is not None:
        t += '\n\n' + fin(c) + rng.choice(['', '\n\n**%s:** $\\boxed{%s}$' % (c['P']['fa'], c['A'])])
    return t + c['post']

def f_native_plain(c):
    t = body(c, '\n')
    if c['A'] is not None:
        t += '\n' + '%s: %s' % (c['P']['ans'], c['Aloc'])
    return t + c['post']

def f_qwen_cot(c):
    t = "To solve the problem, let's reason step by step.\n\n" + body(c)
    if c['A'] is not None:
        t += '\n\nTherefore, the final answer is $\\boxed{%s}$.' % c['A']
    return t + c['post']

def f_markdown_list(c):
    items = '\n'.join('%d. %s' % (i + 1, p) for i, p in enumerate(c['W'] + c['pre']))
    t = "Let's break this down:\n\n" + items
    if c['A'] is not None:
        t += '\n\n---\n\n✅ **%s:** %s' % (c['P']['ans'], M(c['A']))
    return t + c['post']

def f_latex_env(c):
    t = '\\begin{solution}\n' + body(c) + '\n'
    if c['A'] is not None:
        t += 'Hence the answer is $\\boxed{%s}$.\n\\end{solution}' % c['A']
    return t + c['post']

FORMATS = {
 'think_tag/boxed_after_trace': f_think_boxed, 'think_tag/unclosed_trace': f_think_unclosed,
 'small_model/minerva_final_line': f_minerva, 'small_model/gsm_hash': f_gsm_hash,
 'small_model/answer_is_colon': f_answer_is, 'small_model/repetition_loop': f_loop,
 'xml_tags/reasoning_answer': f_answer_tag, 'small_model/special_tokens_tail': f_special_tokens,
 'boxed/variants': f_double_boxed, 'small_model/llama_steps': f_llama_steps,
 'chat_md/heading_bold': f_md_heading, 'chat_md/table': f_md_table, 'chat_md/answer_first': f_answer_first,
 'chat_md/verification_chatter': f_verify_after, 'agent/json_object': f_json, 'agent/tool_call': f_tool_call,
 'code/python_output': f_python, 'channels/harmony': f_harmony, 'sections/bracket_markers': f_sections,
 'terse/one_line': f_terse, 'latex/display_equation': f_display_eq, 'think_tag/begin_of_solution': f_sky,
 'chat_md/gemma_final': f_gemma, 'small_model/sloppy_final_line': f_sloppy, 'boxed/with_text_or_var': f_boxed_text,
 'multilingual/native_boxed': f_native, 'multilingual/native_plain': f_native_plain,
 'small_model/qwen_cot': f_qwen_cot, 'chat_md/numbered_list': f_markdown_list, 'latex/solution_env': f_latex_env,
}

def f_blockquote(c):
    t = rng.choice(['Great question! ', 'Sure! ', '']) + "Let's work through it.\n\n" + body(c)
    if c['A'] is not None:
        t += '\n\n> **%s:** %s' % (c['P']['ans'], M(c['A']))
    return t + c['post']

def f_final_newline(c):
    t = body(c)
    if c['A'] is not None:
        f = rng.choice(['Final Answer:\n%s', '**Final Answer**\n\n%s', 'FINAL ANSWER\n%s', 'Final answer\n\n$$%s$$'])
        t += '\n\n' + f % (c['A'] if '$' in f else raw(c['A']))
    return t + c['post']

def f_smolagents(c):
    t = 'Thought: ' + ' '.join(c['W'][:2] + c['pre'])[:900] + '\nCode:\n```py\n'
    if c['A'] is None:
        return t + 'result = '
    return t + 'final_answer(%s)\n```<end_code>' % json.dumps(to_plain(c['A']), ensure_ascii=False) + c['post']

def f_react(c):
    t = 'Thought: ' + ' '.join(c['W'] + c['pre'])[:1200] + '\n'
    if c['A'] is None:
        return t + 'Action: calculator\nAction Input: '
    t += 'Action: calculator\nAction Input: verify\nObservation: %s\nThought: I now know the final answer\nFinal Answer: %s' % (to_plain(c['A']), to_plain(c['A']))
    return t + c['post']

def f_emoji(c):
    t = '### 🧠 Understanding the problem\n\n' + '\n\n'.join(c['W'][:1]) + '\n\n### ✍️ Working\n\n' + '\n\n'.join(c['W'][1:] + c['pre'])
    if c['A'] is not None:
        t += '\n\n### ✅ Final Answer\n\n$$\n%s\n$$' % c['A']
    return t + c['post']

def f_echo_problem(c):
    t = 'Problem:\n' + c['q'] + '\n\nSolution:\n' + body(c, '\n')
    if c['A'] is not None:
        t += '\n\nAnswer: ' + M(c['A'])
    return t + c['post']

def f_align(c):
    t = body(c)
    if c['A'] is not None:
        t += '\n\nPutting everything together:\n\\begin{align*}\n\\text{Result} &= %s\n\\end{align*}\nSo the answer is $%s$.' % (c['A'], c['A'])
    return t + c['post']

def f_paren_boxed(c):
    t = body(c)
    if c['A'] is not None:
        if c['lang'] == 'en':
            t += '\n\n' + rng.choice(['The final answer is \\( \\boxed{%s} \\).', '**Final answer:** \\(\\boxed{%s}\\)', 'Answer: \\[\\boxed{%s}\\]']) % c['A']
        else:
            t += '\n\n' + rng.choice(['**%s:** \\(\\boxed{%s}\\)', '%s: \\[\\boxed{%s}\\]']) % (c['P']['fa'], c['A'])
    return t + c['post']

def f_native_md(c):
    heads = {'zh': ('## 解题过程', '**答案：**'), 'ja': ('## 解説', '**答え：**'), 'ko': ('## 풀이', '**정답:**'), 'es': ('## Solución', '**Respuesta:**'),
             'fr': ('## Solution', '**Réponse :**'), 'de': ('## Lösung', '**Antwort:**'), 'ru': ('## Решение', '**Ответ:**'), 'pt': ('## Solução', '**Resposta:**'),
             'ar': ('## الحل', '**الإجابة:**'), 'hi': ('## हल', '**उत्तर:**'), 'vi': ('## Lời giải', '**Đáp án:**'), 'en': ('## Solution', '**Answer:**')}
    h, a = heads[c['lang']]
    t = h + '\n\n' + body(c)
    if c['A'] is not None:
        t += '\n\n' + a + ' ' + (c['Aloc'] if c.get('Aloc') and rng.random() < 0.6 else M(c['A']))
    return t + c['post']

FORMATS.update({'chat_md/blockquote_answer': f_blockquote, 'small_model/final_answer_newline': f_final_newline,
 'agent/smolagents_code': f_smolagents, 'agent/react_trace': f_react, 'chat_md/emoji_sections': f_emoji,
 'small_model/problem_echo': f_echo_problem, 'latex/align_env': f_align, 'boxed/paren_delimiters': f_paren_boxed,
 'multilingual/native_markdown': f_native_md})

def f_next_turn(c):
    t = body(c, '\n')
    if c['A'] is not None:
        t += '\n' + fin(c)
    t += rng.choice(['\n\nHuman: Thanks, that makes sense!\n\nAssistant: You\'re welcome! Let me know if you have any other questions.',
                     '\n<|user|>\nthank you\n<|assistant|>\nYou are welcome. Happy studying!',
                     '\n\n### Instruction:\nExplain your reasoning in simpler words.\n\n### Response:\nSure, we just followed the steps above carefully.'])
    return t + c['post']

FORMATS['small_model/hallucinated_next_turn'] = f_next_turn

# ---------------------------------------------------------------- localisation of answers
def localize(a, lang, val=None):
    """render an answer string in a language's own digits / numerals (value unchanged)."""
    p = to_plain(a)
    if lang == 'ar' and re.fullmatch(r'-?[\d/.]+', p):
        return digits_map(p, AR_DIG).replace('.', '٫')
    if lang == 'hi' and re.fullmatch(r'-?[\d/]+', p) and rng.random() < 0.6:
        return digits_map(p, HI_DIG)
    if lang == 'zh' and val is not None:
        if val.denominator == 1 and abs(val.numerator) < 1000 and rng.random() < 0.6:
            return zh_num(val.numerator)
        if val.denominator > 1 and 0 < val < 1 and val.denominator < 1000:
            return zh_num(val.denominator) + '分之' + zh_num(val.numerator)
    if lang == 'ja' and re.fullmatch(r'-?[\d/]+', p) and rng.random() < 0.5:
        return digits_map(p, FW_DIG)
    if lang == 'en' and val is not None and val.denominator == 1 and 0 <= val.numerator < 1000:
        return en_words(val.numerator)
    return p

# ---------------------------------------------------------------- curated non-numeric answers
# (file, row) -> (correct renderings, wrong near-miss renderings, variable name or None)
CUR_HARP = {
 3198: (['8\\sqrt3-12', '4(2\\sqrt{3}-3)', '-12+8\\sqrt{3}'], ['8\\sqrt3+12', '16\\sqrt3-24', '6\\sqrt{3}-8'], None),
 338: (['\\frac{\\sqrt2}{2}', '\\frac{1}{\\sqrt{2}}', '\\sqrt{1/2}'], ['\\sqrt2', '\\frac{\\sqrt3}{2}', '\\frac12'], 'a'),
 833: (['\\left(\\frac45,\\frac25\\right)', '(0.8, 0.4)', '(4/5, 2/5)'], ['\\left(\\frac25,\\frac45\\right)', '\\left(\\frac43,\\frac23\\right)', '(0.8, 0.5)'], None),
 2616: (['4+2\\sqrt2', '2(2+\\sqrt2)', '2\\sqrt2+4'], ['4+\\sqrt2', '2+2\\sqrt2', '4\\sqrt2'], None),
 3512: (['1080\\pi', '1080 \\pi'], ['1080', '540\\pi', '1008\\pi'], None),
 259: (['-1<x<7', '(-1,7)', 'x\\in(-1,7)'], ['-1\\le x\\le 7', 'x<-1 \\text{ or } x>7', '-7<x<1'], None),
 736: (['2\\sqrt{31}', '\\sqrt{124}'], ['\\sqrt{31}', '2\\sqrt{13}', '4\\sqrt{31}'], 'BC'),
 3377: (['\\frac{10-6\\sqrt2}{7}', '\\frac{2(5-3\\sqrt{2})}{7}', '\\frac{10}{7}-\\frac{6\\sqrt2}{7}'], ['\\frac{10+6\\sqrt2}{7}', '\\frac{10-6\\sqrt2}{5}', '\\frac{5-3\\sqrt2}{7}'], 'BX^2'),
 1411: (['\\frac{10}{\\sqrt3}', '\\frac{10\\sqrt3}{3}'], ['10\\sqrt3', '\\frac{5\\sqrt3}{3}', '\\frac{10\\sqrt2}{3}'], 'CD'),
 282: (['\\frac{50\\sqrt2}{\\pi}', '\\frac{100}{\\pi\\sqrt2}'], ['\\frac{100\\sqrt2}{\\pi}', '\\frac{25\\sqrt2}{\\pi}', '\\frac{50}{\\pi}'], None),
 345: (['\\frac{9\\sqrt2}{2}', '\\frac{9}{\\sqrt2}', '4.5\\sqrt{2}'], ['9\\sqrt2', '\\frac{9\\sqrt3}{2}', '\\frac{9}{2}'], None),
 4504: (['3-2a', '-2a+3'], ['2a-3', '3+2a', '1-2a'], None),
 4100: (['(-1,2)', '(-1, 2)'], ['(1,-2)', '(2,-1)', '(-1,-2)'], None),
 74: (['2:3', '\\frac{2}{3}', '2/3'], ['3:2', '1:2', '\\sqrt3:2'], None),
 3855: (['37:1', '37 \\text{ to } 1'], ['36:1', '49:1', '1:37'], None),
 1675: (['\\$675', '675 \\text{ dollars}'], ['\\$600', '\\$450', '\\$300'], None),
 2165: (['\\$20', '20 \\text{ dollars}'], ['\\$19', '\\$21', '\\$39'], None),
 24: (['8 \\text{ ft}', '8 \\text{ feet}', '8'], ['4 \\text{ ft}', '9 \\text{ ft}', '15 \\text{ ft}'], None),
 6: (['300\\%', '300 \\text{ percent}'], ['200\\%', '100\\%', '400\\%'], None),
 693: (['25\\%', '25 \\text{ percent}'], ['20\\%', '30\\%', '33\\frac13\\%'], None),
 166: (['c=a', 'a=c'], ['c=-a', 'b=0', 'a=b'], None),
}
CUR_PERT = {
 ('simple', 1): (['6-\\sqrt5', '-\\sqrt{5}+6'], ['6+\\sqrt5', '\\sqrt5-6', '6-\\sqrt3']),
 ('simple', 4): (['12+12\\sqrt2', '12(1+\\sqrt{2})', '12\\sqrt2+12'], ['12+6\\sqrt2', '24\\sqrt2', '12-12\\sqrt2']),
 ('simple', 15): (['\\sqrt{14}', '14^{1/2}'], ['\\sqrt{13}', '14', '\\sqrt{15}']),
 ('simple', 17): (['18\\pi', '18 \\pi'], ['36\\pi', '18', '9\\pi']),
 ('simple', 23): (['\\sqrt2-1', '\\frac{1}{\\sqrt{2}+1}', '-1+\\sqrt{2}'], ['\\sqrt2+1', '1-\\sqrt2', '\\sqrt3-1']),
 ('simple', 38): (['1+\\sqrt[3]{3}', '1+3^{1/3}'], ['1+\\sqrt{3}', '1+\\sqrt[3]{2}', '\\sqrt[3]{3}']),
 ('simple', 53): (['\\frac{9}{\\sqrt5}', '\\frac{9\\sqrt{5}}{5}'], ['\\frac{9}{5}', '9\\sqrt5', '\\frac{9\\sqrt5}{2}']),
 ('simple', 56): (['-m-2', '-(m+2)'], ['m+2', '-m+2', '-m-1']),
 ('simple', 57): (['[2,10]', '[2, 10]'], ['(2,10]', '[2,\\infty)', '[0,10]']),
 ('simple', 65): (['40^\\circ', '40', '40 \\text{ degrees}'], ['50^\\circ', '140^\\circ', '20^\\circ']),
 ('simple', 74): (['60^\\circ', '60', '60 \\text{ degrees}'], ['30^\\circ', '120^\\circ', '45^\\circ']),
 ('simple', 79): (['\\sqrt2', '2^{1/2}'], ['2', '\\sqrt3', '2\\sqrt2']),
 ('simple', 82): (['4-2\\sqrt2', '2(2-\\sqrt2)'], ['4+2\\sqrt2', '2-2\\sqrt2', '4-\\sqrt2']),
 ('simple', 87): (['\\frac{1-7i}{25}', '0.04-0.28i', '\\frac{1}{25}-\\frac{7}{25}i'], ['\\frac{1}{25}+\\frac{7}{25}i', '\\frac{7}{25}-\\frac{1}{25}i', '1-7i']),
 ('simple', 106): (['(3,3)', '(3, 3)'], ['(3,2)', '(2,3)', '(4,3)']),
 ('simple', 107): (['1+\\sqrt2', '\\sqrt{2}+1', '\\frac{1}{\\sqrt2-1}'], ['\\sqrt2-1', '2+\\sqrt2', '1+\\sqrt3']),
 ('simple', 109): (['3\\sqrt2-2', '-2+3\\sqrt{2}'], ['2+3\\sqrt2', '3\\sqrt2-3', '-2+2\\sqrt3']),
 ('simple', 112): (['(1,\\infty)', '(1, \\infty)'], ['[1,\\infty)', '(0,\\infty)', '(-\\infty,1)']),
 ('simple', 115): (['2+2\\sqrt{17}', '2(1+\\sqrt{17})', '2+\\sqrt{68}'], ['2+\\sqrt{17}', '-2+2\\sqrt{17}', '4\\sqrt{17}']),
 ('simple', 123): (['\\frac{5-i}{13}', '\\frac{5}{13}-\\frac{1}{13}i'], ['\\frac{5+i}{13}', '5-i', '\\frac{5-i}{26}']),
 ('hard', 3): (['0 \\text{ or } 4', 'b=0 \\text{ or } b=4', '4 \\text{ or } 0', '\\{0,4\\}'], ['4', '0', '-4 \\text{ or } 0']),
 ('hard', 4): (['\\frac{11\\sqrt3}{2}', '\\frac{11}{2}\\sqrt{3}', '5.5\\sqrt3'], ['11\\sqrt3', '\\frac{11\\sqrt2}{2}', '\\frac{11\\sqrt3}{4}']),
 ('hard', 7): (['2\\sqrt{39}-2', '2(\\sqrt{39}-1)', '\\sqrt{156}-2'], ['2\\sqrt{39}+2', '\\sqrt{39}-2', '2\\sqrt{38}-2']),
 ('hard', 15): (['5^{2/3}', '\\sqrt[3]{25}'], ['5^{3/2}', '\\sqrt[3]{5}', '25^{2/3}']),
 ('hard', 17): (['4\\pi-8', '4(\\pi-2)'], ['4\\pi+8', '8-4\\pi', '2\\pi-4']),
 ('hard', 18): (['\\frac{3\\sqrt3}{4}', '\\frac34\\sqrt3'], ['\\frac{3\\sqrt3}{2}', '\\frac{\\sqrt3}{4}', '\\frac{3\\sqrt2}{4}']),
 ('hard', 62): (['26+6\\sqrt3', '2(13+3\\sqrt3)'], ['26-6\\sqrt3', '26+3\\sqrt3', '32\\sqrt3']),
 ('hard', 63): (['n+1', '1+n'], ['n', 'n-1', 'n+2']),
 ('hard', 77): (['3k^2-k', 'k(3k-1)'], ['3k^2+k', '3k^2', 'k(3k+1)']),
 ('hard', 79): (['\\frac{\\sqrt2}{3}', '\\frac{2}{3\\sqrt2}'], ['\\frac{\\sqrt3}{3}', '\\frac{\\sqrt2}{2}', '\\frac{2}{3}']),
 ('hard', 80): (['\\frac{\\sqrt3-7}{2}', '-\\frac{7-\\sqrt3}{2}'], ['\\frac{-7-\\sqrt3}{2}', '\\frac{7-\\sqrt3}{2}', '-7+\\sqrt3']),
 ('hard', 94): (['\\frac{25\\sqrt{74}}{74}', '\\frac{25}{\\sqrt{74}}'], ['\\frac{25\\sqrt{74}}{37}', '\\frac{25}{74}', '\\frac{5\\sqrt{74}}{74}']),
 ('hard', 97): (['-4-\\sqrt2', '-(4+\\sqrt2)'], ['-4+\\sqrt2', '4+\\sqrt2', '-4-2\\sqrt2']),
 ('hard', 112): (['(-\\infty,-4]\\cup(0,\\infty)'], ['(-\\infty,-4)\\cup(0,\\infty)', '(-\\infty,-4]\\cup[0,\\infty)', '(-4,0)']),
 ('hard', 119): (['\\frac{51\\pi^2}{4}', '12.75\\pi^2'], ['\\frac{51}{4}\\pi', '\\frac{51\\pi^2}{2}', '\\frac{49}{4}\\pi^2']),
 ('hard', 123): (['\\frac34+i', '0.75+i', '\\frac{3+4i}{4}'], ['\\frac34-i', '\\frac43+i', '\\frac{3}{4}i']),
 ('hard', 126): (['9\\cdot10^{n-2}', '\\frac{9\\cdot 10^{n}}{100}'], ['9\\cdot10^{n-1}', '10^{n-2}', '9\\cdot 10^{n-3}']),
 ('hard', 127): (['\\frac{12\\sqrt{41}}{5}', '2.4\\sqrt{41}', '\\frac{12}{5}\\sqrt{41}'], ['\\frac{12\\sqrt{41}}{25}', '\\frac{12\\sqrt{14}}{5}', '12\\sqrt{41}']),
}
PUT_NUM = {3: (2, 'a'), 10: ('1/2', None), 12: (5, 'a'), 13: (8, None), 14: (8, None), 28: (3, None), 30: (11, None), 33: (25, None),
 39: (7, 'a'), 52: ('2/3', None), 55: ('7/4', None), 69: ('1/8', None), 72: (-1, None), 82: (2301, None), 84: ('2/9', None),
 87: (2, None), 90: (4, 'p'), 92: (8, None), 97: (87, None), 103: (18, None), 104: (3, None), 108: ('2/5', 'h'), 110: (0, None),
 112: (1984, 'f(1987)'), 116: (1, None), 118: (6, None), 134: (3, None), 143: ('1/3', None), 147: (1992, None), 152: (3984, None),
 155: (3987, 'n'), 171: (28, 'BC'), 178: (6, None), 183: ('9/32', None), 184: (3, None), 189: (3, None), 211: ('1/16', None),
 214: (4, None), 220: (2, None), 221: (-1, None), 231: (2020050, None), 235: (3, None), 239: (10053, None), 240: ('3/2', 'S'),
 250: (-1, None), 251: (3, None), 253: ('3/7', None), 254: ('1/3', None), 259: (13725, None), 260: ('4/7', 'L'), 263: ('17/21', None),
 264: (4, None), 266: (8, None), 274: (1, None), 276: (16, 'a'), 281: ('480/49', None), 293: (508536, None), 298: (1990, None),
 299: ('1/4040', None), 300: (578, None), 306: ('2/3', None), 311: (290, None), 318: (18, 'n'), 324: (3, None), 326: (29, 'T'),
 329: (1, None), 332: (7, None), 333: (0, None), 337: ('-1/2', None), 340: (3, None), 344: ('1/4', 'r')}
PUT_EXPR = {
 1: (['n(n+1)2^{n-2}', '(n^2+n)2^{n-2}', '\\frac{n(n+1)2^{n}}{4}', 'n(n+1)\\cdot 2^{n-2}'], ['n(n+1)2^{n-1}', 'n^2 2^{n-1}', 'n(n-1)2^{n-2}']),
 7: (['n^2-n+2', 'n(n-1)+2', '2+n^2-n'], ['n^2+n+2', 'n^2-n+1', '2^n']),
 8: (['\\frac{\\pi}{15}', '12^\\circ', '\\pi/15'], ['\\frac{\\pi}{12}', '15^\\circ', '\\frac{2\\pi}{15}']),
 17: (['p^2+p', 'p(p+1)'], ['p^2-p', 'p^2+1', 'p^3+p']),
 40: (['\\frac{1}{k!}', '(k!)^{-1}'], ['\\frac{1}{(k+1)!}', 'k!', '\\frac{1}{k}']),
 46: (['n!'], ['(n-1)!', '(n+1)!', 'n^n']),
 64: (['\\frac{\\pi}{4}', '\\pi/4', '\\frac{1}{4}\\pi'], ['\\frac{\\pi}{2}', '\\frac{\\pi}{8}', '\\frac{\\pi^2}{4}']),
 65: (['\\frac{1}{e}', 'e^{-1}', '1/e'], ['e', '\\frac{1}{e^2}', '\\frac{2}{e}']),
 73: (['12-8\\sqrt{2}', '4(3-2\\sqrt{2})', '4(\\sqrt{2}-1)^2'], ['12+8\\sqrt{2}', '8-8\\sqrt{2}', '12-4\\sqrt{2}']),
 80: (['\\frac{4}{3}(\\sqrt{2}-1)', '\\frac{4\\sqrt{2}-4}{3}'], ['\\frac{4}{3}(\\sqrt{2}+1)', '\\frac{2}{3}(\\sqrt{2}-1)', '\\frac{4}{3}\\sqrt{2}-1']),
 86: (['\\ln\\frac{4}{\\pi}', '\\ln 4-\\ln\\pi', '2\\ln2-\\ln\\pi'], ['\\ln\\frac{\\pi}{4}', '\\frac{4}{\\pi}', '\\ln\\frac{2}{\\pi}']),
 96: (['e^d-1', '-1+e^{d}'], ['e^d', 'e^{d-1}', 'e^d+1']),
 105: (['\\frac{\\pi}{2}', '\\pi/2'], ['\\pi', '\\frac{\\pi}{4}', '2\\pi']),
 124: (['\\frac{1+\\sqrt{3}}{2}', '\\frac{\\sqrt3+1}{2}', '\\frac12+\\frac{\\sqrt3}{2}'], ['\\frac{1+\\sqrt{5}}{2}', '\\frac{\\sqrt{3}-1}{2}', '1+\\sqrt{3}']),
 128: (['\\frac{4\\sqrt{2}-5}{3}', '\\frac{-5+4\\sqrt{2}}{3}'], ['\\frac{4\\sqrt{2}-3}{5}', '\\frac{5-4\\sqrt{2}}{3}', '\\frac{4\\sqrt{2}-5}{6}']),
 150: (['2n-3', '-3+2n', '2(n-1)-1'], ['2n-2', '2n-1', 'n-1']),
 151: (['4+\\pi', '\\pi+4'], ['4\\pi', '2+\\pi', '4+2\\pi']),
 172: (['\\sqrt{e}', 'e^{1/2}'], ['e', 'e^2', '\\frac{1}{\\sqrt e}']),
 194: (['2\\sqrt{2}-1', '\\sqrt{8}-1', '-1+2\\sqrt2'], ['2\\sqrt{2}+1', '\\sqrt{2}-1', '2\\sqrt{3}-1']),
 199: (['\\frac{2}{e}', '2e^{-1}', '2/e'], ['\\frac{1}{e}', '\\frac{e}{2}', '\\frac{2}{e^2}']),
 201: (['\\frac{\\pi}{8}\\ln 2', '\\frac{\\pi\\ln 2}{8}', '\\frac{\\pi}{8}\\log 2'], ['\\frac{\\pi}{4}\\ln 2', '\\frac{\\pi}{8}\\ln 3', '\\frac{\\pi}{8}']),
 205: (['6\\pi^2', '6\\pi^{2}'], ['6\\pi', '4\\pi^2', '12\\pi^2']),
 206: (['\\frac{n+1}{3}', '\\frac{n}{3}+\\frac{1}{3}'], ['\\frac{n-1}{3}', '\\frac{n+1}{2}', '\\frac{n}{3}']),
 209: (['\\binom{n}{2}+1', '\\frac{n(n-1)}{2}+1', '\\frac{n^2-n+2}{2}'], ['\\binom{n}{2}', '\\binom{n}{2}-1', '\\binom{n+1}{2}+1']),
 210: (['2^k'], ['2^{k-1}', '2^k-1', 'k^2']),
 222: (['\\frac{\\sqrt 2}{2}', '\\frac{1}{\\sqrt{2}}', '2^{-1/2}'], ['\\sqrt{2}', '\\frac{\\sqrt{3}}{2}', '\\frac{1}{2}']),
 257: (['\\log\\frac{4}{3}', '\\ln(4/3)', '\\ln 4-\\ln 3', '2\\ln 2-\\ln 3'], ['\\ln\\frac{3}{4}', '\\ln 3 - \\ln 2', '\\frac{4}{3}']),
 265: (['\\frac{\\pi^2}{16}', '\\pi^2/16'], ['\\frac{\\pi^2}{8}', '\\frac{\\pi}{16}', '\\frac{\\pi^2}{6}']),
 267: (['\\frac{3+\\sqrt5}{2}', '\\frac{3}{2}+\\frac{\\sqrt{5}}{2}', '\\left(\\frac{1+\\sqrt5}{2}\\right)^2'], ['\\frac{1+\\sqrt5}{2}', '\\frac{3-\\sqrt5}{2}', '3+\\sqrt{5}']),
 268: (['\\frac{3\\pi}{8}', '\\frac{3}{8}\\pi', '0.375\\pi'], ['\\frac{3\\pi}{4}', '\\frac{\\pi}{8}', '\\frac{5\\pi}{8}']),
 270: (['e-1', '-1+e'], ['e', 'e+1', 'e-2']),
 277: (['(\\ln 2)^2', '\\ln^2 2', '(\\log 2)^2'], ['\\ln 2', '2\\ln 2', '\\ln 4']),
 285: (['2019^{-1/2019}', '\\frac{1}{\\sqrt[2019]{2019}}', '2019^{-\\frac{1}{2019}}'], ['2019^{1/2019}', '2019^{-1/2018}', '\\frac{1}{2019}']),
 288: (['5n+1', '1+5n'], ['5n-1', '5n', '4n+1']),
 289: (['\\frac{8}{\\pi^3}', '8\\pi^{-3}'], ['\\frac{8}{\\pi^2}', '\\frac{4}{\\pi^3}', '\\frac{\\pi^3}{8}']),
 294: (['4^k', '2^{2k}', '(2^k)^2'], ['2^k', '4^{k-1}', '4^k-1']),
 297: (['\\frac{\\pi}{4}', '\\pi/4'], ['\\frac{\\pi}{2}', '\\frac{\\pi}{8}', '1']),
 301: (['e', '\\exp(1)'], ['\\frac{1}{e}', 'e^2', 'e-1']),
 309: (['2n-2', '2(n-1)'], ['2n-3', '2n-1', 'n-1']),
 310: (['2e^{-1/2}-3', '\\frac{2}{\\sqrt{e}}-3'], ['2e^{1/2}-3', '2e^{-1/2}+3', '2e^{-1}-3']),
 320: (['\\frac{\\pi}{2}', '\\pi/2'], ['\\pi', '\\frac{\\pi}{4}', '2\\pi']),
 325: (['\\frac{2n+2}{3}', '\\frac{2(n+1)}{3}', '\\frac{2}{3}(n+1)'], ['\\frac{2n+1}{3}', '\\frac{n+1}{3}', '\\frac{2n+2}{5}']),
 336: (['\\frac{1-e^{-2}}{2}', '\\frac{1}{2}-\\frac{1}{2e^2}', '\\frac{e^2-1}{2e^2}'], ['\\frac{1-e^{-1}}{2}', '\\frac{1+e^{-2}}{2}', '1-e^{-2}']),
}
PUT_WORD = {133: 'yes', 135: 'no', 140: 'no', 197: 'yes', 286: 'no', 70: 'no_limit', 295: 'diverges', 219: 'diverges', 53: 'no',
            74: 'false', 165: 'false', 93: 'true'}
WORD_WRONG = {'yes': 'no', 'no': 'yes', 'no_limit': 'limit_exists', 'diverges': 'converges', 'false': 'true', 'true': 'false'}
WORD_FORMS = {
 'no_limit': ['\\text{The limit does not exist}', '\\text{No, the limit does not exist}', '\\text{does not exist}'],
 'limit_exists': ['\\text{Yes, the limit exists}', '\\text{The limit exists and equals } 0', '\\text{The limit exists and equals } 1'],
 'diverges': ['\\text{The series diverges}', '\\text{diverges}', '\\text{No, it does not converge (it diverges)}'],
 'converges': ['\\text{The series converges}', '\\text{converges}', '\\text{Yes, it converges}'],
 'false': ['\\text{The statement is false}', '\\text{False (a counterexample exists)}', '\\text{disproved: it does not hold}'],
 'true': ['\\text{The statement is true}', '\\text{True}', '\\text{proved: it holds}'],
 'yes': ['\\text{Yes}', '\\text{yes}', '\\text{YES}'],
 'no': ['\\text{No}', '\\text{no}', '\\text{NO}'],
}

# ---------------------------------------------------------------- items
def build_items():
    items = {'harp': [], 'math_perturb': [], 'putnam': []}
    harp = load('harp/harp_default.jsonl')
    for i, r in enumerate(harp):
        if r.get('multiple_choice_only') or len(r['problem']) > 1400 or not r.get('solution_1'):
            continue
        v = parse_num(r['answer'])
        base = dict(bench='harp', src='harp/harp_default.jsonl:%d' % i, question=r['problem'], gold=r['answer'], sol=r['solution_1'])
        if i in CUR_HARP:
            cf, wf, var = CUR_HARP[i]
            items['harp'].append(dict(base, kind='expr', correct=cf, wrong=wf, var=var))
        elif v is not None and abs(v) < 10 ** 9:
            items['harp'].append(dict(base, kind='num', val=v, var=None))
    for part in ('simple', 'hard'):
        rel = 'math_perturb/math_perturb_%s.jsonl' % part
        for i, r in enumerate(load(rel)):
            base = dict(bench='math_perturb', src='%s:%d' % (rel, i), question=r['problem'], gold=r['answer'], sol=None)
            if (part, i) in CUR_PERT:
                cf, wf = CUR_PERT[(part, i)]
                items['math_perturb'].append(dict(base, kind='expr', correct=cf, wrong=wf, var=None))
                continue
            v = parse_num(r['answer'])
            if v is not None and abs(v) < 10 ** 9:
                items['math_perturb'].append(dict(base, kind='num', val=v, var=None))
    rel = 'putnam/putnam_with_answers.jsonl'
    for i, r in enumerate(load(rel)):
        base = dict(bench='putnam', src='%s:%d' % (rel, i), question=r['problem'], gold=r['answer_text'], sol=None)
        if i in PUT_NUM:
            val, var = PUT_NUM[i]
            items['putnam'].append(dict(base, kind='num', val=Fraction(val), var=var))
        elif i in PUT_EXPR:
            cf, wf = PUT_EXPR[i]
            items['putnam'].append(dict(base, kind='expr', correct=cf, wrong=wf, var=None))
        elif i in PUT_WORD:
            w = PUT_WORD[i]
            items['putnam'].append(dict(base, kind='word', word=w, correct=WORD_FORMS[w], wrong=WORD_FORMS[WORD_WRONG[w]], var=None))
    return items

# ---------------------------------------------------------------- case construction
PLAIN_FORMATS = {'agent/smolagents_code', 'agent/react_trace', 'small_model/gsm_hash', 'xml_tags/reasoning_answer', 'agent/json_object', 'agent/tool_call',
                 'small_model/sloppy_final_line', 'multilingual/native_plain', 'boxed/with_text_or_var', 'code/python_output'}
NONEN_FORMATS = ['multilingual/native_markdown', 'multilingual/native_markdown', 'boxed/paren_delimiters', 'multilingual/native_boxed', 'multilingual/native_plain', 'think_tag/boxed_after_trace', 'boxed/variants',
                 'chat_md/answer_first', 'agent/json_object', 'channels/harmony', 'think_tag/unclosed_trace', 'small_model/special_tokens_tail']
SMALL_FORMATS = ['think_tag/boxed_after_trace', 'think_tag/unclosed_trace', 'small_model/minerva_final_line', 'small_model/gsm_hash',
                 'small_model/answer_is_colon', 'small_model/repetition_loop', 'xml_tags/reasoning_answer', 'small_model/special_tokens_tail',
                 'boxed/variants', 'small_model/llama_steps', 'small_model/sloppy_final_line', 'boxed/with_text_or_var',
                 'small_model/qwen_cot', 'think_tag/begin_of_solution', 'small_model/final_answer_newline', 'small_model/problem_echo', 'small_model/hallucinated_next_turn']
OTHER_FORMATS = [f for f in FORMATS if f not in SMALL_FORMATS and not f.startswith('multilingual')]
OTHER_FORMATS += ['code/python_output', 'code/python_output', 'terse/one_line', 'terse/one_line', 'sections/bracket_markers', 'agent/tool_call', 'agent/smolagents_code']

def plain_ok(a):
    return not any(t in a for t in ('\\frac', '\\binom', '\\sqrt[', '\\ln', '\\log', '\\left', '\\cup', '^{'))

YESNO = {'zh': ('是', '否'), 'es': ('Sí', 'No'), 'fr': ('Oui', 'Non'), 'de': ('Ja', 'Nein'), 'ru': ('Да', 'Нет'), 'ja': ('はい', 'いいえ'),
         'pt': ('Sim', 'Não'), 'ar': ('نعم', 'لا'), 'hi': ('हाँ', 'नहीं'), 'ko': ('예', '아니요'), 'vi': ('Có', 'Không')}

def yesno_local(word, lang):
    y, n = YESNO[lang]
    return ['\\text{%s}' % (y if word == 'yes' else n)]

def value_forms(item, lang):
    if item['kind'] == 'num':
        return correct_forms_num(item['val'], lang)
    if item['kind'] == 'word' and lang != 'en' and item['word'] in ('yes', 'no'):
        return yesno_local(item['word'], lang)
    return list(item['correct'])

def wrong_value(item, like, plain_only=False, lang='en'):
    """returns (latex_string, Fraction or None)"""
    if item['kind'] == 'num':
        wr = wrong_rounding(item['val'])
        if wr and rng.random() < 0.15:
            return wr, Fraction(wr)
        w = rng.choice(wrong_forms_num(item['val']))
        return render_wrong(w, like), w
    if item['kind'] == 'word' and lang != 'en' and item['word'] in ('yes', 'no'):
        return yesno_local(WORD_WRONG[item['word']], lang)[0], None
    ws = [x for x in item['wrong'] if plain_ok(x)] if plain_only else []
    return rng.choice(ws or item['wrong']), None

def num_tokens(text):
    return [m.group(0) for m in re.finditer(r'(?<![\d.,^_{])\d+(?:\.\d+)?(?![\d.]*[\d])', text)]

def make_working(item, lang, P, small):
    if item['bench'] == 'harp' and lang == 'en':
        W = harp_working(item['sol'], rng.choice([250, 500, 900, 1500, 2500]))
    elif item['bench'] == 'harp':
        snips = [m for m in math_segments(strip_boxed(item['sol'])) if '=' in m and 6 <= len(m) <= 140][:3]
        W = generic_working(P, rng.randint(2, 4)) + ['$%s$' % s for s in snips]
    else:
        W = generic_working(P, rng.randint(2, 5))
        qm = [m for m in math_segments(item['question']) if 3 <= len(m) <= 90 and not m.isdigit()]
        if qm:
            lead = {'en': ['We have $%s$.', 'Consider $%s$.', 'From the condition $%s$, we can rewrite things.', 'Note that $%s$.', 'Let\'s look at $%s$ more carefully.'],
                    'zh': ['已知 $%s$。', '考虑 $%s$。'], 'es': ['Tenemos $%s$.', 'Consideremos $%s$.'], 'fr': ['On a $%s$.', 'Considérons $%s$.'],
                    'de': ['Es gilt $%s$.', 'Betrachte $%s$.'], 'ru': ['Имеем $%s$.', 'Рассмотрим $%s$.'], 'ja': ['$%s$ が成り立ちます。'],
                    'pt': ['Temos $%s$.'], 'ar': ['لدينا $%s$.'], 'hi': ['हमारे पास $%s$ है।'], 'ko': ['$%s$ 입니다.'], 'vi': ['Ta có $%s$.']}[lang]
            for m in rng.sample(qm, min(len(qm), rng.randint(1, 3))):
                W.insert(rng.randint(0, len(W)), rng.choice(lead) % m.strip())
        if lang == 'en' and rng.random() < 0.5:
            qq = item['question']
            W = ['We are asked: ' + (qq if len(qq) < 700 else qq[:300] + ' ...')] + W
    if small:
        W = smallify(W, P, lang)
        if rng.random() < 0.2 and W:  # run-on repetition typical of small models
            W = W + [P['wait'][0]] + W[: max(1, len(W) // 2)]
        if rng.random() < 0.2 and W:  # long run-on trace: re-derives the same steps several times
            extra = []
            for _ in range(rng.randint(2, 5)):
                extra += [rng.choice(P['wait'])] + rng.sample(W, min(len(W), rng.randint(2, 5))) + [rng.choice(P['check'])]
            W = W + extra
    return W

def boxed_contents(sol):
    out = []
    i = 0
    while sol and True:
        j = sol.find('\\boxed{', i)
        if j < 0:
            break
        k, depth = j + 7, 1
        while k < len(sol) and depth:
            depth += {'{': 1, '}': -1}.get(sol[k], 0)
            k += 1
        out.append(sol[j + 7:k - 1].strip())
        i = k
    return [o for o in out if o]

def gold_strings(item):
    extra = set(boxed_contents(item.get('sol') or ''))
    extra.add(clean_gold(item['gold']) if item['bench'] != 'putnam' else '')
    extra.discard('')
    return _gold_strings(item) | extra

def _gold_strings(item):
    if item['kind'] == 'num':
        v = item['val']
        s = {plain(v), tex(v), frac_tex(v, '\\dfrac')}
        d = term_decimal(v)
        if d:
            s.add(d)
        if v.denominator > 1:
            s.add('\\frac %d%d' % (v.numerator, v.denominator))
        return s
    return set(item['correct'])

def build_case(item, lang, fmt, scheme):
    if fmt in ('chat_md/answer_first', 'terse/one_line'):
        scheme = {'fix_to_right': 'plain', 'retract_to_wrong': 'near_miss', 'hedge': 'near_miss'}.get(scheme, scheme)
    P = PB[lang]
    small = fmt in SMALL_FORMATS or rng.random() < 0.3
    W = make_working(item, lang, P, small)
    forms = value_forms(item, lang)
    if fmt in PLAIN_FORMATS:
        fs = [f for f in forms if plain_ok(f)]
        forms = fs or forms
    A = rng.choice(forms)
    if fmt == 'code/python_output':
        A = plain(item['val'])
    wA, wval = wrong_value(item, A, fmt in PLAIN_FORMATS, lang)
    if fmt == 'code/python_output':
        wA = plain(wval)
    c = dict(q=item['question'], P=P, W=W, pre=[], post='', A=A, kind=item['kind'], var=item.get('var') or rng.choice(['\\text{answer}', '\\text{Answer}', '\\text{ans}']), lang=lang)
    label = True
    if scheme == 'plain':
        pass
    elif scheme == 'fix_to_right':
        c['pre'] = [rng.choice(P['final']).format(A=M(wA)), rng.choice(P['wait']), rng.choice(P['gen'])]
    elif scheme == 'multi_same':
        others = [f for f in value_forms(item, lang) if f != A]
        if others:
            c['pre'] = [rng.choice(P['final']).format(A=M(rng.choice(others))), rng.choice(P['check'])]
        else:
            c['pre'] = [rng.choice(P['check'])]
    elif scheme == 'near_miss':
        c['A'] = wA
        label = False
    elif scheme == 'intermediate':
        label = False
        toks = [t for t in num_tokens(' '.join(W)) if item['kind'] == 'num' and Fraction(t) != item['val'] and t not in ('1', '2', '0')]
        if toks:
            c['A'] = toks[-1] if rng.random() < 0.6 else rng.choice(toks)
            wval = Fraction(c['A'])
            if fmt == 'code/python_output':
                c['A'] = plain(wval)
        else:
            c['A'] = wA
            scheme = 'near_miss'
    elif scheme == 'retract_to_wrong':
        label = False
        c['pre'] = [rng.choice(P['final']).format(A=M(A)), rng.choice(P['wait']), rng.choice(P['gen'])]
        c['A'] = wA
    elif scheme == 'hedge':
        label = False
        a, b = (A, wA) if rng.random() < 0.5 else (wA, A)
        c['pre'] = [rng.choice(P['hedge']).format(A=M(a), B=M(b))]
        c['A'] = None
    elif scheme == 'two_finals':
        label = False
        c['post'] = '\n\n' + rng.choice(['**%s: %s**' % (P['fa'], M(wA)), '%s: $\\boxed{%s}$' % (P['fa'], wA), rng.choice(P['final']).format(A=M(wA))])
    elif scheme == 'truncated' and fmt not in ('chat_md/answer_first', 'terse/one_line'):
        label = False
        full = FORMATS[fmt](dict(c, val=item.get('val'), code_expr=plain(item['val']) if item['kind'] == 'num' else '0', Aloc=to_plain(A)))
        poss = [full.find(g) for g in gold_strings(item) | {A, to_plain(A)} if g and full.find(g) >= 0]
        pos = min(poss) if poss else len(full)
        if pos >= 120:
            cut = int(pos * rng.uniform(0.45, 0.95))
            t = full[:cut]
            if ' ' in t[-30:]:
                t = t[:t.rfind(' ')]
            return t.rstrip() + rng.choice(['', ' ', '\n']), False, scheme, fmt
        text = '\n\n'.join(W)
        cut = int(len(text) * rng.uniform(0.3, 0.8))
        for gs in gold_strings(item):
            j = text.find(gs)
            if 0 <= j < cut:
                cut = j
        text = text[:cut]
        if ' ' in text[-40:]:
            text = text[:text.rfind(' ')] + ' '
        W2 = [text.rstrip() + rng.choice([' ', '', ' so', ' we', ' \\frac{'] if lang == 'en' else [' ', '', ' $'])]
        c['W'] = W2
        c['A'] = None
    elif scheme == 'restated_q':
        label = False
        c['W'] = ['Restating the problem: ' + item['question']] + W
        c['A'] = wA
    c['val'] = item.get('val')
    if fmt == 'code/python_output' and c['A'] is not None:
        vv = item['val'] if label else wval
        c['code_expr'] = ('Fraction(%d, %d)' % (vv.numerator, vv.denominator)) if vv.denominator != 1 else str(vv.numerator)
        c['A'] = plain(vv)
    if fmt in ('multilingual/native_plain', 'multilingual/native_markdown') and c['A'] is not None and plain_ok(c['A']):
        vv = item.get('val') if scheme in ('plain', 'fix_to_right', 'multi_same', 'two_finals') else wval
        c['Aloc'] = localize(c['A'], lang, vv if item['kind'] == 'num' else None)
    resp = FORMATS[fmt](c)
    if scheme == 'hedge' and c['pre'][0] not in resp:
        fmt = 'think_tag/unclosed_trace'
        resp = FORMATS[fmt](c)
        assert c['pre'][0] in resp
    return resp, label, scheme, fmt

# ---------------------------------------------------------------- main
TRUE_SCHEMES = [('plain', 70), ('fix_to_right', 15), ('multi_same', 15)]
FALSE_SCHEMES = [('near_miss', 34), ('intermediate', 12), ('retract_to_wrong', 16), ('hedge', 10), ('truncated', 10), ('two_finals', 10), ('restated_q', 8)]
LANGS_OTHER = ['zh', 'es', 'fr', 'de', 'ru', 'ja', 'pt', 'ar', 'hi', 'ko', 'vi']

def wchoice(pairs):
    tot = sum(w for _, w in pairs)
    x = rng.uniform(0, tot)
    for k, w in pairs:
        x -= w
        if x <= 0:
            return k
    return pairs[-1][0]

def gold_in_question(item):
    if item['kind'] != 'num' or item['val'].denominator != 1:
        return False
    return re.search(r'(?<![\d.])%d(?![\d.])' % item['val'].numerator, item['question']) is not None

def pick_items(pool, n, curated_first=True):
    cur = [it for it in pool if it['kind'] != 'num']
    num = [it for it in pool if it['kind'] == 'num']
    rng.shuffle(cur)
    rng.shuffle(num)
    out = []
    # curated items first (each at most twice), then numeric ones
    for it in cur:
        out.append(it)
    if len(out) < n:
        out += num[: n - len(out)]
    if len(out) < n:
        out += cur[: n - len(out)]
    return out[:n]

def main():
    items = build_items()
    plan = [('harp', 300, 0.62), ('math_perturb', 100, 0.75), ('putnam', 100, 0.78)]
    cases = []
    for bench, n, p_en in plan:
        pool = items[bench]
        chosen = pick_items(pool, n)
        for k, it in enumerate(chosen):
            label_true = (k % 2 == 0) if rng.random() < 0.9 else rng.random() < 0.5
            lang = 'en' if rng.random() < p_en else rng.choice(LANGS_OTHER)
            if lang == 'en':
                fmts = SMALL_FORMATS * (3 if bench == 'harp' else 1) + OTHER_FORMATS
            else:
                fmts = NONEN_FORMATS
            fmts = [f for f in fmts if not (f == 'code/python_output' and it['kind'] != 'num')]
            if it['kind'] != 'num':
                okp = any(plain_ok(x) for x in it['correct']) and any(plain_ok(x) for x in it['wrong'])
                if not okp:
                    fmts = [f for f in fmts if f not in PLAIN_FORMATS] or ['multilingual/native_boxed']
            fmt = rng.choice(fmts)
            if label_true:
                scheme = wchoice(TRUE_SCHEMES)
            else:
                fs = [(k, w) for k, w in FALSE_SCHEMES if k not in ('restated_q', 'intermediate')]
                if gold_in_question(it) and fmt != 'small_model/problem_echo' and lang == 'en':
                    fs.append(('restated_q', 25))
                if it['kind'] == 'num' and it['bench'] == 'harp' and lang == 'en':
                    fs.append(('intermediate', 25))
                scheme = wchoice(fs)
            resp, label, scheme, fmt = build_case(it, lang, fmt, scheme)
            cases.append(dict(benchmark=bench, source_row=it['src'], question=it['question'], gold=it['gold'],
                              response=resp, label=label, style=fmt, language=lang, _scheme=scheme))
            if os.environ.get('ZG_DEBUG'):
                cases[-1]['dbg'] = scheme
    rng.shuffle(cases)
    if os.environ.get('ZG_DEBUG'):
        with open('/tmp/zg_debug.jsonl', 'w') as f:
            for c in cases:
                f.write(json.dumps(c, ensure_ascii=False) + '\n')
    out = []
    for i, c in enumerate(cases):
        c.pop('_scheme')
        out.append(dict(id='zg-%04d' % (i + 1), benchmark=c['benchmark'], source_row=c['source_row'], question=c['question'],
                         gold=c['gold'], response=c['response'], label=c['label'], style=c['style'], language=c['language']))
    with open(os.path.join(HERE, 'cases.jsonl'), 'w') as f:
        for c in out:
            f.write(json.dumps(c, ensure_ascii=False) + '\n')
    write_readme(out)

def table(counter, title):
    s = '### By %s\n\n| %s | cases |\n|---|---|\n' % (title, title)
    for k, v in sorted(counter.items(), key=lambda kv: (-kv[1], str(kv[0]))):
        s += '| %s | %d |\n' % (k, v)
    return s + '\n'

def write_readme(out):
    s = '# Blind grader test set ZG\n\n'
    s += 'Regenerate (Python 3, standard library only, fixed seed %d; reads `/work/shared/data`):\n\n' % SEED
    s += '```\npython3 make_cases.py\n```\n\nThis rewrites `cases.jsonl` and `README.md` next to the script.\n\n'
    s += 'Total cases: %d\n\n' % len(out)
    s += table(Counter(c['label'] for c in out), 'label')
    s += table(Counter(c['benchmark'] for c in out), 'benchmark')
    s += table(Counter(c['language'] for c in out), 'language')
    s += table(Counter(c['style'].split('/')[0] for c in out), 'format')
    s += table(Counter(c['style'] for c in out), 'style')
    with open(os.path.join(HERE, 'README.md'), 'w') as f:
        f.write(s)

if __name__ == '__main__':
    main()
