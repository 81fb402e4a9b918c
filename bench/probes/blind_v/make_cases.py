#!/usr/bin/env python3
"""Deterministic generator of blind labeled grader cases (set V). Standard library only.
Usage: python3 make_cases.py  -> writes cases.jsonl next to this file."""
import json, random, re, os
from fractions import Fraction
D = '/work/shared/data'
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'cases.jsonl')
rng = random.Random(20261202)

def load(rel):
    return [json.loads(l) for l in open(os.path.join(D, rel), encoding='utf-8')]

def strip_d(s):
    s = str(s).strip()
    if s.startswith('$') and s.endswith('$') and s.count('$') == 2:
        s = s[1:-1].strip()
    return s

ONES = 'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split()
TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']
def words(n):
    if n < 0: return 'negative ' + words(-n)
    if n < 20: return ONES[n]
    if n < 100: return TENS[n // 10] + ('' if n % 10 == 0 else '-' + ONES[n % 10])
    if n < 1000: return ONES[n // 100] + ' hundred' + ('' if n % 100 == 0 else ' and ' + words(n % 100))
    return None
def native(n, digits):
    return ''.join(digits[int(c)] if c.isdigit() else c for c in str(n))
AR = '٠١٢٣٤٥٦٧٨٩'; DEV = '०१२३४५६७८९'; FULL = '０１２３４５６７８９'; FA = '۰۱۲۳۴۵۶۷۸۹'
CN = '零一二三四五六七八九'
def cn_num(n):
    if n < 0 or n >= 10000: return None
    if n < 10: return CN[n]
    s = ''; units = [(1000, '千'), (100, '百'), (10, '十')]
    rest = n; zero = False
    for u, ch in units:
        d = rest // u; rest %= u
        if d:
            if zero: s += '零'; zero = False
            s += ('' if (u == 10 and d == 1 and not s) else CN[d]) + ch
        elif s: zero = True
    if rest:
        if zero: s += '零'
        s += CN[rest]
    return s

# ---------------- gold pools ----------------
def as_int(s):
    s = strip_d(s).replace('{,}', '').replace('\\!', '')
    return int(s) if re.fullmatch(r'-?\d+', s) else None

harp = load('harp/harp_default.jsonl')
mcq = load('harp/harp_mcq.jsonl')
mp_s = load('math_perturb/math_perturb_simple.jsonl')
mp_h = load('math_perturb/math_perturb_hard.jsonl')
put = load('putnam/putnam_with_answers.jsonl')

items = []  # dict(bench, src, q, gold, ans, wrong, ival, kind)
harp_int = [(i, r) for i, r in enumerate(harp) if as_int(r['answer']) is not None]
harp_odd = [(i, r) for i, r in enumerate(harp) if as_int(r['answer']) is None and '\\text' not in r['answer'] and len(r['answer']) < 40 and '$' not in strip_d(r['answer'])]
harp_text = [(i, r) for i, r in enumerate(harp) if '\\text' in r['answer'] and len(r['answer']) < 60 and '$' not in strip_d(r['answer'])]
rng.shuffle(harp_int); rng.shuffle(harp_odd); rng.shuffle(harp_text)

def int_wrong(v):
    return v + rng.choice([1, -1, 2, 10, -2]) if v not in (0,) else rng.choice([1, 2, -1])

def add(bench, src, q, gold, ans, wrong, ival=None, kind='expr', extra=None):
    items.append(dict(bench=bench, src=src, q=q, gold=gold, ans=ans, wrong=wrong, ival=ival, kind=kind, extra=extra or {}))

odd_golds = [strip_d(r['answer']) for _, r in harp_odd]
def norm(x):
    x = str(x).replace(' ', '').replace('\\left', '').replace('\\right', '').replace('\\dfrac', '\\frac').replace('\\tfrac', '\\frac')
    return x
def simple_val(x):
    x = norm(x)
    mm = re.fullmatch(r'(-?)\\frac\{(\d+)\}\{(\d+)\}', x) or re.fullmatch(r'(-?)(\d+)/(\d+)', x)
    try:
        if mm: return Fraction(int(mm.group(2)), int(mm.group(3))) * (-1 if mm.group(1) else 1)
        return Fraction(x)
    except (ValueError, ZeroDivisionError):
        return None
def other_expr(g, pool):
    for _ in range(50):
        w = rng.choice(pool)
        vg, vw = simple_val(g), simple_val(w)
        if vg is not None and vw is not None and vg == vw: continue
        if norm(w) != norm(g) and as_int(w) is None and '$' not in w:
            return w
    return g + '+1'

for i, r in harp_int[:120]:
    v = as_int(r['answer']); add('harp', f'harp/harp_default.jsonl:{i}', r['problem'], r['answer'], str(v), str(int_wrong(v)), v, 'int')
for i, r in harp_odd[:55]:
    g = strip_d(r['answer']); add('harp', f'harp/harp_default.jsonl:{i}', r['problem'], r['answer'], g, other_expr(g, odd_golds), None, 'expr')
for i, r in harp_text[:20]:
    g = strip_d(r['answer']); tg = [strip_d(x['answer']) for _, x in harp_text]
    add('harp', f'harp/harp_default.jsonl:{i}', r['problem'], r['answer'], g, other_expr(g, tg), None, 'text')
mcq_idx = list(range(len(mcq))); rng.shuffle(mcq_idx)
for i in mcq_idx[:35]:
    r = mcq[i]; L = r['answer_choice']
    wl = rng.choice([c for c in 'ABCDE' if c != L and c in r['choices']])
    add('harp', f'harp/harp_mcq.jsonl:{i}', r['problem'], r['answer_choice'], L, wl, None, 'mcq',
        dict(choices=r['choices'], cval=strip_d(r['choices'][L]), wval=strip_d(r['choices'][wl])))

mp = [('math_perturb/math_perturb_simple.jsonl', i, r) for i, r in enumerate(mp_s)] + [('math_perturb/math_perturb_hard.jsonl', i, r) for i, r in enumerate(mp_h)]
rng.shuffle(mp)
mp_str = [str(r['answer']) for _, _, r in mp if as_int(str(r['answer'])) is None]
for f, i, r in mp[:75]:
    a = r['answer']; v = as_int(str(a))
    if v is not None:
        add('math_perturb', f'{f}:{i}', r['problem'], a, str(v), str(int_wrong(v)), v, 'int')
    else:
        g = str(a); add('math_perturb', f'{f}:{i}', r['problem'], a, g, other_expr(g, mp_str), None, 'expr')

pp = []
for i, r in enumerate(put):
    segs = re.findall(r'\$([^$]+)\$', r['answer_text'])
    if len(segs) == 1 and '\\[' not in r['answer_text'] and len(segs[0]) < 60 and re.search(r'(is|equals|are|be)\s*\$[^$]+\$\.?\s*$', r['answer_text']):
        pp.append((i, r, segs[0].strip()))
rng.shuffle(pp)
pvals = [s for _, _, s in pp]
k = 0
while k < 75:
    i, r, s = pp[k % len(pp)]
    v = as_int(s)
    w = str(int_wrong(v)) if v is not None else other_expr(s, pvals)
    add('putnam', f'putnam/putnam_with_answers.jsonl:{i}', r['problem'], r['answer_text'], s, w, v, 'int' if v is not None else 'expr')
    k += 1

# ---------------- equivalent notations ----------------
def plain_text(x):
    m = re.fullmatch(r'\\text(?:bf)?\{\s*(.*?)\s*\}', x)
    return m.group(1) if m else x

def alt_forms(it):
    """Equivalent renderings of the correct answer: list of (subtype, string, lang-neutral)."""
    a = it['ans']; out = []
    if it['kind'] == 'int':
        v = it['ival']
        w = words(v)
        if w: out.append(('words', w))
        if abs(v) >= 1000: out.append(('thousands_sep', f'{v:,}'))
        out.append(('decimal_point', f'{v}.0'))
        out.append(('latex_text', f'\\text{{{v}}}'))
        out.append(('bold_boxed', f'\\boxed{{\\mathbf{{{v}}}}}'))
        if v > 0 and v % 10 == 0 and 100 <= v < 10**6: out.append(('sci', f'{v/10**(len(str(v))-1):g} \\times 10^{{{len(str(v))-1}}}'))
        out.append(('unicode_minus' if v < 0 else 'spaced', ('−' + str(-v)) if v < 0 else f'{v} '))
        out.append(('equation', f'x = {v}' if it['bench'] != 'putnam' else f'{v}'))
        return out
    m = re.fullmatch(r'(-?)\\[dt]?frac\{(\d+)\}\{(\d+)\}', a)
    if m:
        sg, p, q = m.group(1), int(m.group(2)), int(m.group(3))
        out.append(('slash_fraction', f'{sg}{p}/{q}'))
        out.append(('dfrac', f'{sg}\\dfrac{{{p}}}{{{q}}}'))
        qq = q
        for f in (2, 5):
            while qq % f == 0: qq //= f
        if qq == 1:
            out.append(('decimal', sg + str(Fraction(p, q).numerator / Fraction(p, q).denominator).rstrip('0').rstrip('.')))
        if p < q and q <= 100 and (100 * p) % q == 0 and it['bench'] != 'putnam':
            pass
    m = re.fullmatch(r'(\d*)\\sqrt\{(\d+)\}', a)
    if m:
        out.append(('unicode_sqrt', f"{m.group(1)}√{m.group(2)}"))
        out.append(('sqrt_brace_less', f"{m.group(1)}\\sqrt {m.group(2)}"))
    if '\\frac' in a and not a.startswith('\\frac{\\'):
        out.append(('dfrac', a.replace('\\frac', '\\dfrac')))
    if it['kind'] == 'text':
        out.append(('plain_words', plain_text(a)))
    ms = re.fullmatch(r'\\\{(.+)\\\}', a)
    if ms and not re.search(r'[(){}\[\]]', ms.group(1)):
        parts = [p.strip() for p in ms.group(1).split(',')]
        if len(parts) > 1:
            out.append(('reordered_set', '\\{' + ', '.join(parts[::-1]) + '\\}'))
    mo = re.fullmatch(r'(.+?)\s*(\\text\{\s*or\s*\}|or)\s*(.+)', a)
    if mo and ',' not in a and '(' not in a:
        out.append(('swapped_or', f"{mo.group(3).strip()} \\text{{ or }} {mo.group(1).strip()}"))
    return out

# ---------------- response builders ----------------
FILL = [
    "Let me set up the problem carefully.", "First, restate what is being asked.",
    "We can simplify by considering the structure of the expression.",
    "Checking small cases helps confirm the pattern.", "Now combine the pieces.",
    "Let me double-check the arithmetic.", "This matches the constraints in the problem.",
]
def fill(n=2):
    return ' '.join(rng.sample(FILL, n))

LANG = {
 'zh': ('因此，最终答案是 {X}。', '我一开始算出 {A}，但检查后发现有误，正确答案应为 {W}。', '解：'),
 'ja': ('したがって、答えは {X} です。', '最初は {A} と計算しましたが、見直すと誤りでした。答えは {W} です。', '解答：'),
 'ko': ('따라서 정답은 {X}입니다.', '처음에는 {A}라고 생각했지만 다시 확인해 보니 틀렸습니다. 정답은 {W}입니다.', '풀이:'),
 'ru': ('Следовательно, ответ: {X}.', 'Сначала я получил {A}, но это ошибка. Правильный ответ: {W}.', 'Решение.'),
 'ar': ('إذن الإجابة النهائية هي {X}.', 'حصلت في البداية على {A}، لكن هذا خطأ. الإجابة الصحيحة هي {W}.', 'الحل:'),
 'hi': ('अतः अंतिम उत्तर {X} है।', 'पहले मुझे {A} मिला, लेकिन वह गलत था। सही उत्तर {W} है।', 'हल:'),
 'vi': ('Vậy đáp án cuối cùng là {X}.', 'Ban đầu tôi tính ra {A}, nhưng kiểm tra lại thì sai. Đáp án đúng là {W}.', 'Lời giải:'),
 'fr': ('Donc la réponse finale est {X}.', "J'avais d'abord trouvé {A}, mais c'est faux. La bonne réponse est {W}.", 'Solution :'),
 'es': ('Por lo tanto, la respuesta final es {X}.', 'Al principio obtuve {A}, pero es incorrecto. La respuesta correcta es {W}.', 'Solución:'),
 'de': ('Also lautet die endgültige Antwort {X}.', 'Zuerst erhielt ich {A}, aber das ist falsch. Die richtige Antwort ist {W}.', 'Lösung:'),
 'pt': ('Portanto, a resposta final é {X}.', 'Inicialmente obtive {A}, mas está errado. A resposta correta é {W}.', 'Solução:'),
}
HEDGE = {
 'zh': '答案可能是 {A}，也可能是 {W}，我无法确定。', 'ja': '答えは {A} か {W} のどちらかだと思います。',
 'ko': '답은 {A} 또는 {W} 중 하나입니다.', 'ru': 'Ответ либо {A}, либо {W}.', 'ar': 'الإجابة إما {A} أو {W}.',
 'hi': 'उत्तर {A} या {W} में से एक है।', 'vi': 'Đáp án là {A} hoặc {W}.', 'fr': 'La réponse est soit {A}, soit {W}.',
 'es': 'La respuesta es {A} o bien {W}.', 'de': 'Die Antwort ist entweder {A} oder {W}.', 'pt': 'A resposta é {A} ou {W}.',
}
def loc_int(v, lang):
    if lang == 'ar': return native(v, AR)
    if lang == 'hi': return native(v, DEV)
    if lang == 'zh' and v >= 0: return cn_num(v)
    if lang == 'ja': return native(v, FULL)
    return None

def m(x):
    return f'${x}$'

def pos_templates(it, X, Xsub):
    """Each returns (format, response). X is a correct rendering (latex-ish string)."""
    A = X
    T = [
     ('think', lambda: f"<think>\n{fill(3)}\nSo the value we need is {A}. Let me verify once more... yes, consistent.\n</think>\n\nThe answer is $\\boxed{{{A}}}$."),
     ('think_unclosed_start', lambda: f"Okay, so I need to solve this. {fill(2)}\nHmm, that gives {A}.\n</think>\n\n**Final answer:** $\\boxed{{{A}}}$"),
     ('markdown', lambda: f"## Solution\n\n**Step 1.** {fill(1)}\n\n**Step 2.** {fill(1)}\n\n---\n\n### Final Answer\n\n$$\n\\boxed{{{A}}}\n$$"),
     ('chatml', lambda: f"<|im_start|>assistant\n{fill(2)}\n\n**Answer:** {m(A)}<|im_end|>"),
     ('llama3', lambda: f"<|start_header_id|>assistant<|end_header_id|>\n\n## Step 1: Understand the problem\n{fill(1)}\n\n## Step 2: Compute\n{fill(1)}\n\nThe final answer is: $\\boxed{{{A}}}$<|eot_id|>"),
     ('gemma', lambda: f"<start_of_turn>model\n{fill(2)}\n\nFinal answer: {A}<end_of_turn>"),
     ('deepseek', lambda: f"<｜Assistant｜><think>\n{fill(3)}\n</think>\n\n{fill(1)}\n\n\\[\n\\boxed{{{A}}}\n\\]<｜end▁of▁sentence｜>"),
     ('harmony', lambda: f"<|channel|>analysis<|message|>{fill(2)} Result {A}.<|end|><|start|>assistant<|channel|>final<|message|>**Answer:** {m(A)}<|return|>"),
     ('mistral', lambda: f"[INST] Solve the problem. [/INST] {fill(2)} Hence the answer is {m(A)}.</s>"),
     ('kimi', lambda: f"◁think▷{fill(2)} I get {A}.◁/think▷The answer is {m(A)}."),
     ('json_agent', lambda: json.dumps({"reasoning": fill(2), "final_answer": A}, ensure_ascii=False)),
     ('function_call', lambda: json.dumps({"type": "function_call", "name": "submit_answer", "arguments": json.dumps({"answer": A}, ensure_ascii=False)}, ensure_ascii=False)),
     ('tool_calls_openai', lambda: json.dumps({"role": "assistant", "content": None, "tool_calls": [{"id": "call_7", "type": "function", "function": {"name": "final_answer", "arguments": json.dumps({"value": A})}}]}, ensure_ascii=False)),
     ('terse', lambda: A),
     ('table', lambda: f"| Quantity | Value |\n|---|---|\n| intermediate check | ok |\n| **Final answer** | {m(A)} |"),
     ('minerva', lambda: f"{fill(2)}\nFinal Answer: The final answer is ${A}$. I hope it is correct."),
     ('xml_answer', lambda: f"<reasoning>\n{fill(2)}\n</reasoning>\n<answer>\n{A}\n</answer>"),
     ('inspect_style', lambda: f"{fill(2)}\n\nANSWER: {A}"),
     ('bullets', lambda: f"- {fill(1)}\n- {fill(1)}\n- **Result:** {m(A)}"),
     ('self_correct_to_right', lambda: f"<think>\nFirst guess: {it['wrong']}. Wait, that double counts. Redo: {fill(1)} So it's {A}.\n</think>\n\nAfter correcting my first attempt, the answer is $\\boxed{{{A}}}$."),
     ('fbox', lambda: f"{fill(1)} Therefore\n\\[\\fbox{{${A}$}}\\]"),
     ('qa_prefix', lambda: f"Answer: {A}\n\nExplanation: {fill(2)}"),
     ('react_agent', lambda: f"Thought: I should compute this with the interpreter.\nAction: python\nAction Input: solve()\nObservation: {A}\nThought: The result is verified.\nFinal Answer: {A}"),
     ('negated_wrong_then_right', lambda: f"The answer is not ${it['wrong']}$; it is ${A}$."),
     ('table_rejected_wrong', lambda: f"| Candidate | Valid? |\n|---|---|\n| ${it['wrong']}$ | ❌ |\n| ${A}$ | ✅ |\n\n**Final answer:** ${A}$"),
     ('qwen_math', lambda: f"<|im_start|>assistant\n{fill(2)}\n\nThus, the final answer is \\(\\boxed{{{A}}}\\).<|im_end|><|endoftext|>"),
     ('boxed_twice_same', lambda: f"{fill(1)} We get $\\boxed{{{A}}}$.\n\nDouble-checking with a second method also yields $\\boxed{{{A}}}$."),
     ('o1_answer_heading', lambda: f"**Answer**\n\n${A}$\n\n**Reasoning**\n\n{fill(3)}"),
    ]
    return T

def neg_templates(it, A, W):
    T = [
     ('corrected_intermediate', lambda: f"<think>\n{fill(2)} This gives {A}.\nWait, I misread the question. Recomputing... the result is {W}.\n</think>\n\nThe answer is $\\boxed{{{W}}}$."),
     ('hedge_two_values', lambda: f"{fill(2)}\n\nI'm not fully certain: the answer is either ${A}$ or ${W}$, depending on whether the boundary case counts."),
     ('retracted', lambda: f"**Answer: {m(A)}**\n\nHmm, actually that is wrong: I dropped a case. Redoing it carefully, the final answer is {m(W)}."),
     ('truncated', lambda: f"<think>\n{fill(3)} Tentatively this is {A}, but I should check the case where the"),
     ('truncated_markdown', lambda: f"## Solution\n\n**Step 1.** {fill(1)} One candidate is {m(A)}.\n\n**Step 2.** Now we must verify that this candidate satisfies"),
     ('two_boxed_last_wrong', lambda: f"{fill(1)} A first pass gives $\\boxed{{{A}}}$.\n\nBut re-examining the constraint, the correct value is $\\boxed{{{W}}}$."),
     ('json_agent_mismatch', lambda: json.dumps({"scratch": f"candidate {A} rejected", "final_answer": W}, ensure_ascii=False)),
     ('tool_output_then_override', lambda: f"```python\nprint(solve())\n```\n```output\n{A}\n```\nThe code has an off-by-one bug; fixing it by hand, the final answer is {m(W)}."),
     ('quoted_other_model', lambda: f"Another solver claimed the answer is {m(A)}, but that is incorrect.\n\n**Final answer:** {m(W)}"),
     ('not_answer_negation', lambda: f"The answer is not {m(A)}; it is {m(W)}."),
     ('question_back', lambda: f"{fill(2)} Is the answer {m(A)}? I'm not sure; I can't finish the computation without more information."),
     ('chatml_wrong_final', lambda: f"<|im_start|>assistant\nIntermediate: {m(A)}.\n\n**Answer:** {m(W)}<|im_end|>"),
     ('harmony_final_diff', lambda: f"<|channel|>analysis<|message|>Looks like {A}. Actually no, recheck gives {W}.<|end|><|start|>assistant<|channel|>final<|message|>{m(W)}<|return|>"),
     ('table_wrong_row', lambda: f"| Candidate | Valid? |\n|---|---|\n| {m(A)} | ❌ (rejected) |\n| {m(W)} | ✅ |\n\n**Final answer:** {m(W)}"),
     ('react_agent_override', lambda: f"Thought: compute it.\nAction: python\nAction Input: solve()\nObservation: {A}\nThought: The observation is from the unsimplified model; adjusting for the extra constraint.\nFinal Answer: {W}"),
     ('wrong_variable', lambda: f"{fill(1)} We find $a = {A}$ and $b = {W}$. The problem asks for $b$, so the answer is $\\boxed{{{W}}}$."),
     ('boxed_both_hedge', lambda: f"Depending on interpretation, $\\boxed{{{A}}}$ or $\\boxed{{{W}}}$."),
     ('empty_after_think', lambda: f"<think>\n{fill(2)} The value is {A}. Now let me write the final answer.\n</think>\n\n"),
    ]
    return T

def mcq_case(it, pos):
    L, wl = it['ans'], it['wrong']; cv, wv = it['extra']['cval'], it['extra']['wval']
    if pos:
        opts = [
         ('letter_paren', f"{fill(2)}\n\nThe answer is **({L})**."),
         ('boxed_textbf', f"{fill(1)} So the value is ${cv}$.\n\n$\\boxed{{\\textbf{{({L})}}\\ {cv}}}$"),
         ('json_choice', json.dumps({"choice": L, "confidence": 0.86})),
         ('terse_letter', L),
         ('think_letter', f"<think>\nEliminate ({wl}): it fails the check. {fill(1)}\n</think>\n\n{L}"),
         ('letter_with_value', f"Answer: {L}) {cv}"),
         ('lowercase_letter', f"The correct option is ({L.lower()})."),
         ('zh_letter', f"经过计算，正确选项是 {L}。"),
        ]
    else:
        opts = [
         ('wrong_letter_right_value_mentioned', f"{fill(1)} Option ({L}) looks plausible, but on checking it fails. Answer: **({wl})**"),
         ('hedge_letters', f"{fill(2)} It's either ({L}) or ({wl}); I can't decide between them."),
         ('retracted_letter', f"$\\boxed{{\\textbf{{({L})}}}}$\n\nWait — I made a sign error. Corrected answer: $\\boxed{{\\textbf{{({wl})}}}}$"),
         ('json_choice_wrong', json.dumps({"eliminated": [L], "choice": wl})),
         ('truncated_letter', f"<think>\nComparing the options, ({L}) seems likely but I need to verify against"),
         ('letter_for_wrong_value', f"The value is ${wv}$, which is choice ({wl})."),
        ]
    return rng.choice(opts)

def render_wrong(it, lang=None):
    return it['wrong']

cases = []
langs = list(LANG)
order = list(range(len(items))); rng.shuffle(order)
for n, idx in enumerate(order):
    it = items[idx]
    pos = (n % 2 == 0)
    lang = 'en'
    if it['kind'] == 'mcq':
        sub, resp = mcq_case(it, pos)
        fmt = 'mcq'
        if sub == 'zh_letter': lang = 'zh'
    else:
        A, W = it['ans'], it['wrong']
        r = rng.random()
        if r < 0.30:
            lang = rng.choice(langs)
            P, N, H = LANG[lang]
            X = A; sub = 'latex'
            if it['kind'] == 'int':
                nat = loc_int(it['ival'], lang)
                if nat and rng.random() < 0.85:
                    X = nat; sub = 'native_digits'
            Xm = X if sub == 'native_digits' else m(X)
            if pos:
                fmt = 'language'
                if rng.random() < 0.5:
                    resp = f"{H}\n{fill(1)}\n\n" + P.format(X=Xm)
                else:
                    resp = f"{H}\n" + P.format(X=f"$\\boxed{{{X}}}$" if sub != 'native_digits' else f"**{X}**")
            else:
                fmt = 'language_neg'
                if rng.random() < 0.6:
                    sub = 'corrected_intermediate'
                    resp = f"{H}\n" + N.format(A=m(A), W=m(W))
                else:
                    sub = 'hedge'
                    resp = f"{H}\n" + HEDGE[lang].format(A=m(A), W=m(W))
        elif pos:
            alts = alt_forms(it)
            alts = [a for a in alts if a[0] not in ('equation', 'spaced')]
            if alts and rng.random() < 0.7:
                asub, X = rng.choice(alts)
                if asub == 'bold_boxed' and rng.random() < 0.5:
                    fmt, sub = 'notation', 'bold_boxed'
                    resp = f"{fill(2)}\n\nTherefore the answer is ${X}$."
                else:
                    T = pos_templates(it, X, asub)
                    if asub in ('words', 'plain_words', 'unicode_sqrt', 'unicode_minus'):
                        T = [t for t in T if t[0] in ('terse', 'json_agent', 'function_call', 'tool_calls_openai', 'xml_answer', 'inspect_style', 'qa_prefix', 'react_agent', 'gemma', 'o1_answer_heading')]
                    tname, tf = rng.choice(T)
                    fmt, sub = 'notation', f"{asub}+{tname}"
                    resp = tf()
            else:
                tname, tf = rng.choice(pos_templates(it, A, None))
                fmt, sub = 'native', tname
                resp = tf()
            if it['kind'] == 'int' and rng.random() < 0.25:
                fmt, sub = 'agent_code', 'python_print'
                resp = f"I'll compute this directly.\n\n```python\nans = {it['ival']}  # from the derivation above\nprint(ans)\n```\n```output\n{it['ival']}\n```\n\nThe answer is $\\boxed{{{it['ival']}}}$."
        else:
            tname, tf = rng.choice([t for t in neg_templates(it, A, W) if t[0] != 'empty_after_think'])
            fmt, sub = 'hard_negative', tname
            resp = tf()
            if it['kind'] == 'int' and rng.random() < 0.15:
                v = it['ival']
                sub = 'different_quantity'
                resp = f"{fill(1)} Solving the system gives the auxiliary parameter $t = {v}$.\n\nHowever, $t$ is not what the problem asks for; translating back to the requested quantity gives $\\boxed{{{W}}}$."
    cases.append(dict(benchmark=it['bench'], source_row=it['src'], question=it['q'], gold=it['gold'],
                      response=resp, label=bool(pos), style=f"{fmt}/{sub}", language=lang))

with open(OUT, 'w', encoding='utf-8') as f:
    for i, c in enumerate(cases, 1):
        c = dict(id=f"v-{i:04d}", **c)
        f.write(json.dumps(c, ensure_ascii=False) + '\n')
print(len(cases), 'cases written to', OUT)
