# ruff: noqa  (written by the blind writer of set A; kept as written, only formatted)
#!/usr/bin/env python3
"""Blind probe A: hand-crafted response/gold/label cases for a math answer grader.

Golds come from /work/shared/data (HARP, MATH-Perturb, PutnamBench informal).
Per-problem correct renderings / close wrong values are hand-written in problems.py.
Run: python /work/probe_a/make_cases.py  -> /work/probe_a/cases.jsonl
"""

import json
import os
import random
import sys
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from problems import PROBLEMS

DATA = "/work/shared/data"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases.jsonl")
rng = random.Random(20261201)

_cache = {}


def load(f):
    if f not in _cache:
        _cache[f] = [json.loads(l) for l in open(os.path.join(DATA, f))]
    return _cache[f]


# ---------------------------------------------------------------- helpers
DIG = {"ar": "٠١٢٣٤٥٦٧٨٩", "fw": "０１２３４５６７８９", "hi": "०१२३४५६७८९", "fa": "۰۱۲۳۴۵۶۷۸۹"}


def digits(n, script):
    s = str(n)
    return "".join(DIG[script][int(c)] if c.isdigit() else ("－" if script == "fw" and c == "-" else c) for c in s)


ONES = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
]
TENS = ["x", "x", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 0:
        return "negative " + words(-n)
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    if n < 1000 and n % 100 == 0:
        return ONES[n // 100] + " hundred"
    return None


def is_text(p):
    return p["text"] and "\\" not in p["cur"] and "$" not in p["cur"]


def M(p, v):
    """Inline rendering of value v in prose"""
    if p["text"] and "\\" not in v:
        return v
    return "$" + v + "$"


def BOX(p, v):
    if p["text"] and "\\" not in v and "$" not in v:
        return "$\\boxed{\\text{" + v + "}}$"
    return "$\\boxed{" + v + "}$"


def BOXRAW(p, v):
    if p["text"] and "\\" not in v and "$" not in v:
        return "\\boxed{\\text{" + v + "}}"
    return "\\boxed{" + v + "}"


def plain(v):
    """A plain-text (json / code) rendering: keep LaTeX as models do inside strings"""
    return v.replace("{,}", ",")


FILL = [
    "Let me restate what is being asked and set up the relevant quantities.",
    "I'll translate the conditions into equations first.",
    "The key observation is that the expression simplifies once we group terms.",
    "Substituting the given values and simplifying step by step:",
    "We can check small cases to see the pattern before generalizing.",
    "Using the standard identity here avoids messy casework.",
    "Now combine the two relations and solve for the unknown.",
    "Let me double-check the arithmetic on the last step.",
    "By symmetry we only need to handle one case and multiply.",
    "Careful with the sign here.",
    "This reduces to a computation we can do by hand.",
    "Plugging back in to verify: the conditions are all satisfied.",
    "First, note the constraints on the variables.",
    "Rewriting everything in terms of a single variable gives a cleaner equation.",
    "Let's organize the computation.",
]


def reason(k=None):
    k = k or rng.randint(2, 4)
    return " ".join(rng.sample(FILL, k))


def short_q(q, n=90):
    q = " ".join(q.split())
    return q if len(q) <= n else q[:n].rsplit(" ", 1)[0] + "…"


# ---------------------------------------------------------------- neutral templates (final value F)
def t_think_boxed(p, F):
    return (
        f"<think>\n{reason()}\n\n{reason()}\n</think>\n\n"
        f"{rng.choice(['So the answer is', 'Therefore the result is', 'Hence', 'Final answer:'])} {BOX(p, F)}"
    )


def t_md_bold(p, F):
    h = rng.choice(["## Solution", "### Step-by-step solution", "**Solution.**", "# Approach"])
    steps = "\n".join(f"{i + 1}. {s}" for i, s in enumerate(rng.sample(FILL, 3)))
    end = rng.choice(
        [
            f"**Final answer:** {M(p, F)}",
            f"**Answer: {M(p, F)}**",
            f"The answer is **{M(p, F)}**.",
            f"---\n\n**Answer:** {BOX(p, F)}",
        ]
    )
    return f"{h}\n\n{steps}\n\n{end}"


def t_harmony(p, F):
    return (
        f"<|channel|>analysis<|message|>{reason()} Need to make sure. {reason(2)}<|end|>"
        f"<|start|>assistant<|channel|>final<|message|>{rng.choice(['**Answer:** ', 'The answer is ', ''])}{M(p, F)}<|return|>"
    )


def t_im_start(p, F):
    return f"<|im_start|>assistant\n{reason()}\n\nThus, the final answer is {BOX(p, F)}.<|im_end|>"


def t_answer_tag(p, F):
    return rng.choice(
        [
            f"<reasoning>\n{reason()}\n</reasoning>\n<answer>\n{F}\n</answer>",
            f"{reason()}\n\n<answer>{F}</answer>",
            f"<think>{reason()}</think>\n<answer>{BOXRAW(p, F)}</answer>",
        ]
    )


def t_bracket(p, F):
    return rng.choice(
        [
            f"{reason()}\n\n[ANSWER]{F}[/ANSWER]",
            f"[THINK]{reason()}[/THINK]\n{reason(1)}\n[ANSWER] {F} [/ANSWER]",
        ]
    )


def t_json(p, F):
    obj = rng.choice(
        [
            {"reasoning": reason(), "answer": plain(F)},
            {"answer": plain(F), "confidence": round(rng.uniform(0.6, 0.98), 2)},
            {"steps": rng.sample(FILL, 2), "final_answer": plain(F)},
        ]
    )
    s = json.dumps(obj, ensure_ascii=False, indent=rng.choice([None, 2]))
    return rng.choice([s, f"```json\n{s}\n```", f"Here is my result:\n```json\n{s}\n```"])


def t_toolcall(p, F):
    name = rng.choice(["submit_answer", "final_answer", "submit"])
    args = json.dumps({"answer": plain(F)}, ensure_ascii=False)
    return rng.choice(
        [
            f'{reason(2)}\n\n<tool_call>\n{{"name": "{name}", "arguments": {args}}}\n</tool_call>',
            f"{reason(2)}\n<|tool_call_begin|>functions.{name}:0<|tool_call_argument_begin|>{args}<|tool_call_end|>",
            f'{{"type": "function_call", "name": "{name}", "arguments": {json.dumps(args)}}}',
        ]
    )


def t_minerva(p, F):
    return (
        f"{reason()}\nFinal Answer: The final answer is ${F}$. I hope it is correct."
        if not is_text(p)
        else f"{reason()}\nFinal Answer: The final answer is {F}. I hope it is correct."
    )


def t_gsm(p, F):
    return f"{reason()}\n\n#### {plain(F)}"


def t_table(p, F):
    rows = "\n".join(f"| {i + 1} | {s} |" for i, s in enumerate(rng.sample(FILL, 3)))
    return (
        f"| Step | Work |\n|---|---|\n{rows}\n| **Answer** | {M(p, F)} |\n\n"
        f"{rng.choice(['So the result is', 'Final:', 'Answer ='])} {M(p, F)}"
    )


def t_deepseek(p, F):
    return f"<｜Assistant｜><think>\n{reason()}\n{reason(2)}\n</think>\n\n{reason(1)}\n\n$$\n{BOXRAW(p, F)}\n$$"


def t_gemma(p, F):
    return f"<start_of_turn>model\n**Solution**\n\n{reason()}\n\nThe final answer is {M(p, F)}.<end_of_turn>"


def t_solution_tags(p, F):
    return (
        f"<|begin_of_thought|>\n{reason()}\n<|end_of_thought|>\n\n<|begin_of_solution|>\n{reason(1)}\n\n"
        f"\\[\n{BOXRAW(p, F)}\n\\]\n<|end_of_solution|>"
    )


def t_future(p, F):
    return rng.choice(
        [
            f"<|reasoning_start|>{reason()}<|reasoning_end|>\n<|final_answer|>{F}<|end_final_answer|>",
            f"<|think|>\n{reason()}\n<|/think|>\n<|response|>The answer is {M(p, F)}.<|/response|>",
            f"[[REASONING]]\n{reason()}\n[[FINAL]] {F} [[/FINAL]]",
            f"<|assistant|><|thought|>{reason()}<|/thought|><|output|>**{M(p, F)}**<|/output|>",
            f"<scratchpad>{reason()}</scratchpad>\n<final_answer>{F}</final_answer>",
        ]
    )


def t_display(p, F):
    if is_text(p):
        return f"{reason()}\n\nTherefore the answer is: **{F}**"
    return rng.choice(
        [
            f"{reason()}\n\nTherefore,\n\\[\n{F}\n\\]\nis the answer.",
            f"{reason()}\n\nWe conclude that the requested value is \\({F}\\).",
            f"{reason()}\n\n$$\\text{{Answer}} = {F}$$",
        ]
    )


def t_yaml(p, F):
    return f'status: solved\nproblem: "{short_q(p["q"], 60)}"\nwork: |\n  {reason(2)}\nanswer: "{plain(F)}"'


NEUTRAL = [
    t_think_boxed,
    t_md_bold,
    t_harmony,
    t_im_start,
    t_answer_tag,
    t_bracket,
    t_json,
    t_toolcall,
    t_minerva,
    t_gsm,
    t_table,
    t_deepseek,
    t_gemma,
    t_solution_tags,
    t_future,
    t_display,
    t_yaml,
]

# ---------------------------------------------------------------- language templates
LANG = {
    "zh": ["我们先整理已知条件，然后逐步化简。", "最终答案：{B}", "所以答案是 {M}。", "答：{M}"],
    "ja": [
        "条件を式に直して整理します。",
        "したがって、答えは {M} です。",
        "**答え：** {B}",
        "よって求める値は {M} となる。",
    ],
    "ko": [
        "주어진 조건을 식으로 정리하면 다음과 같습니다.",
        "따라서 정답은 {M}입니다.",
        "**답:** {B}",
        "그러므로 구하는 값은 {M}이다.",
    ],
    "ru": [
        "Запишем условия в виде уравнений и упростим.",
        "Ответ: {M}.",
        "Таким образом, искомое значение равно {B}.",
        "**Окончательный ответ:** {M}",
    ],
    "ar": [
        "نكتب المعطيات على شكل معادلات ثم نبسطها.",
        "الإجابة النهائية هي {M}.",
        "إذن الجواب: {B}",
        "وبالتالي فإن القيمة المطلوبة هي {M}.",
    ],
    "hi": [
        "दी गई शर्तों को समीकरणों में लिखकर सरल करते हैं।",
        "अतः उत्तर {M} है।",
        "**अंतिम उत्तर:** {B}",
        "इसलिए अभीष्ट मान {M} है।",
    ],
    "vi": [
        "Ta viết các điều kiện thành phương trình rồi rút gọn.",
        "Vậy đáp án là {M}.",
        "**Đáp số:** {B}",
        "Kết luận: giá trị cần tìm là {M}.",
    ],
    "fr": [
        "Traduisons les hypothèses en équations, puis simplifions.",
        "La réponse est donc {M}.",
        "**Réponse finale :** {B}",
        "On en déduit que la valeur cherchée vaut {M}.",
    ],
    "es": [
        "Escribimos las condiciones como ecuaciones y simplificamos.",
        "Por lo tanto, la respuesta es {M}.",
        "**Respuesta final:** {B}",
        "Así, el valor buscado es {M}.",
    ],
    "de": [
        "Wir schreiben die Bedingungen als Gleichungen und vereinfachen.",
        "Die Antwort lautet also {M}.",
        "**Endergebnis:** {B}",
        "Somit ist der gesuchte Wert {M}.",
    ],
    "pt": [
        "Escrevemos as condições como equações e simplificamos.",
        "Portanto, a resposta é {M}.",
        "**Resposta final:** {B}",
        "Logo, o valor procurado é {M}.",
    ],
}
LFILL = {
    "zh": ["代入已知数据并化简。", "注意这里的符号。", "验证：代回原式成立。", "利用对称性只需讨论一种情况。"],
    "ja": [
        "与えられた値を代入して整理する。",
        "符号に注意する。",
        "元の式に代入して確認すると成り立つ。",
        "対称性より一つの場合を考えれば十分。",
    ],
    "ko": [
        "주어진 값을 대입하여 정리한다.",
        "부호에 주의하자.",
        "원래 식에 대입하여 확인하면 성립한다.",
        "대칭성에 의해 한 경우만 보면 된다.",
    ],
    "ru": [
        "Подставим известные значения и упростим.",
        "Здесь важно не ошибиться со знаком.",
        "Проверка: подстановка в исходное условие даёт верное равенство.",
        "По симметрии достаточно рассмотреть один случай.",
    ],
    "ar": [
        "نعوض بالقيم المعطاة ونبسط.",
        "ننتبه إلى الإشارة هنا.",
        "للتحقق: بالتعويض في الشرط الأصلي نحصل على مساواة صحيحة.",
        "بسبب التماثل يكفي دراسة حالة واحدة.",
    ],
    "hi": [
        "दिए गए मान रखकर सरल करते हैं।",
        "यहाँ चिह्न का ध्यान रखें।",
        "जाँच: मूल शर्त में रखने पर समीकरण सही बैठता है।",
        "सममिति के कारण केवल एक स्थिति देखना पर्याप्त है।",
    ],
    "vi": [
        "Thay các giá trị đã cho vào và rút gọn.",
        "Chú ý dấu ở bước này.",
        "Kiểm tra lại: thay vào điều kiện ban đầu thấy thỏa mãn.",
        "Do tính đối xứng, chỉ cần xét một trường hợp.",
    ],
    "fr": [
        "On substitue les valeurs données et on simplifie.",
        "Attention au signe ici.",
        "Vérification : en remplaçant dans l'énoncé, tout est cohérent.",
        "Par symétrie, un seul cas suffit.",
    ],
    "es": [
        "Sustituimos los valores dados y simplificamos.",
        "Cuidado con el signo aquí.",
        "Comprobación: al sustituir en la condición original, se cumple.",
        "Por simetría basta con analizar un caso.",
    ],
    "de": [
        "Wir setzen die gegebenen Werte ein und vereinfachen.",
        "Hier auf das Vorzeichen achten.",
        "Probe: Einsetzen in die Ausgangsbedingung liefert eine wahre Aussage.",
        "Aus Symmetriegründen genügt ein Fall.",
    ],
    "pt": [
        "Substituímos os valores dados e simplificamos.",
        "Cuidado com o sinal aqui.",
        "Verificação: substituindo na condição original, ela é satisfeita.",
        "Por simetria, basta analisar um caso.",
    ],
}
TF = {  # lang: (answer-label, {key: localized})
    "zh": (
        "答案",
        {
            "true": "该命题成立（正确）",
            "false": "该命题不成立（错误）",
            "yes": "是，可以",
            "no": "否，不一定",
            "diverges": "级数发散",
            "converges": "级数收敛",
        },
    ),
    "ja": (
        "答え",
        {
            "true": "命題は正しい",
            "false": "命題は誤り",
            "yes": "はい、可能である",
            "no": "いいえ、そうとは限らない",
            "diverges": "級数は発散する",
            "converges": "級数は収束する",
        },
    ),
    "ko": (
        "답",
        {
            "true": "명제는 참이다",
            "false": "명제는 거짓이다",
            "yes": "예, 가능하다",
            "no": "아니오, 반드시 그렇지는 않다",
            "diverges": "급수는 발산한다",
            "converges": "급수는 수렴한다",
        },
    ),
    "ru": (
        "Ответ",
        {
            "true": "утверждение верно",
            "false": "утверждение неверно",
            "yes": "да",
            "no": "нет",
            "diverges": "ряд расходится",
            "converges": "ряд сходится",
        },
    ),
    "ar": (
        "الجواب",
        {
            "true": "العبارة صحيحة",
            "false": "العبارة خاطئة",
            "yes": "نعم",
            "no": "لا",
            "diverges": "المتسلسلة متباعدة",
            "converges": "المتسلسلة متقاربة",
        },
    ),
    "hi": (
        "उत्तर",
        {
            "true": "कथन सत्य है",
            "false": "कथन असत्य है",
            "yes": "हाँ",
            "no": "नहीं",
            "diverges": "श्रेणी अपसारी है",
            "converges": "श्रेणी अभिसारी है",
        },
    ),
    "vi": (
        "Đáp án",
        {
            "true": "mệnh đề đúng",
            "false": "mệnh đề sai",
            "yes": "có",
            "no": "không",
            "diverges": "chuỗi phân kỳ",
            "converges": "chuỗi hội tụ",
        },
    ),
    "fr": (
        "Réponse",
        {
            "true": "l'énoncé est vrai",
            "false": "l'énoncé est faux",
            "yes": "oui",
            "no": "non",
            "diverges": "la série diverge",
            "converges": "la série converge",
        },
    ),
    "es": (
        "Respuesta",
        {
            "true": "la afirmación es verdadera",
            "false": "la afirmación es falsa",
            "yes": "sí",
            "no": "no",
            "diverges": "la serie diverge",
            "converges": "la serie converge",
        },
    ),
    "de": (
        "Antwort",
        {
            "true": "die Aussage ist wahr",
            "false": "die Aussage ist falsch",
            "yes": "ja",
            "no": "nein",
            "diverges": "die Reihe divergiert",
            "converges": "die Reihe konvergiert",
        },
    ),
    "pt": (
        "Resposta",
        {
            "true": "a afirmação é verdadeira",
            "false": "a afirmação é falsa",
            "yes": "sim",
            "no": "não",
            "diverges": "a série diverge",
            "converges": "a série converge",
        },
    ),
}


def tf_key(v):
    v = v.lower()
    for k in ["diverges", "converges", "true", "false", "yes", "no"]:
        if k in v.split() or v.startswith(k):
            return k
    if "holds" in v:
        return "true"
    raise ValueError(v)


HEDGE_LANG = {
    "zh": "答案可能是 {A} 或 {B}，我不太确定。",
    "fr": "La réponse est soit {A}, soit {B}.",
    "es": "La respuesta es {A} o {B}; no estoy seguro de cuál.",
    "de": "Das Ergebnis ist entweder {A} oder {B}.",
    "ru": "Ответ: либо {A}, либо {B}.",
    "ja": "答えは {A} か {B} のどちらかです。",
}


def t_lang(p, F, lang=None, script=None):
    lang = lang or rng.choice(list(LANG))
    L = LANG[lang]
    Fm = M(p, F)
    if script:  # integer rendered in another digit script, not in math mode
        Fm = F
    if p.get("tf"):
        lab, d = TF[lang]
        end = f"**{lab}:** {d[tf_key(F)]}"
    else:
        end = rng.choice(L[1:]).format(M=Fm, B=(Fm if script else BOX(p, F)))
    mid = " ".join(rng.sample(LFILL[lang], rng.randint(1, 3)))
    return f"{L[0]}\n\n{mid}\n\n{end}", lang


# ---------------------------------------------------------------- special structures
def s_python(p, F, Fwrong_first=None):
    n = p["int"]
    code = rng.choice(
        [
            f"from itertools import product\n\ncount = 0\n# brute force over the search space\n...\nprint(answer)",
            f"import sympy as sp\nx = sp.symbols('x')\n# set up the equations from the problem\nsol = ...\nanswer = sol\nprint(answer)",
            f"def solve():\n    # direct computation\n    ...\n    return result\n\nprint(solve())",
        ]
    )
    return (
        f"Let me verify with a quick script.\n\n```python\n{code}\n```\n\n```output\n{F}\n```\n\n"
        f"{rng.choice(['The script confirms the value.', 'The output matches the hand computation.', 'Good.'])} "
        f"The answer is **{F}**."
    )


def s_self_correct(p, W, V):
    """Early wrong W, corrected to V at the end -> final is V"""
    return rng.choice(
        [
            f"<think>\n{reason(2)} So I get {M(p, W)}.\n\nWait, that's wrong — I dropped a term. Let me redo it. {reason(2)}\n"
            f"Now I get {M(p, V)}, and plugging back in works.\n</think>\n\nThe answer is {BOX(p, V)}.",
            f"{reason(2)} This gives {BOX(p, W)}.\n\nHmm, wait. Checking this against the original condition fails, so I made an error. "
            f"Redoing the last step carefully:\n\n{reason(1)}\n\nCorrected final answer: {BOX(p, V)}",
            f"First attempt: {M(p, W)}.\nActually no, that double-counts one case. Fixing that:\n{reason(2)}\n\n**Final answer: {M(p, V)}**",
        ]
    )


def s_hedge(p, A, B):
    if rng.random() < 0.5:
        a, b = A, B
    else:
        a, b = B, A
    return rng.choice(
        [
            f"{reason()}\n\nSo the answer is either {M(p, a)} or {M(p, b)}, depending on how the boundary case is counted.",
            f"{reason()}\n\nI get two candidate values: {BOX(p, a)} and {BOX(p, b)}. I can't rule either out.",
            f"<think>{reason()}</think>\nThe answer is {M(p, a)} (or possibly {M(p, b)}).",
            f"{reason(2)}\n\n**Answer:** {M(p, a)} or {M(p, b)}",
        ]
    )


def s_retract_to_wrong(p, V, W):
    """States V, then takes it back and settles on W -> final W"""
    return rng.choice(
        [
            f"{reason(2)}\n\n**Answer: {M(p, V)}**\n\nHmm, actually that's not right — I used the wrong sign in the second step. Redoing it gives {M(p, W)}.\n\nFinal answer: {M(p, W)}",
            f"<think>{reason(2)} I think it's {M(p, V)}.</think>\nSo the answer is {BOX(p, V)}.\n\nWait, no. Re-reading the problem, I misread a condition; the correct value is {BOX(p, W)}.",
            f"The answer is {M(p, V)}.\n\n...On reflection, that is incorrect. The correct answer is {M(p, W)}.",
        ]
    )


def s_retract_no_answer(p, V):
    return rng.choice(
        [
            f"{reason(2)}\n\nSo the answer is {BOX(p, V)}.\n\nActually, I don't think this is right: the case analysis above is incomplete, so I retract this answer. I'm not able to finish the problem reliably.",
            f"My answer would be {M(p, V)}, but I found an error in my derivation and I no longer believe it. I can't give a final answer.",
        ]
    )


def s_boxed_intermediate(p, I, W):
    return rng.choice(
        [
            f"{reason(2)}\n\nFirst we find the auxiliary quantity: {BOX(p, I)}.\n\nUsing this result: {reason(1)} The requested value is {M(p, W)}.\n\n**Answer: {M(p, W)}**",
            f"Step 1. {reason(1)} We get $\\boxed{{{I}}}$ for the intermediate step.\nStep 2. {reason(1)}\n\nTherefore the answer to the question is {M(p, W)}.",
        ]
    )


def s_truncated(p, W=None):
    mid = f" Tentatively this looks like {M(p, W)}, but let me check." if W and rng.random() < 0.5 else ""
    return rng.choice(
        [
            f"<think>\n{reason()}{mid}\n{reason(2)}\nSo now we need to compute the",
            f"## Solution\n\n1. {reason(1)}\n2. {reason(1)}{mid}\n3. Next, substituting into the second equation, we get $",
            f"<|channel|>analysis<|message|>{reason()}{mid} Then we need the sum over all",
        ]
    )


def s_refuse(p):
    return rng.choice(
        [
            f"{reason(2)}\n\nThe given information is not sufficient to determine a unique answer.",
            "I'm sorry, but I can't determine the answer to this problem with confidence.",
            f"<answer>unknown</answer>",
        ]
    )


def s_diffq(p, phrase, val):
    return f"{reason(2)}\n\nHence {phrase} is {BOX(p, val)}."


def s_multi_box_last_wrong(p, V, W):
    return (
        f"{reason(2)} This gives {BOX(p, V)}.\n\nWait, let me double check that. {reason(1)} I previously forgot a case. "
        f"Redoing the count, the correct value is {BOX(p, W)}."
    )


def s_words(p, n):
    w = words(n)
    return rng.choice(
        [f"{reason(2)}\n\nThe answer is {w}.", f"{reason(2)} So the value we want is {w}.\n\nFinal answer: {w}."]
    )


def s_units(p, v):
    withu = v + "\\text{ " + p["unit"] + "}"
    return rng.choice([f"{reason(2)}\n\nAnswer: {M(p, v)} {p['unit']}", f"{reason(2)} The result is {M(p, withu)}."])


import re


def numeric_only(v):
    t = re.sub(r"\\(frac|dfrac|tfrac|sqrt|pi|cdot|times)", "", v)
    return not re.search(r"[A-Za-z=(\[\\]", t)


def s_var_assign(p, v):
    return f"{reason(2)}\n\nSolving gives\n$$x = {v}$$\nso the answer is $x = {v}$."


def s_long_cot(p, first, final, fam):
    """Long reasoning trace; `first` stated mid-way, revised; `final` is the last stated answer"""
    paras = [reason(3) for _ in range(rng.randint(3, 5))]
    k = rng.randint(1, len(paras) - 1)
    paras.insert(
        k,
        rng.choice(
            [
                f"So that gives {M(p, first)}.",
                f"Okay so the answer should be {M(p, first)}.",
                f"That yields {M(p, first)}. Let me sanity-check this.",
            ]
        ),
    )
    paras.append(
        rng.choice(
            [
                f"Wait, that's wrong. I mixed up two of the conditions. Let me redo this from the start. {reason(2)}",
                f"Hmm, hold on. Let me re-examine the step where I simplified. {reason(2)} Yes, I made an arithmetic slip there.",
                f"But wait — does this satisfy the original condition? Checking... no, it doesn't. Let me recompute. {reason(2)}",
            ]
        )
    )
    paras.append(f"So the corrected value is {M(p, final)}.")
    body = "\n\n".join(paras)
    if fam == "qwen":
        return f"<think>\n{body}\n</think>\n\n**Answer:** {BOX(p, final)}"
    if fam == "harmony":
        return f"<|channel|>analysis<|message|>{body}<|end|><|start|>assistant<|channel|>final<|message|>{BOX(p, final)}<|return|>"
    return f"<｜Assistant｜><think>\n{body}\n</think>\n\nThe final answer is {M(p, final)}."


# MCQ-specific renderings (F is a letter)
def s_mcq(p, L):
    val = p["choices"][L]
    return rng.choice(
        [
            f"{reason()}\n\nThe answer is $\\boxed{{\\textbf{{({L})}}\\ {val.strip('$')}}}$",
            f"{reason()}\n\n**Answer: ({L})**",
            f"<think>{reason()}</think>\n{L}",
            f"{reason(2)} This matches choice ({L}) {val}.\n\nFinal answer: \\boxed{{{L}}}",
            json.dumps({"answer": L, "explanation": reason(1)}),
            f"{reason(2)}\n\nAnswer: {L}) {val}",
        ]
    )


def s_mcq_hedge(p, L1, L2):
    return f"{reason(2)}\n\nI'm torn between ({L1}) and ({L2}). The answer is ({L1}) or ({L2})."


# ---------------------------------------------------------------- build
def mk_problem(spec):
    bench, f, row, ok, bad, opts = spec
    d = load(f)[row]
    p = dict(
        bench=bench,
        file=f,
        row=row,
        ok=ok,
        bad=bad,
        text=opts.get("text", False),
        int=opts.get("int"),
        unit=opts.get("unit"),
        inter=opts.get("inter"),
        diff=opts.get("diff"),
        multi=opts.get("multi", False),
        mcq=opts.get("mcq", False),
        tf=opts.get("tf", False),
        cur="",
    )
    if bench == "putnam":
        p["q"] = d["problem"]
        p["gold"] = d["answer_text"]
        p["src"] = f"putnam_with_answers.jsonl:{row} ({d['name']})"
    elif bench == "math_perturb":
        p["q"] = d["problem"]
        p["gold"] = str(d["answer"])
        p["src"] = f"{os.path.basename(f)}:{row} (problem_id {d['problem_id']})"
    else:
        p["src"] = f"{os.path.basename(f)}:{row} ({d['year']} {d['contest']} #{d['number']})"
        if p["mcq"]:
            p["choices"] = d["choices"]
            p["gold"] = d["answer_choice"]
            p["q"] = d["problem"] + "\n\n" + "  ".join(f"({k}) {v}" for k, v in d["choices"].items())
        else:
            p["q"] = d["problem"]
            p["gold"] = d["answer"]
    return p


cases = []


def emit(p, resp, label, style, lang="en"):
    cases.append(
        dict(
            benchmark=p["bench"],
            source_row=p["src"],
            question=p["q"],
            gold=p["gold"],
            response=resp,
            label=label,
            style=style,
            language=lang,
        )
    )


def neutral(p, F, label):
    t = rng.choice(NEUTRAL)
    p["cur"] = F
    emit(p, t(p, F), label, t.__name__[2:])


def run():
    probs = [mk_problem(s) for s in PROBLEMS]
    for i, p in enumerate(probs):
        ok, bad = p["ok"], p["bad"]
        V = lambda: rng.choice(ok)
        W = lambda: rng.choice(bad)
        if p["mcq"]:
            L = ok[0]
            emit(p, s_mcq(p, L), True, "mcq_letter")
            emit(p, s_mcq(p, bad[0]), False, "mcq_letter_wrong")
            emit(p, s_mcq_hedge(p, *rng.sample([L, bad[1]], 2)), False, "mcq_hedge")
            if i % 2 == 0:
                emit(p, s_self_correct(dict(p, text=True), bad[2], L), True, "self_correct_to_right")
            else:
                emit(p, s_retract_to_wrong(dict(p, text=True), L, bad[2]), False, "retract_to_wrong")
            continue
        # 1) positive, neutral template with an equivalent rendering (prefer non-canonical)
        neutral(p, ok[1] if len(ok) > 1 else ok[0], True)
        # 2) negative, neutral template with a close wrong value
        neutral(p, bad[0], False)
        # 3) structured positive
        kinds = ["self_correct", "multilingual", "multilingual", "alt", "long_cot"]
        if p["int"] is not None:
            kinds += ["script", "script", "python"] + (["words"] if p["int"] >= 0 and words(p["int"]) else [])
        if p["unit"]:
            kinds += ["units", "units"]
        choice = rng.choice(kinds)
        if choice == "script":
            n = p["int"]
            sc, lang = rng.choice([("ar", "ar"), ("fw", "ja"), ("fw", "zh"), ("hi", "hi")])
            resp, lang = t_lang(p, digits(n, sc), lang, script=sc)
            emit(p, resp, True, f"digits_{sc}", lang)
        elif choice == "python":
            emit(p, s_python(p, str(p["int"])), True, "python_output")
        elif choice == "words":
            emit(p, s_words(p, p["int"]), True, "number_words")
        elif choice == "units":
            emit(p, s_units(p, V()), True, "with_units")
        elif choice == "long_cot":
            emit(
                p,
                s_long_cot(p, W(), V(), rng.choice(["qwen", "harmony", "deepseek"])),
                True,
                "long_cot_corrected_right",
            )
        elif choice == "self_correct":
            emit(p, s_self_correct(p, W(), V()), True, "self_correct_to_right")
        elif choice == "multilingual":
            v = rng.choice(ok)
            p["cur"] = v
            resp, lang = t_lang(p, v)
            emit(p, resp, True, "multilingual", lang)
        else:
            neutral(p, ok[0] if len(ok) < 3 else ok[2], True)
        # 4) hard negative structure
        opts = [
            "retract_to_wrong",
            "boxed_intermediate",
            "truncated",
            "multi_box_last_wrong",
            "retract_no_answer",
            "lang_wrong",
        ]
        if not p["multi"]:
            opts += ["hedge", "hedge", "hedge"]
        if p["diff"]:
            opts += ["diffq"] * 6
        if p["int"] is not None:
            opts += ["script_wrong"]
        k = rng.choice(opts)
        v, w = V(), W()
        if k == "hedge":
            if rng.random() < 0.3 and not p["text"]:
                lang = rng.choice(list(HEDGE_LANG))
                emit(
                    p,
                    " ".join(rng.sample(LFILL[lang], 2)) + "\n\n" + HEDGE_LANG[lang].format(A=M(p, v), B=M(p, w)),
                    False,
                    "hedge",
                    lang,
                )
            else:
                emit(p, s_hedge(p, v, w), False, "hedge")
        elif k == "retract_to_wrong":
            emit(p, s_retract_to_wrong(p, v, w), False, k)
        elif k == "retract_no_answer":
            emit(p, s_retract_no_answer(p, v), False, k)
        elif k == "boxed_intermediate":
            inter = p["inter"] or [b for b in bad if b != w][0]
            emit(p, s_boxed_intermediate(p, inter, w), False, k)
        elif k == "truncated":
            emit(p, s_truncated(p, w), False, k)
        elif k == "multi_box_last_wrong":
            emit(p, s_multi_box_last_wrong(p, v, w), False, k)
        elif k == "diffq":
            emit(p, s_diffq(p, *p["diff"]), False, k)
        elif k == "script_wrong":
            sc, lang = rng.choice([("ar", "ar"), ("fw", "zh"), ("hi", "hi")])
            wi = p["int"] + rng.choice([-1, 1])
            resp, lang = t_lang(p, digits(wi, sc), lang, script=sc)
            emit(p, resp, False, f"digits_{sc}_wrong", lang)
        else:  # lang_wrong
            p["cur"] = w
            resp, lang = t_lang(p, w)
            emit(p, resp, False, "multilingual_wrong", lang)
        # 5) an extra case for variety: alternate positive notations / negatives
        r = rng.random()
        if p["int"] is not None and r < 0.3 and p["int"] >= 0 and words(p["int"]) and rng.random() < 0.5:
            emit(p, s_words(p, p["int"]), True, "number_words")
        elif p["int"] is not None and r < 0.3:
            sc, lang = rng.choice([("ar", "ar"), ("fw", "ja"), ("fw", "zh"), ("fw", "ko"), ("hi", "hi")])
            resp, lang = t_lang(p, digits(p["int"], sc), lang, script=sc)
            emit(p, resp, True, f"digits_{sc}", lang)
        elif r < 0.4:
            v = rng.choice(ok)
            p["cur"] = v
            if p["text"] or p["multi"] or rng.random() < 0.5:
                resp, lang = t_lang(p, v)
                emit(p, resp, True, "multilingual", lang)
            else:
                if numeric_only(v):
                    emit(p, s_var_assign(p, v), True, "var_assign")
                else:
                    neutral(p, v, True)
        elif r < 0.62:
            w = rng.choice(bad[1:])
            neutral(p, w, False)
        elif r < 0.78:
            fam = rng.choice(["qwen", "harmony", "deepseek"])
            if rng.random() < 0.5:
                emit(p, s_long_cot(p, W(), V(), fam), True, "long_cot_corrected_right")
            else:
                emit(p, s_long_cot(p, V(), W(), fam), False, "long_cot_revised_wrong")
        elif r < 0.9 and p["diff"]:
            emit(p, s_diffq(p, *p["diff"]), False, "diffq")
        elif r < 0.9 and not p["multi"]:
            emit(p, s_hedge(p, V(), W()), False, "hedge")
        else:
            if not p["text"]:
                emit(p, s_truncated(p), False, "truncated")
            else:
                emit(p, s_refuse(p), False, "refusal")
    # ids
    with open(OUT, "w") as fo:
        for j, c in enumerate(cases):
            c = dict(id=f"a-{j + 1:04d}", **c)
            fo.write(json.dumps(c, ensure_ascii=False) + "\n")
    lab = Counter(c["label"] for c in cases)
    print(len(cases), dict(lab))
    print(Counter(c["style"] for c in cases).most_common())
    print(Counter(c["language"] for c in cases).most_common())
    print(Counter(c["benchmark"] for c in cases).most_common())


if __name__ == "__main__":
    run()
