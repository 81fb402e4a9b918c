#!/usr/bin/env python3
"""Deterministic generator of blind grader test cases (set X). Standard library only.
Usage: python3 make_cases.py   -> writes cases.jsonl next to this script."""
import json, os, random, re

SEED = 20261202
DATA = '/work/shared/data'
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'cases.jsonl')
R = random.Random(SEED)

def load(rel):
    with open(os.path.join(DATA, rel), encoding='utf-8') as f:
        return [json.loads(l) for l in f]

# ---------------- answer helpers ----------------
INT_RE = re.compile(r'^-?\d+$')
FRAC_RE = re.compile(r'^\\[dt]?frac\{(\d+)\}\{(\d+)\}$')

def strip_dollars(s):
    s = s.strip()
    if s.startswith('$') and s.endswith('$') and s.count('$') == 2:
        s = s[1:-1].strip()
    return s

def kind_of(a):
    if INT_RE.match(a):
        return 'int'
    m = FRAC_RE.match(a)
    if m and int(m.group(1)) > 0 and int(m.group(2)) > 1:
        return 'frac'
    return 'other'

def bump_last_number(a):
    ms = list(re.finditer(r'\d+', a))
    if not ms:
        return None
    m = ms[-1]
    return a[:m.start()] + str(int(m.group()) + 1) + a[m.end():]

def wrong_of(a, k):
    if k == 'int':
        n = int(a)
        return str(n + R.choice([1, -1, 2, 10, 3]))
    if k == 'frac':
        p, q = FRAC_RE.match(a).groups()
        return '\\frac{%s}{%d}' % (p, int(q) + 1)
    return bump_last_number(a)

ONES = ['zero','one','two','three','four','five','six','seven','eight','nine','ten','eleven','twelve',
        'thirteen','fourteen','fifteen','sixteen','seventeen','eighteen','nineteen']
TENS = ['','','twenty','thirty','forty','fifty','sixty','seventy','eighty','ninety']
def en_words(n):
    if n < 20: return ONES[n]
    if n < 100: return TENS[n//10] + ('' if n % 10 == 0 else '-' + ONES[n % 10])
    if n < 1000:
        return ONES[n//100] + ' hundred' + ('' if n % 100 == 0 else ' ' + en_words(n % 100))
    return None
ZH = '零一二三四五六七八九'
def zh_num(n):
    if n < 10: return ZH[n]
    if n < 100:
        t, o = divmod(n, 10)
        return ('' if t == 1 else ZH[t]) + '十' + ('' if o == 0 else ZH[o])
    return None
def digits_map(s, zero):
    return ''.join(chr(ord(zero) + int(c)) if c.isdigit() else c for c in s)
def ar_digits(s): return digits_map(s, '\u0660')
def hi_digits(s): return digits_map(s, '\u0966')
def fw_digits(s): return digits_map(s, '\uff10')

def frac_decimal(a):
    p, q = map(int, FRAC_RE.match(a).groups())
    qq = q
    for f in (2, 5):
        while qq % f == 0: qq //= f
    if qq != 1: return None
    s = repr(p / q)
    return s if len(s) < 12 else None

def equiv_reps(a, k):
    """(representation, subtype) pairs equal in value to a."""
    reps = [(a, 'verbatim')]
    if k == 'int':
        n = int(a)
        if 0 <= n < 1000 and en_words(n): reps.append((en_words(n), 'en_words'))
        if abs(n) >= 1000: reps.append(('{:,}'.format(n), 'thousands_sep'))
        reps.append((a + '.0', 'trailing_decimal'))
        reps.append(('\\mathbf{%s}' % a, 'mathbf'))
        reps.append(('n = %s' % a, 'var_assign'))
    elif k == 'frac':
        p, q = FRAC_RE.match(a).groups()
        d = frac_decimal(a)
        if d: reps.append((d, 'decimal'))
        reps.append(('%s/%s' % (p, q), 'slash'))
        reps.append(('\\dfrac{%s}{%s}' % (p, q), 'dfrac'))
        reps.append(('\\frac %s %s' % (p, q) if len(p) == 1 and len(q) == 1 else '\\tfrac{%s}{%s}' % (p, q), 'alt_frac'))
    else:
        if not re.search(r'\\text|\b(or|and)\b', a) and ' ' in a:
            reps.append((re.sub(r'(?<![A-Za-z]) | (?![A-Za-z])', '', a), 'nospace'))
        m = re.fullmatch(r'(-?\d+) (or|and) (-?\d+)', a)
        if m: reps.append(('%s %s %s' % (m.group(3), m.group(2), m.group(1)), 'reordered'))
    return reps

# ---------------- pools ----------------
pools = {'harp': [], 'harp_mcq': [], 'math_perturb': [], 'putnam': []}
for i, r in enumerate(load('harp/harp_default.jsonl')):
    a = strip_dollars(r.get('answer') or '')
    if not a or len(a) > 50 or '$' in a or 'text' in a and len(a) > 40: continue
    pools['harp'].append(('harp/harp_default.jsonl:%d' % i, r['problem'], r['answer'], a))
for i, r in enumerate(load('harp/harp_mcq.jsonl')):
    ch = r.get('choices') or {}
    L = r.get('answer_choice')
    if L not in ch or len(ch) < 4: continue
    vals = [strip_dollars(v) for v in ch.values()]
    if len(set(vals)) != len(vals): continue
    pools['harp_mcq'].append(('harp/harp_mcq.jsonl:%d' % i, r['problem'], L, ch))
for fn in ('math_perturb/math_perturb_simple.jsonl', 'math_perturb/math_perturb_hard.jsonl'):
    for i, r in enumerate(load(fn)):
        a = str(r['answer']).strip()
        if not a or len(a) > 50: continue
        pools['math_perturb'].append(('%s:%d' % (fn, i), r['problem'], r['answer'], a))
for i, r in enumerate(load('putnam/putnam_with_answers.jsonl')):
    t = r['answer_text']
    m = re.search(r'(?:\bis|\bequals|\bto|\bthat|\bare|\bbe|\bset)\s+\$([^$]+)\$\.?\s*$', t)
    if t.count('$') != 2 or not m or len(m.group(1)) > 40: continue
    pools['putnam'].append(('putnam/putnam_with_answers.jsonl:%d' % i, r['problem'], t, m.group(1).strip().rstrip('.').strip()))

# ---------------- language phrases ----------------
LANG = {
 'zh': dict(final='最终答案是', wait='等等，这里算错了，重新计算。', step='我们先整理条件。', either='答案可能是 {x}，也可能是 {y}，我不太确定。', so='所以'),
 'ja': dict(final='答えは', wait='待って、計算ミスがありました。やり直します。', step='まず条件を整理します。', either='答えは {x} か {y} のどちらかだと思います。', so='したがって'),
 'ko': dict(final='최종 답은', wait='잠깐, 계산이 틀렸습니다. 다시 계산하겠습니다.', step='먼저 조건을 정리합시다.', either='답은 {x} 또는 {y} 일 수 있습니다.', so='따라서'),
 'ru': dict(final='Окончательный ответ:', wait='Подождите, здесь ошибка. Пересчитаем.', step='Сначала запишем условия.', either='Ответ: либо {x}, либо {y}.', so='Следовательно,'),
 'ar': dict(final='الإجابة النهائية هي', wait='انتظر، هناك خطأ في الحساب. لنعد الحساب.', step='أولاً نكتب المعطيات.', either='الإجابة إما {x} أو {y}.', so='إذن'),
 'hi': dict(final='अंतिम उत्तर है', wait='रुकिए, गणना में गलती है। फिर से करते हैं।', step='पहले हम शर्तें लिखते हैं।', either='उत्तर {x} या {y} हो सकता है।', so='इसलिए'),
 'vi': dict(final='Đáp số cuối cùng là', wait='Khoan, tính sai rồi. Tính lại.', step='Trước hết ta viết lại giả thiết.', either='Đáp án có thể là {x} hoặc {y}.', so='Vậy'),
 'fr': dict(final='La réponse finale est', wait='Attendez, il y a une erreur. Recalculons.', step="Commençons par poser les données.", either='La réponse est soit {x}, soit {y}.', so='Donc'),
 'es': dict(final='La respuesta final es', wait='Espera, hay un error. Recalculemos.', step='Primero planteamos los datos.', either='La respuesta es {x} o tal vez {y}.', so='Por lo tanto,'),
 'de': dict(final='Die endgültige Antwort ist', wait='Moment, da ist ein Rechenfehler. Nochmal.', step='Zuerst schreiben wir die Bedingungen auf.', either='Die Antwort ist entweder {x} oder {y}.', so='Also'),
 'pt': dict(final='A resposta final é', wait='Espere, há um erro. Vamos recalcular.', step='Primeiro organizamos os dados.', either='A resposta é {x} ou talvez {y}.', so='Portanto,'),
}
LANGS = list(LANG)

def native(a, k, lang):
    """maybe write an integer in native digits / numerals"""
    if k != 'int': return a, ''
    n = int(a)
    if lang == 'ar': return ar_digits(a), '+native_digits'
    if lang == 'hi' and R.random() < 0.7: return hi_digits(a), '+native_digits'
    if lang == 'zh' and 0 <= n < 100 and R.random() < 0.5: return zh_num(n), '+cn_numeral'
    if lang == 'ja' and R.random() < 0.5: return fw_digits(a), '+fullwidth'
    return a, ''

FILLER = [
 "Let me read the problem again carefully.", "Okay, so we need to figure out what is being asked.",
 "Hmm, let me think step by step.", "First, I'll write down what we know.",
 "Let's denote the unknown quantity and set up an equation.", "I think the key idea is to simplify first.",
 "So, the problem says", "Alright, let's compute this carefully.", "Wait, let me re-check the arithmetic.",
 "This seems to be a standard problem.", "Let me try a small case to get a feeling.",
]
def fill(n=2):
    return ' '.join(R.choice(FILLER) for _ in range(n))

def snippet(q, n=70):
    q = re.sub(r'\s+', ' ', q.split('[asy]')[0]).strip()
    return q[:n] + ('...' if len(q) > n else '')

# ---------------- positive styles (final answer == gold) ----------------
def P_think_corrected(q, a, w, k):
    return ("<think>\n%s %s\nSo the answer might be %s. %s\nHmm, no. I made a mistake in the second step, the sign is wrong. "
            "Redo: ... so it's %s.\nYes, %s.\n</think>\n\nThe answer is $\\boxed{%s}$." % (fill(), snippet(q), w, fill(1), a, a, a)), 'reasoning/think_corrected'
def P_think_unclosed(q, a, w, k):
    return ("<think>\nOkay, so %s\n%s\nComputing... we get %s.\nFinal Answer: %s" % (snippet(q, 50), fill(3), a, a)), 'reasoning/think_unclosed_tag'
def P_markdown_table(q, a, w, k):
    return ("## Solution\n\n**Step 1.** %s\n\n| Step | Value |\n|---|---|\n| guess | $%s$ |\n| corrected | $%s$ |\n\n"
            "Checking the guess fails, so we use the corrected value.\n\n### Final Answer\n\n$$\\boxed{%s}$$" % (fill(1), w, a, a)), 'markdown/table_heading'
def P_repeat(q, a, w, k):
    return ("%s\n\nThe answer is %s.\n\nThe answer is $%s$.\n\nTherefore, the final answer is $\\boxed{%s}$.\n\n\\boxed{%s}\n\n"
            "Final Answer: The final answer is $%s$. I hope it is correct." % (fill(2), a, a, a, a, a)), 'smallmodel/repetitive_restate'
def P_unclosed_box(q, a, w, k):
    return ("%s\nAfter simplifying we get %s.\n\nSo the final answer is $\\boxed{%s" % (fill(2), a, a)), 'smallmodel/unclosed_box'
def P_qwen_tokens(q, a, w, k):
    return ("<|im_start|>assistant\n%s\nThus the answer is \\(\\boxed{%s}\\).<|im_end|>\n<|endoftext|>" % (fill(2), a)), 'special_tokens/chatml'
def P_llama_tokens(q, a, w, k):
    return ("<|start_header_id|>assistant<|end_header_id|>\n\n## Step 1: Understand the problem\n%s\n\n## Step 2: Compute\nWe get $%s$.\n\n"
            "The final answer is: $\\boxed{%s}$<|eot_id|>" % (fill(1), a, a)), 'special_tokens/llama3'
def P_gemma(q, a, w, k):
    return ("<start_of_turn>model\n**Solution:**\n\n* %s\n* We obtain $%s$.\n\n**Answer:** $%s$<end_of_turn>" % (fill(1), a, a)), 'special_tokens/gemma'
def P_deepseek(q, a, w, k):
    return ("<｜Assistant｜><think>\n%s\nIf it were %s the check would fail. So it must be %s.\n</think>\n\n**Final Answer**\n\\[\n\\boxed{%s}\n\\]<｜end▁of▁sentence｜>" % (fill(3), w, a, a)), 'special_tokens/deepseek_r1'
def P_harmony(q, a, w, k):
    return ("<|channel|>analysis<|message|>We need to compute. %s Candidate %s? no. Got %s.<|end|><|start|>assistant<|channel|>final<|message|>**Answer:** %s<|return|>" % (fill(1), w, a, a)), 'special_tokens/harmony'
def P_phi(q, a, w, k):
    return ("<|assistant|>\n%s Therefore the answer is %s.<|end|>" % (fill(2), a)), 'special_tokens/phi'
def P_mistral(q, a, w, k):
    return ("[INST] %s [/INST] %s\n\nAnswer: %s</s>" % (snippet(q, 40), fill(2), a)), 'special_tokens/mistral_inst'
def P_json(q, a, w, k):
    return json.dumps({"reasoning": fill(2) + " Rejected %s after checking." % w, "final_answer": a}, ensure_ascii=False), 'agent/json_object'
def P_funcall(q, a, w, k):
    return ('I will submit the answer.\n<tool_call>\n{"name": "submit_answer", "arguments": {"answer": "%s"}}\n</tool_call>' % a.replace('\\', '\\\\')), 'agent/function_call'
def P_code(q, a, w, k):
    return ("Let me verify with Python.\n```python\n# brute force check\nans = None\nfor cand in range(1000):\n    pass\nprint(ans_str)\n```\n```output\n%s\n```\nThe code confirms it. The answer is $\\boxed{%s}$." % (a, a)), 'agent/code_output'
def P_terse(q, a, w, k):
    return R.choice(['%s', '**%s**', 'Answer: %s', '$%s$', '#### %s', 'ANSWER: %s']) % a, 'terse/plain'
def P_final_block_notation(q, a, w, k):
    reps = equiv_reps(a, k)
    r2, sub = R.choice(reps[1:]) if len(reps) > 1 else reps[0]
    return ("%s\nSo we get $%s$.\n\n**Final Answer**\nThe final answer is %s." % (fill(2), a, r2)), 'notation/final_block_' + sub
def P_equiv(q, a, w, k):
    reps = equiv_reps(a, k)
    r2, sub = R.choice(reps[1:]) if len(reps) > 1 else reps[0]
    return ("%s The computation gives %s.\n\nTherefore the answer is \\boxed{%s}" % (fill(2), r2, r2)), 'notation/' + sub
def P_mixed_lang(q, a, w, k):
    return ("%s 我们先化简这个式子。然后得到 %s。\nSo the answer is %s. 所以答案是 $\\boxed{%s}$。" % (fill(1), a, a, a)), 'smallmodel/mixed_language'
def P_stray_code(q, a, w, k):
    return ("%s\n\n```\ndef solve():\n    return  # TODO\n```\n\nThe answer is: %s\n\n```" % (fill(2), a)), 'smallmodel/stray_code'
def P_boxed_wrong_then_rejected(q, a, w, k):
    return ("%s\nWe get $\\boxed{%s}$.\n\nWait, that's not right: I used the wrong formula. Correcting it, the value is %s.\n\n"
            "Final answer: $\\boxed{%s}$" % (fill(1), w, a, a)), 'reasoning/boxed_then_corrected'
def P_foreign(q, a, w, k, lang=None):
    lang = lang or R.choice(LANGS)
    L = LANG[lang]
    na, tag = native(a, k, lang)
    box = R.random() < 0.5
    fin = ('$\\boxed{%s}$' % na) if (box and not tag) else na
    return ("%s\n%s ... %s\n%s %s %s" % (L['step'], L['wait'] if R.random() < 0.4 else '', fill(1) if R.random() < 0.3 else '', L['so'], L['final'], fin)), 'foreign/' + lang + tag, lang

def P_double_box(q, a, w, k):
    reps = [r for r in equiv_reps(a, k) if r[1] != 'var_assign']
    r2, sub = reps[-1]
    return ("%s\nHence the result is $\\boxed{%s} = \\boxed{%s}$." % (fill(2), a, r2)), 'notation/double_box_' + sub
def P_md_list(q, a, w, k):
    return ("### Approach\n1. %s\n2. %s\n\n---\n\n**Answer**\n\n- Value: $%s$\n- Confidence: high" % (fill(1), fill(1), a)), 'markdown/list_answer_field'

POS = [P_think_corrected, P_think_unclosed, P_markdown_table, P_repeat, P_unclosed_box, P_qwen_tokens, P_llama_tokens,
       P_gemma, P_deepseek, P_harmony, P_phi, P_mistral, P_json, P_funcall, P_code, P_terse, P_final_block_notation,
       P_equiv, P_mixed_lang, P_stray_code, P_boxed_wrong_then_rejected, P_double_box, P_md_list]

# ---------------- negative styles (gold value appears, final answer != gold) ----------------
def N_corrected_to_wrong(q, a, w, k):
    return ("<think>\n%s\nSo we get %s.\nWait, I think I double counted. Subtract the overlap... so it's %s.\n</think>\n\nThe answer is $\\boxed{%s}$." % (fill(2), a, w, w)), 'reasoning/corrected_away'
def N_hedge(q, a, w, k):
    x, y = (a, w) if R.random() < 0.5 else (w, a)
    return ("%s\nI'm not completely sure. The answer is either $%s$ or $%s$ depending on whether the endpoints are included.\n\n"
            "Final Answer: $\\boxed{%s}$ or $\\boxed{%s}$" % (fill(2), x, y, x, y)), 'hedge/two_values'
def N_retracted(q, a, w, k):
    return ("**Final Answer:** $\\boxed{%s}$\n\nHmm, actually let me double-check... No, that's incorrect because I forgot a case. "
            "Recomputing gives %s.\n\n**Final Answer:** $\\boxed{%s}$" % (a, w, w)), 'reasoning/retracted'
def N_truncated(q, a, w, k):
    return ("<think>\n%s\nMaybe the answer is %s? Let me verify by plugging it back in.\nPlugging in, the left side becomes" % (fill(3), a)), 'truncated/mid_verification'
def N_other_quantity(q, a, w, k):
    return ("%s\nLet $t$ be the intermediate parameter. Solving, $t = %s$.\nBut the question asks for a different quantity, which is obtained from $t$:\n\nAnswer: %s" % (fill(1), a, w)), 'wrong_quantity/intermediate_reported_separately'
def N_unclosed_wrong(q, a, w, k):
    return ("%s We first get %s, but after including the last term it becomes %s.\n\nSo the final answer is $\\boxed{%s" % (fill(2), a, w, w)), 'smallmodel/unclosed_box_wrong'
def N_final_block_differs(q, a, w, k):
    return ("%s\nSo the answer is $%s$.\n\nHmm, wait. Rechecking step 3 I had a sign error.\n\nFinal Answer\nThe final answer is $\\boxed{%s}$. I hope it is correct." % (fill(2), a, w)), 'smallmodel/final_block_differs'
def N_code_then_wrong(q, a, w, k):
    return ("```python\nprint(partial_result)\n```\n```output\n%s\n```\nThat's only the partial sum; adding the remaining term, the answer is %s.\n\n"
            '{"final_answer": "%s"}' % (a, w, w.replace('\\', '\\\\'))), 'agent/code_partial_then_json'
def N_repeat_wrong(q, a, w, k):
    return ("%s\nThe answer is %s. Wait, no. The answer is %s. The answer is %s. Therefore the final answer is $\\boxed{%s}$." % (fill(1), a, w, w, w)), 'smallmodel/repetitive_wrong'
def N_tokens_wrong(q, a, w, k):
    return ("<|im_start|>assistant\n<think>\nCandidate: %s. Check fails for the boundary case.\n</think>\nThe answer is \\(\\boxed{%s}\\).<|im_end|>" % (a, w)), 'special_tokens/chatml_wrong'
def N_loop_cut(q, a, w, k):
    seg = "Let me recompute. We have %s, then divide by 2. " % a
    return (fill(1) + '\n' + seg * 6 + "Let me recompute. We have"), 'truncated/repetition_loop'
def N_foreign(q, a, w, k, lang=None):
    lang = lang or R.choice(LANGS)
    L = LANG[lang]
    na, tag = native(a, k, lang)
    nw = w
    if tag == '+native_digits': nw = ar_digits(w) if lang == 'ar' else hi_digits(w)
    elif tag == '+fullwidth': nw = fw_digits(w)
    elif tag == '+cn_numeral':
        nw = zh_num(int(w)) if 0 <= int(w) < 100 else w
    if R.random() < 0.5:
        body = "%s\n%s %s.\n%s\n%s %s" % (L['step'], L['so'], na, L['wait'], L['final'], nw)
        sub = 'corrected_away'
    else:
        body = "%s\n%s" % (L['step'], L['either'].format(x=na, y=nw))
        sub = 'hedge'
    return body, 'foreign/' + lang + tag + '/' + sub, lang

def N_wrong_variable(q, a, w, k):
    return ("%s\nSolving the system: $x = %s$ and $y = %s$.\n\nThe problem asks for $y$, so\n\n$$\\boxed{y = %s}$$" % (fill(1), a, w, w)), 'wrong_quantity/other_variable'
def N_think_only(q, a, w, k):
    return ("<think>\n%s\nSo the answer might be %s. But wait, that ignores the constraint. Let me reconsider the whole setup.\n%s\n</think>\n\n" % (fill(3), a, fill(2))), 'truncated/think_no_final'

NEG = [N_corrected_to_wrong, N_hedge, N_retracted, N_truncated, N_other_quantity, N_unclosed_wrong,
       N_final_block_differs, N_code_then_wrong, N_repeat_wrong, N_tokens_wrong, N_loop_cut, N_wrong_variable, N_think_only]

# ---------------- MCQ styles ----------------
def mcq_case(row, pos):
    src, q, L, ch = row
    letters = sorted(ch)
    wrongL = R.choice([x for x in letters if x != L])
    rv, wv = strip_dollars(ch[L]), strip_dollars(ch[wrongL])
    if pos:
        t = R.randrange(5)
        if t == 0: return "%s\nThe value is $%s$, which is choice (%s).\n\nThe answer is (%s)." % (fill(2), rv, L, L), 'mcq/letter_with_value'
        if t == 1: return "%s\nAt first I thought $%s$ (%s), but that ignores a case. Correct value: $%s$.\n\n$\\boxed{\\textbf{(%s)}\\ %s}$" % (fill(1), wv, wrongL, rv, L, rv), 'mcq/textbf_box_after_wrong'
        if t == 2: return "<think>\n%s options... %s is wrong. %s fits.\n</think>\n\n**%s**" % (fill(2), wrongL, L, L), 'mcq/think_bold_letter'
        if t == 3: return '{"choice": "%s", "explanation": "%s"}' % (L, fill(1)), 'mcq/json'
        return "%s\n答案是 %s。\n\nFinal Answer: %s) %s" % (fill(1), L, L, rv), 'mcq/mixed_lang_letter'
    t = R.randrange(4)
    if t == 0: return "%s\nWe get $%s$. Looking at the options, that matches... \n\nThe answer is (%s)." % (fill(2), rv, wrongL), 'mcq/right_value_wrong_letter'
    if t == 1: return "%s\n(%s) looks plausible, but (%s) is better because of the constraint.\n\n\\boxed{%s}" % (fill(1), L, wrongL, wrongL), 'mcq/considered_then_other'
    if t == 2: return "Answer: (%s)\n\nWait, let me recheck. Actually the computation gives $%s$.\n\nFinal Answer: (%s)" % (L, wv, wrongL), 'mcq/retracted_letter'
    return "%s\nIt's either (%s) or (%s). I'd go with both." % (fill(1), L, wrongL), 'mcq/hedge_letters'

# ---------------- assemble ----------------
PLAN = [('harp', 170), ('harp_mcq', 52), ('math_perturb', 76), ('putnam', 76)]
cases = []
for bench, n in PLAN:
    rows = pools[bench][:]
    R.shuffle(rows)
    used = 0
    for row in rows:
        if used >= n: break
        pos = (used % 2 == 0)
        lang = 'en'
        if bench == 'harp_mcq':
            resp, style = mcq_case(row, pos)
            if '答案' in resp: lang = 'en'
            src, q, gold = row[0], row[1], row[2]
            bname = 'harp'
        else:
            src, q, gold, a = row
            k = kind_of(a)
            w = wrong_of(a, k)
            if w is None or w == a:
                if not pos: continue
                w = '0' if a != '0' else '1'
            bname = bench
            use_foreign = R.random() < 0.22
            fn = (P_foreign if pos else N_foreign) if use_foreign else R.choice(POS if pos else NEG)
            out = fn(q, a, w, k)
            resp, style = out[0], out[1]
            if len(out) == 3:
                lang = out[2]
                wrap = R.randrange(5)
                if wrap == 1:
                    resp = '<think>\n' + fill(3) + '\n</think>\n\n' + resp
                    style += '+think'
                elif wrap == 2:
                    resp = '<|im_start|>assistant\n' + resp + '<|im_end|>'
                    style += '+chatml'
                elif wrap == 3:
                    resp = '## ' + snippet(q, 30) + '\n\n' + resp.replace('\n', '\n\n')
                    style += '+markdown'
        used += 1
        cases.append(dict(benchmark=bname, source_row=src, question=q, gold=gold, response=resp,
                          label=pos, style=style, language=lang))

R.shuffle(cases)
with open(OUT, 'w', encoding='utf-8') as f:
    for i, c in enumerate(cases, 1):
        c = dict(id='x-%04d' % i, **c)
        f.write(json.dumps(c, ensure_ascii=False) + '\n')
print('wrote', len(cases), 'cases to', OUT)
