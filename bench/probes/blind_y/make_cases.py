#!/usr/bin/env python3
"""Deterministic generator of blind labeled grader cases (set Y). Standard library only."""
import json, os, random, re
from fractions import Fraction

SEED = 20261202
R = random.Random(SEED)
DATA = '/work/shared/data'
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'cases.jsonl')

def load(rel):
    with open(os.path.join(DATA, rel), encoding='utf-8') as f:
        return [(rel, i, json.loads(l)) for i, l in enumerate(f) if l.strip()]

harp = load('harp/harp_default.jsonl')
mcq = load('harp/harp_mcq.jsonl')
mp = load('math_perturb/math_perturb_simple.jsonl') + load('math_perturb/math_perturb_hard.jsonl')
put = load('putnam/putnam_with_answers.jsonl')

INT = re.compile(r'^\$(-?\d+)\$$')
FRAC = re.compile(r'^\$\\frac\{(-?\d+)\}\{(\d+)\}\$$')

def harp_item(rel, i, d):
    a = d['answer']
    m = INT.match(a)
    if m:
        return dict(kind='int', v=int(m.group(1)), tex=m.group(1))
    m = FRAC.match(a)
    if m:
        return dict(kind='frac', v=Fraction(int(m.group(1)), int(m.group(2))), tex=a[1:-1])
    if a.startswith('$') and a.endswith('$') and a.count('$') == 2 and len(a) < 60:
        return dict(kind='tex', tex=a[1:-1])
    return None

def mp_item(d):
    a = d['answer']
    if isinstance(a, bool):
        return None
    if isinstance(a, int):
        return dict(kind='int', v=a, tex=str(a))
    if isinstance(a, float):
        return dict(kind='tex', tex=repr(a))
    if re.fullmatch(r'-?\d+', a.strip()):
        return dict(kind='int', v=int(a), tex=a.strip())
    if len(a) < 60 and '$' not in a:
        return dict(kind='tex', tex=a)
    return None

PUT_RE = re.compile(r'^(?P<pre>[^$]*)\$(?P<ans>[^$]+)\$\.?$')
def put_item(d):
    t = d['answer_text']
    m = PUT_RE.match(t.strip())
    if not m or len(m.group('ans')) > 70:
        return None
    return dict(kind='tex', tex=m.group('ans').strip().rstrip('.'))

# ---------------- notation helpers ----------------
EN = ['zero','one','two','three','four','five','six','seven','eight','nine','ten','eleven','twelve',
      'thirteen','fourteen','fifteen','sixteen','seventeen','eighteen','nineteen']
TENS = ['','','twenty','thirty','forty','fifty','sixty','seventy','eighty','ninety']
def en_words(n):
    if n < 0: return 'negative ' + en_words(-n)
    if n < 20: return EN[n]
    if n < 100: return TENS[n//10] + ('' if n % 10 == 0 else '-' + EN[n % 10])
    if n < 1000:
        return EN[n//100] + ' hundred' + ('' if n % 100 == 0 else ' ' + en_words(n % 100))
    return None
AR_D = '٠١٢٣٤٥٦٧٨٩'; HI_D = '०१२३४५६७८९'; FA_D = '۰۱۲۳۴۵۶۷۸۹'; FW_D = '０１２３４５６７８９'
def digits(n, table):
    return ''.join(table[int(c)] if c.isdigit() else c for c in str(n))
ZH = '零一二三四五六七八九'
def zh_num(n):
    if n < 0 or n >= 100: return None
    if n < 10: return ZH[n]
    t, u = divmod(n, 10)
    return ('' if t == 1 else ZH[t]) + '十' + ('' if u == 0 else ZH[u])

def alt_int(v):
    """Equivalent but less common notations for an integer."""
    opts = [('decimal_point', f'{v}.0'), ('tex_text', f'\\text{{{v}}}'), ('dfrac_over_one', f'\\dfrac{{{2*v}}}{{2}}')]
    w = en_words(v)
    if w: opts.append(('english_words', w))
    if abs(v) >= 10000:
        opts.append(('thin_space_groups', '{:,}'.format(v).replace(',', '\\,')))
    return opts

def terminating(fr):
    q = fr.denominator
    for p in (2, 5):
        while q % p == 0: q //= p
    return q == 1

def frac_alts(fr):
    opts = [('slash', f'{fr.numerator}/{fr.denominator}'), ('dfrac', f'\\dfrac{{{fr.numerator}}}{{{fr.denominator}}}'),
            ('unreduced', f'\\frac{{{2*fr.numerator}}}{{{2*fr.denominator}}}')]
    if terminating(fr):
        s = str(float(fr)) if len(str(float(fr))) < 10 else None
        if s: opts.append(('decimal', s))
    return opts

# ---------------- response wrappers ----------------
def think(body, final):
    return f"<think>\n{body}\n</think>\n\n{final}"

FILLER = [
    "Let me set up the problem carefully and write down what is being asked.",
    "Okay, so first I need to understand the configuration. Let me restate the givens.",
    "Hmm, let me try a cleaner approach using the standard substitution.",
    "I'll compute step by step and double-check each arithmetic step.",
    "Let me re-read the question to make sure I answer exactly what is asked.",
]
def fill(k=2):
    return '\n'.join(R.sample(FILLER, k))

def pos_wrap(fmt, a, lang='en'):
    """Render a response whose single final answer is the LaTeX/text string a."""
    f = fill()
    if fmt == 'think_boxed':
        return 'think/boxed', think(f + f"\nSo the result is {a}. Let me verify once more... yes.", f"The answer is $\\boxed{{{a}}}$.")
    if fmt == 'deepseek_tokens':
        return 'special_tokens/deepseek', f"<｜Assistant｜><think>\n{f}\nEverything checks out.\n</think>\n\n**Answer:** $\\boxed{{{a}}}$<｜end▁of▁sentence｜>"
    if fmt == 'chatml':
        return 'special_tokens/chatml', f"<|im_start|>assistant\n{f}\n\nTherefore the final answer is $\\boxed{{{a}}}$.<|im_end|>\n<|endoftext|>"
    if fmt == 'llama3':
        return 'special_tokens/llama3', f"<|start_header_id|>assistant<|end_header_id|>\n\n{f}\n\nThe final answer is: $\\boxed{{{a}}}$<|eot_id|>"
    if fmt == 'gemma':
        return 'special_tokens/gemma', f"<start_of_turn>model\n{f}\n\n**Final answer:** {a}<end_of_turn>"
    if fmt == 'harmony':
        return 'special_tokens/harmony', (f"<|start|>assistant<|channel|>analysis<|message|>{f} Compute... got {a}.<|end|>"
                f"<|start|>assistant<|channel|>final<|message|>The answer is **{a}**.<|return|>")
    if fmt == 'md_heading':
        return 'markdown/heading', f"## Solution\n\n### Step 1\n{f}\n\n### Step 2\nCombine the pieces.\n\n---\n\n## Final Answer\n\n$$\n{a}\n$$"
    if fmt == 'md_bold':
        return 'markdown/bold', f"{f}\n\n- Step 1: set up\n- Step 2: solve\n\n**Answer: ${a}$**"
    if fmt == 'md_table':
        return 'markdown/table', f"{f}\n\n| Quantity | Value |\n|---|---|\n| **Final answer** | ${a}$ |"
    if fmt == 'json':
        return 'agent/json', json.dumps({"reasoning": "Solved by direct computation.", "final_answer": a}, ensure_ascii=False)
    if fmt == 'tool_call':
        return 'agent/function_call', ("I have verified the computation.\n<tool_call>\n" +
                json.dumps({"name": "submit_answer", "arguments": {"answer": a}}, ensure_ascii=False) + "\n</tool_call>")
    if fmt == 'openai_fc':
        return 'agent/openai_function_call', json.dumps({"role": "assistant", "content": None, "tool_calls": [{"id": "call_7f3a", "type": "function", "function": {"name": "final_answer", "arguments": json.dumps({"answer": a}, ensure_ascii=False)}}]}, ensure_ascii=False)
    if fmt == 'xml_answer':
        return 'agent/xml_tags', f"<reasoning>\n{f}\n</reasoning>\n<answer>\n{a}\n</answer>"
    if fmt == 'minerva':
        return 'terse/minerva', f"{f}\nFinal Answer: The final answer is ${a}$. I hope it is correct."
    if fmt == 'gsm_hash':
        return 'terse/hash', f"{f}\n#### {a}"
    if fmt == 'bare':
        return 'terse/bare', a
    if fmt == 'answer_colon':
        return 'terse/answer_colon', f"Answer: {a}"
    if fmt == 'code_print':
        return 'agent/code_block_output', f"Let me verify with code.\n\n```python\nfrom sympy import *\nans = solve_problem()\nprint(ans)\n```\n```output\n{a}\n```\n\nThe computation confirms the answer: **{a}**."
    if fmt == 'fbox':
        return 'latex/fbox', f"{f}\n\\[\\fbox{{${a}$}}\\]"
    raise ValueError(fmt)

POS_FMTS = ['think_boxed','deepseek_tokens','chatml','llama3','gemma','harmony','md_heading','md_bold','md_table',
            'json','tool_call','openai_fc','xml_answer','minerva','gsm_hash','bare','answer_colon','fbox','code_print']

LANG = {
    'zh': ('我们先整理已知条件，然后逐步计算。', '所以最终答案是 {a}。'),
    'ja': ('まず条件を整理して、順に計算します。', 'したがって、答えは {a} です。'),
    'ko': ('먼저 조건을 정리하고 차례로 계산합니다.', '따라서 최종 답은 {a}입니다.'),
    'ru': ('Сначала запишем условия и аккуратно посчитаем.', 'Ответ: {a}.'),
    'ar': ('أولاً نرتب المعطيات ثم نحسب خطوة بخطوة.', 'إذن الإجابة النهائية هي {a}.'),
    'hi': ('पहले दी गई जानकारी लिखते हैं, फिर चरण-दर-चरण हल करते हैं।', 'अतः अंतिम उत्तर {a} है।'),
    'vi': ('Trước hết ta sắp xếp các dữ kiện rồi tính từng bước.', 'Vậy đáp án cuối cùng là {a}.'),
    'fr': ("Commençons par poser les données puis calculons pas à pas.", 'La réponse finale est donc {a}.'),
    'es': ('Primero organizamos los datos y calculamos paso a paso.', 'Por lo tanto, la respuesta final es {a}.'),
    'de': ('Zuerst ordnen wir die Angaben und rechnen dann Schritt für Schritt.', 'Die endgültige Antwort lautet also {a}.'),
    'pt': ('Primeiro organizamos os dados e calculamos passo a passo.', 'Portanto, a resposta final é {a}.'),
    'fa': ('ابتدا داده‌ها را مرتب می‌کنیم و سپس گام به گام حساب می‌کنیم.', 'بنابراین پاسخ نهایی {a} است.'),
    'tr': ('Önce verilenleri düzenleyip adım adım hesaplayalım.', 'Dolayısıyla nihai cevap {a} olur.'),
}
# hedge/retract phrases per language: (first value, then correction)
LANG_RETRACT = {
    'zh': '一开始我得到 {x}，但这一步算错了。重新计算后，', 'ja': '最初は {x} だと思いましたが、計算ミスがありました。やり直すと、',
    'ko': '처음에는 {x}라고 생각했지만 계산 실수가 있었습니다. 다시 계산하면,', 'ru': 'Сначала я получил {x}, но это ошибка в вычислениях. Пересчитаем: ',
    'ar': 'في البداية حصلت على {x}، لكن هذا خطأ في الحساب. بعد إعادة الحساب، ', 'hi': 'पहले मुझे {x} मिला, लेकिन यह गणना की गलती थी। दोबारा गणना करने पर, ',
    'vi': 'Ban đầu tôi được {x}, nhưng đó là lỗi tính toán. Tính lại thì ', 'fr': "J'avais d'abord obtenu {x}, mais c'était une erreur de calcul. En recalculant, ",
    'es': 'Al principio obtuve {x}, pero fue un error de cálculo. Recalculando, ', 'de': 'Zuerst kam {x} heraus, aber das war ein Rechenfehler. Neu gerechnet: ',
    'pt': 'Inicialmente obtive {x}, mas foi um erro de cálculo. Refazendo a conta, ', 'fa': 'ابتدا {x} به دست آمد، اما این اشتباه محاسباتی بود. با محاسبه دوباره، ',
    'tr': 'İlk önce {x} buldum ama bu bir hesap hatasıydı. Yeniden hesaplayınca, ',
}
def lang_resp(lang, a, boxed):
    intro, fin = LANG[lang]
    ans = f'$\\boxed{{{a}}}$' if boxed else a
    return intro + '\n' + fin.format(a=ans)

def lang_int(lang, v):
    """native-digit / native-word renderings for an integer (value-equal)."""
    if lang == 'ar' and v >= 0: return 'native_digits', digits(v, AR_D)
    if lang == 'fa' and v >= 0: return 'native_digits', digits(v, FA_D)
    if lang == 'hi' and v >= 0: return 'native_digits', digits(v, HI_D)
    if lang == 'zh' and zh_num(v): return 'native_numeral', zh_num(v)
    if lang == 'ja' and v >= 0: return 'fullwidth_digits', digits(v, FW_D)
    return None

# ---------------- negative constructions ----------------
def neg_case(kind, a, w, lang='en'):
    """a: gold-valued answer string; w: a different value. Returns (subtype, response)."""
    f = fill()
    if kind == 'corrected_intermediate':
        return 'think/corrected_intermediate', think(f"{f}\nFirst pass gives {a}. Hmm, wait, I dropped a factor; redoing it carefully gives {w}.\nChecking {w} again... consistent.", f"**Final answer:** $\\boxed{{{w}}}$")
    if kind == 'retracted_box':
        return 'markdown/retracted_boxed', f"{f}\n\nSo the answer is $\\boxed{{{a}}}$.\n\nWait — I misread the condition. Re-doing the last step with the correct constraint:\n\nThe correct answer is $\\boxed{{{w}}}$."
    if kind == 'hedge':
        return 'chat/hedge', f"{f}\n\nI get two plausible values depending on interpretation: ${a}$ or ${w}$. I can't decide between them without more information, so the answer is either ${a}$ or ${w}$."
    if kind == 'truncated':
        return 'truncated/cut_before_final', f"{f}\n\nA candidate value is ${a}$, but the boundary case still needs checking before committing. Substituting back into the original condition, " + R.choice(["the left side becomes $3\\cdot$ and so the final answer is $\\boxed{", "we get the equation $2x^2 - ", "so we need to recount the cases where", "**Final Answer**\n\n$$\n\\boxed{"])
    if kind == 'truncated_no_close':
        return 'truncated/unclosed_think', f"<think>\n{f}\nMaybe the answer is {a}? Let me verify by testing small cases. For n = 1 we get"
    if kind == 'json_other_field':
        return 'agent/json_wrong_field', json.dumps({"intermediate": a, "final_answer": w, "confidence": 0.8}, ensure_ascii=False)
    if kind == 'tool_wrong':
        return 'agent/code_then_override', (f"```python\nprint(solve())\n```\n```output\n{a}\n```\nThe script output {a}, but the script ignored the restriction in the problem statement; "
                f"applying it by hand, the actual answer is **{w}**.")
    if kind == 'wrong_var':
        return 'chat/other_quantity', f"{f}\n\nWe find the auxiliary quantity $t = {a}$. The problem asks for the other quantity, which works out to\n\n$$\\boxed{{{w}}}$$"
    if kind == 'near_miss':
        return 'terse/near_miss', f"The answer is $\\boxed{{{w}}}$."
    if kind == 'lang_retract':
        return f'multilingual/retracted', LANG_RETRACT[lang].format(x=a) + LANG[lang][1].format(a=f'$\\boxed{{{w}}}$')
    if kind == 'harmony_analysis_only':
        return 'special_tokens/harmony_analysis_mismatch', (f"<|start|>assistant<|channel|>analysis<|message|>{f} Candidate: {a}. Hmm, recheck -> {w}.<|end|>"
                f"<|start|>assistant<|channel|>final<|message|>The answer is **{w}**.<|return|>")
    if kind == 'question_back':
        return 'chat/no_commit', f"{f}\n\nIs the answer ${a}$? I'm not confident — I may have misapplied the formula. Could you clarify whether the endpoints are included before I give a final answer?"
    raise ValueError(kind)

NEG_KINDS = ['corrected_intermediate','retracted_box','hedge','truncated','truncated_no_close','json_other_field',
             'tool_wrong','wrong_var','near_miss','harmony_analysis_only','question_back','lang_retract']

def wrong_int(v):
    c = R.choice([1, -1, 2, 10, 'x2'])
    w = v * 2 if c == 'x2' else v + c
    if w == v: w = v + 1
    return w

def _norm(t):
    t = str(t)
    for x in ['\\left', '\\right', '\\dfrac', '\\tfrac', '\\text', '\\mathrm', '\\,', '\\!', '$', ' ', '{', '}', '(', ')']:
        t = t.replace(x, '\\frac' if x in ('\\dfrac', '\\tfrac') else '')
    return t
def _num(t):
    t = _norm(t)
    m = re.fullmatch(r'\\frac(-?\d+)(\d+)', t)
    try:
        return float(t)
    except ValueError:
        return None
def similar(t, a):
    if _norm(t) == _norm(a): return True
    x, y = _num(t), _num(a)
    if x is not None and y is not None and abs(x - y) < 1e-9: return True
    # be conservative: any shared long digit/letter core is treated as similar
    return False

# ---------------- build ----------------
cases = []
def add(bench, rel, i, question, gold, response, label, style, lang):
    cases.append(dict(benchmark=bench, source_row=f'{rel}:{i}', question=question, gold=gold,
                      response=response, label=label, style=style, language=lang))

def make_pair(bench, rel, i, q, gold, it, pool_tex, n_idx):
    """one positive or negative case for a numeric/tex item."""
    positive = (n_idx % 2 == 0)
    langs = list(LANG)
    if it['kind'] == 'int':
        v = it['v']; a = it['tex']
        if positive:
            r = R.random()
            if r < 0.3:
                lang = R.choice(langs)
                li = lang_int(lang, v)
                if li and R.random() < 0.6:
                    sub, s = li
                    add(bench, rel, i, q, gold, lang_resp(lang, s, boxed=False), True, f'multilingual/{sub}', lang)
                else:
                    add(bench, rel, i, q, gold, lang_resp(lang, a, boxed=R.random() < 0.5), True, 'multilingual/plain', lang)
            elif r < 0.55:
                sub, s = R.choice(alt_int(v))
                fmt = R.choice(['think_boxed','md_bold','minerva','json','chatml','answer_colon'])
                if sub == 'english_words' and fmt in ('think_boxed', 'md_bold', 'minerva', 'chatml'):
                    st, resp = pos_wrap('answer_colon', s)
                else:
                    st, resp = pos_wrap(fmt, s)
                add(bench, rel, i, q, gold, resp, True, f'{st.split("/")[0]}/alt_{sub}', 'en')
            else:
                st, resp = pos_wrap(R.choice(POS_FMTS), a)
                add(bench, rel, i, q, gold, resp, True, st, 'en')
        else:
            w = str(wrong_int(v))
            kind = R.choice(NEG_KINDS)
            lang = R.choice(langs) if kind == 'lang_retract' else 'en'
            st, resp = neg_case(kind, a, w, lang)
            add(bench, rel, i, q, gold, resp, False, st, lang)
    else:
        a = it['tex']
        if positive:
            if it['kind'] == 'frac' and R.random() < 0.6:
                sub, s = R.choice(frac_alts(it['v']))
                st, resp = pos_wrap(R.choice(['think_boxed','md_heading','minerva','tool_call','llama3']), s)
                add(bench, rel, i, q, gold, resp, True, f'{st.split("/")[0]}/alt_frac_{sub}', 'en')
            elif R.random() < 0.25:
                lang = R.choice(langs)
                add(bench, rel, i, q, gold, lang_resp(lang, a, boxed=True), True, 'multilingual/boxed', lang)
            else:
                fmt = R.choice([x for x in POS_FMTS if x not in ('gsm_hash',)])
                st, resp = pos_wrap(fmt, a)
                add(bench, rel, i, q, gold, resp, True, st, 'en')
        else:
            w = R.choice([t for t in pool_tex if not similar(t, a)])
            kind = R.choice([k for k in NEG_KINDS if k != 'near_miss'])
            lang = R.choice(langs) if kind == 'lang_retract' else 'en'
            st, resp = neg_case(kind, a, w, lang)
            add(bench, rel, i, q, gold, resp, False, st, lang)

# HARP default
hi = [(rel, i, d, harp_item(rel, i, d)) for rel, i, d in harp]
hi = [x for x in hi if x[3] and 'asy' not in x[2]['problem']]
ints = [x for x in hi if x[3]['kind'] == 'int' and x[3]['v'] != 0]
others = [x for x in hi if x[3]['kind'] != 'int']
pool_h = [x[3]['tex'] for x in others]
sel = R.sample(ints, 100) + R.sample(others, 80)
for n, (rel, i, d, it) in enumerate(sel):
    make_pair('harp', rel, i, d['problem'], d['answer'], it, pool_h, n)

# HARP MCQ: gold = answer_choice letter as stored
mc = [x for x in mcq if x[2].get('answer_choice') in list('ABCDE') and x[2].get('choices')]
for n, (rel, i, d) in enumerate(R.sample(mc, 50)):
    L = d['answer_choice']; ch = d['choices']; txt = ch[L]
    others_l = [k for k in ch if k != L and ch[k].replace(' ', '') != txt.replace(' ', '')]
    q = d['problem'] + '\n\n' + '\n'.join(f'({k}) {v}' for k, v in sorted(ch.items()))
    if not others_l: continue
    o = R.choice(others_l)
    if n % 2 == 0:
        sub = R.choice(['paren', 'text_and_letter', 'boxed_letter', 'json', 'lang', 'think'])
        if sub == 'paren': resp = f"{fill()}\n\nThe correct option is **({L})** {txt}."
        elif sub == 'text_and_letter': resp = f"{fill()}\n\nThis equals {txt}, which is choice $\\textbf{{({L})}}$."
        elif sub == 'boxed_letter': resp = think(fill(), f"$\\boxed{{\\textbf{{({L})}}}}$")
        elif sub == 'json': resp = json.dumps({"choice": L, "value": txt}, ensure_ascii=False)
        elif sub == 'think': resp = think(fill() + f"\nSo it matches option {L}.", f"**{L}**")
        else:
            lang = R.choice(list(LANG)); resp = LANG[lang][0] + '\n' + LANG[lang][1].format(a=f'({L})')
            add('harp', rel, i, q, L, resp, True, 'multilingual/mcq_letter', lang); continue
        add('harp', rel, i, q, L, resp, True, f'mcq/{sub}', 'en')
    else:
        sub = R.choice(['wrong_letter_right_value_mentioned', 'retract_letter', 'hedge_letters', 'letter_of_neighbor'])
        if sub == 'wrong_letter_right_value_mentioned':
            resp = f"{fill()}\n\nOption ({L}) {txt} looks tempting but it violates the constraint. The correct option is **({o})** {ch[o]}."
        elif sub == 'retract_letter':
            resp = f"{fill()}\n\nAnswer: ({L})\n\nActually, wait: I swapped two terms. Fixing that, the answer is **({o})**."
        elif sub == 'hedge_letters':
            resp = f"{fill()}\n\nIt's either ({L}) or ({o}); I can't rule either out."
        else:
            resp = think(fill() + f"\nValue computed is {ch[o]}.", f"The answer is $\\boxed{{\\text{{({o})}}}}$")
        add('harp', rel, i, q, L, resp, False, f'mcq/{sub}', 'en')

# MATH-Perturb
mi = [(rel, i, d, mp_item(d)) for rel, i, d in mp]
mi = [x for x in mi if x[3] and not (x[3]['kind'] == 'int' and x[3]['v'] == 0)]
pool_m = [x[3]['tex'] for x in mi if x[3]['kind'] != 'int']
for n, (rel, i, d, it) in enumerate(R.sample(mi, 76)):
    make_pair('math_perturb', rel, i, d['problem'], d['answer'], it, pool_m, n)

# Putnam: final answer = the math in the answer sentence
pi = [(rel, i, d, put_item(d)) for rel, i, d in put]
pi = [x for x in pi if x[3]]
pool_p = [x[3]['tex'] for x in pi]
k = min(76, len(pi))
for n, (rel, i, d, it) in enumerate(R.sample(pi, k)):
    make_pair('putnam', rel, i, d['problem'], d['answer_text'], it, pool_p, n)

with open(OUT, 'w', encoding='utf-8') as f:
    for n, c in enumerate(cases, 1):
        row = dict(id=f'y-{n:04d}', **c)
        row = {k2: row[k2] for k2 in ['id','benchmark','source_row','question','gold','response','label','style','language']}
        f.write(json.dumps(row, ensure_ascii=False) + '\n')
print(len(cases), 'cases ->', OUT)
