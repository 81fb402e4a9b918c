#!/usr/bin/env python3
"""Blind labeled set M for a math final-answer grader.  Deterministic (seed fixed), stdlib only.
Usage: python3 make_cases.py [DATA_DIR]   (default ../shared/data relative to this file, i.e. /work/shared/data)
Writes cases.jsonl next to this script."""
import json, os, re, random, sys
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, '..', 'shared', 'data')
R = random.Random(20261202)

def load(rel):
    with open(os.path.join(DATA, rel), encoding='utf-8') as f:
        return [json.loads(l) for l in f]

HD = load('harp/harp_default.jsonl')
HM = load('harp/harp_mcq.jsonl')
MPH = load('math_perturb/math_perturb_hard.jsonl')
MPS = load('math_perturb/math_perturb_simple.jsonl')
PB = load('putnam/putnam_with_answers.jsonl')

# ---------------------------------------------------------------- number helpers
ONES = 'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split()
TENS = 'x x twenty thirty forty fifty sixty seventy eighty ninety'.split()
def en_words(n):
    if n < 0: return 'negative ' + en_words(-n)
    if n < 20: return ONES[n]
    if n < 100: return TENS[n // 10] + ('' if n % 10 == 0 else '-' + ONES[n % 10])
    if n < 1000: return ONES[n // 100] + ' hundred' + ('' if n % 100 == 0 else ' ' + en_words(n % 100))
    if n < 1000000: return en_words(n // 1000) + ' thousand' + ('' if n % 1000 == 0 else ' ' + en_words(n % 1000))
    raise ValueError
ZH = '零一二三四五六七八九'
def zh_words(n):
    if not 0 <= n < 10000: raise ValueError
    if n < 10: return ZH[n]
    s = ''; units = [(1000, '千'), (100, '百'), (10, '十'), (1, '')]
    zero = False
    for u, name in units:
        d = n // u % 10
        if d == 0:
            if s: zero = True
            continue
        if zero: s += '零'; zero = False
        if not (u == 10 and d == 1 and not s): s += ZH[d]
        elif u == 10: pass
        s += name
    return s
AR_DIG = '٠١٢٣٤٥٦٧٨٩'; HI_DIG = '०१२३४५६७८९'; FA_DIG = '۰۱۲۳۴۵۶۷۸۹'; FW_DIG = '０１２３４５６７８９'
def digits(n, table):
    s = str(n); return ''.join(table[int(c)] if c.isdigit() else c for c in s)
FR_W = 'zéro un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize dix-sept dix-huit dix-neuf vingt'.split()
ES_W = 'cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve veinte'.split()
DE_W = 'null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn zwanzig'.split()

def int_gold(g):
    """integer value of a gold field if it is a plain integer, else None"""
    if isinstance(g, bool): return None
    if isinstance(g, int): return g
    if isinstance(g, str):
        m = re.fullmatch(r'\$?\s*(-?\d+)\s*\$?', g.strip())
        if m: return int(m.group(1))
    return None

def frac_gold(g):
    if not isinstance(g, str): return None
    m = re.fullmatch(r'\$?\s*(-?)\\d?frac\{(\d+)\}\{(\d+)\}\s*\$?', g.strip())
    if m:
        fr = Fraction(int(m.group(2)), int(m.group(3)))
        if m.group(1): fr = -fr
        if fr.denominator != 1 and fr == Fraction(int(m.group(2)), int(m.group(3))) * (-1 if m.group(1) else 1):
            return fr
    return None

def terminating(fr):
    d = fr.denominator
    for p in (2, 5):
        while d % p == 0: d //= p
    return d == 1

def dec_str(fr):
    # exact decimal for terminating fractions
    s = '-' if fr < 0 else ''; fr = abs(fr)
    ip = fr.numerator // fr.denominator; rem = fr - ip; ds = ''
    while rem:
        rem *= 10; d = rem.numerator // rem.denominator; ds += str(d); rem -= d
    return s + str(ip) + ('.' + ds if ds else '')

def frac_tex(fr, cmd='frac'):
    if fr < 0: return '-\\%s{%d}{%d}' % (cmd, -fr.numerator, fr.denominator)
    return '\\%s{%d}{%d}' % (cmd, fr.numerator, fr.denominator)

def strip_dollars(g):
    g = str(g).strip()
    if len(g) >= 2 and g[0] == '$' and g[-1] == '$': g = g[1:-1].strip()
    return g

# ---------------------------------------------------------------- reasoning bodies
def sol_snippet(row, maxlen=420):
    s = row.get('solution_1') or ''
    # drop boxed wrappers so the snippet carries no final-answer marker of its own
    s = s.replace('\\boxed', '').replace('\\fbox', '')
    s = re.sub(r'\[asy\].*?\[/asy\]', '', s, flags=re.S)
    s = s.strip()
    if len(s) > maxlen:
        cut = s.rfind('. ', 0, maxlen)
        s = s[:cut + 1] if cut > 80 else s[:maxlen]
    return s

GENERIC_STEPS = [
    "Let me set up the problem carefully and name the unknowns.",
    "First I restate what is being asked, then compute step by step.",
    "We translate the conditions into equations and simplify.",
    "Consider the structure of the expression; a substitution should help.",
    "I'll check small cases first to see the pattern, then generalize.",
    "Using the given relations, we can reduce to a single variable.",
]
def reasoning(row, n=1):
    snip = sol_snippet(row) if isinstance(row, dict) and row.get('solution_1') else ''
    parts = R.sample(GENERIC_STEPS, n)
    if snip: parts.append(snip)
    return '\n\n'.join(parts)

# ---------------------------------------------------------------- case store
CASES = []
def add(bench, src, question, gold, response, label, style, lang='en'):
    CASES.append(dict(benchmark=bench, source_row=src, question=question, gold=gold,
                      response=response, label=bool(label), style=style, language=lang))

# ---------------------------------------------------------------- positive wrappers: (final answer text A) -> response
def w_think_boxed(body, A):
    return "<think>\n%s\n\nSo the result should be %s. Let me double-check... yes.\n</think>\n\nThe answer is $\\boxed{%s}$." % (body, A, A)
def w_deepseek(body, A):
    return "<｜Assistant｜><think>\nOkay, let's see. %s\n\nHmm, that gives %s. I think that's it.\n</think>\n\n**Solution.** %s\n\nTherefore the final answer is $\\boxed{%s}$.<｜end▁of▁sentence｜>" % (body[:200], A, body[:160], A)
def w_qwen(body, A):
    return "<|im_start|>assistant\n%s\n\nPutting it together:\n\\[\n\\boxed{%s}\n\\]<|im_end|>" % (body, A)
def w_llama(body, A):
    return "<|start_header_id|>assistant<|end_header_id|>\n\n## Step 1: Understand the problem\n%s\n\n## Step 2: Conclude\nThe final answer is: $\\boxed{%s}$<|eot_id|>" % (body, A)
def w_gemma(body, A):
    return "<start_of_turn>model\nHere's how to solve it:\n\n* %s\n\n**Answer:** %s<end_of_turn>" % (body.replace('\n\n', '\n* '), A)
def w_harmony(body, A):
    return ("<|start|>assistant<|channel|>analysis<|message|>We need compute. %s Let's finalize.<|end|>"
            "<|start|>assistant<|channel|>final<|message|>**Answer:** $%s$<|return|>") % (body[:300], A)
def w_mistral(body, A):
    return "[INST] Solve the problem. [/INST] %s\n\nThus, the answer is **%s**.</s>" % (body, A)
def w_phi(body, A):
    return "<|assistant|>\n%s\n\nFinal answer: %s<|end|>" % (body, A)
def w_minerva(body, A):
    return "%s\n\nFinal Answer: The final answer is $%s$. I hope it is correct." % (body, A)
def w_gsm(body, A):
    return "%s\n#### %s" % (body, A)
def w_xml(body, A):
    return "<reasoning>\n%s\n</reasoning>\n<answer>\n%s\n</answer>" % (body, A)
def w_md_table(body, A):
    return "### Approach\n%s\n\n### Summary\n\n| Quantity | Value |\n|---|---|\n| Requested answer | **%s** |\n\n> **Final answer:** %s" % (body, A, A)
def w_json(body, A):
    return json.dumps({"reasoning": body[:250], "final_answer": A}, ensure_ascii=False, indent=2)
def w_toolcall(body, A):
    args = json.dumps({"answer": A, "confidence": 0.93}, ensure_ascii=False)
    return json.dumps({"role": "assistant", "content": None, "tool_calls": [{"id": "call_7f3a", "type": "function", "function": {"name": "submit_answer", "arguments": args}}]}, ensure_ascii=False)
def w_terse(body, A):
    return A
def w_fbox(body, A):
    return "%s\n\nHence $\\fbox{%s}$." % (body, A)
def w_answer_line(body, A):
    return "%s\n\nANSWER: %s" % (body, A)
def w_claude(body, A):
    return "I'll work through this step by step.\n\n%s\n\n---\n\n**Answer: %s**" % (body, A)
def w_boxed_display(body, A):
    return "%s\n$$\\boxed{\\displaystyle %s}$$" % (body, A)

POS_WRAPS = [('think/boxed', w_think_boxed), ('special_tokens/deepseek_r1', w_deepseek), ('special_tokens/qwen_chatml', w_qwen),
             ('special_tokens/llama3', w_llama), ('special_tokens/gemma', w_gemma), ('special_tokens/harmony', w_harmony),
             ('special_tokens/mistral_inst', w_mistral), ('special_tokens/phi', w_phi), ('plain/minerva_final_answer', w_minerva),
             ('plain/gsm_hashes', w_gsm), ('xml/answer_tag', w_xml), ('markdown/table', w_md_table), ('agent/json_final', w_json),
             ('agent/tool_call_args', w_toolcall), ('terse/bare', w_terse), ('latex/fbox', w_fbox), ('plain/answer_colon', w_answer_line),
             ('markdown/bold_answer', w_claude), ('latex/display_boxed', w_boxed_display)]

# ---------------------------------------------------------------- negative wrappers: gold text G appears, final is W
def n_corrected(body, G, W):
    return "%s\n\nThis gives $%s$. Wait — I dropped a factor in the second step. Redoing it carefully, the correct value is $%s$.\n\n$\\boxed{%s}$" % (body, G, W, W)
def n_hedge(body, G, W):
    return "%s\n\nDepending on how the condition is read, the answer is either $%s$ or $%s$; both seem defensible.\n\n**Answer:** $%s$ or $%s$" % (body, G, W, G, W)
def n_retract(body, G, W):
    return "%s\n\n$\\boxed{%s}$\n\nHmm, actually that's not right — I misread the question. Let me redo it.\n\n...\n\nSo the answer is $\\boxed{%s}$." % (body, G, W)
def n_think_vs_final(body, G, W):
    return "<think>\n%s\nSo I get %s.\nBut hold on, the problem asks for something slightly different; adjusting gives %s.\n</think>\n\nThe answer is $\\boxed{%s}$." % (body, G, W, W)
def n_json_candidate(body, G, W):
    return json.dumps({"candidates": [G, W], "rejected": G, "final_answer": W}, ensure_ascii=False)
def n_code(body, G, W):
    return ("Let me verify with code.\n\n```python\nfrom fractions import Fraction\n# intermediate quantity\nprint('intermediate:', %r)\n# requested quantity\nprint('answer:', %r)\n```\n```output\nintermediate: %s\nanswer: %s\n```\n\nThe code confirms the requested value is **%s**.") % (G, W, G, W, W)
def n_truncated(body, G, W):
    b = body + "\n\nNow we check whether $%s$ satisfies every condition. Substituting back, the first condition holds, but for the second we need" % G
    return "<think>\n" + b
def n_harmony(body, G, W):
    return ("<|start|>assistant<|channel|>analysis<|message|>%s Candidate %s. But re-check: off by one. So %s.<|end|>"
            "<|start|>assistant<|channel|>final<|message|>%s<|return|>") % (body[:250], G, W, W)
def n_md(body, G, W):
    return "## Solution\n\n%s\n\n- Intermediate result: **%s**\n- ~~Final: %s~~ (error above)\n- Corrected final: **%s**\n\n**Final answer: %s**" % (body, G, G, W, W)
NEG_WRAPS = [('neg/corrected_intermediate', n_corrected), ('neg/hedge_two_values', n_hedge), ('neg/retracted_boxed', n_retract),
             ('neg/think_vs_final', n_think_vs_final), ('neg/json_rejected', n_json_candidate), ('neg/code_intermediate', n_code),
             ('neg/truncated', n_truncated), ('neg/harmony_final_differs', n_harmony), ('neg/markdown_struck', n_md)]

# positive wrappers where the wrong value appears first and the gold is final (hard positives)
def p_corrected(body, G, W):
    return "%s\n\nThat gives $%s$... no wait, I used the wrong sign. Fixing it: the answer is $%s$.\n\n$\\boxed{%s}$" % (body, W, G, G)
def p_think_doubt(body, G, W):
    return "<think>\n%s\nFirst try gives %s, hmm, that contradicts the constraint. Recompute: %s. Yes.\n</think>\n**%s**" % (body, W, G, G)
HARD_POS = [('hardpos/corrected_to_gold', p_corrected), ('hardpos/think_doubt', p_think_doubt)]

# ---------------------------------------------------------------- multilingual wrappers
LANG = {
 'zh': ("让我们一步一步地思考。", "所以答案是 {A}。", "最终答案：$\\boxed{{{A}}}$"),
 'ja': ("順を追って考えます。", "したがって、答えは {A} です。", "**答え：{A}**"),
 'ko': ("단계별로 풀어 보겠습니다.", "따라서 답은 {A}입니다.", "**정답: {A}**"),
 'ru': ("Решим задачу по шагам.", "Следовательно, ответ: {A}.", "**Ответ:** {A}"),
 'ar': ("لنحل المسألة خطوة بخطوة.", "إذن الإجابة هي {A}.", "**الإجابة النهائية:** {A}"),
 'hi': ("आइए चरण दर चरण हल करें।", "अतः उत्तर {A} है।", "**अंतिम उत्तर:** {A}"),
 'vi': ("Ta giải từng bước.", "Vậy đáp án là {A}.", "**Đáp án:** {A}"),
 'fr': ("Procédons étape par étape.", "Donc la réponse est {A}.", "**Réponse finale :** {A}"),
 'es': ("Resolvamos paso a paso.", "Por lo tanto, la respuesta es {A}.", "**Respuesta final:** {A}"),
 'de': ("Wir gehen Schritt für Schritt vor.", "Also lautet die Antwort {A}.", "**Endergebnis:** {A}"),
 'pt': ("Vamos resolver passo a passo.", "Portanto, a resposta é {A}.", "**Resposta final:** {A}"),
 'fa': ("بیایید گام به گام حل کنیم.", "بنابراین پاسخ {A} است.", "**پاسخ نهایی:** {A}"),
 'it': ("Procediamo passo dopo passo.", "Quindi la risposta è {A}.", "**Risposta finale:** {A}"),
 'tr': ("Adım adım çözelim.", "Dolayısıyla cevap {A}.", "**Cevap:** {A}"),
}
LANG_NEG = {  # (gold mentioned, then rejected) final W
 'zh': "我先得到 {G}，但这是中间量，不是题目所求。题目要求的量是 {W}。\n\n最终答案：{W}",
 'ja': "途中で {G} が出ましたが、これは求める値ではありません。正しくは {W} です。\n\n**答え：{W}**",
 'ko': "처음에 {G}를 얻었지만 계산 실수가 있었습니다. 다시 계산하면 {W}입니다.\n\n**정답: {W}**",
 'ru': "Сначала получаем {G}, но это промежуточная величина. Искомое значение равно {W}.\n\n**Ответ:** {W}",
 'ar': "حصلنا أولاً على {G} لكن هذا خطأ في الحساب. بعد التصحيح نحصل على {W}.\n\n**الإجابة النهائية:** {W}",
 'hi': "पहले हमें {G} मिला, पर यह गलत है। सुधार करने पर {W} मिलता है।\n\n**अंतिम उत्तर:** {W}",
 'vi': "Ban đầu ta được {G}, nhưng đó là đại lượng trung gian. Đáp số cần tìm là {W}.\n\n**Đáp án:** {W}",
 'fr': "On obtient d'abord {G}, mais c'est une valeur intermédiaire. La quantité demandée vaut {W}.\n\n**Réponse finale :** {W}",
 'es': "Primero obtenemos {G}, pero es un valor intermedio. La cantidad pedida es {W}.\n\n**Respuesta final:** {W}",
 'de': "Zunächst erhalten wir {G}, das ist aber nur ein Zwischenergebnis. Gesucht ist {W}.\n\n**Endergebnis:** {W}",
 'pt': "Primeiro obtemos {G}, mas isso é um valor intermediário. A quantidade pedida é {W}.\n\n**Resposta final:** {W}",
}
def lang_pos(lang, body, A):
    intro, concl, final = LANG[lang]
    return "%s\n\n%s\n\n%s\n\n%s" % (intro, body, concl.format(A=A), final.format(A=A))
def lang_neg(lang, body, G, W):
    intro = LANG[lang][0]
    return "%s\n\n%s\n\n%s" % (intro, body, LANG_NEG[lang].format(G=G, W=W))

# ---------------------------------------------------------------- integer transformations (equivalent notations)
def int_variants(n, lang_hint=None):
    """list of (subtype, text, lang) equal to n"""
    v = [('plain', str(n), 'en'), ('latex_dollars', '$%d$' % n, 'en'), ('trailing_zero_decimal', '%d.0' % n, 'en'),
         ('text_wrapped', '\\text{%d}' % n, 'en'), ('mathbf', '\\mathbf{%d}' % n, 'en')]
    if abs(n) >= 1000: v += [('thousands_comma', '{:,}'.format(n), 'en'), ('latex_thin_space', '{:,}'.format(n).replace(',', '\\,'), 'en'),
                             ('latex_comma_brace', '{:,}'.format(n).replace(',', '{,}'), 'en')]
    if 0 <= n < 1000000: v += [('english_words', en_words(n), 'en')]
    if 0 <= n < 10000: v += [('chinese_numerals', zh_words(n), 'zh')]
    if 0 <= n <= 20: v += [('french_words', FR_W[n], 'fr'), ('spanish_words', ES_W[n], 'es'), ('german_words', DE_W[n], 'de')]
    if n >= 0: v += [('arabic_indic_digits', digits(n, AR_DIG), 'ar'), ('devanagari_digits', digits(n, HI_DIG), 'hi'),
                     ('persian_digits', digits(n, FA_DIG), 'fa'), ('fullwidth_digits', digits(n, FW_DIG), 'ja')]
    return v

def wrong_int(n):
    d = R.choice([1, -1, 2, -2, 10, 3])
    w = n + d
    if w == n: w = n + 1
    return w

# ================================================================= HARP default: integer golds
int_rows = [i for i, r in enumerate(HD) if int_gold(r['answer']) is not None and not r.get('multiple_choice_only')]
frac_rows = [i for i, r in enumerate(HD) if frac_gold(r['answer']) is not None]
R.shuffle(int_rows); R.shuffle(frac_rows)
big_rows = [i for i in int_rows if abs(int_gold(HD[i]['answer'])) >= 1000]

def harp_src(i): return 'harp/harp_default.jsonl:%d' % i

used = set()
def take(pool, k):
    out = []
    for i in pool:
        if i in used: continue
        used.add(i); out.append(i)
        if len(out) == k: break
    return out

# positives in wrapper formats with plain gold
for k, i in enumerate(take(int_rows, 38)):
    r = HD[i]; n = int_gold(r['answer']); name, fn = POS_WRAPS[k % len(POS_WRAPS)]
    add('harp', harp_src(i), r['problem'], r['answer'], fn(reasoning(r), str(n)), True, name + '/int')
# positives in equivalent notations
for k, i in enumerate(take(big_rows, 8) + take(int_rows, 22)):
    r = HD[i]; n = int_gold(r['answer'])
    vs = int_variants(n); sub, txt, lang = vs[k % len(vs)] if abs(n) < 1000 or k >= 8 else R.choice(vs[5:8])
    if lang in LANG and lang != 'en':
        resp = lang_pos(lang, reasoning(r), txt)
    else:
        name, fn = POS_WRAPS[(k * 7) % len(POS_WRAPS)]
        if sub == 'english_words':
            resp = "%s\n\nSo there are %s in total — the answer is %s." % (reasoning(r), txt, txt)
        else:
            resp = fn(reasoning(r), txt)
    add('harp', harp_src(i), r['problem'], r['answer'], resp, True, 'notation/' + sub, lang)
# negatives
for k, i in enumerate(take(int_rows, 56)):
    r = HD[i]; n = int_gold(r['answer']); w = wrong_int(n)
    name, fn = NEG_WRAPS[k % len(NEG_WRAPS)]
    add('harp', harp_src(i), r['problem'], r['answer'], fn(reasoning(r), str(n), str(w)), False, name + '/int')
# hard positives
for k, i in enumerate(take(int_rows, 10)):
    r = HD[i]; n = int_gold(r['answer']); w = wrong_int(n)
    name, fn = HARD_POS[k % 2]
    add('harp', harp_src(i), r['problem'], r['answer'], fn(reasoning(r), str(n), str(w)), True, name + '/int')
# multilingual pos/neg on integers
langs = list(LANG_NEG.keys())
for k, i in enumerate(take(int_rows, 22)):
    r = HD[i]; n = int_gold(r['answer']); lang = langs[k % len(langs)]
    if k % 2 == 0:
        add('harp', harp_src(i), r['problem'], r['answer'], lang_pos(lang, reasoning(r), str(n)), True, 'multilingual/pos', lang)
    else:
        add('harp', harp_src(i), r['problem'], r['answer'], lang_neg(lang, reasoning(r), str(n), str(wrong_int(n))), False, 'multilingual/neg_intermediate', lang)
# near-miss negatives without gold as final: off-by-one, sign, x10
for k, i in enumerate(take(int_rows, 8)):
    r = HD[i]; n = int_gold(r['answer'])
    w = [n + 1, n - 1, -n if n != 0 else 1, n * 10 if n != 0 else 10][k % 4]
    name, fn = POS_WRAPS[(k * 3 + 1) % len(POS_WRAPS)]
    add('harp', harp_src(i), r['problem'], r['answer'], fn(reasoning(r), str(w)), False, 'neg/near_miss/' + name.split('/')[0])

# ================================================================= HARP default: fraction golds
for k, i in enumerate(take(frac_rows, 26)):
    r = HD[i]; fr = frac_gold(r['answer']); G = strip_dollars(r['answer'])
    m = k % 6
    if m == 0 and terminating(fr):
        add('harp', harp_src(i), r['problem'], r['answer'], w_qwen(reasoning(r), dec_str(fr)), True, 'notation/decimal_for_fraction')
    elif m == 1:
        add('harp', harp_src(i), r['problem'], r['answer'], w_gsm(reasoning(r), '%d/%d' % (fr.numerator, fr.denominator)), True, 'notation/slash_fraction')
    elif m == 2:
        add('harp', harp_src(i), r['problem'], r['answer'], w_think_boxed(reasoning(r), frac_tex(fr, 'dfrac')), True, 'notation/dfrac')
    elif m == 3 and fr.numerator != fr.denominator:
        inv = Fraction(fr.denominator, fr.numerator)
        add('harp', harp_src(i), r['problem'], r['answer'], w_minerva(reasoning(r) + "\n\nNote that the reciprocal quantity is $%s$." % G, frac_tex(inv)), False, 'neg/reciprocal_final')
    elif m == 4:
        W = frac_tex(fr + 1) if (fr + 1).denominator != 1 else str(fr + 1)
        add('harp', harp_src(i), r['problem'], r['answer'], n_hedge(reasoning(r), G, W), False, 'neg/hedge_two_values/frac')
    else:
        # unreduced equivalent fraction
        a, b = fr.numerator * 3, fr.denominator * 3
        add('harp', harp_src(i), r['problem'], r['answer'], w_claude(reasoning(r), '\\frac{%d}{%d}' % (a, b)), True, 'notation/unreduced_fraction')

# ================================================================= HARP special golds (hand-written)
SPECIAL = [
 # (row, positive answer text, negative scenario (G_shown, W_final), style tag)
 (0, '\\frac{32}{3}', ('10\\frac{2}{3}', '21\\frac{1}{3}'), 'mixed_number'),
 (9, '\\{4, 2, 1, 0\\}', ('0,1,2,4', '1,2,4'), 'list_roots'),
 (14, '24 cubic inches', ('24', '48'), 'units'),
 (37, '11.\\overline{1}\\%', ('11\\frac{1}{9}\\%', '10\\%'), 'percent'),
 (42, 'a = -5 \\text{ or } a = 20', ('20, -5', '20'), 'list_values'),
 (63, '3 \\text{ or } 9', ('9 or 3', '3'), 'list_values'),
 (81, '3', ('three', '4'), 'word_number'),
 (760, '\\{4,-4,0\\}', ('\\{-4,0,4\\}', '\\{-4,-2,0,2,4\\}'), 'set'),
 (833, '\\left(0.8,\\ 0.4\\right)', ('(\\frac45,\\frac25)', '(\\frac25,\\frac45)'), 'point'),
 (973, '36', ('36', '6'), 'units'),
 (1053, '30 in', ('30', '28'), 'units'),
 (1101, '36{,}000{,}000', ('36 million', '600{,}000'), 'large_number_words'),
 (1124, '\\text{Ann, Dick, Bill, Carol}', ('Ann, Dick, Bill, Carol', 'Carol, Bill, Dick, Ann'), 'ordered_list'),
 (1169, '\\text{a rectangle}', ('rectangle', 'rhombus'), 'word'),
 (1191, '\\text{infinitely many}', ('\\infty', '2'), 'infinity'),
 (1328, '\\text{The same (no change)}', ('the same', '2 more'), 'sentence'),
 (1772, '\\text{Moe}', ('Moe', 'Jo'), 'name'),
 (1862, '\\text{Thursday}', ('Thursday', 'Friday'), 'weekday'),
 (1995, '5.5', ('5.5 cents', '6'), 'decimal_units'),
 (2063, 'Beth', ('Beth', 'Andy'), 'name'),
 (2523, '\\{1,-1\\}', ('\\{-1,1\\}', '\\{x \\neq 0\\}'), 'set'),
 (3451, '251750000', ('251,750,000', '402,800,000'), 'spaced_number'),
 (3873, '(3,4)', ('(3,4)', '(2,3)'), 'interval'),
 (3214, '\\text{Friday}', ('Friday', 'Tuesday'), 'weekday'),
]
for k, (i, pos, (Gs, Wf), tag) in enumerate(SPECIAL):
    r = HD[i]; used.add(i)
    pname, pfn = POS_WRAPS[(k * 5 + 2) % len(POS_WRAPS)]
    if tag in ('ordered_list',):
        resp_neg = "%s\n\nRanking from highest to lowest: %s.\n\n**Answer:** %s" % (reasoning(r), Wf, Wf)
    else:
        nname, nfn = NEG_WRAPS[k % len(NEG_WRAPS)]
        resp_neg = nfn(reasoning(r), Gs, Wf)
    add('harp', harp_src(i), r['problem'], r['answer'], pfn(reasoning(r), pos), True, 'special/%s/%s' % (tag, pname.split('/')[-1]))
    add('harp', harp_src(i), r['problem'], r['answer'], resp_neg, False, 'special_neg/%s' % tag)

# ================================================================= HARP MCQ
mcq_rows = [i for i, r in enumerate(HM) if r.get('answer_choice') in 'ABCDE' and r.get('choices') and r['answer_choice'] in r['choices']]
R.shuffle(mcq_rows)
mk = 0
for i in mcq_rows:
    if mk >= 40: break
    r = HM[i]; L = r['answer_choice']; ch = r['choices']
    vals = [strip_dollars(v) for v in ch.values()]
    if len(set(vals)) != len(vals): continue
    gv = strip_dollars(ch[L]); others = [x for x in ch if x != L]
    wl = R.choice(others); wv = strip_dollars(ch[wl]); src = 'harp/harp_mcq.jsonl:%d' % i
    body = reasoning(r)
    m = mk % 8
    if m == 0:
        add('harp', src, r['problem'], r['answer'], "%s\n\nThe answer is $\\boxed{\\textbf{(%s) } %s}$" % (body, L, gv), True, 'mcq/boxed_letter_and_value')
    elif m == 1:
        add('harp', src, r['problem'], r['answer'], "%s\n\nWe get $%s$, which matches choice **(%s)**. Hmm, but rereading, that was for the wrong case; the right one is $%s$.\n\n**Answer: (%s)**" % (body, gv, L, wv, wl), False, 'mcq_neg/wrong_letter_after_gold')
    elif m == 2:
        add('harp', src, r['problem'], r['answer'], json.dumps({"choice": L, "value": gv}, ensure_ascii=False), True, 'mcq/json_choice_value')
    elif m == 3:
        add('harp', src, r['problem'], r['answer'], "<think>\n%s\nIt's between (%s) %s and (%s) %s.\n</think>\nI'd say (%s) %s, although (%s) %s is also plausible." % (body, L, gv, wl, wv, L, gv, wl, wv), False, 'mcq_neg/hedge_two_choices')
    elif m == 4:
        add('harp', src, r['problem'], r['answer'], "**Answer: (%s) $%s$**\n\nReasoning: %s" % (L, gv, body[:300]), True, 'mcq/answer_first')
    elif m == 5:
        add('harp', src, r['problem'], r['answer'], "%s\n\nFinal: \\boxed{%s}" % (body, wl) + "\n\n(Option %s is $%s$; option %s was $%s$.)" % (wl, wv, L, gv), False, 'mcq_neg/boxed_wrong_letter')
    elif m == 6:
        lang = ['zh', 'ja', 'ko', 'ru', 'es'][(mk // 8) % 5]
        add('harp', src, r['problem'], r['answer'], lang_pos(lang, body, '(%s) $%s$' % (L, gv)), True, 'mcq/multilingual_letter_value', lang)
    else:
        add('harp', src, r['problem'], r['answer'], "%s\n\nEliminating: (%s) $%s$ fails. So the answer is ($%s$)" % (body, L, gv, wv) if False else
            "%s\n\nChecking choices: (%s) $%s$ satisfies the first condition. (%s) $%s$ satisfies both. **Answer: (%s) $%s$**" % (body, L, gv, wl, wv, wl, wv), False, 'mcq_neg/checked_gold_then_other')
    mk += 1

# ================================================================= MATH-Perturb
MP = [('math_perturb/math_perturb_hard.jsonl', j, r) for j, r in enumerate(MPH)] + [('math_perturb/math_perturb_simple.jsonl', j, r) for j, r in enumerate(MPS)]
R.shuffle(MP)
MP_SPECIAL_POS = {  # gold string -> equivalent rendering
 '0 or 4': '4 \\text{ or } 0', '11\\sqrt{3}/2': '\\frac{11\\sqrt{3}}{2}', '\\emptyset': '\\varnothing', '\\sqrt{2}-1': '-1+\\sqrt{2}',
 '(2^6) *( 3^4) * (5^2)': '129600', '30^\\circ': '30°', '\\frac{7}{10}': '0.7', '[2,10]': '\\left[2, 10\\right]', '40^\\circ': '40 degrees',
 '60^\\circ': '60', '270,\\!000': '270000', '3,\\!889,\\!620': '3889620', '\\sqrt{15}/4': '\\frac{\\sqrt{15}}{4}', '9/\\sqrt{5}': '\\frac{9\\sqrt{5}}{5}',
 '\\frac{13}{20}': '0.65', '\\frac{1}{5}': '0.2', '6-\\sqrt{5}': '-\\sqrt{5}+6', '1 + \\sqrt[3]{3}': '1+3^{1/3}', '\\sqrt{2}': '2^{1/2}',
 '18\\pi': '18 \\pi', '\\frac{400}{3}': '133\\frac{1}{3}', '\\frac{9}{7}': '9/7', '\\frac{49}{54}': '\\dfrac{49}{54}', '\\infty': '+\\infty',
 '5^{2/3}': '\\sqrt[3]{25}', '4\\pi-8': '4(\\pi-2)', '\\sqrt{2}/3': '\\frac{\\sqrt2}{3}', '-m-2': '-(m+2)', '12+12\\sqrt{2}': '12(1+\\sqrt{2})',
 '3k^2 - k': 'k(3k-1)', 'n+1': '1+n', '2+\\log_5 4': '\\log_5 100', '26+6\\sqrt{3}': '6\\sqrt3+26',
}
MP_SPECIAL_NEG = {'0 or 4': '4', '\\emptyset': '\\{0\\}', '[2,10]': '(2,10)', '\\frac{1}{5}': '\\frac{1}{4}', '\\sqrt{2}-1': '\\sqrt{2}+1',
 '5^{2/3}': '5^{3/2}', '4\\pi-8': '4\\pi-4', '12+12\\sqrt{2}': '12+6\\sqrt{2}', '3k^2 - k': '3k^2+k', 'n+1': 'n', '\\infty': '0',
 '6-\\sqrt{5}': '6+\\sqrt{5}', '\\frac{13}{20}': '\\frac{7}{20}', '60^\\circ': '120^\\circ', '-m-2': 'm+2', '[0, 90^\\circ]': '[0, 45^\\circ]'}
mpk = 0; mp_used = 0
for fname, j, r in MP:
    if mp_used >= 100: break
    g = r['answer']; src = '%s:%d' % (fname, j); q = r['problem']
    body = reasoning(None, 2)
    gs = g if isinstance(g, str) else None
    n = int_gold(g)
    if gs in MP_SPECIAL_POS and mpk % 2 == 0:
        name, fn = POS_WRAPS[(mpk * 3) % len(POS_WRAPS)]
        add('math_perturb', src, q, g, fn(body, MP_SPECIAL_POS[gs]), True, 'mp_equiv/' + name.split('/')[-1])
    elif gs in MP_SPECIAL_NEG:
        name, fn = NEG_WRAPS[mpk % len(NEG_WRAPS)]
        add('math_perturb', src, q, g, fn(body, gs, MP_SPECIAL_NEG[gs]), False, name + '/expr')
    elif n is not None:
        m = mpk % 7
        if m in (0, 3):
            vs = int_variants(n); sub, txt, lang = vs[(mpk // 7) % len(vs)]
            if lang != 'en' and lang in LANG: add('math_perturb', src, q, g, lang_pos(lang, body, txt), True, 'notation/' + sub, lang)
            else:
                name, fn = POS_WRAPS[mpk % len(POS_WRAPS)]; add('math_perturb', src, q, g, fn(body, txt), True, 'notation/' + sub)
        elif m in (1, 4, 6):
            name, fn = NEG_WRAPS[(mpk // 2) % len(NEG_WRAPS)]
            add('math_perturb', src, q, g, fn(body, str(n), str(wrong_int(n))), False, name + '/int')
        elif m == 2:
            name, fn = HARD_POS[(mpk // 7) % 2]; add('math_perturb', src, q, g, fn(body, str(n), str(wrong_int(n))), True, name + '/int')
        else:
            lang = langs[(mpk // 7) % len(langs)]
            add('math_perturb', src, q, g, lang_neg(lang, body, str(n), str(wrong_int(n))), False, 'multilingual/neg_intermediate', lang)
    elif isinstance(g, float):
        if mpk % 2 == 0:
            add('math_perturb', src, q, g, w_json(body, str(g).rstrip('0')), True, 'agent/json_final/float')
        else:
            add('math_perturb', src, q, g, n_corrected(body, str(g), str(round(g * 2, 4))), False, 'neg/corrected_intermediate/float')
    else:
        continue
    mpk += 1; mp_used += 1

# second pass: every remaining MATH-Perturb row with an unusual (non-integer) gold we have a hand-checked rendering for
mp_seen = {c['source_row'] for c in CASES if c['benchmark'] == 'math_perturb'}
extra = 0
for fname, rows in (('math_perturb/math_perturb_hard.jsonl', MPH), ('math_perturb/math_perturb_simple.jsonl', MPS)):
    for j, r in enumerate(rows):
        g = r['answer']; src = '%s:%d' % (fname, j)
        if src in mp_seen or not isinstance(g, str) or extra >= 30: continue
        body = reasoning(None, 2)
        if g in MP_SPECIAL_POS and extra % 3 != 2:
            name, fn = POS_WRAPS[(extra * 4 + 3) % len(POS_WRAPS)]
            add('math_perturb', src, r['problem'], g, fn(body, MP_SPECIAL_POS[g]), True, 'mp_equiv/' + name.split('/')[-1]); extra += 1
        elif g in MP_SPECIAL_NEG:
            name, fn = NEG_WRAPS[(extra * 2 + 1) % len(NEG_WRAPS)]
            add('math_perturb', src, r['problem'], g, fn(body, g, MP_SPECIAL_NEG[g]), False, name + '/expr'); extra += 1

# ================================================================= Putnam (hand-extracted answers)
PUT = [  # (row index in putnam_with_answers.jsonl, answer as a model would state it, equivalent alt or None, wrong value)
 (1, 'n(n+1)2^{n-2}', '(n^2+n)2^{n-2}', 'n(n+1)2^{n-1}'),
 (3, 'a=2', '2', 'a=1'),
 (9, '2^{n-1}', None, '2^n'),
 (10, '\\frac{1}{2}', '0.5', '1'),
 (14, '8', None, '4'),
 (17, 'p^2+p', 'p(p+1)', 'p^2'),
 (46, 'n!', None, '(n-1)!'),
 (47, 'k=-\\frac{7}{8}', '-0.875', 'k=\\frac{7}{8}'),
 (50, '\\frac{x}{1-x}', None, '\\frac{1}{1-x}'),
 (52, '\\frac{2}{3}', None, '\\frac{1}{3}'),
 (55, '\\frac{7}{4}', '1.75', '\\frac{5}{4}'),
 (56, 'p(x)=4x^4-4x^2+1', '(2x^2-1)^2', '4x^4+4x^2+1'),
 (64, '\\pi/4', '\\frac{\\pi}{4}', '\\pi/2'),
 (65, 'u=1/e', 'e^{-1}', 'u=e'),
 (69, '\\frac{1}{8}', None, '\\frac{1}{4}'),
 (72, '-1', None, '1'),
 (73, '12-8\\sqrt{2}', '4(3-2\\sqrt2)', '12+8\\sqrt{2}'),
 (82, '2301', None, '2300'),
 (87, '2', None, '1'),
 (92, '8', None, '6'),
 (96, 'e^d-1', None, 'e^d'),
 (97, '87', None, '78'),
 (103, '18', None, '16'),
 (104, '3', 'three', '2'),
 (105, '\\pi/2', None, '\\pi'),
 (110, '0', None, '1'),
 (116, '1', None, '0'),
 (132, 'T_n=n!+2^n', None, 'T_n=n!+2^{n-1}'),
 (143, '1/3', '\\frac13', '1/2'),
 (147, '1992', None, '1991'),
 (151, '4+\\pi', '\\pi+4', '4+2\\pi'),
 (152, '3984', None, '3983'),
 (159, '(-\\infty,1)', 'x<1', '(-\\infty,1]'),
 (172, '\\sqrt{e}', 'e^{1/2}', 'e'),
 (189, '3', None, '2'),
 (194, '2\\sqrt{2}-1', None, '2\\sqrt{2}+1'),
 (199, '2/e', '\\frac{2}{e}', '1/e'),
 (205, '6\\pi^2', None, '4\\pi^2'),
 (206, '\\frac{n+1}{3}', None, '\\frac{n}{3}'),
 (210, '2^k', None, '2^{k-1}'),
 (214, '4', 'four', '3'),
 (218, '2^{n+1}', None, '2^n'),
 (220, '2', None, '3'),
 (222, '\\frac{\\sqrt 2}{2}', '\\frac{1}{\\sqrt{2}}', '\\sqrt{2}'),
 (235, '3', None, '4'),
 (239, '10053', None, '10052'),
 (240, 'S=3/2', '1.5', 'S=2'),
 (250, '-1', None, '1'),
 (254, '\\frac{1}{3}', None, '\\frac{2}{3}'),
 (259, '13725', None, '13726'),
 (260, 'L=\\frac{4}{7}', None, 'L=\\frac{3}{7}'),
 (263, '17/21', '\\frac{17}{21}', '16/21'),
 (265, '\\pi^2/16', '\\frac{\\pi^2}{16}', '\\pi^2/8'),
 (266, '8', None, '7'),
 (267, '\\frac{3+\\sqrt{5}}{2}', None, '\\frac{1+\\sqrt{5}}{2}'),
 (270, 'e-1', None, 'e'),
 (274, '1', None, '2'),
 (277, '(\\ln 2)^2', '\\ln^2 2', '\\ln 2'),
 (283, '\\{2^2, 2^4, 2^8, 2^{16}\\}', '\\{4, 16, 256, 65536\\}', '\\{2^2, 2^4, 2^8\\}'),
 (289, '\\frac{8}{\\pi^3}', None, '\\frac{4}{\\pi^3}'),
 (293, '508536', None, '508535'),
 (294, '4^k', '2^{2k}', '2^k'),
 (298, '1990', None, '1989'),
 (299, '\\frac{1}{4040}', None, '\\frac{1}{2020}'),
 (300, '578', None, '577'),
 (301, 'e', None, '1'),
 (306, '2/3', '\\frac{2}{3}', '1/3'),
 (309, '2n-2', '2(n-1)', '2n-3'),
 (318, 'n=18', '18', 'n=16'),
 (337, '-1/2', '-0.5', '1/2'),
 (340, '3', None, '2'),
]
PUT_JOBS = [(k, row, k % 5) for k, row in enumerate(PUT)] + [(k + 3, row, (k + 2) % 5) for k, row in enumerate(PUT) if k % 2 == 0]
for k, (i, ans, alt, wrong), m in PUT_JOBS:
    r = PB[i]; src = 'putnam/putnam_with_answers.jsonl:%d' % i; q = r['problem']; g = r['answer_text']
    body = reasoning(None, 2)
    if m == 0:
        name, fn = POS_WRAPS[(k * 2) % len(POS_WRAPS)]
        add('putnam', src, q, g, fn(body, ans), True, 'putnam/' + name.split('/')[-1])
    elif m == 1:
        name, fn = NEG_WRAPS[(k // 5) % len(NEG_WRAPS)]
        add('putnam', src, q, g, fn(body, ans, wrong), False, name + '/putnam')
    elif m == 2:
        if alt is not None:
            name, fn = POS_WRAPS[(k * 3 + 4) % len(POS_WRAPS)]
            add('putnam', src, q, g, fn(body, alt), True, 'putnam_equiv/' + name.split('/')[-1])
        else:
            lang = list(LANG.keys())[(k // 5) % len(LANG)]
            add('putnam', src, q, g, lang_pos(lang, body, '$%s$' % ans), True, 'multilingual/putnam_pos', lang)
    elif m == 3:
        name, fn = POS_WRAPS[(k * 5 + 1) % len(POS_WRAPS)]
        add('putnam', src, q, g, fn(body, wrong), False, 'neg/near_miss_expr/' + name.split('/')[-1])
    else:
        lang = langs[(k // 5) % len(langs)]
        add('putnam', src, q, g, lang_neg(lang, body, '$%s$' % ans, '$%s$' % wrong), False, 'multilingual/putnam_neg', lang)

# ================================================================= extra unusual formats (few each)
extra_rows = take(int_rows, 16)
for k, i in enumerate(extra_rows):
    r = HD[i]; n = int_gold(r['answer']); w = wrong_int(n); src = harp_src(i); body = reasoning(r)
    if k == 0:
        resp = "```lean\ntheorem answer : result = %d := by norm_num\n```\nThe Lean check closes the goal, so the answer is %d." % (n, n); lab = True; st = 'code/lean_theorem'
    elif k == 1:
        resp = "```python\n>>> solve()\n%d\n```\nAnswer: %d" % (n, n); lab = True; st = 'code/repl'
    elif k == 2:
        resp = "%s\n\n\\begin{align*}\n\\text{result} &= %d\n\\end{align*}\n\\[\\boxed{\\boxed{%d}}\\]" % (body, n, n); lab = True; st = 'latex/nested_boxed'
    elif k == 3:
        resp = '{"type":"message","content":[{"type":"output_text","text":"The answer is \\\\(\\\\boxed{%d}\\\\)."}]}' % n; lab = True; st = 'agent/responses_api_json'
    elif k == 4:
        resp = "%s\n\nThe answer is \\(%d\\)." % (body, n); lab = True; st = 'latex/paren_delims'
    elif k == 5:
        resp = "**Final Answer**\n\\[ \\boxed{ %d } \\]\n\n(Previously I wrote %d in the draft; that draft was wrong.)" % (n, w); lab = True; st = 'hardpos/draft_mentioned_after'
    elif k == 6:
        resp = "Answer: %d\n\nActually, scratch that — recomputing the last step gives %d. Final answer: %d" % (n, w, w); lab = False; st = 'neg/answer_first_then_retracted'
    elif k == 7:
        resp = "%s\n\nAt this point we have $%d$ but still need to subtract the overcounted cases, which are" % (body, n); lab = False; st = 'neg/truncated_midsentence'
    elif k == 8:
        resp = "<|channel|>final<|message|>%d<|end|>" % n; lab = True; st = 'special_tokens/harmony_bare'
    elif k == 9:
        resp = "%s\n\n**答え：%s**" % (body, digits(n, FW_DIG)) if n >= 0 else "%s\n\n**答え：%d**" % (body, n); lab = True; st = 'mixed_lang/fullwidth_final'
        add('harp', src, r['problem'], r['answer'], resp, lab, st, 'ja'); continue
    elif k == 10:
        resp = "%s\n\n答案：$\\boxed{%d}$" % (body, n); lab = True; st = 'mixed_lang/en_body_zh_final'
        add('harp', src, r['problem'], r['answer'], resp, lab, st, 'zh'); continue
    elif k == 11:
        resp = "%s\n\nThe answer is $\\boxed{%d}$ (if we count the degenerate case) or $\\boxed{%d}$ (if we don't)." % (body, n, w); lab = False; st = 'neg/two_boxes_conditional'
    elif k == 12:
        resp = "<tool_call>\n{\"name\": \"python\", \"arguments\": {\"code\": \"print(%d)\"}}\n</tool_call>\n<tool_response>\n%d\n</tool_response>\nThe tool printed %d, which is the number of valid cases; the question asks for one more than that, so the answer is %d." % (n, n, n, n + 1); lab = False; st = 'neg/tool_result_other_quantity'
    elif k == 13:
        resp = "%s\n\n$$\\therefore\\quad x = %d$$" % (body, n); lab = True; st = 'latex/therefore'
    elif k == 14:
        resp = "◁think▷%s\nso it's %d◁/think▷\n\nThe answer is %d." % (body[:300], n, n); lab = True; st = 'think/kimi_triangles'
    else:
        resp = "<|begin_of_thought|>\n%s\n<|end_of_thought|>\n<|begin_of_solution|>\n%s\n\n\\boxed{%d}\n<|end_of_solution|>" % (body, body[:150], n); lab = True; st = 'think/begin_of_thought'
    add('harp', src, r['problem'], r['answer'], resp, lab, st)

# ================================================================= code-interpreter style outputs
for k, i in enumerate(take(int_rows, 8) + take(frac_rows, 4)):
    r = HD[i]; src = harp_src(i); n = int_gold(r['answer']); fr = frac_gold(r['answer'])
    val = str(n) if n is not None else '%d/%d' % (fr.numerator, fr.denominator)
    wv = str(wrong_int(n)) if n is not None else '%d/%d' % (fr.numerator + 1, fr.denominator)
    body = reasoning(r)
    if k % 4 == 0:
        resp = "%s\n\nLet me brute-force it to be sure.\n\n```python\ncount = solve()\nprint(count)\n```\n```output\n%s\n```\nThe brute force agrees, so the answer is $\\boxed{%s}$." % (body, val, val); lab = True; st = 'pot.print_then_boxed'
    elif k % 4 == 1:
        resp = "```python\nfrom fractions import Fraction\nans = compute()\nprint(ans)\n```\nOutput:\n```\n%s\n```\nBut this code double-counts the symmetric configurations; dividing them out properly, the answer is **%s**." % (val, wv); lab = False; st = 'pot.output_rejected'
    elif k % 4 == 2:
        resp = "```python\n# final computation\nanswer = %s\nprint(f'Answer: {answer}')\n```\n```output\nAnswer: %s\n```" % (val if n is not None else 'Fraction(%d, %d)' % (fr.numerator, fr.denominator), val); lab = True; st = 'pot.output_only'
    else:
        shown = 'np.int64(%d)' % n if n is not None else 'Rational(%d, %d)' % (fr.numerator, fr.denominator)
        resp = "%s\n\n```python\n>>> result\n%s\n```\nSo the answer is %s." % (body, shown, val); lab = True; st = 'pot.repr_output'
    add('harp', src, r['problem'], r['answer'], resp, lab, st)

# ---------------------------------------------------------------- write
def output_format(resp, lang):
    """surface format of a response, decided from its text"""
    t = resp.lstrip()
    if t.startswith('{') or 'tool_calls' in resp or '<tool_call>' in resp: return 'agent'
    if '```' in resp: return 'code'
    if any(tok in resp for tok in ('<|start|>', '<|channel|>', '<|im_start|>', '<|start_header_id|>', '<start_of_turn>', '[INST]', '<|assistant|>', '<\uff5cAssistant\uff5c>')): return 'special_tokens'
    if any(tok in resp for tok in ('<think>', '\u25c1think\u25b7', '<|begin_of_thought|>')): return 'think'
    if lang != 'en': return 'multilingual'
    if '<answer>' in resp: return 'xml'
    if '|---|' in resp or '## ' in resp or '**' in resp: return 'markdown'
    if len(resp) < 40: return 'terse'
    return 'plain'
for c in CASES:
    c['style'] = output_format(c['response'], c['language']) + '/' + c['style'].replace('/', '.')

out = os.path.join(HERE, 'cases.jsonl')
with open(out, 'w', encoding='utf-8') as f:
    for k, c in enumerate(CASES, 1):
        rec = {'id': 'm-%04d' % k}
        rec.update(c)
        f.write(json.dumps(rec, ensure_ascii=False) + '\n')
print('wrote', len(CASES), 'cases to', out)
