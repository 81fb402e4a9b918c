#!/usr/bin/env python3
"""Blind labeled set W for a math-answer grader. Deterministic; stdlib only.
Usage: python3 make_cases.py  (reads ../shared/data relative to /work/probe_w, writes cases.jsonl)"""
import json, os, random, re
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.normpath(os.path.join(HERE, '..', 'shared', 'data'))
rng = random.Random(20260212)

def load(rel):
    out = []
    with open(os.path.join(DATA, rel), encoding='utf-8') as f:
        for i, l in enumerate(f):
            if l.strip():
                out.append((i, json.loads(l)))
    return out

# ---------------------------------------------------------------- gold analysis
def strip_dollars(s):
    s = s.strip()
    if s.startswith('$$') and s.endswith('$$') and s.count('$') == 4:
        return s[2:-2].strip()
    if s.startswith('$') and s.endswith('$') and s.count('$') == 2:
        return s[1:-1].strip()
    return s

def classify(core):
    if re.fullmatch(r'-?\d+', core):
        return 'int'
    if re.fullmatch(r'-?\d+\.\d+', core):
        return 'dec'
    m = re.fullmatch(r'(-?)\\[dt]?frac\{(\d+)\}\{(\d+)\}', core)
    if m:
        return 'frac'
    m = re.fullmatch(r'(\d+)\s*\\frac\{(\d+)\}\{(\d+)\}', core)
    if m:
        return 'mixed'
    if re.fullmatch(r'-?\d+\s+or\s+-?\d+', core):
        return 'orlist'
    return 'expr'

def frac_of(core):
    m = re.fullmatch(r'(-?)\\[dt]?frac\{(\d+)\}\{(\d+)\}', core)
    if m:
        v = Fraction(int(m.group(2)), int(m.group(3)))
        return -v if m.group(1) else v
    m = re.fullmatch(r'(\d+)\s*\\frac\{(\d+)\}\{(\d+)\}', core)
    if m:
        return int(m.group(1)) + Fraction(int(m.group(2)), int(m.group(3)))
    return None

ok_expr = re.compile(r'^[0-9a-zA-Z\\{}()\[\]^_+\-*/.,=:<>\s|]+$')

def usable_expr(core):
    if len(core) > 70 or not re.search(r'\d', core):
        return False
    bad = ['\\text', '\\mathrm', '\\begin', '\\textbf', '\\,', '\\qquad', '\\quad', '\\mbox', '\\ ', '\\;', '\\!', '\\%', 'and', 'or ', '\\le', '\\ge', '\\in']
    if any(b in core for b in bad):
        return False
    return bool(ok_expr.match(core))

def tweak_digit(core, r):
    ds = [m.start() for m in re.finditer(r'\d', core)]
    p = ds[r.randrange(len(ds))]
    d = int(core[p])
    nd = str((d + r.choice([1, 2, 3])) % 10)
    if nd == '0' and (p == 0 or not core[p - 1].isdigit()) and p + 1 < len(core) and core[p + 1].isdigit():
        nd = str((d + 4) % 10) if (d + 4) % 10 else '7'
    return core[:p] + nd + core[p + 1:]

def fmt_frac(v):
    if v.denominator == 1:
        return str(v.numerator)
    s = '-' if v < 0 else ''
    return '%s\\frac{%d}{%d}' % (s, abs(v.numerator), v.denominator)

def wrong_of(core, kind, r):
    if kind == 'int':
        n = int(core)
        d = r.choice([1, -1, 2, -2, 10, 3])
        w = n + d
        if abs(n) > 50 and r.random() < 0.3:
            w = n * 2
        return str(w) if w != n else str(n + 1)
    if kind == 'dec':
        return tweak_digit(core, r)
    if kind in ('frac', 'mixed'):
        v = frac_of(core)
        w = v + Fraction(1, v.denominator) if r.random() < 0.6 else v * 2
        if w == v:
            w = v + 1
        return fmt_frac(w)
    if kind == 'orlist':
        a, b = re.split(r'\s+or\s+', core)
        return r.choice([a, b])
    return tweak_digit(core, r)

# ---------------------------------------------------------------- notations
WORDS_EN = 'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split()
TENS_EN = {20: 'twenty', 30: 'thirty', 40: 'forty', 50: 'fifty', 60: 'sixty', 70: 'seventy', 80: 'eighty', 90: 'ninety'}
def en_words(n):
    if n < 0:
        return 'negative ' + en_words(-n)
    if n < 20:
        return WORDS_EN[n]
    if n < 100:
        t = TENS_EN[n // 10 * 10]
        return t if n % 10 == 0 else t + '-' + WORDS_EN[n % 10]
    if n < 1000:
        h = WORDS_EN[n // 100] + ' hundred'
        return h if n % 100 == 0 else h + ' ' + en_words(n % 100)
    return None
FR = 'zéro un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize'.split()
ES = 'cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis'.split()
DE = 'null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn'.split()
PT = 'zero um dois três quatro cinco seis sete oito nove dez onze doze treze catorze quinze dezesseis'.split()
ZH = '零一二三四五六七八九'
def zh_num(n):
    if n < 0 or n >= 100:
        return None
    if n < 10:
        return ZH[n]
    t, u = divmod(n, 10)
    return ('' if t == 1 else ZH[t]) + '十' + ('' if u == 0 else ZH[u])
def digits_map(s, base):
    return ''.join(chr(base + int(c)) if c.isdigit() else c for c in s)
def arabic_indic(s):
    return digits_map(s, 0x0660)
def devanagari(s):
    return digits_map(s, 0x0966)
def fullwidth(s):
    return ''.join(chr(0xFF10 + int(c)) if c.isdigit() else ('－' if c == '-' else c) for c in s)

def equiv(core, kind, lang, r, subject=''):
    """Return (text, notation) for a value equal to the gold."""
    if kind == 'int':
        n = int(core)
        opts = [('plain', core)]
        if lang == 'ar':
            opts += [('arabic_indic_digits', arabic_indic(core))] * 3
        if lang == 'hi':
            opts += [('devanagari_digits', devanagari(core))] * 3
        if lang == 'zh' and zh_num(n):
            opts += [('chinese_numeral', zh_num(n))] * 2
        if lang == 'ja':
            opts += [('fullwidth_digits', fullwidth(core))] * 2
        if lang == 'en' and en_words(n):
            opts += [('english_words', en_words(n))] * 2
        if lang == 'fr' and 0 <= n < len(FR):
            opts += [('french_word', FR[n])]
        if lang == 'es' and 0 <= n < len(ES):
            opts += [('spanish_word', ES[n])]
        if lang == 'de' and 0 <= n < len(DE):
            opts += [('german_word', DE[n])]
        if lang == 'pt' and 0 <= n < len(PT):
            opts += [('portuguese_word', PT[n])]
        if abs(n) >= 1000:
            opts += [('thousands_comma', '{:,}'.format(n)), ('latex_thin_space', '{:,}'.format(n).replace(',', '{,}'))]
            if lang in ('fr', 'ru'):
                opts += [('thousands_nbsp', '{:,}'.format(n).replace(',', '\u202f'))]
            if lang in ('de', 'pt', 'es', 'vi'):
                opts += [('thousands_dot', '{:,}'.format(n).replace(',', '.'))]
        opts += [('trailing_zero_decimal', core + '.0'), ('latex_wrapped', '\\(' + core + '\\)'), ]
        return r.choice(opts)[::-1]
    if kind in ('frac', 'mixed'):
        v = frac_of(core)
        s = '-' if v < 0 else ''
        a, b = abs(v.numerator), v.denominator
        opts = [('slash', '%s%d/%d' % (s, a, b)), ('dfrac', '%s\\dfrac{%d}{%d}' % (s, a, b)),
                ('unreduced', '%s\\frac{%d}{%d}' % (s, 2 * a, 2 * b)), ('frac_space', '%s\\frac %d%d' % (s, a, b) if a < 10 and b < 10 else '%s\\frac{%d}{%d}' % (s, a, b))]
        if kind == 'mixed':
            opts += [('improper', '%s\\frac{%d}{%d}' % (s, a, b))]
        bb = b
        while bb % 2 == 0: bb //= 2
        while bb % 5 == 0: bb //= 5
        if bb == 1:
            dec = str(float(v)) if len(str(float(v))) < 10 else None
            if dec:
                opts += [('decimal', dec)] * 2
                if lang in ('fr', 'de', 'ru', 'es', 'pt', 'vi'):
                    opts += [('decimal_comma', dec.replace('.', ','))] * 2
                if 'probability' in subject and 0 < v < 1:
                    pct = v * 100
                    if pct.denominator == 1:
                        opts += [('percent', '%d\\%%' % pct.numerator)]
        return r.choice(opts)[::-1]
    if kind == 'dec':
        opts = [('plain', core), ('trailing_zero', core + '0')]
        v = Fraction(core)
        opts += [('as_fraction', '\\frac{%d}{%d}' % (v.numerator, v.denominator))]
        if lang in ('fr', 'de', 'ru', 'es', 'pt', 'vi'):
            opts += [('decimal_comma', core.replace('.', ','))]
        return r.choice(opts)[::-1]
    if kind == 'orlist':
        a, b = re.split(r'\s+or\s+', core)
        opts = [('reordered_or', '%s or %s' % (b, a)), ('set', '\\{%s, %s\\}' % (a, b)), ('reordered_list', '%s, %s' % (b, a)), ('plain', core)]
        return r.choice(opts)[::-1]
    # expressions: only safe, purely typographic changes
    opts = [('verbatim', core)]
    if '\\frac' in core:
        opts += [('dfrac', core.replace('\\frac', '\\dfrac'))]
    if '\\dfrac' in core:
        opts += [('frac', core.replace('\\dfrac', '\\frac'))]
    if ' ' in core:
        opts += [('spaces_removed', core.replace(' ', ''))]
    else:
        opts += [('latex_display', '\\displaystyle ' + core)]
    return r.choice(opts)[::-1]

# ---------------------------------------------------------------- languages
LANGS = ['zh', 'ja', 'ko', 'ru', 'ar', 'hi', 'vi', 'fr', 'es', 'de', 'pt', 'it', 'tr', 'id']
FINAL = {
    'en': ['The answer is {a}.', 'Therefore, the final answer is {a}.', 'So the answer is {a}.'],
    'zh': ['所以答案是 {a}。', '综上所述，所求的值为 {a}。', '最终答案：{a}'],
    'ja': ['したがって、答えは {a} です。', 'よって、求める値は {a} となります。'],
    'ko': ['따라서 답은 {a}입니다.', '그러므로 구하는 값은 {a}이다.'],
    'ru': ['Ответ: {a}.', 'Итак, искомое значение равно {a}.'],
    'ar': ['إذن الإجابة النهائية هي {a}.', 'وبالتالي فإن الجواب هو {a}.'],
    'hi': ['अतः उत्तर {a} है।', 'इसलिए अंतिम उत्तर {a} है।'],
    'vi': ['Vậy đáp án là {a}.', 'Do đó, kết quả cần tìm là {a}.'],
    'fr': ['La réponse est donc {a}.', 'Conclusion : la valeur cherchée est {a}.'],
    'es': ['Por lo tanto, la respuesta es {a}.', 'Respuesta final: {a}.'],
    'de': ['Die Antwort ist also {a}.', 'Ergebnis: {a}.'],
    'pt': ['Portanto, a resposta é {a}.', 'Logo, o valor procurado é {a}.'],
    'it': ['Quindi la risposta è {a}.'],
    'tr': ['Dolayısıyla cevap {a} olur.'],
    'id': ['Jadi, jawabannya adalah {a}.'],
}
INTER = {  # "we obtain X" (intermediate, not final)
    'en': 'At this point we obtain {a}.', 'zh': '这一步我们得到 {a}。', 'ja': 'ここで {a} が得られる。', 'ko': '여기서 {a}를 얻는다.',
    'ru': 'На этом шаге получаем {a}.', 'ar': 'في هذه الخطوة نحصل على {a}.', 'hi': 'इस चरण में हमें {a} मिलता है।',
    'vi': 'Ở bước này ta thu được {a}.', 'fr': 'À cette étape on obtient {a}.', 'es': 'En este paso obtenemos {a}.',
    'de': 'An dieser Stelle erhalten wir {a}.', 'pt': 'Neste passo obtemos {a}.', 'it': 'A questo punto otteniamo {a}.',
    'tr': 'Bu adımda {a} elde ederiz.', 'id': 'Pada langkah ini kita memperoleh {a}.'}
WAIT = {
    'en': 'Wait, that step is wrong: I dropped a term. Redoing it carefully:', 'zh': '等等，这一步算错了，漏掉了一项。重新计算：',
    'ja': '待って、この計算は間違っている。項を一つ落とした。やり直す：', 'ko': '잠깐, 이 단계가 틀렸다. 항 하나를 빠뜨렸다. 다시 계산하면:',
    'ru': 'Стоп, здесь ошибка: потерян один член. Пересчитаем:', 'ar': 'انتظر، هذه الخطوة خاطئة: أسقطتُ حدًّا. نعيد الحساب:',
    'hi': 'रुकिए, यह चरण गलत है: एक पद छूट गया। फिर से गणना करते हैं:', 'vi': 'Khoan, bước này sai: tôi bỏ sót một hạng tử. Tính lại:',
    'fr': 'Attendez, cette étape est fausse : j\'ai oublié un terme. Reprenons :', 'es': 'Espera, ese paso está mal: omití un término. Rehaciendo:',
    'de': 'Moment, dieser Schritt ist falsch: ein Term fehlt. Neu gerechnet:', 'pt': 'Espere, esse passo está errado: esqueci um termo. Refazendo:',
    'it': 'Aspetta, quel passaggio è sbagliato: ho perso un termine. Rifacendo:', 'tr': 'Bekle, bu adım yanlış: bir terimi atladım. Yeniden:',
    'id': 'Tunggu, langkah itu salah: ada suku yang terlewat. Menghitung ulang:'}
HEDGE = {
    'en': 'I am not fully sure; the answer is either {a} or {b}.', 'zh': '我不太确定，答案可能是 {a}，也可能是 {b}。',
    'ja': '確信はないが、答えは {a} か {b} のどちらかである。', 'ko': '확실하지 않지만 답은 {a} 또는 {b}이다.',
    'ru': 'Не уверен: ответ либо {a}, либо {b}.', 'ar': 'لست متأكدًا؛ الإجابة إما {a} أو {b}.', 'hi': 'मुझे पक्का नहीं है; उत्तर या तो {a} है या {b}।',
    'vi': 'Tôi không chắc lắm; đáp án là {a} hoặc {b}.', 'fr': 'Je ne suis pas certain : la réponse est soit {a}, soit {b}.',
    'es': 'No estoy seguro: la respuesta es {a} o {b}.', 'de': 'Ich bin nicht sicher: die Antwort ist entweder {a} oder {b}.',
    'pt': 'Não tenho certeza: a resposta é {a} ou {b}.', 'it': 'Non sono sicuro: la risposta è {a} oppure {b}.',
    'tr': 'Emin değilim; cevap ya {a} ya da {b}.', 'id': 'Saya tidak yakin; jawabannya {a} atau {b}.'}

# ---------------------------------------------------------------- filler reasoning (long traces)
THINK_OPEN = ["Okay, so I need to solve this problem. Let me read it again carefully.", "Alright, let's see. The problem says:",
              "Hmm, let me think about this step by step.", "Let me start by understanding what is being asked.",
              "First, I should restate the problem in my own words."]
HMM = ["Hmm, wait.", "Let me double-check that.", "Hold on, is that right?", "Actually, let me verify this another way.",
       "Okay, that seems consistent.", "Let me re-derive this to be safe.", "Hmm, maybe I should try small cases first."]

def arith_line(r):
    a, b = r.randint(3, 97), r.randint(2, 29)
    op = r.choice(['+', '-', '*'])
    v = a + b if op == '+' else a - b if op == '-' else a * b
    return a, op, b, v

def filler_paragraph(r, k, style):
    lines = []
    a, op, b, v = arith_line(r)
    sym = {'*': '\\cdot', '+': '+', '-': '-'}[op]
    if style == 'think':
        lines.append(r.choice(HMM))
        lines.append('If I set the auxiliary quantity t = %d, then t %s %d = %d. ' % (a, op, b, v) +
                     r.choice(['That matches what I had before.', 'So that piece is fine.', 'Okay, so that part checks out.', 'Good, no contradiction here.']))
        c, d = r.randint(2, 12), r.randint(2, 12)
        lines.append('Let me also try a small example: with %d and %d the product is %d and the sum is %d, so the ratio of sum to product is %d/%d. ' % (c, d, c * d, c + d, c + d, c * d) +
                     'That is just a sanity check on the structure, not the quantity we want.')
        if r.random() < 0.5:
            lines.append('Maybe I should consider the symmetric case. If everything is symmetric, the configuration repeats every %d steps, ' % r.randint(2, 9) +
                         'and the count per period would be %d. Hmm, but the problem does not say it is symmetric, so I should not rely on that.' % r.randint(3, 40))
    elif style == 'md':
        lines.append('### Step %d: %s' % (k, r.choice(['Set up the relation', 'Simplify', 'Check a small case', 'Use the constraint', 'Compute the pieces', 'Verify'])))
        lines.append('We compute $%d %s %d = %d$. %s' % (a, sym, b, v, r.choice(['This is consistent with the setup.', 'This will be used below.', 'So far so good.'])))
        if r.random() < 0.6:
            lines.append('')
            lines.append('| trial | value | check |')
            lines.append('|---|---|---|')
            for t in range(r.randint(3, 6)):
                x = r.randint(1, 60)
                lines.append('| %d | %d | %s |' % (t + 1, x, r.choice(['✓', '✗', 'ok', 'no'])))
        lines.append('')
        lines.append('- %s' % r.choice(['Key observation: the constraint is linear in the unknown.', 'Note the symmetry between the two cases.', 'Each term contributes independently.']))
    else:
        lines.append(r.choice(['Step %d. We have %d %s %d = %d, which we keep for later.', '(%d) Computing the partial quantity: %d %s %d = %d.',
                               'Step %d: substituting gives %d %s %d = %d; this is consistent with the constraint.', '%d) Check: %d %s %d = %d, fine.']) % (k, a, op, b, v)
                     + ' ' + r.choice(['Then we continue.', 'Next we simplify.', 'Now apply the condition.', 'We now look at the remaining case.', '']))
        if r.random() < 0.25:
            lines.append('Trying values: ' + ', '.join('n=%d -> %d' % (j, r.randint(0, 99)) for j in range(1, r.randint(4, 8))) + '; none of these is special yet.')
    return '\n'.join(lines)

def long_body(q, r, style, inter_vals, target_len):
    """inter_vals: list of (position_fraction, sentence) to insert at that relative position."""
    parts = []
    qs = q if len(q) < 700 else q[:700] + ' ...'
    if style == 'think':
        parts.append(r.choice(THINK_OPEN) + '\n\n' + qs.replace('\n\n', '\n'))
    elif style == 'md':
        parts.append('## Understanding the problem\n\n' + qs.replace('\n\n', '\n') + '\n\n## Solution')
    else:
        parts.append('Problem restated: ' + qs.replace('\n', ' '))
    k = 1
    while sum(len(p) for p in parts) < target_len:
        parts.append(filler_paragraph(r, k, style))
        k += 1
    n = len(parts)
    for frac, sent in sorted(inter_vals, key=lambda x: x[0]):
        pass
    # insert from the back so indices stay valid
    for frac, sent in sorted(inter_vals, key=lambda x: -x[0]):
        idx = max(1, min(n, int(round(frac * n))))
        parts.insert(idx, sent)
    return '\n\n'.join(parts)

def short_body(q, r, style):
    a, op, b, v = arith_line(r)
    if style == 'think':
        return "Let me work through this. %d %s %d = %d, that's the first quantity. %s" % (a, op, b, v, r.choice(HMM))
    if style == 'md':
        return '**Setup.** We compute $%d %s %d = %d$ and substitute it into the condition.' % (a, {'*': '\\times'}.get(op, op), b, v)
    return 'We first compute %d %s %d = %d and then apply the condition.' % (a, op, b, v)

# ---------------------------------------------------------------- the case plan
def build_reasoning(q, r, lang, long_, style, scenario, G, W, alt_letter=None):
    """Return (body, final_text_value) where final_text_value is what the wrapper presents as the final answer,
    or None if the response is unfinished."""
    I0 = INTER.get(lang, INTER['en'])
    class _I:
        @staticmethod
        def format(a):
            return I0.format(a=mth(a))
    I = _I
    inter = []
    final = None
    if scenario == 'pos_direct':
        inter = [(0.8, I.format(a=G))] if r.random() < 0.5 else []
        final = G
    elif scenario == 'pos_corrected':
        inter = [(0.55, I.format(a=W)), (0.75, WAIT.get(lang, WAIT['en']) + ' ' + I.format(a=G))]
        final = G
    elif scenario == 'neg_corrected':
        inter = [(0.55, I.format(a=G)), (0.75, WAIT.get(lang, WAIT['en']) + ' ' + I.format(a=W))]
        final = W
    elif scenario == 'neg_nearmiss':
        inter = [(0.5, I.format(a=W))]
        final = W
    elif scenario == 'neg_otherquantity':
        inter = [(0.6, I.format(a=G) + (' This is the value of the auxiliary variable $u$, not yet the requested quantity; the requested quantity is obtained from it.' if lang == 'en' else ' (u)')),
                 (0.8, 'Converting from $u$ to the requested quantity: ' + I.format(a=W))]
        final = W
    elif scenario == 'neg_unfinished':
        inter = [(0.9, I.format(a=G) + (' Now we still need to combine this with the second case, where' if lang == 'en' else ' ...'))]
        final = None
    elif scenario in ('neg_hedge', 'neg_retracted', 'pos_retracted', 'neg_wrongletter'):
        inter = [(0.6, I.format(a=G))] if scenario != 'pos_retracted' else [(0.6, I.format(a=W))]
        final = {'neg_hedge': W, 'neg_retracted': W, 'pos_retracted': G, 'neg_wrongletter': W}[scenario]
    if long_:
        body = long_body(q, r, style, inter, r.randint(2300, 6500))
    else:
        body = short_body(q, r, style) + ('\n\n' + '\n\n'.join(s for _, s in inter) if inter else '')
    if scenario == 'neg_unfinished':
        body = body.rstrip()
    return body, final

def boxed_ok(v):
    if v is None:
        return False
    if '$' in v or '\\(' in v or any(ord(c) > 127 for c in v) or re.search(r'[a-z]{3,}', v.replace('\\frac', '').replace('\\dfrac', '').replace('\\sqrt', '').replace('\\pi', '').replace('\\displaystyle', '').replace('\\circ', '').replace('\\log', '').replace('\\sin', '').replace('\\cos', '').replace('\\tan', '').replace('\\times', '').replace('\\cdot', '')):
        return False
    return True

def mth(v):
    return '$%s$' % v if boxed_ok(v) else v

def closing(lang, a, r):
    return r.choice(FINAL.get(lang, FINAL['en'])).format(a=a)

def wrap(fmt, r, q, body, final, lang, scenario, G, W, think_style, plain=None):
    """Compose the full response in the given model-family format. Returns (response, subtype)."""
    unfinished = final is None
    hedge = scenario == 'neg_hedge'
    retract = scenario in ('neg_retracted', 'pos_retracted')
    first = (G if scenario == 'neg_retracted' else W)
    H = HEDGE.get(lang, HEDGE['en'])
    def fin_sentence(boxed=True):
        if not hedge and not boxed_ok(final):
            return closing(lang, final, r)
        if hedge:
            x, y = (G, W) if r.random() < 0.5 else (W, G)
            return H.format(a=('$%s$' % x), b=('$%s$' % y))
        v = '$\\boxed{%s}$' % final if boxed else final
        return closing(lang, v, r)
    def retract_prefix():
        if not retract:
            return ''
        return ('So the answer is $\\boxed{%s}$.\n\nHmm, wait. Let me re-check the last step before committing... I mis-copied a coefficient. '
                'Fixing it changes the result.\n\n' % first)
    if unfinished:
        # truncated output: ends mid-thought
        pre = {'think': '<think>\n', 'deepseek': '<｜Assistant｜><think>\n', 'qwen': '<|im_start|>assistant\n<think>\n',
               'harmony': '<|start|>assistant<|channel|>analysis<|message|>', 'kimi': '◁think▷', 'md': '', 'plain': ''}
        key = r.choice(list(pre))
        cut = body[: len(body) - r.randint(0, 15)]
        return pre[key] + cut, 'truncated_' + key
    if fmt == 'think':
        tag = r.choice([('<think>', '</think>'), ('<think>\n', '\n</think>'), ('<reasoning>', '</reasoning>'), ('<|begin_of_thought|>', '<|end_of_thought|>')])
        tail = retract_prefix() + fin_sentence()
        if tag[0] == '<|begin_of_thought|>':
            return '%s\n\n%s\n\n%s\n\n<|begin_of_solution|>\n\n%s\n\n<|end_of_solution|>' % (tag[0], body, tag[1], tail), 'open_thoughts'
        if tag[0] == '<reasoning>':
            ans = final if not hedge else '%s or %s' % (G, W)
            return '%s\n%s\n%s\n<answer>\n%s\n</answer>' % (tag[0], body + ('\n\n' + retract_prefix() if retract else ''), tag[1], ans), 'reasoning_answer_tags'
        summ = r.choice(['To solve the problem, we set up the relations and simplify.', '**Solution outline.** Set up, simplify, verify.', 'Here is a concise solution.'])
        fa = '\n\n**Final Answer**\n\\[\n\\boxed{%s}\n\\]' % final if (not hedge and boxed_ok(final)) else '\n\n' + fin_sentence()
        return '%s%s%s\n\n%s\n\n%s%s' % (tag[0], body, tag[1], summ, retract_prefix(), fa.strip()), 'think_final_answer_block'
    if fmt == 'deepseek':
        return '<｜Assistant｜><think>\n%s\n</think>\n\n%s%s<｜end▁of▁sentence｜>' % (body, retract_prefix(), fin_sentence()), 'deepseek_tokens'
    if fmt == 'qwen':
        return '<|im_start|>assistant\n<think>\n%s\n</think>\n\n%s%s<|im_end|>\n<|endoftext|>' % (body, retract_prefix(), fin_sentence()), 'chatml_tokens'
    if fmt == 'llama':
        fs = fin_sentence() if (hedge or lang != 'en' or not boxed_ok(final)) else 'The final answer is: $\\boxed{%s}$' % final
        return '<|start_header_id|>assistant<|end_header_id|>\n\n%s\n\n%s%s<|eot_id|>' % (body, retract_prefix(), fs), 'llama3_tokens'
    if fmt == 'gemma':
        return '<start_of_turn>model\n%s\n\n%s%s<end_of_turn>' % (body, retract_prefix(), fin_sentence()), 'gemma_tokens'
    if fmt == 'harmony':
        fs = fin_sentence(boxed=False) if r.random() < 0.5 else fin_sentence()
        return '<|start|>assistant<|channel|>analysis<|message|>%s%s<|end|><|start|>assistant<|channel|>final<|message|>%s<|return|>' % (
            body, ('\n\n' + retract_prefix().strip()) if retract else '', fs), 'gpt_oss_harmony'
    if fmt == 'kimi':
        return '◁think▷%s◁/think▷\n\n%s%s' % (body, retract_prefix(), fin_sentence()), 'kimi_think_marks'
    if fmt == 'mistral':
        return '[THINK]%s[/THINK]\n\n%s%s</s>' % (body, retract_prefix(), fin_sentence()), 'mistral_think_tokens'
    if fmt == 'md':
        if hedge:
            fs = '## Answer\n\n' + fin_sentence()
        else:
            fs = r.choice(['## Answer\n\n**%s**' % mth(final), '---\n\n**Final answer:** %s' % (('$\\boxed{%s}$' % final) if boxed_ok(final) else final),
                           '> **Answer:** %s' % mth(final), '| Quantity | Value |\n|---|---|\n| requested | %s |\n\n**Answer: %s**' % (mth(final), mth(final))])
        return '%s\n\n%s%s' % (body, retract_prefix(), fs), 'chat_markdown'
    if fmt == 'minerva':
        fa = final if not hedge else '%s or %s' % (G, W)
        return '%s\n\n%sFinal Answer: The final answer is %s. I hope it is correct.' % (body, retract_prefix(), mth(fa)), 'minerva_closing'
    if fmt == 'gsm':
        fa = final if not hedge else '%s or %s' % (G, W)
        return '%s\n\n%s#### %s' % (body, retract_prefix(), fa), 'hash_answer_line'
    if fmt == 'json':
        fa = final if not hedge else '%s or %s' % (G, W)
        obj = {'reasoning': body + (('\n' + retract_prefix()) if retract else ''), 'final_answer': fa, 'confidence': round(r.uniform(0.55, 0.98), 2)}
        if hedge:
            obj['confidence'] = 0.5
        return '```json\n' + json.dumps(obj, ensure_ascii=False, indent=2) + '\n```', 'json_object'
    if fmt == 'toolcall':
        fa = final if not hedge else '%s or %s' % (G, W)
        args = json.dumps({'answer': fa}, ensure_ascii=False)
        obj = {'role': 'assistant', 'content': body, 'tool_calls': [{'id': 'call_%06d' % r.randint(0, 999999), 'type': 'function',
               'function': {'name': 'submit_final_answer', 'arguments': args}}]}
        if retract:
            obj['content'] += '\n\n' + retract_prefix()
        return json.dumps(obj, ensure_ascii=False), 'openai_tool_call'
    if fmt == 'code':
        fa = final if not hedge else None
        code = '```python\nfrom fractions import Fraction\nimport itertools\n\ndef solve():\n    # brute force over the small search space\n    best = None\n    for k in range(1, 200):\n        pass\n    return best\n\nprint(solve())\n```'
        out = '```output\n%s\n```' % (first if retract else ((plain or final) if fa is not None else G))
        tail = (retract_prefix() if retract else '') + (fin_sentence() if not hedge else fin_sentence())
        if retract:
            tail = 'The script printed %s, but I passed the wrong bound; rerunning with the correct bound:\n\n```output\n%s\n```\n\n%s' % (first, plain or final, fin_sentence())
        return '%s\n\n%s\n\n%s\n\n%s' % (body, code, out, tail), 'code_with_output'
    if fmt == 'terse':
        if hedge:
            return '%s or %s' % (G, W), 'terse_hedge'
        return r.choice(['%s', 'Answer: %s', '**%s**', '\\boxed{%s}', '= %s']) % final, 'terse'
    return body + '\n\n' + fin_sentence(), 'plain'

FORMATS_LONG = ['think', 'deepseek', 'qwen', 'llama', 'gemma', 'harmony', 'kimi', 'mistral', 'md', 'minerva', 'json', 'toolcall', 'code']
FORMATS_SHORT = FORMATS_LONG + ['gsm', 'terse', 'terse']
STYLE_OF = {'think': 'think', 'deepseek': 'think', 'qwen': 'think', 'harmony': 'think', 'kimi': 'think', 'mistral': 'think',
            'md': 'md', 'llama': 'md', 'gemma': 'md', 'minerva': 'plain', 'gsm': 'plain', 'json': 'plain', 'toolcall': 'plain', 'code': 'plain', 'terse': 'plain'}

NEG_SCEN = ['neg_corrected', 'neg_nearmiss', 'neg_otherquantity', 'neg_unfinished', 'neg_hedge', 'neg_retracted']
POS_SCEN = ['pos_direct', 'pos_direct', 'pos_corrected', 'pos_retracted']

# ---------------------------------------------------------------- pools
def putnam_core(t):
    t = t.strip()
    if '$' not in t:
        if len(t) < 40 and re.search(r'\d', t) and not re.search(r'[A-Za-z]{4,}', t):
            return t
        return None
    segs = re.findall(r'\$([^$]+)\$', t)
    if t.count('$') != 2 or len(segs) != 1:
        return None
    pre = t.split('$')[0]
    if not re.search(r'(is|equals|are|be|value of|answer is|solution is|limit is|sum is)\s*$', pre.strip() + ' ', re.I) and not pre.strip().endswith(('is', 'equals', 'are')):
        return None
    post = t.split('$')[2].strip()
    if post not in ('', '.'):
        return None
    return segs[0].strip()


YN = {'en': ('Yes', 'No'), 'fr': ('Oui', 'Non'), 'de': ('Ja', 'Nein'), 'es': ('Sí', 'No'), 'ru': ('Да', 'Нет'), 'zh': ('是', '否'), 'ja': ('はい', 'いいえ')}

def special_cases(pt_rows):
    out = []
    r = random.Random(777)
    for i, row in pt_rows:
        t = row['answer_text'].strip()
        m = re.fullmatch(r'Show that the answer is (yes|no)\.', t)
        if m:
            truth = m.group(1) == 'yes'
            for positive in (True, False):
                lang = r.choice(list(YN))
                yes, no = YN[lang]
                said = truth if positive else (not truth)
                word = yes if said else no
                other = no if said else yes
                long_ = r.random() < 0.6
                body = long_body(row['problem'], r, 'think', [(0.5, 'First instinct: the answer is %s. Let me test that against small cases before committing.' % other.lower()), (0.7, 'Small cases look consistent; let me keep checking.')], r.randint(2200, 5000)) if long_ else 'Consider small cases first; they suggest the pattern is stable.'
                fmt = r.choice(['think', 'md', 'harmony'])
                if fmt == 'think':
                    resp = '<think>\n%s\n</think>\n\n**%s.** %s' % (body, word, 'The argument above settles the question.')
                elif fmt == 'md':
                    resp = '%s\n\n## Conclusion\n\n**Answer: %s**' % (body, word)
                else:
                    resp = '<|start|>assistant<|channel|>analysis<|message|>%s<|end|><|start|>assistant<|channel|>final<|message|>%s.<|return|>' % (body, word)
                out.append(dict(benchmark='putnam', source_row='putnam/putnam_with_answers.jsonl:%d' % i, question=row['problem'], gold=row['answer_text'],
                                response=resp, label=positive, style='%s/yes_no_%s' % ({'think': 'think_final_answer_block', 'md': 'chat_markdown', 'harmony': 'gpt_oss_harmony'}[fmt], 'pos' if positive else 'neg_opposite_after_considering_right'),
                                language=lang, long=long_))
        if t == 'The limit does not exist.':
            b = long_body(row['problem'], r, 'md', [(0.5, 'One might guess the limit is $1$, but the estimate below is not uniform.')], 3000)
            out.append(dict(benchmark='putnam', source_row='putnam/putnam_with_answers.jsonl:%d' % i, question=row['problem'], gold=t,
                            response=b + '\n\n## Answer\n\nNo, the limit does **not** exist.', label=True, style='chat_markdown/sentence_gold_pos', language='en', long=True))
            out.append(dict(benchmark='putnam', source_row='putnam/putnam_with_answers.jsonl:%d' % i, question=row['problem'], gold=t,
                            response='<think>\n' + b + '\nAt first it looked like the limit does not exist, but the bound tightens.\n</think>\n\nThe limit exists and equals $\\boxed{1}$.', label=False, style='think_final_answer_block/sentence_gold_neg_retracted', language='en', long=True))
        if t == 'Show that the only such polynomial is the identity function.':
            out.append(dict(benchmark='putnam', source_row='putnam/putnam_with_answers.jsonl:%d' % i, question=row['problem'], gold=t,
                            response='Iterating $x_0=0$, $x_{k+1}=x_k^2+1$ gives $P(x_k)=x_k$ for infinitely many points, so $P(x)-x$ has infinitely many roots.\n\n**Answer:** $P(x) = x$', label=True, style='chat_markdown/sentence_gold_pos_formula', language='en', long=False))
            out.append(dict(benchmark='putnam', source_row='putnam/putnam_with_answers.jsonl:%d' % i, question=row['problem'], gold=t,
                            response='<think>\nP(0)=0, P(1)=1, P(2)=2, P(5)=5 ... so P(x)=x works. But maybe also P(x)=x^2+1 composed with something? Let me include the second family to be safe.\n</think>\n\nThe solutions are $P(x)=x$ and $P(x)=x^2+1$.', label=False, style='think_final_answer_block/sentence_gold_neg_extra_member', language='en', long=False))
    return out

def main():
    pool = []
    hd = load('harp/harp_default.jsonl')
    for i, r_ in hd:
        core = strip_dollars(r_['answer'])
        k = classify(core)
        if k == 'expr' and not usable_expr(core):
            continue
        pool.append(('harp', 'harp/harp_default.jsonl:%d' % i, r_['problem'], r_['answer'], core, k, r_.get('subject', ''), None))
    mc = load('harp/harp_mcq.jsonl')
    mcpool = []
    for i, r_ in mc:
        core = strip_dollars(r_['answer'])
        k = classify(core)
        if k == 'expr' and not usable_expr(core):
            continue
        ch = r_.get('choices') or {}
        if r_.get('answer_choice') not in ch:
            continue
        others = [(L, strip_dollars(v)) for L, v in ch.items() if L != r_['answer_choice'] and strip_dollars(v) != core and '\\text' not in v and re.search(r'\d', v)]
        if not others:
            continue
        mcpool.append(('harp', 'harp/harp_mcq.jsonl:%d' % i, r_['problem'], r_['answer'], core, k, r_.get('subject', ''), (r_['answer_choice'], ch, others)))
    mp = []
    for fn in ('math_perturb/math_perturb_simple.jsonl', 'math_perturb/math_perturb_hard.jsonl'):
        for i, r_ in load(fn):
            core = str(r_['answer']).strip()
            k = classify(core)
            if k == 'expr' and not usable_expr(core):
                continue
            mp.append(('math_perturb', '%s:%d' % (fn, i), r_['problem'], r_['answer'], core, k, r_.get('type', ''), None))
    pt = []
    for i, r_ in load('putnam/putnam_with_answers.jsonl'):
        core = putnam_core(r_['answer_text'])
        if not core or not re.search(r'\d', core) or len(core) > 80 or '\\text' in core:
            continue
        k = classify(core)
        pt.append(('putnam', 'putnam/putnam_with_answers.jsonl:%d' % i, r_['problem'], r_['answer_text'], core, k, '', None))

    # prefer unusual golds in HARP: oversample non-int
    hint = [p for p in pool if p[5] == 'int']
    hoth = [p for p in pool if p[5] != 'int']
    sel = rng.sample(hint, 120) + rng.sample(hoth, 70) + rng.sample(mcpool, 45) + rng.sample(mp, 80) + rng.sample(pt, min(len(pt), 80))
    extra = []
    if len(pt) < 80:
        extra = rng.sample(pt, 80 - len(pt))  # reuse Putnam rows with a different rendering
    sel += extra
    rng.shuffle(sel)

    cases = []
    for idx, (bench, src, q, gold, core, kind, subj, mcq) in enumerate(sel):
        r = random.Random(1000 + idx)
        positive = (idx % 2 == 0)
        long_ = r.random() < 0.5
        lang = 'en'
        if r.random() < 0.4:
            lang = LANGS[idx % len(LANGS)]
        if kind == 'int' and not mcq and lang == 'en' and r.random() < 0.25:
            lang = r.choice(['ar', 'hi', 'zh', 'ja'])
        fmt = r.choice(FORMATS_LONG if long_ else FORMATS_SHORT)
        if fmt == 'terse':
            long_ = False
        W = wrong_of(core, kind, r)
        if mcq:
            letter, ch, others = mcq
            wl, wv = r.choice(others)
            if positive:
                G_txt, note = '(%s) $%s$' % (letter, core), 'choice_letter_with_value'
                if r.random() < 0.4:
                    G_txt, note = '$%s$ (choice %s)' % (core, letter), 'value_then_letter'
                scen = 'pos_direct'
                body, _ = build_reasoning(q, r, lang, long_, STYLE_OF[fmt], 'pos_direct', '$%s$' % core, '$%s$' % wv)
                resp, sub = wrap(fmt if fmt != 'terse' else 'md', r, q, body, G_txt, lang, scen, G_txt, '(%s) $%s$' % (wl, wv), STYLE_OF[fmt])
                cases.append(dict(benchmark=bench, source_row=src, question=q, gold=gold, response=resp, label=True,
                                  style='%s/mcq_%s_%s' % (sub, scen, note), language=lang, long=long_))
            else:
                scen = 'neg_wrongletter'
                body, _ = build_reasoning(q, r, lang, long_, STYLE_OF[fmt], 'neg_wrongletter', '$%s$' % core, '$%s$' % wv)
                body += '\n\n' + ('Comparing with the options, (%s) is $%s$ and (%s) is $%s$. On reflection the second reading of the problem is the intended one.' % (letter, core, wl, wv))
                Wt = '(%s) $%s$' % (wl, wv) if r.random() < 0.6 else '\\textbf{(%s)}' % wl
                resp, sub = wrap(fmt if fmt != 'terse' else 'md', r, q, body, Wt, lang, scen, '(%s)' % letter, Wt, STYLE_OF[fmt])
                cases.append(dict(benchmark=bench, source_row=src, question=q, gold=gold, response=resp, label=False,
                                  style='%s/mcq_%s' % (sub, scen), language=lang, long=long_))
            continue
        if positive:
            scen = r.choice(POS_SCEN)
            Gtxt, note = equiv(core, kind, lang, r, subj)
            if kind == 'int' and lang in ('ar', 'hi', 'ja', 'zh') and note == 'plain' and r.random() < 0.8:
                Gtxt, note = equiv(core, kind, lang, r, subj)
        else:
            scen = r.choice(NEG_SCEN)
            if kind == 'orlist' and r.random() < 0.7:
                scen = 'neg_partial_list'
            Gtxt, note = core, 'plain'
        if fmt == 'terse' and scen not in ('pos_direct', 'neg_nearmiss', 'neg_hedge', 'neg_partial_list'):
            fmt = 'md'
        sc = 'neg_nearmiss' if scen == 'neg_partial_list' else scen
        body, final = build_reasoning(q, r, lang, long_, STYLE_OF[fmt], sc, core, W)
        if positive:
            final = Gtxt
        elif final is not None and kind == 'int' and re.fullmatch(r'-?\d+', final) and lang in ('ar', 'hi') and r.random() < 0.6:
            final = arabic_indic(final) if lang == 'ar' else devanagari(final)
            scen += '_native_digits'
        resp, sub = wrap(fmt, r, q, body, final, lang, sc, core if not positive else Gtxt, W, STYLE_OF[fmt], plain=(core if positive else None))
        cases.append(dict(benchmark=bench, source_row=src, question=q, gold=gold, response=resp, label=positive,
                          style='%s/%s%s' % (sub, scen, '_' + note if positive else ''), language=lang, long=long_))

    cases += special_cases(load('putnam/putnam_with_answers.jsonl'))
    with open(os.path.join(HERE, 'cases.jsonl'), 'w', encoding='utf-8') as f:
        for n, c in enumerate(cases, 1):
            c = dict(id='w-%04d' % n, **{k: v for k, v in c.items() if k != 'long'})
            f.write(json.dumps(c, ensure_ascii=False) + '\n')
    print(len(cases))

if __name__ == '__main__':
    main()
